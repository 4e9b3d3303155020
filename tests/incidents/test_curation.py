"""Curation services, the dashboard's review endpoint, and the newsroom roles."""

from __future__ import annotations

from io import StringIO

import pytest
from django.contrib.auth.models import Group, User
from django.core.management import call_command
from django.db import connection
from django.db.migrations.executor import MigrationExecutor
from django.test import Client
from django.urls import reverse

from incidents.curation import (
    CurationError,
    article_move,
    article_split,
    claim_review,
    claims_review,
    incident_for_slug,
    incidents_merge,
)
from incidents.models import Claim, Incident, IncidentArticle
from incidents.roles import EDITORS, JOURNALISTS, roles_create
from tests.factories import make_article, make_claim, make_incident

pytestmark = pytest.mark.django_db


def make_user(username: str, group: str | None) -> User:
    roles_create()  # idempotent; a flushed database may have lost the migration's groups
    user = User.objects.create_user(username, password="pw-for-tests-only", is_staff=True)
    if group:
        user.groups.add(Group.objects.get(name=group))
    return user


@pytest.fixture
def editor() -> User:
    return make_user("eddie", EDITORS)


@pytest.fixture
def journalist() -> User:
    return make_user("jo", JOURNALISTS)


def incident_with_reports(n_articles: int = 2, claims_each: int = 2) -> Incident:
    incident = make_incident()
    for _ in range(n_articles):
        article = make_article()
        IncidentArticle.objects.create(incident=incident, article=article)
        for i in range(claims_each):
            make_claim(article=article, incident=incident, kind=["arrests", "injuries"][i % 2])
    return incident


def statuses(claims) -> dict[int, str]:
    return {c.pk: c.review_status for c in claims}


# -- reviewing -------------------------------------------------------------------


def test_claim_review_records_status_note_reviewer_time_and_history(editor):
    claim = make_claim()
    claim_review(claim=claim, status="disputed", user=editor, note="Police said 4, not 7.")
    claim.refresh_from_db()
    assert claim.review_status == "disputed"
    assert claim.editor_note == "Police said 4, not 7."
    assert claim.reviewed_by == editor
    assert claim.reviewed_at is not None
    latest, before = claim.history.all()[:2]
    assert latest.history_user == editor
    delta = latest.diff_against(before)
    changed = {c.field: (c.old, c.new) for c in delta.changes}
    assert changed["review_status"] == ("unreviewed", "disputed")
    assert changed["editor_note"] == ("", "Police said 4, not 7.")


def test_claims_review_rejects_an_unknown_status_and_changes_nothing(editor):
    claims = [make_claim(), make_claim()]
    with pytest.raises(CurationError):
        claims_review(claims=claims, status="approved", user=editor)
    assert set(Claim.objects.values_list("review_status", flat=True)) == {"unreviewed"}


# -- grouping --------------------------------------------------------------------


def test_article_move_takes_its_claims_and_their_reviews(editor):
    source = incident_with_reports()
    target = make_incident()
    article = source.articles.first()
    first, second = article.claims.all()
    claim_review(claim=first, status="confirmed", user=editor)
    claim_review(claim=second, status="rejected", user=editor, note="Season total")
    before = statuses(article.claims.all())

    left = article_move(article=article, incident=target, user=editor)

    assert left == source
    assert IncidentArticle.objects.get(article=article).incident == target
    assert set(article.claims.values_list("incident", flat=True)) == {target.pk}
    assert statuses(article.claims.all()) == before
    assert Claim.objects.get(pk=second.pk).editor_note == "Season total"
    assert source.claims.count() == 2  # the other report's claims stayed
    moved = IncidentArticle.objects.get(article=article).history.first()
    assert moved.history_user == editor and moved.incident_id == target.pk
    assert Claim.objects.get(pk=first.pk).history.first().history_user == editor


