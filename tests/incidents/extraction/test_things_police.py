"""The police response and the measures taken (``things.police``).

Stewards deployed, but a steward hit or hurt is an injury; police dogs, but not hot dogs.
Measures in the vocabulary of UK, European and agency reporting: bars closed, booze-free,
tighter security, searches, a ring of steel, empty seats separating fans, allocations
halved or withdrawn, members-only tickets, dispersal notices.  Negatives: a bar raised,
an allocation sold out, empty rows filled up.

No database: every test here runs in milliseconds.
"""

import pytest

from .cases import COUNTS_AND_THINGS, assert_exact, assert_vocabulary, case_ids, found

CASES = [
    # measures: alcohol
    ("Bars inside Ashton Gate will be closed for the West Country derby on police advice.",
     [("measure", "alcohol ban", "incident")]),
    ("Stewards closed the concourse bars at half-time.", [("measure", "alcohol ban", "incident"), ("police", "stewards", "incident")]),
    ("Kiosks at Fratton Park will not be serving alcohol on Saturday.", [("measure", "alcohol ban", "incident")]),
    ("It was a booze-free afternoon at Brunton Park by order of the council.", [("measure", "alcohol ban", "incident")]),
    ("Restrictions on the sale of alcohol were imposed around the ground.", [("measure", "alcohol ban", "incident")]),
    # measures: security
    ("Tighter security was in place at Vale Park on Saturday.", [("measure", "increased security", "incident")]),
    ("Steward numbers were doubled for the visit of Bradford.", [("measure", "increased security", "incident"), ("police", "stewards", "incident")]),
    ("More officers were drafted in from neighbouring forces for the tie.", [("measure", "increased security", "incident")]),
    ("Police reinforcements were bussed in from Leeds before kick-off.", [("measure", "increased security", "incident")]),
    ("A ring of steel surrounded the stadium on derby day.", [("measure", "increased security", "incident")]),
    ("Fans passed through metal detectors at every turnstile.", [("measure", "increased security", "incident")]),
    # measures: segregation
    ("Two blocks of empty seats separating the two sets of fans did little to stop the abuse.",
     [("measure", "segregation", "incident")]),
    ("Rival supporters were kept apart by a line of officers on Gwladys Street.", [("measure", "segregation", "incident")]),
    ("Rows were left empty between the home and away sections.", [("measure", "segregation", "incident")]),
    # measures: tickets
    ("Shrewsbury's away allocation was halved for the return meeting.", [("measure", "ticket restrictions", "other_match")]),
    ("The club withdrew the visitors' allocation after the trouble.", [("measure", "ticket restrictions", "incident")]),
    ("Tickets for the derby will be members-only.", [("measure", "ticket restrictions", "incident")]),
    ("Visiting supporters have been barred from the fixture by the safety advisory group.",
     [("measure", "ticket restrictions", "incident")]),
    ("Sales were restricted to season-ticket holders for the cup replay.", [("measure", "ticket restrictions", "incident")]),
    ("Police issued a section 35 dispersal notice covering the town centre.", [("measure", "dispersal order", "incident")]),
    # negatives
    ("The bar was raised by the home side in the second half.", []),
    ("The allocation sold out within an hour.", []),
    ("The empty rows between the two ends filled up later.", []),
    ("Members of the supporters' trust met the chairman.", []),
    ("Tickets are on general sale from Monday.", []),
]

# (text, kinds looked at, exact claims)
MEASURES = [
    # alcohol bans and searches
    (
        "Beer was withdrawn from sale at the kiosks in the away concourse at half-time.",
        ("measure",),
        [("measure", "alcohol ban", "incident")],
    ),
    (
        "Alcohol sales were suspended inside the ground for the Bristol derby.",
        ("measure",),
        [("measure", "alcohol ban", "incident")],
    ),
    (
        "There was no beer on sale anywhere in the stadium on Tuesday night.",
        ("measure",),
        [("measure", "alcohol ban", "incident")],
    ),
    (
        "Supporters were thoroughly searched at the turnstiles before the Tees-Wear derby.",
        ("measure",),
        [("measure", "increased security", "incident")],
    ),
    (
        "Away supporters have not been permitted at the fixture since 2012.",
        ("measure",),
        [("measure", "ticket restrictions", "unknown")],
    ),
]

# (text, exact claims of counts and things)
THING_CASES = [
    ("Police ran a booze ban around the ground from noon.", [("measure", "alcohol ban", "incident")]),
    ("The club stopped its kiosks from selling beer and employed more stewards than usual.",
     [("measure", "alcohol ban", "incident"), ("measure", "increased security", "incident"),
      ("police", "stewards", "incident")]),
    ("The visitors' allocation had been cut to 900.", [("measure", "ticket restrictions", "incident")]),
    ("A dispersal order was in force across the city centre.", [("measure", "dispersal order", "incident")]),
]

# (text, exact claims of counts and things)
NEGATIVE_CASES = [
    # a hit steward is hurt, not deployed
    ("A thrown plastic cup hit a female steward on the arm.",
     [("injuries", "1", "incident"), ("missiles", "cup", "incident")]),
    ("A punch thrown in the concourse hit a steward in the face.", [("injuries", "1", "incident")]),
    ("He was convicted of assaulting a steward in the concourse.", []),
    # a hot dog stand, not police dogs
    ("Police said the hot dogs sold out by half-time.", []),
]

# (text, kinds looked at, exact claims; scope EARLIER: other_match or unknown)
THINGS = [
    # an injured steward is an injury, not a stewarding deployment
    (
        "One steward was taken to hospital with a head wound.",
        ("injuries", "police"),
        [("injuries", "1", "incident")],
    ),
    (
        "A steward needed stitches after being hit by a coin.",
        ("injuries", "police", "missiles"),
        [("injuries", "1", "incident"), ("missiles", "coin", "incident")],
    ),
    (
        "Two stewards were treated for minor injuries.",
        ("injuries", "police"),
        [("injuries", "2", "incident")],
    ),
    (
        "Stewards formed a line in front of the away end.",
        ("police",),
        [("police", "stewards", "incident")],
    ),
    (
        "Alcohol was not on sale inside the stadium.",
        ("measure",),
        [("measure", "alcohol ban", "incident")],
    ),
]


@pytest.mark.parametrize(("text", "expected"), CASES, ids=case_ids(CASES))
def test_measures_vocabulary(text, expected):
    assert_vocabulary(text, expected)


@pytest.mark.parametrize("text, kinds, expected", MEASURES, ids=case_ids(MEASURES))
def test_measures_in_other_words(text, kinds, expected):
    assert found(text, kinds) == sorted(expected)


@pytest.mark.parametrize(("text", "expected"), [*THING_CASES, *NEGATIVE_CASES],
                         ids=case_ids([*THING_CASES, *NEGATIVE_CASES]))
def test_counts_and_things(text, expected):
    assert found(text, COUNTS_AND_THINGS) == sorted(expected)


@pytest.mark.parametrize(("text", "kinds", "expected"), THINGS, ids=case_ids(THINGS))
def test_stewards_and_alcohol_in_new_phrasings(text, kinds, expected):
    assert_exact(text, kinds, expected)
