"""A club's and a ground's pages (/clubs/<slug>/, /grounds/<slug>/): their incidents
with each one's answer, arrests and incidents by season in SVG with a table behind,
a fixed query count; and an incident's links to them and to earlier meetings."""

from __future__ import annotations

import datetime as dt

import pytest

from incidents.dashboard.places import bar_chart, season_figures
from incidents.models import Claim, Incident
from tests.factories import make_incident
from tests.incidents.dashboard.reports import count_queries, derby, report

pytestmark = pytest.mark.django_db

CLUB = "/clubs/chelsea/"


def meeting(slug: str, day: dt.date, arrests: tuple[str, ...], *, home="Chelsea", away="Leeds United",
            venue="Stamford Bridge"):
    """An incident with one report per arrests figure given."""
    incident = make_incident(slug=slug, title=f"{home} v {away} {slug}", home_club=home, away_club=away,
                             venue=venue, date=day)
    for figure in arrests:
        report(incident, body=f"{slug}\nPolice made {figure} arrests.",
               claims=[{"text": f"{figure} arrests", "value": figure}])
    return incident


def test_a_club_page_lists_its_incidents_home_and_away_newest_first_with_their_answers(client):
    derby()  # Chelsea away at West Ham, 26 Oct 2016, injuries in conflict
    meeting("home-2018", dt.date(2018, 9, 1), ("3",))
    meeting("elsewhere", dt.date(2019, 1, 1), ("2",), home="Leeds United", away="Millwall", venue="Elland Road")
    html = client.get(CLUB).content.decode()
    assert "<h1>Chelsea</h1>" in html and 'href="/grounds/stamford-bridge/">Stamford Bridge</a>' in html
    assert html.index("home-2018") < html.index("West Ham United v Chelsea")
    assert "elsewhere" not in html
    assert "1 conflict: Injuries, at this match: 5 (BBC Sport) vs 2 (The Sun)" in html
    assert "Incidents (2)" in html
    assert client.get("/clubs/no-such-club/").status_code == 404


def test_season_figures_take_each_incidents_highest_arrests_figure():
    first = meeting("a", dt.date(2016, 8, 20), ("5", "7"))  # 2016/17: a report said 5, a later one 7
    meeting("b", dt.date(2017, 3, 4), ("3",))  # 2016/17
    quiet = meeting("c", dt.date(2018, 10, 6), ())  # 2018/19: no arrests figure
    report(quiet, body="c\nA quiet day.")
    rejected = Claim.objects.get(incident=first, value="7")
    rejected.review_status = "rejected"
    rejected.save()
    rows = season_figures(Incident.objects.filter(slug__in=["a", "b", "c"]))
    assert [(r.season, r.incidents, r.arrests, r.with_arrests) for r in rows] == [
        ("2016/17", 2, 5 + 3, 2), ("2018/19", 1, 0, 0)]
    # An editor's correction counts in place of the extractor's figure.
    Claim.objects.filter(incident__slug="b").update(corrected_value="4", corrected_low=4, corrected_high=4)
    assert season_figures(Incident.objects.filter(slug="b"))[0].arrests == 4


def test_the_charts_are_svg_with_a_title_a_description_and_a_table_behind(client):
    meeting("a", dt.date(2016, 8, 20), ("7",))
    meeting("b", dt.date(2018, 8, 20), ("2",))
    html = client.get(CLUB).content.decode()
    assert html.count('role="img"') == 2
    assert "<title id=\"chart-1-title\">Arrests by season</title>" in html
    assert "<desc id=\"chart-1-desc\">2016/17: 7; 2018/19: 2.</desc>" in html
    assert "<caption>Incidents and arrests by season</caption>" in html
    assert "<th scope=\"row\">2016/17</th><td>1</td><td>7</td><td>1</td>" in html
    chart = bar_chart("Arrests", [("2016/17", 7), ("2018/19", 2)])
    tall, short = chart.bars
    assert tall.height > short.height > 0 and tall.y < short.y  # drawn to scale, from one baseline
    assert tall.y + tall.height == pytest.approx(chart.baseline) == short.y + short.height
    assert bar_chart("Arrests", []) is None


def test_a_ground_page_lists_the_incidents_played_there(client):
    derby()
    meeting("home-2018", dt.date(2018, 9, 1), ("3",))
    html = client.get("/grounds/london-stadium/").content.decode()
    assert "<h1>London Stadium</h1>" in html and 'href="/clubs/west-ham-united/">West Ham United</a>' in html
    assert "West Ham United v Chelsea" in html and "home-2018" not in html
    assert client.get("/grounds/no-such-ground/").status_code == 404


def test_club_and_ground_pages_cost_the_same_queries_however_many_incidents(client):
    for n in range(2):
        meeting(f"few-{n}", dt.date(2015 + n, 9, 1), ("3", "4"))
    few = count_queries(client, CLUB), count_queries(client, "/grounds/stamford-bridge/")
    for n in range(30):
        meeting(f"many-{n}", dt.date(2000 + n % 20, 9, 1 + n % 20), ("3", "4", "5"))
    many = count_queries(client, CLUB), count_queries(client, "/grounds/stamford-bridge/")
    assert few == many
    assert "page 1 of 2" in client.get(CLUB).content.decode()


def test_an_incident_links_its_clubs_its_ground_and_their_earlier_meetings(client):
    incident, _ = derby()
    earlier = meeting("earlier", dt.date(2015, 5, 1), ("2",), home="Chelsea", away="West Ham United")
    meeting("later", dt.date(2019, 5, 1), ("2",), home="West Ham United", away="Chelsea")
    html = client.get(incident.get_absolute_url()).content.decode()
    assert 'href="/clubs/west-ham-united/">West Ham United</a>' in html
    assert 'href="/clubs/chelsea/">Chelsea</a>' in html
    assert 'href="/grounds/london-stadium/">London Stadium</a>' in html
    assert f'Earlier meetings of these clubs: <a href="{earlier.get_absolute_url()}">1 May 2015' in html
    assert "1 May 2019" not in html  # only earlier ones


def test_a_long_run_of_seasons_labels_every_few_bars_so_labels_never_overlap():
    chart = bar_chart("Arrests", [(f"{2000 + n}/{(n + 1) % 100:02d}", n) for n in range(25)])
    labelled = [bar for bar in chart.bars if bar.labelled]
    assert 4 <= len(labelled) <= 8 and chart.bars[0].labelled
    gaps = [b.label_x - a.label_x for a, b in zip(labelled, labelled[1:])]
    assert min(gaps) >= 72  # room for "2016/17" in 18 px type
