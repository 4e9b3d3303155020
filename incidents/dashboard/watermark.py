"""The archive's watermark: whether anything a page counts was written since a check.

Counting an outlet's reports, summing its figures or counting the incidents a list
holds reads every row counted, so at archive size it grows with the archive. The
watermark is the newest id of each table those counts read, one query of index
probes whatever the size; a count kept under it (``kept``) is read again only once
something was written.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from django.core.cache import cache
from django.db import connection

from incidents.models import Claim, Incident, IncidentArticle
from sources.models import Article

T = TypeVar("T")

# The tables whose newest row grows with every write the counts depend on: claims
# (extracted ones have no history row) and editors' changes to them, reports and their
# incident links, incidents and editors' changes to them, each written with a history
# row or with a new id.
WATERMARK_MODELS = (Claim, Claim.history.model, IncidentArticle, IncidentArticle.history.model,
                    Article, Article.history.model, Incident, Incident.history.model)

# How long a check stands while the watermark does: a transaction that wrote lower ids
# than one committed before it becomes visible without moving the watermark, and is
# seen at the latest when the check expires.
WATERMARK_SECONDS = 60


def archive_watermark() -> tuple:
    """The newest id of each of ``WATERMARK_MODELS``' tables: one query, an index
    probe a table.  While it stands still no claim, report, incident link or incident
    was written since (but see ``WATERMARK_SECONDS``), so nothing counted from them
    can be stale.  (Writes that skip history, such as ``QuerySet.update``, go unseen,
    as by ``with_claims_version``.)"""
    return settled_watermark()[0]


def settled_watermark() -> tuple[tuple, bool]:
    """``archive_watermark`` and whether it is settled: whether every row with an id at
    or below it was committed, so that the rows written after it are those with higher
    ids.  On SQLite, whose writers take turns, it always is; on PostgreSQL, whose
    sequences hand out ids in no commit order, only when no other transaction holding
    a transaction id (as every one that writes does) was in progress just after the
    watermark was read (the same query).  One that commits between the two reads goes
    unseen, so a caller checking from a watermark trusts one that was settled at two
    checks in a row (see ``outlets.outlet_figures_current``)."""
    quote = connection.ops.quote_name
    newest = [f"(SELECT MAX({quote(model._meta.pk.column)}) FROM {quote(model._meta.db_table)})"
              for model in WATERMARK_MODELS]
    if connection.vendor == "postgresql":
        newest.append("NOT EXISTS (SELECT FROM pg_locks WHERE locktype = 'transactionid'"
                      " AND pid IS DISTINCT FROM pg_backend_pid())")
    else:
        newest.append(str(int(connection.vendor == "sqlite")))
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT {', '.join(newest)}")
        *ids, settled = cursor.fetchone()
    return tuple(ids), bool(settled)


def kept(key: str, watermark: tuple, compute: Callable[[], T]) -> T:
    """``compute()``, kept in the cache under ``key`` while ``watermark`` (an
    ``archive_watermark``) stands, for ``WATERMARK_SECONDS`` at most: no query while it
    does, ``compute``'s own once something was written."""
    held = cache.get(key)
    if held is not None and held[0] == watermark:
        return held[1]
    value = compute()
    cache.set(key, (watermark, value), WATERMARK_SECONDS)
    return value
