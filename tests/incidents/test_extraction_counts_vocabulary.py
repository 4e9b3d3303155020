"""Counts in the vocabulary of UK, European and agency football reporting.

Arrests ("held on suspicion of", "taken into custody", "remain in custody",
"the number of arrests rose to"), injuries ("needed hospital treatment",
"rushed to hospital", "stretchered off", "sought treatment"), dispersal
("refused admittance", "led out of the ground", "stopped 40 fans from
travelling", "turned back"), crowds ("traded punches", "threw bottles",
"staged a protest") and key-facts lines ("Arrests: 9").  Written from how such
reports are phrased, not from any fixture: other clubs, grounds and numbers.

Conventions kept (see the gold READMEs): being charged, bailed, fined or
released is no arrest; an assault is no injury; tickets, capacities, deployed
officers, block and gate numbers, bans' and sentences' lengths are no counts.

No database: every test here runs in milliseconds.
"""

import pytest

from incidents.extraction import extract
from tests.incidents.extraction_cases import case_ids, found


def _why(text):
    return [(c.kind, c.value, c.scope, c.text) for c in extract(text)]


ARRESTS = [
    ("Eleven people were held on suspicion of public order offences after the game at Ashton Gate.",
     [("arrests", "11", "incident")]),
    ("Merseyside Police made 14 arrests after the derby.", [("arrests", "14", "incident")]),
    ("Six men were taken into custody following the trouble at Vale Park.", [("arrests", "6", "incident")]),
    ("Police took six Stoke fans into custody after the match.", [("arrests", "6", "incident")]),
    ("Four fans were nicked outside the ground.", [("arrests", "4", "incident")]),
    ("Nine Motherwell supporters were huckled by police after the match.", [("arrests", "9", "incident")]),
    ("Fifteen arrests were made before kick-off at Fratton Park.", [("arrests", "15", "incident")]),
    ("The number of arrests rose to 23 by Sunday morning.", [("arrests", "23", "incident")]),
    ("By midnight the arrest tally had climbed to 17.", [("arrests", "17", "incident")]),
    ("Police later arrested a further five people.", [("arrests", "5", "incident")]),
    ("Three people remain in custody.", [("arrests", "3", "incident")]),
    ("Five Cardiff supporters are still in custody, South Wales Police said.", [("arrests", "5", "incident")]),
    ("Officers detained 19 supporters near the station.", [("arrests", "19", "incident")]),
    ("Another four arrests followed on Monday.", [("arrests", "4", "incident")]),
    ("Arrests: 9", [("arrests", "9", "incident")]),
]

INJURIES = [
    ("Five people needed hospital treatment after the derby at Meadow Lane.", [("injuries", "5", "incident")]),
    ("Eight fans were treated at the scene for minor injuries.", [("injuries", "8", "incident")]),
    ("There were 12 casualties.", [("injuries", "12", "incident")]),
    ("The violence left seven people injured.", [("injuries", "7", "incident")]),
    ("Fighting broke out, injuring 9 supporters.", [("injuries", "9", "incident")]),
    ("Three people were rushed to hospital.", [("injuries", "3", "incident")]),
    ("Two officers were stretchered off.", [("injuries", "2", "incident")]),
    ("Eleven fans sought treatment for the effects of pepper spray.", [("injuries", "11", "incident")]),
    ("Four Luton supporters were taken to a local hospital.", [("injuries", "4", "incident")]),
    ("The injured total rose to 14.", [("injuries", "14", "incident")]),
    ("Injured – 3", [("injuries", "3", "incident")]),
]

