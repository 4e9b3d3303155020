"""Claim extraction: the checkable facts of one report, each tied to its span.

``extract(body)`` returns ``ClaimRecord``s sorted by ``start``.  It is rules, not
a model: compiled regexes run sentence by sentence, and a cheap trigger regex
decides which sentences the heavy rules see at all.

Approach
  * Sentences: a line break always ends one; inside a line ., ! and ? end one
    unless they close an abbreviation (Mr., St.) or an initial.
  * Counts (arrests, injuries, deaths, dispersal, bans, crowd): a quantity in
    digits or words ("SEVEN", "5,000", "three or four", "hundreds") tied to a
    trigger by a small grammar (see ``counts``): "X (people) were arrested",
    "made X arrests", "arrested X men", "X-strong".  Zero counts come from "no
    arrests", "nobody was hurt", "did not make any arrests".  Numbers that are
    dates, years, minutes, ages, money, scores or parts of names ("Radio 5",
    "London Stadium 185") are never counts.  Also: "between 30 and 40" (a range),
    an apposition or relative clause between the people and their verb ("seven
    men, aged 19 to 47, had been arrested", "fans who attended"), parts of a count
    made just before ("four were arrested - two for X, one for Y", "including nine
    officers", "14 of them inside the ground"), two coordinated counts sharing a
    verb ("two stewards and a boy were treated"), and the lines of a list under a
    count or a heading naming one ("• Public order offences – 4"; bullets may be
    left out under a line ending with a colon, and a heading's own kind wins over
    a count before it).  A list line of offences under no such heading counts
    arrests (``counts``).  Officers or
    stewards "inside the ground" are a deployment, not a crowd; "a banning order
    of up to 10 years" is a length, not one ban.  A sentence stating the law
    ("throwing objects ... is a criminal offence") gives no things.
  * Things (missiles, pyrotechnics, police, measures, investigations,
    sanctions, pitch invasions, lifetime bans): normalised nouns from regexes in
    ``things``.  Missiles need a throwing word in the same sentence ("landed"
    and "attacked ... with" count).  Investigations are also named by what is
    done ("enquiries are ongoing", "will review the referee's report", "will
    seek the observations of both clubs", "reviewing CCTV footage"): the
    investigator is the sentence's subject ("Following its own investigation,
    the club ..." -> the club); "opened disciplinary proceedings" is a charge.
  * Score, competition, venue: scores need a result word ("win", "beat") or
    club names around them, and only the result is one: a score during the match
    ("were leading 1-0", "2-0 up at the break", "a 1-0 lead", "GOAL! X 1-0 Y", a
    live blog's "Half-time" or "12 min" heading above it) is no claim.  A
    competition named as its body ("Serie A's sporting judge") is no competition
    claim.  Competitions and grounds come from
    ``incidents.reference`` (canonical names, round and stand in ``detail``).
    A ground naming a club ("the Ibrox club", "the Anfield outfit") or the
    stadium's operators ("London Stadium partners") is no venue claim.  "The
    former <old name>" is the renamed ground, unless the sentence is about a move
    between grounds.  Stands named "Curva Sud", "Virage Nord", "Tribune X" or "the
    Gate 7 stand" are the report's ground (a bare "Gate 7" only once called a
    stand); one venue claim a sentence.

Scope rule
  The claim's clause is searched for scope cues first, then the clauses before
  it (a later clause's cue never reaches back); the cue nearest the claim wins.
  "this season", "since the start of the season", "so far this campaign" ->
  ``season``; "the match against <club>", "the defeat
  by <club>", "take on <club>" where <club> is not one of the two clubs the
  report is about (the two most named) -> ``other_match`` with the club in
  ``scope_detail`` ("will face <club>", "who host <club>" too); "the reverse
  fixture" and a bare month ("in August": a match is dated by its day) ->
  ``other_match``; so is a match named by a club not one of the two ("after the
  Hibs game", detail the club) and a later meeting ("the sides meet again at
  ...", "the return leg", "the rematch") and an earlier or next one ("last time
  we played here", "the previous meeting", "X are next, at ...", "the second leg
  is at ...", "a trip to ... next month", "the visit of <club>", "for a Cup tie in
  August": an indefinite match in a bare month); "the 2023/24 season so far", "the season to date",
  "since the season began", "their first season at" ->
  ``season``; "last season", "in 1985", "the 1970s", "memories of", "the third
  time in two years" -> ``unknown``; otherwise ``incident``.  So a season total or another match's
  arrests is never read as this match's.

Quote rule
  A quote claim is a real utterance: a quotation of at least four words with a
  speaker found by attribution ("X said:", "'...,' said X", "X added:", "He
  said:", "A statement read:", "X told BBC Radio 5 live it ..."), or of at
  least eight words without one when it is not a paragraph on its own.  Scare
  quotes of one to three words ('called the behaviour "unacceptable"') and
  unattributed crossheads are not quote claims (the speaker is still learnt).
  A quotation that runs over paragraphs (each opens with a mark, only the last
  closes) is one claim; its ``value`` joins the paragraphs with one space; its
  ``sentence`` runs from the start of the sentence holding the opening mark
  (so it includes the attribution) to the end of the one holding the last
  word.  Speakers are normalised: titles and roles dropped ("Police commander
  BJ Harrington" -> "BJ Harrington", role "police"), "He"/"She" -> the last
  person named, a surname -> the full name named earlier, "It"/"they" -> the
  last organisation, statements and spokespeople -> the organisation (club
  canonical name, "Metropolitan Police", "FA"); a spokesperson of no named
  organisation speaks for the last one named ("Munich police ... A spokeswoman
  told us:").  An attribution may end the paragraph before the quotation
  ("Superintendent X said:"), and '"...," said X. "..."' gives both to X.
  A quotation over paragraphs may be attributed after its last one ('..."," a
  club spokesman said'); "For X, ... the blame lay with "..."", "X put it this
  way:", "The FA put this out:" and a bare "Ajax coach X:" name the speaker; a
  reader, listener or caller writing in is a fan.
  Unnamed speakers get their role noun: "One fan at the game" -> speaker
  "fan", role "fan" ("One Hibs fan caught up in the crush" too: the club named
  is the fan's, not the speaker).  '"...," the club said' is the club named last
  (not a force named after it), "the force" the force named last; a lone word of
  an organisation named earlier speaks for it ("City told ..." after "Manchester
  City").  Claims found inside a quotation carry its speaker.
"""

