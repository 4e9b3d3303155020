"""Sentence and paragraph spans for report bodies.

A line break always ends a sentence (reports arrive one paragraph a line, and
headlines and crossheads have no full stop).  Inside a line a sentence ends at
., ! or ? (with any closing quotation marks) followed by white space, unless the
word before the stop is a known abbreviation or a single initial, or the ordinal of a
league's or club's name ("2. Bundesliga", "1. FC Nürnberg"), or an ellipsis the sentence
runs on after in lower case ("Europa... er, Conference League").

A "sentence" longer than ``limits.MAX_SENTENCE_CHARS`` (a line with no stop) is cut
into pieces no longer, for the finders read sentence by sentence and a claim keeps
its sentence.  A piece ends in the second half of the bound (so a sentence of n
characters gives fewer than 2n / bound + 1 pieces): at the last semicolon or colon
there, else at the last comma or before the last spaced dash, else at the last white
space, else (one "word" of over half the bound) at the bound itself, never between a
letter and its combining accents.  Pieces are trimmed like sentences.
"""

from __future__ import annotations

import unicodedata

from . import regexes
from .limits import MAX_SENTENCE_CHARS

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
# Where a long sentence is cut, best first (a break is followed by white space, so
# "5,000" is none): after ; or :, then after a comma or before a spaced dash, then at
# white space.
_PIECE_BREAKS = (
    regexes.compile(r"[;:](?=\s)"),
    regexes.compile(r",(?=\s)|(?<=\s)[-–—](?=\s)"),
    regexes.compile(r"\s"),
)
_MIN_PIECE_CHARS = MAX_SENTENCE_CHARS // 2


def _trailing_off(body: str, stop: int, end: int) -> bool:
    """An ellipsis the sentence runs on after, in lower case: "last month's Europa... er,
    Conference League trip to Warsaw", "we waited... and waited"."""
    if not body.startswith("..", stop):
        return False
    after = body[end:end + 3].lstrip()
    return after[:1].islower()


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
            if body[stop] == "." and (_abbreviation_before(body, start, stop) or _ordinal_name(body, stop)
                                      or _trailing_off(body, stop, match.end())):
                continue
            end = match.end()
        # _trim, inlined: this runs once a sentence
        segment = body[start:end]
        stripped = segment.lstrip()
        if stripped:
            first = end - len(stripped)
            last = first + len(stripped.rstrip())
            if last - first > MAX_SENTENCE_CHARS:
                _add_pieces(spans, body, first, last)
            else:
                spans.append((first, last))
        start = match.end()
    first, last = _trim(body, start, len(body))
    if last - first > MAX_SENTENCE_CHARS:
        _add_pieces(spans, body, first, last)
    elif first < last:
        spans.append((first, last))
    return spans


def pieces(body: str, start: int, end: int) -> list[tuple[int, int]]:
    """body[start:end], trimmed, in pieces of at most ``MAX_SENTENCE_CHARS``, cut as a long
    sentence is (one piece when it is no longer)."""
    start, end = _trim(body, start, end)
    spans: list[tuple[int, int]] = []
    if start < end:
        _add_pieces(spans, body, start, end)
    return spans


def _add_pieces(spans: list[tuple[int, int]], body: str, start: int, end: int) -> None:
    """Append the pieces of the long sentence body[start:end] (trimmed) to ``spans``."""
    while end - start > MAX_SENTENCE_CHARS:
        cut = _cut(body, start)
        piece_end = cut
        while body[piece_end - 1].isspace():
            piece_end -= 1
        spans.append((start, piece_end))
        start = cut
        while body[start].isspace():
            start += 1
    spans.append((start, end))


def _cut(body: str, start: int) -> int:
    """Where the piece of a long sentence opening at ``start`` ends: the best break
    between half the bound and the bound (see the module's docstring)."""
    lo, hi = start + _MIN_PIECE_CHARS, start + MAX_SENTENCE_CHARS
    for pattern in _PIECE_BREAKS:
        cut = -1
        # One character past the bound, for the look-ahead; a break ending past it is not taken.
        for m in pattern.finditer(body, lo, hi + 1):
            at = m.start() if m.group().isspace() or m.group() in "-–—" else m.end()
            if at <= hi:
                cut = at
        if cut >= 0:
            return cut
    cut = hi
    while cut > lo and unicodedata.combining(body[cut]):
        cut -= 1
    return cut


# A league or club named with an ordinal number, as German and Central European football writes
# them: "2. Bundesliga", "3. Liga", "1. FC Nürnberg", "1. FSV Mainz 05" (no sentence ends there).
_ORDINAL_NAME_RE = regexes.compile(
    r"(?<![\w.,-])\d{1,2}\.[ \t]+(?:Bundesliga|Liga|FC|FSV|SV|SC|FFC|HNL|SNL|Lig|Division|Divisjon|Runde|Klasse)\b")


def _ordinal_name(body: str, stop: int) -> bool:
    """Whether the full stop at ``stop`` ends the ordinal of a league's or club's name."""
    i = stop
    while i > 0 and stop - i < 2 and body[i - 1].isdigit():
        i -= 1
    return i < stop and _ORDINAL_NAME_RE.match(body, i) is not None


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
