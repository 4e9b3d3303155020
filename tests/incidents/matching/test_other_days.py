"""What another day names is no part of the report's match: a caption of a picture from
another day, a fixture opened by "Next Sunday:", a weekday with a capital "Last" or
"Next", and a sentence set years or a month away ("Three years after the Euros, when
we lost to the Czechs here").  Classes of verdicts-final34, whose fan blogs were each
taken for another match and split from their incidents."""

import datetime

import pytest

from incidents.matching import guess_match, resolve_match_date
from incidents.matching.layout import _layout

D = datetime.date


def _pair(guess):
    return guess.home and guess.home.name, guess.away and guess.away.name


# -- a caption of a picture from another day is blanked -------------------------------
# (report, published, home, away, ground): the caption's clubs and ground are another day's
# (the ground None where only the caption names one).
STALE_CAPTIONS = [
    ("The Magyars were the better side for an hour in Budapest, but Oranje took a point.\n\n"
     "[Photo: Oranje fans before Czech Republic v Netherlands at the Puskás Aréna, June 2021]",
     D(2024, 10, 12), "Hungary", "Netherlands", None),
    ("Seven of ours were held by the police in Razgrad before Ludogorets lost to Inter.\n\n"
     "[Photo: the away end at the Eden Arena, Prague, 27 November 2019]",
     D(2020, 2, 21), "Ludogorets Razgrad", "Inter Milan", None),
    ("Celtic fans were in full voice on Saturday, and nobody was arrested.\n\n"
     "Picture: Rangers v Aberdeen at Ibrox, March 2022",
     D(2023, 10, 2), "Celtic", None, None),
    ("Leeds United fans were kettled for an hour after the final whistle.\n\n"
     "Photo caption: Sheffield Wednesday v Millwall at Hillsborough, 12 August 2023",
     D(2023, 10, 8), "Leeds United", None, None),
    ("Feyenoord supporters set off flares all night on Sunday.\n\n"
     "[Image: Ajax v PSV Eindhoven at the Johan Cruyff Arena (archive)]",
     D(2023, 10, 2), "Feyenoord", None, None),
    ("Lazio ultras attacked a bus before the game on Sunday.\n\n"
     "File photo: Roma v Napoli at the Olimpico",
     D(2023, 9, 4), "Lazio", None, None),
    ("Marseille fans lit up the stands on Sunday night, and two were held.\n\n"
     "(Picture: Paris Saint-Germain v Lyon at the Parc des Princes, 2 February 2020)",
     D(2023, 10, 2), "Marseille", None, None),
    ("Porto fans celebrated long into the night after the win on Sunday.\n\n"
     "Photograph: Benfica v Braga in Lisbon, May 2022",
     D(2023, 10, 2), "Porto", None, None),
    ("Galatasaray fans set off flares on Sunday as the title came closer.\n\n"
     "Pictured: Fenerbahçe v Trabzonspor at the Şükrü Saracoğlu, 2021",
     D(2024, 5, 20), "Galatasaray", None, None),
    ("Hibernian fans were locked out before the derby on Saturday.\n\n"
     "Caption: Aberdeen v Dundee at Pittodrie, 1 September 2023",
     D(2023, 10, 2), "Hibernian", None, None),
]


# A caption of a picture from another meeting of the sides, by its words, however near its
# day (a verdicts-final48 class: a Maccabi Haifa blog of the second leg, in Bern, ended with
# "[Photo: The Haifa end before the first leg, Sammy Ofer Stadium, 22 August 2023]" and was
# grouped with the first leg, ten days before it).  A first leg's caption is another meeting's
# only in a report of a later leg.  (report, published, home, away, ground)
OTHER_MEETING_CAPTIONS = [
    ("The Bernese were better in both legs, and Maccabi Haifa go into the Europa League.\n\n"
     "[Photo: The Haifa end before the first leg, Sammy Ofer Stadium, 22 August 2023]",
     D(2023, 9, 1), "Maccabi Haifa", None, None),
    ("Celtic went through 4-2 on aggregate, but the night was marred by arrests.\n\n"
     "Picture: Celtic fans at the first leg at Ibrox, 3 October 2023",
     D(2023, 10, 10), "Celtic", None, None),
    ("Leeds United fans were kettled for an hour after the final whistle.\n\n"
     "Photo: Leeds United fans at the reverse fixture at the Den",
     D(2023, 10, 8), "Leeds United", None, None),
    ("Hibernian fans were locked out before the derby on Saturday.\n\n"
     "[Photo: Easter Road at last season's derby]",
     D(2023, 10, 2), "Hibernian", None, None),
    ("Porto fans celebrated long into the night after the win on Sunday.\n\n"
     "Photograph: the Dragao at the previous meeting, won by Benfica",
     D(2023, 10, 2), "Porto", None, None),
    ("Feyenoord supporters set off flares all night on Sunday.\n\n"
     "Caption: De Kuip the last time Ajax visited",
     D(2023, 10, 2), "Feyenoord", None, None),
    ("Galatasaray fans set off flares on Sunday as the title came closer.\n\n"
     "Pictured: Rams Park during last year's derby",
     D(2024, 5, 20), "Galatasaray", None, None),
    ("Lazio ultras attacked a bus before the game on Sunday.\n\n"
     "[Image: the Olimpico at the earlier meeting of the season]",
     D(2023, 9, 4), "Lazio", None, None),
    ("Marseille fans lit up the stands on Sunday night, and two were held.\n\n"
     "(Photo: the Velodrome before the opening leg)\n\nMarseille went out 3-1 on aggregate.",
     D(2023, 10, 2), "Marseille", None, None),
    ("Ajax were the stronger side over both legs, and the away end knew it.\n\n"
     "Photo: PSV fans before the first leg at the Philips Stadion, 1 October 2023",
     D(2023, 10, 9), "Ajax", None, None),
]