from __future__ import annotations

import re
from bisect import bisect_right

from . import gazetteer, regexes
from .counts import TRIGGER_RE as _COUNT_TRIGGER_RE
from .counts import LIST_LINE_RE, find_counts, is_year
from .counts.lists import BULLET_RE, BULLETS, LIST_KINDS, list_kind
from .quotes import Speakers, attribute, find_quotations, quote_value
from .numbers import Quantity
from .records import KINDS, NUMERIC_KINDS, SCOPES, SPEAKER_ROLES, ClaimRecord
from .scope import scope_of
from .sentences import paragraph_spans, sentence_spans
from .text import fold, lower
from .things import TRIGGER_RE as _THING_TRIGGER_RE
from .things import find_investigations, find_things, is_general
from .things.investigations import investigator

__all__ = [
    "EXTRACTOR_NAME",
    "EXTRACTOR_VERSION",
    "KINDS",
    "NUMERIC_KINDS",
    "SCOPES",
    "SPEAKER_ROLES",
    "ClaimRecord",
    "extract",
]

EXTRACTOR_NAME = "rules"
EXTRACTOR_VERSION = "7"

_MIN_QUOTE_WORDS = 4
_MIN_UNATTRIBUTED_QUOTE_WORDS = 8

_SCORE_RE = regexes.compile(r"(?<![\w.,:£$€-])(\d{1,2})\s?[-–]\s?(\d{1,2})(?![\w%]|[.,:]\d|\s*(?:-|–)\s*\d)")
# What every score holds.  _SCORE_RE opens with a look-behind, which the engine tries
# at every character; this opens with a digit, which it jumps to.
_SCORE_SHAPE_RE = regexes.compile(r"\d\s?[-–]\s?\d")
_RESULT_WORD_RE = regexes.compile(
    r"\b(?:win|wins|won|winning|victory|victories|beat|beats|beating|defeat\w*|lost|loss|lose|losing|"
    r"draw|drew|drawn|lead|led|leading|score\w*|result|triumph\w*|thrash\w*|edged?|ended|finished|"
    r"half-time|full-time|aggregate)\b",
    re.I,
)
_SCORE_NOT_AFTER_RE = regexes.compile(
    r"\s*(?:people|fans|supporters|men|officers|minutes?|years?|arrests|seats|points?)\b", re.I
)
# Words after a score saying whether it is the result or a score during the match.
_SCORE_AFTER_RE = regexes.compile(
    r"\s*(?:(?P<final>(?:home\s+|away\s+)?(?:win|wins|victory|defeat|loss|draw|triumph|success|thrashing|hammering|"
    r"scoreline|result|aggregate|on\s+aggregate)\b|(?:at|after)\s+(?:full[- ]time|the\s+(?:final\s+)?whistle)\b)"
    r"|(?P<interim>(?:half[- ]time\s+)?(?:lead|leads|advantage|up|down|ahead|behind)\b|"
    r"(?:at|by)\s+(?:half[- ]time|the\s+(?:break|interval)|HT)\b|(?:going\s+)?into\s+the\s+(?:break|interval)\b|"
    r"(?:in|after)\s+the\s+(?:first|1st)\s+half\b))",
    re.I,
)
# The nearest of these before a score on its line: "were leading 1-0" against "went on to win 2-0".
_SCORE_CUE_RE = regexes.compile(
    r"\b(?:(?P<interim>half[- ]time|HT|at\s+the\s+(?:break|interval)|goal|lead|leads|leading|led|ahead|"
    r"equalis\w+|equaliz\w+|pulled\s+(?:one|it)\s+back|made\s+it|making\s+it|doubled|extended)"
    r"|(?P<final>full[- ]time|FT|final\s+(?:score|whistle|result)|win|wins|won|winning|victory|beat|beats|beating|"
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
_WIN_RE = regexes.compile(r"\b(?:win|won|victory|triumph\w*|beat|beats|beating|defeat(?:ed|ing)|thrash\w*|edged|overc[ao]me)\b", re.I)
_LOSS_RE = regexes.compile(r"\b(?:defeat|lost|loss|losing|lose)\b\s+(?:\w+\s+){0,2}?(?:to|by|against|at)\b", re.I)
_VENUE_HISTORY_RE = regexes.compile(r"\b(?:former|old|move[ds]?\s+(?:away\s+)?(?:from|to)|moving\s+(?:from|to)|left|leaving|relocat\w+\s+(?:from|to))\s+(?:the\s+)?$", re.I)
# "London Stadium partners" (the operators), "the Ibrox club", "the Anfield outfit"
# (a club named by its ground): no venue claim.
# A competition named as the body running it: "Serie A's sporting judge".
_COMPETITION_BODY_RE = regexes.compile(
    r"['’]s\s+(?:[\w-]+\s+){0,2}?(?:judge|disciplinary|committee|panel|tribunal|board|officials?|organisers|"
    r"chief|executive|chairman|president|commissioner|spokes(?:man|woman|person)|investigators?)\b", re.I)
_MOVED_FROM_RE = regexes.compile(r"\bmov(?:e|ed|es|ing)\s+(?:away\s+)?from\b", re.I)
_FORMER_PREFIX_RE = regexes.compile(r"^(?:the\s+)?former\s+", re.I)
# Stands of continental grounds named by a direction, and numbered gate stands.
_FOREIGN_PART_WORDS = ("Curva", "Virage", "Tribun", "Fondo", "Gradinata", "Gate ")
_FOREIGN_PART_RE = regexes.compile(
    r"\b(?:Curva|Virage|Tribuna|Tribune|Fondo|Gradinata)\s+(?:[A-Z][\w'’-]+)(?:\s+(?:[A-Z][\w'’-]+))?"
    r"|\bGate\s+\d{1,2}(?:\s+(?:stand|end|terrace)\b)?"
)
_VENUE_COMPANY_RE = regexes.compile(
    r"\s+(?:partners?|operators?|company|ltd|limited|plc|LLP|trust|\d|"
    r"club|side|outfit|men|boss|manager|board|hierarchy|chairman|chiefs|officials|faithful)\b", re.I)
# Regexes used with re.search/re.sub on strings pay a cache lookup (and enum flag
# arithmetic) per call; compiling them here keeps that off the per-claim path.
_STOP_RE = regexes.compile(r"[.!?]\s")
_FORMER_RE = regexes.compile(r"\bformer\b", re.I)
# The trigger regexes as run: "\b(?:word|...)" becomes "\W(?:word|...)" on the
# lower-cased body with one space in front.  Every trigger opens with a word
# character, so "\b" before it means "a non-word character (or the start) before
# it", which the \W consumes; a pattern that opens with a character class lets the
# engine skip to the next non-word character instead of trying every position.
_COUNT_TRIGGER_PADDED_RE = regexes.compile(r"\W" + _COUNT_TRIGGER_RE.pattern.removeprefix(r"\b"))
_THING_TRIGGER_PADDED_RE = regexes.compile(r"\W" + _THING_TRIGGER_RE.pattern.removeprefix(r"\b"))
assert _COUNT_TRIGGER_RE.pattern.startswith(r"\b(?:") and _THING_TRIGGER_RE.pattern.startswith(r"\b(?:")
_QUOTE_MARKS = "\"'“”‘’„‚"
_STEWARD_INJURED = frozenset({"steward", "stewards"})
_ARTICLES = frozenset({"a", "an", "A", "An", "AN"})


class _Teams:
    """Which clubs the report is about: the two it names most."""

    def __init__(self, body: str, club_mentions: list[gazetteer.Mention]):
        counts: dict[str, int] = {}
        for m in club_mentions:
            counts[m.name] = counts.get(m.name, 0) + 1
        # A club named once is usually an opponent in another match, not a subject.
        self.main = {n for n in sorted(counts, key=lambda n: -counts[n])[:2] if counts[n] >= 2}
        if len(self.main) < 2 and club_mentions:
            # Too few repeats (a short text): the clubs of the opening sentence are its
            # subject; when it names only one (a headline), those of the next one or two
            # ("... the derby against Panathinaikos at ..." in the lede).
            pos = club_mentions[0].start
            for _ in range(4):
                while pos < len(body) and body[pos].isspace():
                    pos += 1
                first_end = body.find("\n", pos)
                first_end = len(body) if first_end < 0 else first_end
                stop = _STOP_RE.search(body, pos, first_end)
                first_end = stop.end() if stop else first_end
                for m in club_mentions:
                    if pos <= m.start < first_end and len(self.main) < 2:
                        self.main.add(m.name)
                if len(self.main) >= 2 or first_end >= len(body):
                    break
                pos = first_end + 1
        self.body = body
        self.has_reference = gazetteer.available()

    def other(self, name: str) -> str | None:
        """The name to record as ``scope_detail`` if ``name`` is another club."""
        if self.has_reference:
            found = gazetteer.clubs(name)
            if not found:
                return None
            canon = found[0].name
            return None if canon in self.main else canon
        first = name.split()[0]
        return None if self.body.count(first) >= 3 else name


def extract(body: str) -> list[ClaimRecord]:
    """Every claim in ``body``, sorted by start.  Never raises on any string."""
    if not isinstance(body, str) or not body.strip():
        return []
    sentences = sentence_spans(body)
    if not sentences:
        return []
    sentence_starts = [s for s, _ in sentences]
    paragraphs = paragraph_spans(body)
    club_mentions, competitions, grounds, parts = gazetteer.names(body)
    teams = _Teams(body, club_mentions)
    speakers = Speakers(body)
    speakers.scan(club_mentions)
    quotes = find_quotations(body, paragraphs)
    attribute(body, quotes, paragraphs, speakers)
    quote_spans = [(q.start, q.end, q.speaker, q.role) for q in quotes]
    quote_starts = [q.start for q in quotes]

    claims: list[ClaimRecord] = []
    scope_cache: dict = {}

    def sentence_of(pos: int) -> tuple[int, int]:
        index = max(0, bisect_right(sentence_starts, pos) - 1)
        return sentences[index]

    def add(kind, value, start, end, sent, *, quantity=None, original="", detail="",
            scope=None, speaker=None, role=None):
        s_start, s_end = sent
        if start < s_start or end > s_end or start >= end:
            return
        sentence = body[s_start:s_end]
        if scope is None:
            scope, scope_detail = scope_of(sentence, start - s_start, end - s_start, teams.other, scope_cache)
        else:
            scope, scope_detail = scope
        if speaker is None:
            speaker, role = "", ""
            # Quotations are disjoint and in order: only the last one opening before the
            # claim can hold it.
            index = bisect_right(quote_starts, start) - 1
            if index >= 0 and start < quote_spans[index][1]:
                speaker, role = quote_spans[index][2], quote_spans[index][3]
        claims.append(ClaimRecord(
            kind=kind, value=value, text=body[start:end], start=start, end=end,
            sentence=sentence, sentence_start=s_start, sentence_end=s_end,
            low=quantity.low if quantity else None, high=quantity.high if quantity else None,
            approximate=quantity.approximate if quantity else False, original=original,
            scope=scope, scope_detail=scope_detail, detail=detail,
            speaker=speaker, speaker_role=role or "",
        ))

    low = lower(body)
    folded = fold(body, low)
    padded = " " + low  # padded[i + 1] == low[i]
    # The count filter reads what find_counts reads: the folded text ("ſ" is "s" there).
    padded_folded = padded if folded is low else " " + folded
    # The kind and scope of the count a following list breaks down, while in one.
    list_of: tuple[str, tuple[str, str]] | None = None
    colon_list = False  # the list was opened by a line ending with a colon: its lines need no bullets
    for s_start, s_end in sentences:
        bulleted = body[s_start] in BULLETS
        if list_of is not None:
            # A line of the list, bulleted or not: "• Public order offences – 4", "Assault: 2".
            line = (BULLET_RE.fullmatch(body, s_start, s_end) if bulleted
                    else LIST_LINE_RE.fullmatch(folded, s_start, s_end) if colon_list else None)
            if line is not None and line["label"].rstrip().endswith(","):
                line = None  # "• Affray – one boy, 17": an age after the people, read as a count below
            if line is not None and not is_year(line["num"]):
                n = int(line["num"])
                add(list_of[0], str(n), line.start("num"), line.end("num"), (s_start, s_end),
                    quantity=Quantity(str(n), n, n, False), original=line["num"], scope=list_of[1])
                continue  # the offence's name is no claim ("Possession of a pyrotechnic – 5")
            if not bulleted and not body.startswith(":", s_end - 1):
                list_of = None
        # Sentences are separated by white space, so searching the sentence's span of
        # the whole lower-cased body is the same as searching the sentence alone,
        # without slicing it.  In ``padded`` the span is shifted by one, and its \W
        # may be the character just before the sentence (white space, or the added space).
        has_counts = _COUNT_TRIGGER_PADDED_RE.search(padded_folded, s_start, s_end + 1) is not None
        has_things = _THING_TRIGGER_PADDED_RE.search(padded, s_start, s_end + 1) is not None
        has_score = (body.find("-", s_start, s_end) >= 0 or body.find("–", s_start, s_end) >= 0) and (
            _SCORE_SHAPE_RE.search(body, s_start, s_end) is not None)
        ends_list = body.startswith(":", s_end - 1)
        if not (has_counts or has_things or has_score):
            if ends_list:  # a heading naming what the list counts wins over the count before it
                list_of = list_kind(low, s_start, s_end) or list_of
                colon_list = list_of is not None
            continue
        text = body[s_start:s_end]
        sent = (s_start, s_end)
        s_low = low[s_start:s_end]
        s_folded = folded[s_start:s_end]
        # A statement of the law ("throwing objects ... is a criminal offence") gives no
        # things, and no count from an article ("can lead to a banning order").
        general = has_things and is_general(s_low, s_folded)
        injured_stewards: list[tuple[int, int]] = []
        first = len(claims)
        if has_counts:
            for count in find_counts(text, s_start, s_folded):
                if count.original in _ARTICLES and (general or is_general(s_low, s_folded)):
                    continue
                add(count.kind, count.quantity.value, count.start, count.end, sent,
                    quantity=count.quantity, original=count.original, detail=count.detail)
                if count.kind == "injuries" and count.detail in _STEWARD_INJURED:
                    injured_stewards.append((count.start, count.end))
            if len(claims) > first:
                listed = next((c for c in claims[first:] if c.kind in LIST_KINDS), None)
                if listed is not None:
                    list_of = (listed.kind, (listed.scope, listed.scope_detail))
                    colon_list = ends_list
        if ends_list and len(claims) == first:
            list_of = list_kind(low, s_start, s_end) or list_of
            colon_list = list_of is not None
        seen: set[tuple[str, str]] = set()
        if has_things and not general:
            for kind, value, start, end, detail in find_things(text, s_low, s_folded):
                if (kind, value) in seen:
                    continue
                if kind == "police" and value == "stewards" and any(
                        a <= s_start + start < b for a, b in injured_stewards):
                    continue  # "one steward was taken to hospital": an injury, not a deployment
                seen.add((kind, value))
                add(kind, value, s_start + start, s_start + end, sent, detail=detail)
        if has_things:
            for org, start, end in find_investigations(text, s_folded):
                by = investigator(org, s_start + start, quote_spans, speakers)
                if by and ("investigation", by) not in seen:
                    seen.add(("investigation", by))
                    add("investigation", by, s_start + start, s_start + end, sent)
        if has_score:
            for score in _score_claims(text, s_start, club_mentions, body):
                add("score", score[0], score[1], score[2], sent, detail=score[3])

    paragraph_set = set(paragraphs)
    for quote in quotes:
        paragraph_alone = (quote.start, quote.end) in paragraph_set
        if quote.words < _MIN_QUOTE_WORDS:
            continue
        if not quote.speaker and (quote.words < _MIN_UNATTRIBUTED_QUOTE_WORDS or paragraph_alone):
            continue
        first = sentence_of(quote.start)
        last = sentence_of(quote.end - 1)
        add("quote", quote_value(body, quote), quote.start, quote.end, (first[0], max(last[1], quote.end)),
            scope=("incident", ""), speaker=quote.speaker, role=quote.role)

    for m in competitions:
        if body.startswith(("'s", "’s"), m.end) and _COMPETITION_BODY_RE.match(body, m.end):
            continue  # "Serie A's sporting judge", "the Premier League's disciplinary panel": a body
        add("competition", m.name, m.start, m.end, sentence_of(m.start), detail=m.extra)

    _venues(body, grounds, parts, sentence_of, add)

    claims.sort(key=lambda c: (c.start, c.end, c.kind))
    return claims


def _renamed(g, history) -> bool:
    """Whether "former" before the ground names it by an old name ("the former Olympic Stadium")."""
    if history is not None and not _FORMER_RE.match(history.group()):
        return False  # "moved from", "left", "the old ...": another ground
    plain = _FORMER_PREFIX_RE.sub("", g.text)
    return fold(plain).casefold() != fold(g.name).casefold()


def _score_claims(text: str, offset: int, club_mentions, body: str = ""):
    for m in _SCORE_RE.finditer(text):
        if _SCORE_NOT_AFTER_RE.match(text, m.end()):
            continue
        if _interim(body or text, offset + m.start() if body else m.start(), offset + m.end() if body else m.end()):
            continue  # "led 2-0", "Half-time: Celtic 1-1 Hibs", "GOAL! Celtic 1-0": the result is the final score
        clubs = [c for c in club_mentions if offset <= c.start and c.end <= offset + len(text)]
        clubs = [(c.start - offset, c.end - offset, c.name) for c in clubs]
        window = text[max(0, m.start() - 40): m.end() + 40]
        between_clubs = any(e <= m.start() and m.start() - e < 4 for _, e, _ in clubs) and any(
            s >= m.end() and s - m.end() < 4 for s, _, _ in clubs)
        if not (_RESULT_WORD_RE.search(window) or between_clubs):
            continue
        value = f"{m.group(1)}-{m.group(2)}"
        yield value, offset + m.start(), offset + m.end(), _score_detail(text, m, clubs)


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


def _score_detail(text: str, m: re.Match, clubs) -> str:
    before = [c for c in clubs if c[1] <= m.start()]
    after = [c for c in clubs if c[0] >= m.end()]
    win = _WIN_RE.search(text)
    loss = _LOSS_RE.search(text)
    if loss and (not win or loss.start() < win.start()):
        winner = next((c[2] for c in clubs if c[0] > loss.start()), "")
        loser = next((c[2] for c in clubs if c[1] <= loss.start()), "")
    elif win:
        winner = next((c[2] for c in reversed(clubs) if c[1] <= win.start()), "")
        loser = next((c[2] for c in clubs if c[0] >= win.end() and c[2] != winner), "")
    elif before and after:
        return f"{before[-1][2]} v {after[0][2]}"
    else:
        return ""
    if winner and loser:
        return f"{winner} beat {loser}"
    if loser:
        return f"beat {loser}"
    if winner:
        return f"{winner} won"
    return ""


def _venues(body: str, grounds, parts, sentence_of, add) -> None:
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
        add("venue", g.name, g.start, g.end, sentence_of(g.start), detail=g.extra)
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
        add("venue", last_ground, start, end, sent, detail=name)
        covered.append(sent)  # one venue claim a sentence
