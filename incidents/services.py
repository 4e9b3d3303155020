"""Writes that touch incidents and claims: importing, grouping, (re-)extraction."""

from __future__ import annotations

import datetime as dt
from collections import Counter
from dataclasses import dataclass, field, replace

from django.db import transaction
from django.db.models import Q
from django.utils.text import slugify

from incidents import extraction, matching
from incidents.claim_rows import ClaimRows
from incidents.curation.services import article_move, unique_incident_slug
from incidents.extraction import ClaimRecord
from incidents.models import Claim, Incident, IncidentArticle
from sources.importing import ArticleRecord
from sources.models import Article
from sources.services import article_upsert, source_resolve

# How far apart two reports' match dates may be and still be the same match, when
# at least one date was inferred rather than read (reports are often dated the
# morning after, or carry only an approximate publication date).
APPROXIMATE_DATE_WINDOW = dt.timedelta(days=3)


@dataclass(slots=True)
class ImportTally:
    """Counts of what an import did, by entity and outcome."""

    counts: Counter = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)

    def add(self, entity: str, outcome: str, n: int = 1) -> None:
        if n:
            self.counts[(entity, outcome)] += n

    def get(self, entity: str, outcome: str) -> int:
        return self.counts[(entity, outcome)]

    def merge(self, other: ImportTally) -> None:
        self.counts.update(other.counts)
        self.failures.extend(other.failures)


@dataclass(frozen=True, slots=True)
class ClaimSync:
    created: int = 0
    updated: int = 0
    unchanged: int = 0
    removed: int = 0
    kept_reviewed: int = 0


def claims_sync(
    *, article: Article, incident: Incident, records: list[ClaimRecord] | None = None
) -> ClaimSync:
    """Make the article's unreviewed claims match what the extractor finds now.

    Idempotent. A claim an editor has reviewed (any status but unreviewed) is never
    touched, and a new finding at the same span and kind does not replace it.
    """
    if records is None:
        records = extraction.extract(article.body)
    existing = {(c.kind, c.start, c.end): c for c in article.claims.all()}
    seen: set[tuple[str, int, int]] = set()
    to_create: list[ClaimRecord] = []
    updated = unchanged = kept = 0
    for record in records:
        key = (record.kind, record.start, record.end)
        if key in seen:
            continue
        seen.add(key)
        claim = existing.get(key)
        if claim is None:
            to_create.append(record)
            continue
        if claim.is_reviewed:
            kept += 1
            continue
        fields = Claim.record_values(record)
        fields["extractor"] = extraction.EXTRACTOR_NAME
        fields["extractor_version"] = extraction.EXTRACTOR_VERSION
        fields["incident_id"] = incident.pk
        changed = [name for name, value in fields.items() if getattr(claim, name) != value]
        if changed:
            for name in changed:
                setattr(claim, name, fields[name])
            claim.save(update_fields=changed)
            updated += 1
        else:
            unchanged += 1
    stale = [
        c.pk for key, c in existing.items() if key not in seen and not c.is_reviewed
    ]
    if stale:
        Claim.objects.filter(pk__in=stale).delete()
    # In bulk and without history rows: nobody has changed these claims yet.
    rows = ClaimRows()
    rows.add(to_create, article_id=article.pk, incident_id=incident.pk)
    rows.insert()
    kept += sum(1 for key, c in existing.items() if key not in seen and c.is_reviewed)
    return ClaimSync(
        created=len(to_create), updated=updated, unchanged=unchanged,
        removed=len(stale), kept_reviewed=kept,
    )


