"""Following outlets' feeds: ``feed_follow`` adds one, ``feed_poll`` imports what is new.

A poll asks for the feed with the validators of the last answer (an unchanged feed is
a 304 and costs nothing), then takes its entries oldest first. A new entry about
football disorder (``relevance.entry_relevance``, on the entry's own words, so an
unrelated entry costs no page fetch) is imported as a report: the feed's full text
when it carries one, else its page (``sources.feeds.entry_record``). An entry seen
before is imported again only when it changed (a later update time, or other words),
and the import keeps both versions, or when it failed last time. Each entry is its own transaction: one that fails
says why and the rest go on.
"""

from __future__ import annotations

import datetime as dt
from collections import Counter
from dataclasses import dataclass, field

from django.db import DatabaseError, transaction
from django.db.models import Q
from django.utils import timezone

from incidents.ingest.relevance import entry_relevance
from incidents.services import article_import
from sources.feeds import FeedItem, entry_record, parse_feed
from sources.fetching import FEED_ACCEPT, fetch
from sources.models import Article, Feed, FeedEntry, Source, content_hash
from sources.reading import ImportFileError
from sources.services import outlet_slug

MSG_STORE_FAILED = "could not be stored ({reason})"


@dataclass(slots=True)
class PollResult:
    """What one poll did: entries by status, or why the feed itself failed."""

    feed: Feed
    counts: Counter = field(default_factory=Counter)
    error: str = ""
    not_modified: bool = False

    def summary(self) -> str:
        if self.error:
            return f"{self.feed.url}: {self.error}"
        if self.not_modified:
            return f"{self.feed.url}: not modified since the last poll"
        parts = ", ".join(f"{n} {status}" for status, n in sorted(self.counts.items())) or "no entries"
        return f"{self.feed.url}: {parts}"


def feed_follow(*, url: str, outlet: str = "") -> tuple[Feed, bool]:
    """Follow the feed at ``url`` (fetched and read first, so a page that is no feed is
    refused with its reason); its reports are filed under ``outlet``, or under the
    feed's own title. Returns the feed and whether it is new."""
    fetched = fetch(url, accept=FEED_ACCEPT)
    parsed = parse_feed(fetched.body)
    name = (outlet or parsed.title or fetched.final_url).strip()[:200]
    with transaction.atomic():
        source = Source.objects.filter(name=name).first() or Source.objects.create(
            name=name, slug=outlet_slug(name)
        )
        feed, created = Feed.objects.get_or_create(url=url, defaults={"title": parsed.title, "source": source})
        if not created and not feed.active:
            feed.active = True
            feed.save(update_fields=["active"])
    return feed, created


def feeds_due(*, now: dt.datetime | None = None, minutes: int) -> list[Feed]:
    """Active feeds not polled in the last ``minutes``."""
    now = now or timezone.now()
    cutoff = now - dt.timedelta(minutes=minutes)
    due = Q(last_polled_at__isnull=True) | Q(last_polled_at__lte=cutoff)
    return list(Feed.objects.filter(due, active=True).select_related("source"))


def feed_claim(*, feed: Feed) -> bool:
    """Mark ``feed`` as being polled now, unless another worker has since (a
    conditional update): whether this caller polls it."""
    claimed = Feed.objects.filter(pk=feed.pk, last_polled_at=feed.last_polled_at).update(
        last_polled_at=timezone.now())
    return bool(claimed)


def feed_poll(*, feed: Feed) -> PollResult:
    """Poll one feed (see the module)."""
    result = PollResult(feed)
    try:
        fetched = fetch(feed.url, accept=FEED_ACCEPT, etag=feed.etag, last_modified=feed.last_modified)
        parsed = None if fetched.status == 304 else parse_feed(fetched.body)
    except ImportFileError as exc:
        result.error = str(exc)
        _polled(feed, error=result.error)
        return result
    if parsed is None:
        result.not_modified = True
        _polled(feed)
        return result
    known = {entry.guid: entry for entry in feed.entries.filter(guid__in=[item.guid for item in parsed.entries])}
    outlet = feed.source.name if feed.source_id else feed.title
    for item in sorted(parsed.entries, key=_entry_time):
        status = _entry_import(feed, item, known.get(item.guid), outlet)
        result.counts[status] += 1
    _polled(feed, etag=fetched.etag, last_modified=fetched.last_modified)
    return result


def _entry_time(item: FeedItem) -> dt.datetime:
    return item.published or item.updated or dt.datetime.min.replace(tzinfo=dt.timezone.utc)


def _polled(feed: Feed, *, error: str = "", etag: str | None = None, last_modified: str | None = None) -> None:
    feed.last_polled_at = timezone.now()
    feed.last_error = error[:500]
    fields = ["last_polled_at", "last_error"]
    if etag is not None:
        feed.etag, feed.last_modified = etag[:300], (last_modified or "")[:100]
        fields += ["etag", "last_modified"]
    feed.save(update_fields=fields)


def _changed(entry: FeedEntry, item: FeedItem) -> bool:
    """Whether an entry seen before is to be imported again: it changed, or it failed
    last time (a page that was down may be up; one that is refused says so again)."""
    if entry.status == FeedEntry.Status.FAILED:
        return True
    if item.updated and entry.entry_updated and item.updated > entry.entry_updated:
        return True
    return entry.content_hash != item.fingerprint


def _entry_import(feed: Feed, item: FeedItem, entry: FeedEntry | None, outlet: str) -> str:
    """Import one entry if it is new or changed; the status it ends with."""
    if entry is not None and not _changed(entry, item):
        FeedEntry.objects.filter(pk=entry.pk).update(last_seen=timezone.now())
        return FeedEntry.Status.UNCHANGED
    entry = entry or FeedEntry(feed=feed, guid=item.guid)
    entry.link, entry.title = item.link, item.title
    entry.entry_updated = item.updated or item.published
    entry.content_hash = item.fingerprint
    relevance = entry_relevance(item.text)
    article: Article | None = None
    if not relevance.relevant:
        status, reason = FeedEntry.Status.SKIPPED, relevance.reason
    else:
        try:
            record = entry_record(item, outlet=outlet, origin=item.link or feed.url)
            with transaction.atomic():
                tally = article_import(record=record)
                article = _imported(record)
            status, reason = _status(tally, entry), relevance.reason
        except ImportFileError as exc:
            status, reason = FeedEntry.Status.FAILED, str(exc)
        except DatabaseError as exc:
            status = FeedEntry.Status.FAILED
            reason = MSG_STORE_FAILED.format(reason=(str(exc).splitlines() or [type(exc).__name__])[0])
    entry.status, entry.reason = status, reason[:500]
    if article is not None:
        entry.article = article
    entry.save()
    return status


def _imported(record) -> Article | None:
    """The article an import of ``record`` stored (its URL is unique; else its text)."""
    if record.url:
        return Article.objects.filter(url=record.url).first()
    return Article.objects.filter(content_hash=content_hash(record.body)).order_by("-pk").first()


def _status(tally, entry: FeedEntry) -> str:
    if tally.get("articles", "created"):
        return FeedEntry.Status.IMPORTED
    if tally.get("articles", "updated"):
        return FeedEntry.Status.UPDATED
    return FeedEntry.Status.UNCHANGED if entry.pk else FeedEntry.Status.IMPORTED
