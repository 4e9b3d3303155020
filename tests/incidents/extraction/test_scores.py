"""Scores (``scores``): the result of the match, not a score during it ("were leading 1-0",
"2-0 up at the break", "a 1-0 lead", a live blog's "GOAL!" and "Half-time" lines).

No database: every test here runs in milliseconds.
"""

import pytest

from incidents.extraction import extract

from .cases import VILLA, case_ids, claims, claims_of

SCORE_CASES = [
    # --- a score during the match is no result; the final one is
    (
        "Hearts were leading 1-0 when the flares were thrown, but Hibernian went on to win 2-1 "
        "against Hearts at Easter Road.",
        [("score", "2-1", "incident")],
    ),
    (
        "Birmingham City were 2-0 up at the break, but Aston Villa drew 2-2 with Birmingham City "
        "at Villa Park.",
        [("score", "2-2", "incident")],
    ),
    (
        "Hibernian took a 1-0 lead into the interval against Hearts before the smoke bombs landed.",
        [],
    ),
    # --- a live blog: headings and "GOAL!" mark interim scores; the full-time line is the result
    (
        "Leeds United 3-1 Millwall: smoke bombs and six arrests at Elland Road\n\n"
        "19 min\nGOAL! Leeds United 1-0 Millwall. A header from a corner.\n\n"
        "Half-time\nLeeds United 1-1 Millwall. Stewards are in the away end.\n\n"
        "Full-time\nLeeds United 3-1 Millwall. West Yorkshire Police say six people were arrested.",
        [("score", "3-1", "incident"), ("score", "3-1", "incident")],
    ),
    # --- the words after the score decide first: a win, not a lead
    (
        "A 90th-minute goal gave Aston Villa a 2-1 win over Birmingham City.",
        [("score", "2-1", "incident")],
    ),
]


@pytest.mark.parametrize(("text", "expected"), SCORE_CASES, ids=case_ids(SCORE_CASES))
def test_interim_scores_are_no_result(text, expected):
    assert claims(text, "score") == expected


# --- the result's detail names both clubs whenever the sentence does: "X beat Y", a draw "X v Y"
# (text, exact scores: value, scope, detail, span text)
SCORE_DETAILS = [
    ("Celtic won 1-0 against Rangers at Parkhead on Sunday.",
     [("1-0", "incident", "Celtic beat Rangers", "1-0")]),
    # the loser named before the winner, or in another clause
    ("Against Hearts, Hibernian won 2-0 in a bad-tempered derby.",
     [("2-0", "incident", "Hibernian beat Heart of Midlothian", "2-0")]),
    ("Chelsea fans hurled seats as West Ham won 2-1 at the London Stadium.",
     [("2-1", "incident", "West Ham United beat Chelsea", "2-1")]),
    # a loss with no preposition, a passive
    ("Rangers lost 2-1 at Celtic Park, where Celtic fans had unfurled a banner.",
     [("2-1", "incident", "Celtic beat Rangers", "2-1")]),
    ("Millwall were beaten 3-1 by Leeds United at Elland Road.",
     [("3-1", "incident", "Leeds United beat Millwall", "3-1")]),
    ("Following Sunday's fixture, in which Burnley defeated Blackburn Rovers 1-0, officers made five arrests.",
     [("1-0", "incident", "Burnley beat Blackburn Rovers", "1-0")]),
    # draws: both sides, as named
    ("Aston Villa and Birmingham City drew 1-1 at Villa Park.",
     [("1-1", "incident", "Aston Villa v Birmingham City", "1-1")]),
    ("The derby between Everton and Liverpool ended 2-2.",
     [("2-2", "incident", "Everton v Liverpool", "2-2")]),
    ("It finished 0-0, Lyon and Paris Saint-Germain cancelling each other out.",
     [("0-0", "incident", "Lyon v Paris Saint-Germain", "0-0")]),
    ("Celtic drew 1-1 with Rangers.",
     [("1-1", "incident", "Celtic v Rangers", "1-1")]),
    # one club named: what the words say
    ("Celtic won 3-0.", [("3-0", "incident", "Celtic won", "3-0")]),
    # a third club in the sentence: the report's other club is the loser
    (VILLA + "Aston Villa won 2-1 to move above Chelsea, and Birmingham City fans threw coins.",
     [("0-0", "incident", "Aston Villa v Birmingham City", "0-0"),
      ("2-1", "incident", "Aston Villa beat Birmingham City", "2-1")]),
]


