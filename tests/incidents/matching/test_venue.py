"""The ground, and so the home side (no database)."""

import datetime

import pytest

from incidents.matching import guess_match

D = datetime.date


def test_a_ground_named_for_another_meeting_does_not_make_the_home_side():
    text = (
        "Eight fans were arrested after Saturday's League One derby between Barnsley and Rotherham United "
        "at Oakwell.\n\n"
        "When Barnsley visited the New York Stadium for a cup tie in August, police made three arrests. "
        "Tickets for the return fixture at the New York Stadium will go on sale next week."
    )
    guess = guess_match(body=text, headline="", published=D(2025, 11, 24))
    assert (guess.home.name, guess.away.name) == ("Barnsley", "Rotherham United")
    assert guess.ground.name == "Oakwell"


# The ground of a leg or meeting still to come is no ground of the match (a verdicts-final8
# class: three first legs away from home, whose reports named only the home ground of the
# second leg, "the return leg at Ibrox on March 13", "a slender lead to take to
# Hillsborough", were given that ground and so the wrong home side).
GROUND_TO_COME = [
    "The sides meet again at Ibrox next Thursday.",
    "The second leg is at the Emirates Stadium next Thursday.",
    "Next week it is Ibrox, and we will be ready.",
    "Rangers take a two-goal lead to Ibrox.",
    "Hillsborough will be rocking on Monday, the manager said.",
    "Fenerbahce travel to Glasgow for the return leg at Ibrox on March 13.",
    "We go back to Ibrox with something to protect.",
    "It is all to play for at Ibrox in a fortnight.",
    "Ibrox awaits tomorrow night.",
    "Rangers carry a slender advantage into the second leg at Ibrox on Thursday, March 13.",
]


@pytest.mark.parametrize("sentence", GROUND_TO_COME)
def test_the_ground_of_a_leg_to_come_is_no_ground_of_the_match(sentence):
    text = ("ISTANBUL, March 6 - Rangers beat Fenerbahce 3-1 in the first leg of their Europa League "
            f"last-16 tie on Thursday, and 14 people were detained.\n\n{sentence}")
    guess = guess_match(body=text, headline="", published=D(2025, 3, 6))
    assert guess.ground is None, guess.ground


def test_the_ground_of_this_leg_named_beside_a_day_of_its_own_stays():
    text = ("Rangers beat Fenerbahce 2-0 in the second leg at Ibrox on Thursday, and nine people were "
            "arrested.\n\nThe return leg at Ibrox was a sell-out.")
    guess = guess_match(body=text, headline="", published=D(2025, 3, 14))
    assert guess.ground.name == "Ibrox Stadium"
    assert (guess.home.name, guess.away.name) == ("Rangers", "Fenerbahçe")


# Between national teams, the team of the ground's country is at home, whoever owns the
# ground (a verdicts-final9 class: "Spain drew 1-1 with Sweden" at the Friends Arena, AIK's
# ground, was titled Spain v Sweden; Denmark v Scotland at Parken, FC Copenhagen's,
# Scotland v Denmark).
NATIONAL_GROUNDS = [
    ("Spain drew 1-1 with Sweden at the Friends Arena on Tuesday.", "Sweden", "Spain"),
    ("Scotland lost 2-0 to Denmark at Parken on Wednesday.", "Denmark", "Scotland"),
    ("Spain fans clashed with Sweden supporters outside the Strawberry Arena.", "Sweden", "Spain"),
    ("Scotland and Denmark fans sang together at Parken before kick-off.", "Denmark", "Scotland"),
    ("Five Spain supporters were arrested before Sweden's game at the Friends Arena.", "Sweden", "Spain"),
    ("Germany beat Hungary 5-0 at the Puskas Arena.", "Hungary", "Germany"),
    ("England won 2-0 against Ireland at the Aviva Stadium.", "Republic of Ireland", "England"),
    ("Italy drew with England at Wembley.", "England", "Italy"),
    ("Poland lost to Wales at the Cardiff City Stadium.", "Wales", "Poland"),
    ("The Netherlands beat Scotland 4-0 at Hampden Park.", "Scotland", "Netherlands"),
]


@pytest.mark.parametrize(("text", "home", "away"), NATIONAL_GROUNDS)
def test_between_national_teams_the_grounds_country_is_at_home(text, home, away):
    guess = guess_match(body=text, headline="", published=D(2021, 9, 2))
    assert (guess.home.name, guess.away.name) == (home, away), guess.ground


def test_at_a_neutral_ground_the_first_named_is_still_at_home():
    guess = guess_match(body="Scotland drew 1-1 with Hungary at the MHPArena in Stuttgart.", headline="",
                        published=D(2024, 6, 24))
    assert (guess.home.name, guess.away.name) == ("Scotland", "Hungary")


