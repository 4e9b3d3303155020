"""A report prepared once for every finder: its text in the forms the rules read, and its parts.

Every finder reads the same report: the counts and things the lower-cased and the
``fold``ed text (see ``text``), the quotes its paragraphs, the scopes, quotes and
venues its sentences, teams, speakers and venues the clubs and grounds it names.
``prepare`` makes each of these once per report, so that no finder makes them again.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from dataclasses import dataclass

from . import gazetteer
from .sentences import paragraph_spans, sentence_spans
from .text import fold, lower


@dataclass(frozen=True, slots=True)
class PreparedText:
    """One report's body and what every finder reads of it.

    ``low`` is ``lower(body)`` and ``folded`` is ``fold(body)``, at the same offsets
    as ``body``; ``padded_low`` and ``padded_folded`` are the same with one space in
    front (``padded_low[i + 1] == low[i]``), for the sentence triggers.  The mentions
    are ``gazetteer.names(body)``: clubs, competitions, grounds and stand/end parts.
    """

    body: str
    low: str
    folded: str
    padded_low: str
    padded_folded: str
    sentences: list[tuple[int, int]]
    sentence_starts: list[int]
    paragraphs: list[tuple[int, int]]
    clubs: list[gazetteer.Mention]
    club_starts: list[int]
    competitions: list[gazetteer.Mention]
    grounds: list[gazetteer.Mention]
    parts: list[tuple[int, int, str]]

    def sentence_of(self, pos: int) -> tuple[int, int]:
        """The span of the sentence holding ``pos`` (or the last one before it)."""
        index = max(0, bisect_right(self.sentence_starts, pos) - 1)
        return self.sentences[index]

    def clubs_in(self, start: int, end: int) -> list[gazetteer.Mention]:
        """The clubs named inside body[start:end], in order (found by their starts, not
        by reading every club the report names)."""
        first = bisect_left(self.club_starts, start)
        last = bisect_left(self.club_starts, end, first)
        return [c for c in self.clubs[first:last] if c.end <= end]


def prepare(body: str) -> PreparedText | None:
    """``body`` prepared for the finders, or None when it holds no sentence."""
    sentences = sentence_spans(body)
    if not sentences:
        return None
    paragraphs = paragraph_spans(body)
    clubs, competitions, grounds, parts = gazetteer.names(body)
    low = lower(body)
    folded = fold(body, low)
    padded_low = " " + low
    # The count filter reads what find_counts reads: the folded text ("ſ" is "s" there).
    padded_folded = padded_low if folded is low else " " + folded
    return PreparedText(
        body=body, low=low, folded=folded, padded_low=padded_low, padded_folded=padded_folded,
        sentences=sentences, sentence_starts=[s for s, _ in sentences], paragraphs=paragraphs,
        clubs=clubs, club_starts=[c.start for c in clubs], competitions=competitions, grounds=grounds, parts=parts,
    )
