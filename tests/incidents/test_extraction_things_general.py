"""Things (missiles, pyrotechnics, pitch invasions, investigations, sanctions,
measures, lifetime bans) in phrasings the first rules did not know.

The patterns (a missile that only hits, a pyrotechnic that halts play, a
headline listing what happened, life bans and alcohol bans in other words,
investigations named by what is examined or by "under way", passive disciplinary
proceedings, part of a ground "to be closed", a court's fine of a person, offence
names, pyrotechnics only let off) were seen on reports outside the seeds.  Every
sentence here is new: other clubs, grounds, people and numbers.  Each case states
the exact claims of the kinds it looks at, so a spurious claim fails as surely as
a missing one.

No database: every test here runs in milliseconds.
"""

import pytest

from tests.incidents.extraction_cases import case_ids, found

THINGS = ("missiles", "pyrotechnics", "pitch_invasion", "investigation", "sanction", "measure", "police")
LIFE = ("bans",)


# (text, kinds looked at, exact claims)
CASES = [
    # a missile with no throwing word, only a hit
    (
        "A Burnley steward needed stitches after being struck on the arm by a bottle near the Jimmy McIlroy Stand.",
        ("missiles",),
        [("missiles", "bottle", "incident")],
    ),
    (
        "The assistant referee was hit in the face by a lighter during the second half at Vale Park.",
        ("missiles",),
        [("missiles", "lighter", "incident")],
    ),
    (
        "COIN STRIKES KEEPER AS DERBY BOILS OVER",
        ("missiles",),
        [("missiles", "coin", "incident")],
    ),
    (
        "Moments later bottles came over the fence from the Shed End.",
        ("missiles",),
        [("missiles", "bottle", "incident")],
    ),
    (
        "Bottles and cans were flung towards the home dugout in stoppage time.",
        ("missiles",),
        [("missiles", "bottle", "incident")],
    ),
    (
        "The Stoke winger was struck on the head by a 10p piece as he took a throw-in.",
        ("missiles",),
        [("missiles", "coin", "incident")],
    ),
    (
        "A linesman at Oakwell was hit on the back by a full cup of lager.",
        ("missiles",),
        [("missiles", "cup", "incident")],
    ),
    # a pyrotechnic only let off is no missile, though something else was thrown
    (
        "Dozens of flares were set off in the Brentford end, while coins were hurled at the linesman.",
        ("missiles", "pyrotechnics"),
        [("missiles", "coin", "incident"), ("pyrotechnics", "flare", "incident")],
    ),
    (
        "Fulham fans let off smoke bombs and flares before kick-off and a lighter was thrown at the visiting keeper.",
        ("missiles", "pyrotechnics"),
        [("missiles", "lighter", "incident"), ("pyrotechnics", "flare", "incident"),
         ("pyrotechnics", "smoke bomb", "incident")],
    ),
    (
        "A flare was lit and thrown onto the pitch at Gigg Lane.",
        ("missiles", "pyrotechnics"),
        [("missiles", "flare", "incident"), ("pyrotechnics", "flare", "incident")],
    ),
    # pyrotechnics that stop play, that go off, or that a quotation points back to
    (
        "Smoke bombs delay Tyne-Wear derby kick-off",
        ("pyrotechnics",),
        [("pyrotechnics", "smoke bomb", "incident")],
    ),
    (
        "Play at Portman Road was halted for six minutes because of flares in the away end.",
        ("pyrotechnics",),
        [("pyrotechnics", "flare", "incident")],
    ),
    (
        "A firework had gone off behind the goal just before the equaliser.",
        ("pyrotechnics",),
        [("pyrotechnics", "firework", "incident")],
    ),
    (
        "The trouble with the smoke bombs spoiled what should have been a great night for the club.",
        ("pyrotechnics",),
        [("pyrotechnics", "smoke bomb", "incident")],
    ),
    # a headline listing what happened
    (
        "Flares, coins and a boy on the pitch: a night to forget at Sincil Bank",
        ("missiles", "pyrotechnics", "pitch_invasion"),
        [("missiles", "coin", "incident"), ("pitch_invasion", "yes", "incident"),
         ("pyrotechnics", "flare", "incident")],
    ),
    # pitch invasions in other words
    (
        "Several Walsall supporters entered the playing area after the penalty shoot-out.",
        ("pitch_invasion",),
        [("pitch_invasion", "yes", "incident")],
    ),
    (
        "Derby County condemned the pitch incursion that delayed the restart.",
        ("pitch_invasion",),
        [("pitch_invasion", "yes", "incident")],
    ),
    (
        "A teenager vaulted the advertising hoardings and ran towards the Luton goalkeeper.",
        ("pitch_invasion",),
        [("pitch_invasion", "yes", "incident")],
    ),
    (
        "A Reading fan was convicted of running onto the pitch at the Madejski Stadium.",
        ("pitch_invasion",),
        [("pitch_invasion", "yes", "incident")],
    ),
    # lifetime bans in other words
    (
        "Barnsley said anyone identified would be barred from Oakwell for life.",
        LIFE,
        [("bans", "lifetime", "incident")],
    ),
    (
        "The culprits will be excluded from all Plymouth Argyle matches for life, the club confirmed.",
        LIFE,
        [("bans", "lifetime", "incident")],
    ),
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
    # sanctions in other words
    (
        "The FA confirmed that disciplinary proceedings have been opened against both clubs.",
        ("sanction",),
        [("sanction", "charge", "incident")],
    ),
    (
        "The Belgian federation has fined Standard Liege and ordered one stand to be closed for two matches.",
        ("sanction",),
        [("sanction", "fine", "incident"), ("sanction", "stadium closure", "incident")],
    ),
    (
        "Lazio have been charged by UEFA over the lighting of flares.",
        ("sanction", "pyrotechnics", "missiles"),
        [("sanction", "charge", "incident")],
    ),
]

