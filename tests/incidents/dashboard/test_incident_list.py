"""The incidents list (/): cards, filters, search, sort, pages, and its query count."""

from __future__ import annotations

import datetime as dt

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from incidents.dashboard import seasons
from sources.models import Source
from tests.factories import make_incident, make_source
from tests.incidents.dashboard.reports import count_queries, derby, many_reports, report

pytestmark = pytest.mark.django_db


def test_list_shows_fixture_counts_figures_and_conflicts(client):
    derby()
    html = client.get("/").content.decode()
    assert "West Ham United v Chelsea" in html
    assert "EFL Cup, Fourth round" in html
    assert "London Stadium" in html
    assert "3 outlets" in html and "3 reports" in html
    assert "Arrests, at this match" in html and "Agreed by 3 outlets" in html
    assert "Injuries, at this match" in html and "5 (BBC Sport) vs 2 (The Sun)" in html
    assert "where outlets conflict" in html


def _levels(html: str) -> list[str]:
    """The level counts of each card, as read: "1 agreed · 1 conflicting"."""
    import re

    lines = re.findall(r'<p class="levels">(.*?)</p>', html)
    return [" ".join(re.sub(r"<[^>]+>", " ", line).replace("Figures compared:", "").split()) for line in lines]


def test_list_counts_each_level_of_agreement_with_its_icon(client):
    derby()
    html = client.get("/").content.decode()
    # Arrests agreed, injuries conflicting, season bans from the BBC alone.
    assert _levels(html) == ["✓ 1 agreed · ⚠ 1 conflicting · ◐ 1 one outlet only"]
    assert '<span class="level level-conflicting"><span aria-hidden="true">⚠</span> 1 conflicting</span>' in html
    # The incident page's answer, in one line.
    assert ('<p class="conflict-note"><span aria-hidden="true">⚠</span> 1 conflict: Injuries, at this match: '
            "5 (BBC Sport) vs 2 (The Sun)</p>") in html


def developing(slug: str = "developing"):
    """Two outlets, a day apart: agreed arrests, compatible crowd (dozens, then 36),
    updated injuries (2, then 5) and conflicting bans (4, then 3)."""
    incident = make_incident(slug=slug, title=f"Aaa v Bbb {slug}", home_club="Aaa", away_club="Bbb")
    for name, day, crowd, injured, banned in (("The Sun", 26, ("24", 24, 99, True), "2", "4"),
                                              ("BBC Sport", 27, ("36", 36, 36, False), "5", "3")):
        outlet = Source.objects.filter(name=name).first() or make_source(name=name)
        report(incident, outlet=outlet, published=dt.datetime(2016, 10, day, 9, tzinfo=dt.timezone.utc),
               body=f"{name} on {slug}\nPolice made 7 arrests. Dozens clashed. {injured} were injured. {banned} were banned.",
               claims=[{"text": "7 arrests", "value": "7"},
                       {"text": "Dozens clashed", "kind": "crowd", "value": crowd[0], "low": crowd[1],
                        "high": crowd[2], "approximate": crowd[3], "original": "Dozens" if crowd[3] else ""},
                       {"text": f"{injured} were injured", "kind": "injuries", "value": injured},
                       {"text": f"{banned} were banned", "kind": "bans", "value": banned}])
    return incident


def test_list_counts_compatible_and_updated_apart_from_agreed(client):
    developing()
    html = client.get("/").content.decode()
    assert _levels(html) == ["✓ 1 agreed · ≈ 1 compatible · ⚠ 1 conflicting · ↗ 1 updated"]
    assert "1 conflict: People banned, at this match: 4 (The Sun) vs 3 (BBC Sport)" in html
    # Compatible and updated facts are no conflict: only the bans make the card a conflict.
    assert _cards(client.get("/?conflicts=1").content.decode()) == 1


def test_list_leaves_out_levels_no_figure_reaches(client):
    calm = make_incident(slug="calm", title="Calm match", home_club="Calm", away_club="Quiet")
    for _ in range(2):
        report(calm, body="Calm match\nPolice made two arrests.", claims=[{"text": "two arrests", "value": "2"}])
    quiet = make_incident(slug="quiet", title="Quiet match", home_club="Quiet", away_club="Calm")
    report(quiet, body="Quiet match\nA flare was thrown.",
           claims=[{"text": "A flare", "kind": "pyrotechnics", "value": "flare"}])
    html = client.get("/?sort=title").content.decode()
    # Categorical details (a flare) are mentioned, not compared: no level to count.
    assert _levels(html) == ["✓ 1 agreed"]


