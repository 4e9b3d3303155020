"""Round phrases ("fourth round", "last 16", "semi-final first leg") and round ladders."""

from __future__ import annotations

import datetime
import re

from incidents.reference.catalogue import catalogue
from incidents.reference.entities import Competition, RoundMention

_ORDINALS = {
    "first": "First", "1st": "First", "one": "First", "1": "First",
    "second": "Second", "2nd": "Second", "two": "Second", "2": "Second",
    "third": "Third", "3rd": "Third", "three": "Third", "3": "Third",
    "fourth": "Fourth", "4th": "Fourth", "four": "Fourth", "4": "Fourth",
    "fifth": "Fifth", "5th": "Fifth", "five": "Fifth", "5": "Fifth",
    "sixth": "Sixth", "6th": "Sixth", "six": "Sixth", "6": "Sixth",
    "seventh": "Seventh", "7th": "Seventh",
}
_ORD = r"(?:first|second|third|fourth|fifth|sixth|seventh|1st|2nd|3rd|4th|5th|6th|7th)"
_SEP = r"[-\s]"
# "the final," / "the final of" / "the final at Wembley", never "the final whistle".
_FINAL_END = r"(?=\s*(?:[,.;:!?)\"'\u2019\u201d]|$|of\b|at\b|in\b|against\b|between\b|on\b|with\b|itself\b|was\b|and\b|tie\b|match\b|itself\b|replay\b|first\b|second\b|,))"

# Matched against the lower-cased text with a space prepended: the leading \W lets
# the engine skip from word start to word start.
_ROUND_RE = re.compile(
    rf"""
    [^\w-](?:
        (?P<qual>(?:(?P<qord>{_ORD}){_SEP})?qualifying{_SEP}round)
      | (?P<prelim>preliminary{_SEP}round)
      | (?P<ord>{_ORD}){_SEP}round(?:\s+proper)?
      | round\s+(?P<num>one|two|three|four|five|six|[1-6])(?![\w-])
      | round{_SEP}of{_SEP}(?P<of>16|32|64|sixteen|thirty-two)
      | last{_SEP}(?P<last>16|32|64|eight|four|sixteen)(?![\w-])
      | (?P<po>play{_SEP}?offs?(?:{_SEP}(?P<pofinal>final|semi{_SEP}?finals?))?)
      | (?P<qf>quarter{_SEP}?finals?)
      | (?P<sf>semi{_SEP}?finals?)
      | (?P<group>group{_SEP}stages?|group{_SEP}phase|group\s+(?P<letter>[a-l])(?![\w-]))
      | (?P<lp>league{_SEP}phase)
      | (?P<ko>knockout{_SEP}(?:round{_SEP})?play{_SEP}?offs?)
      | (?P<final>final{_FINAL_END})
    )
    (?P<tail>(?:{_SEP}(?P<replay>replay))?(?:,?{_SEP}(?P<leg>first|second){_SEP}leg)?)
    (?![\w-])
    """,
    re.VERBOSE,
)
# Every round phrase holds one of these words.
_KEYWORDS = ("round", "last", "play", "final", "group", "phase")
# A bare "final" is the round only after one of these words ("the final", "Cup final").
_BEFORE_FINAL = re.compile(r"(?:\b(?:cup|trophy|shield|the|league|a)|\d)\s+$")
_NUMBERED = {"16": 16, "sixteen": 16, "32": 32, "thirty-two": 32, "64": 64, "eight": 8, "four": 4}


def _display(m: re.Match) -> str:
    g = m.groupdict()
    if g["qual"]:
        base = f"{_ORDINALS[g['qord'].lower()]} qualifying round" if g["qord"] else "Qualifying round"
    elif g["prelim"]:
        base = "Preliminary round"
    elif g["ord"]:
        base = f"{_ORDINALS[g['ord'].lower()]} round"
    elif g["num"]:
        base = f"{_ORDINALS[g['num'].lower()]} round"
    elif g["of"] or g["last"]:
        n = _NUMBERED[(g["of"] or g["last"]).lower()]
        base = {8: "Quarter-final", 4: "Semi-final"}.get(n, f"Round of {n}")
    elif g["po"]:
        tail = (g["pofinal"] or "").lower()
        base = "Play-off final" if tail == "final" else "Play-off semi-final" if tail else "Play-off"
    elif g["qf"]:
        base = "Quarter-final"
    elif g["sf"]:
        base = "Semi-final"
    elif g["group"]:
        base = f"Group {g['letter'].upper()}" if g["letter"] else "Group stage"
    elif g["lp"]:
        base = "League phase"
    elif g["ko"]:
        base = "Knockout play-off"
    else:
        base = "Final"
    if g["replay"]:
        base += " replay"
    if g["leg"]:
        base += f" {g['leg'].lower()} leg"
    return base