@pytest.mark.parametrize(("text", "expected"), SCORE_DETAILS, ids=case_ids(SCORE_DETAILS))
def test_score_detail_names_both_clubs(text, expected):
    got = []
    for c in extract(text):
        if c.kind == "score":
            assert text[c.start:c.end] == c.text
            got.append((c.value, c.scope, c.detail, c.text))
    assert got == expected


# A result between two clubs that are not the report's two is another match's: "three
# days after Ajax beat Willem II 4-0 to win the cup" in a report of Ajax v Tottenham had
# become the incident's result.  Each report names its two clubs in its opening lines.
OTHER_PAIRS = [
    ("Ajax v Tottenham Hotspur: Ajax fans clashed with Tottenham Hotspur supporters before the game.\n"
     "The defeat came three days after Ajax beat Willem II 4-0 to win the cup.", "4-0", "Ajax beat Willem II"),
    ("Celtic fans threw flares at Rangers players as Celtic beat Rangers 2-1.\n"
     "Rangers had beaten Aberdeen 3-0 in midweek.", "3-0", "Rangers beat Aberdeen"),
    ("Leeds United and Millwall fans fought outside Elland Road, where Leeds United beat Millwall 1-0.\n"
     "Last week Millwall lost 2-0 to Hull City.", "2-0", "Hull City beat Millwall"),
    ("Marseille supporters attacked the Lyon team bus before Marseille drew 1-1 with Lyon.\n"
     "Lyon drew 2-2 with Nice in their previous game.", "2-2", "Lyon v Nice"),
    ("Porto fans clashed with Benfica supporters as Porto beat Benfica 5-0 at the Dragão.\n"
     "Benfica had thrashed Braga 4-1 a week earlier.", "4-1", "Benfica beat Braga"),
    ("Legia Warsaw fans fought Lech Poznań fans before Lech Poznań beat Legia Warsaw 1-0.\n"
     "Legia Warsaw beat Wisła Kraków 3-1 in the cup on Wednesday.", "3-1", "Legia Warsaw beat Wisła Kraków"),
    ("Everton and Liverpool fans clashed as Everton drew 0-0 with Liverpool at Goodison Park.\n"
     "Liverpool had beaten Arsenal 3-2 the weekend before.", "3-2", "Liverpool beat Arsenal"),
    ("Feyenoord fans threw fireworks at Ajax players as Feyenoord and Ajax drew 1-1.\n"
     "Ajax lost 1-0 to PSV Eindhoven in their last away game.", "1-0", "PSV Eindhoven beat Ajax"),
    ("Roma ultras attacked Lazio fans before Lazio beat Roma 1-0 in the derby.\n"
     "Roma beat Napoli 2-0 last month.", "2-0", "Roma beat Napoli"),
    ("Cardiff City and Swansea City fans were kept apart as Cardiff City beat Swansea City 1-0.\n"
     "Swansea City lost 3-1 at home to Bristol City on Tuesday.", "3-1", "Bristol City beat Swansea City"),
]


@pytest.mark.parametrize(("text", "score", "detail"), OTHER_PAIRS, ids=case_ids(OTHER_PAIRS))
def test_a_result_of_two_other_clubs_is_another_matchs(text, score, detail):
    scores = {c.value: c for c in extract(text) if c.kind == "score"}
    assert scores[score].detail == detail
    assert scores[score].scope == "other_match"
    assert all(c.scope == "incident" for v, c in scores.items() if v != score)


