"""Finding clubs, competitions and grounds in text: aliases, case, ambiguous nicknames,
ordinary words and places, and speed (no database)."""

from pathlib import Path

import pytest

from incidents.reference import (
    all_competitions,
    catalogue,
    club_by_slug,
    find_clubs,
    find_competitions,
    find_derbies,
    find_grounds,
)

SEEDS = Path(__file__).resolve().parents[3] / "fixtures" / "seeds"


def slugs(text):
    return [m.club.slug for m in find_clubs(text)]


def test_aliases_all_caps_and_possessives():
    assert slugs("WEST HAM'S 2-1 win over Chelsea") == ["west-ham-united", "chelsea"]
    assert slugs("Chelsea's fans and the Hammers' stewards") == ["chelsea", "west-ham-united"]
    assert slugs("Irons fans at QPR") == ["west-ham-united", "queens-park-rangers"]


def test_longest_match_wins_and_no_match_inside_words():
    assert slugs("Manchester United fans") == ["manchester-united"]
    assert slugs("fans in Manchester") == []
    assert slugs("West Ham United and West Ham") == ["west-ham-united", "west-ham-united"]
    assert slugs("Chelseaside and Evertonians") == []
    assert slugs("Nottingham Forest v Notts County") == ["nottingham-forest", "notts-county"]


def test_ambiguous_nicknames_need_the_club_named_plainly():
    assert slugs("The Blues were beaten.") == []
    assert slugs("Chelsea lost. The Blues were beaten.") == ["chelsea", "chelsea"]
    # Two candidates named: still nothing.
    assert slugs("Chelsea and Everton drew. The Blues were booed.") == ["chelsea", "everton"]
    assert slugs("United fans rioted.") == []
    assert slugs("Leeds United fans rioted. United were fined.") == ["leeds-united", "leeds-united"]


# A name several clubs share, or that is also a word, with one of its clubs' own town named
# elsewhere is that club (a failure class of verdicts-final19: a Roma blog's "Slavia were
# better", after "a night in Prague we would rather forget", named no club, and the blog
# stood apart from Slavia Prague v Roma). Not the town's own name, a people's word for a
# nation, nor a town a club named plainly is from.
@pytest.mark.parametrize(("text", "expected"), [
    ("A night in Prague we would rather forget. Slavia were better.", ["slavia-prague"]),
    ("Sparta were beaten in Prague.", ["sparta-prague"]),
    ("Dynamo fans marched through Kyiv.", ["dynamo-kyiv"]),
    ("Sporting lost in Lisbon.", ["sporting-cp"]),
    ("Athletic won in Bilbao.", ["athletic-club"]),
    ("Rovers fans in Blackburn were kept back.", ["blackburn-rovers"]),
    ("County fans in Stockport celebrated.", ["stockport-county"]),
    ("Wanderers fans gathered in Bolton.", ["bolton-wanderers"]),
    ("Albion fans in West Bromwich sang.", ["west-bromwich-albion"]),
    ("Dinamo supporters were escorted through Zagreb.", ["dinamo-zagreb"]),
    # no town, or the alias is the town itself, or a town a named club is from
    ("Slavia were better.", []),
    ("Rovers fans were kept back.", []),
    ("Derby draw, a bonus point. Derby day in Fife.", []),
    ("Two fans were arrested on the way to Seville. We are going to Seville.", []),
    ("Roma fans flew home to Rome and Chelsea fans to London. The Eagles won.", ["roma", "chelsea"]),
])
def test_an_ambiguous_name_with_its_clubs_own_town_named_is_that_club(text, expected):
    assert slugs(text) == expected


# A land or town people came, flew or drove from is a place, not a team (a failure class of
# verdicts-final19: a Fenerbahçe blog's "3,000 of us made the trip, from Istanbul, from
# Germany, from the Netherlands" made the match Belgium v the Netherlands).
@pytest.mark.parametrize("text", [
    "Fans came from Istanbul, from Germany, from the Netherlands.",
    "We flew in from Germany.",
    "Fans travelled from the Netherlands.",
    "Supporters arrived from Belgium by coach.",
    "Many drove from France overnight.",
    "They had flown from Portugal that morning.",
    "Some came from Italy, from Switzerland and from the Netherlands.",
    "Supporters travelled in from Spain.",
    "Fans sailed from Denmark.",
    "Hundreds arrived from Croatia on Friday.",
])
def test_a_land_people_came_from_is_no_team(text):
    assert slugs(text) == []


# A later town of a list of places people travelled from or to is a place too (a
# verdicts-final35 class: a Fiorentina blog's "coaches from Florence, Prato, Empoli" made
# Empoli a side of Atalanta v Fiorentina).
@pytest.mark.parametrize("text", [
    "2,000 of us filled the guest sector, coaches from Florence, Prato, Empoli, cars from all over Tuscany.",
    "Fans travelled from Lisbon, Braga and Porto.",
    "Trains to Leeds, York and Sunderland were delayed.",
    "Supporters came from Bergamo, Brescia and Verona.",
    "The buses from Milan, Bologna and Genoa arrived late.",
    "Coaches from Cardiff, Newport and Swansea arrived at noon.",
    "They drove from Glasgow, Edinburgh and Aberdeen.",
    "Minibuses from Guimarães and Braga were stopped at the border.",
    "Charter flights from Liverpool and Manchester landed in the morning.",
    "We made it by car from Stuttgart and Zurich, by every route you can imagine.",
])
def test_a_later_town_of_a_travel_list_is_no_team(text):
    assert slugs(text) == []


# The town a party or its coaches set off from is the town (a verdicts-final37 class: a
# Sampdoria blog's "1,800 of us left Genoa on Saturday morning" made Genoa a side).
@pytest.mark.parametrize("text", [
    "1,800 of us left Genoa on Saturday morning, by coach and by train.",
    "We left Glasgow at dawn.",
    "The coaches left Liverpool just after six.",
    "Fans leaving Leeds on the early train were searched.",
    "The convoy departed from Porto at midnight.",
    "Supporters left Cardiff in the rain.",
    "Our buses set off from Bologna before lunch.",
    "They left Sunderland on Friday night and slept on the coach.",
    "Everyone left Empoli happy.",
    "Two trains leaving Milan were delayed by the police.",
])
def test_a_town_a_party_set_off_from_is_no_team(text):
    assert slugs(text) == []


