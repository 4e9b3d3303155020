"""The match day: day words, explicit dates, datelines, page stamps, and the
clauses that make a day a hearing's or a coming fixture's (no database)."""

import datetime

import pytest

from incidents.matching import guess_match, resolve_match_date

D = datetime.date


def test_weekday_night_in_a_report_published_next_day():
    day, reason = resolve_match_date("Violent clashes on Wednesday night were condemned.", D(2016, 10, 27))
    assert day == D(2016, 10, 26)
    assert "Wednesday" in reason


def test_weekday_on_the_publication_day_is_that_day():
    assert resolve_match_date("Until Wednesday's match the police stayed out.", D(2016, 10, 26))[0] == D(2016, 10, 26)


def test_relative_days():
    assert resolve_match_date("Seven were arrested last night.", D(2016, 10, 27))[0] == D(2016, 10, 26)
    assert resolve_match_date("Fans clashed yesterday.", D(2016, 10, 27))[0] == D(2016, 10, 26)
    assert resolve_match_date("Police are braced for trouble tonight.", D(2016, 10, 27))[0] == D(2016, 10, 27)


def test_explicit_dates_and_year_inference():
    assert resolve_match_date("The game on 26 October was halted.", D(2016, 10, 28))[0] == D(2016, 10, 26)
    assert resolve_match_date("The game on October 26 was halted.", D(2016, 10, 28))[0] == D(2016, 10, 26)
    assert resolve_match_date("The game on 26/10/2016 was halted.", D(2017, 3, 1))[0] == D(2016, 10, 26)
    assert resolve_match_date("Trouble at the game on 28 December.", D(2017, 1, 3))[0] == D(2016, 12, 28)


def test_future_dates_are_ignored():
    assert resolve_match_date("They play again on either November 29 or 30.", D(2016, 10, 27)) == (None, "no day reference")


def test_dates_about_other_clubs_matches_are_ignored():
    text = (
        "West Ham fans fought Chelsea fans on Wednesday. West Ham said Chelsea fans started it. "
        "Four were arrested at the match against Middlesbrough on 1 October."
    )
    assert resolve_match_date(text, D(2016, 10, 27))[0] == D(2016, 10, 26)


def test_no_day_reference():
    assert resolve_match_date("Fans clashed.", D(2016, 10, 27)) == (None, "no day reference")


# A generic "today" / "this morning" dates the reporting, not the match.


def test_match_night_beats_a_reporting_today():
    text = "Magistrates today remanded two Everton fans in custody after the riot at Goodison Park last night."
    day, reason = resolve_match_date(text, D(2021, 5, 12))
    assert day == D(2021, 5, 11)
    assert "last night" in reason


def test_match_weekday_beats_this_morning_statements():
    text = (
        "Merseyside Police confirmed this morning that nine men had been charged. "
        "Officers were pelted with bottles after Sunday's game at Anfield."
    )
    assert resolve_match_date(text, D(2021, 5, 12))[0] == D(2021, 5, 9)
    text = "Two supporters appeared in court this afternoon charged over violence at the ground yesterday."
    assert resolve_match_date(text, D(2021, 5, 12))[0] == D(2021, 5, 11)
    text = "Police today condemned the violence at the stadium on Saturday night."
    assert resolve_match_date(text, D(2021, 5, 12))[0] == D(2021, 5, 8)


def test_today_tied_to_the_match_still_counts():
    # Possessive, after an event word, or straight before a disorder verb.
    assert resolve_match_date("Ahead of today's derby, police made three arrests last night.", D(2021, 5, 12))[0] == D(2021, 5, 12)
    assert resolve_match_date("Trouble flared this afternoon. Police made arrests last night.", D(2021, 5, 12))[0] == D(2021, 5, 12)
    assert resolve_match_date("Rival supporters this afternoon fought in the streets; last night was calm.", D(2021, 5, 12))[0] == D(2021, 5, 12)


def test_a_lone_today_is_still_the_publication_day():
    assert resolve_match_date("Seven fans were arrested this morning.", D(2021, 5, 12))[0] == D(2021, 5, 12)
    assert resolve_match_date("The club today issued a statement.", D(2021, 5, 12))[0] == D(2021, 5, 12)


# A wire dateline dates the report; day words count back from it.


def test_dateline_is_not_the_match_date():
    text = "MADRID, April 15 (Iberia Wire) - Riot police charged away fans before Wednesday's match in the capital, officials said."
    day, reason = resolve_match_date(text, D(2022, 4, 15))
    assert day == D(2022, 4, 13)
    assert "dateline" in reason


def test_dateline_variants():
    published = D(2022, 4, 15)
    assert resolve_match_date("ROME, 15 April (Agenzia Roma) \u2013 Supporters fought police on Tuesday night.", published)[0] == D(2022, 4, 12)
    assert resolve_match_date("Lisbon, Apr. 15 - Home fans clashed with police on Sunday.", published)[0] == D(2022, 4, 10)
    assert resolve_match_date("Night of shame\n\nMILAN, April 15, 2022 (Wire) - Trouble flared on Thursday evening.", published)[0] == D(2022, 4, 14)
    # A dateline alone gives no match date.
    assert resolve_match_date("PARIS, April 15 (Agency) - Police said 20 were hurt.", published) == (None, "no day reference")


def test_relative_words_count_back_from_the_dateline():
    # Filed a day before the (approximate) publication date.
    text = "BUENOS AIRES, April 14 (Agency) - Fans fought after the match last night."
    assert resolve_match_date(text, D(2022, 4, 15))[0] == D(2022, 4, 13)


def test_an_explicit_date_inside_the_text_still_counts():
    assert resolve_match_date("Trouble flared at the derby on April 9. Police made arrests.", D(2022, 4, 15))[0] == D(2022, 4, 9)


# A weekday in a club's name is no day reference.


def test_weekday_in_a_club_name_is_not_a_day():
    text = "Sheffield Wednesday supporters threw flares during Sunday's Yorkshire derby against Leeds United at Hillsborough."
    day, reason = resolve_match_date(text, D(2020, 1, 23))
    assert day == D(2020, 1, 19)
    assert "Sunday" in reason


def test_a_real_weekday_next_to_the_club_name_still_counts():
    text = "Sheffield Wednesday's players were pelted with coins at the Riverside on Wednesday night."
    assert resolve_match_date(text, D(2020, 1, 24))[0] == D(2020, 1, 22)
    assert resolve_match_date("Sheffield Wednesday fans were charged.", D(2020, 1, 24)) == (None, "no day reference")


def test_weekday_club_name_without_a_club_mention(monkeypatch):
    # Even if the club finder misses the name, a capitalised place word before the
    # weekday that forms a known club alias keeps it from being read as a day.
    import incidents.matching as matching
    from incidents.matching import dates

    monkeypatch.setattr(dates, "find_clubs", lambda text, **_: [])
    text = "Sheffield Wednesday condemned the coin-throwing at Saturday's game."
    assert matching.resolve_match_date(text, D(2020, 1, 23))[0] == D(2020, 1, 18)


# A court, hearing or sentencing day is not the match day; a day tied to match
# words beats a bare one.


def test_court_weekday_gives_way_to_the_match_date_months_earlier():
    text = (
        "Four Leicester City fans were sentenced at Leicester Crown Court on Thursday for their part "
        "in violence at the derby against Nottingham Forest on 2 March."
    )
    day, reason = resolve_match_date(text, D(2024, 6, 14))
    assert day == D(2024, 3, 2)
    assert "2 March" in reason


def test_a_court_date_alone_is_no_match_date():
    assert resolve_match_date("Two Cardiff City supporters appeared before magistrates on Monday.", D(2023, 9, 13)) == (None, "no day reference")
    assert resolve_match_date("The pair were remanded in custody on Wednesday and will be sentenced later.", D(2023, 9, 15)) == (None, "no day reference")
    text = "A Swansea fan pleaded guilty at Cardiff Magistrates' Court yesterday."
    assert resolve_match_date(text, D(2023, 9, 15)) == (None, "no day reference")


def test_court_word_after_the_day_also_counts():
    text = "The men appeared on Friday at Portsmouth Crown Court. Trouble broke out at Fratton Park on 12 August."
    assert resolve_match_date(text, D(2023, 10, 2))[0] == D(2023, 8, 12)


def test_jailed_yesterday_for_something_at_the_game_on_saturday():
    text = "A Hull City fan was jailed yesterday for throwing a coin at the game on Saturday."
    day, reason = resolve_match_date(text, D(2023, 10, 11))
    assert day == D(2023, 10, 7)
    assert "Saturday" in reason


def test_sentencing_remarks_with_the_kick_off_date():
    text = (
        "Sentencing on Friday, District Judge Amy Cole said the disorder before kick-off on 9 September "
        "had terrified families walking to the ground."
    )
    assert resolve_match_date(text, D(2023, 11, 20))[0] == D(2023, 9, 9)


def test_a_day_tied_to_the_match_beats_a_bare_arrest_day():
    # Published on a Monday: arrests on the Sunday, the derby on the Saturday.
    text = "Two men were arrested on Sunday in connection with the disorder at Saturday's derby."
    day, reason = resolve_match_date(text, D(2024, 2, 19))
    assert day == D(2024, 2, 17)
    assert "Saturday" in reason
    # Without match words the first day word still wins.
    assert resolve_match_date("Two men were arrested on Sunday. Officers searched homes on Saturday.", D(2024, 2, 19))[0] == D(2024, 2, 18)


def test_a_tie_in_another_competition_is_not_preferred():
    text = (
        "Home fans spilled onto the pitch after the League One game against Cambridge United on Saturday.\n\n"
        "Extra stewards are to be on duty at Tuesday's EFL Trophy tie."
    )
    assert resolve_match_date(text, D(2024, 1, 24))[0] == D(2024, 1, 20)


# A coming fixture is not the match.


def test_future_fixtures_are_not_the_match():
    assert resolve_match_date("Police are planning for next Tuesday's replay after fans fought on Saturday.", D(2024, 1, 8))[0] == D(2024, 1, 6)
    assert resolve_match_date("Their next match is on Tuesday against Wigan.", D(2024, 1, 8)) == (None, "no day reference")
    assert resolve_match_date("Rotherham will host Barnsley on Sunday.", D(2024, 1, 8)) == (None, "no day reference")
    text = "Flares were thrown at the Den on Saturday. The Lions face Sunderland on Wednesday night."
    assert resolve_match_date(text, D(2024, 1, 8))[0] == D(2024, 1, 6)
    # "the hosts" is a side, not a coming fixture.
    assert resolve_match_date("The hosts were leading 2-0 on Saturday when fans invaded the pitch.", D(2024, 1, 8))[0] == D(2024, 1, 6)


# A web page's own "Updated"/"Published" stamp is not the match date.


def test_an_updated_stamp_is_not_the_match_date():
    text = "Last updated: 14:05, 3 May 2024\n\nRival fans fought in the stands during Wednesday's game."
    day, reason = resolve_match_date(text, D(2024, 5, 3))
    assert day == D(2024, 5, 1)
    assert "Wednesday" in reason
    text = "Crowd trouble mars cup tie\n\nUpdated 6 March 2023\n\nSupporters threw seats at stewards."
    assert resolve_match_date(text, D(2023, 3, 6)) == (None, "no day reference")


def test_stamp_variants():
    assert resolve_match_date("Published: 22/08/2025 | Fans rioted on Thursday night.", D(2025, 8, 22))[0] == D(2025, 8, 21)
    text = "By Ana Ruiz | Updated Fri 14 Jun 2024, 7.30am BST\n\nMounted police charged fans before the game last night."
    assert resolve_match_date(text, D(2024, 6, 14))[0] == D(2024, 6, 13)


def test_relative_days_count_back_from_a_publication_stamp():
    # The given publication date is approximate; the page's own stamp is better.
    text = "Published Sunday 5 November 2023, 08:15 GMT\n\nSupporters clashed outside the ground last night."
    day, reason = resolve_match_date(text, D(2023, 11, 6))
    assert day == D(2023, 11, 4)
    assert "publication stamp" in reason


def test_a_wire_dateline_filed_the_day_after():
    text = "LIMA, Sept 15 (Andes Wire) - Police fired tear gas at fans before Saturday night's derby, officials said."
    assert resolve_match_date(text, D(2024, 9, 16))[0] == D(2024, 9, 14)


def test_a_lower_case_nickname_names_no_club():
    # "the gas" is not Bristol Rovers ("the Gas"): the sentence stays about the match.
    text = "Lazio fans fled the gas fired by police before the derby against Roma on Sunday night. Officers said the gas was needed."
    assert resolve_match_date(text, D(2024, 4, 8))[0] == D(2024, 4, 7)


COURT_REPORT = (
    "Six Sunderland fans banned after Tyne-Wear derby disorder",
    ""
    """Six Sunderland supporters have been banned from football for a total of 22 years after disorder at the Tyne-Wear derby at St James' Park.

The men appeared before magistrates in Newcastle on Tuesday after admitting offences committed during the FA Cup third round tie on 6 January.

Newcastle United won the match 3-0. Bottles were thrown at police outside the away end.""",
    D(2024, 4, 11),
)


def test_a_court_report_is_dated_by_the_match_not_the_hearing():
    guess = guess_match(body=COURT_REPORT[1], headline=COURT_REPORT[0], published=COURT_REPORT[2])
    assert (guess.home.slug, guess.away.slug) == ("newcastle-united", "sunderland")
    assert guess.competition.slug == "fa-cup"
    assert guess.match_date == D(2024, 1, 6)


