"""Grouping reports into incidents through the import command: competitions named
in passing never split a match, a cup tie is one match per round and season, and
the incident's day and competition are its reports' vote, so one stray date is
outvoted."""

import datetime as dt
import json

import pytest

from incidents.models import Incident, IncidentArticle
from tests.incidents.test_import_articles import report, run_import

pytestmark = pytest.mark.django_db


def import_reports(tmp_path, *reports, name="bulk.jsonl"):
    path = tmp_path / name
    path.write_text("\n".join(json.dumps(r) for r in reports))
    code, _, err = run_import(path)
    assert code == 0, err


CUP_TIE = [
    report("Daily Post", "Chelsea fans threw seats at the London Stadium as West Ham United beat Chelsea 2-1 "
           "in the EFL Cup fourth round last night. Police made seven arrests.", "2016-10-27"),
    report("Evening Wire", "West Ham United, who sit 17th in the Premier League, beat Chelsea 2-1 last night. "
           "Seven people were arrested at the London Stadium after the Premier League side's cup win.", "2016-10-27"),
    report("Metro Sport", "Seven arrests after West Ham United v Chelsea. Trouble flared at the London Stadium "
           "on Wednesday night. Chelsea, the Premier League leaders, were knocked out.", "2016-10-27"),
]


def test_a_report_naming_the_league_joins_the_cup_tie(tmp_path):
    import_reports(tmp_path, *CUP_TIE)
    incident = Incident.objects.get()
    assert incident.competition == "EFL Cup"
    assert incident.coverage.count() == 3


def test_the_order_of_reports_does_not_split_the_match(tmp_path):
    import_reports(tmp_path, *reversed(CUP_TIE))
    assert Incident.objects.get().competition == "EFL Cup"


def test_a_stray_date_is_outvoted_by_the_other_reports(tmp_path):
    stray = report("Photo Desk", "Leeds United fans clashed with Millwall supporters at Elland Road. "
                   "Picture: fans outside the ground on 2 September 2018.", "2018-09-23")
    import_reports(
        tmp_path,
        stray,
        report("Northern Post", "Leeds United fans clashed with Millwall supporters at Elland Road on Saturday. "
               "Police arrested four people after the match.", "2018-09-23"),
        report("City Wire", "Four arrests after Leeds United v Millwall. Trouble flared last night at Elland Road "
               "as Leeds beat Millwall 2-1.", "2018-09-23"),
    )
    # The stray report stands alone (its date is weeks away), the other two agree on
    # the Saturday; had the stray come first, the vote would still give the Saturday.
    match = Incident.objects.get(coverage__article__source__name="Northern Post")
    assert match.date == dt.date(2018, 9, 22)


def test_the_vote_moves_a_date_that_the_first_report_got_wrong(tmp_path):
    cup = "the FA Cup third round"
    import_reports(
        tmp_path,
        report("Early Wire", f"Sunderland fans clashed with Newcastle United supporters at the Stadium of Light "
               f"on 16 December in {cup}.", "2024-01-07"),
        report("North Echo", f"Sunderland and Newcastle United fans fought at the Stadium of Light yesterday in {cup}; "
               "police made nine arrests.", "2024-01-07"),
        report("Tyne Daily", f"Nine arrests after Sunderland v Newcastle United in {cup} at the Stadium of Light "
               "on Saturday.", "2024-01-07"),
    )
    incident = Incident.objects.get()
    assert incident.round == "Third round"
    assert incident.date == dt.date(2024, 1, 6)
    assert not incident.date_approximate
    assert incident.title == "Sunderland v Newcastle United, FA Cup, 6 Jan 2024"


def test_a_cup_tie_is_one_incident_per_round_and_season(tmp_path):
    import_reports(
        tmp_path,
        report("Cup Wire", "Hibernian fans invaded the pitch at Tynecastle as Heart of Midlothian beat Hibernian "
               "in the Scottish Cup fourth round on Sunday.", "2018-01-22"),
        report("Late Edition", "Heart of Midlothian and Hibernian were fined after the Scottish Cup fourth round tie "
               "at Tynecastle on 2 January.", "2018-02-20"),
    )
    assert Incident.objects.count() == 1


def test_two_league_meetings_in_one_season_stay_two_incidents(tmp_path):
    import_reports(
        tmp_path,
        report("Midland Post", "Aston Villa and Birmingham City fans clashed at Villa Park on Sunday as the "
               "Championship sides drew 1-1.", "2016-10-31"),
        report("Midland Post", "Birmingham City beat Aston Villa 1-0 at St Andrew's on Sunday in the Championship; "
               "eight fans were arrested.", "2017-04-24"),
    )
    assert Incident.objects.count() == 2


def test_an_editors_title_survives_the_vote(tmp_path):
    import_reports(tmp_path, CUP_TIE[0])
    incident = Incident.objects.get()
    incident.title = "West Ham v Chelsea: the London Stadium cup tie"
    incident.save()
    import_reports(tmp_path, *CUP_TIE[1:], name="more.jsonl")
    incident.refresh_from_db()
    assert incident.title == "West Ham v Chelsea: the London Stadium cup tie"


def test_each_report_keeps_what_its_text_says_of_the_match(tmp_path):
    import_reports(tmp_path, *CUP_TIE)
    rows = IncidentArticle.objects.order_by("pk")
    assert [r.match_date for r in rows] == [dt.date(2016, 10, 26)] * 3
    assert {r.competition for r in rows} <= {"EFL Cup", ""}