# Nothing of these kinds: offences, court fines, general statements, let-off pyrotechnics,
# players on the pitch, hypotheses.
NEGATIVES = [
    ("Three men were arrested, one for possession of a flare and two for throwing coins.",
     ("missiles", "pyrotechnics")),
    ("Police made two arrests, one for pitch incursion and one for a public order offence.",
     ("pitch_invasion",)),
    ("The 24-year-old was fined £400 by magistrates and banned from football for three years.",
     ("sanction",)),
    ("Two supporters, aged 20 and 33, were each fined 800 euros at the district court.",
     ("sanction",)),
    ("Blackpool were fined last season for the use of pyrotechnics, but the club has since tightened searches.",
     ("pyrotechnics", "missiles")),
    ("A smoke bomb was let off in the Stretford End before kick-off.",
     ("missiles",)),
    ("Their captain was the best lad on the pitch by a distance.",
     ("pitch_invasion",)),
    ("He was hit by a late challenge and had to be replaced before half-time.",
     ("missiles",)),
    ("The winger fired a rocket into the top corner to win it for Exeter.",
     ("missiles", "pyrotechnics")),
    ("Fans climbed on the advertising boards to celebrate the winner with the players.",
     ("pitch_invasion",)),
    ("Anyone found guilty could be banned for life, the club warned.",
     LIFE),
    ("The club's investigation team studied the league table with interest.",
     ("investigation",)),
    ("Pyrotechnics are dangerous and illegal inside football grounds.",
     ("pyrotechnics",)),
    ("A steward was hit with a fine of his own making, the fanzine joked, after the programme ran out.",
     ("missiles",)),
]


@pytest.mark.parametrize("text, kinds, expected", CASES, ids=case_ids(CASES))
def test_things_in_other_words(text, kinds, expected):
    assert found(text, kinds) == sorted(expected)


@pytest.mark.parametrize("text, kinds", NEGATIVES, ids=case_ids(NEGATIVES))
def test_no_thing(text, kinds):
    assert found(text, kinds) == []


def test_headline_list_needs_things():
    """A headline before a colon that lists no incidents gives no missiles."""
    text = "Goals, drama and a late winner: the night Oxford beat Swindon"
    assert found(text, ("missiles", "pyrotechnics", "pitch_invasion")) == []


def test_pledge_in_reported_speech_is_a_life_ban():
    text = "Port Vale confirmed that the man would be banned from Vale Park for life."
    assert found(text, LIFE) == [("bans", "lifetime", "incident")]


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
