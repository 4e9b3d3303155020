"""Whether a claim is about this match, the season so far, or another match.

Cues are looked for in the claim's own clause first, then in its sentence; when
a clause holds cues of two scopes the one nearest the claim wins ("security was
boosted for the derby ... following trouble this season" is about the derby).
A claim whose clause holds no cue takes the nearest cue of an earlier clause ("Last
season, 40 were arrested, and 18 were banned"), never one of a later clause ("19
were arrested, while last season 31 were").  A season or past cue qualifying a
superlative ("the biggest crowd of the season so far") compares this match with
others and is no cue; a month right after a match noun ("the play-off semi-final
in May") dates that match and is no cue either.  "the <club> game" naming a club
other than the report's two, and a later meeting ("meet again", "the return
leg"), are other matches; so are an earlier meeting ("last time we played here",
"the previous meeting") and one to come ("X are next", "the second leg is at",
"a match noun ... next Thursday"; a bare "next week" is no cue); "in two years"
(a span of years) is ``unknown``.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .text import fold

_SEASON_RE = re.compile(
    r"\b(?:this\s+(?:season|campaign|term)|so\s+far\s+this\s+(?:season|campaign|term)|"
    r"since\s+the\s+(?:beginning|start)\s+of\s+(?:the|this)\s+(?:\d{4}[/-]\d{2,4}\s+)?(?:season|campaign|term)|"
    r"(?:the|this)\s+season\s+so\s+far|season\s+total|earlier\s+(?:matches|games|fixtures)|"
    r"(?:previous|earlier|other)\s+(?:home\s+)?(?:matches|games|fixtures)\s+this|"
    r"in\s+(?:all|every)\s+(?:competitions|matches|games)|since\s+(?:august|july|september)|"
    r"across\s+the\s+season|during\s+the\s+season|"
    r"since\s+the\s+(?:season|campaign)\s+(?:began|started|opened|kicked\s+off|got\s+under\s*way))\b",
)
# Season cues with "so far", "to date" or a named season ("2023/24"): run only on
# sentences holding "season" or "campaign", as most hold neither.
_SEASON_MORE_RE = re.compile(
    # "across the 2023/24 season so far", "so far in the 2024-25 campaign", "the season to date"
    r"(?:the\s+)?(?:\d{4}[/-]\d{2,4}\s+)?(?:season|campaign)\s+(?:so\s+far|to\s+date)|"
    r"so\s+far\s+(?:in|during|across)\s+the\s+(?:\d{4}[/-]\d{2,4}\s+)?(?:season|campaign)|"
    r"(?:across|over|during|throughout)\s+the\s+\d{4}[/-]\d{2,4}\s+(?:season|campaign)\b",
)
# "in the club's first season at the stadium", "its first season in the league": the season
# now running (only where "first season" or "first campaign" is).
_FIRST_SEASON_RE = re.compile(
    r"(?:\bthis|\btheir|\bits|\bour|['’]s)\s+first\s+(?:full\s+)?(?:season|campaign)\s+(?:at|in|since)\b"
)
_FIRST_SEASON_WORDS = ("first season", "first campaign", "first full")

_NAME = r"[A-Z][\w'’.-]*(?:\s+(?:[A-Z][\w'’.-]*|&|and\s+(?=[A-Z])|de|del))*"
_OTHER_MATCH_RE = re.compile(
    rf"\b(?:(?:match|matches|game|games|fixture|fixtures|clash|tie|meeting|derby)\s+(?:against|with|v|vs\.?|versus)|"
    rf"(?:defeat|loss|draw)\s+(?:by|to|against|with)|(?:win|victory|draw)\s+(?:over|against)|"
    rf"(?:visit|trip)\s+to|visit\s+of|(?:take|took|taking)\s+on|(?:travel|travels|travelled)\s+to|"
    # a fixture of one of the clubs against a third: "will face Manchester United", "who host Arsenal"
    rf"fac(?:e|es|ed|ing)|host(?:s|ed|ing)?|play(?:s|ed|ing)?|meet(?:s|ing)?|met)\s+(?:the\s+)?(?P<name>{_NAME})"
)
_HISTORY_RE = re.compile(
    r"\b(?:last\s+(?:season|year|week|month)|previous\s+season|"
    r"in\s+(?:1[89]\d\d|20[0-4]\d)\b|in\s+the\s+(?:mid-|late\s+|early\s+)?(?:19|20)?\d0s|"
    # a past tournament recalled: "Memories of Euro 2016", "reminiscent of Italia 90"
    r"memories\s+of|reminiscent\s+of|echoes\s+of)",
)
# More past cues: "since 2013", "in the last two seasons", "three years ago" (only where
# "since", "ago" or a plural of time is, as most sentences hold none).
_PAST_RE = re.compile(
    r"since\s+(?:1[89]\d\d|20[0-4]\d)\b|(?:last|past|previous)\s+(?:two|three|four|five|six|seven|eight|"
    r"nine|ten|few|several|\d+)\s+(?:seasons|years|campaigns)\b|"
    r"(?:two|three|four|five|six|seven|eight|nine|ten|few|many|several|\d+)\s+(?:years?|seasons?)\s+ago\b"
)
_PAST_WORDS = ("since ", " ago", "seasons", "years", "campaigns")
# A span of years or seasons the claim is counted over: "the third time in two years",
# "four charges within three seasons" -> unknown (run where _PAST_WORDS are).
_SPAN_RE = re.compile(
    r"(?:in|within|over)\s+(?:the\s+(?:last|past)\s+)?(?:two|three|four|five|six|seven|eight|nine|ten|\d+)\s+"
    r"(?:years|seasons|campaigns)\b(?![\'’]?\s+time)"
)
# A later meeting of the two sides: "the two sides meet again at Ibrox", "the rematch",
# "the return fixture" -> other_match (run only where "again", "return" or "rematch" is).
_AGAIN_RE = re.compile(
    r"(?:meet|meets|play|plays|face|faces|host|hosts|visit|visits)\s+(?:each\s+other\s+|one\s+another\s+)?again\b|"
    r"rematch\b|return\s+(?:[a-z]+\s+)?(?:match|fixture|game|leg|tie|meeting)\b"
)
_AGAIN_WORDS = ("again", "return", "rematch")
# Another meeting before or after this one -> other_match (run only where _OTHER_TIME_WORDS are):
# an earlier one ("last time we played here", "the previous meeting", "on their last visit")
# and one to come ("are next, at Old Trafford", "the next round", "the second leg is at ...",
# "a trip to ... next month", "will travel to").  A future time alone ("the FA will decide
# next week") is no cue: it must follow a match noun.
_OTHER_TIME_RE = re.compile(
    r"(?:last|previous)\s+(?:time|meeting|meetings|encounter|visit|trip)\b|"
    r"next\s+(?:round|match|game|fixture|tie|leg)\b|(?:are|is)\s+next\b|next\s+up\b|up\s+next\b|"
    r"(?:leg|match|game|fixture|tie|trip|visit|derby|clash|meeting|final|round)\b[^,;:.!?]{0,60}?\bnext\s+"
    r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|weekend|month)\b|"
    r"(?:first|second|return)\s+leg\s+(?:is|will|takes)\b|"
    r"(?:will|are\s+due\s+to|is\s+due\s+to)\s+travel\s+to\b"
)
_OTHER_TIME_WORDS = ("last", "previous", "next", "leg ", "travel")
# "the Middlesbrough game", "the Hibs match": a match named by a club; another match
# when the club is not one of the report's two.  Found from the match noun, the
# capitalised words before it checked by _CLUB_BEFORE_RE.
_CLUB_MATCH_NOUN_RE = re.compile(r"(?:game|match|fixture|tie|clash)\b")
_CLUB_MATCH_WORDS = ("game", "match", "fixture", " tie", "clash")
# More cues of other times.  They open with letters, not \b, so the engine can skip
# to a possible first letter; the \b before them is checked by hand (_word_start).
# A month with no day -> other_match, weighed by _MONTH_PENALTY:
_MONTH_RE = re.compile(
    r"in\s+(?:early\s+|late\s+|mid-)?(?:january|february|march|april|may|june|july|august|september|"
    r"october|november|december)\b(?!\s+\d{1,2}\b)"
)
# A month right after a match noun dates that match ("the play-off semi-final in May"):
# "the ... match" is this match unless another cue says otherwise, so no cue.
_MATCH_NOUN_BEFORE_RE = re.compile(
    r"(?:final|semi-final|quarter-final|play-off|playoff|match|game|derby|tie|fixture|clash|leg)\s+$"
)
# ... unless the match is "a"/"an" one ("visited Wigan for an EFL Cup tie in August"): not this match.
_INDEFINITE_BEFORE_RE = re.compile(r"(?<![\w'’-])(?:a|an)\s+(?:[\w'’-]+\s+){0,3}$")
# A season or past cue qualifying a superlative compares this match with the others:
# "in front of 41,000, the biggest crowd of the season so far" is this match's crowd.
_SUPERLATIVE_BEFORE_RE = re.compile(
    r"\b(?:biggest|largest|highest|lowest|best|worst|smallest|loudest|busiest|greatest|fewest|heaviest|"
    r"strongest|most|record)\s+(?:[\w'’-]+\s+){0,5}?(?:(?:of|in|for|at)\s+)?$"
)
_SUPERLATIVE_WORDS = ("est ", "most ", "record ")
# Between a match noun and a cue after it, a clause or a new event: the cue is not the match's.
_GAP_BREAK_RE = re.compile(r"[,;:]|\b(?:after|following|when|before|because|as|since|while|and|but|which|who)\b")
# "the reverse fixture" -> other_match (only where "reverse" is):
_REVERSE_RE = re.compile(r"reverse\s+(?:fixture|game|match|tie|leg)\b")
# a named season not said to be this one ("in the 2019/20 season") -> unknown
# (only where "season" or "campaign" is):
_NAMED_SEASON_RE = re.compile(r"in\s+the\s+\d{4}[/-]\d{2,4}\s+(?:season|campaign)\b(?!\s+(?:so\s+far|to\s+date))")
# A month with no day ("in August", "in early September"): a match report dates
# this match by its day ("on Saturday", "on 26 October"), so what happened in a
# bare month happened at another match ("were fined £10,000 in August after flares
# were thrown at ...").  Weighed as farther than the other cues, so "the match
# against X" (which names the opponent) in the same clause wins.
_MONTH_PENALTY = 40
_INCIDENT_RE = re.compile(
    r"\b(?:tonight|last\s+night|this\s+evening|"
    # "the match", "the Premier League match", "the grudge match"; not "the previous match"
    r"the\s+(?:(?!(?:previous|last|next|earlier|reverse|other|following|upcoming|return|corresponding|same|"
    r"first|second|opening|forthcoming|subsequent|semi|final|home|away)\b)[\w'’-]+\s+){0,2}"
    r"(?:match|game|derby|clash|tie|fixture)|"
    # a weekday dates this match, unless it is "next Thursday"
    r"this\s+(?:match|game)|(?<!next\s)(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?:['’]s|\s+night|\s+evening)?|"
    r"the\s+final\s+whistle|kick-off|half-time|full-time|the\s+disorder|the\s+violence|the\s+trouble)\b",
    re.I,
)
# A gate only (every cue above holds one of these), so it may be looser than the
# cues: no \b in front of "in", so that every alternative opens with a letter and
# the engine can skip to the next possible first letter.
_ANY_CUE_RE = re.compile(
    r"season|campaign|term\b|earlier|previous|other|competitions|since|across|during|match|game|fixture|"
    r"clash|tie|meeting|derby|defeat|loss|draw|win|victory|visit|trip|take|took|taking|travel|last|"
    r"in\s+(?:the\s+)?(?:mid-|late\s+|early\s+)?(?:\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|"
    r"tonight|evening|day\b|whistle|kick-off|half-time|"
    r"full-time|disorder|violence|trouble|memories|reminiscent|echoes|reverse|fac(?:e|ing)|host|play(?!er)|meet|met |"
    r"past|ago|years|again|return|rematch|next|leg\b",
)
# The three rules above as run (see _word_matches): their opening \b checked by hand.
_OTHER_MATCH_SCAN_RE = re.compile(_OTHER_MATCH_RE.pattern.removeprefix(r"\b"))
_SEASON_SCAN_RE = re.compile(_SEASON_RE.pattern.removeprefix(r"\b"))
_HISTORY_SCAN_RE = re.compile(_HISTORY_RE.pattern.removeprefix(r"\b"))
assert all(p.pattern.startswith(r"\b(?:") for p in (_OTHER_MATCH_RE, _SEASON_RE, _HISTORY_RE))
# _SEASON_RE, _HISTORY_RE, _ANY_CUE_RE and _CLAUSE_RE are case-insensitive rules
# compiled without re.I: they run on the ``fold``ed sentence (see ``text``).
_CLUB_BEFORE_RE = re.compile(rf"\b[Tt]he\s+(?P<name>{_NAME})(?:['’]s)?\s+$")
_NAMES_SPLIT_RE = re.compile(r"\s+and\s+|,\s*")
_CLAUSE_RE = re.compile(r";|\s[-–—]\s|,\s*(?:while|but|whereas|although|bringing|taking|meanwhile|and)\b")


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
        # A cue of an earlier clause frames the rest of the sentence ("Last season, ...;
        # ..."); one of a later clause does not reach back ("19 fans were arrested,
        # while last season 31 were").
        scope = _nearest(cues, 0, clause_start, start, end, incident=False)
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
        for m in _word_matches(_OTHER_MATCH_SCAN_RE, sentence):
            names = [n.strip() for n in _NAMES_SPLIT_RE.split(m["name"]) if n.strip()]
            others = [o for o in map(other_club, names) if o]
            if others:
                cues.append((m.start(), m.end(), 0, ("other_match", " and ".join(others))))
                other_spans.append((m.start(), m.end()))
        if any(w in folded for w in _CLUB_MATCH_WORDS):
            for m in _CLUB_MATCH_NOUN_RE.finditer(folded):
                if not _word_start(folded, m.start()):
                    continue
                named = _CLUB_BEFORE_RE.search(sentence, max(0, m.start() - 50), m.start())
                other = other_club(named["name"]) if named is not None else None
                if other:
                    cues.append((named.start(), m.end(), 0, ("other_match", other)))
                    other_spans.append((named.start(), m.end()))
        superlative = any(w in folded for w in _SUPERLATIVE_WORDS)
        for m in _word_matches(_SEASON_SCAN_RE, folded):
            if not (superlative and _compares(folded, m.start())):
                cues.append((m.start(), m.end(), 0, ("season", "")))
        seasonal = "season" in folded or "campaign" in folded
        for m in _SEASON_MORE_RE.finditer(folded) if seasonal else ():
            if _word_start(folded, m.start()) and not (superlative and _compares(folded, m.start())):
                cues.append((m.start(), m.end(), 0, ("season", "")))
        for m in _word_matches(_HISTORY_SCAN_RE, folded):
            if not (superlative and _compares(folded, m.start())):
                cues.append((m.start(), m.end(), 0, ("unknown", "")))
        if any(w in folded for w in _PAST_WORDS):
            for m in _word_matches(_PAST_RE, folded):
                if not (superlative and _compares(folded, m.start())):
                    cues.append((m.start(), m.end(), 0, ("unknown", "")))
            for m in _word_matches(_SPAN_RE, folded):
                if not (superlative and _compares(folded, m.start())):
                    cues.append((m.start(), m.end(), 0, ("unknown", "")))
        if any(w in folded for w in _AGAIN_WORDS):
            for m in _word_matches(_AGAIN_RE, folded):
                cues.append((m.start(), m.end(), 0, ("other_match", "")))
        if any(w in folded for w in _OTHER_TIME_WORDS):
            for m in _word_matches(_OTHER_TIME_RE, folded):
                cues.append((m.start(), m.end(), 0, ("other_match", "")))
        if seasonal and any(w in folded for w in _FIRST_SEASON_WORDS):
            for m in _FIRST_SEASON_RE.finditer(folded):
                if not (superlative and _compares(folded, m.start())):
                    cues.append((m.start(), m.end(), 0, ("season", "")))
        for m in _NAMED_SEASON_RE.finditer(folded) if seasonal else ():
            if _word_start(folded, m.start()):
                cues.append((m.start(), m.end(), 0, ("unknown", "")))
        for m in _REVERSE_RE.finditer(folded) if "reverse" in folded else ():
            if _word_start(folded, m.start()):
                cues.append((m.start(), m.end(), 0, ("other_match", "")))
        for m in _MONTH_RE.finditer(folded):
            if not _word_start(folded, m.start()):
                continue
            noun = _MATCH_NOUN_BEFORE_RE.search(folded, max(0, m.start() - 16), m.start())
            if noun is None or _INDEFINITE_BEFORE_RE.search(folded, max(0, noun.start() - 40), noun.start()):
                cues.append((m.start(), m.end(), _MONTH_PENALTY, ("other_match", "")))
        others = [c for c in cues if c[3][0] != "incident"] if cues else cues
        for m in _INCIDENT_RE.finditer(sentence):
            if any(m.start() < e and s < m.end() for s, e in other_spans):
                continue  # "the Premier League match against Middlesbrough"
            if others and any(m.end() <= c[0] <= m.end() + 30 and not _GAP_BREAK_RE.search(folded, m.end(), c[0])
                              for c in others):
                continue  # "at the derby last season": the cue after it says which match
            cues.append((m.start(), m.end(), 1, ("incident", "")))
    if cache is not None:
        cache[sentence] = cues, clauses
    return cues, clauses


def _compares(folded: str, pos: int) -> bool:
    """Whether the cue at ``pos`` qualifies a superlative ("the biggest crowd of the season")."""
    return _SUPERLATIVE_BEFORE_RE.search(folded, max(0, pos - 45), pos) is not None


def _word_matches(pattern: re.Pattern, text: str) -> list[re.Match]:
    """``list(re.compile(r"\\b" + pattern.pattern).finditer(text))``, faster.

    Without the opening \b every alternative of ``pattern`` opens with a letter, so
    the engine can skip to a possible first letter; the \b is checked here, and a
    match that fails it is retried one character on, as the engine would.
    """
    out = []
    m = pattern.search(text)
    while m is not None:
        if _word_start(text, m.start()):
            out.append(m)
            m = pattern.search(text, m.end() if m.end() > m.start() else m.end() + 1)
        else:
            m = pattern.search(text, m.start() + 1)
    return out


def _word_start(text: str, pos: int) -> bool:
    """Whether a \b stands before ``pos`` (the match there opens with a word character)."""
    return not pos or not (text[pos - 1].isalnum() or text[pos - 1] == "_")


def _nearest(cues, lo, hi, start, end, incident=True):
    best = None
    for c_start, c_end, penalty, scope in cues:
        if c_start < lo or c_end > hi or (scope[0] == "incident" and not incident):
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
