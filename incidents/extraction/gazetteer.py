"""Clubs, competitions and grounds through ``incidents.reference``.

The reference package is optional at run time: if it cannot load (not installed
yet, data missing) the extractor still runs and simply finds no competitions or
venues, and falls back to capitalised names for teams.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Mention:
    start: int
    end: int
    text: str
    name: str
    extra: str = ""  # round for competitions, part for grounds


@functools.cache
def _reference():
    try:
        import incidents.reference as reference

        reference.find_clubs("West Ham")  # loads the data once, or fails here
        return reference
    except Exception:  # noqa: BLE001 - any failure means "no reference data"
        return None


def available() -> bool:
    return _reference() is not None


def clubs(text: str) -> list[Mention]:
    if len(text) < 120:
        return list(_short_clubs(text))  # speaker phrases and names recur: cache them
    return _clubs(text)


@functools.lru_cache(maxsize=8192)
def _short_clubs(text: str) -> tuple[Mention, ...]:
    return tuple(_clubs(text))


def _clubs(text: str) -> list[Mention]:
    ref = _reference()
    if ref is None:
        return []
    try:
        return [Mention(m.start, m.end, m.text, m.club.name) for m in ref.find_clubs(text)]
    except Exception:  # noqa: BLE001
        return []


def competitions(text: str) -> list[Mention]:
    ref = _reference()
    if ref is None:
        return []
    try:
        return [
            Mention(m.start, m.end, m.text, m.competition.name, getattr(m, "round", "") or "")
            for m in ref.find_competitions(text)
        ]
    except Exception:  # noqa: BLE001
        return []


def own_competition(name: str, written: str, club_names) -> str:
    """``name`` (a competition as found), or the clubs' own competition of the name written
    when the clubs are of one country and ``name`` is another country's league or cup
    ("the Championship" in a report on two Scottish clubs: "Scottish Championship")."""
    ref = _reference()
    if ref is None or not club_names:
        return name
    try:
        return _own_competition(name, written, tuple(sorted(club_names)))
    except Exception:  # noqa: BLE001
        return name


@functools.lru_cache(maxsize=1024)
def _own_competition(name: str, written: str, club_names: tuple[str, ...]) -> str:
    ref = _reference()
    clubs_ = {club.name: club for club in ref.all_clubs()}
    countries = {clubs_[n].country for n in club_names if n in clubs_ and clubs_[n].kind == "club"}
    competition = next((c for c in ref.all_competitions() if c.name == name), None)
    if len(countries) != 1 or competition is None or competition.kind not in ("league", "cup"):
        return name
    [country] = countries
    if competition.country == country:
        return name
    own = ref.clubs_own_competition(competition, written, country)
    return own.name if own is not None else name


def one_sides_nationals(nationality: str, club_names) -> bool:
    """Whether people of ``nationality`` ("Turkish", "British", or a country's name) are of one side's country
    only, in a match between two sides of different countries (``club_names``: the
    report's two): a police count of "Turkish nationals" at Sparta Prague v Galatasaray
    counts Galatasaray's fans; at Galatasaray v Fenerbahçe, or England v Scotland for
    "British", it tells no side."""
    ref = _reference()
    if ref is None or len(club_names) != 2:
        return False
    try:
        return _one_sides_nationals(nationality.lower(), tuple(sorted(club_names)))
    except Exception:  # noqa: BLE001
        return False


@functools.lru_cache(maxsize=1024)
def _one_sides_nationals(nationality: str, club_names: tuple[str, ...]) -> bool:
    ref = _reference()
    sides = [ref.club_by_name(name) for name in club_names]
    if None in sides or sides[0].country == sides[1].country:
        return False
    # a nationality word, or a country by its name ("citizens of Germany"), or by a formal name
    # opening with its nationality word ("citizens of the Russian Federation", "the Czech Republic")
    demonyms = ref.catalogue().demonyms
    named = (demonyms.get(nationality) or {s.country for s in sides if s.country.lower() == nationality}
             or (demonyms.get(nationality.split()[0]) if " " in nationality else None))
    if not named:
        return False
    return sum(side.country in named for side in sides) == 1


def a_sides_land(team_name: str, club_names) -> bool:
    """Whether ``team_name`` is the national team of the country of a club among
    ``club_names`` (the report's clubs): "travelled to Croatia" at Dinamo Zagreb v Chelsea
    is the place, not Croatia's team."""
    ref = _reference()
    if ref is None or not club_names:
        return False
    try:
        return _a_sides_land(team_name, tuple(sorted(club_names)))
    except Exception:  # noqa: BLE001
        return False


@functools.lru_cache(maxsize=1024)
def _a_sides_land(team_name: str, club_names: tuple[str, ...]) -> bool:
    ref = _reference()
    team = ref.club_by_name(team_name)
    if team is None or team.kind != "national":
        return False
    sides = [ref.club_by_name(name) for name in club_names]
    return any(side is not None and side.kind == "club" and side.country == team.country for side in sides)


def another_clubs_ground(ground_name: str, club_names) -> str:
    """The club whose home the ground is, when that club is neither of ``club_names``, the
    report's two clubs (not national teams, who play at any club's ground), else ""."""
    ref = _reference()
    if ref is None or len(club_names) != 2:
        return ""
    try:
        return _another_clubs_ground(ground_name, tuple(sorted(club_names)))
    except Exception:  # noqa: BLE001
        return ""


@functools.lru_cache(maxsize=1024)
def _another_clubs_ground(ground_name: str, club_names: tuple[str, ...]) -> str:
    ref = _reference()
    ground = ref.ground_by_name(ground_name)
    sides = [ref.club_by_name(name) for name in club_names]
    if ground is None or None in sides or any(s.kind != "club" for s in sides):
        return ""
    owners = [ref.club_by_slug(slug) for slug in ground.club_slugs]
    owners = [o for o in owners if o is not None and o.kind == "club"]
    if not owners or {s.slug for s in sides} & {o.slug for o in owners}:
        return ""
    return owners[0].name


def grounds(text: str) -> list[Mention]:
    ref = _reference()
    if ref is None:
        return []
    try:
        return [
            Mention(m.start, m.end, m.text, m.ground.name, getattr(m, "part", "") or "")
            for m in ref.find_grounds(text)
        ]
    except Exception:  # noqa: BLE001
        return []


def parts(text: str) -> list[tuple[int, int, str]]:
    ref = _reference()
    if ref is None or not hasattr(ref, "find_parts"):
        return []
    try:
        return list(ref.find_parts(text))
    except Exception:  # noqa: BLE001
        return []


def names(text: str) -> tuple[list[Mention], list[Mention], list[Mention], list[tuple[int, int, str]]]:
    """(clubs, competitions, grounds, stand/end parts) of a whole report.

    Grounds and competitions need the clubs named (for ambiguous aliases) and
    grounds need the parts; finding each once and passing them on saves scanning
    the report again for every kind, and so does scanning it once for the aliases
    of all three kinds.  Same results as ``clubs``, ``competitions``, ``grounds``
    and ``parts`` called one by one.
    """
    ref = _reference()
    if ref is None:
        return [], [], [], []
    try:
        aliases = ref.scan_aliases(text)
    except Exception:  # noqa: BLE001
        aliases = None  # each finder below scans by itself and fails the same way
    try:
        found_clubs = ref.find_clubs(text, aliases=aliases)
    except Exception:  # noqa: BLE001
        found_clubs = None  # the finders below try again and fail the same way
    club_mentions = [Mention(m.start, m.end, m.text, m.club.name) for m in found_clubs or ()]
    try:
        found_parts = list(ref.find_parts(text))
    except Exception:  # noqa: BLE001
        found_parts = None
    try:
        comps = [
            Mention(m.start, m.end, m.text, m.competition.name, getattr(m, "round", "") or "")
            for m in ref.find_competitions(text, clubs=found_clubs, aliases=aliases)
        ]
    except Exception:  # noqa: BLE001
        comps = []
    try:
        ground_mentions = [
            Mention(m.start, m.end, m.text, m.ground.name, getattr(m, "part", "") or "")
            for m in ref.find_grounds(text, clubs=found_clubs, parts=found_parts, aliases=aliases)
        ]
    except Exception:  # noqa: BLE001
        ground_mentions = []
    return club_mentions, comps, ground_mentions, found_parts or []
