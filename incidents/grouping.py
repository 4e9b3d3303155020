"""Which incident an imported article reports, and its details by its reports' vote.

The match a report is about is guessed from its text (``incidents.matching``); here it
becomes an incident: an existing one of the same two clubs and match, or a new one,
whose day, competition and round its reports then decide between them.
"""

from __future__ import annotations

import datetime as dt
from collections import Counter
from dataclasses import dataclass, replace

from django.db.models import Q
from django.utils.text import slugify

from incidents import matching
from incidents.curation.services import unique_incident_slug
from incidents.extraction import ClaimRecord
from incidents.extraction.kinds import NUMERIC_KINDS
from incidents.models import Incident, IncidentArticle
from incidents.reference import met_twice
from sources.models import Article

# How far apart two reports' match dates may be and still be the same match, when
# at least one date was inferred rather than read (reports are often dated the
# morning after, or carry only an approximate publication date).
APPROXIMATE_DATE_WINDOW = dt.timedelta(days=3)


def _match_window(day: dt.date, approximate: bool) -> tuple[dt.date, dt.date]:
    if approximate:
        return day - APPROXIMATE_DATE_WINDOW, day + APPROXIMATE_DATE_WINDOW
    return day - dt.timedelta(days=1), day + dt.timedelta(days=1)


def _result_from(guess: matching.MatchGuess, records: list[ClaimRecord]) -> str:
    scores = [r for r in records if r.kind == "score" and r.scope in ("incident", "unknown")]
    if not scores:
        return ""
    clubs = [c.name for c in (guess.home, guess.away) if c is not None]
    return matching.result_phrase(scores[0].value, scores[0].detail, clubs)


def _cup_season(guess: matching.MatchGuess, date: dt.date) -> tuple[dt.date, dt.date] | None:
    """The season a cup tie's round is played in, when the guess names a cup round."""
    if guess.competition and guess.competition.kind == "cup" and guess.round:
        season = matching.season_of(date)
        return dt.date(season, 7, 1), dt.date(season + 1, 6, 30)
    return None


def _sides(guess: matching.MatchGuess) -> tuple[str, str]:
    return (guess.home.name if guess.home else "", guess.away.name if guess.away else "")


def may_group(guess: matching.MatchGuess, approximate: bool, records: list[ClaimRecord]) -> bool:
    """Whether a report can join an incident: it names both clubs, or one club and the
    day of its match or its ground (a club plays no two matches within a few days, nor
    two at one ground), or one club or only the ground, and figures of its match
    (``_only_the_club``, ``_only_the_ground``)."""
    home, away = _sides(guess)
    if _one_clue_no_day(guess, approximate):
        return any(r.kind in NUMERIC_KINDS and r.scope == "incident" for r in records)
    return bool(home or away)


def _one_clue_no_day(guess: matching.MatchGuess, approximate: bool) -> bool:
    """A report whose match only one clue tells, one club or the ground, and not its day:
    it may join that clue's one recent match, never one of two (``incident_resolve``)."""
    return _only_the_club(guess, approximate) or _only_the_ground(guess, approximate)


def _only_the_club(guess: matching.MatchGuess, approximate: bool) -> bool:
    """A report that names one club and neither the day of its match nor its ground (a
    fan blog's "Outplayed by the Tukkers ... more than half a dozen of ours thrown out",
    the morning after): when it gives figures of its match, it joins an incident of that
    club if that is the club's one match on a stated day in the days up to its
    publication. (One that gives none, "the club must act", may be about no match.)"""
    home, away = _sides(guess)
    return bool(home or away) and not (home and away) and approximate and guess.ground is None


def _only_the_ground(guess: matching.MatchGuess, approximate: bool) -> bool:
    """A report that names no club and not the day of its match, only its ground (a fan
    blog headed "Letzigrund: a late goal, a long walk", calling both sides by nicknames):
    when it gives figures of its match, it joins the incident at that ground if that is
    the ground's one match on a stated day in the days up to its publication."""
    home, away = _sides(guess)
    return not (home or away) and approximate and guess.ground is not None


def _recent_window(day: dt.date) -> tuple[dt.date, dt.date]:
    """The days a report published on ``day`` that gives no day of its own may be about."""
    return day - APPROXIMATE_DATE_WINDOW, day


