"""Import jobs: making them, and importing one of their items.

An item is imported in ONE transaction with its outcome, its counts and the reports
and incidents it touched, under a lock on its row: a task that runs twice (a message
redelivered after a worker died) waits for the first, finds the item final and does
nothing, and a worker killed in the middle leaves nothing written.
"""

from __future__ import annotations

import datetime as dt
import logging
import time
from collections.abc import Iterable
from dataclasses import dataclass

from django.conf import settings
from django.db import IntegrityError, InterfaceError, OperationalError, transaction
from django.db.models import F
from django.utils import timezone
from kombu.exceptions import OperationalError as KombuOperationalError

from incidents.batch_import import failure_reason, files_import
from incidents.ingest.payloads import ItemPayload, item_batches, pack, unpack
from incidents.models import ImportItem, ImportJob, IncidentArticle
from incidents.services import ImportTally
from sources.importing import ImportFileError
from sources.models import Article, content_hash
from sources.services import outlets_known, source_resolve

logger = logging.getLogger(__name__)
ENTITIES = ("articles", "incidents", "claims", "sources")
OUTCOMES = ("created", "updated", "unchanged")
MSG_UNCHANGED = "already imported"
MSG_FAILED = "{reason}; gave up after {attempts} attempts"
# Errors that may pass: the database busy, restarting or unreachable, a lock, a row
# another import stored first. Everything else is final.
TRANSIENT_ERRORS = (OperationalError, InterfaceError, IntegrityError)


class TransientImportError(Exception):
    """The item could not be imported this time and may be next time; str() says why."""


@dataclass(frozen=True, slots=True)
class Upload:
    name: str
    data: bytes


def job_create(
    *, user, links: Iterable[str] = (), files: Iterable[Upload] = (), text: str = "", outlet: str = "",
    published: dt.datetime | None = None, enqueue: bool = True,
) -> ImportJob:
    """A job of one item per link, per file and for the pasted text; its items are
    queued for the workers once the job is committed. ``outlet`` and ``published`` go
    with the text and with uploaded .txt files. Files are read and compressed one at
    a time, so only the compressed bytes are held together."""
    with transaction.atomic():
        job = ImportJob.objects.create(created_by=user if user and user.is_authenticated else None)
        items = [ImportItem(kind=ImportItem.Kind.LINK, label=link) for link in links]
        items += [
            ImportItem(kind=ImportItem.Kind.FILE, label=upload.name, payload=pack(upload.data),
                       outlet=outlet, published=published)
            for upload in files
        ]
        if text:
            items.append(ImportItem(kind=ImportItem.Kind.TEXT, label=text_label(text),
                                    payload=pack(text.encode("utf-8")), outlet=outlet, published=published))
        for position, item in enumerate(items):
            item.job, item.position = job, position
        ImportItem.objects.bulk_create(items)
        if enqueue:
            transaction.on_commit(lambda: job_enqueue(job=job))
    return job


def text_label(text: str) -> str:
    """A pasted text's label: its first line (the headline), shortened."""
    first = next((line.strip() for line in text.splitlines() if line.strip()), "")
    return (first[:117] + "…") if len(first) > 120 else (first or "Pasted text")


def job_enqueue(*, job: ImportJob) -> int:
    """One task per item not yet done; how many were sent."""
    from incidents.ingest.tasks import import_item

    pks = list(job.items.exclude(status__in=ImportItem.FINAL).values_list("pk", flat=True))
    try:
        for pk in pks:
            import_item.delay(pk)
    except KombuOperationalError:
        # The job is stored; its items stay queued and say so until sent again.
        logger.exception("import job %s: the broker is unreachable; its items were not sent", job.pk)
        return 0
    return len(pks)


def item_claim(*, item_id: int, worker: str) -> bool:
    """Mark the item running on ``worker`` (one more attempt); False when it is done."""
    with transaction.atomic():
        claimed = (
            ImportItem.objects.filter(pk=item_id).exclude(status__in=ImportItem.FINAL)
            .update(status=ImportItem.Status.RUNNING, worker=worker[:255], attempts=F("attempts") + 1,
                    started_at=timezone.now())
        )
        if claimed:
            ImportJob.objects.filter(items__pk=item_id, status=ImportJob.Status.QUEUED).update(
                status=ImportJob.Status.RUNNING)
    return bool(claimed)


