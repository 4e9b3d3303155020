"""The report's layout, and the phrases several parts of the guess read.

The headline and the body become one text with its paragraphs and sentences; a
mention weighs more in the headline and the first paragraphs. The month names,
the clause breaks and the words marking a sentence about another fixture are
shared by the dates, the clubs and the competition.
"""

from __future__ import annotations

import datetime
import math
import re
from bisect import bisect_left, bisect_right
from dataclasses import dataclass

from incidents.extraction.limits import MAX_SENTENCE_CHARS
from incidents.extraction.scope_patterns import later_leg_told
from incidents.extraction.sentences import pieces
from incidents.extraction.text import fold
from incidents.reference.finder import (
    MONTH_NAME,
    Alias,
    CompetitionMention,
    dateline_at,
    find_competitions,
    scan_aliases,
)
from incidents.reference.standings import CLAUSE_BREAK

# Month names and their abbreviations, for dates and for sentences about other fixtures.
_MONTH = MONTH_NAME
# Where a clause ends: punctuation, or a word opening a subordinate clause
# ("... confirmed today | that fans ...", "... under pressure today | after the match").
_CLAUSE_BREAK = CLAUSE_BREAK
# Words in a sentence that mark it as about another fixture, past or future (in any case:
# "Last season", "Next up" open sentences). Month names keep their capital ("may").
_OTHER_FIXTURE = re.compile(
    rf"\b(?:{_MONTH}|(?i:last\s+(?:season|month|year)|"
    rf"earlier\s+(?:this|in\s+the)\s+(?:season|tournament|competition|campaign|year)|"
    rf"opened\s+(?:the|their|its)\s+(?:tournament|campaign|season|group)|recent|previous|next|upcoming|"
    rf"later\s+this|travel\s+to|take\s+on|will\s+(?:face|host|play|meet)|fresh\s+from|(?:their|the|its)\s+opener|"
    rf"last\s+(?:meeting|encounter|visit|time\s+the)|"
    # the pluperfect of a result: "after the win over Slovenia had already sealed top spot"
    rf"had\s+(?:already\s+)?(?:sealed|secured|clinched|won|beaten|lost\s+to|drawn\s+with|qualified)|"
    # a fixture some days, weeks or years away from this one: "Only four days after a 3-0
    # defeat by Auxerre", "Three years after the Euros, when we lost to the Czechs here"
    rf"(?:a|one|two|three|four|five|six|seven|eight|nine|ten|\d+)\s+(?:days?|weeks?|months?|years?|seasons?)\s+"
    rf"(?:after|before|ago)|"
    # another fixture this one is set against: "Compare that with Thursday: 1-1 with Portugal in
    # Seville", "For comparison, the win over Latvia drew 9,000"
    rf"compar(?:e|ed)\s+(?:(?:that|this|it)\s+)?(?:with|to)|(?:for|by|in)\s+comparison|in\s+contrast\s+to|"
    rf"a\s+far\s+cry\s+from))\b"
)

