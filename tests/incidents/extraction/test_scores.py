"""Scores (``scores``): the result of the match, not a score during it ("were leading 1-0",
"2-0 up at the break", "a 1-0 lead", a live blog's "GOAL!" and "Half-time" lines).

No database: every test here runs in milliseconds.
"""

import pytest

from .cases import case_ids, claims

SCORE_CASES = [
    # --- a score during the match is no result; the final one is
    (
        "Hearts were leading 1-0 when the flares were thrown, but Hibernian went on to win 2-1 "
        "against Hearts at Easter Road.",
        [("score", "2-1", "incident")],
    ),
    (
        "Birmingham City were 2-0 up at the break, but Aston Villa drew 2-2 with Birmingham City "
        "at Villa Park.",
        [("score", "2-2", "incident")],
    ),
    (
        "Hibernian took a 1-0 lead into the interval against Hearts before the smoke bombs landed.",
        [],
    ),
    # --- a live blog: headings and "GOAL!" mark interim scores; the full-time line is the result
    (
        "Leeds United 3-1 Millwall: smoke bombs and six arrests at Elland Road\n\n"
        "19 min\nGOAL! Leeds United 1-0 Millwall. A header from a corner.\n\n"
        "Half-time\nLeeds United 1-1 Millwall. Stewards are in the away end.\n\n"
        "Full-time\nLeeds United 3-1 Millwall. West Yorkshire Police say six people were arrested.",
        [("score", "3-1", "incident"), ("score", "3-1", "incident")],
    ),
    # --- the words after the score decide first: a win, not a lead
    (
        "A 90th-minute goal gave Aston Villa a 2-1 win over Birmingham City.",
        [("score", "2-1", "incident")],
    ),
]


@pytest.mark.parametrize(("text", "expected"), SCORE_CASES, ids=case_ids(SCORE_CASES))
def test_interim_scores_are_no_result(text, expected):
    assert claims(text, "score") == expected
