"""Increments: how many were added, not how many there were.

"Cops reveal TWO more arrests", "a further three people were detained", "officers
arrested another four men": the number is how many were added.  It is kept, marked
``added``, and the extractor gives it a scope detail of its own, so it is compared only
with other increments (see ``extract``): set against another outlet's total it read as
a conflict.
"""

from __future__ import annotations

from dataclasses import replace

from .. import regexes
from .triggers import Count

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
