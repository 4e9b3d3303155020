"""One person hurt, killed or banned, with no number word (``counts.single``).

"Referee X was taken to hospital", "The victim, named as X, was pronounced dead", the
headline "Supporter dies ...", "a bottle struck linesman X, who was treated for a cut",
"...; she was taken to hospital", "My brother ... needed six stitches", a ground ban
"handed him": a count of 1, unless the sentence counts that kind already or reads as
a sports injury or a figure of speech.  Each case states the exact counts.

No database: every test here runs in milliseconds.
"""

import pytest

from .cases import NUMERIC, case_ids, counted, found, why

# (text, kinds looked at, exact claims)
HURT = [
    (
        "Goalkeeper Tom Ashby needed six stitches in a head wound at the interval.",
        NUMERIC,
        [("injuries", "1", "incident")],
    ),
    (
        "Referee Paul Whitby was taken to hospital as a precaution.",
        NUMERIC,
        [("injuries", "1", "incident")],
    ),
    (
        "The teenager was treated by paramedics behind the goal.",
        NUMERIC,
        [("injuries", "1", "incident")],
    ),
    (
        "Dean Holloway, 52, remained in hospital overnight.",
        NUMERIC,
        [("injuries", "1", "incident")],
    ),
    (
        "One ball boy had a gash on his arm.",
        NUMERIC,
        [("injuries", "1", "incident")],
    ),
    (
        "The linesman slumped to the ground holding his head and received treatment from both physios.",
        NUMERIC,
        [("injuries", "1", "incident")],
    ),
    # a sports injury, a figure of speech, a pronoun: no claim
    (
        "Striker Joe Bloggs suffered a hamstring injury in the first half and was replaced.",
        NUMERIC,
        [],
    ),
    (
        "Midfielder Sam Carter was hurt by the criticism from his own fans.",
        NUMERIC,
        [],
    ),
]

# (text, kinds looked at, exact claims)
DEATHS = [
    (
        "Kevin Marsh was pronounced dead at the Royal Infirmary later that evening.",
        NUMERIC,
        [("deaths", "1", "incident")],
    ),
    (
        "The steward died in hospital two days later.",
        NUMERIC,
        [("deaths", "1", "incident")],
    ),
    (
        "Supporter dies after crush at turnstiles",
        NUMERIC,
        [("deaths", "1", "incident")],
    ),
    (
        "The victim, identified by police as Liam Doyle, died at the scene.",
        NUMERIC,
        [("deaths", "1", "incident")],
    ),
    (
        "The club's hopes of staying up died with the defeat.",
        NUMERIC,
        [],
    ),
    (
        "Away fans have been barred from the fixture since 2009, after a supporter died in a stabbing.",
        ("deaths",),
        [("deaths", "1", "unknown")],
    ),
]

# (text, exact counts)
BAN_OF_ONE = [
    (
        "The club confirmed it had handed him a stadium ban of five years.",
        [("bans", "1", "incident")],
    ),
]

# (text, exact counts)
HURT_IN_OTHER_WORDS = [
    (
        "A bottle struck linesman Tom Avery, who was treated for a cut above his eye.",
        [("injuries", "1", "incident")],
    ),
    ("A coin hit a young steward on the cheek; she was taken to the Northern General Hospital.",
     [("injuries", "1", "incident")]),
    ("Two arrested and steward injured after Cup tie", [("arrests", "2", "incident"), ("injuries", "1", "incident")]),
    ("My brother got caught by a bottle and needed six stitches.", [("injuries", "1", "incident")]),
]


HURT_OR_KILLED = HURT + DEATHS
HURT_OR_BANNED = BAN_OF_ONE + HURT_IN_OTHER_WORDS


@pytest.mark.parametrize("text, kinds, expected", HURT_OR_KILLED, ids=case_ids(HURT_OR_KILLED))
def test_one_person_hurt_or_killed(text, kinds, expected):
    assert found(text, kinds) == sorted(expected), why(text)


@pytest.mark.parametrize("text, expected", HURT_OR_BANNED, ids=case_ids(HURT_OR_BANNED))
def test_one_person_hurt_or_banned_in_other_words(text, expected):
    assert found(text) == sorted(expected), why(text)


def test_single_person_not_counted_twice():
    # a number already counts the person: the named subject adds nothing
    text = "One steward was taken to hospital with a head wound."
    assert found(text, NUMERIC) == [("injuries", "1", "incident")]


# One person cut or hurt, with no number: "a man was cut by a flying bottle", a named
# person "was hurt" or "cut by" something; the group is the person's noun.  A sports
# injury and a figure of speech are no count.
# (text, exact counts: kind, value, group, scope)
ONE_PERSON_CUT_OR_HURT = [
    ("A man was cut by a flying bottle outside the Holte End.", [("injuries", "1", "", "incident")]),
    ("A teenager was cut above the eye by a coin thrown from the away section.",
     [("injuries", "1", "", "incident")]),
    ("An elderly fan was hurt in the crush at the turnstiles.", [("injuries", "1", "fans", "incident")]),
    ("Referee Tom Hale was hurt by a coin thrown from the crowd.", [("injuries", "1", "", "incident")]),
    ("Jamie Smith, 24, was cut by a bottle near the station.", [("injuries", "1", "", "incident")]),
    ("The steward was cut on the head and led away by medics.", [("injuries", "1", "stewards", "incident")]),
    ("A steward suffered a head wound when a flare hit him.", [("injuries", "1", "stewards", "incident")]),
    ("A young Villa fan needed stitches after being struck by a seat.", [("injuries", "1", "fans", "incident")]),
    ("One photographer was hit by a plastic bottle.", [("injuries", "1", "", "incident")]),
    ("A PC was taken to hospital with a suspected broken arm.", [("injuries", "1", "police", "incident")]),
    ("A COP was glassed as yobs ran amok.", [("injuries", "1", "police", "incident")]),
    ("The striker was hurt in a heavy challenge and went off.", []),
    ("The manager said he was hurt by the booing.", []),
]


@pytest.mark.parametrize(("text", "expected"), ONE_PERSON_CUT_OR_HURT, ids=case_ids(ONE_PERSON_CUT_OR_HURT))
def test_one_person_cut_or_hurt(text, expected):
    assert counted(text) == sorted(expected)
