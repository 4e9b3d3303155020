"""What becomes of each import item: created, unchanged, refused, failed after retries,
and a redelivered task that does nothing."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.db import OperationalError

from incidents.ingest import services
from incidents.ingest.services import MSG_UNCHANGED, Upload, job_create
from incidents.ingest.tasks import import_item
from incidents.models import ImportItem, ImportJob, Incident
from sources.models import Article
from tests.incidents.ingest.reports import json_file, jsonl_file

pytestmark = pytest.mark.django_db

PAGES = Path(__file__).resolve().parents[3] / "fixtures" / "pages"


def run_job(**items) -> ImportJob:
    job = job_create(user=None, enqueue=False, **items)
    for item in job.items.all():
        import_item.apply(args=[item.pk])
    job.refresh_from_db()
    return job


def only_item(job: ImportJob) -> ImportItem:
    return job.items.get()


def test_a_new_report_is_created_and_links_its_incident():
    job = run_job(files=[Upload("wire.json", json_file(1))])
    item = only_item(job)
    assert item.status == ImportItem.Status.CREATED
    assert item.reason.startswith("1 report created")
    assert item.counts["articles created"] == 1
    article = Article.objects.get()
    assert list(item.articles.all()) == [article]
    assert list(item.incidents.all()) == list(Incident.objects.all()) and item.incidents.count() == 1
    assert item.attempts == 1 and item.worker
    assert job.status == ImportJob.Status.DONE and job.finished_at


def test_the_same_file_twice_is_unchanged_the_second_time():
    run_job(files=[Upload("wire.jsonl", jsonl_file(1, 2))])
    job = run_job(files=[Upload("wire.jsonl", jsonl_file(1, 2))])
    item = only_item(job)
    assert item.status == ImportItem.Status.UNCHANGED
    assert item.reason == MSG_UNCHANGED
    assert item.counts["articles unchanged"] == 2 and item.counts["incidents unchanged"] == 2
    assert not [key for key in item.counts if key.endswith(("created", "updated"))], item.counts
    assert Article.objects.count() == 2
    assert item.incidents.count() >= 1  # the page still links the incidents


def test_several_reports_in_one_file_say_their_counts():
    job = run_job(files=[Upload("three.json", json_file(1, 2, 3))])
    item = only_item(job)
    assert item.status == ImportItem.Status.CREATED
    assert item.reason.startswith("3 reports created")
    assert item.articles.count() == 3


@pytest.mark.parametrize(("name", "data", "reason"), [
    ("binary.json", b"\x00\x01\x02\xff", "binary file (contains NUL bytes)"),
    ("empty.txt", b"   \n", "file is empty"),
    ("broken.json", b'[{"outlet": "A", "body": ', "malformed JSON at line 1"),
    ("wrong.json", b'{"articles": 3}', "expected a list of articles"),
    ("latin1.jsonl", '{"outlet": "Caf\u00e9"}'.encode("latin-1"), "not valid UTF-8 (byte 0xe9"),
    ("report.pdf", b"%PDF-1.4", "not a report file (.pdf)"),
    ("page.html", b"<html><body>Hi</body></html>", "no article text found"),
    ("big.htm", b"<html><body>" + b"<p>x</p>" * 700_000 + b"</body></html>", "too large ("),
])
def test_a_bad_file_is_refused_with_a_one_line_reason(name, data, reason):
    job = run_job(files=[Upload(name, data)])
    item = only_item(job)
    assert item.status == ImportItem.Status.REFUSED
    assert reason in item.reason and "\n" not in item.reason
    assert Article.objects.count() == 0 and job.status == ImportJob.Status.DONE


def test_an_uploaded_page_is_read_as_a_saved_page_is():
    item = only_item(run_job(files=[Upload("derby.html", (PAGES / "broadsheet.html").read_bytes())]))
    assert item.status == ImportItem.Status.CREATED, item.reason
    article = Article.objects.select_related("source").get()
    assert article.headline == "Nine arrested after flares and seats thrown at South Wales derby"
    assert article.source.name == "The Western Courier"
    assert "Most read" not in article.body
    assert article.versions.get().page  # what the page said is kept


def test_a_link_is_fetched_read_and_imported(page_server):
    url = page_server.add("/2016/derby", (PAGES / "broadsheet.html").read_bytes())
    item = only_item(run_job(links=[url]))
    assert item.status == ImportItem.Status.CREATED, item.reason
    assert list(item.incidents.all()) == list(Incident.objects.all())
    assert Article.objects.get().headline.startswith("Nine arrested after flares")


@pytest.mark.parametrize(("link", "reason"), [
    ("http://10.0.0.1/report", "refused: 10.0.0.1 is a private address"),
    ("/missing", "HTTP 404 Not Found"),
])
def test_a_link_that_cannot_be_had_is_refused_with_its_reason(page_server, link, reason):
    url = page_server.url(link) if link.startswith("/") else link
    item = only_item(run_job(links=[url]))
    assert item.status == ImportItem.Status.REFUSED
    assert item.reason.startswith(reason) and "\n" not in item.reason
    assert not Article.objects.exists()


def test_a_pasted_text_is_imported_with_its_outlet_and_date():
    import datetime as dt

    published = dt.datetime(2016, 10, 27, 12, tzinfo=dt.timezone.utc)
    body = "Leeds fans arrested\n\nPolice made 4 arrests after Leeds United fans fought Millwall fans.\n"
    item = only_item(run_job(text=body, outlet="Evening Wire", published=published))
    assert item.status == ImportItem.Status.CREATED, item.reason
    article = Article.objects.select_related("source").get()
    assert (article.source.name, article.headline, article.published) == ("Evening Wire", "Leeds fans arrested",
                                                                           published)
    assert item.label == "Leeds fans arrested"


def test_a_txt_upload_without_an_outlet_is_refused():
    item = only_item(run_job(files=[Upload("report.txt", b"Headline\n\nBody of the report.\n")]))
    assert item.status == ImportItem.Status.REFUSED and "outlet" in item.reason


def test_a_transient_failure_is_retried_then_failed_with_its_reason(monkeypatch, settings):
    settings.TERRACE_IMPORT_MAX_RETRIES = 2
    calls = []

    def locked(**kwargs):
        calls.append(1)
        raise OperationalError("database is locked")

    monkeypatch.setattr(services, "files_import", locked)
    item = only_item(run_job(files=[Upload("wire.json", json_file(1))]))
    assert len(calls) == 3  # the first try and two retries
    assert item.status == ImportItem.Status.FAILED
    assert item.reason == "could not be stored (database is locked); gave up after 3 attempts"
    assert item.attempts == 3 and Article.objects.count() == 0


def test_a_transient_failure_that_passes_imports_once(monkeypatch, settings):
    settings.TERRACE_IMPORT_MAX_RETRIES = 3
    real, calls = services.files_import, []

    def flaky(**kwargs):
        calls.append(1)
        if len(calls) == 1:
            raise OperationalError("server closed the connection unexpectedly")
        return real(**kwargs)

    monkeypatch.setattr(services, "files_import", flaky)
    item = only_item(run_job(files=[Upload("wire.json", json_file(1))]))
    assert item.status == ImportItem.Status.CREATED and item.attempts == 2
    assert Article.objects.count() == 1


def test_a_redelivered_task_is_a_no_op():
    job = run_job(files=[Upload("wire.json", json_file(1, 2))])
    item = only_item(job)
    before = (item.status, item.reason, item.attempts, item.finished_at, Article.objects.count())
    import_item.apply(args=[item.pk])  # the broker hands the same message out again
    item.refresh_from_db()
    assert (item.status, item.reason, item.attempts, item.finished_at, Article.objects.count()) == before


def test_an_item_is_written_whole_or_not_at_all(monkeypatch):
    """An import that dies after writing its reports leaves no report and no outcome."""
    def dies(item, status, reason):
        raise RuntimeError("worker lost")

    monkeypatch.setattr(services, "_item_finish", dies)
    job = job_create(user=None, enqueue=False, files=[Upload("wire.json", json_file(1))])
    item = only_item(job)
    with pytest.raises(RuntimeError):
        services.item_import(item_id=item.pk)
    item.refresh_from_db()
    assert item.status == ImportItem.Status.QUEUED and Article.objects.count() == 0


def test_submitting_a_job_enqueues_its_items_after_commit(eager, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        job = job_create(user=None, files=[Upload("a.json", json_file(1)), Upload("b.json", json_file(2))])
    assert sorted(job.items.values_list("status", flat=True)) == ["created", "created"]
    assert ImportJob.objects.get().status == ImportJob.Status.DONE


def _job_status(pk: int) -> str | None:
    """The job's status, or None while the worker thread holds its table: the test
    database is SQLite in memory with a shared cache, whose readers get "database table
    is locked" at once (no busy timeout) while another connection writes."""
    from django.db import OperationalError

    try:
        return ImportJob.objects.get(pk=pk).status
    except OperationalError as exc:
        if "locked" not in str(exc):
            raise
        return None


