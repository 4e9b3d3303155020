"""The competition and its round (no database)."""

import datetime

import pytest

from incidents.matching import guess_match

D = datetime.date


def test_forcing_a_way_into_the_ground_is_no_progress_to_the_round():
    text = (
        "Hundreds of Feyenoord fans tried to force their way into the stadium before the Champions League "
        "quarter-final against Roma on Thursday night."
    )
    guess = guess_match(body=text, headline="", published=D(2023, 4, 21))
    assert guess.round == "Quarter-final"
    assert guess.match_date == D(2023, 4, 20)


# The class "a European tie between two clubs of one country": the Champions League, a
# UEFA cup, was weighed as another country's cup (a tenth of its weight) whenever both
# clubs were of one country, so a single mention of their league won. Each report names
# the European competition in its opening and the clubs' league once, in passing.
SAME_COUNTRY_EUROPEAN_TIES = [
    ("LIVE: Inter v AC Milan - Champions League semi-final, second leg",
     "Inter defend a 2-0 lead against AC Milan at the San Siro. Milan are scrapping for a top-four finish in Serie A.",
     "champions-league"),
    ("", "Liverpool and Manchester City fans clashed before the Champions League quarter-final at Anfield on "
         "Wednesday. City lead the Premier League.", "champions-league"),
    ("", "Flares were thrown as Real Madrid beat Atletico Madrid in the Champions League final in Lisbon. "
         "Atletico had won La Liga a week earlier.", "champions-league"),
    ("Sevilla and Real Betis fans fight before Europa League tie",
     "Police separated Sevilla and Real Betis supporters before the Europa League last-16 tie on Thursday. "
     "Betis sit tenth in La Liga.", "europa-league"),
    ("", "Tottenham Hotspur and Liverpool fans were held apart in Madrid before the Champions League final. "
         "Both finished in the Premier League's top four.", "champions-league"),
    ("Chelsea fans arrested in Baku", "Three Chelsea supporters were arrested in Baku before the Europa League "
     "final against Arsenal. Arsenal finished fifth in the Premier League.", "europa-league"),
    ("", "Bayern Munich and Borussia Dortmund fans filled Wembley for the Champions League final on Saturday. "
         "Bayern had already won the Bundesliga.", "champions-league"),
    ("Roma v Lazio: Conference League derby marred by flares",
     "Flares were thrown at the Stadio Olimpico as Roma met Lazio in the Conference League on Thursday. "
     "The sides are level in Serie A.", "conference-league"),
    ("", "Benfica and Porto fans clashed in Lisbon before the Champions League last-16 tie on Tuesday night. "
         "Porto lead the Primeira Liga.", "champions-league"),
    ("", "Celtic and Rangers fans were kept apart before the Europa League group game at Celtic Park on Thursday. "
         "Rangers are second in the Scottish Premiership.", "europa-league"),
    ("PSV and Ajax in Champions League play-off chaos",
     "Riot police moved in as PSV Eindhoven hosted Ajax in the Champions League play-off on Wednesday. "
     "Ajax won the Eredivisie last season.", "champions-league"),
]


@pytest.mark.parametrize(("headline", "body", "competition"), SAME_COUNTRY_EUROPEAN_TIES)
def test_a_european_tie_between_two_clubs_of_one_country_is_in_the_european_competition(headline, body,
                                                                                        competition):
    guess = guess_match(body=body, headline=headline, published=D(2023, 5, 17))
    assert guess.home is not None and guess.away is not None
    assert guess.home.country == guess.away.country
    assert guess.competition is not None and guess.competition.slug == competition


def test_another_countrys_cup_still_counts_for_little():
    # Two Scottish clubs: "the FA Cup" is England's cup, not theirs.
    text = ("Celtic and Rangers fans clashed at Hampden before the Scottish Cup semi-final on Sunday. "
            "Both clubs have won the FA Cup's Scottish equivalent many times; the FA Cup final is next week.")
    guess = guess_match(body=text, headline="", published=D(2023, 4, 24))
    assert guess.competition.slug == "scottish-cup"


