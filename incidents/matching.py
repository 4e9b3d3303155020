"""Guessing which match a report is about, so reports can be grouped into incidents.

Pure Python: takes a report's text and publication date, returns plain data. The
rules are general newsroom habits, not tuned to any report:

* The two clubs are the pair with the most weight: mentions count more in the
  headline and first paragraphs, and "X v Y", "X's 2-1 win over Y", "X beat Y",
  "between X and Y" tie a pair together. A club named only in a sentence about
  another fixture ("the match against Middlesbrough on 1 October", "recent games
  against Watford") counts for a fifth.
* The home side owns the named ground; failing that it comes first in "X v Y";
  failing that it is named first.
* The date comes from day words relative to publication ("Wednesday night",
  "last night"), or from explicit past dates; future dates and dates in
  sentences about other clubs' matches are ignored. "Today" and "this morning"
  usually date the reporting (statements, court appearances), so unless their
  clause speaks of the match or the disorder they give way to any other day
  word. A wire dateline ("MADRID, Oct 3 (Agency) -") dates the report, not the
  match: it is no candidate, and day words count back from it. A weekday that
  is part of a club's name ("Sheffield Wednesday") is no day word.
* The nearest telling word in a day word's clause says what it dates. Court words
  ("appeared before magistrates on Tuesday", "jailed yesterday") date a hearing:
  no candidate. Match words ("the second leg on 15 May", "Saturday's derby",
  "violence at the ground yesterday") tie it to the match: it beats a bare day
  word, unless the clause names another competition ("Tuesday's FA Trophy tie" in
  a league report). A clause about a coming fixture ("their next game is on
  Sunday", "will host Leeds on Saturday") gives no candidate.
* A page's own stamp ("Updated 22 August 2025, 09:40 BST", "Published: 3 May")
  is its publication time, never the match; a "Published" stamp near the given
  date is the day words' anchor when there is no dateline.
* Club nicknames written in lower case ("the gas", "tear gas") name no club
  (``incidents.reference`` holds them case-sensitive).
* The round is the one named beside the competition; "through to the
  quarter-finals" means the match was the round before; failing both, the
  competition's usual calendar.
"""

from __future__ import annotations

import datetime
import functools
import re
import unicodedata
from collections import defaultdict
from dataclasses import dataclass

from incidents.reference import (
    Club,
    ClubMention,
    Competition,
    Ground,
    club_by_slug,
    find_clubs,
    find_competitions,
    find_grounds,
    find_parts,
    find_rounds,
    previous_round,
    round_for_date,
)
from incidents.reference.catalogue import catalogue

WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
MONTHS = {
    m: i
    for i, names in enumerate(
        [("january", "jan"), ("february", "feb"), ("march", "mar"), ("april", "apr"), ("may",), ("june", "jun"),
         ("july", "jul"), ("august", "aug"), ("september", "sept", "sep"), ("october", "oct"), ("november", "nov"), ("december", "dec")],
        start=1,
    )
    for m in names
}
_MONTH = r"(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)"
_EXPLICIT_DATE = re.compile(
    rf"\b(?:(?P<d1>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<m1>{_MONTH})\.?(?:,?\s+(?P<y1>(?:19|20)\d\d))?"
    rf"|(?P<m2>{_MONTH})\.?\s+(?P<d2>\d{{1,2}})(?:st|nd|rd|th)?(?![\d:])(?:,?\s+(?P<y2>(?:19|20)\d\d))?"
    rf"|(?P<d3>\d{{1,2}})/(?P<m3>\d{{1,2}})/(?P<y3>(?:19|20)?\d\d))\b"
)
_WEEKDAY_BEFORE_DATE = re.compile(
    r"\b(?P<wd>Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday),?\s+(?:the\s+)?$"
)
_WEEKDAY = re.compile(
    r"\b(?:(?P<prefix>last|next|this|coming)\s+)?(?P<wd>Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)"
    r"(?:['\u2019]s)?(?:\s+(?:night|evening|afternoon|morning))?\b"
)
_RELATIVE = re.compile(
    r"\b(?P<rel>last\s+night|last\s+evening|yesterday|tonight|this\s+evening|this\s+afternoon|this\s+morning|today)(?:['\u2019]s)?\b",
    re.IGNORECASE,
)
# Day words that usually date the reporting moment rather than the match.
_GENERIC_DAYS = {"today", "this morning", "this afternoon"}
# Words tying a day word to the match or the disorder at it: "today's derby",
# "trouble flared this afternoon", "fans this morning clashed with police". Only
# event words count before the day word and only disorder verbs straight after it,
# so "fans appeared in court today" or "police today condemned the violence" stay
# about the reporting moment.
_EVENT = (
    r"match(?:es)?|games?|clash(?:es|ed|ing)?|fixtures?|kick[\s-]?offs?|kicked\s+off|final\s+whistle|violen(?:ce|t)|trouble|"
    r"disorder|derby|derbies|ties?|riot(?:s|ed|ing)?|brawl(?:s|ed|ing)?|fight(?:s|ing)?|fought|scuffles?|disturbances?"
)
_EVENT_BEFORE = re.compile(rf"\b(?:{_EVENT})\b(?:\W+\w+){{0,3}}?\W+$", re.IGNORECASE)
_POSSESSIVE_EVENT = re.compile(rf"^['\u2019]s(?:\s+[\w-]+){{0,3}}?\s+(?:{_EVENT}|fans|supporters)\b", re.IGNORECASE)
_VERB_AFTER = re.compile(
    r"^\s+(?:\w+\s+)?(?:clashed|fought|rioted|brawled|scuffled|rampaged|kicked\s+off|erupted|flared)\b", re.IGNORECASE
)
# Where a clause ends: punctuation, or a word opening a subordinate clause
# ("... confirmed today | that fans ...", "... under pressure today | after the match").
_CLAUSE_BREAK = re.compile(
    r"[,;:()\u2013\u2014\"\u201c\u201d]|\s-\s|\b(?:that|how|why|when|where|which|who|while|whilst|after|before|during|as|because|since|following|but|until)\b",
    re.IGNORECASE,
)
# What a day word is about, judged by the nearest telling word in its clause. Court
# words date a hearing ("appeared before magistrates on Tuesday", "sentenced on
# Friday"): never the match. Match words ("the second leg on 15 May", "Saturday's
# derby", "violence at the ground yesterday") tie it to the match. An offence name
# ("charged with violent disorder") is a court word, not the disorder itself.
_COURT_WORD = re.compile(
    r"\b(?:courts?|magistrates?|justices|judges?|hearings?|sentenc(?:e|ed|es|ing)|trials?|jury|juries|tribunals?|"
    r"remanded|bail(?:ed)?|pleaded|pleads?|pleas?|convicted|convictions?|jailed|verdicts?|appeals?|appealed|inquests?|"
    r"prosecutors?|prosecution|defendants?|charged\s+with|violent\s+disorder|affray)\b",
    re.IGNORECASE,
)
_MATCH_WORD = re.compile(
    r"\b(?:match(?:es)?|games?|fixtures?|ties?|legs?|kick[\s-]?offs?|kicked\s+off|derby|derbies|(?:semi-|quarter-)?finals?|"
    r"play-offs?|clash(?:es|ed)?|visit(?:s|ed)?|defeats?|defeated|wins?|won|victory|draws?|drew|lost|loss|beat|"
    r"stadium|ground|half-time|full-time|violen(?:ce|t)|trouble|disorder|riot(?:s|ed|ing)?|brawl(?:s|ed|ing)?|"
    r"fight(?:s|ing)?|fought|scuffles?|disturbances?|played|hosted|rampaged|pitch\s+invasion)\b",
    re.IGNORECASE,
)
# A clause about a fixture still to come ("their next match is on Thursday", "will
# host Leeds on Saturday", "Boca face River Plate on 31 August"): its day is no match day.
_FUTURE_FIXTURE = re.compile(
    r"\b(?:next|upcoming|forthcoming|return)\s+(?:[\w-]+\s+){0,2}?(?:match|game|fixture|tie|leg|meeting|outing)\b"
    r"|\b(?:will|shall|(?:is|are)\s+(?:due|set|scheduled)\s+to)\s+(?:\w+\s+)?(?:face|play|host|meet|visit|travel|take\s+on|welcome)\b"
    r"|['\u2019]ll\s+(?:face|play|host|meet|visit|travel|take\s+on|welcome)\b"
    # Present tense for a coming fixture only with a name after it: "the hosts were" is no fixture.
    r"|\b(?:face|faces|host|hosts|travel\s+to|travels\s+to|take\s+on|takes\s+on|welcomes?)\s+(?:(?-i:the)\s+)?(?-i:[A-Z])",
    re.IGNORECASE,
)
_AHEAD = re.compile(r"(?:[^\w\n]+[\w'\u2019-]+){1,4}")
# A web page's own time stamp ("Updated 22 August 2025, 09:40 BST", "Published:
# Fri 3 May 2024", "Last updated 14:05, 3 May"): the publication time, never the match.
_STAMP = re.compile(
    r"(?:^|[|\u00b7\u2022]|\s[-\u2013\u2014]\s)[ \t]*(?P<kind>Last\s+updated|Updated|First\s+published|Published|Posted|Last\s+modified|Modified)"
    r"(?:[ \t]+(?:on|at))?[ \t]*:?[ \t]*"
    r"(?:\d{1,2}[:.]\d\d(?:[ \t]*[ap]\.?m\.?)?(?:[ \t]+[A-Z]{2,5})?[ \t]*,?[ \t]*(?:on[ \t]+)?)?"
    r"(?:(?:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)(?:day|nesday|urday|sday)?\.?,?[ \t]+)?",
    re.MULTILINE,
)
_STAMP_TAIL = re.compile(r"(?:,?[ \t]+(?:at[ \t]+)?\d{1,2}[:.]\d\d(?:[ \t]*[ap]\.?m\.?)?(?:[ \t]+[A-Z]{2,5}\b)?)?")
# A wire dateline opening the text or a paragraph: "LISBON, March 3 (Agency) -",
# "Milan, 4 May 2021 -". The place is in capitals, or an agency or a dash follows.
_DATELINE = re.compile(
    rf"^[ \t]*(?P<place>(?P<caps>[A-Z][A-Z.'\u2019-]+(?:[ ][A-Z][A-Z.'\u2019-]+){{0,3}})|[A-Z][\w.'\u2019-]+(?:[ ][A-Z][\w.'\u2019-]+){{0,3}})"
    rf"(?:,[ \t]*[A-Z][\w.'\u2019-]+(?:[ ][A-Z][\w.'\u2019-]+){{0,2}})?"
    rf",[ \t]+(?P<date>(?:\d{{1,2}}(?:st|nd|rd|th)?[ \t]+{_MONTH}\.?|{_MONTH}\.?[ \t]+\d{{1,2}}(?:st|nd|rd|th)?)(?:,?[ \t]+(?:19|20)\d\d)?)"
    rf"(?![\w:])(?P<agency>[ \t]*\([^()\n]{{1,40}}\))?(?P<dash>[ \t]*[-\u2013\u2014])?",
    re.MULTILINE,
)
# Words in a sentence that mark it as about another fixture, past or future.
_OTHER_FIXTURE = re.compile(
    rf"\b(?:{_MONTH}|last\s+season|earlier\s+(?:this|in\s+the)\s+season|recent|previous|next|upcoming|later\s+this|travel\s+to|take\s+on|will\s+(?:face|host|play|meet))\b"
)
_AGAINST_BEFORE = re.compile(
    r"\b(?:against|by|over|with|to|v|vs|versus|take\s+on|face|faces|facing|hosts?|visits?|and|or)\s+(?:the\s+)?$|,\s*$", re.IGNORECASE
)
_VS_GAP = re.compile(r"^(?:['\u2019]s?)?\s*(?:v|vs\.?|versus|-|\u2013|\u2014|\d+\s*[-\u2013]\s*\d+)\s*$", re.IGNORECASE)
_RESULT_GAP = re.compile(
    r"^(?:['\u2019]s?)?\s+(?:\d+\s*[-\u2013]\s*\d+\s+)?(?:[\w-]+\s+){0,3}?(?:win|victory|defeat|loss|draw|triumph|success|thrashing|clash|game|match|tie)\s+(?:over|against|to|by|at|with)\s+(?:the\s+)?$",
    re.IGNORECASE,
)
_VERB_GAP = re.compile(
    r"^\s+(?:(?P<home>hosted|hosting|hosts?|welcomed|welcome)|(?P<away>visited|visiting|lost\s+at|won\s+at|drew\s+at)|beat|beating|defeated|thrashed|drew\s+with|lost\s+to|faced|played|take\s+on|took\s+on|against|knocked\s+out|eliminated|edged|overcame|saw\s+off)\s+(?:the\s+)?$",
    re.IGNORECASE,
)
_AND_GAP = re.compile(r"^\s+(?:and|&)\s+$")
_PROGRESS = re.compile(
    r"\b(?:progress(?:ed|es|ing)?|advance[sd]?|advancing|through|reach(?:ed|es|ing)?|towards|into|place\s+in|qualif(?:y|ied|ies|ying)\s+for|march(?:ed)?\s+on|set(?:s)?\s+up|draw\s+for|go(?:es)?\s+through|went\s+through)\b[^.!?]*$",
    re.IGNORECASE,
)
_PROGRESS_WORD = re.compile(_PROGRESS.pattern.removesuffix(r"[^.!?]*$"), re.IGNORECASE)
_CITY_CONTEXT = re.compile(r"\b(?:in|at|of)\s+$")


