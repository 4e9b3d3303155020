"""Stands, ends and concourses: the parts of a ground a report names.

Plain Python, no Django; ``finder`` attaches a part to the ground named beside it.
"""

from __future__ import annotations

import functools
import re

from incidents.reference.catalogue import catalogue, fold


@functools.cache
def _club_keys() -> frozenset[str]:
    """Every club name and alias, folded: "Chelsea End" names no stand of Chelsea's."""
    return frozenset(fold(e.alias) for e in catalogue().club_entries)

# Stands and ends are generic: "<Capitalised words> Stand|End|Terrace|Paddock|Kop",
# plus the unnamed parts every ground has. The keyword is found first, then the
# capitalised words before it.
# No look-behind in front: a pattern that opens with plain letters lets the engine
# jump between their first letters; the white space before is checked per match.
# (No keyword starts inside another, so dropping a match never hides a later one.)
_PART_KEYWORD = re.compile(r"(?:Stand|End|Terrace|Paddock|Kop)(?![\w-])")
_PART_NAME = re.compile(r"(?:(?:[A-Z][\w'\u2019.-]*|of|the|de|&)\s+){0,4}[A-Z][\w'\u2019.-]*\s+$")
_GENERIC_PART = re.compile(r"\W((?:the\s+)?(?:away|home)\s+(?:end|section|stand|enclosure)|concourses?|the\s+kop|(?:upper|lower)\s+tier)(?![\w-])")
_NOT_PARTS = {"east end", "west end", "north end", "south end", "the end", "world's end"}
# Compiled once rather than passed as strings to re.* on every hit.
_THE_RE = re.compile(r"^the\s+")


def find_parts(text: str) -> list[tuple[int, int, str]]:
    """Stands, ends and concourses named in ``text``: (start, end, display name)."""
    out = []
    for k in _PART_KEYWORD.finditer(text):
        if not k.start() or not text[k.start() - 1].isspace():
            continue
        m = _PART_NAME.search(text, max(0, k.start() - 60), k.start())
        if not m:
            continue
        words = (m.group() + k.group()).split()
        # "London Stadium's Bobby Moore Stand": the stand's name starts after the possessive.
        for i in range(len(words) - 2, -1, -1):
            if words[i].endswith(("'s", "\u2019s", "s'")):
                words = words[i + 1 :]
                break
        while words and words[0] in ("The", "the", "of", "&", "de"):
            words.pop(0)
        name = " ".join(words)
        if len(words) < 2 or name.lower() in _NOT_PARTS or fold(name) in _club_keys():
            continue
        out.append((text.rindex(words[0], m.start(), k.start() + 1), k.end(), name))
    low = " " + text.lower()
    if len(low) == len(text) + 1:
        for m in _generic_parts(low):
            name = _THE_RE.sub("", " ".join(m.group(1).split()))
            out.append((m.start(1) - 1, m.end(1) - 1, "Kop" if name == "kop" else name))
    out.sort()
    return out


# Every generic part holds one of these words, after "the", "upper" or "lower" and
# white space or at its start.
_GENERIC_WORDS = ("away", "home", "concourse", "kop", "tier")
_GENERIC_OPENERS = ("the", "upper", "lower")


def _generic_parts(low: str) -> list[re.Match]:
    """``_GENERIC_PART.finditer(low)``, with the pattern tried only where a part can start.

    Searching the whole text tries it at every non-word character, which is slow;
    the places a part can start are found from its words instead, and tried in
    order as finditer would (the next one after the end of a match).
    """
    starts = set()
    for word in _GENERIC_WORDS:
        at = low.find(word)
        while at >= 0:
            starts.add(at - 1)
            opener_end = at
            while opener_end > 0 and low[opener_end - 1].isspace():
                opener_end -= 1
            if opener_end < at:
                for opener in _GENERIC_OPENERS:
                    opener_at = opener_end - len(opener)
                    if opener_at > 0 and low.startswith(opener, opener_at):
                        starts.add(opener_at - 1)
            at = low.find(word, at + 1)
    found = []
    pos = 0
    for start in sorted(starts):
        if start >= pos:
            m = _GENERIC_PART.match(low, start)
            if m:
                found.append(m)
                pos = m.end()
    return found
