"""Importing files in chunks: what ``import_articles`` does with what it reads.

Files are imported in groups of whole files holding about ``CHUNK_ARTICLES``
articles (a larger file is a group of its own), each group in one transaction, its
articles in chunks. A chunk's lookups are done once (outlets by name, stored
articles by text, URL and headline, the incidents its reports may join and their
reports' accounts of the match) and its new articles, their coverage rows and their
claims are written in bulk; incidents are created and changed one by one as today,
in the reports' order, so grouping is what importing one article at a time gives.

An article that is not new (a changed text at a stored URL, a text stored without an
incident, the same text twice in a chunk) is imported on its own by
``services.article_import`` once everything before it is written; the chunk's
lookups are then made again for the rest.

Each file is all or nothing. A group that fails is rolled back and its files are
imported again one by one, so a bad file fails alone; a file that meets a
concurrent import (a row it stored first, a lock, a deadlock) is tried again from
its start, up to ``STORE_ATTEMPTS`` times, and then finds that import's rows.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass

from django.db import DatabaseError, IntegrityError, OperationalError, connection, transaction
from django.db.models import Count

from incidents.claim_rows import ClaimRows
from incidents.grouping import (
    IncidentPool,
    _vote_row,
    coverage_fields,
    guess_published,
    incident_details_vote,
    incident_resolve,
    match_day,
)
from incidents.models import Claim, IncidentArticle
from incidents.preparing import ChunkWork, Preparer, Text
from incidents.services import ImportTally, article_import
from sources.importing import ArticleRecord, Batch, ImportFileError
from sources.models import Article, content_hash
from sources.services import (
    ArticlesKnown,
    article_fields,
    article_versions_add,
    article_versions_seen,
    origin_label,
    outlets_known,
    source_resolve,
)

# Articles a chunk holds: its lookups are made once and its rows written together.
CHUNK_ARTICLES = 250
STORE_ATTEMPTS = 6
# An article the chunk itself adds, in ``ArticlesKnown`` until it is written.
_PENDING = object()


@dataclass(slots=True)
class FileResult:
    """What became of one file: its tally, or why it was refused (``error`` for a file
    that could not be read, ``exception`` for one that could not be stored)."""

    origin: str
    tally: ImportTally | None = None
    error: str = ""
    exception: Exception | None = None


def failure_reason(exc: Exception) -> str:
    """The one-line reason a file could not be stored (``FileResult.exception``)."""
    if isinstance(exc, ImportFileError):  # a streamed file that changed since it was checked
        return str(exc)
    if isinstance(exc, DatabaseError):
        return f"could not be stored ({(str(exc).splitlines() or [type(exc).__name__])[0]})"
    return f"could not be imported ({type(exc).__name__}: {exc})"


def files_import(
    *, batches: Iterable[Batch], forced_incident: str = "", workers: int = 0,
    chunk_articles: int | None = None, on_article: Callable[[int], None] | None = None,
) -> Iterator[FileResult]:
    """Import files, one result each in file order as each group is committed.

    ``workers`` processes extract claims and guess matches (the CPU work) while this one
    writes, in order, so any number of workers stores the same rows; with none (the
    default) this process does both, in turn. ``on_article(n)``
    counts progress (negative after a rollback).
    """
    chunk_articles = chunk_articles or CHUNK_ARTICLES
    with Preparer(workers) as preparer:
        for group in _groups(batches, chunk_articles):
            yield from _group_import(group, forced_incident, preparer, chunk_articles, on_article)


def _groups(batches: Iterable[Batch], size: int) -> Iterator[list[Batch]]:
    group, articles = [], 0
    for batch in batches:
        group.append(batch)
        articles += len(batch)
        if articles >= size:
            yield group
            group, articles = [], 0
    if group:
        yield group


def _group_import(group, forced_incident, preparer, chunk_articles, on_article) -> Iterator[FileResult]:
    readable = [batch for batch in group if not batch.error]
    stored: dict[int, ImportTally] = {}
    if len(readable) > 1:
        try:
            tallies = _store(readable, forced_incident, preparer, chunk_articles, on_article)
            stored = {id(batch): tally for batch, tally in zip(readable, tallies)}
        except Exception:  # noqa: BLE001 - one file's failure is found by storing them one by one
            if not connection.is_usable():
                connection.close()
    for batch in group:
        if batch.error:
            yield FileResult(batch.origin, error=batch.error)
        elif id(batch) in stored:
            yield FileResult(batch.origin, tally=stored[id(batch)])
        else:
            yield _file_import(batch, forced_incident, preparer, chunk_articles, on_article)


def _file_import(batch, forced_incident, preparer, chunk_articles, on_article) -> FileResult:
    """One file on its own, tried again while it meets a concurrent import."""
    attempt = 0
    while True:
        attempt += 1
        try:
            tally, = _store([batch], forced_incident, preparer, chunk_articles, on_article)
            return FileResult(batch.origin, tally=tally)
        except (IntegrityError, OperationalError) as exc:
            if not connection.is_usable():
                connection.close()
            if attempt == STORE_ATTEMPTS:
                return FileResult(batch.origin, exception=exc)
            time.sleep(random.uniform(0.05, 0.2) * attempt)
        except Exception as exc:  # noqa: BLE001 - one bad file must not stop the run
            return FileResult(batch.origin, exception=exc)


def _store(batches: list[Batch], forced_incident, preparer, chunk_articles, on_article) -> list[ImportTally]:
    """The files in one transaction, chunk by chunk; their tallies."""
    tallies = [ImportTally() for _ in batches]
    done = 0

    def counted(n: int) -> None:
        nonlocal done
        done += n
        if on_article is not None:
            on_article(n)

    try:
        with transaction.atomic():
            items = ((index, record) for index, batch in enumerate(batches) for record in batch.records())
            writer = ChunkWriter(forced_incident=forced_incident, tallies=tallies, on_article=counted)
            ahead = None
            for chunk in _chunks(items, chunk_articles):
                # The next chunk's extraction runs in the workers while this one is written.
                started = (chunk, preparer.start([_text(record) for _, record in chunk]))
                if ahead is not None:
                    writer.write(*ahead)
                ahead = started
            if ahead is not None:
                writer.write(*ahead)
    except BaseException:
        if done and on_article is not None:
            on_article(-done)  # the rolled-back articles are counted again
        raise
    return tallies


def _chunks(items: Iterator[tuple[int, ArticleRecord]], size: int) -> Iterator[list[tuple[int, ArticleRecord]]]:
    chunk = []
    for item in items:
        chunk.append(item)
        if len(chunk) == size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


def _text(record: ArticleRecord) -> Text:
    return Text(body=record.body, headline=record.headline, published=guess_published(record.published))


@dataclass(slots=True)
class _New:
    index: int
    article: Article
    source_outcome: str


@dataclass(slots=True)
class _Unchanged:
    index: int
    article_id: int
    source_outcome: str


def _first_per_span(records):
    """One claim per kind and span, the first found, as ``claims_plan`` keeps them."""
    seen, kept = set(), []
    for record in records:
        key = (record.kind, record.start, record.end)
        if key not in seen:
            seen.add(key)
            kept.append(record)
    return kept


class ChunkWriter:
    """Writes chunks of (file index, record), adding to each file's tally."""

    def __init__(self, *, forced_incident: str, tallies: list[ImportTally], on_article) -> None:
        self.forced_incident = forced_incident
        self.tallies = tallies
        self.on_article = on_article
        self._labels: dict[str, str] = {}

    def write(self, chunk: list[tuple[int, ArticleRecord]], work: ChunkWork) -> None:
        start = 0
        while start < len(chunk):
            start = self._segment(chunk, start, work)

    def _segment(self, chunk, start: int, work: ChunkWork) -> int:
        """Write ``chunk[start:]`` up to and including its first article that is not new
        or unchanged; returns where the next segment starts."""
        records = [record for _, record in chunk[start:]]
        outlets = outlets_known(record.outlet for record in records)
        known = ArticlesKnown(records)
        stored = [pk for pk in known.by_text.values()]
        covered = dict(
            IncidentArticle.objects.filter(article_id__in=stored).values_list("article_id", "incident_id")
        ) if stored else {}
        plans: list[_New | _Unchanged] = []
        for position in range(start, len(chunk)):
            index, record = chunk[position]
            source, source_outcome = source_resolve(record=record, known=outlets)
            digest = content_hash(record.body)
            same = known.same_text(source, digest)
            if same is None and known.same_place(source, record) is None:
                article = Article(**article_fields(source=source, record=record, label=self._label(record.origin)),
                                  content_hash=digest)
                known.add(article, _PENDING)
                plans.append(_New(position, article, source_outcome))
                continue
            if same is not None and same is not _PENDING and same in covered and not self.forced_incident:
                plans.append(_Unchanged(position, same, source_outcome))
                continue
            # Not new: everything before it is written, then it is imported on its own.
            self._write(plans, chunk, work, covered)
            tally = article_import(record=record, forced_incident=self.forced_incident,
                                   source=(source, source_outcome))
            self.tallies[index].merge(tally)
            self.on_article(1)
            return position + 1
        self._write(plans, chunk, work, covered)
        return len(chunk)

    def _label(self, origin: str) -> str:
        if origin not in self._labels:
            self._labels[origin] = origin_label(origin)
        return self._labels[origin]

    def _write(self, plans, chunk, work: ChunkWork, covered: dict[int, int]) -> None:
        if not plans:
            return
        forced = self.forced_incident
        new = [plan for plan in plans if isinstance(plan, _New)]
        prepared = {plan.index: work.get(plan.index) for plan in new}
        pool = IncidentPool(
            [(prepared[p.index].guess, *match_day(prepared[p.index].guess, guess_published(p.article.published)))
             for p in new],
            forced_slug=forced,
        )
        unchanged = [plan.article_id for plan in plans if isinstance(plan, _Unchanged)]
        claim_counts = dict(
            Claim.objects.filter(article_id__in=unchanged).values("article_id").annotate(n=Count("pk"))
            .values_list("article_id", "n")
        ) if unchanged else {}

        coverage, claims = [], []
        for plan in plans:
            tally = self.tallies[chunk[plan.index][0]]
            tally.add("sources", plan.source_outcome)
            if isinstance(plan, _Unchanged):
                tally.add("articles", "unchanged")
                tally.add("incidents", "unchanged")
                tally.add("claims", "unchanged", claim_counts.get(plan.article_id, 0))
                continue
            tally.add("articles", "created")
            work_done = prepared[plan.index]
            resolution = incident_resolve(article=plan.article, records=work_done.records, forced_slug=forced,
                                          guess=work_done.guess, pool=pool)
            incident, outcome = resolution.incident, resolution.outcome
            fields = coverage_fields(resolution.guess)
            coverage.append(IncidentArticle(incident=incident, **fields))
            pool.rows(incident).append(_vote_row(*fields.values(), plan.article.published))
            # A new incident has one report: nothing to vote on yet.
            if not forced and outcome != "created":
                outcome = "updated" if incident_details_vote(incident, pool.rows(incident)) else outcome
            tally.add("incidents", outcome)
            records = _first_per_span(work_done.records)
            claims.append(records)
            tally.add("claims", "created", len(records))

        articles = [plan.article for plan in new]
        Article.objects.bulk_create(articles)
        Article.history.bulk_history_create(articles)
        article_versions_add(articles=articles, pages=[chunk[plan.index][1].page for plan in new])
        article_versions_seen(article_ids=unchanged)
        for row, article in zip(coverage, articles):
            row.article = article
        IncidentArticle.objects.bulk_create(coverage)
        IncidentArticle.history.bulk_history_create(coverage)
        rows = ClaimRows()
        for article, row, records in zip(articles, coverage, claims):
            rows.add(records, article_id=article.pk, incident_id=row.incident_id)
        rows.insert()
        for _ in plans:
            self.on_article(1)
