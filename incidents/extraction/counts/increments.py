"""Increments: how many were added, not how many there were.

"Cops reveal TWO more arrests", "a further three people were detained", "officers
arrested another four men": the number is how many were added.  It is kept, marked
``added``, and the extractor gives it a scope detail of its own, so it is compared only
with other increments (see ``extract``): set against another outlet's total it read as
a conflict.

A running total the same sentence gives after its increment ("arrested two more men,
bringing the total to nine people", "the total now stands at 17") is the count there
was: a count of the increment's kind (``with_running_totals``).
"""

from __future__ import annotations

from dataclasses import replace

from .. import regexes
from ..numbers import QUANTITY_FOLD_RE, quantity_from_match
from .triggers import PEOPLE, Count

# Compiled without re.I: the rules run on ``fold``ed text (see ``text``).
_MORE_AFTER_RE = regexes.compile(r"\s+(?:more|further|additional|extra|new)\b")
# Before the number, or read with it ("a further three", "another four").
_MORE_BEFORE_RE = regexes.compile(r"\b(?:another|further|additional|extra)\s+(?:\S+\s+)?$")


def marked_increments(found: list[Count], folded: str, offset: int) -> list[Count]:
    """``found`` with its increments marked ``added``."""
    out = []
    for count in found:
        start = count.start - offset
        number_end = start + len(count.original)
        if _MORE_AFTER_RE.match(folded, number_end) \
                or _MORE_BEFORE_RE.search(folded, max(0, start - 20), number_end - len(count.original.split()[-1])):
            count = replace(count, added=True)
        out.append(count)
    return out


# What leads to a running total: "bringing the total to", "taking the overall tally to",
# "raising the number held over the disorder to", "the total now stands at", "bringing to".
_RUNNING_TOTAL_RE = regexes.compile(
    r"\b(?:(?:bring|tak|rais|push|lift)(?:s|es|ing)?|brought|took|raised|pushed|lifted|making|makes)\s+"
    r"(?:(?:the|their|its)\s+(?:(?:overall|running|total)\s+)?(?:total|tally|number|count|figure)\b"
    r"(?:\s+(?!to\b)[a-z]+){0,6}?\s+(?:up\s+)?to|to)\s+"
    r"|\bthe\s+(?:(?:overall|running)\s+)?(?:total|tally)(?:\s+(?!now\b|stands\b|is\b)[a-z]+){0,4}?\s+"
    r"(?:now\s+)?(?:stands\s+at|is\s+now|is|has\s+(?:now\s+)?(?:risen|gone\s+up|climbed)\s+to|"
    r"(?:rises|rose|climbs|climbed)\s+to)\s+"
)
# Words one of which every running total's lead holds (the gate of ``with_running_totals``).
_RUNNING_TOTAL_WORDS = ("total", "tally", "number", "count", "figure")
# A total over more than the match: "the total for the season", "the tally since August".
_LONGER_SPAN_RE = regexes.compile(r"\b(?:season|since|campaign|tournament|year|month|summer|competition)\b")
_TOTAL_NOUN_RE = regexes.compile(rf"\s+(?:{PEOPLE}|arrests|detentions|injuries)\b")


def with_running_totals(found: list[Count], sentence: str, folded: str, offset: int) -> list[Count]:
    """``found`` with the running total its sentence gives after a count ("two more men",
    or "A 22-year-old man was arrested ..., bringing the total to four people"), where no
    other count holds it: a count of that count's kind, of the people its noun names, if
    any (a total with no noun counts people of any group); the count before it is then
    how many were added."""
    if not any(word in folded for word in _RUNNING_TOTAL_WORDS):
        return found
    lead = _RUNNING_TOTAL_RE.search(folded)
    if lead is None or _LONGER_SPAN_RE.search(lead.group()):
        return found  # "bringing the total for the season to 40": a season's, not this match's
    before = [c for c in found if c.end - offset <= lead.start() and c.kind != "crowd"]
    if not before:
        return found
    increment = next((c for c in before if c.added), before[-1])
    number = QUANTITY_FOLD_RE.match(folded, lead.end())
    quantity = quantity_from_match(number) if number is not None else None
    if quantity is None:
        return found
    # The count before may be the total itself: "A fourth arrest was made on Sunday, taking the
    # total arrested to four" (one count, not four more).
    itself = increment.quantity.low is not None and increment.quantity.low == increment.quantity.high == quantity.low
    if any(c.start - offset <= number.start() < c.end - offset for c in found):
        return [c for c in found if c is not increment] if itself else found
    noun = _TOTAL_NOUN_RE.match(folded, number.end())
    end = noun.end() if noun is not None else number.end()
    detail = noun.group().strip() if noun is not None else ""
    total = Count(increment.kind, offset + number.start(), offset + end, quantity,
                  sentence[number.start():number.end()], detail)
    if itself:
        return [c for c in found if c is not increment] + [total]
    return [replace(c, added=True) if c is increment else c for c in found] + [total]


# Before a running total's lead opening its sentence, at most a pronoun and a word or who said
# so: "That brings the total to seven people", "This takes the tally to nine", "Police said
# that brings the total to 12".
_TOTAL_OPENING_RE = regexes.compile(
    r"\W*(?:(?:[\w'’.-]+\s+){0,3}?(?:said|says|say|added|adds|confirmed|confirms)\s+)?"
    r"(?:(?:that|this|which|it|these|those)\s+(?:[a-z]+\s+)?)?")


def running_total_opening(sentence: str, folded: str, offset: int, earlier: tuple[str, int | None]) -> list[Count]:
    """A running total opening its sentence, of the count that ended the sentence before
    (``earlier``: its kind and least number), as a count of that kind: "Five people were
    arrested on the night. Two more men were detained on Sunday morning. That brings the
    total to seven people."  None when it is smaller than that count."""
    lead = _opening_lead(folded) if earlier[1] is not None else None
    if lead is None or _LONGER_SPAN_RE.search(lead.group()):
        return []
    number = QUANTITY_FOLD_RE.match(folded, lead.end())
    quantity = quantity_from_match(number) if number is not None else None
    if quantity is None or quantity.low is None or quantity.low < earlier[1]:
        return []
    noun = _TOTAL_NOUN_RE.match(folded, number.end())
    end = noun.end() if noun is not None else number.end()
    detail = noun.group().strip() if noun is not None else ""
    return [Count(earlier[0], offset + number.start(), offset + end, quantity, sentence[number.start():number.end()],
                  detail)]


def opens_with_a_total(folded: str, start: int = 0, end: int | None = None) -> bool:
    """Whether the sentence at folded[start:end] may open with a running total of the count
    before it (see ``running_total_opening``)."""
    return _opening_lead(folded, start, len(folded) if end is None else end) is not None


_RUNNING_TOTAL_WORD_RE = regexes.compile("|".join(_RUNNING_TOTAL_WORDS))


def _opening_lead(folded: str, start: int = 0, end: int | None = None):
    """The lead of a running total opening the sentence at folded[start:end] ("That brings the
    total to"), or None."""
    end = len(folded) if end is None else end
    if _RUNNING_TOTAL_WORD_RE.search(folded, start, end) is None:
        return None
    lead = _RUNNING_TOTAL_RE.search(folded, start, end)
    return lead if lead is not None and _TOTAL_OPENING_RE.fullmatch(folded, start, lead.start()) else None