@dataclass(frozen=True, slots=True)
class MatchGuess:
    home: Club | None
    away: Club | None
    competition: Competition | None
    round: str
    match_date: datetime.date | None
    date_reason: str
    ground: Ground | None
    ground_part: str
    city: str
    country: str
    round_reason: str = ""
    published: datetime.date | None = None


# --------------------------------------------------------------------------- text layout


@dataclass(frozen=True, slots=True)
class _Layout:
    text: str
    headline_end: int
    paragraphs: list[tuple[int, int]]
    sentences: list[tuple[int, int]]

    def weight(self, pos: int) -> float:
        if pos < self.headline_end:
            return 3.0
        for i, (s, e) in enumerate(self.paragraphs):
            if s <= pos < e:
                return (2.0, 1.5, 1.25)[i] if i < 3 else 1.0
        return 1.0

    def sentence(self, pos: int) -> int:
        lo, hi = 0, len(self.sentences) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if self.sentences[mid][0] <= pos:
                lo = mid
            else:
                hi = mid - 1
        return lo

    def paragraph_of(self, pos: int) -> tuple[int, int]:
        for s, e in self.paragraphs:
            if s <= pos < e:
                return s, e
        return 0, len(self.text)


def _layout(headline: str, body: str) -> _Layout:
    text = f"{headline}\n\n{body}" if headline else body
    headline_end = len(headline) + 2 if headline else 0
    paragraphs = []
    for m in re.finditer(r"[^\n]+", text[headline_end:]):
        if m.group().strip():
            paragraphs.append((m.start() + headline_end, m.end() + headline_end))
    sentences = []
    start = 0
    for m in re.finditer(r"[.!?][\"'\u2019\u201d]?\s+(?=[\"'\u2018\u201cA-Z0-9])|\n+", text):
        sentences.append((start, m.end()))
        start = m.end()
    sentences.append((start, len(text)))
    return _Layout(text, headline_end, paragraphs, sentences)


def _inside_quote(layout: _Layout, pos: int) -> bool:
    s, _ = layout.paragraph_of(pos)
    before = layout.text[s:pos]
    return before.count('"') % 2 == 1 or before.count("\u201c") > before.count("\u201d")


# --------------------------------------------------------------------------- clubs


