"""One outlet (/outlets/<slug>/): its reports and how often its figures agree."""

from __future__ import annotations

import datetime as dt
import io
import re

import pytest
from django.core.cache import cache
from django.core.management import call_command
from django.db import connection
from django.test.utils import CaptureQueriesContext

from incidents.dashboard import outlets
from incidents.dashboard.outlets import INCIDENTS_PER_PAGE, REPORTS_PER_PAGE, incidents_touched
from incidents.dashboard.watermark import settled_watermark
from incidents.models import Claim, Incident, IncidentArticle
from sources.models import Article
from tests.factories import make_incident, make_source
from tests.incidents.dashboard.reports import (
    busy_outlet,
    busy_reports,
    count_queries,
    derby,
    report,
    small_and_large,
)

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
    client.get(outlet.get_absolute_url())  # checked once: later visits check what was written since
    for n in range(2):
        incident = make_incident(slug=f"a-{n}")
        report(incident, outlet=outlet, body=f"A {n}\nPolice made 2 arrests.",
               claims=[{"text": "2 arrests", "value": "2"}])
        # Another outlet's figure, so the small page has its table of incidents too.
        report(incident, body=f"D {n}\nPolice made 2 arrests.", claims=[{"text": "2 arrests", "value": "2"}])
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
    sun, bbc = make_source(name="The Sun", slug="the-sun"), make_source(name="BBC Sport", slug="bbc-sport")
    incident = make_incident(slug="growing")
    for outlet, value, day in ((sun, "2", 26), (bbc, "5", 27)):
        report(incident, outlet=outlet, published=dt.datetime(2016, 10, day, 9, tzinfo=dt.timezone.utc),
               body=f"{outlet.name}\nPolice made {value} arrests.",
               claims=[{"text": f"{value} arrests", "value": value}])
    html = client.get(sun.get_absolute_url()).content.decode()
    assert "Of 1 figure" in html and "0 agreed" in html and "0 conflicted" in html
    assert '<span aria-hidden="true">↗</span> 1 updated</span> in later reports' in html


def _queries(client, url: str) -> list[str]:
    with CaptureQueriesContext(connection) as queries:
        assert client.get(url).status_code == 200
    return [q["sql"] for q in queries.captured_queries]


def test_outlet_page_query_count_is_the_same_at_5_and_60_reports(client, django_assert_max_num_queries):
    outlet, other = busy_outlet()
    url = outlet.get_absolute_url()
    client.get(url)  # checked once: later visits check what was written since
    busy_reports(outlet, other, 0, 5)
    first_small = len(_queries(client, url))  # compares the 5 incidents and stores their figures
    warm_small = len(_queries(client, url))
    busy_reports(outlet, other, 5, 60)
    first_large = len(_queries(client, url))  # the 55 new ones, in one round
    warm_large = len(_queries(client, url))
    assert (first_small, warm_small) == (first_large, warm_large)
    # The outlet; the archive's watermark; a page of incidents and a page of reports (the
    # totals and both counts are kept under the watermark while nothing is written).
    assert warm_large == 4
    with django_assert_max_num_queries(4):
        client.get(url + "?page=2&incidents_page=3")


def test_outlet_page_never_reads_an_article_body(client):
    outlet, other = busy_outlet()
    busy_reports(outlet, other, 0, 30)
    # The first visit compares and stores, the second reads what was stored: neither reads a text.
    for sql in _queries(client, outlet.get_absolute_url()) + _queries(client, outlet.get_absolute_url() + "?page=2"):
        assert not re.search(r'"body"|\bbody\b', sql), sql
        assert '"sources_article"."standfirst"' not in sql, sql


def _headlines(html: str) -> list[str]:
    return re.findall(r">(Busy report \d+)</a>", html)


def _incident_rows(html: str) -> list[str]:
    return re.findall(r'<th scope="row"><a href="/incidents/busy-\d+/">(Match \d+)</a>', html)


def test_outlet_page_pages_its_reports_newest_first(client):
    outlet, other = busy_outlet()
    busy_reports(outlet, other, 0, 60)
    url = outlet.get_absolute_url()
    first = client.get(url).content.decode()
    assert _headlines(first) == [f"Busy report {n:03d}" for n in range(59, 59 - REPORTS_PER_PAGE, -1)]
    assert "Reports (60)" in first and "Reports 1–25 of 60 (page 1 of 3)" in first
    assert 'rel="next" href="?page=2#reports"' in first and 'rel="prev"' not in first.split('id="reports"')[1]
    second = client.get(url + "?page=2").content.decode()
    assert _headlines(second) == [f"Busy report {n:03d}" for n in range(34, 9, -1)]
    assert 'rel="prev" href="?page=1#reports"' in second and 'href="?page=3#reports"' in second
    # Out of range: the last page, as Django's Paginator.get_page gives it (not a 404);
    # not a number: the first.
    last = client.get(url + "?page=99")
    assert last.status_code == 200
    assert _headlines(last.content.decode()) == [f"Busy report {n:03d}" for n in range(9, -1, -1)]
    assert "Reports 51–60 of 60 (page 3 of 3)" in last.content.decode()
    assert _headlines(client.get(url + "?page=x").content.decode()) == _headlines(first)