# A round named by the opponents or the draw it brings is the round after the match (a
# verdicts-final10 class: "will find out their third-round opponents" made a second-round
# tie the third round).
ROUND_AFTER = [
    ("Grimsby Town beat Manchester United in the EFL Cup. They will find out their third-round opponents "
     "in the coming days.", "Second round"),
    ("Hearts beat Hibernian in the Scottish Cup. The fifth round draw is tomorrow night.", "Fourth round"),
    ("Derby County lost to West Ham United in the FA Cup, who await their fifth-round opponents.", "Fourth round"),
    ("Celtic beat Rangers in the Scottish Cup. The semi-final draw takes place on Sunday.", "Quarter-final"),
    ("Arsenal beat Chelsea in the FA Cup, and now wait for the quarter-final draw.", "Fifth round"),
    ("Everton beat Liverpool in the FA Cup. Their fourth-round opponents will be known on Monday.", "Third round"),
    ("Leeds United beat Millwall in the FA Cup and will learn their sixth round opponents tonight.", "Fifth round"),
    ("Aberdeen beat Dundee in the Scottish Cup; the quarter-final draw is on Sunday.", "Fifth round"),
    ("Millwall beat Leeds United in the FA Cup. The third-round draw is on Monday.", "Second round"),
    ("Sunderland beat Newcastle United in the FA Cup, with the fourth round draw to come.", "Third round"),
]


@pytest.mark.parametrize(("text", "round_"), ROUND_AFTER)
def test_a_round_named_by_its_opponents_or_draw_is_the_round_after(text, round_):
    assert guess_match(body=text, headline="", published=datetime.date(2023, 1, 8)).round == round_


# A side now in a round, said in the present, went through to it: the match is the round
# before (a class of verdicts-final26: a radio's "Fiorentina are in the Conference League
# semi-finals" made the quarter-final it reported a semi-final, so it stood apart).
NOW_IN_A_ROUND = [
    ("Fiorentina beat Sivasspor 4-1. Fiorentina are in the Conference League semi-finals.", "Quarter-final"),
    ("Celtic beat Rangers. Celtic are now in the Scottish Cup final.", "Semi-final"),
    ("Arsenal beat Chelsea 2-0, and Arsenal are in the FA Cup quarter-finals.", "Fifth round"),
    ("West Ham beat Sevilla. West Ham are in the Europa League quarter-finals for the second year.", "Round of 16"),
    ("Hearts beat Hibernian, and Hearts are also in the Scottish Cup quarter-finals.", "Fifth round"),
    # a round played, said in the past, is the match's own
    ("Celtic beat Rangers in the Scottish Cup semi-final at Hampden.", "Semi-final"),
]


@pytest.mark.parametrize(("text", "round_"), NOW_IN_A_ROUND)
def test_a_side_now_in_a_round_went_through_from_the_round_before(text, round_):
    assert guess_match(body=text, headline="", published=datetime.date(2023, 4, 21)).round == round_


# The clubs' meeting of another month, named with its competition, is no evidence of this
# match's competition or round (a class of verdicts-final29: a Braga paper's league match
# report told of "the Taça de Portugal quarter-final in January", so February's league
# match became that cup tie and joined its incident 25 days earlier).
OTHER_MONTHS_MEETING = [
    "Braga and Porto drew 1-1 at the Estádio Municipal de Braga on Sunday night. At the Dragão in the Taça de "
    "Portugal quarter-final in January, Braga went out in extra time.",
    "Hearts and Hibernian drew 0-0 at Tynecastle Park on Sunday. Hibs knocked Hearts out of the Scottish Cup "
    "semi-final in April.",
    "Celtic beat Rangers 2-1 at Celtic Park on Saturday. Rangers had won the League Cup final against Celtic in "
    "December.",
    "Lazio and Roma drew at the Stadio Olimpico on Sunday. In January's Coppa Italia quarter-final, Lazio won 1-0.",
    "Sevilla beat Real Betis 2-0 at the Ramón Sánchez-Pizjuán on Sunday night. Betis had won the Copa del Rey "
    "meeting in January.",
    "Aberdeen drew with Dundee at Pittodrie on Saturday. Aberdeen beat Dundee in the Scottish Cup fourth round "
    "in January.",
    "Everton lost to Liverpool at Goodison Park on Saturday. Liverpool had knocked Everton out of the FA Cup in "
    "January.",
    "Porto beat Benfica at the Estádio do Dragão on Sunday. Benfica beat Porto in the Taça da Liga final in "
    "January.",
    "Feyenoord beat Ajax at De Kuip on Sunday. Ajax won the KNVB Cup semi-final between the sides in March.",
    "Galatasaray drew with Fenerbahçe at the Rams Park on Saturday. Fenerbahçe beat Galatasaray in the Turkish "
    "Cup quarter-final in February.",
]


