"""The Celery task that imports one item. Acknowledged late: a worker killed in the
middle of an item gives its message back (after the broker's visibility timeout) and
another worker imports it; the item's row says whether that is still to do."""

from __future__ import annotations

import logging

from celery import shared_task
from celery.utils.time import get_exponential_backoff_interval
from django.conf import settings
from django.db import connection

from incidents.batch_import import failure_reason
from incidents.ingest.services import TRANSIENT_ERRORS, TransientImportError, item_claim, item_fail, item_import

logger = logging.getLogger(__name__)


@shared_task(bind=True, name="incidents.ingest.import_item", acks_late=True, reject_on_worker_lost=True,
             ignore_result=True)
def import_item(self, item_id: int) -> str:
    """Import one ImportItem; its outcome is in its row. A transient failure is tried
    again with exponential backoff (TERRACE_IMPORT_MAX_RETRIES times, waits up to
    TERRACE_IMPORT_RETRY_BACKOFF_MAX seconds), then the item is failed with its reason."""
    if not item_claim(item_id=item_id, worker=self.request.hostname or "local"):
        return "done already"
    try:
        return item_import(item_id=item_id) or "done already"
    except (TransientImportError, *TRANSIENT_ERRORS) as exc:
        reason = str(exc) if isinstance(exc, TransientImportError) else failure_reason(exc)
        if not connection.is_usable():
            connection.close()  # the next attempt opens a new one
        if self.request.retries >= settings.TERRACE_IMPORT_MAX_RETRIES:
            item_fail(item_id=item_id, reason=reason)
            return "failed"
        countdown = get_exponential_backoff_interval(
            factor=1, retries=self.request.retries, maximum=settings.TERRACE_IMPORT_RETRY_BACKOFF_MAX,
            full_jitter=True,
        )
        raise self.retry(exc=exc, countdown=countdown, max_retries=settings.TERRACE_IMPORT_MAX_RETRIES)
    except Exception as exc:  # noqa: BLE001 - a bug is no reason to leave the item running for ever
        logger.exception("import item %s failed", item_id)
        item_fail(item_id=item_id, reason=failure_reason(exc), gave_up=False)
        return "failed"
