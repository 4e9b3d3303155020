"""The report's layout, and the phrases several parts of the guess read.

The headline and the body become one text with its paragraphs and sentences; a
mention weighs more in the headline and the first paragraphs. The month names,
the clause breaks and the words marking a sentence about another fixture are
shared by the dates, the clubs and the competition.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from incidents.reference.standings import CLAUSE_BREAK

# Month names and their abbreviations, for dates and for sentences about other fixtures.
_MONTH = r"(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)"
# Where a clause ends: punctuation, or a word opening a subordinate clause
# ("... confirmed today | that fans ...", "... under pressure today | after the match").
_CLAUSE_BREAK = CLAUSE_BREAK
# Words in a sentence that mark it as about another fixture, past or future.
_OTHER_FIXTURE = re.compile(
    rf"\b(?:{_MONTH}|last\s+season|earlier\s+(?:this|in\s+the)\s+season|recent|previous|next|upcoming|later\s+this|travel\s+to|take\s+on|will\s+(?:face|host|play|meet))\b"
)


@dataclass(frozen=True, slots=True)
class _Layout:
    text: str
    headline_end: int
    paragraphs: list[tuple[int, int]]
    sentences: list[tuple[int, int]]

    def weight(self, pos: int) -> float:
        if pos < self.headline_end:
            return 3.0
        for i, (s, e) in enumerate(self.paragraphs):
            if s <= pos < e:
                return (2.0, 1.5, 1.25)[i] if i < 3 else 1.0
        return 1.0

    def sentence(self, pos: int) -> int:
        lo, hi = 0, len(self.sentences) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if self.sentences[mid][0] <= pos:
                lo = mid
            else:
                hi = mid - 1
        return lo

    def paragraph_of(self, pos: int) -> tuple[int, int]:
        for s, e in self.paragraphs:
            if s <= pos < e:
                return s, e
        return 0, len(self.text)


def _layout(headline: str, body: str) -> _Layout:
    text = f"{headline}\n\n{body}" if headline else body
    headline_end = len(headline) + 2 if headline else 0
    paragraphs = []
    for m in re.finditer(r"[^\n]+", text[headline_end:]):
        if m.group().strip():
            paragraphs.append((m.start() + headline_end, m.end() + headline_end))
    sentences = []
    start = 0
    for m in re.finditer(r"[.!?][\"'\u2019\u201d]?\s+(?=[\"'\u2018\u201cA-Z0-9])|\n+", text):
        sentences.append((start, m.end()))
        start = m.end()
    sentences.append((start, len(text)))
    return _Layout(text, headline_end, paragraphs, sentences)


def _inside_quote(layout: _Layout, pos: int) -> bool:
    s, _ = layout.paragraph_of(pos)
    before = layout.text[s:pos]
    return before.count('"') % 2 == 1 or before.count("\u201c") > before.count("\u201d")
