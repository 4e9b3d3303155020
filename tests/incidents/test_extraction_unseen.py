"""Hand-written sentences for failure patterns found outside the seed reports.

Each pattern was seen on reports the extractor had never read (earlier matches
read as this one, counts in list and apposition forms, investigations and
speakers phrased differently).  The sentences here are new phrasings of those
patterns, with other clubs, places, numbers and outlets, so the rules they
check are general ones.  Every case states the exact claims of the kinds it
looks at: what must come out and, by exact equality, what must not.

No database: every test here runs in milliseconds.
"""

import pytest

from incidents.extraction import extract
from tests.incidents.extraction_cases import found, NUMERIC

# A claim about an earlier match or an earlier time: never this match.
EARLIER = "earlier"
_EARLIER_SCOPES = {"other_match", "unknown"}


def assert_exact(text, kinds, expected):
    """The claims of ``kinds`` are exactly ``expected``; scope EARLIER accepts other_match or unknown."""
    got = found(text, kinds)
    relaxed = sorted(
        (kind, value, EARLIER if scope in _EARLIER_SCOPES else scope) for kind, value, scope in got
    )
    wanted = sorted(
        (kind, value, EARLIER if scope in _EARLIER_SCOPES else scope) for kind, value, scope in expected
    )
    assert relaxed == wanted, [(c.kind, c.value, c.scope, c.text) for c in extract(text)]


def _id(case):
    return case[0][:50]


# --- 1. facts about earlier matches are not this match's -------------------------------
# (text, kinds looked at, exact claims)
EARLIER_MATCHES = [
    (
        "Norwich City were fined £12,000 by the FA in February after coins were thrown at Carrow Road.",
        ("sanction", "missiles"),
        [("sanction", "fine", EARLIER), ("missiles", "coin", EARLIER)],
    ),
    (
        "In November, six Everton fans were arrested after flares were let off at Goodison Park.",
        ("arrests", "pyrotechnics"),
        [("arrests", "6", EARLIER), ("pyrotechnics", "flare", EARLIER)],
    ),
    (
        "Bristol City were handed a £7,500 penalty by the EFL in October after their supporters "
        "set off smoke bombs at Ashton Gate.",
        ("sanction", "pyrotechnics"),
        [("sanction", "fine", EARLIER), ("pyrotechnics", "smoke bomb", EARLIER)],
    ),
    (
        "Ipswich Town beat Norwich City 2-0. Ipswich Town and Norwich City meet again in March. "
        "The reverse fixture at Carrow Road was halted for ten minutes after smoke bombs were thrown onto the pitch.",
        ("pyrotechnics", "missiles"),
        [("pyrotechnics", "smoke bomb", "other_match"), ("missiles", "smoke bomb", "other_match")],
    ),
    (
        "Swansea City drew 1-1 with Cardiff City. Swansea City fans sang throughout. "
        "During the reverse game in Cardiff, 11 supporters were ejected from the ground.",
        NUMERIC,
        [("dispersal", "11", "other_match")],
    ),
    (
        "Last season 19 Wolves fans were handed banning orders after the derby.",
        NUMERIC,
        [("bans", "19", EARLIER)],
    ),
    (
        "Memories of the 1998 World Cup are still raw: dozens of fans were hurt in running battles in Marseille.",
        NUMERIC,
        [("injuries", "24", EARLIER)],
    ),
    (
        "Memories of Italia 90 linger here, when more than 200 supporters were detained after the semi-final.",
        NUMERIC,
        [("arrests", "200", EARLIER)],
    ),
    (
        "Across the 2022/23 season so far, Lancashire Police has made 41 football-related arrests.",
        NUMERIC,
        [("arrests", "41", "season")],
    ),
    (
        "So far in the 2024-25 campaign, officers have made 63 arrests at Ibrox.",
        NUMERIC,
        [("arrests", "63", "season")],
    ),
    (
        "Over the 2021/22 season to date, 28 people have been banned by the club.",
        NUMERIC,
        [("bans", "28", "season")],
    ),
    (
        "In the 2019/20 season, 45 banning orders were issued to Sunderland supporters.",
        NUMERIC,
        [("bans", "45", EARLIER)],
    ),
    (
        "Throughout the 2021-22 campaign, Essex Police made 33 football-related arrests.",
        NUMERIC,
        [("arrests", "33", "season")],
    ),
    (
        "Back in March, nine Coventry fans were arrested when the sides met at the Ricoh Arena.",
        NUMERIC,
        [("arrests", "9", EARLIER)],
    ),
    (
        "Leeds United beat Millwall 2-0. Leeds United fans and Millwall fans clashed at Elland Road. "
        "Leeds United will face Arsenal at the Emirates Stadium in the FA Cup fourth round.",
        ("venue", "competition"),
        [("venue", "Elland Road", "incident"), ("venue", "Emirates Stadium", "other_match"),
         ("competition", "FA Cup", "other_match")],
    ),
    (
        "Feyenoord were ordered to play a Europa League knockout match behind closed doors in 2019.",
        ("sanction", "measure"),
        [("sanction", "stadium closure", EARLIER)],
    ),
]