@pytest.mark.parametrize("report, published, home, away, ground", STALE_CAPTIONS + OTHER_MEETING_CAPTIONS)
def test_a_caption_of_a_picture_from_another_day_names_nothing_of_the_match(report, published, home, away, ground):
    guess = guess_match(body=report, headline="", published=published)
    assert _pair(guess) == (home, away)
    assert (guess.ground and guess.ground.name) == ground


# ... or, dated more than a few days before publication, in any report: a leg before the
# report's (a verdicts-final63 class: a Bodø/Glimt blog of the second leg in Zagreb, published
# ten days after the first, telling no later leg in its words but ending "[Photo: The Yellow Horde
# at Aspmyra Stadion before the first leg, 16 August 2022.]", joined the first leg).
FIRST_LEG_CAPTIONS_DAYS_BEFORE = [
    ("Glimt lost 4-1 after extra time in Zagreb on Wednesday, and nine fans were arrested.\n\n"
     "[Photo: The Yellow Horde at Aspmyra Stadion before the first leg, 16 August 2022.]", D(2022, 8, 26),
     "Aspmyra Stadion"),
    ("Celtic lost 2-0 away on Tuesday night, and four fans were held.\n\n"
     "Picture: Celtic fans at the first leg at Celtic Park, 3 October 2023", D(2023, 10, 11), "Celtic Park"),
    ("Ajax fans were kettled after the defeat on Thursday.\n\n"
     "Photo: the Johan Cruijff Arena before the first leg, 14 March 2024", D(2024, 3, 22), "Johan Cruyff Arena"),
    ("Benfica supporters set off flares on Wednesday night.\n\n"
     "[Image: the Estádio da Luz before the first leg, 6 March 2024]", D(2024, 3, 14), "Estádio da Luz"),
    ("Rangers fans were stopped at the border on Thursday morning.\n\n"
     "Photograph: Ibrox before the first leg, 7 March 2024", D(2024, 3, 15), "Ibrox Stadium"),
    ("Feyenoord fans were held in a car park for two hours on Tuesday.\n\n"
     "(Photo: De Kuip before the opening leg, 13 February 2024)", D(2024, 2, 21), "De Kuip"),
    ("Liverpool fans were pelted with bottles before kick-off on Thursday.\n\n"
     "Pictured: Anfield before the first leg, 7 March 2024", D(2024, 3, 15), "Anfield"),
    ("Hearts fans were turned away at the gates on Thursday.\n\n"
     "[Photo: Tynecastle before the first leg, 10 August 2023]", D(2023, 8, 18), "Tynecastle Park"),
    ("Leeds United fans were kettled on Tuesday night.\n\n"
     "Caption: Elland Road before the first leg, 12 May 2024", D(2024, 5, 17), "Elland Road"),
    ("Galatasaray fans lit flares all night on Thursday.\n\n"
     "Photo: Rams Park before the first leg, 15 February 2024", D(2024, 2, 23), "Rams Park"),
]


@pytest.mark.parametrize("report, published, caption_ground", FIRST_LEG_CAPTIONS_DAYS_BEFORE)
def test_a_first_legs_caption_dated_days_before_names_nothing_of_the_match(report, published, caption_ground):
    guess = guess_match(body=report, headline="", published=published)
    assert (guess.ground and guess.ground.name) != caption_ground
    assert guess.match_date is None or (published - guess.match_date).days <= 3, guess.match_date


def test_a_first_legs_caption_in_the_first_legs_report_still_names_the_match():
    report = ("Police made four arrests as Maccabi Haifa and Young Boys drew 0-0 on Tuesday.\n\n"
              "[Photo: The Haifa end before the first leg, Sammy Ofer Stadium, 22 August 2023]")
    guess = guess_match(body=report, headline="", published=D(2023, 8, 23))
    assert (guess.ground and guess.ground.name) == "Sammy Ofer Stadium"
    assert guess.match_date == D(2023, 8, 22)