def test_a_date_written_out_with_its_weekday_wins_however_long_ago():
    # A review published weeks later: "Wednesday" alone would be counted back from publication.
    text = (
        "Panel report | Thursday 12 March 2026\n\n"
        "The panel looked at the crush after the FA Cup tie between Leeds United and Sheffield United "
        "on Tuesday 3 February 2026. It was asked to report on 10 February."
    )
    assert resolve_match_date(text, D(2026, 3, 12))[0] == D(2026, 2, 3)


# The class "back in action": a coming fixture named by a side's return to play.
BACK_IN_ACTION = [
    "Both clubs are back in action on Sunday.",
    "United are back in league action on Tuesday night.",
    "The Dark Blues are next in action on Saturday against Hibs.",
    "Both sides will be back in action on Wednesday.",
    "They're back in action on Sunday at Pittodrie.",
    "We'll be back in action on Saturday, the manager said.",
    "The Owls return to action on Tuesday.",
    "City return to league action on Saturday afternoon.",
    "The sides play again on Wednesday in the cup.",
    "Rovers resume their campaign on Saturday at home.",
    "Celtic resume league duties on Sunday.",
]


def assert_a_coming_fixture(sentence):
    """``sentence``'s day is a fixture still to come: no match day, alone or beside one."""
    # Published on a Friday after a Thursday match that the text dates only as "last night".
    text = f"Two fans were arrested at the derby last night. {sentence}"
    assert resolve_match_date(text, D(2025, 1, 3))[0] == D(2025, 1, 2)
    assert resolve_match_date(sentence, D(2025, 1, 3)) == (None, "no day reference")


@pytest.mark.parametrize("sentence", BACK_IN_ACTION)
def test_a_side_back_in_action_on_a_day_is_a_coming_fixture(sentence):
    assert_a_coming_fixture(sentence)


# A fixture whose tickets are on sale, said in the present, is still to come (a class of
# verdicts-final51: a paper's "Tickets for Tuesday's Trophy tie are £22 for adults" dated a
# Saturday league match on the Tuesday before it).  Tickets told in the past are no sign.
TICKETS_ON_SALE = [
    "Tickets for Tuesday's Trophy tie are £22 for adults.",
    "Tickets for Sunday's derby go on sale at 9am.",
    "Tickets for Saturday's home game are still available from the box office.",
    "Tickets for Wednesday's replay are priced at £15.",
    "Tickets for Monday's match are on sale now.",
    "Tickets for Thursday's second leg are available to season-ticket holders.",
    "Tickets for Friday's cup tie are on general sale.",
    "Tickets for Saturday's fixture are £30 and £20.",
    "Tickets for Tuesday's final go on sale to members first.",
    "Tickets for Sunday's game are €25.",
]


@pytest.mark.parametrize("sentence", TICKETS_ON_SALE)
def test_a_fixture_whose_tickets_are_on_sale_is_a_coming_fixture(sentence):
    assert_a_coming_fixture(sentence)


def test_tickets_told_in_the_past_still_date_the_match():
    assert resolve_match_date("Tickets for Saturday's match were £30 and the ground was full.",
                              D(2025, 1, 6))[0] == D(2025, 1, 4)


# "Back to the league on Sunday" (a verdicts-final6 class: a fan blog's closing "Back to the
# league on Sunday" dated a Thursday European tie the Sunday before).
BACK_TO_THE_LEAGUE = [
    "Back to the league on Sunday.",
    "Then it's back to Serie A on Saturday.",
    "Back to the Premier League on Saturday, and a trip to Burnley.",
    "Now it is back to the day job on Sunday against Hibs.",
    "It's back to the Bundesliga on Saturday.",
    "Back to domestic action on Wednesday night.",
    "Back to the cup on Tuesday, then the derby.",
    "Next it's back to La Liga on Sunday.",
    "Then back to the Scottish league on Saturday at Rugby Park.",
    "It is back to Ligue 1 on Friday night.",
]


@pytest.mark.parametrize("sentence", BACK_TO_THE_LEAGUE)
def test_back_to_the_league_on_a_day_is_a_coming_fixture(sentence):
    assert_a_coming_fixture(sentence)


@pytest.mark.parametrize("sentence", [
    "Both clubs were back in action on Saturday when the trouble started.",
    "City went back to the league on Saturday and fans clashed outside the ground.",
    "City returned to action on Saturday and fans clashed outside the ground.",
    "United were back in action on Saturday as flares were thrown.",
])
def test_a_side_that_was_back_in_action_played_the_match(sentence):
    assert resolve_match_date(sentence, D(2024, 1, 8))[0] == D(2024, 1, 6)


# "Overnight" is the night before publication: a morning report that says only that the
# arrests "rose to 13 overnight" was dated by an earlier cup tie's date in its background
# ("a calmer night than the French Cup tie here on 8 February"), and split from its match.
# It is a weak day word: any day tied to the match, or a bare weekday, beats it.
OVERNIGHT = [
    ("The number of arrests rose to 13 overnight. It was calmer than the cup tie here on 8 February.", D(2023, 2, 26)),
    ("Police made four more arrests overnight after the derby.", D(2023, 2, 26)),
    ("Two fans were held overnight following clashes outside the ground.", D(2023, 2, 26)),
    ("Overnight, officers arrested three men near the station.", D(2023, 2, 26)),
    ("Eleven people spent the night in custody after overnight disorder in the city centre.", D(2023, 2, 26)),
    ("The club said overnight that it would ban anyone identified. The sides last met on 3 January.",
     D(2023, 2, 26)),
    ("A steward was treated in hospital overnight.", D(2023, 2, 26)),
    ("Arrests rose overnight; the previous derby, on 12 November, had passed off quietly.", D(2023, 2, 26)),
    # a day tied to the match, or a weekday, beats it
    ("Saturday's derby ended in disorder, and arrests rose to nine overnight.", D(2023, 2, 25)),
    ("Fans clashed on Friday night, and two more were arrested overnight.", D(2023, 2, 24)),
    ("Trouble flared at the ground last night; arrests rose overnight.", D(2023, 2, 26)),
]


@pytest.mark.parametrize(("text", "match_day"), OVERNIGHT)
def test_overnight_is_the_night_before_publication(text, match_day):
    assert resolve_match_date(text, D(2023, 2, 27))[0] == match_day


# The class "a coming fixture said after its day, or by the side's place": the first
# leg's report named "Tuesday's return" ("will be the home side for Tuesday's return")
# and a fan site "Tuesday is our home game"; both were read as the Tuesday before.
COMING_FIXTURE = [
    "Inter will be the home side for Tuesday's return, at the same stadium.",
    "Tuesday is our home game on paper, same stadium, same seats.",
    "Sunday's return leg will be played behind closed doors.",
    "Saturday's game against Leeds will go ahead as planned.",
    "The replay will be staged on Tuesday night.",
    "Wednesday's second leg is set to be a sell-out.",
    "Saturday is their last home game of the season.",
    "Rovers will be the away side on Sunday.",
    "Thursday's match is expected to draw a full house.",
    "Friday's fixture will now kick off at 8pm.",
    "Both clubs will be at home on Saturday.",
    "Sunday's derby is due to kick off at noon.",
]


@pytest.mark.parametrize("sentence", COMING_FIXTURE)
def test_a_coming_fixture_named_after_its_day_is_not_the_match(sentence):
    assert_a_coming_fixture(sentence)


@pytest.mark.parametrize(("sentence", "match_day"), [
    ("Saturday's violence will be investigated by the club.", D(2024, 1, 6)),
    ("Saturday's game was marred by violence.", D(2024, 1, 6)),
    ("Sunday's return leg ended in chaos as flares were thrown.", D(2024, 1, 7)),
    ("Tuesday's game, which will be remembered for the wrong reasons, ended 2-2.", D(2024, 1, 2)),
    ("Police said Saturday's derby was the worst they had seen.", D(2024, 1, 6)),
    ("Two men will be charged over disorder at Saturday's match.", D(2024, 1, 6)),
])
def test_a_played_match_said_near_a_future_word_is_still_the_match(sentence, match_day):
    # Published on Monday 8 January 2024.
    assert resolve_match_date(sentence, D(2024, 1, 8))[0] == match_day


# The class "a last <weekday> of an earlier leg or meeting": reports of a semi-final's
# second leg took "Inter won the first leg 2-0 last Wednesday" (and "a tighter game than
# last Wednesday's") as their own match's day, over "last night" and "tonight", and were
# grouped with the first leg's reports. Published on Wednesday 17 May 2023.
EARLIER_LEG = [
    ("Six fans were arrested at the San Siro last night. Inter won the first leg 2-0 last Wednesday.", D(2023, 5, 16)),
    ("That's it from us tonight. Reminder: Inter won the first leg 2-0 last Wednesday.", D(2023, 5, 17)),
    ("Police made four arrests last night, fewer than at last Saturday's derby.", D(2023, 5, 16)),
    ("Supporters watched a tighter game than last Wednesday's. Two were arrested last night.", D(2023, 5, 16)),
    ("Flares were thrown at the ground yesterday. The clubs drew 1-1 in the first leg last Sunday.", D(2023, 5, 16)),
    ("MILAN, May 16 (LPA) - Six people were detained on Tuesday. The first leg last Wednesday ended with 11 "
     "people detained.", D(2023, 5, 16)),
    ("Stewards were attacked on Tuesday night. The previous meeting last Saturday had passed off peacefully.",
     D(2023, 5, 16)),
    ("Three were held after the final whistle last night; the reverse fixture last Saturday ended in a pitch "
     "invasion.", D(2023, 5, 16)),
    ("Fans clashed in the city centre last night, as they had at the first leg last Thursday.", D(2023, 5, 16)),
    ("The second leg passed off more quietly than last Tuesday's first leg, with one arrest last night.",
     D(2023, 5, 16)),
    ("Police said there were more arrests than last Saturday. Nine fans were held at the stadium last night.",
     D(2023, 5, 16)),
]


@pytest.mark.parametrize(("text", "match_day"), EARLIER_LEG)
def test_a_last_weekday_of_an_earlier_leg_gives_way_to_the_match_night(text, match_day):
    assert resolve_match_date(text, D(2023, 5, 17))[0] == match_day


@pytest.mark.parametrize(("text", "match_day"), [
    ("Police released CCTV images on Monday after disorder at last Saturday's game.", D(2023, 5, 13)),
    ("Three men were charged today over disorder at last Wednesday's match.", D(2023, 5, 10)),
    # alone, an earlier leg's day is still the best there is
    ("The first leg last Wednesday ended in violence, with 11 arrests.", D(2023, 5, 10)),
    ("Nine fans were arrested at last Saturday's derby, more than at any game this season.", D(2023, 5, 13)),
])
def test_a_last_weekday_that_is_the_match_still_dates_it(text, match_day):
    assert resolve_match_date(text, D(2023, 5, 17))[0] == match_day


# The class "a picture's caption": "[Photo: Police lines ... before the first leg, 10 May
# 2023 ...]" dated a second leg's report by the first leg's day. A caption's date is the
# picture's: it dates the match only when the text says nothing else.
CAPTIONED = [
    ("[Photo: Police lines before the first leg, 10 May 2023. Navigli Post]\n\nPolice made six arrests last night.",
     D(2023, 5, 16)),
    ("Photo: Fans at the ground on 3 May 2023 (Getty Images)\n\nTrouble flared at the derby last night.",
     D(2023, 5, 16)),
    ("Picture: Supporters outside the stadium, Saturday 13 May 2023.\n\nStewards were attacked tonight.",
     D(2023, 5, 17)),
    ("(Photo: Mounted police at the final on 7 May 2023)\n\nFlares were thrown at the ground yesterday.",
     D(2023, 5, 16)),
    ("Pictured: the away end at the reverse fixture on Sunday\n\nFans clashed with police last night.", D(2023, 5, 16)),
    ("Image: Riot police in the city centre, 9 May 2023\n\nSix fans were arrested on Tuesday night.", D(2023, 5, 16)),
    ("Photograph: PA, 12 May 2023\n\nSeats were thrown in the away end last night.", D(2023, 5, 16)),
    ("Photos - The scenes at Upton Park on 8 May 2023\n\nThere was more trouble at the derby last night.",
     D(2023, 5, 16)),
    ("[Picture: Fans celebrate at Wembley, 11 May 2023]\n\nA steward was hurt at the semi-final yesterday.",
     D(2023, 5, 16)),
    ("Caption: Police horses outside the ground before kick-off, 6 May 2023\n\nTwo arrests were made tonight.",
     D(2023, 5, 17)),
]


@pytest.mark.parametrize(("text", "match_day"), CAPTIONED)
def test_a_captions_date_gives_way_to_the_texts(text, match_day):
    assert resolve_match_date(text, D(2023, 5, 17))[0] == match_day


@pytest.mark.parametrize(("text", "match_day"), [
    ("Photo: Fans clash before kick-off, 16 May 2023\n\nPolice made six arrests.", D(2023, 5, 16)),
    ("Photographs of the violence on Saturday were shared widely.", D(2023, 5, 13)),
])
def test_a_caption_alone_still_dates_the_match(text, match_day):
    assert resolve_match_date(text, D(2023, 5, 17))[0] == match_day


