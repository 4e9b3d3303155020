"""Missiles and pyrotechnics (``things.missiles``).

A missile needs a throwing word, or hits or flies by itself ("COIN STRIKES KEEPER",
"bottles came over the fence", "a flare landed"); a pyrotechnic is let off, lit, fired
or stops play, and one only let off is no missile though something else was thrown.
A headline listing what happened ("Flares, coins and a boy on the pitch: ...") names
both.  Seats as a place, a late challenge, a rocket into the top corner, a flare
smuggled in are no things.  Each case states the exact claims of the kinds it looks at.

No database: every test here runs in milliseconds.
"""

import pytest

from .cases import COUNTS_AND_THINGS, NUMERIC, assert_exact, case_ids, found

# (text, kinds looked at, exact claims)
CASES = [
    # a missile with no throwing word, only a hit
    (
        "A Burnley steward needed stitches after being struck on the arm by a bottle near the Jimmy McIlroy Stand.",
        ("missiles",),
        [("missiles", "bottle", "incident")],
    ),
    (
        "The assistant referee was hit in the face by a lighter during the second half at Vale Park.",
        ("missiles",),
        [("missiles", "lighter", "incident")],
    ),
    (
        "COIN STRIKES KEEPER AS DERBY BOILS OVER",
        ("missiles",),
        [("missiles", "coin", "incident")],
    ),
    (
        "Moments later bottles came over the fence from the Shed End.",
        ("missiles",),
        [("missiles", "bottle", "incident")],
    ),
    (
        "Bottles and cans were flung towards the home dugout in stoppage time.",
        ("missiles",),
        [("missiles", "bottle", "incident")],
    ),
    (
        "The Stoke winger was struck on the head by a 10p piece as he took a throw-in.",
        ("missiles",),
        [("missiles", "coin", "incident")],
    ),
    (
        "A linesman at Oakwell was hit on the back by a full cup of lager.",
        ("missiles",),
        [("missiles", "cup", "incident")],
    ),
    # a pyrotechnic only let off is no missile, though something else was thrown
    (
        "Dozens of flares were set off in the Brentford end, while coins were hurled at the linesman.",
        ("missiles", "pyrotechnics"),
        [("missiles", "coin", "incident"), ("pyrotechnics", "flare", "incident")],
    ),
    (
        "Fulham fans let off smoke bombs and flares before kick-off and a lighter was thrown at the visiting keeper.",
        ("missiles", "pyrotechnics"),
        [("missiles", "lighter", "incident"), ("pyrotechnics", "flare", "incident"),
         ("pyrotechnics", "smoke bomb", "incident")],
    ),
    (
        "A flare was lit and thrown onto the pitch at Gigg Lane.",
        ("missiles", "pyrotechnics"),
        [("missiles", "flare", "incident"), ("pyrotechnics", "flare", "incident")],
    ),
    # pyrotechnics that stop play, that go off, or that a quotation points back to
    (
        "Smoke bombs delay Tyne-Wear derby kick-off",
        ("pyrotechnics",),
        [("pyrotechnics", "smoke bomb", "incident")],
    ),
    (
        "Play at Portman Road was halted for six minutes because of flares in the away end.",
        ("pyrotechnics",),
        [("pyrotechnics", "flare", "incident")],
    ),
    (
        "A firework had gone off behind the goal just before the equaliser.",
        ("pyrotechnics",),
        [("pyrotechnics", "firework", "incident")],
    ),
    (
        "The trouble with the smoke bombs spoiled what should have been a great night for the club.",
        ("pyrotechnics",),
        [("pyrotechnics", "smoke bomb", "incident")],
    ),
    # a headline listing what happened
    (
        "Flares, coins and a boy on the pitch: a night to forget at Sincil Bank",
        ("missiles", "pyrotechnics", "pitch_invasion"),
        [("missiles", "coin", "incident"), ("pitch_invasion", "yes", "incident"),
         ("pyrotechnics", "flare", "incident")],
    ),
]

# Nothing of these kinds.
NEGATIVES = [
    ("A smoke bomb was let off in the Stretford End before kick-off.",
     ("missiles",)),
    ("He was hit by a late challenge and had to be replaced before half-time.",
     ("missiles",)),
    ("The winger fired a rocket into the top corner to win it for Exeter.",
     ("missiles", "pyrotechnics")),
    ("A steward was hit with a fine of his own making, the fanzine joked, after the programme ran out.",
     ("missiles",)),
]

