"""Whole reports: clubs, home side, competition, round, date, ground, city and title
together, for the seed reports and other incidents in other phrasings (no database)."""

import datetime
import json
from pathlib import Path

import pytest

from incidents.matching import guess_match, incident_slug, incident_title, same_match

SEEDS = Path(__file__).resolve().parents[3] / "fixtures" / "seeds"
D = datetime.date


def seed_reports():
    manifest = json.loads((SEEDS / "manifest.json").read_text())
    for article in manifest["articles"]:
        yield article, (SEEDS / article["file"]).read_text()


# ----------------------------------------------------------------- the seeds


@pytest.mark.parametrize("file", ["the-sun.txt", "bbc-news.txt", "sky-sports.txt"])
def test_seed_reports_are_west_ham_v_chelsea_in_the_efl_cup(file):
    article, body = next((a, b) for a, b in seed_reports() if a["file"] == file)
    guess = guess_match(body=body, headline=article["headline"], published=D.fromisoformat(article["published"]))
    assert guess.home.name == "West Ham United"
    assert guess.away.name == "Chelsea"
    assert guess.competition.slug == "efl-cup"
    assert guess.round == "Fourth round"
    assert guess.ground.name == "London Stadium"
    assert (guess.city, guess.country) == ("London", "England")
    assert guess.match_date in (D(2016, 10, 26), None)


def test_seed_dates_parts_and_titles():
    guesses = {a["file"]: guess_match(body=b, headline=a["headline"], published=D.fromisoformat(a["published"])) for a, b in seed_reports()}
    assert guesses["sky-sports.txt"].match_date == D(2016, 10, 26)
    assert guesses["bbc-news.txt"].match_date == D(2016, 10, 26)
    assert guesses["sky-sports.txt"].ground_part == "Sir Trevor Brooking Stand"
    assert guesses["bbc-news.txt"].ground_part == "concourse"
    assert incident_title(guesses["bbc-news.txt"]) == "West Ham United v Chelsea, EFL Cup, 26 Oct 2016"
    assert incident_slug(guesses["bbc-news.txt"]) == "west-ham-united-v-chelsea-efl-cup-2016-10-26"
    # The Sun names no day, but its arrests were made "overnight": the night before it was published.
    assert incident_title(guesses["the-sun.txt"]) == "West Ham United v Chelsea, EFL Cup, 26 Oct 2016"
    files = list(guesses)
    for a in files:
        for b in files:
            assert same_match(guesses[a], guesses[b]), (a, b)


# ----------------------------------------------------------------- other incidents, other phrasings

EURO_2016 = (
    "England v Russia: Uefa opens proceedings after Marseille violence",
    """Russia fans charged at England supporters inside the Stade Vélodrome on Saturday night as the Euro 2016 Group B match ended in a 1-1 draw.

Earlier in the day running battles had raged around Marseille's Old Port, with chairs and bottles thrown.

The Three Lions' next match is against Wales in Lens on Thursday.

Uefa said it was "disgusted" by the scenes in Marseille.""",
    D(2016, 6, 12),
)

KENILWORTH = (
    "Millwall riot shames football",
    """Hundreds of Millwall supporters rioted at Kenilworth Road last night during their FA Cup sixth round tie against Luton Town, who won 1-0.

Seats were torn out and thrown at police. Luton said it would ban away fans.""",
    D(1985, 3, 14),
)

OLD_FIRM = (
    "Arrests after Old Firm derby",
    """Police Scotland made 12 arrests after Sunday's Old Firm derby at Ibrox, where Celtic beat Rangers 1-0 in the Scottish Premiership.

Pyrotechnics were thrown from the away section. The Gers said they would identify those responsible; the Hoops condemned the behaviour of a minority.""",
    D(2023, 9, 3),
)

NAPOLI = (
    "Napoli v Eintracht Frankfurt: riot police clash with fans in Naples",
    """Eintracht Frankfurt fans clashed with riot police in Naples on Wednesday evening before their Champions League last-16 second leg against Napoli at the Stadio Diego Armando Maradona.

Cars were set on fire in the city centre. Napoli won 3-0 to reach the quarter-finals.""",
    D(2023, 3, 16),
)

BELGRADE = (
    "Euro 2016 qualifier abandoned after drone brawl",
    """The Euro 2016 qualifier between Serbia and Albania was abandoned last night after a drone carrying a flag flew over the pitch at the Partizan Stadium in Belgrade.

Players fought on the pitch and Serbia fans attacked Albania players as they left the field.""",
    D(2014, 10, 15),
)

ST_ANDREWS = (
    "Pitch invasion mars Birmingham derby",
    """Birmingham fans invaded the St Andrew's pitch on Wednesday night after their 2-1 Carling Cup quarter-final win over Aston Villa.

West Midlands Police made 12 arrests. The Blues face West Ham in the semi-final on 11 January.""",
    D(2010, 12, 2),
)


@pytest.mark.parametrize(
    ("report", "home", "away", "competition", "round_", "match_date", "ground", "city"),
    [
        (EURO_2016, "england", "russia", "european-championship", "Group B", D(2016, 6, 11), "stade-velodrome", "Marseille"),
        (KENILWORTH, "luton-town", "millwall", "fa-cup", "Sixth round", D(1985, 3, 13), "kenilworth-road", "Luton"),
        (OLD_FIRM, "rangers", "celtic", "scottish-premiership", "", D(2023, 9, 3), "ibrox-stadium", "Glasgow"),
        (NAPOLI, "napoli", "eintracht-frankfurt", "champions-league", "Round of 16 second leg", D(2023, 3, 15), "stadio-diego-armando-maradona", "Naples"),
        (BELGRADE, "serbia", "albania", "euro-qualifying", "", D(2014, 10, 14), "partizan-stadium", "Belgrade"),
        (ST_ANDREWS, "birmingham-city", "aston-villa", "efl-cup", "Quarter-final", D(2010, 12, 1), "st-andrew-s", "Birmingham"),
    ],
)
def test_other_incidents(report, home, away, competition, round_, match_date, ground, city):
    headline, body, published = report
    guess = guess_match(body=body, headline=headline, published=published)
    assert guess.home.slug == home
    assert guess.away.slug == away
    assert guess.competition.slug == competition
    assert guess.round == round_
    assert guess.match_date == match_date
    assert guess.ground.slug == ground
    assert guess.city == city
