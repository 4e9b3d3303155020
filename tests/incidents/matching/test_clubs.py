"""The two clubs and the home side (no database)."""

import datetime

import pytest

from incidents.matching import guess_match, incident_title

D = datetime.date


def test_a_report_with_one_club_and_nothing_else():
    guess = guess_match(body="Leeds United were fined by the FA.", headline="", published=D(2020, 1, 1))
    assert guess.home.slug == "leeds-united" and guess.away is None
    assert incident_title(guess) == "Leeds United"
    assert incident_title(guess_match(body="Fans clashed.", headline="", published=D(2020, 1, 1))) == "Unidentified match"


# A club named as a companion in the group or the table is no side of the match (a
# verdicts-final11 class: a Roma blog naming its hosts only by nickname, and "The
# Giallorossi are in the same group as Betis", was read as Roma v Real Betis).
TABLE_COMPANIONS = [
    ("The Gunners are in the same group as Real Betis.", "Real Betis"),
    ("They moved on to nine points, level with Juventus.", "Juventus"),
    ("Group rivals Sporting CP won 2-0 on the same night.", "Sporting CP"),
    ("We are now three points behind Lazio.", "Lazio"),
    ("That leaves the Gunners two points clear of Aston Villa.", "Aston Villa"),
    ("They are a place above Everton with a game in hand.", "Everton"),
    ("They sit second, level on points with Celtic.", "Celtic"),
    ("They are four points ahead of Porto at the top.", "Porto"),
    ("Group leaders Bayern Munich had won earlier in the evening.", "Bayern Munich"),
    ("They were drawn in the same group as Benfica.", "Benfica"),
    ("They still trail Atalanta by five points.", "Atalanta"),
    ("League leaders Liverpool are seven points away.", "Liverpool"),
]


@pytest.mark.parametrize(("sentence", "companion"), TABLE_COMPANIONS)
def test_a_club_named_as_a_companion_in_the_table_is_no_side(sentence, companion):
    text = ("Arsenal lost 1-0 away on Wednesday night, and police arrested four of their fans.\n\n"
            "The hosts scored from a corner.\n\nThe visiting end was full.\n\n"
            f"{sentence}")
    guess = guess_match(body=text, headline="", published=datetime.date(2023, 10, 5))
    assert guess.home.name == "Arsenal"
    assert guess.away is None, guess.away


def test_a_companion_in_the_table_who_is_also_the_opponent_stays_a_side():
    text = ("Arsenal beat Aston Villa 2-0 at the Emirates Stadium on Wednesday night, and police arrested "
            "four fans.\n\nArsenal are now two points clear of Aston Villa.")
    guess = guess_match(body=text, headline="", published=datetime.date(2023, 10, 5))
    assert (guess.home.name, guess.away.name) == ("Arsenal", "Aston Villa")
