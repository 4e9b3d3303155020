"""The curation admin: pages, query counts, actions, permissions and history."""

from __future__ import annotations

import pytest
from django.contrib.admin.helpers import ACTION_CHECKBOX_NAME
from django.contrib.auth.models import User
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from incidents.curation.services import claim_review, incident_for_slug
from incidents.models import Claim, Incident, IncidentArticle
from incidents.roles import EDITORS, JOURNALISTS
from sources.models import Article, Source
from tests.factories import make_article, make_claim, make_incident, make_source, make_user

pytestmark = pytest.mark.django_db

MODELS = [Source, Article, Incident, IncidentArticle, Claim]


@pytest.fixture
def editor(client) -> User:
    user = make_user("eddie", EDITORS)
    client.force_login(user)
    return user


@pytest.fixture
def journalist() -> User:
    return make_user("jo", JOURNALISTS)


def add_incidents(n: int, *, articles: int = 3, claims: int = 4, reviewer: User | None = None) -> None:
    """``n`` incidents, each reported by ``articles`` outlets with ``claims`` claims each."""
    kinds = ["arrests", "injuries", "missiles", "bans"]
    for i in range(n):
        incident = make_incident(competition=["EFL Cup", "Premier League"][i % 2])
        for _ in range(articles):
            article = make_article(
                source=make_source(),
                body="West Ham v Chelsea\nPolice made seven arrests. Two stewards were hurt. "
                     "Coins were thrown. Five fans were banned.",
            )
            IncidentArticle.objects.create(incident=incident, article=article)
            for kind, text in zip(kinds[:claims], ["seven arrests", "Two stewards", "Coins", "Five fans"]):
                claim = make_claim(article=article, incident=incident, kind=kind, text=text,
                                   value="7", low=7, high=7, **(
                                       {"corrected_value": "6", "corrected_low": 6, "corrected_high": 6}
                                       if kind == "arrests" else {}))
                if reviewer and kind == "injuries":
                    claim_review(claim=claim, status="disputed", user=reviewer, note="check")


def admin_url(model, view: str, *args) -> str:
    return reverse(f"admin:{model._meta.app_label}_{model._meta.model_name}_{view}", args=args)


def history_version(obj) -> int:
    return obj.history.earliest("history_date").history_id


def pages() -> list[str]:
    """Every changelist, change page and history page, for one object of each model."""
    urls = []
    for model in MODELS:
        obj = model.objects.order_by("pk").first()
        urls += [
            admin_url(model, "changelist"),
            admin_url(model, "change", obj.pk),
            admin_url(model, "history", obj.pk),
            admin_url(model, "simple_history", obj.pk, history_version(obj)),
        ]
    return urls


def count_queries(client, url: str) -> int:
    with CaptureQueriesContext(connection) as queries:
        response = client.get(url)
    assert response.status_code == 200, (url, response.status_code)
    return len(queries)


def test_every_admin_page_renders_in_queries_that_do_not_grow_with_rows(client, editor):
    add_incidents(2, reviewer=editor)
    first_claim = Claim.objects.order_by("pk").first()
    claim_review(claim=first_claim, status="confirmed", user=editor)
    small = {url: count_queries(client, url) for url in pages()}
    add_incidents(8, reviewer=editor)
    # And many more history rows for the objects the pages show.
    for status in ("confirmed", "rejected", "disputed", "confirmed"):
        claim_review(claim=first_claim, status=status, user=editor, note=status)
    large = {url: count_queries(client, url) for url in pages()}
    grew = {url: (small[url], large[url]) for url in small if large[url] > small[url]}
    assert not grew, f"query count grows with rows: {grew}"
    assert max(large.values()) <= 40, large


def test_claim_changelist_shows_what_an_editor_needs(client, editor):
    add_incidents(2)
    html = client.get(admin_url(Claim, "changelist")).content.decode()
    assert "<strong>6</strong>" in html and "proposed 7" in html  # correction beside proposal
    for text in ("Arrests", "At this match", "Unreviewed", "Police made seven arrests"):
        assert text in html
    for param in ("competition=EFL+Cup", "club=", "article__source__id__exact=", "incident__id__exact="):
        assert param in html, param