# A time still to come, written once for the clubs, the dates and the grounds: "in a
# fortnight", "in three weeks' time"; "next Thursday", "next season".
_WEEKS_AWAY = r"in\s+(?:a|two|three|four|five|six|\d+)\s+(?:days?|weeks?|fortnights?|months?)(?:'|\u2019)?\s*(?:time)?"
_NEXT_TIME = r"next\s+(?:week|weekend|month|season|(?:mon|tues|wednes|thurs|fri|satur|sun)day)"
# A sentence about the fixtures to come, by its opening ("Next up: Bayern away", "Up next,
# Bodo/Glimt in the Europa League"): the clubs and grounds named after it are of a meeting
# to come.
_UPCOMING_OPENING = re.compile(
    # ("Next: AZ. Alkmaar in March.": a colon right after "Next"; "Next Sunday: Young Boys
    # at the Joggeli.": the day of the next fixture)
    r"\W*(?:next\s+up|up\s+next|coming\s+up|still\s+to\s+come|next\s+(?:for\s+[^:,.]{1,40}?\s*)?[:,\u2013\u2014-]|next:"
    r"|next\s+(?:week|weekend|game|match|fixture|stop|assignment|time\s+out|trip|away\s+(?:trip|day|game)|outing|"
    r"journey|destination|opponents?)\s*[:,\u2013\u2014-]?"
    rf"|{_NEXT_TIME}\b\s*[:,\u2013\u2014-]?|on\s+to)\s*",
    re.IGNORECASE,
)
# A lead or deficit carried into a leg still to come ("take a 2-0 lead to Rome", "carry a
# one-goal advantage to Sheffield", "a slender lead to take to Hillsborough"); not one
# carried before ("took a 2-0 lead to Rome", which a report of the second leg may tell).
_LEAD_CARRIED = (
    r"\b(?:take|takes|taking|carry|carries|carrying|bring|brings|bringing)\s+(?:[\w'\u2019-]+\s+){0,4}?"
    r"(?:lead|advantage|deficit|cushion|margin)\s+(?:in)?to\b"
    r"|\b(?:lead|advantage|deficit|cushion|margin)\s+to\s+(?:take|carry|defend)\s+(?:in)?to\b"
)
# A fixture list's line with no verb, a name and a day: "Anfield on Saturday.", "Moldova on
# Saturday." (a match played is told in a sentence; the next fixture often in such a line),
# and the fixtures after it: "Lens on Tuesday, then the Capitole again."; or the day first,
# "Sunday, Napoli."
_BARE_FIXTURE_LINE = re.compile(
    r"\s*(?:(?-i:[A-Z])[\w'\u2019./-]*\s+){1,3}(?:(?:on|this|next)\s+"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day(?:\s+(?:night|afternoon|evening))?"
    # ... and where: "Latvia on Tuesday in Cardiff."
    r"(?:\s+(?:in|at)\s+(?:the\s+)?(?-i:[A-Z])[\w'\u2019-]*(?:\s+(?-i:[A-Z])[\w'\u2019-]*){0,2})?"
    # ... or only its order: "Anfield first.", "Villa next."
    r"|first|next)"
    # ... with the fixtures after it: "Lens on Tuesday, then the Capitole again."
    r"(?:\s*,?\s+(?:and\s+)?then\s+[^.!?]{1,60}?)?\s*[.!]?\s*"
    # ... or the day first: "Sunday, Napoli.", "Next Saturday: Celtic at home."
    r"|\s*(?:(?:next|this)\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day(?:\s+(?:night|afternoon|evening))?"
    r"\s*[,:\u2013-]\s*(?:(?-i:[A-Z])[\w'\u2019./-]*\s*){1,3}"
    r"(?:(?:at\s+home|away|at\s+(?:(?-i:[A-Z])[\w'\u2019-]*\s*){1,3})\s*)?"
    r"[.!]?\s*",
    re.IGNORECASE,
)


def bare_fixture_line(text: str, s: int, e: int) -> bool:
    """Whether text[s:e], a sentence, is a fixture list's line ("Anfield on Saturday.")."""
    return _BARE_FIXTURE_LINE.fullmatch(text, s, e) is not None


# A sentence set at a leg or meeting still to come: a time to come ("next Thursday", "in a
# fortnight", "tomorrow night"), the sides meeting again, going back, a lead carried there,
# or a weekday in the future tense ("will be rocking on Monday").  What a ground is named
# with in such a sentence is that fixture's ground.
# A farewell to the next fixture: "See you at Groupama Stadium on Sunday", "see you all in Lyon",
# "We look forward to seeing you at the Eco-Power Stadium on Sunday".
SEE_YOU = (r"\b(?:see|(?:look(?:s|ing)?\s+forward\s+to|hope\s+to)\s+seeing)\s+(?:you|y['’]all)\s+(?:all\s+)?"
           r"(?:at|in|on|next|there|again)\b")
# A time to come in the sentence: "in a fortnight", "next Thursday", "tomorrow", "on Sunday"
# (the clubs' opponents to come and the venue's grounds of a fixture to come read it).
TIME_TO_COME_RE = re.compile(
    rf"\b(?:{_WEEKS_AWAY}|"
    r"next\s+\w+|tomorrow|for\s+(?:whoever|the\s+winners?)|"
    r"on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b",
    re.IGNORECASE,
)
# A fixture's verb in the present: "host", "face", "travel to", "take on" (not "hosted").
PRESENT_FIXTURE_VERB = (r"(?:hosts?|faces?|visits?|welcomes?|plays?|meets?|(?:travels?|goes|go|heads?)\s+to|"
                        # ("The Eagles finish at home to the Faroe Islands on Monday", "finish their
                        # group away to", "are at home to")
                        r"takes?\s+on|(?:(?:finish(?:es)?|starts?|ends?)\s+(?:(?:their|its|the)\s+(?:[\w-]+\s+)?"
                        r"(?:group|campaign|season|qualifiers)\s+)?|(?:are|is)\s+)(?:at\s+home\s+to|away\s+(?:to|at)))")