def _same_match(guess: matching.MatchGuess, date: dt.date, approximate: bool) -> Q:
    """Incidents that are this report's match (``may_group`` first).

    * Both clubs named: the same two clubs (either way round) within the date
      window, or, for a cup tie, in the same round of the same season (whatever one
      report's date says), unless the clubs meet twice in that round (two legs, a
      group) and both days are stated (``matching.another_meeting_of_the_tie``).
      Competitions need not agree: two clubs never meet twice in a few days, and a
      report often names the league a cup finalist plays in.
    * One club named, on a stated day (a fan site that calls the opponents "them",
      a report of the home club's statement): an incident of that club within a
      day of it, whose own day is stated. A club plays no two matches within a few
      days. A report naming both clubs joins such a one-sided incident the same way,
      or one at its own ground within its window, whatever the day.
    * One club named and the ground, the day not stated (a fan blog's "we went to
      the Waldstadion"): an incident of that club at that ground, within the
      approximate window of its publication.
    * One club named, neither the day nor the ground: an incident of that club on a
      stated day in the few days up to its publication, when it is the only one
      (``incident_resolve`` checks that).
    * No club named, only the ground, no day: an incident at that ground on a stated day
      in the few days up to its publication, when it is the only one (the same check).
    """
    home, away = _sides(guess)
    low, high = _match_window(date, approximate)
    stated = Q(date__gte=low, date__lte=high, date_approximate=False)
    if _only_the_ground(guess, approximate):
        low, high = _recent_window(date)
        return Q(venue=guess.ground.name, date__gte=low, date__lte=high, date_approximate=False)
    if not (home and away):
        club = home or away
        if _only_the_club(guess, approximate):
            low, high = _recent_window(date)
            return (Q(home_club=club) | Q(away_club=club)) & Q(date__gte=low, date__lte=high, date_approximate=False)
        if approximate:
            return (Q(home_club=club) | Q(away_club=club)) & Q(venue=guess.ground.name, date__gte=low, date__lte=high)
        return (Q(home_club=club) | Q(away_club=club)) & stated
    pair = Q(home_club=home, away_club=away) | Q(home_club=away, away_club=home)
    when = Q(date__gte=low, date__lte=high)
    season = _cup_season(guess, date)
    if season:
        round_q = Q(competition=guess.competition.name, round=guess.round, date__gte=season[0], date__lte=season[1])
        if not approximate and met_twice(guess.competition, guess.round):
            # A round the clubs meet twice in: another stated day is the other meeting.
            round_q &= Q(date_approximate=True)
        when |= round_q
    found = pair & when
    one_sided = Q(home_club__in=(home, away), away_club="") | Q(away_club__in=(home, away), home_club="")
    if not approximate:
        found |= one_sided & stated
    if guess.ground is not None:
        # ... or one at this report's ground, its day not stated (a tabloid's "United fans
        # were ambushed" at the Şükrü Saracoğlu, no day given, then the police's release),
        # or one naming no club at all (``_only_the_ground``): the window of a day not stated
        low, high = _match_window(date, True)
        found |= (one_sided | Q(home_club="", away_club="")) & Q(venue=guess.ground.name, date__gte=low, date__lte=high)
    return found


def _is_same_match(incident: Incident, guess: matching.MatchGuess, date: dt.date, approximate: bool) -> bool:
    """``_same_match`` for an incident in memory: the same test, row by row."""
    if incident.date is None:
        return False
    home, away = _sides(guess)
    low, high = _match_window(date, approximate)
    within = low <= incident.date <= high
    stated = within and not incident.date_approximate and not approximate
    clubs = {incident.home_club, incident.away_club} - {""}
    if _only_the_ground(guess, approximate):
        low, high = _recent_window(date)
        return low <= incident.date <= high and not incident.date_approximate and incident.venue == guess.ground.name
    if not (home and away):
        if _only_the_club(guess, approximate):
            low, high = _recent_window(date)
            return low <= incident.date <= high and not incident.date_approximate and (home or away) in clubs
        if approximate:
            return within and (home or away) in clubs and incident.venue == guess.ground.name
        return stated and (home or away) in clubs
    if len(clubs) < 2:  # a one-sided incident, or one naming no club
        near = abs(incident.date - date) <= APPROXIMATE_DATE_WINDOW  # the window of a day not stated
        at_ground = guess.ground is not None and near and incident.venue == guess.ground.name
        return at_ground if not clubs else (stated or at_ground) and bool(clubs & {home, away})
    if (incident.home_club, incident.away_club) not in ((home, away), (away, home)):
        return False
    if within:
        return True
    season = _cup_season(guess, date)
    return bool(season) and (
        incident.competition == guess.competition.name and incident.round == guess.round
        and season[0] <= incident.date <= season[1]
        and (approximate or incident.date_approximate
             or not matching.another_meeting_of_the_tie(guess.competition, guess.round, incident.date, date))
    )


