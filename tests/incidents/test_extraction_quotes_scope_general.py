"""Quote speakers, venues and scope in phrasings the rules were not written on.

Every sentence here is invented (other clubs, people, forces, outlets and dates
than the seed and held-out reports).  Each case asserts the exact claims of the
kinds it is about: (kind, value, scope, scope_detail) for counts, venues and the
like, (speaker, role, value) for quotes.  No database needed.
"""

from __future__ import annotations

import pytest

from incidents.extraction import extract
from tests.incidents.extraction_cases import quotes


def claims(text: str, *kinds: str) -> list[tuple[str, str, str, str]]:
    return [(c.kind, c.value, c.scope, c.scope_detail) for c in extract(text) if c.kind in kinds]


# Two opening lines naming the match, so each report has its two clubs.
EVERTON = (
    "Everton lost 1-0 to Liverpool at Goodison Park on Sunday. "
    "Liverpool fans threw bottles and Everton fans threw coins.\n"
)
LEEDS = (
    "Leeds United drew 1-1 with Millwall at Elland Road on Saturday. "
    "Leeds United fans threw seats and Millwall fans set off smoke bombs.\n"
)
CELTIC = (
    "Celtic beat Aberdeen 4-0 at Celtic Park on Sunday. "
    "Celtic fans set off flares and Aberdeen fans threw coins. Twelve people were arrested.\n"
)

QUOTE_CASES = [
    # --- '"...," the club said': the club, not a force named after the club
    (
        "Hibernian beat Hearts 2-0 at Easter Road on Saturday. Hibernian fans let off flares.\n"
        "Police Scotland made six arrests.\n"
        '"We are appalled by what our supporters did to the visiting team\'s bus," the club said in a statement.',
        [("Hibernian", "club", "We are appalled by what our supporters did to the visiting team's bus")],
    ),
    # --- a club statement speaks of itself in the third person: the club it opens with
    (
        "Hibernian beat Hearts 2-0 at Easter Road on Saturday. Hibernian fans let off flares. "
        "Hearts supporters threw coins.\n"
        '"Hibernian condemn the scenes in the East Stand this afternoon without reservation," '
        "the club said in a statement, after Police Scotland confirmed six arrests.",
        [("Hibernian", "club", "Hibernian condemn the scenes in the East Stand this afternoon without reservation")],
    ),
    (
        LEEDS
        + '"We are deeply disappointed by what happened in the away end today," the club said, '
        "a day after West Yorkshire Police made eight arrests.",
        [("Millwall", "club", "We are deeply disappointed by what happened in the away end today")],
    ),
    # --- '"...," the force said': the force named last, not the club named after it
    (
        "Everton lost 1-0 to Liverpool at Goodison Park. Merseyside Police said nine people were arrested. "
        "Liverpool fans threw bottles and Everton fans threw coins.\n"
        '"We will not tolerate this behaviour and we will hunt down those responsible," the force said, '
        "after Everton had issued an appeal.",
        [("Merseyside Police", "police", "We will not tolerate this behaviour and we will hunt down those responsible")],
    ),
    # --- an unnamed fan described by a participle: "fan", not the club that names the fan
    (
        LEEDS
        + "One Millwall supporter caught in the crush told BBC Radio Leeds: "
        '"People were being pushed down the steps and nobody was helping them."',
        [("fan", "fan", "People were being pushed down the steps and nobody was helping them.")],
    ),
    (
        "Sunderland beat Newcastle United 3-1 at the Stadium of Light. Sunderland fans threw bottles.\n"
        'A home fan standing near the dugouts told the Echo: "I could not believe what I was seeing from the away end."',
        [("fan", "fan", "I could not believe what I was seeing from the away end.")],
    ),
    # --- negative: a named fan is that person, with the role fan
    (
        LEEDS + 'Leeds United fan Tom Barker, 34, said: "It was the worst I have seen at Elland Road in years."',
        [("Tom Barker", "fan", "It was the worst I have seen at Elland Road in years.")],
    ),
    # --- a lone word of a club named earlier: "United" after "Manchester United"
    (
        "Manchester City lost 2-1 to Manchester United at the Etihad Stadium. Manchester City fans threw coins.\n"
        'United told the club website they were "saddened by the behaviour of a handful of people in the away end" '
        "on Sunday.",
        [("Manchester United", "club", "saddened by the behaviour of a handful of people in the away end")],
    ),
    # --- negative: two quoted words are no quote claim, whoever said them
    (
        LEEDS + 'West Yorkshire Police said the behaviour was "totally unacceptable" and that they were reviewing footage.',
        [],
    ),
]


