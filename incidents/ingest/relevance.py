"""Whether a feed entry is about football crowd disorder. No Django here.

The rule: keep an entry when the claim extractor finds in its title, summary and text
at least one claim of a disorder kind (``kinds.DISORDER_KINDS``: a count of people
arrested, hurt, banned, dispersed or involved, or a missile, flare, pitch invasion,
police response, investigation, sanction or measure) AND the entry names a football
club or national team, or a football word (match, fans, stadium...). The extractor
alone would keep a concert's arrests; a club alone would keep every transfer story.
Measured in ``bench/feed_relevance.py`` on entries written by someone who had not
read this rule.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from incidents import extraction
from incidents.extraction.kinds import DISORDER_KINDS, KIND_LABELS
from incidents.reference.finder import find_clubs

# Words that put an entry at football when it names no club the reference data knows
# (a non-league side, a foreign club, "the visitors").
_FOOTBALL_RE = re.compile(
    r"\b(?:football|soccer|match(?:es|day)?|fixture|derby|kick-?off|stadium|stadia|ground|terraces?|"
    r"stand|fans?|supporters?|ultras|hooligans?|firm|away end|home end|stewards?|league|cup|"
    r"premier league|championship|uefa|fifa|fa|efl|spfl)\b",
    re.IGNORECASE,
)

REASON_KEPT = "states {what}"
REASON_NO_DISORDER = "not about football disorder: no arrests, injuries, bans, missiles, police or sanctions in it"
REASON_NOT_FOOTBALL = "not about football: {what}, but no club, match or fans named"


@dataclass(frozen=True, slots=True)
class Relevance:
    relevant: bool
    reason: str


def entry_relevance(text: str) -> Relevance:
    """Whether ``text`` (an entry's title, summary and text) is about football
    disorder, with the reason in words."""
    found = [claim.kind for claim in extraction.extract(text) if claim.kind in DISORDER_KINDS]
    if not found:
        return Relevance(False, REASON_NO_DISORDER)
    what = ", ".join(dict.fromkeys(KIND_LABELS[kind].lower() for kind in found))
    if find_clubs(text) or _FOOTBALL_RE.search(text):
        return Relevance(True, REASON_KEPT.format(what=what))
    return Relevance(False, REASON_NOT_FOOTBALL.format(what=what))