@pytest.mark.parametrize(("text", "expected"), [
    # a player who left a club, and a side that left a ground, still name the club
    ("The striker left Leeds for Bayern in the summer.", ["leeds-united", "bayern-munich"]),
    ("Celtic left Ibrox with a point.", ["celtic"]),
])
def test_a_club_left_by_a_player_is_still_the_club(text, expected):
    assert slugs(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    # not a list of places: the club after it is the club
    ("Coaches from Florence arrived before Empoli scored.", ["empoli"]),
    ("Fans from Leeds and Millwall clashed outside.", ["leeds-united", "millwall"]),
    ("The trains from Turin were late, and Empoli fans walked.", ["empoli"]),
])
def test_a_club_after_a_travel_word_but_no_list_is_still_the_club(text, expected):
    assert slugs(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("Germany beat Spain.", ["germany", "spain"]),
    ("The winner came from Portugal's Ronaldo.", ["portugal"]),
    ("Fans travelled to watch Germany.", ["germany"]),
])
def test_a_team_named_beside_travel_is_still_the_team(text, expected):
    assert slugs(text) == expected


def test_ambiguous_nicknames_in_lower_case_are_ordinary_words():
    # A report naming the club still uses "city", "united", "derby" as plain words.
    assert slugs("Swansea City fans were escorted across the city centre.") == ["swansea-city"]
    assert slugs("Coventry City won. Police said the city was calm.") == ["coventry-city"]
    assert slugs("Derby County fans said the derby was tense.") == ["derby-county"]
    assert slugs("Chelsea won the match; the blues of the kit clashed.") == ["chelsea"]
    assert slugs("Bristol Rovers fans fled the gas fired by police.") == ["bristol-rovers"]
    assert slugs("Bristol Rovers won. The Gas were cheered.") == ["bristol-rovers", "bristol-rovers"]
    # Capitalised, at a sentence start or in capitals, the nickname is still the club.
    assert slugs("Swansea City lost. City fans were angry.") == ["swansea-city", "swansea-city"]
    assert slugs("Chelsea lost. The Blues were beaten.") == ["chelsea", "chelsea"]
    assert slugs("CHELSEA: THE BLUES BEATEN") == ["chelsea", "chelsea"]


def test_common_words_and_places_are_not_teams():
    assert slugs("reading the statement after the London derby") == []
    assert slugs("FA To Probe Derby Unrest") == []
    assert slugs("It is unacceptable in England.") == []
    assert slugs("England fans and England's players") == ["england", "england"]
    assert slugs("Police Scotland said") == []
    assert slugs("at Villa Park") == []


def test_a_name_before_a_towns_institution_is_the_town():
    assert slugs("Three men appeared at Newcastle Magistrates' Court.") == []
    assert slugs("He was jailed at Liverpool Crown Court; Liverpool were not involved.") == ["liverpool"]
    assert slugs("Leeds City Council closed the fan zone.") == []
    assert slugs("Fans gathered at Arsenal station before Arsenal kicked off.") == ["arsenal"]
    assert slugs("Newcastle won at Newcastle Central Station's end of town.") == ["newcastle-united"]


def test_national_team_nicknames():
    assert slugs("The Three Lions drew with Russia") == ["england", "russia"]
    assert slugs("Die Mannschaft and the Azzurri") == ["germany", "italy"]


@pytest.mark.parametrize(
    "alias",
    ["EFL Cup", "League Cup", "Carling Cup", "Carabao Cup", "Capital One Cup", "Milk Cup", "Littlewoods Cup", "Coca-Cola Cup", "Worthington Cup"],
)
def test_league_cup_aliases(alias):
    found = find_competitions(f"a {alias} tie")
    assert [c.competition.slug for c in found] == ["efl-cup"]


def test_competitions():
    found = {c.text: c.competition.slug for c in find_competitions(
        "Euro 2016 and the World Cup, a Euro 2016 qualifier, the Champions League, the UEFA Cup, the FA Cup, "
        "the Community Shield, the Scottish League Cup, La Liga, Serie A and the Nations League"
    )}
    assert found["Euro 2016"] == "european-championship"
    assert found["Euro 2016 qualifier"] == "euro-qualifying"
    assert found["the UEFA Cup"] == "europa-league"
    assert found["Scottish League Cup"] == "scottish-league-cup"
    assert found["the Nations League"] == "nations-league"
    assert len(all_competitions()) >= 30
    # "euros" in lower case is money; "the Euros" is the tournament.
    assert [c.text for c in find_competitions("fined 40,000 euros before the Euros")] == ["the Euros"]


def test_ambiguous_competition_resolved_by_country_of_clubs():
    assert [c.competition.slug for c in find_competitions("Celtic top the Premiership")] == ["scottish-premiership"]
    assert find_competitions("top of the Premiership") == []


def test_grounds_aliases_and_parts():
    [g] = find_grounds("at the former Olympic Stadium")
    assert g.ground.slug == "london-stadium"
    assert find_grounds("at the Olympic Stadium") == []  # many Olympic Stadiums
    assert [g.ground.slug for g in find_grounds("West Ham fans at the Olympic Stadium")] == ["london-stadium"]
    [g] = find_grounds("clashes in the Sir Trevor Brooking Stand at the London Stadium")
    assert (g.ground.slug, g.part) == ("london-stadium", "Sir Trevor Brooking Stand")
    [g] = find_grounds("Old Trafford's Stretford End")
    assert (g.ground.slug, g.part) == ("old-trafford", "Stretford End")
    [g] = find_grounds("in the away end at Anfield")
    assert g.part == "away end"
    [g] = find_grounds("the move from Upton Park")
    assert g.ground.slug == "boleyn-ground" and g.ground.closed == 2016
    assert find_grounds("stadium operators London Stadium 185") == []


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("Cagliari fans clashed with Venezia supporters.", ["cagliari", "venezia"]),
        ("Parma v Udinese was halted.", ["parma", "udinese"]),
        ("Rayo Vallecano and Getafe fans fought.", ["rayo-vallecano", "getafe"]),
        ("Alaves fans and Leganés ultras", ["alaves", "leganes"]),
        ("Mainz 05 hosted Holstein Kiel.", ["mainz-05", "holstein-kiel"]),
        ("TSG Hoffenheim fans protested against Heidenheim.", ["tsg-hoffenheim", "1-fc-heidenheim"]),
        ("RC Strasbourg beat Le Havre.", ["strasbourg", "le-havre"]),
        ("NAC Breda fans and Go Ahead Eagles fans", ["nac-breda", "go-ahead-eagles"]),
        ("Boavista against Estrela da Amadora", ["boavista", "estrela-da-amadora"]),
        ("Union SG and Cercle Brugge", ["union-saint-gilloise", "cercle-brugge"]),
        ("Göztepe fans attacked Samsunspor players.", ["goztepe", "samsunspor"]),
        ("Kasimpasa v Eyüpspor", ["kasimpasa", "eyupspor"]),
        ("Aris Thessaloniki and OFI Crete", ["aris-thessaloniki", "ofi"]),
        ("Greenock Morton fans at Airdrieonians", ["greenock-morton", "airdrieonians"]),
        ("Queen of the South v Kelty Hearts", ["queen-of-the-south", "kelty-hearts"]),
        ("Stirling Albion fans and the Bully Wee", ["stirling-albion", "clyde"]),
        ("Gateshead and Hartlepool fans clashed.", ["gateshead", "hartlepool-united"]),
        ("Solihull Moors v FC Halifax Town", ["solihull-moors", "fc-halifax-town"]),
        ("Oldham Athletic's National League game", ["oldham-athletic"]),
    ],
)
def test_new_clubs_are_found(sentence, expected):
    assert slugs(sentence) == expected


