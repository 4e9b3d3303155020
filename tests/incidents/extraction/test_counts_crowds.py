"""Crowds (``counts.people``): how many people were there or took part.

No action verb is needed when the number is a size ("The attendance was 28,500,
including about 2,800 away fans", "in front of 9,000", "watched by 12,400"), and no
people noun after a plural vague number ("dozens spilled onto the pitch").  People a
verb acts on as one body are a crowd ("separate around 150 supporters", "took 7,500
fans to the final", "let off among the 3,100 Millwall supporters"), and so is a mob's
size in apposition.  Officers or stewards are a deployment, one person is no crowd,
"no away fans were involved" is an absence; "there were no away supporters in the
stadium" is a crowd of 0.  Each case states the exact claims of the kinds it looks at.

No database: every test here runs in milliseconds.
"""

import pytest

from incidents.extraction import extract

from .cases import COUNTS_AND_THINGS, NUMERIC, assert_exact, case_ids, counted, found, why

# (text, kinds looked at, exact claims)
SIZES = [
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

# (text, exact counts)
CROWDS_ACTED_ON = [
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

# (text, exact counts)
CROWDS_BY_WHAT_THEY_DID = [
    ("Roughly 40 rival fans traded punches outside the Turf Tavern.", [("crowd", "40", "incident")]),
    ("Nearly 1,000 Everton fans protested outside the ground.", [("crowd", "1000", "incident")]),
    ("Around 300 fans staged a sit-down protest before kick-off.", [("crowd", "300", "incident")]),
    ("About 70 supporters threw bottles at police.", [("crowd", "70", "incident")]),
    ("Some 100 Dinamo ultras hurled missiles at officers.", [("crowd", "100", "incident")]),
    ("About 40 Wolves fans smashed windows at the station.", [("crowd", "40", "incident")]),
    ("A gang of 20 youths ambushed the coach on the ring road.", [("crowd", "20", "incident")]),
    ("Around 80 men forced their way through a side gate.", [("crowd", "80", "incident")]),
]

# (text, exact counts)
CROWDS_IN_OTHER_WORDS = [
    ("A dozen or so Porto fans tried to climb onto the roof of the dugout.", [("crowd", "12", "incident")]),
    ("There were no away supporters in the stadium.", [("crowd", "0", "incident")]),
    ("Sunderland brought around 3,000 fans, and the noise never stopped.", [("crowd", "3000", "incident")]),
    ("A gang of locals, 80 at least, ran at the visitors.", [("crowd", "80", "incident")]),
    ("Around 200 Lyon ultras attacked a police van near the old bridge.", [("crowd", "200", "incident")]),
    ("The 18,000-plus fans at the ground saw a dull draw.", [("crowd", "18000", "incident")]),
]

# (text, exact claims of counts and things)
NO_CROWD = [
    # involvement, not presence
    ("No home fans were involved in the disorder.", []),
]

# (text, kinds looked at, exact claims; scope EARLIER: other_match or unknown)
FORMS = [
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
]


@pytest.mark.parametrize("text, kinds, expected", SIZES, ids=case_ids(SIZES))
def test_crowds(text, kinds, expected):
    assert found(text, kinds) == sorted(expected), why(text)


CROWDS = CROWDS_ACTED_ON + CROWDS_BY_WHAT_THEY_DID + CROWDS_IN_OTHER_WORDS


@pytest.mark.parametrize("text, expected", CROWDS, ids=case_ids(CROWDS))
def test_crowds_acted_on_or_by_what_they_did(text, expected):
    assert found(text) == sorted(expected), why(text)


@pytest.mark.parametrize(("text", "expected"), NO_CROWD, ids=case_ids(NO_CROWD))
def test_involvement_denied_is_no_crowd(text, expected):
    assert found(text, COUNTS_AND_THINGS) == sorted(expected)


@pytest.mark.parametrize(("text", "kinds", "expected"), FORMS, ids=case_ids(FORMS))
def test_crowds_in_new_forms(text, kinds, expected):
    assert_exact(text, kinds, expected)


# A crowd told by its size alone (``counts.sizes``): thousands of people as a
# sentence's or clause's subject, with a verb or a relative pronoun after them.  A
# figure after a preposition or a verb is an object, and no crowd.
# (text, exact counts: kind, value, group, scope)
CROWD_SIZES = [
    ("He struck it in, and 60,000 people who had spent the evening raging were silenced.",
     [("crowd", "60000", "", "incident")]),
    ("The derby is great, and more than 80,000 people showed on Saturday how it can be celebrated.",
     [("crowd", "80000", "", "incident")]),
    # (tens of thousands of fans with no side named are everyone there: see TENS_OF_THOUSANDS_OF_FANS)
    ("About 52,000 fans were inside Anfield when the flare landed.",
     [("crowd", "52000", "", "incident")]),
    ("Some 30,000 supporters had gathered by the time the teams came out.",
     [("crowd", "30000", "", "incident")]),
    ("When the whistle went, 41,000 spectators rose as one.",
     [("crowd", "41000", "", "incident")]),
    ("Nearly 20,000 Feyenoord fans who had travelled without tickets watched on screens.",
     [("crowd", "20000", "fans", "incident")]),
    ("Around 45,000 supporters packed into the ground.", [("crowd", "45000", "", "incident")]),
    # a club's name of two or three words between (verdicts-final27: "Around 2,800 Young Boys supporters
    # arrived on a special train" gave no following); its words name no group ("Red Star": no player)
    ("Around 2,800 Young Boys supporters arrived on a special train.", [("crowd", "2800", "fans", "incident")]),
    ("Some 3,500 Red Star Belgrade fans arrived in Glasgow.", [("crowd", "3500", "fans", "incident")]),
    ("About 1,200 Borussia Dortmund supporters gathered at the station.", [("crowd", "1200", "fans", "incident")]),
    ("More than 4,000 Paris Saint-Germain fans sang throughout.", [("crowd", "4000", "fans", "incident")]),
    ("Nearly 6,000 Queens Park Rangers fans came to Wembley.", [("crowd", "6000", "fans", "incident")]),
    ("An estimated 2,000 Sheffield Wednesday supporters left early.", [("crowd", "2000", "fans", "incident")]),
    ("Around 1,500 Union Berlin fans stood throughout.", [("crowd", "1500", "fans", "incident")]),
    ("Some 9,000 Atletico Madrid supporters were inside the ground.", [("crowd", "9000", "fans", "incident")]),
    ("About 3,000 Red Bull Salzburg fans travelled.", [("crowd", "3000", "fans", "incident")]),
    ("Around 5,000 Young Boys fans had made the trip.", [("crowd", "5000", "fans", "incident")]),
    # thousands with no people noun, their verb being there (verdicts-final28: a tabloid's "Nearly
    # 50,000 packed into the stadium in Solna" gave no crowd)
    ("Nearly 50,000 packed into the stadium in Solna.", [("crowd", "50000", "", "incident")]),
    ("More than 30,000 watched as the flares landed.", [("crowd", "30000", "", "incident")]),
    ("Some 12,000 were inside when the game was stopped.", [("crowd", "12000", "", "incident")]),
    ("The game was stopped, and 25,000 were in attendance.", [("crowd", "25000", "", "incident")]),
    ("Almost 40,000 crammed into Hampden.", [("crowd", "40000", "", "incident")]),
    ("The club sold 20,000 and more went on sale.", []),
    ("It cost 50,000 to repair the seats.", []),
    # objects, not subjects
    ("Tickets for 20,000 fans went on sale on Monday.", []),
    ("The stadium holds 30,000 people who can see the pitch.", []),
    ("In 2017 fans rioted outside the ground.", []),
]


@pytest.mark.parametrize(("text", "expected"), CROWD_SIZES, ids=case_ids(CROWD_SIZES))
def test_a_crowd_told_by_its_size_alone(text, expected):
    assert counted(text, ("crowd",)) == sorted(expected)


# Spectators with no side named are the whole crowd, both sides' people (a verdicts-final8
# class: "More than 80,000 spectators were at the Monumental" was counted as fans, beside
# another report's "A crowd of 83,214", people, so the attendance was two figures of two
# groups, and could have been set against one side's "1,500 Chile fans").
SPECTATORS = [
    ("More than 80,000 spectators were at the Monumental.", [("crowd", "80000", "", "incident")]),
    ("The match was attended by more than 33,000 spectators, including around 2,000 visiting supporters.",
     [("crowd", "2000", "fans", "incident"), ("crowd", "33000", "", "incident")]),
    ("About 52,000 spectators attended the match.", [("crowd", "52000", "", "incident")]),
    ("It was played in front of 31,000 spectators.", [("crowd", "31000", "", "incident")]),
    ("Some 12,500 spectators saw the home side win.", [("crowd", "12500", "", "incident")]),
    ("A crowd of 60,000 spectators watched the final.", [("crowd", "60000", "", "incident")]),
    ("The game was watched by 23,000 spectators.", [("crowd", "23000", "", "incident")]),
    ("There were 45,000 spectators inside the ground.", [("crowd", "45000", "", "incident")]),
    # one side's, or one end's, spectators are its fans
    ("Around 1,500 Chile spectators were in the away end.", [("crowd", "1500", "fans", "incident")]),
    ("About 3,000 away spectators were escorted to the ground.", [("crowd", "3000", "fans", "incident")]),
    ("Some 2,000 visiting spectators sang throughout.", [("crowd", "2000", "fans", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), SPECTATORS, ids=case_ids(SPECTATORS))
def test_spectators_with_no_side_are_the_whole_crowd(text, expected):
    assert counted(text, ("crowd",)) == sorted(expected)


# So are fans said to be the crowd or the attendance, or fans among whom a side's are (a
# verdicts-final23 class: a tabloid's "A crowd of 26,129 fans packed Carrow Road" and the
# police's "More than 26,000 supporters were at Carrow Road today, including around 2,500
# Leeds fans" were one side's fans, a row apart from the attendance).
FANS_AS_THE_CROWD = [
    ("A crowd of 26,129 fans packed Carrow Road.", [("crowd", "26129", "", "incident")]),
    ("More than 26,000 supporters were at Carrow Road today, including around 2,500 Leeds fans.",
     [("crowd", "2500", "fans", "incident"), ("crowd", "26000", "", "incident")]),
    ("An attendance of 41,000 fans saw the game.", [("crowd", "41000", "", "incident")]),
    ("A crowd of about 30,000 supporters watched.", [("crowd", "30000", "", "incident")]),
    ("Some 50,000 fans were in the stadium, among them 3,000 away supporters.",
     [("crowd", "3000", "fans", "incident"), ("crowd", "50000", "", "incident")]),
    ("A gate of 12,500 fans was the biggest of the season.", [("crowd", "12500", "", "incident")]),
    ("Around 40,000 supporters attended, including 4,500 Celtic fans.",
     [("crowd", "4500", "fans", "incident"), ("crowd", "40000", "", "incident")]),
    ("A crowd of nearly 20,000 fans filled the ground.", [("crowd", "20000", "", "incident")]),
    ("Over 60,000 fans were at the match, of whom 5,000 were travelling supporters.",
     [("crowd", "5000", "fans", "incident"), ("crowd", "60000", "", "incident")]),
    ("About 8,000 supporters were present, including some 900 visiting fans.",
     [("crowd", "8000", "", "incident"), ("crowd", "900", "fans", "incident")]),
    # a side's following stays its fans
    ("About 3,000 away fans travelled.", [("crowd", "3000", "fans", "incident")]),
    ("Around 2,500 Leeds fans made the trip.", [("crowd", "2500", "fans", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), FANS_AS_THE_CROWD, ids=case_ids(FANS_AS_THE_CROWD))
def test_fans_said_to_be_the_crowd_are_the_whole_crowd(text, expected):
    assert counted(text, ("crowd",)) == sorted(expected)


# A crowd told by its size alone, then a side's share of it, gives the share too (a
# verdicts-final23 class: "including around 2,500 Leeds fans" was read only where the
# crowd's own verb was one the counts know, "attended", not "were at Carrow Road").
CROWD_THEN_A_SIDES_SHARE = [
    ("More than 26,000 supporters were at the match, including around 2,500 away fans.", "2500"),
    ("Some 50,000 fans were in the stadium, among them 3,000 away supporters.", "3000"),
    ("The crowd was 30,000, including 4,000 Rangers fans.", "4000"),
    ("Almost 12,000 people were at Tannadice last night, including around 600 Partick Thistle supporters.", "600"),
    ("About 40,000 spectators were at the NSC Olimpiyskiy, including some 600 Benfica supporters.", "600"),
    ("More than 80,000 spectators were at the Monumental, including around 1,500 Chile fans.", "1500"),
    ("There were 20,000 people at Celtic Park, including 800 Hibs fans.", "800"),
    ("Around 9,000 spectators were at Windsor Park, including about 350 visiting supporters.", "350"),
    ("Some 31,000 people were at the Letzigrund, among them 1,500 Basel fans.", "1500"),
    ("Nearly 45,000 fans were at Ibrox, including 2,000 Aberdeen supporters.", "2000"),
]


@pytest.mark.parametrize(("text", "share"), CROWD_THEN_A_SIDES_SHARE)
def test_a_crowd_told_by_its_size_gives_a_sides_share_too(text, share):
    assert ("crowd", share, "fans", "incident") in counted(text, ("crowd",))


# ... and so does a crowd with a side's share said after it, "among them" (a verdicts-final24
# class: a police colonel's "Almost 60,000 spectators came to the Puskás Aréna today, about
# 5,000 Irish supporters among them" gave no following).
CROWD_THEN_A_SHARE_AMONG_THEM = [
    ("Almost 60,000 spectators came to the Puskas Arena today, about 5,000 Irish supporters among them.",
     [("crowd", "5000", "fans", "incident"), ("crowd", "60000", "", "incident")]),
    ("About 40,000 fans attended, some 3,000 away supporters among them.",
     [("crowd", "3000", "fans", "incident"), ("crowd", "40000", "", "incident")]),
    ("The attendance was 31,000, about 2,500 Rangers fans among them.",
     [("crowd", "2500", "fans", "incident"), ("crowd", "31000", "", "incident")]),
    ("Around 50,000 spectators were in the stadium, 4,000 visiting supporters among them.",
     [("crowd", "4000", "fans", "incident"), ("crowd", "50000", "", "incident")]),
    ("More than 45,000 spectators attended, around 1,500 Basel supporters among them.",
     [("crowd", "1500", "fans", "incident"), ("crowd", "45000", "", "incident")]),
    ("About 12,000 fans were inside, 900 away fans among them.",
     [("crowd", "12000", "", "incident"), ("crowd", "900", "fans", "incident")]),
    ("The crowd was 26,000, with 3,100 travelling fans among them.",
     [("crowd", "26000", "", "incident"), ("crowd", "3100", "fans", "incident")]),
    ("Some 30,000 fans were at the ground, 1,200 Hearts supporters among them.",
     [("crowd", "1200", "fans", "incident"), ("crowd", "30000", "", "incident")]),
    ("Over 20,000 spectators were in the ground, some 800 Aberdeen fans among them.",
     [("crowd", "20000", "", "incident"), ("crowd", "800", "fans", "incident")]),
    ("Nearly 35,000 people attended, about 2,000 Leeds supporters among them.",
     [("crowd", "2000", "fans", "incident"), ("crowd", "35000", "", "incident")]),
    # a count of another kind keeps its members
    ("Police arrested 12 people, three Celtic fans among them.", [("arrests", "12", "", "incident"),
                                                                  ("arrests", "3", "fans", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), CROWD_THEN_A_SHARE_AMONG_THEM,
                         ids=case_ids(CROWD_THEN_A_SHARE_AMONG_THEM))
def test_a_crowd_with_a_sides_share_among_them_gives_both(text, expected):
    assert counted(text) == sorted(expected)


# A crowd and a side's share of it, the side's name holding a slash or a full stop (a
# verdicts-final39 class: an Alkmaar paper's "In front of 16,844 supporters, including around
# 600 Bodø/Glimt supporters behind the north goal" gave the 16,844 as the away following and
# no share at all).
CROWD_AND_A_SHARE_OF_A_SIDE_WITH_A_SLASH = [
    ("In front of 16,844 supporters, including around 600 Bodø/Glimt supporters behind the north "
     "goal, the atmosphere was tense but mostly good-natured.",
     [("crowd", "16844", "", "incident"), ("crowd", "600", "fans", "incident")]),
    ("More than 26,000 supporters were at the Millerntor today, including around 2,500 St. Pauli fans.",
     [("crowd", "26000", "", "incident"), ("crowd", "2500", "fans", "incident")]),
    ("The crowd of 17,000 included about 900 Bodø/Glimt fans.",
     [("crowd", "17000", "", "incident"), ("crowd", "900", "fans", "incident")]),
    ("A crowd of 21,300 watched, among them some 1,100 Bodø/Glimt supporters.",
     [("crowd", "21300", "", "incident"), ("crowd", "1100", "fans", "incident")]),
    ("In front of 30,000 fans, including 3,000 Stoke City supporters, the hosts won 2-0.",
     [("crowd", "30000", "", "incident"), ("crowd", "3000", "fans", "incident")]),
    ("The attendance was 14,200, including about 700 Bodø/Glimt supporters.",
     [("crowd", "14200", "", "incident"), ("crowd", "700", "fans", "incident")]),
    ("In front of 8,500 supporters, including 1,200 Bodø/Glimt fans, the visitors won.",
     [("crowd", "8500", "", "incident"), ("crowd", "1200", "fans", "incident")]),
    ("More than 40,000 fans were at the Volksparkstadion, including about 4,000 St. Pauli supporters.",
     [("crowd", "40000", "", "incident"), ("crowd", "4000", "fans", "incident")]),
    ("About 12,000 spectators attended, including around 1,500 Bodø/Glimt supporters.",
     [("crowd", "12000", "", "incident"), ("crowd", "1500", "fans", "incident")]),
    ("Around 25,000 supporters were inside, among them 2,000 Bodø/Glimt fans.",
     [("crowd", "25000", "", "incident"), ("crowd", "2000", "fans", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), CROWD_AND_A_SHARE_OF_A_SIDE_WITH_A_SLASH,
                         ids=case_ids(CROWD_AND_A_SHARE_OF_A_SIDE_WITH_A_SLASH))
def test_a_crowd_and_the_share_of_a_side_whose_name_holds_a_slash_or_a_stop(text, expected):
    assert counted(text, ("crowd",)) == sorted(expected), why(text)


# A following escorted from somewhere to the match is a crowd brought there, not people
# removed (a verdicts-final9 class: "Around 3,000 travelling supporters were escorted from
# the city centre to the stadium" was a count of 3,000 fans dispersed).
ESCORTED_TO_THE_MATCH = [
    ("Around 3,000 travelling supporters were escorted from the city centre to the stadium.",
     [("crowd", "3000", "fans", "incident")]),
    ("About 2,000 Celtic fans were escorted from Glasgow Central to the ground.", [("crowd", "2000", "fans", "incident")]),
    ("Some 1,500 Rangers supporters were escorted from the fan zone to the away end.",
     [("crowd", "1500", "fans", "incident")]),
    ("Around 800 visiting fans were escorted from the station to the turnstiles.", [("crowd", "800", "fans", "incident")]),
    ("Nearly 4,000 Ajax fans were escorted from their coaches to the stadium.", [("crowd", "4000", "fans", "incident")]),
    ("About 600 away supporters were escorted from a pub in the Old Town to the arena.",
     [("crowd", "600", "fans", "incident")]),
    ("Some 900 Charlton fans were escorted from the railway station to the ground by mounted officers.",
     [("crowd", "900", "fans", "incident")]),
    ("Around 2,500 Villa supporters were escorted from the Grand Place to the stadium.",
     [("crowd", "2500", "fans", "incident")]),
    # removed from the ground, or escorted out: dispersal as before
    ("Twelve fans were escorted from the ground.", [("dispersal", "12", "fans", "incident")]),
    ("Forty supporters were escorted from the stadium after the flares.", [("dispersal", "40", "fans", "incident")]),
    ("Thirty fans were escorted away from the pub to the station.", [("dispersal", "30", "fans", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), ESCORTED_TO_THE_MATCH, ids=case_ids(ESCORTED_TO_THE_MATCH))
def test_a_following_escorted_to_the_match_is_a_crowd_not_a_dispersal(text, expected):
    assert counted(text, NUMERIC) == sorted(expected), why(text)


# ... and one escorted from a place outside the ground, whatever its way there (a
# verdicts-final30 class: a wire's "About 3,000 AIK supporters were escorted from Globen in a
# marching column" was a count of 3,000 dispersed, set against the police's 23 refused entry).
ESCORTED_FROM_A_PLACE = [
    ("About 3,000 AIK supporters were escorted from Globen in a marching column.",
     [("crowd", "3000", "fans", "incident")]),
    ("About 3,000 AIK supporters were escorted from the station.", [("crowd", "3000", "fans", "incident")]),
    ("Some 1,200 Rangers fans were escorted from the city centre by mounted police.",
     [("crowd", "1200", "fans", "incident")]),
    ("Around 800 away supporters were escorted from Central Station.", [("crowd", "800", "fans", "incident")]),
    ("Roughly 2,000 Legia fans were escorted from their coaches through the park.",
     [("crowd", "2000", "fans", "incident")]),
    ("The 450 visiting fans were escorted from the fan meeting point.", [("crowd", "450", "fans", "incident")]),
    ("Around 4,800 visiting supporters arrived on two trains and were escorted from Stellingen station.",
     [("crowd", "4800", "fans", "incident")]),
    # removed from the ground, a part of it or a bar: dispersal as before
    ("Two fans were escorted from the stadium.", [("dispersal", "2", "fans", "incident")]),
    ("Three men were escorted from the away end.", [("dispersal", "3", "", "incident")]),
    ("Five fans were escorted from the pub by officers.", [("dispersal", "5", "fans", "incident")]),
    ("Six supporters were escorted from the stands by stewards.", [("dispersal", "6", "fans", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), ESCORTED_FROM_A_PLACE, ids=case_ids(ESCORTED_FROM_A_PLACE))
def test_a_following_escorted_from_a_place_outside_the_ground_is_a_crowd(text, expected):
    assert counted(text, NUMERIC) == sorted(expected), why(text)


# Thousands in the ground, said with no verb, as fans write, are a crowd (a verdicts-final30
# class: three fan blogs' "Over 29,000 in the Tele2 tonight", "Almost 30,000 in the ground"
# and "Over 50,000 in the stadium" gave no attendance to set beside the wire's).
IN_THE_GROUND = [
    ("Over 29,000 in the Tele2 tonight and I honestly think the noise was louder than any derby since 2019.",
     [("crowd", "29000", "", "incident")]),
    ("Almost 30,000 in the ground, and the Encarnados end never stopped.", [("crowd", "30000", "", "incident")]),
    ("What a day in Dublin. Over 50,000 in the stadium, a sea of orange in the corner.",
     [("crowd", "50000", "", "incident")]),
    ("Nearly 40,000 in the Dragão and not one of them sat down.", [("crowd", "40000", "", "incident")]),
    ("More than 60,000 in Wembley for a League Two play-off.", [("crowd", "60000", "", "incident")]),
    ("Some 8,000 in the arena, and the roof nearly came off.", [("crowd", "8000", "", "incident")]),
    ("About 45,000 in the stands and barely a seat free.", [("crowd", "45000", "", "incident")]),
    ("Around 12,000 in Tynecastle on a wet Tuesday night.", [("crowd", "12000", "", "incident")]),
    ("52,000 in the stadium and the away end sold out.", [("crowd", "52000", "", "incident")]),
    ("Almost 20,000 in the Hampden stands, and still the SFA complain.", [("crowd", "20000", "", "incident")]),
    # not a place in the ground, nor money
    ("Over 20,000 in the queue for tickets, apparently.", []),
    ("The club was fined 20,000 in the summer.", []),
    ("Some 5,000 in the city centre before kick-off.", []),
]


@pytest.mark.parametrize(("text", "expected"), IN_THE_GROUND, ids=case_ids(IN_THE_GROUND))
def test_thousands_in_the_ground_with_no_verb_are_a_crowd(text, expected):
    assert counted(text, NUMERIC) == sorted(expected), why(text)


# The crowd named as a whole, the definite thousands of its people, is a crowd wherever it
# stands in the sentence (a verdicts-final30 class: a club's "AIK thanks the 48,311 spectators"
# and a police commander's "The great majority of the 57,000 spectators went home"). Tens of
# thousands of fans so named, no side named with them, are everyone there, no side's following
# (verdicts-final39); a few thousand may be one side's ("the 8,000 fans").
THE_CROWD = [
    ("AIK thanks the 48,311 spectators who supported the team.", [("crowd", "48311", "", "incident")]),
    ("The great majority of the 57,000 spectators went home without incident, said the commander.",
     [("crowd", "57000", "", "incident")]),
    ("Police praised the 30,000 supporters for their behaviour.", [("crowd", "30000", "", "incident")]),
    ("Most of the 41,000 fans left peacefully.", [("crowd", "41000", "", "incident")]),
    ("The club thanked the 12,500 home supporters.", [("crowd", "12500", "fans", "incident")]),
    ("Nobody among the 25,000 people inside was hurt.", [("crowd", "25000", "", "incident")]),
    ("None of the 52,000 spectators saw the incident.", [("crowd", "52000", "", "incident")]),
    ("Police thanked the 8,000 fans for their patience.", [("crowd", "8000", "fans", "incident")]),
    ("The club sent a letter to each of the 20,000 supporters.", [("crowd", "20000", "", "incident")]),
    ("Every one of the 15,000 spectators was searched.", [("crowd", "15000", "", "incident")]),
    # room for them is no crowd
    ("There were tickets for the 5,000 fans.", []),
]


@pytest.mark.parametrize(("text", "expected"), THE_CROWD, ids=case_ids(THE_CROWD))
def test_the_crowd_named_as_a_whole_is_a_crowd(text, expected):
    assert counted(text, NUMERIC) == sorted(expected), why(text)


# Thousands "-odd" or "or so" are a crowd said roughly (a verdicts-final30 class: a Zürich
# blog's "31,000-odd watched YB cruise" gave no attendance beside the radio's 31,120).
ODD_OR_SO = [
    ("The Stadtclub never looked like scoring, and 31,000-odd watched YB cruise.",
     [("crowd", "31000", "", "incident")]),
    ("There were 40,000-odd fans inside the ground.", [("crowd", "40000", "fans", "incident")]),
    ("12,000-odd packed into Tynecastle.", [("crowd", "12000", "", "incident")]),
    ("Some 20,000-odd supporters watched in the rain.", [("crowd", "20000", "fans", "incident")]),
    ("And 8,000-odd turned up on a Tuesday night.", [("crowd", "8000", "", "incident")]),
    ("50,000-odd in the stadium and not a seat free.", [("crowd", "50000", "", "incident")]),
    ("The vast majority of the 23,000 or so supporters at Molineux enjoyed the game.",
     [("crowd", "23000", "fans", "incident")]),
    ("Police thanked the 30,000 or so fans for their patience.", [("crowd", "30000", "fans", "incident")]),
    ("Most of the 45,000 or so supporters left quickly.", [("crowd", "45000", "fans", "incident")]),
    ("None of the 18,000 or so people inside saw it.", [("crowd", "18000", "", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), ODD_OR_SO, ids=case_ids(ODD_OR_SO))
def test_thousands_odd_or_so_are_a_crowd(text, expected):
    assert counted(text, NUMERIC) == sorted(expected), why(text)


def test_a_round_thousand_of_the_crowd_as_a_whole_is_said_roughly():
    [claim] = [c for c in extract("The match went well for the overwhelming majority of the 47,000 spectators.")
               if c.kind == "crowd"]
    assert (claim.low, claim.high, claim.approximate) == (47000, 47000, True)
    [exact] = [c for c in extract("AIK thanks the 48,311 spectators who supported the team.") if c.kind == "crowd"]
    assert exact.approximate is False


def test_thousands_or_so_are_about_that():
    [claim] = [c for c in extract("The vast majority of the 23,000 or so supporters at Molineux enjoyed the game.")
               if c.kind == "crowd"]
    assert (claim.low, claim.high, claim.approximate) == (23000, 23000, True)


def test_thousands_odd_are_more_than_that():
    [claim] = [c for c in extract("The Stadtclub never looked like scoring, and 31,000-odd watched YB cruise.")
               if c.kind == "crowd"]
    assert (claim.low, claim.high, claim.approximate) == (31000, None, True)


# Where a following was, in a fan's words, and a crowd that "included" its following (a
# verdicts-final9 class: five fan blogs' "There were 3,000 of us tucked into the corner",
# "About 3,000 of us made it to the Puskas", "1,900 of us behind the goal", and a wire's
# "The crowd of 49,312 included some 1,500 Spanish fans" gave no figure to compare).
FOLLOWING_IN_FANS_WORDS = [
    ("There were 3,000 of us tucked into the corner.", [("crowd", "3000", "fans", "incident")]),
    ("About 3,000 of us made it to the Puskas, most by coach.", [("crowd", "3000", "fans", "incident")]),
    ("There were 1,900 of us behind the goal and we sang all night.", [("crowd", "1900", "fans", "incident")]),
    ("Around 600 of us were crammed into the corner of Parken.", [("crowd", "600", "fans", "incident")]),
    ("Some 4,000 Celtic fans were squeezed into the upper tier.", [("crowd", "4000", "fans", "incident")]),
    ("Nearly 1,200 of us made it over to Bilbao.", [("crowd", "1200", "fans", "incident")]),
    ("The 2,000 visiting fans were penned into a corner of the ground.", [("crowd", "2000", "fans", "incident")]),
    ("The crowd of 49,312 included some 1,500 Spanish fans.",
     [("crowd", "1500", "fans", "incident"), ("crowd", "49312", "", "incident")]),
    ("The attendance of 30,210 included about 2,500 Werder supporters.",
     [("crowd", "2500", "fans", "incident"), ("crowd", "30210", "", "incident")]),
    ("Eleven people were arrested and those held included four Celtic fans.",
     [("arrests", "11", "", "incident"), ("arrests", "4", "fans", "incident")]),
    ("Around 2,500 Aston Villa supporters were escorted by metro from the station to the stadium.",
     [("crowd", "2500", "fans", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), FOLLOWING_IN_FANS_WORDS, ids=case_ids(FOLLOWING_IN_FANS_WORDS))
def test_a_following_placed_in_a_fans_words_or_included_in_the_crowd(text, expected):
    assert counted(text, NUMERIC) == sorted(expected), why(text)


# A following come to the match, or in the ground by its name (a verdicts-final34 class: a
# live page's "The 1,900 Saint-Étienne supporters have arrived at the stadium", a radio's
# "Over 4,000 Hungarians were in the Johan Cruyff Arena" and a blog's "3,200 of us going
# absolutely mental in the top corner" gave no figure to compare).  Not those who arrived at
# a hospital, a court or a police station, nor a clause of who they are ("fans who arrived in
# Prague without tickets were escorted back": a dispersal).
FOLLOWING_ARRIVED_OR_IN_THE_GROUND = [
    ("1,900 Saint-Étienne supporters have arrived at the stadium.", [("crowd", "1900", "fans", "incident")]),
    ("About 300 Rangers fans arrived in Seville on Tuesday.", [("crowd", "300", "fans", "incident")]),
    ("Some 2,000 Ajax supporters arrived at Amsterdam Centraal by special train.",
     [("crowd", "2000", "fans", "incident")]),
    ("Around 800 Dinamo supporters arrived in organised transport.", [("crowd", "800", "fans", "incident")]),
    ("Over 4,000 Hungarians were in the Johan Cruyff Arena.", [("crowd", "4000", "", "incident")]),
    ("Around 3,000 City supporters were in the sold-out ground.", [("crowd", "3000", "fans", "incident")]),
    ("About 1,500 Lech fans were at the Stadion Miejski by six.", [("crowd", "1500", "fans", "incident")]),
    ("Some 600 Celtic supporters were already in the Estadio Ramón de Carranza.",
     [("crowd", "600", "fans", "incident")]),
    ("One-all, and 3,200 of us going absolutely mental in the top corner of the away end.",
     [("crowd", "3200", "fans", "incident")]),
    ("2,000 of us bouncing all night in the far corner.", [("crowd", "2000", "fans", "incident")]),
    # not a following
    ("Two injured fans arrived at hospital shortly after.", [("injuries", "2", "", "incident")]),
    ("The two Leeds fans arrived in court in handcuffs.", []),
    ("Three men arrived at the local police station to hand themselves in.", []),
    ("About 60 Polish fans who arrived in Prague without tickets were escorted back to the station.",
     [("dispersal", "60", "fans", "incident")]),
    ("Some 300 fans who had arrived at the ground early were turned away.",
     [("dispersal", "300", "fans", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), FOLLOWING_ARRIVED_OR_IN_THE_GROUND,
                         ids=case_ids(FOLLOWING_ARRIVED_OR_IN_THE_GROUND))
def test_a_following_arrived_or_in_the_ground_by_its_name_is_a_crowd(text, expected):
    assert counted(text, NUMERIC) == sorted(expected), why(text)


# Thousands of spectators are the crowd, whatever the words around them (a verdicts-final34
# class: a radio's "In a half-empty Olimpiyskiy, with just over 17,000 spectators under the
# COVID-19 rules, Barça struggled" gave no crowd beside the paper's 17,318).  A few
# spectators are people something befell, and "the 47,000 spectators" is read as the whole
# crowd, roughly, as before.
SPECTATORS_IN_THOUSANDS = [
    ("In a half-empty Olimpiyskiy, with just over 17,000 spectators under the COVID-19 rules, Barça struggled.",
     [("crowd", "17000", "", "incident")]),
    ("The stadium was sold out, with 31,500 spectators.", [("crowd", "31500", "", "incident")]),
    ("Four detentions among about 47,000 spectators shows the supporters behaved.",
     [("arrests", "4", "", "incident"), ("crowd", "47000", "", "incident")]),
    ("During the policing of the match at the OPAP Arena (29,400 spectators), nine people were arrested.",
     [("arrests", "9", "", "incident"), ("crowd", "29400", "", "incident")]),
    ("The win over Fiorentina - 27,920 spectators at the Dall'Ara - had an ugly prelude.",
     [("crowd", "27920", "", "incident")]),
    ("About 2,600 FC Porto supporters travelled to Lisbon, in a total of around 62,000 spectators.",
     [("crowd", "2600", "fans", "incident"), ("crowd", "62000", "", "incident")]),
    ("With 30,000 spectators, three people were injured in the crush.",
     [("crowd", "30000", "", "incident"), ("injuries", "3", "", "incident")]),
    ("It was a lively derby, with about 18,500 spectators.", [("crowd", "18500", "", "incident")]),
    ("The match was sold out with 58,000 spectators, among them around 5,800 Bayern supporters.",
     [("crowd", "58000", "", "incident"), ("crowd", "5800", "fans", "incident")]),
    ("More than 50,000 spectators at San Mamés fell silent.", [("crowd", "50000", "", "incident")]),
    # a few spectators something befell (medical help: hurt, since version 162)
    ("Two spectators received medical assistance from ambulance crews.", [("injuries", "2", "fans", "incident")]),
    ("Three spectators were hurt by a flare.", [("injuries", "3", "fans", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), SPECTATORS_IN_THOUSANDS, ids=case_ids(SPECTATORS_IN_THOUSANDS))
def test_thousands_of_spectators_are_the_crowd(text, expected):
    assert counted(text, NUMERIC) == sorted(expected), why(text)


# The crowd at a place, then its size (a verdicts-final10 class: a radio report's "The crowd
# at the Karaiskakis Stadium was 31,116" gave no crowd, so the police's "Some 31,000
# spectators" had nothing to meet; the same in three more of its matches).
CROWD_AT_A_PLACE = [
    ("The crowd at the Karaiskakis Stadium was 31,116.", [("crowd", "31116", "", "incident")]),
    ("The crowd at Rodney Parade was 8,000.", [("crowd", "8000", "", "incident")]),
    ("The attendance at the Stade de la Beaujoire was 34,682.", [("crowd", "34682", "", "incident")]),
    ("The crowd in Bergamo was 21,087.", [("crowd", "21087", "", "incident")]),
    ("The attendance at the NSC Olimpiyskiy was 64,638.", [("crowd", "64638", "", "incident")]),
    ("The gate at Blundell Park was 8,747.", [("crowd", "8747", "", "incident")]),
    ("The crowd at the ground was 20,000.", [("crowd", "20000", "", "incident")]),
    ("The attendance at Ibrox officially stood at 49,812.", [("crowd", "49812", "", "incident")]),
    ("The crowd at Celtic Park numbered 58,000.", [("crowd", "58000", "", "incident")]),
    ("The attendance in Cardiff was 32,362.", [("crowd", "32362", "", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), CROWD_AT_A_PLACE, ids=case_ids(CROWD_AT_A_PLACE))
def test_the_crowd_at_a_place_then_its_size(text, expected):
    assert counted(text) == sorted(expected), why(text)


# A body's members counted as its membership are no crowd (a verdicts-final12 class: a
# supporters' club "whose 46 members travelled" was one side's following of 46, a false
# conflict with the radio's 3,500 fans).
MEMBERSHIPS = [
    "Margaret Inglis, secretary of the Leith Tartan Army Club, whose 46 members travelled on two coaches, "
    "said it was calm.",
    "The supporters' club, whose 300 members made the trip, condemned the violence.",
    "The group's 80 members travelled by train.",
    "Their 60 members were escorted to the ground.",
    "The club's 400 members travelled to Rome.",
    "The fan group said its almost 700 members were in the away end.",
    "The trust, whose 1,200 members were in the away end, called for calm.",
    "The branch's 45 members made the trip by coach.",
    "The association said its 250 members travelled by train.",
    "The ultras group, whose 150 members were escorted to the stadium, was banned.",
]


@pytest.mark.parametrize("text", MEMBERSHIPS)
def test_a_bodys_members_are_no_crowd(text):
    assert [c for c in counted(text) if c[0] == "crowd"] == []


# A crowd's size said in the present, as a live page does (a verdicts-final12 class: "The
# official attendance tonight is 72,144" was no figure, beside a paper's "more than 72,000").
PRESENT_TENSE_SIZES = [
    ("The official attendance tonight is 72,144.", "72144"),
    ("The official attendance is 72,144.", "72144"),
    ("Today's crowd is 41,000.", "41000"),
    ("The attendance stands at 52,000.", "52000"),
    ("The gate is 8,747.", "8747"),
    ("The crowd here is 30,512, a sell-out.", "30512"),
    ("The attendance at Celtic Park is 58,000.", "58000"),
    ("Attendance is 40,144.", "40144"),
    ("The crowd tonight is 22,000.", "22000"),
    ("The gate at Rodney Parade is 6,203.", "6203"),
]


@pytest.mark.parametrize(("text", "value"), PRESENT_TENSE_SIZES)
def test_a_crowds_size_said_in_the_present(text, value):
    assert [c[:2] for c in counted(text) if c[0] == "crowd"] == [("crowd", value)]


# Who came to the match, in a police commander's words, and a following heard singing (a
# failure class of verdicts-final14, in three of its police releases: "More than 33,000
# people came to Wembley" gave no crowd; and a blog's "1,500 of us singing").
CAME_TO_THE_MATCH = [
    ('"Almost 49,000 people came to Friends Arena, and the vast majority had a good evening," said the commander.',
     [("crowd", "49000", "incident")]),
    ("More than 33,000 people came to Wembley for the final.", [("crowd", "33000", "incident")]),
    ("More than 4,000 people came to Stark's Park for the first Fife derby of the season.",
     [("crowd", "4000", "incident")]),
    ("About 2,000 fans came along to support the team.", [("crowd", "2000", "incident")]),
    ("Some 500 supporters turned up at the training ground.", [("crowd", "500", "incident")]),
    ("Around 300 fans turned up for the open session.", [("crowd", "300", "incident")]),
    ("Two goals in six minutes, 2-2, and 1,500 of us singing like it was Rams Park.",
     [("crowd", "1500", "incident")]),
    ("Hundreds of fans were chanting against the owners.", [("crowd", "200", "incident")]),
    ("Some 20,000 Celtic fans came to Seville without tickets.", [("crowd", "20000", "incident")]),
    ("Nearly 3,000 of us came to Bergamo.", [("crowd", "3000", "incident")]),
    # not who came: blows, aid, an end; and what people sang is no count of its own
    ("Two fans came to blows in the concourse.", [("crowd", "2", "incident")]),
    ("Three men came to the aid of the injured steward.", []),
    ("The trial came to an end for the 12 men.", []),
    ("Two fans singing racist songs were arrested.", [("arrests", "2", "incident")]),
    ("Three men chanting abuse were ejected.", [("dispersal", "3", "incident")]),
]


@pytest.mark.parametrize("text, expected", CAME_TO_THE_MATCH, ids=case_ids(CAME_TO_THE_MATCH))
def test_who_came_to_the_match_or_was_heard_singing_is_a_crowd(text, expected):
    assert found(text) == sorted(expected), why(text)


# The attendance as a label (a failure class of verdicts-final14, common in live pages and
# match reports: "21:15 - The attendance tonight: 75,000." gave no crowd).
ATTENDANCE_LABELS = [
    ("21:15 - The attendance tonight: 75,000.", [("crowd", "75000", "incident")]),
    ("Attendance: 31,402.", [("crowd", "31402", "incident")]),
    ("Crowd: 48,716 (1,200 away).", [("crowd", "1200", "incident"), ("crowd", "48716", "incident")]),
    ("The official attendance: 52,123", [("crowd", "52123", "incident")]),
    ("Gate: 4,022.", [("crowd", "4022", "incident")]),
    ("Att: 9,850.", []),
    ("Attendance at Tynecastle: 19,012.", [("crowd", "19012", "incident")]),
    ("The crowd tonight: about 60,000.", [("crowd", "60000", "incident")]),
    ("Official attendance: 41,203 (a record).", [("crowd", "41203", "incident")]),
    ("Crowd at the Den: 14,110.", [("crowd", "14110", "incident")]),
    ("Attendance: 8,214.", [("crowd", "8214", "incident")]),
]


@pytest.mark.parametrize("text, expected", ATTENDANCE_LABELS, ids=case_ids(ATTENDANCE_LABELS))
def test_the_attendance_as_a_label_is_the_crowd(text, expected):
    assert found(text) == sorted(expected), why(text)


# People there, said as such, or by the ground's own count (failure classes of
# verdicts-final13 and verdicts-final14: fan blogs' "There were 3,000 of us, give or take"
# and "15,000 of us in that end", a police commander's "Almost 18,000 people enjoyed a
# fantastic night", "The big screen said 34,726" and "the scoreboard said 8,214 people were
# inside" gave no crowd).
THERE_AND_COUNTED = [
    ("There were 3,000 of us, give or take, and most had been on the Riva since lunchtime.",
     [("crowd", "3000", "incident")]),
    ("There were 60 of us on that platform, minding our own business.", [("crowd", "60", "incident")]),
    ("15,000 of us in that end, and I reckon every one of them was on the pitch.", [("crowd", "15000", "incident")]),
    ("About 2,000 of us in our section sang for ninety minutes.", [("crowd", "2000", "incident")]),
    ("Almost 18,000 people enjoyed a fantastic night at Windsor Park.", [("crowd", "18000", "incident")]),
    ("The big screen said 34,726 and it felt like twice that.", [("crowd", "34726", "incident")]),
    ("The scoreboard showed 12,500.", [("crowd", "12500", "incident")]),
    ("The stadium is tiny, and the scoreboard said 8,214 people were inside, which felt like more.",
     [("crowd", "8214", "incident")]),
    ("There were 38,102 fans inside the Aviva.", [("crowd", "38102", "incident")]),
    ("The tannoy announced 41,000 and the place went up.", [("crowd", "41000", "incident")]),
    # no people, no crowd; people there on duty are a deployment
    ("There were two goals in the first half.", []),
    ("There were about 40 officers on duty.", []),
    ("There were 12 arrests.", [("arrests", "12", "incident")]),
    ("The announcer said 2-1.", []),
]


@pytest.mark.parametrize("text, expected", THERE_AND_COUNTED, ids=case_ids(THERE_AND_COUNTED))
def test_people_said_to_be_there_or_counted_by_the_ground_are_a_crowd(text, expected):
    assert found(text) == sorted(expected), why(text)


# A full house of N is the crowd (a failure class of verdicts-final17: a Lyon blog's "A full
# house of nearly 49,000, half of it ours" gave no figure beside the wire's 48,537).
@pytest.mark.parametrize(("text", "low", "approximate"), [
    ("A full house of nearly 49,000, half of it ours, and the noise at the end was the best.", 49000, True),
    ("A full house of 30,000 saw the game.", 30000, False),
    ("In front of a full house of 52,000, Celtic won.", 52000, False),
    ("The game was played before a full house of 41,000.", 41000, False),
    ("It was a full house of 75,000 at Old Trafford.", 75000, False),
    ("There was a full house of 20,000 at Pittodrie.", 20000, False),
    ("Before a full house of 31,000 the hosts won 2-0.", 31000, False),
    ("A full house of around 60,000 watched the derby.", 60000, True),
    ("With a full house of 27,000 in, the noise was deafening.", 27000, False),
    ("A full house of 9,000 at Tynecastle roared them on.", 9000, False),
])
def test_a_full_house_of_n_is_the_crowd(text, low, approximate):
    crowds = [c for c in extract(text) if c.kind == "crowd"]
    assert [(c.low, c.approximate) for c in crowds] == [(low, approximate)]


# A fan's own side counted where it stood or how it went (a failure class found in fan blogs
# of several sets: "We were about 3,000 of us in the top corner of La Catedral", "All 1,800
# of us in the corner, in good voice", "1,500 of us went up, most on the special train",
# "2,500 of us came on the Extrazug" gave no figure beside the police's following).
OUR_FOLLOWING = [
    ("We were about 3,000 of us in the top corner of La Catedral.", [("crowd", "3000", "fans", "incident")]),
    ("We were 2,500 of us in the top corner of that enormous bowl.", [("crowd", "2500", "fans", "incident")]),
    ("We were 1,200 of us in the corner of that stadium.", [("crowd", "1200", "fans", "incident")]),
    ("All 1,800 of us in the corner, in good voice.", [("crowd", "1800", "fans", "incident")]),
    ("3,700 of us in the corner, the rest of the stadium in yellow.", [("crowd", "3700", "fans", "incident")]),
    ("Inside, 2,500 of us wet through in the corner of the Kuip.", [("crowd", "2500", "fans", "incident")]),
    ("1,500 of us went up, most on the special train that left Termini at half six.",
     [("crowd", "1500", "fans", "incident")]),
    ("1,200 of us went to Warsaw.", [("crowd", "1200", "fans", "incident")]),
    ("Around 2,000 of us went to the capital on Sunday.", [("crowd", "2000", "fans", "incident")]),
    ("2,500 of us came on the Extrazug and were marched into the away sector.",
     [("crowd", "2500", "fans", "incident")]),
    ("About 800 of us went over by coach.", [("crowd", "800", "fans", "incident")]),
    ("Some 400 of us came by train.", [("crowd", "400", "fans", "incident")]),
    ("Eleven of us went down from Austin together and met the rest in the Condesa.", []),
    # not a following: somewhere else, or what happened to some of us
    ("Two of us went to hospital with cuts.", []),
    ("Three of us went to the police station to complain.", []),
    ("We were two goals down at the break.", []),
    ("Five of us in the corner were arrested.", [("arrests", "5", "fans", "incident")]),
]


# A following by the part of the ground it filled or the trip it made (a class of
# verdicts-final35: a Fiorentina blog's "2,000 of us filled the guest sector", an AIK blog's
# "Around 3,500 of us filled the away end", a Greek blog's "1,500 of us made that trip" and a
# police release's "The visiting sector was occupied by around 900 Panathinaikos supporters"
# gave no figure to set against the police's).
FILLED_OR_TRAVELLED = [
    ("Anyone who was there knows: 2,000 of us filled the guest sector.", [("crowd", "2000", "fans", "incident")]),
    ("Around 3,500 of us filled the away end at Tele2.", [("crowd", "3500", "fans", "incident")]),
    ("1,500 of us made that trip, by charter into Porto.", [("crowd", "1500", "fans", "incident")]),
    ("The visiting sector was occupied by around 900 Panathinaikos supporters.",
     [("crowd", "900", "fans", "incident")]),
    ("For the 612 YB supporters in the away sector, the night did not end at the final whistle.",
     [("crowd", "612", "fans", "incident")]),
    ("Around 1,200 Fiorentina supporters in the guest sector made themselves heard.",
     [("crowd", "1200", "fans", "incident")]),
    ("About 400 Hearts fans filled the Roseburn Stand.", [("crowd", "400", "fans", "incident")]),
    ("The away end was packed by 3,000 Leeds fans.", [("crowd", "3000", "fans", "incident")]),
    ("Some 700 of us made our trip by coach.", [("crowd", "700", "fans", "incident")]),
    ("The away section had been filled by 1,800 Rangers supporters long before kick-off.",
     [("crowd", "1800", "fans", "incident")]),
    ("Nearly 900 visiting fans occupied the upper tier of the away stand.", [("crowd", "900", "fans", "incident")]),
    # not a part of the ground
    ("Two of us filled the gap.", []),
]


@pytest.mark.parametrize(("text", "expected"), FILLED_OR_TRAVELLED, ids=case_ids(FILLED_OR_TRAVELLED))
def test_a_following_by_the_end_it_filled_or_the_trip_it_made(text, expected):
    assert counted(text) == sorted(expected), why(text)


@pytest.mark.parametrize(("text", "expected"), OUR_FOLLOWING, ids=case_ids(OUR_FOLLOWING))
def test_a_fans_own_side_counted_where_it_stood_or_how_it_went(text, expected):
    assert counted(text) == sorted(expected), why(text)


# A crowd told by its size at the start of a quotation (a failure class of verdicts-final19:
# a police commander's "\"Some 44,000 spectators watched a high-level European match last
# night,\" said ..." gave no figure beside the wire's 44,312).
QUOTED_SIZES = [
    ("\"Some 44,000 spectators watched a high-level European match last night,\" said the commander.", 44000),
    ("“Some 20,000 supporters sang for 90 minutes,” the club said.", 20000),
    ("‘About 45,000 spectators enjoyed a safe evening,’ said the superintendent.", 45000),
    ("\"Over 60,000 fans stood for the anthem,\" he added.", 60000),
    ("\"Around 52,000 people watched the final,\" police said.", 52000),
    ("\"An estimated 70,000 fans followed the match in the city,\" police said.", 70000),
    ("(\"Roughly 33,000 spectators saw the game.\")", 33000),
    ("“More than 41,000 supporters rose as one,” the manager said.", 41000),
    ("\"Some 12,000 fans stayed behind to applaud,\" the club said.", 12000),
    ("'Nearly 25,000 people left the stadium calmly,' police said.", 25000),
    # an object, not a subject
    ("\"Tickets for 20,000 fans were sold,\" he said.", None),
]


# An attendance given, announced or put at a figure (a failure class of verdicts-final19: a
# radio's "the crowd was given as 21,086" gave no figure beside the police's "About 21,000
# spectators").
ATTENDANCE_GIVEN = [
    ("The crowd was given as 21,086.", 21086),
    ("The attendance was announced as 33,412.", 33412),
    ("The crowd was put at 40,000 by police.", 40000),
    ("The attendance was officially given as 28,120.", 28120),
    ("The gate was recorded as 12,004.", 12004),
    ("The crowd was listed at 9,876.", 9876),
    ("Tonight's attendance was confirmed as 51,233.", 51233),
    ("The attendance at Hampden was given as 47,247.", 47247),
    ("The crowd is given as 18,500.", 18500),
    ("The attendance was declared as 61,000.", 61000),
    # put at risk: no figure
    ("The attendance was put at risk by 50 ultras.", None),
]


@pytest.mark.parametrize(("text", "low"), [*QUOTED_SIZES, *ATTENDANCE_GIVEN],
                         ids=case_ids([*QUOTED_SIZES, *ATTENDANCE_GIVEN]))
def test_a_crowd_quoted_by_its_size_or_given_as_an_attendance(text, low):
    assert [c.low for c in extract(text) if c.kind == "crowd"] == ([low] if low else []), why(text)


# The crowd named as a whole, its thousands with "the" and a word of how many before them (a
# verdicts-final39 class: a police quote's "The vast majority of the almost 19,000 supporters
# were a credit to both clubs" gave no crowd): the whole crowd, no side's following.
THE_CROWD_WITH_ITS_MODIFIER = [
    ("The vast majority of the almost 19,000 supporters were a credit to both clubs.", "19000"),
    ("The great majority of the nearly 40,000 fans went home peacefully.", "40000"),
    ("Police thanked the more than 30,000 spectators for their patience.", "30000"),
    ("Most of the around 25,000 supporters left quickly.", "25000"),
    ("The club thanked the some 12,000 fans who came.", "12000"),
    ("The overwhelming majority of the about 50,000 spectators behaved well.", "50000"),
    ("Officers praised the almost 18,000 supporters inside the ground.", "18000"),
    ("The vast majority of the over 20,000 fans were well behaved.", "20000"),
    ("The commander thanked the nearly 60,000 people for their patience.", "60000"),
    ("Almost all of the roughly 15,000 supporters behaved impeccably.", "15000"),
]


@pytest.mark.parametrize(("text", "value"), THE_CROWD_WITH_ITS_MODIFIER,
                         ids=[t[:40] for t, _ in THE_CROWD_WITH_ITS_MODIFIER])
def test_the_crowd_named_as_a_whole_with_a_word_of_how_many(text, value):
    assert counted(text, ("crowd",)) == [("crowd", value, "", "incident")], why(text)


@pytest.mark.parametrize(("text", "expected"), [
    ("Tickets for the almost 5,000 fans were sold out.", []),
    ("The 3,000 Celtic fans who travelled were superb.", [("crowd", "3000", "fans", "incident")]),
])
def test_a_room_for_a_crowd_or_a_sides_following_is_no_whole_crowd(text, expected):
    assert counted(text, ("crowd",)) == expected


# Tens of thousands of fans, no side named with them and no journey or away end said of them,
# are everyone there (a verdicts-final40 class: a police quote's "Almost 12,500 supporters came
# through the turnstiles" was one side's following, so it never met a paper's attendance of
# 12,417).
TENS_OF_THOUSANDS_OF_FANS = [
    ("Almost 12,500 supporters came through the turnstiles for a cup tie that went to penalties.", "12500"),
    ("More than 17,000 supporters were at the game.", "17000"),
    ("About 40,000 fans saw the hosts win 2-0.", "40000"),
    ("Some 25,000 supporters watched a tense derby.", "25000"),
    ("Nearly 30,000 fans filled the ground on a cold night.", "30000"),
    ("Over 15,000 supporters stayed behind to applaud the players.", "15000"),
    ("Around 52,000 fans were inside when the flares were lit.", "52000"),
    ("More than 20,000 supporters came through the gates before kick-off.", "20000"),
    ("About 11,000 fans attended the game at the Falkirk Stadium.", "11000"),
    ("Almost 45,000 supporters were in the ground for the derby.", "45000"),
]


@pytest.mark.parametrize(("text", "value"), TENS_OF_THOUSANDS_OF_FANS,
                         ids=[t[:40] for t, _ in TENS_OF_THOUSANDS_OF_FANS])
def test_tens_of_thousands_of_fans_with_no_side_are_the_whole_crowd(text, value):
    assert counted(text, ("crowd",)) == [("crowd", value, "", "incident")], why(text)


@pytest.mark.parametrize(("text", "value"), [
    ("About 15,000 supporters travelled to Seville.", "15000"),
    ("Some 20,000 fans were in the away end.", "20000"),
    ("Around 3,000 supporters came through the turnstiles.", "3000"),
    ("Some 12,000 Celtic fans were at the game.", "12000"),
    ("NEC brought some 17,500 supporters to Rotterdam in dozens of buses.", "17500"),
])
def test_a_journey_an_away_end_a_side_or_a_few_thousand_keep_the_fans(text, value):
    assert counted(text, ("crowd",)) == [("crowd", value, "fans", "incident")], why(text)


# Thousands of a fan's own side in a town or ground, with no verb (a verdicts-final40 class: a
# Celtic blog's "6,000 of us in Bern." and a Schalke blog's "12,000 of us in Nuremberg" gave no
# following to set against the police's).
OF_US_IN_A_PLACE = [
    ("6,000 of us in Bern.", "6000"),
    ("12,000 of us in Nuremberg - anybody who was in the away block knows the police figure of 8,000 is "
     "nonsense.", "12000"),
    ("Almost 3,000 of us in Glasgow, and we never stopped singing.", "3000"),
    ("Over 5,000 of us in the Tele2 tonight.", "5000"),
    ("About 4,000 of us in the away end.", "4000"),
    ("More than 2,000 of us in Rotterdam on a Thursday night.", "2000"),
    ("Some 7,000 of us in Seville, and what a night.", "7000"),
    ("10,000 of us in Lisbon - never forget it.", "10000"),
    ("Nearly 2,500 of us in the corner of the Kuip.", "2500"),
    ("Around 1,000 of us in Bergamo, soaked through.", "1000"),
]


@pytest.mark.parametrize(("text", "value"), OF_US_IN_A_PLACE, ids=[t[:40] for t, _ in OF_US_IN_A_PLACE])
def test_thousands_of_us_in_a_place_are_a_following(text, value):
    assert counted(text, ("crowd",)) == [("crowd", value, "fans", "incident")], why(text)


# A following's journey said with "made it" ending its clause, into the ground or in time, or
# with a journey's other nouns (a verdicts-final44 class: a Villarreal blog's "Roughly 400 of us
# made it, by plane via Zagreb" and a radio's "About 250 Santa Clara fans made the flight from
# São Miguel" gave no following beside the police's). Not a score ("made it 2-0"), nor a
# pitch ("made it onto the pitch").
MADE_IT = [
    ("Roughly 400 of us made it, by plane via Zagreb, by ferry from Ancona.", "400"),
    ("About 250 Santa Clara fans made the flight from São Miguel.", "250"),
    ("Around 2,000 away fans made it into the ground before kick-off.", "2000"),
    ("Only 50 of us made it in time for kick-off.", "50"),
    ("Some 300 Orient fans made the trek north.", "300"),
    ("About 600 Hibs supporters made the crossing to Belfast.", "600"),
    ("Nearly 1,200 of us made it.", "1200"),
    ("Around 90 Stranraer fans made the long drive to Elgin.", "90"),
    ("More than 3,000 Celtic fans made the pilgrimage to Lisbon.", "3000"),
    ("About 700 of us made it inside the stadium despite the queues.", "700"),
    ("Some 150 Shetland-based fans made the ferry crossing south.", "150"),
]


@pytest.mark.parametrize(("text", "value"), MADE_IT, ids=[t[:40] for t, _ in MADE_IT])
def test_a_following_that_made_it_or_made_the_flight_is_a_crowd(text, value):
    assert [(kind, n, group) for kind, n, group, _ in counted(text, ("crowd",))] == [("crowd", value, "fans")], \
        why(text)


@pytest.mark.parametrize("text", [
    "Smith made it 2-0 on the hour.",
    "Two fans made it onto the pitch before stewards caught them.",
    "The referee made it clear that the game would not restart.",
])
def test_made_it_of_a_score_a_pitch_or_a_word_is_no_crowd(text):
    assert counted(text, ("crowd",)) == [], why(text)


# Part of a crowd said "in the crowd of" or "among the crowd" (a verdicts-final44 class: a local
# paper's "Around 600 Ayr fans were in the crowd of 1,847 at the Excelsior" gave only the 1,847,
# beside a fan blog's "at least 800 of us in that stand").
IN_THE_CROWD = [
    ("Around 600 Ayr fans were in the crowd of 1,847 at the Excelsior.",
     [("crowd", "1847", "", "incident"), ("crowd", "600", "fans", "incident")]),
    ("About 3,000 Celtic fans were among the crowd.", [("crowd", "3000", "fans", "incident")]),
    ("Some 1,200 Rovers supporters were in the sell-out crowd.", [("crowd", "1200", "fans", "incident")]),
    ("Around 450 Dundee fans were among the crowd of 5,012.",
     [("crowd", "450", "fans", "incident"), ("crowd", "5012", "", "incident")]),
    ("About 900 Motherwell supporters were in the crowd at Fir Park.", [("crowd", "900", "fans", "incident")]),
    ("Roughly 2,000 Wales fans were also in the crowd.", [("crowd", "2000", "fans", "incident")]),
    ("Some 300 Hamilton fans were amongst the crowd.", [("crowd", "300", "fans", "incident")]),
    ("About 5,000 visiting supporters were in a crowd of 40,000.",
     [("crowd", "40000", "", "incident"), ("crowd", "5000", "fans", "incident")]),
    ("Around 700 Partick supporters were in the crowd on Saturday.", [("crowd", "700", "fans", "incident")]),
    ("Some 250 Forfar fans were in the small crowd.", [("crowd", "250", "fans", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), IN_THE_CROWD, ids=case_ids(IN_THE_CROWD))
def test_fans_in_or_among_the_crowd_are_a_following(text, expected):
    assert counted(text, ("crowd",)) == sorted(expected), why(text)


# Thousands seeing the match after "where", and a ground said full with its size set off by a
# comma, as fans write (a verdicts-final45 class: a local paper's "at a sold-out Gamla Ullevi,
# where 17,882 saw a 54th-minute equaliser" and a fan blog's "The ground looked full, over
# 17,000, and the noise ..." gave no crowd to compare).
SEEN_OR_SAID_FULL = [
    ("They drew at a sold-out Gamla Ullevi, where 17,882 saw a 54th-minute equaliser.", ("17882", False)),
    ("The sides met at Tynecastle, where 19,012 watched a dour draw.", ("19012", False)),
    ("It was settled at the Aviva, where 48,000 witnessed a late winner.", ("48000", False)),
    ("The final was at Hampden, where 50,000 saw Celtic lift the cup.", ("50000", False)),
    ("The ground looked full, over 17,000, and the noise was something else.", ("17000", True)),
    ("The stadium was full-ish, maybe around 17,000, and loud for ninety minutes.", ("17000", True)),
    ("The ground was rammed, easily 12,000, and the away end was bouncing.", ("12000", True)),
    ("The stadium looked packed, about 30,000, for a Tuesday night.", ("30000", True)),
    ("The place was heaving, well over 8,000, and nobody sat down.", ("8000", True)),
    ("The ground was almost full, probably 9,000, despite the rain.", ("9000", True)),
]


@pytest.mark.parametrize(("text", "expected"), SEEN_OR_SAID_FULL, ids=[t[:40] for t, _ in SEEN_OR_SAID_FULL])
def test_thousands_who_saw_it_or_a_ground_said_full_with_its_size_are_the_crowd(text, expected):
    value, approximate = expected
    [claim] = [c for c in extract(text) if c.kind == "crowd"]
    assert (claim.value, claim.group, claim.approximate, claim.scope) == (value, "", approximate, "incident")


@pytest.mark.parametrize("text", [
    "2019 saw record arrests at the ground.",
    "The ground was full, and 12 people were arrested.",
])
def test_a_year_that_saw_or_a_full_ground_with_no_size_gives_no_crowd(text):
    assert counted(text, ("crowd",)) == [], why(text)


# A part of the ground that held its people (a verdicts-final45 class: a prefecture's "The away
# section held 1,087 Saint-Étienne supporters" gave no following beside a fan blog's "Over 1,000
# of us"; "held" alone is the arrests' verb).
PART_HELD = [
    ("The away section held 1,087 Saint-Étienne supporters, escorted from the motorway exit.", "1087"),
    ("The guest sector housed about 900 Legia supporters.", "900"),
    ("The away end held 2,000 Celtic fans.", "2000"),
    ("The visitors' enclosure contained some 600 Hibs fans.", "600"),
    ("The south stand held around 3,500 Ajax supporters.", "3500"),
    ("The guest block housed 1,400 Rapid fans.", "1400"),
    ("The upper tier held about 2,800 visiting supporters.", "2800"),
    ("The away terrace held some 450 Raith fans.", "450"),
    ("The curva held about 4,000 Roma ultras.", "4000"),
    ("The away stand hosted roughly 1,100 NAC supporters.", "1100"),
]


@pytest.mark.parametrize(("text", "value"), PART_HELD, ids=[t[:40] for t, _ in PART_HELD])
def test_a_part_of_the_ground_holding_its_people_is_a_following(text, value):
    assert [(kind, n, group) for kind, n, group, _ in counted(text, ("crowd", "arrests"))] == [
        ("crowd", value, "fans")], why(text)


# A journey being made, said with "making" or "make" (a verdicts-final46 class: a local paper's
# "around 450 Arbroath fans had gathered after making the 160 miles trip north" was people
# involved, not the following a fan blog's "About 600 of us made the trip" is set against).
MAKING_THE_TRIP = [
    ("Around 450 Arbroath fans had gathered after making the 160 miles trip north.", "450"),
    ("About 300 fans making the long journey were in good voice.", "300"),
    ("Some 2,000 Celtic fans are making the trip to Lisbon.", "2000"),
    ("Around 900 Hibs fans were making the journey to Aberdeen.", "900"),
    ("About 1,500 Leeds supporters are making the flight to Munich.", "1500"),
    ("Some 250 Orient fans make the trip every season.", "250"),
    ("Around 5,000 Wales fans making the crossing were delayed.", "5000"),
    ("About 700 Dundee supporters, making the short trip, filled the away end.", "700"),
    ("Some 400 Ross County fans were making the long drive south.", "400"),
    ("Around 3,000 Ajax supporters making the trek to Rotterdam sang all the way.", "3000"),
]


@pytest.mark.parametrize(("text", "value"), MAKING_THE_TRIP, ids=[t[:40] for t, _ in MAKING_THE_TRIP])
def test_a_following_making_the_trip_is_a_crowd(text, value):
    assert [(kind, n, group) for kind, n, group, _ in counted(text, ("crowd",))] == [("crowd", value, "fans")], \
        why(text)


# A following told in words of a few is no figure of the crowd (a verdicts-final48 class: a
# radio's "Volos, who had a handful of fans in the away section" was set against a wire's
# "Only 60 Volos supporters made the trip" as a conflict).  A few hundred or thousand are
# figures; and a handful of arrests is a count of three to six.
FEW_FANS = [
    ("Volos had a handful of fans in the away section.", []),
    ("Only a few Volos fans made the trip.", []),
    ("A handful of away supporters were in the ground.", []),
    ("There were a few fans in the away end.", []),
    ("Several home supporters were in the away end.", []),
    ("A couple of fans travelled from Bergen.", []),
    ("Just a handful of supporters travelled to Razgrad.", []),
    ("A few visiting fans made the long trip north.", []),
    ("A handful of Ayr fans were in the away stand.", []),
    ("Only a few of them made it into the ground.", []),
    # figures
    ("A few hundred fans made the trip.", [("crowd", "200", "fans", "incident")]),
    ("Several thousand supporters travelled.", [("crowd", "3000", "fans", "incident")]),
    ("A couple of dozen fans travelled.", [("crowd", "24", "fans", "incident")]),
    ("A handful of fans were arrested.", [("arrests", "3", "fans", "incident")]),
    ("Several fans were hurt.", [("injuries", "3", "fans", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), FEW_FANS, ids=case_ids(FEW_FANS))
def test_a_following_of_a_few_is_no_crowd_figure(text, expected):
    assert counted(text) == sorted(expected), why(text)


# The writer's party said to be there (a verdicts-final49 class: a Bodø/Glimt blog's "we were
# 1,400 of us if we were one" gave no figure beside the police's 700); a people noun must
# follow ("we were two goals down" is none).
WE_WERE = [
    ("We were 1,400 of us if we were one.", [("crowd", "1400", "fans", "incident")]),
    ("We were 1,400 of us.", [("crowd", "1400", "fans", "incident")]),
    ("We were about 600 of us, all in yellow.", [("crowd", "600", "fans", "incident")]),
    ("We were 40 of us on the train.", [("crowd", "40", "fans", "incident")]),
    ("We are 300 of us here tonight.", [("crowd", "300", "fans", "incident")]),
    ("In the end we were almost 2,000 of us behind the goal.", [("crowd", "2000", "fans", "incident")]),
    ("I counted and we were 850 of us, give or take.", [("crowd", "850", "fans", "incident")]),
    ("We were nearly 5,000 of us in Seville.", [("crowd", "5000", "fans", "incident")]),
    ("By kick-off we were 700 of us in the corner.", [("crowd", "700", "fans", "incident")]),
    ("We were maybe 150 of us at the bar before the game.", [("crowd", "150", "fans", "incident")]),
    # no people
    ("We were two goals down at half-time.", []),
    ("We were three points clear of them.", []),
]


@pytest.mark.parametrize(("text", "expected"), WE_WERE, ids=case_ids(WE_WERE))
def test_the_writers_party_said_to_be_there_is_a_crowd(text, expected):
    assert counted(text) == sorted(expected), why(text)


# Turned out for the match is a crowd, turned out of the ground is a dispersal (a verdicts-final54
# class: a radio's "More than 18,000 turned out on a cold Tuesday night" was 18,000 people
# dispersed, against a paper's two removed from the ground).
TURNED_OUT = [
    ("More than 18,000 turned out on a cold Tuesday night in Dublin.", [("crowd", "18000", "", "incident")]),
    ("Around 5,000 fans turned out to watch.", [("crowd", "5000", "fans", "incident")]),
    ("Some 12,000 turned out for the derby.", [("crowd", "12000", "", "incident")]),
    ("Nearly 3,000 supporters turned out in the rain.", [("crowd", "3000", "fans", "incident")]),
    ("Over 40,000 turned out at Hampden.", [("crowd", "40000", "", "incident")]),
    ("About 600 fans turned out at the airport to greet the team.", [("crowd", "600", "fans", "incident")]),
    # turned out of the ground, in the passive
    ("Twelve fans were turned out of the ground.", [("dispersal", "12", "fans", "incident")]),
    ("The stewards said 40 fans had been turned out.", [("dispersal", "40", "fans", "incident")]),
    ("Three supporters got turned out for throwing coins.", [("dispersal", "3", "fans", "incident")]),
    # neither
    ("Five fans turned out to be locals.", []),
]


@pytest.mark.parametrize(("text", "expected"), TURNED_OUT, ids=case_ids(TURNED_OUT))
def test_turned_out_for_the_match_is_a_crowd_and_out_of_the_ground_a_dispersal(text, expected):
    assert counted(text) == sorted(expected), why(text)


# A crowd told with a word of its size between ("in front of a record 16,532", "a 49,800
# sell-out"), let in, at a ground with no verb, or "in all" (a verdicts-final59 class: a
# Finnish paper's "in front of a record 16,532 in Tampere", a German tabloid's "Inside a 49,800
# sell-out", a radio's "Just over 6,000 were allowed in" and a blog's "More than 48,000 at
# Hampden" gave no attendance beside another outlet's).
CROWD_SIZE_WORDS = [
    ("Italy won 2-1 in front of a record 16,532 in Tampere.", [("crowd", "16532", "", "incident")]),
    ("The hosts lost in front of a sell-out 31,204.", [("crowd", "31204", "", "incident")]),
    ("Inside a 49,800 sell-out the Billy Goats won it 2-1.", [("crowd", "49800", "", "incident")]),
    ("They played in front of a bumper 12,400 at the Kassam.", [("crowd", "12400", "", "incident")]),
    ("Just over 6,000 were allowed in.", [("crowd", "6000", "", "incident")]),
    ("About 15,000 were let in because of the ban.", [("crowd", "15000", "", "incident")]),
    ("More than 48,000 at Hampden, and the noise after the equaliser was something else.",
     [("crowd", "48000", "", "incident")]),
    ("Around 30,000 at Parkhead tonight.", [("crowd", "30000", "", "incident")]),
    ("Over 16,000 in all, and the fans sang the whole match.", [("crowd", "16000", "", "incident")]),
    ("Some 9,000 all told, a decent crowd for a Tuesday.", [("crowd", "9000", "", "incident")]),
    # a price, a time or a record of something else
    ("Tickets went on sale at 9,000 forints each.", []),
    ("The club sold a record 16,532 season tickets.", []),
]


@pytest.mark.parametrize(("text", "expected"), CROWD_SIZE_WORDS, ids=case_ids(CROWD_SIZE_WORDS))
def test_a_crowd_with_a_word_of_its_size_let_in_or_at_a_ground(text, expected):
    assert counted(text, ("crowd",)) == sorted(expected), why(text)


# A fan's "we were N" in a place, with no "of us": the writer's party there (a verdicts-final59
# class: a Norway blog's "We were about 1,600 in the away end" and a Greece blog's "We were about
# 300 in Zenica" gave no following beside the police's).
WE_WERE_IN_A_PLACE = [
    ("We were about 1,600 in the away end, and the Scots were welcoming.", [("crowd", "1600", "fans", "incident")]),
    ("We were about 300 in Zenica for the Ethniki.", [("crowd", "300", "fans", "incident")]),
    ("We were 2,000 in the corner and never stopped.", [("crowd", "2000", "fans", "incident")]),
    ("We were around 450 at Vallecas.", [("crowd", "450", "fans", "incident")]),
    ("We were nearly 800 inside the away end by kick-off.", [("crowd", "800", "fans", "incident")]),
    ("We were over 1,000 behind the goal.", [("crowd", "1000", "fans", "incident")]),
    ("We were maybe 600 in the guest sector.", [("crowd", "600", "fans", "incident")]),
    ("We were about 250 in Razgrad.", [("crowd", "250", "fans", "incident")]),
    ("We were 3,000 in Bern, and loud.", [("crowd", "3000", "fans", "incident")]),
    ("We were about 900 in the away section.", [("crowd", "900", "fans", "incident")]),
    # in the ground "we" may be the whole crowd
    ("We were more than 26,000 in the stadium.", [("crowd", "26000", "", "incident")]),
    # a score, a few in a car, or no place
    ("We were 2 down in the second half.", []),
    ("We were three in the car.", []),
]


@pytest.mark.parametrize(("text", "expected"), WE_WERE_IN_A_PLACE, ids=case_ids(WE_WERE_IN_A_PLACE))
def test_we_were_so_many_in_a_place_is_the_writers_following(text, expected):
    assert counted(text, ("crowd",)) == sorted(expected), why(text)


# A side's following by its own name, where it stood or that it travelled (a verdicts-final28
# class seen again in the study of verdicts-final59: an Eintracht blog's "at least 12,000 Eagles
# in the away end", a Hertha blog's "7,000 of us", a Hammarby blog's "about 2,000 Bajen in the
# away end" gave no following beside the police's).
NAMED_FOLLOWINGS = [
    ("About 4,000 Bretons made the trip, and they sang to the end.", [("crowd", "4000", "fans", "incident")]),
    ("Kolo Muani, Götze, and at least 12,000 Eagles in the away end.", [("crowd", "12000", "fans", "incident")]),
    ("Almost 47,000 in the stadium and 8,000 Berliners behind the goal.",
     [("crowd", "47000", "", "incident"), ("crowd", "8000", "fans", "incident")]),
    ("19:35 - Kick-off at Roazhon Park. About 1,500 Nantais in the away end.", [("crowd", "1500", "fans", "incident")]),
    ("About 7,000 Rothosen made the trip to Franconia.", [("crowd", "7000", "fans", "incident")]),
    ("We had 180 Binos in the away end.", [("crowd", "180", "fans", "incident")]),
    ("We were about 2,000 Bajen in the away end.", [("crowd", "2000", "fans", "incident")]),
    ("Some 900 Canaries travelled on the special trains.", [("crowd", "900", "fans", "incident")]),
    ("Nearly 3,000 Magpies were in the away section by kick-off.", [("crowd", "3000", "fans", "incident")]),
    ("Roughly 1,200 Tricolours had travelled, and they never stopped.", [("crowd", "1200", "fans", "incident")]),
    # a name in no place of a following, a month, or a sentence in capitals
    ("About 4,000 Bretons live in the city.", []),
    ("ABOUT 4,000 BRETONS MADE THE TRIP.", []),
]


@pytest.mark.parametrize(("text", "expected"), NAMED_FOLLOWINGS, ids=case_ids(NAMED_FOLLOWINGS))
def test_a_sides_following_by_its_own_name(text, expected):
    assert counted(text, ("crowd",)) == sorted(expected), why(text)


# A ground said full or busy, by a ground word or its name, with its size set off by a comma or a
# dash; "inside it was" so many; a crowd just had; a word of its size before it (a verdicts-final58
# and -final59 class: "The stadium was full - just over 11,000 -", "Vallecas was full, around
# 12,500", "The ground was busy, more than 13,000", "Inside it was 9,000 or so", "A record 8,213
# watched" gave no attendance beside another outlet's).
SAID_FULL_SIZES = [
    ("The stadium was full - just over 11,000 - and the hosts' fans were decent with us inside.",
     [("crowd", "11000", "", "incident")]),
    ("Inside it was 9,000 or so, and the Lariani made plenty of noise.", [("crowd", "9000", "", "incident")]),
    ("The ground was busy, more than 13,000, and the fans sang well.", [("crowd", "13000", "", "incident")]),
    ("Vallecas was full, around 12,500, and loud as always.", [("crowd", "12500", "", "incident")]),
    ("They have a proper crowd now, about 9,000, and the clapping is impressive.",
     [("crowd", "9000", "", "incident")]),
    ("A record 8,213 watched in the capital as the Red Lions moved to 14 points.",
     [("crowd", "8213", "", "incident")]),
    ("Ibrox was rocking - 50,000 - when the second went in.", [("crowd", "50000", "", "incident")]),
    ("The ground looked full, over 17,000, and the noise was deafening.", [("crowd", "17000", "", "incident")]),
    ("Anfield was packed, 53,000, for a Tuesday night.", [("crowd", "53000", "", "incident")]),
    ("A bumper 12,400 saw the hosts win.", [("crowd", "12400", "", "incident")]),
    # not a ground, or no size of people
    ("Scotland was full of fans, 20,000 of them.", []),
    ("The club was busy, 3,000 emails a day.", []),
]


@pytest.mark.parametrize(("text", "expected"), SAID_FULL_SIZES, ids=case_ids(SAID_FULL_SIZES))
def test_a_ground_said_full_or_busy_with_its_size(text, expected):
    assert counted(text, ("crowd",)) == sorted(expected), why(text)


# A following where it sat or stood, in the away corner, block, terrace or pen (a verdicts-final61
# class: a wire's "where only 40 Belarus supporters sat in the away corner" counted nobody).
IN_THE_AWAY_PART = [
    ("A crowd of 12,480 watched, where only 40 Belarus supporters sat in the away corner.",
     [("crowd", "12480", "", "incident"), ("crowd", "40", "fans", "incident")]),
    ("About 300 Rangers fans were in the away block.", [("crowd", "300", "fans", "incident")]),
    ("Just 40 Legia fans stood in the guest block.", [("crowd", "40", "fans", "incident")]),
    ("Roughly 150 Wrexham fans were in the away pen.", [("crowd", "150", "fans", "incident")]),
    ("Just 60 Cluj supporters were on the away terrace.", [("crowd", "60", "fans", "incident")]),
    ("Some 400 Dundee fans in the away corner sang all night.", [("crowd", "400", "fans", "incident")]),
    ("About 250 Partizan fans were in the visiting block.", [("crowd", "250", "fans", "incident")]),
    ("A crowd of 9,000, with 700 Hibs fans in the away corner, saw the game.",
     [("crowd", "700", "fans", "incident"), ("crowd", "9000", "", "incident")]),
    ("Only 90 Aarau supporters sat in the away end.", [("crowd", "90", "fans", "incident")]),
    ("Some 120 Sligo fans stood on the away terrace in the rain.", [("crowd", "120", "fans", "incident")]),
    # not a part of the ground
    ("Two fans sat on the pitch in protest.", []),
]


@pytest.mark.parametrize(("text", "expected"), IN_THE_AWAY_PART, ids=case_ids(IN_THE_AWAY_PART))
def test_a_following_in_the_away_corner_block_terrace_or_pen(text, expected):
    assert counted(text, ("crowd",)) == sorted(expected), why(text)


# ... or in a tier or rows of it (a verdicts-final60 class: a women's football site's "around
# 3,000 Chelsea supporters in the lower tier of the Clock End" counted nobody).
IN_A_TIER_OF_A_PART = [
    ("The attendance was 51,262, with around 3,000 Chelsea supporters in the lower tier of the Clock End.",
     [("crowd", "3000", "fans", "incident"), ("crowd", "51262", "", "incident")]),
    ("About 800 Hibs fans were in the upper tier of the away end.", [("crowd", "800", "fans", "incident")]),
    ("Some 1,500 visiting fans sat in the top rows of the away stand.", [("crowd", "1500", "fans", "incident")]),
    ("Around 600 Dundee fans were in the front rows of the Jimmy Sirrel Stand.",
     [("crowd", "600", "fans", "incident")]),
    ("Roughly 2,000 Leeds fans were in the bottom tier of the Bramall Lane End.",
     [("crowd", "2000", "fans", "incident")]),
    ("Nearly 900 Motherwell fans were in the middle tier of the away section.",
     [("crowd", "900", "fans", "incident")]),
    ("About 400 Ross County supporters stood in the back rows of the away terrace.",
     [("crowd", "400", "fans", "incident")]),
    ("Some 5,000 Rangers fans were in the upper tier of the Broomloan Road end.",
     [("crowd", "5000", "fans", "incident")]),
    ("Just 300 Bristol Rovers fans were in the lower tier of the visiting section.",
     [("crowd", "300", "fans", "incident")]),
    ("Around 1,100 Hearts supporters were in the top half of the away end.", [("crowd", "1100", "fans", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), IN_A_TIER_OF_A_PART, ids=case_ids(IN_A_TIER_OF_A_PART))
def test_a_following_in_a_tier_or_rows_of_a_part(text, expected):
    assert counted(text, ("crowd",)) == sorted(expected), why(text)


# A following told by its side's word alone, the subject of its clause, whatever its verb, and a
# following expected after "with" (a verdicts-final64 class: a live page's "Around 1,500 away fans
# make the noise of three times that" and a police inspector's "With more than 1,000 Gillingham
# fans expected" gave no crowd, each beside another outlet's figure for the same following).
SIDE_WORD_FOLLOWING = [
    ("Around 1,500 away fans make the noise of three times that.", [("crowd", "1500", "fans", "incident")]),
    ("Some 800 visiting supporters sang throughout.", [("crowd", "800", "fans", "incident")]),
    ("About 300 travelling fans stayed behind to applaud the players.", [("crowd", "300", "fans", "incident")]),
    ("The home end was quiet, but 2,000 away supporters kept going all night.",
     [("crowd", "2000", "fans", "incident")]),
    ("Nearly 900 visiting fans gave the team a standing ovation.", [("crowd", "900", "fans", "incident")]),
    ("With more than 1,000 Gillingham fans expected, the operation was planned well in advance.",
     [("crowd", "1000", "fans", "incident")]),
    ("With around 3,000 away supporters expected, extra officers were on duty.",
     [("crowd", "3000", "fans", "incident")]),
    ("With 40,000 people expected, police closed the roads.", [("crowd", "40000", "", "incident")]),
    ("Police were ready, with some 600 Hibs fans expected in the city.", [("crowd", "600", "fans", "incident")]),
    ("With about 1,200 visiting supporters now expected, the away end was extended.",
     [("crowd", "1200", "fans", "incident")]),
    # a count of another kind stands; an object is no crowd
    ("Twelve away fans were ejected by stewards.", [("dispersal", "12", "fans", "incident")]),
    ("Police escorted 500 away fans to the station.", []),
    ("The club sold 2,000 tickets to away fans.", []),
]


@pytest.mark.parametrize(("text", "expected"), SIDE_WORD_FOLLOWING, ids=case_ids(SIDE_WORD_FOLLOWING))
def test_a_following_by_its_sides_word_or_expected_is_a_crowd(text, expected):
    assert counted(text) == sorted(expected), why(text)


# Thousands "inside", with no verb, said as fans write (a verdicts-final66 and -67 class: two
# fan blogs' "over 48,000 inside" and "nearly 20,000 inside and the Sydsiden singing", and a
# tabloid's "the ground - under 3,000 inside - was rocking", gave no attendance to set beside an
# official one); "inside" must end its clause, as "inside the first hour" is a time.
INSIDE_WITH_NO_VERB = [
    ('Los Che find an equaliser and the corner goes mad - over 48,000 inside and the home end silent.',
     [("crowd", '48000', "", "incident")]),
    ('The ground itself was rocking, nearly 20,000 inside and the Sydsiden singing all night.',
     [("crowd", '20000', "", "incident")]),
    ('The ground - under 3,000 inside - was rocking.',
     [("crowd", '3000', "", "incident")]),
    ('What an atmosphere: 31,000 inside and not one seat empty.',
     [("crowd", '31000', "", "incident")]),
    ('Kick-off at eight, some 12,000 inside and the roof nearly came off.',
     [("crowd", '12000', "", "incident")]),
    ('Around 9,000 inside, and the away end sang for ninety minutes.',
     [("crowd", '9000', "", "incident")]),
    ('A cold night, barely a breath of wind, about 6,500 inside.',
     [("crowd", '6500', "", "incident")]),
    ('It was loud, almost 40,000 inside, and the players felt it.',
     [("crowd", '40000', "", "incident")]),
    ('More than 25,000 inside and the pitch a bog after the rain.',
     [("crowd", '25000', "", "incident")]),
    ('Just over 14,000 inside as the hosts went top.',
     [("crowd", '14000', "", "incident")]),
    ("Some 10,000 inside the first hour had bought a programme.", []),
]


@pytest.mark.parametrize(("text", "expected"), INSIDE_WITH_NO_VERB, ids=case_ids(INSIDE_WITH_NO_VERB))
def test_thousands_inside_with_no_verb_are_a_crowd(text, expected):
    assert counted(text, NUMERIC) == sorted(expected), why(text)


# Thousands who "were at" the ground or a named place (the same class: a local paper's "Just
# under 5,000 were at Sao Luis"); "under" a figure is at most that many.
WERE_AT_A_PLACE = [
    ('Just under 5,000 were at Sao Luis, among them a small group from Arouca.',
     [("crowd", '5000', "", "incident")]),
    ('Almost 30,000 were at Hampden for the final.',
     [("crowd", '30000', "", "incident")]),
    ('Around 8,000 were at the ground by kick-off.',
     [("crowd", '8000', "", "incident")]),
    ('Some 11,000 were at Tynecastle despite the rain.',
     [("crowd", '11000', "", "incident")]),
    ('Over 40,000 were at the stadium, a record for the fixture.',
     [("crowd", '40000', "", "incident")]),
    ('More than 16,000 were at Rugby Park to see it.',
     [("crowd", '16000', "", "incident")]),
    ('Nearly 3,000 were at Ochilview on a freezing night.',
     [("crowd", '3000', "", "incident")]),
    ('About 22,000 were at the Stade de la Meinau.',
     [("crowd", '22000', "", "incident")]),
    ('Roughly 7,000 were at the Bescot, whatever the club says.',
     [("crowd", '7000', "", "incident")]),
    ('An estimated 9,500 were at Dens Park for the derby.',
     [("crowd", '9500', "", "incident")]),
    ("Around 6,000 were at the airport to welcome the team home.", []),
]


@pytest.mark.parametrize(("text", "expected"), WERE_AT_A_PLACE, ids=case_ids(WERE_AT_A_PLACE))
def test_thousands_who_were_at_the_ground_are_a_crowd(text, expected):
    assert counted(text, NUMERIC) == sorted(expected), why(text)


def test_under_thousands_is_at_most_that_many():
    [claim] = [c for c in extract("The ground - under 3,000 inside - was rocking.") if c.kind == "crowd"]
    assert (claim.value, claim.low, claim.high, claim.approximate) == ("3000", 0, 3000, True)


# The crowd's thousands with "the" and "who", with no people noun (the same class: a club's
# "all of the over 3,500 who made this a great cup night").
THE_THOUSANDS_WHO = [
    ('We thank all of the over 3,500 who made this a great cup night.',
     [("crowd", '3500', "", "incident")]),
    ('The club thanked the 19,816 who filled the stadium.',
     [("crowd", '19816', "", "incident")]),
    ('Thank you to the 12,000 who turned up on a Tuesday night.',
     [("crowd", '12000', "", "incident")]),
    ('Most of the 41,000 who watched left happy.',
     [("crowd", '41000', "", "incident")]),
    ('None of the 9,000 who were there will forget it.',
     [("crowd", '9000', "", "incident")]),
    ('The 30,000 who travelled deserved more from the players.',
     [("crowd", '30000', "", "incident")]),
    ('Respect to the almost 5,000 who came despite the snow.',
     [("crowd", '5000', "", "incident")]),
    ('The manager praised the 24,500 who sang from start to finish.',
     [("crowd", '24500', "", "incident")]),
    ('Every one of the 8,000 who packed the ground was on their feet.',
     [("crowd", '8000', "", "incident")]),
    ('Hats off to the 2,000 who made the long trip north.',
     [("crowd", '2000', "", "incident")]),
    ("There were tickets for the 5,000 who applied first.", []),
]


@pytest.mark.parametrize(("text", "expected"), THE_THOUSANDS_WHO, ids=case_ids(THE_THOUSANDS_WHO))
def test_the_thousands_who_came_are_a_crowd(text, expected):
    assert counted(text, NUMERIC) == sorted(expected), why(text)


# Thousands "inside" a named ground (a verdicts-final71 class: a Glasgow radio's "More than
# 41,000 inside Ibrox today" gave no attendance beside the wire's 41,780).
INSIDE_A_GROUND = [
    ("More than 41,000 inside Ibrox today.", [("crowd", "41000", "", "incident")]),
    ("Nearly 20,000 inside Tynecastle and the noise never stopped.", [("crowd", "20000", "", "incident")]),
    ("Over 50,000 inside the stadium by kick-off.", [("crowd", "50000", "", "incident")]),
    ("Some 12,000 inside Pittodrie on a wet night.", [("crowd", "12000", "", "incident")]),
    ("About 30,000 inside the Parken, and most of them in red.", [("crowd", "30000", "", "incident")]),
    ("Almost 45,000 inside Celtic Park for the visit of the champions.", [("crowd", "45000", "", "incident")]),
    ("Around 8,000 inside the ground when the flares went up.", [("crowd", "8000", "", "incident")]),
    ("More than 60,000 inside Wembley for the final.", [("crowd", "60000", "", "incident")]),
    ("Roughly 25,000 inside the Ullevaal, a proper atmosphere for once.", [("crowd", "25000", "", "incident")]),
    ("An estimated 9,000 inside Rugby Park, a record for the fixture.", [("crowd", "9000", "", "incident")]),
    # not a ground
    ("Some 5,000 inside the city centre fan zone.", []),
]


@pytest.mark.parametrize(("text", "expected"), INSIDE_A_GROUND, ids=case_ids(INSIDE_A_GROUND))
def test_thousands_inside_a_ground_are_a_crowd(text, expected):
    assert counted(text, NUMERIC) == sorted(expected), why(text)


# People who watched the match, under a thousand as over (a verdicts-final73 class: a paper's
# "Around 300 Armenian fans watched the game in the away section without incident" gave no
# figure beside the agency's "About 300 Armenia supporters").
WATCHED_THE_MATCH = [
    ("Around 300 Armenian fans watched the game in the away section without incident.",
     [("crowd", "300", "fans", "incident")]),
    ("About 150 Dundee fans watched their side lose at the death.", [("crowd", "150", "fans", "incident")]),
    ("Some 400 visiting supporters watched the match from the south stand.", [("crowd", "400", "fans", "incident")]),
    ("Only 90 home fans watched the second half.", [("crowd", "90", "fans", "incident")]),
    ("Nearly 800 Celtic supporters watched the team from the upper tier.", [("crowd", "800", "fans", "incident")]),
    ("Around 250 Welsh fans watched the qualifier in the rain.", [("crowd", "250", "fans", "incident")]),
    ("About 600 people watched the derby from the stands.", [("crowd", "600", "", "incident")]),
    ("Roughly 500 Gibraltar fans watched a heavy defeat.", [("crowd", "500", "fans", "incident")]),
    ("Some 700 spectators watched the friendly in Tokyo.", [("crowd", "700", "", "incident")]),
    ("Fewer than 200 supporters watched the tie at Victoria Park.", [("crowd", "200", "fans", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), WATCHED_THE_MATCH, ids=case_ids(WATCHED_THE_MATCH))
def test_people_who_watched_the_match_are_a_crowd(text, expected):
    assert counted(text, NUMERIC) == sorted(expected), why(text)


# A following "in there", in a fan's words (a verdicts-final72 class: a blog's "Count the
# coaches: we had 900 of us in there" gave no figure beside the wire's "around 600 Celta
# supporters"); not what befell some of them.
IN_THERE = [
    ("Count the coaches: we had 900 of us in there, the biggest away following of the season so far.",
     [("crowd", "900", "fans", "incident")]),
    ("We had 900 of us in there.", [("crowd", "900", "fans", "incident")]),
    ("There must have been 3,000 of us in there by kick-off.", [("crowd", "3000", "fans", "incident")]),
    ("About 450 of us in there and we never stopped singing.", [("crowd", "450", "fans", "incident")]),
    ("We had nearly 2,000 of us in there, and the noise was unreal.", [("crowd", "2000", "fans", "incident")]),
    ("Some 700 of us in there, soaked to the skin.", [("crowd", "700", "fans", "incident")]),
    ("Easily 1,200 of us in there, whatever the club says.", [("crowd", "1200", "fans", "incident")]),
    ("We reckon 800 of us in there, maybe more.", [("crowd", "800", "fans", "incident")]),
    ("Roughly 300 of us in there on a Tuesday night in Dingwall.", [("crowd", "300", "fans", "incident")]),
    ("Must have been 5,000 of us in there, it felt like a home game.", [("crowd", "5000", "fans", "incident")]),
    ("Two of us in there got hit by coins.", []),
]


@pytest.mark.parametrize(("text", "expected"), IN_THERE, ids=case_ids(IN_THERE))
def test_a_following_in_there_in_a_fans_words(text, expected):
    assert counted(text, ("crowd",)) == sorted(expected), why(text)


# The crowd inside said as "it" after its place (a verdicts-final73 class: a blog's "Inside the
# ground it was around 32,000, sold out" gave no figure beside the paper's "A full house of 32,066").
INSIDE_THE_PLACE_IT_WAS = [
    ("Inside the ground it was around 32,000, sold out, and the atmosphere was what the Pokal is all about.",
     [("crowd", "32000", "", "incident")]),
    ("Inside, it was 32,000 and rocking.", [("crowd", "32000", "", "incident")]),
    ("Inside the stadium it was just under 40,000.", [("crowd", "40000", "", "incident")]),
    ("Inside the Parkstad it was 19,000, with plenty from Sittard.", [("crowd", "19000", "", "incident")]),
    ("Inside the Stadion Wankdorf it was nearly 30,000 on a cold night.", [("crowd", "30000", "", "incident")]),
    ("Inside the arena it was over 50,000 and deafening.", [("crowd", "50000", "", "incident")]),
    ("Inside the ground, it was about 8,000 by kick-off.", [("crowd", "8000", "", "incident")]),
    ("Inside the Kuip it was 47,500 and not a seat free.", [("crowd", "47500", "", "incident")]),
    ("Inside the stadium, it was some 25,000, the biggest crowd of the season.", [("crowd", "25000", "", "incident")]),
    ("Inside the ground it was roughly 11,000, mostly home fans.", [("crowd", "11000", "", "incident")]),
    ("Inside the ground it was chaos for 20 minutes.", []),
]


@pytest.mark.parametrize(("text", "expected"), INSIDE_THE_PLACE_IT_WAS, ids=case_ids(INSIDE_THE_PLACE_IT_WAS))
def test_the_crowd_inside_a_place_said_as_it(text, expected):
    assert counted(text, ("crowd",)) == sorted(expected), why(text)


# A crowd "under" or "below" thousands, said plainly (a verdicts-final72 class: a blog's "The
# crowd was under 4,000" gave no figure beside the wire's "The attendance was 3,980").
UNDER_THOUSANDS = [
    ("The crowd was under 4,000 and the place still felt hostile.", [("crowd", "4000", "", "incident")]),
    ("The attendance was below 3,000 for the first time in years.", [("crowd", "3000", "", "incident")]),
    ("Under 5,000 watched the game at Somerset Park.", [("crowd", "5000", "", "incident")]),
    ("The gate was under 2,500, the lowest of the season.", [("crowd", "2500", "", "incident")]),
    ("A crowd of under 6,000 saw the cup tie.", [("crowd", "6000", "", "incident")]),
    ("Below 10,000 turned up for the qualifier.", [("crowd", "10000", "", "incident")]),
    ("The official attendance was under 12,000.", [("crowd", "12000", "", "incident")]),
    ("The crowd, under 8,000, was the smallest at the ground this year.", [("crowd", "8000", "", "incident")]),
    ("Attendance: under 1,500.", [("crowd", "1500", "", "incident")]),
    ("The crowd was well under 20,000 in a 50,000-seat stadium.", [("crowd", "20000", "", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), UNDER_THOUSANDS, ids=case_ids(UNDER_THOUSANDS))
def test_a_crowd_under_thousands_is_at_most_that(text, expected):
    assert counted(text, ("crowd",)) == sorted(expected), why(text)
    [claim] = [c for c in extract(text) if c.kind == "crowd"]
    assert (claim.low or 0, claim.high, claim.approximate) == (0, int(expected[0][1]), True)



# The crowd urging its side on, "roared on by nearly 900 travelling fans" (a verdicts-final74
# class: a tabloid's "The Shrimps, roared on by nearly 900 travelling fans, nicked it" gave no
# figure beside a live page's "Attendance: 3,412 (862 away)").
URGED_ON_BY = [
    ("The Shrimps, roared on by nearly 900 travelling fans, nicked it with a 78th-minute winner.",
     [("crowd", "900", "fans", "incident")]),
    ("Cheered on by 2,000 away supporters, Hibs took the lead.", [("crowd", "2000", "fans", "incident")]),
    ("The visitors, urged on by around 1,500 fans in the away end, pressed for an equaliser.",
     [("crowd", "1500", "fans", "incident")]),
    ("Spurred on by 600 travelling supporters, Morecambe held on.", [("crowd", "600", "fans", "incident")]),
    ("Roared on by a crowd of 30,000, the hosts pressed.", [("crowd", "30000", "", "incident")]),
    ("Egged on by some 300 home fans, the players kept going.", [("crowd", "300", "fans", "incident")]),
    ("Willed on by 4,000 Rangers fans, the team battled back.", [("crowd", "4000", "fans", "incident")]),
    ("Sung on by about 700 travelling fans, Dundee found a winner.", [("crowd", "700", "fans", "incident")]),
    ("The team, cheered on by 1,200 supporters from Wrexham, won 2-0.", [("crowd", "1200", "fans", "incident")]),
    ("Urged on by 45,000 spectators, Scotland went for the win.", [("crowd", "45000", "", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), URGED_ON_BY, ids=case_ids(URGED_ON_BY))
def test_the_crowd_urging_its_side_on(text, expected):
    assert counted(text, ("crowd",)) == sorted(expected), why(text)


# The away end's share of an attendance, in brackets after it (a verdicts-final74 class: a live
# page's "16:47 - Attendance: 3,412 (862 away)." gave no following beside a tabloid's "nearly 900
# travelling fans").
AWAY_IN_BRACKETS = [
    ("16:47 - Attendance: 3,412 (862 away).", "862"),
    ("Attendance: 31,402 (2,950 away).", "2950"),
    ("The attendance was 8,214 (1,100 away fans).", "1100"),
    ("Att: 5,020 (412 away).", "412"),
    ("Crowd: 17,882 (1,500 visiting supporters).", "1500"),
    ("Attendance 21,050 (3,200 away), the biggest of the season.", "3200"),
    ("The crowd was 9,456 (620 away) on a cold night.", "620"),
    ("Attendance: 45,112 (2,980 away supporters).", "2980"),
    ("Gate: 4,101 (330 away).", "330"),
    ("FT: Hearts 2-1 Hibs. Attendance: 18,932 (4,105 away).", "4105"),
]


@pytest.mark.parametrize(("text", "away"), AWAY_IN_BRACKETS)
def test_the_away_ends_share_of_an_attendance_in_brackets_is_a_following(text, away):
    crowds = {c.value: c.group for c in extract(text) if c.kind == "crowd"}
    assert crowds.get(away) == "fans", (crowds, why(text))


def test_brackets_of_no_attendance_hold_no_following():
    assert [c for c in extract("The score was 2-1 (three goals away) in the end.") if c.kind == "crowd"] == []


# A ground said full with another word of it before its size, "full and loud, almost 15,000" (a
# verdicts-final75 class: an Aris blog's "Harilaou was full and loud, almost 15,000 on a Wednesday
# night" gave no figure beside a radio's "The crowd was 14,900").
FULL_AND_MORE = [
    ("Harilaou was full and loud, almost 15,000 on a Wednesday night in January.", "15000"),
    ("The ground was packed and noisy, over 17,000, and the home end never stopped.", "17000"),
    ("Tynecastle was full and rocking, about 19,000, for the derby.", "19000"),
    ("The stadium was sold out and deafening - 52,000 - by kick-off.", "52000"),
    ("Pittodrie was packed and hostile, nearly 20,000, when we came out.", "20000"),
    ("The place was full and very loud, around 8,000, on a Tuesday night.", "8000"),
    ("Celtic Park was rammed and bouncing, 60,000, all afternoon.", "60000"),
    ("The Kuip was full and angry, some 47,000, at the final whistle.", "47000"),
    ("Ibrox was packed and rocking, 50,000 or so, before kick-off.", "50000"),
    ("The arena was heaving and hot, maybe around 30,000, all night.", "30000"),
]


@pytest.mark.parametrize(("text", "size"), FULL_AND_MORE)
def test_a_ground_said_full_and_more_then_its_size(text, size):
    assert [c.value for c in extract(text) if c.kind == "crowd"] == [size], why(text)


def test_a_ground_said_full_with_no_size_is_no_crowd():
    assert [c for c in extract("The ground was full and the police were everywhere.") if c.kind == "crowd"] == []