def test_a_worker_thread_imports_a_submitted_job(queue_worker):
    import time

    job = job_create(user=None, files=[Upload("a.json", json_file(1)), Upload("b.json", json_file(2, 3))])
    deadline = time.monotonic() + 60
    while _job_status(job.pk) != ImportJob.Status.DONE:
        assert time.monotonic() < deadline, list(job.items.values_list("label", "status"))
        time.sleep(0.1)
    assert sorted(job.items.values_list("label", "status")) == [("a.json", "created"), ("b.json", "created")]
    assert Article.objects.count() == 3
    assert len(set(job.items.values_list("worker", flat=True))) == 1 and job.items.first().worker


def test_an_unexpected_error_fails_the_item_at_once_with_its_reason(monkeypatch, settings):
    settings.TERRACE_IMPORT_MAX_RETRIES = 3

    def broken(**kwargs):
        raise ValueError("no such thing")

    monkeypatch.setattr(services, "files_import", broken)
    item = only_item(run_job(files=[Upload("wire.json", json_file(1))]))
    assert (item.status, item.attempts) == (ImportItem.Status.FAILED, 1)
    assert item.reason == "could not be imported (ValueError: no such thing)"


def test_an_unreachable_broker_leaves_the_items_queued(monkeypatch, settings):
    from kombu.exceptions import OperationalError as BrokerDown

    def down(pk):
        raise BrokerDown("Error 111 connecting to 127.0.0.1:6379. Connection refused.")

    monkeypatch.setattr(import_item, "delay", down)
    job = job_create(user=None, enqueue=False, files=[Upload("wire.json", json_file(1))])
    assert services.job_enqueue(job=job) == 0
    assert only_item(job).status == ImportItem.Status.QUEUED


def test_an_item_links_its_own_outlets_copy_of_a_shared_text_only():
    run_job(files=[Upload("wire.json", json_file(1, outlet="Wire A"))])
    item = only_item(run_job(files=[Upload("copy.json", json_file(1, outlet="Wire B"))]))
    assert item.status == ImportItem.Status.CREATED
    assert Article.objects.count() == 2
    assert [a.source.name for a in item.articles.select_related("source")] == ["Wire B"]
