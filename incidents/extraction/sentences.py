"""Sentence and paragraph spans for report bodies.

A line break always ends a sentence (reports arrive one paragraph a line, and
headlines and crossheads have no full stop).  Inside a line a sentence ends at
., ! or ? (with any closing quotation marks) followed by white space, unless the
word before the stop is a known abbreviation or a single initial.
"""

from __future__ import annotations

from . import regexes

_ABBREVIATIONS = frozenset(
    "mr mrs ms dr st prof sgt insp supt det ch con pc dc ds di dci dcs cllr rev "
    "sen gen lt col capt cpt maj jr sr no nos vs v etc approx inc ltd co corp dept "
    "est fig jan feb mar apr jun jul aug sep sept oct nov dec mt ft u.s e.g i.e".split()
)
# Same as r"[.!?]+[\"'”’)\]]*(?=\s)|\n", spelt so that every alternative opens with
# a literal: the engine then jumps straight to the next . ! ? or line break
# instead of trying the pattern at every character.
_BOUNDARY_RE = regexes.compile(r"\n|\.[.!?]*[\"'”’)\]]*(?=\s)|![.!?]*[\"'”’)\]]*(?=\s)|\?[.!?]*[\"'”’)\]]*(?=\s)")
_WORD_BEFORE_RE = regexes.compile(r"([\w.]+)$")
_PARAGRAPH_RE = regexes.compile(r"[^\n]+")


def paragraph_spans(body: str) -> list[tuple[int, int]]:
    """Spans of non-blank lines, trimmed of surrounding white space."""
    spans = []
    for match in _PARAGRAPH_RE.finditer(body):
        start, end = _trim(body, match.start(), match.end())
        if start < end:
            spans.append((start, end))
    return spans


def sentence_spans(body: str) -> list[tuple[int, int]]:
    """Spans of sentences in ``body``, trimmed, in order, never empty."""
    spans: list[tuple[int, int]] = []
    start = 0
    for match in _BOUNDARY_RE.finditer(body):
        stop = match.start()
        if body[stop] == "\n":
            end = stop
        else:
            if body[stop] == "." and _abbreviation_before(body, start, stop):
                continue
            end = match.end()
        # _trim, inlined: this runs once a sentence
        segment = body[start:end]
        stripped = segment.lstrip()
        if stripped:
            first = end - len(stripped)
            spans.append((first, first + len(stripped.rstrip())))
        start = match.end()
    first, last = _trim(body, start, len(body))
    if first < last:
        spans.append((first, last))
    return spans


def _abbreviation_before(body: str, start: int, stop: int) -> bool:
    """Whether the word ending at ``stop`` (a full stop) is an abbreviation or an initial.

    The word is the run of word characters and dots before the stop, as
    ``_WORD_BEFORE_RE`` finds it; no abbreviation is longer than six characters,
    so the walk back stops after seven.
    """
    if body[stop - 1:stop] == "\n":  # "$" also matches before a final line break: the regex decides
        word = _WORD_BEFORE_RE.search(body, max(start, stop - 20), stop)
        token = word.group(1) if word is not None else ""
    else:
        i, lo = stop, max(start, stop - 7)
        while i > lo and (body[i - 1].isalnum() or body[i - 1] in "._"):
            i -= 1
        token = body[i:stop]
    return bool(token) and (token.lower() in _ABBREVIATIONS or (len(token) == 1 and token.isupper()))


def _trim(body: str, start: int, end: int) -> tuple[int, int]:
    # str.strip() drops exactly the characters str.isspace() accepts, in C rather
    # than a Python loop per character.
    segment = body[start:end]
    stripped = segment.lstrip()
    start += len(segment) - len(stripped)
    return start, start + len(stripped.rstrip())
