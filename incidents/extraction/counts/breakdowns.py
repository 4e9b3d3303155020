"""A total's breakdown after it: the members named just after the count they add up to.

"Three people were injured – two police officers and a steward – when ...", "Twelve
people were injured, nine police officers and three supporters, in clashes ...",
"it treated nineteen people, among them two police officers and a steward": each member
is a count of its own, of the total's kind, with its noun's group, so another outlet's
figure for the officers alone has a figure to be compared with.

The members are quantities ("two", "a") each with up to two words and a people noun,
joined by commas and a last "and", closed by a dash, a bracket, a comma, the sentence's
end or a preposition or conjunction opening the rest of the clause.  Set off by a dash,
a bracket, a colon or a comma, they restate the total, so they must add up to it exactly
("Twelve people were injured, two of them seriously" and "Three people were arrested,
two men and a woman were cautioned" are no breakdowns); after "including", "among them"
or "of whom" they are some of it, so they may add up to less.  The total counts people
of no group: a total of officers is broken down by something else than who they were.
"""

from __future__ import annotations

import re

from .. import regexes
from ..kinds import PART_KINDS
from ..numbers import QUANTITY_FOLD_RE, Quantity
from .enumerations import MEMBER_RE, WORD_BEFORE_RE
from .groups import count_group, group_of
from .people import match_quantity
from .triggers import Count

# What opens the members after the total: a dash, a bracket or a colon, a comma, or
# words saying they are some of it.
_OPEN_RE = regexes.compile(
    r"(?:\s+[-–—]\s+|\s*[–—]\s*|\s*\(\s*|\s*:\s+|\s*,\s*)"
    r"(?P<some>(?:including|among\s+them|among\s+whom|of\s+whom|of\s+them)\s+)?"
    r"|\s+(?P<some2>including|among\s+them)\s+"
)
# Between two members: a comma, or the last "and".
_SEPARATOR_RE = regexes.compile(r"\s*,?\s+(?P<and>and)\s+|\s*,\s*")
# What may follow the last member: the apposition's close, the sentence's end, or the
# rest of the clause ("in clashes around the stadium", "when a group ...").
_CLOSE_RE = regexes.compile(
    r"\s*(?:[-–—),.;:]|$)|\s+(?:when|after|in|at|as|during|on|near|outside|inside|before|following|"
    r"with|while|for|mostly|mainly|according)\b"
)


def with_breakdowns(sentence: str, folded: str, offset: int, found: list[Count]) -> list[Count]:
    """``found`` with the members of each total's breakdown after it as counts of their own."""
    added: list[Count] = []
    for total in found:
        if total.kind not in PART_KINDS or total.quantity.low is None or total.quantity.low < 2:
            continue
        if count_group(folded, total.start - offset, total.end - offset):
            continue  # "Twelve officers were hurt, ...": the total already names its people
        members = _members(sentence, folded, total.end - offset, offset, total)
        if members:
            added.extend(members)
    if not added:
        return found
    spans = [(m.start, m.end) for m in added]
    # A member replaces what the other rules read of its words ("including two police officers").
    kept = [c for c in found if not any(a <= c.start and c.end <= b for a, b in spans)]
    return sorted(kept + added, key=lambda c: c.start)


def _members(sentence: str, folded: str, pos: int, offset: int, total: Count) -> list[Count]:
    """The members of ``total``'s breakdown opening at ``pos``, or none."""
    opening = _OPEN_RE.match(folded, pos)
    if opening is None:
        return []
    some = opening["some"] is not None or opening["some2"] is not None
    members: list[tuple[re.Match, re.Match, Quantity]] = []  # (the quantity's match, the people's, the quantity)
    at, last = opening.end(), False
    while True:
        number = QUANTITY_FOLD_RE.match(folded, at)
        people = MEMBER_RE.match(folded, number.end()) if number is not None else None
        quantity = match_quantity(sentence, folded, number) if people is not None else None
        if quantity is None or quantity.low is None:
            return []
        members.append((number, people, quantity))
        separator = None if last else _SEPARATOR_RE.match(folded, people.end())
        if separator is None or QUANTITY_FOLD_RE.match(folded, separator.end()) is None:
            break
        last = separator["and"] is not None  # "and" joins the last member
        at = separator.end()
    if not _CLOSE_RE.match(folded, members[-1][1].end()) or len(members) < (1 if some else 2):
        return []
    added = sum(quantity.low for _, _, quantity in members)
    if some:
        if added > total.quantity.low:
            return []
    elif total.quantity.high != total.quantity.low or total.quantity.approximate or added != total.quantity.low:
        return []
    counts = []
    for number, people, quantity in members:
        word = WORD_BEFORE_RE.search(folded, number.end(), people.start("noun"))
        counts.append(Count(total.kind, offset + number.start(), offset + people.end(), quantity,
                            sentence[number.start():number.end()], people["noun"],
                            group_of(people["noun"], word.group(1) if word is not None else "")))
    return counts

