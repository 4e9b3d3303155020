"""Loads the JSON reference data once and indexes it: clubs, grounds, competitions,
rivalries known by a name of their own (``derbies``) and the countries a nationality
word names (``demonyms``).

Alias rules (documented here because the matchers rely on them):

* An alias listed under ``ambiguous`` in the data, or shared by more than one
  club (ground, competition), is *ambiguous*: "the Blues", "United",
  "Olympic Stadium", "Premiership". An ambiguous alias only produces a mention
  when exactly one of its candidates is also named unambiguously somewhere in
  the same text (by its name or an unambiguous alias). "The Blues" in a report
  that names Chelsea is Chelsea; in a report naming Chelsea and Everton, or
  neither, it is nothing.
* An alias written in capitals in the data ("QPR", "PSG") or listed under
  ``case`` (words that are also ordinary words: "Reading", "Forest",
  "Wolves"), and a nickname written with "the" ("the Gas", "the Saints"), must
  match its case exactly, or be the whole alias in capitals
  in capitalised text ("READING'S"). So must a nickname listed under
  ``ambiguous`` ("City", "the Blues"), whose lower-case words are ordinary
  ones ("across the city", "a fierce derby"); its own lower-case words ("the")
  may take any case ("The Blues"). So must every other one-word alias written
  capitalised that is neither the name nor a place ("Citizens", "Spurs",
  "Villa"): in lower case it is an ordinary word ("two Czech citizens").
* An alias that is also a place (a country for national teams, a city for
  clubs named after it) is not a team right after "in", "across",
  "throughout", "around", "outside", "near", "inside", "within" or "via", or at
  a journey's end or start ("trains back to Lille", "flights from Copenhagen")
  ("violence in Marseille", "unacceptable in England"), unless it is possessive; nor right
  before "police", "city centre", "residents" and the like ("Liverpool police").
"""

from __future__ import annotations

import dataclasses
import functools
import json
import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from incidents.reference.entities import Club, Competition, Derby, Ground

DATA_DIR = Path(__file__).resolve().parent / "data"


@dataclass(frozen=True, slots=True)
class AliasEntry:
    """One way of writing one thing (``slug`` None marks a blocker, see below)."""

    alias: str
    slug: str | None
    ambiguous: bool = False
    case_sensitive: bool = False
    place: bool = False


def fold(text: str) -> str:
    """Lower-case, straight apostrophes, single spaces: the key aliases are stored under."""
    text = text.lower().replace("\u2019", "'").replace("\u2018", "'")
    return " ".join(text.split())