# A caption of the day itself (or a few days before) still names the match, and the blanking
# keeps every position of the text.
@pytest.mark.parametrize("caption", [
    "[Photo: Police escort Millwall fans to Elland Road, 7 October 2023]",
    "Picture: Millwall fans at Elland Road on Saturday",
    "Photo: Millwall supporters, October 2023",
])
def test_a_caption_of_the_day_still_names_the_match(caption):
    report = f"Police made arrests after the game on Saturday.\n\n{caption}"
    guess = guess_match(body=report, headline="Leeds United fans clash with police", published=D(2023, 10, 8))
    assert _pair(guess) == ("Leeds United", "Millwall")


def test_a_blanked_caption_keeps_every_position():
    body = "Leeds United beat Millwall at Elland Road.\n\n[Photo: Celtic fans at Hampden, May 2019]\n\nNine arrests."
    layout = _layout("", body, D(2023, 10, 8))
    assert len(layout.text) == len(body)
    assert "Celtic" not in layout.text and layout.text.endswith("Nine arrests.")


# -- "Next Sunday: Young Boys at the Joggeli." ----------------------------------------
# A sentence opened by the next fixture's day, week, month or season names the next
# opponent, no side of the match.  (report, published, home, away)
NEXT_DAY_OPENINGS = [
    ("Two points thrown away at the Letzigrund against the Hoppers.\n\n"
     "Next Sunday: Young Boys at the Joggeli. Fill it.",
     D(2025, 3, 3), None, None),
    ("Celtic fans were in full voice at Celtic Park on Saturday.\n\nNext Wednesday, Hearts away.",
     D(2023, 10, 2), "Celtic", None),
    ("Leeds United fans sang all afternoon at Elland Road.\n\nNext Tuesday: Millwall at home.",
     D(2023, 10, 2), "Leeds United", None),
    ("Feyenoord supporters set off flares all night at De Kuip.\n\nNext month: Ajax away, and the cup.",
     D(2023, 10, 2), "Feyenoord", None),
    ("Porto fans celebrated long into the night outside the Estádio do Dragão.\n\n"
     "Next season Benfica will be the first visitors.", D(2023, 10, 2), "Porto", None),
    ("Marseille fans lit up the Vélodrome on Sunday night.\n\nNext Friday - Nice at the Allianz Riviera.",
     D(2023, 10, 2), "Marseille", None),
    ("Lazio fans sang in the away sector all night, and a 0-0 was enough.\n\nNext Thursday Feyenoord come to Rome.",
     D(2023, 2, 24), "Lazio", None),
    ("Hearts fans were locked out of Tynecastle after crushes at the turnstiles.\n\nNext weekend, Hibernian at Easter "
     "Road.", D(2023, 10, 2), "Heart of Midlothian", None),
    ("Galatasaray fans set off flares at Rams Park.\n\nNext Saturday's trip to Fenerbahçe is the big one.",
     D(2024, 5, 20), "Galatasaray", None),
    ("Napoli supporters clashed with police outside the Maradona.\n\nNext Monday: Juventus, in Turin.",
     D(2023, 10, 4), "Napoli", None),
]


@pytest.mark.parametrize("report, published, home, away", NEXT_DAY_OPENINGS)
def test_a_sentence_opened_by_the_next_fixtures_day_names_no_side(report, published, home, away):
    assert _pair(guess_match(body=report, headline="", published=published)) == (home, away)


# -- "Next Sunday", "Last Saturday": the weekday's word in either case ------------------
# A capital "Next" opening a sentence is a day to come (no match day); a capital "Last" a
# week back when the report is published on that weekday.  (text, published, date)
CAPITAL_WEEKDAY_WORDS = [
    ("Next Sunday: Young Boys at the Joggeli.", D(2025, 3, 3), None),
    ("Next Tuesday, the Maracanã. Bring everyone.", D(2022, 8, 3), None),
    ("Next Thursday it is Karaiskakis, a full house.", D(2025, 3, 7), None),
    ("Next Saturday we go again.", D(2023, 10, 2), None),
    ("Coming Sunday the derby is back on.", D(2023, 10, 2), None),
    ("Fans were held after the match on Saturday. Next Wednesday the cup.", D(2023, 10, 2), D(2023, 9, 30)),
    ("Last Sunday the fans fought outside the ground.", D(2025, 3, 2), D(2025, 2, 23)),
    ("Last Thursday police made nine arrests at the ground.", D(2025, 4, 17), D(2025, 4, 10)),
    ("Last Saturday's derby ended in arrests.", D(2023, 10, 7), D(2023, 9, 30)),
    ("Last Friday fans clashed at the station.", D(2023, 10, 2), D(2023, 9, 29)),
]


