"""Hand-written cases for the shapes the fourth held-out set showed (new wording, other clubs).

Counts: arrest slang ("huckled", "in police cells"), "held on suspicion", "kept away",
"refused admission to", bulleted offence lines giving people ("• affray – three men"),
parts by time or by who they were, "a dozen or so", presence zeros, people and their
place before the verb ("none of the stewards on duty"), a club that "brought" its
following, a mob's size in apposition, one person hurt in a relative clause, a
pronoun clause, a headline's bare noun, a possessive subject.  Things: firecrackers
are fireworks, stones, missiles that fly or rain from the stands, offence names in
charge lists and bullet lines, headline lists after a colon, hurt stewards are no
deployment, sanctions of games behind closed doors, charges by a governing body,
alcohol and ticket measures, dispersal orders, investigations by "looking into",
by an acronym in brackets and by detectives.
"""

import pytest

from .extraction_cases import case_ids, found

THINGS = ("missiles", "pyrotechnics", "pitch_invasion", "police", "investigation", "sanction", "measure", "bans")
ALL = ("arrests", "injuries", "deaths", "dispersal", "bans", "crowd", *THINGS)

COUNT_CASES = [
    ("By midnight, four supporters were in Merseyside Police cells.", [("arrests", "4", "incident")]),
    ("Police confirmed all six were held on suspicion of affray.", [("arrests", "6", "incident")]),
    ("Eleven casuals were huckled near the station.", [("arrests", "11", "incident")]),
    ("Two more had been lifted outside the ground before the game.", [("arrests", "2", "incident")]),
    ("Another twenty had been kept away from the ground altogether.", [("dispersal", "20", "incident")]),
    ("Stewards denied entry to 22 fans who had no tickets.", [("dispersal", "22", "incident")]),
    ("About 15 of ours were turned away at the gates.", [("dispersal", "15", "incident")]),
    ("• criminal damage – three men, aged 20 to 35", [("arrests", "3", "incident")]),
    ("• possession of a flare – one woman", [("arrests", "1", "incident")]),
    (
        "Officers arrested 16 people, ten before kick-off and six after the final whistle.",
        [("arrests", "10", "incident"), ("arrests", "16", "incident"), ("arrests", "6", "incident")],
    ),
    (
        "Eight of those held were home fans and five were visiting supporters.",
        [("arrests", "5", "incident"), ("arrests", "8", "incident")],
    ),
    ("A dozen or so Porto fans tried to climb onto the roof of the dugout.", [("crowd", "12", "incident")]),
    ("There were no away supporters in the stadium.", [("crowd", "0", "incident")]),
    ("None of the stewards on duty was hurt.", [("injuries", "0", "incident")]),
    ("Sunderland brought around 3,000 fans, and the noise never stopped.", [("crowd", "3000", "incident")]),
    ("A gang of locals, 80 at least, ran at the visitors.", [("crowd", "80", "incident")]),
    ("Around 200 Lyon ultras attacked a police van near the old bridge.", [("crowd", "200", "incident")]),
    ("The 18,000-plus fans at the ground saw a dull draw.", [("crowd", "18000", "incident")]),
    (
        "A bottle struck linesman Tom Avery, who was treated for a cut above his eye.",
        [("injuries", "1", "incident")],
    ),
    ("A coin hit a young steward on the cheek; she was taken to the Northern General Hospital.",
     [("injuries", "1", "incident")]),
    ("Two arrested and steward injured after Cup tie", [("arrests", "2", "incident"), ("injuries", "1", "incident")]),
    ("My brother got caught by a bottle and needed six stitches.", [("injuries", "1", "incident")]),
    ("A Leeds fan whose face was cut by a flying glass was helped away.", [("injuries", "1", "incident")]),
]