def _other_fixture_mentions(layout: _Layout, mentions: list[ClubMention]) -> set[int]:
    """Indexes of mentions naming a club as the opponent in some other fixture."""
    out = set()
    text = layout.text
    for i, m in enumerate(mentions):
        s, e = layout.sentences[layout.sentence(m.start)]
        if not _OTHER_FIXTURE.search(text, s, e):
            continue
        if _AGAINST_BEFORE.search(text[max(s, m.start - 25) : m.start]):
            out.add(i)
    return out


def _club_weights(layout, mentions, other):
    scores: dict[str, float] = defaultdict(float)
    for i, m in enumerate(mentions):
        scores[m.club.slug] += layout.weight(m.start) * (0.2 if i in other else 1.0)
    return scores


def _pair_evidence(layout, mentions, other):
    """Weights tying two clubs together, and votes for which of them was at home."""
    text = layout.text
    tie: dict[frozenset, float] = defaultdict(float)
    home_votes: dict[str, float] = defaultdict(float)
    for i in range(len(mentions) - 1):
        a, b = mentions[i], mentions[i + 1]
        if a.club.slug == b.club.slug or i in other or i + 1 in other:
            continue
        gap = text[a.end : b.start]
        w = layout.weight(a.start)
        key = frozenset((a.club.slug, b.club.slug))
        if _VS_GAP.match(gap):
            tie[key] += 4 * w
            home_votes[a.club.slug] += w
        elif m := _VERB_GAP.match(gap):
            tie[key] += 3 * w
            if m.group("home"):
                home_votes[a.club.slug] += w
            elif m.group("away"):
                home_votes[b.club.slug] += w
        elif _RESULT_GAP.match(gap):
            tie[key] += 3 * w
        elif _AND_GAP.match(gap) and (
            re.search(r"\bbetween\s+(?:the\s+)?$", text[max(0, a.start - 20) : a.start], re.IGNORECASE)
            or re.match(r"\s+(?:fans|supporters|players)\b", text[b.end : b.end + 20], re.IGNORECASE)
        ):
            tie[key] += 3 * w
    by_sentence: dict[int, set[str]] = defaultdict(set)
    for i, m in enumerate(mentions):
        if i not in other:
            by_sentence[layout.sentence(m.start)].add(m.club.slug)
    for idx, slugs in by_sentence.items():
        w = layout.weight(layout.sentences[idx][0])
        for a in slugs:
            for b in slugs:
                if a < b:
                    tie[frozenset((a, b))] += 0.5 * w
    return tie, home_votes


def _choose_pair(layout, mentions):
    other = _other_fixture_mentions(layout, mentions)
    scores = _club_weights(layout, mentions, other)
    tie, home_votes = _pair_evidence(layout, mentions, other)
    ranked = sorted(scores, key=lambda s: -scores[s])[:6]
    best, best_score = None, 0.0
    for i, a in enumerate(ranked):
        for b in ranked[i + 1 :]:
            if club_by_slug(a).kind != club_by_slug(b).kind:
                continue
            score = scores[a] + scores[b] + tie.get(frozenset((a, b)), 0.0)
            if score > best_score:
                best, best_score = (a, b), score
    if best is None:
        return ((ranked[0],) if ranked else ()), home_votes, other
    return best, home_votes, other


# --------------------------------------------------------------------------- dates


def _month_day(day: str, month: str) -> tuple[int, int]:
    return (int(month) if month.isdigit() else MONTHS[month.lower().rstrip(".")]), int(day)


def _datelines(layout: _Layout, published: datetime.date) -> list[tuple[int, int, datetime.date | None]]:
    """Wire datelines opening the text or a paragraph: (start, end, date) of their date.

    The date is put in the year that brings it nearest to publication, or None
    when it is not a real day.
    """
    out = []
    for m in _DATELINE.finditer(layout.text):
        words = set(m.group("place").replace(",", " ").split())
        if words & set(WEEKDAYS) or any(w.lower().rstrip(".") in MONTHS for w in words):
            continue  # "Saturday, 3 June" or "May, 2 ..." opens a line but is no dateline
        if not (m.group("caps") or m.group("agency") or m.group("dash")):
            continue
        d = _EXPLICIT_DATE.match(m.group("date"))
        day = None
        if d:
            month, dom = _month_day(d.group("d1") or d.group("d2"), d.group("m1") or d.group("m2"))
            year_text = d.group("y1") or d.group("y2")
            years = [int(year_text)] if year_text else [published.year - 1, published.year, published.year + 1]
            options = []
            for year in years:
                try:
                    options.append(datetime.date(year, month, dom))
                except ValueError:
                    pass
            day = min(options, key=lambda o: abs((o - published).days), default=None)
        out.append((m.start("date"), m.end("date"), day))
    return out


@functools.cache
def _weekday_club_prefixes() -> tuple[tuple[str, ...], ...]:
    """Words that, before a weekday, make it part of a club's name: ("sheffield",)."""
    out = set()
    for club in catalogue().clubs_by_slug.values():
        for alias in (club.name, *club.aliases, *club.ambiguous_aliases):
            words = alias.split()
            for i, w in enumerate(words):
                if i and w in WEEKDAYS:
                    out.add(tuple(x.lower() for x in words[:i]))
    return tuple(sorted(out))