# In a report of a later leg, a ground named only where the earlier leg is told ("at Anfield
# last week", "the first leg at Anfield") is that leg's: this leg was at the other side's (a
# verdicts-final10 class: a radio report of Atalanta v Liverpool, the second leg in Bergamo,
# naming only Anfield, was titled Liverpool v Atalanta).
EARLIER_LEG_GROUNDS = [
    ("Liverpool won 1-0 but went out 3-1 on aggregate to Atalanta, who had won 3-0 at Anfield last week.",
     "Atalanta", "Liverpool"),
    ("Atalanta went through 3-1 on aggregate against Liverpool. Merseyside Police made two arrests at the first "
     "leg at Anfield.",
     "Atalanta", "Liverpool"),
    ("Lille beat Aston Villa 2-1 to make it 3-3 on aggregate, a week after the first leg at Villa Park.",
     "Lille", "Aston Villa"),
    ("Celtic drew 1-1 with Bayern Munich, who went through 3-2 on aggregate after winning 2-1 at Celtic Park "
     "last Wednesday.", "Bayern Munich", "Celtic"),
    ("Rangers protected a 1-0 lead from the first leg at Ibrox to draw 0-0 with Fenerbahçe.",
     "Fenerbahçe", "Rangers"),
    ("Benfica lost 1-0 to Marseille but went through 2-1 on aggregate, having won the first leg at the "
     "Estádio da Luz.", "Marseille", "Benfica"),
    ("Porto drew 0-0 with Arsenal, 1-1 on aggregate, two weeks after their 1-0 defeat at the Emirates Stadium "
     "in the first leg.", "Porto", "Arsenal"),
    ("Villa held Club Brugge 0-0 to go through 3-1 on aggregate; the first leg at Villa Park ended 3-1.",
     "Club Brugge", "Aston Villa"),
    ("Sporting CP beat Benfica 2-1 to go through 3-2 on aggregate, after a 1-1 draw at Alvalade last Tuesday.",
     "Benfica", "Sporting CP"),
    ("Ajax beat Feyenoord 2-0 and went through 4-1 on aggregate, a week after winning 2-1 at the Johan "
     "Cruyff Arena in the first leg.", "Feyenoord", "Ajax"),
]


@pytest.mark.parametrize(("text", "home", "away"), EARLIER_LEG_GROUNDS)
def test_the_ground_of_an_earlier_leg_is_not_this_legs(text, home, away):
    guess = guess_match(body=text, headline="", published=D(2024, 4, 18))
    assert (guess.home.name, guess.away.name) == (home, away), (guess.ground, guess.date_reason)
    assert guess.ground is None or guess.away.slug not in guess.ground.club_slugs, guess.ground


# A ground named where a meeting some time before is told ("who beat Malmo 4-0 at Stamford
# Bridge a fortnight ago", "their draw at Celtic Park earlier this season") counts for little
# beside the ground named for the match (a verdicts-final11 class: a wire's report of Malmö FF
# v Chelsea, naming the earlier meeting's Stamford Bridge before the Eleda Stadion, was titled
# Chelsea v Malmö FF).
GROUND_SOME_TIME_AGO = [
    ("Liverpool, who beat Ajax 4-0 at Anfield three weeks ago, needed only a draw.", "Johan Cruyff Arena", "Ajax"),
    ("Arsenal, winners by 3-1 at the Emirates Stadium two weeks ago, were held.", "Philips Stadion",
     "PSV Eindhoven"),
    ("The sides drew 1-1 at the Estádio da Luz earlier this month.", "Celtic Park", "Celtic"),
    ("Feyenoord had lost 2-1 at De Kuip a couple of weeks ago.", "Stadio Olimpico", "Roma"),
    ("Borussia Dortmund won 1-0 at St James' Park a month ago.", "Westfalenstadion", "Borussia Dortmund"),
    ("Manchester United lost 4-3 at the Allianz Arena two months ago.", "Old Trafford", "Manchester United"),
    ("Their meeting at Goodison Park earlier this season ended 2-2.", "Elland Road", "Leeds United"),
    ("Milan won 1-0 at San Siro a fortnight ago.", "Tottenham Hotspur Stadium", "Tottenham Hotspur"),
    ("Barcelona beat Valencia 4-2 at the Camp Nou last year.", "Mestalla", "Valencia"),
    ("Rangers won 2-0 at Ibrox a few weeks ago, with Benfica's coach sent off.", "Estádio da Luz", "Benfica"),
    ("Celtic had lost 2-0 at Celtic Park last month, when Atlético Madrid fans fought police.", "Metropolitano",
     "Atlético Madrid"),
]
_PAIRS = {
    "Ajax": "Liverpool", "PSV Eindhoven": "Arsenal", "Celtic": "Benfica", "Roma": "Feyenoord",
    "Borussia Dortmund": "Newcastle United", "Manchester United": "Bayern Munich", "Leeds United": "Everton",
    "Tottenham Hotspur": "AC Milan", "Valencia": "Barcelona", "Benfica": "Rangers", "Atlético Madrid": "Celtic",
}


@pytest.mark.parametrize(("sentence", "ground", "home"), GROUND_SOME_TIME_AGO)
def test_a_ground_of_a_meeting_some_time_ago_gives_way_to_the_matchs(sentence, ground, home):
    away = _PAIRS[home]
    text = (f"{away} and {home} supporters clashed before Tuesday's match, and police made five arrests.\n\n"
            f"{sentence}\n\nMore than 40,000 watched at the {ground}.")
    guess = guess_match(body=text, headline="", published=D(2023, 11, 8))
    assert guess.ground.name == ground, guess.ground
    assert (guess.home.name, guess.away.name) == (home, away)


