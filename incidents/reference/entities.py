"""The plain records of the reference data and of the mentions found in text."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Ground:
    name: str
    slug: str
    aliases: tuple[str, ...]
    city: str
    country: str
    club_slugs: tuple[str, ...]
    # Aliases shared with other grounds or with ordinary words ("Olympic Stadium").
    ambiguous_aliases: tuple[str, ...] = ()
    opened: int | None = None
    # The year its club(s) left; None while it is still in use.
    closed: int | None = None

    def in_use(self, year: int | None) -> bool:
        """Whether the ground hosted its club(s) in ``year`` (True when unknown)."""
        if year is None:
            return self.closed is None
        if self.opened is not None and year < self.opened:
            return False
        return self.closed is None or year <= self.closed


@dataclass(frozen=True, slots=True)
class Club:
    name: str
    slug: str
    country: str
    kind: str  # "club" | "national"
    aliases: tuple[str, ...]
    grounds: tuple[Ground, ...]
    ambiguous_aliases: tuple[str, ...] = ()
    city: str = ""
    # Slug of the domestic league it played in during 2024-25 ("" for national teams).
    league: str = ""

    @property
    def home_ground(self) -> Ground | None:
        return next((g for g in self.grounds if g.closed is None), None)


@dataclass(frozen=True, slots=True)
class Derby:
    """A rivalry known by a name of its own ("the Vienna derby", "the Old Firm")."""

    name: str
    aliases: tuple[str, ...]
    club_slugs: tuple[str, str]


@dataclass(frozen=True, slots=True)
class DerbyMention:
    derby: Derby
    start: int
    end: int


# The bodies whose competitions are no country's own.
CONFEDERATIONS = frozenset({"UEFA", "FIFA", "CONMEBOL", "CONCACAF", "CAF", "AFC", "OFC"})


@dataclass(frozen=True, slots=True)
class Competition:
    name: str
    slug: str
    aliases: tuple[str, ...]
    kind: str  # "league" | "cup" | "international" | "friendly"
    country: str  # a country, or a confederation ("UEFA", "FIFA") for international ones
    ambiguous_aliases: tuple[str, ...] = ()
    # Its rounds in playing order, used to step back from "through to the quarter-finals".
    rounds: tuple[str, ...] = ()
    for_clubs: bool = True
    # The rounds in which the same two clubs meet twice: a two-legged tie's legs, or
    # home and away in a group.
    rounds_met_twice: tuple[str, ...] = ()

    @property
    def domestic(self) -> bool:
        """A country's own league or cup: not a confederation's or FIFA's ("the Champions
        League" is a cup for clubs, of UEFA, not of another country)."""
        return self.kind in ("league", "cup") and bool(self.country) and self.country not in CONFEDERATIONS


@dataclass(frozen=True, slots=True)
class ClubMention:
    club: Club
    start: int
    end: int
    text: str


@dataclass(frozen=True, slots=True)
class CompetitionMention:
    competition: Competition
    start: int
    end: int
    text: str
    round: str = ""


@dataclass(frozen=True, slots=True)
class GroundMention:
    ground: Ground
    start: int
    end: int
    text: str
    part: str = ""


@dataclass(frozen=True, slots=True)
class RoundMention:
    round: str
    start: int
    end: int
    text: str