@pytest.mark.parametrize(("text", "kinds", "expected"), EARLIER_MATCHES, ids=[_id(c) for c in EARLIER_MATCHES])
def test_earlier_matches_are_not_this_match(text, kinds, expected):
    assert_exact(text, kinds, expected)


def test_this_matchs_claims_beside_an_earlier_one_stay_incident():
    text = (
        "Three Burnley fans were arrested at Turf Moor on Saturday. "
        "Burnley were fined £20,000 by the FA in January after a pitch invasion."
    )
    assert_exact(text, ("arrests", "sanction"), [("arrests", "3", "incident"), ("sanction", "fine", EARLIER)])


# --- 2. counts in forms the seeds did not use -------------------------------------------
COUNTS = [
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
    # breakdowns after a total
    (
        "Five men were arrested - three for affray and two for possession of pyrotechnics.",
        ("arrests", "pyrotechnics"),
        [("arrests", "5", "incident"), ("arrests", "3", "incident"), ("arrests", "2", "incident")],
    ),
    (
        "Lancashire Police detained six fans - four for public order offences, one for assault and one for criminal damage.",
        NUMERIC,
        [("arrests", "6", "incident"), ("arrests", "4", "incident"), ("arrests", "1", "incident"),
         ("arrests", "1", "incident")],
    ),
    (
        "Nine supporters were arrested, five for disorder and four for being drunk.",
        NUMERIC,
        [("arrests", "9", "incident"), ("arrests", "5", "incident"), ("arrests", "4", "incident")],
    ),
    # "N of them" after a total is a part of it
    (
        "Merseyside Police said 19 people were arrested, 12 of them inside the ground.",
        NUMERIC,
        [("arrests", "19", "incident"), ("arrests", "12", "incident")],
    ),
    (
        "Nine fans were hurt, two of them seriously.",
        NUMERIC,
        [("injuries", "9", "incident"), ("injuries", "2", "incident")],
    ),
    # an apposition between the count and its verb
    (
        "Eight men, aged between 20 and 45, were arrested after the game.",
        NUMERIC,
        [("arrests", "8", "incident")],
    ),
    (
        "Police said three supporters, all from Cardiff, were detained overnight.",
        NUMERIC,
        [("arrests", "3", "incident")],
    ),
    (
        "Eleven people, including a 16-year-old girl, were arrested on suspicion of affray.",
        NUMERIC,
        [("arrests", "11", "incident")],
    ),
    (
        "Four stewards, one of whom was knocked over, were injured.",
        ("injuries",),
        [("injuries", "4", "incident"), ("injuries", "1", "incident")],
    ),
    # exact ranges with "between ... and"
    (
        "Between 40 and 50 Stoke fans clashed with police outside the station.",
        NUMERIC,
        [("crowd", "40-50", "incident")],
    ),
    (
        "Police said between 12 and 15 people were arrested in the city centre.",
        NUMERIC,
        [("arrests", "12-15", "incident")],
    ),
    (
        "Witnesses said between 200 and 300 supporters gathered in the square before kick-off.",
        NUMERIC,
        [("crowd", "200-300", "incident")],
    ),
    # crowds: a size in the ground, an expected turnout, "the N crowd", "the majority of the N"
    (
        "Leicester City, who had around 4,000 supporters in the away end, condemned the trouble.",
        NUMERIC,
        [("crowd", "4000", "incident")],
    ),
    (
        "About 15,000 Scotland fans are expected in Munich on Friday.",
        NUMERIC,
        [("crowd", "15000", "incident")],
    ),
    (
        "An estimated 12,000 Ireland supporters are expected in Cardiff tonight.",
        NUMERIC,
        [("crowd", "12000", "incident")],
    ),
    (
        "The overwhelming majority of the 28,000 supporters who attended behaved impeccably.",
        NUMERIC,
        [("crowd", "28000", "incident")],
    ),
    (
        "The club thanked the vast majority of the 17,500 fans in attendance for their patience.",
        NUMERIC,
        [("crowd", "17500", "incident")],
    ),
    (
        "The great majority of the 52,000 crowd were well behaved.",
        NUMERIC,
        [("crowd", "52000", "incident")],
    ),
    # dispersal: held back, directed to leave, escorted away
    (
        "Around 200 Rangers fans were held back inside the ground after the final whistle.",
        NUMERIC,
        [("dispersal", "200", "incident")],
    ),
    (
        "Forty supporters were directed to leave the town centre under a dispersal order.",
        NUMERIC,
        [("dispersal", "40", "incident")],
    ),
    (
        "A group of 30 Millwall fans were escorted away from the station by officers.",
        NUMERIC,
        [("dispersal", "30", "incident")],
    ),
    (
        "Mounted officers held back about 250 Hibs fans at the station.",
        NUMERIC,
        [("dispersal", "250", "incident")],
    ),
    (
        "Around 600 Celtic fans were kept behind after full-time.",
        NUMERIC,
        [("dispersal", "600", "incident")],
    ),
    (
        "Two men were held in custody overnight.",
        NUMERIC,
        [("arrests", "2", "incident")],
    ),
    (
        "Police said 75 away supporters were kept back for half an hour at full-time.",
        NUMERIC,
        [("dispersal", "75", "incident")],
    ),
    # "including N ..." in a sentence about injuries
    (
        "Fourteen people were hurt, including six police officers.",
        NUMERIC,
        [("injuries", "14", "incident"), ("injuries", "6", "incident")],
    ),
    (
        "Twenty supporters were injured in the crush, including three stewards.",
        NUMERIC,
        [("injuries", "20", "incident"), ("injuries", "3", "incident")],
    ),
    (
        "Nine people needed hospital treatment, including four officers.",
        NUMERIC,
        [("injuries", "9", "incident"), ("injuries", "4", "incident")],
    ),
    # two coordinated counts share the verb
    (
        "Two stewards and a 12-year-old girl were treated for cuts.",
        NUMERIC + ("police",),
        [("injuries", "2", "incident"), ("injuries", "1", "incident")],
    ),
    (
        "Seven men and two women were arrested near the ground.",
        NUMERIC,
        [("arrests", "7", "incident"), ("arrests", "2", "incident")],
    ),
    (
        "Five fans and three officers were hurt when the barrier collapsed.",
        NUMERIC,
        [("injuries", "5", "incident"), ("injuries", "3", "incident")],
    ),
    # a crowd named by what it was doing
    (
        "Witnesses saw about 60 men hurling bottles outside the station.",
        ("crowd", "missiles"),
        [("crowd", "60", "incident"), ("missiles", "bottle", "incident")],
    ),
    # police deployments are not crowds
    (
        "There were more than 200 officers inside the stadium.",
        NUMERIC,
        [],
    ),
    (
        "Around 90 stewards were present in the away end.",
        NUMERIC,
        [],
    ),
    (
        "Some 350 police officers were involved in the operation.",
        NUMERIC,
        [],
    ),
    # a ban's duration is not a count of bans
    (
        "Anyone convicted faces a banning order of up to six years.",
        ("bans",),
        [],
    ),
    (
        "Offenders can be handed a club ban of up to five years.",
        ("bans",),
        [],
    ),
    (
        "Anyone caught throwing missiles faces a lifetime ban.",
        ("bans",),
        [("bans", "lifetime", "incident")],
    ),
    (
        "The maximum sanction is a football banning order lasting three years.",
        ("bans",),
        [],
    ),
]