# A third club's ground named with another time is no venue at all, even alone (a class of
# verdicts-final51: an AIK blog of a match at Malmö's ground, which it never named, said "Compare
# that with Gamla Ullevi in May, when three of ours were held all night" and placed the match in
# Gothenburg).
THIRD_CLUBS_GROUND_AT_ANOTHER_TIME = [
    "Malmö FF beat AIK 2-1 on Sunday. Compare that with Gamla Ullevi in May, when three of ours were held.",
    "Malmö FF beat AIK 2-1 on Sunday, a calmer night than at Gamla Ullevi last season.",
    "Celtic beat Hearts 3-0 on Saturday; two fans were held at Pittodrie last month after a similar game.",
    "Leeds United beat Millwall 2-0 on Saturday, five years after the trouble at Villa Park in April.",
    "Ajax beat Feyenoord on Sunday. At the Philips Stadion earlier this season, 20 arrests were made.",
    "Lazio beat Roma on Sunday. When they played at San Siro last season, eight fans were held.",
    "Porto beat Benfica on Saturday, a week after the scenes at Alvalade a fortnight ago.",
    "Galatasaray beat Fenerbahçe on Sunday; at Beşiktaş Stadium in March, 14 were detained.",
    "Rangers beat Aberdeen on Saturday. Two years ago at Tynecastle, nine arrests were made.",
    "Marseille beat Lyon on Sunday night, after last season's scenes at the Parc des Princes in May.",
]


@pytest.mark.parametrize("text", THIRD_CLUBS_GROUND_AT_ANOTHER_TIME)
def test_a_third_clubs_ground_at_another_time_is_no_venue(text):
    guess = guess_match(body=text, headline="", published=D(2023, 11, 8))
    assert guess.ground is None, guess.ground


# ... named alone, it stands: a report days after the match may tell it so.
@pytest.mark.parametrize("sentence", [
    "Five fans arrested at Anfield three days ago have been charged, Liverpool and Ajax said.",
    "Ajax fans were held at Anfield a week ago, Merseyside Police said, after Liverpool won 2-0.",
])
def test_a_ground_some_time_ago_named_alone_stands(sentence):
    guess = guess_match(body=sentence, headline="", published=D(2023, 11, 8))
    assert guess.ground.name == "Anfield"


# ... but in a report of a first leg, or a ground of this leg named too, the ground stands.
@pytest.mark.parametrize(("text", "home", "away"), [
    ("Atalanta beat Liverpool 3-0 at Anfield last week, and police made two arrests.", "Liverpool", "Atalanta"),
    ("Atalanta went through 3-1 on aggregate against Liverpool at the Gewiss Stadium, a week after their 3-0 win "
     "at Anfield in "
     "the first leg.", "Atalanta", "Liverpool"),
])
def test_a_first_legs_ground_or_this_legs_own_stands(text, home, away):
    guess = guess_match(body=text, headline="", published=D(2024, 4, 18))
    assert (guess.home.name, guess.away.name) == (home, away), guess.ground


# With no ground named and nothing saying who was at home, the town the report places the
# match in is the home side's (a verdicts-final10 class: "More than a dozen people were
# arrested in Bruges as Aston Villa's 100 per cent record ended with a 1-0 defeat by Club
# Brugge" was titled Aston Villa v Club Brugge, apart from the police's Club Brugge v Aston Villa).
TOWN_OF_THE_MATCH = [
    ("More than a dozen people were arrested in Bruges as Aston Villa lost 1-0 to Club Brugge.",
     "Club Brugge", "Aston Villa"),
    ("Chelsea fans were attacked in Zagreb before Chelsea lost to Dinamo Zagreb.", "Dinamo Zagreb", "Chelsea"),
    ("Rangers supporters were held in Istanbul after Rangers FC beat Fenerbahçe.", "Fenerbahçe", "Rangers"),
    ("West Ham fans clashed with police in Frankfurt before West Ham lost to Eintracht Frankfurt.",
     "Eintracht Frankfurt", "West Ham United"),
    ("Trouble flared in Cologne as Borussia Monchengladbach beat 1. FC Koln.", "1. FC Köln",
     "Borussia Mönchengladbach"),
    ("Arsenal fans were arrested in Piraeus after Arsenal beat Olympiacos.", "Olympiacos", "Arsenal"),
    ("Police in Turin held six people after Nantes lost to Juventus.", "Juventus", "Nantes"),
    ("Celtic fans were detained in Munich as Celtic drew with Bayern Munich.", "Bayern Munich", "Celtic"),
    ("Liverpool supporters were hurt in Bergamo when Liverpool beat Atalanta.", "Atalanta", "Liverpool"),
    ("Aston Villa fans were arrested in Lille as Aston Villa beat Lille.", "Lille", "Aston Villa"),
]


@pytest.mark.parametrize(("text", "home", "away"), TOWN_OF_THE_MATCH)
def test_with_no_ground_the_town_of_the_match_is_the_home_sides(text, home, away):
    guess = guess_match(body=text, headline="", published=D(2024, 11, 7))
    assert (guess.home.name, guess.away.name) == (home, away), guess.city


