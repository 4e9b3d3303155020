"""The read-only JSON API: filters, pages, 404s, facts from the dashboard's comparison,
and a fixed number of queries whatever the size of the archive."""

from __future__ import annotations

import datetime as dt
import json

import pytest
from django.conf import settings
from django.core.cache import cache
from django.urls import reverse

from incidents.models import Claim
from tests.factories import make_incident, make_source
from tests.incidents.dashboard.reports import derby, many_reports, report

pytestmark = pytest.mark.django_db


def reported_incident(**fields):
    """An incident with one report: the list, like the dashboard's, leaves out an incident with none."""
    incident = make_incident(**fields)
    report(incident, body=f"{incident.title}\nThe match passed off quietly.")
    return incident


def get(client, url: str, **params) -> dict:
    response = client.get(url, params)
    assert response.status_code == 200, response.content
    assert response["Content-Type"].startswith("application/json")
    return json.loads(response.content)


# --------------------------------------------------------------------------
# Incidents


def test_incidents_are_listed_newest_first_with_their_conflicts(client):
    incident, _ = derby()
    older = reported_incident(slug="older", date=dt.date(2010, 5, 1), home_club="Millwall", away_club="Leeds United")
    page = get(client, "/api/incidents/")
    assert page["count"] == 2
    assert [i["slug"] for i in page["items"]] == [incident.slug, older.slug]
    first = page["items"][0]
    assert first["conflicts"] == ["Injuries, at this match"]
    assert (first["reports"], first["outlets"]) == (3, 3)
    assert first["page"] == f"http://testserver/incidents/{incident.slug}/"
    assert first["facts_url"] == f"http://testserver/api/incidents/{incident.slug}/facts/"


def test_incidents_are_filtered_as_the_dashboard_filters_them(client):
    derby()
    reported_incident(slug="millwall", date=dt.date(2010, 5, 1), home_club="Millwall", away_club="Leeds United",
                  competition="Championship")

    def slugs(**params):
        return [i["slug"] for i in get(client, "/api/incidents/", **params)["items"]]

    assert slugs(club="chelsea") == [derby_slug(client)]
    assert slugs(club="Leeds United") == ["millwall"]
    assert slugs(competition="Championship") == ["millwall"]
    assert slugs(date_from="2016-01-01") == [derby_slug(client)]
    assert slugs(date_to="2016-10-25") == ["millwall"]
    assert slugs(date_from="2016-10-26", date_to="2016-10-26") == [derby_slug(client)]
    assert slugs(conflicts="true") == [derby_slug(client)]
    assert slugs(q="disorder") == [derby_slug(client)]
    assert slugs(q="nothing-like-this") == []


def derby_slug(client) -> str:
    return get(client, "/api/incidents/", club="West Ham United")["items"][0]["slug"]


def test_bad_filters_are_refused_not_ignored(client):
    assert client.get("/api/incidents/", {"date_from": "26/10/2016"}).status_code == 422
    assert client.get("/api/incidents/", {"q": "x" * 201}).status_code == 422
    assert client.get("/api/claims/", {"kind": "rumours"}).status_code == 422
    assert client.get("/api/claims/", {"club": "\x00"}).status_code == 200  # unknown parameters are ignored
    assert client.get("/api/incidents/", {"club": "a\x00b"}).status_code == 422


def test_pages_are_bounded_and_link_to_each_other(client):
    for n in range(5):
        reported_incident(slug=f"i-{n}", date=dt.date(2020, 1, 1 + n))
    first = get(client, "/api/incidents/", page_size=2)
    assert (first["count"], first["page"], first["page_size"]) == (5, 1, 2)
    assert [i["slug"] for i in first["items"]] == ["i-4", "i-3"]
    assert first["previous"] is None
    assert first["next"] == "http://testserver/api/incidents/?page_size=2&page=2"
    last = get(client, "/api/incidents/", page_size=2, page=3)
    assert [i["slug"] for i in last["items"]] == ["i-0"]
    assert last["next"] is None
    assert last["previous"] == "http://testserver/api/incidents/?page_size=2&page=2"
    assert get(client, "/api/incidents/", page=9)["items"] == []
    assert client.get("/api/incidents/", {"page_size": 101}).status_code == 422
    assert client.get("/api/incidents/", {"page": 0}).status_code == 422
    assert get(client, "/api/incidents/")["page_size"] == 20


