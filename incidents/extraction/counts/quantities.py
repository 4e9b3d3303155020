"""Which numbers of a sentence may be counts.

A quantity in digits or words ("SEVEN", "5,000", "three or four", "hundreds",
"between 30 and 40") is a candidate unless it is a date, a year, a minute, an age,
money, a score or part of a name ("Radio 5", "London Stadium 185"), or follows a
modal ("police expect to make dozens of arrests"; but bans that "will" be sought or
imposed are counted).
"""

from __future__ import annotations

import re

from .. import regexes
from ..numbers import BETWEEN_FOLD_RE, fold_quantities
from ..text import REPORTED_WOULD
from .gates import MODAL_BIT, gate_between
from .triggers import BAN_NOUN

# The months as written in full or short, folded: the units, dates and days below name them.
_MONTH_WORDS = (
    "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
    "november", "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
)
_MONTHS = "|".join(_MONTH_WORDS)
# _UNIT_AFTER_RE, _DATE_BEFORE_RE, _YEAR_CONTEXT_RE and _MODAL_BEFORE_RE are
# case-insensitive rules compiled without re.I: they run on ``fold``ed text.
_UNIT_AFTER_RE = regexes.compile(
    r"[\s-]*(?:minutes?|mins?|min\b|years?|yrs?|seasons?(?![\s-]ticket)|days?|weeks?|months?|hours?|hrs?|"
    r"times|goals?|points?|pts|pounds?|pence|p\b|euros?|dollars?|per\s*cent|percent|%|"
    r"metres?|meters?|miles?|km|kilometres?|yards?|pm\b|am\b|o['’]clock|-year|"
    # a month, whole ("20 Marseille fans" is no date); "season" not of "12 season-ticket holders"
    rf"(?:{_MONTHS})\b|st\b|nd\b|rd\b|th\b|"
    r"[-–]\s*\d|:\d|\.\d|x\b|v\b|vs?\b|-(?:match|game|week|day|month|year)\b)",
)
_DATE_BEFORE_RE = regexes.compile(
    rf"(?:{_MONTHS}|aged|age\s+of|under|"
    r"number|no\.?|section|page|minute|round|game|match|chapter|£|\$|€)\s*$",
)
# Every _DATE_BEFORE_RE match ends the text, but for white space, with one of these
# ("of" for "age of").
_DATE_ENDINGS = (
    *_MONTH_WORDS, "aged", "of", "under", "number", "no", "no.", "section", "page", "minute", "round", "game",
    "match", "chapter", "£", "$", "€",
)
# "During the match 12 people were detained": the match named, then a count, not its number.
_THE_MATCH_BEFORE_RE = regexes.compile(r"\b(?:the|this|that)\s+(?:match|game)\s*$")
_YEAR_CONTEXT_RE = regexes.compile(r"(?:in|since|until|of|by|from|during|before|after|to|the)\s+$")
_COMMON_CAPITALS = frozenset(
    "a an the about around some nearly over only just all but and another police officers "
    "between almost approximately roughly at least more than up to".split()
)
_CAPITAL_BEFORE_RE = regexes.compile(r"[A-Z]\w*\s+$")
_MODAL_BEFORE_RE = regexes.compile(
    # (not the month: "GLASGOW, May 3 - Nine fans were arrested", "in May", "On 19 May
    # police made four arrests", "since May", "early May")
    r"\b(?:expect(?:s|ed|ing)?|could|(?<!in\s)(?<!of\s)(?<!on\s)(?<!\d\s)(?<!\dth\s)(?<!\dst\s)(?<!\dnd\s)"
    r"(?<!\drd\s)(?<!since\s)(?<!until\s)(?<!early\s)(?<!late\s)(?<!mid-)(?<!last\s)(?<!next\s)"
    r"may(?!\s+\d)|might|would|will|plans?|planning|hope[sd]?|"
    r"hoping|likely|possible|fears?|feared|threaten(?:s|ed)?|risk|if|whether|predict(?:s|ed)?)\b"
    r"[^,;]{0,30}$",
)
# "would" in reported speech, a body's "will": "Police said they would seek stadium bans for
# nine people", "The club confirmed it would impose bans on four fans".
_REPORTED_WOULD_RE = regexes.compile(
    rf"{REPORTED_WOULD}\s+[^,;]{{0,40}}$|"
    # ... in the passive, whatever stands between: "RKC said stadium bans would be requested for
    # nine supporters", "the club confirmed that banning orders would be sought against 12 men"
    r"\b(?:said|says|announced|confirmed|added|stated)\s+(?:that\s+)?[^,;]{0,40}?\bwould\s+be\s+[^,;]{0,30}$")