# ... but a ground named, or "X v Y", still decides; and a town of neither side changes nothing.
@pytest.mark.parametrize(("text", "home", "away"), [
    ("Aston Villa v Club Brugge: fans were arrested in Bruges.", "Aston Villa", "Club Brugge"),
    ("Fans were arrested in Bruges before Club Brugge lost to Aston Villa at Villa Park.", "Aston Villa",
     "Club Brugge"),
    ("Fans were arrested in London as Aston Villa lost to Club Brugge.", "Aston Villa", "Club Brugge"),
])
def test_a_ground_or_a_fixture_still_decides_the_home_side(text, home, away):
    guess = guess_match(body=text, headline="", published=D(2024, 11, 7))
    assert (guess.home.name, guess.away.name) == (home, away), guess.city


# A ground not in use in the report's year is history or someone's home district, not the
# match's (a verdicts-final10 class: a tabloid's "One supporter from Highbury told us" placed
# Olympiacos v Arsenal, 2020, at Arsenal's ground of before 2006).
CLOSED_GROUNDS = [
    "One supporter from Highbury told us it was a nice afternoon.",
    "A lad who grew up round the corner from Highbury was among those held.",
    "It reminded older fans of the old days at Highbury.",
    "He had not seen scenes like it since Maine Road.",
    "Fans remembered the terraces of Upton Park.",
    "The singing was the loudest since the last game at White Hart Lane.",
    "A supporter from near the Baseball Ground was hurt.",
    "Older fans spoke of Roker Park.",
    "It was like the old Den, one said.",
    "Some had been at Highbury for the last game there.",
]


@pytest.mark.parametrize("sentence", CLOSED_GROUNDS)
def test_a_ground_not_in_use_that_year_is_not_the_matchs(sentence):
    guess = guess_match(body=f"Arsenal fans were arrested on Thursday night. {sentence}", headline="",
                        published=D(2020, 2, 21))
    assert guess.ground is None or guess.ground.in_use(2020), guess.ground


# One club named, the match placed in the town of one other club only: that club was at home
# (the same tabloid: "FIVE Arsenal fans were nicked in Piraeus", naming Olympiacos nowhere).
ONLY_CLUB_OF_THE_TOWN = [
    ("FIVE Arsenal fans were nicked in Piraeus after the late winner.", "Olympiacos", "Arsenal"),
    ("Celtic fans were held in Bergamo before kick-off.", "Atalanta", "Celtic"),
    ("Three Rangers FC supporters were arrested in Bodø.", "Bodø/Glimt", "Rangers"),
    ("Chelsea fans clashed with police in Nantes.", "Nantes", "Chelsea"),
    ("Aston Villa supporters were attacked in Bergamo on Wednesday.", "Atalanta", "Aston Villa"),
    ("Liverpool fans were held in Piraeus after the game.", "Olympiacos", "Liverpool"),
    ("Two Hearts fans were arrested in Bergamo.", "Atalanta", "Heart of Midlothian"),
    ("West Ham fans were arrested in Nantes before the match.", "Nantes", "West Ham United"),
    ("Arsenal supporters were hurt in Bodø.", "Bodø/Glimt", "Arsenal"),
    ("Manchester United fans were arrested in Piraeus.", "Olympiacos", "Manchester United"),
    # with the next opponents named after (these two were in the tests of opponents to come,
    # with no home side: the town now names it)
    ("Eight people were arrested in Lens around Arsenal's defeat on Tuesday night.\n\n"
     "Mikel Arteta's side host Manchester City in the Premier League on Sunday.", "Lens", "Arsenal"),
    ("Chelsea fans were lifted by the Polish police in Warsaw on Thursday.\n\n"
     "Then Djurgården or Rapid Vienna in the semis.", "Legia Warsaw", "Chelsea"),
]


@pytest.mark.parametrize(("text", "home", "away"), ONLY_CLUB_OF_THE_TOWN)
def test_one_club_named_in_the_only_other_clubs_town(text, home, away):
    guess = guess_match(body=text, headline="", published=D(2020, 2, 21))
    assert (guess.home and guess.home.name, guess.away and guess.away.name) == (home, away), guess.city


# ... not in a town of several clubs, nor in the named club's own town.
@pytest.mark.parametrize("text", [
    "Arsenal fans were arrested in Madrid.",
    "Arsenal fans were arrested in London.",
    "Arsenal fans were arrested in Istanbul.",
])
def test_a_town_of_several_clubs_or_the_clubs_own_names_no_opponent(text):
    assert guess_match(body=text, headline="", published=D(2020, 2, 21)).away is None


# A ground the match is likened to is not its ground (a verdicts-final14 class: a
# Galatasaray blog's "1,500 of us singing like it was Rams Park", at Young Boys, gave the
# match Galatasaray's ground and split the blog off).
@pytest.mark.parametrize("sentence", [
    "Two goals in six minutes, 2-2, and 1,500 of us singing like it was Rams Park.",
    "The away end was as loud as Anfield all night.",
    "It was louder than the Bernabéu in there.",
    "It felt like being at Celtic Park on a European night.",
    "The noise was just like Old Trafford in the nineties.",
    "We sang as if we were at Elland Road.",
    "It was so loud as Ibrox on derby day, someone said.",
    "The ground looked like a mini Wembley.",
    "We made it feel like the Westfalenstadion.",
    "The little stadium was busier than St James' Park.",
])
def test_a_ground_the_match_is_likened_to_is_no_venue(sentence):
    assert guess_match(body=sentence, headline="", published=datetime.date(2024, 8, 23)).ground is None


