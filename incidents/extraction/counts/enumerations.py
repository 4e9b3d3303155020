"""Coordinated and enumerated subjects of one count verb: a total and a count per member.

"A steward and a police officer were hurt", "two fans, a steward and a policeman
suffered injuries", "seven men and two women were arrested": the people before the verb
are members joined by commas and a last "and", each a quantity (a number or "a") and
up to two words before its people noun.  Each member is a count of its own, spanning its
words ("a steward"), with its noun's group; the total spans the whole enumeration with
its verb and is the members' sum, of their common group or of none ("").  Only a
subject enumeration counts: "police arrested two men and a woman" is left as it was, and
so are members of a total already made ("19 were hurt, including two fans and a steward").
"""

from __future__ import annotations

import re

from .. import regexes
from ..numbers import Quantity
from .groups import GROUP_NOUNS, group_of
from .parts import INCLUDING_BEFORE_RE
from .triggers import PEOPLE, Count

_MEMBER = rf"{PEOPLE}|{'|'.join(sorted(GROUP_NOUNS, key=len, reverse=True))}"
# A member's people after its quantity: up to two words ("police", "15-year-old") and the noun,
# the last of the nouns that follow each other ("two local residents": not "local").
_LAST_NOUN = rf"(?P<noun>{_MEMBER})\b(?!\s+(?:{_MEMBER})\b)"
MEMBER_RE = regexes.compile(rf"(?P<people>(?:\s+[\w'’-]+){{0,2}}?\s+{_LAST_NOUN})")
# Between the quantities of two members: the first one's people, then a comma or "and".
_GAP_RE = regexes.compile(
    rf"(?P<people>(?:\s+[\w'’-]+){{0,2}}?\s+{_LAST_NOUN})(?P<sep>\s*,?\s+and\s+|\s*,\s*)"
)
WORD_BEFORE_RE = regexes.compile(r"([\w'’-]+)\s+$")


def enumerations(sentence: str, folded: str, matches: list[re.Match], quantities: list, found: list[Count],
                 offset: int) -> tuple[list[Count], set[int]]:
    """``found`` with each enumerated subject's last count made its members and total, and
    the indices (in ``matches``) of the quantities the members took."""
    taken: set[int] = set()
    if len(matches) < 2:
        return found, taken
    index_at = {offset + m.start(): i for i, m in enumerate(matches)}
    out = list(found)
    for count in found:
        last = index_at.get(count.start)
        if not last or count.kind == "crowd" or quantities[last] is None:
            continue
        people = MEMBER_RE.match(folded, matches[last].end())
        if people is None or offset + people.end() >= count.end:
            continue  # no people before the verb: "injuring two fans", "made two arrests"
        members = [(last, people.end(), people["noun"])]
        joined_by_and = False
        j = last - 1
        while j >= 0 and quantities[j] is not None and j not in taken:
            gap = _GAP_RE.fullmatch(folded, matches[j].end(), matches[j + 1].start())
            if gap is None or ("and" in gap["sep"] and j + 1 != last):
                break  # "and" joins only the last member
            members.append((j, gap.end("people"), gap["noun"]))
            joined_by_and = joined_by_and or "and" in gap["sep"]
            j -= 1
        if len(members) < 2:
            continue
        members.reverse()
        first_start = matches[members[0][0]].start()
        if any(c is not count and c.start < count.end and offset + first_start < c.end for c in found):
            continue  # a member is counted by a verb of its own ("police detained two fans and ...")
        if INCLUDING_BEFORE_RE.search(folded, max(0, first_start - 20), first_start):
            continue  # members of a total made before them
        if any(quantities[i].low == 0 for i, _, _ in members):
            continue
        if not joined_by_and and len(members) == 2:
            # Two joined by a comma alone, the first described by the second: "One passer-by,
            # a 56-year-old man hit by a smoke bomb, was treated" is the passer-by, once.
            # Two numbers apart are no one's description: "before 39,214 spectators, 19 people
            # have been taken into custody" leaves the count as its verb found it.
            first, second = quantities[members[0][0]], quantities[members[1][0]]
            if (first.low, first.high) != (second.low, second.high):
                continue
            i, end, noun = members[0]
            word = WORD_BEFORE_RE.search(folded, matches[i].end(), end - len(noun))
            out.remove(count)
            out.append(Count(count.kind, offset + first_start, count.end, quantities[i],
                             sentence[matches[i].start():matches[i].end()], noun,
                             group_of(noun, word.group(1) if word is not None else "")))
            taken.update(j for j, _, _ in members)
            continue
        parts = []
        for i, end, noun in members:
            word = WORD_BEFORE_RE.search(folded, matches[i].end(), end - len(noun))
            group = group_of(noun, word.group(1) if word is not None else "")
            parts.append(Count(count.kind, offset + matches[i].start(), offset + end, quantities[i],
                               sentence[matches[i].start():matches[i].end()],
                               noun, group))
        groups = {part.group for part in parts}
        total = Count(count.kind, offset + first_start, count.end, _sum([q for q in (quantities[i] for i, _, _ in members)]),
                      sentence[first_start:members[-1][1]],
                      ", ".join(noun for _, _, noun in members),
                      groups.pop() if len(groups) == 1 else "")
        out.remove(count)
        out.extend(parts)
        out.append(total)
        taken.update(i for i, _, _ in members)
    return out, taken


def _sum(quantities: list[Quantity]) -> Quantity:
    """The members' quantities added up: exact, ranged or approximate as they are."""
    low = sum(q.low or 0 for q in quantities)
    high = None if any(q.high is None for q in quantities) else sum(q.high for q in quantities)
    approximate = any(q.approximate for q in quantities)
    if high is not None and high != low and not approximate:
        value = f"{low}-{high}"
    else:
        value = str(low if low else (high if high is not None else 0))
    return Quantity(value, low, high, approximate)