def _reviewed_claims_follow_text(article: Article) -> None:
    """After a text changes, move reviewed claims to where their words now stand."""
    for claim in article.claims.exclude(review_status=Claim.ReviewStatus.UNREVIEWED):
        if article.body[claim.start:claim.end] == claim.text:
            continue
        found = article.body.find(claim.text)
        sentence_at = article.body.find(claim.sentence)
        if found >= 0 and sentence_at >= 0 and sentence_at <= found:
            claim.start, claim.end = found, found + len(claim.text)
            claim.sentence_start, claim.sentence_end = sentence_at, sentence_at + len(claim.sentence)
            claim.save(update_fields=["start", "end", "sentence_start", "sentence_end"])
        else:
            # The words are gone: keep the editor's work, but say so and drop it from view.
            claim.editor_note = (claim.editor_note + "\n" if claim.editor_note else "") + (
                "The article's text changed and these words are no longer in it."
            )
            claim.review_status = Claim.ReviewStatus.DISPUTED
            claim.save(update_fields=["editor_note", "review_status"])


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


def _coverage_record(coverage: IncidentArticle, guess: matching.MatchGuess) -> None:
    coverage.match_date = guess.match_date
    coverage.competition = guess.competition.name if guess.competition else ""
    coverage.round = guess.round if guess.competition else ""
    coverage.save(update_fields=["match_date", "competition", "round"])


def article_import(*, record: ArticleRecord, forced_incident: str = "") -> ImportTally:
    """Import one article: its outlet, the article, its incident and its claims.

    Runs in the caller's transaction; the caller makes a file atomic.
    """
    tally = ImportTally()
    source, outcome = source_resolve(record=record)
    tally.add("sources", outcome)
    upsert = article_upsert(source=source, record=record)
    tally.add("articles", upsert.outcome)
    article = upsert.article
    coverage = IncidentArticle.objects.select_related("incident").filter(article=article).first()

    if upsert.outcome == "unchanged" and coverage and not forced_incident:
        tally.add("incidents", "unchanged")
        tally.add("claims", "unchanged", article.claims.count())
        return tally

    records = extraction.extract(article.body)
    if coverage and not forced_incident:
        incident, outcome = coverage.incident, "unchanged"
    else:
        resolution = incident_resolve(article=article, records=records, forced_slug=forced_incident)
        incident, outcome = resolution.incident, resolution.outcome
        if coverage and coverage.incident_id != incident.pk:
            # The same move an editor makes in admin, so history records it.
            article_move(article=article, incident=incident, user=None)
            coverage.refresh_from_db()
        elif coverage is None:
            coverage = IncidentArticle.objects.create(incident=incident, article=article)
        _coverage_record(coverage, resolution.guess)
        # A new incident has one report: nothing to vote on yet.
        if not forced_incident and outcome != "created":
            voted = incident_details_vote(incident)
            outcome = "updated" if voted else outcome
    tally.add("incidents", outcome)
    if upsert.body_changed:
        _reviewed_claims_follow_text(article)
    sync = claims_sync(article=article, incident=incident, records=records)
    tally.add("claims", "created", sync.created)
    tally.add("claims", "updated", sync.updated + sync.removed)
    tally.add("claims", "unchanged", sync.unchanged + sync.kept_reviewed)
    return tally


def batch_import(
    *, records: list[ArticleRecord], forced_incident: str = "", on_article=None
) -> ImportTally:
    """Import one file's articles all or nothing; ``on_article(1)`` after each one."""
    tally = ImportTally()
    with transaction.atomic():
        for record in records:
            tally.merge(article_import(record=record, forced_incident=forced_incident))
            if on_article is not None:
                on_article(1)
    return tally


def claims_reextract(*, articles=None) -> ClaimSync:
    """Re-run extraction over stored articles; reviewed claims are left alone."""
    totals = Counter()
    queryset = articles if articles is not None else Article.objects.all()
    for article in queryset.prefetch_related("claims").select_related("coverage__incident"):
        coverage = getattr(article, "coverage", None)
        if coverage is None:
            continue
        with transaction.atomic():
            sync = claims_sync(article=article, incident=coverage.incident)
        for name in ("created", "updated", "unchanged", "removed", "kept_reviewed"):
            totals[name] += getattr(sync, name)
    return ClaimSync(**totals)