@pytest.mark.parametrize(("sentence", "ground"), [
    ("Three fans were arrested at Anfield on Saturday.", "Anfield"),
    ("Police said the crowd at Celtic Park was well behaved, as at Ibrox last week.", "Celtic Park"),
    ("Fans were arrested as Leeds lost at Elland Road.", "Elland Road"),
    # "as well as" is "and", no likeness
    ("There was trouble in the city centre as well as Anfield.", "Anfield"),
])
def test_the_grounds_of_the_match_beside_a_likeness_still_count(sentence, ground):
    assert guess_match(body=sentence, headline="", published=datetime.date(2024, 8, 23)).ground.name == ground


# A ground that will do something, or awaits, is a match to come (the same blog's "Tuesday
# is at home. Three-two is nothing. Rams Park will do the rest.").
@pytest.mark.parametrize("sentence", [
    "Tuesday is at home. Three-two is nothing. Rams Park will do the rest.",
    "Anfield awaits.",
    "Celtic Park will be rocking on Thursday.",
    "Ibrox beckons for the return.",
    "Old Trafford will decide it.",
    "Elland Road'll be full for that one.",
    "The Westfalenstadion will be a cauldron.",
    "St James' Park will be sold out again.",
    "Villa Park awaits in the next round.",
    "Wembley beckons.",
])
def test_a_ground_that_will_do_something_is_no_venue(sentence):
    assert guess_match(body=sentence, headline="", published=datetime.date(2024, 8, 23)).ground is None


# A ground said not to be where they were, or one a journey set off from, is no venue, and a
# farewell names the ground of the next fixture (a verdicts-final36 class: a Lyon blog from
# Nantes, "No final, no Stade de France", "See you at Groupama Stadium on Sunday", was
# placed at the Stade de France).
@pytest.mark.parametrize("sentence", [
    "No final, no Stade de France, and four of ours in a police station.",
    "See you at Groupama Stadium on Sunday.",
    "We never made it to Wembley after all.",
    "The coaches departed from Celtic Park at noon.",
    "It was not at the Bernabéu this time, whatever the fixture list said.",
    "Setting off from Anfield at six, we reached the motorway by seven.",
    "The buses set off from Villa Park before dawn.",
    "No Old Trafford for us this season.",
    "See you all at Elland Road next week.",
    "The supporters' train departed from the Westfalenstadion halt at nine.",
    # left by the coaches (a verdicts-final37 class: a Genk paper's "most on 14 coaches that
    # left the Cegeka Arena on Wednesday evening" placed the match in Genk)
    "Roughly 600 Genk supporters travelled, most on 14 coaches that left the Cegeka Arena on Wednesday.",
    "The buses left Celtic Park at noon.",
    "A convoy leaving Villa Park was stopped on the M6.",
    "Two trains that left Anfield sidings at six carried the fans.",
    "The minibuses which left Elland Road before dawn were searched at the border.",
])
def test_a_ground_denied_set_off_from_or_bid_farewell_to_is_no_venue(sentence):
    assert guess_match(body=sentence, headline="", published=datetime.date(2024, 8, 23)).ground is None


@pytest.mark.parametrize(("sentence", "ground"), [
    ("No arrests were made at Anfield on Saturday.", "Anfield"),
    ("We left Ibrox with a 2-2 that everybody at home would have taken.", "Ibrox Stadium"),
])
def test_a_ground_beside_a_denial_or_left_after_the_match_stays(sentence, ground):
    assert guess_match(body=sentence, headline="", published=datetime.date(2024, 8, 23)).ground.name == ground


def test_with_no_day_a_ground_not_in_use_in_the_year_of_publication_is_not_the_matchs():
    # (the same blog's "The convoy left Gerland at eleven in the morning": Lyon's old ground,
    # named here without the convoy, which alone keeps a ground from being the venue)
    text = "We met at Gerland at eleven in the morning and reached the stadium late."
    assert guess_match(body=text, headline="", published=datetime.date(2023, 4, 6)).ground is None
    assert guess_match(body=text, headline="", published=datetime.date(2010, 4, 6)).ground.name == "Stade de Gerland"


# A fixture list's line names the ground of a match to come, by its day or by its order
# (a verdicts-final17 class: a Chelsea blog from Prague closing "Stamford Bridge on
# Thursday. Anfield first." was placed at Stamford Bridge, then at Anfield).
@pytest.mark.parametrize("line", [
    "Stamford Bridge on Thursday. Anfield first.",
    "Anfield first.",
    "Stamford Bridge on Thursday.",
    "Villa Park next.",
    "Old Trafford next!",
    "Goodison on Saturday.",
    "The Emirates on Sunday.",
    "Ibrox next.",
    "St James' Park first.",
    "Elland Road on Tuesday night.",
])
def test_a_fixture_lists_line_names_no_ground_of_the_match(line):
    body = ("Prague: 86 minutes of suffering and a long night. We were awful, but Chelsea won 1-0 "
            f"and the away end went mad.\n\n{line} Come on Chelsea.")
    guess = guess_match(body=body, headline="", published=datetime.date(2019, 4, 13))
    assert guess.ground is None, guess.ground


