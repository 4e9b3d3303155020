"""Counts of people tied to their kind's trigger (``counts.people``): arrests, injuries,
deaths, dispersal and bans, in the phrasings of UK, European and agency reporting.

Arrests ("held on suspicion of", "taken into custody", "remain in custody", "in police
cells", slang in headlines, "the number of arrests rose to"), injuries ("needed
hospital treatment", "rushed to hospital", "stretchered off"), dispersal ("refused
admittance", "led out of the ground", "stopped 40 fans from travelling", "held back"),
bans imposed "on" or handed "to" people; an apposition between the people and their
verb.  Conventions kept (see the gold READMEs): being charged, bailed, fined or
released is no arrest; an assault is no injury; a ban's length is no count of bans.
Every sentence is hand-written (other clubs, grounds and numbers); each case states
the exact claims of the kinds it looks at, so a spurious claim fails as surely as a
missing one.

No database: every test here runs in milliseconds.
"""

import pytest

from incidents.extraction import extract

from .cases import NUMERIC, assert_exact, case_ids, claims_of, counted, found, why

# (text, exact counts)
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
]

# (text, exact counts): slang in capitals, a wire slug, "someone"
ARRESTS_IN_HEADLINES = [
    ("DERBY DAY DISGRACE AT TANNADICE - NINE LIFTED", [("arrests", "9", "incident")]),
    ("ELEVEN HELD AFTER SEASIDE DERBY BRAWL", [("arrests", "11", "incident")]),
    ("Football-Six arrested after Swansea and Cardiff fans fight in city centre",
     [("arrests", "6", "incident")]),
    ("Someone in the family stand was arrested for throwing a bottle.", [("arrests", "1", "incident")]),
]

# (text, exact counts)
ARRESTS_IN_OTHER_WORDS = [
    ("By midnight, four supporters were in Merseyside Police cells.", [("arrests", "4", "incident")]),
    ("Police confirmed all six were held on suspicion of affray.", [("arrests", "6", "incident")]),
    ("Eleven casuals were huckled near the station.", [("arrests", "11", "incident")]),
    ("Two more had been lifted outside the ground before the game.", [("arrests", "2", "incident")]),
]

# (text, exact counts)
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
]

# (text, kinds looked at, exact claims)
INJURIES_NAMED_OTHERWISE = [
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
        "Paramedics treated 14 people for smoke inhalation outside the turnstiles.",
        NUMERIC,
        [("injuries", "14", "incident")],
    ),
]

# (text, exact counts): wounds described at length, burns
WOUNDS = [
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
    ("Three family members were treated in hospital.", [("injuries", "3", "incident")]),
    ("A Leeds fan whose face was cut by a flying glass was helped away.", [("injuries", "1", "incident")]),
]

# (text, exact counts)
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
    ("Another twenty had been kept away from the ground altogether.", [("dispersal", "20", "incident")]),
    ("Stewards denied entry to 22 fans who had no tickets.", [("dispersal", "22", "incident")]),
    ("About 15 of ours were turned away at the gates.", [("dispersal", "15", "incident")]),
]

# (text, kinds looked at, exact claims)
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

# (text, exact counts)
BANS_OF_SEVERAL = [
    (
        "Forty supporters have so far been banned from the ground this season.",
        [("bans", "40", "season")],
    ),
    # the article is inside the count's own trigger: one claim, not a second ban of one
    ("Two fans were given a stadium ban after the cup tie.", [("bans", "2", "incident")]),
]