# The winner is the subject of the win, not a club named as its object before it (a failure
# class of verdicts-final5: "Sheffield Wednesday completed the biggest comeback ...,
# overturning a 4-0 first-leg deficit against Peterborough United to win 5-1" was
# "Peterborough United beat Sheffield Wednesday", the title's result reversed).
WINNER_NOT_THE_OBJECT = [
    ("Sheffield Wednesday overturned a 4-0 deficit against Peterborough United to win 5-1.",
     "5-1", "Sheffield Wednesday beat Peterborough United"),
    ("Celtic came from behind against Rangers to win 3-2.", "3-2", "Celtic beat Rangers"),
    ("Leeds United fought back against Millwall to win 2-1 at Elland Road.", "2-1", "Leeds United beat Millwall"),
    ("Arsenal recovered from a goal down against Chelsea to win 3-1.", "3-1", "Arsenal beat Chelsea"),
    ("Aston Villa held their nerve against Birmingham City to win 1-0.", "1-0", "Aston Villa beat Birmingham City"),
    ("Hibernian, playing with ten men against Hearts, went on to win 2-0.", "2-0",
     "Hibernian beat Heart of Midlothian"),
    ("Everton rallied late on against Liverpool to win 2-1.", "2-1", "Everton beat Liverpool"),
    ("Porto produced a comeback against Benfica to win 3-2.", "3-2", "Porto beat Benfica"),
    ("Rangers, a goal down at half-time against Aberdeen, came back to win 2-1.", "2-1", "Rangers beat Aberdeen"),
    ("Newcastle United overcame a poor start against Sunderland to win 3-0.", "3-0", "Newcastle United beat Sunderland"),
    # the subject as before, and a relative clause's
    ("Against Rangers, Celtic won 1-0.", "1-0", "Celtic beat Rangers"),
    ("Millwall fans rioted during their FA Cup tie against Luton Town, who won 1-0.", "1-0", "Luton Town beat Millwall"),
    ("Millwall won 2-1 against Leeds United.", "2-1", "Millwall beat Leeds United"),
    ("Leeds United lost 2-1 to Millwall.", "2-1", "Millwall beat Leeds United"),
]


@pytest.mark.parametrize(("text", "score", "detail"), WINNER_NOT_THE_OBJECT, ids=case_ids(WINNER_NOT_THE_OBJECT))
def test_the_winner_is_the_subject_not_an_object_before_the_win(text, score, detail):
    assert [(c.value, c.detail) for c in claims_of(text, "score")] == [(score, detail)]


# A penalty shoot-out's score is no score of the match (a failure class of verdicts-final5 and
# verdicts-final4: "send Celtic through 6-5 on penalties after a 3-3 draw" gave the result
# "Aberdeen v Celtic 6-5", and "win the shoot-out 5-4" after a 1-1 draw "Manchester City beat
# Sevilla 5-4").
SHOOTOUTS = [
    ("Joe Hart saved the last kick to send Celtic through 6-5 on penalties after a 3-3 draw with Aberdeen.",
     [("3-3", "Celtic v Aberdeen")]),
    ("Manchester City drew 1-1 with Sevilla and won the shoot-out 5-4.", [("1-1", "Manchester City v Sevilla")]),
    ("Sheffield Wednesday won 5-1 after extra time against Peterborough United and went through 5-3 on penalties.",
     [("5-1", "Sheffield Wednesday beat Peterborough United")]),
    ("Liverpool beat Chelsea 11-10 on penalties after a goalless draw.", []),
    ("Arsenal lost 4-2 on pens to Porto.", []),
    ("Rangers won 4-3 in a penalty shoot-out against Celtic.", []),
    ("Leeds United went out 5-4 in the shootout to Millwall.", []),
    ("Aston Villa edged the shoot-out 3-2 against Birmingham City.", []),
    ("Hibernian beat Hearts 4-3 on spot-kicks.", []),
    ("Everton won the penalty shootout 4-1 against Liverpool.", []),
    # not a shoot-out
    ("Celtic beat Rangers 2-1 on Saturday.", [("2-1", "Celtic beat Rangers")]),
]


