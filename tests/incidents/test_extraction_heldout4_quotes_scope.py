"""Quote speakers, interim scores, venues, competitions and scope: general rules.

The shapes come from patterns a fourth held-out set showed (a multi-paragraph
quote attributed after its last paragraph, "For X, ..." framing, "X put it this
way:", a bare "Coach X:" line, interim scores in live blogs, next-round and
second-leg grounds, "last time we played here", stands named in other
languages), but every sentence here is invented: other clubs, people, dates and
wording.  Each case asserts the exact claims of the kinds it is about.  No
database needed.
"""

from __future__ import annotations

import pytest

from incidents.extraction import extract
from tests.incidents.extraction_cases import case_ids, quotes


def claims(text: str, *kinds: str) -> list[tuple[str, str, str]]:
    return [(c.kind, c.value, c.scope) for c in extract(text) if c.kind in kinds]


# Two opening lines naming the match, so each report has its two clubs.
VILLA = (
    "Aston Villa drew 0-0 with Birmingham City at Villa Park on Sunday. "
    "Aston Villa fans threw coins and Birmingham City fans threw bottles.\n"
)
HIBS = (
    "Hibernian beat Hearts 2-0 at Easter Road on Saturday. "
    "Hibernian fans let off flares and Hearts fans threw coins.\n"
)
LYON = (
    "Lyon drew 1-1 with Paris Saint-Germain on Sunday night. "
    "Lyon fans threw flares and Paris Saint-Germain fans threw seats.\n"
)

QUOTE_CASES = [
    # --- a quotation over two paragraphs, attributed after its last one: the club named last
    (
        VILLA + "\nBirmingham City kept their response short.\n\n"
        '"We are saddened by the scenes in the North Stand and we will support the police.\n\n'
        '"Anyone identified will lose their season ticket with immediate effect," a club spokeswoman '
        "said late on Sunday.",
        [("Birmingham City", "club",
          "We are saddened by the scenes in the North Stand and we will support the police. "
          "Anyone identified will lose their season ticket with immediate effect")],
    ),
    # --- "For <title> <name>, who ..., the <noun> was "...": the view is that person's
    (
        VILLA + "For Superintendent Nadia Okafor, who led the policing operation, the cause was "
        '"a small group intent on fighting before the game" rather than the fixture itself.',
        [("Nadia Okafor", "police", "a small group intent on fighting before the game")],
    ),
    (
        HIBS + 'In the words of chairman Malcolm Gracie, the evening was "a stain on a proud club and '
        'its loyal supporters".',
        [("Malcolm Gracie", "club", "a stain on a proud club and its loyal supporters")],
    ),
    # --- "X put it this way:", "X had this to say:"
    (
        HIBS + 'Inspector Callum Reid put it bluntly: "Throwing a flare into a crowded stand could have '
        'killed somebody."',
        [("Callum Reid", "police", "Throwing a flare into a crowded stand could have killed somebody.")],
    ),
    (
        VILLA + 'Villa manager Tomas Lindqvist had this to say: "I did not see the coins but I will not '
        'defend anyone who throws them."',
        [("Tomas Lindqvist", "manager", "I did not see the coins but I will not defend anyone who throws them.")],
    ),
    # --- an unnamed reader, listener or caller writing in is a fan
    (
        LYON + 'A listener in the visiting section texted: "Somebody behind me launched a seat and it '
        'landed two rows in front of us."',
        [("fan", "fan", "Somebody behind me launched a seat and it landed two rows in front of us.")],
    ),
    # --- a bare colon after a named speaker (a live blog's post-match line)
    (
        LYON + '\nFull-time\nLyon coach Pierre Vasseur: "The game should never have been stopped. '
        'Our fans must learn to behave away from home as well."',
        [("Pierre Vasseur", "manager",
          "The game should never have been stopped. Our fans must learn to behave away from home as well.")],
    ),
    # --- "<body> put this out:" then the statement in the next paragraphs
    (
        VILLA + "\nThe FA put this out on Monday morning:\n\n"
        '"We are aware of the incidents at Villa Park and are working with the clubs and West '
        'Midlands Police.\n\n"We will not hesitate to act once we have the match officials\' reports."',
        [("FA", "governing_body",
          "We are aware of the incidents at Villa Park and are working with the clubs and West Midlands "
          "Police. We will not hesitate to act once we have the match officials' reports.")],
    ),
    # --- a day opening the sentence is no speaker: the organisation after it is
    (
        HIBS + "\nOn Tuesday afternoon the SPFL put this out:\n\n"
        '"The league will examine the referee\'s report and speak to both clubs before deciding on any '
        'further steps."',
        [("SPFL", "governing_body",
          "The league will examine the referee's report and speak to both clubs before deciding on any "
          "further steps.")],
    ),
    # --- a prefect is an official
    (
        LYON + "The city's prefect, Hélène Marchetti, said: \"There will be no away supporters at the "
        'next fixture between these clubs."',
        [("Hélène Marchetti", "official",
          "There will be no away supporters at the next fixture between these clubs.")],
    ),
    # --- negatives: a bare colon after no speaker, a "For" phrase naming nobody
    (
        VILLA + 'The verdict: "a long afternoon for everyone".',
        [],
    ),
    (
        HIBS + 'For a while, the mood in the ground was "a proper old derby".',
        [],
    ),
]