@pytest.mark.parametrize("text,expected", QUOTE_CASES)
def test_quote_speakers(text, expected):
    assert quotes(text) == expected


SCOPE_CASES = [
    # --- a match named by a club that is not one of the report's two: another match
    (
        CELTIC + "Three people were arrested after the Kilmarnock game on 14 September.",
        ("arrests",),
        [("arrests", "12", "incident", ""), ("arrests", "3", "other_match", "Kilmarnock")],
    ),
    (
        EVERTON + "Six people were arrested after the Brentford match last month.",
        ("arrests",),
        [("arrests", "6", "other_match", "Brentford")],
    ),
    # --- negative: named by one of the report's own clubs, it is this match
    (
        CELTIC + "Police said two fans were arrested at the Aberdeen game.",
        ("arrests",),
        [("arrests", "12", "incident", ""), ("arrests", "2", "incident", "")],
    ),
    (
        EVERTON + "Six people were arrested during the Liverpool game.",
        ("arrests",),
        [("arrests", "6", "incident", "")],
    ),
    # --- a later meeting of the two sides
    (
        CELTIC + "The teams meet again at Pittodrie on March 8.",
        ("venue",),
        [("venue", "Celtic Park", "incident", ""), ("venue", "Pittodrie", "other_match", "")],
    ),
    (
        EVERTON + "The sides play each other again at Anfield in the spring.",
        ("venue",),
        [("venue", "Goodison Park", "incident", ""), ("venue", "Anfield", "other_match", "")],
    ),
    (
        EVERTON + "Ten fans were arrested at the rematch.",
        ("arrests",),
        [("arrests", "10", "other_match", "")],
    ),
    (
        CELTIC + "Aberdeen will ask for extra stewards at the return fixture.",
        ("measure", "police"),
        [("measure", "increased security", "other_match", ""), ("police", "stewards", "other_match", "")],
    ),
    # --- a span of years or seasons: unknown
    (
        "Poland drew 1-1 with Wales in Warsaw. Poland fans set off flares and Wales fans threw bottles.\n"
        "It is the fourth time in three years that Wales have been fined by UEFA for crowd trouble.",
        ("sanction",),
        [("sanction", "fine", "unknown", "")],
    ),
    (
        EVERTON + "Police said 47 people have been arrested at derbies within the last five years.",
        ("arrests",),
        [("arrests", "47", "unknown", "")],
    ),
    (
        EVERTON + "Police said 38 people have been arrested at derbies over four seasons.",
        ("arrests",),
        [("arrests", "38", "unknown", "")],
    ),
    # --- negative: the same words with no span of years stay this match's
    (
        EVERTON + "Police said 21 people were arrested in two separate incidents.",
        ("arrests",),
        [("arrests", "21", "incident", "")],
    ),
    # --- earlier home games this season frame the clause after them
    (
        EVERTON + "Missiles had also been thrown at earlier home games this season, and 15 fans have been arrested.",
        ("arrests",),
        [("arrests", "15", "season", "")],
    ),
]


@pytest.mark.parametrize("text,kinds,expected", SCOPE_CASES)
def test_scope(text, kinds, expected):
    assert claims(text, *kinds) == expected


VENUE_CASES = [
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


@pytest.mark.parametrize("text,expected", VENUE_CASES)
def test_venues(text, expected):
    assert claims(text, "venue") == expected


def test_stand_is_the_detail_of_the_match_ground():
    text = "Hearts drew 0-0 with Hibernian at Tynecastle on Sunday.\nA flare landed in the Roseburn Stand."
    stands = [c for c in extract(text) if c.kind == "venue" and c.text == "Roseburn Stand"]
    assert [(c.value, c.detail, c.scope) for c in stands] == [("Tynecastle Park", "Roseburn Stand", "incident")]


def test_score_and_competition_beside_another_match():
    text = (
        "Motherwell beat Kilmarnock 2-1 in the Scottish Cup on Saturday. Motherwell fans threw coins.\n"
        "Kilmarnock fans were also arrested after the Hibernian game in the Scottish Premiership."
    )
    got = claims(text, "score", "competition")
    assert got == [
        ("score", "2-1", "incident", ""),
        ("competition", "Scottish Cup", "incident", ""),
        ("competition", "Scottish Premiership", "other_match", "Hibernian"),
    ]