def test_outlet_page_pages_its_incidents_and_totals_them_all(client):
    outlet, other = busy_outlet()
    busy_reports(outlet, other, 0, 60)
    url = outlet.get_absolute_url()
    first = client.get(url).content.decode()
    # Totals over all 60 incidents, whichever page of them is shown.
    assert "Of 60 figures" in first and "30 agreed" in first and "30 conflicted" in first
    assert _incident_rows(first) == [f"Match {n:03d}" for n in range(59, 59 - INCIDENTS_PER_PAGE, -1)]
    assert "Incidents 1–25 of 60 (page 1 of 3)" in first
    # Only this page's conflicts are listed, each linking to its fact.
    assert first.count('?fact=arrests-incident#accounts"') == len(range(59, 34, -2))
    # Each list keeps the other's page in the query string.
    third = client.get(url + "?page=2&incidents_page=3").content.decode()
    assert _incident_rows(third) == [f"Match {n:03d}" for n in range(9, -1, -1)]
    assert "Of 60 figures" in third and "Reports 26–50 of 60" in third
    assert 'rel="prev" href="?page=2&amp;incidents_page=2#agreement"' in third
    assert 'rel="next" href="?page=3&amp;incidents_page=3#reports"' in third
    assert _incident_rows(client.get(url + "?incidents_page=99").content.decode()) == _incident_rows(third)


def test_outlet_page_sees_changed_claims_and_new_reports(client):
    outlet, other = busy_outlet()
    busy_reports(outlet, other, 0, 4)
    url = outlet.get_absolute_url()
    assert "2 agreed" in client.get(url).content.decode()
    # An editor corrects the other outlet's odd figure to agree (saved, so history records it).
    claim = Claim.objects.get(article__source=other, incident__slug="busy-1")
    claim.corrected_value, claim.corrected_low, claim.corrected_high = "3", 3, 3
    claim.save()
    html = client.get(url).content.decode()
    assert "3 agreed" in html and "1 conflicted" in html
    # A third outlet reports a conflicting figure about an incident already stored.
    incident = claim.incident
    report(incident, outlet=make_source(name="Third Echo"), body="Third\nPolice made 9 arrests.",
           published=dt.datetime(2016, 1, 2, 9, tzinfo=dt.timezone.utc),  # the same day: no update
           claims=[{"text": "9 arrests", "value": "9"}])
    html = client.get(url).content.decode()
    assert "2 agreed" in html and "2 conflicted" in html


def test_outlet_page_counts_are_read_again_only_after_a_write(client):
    outlet, other = busy_outlet()
    busy_reports(outlet, other, 0, 3)
    url = outlet.get_absolute_url()
    assert "Reports (3)" in client.get(url).content.decode()
    # Nothing written since: neither the totals nor a count is read again.
    warm = _queries(client, url)
    assert not [sql for sql in warm if "COUNT(" in sql or "SUM(" in sql]
    # A new report of the outlet's: its reports, incidents and figures are counted again.
    busy_reports(outlet, other, 3, 4)
    html = client.get(url).content.decode()
    assert "Reports (4)" in html and "Of 4 figures" in html and len(_incident_rows(html)) == 4
    # One of its reports leaves the archive: counted again too (its deletion is in history).
    Article.objects.get(source=outlet, headline="Busy report 000").delete()
    html = client.get(url).content.decode()
    assert "Reports (3)" in html and "Of 3 figures" in html


def test_outlet_page_drops_an_incident_it_no_longer_reports(client):
    outlet, other = busy_outlet()
    busy_reports(outlet, other, 0, 3)
    url = outlet.get_absolute_url()
    assert "Of 3 figures" in client.get(url).content.decode()
    # Its report of Match 001 turns out to be about Match 000: it moves, with its claims.
    moved = IncidentArticle.objects.get(article__source=outlet, incident__slug="busy-1")
    moved.incident = Incident.objects.get(slug="busy-0")
    moved.save()
    for claim in Claim.objects.filter(article=moved.article):
        claim.incident = moved.incident
        claim.save()
    html = client.get(url).content.decode()
    assert "Of 2 figures" in html and "2 agreed" in html and "0 conflicted" in html
    assert _incident_rows(html) == ["Match 002", "Match 000"]


