"""Which match a report is about, so reports can be grouped into incidents.

This package owns the guess from a report's text and publication date to a
``MatchGuess`` (the two clubs and the home side in ``clubs``, the match day in
``dates``, the competition and round in ``competition``, the ground, its part and
the city in ``venue``, over the report's ``layout``), and the incident title, slug
and same-match test built on it. It is plain Python with no Django: it takes text
and plain data, returns dataclasses, and imports only the standard library,
``incidents.reference`` (the clubs, competitions, grounds and rounds it finds in
the text) and three things of extraction's: its sentence bound
(``incidents.extraction.sentences``: a long sentence is read in the same bounded
pieces), its folding of text and its sign of a report of a later leg (an aggregate,
a lead carried from the first leg). The rules are general newsroom habits, not tuned
to any report; each module's docstring states its own.
"""

from __future__ import annotations

import datetime
import functools
import re
import unicodedata
from collections import defaultdict
from dataclasses import dataclass

from incidents.extraction.scope_patterns import later_leg_told
from incidents.extraction.text import fold
from incidents.matching.clubs import (
    _choose_pair,
    _home_and_away,
    _skip_sentences,
    _upcoming_mentions,
    _with_derby,
    without_likened,
)
from incidents.matching.competition import _choose_competition, _choose_round
from incidents.matching.dates import _resolve, other_fixture_spots, resolve_match_date
from incidents.matching.layout import _layout
from incidents.matching.venue import (
    _choose_ground,
    _choose_part,
    _city,
    host_town,
    side_at_home_next,
    town_sides,
)
from incidents.reference import Club, Competition, Ground, club_by_slug, find_clubs, met_twice
from incidents.reference.catalogue import catalogue, clubs_of_town

__all__ = [
    "MatchGuess",
    "another_meeting_of_the_tie",
    "guess_match",
    "incident_slug",
    "incident_title",
    "resolve_match_date",
    "result_phrase",
    "same_match",
    "season_of",
    "title_for",
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
    # Whether the text gives the match day (not only the reporting moment, "police said
    # this morning", or a picture's caption): only such days vote on the incident's date.
    date_stated: bool = True


def guess_match(*, body: str, headline: str, published: datetime.date) -> MatchGuess:
    """Which match a report is about: clubs, home side, competition, round, date, ground."""
    layout = _layout(headline, body, published)
    unnamed: list = []  # aliases of several clubs naming none of them here
    mentions = without_likened(layout, find_clubs(layout.text, aliases=layout.aliases, unresolved=unnamed))
    upcoming = _upcoming_mentions(layout, mentions)
    chosen, home_votes, _ = _choose_pair(layout, mentions, upcoming, published.month)
    chosen = _with_derby(layout, chosen, {layout.sentence(mentions[i].start) for i in upcoming})
    pair = set(chosen)
    clubs = [club_by_slug(s) for s in chosen]
    next_home_ground = None  # the ground of a side's next home match, no venue of this one
    if not clubs and (at_home_next := side_at_home_next(layout)) is not None:
        # A fan's sign-off names the writer's side when nothing else does: "See you at Parken."
        own, next_home_ground = at_home_next
        clubs, pair = [own], {own.slug}
    elif not mentions and (towns := town_sides(layout, published.month)):
        # No club named at all, the sides named by their towns: "Sivas fans", "Konya got a header"
        clubs = towns[:2]
        pair = {club.slug for club in clubs}
    mentioned = {m.club.slug for m in mentions}
    mentions_by_sentence: dict[int, set[str]] = defaultdict(set)
    for i, m in enumerate(mentions):
        mentions_by_sentence[layout.sentence(m.start)].add(m.club.slug)

    skip = _skip_sentences(layout, mentions, pair, upcoming)
    match_date, date_reason, date_stated = _resolve(
        layout, published, other_fixture_spots(layout, mentions, pair, upcoming, unnamed), mentions)
    later_leg = later_leg_told(fold(layout.text))
    ground, grounds, earlier_ground = _choose_ground(layout, clubs, mentioned, match_date, later_leg,
                                                     published)
    if next_home_ground is not None and ground is not None and ground.slug == next_home_ground.slug:
        ground = None

    # the month of the match, or of the report's publication when it names no day
    host_month = (match_date or published).month
    home, away = _home_and_away(clubs, ground, home_votes, mentions,
                                (match_date or published).year if (match_date or published) else None)
    if earlier_ground is not None and home is not None and away is not None \
            and home.slug in earlier_ground.club_slugs and away.slug not in earlier_ground.club_slugs:
        home, away = away, home  # the earlier leg was at home's ground: this one is at the other's
    elif ground is None and home is not None and away is None and home.kind == "club":
        # One club named, the match placed in the town of one other club only: "FIVE Arsenal
        # fans were nicked in Piraeus" is Olympiacos v Arsenal.
        host = _only_club_of(host_town(layout, host_month), home)
        if host is not None:
            home, away = host, home
    elif ground is None and home is not None and away is None and home.kind == "national":
        # One national team named, the match placed in a town where one other plays at
        # home: "nine people were detained around the Nations League match in Warsaw,
        # which Portugal won" is Poland v Portugal.
        host = _only_nation_of(host_town(layout, host_month), home)
        if host is not None:
            home, away = host, home
    elif (ground is None and earlier_ground is None and home is not None and away is not None
          and home_votes.get(home.slug, 0) == home_votes.get(away.slug, 0)
          and home.city != away.city and host_town(layout, host_month) == away.city):
        # No ground, nothing saying who was at home, but the place named is the other's
        # town: "arrested in Bruges as Aston Villa's record ended with a defeat by Club Brugge"
        home, away = away, home

    upcoming_from: dict[int, int] = {}  # sentence -> where its words of a fixture to come start
    for i, start in upcoming.items():
        sentence = layout.sentence(mentions[i].start)
        upcoming_from[sentence] = min(start, upcoming_from.get(sentence, start))
    month = match_date.month if match_date else None
    competition, comps, other_meetings = _choose_competition(
        layout, pair, mentions_by_sentence, home, away, upcoming_from, mentions, month)
    round_, round_reason = _choose_round(layout, competition, comps, match_date, skip, other_meetings)
    if len(clubs) < 2 and home is not (clubs[0] if clubs else None) and _a_final(competition, round_):
        # A final is played at a ground chosen for it: the club that owns the ground is no
        # side of it ("Chelsea fans at the Dragão for the Champions League final").
        home, away = (clubs[0] if clubs else None), None

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
        date_stated=date_stated,
    )