# A caption's date weeks before the report is another day's picture, never the match's, even
# with no other day in the report (a verdicts-final33 class: a tabloid's "PICTURE CAPTION: Greek
# fans light flares before the sides met in Athens, June 16, 2023", in a report of an October
# match, dated it in June and split it from its match).
@pytest.mark.parametrize("text", [
    "PICTURE CAPTION: Greek fans light flares before the sides met in Athens, June 16, 2023.\n\nFour arrests.",
    "Photo caption: the away end at the reverse fixture, 2 April 2023\n\nSeats were thrown.",
    "[Photo: Police lines before the first leg, 10 March 2023]\n\nPolice made six arrests.",
    "Photo: Fans at the ground on 3 April 2023 (Getty Images)\n\nTrouble flared at the derby.",
    "Picture: Supporters outside the stadium, Saturday 15 April 2023.\n\nStewards were attacked.",
    "(Photo: Mounted police at the final on 7 January 2023)\n\nFlares were thrown at the ground.",
    "Image: Riot police in the city centre, 9 February 2023\n\nSix fans were arrested.",
    "Photograph: PA, 12 March 2023\n\nSeats were thrown in the away end.",
    "[Picture: Fans celebrate at Wembley, 11 April 2022]\n\nA steward was hurt at the semi-final.",
    "Caption: Police horses outside the ground before kick-off, 6 April 2023\n\nTwo arrests were made.",
    "Image caption: the Kiel stands at the derby of 27 February 2022\n\nFifty arrests.",
])
def test_a_captions_date_weeks_before_is_no_match_day(text):
    assert resolve_match_date(text, D(2023, 5, 17)) == (None, "no day reference")


# The class "the next round's fixture, won by this match": a live page's "meet for a place
# in Sunday's final in Berlin" dated a Wednesday semi-final by the Sunday before it.
NEXT_ROUND = [
    "Oranje and the Three Lions meet for a place in Sunday's final in Berlin.",
    "The winners earn a place in Saturday's final at Wembley.",
    "A spot in Sunday's final is at stake.",
    "Both sides are fighting for a berth in Saturday's play-off final.",
    "Spain booked their place in Sunday's final.",
    "The Dutch missed out on a place in the final on Sunday.",
    "England reached Sunday's final with a late winner.",
    "Inter are into Saturday's final in Istanbul.",
    "City are through to Sunday's final at Wembley.",
    "Whoever wins goes through to Tuesday's quarter-final.",
    "The holders are one win from reaching Saturday's final.",
]


@pytest.mark.parametrize("sentence", NEXT_ROUND)
def test_the_next_rounds_fixture_is_not_the_match(sentence):
    assert_a_coming_fixture(sentence)


@pytest.mark.parametrize(("sentence", "match_day"), [
    ("England reached the final on Sunday with a late winner in Dortmund.", D(2024, 1, 7)),
    ("Fans who travelled to Saturday's final were attacked.", D(2024, 1, 6)),
    ("Police said Sunday's final was the calmest in years.", D(2024, 1, 7)),
])
def test_a_played_final_or_the_day_a_place_was_won_is_still_the_match(sentence, match_day):
    # Published on Monday 8 January 2024.
    assert resolve_match_date(sentence, D(2024, 1, 8))[0] == match_day


# The class "a day compared with this match's": a next-day paper's "a derby that matched
# Tuesday's cup semi-final for drama" dated a league match by the cup tie four days
# before it, over "the Public Security Police said late on Saturday" (a verdicts-final4
# report). Published on Sunday 7 April 2024; the match was on Saturday 6 April.
COMPARED_DAY = [
    ("Police said late on Saturday that 16 arrests had been made. It was a derby that matched Tuesday's cup "
     "semi-final for drama.", D(2024, 4, 6)),
    ("The second meeting passed off more quietly than Tuesday's cup tie, and police made 16 arrests on Saturday.",
     D(2024, 4, 6)),
    ("Sixteen people were arrested on Saturday, a repeat of Tuesday's scenes at the Luz.", D(2024, 4, 6)),
    ("Scenes reminiscent of Tuesday's semi-final returned on Saturday night, with 16 arrests.", D(2024, 4, 6)),
    ("Unlike Wednesday's first leg, the game passed off peacefully on Saturday.", D(2024, 4, 6)),
    ("A far cry from Tuesday's cup tie, the derby on Saturday was calm.", D(2024, 4, 6)),
    ("Police arrested 16 people at the derby on Saturday, compared with 11 at Tuesday's semi-final.",
     D(2024, 4, 6)),
    ("Fans behaved better than at Tuesday's cup tie, and only three were arrested at the game yesterday.",
     D(2024, 4, 6)),
    ("The atmosphere rivalled Tuesday's semi-final as Sporting won on Saturday.", D(2024, 4, 6)),
    ("In contrast to Wednesday's violence in the city centre, Saturday night was quiet.", D(2024, 4, 6)),
    # alone, the day compared with is still the best there is
    ("The derby matched Tuesday's cup semi-final for drama.", D(2024, 4, 2)),
    # "after" is no comparison: "after Tuesday's match" is the match
    ("Police made 16 arrests after Tuesday's match. The clubs meet again on Saturday in the league.",
     D(2024, 4, 2)),
]


@pytest.mark.parametrize(("text", "match_day"), COMPARED_DAY)
def test_a_day_compared_with_the_match_gives_way_to_its_own(text, match_day):
    assert resolve_match_date(text, D(2024, 4, 7))[0] == match_day


# A weekday that is a club's short name (a failure class of verdicts-final5: a wire's "a Lee
# Gregory goal put Wednesday two up at the break", in a report of Sheffield Wednesday v
# Peterborough on a Thursday, dated the match a day early). Published Friday 19 May 2023.
CLUB_WEEKDAY = [
    ("Sheffield Wednesday beat Peterborough. A Lee Gregory goal put Wednesday two up at the break, and they won "
     "on penalties on Thursday.", D(2023, 5, 18)),
    ("Sheffield Wednesday reached the final. Wednesday fans invaded the pitch at Hillsborough on Thursday.",
     D(2023, 5, 18)),
    ("Sheffield Wednesday came back from 4-0 down. Wednesday scored twice in extra time on Thursday.", D(2023, 5, 18)),
    ("Sheffield Wednesday fans celebrated after Wednesday won the shoot-out on Thursday.", D(2023, 5, 18)),
    ("Sheffield Wednesday's players were mobbed. Wednesday's captain was struck on Thursday, police said.",
     D(2023, 5, 18)),
    ("Sheffield Wednesday were 4-0 down. Wednesday needed four goals and got them on Thursday.", D(2023, 5, 18)),
    ("Wednesday levelled the tie in stoppage time. Sheffield Wednesday won it on penalties on Thursday.",
     D(2023, 5, 18)),
    ("Sheffield Wednesday supporters were praised. Wednesday boss Darren Moore thanked them on Thursday.",
     D(2023, 5, 18)),
    ("Sheffield Wednesday won. Wednesday's fans spilled onto the pitch at Hillsborough on Thursday.", D(2023, 5, 18)),
    ("Police thanked Sheffield Wednesday. Wednesday stewards were hurt in the pitch invasion on Thursday.",
     D(2023, 5, 18)),
    ("Sheffield Wednesday won on penalties last night. Wednesday fans invaded the pitch at the final whistle.",
     D(2023, 5, 18)),
    # a day's word beside it, or no club of that name: the day
    ("Sheffield Wednesday play Barnsley on Wednesday night.", D(2023, 5, 17)),
    ("Leeds United fans were arrested on Wednesday.", D(2023, 5, 17)),
    ("Wednesday was a night to forget for Leeds United.", D(2023, 5, 17)),
]


@pytest.mark.parametrize(("text", "match_day"), CLUB_WEEKDAY)
def test_a_weekday_that_is_a_clubs_short_name_is_no_day(text, match_day):
    assert resolve_match_date(text, D(2023, 5, 19))[0] == match_day


# Back in action with the competition named (a failure class of verdicts-final5: a tabloid's
# "United are back in Premier League action at Molineux on Thursday", its only weekday, dated
# a Sunday FA Cup tie the Thursday before). Published Monday 29 January 2024; the match was
# "yesterday".
BACK_IN_ACTION = [
    "United are back in Premier League action at Molineux on Thursday.",
    "Newport are back in League Two action on Saturday.",
    "City are next in Champions League action on Tuesday.",
    "Celtic return to Scottish Premiership action on Wednesday.",
    "Arsenal will be back in FA Cup action on Saturday.",
    "They're back in Premier League action on Thursday night.",
    "Leeds return to Championship action at Elland Road on Friday.",
    "Rangers are back in Europa League action on Thursday.",
    "Liverpool will be back in league action on Wednesday.",
    "Bayern return to Bundesliga action on Friday evening.",
]


@pytest.mark.parametrize("later", BACK_IN_ACTION)
def test_back_in_action_with_a_competition_is_a_fixture_to_come(later):
    text = f"Manchester United won 4-2 at Rodney Parade yesterday. {later}"
    assert resolve_match_date(text, D(2024, 1, 29))[0] == D(2024, 1, 28)
    # alone, it dates nothing
    assert resolve_match_date(later, D(2024, 1, 29))[0] is None


# A lead carried into a leg to come, or a day in the future tense ("Sunderland will carry a
# one-goal advantage to Sheffield on Monday night", "Hillsborough will be rocking on Monday":
# a verdicts-final8 class, a first leg's report dated by its second leg's Monday, the
# Monday before the first leg).
LEAD_CARRIED_OR_WILL = [
    "Sunderland will carry a one-goal advantage to Sheffield on Monday night.",
    "Hillsborough will be rocking on Monday, the manager said.",
    "Inter take a 2-0 lead to Milan on Tuesday.",
    "United carry a slender lead into Thursday's second leg.",
    "Roma will defend their cushion at the Olimpico on Wednesday.",
    "Celtic take a three-goal advantage to Prague on Tuesday night.",
    "They will be without their captain on Sunday.",
    "Police will be out in force again on Saturday.",
    "The Owls will need a big night on Monday.",
    "Ajax will hope to finish the job on Thursday.",
    "Porto will host the return on Wednesday night.",
]


@pytest.mark.parametrize("sentence", LEAD_CARRIED_OR_WILL)
def test_a_lead_carried_or_a_day_in_the_future_tense_is_a_coming_fixture(sentence):
    assert_a_coming_fixture(sentence)


@pytest.mark.parametrize("sentence", [
    # "will" of a later act about the match's own day
    "Police will study footage from Saturday's disorder.",
    "The club will investigate Saturday's violence.",
    # a day before the future tense belongs to what was said
    "Police said on Saturday that they will study the footage.",
])
def test_the_future_tense_of_a_later_act_leaves_the_matchs_day(sentence):
    assert resolve_match_date(sentence, D(2024, 1, 8))[0] == D(2024, 1, 6)


# A day read only from the reporting moment or a picture's caption is a guess, not a day
# the text gives: it dates a report alone but casts no vote on its incident's day (a
# verdicts-final8 class, see tests/incidents/test_grouping.py).
@pytest.mark.parametrize(("text", "stated"), [
    ("Sparta Prague v Liverpool: police said this morning that 13 people had been held.", False),
    ("Sparta Prague v Liverpool: the club today issued a statement on the trouble.", False),
    ("Sparta Prague v Liverpool: police confirmed this afternoon that 11 were detained.", False),
    ("Sparta Prague v Liverpool trouble.\nPicture: fans in the Old Town, 6 March 2024", False),
    ("Sparta Prague v Liverpool: seven fans were arrested overnight.", True),
    ("Sparta Prague v Liverpool: fans clashed on Thursday night.", True),
    ("Sparta Prague v Liverpool, played on Thursday 7 March 2024 at Letna.", True),
    ("Sparta Prague v Liverpool: trouble flared last night.", True),
    ("Sparta Prague v Liverpool: ahead of today's match, police made three arrests.", True),
    ("Sparta Prague v Liverpool: fans clashed yesterday in the Old Town.", True),
])
def test_a_day_of_the_reporting_moment_or_a_caption_is_not_stated(text, stated):
    guess = guess_match(body=text, headline="", published=D(2024, 3, 8))
    assert guess.match_date is not None
    assert guess.date_stated is stated, guess.date_reason


# A statement's day, right after its verb, is when something was said, not the match: any
# plain day of the match wins over it, and alone it is a guess (verdicts-final9 classes:
# "The Prefecture of the Nord said on Friday morning that five Villa fans had been
# detained ... on Thursday afternoon" was dated Friday, and a fan blog's "Copenhagen Police
# said yesterday" tied in its incident's vote with the police's own "Wednesday evening").
STATEMENT_DAYS = [
    "The Prefecture said on Friday morning that five fans had been detained on Thursday afternoon.",
    "Police said yesterday that three fans had been arrested at the match on Thursday.",
    "The club confirmed on Friday that two supporters were hurt in Thursday's trouble.",
    "Officers revealed late on Friday that the clashes on Thursday night left four hurt.",
    "The ministry announced on Friday that nine men were held after Thursday's game.",
    "A spokesman told reporters on Friday that the disorder on Thursday was planned.",
    "Police stated on Friday morning that eleven arrests followed Thursday's match.",
    "UEFA said yesterday it would investigate the trouble on Thursday evening.",
    "The force added on Friday that fans had fought on Thursday.",
    "Police reported on Friday afternoon that Thursday's derby ended with 14 arrests.",
]


