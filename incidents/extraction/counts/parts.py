"""Counts that are parts of a count made before them in the same sentence.

"four were arrested - two for X, one for Y", "including nine officers", "14 of them
inside the ground": the part has the kind of the count it breaks down, and the
group of its own people or, naming none ("two of them") or people of no group
("including two lads"), of that count.  Subjects
joined by "and" are members of a total instead (see ``enumerations``).
"""

from __future__ import annotations

import re
from dataclasses import replace

from .. import regexes
from ..kinds import PART_KINDS
from .groups import count_group, part_group
from .triggers import PEOPLE, Count

# Parts of a count already made (of the PART_KINDS), in the same sentence: "four people were arrested -
# two for X, one for Y", "23 people were injured, including nine police officers".
INCLUDING_BEFORE_RE = regexes.compile(
    r"\b(?:including|included|includes|among\s+them|among\s+whom|of\s+whom|of\s+them)\s+(?:the\s+|those\s+)?$"
)
_PART_BEFORE_RE = regexes.compile(r"(?:[-–—:,;]|\band)\s*$")
_PART_AFTER_RE = regexes.compile(
    rf"(?:\s+(?:{PEOPLE}))?\s+(?:(?:were|was)\s+)?(?:for|on\s+suspicion\s+of|over)\b|"
    # ... and the writer's own among them said after: "eleven people had been lifted, seven of them ours"
    r"\s+of\s+(?:them|whom|those)(?:\s+(?:(?:are|were|was|is)\s+)?ours)?\b|"
    # the writer's own among them: "Police said ten arrests, six of ours, and the other four ..."
    # (or by their own word for themselves: "Five arrests, and four of our lot among them")
    r"\s+of\s+(?:ours|us|our\s+(?:lot|mob|crew|group|party|own))\b|"
    # by place: "12 were arrested - eight inside the ground and four outside"
    rf"(?:\s+(?:{PEOPLE}))?\s+(?:(?:were|was)\s+)?(?:inside|outside|in|at|near|around|on|before|after|during)\s+(?:the\s+)?[\w'’-]+|"
    # by who they were: "Fourteen of those detained were Roma supporters and nine were Lazio fans"
    rf"\s+(?:were|was)\s+(?:[\w'’-]+\s+){{0,2}}?(?:{PEOPLE})\b"
)
# (a side's name may hold a slash or a full stop: "600 Bodø/Glimt supporters", "St. Pauli fans")
_PEOPLE_NEXT_RE = regexes.compile(rf"(?:\s+[\w'’./-]+){{0,2}}?\s+(?:{PEOPLE})\b")
OF_THEM_RE = regexes.compile(r"\s+of\s+(?:them|whom|those)\b")


def part_of(sentence, folded, match, quantity, found, offset) -> Count | None:
    """A count that is part of an earlier count of the sentence, or None.

    "- two for public order offences", ", one for assault", "including nine
    police officers": the part has the kind of the count it breaks down and is
    no larger than it.
    """
    start = offset + match.start()
    total = next((c for c in reversed(found) if c.start < start and c.kind in PART_KINDS), None)
    crowd = total is None
    if crowd:  # "The attendance was 28,500, including about 2,800 visiting supporters"
        total = next((c for c in reversed(found) if c.start < start and c.kind == "crowd"), None)
    if total is None or quantity.low is None or total.quantity.low is None:
        return None
    if quantity.low >= total.quantity.low and total.quantity.low:
        return None
    fbefore = folded[max(0, match.start() - 20):match.start()]
    end = None
    if INCLUDING_BEFORE_RE.search(fbefore):
        people = _PEOPLE_NEXT_RE.match(folded, match.end())
        if people is None and not crowd:  # "11 were detained, including the eight in the Old Town"
            people = _PART_AFTER_RE.match(folded, match.end())
        if people is not None:
            end = people.end()
    elif crowd:
        return None
    elif _PART_BEFORE_RE.search(fbefore):
        part = _PART_AFTER_RE.match(folded, match.end())
        if part is not None:
            end = part.end()
    if end is None:
        return None
    # "nine fans were hurt, two of them seriously": a part naming nobody is of the total's group
    # ... unless named right after it: "seven people, five of them Sparta supporters"
    of_total = count_group(folded, total.start - offset, total.end - offset)
    group = count_group(folded, match.start(), end, default=part_group(folded, match.start(), end) or of_total)
    # ... and a part in people of no group is of the total's: "eleven of ours taken away,
    # including two lads who were only filming" (fans), "five officers hurt, including two women"
    group = group or of_total
    return Count(total.kind, start, offset + end, quantity, sentence[match.start():match.end()], total.detail
                 if total.kind == "bans" else "", group)


# A part of a count of supporters named as one side's: "five supporters were ejected by
# stewards, three of them from the away end", "Four fans were arrested, three of them away
# supporters", "Seven fans were ejected, four of them Celtic supporters", "four of them from
# Millwall": the total counts both sides' supporters, people of no one group (its part stays the
# side's fans).  Not a total naming its side ("Five Celtic supporters were ejected, three of them
# from the away end").
_SIDE_PART_AFTER_RE = regexes.compile(
    r"\s+of\s+(?:them|whom)\s+(?:(?:are|were|was|is|being)\s+)?(?:(?:from|in)\s+the\s+(?:away|visiting|home)\b|"
    r"(?:away|visiting|travelling|home|local)\s+(?:supporters|fans)\b|(?-i:[A-Z])[\w'’./-]*\s+(?:supporters|fans)\b|"
    r"from\s+(?-i:[A-Z]))",
    re.IGNORECASE)
_GENERIC_FANS_RE = regexes.compile(r"[\w,.\s-]*?\s(?:supporters|fans)\b")
_SIDE_WORD_RE = regexes.compile(r"\b(?:away|visiting|travelling|home|local|rival|our|their)\b")


def with_sides_of_a_total(found: list[Count], sentence: str, folded: str, offset: int) -> list[Count]:
    """``found`` with a total of supporters whose part is named as a side's people read as
    everyone's (see _SIDE_PART_AFTER_RE)."""
    out = found[:]
    for i, total in enumerate(found):
        if total.kind not in PART_KINDS or total.group != "fans" or total.quantity.low is None:
            continue
        words = sentence[total.start - offset:total.end - offset]
        generic = _GENERIC_FANS_RE.match(" " + words.lower())
        if generic is None or _SIDE_WORD_RE.search(generic.group()) or any(
                w[:1].isupper() for w in words.split()[1:]):
            continue
        for part in found[i + 1:]:
            if (part.kind == total.kind and part.quantity.low is not None
                    and part.quantity.low < total.quantity.low
                    and _SIDE_PART_AFTER_RE.match(sentence, part.start - offset + len(part.original))):
                out[i] = replace(total, group="")
                break
    return out
