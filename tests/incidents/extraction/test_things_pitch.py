"""Pitch invasions (``things.pitch``): people onto the pitch in many words ("poured onto the
field", "encroached on the playing area", "ran on", "vaulted the advertising hoardings and
ran towards ..."), but not the players, not an attempt that failed, not "the best lad on
the pitch", not a flooded pitch, not an offence's name.

No database: every test here runs in milliseconds.
"""

import pytest

from .cases import COUNTS_AND_THINGS, NUMERIC, case_ids, found, why

# (text, kinds looked at, exact claims)
PITCH = [
    (
        "Hundreds of Bristol Rovers fans poured onto the field at the final whistle.",
        ("pitch_invasion", "crowd"),
        [("crowd", "200", "incident"), ("pitch_invasion", "yes", "incident")],
    ),
    (
        "A supporter encroached on the playing area and confronted the goalkeeper.",
        ("pitch_invasion", "crowd"),
        [("pitch_invasion", "yes", "incident")],
    ),
    (
        "Around 40 youngsters streamed onto the Kenilworth Road pitch after the equaliser.",
        ("pitch_invasion", "crowd"),
        [("crowd", "40", "incident"), ("pitch_invasion", "yes", "incident")],
    ),
    (
        "Fans spill onto pitch as Chesterfield seal the title",
        ("pitch_invasion", "crowd"),
        [("pitch_invasion", "yes", "incident")],
    ),
    (
        "Dozens swarmed onto the pitch once the referee blew for time.",
        ("pitch_invasion", "crowd"),
        [("crowd", "24", "incident"), ("pitch_invasion", "yes", "incident")],
    ),
    (
        "When the winner went in, several supporters ran on and had to be led away.",
        ("pitch_invasion",),
        [("pitch_invasion", "yes", "incident")],
    ),
    (
        "No supporters got onto the pitch despite the late equaliser.",
        ("pitch_invasion",),
        [],
    ),
    (
        "The players ran onto the pitch to warm up at 2.15pm.",
        NUMERIC + ("pitch_invasion",),
        [],
    ),
]

# (text, kinds looked at, exact claims)
CASES = [
    # pitch invasions in other words
    (
        "Several Walsall supporters entered the playing area after the penalty shoot-out.",
        ("pitch_invasion",),
        [("pitch_invasion", "yes", "incident")],
    ),
    (
        "Derby County condemned the pitch incursion that delayed the restart.",
        ("pitch_invasion",),
        [("pitch_invasion", "yes", "incident")],
    ),
    (
        "A teenager vaulted the advertising hoardings and ran towards the Luton goalkeeper.",
        ("pitch_invasion",),
        [("pitch_invasion", "yes", "incident")],
    ),
    (
        "A Reading fan was convicted of running onto the pitch at the Madejski Stadium.",
        ("pitch_invasion",),
        [("pitch_invasion", "yes", "incident")],
    ),
]

# Nothing of these kinds.
NEGATIVES = [
    ("Their captain was the best lad on the pitch by a distance.",
     ("pitch_invasion",)),
    ("Fans climbed on the advertising boards to celebrate the winner with the players.",
     ("pitch_invasion",)),
]

# (text, exact claims of counts and things)
NEGATIVE_CASES = [
    # nobody on the pitch, a stopped attempt
    ("Nobody got onto the pitch, despite what the local radio said.", []),
    # a weather-flooded pitch is no invasion
    ("The game was called off because of a flooded pitch.", []),
]


@pytest.mark.parametrize("text, kinds, expected", PITCH + CASES, ids=case_ids(PITCH + CASES))
def test_pitch_invasions(text, kinds, expected):
    assert found(text, kinds) == sorted(expected), why(text)


@pytest.mark.parametrize("text, kinds", NEGATIVES, ids=case_ids(NEGATIVES))
def test_no_pitch_invasion(text, kinds):
    assert found(text, kinds) == []


@pytest.mark.parametrize(("text", "expected"), NEGATIVE_CASES, ids=case_ids(NEGATIVE_CASES))
def test_nobody_on_the_pitch(text, expected):
    assert found(text, COUNTS_AND_THINGS) == sorted(expected)