@pytest.mark.parametrize("text", OTHER_MONTHS_MEETING, ids=[t[:30] for t in OTHER_MONTHS_MEETING])
def test_the_clubs_meeting_of_another_month_names_no_competition_of_this_match(text):
    guess = guess_match(body=text, headline="", published=datetime.date(2024, 5, 20))
    assert guess.competition is None or guess.competition.kind == "league", guess.competition
    assert guess.round == ""


# ... and the month of the match's own day, or a month said in another clause, still counts.
@pytest.mark.parametrize(("text", "slug"), [
    ("Braga beat Porto in the Taça de Portugal quarter-final in May at the Estádio Municipal de Braga on "
     "Sunday.", "taca-de-portugal"),
    ("Celtic beat Rangers in the Scottish Cup semi-final at Hampden on Sunday, their first win there since "
     "January.", "scottish-cup"),
])
def test_a_meeting_of_the_matchs_own_month_is_the_match(text, slug):
    guess = guess_match(body=text, headline="", published=datetime.date(2024, 5, 20))
    assert guess.competition is not None and guess.competition.slug == slug


# A competition's "action" at a time still to come is the next fixture's (the same report's
# "Braga are also in Europa League action this week").
ACTION_TO_COME = [
    "Hearts are also in Conference League action this week.",
    "Hibs are back in Europa League action on Thursday.",
    "Hearts are in Scottish Cup action again next weekend.",
    "Hearts will be in Conference League action on Thursday night.",
    "Hibs return to Scottish Cup action on Saturday.",
    "Hearts, who are in Conference League action in midweek, were booed off.",
    "Both sides are back in League Cup action tomorrow.",
    "Hibs are in Europa League action next.",
    "Hearts are in Conference League action later this month.",
    "Hibernian are back in Scottish Cup action at the weekend.",
]


@pytest.mark.parametrize("sentence", ACTION_TO_COME)
def test_a_competitions_action_to_come_is_the_next_fixture(sentence):
    text = f"Hearts and Hibernian drew 1-1 at Tynecastle Park on Sunday. Two fans were arrested. {sentence}"
    assert guess_match(body=text, headline="", published=datetime.date(2024, 2, 19)).competition is None


# ... and so is its fixture said to be to come, or a side that plays in it at a time to come (a
# verdicts-final33 class: a paper's "Fenerbahçe, who also play in the Europa League on Thursday,
# remain second in the Süper Lig" and a tabloid's "with a Europa League clash to come on
# Thursday" made a Süper Lig derby a Europa League match).
FIXTURE_TO_COME = [
    "Hearts, who also play in the Conference League on Thursday, remain third.",
    "Hibs face a Europa League clash to come on Thursday.",
    "Hearts have a Conference League tie ahead in midweek.",
    "Hibs play in the Scottish Cup next weekend.",
    "With a League Cup replay looming, Hearts rested players.",
    "Hearts compete in the Conference League again on Thursday night.",
    "Both sides play in the Scottish Cup this weekend.",
    "Hibs now have a Europa League trip ahead.",
    "Hearts face in the Conference League tomorrow a side from Cyprus.",
    "There is a Scottish Cup date to come for Hibs.",
]


@pytest.mark.parametrize("sentence", FIXTURE_TO_COME)
def test_a_competitions_fixture_to_come_is_the_next_fixture(sentence):
    text = f"Hearts and Hibernian drew 1-1 at Tynecastle Park on Sunday. Two fans were arrested. {sentence}"
    assert guess_match(body=text, headline="", published=datetime.date(2024, 2, 19)).competition is None


@pytest.mark.parametrize(("sentence", "slug"), [
    ("Hearts, who also play in the Conference League, drew 1-1 with Hibernian.", "conference-league"),
    ("The Scottish Cup tie ended 1-1.", "scottish-cup"),
])
def test_a_competition_played_in_with_no_time_to_come_still_counts(sentence, slug):
    text = f"Hearts and Hibernian drew 1-1 at Tynecastle Park on Sunday. {sentence}"
    guess = guess_match(body=text, headline="", published=datetime.date(2024, 2, 19))
    assert guess.competition is not None and guess.competition.slug == slug


def test_a_competitions_action_of_the_match_itself_is_the_match():
    text = "Aston Villa, in Conference League action on Thursday, drew 1-1 with Legia Warsaw at Villa Park."
    guess = guess_match(body=text, headline="", published=datetime.date(2024, 2, 23))
    assert guess.competition is not None and guess.competition.slug == "conference-league"