def test_claim_filters_by_club_and_competition_through_the_incident(client, editor):
    add_incidents(2, articles=1, claims=1)
    cup = Incident.objects.get(competition="EFL Cup")
    response = client.get(admin_url(Claim, "changelist"), {"club": cup.away_club})
    assert response.context["cl"].result_count == 1
    response = client.get(admin_url(Claim, "changelist"), {"competition": "Premier League"})
    assert {c.incident.competition for c in response.context["cl"].result_list} == {"Premier League"}


def test_claim_change_page_marks_the_span_in_context_and_links_out(client, editor):
    article = make_article(body="Headline\nBefore <b>. Police made seven arrests & more. After.")
    claim = make_claim(article=article, text="seven arrests", sentence_start=9,
                       sentence=article.body[9:], sentence_end=len(article.body))
    html = client.get(admin_url(Claim, "change", claim.pk)).content.decode()
    assert "Police made <mark>seven arrests</mark> &amp; more." in html
    assert "&lt;b&gt;" in html and "<b>." not in html  # article text is escaped
    assert f'href="{claim.get_absolute_url()}"' in html
    assert f'href="{claim.incident.get_absolute_url()}"' in html
    assert 'name="corrected_value"' in html and 'name="review_status"' in html
    assert 'name="value"' not in html and 'name="start"' not in html  # the proposal is read-only


def test_saving_a_status_change_in_admin_records_the_reviewer(client, editor):
    claim = make_claim()
    response = client.post(admin_url(Claim, "change", claim.pk), {
        "review_status": "confirmed", "editor_note": "Police confirmed", "corrected_value": "2",
        "corrected_low": "2", "corrected_high": "2",
    })
    assert response.status_code == 302, response.content.decode()[:2000]
    claim.refresh_from_db()
    assert (claim.review_status, claim.corrected_value, claim.value) == ("confirmed", "2", "1")
    assert claim.reviewed_by == editor and claim.reviewed_at is not None
    assert claim.history.first().history_user == editor


def test_a_corrected_range_must_make_sense(client, editor):
    claim = make_claim()
    response = client.post(admin_url(Claim, "change", claim.pk), {
        "review_status": "unreviewed", "corrected_value": "5-3", "corrected_low": "5",
        "corrected_high": "3",
    })
    assert response.status_code == 200
    assert "above the high one" in response.content.decode()
    assert Claim.objects.get(pk=claim.pk).corrected_value == ""


# -- bulk actions -----------------------------------------------------------------


def run_action(client, model, action: str, objects, **data):
    payload = {"action": action, ACTION_CHECKBOX_NAME: [o.pk for o in objects], **data}
    return client.post(admin_url(model, "changelist"), payload)


@pytest.mark.parametrize("action,status", [
    ("confirm_claims", "confirmed"), ("dispute_claims", "disputed"), ("reject_claims", "rejected"),
])
def test_review_actions_ask_for_a_note_then_record_it(client, editor, action, status):
    claims = [make_claim(), make_claim()]
    untouched = make_claim()
    page = run_action(client, Claim, action, claims)
    assert page.status_code == 200
    html = page.content.decode()
    assert 'name="note"' in html and "csrfmiddlewaretoken" in html
    assert set(Claim.objects.values_list("review_status", flat=True)) == {"unreviewed"}

    response = run_action(client, Claim, action, claims, apply="yes", note="Checked with police")
    assert response.status_code == 302
    for claim in Claim.objects.filter(pk__in=[c.pk for c in claims]):
        assert (claim.review_status, claim.editor_note) == (status, "Checked with police")
        assert claim.reviewed_by == editor and claim.reviewed_at is not None
        record = claim.history.first()
        assert record.history_user == editor and record.review_status == status
    assert Claim.objects.get(pk=untouched.pk).review_status == "unreviewed"