@pytest.mark.parametrize("text, published, date", CAPITAL_WEEKDAY_WORDS)
def test_a_weekdays_word_counts_in_either_case(text, published, date):
    assert resolve_match_date(text, published)[0] == date


def test_a_first_leg_told_around_a_past_weekday_dates_no_second_leg():
    # a live page of the second leg: "Last Thursday in Bodø, ... before the first leg"
    report = ("Lazio trail 2-0 from the first leg and need a comeback at the Stadio Olimpico.\n\n"
              "Lazio won 3-1 on the night, 3-3 on aggregate, but lost the shoot-out.\n\n"
              "Last Thursday in Bodø, where Saltnes scored both goals, police arrested four people before the "
              "first leg.")
    guess = guess_match(body=report, headline="LIVE: Lazio v Bodø/Glimt", published=D(2025, 4, 17))
    assert guess.match_date != D(2025, 4, 10)


# -- a sentence years or a month away ---------------------------------------------------
# Its opponents after "lost to", "against" and the like are another fixture's; a club after a
# comma is one only in a list of them ("against Ajax, PSV"), not after a clause's end.
# (report, published, home, away)
YEARS_AWAY = [
    ("Budapest: a point at the death.\n\nThree years after the Euros, when we lost to the Czechs in this very stadium, "
     "Oranje finally took something home from the Puskás Aréna. The Magyars had been the better side for an hour.",
     D(2024, 10, 12), "Hungary", "Netherlands"),
    ("Two years after we lost to Everton here, Leeds United fans sang all afternoon at Elland Road. Millwall were "
     "beaten 2-0.", D(2023, 10, 8), "Leeds United", "Millwall"),
    ("Five years ago we beat Rangers at this ground. Celtic fans were in full voice at Celtic Park as Hearts were "
     "beaten on Saturday.", D(2023, 10, 2), "Celtic", "Heart of Midlothian"),
    ("Feyenoord beat PSV Eindhoven at De Kuip on Sunday.\n\nTwo seasons ago, against Ajax, it was a different story.",
     D(2023, 10, 2), "Feyenoord", "PSV Eindhoven"),
    ("Porto beat Braga at the Estádio do Dragão on Sunday.\n\nA year after losing to Benfica in the final, the fans "
     "finally had a night to remember.", D(2023, 10, 2), "Porto", "Braga"),
    ("Marseille beat Lyon at the Vélodrome on Sunday night.\n\nSix months before, against Monaco, the same stand was "
     "closed.", D(2023, 10, 2), "Marseille", "Lyon"),
    ("Lazio beat Napoli at the Stadio Olimpico on Sunday.\n\nCompare that with last month against Juventus in Turin, "
     "when nobody was held.", D(2023, 9, 4), "Lazio", "Napoli"),
    ("Galatasaray beat Trabzonspor at Rams Park on Sunday.\n\nLast year, against Fenerbahçe, the police held 40.",
     D(2024, 5, 20), "Galatasaray", "Trabzonspor"),
    ("Hibernian fans were locked out of Easter Road before the derby with Hearts on Saturday.\n\nFour weeks before, "
     "against Aberdeen, the gates opened on time.", D(2023, 10, 2), "Hibernian", "Heart of Midlothian"),
    ("Sevilla beat Real Betis at the Ramón Sánchez-Pizjuán on Sunday.\n\nTen years ago, after a defeat by Valencia, "
     "the same ultras rioted.", D(2023, 10, 2), "Sevilla", "Real Betis"),
]


@pytest.mark.parametrize("report, published, home, away", YEARS_AWAY)
def test_an_opponent_in_a_sentence_years_or_a_month_away_is_no_side(report, published, home, away):
    guess = guess_match(body=report, headline="", published=published)
    assert _pair(guess) == (home, away)


def test_a_list_of_opponents_after_a_comma_is_still_another_fixtures():
    report = ("Feyenoord beat PSV Eindhoven at De Kuip on Sunday.\n\n"
              "Last season, against Ajax, AZ Alkmaar and Twente, the same stand was closed.")
    assert _pair(guess_match(body=report, headline="", published=D(2023, 10, 2))) == ("Feyenoord", "PSV Eindhoven")


def test_many_captions_are_each_blanked():
    body = "Leeds United beat Millwall at Elland Road.\n" + "[Photo: Celtic v Rangers at Ibrox, May 2019]\n" * 1000
    layout = _layout("", body, D(2023, 10, 8))
    assert len(layout.text) == len(body) and "Celtic" not in layout.text
    assert _pair(guess_match(body=body, headline="", published=D(2023, 10, 8))) == ("Leeds United", "Millwall")
