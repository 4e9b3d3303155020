"""Whether a claim is about this match, the season so far, or another match (``scope``).

A season total, another match's arrests or an earlier time's fine is never read as
this match's: "last season", "in November", "the reverse fixture", "memories of", "the
2019/20 season" (earlier), "so far this campaign", "since the season began", "their
first season at" (the season), "the Kilmarnock game", "the return leg", "the visit of
<club>", "Chelsea are next, at ...", "last time the sides met" (another match, with the
club in scope_detail when named), "the fourth time in three years" (unknown).  A cue of
a later clause never reaches back; a superlative ("the biggest crowd of the season")
and a match noun's month ("the play-off semi-final in May") are no cues.

No database: every test here runs in milliseconds.
"""

import pytest

from incidents.extraction import extract
from incidents.extraction.scope_patterns import later_leg_told
from incidents.extraction.text import fold

from .cases import (
    CELTIC,
    EARLIER,
    EVERTON,
    HIBS,
    LEEDS,
    LYON,
    NUMERIC,
    VILLA,
    assert_exact,
    case_ids,
    claims,
    claims_of,
    counted,
    found,
    scoped_claims,
    why,
)

# (text, kinds looked at, exact claims)
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
        # the derby last season, like last season's derby, is another match
        "Seven fans were arrested at the derby last season.",
        ("arrests",),
        [("arrests", "7", "other_match")],
    ),
    (
        "Three supporters were ejected, and in the last three seasons 60 fans have been banned.",
        NUMERIC,
        [("bans", "60", "unknown"), ("dispersal", "3", "incident")],
    ),
]

# (text, exact counts)
SCOPED = [
    ("The number of arrests at Turf Moor this season rose to 31.", [("arrests", "31", "season")]),
    ("Last season 14 fans were refused entry at the same turnstiles.", [("dispersal", "14", "unknown")]),
]

# --- facts about earlier matches are not this match's -------------------------------
# (text, kinds looked at, exact claims; scope EARLIER: other_match or unknown)
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

# (text, kinds looked at, exact (kind, value, scope, scope_detail))
SCOPE_CASES = [
    # --- a match named by a club that is not one of the report's two: another match
    (
        CELTIC + "Three people were arrested after the Kilmarnock game on 14 September.",
        ("arrests",),
        [("arrests", "12", "incident", ""), ("arrests", "3", "other_match", "Kilmarnock")],
    ),
    (
        EVERTON + "Six people were arrested after the Brentford match last month.",
        ("arrests",),
        [("arrests", "6", "other_match", "Brentford")],
    ),
    # --- negative: named by one of the report's own clubs, it is this match
    (
        CELTIC + "Police said two fans were arrested at the Aberdeen game.",
        ("arrests",),
        [("arrests", "12", "incident", ""), ("arrests", "2", "incident", "")],
    ),
    (
        EVERTON + "Six people were arrested during the Liverpool game.",
        ("arrests",),
        [("arrests", "6", "incident", "")],
    ),
    # --- a later meeting of the two sides
    (
        CELTIC + "The teams meet again at Pittodrie on March 8.",
        ("venue",),
        [("venue", "Celtic Park", "incident", ""), ("venue", "Pittodrie", "other_match", "")],
    ),
    (
        EVERTON + "The sides play each other again at Anfield in the spring.",
        ("venue",),
        [("venue", "Goodison Park", "incident", ""), ("venue", "Anfield", "other_match", "")],
    ),
    (
        EVERTON + "Ten fans were arrested at the rematch.",
        ("arrests",),
        [("arrests", "10", "other_match", "")],
    ),
    (
        CELTIC + "Aberdeen will ask for extra stewards at the return fixture.",
        ("measure", "police"),
        [("measure", "increased security", "other_match", ""), ("police", "stewards", "other_match", "")],
    ),
    # --- a span of years or seasons: unknown
    (
        "Poland drew 1-1 with Wales in Warsaw. Poland fans set off flares and Wales fans threw bottles.\n"
        "It is the fourth time in three years that Wales have been fined by UEFA for crowd trouble.",
        ("sanction",),
        [("sanction", "fine", "unknown", "")],
    ),
    (
        EVERTON + "Police said 47 people have been arrested at derbies within the last five years.",
        ("arrests",),
        [("arrests", "47", "unknown", "")],
    ),
    (
        EVERTON + "Police said 38 people have been arrested at derbies over four seasons.",
        ("arrests",),
        [("arrests", "38", "unknown", "")],
    ),
    # --- negative: the same words with no span of years stay this match's
    (
        EVERTON + "Police said 21 people were arrested in two separate incidents.",
        ("arrests",),
        [("arrests", "21", "incident", "")],
    ),
    # --- earlier home games this season frame the clause after them
    (
        EVERTON + "Missiles had also been thrown at earlier home games this season, and 15 fans have been arrested.",
        ("arrests",),
        [("arrests", "15", "season", "")],
    ),
]

VENUE_SCOPE_CASES = [
    # --- the next round's ground, and a second leg to come, are another match
    (
        VILLA + "Chelsea are next, at Stamford Bridge, in the first week of February.",
        [("venue", "Villa Park", "incident"), ("venue", "Stamford Bridge", "other_match")],
    ),
    (
        "Liverpool drew 1-1 with Atalanta at Anfield on Thursday. Liverpool fans threw coins and "
        "Atalanta fans let off flares.\nThe second leg is in Bergamo at the Gewiss Stadium next Thursday.",
        [("venue", "Anfield", "incident"), ("venue", "Gewiss Stadium", "other_match")],
    ),
    (
        "Celtic beat Aberdeen 3-0 at Celtic Park on Sunday. Celtic fans let off flares and Aberdeen fans "
        "threw coins.\nThe return leg is at Celtic Park again in a fortnight.",
        [("venue", "Celtic Park", "incident"), ("venue", "Celtic Park", "other_match")],
    ),
    (
        HIBS + "The prize for Hibernian is a semi-final trip to Hampden Park at the end of next month.",
        [("venue", "Easter Road", "incident"), ("venue", "Hampden Park", "other_match")],
    ),
    # --- a future time with no match noun before it is no cue
    (
        VILLA + "Detectives will go through footage from Villa Park next week.",
        [("venue", "Villa Park", "incident"), ("venue", "Villa Park", "incident")],
    ),
    # --- an earlier meeting: "last time", "the previous meeting"
    (
        "Rangers beat Celtic 2-1 at Ibrox on Sunday. Rangers fans threw coins and Celtic fans let off flares.\n"
        "Last time the sides met at Celtic Park, in a Scottish Cup tie, nine supporters were arrested.",
        [("arrests", "9", "other_match"), ("competition", "Scottish Cup", "other_match"),
         ("venue", "Ibrox Stadium", "incident"), ("venue", "Celtic Park", "other_match")],
    ),
    (
        VILLA + "The previous meeting at Villa Park ended with 14 arrests.",
        [("arrests", "14", "other_match"), ("venue", "Villa Park", "incident"),
         ("venue", "Villa Park", "other_match")],
    ),
    # --- "the visit of <club>" names another match
    (
        "Lincoln City lost 2-0 to Notts County on Saturday. Lincoln City fans threw bottles and "
        "Notts County fans threw coins.\nThe League Two visit of Grimsby Town on 3 September ended "
        "with six arrests.",
        [("arrests", "6", "other_match"), ("competition", "League Two", "other_match")],
    ),
    # --- "a/an ... tie in <month>": another match; "the ... final in <month>" dates this one
    (
        "Burnley beat Blackburn Rovers 1-0 at Turf Moor on Saturday. Burnley fans threw bottles and "
        "Blackburn Rovers fans threw coins.\nWhen Burnley went to Ewood Park for a Championship game in "
        "March, three people were arrested.",
        [("arrests", "3", "other_match"), ("competition", "Championship", "other_match"),
         ("venue", "Turf Moor", "incident"), ("venue", "Ewood Park", "other_match")],
    ),
    (
        "Luton Town fans threw coins at the play-off semi-final in May at Kenilworth Road, and seven "
        "people were arrested.",
        [("arrests", "7", "incident"), ("venue", "Kenilworth Road", "incident")],
    ),
    # --- season cues: "since the season began", "their first season at"
    (
        VILLA + "Aston Villa have banned 17 supporters since the season began.",
        [("bans", "17", "season"), ("venue", "Villa Park", "incident")],
    ),
    (
        "Tottenham Hotspur lost 1-0 to Arsenal on Sunday. Tottenham Hotspur fans threw coins and Arsenal "
        "fans let off flares.\nIn their first season at the Tottenham Hotspur Stadium there were "
        "eleven arrests at one game.",
        [("arrests", "11", "season"), ("venue", "Tottenham Hotspur Stadium", "season")],
    ),
]


@pytest.mark.parametrize("text, kinds, expected", SCOPES, ids=case_ids(SCOPES))
def test_scopes(text, kinds, expected):
    assert found(text, kinds) == sorted(expected), why(text)


@pytest.mark.parametrize("text, expected", SCOPED, ids=case_ids(SCOPED))
def test_season_and_earlier_counts(text, expected):
    assert found(text) == sorted(expected), why(text)


@pytest.mark.parametrize(("text", "kinds", "expected"), EARLIER_MATCHES, ids=case_ids(EARLIER_MATCHES))
def test_earlier_matches_are_not_this_match(text, kinds, expected):
    assert_exact(text, kinds, expected)


def test_this_matchs_claims_beside_an_earlier_one_stay_incident():
    text = (
        "Three Burnley fans were arrested at Turf Moor on Saturday. "
        "Burnley were fined £20,000 by the FA in January after a pitch invasion."
    )
    assert_exact(text, ("arrests", "sanction"), [("arrests", "3", "incident"), ("sanction", "fine", EARLIER)])


@pytest.mark.parametrize("text,kinds,expected", SCOPE_CASES)
def test_scope(text, kinds, expected):
    assert scoped_claims(text, *kinds) == expected


@pytest.mark.parametrize(("text", "expected"), VENUE_SCOPE_CASES, ids=case_ids(VENUE_SCOPE_CASES))
def test_venue_and_scope(text, expected):
    assert sorted(claims(text, "venue", "arrests", "bans", "competition")) == sorted(expected)


def test_other_match_records_the_opponent():
    (claim,) = claims_of(
        "Chelsea fans clashed with West Ham fans at the London Stadium. West Ham and Chelsea met again. "
        "Chelsea won. Five people were arrested at the game against Stoke City in May.", "arrests")
    assert (claim.scope, claim.scope_detail) == ("other_match", "Stoke City")


def test_score_and_competition_beside_another_match():
    text = (
        "Motherwell beat Kilmarnock 2-1 in the Scottish Cup on Saturday. Motherwell fans threw coins.\n"
        "Kilmarnock fans were also arrested after the Hibernian game in the Scottish Premiership."
    )
    got = scoped_claims(text, "score", "competition")
    assert got == [
        ("score", "2-1", "incident", ""),
        ("competition", "Scottish Cup", "incident", ""),
        ("competition", "Scottish Premiership", "other_match", "Hibernian"),
    ]


# --- a figure from another match named in its clause: other_match, with that match ----------
# Another opponent ("away at Arbroath", "against Walsall"), another ground ("the game at
# Bramall Lane"), another competition ("the Scottish Cup semi-final", when the report names
# its own more often), "last season's derby", "last month's game", a time offset opening the
# clause ("a month after 12 fans were detained ...": the report's own cues do not reach
# into it).  A match found with no name takes the name of the club, ground or competition
# of another match its clause names.  The city centre or a station before the game stays
# this match's; so does "a week after the game" and a ban's length.
# (text, exact counts and venues: kind, value, group, scope, scope_detail)
_HEARTS = (
    "Hearts beat Hibernian 2-1 in the Scottish Premiership at Tynecastle on Sunday. "
    "Hearts fans threw coins in a Scottish Premiership derby marred by flares.\n"
)
_OLD_FIRM = (
    "Celtic beat Rangers 2-0 at Celtic Park on Sunday. Celtic fans set off flares and Rangers fans threw coins.\n"
)
ANOTHER_MATCH = [
    (
        CELTIC + "The trouble came a month after 12 Celtic fans were detained at the club's cup tie away at "
        "Arbroath in January.",
        ("arrests",),
        [("arrests", "12", "", "incident", ""), ("arrests", "12", "fans", "other_match", "Arbroath")],
    ),
    (
        HIBS + "It comes just weeks after SIX Hibs yobs were nicked at the cup tie away at Kelty.",
        ("arrests",),
        [("arrests", "6", "fans", "other_match", "Kelty Hearts")],
    ),
    (
        VILLA + "Nine arrests were made at last season's derby at St Andrew's.",
        ("arrests",),
        [("arrests", "9", "", "other_match", "St Andrew's")],
    ),
    (
        EVERTON + "In the reverse fixture at Anfield, 14 people were arrested.",
        ("arrests", "venue"),
        [("arrests", "14", "", "other_match", "Anfield"), ("venue", "Anfield", "", "other_match", "Anfield"),
         ("venue", "Goodison Park", "", "incident", "")],
    ),
    (
        VILLA + "Officers also made four arrests during the FA Cup tie against Walsall in January.",
        ("arrests",),
        [("arrests", "4", "", "other_match", "Walsall")],
    ),
    (
        LEEDS + "Seven supporters were held after the game at Bramall Lane in February.",
        ("arrests", "venue"),
        [("arrests", "7", "fans", "other_match", "Bramall Lane"),
         ("venue", "Bramall Lane", "", "other_match", "Bramall Lane"), ("venue", "Elland Road", "", "incident", "")],
    ),
    (
        _HEARTS + "Eleven fans were detained after the Scottish Cup semi-final in November.",
        ("arrests",),
        [("arrests", "11", "fans", "other_match", "Scottish Cup")],
    ),
    (
        LYON + "Police said 20 people were detained at last month's Europa League game in Marseille.",
        ("arrests",),
        [("arrests", "20", "", "other_match", "")],
    ),
    # a time offset naming no match: another time
    (
        HIBS + "The disorder came two years after 30 fans were arrested in a city-centre brawl.",
        ("arrests",),
        [("arrests", "30", "fans", "unknown", "")],
    ),
    # this match's city centre, station and aftermath stay this match's
    (
        LEEDS + "Before kick-off, 14 Millwall fans were arrested in Leeds city centre.",
        ("arrests",),
        [("arrests", "14", "fans", "incident", "")],
    ),
    (
        EVERTON + "Three Liverpool supporters were arrested at Lime Street station before the game.",
        ("arrests",),
        [("arrests", "3", "fans", "incident", "")],
    ),
    (
        CELTIC + "A week after the game, police arrested five more fans.",
        ("arrests",),
        # this match's, and an increment: compared only with other increments
        [("arrests", "12", "", "incident", ""), ("arrests", "5", "fans", "incident", "added to an earlier count")],
    ),
    (
        HIBS + "Four fans were banned for a combined 12 years after the violence at the ground.",
        ("bans",),
        [("bans", "4", "fans", "incident", "")],
    ),
    # a ground named as a place, not as a match's
    (
        _OLD_FIRM + "About 300 Rangers fans gathered outside Ibrox before travelling to Celtic Park.",
        ("crowd",),
        [("crowd", "300", "fans", "incident", "")],
    ),
    # one mention each of two competitions: no telling which is the match's, so no cue
    (
        ("Hearts beat Hibernian 2-1 in the Scottish Premiership on Sunday.\n"
         "Eleven fans were detained at the Scottish Cup tie at Tynecastle."),
        ("arrests",),
        [("arrests", "11", "fans", "incident", "")],
    ),
]