def strip_accents(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    stripped = "".join(c for c in decomposed if not unicodedata.combining(c))
    # Letters NFKD leaves alone.
    return stripped.translate(str.maketrans({"ø": "o", "Ø": "O", "ı": "i", "ł": "l", "Ł": "L", "ß": "ss", "đ": "d", "Đ": "D"}))


def spelling_variants(alias: str) -> set[str]:
    """Accent-free, "St"/"St.", "-"/" " and "&"/"and" spellings of an alias."""
    variants = {alias, strip_accents(alias)}
    for v in list(variants):
        if "-" in v:
            variants.add(v.replace("-", " "))
        if "St " in v:
            variants.add(v.replace("St ", "St. "))
        if "St. " in v:
            variants.add(v.replace("St. ", "St "))
        if " & " in v:
            variants.add(v.replace(" & ", " and "))
    return variants


def _load(name: str) -> dict:
    with (DATA_DIR / name).open(encoding="utf-8") as fh:
        return json.load(fh)


@dataclass(frozen=True, slots=True)
class Catalogue:
    clubs: tuple[Club, ...]
    grounds: tuple[Ground, ...]
    competitions: tuple[Competition, ...]
    clubs_by_slug: dict[str, Club]
    grounds_by_slug: dict[str, Ground]
    competitions_by_slug: dict[str, Competition]
    club_entries: tuple[AliasEntry, ...]
    ground_entries: tuple[AliasEntry, ...]
    competition_entries: tuple[AliasEntry, ...]
    # Per competition slug: {"Fifth round": "Quarter-final"} and [(from "MM-DD", to "MM-DD", round)].
    round_aliases: dict[str, dict[str, str]]
    calendars: dict[str, tuple[tuple[str, str, str], ...]]
    # City name -> country, from the grounds.
    cities: dict[str, str]
    derbies: tuple[Derby, ...] = ()
    # A nationality word -> the countries it names ("british" -> England, Scotland, ...).
    demonyms: dict[str, frozenset[str]] = dataclasses.field(default_factory=dict)


# A nickname kept with its own plural article ("Los Nervionenses", "Os Dragões", "Die
# Borussen"), which an English text writes with "the": "the Nervionenses".
_PLURAL_ARTICLE = re.compile(r"(?:Los|Las|Os|As|Les|Gli|Die) (?=[A-ZÀ-Þ])")


def _english_article(alias: str, name: str, places) -> set[str]:
    """``alias`` written with "the" for its own plural article, when it is a nickname (not the
    name or a place: "Las Palmas")."""
    if alias == name or alias in places or not _PLURAL_ARTICLE.match(alias):
        return set()
    return spelling_variants("the " + _PLURAL_ARTICLE.sub("", alias, count=1))


def _entries(name, aliases, ambiguous, case, places, slug) -> list[AliasEntry]:
    out = []
    ambiguous = set(ambiguous)
    case = set(case)
    for alias in [name, *aliases, *ambiguous]:
        for variant in spelling_variants(alias) | _english_article(alias, name, places):
            out.append(
                AliasEntry(
                    alias=variant,
                    slug=slug,
                    ambiguous=alias in ambiguous,
                    # A nickname is an ordinary word in lower case ("the city", "a derby",
                    # "two Czech citizens", "spurs on", "a villa"): a one-word alias other than
                    # the name or a place counts as written, capitalised (or in capitals).
                    case_sensitive=(alias in case or alias in ambiguous or alias.startswith("the ")
                                    or (alias.isupper() and len(alias) > 1)
                                    or (alias != name and alias not in places and " " not in alias
                                        and alias[:1].isupper() and alias[1:].islower())),
                    place=alias in places,
                )
            )
    return out


@functools.cache
def catalogue() -> Catalogue:
    clubs_data = _load("clubs.json")
    comps_data = _load("competitions.json")

    ground_owners: dict[str, list[str]] = {}
    for c in clubs_data["clubs"]:
        for g in c.get("grounds", []):
            ground_owners.setdefault(g, []).append(c["slug"])

    grounds: dict[str, Ground] = {}
    ground_entries: list[AliasEntry] = []
    cities: dict[str, str] = {}
    for g in clubs_data["grounds"]:
        ground = Ground(
            name=g["name"],
            slug=g["slug"],
            aliases=tuple(g.get("aliases", ())),
            city=g["city"],
            country=g["country"],
            club_slugs=tuple(ground_owners.get(g["slug"], ())),
            ambiguous_aliases=tuple(g.get("ambiguous", ())),
            opened=g.get("opened"),
            closed=g.get("closed"),
        )
        if ground.slug in grounds:
            raise ValueError(f"duplicate ground slug {ground.slug}")
        grounds[ground.slug] = ground
        cities.setdefault(ground.city, ground.country)
        ground_entries += _entries(ground.name, ground.aliases, ground.ambiguous_aliases, g.get("case", ()), (), ground.slug)
    missing = set(ground_owners) - set(grounds)
    if missing:
        raise ValueError(f"clubs name unknown grounds: {sorted(missing)}")

    clubs: dict[str, Club] = {}
    club_entries: list[AliasEntry] = []
    # A town is also called by its first part: "Newcastle" (upon Tyne), "Stoke" (-on-Trent).
    city_keys = {fold(c) for c in cities} | {
        fold(short) for c in cities if (short := re.split(r"[ -](?:upon|on|in|under)[ -]", c)[0]) != c
    }
    for c in clubs_data["clubs"]:
        club = Club(
            name=c["name"],
            slug=c["slug"],
            country=c["country"],
            kind=c["kind"],
            aliases=tuple(c.get("aliases", ())),
            grounds=tuple(grounds[s] for s in c.get("grounds", ())),
            ambiguous_aliases=tuple(c.get("ambiguous", ())),
            city=c.get("city", ""),
            league=c.get("league", ""),
        )
        if club.slug in clubs:
            raise ValueError(f"duplicate club slug {club.slug}")
        clubs[club.slug] = club
        every = [club.name, *club.aliases, *club.ambiguous_aliases]
        places = {a for a in every if fold(a) in city_keys or (club.kind == "national" and a in (club.name, club.country))}
        club_entries += _entries(club.name, club.aliases, club.ambiguous_aliases, c.get("case", ()), places, club.slug)

    competitions: dict[str, Competition] = {}
    competition_entries: list[AliasEntry] = []
    round_aliases: dict[str, dict[str, str]] = {}
    calendars: dict[str, tuple[tuple[str, str, str], ...]] = {}
    for c in comps_data["competitions"]:
        comp = Competition(
            name=c["name"],
            slug=c["slug"],
            aliases=tuple(c.get("aliases", ())),
            kind=c["kind"],
            country=c["country"],
            ambiguous_aliases=tuple(c.get("ambiguous", ())),
            rounds=tuple(c.get("rounds", ())),
            for_clubs=c.get("for_clubs", c["kind"] != "international"),
            rounds_met_twice=tuple(c.get("rounds_met_twice", ())),
        )
        if not set(comp.rounds_met_twice) <= set(comp.rounds):
            raise ValueError(f"{comp.slug}: a round met twice that is none of its rounds")
        if comp.slug in competitions:
            raise ValueError(f"duplicate competition slug {comp.slug}")
        competitions[comp.slug] = comp
        round_aliases[comp.slug] = dict(c.get("round_aliases", {}))
        calendars[comp.slug] = tuple(tuple(x) for x in c.get("calendar", ()))
        competition_entries += _entries(comp.name, comp.aliases, comp.ambiguous_aliases, c.get("case", ()), (), comp.slug)

    # Names of grounds, competitions and bodies ("Villa Park", "Police Scotland") are
    # read by the club matcher as blockers, so that the longest match swallows them.
    club_keys = {fold(e.alias) for e in club_entries}
    blockers = [*clubs_data.get("not_clubs", ()), *(e.alias for e in ground_entries), *(e.alias for e in competition_entries)]
    for alias in blockers:
        if fold(alias) not in club_keys:
            club_entries.append(AliasEntry(alias=alias, slug=None))

    derbies = []
    for d in clubs_data.get("derbies", ()):
        derby = Derby(name=d["name"], aliases=tuple(d.get("aliases", ())), club_slugs=tuple(d["clubs"]))
        if len(derby.club_slugs) != 2 or not set(derby.club_slugs) <= set(clubs):
            raise ValueError(f"derby {derby.name}: two known clubs needed, not {derby.club_slugs}")
        derbies.append(derby)

    countries = {club.country for club in clubs.values()}
    demonyms = {}
    for word, named in clubs_data.get("demonyms", {}).items():
        if not set(named) <= countries:
            raise ValueError(f"demonym {word}: unknown countries {sorted(set(named) - countries)}")
        demonyms[fold(word)] = frozenset(named)

    return Catalogue(
        clubs=tuple(clubs.values()),
        grounds=tuple(grounds.values()),
        competitions=tuple(competitions.values()),
        clubs_by_slug=clubs,
        grounds_by_slug=grounds,
        competitions_by_slug=competitions,
        club_entries=tuple(club_entries),
        ground_entries=tuple(ground_entries),
        competition_entries=tuple(competition_entries),
        round_aliases=round_aliases,
        calendars=calendars,
        cities=cities,
        derbies=tuple(derbies),
        demonyms=demonyms,
    )


@functools.cache
def clubs_of_town(town: str) -> tuple:
    """The reference data's clubs (not national teams) whose town is ``town`` (any case or
    accents), in the data's order; built into an index once."""
    return _clubs_by_town().get(fold(town), ())


@functools.cache
def _clubs_by_town() -> dict[str, tuple]:
    by_town: dict[str, list] = {}
    for club in catalogue().clubs:
        if club.kind == "club" and club.city:
            by_town.setdefault(fold(club.city), []).append(club)
    return {town: tuple(clubs) for town, clubs in by_town.items()}
