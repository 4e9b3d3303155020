"""Counts of 0 (``counts.zero`` and the quantities "nobody", "none of"): "was not hurt",
"wasn't hurt", "Nobody in the family enclosure was hurt", "None of the stewards on
duty was hurt".  Each case states the exact counts.

No database: every test here runs in milliseconds.
"""

import pytest

from .cases import NUMERIC, case_ids, found, why

# (text, kinds looked at, exact claims)
NOBODY_HURT = [
    (
        "Nobody in the away end was seriously hurt, the club said.",
        NUMERIC,
        [("injuries", "0", "incident")],
    ),
]

# (text, exact counts)
NOT_HURT = [
    ("The linesman was not hurt.", [("injuries", "0", "incident")]),
    ("He wasn't hurt and the game went on.", [("injuries", "0", "incident")]),
    ("Nobody in the family enclosure was hurt.", [("injuries", "0", "incident")]),
    ("None of the stewards on duty was hurt.", [("injuries", "0", "incident")]),
]


@pytest.mark.parametrize("text, kinds, expected", NOBODY_HURT, ids=case_ids(NOBODY_HURT))
def test_nobody_hurt(text, kinds, expected):
    assert found(text, kinds) == sorted(expected), why(text)


@pytest.mark.parametrize("text, expected", NOT_HURT, ids=case_ids(NOT_HURT))
def test_not_hurt(text, expected):
    assert found(text) == sorted(expected), why(text)