# A fan's sign-off to the next home game names the writer's own side when the report names no
# club at all (a verdicts-final7 blog, "2,000-odd of us met at Brøndbyøster ... See you at
# Parken.", was FC Copenhagen's; once the farewell's ground stopped being the venue, the
# blog named nobody and fell out of its match).
@pytest.mark.parametrize(("sign_off", "club"), [
    ("See you at Parken.", "fc-copenhagen"),
    ("See you at Anfield on Saturday.", "liverpool"),
    ("See you all at Celtic Park.", "celtic"),
    ("See you at Elland Road next week.", "leeds-united"),
    ("See you at Villa Park.", "aston-villa"),
    ("See you at Groupama Stadium on Sunday.", "lyon"),
    ("See you at Old Trafford.", "manchester-united"),
    ("See you at the Westfalenstadion.", "borussia-dortmund"),
    ("See you again at Ibrox.", "rangers"),
    ("See y'all at St James' Park.", "newcastle-united"),
])
def test_a_sign_off_to_the_writers_ground_names_the_writers_side(sign_off, club):
    body = f"2,000-odd of us walked the route and five of ours were picked up along the way. {sign_off}"
    guess = guess_match(body=body, headline="", published=datetime.date(2024, 10, 28))
    assert guess.home is not None and guess.home.slug == club
    assert guess.ground is None


def test_a_sign_off_names_no_side_beside_the_clubs_the_report_names():
    body = "Five of ours were arrested as Brøndby drew with FC Copenhagen. See you at Anfield."
    guess = guess_match(body=body, headline="", published=datetime.date(2024, 10, 28))
    assert {guess.home.slug, guess.away.slug} == {"brondby", "fc-copenhagen"}


# A ground of a fixture told in the present with a day to come is no venue of this match (a
# verdicts-final43 class: a Scottish radio's "Steve Clarke's side ... host Norway at Hampden on
# Sunday", in a report of Georgia v Scotland in Tbilisi, made Hampden the venue). "Celtic hosted
# Rangers at Celtic Park on Sunday" is the match.
GROUND_OF_A_FIXTURE_TO_COME = [
    ("Feyenoord beat AC Milan 1-0 in the first leg of their play-off at De Kuip on Wednesday.",
     (2025, 2, 12), "De Kuip"),
    ("Scotland drew 2-2 with Georgia in Tbilisi. Steve Clarke's side finish the group with 17 points "
     "and host Norway at Hampden on Sunday.",
     (2023, 11, 16), None),
    ("Celtic beat Hibernian 2-0 at Easter Road. Celtic face Rangers at Celtic Park on Sunday.",
     (2023, 9, 20), "Easter Road"),
    ("Leeds United lost 1-0 to Hull City. Leeds host Millwall at Elland Road on Saturday.",
     (2023, 9, 20), None),
    ("Aberdeen drew with Dundee. Aberdeen travel to Tynecastle on Wednesday.",
     (2023, 9, 20), None),
    ("Ajax beat PSV at the Philips Stadion. Ajax welcome Feyenoord to the Johan Cruijff Arena next week.",
     (2023, 9, 20), "Philips Stadion"),
    ("Wales beat Croatia in Cardiff. Wales play Latvia at the Skonto Stadium on Tuesday.",
     (2023, 9, 20), None),
    ("Porto lost to Braga. Porto host Benfica at the Estádio do Dragão on Friday.",
     (2023, 9, 20), None),
    ("Hearts lost to Motherwell. Hearts visit Ibrox on Saturday.",
     (2023, 9, 20), None),
    ("Lyon beat Nice at the Allianz Riviera. Lyon host Marseille at Groupama Stadium on Sunday.",
     (2023, 9, 20), "Allianz Riviera"),
    ("Basel drew with Servette. Basel meet Young Boys at the Wankdorf Stadium tomorrow.",
     (2023, 9, 20), None),
    ("Celtic hosted Rangers at Celtic Park on Sunday and won 2-1.",
     (2023, 9, 20), "Celtic Park"),
]


@pytest.mark.parametrize(("body", "published", "ground"), GROUND_OF_A_FIXTURE_TO_COME,
                         ids=[b[:40] for b, _, _ in GROUND_OF_A_FIXTURE_TO_COME])
def test_a_ground_of_a_fixture_told_in_the_present_is_no_venue(body, published, ground):
    guess = guess_match(body=body, headline="", published=datetime.date(*published))
    assert (guess.ground.name if guess.ground else None) == ground


# The town named for a meeting of another day names no host (a verdicts-final56 class: a
# Sivasspor tabloid at CFR Cluj recalled that "14 were held in Konya after the defeat there in
# March", and the match became Konyaspor v Sivasspor, split from its incident).
TOWN_OF_ANOTHER_MEETING = [
    "Sivasspor won 1-0 in Romania. Back in March, 14 were held in Konya after the defeat there.",
    "Sivasspor won 1-0 in Romania, eight months after 14 were held in Konya in March.",
    "Arsenal fans were arrested on Thursday. Last season, five were nicked in Piraeus.",
    "Celtic fans were held on Wednesday. A fortnight ago, police arrested three in Bergamo.",
    "Chelsea fans clashed with police. Two years ago, three were hurt in Nantes.",
    "Rangers supporters were arrested on Thursday, as in Bodø last season.",
    "Hearts fans were arrested on Tuesday. The return fixture in Bergamo is in August.",
    "Aston Villa supporters were attacked on Thursday, a month after their visit to Piraeus last month.",
    "Liverpool fans were held after the game. Three weeks ago there were arrests in Bergamo.",
    "West Ham fans were arrested on Thursday. Two were held in Trabzon in October.",
]


