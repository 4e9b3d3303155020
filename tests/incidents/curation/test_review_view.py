"""The dashboard's review endpoint: htmx partial, redirect, notes and permissions."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from incidents.curation.services import claim_review
from incidents.models import Claim
from tests.factories import make_claim

pytestmark = pytest.mark.django_db


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
