"""The two clubs and the home side (no database)."""

import datetime

from incidents.matching import guess_match, incident_title

D = datetime.date


def test_a_report_with_one_club_and_nothing_else():
    guess = guess_match(body="Leeds United were fined by the FA.", headline="", published=D(2020, 1, 1))
    assert guess.home.slug == "leeds-united" and guess.away is None
    assert incident_title(guess) == "Leeds United"
    assert incident_title(guess_match(body="Fans clashed.", headline="", published=D(2020, 1, 1))) == "Unidentified match"