@pytest.mark.parametrize("action", ["dispute_claims", "reject_claims"])
def test_dispute_and_reject_refuse_to_go_without_a_note(client, editor, action):
    claim = make_claim()
    response = run_action(client, Claim, action, [claim], apply="yes", note=" ")
    assert response.status_code == 200 and "This field is required" in response.content.decode()
    assert Claim.objects.get(pk=claim.pk).review_status == "unreviewed"


def test_confirm_goes_without_a_note(client, editor):
    claim = make_claim()
    run_action(client, Claim, "confirm_claims", [claim], apply="yes", note="")
    assert Claim.objects.get(pk=claim.pk).review_status == "confirmed"


def test_merge_action_asks_for_the_target_then_merges(client, editor):
    add_incidents(3, articles=1, claims=2)
    first, second, third = Incident.objects.order_by("pk")
    claim_review(claim=third.claims.first(), status="rejected", user=editor, note="x")
    page = run_action(client, Incident, "merge_incidents", [first, second, third])
    assert page.status_code == 200 and 'name="target"' in page.content.decode()
    response = run_action(client, Incident, "merge_incidents", [first, second, third],
                          apply="yes", target=second.pk)
    assert response.status_code == 302
    assert list(Incident.objects.all()) == [second]
    assert second.claims.count() == 6
    assert second.claims.filter(review_status="rejected").count() == 1


def test_move_and_split_actions_on_articles(client, editor):
    add_incidents(2, articles=2, claims=1)
    one, other = Incident.objects.order_by("pk")
    article = one.articles.first()
    page = run_action(client, Article, "move_articles", [article])
    assert page.status_code == 200 and 'name="incident"' in page.content.decode()
    found = client.get(reverse("admin:autocomplete"), {
        "app_label": "incidents", "model_name": "incidentarticle", "field_name": "incident",
        "term": other.title,
    }).json()
    assert [r["id"] for r in found["results"]] == [str(other.pk)]
    run_action(client, Article, "move_articles", [article], apply="yes", incident=other.pk)
    assert IncidentArticle.objects.get(article=article).incident == other
    assert set(article.claims.values_list("incident", flat=True)) == {other.pk}

    run_action(client, Article, "split_articles", [article])
    new = IncidentArticle.objects.get(article=article).incident
    assert new not in (one, other)
    assert set(article.claims.values_list("incident", flat=True)) == {new.pk}


def test_moving_every_report_away_deletes_the_emptied_incident_when_the_editor_confirms(client, editor):
    add_incidents(3, articles=1, claims=1)
    one, other, third = Incident.objects.order_by("pk")
    run_action(client, Article, "move_articles", [one.articles.get()], apply="yes", incident=third.pk,
               delete_emptied="on")
    assert not Incident.objects.filter(pk=one.pk).exists()
    assert incident_for_slug(one.slug) == third  # the old address leads to where its report went
    # Unticked, the emptied incident is kept (and the list leaves it out).
    run_action(client, Article, "move_articles", [other.articles.get()], apply="yes", incident=third.pk)
    assert Incident.objects.filter(pk=other.pk).exists() and not other.coverage.exists()
    assert third.coverage.count() == 3


def test_changing_an_incident_report_in_admin_moves_the_claims_too(client, editor):
    add_incidents(2, articles=1, claims=2)
    one, other = Incident.objects.order_by("pk")
    coverage = one.coverage.get()
    response = client.post(admin_url(IncidentArticle, "change", coverage.pk), {"incident": other.pk})
    assert response.status_code == 302
    assert other.claims.count() == 4 and one.claims.count() == 0


# -- journalists and strangers ---------------------------------------------------------


def test_a_journalist_can_view_everything(client, journalist):
    add_incidents(1)
    client.force_login(journalist)
    for url in pages():
        assert client.get(url).status_code == 200, url


