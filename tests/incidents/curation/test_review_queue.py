"""The review queue (``/curation/review/``): what needs an editor, most useful first,
with the reason, the counts and the filters; editors only."""

from __future__ import annotations

import pytest
from django.urls import reverse

from incidents.curation.queue import CONFLICT, ONE_OUTLET, QUOTE, review_queue
from incidents.models import Claim, IncidentArticle
from tests.factories import make_article, make_claim, make_incident, make_source

pytestmark = pytest.mark.django_db
URL = reverse("curation:review-queue")


@pytest.fixture
def incident():
    """Two outlets: arrests 7 against 9 (a conflict), injuries only from one, a quote,
    and a reviewed claim that is not waiting."""
    incident = make_incident()
    bbc = make_article(source=make_source(name="BBC Sport", slug="bbc-sport"),
                       body="Seven people were arrested. Two fans were hurt.")
    sky = make_article(source=make_source(name="Sky Sports", slug="sky-sports"),
                       body='Nine people were arrested. "It was a disgrace," said the manager. Three stewards.')
    for article in (bbc, sky):
        IncidentArticle.objects.create(incident=incident, article=article)
    make_claim(article=bbc, incident=incident, kind="arrests", text="Seven people were arrested", value="7",
               low=7, high=7, scope="incident")
    make_claim(article=sky, incident=incident, kind="arrests", text="Nine people were arrested", value="9",
               low=9, high=9, scope="incident")
    make_claim(article=bbc, incident=incident, kind="injuries", text="Two fans were hurt", value="2", low=2,
               high=2, scope="incident", group="fans")
    make_claim(article=sky, incident=incident, kind="quote", text="It was a disgrace", value="It was a disgrace",
               speaker="the manager", scope="incident")
    make_claim(article=sky, incident=incident, kind="police", text="Three stewards", value="stewards",
               scope="incident", review_status="confirmed")
    # an old import: the quote ranks as a quote, not as a new report
    type(bbc).objects.update(imported_at=bbc.imported_at.replace(year=2020))
    return incident


def test_conflicts_first_then_single_figures_then_quotes(incident):
    items, counts = review_queue()
    assert [(i.rank, i.claim.kind) for i in items] == [
        (CONFLICT, "arrests"), (CONFLICT, "arrests"), (ONE_OUTLET, "injuries"), (QUOTE, "quote")]
    assert items[0].why.startswith("7 (BBC Sport) vs 9 (Sky Sports)")
    assert counts == {CONFLICT: 2, ONE_OUTLET: 1, QUOTE: 1}


def test_filters_by_incident_outlet_and_kind(incident):
    other = make_incident()
    make_claim(incident=other, kind="arrests", value="3", low=3, high=3)
    assert len(review_queue(incident=incident.slug)[0]) == 4
    assert {i.claim.article.source.name for i in review_queue(outlet="sky-sports")[0]} == {"Sky Sports"}
    assert {i.claim.kind for i in review_queue(kind="quote")[0]} == {"quote"}


def test_the_page_shows_the_keys_the_reasons_and_the_review_buttons(client, editor, incident):
    client.force_login(editor)
    html = client.get(URL).content.decode()
    assert "4 claims left to review" in html and "2 outlets conflict on this fact" in html
    assert "<kbd>J</kbd> next" in html and html.count("data-queue-item") == 4
    assert html.count('value="confirmed"') == 4


def test_reviewed_claims_leave_the_queue(client, editor, incident):
    client.force_login(editor)
    first = review_queue()[0][0].claim
    client.post(reverse("curation:claim-review", kwargs={"pk": first.pk}), {"status": "confirmed"})
    assert first.pk not in {i.claim.pk for i in review_queue()[0]}


def test_the_query_count_does_not_grow_with_the_claims(django_assert_max_num_queries, incident):
    for _ in range(5):
        make_claim(incident=incident, kind="arrests", value="4", low=4, high=4)
    with django_assert_max_num_queries(4):
        review_queue()


def test_journalists_are_refused(client, journalist, incident):
    client.force_login(journalist)
    assert client.get(URL).status_code == 403
    assert Claim.objects.filter(review_status="unreviewed").count() == 4


def test_the_short_address_leads_to_the_queue_with_its_filters(client, editor, incident):
    client.force_login(editor)
    response = client.get("/review/?kind=arrests")
    assert response.status_code == 302
    assert response["Location"] == URL + "?kind=arrests"
    assert client.get("/review/", follow=True).redirect_chain[-1][0] == URL