@pytest.mark.parametrize(("text", "kinds", "expected"), ANOTHER_MATCH, ids=case_ids(ANOTHER_MATCH))
def test_a_figure_from_another_match_names_it(text, kinds, expected):
    assert counted(text, kinds, scope_detail=True) == sorted(expected)


# A list of clauses joined by commas: the cue in the claim's own item wins over a
# nearer one in the item before ("... after the Middlesbrough game, nine arrests have
# been made this season and ...").
LIST_ITEMS = [
    ("There were clashes when Watford won there in September, four people were arrested after the "
     "Middlesbrough game on 1 October, nine arrests have been made outside the ground this season and "
     "23 supporters have been banned.", ("arrests", "9", "season")),
    ("Six fans were held at the Brentford match in August, 14 arrests have been made so far this season.",
     ("arrests", "14", "season")),
    ("Police made two arrests at the derby against Celtic, 40 people have been arrested this season.",
     ("arrests", "40", "season")),
    ("Three stewards were hurt at the Millwall game, eight have been injured at the ground this season.",
     ("injuries", "8", "season")),
    ("The club banned five fans after the trip to Leeds, 31 supporters have been banned this season.",
     ("bans", "31", "season")),
    ("Seats were ripped out during the Everton match, 12 people have been ejected this season.",
     ("dispersal", "12", "season")),
    ("Flares were thrown at the Hull game, 19 arrests have been made since the start of the season.",
     ("arrests", "19", "season")),
    ("Coins were thrown at the Derby game, 16 people have been arrested at home games this season.",
     ("arrests", "16", "season")),
    ("Bottles were thrown at the Wigan game last week, police arrested seven men outside the stadium on Saturday.",
     ("arrests", "7", "incident")),
    ("Crowd trouble marred the Bristol City game, 22 fans have been banned so far this campaign.",
     ("bans", "22", "season")),
]


@pytest.mark.parametrize(("text", "expected"), LIST_ITEMS, ids=[t[:40] for t, _ in LIST_ITEMS])
def test_a_cue_in_the_claims_own_list_item_wins(text, expected):
    from incidents.extraction import extract

    kind, value, scope = expected
    found = [(c.kind, c.value, c.scope) for c in extract(text) if c.kind == kind and c.value == value]
    assert found == [expected]


# Another match named by what stands around the figure (failure class 3 of the verdicts
# issue): the corresponding fixture, a match put after "last season", a match pointed
# back to as "at that game", a time "months ago", a result at another ground.  What
# happened after that game, for this one, stays this match's.
# (text, kinds looked at, exact claims (kind, value, scope))
OTHER_MATCH_AROUND = [
    ("At the corresponding fixture last season, in December, 10 people were arrested.", ("arrests",),
     [("arrests", "10", "other_match")]),
    ("Eight fans were arrested at the corresponding fixture.", ("arrests",), [("arrests", "8", "other_match")]),
    ("At the derby last year, 15 supporters were ejected.", ("dispersal",), [("dispersal", "15", "other_match")]),
    ("Three stewards were hurt at the game last season.", ("injuries",), [("injuries", "3", "other_match")]),
    ("Brighton beat Liverpool 3-0 two weeks ago. Four people were arrested at that game.", ("arrests",),
     [("arrests", "4", "other_match")]),
    ("Celtic won the last Old Firm game. In that match, 12 fans were held.", ("arrests",),
     [("arrests", "12", "other_match")]),
    ("Two officers were injured during that derby, police said.", ("injuries",), [("injuries", "2", "other_match")]),
    ("Six months ago, six fans were arrested.", ("arrests",), [("arrests", "6", "unknown")]),
    ("Three weeks ago, 11 supporters were banned.", ("bans",), [("bans", "11", "unknown")]),
    ("A year ago nine fans were hurt in the same stand.", ("injuries",), [("injuries", "9", "unknown")]),
    # after that game, the measures were for this one
    ("Raith's allocation had been cut to 1,200 after that game, and 40 fans were turned away.", ("dispersal",),
     [("dispersal", "40", "incident")]),
]


@pytest.mark.parametrize(("text", "kinds", "expected"), OTHER_MATCH_AROUND, ids=case_ids(OTHER_MATCH_AROUND))
def test_another_match_named_around_the_figure(text, kinds, expected):
    assert found(text, kinds) == sorted(expected), why(text)


# The class "a month named with last": a report of Feyenoord v Roma read "When Roma beat
# Feyenoord in the Conference League final in Tirana last May, 61 people were arrested"
# as this match's arrests, and the comparison said the story moved from 23 to 61.
LAST_MONTH = [
    ("When Roma beat Feyenoord in the Conference League final in Tirana last May, 61 people were arrested in "
     "the Albanian capital.", ("arrests",), [("arrests", "61", EARLIER)]),
    ("Last May, 61 people were arrested.", ("arrests",), [("arrests", "61", EARLIER)]),
    ("61 people were arrested in Tirana last May.", ("arrests",), [("arrests", "61", EARLIER)]),
    ("Twelve fans were banned after the derby last November.", ("bans",), [("bans", "12", EARLIER)]),
    ("Last August, police made 14 arrests at the same fixture.", ("arrests",), [("arrests", "14", EARLIER)]),
    ("Nine officers were injured at the corresponding match last February.", ("injuries",),
     [("injuries", "9", EARLIER)]),
    ("Forty people were ejected when the sides met last October.", ("dispersal",), [("dispersal", "40", EARLIER)]),
    ("Last December's trip to Glasgow ended with 30 arrests.", ("arrests",), [("arrests", "30", EARLIER)]),
    ("Around 200 fans invaded the pitch last April after promotion was sealed.", ("crowd", "pitch_invasion"),
     [("crowd", "200", EARLIER), ("pitch_invasion", "yes", EARLIER)]),
    ("Seven people were arrested at the match last September, police said.", ("arrests",),
     [("arrests", "7", EARLIER)]),
    # this match's figures beside it stay this match's
    ("Eleven fans were arrested at the Den on Saturday. Nine fans were arrested there last March.", ("arrests",),
     [("arrests", "11", "incident"), ("arrests", "9", EARLIER)]),
]


@pytest.mark.parametrize(("text", "kinds", "expected"), LAST_MONTH, ids=case_ids(LAST_MONTH))
def test_a_figure_of_last_month_is_another_matchs(text, kinds, expected):
    assert_exact(text, kinds, expected)


# The sides' earlier meeting told by its verb or as "that occasion" (a verdicts-final10
# class: a wire's "Villa lost 1-0 at the Jan Breydel Stadium in the league phase in
# November ... Police arrested 14 people when the sides met in Bruges on that occasion",
# in its report of the sides' next meeting there, was this match's arrests, a false
# conflict with the police's 12).
EARLIER_MEETING = [
    ("Police arrested 14 people when the sides met in Bruges on that occasion.", ("arrests",),
     [("arrests", "14", "other_match")]),
    ("On that occasion police arrested 14 people.", ("arrests",), [("arrests", "14", "other_match")]),
    ("Nine supporters were hurt on that occasion.", ("injuries",), [("injuries", "9", "other_match")]),
    ("Police arrested 14 people when the sides last met.", ("arrests",), [("arrests", "14", "other_match")]),
    ("When the teams previously met, 14 people were arrested.", ("arrests",), [("arrests", "14", "other_match")]),
    ("Fourteen fans were arrested when the two clubs last played each other.", ("arrests",),
     [("arrests", "14", "other_match")]),
    ("When they last met at the Jan Breydel, 14 people were arrested.", ("arrests",),
     [("arrests", "14", "other_match")]),
    ("When they first met, police arrested 14 people.", ("arrests",), [("arrests", "14", "other_match")]),
    ("Around 60 fans were ejected when the sides last faced each other.", ("dispersal",),
     [("dispersal", "60", "other_match")]),
    ("Twenty people were banned after the clubs previously clashed.", ("bans",), [("bans", "20", "other_match")]),
    ("Three stewards were injured when the two sides last met in the cup.", ("injuries",),
     [("injuries", "3", "other_match")]),
    # this meeting, told in the past, is this match's
    ("Police arrested 14 people when the sides met at Villa Park on Tuesday night.", ("arrests",),
     [("arrests", "14", "incident")]),
    ("Fourteen people were arrested as the sides met for the first time.", ("arrests",),
     [("arrests", "14", "incident")]),
    ("Police arrested 14 people at Villa Park, the first played under the new rules.", ("arrests",),
     [("arrests", "14", "incident")]),
    ("Police arrested 14 people before the sides met at Villa Park.", ("arrests",), [("arrests", "14", "incident")]),
]


@pytest.mark.parametrize(("text", "kinds", "expected"), EARLIER_MEETING, ids=case_ids(EARLIER_MEETING))
def test_a_figure_of_the_sides_earlier_meeting_is_another_matchs(text, kinds, expected):
    assert_exact(text, kinds, expected)


# A meeting of the sides "when" they met somewhere or some day of its own is another one (a
# failure class of verdicts-final19: a Serbian radio's "When the sides met in Belgrade on 7
# September, ... Serbian police detained 12 people", in its report of the return match in
# Budapest, set 12 against the police's 14). A day of the week or "last night" is this one's.
WHEN_THE_SIDES_MET = [
    ("When the sides met in Belgrade on 7 September, Serbian police detained 12 people.", ("arrests",),
     [("arrests", "12", "other_match")]),
    ("When the two clubs met in the group stage in October, 30 fans were arrested.", ("arrests",),
     [("arrests", "30", "other_match")]),
    ("Police arrested nine people when the teams met at Celtic Park in February.", ("arrests",),
     [("arrests", "9", "other_match")]),
    ("When the nations met in Cardiff in March, three officers were hurt.", ("injuries",),
     [("injuries", "3", "other_match")]),
    ("When the sides faced each other at Anfield in December, seven people were arrested.", ("arrests",),
     [("arrests", "7", "other_match")]),
    ("Twelve fans were arrested when the clubs met on 3 March.", ("arrests",), [("arrests", "12", "other_match")]),
    ("When the teams met in the cup in January, two stewards were hurt.", ("injuries",),
     [("injuries", "2", "other_match")]),
    ("When the sides clashed in Zagreb in the autumn, 25 people were detained.", ("arrests",),
     [("arrests", "25", "other_match")]),
    ("When the countries played in Tirana, 40 fans were ejected.", ("dispersal",),
     [("dispersal", "40", "other_match")]),
    ("When the two sides met at the Rajko Mitić Stadium, police detained 12 people.", ("arrests",),
     [("arrests", "12", "other_match")]),
    # this meeting: its day of the week, tonight, last night
    ("Seven people were arrested when the sides met on Saturday.", ("arrests",), [("arrests", "7", "incident")]),
    ("There was trouble when the teams met at Hampden last night, and four fans were arrested.", ("arrests",),
     [("arrests", "4", "incident")]),
    ("When the two sides met in Glasgow this evening, police made three arrests.", ("arrests",),
     [("arrests", "3", "incident")]),
    ("Nine people were detained when the clubs met at Tynecastle on Sunday.", ("arrests",),
     [("arrests", "9", "incident")]),
    ("When the teams met at Wembley yesterday, 11 people were arrested.", ("arrests",),
     [("arrests", "11", "incident")]),
]


# A first in so many years is a record of this match, not a span the figure covers (a
# failure class of verdicts-final19: a Cumbrian paper's "among a crowd of 34,004, for the
# club's first promotion in 17 years" gave the crowd no scope, beside the police's "More
# than 34,000 fans"). Figures over a span stay the span's.
FIRST_IN_YEARS = [
    ("Carlisle supporters filled their half of Wembley, among a crowd of 34,004, for the club's first promotion "
     "in 17 years.", ("crowd",), [("crowd", "34004", "incident")]),
    ("Police arrested 12 people at the first final in 20 years.", ("arrests",), [("arrests", "12", "incident")]),
    ("Twelve fans were arrested as United won their first trophy in six years.", ("arrests",),
     [("arrests", "12", "incident")]),
    ("Five fans were hurt at the first European night in 30 years.", ("injuries",), [("injuries", "5", "incident")]),
    ("Police made 14 arrests on the club's first trip to Glasgow in 12 years.", ("arrests",),
     [("arrests", "14", "incident")]),
    ("Eight fans were ejected during their first win at Anfield in 40 years.", ("dispersal",),
     [("dispersal", "8", "incident")]),
    ("Some 20,000 fans saw the side's first home win in three years.", ("crowd",), [("crowd", "20000", "incident")]),
    ("Two stewards were injured at the first sell-out in five years.", ("injuries",),
     [("injuries", "2", "incident")]),
    ("A crowd of 34,004 saw their first promotion in 17 years.", ("crowd",), [("crowd", "34004", "incident")]),
    ("Nine people were arrested at the club's first derby in a decade.", ("arrests",), [("arrests", "9", "incident")]),
    # a figure over the span
    ("Police have made 40 arrests in the last three years.", ("arrests",), [("arrests", "40", "unknown")]),
    ("In 17 years, 300 fans have been banned.", ("bans",), [("bans", "300", "unknown")]),
    ("Twelve fans have been arrested at the fixture in the last five years.", ("arrests",),
     [("arrests", "12", "unknown")]),
    ("There have been 40 arrests at the ground in the first half of this season.", ("arrests",),
     [("arrests", "40", "season")]),
]

# ... and a first, a second or a third since a year, or a second in so many years (a
# verdicts-final66 class: a Valencia paper's "More than 44,000 watched Hugo Duro's goal send
# Valencia to their first final since 2019" and "the visitors' second semi-final defeat in 23
# years" gave the crowds no scope). The third time in so many years is still a count over them.
ORDINAL_SINCE_A_YEAR = [
    ("More than 44,000 watched Hugo Duro's goal send Valencia to their first final since 2019.",
     ("crowd",), [("crowd", "44000", "incident")]),
    ("Around 2,500 Athletic supporters made the journey for the visitors' second semi-final defeat in 23 years at "
     "the ground.",
     ("crowd",), [("crowd", "2500", "incident")]),
    ('Police arrested four fans as Hibs reached their first cup final since 2016.',
     ("arrests",), [("arrests", "4", "incident")]),
    ("A crowd of 31,000 saw the club's first European win since 1998.",
     ("crowd",), [("crowd", "31000", "incident")]),
    ('Three supporters were arrested as Rangers suffered their second home defeat in 20 years against them.',
     ("arrests",), [("arrests", "3", "incident")]),
    ("Some 9,000 watched the side's first league win at the ground since 2011.",
     ("crowd",), [("crowd", "9000", "incident")]),
    ("Two men were arrested during the club's third promotion in ten years.",
     ("arrests",), [("arrests", "2", "incident")]),
    ("Over 50,000 saw Ireland's first win over Germany since 2015.",
     ("crowd",), [("crowd", "50000", "incident")]),
    ("Six people were detained after the team's second derby win since 2019.",
     ("arrests",), [("arrests", "6", "incident")]),
    ('About 12,000 watched their first away win in five years.',
     ("crowd",), [("crowd", "12000", "incident")]),
    # counted over the span
    ("Police have been called for the third time in two years after 11 arrests.", ("arrests",),
     [("arrests", "11", "unknown")]),
]