@pytest.mark.parametrize("sentence", STATEMENT_DAYS)
def test_a_statements_day_gives_way_to_the_matchs(sentence):
    assert resolve_match_date(sentence, D(2024, 4, 19))[0] == D(2024, 4, 18)


@pytest.mark.parametrize("sentence", [
    "Copenhagen Police said yesterday that three of them were Scotland fans.",
    "The Prefecture said on Friday morning that five fans had been detained.",
])
def test_a_statements_day_alone_dates_the_report_but_is_not_stated(sentence):
    guess = guess_match(body=f"Denmark v Scotland. {sentence}", headline="", published=D(2021, 9, 3))
    assert guess.match_date is not None and guess.date_stated is False, guess.date_reason


# ... and so is a morning after the verb and what was said (a verdicts-final10 class: a
# local paper's "The force confirmed four arrests on Thursday morning" dated a Wednesday
# night's cup tie by the Thursday, and its incident took that day).
STATEMENT_MORNINGS = [
    "The force confirmed four arrests on Thursday morning.",
    "Police released the figures early on Thursday morning.",
    "The club announced two bans on Thursday morning.",
    "Officers said four people were held on Thursday morning.",
    "The ministry published its account of the disorder on Thursday morning.",
    "Police revealed the number of arrests on Thursday morning.",
    "A spokeswoman confirmed the figure on Thursday morning.",
    "The council issued a statement on Thursday morning.",
    "Police updated the arrest total on Thursday morning.",
    "Humberside Police reported four arrests on Thursday morning.",
]


@pytest.mark.parametrize("sentence", STATEMENT_MORNINGS)
def test_a_morning_after_a_statement_and_its_object_is_the_statements_day(sentence):
    guess = guess_match(body=f"Grimsby Town v Manchester United. {sentence}", headline="", published=D(2025, 8, 28))
    assert guess.match_date == D(2025, 8, 28) and guess.date_stated is False, guess.date_reason
    with_match = guess_match(body=f"Grimsby Town beat Manchester United on Wednesday night. {sentence}",
                             headline="", published=D(2025, 8, 28))
    assert with_match.match_date == D(2025, 8, 27), with_match.date_reason


@pytest.mark.parametrize("sentence", [
    "Police arrested four fans on Saturday morning before the early kick-off.",
    "The sides met on Saturday morning in a friendly.",
])
def test_a_morning_with_no_statement_verb_still_dates_the_match(sentence):
    guess = guess_match(body=f"Grimsby Town v Manchester United. {sentence}", headline="", published=D(2025, 8, 31))
    assert guess.match_date == D(2025, 8, 30) and guess.date_stated is True, guess.date_reason


# A fixture list's line with no verb, a name and a day, is the next fixture (a class of fan
# blogs in verdicts-final10, -final9 and -final7: "Anfield on Saturday." dated a Villa fan's
# Wednesday night in Bruges by the Saturday before, "Moldova on Saturday. Home." and "City
# on Sunday. Let's have it." the same).
BARE_FIXTURE_LINES = [
    "Anfield on Saturday.",
    "Moldova on Saturday. Home.",
    "City on Sunday. Let's have it.",
    "Spurs on Sunday!",
    "Old Trafford next Saturday.",
    "Villa Park on Tuesday night.",
    "Celtic Park this Saturday.",
    "Hearts on Wednesday.",
    "The Emirates on Sunday afternoon.",
    "Molineux on Monday night!",
]


# ... and where it is played (a verdicts-final13 class: a Wales blog's "Latvia on Tuesday in
# Cardiff." made Croatia v Wales "Croatia v Latvia").
FIXTURE_LINES_WITH_A_PLACE = [
    "Latvia on Tuesday in Cardiff.",
    "Moldova on Saturday at Hampden.",
    "Spurs on Sunday at the Emirates.",
    "Hearts on Wednesday at Tynecastle Park.",
    "City on Sunday in Manchester!",
    "Portugal on Tuesday in Lisbon.",
    "Celtic on Saturday at Celtic Park.",
    "Latvia on Tuesday night in Riga.",
    "Bayern on Saturday in Munich.",
    "Ajax on Sunday at the Johan Cruyff Arena.",
]


# ... and the fixtures after it (a verdicts-final19 class: a Toulouse blog's "Lens on
# Tuesday, then the Capitole again." made its cup final against Nantes "Toulouse v Lens").
FIXTURE_LINES_WITH_MORE = [
    "Lens on Tuesday, then the Capitole again.",
    "Spurs on Sunday, then Villa on Wednesday.",
    "Hearts on Wednesday, then the final.",
    "Celtic on Saturday, then Europe.",
    "Moldova on Saturday, then Latvia.",
    "Anfield on Saturday, and then the derby.",
    "City on Sunday then the cup.",
    "Bayern on Saturday, then Madrid on Tuesday.",
    "Ajax next, then PSV.",
    "Villa Park on Tuesday night, then home to Wolves.",
]


# The next fixture told in the present, and what starts again (a verdicts-final20 class: a
# Rochdale blog's "Now it's Wembley on a Wednesday night." dated its Sunday cup tie by the
# Wednesday before, a Bodø/Glimt blog's "Europe starts again on Thursday." its Sunday match
# by the Thursday before).
PRESENT_FIXTURES = [
    "Now it's Wembley on a Wednesday night.",
    "It's Spurs at home on Saturday.",
    "Now it's Celtic on Sunday.",
    "It's Hearts at Tynecastle on Wednesday.",
    "Now it's Villa Park on a Tuesday night.",
    "It's Barcelona in the Nou Camp on Tuesday.",
    "Europe starts again on Thursday.",
    "The league resumes on Saturday.",
    "The group stage begins on Tuesday.",
    "It all kicks off again on Sunday.",
]


# What comes next, looked forward to (a verdicts-final22 class: a manager's "We'll enjoy
# tonight, and then it's all about Tuesday," dated a Thursday play-off by the Tuesday before).
LOOKED_FORWARD_TO = [
    "\"We'll enjoy this one, and then it's all about Tuesday,\" the manager said.",
    "Now it's all about Saturday.",
    "Roll on Sunday.",
    "Bring on Tuesday night.",
    "Attention now turns to Saturday.",
    "Focus turns to Wednesday's visit.",
    "All eyes are on Sunday.",
    "We're looking ahead to Tuesday already.",
    "Thoughts turn to Saturday and the derby.",
    "Then on to Thursday.",
    "We look forward to Friday night.",
]


# A fixture list's line with the day first (a verdicts-final5 fan blog's "Sunday, Napoli."
# dated its Thursday match by the Sunday before, once its "Glimt played like Barcelona" no
# longer named a side).
DAY_FIRST_LINES = [
    "Sunday, Napoli.",
    "Saturday: Celtic.",
    "Next Saturday, Celtic at home.",
    "Tuesday night, Inter Milan away.",
    "This Sunday: Real Madrid.",
    "Wednesday, Porto at home.",
    "Sunday afternoon, Aston Villa.",
    "Friday – Hearts.",
    "Monday night: Leeds United at Elland Road.",
    "Thursday, AC Milan.",
]


@pytest.mark.parametrize("line", BARE_FIXTURE_LINES + FIXTURE_LINES_WITH_A_PLACE + FIXTURE_LINES_WITH_MORE
                         + PRESENT_FIXTURES + LOOKED_FORWARD_TO + DAY_FIRST_LINES)
def test_a_fixture_lists_line_dates_no_match(line):
    text = f"Villa lost 1-0 on Wednesday night. {line}"
    assert resolve_match_date(text, D(2024, 11, 7))[0] == D(2024, 11, 6)
    assert resolve_match_date(f"It was some trip. {line}", D(2024, 11, 7))[0] is None


@pytest.mark.parametrize("text", [
    "Celtic won on Saturday.",
    "Trouble flared on Saturday.",
    "It was Wembley on a Saturday and we won.",
    "The trouble started on Saturday.",
])
def test_a_sentence_with_a_verb_still_dates_the_match(text):
    assert resolve_match_date(text, D(2024, 11, 7))[0] == D(2024, 11, 2)


def test_a_club_in_a_fixture_lists_line_is_no_side():
    guess = guess_match(body="Scotland lost 2-0 to Denmark in Copenhagen. Moldova on Saturday. Home.",
                        headline="", published=D(2021, 9, 2))
    assert {guess.home.name, guess.away.name} == {"Denmark", "Scotland"}


@pytest.mark.parametrize(("line", "next_club"), [
    ("Lens on Tuesday, then the Capitole again.", "Lens"),
    ("Lyon on Sunday, then the league run-in.", "Lyon"),
    ("Monaco next, then Marseille.", "Monaco"),
])
def test_a_club_in_a_fixture_lists_line_with_more_fixtures_is_no_side(line, next_club):
    guess = guess_match(body=f"Toulouse beat Nantes 5-1 in the Coupe de France final last night. {line}",
                        headline="", published=D(2023, 4, 30))
    assert {guess.home.name, guess.away.name} == {"Nantes", "Toulouse"}


# A side coming to or visiting a named place on a weekday, said in the present, is a
# fixture to come (a verdicts-final11 class: a Bayern blog's "United come to the Arena on
# Tuesday in the Champions League" dated the Saturday's match by the Tuesday before).
COME_TO_OR_VISIT = [
    "United come to the Arena on Tuesday in the Champions League.",
    "Spurs come to Anfield on Sunday.",
    "Leeds visit Burnley on Saturday.",
    "The champions visit the Etihad on Wednesday night.",
    "Arsenal come to St James' Park on Saturday lunchtime.",
    "Next, Real Madrid come to the Bernabeu on Sunday.",
    "Celtic visit Ibrox on Sunday for the Old Firm derby.",
    "Porto come to Lisbon on Friday.",
    "Hearts visit Easter Road on Saturday.",
    "Bayern visit Dortmund on Saturday evening.",
]


@pytest.mark.parametrize("sentence", COME_TO_OR_VISIT)
def test_coming_to_or_visiting_a_place_on_a_weekday_is_a_coming_fixture(sentence):
    assert_a_coming_fixture(sentence)


# The future told in the past ("Greek police said ... full figures would be released on
# Friday", in a radio report of a Thursday night's match, dated it by the Friday before), or
# something due or expected on a day, is no match day.
FUTURE_IN_THE_PAST = [
    "Greek police said full figures would be released on Friday.",
    "The club said it would announce the bans on Friday.",
    "Police said the men would appear in court on Friday.",
    "A spokesman said the figures would be published on Friday.",
    "UEFA said it would decide on any charges on Friday.",
    "The force said it would issue an update on Friday.",
    "Police said figures were due on Friday.",
    "Figures are expected on Friday.",
    "A decision is due from the panel on Friday.",
    "The report was expected on Friday.",
]


@pytest.mark.parametrize("sentence", FUTURE_IN_THE_PAST)
def test_the_future_told_in_the_past_dates_no_match(sentence):
    assert resolve_match_date(sentence, D(2020, 2, 20))[0] is None


@pytest.mark.parametrize("sentence", [
    "Fans said they would never forget what happened on Saturday.",
    "The match would have been played on Saturday without the fans.",
])
def test_would_of_the_past_still_dates_the_match(sentence):
    assert resolve_match_date(sentence, D(2020, 2, 20))[0] == D(2020, 2, 15)


# The future tense before a fixture's day ("Our officers will now work with colleagues in
# Bavaria ahead of Tuesday's second leg", in a police release on the first leg, dated it
# by that Tuesday); "will study footage from Saturday's disorder" still dates the match.
WILL_BEFORE_A_FIXTURES_DAY = [
    "Our officers will now work with colleagues in Bavaria ahead of Tuesday's second leg in Munich.",
    "We will be ready for Sunday's derby, the chief constable said.",
    "The club will ask fans to behave ahead of Saturday's return.",
    "Extra officers will be on duty for Wednesday's replay.",
    "Police will meet both clubs ahead of Thursday's second leg.",
    "The fans' group will hold talks ahead of Monday's match.",
    "Bayern will rest players for Tuesday's game, the coach said.",
    "Stewards will search every bag in the build-up to Saturday's final.",
    "We'll be ready for Sunday's meeting.",
    "The ground will be full for Friday's fixture.",
]


@pytest.mark.parametrize("sentence", WILL_BEFORE_A_FIXTURES_DAY)
def test_a_fixtures_day_after_the_future_tense_is_a_coming_fixture(sentence):
    assert_a_coming_fixture(sentence)


# A weekday with an indefinite article is no day, and a fan's fixture list ("Thursday is
# London") is a fixture to come (a verdicts-final9 class: a Leverkusen blog's "as if it
# were a Tuesday in November" and "Thursday is London, then Berlin in May" dated the title
# match of a Sunday by that Tuesday).
@pytest.mark.parametrize("sentence", [
    "Alonso stood there as if it were a Tuesday in November.",
    "It felt as though it was a Monday night in Stoke.",
    "We go every Saturday, whatever the weather.",
    "Any Sunday at Anfield is special.",
    "Each Wednesday the club opens the gym to fans.",
    "Thursday is London, then Berlin in May.",
    "Saturday is Celtic, and we are ready.",
    "Sunday is Wembley.",
    "Tuesday is Madrid, away.",
    "Next up: Friday is Leeds at home.",
    # ... by the competition (verdicts-final27: an Olympiacos blog's "Wednesday is the cup,
    # Sunday is the league" dated a Sunday match by the Wednesday before)
    "Wednesday is the cup, Sunday is the league.",
    "Thursday is the league again.",
    "Tuesday is Europe.",
    "Sunday is the cup final.",
])
def test_no_one_day_and_a_fans_fixture_list_date_no_match(sentence):
    assert_a_coming_fixture(sentence)


