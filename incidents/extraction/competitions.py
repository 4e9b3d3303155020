"""Competitions: the league or cup a report names, canonical, with the round in ``detail``.

Competitions come from ``incidents.reference`` (through ``gazetteer``).  A
competition named as its body ("Serie A's sporting judge", "the Premier League's
disciplinary panel") is no competition claim.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from . import gazetteer, regexes
from .prepared import PreparedText

# A competition named as the body running it: "Serie A's sporting judge".
_COMPETITION_BODY_RE = regexes.compile(
    r"['’]s\s+(?:[\w-]+\s+){0,2}?(?:judge|disciplinary|committee|panel|tribunal|board|officials?|organisers|"
    r"chief|executive|chairman|president|commissioner|spokes(?:man|woman|person)|investigators?)\b", re.I)


def find_competitions(text: PreparedText) -> Iterator[gazetteer.Mention]:
    """The competitions the report names as competitions, in its order."""
    body = text.body
    for m in text.competitions:
        if body.startswith(("'s", "’s"), m.end) and _COMPETITION_BODY_RE.match(body, m.end):
            continue  # "Serie A's sporting judge", "the Premier League's disciplinary panel": a body
        yield m
