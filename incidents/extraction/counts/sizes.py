"""A crowd told by its size alone: thousands of people as the subject of a sentence.

"60,000 people who had spent the evening raging at the Brazilian were silenced",
"more than 80,000 people showed how it can be celebrated": no crowd verb, but a
subject of thousands of people (people, fans, supporters, spectators) at the start
of a sentence or clause, followed by its verb or a relative pronoun, is the crowd
present.  A figure after a preposition or a verb is an object ("tickets for 20,000
fans", "a stadium holding 30,000 people") and no crowd; under a thousand, the
other rules decide.
"""

from __future__ import annotations

from .. import regexes
from ..numbers import quantity_from_parts
from .triggers import Count

# Where a subject opens: the start, a clause break, or a conjunction; the first words of a
# quotation too ("\"Some 44,000 spectators watched ...,\" said the commander").
_SUBJECT = r"(?:^[(\"“‘']*|[,;:]\s+[\"“‘']?|[-–—]\s+|\b(?:and|as|while|when|but|before|after)\s+)"
_MOD = r"(?P<mod>more\s+than|over|about|around|some|nearly|almost|an\s+estimated|roughly|up\s+to|)\s*"
_THOUSANDS = r"(?P<num>\d{1,3}(?:,\d{3})+|\d{5,})"
_SIZE_RE = regexes.compile(
    _SUBJECT + _MOD
    # (the club's name of up to three words between: "2,800 Young Boys supporters arrived")
    + _THOUSANDS + r"\s+(?:[a-z'’.-]+\s+){0,3}?(?P<noun>people|fans|supporters|spectators)"
    r"(?=\s+(?:who|that|had|have|were|inside|in\s+the\s+(?:ground|stadium|stands)|[a-z]+ed|"
    r"rose|sang|stood|fell|saw|went|came|left|began|broke|sat|got|kept|let|held)\b)"
)
# ... or thousands with no people noun, when their verb is being there: "Nearly 50,000 packed
# into the stadium in Solna", "More than 30,000 watched", "some 12,000 were inside"
_BARE_SIZE_RE = regexes.compile(
    _SUBJECT + _MOD + _THOUSANDS
    + r"(?=\s+(?:packed|crammed|squeezed|watched|attended|filled|turned\s+up|"
    r"were\s+(?:inside|there|present|in\s+attendance))\b)"
)
_BIG = regexes.compile(r"\d,\d{3}|\d{5}")


def may_hold_size(folded: str, start: int = 0, end: int | None = None) -> bool:
    """Whether folded[start:end] holds a figure in the thousands (the gate of ``crowd_sizes``)."""
    return _BIG.search(folded, start, len(folded) if end is None else end) is not None


def crowd_sizes(sentence: str, folded: str, offset: int, found: list[Count]) -> list[Count]:
    """The crowds of the sentence told by their size alone, where no other count stands."""
    if not may_hold_size(folded):
        return []
    sizes: list[Count] = []
    for m in (*_SIZE_RE.finditer(folded), *_BARE_SIZE_RE.finditer(folded)):
        start = m.start("mod") if m["mod"] else m.start("num")
        noun = m.groupdict().get("noun") or ""
        end = m.end("noun") if noun else m.end("num")
        if any(c.start < offset + end and offset + start < c.end for c in (*found, *sizes)):
            continue
        quantity = quantity_from_parts(sentence[m.start("num"):m.end("num")], None,
                                       sentence[m.start("mod"):m.end("mod")] if m["mod"] else None)
        if quantity is None:
            continue
        sizes.append(Count("crowd", offset + start, offset + end, quantity,
                           sentence[start:m.end("num")], noun))
    return sizes
