"""Writes that touch incidents and claims: importing and (re-)extraction; which
incident an article joins is ``incidents.grouping``."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from django.db import transaction

from incidents import extraction
from incidents.claim_rows import ClaimRows
from incidents.curation.services import article_move
from incidents.extraction import ClaimRecord
from incidents.grouping import coverage_record, incident_details_vote, incident_resolve
from incidents.models import Claim, Incident, IncidentArticle
from sources.importing import ArticleRecord
from sources.models import Article, ArticleVersion, Source
from sources.services import article_upsert, source_resolve


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


@dataclass
class ClaimPlan:
    """What syncing an article's claims with the extractor would do (``claims_plan``)."""

    create: list[ClaimRecord] = field(default_factory=list)
    # (claim, its new field values, the names that change)
    update: list[tuple[Claim, dict, list[str]]] = field(default_factory=list)
    unchanged: int = 0
    remove: list[Claim] = field(default_factory=list)
    kept_reviewed: int = 0


def claims_plan(*, article: Article, incident: Incident, records: list[ClaimRecord]) -> ClaimPlan:
    """What ``claims_sync`` would write, without writing: the findings to add, the
    unreviewed claims to change or drop.  A reviewed claim is never touched, and
    no new finding is added at its words, whatever the kind: an editor who changed a
    claim's kind has said what those words state."""
    existing = {(c.kind, c.start, c.end): c for c in article.claims.all()}
    reviewed_spans = {(c.start, c.end) for c in existing.values() if c.is_reviewed}
    seen: set[tuple[str, int, int]] = set()
    plan = ClaimPlan()
    for record in records:
        key = (record.kind, record.start, record.end)
        if key in seen:
            continue
        seen.add(key)
        claim = existing.get(key)
        if claim is None:
            if (record.start, record.end) in reviewed_spans:
                plan.kept_reviewed += 1
            else:
                plan.create.append(record)
            continue
        if claim.is_reviewed:
            plan.kept_reviewed += 1
            continue
        fields = Claim.record_values(record)
        fields["extractor"] = extraction.EXTRACTOR_NAME
        fields["extractor_version"] = extraction.EXTRACTOR_VERSION
        fields["incident_id"] = incident.pk
        changed = [name for name, value in fields.items() if getattr(claim, name) != value]
        if changed:
            plan.update.append((claim, fields, changed))
        else:
            plan.unchanged += 1
    plan.remove = [c for key, c in existing.items() if key not in seen and not c.is_reviewed]
    plan.kept_reviewed += sum(1 for key, c in existing.items() if key not in seen and c.is_reviewed)
    return plan


def claims_sync(
    *, article: Article, incident: Incident, records: list[ClaimRecord] | None = None
) -> ClaimSync:
    """Make the article's unreviewed claims match what the extractor finds now.

    Idempotent. A claim an editor has reviewed (any status but unreviewed) is never
    touched, and a new finding at its words does not replace it (``claims_plan``).
    """
    if records is None:
        records = extraction.extract(article.body)
    plan = claims_plan(article=article, incident=incident, records=records)
    for claim, fields, changed in plan.update:
        for name in changed:
            setattr(claim, name, fields[name])
        claim.save(update_fields=changed)
    if plan.remove:
        Claim.objects.filter(pk__in=[c.pk for c in plan.remove]).delete()
    # In bulk and without history rows: nobody has changed these claims yet.
    rows = ClaimRows()
    rows.add(plan.create, article_id=article.pk, incident_id=incident.pk)
    rows.insert()
    return ClaimSync(
        created=len(plan.create), updated=len(plan.update), unchanged=plan.unchanged,
        removed=len(plan.remove), kept_reviewed=plan.kept_reviewed,
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


def version_claims_freeze(*, article: Article, number: int) -> int:
    """Freeze the article's live claims (with their reviews) on its version ``number``,
    whose text they were read from: called when a changed text replaces it, before the
    claims follow the new text. Returns how many were kept."""
    claims = [claim.snapshot() for claim in Claim.objects.for_article(article).select_related("reviewed_by")]
    ArticleVersion.objects.filter(article=article, number=number).update(claims=claims)
    return len(claims)


def article_import(
    *, record: ArticleRecord, forced_incident: str = "", source: tuple[Source, str] | None = None
) -> ImportTally:
    """Import one article: its outlet, the article, its incident and its claims.

    Runs in the caller's transaction; the caller makes a file atomic. ``source`` is
    the outlet and its outcome when the caller has resolved it already.
    """
    tally = ImportTally()
    source, outcome = source or source_resolve(record=record)
    tally.add("sources", outcome)
    upsert = article_upsert(source=source, record=record)
    tally.add("articles", upsert.outcome)
    article = upsert.article
    if upsert.replaced is not None:
        version_claims_freeze(article=article, number=upsert.replaced)
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
        coverage_record(coverage, resolution.guess)
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