class IncidentPool:
    """The incidents a run of reports may join, read in two queries, and the reports'
    own accounts of the match (for the vote), kept current as the run adds to them.

    Built from the run's match guesses: every incident between clubs the run names
    within the run's dates (or a cup round's seasons), or at a ground a report names
    without any club in the days up to its publication, a superset of what each
    report's ``_same_match`` would find, filtered in memory by the same test. Every
    incident the run creates or changes passes through the pool, so a later report
    sees it as the database would.
    """

    def __init__(self, guesses: list[tuple[matching.MatchGuess, dt.date, bool]], forced_slug: str = "") -> None:
        self._incidents: dict[int, Incident] = {}
        self._rows: dict[int, list[tuple]] = {}
        paired = [(g, d, a) for g, d, a in guesses if g.home or g.away]  # (a superset of ``may_group``)
        query = None
        if forced_slug:
            query = Q(slug=forced_slug)
        elif paired:
            clubs = {c.name for g, _, _ in paired for c in (g.home, g.away) if c is not None}
            windows = [_match_window(d, a or g.ground is not None) for g, d, a in paired]  # (see _same_match)
            when = Q(date__gte=min(w[0] for w in windows), date__lte=max(w[1] for w in windows))
            seasons = [(g, _cup_season(g, d)) for g, d, _ in paired]
            seasons = [(g, s) for g, s in seasons if s]
            if seasons:
                when |= Q(
                    competition__in={g.competition.name for g, _ in seasons},
                    round__in={g.round for g, _ in seasons},
                    date__gte=min(s[0] for _, s in seasons), date__lte=max(s[1] for _, s in seasons),
                )
            # Incidents of two of these clubs, of one with the other side blank, and any
            # of a club a report names alone: a superset, filtered by ``_is_same_match``.
            who = (Q(home_club__in=clubs, away_club__in=clubs) | Q(home_club__in=clubs, away_club="")
                   | Q(away_club__in=clubs, home_club=""))
            alone = {c.name for g, _, _ in paired if not (g.home and g.away) for c in (g.home, g.away) if c is not None}
            if alone:
                who |= Q(home_club__in=alone) | Q(away_club__in=alone)
            grounds = {g.ground.name for g, _, _ in paired if g.home and g.away and g.ground is not None}
            if grounds:
                who |= Q(home_club="", away_club="", venue__in=grounds)  # (one naming no club, at their ground)
            query = who & when
        grounds = [(g, d) for g, d, a in guesses if not forced_slug and _only_the_ground(g, a)]
        if grounds:
            windows = [_recent_window(d) for _, d in grounds]
            at_grounds = Q(venue__in={g.ground.name for g, _ in grounds},
                           date__gte=min(w[0] for w in windows), date__lte=max(w[1] for w in windows))
            query = at_grounds if query is None else query | at_grounds
        if query is None:
            return
        found = Incident.objects.filter(query)
        for incident in found:
            self._incidents[incident.pk] = incident
            self._rows[incident.pk] = []
        covered = (
            IncidentArticle.objects.filter(incident__in=found.values("pk")).order_by("pk")
            .values_list("incident_id", "match_date", "competition", "round", "article__published")
        )
        for incident_id, match_date, competition, round_, published in covered:
            self._rows[incident_id].append(_vote_row(match_date, competition, round_, published))

    def forced(self, slug: str) -> Incident | None:
        return next((i for i in self._incidents.values() if i.slug == slug), None)

    def matching(self, guess: matching.MatchGuess, date: dt.date, approximate: bool) -> list[Incident]:
        """The incidents ``_same_match`` finds, in the model's order."""
        found = [i for i in self._incidents.values() if _is_same_match(i, guess, date, approximate)]
        found.sort(key=lambda i: i.pk)
        found.sort(key=lambda i: i.title)
        found.sort(key=lambda i: i.date, reverse=True)
        return found

    def add(self, incident: Incident) -> None:
        self._incidents.setdefault(incident.pk, incident)
        self._rows.setdefault(incident.pk, [])

    def rows(self, incident: Incident) -> list[tuple]:
        return self._rows[incident.pk]