def test_new_ambiguous_nicknames_and_ordinary_words():
    # Ambiguous nicknames alone are not clubs; with the club named plainly they are.
    assert slugs("The Sons were booed.") == []
    assert slugs("Dumbarton lost. The Sons were booed.") == ["dumbarton", "dumbarton"]
    assert slugs("Clyde fans gathered by the Clyde.") == []
    assert slugs("Clyde FC lost; Clyde fans were angry.") == ["clyde", "clyde"]
    assert slugs("The Spartans won.") == []
    assert slugs("Woking won. The Cardinals were cheered.") == ["woking", "woking"]
    assert slugs("The Cardinals were cheered.") == []
    assert slugs("Mallorca fans were arrested.") == []
    assert slugs("RCD Mallorca fans were arrested. Mallorca lost.") == ["rcd-mallorca", "rcd-mallorca"]
    # Lower-case ordinary words are not clubs.
    assert slugs("the decision angers fans in a quiet cove") == []
    assert slugs("Angers fans clashed with Cove Rangers fans") == ["angers", "cove-rangers"]
    assert slugs("a small town near the moors") == []
    assert slugs("fans walked through Edinburgh city centre") == []
    assert slugs("Edinburgh City fans") == ["edinburgh-city"]
    assert slugs("the union said") == []
    # A place used as a club name is not the club after "in".
    assert slugs("Trouble flared in Boston.") == []
    assert slugs("Boston fans were arrested.") == ["boston-united"]


def test_new_grounds_are_found():
    assert [g.ground.slug for g in find_grounds("at Cappielow")] == ["cappielow-park"]
    assert [g.ground.slug for g in find_grounds("trouble at the Stade de la Meinau")] == ["stade-de-la-meinau"]
    assert [g.ground.slug for g in find_grounds("outside the Gateshead International Stadium")] == ["gateshead-international-stadium"]
    # A ground named after a street counts only with its club named.
    assert find_grounds("a crash on York Road") == []
    assert [g.ground.slug for g in find_grounds("Maidenhead United fans at York Road")] == ["york-road"]
    assert [g.ground.slug for g in find_grounds("Beerschot fans at the Olympic Stadium")] == ["olympisch-stadion-antwerp"]
    assert club_by_slug("cercle-brugge").home_ground.slug == "jan-breydel-stadium"


@pytest.mark.parametrize(
    ("text", "slug"),
    [
        ("a Women's Super League game", "womens-super-league"),
        ("the WSL match", "womens-super-league"),
        ("the Barclays Women's Super League", "womens-super-league"),
        ("a Scottish League One match", "scottish-league-one"),
        ("in Scottish League Two", "scottish-league-two"),
        ("the Greek Super League", "super-league-greece"),
        ("a Coppa Italia tie", "coppa-italia"),
        ("the Copa del Rey", "copa-del-rey"),
        ("a Coupe de France tie", "coupe-de-france"),
        ("the Taça de Portugal", "taca-de-portugal"),
        ("the Taca de Portugal", "taca-de-portugal"),
        ("a Turkish Cup tie", "turkish-cup"),
        ("the Greek Cup final", "greek-cup"),
        ("the Scottish Cup", "scottish-cup"),
        ("the Scottish League Cup", "scottish-league-cup"),
        ("an FA Trophy tie", "fa-trophy"),
        ("an FA Vase tie", "fa-vase"),
        ("an EFL Trophy tie", "efl-trophy"),
        ("a Vertu Trophy tie", "efl-trophy"),
    ],
)
def test_new_competitions_are_found(text, slug):
    assert [c.competition.slug for c in find_competitions(text)] == [slug]


def test_super_league_alone_is_ambiguous():
    assert find_competitions("top of the Super League") == []
    assert [c.competition.slug for c in find_competitions("PAOK top the Super League")] == ["super-league-greece"]
    assert [c.competition.slug for c in find_competitions("Women's Super League")] == ["womens-super-league"]
    [m] = find_competitions("the fifth round of the FA Trophy")
    assert m.round == "Fifth round"


# The class "a club's short name as a street's or park's first word": an Everton fan
# blog's "Stanley Park was rammed with police horses" named Accrington Stanley as a side.
STREETS = ["Stanley Park", "Villa Road", "Forest Road", "Palace Gardens", "Orient Road", "Hearts Lane",
           "Rangers Road", "Spurs Lane", "Saints Road", "Wolves Lane"]


@pytest.mark.parametrize("street", STREETS)
def test_a_club_name_opening_a_street_or_park_is_the_place(street):
    assert slugs(f"Liverpool beat Everton 2-0 on Saturday. Fans gathered on {street} before kick-off.") == [
        "liverpool", "everton"]


def test_a_ground_named_so_is_still_the_ground():
    text = "Fans gathered at Villa Park and on Stanley Park before kick-off."
    assert [g.ground.slug for g in find_grounds(text)] == ["villa-park"]
    assert slugs("Aston Villa fans marched down Witton Lane as Villa beat Birmingham City.") == [
        "aston-villa", "aston-villa", "birmingham-city"]


