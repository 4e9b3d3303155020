"""Which match a report is about, so that a claim naming another match is about that match.

The match's clubs are the two the report names most; its ground the ground it names
most (the first on a tie); its competition the one it names most (on a tie, one named
with a round, "the EFL Cup quarter-final", then as a match's, "the FA Cup tie").  Another
competition names another match only when the match's is named more often than it.  Another club,
ground or competition named in a claim's clause may name another match (see ``scope``).
"""

from __future__ import annotations

from bisect import bisect_left

from . import gazetteer, regexes
from .prepared import PreparedText
from .scope import COMPETITION, GROUND, names_a_match
from .scope_patterns import later_leg_told

_STOP_RE = regexes.compile(r"[.!?]\s")


class Teams:
    """Which match the report is about: its two clubs (the two it names most), ground and competition."""

    def __init__(self, text: PreparedText):
        body, club_mentions = text.body, text.clubs
        counts: dict[str, int] = {}
        for m in club_mentions:
            counts[m.name] = counts.get(m.name, 0) + 1
        # A club named once is usually an opponent in another match, not a subject.
        self.main = {n for n in sorted(counts, key=lambda n: -counts[n])[:2] if counts[n] >= 2}
        if len(self.main) < 2 and club_mentions:
            # Too few repeats (a short text): the clubs of the opening sentence are its
            # subject; when it names only one (a headline), those of the next one or two
            # ("... the derby against Panathinaikos at ..." in the lede).
            pos = club_mentions[0].start
            for _ in range(4):
                while pos < len(body) and body[pos].isspace():
                    pos += 1
                first_end = body.find("\n", pos)
                first_end = len(body) if first_end < 0 else first_end
                stop = _STOP_RE.search(body, pos, first_end)
                first_end = stop.end() if stop else first_end
                for m in club_mentions:
                    if pos <= m.start < first_end and len(self.main) < 2:
                        self.main.add(m.name)
                if len(self.main) >= 2 or first_end >= len(body):
                    break
                pos = first_end + 1
        self.body = body
        self.has_reference = gazetteer.available()
        self.ground = _most_named(text.grounds)
        # The competition named most; on a tie one named with a round ("the EFL Cup
        # quarter-final"), then as a match's ("the FA Cup tie"), then the first.
        named = _counts(text.competitions)
        rank = {}
        for m in text.competitions:
            rank[m.name] = max(rank.get(m.name, (0, 0)), (bool(m.extra), names_a_match(text.folded, m.end)))
        self.competition = max(named, key=lambda name: (named[name], rank[name])) if named else ""
        # Grounds and competitions other than the match's, by place: what ``others_in`` reads.
        # A competition only when the match's is named more often: one mention each is no
        # telling which is the match's.
        self._others = sorted(
            [(m.start, m.end, GROUND, m.name, gazetteer.another_clubs_ground(m.name, self.main))
             for m in text.grounds if m.name != self.ground]
            + [(m.start, m.end, COMPETITION, m.name, m.extra) for m in text.competitions
               if named[m.name] < named[self.competition]])
        self._other_starts = [m[0] for m in self._others]
        # A report of a later leg of a tie (it gives an aggregate, or a lead carried from
        # the first leg): there "the first leg" is another match (see ``scope``).
        self.later_leg = later_leg_told(text.folded)

    def others_in(self, start: int, end: int) -> tuple:
        """The grounds and competitions other than the match's named in body[start:end]:
        (start, end, GROUND or COMPETITION, name, round or the club whose home another
        club's ground is), offsets from ``start``."""
        if not self._others:
            return ()
        first = bisect_left(self._other_starts, start)
        last = bisect_left(self._other_starts, end, first)
        return tuple((m[0] - start, m[1] - start, *m[2:]) for m in self._others[first:last] if m[1] <= end)

    def other_place(self, name: str) -> str | None:
        """``name`` if it names no club or ground ("away at Kelty" where Kelty is no club
        the reference knows is a town), else None."""
        if not self.has_reference or gazetteer.clubs(name) or gazetteer.grounds(name):
            return None
        return name

    def other(self, name: str) -> str | None:
        """The name to record as ``scope_detail`` if ``name`` is another club."""
        if self.has_reference:
            found = gazetteer.clubs(name)
            if not found:
                return None
            canon = found[0].name
            if canon in self.main or gazetteer.a_sides_land(canon, self.main):
                return None  # one of the match's, or the land of one of its clubs
            return canon
        first = name.split()[0]
        return None if self.body.count(first) >= 3 else name


def _counts(mentions) -> dict[str, int]:
    """How often each name is mentioned, in the order first named."""
    counts: dict[str, int] = {}
    for m in mentions:
        counts[m.name] = counts.get(m.name, 0) + 1
    return counts


def _most_named(mentions) -> str:
    """The name most mentioned, the first named on a tie ("" for none)."""
    counts = _counts(mentions)
    return max(counts, key=counts.__getitem__) if counts else ""
