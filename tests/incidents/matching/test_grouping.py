"""Whether two guesses are the same match (no database)."""

import datetime

from incidents.matching import MatchGuess, same_match
from incidents.reference import club_by_slug, competition_by_slug

D = datetime.date


def make_guess(home, away, competition=None, match_date=None, published=None):
    return MatchGuess(
        home=club_by_slug(home), away=club_by_slug(away),
        competition=competition_by_slug(competition) if competition else None,
        round="", match_date=match_date, date_reason="", ground=None, ground_part="", city="", country="",
        published=published,
    )


def test_same_match():
    cup = make_guess("west-ham-united", "chelsea", "efl-cup", D(2016, 10, 26))
    assert same_match(cup, make_guess("chelsea", "west-ham-united", "efl-cup", D(2016, 10, 26)))
    assert same_match(cup, make_guess("chelsea", "west-ham-united", None, None, published=D(2016, 10, 28)))
    assert not same_match(cup, make_guess("west-ham-united", "chelsea", "efl-cup", D(2019, 10, 30)))
    assert not same_match(cup, make_guess("west-ham-united", "chelsea", "premier-league", D(2016, 10, 26)))
    assert not same_match(cup, make_guess("west-ham-united", "arsenal", "efl-cup", D(2016, 10, 26)))
    assert not same_match(cup, make_guess("west-ham-united", "chelsea", "efl-cup", None, published=D(2017, 3, 6)))
    assert not same_match(make_guess("west-ham-united", "chelsea"), make_guess("west-ham-united", "chelsea"))