# A weekday that "is a" fixture is one still to come (a verdicts-final32 class: a wire's
# quote of a manager after a first leg, "It's half-time. Monday is a cup final.", dated the
# Friday first leg by the Monday before it).
@pytest.mark.parametrize("sentence", [
    "Monday is a cup final.",
    '"It\'s half-time," the manager said. "Tuesday is a cup final."',
    "Saturday is a must-win game for both clubs.",
    "Tuesday is a huge match for us.",
    "Sunday is a derby, and derbies are different.",
    "Wednesday is a second leg we can still win.",
    "Thursday is an away game in Lisbon.",
    "Saturday is a final, nothing less.",
    "Sunday is a massive derby at Goodison.",
    "Monday is another cup final for this club.",
    "Tuesday is a home tie against Rovers.",
    "Friday is an FA Cup replay nobody wanted.",
])
def test_a_weekday_that_is_a_fixture_is_a_coming_fixture(sentence):
    assert_a_coming_fixture(sentence)


# A weekday that "is what matters", "is the big one", in a manager's words, is a fixture still
# to come (a verdicts-final57 class: a tabloid's quote after a Wednesday friendly, "Sunday is
# what matters", dated the match by the Sunday before it, and the report split from its match).
@pytest.mark.parametrize("sentence", [
    '"It was a run-out for the lads who haven\'t played. Sunday is what matters."',
    "Saturday is all that matters now.",
    "Tuesday is what counts.",
    "Sunday is the big one.",
    "Wednesday is the real test.",
    "Saturday is the one that matters.",
    '"Forget the friendly," he said. "Thursday is what matters."',
    "Sunday is what it's all about.",
    "Monday is all that counts for us.",
    "Friday is the big one for the club.",
])
def test_a_weekday_that_is_what_matters_is_a_coming_fixture(sentence):
    assert_a_coming_fixture(sentence)


@pytest.mark.parametrize(("sentence", "weekday"), [
    ("Smoke bombs in a half-empty ground on a Tuesday night in November.", 1),
    ("What a Saturday.", 5),
    ("Paris on a Tuesday, and flares everywhere.", 1),
    ("Sunday was a day to forget: fans fought on Sunday.", 6),
])
def test_a_fans_day_with_an_article_or_a_plain_weekday_still_dates_the_match(sentence, weekday):
    day = resolve_match_date(sentence, D(2025, 1, 3))[0]
    assert day is not None and day.weekday() == weekday


# What is scheduled, said in the present, is still to come (a verdicts-final9 class: a
# radio report of a Sunday cup tie, "The draw for the fifth round takes place on Monday
# evening", was dated by the Monday before the tie).
@pytest.mark.parametrize("sentence", [
    "The draw for the fifth round takes place on Monday evening.",
    "The hearing takes place on Tuesday at Plymouth Magistrates.",
    "The parade takes place in the city centre on Sunday.",
    "The return leg is scheduled for Thursday.",
    "The replay is set for Tuesday night.",
    "Both games are due for Saturday.",
    "The derby is pencilled in for Sunday.",
    "A meeting of supporters' groups is planned for Wednesday.",
    "The vigil will take place on Friday.",
    "The ceremony takes place outside the ground on Saturday afternoon.",
])
def test_what_is_scheduled_in_the_present_is_to_come(sentence):
    assert_a_coming_fixture(sentence)


# A day of the journey to the match is not the match's (a verdicts-final13 class: a Brest
# paper's "The 1,200 Brestois who travelled to Salzburg, many of them by coach through the
# night on Sunday, watched their club win" dated a Tuesday Champions League match by that
# Sunday and split it from the other reports).
@pytest.mark.parametrize("sentence", [
    "The 1,200 Brestois who travelled to Salzburg, many of them by coach through the night on Sunday, "
    "watched their club win.",
    "Hundreds of fans set off from Glasgow on Monday for the trip to Lisbon. Celtic won 2-1.",
    "Most of the 3,000 Celtic fans flew out on Tuesday morning and saw their side lose.",
    "Supporters began arriving in Seville on Monday, and the final was a classic.",
    "The first coaches departed from Brest on Sunday evening; the fans saw a famous win.",
    "Many set out from Rotterdam on Monday night, and by kick-off the away end was full.",
    "Around 500 fans travelled through the night on Monday to reach Naples.",
    "The squad flew out on Monday; the fans started arriving on Tuesday. Napoli won 2-0.",
    "The supporters, who set off on Sunday, were in good voice at the game.",
    "Some had been driving through the night on Sunday to get there in time for the kick-off.",
])
def test_a_day_of_the_journey_to_the_match_is_no_match_day(sentence):
    assert resolve_match_date(sentence, D(2024, 10, 2)) == (None, "no day reference")


@pytest.mark.parametrize(("sentence", "weekday"), [
    ("Fans set off on Monday, and on Tuesday night their side won 2-1 in Lisbon.", 1),
    ("Fans set off on Monday and saw their side win on Tuesday night.", 1),
    ("Thousands travelled to Wembley on Saturday for the final.", 5),
    ("Fans partied through the night on Tuesday after the 2-1 win.", 1),
    # no journey: what was set off, what flew
    ("Fans set off flares on Tuesday night.", 1),
    ("Chairs flew outside bars on Tuesday afternoon.", 1),
    ("Ultras set off smoke bombs on Tuesday.", 1),
])
def test_the_match_day_beside_a_journey_still_counts(sentence, weekday):
    day = resolve_match_date(sentence, D(2024, 10, 2))[0]
    assert day is not None and day.weekday() == weekday


# A cup draw's day is no match day (a verdicts-final15 class: a wire's "will learn their
# quarter-final opponents in Friday's draw in Nyon" dated a Thursday second leg by the Friday
# before, so it joined the first leg); nor is a day "we go again".
@pytest.mark.parametrize("sentence", [
    "Chelsea will learn their quarter-final opponents in Friday's draw in Nyon.",
    "Monday's draw for the fourth round pairs them with Leeds.",
    "The semi-final draw on Sunday will decide where they go.",
    "The draw will be made on Friday at UEFA's headquarters.",
    "They find out their last-16 opponents in Monday's draw.",
    "The quarter-final draw takes place on Friday.",
    "Friday's group-stage draw ceremony is in Monaco.",
    "The third-round draw on Sunday afternoon was kind to them.",
    "We go again on Sunday at Goodison, where the beer is cheaper.",
    "They go again on Saturday against Leeds.",
    # a round's draw named by the round to come (a verdicts-final61 class: a Gil Vicente blog's
    # closing "Next round draw on Tuesday." dated its cup tie by the Tuesday before)
    "Next round draw on Tuesday.",
    "The next-round draw is on Monday night.",
    "Next round draw on Tuesday, dream of a big one.",
    "The round of 16 draw on Friday will be kind, surely.",
    "Monday's play-off draw decides the rest.",
    "The round of 32 draw on Monday is the next step.",
    "The next round draw is on Sunday afternoon.",
    "We await Monday's next-round draw.",
    "The play-off draw on Friday pairs them with a seeded side.",
    "The play-offs draw on Thursday is live on the radio.",
])
def test_a_cup_draws_day_or_the_next_games_is_no_match_day(sentence):
    assert resolve_match_date(sentence, D(2019, 3, 16)) == (None, "no day reference")


# The first leg named in a report of the tie's end is that leg's day, never this match's,
# even with no other day in the report (a class of verdicts-final26: a radio's "The 4-1 win
# in Sivas completed a 5-1 aggregate victory ... The first leg in Florence last Thursday
# passed more quietly" was dated by the first leg, a week before the match).
@pytest.mark.parametrize("text", [
    "The 4-1 win in Sivas completed a 5-1 aggregate victory. The first leg in Florence last Thursday passed quietly.",
    "Fiorentina went through 5-1 on aggregate. The first leg on Thursday had ended 1-0.",
    "It was a 3-2 aggregate win. Nine fans were arrested at the first leg last Wednesday.",
    "Celtic progressed on aggregate after the opening leg last Tuesday finished goalless.",
    "The aggregate defeat ends their run. The first leg in Rome last Thursday was marred by trouble.",
    "Ajax were knocked out 4-3 on aggregate, having won the first leg on Wednesday.",
    "Porto advance 2-1 on aggregate. Police said the first leg last Tuesday was calmer.",
    "A 6-0 aggregate triumph. The opening leg on Thursday drew 30,000.",
    "Sevilla won 3-1 on aggregate; the first leg last Thursday ended 1-1.",
    "Rangers lost 2-0 on aggregate. The first leg last Wednesday saw 14 arrests.",
])
def test_the_first_legs_day_in_a_report_of_the_ties_end_is_no_match_day(text):
    assert resolve_match_date(text, D(2023, 4, 20)) == (None, "no day reference")


# ... and in a report that gives the tie's standing on aggregate (a verdicts-final32 class: a
# live page of a second leg, "Sunderland lead 2-1 on aggregate ... Reminder: Friday's first
# leg in Coventry ended 2-1", was dated by the Friday, and split from its match's reports).
@pytest.mark.parametrize("text", [
    "FULL TIME: Sunderland 1-1 Coventry (3-2 on aggregate). Reminder: Friday's first leg ended 2-1.",
    "Sunderland lead 2-1 on aggregate. Friday's first leg in Coventry ended 2-1.",
    "Coventry have levelled the tie on aggregate. The first leg on Monday finished 1-0 to Sunderland.",
    "It finished 4-4 on aggregate. The first leg last Tuesday had been goalless.",
    "PSV lead 3-1 on aggregate at the break; the first leg on Wednesday ended 2-0.",
    "Celtic led 2-1 on aggregate at half-time. The first leg on Tuesday ended 1-1.",
    "Full time here: 2-2 on aggregate, penalties to come. Tuesday's first leg ended 1-1.",
    "Leeds level the tie on aggregate. Wednesday's opening leg finished 1-0.",
    "Lyon were 5-2 on aggregate winners. The opening leg on Thursday had ended 3-1.",
    "Benfica now lead 4-1 on aggregate. Police said the first leg last Tuesday was calmer.",
])
def test_the_first_legs_day_in_a_report_giving_the_aggregate_is_no_match_day(text):
    assert resolve_match_date(text, D(2023, 4, 20)) == (None, "no day reference")


@pytest.mark.parametrize("text", [
    # a return leg still to come says nothing of this match: it may be the first leg
    "Rangers beat Fenerbahce 3-1 in the first leg on Thursday. Fenerbahce travel to Glasgow for the return leg.",
    "The first leg last Wednesday ended in violence, with 11 arrests. The second leg is next week.",
])
def test_the_first_legs_day_stays_without_the_ties_end(text):
    assert resolve_match_date(text, D(2023, 4, 20))[0] is not None


# The match told by how long ago it was (a class of verdicts-final27: a paper's "Two days
# after the 1-1 draw at Bollaert, the Prefect ... has issued stadium bans", with "left
# hospital on Sunday" after it, was dated by the Sunday).
@pytest.mark.parametrize(("text", "match_day"), [
    ("Two days after the 1-1 draw at Bollaert, the Prefect issued nine bans. The steward left hospital on Sunday.",
     D(2023, 10, 7)),
    ("Three days after the derby, police have charged four men.", D(2023, 10, 6)),
    ("Two days on from Saturday's clashes, the club has banned six fans.", D(2023, 10, 7)),
    ("Four days since the final, the inquiry continues.", D(2023, 10, 5)),
    ("Two days after their 2-0 defeat, the club apologised.", D(2023, 10, 7)),
    ("2 days after the game, nine people remain in custody.", D(2023, 10, 7)),
    ("Five days after the trouble at the match, the FA has opened an investigation.", D(2023, 10, 4)),
    ("Three days after the violence, the mayor spoke.", D(2023, 10, 6)),
    ("Two days after the clash with Lille, bans were issued.", D(2023, 10, 7)),
    ("Six days after the tie, UEFA charged both clubs.", D(2023, 10, 3)),
])
def test_the_match_told_by_how_long_ago_it_was(text, match_day):
    assert resolve_match_date(text, D(2023, 10, 9))[0] == match_day


def test_days_after_another_fixture_date_nothing():
    assert resolve_match_date("Only four days after a 3-0 defeat by Auxerre, they lost again.",
                              D(2023, 10, 9)) == (None, "no day reference")


# A side heading to a ground on a day is a fixture to come (a class of verdicts-final28: a
# tabloid's "Tony Mowbray's side now head to Kenilworth Road on Tuesday clinging to a 2-1
# lead" dated a Sunday first leg by the Tuesday before).
@pytest.mark.parametrize("sentence", [
    "Tony Mowbray's side now head to Kenilworth Road on Tuesday clinging to a 2-1 lead.",
    "They head to Ibrox on Sunday.",
    "United head to Anfield on Saturday for the league game.",
    "The Hatters heads to Wembley on Saturday.",
])
def test_a_side_heading_to_a_ground_on_a_day_is_a_fixture_to_come(sentence):
    assert resolve_match_date(sentence, D(2023, 5, 15)) == (None, "no day reference")