def _weekday_in_club_name(text: str, start: int, end: int, mentions: list[ClubMention]) -> bool:
    """Whether the weekday at ``start:end`` is part of a club's name ("Sheffield Wednesday")."""
    for m in mentions:
        if m.start <= start and end <= m.end and (m.start, m.end) != (start, end):
            return True
    before = text[max(0, start - 60) : start]
    for prefix in _weekday_club_prefixes():
        found = re.search(r"(?<![\w'\u2019])" + r"\s+".join(map(re.escape, prefix)) + r"\s+$", before, re.IGNORECASE)
        if found and found.group()[:1].isupper():
            return True
    return False


def _stamps(text: str) -> list[tuple[int, int, str, datetime.date | None, str]]:
    """A page's own time stamps: (start, end, kind, date, date text).

    The date has no year fixed yet when the stamp gives none; None when it is no real day.
    """
    out = []
    for m in _STAMP.finditer(text):
        d = _EXPLICIT_DATE.match(text, m.end())
        if not d:
            continue
        tail = _STAMP_TAIL.match(text, d.end())
        end = tail.end() if tail else d.end()
        day = None
        try:
            month, dom = _month_day(d.group("d1") or d.group("d2") or d.group("d3"), d.group("m1") or d.group("m2") or d.group("m3"))
            y = d.group("y1") or d.group("y2") or d.group("y3")
            if y:
                day = datetime.date(int(y) + (2000 if len(y) == 2 else 0), month, dom)
        except (ValueError, KeyError):
            pass
        out.append((m.start("kind"), end, " ".join(m.group("kind").lower().split()), day, d.group()))
    return out


def _clause(text: str, s: int, e: int, start: int, end: int) -> tuple[int, int]:
    """The clause of sentence ``s:e`` holding the word at ``start:end``."""
    clause_start = s
    for b in _CLAUSE_BREAK.finditer(text, s, start):
        clause_start = b.end()
    b = _CLAUSE_BREAK.search(text, end, e)
    return clause_start, (b.start() if b else e)


def _main_competition(layout: _Layout, skip_sentences: set[int]) -> tuple[str | None, list]:
    """The competition most named (by weight) outside sentences about other clubs, and all mentions."""
    comps = find_competitions(layout.text)
    scores: dict[str, float] = defaultdict(float)
    for c in comps:
        if layout.sentence(c.start) not in skip_sentences:
            scores[c.competition.slug] += layout.weight(c.start)
    return (max(scores, key=lambda k: scores[k]) if scores else None), comps


def _day_context(layout: _Layout, start: int, end: int, main_competition: str | None = None, comps=()) -> str:
    """What the day word at ``start:end`` dates: "court" (a hearing), "future" (a
    fixture still to come), "match" (the match or its disorder), or "" (nothing said).

    The nearest court or match word in the clause decides, looking back through the
    clause and a few words ahead ("on Tuesday at the Crown Court", "Saturday's derby").
    A match word in a clause naming another competition than the report's main one
    ("Tuesday's FA Trophy tie" in a league report) is some other fixture: no tie.
    """
    text = layout.text
    s, e = layout.sentences[layout.sentence(start)]
    clause_start, clause_end = _clause(text, s, e, start, end)
    if _FUTURE_FIXTURE.search(text, clause_start, start):
        return "future"
    best: tuple[int, str] | None = None
    # Ahead, only a word attached to the day counts: "Saturday's derby", "on Tuesday at
    # Norwich Crown Court", not "on Sunday in connection with the disorder".
    ahead = _AHEAD.match(text, end, clause_end)
    ahead_end = ahead.end() if ahead else end
    for kind, pattern in (("court", _COURT_WORD), ("match", _MATCH_WORD)):
        for m in pattern.finditer(text, clause_start, start):
            dist = start - m.end()
            if best is None or dist < best[0] or (dist == best[0] and kind == "court"):
                best = (dist, kind)
        for m in pattern.finditer(text, end, ahead_end):
            dist = m.start() - end
            if best is None or dist < best[0]:
                best = (dist, kind)
    if best is None:
        return ""
    if best[1] == "match" and main_competition is not None:
        for c in comps:
            if clause_start <= c.start < ahead_end and c.competition.slug != main_competition:
                return ""
    return best[1]


def _tied_to_match(layout: _Layout, start: int, end: int) -> bool:
    """Whether the day word at ``start:end`` is tied to the match or its disorder."""
    text = layout.text
    s, e = layout.sentences[layout.sentence(start)]
    clause_start = s
    for b in _CLAUSE_BREAK.finditer(text, s, start):
        clause_start = b.end()
    b = _CLAUSE_BREAK.search(text, end, e)
    clause_end = b.start() if b else e
    word_end = end
    if text[end - 2 : end].lower() in ("'s", "\u2019s"):
        word_end = end - 2
    return bool(
        _EVENT_BEFORE.search(text[clause_start:start])
        or _POSSESSIVE_EVENT.match(text[word_end:clause_end])
        or _VERB_AFTER.match(text[word_end:clause_end])
    )


