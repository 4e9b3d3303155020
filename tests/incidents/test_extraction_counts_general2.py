"""Counts in more phrasings: tabloid headlines, offence lists, crowds acted on.

The patterns (arrest slang in capitals, a slug before a wire headline, the lines
of a list of arrests by offence, parts of a total given with "including the",
crowds that are separated, moved back or taken to a game, attendances with a
time word, wounds described at length, "somebody got burned", "was not hurt",
a ground ban handed to one man, "so far", and a statement that no fans were
involved, which is no crowd) were seen on reports outside the seeds.  Every
sentence here is new: other clubs, grounds, people and numbers.  Each case
states the exact claims of the kinds it looks at, so a spurious claim fails as
surely as a missing one.

No database: every test here runs in milliseconds.
"""

import pytest

from incidents.extraction import extract
from tests.incidents.extraction_cases import case_ids, found, NUMERIC


# (text, exact numeric claims)
ARRESTS = [
    ("DERBY DAY DISGRACE AT TANNADICE - NINE LIFTED", [("arrests", "9", "incident")]),
    ("ELEVEN HELD AFTER SEASIDE DERBY BRAWL", [("arrests", "11", "incident")]),
    ("Football-Six arrested after Swansea and Cardiff fans fight in city centre",
     [("arrests", "6", "incident")]),
    (
        "Officers said 17 men were detained on the night, including the five at the railway station.",
        [("arrests", "17", "incident"), ("arrests", "5", "incident")],
    ),
    (
        "Police arrested 22 people in all, including the nine outside the ground.",
        [("arrests", "22", "incident"), ("arrests", "9", "incident")],
    ),
    ("Someone in the family stand was arrested for throwing a bottle.", [("arrests", "1", "incident")]),
]

# Lines of a list of arrests by offence, each a line of its own.
LIST_LINES = [
    ("Criminal damage – 4", [("arrests", "4", "incident")]),
    ("Being drunk and disorderly - 6", [("arrests", "6", "incident")]),
    ("Throwing missiles at a designated match: 2", [("arrests", "2", "incident")]),
    ("Racially aggravated public order offence – 1", [("arrests", "1", "incident")]),
]

CROWDS = [
    (
        "Mounted officers were sent in to separate around 150 supporters outside the station.",
        [("crowd", "150", "incident")],
    ),
    (
        "Between 60 and 70 of them were moved back from the front of the stand.",
        [("crowd", "60-70", "incident")],
    ),
    (
        "Later dozens of fans from both ends spilled onto the track.",
        [("crowd", "24", "incident")],
    ),
    (
        "Hundreds of supporters from either side charged across the car park.",
        [("crowd", "200", "incident")],
    ),
    ("The attendance today was 41,377.", [("crowd", "41377", "incident")]),
    ("The crowd at the Hawthorns was 24,060 on a wet night.", [("crowd", "24060", "incident")]),
    (
        "The tie was attended by 11,450 spectators, including about 2,300 visiting fans.",
        [("crowd", "11450", "incident"), ("crowd", "2300", "incident")],
    ),
    (
        "Sunderland, who took 7,500 fans to the final, praised their support.",
        [("crowd", "7500", "incident")],
    ),
    (
        "Smoke bombs were let off among the 3,100 Millwall supporters before kick-off.",
        [("crowd", "3100", "incident")],
    ),
    (
        "Riot police used batons to break up around 60 fans on the bridge.",
        [("crowd", "60", "incident")],
    ),
    (
        "Wrexham took around 9,000 supporters to the play-off final.",
        [("crowd", "9000", "incident")],
    ),
]

INJURIES = [
    (
        "A Hull supporter suffered a deep facial wound when a bottle struck him.",
        [("injuries", "1", "incident")],
    ),
    (
        "A steward was led away with a cut to his forehead after the final whistle.",
        [("injuries", "1", "incident")],
    ),
    ("Somebody near the front got burned by a flare.", [("injuries", "1", "incident")]),
    ("Two children were burned when a flare landed in the family section.", [("injuries", "2", "incident")]),
    ("The linesman was not hurt.", [("injuries", "0", "incident")]),
    ("He wasn't hurt and the game went on.", [("injuries", "0", "incident")]),
    ("Three family members were treated in hospital.", [("injuries", "3", "incident")]),
    ("Nobody in the family enclosure was hurt.", [("injuries", "0", "incident")]),
]