# A campaign or season begun: with a day to come, a fixture still to come ("Fiorentina open their
# Serie A home campaign against Lecce on Sunday", "United start the new league campaign on
# Sunday"); a live page's "Wales open their Euro 2028 qualifying campaign against Poland" is
# the match itself.
CAMPAIGN_BEGUN = (r"\b(?:begin|begins|start|starts|open|opens)\s+(?:their|its|the)\s+(?:[\w-]+\s+){0,3}?"
                  r"(?:campaign|season)\b")
_TO_COME = re.compile(
    rf"(?i:\b{_NEXT_TIME}\b|\btomorrow\b|\b{_WEEKS_AWAY}\b|{SEE_YOU}"
    r"|\b(?:meet|meets|play|plays|face|faces)\s+(?:each\s+other\s+)?again\b"
    # "We go again on Sunday at Goodison"
    r"|\b(?:we|they|go|goes)\s+(?:go\s+)?again\s+(?:on|at|in|next|against|away|tomorrow)\b"
    r"|\b(?:go|goes|going|head|heads|heading)\s+back\s+to\b"
    # a round still to come there: "we are going to Tynecastle for a quarter-final against Dundee"
    r"|\b(?:go|goes|going|head|heads|heading|off)\s+to\s+(?:[\w'’.-]+\s+){1,4}?for\s+(?:a|an|the|our|their)\s+"
    r"(?:quarter-?final|semi-?final|final|last[\s-]\w+|[\w-]+[\s-]round|replay|second\s+leg|return\s+leg)\b"
    rf"|{_LEAD_CARRIED}"
    r"|\b(?:will|shall)\s+(?:[\w-]+\s+){0,4}?on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\b)"
)


@dataclass(frozen=True, slots=True)
class _Layout:
    text: str
    headline_end: int
    paragraphs: list[tuple[int, int]]
    sentences: list[tuple[int, int]]
    paragraph_starts: list[int]
    quote_marks: dict[str, list[int]]  # where each of " “ ” stands, in order
    aliases: list[Alias]  # the text's club, ground and competition aliases, scanned once for every finder
    competitions: list[CompetitionMention]  # found once: the date and the competition both read them
    # Where dates written out lie that fall on publication or the few days before it
    # (``_recent_dates``): their months place nothing at another fixture.
    recent_dates: tuple[tuple[int, int], ...] = ()

    def weight(self, pos: int) -> float:
        if pos < self.headline_end:
            return 3.0
        # Paragraphs do not overlap: only the first three weigh more.
        for i, (s, e) in enumerate(self.paragraphs[:3]):
            if s <= pos < e:
                return (2.0, 1.5, 1.25)[i]
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

    def about_other_fixture(self, s: int, e: int) -> bool:
        """Whether ``text[s:e]`` holds a word placing it at another fixture (a month, "last
        season", "next"...), leaving out a wire dateline that opens it."""
        opening = self.paragraph_of(s)[0]
        if (dateline := dateline_at(self.text, opening)) and dateline.end() > s:
            s = min(dateline.end(), e)
        if not self.recent_dates:
            return _OTHER_FIXTURE.search(self.text, s, e) is not None
        # (not the month of this match's own date: "the match between St Mirren and Heart of
        # Midlothian at St Mirren Park on Monday 10 February 2025", in a release of the 11th)
        return any(not self._in_recent_date(m.start()) for m in _OTHER_FIXTURE.finditer(self.text, s, e))

    def names_another_month(self, s: int, e: int, month: int, anchor: int | None = None) -> bool:
        """Whether ``text[s:e]`` names a month other than ``month`` (outside the dates of
        ``recent_dates``): "At the Dragão in the Taça de Portugal quarter-final in January"
        in a report of a match in February is about another fixture, whichever clubs it names.
        ``anchor``: a month in the same clause as the position ``anchor`` only."""
        for m in _MONTH_WORD.finditer(self.text, s, e):
            if MONTHS.get(m.group().lower()) in (None, month) or self._in_recent_date(m.start()):
                continue
            if anchor is None or not _CLAUSE_BREAK.search(self.text, min(anchor, m.end()), max(anchor, m.start())):
                return True
        return False

    def names_another_date(self, s: int, e: int) -> bool:
        """Whether ``text[s:e]`` writes out a date, its month named, that is none of
        ``recent_dates``: a day apart from the match's ("Finland play Liechtenstein on 15
        November", in a report of 16 October)."""
        return any(not self._in_recent_date(m.start()) for m in _NAMED_MONTH_DATE.finditer(self.text, s, e))

    def _in_recent_date(self, pos: int) -> bool:
        """Whether ``pos`` lies in one of ``recent_dates`` (in order, and apart: by bisection)."""
        at = bisect_right(self.recent_dates, (pos, len(self.text))) - 1
        return at >= 0 and self.recent_dates[at][0] <= pos < self.recent_dates[at][1]

    @property
    def opening_end(self) -> int:
        """Where the opening paragraph ends: the first of the body, or the one after it when
        the body's first line repeats the headline (a file whose first line is its headline:
        its lede is the paragraph after)."""
        if not self.paragraphs:
            return len(self.text)
        s, e = self.paragraphs[0]
        if len(self.paragraphs) > 1 and 0 < self.headline_end <= s \
                and self.text[s:e].strip() == self.text[:self.headline_end].strip():
            return self.paragraphs[1][1]
        return e

    def paragraph_of(self, pos: int) -> tuple[int, int]:
        index = bisect_right(self.paragraph_starts, pos) - 1
        if index >= 0 and pos < self.paragraphs[index][1]:
            return self.paragraphs[index]
        return 0, len(self.text)


