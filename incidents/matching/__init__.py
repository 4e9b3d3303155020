"""Which match a report is about, so reports can be grouped into incidents.

This package owns the guess from a report's text and publication date to a
``MatchGuess`` (the two clubs and the home side in ``clubs``, the match day in
``dates``, the competition and round in ``competition``, the ground, its part and
the city in ``venue``, over the report's ``layout``), and the incident title, slug
and same-match test built on it. It is plain Python with no Django: it takes text
and plain data, returns dataclasses, and imports only the standard library and
``incidents.reference`` (the clubs, competitions, grounds and rounds it finds in
the text). The rules are general newsroom habits, not tuned to any report; each
module's docstring states its own.
"""

from __future__ import annotations

import datetime
import re
import unicodedata
from collections import defaultdict
from dataclasses import dataclass

from incidents.matching.clubs import _choose_pair, _home_and_away, _skip_sentences
from incidents.matching.competition import _choose_competition, _choose_round
from incidents.matching.dates import _resolve, resolve_match_date
from incidents.matching.layout import _layout
from incidents.matching.venue import _choose_ground, _choose_part, _city
from incidents.reference import Club, Competition, Ground, club_by_slug, find_clubs

__all__ = [
    "MatchGuess",
    "guess_match",
    "incident_slug",
    "incident_title",
    "resolve_match_date",
    "same_match",
]


@dataclass(frozen=True, slots=True)
class MatchGuess:
    home: Club | None
    away: Club | None
    competition: Competition | None
    round: str
    match_date: datetime.date | None
    date_reason: str
    ground: Ground | None
    ground_part: str
    city: str
    country: str
    round_reason: str = ""
    published: datetime.date | None = None


def guess_match(*, body: str, headline: str, published: datetime.date) -> MatchGuess:
    """Which match a report is about: clubs, home side, competition, round, date, ground."""
    layout = _layout(headline, body)
    mentions = find_clubs(layout.text)
    chosen, home_votes, other = _choose_pair(layout, mentions)
    pair = set(chosen)
    clubs = [club_by_slug(s) for s in chosen]
    mentioned = {m.club.slug for m in mentions}
    mentions_by_sentence: dict[int, set[str]] = defaultdict(set)
    for i, m in enumerate(mentions):
        mentions_by_sentence[layout.sentence(m.start)].add(m.club.slug)

    skip = _skip_sentences(layout, mentions, pair)
    match_date, date_reason = _resolve(layout, published, skip, mentions)
    ground, grounds = _choose_ground(layout, clubs, mentioned, match_date)

    home, away = _home_and_away(clubs, ground, home_votes, mentions)

    competition, comps = _choose_competition(layout, pair, mentions_by_sentence, home, away)
    round_, round_reason = _choose_round(layout, competition, comps, match_date, skip)

    city, country = _city(layout, ground, home, competition)
    return MatchGuess(
        home=home,
        away=away,
        competition=competition,
        round=round_,
        match_date=match_date,
        date_reason=date_reason,
        ground=ground,
        ground_part=_choose_part(layout, ground, grounds),
        city=city,
        country=country,
        round_reason=round_reason,
        published=published,
    )


# --------------------------------------------------------------------------- titles and grouping


def incident_title(guess: MatchGuess) -> str:
    """"West Ham United v Chelsea, EFL Cup, 26 Oct 2016", leaving out what is unknown."""
    parts = []
    if guess.home and guess.away:
        parts.append(f"{guess.home.name} v {guess.away.name}")
    elif guess.home:
        parts.append(guess.home.name)
    elif guess.ground:
        parts.append(f"Match at {guess.ground.name}")
    if guess.competition:
        parts.append(guess.competition.name)
    if guess.match_date:
        parts.append(f"{guess.match_date.day} {guess.match_date:%b %Y}")
    return ", ".join(parts) or "Unidentified match"


def _slugify(value: str) -> str:
    value = unicodedata.normalize("NFKD", value).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", value.lower()).strip("-")


def incident_slug(guess: MatchGuess) -> str:
    """"west-ham-united-v-chelsea-efl-cup-2016-10-26"."""
    parts = []
    if guess.home and guess.away:
        parts.append(f"{guess.home.slug}-v-{guess.away.slug}")
    elif guess.home:
        parts.append(guess.home.slug)
    elif guess.ground:
        parts.append(guess.ground.slug)
    if guess.competition:
        parts.append(guess.competition.slug)
    if guess.match_date:
        parts.append(guess.match_date.isoformat())
    return _slugify("-".join(parts)) or "unidentified-match"


def _slug(club) -> str | None:
    if club is None:
        return None
    return club if isinstance(club, str) else club.slug


def same_match(a, b, *, tolerance_days: int = 3) -> bool:
    """Whether two guesses (or objects with home, away, competition, match_date and
    published) describe the same match.

    Same unordered pair of clubs; same competition when both are known; match dates
    within a day of each other when both are known, otherwise the known date (or
    publication date) within ``tolerance_days``. With no date at all there is no
    telling a cup tie from the same fixture years earlier, so the answer is no.
    """
    pair_a = {_slug(getattr(a, "home", None)), _slug(getattr(a, "away", None))}
    pair_b = {_slug(getattr(b, "home", None)), _slug(getattr(b, "away", None))}
    if None in pair_a or None in pair_b or pair_a != pair_b:
        return False
    comp_a, comp_b = getattr(a, "competition", None), getattr(b, "competition", None)
    if comp_a is not None and comp_b is not None and _slug(comp_a) != _slug(comp_b):
        return False
    date_a, date_b = getattr(a, "match_date", None), getattr(b, "match_date", None)
    if date_a and date_b:
        return abs((date_a - date_b).days) <= 1
    date_a = date_a or getattr(a, "published", None)
    date_b = date_b or getattr(b, "published", None)
    if date_a and date_b:
        return abs((date_a - date_b).days) <= tolerance_days
    return False
