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
from incidents.models import Incident, IncidentArticle
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


def _same_match(guess: matching.MatchGuess, date: dt.date, approximate: bool) -> Q:
    """Incidents that are this report's match: the same two clubs (either way round)
    within the date window, or, for a cup tie, in the same round of the same season
    (two clubs meet once per cup round per season, whatever one report's date says).
    Competitions need not agree: two clubs never meet twice in a few days, and a
    report often names the league a cup finalist plays in."""
    pair = Q(home_club=guess.home.name, away_club=guess.away.name) | Q(
        home_club=guess.away.name, away_club=guess.home.name
    )
    low, high = _match_window(date, approximate)
    when = Q(date__gte=low, date__lte=high)
    if guess.competition and guess.competition.kind == "cup" and guess.round:
        season = matching.season_of(date)
        first, last = dt.date(season, 7, 1), dt.date(season + 1, 6, 30)
        when |= Q(competition=guess.competition.name, round=guess.round, date__gte=first, date__lte=last)
    return pair & when


@dataclass(frozen=True, slots=True)
class Resolution:
    incident: Incident
    outcome: str  # "created" | "updated" | "unchanged"
    guess: matching.MatchGuess


def incident_resolve(
    *, article: Article, records: list[ClaimRecord], forced_slug: str = ""
) -> Resolution:
    """The incident this article reports: forced, an existing match, or a new one."""
    published = article.published.date() if article.published else dt.date.today()
    guess = matching.guess_match(body=article.body, headline=article.headline, published=published)
    date, approximate = guess.match_date, False
    if date is None:
        date, approximate = published, True

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
        incident = Incident.objects.filter(slug=forced_slug).first()
        if incident is None:
            incident = Incident.objects.create(
                slug=slugify(forced_slug)[:200] or unique_incident_slug("incident"),
                title=matching.incident_title(guess) or article.headline[:300],
                date=date,
                date_approximate=approximate,
                **details,
            )
            return Resolution(incident, "created", guess)
    elif guess.home and guess.away:
        candidates = Incident.objects.filter(_same_match(guess, date, approximate))
        competition = details["competition"]
        # The closest date wins when two matches between the same clubs qualify; then
        # the one in the same competition.
        incident = min(
            candidates,
            key=lambda i: (abs((i.date - date).days), bool(competition) and i.competition != competition),
            default=None,
        )

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
        return Resolution(incident, "created", guess)

    changed = []
    for name, value in details.items():
        if value and not getattr(incident, name):
            setattr(incident, name, value)
            changed.append(name)
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


def incident_details_vote(incident: Incident) -> bool:
    """Decide the incident's match day, competition and round by its reports' votes.

    Each report's text gives its own guess (kept on its coverage row); the most
    common stated day wins, ties going to the day nearest the reports' publication
    (reports follow the match), so one report's stray date (a photo caption, the
    next fixture) cannot move the match.  The same for the competition, and for the
    round among reports of that competition.  An editor's title is never replaced:
    the title is rewritten only while it is the one Terrace made.  Returns whether
    anything changed.
    """
    rows = list(incident.coverage.select_related("article").order_by("pk"))
    published = [r.article.published.date() for r in rows if r.article.published]

    def nearest_publication(day: dt.date) -> int:
        return -min((abs((p - day).days) for p in published), default=0)

    before = matching.title_for(incident.home_club, incident.away_club, incident.competition, incident.date)
    changed = []
    day = _vote([r.match_date for r in rows], nearest_publication)
    if day is not None and (day != incident.date or incident.date_approximate):
        incident.date, incident.date_approximate = day, False
        changed += ["date", "date_approximate"]
    competition = _vote([r.competition for r in rows], lambda c: c == incident.competition)
    if competition and competition != incident.competition:
        incident.competition = competition
        changed.append("competition")
    round_ = _vote([r.round for r in rows if r.competition == incident.competition],
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


def coverage_record(coverage: IncidentArticle, guess: matching.MatchGuess) -> None:
    coverage.match_date = guess.match_date
    coverage.competition = guess.competition.name if guess.competition else ""
    coverage.round = guess.round if guess.competition else ""
    coverage.save(update_fields=["match_date", "competition", "round"])