# (text, kinds looked at, exact claims; scope EARLIER: other_match or unknown)
FORMS = [
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


COUNTED = ARRESTS + ARRESTS_IN_HEADLINES + ARRESTS_IN_OTHER_WORDS + INJURIES + WOUNDS + DISPERSAL + BANS_OF_SEVERAL
COUNTED_OF_KINDS = INJURIES_NAMED_OTHERWISE + BANS


@pytest.mark.parametrize("text, expected", COUNTED, ids=case_ids(COUNTED))
def test_counts(text, expected):
    assert found(text) == sorted(expected), why(text)


@pytest.mark.parametrize("text, kinds, expected", COUNTED_OF_KINDS, ids=case_ids(COUNTED_OF_KINDS))
def test_counts_of_the_kinds_looked_at(text, kinds, expected):
    assert found(text, kinds) == sorted(expected), why(text)


def test_a_ban_from_attending_is_a_ban_not_a_dispersal():
    text = "Nine Bristol Rovers fans were banned from attending matches for three years."
    assert found(text) == [("bans", "9", "incident")], why(text)


@pytest.mark.parametrize(("text", "kinds", "expected"), FORMS, ids=case_ids(FORMS))
def test_counts_in_new_forms(text, kinds, expected):
    assert_exact(text, kinds, expected)


# Counts stated through the measure rather than a verb of the kind: dispersal directions or
# notices issued to people, banning orders sought against or to be imposed on them, a club
# that "will ban" them.  A ban that "will" be sought is counted; one that "could" is not,
# and a dispersal order over an area counts nobody.
# (text, exact counts: kind, value, group, scope)
THROUGH_THE_MEASURE = [
    ("Dispersal orders were issued to 40 people in the town centre before kick-off.",
     [("dispersal", "40", "", "incident")]),
    ("Some 60 supporters were issued with dispersal directions and put on trains home.",
     [("dispersal", "60", "fans", "incident")]),
    ("Officers served dispersal notices on 35 Stoke fans at the railway station.",
     [("dispersal", "35", "fans", "incident")]),
    ("Thirty-two men were handed dispersal notices and told not to return to the city for 48 hours.",
     [("dispersal", "32", "", "incident")]),
    ("Police gave dispersal directions to about 25 youths near the ground.",
     [("dispersal", "25", "fans", "incident")]),
    ("Banning orders will be sought against about 15 supporters identified on CCTV.",
     [("bans", "15", "fans", "incident")]),
    ("The club says it will ban 11 fans who invaded the pitch.",
     [("bans", "11", "fans", "incident")]),
    ("Police are seeking football banning orders against 12 men filmed fighting in the concourse.",
     [("bans", "12", "", "incident")]),
    ("Banning orders are to be imposed on eight Wigan supporters, Greater Manchester Police said.",
     [("bans", "8", "fans", "incident")]),
    ("Football banning orders were handed to nine men at the magistrates' court.",
     [("bans", "9", "", "incident")]),
    ("Police could seek banning orders against up to 30 fans.", []),
    ("A dispersal order was in force around the ground from noon.", []),
]


@pytest.mark.parametrize(("text", "expected"), THROUGH_THE_MEASURE, ids=case_ids(THROUGH_THE_MEASURE))
def test_counts_through_the_measure(text, expected):
    assert counted(text) == sorted(expected)


# People named with where they came from or what they had, before their verb (a
# failure class of the verdicts sets: "About 60 people without tickets were turned
# away" gave no figure, nor did "two fans from Leeds were arrested").
QUALIFIED_PEOPLE = [
    ("Two fans from Leeds were arrested after the game.", [("arrests", "2", "fans", "incident")]),
    ("About 60 people without tickets were turned away at the gates.", [("dispersal", "60", "", "incident")]),
    ("Three officers from West Mercia Police were injured.", [("injuries", "3", "police", "incident")]),
    ("Four men wearing balaclavas were arrested near the ground.", [("arrests", "4", "", "incident")]),
    ("Two supporters carrying flares were ejected in the first half.", [("dispersal", "2", "fans", "incident")]),
    ("Five youths from the estate were detained on Saturday night.", [("arrests", "5", "fans", "incident")]),
    ("A man from Grimsby was arrested on suspicion of affray.", [("arrests", "1", "", "incident")]),
    ("Around 30 supporters without valid tickets were refused entry.", [("dispersal", "30", "fans", "incident")]),
    ("Six stewards from an agency were hurt in the crush.", [("injuries", "6", "stewards", "incident")]),
    ("Eight fans from both clubs were banned for three years.", [("bans", "8", "fans", "incident")]),
    ("Nine people wearing replica shirts were held by police in the city centre.",
     [("arrests", "9", "", "incident")]),
    # the qualifier may not end in another people noun: whose count it is stays unread
    ("Two officers from the unit guarding the fans were praised.", []),
    # ... or what they had, after "with" (a failure class of verdicts-final13: "More than
    # 150 of our supporters with valid tickets were turned away at the gates" gave no figure)
    ("More than 150 of our supporters with valid tickets were turned away at the gates.",
     [("dispersal", "150", "fans", "incident")]),
    ("Three officers with shields were injured by missiles.", [("injuries", "3", "police", "incident")]),
    ("Four men with their faces covered were arrested in the car park.", [("arrests", "4", "", "incident")]),
    ("Twenty fans with home-end tickets were ejected.", [("dispersal", "20", "fans", "incident")]),
    ("Nine supporters with minor injuries were treated at the scene.", [("injuries", "9", "fans", "incident")]),
    ("About 30 people with forged tickets were refused entry.", [("dispersal", "30", "", "incident")]),
    ("Two stewards with head wounds were taken to hospital.", [("injuries", "2", "stewards", "incident")]),
    ("Six youths with masks were detained near the station.", [("arrests", "6", "fans", "incident")]),
    ("Five Leeds fans with flares were arrested at the turnstiles.", [("arrests", "5", "fans", "incident")]),
    ("Eleven fans with valid tickets were turned away.", [("dispersal", "11", "fans", "incident")]),
    # what they have names no count of its own: they are stopped, not banned
    ("About 40 people with banning orders were stopped at the airport.", []),
    ("Two fans with banning orders were arrested.", [("arrests", "2", "fans", "incident")]),
    # a trigger may still begin at "with": the people handed a measure
    ("Police issued 41 people with orders to leave the area.", [("dispersal", "41", "", "incident")]),
    # "with" after no people noun is no qualifier
    ("Police clashed with 200 fans outside the ground.", []),
    # ... or where they came from as a place "of" one (a verdicts-final48 class: a police
    # release's "Four Maccabi Haifa supporters and one man from the canton of Bern, aged between
    # 19 and 44, were arrested" gave no figure)
    ("One man from the canton of Bern was arrested.", [("arrests", "1", "", "incident")]),
    ("Two fans from the north of England were hurt.", [("injuries", "2", "fans", "incident")]),
    ("A woman from the Republic of Ireland was injured.", [("injuries", "1", "", "incident")]),
    ("Six supporters from the city of Bern were turned away.", [("dispersal", "6", "fans", "incident")]),
    ("Three men from the region of Murcia were detained.", [("arrests", "3", "", "incident")]),
    ("Four youths from the outskirts of Lyon were arrested.", [("arrests", "4", "fans", "incident")]),
    ("Five stewards from the south of the county were hurt.", [("injuries", "5", "stewards", "incident")]),
    ("Two officers from the county of Kent were injured.", [("injuries", "2", "police", "incident")]),
    ("Seven people from the town of Ayr were arrested.", [("arrests", "7", "", "incident")]),
    ("Four Haifa supporters and one man from the canton of Bern, aged between 19 and 44, were arrested.",
     [("arrests", "1", "", "incident"), ("arrests", "4", "fans", "incident"), ("arrests", "5", "", "incident")]),
    # the place may not end in another people noun
    ("Two officers from the unit of the stewards were praised.", []),
]

# Taken away by the police is arrested (a failure class of verdicts-final14, in fan blogs of
# five sets: "We know of five of ours who were taken away" gave no figure); taken away in an
# ambulance, or led away from a place, is not.
TAKEN_AWAY = [
    ("We know of five of ours who were taken away, all from the Cologne group.",
     [("arrests", "5", "fans", "incident")]),
    ("Five of ours were taken away by the police.", [("arrests", "5", "fans", "incident")]),
    ("Five fans were led away by police.", [("arrests", "5", "fans", "incident")]),
    ("Five fans were bundled into police vans.", [("arrests", "5", "fans", "incident")]),
    ("Two men were taken away in a police van.", [("arrests", "2", "", "incident")]),
    ("Three supporters were carted off by riot police.", [("arrests", "3", "fans", "incident")]),
    ("Four men were dragged away by officers and held overnight.", [("arrests", "4", "", "incident")]),
    ("Six fans were taken away.", [("arrests", "6", "fans", "incident")]),
    ("Two Bremen lads were led away by the police after the final whistle.", [("arrests", "2", "", "incident")]),
    ("One of ours was taken away, and we still do not know why.", [("arrests", "1", "fans", "incident")]),
    # not arrested
    ("Two fans were taken away in an ambulance.", []),
    ("Two fans were led away from the ground by stewards.", [("dispersal", "2", "fans", "incident")]),
    ("Two players were taken off.", []),
]


@pytest.mark.parametrize(("text", "expected"), TAKEN_AWAY, ids=case_ids(TAKEN_AWAY))
def test_taken_away_by_the_police_is_arrested(text, expected):
    assert counted(text) == sorted(expected)


# A number then "-odd" is that many and some more (a verdicts-final5 class, met once its fan
# blog joined its match: "Forty-odd lads who had bought from touts were sent back at the
# gate" was exactly 40, set against the police's 41).
ODD_NUMBERS = [
    ("Forty-odd lads who had bought from touts were sent back at the gate.", "40", 49),
    ("There were 1,900-odd of us in the away end.", "1900", 1999),
    ("Twenty odd fans were arrested.", "20", 29),
    ("Sixty-odd adults were turned away without the right paperwork.", "60", 69),
    ("Police detained 30-odd supporters near the station.", "30", 39),
    ("A hundred-odd fans gathered outside the pub.", "100", 199),
    ("Thirty-odd people were ejected.", "30", 39),
    ("Some 4,000-odd supporters made the trip.", "4000", 4999),
    ("Fifty-odd fans were moved on by officers.", "50", 59),
    ("Twelve-odd stewards were hurt.", "12", 12),
]


@pytest.mark.parametrize(("text", "value", "high"), ODD_NUMBERS, ids=case_ids(ODD_NUMBERS))
def test_a_number_then_odd_is_that_many_and_some_more(text, value, high):
    from incidents.extraction import extract

    (claim,) = [c for c in extract(text) if c.kind in NUMERIC]
    assert (claim.value, claim.low, claim.high, claim.approximate) == (value, int(value), high, True)


def test_an_odd_event_after_a_count_leaves_it_exact():
    from incidents.extraction import extract

    (claim,) = [c for c in extract("Police arrested 20 fans after an odd incident.") if c.kind in NUMERIC]
    assert (claim.value, claim.approximate) == ("20", False)


# Knocked back, said of people, is turned away (a verdicts-final22 class: a Hibernian blog's
# "I watched at least 40 of ours knocked back" at the turnstiles gave no figure, and its
# cited "twelve people were refused entry" agreed with the police's twelve; verdicts-final21's
# England blog "still got knocked back" too). Knocking back drinks is not.
KNOCKED_BACK = [
    ("I watched at least 40 of ours knocked back at the turnstiles.", [("dispersal", "40", "fans", "incident")]),
    ("About 60 fans were knocked back at the turnstiles.", [("dispersal", "60", "fans", "incident")]),
    ("Twenty supporters got knocked back at the gate for not having ID.", [("dispersal", "20", "fans", "incident")]),
    ("Fifteen of us got knocked back for having the wrong tickets.", [("dispersal", "15", "fans", "incident")]),
    ("Dozens of lads were knocked back at the door.", [("dispersal", "24", "", "incident")]),
    ("Around 300 people were knocked back by stewards.", [("dispersal", "300", "", "incident")]),
    ("Thirty away fans were knocked back at the checkpoint.", [("dispersal", "30", "fans", "incident")]),
    ("Nine of them knocked back at the gates were kids.", [("dispersal", "9", "", "incident")]),
    ("More than 100 supporters have been knocked back at the turnstiles.", [("dispersal", "100", "fans", "incident")]),
    ("Eight of ours got knocked back, most for nothing.", [("dispersal", "8", "fans", "incident")]),
    # not turned away
    ("Five lads knocked back a few pints before the game.", []),
    ("The two men knocked back their drinks and left.", []),
]


@pytest.mark.parametrize(("text", "expected"), KNOCKED_BACK, ids=case_ids(KNOCKED_BACK))
def test_knocked_back_is_turned_away(text, expected):
    assert counted(text, ("dispersal",)) == sorted(expected)


# People of a side of the match named after them, "the visiting team", "the away side" (a
# verdicts-final23 class: a police bulletin's "Two supporters of the visiting team were
# treated by the stadium medical service" gave nothing).
PEOPLE_OF_A_SIDE = [
    ("Two fans of the visiting team were injured.", [("injuries", "2", "fans", "incident")]),
    ("Two supporters of the away side were hurt.", [("injuries", "2", "fans", "incident")]),
    ("Three supporters of the home team were arrested.", [("arrests", "3", "fans", "incident")]),
    ("Four fans of the visiting club were ejected.", [("dispersal", "4", "fans", "incident")]),
    ("Five supporters from the away side were refused entry.", [("dispersal", "5", "fans", "incident")]),
    ("Six fans of the other team were arrested.", [("arrests", "6", "fans", "incident")]),
    ("Two supporters of the travelling side needed treatment.", [("injuries", "2", "fans", "incident")]),
    ("Seven fans of the home side were detained.", [("arrests", "7", "fans", "incident")]),
    ("Three followers of the visiting team were hurt.", [("injuries", "3", "fans", "incident")]),
    ("Two supporters of the visiting team were treated by the stadium medical service.",
     [("injuries", "2", "fans", "incident")]),
    # as before
    ("Eight supporters from both sides were arrested.", [("arrests", "8", "fans", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), PEOPLE_OF_A_SIDE, ids=case_ids(PEOPLE_OF_A_SIDE))
def test_people_of_a_side_named_after_them_are_counted(text, expected):
    assert counted(text) == expected


# Police by their force's own word are police (a verdicts-final24 class: a gendarmerie's "No
# gendarme was injured" and the Garda's "One Garda member sustained a minor injury" gave no
# police row; read since, they also mend seven older sets).
POLICE_BY_THEIR_FORCES_WORD = [
    ("No gendarme was injured.", [("injuries", "0", "police", "incident")]),
    ("One Garda member sustained a minor injury to the face when struck by a bottle.",
     [("injuries", "1", "police", "incident")]),
    ("A garda was hurt by a thrown bottle near Havelock Square.", [("injuries", "1", "police", "incident")]),
    ("Two gendarmes were injured by flares.", [("injuries", "2", "police", "incident")]),
    ("Three carabinieri were hurt in the clashes.", [("injuries", "3", "police", "incident")]),
    ("Four gardaí were injured.", [("injuries", "4", "police", "incident")]),
    ("None of the gendarmes deployed was hurt.", [("injuries", "0", "police", "incident")]),
    ("Two gardai needed hospital treatment.", [("injuries", "2", "police", "incident")]),
    ("A carabiniere was struck by a bottle and needed stitches.", [("injuries", "1", "police", "incident")]),
    ("Five gendarmes suffered minor injuries.", [("injuries", "5", "police", "incident")]),
    # the force named, not its people
    ("A Garda spokesman said two men were arrested.", [("arrests", "2", "", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), POLICE_BY_THEIR_FORCES_WORD, ids=case_ids(POLICE_BY_THEIR_FORCES_WORD))
def test_police_by_their_forces_word_are_police(text, expected):
    assert counted(text) == expected


# People moved on by the police, the verb first ("used a dispersal direction to move on 15
# men": a verdicts-final24 class; "moved on" after the people was read already).
MOVE_ON_PEOPLE = [
    ("Police also used a dispersal direction to move on 15 men who had gathered outside a pub.",
     [("dispersal", "15", "", "incident")]),
    ("A dispersal order was used to move on around a dozen people in the town centre.",
     [("dispersal", "12", "", "incident")]),
    ("Officers moved on 40 fans from the square.", [("dispersal", "40", "fans", "incident")]),
    ("Police had to move on 30 supporters from the station.", [("dispersal", "30", "fans", "incident")]),
    ("Officers were moving on 25 people from the bridge.", [("dispersal", "25", "", "incident")]),
    ("Police moved on 60 Leeds fans from the city centre.", [("dispersal", "60", "fans", "incident")]),
    ("The order allowed officers to move on 18 men.", [("dispersal", "18", "", "incident")]),
    ("Police moves on 12 people from outside the ground.", [("dispersal", "12", "", "incident")]),
    ("Stewards helped police move on 50 away fans.", [("dispersal", "50", "fans", "incident")]),
    ("Officers used Section 35 powers to move on 22 supporters.", [("dispersal", "22", "fans", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), MOVE_ON_PEOPLE, ids=case_ids(MOVE_ON_PEOPLE))
def test_moving_people_on_is_dispersing_them(text, expected):
    assert [c for c in counted(text) if c[0] == "dispersal"] == expected


# People who happened to be there are people (a verdicts-final23 class: a wire's "a passer-by
# was slightly injured" was not read, against a police release's "One passer-by").
BYSTANDERS = [
    ("A passer-by was slightly injured.", [("injuries", "1", "", "incident")]),
    ("Two passers-by were hurt.", [("injuries", "2", "", "incident")]),
    ("A bystander was injured by a flare.", [("injuries", "1", "", "incident")]),
    ("Three bystanders needed treatment.", [("injuries", "3", "", "incident")]),
    ("Two onlookers were injured.", [("injuries", "2", "", "incident")]),
    ("One passer-by was treated in hospital.", [("injuries", "1", "", "incident")]),
    ("A passerby was injured.", [("injuries", "1", "", "incident")]),
    ("Four shoppers were hurt when the fighting spilled into the market.", [("injuries", "4", "", "incident")]),
    ("A tourist was injured by a flying chair.", [("injuries", "1", "", "incident")]),
    ("Two commuters were assaulted at the station and needed treatment.", [("injuries", "2", "", "incident")]),
    ("A pedestrian was arrested after the match.", [("arrests", "1", "", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), BYSTANDERS, ids=case_ids(BYSTANDERS))
def test_people_who_happened_to_be_there_are_counted(text, expected):
    assert counted(text) == sorted(expected)


# The people a part "of those arrested" is, named after "are" past by whom (a verdicts-final22
# class: a Southend statement's "three of those arrested by the Metropolitan Police are
# Southend supporters" counted three of no group, against the police's four people).
OF_THOSE_BY_WHOM_ARE = [
    ("Four people were arrested. Three of those arrested by the Metropolitan Police are Southend supporters.",
     [("arrests", "3", "fans", "incident"), ("arrests", "4", "", "incident")]),
    ("Five people were arrested. Two of those detained by officers were home fans.",
     [("arrests", "2", "fans", "incident"), ("arrests", "5", "", "incident")]),
    ("Police arrested nine people. Four of those held by Police Scotland are Celtic supporters.",
     [("arrests", "4", "fans", "incident"), ("arrests", "9", "", "incident")]),
    ("Eleven people were arrested. Six of those arrested by Greater Manchester Police were Leeds United fans.",
     [("arrests", "11", "", "incident"), ("arrests", "6", "fans", "incident")]),
    ("Seven people were hurt. Two of those injured by the flares were stewards.",
     [("injuries", "2", "stewards", "incident"), ("injuries", "7", "", "incident")]),
    ("Ten people were detained. Three of those detained by the gendarmerie are Swiss supporters.",
     [("arrests", "10", "", "incident"), ("arrests", "3", "fans", "incident")]),
    ("Eight people were ejected. Five of those ejected by stewards were away fans.",
     [("dispersal", "5", "fans", "incident"), ("dispersal", "8", "", "incident")]),
    ("Twelve people were arrested. One of those arrested by the police was a steward.",
     [("arrests", "1", "stewards", "incident"), ("arrests", "12", "", "incident")]),
    ("Six people were detained. Four of those held by the Carabinieri were Lazio supporters.",
     [("arrests", "4", "fans", "incident"), ("arrests", "6", "", "incident")]),
    ("Nine people were arrested. Two of those arrested by Dutch police are Feyenoord supporters.",
     [("arrests", "2", "fans", "incident"), ("arrests", "9", "", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), OF_THOSE_BY_WHOM_ARE, ids=case_ids(OF_THOSE_BY_WHOM_ARE))
def test_the_people_of_those_arrested_by_whom_named_after_are(text, expected):
    assert counted(text) == sorted(expected)


# ... or placed in the crowd by where they were or what they held (a verdicts-final23 class:
# a Union statement's "four of those arrested held tickets for our away section" counted four
# of no group, against the police's seven people).
OF_THOSE_PLACED_IN_THE_CROWD = [
    ("The police told us that four of those arrested held tickets for our away section.",
     [("arrests", "4", "fans", "incident")]),
    ("Three of those detained were in the away end.", [("arrests", "3", "fans", "incident")]),
    ("Two of those arrested had tickets for the away section.", [("arrests", "2", "fans", "incident")]),
    ("Five of those ejected were from the home end.", [("dispersal", "5", "fans", "incident")]),
    ("Six of those arrested by the police were in our end.", [("arrests", "6", "fans", "incident")]),
    ("One of those hurt was in the away section.", [("injuries", "1", "fans", "incident")]),
    ("Seven of those arrested bought tickets in the home stand.", [("arrests", "7", "fans", "incident")]),
    ("Eight of those detained were among the visiting support.", [("arrests", "8", "fans", "incident")]),
    ("Two of those refused entry had tickets for our end.", [("dispersal", "2", "fans", "incident")]),
    ("Nine of those held were in the family stand.", [("arrests", "9", "fans", "incident")]),
    # not placed in the crowd
    ("Two of those arrested were in custody overnight.", [("arrests", "2", "", "incident")]),
    ("Three of those detained had been drinking in the town centre.", [("arrests", "3", "", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), OF_THOSE_PLACED_IN_THE_CROWD,
                         ids=case_ids(OF_THOSE_PLACED_IN_THE_CROWD))
def test_the_people_of_those_arrested_placed_in_the_crowd_are_fans(text, expected):
    assert counted(text) == sorted(expected)


# Arrest slang "lifted" (and "nicked") with what follows it in a fan's words: "by the polis" (the Scots word),
# "and both of them ours", and the police lifting people (a class of verdicts-final26: a
# Dunfermline blog's "One numpty, one flare, one lifted by the polis ... so that's two lads
# lifted and both of them ours" left only "another one was lifted" against the police's two).
LIFTED = [
    ("One numpty, one flare, one lifted by the polis.", [("arrests", "1", "", "incident")]),
    ("So that's two lads lifted and both of them ours, I'm told.", [("arrests", "2", "", "incident")]),
    ("Four lads lifted and held overnight in Govan.", [("arrests", "4", "", "incident")]),
    ("Three of ours lifted by the cops before kick-off.", [("arrests", "3", "fans", "incident")]),
    ("Six fans lifted and charged.", [("arrests", "6", "fans", "incident")]),
    ("Five lifted by the polis at the station.", [("arrests", "5", "", "incident")]),
    ("Cops lifted SIX fans in and around the national stadium.", [("arrests", "6", "fans", "incident")]),
    ("The polis lifted two of ours at the station.", [("arrests", "2", "fans", "incident")]),
    ("Officers lifted 12 supporters after the game.", [("arrests", "12", "fans", "incident")]),
    # ... and "nick" said before the people (verdicts-final26: a tabloid's "with cops nicking THREE fans")
    ("But there was trouble on Wembley Way, with cops nicking THREE fans after a flare-up.",
     [("arrests", "3", "fans", "incident")]),
    ("MILLERS' MAGIC! Rotherham win it at the death - as cops nick THREE", [("arrests", "3", "", "incident")]),
    ("Police have nicked four lads outside the ground.", [("arrests", "4", "", "incident")]),
    ("Police lifting 12 fans at the station.", [("arrests", "12", "fans", "incident")]),
    # lifting, not arresting
    ("Two boys lifted and carried over the barrier by stewards.", []),
    ("Police lifted the ban on away fans.", []),
    ("Three players lifted and swung the manager round.", []),
]


@pytest.mark.parametrize(("text", "expected"), LIFTED, ids=case_ids(LIFTED))
def test_arrest_slang_lifted_by_the_polis_and_by_the_cops(text, expected):
    assert counted(text) == sorted(expected)


# The writer's own among a total, said after "of them" (a verdicts-final21 class: an England
# blog's "the Hungarian police were saying eleven people had been lifted, seven of them
# ours" counted seven of no group); in a police officer's quotation, ours are officers.
OF_THEM_OURS = [
    ("The Hungarian police were saying eleven people had been lifted, seven of them ours.",
     [("arrests", "11", "", "incident"), ("arrests", "7", "fans", "incident")]),
    ("Police arrested eleven people, seven of them ours.",
     [("arrests", "11", "", "incident"), ("arrests", "7", "fans", "incident")]),
    ("Eleven people were arrested, seven of whom were ours.",
     [("arrests", "11", "", "incident"), ("arrests", "7", "fans", "incident")]),
    ("Nine people were hurt, three of them ours.",
     [("injuries", "9", "", "incident"), ("injuries", "3", "fans", "incident")]),
    ("Twenty were turned away at the gate, twelve of them ours.",
     [("dispersal", "20", "", "incident"), ("dispersal", "12", "fans", "incident")]),
    ("The police say 14 people were detained, five of them ours.",
     [("arrests", "14", "", "incident"), ("arrests", "5", "fans", "incident")]),
    ("Six people were ejected, four of whom are ours.",
     [("dispersal", "6", "", "incident"), ("dispersal", "4", "fans", "incident")]),
    ("Police detained eight lads, two of them ours.",
     [("arrests", "8", "", "incident"), ("arrests", "2", "fans", "incident")]),
    ("Thirty people got stadium bans, ten of them ours.",
     [("bans", "30", "", "incident"), ("bans", "10", "fans", "incident")]),
    ('A police spokesman said: "Five people were injured, two of them ours."',
     [("injuries", "5", "", "incident"), ("injuries", "2", "police", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), OF_THEM_OURS, ids=case_ids(OF_THEM_OURS))
def test_the_writers_own_among_a_total_said_after_of_them(text, expected):
    assert counted(text) == sorted(expected)


# Taken in by the police, or taken in by them, is detained (a verdicts-final21 class: an
# Olympiacos blog's "the police were saying fourteen people had been taken in", and "the
# police took in 23 people", gave no figure); taken in at a gate, or by an offer, is not.
TAKEN_IN = [
    ("By the next day the police were saying fourteen people had been taken in.",
     [("arrests", "14", "", "incident")]),
    ("The police took in 23 people.", [("arrests", "23", "", "incident")]),
    ("Six fans were taken in for questioning.", [("arrests", "6", "fans", "incident")]),
    ("Nine supporters were taken in by police near the station.", [("arrests", "9", "fans", "incident")]),
    ("Four men were taken in overnight.", [("arrests", "4", "", "incident")]),
    ("Twelve people were taken in on suspicion of public order offences.", [("arrests", "12", "", "incident")]),
    ("Officers took in seven home supporters after the final whistle.", [("arrests", "7", "fans", "incident")]),
    ("Eleven fans were taken in, among them two minors.", [("arrests", "11", "fans", "incident")]),
    ("Cops took in five lads by the station.", [("arrests", "5", "", "incident")]),
    ("Three of ours were taken in by the riot police.", [("arrests", "3", "fans", "incident")]),
    # not detained
    ("Thirty thousand took in the match.", []),
    ("Two fans were taken in by the ticket touts' offer.", []),
    ("About 300 fans were taken in at the gate.", []),
]


@pytest.mark.parametrize(("text", "expected"), TAKEN_IN, ids=case_ids(TAKEN_IN))
def test_taken_in_by_the_police_is_detained(text, expected):
    assert counted(text) == sorted(expected)


# ... and taken in with the people between verb and particle, or with a time after it (a
# verdicts-final48 class: a Maccabi Haifa blog's "They took four of ours in" gave no figure
# beside a police release's "Four Maccabi Haifa supporters ... were arrested").  Not people
# taken in at a gate or through a turnstile.
TOOK_THEM_IN = [
    ("They took four of ours in.", [("arrests", "4", "fans", "incident")]),
    ("Police took four fans in for questioning.", [("arrests", "4", "fans", "incident")]),
    ("Officers took two men in overnight.", [("arrests", "2", "", "incident")]),
    ("The cops took three lads in after the match.", [("arrests", "3", "", "incident")]),
    ("The riot police took six supporters in on suspicion of affray.", [("arrests", "6", "fans", "incident")]),
    ("They took five of our lot in, and let them go at dawn.", [("arrests", "5", "fans", "incident")]),
    ("Three men were taken in after the match.", [("arrests", "3", "", "incident")]),
    ("Seven people were taken in following the clashes.", [("arrests", "7", "", "incident")]),
    ("Two more fans were taken in later.", [("arrests", "2", "fans", "incident")]),
    ("Nine supporters were taken in last night, police said.", [("arrests", "9", "fans", "incident")]),
    # not detained
    ("The stewards took 3,000 fans in at the gate.", []),
    ("They took 2,000 supporters in through one turnstile.", []),
]


@pytest.mark.parametrize(("text", "expected"), TOOK_THEM_IN, ids=case_ids(TOOK_THEM_IN))
def test_people_taken_in_with_words_between_or_a_time_after_are_detained(text, expected):
    assert counted(text) == sorted(expected), why(text)


# A relative clause without commas between the people and their verb (a failure class of
# verdicts-final16: an England blog's "Around 20 lads who'd bought tickets from a dodgy
# website were turned away" gave no figure); a clause with a crowd's own verb keeps the
# count a crowd's, and a clause's own verb of a kind is still read.
RELATIVE_CLAUSES = [
    ("Around 20 lads who'd bought tickets from a dodgy website were turned away, fair enough.",
     [("dispersal", "20", "", "incident")]),
    ("Five men who had been drinking all day were arrested.", [("arrests", "5", "", "incident")]),
    ("Twelve supporters who arrived without tickets were refused entry.", [("dispersal", "12", "fans", "incident")]),
    ("Two stewards who tried to stop the invasion were injured.", [("injuries", "2", "stewards", "incident")]),
    ("Three Hibs fans who'd got hold of forged tickets were refused entry at the turnstiles.",
     [("dispersal", "3", "fans", "incident")]),
    ("Four officers who responded to the fighting were hurt.", [("injuries", "4", "police", "incident")]),
    ("Eleven people who ignored the cordon were arrested.", [("arrests", "11", "", "incident")]),
    ("Six supporters who were identified from CCTV have been banned.", [("bans", "6", "fans", "incident")]),
    ("Forty fans who had been drinking outside a pub were dispersed by police.",
     [("dispersal", "40", "fans", "incident")]),
    ("Nine youths who'd got onto the roof of the stand were detained.", [("arrests", "9", "fans", "incident")]),
    ("Two men who have been identified from CCTV footage were arrested on Monday.",
     [("arrests", "2", "", "incident")]),
    # the clause's own verb: a count's, or a crowd's beside the main verb's
    ("Two men who were arrested after the match were later released.", [("arrests", "2", "", "incident")]),
    ("1,180 Sparta fans who made the trip were held inside the ground.",
     [("crowd", "1180", "fans", "incident"), ("dispersal", "1180", "fans", "incident")]),
    ("Forty fans who had gathered outside a pub were dispersed by police.",
     [("crowd", "40", "fans", "incident"), ("dispersal", "40", "fans", "incident")]),
    # no clause
    ("Two fans who saw the fight said the police were slow.", []),
]


@pytest.mark.parametrize(("text", "expected"), RELATIVE_CLAUSES, ids=case_ids(RELATIVE_CLAUSES))
def test_a_relative_clause_between_the_people_and_their_verb(text, expected):
    assert counted(text) == sorted(expected)


# Seen or checked by medical staff is hurt (a failure class of verdicts-final16: a St. Pauli
# blog's "two of ours were seen by the paramedics behind the goal" gave no figure beside the
# police's two spectators injured); seen by anyone else is not.
SEEN_BY_MEDICS = [
    ("They managed it: two of ours were seen by the paramedics behind the goal, one with a burnt arm.",
     [("injuries", "2", "fans", "incident")]),
    ("Two fans were seen by paramedics at the scene.", [("injuries", "2", "fans", "incident")]),
    ("Three supporters were checked over by medics.", [("injuries", "3", "fans", "incident")]),
    ("A steward was examined by the stadium's medical staff.", [("injuries", "1", "stewards", "incident")]),
    ("Four people were assessed by ambulance crews outside the ground.", [("injuries", "4", "", "incident")]),
    ("Five fans were looked at by first aiders.", [("injuries", "5", "fans", "incident")]),
    ("Two officers were seen by doctors at the ground.", [("injuries", "2", "police", "incident")]),
    ("Six supporters were attended to by paramedics.", [("injuries", "6", "fans", "incident")]),
    ("Eight people were checked by the ambulance service.", [("injuries", "8", "", "incident")]),
    ("Nine spectators were seen by first-aiders in the stand.", [("injuries", "9", "fans", "incident")]),
    ("Ten fans were seen by the club's medical team.", [("injuries", "10", "fans", "incident")]),
    # not by medical staff
    ("Two fans were seen by the police.", []),
    ("Two fans were taken away in an ambulance.", []),
]


@pytest.mark.parametrize(("text", "expected"), SEEN_BY_MEDICS, ids=case_ids(SEEN_BY_MEDICS))
def test_seen_by_medical_staff_is_hurt(text, expected):
    assert counted(text) == sorted(expected)


# Handcuffed is arrested (a failure class of verdicts-final17: a Brøndby blog's "I can count
# three of ours in handcuffs. Three, not seven." gave no figure, so its citing of the
# police's seven stood for it and agreed with them).
HANDCUFFED = [
    ("I can count three of ours in handcuffs.", [("arrests", "3", "fans", "incident")]),
    ("Two men were handcuffed and put in a van.", [("arrests", "2", "", "incident")]),
    ("Four fans were led away in handcuffs.", [("arrests", "4", "fans", "incident")]),
    ("Police handcuffed six supporters outside the ground.", [("arrests", "6", "fans", "incident")]),
    ("Five of our lads were cuffed for nothing.", [("arrests", "5", "fans", "incident")]),
    ("Three supporters were taken away in cuffs.", [("arrests", "3", "fans", "incident")]),
    ("Seven fans were handcuffed outside the ground.", [("arrests", "7", "fans", "incident")]),
    ("Eight people were in handcuffs by half-time.", [("arrests", "8", "", "incident")]),
    ("Nine Leeds fans were handcuffed on the concourse.", [("arrests", "9", "fans", "incident")]),
    ("Ten of us were cuffed at the station.", [("arrests", "10", "fans", "incident")]),
    # handcuffs held, not worn
    ("Two officers with handcuffs stood by.", []),
]


@pytest.mark.parametrize(("text", "expected"), HANDCUFFED, ids=case_ids(HANDCUFFED))
def test_handcuffed_is_arrested(text, expected):
    assert counted(text) == sorted(expected)


# The month of May before a count is no "may" of a hedge (a failure class of verdicts-final14:
# the Met's "Officers policing the ... final ... on Sunday, 19 May made four arrests" gave none).
MAY_THE_MONTH = [
    ("On 19 May police made four arrests.", [("arrests", "4", "", "incident")]),
    ("Officers policing the final on Sunday, 19 May made four arrests.", [("arrests", "4", "", "incident")]),
    ("Officers on Sunday 19 May made four arrests.", [("arrests", "4", "", "incident")]),
    ("On the 19th May police arrested six fans.", [("arrests", "6", "fans", "incident")]),
    ("On 2nd May police detained three supporters.", [("arrests", "3", "fans", "incident")]),
    ("Late May saw nine arrests at the derby.", [("arrests", "9", "", "incident")]),
    ("Since May, 40 people have been arrested at the ground.", [("arrests", "40", "", "season")]),
    ("Stewards on 26 May ejected 11 supporters.", [("dispersal", "11", "fans", "incident")]),
    ("On 31st May two stewards were injured.", [("injuries", "2", "stewards", "incident")]),
    ("Police on Saturday 4 May arrested 12 men.", [("arrests", "12", "", "incident")]),
    # the hedge still hedges
    ("Police may make arrests later.", []),
    ("Police say they may arrest 20 fans.", []),
    ("Officers may have detained as many as 30 fans.", []),
    ("Police said this may lead to bans for 30 fans.", []),
]


@pytest.mark.parametrize(("text", "expected"), MAY_THE_MONTH, ids=case_ids(MAY_THE_MONTH))
def test_the_month_of_may_is_no_hedge(text, expected):
    assert counted(text) == sorted(expected)


# Security guards are stewards (a failure class of verdicts-final14: "One security guard was
# hit on the shoulder by a bottle" gave no injury); guards elsewhere are nobody's.
GUARDS = [
    ("One security guard was hit on the shoulder by a bottle thrown near the turnstiles.",
     [("injuries", "1", "stewards", "incident")]),
    ("Two guards were injured.", [("injuries", "2", "stewards", "incident")]),
    ("Three security guards were hurt when fans rushed the gate.", [("injuries", "3", "stewards", "incident")]),
    ("A security guard needed hospital treatment.", [("injuries", "1", "stewards", "incident")]),
    ("Four private security guards were attacked and hurt.", [("injuries", "4", "stewards", "incident")]),
    ("A guard was struck by a coin.", [("injuries", "1", "stewards", "incident")]),
    ("Six guards were injured in the tunnel.", [("injuries", "6", "stewards", "incident")]),
    ("Two stadium security guards were taken to hospital.", [("injuries", "2", "stewards", "incident")]),
    ("One of the security guards was slightly hurt.", [("injuries", "1", "stewards", "incident")]),
    ("Five guards needed treatment.", [("injuries", "5", "stewards", "incident")]),
    ("Two prison guards were hurt.", [("injuries", "2", "", "incident")]),
    ("Three border guards were injured.", [("injuries", "3", "", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), GUARDS, ids=case_ids(GUARDS))
def test_security_guards_are_stewards(text, expected):
    assert counted(text) == sorted(expected)


# Pushed or forced out of a place is dispersed (a failure class of verdicts-final14: an
# Olympiacos blog's "At least 20 of us were pushed out of Storgata by police with dogs").
PUSHED_OUT = [
    ("At least 20 of us were pushed out of Storgata by police with dogs before the match.",
     [("dispersal", "20", "fans", "incident")]),
    ("About 40 fans were forced out of the bar by riot police.", [("dispersal", "40", "fans", "incident")]),
    ("Nine people were herded out of the station.", [("dispersal", "9", "", "incident")]),
    ("Around 300 fans were chased out of a square in the old town.", [("dispersal", "300", "fans", "incident")]),
    ("Some 50 supporters were driven out of the pub by officers.", [("dispersal", "50", "fans", "incident")]),
    ("Thirty fans were shepherded out of the fan zone.", [("dispersal", "30", "fans", "incident")]),
    ("Dozens of ultras were forced away from the ground.", [("dispersal", "24", "fans", "incident")]),
    ("Twelve men were shoved out of the bar.", [("dispersal", "12", "", "incident")]),
    ("Two hundred supporters were pushed away from the gates.", [("dispersal", "200", "fans", "incident")]),
    ("About 60 fans were chased away from the station.", [("dispersal", "60", "fans", "incident")]),
    ("The team was pushed out of the top four.", []),
]


@pytest.mark.parametrize(("text", "expected"), PUSHED_OUT, ids=case_ids(PUSHED_OUT))
def test_pushed_or_forced_out_of_a_place_is_dispersed(text, expected):
    assert counted(text) == sorted(expected)


# Stopped on the way and sent back, or put back on a train (a verdicts-final34 class: a
# police release's "About 60 Club Brugge supporters ... were intercepted and sent back to
# Bruges by train" and a blog's "about 60 of ours were stopped at Sint-Pieters and put back on
# a train to Bruges" gave no figure); and a club whose name holds the word "Club" between a
# number and its people ("Club Brugge", "Grasshopper Club Zürich"), which ended the words
# that may stand there.
SENT_BACK_ON_THE_WAY = [
    ("About 60 Club Brugge supporters were intercepted and sent back to Bruges by train.",
     [("dispersal", "60", "fans", "incident")]),
    ("About 60 of ours were stopped at Sint-Pieters and put back on a train to Bruges.",
     [("dispersal", "60", "fans", "incident")]),
    ("About 60 of ours were put back on a train to Bruges.", [("dispersal", "60", "fans", "incident")]),
    ("Some 40 ultras were intercepted at the border and turned back.", [("dispersal", "40", "fans", "incident")]),
    ("30 supporters were put back on their coaches and sent home.", [("dispersal", "30", "fans", "incident")]),
    ("Some 25 Lazio fans were intercepted on the motorway and escorted back to Rome.",
     [("dispersal", "25", "fans", "incident")]),
    ("Fifty supporters were intercepted by police and sent back.", [("dispersal", "50", "fans", "incident")]),
    ("About 70 fans were stopped at the station and put on the next train home.",
     [("dispersal", "70", "fans", "incident")]),
    ("Around 80 Legia fans were intercepted near the border and sent home.", [("dispersal", "80", "fans", "incident")]),
    ("Twenty supporters were stopped on the motorway and turned back.", [("dispersal", "20", "fans", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), SENT_BACK_ON_THE_WAY, ids=case_ids(SENT_BACK_ON_THE_WAY))
def test_stopped_on_the_way_and_sent_back_is_dispersed(text, expected):
    assert counted(text) == sorted(expected)


CLUB_IN_A_CLUBS_NAME = [
    ("Six Club Brugge supporters were arrested.", [("arrests", "6", "fans", "incident")]),
    ("About 60 Club Brugge fans were turned away.", [("dispersal", "60", "fans", "incident")]),
    ("Three Club América fans were injured.", [("injuries", "3", "fans", "incident")]),
    ("Seven Club Brugge fans were injured.", [("injuries", "7", "fans", "incident")]),
    ("Four Grasshopper Club Zürich supporters were arrested.", [("arrests", "4", "fans", "incident")]),
    ("About 300 Club Brugge supporters were escorted out.", [("dispersal", "300", "fans", "incident")]),
    ("Nine Club América supporters were detained.", [("arrests", "9", "fans", "incident")]),
    ("Twelve Club Brugge ultras were ejected.", [("dispersal", "12", "fans", "incident")]),
    ("Two Club Brugge stewards were hurt.", [("injuries", "2", "stewards", "incident")]),
    ("SIX CLUB BRUGGE SUPPORTERS WERE ARRESTED.", [("arrests", "6", "fans", "incident")]),
    # the word "club" of no name still ends them
    ("Six club members were arrested.", []),
]


@pytest.mark.parametrize(("text", "expected"), CLUB_IN_A_CLUBS_NAME, ids=case_ids(CLUB_IN_A_CLUBS_NAME))
def test_a_club_named_with_the_word_club_holds_the_count_to_its_people(text, expected):
    assert counted(text) == sorted(expected)


# Bans requested or asked for are sought (a failure class of verdicts-final14: "The Bern
# Cantonal Police has requested nationwide stadium bans against nine people" gave no figure).
BANS_REQUESTED = [
    ("The Bern Cantonal Police has requested nationwide stadium bans against nine people.",
     [("bans", "9", "", "incident")]),
    ("Police have asked for banning orders against 12 men.", [("bans", "12", "", "incident")]),
    ("Stadium bans were requested against six fans.", [("bans", "6", "fans", "incident")]),
    ("The club requested bans for 14 supporters.", [("bans", "14", "fans", "incident")]),
    ("Prosecutors are requesting banning orders against 20 people.", [("bans", "20", "", "incident")]),
    ("The force requests stadium bans against seven Leeds fans.", [("bans", "7", "fans", "incident")]),
    ("Officers are asking for bans on eight supporters.", [("bans", "8", "fans", "incident")]),
    ("Banning orders have been requested against three men.", [("bans", "3", "", "incident")]),
    ("The federation requested area bans against 11 ultras.", [("bans", "11", "fans", "incident")]),
    ("Police asked for football banning orders against five people.", [("bans", "5", "", "incident")]),
    # a request that may come is no count
    ("Police could request bans against 30 fans.", []),
]


@pytest.mark.parametrize(("text", "expected"), BANS_REQUESTED, ids=case_ids(BANS_REQUESTED))
def test_bans_requested_are_sought(text, expected):
    assert counted(text) == sorted(expected)


# Bans counted to come, or applied for through another body (a verdicts-final34 class: "The
# City Police will request six area bans against those arrested" gave no bans, or six
# arrests, and "will apply to the clubs for nationwide stadium bans against twelve people"
# none).  A count of bans before people ("six area bans against those arrested") counts the
# bans; people before the bans ("six fans with banning orders") are the people.
BANS_TO_COME_OR_THROUGH_A_BODY = [
    ("The City Police will request six area bans against those arrested and identified.",
     [("bans", "6", "", "incident")]),
    ("Police will request six area bans.", [("bans", "6", "", "incident")]),
    ("Police issued six area bans against those arrested.", [("bans", "6", "", "incident")]),
    ("The federation will hand out four stadium bans.", [("bans", "4", "", "incident")]),
    ("Police will seek five banning orders against those involved.", [("bans", "5", "", "incident")]),
    ("The club will impose three bans on those identified.", [("bans", "3", "", "incident")]),
    ("The police will apply to the clubs for nationwide stadium bans against twelve people.",
     [("bans", "12", "", "incident")]),
    ("Police will apply to the league for bans against nine supporters.", [("bans", "9", "fans", "incident")]),
    ("Police applied to the court for banning orders against 14 men.", [("bans", "14", "", "incident")]),
    ("Officers are applying to the federation for stadium bans against seven ultras.",
     [("bans", "7", "fans", "incident")]),
    # people before the bans, and a modal of anything else
    ("Six fans with banning orders were arrested.", [("arrests", "6", "fans", "incident")]),
    ("Police will make six arrests.", []),
    ("Some of them will now get a letter about a stadium ban.", []),
]


@pytest.mark.parametrize(("text", "expected"), BANS_TO_COME_OR_THROUGH_A_BODY,
                         ids=case_ids(BANS_TO_COME_OR_THROUGH_A_BODY))
def test_bans_counted_to_come_or_applied_for_through_a_body(text, expected):
    assert counted(text) == sorted(expected)


# A country's own word for a stadium ban (a failure class of verdicts-final13: "The Questore
# has started DASPO proceedings against 22 supporters" gave no figure).
OWN_WORD_FOR_A_BAN = [
    ("The Questore has started DASPO proceedings against 22 supporters.", [("bans", "22", "fans", "incident")]),
    ("DASPO orders were issued to 14 fans.", [("bans", "14", "fans", "incident")]),
    ("The Questore issued a DASPO against 22 supporters.", [("bans", "22", "fans", "incident")]),
    ("Police handed DASPO orders to 30 ultras.", [("bans", "30", "fans", "incident")]),
    ("Six fans received a DASPO.", [("bans", "6", "fans", "incident")]),
    ("Eight supporters were handed DASPO orders.", [("bans", "8", "fans", "incident")]),
    ("The club issued Stadionverbote against nine fans.", [("bans", "9", "fans", "incident")]),
    ("Twelve supporters were given a Stadionverbot.", [("bans", "12", "fans", "incident")]),
    ("The police requested DASPO orders against 11 men.", [("bans", "11", "", "incident")]),
    ("Stadionverbot proceedings against five ultras have begun.", [("bans", "5", "fans", "incident")]),
    ("Police could request a DASPO against 30 fans.", []),
]


@pytest.mark.parametrize(("text", "expected"), OWN_WORD_FOR_A_BAN, ids=case_ids(OWN_WORD_FOR_A_BAN))
def test_a_countrys_own_word_for_a_stadium_ban_is_a_ban(text, expected):
    assert counted(text) == sorted(expected)


# A list of ages in an apposition is no count of its own (a failure class of
# verdicts-final14: the police's "Two of the men, aged 20 and 26, were arrested there" gave
# no figure: the 26 took the words after it).
AGES_LISTED = [
    ("Two of the men, aged 20 and 26, were arrested there.", [("arrests", "2", "", "incident")]),
    ("Two men, aged 20 and 26, were arrested there.", [("arrests", "2", "", "incident")]),
    ("Seven men, aged 19 and 47, had been arrested.", [("arrests", "7", "", "incident")]),
    ("Three men, aged 19, 22 and 31, were arrested after the match.", [("arrests", "3", "", "incident")]),
    ("Two fans, aged 18 or 19, were detained.", [("arrests", "2", "fans", "incident")]),
    ("Two women, aged 23 and 25, were hurt by a flare.", [("injuries", "2", "", "incident")]),
    ("Four supporters, aged 17, 19, 20 and 22, were ejected.", [("dispersal", "4", "fans", "incident")]),
    ("Two officers, aged 31 and 44, were injured.", [("injuries", "2", "police", "incident")]),
    ("Three youths, aged 15 and 16, were detained.", [("arrests", "3", "fans", "incident")]),
    ("Five men, aged between 19 and 31, and 40, were banned.", []),
    ("Two stewards, aged 52 and 61, were taken to hospital.", [("injuries", "2", "stewards", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), AGES_LISTED, ids=case_ids(AGES_LISTED))
def test_a_list_of_ages_is_no_count(text, expected):
    assert counted(text) == sorted(expected)


# Kept outside, locked out (a failure class of verdicts-final15: a Porto blog's "More than 100
# of us were kept outside gate 18 until the second half", disputing the police's 23 refused
# entry, gave no figure, so the two outlets were agreed at 23).
KEPT_OUTSIDE = [
    ("More than 100 of us were kept outside gate 18 until the second half.",
     [("dispersal", "100", "fans", "incident")]),
    ("About 200 fans were locked out of the ground.", [("dispersal", "200", "fans", "incident")]),
    ("Around 400 ticket holders were left outside when the gates were shut.",
     [("dispersal", "400", "fans", "incident")]),
    ("Around 50 fans were stuck outside the turnstiles at kick-off.", [("dispersal", "50", "fans", "incident")]),
    ("Some 300 supporters were kept outside the stadium for an hour.", [("dispersal", "300", "fans", "incident")]),
    ("Dozens of away fans were locked out.", [("dispersal", "24", "fans", "incident")]),
    ("Nearly 1,000 Rangers fans were kept outside Hampden.", [("dispersal", "1000", "fans", "incident")]),
    ("Twenty supporters were left outside after the gates closed.", [("dispersal", "20", "fans", "incident")]),
    ("Eighty fans were stuck outside gate C.", [("dispersal", "80", "fans", "incident")]),
    ("Around 150 ticket holders were locked out of the away end.", [("dispersal", "150", "fans", "incident")]),
    ("Fans were kept outside.", []),
]


@pytest.mark.parametrize(("text", "expected"), KEPT_OUTSIDE, ids=case_ids(KEPT_OUTSIDE))
def test_kept_outside_or_locked_out_is_kept_out(text, expected):
    assert counted(text) == sorted(expected)


# A fan blog's own people, said its way (failure classes of verdicts-final15: "Four of our lot
# were detained" and "Police said ten arrests, six of ours" gave no figure of theirs).
FANS_OWN_WORDS = [
    ("Four of our lot were detained before the game.", [("arrests", "4", "fans", "incident")]),
    ("Two of our lot were hurt by a flare.", [("injuries", "2", "fans", "incident")]),
    ("Four of their lot were arrested.", [("arrests", "4", "", "incident")]),
    ("Police said ten arrests, six of ours.",
     [("arrests", "10", "", "incident"), ("arrests", "6", "fans", "incident")]),
    ("Nine people were detained, four of us among them.",
     [("arrests", "9", "", "incident"), ("arrests", "4", "fans", "incident")]),
    ("Twelve were ejected, seven of ours.",
     [("dispersal", "12", "", "incident"), ("dispersal", "7", "fans", "incident")]),
    ("Five of our lot were nicked outside the ground.", [("arrests", "5", "fans", "incident")]),
    ("More than ten of our lot were thrown out.", [("dispersal", "10", "fans", "incident")]),
    ("Three of our lot were hurt in the crush.", [("injuries", "3", "fans", "incident")]),
    ("Eight arrests, three of ours.", [("arrests", "8", "", "incident"), ("arrests", "3", "fans", "incident")]),
    # not people: "a lot"
    ("A lot of fans were arrested.", []),
]


@pytest.mark.parametrize(("text", "expected"), FANS_OWN_WORDS, ids=case_ids(FANS_OWN_WORDS))
def test_a_fan_blogs_own_people_said_its_way(text, expected):
    assert counted(text) == sorted(expected)


# People named by the ticket they hold (a failure class of verdicts-final13: "more than
# 150 ticket holders were turned away" gave no figure): spectators, so fans.
TICKET_HOLDERS = [
    ("More than 150 ticket holders were turned away at the ground.", [("dispersal", "150", "fans", "incident")]),
    ("150 ticket-holders were refused entry.", [("dispersal", "150", "fans", "incident")]),
    ("Twelve season-ticket holders were arrested after the game.", [("arrests", "12", "fans", "incident")]),
    ("12 season ticket holders were arrested.", [("arrests", "12", "fans", "incident")]),
    ("Three season-ticket holders have been banned by the club.", [("bans", "3", "fans", "incident")]),
    ("Two ticket holders were hurt in the crush at the gates.", [("injuries", "2", "fans", "incident")]),
    ("Around 400 ticket holders were stuck outside when the gates were shut.",
     [("dispersal", "400", "fans", "incident")]),
    ("Nearly 60 away ticket holders were refused entry at the turnstiles.",
     [("dispersal", "60", "fans", "incident")]),
    ("Five ticket holders were ejected for throwing coins.", [("dispersal", "5", "fans", "incident")]),
    ("Eight season-ticket holders have been detained.", [("arrests", "8", "fans", "incident")]),
    # no ticket, no people: the holders of a cup, a title
    ("The holders were beaten 2-0 in the third round.", []),
    ("He was banned for 12 seasons.", []),
]

# People who did it to other people: the subject of an active verb with people for its
# object is not counted by that verb ("Two officers arrested four fans" had counted two
# arrests of officers).
AGENTS = [
    ("Two officers arrested four fans outside the ground.", [("arrests", "4", "fans", "incident")]),
    ("Six officers in riot gear detained 11 supporters at the station.", [("arrests", "11", "fans", "incident")]),
    ("Three stewards injured a supporter while restraining him, the club admitted.",
     [("injuries", "1", "fans", "incident")]),
    ("Two plain-clothes officers arrested them at the turnstiles.", []),
    ("Four officers from the unit detained two men.", [("arrests", "2", "", "incident")]),
    ("Three men hurt two stewards at the turnstiles.", []),
    ("Two officers had detained them by half-time.", []),
    # a passive, or an object that is no people, keeps the count
    ("Four fans arrested two hours after the match were later released.", [("arrests", "4", "fans", "incident")]),
    ("Six fans injured by a flare were treated at the scene.", [("injuries", "6", "fans", "incident")]),
    ("Two officers were injured by two men.", [("injuries", "2", "police", "incident")]),
    ("Five Leeds fans detained after the game appeared in court.", [("arrests", "5", "fans", "incident")]),
    ("Seven people injured in the crush were taken to hospital.", [("injuries", "7", "", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), QUALIFIED_PEOPLE, ids=case_ids(QUALIFIED_PEOPLE))
def test_people_with_a_qualifier_before_their_verb(text, expected):
    assert counted(text) == sorted(expected)


@pytest.mark.parametrize(("text", "expected"), TICKET_HOLDERS, ids=case_ids(TICKET_HOLDERS))
def test_people_named_by_the_ticket_they_hold(text, expected):
    assert counted(text) == sorted(expected)


@pytest.mark.parametrize(("text", "expected"), AGENTS, ids=case_ids(AGENTS))
def test_the_subject_of_an_active_verb_with_people_for_its_object_is_not_counted(text, expected):
    assert counted(text) == sorted(expected)


# The order to leave said in words, not named a dispersal order (a failure class of the
# verdicts sets: "issued directions to leave the area to 40 people", "issued 41 people
# with orders to leave the area", "direct 25 people to leave the area" gave no figure).
ORDERS_TO_LEAVE = [
    ("Under this authority, officers issued directions to leave the area to 40 people.",
     [("dispersal", "40", "", "incident")]),
    ("Officers used the powers to direct 25 people to leave the area.", [("dispersal", "25", "", "incident")]),
    ("Police also issued 41 people with orders to leave the area.", [("dispersal", "41", "", "incident")]),
    ("Officers directed 19 supporters to leave the town centre.", [("dispersal", "19", "fans", "incident")]),
    ("Orders to leave the city centre were issued to 18 supporters.", [("dispersal", "18", "fans", "incident")]),
    ("Twelve men were given directions to leave the town.", [("dispersal", "12", "", "incident")]),
    ("Stewards told 40 fans to leave the concourse.", [("dispersal", "40", "fans", "incident")]),
    ("Police served 33 people with notices to leave the district for 48 hours.",
     [("dispersal", "33", "", "incident")]),
    ("A direction to leave the area was given to 14 youths near the station.",
     [("dispersal", "14", "fans", "incident")]),
    ("Officers ordered 60 Hull fans to leave the pub.", [("dispersal", "60", "fans", "incident")]),
    # being told to leave names nobody counted; a number of hours is no people
    ("Fans were told to leave the area by 6pm, and 12 people were arrested.", [("arrests", "12", "", "incident")]),
    ("The order to leave the area lasted 48 hours.", []),
]


@pytest.mark.parametrize(("text", "expected"), ORDERS_TO_LEAVE, ids=case_ids(ORDERS_TO_LEAVE))
def test_an_order_to_leave_said_in_words_counts_the_people_it_is_given_to(text, expected):
    assert counted(text) == sorted(expected)


# The orders counted themselves, one a person (a failure class of verdicts-final3: a
# police summary's "- 14 directions to leave the area issued under Section 35" gave no
# figure beside another outlet's "more than a dozen people were ordered to leave").
# Until then "Police issued 20 dispersal notices" was held to be no count; a careful
# reader takes it as 20 people dispersed. An area's single order ("a dispersal order
# was in place") counts nobody.
ORDERS_COUNTED = [
    ("- 14 directions to leave the area issued under Section 35 of the Act", [("dispersal", "14", "", "incident")]),
    ("Police issued 14 directions to leave the area.", [("dispersal", "14", "", "incident")]),
    ("14 dispersal orders were issued.", [("dispersal", "14", "", "incident")]),
    ("Police issued 20 dispersal notices.", [("dispersal", "20", "", "incident")]),
    ("Officers issued 23 Section 35 dispersal notices.", [("dispersal", "23", "", "incident")]),
    ("Police handed out 12 exclusion orders after the game.", [("dispersal", "12", "", "incident")]),
    ("Nine dispersal orders were served on Leeds fans.", [("dispersal", "9", "", "incident")]),
    ("Police said 30 orders to leave the city centre were issued.", [("dispersal", "30", "", "incident")]),
    ("Fewer than 10 dispersal notices were issued, police said.", [("dispersal", "10", "", "incident")]),
    ("A further 14 directions to leave the area were given.", [("dispersal", "14", "", "incident")]),
    # the section's number is no count; the people it was given to are
    ("Section 35 dispersal notices were issued to 40 people.", [("dispersal", "40", "", "incident")]),
    ("A Section 35 dispersal order was in place.", []),
    ("The force used Section 34 dispersal powers.", []),
]


@pytest.mark.parametrize(("text", "expected"), ORDERS_COUNTED, ids=case_ids(ORDERS_COUNTED))
def test_orders_to_leave_counted_are_the_people_dispersed(text, expected):
    assert counted(text) == sorted(expected)


# A crowd moved under escort (a failure class of verdicts-final3: a police summary's
# "Approximately 3,000 Everton supporters walked under escort from Stanley Park to the
# Anfield Road end" gave no crowd beside another outlet's "the 3,000 of us").
UNDER_ESCORT = [
    ("Approximately 3,000 Everton supporters walked under escort from Stanley Park to the Anfield Road end "
     "before kick-off.", [("crowd", "3000", "fans", "incident")]),
    ("About 2,500 Leeds fans were walked under police escort to the stadium.", [("crowd", "2500", "fans", "incident")]),
    ("Some 400 away supporters made their way to the ground under police escort.",
     [("crowd", "400", "fans", "incident")]),
    ("Around 1,000 Rangers fans arrived under police escort.", [("crowd", "1000", "fans", "incident")]),
    ("Nearly 800 Millwall supporters were brought to the ground under escort.", [("crowd", "800", "fans", "incident")]),
    ("Roughly 3,000 visiting fans walked under a heavy police escort from the station.",
     [("crowd", "3000", "fans", "incident")]),
    ("More than 600 Cardiff fans were taken to the ground under police escort.",
     [("crowd", "600", "fans", "incident")]),
    ("An estimated 1,500 Feyenoord fans were kept under police escort all afternoon.",
     [("crowd", "1500", "fans", "incident")]),
    ("Up to 900 Hibs supporters were led under escort to Easter Road.", [("crowd", "900", "fans", "incident")]),
    ("Some 2,000 PSG fans were moved under police escort to the away end.", [("crowd", "2000", "fans", "incident")]),
    # officers escorting are no crowd; people under escort for another reason keep their kind
    ("About 200 officers walked under escort.", []),
    ("Two men were taken to hospital under police escort.", [("injuries", "2", "", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), UNDER_ESCORT, ids=case_ids(UNDER_ESCORT))
def test_a_crowd_moved_under_escort_is_counted(text, expected):
    assert counted(text) == sorted(expected)


# An end or stand by its name (a failure class of verdicts-final3: an Everton blog's "the
# 3,000 of us in the Anfield Road end were making more noise" gave no crowd). "In the end"
# and "the end of the stand" name none.
NAMED_ENDS = [
    ("The 3,000 of us in the Anfield Road end were making more noise than the home fans.",
     [("crowd", "3000", "fans", "incident")]),
    ("About 4,000 Everton fans were in the Gwladys Street end.", [("crowd", "4000", "fans", "incident")]),
    ("Some 2,500 Leeds supporters in the Holmesdale Road stand sang throughout.",
     [("crowd", "2500", "fans", "incident")]),
    ("Around 3,000 Arsenal fans in the Clock End booed.", [("crowd", "3000", "fans", "incident")]),
    ("There were 1,200 Spurs fans in the Park End.", [("crowd", "1200", "fans", "incident")]),
    ("Nearly 900 Forest fans were in the Jimmy Sirrel Stand.", [("crowd", "900", "fans", "incident")]),
    ("Roughly 1,000 City fans in the North Stand chanted.", [("crowd", "1000", "fans", "incident")]),
    ("Around 600 Hibs fans were in the Abbey Stand.", [("crowd", "600", "fans", "incident")]),
    ("Two men in the Stretford End were arrested.", [("arrests", "2", "fans", "incident")]),
    ("All 400 of us in the Bridge End terrace were soaked.", [("crowd", "400", "fans", "incident")]),
    ("In the end, 12 fans were arrested.", [("arrests", "12", "fans", "incident")]),
    ("About 200 fans stood in the end of the stand.", []),
    ("4,000 fans in the end got in.", []),
    # one person is no crowd
    ("One home fan in the Merkland Stand told the paper it was frightening.", []),
]


@pytest.mark.parametrize(("text", "expected"), NAMED_ENDS, ids=case_ids(NAMED_ENDS))
def test_people_in_an_end_or_stand_by_its_name(text, expected):
    assert counted(text) == sorted(expected)


# An increment is no count of how many there were: set against another outlet's total,
# the tabloid's "cops reveal TWO more arrests" (its total, "NINE fans have now been
# arrested", beside it) read as a conflict (a verdicts-final3 false conflict).  Beside a
# count of its kind in the report it is kept with a scope detail of its own, so it is
# compared only with other increments; alone, it is the report's count of its kind
# ("arrested seven people, and a further 30 were prevented from attending").
ADDED = "added to an earlier count"
INCREMENTS = [
    ("Cops reveal TWO more arrests after Old Trafford brawl.\nNINE fans have now been arrested, police said.",
     [("arrests", "2", "", "incident", ADDED), ("arrests", "9", "fans", "incident", "")]),
    ("Seven people were arrested at the game. A further three people were detained on Sunday.",
     [("arrests", "7", "", "incident", ""), ("arrests", "3", "", "incident", ADDED)]),
    ("Police made 11 arrests. Officers arrested another four men near the station on Monday.",
     [("arrests", "11", "", "incident", ""), ("arrests", "4", "", "incident", ADDED)]),
    ("Police made two further arrests overnight, taking the number of arrests to eight.",
     [("arrests", "2", "", "incident", ADDED), ("arrests", "8", "", "incident", "")]),
    ("Six people were arrested. Police made an extra two arrests on Monday.",
     [("arrests", "6", "", "incident", ""), ("arrests", "2", "", "incident", ADDED)]),
    ("Four fans were taken to hospital, and three more fans were taken to hospital later.",
     [("injuries", "4", "fans", "incident", ""), ("injuries", "3", "fans", "incident", ADDED)]),
    ("Twenty supporters were ejected. Five additional supporters were ejected in the second half.",
     [("dispersal", "20", "fans", "incident", ""), ("dispersal", "5", "fans", "incident", ADDED)]),
    ("Police made five arrests on the day. Two new arrests were made after officers studied CCTV.",
     [("arrests", "5", "", "incident", ""), ("arrests", "2", "", "incident", ADDED)]),
    ("NINE fans have now been arrested, after two more men were held late last night.",
     [("arrests", "2", "", "incident", ADDED), ("arrests", "9", "fans", "incident", "")]),
    ("Police made 12 arrests, five more than at the last derby.", [("arrests", "12", "", "incident", "")]),
    # alone, or beside a count of another kind: the report's count of its kind
    ("Twelve people were arrested, police said, and a further six were ejected.",
     [("arrests", "12", "", "incident", ""), ("dispersal", "6", "", "incident", "")]),
    ("Police later arrested a further five people.", [("arrests", "5", "", "incident", "")]),
]

@pytest.mark.parametrize(("text", "expected"), INCREMENTS, ids=case_ids(INCREMENTS))
def test_an_increment_has_a_scope_detail_of_its_own(text, expected):
    assert counted(text, scope_detail=True) == sorted(expected)


# Members named as among a count (a failure class of verdicts-final4: "Two Czech supporters
# were among nine people detained" and "No Brazilian supporters were among those arrested"
# gave no count of supporters beside another outlet's "including two Czech citizens" and a
# fan blog's "Not one of us was arrested").
MEMBERS_AMONG = [
    ("Two Czech supporters were among nine people detained by Warsaw police.",
     [("arrests", "2", "fans", "incident"), ("arrests", "9", "", "incident")]),
    ("No Brazilian supporters were among those arrested, the ministry said.", [("arrests", "0", "fans", "incident")]),
    ("Three Leeds fans were among the 12 people arrested after the game.",
     [("arrests", "3", "fans", "incident"), ("arrests", "12", "", "incident")]),
    ("Two police officers were among the injured.", [("injuries", "2", "police", "incident")]),
    ("Five Celtic supporters are among those banned.", [("bans", "5", "fans", "incident")]),
    ("Four stewards were among those hurt when the barrier gave way.", [("injuries", "4", "stewards", "incident")]),
    ("Three of the fans were among those arrested.", [("arrests", "3", "fans", "incident")]),
    ("Six Millwall supporters were also among those ejected.", [("dispersal", "6", "fans", "incident")]),
    ("Two home fans were among the 20 people treated by paramedics.",
     [("injuries", "2", "fans", "incident"), ("injuries", "20", "", "incident")]),
    ("No stewards were among the injured.", [("injuries", "0", "stewards", "incident")]),
    ("Eleven Rangers fans were among 30 people held by police in Glasgow.",
     [("arrests", "11", "fans", "incident"), ("arrests", "30", "", "incident")]),
    # no number of members, or no count they are among
    ("Leeds fans were among those arrested.", []),
    ("Two Leeds fans were among the first to arrive.", []),
    ("The 2-1 win was among the best nights of the season.", []),
]


@pytest.mark.parametrize(("text", "expected"), MEMBERS_AMONG, ids=case_ids(MEMBERS_AMONG))
def test_members_among_a_count_are_a_count_of_their_group(text, expected):
    assert counted(text) == sorted(expected)


# ... among those counted in a fan's or a tabloid's words (a verdicts-final72 class: a tabloid's
# "Four AJA fans were among those nicked" gave no figure of Auxerre fans beside the prefecture's
# "four of them Auxerre supporters").
MEMBERS_AMONG_IN_SLANG = [
    ("Four AJA fans were among those nicked, we can reveal.", [("arrests", "4", "fans", "incident")]),
    ("Two Hibs supporters were among those collared outside the pub.", [("arrests", "2", "fans", "incident")]),
    ("Three Millwall supporters were among those pinched by police after the final whistle.",
     [("arrests", "3", "fans", "incident")]),
    ("Five Legia fans were among those picked up near the station.", [("arrests", "5", "fans", "incident")]),
    ("Two Dutch supporters were among those taken into custody.", [("arrests", "2", "fans", "incident")]),
    ("Six Celtic fans were among those thrown out of the ground.", [("dispersal", "6", "fans", "incident")]),
    ("Three home supporters were among those chucked out by stewards.", [("dispersal", "3", "fans", "incident")]),
    ("Four Rangers fans were among those booted out at half-time.", [("dispersal", "4", "fans", "incident")]),
    ("Two PSV supporters were among those kicked out of the stadium.", [("dispersal", "2", "fans", "incident")]),
    ("Seven Lazio fans were among the 12 nicked after the derby.",
     [("arrests", "7", "fans", "incident"), ("arrests", "12", "", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), MEMBERS_AMONG_IN_SLANG, ids=case_ids(MEMBERS_AMONG_IN_SLANG))
def test_members_among_a_count_told_in_slang_are_a_count_of_their_group(text, expected):
    assert counted(text) == sorted(expected)


# ... and so are some "of the" people named among a count (a verdicts-final74 class: a St
# Johnstone blog's "the police said four of the Gala fans were among those arrested" gave no
# figure beside the police's "Four of those arrested were Galatasaray supporters").
MEMBERS_OF_THE_AMONG = [
    ("Three members of security staff were hurt, and the police said four of the Gala fans were among those "
     "arrested.", [("arrests", "4", "fans", "incident"), ("injuries", "3", "stewards", "incident")]),
    ("Two of the Leeds supporters were among those detained.", [("arrests", "2", "fans", "incident")]),
    ("Five of the visiting fans were among the 12 arrested.",
     [("arrests", "12", "", "incident"), ("arrests", "5", "fans", "incident")]),
    ("Three of the Hibs fans were among those ejected by stewards.", [("dispersal", "3", "fans", "incident")]),
    ("Two of the home supporters were among those injured.", [("injuries", "2", "fans", "incident")]),
    ("Four of the Polish fans were among those held overnight.", [("arrests", "4", "fans", "incident")]),
    ("Six of the Rangers supporters were among those banned by the club.", [("bans", "6", "fans", "incident")]),
    ("Police said three of the Celtic fans were among those arrested.", [("arrests", "3", "fans", "incident")]),
    ("Seven of the away fans were among those turned away at the gates.", [("dispersal", "7", "fans", "incident")]),
    ("Two of the Dundee United supporters were among those arrested.", [("arrests", "2", "fans", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), MEMBERS_OF_THE_AMONG, ids=case_ids(MEMBERS_OF_THE_AMONG))
def test_some_of_the_people_named_among_a_count_are_a_count_of_their_group(text, expected):
    assert counted(text) == sorted(expected)


# Sent back or stopped at the gates (a failure class of verdicts-final4: "More than 70 people
# were stopped at the turnstiles" and "fans ... were escorted by police back to the main
# railway station" gave no figure beside another outlet's "stopped 74 people at the gates").
SENT_BACK = [
    ("More than 70 people were stopped at the turnstiles.", [("dispersal", "70", "", "incident")]),
    ("Around 40 fans were stopped at the gates and sent home.", [("dispersal", "40", "fans", "incident")]),
    ("Twenty supporters were escorted back to their coaches.", [("dispersal", "20", "fans", "incident")]),
    ("About 200 Lazio supporters were escorted back onto their trains.", [("dispersal", "200", "fans", "incident")]),
    ("Some 50 people were stopped at the entrance after searches.", [("dispersal", "50", "", "incident")]),
    ("15 fans were escorted by police back to the city centre.", [("dispersal", "15", "fans", "incident")]),
    ("Nine supporters were stopped at the gates with flares.", [("dispersal", "9", "fans", "incident")]),
    ("A further 25 fans were escorted back to the station.", [("dispersal", "25", "fans", "incident")]),
    ("About 30 ticketless fans were turned back at the turnstiles.", [("dispersal", "30", "fans", "incident")]),
    ("Twelve Ajax fans were escorted by the police back into the city.", [("dispersal", "12", "fans", "incident")]),
    # no number, or stopped somewhere that is no way in
    ("Fans were stopped at the gates for searches.", []),
    ("Two fans were stopped at the station.", []),
]


@pytest.mark.parametrize(("text", "expected"), SENT_BACK, ids=case_ids(SENT_BACK))
def test_people_sent_back_or_stopped_at_the_gates_are_dispersed(text, expected):
    assert counted(text) == sorted(expected)


# A count right after the match named (a failure class of verdicts-final4: a police release's
# "During the policing of the match 12 people were detained" gave no arrests, the 12 read
# as the match's number, as in "Match 12" or "game 12 of the season").
AFTER_THE_MATCH = [
    ("During the match 12 people were detained.", [("arrests", "12", "", "incident")]),
    ("After the game 30 fans were arrested.", [("arrests", "30", "fans", "incident")]),
    ("Throughout the game 15 people were ejected.", [("dispersal", "15", "", "incident")]),
    ("During the policing of the match 12 people were detained for offences.", [("arrests", "12", "", "incident")]),
    ("Before the match 40 fans were turned away.", [("dispersal", "40", "fans", "incident")]),
    ("After that game 9 supporters were banned.", [("bans", "9", "fans", "incident")]),
    ("In the aftermath of the game 5 people were hurt.", [("injuries", "5", "", "incident")]),
    ("Outside the ground after the match 7 arrests were made.", [("arrests", "7", "", "incident")]),
    ("After this match 3 stewards were injured.", [("injuries", "3", "stewards", "incident")]),
    ("At the end of the game 20 fans were ejected.", [("dispersal", "20", "fans", "incident")]),
    # a match's or a round's number is still no count
    ("In game 12 of the season, three fans were arrested.", [("arrests", "3", "fans", "incident")]),
    ("Round 3 saw 5 arrests.", [("arrests", "5", "", "incident")]),
    ("Match 12 ended with two arrests.", [("arrests", "2", "", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), AFTER_THE_MATCH, ids=case_ids(AFTER_THE_MATCH))
def test_a_count_right_after_the_match_named_is_a_count(text, expected):
    assert counted(text) == sorted(expected)


# Refused entry to a place, then the people (verdicts-final4: "Police officers refused entry
# to the stadium to 64 people" was a crowd of 64).
REFUSED_ENTRY_TO = [
    ("Police officers refused entry to the stadium to 64 people who tried to enter with flares.",
     [("dispersal", "64", "", "incident")]),
    ("Police denied access to the ground to 25 supporters without tickets.", [("dispersal", "25", "fans", "incident")]),
    ("Officers refused admission to the match to about 30 people.", [("dispersal", "30", "", "incident")]),
    ("Stewards refused entry to the fan zone to 12 fans.", [("dispersal", "12", "fans", "incident")]),
    ("Police refused entry into the stadium to 19 people.", [("dispersal", "19", "", "incident")]),
    ("Stewards refused entry to 40 fans.", [("dispersal", "40", "fans", "incident")]),
    ("Club staff denied entry to the game to 8 supporters.", [("dispersal", "8", "fans", "incident")]),
    ("Police refused access to the arena to 150 people without tickets.", [("dispersal", "150", "", "incident")]),
    ("Officers denied admission to the ground to nine fans.", [("dispersal", "9", "fans", "incident")]),
    ("Stewards refused entry to the turnstiles to 14 fans carrying flares.", [("dispersal", "14", "fans", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), REFUSED_ENTRY_TO, ids=case_ids(REFUSED_ENTRY_TO))
def test_people_refused_entry_to_a_place_are_dispersed(text, expected):
    assert [c for c in counted(text) if c[0] in ("dispersal", "crowd")] == sorted(expected)


# "Of us" told by the writer is the writer's side (a failure class of verdicts-final4: a
# fan blog's "Not one of us was arrested" was a count of 0 people, which beside the
# ministry's 31 arrested would have read as a conflict); inside a quotation it is the
# speaker's side, whoever speaks ("Two of us were hurt", said by an officer, is two police).
OF_US = [
    ("Not one of us was arrested, whatever the papers say.", [("arrests", "0", "fans", "incident")]),
    ("Three of us were arrested outside the ground.", [("arrests", "3", "fans", "incident")]),
    ("Two of ours were hurt by stones.", [("injuries", "2", "fans", "incident")]),
    ("About 2,000 of us made the trip.", [("crowd", "2000", "fans", "incident")]),
    ("None of us were hurt.", [("injuries", "0", "fans", "incident")]),
    ("A dozen of us were turned away at the gates.", [("dispersal", "12", "fans", "incident")]),
    ("Five of us were banned.", [("bans", "5", "fans", "incident")]),
    ("Forty of us were kept behind after the final whistle.", [("dispersal", "40", "fans", "incident")]),
    ("One of us was arrested for nothing.", [("arrests", "1", "fans", "incident")]),
    ('One Leeds fan said: "It was mad. Three of us were arrested for nothing."', [("arrests", "3", "fans", "incident")]),
    ('Chief Inspector Jane Hart said: "It was a difficult night. Two of us were hurt by bottles. We will find '
     'those responsible."', [("injuries", "2", "police", "incident")]),
    ('"It was a difficult night. Two of us were hurt by bottles," said one officer.',
     [("injuries", "2", "police", "incident")]),
    ('The club said: "Two of us were treated for smoke inhalation."', [("injuries", "2", "", "incident")]),
    ('"Two of us were hurt," an officer said.', [("injuries", "2", "police", "incident")]),
    ('"Three of us were arrested for nothing," said one Leeds fan.', [("arrests", "3", "fans", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), OF_US, ids=case_ids(OF_US))
def test_of_us_is_the_writers_side_or_the_speakers(text, expected):
    assert counted(text) == sorted(expected)


# Bans to be imposed, as bans imposed (a failure class of verdicts-final4: "will ask the
# ministry to impose stadium bans on 14 people" gave no count, where "imposed stadium bans
# on 30 fans" and "banning orders will be sought against 15 supporters" did).
BANS_TO_IMPOSE = [
    ("The city's football unit will ask the ministry to impose stadium bans on 14 people.",
     [("bans", "14", "", "incident")]),
    ("The club will impose bans on 20 supporters.", [("bans", "20", "fans", "incident")]),
    ("The court is expected to impose banning orders on nine men.", [("bans", "9", "", "incident")]),
    ("The league is imposing bans on 8 fans.", [("bans", "8", "fans", "incident")]),
    ("Police imposed banning orders on 12 fans.", [("bans", "12", "fans", "incident")]),
    ("Magistrates will impose football banning orders on six men.", [("bans", "6", "", "incident")]),
    ("The federation is set to impose lifetime bans on three supporters.",
     [("bans", "3", "fans", "incident"), ("bans", "lifetime", "", "incident")]),
    ("Officials plan to impose stadium bans on around 40 ultras.", [("bans", "40", "fans", "incident")]),
    ("Prosecutors asked the judge to impose banning orders on five supporters.", [("bans", "5", "fans", "incident")]),
    ("UEFA will impose stadium bans on 25 fans.", [("bans", "25", "fans", "incident")]),
    # a ban told by its length, or one that "could" be imposed, is no count of people; one a body
    # "said it would" impose is its "will" in reported speech (verdicts-final40)
    ("The club could impose bans on 20 supporters.", []),
    ("The club said it would impose bans on all 11 fans identified.", [("bans", "11", "fans", "incident")]),
    ("The court will impose bans of three years.", []),
]


@pytest.mark.parametrize(("text", "expected"), BANS_TO_IMPOSE, ids=case_ids(BANS_TO_IMPOSE))
def test_bans_to_be_imposed_on_people_count_them(text, expected):
    assert counted(text) == sorted(expected)


# Who was attacked is no crowd (a failure class of verdicts-final4: a tabloid's "TWO City
# fans were set upon near the port" and a live page's "Two of our members were set upon by
# a gang" were a crowd of two, agreed between them, beside the 4,000 who travelled).
ATTACKED_ARE_NO_CROWD = [
    ("TWO City fans were set upon near the port of Piraeus hours before kick-off.", []),
    ("Two fans were attacked near the station.", []),
    ("Three supporters were ambushed outside the ground.", []),
    ('"Two of our members were set upon by a gang with bats," said the supporters\' club.', []),
    ("Four Leeds fans were confronted by a gang in the city centre.", []),
    ("Five supporters had been attacked on their way to the ground.", []),
    ("Six away fans got attacked outside a pub.", []),
    ("Two stewards were attacked by home fans.", []),
    ("Twenty fans were ambushed at the services.", []),
    ("Nine Celtic supporters were set upon after the game.", []),
    # those who attacked are a crowd
    ("200 fans attacked police outside the ground.", [("crowd", "200", "fans", "incident")]),
    ("About 50 fans confronted officers.", [("crowd", "50", "fans", "incident")]),
    ("A group of 30 fans set upon two stewards.", [("crowd", "30", "fans", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), ATTACKED_ARE_NO_CROWD, ids=case_ids(ATTACKED_ARE_NO_CROWD))
def test_people_attacked_are_no_crowd(text, expected):
    assert [c for c in counted(text) if c[0] == "crowd"] == sorted(expected)


# An attack suffered, then the injury (verdicts-final4: with the victims no longer a crowd,
# "were set upon and needed hospital treatment" must still count them as hurt).
ATTACKED_THEN_HURT = [
    ("Two fans were attacked and needed hospital treatment.", [("injuries", "2", "fans", "incident")]),
    ("Two fans were attacked and injured.", [("injuries", "2", "fans", "incident")]),
    ("Two fans were attacked and were taken to hospital.", [("injuries", "2", "fans", "incident")]),
    ("Two fans were beaten and taken to hospital.", [("injuries", "2", "fans", "incident")]),
    ("Two fans were set upon and needed stitches.", [("injuries", "2", "fans", "incident")]),
    ("Three supporters were assaulted and treated in hospital.", [("injuries", "3", "fans", "incident")]),
    ("Four stewards were punched and kicked and needed treatment.", [("injuries", "4", "stewards", "incident")]),
    ("Five away fans were ambushed and hurt outside a pub.", [("injuries", "5", "fans", "incident")]),
    ("Two officers were kicked and injured during the clashes.", [("injuries", "2", "police", "incident")]),
    ("Six supporters were jumped and left bloodied.", [("injuries", "6", "fans", "incident")]),
    # an attack with no injury said is no count of the hurt
    ("Two fans were attacked and robbed.", []),
    ("Three supporters were chased and abused.", []),
]


@pytest.mark.parametrize(("text", "expected"), ATTACKED_THEN_HURT, ids=case_ids(ATTACKED_THEN_HURT))
def test_an_attack_suffered_then_an_injury_counts_the_hurt(text, expected):
    assert counted(text) == sorted(expected)


# An attack suffered with by whom, with what or where, then the injury (verdicts-final21:
# "At least nine Partizan supporters were beaten by the gendarmerie and needed treatment").
ATTACKED_BY_WHOM_THEN_HURT = [
    ("At least nine supporters were beaten by the gendarmerie and needed treatment.",
     [("injuries", "9", "fans", "incident")]),
    ("Four fans were attacked by a group of home supporters and taken to hospital.",
     [("injuries", "4", "fans", "incident")]),
    ("Three stewards were pelted with coins and required treatment.", [("injuries", "3", "stewards", "incident")]),
    ("Seven people were caught in the crush and needed treatment.", [("injuries", "7", "", "incident")]),
    ("Two fans were attacked by home fans and were later taken to hospital.",
     [("injuries", "2", "fans", "incident")]),
    ("Six supporters were set upon by a gang outside the station and needed stitches.",
     [("injuries", "6", "fans", "incident")]),
    ("Eight officers were struck with bottles and treated at the scene.", [("injuries", "8", "police", "incident")]),
    ("Five away fans were ambushed near the metro and hurt.", [("injuries", "5", "fans", "incident")]),
    ("Eleven people were trampled in the rush for the exits and taken to hospital.",
     [("injuries", "11", "", "incident")]),
    ("Two home supporters were assaulted outside a bar and needed hospital treatment.",
     [("injuries", "2", "fans", "incident")]),
    ("Nine fans were sprayed with pepper spray by riot police and received treatment.",
     [("injuries", "9", "fans", "incident")]),
    # no injury after the "and", or the attack alone, counts nobody hurt
    ("Two fans were attacked by home supporters and robbed.", []),
    ("Nine supporters were beaten by police.", []),
    ("Three fans were surrounded by officers and escorted away.", []),
    ("Four stewards were pelted with coins, and the referee took the players off.", []),
]


@pytest.mark.parametrize(("text", "expected"), ATTACKED_BY_WHOM_THEN_HURT, ids=case_ids(ATTACKED_BY_WHOM_THEN_HURT))
def test_an_attack_by_whom_with_what_or_where_then_an_injury_counts_the_hurt(text, expected):
    assert [c for c in counted(text) if c[0] == "injuries"] == sorted(expected)


# "about" after a verb of talking or writing is no estimate (a verdicts-final21 class: an
# Inter blog's "the Questura was talking about eight arrests" was read as "about eight",
# and lost to its own "three of them" as the blog's figure).
ABOUT_AS_A_PREPOSITION = [
    ("By the morning the Questura was talking about eight arrests.", "eight arrests", False),
    ("Police are talking about 40 people being refused entry.", "40 people being refused entry", False),
    ("The club wrote about two stewards who were hurt.", "two stewards who were hurt", False),
    ("Nobody asked about the 12 fans who were ejected.", "12 fans who were ejected", False),
    ("Fans complained about 30 supporters being turned away at the turnstiles.",
     "30 supporters being turned away", False),
    ("There were rumours about three arrests in the city centre.", "three arrests", False),
    ("Officers spoke about five arrests at the briefing.", "five arrests", False),
    ("The force tweeted about nine arrests before midnight.", "nine arrests", False),
    ("The local paper ran a story about 20 fans ejected from the away end.", "20 fans ejected", False),
    ("The radio was speaking about six people injured near the station.", "six people injured", False),
    # an estimate still is one
    ("About eight arrests were made.", "About eight arrests", True),
    ("I heard about 200 were turned away.", "about 200 were turned away", True),
    ("There were about 30 arrests.", "about 30 arrests", True),
]


@pytest.mark.parametrize(("text", "span", "approximate"), ABOUT_AS_A_PREPOSITION,
                         ids=case_ids(ABOUT_AS_A_PREPOSITION))
def test_about_after_a_verb_of_talking_is_no_estimate(text, span, approximate):
    from incidents.extraction import extract

    (claim,) = [c for c in extract(text) if c.kind in NUMERIC]
    assert (claim.text, claim.approximate) == (span, approximate)


# People who received a ban (a failure class of verdicts-final5, its false conflict: "11
# people received a ban on attending sports competitions" was one ban, read from "a ban",
# against another outlet's "about a dozen people were banned").
RECEIVED_A_BAN = [
    ("11 people received a ban on attending sports competitions for a period of one year.",
     [("bans", "11", "", "incident")]),
    ("Eleven fans received a ban.", [("bans", "11", "fans", "incident")]),
    ("Six supporters got stadium bans.", [("bans", "6", "fans", "incident")]),
    ("Four fans have received banning orders.", [("bans", "4", "fans", "incident")]),
    ("Three men earned lifetime bans.", [("bans", "3", "", "incident"), ("bans", "lifetime", "", "incident")]),
    ("A fan received a ban.", [("bans", "1", "fans", "incident")]),
    ("Nine Legia supporters received a three-year stadium ban.", [("bans", "9", "fans", "incident")]),
    ("Twenty people are receiving bans from the club.", [("bans", "20", "", "incident")]),
    ("Seven fans copped a ban for pyrotechnics.", [("bans", "7", "fans", "incident")]),
    ("Gendarmes applied 37 fines, and 11 people received a ban on attending sports competitions.",
     [("bans", "11", "", "incident")]),
    # a ban received for a length, or by the club, is no count of people
    ("The club received a fine for the disorder.", []),
    ("Two fans received fines.", []),
]


@pytest.mark.parametrize(("text", "expected"), RECEIVED_A_BAN, ids=case_ids(RECEIVED_A_BAN))
def test_people_who_received_a_ban_are_counted_not_the_ban(text, expected):
    assert [c for c in counted(text) if c[0] == "bans"] == sorted(expected)


# People an active verb turns away, keeps out or disperses (a failure class of verdicts-final4
# and verdicts-final5: "Tribuna Segura stopped 74 people at the gates" and "police used tear gas
# to disperse around 300 people" gave no figure beside another outlet's people refused entry
# or dispersed): the verb before the people, its complement after them.
DISPERSED_BY_AN_ACTIVE_VERB = [
    ("Stewards turned 40 fans away at the turnstiles.", [("dispersal", "40", "fans", "incident")]),
    ("The security scheme stopped 74 people at the gates.", [("dispersal", "74", "", "incident")]),
    ("Officers moved in to disperse around 300 people outside the ground.", [("dispersal", "300", "", "incident")]),
    ("Police kept 60 fans out of the stadium.", [("dispersal", "60", "fans", "incident")]),
    ("Riot police were dispersing 200 ultras near the station.", [("dispersal", "200", "fans", "incident")]),
    ("Police kept around 150 away fans back for 40 minutes after the final whistle.",
     [("dispersal", "150", "fans", "incident")]),
    ("Police used tear gas to disperse about 100 fans.", [("dispersal", "100", "fans", "incident")]),
    ("Stewards were turning 30 ticketless supporters away at the gates.", [("dispersal", "30", "fans", "incident")]),
    ("Stopping 12 fans at the turnstiles, stewards found flares.", [("dispersal", "12", "fans", "incident")]),
    ("Border police turned about 80 Lyon supporters back at the crossing.", [("dispersal", "80", "fans", "incident")]),
    ("Stewards turned 25 people out of the family stand.", [("dispersal", "25", "", "incident")]),
    ("Officers stopped 18 supporters at the entrance to the away end.", [("dispersal", "18", "fans", "incident")]),
    # no complement that keeps them out, or no people
    ("Police stopped and searched 30 fans.", []),
    ("Police stopped 30 fans for questioning.", []),
    ("Stewards kept 40 fans informed by loudspeaker.", []),
    ("The keeper kept 12 clean sheets this season.", []),
    ("The striker turned 2 defenders and scored.", []),
]


@pytest.mark.parametrize(("text", "expected"), DISPERSED_BY_AN_ACTIVE_VERB, ids=case_ids(DISPERSED_BY_AN_ACTIVE_VERB))
def test_people_an_active_verb_turns_away_keeps_out_or_disperses_are_dispersed(text, expected):
    assert [c for c in counted(text) if c[0] in ("dispersal", "crowd")] == sorted(expected)


# The writer's own people by a noun of no group (a failure class of verdicts-final6: a fan
# blog's "Four of our lads were arrested" counted people of no group, and beside the police's
# "Six people were arrested, among them four Austria supporters" read as a conflict of 6 and
# 4); inside a quotation "our" is the speaker's side, as "of us" is; a noun that names its
# group keeps it ("one of our supporters", said by a club).
OUR_PEOPLE = [
    ("Four of our lads were arrested at the station.", [("arrests", "4", "fans", "incident")]),
    ("Three of our boys were detained before kick-off.", [("arrests", "3", "fans", "incident")]),
    ("None of our lads were hurt.", [("injuries", "0", "fans", "incident")]),
    ("Two of our lads were hurt by bottles.", [("injuries", "2", "fans", "incident")]),
    ("Five of our men were ejected from the ground.", [("dispersal", "5", "fans", "incident")]),
    ("Six of our lads were banned for three years.", [("bans", "6", "fans", "incident")]),
    ("One of our youngsters was taken to hospital.", [("injuries", "1", "fans", "incident")]),
    ("Twenty of our lads were turned away at the turnstiles.", [("dispersal", "20", "fans", "incident")]),
    ('"Two of our lads were hurt," said one officer.', [("injuries", "2", "police", "incident")]),
    ('The club said: "We are saddened by the death of one of our supporters."', [("deaths", "1", "fans", "incident")]),
    ('"One of our stewards was hurt," the club said.', [("injuries", "1", "stewards", "incident")]),
    # no "our" before the noun: still nobody's
    ("Four lads were arrested at the station.", [("arrests", "4", "", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), OUR_PEOPLE, ids=case_ids(OUR_PEOPLE))
def test_our_people_are_the_writers_side_or_the_speakers(text, expected):
    assert counted(text) == sorted(expected)


# Nobody in one place (a failure class of verdicts-final6: a fan blog's "nobody in our block
# was hurt" was a zero of everyone, and beside the police's two officers and a steward hurt
# read as a conflict): nobody in the crowd's part of the ground is a zero of fans; nobody in
# any other one place tells nothing of the rest, and is no count; nobody at the match is everyone.
NOBODY_SOMEWHERE = [
    ("Luckily nobody in our block was hurt when the police came in.", [("injuries", "0", "fans", "incident")]),
    ("No one in the away end was hurt.", [("injuries", "0", "fans", "incident")]),
    ("Nobody in our section was arrested.", [("arrests", "0", "fans", "incident")]),
    ("Nobody in the family enclosure was injured.", [("injuries", "0", "fans", "incident")]),
    ("No-one in the home end was hurt, the club said.", [("injuries", "0", "fans", "incident")]),
    ("Nobody in the ground was injured.", []),
    ("No one inside the stadium was arrested.", []),
    ("Nobody outside the ground was hurt, police said.", []),
    ("No one at the fan zone was injured.", []),
    ("Nobody near the station was hurt.", []),
    ("Nobody around the ground was arrested.", []),
    # everyone
    ("Nobody at the match was hurt, police said.", [("injuries", "0", "", "incident")]),
    ("Nobody was hurt.", [("injuries", "0", "", "incident")]),
    ("None of the stewards in the ground were hurt.", [("injuries", "0", "stewards", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), NOBODY_SOMEWHERE, ids=case_ids(NOBODY_SOMEWHERE))
def test_nobody_in_one_place_is_a_zero_of_fans_in_the_crowd_and_no_count_elsewhere(text, expected):
    assert counted(text) == sorted(expected)


# One side's nationals are its fans (a failure class of verdicts-final4, -final5 and -final6,
# whose annotators all read them so: a police release's "nine of whom are British nationals"
# at FC Copenhagen v Manchester City was people of no side beside a paper's "Nine City fans"),
# in a match between sides of two countries whose nationality names one of them only; at a
# match of one country's sides, or for a third country, they are of no side.
ONE_SIDES_NATIONALS = [
    ("Police detained 11 people after Sparta Prague v Galatasaray. Nine of those detained are Turkish nationals.",
     [("arrests", "11", "", "incident"), ("arrests", "9", "fans", "incident")]),
    ("Copenhagen Police arrested 14 people after FC Copenhagen v Manchester City, nine of whom are British nationals.",
     [("arrests", "14", "", "incident"), ("arrests", "9", "fans", "incident")]),
    ("Police arrested five people after FCSB v Manchester United, two of them British citizens.",
     [("arrests", "5", "", "incident"), ("arrests", "2", "fans", "incident")]),
    ("Nine people were detained after Poland v Czech Republic, including two Czech citizens.",
     [("arrests", "9", "", "incident"), ("arrests", "2", "fans", "incident")]),
    ("Three British nationals were injured in Zagreb before Dinamo Zagreb v Chelsea.",
     [("injuries", "3", "fans", "incident")]),
    ("After Basel v Fiorentina police arrested five people, three of them Italian nationals.",
     [("arrests", "5", "", "incident"), ("arrests", "3", "fans", "incident")]),
    ("At PSV Eindhoven v Arsenal a total of 24 people were arrested, 17 of them British nationals.",
     [("arrests", "24", "", "incident"), ("arrests", "17", "fans", "incident")]),
    ("Twelve Italian citizens were detained after Dinamo Zagreb v AC Milan.", [("arrests", "12", "fans", "incident")]),
    ("Four Portuguese nationals were ejected during Republic of Ireland v Portugal.",
     [("dispersal", "4", "fans", "incident")]),
    ("Six Polish nationals were arrested before Legia Warsaw v Chelsea.", [("arrests", "6", "fans", "incident")]),
    # one country's sides, a third country, or most of a count: no side
    ("Police arrested six people after Galatasaray v Fenerbahçe, four of them Turkish nationals.",
     [("arrests", "6", "", "incident"), ("arrests", "4", "", "incident")]),
    ("Police arrested three Albanian nationals after Sparta Prague v Galatasaray.", [("arrests", "3", "", "incident")]),
    ("Two British nationals were arrested after England v Scotland.", [("arrests", "2", "", "incident")]),
    ("After Rangers v Celtic, police said 36 people, most of them British nationals, had been held.",
     [("arrests", "36", "", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), ONE_SIDES_NATIONALS, ids=case_ids(ONE_SIDES_NATIONALS))
def test_one_sides_nationals_are_its_fans(text, expected):
    assert counted(text) == sorted(expected)


# ... and so are they named by their country after the count's noun, or by its formal name (a
# verdicts-final65 class: police releases' "2 citizens of Malta" at Moldova v Malta and "six of
# them citizens of the Russian Federation" at Croatia v Russia were nobody's fans, beside the
# papers' "two Maltese supporters" and "six Russian nationals").
COUNTRYS_CITIZENS = [
    ("After Moldova v Malta, 3 persons were detained, including 2 citizens of Malta.",
     [("arrests", "3", "", "incident"), ("arrests", "2", "fans", "incident")]),
    ("After Croatia v Russia, police detained eleven persons, six of them citizens of the Russian Federation.",
     [("arrests", "11", "", "incident"), ("arrests", "6", "fans", "incident")]),
    ("At Poland v Czech Republic four people were arrested, two of them citizens of the Czech Republic.",
     [("arrests", "2", "fans", "incident"), ("arrests", "4", "", "incident")]),
    ("Seven persons were detained after Sparta Prague v Bayern Munich, five of them citizens of Germany.",
     [("arrests", "5", "fans", "incident"), ("arrests", "7", "", "incident")]),
    ("Police arrested 2 nationals of Serbia after Montenegro v Serbia.", [("arrests", "2", "fans", "incident")]),
    ("After Ferencváros v Fiorentina, 7 persons were held, including 4 citizens of Italy.",
     [("arrests", "4", "fans", "incident"), ("arrests", "7", "", "incident")]),
    ("During Armenia v Turkey, stewards ejected six people, including three citizens of Turkey.",
     [("dispersal", "3", "fans", "incident"), ("dispersal", "6", "", "incident")]),
    ("Eight people were arrested at Slovakia v Hungary, including five citizens of Hungary.",
     [("arrests", "5", "fans", "incident"), ("arrests", "8", "", "incident")]),
    ("Before Bosnia and Herzegovina v Romania, five people were injured, two of them citizens of Romania.",
     [("injuries", "2", "fans", "incident"), ("injuries", "5", "", "incident")]),
    # a third country's, or one country's sides: no side
    ("After Croatia v Russia, police detained eleven persons, six of them citizens of the Czech Republic.",
     [("arrests", "11", "", "incident"), ("arrests", "6", "", "incident")]),
    ("Police arrested 2 citizens of Turkey after Galatasaray v Fenerbahçe.", [("arrests", "2", "", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), COUNTRYS_CITIZENS, ids=case_ids(COUNTRYS_CITIZENS))
def test_one_sides_citizens_named_by_their_country_are_its_fans(text, expected):
    assert counted(text) == sorted(expected), why(text)


# One of those counted said to be one side's national, in the singular (a verdicts-final39
# class: the PSNI's "One of those arrested is a Finnish national" at Northern Ireland v
# Finland was nobody's fan, so it never met a Finnish blog's "one of our lads").
ONE_SIDES_NATIONAL = [
    "Police arrested two men after the qualifier between Northern Ireland and Finland. One of those "
    "arrested is a Finnish national.",
    "Three people were arrested at Hungary v Bulgaria, one of them a Bulgarian citizen.",
    "Four people were detained at Celtic v Lazio, one of them an Italian national.",
    "Two men were arrested at Wales v Croatia. One of those held was a Croatian national.",
    "Five people were arrested after Celtic v Porto, one of whom is a Portuguese citizen.",
    "Three people were arrested at Ajax v Chelsea; one of the arrested is a British national.",
    "Two people were arrested at Denmark v Finland. One of the detained was a Finnish citizen.",
    "Six people were arrested at Galatasaray v Manchester United, one of them a British citizen.",
    "Police held two men at Norway v Scotland. One of those arrested is a British national.",
    "Three arrests were made at Poland v England. One of the arrested men is a British citizen.",
]


@pytest.mark.parametrize("text", ONE_SIDES_NATIONAL, ids=[t[:40] for t in ONE_SIDES_NATIONAL])
def test_one_of_those_counted_who_is_one_sides_national_is_its_fan(text):
    ones = [c for c in claims_of(text, "arrests") if c.value == "1"]
    assert [c.group for c in ones] == ["fans"], why(text)


# People named by their nationality's plural noun (a failure class of verdicts-final16: a
# Fiorentina blog's "The police say nine Italians were detained" at Lech Poznań v Fiorentina
# gave no figure): counted, and one side's fans as nationals are; not "poles", nor a
# nationality that is an adjective too ("Swiss", "Portuguese").
NATIONALITY_NOUNS = [
    ("Lech Poznań lost 4-1 to Fiorentina. The police say nine Italians were detained.",
     [("arrests", "9", "fans", "incident")]),
    ("Three Englishmen were arrested before Sevilla v Manchester United.", [("arrests", "3", "fans", "incident")]),
    ("Four Scots were arrested in the city centre before Dinamo Zagreb v Celtic.",
     [("arrests", "4", "fans", "incident")]),
    ("Five Germans were injured after Chelsea v Borussia Dortmund.", [("injuries", "5", "fans", "incident")]),
    ("Six Dutchmen were held after Celtic v Ajax.", [("arrests", "6", "fans", "incident")]),
    ("Seven Croats were taken into custody after Hajduk Split v Tottenham Hotspur.",
     [("arrests", "7", "fans", "incident")]),
    ("Eight Turks were refused entry at Galatasaray v Sparta Prague.", [("dispersal", "8", "fans", "incident")]),
    ("Two Britons were arrested in Seville after Sevilla v West Ham United.", [("arrests", "2", "fans", "incident")]),
    ("Ten Ukrainians were detained near the ground before Chelsea v Dynamo Kyiv.",
     [("arrests", "10", "fans", "incident")]),
    ("Eleven Greeks were arrested after Olympiacos v Arsenal.", [("arrests", "11", "fans", "incident")]),
    # one country's sides, or a third country: counted, of no side
    ("Five Germans were arrested after Bayern Munich v Borussia Dortmund.", [("arrests", "5", "", "incident")]),
    ("Three Albanians were detained after Sparta Prague v Galatasaray.", [("arrests", "3", "", "incident")]),
    # not people
    ("Two poles were knocked over by the crowd.", []),
    ("Three German officers were injured.", [("injuries", "3", "police", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), NATIONALITY_NOUNS, ids=case_ids(NATIONALITY_NOUNS))
def test_people_named_by_their_nationality(text, expected):
    assert counted(text) == sorted(expected)


# Nationals named by their country (a verdicts-final9 class: a police release's "Eight of the
# detained are citizens of the United Kingdom" at a match of an English side abroad), by its
# name or another of its names; a third country, or one of both sides, names no side.
NATIONALS_BY_COUNTRY = [
    ("Sparta Prague beat Arsenal. Police detained 14 people. Eight of the detained are citizens of the United Kingdom.",
     [("arrests", "14", "", "incident"), ("arrests", "8", "fans", "incident")]),
    ("After Slavia Prague v Feyenoord police detained nine people, six of whom are citizens of Holland.",
     [("arrests", "9", "", "incident"), ("arrests", "6", "fans", "incident")]),
    ("After Slavia Prague v Feyenoord police detained nine people, six of whom are nationals of the Netherlands.",
     [("arrests", "9", "", "incident"), ("arrests", "6", "fans", "incident")]),
    ("After Celtic v Bayern Munich police arrested 12 people, four of them citizens of Germany.",
     [("arrests", "12", "", "incident"), ("arrests", "4", "fans", "incident")]),
    ("Police arrested seven people after Legia Warsaw v Aston Villa, five of them citizens of the UK.",
     [("arrests", "7", "", "incident"), ("arrests", "5", "fans", "incident")]),
    ("Police detained ten people after Ajax v Slavia Prague. Three of those detained are citizens of Czechia.",
     [("arrests", "10", "", "incident"), ("arrests", "3", "fans", "incident")]),
    ("Eleven people were hurt at Benfica v Real Madrid, four of them nationals of Spain.",
     [("injuries", "11", "", "incident"), ("injuries", "4", "fans", "incident")]),
    ("After Lazio v Galatasaray, 15 people were arrested, nine of whom were citizens of Turkey.",
     [("arrests", "15", "", "incident"), ("arrests", "9", "fans", "incident")]),
    ("After Marseille v Brighton, eight people were arrested, six of them citizens of Great Britain.",
     [("arrests", "8", "", "incident"), ("arrests", "6", "fans", "incident")]),
    ("Police detained 20 people after Basel v Fiorentina, 12 of whom are nationals of Italy.",
     [("arrests", "20", "", "incident"), ("arrests", "12", "fans", "incident")]),
    # a third country, or one country's sides: no side
    ("Police detained nine people after Sparta Prague v Arsenal, four of them citizens of Poland.",
     [("arrests", "9", "", "incident"), ("arrests", "4", "", "incident")]),
    ("Police arrested six people after Rangers v Celtic, four of them citizens of the United Kingdom.",
     [("arrests", "6", "", "incident"), ("arrests", "4", "", "incident")]),
]


# ... or by the nationality alone, ending the part (a verdicts-final10 class: a wire's "six
# people had been detained during the day, two of them Portuguese" at Ukraine v Portugal).
NATIONALS_BARE = [
    ("Ukraine beat Portugal. Police detained six people, two of them Portuguese.",
     [("arrests", "6", "", "incident"), ("arrests", "2", "fans", "incident")]),
    ("Ukraine beat Portugal. Police detained six people, two of whom were Portuguese.",
     [("arrests", "6", "", "incident"), ("arrests", "2", "fans", "incident")]),
    ("Hungary drew with England. Police detained 41 people, 26 of them English.",
     [("arrests", "41", "", "incident"), ("arrests", "26", "fans", "incident")]),
    ("Sparta Prague beat Galatasaray. Police detained nine people, five of them Turkish, after the game.",
     [("arrests", "9", "", "incident"), ("arrests", "5", "fans", "incident")]),
    ("Celtic lost to Bayern Munich. Twelve people were arrested, four of them German.",
     [("arrests", "12", "", "incident"), ("arrests", "4", "fans", "incident")]),
    ("Lazio beat Feyenoord. Police arrested 20 people, 14 of whom were Dutch; the rest were locals.",
     [("arrests", "20", "", "incident"), ("arrests", "14", "fans", "incident")]),
    ("Legia Warsaw beat Aston Villa. Nine people were hurt, three of them English.",
     [("injuries", "9", "", "incident"), ("injuries", "3", "fans", "incident")]),
    ("Basel beat Fiorentina. Police detained eight people, six of them Italian and two Swiss.",
     [("arrests", "8", "", "incident"), ("arrests", "6", "fans", "incident")]),
    ("Marseille beat Brighton. Police made 11 arrests, seven of them British.",
     [("arrests", "11", "", "incident"), ("arrests", "7", "fans", "incident")]),
    ("Nantes lost to Juventus. Police detained eight people, five of them Italian.",
     [("arrests", "8", "", "incident"), ("arrests", "5", "fans", "incident")]),
    # a third country's people, or a word that is no nationality: no side
    ("Ukraine beat Portugal. Police detained six people, two of them Brazilian.",
     [("arrests", "6", "", "incident"), ("arrests", "2", "", "incident")]),
    ("Ukraine beat Portugal. Police detained six people, two of them Monday.",
     [("arrests", "6", "", "incident"), ("arrests", "2", "", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), NATIONALS_BARE, ids=case_ids(NATIONALS_BARE))
def test_nationals_named_by_their_nationality_alone(text, expected):
    assert counted(text) == sorted(expected)


@pytest.mark.parametrize(("text", "expected"), NATIONALS_BY_COUNTRY, ids=case_ids(NATIONALS_BY_COUNTRY))
def test_nationals_named_by_their_country(text, expected):
    assert counted(text) == sorted(expected)


# A zero names its people after its noun (a failure class of verdicts-final6: a police
# release's "There were no injuries to officers" was a zero of everyone, so a paper's steward
# hurt read as an update of it); a zero of several groups at once is no count of anyone's.
ZERO_OF_A_GROUP = [
    ("There were no injuries to officers.", [("injuries", "0", "police", "incident")]),
    ("There were no injuries to police officers.", [("injuries", "0", "police", "incident")]),
    ("No injuries to officers were reported.", [("injuries", "0", "police", "incident")]),
    ("There were no arrests of home fans.", [("arrests", "0", "fans", "incident")]),
    ("Police said there were no injuries among officers.", [("injuries", "0", "police", "incident")]),
    ("There were no injuries to any of the players.", [("injuries", "0", "players_staff", "incident")]),
    ("There were no injuries to stewards.", [("injuries", "0", "stewards", "incident")]),
    ("There were no arrests among the visiting supporters.", [("arrests", "0", "fans", "incident")]),
    ("There were no ejections of away fans.", [("dispersal", "0", "fans", "incident")]),
    ("There were no injuries to our stewards, the club said.", [("injuries", "0", "stewards", "incident")]),
    # several groups at once, or nobody named
    ("There were no injuries to stewards or fans.", []),
    ("No injuries to stewards, police or fans were reported.", []),
    ("There were no injuries to officers or stewards.", []),
    ("There were no injuries.", [("injuries", "0", "", "incident")]),
    ("There were no injuries to anyone.", [("injuries", "0", "", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), ZERO_OF_A_GROUP, ids=case_ids(ZERO_OF_A_GROUP))
def test_a_zero_names_its_people_after_its_noun(text, expected):
    assert counted(text) == sorted(expected)


# ... with a verb of its record between (a verdicts-final66 class: a police release's "No
# injuries were recorded among spectators or police" was a zero of everyone, a false conflict
# with a paper's steward treated for a burn).
ZERO_RECORDED_AMONG = [
    ("No injuries were recorded among spectators or police.", []),
    ("No injuries were reported among fans or stewards.", []),
    ("No injuries have been reported to stewards or players.", []),
    ("No injuries were suffered by supporters or stewards.", []),
    ("No injuries were sustained by officers.", [("injuries", "0", "police", "incident")]),
    ("No injuries were recorded among police officers.", [("injuries", "0", "police", "incident")]),
    ("No injuries were logged among the stewards.", [("injuries", "0", "stewards", "incident")]),
    ("No arrests were made among the visiting fans.", [("arrests", "0", "fans", "incident")]),
    ("No injuries were reported among home supporters.", [("injuries", "0", "fans", "incident")]),
    ("No ejections were recorded among away fans.", [("dispersal", "0", "fans", "incident")]),
    # arrests made by the police are no zero of police
    ("No arrests were made by officers.", [("arrests", "0", "", "incident")]),
    ("No injuries were recorded, police said.", [("injuries", "0", "", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), ZERO_RECORDED_AMONG, ids=case_ids(ZERO_RECORDED_AMONG))
def test_a_zero_names_its_people_after_a_verb_of_its_record(text, expected):
    assert counted(text) == sorted(expected)


# A part named after "among them" or "including" is a part of the count before it, whatever
# follows it (a failure class of verdicts-final6: "Six people were arrested, among them four
# Austria supporters who attacked officers" made the four a crowd of attackers, not arrests).
PART_WHATEVER_FOLLOWS = [
    ("Six people were arrested, among them four Austria supporters who attacked officers.",
     [("arrests", "6", "", "incident"), ("arrests", "4", "fans", "incident")]),
    ("Nine people were detained, including three Chelsea fans who fought with police.",
     [("arrests", "9", "", "incident"), ("arrests", "3", "fans", "incident")]),
    ("Eleven people were arrested, including two supporters who ran onto the pitch.",
     [("arrests", "11", "", "incident"), ("arrests", "2", "fans", "incident")]),
    ("Seven people were injured, among them three officers who were hit by bottles.",
     [("injuries", "7", "", "incident"), ("injuries", "3", "police", "incident")]),
    ("Police arrested 12 men, among them five Legia fans who clashed with officers.",
     [("arrests", "12", "", "incident"), ("arrests", "5", "fans", "incident")]),
    ("Four people were hurt, including a steward who was struck by a flare.",
     [("injuries", "4", "", "incident"), ("injuries", "1", "stewards", "incident")]),
    ("Eight fans were ejected, among them two youths who threw coins.",
     [("dispersal", "8", "fans", "incident"), ("dispersal", "2", "fans", "incident")]),
    ("Ten people were arrested, including four Ajax supporters who attacked a bar.",
     [("arrests", "10", "", "incident"), ("arrests", "4", "fans", "incident")]),
    ("Five people were detained, among them three Roma ultras who stormed the gates.",
     [("arrests", "5", "", "incident"), ("arrests", "3", "fans", "incident")]),
    ("Nine people were held, including two teenagers who threw flares.",
     [("arrests", "9", "", "incident"), ("arrests", "2", "", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), PART_WHATEVER_FOLLOWS, ids=case_ids(PART_WHATEVER_FOLLOWS))
def test_a_part_after_among_them_or_including_is_a_part_whatever_follows(text, expected):
    assert [c for c in counted(text) if c[0] != "crowd"] == sorted(expected)
    assert not [c for c in counted(text) if c[0] == "crowd"]


# A night in a cell is an arrest (a failure class of verdicts-final6: a fan blog's "twelve of
# ours spent the night in a cell" gave no count beside the police's twelve detained).
NIGHT_IN_A_CELL = [
    ("Twelve of ours spent the night in a cell.", [("arrests", "12", "fans", "incident")]),
    ("Four men spent the night in the cells.", [("arrests", "4", "", "incident")]),
    ("Two fans spent a night in a police cell.", [("arrests", "2", "fans", "incident")]),
    ("Nine supporters spent the night in cells in Zagreb.", [("arrests", "9", "fans", "incident")]),
    ("Three Leeds fans were in a cell by midnight.", [("arrests", "3", "fans", "incident")]),
    ("Seven people were in Metropolitan Police cells last night.", [("arrests", "7", "", "incident")]),
    ("Six of our lads spent the night in the cells at Charing Cross.", [("arrests", "6", "fans", "incident")]),
    ("Five men spent the night in a cell at the central station.", [("arrests", "5", "", "incident")]),
    ("Ten supporters spent a night in police cells.", [("arrests", "10", "fans", "incident")]),
    ("Two youths spent the night in a cell after the derby.", [("arrests", "2", "fans", "incident")]),
    # no cell
    ("Twelve of ours spent the night in a bar.", []),
    ("The cellar bar was closed by police.", []),
]


@pytest.mark.parametrize(("text", "expected"), NIGHT_IN_A_CELL, ids=case_ids(NIGHT_IN_A_CELL))
def test_a_night_in_a_cell_is_an_arrest(text, expected):
    assert counted(text) == sorted(expected)


# A part "of them" takes the group named right after it (a failure class of verdicts-final6:
# "seven people, five of them Sparta supporters, were detained" counted five people of no side
# beside a paper's "Five Sparta fans"); a part naming nobody still takes its total's.
PART_NAMED_AFTER = [
    ("Police said seven people, five of them Sparta supporters, were detained.",
     [("arrests", "7", "", "incident"), ("arrests", "5", "fans", "incident")]),
    ("Nine people were hurt, three of whom were police officers.",
     [("injuries", "9", "", "incident"), ("injuries", "3", "police", "incident")]),
    ("Ten people were arrested, four of them Celtic fans.",
     [("arrests", "10", "", "incident"), ("arrests", "4", "fans", "incident")]),
    ("Six people were injured, two of them stewards.",
     [("injuries", "6", "", "incident"), ("injuries", "2", "stewards", "incident")]),
    ("Twelve people were hurt, seven of them officers, in violence at the station.",
     [("injuries", "12", "", "incident"), ("injuries", "7", "police", "incident")]),
    ("Fourteen people were arrested, ten of them Brøndby supporters.",
     [("arrests", "14", "", "incident"), ("arrests", "10", "fans", "incident")]),
    ("Eight people had been arrested, five of them Chesterfield fans.",
     [("arrests", "8", "", "incident"), ("arrests", "5", "fans", "incident")]),
    ("Five people were injured, two of whom were players.",
     [("injuries", "5", "", "incident"), ("injuries", "2", "players_staff", "incident")]),
    ("Eleven people were ejected, six of them away supporters.",
     [("dispersal", "11", "", "incident"), ("dispersal", "6", "fans", "incident")]),
    ("Four people were hurt, one of them a steward.",
     [("injuries", "4", "", "incident"), ("injuries", "1", "stewards", "incident")]),
    # nobody named after it: the total's group
    ("Nine fans were hurt, two of them seriously.",
     [("injuries", "9", "fans", "incident"), ("injuries", "2", "fans", "incident")]),
    ("Eleven people were arrested, six of them men in their twenties.",
     [("arrests", "11", "", "incident"), ("arrests", "6", "", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), PART_NAMED_AFTER, ids=case_ids(PART_NAMED_AFTER))
def test_a_part_of_them_takes_the_group_named_after_it(text, expected):
    assert counted(text) == sorted(expected)


# What struck someone, told in the active voice (a verdicts-final10 class: a police release's
# "a lighter thrown from the home section struck a player of the visiting team" was no
# injury, beside a radio's "One of Klopp's players was struck by a lighter").
STRUCK_SOMEONE = [
    ("A lighter thrown from the home section struck a player of the visiting team.",
     [("injuries", "1", "players_staff", "incident")]),
    ("A bottle hit a steward on the head.", [("injuries", "1", "stewards", "incident")]),
    ("A flare struck a fan in the away end.", [("injuries", "1", "fans", "incident")]),
    ("Missiles struck three officers.", [("injuries", "3", "police", "incident")]),
    ("One flare struck a steward on the back.", [("injuries", "1", "stewards", "incident")]),
    ("A plastic bottle thrown from the away section hit a female steward on the head.",
     [("injuries", "1", "stewards", "incident")]),
    ("A coin hit a police officer near the dugout.", [("injuries", "1", "police", "incident")]),
    ("Seats thrown from the top tier struck two supporters.", [("injuries", "2", "fans", "incident")]),
    ("A smoke bomb hit a photographer behind the goal.", [("injuries", "1", "", "incident")]),
    ("Stones hit four fans outside the ground.", [("injuries", "4", "fans", "incident")]),
    # a sanction, a ball or a goal is no injury
    ("The club hit two fans with lifetime bans.", []),
    ("Salah hit the post twice.", []),
    ("Arsenal hit four past Chelsea.", []),
]


@pytest.mark.parametrize(("text", "expected"), STRUCK_SOMEONE, ids=case_ids(STRUCK_SOMEONE))
def test_what_struck_someone_injured_them(text, expected):
    assert [c for c in counted(text) if c[0] == "injuries"] == sorted(expected)


# Held in a place over an offence is arrested, not kept back (a verdicts-final11 class: "Two
# men were held inside the ground over pyrotechnics" was two people kept inside, a false
# conflict with the police's nine moved on).
HELD_OVER_AN_OFFENCE = [
    ("Two men were held inside the ground over pyrotechnics.", [("arrests", "2", "", "incident")]),
    ("Four men were held in the city centre for assault.", [("arrests", "4", "", "incident")]),
    ("Three fans were held inside the stadium on suspicion of throwing missiles.",
     [("arrests", "3", "fans", "incident")]),
    ("Two men were held inside the ground in connection with the disorder.", [("arrests", "2", "", "incident")]),
    ("Five supporters were held inside the ground after an assault on a steward.",
     [("arrests", "5", "fans", "incident")]),
    ("Two men were held inside the stadium for possession of pyrotechnics.", [("arrests", "2", "", "incident")]),
    ("Six people were held in the city centre over the fighting.", [("arrests", "6", "", "incident")]),
    ("Three youths were held inside the ground for breach of the peace.", [("arrests", "3", "fans", "incident")]),
    ("Two fans were held in the town centre over a brawl.", [("arrests", "2", "fans", "incident")]),
    ("Seven men were held inside the ground for throwing seats.", [("arrests", "7", "", "incident")]),
    # kept back for a while is no arrest
    ("The 1,500 Villa fans were held inside for twenty minutes.", [("dispersal", "1500", "fans", "incident")]),
    ("About 600 Rangers fans were held inside the stadium for the rest of the evening.",
     [("dispersal", "600", "fans", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), HELD_OVER_AN_OFFENCE, ids=case_ids(HELD_OVER_AN_OFFENCE))
def test_held_in_a_place_over_an_offence_is_arrested(text, expected):
    assert [c for c in counted(text) if c[0] in ("arrests", "dispersal")] == sorted(expected)


# Held under escort or in a cordon is kept together, not arrested (a verdicts-final36 class: a
# wire's "buses carrying around 300 Ludogorets supporters were being held under escort" was
# 300 arrests, a false conflict with the police's 16).
HELD_TOGETHER = [
    "Buses carrying around 300 Ludogorets supporters were being held under escort near the roundabout.",
    "About 200 away fans were held under police escort at the station.",
    "Some 150 Celtic supporters were held in a police cordon on the bridge.",
    "Around 400 fans were held in a kettle outside the pub for an hour.",
    "300 supporters were held under heavy police escort until kick-off.",
    "Roughly 80 ultras were held in a holding area behind the stand.",
    "The 2,000 visiting fans were held under a strong police escort all the way to the ground.",
    "Nearly 90 supporters were held in a tight cordon by riot police.",
    "Two coachloads, some 120 fans, were held under armed escort at the services.",
    "About 60 of us were held in a makeshift pen for two hours.",
]


@pytest.mark.parametrize("text", HELD_TOGETHER)
def test_held_under_escort_or_in_a_cordon_is_no_arrest(text):
    assert [c for c in counted(text) if c[0] == "arrests"] == [], why(text)


@pytest.mark.parametrize(("text", "expected"), [
    ("Three men were held under arrest.", [("arrests", "3", "", "incident")]),
    ("Two fans were held under the Public Order Act.", [("arrests", "2", "fans", "incident")]),
])
def test_held_under_arrest_or_a_law_is_still_arrested(text, expected):
    assert [c for c in counted(text) if c[0] == "arrests"] == sorted(expected)


# The rest of a count already told is no count of its own (a verdicts-final12 class: "Four
# Scotland supporters were detained ... Two of the four were held in the Old Town ... The
# other two were arrested after the match" gave a total of two, a false conflict with the
# radio's three and the police's six). Annotators of every set leave "the other two" out.
THE_REST_OF_A_COUNT = [
    ("The other two were arrested after the match for an attack on a patrol.", []),
    ("The other three were arrested for possession of pyrotechnics.", []),
    ("The remaining two were detained near the ground.", []),
    ("The other four detained are Polish citizens.", []),
    ("The other two detained are Polish citizens, held on the Praga side of the river.", []),
    ("The other five were released without charge.", []),
    ("The remaining three supporters were arrested at the station.", []),
    ("The other two fans were taken to hospital as a precaution.", []),
    ("The other six were held for public order offences.", []),
    ("The remaining four were hurt by flying glass.", []),
    # more people, not the rest
    ("Another two fans were arrested later.", [("arrests", "2", "fans", "incident")]),
    ("Two other fans were arrested.", [("arrests", "2", "fans", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), THE_REST_OF_A_COUNT, ids=case_ids(THE_REST_OF_A_COUNT))
def test_the_rest_of_a_count_told_is_no_count(text, expected):
    assert [c for c in counted(text) if c[0] in ("arrests", "injuries")] == sorted(expected)


# "Our members" are supporters, told by a supporters' body or a club, and an officer's are
# officers (a verdicts-final12 class: a Tartan Army club secretary's "Not one of our members
# was hurt" was a zero of everyone, a false conflict with two injured officers).
OUR_MEMBERS = [
    ('The club secretary said: "Not one of our members was hurt."', [("injuries", "0", "fans", "incident")]),
    ('"None of our members were arrested," the trust chairman said.', [("arrests", "0", "fans", "incident")]),
    ('"Two of our members were arrested," said the chairman of the supporters trust.',
     [("arrests", "2", "fans", "incident")]),
    ('"Two of our members were arrested," said the club chairman.', [("arrests", "2", "fans", "incident")]),
    ('"Three of our members were hurt," said the spokeswoman for the fan group.',
     [("injuries", "3", "fans", "incident")]),
    ('The chairman of the supporters association said: "Five of our members were detained."',
     [("arrests", "5", "fans", "incident")]),
    ('"Not one of our members was injured," a club spokesman said.', [("injuries", "0", "fans", "incident")]),
    ('"One of our members needed stitches," the association secretary said.',
     [("injuries", "1", "fans", "incident")]),
    ('A police spokesman said: "None of our members were injured."', [("injuries", "0", "police", "incident")]),
    ("Not one of our members was hurt.", [("injuries", "0", "fans", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), OUR_MEMBERS, ids=case_ids(OUR_MEMBERS))
def test_our_members_are_the_speakers_side(text, expected):
    assert [c for c in counted(text) if c[0] in ("arrests", "injuries")] == sorted(expected)


# A speaker's definite "the two lads who were detained" refers to people the report has
# counted (a verdicts-final12 class: a club liaison officer's "The two lads who were
# detained have made a mistake" was a total of two, a false conflict with the wire's 14;
# a police chief's "the two men who attacked our patrol" a crowd of two). Told by the
# writer, or without the relative clause, it stays a count.
A_SPEAKERS_DEFINITE_COUNT = [
    ('"The two lads who were detained have made a mistake," he said.', []),
    ('"The two men who attacked our patrol will answer for it in court," Wrona said.', []),
    ('"The three fans that were hurt are recovering," she said.', []),
    ('"The four supporters who were arrested will be banned," the club said.', []),
    ('"The two officers who were injured are back at work," the chief said.', []),
    ('"The five people who were held have been released," a spokesman said.', []),
    ('"The six men who were detained will be deported," the minister said.', []),
    ('"The two stewards who were hurt deserve better," the chairman said.', []),
    ('"The 12 people who were arrested will be charged," he said.', []),
    ('"The three youths that were lifted will be dealt with," he said.', []),
    # the writer's own, or no relative clause
    ("The two men who were detained will appear in court on Monday.", [("arrests", "2", "", "incident")]),
    ('"Two lads were detained," he said.', [("arrests", "2", "", "incident")]),
    ('"The 12 people arrested will be charged," he said.', [("arrests", "12", "", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), A_SPEAKERS_DEFINITE_COUNT, ids=case_ids(A_SPEAKERS_DEFINITE_COUNT))
def test_a_speakers_definite_count_is_people_told(text, expected):
    assert [c for c in counted(text) if c[0] in ("arrests", "injuries", "crowd")] == sorted(expected)


# Taken into police custody is arrested, as taken into custody is (a verdicts-final9 class,
# met once "the other six" stopped standing for the police's total: "In total, 11 people were
# taken into police custody" had given no arrests).
INTO_POLICE_CUSTODY = [
    ("In total, 11 people were taken into police custody.", [("arrests", "11", "", "incident")]),
    ("Nine fans were taken into police custody after the game.", [("arrests", "9", "fans", "incident")]),
    ("Four men were taken into police custody near the ground.", [("arrests", "4", "", "incident")]),
    ("Two supporters were taken into police custody at the station.", [("arrests", "2", "fans", "incident")]),
    ("Twelve people were taken into police custody overnight.", [("arrests", "12", "", "incident")]),
    ("Three youths were taken into police custody for throwing flares.", [("arrests", "3", "fans", "incident")]),
    ("Five people were taken into police custody, police said.", [("arrests", "5", "", "incident")]),
    ("Six Ajax fans were taken into police custody before kick-off.", [("arrests", "6", "fans", "incident")]),
    ("Seven men were taken into police custody in the city centre.", [("arrests", "7", "", "incident")]),
    ("Eight people were taken into police custody after clashes.", [("arrests", "8", "", "incident")]),
    ("Eleven people were taken into custody.", [("arrests", "11", "", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), INTO_POLICE_CUSTODY, ids=case_ids(INTO_POLICE_CUSTODY))
def test_taken_into_police_custody_is_arrested(text, expected):
    assert [c for c in counted(text) if c[0] == "arrests"] == sorted(expected)


def test_a_speakers_definite_crowd_who_attended_is_still_a_size():
    text = '"The vast majority of the 41,000 fans who attended yesterday\'s game did so safely," he said.'
    assert [c[:2] for c in counted(text) if c[0] == "crowd"] == [("crowd", "41000")]


# Moved on is dispersed (a verdicts-final12 class: "Around 50 Feyenoord fans were moved on from
# Piazza del Duomo by police", beside the police's "52 people ... escorted", was no figure).
MOVED_ON = [
    ("Around 50 Feyenoord fans were moved on from Piazza del Duomo by police.",
     [("dispersal", "50", "fans", "incident")]),
    ("50 fans were moved on from the square.", [("dispersal", "50", "fans", "incident")]),
    ("Twenty supporters were moved on after a scuffle.", [("dispersal", "20", "fans", "incident")]),
    ("About 40 people were moved on near the station.", [("dispersal", "40", "", "incident")]),
    ("Police moved on around 50 fans.", [("dispersal", "50", "fans", "incident")]),
    ("Officers moved on 30 Celtic supporters from the square.", [("dispersal", "30", "fans", "incident")]),
    ("Around 200 Ajax fans were moved on by riot police.", [("dispersal", "200", "fans", "incident")]),
    ("Sixty people were moved on from outside the pub.", [("dispersal", "60", "", "incident")]),
    ("A group of 25 supporters was moved on from the fan zone.", [("dispersal", "25", "fans", "incident")]),
    ("More than 100 fans were moved on before kick-off.", [("dispersal", "100", "fans", "incident")]),
    # moving on to a place is going there
    ("The 3,000 fans moved on to the ground after the march.", []),
]


@pytest.mark.parametrize(("text", "expected"), MOVED_ON, ids=case_ids(MOVED_ON))
def test_moved_on_is_dispersed(text, expected):
    assert [c for c in counted(text) if c[0] == "dispersal"] == sorted(expected)


# People who face bans, or against whom proceedings for bans are begun, are counted as
# banned, as those against whom bans are sought are (a verdicts-final12 class: "fourteen
# Feyenoord fans face Italian stadium bans", "begun proceedings for Italian stadium bans
# against fourteen Feyenoord fans" were no figure beside the police's "14 people").
FACING_BANS = [
    ("The Questore has also begun proceedings for Italian stadium bans against fourteen Feyenoord fans.",
     [("bans", "14", "fans", "incident")]),
    ("Fourteen Feyenoord fans face Italian stadium bans.", [("bans", "14", "fans", "incident")]),
    ("Three fans are facing club bans.", [("bans", "3", "fans", "incident")]),
    ("Two men now face football banning orders.", [("bans", "2", "", "incident")]),
    ("The club has started proceedings for stadium bans against nine supporters.",
     [("bans", "9", "fans", "incident")]),
    ("Police opened proceedings for bans against 12 people.", [("bans", "12", "", "incident")]),
    ("Seven people face stadium bans of up to five years.", [("bans", "7", "", "incident")]),
    ("The prefecture began proceedings for stadium bans on four people.", [("bans", "4", "", "incident")]),
    ("Eleven supporters are facing banning orders after the game.", [("bans", "11", "fans", "incident")]),
    ("The federation has begun proceedings for bans against six fans.", [("bans", "6", "fans", "incident")]),
    # facing something else is no ban
    ("Fans face a long wait for tickets.", []),
    ("The two men face charges of affray.", []),
]


# ... and so are people who face being banned (a verdicts-final23 class: a tabloid's "NINE
# thugs now face being banned from every sports event in the country" gave nothing).
FACING_BEING_BANNED = [
    ("NINE thugs now face being banned from every sports event in the country.",
     [("bans", "9", "fans", "incident")]),
    ("Four supporters face being banned from football.", [("bans", "4", "fans", "incident")]),
    ("Six fans now face being barred from every ground in Italy.", [("bans", "6", "fans", "incident")]),
    ("Twelve men are facing being banned from matches.", [("bans", "12", "", "incident")]),
    ("Three fans face being banned by the federation.", [("bans", "3", "fans", "incident")]),
    ("Two Celtic supporters face being banned by the club.", [("bans", "2", "fans", "incident")]),
    ("Five ultras now face being banned from the stadium.", [("bans", "5", "fans", "incident")]),
    ("Eight fans face being banned after the trouble.", [("bans", "8", "fans", "incident")]),
    ("Seven hooligans face being banned.", [("bans", "7", "fans", "incident")]),
    ("Eleven people are facing being barred from attending matches.", [("bans", "11", "", "incident")]),
    # facing being something else is no ban
    ("Two fans face being charged with affray.", []),
]


@pytest.mark.parametrize(("text", "expected"), FACING_BANS + FACING_BEING_BANNED,
                         ids=case_ids(FACING_BANS + FACING_BEING_BANNED))
def test_facing_bans_is_a_count_of_bans(text, expected):
    assert [c for c in counted(text) if c[0] == "bans"] == sorted(expected)


# A figure the report denies by number after its own count of the kind ("Four of ours were
# arrested, not six") is another's figure repeated to be disputed, never the report's (a
# verdicts-final13 class: a Fiorentina blog's "The police in Athens say six Italians were
# arrested ... Four of ours were arrested, not six" gave the blog a six, and once the blog
# joined its match, a false conflict with the police's nine).
DENIED_FIGURES = [
    ("The police in Athens say six Italians were arrested on the avenue. Four of ours were arrested, not six, "
     "and we know them by name.", [("arrests", "4", "fans", "incident")]),
    ("Police claim 12 fans were injured. Eight of us were injured, not 12, and we have the names.",
     [("injuries", "8", "fans", "incident")]),
    ("The club says 40 supporters were thrown out. Twenty-five were thrown out, not 40.",
     [("dispersal", "25", "", "incident")]),
    ("The papers report nine arrests. Seven people were arrested, not nine.", [("arrests", "7", "", "incident")]),
    ("According to the police, 30 fans were detained. Only 18 were detained, rather than 30.",
     [("arrests", "18", "", "incident")]),
    ("The radio reported that five stewards were hurt. Three stewards were hurt, not five.",
     [("injuries", "3", "stewards", "incident")]),
    ("The statement says 200 fans were refused entry. About 120 were refused entry, not 200.",
     [("dispersal", "120", "", "incident")]),
    ("Police said 14 people were arrested. We know of eleven people arrested, not fourteen, the club insists.",
     [("arrests", "11", "", "incident")]),
    ("The mayor spoke of 60 people detained. Our count: 45 people were detained, instead of 60.",
     [("arrests", "45", "", "incident")]),
    ("The police statement mentions seven injured officers. Four officers were injured, not seven as the "
     "statement says.", [("injuries", "4", "police", "incident")]),
    # ... or called untrue in a sentence of its own (verdicts-final22: a Brøndby blog's "The
    # police say two supporters were slightly injured ... Two is simply not the real number")
    ("The police say two supporters were slightly injured. I know at least seven of ours who were hurt. "
     "Two is simply not the real number.", [("injuries", "7", "fans", "incident")]),
    ("Police said 40 fans were ejected. The figure of 40 is nonsense.", []),
    ("The club claims 12 stewards were injured. Twelve is a joke; three were.",
     []),
    ("Officially nine people were arrested. Nine is not the true figure, and the police know it.", []),
    ("The paper said 300 fans were turned away. 300 is wrong, we counted.", []),
    ("Six officers were injured, the force says. The number of six is plainly false.", []),
    ("Four people were arrested. Four is the number the police gave us.", [("arrests", "4", "", "incident")]),
    # no denial: "not one of them" counts; "not for violence" is no figure; another kind's figure
    ("Six fans were arrested. Seven fans were arrested, not one of them local.",
     [("arrests", "0", "fans", "incident"), ("arrests", "6", "fans", "incident"),
      ("arrests", "7", "fans", "incident")]),
    ("Three officers were hurt. Two fans were arrested, not three.",
     [("arrests", "2", "fans", "incident"), ("injuries", "3", "police", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), DENIED_FIGURES, ids=case_ids(DENIED_FIGURES))
def test_a_figure_denied_by_number_is_not_the_reports_own(text, expected):
    assert counted(text) == expected


# A running total whose people are told with what they are counted in connection with, up to
# fourteen words before its verb (a verdicts-final33 class: a paper's "The number of people
# detained in connection with Saturday's derby between Beşiktaş and Fenerbahçe has risen to
# 21" gave no figure, and the police's 17 the night before stood as a conflict with nothing).
LONG_RUNNING_TOTALS = [
    ("The number of people detained in connection with Saturday's derby between Beşiktaş and Fenerbahçe has "
     "risen to 21.", ("arrests", "21")),
    ("The number of people arrested in connection with Sunday's match between Celtic and Rangers has risen to 14.",
     ("arrests", "14")),
    ("The number of fans detained in connection with the violence before Thursday's game in Naples has now "
     "reached 12.", ("arrests", "12")),
    ("The number of supporters arrested over the disorder at the end of Saturday's derby at Elland Road rose "
     "to 19.", ("arrests", "19")),
    ("The number of people injured in the clashes outside the ground before the Europa League tie has climbed "
     "to 23.", ("injuries", "23")),
    ("The number of people arrested following Tuesday night's cup tie between Millwall and Leeds United has "
     "increased to eight.", ("arrests", "8")),
    ("The number of people hurt in the crush at the north gate before Wednesday's final at Wembley rose to 31.",
     ("injuries", "31")),
    ("The number of arrests linked to the trouble before and after Sunday's game against Ajax in Rotterdam has "
     "risen to 40.", ("arrests", "40")),
    ("The number of fans arrested after the pitch invasion at the end of the play-off second leg has risen "
     "to 11.", ("arrests", "11")),
    ("The number of people detained by police in connection with the riot at the Rams Park on Sunday now "
     "stands at 17.", ("arrests", "17")),
]


@pytest.mark.parametrize(("text", "expected"), LONG_RUNNING_TOTALS, ids=case_ids(LONG_RUNNING_TOTALS))
def test_a_running_totals_people_may_be_told_at_length(text, expected):
    assert [(kind, value) for kind, value, _, _ in counted(text)] == [expected]


# A figure corrected by the next sentence's opening estimate ("Nearer 6,000 of us", "More like
# 3,500", "Closer to 50") is another's, repeated to be corrected (a verdicts-final17 class: a
# Chelsea blog's "the local radio says there were around 4,000 Chelsea fans in the ground.
# Nearer 6,000 of us" agreed with the radio's 4,000 once the blog joined its match).
CORRECTED_FIGURES = [
    "The local radio says there were around 4,000 Chelsea fans in the ground. Nearer 6,000 of us, counting "
    "everyone in the away corner.",
    "The papers say 2,000 fans travelled. More like 3,500 of us, if you count the ones on the train.",
    "Police claim 300 fans were involved. Closer to 50, and most of them were kids.",
    "The club says 12 stewards were hurt. Try two, both with cut fingers.",
    "The radio said 1,000 of us made the trip. It was nearer 1,500 by kick-off.",
    "Reports say 5,000 Ajax fans were in the away end. More like 3,000, and that is being generous.",
    "Police say 200 fans were involved in the fighting. Closer to 80, from what we saw.",
    "They say 30 arrests. Nearer twenty, and half of those were released.",
    "The club says 45,000 spectators attended. There were nearer 50,000 in there.",
    "The statement mentions 12 arrests. Not a chance. More like six.",
]


@pytest.mark.parametrize("text", CORRECTED_FIGURES, ids=case_ids(CORRECTED_FIGURES))
def test_a_figure_corrected_by_the_next_sentences_estimate_is_not_the_reports_own(text):
    assert counted(text) == []


@pytest.mark.parametrize(("text", "expected"), [
    ("Around 4,000 fans travelled. Nearer the ground, police had set up a cordon.",
     [("crowd", "4000", "fans", "incident")]),
    ("Officially 20 supporters were ejected. Nonsense. Nearer 40 of ours were slung out.",
     [("dispersal", "40", "fans", "incident")]),
])
def test_a_correction_needs_its_estimate_and_keeps_its_own_figure(text, expected):
    assert counted(text) == expected


# ... or dismissed by a sentence of its own, then the report's own figure (a verdicts-final49
# class: a Bodø/Glimt blog's "The police said afterwards there were around 700 of us. Rubbish. I
# counted the sections myself ... we were 1,400 of us" agreed with the police's 700).
DISMISSED_FIGURES = [
    ("The police said afterwards there were around 700 of us. Rubbish. I counted the sections myself and "
     "we were 1,400 of us if we were one.", [("crowd", "1400", "fans", "incident")]),
    ("The papers say 2,000 fans travelled. Nonsense! There were 3,500 of us.", [("crowd", "3500", "fans", "incident")]),
    ("Police claim 12 of ours were arrested. Lies. Four of ours were lifted.", [("arrests", "4", "fans", "incident")]),
    ("The club says six stewards were hurt. Utter rubbish. One steward was hurt.",
     [("injuries", "1", "stewards", "incident")]),
    ("The radio says 300 fans were turned away. Not true. About 40 of us were turned away.",
     [("dispersal", "40", "fans", "incident")]),
    ("They reckon 50 fans were involved in the fighting. Wrong. 20 of us, at most, were involved in the fighting.",
     [("crowd", "20", "fans", "incident")]),
    ("The statement says nine fans were ejected. That's rubbish. Three of ours were ejected.",
     [("dispersal", "3", "fans", "incident")]),
    ("Reports say 5,000 Ajax fans travelled. Complete nonsense. 3,000 of us travelled.",
     [("crowd", "3000", "fans", "incident")]),
    ("The police said 14 arrests. Not a chance. Six of ours were nicked.", [("arrests", "6", "fans", "incident")]),
    ("Officially 20 supporters were ejected. Bollocks. 35 of ours were ejected.",
     [("dispersal", "35", "fans", "incident")]),
    # a word of the sort that is no sentence of its own dismisses nothing
    ("Police arrested six fans. Rubbish refereeing all night did not help.", [("arrests", "6", "fans", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), DISMISSED_FIGURES, ids=case_ids(DISMISSED_FIGURES))
def test_a_figure_dismissed_by_a_sentence_of_its_own_is_not_the_reports_own(text, expected):
    assert counted(text) == sorted(expected), why(text)


# Expelled from a place, or by the police, are people dispersed (a verdicts-final33 class: a
# Norwegian police release's "Eleven Shamrock Rovers supporters were expelled from the
# town-centre area ... under section 7 of the Police Act" and a paper's "a dozen or so Rovers
# fans had been expelled" gave no figure); expelled from a club is a membership lost.
EXPELLED = [
    ("Eleven Shamrock Rovers supporters were expelled from the town-centre area around the town hall.", "11"),
    ("A dozen or so Rovers fans had been expelled from the area around the town hall.", "12"),
    ("Twenty fans were expelled from the city centre.", "20"),
    ("Forty fans were expelled by the police.", "40"),
    ("Nine fans were expelled from the stadium after the flares.", "9"),
    ("About 40 of us were expelled from the square by riot police.", "40"),
    ("Three people were expelled from the ground for throwing coins.", "3"),
    ("Fifteen away fans were expelled from the city for 24 hours.", "15"),
    ("Six visiting supporters were expelled from the stands at half-time.", "6"),
    ("More than 30 ultras were expelled from the fan zone.", "30"),
]


@pytest.mark.parametrize(("text", "value"), EXPELLED, ids=case_ids(EXPELLED))
def test_expelled_from_a_place_is_dispersed(text, value):
    assert [(kind, v) for kind, v, _, _ in counted(text)] == [("dispersal", value)]


@pytest.mark.parametrize("text", [
    "Six members were expelled from the club.",
    "Two stewards were expelled from the supporters' trust.",
])
def test_expelled_from_a_club_is_no_dispersal(text):
    assert counted(text) == []


# How people were escorted stands between the verb and where from: on foot, by riot police,
# under police guard (a verdicts-final32 class: a police release's "About 1,100 Malmö
# supporters were escorted on foot from the city centre to the stadium" gave no following).
ESCORTED_SO = [
    ("About 1,100 Malmö supporters were escorted on foot from the city centre to the stadium and back in two "
     "convoys.", ("crowd", "1100", "fans")),
    ("About 600 Rangers supporters were escorted by riot police from the meeting point to the stadium.",
     ("crowd", "600", "fans")),
    ("Some 700 Hertha fans were escorted on foot from the station and back again after the match.",
     ("crowd", "700", "fans")),
    ("Around 900 visiting fans were escorted by mounted police from the old town.", ("crowd", "900", "fans")),
    ("About 450 Empoli supporters were escorted on foot from the motorway services.", ("crowd", "450", "fans")),
    ("About 300 Basel fans were escorted by the Zurich police from the Hauptbahnhof.", ("crowd", "300", "fans")),
    # ... and removed so: the ground or a part of it
    ("Twelve fans were escorted by stewards from the stadium.", ("dispersal", "12", "fans")),
    ("Six supporters were escorted on foot out of the ground by police.", ("dispersal", "6", "fans")),
    ("Twenty fans were escorted by the police out of the stadium.", ("dispersal", "20", "fans")),
    ("Eight supporters were escorted on foot away from the ground.", ("dispersal", "8", "fans")),
    ("Nine fans were escorted by security staff from the away end.", ("dispersal", "9", "fans")),
    ("Fourteen supporters were escorted by riot police out of the stands.", ("dispersal", "14", "fans")),
]


@pytest.mark.parametrize(("text", "expected"), ESCORTED_SO, ids=case_ids(ESCORTED_SO))
def test_how_people_were_escorted_stands_before_where_from(text, expected):
    assert [(kind, value, group) for kind, value, group, _ in counted(text)] == [expected]


# Things counted about people are no count of the people (a verdicts-final36 class: a Mansfield
# blog's "a few words about the 'Mansfield fans arrested' headlines" was a few fans arrested,
# a false agreement with the police's two, where the blog had said none were its own).
THINGS_ABOUT_PEOPLE = [
    "Beaten late at Meadow Lane, and a few words about the 'Mansfield fans arrested' headlines.",
    "Two words about the fans arrested.",
    "Three questions about the fans arrested last night.",
    "A few thoughts on the Leeds fans arrested.",
    "Some remarks on the supporters ejected at half-time.",
    "Four points about the officers injured.",
    "A couple of things about the fans detained in the square.",
    "Two stories from the supporters hurt in the crush.",
    "Several messages for the fans turned away at the gate.",
    "Five details regarding the men arrested after the game.",
]


@pytest.mark.parametrize("text", THINGS_ABOUT_PEOPLE)
def test_things_counted_about_people_are_no_count_of_them(text):
    assert counted(text) == [], why(text)


@pytest.mark.parametrize(("text", "expected"), [
    ("Some words on the six fans arrested.", [("arrests", "6", "fans", "incident")]),
    ("Police released photos of 12 fans arrested.", [("arrests", "12", "fans", "incident")]),
])
def test_a_count_beside_things_said_about_it_stays(text, expected):
    assert counted(text) == sorted(expected)


# Treated after what hurt them, or being treated, is hurt (a verdicts-final37 class: a live
# page's "two officers are being treated after bottles were thrown" gave no figure beside the
# police's two officers hurt); treated like someone, or with something, is not.
TREATED_AFTER = [
    ("Two officers are being treated after bottles were thrown during a scuffle.",
     [("injuries", "2", "police", "incident")]),
    ("Two officers were treated after bottles were thrown.", [("injuries", "2", "police", "incident")]),
    ("Four supporters are being treated.", [("injuries", "4", "fans", "incident")]),
    ("Two stewards were treated following the clashes.", [("injuries", "2", "stewards", "incident")]),
    ("Three fans were treated on the spot by paramedics.", [("injuries", "3", "fans", "incident")]),
    ("Five people are being treated, the ambulance service said.", [("injuries", "5", "", "incident")]),
    ("Six of ours were treated after the police charge.", [("injuries", "6", "fans", "incident")]),
    # treated like someone, or with something
    ("Fans were treated like criminals.", []),
    ("Five fans were being treated like animals by the stewards.", []),
    ("Around 300 supporters were treated with contempt at the gates.", []),
    ("Ten fans were being treated badly by the stewards.", []),
]


@pytest.mark.parametrize(("text", "expected"), TREATED_AFTER, ids=case_ids(TREATED_AFTER))
def test_people_treated_after_what_hurt_them_are_hurt(text, expected):
    assert [c for c in counted(text) if c[0] == "injuries"] == sorted(expected)


# Police by their force's word for an officer (a verdicts-final39 class: a PSP release's "One
# PSP agent was slightly injured" gave no figure): an agent of a force named before the word.
AGENTS_OF_A_FORCE = [
    ("One PSP agent was slightly injured when a group of supporters tried to force the gate.", "1"),
    ("Two PSP agents were slightly injured during the clashes.", "2"),
    ("Three police agents were hurt by flares outside the stadium.", "3"),
    ("Four Mossos agents were injured in the clashes at the Camp Nou.", "4"),
    ("Two Guardia Civil agents were slightly hurt.", "2"),
    ("Five municipal police agents were injured near the ground.", "5"),
    ("A GNR agent was injured when stones were thrown at the escort.", "1"),
    ("Six PSP agents suffered minor injuries.", "6"),
    ("Seven police agents were injured and two supporters were arrested.", "7"),
    ("Nine PSP agents were treated in hospital.", "9"),
]


@pytest.mark.parametrize(("text", "value"), AGENTS_OF_A_FORCE, ids=[t[:40] for t, _ in AGENTS_OF_A_FORCE])
def test_an_agent_of_a_police_force_is_police(text, value):
    assert ("injuries", value, "police", "incident") in counted(text, ("injuries",)), why(text)


def test_an_agent_of_nobody_named_is_no_officer():
    assert counted("The player's two agents were at the ground.") == []


# Taken by a force named by its word, or ended up where the arrested are held (a verdicts-final39
# class: a Famalicão blog's "Two of ours were taken by the PSP after the match" and a Bodø/Glimt
# blog's "three of ours ended up in a police station" gave no figure).
TAKEN_BY_A_FORCE = [
    ("Two of ours were taken by the PSP after the match.", "2"),
    ("Three fans were taken by police outside the ground.", "3"),
    ("Four supporters ended up in the cells.", "4"),
    ("Three of ours ended up in a police station after the 6-1.", "3"),
    ("Five Celtic fans ended up in custody.", "5"),
    ("Six of our lads were taken by the Mossos near the ground.", "6"),
    ("Two supporters were taken away by the carabinieri.", "2"),
    ("Seven fans ended up under arrest after the match.", "7"),
    ("Eight of ours were taken by the Polizei at the station.", "8"),
    ("Four home fans ended up in Govan police station.", "4"),
    ("Nine fans were taken by the GNR before kick-off.", "9"),
]


@pytest.mark.parametrize(("text", "value"), TAKEN_BY_A_FORCE, ids=[t[:40] for t, _ in TAKEN_BY_A_FORCE])
def test_taken_by_a_force_or_ended_up_in_the_cells_is_an_arrest(text, value):
    assert [(kind, n) for kind, n, *_ in counted(text, ("arrests",))] == [("arrests", value)], why(text)


@pytest.mark.parametrize("text", [
    "Two fans were taken by surprise.",
    "Three fans were taken by ambulance to hospital.",
    "Four stewards ended up in hospital.",
    "Two fans ended up in the wrong end.",
])
def test_taken_by_or_ended_up_elsewhere_is_no_arrest(text):
    assert counted(text, ("arrests",)) == []


# "in total", "in all" or "altogether" between the people and their verb (a verdicts-final40
# class: a tabloid's "Swiss cops said seven people in total were lifted around the Wankdorf"
# gave no figure); and "lifted" around a place is arrested.
IN_TOTAL_BEFORE_THE_VERB = [
    ("Swiss cops said seven people in total were lifted around the Wankdorf.", "7"),
    ("Seven people in total were arrested.", "7"),
    ("Nine fans altogether were hurt in the clashes.", "9"),
    ("Twelve people in all were detained by police.", "12"),
    ("Four stewards in total were injured.", "4"),
    ("Thirty supporters in all were refused entry.", "30"),
    ("Six people in total were lifted near the station.", "6"),
    ("Eleven fans in all were ejected from the ground.", "11"),
    ("Three officers altogether were hurt by missiles.", "3"),
    ("Fifteen people in total were arrested around the stadium.", "15"),
]


@pytest.mark.parametrize(("text", "value"), IN_TOTAL_BEFORE_THE_VERB, ids=[t[:40] for t, _ in IN_TOTAL_BEFORE_THE_VERB])
def test_in_total_between_the_people_and_the_verb(text, value):
    assert [n for _, n, *_ in counted(text)] == [value], why(text)


# Ended up in hospital is hurt (a verdicts-final40 class: a Frankfurt blog's "One of our lot ended
# up in hospital with a cut head" gave no figure).
ENDED_UP_IN_HOSPITAL = [
    ("One of our lot ended up in hospital with a cut head.", "1"),
    ("Two fans ended up in hospital after the clashes.", "2"),
    ("Three stewards ended up in A&E.", "3"),
    ("A police officer ended up in hospital with a broken wrist.", "1"),
    ("Four of ours ended up in the Royal Infirmary.", "4"),
    ("Five supporters ended up in a hospital in the city centre.", "5"),
    ("Two of our lads ended up in hospital overnight.", "2"),
    ("Six people ended up in hospital after the crush.", "6"),
    ("One steward ended up in the infirmary.", "1"),
    ("Three home fans ended up in hospital with burns from a flare.", "3"),
]


@pytest.mark.parametrize(("text", "value"), ENDED_UP_IN_HOSPITAL, ids=[t[:40] for t, _ in ENDED_UP_IN_HOSPITAL])
def test_ended_up_in_hospital_is_hurt(text, value):
    assert [(kind, n) for kind, n, *_ in counted(text, ("injuries",))] == [("injuries", value)], why(text)


# Bans asked for whom ("stadium bans have been requested for 10 people"), and bans a body said it
# would seek, its "will" in reported speech ("Police said they would seek stadium bans for nine
# people"): a verdicts-final40 class, both gave no figure. A modal "would" of a condition, or a
# wish, is still none.
BANS_REQUESTED_OR_REPORTED = [
    ("In accordance with Law No. 6222, stadium bans have been requested for 10 people.", "10"),
    ("Police said they would seek stadium bans for nine people.", "9"),
    ("Banning orders have been sought for six men.", "6"),
    ("Stadium bans were requested for 12 supporters.", "12"),
    ("The club confirmed it would impose bans on four fans.", "4"),
    ("Police confirmed they would apply for banning orders against seven people.", "7"),
    ("Bans have been proposed for eight supporters.", "8"),
    ("Officers announced that they would seek football banning orders against five men.", "5"),
    ("DASPO bans were requested for 14 people.", "14"),
    ("Police said they would request stadium bans for 11 fans.", "11"),
]


@pytest.mark.parametrize(("text", "value"), BANS_REQUESTED_OR_REPORTED,
                         ids=[t[:40] for t, _ in BANS_REQUESTED_OR_REPORTED])
def test_bans_requested_for_people_or_a_body_said_it_would_seek(text, value):
    assert [(kind, n) for kind, n, *_ in counted(text, ("bans",))] == [("bans", value)], why(text)


@pytest.mark.parametrize("text", [
    "Police would seek bans for 30 fans if they could identify them.",
    "Police said they would like to see bans for 30 fans.",
    "Police could seek bans for 30 fans.",
])
def test_bans_of_a_condition_or_a_wish_are_no_count(text):
    assert counted(text, ("bans",)) == []


# A fan's word for the side's own people after "of the" (a verdicts-final41 class: a Scotland
# blog's "Three of the boys were lifted after a stushie in a bar" was three arrests in all, a
# false conflict with the police's four, of whom three were Scottish nationals): the writer's
# side's fans, as "three of our lads" are. "Two of the men" stay people.
OF_THE_BOYS = [
    ("Three of the boys were lifted after a stushie in a bar.", [("arrests", "3", "fans", "incident")]),
    ("Two of the lads were arrested outside the ground.", [("arrests", "2", "fans", "incident")]),
    ("Four of the boys were nicked by the police after the game.", [("arrests", "4", "fans", "incident")]),
    ("Five of the lads were detained at the station.", [("arrests", "5", "fans", "incident")]),
    ("Two of the boys were hurt when the police charged.", [("injuries", "2", "fans", "incident")]),
    ("Six of the lads were turned away at the turnstiles.", [("dispersal", "6", "fans", "incident")]),
    ("Three of the lads were arrested in the old town.", [("arrests", "3", "fans", "incident")]),
    ("One of the boys was taken away by police.", [("arrests", "1", "fans", "incident")]),
    ("Seven of the boys were detained overnight.", [("arrests", "7", "fans", "incident")]),
    ("Two of the boys were banned from the ground.", [("bans", "2", "fans", "incident")]),
    ("Eight of the lads were ejected by stewards.", [("dispersal", "8", "fans", "incident")]),
    ("Two of the men were arrested.", [("arrests", "2", "", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), OF_THE_BOYS, ids=case_ids(OF_THE_BOYS))
def test_of_the_boys_or_the_lads_are_the_writers_sides_fans(text, expected):
    assert counted(text) == expected, why(text)


# Nationals named as members among a count (a verdicts-final44 class: a Belgrade tabloid's "Four
# Serbs were among those arrested by Albanian police" at Albania v Serbia was a count of four
# people, a false conflict with the police's eleven): the members carry their people noun, as
# any count does, so a nationality of one side's country makes them that side's fans.
def _match_opening(home: str, away: str) -> str:
    return f"{home} drew 1-1 with {away} on Saturday. {home} fans sang and {away} fans sang.\n"


NATIONALS_AMONG = [
    ("Albania", "Serbia", "Four Serbs were among those arrested by Albanian police.", [("arrests", "4", "fans")]),
    ("Poland", "Germany", "Three Germans were among the eleven people detained.",
     [("arrests", "11", ""), ("arrests", "3", "fans")]),
    ("Croatia", "Italy", "Five Italians were among those held overnight.", [("arrests", "5", "fans")]),
    ("Turkey", "Greece", "Two Greeks were among those arrested near the port.", [("arrests", "2", "fans")]),
    ("Serbia", "Croatia", "Six Croats were among the 14 people arrested.",
     [("arrests", "14", ""), ("arrests", "6", "fans")]),
    ("Hungary", "Romania", "Two Romanians were among those injured.", [("injuries", "2", "fans")]),
    ("Scotland", "Norway", "Three Norwegians were among those ejected.", [("dispersal", "3", "fans")]),
    ("Denmark", "Sweden", "Four Swedes were among those detained.", [("arrests", "4", "fans")]),
    ("Romania", "Hungary", "Five Hungarians were among those arrested.", [("arrests", "5", "fans")]),
    ("Sweden", "Denmark", "Three Danes were among the seven people held.",
     [("arrests", "3", "fans"), ("arrests", "7", "")]),
    # a nationality of neither side, or of both, names no side
    ("Albania", "Serbia", "Two Germans were among those arrested.", [("arrests", "2", "")]),
    ("Partizan Belgrade", "Red Star Belgrade", "Three Serbs were among those arrested.", [("arrests", "3", "")]),
]


@pytest.mark.parametrize(("home", "away", "sentence", "expected"), NATIONALS_AMONG,
                         ids=[s[:40] for _, _, s, _ in NATIONALS_AMONG])
def test_nationals_among_a_count_are_one_sides_fans_by_the_matchs_countries(home, away, sentence, expected):
    opening = _match_opening(home, away)
    text = opening + sentence
    got = sorted((c.kind, c.value, c.group) for c in extract(text)
                 if c.kind in NUMERIC and c.start >= len(opening))
    assert got == sorted(expected), why(text)


# Bans on "all" of the people counted by their arrest (a verdicts-final45 class: a police
# release's "stadium bans for all seven detained persons" and a club's "will impose stadium bans
# on all thirteen people arrested" were arrests of seven and thirteen, not bans).
BANS_ON_ALL_ARRESTED = [
    ("The police will apply to the organiser for stadium bans for all seven detained persons.", "7"),
    ("The club will impose stadium bans on all thirteen people arrested.", "13"),
    ("Banning orders will be sought against all five men arrested.", "5"),
    ("Police will seek bans against all the 12 fans arrested.", "12"),
    ("The club has issued bans to all four supporters detained.", "4"),
    ("Stadium bans will follow for all nine people arrested.", "9"),
    ("The force is applying for football banning orders against all six men arrested.", "6"),
    ("The federation will request bans for all 21 fans detained.", "21"),
    ("Club bans have been imposed on all three supporters arrested.", "3"),
    ("The prosecutor wants bans for all eight people detained after the match.", "8"),
]


@pytest.mark.parametrize(("text", "value"), BANS_ON_ALL_ARRESTED, ids=[t[:40] for t, _ in BANS_ON_ALL_ARRESTED])
def test_bans_on_all_those_arrested_are_bans(text, value):
    assert [(kind, n) for kind, n, *_ in counted(text, ("arrests", "bans"))] == [("bans", value)], why(text)


# People removed under an order (a verdicts-final45 class: a police release's "22 people who
# refused to leave were removed under it", after the mayor's emergency order, gave no dispersal).
REMOVED_UNDER = [
    ("The mayor issued an emergency order; 22 people who refused to leave were removed under it.", "22"),
    ("Thirty fans were removed under a dispersal order.", "30"),
    ("Twelve supporters were removed under Section 35.", "12"),
    ("Some 40 people were removed under the emergency decree.", "40"),
    ("Eight men were removed under the order before kick-off.", "8"),
    ("About 15 fans who had gathered by the station were removed under the by-law.", "15"),
    ("Police said 25 people were removed under the dispersal powers.", "25"),
    ("Six supporters were removed under ground regulations.", "6"),
    ("Nineteen fans were removed under a Section 34 direction.", "19"),
    ("More than 50 people were removed under the new powers.", "50"),
]


@pytest.mark.parametrize(("text", "value"), REMOVED_UNDER, ids=[t[:40] for t, _ in REMOVED_UNDER])
def test_people_removed_under_an_order_are_dispersed(text, value):
    assert [(kind, n) for kind, n, *_ in counted(text, ("dispersal",))] == [("dispersal", value)], why(text)


# "Coppers" are police (a verdicts-final46 class: a Dinamo Zagreb blog's "We were there: one
# copper got hurt", disputing the police's four, gave no count).
COPPERS = [
    ("We were there: one copper got hurt.", ("injuries", "1")),
    ("Two coppers were injured by flying bottles.", ("injuries", "2")),
    ("A copper was hurt when the barrier went.", ("injuries", "1")),
    ("Three coppers needed treatment after the game.", ("injuries", "3")),
    ("Four coppers were hit by flares on the bridge.", ("injuries", "4")),
    ("No coppers were hurt, whatever the papers say.", ("injuries", "0")),
    ("Five coppers were injured in the scuffles.", ("injuries", "5")),
    ("Only one copper was injured all night.", ("injuries", "1")),
    ("Six coppers were hurt outside the ground.", ("injuries", "6")),
    ("Seven coppers were taken to hospital.", ("injuries", "7")),
]


@pytest.mark.parametrize(("text", "expected"), COPPERS, ids=[t[:40] for t, _ in COPPERS])
def test_coppers_are_police(text, expected):
    assert [(kind, n, group) for kind, n, group, _ in counted(text, ("injuries",))] == [(*expected, "police")], \
        why(text)


def test_copper_the_metal_is_nobody():
    assert counted("Thieves stole two copper pipes from the stand.") == []


# People hauled or dragged out by stewards or police (a verdicts-final46 class: a radio's
# "Stewards hauled more than a dozen fans out of the ground" gave no ejections beside the
# police's 14).
HAULED_OUT = [
    ("Stewards hauled more than a dozen fans out of the ground after seats were ripped up.", "12"),
    ("Stewards hauled 14 fans out of the ground.", "14"),
    ("Stewards dragged six supporters out of the stand.", "6"),
    ("Police dragged two men away from the fence.", "2"),
    ("Security hauled five supporters out of the away end.", "5"),
    ("Officers dragged three fans out of the bar.", "3"),
    ("Stewards were seen dragging four supporters out of the family stand.", "4"),
    ("Police hauled about 20 fans back from the pitch.", "20"),
    ("Stewards hauled nine home fans out during the second half.", "9"),
    ("Security staff dragged seven people out of the ground.", "7"),
]


@pytest.mark.parametrize(("text", "value"), HAULED_OUT, ids=[t[:40] for t, _ in HAULED_OUT])
def test_people_hauled_or_dragged_out_are_dispersed(text, value):
    assert [(kind, n) for kind, n, *_ in counted(text, ("dispersal",))] == [("dispersal", value)], why(text)


def test_friends_dragged_to_the_game_are_nobody_dispersed():
    assert counted("He dragged three friends to the game.", ("dispersal",)) == []


# A trigger before its number may reach it over "all" (a verdicts-final46 class: a police
# superintendent's "we will be seeking football banning orders against all six" gave no bans).
ALL_OF_A_NUMBER = [
    ("Behaviour like this has no place in football and we will be seeking football banning orders against all six.",
     ("bans", "6")),
    ("We will be applying for football banning orders against all five.", ("bans", "5")),
    ("The club will ban all four.", ("bans", "4")),
    ("Police arrested all 14.", ("arrests", "14")),
    ("Stewards ejected all three.", ("dispersal", "3")),
    ("Police detained all the 12 fans.", ("arrests", "12")),
    ("The club has banned all seven.", ("bans", "7")),
    ("Officers later released all nine.", None),
    ("The ambulance service treated all 11 for minor injuries.", ("injuries", "11")),
    ("Stewards turned away all 30.", ("dispersal", "30")),
    ("The force will seek bans against all the eight men.", ("bans", "8")),
]


@pytest.mark.parametrize(("text", "expected"), ALL_OF_A_NUMBER, ids=[t[:40] for t, _ in ALL_OF_A_NUMBER])
def test_a_trigger_reaches_its_number_over_all(text, expected):
    got = [(kind, n) for kind, n, *_ in counted(text)]
    assert got == ([expected] if expected else []), why(text)


# People barred from events by the measure's verb (a verdicts-final47 class: a Questura's "The
# Questore has issued DASPO orders barring nine people from sporting events" gave no bans beside
# a wire's "nine stadium bans"). Not "barring" the preposition.
BARRED_FROM_EVENTS = [
    ("The Questore has issued DASPO orders barring nine people from sporting events, for periods of between one "
     "and five years.", "9"),
    ("The orders, barring 14 fans from all matches for three years, were issued on Monday.", "14"),
    ("Police issued notices barring six supporters from the stadium.", "6"),
    ("The court made orders barring three men from football grounds.", "3"),
    ("The club is barring 20 supporters from home games.", "20"),
    ("Orders barring 11 ultras from attending matches were served yesterday.", "11"),
    ("The prefect signed decrees barring eight supporters from every stadium in France.", "8"),
    ("The federation confirmed it was barring five fans from away matches.", "5"),
    ("A judge issued orders banning 12 fans from attending football for two years.", "12"),
    ("The club barred seven supporters from the ground.", "7"),
]


@pytest.mark.parametrize(("text", "value"), BARRED_FROM_EVENTS, ids=[t[:40] for t, _ in BARRED_FROM_EVENTS])
def test_people_barred_from_events_are_banned(text, value):
    assert [(kind, n) for kind, n, *_ in counted(text, ("bans",))] == [("bans", value)], why(text)


@pytest.mark.parametrize("text", [
    "Barring two injured players, the squad is fit.",
    "Barring three late changes, the same eleven will start.",
])
def test_barring_as_a_preposition_bans_nobody(text):
    assert counted(text, ("bans",)) == [], why(text)


# The people after a verb are the last of people nouns that follow each other (a verdicts-final48
# class: a wire's "The Swiss side, who brought about 800 Young Boys fans" counted "boys", no side's
# following, beside a blog's 1,200 of its own).
PEOPLE_NOUNS_IN_A_ROW = [
    ("The Swiss side, who brought about 800 Young Boys fans, will be favourites.",
     [("crowd", "800", "fans", "incident")]),
    ("Police took six Young Boys supporters into custody.", [("arrests", "6", "fans", "incident")]),
    ("Police detained three local supporters after the match.", [("arrests", "3", "fans", "incident")]),
    ("Police in Belfast arrested two local men after the game.", [("arrests", "2", "", "incident")]),
    ("Officers arrested four Young Boys ultras near the station.", [("arrests", "4", "fans", "incident")]),
    ("Stewards ejected five local youths from the home end.", [("dispersal", "5", "fans", "incident")]),
    ("Police detained nine Young Boys followers overnight.", [("arrests", "9", "fans", "incident")]),
    ("Police arrested three local teenagers.", [("arrests", "3", "", "incident")]),
    ("The club brought 2,000 Young Boys supporters to Haifa.", [("crowd", "2000", "fans", "incident")]),
    ("Officers arrested seven local residents after the disorder.", [("arrests", "7", "", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), PEOPLE_NOUNS_IN_A_ROW, ids=case_ids(PEOPLE_NOUNS_IN_A_ROW))
def test_the_people_after_a_verb_are_the_last_of_their_nouns(text, expected):
    assert counted(text) == sorted(expected), why(text)


# A fan's own people in its words, "our brothers", are its side's fans; a people noun is a whole
# word ("brothers" holds no "others": a verdicts-final50 class, a Trabzonspor blog's "Four of our
# brothers were arrested" counted four people of no side, a conflict with the police's six).
OUR_BROTHERS = [
    ("Four of our brothers were arrested and one is still being held.", [("arrests", "4", "fans", "incident")]),
    ("Two of our brothers were hurt by the police.", [("injuries", "2", "fans", "incident")]),
    ("Six of our brothers were turned away at the gate.", [("dispersal", "6", "fans", "incident")]),
    ("None of our brothers was arrested.", [("arrests", "0", "fans", "incident")]),
    ("Three of our brothers were detained overnight.", [("arrests", "3", "fans", "incident")]),
    ("Eleven of our brothers were banned from the stadium.", [("bans", "11", "fans", "incident")]),
    ("Two brothers were arrested.", [("arrests", "2", "", "incident")]),
    ("Four others were arrested.", [("arrests", "4", "", "incident")]),
    ("The others were released after questioning, and four brothers were held.", [("arrests", "4", "", "incident")]),
    ("Five of our brothers were taken away by the police.", [("arrests", "5", "fans", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), OUR_BROTHERS, ids=case_ids(OUR_BROTHERS))
def test_our_brothers_are_the_writers_fans(text, expected):
    assert counted(text) == sorted(expected), why(text)


# The tabloids' words for people in a crowd count them, of no group (a verdicts-final61 class:
# a tabloid's "SIX punters were booted out by stewards" counted nobody).
TABLOIDS_PEOPLE = [
    ("SIX punters were booted out by stewards during the second half.", [("dispersal", "6", "", "incident")]),
    ("Four punters were arrested outside the ground.", [("arrests", "4", "", "incident")]),
    ("Two drunken revellers were detained in the square.", [("arrests", "2", "", "incident")]),
    ("Three revellers were hurt when the barrier gave way.", [("injuries", "3", "", "incident")]),
    ("Five idiots were thrown out for lighting flares.", [("dispersal", "5", "", "incident")]),
    ("Two morons were nicked for throwing coins.", [("arrests", "2", "", "incident")]),
    ("A punter was injured by a flying bottle.", [("injuries", "1", "", "incident")]),
    ("Nine revellers were refused entry at the turnstiles.", [("dispersal", "9", "", "incident")]),
    ("Seven punters were banned from the ground.", [("bans", "7", "", "incident")]),
    ("One reveller was arrested after the final whistle.", [("arrests", "1", "", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), TABLOIDS_PEOPLE, ids=case_ids(TABLOIDS_PEOPLE))
def test_the_tabloids_people_are_counted(text, expected):
    assert counted(text) == sorted(expected), why(text)


# A ban by its article after words of what may be is the measure in general, nobody banned (a
# verdicts-final52 class: a police release's "Sanctions can include a fine and a stadium ban"
# was one person banned, a total that a paper's four supporters exceeded: a conflict).
BANS_THAT_MAY_BE = [
    ("Sanctions can include a fine and a stadium ban.", []),
    ("Those responsible could face a banning order.", []),
    ("Fans risk a ban if they enter the pitch.", []),
    ("Offenders may receive a stadium ban of up to five years.", []),
    ("Anyone identified might be given a club ban.", []),
    ("The penalties include a fine or a ground ban.", []),
    ("Supporters who throw objects face a banning order.", []),
    ("Those involved would receive a stadium ban, the club warned.", []),
    ("A person convicted can be handed a football banning order.", []),
    ("Measures including a stadium ban are being considered.", []),
    # banned, one person
    ("The man was handed a stadium ban.", [("bans", "1", "", "incident")]),
    ("One supporter was given a club ban.", [("bans", "1", "fans", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), BANS_THAT_MAY_BE, ids=case_ids(BANS_THAT_MAY_BE))
def test_a_ban_that_may_be_is_no_count(text, expected):
    assert counted(text, ("bans",)) == sorted(expected), why(text)


# An arrest by its article as the moment something happened is no count (a verdicts-final54
# class: a paper's "the officer hurt during an arrest near the main stand" was one arrest, set
# against the radio's three).
ARREST_AS_A_MOMENT = [
    ("Police confirmed the officer hurt during an arrest near the main stand has returned to duty.", []),
    ("One officer was injured while making an arrest.", [("injuries", "1", "police", "incident")]),
    ("A steward was hit in the course of an arrest.", [("injuries", "1", "stewards", "incident")]),
    ("The constable was kicked while carrying out an arrest.", []),
    ("Two officers were hurt when making an arrest outside the ground.", [("injuries", "2", "police", "incident")]),
    ("A fan was injured resisting an arrest, police said.", [("injuries", "1", "fans", "incident")]),
    ("The sergeant fell during an arrest on the concourse.", []),
    ("An officer broke his wrist while attempting an arrest.", []),
    ("Officers used batons during an arrest near the away end.", []),
    ("A flare was thrown during an arrest in the second half.", []),
    # ... or as what something was worth (a verdicts-final58 class: a Monza blog's "Nobody from the
    # Brianzoli did anything worth an arrest" was one arrest against a paper's four)
    ("Nobody from the Brianzoli did anything worth an arrest; watch the videos.", []),
    ("Nothing that happened deserved an arrest.", []),
    ("None of it warranted an arrest, the club said.", []),
    ("No incident justified an arrest.", []),
    ("It was a push, hardly meriting an arrest.", []),
    ("Nothing our fans did was worth an arrest.", []),
    ("The flare deserved an arrest, but nobody was held.", [("arrests", "0", "", "incident")]),
    ("Stewards saw nothing worth an arrest, but police made an arrest anyway.", [("arrests", "1", "", "incident")]),
    ("Not a single act worthy of an arrest, the fans' group said.", []),
    ("The goal was worth the trip, and there was an arrest after it.", [("arrests", "1", "", "incident")]),
    # an arrest made
    ("A pyrotechnic has led to an arrest inside the ground.", [("arrests", "1", "", "incident")]),
    ("Police made an arrest after the match.", [("arrests", "1", "", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), ARREST_AS_A_MOMENT, ids=case_ids(ARREST_AS_A_MOMENT))
def test_an_arrest_as_a_moment_is_no_count(text, expected):
    assert counted(text, ("arrests", "injuries")) == sorted(expected), why(text)


# A running total the sentence gives after its increment is the count there was (a
# verdicts-final56 class: a paper's "arrested two more men ..., bringing the total to nine
# people" gave only its two, the report's count beside the police's seven, a false conflict;
# and verdicts-final54's "A 22-year-old man was arrested at his home ..., bringing the total
# to four people", one arrest against a radio's three).
RUNNING_TOTALS = [
    ("Police have arrested two more men over Sunday's violence, bringing the total to nine people.",
     [("arrests", "2", "", "incident", ADDED), ("arrests", "9", "", "incident", "")]),
    ("Police made another four arrests overnight, which brings the tally to 12.",
     [("arrests", "4", "", "incident", ADDED), ("arrests", "12", "", "incident", "")]),
    ("Three more men were arrested yesterday; the total now stands at 17.",
     [("arrests", "3", "", "incident", ADDED), ("arrests", "17", "", "incident", "")]),
    ("Officers have arrested a further 12 people, raising the total to 40.",
     [("arrests", "12", "", "incident", ADDED), ("arrests", "40", "", "incident", "")]),
    ("Police said two more arrests had been made, taking their total to six.",
     [("arrests", "2", "", "incident", ADDED), ("arrests", "6", "", "incident", "")]),
    ("The force confirmed a further man had been arrested and the tally of arrests has now risen to 21.",
     [("arrests", "1", "", "incident", ADDED), ("arrests", "21", "", "incident", "")]),
    ("Police arrested two more men, aged 19 and 23, bringing the total to seven.",
     [("arrests", "2", "", "incident", ADDED), ("arrests", "7", "", "incident", "")]),
    ("An additional five fans have been handed banning orders, taking the total to 23.",
     [("bans", "5", "fans", "incident", ADDED), ("bans", "23", "", "incident", "")]),
    ("Two more arrests were made on Sunday, bringing the total for the weekend to nine.",
     [("arrests", "2", "", "incident", ADDED), ("arrests", "9", "", "incident", "")]),
    ("Another 30 supporters were refused entry, making 130 turned away in all.",
     [("dispersal", "30", "fans", "incident", ADDED), ("dispersal", "130", "", "incident", "")]),
    # ... after a count said without "more": that count is how many were added
    ("A 22-year-old man was arrested at his home on Sunday morning, bringing the total to four people.",
     [("arrests", "1", "", "incident", ADDED), ("arrests", "4", "", "incident", "")]),
    ("Two stewards were hurt, bringing the number of people treated to eleven.",
     [("injuries", "2", "stewards", "incident", ADDED), ("injuries", "11", "", "incident", "")]),
    # no total of people after a count, or a total over more than the match
    ("Kick-off was put back by 15 minutes, bringing the total delay to 45 minutes.", []),
    ("Officers made six arrests, taking the tally since the start of the tournament to 31.",
     [("arrests", "6", "", "incident", "")]),
    ("Police arrested nine people, bringing the total for the season to 40.",
     [("arrests", "9", "", "incident", "")]),
]


@pytest.mark.parametrize(("text", "expected"), RUNNING_TOTALS, ids=case_ids(RUNNING_TOTALS))
def test_a_running_total_after_an_increment_is_the_count(text, expected):
    assert counted(text, scope_detail=True) == sorted(expected), why(text)


# ... and a running total opening the sentence after its increment is a count of that kind (a
# verdicts-final72 class: a paper's "Five people were arrested on the night. Two more men ...
# were detained on Sunday morning ... That brings the total to seven people." gave only its five
# and two, no update beside the wire's five).
RUNNING_TOTAL_OPENINGS = [
    ("Five people were arrested on the night. Two more men were detained on Sunday morning. That brings the "
     "total to seven people.", ("arrests", "7", "", "incident", "")),
    ("Four fans were arrested at the ground. A further man was arrested at the station. That takes the tally "
     "to five.", ("arrests", "5", "", "incident", "")),
    ("Three stewards were injured in the first half. Two more were hurt after the break. That takes the total "
     "to five.", ("injuries", "5", "", "incident", "")),
    ("Eleven supporters were ejected before kick-off. Four more fans were ejected at half-time. That brings "
     "the tally to 15.", ("dispersal", "15", "", "incident", "")),
    ("Two men were arrested on Friday. Two more men were arrested on Saturday. Police said that takes the "
     "total to four.", ("arrests", "4", "", "incident", "")),
    ("Six people were detained. Two more arrests followed on Sunday. The total now stands at eight.",
     ("arrests", "8", "", "incident", "")),
    ("Seven fans were banned by the club. Three more bans were announced on Monday. That brings the total to "
     "ten.", ("bans", "10", "", "incident", "")),
    ("Twenty fans were refused entry. Ten more were turned away at the second gate. This took the total to 30.",
     ("dispersal", "30", "", "incident", "")),
    ("Nine people were hurt before the match. Three more were injured inside. This brings the total to 12 "
     "people.", ("injuries", "12", "", "incident", "")),
    ("Eight people were arrested in the city centre. Four more were detained at the stadium. It takes the "
     "number to 12.", ("arrests", "12", "", "incident", "")),
]


@pytest.mark.parametrize(("text", "total"), RUNNING_TOTAL_OPENINGS, ids=case_ids(RUNNING_TOTAL_OPENINGS))
def test_a_running_total_opening_the_sentence_after_is_a_count_of_its_kind(text, total):
    assert total in counted(text, scope_detail=True), why(text)


@pytest.mark.parametrize("text", [
    "Five people were arrested. That brings the total for the season to 40.",  # a longer span's
    "Five people were arrested. That brings the total to three.",  # fewer than the count before
    "Five people were arrested. The kick-off was delayed. That brings the total to 45 minutes.",  # no count before
])
def test_no_running_total_of_the_count_before(text):
    assert [c.value for c in extract(text) if c.kind == "arrests"] == ["5"], why(text)


# Held by a force named right before the people is detained (a verdicts-final56 class: a
# tabloid's "Romanian gendarmes HELD three of our supporters" gave no figure, and the report,
# naming one club and no day, could not join its match).  Kept together or back is not.
HELD_BY_A_FORCE = [
    ("But the night was marred when Romanian gendarmes HELD three of our supporters outside the away end.",
     [("arrests", "3", "fans", "incident")]),
    ("Police held three supporters outside the away end.", [("arrests", "3", "fans", "incident")]),
    ("Officers held 12 men in the city centre overnight.", [("arrests", "12", "", "incident")]),
    ("The gendarmerie held two Sivasspor fans after the match.", [("arrests", "2", "fans", "incident")]),
    ("Police had held four people by midnight.", [("arrests", "4", "", "incident")]),
    ("Cops held five lads after a brawl outside the pub.", [("arrests", "5", "", "incident")]),
    ("Gardai held three men for questioning on Sunday.", [("arrests", "3", "", "incident")]),
    # not arrested
    ("Police held a press conference at 10am with 300 journalists.", []),
    ("Police held 40 supporters back for twenty minutes after the final whistle.", []),
    ("Police held around 200 fans in a cordon near the station.", []),
    ("Police held 300 supporters under escort.", []),
    ("The stand held 600 visiting fans.", [("crowd", "600", "fans", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), HELD_BY_A_FORCE, ids=case_ids(HELD_BY_A_FORCE))
def test_people_a_force_held_are_detained(text, expected):
    assert counted(text) == sorted(expected), why(text)


# Picked up, of people, is detained (a verdicts-final53 class seen again once its AZ blog joined
# its match: "we count 14 of ours picked up, most of them just for standing in the wrong street"
# gave no figure, and the blog's cited 21 agreed with the police).  Not points, cards, injuries,
# nor people collected by a bus or from a station.
PICKED_UP = [
    ("We count 14 of ours picked up, most of them just for standing in the wrong street.",
     [("arrests", "14", "fans", "incident")]),
    ("Two fans were picked up by police near the station.", [("arrests", "2", "fans", "incident")]),
    ("Three men were picked up after the match.", [("arrests", "3", "", "incident")]),
    ("Six of our lads were picked up for singing.", [("arrests", "6", "fans", "incident")]),
    ("Five supporters were picked up overnight.", [("arrests", "5", "fans", "incident")]),
    ("Four people were picked up on suspicion of affray.", [("arrests", "4", "", "incident")]),
    ("Eleven were picked up by the riot police.", [("arrests", "11", "", "incident")]),
    ("Two lads picked up in the old town are still inside.", [("arrests", "2", "", "incident")]),
    ("The police picked up nine of ours before kick-off.", [("arrests", "9", "fans", "incident")]),
    ("Cops picked up three yobs outside the ground.", [("arrests", "3", "fans", "incident")]),
    # not detained
    ("We picked up three points and two yellow cards.", []),
    ("The 300 fans were picked up by coaches at the station.", []),
    ("Forty supporters were picked up from the airport by the club's buses.", []),
]


@pytest.mark.parametrize(("text", "expected"), PICKED_UP, ids=case_ids(PICKED_UP))
def test_people_picked_up_are_detained(text, expected):
    assert counted(text, ("arrests",)) == sorted(expected), why(text)


# A fan's correction of a cited count, "it was N of ours", is a count of that count's kind (a
# verdicts-final53 class: a Trabzonspor blog's "The police statement says nine of ours were
# detained. ... it was four of ours" gave no figure of its own, and its cited nine agreed
# with the police).
CORRECTIONS = [
    ("The police statement says nine of ours were detained. We have talked to everyone on the buses, "
     "and it was four of ours, all released by Monday lunchtime.",
     [("arrests", "4", "fans", "incident"), ("arrests", "9", "fans", "incident")]),
    ("The papers say seven fans were hurt. It was two of ours, and both are fine.",
     [("injuries", "2", "fans", "incident"), ("injuries", "7", "fans", "incident")]),
    ("Police claim 40 supporters were turned away. It was only 12 of us.",
     [("dispersal", "12", "fans", "incident"), ("dispersal", "40", "fans", "incident")]),
    ("They say 11 people were arrested. That was four of ours and seven locals.",
     [("arrests", "11", "", "incident"), ("arrests", "4", "fans", "incident")]),
    ("The radio reported six arrests. In fact it was three people.",
     [("arrests", "3", "", "incident"), ("arrests", "6", "", "incident")]),
    ("Reports say 20 fans were ejected. It was actually eight of ours.",
     [("dispersal", "20", "fans", "incident"), ("dispersal", "8", "fans", "incident")]),
    ("The club says five stewards were injured. It was two stewards, and one of them walked off.",
     [("injuries", "2", "stewards", "incident"), ("injuries", "5", "stewards", "incident")]),
    ("Nine arrests, according to the police. It was just five of ours.",
     [("arrests", "5", "fans", "incident"), ("arrests", "9", "", "incident")]),
    ("The statement said 14 supporters were held; it was ten of ours in the end.",
     [("arrests", "10", "fans", "incident"), ("arrests", "14", "fans", "incident")]),
    ("The agencies say three officers were hurt. It was one officer, and he walked off.",
     [("injuries", "1", "police", "incident"), ("injuries", "3", "police", "incident")]),
    # no count corrected, or no people after the number
    ("Nine fans were arrested. It was a long night.", [("arrests", "9", "fans", "incident")]),
    ("Nine fans were arrested. It was 2-0 at half-time.", [("arrests", "9", "fans", "incident")]),
    ("It was two of ours who scored the goals.", []),
]


@pytest.mark.parametrize(("text", "expected"), CORRECTIONS, ids=case_ids(CORRECTIONS))
def test_a_fans_correction_of_a_cited_count_is_a_count(text, expected):
    assert counted(text) == sorted(expected), why(text)


# ... but "it was N" placed at another time or match is no correction of the count before it (a
# verdicts-final68 class: a Legia blog's "Five lads from our lot were lifted ... Last season it
# was three of ours held at the same spot" gave this match three Legia supporters arrested, a
# false conflict with the police's five).
ANOTHER_TIMES_IT_WAS = [
    ("Five fans were arrested. Last season it was three of ours held at the same spot.",
     [("arrests", "5", "fans", "incident")]),
    ("Police say nine of ours were detained. At Ibrox in March it was four of ours.",
     [("arrests", "9", "fans", "incident")]),
    ("Six people were arrested. Two years ago it was five people.", [("arrests", "6", "", "incident")]),
    ("Seven fans were arrested. The last time we came here it was six of ours.",
     [("arrests", "7", "fans", "incident")]),
    ("Four people were detained. Back in 2019 it was nine fans.", [("arrests", "4", "", "incident")]),
    ("Eight supporters were arrested. Last time it was five of ours.", [("arrests", "8", "fans", "incident")]),
    ("Three fans were arrested. A year ago it was eight people.", [("arrests", "3", "fans", "incident")]),
    ("Ten people were detained. Last season it was seven lads.", [("arrests", "10", "", "incident")]),
    ("Nine people were arrested. The previous meeting, it was two of ours.", [("arrests", "9", "", "incident")]),
    ("Police arrested eleven fans. Three seasons ago it was four of ours.", [("arrests", "11", "fans", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), ANOTHER_TIMES_IT_WAS, ids=case_ids(ANOTHER_TIMES_IT_WAS))
def test_it_was_so_many_at_another_time_corrects_no_count(text, expected):
    assert counted(text) == sorted(expected), why(text)


# The people a part is, named after it, are those of the last of the people nouns in a row: a
# club's name may hold one (a verdicts-final60 class: a wire's "11 people were detained, nine of
# them Red Star supporters" counted nine players and staff, by the "Star" of the club's name).
CLUBS_NOUN_IN_THE_PART = [
    ("Police said 11 people were detained, nine of them Red Star supporters.",
     [("arrests", "11", "", "incident"), ("arrests", "9", "fans", "incident")]),
    ("Police said eight people were detained, five of them Young Boys supporters.",
     [("arrests", "8", "", "incident"), ("arrests", "5", "fans", "incident")]),
    ("Twelve people were arrested, six of them Red Star fans.",
     [("arrests", "12", "", "incident"), ("arrests", "6", "fans", "incident")]),
    ("Ten people were hurt, four of them Young Boys fans.",
     [("injuries", "10", "", "incident"), ("injuries", "4", "fans", "incident")]),
    ("Two of those arrested are Red Star fans.", [("arrests", "2", "fans", "incident")]),
    ("Three of those detained were Young Boys supporters.", [("arrests", "3", "fans", "incident")]),
    ("Nine people were detained, of whom seven were Red Star supporters.",
     [("arrests", "9", "", "incident"), ("arrests", "7", "fans", "incident")]),
    ("Five people were refused entry, three of them Red Star ultras.",
     [("dispersal", "5", "", "incident"), ("dispersal", "3", "fans", "incident")]),
    ("One of those hurt was a Young Boys steward.", [("injuries", "1", "stewards", "incident")]),
    ("Seven people were arrested, of whom three were police officers.",
     [("arrests", "7", "", "incident"), ("arrests", "3", "police", "incident")]),
    ("Seven people were hurt, two of them officers.",
     [("injuries", "7", "", "incident"), ("injuries", "2", "police", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), CLUBS_NOUN_IN_THE_PART, ids=case_ids(CLUBS_NOUN_IN_THE_PART))
def test_the_people_of_a_part_are_its_last_noun_in_a_row(text, expected):
    assert counted(text) == sorted(expected), why(text)


# A total whose part is named between it and its verb, after "including" or "among them" (a
# verdicts-final61 class: a police release's "Four people, including two police officers, were
# injured by thrown objects" counted nobody, the next number cutting the total off its verb).
PART_BEFORE_THE_VERB = [
    ("Four people, including two police officers, were injured by thrown objects.",
     [("injuries", "4", "", "incident"), ("injuries", "2", "police", "incident")]),
    ("Seven men, including three Celtic fans, were arrested.",
     [("arrests", "7", "", "incident"), ("arrests", "3", "fans", "incident")]),
    ("Twelve people, among them four stewards, were hurt.",
     [("injuries", "12", "", "incident"), ("injuries", "4", "stewards", "incident")]),
    ("Nine people, including six away fans, were refused entry.",
     [("dispersal", "9", "", "incident"), ("dispersal", "6", "fans", "incident")]),
    ("Eleven people, including three police officers, were taken to hospital.",
     [("injuries", "11", "", "incident"), ("injuries", "3", "police", "incident")]),
    ("Ten people, including one steward, were injured.",
     [("injuries", "10", "", "incident"), ("injuries", "1", "stewards", "incident")]),
    ("14 people, including nine Red Star supporters, were arrested.",
     [("arrests", "14", "", "incident"), ("arrests", "9", "fans", "incident")]),
    ("Six people, including four Legia ultras, were banned from the stadium.",
     [("bans", "6", "", "incident"), ("bans", "4", "fans", "incident")]),
    ("Five people, including two children, were hurt in the crush.",
     [("injuries", "5", "", "incident"), ("injuries", "2", "", "incident")]),
    ("Eight fans, including two teenagers, were detained.",
     [("arrests", "8", "fans", "incident"), ("arrests", "2", "fans", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), PART_BEFORE_THE_VERB, ids=case_ids(PART_BEFORE_THE_VERB))
def test_a_total_with_its_part_before_the_verb(text, expected):
    assert counted(text) == sorted(expected), why(text)


# An article then an ordinal is a running count, that many in all (a verdicts-final63 class: a
# live page's "The Mossos confirm a second arrest" was no count, and its earlier "one person has
# been arrested" stood alone against the police's two: a false conflict).
ORDINAL_RUNNING_COUNTS = [
    ("19:40 The Mossos confirm a second arrest, a man seen throwing a seat.", [("arrests", "2", "", "incident")]),
    ("A second man has been arrested.", [("arrests", "2", "", "incident")]),
    ("Police made a third arrest after the game.", [("arrests", "3", "", "incident")]),
    ("A fourth supporter was detained later.", [("arrests", "4", "fans", "incident")]),
    ("A second steward was injured by a coin.", [("injuries", "2", "stewards", "incident")]),
    ("Police say a fifth person has now been arrested.", [("arrests", "5", "", "incident")]),
    ("A third officer was hurt as the clashes went on.", [("injuries", "3", "police", "incident")]),
    ("Stewards ejected a second fan for throwing a bottle.", [("dispersal", "2", "fans", "incident")]),
    ("A 2nd arrest has been confirmed by police.", [("arrests", "2", "", "incident")]),
    ("A sixth man was detained overnight.", [("arrests", "6", "", "incident")]),
    # the total told again after it is one count, not that many more
    ("A fourth man has been arrested, bringing the total to four men.", [("arrests", "4", "", "incident")]),
    # an ordinal of something else
    ("A second-half flare hit a steward.", [("injuries", "1", "stewards", "incident")]),
    ("For a second time, police arrested a man.", [("arrests", "1", "", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), ORDINAL_RUNNING_COUNTS, ids=case_ids(ORDINAL_RUNNING_COUNTS))
def test_an_ordinal_after_an_article_is_the_count_in_all(text, expected):
    assert counted(text) == sorted(expected), why(text)


# A number and "who" before the verb counts people, with no noun (a verdicts-final62 class: a
# Hansa blog's "As for the 14 who were turned away at the gates" counted nobody, beside the
# police's 14 refused entry).
THE_N_WHO = [
    ("As for the 14 who were turned away at the gates, one had only a lighter.", [("dispersal", "14", "", "incident")]),
    # (from the one side named: its fans, see FROM_A_SIDE below)
    ("The six who were arrested were all from Stuttgart.", [("arrests", "6", "fans", "incident")]),
    ("Of the nine who were detained, four were released.", [("arrests", "9", "", "incident")]),
    ("The two who were hurt were treated at the scene.", [("injuries", "2", "", "incident")]),
    ("The 40 who were ejected will be banned by the club.", [("dispersal", "40", "", "incident")]),
    ("All five who were held have been charged.", [("arrests", "5", "", "incident")]),
    ("The three who were injured are stewards.", [("injuries", "3", "", "incident")]),
    ("The 20 who were refused entry watched from a bar.", [("dispersal", "20", "", "incident")]),
    ("Eleven who were arrested remain in custody.", [("arrests", "11", "", "incident")]),
    ("The seven who were banned have appealed.", [("bans", "7", "", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), THE_N_WHO, ids=case_ids(THE_N_WHO))
def test_a_number_and_who_counts_people(text, expected):
    assert counted(text) == sorted(expected), why(text)


# Arrests as Balkan and Eastern European police releases word them (a verdicts-final65 class: a
# Bosnian ministry's "A total of five persons were deprived of liberty, two of them Dutch citizens"
# gave no count, beside a wire's and a fan page's five).
DEPRIVED_OF_LIBERTY = [
    ("A total of five persons were deprived of liberty, two of them Dutch citizens, for violations of the Law on "
     "Public Order.", [("arrests", "2", "", "incident"), ("arrests", "5", "", "incident")]),
    ("Three persons were deprived of their liberty after the match.", [("arrests", "3", "", "incident")]),
    ("Seven fans were deprived of liberty near the stadium.", [("arrests", "7", "fans", "incident")]),
    ("Police deprived of liberty two persons.", [("arrests", "2", "", "incident")]),
    ("Two supporters were deprived of their freedom for throwing flares.", [("arrests", "2", "fans", "incident")]),
    ("Eleven persons have been deprived of liberty, police said.", [("arrests", "11", "", "incident")]),
    ("One person was deprived of liberty for assault.", [("arrests", "1", "", "incident")]),
    ("Four Serbian citizens were deprived of liberty at the border.", [("arrests", "4", "", "incident")]),
    ("Six persons were deprived of liberty and nine were detained.",
     [("arrests", "6", "", "incident"), ("arrests", "9", "", "incident")]),
    ("Fourteen supporters of the away team were deprived of liberty.", [("arrests", "14", "fans", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), DEPRIVED_OF_LIBERTY, ids=case_ids(DEPRIVED_OF_LIBERTY))
def test_people_deprived_of_liberty_are_arrested(text, expected):
    assert counted(text) == sorted(expected), why(text)


# A number in words, then in figures between brackets, is one quantity (a verdicts-final65 class:
# a Greek police release's "Nine (9) persons were arrested" gave no count).
IN_WORDS_AND_FIGURES = [
    ("Nine (9) persons were arrested yesterday in Serres.", [("arrests", "9", "", "incident")]),
    ("Two (2) police officers were slightly injured during the incidents.", [("injuries", "2", "police", "incident")]),
    ("Three (3) arrests were made after the match.", [("arrests", "3", "", "incident")]),
    ("Fourteen (14) persons were refused entry to the stadium.", [("dispersal", "14", "", "incident")]),
    ("One (1) police officer was injured.", [("injuries", "1", "police", "incident")]),
    ("Police detained eleven (11) persons after the match.", [("arrests", "11", "", "incident")]),
    ("A total of twenty-one (21) persons were arrested.", [("arrests", "21", "", "incident")]),
    ("Stadium bans were requested for five (5) supporters.", [("bans", "5", "fans", "incident")]),
    ("Twelve (12) fans were ejected by stewards.", [("dispersal", "12", "fans", "incident")]),
    ("Six (6) supporters of the visiting team were detained.", [("arrests", "6", "fans", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), IN_WORDS_AND_FIGURES, ids=case_ids(IN_WORDS_AND_FIGURES))
def test_a_number_in_words_then_in_figures_is_one_count(text, expected):
    assert counted(text) == sorted(expected), why(text)


# A count's people said to be from one side's club or town are its fans (a verdicts-final64
# class: a paper's "four people were arrested, three of them from Oldham" was three people of no
# side, beside the police's "three Oldham supporters").
FROM_A_SIDE = [
    ("Oldham Athletic beat Altrincham 2-1 at Moss Lane. Police said four people were arrested, three of them from "
     "Oldham.", [("arrests", "3", "fans", "incident"), ("arrests", "4", "", "incident")]),
    ("Leeds United drew 1-1 with Millwall. Six fans were ejected, four of them from Millwall.",
     [("dispersal", "4", "fans", "incident"), ("dispersal", "6", "", "incident")]),
    ("Celtic beat Rangers 2-0. Police arrested nine people, five of them from Rangers.",
     [("arrests", "5", "fans", "incident"), ("arrests", "9", "", "incident")]),
    ("Hull City lost to Leeds United. Seven people were arrested, four of them from Leeds.",
     [("arrests", "4", "fans", "incident"), ("arrests", "7", "", "incident")]),
    ("Burnley drew with Blackburn Rovers. Five men were arrested, three of them from Blackburn.",
     [("arrests", "3", "fans", "incident"), ("arrests", "5", "", "incident")]),
    ("Cardiff City beat Swansea City. Ten people were arrested, six of them from Swansea.",
     [("arrests", "10", "", "incident"), ("arrests", "6", "fans", "incident")]),
    ("Portsmouth beat Southampton. Police arrested eight people, two of them from Southampton.",
     [("arrests", "2", "fans", "incident"), ("arrests", "8", "", "incident")]),
    ("Bristol City drew with Bristol Rovers. Four people were injured, two of them from Bristol Rovers.",
     [("injuries", "2", "fans", "incident"), ("injuries", "4", "", "incident")]),
    ("Sheffield United beat Sheffield Wednesday. Nine people were arrested, five of them from Sheffield United.",
     [("arrests", "5", "fans", "incident"), ("arrests", "9", "", "incident")]),
    ("Everton drew with Liverpool. Six people were arrested, four of them from Everton.",
     [("arrests", "4", "fans", "incident"), ("arrests", "6", "", "incident")]),
    # a place that names no side, nor a side's city the reference data gives no side by
    ("Hibernian lost to Hearts. Three people were arrested, two of them from Manchester.",
     [("arrests", "2", "", "incident"), ("arrests", "3", "", "incident")]),
    ("Ajax beat Feyenoord 2-1. Police detained 12 people, eight of whom were from Rotterdam.",
     [("arrests", "12", "", "incident"), ("arrests", "8", "", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), FROM_A_SIDE, ids=case_ids(FROM_A_SIDE))
def test_people_from_a_sides_club_or_town_are_its_fans(text, expected):
    assert counted(text) == sorted(expected), why(text)


# People treated where they were hurt, the place named (a verdicts-final66 class: a live page's
# "Medical services say six people have been treated inside the ground" gave no injuries beside
# a paper's "Six spectators were treated by the Red Cross").
TREATED_WHERE = [
    ("Medical services say six people have been treated inside the ground.", [("injuries", "6", "", "incident")]),
    ("Two fans were treated outside the stadium after the crush.", [("injuries", "2", "fans", "incident")]),
    ("Three stewards were treated on site for cuts.", [("injuries", "3", "stewards", "incident")]),
    ("One player was treated on the pitch after being hit by a coin.",
     [("injuries", "1", "players_staff", "incident")]),
    ("Four supporters were treated inside the stadium by paramedics.", [("injuries", "4", "fans", "incident")]),
    ("Five people were treated outside the ground, police said.", [("injuries", "5", "", "incident")]),
    ("Two officers were treated on the touchline.", [("injuries", "2", "police", "incident")]),
    ("Seven fans were treated inside the ground after the surge.", [("injuries", "7", "fans", "incident")]),
    ("A steward was treated on the spot after a flare hit him.", [("injuries", "1", "stewards", "incident")]),
    ("Eight spectators were treated outside the turnstiles.", [("injuries", "8", "fans", "incident")]),
    # treated as a manner is no injury
    ("Six fans were treated like criminals inside the ground.", []),
]


@pytest.mark.parametrize(("text", "expected"), TREATED_WHERE, ids=case_ids(TREATED_WHERE))
def test_people_treated_where_they_were_hurt_are_injured(text, expected):
    assert counted(text) == sorted(expected)


# A zero "among them" is of the people the nearest plural before it names, never everyone's
# (a verdicts-final67 class: an Andorran radio's "No Andorran supporters were involved ..., and
# there were no arrests among them" was a zero of all, a false conflict with the police's two).
ZERO_AMONG_THEM = [
    ("No Andorran supporters were involved in the incidents with a flare inside the stadium, the federation's "
     "security officer confirmed to Radio Valira, and there were no arrests among them.",
     [("arrests", "0", "fans", "incident")]),
    ("About 300 Celtic fans made the trip and there were no arrests among them.",
     [("arrests", "0", "fans", "incident"), ("crowd", "300", "fans", "incident")]),
    ("Stewards were pelted with coins, but there were no injuries among them.",
     [("injuries", "0", "stewards", "incident")]),
    ("Some 40 officers were deployed and no injuries were reported among them.",
     [("injuries", "0", "police", "incident")]),
    ("The away fans were kept in for half an hour; there were no arrests among them.",
     [("arrests", "0", "fans", "incident")]),
    ("The players were jostled on the way to the bus but there were no injuries among them.",
     [("injuries", "0", "players_staff", "incident")]),
    ("Police said 500 visiting fans were escorted from the station, with no arrests made among them.",
     [("arrests", "0", "fans", "incident"), ("crowd", "500", "fans", "incident")]),
    ("Twelve stewards worked the away end; no injuries among them were reported.",
     [("injuries", "0", "stewards", "incident")]),
    ("Around 2,000 Dutch supporters filled the bars, with no arrests among them.",
     [("arrests", "0", "fans", "incident"), ("crowd", "2000", "fans", "incident")]),
    # people of no group: a zero of some, no count of anyone's
    ("Hundreds of people gathered in the square, and there were no arrests among them.",
     [("crowd", "200", "", "incident")]),
    # no "them": everyone's
    ("The police made no arrests.", [("arrests", "0", "", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), ZERO_AMONG_THEM, ids=case_ids(ZERO_AMONG_THEM))
def test_a_zero_among_them_is_of_the_people_named_before(text, expected):
    assert counted(text) == sorted(expected)


# People of no group named as the writer's side after their noun are its fans (a
# verdicts-final68 class: a Legia blog's "Five lads from our lot were lifted" was five people
# arrested in all, a false conflict with the police's seven, five of them Legia supporters).
FROM_OUR_LOT = [
    ("Five lads from our lot were lifted after the business near the common.", [("arrests", "5", "fans", "incident")]),
    ("Two lads of ours were hurt by a bottle.", [("injuries", "2", "fans", "incident")]),
    ("Four boys from our crew were detained before kick-off.", [("arrests", "4", "fans", "incident")]),
    ("Six lads from our bus were turned away at the gate.", [("dispersal", "6", "fans", "incident")]),
    ("Three men of ours were arrested in the square.", [("arrests", "3", "fans", "incident")]),
    ("Seven lads from our coach were held by police.", [("arrests", "7", "fans", "incident")]),
    ("One lad from our lot was hurt.", [("injuries", "1", "fans", "incident")]),
    ("Three men from our lot were arrested.", [("arrests", "3", "fans", "incident")]),
    ("Two youngsters from our lot were ejected.", [("dispersal", "2", "fans", "incident")]),
    ("Four lads from our mob were nicked outside the station.", [("arrests", "4", "fans", "incident")]),
    # another's people, or no side said
    ("Two youngsters were ejected.", [("dispersal", "2", "", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), FROM_OUR_LOT, ids=case_ids(FROM_OUR_LOT))
def test_people_from_our_lot_are_the_writers_sides_fans(text, expected):
    assert counted(text) == sorted(expected), why(text)


# The writer's own knowledge after a cited count, "We know of N of ours", is a count of that
# count's kind, and "all N" after people of that number named before it are those people (a
# verdicts-final69 class: a Twente blog's "The police are telling the papers that five Twente
# supporters were arrested. We know of three of ours, and all three were picked up" gave three
# arrests of no side, a false conflict with the police's seven).
KNOWN_OF_AND_ALL_OF_THEM = [
    ("The police are telling the papers that five Twente supporters were arrested. We know of three of ours, and "
     "all three were picked up after the riot police waded in.",
     [("arrests", "3", "fans", "incident"), ("arrests", "3", "fans", "incident"),
      ("arrests", "5", "fans", "incident")]),
    ("The police say eight fans were arrested. We only know of two of ours.",
     [("arrests", "2", "fans", "incident"), ("arrests", "8", "fans", "incident")]),
    ("Reports say 12 supporters were injured. We know of four of ours.",
     [("injuries", "12", "fans", "incident"), ("injuries", "4", "fans", "incident")]),
    ("The club claims 30 fans were ejected. We know of ten of us.",
     [("dispersal", "10", "fans", "incident"), ("dispersal", "30", "fans", "incident")]),
    ("Four Celtic fans were in the bar and all four were detained.", [("arrests", "4", "fans", "incident")]),
    ("Three stewards stood at the gate and all three were hurt.", [("injuries", "3", "stewards", "incident")]),
    ("Three officers went in and all three were injured.", [("injuries", "3", "police", "incident")]),
    ("Five of ours went to the square, and all five were arrested.", [("arrests", "5", "fans", "incident")]),
    ("Six away fans were at the front, and all six were ejected.", [("dispersal", "6", "fans", "incident")]),
    ("We had seven of us on the early train and all seven were turned away.",
     [("dispersal", "7", "fans", "incident")]),
    # no people of that number before it
    ("Police arrested six people, and all three were later charged.", [("arrests", "6", "", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), KNOWN_OF_AND_ALL_OF_THEM, ids=case_ids(KNOWN_OF_AND_ALL_OF_THEM))
def test_the_writers_known_count_and_all_of_them_are_its_sides(text, expected):
    assert counted(text) == sorted(expected), why(text)


# A side said to have had people arrested, hurt or ejected, by its name right before the count,
# had its fans so (a verdicts-final68 class: a Legia blog's "Cracovia had a couple nicked as
# well" was two arrests of no side, a false conflict with the police's seven).
SIDE_HAD_THEM = [
    ("Legia beat Cracovia 2-0. Cracovia had a couple nicked as well.", [("arrests", "2", "fans", "incident")]),
    ("Celtic beat Rangers 2-0. Celtic had four nicked outside the ground.", [("arrests", "4", "fans", "incident")]),
    ("Celtic beat Rangers 2-0. Rangers got three lifted after the game.", [("arrests", "3", "fans", "incident")]),
    ("Hibs beat Hearts 1-0. Hearts had two hurt in the crush.", [("injuries", "2", "fans", "incident")]),
    ("Ajax beat PSV 3-1. PSV had six ejected after the flares.", [("dispersal", "6", "fans", "incident")]),
    ("Porto beat Benfica 2-1. Benfica had five ejected at half-time.", [("dispersal", "5", "fans", "incident")]),
    ("Lazio beat Roma 1-0. Roma had seven arrested near the bridge.", [("arrests", "7", "fans", "incident")]),
    ("Leeds United beat Hull City 1-0. Hull City had two arrested in the city centre.",
     [("arrests", "2", "fans", "incident")]),
    ("Aberdeen beat Motherwell 2-0. Motherwell had eight turned away at the gate.",
     [("dispersal", "8", "fans", "incident")]),
    ("Ayr United beat Livingston 2-1. Livingston had one hurt in the away end.",
     [("injuries", "1", "fans", "incident")]),
    # no side's name: the police had them arrested
    ("Ayr United beat Livingston 2-1. Police had four arrested by midnight.", [("arrests", "4", "", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), SIDE_HAD_THEM, ids=case_ids(SIDE_HAD_THEM))
def test_a_side_that_had_people_arrested_had_its_fans_so(text, expected):
    assert counted(text) == sorted(expected), why(text)


# People left in hospital, as papers say (a verdicts-final73 class: a tabloid's "TWO cops were
# left in hospital last night" gave no figure beside the police's "Two police officers were
# injured").
LEFT_IN_HOSPITAL = [
    ("TWO cops were left in hospital last night after flare-hurling yobs turned St. Jakob-Park into a war zone.",
     [("injuries", "2", "police", "incident")]),
    ("Two police officers were left in hospital.", [("injuries", "2", "police", "incident")]),
    ("Three stewards were left in hospital after the match.", [("injuries", "3", "stewards", "incident")]),
    ("FOUR fans were left in hospital after the brawl outside the ground.", [("injuries", "4", "fans", "incident")]),
    ("One steward was left in hospital with a broken jaw.", [("injuries", "1", "stewards", "incident")]),
    ("Two supporters landed in hospital after being hit by bottles.", [("injuries", "2", "fans", "incident")]),
    ("Three Hibs fans wound up in hospital after the clashes in Leith.", [("injuries", "3", "fans", "incident")]),
    ("Five people were left in hospital overnight.", [("injuries", "5", "", "incident")]),
    ("A police officer was left in hospital with head injuries.", [("injuries", "1", "police", "incident")]),
    ("Six visiting fans were left in hospital following the ambush.", [("injuries", "6", "fans", "incident")]),
    ("Tickets were left in hospital reception for the injured.", []),
]


@pytest.mark.parametrize(("text", "expected"), LEFT_IN_HOSPITAL, ids=case_ids(LEFT_IN_HOSPITAL))
def test_people_left_in_hospital_are_injured(text, expected):
    assert counted(text, ("injuries",)) == sorted(expected), why(text)


# People in a fan's words, "guys", "blokes", "fellas", "chaps" (a verdicts-final75 class: an Israel
# blog's "Two of our guys were arrested" gave no figure beside the Vienna police's "Two of the
# seven are Israeli citizens").
GUYS = [
    ("Two of our guys were arrested after the game.", [("arrests", "2", "fans", "incident")]),
    ("Three guys were arrested outside the ground.", [("arrests", "3", "", "incident")]),
    ("Four blokes were nicked after the final whistle.", [("arrests", "4", "", "incident")]),
    ("A couple of fellas were lifted near the station.", [("arrests", "2", "", "incident")]),
    ("Five of our chaps were thrown out by stewards.", [("dispersal", "5", "fans", "incident")]),
    ("Two guys were taken to hospital with head wounds.", [("injuries", "2", "", "incident")]),
    ("Six blokes were ejected at half-time.", [("dispersal", "6", "", "incident")]),
    ("Three of the guys were detained after a scuffle at the bar.", [("arrests", "3", "", "incident")]),
    ("Two of our fellas were hurt when bottles came over.", [("injuries", "2", "fans", "incident")]),
    ("Police arrested four guys for throwing flares.", [("arrests", "4", "", "incident")]),
    ("The guys were great all night.", []),
]


@pytest.mark.parametrize(("text", "expected"), GUYS, ids=case_ids(GUYS))
def test_people_in_a_fans_words_are_counted(text, expected):
    assert counted(text) == sorted(expected), why(text)


# People given first aid or medical help are hurt (a verdicts-final75 class: a club's "two of our
# stewards were assaulted in the area of Gate 3 and received first aid in the stadium" gave no
# figure of stewards hurt).
FIRST_AID = [
    ("Two stewards received first aid in the stadium.", [("injuries", "2", "stewards", "incident")]),
    ("During the match, two of our stewards were assaulted in the area of Gate 3 and received first aid in the "
     "stadium.", [("injuries", "2", "stewards", "incident")]),
    ("Only one person needed medical help in our section.", [("injuries", "1", "", "incident")]),
    ("Four people were given first aid at the scene.", [("injuries", "4", "", "incident")]),
    ("Three supporters needed first aid after the crush at the turnstiles.", [("injuries", "3", "fans", "incident")]),
    ("Two officers required medical assistance after bottles were thrown.",
     [("injuries", "2", "police", "incident")]),
    ("Five fans received first aid from the St John Ambulance volunteers.", [("injuries", "5", "fans", "incident")]),
    ("One steward needed medical help after being struck by a lighter.", [("injuries", "1", "stewards", "incident")]),
    ("Six people were given medical assistance inside the ground.", [("injuries", "6", "", "incident")]),
    ("Two home fans received medical help at the scene.", [("injuries", "2", "fans", "incident")]),
    ("The club provides first aid at every home game.", []),
]


@pytest.mark.parametrize(("text", "expected"), FIRST_AID, ids=case_ids(FIRST_AID))
def test_people_given_first_aid_or_medical_help_are_hurt(text, expected):
    assert counted(text, ("injuries",)) == sorted(expected), why(text)


# Thrown out in a fan's words, before or after the people: "flung out", "turfed out", "hoofed
# out", "the stewards chucked out six of ours" (a verdicts-final74 class: a Ross County blog's
# "three of ours were flung out by stewards" gave no figure beside a paper's "four supporters were
# ejected", the conflict its author expected).
THROWN_OUT_IN_A_FANS_WORDS = [
    ("In the second half someone lit a flare and the stewards chucked out six of ours, including one who had "
     "nothing to do with it.", [("dispersal", "6", "fans", "incident")]),
    ("But three of ours were flung out by stewards for nothing more than standing on seats.",
     [("dispersal", "3", "fans", "incident")]),
    ("Three fans were turfed out by stewards.", [("dispersal", "3", "fans", "incident")]),
    ("Stewards booted out four fans for smoking.", [("dispersal", "4", "fans", "incident")]),
    ("Stewards slung out five of ours at half-time.", [("dispersal", "5", "fans", "incident")]),
    ("Two lads were hoofed out for standing on the seats.", [("dispersal", "2", "", "incident")]),
    ("The stewards flung out seven home fans after the equaliser.", [("dispersal", "7", "fans", "incident")]),
    ("Security turfed out nine supporters before kick-off.", [("dispersal", "9", "fans", "incident")]),
    ("Stewards chucked out a dozen of us for singing.", [("dispersal", "12", "fans", "incident")]),
    ("Four of our lot got flung out for a flare.", [("dispersal", "4", "fans", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), THROWN_OUT_IN_A_FANS_WORDS, ids=case_ids(THROWN_OUT_IN_A_FANS_WORDS))
def test_thrown_out_in_a_fans_words(text, expected):
    assert counted(text, ("dispersal",)) == sorted(expected), why(text)


# Bans said in reported speech in the passive, "would be" a body's "will be" (a verdicts-final74
# class: a wire's "RKC said stadium bans would be requested for nine supporters identified on
# camera" gave no figure beside the police's "the club will request stadium bans for nine
# people"); with no one saying so, "would" is still a condition.
REPORTED_PASSIVE_BANS = [
    ("RKC said stadium bans would be requested for nine supporters identified on camera.",
     [("bans", "9", "fans", "incident")]),
    ("The club confirmed that banning orders would be sought against 12 men.", [("bans", "12", "", "incident")]),
    ("Police said bans would be applied for against four fans.", [("bans", "4", "fans", "incident")]),
    ("Rapid announced that stadium bans would be imposed on seven supporters.", [("bans", "7", "fans", "incident")]),
    ("Police stated that banning orders would be sought for 11 supporters seen throwing flares.",
     [("bans", "11", "fans", "incident")]),
    ("The force added that banning orders would be requested against 20 people.", [("bans", "20", "", "incident")]),
    ("The club says stadium bans would be imposed on eight home fans.", [("bans", "8", "fans", "incident")]),
    ("Hibs confirmed bans would be issued to five supporters.", [("bans", "5", "fans", "incident")]),
    ("The club said that club bans would be handed to six supporters.", [("bans", "6", "fans", "incident")]),
    ("Lech announced stadium bans would be sought against 15 fans.", [("bans", "15", "fans", "incident")]),
    ("Stadium bans could be requested for up to 20 people.", []),
    ("Stadium bans would be requested for nine supporters if they are identified.", []),
]


@pytest.mark.parametrize(("text", "expected"), REPORTED_PASSIVE_BANS, ids=case_ids(REPORTED_PASSIVE_BANS))
def test_bans_said_in_reported_speech_in_the_passive(text, expected):
    assert counted(text, ("bans",)) == sorted(expected), why(text)
