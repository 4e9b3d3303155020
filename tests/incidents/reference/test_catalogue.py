"""The reference data: clubs per league, national teams, slugs and look-ups, home grounds (no database)."""

from collections import Counter

import pytest

from incidents.reference import all_clubs, club_by_slug, competition_by_slug


@pytest.mark.parametrize(
    ("league", "count"),
    [
        ("premier-league", 20), ("championship", 24), ("league-one", 24), ("league-two", 24), ("national-league", 24),
        ("scottish-premiership", 12), ("scottish-championship", 10), ("scottish-league-one", 10),
        ("scottish-league-two", 10), ("serie-a", 20), ("la-liga", 20), ("bundesliga", 18), ("ligue-1", 18),
        ("eredivisie", 18), ("primeira-liga", 18), ("belgian-pro-league", 16), ("super-lig", 19),
        ("super-league-greece", 14),
    ],
)
def test_every_league_has_its_clubs(league, count):
    assert sum(c.league == league for c in all_clubs()) == count


def test_counts_of_european_clubs_and_national_teams():
    kinds = Counter(c.kind for c in all_clubs())
    european = [c for c in all_clubs() if c.kind == "club" and c.country not in ("England", "Scotland", "Wales")]
    assert len(european) >= 200
    assert kinds["national"] >= 60
    for name in ("England", "Wales", "Gibraltar", "San Marino", "Kosovo", "Brazil", "Argentina"):
        assert any(c.name == name and c.kind == "national" for c in all_clubs())


def test_slugs_are_unique_and_look_ups_work():
    assert len({c.slug for c in all_clubs()}) == len(all_clubs())
    assert club_by_slug("west-ham-united").name == "West Ham United"
    assert competition_by_slug("efl-cup").name == "EFL Cup"
    assert club_by_slug("nowhere") is None


def test_club_grounds_and_home_ground():
    west_ham = club_by_slug("west-ham-united")
    assert west_ham.home_ground.name == "London Stadium"
    assert "Boleyn Ground" in [g.name for g in west_ham.grounds]
    assert "west-ham-united" in west_ham.home_ground.club_slugs


def test_new_clubs_leagues_for_2024_25():
    assert club_by_slug("oldham-athletic").league == "national-league"
    assert club_by_slug("inverness-caledonian-thistle").league == "scottish-league-one"
    assert club_by_slug("hamilton-academical").league == "scottish-championship"
    assert club_by_slug("saint-etienne").league == "ligue-1"
    assert club_by_slug("gateshead").home_ground.name == "Gateshead International Stadium"