# Bans counted right after the number: "six area bans", "12 more banning orders".
_BANS_AFTER_RE = regexes.compile(rf"\s+(?:[\w-]+\s+){{0,2}}?{BAN_NOUN}\b")
VAGUE_PLURALS = ("dozens", "hundreds", "thousands", "scores", "tens of")
# The next ages of a list of them: "aged 20 and 26", "aged 19, 22 and 31", "aged 18 or 19".
_MORE_AGES_BEFORE_RE = regexes.compile(r"\baged\s+\d+(?:\s*,\s*\d+)*\s*(?:,|and|or|&)\s*$")
# A whole date just before a number in words: the number is no day of it ("On 31 May two
# stewards were injured", "on 2nd May officers detained three").
_DAY_AND_MONTH_BEFORE_RE = regexes.compile(
    rf"\b\d{{1,2}}(?:st|nd|rd|th)?\s+(?:{_MONTHS})\s*$"
)
# A side down to its men on the pitch after a red card: "both sides finished with ten men",
# "reduced to nine men", "played the last half-hour with ten men" (no people counted).
_SIDE_DOWN_TO_RE = regexes.compile(
    r"\b(?:finish(?:ed|es|ing)?|end(?:ed|s|ing)?|down|reduced|play(?:ed|ing|s)?|left|cut|"
    r"(?:hour|half|minutes|time)|(?:was|were|are|is))\s+(?:the\s+(?:game|match|tie)\s+)?(?:(?:only|just)\s+)?"
    r"(?:with|to)\s+$"
)
_MEN_AFTER_RE = regexes.compile(r"[\s-]+men\b")


def plausible_quantities(sentence: str, folded: str, hits: list, gates: int) -> list[re.Match]:
    """The quantities of the sentence that may be counts, in order (see ``plausible``).

    ``hits`` and ``gates`` are the sentence's gate words and their bits (see ``gates``)."""
    found_numbers = fold_quantities(folded)
    if "between" in folded:
        ranges = list(BETWEEN_FOLD_RE.finditer(folded))
        if ranges:  # "between 30 and 40" replaces the numbers inside it
            found_numbers = sorted(
                [m for m in found_numbers if not any(r.start() <= m.start() < r.end() for r in ranges)] + ranges,
                key=lambda m: m.start(),
            )
    return [m for m in found_numbers if plausible(sentence, folded, hits, gates, m)]


def plausible(sentence: str, folded: str, hits: list, gates: int, match: re.Match) -> bool:
    start, end = match.span()
    if _UNIT_AFTER_RE.match(folded, end):
        return False
    b_start = start - 25 if start > 25 else 0
    fbefore = folded[b_start:start]
    num = match["num"]
    if _MORE_AGES_BEFORE_RE.search(fbefore):
        return False  # "two men, aged 20 and 26, were arrested": the 26 is an age too
    # "after the game dozens of fans": a vague number is no date, page or game number
    if (fbefore.rstrip().endswith(_DATE_ENDINGS) and _DATE_BEFORE_RE.search(fbefore)
            and not num.startswith(VAGUE_PLURALS) and not _THE_MATCH_BEFORE_RE.search(fbefore)
            and not (num[0].isalpha() and _DAY_AND_MONTH_BEFORE_RE.search(fbefore))):
        return False
    if _MEN_AFTER_RE.match(folded, end) and _SIDE_DOWN_TO_RE.search(fbefore):
        return False
    if num[0].isdigit():
        before = sentence[b_start:start]
        name = _CAPITAL_BEFORE_RE.search(before)
        if name and not match["mod"] and name.group().strip().lower() not in _COMMON_CAPITALS:
            sentence_initial = name.start() == 0 and start <= 25
            if not sentence_initial:
                # "Radio 5 live", "London Stadium 185": a number that is part of a name
                return False
        digits = num.replace(",", "")
        if len(digits) == 4 and "," not in num and 1850 <= int(digits) <= 2099:
            if _YEAR_CONTEXT_RE.search(fbefore) or not before.strip():
                return False
    if gates & MODAL_BIT and gate_between(hits, MODAL_BIT, b_start, start):
        modal = _MODAL_BEFORE_RE.search(fbefore)
        # A ban pledged is a count of bans: "banning orders will be sought against 15 fans",
        # "Police will request six area bans" (not "will get a letter about a stadium ban")
        if modal is not None and not ((modal.group().startswith("will") or (
                modal.group().startswith("would")
                and _REPORTED_WOULD_RE.search(folded, start - 70 if start > 70 else 0, start))) and (
                "ban" in folded[start - 60 if start > 60 else 0:start]
                or (_BANS_AFTER_RE.match(folded, end) and num.split()[-1].lower() not in ("a", "an")))):
            return False
    return True