def test_incidents_merge_moves_everything_and_deletes_the_emptied(editor):
    target = incident_with_reports(1, 2)
    other_a = incident_with_reports(2, 2)
    other_b = incident_with_reports(1, 1)
    other_b.competition = "EFL Cup"
    other_b.save()
    reviewed = other_a.claims.first()
    claim_review(claim=reviewed, status="disputed", user=editor, note="Unclear")
    all_claims = statuses(Claim.objects.all())
    other_a_pk = other_a.pk

    result = incidents_merge(target=target, others=[other_a, other_b, target], user=editor)

    assert (result.articles_moved, result.claims_moved, result.incidents_deleted) == (3, 5, 2)
    assert list(Incident.objects.all()) == [target]
    assert target.coverage.count() == 4
    assert statuses(Claim.objects.all()) == all_claims
    assert set(Claim.objects.values_list("incident", flat=True)) == {target.pk}
    target.refresh_from_db()
    assert target.competition == "EFL Cup"  # a detail the target lacked
    gone = Incident.history.filter(id=other_a_pk, history_type="-").get()
    assert gone.history_user == editor


def test_merged_away_slugs_still_resolve_to_the_incident_they_joined(editor):
    target, other, third = make_incident(), make_incident(), make_incident()
    incidents_merge(target=other, others=[third], user=editor)
    incidents_merge(target=target, others=[other], user=editor)
    assert incident_for_slug(third.slug) == target
    assert incident_for_slug(other.slug) == target
    assert incident_for_slug("never-existed") is None


def test_article_split_makes_a_new_incident_with_the_article_and_its_claims(editor):
    old = incident_with_reports(2, 2)
    article = old.articles.last()
    claim_review(claim=article.claims.first(), status="confirmed", user=editor)
    before = statuses(article.claims.all())

    new = article_split(article=article, user=editor)

    assert new != old and new.slug != old.slug
    assert (new.home_club, new.away_club, new.date) == (old.home_club, old.away_club, old.date)
    assert list(new.articles.all()) == [article]
    assert set(article.claims.values_list("incident", flat=True)) == {new.pk}
    assert statuses(article.claims.all()) == before
    assert old.coverage.count() == 1 and old.claims.count() == 2
    assert new.history.get().history_user == editor


def test_article_split_takes_a_title_and_refuses_a_lone_report(editor):
    old = incident_with_reports(2, 1)
    first, second = old.articles.all()
    new = article_split(article=first, user=editor, title="Away end clashes")
    assert new.title == "Away end clashes" and new.slug == "away-end-clashes"
    with pytest.raises(CurationError):
        article_split(article=second, user=editor)
    assert Incident.objects.count() == 2


# -- the review endpoint ------------------------------------------------------------


def review_url(claim: Claim) -> str:
    return reverse("curation:claim-review", kwargs={"pk": claim.pk})


def test_review_endpoint_htmx_returns_the_partial_and_records_the_review(client, editor):
    claim = make_claim()
    client.force_login(editor)
    response = client.post(
        review_url(claim), {"status": "disputed", "note": "Figure is for the season"},
        HTTP_HX_REQUEST="true",
    )
    assert response.status_code == 200
    html = response.content.decode()
    assert "<html" not in html
    assert f'id="claim-review-{claim.pk}"' in html
    assert "Disputed" in html and "Figure is for the season" in html
    assert "HX-Request" in response["Vary"]
    claim.refresh_from_db()
    assert (claim.review_status, claim.reviewed_by) == ("disputed", editor)
    assert claim.history.first().history_user == editor


def test_review_endpoint_without_htmx_redirects_back_to_the_claim(client, editor):
    claim = make_claim()
    client.force_login(editor)
    response = client.post(review_url(claim), {"status": "confirmed"})
    assert response.status_code == 302
    assert response["Location"] == claim.get_absolute_url()
    claim.refresh_from_db()
    assert claim.review_status == "confirmed"


def test_review_endpoint_refuses_an_off_site_next(client, editor):
    claim = make_claim()
    client.force_login(editor)
    response = client.post(review_url(claim), {"status": "confirmed", "next": "https://evil.example/"})
    assert response["Location"] == claim.get_absolute_url()


def test_review_endpoint_needs_a_note_to_dispute_or_reject(client, editor):
    claim = make_claim()
    client.force_login(editor)
    response = client.post(review_url(claim), {"status": "rejected"}, HTTP_HX_REQUEST="true")
    assert "Say why in a note" in response.content.decode()
    response = client.post(review_url(claim), {"status": "rejected"})
    assert response.status_code == 400
    claim.refresh_from_db()
    assert claim.review_status == "unreviewed"


