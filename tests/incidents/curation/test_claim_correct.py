"""An editor corrects a claim in place: value or range beside the extractor's, who was
counted, scope and a quote's speaker; confirmed, in history, refused to journalists."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from incidents.models import Claim
from tests.factories import make_article, make_claim

pytestmark = pytest.mark.django_db


def correct_url(claim: Claim) -> str:
    return reverse("curation:claim-correct", kwargs={"pk": claim.pk})


@pytest.fixture
def count():
    article = make_article(body="Trouble\nPolice made seven arrests after the match.")
    return make_claim(article=article, kind="arrests", text="seven arrests", value="7", low=7, high=7,
                      scope="incident")


def test_the_form_opens_in_place_with_the_claims_reading(client, editor, count):
    client.force_login(editor)
    response = client.get(correct_url(count), HTTP_HX_REQUEST="true")
    html = response.content.decode()
    assert response.status_code == 200 and "<html" not in html
    assert f'id="claim-review-{count.pk}"' in html and 'value="7"' in html
    assert 'name="speaker"' not in html  # a count has no speaker


def test_a_corrected_range_stands_beside_the_proposal(client, editor, count):
    client.force_login(editor)
    response = client.post(correct_url(count), {"value": "8-9", "group": "fans", "scope": "season",
                                                "scope_detail": "", "note": "the police update"},
                           HTTP_HX_REQUEST="true")
    assert response.status_code == 200
    count.refresh_from_db()
    assert (count.value, count.corrected_value, count.corrected_low, count.corrected_high) == ("7", "8-9", 8, 9)
    assert (count.group, count.scope, count.review_status, count.reviewed_by) == ("fans", "season", "confirmed",
                                                                                 editor)
    assert "Corrected to <strong>8–9</strong> (the extractor read 7)" in response.content.decode()  # as figures read
    assert count.history.first().history_user == editor
    assert count.history.count() >= 2  # the proposal is in history too


def test_the_same_value_clears_a_correction_and_a_bad_one_is_refused(client, editor, count):
    client.force_login(editor)
    client.post(correct_url(count), {"value": "8", "scope": "incident"})
    client.post(correct_url(count), {"value": "7", "scope": "incident"})
    count.refresh_from_db()
    assert (count.corrected_value, count.corrected_low) == ("", None)
    refused = client.post(correct_url(count), {"value": "lots", "scope": "incident"})
    assert refused.status_code == 400 and "needs a number" in refused.content.decode()


def test_a_quotes_speaker_is_corrected(client, editor):
    article = make_article(body='Trouble\n"It was a disgrace," said the manager.')
    quote = make_claim(article=article, kind="quote", text="It was a disgrace", value="It was a disgrace",
                       speaker="Unknown", scope="incident")
    client.force_login(editor)
    client.post(correct_url(quote), {"value": "It was a disgrace", "scope": "incident", "speaker": "Sean Dyche"})
    quote.refresh_from_db()
    assert (quote.speaker, quote.corrected_value) == ("Sean Dyche", "")


def test_cancel_gives_the_review_back(client, editor, count):
    client.force_login(editor)
    html = client.get(correct_url(count) + "?cancel=1", HTTP_HX_REQUEST="true").content.decode()
    assert f'id="claim-review-{count.pk}"' in html and "Confirm" in html


def test_journalists_cannot_correct_and_a_forged_post_is_refused(client, journalist, editor, count):
    client.force_login(journalist)
    assert client.post(correct_url(count), {"value": "9", "scope": "incident"}).status_code == 403
    forged = Client(enforce_csrf_checks=True)
    forged.force_login(editor)
    assert forged.post(correct_url(count), {"value": "9", "scope": "incident"}).status_code == 403
    count.refresh_from_db()
    assert count.corrected_value == ""


def test_a_claims_kind_is_corrected_and_reextraction_does_not_bring_the_old_one_back(client, editor):
    from incidents.services import claims_sync

    article = make_article(body="Trouble\nPolice made seven arrests after the match.")
    wrong = make_claim(article=article, kind="dispersal", text="seven arrests", value="7", low=7, high=7,
                       scope="incident", extractor="rules")
    client.force_login(editor)
    client.post(correct_url(wrong), {"kind": "arrests", "value": "7", "scope": "incident"})
    wrong.refresh_from_db()
    assert (wrong.kind, wrong.value, wrong.corrected_value, wrong.review_status) == ("arrests", "7", "", "confirmed")

    claims_sync(article=article, incident=wrong.incident)
    claims_sync(article=article, incident=wrong.incident)
    assert list(article.claims.filter(start=wrong.start, end=wrong.end).values_list("kind", flat=True)) == ["arrests"]


def test_a_quote_keeps_its_kind(client, editor):
    article = make_article(body='Trouble\n"It was a disgrace," said the manager.')
    quote = make_claim(article=article, kind="quote", text="It was a disgrace", value="It was a disgrace",
                       scope="incident")
    client.force_login(editor)
    html = client.get(correct_url(quote), HTTP_HX_REQUEST="true").content.decode()
    assert 'name="kind"' not in html and 'name="speaker"' in html
