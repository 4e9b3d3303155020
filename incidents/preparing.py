"""An article's CPU work before it is stored: its claims and its match guess.

Plain Python with no Django. ``Preparer`` reads a chunk's texts, each when it is
first asked for, so an article found unchanged costs no extraction.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass

from incidents import extraction, matching
from incidents.extraction import ClaimRecord


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


class ChunkWork:
    """One chunk's results, asked for by position and computed when first asked for."""

    def __init__(self, texts: Sequence[Text]) -> None:
        self._texts = texts
        self._done: dict[int, Prepared] = {}

    def get(self, index: int) -> Prepared:
        if index not in self._done:
            self._done[index] = prepare(self._texts[index])
        return self._done[index]


class Preparer:
    """Prepares chunks of texts."""

    def start(self, texts: Sequence[Text]) -> ChunkWork:
        return ChunkWork(texts)

    def __enter__(self) -> Preparer:
        return self

    def __exit__(self, *exc) -> None:
        pass
