"""The Atom feeds of new incidents and new conflicts: valid Atom, newest first, bounded,
stable entry ids, one club's on request, and a fixed number of queries."""

from __future__ import annotations

import datetime as dt
import xml.etree.ElementTree as ET

import pytest
from django.core.cache import cache

from incidents.api.feeds import FEED_ENTRIES
from tests.factories import make_incident
from tests.incidents.dashboard.reports import derby, many_reports, report

pytestmark = pytest.mark.django_db

ATOM = "{http://www.w3.org/2005/Atom}"


def atom(client, url: str) -> ET.Element:
    """The feed at ``url``, checked for what RFC 4287 requires of a feed and its entries."""
    response = client.get(url)
    assert response.status_code == 200
    assert response["Content-Type"] == "application/atom+xml; charset=utf-8"
    feed = ET.fromstring(response.content)
    assert feed.tag == f"{ATOM}feed"
    for element in (feed, *feed.findall(f"{ATOM}entry")):
        for required in ("id", "title", "updated"):
            assert len(element.findall(f"{ATOM}{required}")) == 1, required
            assert element.find(f"{ATOM}{required}").text.strip()
        dt.datetime.fromisoformat(element.find(f"{ATOM}updated").text)  # RFC 3339
        assert element.find(f"{ATOM}link[@rel='alternate']").get("href").startswith("http://testserver/")
    assert feed.find(f"{ATOM}link[@rel='self']").get("href") == f"http://testserver{url}"
    return feed


def entries(feed: ET.Element) -> list[tuple[str, str]]:
    return [(e.find(f"{ATOM}id").text, e.find(f"{ATOM}title").text) for e in feed.findall(f"{ATOM}entry")]


def test_new_incidents_newest_first_with_stable_ids(client):
    derby(slug="derby")
    make_incident(slug="later", title="Millwall v Leeds United", home_club="Millwall", away_club="Leeds United")
    feed = atom(client, "/feeds/incidents/")
    assert feed.find(f"{ATOM}id").text == "http://testserver/feeds/incidents/"
    assert entries(feed) == [("http://testserver/incidents/later/", "Millwall v Leeds United"),
                             ("http://testserver/incidents/derby/", "West Ham United v Chelsea, EFL Cup")]
    summary = feed.findall(f"{ATOM}entry")[1].find(f"{ATOM}summary").text
    assert summary == "26 Oct 2016 · EFL Cup, Fourth round · London Stadium · 3 reports from 3 outlets · West Ham 2-1"
    make_incident(slug="newest")
    assert entries(atom(client, "/feeds/incidents/"))[1:] == entries(feed)


def test_a_feed_is_bounded(client):
    for n in range(FEED_ENTRIES + 3):
        make_incident(slug=f"i-{n}")
    feed = atom(client, "/feeds/incidents/")
    assert len(entries(feed)) == FEED_ENTRIES
    assert entries(feed)[0][0] == f"http://testserver/incidents/i-{FEED_ENTRIES + 2}/"


def test_one_clubs_feeds(client):
    derby(slug="derby")
    make_incident(slug="millwall", home_club="Millwall", away_club="Leeds United")
    feed = atom(client, "/feeds/incidents/?club=chelsea")
    assert [i for i, _ in entries(feed)] == ["http://testserver/incidents/derby/"]
    assert feed.find(f"{ATOM}title").text == "Terrace: new incidents involving chelsea"
    assert feed.find(f"{ATOM}id").text == "http://testserver/feeds/incidents/?club=chelsea"
    assert feed.find(f"{ATOM}link[@rel='alternate']").get("href") == "http://testserver/?club=chelsea"
    assert entries(atom(client, "/feeds/conflicts/?club=Leeds%20United")) == []
    assert client.get("/feeds/incidents/", {"club": "a\x00"}).status_code == 400


def test_new_conflicts_are_the_incidents_whose_outlets_conflict(client):
    derby(slug="derby")
    agreed = make_incident(slug="agreed")
    for outlet in range(2):
        report(agreed, body="Report\nPolice made four arrests.", claims=[{"text": "four arrests", "value": "4"}])
    feed = atom(client, "/feeds/conflicts/")
    assert feed.find(f"{ATOM}link[@rel='alternate']").get("href") == "http://testserver/?conflicts=1"
    assert entries(feed) == [(
        "http://testserver/incidents/derby/#conflicts:injuries-incident",
        "West Ham United v Chelsea, EFL Cup: outlets conflict on Injuries, at this match",
    )]
    summary = feed.find(f"{ATOM}entry/{ATOM}summary").text
    assert summary.startswith("Injuries, at this match: 5 (BBC Sport) vs 2 (The Sun): different figures. 26 Oct 2016")
    assert entries(atom(client, "/feeds/conflicts/")) == entries(feed)

    # A new conflict on the incident is a new entry, and it comes first.
    report(agreed, body="Report\nPolice made nine arrests.", claims=[{"text": "nine arrests", "value": "9"}])
    assert [i for i, _ in entries(atom(client, "/feeds/conflicts/"))] == [
        "http://testserver/incidents/agreed/#conflicts:arrests-incident",
        "http://testserver/incidents/derby/#conflicts:injuries-incident",
    ]


@pytest.mark.parametrize("url", ["/feeds/incidents/", "/feeds/conflicts/", "/feeds/conflicts/?club=Chelsea"])
def test_feeds_cost_a_fixed_number_of_queries(client, url, django_assert_max_num_queries):
    # The window's rows, their reports, and the claims of those not yet summarised.
    for incidents, outlets in ((2, 2), (12, 4)):
        many_reports(incidents, outlets)
        cache.clear()
        with django_assert_max_num_queries(3):
            assert client.get(url).status_code == 200


def test_every_page_links_its_feeds(client):
    derby(slug="derby")
    for url in ("/", "/incidents/derby/"):
        html = client.get(url).content.decode()
        assert '<link rel="alternate" type="application/atom+xml" title="Terrace: new incidents" ' \
               'href="/feeds/incidents/">' in html
        assert 'href="/feeds/conflicts/"' in html