# A coming match a condition hangs on is still to come (a class of verdicts-final26: a wire's
# "will be relegated unless they win in Switzerland on Tuesday" dated a Saturday match by the
# Tuesday before).
@pytest.mark.parametrize("sentence", [
    "The Czechs will be relegated unless they win in Switzerland on Tuesday.",
    "They go top if they beat Spain on Tuesday.",
    "Celtic are champions if they avoid defeat at Ibrox on Sunday.",
    "Provided we get a point on Saturday, we are safe.",
    "United stay up provided they draw at Burnley on Saturday.",
    "Unless Leeds win on Wednesday night, they are out.",
    "If Rangers take three points on Sunday the title race is on.",
    "They will qualify if they can draw in Oslo on Tuesday.",
    "Hearts finish third if they beat Hibs on Sunday afternoon.",
    "If we lose on Saturday it is over.",
])
def test_a_coming_match_a_condition_hangs_on_is_no_match_day(sentence):
    assert resolve_match_date(sentence, D(2022, 9, 24)) == (None, "no day reference")


# A fixture still to come told after "before" or "ahead of" parts the sentence: the match's
# day before it still counts (a class of verdicts-final26: a wire's lede "Portugal beat the
# Czech Republic 4-0 at the Fortuna Arena on Saturday ... before next week's decisive meeting
# with Spain in Braga" gave no day).
@pytest.mark.parametrize("text", [
    "PRAGUE, Sept 24 - Portugal beat the Czech Republic 4-0 at the Fortuna Arena on Saturday to move top of their "
    "group before next week's decisive meeting with Spain in Braga.",
    "Portugal beat the Czech Republic 4-0 on Saturday ahead of their trip to Spain.",
    "Portugal won 4-0 in Prague on Saturday before this week's visit of Spain.",
])
def test_a_fixture_to_come_after_before_leaves_the_matchs_day(text):
    assert resolve_match_date(text, D(2022, 9, 24))[0] == D(2022, 9, 24)


# The side's days after the match, told in the present, are still to come (a class of
# verdicts-final26: a radio's "The team fly home overnight and train at the Viola Park on
# Friday afternoon" dated a Thursday match by the Friday before, so it stood apart).
@pytest.mark.parametrize("sentence", [
    "The team fly home overnight and train at the Viola Park on Friday afternoon.",
    "The squad return to training on Monday.",
    "The players report back on Tuesday morning.",
    "Fiorentina fly back to Florence on Friday.",
    "The side will rest on Sunday before travelling to Leeds.",
    "They head home on Saturday morning.",
    "We fly back on Friday and then it is Inter.",
    "The players recover at the training ground on Friday.",
    "Rangers return to Glasgow on Friday afternoon.",
    "The squad will train at Lennoxtown on Sunday.",
    "The team fly home overnight.",
    "The players travel back overnight to Glasgow.",
])
def test_the_sides_days_after_the_match_are_no_match_day(sentence):
    assert resolve_match_date(sentence, D(2023, 4, 20)) == (None, "no day reference")


# ... nor are the days of its celebrations (a verdicts-final60 class: a radio's "The team will
# parade the trophy at the Gateshead International Stadium on Monday at 6pm", in a report of
# the Saturday's final, dated the final by the Monday before).
@pytest.mark.parametrize("sentence", [
    "The team will parade the trophy at the Gateshead International Stadium on Monday at 6pm.",
    "The players parade the cup through the city centre on Sunday afternoon.",
    "The squad will celebrate with supporters at the ground on Monday evening.",
    "They will parade the trophy on an open-top bus on Tuesday.",
    "We parade the shield at the town hall on Monday.",
    "The side will show off the trophy to fans on Sunday.",
    "Gateshead will parade the FA Trophy on Monday night.",
    "The players celebrate with the fans at a civic reception on Tuesday.",
    "The team parades the cup in the city on Monday afternoon.",
    "Celtic will celebrate the title with their supporters on Sunday.",
])
def test_the_sides_celebrations_after_the_match_are_no_match_day(sentence):
    assert resolve_match_date(sentence, D(2024, 5, 11)) == (None, "no day reference")


def test_a_celebration_told_in_the_past_still_dates_the_match():
    day = resolve_match_date("The players paraded the trophy on Saturday night.", D(2024, 5, 12))[0]
    assert day is not None and day.weekday() == 5


@pytest.mark.parametrize(("sentence", "weekday"), [
    ("The fans flew home on Friday after the defeat.", 4),
    ("Rangers lost 2-0 in Glasgow on Friday night.", 4),
    ("The team was pelted with bottles on Friday.", 4),
    ("Arrests rose to 13 overnight.", 2),
])
def test_the_past_told_of_the_side_still_dates_the_match(sentence, weekday):
    day = resolve_match_date(sentence, D(2023, 4, 20))[0]
    assert day is not None and day.weekday() == weekday


@pytest.mark.parametrize(("sentence", "weekday"), [
    ("Saturday's draw with Everton left them tenth.", 5),
    ("Chelsea thrashed Dynamo Kyiv 5-0 on Thursday.", 3),
    ("Celtic hammered Aberdeen on Saturday.", 5),
    ("The Dons were beaten on Tuesday night.", 1),
])
def test_a_drawn_match_or_a_thrashing_still_dates_the_match(sentence, weekday):
    day = resolve_match_date(sentence, D(2019, 3, 16))[0]
    assert day is not None and day.weekday() == weekday


def test_a_thrashing_on_its_day_beats_a_plain_day_elsewhere():
    text = ("KYIV, March 14 - Chelsea thrashed Dynamo Kyiv 5-0 at the Olimpiyskiy on Thursday.\n\n"
            "Chelsea will learn their quarter-final opponents in Friday's draw in Nyon.")
    assert resolve_match_date(text, D(2019, 3, 14))[0] == D(2019, 3, 14)


# A fixture said in the present after its day is still to come (a verdicts-final15 class: a
# Juventus blog's "and on Saturday there is the derby" dated a Tuesday match by the Saturday).
@pytest.mark.parametrize("sentence", [
    "Now the Old Lady needs a miracle, and on Saturday there is the derby.",
    "On Sunday it's the final at Wembley.",
    "On Saturday comes the derby against Torino.",
    "On Tuesday there's the return leg in Rome.",
    "Then on Saturday there is another away trip.",
    "On Saturday it is our biggest game of the season.",
    "On Sunday there's a cup tie at Ibrox.",
    "On Wednesday there is the replay.",
    "On Friday it's the big match.",
    "And on Thursday comes the second leg.",
])
def test_a_fixture_said_in_the_present_after_its_day_is_to_come(sentence):
    assert resolve_match_date(sentence, D(2022, 10, 13)) == (None, "no day reference")


def test_a_fixture_said_in_the_past_after_its_day_dates_the_match():
    day = resolve_match_date("On Tuesday there was the derby, and Juve won 2-0.", D(2022, 10, 13))[0]
    assert day == D(2022, 10, 11)


# A name that may stand for several clubs, none of them the match's two, as an opponent in a
# result or a fixture makes its sentence another fixture's (a verdicts-final16 class: a
# next-day report of Rosenborg v Molde on Sunday was dated by "Eirik Horneland's side,
# beaten 1-0 by Sporting in Lisbon in the Europa League on Thursday").
_LEDE = "Rosenborg gave their fans something to celebrate on Sunday, coming from behind to beat Molde 3-1 at Lerkendal. "


@pytest.mark.parametrize("sentence", [
    "Molde, beaten 1-0 by Sporting in Lisbon in the Europa League on Thursday, stay fourth.",
    "Molde lost 2-1 to the Eagles on Thursday night.",
    "Rosenborg drew 0-0 with Dynamo on Wednesday.",
    "Molde had been beaten by Sparta on Thursday.",
    "Rosenborg lost to FCB on Wednesday.",
    "Molde's 3-0 win over the Lions on Thursday seemed a long time ago.",
    "The hosts were thrashed 4-0 against Borussia on Wednesday.",
    "Molde drew with Maccabi on Thursday.",
    "Rosenborg, hammered by the Canaries on Wednesday, needed a response.",
    "Rosenborg's defeat by Sporting on Thursday still hurt.",
])
def test_a_day_beside_an_opponent_whose_name_leaves_the_club_open_is_another_fixtures(sentence):
    assert resolve_match_date(_LEDE + sentence, D(2019, 10, 28))[0] == D(2019, 10, 27)


@pytest.mark.parametrize(("text", "day"), [
    # the name is one of the match's clubs
    ("Sporting CP beat Benfica 2-0 at the Alvalade. Benfica, beaten by Sporting on Sunday, fell to third.",
     D(2019, 10, 27)),
    # the name is no opponent
    ("Rosenborg came from behind to beat Molde 3-1 at Lerkendal. Fans of the Eagles were in town on Saturday too.",
     D(2019, 10, 26)),
])
def test_a_name_of_the_match_or_no_opponent_still_dates_it(text, day):
    assert resolve_match_date(text, D(2019, 10, 28))[0] == day


# A weekday with an indefinite article in a speaker's words is any such day (a verdicts-final17
# class: a Luton fan's "I've been to Kidderminster on a Tuesday night in the rain", quoted by
# a tabloid, dated the Saturday play-off final to the Tuesday before).
@pytest.mark.parametrize("quote", [
    "I've been to Kidderminster on a Tuesday night in the rain.",
    "I've stood on a wet Tuesday in Stoke and wondered why.",
    "You don't win this on a Saturday afternoon, you win it on a cold Wednesday in Barnsley.",
    "We've all done a Tuesday night in the cold.",
    "It was never going to be a Sunday stroll.",
    "This is for everyone who went away on a Monday night in January.",
    "I've done a miserable Thursday in Hartlepool more times than I can count.",
    "On a Friday night in Rochdale nobody came.",
    "We did a freezing Tuesday in February for this.",
    "A typical Wednesday night in the rain, that was us for years.",
])
def test_a_speakers_day_with_an_indefinite_article_is_any_such_day(quote):
    text = f'Luton Town beat Coventry City on penalties at Wembley. One fan said: "{quote}"'
    guess = guess_match(body=text, headline="", published=D(2023, 5, 28))
    assert guess.match_date is None, guess.date_reason


def test_a_day_with_an_indefinite_article_in_the_reports_own_words_still_dates_it():
    text = "Luton Town beat Coventry City on a Saturday afternoon of drama at Wembley."
    assert guess_match(body=text, headline="", published=D(2023, 5, 28)).match_date == D(2023, 5, 27)


# Another fixture's club makes only its side of a "but", a semicolon, a colon or a dash
# another fixture's (a verdicts-final18 class: a Rome radio's "Two goals from Castellanos
# gave Igor Tudor's side a 2-1 win in the second leg of the Coppa Italia semi-final
# tonight, but ... Juventus through ... into the final against Atalanta on May 15" lost its
# "tonight", and the report of the second leg joined the first's incident).
@pytest.mark.parametrize("text", [
    "Lazio beat Juventus 2-1 in the second leg tonight, but Juventus go into the final against Atalanta.",
    "Lazio beat Juventus 2-1 tonight; Juventus now meet Atalanta in the final.",
    "Lazio beat Juventus 2-1 tonight - Juventus now meet Atalanta in the final.",
    "Lazio beat Juventus 2-1 tonight, while Atalanta wait in the final.",
    "Lazio beat Juventus 2-1 tonight, whereas Atalanta had an easier semi-final.",
    "Lazio beat Juventus 2-1 tonight but it is Juventus who face Atalanta in the final.",
    "Juventus lost 2-1 to Lazio tonight, but they will face Atalanta in the final anyway.",
    "Lazio won 2-1 against Juventus tonight although Atalanta await the winners of the tie.",
    "Tonight Lazio beat Juventus 2-1: Atalanta are waiting in the final.",
    "Lazio beat Juventus 2-1 at the Olimpico tonight, though Juventus still go through to face Atalanta.",
])
def test_another_clubs_part_of_a_sentence_keeps_the_days_of_the_other_part(text):
    assert resolve_match_date(text, D(2024, 4, 23))[0] == D(2024, 4, 23)


@pytest.mark.parametrize("text", [
    "Celtic beat Aberdeen on penalties. Celtic will play Rangers or Hearts, who meet in Sunday's second semi-final.",
    "Celtic beat Aberdeen on penalties. Rangers and Hearts meet on Sunday, and the winners play Celtic.",
])
def test_a_day_on_another_clubs_side_of_a_comma_is_still_another_fixtures(text):
    assert resolve_match_date(text, D(2024, 4, 21)) == (None, "no day reference")