@pytest.mark.parametrize(("text", "expected"), SHOOTOUTS, ids=case_ids(SHOOTOUTS))
def test_a_shootouts_score_is_no_score_of_the_match(text, expected):
    assert [(c.value, c.detail) for c in claims_of(text, "score")] == expected


# ... nor when a clause stands between the shoot-out and its score (a verdicts-final9 class:
# "saved from Bentaleb and Andre in the shoot-out, which Villa won 4-3" titled a 2-1 after
# extra time "Aston Villa beat Lille 4-3").
SHOOTOUTS_TOLD_AFTER = [
    "Martinez saved twice in the shoot-out, which Villa won 4-3.",
    "It went to a penalty shoot-out, which Lille lost 4-3.",
    "The shoot-out that followed ended 5-4 to Celtic.",
    "Rangers held their nerve in the shootout, winning it 4-2.",
    "The penalty shoot-out, won 3-1 by Porto, was a formality.",
    "In the shoot-out that settled it, Leeds won 5-3.",
    "Then came the shoot-out, and Hibernian won it 4-2.",
    "Everton prevailed in the shoot-out, 4-1.",
    "The spot-kick contest went 6-5 to Aberdeen.",
    "Greif saved two penalties in a shoot-out Mallorca won 5-4.",
]


# ... nor when the score names the shoot-out it was (a verdicts-final10 class: "giving the
# Mariners a 12-11 shoot-out win after a 2-2 draw" titled a League Cup tie with "12-11").
SHOOTOUTS_NAMED_AFTER = [
    ("The penalty came back off the crossbar, giving Grimsby Town a 12-11 shoot-out win after a 2-2 draw with "
     "Manchester United.", [("2-2", "Grimsby Town v Manchester United")]),
    ("Three people had been arrested after the 12-11 shoot-out defeat.", []),
    ("Grimsby Town's 4-3 penalty shoot-out victory over Manchester United.", []),
    ("Celtic's 5-4 penalty win over Rangers sent them through.", []),
    ("Arsenal suffered a 4-2 shootout loss to Porto.", []),
    ("It was a 3-1 spot-kick triumph for Hibernian over Hearts.", []),
    ("Leeds United's 5-3 penalties exit to Millwall.", []),
    ("Aston Villa's 6-5 shoot-out success against Birmingham City.", []),
    ("Everton fans celebrated a 4-1 shoot-out victory over Liverpool.", []),
    ("A 3-2 penalty defeat at Sunderland ended Newcastle United's run.", []),
    # a score with a penalty in the match is still the match's, and a level score beside a
    # shoot-out is the match's draw (no shoot-out ends level)
    ("Celtic beat Rangers 2-1 with a late penalty.", [("2-1", "Celtic beat Rangers")]),
    ("Aston Villa won the shoot-out 4-3 after a 1-1 draw with Lille.", [("1-1", "Aston Villa v Lille")]),
]


@pytest.mark.parametrize(("text", "expected"), SHOOTOUTS_NAMED_AFTER, ids=case_ids(SHOOTOUTS_NAMED_AFTER))
def test_a_score_naming_its_shootout_is_no_score_of_the_match(text, expected):
    assert [(c.value, c.detail) for c in claims_of(text, "score")] == expected


@pytest.mark.parametrize("text", SHOOTOUTS_TOLD_AFTER)
def test_a_shootouts_score_told_after_a_clause_is_no_score_of_the_match(text):
    assert claims_of(text, "score") == [], [(c.value, c.detail) for c in claims_of(text, "score")]


@pytest.mark.parametrize(("text", "value"), [
    ("Villa won 2-1 after extra time, the shoot-out never needed.", "2-1"),
    ("After the shoot-out drama of the first leg, Celtic won 3-0 at home.", "3-0"),
])
def test_a_score_beside_a_shootout_of_another_clause_is_still_a_score(text, value):
    assert [c.value for c in claims_of(text, "score")] == [value]


