"""A competition named as a club's standing, not as the match's competition.

"promoted as League One champions", "facing the drop to League One", "relegated from
the Premiership", "out of the Champions League", "second in Serie A", "chasing
Juventus in Serie A", "a run of draws in the Premiership", "when both clubs were in League One", "a Championship side":
the competition says where a club stands, which is no evidence of the competition a
match is played in (``matching``) and no claim about the match (``extraction``).
"""

from __future__ import annotations

import re

# Where a clause ends inside a sentence (read by ``matching`` too).
CLAUSE_BREAK = re.compile(
    r"[,;:()\u2013\u2014\"\u201c\u201d]|\s-\s|\b(?:that|how|why|when|where|which|who|while|whilst|after|before|during|as|because|since|following|but|until)\b",
    re.IGNORECASE,
)
_ORDINALS = (
    r"first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|"
    r"thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|"
    r"bottom|top|last"
)
_STANDING_BEFORE = re.compile(
    r"\b(?:promot\w*|relegat\w*|drop(?:ped|ping)?|demot\w*|went\s+down|going\s+down|go\s+down|"
    r"back\s+in|return\w*\s+to|(?:were|was)\s+(?:both\s+)?(?:in|playing\s+in)|bound\s+for|heading\s+for|"
    r"survival\s+in|places?\s+in|stay\s+in|status|\d+(?:st|nd|rd|th)\s+in|(?:top|bottom|foot|summit|half)\s+of|"
    # "second in Serie A", "chasing Juventus in Serie A"
    # (not "lifts Oxford to eighth in League One": where this match took them)
    rf"(?<!\bto\s)(?:{_ORDINALS})\s+(?:place\s+)?in|chasing\s+(?:[\w'’-]+\s+){{1,3}}?in|"
    # "a run of draws in the Premiership", "their winless run in the league"
    r"run\s+(?:of\s+(?:[\w'’-]+\s+){1,2}?)?in|"
    # "two points ahead of us with two games to go in Serie A", "three points behind Celtic in"
    r"(?:points?|places?)\s+(?:ahead|behind|clear|adrift|above|below|off)"
    r"(?:\s+(?!(?:and|but|then|to)\b)[\w'’-]+){0,8}?\s+in|"
    r"(?:games?|matches|fixtures|rounds)\s+(?:to\s+go|left|remaining)\s+in)"
    r"(?:\s+[\w'’-]+){0,3}\s+$",
    re.IGNORECASE,
)
# A clause that is only "out of" the competition states where a club stands ("Weeks
# without a league win, out of the Champions League, and ..."); "we came back out of
# the League Cup" and "crashed out of the FA Cup" tell what this match did.
_OUT_OF_RE = re.compile(r"\s*out\s+of\s+(?:the\s+)?", re.IGNORECASE)
# "the Premier League leaders", "a Championship side", "League One champions", "a
# League Cup exit", "the World Cup semi-finalists": the competition describes a club
# or its season.
_STANDING_AFTER = re.compile(
    # ("fighting to get back into the Champions League places", "the Europa League spots")
    r"(?:['’]s)?\s+(?:champions|title|status|survival|place|places|spots?|berths?|football|leaders|strugglers|"
    r"new\s+boys|"
    r"side|sides|club|clubs|outfit|team|teams|rivals|table|high-flyers|basement|"
    # "a chastening Betfred Cup exit", "their FA Cup run", "Champions League hopes"
    r"exit|run|hopes|"
    # what a side once won or reached: "the World Cup semi-finalists", "the FA Cup holders"
    r"winners|holders|(?:quarter-?|semi-?)?finalists|runners-up)\b",
    re.IGNORECASE,
)


# Where this match took a side is the match's competition: "beat Croatia 2-1 to move into
# second place in Euro 2024 qualifying Group D", "climb to third place in League One".
_TAKEN_TO_BEFORE = re.compile(
    rf"\b(?:into|to)\s+(?:(?:{_ORDINALS}|\d+(?:st|nd|rd|th))\s+(?:place\s+|spot\s+)?|top\s+(?:spot|place)\s+)in"
    r"(?:\s+[\w'’-]+){0,3}\s+$",
    re.IGNORECASE,
)


def named_as_standing(text: str, start: int, end: int, sentence_start: int) -> bool:
    """Whether the competition at text[start:end] is named as a club's standing; the
    words before it are read from the start of its clause."""
    clause_start = sentence_start
    for b in CLAUSE_BREAK.finditer(text, sentence_start, start):
        clause_start = b.end()
    if _TAKEN_TO_BEFORE.search(text, max(clause_start, start - 60), start):
        return False
    return bool(_STANDING_BEFORE.search(text, clause_start, start) or _STANDING_AFTER.match(text, end)
                or _OUT_OF_RE.fullmatch(text, clause_start, start))