def _only_club_of(city: str, named: Club) -> Club | None:
    """The one club of ``city`` in the reference data, when it is not ``named``'s town."""
    if not city or city == named.city:
        return None
    clubs = clubs_of_town(city)
    return clubs[0] if len(clubs) == 1 else None


def _only_nation_of(city: str, named: Club) -> Club | None:
    """The one national team, not ``named``, with a home ground in ``city``."""
    if not city:
        return None
    teams = [team for team in _nations_by_city().get(city, ()) if team.slug != named.slug]
    return teams[0] if len(teams) == 1 else None


@functools.cache
def _nations_by_city() -> dict[str, tuple[Club, ...]]:
    """The reference data's national teams by the towns of their home grounds, built once."""
    by_city: dict[str, list[Club]] = defaultdict(list)
    for team in catalogue().clubs:
        if team.kind == "national":
            for city in dict.fromkeys(ground.city for ground in team.grounds if ground.city):
                by_city[city].append(team)
    return {city: tuple(teams) for city, teams in by_city.items()}


def _a_final(competition: Competition | None, round_: str) -> bool:
    """Whether the match is a final: its round, or a competition of one match (a super cup)."""
    return round_ == "Final" or (competition is not None and competition.rounds == ("Final",))


# --------------------------------------------------------------------------- titles and grouping


def incident_title(guess: MatchGuess) -> str:
    """"West Ham United v Chelsea, EFL Cup, 26 Oct 2016", leaving out what is unknown."""
    if guess.home or not guess.ground:
        return title_for(guess.home.name if guess.home else "", guess.away.name if guess.away else "",
                         guess.competition.name if guess.competition else "", guess.match_date)
    return title_for("", "", guess.competition.name if guess.competition else "", guess.match_date,
                     ground=guess.ground.name)


def title_for(home: str, away: str, competition: str, day: datetime.date | None, *, ground: str = "") -> str:
    """An incident's title from its details, leaving out what is unknown."""
    parts = []
    if home and away:
        parts.append(f"{home} v {away}")
    elif home or away:
        parts.append(home or away)
    elif ground:
        parts.append(f"Match at {ground}")
    if competition:
        parts.append(competition)
    if day:
        parts.append(f"{day.day} {day:%b %Y}")
    return ", ".join(parts) or "Unidentified match"


_SCORE = re.compile(r"^(\d{1,2})-(\d{1,2})$")
_BEAT = re.compile(r"^(?P<winner>.*?)\s*\bbeat\s+(?P<loser>.+)$")


