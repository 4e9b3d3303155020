"""The thing named right beside a mention: the stand beside a ground, the round beside a competition.

Plain Python, no Django.  Built once a text, so that a report naming many mentions
and many things is not read once a mention: each look-up reads only the things near it.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right

# No stop between a mention and the thing named beside it.
_STOP_RE = re.compile(r"[.!?\n;]")


class Nearby:
    """Things named in ``text`` as (start, end, value), for ``beside``."""

    def __init__(self, text: str, things: list[tuple[int, int, str]], max_gap: int):
        self.text = text
        self.things = sorted(things)
        self.starts = [t[0] for t in self.things]
        self.longest = max((end - start for start, end, _ in self.things), default=0)
        self.max_gap = max_gap

    def beside(self, start: int, end: int, lo: int = 0, hi: int | None = None) -> str:
        """The value of the thing nearest the mention at text[start:end], at most ``max_gap``
        characters before or after it with no stop between, inside text[lo:hi]; the first
        in text order on a tie, "" when there is none."""
        hi = len(self.text) if hi is None else hi
        best, best_gap = "", self.max_gap + 1
        # A thing before the mention ends at most max_gap before it, so it starts at most
        # that plus the longest thing's length before it; one after starts within max_gap.
        first = bisect_left(self.starts, start - self.max_gap - self.longest)
        last = bisect_right(self.starts, end + self.max_gap)
        for t_start, t_end, value in self.things[first:last]:
            if t_end <= start and t_start >= lo:
                gap_from, gap_to = t_end, start
            elif t_start >= end and t_end <= hi:
                gap_from, gap_to = end, t_start
            else:
                continue
            if gap_to - gap_from < best_gap and not _STOP_RE.search(self.text, gap_from, gap_to):
                best, best_gap = value, gap_to - gap_from
        return best