@pytest.mark.parametrize(("text", "expected"), QUOTE_CASES, ids=case_ids(QUOTE_CASES))
def test_quote_speakers(text, expected):
    assert quotes(text) == expected


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


@pytest.mark.parametrize(("text", "expected"), VENUE_SCOPE_CASES, ids=case_ids(VENUE_SCOPE_CASES))
def test_venue_and_scope(text, expected):
    assert sorted(claims(text, "venue", "arrests", "bans", "competition")) == sorted(expected)


VENUE_CASES = [
    # --- "the former X" naming a ground by its old name is that ground
    (
        "Juventus beat Torino 2-0 at the former Juventus Stadium on Saturday, where Torino fans threw flares.",
        [("venue", "Allianz Stadium", "incident")],
    ),
    # --- ... but not in a sentence about a move between grounds
    (
        "West Ham United fans threw coins at Tottenham Hotspur fans.\nThe club's move from Upton Park to "
        "the former Olympic Stadium was blamed for the trouble by Tottenham Hotspur.",
        [],
    ),
    # --- stands named in other languages, and a numbered gate stand, are the ground's
    (
        "Juventus beat Torino 2-0 at the Allianz Stadium on Saturday. Torino fans threw flares.\n"
        "Juventus supporters in the Curva Sud threw bottles at the Torino end.",
        [("venue", "Allianz Stadium", "incident"), ("venue", "Allianz Stadium", "incident")],
    ),
    (
        "Lyon beat Paris Saint-Germain 2-1 at the Parc des Princes on Sunday.\nParis Saint-Germain fans "
        "in the Tribune Auteuil set off flares, and Lyon fans threw seats.",
        [("venue", "Parc des Princes", "incident"), ("venue", "Parc des Princes", "incident")],
    ),
    (
        "Feyenoord beat PSV 1-0 at De Kuip on Sunday. PSV fans threw coins.\n"
        "Flares were lit in the Gate 3 stand, and later riot police moved into Gate 3.\n"
        "Feyenoord fans also threw bottles into Gate 3.",
        [("venue", "De Kuip", "incident"), ("venue", "De Kuip", "incident"), ("venue", "De Kuip", "incident")],
    ),
    # --- a bare gate never called a stand is an entrance: no venue claim
    (
        "Feyenoord beat PSV 1-0 at De Kuip on Sunday. PSV fans threw coins.\n"
        "Police dispersed a group of 40 PSV supporters outside Gate 9 before kick-off.",
        [("venue", "De Kuip", "incident")],
    ),
    # --- one club named in a headline, both in the lede: the lede's opponent is no other match
    (
        "Three Feyenoord fans fined over derby flares\n\nBy a Court Reporter\n\n"
        "ROTTERDAM - Three Feyenoord supporters were fined by a court on Monday for the disorder at the "
        "derby against Ajax at De Kuip on 9 March.",
        [("venue", "De Kuip", "incident")],
    ),
]


@pytest.mark.parametrize(("text", "expected"), VENUE_CASES, ids=case_ids(VENUE_CASES))
def test_venues(text, expected):
    assert claims(text, "venue") == expected


COMPETITION_CASES = [
    # --- a competition named as its running body ("X's disciplinary panel") is no competition claim
    (
        LYON + "Ligue 1's disciplinary committee will meet on Thursday to look at the flares.",
        [],
    ),
    (
        VILLA + "The Premier League's chief executive called both clubs on Monday about the Premier League match.",
        [("competition", "Premier League", "incident")],
    ),
    (
        "Borussia Dortmund beat Schalke 04 3-0 in the Bundesliga on Saturday, and the Bundesliga's officials "
        "said Schalke 04 fans had thrown flares.",
        [("competition", "Bundesliga", "incident")],
    ),
]


@pytest.mark.parametrize(("text", "expected"), COMPETITION_CASES, ids=case_ids(COMPETITION_CASES))
def test_competitions(text, expected):
    assert claims(text, "competition") == expected
