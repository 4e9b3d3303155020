"""One article (/articles/<id>/): its text, its claims and a link to the original."""

from __future__ import annotations

import pytest

from tests.factories import make_incident
from tests.incidents.dashboard.reports import count_queries, report, small_and_large

pytestmark = pytest.mark.django_db


def test_article_page_lists_claims_and_links_the_original(client):
    incident = make_incident()
    article = report(incident, body="Derby day\nPolice made seven arrests.",
                     claims=[{"text": "seven arrests", "value": "7"}])
    article.url = "https://news.example/derby"
    article.save()
    claim = article.claims.get()
    html = client.get(article.get_absolute_url()).content.decode()
    assert f'id="claim-{claim.pk}"' in html
    assert 'href="https://news.example/derby" rel="noopener noreferrer nofollow"' in html
    assert "<th scope=\"col\">Kind</th>" in html and "At this match" in html


def test_article_page_query_count_is_fixed(client):
    small_incident, large_incident = small_and_large()
    small_articles = list(small_incident.articles.all())
    large_articles = list(large_incident.articles.all())
    assert count_queries(client, small_articles[0].get_absolute_url()) == count_queries(
        client, large_articles[0].get_absolute_url())


def test_a_figure_reads_as_on_the_incident_page_with_the_reports_words_beside_it(client):
    incident = make_incident()
    article = report(incident, body="Derby day\nAround two hundred fans gathered. A crowd of 5000 watched.",
                     claims=[{"text": "Around two hundred fans", "kind": "crowd", "value": "200", "low": 200,
                              "high": 200, "approximate": True, "original": "Around two hundred"},
                             {"text": "5000", "kind": "crowd", "value": "5000", "low": 5000, "high": 5000,
                              "original": "5000"}])
    html = client.get(article.get_absolute_url()).content.decode()
    assert "about 200 <span class=\"approx\">(“Around two hundred”)</span>" in html
    assert "<td data-label=\"Value\">5,000</td>" in html  # separated, and no words beside it: they read the same
    assert "(approx.)" not in html
    compared = client.get(incident.get_absolute_url()).content.decode()
    assert ">about 200</a>" in compared and ">5,000</a>" in compared


def test_a_date_only_publication_shows_as_a_date_never_an_invented_time(client):
    import datetime as dt

    from sources.importing import parse_published
    from sources.published import has_time

    incident = make_incident()
    bare = parse_published("2016-10-27")  # as the importer stores a bare date: noon UTC
    assert not has_time(bare) and has_time(parse_published("2016-10-27T22:40:00+00:00"))
    dated = report(incident, body="Print edition\nPolice made seven arrests.", published=bare,
                   claims=[{"text": "seven arrests", "value": "7"}])
    timed = report(incident, body="Live\nPolice made seven arrests.",
                   published=dt.datetime(2016, 10, 26, 22, 40, tzinfo=dt.timezone.utc),
                   claims=[{"text": "seven arrests", "value": "7"}])
    html = client.get(dated.get_absolute_url()).content.decode()
    assert '<time datetime="2016-10-27">27 Oct 2016</time>' in html and "12:00" not in html
    # Shown in the newsroom's zone (London: 22:40 UTC is 23:40 BST that October).
    assert "26 Oct 2016, 23:40</time>" in client.get(timed.get_absolute_url()).content.decode()
    page = client.get(incident.get_absolute_url()).content.decode()
    assert "12:00" not in page and "13:00" not in page and "26 Oct 2016, 23:40" in page


def test_a_standfirst_the_body_opens_with_is_shown_once(client):
    incident = make_incident()
    first = "Police were forced to intervene as chairs were thrown."
    opening = report(incident, body=f"{first}\nSeven arrests were made.")
    opening.standfirst = first
    opening.save()
    apart = report(incident, body="Derby day\nSeven arrests were made.")
    apart.standfirst = "A night of shame at the derby."
    apart.save()
    html = client.get(opening.get_absolute_url()).content.decode()
    text = html[html.index('class="article-text"'):html.index('class="article-claims"')]
    assert text.count("Police were forced to intervene") == 1 and 'class="standfirst"' not in text
    shown = client.get(apart.get_absolute_url()).content.decode()
    assert '<p class="standfirst">A night of shame at the derby.</p>' in shown