DISPERSAL = [
    ("Around 60 fans were refused entry at the turnstiles.", [("dispersal", "60", "incident")]),
    ("Around 30 Lincoln fans were refused admittance.", [("dispersal", "30", "incident")]),
    ("Twelve people were led out of the ground by stewards.", [("dispersal", "12", "incident")]),
    ("Police stopped 40 Leeds fans from travelling.", [("dispersal", "40", "incident")]),
    ("Officers prevented 25 supporters from boarding the train.", [("dispersal", "25", "incident")]),
    ("Stewards turned back 25 supporters at the gates.", [("dispersal", "25", "incident")]),
    ("Police sent home 40 fans who arrived without tickets.", [("dispersal", "40", "incident")]),
    ("Five people were removed by stewards.", [("dispersal", "5", "incident")]),
    ("Stewards threw out 11 fans from the family stand.", [("dispersal", "11", "incident")]),
]

CROWDS = [
    ("Roughly 40 rival fans traded punches outside the Turf Tavern.", [("crowd", "40", "incident")]),
    ("Nearly 1,000 Everton fans protested outside the ground.", [("crowd", "1000", "incident")]),
    ("Around 300 fans staged a sit-down protest before kick-off.", [("crowd", "300", "incident")]),
    ("About 70 supporters threw bottles at police.", [("crowd", "70", "incident")]),
    ("Some 100 Dinamo ultras hurled missiles at officers.", [("crowd", "100", "incident")]),
    ("About 40 Wolves fans smashed windows at the station.", [("crowd", "40", "incident")]),
    ("A gang of 20 youths ambushed the coach on the ring road.", [("crowd", "20", "incident")]),
    ("Around 80 men forced their way through a side gate.", [("crowd", "80", "incident")]),
    ("Attendance: 28,500", [("crowd", "28500", "incident")]),
]

# Numbers that are no counts, and verbs that are not the kinds they resemble.
NO_COUNTS = [
    "Seven men have been charged with violent disorder.",
    "Six men were bailed pending further enquiries.",
    "Nine were released without charge.",
    "Five were fined £80 each.",
    "Four officers were assaulted during the disorder.",
    "Some 300 tickets were cancelled.",
    "Police issued 20 dispersal notices.",
    "Officers took 40 fans to the station.",
    "Police stopped 40 cars on the approach road.",
    "Deaths: 2020",
    "He was jailed for 16 months.",
    "The ground holds 32,000 fans.",
    "Fans in block 112 threw coins.",
    "Ipswich won 3-1 in the 89th minute.",
    "The club was fined £25,000.",
    "Gate 4 was closed after fans surged forward.",
    "Up to 12 officers were deployed at Gate 3.",
    "The 50,000-capacity stadium was half empty.",
    "Nine Bristol Rovers fans were banned from attending matches for three years.",
]


@pytest.mark.parametrize("text, expected", ARRESTS, ids=case_ids(ARRESTS))
def test_arrests(text, expected):
    assert found(text) == sorted(expected), _why(text)


@pytest.mark.parametrize("text, expected", INJURIES, ids=case_ids(INJURIES))
def test_injuries(text, expected):
    assert found(text) == sorted(expected), _why(text)


@pytest.mark.parametrize("text, expected", DISPERSAL, ids=case_ids(DISPERSAL))
def test_dispersal(text, expected):
    assert found(text) == sorted(expected), _why(text)


@pytest.mark.parametrize("text, expected", CROWDS, ids=case_ids(CROWDS))
def test_crowds(text, expected):
    assert found(text) == sorted(expected), _why(text)


@pytest.mark.parametrize("text", NO_COUNTS[:-1], ids=lambda t: t[:50])
def test_numbers_that_are_no_count(text):
    assert found(text) == [], _why(text)


def test_a_ban_from_attending_is_a_ban_not_a_dispersal():
    text = NO_COUNTS[-1]
    assert found(text) == [("bans", "9", "incident")], _why(text)


SCOPED = [
    ("The number of arrests at Turf Moor this season rose to 31.", [("arrests", "31", "season")]),
    ("Last season 14 fans were refused entry at the same turnstiles.", [("dispersal", "14", "unknown")]),
]


@pytest.mark.parametrize("text, expected", SCOPED, ids=case_ids(SCOPED))
def test_scopes(text, expected):
    assert found(text) == sorted(expected), _why(text)
