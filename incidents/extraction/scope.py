"""Whether a claim is about this match, the season so far, or another match.

Cues are looked for in the claim's own clause first, then in its sentence; when
a clause holds cues of two scopes the one nearest the claim wins ("security was
boosted for the derby ... following trouble this season" is about the derby).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .text import fold

_SEASON_RE = re.compile(
    r"\b(?:this\s+(?:season|campaign|term)|so\s+far\s+this\s+(?:season|campaign|term)|"
    r"since\s+the\s+(?:beginning|start)\s+of\s+(?:the|this)\s+(?:season|campaign|term)|"
    r"(?:the|this)\s+season\s+so\s+far|season\s+total|earlier\s+(?:matches|games|fixtures)|"
    r"(?:previous|earlier|other)\s+(?:home\s+)?(?:matches|games|fixtures)\s+this|"
    r"in\s+(?:all|every)\s+(?:competitions|matches|games)|since\s+(?:august|july|september)|"
    r"across\s+the\s+season|during\s+the\s+season)\b",
)
_NAME = r"[A-Z][\w'’.-]*(?:\s+(?:[A-Z][\w'’.-]*|&|and\s+(?=[A-Z])|de|del))*"
_OTHER_MATCH_RE = re.compile(
    rf"\b(?:(?:match|matches|game|games|fixture|fixtures|clash|tie|meeting|derby)\s+(?:against|with|v|vs\.?|versus)|"
    rf"(?:defeat|loss|draw)\s+(?:by|to|against|with)|(?:win|victory|draw)\s+(?:over|against)|"
    rf"(?:visit|trip)\s+to|(?:take|took|taking)\s+on|(?:travel|travels|travelled)\s+to)\s+(?:the\s+)?(?P<name>{_NAME})"
)
_HISTORY_RE = re.compile(
    r"\b(?:last\s+(?:season|year|week|month|time)|previous\s+(?:season|meeting|encounter)|"
    r"in\s+(?:1[89]\d\d|20[0-4]\d)\b|in\s+the\s+(?:mid-|late\s+|early\s+)?(?:19|20)?\d0s)",
)
_INCIDENT_RE = re.compile(
    r"\b(?:tonight|last\s+night|this\s+evening|the\s+(?:(?-i:[A-Z])[\w'’-]*\s+){0,2}(?:match|game|derby|clash|tie|fixture)|"
    r"this\s+(?:match|game)|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?:['’]s|\s+night|\s+evening)?|"
    r"the\s+final\s+whistle|kick-off|half-time|full-time|the\s+disorder|the\s+violence|the\s+trouble)\b",
    re.I,
)
# A gate only (every cue above holds one of these), so it may be looser than the
# cues: no \b in front of "in", so that every alternative opens with a letter and
# the engine can skip to the next possible first letter.
_ANY_CUE_RE = re.compile(
    r"season|campaign|term\b|earlier|previous|other|competitions|since|across|during|match|game|fixture|"
    r"clash|tie|meeting|derby|defeat|loss|draw|win|victory|visit|trip|take|took|taking|travel|last|"
    r"in\s+(?:the\s+)?(?:mid-|late\s+|early\s+)?\d|tonight|evening|day\b|whistle|kick-off|half-time|"
    r"full-time|disorder|violence|trouble",
)
# _SEASON_RE, _HISTORY_RE, _ANY_CUE_RE and _CLAUSE_RE are case-insensitive rules
# compiled without re.I: they run on the ``fold``ed sentence (see ``text``).
_NAMES_SPLIT_RE = re.compile(r"\s+and\s+|,\s*")
_CLAUSE_RE = re.compile(r";|\s[-–—]\s|,\s*(?:while|but|whereas|although|bringing|taking|meanwhile)\b")


def scope_of(
    sentence: str, start: int, end: int, other_club: Callable[[str], str | None], cache: dict | None = None
) -> tuple[str, str]:
    """(scope, scope_detail) for the claim at sentence[start:end].

    ``other_club(name)`` gives the club's name when ``name`` is a club other than
    the two the report is about, else None.  ``cache`` (one dict per report)
    keeps each sentence's cues between claims.
    """
    cues, clauses = _sentence_cues(sentence, other_club, cache)
    clause_start, clause_end = 0, len(sentence)
    for c_start, c_end in clauses:
        if c_end <= start:
            clause_start = c_end
        elif c_start >= end:
            clause_end = c_start
            break
    scope = _nearest(cues, clause_start, clause_end, start, end)
    if scope is None:
        scope = _nearest(cues, 0, len(sentence), start, end, incident=False)
    return scope or ("incident", "")


def _sentence_cues(sentence: str, other_club, cache: dict | None):
    """(cues, clause breaks) of the sentence, computed once per sentence.

    cues: (start, end, penalty, scope) of every cue; clause breaks: (start, end).
    """
    if cache is not None and sentence in cache:
        return cache[sentence]
    folded = fold(sentence)
    clauses = [m.span() for m in _CLAUSE_RE.finditer(folded)]
    cues: list[tuple[int, int, int, tuple[str, str]]] = []
    if _ANY_CUE_RE.search(folded):
        other_spans = []
        for m in _OTHER_MATCH_RE.finditer(sentence):
            names = [n.strip() for n in _NAMES_SPLIT_RE.split(m["name"]) if n.strip()]
            others = [o for o in map(other_club, names) if o]
            if others:
                cues.append((m.start(), m.end(), 0, ("other_match", " and ".join(others))))
                other_spans.append((m.start(), m.end()))
        for m in _SEASON_RE.finditer(folded):
            cues.append((m.start(), m.end(), 0, ("season", "")))
        for m in _HISTORY_RE.finditer(folded):
            cues.append((m.start(), m.end(), 0, ("unknown", "")))
        for m in _INCIDENT_RE.finditer(sentence):
            if any(m.start() < e and s < m.end() for s, e in other_spans):
                continue  # "the Premier League match against Middlesbrough"
            cues.append((m.start(), m.end(), 1, ("incident", "")))
    if cache is not None:
        cache[sentence] = cues, clauses
    return cues, clauses


def _nearest(cues, lo, hi, start, end, incident=True):
    best = None
    for c_start, c_end, penalty, scope in cues:
        if c_start < lo or c_end > hi or (penalty and not incident):
            continue
        if c_end <= start:
            distance = start - c_end
        elif c_start >= end:
            distance = c_start - end
        else:
            distance = 0
        distance += penalty
        if best is None or distance < best[0]:
            best = (distance, scope)
    return best[1] if best else None
