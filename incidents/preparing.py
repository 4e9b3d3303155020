"""An article's CPU work before it is stored: its claims and its match guess.

Plain Python with no Django, so it runs in worker processes: ``Preparer`` reads a
chunk's texts inline (no workers) or in a pool of worker processes, the results in
the chunk's order either way, so an import with any number of workers writes exactly
what it writes with none. With one worker or more the next chunk is prepared while
this one is written, and the importing process prepares the tasks no worker has
started when it would otherwise wait for one. Workers are spawned (not
forked): they hold no copy of the parent's database connection or threads, and
import only extraction and matching.
"""

from __future__ import annotations

import datetime as dt
import multiprocessing
from collections.abc import Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass

from incidents import extraction, matching
from incidents.extraction import ClaimRecord

# Texts sent to a worker at a time: enough to amortise the pickling round trip.
TEXTS_PER_TASK = 8


@dataclass(frozen=True, slots=True)
class Text:
    """What the CPU work reads of one article."""

    body: str
    headline: str
    published: dt.date


@dataclass(frozen=True, slots=True)
class Prepared:
    records: list[ClaimRecord]
    guess: matching.MatchGuess


def prepare(text: Text) -> Prepared:
    """The article's claims and the match it is about."""
    return Prepared(
        records=extraction.extract(text.body),
        guess=matching.guess_match(body=text.body, headline=text.headline, published=text.published),
    )


def _prepare_many(texts: Sequence[Text]) -> list[Prepared]:
    return [prepare(text) for text in texts]


class ChunkWork:
    """One chunk's results, asked for by position; computed when first asked for
    (inline) or already under way in the pool.

    With workers, a result asked for before its task is done is not simply waited
    for: this process takes the chunk's tasks no worker has started, from the last
    one back, and prepares them itself until that task is done, so the importing
    process prepares texts in the time it would spend waiting (work stealing)."""

    def __init__(self, texts: Sequence[Text | None], futures: dict[int, Future] | None) -> None:
        self._texts = texts
        self._futures = futures  # by the position of the task's first text
        self._done: dict[int, Prepared] = {}
        self.stolen = 0  # tasks this process prepared instead of a worker

    def get(self, index: int) -> Prepared:
        if index not in self._done:
            if self._futures is None:
                self._done[index] = prepare(self._texts[index])
            else:
                self._await(index - index % TEXTS_PER_TASK)
        return self._done[index]

    def _await(self, start: int) -> None:
        needed = self._futures[start]
        for other in sorted(self._futures, reverse=True):
            if needed.done():
                break
            if other in self._done:
                continue  # its results are stored
            if self._futures[other].cancel():  # no worker has started it
                self._store(other, _prepare_many(self._texts[other:other + TEXTS_PER_TASK]))
                self.stolen += 1
                if other == start:
                    return
        self._store(start, needed.result())

    def _store(self, start: int, results: list[Prepared]) -> None:
        for offset, result in enumerate(results):
            self._done[start + offset] = result


class Preparer:
    """Prepares chunks of texts, inline (``workers=0``) or across ``workers`` processes."""

    def __init__(self, workers: int = 0) -> None:
        self.workers = workers
        self._pool: ProcessPoolExecutor | None = None
        if workers >= 1:
            self._pool = ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn"))

    def start(self, texts: Sequence[Text]) -> ChunkWork:
        """Begin a chunk: in the pool its work starts now (while the previous chunk is
        written); inline, each text is prepared when it is first asked for, so an
        article found unchanged costs no extraction."""
        if self._pool is None:
            return ChunkWork(texts, None)
        futures = {
            start: self._pool.submit(_prepare_many, texts[start:start + TEXTS_PER_TASK])
            for start in range(0, len(texts), TEXTS_PER_TASK)
        }
        return ChunkWork(texts, futures)

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(cancel_futures=True)
            self._pool = None

    def __enter__(self) -> Preparer:
        return self

    def __exit__(self, *exc) -> None:
        self.close()
