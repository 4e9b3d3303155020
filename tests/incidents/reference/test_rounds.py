"""Round phrases and stepping back a round (no database)."""

import pytest

from incidents.reference import competition_by_slug, find_competitions, find_rounds, parse_round, previous_round


@pytest.mark.parametrize(
    ("phrase", "display"),
    [
        ("the fourth round", "Fourth round"),
        ("a fourth-round tie", "Fourth round"),
        ("the round of 16", "Round of 16"),
        ("the last 16", "Round of 16"),
        ("the quarter-finals", "Quarter-final"),
        ("the semi-final", "Semi-final"),
        ("the FA Cup final at Wembley", "Final"),
        ("the group stage", "Group stage"),
        ("their third round replay", "Third round replay"),
        ("the first leg of", ""),
        ("the semi-final first leg", "Semi-final first leg"),
        ("before the final whistle", ""),
        ("the final ten minutes", ""),
    ],
)
def test_rounds(phrase, display):
    assert parse_round(phrase) == display


def test_round_attached_to_competition_and_stepping_back():
    [mention] = find_competitions("to progress to the fifth round of the EFL Cup")
    assert mention.round == "Fifth round"
    efl = competition_by_slug("efl-cup")
    assert previous_round(efl, "Fifth round") == "Fourth round"
    assert previous_round(efl, "Quarter-final") == "Fourth round"
    assert previous_round(competition_by_slug("fa-cup"), "Quarter-final") == "Fifth round"
    assert find_rounds("the final whistle") == []
