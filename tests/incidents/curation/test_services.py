"""Editors' writes: reviewing claims, moving, merging and splitting incidents."""

from __future__ import annotations

import pytest

from incidents.curation.services import (
    CurationError,
    article_move,
    article_split,
    claim_review,
    claims_review,
    incident_for_slug,
    incidents_merge,
)
from incidents.models import Claim, Incident, IncidentArticle
from tests.factories import make_article, make_claim, make_incident

pytestmark = pytest.mark.django_db


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