# A heading's line that is only a date is the release's own day, as a dateline is: never
# the match, and the day words count back from it (a verdicts-final24 class: a Police
# Scotland release headed "Tuesday 11 February 2025" dated its match the 11th, not its
# lede's "Monday 10 February 2025"; one published days later counted "last night" back from
# its publication).
HEADING_DATES = [
    ("Tuesday 11 February 2025", "Four people were arrested at last night's match between St Mirren and Hearts.",
     (2025, 2, 10)),
    ("Sunday 2 March 2025", "Police made six arrests at yesterday's match between Hibernian and Aberdeen.",
     (2025, 3, 1)),
    ("February 16, 2025", "Two men were arrested at yesterday's match between Kilmarnock and Motherwell.",
     (2025, 2, 15)),
    ("Wednesday 5 March 2025", "Five arrests were made around last night's derby between Dundee and Dundee United.",
     (2025, 3, 4)),
    ("Thursday 30 January 2025", "Police arrested seven people at last night's game between Aberdeen and Celtic.",
     (2025, 1, 29)),
    ("19 January 2025", "Eight fans were detained at yesterday's match between Livingston and Rangers.",
     (2025, 1, 18)),
    ("Sunday 23 February 2025", "Nine people were arrested after yesterday's match between Motherwell and Hibernian.",
     (2025, 2, 22)),
    ("Friday 27 December 2024", "Three arrests were made at yesterday's match between Ross County and Aberdeen.",
     (2024, 12, 26)),
    ("Tuesday 11 February 2025", "Four people were arrested at the match between St Mirren and Hearts at St Mirren "
     "Park on Monday 10 February 2025.", (2025, 2, 10)),
    ("Monday, 3 March 2025", "Six people were arrested at the game between Celtic and Rangers on Sunday 2 March 2025.",
     (2025, 3, 2)),
    # after the town it was issued in or the outlet's byline (a class of verdicts-final27: a
    # prefecture's "Arras, 8 October 2023" and a paper's "Lille Métropole Morning | Monday 9
    # October 2023" dated a Saturday derby by their own days)
    ("Arras, 8 October 2023", "Seven people were placed in custody after last night's derby between Lens and Lille.",
     (2023, 10, 7)),
    ("Lille Métropole Morning | Monday 9 October 2023",
     "Two men were arrested after the derby between Lens and Lille on Saturday 7 October 2023.", (2023, 10, 7)),
    ("Press release, Friday 19 August 2022", "Gardaí arrested six people at last night's match between Shamrock "
     "Rovers and Ferencváros.", (2022, 8, 18)),
    ("Glasgow, 2 March 2025", "Police made six arrests at yesterday's match between Hibernian and Aberdeen.",
     (2025, 3, 1)),
    ("Evening Courier · Sunday 23 February 2025", "Nine people were arrested after yesterday's match between "
     "Motherwell and Hibernian.", (2025, 2, 22)),
    ("Roker End Ramblings - 17 May 2023", "Six people were arrested at last night's match between Luton Town and "
     "Sunderland.", (2023, 5, 16)),
]


@pytest.mark.parametrize(("heading", "lede", "day"), HEADING_DATES)
def test_a_headings_date_line_is_the_releases_day(heading, lede, day):
    body = f"Police Scotland - Edinburgh Division\n{heading}\n\nArrests after match\n\n{lede}"
    # published some days after the release: the day words count back from its heading
    published = datetime.date(*day) + datetime.timedelta(days=3)
    guess = guess_match(body=body, headline="", published=published)
    assert guess.match_date == datetime.date(*day), guess.date_reason


# An outlet's name and "Press release" before the release's date, on one line (a verdicts-final39
# class: "KØBENHAVNS VESTEGNS POLITI - Press release, 5 November 2021" dated the match the 5th,
# over its own "on Thursday 4 November", and split the police summary from the night's reports).
OUTLET_AND_RELEASE_DATE_LINES = [
    ("KØBENHAVNS VESTEGNS POLITI - Press release, 5 November 2021",
     "Police summary after the Europa League match Brøndby IF - Rangers FC on Thursday 4 November.", (2021, 11, 4)),
    ("POLICE SCOTLAND - News release, Sunday 2 March 2025",
     "Six people were arrested after yesterday's match between Hibernian and Aberdeen.", (2025, 3, 1)),
    ("Greater Manchester Police | Press release, 11 March 2024",
     "Officers made four arrests at last night's match between Manchester City and Liverpool.", (2024, 3, 10)),
    ("Politie Amsterdam - Persbericht, 6 April 2023",
     "Nine people were arrested around last night's match between Ajax and Feyenoord.", (2023, 4, 5)),
    ("PSP Lisboa - Press release, 4 February 2024",
     "Police detained five people after yesterday's match between Benfica and Porto.", (2024, 2, 3)),
    ("Lancashire Constabulary - Statement, 26 November 2023",
     "Nine people were arrested after yesterday's match between Preston North End and Blackburn Rovers.",
     (2023, 11, 25)),
    ("Questura di Roma - Press release, Sunday 21 April 2024",
     "Eleven people were detained after last night's derby between Roma and Lazio.", (2024, 4, 20)),
    ("POLIZEI DORTMUND - Press release, 13 September 2023",
     "Police arrested seven people at last night's match between Borussia Dortmund and Schalke 04.",
     (2023, 9, 12)),
    ("West Yorkshire Police - News release, 2 January 2024",
     "Three arrests were made at yesterday's match between Leeds United and Hull City.", (2024, 1, 1)),
    ("Politiezone Brugge - Press release, 13 February 2025",
     "Six people were arrested around last night's match between Club Brugge and Atalanta.", (2025, 2, 12)),
    # the release by other words: "Press statement", "Media release"
    ("Kayseri Provincial Police Directorate\nPress statement, 18 February 2024",
     "Six suspects were detained after yesterday's match between Kayserispor and Sivasspor.", (2024, 2, 17)),
    ("Police Scotland - Media release, 15 December 2024",
     "Two men were arrested at yesterday's match between Falkirk and Livingston.", (2024, 12, 14)),
    # ... or "of" its day, in figures: "communication of 16.08.2024"
    ("Komenda Stołeczna Policji - communication of 16.08.2024",
     "Officers secured yesterday's match between Legia Warsaw and Brøndby; five people were detained.",
     (2024, 8, 15)),
    ("Kantonspolizei Bern - press release of 23/01/2025",
     "Seven people were arrested around yesterday's match between Young Boys and Celtic.", (2025, 1, 22)),
]


@pytest.mark.parametrize(("heading", "lede", "day"), OUTLET_AND_RELEASE_DATE_LINES)
def test_an_outlet_and_release_date_line_is_the_releases_day(heading, lede, day):
    body = f"{heading}\n\n{lede}"
    # published some days after the release: the day words count back from its heading
    published = datetime.date(*day) + datetime.timedelta(days=3)
    guess = guess_match(body=body, headline="", published=published)
    assert guess.match_date == datetime.date(*day), guess.date_reason


# The class "a first leg's written date": a live page of a semi-final's second leg, "Fiorentina
# lead 1-0 from the first leg at the Franchi on 2 April", was dated 2 April (the first leg's
# day, three weeks before) and split from the second leg's other reports (a verdicts-final35
# class). As with a weekday, a date in a clause naming the first leg, in a report that tells
# of the tie's end or standing, is that leg's. Published on Wednesday 24 April 2024.
FIRST_LEG_DATES = [
    ("Kick-off. Fiorentina lead 1-0 from the first leg at the Franchi on 2 April. It is 2-2 on aggregate.", None),
    ("The first leg on 2 April finished 1-0. Six fans were held last night as Atalanta won 4-2 on aggregate.",
     D(2024, 4, 23)),
    ("Police made five arrests last night. The sides drew 1-1 in the first leg on April 10, and Lille went "
     "through 3-2 on aggregate.", D(2024, 4, 23)),
    ("Rangers, who had lost the first leg 2-0 on 11 April, were knocked out on aggregate.", None),
    ("Two men were arrested at the ground yesterday. Benfica progressed 5-1 on aggregate after winning the "
     "opening leg in Lisbon on 9 April.", D(2024, 4, 23)),
    ("Trouble flared again, as at the first leg on 3 April 2024. The hosts lead 2-1 on aggregate.", None),
    ("Last night's aggregate win completed the job begun in the first leg on 10 April.", D(2024, 4, 23)),
    ("Porto, 3-2 winners on aggregate, had taken a 2-0 lead in the first leg on 9 April. Nine arrests were "
     "made on Tuesday.", D(2024, 4, 23)),
    ("Ajax were 2-0 up from the first leg (played on 11 April) and went through 4-1 on aggregate.", None),
    ("Twelve fans were detained before the first leg on 10 April, police said; the hosts levelled the tie on "
     "aggregate tonight.", D(2024, 4, 24)),
]


@pytest.mark.parametrize(("text", "match_day"), FIRST_LEG_DATES)
def test_a_first_legs_written_date_is_not_the_second_legs(text, match_day):
    assert resolve_match_date(text, D(2024, 4, 24))[0] == match_day


@pytest.mark.parametrize(("text", "match_day"), [
    # no second leg told: the first leg is this report's match
    ("Eleven arrests were made at the first leg on 10 April.", D(2024, 4, 10)),
    ("The first leg on 2 April ended 1-0 after a delay for smoke.", D(2024, 4, 2)),
    # the date is another clause's: "on 23 April" is the second leg's
    ("After the first leg, the tie was settled on 23 April, 4-2 on aggregate.", D(2024, 4, 23)),
])
def test_a_first_legs_date_still_dates_a_first_legs_report(text, match_day):
    assert resolve_match_date(text, D(2024, 4, 24))[0] == match_day


# The class "the next fixture the side turns to": a Turkish paper's report of a Thursday night
# defeat, closing "the dressing room must now turn attention to Sunday's league game", was
# dated that Sunday (the one before publication, a match word beside it) and split from the
# match's other reports (a verdicts-final36 class). Published on Thursday 9 November 2023,
# the match on Thursday night.
TURNED_TO = [
    "The side must now turn attention to Sunday's league game.",
    "Fener now turn their attention to Sunday's derby.",
    "The players will switch their focus to Saturday's cup tie.",
    "Thoughts quickly shift to Monday's trip to Konyaspor.",
    "It is time to turn our attention to Sunday's game against Galatasaray.",
    "The squad are already turning their minds to Saturday's match.",
    "Now they must shift their focus back to Sunday's league fixture.",
    "Kartal said his side would turn their thoughts to Sunday's game.",
    "The club turns its attention to Saturday's home match.",
    "Time to switch focus to Wednesday's league game.",
]


@pytest.mark.parametrize("sentence", TURNED_TO)
def test_the_next_fixture_a_side_turns_to_is_not_the_match(sentence):
    text = f"The dream season hit the wall in a small Bulgarian town on Thursday night. {sentence}"
    assert resolve_match_date(text, D(2023, 11, 9))[0] == D(2023, 11, 9)


def test_a_day_a_side_turned_to_in_the_past_is_still_told():
    # told after it: the turning is history, and Sunday's game was played
    text = "Police said on Monday that trouble had flared when fans turned their attention to Sunday's derby."
    assert resolve_match_date(text, D(2023, 11, 13))[0] == D(2023, 11, 12)


# The class "a farewell to the next fixture": a Lyon blog's closing "See you at Groupama
# Stadium on Sunday", published the day after a Wednesday cup semi-final, was dated the
# Sunday before (a verdicts-final36 class). Published on Thursday 6 April 2023.
SEE_YOU_THEN = [
    "See you at Groupama Stadium on Sunday.",
    "See you on Sunday.",
    "See you all at the Vélodrome on Saturday night.",
    "See you in Marseille on Sunday, and bring your voices.",
    "See you again on Saturday, same time, same place.",
    "See you there on Sunday.",
    "Y'all be good. See y'all at the Parc on Saturday.",
    "See you next Sunday in the away end.",
    "Rest well and see you at home on Saturday.",
    "See you at the Beaujoire on Sunday for the league game.",
]


@pytest.mark.parametrize("sentence", SEE_YOU_THEN)
def test_a_farewell_to_the_next_fixture_is_not_the_match_day(sentence):
    text = f"Four of ours were arrested after the semi-final. {sentence}"
    assert resolve_match_date(text, D(2023, 4, 6))[0] is None, sentence


# The class "what ends, said in the present": a Rosenborg blog's "The Eliteserien break is over
# on Sunday" dated its Wednesday match the Sunday before (a verdicts-final38 class). Published
# on Thursday 26 July 2018, the match on Wednesday night.
ENDS_ON = [
    "The Eliteserien break is over on Sunday.",
    "The international break ends on Saturday.",
    "The winter break is over on Sunday, and then it is the cup.",
    "Our exile from the league ends on Saturday.",
    "The suspension of the away allocation ends on Sunday.",
    "The summer break is finally over on Saturday.",
    "Pre-season for the reserves ends on Sunday.",
    "The ban on away fans ends on Saturday, in time for the derby.",
    "Their run of away games is over on Sunday.",
    "The transfer window's first phase ends on Sunday.",
]


@pytest.mark.parametrize("sentence", ENDS_ON)
def test_what_ends_in_the_present_is_no_match_day(sentence):
    text = f"Two of ours were lifted on the Gallowgate before the match. {sentence}"
    assert resolve_match_date(text, D(2018, 7, 26))[0] is None


def test_what_was_over_on_a_day_is_told():
    text = "The trouble was over on Sunday by the time police arrived at the ground."
    assert resolve_match_date(text, D(2018, 7, 26))[0] == D(2018, 7, 22)


# The class "the next round's opponents learned": a paper's "ABERDEEN will find out their
# Scottish Cup quarter-final opponents tonight after Saturday's 3-2 extra-time win" was dated
# that night, the draw's, not the Saturday of the match (a verdicts-final38 class). Published
# on Monday 10 February 2025.
OPPONENTS_LEARNED = [
    "Aberdeen will find out their Scottish Cup quarter-final opponents tonight after Saturday's win.",
    "The Dons learn their quarter-final opponents tonight, after Saturday's extra-time win.",
    "Aberdeen, who won on Saturday, discover their next opponents today.",
    "After Saturday's win, the club will know its semi-final opponents tonight.",
    "Saturday's winners find out who their quarter-final opponents are this evening.",
    "The Reds will learn who their opponents in the last eight are tonight; they won on Saturday.",
    "Having won on Saturday, Aberdeen find out their fifth-round opponents tonight.",
    "Saturday's heroes will discover their cup opponents today.",
    "After the win on Saturday, the team finds out its quarter-final opponents tonight.",
    "They will find out their next Scottish Cup opponents tonight, two days after Saturday's drama.",
]