# A two-legged tie's aggregate is no score of the match (a failure class of verdicts-final6: a
# live page's "FULL TIME: Sparta Prague 4-1 Galatasaray (6-4 on aggregate)" gave the title's
# result "Sparta Prague v Galatasaray 6-4").
AGGREGATES = [
    ("FULL TIME: Sparta Prague 4-1 Galatasaray (6-4 on aggregate).", [("4-1", "Sparta Prague v Galatasaray")]),
    ("Celtic won 2-0 on the night to go through 5-3 on aggregate.", [("2-0", "Celtic won")]),
    ("Leeds United lost 2-1, going out on an aggregate score of 3-4.", [("2-1", "beat Leeds United")]),
    ("Porto beat Roma 3-2 (agg 4-4) and went through on away goals.", [("3-2", "Porto beat Roma")]),
    ("Ajax won 2-0 to take an aggregate lead of 3-1 into extra time.", [("2-0", "Ajax won")]),
    ("Porto won 5-4 on aggregate against Benfica.", []),
    ("Rangers sealed a 5-3 aggregate win over Braga.", []),
    ("Sparta are in the last 16, 6-4 on aggregate.", []),
    ("The visitors lead 4-3 on aggregate again.", []),
    ("It's 4-4 on aggregate after Tuci's header.", []),
    ("Benfica went through with an aggregate victory of 3-1 over Ajax.", []),
    # no aggregate
    ("Benfica beat Ajax 1-0 in Amsterdam.", [("1-0", "Benfica beat Ajax")]),
]


@pytest.mark.parametrize(("text", "expected"), AGGREGATES, ids=case_ids(AGGREGATES))
def test_an_aggregate_is_no_score_of_the_match(text, expected):
    assert [(c.value, c.detail) for c in claims_of(text, "score")] == expected


# The owner of something else is not the winner (a failure class of verdicts-final6: "Uruguay
# ended Argentina's unbeaten run in World Cup qualifying with a 2-0 win" was "Argentina beat
# Uruguay", the title's result reversed); the owner of the win is.
WINNER_NOT_THE_OWNER = [
    ("Uruguay ended Argentina's unbeaten run in World Cup qualifying with a 2-0 win at La Bombonera.",
     "2-0", "Uruguay beat Argentina"),
    ("Leeds United ruined Burnley's promotion party with a 3-1 win at Turf Moor.", "3-1", "Leeds United beat Burnley"),
    ("Arsenal spoiled Tottenham Hotspur's celebrations with a 2-1 victory.", "2-1", "Arsenal beat Tottenham Hotspur"),
    ("Hibernian ended Hearts' unbeaten home record with a 2-1 win at Tynecastle.", "2-1",
     "Hibernian beat Heart of Midlothian"),
    ("Ajax halted PSV Eindhoven's title charge with a 2-0 win.", "2-0", "Ajax beat PSV Eindhoven"),
    ("Boca Juniors crushed River Plate's hopes with a 3-0 victory.", "3-0", "Boca Juniors beat River Plate"),
    ("Feyenoord won 2-1 at Ajax's ground.", "2-1", "Feyenoord beat Ajax"),
    ("Everton wrecked Liverpool's title hopes with a 2-0 win at Goodison Park.", "2-0", "Everton beat Liverpool"),
    ("Rangers ended Celtic's run of derby wins with a 3-0 victory.", "3-0", "Rangers beat Celtic"),
    ("Millwall dented Leeds United's promotion bid with a 1-0 win.", "1-0", "Millwall beat Leeds United"),
    # the owner of the win
    ("Celtic's 2-0 win over Rangers was marred by trouble.", "2-0", "Celtic beat Rangers"),
    ("Porto's 3-0 victory over Benfica came at a cost.", "3-0", "Porto beat Benfica"),
    ("Napoli's late 2-1 win against Roma sent them top.", "2-1", "Napoli beat Roma"),
]


@pytest.mark.parametrize(("text", "score", "detail"), WINNER_NOT_THE_OWNER, ids=case_ids(WINNER_NOT_THE_OWNER))
def test_the_owner_of_something_else_is_not_the_winner(text, score, detail):
    assert [(c.value, c.detail) for c in claims_of(text, "score")] == [(score, detail)]


