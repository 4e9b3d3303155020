"""Investigations and who opens them (``things.investigations``).

Named by the word or by what is done ("enquiries are continuing", "will review the
referee's report", "will seek the observations of both clubs", "going through footage",
"the matter has been referred to the FA"); the investigator is the body named, the
sentence's subject ("Following its own investigation, the club ..."), or whoever "he" or
"she" speaks for.  A VAR review, an appeal for information and "no plans to
investigate" are none.

No database: every test here runs in milliseconds.
"""

import pytest

from incidents.extraction import extract

from .cases import COUNTS_AND_THINGS, assert_vocabulary, case_ids, found

CASES = [
    # investigations
    ("The FA said it was investigating the chants.", [("investigation", "FA", "incident")]),
    ("Police are making enquiries after a steward was pushed.", [("investigation", "police", "incident"), ("police", "stewards", "incident")]),
    ("The matter has been referred to the FA.", [("investigation", "FA", "incident")]),
    ("The EFL's integrity unit is gathering evidence from both clubs.", [("investigation", "EFL", "incident")]),
    ("An inquiry has been opened by the regional prosecutor.", [("investigation", "prosecutors", "incident")]),
    ("UEFA said it would study the match delegate's report.", [("investigation", "UEFA", "incident")]),
    # negatives
    ("The referee went to the monitor and VAR reviewed the incident for a penalty decision.", []),
    ("Anyone with information should call 101 quoting log 412.", []),
    ("Stevenage said it had no plans to investigate.", []),
]

# (text, kinds looked at, exact claims)
IN_OTHER_WORDS = [
    # investigations named by what is examined, by "under way", by a review
    (
        "Lancashire Police are examining a banner displayed in the away end at Ewood Park.",
        ("investigation",),
        [("investigation", "police", "incident")],
    ),
    (
        "Officers will be reviewing images from the stadium cameras, a spokesman said.",
        ("investigation",),
        [("investigation", "police", "incident")],
    ),
    (
        'Hull City said: "We will work with Humberside Police to review our CCTV and identify those involved."',
        ("investigation",),
        [("investigation", "club", "incident")],
    ),
    (
        'Sunderland said: "We have started a full review of our safety arrangements for the derby."',
        ("investigation",),
        [("investigation", "club", "incident")],
    ),
    (
        "Northamptonshire Police said an investigation was now under way.",
        ("investigation",),
        [("investigation", "police", "incident")],
    ),
]

# Nothing of these kinds.
NEGATIVES = [
    ("The club's investigation team studied the league table with interest.",
     ("investigation",)),
]

# (text, exact claims of counts and things)
THING_CASES = [
    ("The Scottish FA is now looking into the scenes at the end.", [("investigation", "Scottish FA", "incident")]),
    ("The Spanish league (LFP) has opened an inquiry into the trouble.", [("investigation", "LFP", "incident")]),
    ("Detectives are going through footage from the away end.", [("investigation", "police", "incident")]),
]

INVESTIGATIONS = [
    ("Prosecutors are investigating the stabbing.", ["prosecutors"]),
    ("Prosecutors in Seville have opened an inquiry into the death.", ["prosecutors"]),
    ("State prosecutors said they were investigating whether the fan had been pushed.", ["prosecutors"]),
    ("Merseyside Police said enquiries were continuing.", ["police"]),
    ("Enquiries are ongoing, Greater Manchester Police said.", ["police"]),
    ("Inquiries remain ongoing and anyone with footage should contact Essex Police.", ["police"]),
    ("The Premier League said it would review the referee's report.", ["Premier League"]),
    ("UEFA will examine the match delegate's report before deciding on any action.", ["UEFA"]),
    ("The SPFL is reviewing the referee's report from the game.", ["SPFL"]),
    ("The FA will seek the observations of both clubs.", ["FA"]),
    ("The EFL said it would be seeking observations from both clubs.", ["EFL"]),
    ("The Scottish FA is to request observations from Celtic and Rangers.", ["Scottish FA"]),
    ("The Crown Prosecution Service is investigating the incident.", ["prosecutors"]),
    ("The FA will write to both clubs asking for their observations.", ["FA"]),
    ("UEFA's control, ethics and disciplinary body will examine the case on Thursday.", ["UEFA"]),
    ("Following its own investigation, the club has banned three supporters.", ["club"]),
    ("After an internal inquiry, Everton said they had identified two fans.", ["club"]),
    ("Following their own review of the footage, the club have banned five season-ticket holders.", ["club"]),
]


@pytest.mark.parametrize(("text", "expected"), CASES, ids=case_ids(CASES))
def test_investigations_vocabulary(text, expected):
    assert_vocabulary(text, expected)


@pytest.mark.parametrize("text, kinds, expected", IN_OTHER_WORDS, ids=case_ids(IN_OTHER_WORDS))
def test_investigations_in_other_words(text, kinds, expected):
    assert found(text, kinds) == sorted(expected)


@pytest.mark.parametrize("text, kinds", NEGATIVES, ids=case_ids(NEGATIVES))
def test_no_investigation(text, kinds):
    assert found(text, kinds) == []


@pytest.mark.parametrize(("text", "expected"), THING_CASES, ids=case_ids(THING_CASES))
def test_investigations_by_acronym_and_detectives(text, expected):
    assert found(text, COUNTS_AND_THINGS) == sorted(expected)


@pytest.mark.parametrize(("text", "investigators"), INVESTIGATIONS, ids=[c[0][:50] for c in INVESTIGATIONS])
def test_investigations_phrased_differently(text, investigators):
    got = sorted(c.value for c in extract(text) if c.kind == "investigation")
    assert got == sorted(investigators), [(c.kind, c.value, c.text) for c in extract(text)]


def test_investigation_after_police_named_is_not_the_clubs_and_vice_versa():
    text = (
        "Staffordshire Police have arrested two men. "
        "Following its own investigation, the club has banned both men for life."
    )
    assert [c.value for c in extract(text) if c.kind == "investigation"] == ["club"]


@pytest.mark.parametrize("text, expected", [
    ("Superintendent Kay Moss led the operation. She said a post-match investigation was already under way.",
     [("investigation", "police", "incident")]),
    ("Rovers manager Dean Hall was furious. He said an internal investigation was under way.",
     [("investigation", "club", "incident")]),
    # Nobody named before "He": no investigator to give.
    ("He said an investigation was under way.", []),
])
def test_he_or_she_investigating_is_the_body_of_the_last_person_named(text, expected):
    assert found(text, ("investigation",)) == expected