def _date_candidates(layout: _Layout, published: datetime.date, skip_sentences: set[int], mentions: list[ClubMention]):
    text = layout.text
    found = []  # (rank, position, date, reason)
    taken: list[tuple[int, int]] = []
    # A dateline dates the report: never the match, and the day words count back from it.
    anchor, anchor_name = published, "publication"
    for start, end, day in _datelines(layout, published):
        taken.append((start, end))
        if day is not None and anchor_name == "publication" and abs((day - published).days) <= 7:
            anchor, anchor_name = day, "the dateline"
    # A page's "Published"/"Updated" stamp is its own time, never the match. A
    # publication stamp near the given date is the anchor when there is no dateline;
    # an update may come days later, so it anchors nothing.
    main_competition, comps = _main_competition(layout, skip_sentences)

    def context(start: int, end: int) -> str:
        return _day_context(layout, start, end, main_competition, comps)

    for start, end, kind, day, _ in _stamps(text):
        taken.append((start, end))
        if kind in ("published", "first published", "posted") and day is not None and anchor_name == "publication" and day != published and abs((day - published).days) <= 7:
            anchor, anchor_name = day, "the publication stamp"
    for m in _EXPLICIT_DATE.finditer(text):
        if any(s <= m.start() < e for s, e in taken):
            continue
        # "Wednesday 28 January 2026": the weekday is part of the date, no day word of its own.
        named_day = _WEEKDAY_BEFORE_DATE.search(text, max(0, m.start() - 16), m.start())
        taken.append((named_day.start() if named_day else m.start(), m.end()))
        if layout.sentence(m.start()) in skip_sentences:
            continue
        d, mo, y = (m.group("d1") or m.group("d2") or m.group("d3"), m.group("m1") or m.group("m2") or m.group("m3"), m.group("y1") or m.group("y2") or m.group("y3"))
        try:
            month, dom = _month_day(d, mo)
            if y:
                year = int(y) + (2000 if len(y) == 2 else 0)
                day = datetime.date(year, month, dom)
            else:
                day = datetime.date(anchor.year, month, dom)
                if day > anchor and (day - anchor).days > 180:
                    day = day.replace(year=anchor.year - 1)
        except ValueError:
            continue
        if day > anchor:
            continue  # a fixture still to come
        where = context(m.start(), m.end())
        if where in ("court", "future"):
            continue  # a hearing's date, or a fixture still to come
        # A date written out with its right weekday is deliberate, however long ago it was.
        weekday_agrees = named_day is not None and WEEKDAYS.index(named_day["wd"]) == day.weekday()
        stale = (anchor - day).days > 14 and not weekday_agrees
        found.append(((2 if stale else 1) - (0.1 if where == "match" else 0), m.start(), day, f"date '{m.group().strip()}'"))
    for m in _WEEKDAY.finditer(text):
        if any(s <= m.start() < e for s, e in taken) or layout.sentence(m.start()) in skip_sentences:
            continue
        if _weekday_in_club_name(text, m.start("wd"), m.end("wd"), mentions):
            continue
        prefix = (m.group("prefix") or "").lower()
        if prefix in ("next", "coming"):
            continue
        where = context(m.start(), m.end())
        if where in ("court", "future"):
            continue  # "appeared before magistrates on Tuesday", "their next game is on Sunday"
        wd = WEEKDAYS.index(m.group("wd"))
        delta = (anchor.weekday() - wd) % 7
        if prefix == "last" and delta == 0:
            delta = 7
        day = anchor - datetime.timedelta(days=delta)
        found.append((0.9 if where == "match" else 1, m.start(), day, f"'{m.group()}': the {m.group('wd')} on or before {anchor_name} ({anchor.isoformat()})"))
    for m in _RELATIVE.finditer(text):
        if any(s <= m.start() < e for s, e in taken) or layout.sentence(m.start()) in skip_sentences:
            continue
        where = context(m.start(), m.end())
        if where == "court":
            continue  # "two men appeared in court this morning": the hearing, not the match
        rel = " ".join(m.group("rel").lower().split())
        before = rel in ("last night", "last evening", "yesterday")
        day = anchor - datetime.timedelta(days=1 if before else 0)
        if _inside_quote(layout, m.start()):
            # "tonight" in a quote is the speaker's night, which may not be the publication day.
            rank = 3
        elif rel in _GENERIC_DAYS:
            # "Police confirmed this morning ...": the reporting moment, unless tied to the match.
            rank = 0.9 if _tied_to_match(layout, m.start(), m.end()) else 1.5
        else:
            rank = 0.9 if where == "match" else 1
        what = f"the day before {anchor_name}" if before else f"the {anchor_name} day"
        found.append((rank, m.start(), day, f"'{m.group()}': {what} ({anchor.isoformat()})"))
    return sorted(found, key=lambda f: (f[0], f[1]))


def _skip_sentences(layout: _Layout, mentions: list[ClubMention], pair: set[str]) -> set[int]:
    """Sentences naming a club outside the pair are about some other match."""
    return {layout.sentence(m.start) for m in mentions if pair and m.club.slug not in pair}


def resolve_match_date(text: str, published: datetime.date) -> tuple[datetime.date | None, str]:
    """The date of the match described in ``text``, with a short reason.

    Day words count back from ``published`` ("Wednesday night" is the latest
    Wednesday on or before it, "last night" the day before, "tonight" the day
    itself); explicit dates count when they are in the past. Dates in sentences
    naming a club other than the two most named are taken to be about another match.
    """
    layout = _layout("", text)
    mentions = find_clubs(text)
    counts: dict[str, int] = defaultdict(int)
    for m in mentions:
        counts[m.club.slug] += 1
    pair = set(sorted(counts, key=lambda s: -counts[s])[:2])
    return _resolve(layout, published, _skip_sentences(layout, mentions, pair), mentions)


def _resolve(layout, published, skip, mentions) -> tuple[datetime.date | None, str]:
    found = _date_candidates(layout, published, skip, mentions)
    if not found:
        return None, "no day reference"
    _, _, day, reason = found[0]
    return day, reason