# The class "a country or town as someone's origin": "a hat-trick for the boy from
# Senegal" in a Chelsea fan blog named Senegal as a side, and a live page's "Live from
# Dortmund" and "Gute Nacht from Dortmund" named Borussia Dortmund in Netherlands v England.
ORIGINS = [
    "It was a hat-trick for the boy from Senegal.",
    "The striker from Nigeria scored twice.",
    "A tourist from Brazil was among those arrested.",
    "The referee from Italy booked nine players.",
    "A 23-year-old man from Poland was charged.",
    "Tourists from Japan were caught up in the trouble.",
    "The midfielder from Portugal was sent off.",
    "Visitors from Norway filled the hotels.",
    "Two men from Germany were arrested at the station.",
    "Two men from Leeds were arrested at the station.",
    "A teenager from Sunderland was hurt.",
    "Live from Dortmund: the teams are out.",
    "That's all from us tonight. Gute Nacht from Dortmund.",
]


@pytest.mark.parametrize("sentence", ORIGINS)
def test_a_place_named_as_someones_origin_is_no_team(sentence):
    text = f"Chelsea beat Tottenham Hotspur 4-1 at Tottenham Hotspur Stadium on Monday night. {sentence}"
    assert slugs(text) == ["chelsea", "tottenham-hotspur"]


@pytest.mark.parametrize(("sentence", "club"), [
    ("A statement from Portsmouth read: we condemn it.", "portsmouth"),
    ("Fans from Leeds and Millwall clashed outside.", "leeds-united"),
    ("The striker, signed from Leeds in the summer, scored twice.", "leeds-united"),
    ("A spokesperson from Sunderland said the club would act.", "sunderland"),
    ("Senegal's goal came from a corner.", "senegal"),
])
def test_a_club_after_from_that_is_no_persons_origin_still_counts(sentence, club):
    text = f"Chelsea beat Tottenham Hotspur 4-1 at Tottenham Hotspur Stadium on Monday night. {sentence}"
    assert club in slugs(text)


@pytest.mark.parametrize(("text", "expected"), [
    ("France beat the Republic of Ireland 1-0.", ["france", "republic-of-ireland"]),
    ("the Republic of Ireland lost to France.", ["republic-of-ireland", "france"]),
    ("Fans of the Republic of Ireland sang.", ["republic-of-ireland"]),
    ("Scotland and the Republic of Ireland fans mixed.", ["scotland", "republic-of-ireland"]),
    # the short name alone, and other names after "the", as before
    ("Spain beat the Republic 2-0.", ["spain", "republic-of-ireland"]),
    ("England played the United States in Qatar.", ["england", "united-states"]),
    ("Wales drew with the Czech Republic.", ["wales", "czech-republic"]),
])
def test_a_name_opening_with_the_gives_way_to_a_longer_one_after_it(text, expected):
    # "the Republic of Ireland" was "the Republic" and "Ireland": one team named twice, so
    # a report naming it once in passing took it for one of the match's two sides.
    assert slugs(text) == expected


# A club's short name that is also a word counts where its own ground is named too, beside
# a club of its country (a verdicts-final4 class: "Sporting" in a wire's "Sporting reached
# the Portuguese Cup final ... after a 2-2 draw with Benfica", which names Alvalade twice,
# was no club, so the report was Benfica's alone).
OWN_GROUND = [
    ("Sporting reached the final after a 2-2 draw with Benfica, who lost the first leg at Alvalade.",
     {"sporting-cp", "benfica"}),
    ("Well were booed off at Fir Park as Celtic won 3-0.", {"motherwell", "celtic"}),
    ("Thistle fans invaded the pitch at the Firhill Stadium after the win over Ayr United.",
     {"partick-thistle", "ayr-united"}),
    ("Dinamo fans threw flares at the Maksimir Stadium during the game against Hajduk Split.",
     {"dinamo-zagreb", "hajduk-split"}),
    ("Queens were beaten at Palmerston Park by Dumbarton.", {"queen-of-the-south", "dumbarton"}),
    ("Aris supporters clashed with PAOK fans outside the Kleanthis Vikelidis Stadium.",
     {"aris-thessaloniki", "paok"}),
    ("NEC held Ajax to a goalless draw at the Goffertstadion.", {"nec-nijmegen", "ajax"}),
    ("Derby were beaten 2-0 by Nottingham Forest at Pride Park.", {"derby-county", "nottingham-forest"}),
    ("The Spitfires were held at the Silverlake Stadium by Woking.", {"eastleigh", "woking"}),
    ("Lions fans threw seats at The Den as Leeds United won.", {"millwall", "leeds-united"}),
    # without its ground, or without a club of its country, the word stays a word
    ("Celtic won 3-0 at Celtic Park. Well, that was expected.", {"celtic"}),
    ("Sporting director Hugo Viana watched Benfica at the Luz.", {"benfica"}),
    ("Derby day at Anfield: Liverpool beat Everton.", {"liverpool", "everton"}),
    ("Well, Fir Park was quiet.", set()),
]


@pytest.mark.parametrize(("sentence", "expected"), OWN_GROUND)
def test_a_short_name_that_is_a_word_counts_beside_its_own_ground(sentence, expected):
    assert set(slugs(sentence)) == expected


# "National Stadium" is the name of more than one country's stadium (a verdicts-final4
# class: "the National Stadium" in a report of Poland v the Czech Republic was Wembley, a
# venue no outlet gave): it is the one of the country whose teams the report names.
NATIONAL_STADIUM = [
    ("Nine people were detained around the 1-1 draw between Poland and the Czech Republic at the National Stadium.",
     ["pge-narodowy"]),
    ("Poland fans marched to the National Stadium in Warsaw before the game with Albania.", ["pge-narodowy"]),
    ("England beat Scotland 3-1 at the National Stadium.", ["wembley"]),
    ("Tottenham Hotspur played their home games at the National Stadium while their ground was rebuilt.",
     ["wembley"]),
    ("Legia Warsaw fans lit flares outside the National Stadium.", ["pge-narodowy"]),
    ("Arsenal won the FA Cup at the National Stadium.", ["wembley"]),
    ("Ukraine's fans filled the National Stadium Warsaw.", ["pge-narodowy"]),
    ("Stadion Narodowy was sold out for Poland.", ["pge-narodowy"]),
    # no team named, or teams of neither country: no stadium
    ("Police were outside the National Stadium all afternoon.", []),
    ("Fans of Ajax and PSV met at the National Stadium.", []),
]


@pytest.mark.parametrize(("sentence", "expected"), NATIONAL_STADIUM)
def test_a_stadium_name_of_several_countries_is_that_of_the_teams_named(sentence, expected):
    assert [g.ground.slug for g in find_grounds(sentence)] == expected