def test_stored_figures_spare_the_first_reader_the_comparisons(client):
    outlet, other = busy_outlet()
    busy_reports(outlet, other, 0, 30)
    out = io.StringIO()
    call_command("store_outlet_figures", stdout=out)
    assert out.getvalue() == "30 incidents compared for 2 outlets\n"
    call_command("store_outlet_figures", "--outlet", outlet.slug, stdout=out)
    assert out.getvalue().endswith("0 incidents compared for 1 outlet\n")
    # The first visit only checks that nothing changed (one query more than a visit with
    # nothing written since the last, besides the totals and the two counts).
    first = _queries(client, outlet.get_absolute_url())
    assert len(first) == 7 and not [sql for sql in first if "INSERT" in sql]
    assert "Of 30 figures" in client.get(outlet.get_absolute_url()).content.decode()


def test_the_outlets_index_lists_every_outlet_with_its_reports(client, django_assert_max_num_queries):
    from django.urls import reverse

    from sources.models import Source
    from tests.incidents.dashboard.reports import derby

    derby()
    url = reverse("incidents:source-list")
    html = client.get(url).content.decode()
    for name in ("BBC Sport", "Sky Sports", "The Sun"):
        assert f'>{name}</a>' in html
    assert html.index(">BBC Sport</a>") < html.index(">Sky Sports</a>") < html.index(">The Sun</a>")
    assert "<td>1</td>" in html and "Demo data" not in html
    assert 'href="/outlets/">Outlets</a>' in html  # in the header
    Source.objects.filter(slug="the-sun").update(synthetic=True)
    assert "Demo data" in client.get(url).content.decode()
    with django_assert_max_num_queries(4):  # the session, the count and the page
        client.get(url + "?page=99")  # out of range: the last page


# -- after a write, only the incidents the new rows touch are checked -------------------------


def _compared(monkeypatch) -> list[int]:
    """The ids of the incidents the outlet page compares again, as it does so."""
    compared = []
    refresh = outlets.outlet_figures_refresh

    def spy(versions):
        compared.extend(v["pk"] for v in versions)
        return refresh(versions)

    monkeypatch.setattr(outlets, "outlet_figures_refresh", spy)
    return compared


def _correct(claim, value: int) -> None:
    claim.corrected_value, claim.corrected_low, claim.corrected_high = str(value), value, value
    claim.save()


@pytest.mark.parametrize("incidents", [4, 40])
def test_a_correction_costs_the_next_visit_the_same_queries_at_any_size(client, incidents):
    outlet, other = busy_outlet()
    busy_reports(outlet, other, 0, incidents)
    url = outlet.get_absolute_url()
    client.get(url)
    _correct(Claim.objects.get(article__source=other, incident__slug="busy-1"), 3)
    # The watermark, the versions of the incidents the new history rows touch, the one
    # incident's claims and outlets, its figures written (four), the totals, the counts
    # and the pages: the same at 4 incidents and at 40.
    assert len(_queries(client, url)) == 15
    html = client.get(url).content.decode()
    assert f"{incidents // 2 + 1} agreed" in html and f"{incidents // 2 - 1} conflicted" in html


def _checked(client, monkeypatch, incidents: int):
    """An outlet's page over ``incidents`` busy incidents, visited once; then a spy on
    which incidents it compares again."""
    outlet, other = busy_outlet()
    busy_reports(outlet, other, 0, incidents)
    url = outlet.get_absolute_url()
    client.get(url)
    return other, url, _compared(monkeypatch)


def test_a_correction_compares_only_its_incident_again(client, monkeypatch):
    other, url, compared = _checked(client, monkeypatch, 30)
    looked_at, stale = [], outlets.stale_incidents
    monkeypatch.setattr(outlets, "stale_incidents",
                        lambda source, among=None: looked_at.append(among) or stale(source, among))
    corrected = Claim.objects.get(article__source=other, incident__slug="busy-7")
    _correct(corrected, 3)
    assert "16 agreed" in client.get(url).content.decode()
    # Only that incident's version was read, not the 29 others'.
    assert [set(among) for among in looked_at] == [{corrected.incident_id}] and compared == [corrected.incident_id]
    # A report of another outlet about another incident: only that incident again.
    incident = Incident.objects.get(slug="busy-12")
    report(incident, outlet=make_source(name="Third Echo"), body="Third\nPolice made 9 arrests.",
           published=dt.datetime(2016, 1, 13, 9, tzinfo=dt.timezone.utc),
           claims=[{"text": "9 arrests", "value": "9"}])
    compared.clear()
    html = client.get(url).content.decode()
    assert compared == [incident.pk] and "15 agreed" in html and "15 conflicted" in html