def test_review_endpoint_refuses_journalists(client, journalist):
    claim = make_claim()
    client.force_login(journalist)
    response = client.post(review_url(claim), {"status": "confirmed"}, HTTP_HX_REQUEST="true")
    assert response.status_code == 403
    claim.refresh_from_db()
    assert claim.review_status == "unreviewed" and claim.reviewed_by is None


def test_review_endpoint_sends_anonymous_users_to_log_in(client):
    claim = make_claim()
    response = client.post(review_url(claim), {"status": "confirmed"})
    assert response.status_code == 302
    assert response["Location"].startswith(reverse("admin:login"))
    assert Claim.objects.get(pk=claim.pk).review_status == "unreviewed"


def test_review_endpoint_is_post_only_and_csrf_protected(editor):
    claim = make_claim()
    client = Client(enforce_csrf_checks=True)
    client.force_login(editor)
    assert client.get(review_url(claim)).status_code == 405
    assert client.post(review_url(claim), {"status": "confirmed"}).status_code == 403
    assert Claim.objects.get(pk=claim.pk).review_status == "unreviewed"


def test_partial_shows_buttons_only_to_those_who_may_review(rf, editor, journalist):
    from django.template.loader import render_to_string

    claim = make_claim()
    claim_review(claim=claim, status="confirmed", user=editor, note="Matches police statement")
    for user, expected in ((editor, True), (journalist, False)):
        request = rf.get("/")
        request.user = user
        html = render_to_string("incidents/_claim_review.html", {"claim": claim}, request=request)
        assert "Confirmed" in html and "Matches police statement" in html
        assert (review_url(claim) in html) is expected


# -- roles -----------------------------------------------------------------------


def perms(group: str) -> set[str]:
    return {
        f"{app}.{code}"
        for app, code in Group.objects.get(name=group).permissions.values_list(
            "content_type__app_label", "codename"
        )
    }


@pytest.mark.django_db(transaction=True)
def test_the_roles_migration_creates_both_groups():
    executor = MigrationExecutor(connection)
    leaves = executor.loader.graph.leaf_nodes()
    executor.migrate([("incidents", "0001_initial")])
    assert not Group.objects.filter(name__in=[EDITORS, JOURNALISTS]).exists()
    executor = MigrationExecutor(connection)
    executor.migrate(leaves)
    assert "incidents.change_claim" in perms(EDITORS)
    assert "incidents.view_historicalclaim" in perms(JOURNALISTS)


def test_create_roles_is_idempotent_and_resets_the_groups():
    call_command("create_roles", stdout=StringIO())
    Group.objects.get(name=JOURNALISTS).permissions.add(
        *Group.objects.get(name=EDITORS).permissions.all()
    )
    out = StringIO()
    call_command("create_roles", stdout=out)
    call_command("create_roles", stdout=StringIO())
    assert "Editors: 20 permissions" in out.getvalue()
    assert Group.objects.filter(name__in=[EDITORS, JOURNALISTS]).count() == 2
    editors, journalists = perms(EDITORS), perms(JOURNALISTS)
    assert {"incidents.add_claim", "incidents.change_claim", "incidents.view_claim",
            "sources.change_source", "incidents.change_incidentarticle",
            "sources.view_historicalsource"} <= editors
    assert not any(p.split(".")[1].startswith("delete_") for p in editors)
    assert all(p.split(".")[1].startswith("view_") for p in journalists)
    assert len(journalists) == 10


def test_create_user_with_role_makes_a_staff_member_of_one_group():
    call_command("create_user_with_role", "sam", role="journalist", password="a-long-pass-phrase-42",
                 stdout=StringIO())
    out = StringIO()
    call_command("create_user_with_role", "sam", role="editor", stdout=out)
    user = User.objects.get(username="sam")
    assert user.is_staff and not user.is_superuser
    assert user.check_password("a-long-pass-phrase-42")
    assert list(user.groups.values_list("name", flat=True)) == [EDITORS]
    assert user.has_perm("incidents.change_claim")
    assert "sam is now editor" in out.getvalue()