# The months by their names and abbreviations, and a date written out with its month named
# ("Monday 10 February 2025", "February 10"): one pattern for the dates and the layout.
MONTHS = {
    m: i
    for i, names in enumerate(
        [("january", "jan"), ("february", "feb"), ("march", "mar"), ("april", "apr"), ("may",), ("june", "jun"),
         ("july", "jul"), ("august", "aug"), ("september", "sept", "sep"), ("october", "oct"), ("november", "nov"),
         ("december", "dec")],
        start=1,
    )
    for m in names
}
NAMED_MONTH_DATE = (
    rf"(?P<d1>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<m1>{_MONTH})\.?(?:,?\s+(?P<y1>(?:19|20)\d\d))?"
    rf"|(?P<m2>{_MONTH})\.?\s+(?P<d2>\d{{1,2}})(?:st|nd|rd|th)?(?![\d:])(?:,?\s+(?P<y2>(?:19|20)\d\d))?"
)
_NAMED_MONTH_DATE = re.compile(rf"\b(?:{NAMED_MONTH_DATE})\b")
_MONTH_WORD = re.compile(rf"\b{_MONTH}\b")
# How many days before publication a date may lie and still be the match's own.
RECENT_DAYS = 3


def _recent_dates(text: str, published: datetime.date | None) -> tuple[tuple[int, int], ...]:
    """The spans of the dates written out in ``text`` that fall on ``published`` or up to
    ``RECENT_DAYS`` before it (a date without its year is taken in publication's year)."""
    if published is None:
        return ()
    spans = []
    for m in _NAMED_MONTH_DATE.finditer(text):
        day, month, year = m["d1"] or m["d2"], m["m1"] or m["m2"], m["y1"] or m["y2"]
        try:
            date = datetime.date(int(year) if year else published.year, MONTHS[month.lower().rstrip(".")], int(day))
        except (ValueError, KeyError):
            continue
        if 0 <= (published - date).days <= RECENT_DAYS:
            spans.append(m.span())
    return tuple(spans)


# A picture's caption line ("[Photo: Police lines before the first leg, 10 May 2023]",
# "Picture: fans outside the ground on Saturday (Getty Images)"): its date is the
# picture's, which may be another day's.
CAPTION_LINE = re.compile(r"[ \t]*[\[(]?[ \t]*(?:(?:(?:file|archive|library)[ \t]+)?"
                          r"(?:photo(?:graph)?s?|pictures?|pictured|image)(?:[ \t]+caption)?|"
                          r"caption)\b[ \t]*[:\-\u2013\u2014]",
                          re.IGNORECASE)