# --------------------------------------------------------------------------- guess


def _choose_competition(layout, pair, mentions_by_sentence, home, away):
    comps = find_competitions(layout.text)
    scores: dict[str, float] = defaultdict(float)
    national = home is not None and home.kind == "national"
    for c in comps:
        sentence = layout.sentence(c.start)
        slugs = mentions_by_sentence.get(sentence, set())
        factor = 1.0
        if slugs - pair:
            factor = 0.2
        elif pair and pair <= slugs and len(pair) == 2:
            factor = 1.5
        s, e = layout.sentences[sentence]
        if factor == 1.0 and not (slugs & pair) and _OTHER_FIXTURE.search(layout.text, s, e):
            factor = 0.3
        if home is not None and c.competition.for_clubs == national:
            factor *= 0.1
        scores[c.competition.slug] += layout.weight(c.start) * factor
    if not scores:
        return None, comps
    best = max(scores, key=lambda s: scores[s])
    return catalogue().competitions_by_slug[best], comps


def _choose_round(layout, competition, comps, match_date, skip):
    text = layout.text
    votes: dict[str, float] = defaultdict(float)
    reasons: dict[str, str] = {}
    attached = set()
    candidates = []
    for c in comps:
        if c.round:
            attached.add(c.round)
            if competition is None or c.competition.slug == competition.slug:
                candidates.append((c.start, c.round, 1.0))
    for r in find_rounds(text):
        if layout.sentence(r.start) in skip:
            continue
        candidates.append((r.start, r.round, 0.5 if r.round not in attached else 0.0))
    for pos, round_, weight in candidates:
        if not weight:
            continue
        s, _ = layout.sentences[layout.sentence(pos)]
        phrase = _round_phrase_start(text, pos, round_)
        window = text[max(s, phrase - 60) : phrase]
        # "into the quarter-finals" counts; "their way into the ground before the last-16 tie"
        # does not: the last progress word must be in the round's own clause.
        last = None
        for last in _PROGRESS_WORD.finditer(window):
            pass
        if last and _PROGRESS.search(window) and not _CLAUSE_BREAK.search(window, last.end()):
            earlier = previous_round(competition, round_)
            if earlier:
                votes[earlier] += weight * layout.weight(pos)
                reasons.setdefault(earlier, f"the round before the '{round_}' they went through to")
            continue
        votes[round_] += 1.5 * weight * layout.weight(pos)
        reasons.setdefault(round_, f"named: '{round_}'")
    if votes:
        best = max(votes, key=lambda r: votes[r])
        return best, reasons[best]
    guessed = round_for_date(competition, match_date)
    if guessed:
        return guessed, f"usual {competition.name} calendar for {match_date.isoformat()}"
    return "", ""


def _round_phrase_start(text: str, pos: int, round_: str) -> int:
    # ``pos`` is the competition mention for attached rounds; find the round phrase itself.
    for r in find_rounds(text[max(0, pos - 40) : pos + 60]):
        if r.round == round_:
            return max(0, pos - 40) + r.start
    return pos


# A sentence about another meeting of the clubs: "when they visited X in August", "the
# return fixture at X in April", "at X last season".  Its ground counts for little.
_OTHER_MEETING = re.compile(
    rf"\b(?:in|since|during|until)\s+(?:early\s+|late\s+|mid-)?{_MONTH}\b(?!\s+\d)|"
    r"(?i:\breturn\s+(?:\w+\s+)?(?:fixture|match|game|leg|tie|meeting)\b|"
    r"\b(?:last|previous|next|upcoming)\s+(?:season|meeting|visit|match|game|fixture)\b|\breverse\s+fixture\b)"
)
_OTHER_MEETING_WEIGHT = 0.2


def _choose_ground(layout, pair_clubs, mentioned_slugs, match_date):
    grounds = find_grounds(layout.text)
    year = match_date.year if match_date else None
    national = any(c.kind == "national" for c in pair_clubs)
    pair = {c.slug for c in pair_clubs}
    scores: dict[str, float] = defaultdict(float)
    by_slug = {}
    for g in grounds:
        owners = set(g.ground.club_slugs)
        if not national and owners and not owners & pair and owners & mentioned_slugs:
            continue  # another club's ground, named for another fixture
        bonus = 2.0 if owners & pair else 1.0
        s, e = layout.sentences[layout.sentence(g.start)]
        if _OTHER_MEETING.search(layout.text, s, e):
            bonus *= _OTHER_MEETING_WEIGHT
        scores[g.ground.slug] += layout.weight(g.start) * bonus
        by_slug[g.ground.slug] = g.ground
    if not scores:
        return None, grounds
    in_use = [s for s in scores if by_slug[s].in_use(year)] or list(scores)
    best = max(in_use, key=lambda s: scores[s])
    return by_slug[best], grounds


def _choose_part(layout, ground, grounds):
    if ground is None:
        return ""
    for g in grounds:
        if g.ground.slug == ground.slug and g.part:
            return g.part
    elsewhere = {g.part for g in grounds if g.part and g.ground.slug != ground.slug}
    parts = [p for p in find_parts(layout.text) if p[2] not in elsewhere]
    named = [p for p in parts if p[2][:1].isupper()]
    return (named or parts or [(0, 0, "")])[0][2]


