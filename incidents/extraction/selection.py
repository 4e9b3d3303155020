"""A claim an editor marks by selecting its words in a report.

``selection_record(body, start, end)`` proposes the claim at ``body[start:end]``: the
kind, value, group and scope the extractor's own finders read from the selected words
(a count before anything else, the one covering most of the selection first), and the sentences that hold the
selection (one or more, so a selection across a line break keeps its context).
Nothing read gives kind "" and the words as the value: the editor says what it is.
Offsets are exact: ``body[start:end]`` is the selection, curly quotes, accents and
right-to-left text included.
"""

from __future__ import annotations

from . import extract
from .kinds import NUMERIC_KINDS
from .records import ClaimRecord
from .sentences import sentence_spans


def _context(body: str, start: int, end: int) -> tuple[int, int]:
    """The span of the sentences holding body[start:end] (the selection itself when
    it lies between sentences)."""
    first, last = start, end
    for s_start, s_end in sentence_spans(body):
        if s_end <= start:
            continue
        if s_start >= end:
            break
        first, last = min(first, s_start), max(last, s_end)
    return first, last


def _preference(record: ClaimRecord) -> tuple:
    """A count first, then the claim covering most of the selection ("two stewards and a
    fan needed treatment" is a total of 3 before its parts), then the first."""
    return (record.kind not in NUMERIC_KINDS, record.start - record.end, record.start)


def selection_record(body: str, start: int, end: int) -> ClaimRecord:
    """The claim an editor's selection of body[start:end] proposes (see module docstring)."""
    if not (0 <= start < end <= len(body)) or not body[start:end].strip():
        raise ValueError("The selection is empty or outside the report's text.")
    s_start, s_end = _context(body, start, end)
    sentence = body[s_start:s_end]
    words = body[start:end]
    # The finders read the selection in its sentence, so a scope cue beside it counts.
    found = [r for r in extract(sentence) if start - s_start <= r.start and r.end <= end - s_start]
    found.sort(key=_preference)
    base = dict(text=words, start=start, end=end, sentence=sentence, sentence_start=s_start, sentence_end=s_end)
    if not found:
        alone = extract(words)
        alone.sort(key=_preference)
        found = alone
        if not found:
            return ClaimRecord(kind="", value=" ".join(words.split()), scope="incident", **base)
    guess = found[0]
    return ClaimRecord(
        kind=guess.kind, value=guess.value, low=guess.low, high=guess.high, approximate=guess.approximate,
        original=guess.original, scope=guess.scope, scope_detail=guess.scope_detail, detail=guess.detail,
        speaker=guess.speaker, speaker_role=guess.speaker_role, group=guess.group, **base,
    )