# A written date more than this many days before the report is stale: a caption's never dates
# the match (the picture is of another day: "PICTURE CAPTION: Greek fans ... in Athens, June
# 16, 2023" in a report of an October match), anyone else's only with its weekday or alone.
STALE_DAYS = 14
_CAPTION_LINE_START = re.compile(rf"^(?:{CAPTION_LINE.pattern})", re.IGNORECASE | re.MULTILINE)
# A caption's year, with its month (and day) when it gives them: "27 November 2019", "June 2021".
_CAPTION_YEAR = re.compile(rf"\b(?:(?:(?P<day>\d{{1,2}})(?:st|nd|rd|th)?\s+)?(?P<month>{_MONTH})\.?,?\s+)?"
                           r"(?P<year>(?:19|20)\d\d)\b")
# A picture said to be from the archive: "(archive)", "File photo:", "Archive picture".
_ARCHIVE = re.compile(r"\b(?:archive|archives|file\s+(?:photo|picture|image)|library\s+(?:photo|picture|image))\b",
                      re.IGNORECASE)


def _caption_age(line: str, published: datetime.date | None) -> float:
    """How many days before publication a caption line's picture may be from, at the most: the
    oldest day it names, or for ever for a picture from the archive (0 when it names no day or
    publication is unknown). A caption older than ``STALE_DAYS`` is of another day's picture."""
    if _ARCHIVE.search(line):
        return math.inf
    age = 0
    if published is None:
        return age
    for m in _CAPTION_YEAR.finditer(line):
        year, month = int(m["year"]), MONTHS.get((m["month"] or "").lower().rstrip("."), 12)
        try:
            # the caption's day, or the last it may be: the end of its month, of its year
            day = datetime.date(year, month, int(m["day"])) if m["day"] else (
                datetime.date(year + (month == 12), month % 12 + 1, 1) - datetime.timedelta(days=1))
        except ValueError:
            continue
        age = max(age, (published - day).days)
    return age


# A caption of a picture from another meeting of the sides, by its words: "the away end at the
# reverse fixture", "fans at last season's derby", "before the previous meeting".
_OTHER_MEETING_CAPTION = re.compile(
    r"\b(?:reverse\s+fixture|last\s+(?:season|year|time|meeting)|"
    r"(?:previous|earlier|last)\s+(?:meeting|encounter|visit)|(?:season|year)\s+before)\b", re.IGNORECASE)
# ... or from the first leg, in a report of a later one (``later_leg_told``): "[Photo: The
# Haifa end before the first leg, Sammy Ofer Stadium, 22 August 2023]" in a blog of the
# second leg, a week after; or dated more than ``RECENT_DAYS`` before publication, a leg
# before the report's ("[Photo: The Yellow Horde at Aspmyra Stadion before the first leg, 16
# August 2022.]" in a blog of the second leg in Zagreb, published ten days after it).
_FIRST_LEG_CAPTION = re.compile(r"\b(?:first|opening)[\s-]leg\b", re.IGNORECASE)


def _without_stale_captions(text: str, published: datetime.date | None) -> str:
    """``text`` with every caption line of a picture from another day blanked (the same
    length, so every position holds): "[Photo: Oranje fans before the Czech Republic match,
    June 2021]" names no club, ground or competition of the report's match, nor does one of
    another meeting of the sides (``_OTHER_MEETING_CAPTION``, ``_FIRST_LEG_CAPTION``)."""
    pieces, kept = [], 0  # (in one pass: linear in the text, however many captions)
    later_leg = None  # read once, and only for a caption of a first leg
    for m in _CAPTION_LINE_START.finditer(text):
        end = text.find("\n", m.start())
        end = len(text) if end < 0 else end
        line = text[m.start():end]
        first_leg = _FIRST_LEG_CAPTION.search(line) is not None
        if first_leg and later_leg is None:
            later_leg = later_leg_told(fold(text))
        age = _caption_age(line, published)
        if (age > STALE_DAYS or _OTHER_MEETING_CAPTION.search(line)
                or (first_leg and (later_leg or age > RECENT_DAYS))):
            pieces += [text[kept:m.start()], " " * (end - m.start())]
            kept = end
    return "".join(pieces) + text[kept:] if pieces else text