def _keywords(low: str) -> list[tuple[int, int]]:
    """The spans of the keywords in ``low``, as a regex alternation of them would find them.

    (str.find is faster than such a regex. At one place at most one keyword fits, so
    the regex's matches are the keywords found from the start, each after the last.)
    """
    spans = []
    for word in _KEYWORDS:
        at = low.find(word)
        while at >= 0:
            spans.append((at, at + len(word)))
            at = low.find(word, at + 1)
    spans.sort()
    out = []
    taken_to = 0
    for span in spans:
        if span[0] >= taken_to:
            out.append(span)
            taken_to = span[1]
    return out


def find_rounds(text: str) -> list[RoundMention]:
    """Every round phrase in ``text`` with its short display form ("Fourth round")."""
    low = " " + text.lower()
    if len(low) != len(text) + 1:
        low = " " + "".join(c.lower() if len(c.lower()) == 1 else c for c in text)
    # Every round phrase holds one of these words; the full pattern only runs near them.
    matches = []
    seen_to = -1
    for k_start, k_end in _keywords(low):
        if k_start < seen_to:
            continue
        for m in _ROUND_RE.finditer(low, max(0, k_start - 32), k_end + 48):
            if m.start() > k_start:
                break  # and so do the matches after it
            if m.start() >= seen_to - 1:
                matches.append(m)
                seen_to = m.end()
    out = []
    for m in matches:
        start, end = m.start(), m.end() - 1  # offsets in ``text``
        letter = m.start("letter")
        if letter > 0 and not text[letter - 1].isupper():
            continue  # "group a" is not Group A
        if m.group("final") and not _BEFORE_FINAL.search(low, max(0, start - 10), start + 1):
            continue
        out.append(RoundMention(round=_display(m), start=start, end=end, text=text[start:end]))
    return out


def parse_round(phrase: str) -> str:
    """The display form of the first round phrase in ``phrase``, or ""."""
    found = find_rounds(phrase)
    return found[0].round if found else ""


_GENERIC_LADDER = ("Group stage", "Round of 32", "Round of 16", "Quarter-final", "Semi-final", "Final")


def _base(round_: str) -> str:
    return re.sub(r" (replay|first leg|second leg)$", "", round_)


def _canonical(competition: Competition | None, round_: str) -> tuple[tuple[str, ...], str]:
    ladder = competition.rounds if competition and competition.rounds else _GENERIC_LADDER
    base = _base(round_)
    if base.startswith("Group "):
        base = "Group stage"
    if competition is not None:
        base = catalogue().round_aliases.get(competition.slug, {}).get(base, base)
    return ladder, base


def met_twice(competition: Competition | None, round_: str) -> bool:
    """Whether two clubs meet twice in the round: one of the competition's
    ``rounds_met_twice`` (a two-legged tie, home and away in a group), however the report
    names it ("Semi-final first leg", "Group E" for the group stage, a round's alias)."""
    if competition is None or not round_:
        return False
    return _canonical(competition, round_)[1] in competition.rounds_met_twice


def previous_round(competition: Competition | None, round_: str) -> str:
    """The round before ``round_`` in the competition's ladder ("" when unknown).

    Used when a report says a side went "through to the quarter-finals": the match
    reported was the round before. "Fifth round" of the EFL Cup is its quarter-final,
    so the round before it is the fourth.
    """
    ladder, base = _canonical(competition, round_)
    if base in ladder:
        i = ladder.index(base)
        return ladder[i - 1] if i > 0 else ""
    return ""


def same_round(competition: Competition | None, a: str, b: str) -> bool:
    return _canonical(competition, a)[1] == _canonical(competition, b)[1]


def round_for_date(competition: Competition | None, day: datetime.date | None) -> str:
    """The round a cup usually plays on ``day``, from its calendar in the data, or ""."""
    if competition is None or day is None:
        return ""
    md = day.strftime("%m-%d")
    for start, end, round_ in catalogue().calendars.get(competition.slug, ()):
        if (start <= md <= end) if start <= end else (md >= start or md <= end):
            return round_
    return ""