def test_an_unknown_incident_article_or_claim_is_404(client):
    for url in ("/api/incidents/nope/", "/api/incidents/nope/facts/", "/api/articles/999/", "/api/claims/999/"):
        response = client.get(url)
        assert response.status_code == 404
        assert json.loads(response.content) == {"detail": "Not Found"}


def test_an_incident_lists_its_outlets_and_their_reports(client):
    incident, (sun, bbc, sky) = derby()
    detail = get(client, f"/api/incidents/{incident.slug}/")
    assert detail["incident"]["slug"] == incident.slug
    assert [o["slug"] for o in detail["outlets"]] == ["bbc-sport", "the-sun", "sky-sports"]
    assert detail["outlets"][0]["articles"][0]["id"] == bbc.pk


# --------------------------------------------------------------------------
# Facts


def test_facts_are_the_comparison_the_export_gives(client):
    incident, _ = derby()
    export = get(client, reverse("incidents:incident-compare-json", args=[incident.slug]))
    facts = get(client, f"/api/incidents/{incident.slug}/facts/", page_size=100)
    assert facts["count"] == len(export["facts"])
    for fact, exported in zip(facts["items"], export["facts"], strict=True):
        citations = fact.pop("citations")
        cells = {outlet: {k: v for k, v in cell.items() if k != "citation"} for outlet, cell in fact["cells"].items()}
        assert {**fact, "cells": cells} == exported
        assert citations == [cell["citation"] for cell in fact["cells"].values()]


def test_a_fact_carries_copy_ready_citations(client):
    incident, (sun, bbc, _) = derby()
    conflicts = get(client, f"/api/incidents/{incident.slug}/facts/", status="conflicting")
    assert [f["key"] for f in conflicts["items"]] == ["injuries-incident"]
    assert conflicts["items"][0]["citations"] == [
        # 23:00 UTC is midnight in London that October; The Sun's date was only inferred.
        f"BBC Sport reported “Five fans were injured” (27 Oct 2016, 00:00) [http://testserver/articles/{bbc.pk}/]",
        f"The Sun reported “Two fans were injured” (c. 27 Oct 2016) [http://testserver/articles/{sun.pk}/]",
    ]
    arrests = get(client, f"/api/incidents/{incident.slug}/facts/", kind="arrests")["items"]
    assert [f["status"] for f in arrests] == ["agreed"]


def test_a_date_only_report_is_cited_without_a_time(client):
    incident = make_incident(slug="dated")
    outlet = make_source(name="Evening Post", slug="evening-post")
    report(incident, outlet=outlet, body="Report\nPolice made four arrests.",
           published=dt.datetime(2019, 3, 2, 12, tzinfo=dt.timezone.utc),
           claims=[{"text": "four arrests", "value": "4"}])
    fact = get(client, "/api/incidents/dated/facts/")["items"][0]
    assert fact["citations"] == ["Evening Post reported “four arrests” (2 Mar 2019) [http://testserver/articles/"
                                 f"{fact['cells']['evening-post']['article_id']}/]"]


# --------------------------------------------------------------------------
# Claims and articles


def test_claims_have_their_exact_span_and_review_status(client):
    incident, (sun, bbc, sky) = derby()
    claim = Claim.objects.get(article=bbc, kind="injuries")
    claim.review_status = "disputed"
    claim.save()
    found = get(client, "/api/claims/", incident=incident.slug, kind="injuries", review_status="disputed")
    assert found["count"] == 1
    item = found["items"][0]
    assert item["span"] == {"start": claim.start, "end": claim.end, "text": "Five fans were injured",
                            "sentence": "Five fans were injured.", "sentence_start": claim.sentence_start,
                            "sentence_end": claim.sentence_end}
    assert bbc.body[item["span"]["start"]:item["span"]["end"]] == item["span"]["text"]
    assert (item["review_status"], item["outlet"], item["article"]) == ("disputed", "bbc-sport", bbc.pk)
    assert get(client, f"/api/claims/{claim.pk}/") == item
    assert get(client, "/api/claims/", article=sky.pk)["count"] == 2
    assert get(client, "/api/claims/", incident="other")["count"] == 0