@pytest.mark.parametrize("text", TOWN_OF_ANOTHER_MEETING)
def test_a_town_named_for_another_meeting_names_no_host(text):
    guess = guess_match(body=text, headline="", published=D(2022, 11, 4))
    assert guess.away is None, (guess.home, guess.away)


def test_a_town_named_in_the_matchs_own_month_still_names_the_host():
    text = "FIVE Arsenal fans were nicked in Piraeus in November, after the late winner."
    guess = guess_match(body=text, headline="", published=D(2022, 11, 4))
    assert (guess.home.name, guess.away.name) == ("Olympiacos", "Arsenal")


# A report naming no club at all, the sides by their towns (a verdicts-final56 class: a
# Sivasspor blog's "No Sivas fans were hurt" and "Konya got a free header" named no club, and the
# report stood as an incident of its own).
TOWN_SIDES = [
    ("No Sivas fans were hurt. Then Konya got a free header.", {"Sivasspor", "Konyaspor"}),
    ("Konya fans threw stones at our bus.", {"Konyaspor"}),
    ("Bergamo scored twice in the first half, and 40 of ours were detained.", {"Atalanta"}),
    ("Trabzon won it late. Eleven of ours were taken away.", {"Trabzonspor"}),
    ("The Kayseri supporters were kept behind for an hour.", {"Kayserispor"}),
    ("Razgrad equalised in the 80th minute, then Kayseri fans were kettled.", {"Ludogorets Razgrad", "Kayserispor"}),
    ("Salzburg pressed from the first whistle and two of our lads were arrested.", {"Red Bull Salzburg"}),
    ("Udine fans threw flares at the break.", {"Udinese"}),
    ("Alkmaar team bus was pelted with bottles.", {"AZ Alkmaar"}),
    ("Piraeus beat us 2-0 and the police arrested nine.", {"Olympiacos"}),
    # a town as a place is no side; nor a town of another meeting, nor a town of several clubs
    ("We drove to Konya overnight and nine of ours were detained.", set()),
    ("Last season, Konya fans attacked our bus.", set()),
    ("Istanbul fans were everywhere, and nine of ours were detained.", set()),
]


@pytest.mark.parametrize(("text", "clubs"), TOWN_SIDES)
def test_sides_named_only_by_their_towns(text, clubs):
    guess = guess_match(body=text, headline="", published=D(2022, 3, 7))
    assert {club.name for club in (guess.home, guess.away) if club is not None} == clubs


# ... or by a fan's "<town> away", the away match there: the town's club is at home (a
# verdicts-final61 class: a Samsunspor blog headed "Rize away: three points and a long road
# home", naming its side by nickname only, stood as an incident of its own).
TOWN_AWAY = [
    ("Rize away: three points and a long road home. We were 1,100.", {"Çaykur Rizespor"}),
    ("Konya away, and what a day it was. Nine of ours were detained.", {"Konyaspor"}),
    ("Sivas away: the long road east, and two of ours were held.", {"Sivasspor"}),
    ("Trabzon away - nine hours on the bus, and a point.", {"Trabzonspor"}),
    ("Bergamo away day: rain, and 40 of ours detained.", {"Atalanta"}),
    ("Gelsenkirchen away was grim. Four of ours were arrested.", {"Schalke 04"}),
    ("Sinsheim away trip: empty seats and a loss.", {"TSG Hoffenheim"}),
    ("Enschede away! A win, finally.", {"FC Twente"}),
    ("Guimarães away: a point, a few flares.", {"Vitória de Guimarães"}),
    ("Kayseri away game, and the police were waiting.", {"Kayserispor"}),
    # a town of several clubs, or its away fans, names no side by this
    ("Rotterdam away: a point and a long night.", set()),
    ("Konya away fans were kept behind.", set()),
]


@pytest.mark.parametrize(("text", "clubs"), TOWN_AWAY)
def test_a_fans_town_away_names_the_home_side(text, clubs):
    guess = guess_match(body=text, headline="", published=D(2022, 3, 7))
    assert {club.name for club in (guess.home, guess.away) if club is not None} == clubs


def test_a_town_side_is_not_read_where_a_club_is_named():
    guess = guess_match(body="Sivasspor fans were attacked. Konya fans threw stones.", headline="",
                        published=D(2022, 3, 7))
    assert (guess.home and guess.home.name, guess.away and guess.away.name) in (
        ("Sivasspor", None), ("Konyaspor", "Sivasspor"), ("Sivasspor", "Konyaspor"))


# A ground named in a sentence of the fixtures to come, by its opening ("Next:", "Up next"),
# is no ground of the match (a verdicts-final61 class: a Ferencváros blog from Kyiv ended
# "Next: Juventus at home, in an empty Groupama Aréna", and its report of the match in Kyiv
# was placed at home and split from its incident).
GROUND_IN_A_NEXT_LINE = [
    "Next: Juventus at home, in an empty Groupama Aréna.",
    "Next up: Barcelona at the Groupama Aréna.",
    "Up next, Juventus at the Allianz Stadium.",
    "Coming up: a trip to Anfield.",
    "Next stop: Old Trafford.",
    "Next trip: Camp Nou, and we are already saving up.",
    "Next: the Groupama Aréna again, with a full house.",
    "On to Wembley, then.",
    "Next away day: the Stadio Olimpico in Rome.",
    "Next for the Fradi: Juventus at the Allianz Stadium.",
    "Next week: the Allianz Stadium and Juventus.",
]