def result_phrase(score: str, detail: str, clubs: list[str]) -> str:
    """The result naming both clubs when they are known: "Celtic beat Rangers 2-1",
    "Aston Villa and Birmingham City drew 1-1", the winner's goals first.

    ``detail`` is what the sentence said ("X beat Y", "beat Y", "X won", "X v Y");
    with the match's two ``clubs`` the missing side is the other club.
    """
    found = _SCORE.match(score)
    if not found:
        return f"{detail} {score}".strip()
    high, low = sorted((int(found[1]), int(found[2])), reverse=True)
    both = len(clubs) == 2
    if high == low:
        return f"{clubs[0]} and {clubs[1]} drew {score}" if both else f"{detail} {score}".strip()
    winner = loser = ""
    beat = _BEAT.match(detail)
    if beat:
        winner, loser = beat["winner"], beat["loser"]
    elif detail.endswith(" won"):
        winner = detail.removesuffix(" won")
    elif " v " in detail:
        first, second = detail.split(" v ", 1)
        # "Celtic 1-0 Hibs": the side named first scored the first figure.
        winner, loser = (first, second) if int(found[1]) > int(found[2]) else (second, first)
    if both:
        if winner in clubs and not loser:
            loser = clubs[1 - clubs.index(winner)]
        elif loser in clubs and not winner:
            winner = clubs[1 - clubs.index(loser)]
    if winner and loser:
        return f"{winner} beat {loser} {high}-{low}"
    if both:
        return f"{clubs[0]} v {clubs[1]} {score}"
    return f"{detail} {score}".strip()


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
    """Whether two guesses (or objects with home, away, competition, round,
    match_date and published) describe the same match: the rule the importer
    groups reports by (``incidents.grouping``).

    Same unordered pair of clubs, and match dates within a day of each other when
    both are known, otherwise the known date (or publication date) within
    ``tolerance_days``; or, for a cup tie, the same competition and round in the
    same season, whatever the dates say, unless both days are stated, apart, and of
    a round the clubs meet twice in (``another_meeting_of_the_tie``).
    Competitions need not agree within the window: two clubs never meet
    twice in a few days, and a report often names another competition one of them
    plays in. With no date at all there is no telling a cup tie from the same
    fixture years earlier, so the answer is no.

    One club named, on a stated day, is that club's match within a day of it: a
    club plays no two matches within a few days (``incidents.grouping`` applies
    the same rule to the stored incidents).
    """
    pair_a = {_slug(getattr(a, "home", None)), _slug(getattr(a, "away", None))}
    pair_b = {_slug(getattr(b, "home", None)), _slug(getattr(b, "away", None))}
    stated_a, stated_b = getattr(a, "match_date", None), getattr(b, "match_date", None)
    if None in pair_a or None in pair_b:
        shared = (pair_a & pair_b) - {None}
        return bool(shared) and bool(stated_a and stated_b) and abs((stated_a - stated_b).days) <= 1
    if pair_a != pair_b:
        return False
    date_a = stated_a or getattr(a, "published", None)
    date_b = stated_b or getattr(b, "published", None)
    if date_a and date_b and _same_cup_tie(a, b, date_a, date_b):
        return True
    if stated_a and stated_b:
        return abs((stated_a - stated_b).days) <= 1
    if date_a and date_b:
        return abs((date_a - date_b).days) <= tolerance_days
    return False


def season_of(day: datetime.date) -> int:
    """The year a football season (July to June) starts in."""
    return day.year if day.month >= 7 else day.year - 1


def another_meeting_of_the_tie(competition: Competition | None, round_name: str, day_a: datetime.date,
                               day_b: datetime.date) -> bool:
    """Whether two stated match days of the same clubs in the same round of a cup are
    two meetings rather than one match: the round is one the clubs meet twice in (a
    two-legged tie, home and away in a group; ``Competition.rounds_met_twice``) and
    the days are more than a day apart. Any other round is played once, so two days
    of it are one match misdated in a report."""
    return (isinstance(competition, Competition) and met_twice(competition, round_name)
            and abs(day_a - day_b) > datetime.timedelta(days=1))


def _same_cup_tie(a, b, date_a: datetime.date, date_b: datetime.date) -> bool:
    comp_a, comp_b = getattr(a, "competition", None), getattr(b, "competition", None)
    round_a, round_b = getattr(a, "round", ""), getattr(b, "round", "")
    stated_a, stated_b = getattr(a, "match_date", None), getattr(b, "match_date", None)
    return (
        comp_a is not None and comp_b is not None and _slug(comp_a) == _slug(comp_b)
        and getattr(comp_a, "kind", "") == "cup" and bool(round_a) and round_a == round_b
        and season_of(date_a) == season_of(date_b)
        and not (stated_a and stated_b and another_meeting_of_the_tie(comp_a, round_a, stated_a, stated_b))
    )