def _layout(headline: str, body: str, published: datetime.date | None = None) -> _Layout:
    text = _without_stale_captions(f"{headline}\n\n{body}" if headline else body, published)
    headline_end = len(headline) + 2 if headline else 0
    paragraphs = []
    for m in re.finditer(r"[^\n]+", text[headline_end:]):
        if m.group().strip():
            paragraphs.append((m.start() + headline_end, m.end() + headline_end))
    aliases = scan_aliases(text)
    # A full stop inside a name ("1. FC Nürnberg", "FC St. Pauli") ends no sentence:
    # what else its sentence says ("when Schalke hosted 1. FC Nürnberg in February") is
    # read with it.
    # (The stops inside names, in order, looked up by bisection: linear in the text.)
    inner_stops = sorted({i for s, e, _, _ in aliases for i in range(s, e - 1) if text[i] == "."})
    sentences = []
    start = 0
    for m in re.finditer(r"[.!?][\"'\u2019\u201d]?\s+(?=[\"'\u2018\u201cA-Z0-9])|\n+", text):
        if inner_stops and _holds(inner_stops, m.start()):
            continue
        _add_sentence(sentences, text, start, m.end())
        start = m.end()
    _add_sentence(sentences, text, start, len(text))
    marks = {mark: [m.start() for m in re.finditer(mark, text)] for mark in '"\u201c\u201d'}
    return _Layout(text, headline_end, paragraphs, sentences, [s for s, _ in paragraphs], marks, aliases,
                   find_competitions(text, aliases=aliases), _recent_dates(text, published))


def _holds(positions: list[int], pos: int) -> bool:
    """Whether the sorted ``positions`` hold ``pos``."""
    at = bisect_left(positions, pos)
    return at < len(positions) and positions[at] == pos


def _add_sentence(sentences: list[tuple[int, int]], text: str, start: int, end: int) -> None:
    # A sentence longer than extraction's bound is read in extraction's pieces, so that
    # what is read around each mention stays bounded.
    if end - start > MAX_SENTENCE_CHARS:
        sentences.extend(pieces(text, start, end) or [(start, end)])
    else:
        sentences.append((start, end))


def _inside_quote(layout: _Layout, pos: int) -> bool:
    """Whether ``pos`` follows an odd number of straight marks, or more opening curly
    marks than closing ones, in its paragraph (the marks counted by bisection)."""
    s, _ = layout.paragraph_of(pos)
    straight, opening, closing = (
        bisect_left(positions, pos) - bisect_left(positions, s) for positions in layout.quote_marks.values()
    )
    return straight % 2 == 1 or opening > closing


# A sentence about another meeting of the clubs: "when they visited X in August", "the
# return fixture at X in April", "at X last season".  Its ground counts for little.
_OTHER_MEETING = re.compile(
    rf"\b(?:[Ii]n|[Ss]ince|[Dd]uring|[Uu]ntil)\s+(?:early\s+|late\s+|mid-)?{_MONTH}\b(?!\s+\d)|"
    r"(?i:\breturn\s+(?:\w+\s+)?(?:fixture|match|game|leg|tie|meeting)\b|"
    r"\b(?:last|previous|next|upcoming)\s+(?:season|meeting|visit|match|game|fixture)\b|\breverse\s+fixture\b)"
)
# A clause set some time before the report: "who beat Malmo 4-0 at Stamford Bridge a
# fortnight ago", "their draw at Celtic Park earlier this season".  Its ground counts for
# as little; named alone it still stands (a report days after the match: "fans arrested
# at Anfield three days ago").  No weekday: "at Anfield last Tuesday" may be the match.
_SOME_TIME_AGO = re.compile(
    r"(?i:\b(?:a|one|two|three|four|five|six|\d+|a\s+couple\s+of|a\s+few)\s+"
    r"(?:days?|weeks?|months?|fortnights?|years?)\s+ago\b|"
    r"\ba\s+fortnight\s+ago\b|\blast\s+(?:month|year|time|campaign)\b|"
    r"\bearlier\s+(?:this|in\s+the)\s+(?:month|season|campaign|year|tournament|competition)\b)"
)


def of_another_meeting(layout: _Layout, at: int, month: int | None) -> bool:
    """Whether the sentence holding ``at`` is about another meeting of the clubs, or a time
    gone by: a month not the match's, "last season", "a fortnight ago"."""
    s, e = layout.sentences[layout.sentence(at)]
    other = _OTHER_MEETING.search(layout.text, s, e)
    return _SOME_TIME_AGO.search(layout.text, s, e) is not None or (
        other is not None and not (month and MONTHS.get(other.group().split()[-1].lower()) == month))