def _city_in_text(text: str) -> tuple[str, str]:
    cities = catalogue().cities
    for m in re.finditer(r"\b[A-Z][\w'\u2019-]+(?:[ -][A-Z][\w'\u2019-]+)*", text):
        if m.group() in cities and _CITY_CONTEXT.search(text[max(0, m.start() - 4) : m.start()]):
            return m.group(), cities[m.group()]
    return "", ""


def guess_match(*, body: str, headline: str, published: datetime.date) -> MatchGuess:
    """Which match a report is about: clubs, home side, competition, round, date, ground."""
    layout = _layout(headline, body)
    mentions = find_clubs(layout.text)
    chosen, home_votes, other = _choose_pair(layout, mentions)
    pair = set(chosen)
    clubs = [club_by_slug(s) for s in chosen]
    mentioned = {m.club.slug for m in mentions}
    mentions_by_sentence: dict[int, set[str]] = defaultdict(set)
    for i, m in enumerate(mentions):
        mentions_by_sentence[layout.sentence(m.start)].add(m.club.slug)

    skip = _skip_sentences(layout, mentions, pair)
    match_date, date_reason = _resolve(layout, published, skip, mentions)
    ground, grounds = _choose_ground(layout, clubs, mentioned, match_date)

    # Home side: owner of the ground, else first in "X v Y", else first named.
    home = away = None
    if len(clubs) == 2:
        owners = [c for c in clubs if ground and c.slug in ground.club_slugs]
        if len(owners) == 1:
            home = owners[0]
        elif home_votes.get(clubs[0].slug, 0) != home_votes.get(clubs[1].slug, 0):
            home = max(clubs, key=lambda c: home_votes.get(c.slug, 0))
        else:
            first = {m.club.slug: m.start for m in reversed(mentions)}
            home = min(clubs, key=lambda c: first[c.slug])
        away = clubs[1] if home is clubs[0] else clubs[0]
    elif clubs:
        home = clubs[0]

    competition, comps = _choose_competition(layout, pair, mentions_by_sentence, home, away)
    round_, round_reason = _choose_round(layout, competition, comps, match_date, skip)

    city, country = "", ""
    if ground is not None:
        city, country = ground.city, ground.country
    else:
        city, country = _city_in_text(layout.text)
        if not city and home is not None and home.kind == "club" and competition is not None and competition.kind == "league":
            city, country = home.city, home.country
    return MatchGuess(
        home=home,
        away=away,
        competition=competition,
        round=round_,
        match_date=match_date,
        date_reason=date_reason,
        ground=ground,
        ground_part=_choose_part(layout, ground, grounds),
        city=city,
        country=country,
        round_reason=round_reason,
        published=published,
    )


# --------------------------------------------------------------------------- titles and grouping


def incident_title(guess: MatchGuess) -> str:
    """"West Ham United v Chelsea, EFL Cup, 26 Oct 2016", leaving out what is unknown."""
    parts = []
    if guess.home and guess.away:
        parts.append(f"{guess.home.name} v {guess.away.name}")
    elif guess.home:
        parts.append(guess.home.name)
    elif guess.ground:
        parts.append(f"Match at {guess.ground.name}")
    if guess.competition:
        parts.append(guess.competition.name)
    if guess.match_date:
        parts.append(f"{guess.match_date.day} {guess.match_date:%b %Y}")
    return ", ".join(parts) or "Unidentified match"


def _slugify(value: str) -> str:
    value = unicodedata.normalize("NFKD", value).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", value.lower()).strip("-")


def incident_slug(guess: MatchGuess) -> str:
    """"west-ham-united-v-chelsea-efl-cup-2016-10-26"."""
    parts = []
    if guess.home and guess.away:
        parts.append(f"{guess.home.slug}-v-{guess.away.slug}")
    elif guess.home:
        parts.append(guess.home.slug)
    elif guess.ground:
        parts.append(guess.ground.slug)
    if guess.competition:
        parts.append(guess.competition.slug)
    if guess.match_date:
        parts.append(guess.match_date.isoformat())
    return _slugify("-".join(parts)) or "unidentified-match"


def _slug(club) -> str | None:
    if club is None:
        return None
    return club if isinstance(club, str) else club.slug


def same_match(a, b, *, tolerance_days: int = 3) -> bool:
    """Whether two guesses (or objects with home, away, competition, match_date and
    published) describe the same match.

    Same unordered pair of clubs; same competition when both are known; match dates
    within a day of each other when both are known, otherwise the known date (or
    publication date) within ``tolerance_days``. With no date at all there is no
    telling a cup tie from the same fixture years earlier, so the answer is no.
    """
    pair_a = {_slug(getattr(a, "home", None)), _slug(getattr(a, "away", None))}
    pair_b = {_slug(getattr(b, "home", None)), _slug(getattr(b, "away", None))}
    if None in pair_a or None in pair_b or pair_a != pair_b:
        return False
    comp_a, comp_b = getattr(a, "competition", None), getattr(b, "competition", None)
    if comp_a is not None and comp_b is not None and _slug(comp_a) != _slug(comp_b):
        return False
    date_a, date_b = getattr(a, "match_date", None), getattr(b, "match_date", None)
    if date_a and date_b:
        return abs((date_a - date_b).days) <= 1
    date_a = date_a or getattr(a, "published", None)
    date_b = date_b or getattr(b, "published", None)
    if date_a and date_b:
        return abs((date_a - date_b).days) <= tolerance_days
    return False