@pytest.mark.parametrize("sentence", OPPONENTS_LEARNED)
def test_the_day_opponents_are_learned_is_the_draws(sentence):
    assert resolve_match_date(sentence, D(2025, 2, 10))[0] == D(2025, 2, 8)


def _day_guessed(body, published):
    return guess_match(body=body, headline="", published=datetime.date(*published))


# A day of the year by its holiday's name (a verdicts-final40 class: a police release's "the
# Boxing Day fixture between Grimsby Town and Doncaster Rovers" gave no day, and a club
# statement's "on Boxing Day" lost to its farewell's Sunday): the last one on or before the
# anchor, within a fortnight.
HOLIDAYS = [
    ("Five people were arrested at the Boxing Day match between Grimsby Town and Doncaster Rovers.",
     (2024, 12, 27), (2024, 12, 26)),
    ("Police made three arrests after Sunderland v Newcastle United on Boxing Day.",
     (2023, 12, 28), (2023, 12, 26)),
    ("The New Year's Day derby between Celtic and Rangers ended with six arrests.",
     (2024, 1, 2), (2024, 1, 1)),
    ("Hearts fans clashed with police before the New Year's Day match against Hibernian.",
     (2025, 1, 3), (2025, 1, 1)),
    ("More than 8,000 fans came to Blundell Park on Boxing Day as Grimsby Town beat Doncaster Rovers.",
     (2024, 12, 27), (2024, 12, 26)),
    ("Two stewards were hurt at Leeds United v Hull City on Boxing Day.",
     (2024, 1, 1), (2023, 12, 26)),
    ("Nine people were arrested at the Boxing Day fixture between Wigan Athletic and Bolton Wanderers.",
     (2022, 12, 26), (2022, 12, 26)),
    ("Police praised fans after the New Year's Day game between Aberdeen and Dundee.",
     (2023, 1, 1), (2023, 1, 1)),
    ("Seven people were arrested after Millwall v Charlton Athletic on New Year's Day.",
     (2024, 1, 3), (2024, 1, 1)),
    ("Sheffield Wednesday fans were escorted to Hillsborough before the Boxing Day match against Barnsley.",
     (2022, 12, 29), (2022, 12, 26)),
]


@pytest.mark.parametrize(("body", "published", "day"), HOLIDAYS, ids=[b[:40] for b, _, _ in HOLIDAYS])
def test_a_holiday_by_its_name_is_that_day(body, published, day):
    guess = _day_guessed(body, published)
    assert guess.match_date == datetime.date(*day), guess.date_reason


def test_a_holiday_weeks_away_is_no_day():
    guess = _day_guessed("Celtic and Rangers always draw big crowds on New Year's Day.", (2024, 5, 3))
    assert guess.match_date is None, guess.date_reason


# A date in figures with full stops, day first, with a four-figure year (a verdicts-final40 class:
# a Turkish police release's "the match played at the Kadir Has Stadium on 17.02.2024" was read
# as no day, or as the release's own): the date, as "17/02/2024" was; a decimal is none.
DOTTED_DATES = [
    ("Police arrested nine people at the match between Ajax and Feyenoord, played on 05.04.2023.",
     (2023, 4, 6), (2023, 4, 5)),
    ("Measures were taken for the Kayserispor - Sivasspor match played at the Kadir Has Stadium on 17.02.2024.",
     (2024, 2, 18), (2024, 2, 17)),
    ("The match between Sparta Prague and Slavia Prague on 12.03.2022 ended with eleven arrests.",
     (2022, 3, 14), (2022, 3, 12)),
    ("Seven fans were detained after Legia Warsaw v Lech Poznań (28.10.2023).",
     (2023, 10, 30), (2023, 10, 28)),
    ("Police report on the match Dinamo Zagreb - Hajduk Split of 2.4.2023: four arrests.",
     (2023, 4, 3), (2023, 4, 2)),
    ("Four people were arrested at Rapid Vienna v Austria Vienna on 19.11.2023.",
     (2023, 11, 20), (2023, 11, 19)),
    ("Six arrests were made at Fenerbahçe v Galatasaray, 24.12.2023.",
     (2023, 12, 26), (2023, 12, 24)),
    ("Five people were held after FC Basel v FC Zürich on 26.02.2023.",
     (2023, 2, 27), (2023, 2, 26)),
    ("The Brøndby v FC Copenhagen derby on 30.07.2023 saw ten arrests.",
     (2023, 7, 31), (2023, 7, 30)),
    ("Twelve people were arrested at Dynamo Dresden v Hansa Rostock on 09.09.2023.",
     (2023, 9, 10), (2023, 9, 9)),
    ("Celtic beat Rangers 2-1 on Saturday, with 1.5 goals a game this season.",
     (2023, 9, 4), (2023, 9, 2)),
]


@pytest.mark.parametrize(("body", "published", "day"), DOTTED_DATES, ids=[b[:40] for b, _, _ in DOTTED_DATES])
def test_a_date_with_full_stops_is_that_date(body, published, day):
    guess = _day_guessed(body, published)
    assert guess.match_date == datetime.date(*day), guess.date_reason


# A fixture to come told in the present with its match ("Salzburg host a league match on
# Saturday"), a campaign begun ("Twente begin their Eredivisie campaign"), or a farewell hoping
# or looking forward to seeing the fans ("We look forward to seeing you at the Eco-Power Stadium
# on Sunday") is no match day (a verdicts-final40 class: a wire's Salzburg v Twente on Tuesday
# was dated the Saturday before, and a Doncaster statement the Sunday before Boxing Day).
FUTURE_IN_THE_PRESENT = [
    ("United start the new league campaign on Sunday. Dundee United beat AZ Alkmaar 1-0 last night.",
     (2022, 8, 5), (2022, 8, 4)),
    ("Salzburg host a league match on Saturday, and Twente begin their Eredivisie campaign at the "
     "weekend. Salzburg beat Twente 2-1 on Tuesday.",
     (2024, 8, 6), (2024, 8, 6)),
    ("We look forward to seeing you at the Eco-Power Stadium on Sunday. Three Doncaster Rovers fans "
     "were arrested at Grimsby Town on Thursday.",
     (2024, 12, 27), (2024, 12, 26)),
    ("Celtic play a cup tie on Wednesday. Celtic beat Rangers 2-1 on Sunday.",
     (2023, 9, 5), (2023, 9, 3)),
    ("Hibernian face another derby on Monday. Hibernian drew with Hearts on Saturday.",
     (2023, 9, 5), (2023, 9, 2)),
    ("Leeds host a cup match on Tuesday. Leeds United beat Hull City on Friday night.",
     (2023, 9, 7), (2023, 9, 1)),
    ("Ajax begin their Europa League campaign on Saturday. Ajax lost to Feyenoord on Sunday.",
     (2023, 9, 18), (2023, 9, 17)),
    ("We hope to see you at Groupama Stadium on Saturday. Lyon beat Marseille on Sunday night.",
     (2023, 9, 18), (2023, 9, 17)),
    ("Porto open their Champions League season on Tuesday. Porto drew with Benfica on Friday.",
     (2023, 9, 20), (2023, 9, 15)),
    ("The club looks forward to seeing you at St. Jakob-Park on Saturday. Basel beat Zürich on Sunday.",
     (2023, 9, 18), (2023, 9, 17)),
    ("Rapid play a friendly match on Thursday. Rapid Vienna lost to Sturm Graz on Saturday.",
     (2023, 9, 22), (2023, 9, 16)),
    ("Wigan face another game on Tuesday. Wigan Athletic lost to Bolton Wanderers on Saturday.",
     (2023, 9, 20), (2023, 9, 16)),
]




# A weekday after "by" is a time something was done by, after the match, and a fan's "See you
# Sunday" is the next meeting's day (a verdicts-final67 class: a Brøndby blog's "All four of ours
# had been let go by Saturday lunchtime" and "See you Sunday against AGF" dated Thursday's match
# in Basel to the Saturday, so its report stood apart from the match's).
DONE_BY_OR_SEE_YOU_THEN = [
    # (no day of the match at all)
    ("Brøndby lost 2-0 at St. Jakob-Park. All four of ours had been let go by Saturday lunchtime.",
     (2022, 8, 27), None),
    ("Celtic lost 2-0 at Ibrox on Wednesday. The fans were home by Thursday morning.",
     (2023, 10, 7), (2023, 10, 4)),
    ("Hibernian drew with Hearts on Tuesday night. All nine were released by Wednesday afternoon.",
     (2023, 9, 9), (2023, 9, 5)),
    ("Leeds United beat Hull City on Friday night. The pitch had been repaired by Sunday.",
     (2023, 9, 4), (2023, 9, 1)),
    ("Ajax lost to Feyenoord on Sunday. The club had apologised by Monday evening.",
     (2023, 9, 20), (2023, 9, 17)),
    ("Lyon beat Marseille on Sunday night. Police had charged three men by Tuesday.",
     (2023, 9, 21), (2023, 9, 17)),
    ("Porto drew with Benfica on Friday. The ban was lifted by Wednesday.",
     (2023, 9, 21), (2023, 9, 15)),
    ("Basel beat Zürich on Sunday. See you Saturday against Lugano.",
     (2023, 9, 19), (2023, 9, 17)),
    ("Rapid Vienna lost to Sturm Graz on Saturday. See you all on Wednesday.",
     (2023, 9, 19), (2023, 9, 16)),
    ("Wigan Athletic lost to Bolton Wanderers on Saturday. See you again Tuesday, lads.",
     (2023, 9, 19), (2023, 9, 16)),
]


@pytest.mark.parametrize(("body", "published", "day"), DONE_BY_OR_SEE_YOU_THEN,
                         ids=[b[:40] for b, _, _ in DONE_BY_OR_SEE_YOU_THEN])
def test_a_day_something_was_done_by_or_a_fans_see_you_then_is_no_match_day(body, published, day):
    guess = _day_guessed(body, published)
    assert guess.match_date == (datetime.date(*day) if day else None), guess.date_reason


# A day to come told in the present by what is scheduled for it, a campaign going on, tickets on
# sale or details to follow, is no match day (a verdicts-final69 class: a Kilmarnock paper's
# "Their Scottish Premiership campaign continues on Sunday", a Cercle blog's "tickets for our end
# go on sale Monday at 10:00" and a Twente blog's "Travel details for the cup tie follow on
# Thursday" dated their matches to those days, and their reports stood apart from them).
SCHEDULED_IN_THE_PRESENT = [
    ("Kilmarnock beat Cercle Brugge 2-1 on Thursday. Their Scottish Premiership campaign continues on Sunday.",
     (2024, 8, 9), (2024, 8, 8)),
    ("Celtic beat Hearts 2-0 on Saturday. The league season resumes on Tuesday against Aberdeen.",
     (2023, 9, 18), (2023, 9, 16)),
    ("Ajax lost to PSV on Sunday. The Eredivisie programme carries on on Wednesday.",
     (2023, 9, 19), (2023, 9, 17)),
    ("Hibernian drew with Hearts on Saturday. Their campaign goes on on Tuesday night at Easter Road.",
     (2023, 9, 18), (2023, 9, 16)),
    ("Cercle Brugge lost 2-1 at Kilmarnock on Thursday. Tickets for our end go on sale Monday at 10:00.",
     (2024, 8, 10), (2024, 8, 8)),
    ("Leeds United beat Hull City on Friday night. Tickets for the cup tie go on general sale on Tuesday.",
     (2023, 9, 4), (2023, 9, 1)),
    ("Lyon beat Marseille on Sunday night. Seats for the derby goes on sale on Wednesday, the club said.",
     (2023, 9, 19), (2023, 9, 17)),
    ("Porto drew with Benfica on Friday. Away tickets go on sale Thursday morning.",
     (2023, 9, 20), (2023, 9, 15)),
    ("FC Twente drew 2-2 at Go Ahead Eagles on Sunday. Travel details for the cup tie follow on Thursday.",
     (2023, 10, 31), (2023, 10, 29)),
    ("Rapid Vienna lost to Sturm Graz on Saturday. More details follow on Tuesday.",
     (2023, 9, 19), (2023, 9, 16)),
    ("Basel beat Zürich on Sunday. Information on the away trip follows on Friday.",
     (2023, 9, 21), (2023, 9, 17)),
    ("Wigan Athletic lost to Bolton Wanderers on Saturday. News on the injured players follows Monday.",
     (2023, 9, 19), (2023, 9, 16)),
]


@pytest.mark.parametrize(("body", "published", "day"), FUTURE_IN_THE_PRESENT + SCHEDULED_IN_THE_PRESENT,
                         ids=[b[:40] for b, _, _ in FUTURE_IN_THE_PRESENT + SCHEDULED_IN_THE_PRESENT])
def test_a_fixture_to_come_told_in_the_present_is_no_match_day(body, published, day):
    guess = _day_guessed(body, published)
    assert guess.match_date == datetime.date(*day), guess.date_reason
