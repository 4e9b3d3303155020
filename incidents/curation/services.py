"""Editors' writes: reviewing claims and fixing how reports are grouped into incidents.

Every function saves row by row (never ``QuerySet.update``) so that simple-history
records each change with the editor who made it, and every claim keeps its review.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from django.contrib.auth.models import AbstractBaseUser
from django.core.exceptions import ValidationError
from django.db import transaction
from django.db.models.functions import Length
from django.utils import timezone
from django.utils.text import slugify

from incidents.extraction.kinds import BY_NAME as KINDS_BY_NAME
from incidents.extraction.kinds import NUMERIC_KINDS, QUOTE_KIND
from incidents.extraction.records import ClaimRecord
from incidents.models import Claim, Incident, IncidentArticle
from sources.models import Article

MERGED_INTO = "Merged into {slug}"
# Fields a merge copies onto the target when the target has none.
_INCIDENT_DETAILS = (
    "home_club", "away_club", "competition", "round", "venue", "city", "country",
    "result", "summary",
)


class CurationError(ValueError):
    """An edit that would make no sense; str() says why, for the editor."""


def _attributed(obj, user, reason: str = ""):
    # simple-history reads these when it writes the historical row.
    obj._history_user = user
    if reason:
        obj._change_reason = reason[:100]  # the history column's width
    return obj


# -- claims ------------------------------------------------------------------


def claim_review(
    *, claim: Claim, status: str, user: AbstractBaseUser, note: str = ""
) -> Claim:
    """Give a claim a review status and the note that explains it.

    The note replaces the previous one (history keeps it): it explains the current
    status. Reviewer and time are recorded even when the status does not change.
    """
    if status not in Claim.ReviewStatus.values:
        raise CurationError(f"Unknown review status {status!r}.")
    with transaction.atomic():
        claim.review_status = status
        claim.editor_note = note.strip()
        claim.reviewed_by = user
        claim.reviewed_at = timezone.now()
        _attributed(claim, user).save(
            update_fields=["review_status", "editor_note", "reviewed_by", "reviewed_at"]
        )
    return claim


def claims_review(
    *, claims: Iterable[Claim], status: str, user: AbstractBaseUser, note: str = ""
) -> int:
    """Review several claims alike, all or nothing. Returns how many."""
    count = 0
    with transaction.atomic():
        for claim in claims:
            claim_review(claim=claim, status=status, user=user, note=note)
            count += 1
    return count


def claim_correct(*, claim: Claim, user: AbstractBaseUser, value: str, low: int | None, high: int | None,
                  scope: str, scope_detail: str = "", group: str | None = None, speaker: str | None = None,
                  note: str = "", kind: str | None = None) -> Claim:
    """Correct a claim in place and confirm it.  A value other than the extractor's is
    kept as the correction beside its proposal (the same value clears the correction);
    scope, who was counted and a quote's speaker are set, history keeping what they were."""
    if scope not in Claim.Scope.values:
        raise CurationError(f"Unknown scope {scope!r}.")
    if kind is not None and kind != claim.kind:
        if kind not in KINDS_BY_NAME or QUOTE_KIND in (kind, claim.kind):
            raise CurationError("A claim becomes another kind of fact, never a quote or from one.")
        if claim.article.claims.filter(kind=kind, start=claim.start, end=claim.end).exists():
            raise CurationError("These words already give a claim of that kind.")
        # The extractor's reading was of another kind: its value is no proposal for this one.
        claim.kind, claim.value, claim.low, claim.high, claim.approximate = kind, value, low, high, False
        claim.group = "" if kind not in NUMERIC_KINDS else claim.group
    changed = value != claim.value or (claim.kind in NUMERIC_KINDS and (low, high) != (claim.low, claim.high))
    claim.corrected_value, claim.corrected_low, claim.corrected_high = (
        (value, low, high) if changed else ("", None, None))
    claim.scope, claim.scope_detail = scope, scope_detail.strip()
    if group is not None:
        claim.group = group
    if speaker is not None:
        claim.speaker = speaker.strip()
    claim.review_status = Claim.ReviewStatus.CONFIRMED
    claim.editor_note = note.strip()
    claim.reviewed_by = user
    claim.reviewed_at = timezone.now()
    with transaction.atomic():
        _attributed(claim, user, "corrected by an editor").save()
    return claim


EDITOR = "editor"  # Claim.extractor of a claim an editor added (extractor_version "1")


def claim_add(*, article: Article, record: ClaimRecord, user: AbstractBaseUser, note: str = "") -> Claim:
    """Store the claim an editor marked in a report (``record``, exact offsets into its
    body), as added and confirmed by them; history records who and when.  The
    extractor never removes it: a reviewed claim is left alone."""
    coverage = getattr(article, "coverage", None)
    if coverage is None:
        raise CurationError("This report is in no incident yet: put it in one first.")
    if article.body[record.start:record.end] != record.text:
        raise CurationError("The selected words are no longer in the report's text.")
    if record.kind not in KINDS_BY_NAME:
        raise CurationError("Choose what the words state (a kind of claim).")
    if article.claims.filter(kind=record.kind, start=record.start, end=record.end).exists():
        raise CurationError("These words already give a claim of that kind.")
    claim = Claim.from_record(record, article=article, incident=coverage.incident,
                              extractor=EDITOR, extractor_version="1")
    claim.review_status = Claim.ReviewStatus.CONFIRMED
    claim.editor_note = note.strip()
    claim.reviewed_by = user
    claim.reviewed_at = timezone.now()
    try:
        claim.full_clean(exclude=["article", "incident", "reviewed_by"])
    except ValidationError as error:
        raise CurationError(" ".join(error.messages)) from error
    with transaction.atomic():
        _attributed(claim, user, "added by an editor").save()
    return claim


