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
    assert "<td>5,000</td>" in html  # separated, and no words beside it: they read the same
    assert "(approx.)" not in html
    compared = client.get(incident.get_absolute_url()).content.decode()
    assert ">about 200</a>" in compared and ">5,000</a>" in compared