def test_a_journalist_cannot_change_anything(client, journalist):
    add_incidents(2, articles=1, claims=1)
    client.force_login(journalist)
    claim = Claim.objects.first()
    one, other = Incident.objects.order_by("pk")

    response = client.post(admin_url(Claim, "change", claim.pk), {"review_status": "rejected"})
    assert response.status_code == 403
    for action, extra in (("confirm_claims", {}), ("reject_claims", {"note": "no"})):
        run_action(client, Claim, action, [claim], apply="yes", **extra)
    run_action(client, Incident, "merge_incidents", [one, other], apply="yes", target=one.pk)
    run_action(client, Article, "split_articles", [one.articles.first()])
    source = Source.objects.first()
    assert client.post(admin_url(Source, "change", source.pk), {"name": "Hacked"}).status_code == 403
    assert client.post(admin_url(Source, "delete", source.pk), {"post": "yes"}).status_code == 403
    # simple-history's revert form is reachable by viewers; posting it is not.
    version = history_version(claim)
    assert client.post(admin_url(Claim, "simple_history", claim.pk, version), {}).status_code == 403

    claim.refresh_from_db()
    assert claim.review_status == "unreviewed" and claim.reviewed_by is None
    assert Incident.objects.count() == 2 and one.coverage.count() == 1
    assert Source.objects.filter(name="Hacked").count() == 0
    assert not Claim.history.filter(history_user=journalist).exists()


def test_editors_cannot_delete_sources(client, editor):
    source = make_source()
    assert client.post(admin_url(Source, "delete", source.pk), {"post": "yes"}).status_code == 403
    assert Source.objects.filter(pk=source.pk).exists()


@pytest.mark.parametrize("model", MODELS)
def test_anonymous_users_are_sent_to_log_in(client, model):
    add_incidents(1, articles=1, claims=1)
    for url in (admin_url(model, "changelist"), admin_url(model, "change", model.objects.first().pk)):
        response = client.get(url)
        assert response.status_code == 302 and response["Location"].startswith(reverse("admin:login"))


# -- history ------------------------------------------------------------------------


def test_history_page_shows_who_changed_what_from_what_to_what(client, editor):
    claim = make_claim()
    claim_review(claim=claim, status="disputed", user=editor, note="Season figure")
    html = client.get(admin_url(Claim, "history", claim.pk)).content.decode()
    assert "eddie" in html
    assert "Unreviewed" in html or "unreviewed" in html
    assert "Season figure" in html


def test_revert_restores_an_earlier_version_and_records_who(client, editor):
    claim = make_claim()
    claim_review(claim=claim, status="confirmed", user=editor, note="First look")
    first_review = claim.history.first().history_id
    claim_review(claim=claim, status="rejected", user=editor, note="Wrong match")
    page = client.get(admin_url(Claim, "simple_history", claim.pk, first_review))
    assert page.status_code == 200 and "Revert" in page.content.decode()

    response = client.post(
        admin_url(Claim, "simple_history", claim.pk, first_review),
        {"review_status": "confirmed", "editor_note": "First look", "corrected_value": "",
         "corrected_low": "", "corrected_high": ""},
    )
    assert response.status_code == 302
    claim.refresh_from_db()
    assert (claim.review_status, claim.editor_note) == ("confirmed", "First look")
    latest = claim.history.first()
    assert latest.history_user == editor and latest.review_status == "confirmed"
    assert claim.history.count() == 4


def test_every_admin_page_renders_for_an_editor_with_the_seed_data(client, editor):
    from io import StringIO

    from django.core.management import call_command

    call_command("load_demo", stdout=StringIO())
    claim = Claim.objects.get(review_status="disputed")
    urls = [*pages(), admin_url(Claim, "change", claim.pk), admin_url(Claim, "history", claim.pk)]
    counts = {url: count_queries(client, url) for url in urls}
    assert max(counts.values()) <= 40, counts
    html = client.get(admin_url(Claim, "change", claim.pk)).content.decode()
    assert f"<mark>{claim.text}</mark>" in html.replace("&#x27;", "'")