# A score in a sentence naming only other clubs is another match's (a verdicts-final11 class:
# "Real Betis lead the group after winning 2-0 at HJK Helsinki", in a wire of Ludogorets
# Razgrad v Roma, titled it "Ludogorets Razgrad v Roma 2-0").
LUDOGORETS_ROMA = "Ludogorets Razgrad beat Roma 2-1 in Razgrad. Roma and Ludogorets Razgrad fans clashed. "
OTHER_CLUBS_SCORES = [
    "Real Betis lead the group after winning 2-0 away.",
    "Earlier, Celtic won 3-0 at home.",
    "Rangers FC drew 1-1 with Hearts on Sunday.",
    "Arsenal lost 2-0 in the other game.",
    "Bayern Munich won 4-1 to go top.",
    "Real Betis top the group after a 2-0 win.",
    "In the other match Celtic drew 2-2.",
    "Chelsea won 3-1 to stay level.",
    "Ajax were beaten 2-0 at home.",
    "Sevilla came from behind to win 3-2.",
]


@pytest.mark.parametrize("sentence", OTHER_CLUBS_SCORES)
def test_a_score_in_a_sentence_of_other_clubs_only_is_another_matchs(sentence):
    scores = [(c.value, c.scope) for c in claims_of(LUDOGORETS_ROMA + sentence, "score")]
    assert scores[0] == ("2-1", "incident") and scores[-1][1] == "other_match", scores


def test_a_score_beside_one_of_the_report_clubs_stays_the_matchs():
    scores = [(c.value, c.scope) for c in claims_of(LUDOGORETS_ROMA + "Roma were 2-1 down at half-time.", "score")]
    assert scores == [("2-1", "incident")], scores


# The words of a score's own clause say who won (a failure class of verdicts-final16: a
# Trondheim paper's "Ten men, a derby win and a long night for the police: Rosenborg's 3-1
# victory over league leaders Molde" was read as Molde's win, the derby win's words taken).
@pytest.mark.parametrize(("sentence", "detail"), [
    ("Ten men, a derby win and a long night for the police: Rosenborg's 3-1 victory over league leaders Molde "
     "ended with four arrests in the city centre.",
     'Rosenborg beat Molde'),
    ("Ten men, a derby win and a long night: Celtic's 2-0 win over Rangers ended in trouble.",
     'Celtic beat Rangers'),
    ("Hearts' cup win last week feels long ago; Hibs beat Hearts 2-1 at Easter Road.",
     'Hibernian beat Heart of Midlothian'),
    ("Aberdeen's win at Ibrox is forgotten: Rangers beat Aberdeen 3-0 at Pittodrie.",
     'Rangers beat Aberdeen'),
    ("Motherwell's last win came in August; Celtic beat Motherwell 4-0 on Saturday.",
     'Celtic beat Motherwell'),
    ("Kilmarnock's last win was a month ago - St Mirren beat Kilmarnock 2-0.",
     'St Mirren beat Kilmarnock'),
    ("Villa's win at Molineux feels distant: Wolves beat Aston Villa 2-1.",
     'Wolverhampton Wanderers beat Aston Villa'),
    ('Leeds had lost to Millwall in August; on Saturday Leeds beat Millwall 3-1.',
     'Leeds United beat Millwall'),
    ("Everton's derby win is a memory: Liverpool's 4-0 victory over Everton settled it.",
     'Liverpool beat Everton'),
    ("Forest's long wait for a win goes on - Derby County beat Nottingham Forest 2-0.",
     'Derby County beat Nottingham Forest'),
    ('A cup win for Sevilla, a league defeat for Betis: Sevilla beat Real Betis 2-1 at the Sanchez-Pizjuan.',
     'Sevilla beat Real Betis'),
    ("Sunderland's play-off win was forgotten; Newcastle United beat Sunderland 3-0.",
     'Newcastle United beat Sunderland'),
])
def test_the_scores_own_clause_says_who_won(sentence, detail):
    assert [c.detail for c in extract(sentence) if c.kind == "score"] == [detail]
