"""The "Add reports" page and a job's page: who may use them, the form's errors, the
job page and its htmx fragment, and its query count."""

from __future__ import annotations

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from django.urls import reverse

from incidents.ingest import forms
from incidents.ingest.services import Upload, job_create
from incidents.ingest.tasks import import_item
from incidents.models import ImportItem, ImportJob
from incidents.roles import EDITORS, JOURNALISTS
from tests.factories import make_user
from tests.incidents.ingest.reports import json_file, jsonl_file

pytestmark = pytest.mark.django_db
ADD = reverse("ingest:reports-add")


@pytest.fixture
def editor():
    return make_user("eddie", EDITORS)


@pytest.fixture
def journalist():
    return make_user("jo", JOURNALISTS)


def signed_in(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def imported_job(*numbers: int) -> ImportJob:
    job = job_create(user=None, enqueue=False, files=[Upload(f"r{n}.json", json_file(n)) for n in numbers])
    for pk in job.items.values_list("pk", flat=True):
        import_item.apply(args=[pk])
    return job


def test_anonymous_readers_are_sent_to_sign_in_and_see_no_link(client):
    job = imported_job(1)
    for url in (ADD, job.get_absolute_url()):
        response = client.get(url)
        assert response.status_code == 302 and "/admin/login/" in response["Location"]
    assert client.post(ADD, {"links": "https://example.org/a"}).status_code == 302
    assert ADD not in client.get("/").content.decode()
    assert ImportJob.objects.count() == 1


def test_journalists_are_refused_and_see_no_link(journalist):
    job = imported_job(1)
    client = signed_in(journalist)
    assert client.get(ADD).status_code == 403
    assert client.get(job.get_absolute_url()).status_code == 403
    assert ADD not in client.get("/").content.decode()
    # A forged POST from the journalist's own session, with a valid CSRF token: the role refuses it.
    forged = Client(enforce_csrf_checks=True)
    forged.force_login(journalist)
    forged.get("/")
    token = forged.cookies["csrftoken"].value
    upload = SimpleUploadedFile("wire.json", json_file(2))
    response = forged.post(ADD, {"files": upload, "csrfmiddlewaretoken": token})
    assert response.status_code == 403
    assert ImportJob.objects.count() == 1


def test_a_post_without_a_csrf_token_is_refused(editor):
    forged = Client(enforce_csrf_checks=True)
    forged.force_login(editor)
    assert forged.post(ADD, {"links": "https://example.org/a"}).status_code == 403
    assert not ImportJob.objects.exists()


def test_an_editor_sees_the_link_and_the_page(editor):
    client = signed_in(editor)
    assert f'href="{ADD}"' in client.get("/").content.decode()
    page = client.get(ADD).content.decode()
    assert 'enctype="multipart/form-data"' in page and "No import jobs yet" in page


def test_an_editor_submits_links_files_and_a_text_and_lands_on_the_job(editor, django_capture_on_commit_callbacks,
                                                                       monkeypatch):
    sent = []
    monkeypatch.setattr(import_item, "delay", lambda pk: sent.append(pk))
    client = signed_in(editor)
    files = [SimpleUploadedFile("a.json", json_file(1)), SimpleUploadedFile("b.jsonl", jsonl_file(2))]
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(ADD, {
            "links": "https://example.org/one\n\nhttps://example.org/two", "files": files,
            "text": "Fans arrested\n\nPolice made 3 arrests.", "outlet": "Evening Wire", "published": "2016-10-27",
        })
    job = ImportJob.objects.get()
    assert response.status_code == 302 and response["Location"] == job.get_absolute_url()
    assert job.created_by == editor
    items = list(job.items.order_by("position"))
    assert [(i.kind, i.label) for i in items] == [
        ("link", "https://example.org/one"), ("link", "https://example.org/two"), ("file", "a.json"),
        ("file", "b.jsonl"), ("text", "Fans arrested")]
    assert sorted(sent) == [i.pk for i in items]
    assert items[4].outlet == "Evening Wire" and items[4].published.date().isoformat() == "2016-10-27"
    assert len(items[2].payload) and bytes(items[2].payload) != json_file(1)  # kept compressed


@pytest.mark.parametrize(("data", "field", "message"), [
    ({}, None, forms.MSG_NOTHING),
    ({"links": "https://example.org/a\nexample.org/b"}, "links",
     forms.MSG_LINK.format(line=2, link="example.org/b")),
    ({"text": "Headline\n\nBody."}, "outlet", forms.MSG_OUTLET_FOR_TEXT),
    ({"text": "Headline\n\nBody.", "outlet": "Wire", "published": "27/10/2016"}, "published", forms.MSG_DATE),
    ({"text": "Headline\n\nBody.", "outlet": "Wire", "published": "2099-01-01"}, "published",
     "is outside the accepted dates"),
])
def test_form_errors_are_in_words_beside_their_field(editor, data, field, message):
    response = signed_in(editor).post(ADD, data)
    assert response.status_code == 400
    page = response.content.decode()
    from django.utils.html import escape

    assert escape(message) in page
    if field:
        assert f'id="id_{field}_error"' in page
        assert f'aria-describedby="id_{field}_error id_{field}_helptext"' in page
    assert not ImportJob.objects.exists()


def test_files_of_the_wrong_type_or_too_large_are_named(editor, settings):
    settings.TERRACE_UPLOAD_MAX_BYTES = 100
    files = [SimpleUploadedFile("notes.pdf", b"%PDF"), SimpleUploadedFile("big.json", b"x" * 101),
             SimpleUploadedFile("fine.txt", b"Headline\n\nBody.")]
    page = signed_in(editor).post(ADD, {"files": files}).content.decode()
    assert forms.MSG_FILE_TYPE.format(name="notes.pdf") in page
    assert forms.MSG_FILE_SIZE.format(name="big.json", size=101, most=100) in page
    assert not ImportJob.objects.exists()


def test_a_txt_upload_needs_the_outlet(editor):
    page = signed_in(editor).post(ADD, {"files": [SimpleUploadedFile("r.txt", b"Headline\n\nBody.")]}).content
    assert forms.MSG_OUTLET_FOR_FILES.format(names="r.txt") in page.decode()


def test_the_job_page_lists_each_item_with_its_outcome_and_incidents(editor):
    job = imported_job(1)
    bad = ImportItem.objects.create(job=job, position=5, kind="file", label="<b>bad</b>.json", status="refused",
                                    reason="file is empty")
    page = signed_in(editor).get(job.get_absolute_url()).content.decode()
    item = job.items.get(label="r1.json")
    incident = item.incidents.get()
    assert f'href="{incident.get_absolute_url()}"' in page
    assert "1 of 2 done" not in page and "2 of 2 done" in page
    assert '<progress id="job-progress-bar" max="2" value="2">' in page
    assert "Created" in page and "Refused" in page and "file is empty" in page
    assert "&lt;b&gt;bad&lt;/b&gt;.json" in page and bad.label not in page  # user text escaped
    assert "hx-trigger" not in page  # done: nothing polls


def test_a_running_job_polls_and_offers_a_refresh_link(editor):
    job = job_create(user=editor, enqueue=False, files=[Upload("a.json", json_file(1))])
    page = signed_in(editor).get(job.get_absolute_url()).content.decode()
    assert "0 of 1 done" in page and 'hx-trigger="every 2s"' in page and ">Refresh</a>" in page


def test_the_job_page_fragment(editor):
    job = imported_job(1)
    client = signed_in(editor)
    full = client.get(job.get_absolute_url())
    assert "<html" in full.content.decode()
    fragment = client.get(job.get_absolute_url(), headers={"HX-Request": "true"})
    body = fragment.content.decode()
    assert "<html" not in body and 'id="job-progress"' in body and "1 of 1 done" in body
    assert "HX-Request" in fragment["Vary"]
    restore = client.get(job.get_absolute_url(), headers={"HX-Request": "true", "HX-History-Restore-Request": "true"})
    assert "<html" in restore.content.decode()


@pytest.mark.parametrize("size", [2, 12])
def test_the_job_page_costs_the_same_queries_at_two_sizes(editor, django_assert_num_queries, size):
    job = imported_job(*range(size))
    client = signed_in(editor)
    client.get(job.get_absolute_url())
    # session, user, the user's and the groups' permissions, the job, its items, their incidents
    with django_assert_num_queries(7):
        response = client.get(job.get_absolute_url())
    assert f"{size} of {size} done" in response.content.decode()


@pytest.mark.parametrize("size", [1, 11])
def test_the_add_page_costs_the_same_queries_with_more_jobs(editor, django_assert_num_queries, size):
    for n in range(size):
        job_create(user=editor, enqueue=False, links=[f"https://example.org/{n}"])
    client = signed_in(editor)
    with django_assert_num_queries(5):  # session, user, two of permissions, the jobs with their counts
        page = client.get(ADD).content.decode()
    assert page.count("0 of 1 done") == min(size, 10)