def test_a_report_moved_out_changes_the_incident_it_left(client, monkeypatch):
    other, url, compared = _checked(client, monkeypatch, 10)
    # The other outlet's odd report of Match 003 was about Match 004: it moves with its claims.
    left, joined = Incident.objects.get(slug="busy-3"), Incident.objects.get(slug="busy-4")
    moved = IncidentArticle.objects.get(article__source=other, incident=left)
    moved.incident = joined
    moved.save()
    for claim in Claim.objects.filter(article=moved.article):
        claim.incident = joined
        claim.save()
    html = client.get(url).content.decode()
    # Match 003 no longer shares a figure; in Match 004 the other outlet's 4, published a
    # day before its 3, was updated.
    assert sorted(compared) == sorted([left.pk, joined.pk])
    assert all(f in html for f in ("Of 9 figures", "4 agreed", "4 conflicted", "1 updated"))


def test_a_report_redated_is_its_incident_touched():
    outlet, other = busy_outlet()
    busy_reports(outlet, other, 0, 3)
    before = settled_watermark()[0]
    article = Article.objects.get(source=outlet, headline="Busy report 001")
    article.published += dt.timedelta(hours=2)
    article.save()
    assert set(incidents_touched(before, settled_watermark()[0])) == {Incident.objects.get(slug="busy-1").pk}
    assert set(incidents_touched(before, before)) == set()


def test_checks_start_from_the_last_watermark_settled_at_two_checks(client, monkeypatch):
    outlet, other = busy_outlet()
    busy_reports(outlet, other, 0, 4)
    url = outlet.get_absolute_url()
    first = settled_watermark()[0]
    client.get(url)  # every incident checked
    # A check made while another transaction was writing: rows it wrote may have ids
    # below the watermark and commit later, so later checks still start from the last
    # watermark settled at two checks in a row, not from this one.
    _correct(Claim.objects.get(article__source=other, incident__slug="busy-1"), 3)
    monkeypatch.setattr(outlets, "settled_watermark", lambda: (settled_watermark()[0], False))
    client.get(url)
    starts = []
    monkeypatch.setattr(outlets, "incidents_touched", lambda since, until: starts.append(since) or set())
    monkeypatch.setattr(outlets, "settled_watermark", settled_watermark)
    cache.delete(f"outlet-figures-checked:{outlet.pk}:recent")  # as after WATERMARK_SECONDS
    second = settled_watermark()[0]
    client.get(url)
    assert starts == [first] and second != first
    _correct(Claim.objects.get(article__source=other, incident__slug="busy-2"), 3)
    client.get(url)  # the second settled check in a row: the next starts from the first of them
    _correct(Claim.objects.get(article__source=other, incident__slug="busy-3"), 3)
    client.get(url)
    assert starts == [first, first, second]


def test_many_rows_written_check_every_incident(client, monkeypatch):
    outlet, other = busy_outlet()
    busy_reports(outlet, other, 0, 3)
    url = outlet.get_absolute_url()
    client.get(url)
    monkeypatch.setattr(outlets, "TOUCHED_ROWS_LIMIT", 5)
    monkeypatch.setattr(outlets, "incidents_touched", lambda since, until: pytest.fail("looked up"))
    busy_reports(outlet, other, 3, 6)  # 6 reports, 6 claims, 6 links and their history rows
    assert "Of 6 figures" in client.get(url).content.decode()


def test_a_check_costs_the_same_queries_from_the_last_watermark_or_over_every_incident(client, monkeypatch):
    # Which way a check goes turns on other transactions (an unsettled check keeps the
    # older watermark) and, on PostgreSQL, on how far the id sequences ran (the rows
    # counted since an empty archive): the page's queries must not.
    outlet, other = busy_outlet()
    busy_reports(outlet, other, 0, 6)
    url = outlet.get_absolute_url()
    client.get(url)
    _correct(Claim.objects.get(article__source=other, incident__slug="busy-1"), 3)
    from_last = len(_queries(client, url))
    monkeypatch.setattr(outlets, "TOUCHED_ROWS_LIMIT", 0)
    _correct(Claim.objects.get(article__source=other, incident__slug="busy-3"), 3)
    everything = len(_queries(client, url))
    assert from_last == everything
    assert "Of 6 figures" in client.get(url).content.decode()


@pytest.mark.skipif(connection.vendor != "postgresql", reason="SQLite's writers take turns: always settled")
def test_the_watermark_is_unsettled_while_another_transaction_writes():
    import psycopg

    db = connection.settings_dict
    other = psycopg.connect(dbname=db["NAME"], host=db["HOST"] or None, port=db["PORT"] or None,
                            user=db["USER"] or None, password=db["PASSWORD"] or None)
    with other:
        assert settled_watermark()[1]
        other.execute("SELECT pg_current_xact_id()")  # holds a transaction id, as a writer does
        assert not settled_watermark()[1]
        other.rollback()
        assert settled_watermark()[1]
