"""The Celery tasks: importing one item of a job, and polling followed feeds.

``import_item`` is acknowledged late: a worker killed in the middle of an item gives
its message back (after the broker's visibility timeout) and another worker imports
it; the item's row says whether that is still to do. ``poll_due_feeds`` runs on
Celery beat's schedule (every minute) and sends a ``poll_feed`` for each feed due
(``TERRACE_FEED_POLL_MINUTES``), claiming it first so that no feed is polled twice at
once."""

from __future__ import annotations

import logging

from celery import shared_task
from celery.utils.time import get_exponential_backoff_interval
from django.conf import settings
from django.db import connection

from incidents.batch_import import failure_reason
from incidents.ingest.feeds import feed_claim, feed_poll, feeds_due
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


@shared_task(name="incidents.ingest.poll_due_feeds", ignore_result=True)
def poll_due_feeds() -> int:
    """Send a poll for each active feed not polled for ``TERRACE_FEED_POLL_MINUTES``;
    how many were sent."""
    sent = 0
    for feed in feeds_due(minutes=settings.TERRACE_FEED_POLL_MINUTES):
        if feed_claim(feed=feed):
            poll_feed.delay(feed.pk)
            sent += 1
    return sent


@shared_task(name="incidents.ingest.poll_feed", ignore_result=True, acks_late=True, reject_on_worker_lost=True)
def poll_feed(feed_id: int) -> str:
    """Poll one feed (``feeds.feed_poll``): what its entries became, in one line."""
    from sources.models import Feed

    feed = Feed.objects.filter(pk=feed_id, active=True).select_related("source").first()
    if feed is None:
        return "no such active feed"
    result = feed_poll(feed=feed)
    if result.error:
        logger.warning("%s", result.summary())
    return result.summary()