# "The game" in the "when" clause of an earlier time or meeting is that game (a failure class
# of verdicts-final20: a Bodø/Glimt blog's "nothing like last October's 3-2 here, when the
# police arrested five people after the game" gave this match five arrests, a false
# conflict with the police's two).
WHEN_CLAUSE_GAME = [
    ("It was still nothing like last October's 3-2 here, when the police arrested five people after the game.",
     ("arrests",), [("arrests", "5", "other_match")]),
    ("It was nothing like last season's derby, when police arrested five people after the match.", ("arrests",),
     [("arrests", "5", "other_match")]),
    ("Unlike in March, when nine fans were hurt during the game, it was calm.", ("injuries",),
     [("injuries", "9", "other_match")]),
    ("It was a far cry from last April, when 20 people were arrested after the derby.", ("arrests",),
     [("arrests", "20", "other_match")]),
    ("Not like last year, when police made 14 arrests before the game.", ("arrests",),
     [("arrests", "14", "other_match")]),
    ("Remember last October, when three stewards were injured at the match.", ("injuries",),
     [("injuries", "3", "other_match")]),
    ("Unlike in December, when 30 fans were ejected from the game, it was quiet.", ("dispersal",),
     [("dispersal", "30", "other_match")]),
    ("It brought back memories of last March, when eight people were detained after the game.", ("arrests",),
     [("arrests", "8", "other_match")]),
    ("Nothing like the previous meeting, when 12 fans were arrested after the match.", ("arrests",),
     [("arrests", "12", "other_match")]),
    ("Calmer than last season's derby, when 40 people were arrested during the game.", ("arrests",),
     [("arrests", "40", "other_match")]),
    # no earlier time or meeting before the "when": this game
    ("Police arrested five people after the game, when fans clashed on the bridge.", ("arrests",),
     [("arrests", "5", "incident")]),
    ("Unlike last October, police arrested two people after the game.", ("arrests",), [("arrests", "2", "incident")]),
]


@pytest.mark.parametrize(("text", "kinds", "expected"), WHEN_CLAUSE_GAME, ids=case_ids(WHEN_CLAUSE_GAME))
def test_the_game_in_the_when_clause_of_an_earlier_time_is_that_game(text, kinds, expected):
    assert_exact(text, kinds, expected)


@pytest.mark.parametrize(("text", "kinds", "expected"), FIRST_IN_YEARS, ids=case_ids(FIRST_IN_YEARS))
def test_a_first_in_so_many_years_is_this_matchs_record(text, kinds, expected):
    assert_exact(text, kinds, expected)


@pytest.mark.parametrize(("text", "kinds", "expected"), ORDINAL_SINCE_A_YEAR, ids=case_ids(ORDINAL_SINCE_A_YEAR))
def test_a_first_or_second_since_a_year_is_this_matchs_record(text, kinds, expected):
    assert_exact(text, kinds, expected)


@pytest.mark.parametrize(("text", "kinds", "expected"), WHEN_THE_SIDES_MET, ids=case_ids(WHEN_THE_SIDES_MET))
def test_a_figure_of_when_the_sides_met_elsewhere_or_another_day_is_another_matchs(text, kinds, expected):
    assert_exact(text, kinds, expected)


# An earlier meeting of this season is another match (a verdicts-final21 class: a Standard
# blog's "At Sclessin earlier in the season the police made 19 arrests" was read as this
# match). "The season's first derby" may be this one ("More than 4,000 people came to
# Stark's Park for the first Fife derby of the season").
EARLIER_MEETING_OF_THE_SEASON = [
    ("At Sclessin earlier in the season the police made 19 arrests.", ("arrests",),
     [("arrests", "19", "other_match")]),
    ("Earlier in the season, 14 fans were ejected at the Stadio Olimpico.", ("dispersal",),
     [("dispersal", "14", "other_match")]),
    ("At the season's previous derby, at the Partizan Stadium, police arrested 22 people.", ("arrests",),
     [("arrests", "22", "other_match")]),
    ("At the earlier derby of the season, 30 people were detained.", ("arrests",),
     [("arrests", "30", "other_match")]),
    ("The previous meeting of the season ended with nine arrests.", ("arrests",),
     [("arrests", "9", "other_match")]),
    ("Police arrested 11 people at the campaign's earlier derby.", ("arrests",),
     [("arrests", "11", "other_match")]),
    ("Three stewards were hurt at the season's previous Old Firm game.", ("injuries",),
     [("injuries", "3", "other_match")]),
    ("At the previous clash of the season, 60 fans were refused entry.", ("dispersal",),
     [("dispersal", "60", "other_match")]),
    ("Earlier in the campaign police made 17 arrests at the Stadion Miejski.", ("arrests",),
     [("arrests", "17", "other_match")]),
    ("The season's earlier Clasico saw 19 arrests.", ("arrests",), [("arrests", "19", "other_match")]),
    # the season's first may be this one
    ("More than 4,000 people came to Stark's Park for the first Fife derby of the season.", ("crowd",),
     [("crowd", "4000", "incident")]),
    ("Police arrested 22 people at the season's first derby.", ("arrests",), [("arrests", "22", "incident")]),
]


@pytest.mark.parametrize(("text", "kinds", "expected"), EARLIER_MEETING_OF_THE_SEASON)
def test_a_figure_of_an_earlier_meeting_of_the_season_is_another_matchs(text, kinds, expected):
    assert_exact(text, kinds, expected)


# The class "a weekday of another match's result": "In Dublin, gardaí made six arrests on
# Monday night when the Republic of Ireland lost 1-0 to France", in a report of Scotland
# v Spain, read as this match's arrests (a weekday dated this match), and the comparison
# said the story moved from five arrests to six. The result after "when" or "as" names
# the match the day is of. (The same class made "lost 1-0 to", "beat", "were beaten by"
# and "drew with" name a fixture against a third club.)
SCOTLAND_SPAIN = ("GLASGOW, March 28 - Scotland beat Spain 2-0 at Hampden Park on Tuesday, and five people were "
                  "arrested. ")
WEEKDAY_OF_ANOTHER_RESULT = [
    ("In Dublin, gardai made six arrests on Monday night when the Republic of Ireland lost 1-0 to France.",
     ("arrests", "6", "France")),
    ("Police made four arrests on Sunday when Celtic beat Hibernian 3-0.", ("arrests", "4", "Hibernian")),
    ("Nine fans were arrested on Saturday as Rangers drew 2-2 with Hearts.", ("arrests", "9", "Heart of Midlothian")),
    ("Two people were hurt on Wednesday night when Aberdeen were beaten 2-0 by Motherwell.",
     ("injuries", "2", "Motherwell")),
    ("There were 11 arrests on Friday when Everton lost to Liverpool.", ("arrests", "11", "Liverpool")),
    ("Seven fans were detained on Tuesday as Hearts defeated Hibs.", ("arrests", "7", "Hibernian")),
    ("Three officers were injured on Thursday night when Leeds played Millwall.", ("injuries", "3", "Millwall")),
    ("Twelve people were ejected on Sunday when Cardiff hosted Swansea.", ("dispersal", "12", "Swansea City")),
    ("Four fans were detained on Sunday as Dundee United lost 3-1 to St Johnstone.", ("arrests", "4", "St Johnstone")),
    ("Police made ten arrests when Celtic beat Hibernian 3-0 on Sunday.", ("arrests", "10", "Hibernian")),
]


@pytest.mark.parametrize(("sentence", "claim"), WEEKDAY_OF_ANOTHER_RESULT,
                         ids=[s[:40] for s, _ in WEEKDAY_OF_ANOTHER_RESULT])
def test_a_weekday_before_another_matchs_result_is_that_matchs(sentence, claim):
    kind, value, named = claim
    got = scoped_claims(SCOTLAND_SPAIN + sentence, kind)
    assert got[-1] == (kind, value, "other_match", named), got


# A cup round against a third club is another match (a class of verdicts-final28: an
# Eintracht blog's "In the quarter-final against Union, Berlin police arrested nine people"
# read as the semi-final's arrests); the round against this match's opponent is this match.
ROUND_AGAINST_A_THIRD = [
    ("In the quarter-final against Union Berlin, police arrested nine people.", ("arrests", "9", "Union Berlin")),
    ("In the semi-final against Celtic, four fans were arrested.", ("arrests", "4", "Celtic")),
    ("In the previous round against Hibernian, six people were detained.", ("arrests", "6", "Hibernian")),
    ("In the first leg against Aberdeen, three stewards were injured.", ("injuries", "3", "Aberdeen")),
    ("The play-off against Motherwell saw 12 arrests.", ("arrests", "12", "Motherwell")),
    ("In the final v Hearts, two officers were hurt.", ("injuries", "2", "Heart of Midlothian")),
    ("During the replay against Dundee United, police made five arrests.", ("arrests", "5", "Dundee United")),
    ("Eleven fans were ejected in the quarter-final against St Johnstone.", ("dispersal", "11", "St Johnstone")),
    ("In the semi-final against Kilmarnock, 20 people were arrested.", ("arrests", "20", "Kilmarnock")),
    ("The second leg against Livingston saw seven arrests.", ("arrests", "7", "Livingston")),
]


@pytest.mark.parametrize(("sentence", "claim"), ROUND_AGAINST_A_THIRD, ids=[s[:40] for s, _ in ROUND_AGAINST_A_THIRD])
def test_a_cup_round_against_a_third_club_is_another_match(sentence, claim):
    kind, value, named = claim
    got = scoped_claims(SCOTLAND_SPAIN + sentence, kind)
    assert got[-1] == (kind, value, "other_match", named), got


def test_the_round_against_this_matchs_opponent_is_this_match():
    got = scoped_claims(SCOTLAND_SPAIN + "In the semi-final against Spain, police arrested nine people.", "arrests")
    assert got[-1][2] == "incident", got


@pytest.mark.parametrize("sentence", [
    "A crowd of 50,237 saw them set up a final against Real Madrid.",
    "Nine people were arrested as they booked a semi-final against Celtic.",
    "Police made four arrests after the win earned a quarter-final against Aberdeen.",
    "Six fans were hurt before Scotland secured a play-off against Hibernian.",
])
def test_a_round_this_match_set_up_is_no_cue_for_its_figures(sentence):
    kind = "crowd" if "crowd" in sentence else ("injuries" if "hurt" in sentence else "arrests")
    got = scoped_claims(SCOTLAND_SPAIN + sentence, kind)
    assert got[-1][2] == "incident", got


@pytest.mark.parametrize("sentence", [
    "Eight people were arrested on Tuesday when Scotland beat Spain.",
    "Police made nine arrests on Tuesday as fans celebrated.",
])
def test_a_weekday_of_this_match_still_dates_it(sentence):
    assert scoped_claims(SCOTLAND_SPAIN + sentence, "arrests")[-1][2] == "incident"


