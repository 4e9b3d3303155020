"""Scores: the result of the match, not a score during it.

A score needs a result word ("win", "beat") or club names around it, and only the
result is one: a score during the match ("were leading 1-0", "2-0 up at the break",
"a 1-0 lead", "GOAL! X 1-0 Y", a live blog's "Half-time" or "12 min" heading above
it) is no claim, nor is a penalty shoot-out's score or a two-legged tie's aggregate.
The winner and loser ("X beat Y") go in ``detail`` whenever the sentence names both
clubs, wherever it names them; a draw gives "X v Y".
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterator

from . import regexes
from .prepared import PreparedText
from .text import STATEMENT_BREAK_RE

_SCORE_RE = regexes.compile(r"(?<![\w.,:£$€-])(\d{1,2})\s?[-–]\s?(\d{1,2})(?![\w%]|[.,:]\d|\s*(?:-|–)\s*\d)")
# What every score holds.  _SCORE_RE opens with a look-behind, which the engine tries
# at every character; this opens with a digit, which it jumps to.
_SCORE_SHAPE_RE = regexes.compile(r"\d\s?[-–]\s?\d")
_RESULT_WORD_RE = regexes.compile(
    r"\b(?:win|wins|won|winning|victory|victories|beat|beats|beating|beaten|defeat\w*|lost|loss|lose|losing|"
    r"draw|drew|drawn|lead|led|leading|score\w*|result|triumph\w*|thrash\w*|edged?|ended|finished|"
    r"half-time|full-time|aggregate)\b",
    re.I,
)
_SCORE_NOT_AFTER_RE = regexes.compile(
    r"\s*(?:people|fans|supporters|men|officers|minutes?|years?|arrests|seats|points?)\b", re.I
)
# A penalty shoot-out's score, which is no score of the match ("Celtic went through 6-5 on
# penalties after a 3-3 draw"): read as the result, it reversed or invented one.
_SHOOTOUT_AFTER_RE = regexes.compile(
    r"\s*(?:on\s+(?:penalties|pens|spot[- ]?kicks)|in\s+(?:a|the)\s+(?:penalty\s+)?shoot[- ]?out)\b|"
    # the score naming the shoot-out it was: "a 12-11 shoot-out win", "the 4-3 penalty defeat"
    r"\s+(?:(?:penalty\s+)?shoot[- ]?out|(?:penalty|penalties|pens|spot[- ]?kicks?)\s+"
    r"(?:win|victory|defeat|loss|triumph|success|exit|reverse|heartbreak|agony|glory))\b", re.I)
# Before the score, within five words, a comma or two between: "won the shoot-out 5-4", "the
# shoot-out, which Villa won 4-3", "In the shoot-out that settled it, Leeds won 5-3".
_SHOOTOUT_BEFORE_RE = regexes.compile(r"\bshoot[- ]?out\b,?\s+(?:[\w'’-]+,?\s+){0,5}$", re.I)
# A two-legged tie's score, which is no score of this match ("Sparta won 4-1 (6-4 on aggregate)",
# "a 5-3 aggregate win", "an aggregate score of 5-3"): read as the result, it invented one.
_AGGREGATE_AFTER_RE = regexes.compile(r"\s*(?:on\s+aggregate|agg\b|aggregate)\b", re.I)
_AGGREGATE_BEFORE_RE = regexes.compile(
    r"\b(?:aggregate|agg\.?)\s+(?:(?:score|scoreline|win|victory|lead|defeat|deficit|advantage)\s+)?(?:of\s+)?$", re.I)
# Words after a score saying whether it is the result or a score during the match.
_SCORE_AFTER_RE = regexes.compile(
    r"\s*(?:(?P<final>(?:home\s+|away\s+)?(?:win|wins|victory|defeat|loss|draw|triumph|success|thrashing|hammering|"
    r"scoreline|result)\b|(?:at|after)\s+(?:full[- ]time|the\s+(?:final\s+)?whistle)\b)"
    r"|(?P<interim>(?:half[- ]time\s+)?(?:lead|leads|advantage|up|down|ahead|behind)\b|"
    r"(?:at|by)\s+(?:half[- ]time|the\s+(?:break|interval)|HT)\b|(?:going\s+)?into\s+the\s+(?:break|interval)\b|"
    r"(?:in|after)\s+the\s+(?:first|1st)\s+half\b))",
    re.I,
)
# The nearest of these before a score on its line: "were leading 1-0" against "went on to win 2-0".
_SCORE_CUE_RE = regexes.compile(
    r"\b(?:(?P<interim>half[- ]time|HT|at\s+the\s+(?:break|interval)|goal|lead|leads|leading|led|ahead|"
    r"equalis\w+|equaliz\w+|pulled\s+(?:one|it)\s+back|made\s+it|making\s+it|doubled|extended)"
    r"|(?P<final>full[- ]time|FT|final\s+(?:score|whistle|result)|win|wins|won|winning|victory|beat|beats|beating|beaten|"
    r"defeat\w*|lost|loss|lose|losing|draw|drew|drawn|result|triumph\w*|thrash\w*|edged?|ended|finished|"
    r"sealed|secured|clinched|went\s+on\s+to))\b",
    re.I,
)
# A live blog's heading over a score line: a minute or the interval ("12 min", "45+2'", "Half-time").
_SCORE_HEADING_RE = regexes.compile(
    r"\s*(?:\d{1,3}(?:\+\d{1,2})?\s*(?:min(?:s|utes?)?\b|['’])|half[- ]time|HT|the\s+break|interval|"
    r"goal!?|\d{1,2}[:.]\d\d)\s*:?\s*",
    re.I,
)
_WIN_RE = regexes.compile(
    r"\b(?:win|won|victory|triumph\w*|beat|beats|beating|(?:had|have|has|having)\s+beaten|defeat(?:ed|ing)|thrash\w*|"
    r"edged|overc[ao]me)\b",
    re.I,
)
# A club named as the object of a preposition or a verb: "against X", "over X", "to X".
_OBJECT_BEFORE_RE = regexes.compile(r"\b(?:against|over|with|to|by|from|beat|beating|v|vs\.?|versus)\s+(?:the\s+)?$",
                                    re.I)
# A club owning something other than the win: "Uruguay ended Argentina's unbeaten run with a
# 2-0 win" (but "Celtic's 2-0 win", "Napoli's late 2-1 victory" are the owner's).
_OWNS_OTHER_RE = regexes.compile(
    r"['’]s?\s+(?!\d|(?:[\w-]+\s+)?(?:win|wins|victory|triumph|success|comeback|thrashing|hammering)\b)", re.I)
# A relative clause opening right after a club: "against Luton Town, who won 1-0".
_RELATIVE_RE = regexes.compile(r"\s*,?\s*(?:who|which|that)\b", re.I)
_LOSS_RE = regexes.compile(r"\b(?:defeat|lost|loss|losing|lose)\b\s+(?:\w+\s+){0,2}?(?:to|by|against|at)\b", re.I)
# A loss with no preposition after it: "Rangers lost 2-1", "were beaten 3-0 by".
_BEATEN_RE = regexes.compile(
    r"\b(?:(?:were|was|been|being)\s+(?:beaten|defeated|thrashed|hammered|edged\s+out)|lost|lose|loses|losing|"
    r"went\s+down)\b", re.IGNORECASE)


def may_hold_score(body: str, start: int, end: int) -> bool:
    """Whether body[start:end] may hold a score: cheap tests before ``find_scores``."""
    return (body.find("-", start, end) >= 0 or body.find("–", start, end) >= 0) and (
        _SCORE_SHAPE_RE.search(body, start, end) is not None)


def find_scores(text: PreparedText, sent: tuple[int, int], main: Collection[str] = ()
                ) -> Iterator[tuple[str, int, int, str]]:
    """(value, start, end, detail) of each result in the sentence at ``sent``; ``main`` are
    the report's two clubs, preferred when the sentence names more."""
    body = text.body
    offset, s_end = sent
    sentence = body[offset:s_end]
    for m in _SCORE_RE.finditer(sentence):
        if _SCORE_NOT_AFTER_RE.match(sentence, m.end()):
            continue
        if _SHOOTOUT_AFTER_RE.match(sentence, m.end()) or (m[1] != m[2] and _SHOOTOUT_BEFORE_RE.search(
                sentence, max(0, m.start() - 60), m.start())):
            # "through 6-5 on penalties", "win the shoot-out 5-4": no score of the match (a
            # level score is none of a shoot-out's: "a 12-11 shoot-out win after a 2-2 draw")
            continue
        if _AGGREGATE_AFTER_RE.match(sentence, m.end()) or _AGGREGATE_BEFORE_RE.search(
                sentence, max(0, m.start() - 40), m.start()):
            continue  # "6-4 on aggregate", "an aggregate score of 5-3": the tie's, not the match's
        if _interim(body, offset + m.start(), offset + m.end()):
            continue  # "led 2-0", "Half-time: Celtic 1-1 Hibs", "GOAL! Celtic 1-0": the result is the final score
        clubs = [(c.start - offset, c.end - offset, c.name) for c in text.clubs_in(offset, s_end)]
        window = sentence[max(0, m.start() - 40): m.end() + 40]
        between_clubs = any(e <= m.start() and m.start() - e < 4 for _, e, _ in clubs) and any(
            s >= m.end() and s - m.end() < 4 for s, _, _ in clubs)
        if not (_RESULT_WORD_RE.search(window) or between_clubs):
            continue
        value = f"{m.group(1)}-{m.group(2)}"
        yield value, offset + m.start(), offset + m.end(), _score_detail(sentence, m, clubs, main)


