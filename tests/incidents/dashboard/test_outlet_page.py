"""One outlet (/outlets/<slug>/): its reports and how often its figures agree."""

from __future__ import annotations

import pytest

from tests.factories import make_incident, make_source
from tests.incidents.dashboard.reports import count_queries, derby, report, small_and_large

pytestmark = pytest.mark.django_db


def test_outlet_page_counts_agreement(client):
    _incident, (a_sun, _, _) = derby()
    html = client.get(a_sun.source.get_absolute_url()).content.decode()
    # The Sun shares arrests (agreed) and injuries (conflicting) with others.
    assert "Of 2 figures" in html and "1 agreed" in html and "1 conflicted" in html
    assert "50% agreement" in html
    assert "updated</span> in later reports" not in html  # no figure of it was updated
    assert a_sun.headline in html


def test_outlet_page_query_count_does_not_grow_with_its_articles(client):
    outlet = make_source(slug="busy")
    for n in range(2):
        report(make_incident(slug=f"a-{n}"), outlet=outlet, body=f"A {n}\nPolice made 2 arrests.",
               claims=[{"text": "2 arrests", "value": "2"}])
    small = count_queries(client, outlet.get_absolute_url())
    for n in range(10):
        incident = make_incident(slug=f"b-{n}")
        report(incident, outlet=outlet, body=f"B {n}\nPolice made 2 arrests.",
               claims=[{"text": "2 arrests", "value": "2"}])
        report(incident, body=f"C {n}\nPolice made 3 arrests.", claims=[{"text": "3 arrests", "value": "3"}])
    assert count_queries(client, outlet.get_absolute_url()) == small


def test_outlet_page_query_count_is_fixed(client):
    small_incident, large_incident = small_and_large()
    small_articles = list(small_incident.articles.all())
    large_articles = list(large_incident.articles.all())
    assert count_queries(client, small_articles[0].source.get_absolute_url()) == count_queries(
        client, large_articles[0].source.get_absolute_url())


def test_outlet_page_counts_updates_apart(client):
    import datetime as dt

    sun, bbc = make_source(name="The Sun", slug="the-sun"), make_source(name="BBC Sport", slug="bbc-sport")
    incident = make_incident(slug="growing")
    for outlet, value, day in ((sun, "2", 26), (bbc, "5", 27)):
        report(incident, outlet=outlet, published=dt.datetime(2016, 10, day, 9, tzinfo=dt.timezone.utc),
               body=f"{outlet.name}\nPolice made {value} arrests.", claims=[{"text": f"{value} arrests", "value": value}])
    html = client.get(sun.get_absolute_url()).content.decode()
    assert "Of 1 figure" in html and "0 agreed" in html and "0 conflicted" in html
    assert '<span aria-hidden="true">↗</span> 1 updated</span> in later reports' in html
