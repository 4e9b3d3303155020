"""Search through the incidents page and Incident.objects.search, on both databases:
whole words, phrases, prefixes, ranking, hostile input, an index kept current, a
fixed query count, and on PostgreSQL a plan that reads the GIN index."""

from __future__ import annotations

import re

import pytest
from django.conf import settings
from django.db import connection

from incidents.models import Incident, IncidentArticle
from tests.factories import make_article, make_incident
from tests.incidents.dashboard.reports import count_queries

pytestmark = pytest.mark.django_db

on_postgres = pytest.mark.skipif(not settings.IS_POSTGRES, reason="reads a PostgreSQL query plan")


def covered(headline: str, body: str, **incident_fields) -> Incident:
    incident = make_incident(**incident_fields)
    IncidentArticle.objects.create(incident=incident, article=make_article(headline=headline, body=body))
    return incident


def found(query: str) -> list[str]:
    return [i.slug for i in Incident.objects.search(query).ordered()]


def cards(client, query: str) -> int:
    response = client.get("/", {"q": query})
    assert response.status_code == 200
    return response.content.decode().count('class="incident-card')


def test_whole_words_not_substrings():
    covered("Trouble at the ground", "Several incidents were reported.", slug="incidents")
    covered("Fans from Denmark", "They travelled far.", slug="denmark")
    assert found("Den") == ["denmark"]  # a prefix of a word, never the inside of one
    assert found("cident") == []
    assert found("incident") == ["incidents"]  # the same word, stemmed


def test_phrases_prefixes_exclusions_and_alternatives():
    covered("Three arrests", "Police made three arrests after the match.", slug="three")
    covered("Arrests and injuries", "Three fans were hurt and two arrests were made.", slug="split")
    assert set(found("three arrests")) == {"three", "split"}
    assert found('"three arrests"') == ["three"]
    assert set(found("arres")) == {"three", "split"}
    assert found("arrests -injuries") == ["three"]
    assert set(found("hurt or police")) == {"three", "split"}


def test_headline_ranks_over_body():
    covered("Calm afternoon", "A flare was thrown late on.", slug="in-body")
    covered("Flare thrown", "Late on, something was thrown.", slug="in-headline")
    assert found("flare") == ["in-headline", "in-body"]


def test_snippet_marks_the_hits(client):
    covered("Quiet day", "Stewards said the crowd was extremely disappointed with the result.", slug="one")
    html = client.get("/", {"q": "disappointed"}).content.decode()
    assert "<mark>disappointed</mark>" in html


@pytest.mark.parametrize("query", [
    '"', '""', '"three', 'three"', "(", ")", "((three", "three)", "NEAR", "NEAR(three arrests)", "three NEAR/2 arrests",
    "*", "three*", "^three", "three:*", "a:b", "!!three", "three & arrests | (", "'", "don't", "-", "--three", "or",
    "OR OR", "AND", "NOT three", "-three", "\\", "%", "_", "🔥", "Ölüm München ß", "​", "\x00x", ";DROP TABLE x;",
    "headline:three", "{three arrests}", "三",
])
def test_hostile_queries_never_break_the_page(client, query):
    covered("Three arrests", "Police made three arrests after the match.", slug="three")
    cards(client, query)  # a 200, whatever it finds


def test_operators_are_words_not_syntax():
    covered("Three arrests", "Police made three arrests near the ground.", slug="three")
    assert found("NEAR(three arrests)") == ["three"]
    assert found("headline:three") == []  # no column filter: "headline" is a word to find
    assert found("(three) NEAR* zebra") == []  # NEAR and * join nothing: "zebra" is still required
    assert found("-three") == []  # only an exclusion: nothing asked for
    assert found("🔥") == []


def test_a_search_over_the_length_limit_is_the_forms_error(client):
    html = client.get("/", {"q": "x" * 500}).content.decode()
    assert "The search is too long: at most 200 characters (it has 500)" in html


def test_the_index_follows_the_text():
    incident = covered("Quiet day", "Nothing happened.", slug="changing", title="Rovers v United")
    article = incident.articles.get()
    assert found("pyrotechnics") == []
    article.body = "Pyrotechnics were thrown."
    article.save()
    assert found("pyrotechnics") == ["changing"]
    article.headline = "Seats ripped out"
    article.save()
    assert found("seats") == ["changing"]
    Incident.objects.filter(pk=incident.pk).update(title="Wanderers v City")
    assert found("wanderers") == ["changing"] and found("rovers") == []
    article.delete()
    assert found("pyrotechnics") == []


def test_search_page_costs_the_same_queries_for_5_and_20_incidents(client):
    def grow(upto: int) -> None:
        for n in range(Incident.objects.count(), upto):
            covered(f"Arrests at match {n}", f"Police made {n} arrests.", slug=f"m-{n}")

    grow(5)
    small = count_queries(client, "/?q=arrests")
    grow(20)
    assert count_queries(client, "/?q=arrests") == small


@pytest.mark.parametrize("estimated", ["past the exact count", "a common word"])
def test_search_page_costs_the_same_queries_counted_exactly_or_estimated(client, monkeypatch, estimated):
    import incidents.models as models

    common_word_archive(3)
    exact = count_queries(client, "/?q=arrests")
    common_word_archive_from(3, 12)
    monkeypatch.setattr(models, "SEARCH_EXACT_COUNT", 5)
    if estimated == "a common word":
        monkeypatch.setattr(models, "SEARCH_RANK_ALL_BELOW", 5)
    counted = Incident.objects.search("arrests").count_estimated()
    assert counted.approximate == settings.IS_POSTGRES
    assert (counted.ranked is not None) == (settings.IS_POSTGRES and estimated == "a common word")
    assert count_queries(client, "/?q=arrests") == exact