# A running total since a month, or of the year so far (a failure class of verdicts-final5:
# a police wire's "Since January, 214 people have been removed from stadiums" was this
# match's, so the comparison said 60 refused entry had become 214).
YEAR_SO_FAR = [
    ("Since January, 214 people have been removed from stadiums in the capital.", [("dispersal", "214", "season")]),
    ("So far this year 1,812 people have been kept out of stadiums.", [("dispersal", "1812", "season")]),
    ("Since the start of the year, 90 fans have been banned.", [("bans", "90", "season")]),
    ("This year so far, police have made 300 arrests at football.", [("arrests", "300", "season")]),
    ("Since March, 45 supporters have been arrested at the ground.", [("arrests", "45", "season")]),
    ("Since the beginning of the year, 31 stewards have been injured.", [("injuries", "31", "season")]),
    ("Since October, 18 people have been banned from the ground.", [("bans", "18", "season")]),
    ("So far this year 60 fans have been ejected from the stadium.", [("dispersal", "60", "season")]),
    ("Since December, 7 supporters have been arrested at home games.", [("arrests", "7", "season")]),
    ("Police have arrested 120 people at matches since February.", [("arrests", "120", "season")]),
    # a day, or "this year" alone, is no period
    ("Since Saturday, 12 people have been arrested.", [("arrests", "12", "incident")]),
    ("Police made 12 arrests at the match this year.", [("arrests", "12", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), YEAR_SO_FAR)
def test_a_total_since_a_month_or_of_the_year_so_far_is_no_match_figure(text, expected):
    assert found(text) == sorted(expected)


def test_since_a_month_of_a_year_named_is_history_not_a_running_total():
    # "their first league win at the ground since March 2010": this match's result.
    text = "Rangers beat Celtic 2-1 in the Scottish Premiership, their first league win at the ground since March 2010."
    assert claims(text, "score", "competition") == [("score", "2-1", "incident"),
                                                    ("competition", "Scottish Premiership", "incident")]


# The class "a figure of the first leg in a report of a later leg": a second leg's live
# page opened "X trail 2-0 from the first leg" and later said "police arrested four people
# in the city centre before the first leg"; the four was read as this match's and shown
# as updated to the police's 16 of the second leg. A report that gives an aggregate score,
# or a lead or deficit carried from the first leg, is of a later leg, and there "the first
# leg" (or "the opening leg") is another match. In a report of the first leg it is this one.
LATER_LEG_LEDES = [
    "Feyenoord went through 4-2 on aggregate after a 2-2 draw with Roma at De Kuip on Thursday.\n",
    "Lyon trail 2-0 from the first leg and need a comeback against Besiktas at the Groupama Stadium tonight.\n",
    "Sporting CP defend a 1-0 lead from the first leg against Arsenal at the Estadio Jose Alvalade tonight.\n",
    "Celtic were knocked out 3-1 on aggregate by Bayer Leverkusen at Celtic Park on Wednesday.\n",
    "Sunderland defend a narrow first-leg lead against Sheffield Wednesday at Hillsborough tonight.\n",
    "FULL-TIME: Sheffield Wednesday 1-1 Sunderland (agg 1-2)\n",
    # the aggregate said of the tie's end or standing (a verdicts-final35 class: "a single goal
    # ... was enough for Artur Jorge's side to complete a 3-1 aggregate win")
    "A single goal at the Leoforos was enough for Braga to complete a 3-1 aggregate win over Panathinaikos.\n",
    "Rangers crashed out of Europe after a 4-2 aggregate defeat by Benfica at Ibrox on Thursday.\n",
    "PSV sealed their aggregate victory over Sevilla with a goalless draw at the Philips Stadion.\n",
    "Club Brugge completed a 5-1 aggregate success against Salzburg at the Jan Breydel Stadium.\n",
    "Aston Villa took a 2-1 aggregate lead into extra time against Lille at Villa Park.\n",
    # a sentence opening in the time after the first leg (a verdicts-final58 class: an Anderlecht
    # blog of the second leg, "After the first leg, with nine arrests in Brussels, we expected a
    # hostile welcome", kept its first-leg photo caption and joined the first leg)
    "After the first leg, with nine arrests in Brussels, we expected a hostile welcome.\n",
    "Since the first leg, the police had promised a tougher line.\n",
    "After that first leg, nobody wanted a repeat in Bern.\n",
]
FIRST_LEG_FIGURES = [
    ("Four people were arrested in the city centre before the first leg.", ("arrests", "4")),
    ("Before the first leg in Rotterdam, police arrested 23 people.", ("arrests", "23")),
    ("At the first leg, 12 fans were ejected from the ground.", ("dispersal", "12")),
    ("The first leg ended with 31 arrests.", ("arrests", "31")),
    ("Nine officers were injured during the opening leg.", ("injuries", "9")),
    ("Police made 14 arrests at the first leg in Lisbon.", ("arrests", "14")),
    ("Three supporters were stabbed on the eve of the opening leg.", ("injuries", "3")),
    ("There was trouble at the first leg, and 17 people were detained.", ("arrests", "17")),
    ("The first-leg disorder saw 40 people detained by police.", ("arrests", "40")),
    ("Eleven fans were banned by the club after the first leg, in which seats were ripped out.", ("bans", "11")),
    ("Around 300 away fans were escorted to the ground for the first leg.", ("crowd", "300")),
    ("The atmosphere had been tense since the first leg, when eleven arrests were made in the city centre.",
     ("arrests", "11")),
    # the first leg's own day after it: "last Wednesday" is that leg's, not this match's
    ("The first leg last Wednesday, which the hosts won 2-0, ended with 11 people detained.", ("arrests", "11")),
    ("The first leg on Tuesday ended with nine arrests.", ("arrests", "9")),
    ("Back home, after the first leg, the police said four arrests were all of away fans.", ("arrests", "4")),
]
# The same sentences in a report of the first leg (no aggregate, no lead carried from it),
# including one that looks ahead to the second leg: there the first leg is this match.
FIRST_LEG_LEDES = [
    "Roma beat Feyenoord 2-0 in the first leg of their Europa League quarter-final at the Olimpico on Thursday.\n",
    "Roma take a 2-0 lead into next week's second leg after beating Feyenoord at the Olimpico.\n",
    # an aggregate of an earlier tie tells nothing of this one (a verdicts-final7 report)
    "Roma beat Feyenoord 2-0 in the first leg. When the sides met in March 2012, Feyenoord completed a 5-3 "
    "aggregate win.\n",
    "Roma beat Feyenoord 2-0 in the first leg; the last time they met, Feyenoord went through 3-1 on aggregate.\n",
]
# A report of a later leg may instead tell the whole tie as played (a verdicts-final48 class:
# a Maccabi Haifa blog of the second leg, "The Bernese were better in both legs", read its
# "after the first leg, the police said four arrests in Haifa" as this match's four) ...
TIE_PLAYED_LEDES = [
    "The Bernese were simply better in both legs.\n",
    "Feyenoord won both legs and deserved to go through.\n",
    "Celtic went through 4-2 over the two legs after a 2-2 draw at De Kuip.\n",
    "We were outplayed across both legs, no complaints.\n",
    "Braga scored in both legs and are into the group stage.\n",
    "Rangers lost both legs, and the tie was never close.\n",
    "Sparta progressed over two legs thanks to the away win.\n",
    "They dominated us in both legs, and that is the truth of it.\n",
    "Ajax were the stronger side over both legs.\n",
    "Porto were out over the two legs, beaten by a better team.\n",
]
# ... but not a tie still to play, or an earlier tie ("When the sides met in 2012, Feyenoord won
# both legs"): there the first leg is this match.
TIE_TO_COME_LEDES = [
    "Whoever is better over the two legs will go through.\n",
    "Roma must be better in both legs to go through.\n",
    "Roma won both legs when the sides met in 2012.\n",
    "Roma won the first leg 2-0 at the Olimpico; they'll need to be stronger over both legs.\n",
]
LEG_OPENINGS = ([(lede, "other_match") for lede in LATER_LEG_LEDES + TIE_PLAYED_LEDES]
                + [(lede, "incident") for lede in FIRST_LEG_LEDES + TIE_TO_COME_LEDES])


@pytest.mark.parametrize(("lede", "scope"), LEG_OPENINGS, ids=[lede[:30] for lede, _ in LEG_OPENINGS])
@pytest.mark.parametrize(("sentence", "claim"), FIRST_LEG_FIGURES, ids=[s[:40] for s, _ in FIRST_LEG_FIGURES])
def test_the_first_legs_figure_is_another_match_in_a_later_legs_report(lede, scope, sentence, claim):
    kind, value = claim
    assert (kind, value, scope) in claims(lede + sentence, kind), why(lede + sentence)


@pytest.mark.parametrize(("sentence", "expected"), [
    ("Police arrested 16 people tonight, after four arrests at the first leg.",
     [("arrests", "16", "incident"), ("arrests", "4", "other_match")]),
    ("Sixteen people were detained before the second leg, police said.", [("arrests", "16", "incident")]),
    ("Twenty fans were arrested before kick-off, while 12 were arrested at the first leg.",
     [("arrests", "20", "incident"), ("arrests", "12", "other_match")]),
    # this match measured against the first leg
    ("Police make six arrests on a calmer night than the first leg.", [("arrests", "6", "incident")]),
    ("There were more arrests than at the first leg: 14 people were detained.", [("arrests", "14", "incident")]),
    ("Nine fans were held, fewer than in the first leg.", [("arrests", "9", "incident")]),
])
def test_this_legs_figures_beside_the_first_legs_stay_this_matchs(sentence, expected):
    assert claims(LATER_LEG_LEDES[1] + sentence, "arrests") == expected


@pytest.mark.parametrize(("text", "claim"), [
    # the tie's ground and competition, named beside the first leg, are still this match's
    ("Live from the San Siro as Inter defend a 2-0 lead from the first leg against AC Milan.",
     ("venue", "San Siro")),
    ("Lyon trail 2-0 from the first leg and need a comeback at the Groupama Stadium tonight.",
     ("venue", "Groupama Stadium")),
    ("Feyenoord trail 1-0 from the first leg of their Europa League quarter-final against Roma.",
     ("competition", "UEFA Europa League")),
    # the lead or deficit carried from the first leg says how this match began, not when
    ("Wednesday overturned a 4-0 first-leg deficit against Peterborough to win 5-1 after extra time at "
     "Hillsborough, 5-5 on aggregate.", ("score", "5-1")),
    ("Celtic protected their first-leg advantage and drew 1-1 with Rangers, 3-1 on aggregate.", ("score", "1-1")),
])
def test_the_ties_own_facts_in_a_later_legs_report_stay_this_matchs(text, claim):
    kind, value = claim
    assert (kind, value, "incident") in claims(text, kind), why(text)


# The class "the first leg's result given as a lead or deficit": a second leg's live page
# opened "Sunderland defend a 1-0 first-leg lead at Hillsborough", and the 1-0 was titled
# the result of the second leg, drawn 1-1. In a report of a later leg a score right before
# "first-leg lead" (deficit, advantage, win...) is the first leg's; in a report of the
# first leg it is this match's.
FIRST_LEG_SCORES = [
    "Sunderland defend a 1-0 first-leg lead at Hillsborough tonight.",
    "Celtic protect a 2-0 first-leg win against Rangers.",
    "Wednesday must overturn a 4-0 first-leg deficit, 4-0 on aggregate.",
    "Rangers take their 3-1 first-leg win into the game at Ibrox.",
    "After the 2-1 first-leg defeat, Lazio need two goals.",
    "Inter defend a 2-0 opening-leg lead at the San Siro.",
    "Ajax, beaten in a 2-0 first-leg defeat in Rome, need a big night.",
    "PSV, holding a 1-0 first-leg win, started cautiously.",
    "The 3-0 first-leg victory made this a formality, 3-0 on aggregate.",
    "Porto carry a 2-1 first-leg victory into the second leg.",
]


@pytest.mark.parametrize("sentence", FIRST_LEG_SCORES)
def test_the_first_legs_score_given_as_a_lead_in_a_later_leg_is_another_match(sentence):
    text = "The tie stood at 1-1 on aggregate going into the second leg.\n" + sentence
    assert claims(text, "score") and all(scope == "other_match" for _, _, scope in claims(text, "score")), \
        why(text)


@pytest.mark.parametrize("sentence", [
    "Sunderland take a 1-0 first-leg lead to Hillsborough after Ross Stewart's goal.",
    "Celtic beat Rangers 2-0 and carry a 2-0 first-leg advantage to Ibrox.",
])
def test_the_first_legs_score_in_its_own_report_is_this_match(sentence):
    assert ("score", sentence.split(" first-leg")[0].split()[-1], "incident") in claims(sentence, "score")


# A figure at another club's home, in a report of two other clubs, is another match's (a
# verdicts-final10 class: a Dortmund v Mainz live page's "Cologne police report four arrests
# outside the RheinEnergieStadion", of Köln v Bayern the same afternoon, was this match's
# arrests, "updated" to the police's five); the match is named by the ground's club.
DORTMUND_MAINZ = ("Borussia Dortmund drew 2-2 with Mainz 05 at the Westfalenstadion. "
                  "Dortmund and Mainz 05 fans clashed. ")
AT_ANOTHER_CLUBS_GROUND = [
    ("Police report four arrests outside the RheinEnergieStadion.", ("arrests", "4", "1. FC Köln")),
    ("Four people were arrested around the Allianz Arena.", ("arrests", "4", "Bayern Munich")),
    ("Two fans were hurt near Anfield.", ("injuries", "2", "Liverpool")),
    ("Officers made six arrests outside Old Trafford.", ("arrests", "6", "Manchester United")),
    ("Three stewards were injured at Celtic Park.", ("injuries", "3", "Celtic")),
    ("Twelve people were ejected from the Volksparkstadion.", ("dispersal", "12", "Hamburger SV")),
    ("Nine fans were detained outside the Mercedes-Benz Arena.", ("arrests", "9", "VfB Stuttgart")),
    ("Around 20 people were dispersed near the Weserstadion.", ("dispersal", "20", "Werder Bremen")),
    ("Seven arrests were made at the BayArena.", ("arrests", "7", "Bayer Leverkusen")),
    ("Five fans were hurt outside the Deutsche Bank Park.", ("injuries", "5", "Eintracht Frankfurt")),
]


@pytest.mark.parametrize(("sentence", "claim"), AT_ANOTHER_CLUBS_GROUND,
                         ids=[s[:40] for s, _ in AT_ANOTHER_CLUBS_GROUND])
def test_a_figure_at_another_clubs_ground_is_another_matchs(sentence, claim):
    kind, value, named = claim
    got = scoped_claims(DORTMUND_MAINZ + sentence, kind)
    assert got[-1] == (kind, value, "other_match", named), got


# ... but at the match's own ground, or a club's ground where national teams played, or at
# Wembley (a national team's), it is the match's.
@pytest.mark.parametrize(("text", "kind"), [
    (DORTMUND_MAINZ + "Police made five arrests outside the Westfalenstadion.", "arrests"),
    ("Wales beat Austria 2-1 at the Cardiff City Stadium. Wales and Austria fans sang. Police made three arrests "
     "outside the Cardiff City Stadium.", "arrests"),
    ("Sunderland beat Sheffield Wednesday at Hillsborough. Sunderland and Sheffield Wednesday fans sang. Police made "
     "two arrests on the way to Wembley.", "arrests"),
])
def test_a_figure_at_the_matchs_ground_or_a_national_ground_stays_the_matchs(text, kind):
    assert scoped_claims(text, kind)[-1][2] == "incident", scoped_claims(text, kind)


# A year's total, "during 2023", is no match's figure (a verdicts-final11 class: "The
# figures compare with 31 football-related arrests made by Police Scotland at Hampden
# internationals during 2023" was this match's arrests, a false conflict with the police's 4).
YEARS_TOTAL = [
    "The figures compare with 31 football-related arrests made at Hampden internationals during 2023.",
    "Police made 31 arrests at the ground during 2023.",
    "There were 31 arrests throughout 2023 at the stadium.",
    "Across 2022, 31 people were arrested at derbies.",
    "During the whole of 2023 police arrested 31 people at home games.",
    "In 2019, 31 fans were arrested at the same fixture.",
    "31 arrests were made during 2021 at Celtic Park.",
    "The force arrested 31 people throughout 2020.",
    "During 2023, 31 fans were banned.",
    "Police detained 31 people across 2018 at European away games.",
]


@pytest.mark.parametrize("sentence", YEARS_TOTAL)
def test_a_years_total_is_no_matchs_figure(sentence):
    got = scoped_claims(sentence, "arrests") or scoped_claims(sentence, "bans")
    assert got and got[-1][2] == "unknown", got


# A month opening its sentence, set off by a comma, frames all of it (a verdicts-final11
# class: a fan blog's "In July, in the Brasileirão, we lost 1-0 ... and eleven Flamengo fans
# were detained on the Radial Leste before kick-off" was this match's, its "before kick-off"
# nearer than the month).
MONTH_FRAMES = [
    "In July, in the Brasileirão, we lost 1-0 and eleven Flamengo fans were detained before kick-off.",
    "In May, police arrested nine fans before kick-off.",
    "In March, nine fans were arrested at the final whistle.",
    "Last August, nine supporters were detained during the match.",
    "In early April, nine people were arrested after the game.",
    "In September, nine arrests followed the derby.",
    "In late October, police made nine arrests at half-time.",
    "In January, nine fans were held before kick-off at the same ground.",
    "Last November, nine people were arrested after the final whistle.",
    "In February, nine supporters were detained outside the ground during the match.",
]


@pytest.mark.parametrize("sentence", MONTH_FRAMES)
def test_a_month_opening_the_sentence_frames_it(sentence):
    assert scoped_claims(sentence, "arrests")[-1][2] == "other_match", scoped_claims(sentence, "arrests")


@pytest.mark.parametrize("sentence", [
    "Police arrested nine fans before kick-off on Saturday. In May, the club was fined.",
    "In May, the club was fined; police arrested nine fans before kick-off on Saturday.",
])
def test_a_months_frame_stops_at_its_sentence_and_clause(sentence):
    assert scoped_claims(sentence, "arrests")[-1][2] == "incident"


# A story told "from" a month, then "when" ("a very different story from March in Split,
# when the sides drew 1-1 and police detained nine people") is that month's match (a
# verdicts-final13 class: a Croatian paper's nine arrests at the first meeting in Split,
# read as the Cardiff match's, a false conflict with the police's five).
FROM_A_MONTH_WHEN = [
    "It was a very different story from March in Split, when the sides drew 1-1 and police detained nine people.",
    "A far cry from April, when the teams met in Glasgow and nine fans were arrested.",
    "It was quieter than back from September, when they played in Rome and police arrested nine people.",
    "Different from October in Lisbon, when the clubs drew and nine supporters were detained.",
    "A long way from May, when the sides met and nine people were arrested.",
    "Nothing like the scenes from November, when they lost 2-0 and nine fans were held.",
    "A contrast from August at the same ground, when the teams drew and police arrested nine people.",
    "Far removed from February, when the sides played in Milan and nine were detained.",
    "A different night from June in Belgrade, when they met and nine fans were arrested.",
    "So different from January, when the two sides met and police detained nine supporters.",
]


@pytest.mark.parametrize("sentence", FROM_A_MONTH_WHEN)
def test_a_story_from_a_month_then_when_is_that_months_match(sentence):
    assert scoped_claims(sentence, "arrests")[-1][2] == "other_match", scoped_claims(sentence, "arrests")


def test_up_from_a_month_is_a_comparison_not_another_match():
    assert scoped_claims("Nine people were arrested, up from March when four were held.", "arrests")[0][2] == \
        "incident"


# The land of one of the match's clubs is the place, not its national team's fixture (a
# verdicts-final15 class: a club statement's "2,350 Tottenham Hotspur supporters travelled to
# Cyprus", at APOEL, was another match's crowd; so was "Chelsea fans travelled to Croatia" at
# Dinamo Zagreb, and "Manchester United's FA Cup trip to Wales" at Newport County).
LAND_OF_A_CLUB = [
    ("APOEL beat Tottenham Hotspur 3-0 in Nicosia. APOEL fans cheered. Tottenham Hotspur fans were quiet.",
     "A total of 2,350 Tottenham Hotspur supporters travelled to Cyprus for the match.", ("crowd", "2350")),
    ("Dinamo Zagreb beat Chelsea 1-0. Dinamo Zagreb were the better side. Chelsea were poor.",
     "Around 1,200 Chelsea fans travelled to Croatia for the game.", ("crowd", "1200")),
    ("Newport County lost 4-2 to Manchester United. Newport County fans sang. Manchester United fans too.",
     "FOUR yobs were nicked as Manchester United's FA Cup trip to Wales turned ugly.", ("arrests", "4")),
    ("Club Brugge beat Aston Villa 3-1. Club Brugge were sharp. Aston Villa were not.",
     "Some 3,000 Aston Villa fans travelled to Belgium for the game.", ("crowd", "3000")),
    ("Porto beat Arsenal 1-0. Porto deserved it. Arsenal were poor.",
     "About 3,000 Arsenal fans travelled to Portugal for the tie.", ("crowd", "3000")),
    ("Celtic beat Feyenoord 2-0. Celtic were superb. Feyenoord struggled.",
     "Around 2,500 Feyenoord fans travelled to Scotland for the match.", ("crowd", "2500")),
    ("Galatasaray beat Manchester United 3-3. Galatasaray fans were loud. Manchester United fans too.",
     "Two Manchester United fans were arrested on the trip to Turkey.", ("arrests", "2")),
    ("Lazio beat Celtic 2-0. Lazio were better. Celtic were poor.",
     "Some 9,000 Celtic fans travelled to Italy for the game.", ("crowd", "9000")),
    ("Sevilla beat West Ham United 2-0. Sevilla were sharp. West Ham United were not.",
     "About 4,000 West Ham United supporters travelled to Spain for the match.", ("crowd", "4000")),
    ("Legia Warsaw beat Aston Villa 2-1. Legia Warsaw fans sang. Aston Villa fans too.",
     "Around 1,000 Aston Villa fans travelled to Poland for the game.", ("crowd", "1000")),
]


@pytest.mark.parametrize(("lede", "sentence", "claim"), LAND_OF_A_CLUB, ids=[s[:40] for _, s, _ in LAND_OF_A_CLUB])
def test_the_land_of_one_of_the_clubs_is_the_place_not_another_match(lede, sentence, claim):
    kind, value = claim
    assert (kind, value, "incident") in claims(lede + "\n" + sentence, kind), why(lede + "\n" + sentence)


def test_a_national_team_of_a_third_country_is_still_another_match():
    text = ("Porto beat Arsenal 1-0. Porto deserved it. Arsenal were poor.\n"
            "Two Arsenal fans were arrested when England played Spain on Tuesday.")
    assert ("arrests", "2", "other_match") in claims(text, "arrests")


# A running total from an earlier season's start is a season's figure (a failure class of
# verdicts-final16: a Trabzon paper's "Since the start of last season, police have detained
# 47 people at matches at Papara Park" was of no scope).
@pytest.mark.parametrize(("text", "kind"), [
    ("Since the start of last season, police have detained 47 people at matches at Papara Park.", "arrests"),
    ("Police have made 31 arrests at the stadium since the start of last season.", "arrests"),
    ("Since the beginning of the last season, 60 fans have been banned.", "bans"),
    ("Since the start of the previous season, 112 people have been ejected from the ground.", "dispersal"),
    ("Since the beginning of last season 14 stewards have been injured at the ground.", "injuries"),
    ("The club has banned 73 supporters since the start of last season.", "bans"),
    ("Since the start of the last campaign, 25 people have been arrested at home games.", "arrests"),
    ("Since the start of last term, officers have arrested 40 fans at the stadium.", "arrests"),
    ("Since the start of the previous campaign 19 people have been refused entry.", "dispersal"),
    ("Nine officers have been hurt at derbies since the beginning of last season.", "injuries"),
])
def test_a_running_total_from_an_earlier_seasons_start_is_the_seasons(text, kind):
    assert [(c.kind, c.scope) for c in claims_of(text, kind)] == [(kind, "season")]


# ... and a season named with what it is a season of (a verdicts-final22 class: a PSP
# release's "Since the start of the 2024/2025 sports season, the Braga District Command has
# arrested 61 people" was read as this match's, an update from five to 61).
@pytest.mark.parametrize(("text", "kind"), [
    ("Since the start of the 2024/2025 sports season, the command has arrested 61 people at matches.", "arrests"),
    ("Since the start of the football season, police have arrested 40 people at matches.", "arrests"),
    ("This football season, 25 fans have been banned.", "bans"),
    ("Since the beginning of the 2023/24 league season, 31 supporters have been ejected.", "dispersal"),
    ("So far this sporting season 18 stewards have been hurt at the ground.", "injuries"),
    ("The club has banned 44 supporters this domestic season.", "bans"),
    ("Since the start of this sports season, 90 people have been refused entry.", "dispersal"),
    ("This playing season police have made 70 arrests at the stadium.", "arrests"),
    ("Since the beginning of the current season, 12 officers have been injured at matches.", "injuries"),
    ("Police have detained 150 people since the start of the 2022-23 football season.", "arrests"),
])
def test_a_season_named_with_what_it_is_a_season_of_is_the_seasons(text, kind):
    assert [(c.kind, c.scope) for c in claims_of(text, kind)] == [(kind, "season")]


# An opening placing the sentence at another meeting frames the moments of a match after it
# (a verdicts-final29 class: a fan blog's "the last time the two sides met, in the league at
# Firhill in December, three were lifted after the final whistle" was read as this cup
# tie's arrests, "the final whistle" taken for this match's).
@pytest.mark.parametrize(("text", "kind"), [
    ("One more thing: the last time the two sides met, in the league at Firhill in December, three were "
     "lifted after the final whistle.", "arrests"),
    ("The last time the sides met, four fans were arrested after the final whistle.", "arrests"),
    ("When the clubs last met, in October, six people were held before kick-off.", "arrests"),
    ("On their last visit to Ibrox, eleven supporters were detained after the final whistle.", "arrests"),
    ("In the previous meeting between the sides, two fans were arrested at full-time.", "arrests"),
    ("At the reverse fixture in March, police made five arrests before kick-off.", "arrests"),
    ("When the teams met in the league in December, seven arrests were made after the final whistle.", "arrests"),
    ("In the corresponding fixture last season, eight were arrested at half-time.", "arrests"),
    ("The last time Hibs came here, three supporters were arrested after the game.", "arrests"),
    ("The last time the sides met, 30 fans were refused entry before kick-off.", "dispersal"),
    ("When the clubs last met, four stewards were injured at half-time.", "injuries"),
])
def test_an_opening_at_another_meeting_frames_the_moments_after_it(text, kind):
    assert [(c.kind, c.scope) for c in claims_of(text, kind)] == [(kind, "other_match")]


# ... not an opening setting this match against that meeting, nor one of this match's own time,
# nor a later clause of its own.
@pytest.mark.parametrize("text", [
    "After last season's trouble, police made 12 arrests before kick-off.",
    "Unlike the last meeting, only two fans were arrested after the final whistle.",
    "Despite fears after last season's clashes, just two were arrested before kick-off.",
    "As at the last meeting, police made three arrests after the final whistle.",
    "With memories of the last meeting fresh, police made six arrests before kick-off.",
    "Fearing a repeat of the last meeting, police arrested nine fans before kick-off.",
    "In the wake of last season's trouble, police made four arrests at half-time.",
    "In contrast to the last meeting, only one fan was arrested after the game.",
    "At the first meeting since the riot, police made seven arrests before kick-off.",
    "On Saturday, three fans were arrested at half-time.",
    "The last time the two sides met there was no trouble, but on Saturday four fans were arrested at half-time.",
])
def test_an_opening_against_another_meeting_frames_nothing(text):
    assert [(c.kind, c.scope) for c in claims_of(text, "arrests")] == [("arrests", "incident")]


# A match of a month opening the sentence, set off by a comma, frames it as another month's
# opening does (the same verdicts-final29 report: "At the Dragão in the Taça de Portugal
# quarter-final in January, Braga went out in extra time and eight people were detained"
# was read as February's league match's arrests, an update from three to eight).
@pytest.mark.parametrize(("text", "kind"), [
    ("At the Dragão in the Taça de Portugal quarter-final in January, Braga went out in extra time and eight "
     "people were detained after clashes near the Antas metro station.", "arrests"),
    ("In the cup quarter-final in January, Braga went out in extra time and eight people were detained.", "arrests"),
    ("In the league match in October, police arrested six fans outside the ground.", "arrests"),
    ("At the derby in March, nine supporters were arrested before kick-off.", "arrests"),
    ("In the semi-final in April, 14 fans were ejected from the ground.", "dispersal"),
    ("At the play-off final in May, police made five arrests.", "arrests"),
    ("In the first leg in August, twelve people were detained.", "arrests"),
    ("During the cup tie in November, seven fans were arrested at the station.", "arrests"),
    ("The last time the clubs met, in the cup tie in January, eleven fans were arrested.", "arrests"),
    ("At the home game in September, 20 supporters were banned.", "bans"),
])
def test_a_match_of_a_month_opening_the_sentence_frames_it(text, kind):
    assert [(c.kind, c.scope) for c in claims_of(text, kind)] == [(kind, "other_match")]


# ... while a match noun's month inside the sentence still dates this match.
@pytest.mark.parametrize("text", [
    "Police arrested three fans at the play-off semi-final in May.",
    "Three fans were arrested before the derby in March, police said.",
])
def test_a_match_nouns_month_inside_the_sentence_dates_this_match(text):
    assert [(c.kind, c.scope) for c in claims_of(text, "arrests")] == [("arrests", "incident")]


# A season of the year gone by places a figure at another time, as "last season" does (a
# verdicts-final30 class: a fan blog's "Compare that with the derby at their place last autumn,
# when eleven arrests were made" was read as this derby's arrests, against a wire's six and
# the police's seven).
@pytest.mark.parametrize(("text", "kind"), [
    ("Compare that with the derby at their place last autumn, when eleven arrests were made and it took an "
     "hour to get the away end out.", "arrests"),
    ("Last autumn eleven arrests were made at the derby.", "arrests"),
    ("At the derby last spring, nine fans were arrested.", "arrests"),
    ("Eleven fans were arrested at the derby last winter.", "arrests"),
    ("Last summer's friendly saw six fans arrested.", "arrests"),
    ("At last spring's cup tie, police made 14 arrests.", "arrests"),
    ("The game last autumn ended with 20 arrests.", "arrests"),
    ("Police made five arrests at the fixture last winter.", "arrests"),
    ("Last winter, seven fans were banned after the derby.", "bans"),
    ("During last summer's pre-season tour, three supporters were arrested.", "arrests"),
])
def test_a_season_of_the_year_gone_by_is_another_time(text, kind):
    assert [(c.kind, c.scope != "incident") for c in claims_of(text, kind)] == [(kind, True)]


# ... and an opening telling the clubs' meeting of another time ("The clubs met for the first time
# in September at Łazienkowska, when Legia won 3-2 and Warsaw police detained nine people after
# clashes before kick-off", a verdicts-final31 radio's, read as this November match's arrests).
@pytest.mark.parametrize(("text", "kind"), [
    ("The clubs met for the first time in September at Łazienkowska, when Legia won 3-2 and Warsaw police "
     "detained nine people after clashes before kick-off.", "arrests"),
    ("The two clubs last met in March, when eight supporters were detained at half-time.", "arrests"),
    ("The teams met at Ibrox in December, when police made 11 arrests before kick-off.", "arrests"),
    ("The sides had met in the cup in January, when 14 fans were ejected after the game.", "dispersal"),
    ("The countries met in Belgrade in 2019, when 20 people were arrested after the final whistle.", "arrests"),
    ("The clubs previously met in the Europa League, when nine fans were hurt at half-time.", "injuries"),
    ("The sides met in August, when police arrested five people after the game.", "arrests"),
    ("The two sides first met in the 2010 final, when 30 supporters were arrested at full-time.", "arrests"),
    ("The teams met in Glasgow in May, when twelve fans were held before kick-off.", "arrests"),
    ("The sides last met in the league, when four stewards were injured at half-time.", "injuries"),
])
def test_an_opening_telling_another_meeting_frames_the_moments_after_it(text, kind):
    assert [(c.kind, c.scope != "incident") for c in claims_of(text, kind)] == [(kind, True)]


# An earlier match of the two sides by its noun, "the last derby between the sides", "the
# previous game" (a verdicts-final33 class: a paper's "The last derby between the sides, at the
# Şükrü Saracoğlu Stadium in April, ended with nine people detained" gave this derby's
# arrests a nine beside the police's 17, a false conflict).
@pytest.mark.parametrize(("text", "kind"), [
    ("The last derby between the sides ended with nine people detained.", "arrests"),
    ("The last match between the two clubs saw 14 arrests.", "arrests"),
    ("The last game between these rivals ended with six fans in hospital.", "injuries"),
    ("Twelve fans were ejected at the last fixture between the teams.", "dispersal"),
    ("The last clash between the countries ended with 30 arrests.", "arrests"),
    ("The previous derby ended with 11 people arrested.", "arrests"),
    ("At the previous game, 20 supporters were thrown out.", "dispersal"),
    ("The previous match saw four stewards injured.", "injuries"),
    ("Police arrested seven people at the previous fixture.", "arrests"),
    ("The previous clash brought 15 stadium bans.", "bans"),
    ("The last tie between both sides ended with eight fans hurt.", "injuries"),
])
def test_an_earlier_match_of_the_sides_by_its_noun_is_another_match(text, kind):
    assert [(c.kind, c.scope != "incident") for c in claims_of(text, kind)] == [(kind, True)]


@pytest.mark.parametrize("text", [
    "The last derby at Goodison saw nine people arrested.",  # may be this one
    "The last match of the season ended with 14 arrests.",
])
def test_the_last_match_not_between_the_sides_may_be_this_one(text):
    assert [c.scope for c in claims_of(text, "arrests")] == ["incident"]


# A side's last match before this one, by its possessive: "FCK's last home game" (a
# verdicts-final73 class: a live page's "A reminder that FCK's last home game, against Brondby
# in the Superliga, ended with 11 arrests" gave this match's arrests an 11 beside the police's
# three, a false conflict).
@pytest.mark.parametrize(("text", "kind"), [
    ("A reminder that FCK's last home game, against Brondby in the Superliga, ended with 11 arrests, and "
     "police have promised a strong presence tonight.", "arrests"),
    ("Their last away game, at Hearts, ended with six arrests.", "arrests"),
    ("Our last away trip, to Hibs, saw 14 of us thrown out.", "dispersal"),
    ("The club's last European match, in Seville, ended with nine arrests.", "arrests"),
    ("Rapid's last competitive home match saw 40 fans banned.", "bans"),
    ("Its last league fixture ended with three stewards in hospital.", "injuries"),
    ("Police made 12 arrests at Feyenoord's last away game.", "arrests"),
    ("Twenty supporters were refused entry at our last outing.", "dispersal"),
    ("Legia’s last cup match ended with 17 people detained.", "arrests"),
    ("At their last international fixture, 25 people were arrested in the city centre.", "arrests"),
    ("His side's last competitive game brought eight arrests.", "arrests"),
])
def test_a_sides_last_match_by_its_possessive_is_another_match(text, kind):
    assert [(c.kind, c.scope != "incident") for c in claims_of(text, kind)] == [(kind, True)]


# A comparison opening the sentence with another match by its noun, "For perspective: the Vienna
# derby in August saw 23 people detained" (a verdicts-final75 class: an Austria blog's sentence
# was read as this match's 23 arrests); not this match's own, said after it.
@pytest.mark.parametrize(("text", "kind"), [
    ("For perspective: the Vienna derby in August saw 23 people detained, so this was hardly a riot.", "arrests"),
    ("For comparison, the Edinburgh derby in January ended with 14 arrests.", "arrests"),
    ("By comparison, the cup tie at Tynecastle saw nine fans ejected.", "dispersal"),
    ("For context: the last Old Firm game had 30 arrests.", "arrests"),
    ("In comparison, the Merseyside derby in October brought 11 arrests.", "arrests"),
    ("For perspective, the league game at Fir Park in March saw four stewards hurt.", "injuries"),
    ("For context, the Tyne-Wear derby in 2016 ended with 19 arrests.", "arrests"),
    ("By comparison the Kraków derby last autumn saw 40 people detained.", "arrests"),
    ("For perspective: the Europa League match in Rome ended with 20 Celtic fans banned.", "bans"),
    ("For comparison: the Athens derby in February saw 60 arrests.", "arrests"),
])
def test_a_comparison_opening_with_another_match_by_its_noun_is_that_matchs(text, kind):
    assert [(c.kind, c.scope != "incident") for c in claims_of(text, kind)] == [(kind, True)]


@pytest.mark.parametrize("text", [
    "By comparison, only two people were arrested tonight.",
    "For comparison, the match tonight saw two arrests.",
])
def test_a_comparison_with_this_match_is_this_matchs(text):
    assert [c.scope for c in claims_of(text, "arrests")] == ["incident"]


# A month after a time of any such kind, "a good figure for a Saturday night in September", is
# no other match's (a verdicts-final72 class: a paper's "The official attendance was 4,312, a
# good figure for a Saturday night in September" was read as another match's crowd).
@pytest.mark.parametrize(("text", "kind"), [
    ("The official attendance was 4,312, a good figure for a Saturday night in September.", "crowd"),
    ("The crowd was 8,214, not bad for a wet Tuesday in November.", "crowd"),
    ("A crowd of 12,400 turned up, decent for a cold Wednesday night in February.", "crowd"),
    ("The attendance of 3,100 was poor even for a midweek game in December.", "crowd"),
    ("The gate was 6,540, a record for a league game in March.", "crowd"),
    ("The crowd of 21,000 was impressive for a Sunday afternoon in August.", "crowd"),
    ("Police made four arrests, a quiet night by the standards of a derby in April.", "arrests"),
    ("Some 9,000 fans attended, respectable for a Monday night in January.", "crowd"),
    ("The crowd of 15,211 was the best for a cup tie in October here in years.", "crowd"),
    ("The attendance was 5,800, remarkable for a Thursday evening in May.", "crowd"),
])
def test_a_month_of_any_such_time_is_no_other_match(text, kind):
    assert [(c.kind, c.scope) for c in claims_of(text, kind)] == [(kind, "incident")]


@pytest.mark.parametrize("text", [
    "Police made four arrests in September at the same ground.",
    "When Burnley went to Ewood Park for a Championship game in March, three people were arrested.",
])
def test_a_month_of_its_own_is_still_another_match(text):
    assert [c.scope for c in claims_of(text, "arrests")] == ["other_match"]


# A stage of the competition pointed back to, "back in the group stage" (a verdicts-final73
# class: a blog's "Back in the group stage there were no arrests at all" gave the round of 16's
# arrests a zero).
@pytest.mark.parametrize(("text", "kind"), [
    ("Back in the group stage there were no arrests at all, and it should have stayed that way.", "arrests"),
    ("Back in the first leg, police made 14 arrests outside the ground.", "arrests"),
    ("There were nine arrests back in the group stage, when Legia came to town.", "arrests"),
    ("Back in the first round, 20 fans were thrown out of the away end.", "dispersal"),
    ("Back in the qualifiers, six stewards were injured in Tbilisi.", "injuries"),
    ("Back in the league phase, four people were detained after the match in Lille.", "arrests"),
    ("Police arrested 11 people back in the second round against Brann.", "arrests"),
    ("Back in the group phase, 30 supporters were refused entry at the gates.", "dispersal"),
    ("Back in the qualifying round, three fans were banned after flares were thrown.", "bans"),
    ("Five people were arrested back in the first leg, the club recalled.", "arrests"),
])
def test_a_stage_pointed_back_to_is_another_match(text, kind):
    assert [(c.kind, c.scope != "incident") for c in claims_of(text, kind)] == [(kind, True)]


@pytest.mark.parametrize("text", [
    "Back at the ground, 14 arrests were made.",
    "We were told the first leg would be calm. Seven arrests were made tonight.",
])
def test_back_at_a_place_is_no_stage_gone_by(text):
    assert [c.scope for c in claims_of(text, "arrests")] == ["incident"]


@pytest.mark.parametrize("text", [
    "Chelsea's last home game of the season ended with 11 arrests.",
    "Their last match in the group ended with seven arrests.",
    "The last home game ended with 11 arrests.",  # no side's: may be this one
])
def test_a_sides_last_match_of_the_season_may_be_this_one(text):
    assert [c.scope for c in claims_of(text, "arrests")] == ["incident"]


# A time of this match after "as", "than" or "like" sets the sentence against it, no cue that
# the sentence is of this match ("... ended with nine people detained and an away end that was
# empty for the same reason as on Saturday").
@pytest.mark.parametrize(("text", "kind"), [
    ("The previous derby ended with nine people detained and the away end empty for the same reason as "
     "on Saturday.", "arrests"),
    ("The last meeting ended with nine people detained and the stands half empty, as on Saturday.", "arrests"),
    ("The previous game ended with twelve arrests and a pitch invasion, just like on Saturday.", "arrests"),
    ("The last time the sides met, there were 14 arrests and far more trouble than on Sunday.", "arrests"),
    ("The reverse fixture ended with 20 fans ejected and more flares than on Tuesday night.", "dispersal"),
    ("The previous derby brought six injured stewards and more missiles than on Saturday.", "injuries"),
    ("The last derby between the sides ended with eight fans in hospital and a stoppage, as on Sunday.",
     "injuries"),
    ("Back in 2019, the match ended with 30 arrests and the same scenes as on Saturday.", "arrests"),
    ("The previous meeting ended with 17 people detained and longer delays than at the weekend.", "arrests"),
    ("The previous game ended with 11 fans banned and the same fines as after Saturday's match.", "bans"),
    ("The last meeting saw five officers injured and more disorder than on Wednesday night.", "injuries"),
])
def test_this_matchs_time_set_against_is_no_cue_of_it(text, kind):
    assert [(c.kind, c.scope != "incident") for c in claims_of(text, kind)] == [(kind, True)]


# The class "an earlier meeting of the season": a wire's "Police had prepared for trouble after
# the first meeting between the sides two weeks ago in Istanbul, where 16 people were detained
# after clashes before kick-off" was this match's 16, a false conflict with the police's nine
# (a verdicts-final36 class). The first meeting between the sides, a match some weeks ago,
# and a moment ("before kick-off") in a "where" or "when" clause of another match are that
# match's.
EARLIER_MEETING = [
    ("Police had prepared for trouble after the first meeting between the sides two weeks ago in Istanbul, "
     "where 16 people were detained after clashes before kick-off.", ("arrests", "16")),
    ("Police had prepared for trouble after the first meeting between the sides in Istanbul, where 16 people "
     "were detained.", ("arrests", "16")),
    ("At the first meeting between the sides in October, 16 people were detained.", ("arrests", "16")),
    ("At the game three weeks ago 16 people were detained.", ("arrests", "16")),
    ("The first game between the sides, in August, ended with nine arrests.", ("arrests", "9")),
    ("Eleven fans were hurt at the first encounter of the teams in Razgrad.", ("injuries", "11")),
    ("The derby a month ago saw 30 people ejected.", ("dispersal", "30")),
    ("Tensions ran high after the reverse fixture in Glasgow, where seven fans were arrested before kick-off.",
     ("arrests", "7")),
    ("The clubs met in the league in March, when 12 people were detained after the final whistle.",
     ("arrests", "12")),
    ("After the first clash between the rivals two weeks ago, where four stewards were hurt at half-time, "
     "security was doubled.", ("injuries", "4")),
]


@pytest.mark.parametrize(("sentence", "claim"), EARLIER_MEETING, ids=[s[:40] for s, _ in EARLIER_MEETING])
def test_a_figure_of_an_earlier_meeting_is_another_match(sentence, claim):
    kind, value = claim
    assert (kind, value, "other_match") in claims(sentence, kind), why(sentence)


@pytest.mark.parametrize(("sentence", "expected"), [
    # a first for years, or this match's moments, stay this match's
    ("The first meeting between the two clubs in 40 years saw 16 people detained.",
     [("arrests", "16", "incident")]),
    ("This was the first meeting between these two clubs in almost eight years, and 16 people were detained.",
     [("arrests", "16", "incident")]),
    ("Two weeks ago, nobody expected it; last night 16 people were detained before kick-off.",
     [("arrests", "16", "incident")]),
])
def test_a_first_for_years_or_this_matchs_moment_stays_this_matchs(sentence, expected):
    assert claims(sentence, "arrests") == expected


# The class "a season of the year": a Wisła blog's "We remember the derby at Reymonta in the
# autumn, when 31 people were detained" was this match's 31, a false conflict with the
# police's 23 (a verdicts-final37 class). A season of the year is another time, as a month is.
SEASON_OF_THE_YEAR = [
    ("We remember the derby at Reymonta in the autumn, when 31 people were detained.", ("arrests", "31")),
    ("In early spring, 12 fans were banned after the derby.", ("bans", "12")),
    ("In the winter, nine supporters were arrested at the same ground.", ("arrests", "9")),
    ("In the summer, four stewards were hurt at a pre-season game.", ("injuries", "4")),
    ("In the autumn 20 people were ejected from the away end.", ("dispersal", "20")),
    ("Six fans were arrested at the same ground in late spring.", ("arrests", "6")),
    ("Fourteen people were detained outside the ground in the winter.", ("arrests", "14")),
    ("Three fans were hurt there in late autumn.", ("injuries", "3")),
    ("Eight arrests were made at the ground in the winter.", ("arrests", "8")),
    ("In the spring, 40 fans were turned away at the turnstiles.", ("dispersal", "40")),
]


@pytest.mark.parametrize(("sentence", "claim"), SEASON_OF_THE_YEAR, ids=[s[:40] for s, _ in SEASON_OF_THE_YEAR])
def test_a_figure_of_a_season_of_the_year_is_another_match(sentence, claim):
    kind, value = claim
    assert (kind, value, "other_match") in claims(sentence, kind), why(sentence)


@pytest.mark.parametrize(("sentence", "expected"), [
    ("Police arrested five fans in the summer sunshine outside the ground.", [("arrests", "5", "incident")]),
    ("Seven fans were arrested in the winter cold last night.", [("arrests", "7", "incident")]),
])
def test_the_weather_of_a_season_is_no_other_time(sentence, expected):
    assert claims(sentence, "arrests") == expected


# The class "a time pointed back to": a Blackburn blog's "Remember August at Ewood? Five
# arrests that day" was this match's five, a false conflict with the police's nine (a
# verdicts-final39 class). "that day", "that night", "on that occasion", "back then" are the
# time the sentence before names, when that sentence is about another match or time.
POINTED_BACK = [
    ("Remember August at Ewood? Five arrests that day, all of them PNE fans.", ("arrests", "5")),
    ("We lost at Ewood in August. Five arrests that day, all of them PNE fans.", ("arrests", "5")),
    ("The clubs met in the cup in March. Police detained 12 people that evening.", ("arrests", "12")),
    ("Remember last season's trip to Hampden? Forty fans were turned away that day.", ("dispersal", "40")),
    ("In the reverse fixture the visitors won 3-0. On that occasion, 14 people were arrested.", ("arrests", "14")),
    ("We went to Tynecastle in January and lost. Eleven of ours were ejected that day.", ("dispersal", "11")),
    ("The sides last met in the play-offs in May. Two stewards were hurt that afternoon.", ("injuries", "2")),
    ("Remember October in Rome? Three of ours were arrested that night.", ("arrests", "3")),
    ("Last month's derby ended 1-1. Police made 22 arrests that day.", ("arrests", "22")),
    ("The league game at Pittodrie in February was abandoned. Six fans were banned after the trouble that "
     "afternoon.", ("bans", "6")),
    ("Our previous visit was in September. Thirty supporters were refused entry that night.", ("dispersal", "30")),
    ("It was the same story in the reverse fixture. Nine people were arrested that evening.", ("arrests", "9")),
]


@pytest.mark.parametrize(("text", "claim"), POINTED_BACK, ids=[s[:40] for s, _ in POINTED_BACK])
def test_a_time_pointed_back_to_is_the_one_the_sentence_before_names(text, claim):
    kind, value = claim
    assert (kind, value, "other_match") in claims(text, kind), why(text)


@pytest.mark.parametrize("text", [
    "The derby kicked off at 3pm on Saturday. Police made nine arrests that day.",
    "Preston beat Blackburn 2-1 at Deepdale. Nine fans were arrested that afternoon.",
    "The match was played in heavy rain. Nine people were arrested that evening.",
    "Nine people were arrested that night.",
])
def test_a_time_pointed_back_to_in_this_matchs_story_stays_this_matchs(text):
    assert claims(text, "arrests") == [("arrests", "9", "incident")]


# A weekday that dates another match named right after it (a verdicts-final9 failure surfaced
# by a verdicts-final39 class: a wire's "Two Spain fans were arrested in Oslo on Saturday after
# the 1-1 draw with Norway", in a report of Sweden v Spain on Tuesday, was this match's two).
# "on <day> after/before/following the <match> with <other side>": the day is that match's.
DAY_OF_A_MATCH_NAMED_AFTER_IT = [
    ("Spain drew 1-1 with Sweden at Friends Arena on Tuesday. Two Spain fans were arrested in Oslo "
     "on Saturday after the 1-1 draw with Norway.",
     "arrests"),
    ("Spain drew 1-1 with Sweden at Friends Arena on Tuesday. Two Spain fans were arrested on "
     "Saturday after the 1-1 draw with Norway, Norwegian police said at the time.",
     "arrests"),
    ("Celtic beat Rangers 2-0 at Celtic Park on Sunday. Four Celtic fans were arrested on Wednesday "
     "after the defeat to Kilmarnock.",
     "arrests"),
    ("Celtic beat Rangers 2-0 at Celtic Park on Sunday. Police arrested six fans on Thursday night "
     "after the cup tie against Hibernian.",
     "arrests"),
    ("Celtic beat Rangers 2-0 at Celtic Park on Sunday. Nine Rangers fans were hurt on Saturday "
     "before the game against Aberdeen.",
     "injuries"),
    ("Leeds drew 1-1 with Hull at Elland Road on Tuesday. Three Leeds fans were banned on Saturday "
     "following the win over Millwall.",
     "bans"),
    ("Leeds drew 1-1 with Hull at Elland Road on Tuesday. Twelve fans were ejected on Saturday after "
     "their 2-0 defeat to Sunderland.",
     "dispersal"),
    ("Ajax beat PSV 3-1 at the Johan Cruijff Arena on Sunday. Five Ajax fans were arrested on "
     "Thursday evening after the match against Feyenoord.",
     "arrests"),
    ("Porto beat Benfica 1-0 at the Dragão on Friday. Two Porto fans were detained on Monday after "
     "the 2-2 draw with Braga.",
     "arrests"),
    ("Lyon beat Marseille 2-1 on Sunday. Eight Lyon supporters were arrested on Wednesday after the cup tie with Lens.",
     "arrests"),
]


@pytest.mark.parametrize(("text", "kind"), DAY_OF_A_MATCH_NAMED_AFTER_IT,
                         ids=[t[-40:] for t, _ in DAY_OF_A_MATCH_NAMED_AFTER_IT])
def test_a_weekday_before_another_match_named_after_it_is_that_matchs(text, kind):
    assert [scope for _, _, scope in claims(text, kind)] == ["other_match"], why(text)


@pytest.mark.parametrize("text", [
    "Spain drew 1-1 with Sweden at Friends Arena on Tuesday. Two Spain fans were arrested on Tuesday "
    "after the 1-1 draw with Sweden.",
    "Celtic beat Rangers 2-0 at Celtic Park on Sunday. Four fans were arrested on Sunday after the game.",
    "Celtic beat Rangers 2-0 at Celtic Park on Sunday. Four fans were arrested on Sunday after the derby.",
])
def test_a_weekday_before_this_match_named_after_it_stays_this_matchs(text):
    assert [scope for _, _, scope in claims(text, "arrests")] == ["incident"]


# Another match with its place between it and its time (a verdicts-final40 class: a paper's "The
# cup tie in Dundee last month ended with four people arrested" was of no match, where "the cup
# tie last month" was another's).
A_MATCH_ITS_PLACE_AND_ITS_TIME = [
    ("The cup tie in Dundee last month ended with four people arrested.", "arrests"),
    ("The derby at Ibrox last season saw nine arrests.", "arrests"),
    ("The match in Rotterdam last year ended with 14 people detained.", "arrests"),
    ("Police made six arrests at the game in Sheffield last month.", "arrests"),
    ("The clash at the Kuip last season saw 20 fans ejected.", "dispersal"),
    ("The fixture at Tynecastle last month ended with three stewards hurt.", "injuries"),
    ("At the meeting in Split last year, 11 people were arrested.", "arrests"),
    ("The final in Seville last season saw 40 fans hurt.", "injuries"),
    ("The trip to Bergamo last month ended with seven of ours detained.", "arrests"),
    ("The game at Pittodrie the previous season saw five arrests.", "arrests"),
]


@pytest.mark.parametrize(("text", "kind"), A_MATCH_ITS_PLACE_AND_ITS_TIME,
                         ids=[t[:40] for t, _ in A_MATCH_ITS_PLACE_AND_ITS_TIME])
def test_a_match_at_a_place_last_month_is_another_match(text, kind):
    assert [scope for _, _, scope in claims(text, kind)] == ["other_match"], why(text)


# A weekday with an article is any such day, no day of this match (a verdicts-final42 class: a
# paper's "The last time Genoa played at home on a Sunday afternoon, against Sampdoria in the
# Coppa Italia, eleven arrests were made" was this match's eleven, a false conflict with the
# Questura's two): the last time's cue decides.
ANY_SUCH_DAY = [
    ("The last time Genoa played at home on a Sunday afternoon, against Sampdoria in the Coppa "
     "Italia, eleven arrests were made.", "arrests"),
    ("The last time Celtic played at Ibrox on a Sunday, nine fans were arrested.", "arrests"),
    ("The last time the clubs met on a Wednesday night, 14 people were detained.", "arrests"),
    ("The last time Leeds played away on a Friday night, at Hull, six arrests were made.", "arrests"),
    ("The last time we went to Tynecastle on a Saturday, in the Scottish Cup, four of ours were arrested.", "arrests"),
    ("The last time Ajax hosted Feyenoord on a cold Sunday, 30 fans were ejected.", "dispersal"),
    ("The last time the sides met on a Tuesday night, two stewards were hurt.", "injuries"),
    ("The last time Lazio visited on a Thursday, in the Coppa Italia, seven supporters were banned.", "bans"),
    ("The last time Porto played here on a Saturday, against Benfica, 12 people were arrested.", "arrests"),
    ("The last time Rapid came to town on a wet Monday, five officers were injured.", "injuries"),
]


@pytest.mark.parametrize(("text", "kind"), ANY_SUCH_DAY, ids=[t[:40] for t, _ in ANY_SUCH_DAY])
def test_a_weekday_with_an_article_is_no_day_of_this_match(text, kind):
    assert [scope for _, _, scope in claims(text, kind)] == ["other_match"], why(text)


@pytest.mark.parametrize("text", [
    "Two fans were arrested on Saturday.",
    "On a Tuesday night in Stoke, two fans were arrested.",
])
def test_this_matchs_weekday_or_a_day_with_no_other_cue_stays_this_matchs(text):
    assert [scope for _, _, scope in claims(text, "arrests")] == ["incident"]


# A year a club, a ground or a person came into being is no time of the count (a verdicts-final44
# class: a wire's "A crowd of 33,115 filled Poljud, where Hajduk, founded in 1911, play in front of
# the famous Torcida" gave the crowd to no match, beside a fan blog's "Some 33,000").
BORN_IN_A_YEAR = [
    ("A crowd of 33,115 filled Poljud, where Hajduk, founded in 1911, play in front of the Torcida.", "crowd"),
    ("A crowd of 12,000 watched at the ground, built in 1923.", "crowd"),
    ("Police arrested six fans outside the stadium, opened in 2008, before kick-off.", "arrests"),
    ("Rovers, formed in 1887, saw 11 supporters ejected.", "dispersal"),
    ("A man, born in 1990, was one of four people arrested.", "arrests"),
    ("The club, established in 1905, said three stewards were hurt.", "injuries"),
    ("Around 2,000 fans packed the old stand, constructed in 1931.", "crowd"),
    ("The arena, inaugurated in 2016, held 41,000 spectators.", "crowd"),
    ("Nine people were arrested near the monument, erected in 1899.", "arrests"),
    ("The club, founded in 1874, has banned five supporters.", "bans"),
]


@pytest.mark.parametrize(("text", "kind"), BORN_IN_A_YEAR, ids=[t[:40] for t, _ in BORN_IN_A_YEAR])
def test_the_year_something_was_founded_or_built_is_no_time_of_the_count(text, kind):
    assert [scope for _, _, scope in claims(text, kind)] == ["incident"], why(text)


def test_a_year_in_which_a_count_was_made_is_still_another_time():
    assert [scope for _, _, scope in claims("Police made 31 arrests at the ground in 2019.", "arrests")] == ["unknown"]


# Another place or time set against this match, then what happened there (a verdicts-final45
# class: a Dynamo Kyiv blog's "Compare that with Belgrade, where 16 people were held" was this
# match's 16, an update of the police's seven).
SET_AGAINST = [
    ("Compare that with Belgrade, where 16 people were held, four of them our lads.", "arrests"),
    ("Compared with Belgrade, where 16 people were held, this was calm.", "arrests"),
    ("Contrast that with the first leg, when 16 people were held.", "arrests"),
    ("Unlike in Split, where 20 fans were arrested, the night passed off quietly.", "arrests"),
    ("It was a far cry from Rotterdam, where 40 supporters were injured.", "injuries"),
    ("Compare it to Glasgow, where 300 fans were turned away at the gates.", "dispersal"),
    ("In contrast to Seville, where 12 supporters were banned, the club took no action.", "bans"),
    ("Compared to Marseille, where 30 people were arrested, Lyon was peaceful.", "arrests"),
    ("Contrasted with the derby in April, when six officers were hurt, it was a quiet day.", "injuries"),
    ("Unlike at Ibrox, where 50 fans were ejected, stewards had an easy night.", "dispersal"),
]


@pytest.mark.parametrize(("text", "kind"), SET_AGAINST, ids=[t[:40] for t, _ in SET_AGAINST])
def test_a_place_or_time_set_against_this_match_is_another_match(text, kind):
    scopes = [scope for _, _, scope in claims(text, kind)]
    assert scopes and set(scopes) == {"other_match"}, why(text)


# ... or measured against it, "calmer than", "quieter than" (a verdicts-final53 class: a tabloid's
# "It was a much calmer night than Friday in Athens, where three Ireland fans were detained" was
# this match's three, more than the Garda's two).
MEASURED_AGAINST = [
    ("It was a much calmer night than Friday in Athens, where three Ireland fans were detained.", "arrests"),
    ("It was quieter than at Ibrox last season, when 12 fans were arrested.", "arrests"),
    ("There were fewer arrests than in Zagreb, where 30 people were detained.", "arrests"),
    ("A more peaceful afternoon than the derby in March, when six officers were hurt.", "injuries"),
    ("Far better than Rotterdam, where 40 supporters were injured.", "injuries"),
    ("The stewards had an easier time than in Glasgow, where 300 fans were turned away.", "dispersal"),
    ("It was less violent than the cup tie in April, when 11 fans were banned.", "bans"),
    ("A calmer evening than the first leg, when 24 people were arrested.", "arrests"),
    ("Things were tamer than at Pittodrie, where 50 fans were ejected.", "dispersal"),
    ("It was a happier trip than Seville last year, when nine of ours were hurt.", "injuries"),
]


# ... or set against it before a colon (a verdicts-final54 class: a Dundalk blog's "Contrast
# with home: two were arrested at Oriel after the Bohs game" was this match's two, against the
# Bulgarian police's six).
MEASURED_AGAINST += [
    ("Contrast with home: two were arrested at Oriel after the Bohs game the Friday before.", "arrests"),
    ("Compare that with Split: 16 people were held.", "arrests"),
    ("Compare with the derby: 40 fans were ejected.", "dispersal"),
    ("Contrast that with last season: nine officers were hurt.", "injuries"),
    ("Compared to the first leg: 24 people arrested.", "arrests"),
    ("Contrast this with Seville: 12 supporters were banned.", "bans"),
    ("Compare it with Rotterdam: 30 fans were turned away.", "dispersal"),
    ("Contrast with our last trip to Glasgow: five of ours were lifted.", "arrests"),
    ("Compare with Marseille two years ago: 11 fans were hurt.", "injuries"),
    ("Contrast with home games: a dozen people were detained every week.", "arrests"),
]


# ... or by a comparison that opens the place or time of another (a verdicts-final61 class: a
# Legia blog's "For comparison: in Bodø in the first round there were no arrests at all" gave
# this match a nought beside the police's 17).
MEASURED_AGAINST += [
    ("For comparison: in Bodø in the first round there were no arrests at all.", "arrests"),
    ("For comparison, in Split, 16 people were held.", "arrests"),
    ("By comparison, at Ibrox in March, nine fans were arrested.", "arrests"),
    ("In comparison, in Tallinn two of ours were lifted.", "arrests"),
    ("For comparison: at the first leg in Cluj five were nicked.", "arrests"),
    ("By comparison: in Belgrade there were 40 arrests.", "arrests"),
    ("For comparison, at Celtic Park in August, three fans were ejected.", "dispersal"),
    ("By comparison, in Rotterdam the year before, 12 fans were hurt.", "injuries"),
    ("For comparison, in Prague four supporters were injured.", "injuries"),
    ("In comparison, at Pittodrie, 30 fans were turned away.", "dispersal"),
]


@pytest.mark.parametrize(("text", "kind"), MEASURED_AGAINST, ids=[t[:40] for t, _ in MEASURED_AGAINST])
def test_a_place_or_time_this_match_is_measured_against_is_another_match(text, kind):
    scopes = [scope for _, _, scope in claims(text, kind)]
    assert scopes and set(scopes) == {"other_match"}, why(text)


@pytest.mark.parametrize("text", [
    "Seven were arrested tonight, compared with 16 in Belgrade.",
    "Police arrested seven fans, a figure they compared with the last derby.",
    "Police arrested more than 20 fans, where the trouble started.",
    "The crowd was bigger than expected, and four fans were arrested.",
    "By comparison, only two were arrested in the ground.",
    "For comparison, at the end of the night seven fans were arrested.",
])
def test_this_matchs_count_set_against_another_stays_this_matchs(text):
    assert [scope for _, _, scope in claims(text, "arrests")] == ["incident"], why(text)


# A year right after a match noun dates that match, another one (a verdicts-final46 class: a
# Barnsley paper's "the first meeting of the sides at Oakwell since the same fixture in 2023
# when nine arrests were made" gave its nine to some other time, not to that fixture).
MATCH_OF_A_YEAR = [
    ("It was the first meeting at Oakwell since the same fixture in 2023 when nine arrests were made.", "arrests"),
    ("At the derby in 2019, 12 fans were arrested.", "arrests"),
    ("The cup final in 2016 saw 30 fans hurt.", "injuries"),
    ("After the play-off in 2021, 15 supporters were banned.", "bans"),
    ("The corresponding fixture in 2022 ended with eight arrests.", "arrests"),
    ("In the semi-final in 2018, 40 fans were ejected.", "dispersal"),
    ("The game in 2015 was marred when six officers were injured.", "injuries"),
    ("At the quarter-final in 2017, police detained 21 people.", "arrests"),
    ("The tie in 2020 saw 11 supporters banned.", "bans"),
    ("The match in 2014 ended with 60 fans turned away.", "dispersal"),
]


@pytest.mark.parametrize(("text", "kind"), MATCH_OF_A_YEAR, ids=[t[:40] for t, _ in MATCH_OF_A_YEAR])
def test_a_match_of_a_year_is_another_match(text, kind):
    assert [scope for _, _, scope in claims(text, kind)] == ["other_match"], why(text)


@pytest.mark.parametrize(("text", "later"), [
    ("After the first leg, with nine arrests in Brussels, we expected a hostile welcome.", True),
    ("Great night. After the first leg, nobody gave us a chance.", True),
    ("Since the first leg, the police had promised a tougher line.", True),
    ("After that first leg, nobody wanted a repeat.", True),
    ("It was tense.\nAfter the opening leg, the clubs spoke to the police.", True),
    ("Since that first leg, the fans had talked of nothing else.", True),
    # ... or after what happened at it (a verdicts-final69 class: a Kilmarnock blog of the second
    # leg's "After the two arrests at Rugby Park in the first leg, the Belgian press had us down
    # as trouble" gave this match two arrests, a false conflict with the Bruges police's five)
    ("After the two arrests at Rugby Park in the first leg, the Belgian press had us down as trouble.", True),
    ("After the trouble in the first leg, the police were ready.", True),
    ("After the scenes at the first leg, nobody expected a quiet night.", True),
    ("Since the flares in the opening leg, the club had been under pressure.", True),
    ("After the nine arrests in the first leg, the fans were searched twice.", True),
    ("After the disorder at Celtic Park in the first leg, UEFA warned both clubs.", True),
    ("Since the pitch invasion at the first leg, the away end had been fenced.", True),
    ("After the bottles thrown in the first-leg, the stewards doubled.", True),
    ("After the red card in the first leg, the striker was booed all night.", True),
    ("Since the fines from the first leg, the ultras had stayed away.", True),
    ("It was tense.\nAfter the fight in the opening leg, the clubs spoke to the police.", True),
    ("Nine people were arrested after the trouble in the first leg.", False),
    # the first leg's own figures, told after it
    ("Nine people were arrested after the first leg.", False),
    ("Police said after the first leg that nine people were arrested.", False),
    ("After the first leg of the tie Roma lead 2-0.", False),
    ("The clubs will meet again after the first leg in Rome.", False),
])
def test_a_sentence_opening_after_the_first_leg_tells_a_later_leg(text, later):
    assert later_leg_told(fold(text)) is later


# A third side played against at a place where or when something happened is another match,
# whatever the words before it (a verdicts-final62 class: a tabloid's "a week that started with
# the World Cup dream dying against Ukraine at Hampden, where six arrests were made" gave this
# match, in Dublin, six arrests against the Garda's four).
AGAINST_A_THIRD_WHERE = [
    ("Ireland beat Scotland 3-0 in Dublin last night, and four people were arrested. It was a miserable end to a "
     "week that started with the dream dying against Ukraine at Hampden, where six arrests were made.", "6"),
    ("Rangers beat Celtic 2-0, and four fans were held. The week began against Aberdeen at Pittodrie, where "
     "nine fans were arrested.", "9"),
    ("Leeds United beat Hull City 1-0, and two fans were held. It came days after a night against Millwall "
     "at the Den, where 14 people were arrested.", "14"),
    ("Ajax beat PSV 2-1, and three fans were detained. Last time out they lost against Feyenoord at De Kuip, "
     "when 20 supporters were detained.", "20"),
    ("Lazio beat Napoli 1-0, and five ultras were held. That followed the trip against Roma in the Olimpico, "
     "where 12 people were arrested.", "12"),
    ("Benfica beat Braga 3-1, and two fans were arrested. They had struggled against Porto at the Dragao, "
     "where seven people were detained.", "7"),
    ("Hearts beat Hibernian 1-0, and six fans were held. The run began against Celtic at Celtic Park, when "
     "eight arrests were made.", "8"),
    ("Wales beat Latvia 2-0, and one fan was arrested. The campaign had started against Croatia in Split, "
     "where 30 fans were detained.", "30"),
    ("Galatasaray beat Besiktas 2-1, and nine fans were held. The week opened against Fenerbahce at the "
     "Sukru Saracoglu, where 40 people were detained.", "40"),
    ("Marseille beat Lyon 2-0, and three fans were arrested. They had lost against Nice at the Allianz "
     "Riviera, when 11 supporters were arrested.", "11"),
]


@pytest.mark.parametrize(("text", "other"), AGAINST_A_THIRD_WHERE, ids=[t[:40] for t, _ in AGAINST_A_THIRD_WHERE])
def test_a_third_played_against_where_something_happened_is_another_match(text, other):
    scopes = {value: scope for _, value, scope in claims(text, "arrests")}
    assert scopes.get(other) == "other_match" and "other_match" not in (
        scope for value, scope in scopes.items() if value != other), why(text)


# An earlier match named with what kind of match it was is another meeting, as "the previous
# match" is (a verdicts-final65 class: a club statement's "As at our previous home match in the
# group, against Tottenham Hotspur, when there were no arrests" was read as this match's zero,
# against two outlets' four arrests).
@pytest.mark.parametrize(("text", "kind"), [
    ("As at our previous home match in the group, against Tottenham Hotspur, when there were no arrests, our fans "
     "have shown that the ground is a safe place.", "arrests"),
    ("At the previous away game in Glasgow, four fans were arrested.", "arrests"),
    ("The previous league match between the clubs ended with 12 arrests.", "arrests"),
    ("At their previous European tie, in Rome, 30 fans were detained.", "arrests"),
    ("During the previous cup match at the ground, two stewards were hurt.", "injuries"),
    ("In the previous home fixture, against Hearts, six people were ejected.", "dispersal"),
    ("At our previous group game, against Ajax, nobody was arrested.", "arrests"),
    ("Three fans were banned after the previous away derby.", "bans"),
    ("Five arrests were made at the previous international match in Belfast.", "arrests"),
    ("The previous competitive game between the nations ended with 14 arrests.", "arrests"),
])
def test_a_previous_match_of_a_kind_is_another_meeting(text, kind):
    assert [(c.kind, c.scope) for c in claims_of(text, kind)] == [(kind, "other_match")], why(text)


# A place named right before a time gone by dates another match there (a verdicts-final64 class:
# a fan blog's "For comparison: at Kelty last month there were no arrests, no ejections" was read
# as of no known time, not as another match's zeros).
@pytest.mark.parametrize(("text", "kind"), [
    ("For comparison: at Kelty last month there were no arrests, no ejections and no fuss.", "arrests"),
    ("For comparison: at Kelty last month there were no arrests, no ejections and no fuss.", "dispersal"),
    ("At Motherwell last season four fans were arrested.", "arrests"),
    ("In Aberdeen last month, six fans were arrested.", "arrests"),
    ("Away at Millwall last season, nine of ours were ejected.", "dispersal"),
    ("At the Den last year, two stewards were hurt.", "injuries"),
    ("At Celtic Park last season police made 16 arrests.", "arrests"),
    ("In Rotterdam last spring 40 supporters were detained.", "arrests"),
    ("At Ibrox last month there was not a single arrest.", "arrests"),
    ("In Belgrade last year, 12 people were arrested after the derby.", "arrests"),
])
def test_a_place_before_a_time_gone_by_is_another_match(text, kind):
    assert [(c.kind, c.scope) for c in claims_of(text, kind)] == [(kind, "other_match")], why(text)


# ... not a week ago, which a follow-up may tell of the match itself.
def test_a_place_last_week_is_not_another_match():
    text = "Police are still looking for the men who attacked two stewards at Tynecastle last week."
    assert [c.scope for c in claims_of(text, "injuries")] != ["other_match"], why(text)


# ... and so does a place before a year (the same class in older sets: "at Dagenham in 2019, there
# were no arrests at all", "the drone night in Belgrade in 2014, when fourteen people were detained").
@pytest.mark.parametrize(("text", "kind"), [
    ("Last time we played a non-league side in the Cup, at Dagenham in 2019, there were no arrests at all.",
     "arrests"),
    ("Nobody has forgotten the night in Belgrade in 2014, when fourteen people were detained.", "arrests"),
    ("At Hampden in 2019 police made nine arrests.", "arrests"),
    ("In Rome in 2018 two fans were stabbed.", "injuries"),
    ("At Wembley in 2021, dozens of ticketless fans were turned away.", "dispersal"),
    ("At the Den in 2009, 20 people were arrested.", "arrests"),
    ("In Seville in 2003 more than 40 arrests were made.", "arrests"),
    ("At Ibrox in 2011, four stewards were hurt.", "injuries"),
    ("In Marseille in 2016, 35 fans were injured.", "injuries"),
    ("At Elland Road in 2013, nine supporters were banned.", "bans"),
])
def test_a_place_before_a_year_is_another_match(text, kind):
    assert [(c.kind, c.scope) for c in claims_of(text, kind)] == [(kind, "other_match")], why(text)


# Another match set against this one, then what happened there "after which" (or "during",
# "at", "in which"), however many words name it (a verdicts-final66 class: an Algarve paper's
# "It was a calmer day than October's Taca de Portugal tie in the Algarve, after which six
# people were arrested" gave this match six arrests, a false conflict with the police's two).
THAN_ANOTHER_MATCH_AFTER_WHICH = [
    ("It was a calmer day than October's Taca de Portugal tie in the Algarve, after which six people were arrested "
     "for fighting outside the ground.",
     ("arrests",), [("arrests", "6", "other_match")]),
    ('It was far quieter than the cup tie in Braga last spring, after which nine fans were arrested.',
     ("arrests",), [("arrests", "9", "other_match")]),
    ('A much calmer evening than the league meeting at the Dragao in March, after which 14 people were detained.',
     ("arrests",), [("arrests", "14", "other_match")]),
    ("This was a quieter afternoon than August's derby at Ibrox, during which 11 fans were ejected.",
     ("dispersal",), [("dispersal", "11", "other_match")]),
    ('It was less violent than the semi-final at Hampden two years ago, at which 20 people were arrested.',
     ("arrests",), [("arrests", "20", "other_match")]),
    ('Friday was calmer than the Europa League night in Rome in 2022, after which 30 supporters were arrested.',
     ("arrests",), [("arrests", "30", "other_match")]),
    ('The atmosphere was friendlier than the previous visit to Tynecastle, in which three stewards were hurt.',
     ("injuries",), [("injuries", "3", "other_match")]),
    ('It was more relaxed than the first meeting of the season at Pittodrie, after which seven people were arrested.',
     ("arrests",), [("arrests", "7", "other_match")]),
    ('A far more peaceful day than the derby at the San Siro in February, after which eight fans were arrested.',
     ("arrests",), [("arrests", "8", "other_match")]),
    ('Sunday was quieter than the cup final in Seville in April, after which 12 people were detained.',
     ("arrests",), [("arrests", "12", "other_match")]),
    # no match named after "than": this one
    ("It was calmer than many had feared, and six people were arrested.", ("arrests",),
     [("arrests", "6", "incident")]),
]


@pytest.mark.parametrize(("text", "kinds", "expected"), THAN_ANOTHER_MATCH_AFTER_WHICH,
                         ids=case_ids(THAN_ANOTHER_MATCH_AFTER_WHICH))
def test_what_happened_after_another_match_set_against_this_one_is_that_matchs(text, kinds, expected):
    assert_exact(text, kinds, expected)


# Another meeting's day, its place between the opponent and the weekday, is that meeting's
# day, no cue of this match (a verdicts-final67 class: a Riga radio's "Latvia played Moldova in
# Chișinău on Thursday, when one person was detained after the match" gave Liechtenstein v
# Latvia that arrest, a false conflict with the police's none).
ANOTHER_MEETING_PLACED_THEN_DAY = [
    ("Latvia beat Liechtenstein 2-0 in Vaduz on Sunday.",
     "Latvia played Moldova in Chisinau on Thursday, when one person was detained after the match.",
     ("arrests", "1", "other_match", "Moldova")),
    ("Wales drew with Croatia in Split on Saturday.",
     "Wales faced Armenia in Yerevan on Tuesday, when two fans were arrested.",
     ("arrests", "2", "other_match", "Armenia")),
    ("Celtic beat Aberdeen 3-1 at Parkhead on Sunday.",
     "Celtic played Hearts at Tynecastle on Wednesday, when four people were held.",
     ("arrests", "4", "other_match", "Heart of Midlothian")),
    ("Norway beat Cyprus 3-1 in Oslo on Sunday.",
     "Norway played Scotland in Glasgow on Thursday, when three supporters were hurt.",
     ("injuries", "3", "other_match", "Scotland")),
    ("Ajax beat Feyenoord 2-0 in Amsterdam on Sunday.",
     "Ajax played PSV in Eindhoven on Wednesday, when 11 fans were arrested.",
     ("arrests", "11", "other_match", "PSV Eindhoven")),
    ("Hungary lost to Serbia in Belgrade on Saturday.",
     "Hungary played Montenegro in Podgorica on Tuesday, when two fans were arrested.",
     ("arrests", "2", "other_match", "Montenegro")),
    ("Estonia drew with Sweden in Tallinn on Saturday.",
     "Estonia met Azerbaijan in Baku on Tuesday, when 14 people were ejected.",
     ("dispersal", "14", "other_match", "Azerbaijan")),
    ("Kilmarnock beat St Mirren 2-0 on Saturday.",
     "Kilmarnock played Motherwell at Fir Park on Tuesday, when six fans were arrested.",
     ("arrests", "6", "other_match", "Motherwell")),
    ("Lithuania drew with Cyprus in Larnaca on Sunday.",
     "Lithuania faced Romania in Bucharest on Thursday, when nine people were detained.",
     ("arrests", "9", "other_match", "Romania")),
    ("Cercle Brugge beat Kilmarnock 1-0 in Bruges on Thursday.",
     "Cercle played Anderlecht in Brussels on Sunday, when five people were arrested.",
     ("arrests", "5", "other_match", "Anderlecht")),
]


@pytest.mark.parametrize(("lede", "sentence", "claim"), ANOTHER_MEETING_PLACED_THEN_DAY)
def test_another_meetings_place_and_day_are_that_meetings(lede, sentence, claim):
    text = f"{lede}\n\n{sentence}"
    kind = claim[0]
    assert [(c.kind, c.value, c.scope, c.scope_detail) for c in extract(text)
            if c.kind == kind and c.start > len(lede)] == [claim]


# The answer to a question recalling another time is of that time, never this match's (a
# verdicts-final70 class: a Wisła blog's "Remember last season at Reymana? 14 arrests, and the
# courts threw most of them out" gave this match 14 arrests, a false conflict with the police's 11).
ANSWER_TO_A_RECALL = [
    ('Remember last season at Reymana? 14 arrests, and the courts threw most of them out.', 'arrests', 'unknown'),
    ('Remember the derby in March? Nine arrests before kick-off.', 'arrests', 'unknown'),
    ('Do you remember Cardiff in 2019? Twenty fans were arrested that night.', 'arrests', 'unknown'),
    ("Anyone remember last season's cup tie at Pittodrie? Six people were arrested.", 'arrests', 'other_match'),
    ('Who remembers the trip to Bruges two years ago? Eleven of ours were detained.', 'arrests', 'unknown'),
    ('Remember the first meeting at Ibrox? Three stewards were injured.', 'injuries', 'unknown'),
    ('Who can forget the final in Seville in 2022? Thirty fans were ejected.', 'dispersal', 'other_match'),
    ('Think back to last season at the Den? 12 arrests and a pitch invasion.', 'arrests', 'unknown'),
    ('And remember Tynecastle last April? Seven people were arrested.', 'arrests', 'other_match'),
    ('Does anyone remember the semi-final in 2018? Fifteen fans were hurt.', 'injuries', 'other_match'),
    ('Was it a good day? Four people were arrested.', 'arrests', 'incident'),
]


@pytest.mark.parametrize(("text", "kind", "scope"), ANSWER_TO_A_RECALL, ids=[t[:40] for t, _, _ in ANSWER_TO_A_RECALL])
def test_the_answer_to_a_question_recalling_another_time_is_of_that_time(text, kind, scope):
    assert [c.scope for c in extract(text) if c.kind == kind] == [scope], why(text)
