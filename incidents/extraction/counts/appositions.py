"""A total whose breakdown stands between dashes or brackets before its verb.

"Two people - a steward and a police officer - were injured", "three men (two Leeds
fans and a Chelsea fan) were arrested": the total is counted as though the apposition
were not there, spanning it; the members are counted as though the total were not
there, each a part with its own group, and the enumeration's own sum is dropped (the
total says it).  Only where the words before the apposition end in a people noun, so
"Police - who made 12 arrests - said" and a dash between clauses are left to the
other rules; an apposition of one member ("two men - both Hibs fans - were
arrested") gives the total alone.
"""

from __future__ import annotations

from .. import regexes
from .people import people_counts
from .triggers import PEOPLE, Count

# The apposition: an opening dash or bracket, the members, the closing one.
_APPOSITION_RE = regexes.compile(
    r"(?P<open>\s+[-–—]\s+|\s*\(\s*)(?P<inner>[^-–—()\n]{3,160}?)(?P<close>\s+[-–—]\s+|\s*\)\s*)"
)
# What stands just before it: a people noun ("two people", "three men").
_PEOPLE_BEFORE_RE = regexes.compile(rf"\b(?:{PEOPLE})$")
# Two or more members: a comma or an "and" between them.
_JOINED_RE = regexes.compile(r",|\sand\s")


def may_hold_one(folded: str) -> bool:
    """Whether the sentence has a dash or bracket an apposition could open with."""
    return "(" in folded or " - " in folded or "–" in folded or "—" in folded


def with_appositions(sentence: str, folded: str, offset: int, hits: list, gates: int,
                     found: list[Count]) -> list[Count]:
    """``found`` with each total-and-breakdown apposition counted as its total and members."""
    pos = 0
    while (match := _APPOSITION_RE.search(folded, pos)) is not None:
        start, end = match.span()
        inner_start, inner_end = match.span("inner")
        # A closing dash may open the next one ("MARSEILLE, Oct 22 - Two people - a steward ...").
        pos = inner_start
        if not _PEOPLE_BEFORE_RE.search(folded, max(0, start - 30), start):
            continue
        gap = " " * (end - start)
        totals = [c for c in people_counts(sentence[:start] + gap + sentence[end:],
                                           folded[:start] + gap + folded[end:], offset, hits, gates)
                  if c.start < offset + start and c.end > offset + end]
        if len(totals) != 1:
            continue
        [total] = totals
        found = [c for c in found if c.end <= total.start or c.start >= total.end]
        found.append(total)
        found.sort(key=lambda c: c.start)
        if not _JOINED_RE.search(folded, inner_start, inner_end):
            continue
        members_sentence, members_folded = (" " * inner_start + text[inner_start:inner_end]
                                            + " " * (end - inner_end) + text[end:] for text in (sentence, folded))
        members = [c for c in people_counts(members_sentence, members_folded, offset, hits, gates)
                   if c.kind == total.kind and offset + inner_start <= c.start and c.end <= offset + inner_end]
        if len(members) >= 2:
            found.extend(members)
            found.sort(key=lambda c: c.start)
    return found