def _cards(html: str) -> int:
    return html.count('<li class="incident-card')


def reported_incident(**fields):
    """An incident with one report (the list leaves out an incident with none)."""
    incident = make_incident(**fields)
    report(incident, body=f"{incident.title}\nThe match passed off quietly.")
    return incident


def test_filter_by_club_competition_season_and_dates(client):
    derby()
    reported_incident(title="Millwall v Leeds", home_club="Millwall", away_club="Leeds United",
                      competition="Championship", date=dt.date(2018, 3, 3), slug="millwall-leeds")
    reported_incident(title="Leeds v Chelsea", home_club="Leeds United", away_club="Chelsea",
                      competition="FA Cup", date=dt.date(2017, 1, 8), slug="leeds-chelsea")
    assert _cards(client.get("/?club=Chelsea").content.decode()) == 2
    assert _cards(client.get("/?club=Millwall").content.decode()) == 1
    assert _cards(client.get("/?competition=FA+Cup").content.decode()) == 1
    # 2016/17 runs July to June: October 2016 and January 2017 are in it, March 2018 is not.
    html = client.get("/?season=2016/17").content.decode()
    assert _cards(html) == 2 and ">Millwall v Leeds</a>" not in html
    html = client.get("/?date_from=2017-01-01&date_to=2017-12-31").content.decode()
    assert _cards(html) == 1 and "Leeds v Chelsea" in html
    # The choices come from the data.
    html = client.get("/").content.decode()
    assert '<option value="Leeds United">' in html and '<option value="2017/18">' in html


def test_a_bad_filter_value_is_ignored_not_fatal(client):
    derby()
    response = client.get("/?club=Nobody&date_from=not-a-date&sort=sideways&page=99")
    assert response.status_code == 200
    assert _cards(response.content.decode()) == 1


def test_only_incidents_with_conflicts(client):
    derby()
    calm = make_incident(slug="calm", title="Calm match", home_club="Calm", away_club="Quiet")
    for _ in range(2):
        report(calm, body="Calm match\nPolice made two arrests.",
               claims=[{"text": "two arrests", "value": "2"}])
    assert _cards(client.get("/").content.decode()) == 2
    html = client.get("/?conflicts=1").content.decode()
    assert _cards(html) == 1 and "West Ham United v Chelsea" in html and "Calm match" not in html


def test_search_matches_titles_and_report_text_with_a_snippet(client):
    derby()
    reported_incident(slug="other", title="Other v Another", home_club="Other", away_club="Another")
    html = client.get("/?q=disappointed").content.decode()
    assert _cards(html) == 1 and "West Ham United v Chelsea" in html
    assert "<mark>disappointed</mark>" in html
    assert _cards(client.get("/?q=Another").content.decode()) == 1
    assert _cards(client.get("/?q=zebra").content.decode()) == 0
    # Web-search syntax (phrases, exclusions) never breaks the page.
    assert _cards(client.get('/?q="extremely disappointed" -zebra').content.decode()) == 1


def test_sort_by_title_date_and_outlets(client):
    derby()
    reported_incident(slug="aaa", title="Aaa v Bbb", home_club="Aaa", away_club="Bbb", date=dt.date(2010, 1, 1))
    reported_incident(slug="zzz", title="Zzz v Yyy", home_club="Zzz", away_club="Yyy", date=dt.date(2020, 1, 1))
    def order(query):
        html = client.get("/" + query).content.decode()
        titles = ["Aaa v Bbb", "West Ham United v Chelsea", "Zzz v Yyy"]
        return sorted(titles, key=lambda t: html.index(f">{t}</a>"))

    assert order("?sort=title") == ["Aaa v Bbb", "West Ham United v Chelsea", "Zzz v Yyy"]
    assert order("") == ["Zzz v Yyy", "West Ham United v Chelsea", "Aaa v Bbb"]
    assert order("?sort=oldest") == ["Aaa v Bbb", "West Ham United v Chelsea", "Zzz v Yyy"]
    assert order("?sort=outlets")[0] == "West Ham United v Chelsea"