def test_count_is_exact_below_the_threshold_and_said_as_an_estimate_above():
    for n in range(6):
        covered("Arrests", f"Police made {n} arrests.", slug=f"c-{n}")
    searched = Incident.objects.search("arrests")
    exact = searched.count_estimated(exact_below=10)
    assert exact == 6 and not exact.approximate
    over = searched.count_estimated(exact_below=3)
    assert over >= 3
    assert over.approximate == settings.IS_POSTGRES  # SQLite has no estimate: it counts


@on_postgres
def test_postgres_search_reads_the_gin_indexes():
    for n in range(30):
        covered(f"Report {n}", f"Police made {n} arrests.", slug=f"p-{n}")
    sql, params = Incident.objects.search("arrests").ordered().query.sql_with_params()
    with connection.cursor() as cursor:
        for table in ("sources_article", "incidents_incident", "incidents_incidentarticle"):
            cursor.execute(f"ANALYZE {table}")
        # A test-sized table is cheaper to scan: forbid scans, and the nested loop that
        # reads a test-sized table's articles by id, so the plan shows the index it has.
        cursor.execute("SET LOCAL enable_seqscan = off")
        cursor.execute("SET LOCAL enable_indexscan = off")
        cursor.execute("SET LOCAL enable_nestloop = off")
        cursor.execute("EXPLAIN " + sql, params)
        plan = "\n".join(row[0] for row in cursor.fetchall())
    assert re.search(r"Bitmap Index Scan on sources_article_search_vector", plan), plan
    assert re.search(r"Bitmap Index Scan on incidents_incident_search_vector", plan), plan
    # No text is turned into a vector at query time.
    assert "to_tsvector" not in sql


def common_word_archive(n: int = 6) -> list[Incident]:
    """``n`` incidents a day apart, newest last, each with a report of arrests: the
    later ones say it in the headline too (they rank higher)."""
    return common_word_archive_from(0, n)


def common_word_archive_from(first: int, upto: int) -> list[Incident]:
    import datetime as dt

    return [
        covered("Arrests at the match" if i % 2 else f"Report {i}", f"Police made {i + 1} arrests.",
                slug=f"common-{i}", date=dt.date(2020, 1, 1) + dt.timedelta(days=i))
        for i in range(first, upto)
    ]


@on_postgres
def test_a_common_word_ranks_only_its_newest_matches_and_estimates_their_count(monkeypatch):
    import incidents.models as models

    common_word_archive(6)
    covered("A quiet night", "Nothing of note.", slug="other")
    monkeypatch.setattr(models, "SEARCH_RANK_ALL_BELOW", 3)
    monkeypatch.setattr(models, "SEARCH_RANKED_NEWEST", 4)

    searched = Incident.objects.search("arrests")
    listed = [i.slug for i in searched.ordered()]

    # The four newest matches, the two with the word in the headline first.
    assert listed == ["common-5", "common-3", "common-4", "common-2"]
    count = searched.count_estimated(exact_below=2)
    assert count.approximate and count.ranked == 4 and count >= 2


@on_postgres
def test_only_the_ranked_matches_have_pages(monkeypatch):
    import incidents.models as models
    from incidents.dashboard.pages import SearchPaginator

    common_word_archive(6)
    monkeypatch.setattr(models, "SEARCH_RANK_ALL_BELOW", 3)
    monkeypatch.setattr(models, "SEARCH_RANKED_NEWEST", 4)
    paginator = SearchPaginator(Incident.objects.search("arrests").ordered(), 3)
    assert paginator.num_pages == 2
    assert [i.slug for i in paginator.page(2).object_list] == ["common-2"]


@on_postgres
def test_a_word_in_fewer_reports_ranks_every_match(monkeypatch):
    import incidents.models as models

    common_word_archive(6)
    monkeypatch.setattr(models, "SEARCH_RANK_ALL_BELOW", 7)
    monkeypatch.setattr(models, "SEARCH_RANKED_NEWEST", 4)

    searched = Incident.objects.search("arrests")

    assert len(list(searched)) == 6
    count = searched.count_estimated()
    assert count == 6 and not count.approximate and count.ranked is None


@on_postgres
def test_the_page_says_when_only_the_newest_matches_are_ranked(client, monkeypatch):
    import incidents.models as models

    common_word_archive(6)
    monkeypatch.setattr(models, "SEARCH_RANK_ALL_BELOW", 3)
    monkeypatch.setattr(models, "SEARCH_RANKED_NEWEST", 4)
    html = client.get("/", {"q": "arrests"}).content.decode()
    assert "the 4 newest incidents are ranked by relevance" in html
    assert len(re.findall(r'class="incident-card[ "]', html)) == 4
    assert "the 4 newest" not in client.get("/", {"q": "quiet"}).content.decode()


@on_postgres
def test_a_common_word_finds_its_newest_matches_down_the_date_index(monkeypatch):
    import incidents.models as models

    common_word_archive(30)
    monkeypatch.setattr(models, "SEARCH_RANK_ALL_BELOW", 3)
    sql, params = Incident.objects.search("arrests").ordered().query.sql_with_params()
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE incidents_incident")
        cursor.execute("SET LOCAL enable_seqscan = off")
        cursor.execute("EXPLAIN " + sql, params)
        plan = "\n".join(row[0] for row in cursor.fetchall())
    assert re.search(r"Index Scan Backward using \w+ on incidents_incident", plan), plan
    assert "hashed SubPlan" not in plan, plan  # every report matching is never gathered
