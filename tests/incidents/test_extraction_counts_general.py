"""Counts and things in phrasings the first rules did not know.

The patterns (crowds without an action verb, injuries and deaths of one named
or definite person, bans imposed "on" people, pitch invasions in other words,
scope cues that must not spread, charges of people that are no sanction) were
seen on reports outside the seeds.  Every sentence here is new: other clubs,
grounds, people and numbers.  Each case states the exact claims of the kinds it
looks at, so a spurious claim fails as surely as a missing one.

No database: every test here runs in milliseconds.
"""

import pytest

from incidents.extraction import extract
from tests.incidents.extraction_cases import case_ids, found, NUMERIC


# (text, kinds looked at, exact claims)
CROWDS = [
    (
        "The official attendance was 31,240, including roughly 1,900 away supporters.",
        NUMERIC,
        [("crowd", "1900", "incident"), ("crowd", "31240", "incident")],
    ),
    (
        "A crowd of 17,650 saw the hosts come from behind at the Keepmoat.",
        NUMERIC,
        [("crowd", "17650", "incident")],
    ),
    (
        "Rotherham won comfortably in front of 9,300 fans on a bitterly cold afternoon.",
        NUMERIC,
        [("crowd", "9300", "incident")],
    ),
    (
        "The goalless draw was watched by 14,205, many of whom left early.",
        NUMERIC,
        [("crowd", "14205", "incident")],
    ),
    (
        "The gate was 6,112 despite the heavy rain.",
        NUMERIC,
        [("crowd", "6112", "incident")],
    ),
    (
        "Between 40 and 50 visiting supporters scaled the perimeter fence at the south end.",
        NUMERIC,
        [("crowd", "40-50", "incident")],
    ),
    (
        "Stewards struggled to hold back a group of perhaps 80 youngsters near the tunnel.",
        NUMERIC,
        [("crowd", "80", "incident")],
    ),
    (
        "Police kettled groups of around 120 people in the car park behind the stand.",
        NUMERIC,
        [("crowd", "120", "incident")],
    ),
    (
        "Around 70 home fans tried to reach the away section at half-time.",
        NUMERIC,
        [("crowd", "70", "incident")],
    ),
    (
        "The 1,600 travelling fans were escorted into the ground by mounted officers.",
        NUMERIC,
        [("crowd", "1600", "incident")],
    ),
    # a deployment, one person, a capacity: no crowd
    (
        "The match went ahead in front of 400 police officers and a handful of spectators.",
        ("crowd",),
        [],
    ),
    (
        "A supporter who was in the family stand said she had never seen anything like it.",
        NUMERIC,
        [],
    ),
    (
        "Kick-off was put back 15 minutes and the attendance was well down on the previous round.",
        NUMERIC,
        [],
    ),
]

INJURIES = [
    (
        "Among the wounded were four stewards, the county ambulance service said.",
        NUMERIC,
        [("injuries", "4", "incident")],
    ),
    (
        "The injured included two police constables.",
        NUMERIC,
        [("injuries", "2", "incident")],
    ),
    (
        "Five supporters were still in hospital on Sunday evening.",
        NUMERIC,
        [("injuries", "5", "incident")],
    ),
    (
        "Three fans remain in hospital, one of them in a critical condition.",
        NUMERIC,
        [("injuries", "1", "incident"), ("injuries", "3", "incident")],
    ),
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
        "Paramedics treated 14 people for smoke inhalation outside the turnstiles.",
        NUMERIC,
        [("injuries", "14", "incident")],
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
    (
        "Nobody in the away end was seriously hurt, the club said.",
        NUMERIC,
        [("injuries", "0", "incident")],
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
    (
        "The players ran onto the pitch to warm up at 2.15pm.",
        NUMERIC + ("pitch_invasion",),
        [],
    ),
]

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

BANS = [
    (
        "Magistrates imposed banning orders on all six.",
        NUMERIC,
        [("bans", "6", "incident")],
    ),
    (
        "The court handed football banning orders to 11 men on Thursday.",
        NUMERIC,
        [("bans", "11", "incident")],
    ),
    (
        "The club issued stadium bans to 14 supporters after reviewing the footage.",
        ("bans",),
        [("bans", "14", "incident")],
    ),
    (
        "Four of the men were banned for five years and two for three years.",
        NUMERIC,
        [("bans", "2", "incident"), ("bans", "4", "incident")],
    ),
    # a ban's length is no count of bans
    (
        "He was banned for three years and fined £500.",
        NUMERIC,
        [],
    ),
    (
        "A banning order of four years was imposed on the 27-year-old.",
        NUMERIC,
        [],
    ),
]

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
]

