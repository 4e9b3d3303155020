"""Competitions (``competitions``): canonical names and rounds; a competition named as its
running body ("Ligue 1's disciplinary committee") is none.

No database: every test here runs in milliseconds.
"""

import pytest

from .cases import LYON, VILLA, case_ids, claims, claims_of

COMPETITION_CASES = [
    # --- a competition named as its running body ("X's disciplinary panel") is no competition claim
    (
        LYON + "Ligue 1's disciplinary committee will meet on Thursday to look at the flares.",
        [],
    ),
    (
        VILLA + "The Premier League's chief executive called both clubs on Monday about the Premier League match.",
        [("competition", "Premier League", "incident")],
    ),
    (
        "Borussia Dortmund beat Schalke 04 3-0 in the Bundesliga on Saturday, and the Bundesliga's officials "
        "said Schalke 04 fans had thrown flares.",
        [("competition", "Bundesliga", "incident")],
    ),
]


def test_competition_canonical_name_and_round():
    for text in ("the Carabao Cup fourth round", "in the League Cup fourth round", "the Carling Cup fourth round"):
        (claim,) = claims_of(f"The trouble came during {text} tie.", "competition")
        assert claim.value == claims_of("The EFL Cup tie.", "competition")[0].value
    (claim,) = claims_of("They reached the quarter-finals of the Champions League.", "competition")
    assert "quarter" in claim.detail.lower()


@pytest.mark.parametrize(("text", "expected"), COMPETITION_CASES, ids=case_ids(COMPETITION_CASES))
def test_competitions(text, expected):
    assert claims(text, "competition") == expected