# -- grouping ----------------------------------------------------------------


def unique_incident_slug(base: str) -> str:
    """``base`` as a slug no incident has yet ("…-2", "…-3" when taken), in two queries
    however many incidents share the base: the highest numeric suffix is read, not
    searched for. Suffixes have no leading zero, so among equally long ones the
    alphabetical order is the numeric order."""
    base = (slugify(base) or "incident")[:180]
    if not Incident.objects.filter(slug=base).exists():
        return base
    highest = (
        Incident.objects.filter(slug__startswith=f"{base}-", slug__regex=rf"^{re.escape(base)}-[1-9][0-9]{{0,17}}$")
        .order_by(Length("slug").desc(), "-slug")
        .values_list("slug", flat=True)
        .first()
    )
    n = int(highest.rsplit("-", 1)[1]) + 1 if highest else 2
    return f"{base}-{n}"


def _claims_follow(*, article: Article, incident: Incident, user) -> int:
    moved = 0
    for claim in article.claims.exclude(incident=incident):
        claim.incident = incident
        _attributed(claim, user).save(update_fields=["incident"])
        moved += 1
    return moved


def article_move(*, article: Article, incident: Incident, user: AbstractBaseUser) -> Incident | None:
    """Put an article, and all its claims with their reviews, in another incident.

    Returns the incident it left (None if it had none). An incident left with no
    reports is kept (the incidents list hides it) until an editor deletes it,
    merges it or confirms its deletion (``incident_delete_if_emptied``).
    """
    with transaction.atomic():
        coverage = IncidentArticle.objects.select_for_update().filter(article=article).first()
        previous = None
        if coverage is None:
            _attributed(IncidentArticle(article=article, incident=incident), user).save()
        elif coverage.incident_id != incident.pk:
            previous = coverage.incident
            coverage.incident = incident
            _attributed(coverage, user).save(update_fields=["incident"])
        _claims_follow(article=article, incident=incident, user=user)
    return previous


def incident_delete_if_emptied(*, incident: Incident, moved_to: Incident, user: AbstractBaseUser) -> bool:
    """Delete ``incident`` if no report is left in it, as an editor who moved its
    reports to ``moved_to`` confirmed; its history says where they went, so its old
    address leads there (``incident_for_slug``). True if it was deleted."""
    with transaction.atomic():
        if incident.pk == moved_to.pk or IncidentArticle.objects.filter(incident=incident).exists():
            return False
        _attributed(incident, user, MERGED_INTO.format(slug=moved_to.slug)).delete()
    return True


@dataclass(frozen=True, slots=True)
class MergeResult:
    target: Incident
    articles_moved: int
    claims_moved: int
    incidents_deleted: int


def incidents_merge(
    *, target: Incident, others: Iterable[Incident], user: AbstractBaseUser
) -> MergeResult:
    """Fold other incidents into ``target``: their reports and claims follow, and
    the emptied incidents are deleted. Details the target lacks are taken from the
    others. A deleted incident's history says where it went, so its old slug can
    still be resolved (``incident_for_slug``).
    """
    articles = claims = deleted = 0
    with transaction.atomic():
        others = [o for o in others if o.pk != target.pk]
        filled = []
        for other in others:
            for coverage in IncidentArticle.objects.filter(incident=other).select_related("article"):
                coverage.incident = target
                _attributed(coverage, user).save(update_fields=["incident"])
                articles += 1
            for claim in Claim.objects.filter(incident=other):
                claim.incident = target
                _attributed(claim, user).save(update_fields=["incident"])
                claims += 1
            for name in _INCIDENT_DETAILS:
                if not getattr(target, name) and getattr(other, name):
                    setattr(target, name, getattr(other, name))
                    filled.append(name)
        if filled:
            _attributed(target, user, f"Merged from {', '.join(o.slug for o in others)}")
            target.save()
        for other in others:
            _attributed(other, user, MERGED_INTO.format(slug=target.slug)).delete()
            deleted += 1
    return MergeResult(target, articles, claims, deleted)


def article_split(*, article: Article, user: AbstractBaseUser, title: str | None = None) -> Incident:
    """Take an article out of its incident into a new one of its own; its claims
    and their reviews follow. The new incident starts with the old one's details.
    """
    with transaction.atomic():
        coverage = IncidentArticle.objects.select_related("incident").filter(article=article).first()
        old = coverage.incident if coverage else None
        if old is not None and not old.coverage.exclude(pk=coverage.pk).exists():
            raise CurationError(f"“{article}” is already the only report of its incident.")
        fields = {}
        if old is not None:
            fields = {name: getattr(old, name) for name in _INCIDENT_DETAILS}
            fields.update(date=old.date, date_approximate=old.date_approximate)
        title = (title or "").strip() or (
            f"{old.title} ({article.source})" if old else article.headline
        )
        incident = _attributed(
            Incident(slug=unique_incident_slug(title), title=title[:300], **fields),
            user,
            f"Split off from {old.slug}" if old else "",
        )
        incident.save()
        article_move(article=article, incident=incident, user=user)
    return incident


def incident_for_slug(slug: str) -> Incident | None:
    """The incident a slug names now, following merges of deleted incidents."""
    seen: set[str] = set()
    while slug not in seen:
        seen.add(slug)
        incident = Incident.objects.filter(slug=slug).first()
        if incident is not None:
            return incident
        gone = (
            Incident.history.filter(slug=slug, history_type="-")
            .order_by("-history_date")
            .values_list("history_change_reason", flat=True)
            .first()
        )
        prefix = MERGED_INTO.format(slug="")
        if not gone or not gone.startswith(prefix):
            return None
        slug = gone[len(prefix):]
    return None