SCOPES = [
    (
        "Nineteen fans were arrested, while last season the same fixture produced 31 arrests.",
        ("arrests",),
        [("arrests", "19", "incident"), ("arrests", "31", "unknown")],
    ),
    (
        "Port Vale beat Crewe Alexandra 2-1 in front of 11,870, their highest attendance of the season.",
        ("score", "crowd"),
        [("crowd", "11870", "incident"), ("score", "2-1", "incident")],
    ),
    (
        "Attendance reached 8,450, the biggest crowd at the ground this season.",
        NUMERIC,
        [("crowd", "8450", "incident")],
    ),
    (
        "Four visiting fans were banned after disorder at Stockport's play-off final in May.",
        NUMERIC,
        [("bans", "4", "incident")],
    ),
    (
        "Police said 31 banning orders had been issued since the start of the 2023-24 season.",
        NUMERIC,
        [("bans", "31", "season")],
    ),
    (
        "Extra stewards were drafted in for the cup tie after disorder at the ground last season, "
        "when 14 fans were arrested.",
        ("arrests", "measure"),
        [("arrests", "14", "unknown"), ("measure", "increased security", "incident")],
    ),
    (
        "Seven fans were arrested at the derby last season.",
        ("arrests",),
        [("arrests", "7", "unknown")],
    ),
    (
        "Three supporters were ejected, and in the last three seasons 60 fans have been banned.",
        NUMERIC,
        [("bans", "60", "unknown"), ("dispersal", "3", "incident")],
    ),
]

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

# numbers that are no claim: dates, years, minutes, ages, money, names, a score, a length
NO_COUNTS = [
    "The disorder began in the 63rd minute near Block 112 of the upper tier.",
    "Kick-off was at 3pm on 14 March 2023 and the home side led 2-0 at half-time.",
    "The 23-year-old winger, who joined for £4m in 2021, scored twice.",
    "Thirty years after the disaster, a memorial was unveiled at the ground.",
    "Tickets cost £35 and the club sold out its allocation within 48 hours.",
    "Gate 7 was closed for 20 minutes while stewards cleared the concourse.",
    "The stadium, which holds 32,000, was built in 1998.",
]


@pytest.mark.parametrize("text, kinds, expected", CROWDS, ids=case_ids(CROWDS))
def test_crowds(text, kinds, expected):
    assert found(text, kinds) == sorted(expected), [(c.kind, c.value, c.scope, c.text) for c in extract(text)]


@pytest.mark.parametrize("text, kinds, expected", INJURIES, ids=case_ids(INJURIES))
def test_injuries(text, kinds, expected):
    assert found(text, kinds) == sorted(expected), [(c.kind, c.value, c.scope, c.text) for c in extract(text)]


@pytest.mark.parametrize("text, kinds, expected", DEATHS, ids=case_ids(DEATHS))
def test_deaths(text, kinds, expected):
    assert found(text, kinds) == sorted(expected), [(c.kind, c.value, c.scope, c.text) for c in extract(text)]


@pytest.mark.parametrize("text, kinds, expected", BANS, ids=case_ids(BANS))
def test_bans(text, kinds, expected):
    assert found(text, kinds) == sorted(expected), [(c.kind, c.value, c.scope, c.text) for c in extract(text)]


@pytest.mark.parametrize("text, kinds, expected", PITCH, ids=case_ids(PITCH))
def test_pitch_invasions(text, kinds, expected):
    assert found(text, kinds) == sorted(expected), [(c.kind, c.value, c.scope, c.text) for c in extract(text)]


@pytest.mark.parametrize("text, kinds, expected", SCOPES, ids=case_ids(SCOPES))
def test_scopes(text, kinds, expected):
    assert found(text, kinds) == sorted(expected), [(c.kind, c.value, c.scope, c.text) for c in extract(text)]


@pytest.mark.parametrize("text, kinds, expected", SPURIOUS, ids=case_ids(SPURIOUS))
def test_no_spurious_claims(text, kinds, expected):
    assert found(text, kinds) == sorted(expected), [(c.kind, c.value, c.scope, c.text) for c in extract(text)]


@pytest.mark.parametrize("text", NO_COUNTS, ids=lambda t: t[:50])
def test_numbers_that_are_no_count(text):
    assert found(text, NUMERIC) == [], [(c.kind, c.value, c.scope, c.text) for c in extract(text)]


def test_single_person_not_counted_twice():
    # a number already counts the person: the named subject adds nothing
    text = "One steward was taken to hospital with a head wound."
    assert found(text, NUMERIC) == [("injuries", "1", "incident")]
