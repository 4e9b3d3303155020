"""Sanctions and lifetime bans (``things.sanctions``).

Charges ("formally charged by the FA", "disciplinary proceedings have been opened"),
fines ("a hefty fine", "a 40,000-euro fine"), points deductions, stadium closures,
warnings; a person charged with or fined for a crime is no sanction, and neither is one
denied, escaped or only threatened.  Lifetime bans in other words ("barred from Oakwell
for life", "would never again be admitted"), a pledge in reported speech included, a
hypothesis not.

No database: every test here runs in milliseconds.
"""

import pytest

from incidents.extraction import extract

from .cases import COUNTS_AND_THINGS, NUMERIC, assert_vocabulary, case_ids, found, why

LIFE = ("bans",)

CASES = [
    # sanctions
    ("Swindon have been formally charged by the FA.", [("sanction", "charge", "incident")]),
    ("Mansfield charged with failing to ensure their supporters conducted themselves properly.",
     [("sanction", "charge", "incident")]),
    ("The club accepted a misconduct charge on Monday.", [("sanction", "charge", "incident")]),
    ("Feyenoord were handed a hefty fine by the KNVB.", [("sanction", "fine", "incident")]),
    ("The federation imposed a 40,000-euro fine on Standard.", [("sanction", "fine", "incident")]),
    ("Bury were stripped of six points by the league.", [("sanction", "points deduction", "incident")]),
    ("The federation ordered a partial closure of the Stade Bollaert.", [("sanction", "stadium closure", "incident")]),
    ("The north stand will be closed for two matches, the federation ruled.", [("sanction", "stadium closure", "incident")]),
    ("Gillingham were given a formal warning by the FA over the behaviour of their fans.",
     [("sanction", "warning", "incident")]),
    # negatives
    ("Walsall could face a fine of up to £25,000.", []),
    ("Oxford were not fined after the hearing.", []),
    ("Lincoln escaped a points deduction.", []),
    ("Exeter are set to be hit with a heavy fine.", []),
    ("A 27-year-old man was handed a £400 fine by magistrates in Preston.", []),
    ("Fans were warned about fake tickets on social media.", []),
    ("Crawley face sanctions from the league.", []),
    ("Police warned fans to arrive early.", []),
]

# (text, kinds looked at, exact claims)
IN_OTHER_WORDS = [
    # lifetime bans in other words
    (
        "Barnsley said anyone identified would be barred from Oakwell for life.",
        LIFE,
        [("bans", "lifetime", "incident")],
    ),
    (
        "The culprits will be excluded from all Plymouth Argyle matches for life, the club confirmed.",
        LIFE,
        [("bans", "lifetime", "incident")],
    ),
    # sanctions in other words
    (
        "The FA confirmed that disciplinary proceedings have been opened against both clubs.",
        ("sanction",),
        [("sanction", "charge", "incident")],
    ),
    (
        "The Belgian federation has fined Standard Liege and ordered one stand to be closed for two matches.",
        ("sanction",),
        [("sanction", "fine", "incident"), ("sanction", "stadium closure", "incident")],
    ),
    (
        "Lazio have been charged by UEFA over the lighting of flares.",
        ("sanction", "pyrotechnics", "missiles"),
        [("sanction", "charge", "incident")],
    ),
]

# Nothing of these kinds: court fines, hypotheses.
NEGATIVES = [
    ("The 24-year-old was fined £400 by magistrates and banned from football for three years.",
     ("sanction",)),
    ("Two supporters, aged 20 and 33, were each fined 800 euros at the district court.",
     ("sanction",)),
    ("Anyone found guilty could be banned for life, the club warned.",
     LIFE),
]

# (text, exact claims of counts and things)
THING_CASES = [
    ("The federation ordered the club to play its next three home games behind closed doors.",
     [("sanction", "stadium closure", "incident")]),
    ("The disciplinary judge closed the Curva Sud for two matches.", [("sanction", "stadium closure", "incident")]),
    ("FIFA charges both federations", [("sanction", "charge", "incident")]),
    ("Anyone responsible, the club said, would never again be admitted to its ground.",
     [("bans", "lifetime", "incident")]),
]

# (text, kinds looked at, exact claims)
SPURIOUS = [
    (
        "Feyenoord were fined 45,000 euros by UEFA over the flares.",
        ("sanction", "competition"),
        [("sanction", "fine", "incident")],
    ),
    (
        "A 22-year-old man has been charged with affray, police said.",
        ("sanction",) + NUMERIC,
        [],
    ),
    (
        "Two men were charged with assaulting an emergency worker and a third with criminal damage.",
        ("sanction",),
        [],
    ),
    (
        "Leyton Orient have been charged by the FA with failing to control their supporters.",
        ("sanction",),
        [("sanction", "charge", "incident")],
    ),
    (
        "The club was fined £8,000 for pyrotechnics at an earlier home game.",
        ("sanction", "pyrotechnics"),
        [("sanction", "fine", "incident")],
    ),
]


@pytest.mark.parametrize(("text", "expected"), CASES, ids=case_ids(CASES))
def test_sanctions_vocabulary(text, expected):
    assert_vocabulary(text, expected)


@pytest.mark.parametrize("text, kinds, expected", [*IN_OTHER_WORDS, *SPURIOUS],
                         ids=case_ids([*IN_OTHER_WORDS, *SPURIOUS]))
def test_sanctions_and_life_bans(text, kinds, expected):
    assert found(text, kinds) == sorted(expected), why(text)


@pytest.mark.parametrize("text, kinds", NEGATIVES, ids=case_ids(NEGATIVES))
def test_no_sanction(text, kinds):
    assert found(text, kinds) == []


@pytest.mark.parametrize(("text", "expected"), THING_CASES, ids=case_ids(THING_CASES))
def test_closures_charges_and_life_bans(text, expected):
    assert found(text, COUNTS_AND_THINGS) == sorted(expected)


def test_pledge_in_reported_speech_is_a_life_ban():
    text = "Port Vale confirmed that the man would be banned from Vale Park for life."
    assert found(text, LIFE) == [("bans", "lifetime", "incident")]


@pytest.mark.parametrize("text", [
    "UEFA has opened disciplinary proceedings against both clubs.",
    "UEFA said it had opened disciplinary proceedings against Galatasaray.",
    "The FA has opened disciplinary proceedings against Millwall over the scenes.",
])
def test_disciplinary_proceedings_are_a_charge(text):
    assert ("sanction", "charge") in [(c.kind, c.value) for c in extract(text)]
