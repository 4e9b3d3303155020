"""Counts from the lines of a list (``counts.lists``), each line a sentence of its own.

A key-facts line ("Arrests: 9", "Injured – 3", "Attendance: 28,500"); a line of an
offence list ("Criminal damage – 4", "• affray – four men"), which counts arrests
under no heading; the lines under a count or a heading naming one break that count
down ("The arrests were for the following offences:"), bulleted or, under a line
ending with a colon, not; a heading's own kind wins over a count before it.  The
offence named in a line is no thing.  Each case states the exact claims.

No database: every test here runs in milliseconds.
"""

import pytest

from incidents.extraction import extract

from .cases import COUNTS_AND_THINGS, NUMERIC, assert_exact, case_ids, found, why

# (text, exact counts)
KEY_FACTS = [
    ("Arrests: 9", [("arrests", "9", "incident")]),
    ("Injured – 3", [("injuries", "3", "incident")]),
    ("Attendance: 28,500", [("crowd", "28500", "incident")]),
]

# Lines of a list of arrests by offence, each a line of its own.
LIST_LINES = [
    ("Criminal damage – 4", [("arrests", "4", "incident")]),
    ("Being drunk and disorderly - 6", [("arrests", "6", "incident")]),
    ("Throwing missiles at a designated match: 2", [("arrests", "2", "incident")]),
    ("Racially aggravated public order offence – 1", [("arrests", "1", "incident")]),
]

# (text, exact counts): a bulleted line giving the people
PEOPLE_LINES = [
    ("• criminal damage – three men, aged 20 to 35", [("arrests", "3", "incident")]),
    ("• possession of a flare – one woman", [("arrests", "1", "incident")]),
]

# (text, exact claims of counts and things)
OFFENCE_LINES = [
    # offence names in a bullet line or a charge list are no claims
    ("• throwing a coin – three men", [("arrests", "3", "incident")]),
    ("• going onto the pitch – two boys", [("arrests", "2", "incident")]),
]

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

# (text, kinds looked at, exact claims; scope EARLIER: other_match or unknown)
LISTS_UNDER_A_TOTAL = [
    # bulleted breakdowns under an arrest total
    (
        "Officers made 10 arrests. The offences were:\n"
        "• Affray – 3\n• Possession of a smoke bomb – 4\n• Drunk and disorderly – 2\n• Criminal damage – 1",
        ("arrests", "pyrotechnics"),
        [("arrests", "10", "incident"), ("arrests", "3", "incident"), ("arrests", "4", "incident"),
         ("arrests", "2", "incident"), ("arrests", "1", "incident")],
    ),
    (
        "Nottinghamshire Police arrested seven people on Saturday for the following offences:\n"
        "- Assault: 2\n- Public order: 4\n- Ticket touting: 1",
        NUMERIC,
        [("arrests", "7", "incident"), ("arrests", "2", "incident"), ("arrests", "4", "incident"),
         ("arrests", "1", "incident")],
    ),
    (
        "Eight people were detained after the game.\n"
        "* Violent disorder - 5\n* Throwing a missile - 3",
        ("arrests", "missiles"),
        [("arrests", "8", "incident"), ("arrests", "5", "incident"), ("arrests", "3", "incident")],
    ),
    (
        "Season statistics:\n• Goals – 14\n• Clean sheets – 6\n• Yellow cards: 31",
        NUMERIC,
        [],
    ),
]


LINES = KEY_FACTS + PEOPLE_LINES + HEADED_LISTS


@pytest.mark.parametrize("text, expected", LINES, ids=case_ids(LINES))
def test_list_lines(text, expected):
    assert found(text) == sorted(expected), why(text)


@pytest.mark.parametrize("text, expected", LIST_LINES, ids=case_ids(LIST_LINES))
def test_offence_list_lines(text, expected):
    body = "Eight arrests after the derby\n\nThe offences were:\n\n" + text + "\n"
    line = body.index(text)
    claims = [(c.kind, c.value, c.scope) for c in extract(body) if c.kind in NUMERIC and c.start >= line]
    assert sorted(claims) == sorted(expected), [(c.kind, c.value, c.text) for c in extract(body)]


@pytest.mark.parametrize(("text", "expected"), OFFENCE_LINES, ids=case_ids(OFFENCE_LINES))
def test_the_offence_of_a_line_is_no_thing(text, expected):
    assert found(text, COUNTS_AND_THINGS) == sorted(expected)


@pytest.mark.parametrize(("text", "kinds", "expected"), LISTS_UNDER_A_TOTAL, ids=case_ids(LISTS_UNDER_A_TOTAL))
def test_lists_under_a_total(text, kinds, expected):
    assert_exact(text, kinds, expected)


# A key-facts line of a live page, opening with its time or saying the figure was given (a
# verdicts-final58 class: a radio live page's "17:12 Attendance announced: 12,617." gave no crowd
# beside a blog's "around 12,500").
LIVE_FACT_LINES = [
    ("17:12 Attendance announced: 12,617.", [("crowd", "12617", "incident")]),
    ("Attendance announced: 12,617.", [("crowd", "12617", "incident")]),
    ("21:40 - Arrests: 4", [("arrests", "4", "incident")]),
    ("Attendance confirmed - 31,204", [("crowd", "31204", "incident")]),
    ("17.12 Attendance: 9,116", [("crowd", "9116", "incident")]),
    ("Attendance tonight: 23,450.", [("crowd", "23450", "incident")]),
    ("20:05 Official attendance: 48,117", [("crowd", "48117", "incident")]),
    ("22:31 Arrests confirmed: 6", [("arrests", "6", "incident")]),
    ("Attendance today: 5,412", [("crowd", "5412", "incident")]),
    ("19:58 – Attendance given: 30,112.", [("crowd", "30112", "incident")]),
    # no figure's label after the time
    ("17:12 Kick-off: 3", []),
    ("18:03 Corners: 7", []),
]


@pytest.mark.parametrize("text, expected", LIVE_FACT_LINES, ids=case_ids(LIVE_FACT_LINES))
def test_a_live_pages_fact_lines(text, expected):
    assert found(text) == sorted(expected), why(text)