def _vote_row(match_date: dt.date | None, competition: str, round_: str, published: dt.datetime | None) -> tuple:
    """What one report says of the match, for the vote: its day, competition, round and
    the (UTC) day it was published, as the database gives it back."""
    day = published.astimezone(dt.timezone.utc).date() if published else None
    return match_date, competition, round_, day


@dataclass(frozen=True, slots=True)
class Resolution:
    incident: Incident
    outcome: str  # "created" | "updated" | "unchanged"
    guess: matching.MatchGuess


def guess_published(published: dt.datetime | None) -> dt.date:
    """The day a report's text is read relative to: its publication day, or today."""
    return published.date() if published else dt.date.today()


def match_day(guess: matching.MatchGuess, published: dt.date) -> tuple[dt.date, bool]:
    """The match day a report gives, or its publication day as an approximate one."""
    if guess.match_date is None:
        return published, True
    return guess.match_date, False


def incident_resolve(
    *, article: Article, records: list[ClaimRecord], forced_slug: str = "",
    guess: matching.MatchGuess | None = None, pool: IncidentPool | None = None,
) -> Resolution:
    """The incident this article reports: forced, an existing match, or a new one.

    ``guess`` is the article's match guess when it was made already (in a worker);
    with a ``pool`` the candidates are read from it, not from the database.
    """
    published = guess_published(article.published)
    if guess is None:
        guess = matching.guess_match(body=article.body, headline=article.headline, published=published)
    date, approximate = match_day(guess, published)

    details = {
        "home_club": guess.home.name if guess.home else "",
        "away_club": guess.away.name if guess.away else "",
        "competition": guess.competition.name if guess.competition else "",
        "round": guess.round,
        "venue": guess.ground.name if guess.ground else "",
        "city": guess.city,
        "country": guess.country,
        "result": _result_from(guess, records),
    }

    incident = None
    if forced_slug:
        if pool is not None:
            incident = pool.forced(forced_slug)
        else:
            incident = Incident.objects.filter(slug=forced_slug).first()
        if incident is None:
            incident = Incident.objects.create(
                slug=slugify(forced_slug)[:200] or unique_incident_slug("incident"),
                title=matching.incident_title(guess) or article.headline[:300],
                date=date,
                date_approximate=approximate,
                **details,
            )
            if pool is not None:
                pool.add(incident)
            return Resolution(incident, "created", guess)
    elif may_group(guess, approximate, records):
        if pool is not None:
            candidates = pool.matching(guess, date, approximate)
        else:
            candidates = Incident.objects.filter(_same_match(guess, date, approximate))
        competition = details["competition"]
        # The closest date wins when two matches between the same clubs qualify; then
        # the one in the same competition.
        incident = min(
            candidates,
            key=lambda i: (abs((i.date - date).days), bool(competition) and i.competition != competition),
            default=None,
        )
        if _one_clue_no_day(guess, approximate) and len(candidates) != 1:
            incident = None  # two of the club's (or ground's) matches in those days: which one is not known

    if incident is None:
        if guess.home or guess.away:
            title, slug_base = matching.incident_title(guess), matching.incident_slug(guess)
        else:
            title = article.headline
            slug_base = slugify(f"{article.headline[:120]} {date.isoformat()}")
        incident = Incident.objects.create(
            slug=unique_incident_slug(slug_base), title=title[:300], date=date,
            date_approximate=approximate, **details,
        )
        if pool is not None:
            pool.add(incident)
        return Resolution(incident, "created", guess)

    changed = []
    if guess.home and guess.away and not (incident.home_club and incident.away_club):
        # A one-sided incident learns its other side, the way round this report says; one
        # naming no club, named after a report's headline, learns both and its title.
        # (made with its day, or without one not yet stated)
        one_sided_titles = {matching.title_for(incident.home_club, incident.away_club, incident.competition, day)
                            for day in (incident.date, None if incident.date_approximate else incident.date)}
        clubless = not (incident.home_club or incident.away_club)
        incident.home_club, incident.away_club = details["home_club"], details["away_club"]
        changed += ["home_club", "away_club"]
        if clubless or incident.title in one_sided_titles:
            incident.title = matching.title_for(incident.home_club, incident.away_club, incident.competition,
                                                None if incident.date_approximate else incident.date)[:300]
            changed.append("title")
    untitled = matching.title_for(incident.home_club, incident.away_club, incident.competition, incident.date)
    for name, value in details.items():
        if value and not getattr(incident, name):
            setattr(incident, name, value)
            changed.append(name)
    if "competition" in changed and incident.title == untitled:
        # The competition learnt from this report goes into the title Terrace made without it.
        incident.title = matching.title_for(incident.home_club, incident.away_club, incident.competition,
                                            incident.date)[:300]
        changed.append("title")
    if incident.date_approximate and not approximate:
        incident.date, incident.date_approximate = date, False
        changed += ["date", "date_approximate"]
        changed += _name_after_date(incident, guess)
    if changed:
        incident.save(update_fields=changed + ["updated_at"])
        return Resolution(incident, "updated", guess)
    return Resolution(incident, "unchanged", guess)