BANS = [
    (
        "The club confirmed it had handed him a stadium ban of five years.",
        [("bans", "1", "incident")],
    ),
    (
        "Forty supporters have so far been banned from the ground this season.",
        [("bans", "40", "season")],
    ),
    # the article is inside the count's own trigger: one claim, not a second ban of one
    ("Two fans were given a stadium ban after the cup tie.", [("bans", "2", "incident")]),
]

# numbers (and nobody) that are no claim
NO_COUNTS = [
    "No Wigan fans were involved in the disorder, police said.",
    "Hearts were held to a 1-1 draw by St Mirren in front of the cameras.",
    "Flares rained down and at least a dozen burned on the artificial turf.",
    "The result did not hurt their hopes of promotion.",
    "Two stewards held them back at the gate.",
    "The 20,000 tickets were sold within a week.",
    "The club were handed a three-match ban on away tickets by the league.",
    "Kick-off: 19:45",
    "Season ticket price – 450",
    "Police took two fans to hospital for checks.",
    "It took 40 minutes for the stewards to clear the concourse.",
    "The game was moved back 30 minutes because of fog.",
]


@pytest.mark.parametrize("text, expected", ARRESTS, ids=case_ids(ARRESTS))
def test_arrests(text, expected):
    assert found(text) == sorted(expected), [(c.kind, c.value, c.scope, c.text) for c in extract(text)]


@pytest.mark.parametrize("text, expected", LIST_LINES, ids=case_ids(LIST_LINES))
def test_offence_list_lines(text, expected):
    body = "Eight arrests after the derby\n\nThe offences were:\n\n" + text + "\n"
    line = body.index(text)
    claims = [(c.kind, c.value, c.scope) for c in extract(body) if c.kind in NUMERIC and c.start >= line]
    assert sorted(claims) == sorted(expected), [(c.kind, c.value, c.text) for c in extract(body)]


# A list's heading says what its lines count, bullets or not, whatever was counted before it.
HEADED_LISTS = [
    (
        "Magistrates imposed nine banning orders on Monday, for these offences:\nAffray – 4\nPitch encroachment – 5\n",
        [("bans", "9", "incident"), ("bans", "4", "incident"), ("bans", "5", "incident")],
    ),
    (
        "Two stewards were hurt by coins.\nThe arrests were for the following offences:\n"
        "• Affray – 2\n• Drunk and disorderly – 3\n",
        [("injuries", "2", "incident"), ("arrests", "2", "incident"), ("arrests", "3", "incident")],
    ),
    (
        "Police made four arrests after the match:\n• Affray – one boy, 17\n• Criminal damage – one woman, 36\n"
        "• Public order offences – 2\n",
        [("arrests", "4", "incident"), ("arrests", "1", "incident"), ("arrests", "1", "incident"),
         ("arrests", "2", "incident")],
    ),
    (
        "Police made six arrests after the match:\nCriminal damage – 4\nAffray – 2\n",
        [("arrests", "6", "incident"), ("arrests", "4", "incident"), ("arrests", "2", "incident")],
    ),
]


@pytest.mark.parametrize("text, expected", HEADED_LISTS, ids=case_ids(HEADED_LISTS))
def test_a_lists_heading_decides_what_its_lines_count(text, expected):
    assert found(text) == sorted(expected)


@pytest.mark.parametrize("text, expected", CROWDS, ids=case_ids(CROWDS))
def test_crowds(text, expected):
    assert found(text) == sorted(expected), [(c.kind, c.value, c.scope, c.text) for c in extract(text)]


@pytest.mark.parametrize("text, expected", INJURIES, ids=case_ids(INJURIES))
def test_injuries(text, expected):
    assert found(text) == sorted(expected), [(c.kind, c.value, c.scope, c.text) for c in extract(text)]


@pytest.mark.parametrize("text, expected", BANS, ids=case_ids(BANS))
def test_bans(text, expected):
    assert found(text) == sorted(expected), [(c.kind, c.value, c.scope, c.text) for c in extract(text)]


@pytest.mark.parametrize("text", NO_COUNTS, ids=lambda t: t[:50])
def test_numbers_that_are_no_count(text):
    assert found(text) == [], [(c.kind, c.value, c.scope, c.text) for c in extract(text)]
