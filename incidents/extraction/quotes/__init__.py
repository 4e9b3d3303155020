"""Quotations and who said them.

``marks`` pairs quotation marks into quotations (one quotation over several
paragraphs when each opens with a mark); ``attribution`` finds each one's speaker
left or right of it, by the verbs of ``verbs``; ``speakers`` says who a subject
phrase is, from the people and organisations the report names (``names``).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterator
from dataclasses import dataclass, field

from ..limits import MAX_QUOTE_CHARS
from ..prepared import PreparedText
from .attribution import attribute
from .marks import Quote, find_quotations, quote_value
from .names import TITLES
from .speakers import Speakers

__all__ = [
    "TITLES", "Quotations", "Quote", "Speakers", "attribute", "find_quotations", "find_quotes", "quote_value",
]

_MIN_QUOTE_WORDS = 4
_MIN_UNATTRIBUTED_QUOTE_WORDS = 8


@dataclass(slots=True)
class Quotations:
    """A report's quotations, attributed, and the speakers it names."""

    quotes: list[Quote]
    speakers: Speakers
    spans: list[tuple[int, int, str, str]] = field(init=False)  # (start, end, speaker, role) of each
    starts: list[int] = field(init=False)

    def __post_init__(self) -> None:
        self.spans = [(q.start, q.end, q.speaker, q.role) for q in self.quotes]
        self.starts = [q.start for q in self.quotes]

    def speaker_at(self, pos: int) -> tuple[str, str]:
        """(speaker, role) of the quotation holding ``pos``, or ("", "")."""
        return self.holding(pos) or ("", "")

    def holding(self, pos: int) -> tuple[str, str] | None:
        """(speaker, role) of the quotation holding ``pos``, or None when none does."""
        # Quotations are disjoint and in order: only the last one opening before pos can hold it.
        index = bisect_right(self.starts, pos) - 1
        if index >= 0 and pos < self.spans[index][1]:
            return self.spans[index][2], self.spans[index][3]
        return None

    def utterances(self, paragraphs: list[tuple[int, int]]) -> Iterator[Quote]:
        """The quotations that are real utterances: of four words or more with a speaker,
        of eight or more without one when not a paragraph on its own (a crosshead), and
        none longer than ``MAX_QUOTE_CHARS`` (a quotation mark never closed)."""
        paragraph_set = set(paragraphs)
        for quote in self.quotes:
            paragraph_alone = (quote.start, quote.end) in paragraph_set
            if quote.words < _MIN_QUOTE_WORDS or quote.end - quote.start > MAX_QUOTE_CHARS:
                continue
            if not quote.speaker and (quote.words < _MIN_UNATTRIBUTED_QUOTE_WORDS or paragraph_alone):
                continue
            yield quote


def find_quotes(text: PreparedText) -> Quotations:
    """Every quotation of the report, with its speaker."""
    speakers = Speakers(text.body, folded=text.folded)
    speakers.scan(text.clubs)
    quotes = find_quotations(text.body, text.paragraphs)
    attribute(text.body, quotes, text.paragraphs, speakers)
    return Quotations(quotes, speakers)