def item_import(*, item_id: int) -> str | None:
    """Import the item and record what became of it, in one transaction; its final
    status, or None when it was already final (a redelivered task). Raises
    TransientImportError (nothing written) for a failure worth trying again."""
    with transaction.atomic():
        item = ImportItem.objects.select_for_update().filter(pk=item_id).first()
        if item is None or item.is_final:
            return None
        payload = ItemPayload(kind=item.kind, label=item.label, data=unpack(item.payload),
                              outlet=item.outlet, published=item.published)
        batches = item_batches(payload)
        refused = next((batch.error for batch in batches if batch.error), "")
        if refused:
            return _item_finish(item, ImportItem.Status.REFUSED, refused)
        tally = ImportTally()
        for result in files_import(batches=batches):
            if result.error:
                return _item_finish(item, ImportItem.Status.REFUSED, result.error)
            if result.exception is not None:
                exc = result.exception
                if isinstance(exc, TRANSIENT_ERRORS):
                    raise TransientImportError(failure_reason(exc)) from exc
                status = ImportItem.Status.REFUSED if isinstance(exc, ImportFileError) else ImportItem.Status.FAILED
                return _item_finish(item, status, failure_reason(exc))
            tally.merge(result.tally)
        if settings.TERRACE_IMPORT_TEST_DELAY:
            time.sleep(settings.TERRACE_IMPORT_TEST_DELAY)
        article_ids = _articles_of(batches)
        incident_ids = list(
            IncidentArticle.objects.filter(article_id__in=article_ids).values_list("incident_id", flat=True).distinct()
        )
        item.counts = {
            f"{entity} {outcome}": tally.get(entity, outcome)
            for entity in ENTITIES for outcome in OUTCOMES if tally.get(entity, outcome)
        }
        if tally.get("articles", "created"):
            status = ImportItem.Status.CREATED
        elif tally.get("articles", "updated"):
            status = ImportItem.Status.UPDATED
        else:
            status = ImportItem.Status.UNCHANGED
        outcome = _item_finish(item, status, tally_summary(tally))
        item.articles.set(article_ids)
        item.incidents.set(incident_ids)
        return outcome


def _articles_of(batches) -> list[int]:
    """The stored articles of the batches' records: each by its outlet and its text,
    as the importer finds it (one outlet's copy of a text, not another's)."""
    records = [record for batch in batches for record in batch.records()]
    known = outlets_known(record.outlet for record in records)
    wanted = set()
    for record in records:
        source = known.get(record.outlet) or source_resolve(record=record, known=known)[0]
        wanted.add((source.pk, content_hash(record.body)))
    stored = Article.objects.filter(content_hash__in={digest for _, digest in wanted})
    return [pk for pk, source_id, digest in stored.values_list("pk", "source_id", "content_hash")
            if (source_id, digest) in wanted]


def tally_summary(tally: ImportTally) -> str:
    """What an import did in one line: "2 reports created, 1 unchanged; 1 incident created"."""
    changes = ("created", "updated")
    if not any(tally.get(entity, outcome) for entity in ("articles", "incidents") for outcome in changes):
        return MSG_UNCHANGED
    parts = []
    for entity, noun in (("articles", "report"), ("incidents", "incident"), ("claims", "claim")):
        counts = [(outcome, tally.get(entity, outcome)) for outcome in OUTCOMES if tally.get(entity, outcome)]
        if counts:
            first, n = counts[0]
            words = [f"{n} {noun}{'' if n == 1 else 's'} {first}"] + [f"{m} {outcome}" for outcome, m in counts[1:]]
            parts.append(", ".join(words))
    return "; ".join(parts)


def item_fail(*, item_id: int, reason: str, gave_up: bool = True) -> bool:
    """Fail an item with why: after its transient failures went on (``gave_up``), or at
    once for an error that no retry mends."""
    with transaction.atomic():
        item = ImportItem.objects.select_for_update().filter(pk=item_id).first()
        if item is None or item.is_final:
            return False
        if gave_up:
            reason = MSG_FAILED.format(reason=reason, attempts=item.attempts)
        _item_finish(item, ImportItem.Status.FAILED, reason)
    return True


def _item_finish(item: ImportItem, status: str, reason: str) -> str:
    """Record the item's outcome and, when it was the job's last, the job's end; inside
    the caller's transaction."""
    item.status, item.reason, item.finished_at = status, reason[:1000], timezone.now()
    item.save(update_fields=["status", "reason", "counts", "finished_at"])
    job = ImportJob.objects.select_for_update().get(pk=item.job_id)
    if not ImportItem.objects.filter(job_id=job.pk).exclude(status__in=ImportItem.FINAL).exists():
        job.status, job.finished_at = ImportJob.Status.DONE, timezone.now()
        job.save(update_fields=["status", "finished_at"])
    return status
