"""Venues (``venues``): grounds by their canonical names, a stand of the match's ground as
its detail; a ground naming a club or its officials is none, "the former X" is X unless
the sentence is about a move, stands in other languages and numbered gate stands are the
ground's.

No database: every test here runs in milliseconds.
"""

import pytest

from incidents.extraction import extract

from .cases import EVERTON, case_ids, claims, claims_of, scoped_claims

VENUE_CASES = [
    # --- "the former X" naming a ground by its old name is that ground
    (
        "Juventus beat Torino 2-0 at the former Juventus Stadium on Saturday, where Torino fans threw flares.",
        [("venue", "Allianz Stadium", "incident")],
    ),
    # --- ... but not in a sentence about a move between grounds
    (
        "West Ham United fans threw coins at Tottenham Hotspur fans.\nThe club's move from Upton Park to "
        "the former Olympic Stadium was blamed for the trouble by Tottenham Hotspur.",
        [],
    ),
    # --- stands named in other languages, and a numbered gate stand, are the ground's
    (
        "Juventus beat Torino 2-0 at the Allianz Stadium on Saturday. Torino fans threw flares.\n"
        "Juventus supporters in the Curva Sud threw bottles at the Torino end.",
        [("venue", "Allianz Stadium", "incident"), ("venue", "Allianz Stadium", "incident")],
    ),
    (
        "Lyon beat Paris Saint-Germain 2-1 at the Parc des Princes on Sunday.\nParis Saint-Germain fans "
        "in the Tribune Auteuil set off flares, and Lyon fans threw seats.",
        [("venue", "Parc des Princes", "incident"), ("venue", "Parc des Princes", "incident")],
    ),
    (
        "Feyenoord beat PSV 1-0 at De Kuip on Sunday. PSV fans threw coins.\n"
        "Flares were lit in the Gate 3 stand, and later riot police moved into Gate 3.\n"
        "Feyenoord fans also threw bottles into Gate 3.",
        [("venue", "De Kuip", "incident"), ("venue", "De Kuip", "incident"), ("venue", "De Kuip", "incident")],
    ),
    # --- a bare gate never called a stand is an entrance: no venue claim
    (
        "Feyenoord beat PSV 1-0 at De Kuip on Sunday. PSV fans threw coins.\n"
        "Police dispersed a group of 40 PSV supporters outside Gate 9 before kick-off.",
        [("venue", "De Kuip", "incident")],
    ),
    # --- one club named in a headline, both in the lede: the lede's opponent is no other match
    (
        "Three Feyenoord fans fined over derby flares\n\nBy a Court Reporter\n\n"
        "ROTTERDAM - Three Feyenoord supporters were fined by a court on Monday for the disorder at the "
        "derby against Ajax at De Kuip on 9 March.",
        [("venue", "De Kuip", "incident")],
    ),
]

MORE_VENUE_CASES = [
    # --- a ground naming the club, its board or its officials is no venue claim
    (
        EVERTON + "The Goodison club said it would help the police.",
        [("venue", "Goodison Park", "incident", "")],
    ),
    (
        EVERTON + "Anfield chiefs said they would help the police.",
        [("venue", "Goodison Park", "incident", "")],
    ),
    (
        EVERTON + "Anfield officials said they would help the police.",
        [("venue", "Goodison Park", "incident", "")],
    ),
    # --- negative: the same ground as a place is a venue claim
    (
        EVERTON + "The club said it had helped the police at Anfield before.",
        [("venue", "Goodison Park", "incident", ""), ("venue", "Anfield", "incident", "")],
    ),
    # --- a ground in a headline in capitals
    (
        "DERBY DISGRACE AT TYNECASTLE: FANS FIGHT ON CONCOURSE\n"
        "Hearts drew 0-0 with Hibernian on Sunday. Hearts fans threw coins and Hibernian fans threw bottles.",
        [("venue", "Tynecastle Park", "incident", "")],
    ),
    # --- a stand of the match's ground: one venue claim of that ground
    (
        "Hearts drew 0-0 with Hibernian at Tynecastle on Sunday. Hearts fans threw coins.\n"
        "Two seats were ripped out in the Roseburn Stand.",
        [("venue", "Tynecastle Park", "incident", ""), ("venue", "Tynecastle Park", "incident", "")],
    ),
]


def test_venue_and_part():
    (claim,) = claims_of("Seats were thrown in the Stretford End at Old Trafford.", "venue")
    assert claim.value == "Old Trafford"
    assert [c.value for c in claims_of("Trouble broke out at Anfield.", "venue")]
    assert claims_of("The stadium operator London Stadium 185 apologised.", "venue") == []


@pytest.mark.parametrize(("text", "expected"), VENUE_CASES, ids=case_ids(VENUE_CASES))
def test_venues(text, expected):
    assert claims(text, "venue") == expected


@pytest.mark.parametrize("text,expected", MORE_VENUE_CASES)
def test_grounds_naming_clubs_and_stands(text, expected):
    assert scoped_claims(text, "venue") == expected


def test_stand_is_the_detail_of_the_match_ground():
    text = "Hearts drew 0-0 with Hibernian at Tynecastle on Sunday.\nA flare landed in the Roseburn Stand."
    stands = [c for c in extract(text) if c.kind == "venue" and c.text == "Roseburn Stand"]
    assert [(c.value, c.detail, c.scope) for c in stands] == [("Tynecastle Park", "Roseburn Stand", "incident")]