def test_a_corrected_claim_shows_the_editors_value(client):
    _, (sun, _, _) = derby()
    claim = Claim.objects.get(article=sun, kind="arrests")
    claim.corrected_value, claim.corrected_low, claim.corrected_high = "8", 8, 8
    claim.save()
    item = get(client, f"/api/claims/{claim.pk}/")
    assert (item["value"], item["low"], item["high"], item["corrected"]) == ("8", 8, 8, True)


def test_articles_are_filtered_by_outlet_and_incident(client):
    incident, (sun, bbc, sky) = derby()
    many_reports(1, 2)
    assert get(client, "/api/articles/")["count"] == 5
    assert [a["id"] for a in get(client, "/api/articles/", incident=incident.slug)["items"]] == [sky.pk, sun.pk, bbc.pk]
    only_bbc = get(client, "/api/articles/", outlet="bbc-sport")
    assert [a["id"] for a in only_bbc["items"]] == [bbc.pk]
    assert "body" not in only_bbc["items"][0]
    detail = get(client, f"/api/articles/{bbc.pk}/")
    assert (detail["body"], detail["incident"], detail["outlet"]["name"]) == (bbc.body, incident.slug, "BBC Sport")
    assert detail["outlet"]["synthetic"] is False
    bbc.source.synthetic = True  # a fictional outlet of the demo data says so
    bbc.source.save()
    assert get(client, f"/api/articles/{bbc.pk}/")["outlet"]["synthetic"] is True


# --------------------------------------------------------------------------
# Read only, for anyone; documented


@pytest.mark.parametrize("url", ["/api/incidents/", "/api/claims/", "/api/articles/"])
def test_nothing_can_be_written(client, url):
    for method in (client.post, client.put, client.patch, client.delete):
        assert method(url).status_code == 405


def test_the_schema_and_its_docs_are_served_at_stable_urls(client):
    schema = get(client, "/api/openapi.json")
    assert schema["openapi"].startswith("3.")
    assert set(schema["paths"]) == {
        "/api/incidents/", "/api/incidents/{slug}/", "/api/incidents/{slug}/facts/",
        "/api/claims/", "/api/claims/{claim_id}/", "/api/articles/", "/api/articles/{article_id}/"}
    assert all(set(operations) == {"get"} for operations in schema["paths"].values())
    docs = client.get("/api/docs/")
    assert docs.status_code == 200
    html = docs.content.decode()
    # Served from our own static files, under the strict Content-Security-Policy: no CDN, no inline code.
    assert "/static/ninja/swagger-ui-bundle.js" in html and "cdn" not in html.lower()
    assert "<script>" not in html


# --------------------------------------------------------------------------
# Query counts


# Each at two sizes of archive, with the cache emptied (a worker's first request): a
# list is its count and its rows, the incidents' coverage and the claims of those not
# yet summarised; an incident's facts are the incident, its articles and its claims.
@pytest.mark.parametrize(("url", "queries"), [
    ("/api/incidents/", 4), ("/api/incidents/?club=Chelsea&conflicts=true", 6),
    # (A search first asks PostgreSQL how common its words are: one query more there.)
    ("/api/incidents/?q=arrests&page_size=100", 5 if settings.IS_POSTGRES else 4), ("/api/claims/?page_size=100", 2),
    ("/api/claims/?kind=arrests&incident=load-12-3", 2), ("/api/articles/?page_size=100", 2),
    ("/api/articles/?outlet=nobody", 1),
])
def test_lists_cost_a_fixed_number_of_queries(client, url, queries, django_assert_max_num_queries):
    for incidents, outlets in ((2, 2), (12, 4)):
        many_reports(incidents, outlets)
        cache.clear()
        with django_assert_max_num_queries(queries):
            assert client.get(url).status_code == 200


def test_an_incidents_facts_cost_a_fixed_number_of_queries(client, django_assert_max_num_queries):
    derby(slug="small")
    large = make_incident(slug="large")
    for m in range(12):
        report(large, body=f"Load {m}\nPolice made {m + 2} arrests. Two fans were injured.",
               claims=[{"text": f"{m + 2} arrests", "value": str(m + 2)},
                       {"text": "Two fans were injured", "kind": "injuries", "value": "2"}])
    for slug in ("small", "large"):
        cache.clear()
        with django_assert_max_num_queries(3):
            assert client.get(f"/api/incidents/{slug}/facts/?page_size=100").status_code == 200
        with django_assert_max_num_queries(4):
            assert client.get(f"/api/incidents/{slug}/").status_code == 200
