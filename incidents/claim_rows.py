"""Extracted claims written many at a time, with no history row each.

An article carries dozens of claims and an import thousands of articles, so the
extractor's claims go in as plain rows: one COPY (PostgreSQL) or one prepared
statement (SQLite) per batch, each value already of its column's type (text, integers,
booleans, NULL), with no model instance built per claim. Everything else a row holds
(its review status, blank corrections, the time it was created) is the model's own
default, read from the model once.

They get no history row: history says who changed what, and nobody has changed an
extracted claim yet. ``Claim.save`` records a claim's stored state as its first
version just before an editor's first change, so that change can still be reverted.
"""

from __future__ import annotations

from collections.abc import Iterable
from contextlib import nullcontext
from functools import cache

from django.db import connection
from django.utils import timezone

from incidents import extraction
from incidents.extraction import ClaimRecord
from incidents.models import Claim


@cache
def _layout() -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The columns written and, for each, where its value comes from: a record field,
    the article, the incident, the extractor, or the model's default."""
    names, sources = [], []
    for field in Claim._meta.concrete_fields:
        if field.primary_key:
            continue
        names.append(field.column)
        if field.name in Claim.RECORD_FIELDS:
            sources.append(field.name)
        elif field.name in ("article", "incident", "extractor", "extractor_version", "created_at"):
            sources.append(f"@{field.name}")
        else:
            sources.append("=default")
    return tuple(names), tuple(sources)


def _defaults() -> dict[str, object]:
    """The database values of the columns an extracted claim leaves at their default."""
    values = {}
    for field in Claim._meta.concrete_fields:
        if not field.primary_key:
            values[field.column] = field.get_db_prep_save(field.get_default(), connection)
    return values


class ClaimRows:
    """Rows for new extracted claims, gathered across articles and inserted together."""

    def __init__(self) -> None:
        columns, sources = _layout()
        defaults = _defaults()
        created = Claim._meta.get_field("created_at")
        fixed = {
            "@extractor": extraction.EXTRACTOR_NAME,
            "@extractor_version": extraction.EXTRACTOR_VERSION,
            "@created_at": created.get_db_prep_save(timezone.now(), connection),
        }
        self._template = [
            fixed.get(source, defaults[column]) if source.startswith(("@", "=")) else None
            for column, source in zip(columns, sources)
        ]
        # (column, position of its value in ``Claim.record_row``) of each record field.
        self._record_slots = [
            (i, Claim.RECORD_FIELDS.index(source)) for i, source in enumerate(sources)
            if not source.startswith(("@", "="))
        ]
        self._article_slot = sources.index("@article")
        self._incident_slot = sources.index("@incident")
        self._columns = columns
        self.rows: list[list] = []

    def add(self, records: Iterable[ClaimRecord], *, article_id: int, incident_id: int) -> int:
        """Queue a row for each record (already one per kind and span); returns how many."""
        added = 0
        template, slots = self._template, self._record_slots
        template[self._article_slot] = article_id
        template[self._incident_slot] = incident_id
        for record in records:
            values = Claim.record_row(record)
            row = template.copy()
            for slot, position in slots:
                row[slot] = values[position]
            self.rows.append(row)
            added += 1
        return added

    def insert(self) -> int:
        """Insert the queued rows: on PostgreSQL in one ``COPY`` (several times faster than
        inserts for the thousands of claims a chunk of reports holds), elsewhere in one
        ``executemany`` (prepared once); returns how many."""
        count = len(self.rows)
        if count:
            table = connection.ops.quote_name(Claim._meta.db_table)
            columns = ", ".join(connection.ops.quote_name(c) for c in self._columns)
            with connection.cursor() as cursor:
                if connection.vendor == "postgresql":
                    self._copy(cursor, f"COPY {table} ({columns}) FROM STDIN")
                else:
                    placeholders = ", ".join(["%s"] * len(self._columns))
                    cursor.executemany(f"INSERT INTO {table} ({columns}) VALUES ({placeholders})", self.rows)
        self.rows = []
        return count

    def _copy(self, cursor, sql: str) -> None:
        # Logged as one query where queries are logged (DEBUG, the tests' query counts).
        logged = cursor.debug_sql(sql) if hasattr(cursor, "debug_sql") else nullcontext()
        with logged, cursor.cursor.copy(sql) as copy:
            for row in self.rows:
                copy.write_row(row)