@pytest.mark.parametrize(("text", "kinds", "expected"), COUNTS, ids=[_id(c) for c in COUNTS])
def test_counts_in_new_forms(text, kinds, expected):
    assert_exact(text, kinds, expected)


def test_between_range_keeps_low_high_and_words():
    (claim,) = [c for c in extract("Between 40 and 50 Stoke fans clashed with police.") if c.kind == "crowd"]
    assert (claim.low, claim.high, claim.approximate) == (40, 50, False)
    assert claim.original.lower().startswith("between 40 and 50")


# --- 3. investigations phrased differently ----------------------------------------------
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


@pytest.mark.parametrize("text", [
    "UEFA has opened disciplinary proceedings against both clubs.",
    "UEFA said it had opened disciplinary proceedings against Galatasaray.",
    "The FA has opened disciplinary proceedings against Millwall over the scenes.",
])
def test_disciplinary_proceedings_are_a_charge(text):
    assert ("sanction", "charge") in [(c.kind, c.value) for c in extract(text)]


# --- quote speakers -------------------------------------------------------------------
SPEAKERS = [
    (
        "England play Scotland tonight. Munich police said 12 people were held overnight. "
        'A spokeswoman told us: "The situation around the station is calm and we will stay visible all night."',
        ("Munich Police", "police"),
    ),
    (
        "Leicester City beat Everton 2-0. Leicestershire Police said two men were arrested. "
        'A spokesman said: "Both men remain in custody and our enquiries are continuing."',
        ("Leicestershire Police", "police"),
    ),
    (
        "Celtic fans clashed with Rangers fans. The SPFL confirmed it had received the referee's report. "
        'A spokeswoman said: "We will be speaking to both clubs about what happened at the game."',
        ("SPFL", "governing_body"),
    ),
    (
        'Camden councillor Priya Shah said: "Residents have been complaining about this for years now."',
        ("Priya Shah", "official"),
    ),
    (
        "Salford councillor Mike Doyle, who chairs the licensing committee, said: "
        '"We warned the club that the stewarding plan was not good enough."',
        ("Mike Doyle", "official"),
    ),
    (
        'Sheffield city councillor Jo Smith said: "The club must act now before someone is killed."',
        ("Jo Smith", "official"),
    ),
    (
        'Liverpool councillor Joe Ward told the Echo: "People living near the ground deserve better than this."',
        ("Joe Ward", "official"),
    ),
    (
        "Chief Inspector Sarah Moss, who was in charge on the day, said:\n"
        '"Most supporters behaved well, but a small group were determined to cause trouble."',
        ("Sarah Moss", "police"),
    ),
    (
        "Hibs captain Lewis Grant added:\n"
        "“We want to play in front of fans, not in a cloud of smoke every other week.”",
        ("Lewis Grant", "player"),
    ),
    (
        "Portsmouth lost 1-0 to Southampton. A statement from Portsmouth read:\n"
        '"The club condemns the behaviour of a small minority of our supporters."',
        ("Portsmouth", "club"),
    ),
]