# (text, exact claims of counts and things)
THING_CASES = [
    ("A barrage of firecrackers landed near the Celtic goalkeeper.",
     [("missiles", "firework", "incident"), ("pyrotechnics", "firework", "incident")]),
    ("Home ultras attacked the coaches with stones and bottles.",
     [("missiles", "bottle", "incident"), ("missiles", "stone", "incident")]),
    ("BOTTLES FLY AND SUPPORTERS STORM PITCH IN CUP SHOCK",
     [("missiles", "bottle", "incident"), ("pitch_invasion", "yes", "incident")]),
    ("Lens 1-1 Lille: flares, a pitch invader and nine arrests at Bollaert - live",
     [("arrests", "9", "incident"), ("pitch_invasion", "yes", "incident"), ("pyrotechnics", "flare", "incident")]),
    ("One of the visitors chucked a flare back into the home end.",
     [("missiles", "flare", "incident"), ("pyrotechnics", "flare", "incident")]),
]

# (text, exact claims of counts and things)
NEGATIVE_CASES = [
    # seats as a place, not a missile
    ("A lad three seats along from me was hit by a lighter.", [("missiles", "lighter", "incident")]),
    # a flare smuggled in is no pyrotechnic let off
    ("The club is unhappy that a flare was smuggled into the East Stand.", []),
    # what happened with the pyrotechnics: restated, not thrown
    ("What happened with the flares and the coins was unacceptable.",
     [("missiles", "coin", "incident"), ("pyrotechnics", "flare", "incident")]),
]

# (text, kinds looked at, exact claims; scope EARLIER: other_match or unknown)
THINGS = [
    # vague quantity words before the missile
    ("SCORES of coins were hurled at the linesman.", ("missiles",), [("missiles", "coin", "incident")]),
    (
        "DOZENS of pyros were launched from the away end.",
        ("missiles", "pyrotechnics"),
        [("missiles", "flare", "incident"), ("pyrotechnics", "flare", "incident")],
    ),
    (
        "Hundreds of flares were thrown onto the running track.",
        ("missiles", "pyrotechnics") + NUMERIC,
        [("missiles", "flare", "incident"), ("pyrotechnics", "flare", "incident")],
    ),
    # a pyrotechnic that lands among people or on the pitch
    (
        "A flare landed on the edge of the six-yard box.",
        ("missiles", "pyrotechnics"),
        [("missiles", "flare", "incident"), ("pyrotechnics", "flare", "incident")],
    ),
    (
        "Their keeper had a smoke bomb land right beside him.",
        ("missiles", "pyrotechnics"),
        [("missiles", "smoke bomb", "incident"), ("pyrotechnics", "smoke bomb", "incident")],
    ),
    (
        "A firework landed among home fans in the lower tier.",
        ("missiles", "pyrotechnics"),
        [("missiles", "firework", "incident"), ("pyrotechnics", "firework", "incident")],
    ),
    # attacked with objects: missiles
    (
        "A mob of around 200 people attacked the police lines with bottles and coins.",
        ("missiles",),
        [("missiles", "bottle", "incident"), ("missiles", "coin", "incident")],
    ),
]


@pytest.mark.parametrize("text, kinds, expected", CASES, ids=case_ids(CASES))
def test_missiles_and_pyrotechnics_in_other_words(text, kinds, expected):
    assert found(text, kinds) == sorted(expected)


@pytest.mark.parametrize("text, kinds", NEGATIVES, ids=case_ids(NEGATIVES))
def test_no_missile(text, kinds):
    assert found(text, kinds) == []


@pytest.mark.parametrize(("text", "expected"), [*THING_CASES, *NEGATIVE_CASES],
                         ids=case_ids([*THING_CASES, *NEGATIVE_CASES]))
def test_counts_and_things(text, expected):
    assert found(text, COUNTS_AND_THINGS) == sorted(expected)


@pytest.mark.parametrize(("text", "kinds", "expected"), THINGS, ids=case_ids(THINGS))
def test_missiles_in_new_phrasings(text, kinds, expected):
    assert_exact(text, kinds, expected)


def test_headline_list_needs_things():
    """A headline before a colon that lists no incidents gives no missiles."""
    text = "Goals, drama and a late winner: the night Oxford beat Swindon"
    assert found(text, ("missiles", "pyrotechnics", "pitch_invasion")) == []