def _interim(body: str, start: int, end: int) -> bool:
    """Whether the score at body[start:end] is one during the match, not its result.

    The words right after it decide first ("a 2-0 lead", "2-0 up at the break"
    against "a 3-2 win"); then the nearest cue before it on its line ("were leading
    1-0", "GOAL! Marseille 1-0" against "went on to win 2-0"); then a live blog's
    heading line just above ("Half-time", "12 min" against "Full-time").
    """
    after = _SCORE_AFTER_RE.match(body, end)
    if after is not None:
        return after.lastgroup == "interim"
    line_start = body.rfind("\n", 0, start) + 1
    cue = None
    for cue in _SCORE_CUE_RE.finditer(body, max(line_start, start - 80), start):
        pass
    if cue is not None:
        return cue.lastgroup == "interim"
    if line_start > 1:
        prev_end = line_start - 1
        while prev_end > 0 and body[prev_end - 1] == "\n":
            prev_end -= 1
        prev_start = body.rfind("\n", 0, prev_end) + 1
        if prev_end - prev_start <= 30:
            return _SCORE_HEADING_RE.fullmatch(body, prev_start, prev_end) is not None
    return False


def _score_detail(text: str, m: re.Match, clubs, main: Collection[str] = ()) -> str:
    """Who won ("X beat Y") or who played ("X v Y", a draw), from the clubs the sentence names.

    The winner is the club before a win word or after a loss word ("lost 2-1 to X", "were
    beaten by X"), neither an object nor the owner of something else ("ended X's run with
    a 2-0 win"); the loser the club before a loss word; the
    other side is the club the words name, else any other club of the sentence (one of
    the report's two first, then the nearest the score): "Against Rangers, Celtic won 1-0"
    is "Celtic beat Rangers".  A draw names both sides as named, "X v Y".
    """
    if m.group(1) == m.group(2):
        sides = _two_sides(clubs, m, main)
        return f"{sides[0]} v {sides[1]}" if sides else ""
    before = [c for c in clubs if c[1] <= m.start()]
    after = [c for c in clubs if c[0] >= m.end()]
    # The words of the score's own clause decide, when they say who won ("Ten men, a derby
    # win and a long night for the police: Rosenborg's 3-1 victory over Molde" is not the
    # derby win's); else those of the whole sentence.
    breaks = list(STATEMENT_BREAK_RE.finditer(text, 0, m.start()))
    clause_start = breaks[-1].end() if breaks else 0
    after_break = STATEMENT_BREAK_RE.search(text, m.end())
    clause_end = after_break.start() if after_break else len(text)
    win = _WIN_RE.search(text, clause_start, clause_end)
    loss = _LOSS_RE.search(text, clause_start, clause_end)
    beaten = _BEATEN_RE.search(text, clause_start, clause_end)
    if win is None and loss is None and beaten is None:
        win, loss, beaten = _WIN_RE.search(text), _LOSS_RE.search(text), _BEATEN_RE.search(text)
    if beaten is not None and (loss is None or beaten.start() < loss.start()):
        loss = beaten
    if loss and (not win or loss.start() < win.start()):
        winner = next((c[2] for c in clubs if c[0] > loss.start()), "")
        loser = next((c[2] for c in clubs if c[1] <= loss.start()), "")
    elif win:
        # The club before the win word that is no object ("overturning a 4-0 deficit
        # against Peterborough United to win 5-1" is the subject's win, not Peterborough's).
        named = [c for c in clubs if c[1] <= win.start()]
        subjects = [c for c in named if not _OBJECT_BEFORE_RE.search(text, max(0, c[0] - 12), c[0])
                    and not _OWNS_OTHER_RE.match(text, c[1])]
        if named and _RELATIVE_RE.match(text, named[-1][1], win.start()):
            subjects = named  # "their tie against Luton Town, who won 1-0": the relative's subject
        winner = (subjects or named)[-1][2] if named else ""
        loser = next((c[2] for c in clubs if c[0] >= win.end() and c[2] != winner), "")
    elif before and after:
        return f"{before[-1][2]} v {after[0][2]}"
    else:
        return ""
    if winner and (not loser or (loser not in main and winner in main)):
        # "Villa won 2-1 to go above Chelsea, and Birmingham fans ...": the match's other club
        loser = _other_side(clubs, winner, m, main) or loser
    elif loser and (not winner or (winner not in main and loser in main)):
        winner = _other_side(clubs, loser, m, main) or winner
    if winner and loser:
        return f"{winner} beat {loser}"
    if loser:
        return f"beat {loser}"
    if winner:
        return f"{winner} won"
    return ""


def _other_side(clubs, side: str, m: re.Match, main: Collection[str]) -> str:
    """The club of the sentence facing ``side``: one of the report's two, else the nearest the score."""
    others = [c for c in clubs if c[2] != side]
    ours = [c for c in others if c[2] in main]
    if not others or (main and side in main and not ours and len(main) == 2):
        return ""  # the report's other club is not in the sentence: keep what the words say
    return min(ours or others, key=lambda c: abs(c[0] - m.start()))[2]


def _two_sides(clubs, m: re.Match, main: Collection[str]) -> tuple[str, str] | None:
    """The two clubs a drawn score is between, in the sentence's order: those around the
    score, else the report's two, else the first two named."""
    before = [c for c in clubs if c[1] <= m.start()]
    after = [c for c in clubs if c[0] >= m.end()]
    if before and after and before[-1][2] != after[0][2]:
        return before[-1][2], after[0][2]
    names = list(dict.fromkeys(c[2] for c in clubs))
    ours = [name for name in names if name in main]
    pick = ours if len(ours) == 2 else names
    return (pick[0], pick[1]) if len(pick) >= 2 else None
