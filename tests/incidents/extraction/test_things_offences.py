"""Offences named and the law stated are no things (``things.offences``).

"one for possession of a flare and two for throwing coins", "fined for the use of
pyrotechnics", "charges for lighting fireworks, a pitch invasion and throwing objects",
"arrested for pyrotechnic offences" name an offence or what a club is punished for;
"Throwing objects ... is a criminal offence", "Pyrotechnics are dangerous and illegal",
"can lead to a banning order" state the law.  A fact in the same sentence as the word
"illegal" is still a fact.

No database: every test here runs in milliseconds.
"""

import pytest

from .cases import COUNTS_AND_THINGS, NUMERIC, assert_exact, case_ids, found

# Nothing of these kinds.
NEGATIVES = [
    ("Three men were arrested, one for possession of a flare and two for throwing coins.",
     ("missiles", "pyrotechnics")),
    ("Police made two arrests, one for pitch incursion and one for a public order offence.",
     ("pitch_invasion",)),
    ("Blackpool were fined last season for the use of pyrotechnics, but the club has since tightened searches.",
     ("pyrotechnics", "missiles")),
    ("Pyrotechnics are dangerous and illegal inside football grounds.",
     ("pyrotechnics",)),
]

# (text, exact claims of counts and things)
NEGATIVE_CASES = [
    ("Rangers face charges for lighting fireworks, a pitch invasion and throwing objects.",
     [("sanction", "charge", "incident")]),
]

# (text, kinds looked at, exact claims; scope EARLIER: other_match or unknown)
THINGS = [
    # general statements are not claims about the match
    (
        "Throwing objects inside a football ground is a criminal offence.",
        ("missiles",),
        [],
    ),
    (
        "Setting off flares at a match is illegal and dangerous.",
        ("pyrotechnics", "missiles"),
        [],
    ),
    (
        "Fans are reminded that throwing coins can lead to a banning order.",
        ("missiles", "bans"),
        [],
    ),
    (
        "Lighting a smoke bomb in a stadium is an offence under the law.",
        ("pyrotechnics",),
        [],
    ),
    (
        "It is a criminal offence to throw missiles at a football match.",
        ("missiles",),
        [],
    ),
    (
        "Fireworks are illegal inside the ground and have no place in football.",
        ("pyrotechnics", "missiles"),
        [],
    ),
    # a fact in the same sentence as the word "illegal" is still a fact
    (
        "Police said the behaviour was illegal and 12 men were arrested.",
        NUMERIC,
        [("arrests", "12", "incident")],
    ),
    (
        "Flares were thrown onto the pitch, which is illegal, and four fans were ejected.",
        ("pyrotechnics", "missiles") + NUMERIC,
        [("pyrotechnics", "flare", "incident"), ("missiles", "flare", "incident"), ("dispersal", "4", "incident")],
    ),
    # offence names in an arrest breakdown are not pyrotechnics
    (
        "Police Scotland said four fans were arrested for pyrotechnic offences.",
        ("pyrotechnics", "arrests"),
        [("arrests", "4", "incident")],
    ),
]


@pytest.mark.parametrize("text, kinds", NEGATIVES, ids=case_ids(NEGATIVES))
def test_offences_are_no_things(text, kinds):
    assert found(text, kinds) == []


@pytest.mark.parametrize(("text", "expected"), NEGATIVE_CASES, ids=case_ids(NEGATIVE_CASES))
def test_a_charge_list_names_offences(text, expected):
    assert found(text, COUNTS_AND_THINGS) == sorted(expected)


@pytest.mark.parametrize(("text", "kinds", "expected"), THINGS, ids=case_ids(THINGS))
def test_the_law_stated_is_no_claim(text, kinds, expected):
    assert_exact(text, kinds, expected)