# -- rivalries known by a name of their own ---------------------------------------------
# A club's statement or a headline names the match as "the 342nd Vienna derby" or "the Old
# Firm" and the opponent nowhere (a verdicts-final6 class: SK Rapid's statement on the
# Vienna derby named only Rapid and was left out of the match's incident).
DERBY_NAMES = [
    ("SK Rapid is delighted with a 3-0 win in the 342nd Vienna derby.", "Vienna derby"),
    ("Trouble flared before the Old Firm clash at Ibrox.", "Old Firm"),
    ("Police made 11 arrests at the Merseyside derby.", "Merseyside derby"),
    ("El Clásico at the Bernabéu passed off quietly.", "El Clásico"),
    ("Flares were thrown during the Derby d’Italia in Turin.", "Derby d'Italia"),
    ("Fans clashed before the Superclasico in Buenos Aires.", "Superclásico"),
    ("The Dérbi de Lisboa was halted for ten minutes.", "Lisbon derby"),
    ("Riot police lined the streets for the Intercontinental derby.", "Intercontinental derby"),
    ("Seats were ripped out after the North  London derby.", "North London derby"),
    ("Der Klassiker ended with 14 arrests.", "Der Klassiker"),
    ("A smoke bomb delayed the Revierderby in Gelsenkirchen.", "Revierderby"),
    ("The Tyne–Wear derby was played without away fans.", "Tyne-Wear derby"),
]


@pytest.mark.parametrize(("text", "name"), DERBY_NAMES)
def test_a_derby_is_found_by_its_own_name(text, name):
    assert [m.derby.name for m in find_derbies(text)] == [name]


@pytest.mark.parametrize("text", [
    "Derby County fans were held outside Pride Park.",
    "A derby atmosphere at the Emirates, though it was only Brentford.",
    "The classic derby of the season, police said.",
    "Derbyshire police made two arrests.",
])
def test_a_derby_word_alone_or_a_club_named_derby_names_no_derby(text):
    assert find_derbies(text) == []


def test_every_derby_of_the_catalogue_names_two_known_clubs():
    derbies = catalogue().derbies
    assert len(derbies) >= 30
    for derby in derbies:
        assert len(set(derby.club_slugs)) == 2 and all(club_by_slug(s) for s in derby.club_slugs), derby


# A one-word nickname is an ordinary word in lower case (found by verdicts-final6: "two Czech
# citizens" was Manchester City, "the Citizens", and made City a side of Poland v Czech Republic):
# it names its club as written, capitalised or in capitals, never in lower case.
NICKNAMES_AS_WORDS = [
    ("Two Czech citizens were among nine people detained.", []),
    ("It spurs them on, the manager said.", []),
    ("The family rented a villa near the coast.", []),
    ("Police searched the forest behind the ground.", []),
    ("Wolves fans were held at the station.", ["Wolverhampton Wanderers"]),
    ("Two men were hit by hammers in the car park.", []),
    ("The saints of the parish were honoured.", []),
    ("Citizens fans sang all night.", ["Manchester City"]),
    ("CITIZENS FANS ON THE RAMPAGE", ["Manchester City"]),
    ("Spurs fans were held at the station.", ["Tottenham Hotspur"]),
    ("Villa fans marched to the ground.", ["Aston Villa"]),
    ("The Hammers lost again.", ["West Ham United"]),
]


@pytest.mark.parametrize(("text", "clubs"), NICKNAMES_AS_WORDS)
def test_a_one_word_nickname_names_its_club_only_as_written(text, clubs):
    assert [m.club.name for m in find_clubs(text)] == clubs


# A town at a journey's end or start is the place (a verdicts-final7 class: a paper's
# "Arsenal supporters waiting for trains back to Lille" and a blog's "via Copenhagen" named
# Lille and FC Copenhagen as sides of matches they were no side of).
JOURNEYS = [
    "A group of supporters was waiting for trains back to Lille.",
    "Most of us went via Lille on the Eurostar.",
    "Some flew via Copenhagen, others via Munich.",
    "The flights from Copenhagen were delayed.",
    "Fans took the coach home to Leeds after midnight.",
    "The road to Liverpool was closed by police.",
    "We found a bus back to Newcastle at two in the morning.",
    "The train from Marseille was packed with fans.",
    "The ferry from Rotterdam docked at Harwich.",
    "The drive up to Glasgow took six hours.",
]


@pytest.mark.parametrize("sentence", JOURNEYS)
def test_a_town_at_a_journeys_end_or_start_is_no_team(sentence):
    assert find_clubs(sentence) == []


# A club's town after "the", with no word of a team after it, is a place called so (a
# verdicts-final32 class: a radio's "cheered on by a packed Kiel" and "tried to make their way
# to the Kiel", the Beerschot district and ground, made Royal Antwerp v Holstein Kiel of
# Beerschot v Royal Antwerp).
THE_TOWN = [
    "The derby ended level on the Kiel.",
    "For ten minutes the whole Kiel was shaking.",
    "The old Bologna of the arcades was full of police.",
    "It felt like the entire Antwerp was at the game.",
    "The mayor thanked the Kiel for its patience.",
    "Smoke drifted over the whole Bologna skyline.",
    "We drank in the old Porto by the river.",
    "Nobody in the packed Kiel sat down.",
    "The famous Liverpool waterfront was lit by flares.",
    "It was the Genoa of the old days, narrow and loud.",
]


@pytest.mark.parametrize("sentence", THE_TOWN)
def test_a_clubs_town_after_the_is_a_place(sentence):
    assert find_clubs(sentence) == []


@pytest.mark.parametrize(("sentence", "clubs"), [
    ("The Kiel side held on for a point.", ["Holstein Kiel"]),
    ("The Bologna fans sang all night.", ["Bologna"]),
    ("The Antwerp players celebrated.", ["Royal Antwerp"]),
    ("The Leeds manager was furious.", ["Leeds United"]),
    ("The Kiel's goalkeeper was superb.", ["Holstein Kiel"]),
    ("Bologna beat the Genoa side 2-0.", ["Bologna", "Genoa"]),
    ("The Netherlands beat France.", ["Netherlands", "France"]),  # a land's name takes "the"
])
def test_a_clubs_town_after_the_with_a_word_of_a_team_is_the_club(sentence, clubs):
    assert [m.club.name for m in find_clubs(sentence)] == clubs


@pytest.mark.parametrize(("sentence", "club"), [
    ("Arsenal lost to Lille on Saturday.", "Lille"),
    ("Copenhagen fans travelled to the game via Malmö.", "FC Copenhagen"),
])
def test_a_team_named_beside_a_journey_is_still_a_team(sentence, club):
    assert club in [m.club.name for m in find_clubs(sentence)]