def _name_after_date(incident: Incident, guess: matching.MatchGuess) -> list[str]:
    """Once a report states the day, put it in a title and slug that were made without it."""
    undated = replace(guess, match_date=None)
    dated = replace(guess, match_date=incident.date)
    changed = []
    if incident.title == matching.incident_title(undated):
        incident.title = matching.incident_title(dated)[:300]
        changed.append("title")
    if incident.slug.startswith(matching.incident_slug(undated)):
        incident.slug = unique_incident_slug(matching.incident_slug(dated))
        changed.append("slug")
    return changed


def _vote(values: list, tie_break=None):
    """The most common value; ``tie_break`` ranks values that are equally common."""
    counts = Counter(v for v in values if v)
    if not counts:
        return None
    return max(counts, key=lambda v: (counts[v], tie_break(v) if tie_break else 0))


def incident_details_vote(incident: Incident, rows: list[tuple] | None = None) -> bool:
    """Decide the incident's match day, competition and round by its reports' votes.

    Each report's text gives its own guess (kept on its coverage row); the most
    common stated day wins, ties going to the day nearest the reports' publication
    (reports follow the match), so one report's stray date (a photo caption, the
    next fixture) cannot move the match.  The same for the competition, and for the
    round among reports of that competition.  An editor's title is never replaced:
    the title is rewritten only while it is the one Terrace made.  Returns whether
    anything changed.  ``rows`` are its reports' accounts (``_vote_row``) when the
    caller holds them already (an ``IncidentPool``); else they are read.
    """
    if rows is None:
        rows = [
            _vote_row(*row) for row in incident.coverage.order_by("pk").values_list(
                "match_date", "competition", "round", "article__published")
        ]
    published = [day for _, _, _, day in rows if day]

    def nearest_publication(day: dt.date) -> int:
        return -min((abs((p - day).days) for p in published), default=0)

    before = matching.title_for(incident.home_club, incident.away_club, incident.competition, incident.date)
    changed = []
    day = _vote([match_date for match_date, _, _, _ in rows], nearest_publication)
    if day is not None and (day != incident.date or incident.date_approximate):
        incident.date, incident.date_approximate = day, False
        changed += ["date", "date_approximate"]
    competition = _vote([c for _, c, _, _ in rows], lambda c: c == incident.competition)
    if competition and competition != incident.competition:
        incident.competition = competition
        changed.append("competition")
    round_ = _vote([r for _, c, r, _ in rows if c == incident.competition],
                   lambda r: r == incident.round)
    if round_ and round_ != incident.round:
        incident.round = round_
        changed.append("round")
    if changed and incident.title == before:
        incident.title = matching.title_for(
            incident.home_club, incident.away_club, incident.competition, incident.date)[:300]
        changed.append("title")
    if changed:
        incident.save(update_fields=changed + ["updated_at"])
    return bool(changed)


def coverage_fields(guess: matching.MatchGuess) -> dict:
    """What a report's own text says of the match, as its coverage row keeps it: a day it
    only guesses ("police said this morning") is no day it gives, so it casts no vote."""
    return {
        "match_date": guess.match_date if guess.date_stated else None,
        "competition": guess.competition.name if guess.competition else "",
        "round": guess.round if guess.competition else "",
    }


def coverage_record(coverage: IncidentArticle, guess: matching.MatchGuess) -> None:
    for name, value in coverage_fields(guess).items():
        setattr(coverage, name, value)
    coverage.save(update_fields=["match_date", "competition", "round"])
