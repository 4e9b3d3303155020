"""Finding quotations: pairing quotation marks into quotations.

Double marks (" “ ”) first, then single marks (' ‘ ’) outside them.  A single mark
between letters (didn't, West Ham's) or after a plural s with no open single quote
(the Hammers' win) is an apostrophe.  A quotation whose paragraph ends unclosed
continues when the next paragraph opens with a quotation mark (newspaper style for
long quotes); it becomes ONE quotation.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass

from .. import regexes
from .verbs import RIGHT_RE

_DOUBLE_MARKS = "\"“”„"
_SINGLE_MARKS = "'‘’‚"
_WORD_RE = regexes.compile(r"[\w'’-]+")


@dataclass(slots=True)
class Quote:
    start: int
    end: int
    segments: list[tuple[int, int]]
    speaker: str = ""
    role: str = ""
    words: int = 0


def _mark_positions(body: str, marks: str) -> list[int]:
    """Where any of the characters ``marks`` stands, in text order (a str.find per
    character is several times faster than a regex character class over a report)."""
    out = []
    for mark in marks:
        pos = body.find(mark)
        while pos >= 0:
            out.append(pos)
            pos = body.find(mark, pos + 1)
    out.sort()
    return out


# What a quotation mark is depends only on the classes of the characters beside it:
# white space, punctuation a quotation may open after, letter or digit, anything else.
# Marks are classified by table lookups (the classes of ASCII characters looked up too).
_SPACE, _OPENER, _ALNUM, _OTHER = "space", "opener", "alnum", "other"


def _char_class(c: str) -> str:
    if c.isspace():
        return _SPACE
    if c in "([{—–-:/":
        return _OPENER
    return _ALNUM if c.isalnum() else _OTHER


_ASCII_CLASS = {c: _char_class(c) for c in map(chr, range(128))}


def _mark_kind(mark: str, before: str, after: str) -> str:
    """Opening ("o") and/or closing ("c") for ``mark`` between characters of the classes
    ``before`` and ``after``; ambiguous straight marks get "oc", an apostrophe ""."""
    single = mark in _SINGLE_MARKS
    if single and before == _ALNUM and after == _ALNUM:
        return ""  # didn't, West Ham's
    can_open = before in (_SPACE, _OPENER) and after != _SPACE
    can_close = before != _SPACE and after != _ALNUM
    if single:
        if mark == "‘":
            can_close = False
        if mark == "’" and not can_close:
            return ""
    elif mark in "“„":
        can_close = can_close and not can_open
    elif mark == "”":
        can_open = False
    return ("o" if can_open else "") + ("c" if can_close else "")


_CLASSES = (_SPACE, _OPENER, _ALNUM, _OTHER)
_MARK_KINDS = {
    (mark, before, after): _mark_kind(mark, before, after)
    for mark in _DOUBLE_MARKS + _SINGLE_MARKS for before in _CLASSES for after in _CLASSES
}


def _marks(body: str, marks: str) -> list[tuple[int, str]]:
    """Opening ("o") and closing ("c") marks; ambiguous straight marks get "oc"."""
    out = []
    last = len(body) - 1
    for i in _mark_positions(body, marks):
        before = body[i - 1] if i else " "
        after = body[i + 1] if i < last else " "
        kind = _MARK_KINDS[body[i],
                           _ASCII_CLASS[before] if before < "\x80" else _char_class(before),
                           _ASCII_CLASS[after] if after < "\x80" else _char_class(after)]
        if kind:
            out.append((i, kind))
    return out


def find_quotations(body: str, paragraphs: list[tuple[int, int]]) -> list[Quote]:
    quotes = _pair(body, paragraphs, _marks(body, _DOUBLE_MARKS), False)
    if "'" in body or "‘" in body:
        starts = [q.start for q in quotes]
        singles = [m for m in _marks(body, _SINGLE_MARKS) if not _inside(m[0], quotes, starts)]
        quotes += _pair(body, paragraphs, singles, True)
        quotes.sort(key=lambda q: q.start)
    return quotes


def _inside(pos: int, quotes: list[Quote], starts: list[int]) -> bool:
    """Whether ``pos`` lies in one of ``quotes`` (``_pair`` gives them in text order,
    none overlapping: only the last one opening before ``pos`` can hold it)."""
    index = bisect_right(starts, pos) - 1
    return index >= 0 and pos < quotes[index].end


def _pair(body, paragraphs, marks, single) -> list[Quote]:
    quotes: list[Quote] = []
    pending: Quote | None = None
    pending_para = -2
    # Paragraphs in text order; one without marks would only end a pending quotation,
    # which the next paragraph with marks, or the end, does as well.
    for index, para_marks in _marks_by_paragraph(marks, paragraphs):
        p_start, p_end = paragraphs[index]
        cursor = 0
        if pending is not None:
            if index == pending_para + 1 and para_marks and para_marks[0][0] == p_start and "o" in para_marks[0][1]:
                open_pos = p_start
                cursor = 1
            else:
                quotes.append(pending)
                pending = None
        open_pos = p_start if pending is not None else None
        for pos, kind in para_marks[cursor:]:
            if open_pos is None:
                if "o" in kind:
                    open_pos = pos
                continue
            if "c" in kind:
                if single and _looks_possessive(body, pos):
                    continue
                segment = (open_pos + 1, pos)
                if pending is not None:
                    pending.segments.append(segment)
                    pending.end = pos + 1
                    quotes.append(pending)
                    pending = None
                else:
                    quotes.append(Quote(open_pos, pos + 1, [segment]))
                open_pos = None
        if open_pos is not None:
            segment = (open_pos + 1, p_end)
            if pending is not None:
                pending.segments.append(segment)
                pending.end = p_end
            elif not single or open_pos == p_start:
                pending = Quote(open_pos, p_end, [segment])
            pending_para = index
    if pending is not None:
        quotes.append(pending)
    return quotes


def _marks_by_paragraph(marks: list[tuple[int, str]], paragraphs: list[tuple[int, int]]
                        ) -> list[tuple[int, list[tuple[int, str]]]]:
    """(paragraph index, its marks) for each paragraph holding marks, in text order.  Marks
    come sorted and paragraphs do not overlap, so one walk along both lists cuts the
    marks into runs, one a paragraph (marks outside every paragraph are left out)."""
    groups = []
    index, count = 0, len(paragraphs)
    run_index, run_from = -1, 0
    for i, (pos, _) in enumerate(marks):
        while index < count and paragraphs[index][1] <= pos:
            index += 1
        inside = index if index < count and paragraphs[index][0] <= pos else -1
        if inside != run_index:
            if run_index >= 0:
                groups.append((run_index, marks[run_from:i]))
            run_index, run_from = inside, i
    if run_index >= 0:
        groups.append((run_index, marks[run_from:]))
    return groups


def _looks_possessive(body: str, pos: int) -> bool:
    # "fans' behaviour" inside a single-quoted passage: a plural possessive is
    # followed by a lower-case word, a closing quote by punctuation or a break.
    after = body[pos + 1:pos + 3]
    if body[pos - 1:pos] not in ("s", "S"):
        return False
    return len(after) == 2 and after[0] == " " and after[1].islower() and not RIGHT_RE.match(body[pos + 1:pos + 60])


# A bytes.translate table: every ASCII character that no _WORD_RE word holds becomes a space.
_ASCII_NON_WORD_TO_SPACE = bytes(
    c if c < 128 and (chr(c).isalnum() or chr(c) in "_'-") else ord(" ") for c in range(256)
)


def word_count(body: str, segments: list[tuple[int, int]]) -> int:
    """The number of _WORD_RE words in the segments.  For ASCII text (most quotations)
    the same count comes from blanking the characters that are no word's and splitting
    the bytes, several times faster."""
    count = 0
    for start, end in segments:
        text = body[start:end]
        if text.isascii():
            count += len(text.encode("ascii").translate(_ASCII_NON_WORD_TO_SPACE).split())
        else:
            count += len(_WORD_RE.findall(text))
    return count


def quote_value(body: str, quote: Quote) -> str:
    words: list[str] = []
    for s, e in quote.segments:
        words += body[s:e].split()
    return " ".join(words).rstrip(",").strip()