# A country named as the land of an institution or of its people (a verdicts-final8 class:
# a police release opening "The Police of the Czech Republic ... informs about the ...
# match between AC Sparta Praha and Liverpool FC, played on Thursday 7 March 2024" named
# the Czech Republic's team, so the sentence was read as another fixture's and its date
# was passed over for "Wednesday evening").
COUNTRY_OF_AN_INSTITUTION = [
    "The Police of the Czech Republic said 11 people were detained.",
    "The government of Argentina condemned the violence.",
    "The Ministry of the Interior of Hungary issued a statement.",
    "The embassy of Poland is helping the fans.",
    "The president of France called the scenes shameful.",
    "Two citizens of Turkey were among those held.",
    "The authorities of Serbia have opened an inquiry.",
    "The people of Scotland deserve better.",
    "Nationals of Croatia made up most of the crowd.",
    "The consulate of Portugal said two fans were in hospital.",
]


@pytest.mark.parametrize("sentence", COUNTRY_OF_AN_INSTITUTION)
def test_a_country_named_as_the_land_of_an_institution_is_no_team(sentence):
    assert find_clubs(sentence) == [], [m.club.name for m in find_clubs(sentence)]


@pytest.mark.parametrize(("sentence", "team"), [
    ("Fans of Scotland sang all night.", "Scotland"),
    ("The Czech Republic beat Albania 3-1.", "Czech Republic"),
    ("Supporters of Argentina clashed with police.", "Argentina"),
])
def test_a_countrys_team_or_its_fans_are_still_the_team(sentence, team):
    assert team in [m.club.name for m in find_clubs(sentence)]


# A town someone is going, heading or flying to is the place (a verdicts-final9 class: a
# tabloid's "SPURS are going to Bilbao", the final's city, named Athletic Club a side of
# the semi-final in Bodø).
GOING_TO_A_TOWN = [
    ("SPURS are going to Bilbao.", "Athletic Club"),
    ("Thousands of fans are heading to Lisbon for the final.", "Benfica"),
    ("We are flying to Madrid on Tuesday.", "Real Madrid"),
    ("The squad flew to Porto on Monday morning.", "Porto"),
    ("Fans travelling to Glasgow were warned about strikes.", "Rangers"),
    ("Supporters travelled to Bilbao by ferry from Portsmouth.", "Athletic Club"),
    ("Villa are off to Lille for the second leg.", "Lille"),
    ("The team headed to Liverpool after training.", "Liverpool"),
    ("We're going back to Marseille next month.", "Marseille"),
    ("Fans bound for Copenhagen were stopped at the border.", "FC Copenhagen"),
    ("BILBAO BOUND: Spurs star hit by coin as Ange's men cruise into final", "Athletic Club"),
    ("Lisbon-bound fans packed the airport.", "Benfica"),
]


@pytest.mark.parametrize(("sentence", "town_club"), GOING_TO_A_TOWN)
def test_a_town_someone_goes_to_is_no_team(sentence, town_club):
    assert town_club not in [m.club.name for m in find_clubs(sentence)]


@pytest.mark.parametrize(("sentence", "club"), [
    ("Celtic travel to face Rangers on Sunday.", "Rangers"),
    ("Lille are heading to Wembley to play Arsenal.", "Arsenal"),
    ("Porto fans flew in from Lisbon.", "Porto"),
])
def test_a_team_beside_a_journey_to_somewhere_else_is_still_a_team(sentence, club):
    assert club in [m.club.name for m in find_clubs(sentence)]


# A town named as a place or its people's ("of") is no club (a verdicts-final17 class: a
# French prefecture's "the people of Lille", "the centre of Lille", "the City of Lille" at
# a cup final in Lille named Lille OSC three times, so the final's two clubs lost the pair).
TOWN_OF_A_PLACE = [
    "The people of Lille welcomed two sets of supporters.",
    "There was violence in the centre of Lille in the afternoon.",
    "The Prefect thanked the City of Lille and the organisers.",
    "Police patrolled the streets of Marseille all night.",
    "The council of Leicester paid for the clean-up.",
    "Hotels in the old town of Porto were full.",
    "The port of Genoa was closed to fans.",
    "There was violence in the centre of Leeds.",
    "The streets of Lyon were quiet by midnight.",
    "The heart of Hull was closed to traffic.",
    "The council of Newcastle paid for extra buses.",
    "Fans drank in bars on the outskirts of Nantes.",
    "The port of Southampton was closed for the night.",
]


@pytest.mark.parametrize("sentence", TOWN_OF_A_PLACE)
def test_a_town_named_as_a_place_or_its_peoples_is_no_club(sentence):
    assert find_clubs(sentence) == [], [m.club.name for m in find_clubs(sentence)]


@pytest.mark.parametrize(("sentence", "club"), [
    ("Fans of Lille sang all night.", "Lille"),
    ("A win for Marseille in the centre of the table.", "Marseille"),
    ("The people of Lille cheered as Lille beat Lens.", "Lille"),
])
def test_a_club_named_beside_a_place_is_still_a_club(sentence, club):
    assert club in [m.club.name for m in find_clubs(sentence)]


# Common English-language nicknames and short forms, from a second pass over every team by a
# helper who opened no fixture (56 names); a name an ordinary word or shared stays ambiguous.
@pytest.mark.parametrize(("text", "expected"), [
    ("The Mackems were beaten.", ["sunderland"]),
    ("Caley Jags held on.", ["inverness-caledonian-thistle"]),
    ("The Wombles won at home.", ["afc-wimbledon"]),
    ("The Peacocks were poor.", ["leeds-united"]),
    ("The Red Imps scored late.", ["lincoln-city"]),
    ("The Superhoops lost again.", ["queens-park-rangers"]),
    ("The Mattress Makers won the derby.", ["atletico-madrid"]),
    ("The Teranga Lions qualified.", ["senegal"]),
    ("The Red Fury were far too good.", ["spain"]),
    ("Accy fans sang all night.", ["accrington-stanley"]),
    ("Scunny won 2-0.", ["scunthorpe-united"]),
    # ambiguous: only beside the club named plainly
    ("The Geordies sang.", []),
    ("Newcastle United won. The Geordies sang.", ["newcastle-united", "newcastle-united"]),
    ("The Basques were better.", []),
])
def test_the_second_pass_of_nicknames(text, expected):
    assert slugs(text) == expected