def test_pagination_keeps_the_filters_in_the_query_string(client):
    for n in range(25):
        reported_incident(slug=f"match-{n}", title=f"Match {n:02d}", home_club="Chelsea",
                          away_club=f"Club {n}", date=dt.date(2019, 1, 1) + dt.timedelta(days=n))
    first = client.get("/?club=Chelsea").content.decode()
    assert _cards(first) == 20
    assert "Page 1 of 2" in first
    assert 'href="?club=Chelsea&amp;page=2"' in first
    second = client.get("/?club=Chelsea&page=2").content.decode()
    assert _cards(second) == 5


def test_list_form_uses_htmx_and_works_without_it(client):
    html = client.get("/").content.decode()
    assert 'method="get"' in html and 'type="submit"' in html
    assert 'hx-get="/"' in html and 'hx-target="#incident-results"' in html
    assert 'hx-push-url="true"' in html and "keyup changed delay:300ms" in html


@pytest.mark.parametrize("url", ["/", "/?club=Chelsea&conflicts=1", "/?q=arrests&sort=outlets"])
def test_incidents_page_query_count_is_fixed(client, url, django_assert_max_num_queries):
    many_reports(2, 2)
    small = count_queries(client, url)
    many_reports(12, 4)
    large = count_queries(client, url)
    assert small == large
    with django_assert_max_num_queries(9):
        client.get(url)


@pytest.mark.parametrize("url", ["/", "/?club=Chelsea&conflicts=1", "/?q=arrests&sort=outlets", "/?page=2"])
def test_incidents_page_never_loads_an_article_text(client, url):
    many_reports(24, 2)
    with CaptureQueriesContext(connection) as queries:
        assert client.get(url).status_code == 200
    # A card counts its reports and names their outlets; it never needs their text.  (A
    # search's snippets are cut from the text inside the database, never loaded whole.)
    selected = [q["sql"] for q in queries.captured_queries]
    assert not [sql for sql in selected if '"sources_article"."body"' in sql or '"sources_article"."standfirst"' in sql]


def test_counting_the_levels_costs_no_query(client, django_assert_max_num_queries):
    for n in range(2):
        developing(f"developing-{n}")
    small = count_queries(client, "/")
    for n in range(2, 8):
        developing(f"developing-{n}")
    with django_assert_max_num_queries(small):
        html = client.get("/").content.decode()
    assert _levels(html) == ["✓ 1 agreed · ≈ 1 compatible · ⚠ 1 conflicting · ↗ 1 updated"] * 8


def test_seasons_run_july_to_june():
    assert seasons.season_of(dt.date(2016, 10, 26)) == "2016/17"
    assert seasons.season_of(dt.date(2017, 6, 30)) == "2016/17"
    assert seasons.season_of(dt.date(2017, 7, 1)) == "2017/18"
    assert seasons.season_bounds("2016/17") == (dt.date(2016, 7, 1), dt.date(2017, 6, 30))
    assert seasons.season_bounds("2016/18") is None
    assert seasons.season_bounds("1999/00") == (dt.date(1999, 7, 1), dt.date(2000, 6, 30))
    assert seasons.seasons_between(dt.date(2016, 8, 1), dt.date(2018, 1, 1)) == ["2017/18", "2016/17"]


def test_an_incident_left_with_no_report_is_not_listed(client):
    derby()
    reported_incident(slug="kept", title="Kept v Listed")
    make_incident(slug="emptied", title="Emptied v Unlisted")
    html = client.get("/").content.decode()
    assert _cards(html) == 2 and "Emptied v Unlisted" not in html
    assert _cards(client.get("/?q=Emptied").content.decode()) == 0


def test_every_card_carries_the_incident_pages_answer_in_one_line(client):
    calm = reported_incident(slug="calm", title="Calm v Quiet")
    for _ in range(2):
        report(calm, body="Calm\nPolice made two arrests.", claims=[{"text": "two arrests", "value": "2"}])
    html = client.get("/").content.decode()
    assert '<p class="answer">No conflicts. Outlets agree on Arrests, at this match: 2</p>' in html
