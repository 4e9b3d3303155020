"""Venues: the grounds a report names, canonical, with the stand or end in ``detail``.

Grounds come from ``incidents.reference`` (through ``gazetteer``).  A ground naming
a club ("the Ibrox club", "the Anfield outfit") or the stadium's operators ("London
Stadium partners") is no venue claim.  "The former <old name>" is the renamed
ground, unless the sentence is about a move between grounds.  Stands named "Curva
Sud", "Virage Nord", "Tribune X" or "the Gate 7 stand" are the report's ground (a
bare "Gate 7" only once called a stand); one venue claim a sentence.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from . import regexes
from .prepared import PreparedText
from .text import fold

_VENUE_HISTORY_RE = regexes.compile(r"\b(?:former|old|move[ds]?\s+(?:away\s+)?(?:from|to)|moving\s+(?:from|to)|left|leaving|relocat\w+\s+(?:from|to))\s+(?:the\s+)?$", re.I)
_MOVED_FROM_RE = regexes.compile(r"\bmov(?:e|ed|es|ing)\s+(?:away\s+)?from\b", re.I)
_FORMER_PREFIX_RE = regexes.compile(r"^(?:the\s+)?former\s+", re.I)
# Stands of continental grounds named by a direction, and numbered gate stands.
_FOREIGN_PART_WORDS = ("Curva", "Virage", "Tribun", "Fondo", "Gradinata", "Gate ")
_FOREIGN_PART_RE = regexes.compile(
    r"\b(?:Curva|Virage|Tribuna|Tribune|Fondo|Gradinata)\s+(?:[A-Z][\w'’-]+)(?:\s+(?:[A-Z][\w'’-]+))?"
    r"|\bGate\s+\d{1,2}(?:\s+(?:stand|end|terrace)\b)?"
)
# "London Stadium partners" (the operators), "the Ibrox club", "the Anfield outfit"
# (a club named by its ground): no venue claim.
_VENUE_COMPANY_RE = regexes.compile(
    r"\s+(?:partners?|operators?|company|ltd|limited|plc|LLP|trust|\d|"
    r"club|side|outfit|men|boss|manager|board|hierarchy|chairman|chiefs|officials|faithful)\b", re.I)
_FORMER_RE = regexes.compile(r"\bformer\b", re.I)


def find_venues(text: PreparedText) -> Iterator[tuple[str, int, int, tuple[int, int], str]]:
    """(ground, start, end, sentence span, part) of each venue claim, in the order of the report."""
    body, grounds, parts, sentence_of = text.body, text.grounds, text.parts, text.sentence_of
    last_ground = ""
    covered: list[tuple[int, int]] = []
    for g in grounds:
        history = _VENUE_HISTORY_RE.search(body[max(0, g.start - 30): g.start])
        if history is not None or _FORMER_RE.search(g.text):
            # "the former Olympic Stadium" names a renamed ground (the name written is not
            # its name now): still a venue, unless the sentence is about a move between grounds.
            if not _renamed(g, history) or _MOVED_FROM_RE.search(body, *sentence_of(g.start)):
                continue
        if _VENUE_COMPANY_RE.match(body, g.end):
            continue
        yield g.name, g.start, g.end, sentence_of(g.start), g.extra
        last_ground = last_ground or g.name
        covered.append(sentence_of(g.start))
    if not last_ground:
        return
    if any(w in body for w in _FOREIGN_PART_WORDS):
        # "the Curva Sud", "the Virage Nord", "the Gate 7 stand": stands not named "... Stand";
        # a bare "Gate 7" only where the report has called it a stand (else it is an entrance).
        found = [(m.start(), m.end(), " ".join(m.group().split())) for m in _FOREIGN_PART_RE.finditer(body)]
        stands = {name.split()[1] for _, _, name in found if name.startswith("Gate") and len(name.split()) > 2}
        found = [f for f in found if not f[2].startswith("Gate") or f[2].split()[1] in stands]
        parts = sorted([*parts, *found])
    for start, end, name in parts:
        sent = sentence_of(start)
        if sent in covered or name[:1].islower():
            continue  # the stand is already the detail of a named ground, or is generic
        yield last_ground, start, end, sent, name
        covered.append(sent)  # one venue claim a sentence


def _renamed(g, history) -> bool:
    """Whether "former" before the ground names it by an old name ("the former Olympic Stadium")."""
    if history is not None and not _FORMER_RE.match(history.group()):
        return False  # "moved from", "left", "the old ...": another ground
    plain = _FORMER_PREFIX_RE.sub("", g.text)
    return fold(plain).casefold() != fold(g.name).casefold()