# A nickname kept with its own plural article ("Los Nervionenses", "Os Dragões") is written
# in English with "the" (a class of verdicts-final29: a Sevilla fan blog's "The
# Nervionenses will be back in Europe" named no club, so its report stood apart).
@pytest.mark.parametrize(("text", "slug"), [
    ("The Nervionenses will be back in Europe.", "sevilla"),
    ("The Leões fans were held in the station.", "sporting-cp"),
    ("The Arcebispos took 3,000 fans to Lisbon.", "braga"),
    ("Stewards kept the Gansos supporters apart.", "casa-pia"),
    ("The Che were booed off.", "valencia"),
    ("Hundreds of the Guerreiros do Minho travelled south.", "braga"),
    ("The Colchoneros fans sang all night.", "atletico-madrid"),
    ("The Encarnados had nothing to play for.", "benfica"),
    ("Flares were thrown from among the Xeneizes fans.", "boca-juniors"),
    ("The Conquistadores were relegated in May.", "vitoria-de-guimaraes"),
    ("The Franjirrojos lost again on Sunday.", "rayo-vallecano"),
    ("The Bermellones were promoted.", "rcd-mallorca"),
])
def test_a_nickname_with_its_own_plural_article_is_written_with_the(text, slug):
    assert [m.club.slug for m in find_clubs(text)] == [slug]


def test_a_name_with_its_article_is_no_nickname():
    # "Las Palmas" is the club's town, and "the Palmas" names nothing
    assert find_clubs("They walked under the palmas of the old square.") == []


# A wire dateline's agency names no club (a verdicts-final30 class: "DUBLIN, Sept 10 (Celtic
# Sea Wire) - The Netherlands came from a goal down to beat the Republic of Ireland 2-1" made
# its result "Celtic beat Republic of Ireland").
@pytest.mark.parametrize(("text", "slugs"), [
    ("DUBLIN, Sept 10 (Celtic Sea Wire) - The Netherlands beat the Republic of Ireland 2-1.",
     ["netherlands", "republic-of-ireland"]),
    ("LISBON, March 3 (Benfica TV) - Porto beat Braga 2-1.", ["porto", "braga"]),
    ("GLASGOW (Rangers Radio) - Celtic beat Hearts 3-0.", ["celtic", "heart-of-midlothian"]),
    ("MILAN, May 4 (Inter Press Service) - Roma beat Lazio 1-0.", ["roma", "lazio"]),
    ("ROME (Lazio Sport Wire) - Napoli drew with Juventus.", ["napoli", "juventus"]),
    ("MADRID, Jan 6 (Atletico Media) - Sevilla beat Valencia 2-0.", ["sevilla", "valencia"]),
    ("LONDON (Arsenal Wire) - Chelsea drew with Tottenham Hotspur.", ["chelsea", "tottenham-hotspur"]),
    ("PARIS, April 2 (Nantes Presse) - Lens beat Lille 1-0.", ["lens", "lille"]),
    ("ATHENS (Olympiacos Media) - AEK Athens beat PAOK 2-1.", ["aek-athens", "paok"]),
    ("ISTANBUL, Feb 3 (Galatasaray TV) - Fenerbahce beat Besiktas 3-1.", ["fenerbahce", "besiktas"]),
])
def test_a_datelines_agency_names_no_club(text, slugs):
    assert [m.club.slug for m in find_clubs(text)] == slugs


# A line naming a match by its two sides joined by a dash is no dateline (a verdicts-final39
# class: a Questura's "Atalanta - Club Brugge, UEFA Champions League, 18 February 2025" and a
# police release's "AZ - Bodø/Glimt, Thursday 17 March 2022" named only the second side, so the
# other side's nationals among the arrested were not read as its fans).
@pytest.mark.parametrize(("text", "slugs"), [
    ("Atalanta - Club Brugge, UEFA Champions League, 18 February 2025", ["atalanta", "club-brugge"]),
    ("AZ - Bodø/Glimt, Thursday 17 March 2022", ["az-alkmaar", "bodo-glimt"]),
    ("Club Brugge - Atalanta (UEFA Champions League), Wednesday 12 February 2025", ["club-brugge", "atalanta"]),
    ("Porto \u2013 Braga, Primeira Liga", ["porto", "braga"]),
    ("PSV - Ajax 2-1", ["psv-eindhoven", "ajax"]),
    ("Celtic \u2014 Hearts\nPolice made two arrests.", ["celtic", "heart-of-midlothian"]),
    ("Sevilla - Valencia, 6 January 2023", ["sevilla", "valencia"]),
    ("Lens - Lille (Ligue 1)", ["lens", "lille"]),
    ("PAOK - AEK Athens, Super League", ["paok", "aek-athens"]),
    ("Fenerbahce - Besiktas, 3 February 2024", ["fenerbahce", "besiktas"]),
])
def test_two_sides_joined_by_a_dash_name_a_match_not_a_dateline(text, slugs):
    assert [m.club.slug for m in find_clubs(text)] == slugs



# ... and so is such a line closed by a colon, as a release's heading (a verdicts-final44 class: a
# Bern police release headed "Young Boys - Inter Milan: four arrests" named only Inter, so the
# Italian nationals among those arrested were no side's fans).
@pytest.mark.parametrize(("text", "slugs"), [
    ("Young Boys - Inter Milan: four arrests, entry refused to 16 people", ["young-boys", "inter-milan"]),
    ("Atalanta - Club Brugge: police report", ["atalanta", "club-brugge"]),
    ("Porto \u2013 Braga: seven detained", ["porto", "braga"]),
    ("PSV - Ajax: statement from the police", ["psv-eindhoven", "ajax"]),
    ("Celtic \u2014 Hearts: two arrests", ["celtic", "heart-of-midlothian"]),
    ("Sevilla - Valencia: the police's figures", ["sevilla", "valencia"]),
    ("Lens - Lille: a quiet evening", ["lens", "lille"]),
    ("PAOK - AEK Athens: 14 people detained", ["paok", "aek-athens"]),
    ("Fenerbahce - Besiktas: the governor's statement", ["fenerbahce", "besiktas"]),
    ("AZ - Bodø/Glimt: three arrests", ["az-alkmaar", "bodo-glimt"]),
])
def test_two_sides_joined_by_a_dash_before_a_colon_name_a_match_not_a_dateline(text, slugs):
    assert [m.club.slug for m in find_clubs(text)] == slugs