@pytest.mark.parametrize("sentence", GROUND_IN_A_NEXT_LINE)
def test_a_ground_in_a_line_of_the_next_fixture_is_no_venue(sentence):
    text = ("Ferencváros drew 2-2 in Kyiv on Wednesday, and two of our fans were taken to the police "
            f"station.\n\nThe police walked us from the hotel to the ground and back.\n\n{sentence}")
    guess = guess_match(body=text, headline="", published=D(2020, 10, 30))
    assert guess.ground is None, guess.ground


def test_a_ground_named_before_the_next_fixture_line_stays():
    text = ("Ferencváros drew 2-2 at the Groupama Aréna on Wednesday, and two fans were detained.\n\n"
            "Next: Juventus away.")
    guess = guess_match(body=text, headline="", published=D(2020, 10, 30))
    assert guess.ground.name == "Groupama Aréna"


# ... but a home match there, in that line, names the writer's own side, as a fan's "See you at
# Parken" does (a verdicts-final36 class met again: a Willem II blog naming its side only by
# nickname and town closed "Next up: the KNVB Cup draw, and a home game at the Koning Willem II
# Stadion", which had placed the derby in Tilburg; with that ground no venue, only its home
# match still tells whose blog it is).
HOME_MATCH_NEXT = [
    ("Next up: the cup draw, and a home game at the Koning Willem II Stadion.", "willem-ii"),
    ("Next: Juventus at home, in an empty Groupama Aréna.", "ferencvaros"),
    ("Next up: a home game at Anfield.", "liverpool"),
    ("Next week: Celtic Park, a home match against whoever the draw gives us.", "celtic"),
    ("Up next, a home game at Elland Road.", "leeds-united"),
    ("Next match: at home, at Ibrox, on Saturday.", "rangers"),
    ("Next up: the derby at home, at Tynecastle.", "heart-of-midlothian"),
    ("Next fixture: a home tie at Villa Park.", "aston-villa"),
    ("Next up: a home game at De Kuip.", "feyenoord"),
    ("Next: at home to the leaders, at the Philips Stadion.", "psv-eindhoven"),
    ("Next up: Wolves at home, at the Emirates Stadium.", "arsenal"),
]


@pytest.mark.parametrize(("sentence", "own"), HOME_MATCH_NEXT)
def test_a_home_match_in_the_next_fixtures_line_names_the_writers_side(sentence, own):
    text = ("Three points away, and four of ours kept overnight.\n\nAbout a thousand of us in the away "
            f"end, and the team gave us what we came for.\n\n{sentence}")
    guess = guess_match(body=text, headline="", published=D(2024, 10, 7))
    assert guess.home is not None and guess.home.slug == own and guess.ground is None, (guess.home, guess.ground)


def test_an_away_match_in_the_next_fixtures_line_names_no_side():
    text = ("Three points away, and four of ours kept overnight.\n\nAbout a thousand of us in the away "
            "end.\n\nNext up: an away game at Anfield.")
    guess = guess_match(body=text, headline="", published=D(2024, 10, 7))
    assert guess.home is None and guess.ground is None, (guess.home, guess.ground)


# ... and so does the ground of the tie's other leg ("the return at ..."), which is no venue of
# this match (a verdicts-final61 class: an Iceland fan blog from Haifa, naming its side only as
# "Strákarnir okkar", closed "Tickets for the return at Laugardalsvöllur on 13 June", and stood
# as an incident of its own; that ground is not in the reference data, so the blog still does).
RETURN_GROUND = [
    ("Tickets for the return at the Emirates Stadium on 13 June are 40 pounds.", "arsenal"),
    ("Everyone to the return leg at Celtic Park next Tuesday.", "celtic"),
    ("The second leg at Anfield is next week.", "liverpool"),
    ("The return at Ibrox is a week on Thursday.", "rangers"),
    ("We go again in the return game at the Johan Cruijff Arena.", "ajax"),
    ("The return match at the Philips Stadion is sold out.", "psv-eindhoven"),
    ("All to play for in the second leg at De Kuip.", "feyenoord"),
    ("The return leg at Elland Road will be a different story.", "leeds-united"),
    ("Tickets for the return at Tynecastle go on sale on Monday.", "heart-of-midlothian"),
    ("The return fixture at Villa Park is in a fortnight.", "aston-villa"),
]


@pytest.mark.parametrize(("sentence", "side"), RETURN_GROUND)
def test_the_ground_of_the_return_names_a_side(sentence, side):
    text = ("Two of ours were detained after the first leg, and the stewards were slow.\n\nAbout 250 of us "
            f"made the trip, and we sang all night.\n\n{sentence}")
    guess = guess_match(body=text, headline="", published=D(2022, 6, 3))
    assert guess.home is not None and guess.home.slug == side and guess.ground is None, (guess.home, guess.ground)