THING_CASES = [
    ("A barrage of firecrackers landed near the Celtic goalkeeper.",
     [("missiles", "firework", "incident"), ("pyrotechnics", "firework", "incident")]),
    ("Home ultras attacked the coaches with stones and bottles.",
     [("missiles", "bottle", "incident"), ("missiles", "stone", "incident")]),
    ("BOTTLES FLY AND SUPPORTERS STORM PITCH IN CUP SHOCK",
     [("missiles", "bottle", "incident"), ("pitch_invasion", "yes", "incident")]),
    ("Lens 1-1 Lille: flares, a pitch invader and nine arrests at Bollaert - live",
     [("arrests", "9", "incident"), ("pitch_invasion", "yes", "incident"), ("pyrotechnics", "flare", "incident")]),
    ("One of the visitors chucked a flare back into the home end.",
     [("missiles", "flare", "incident"), ("pyrotechnics", "flare", "incident")]),
    ("The federation ordered the club to play its next three home games behind closed doors.",
     [("sanction", "stadium closure", "incident")]),
    ("The disciplinary judge closed the Curva Sud for two matches.", [("sanction", "stadium closure", "incident")]),
    ("FIFA charges both federations", [("sanction", "charge", "incident")]),
    ("Police ran a booze ban around the ground from noon.", [("measure", "alcohol ban", "incident")]),
    ("The club stopped its kiosks from selling beer and employed more stewards than usual.",
     [("measure", "alcohol ban", "incident"), ("measure", "increased security", "incident"),
      ("police", "stewards", "incident")]),
    ("The visitors' allocation had been cut to 900.", [("measure", "ticket restrictions", "incident")]),
    ("A dispersal order was in force across the city centre.", [("measure", "dispersal order", "incident")]),
    ("The Scottish FA is now looking into the scenes at the end.", [("investigation", "Scottish FA", "incident")]),
    ("The Spanish league (LFP) has opened an inquiry into the trouble.", [("investigation", "LFP", "incident")]),
    ("Detectives are going through footage from the away end.", [("investigation", "police", "incident")]),
    ("Anyone responsible, the club said, would never again be admitted to its ground.",
     [("bans", "lifetime", "incident")]),
]

NEGATIVE_CASES = [
    # offence names in a bullet line or a charge list are no claims
    ("• throwing a coin – three men", [("arrests", "3", "incident")]),
    ("• going onto the pitch – two boys", [("arrests", "2", "incident")]),
    ("Rangers face charges for lighting fireworks, a pitch invasion and throwing objects.",
     [("sanction", "charge", "incident")]),
    # nobody on the pitch, a stopped attempt
    ("Nobody got onto the pitch, despite what the local radio said.", []),
    # a hit steward is hurt, not deployed
    ("A thrown plastic cup hit a female steward on the arm.", [("missiles", "cup", "incident")]),
    ("A punch thrown in the concourse hit a steward in the face.", []),
    ("He was convicted of assaulting a steward in the concourse.", []),
    # seats as a place, not a missile
    ("A lad three seats along from me was hit by a lighter.", [("missiles", "lighter", "incident")]),
    # a flare smuggled in is no pyrotechnic let off
    ("The club is unhappy that a flare was smuggled into the East Stand.", []),
    # "Marseille" is no month
    ("Thirty Marseille fans were escorted out of the ground.", [("dispersal", "30", "incident")]),
    # involvement, not presence
    ("No home fans were involved in the disorder.", []),
    # a hot dog stand, not police dogs
    ("Police said the hot dogs sold out by half-time.", []),
    # what happened with the pyrotechnics: restated, not thrown
    ("What happened with the flares and the coins was unacceptable.",
     [("missiles", "coin", "incident"), ("pyrotechnics", "flare", "incident")]),
    # a weather-flooded pitch is no invasion
    ("The game was called off because of a flooded pitch.", []),
    # ages and lengths are no counts
    ("The court banned the men, aged 21 and 24, from matches for five years.", []),
]


@pytest.mark.parametrize(("text", "expected"), COUNT_CASES, ids=case_ids(COUNT_CASES))
def test_counts(text, expected):
    assert found(text) == sorted(expected)


@pytest.mark.parametrize(("text", "expected"), THING_CASES, ids=case_ids(THING_CASES))
def test_things(text, expected):
    assert found(text, ALL) == sorted(expected)


@pytest.mark.parametrize(("text", "expected"), NEGATIVE_CASES, ids=case_ids(NEGATIVE_CASES))
def test_negatives(text, expected):
    assert found(text, ALL) == sorted(expected)
