"""Reference data (clubs, national teams, competitions, grounds, rounds) and finding it in text.

This package owns what the newsroom knows about football before it reads a
report: the records (``entities``), the JSON in ``data/`` loaded once, lazily,
and indexed with its alias rules (``catalogue``: ambiguous nicknames, case,
places), finding clubs, competitions, grounds, their parts and named derbies in a text
(``finder``), and round phrases and each competition's ladder of rounds
(``rounds``). It is plain Python with no Django and imports nothing else from
the project, only the standard library and ``ahocorasick``; ``incidents.matching``
builds on it.
"""

from __future__ import annotations

from functools import cache

from incidents.reference.catalogue import catalogue
from incidents.reference.entities import (
    Club,
    ClubMention,
    Competition,
    CompetitionMention,
    Derby,
    DerbyMention,
    Ground,
    GroundMention,
    RoundMention,
)
from incidents.reference.finder import (
    find_clubs,
    find_competitions,
    find_derbies,
    find_grounds,
    find_parts,
    scan_aliases,
)
from incidents.reference.rounds import (
    find_rounds,
    met_twice,
    parse_round,
    previous_round,
    round_for_date,
    same_round,
)
from incidents.reference.standings import named_as_standing

__all__ = [
    "Club",
    "ClubMention",
    "Competition",
    "CompetitionMention",
    "Derby",
    "DerbyMention",
    "Ground",
    "GroundMention",
    "RoundMention",
    "all_clubs",
    "all_competitions",
    "all_grounds",
    "club_by_name",
    "club_by_slug",
    "clubs_own_competition",
    "competition_by_slug",
    "find_clubs",
    "find_competitions",
    "find_derbies",
    "find_grounds",
    "named_as_standing",
    "find_parts",
    "find_rounds",
    "ground_by_name",
    "ground_by_slug",
    "met_twice",
    "parse_round",
    "previous_round",
    "round_for_date",
    "same_round",
    "scan_aliases",
]


def all_clubs() -> tuple[Club, ...]:
    return catalogue().clubs


def all_competitions() -> tuple[Competition, ...]:
    return catalogue().competitions


def all_grounds() -> tuple[Ground, ...]:
    return catalogue().grounds


def club_by_slug(slug: str) -> Club | None:
    return catalogue().clubs_by_slug.get(slug)


@cache
def _by_name() -> tuple[dict[str, Club], dict[str, Ground]]:
    return {c.name: c for c in catalogue().clubs}, {g.name: g for g in catalogue().grounds}


def club_by_name(name: str) -> Club | None:
    """The club an incident names (incidents store the canonical name)."""
    return _by_name()[0].get(name)


def ground_by_name(name: str) -> Ground | None:
    """The ground an incident names as its venue."""
    return _by_name()[1].get(name)


def competition_by_slug(slug: str) -> Competition | None:
    return catalogue().competitions_by_slug.get(slug)


def ground_by_slug(slug: str) -> Ground | None:
    return catalogue().grounds_by_slug.get(slug)


def clubs_own_competition(competition: Competition, written: str, country: str) -> Competition | None:
    """The clubs' own competition of the name written, where ``competition`` is another
    country's league or cup: "the Championship" in a report on two Scottish clubs is the
    Scottish Championship.  None when the clubs' country has none of that name."""
    written = written.removeprefix("the ").strip()
    for other in catalogue().competitions_by_slug.values():
        if other.country == country and other.kind == competition.kind and (
                other.name.endswith(written) or other.name.endswith(competition.name)):
            return other
    return None