# A club's name or nickname, then "of" and a town that is not the club's, names no such club (a
# verdicts-final46 class: a radio's "The Conquerors needed 120 minutes and penalties to get past
# the Lions of Faro" named Sporting by their nickname, and the report of Farense v Vitória was
# split from its match as Sporting v Vitória).
@pytest.mark.parametrize(("text", "slugs"), [
    ("The Conquerors needed 120 minutes and penalties to get past the Lions of Faro.", []),
    ("Porto fans clashed with the Lions of Faro.", ["porto"]),
    ("Benfica lost to the Eagles of Faro.", ["benfica"]),
    ("Sporting of Braga beat Benfica 2-1.", ["braga", "benfica"]),
    ("Police were busy as the Lions of Faro hosted Porto.", ["porto"]),
    ("The Gunners of Sheffield lost.", []),
    # its own town keeps it
    ("Celtic of Glasgow beat Aberdeen.", ["celtic", "aberdeen"]),
    ("Hearts of Edinburgh lost to Celtic.", ["heart-of-midlothian", "celtic"]),
    ("Red Star of Belgrade beat Partizan.", ["red-star-belgrade", "partizan-belgrade"]),
    ("Rangers of Glasgow beat Aberdeen.", ["rangers", "aberdeen"]),
    # a town the reference data does not know keeps it
    ("Benfica of Lisboa beat Porto.", ["benfica", "porto"]),
])
def test_a_club_of_another_town_is_no_such_club(text, slugs):
    assert [m.club.slug for m in find_clubs(text)] == slugs

@pytest.mark.parametrize(("text", "slugs"), [
    # a town in capitals, or a side opening the dateline's sentence, is still a dateline
    ("LIVERPOOL - Everton fans clashed with police.", ["everton"]),
    ("MADRID - Real Madrid, the champions, lost 2-0.", ["real-madrid"]),
    ("MADRID - Real Madrid: the champions lost 2-0.", ["real-madrid"]),
])
def test_a_dateline_before_a_side_stays_a_dateline(text, slugs):
    assert [m.club.slug for m in find_clubs(text)] == slugs


# A name several clubs of other countries share, in a report naming one side's people (a
# verdicts-final39 class: a Danish radio's "rescued a point against Rangers ... while the Scots
# have five points, three behind Lyon" named no Rangers, so Lyon was the opponent and the
# report was split from its match). The country whose people the text names picks the club,
# where the clubs named beside it do not.
@pytest.mark.parametrize(("text", "slugs"), [
    ("Brøndby rescued a point against Rangers on Thursday. The Scots have five points.", ["brondby", "rangers"]),
    ("Brøndby held Rangers to a draw, and the Scottish side stay second.", ["brondby", "rangers"]),
    ("Porto beat CSKA 2-0; the Bulgarian visitors had three players booked.", ["porto", "cska-sofia"]),
    ("Porto beat CSKA 2-0; the Russian visitors had three players booked.", ["porto", "cska-moscow"]),
    ("Lyon were held by Dynamo, the Ukrainian side scoring late.", ["lyon", "dynamo-kyiv"]),
    ("Lyon were held by Dynamo, the German side scoring late.", ["lyon", "dynamo-dresden"]),
    ("Celtic lost to the Miners, the Ukrainian champions, in Glasgow.", ["celtic", "shakhtar-donetsk"]),
    ("Celtic lost to the Red Bulls, the Austrian champions, in Glasgow.", ["celtic", "red-bull-salzburg"]),
    ("Celtic beat the Zebras, the Belgian side, 2-0.", ["celtic", "charleroi"]),
    ("Ajax beat the Violets, the French side, 3-1.", ["ajax", "toulouse"]),
    ("Benfica lost to the Storks, the German second-tier side.", ["benfica", "holstein-kiel"]),
])
def test_a_shared_name_is_the_club_of_the_people_the_text_names(text, slugs):
    assert [m.club.slug for m in find_clubs(text)] == slugs


@pytest.mark.parametrize(("text", "slugs"), [
    # the clubs named beside it decide first: a Dutch side beside Feyenoord
    ("Feyenoord beat Sparta 3-0, and the Dutch champions go top.", ["feyenoord", "sparta-rotterdam"]),
    # a people naming two candidates' countries picks none
    ("Lyon fans booed the Hoops and their British owner.", ["lyon"]),
    # and no people, no pick
    ("Lyon were held by Dynamo.", ["lyon"]),
    # no club named plainly beside it: the people may be the opponent's ("the Blues" of a
    # Birmingham blog, beside the Welsh of Wrexham's following)
    ("The Blues were better, and the Welsh lot went home quiet.", []),
    # beside national teams: a report of an international
    ("Finland fans watched the Bluebirds train, and the Welsh were friendly hosts.", ["finland"]),
    # a national team among the candidates: "the Dragons" are Wales or Wrexham
    ("Everton fans cheered the Dragons, and the Welsh sang all night.", ["everton"]),
])
def test_a_shared_name_with_its_people_unnamed_or_already_told(text, slugs):
    assert [m.club.slug for m in find_clubs(text)] == slugs


# A trip report's heading opening with a town more than one club calls home names the town, not
# a club (a verdicts-final41 class: an AZ blog headed "Dundee: wrong result, right away end" was
# read as Dundee FC's, so the report of Dundee United v AZ stood apart from its match).
@pytest.mark.parametrize("text", [
    "Dundee: wrong result, right away end\nWhat a place Tannadice is.",
    "Milan: a night to forget\nWe lost 2-0 and three of ours were arrested.",
    "Liverpool: the long way home\nFour of our lads were held by police.",
    "Genoa: rain, flares and a point\nThe away end never stopped.",
    "Porto: we came, we sang, we lost\nTwo of ours were hurt.",
    "Birmingham: a grim Tuesday night\nNobody was arrested.",
    "Hamburg: ninety minutes of noise\n3,000 of us in the away block.",
    "Aberdeen: a long trip north for nothing\nThe stewards were heavy-handed.",
    "Dundee: three arrests and a defeat\nThe police were everywhere.",
    "Milan: one point, one unforgettable night\nWe were 4,000 strong.",
])
def test_a_shared_town_opening_a_heading_is_no_club(text):
    assert find_clubs(text) == []


@pytest.mark.parametrize(("text", "slugs"), [
    ("Lyon: five arrested after the derby", ["lyon"]),  # a town of one club: the club
    ("Celtic: five arrested after the derby", ["celtic"]),
    ("Dundee beat Hibernian 2-0.", ["dundee", "hibernian"]),  # not a heading
])
def test_a_heading_of_one_clubs_town_or_a_sentence_keeps_the_club(text, slugs):
    assert [m.club.slug for m in find_clubs(text)] == slugs
