"""Which clubs a report is about, so that a claim naming another club is about another match."""

from __future__ import annotations

from . import gazetteer, regexes
from .prepared import PreparedText

_STOP_RE = regexes.compile(r"[.!?]\s")


class Teams:
    """Which clubs the report is about: the two it names most."""

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

    def other(self, name: str) -> str | None:
        """The name to record as ``scope_detail`` if ``name`` is another club."""
        if self.has_reference:
            found = gazetteer.clubs(name)
            if not found:
                return None
            canon = found[0].name
            return None if canon in self.main else canon
        first = name.split()[0]
        return None if self.body.count(first) >= 3 else name