@pytest.mark.parametrize(("text", "speaker"), SPEAKERS, ids=[c[0][:50] for c in SPEAKERS])
def test_quote_speakers(text, speaker):
    quotes = [(c.speaker, c.speaker_role) for c in extract(text) if c.kind == "quote"]
    assert quotes == [speaker]


# --- missiles, pyrotechnics, stewards and general statements ---------------------------
THINGS = [
    # vague quantity words before the missile
    ("SCORES of coins were hurled at the linesman.", ("missiles",), [("missiles", "coin", "incident")]),
    (
        "DOZENS of pyros were launched from the away end.",
        ("missiles", "pyrotechnics"),
        [("missiles", "flare", "incident"), ("pyrotechnics", "flare", "incident")],
    ),
    (
        "Hundreds of flares were thrown onto the running track.",
        ("missiles", "pyrotechnics") + NUMERIC,
        [("missiles", "flare", "incident"), ("pyrotechnics", "flare", "incident")],
    ),
    # a pyrotechnic that lands among people or on the pitch
    (
        "A flare landed on the edge of the six-yard box.",
        ("missiles", "pyrotechnics"),
        [("missiles", "flare", "incident"), ("pyrotechnics", "flare", "incident")],
    ),
    (
        "Their keeper had a smoke bomb land right beside him.",
        ("missiles", "pyrotechnics"),
        [("missiles", "smoke bomb", "incident"), ("pyrotechnics", "smoke bomb", "incident")],
    ),
    (
        "A firework landed among home fans in the lower tier.",
        ("missiles", "pyrotechnics"),
        [("missiles", "firework", "incident"), ("pyrotechnics", "firework", "incident")],
    ),
    # an injured steward is an injury, not a stewarding deployment
    (
        "One steward was taken to hospital with a head wound.",
        ("injuries", "police"),
        [("injuries", "1", "incident")],
    ),
    (
        "A steward needed stitches after being hit by a coin.",
        ("injuries", "police", "missiles"),
        [("injuries", "1", "incident"), ("missiles", "coin", "incident")],
    ),
    (
        "Two stewards were treated for minor injuries.",
        ("injuries", "police"),
        [("injuries", "2", "incident")],
    ),
    (
        "Stewards formed a line in front of the away end.",
        ("police",),
        [("police", "stewards", "incident")],
    ),
    # attacked with objects: missiles
    (
        "A mob of around 200 people attacked the police lines with bottles and coins.",
        ("missiles",),
        [("missiles", "bottle", "incident"), ("missiles", "coin", "incident")],
    ),
    (
        "Alcohol was not on sale inside the stadium.",
        ("measure",),
        [("measure", "alcohol ban", "incident")],
    ),
    # general statements are not claims about the match
    (
        "Throwing objects inside a football ground is a criminal offence.",
        ("missiles",),
        [],
    ),
    (
        "Setting off flares at a match is illegal and dangerous.",
        ("pyrotechnics", "missiles"),
        [],
    ),
    (
        "Fans are reminded that throwing coins can lead to a banning order.",
        ("missiles", "bans"),
        [],
    ),
    (
        "Lighting a smoke bomb in a stadium is an offence under the law.",
        ("pyrotechnics",),
        [],
    ),
    (
        "It is a criminal offence to throw missiles at a football match.",
        ("missiles",),
        [],
    ),
    (
        "Fireworks are illegal inside the ground and have no place in football.",
        ("pyrotechnics", "missiles"),
        [],
    ),
    # a fact in the same sentence as the word "illegal" is still a fact
    (
        "Police said the behaviour was illegal and 12 men were arrested.",
        NUMERIC,
        [("arrests", "12", "incident")],
    ),
    (
        "Flares were thrown onto the pitch, which is illegal, and four fans were ejected.",
        ("pyrotechnics", "missiles") + NUMERIC,
        [("pyrotechnics", "flare", "incident"), ("missiles", "flare", "incident"), ("dispersal", "4", "incident")],
    ),
    # offence names in an arrest breakdown are not pyrotechnics
    (
        "Police Scotland said four fans were arrested for pyrotechnic offences.",
        ("pyrotechnics", "arrests"),
        [("arrests", "4", "incident")],
    ),
]


@pytest.mark.parametrize(("text", "kinds", "expected"), THINGS, ids=[_id(c) for c in THINGS])
def test_things_in_new_phrasings(text, kinds, expected):
    assert_exact(text, kinds, expected)


def test_a_second_quotation_after_an_inverted_attribution_has_the_same_speaker():
    text = (
        "Away supporters complained about the stewarding. "
        "“We were crushed against the barrier for ten minutes,” said Amy Clarke of the Stoke City Supporters’ Club. "
        "“Nobody came to help us and the gates stayed shut the whole time.”"
    )
    quotes = [(c.speaker, c.value[:10]) for c in extract(text) if c.kind == "quote"]
    assert quotes == [("Amy Clarke", "We were cr"), ("Amy Clarke", "Nobody cam")]


def test_a_quotation_introduced_by_a_new_paragraph_is_not_the_previous_speakers():
    text = (
        "“We were crushed against the barrier,” said Amy Clarke of the supporters’ club.\n"
        "Derby County manager Paul Warne said: “I did not see any of it from the dugout tonight.”"
    )
    quotes = [c.speaker for c in extract(text) if c.kind == "quote"]
    assert quotes == ["Amy Clarke", "Paul Warne"]
