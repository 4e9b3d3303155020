"""Claim extraction: the checkable facts of one report, each tied to its span.

``extract(body)`` returns ``ClaimRecord``s sorted by ``start``.  It is rules, not
a model: compiled regexes run sentence by sentence, and a cheap trigger regex
decides which sentences the heavy rules see at all.  The report is prepared once
(``prepared``: its lower-cased and folded forms, sentences, paragraphs, and the
clubs, competitions and grounds it names) and every finder reads that: counts,
things and scores sentence by sentence, then quotes, competitions and venues
(``counts``, ``things``, ``scores``, ``quotes``, ``competitions``, ``venues``);
``claims.ClaimBuilder`` gives each claim its sentence, scope (``scope``) and speaker.

Approach
  * Sentences: a line break always ends one; inside a line ., ! and ? end one
    unless they close an abbreviation (Mr., St.) or an initial.  A "sentence" over
    ``limits.MAX_SENTENCE_CHARS`` (1,000) is cut into pieces no longer, at a clause
    break where it can be (``sentences``): the finders read pieces, and a claim
    keeps its piece as its sentence.
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
    officers", "14 of them inside the ground"), and the lines of a list under a
    count or a heading naming one ("• Public order offences – 4"; bullets may be
    left out under a line ending with a colon, and a heading's own kind wins over
    a count before it).  A list line of offences under no such heading counts
    arrests (``counts``).  Officers or
    stewards "inside the ground" are a deployment, not a crowd; "a banning order
    of up to 10 years" is a length, not one ban.  A sentence stating the law
    ("throwing objects ... is a criminal offence") gives no things.
  * Who was counted: every count carries the group of its people noun in
    ``group`` (``counts.groups``, one word list): supporters, fans, youths, ultras,
    hooligans -> fans; stewards, security staff -> stewards; officers, PCs,
    policemen, constables -> police; players, a goalkeeper, club staff ->
    players_staff; people, men, persons and counts naming nobody ("14 arrests") ->
    "" (people unspecified).  Men are fans only when the sentence says so ("two men
    in the away end", "four men, all Millwall supporters,"); the police who arrest
    are never the people counted; a part naming nobody ("two of them") takes its
    total's group.
  * Enumerated subjects of one count verb (``counts.enumerations``): "a steward and
    a police officer were hurt", "three fans, a steward and a PC suffered cuts" give
    a count per member (its words, its noun's group) and the total (the whole
    enumeration with its verb, of the members' common group or ""); an object
    ("police arrested two men and a woman") or a member with a verb of its own is
    left alone.
  * Counts through the measure: people "handed dispersal notices", "dispersal
    orders were issued to 40 people", "banning orders will be sought against about
    15 supporters", "the club will ban 15 fans" (a ban that "will" come is counted,
    one that "could" is not); one person cut or hurt with no number ("a man was cut
    by a flying bottle", "Referee X was hurt", not "hurt by the booing") is 1.
  * Things (missiles, pyrotechnics, police, measures, investigations,
    sanctions, pitch invasions, lifetime bans): normalised nouns from regexes in
    ``things``.  Missiles need a throwing word in the same sentence ("landed"
    and "attacked ... with" count).  Investigations are also named by what is
    done ("enquiries are ongoing", "will review the referee's report", "will
    seek the observations of both clubs", "reviewing CCTV footage"): the
    investigator is the sentence's subject ("Following its own investigation,
    the club ..." -> the club); "opened disciplinary proceedings" is a charge.
  * Score, competition, venue (``scores``, ``competitions``, ``venues``): scores need a result word ("win", "beat") or
    club names around them, and only the result is one: a score during the match
    ("were leading 1-0", "2-0 up at the break", "a 1-0 lead", "GOAL! X 1-0 Y", a
    live blog's "Half-time" or "12 min" heading above it) is no claim.  The
    score's detail is "X beat Y" whenever the sentence names both clubs, wherever
    ("Against Hearts, Hibernian won 2-0"; "Rangers were beaten 3-1 by Celtic"; a
    third club gives way to the report's other one), and "X v Y" for a draw.  A
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
  Another match is also named by another ground ("the game at Bramall Lane",
  where the report's ground is the one it names most), another competition ("the
  Scottish Cup semi-final", only when the report names its own more often), "away
  at <club or town>" after a match noun, "last season's derby" and "last month's
  game", each recorded in ``scope_detail`` (canonical club, ground or competition;
  a town as written); an unnamed other match ("the reverse fixture", "in
  January") takes the name another cue of its clause gives ("the reverse fixture
  at Anfield" -> Anfield).  A ground or competition names a match only in its own
  clause.  A time offset ("a month after 12 fans were detained at ...", "two years
  before") opens a clause the report's own cues do not reach: another match named
  there is ``other_match``, none ``unknown``; "a week after the game" (this match's
  aftermath) and "banned for 12 years after" (a length) are no offsets.  This
  match's city centre, stations and transport before the game stay ``incident``.

Quote rule
  A quote claim is a real utterance: a quotation of at least four words with a
  speaker found by attribution ("X said:", "'...,' said X", "X added:", "He
  said:", "A statement read:", "X told BBC Radio 5 live it ..."), or of at
  least eight words without one when it is not a paragraph on its own; and of at
  most ``limits.MAX_QUOTE_CHARS`` (4,000) characters: a longer one is a mark never
  closed, and capping it would show the outlet cutting words it printed.  Scare
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
from dataclasses import replace

from incidents.reference.standings import named_as_standing

from . import gazetteer, regexes
from .claims import ADDED, ClaimBuilder
from .competitions import find_competitions
from .counts import SHARE_OPENING_RE, find_counts, may_hold_size, opens_with_a_total
from .counts import TRIGGER_RE as _COUNT_TRIGGER_RE
from .counts.groups import count_group, group_named_after_are, group_of
from .counts.lists import LIST_KINDS, OpenList
from .counts.triggers import NATIONALITY_PLURALS
from .kinds import PART_KINDS
from .numbers import Quantity, words_to_int
from .prepared import PreparedText, prepare
from .quotes import Quotations, find_quotes, quote_value
from .records import KINDS, NUMERIC_KINDS, SCOPES, SPEAKER_ROLES, ClaimRecord
from .scope_patterns import FIRST_LEG_SCORE_AFTER_RE
from .scores import find_scores, may_hold_score
from .teams import Teams
from .text import FOLLOWING_WORDS, NATIONALS_AFTER_RE
from .things import TRIGGER_RE as _THING_TRIGGER_RE
from .things import find_investigations, find_things, is_general
from .things.investigations import investigator
from .venues import find_venues

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
EXTRACTOR_VERSION = "162"

# The trigger regexes as run: "\b(?:word|...)" becomes "\W(?:word|...)" on the
# lower-cased body with one space in front.  Every trigger opens with a word
# character, so "\b" before it means "a non-word character (or the start) before
# it", which the \W consumes; a pattern that opens with a character class lets the
# engine skip to the next non-word character instead of trying every position.
_COUNT_TRIGGER_PADDED_RE = regexes.compile(r"\W" + _COUNT_TRIGGER_RE.pattern.removeprefix(r"\b"))
_THING_TRIGGER_PADDED_RE = regexes.compile(r"\W" + _THING_TRIGGER_RE.pattern.removeprefix(r"\b"))
assert _COUNT_TRIGGER_RE.pattern.startswith(r"\b(?:") and _THING_TRIGGER_RE.pattern.startswith(r"\b(?:")
_STEWARD_INJURED = frozenset({"steward", "stewards"})
# A result's two sides, as ``find_scores`` words them: "X beat Y", "X v Y".
_SCORE_SIDES_RE = regexes.compile(r"(?P<a>.+?) (?:beat|v) (?P<b>.+)")
_ARTICLES = frozenset({"a", "an", "A", "An", "AN"})
# People named by their nationality, in the count's words or said of them right after it:
# "two Czech citizens", "nine of whom are British nationals", "two of them British citizens".
_NATIONALS_RE = re.compile(r"(?:[\w.'’-]+\s+){1,2}?(?P<nationality>[A-Z][a-z]+)\s+(?:nationals?|citizens?)\b")
# People a count names by no group: a part of people counted before ("Two of those
# arrested"), or a plain noun ("Four of the arrested men"), by the word its count reads.
_NAMED_BY_NO_GROUP = frozenset({"those", "them", "whom", "men", "women", "people", "persons", "individuals",
                                "suspects"})
# A crowd of spectators, with no side or end named between its figure and its noun, is the
# whole crowd, both sides' people ("More than 80,000 spectators were at the Monumental",
# "attended by 33,000 spectators"); "1,500 Chile spectators" are one side's fans.
_ALL_SPECTATORS_RE = re.compile(r"(?:\d[\d,.]*|thousands|hundreds)\s+(?:of\s+)?spectators?\b", re.IGNORECASE)
# ... and so is a crowd of fans said to be the crowd or the attendance ("A crowd of 26,129
# fans packed Carrow Road"), or one a side's people are among ("More than 26,000 supporters
# were at Carrow Road today, including around 2,500 Leeds fans").
_A_CROWD_OF_RE = re.compile(r"\b(?:crowd|attendance|gate)\s+of\s+$", re.IGNORECASE)
_SIDE_AMONG_THEM_RE = re.compile(
    r"[^.;:!?]{0,50}?,?\s+(?:including|among\s+them|of\s+whom)\s+(?:about\s+|around\s+|some\s+|more\s+than\s+|"
    r"over\s+|nearly\s+|almost\s+|roughly\s+|approximately\s+)?\d[\d,.]*\s+(?:[\w'’./-]+\s+){0,2}?"
    r"(?:fans|supporters|followers)\b"
    # ... or said after them: "Almost 60,000 spectators came, about 5,000 Irish supporters among them"
    r"|[^.;:!?]{0,50}?,\s+(?:with\s+)?(?:about\s+|around\s+|some\s+|nearly\s+|almost\s+)?\d[\d,.]*\s+"
    r"(?:[\w'’./-]+\s+){0,2}?(?:fans|supporters|followers)\s+among\s+them\b", re.IGNORECASE)
# ... and so are tens of thousands of fans, no side named between them and their people and
# no journey or away end said of them ("The vast majority of the almost 19,000 supporters were
# a credit", "Almost 12,500 supporters came through the turnstiles"; not "the 3,000 Celtic
# fans", nor "15,000 supporters travelled to Seville"; a few thousand so named are often one
# side's: a club's "thank the 4,000 supporters who were with us").
_WHOLE_CROWD_LEAST = 10_000
_FOLLOWING_REACH = 60
# (or brought by a side: "NEC brought some 17,500 supporters to Rotterdam")
_A_FOLLOWING_BEFORE_RE = re.compile(
    r"\b(?:brought|brings|bring|bringing|took|takes|take|taking|following\s+of|contingent\s+of)\s+"
    r"(?:an\s+estimated\s+)?$", re.IGNORECASE)
_A_FOLLOWING_RE = re.compile(rf"\b{FOLLOWING_WORDS}\b", re.IGNORECASE)
_WHOLE_CROWD_RE = re.compile(
    r"(?:(?:almost|nearly|about|around|some|roughly|more\s+than|over)\s+)?\d[\d,.]*\s+"
    r"(?:people|fans|supporters|spectators)\b.*", re.IGNORECASE | re.DOTALL)
# Before a count, words making it the rest of one already told: "the other two", "the
# remaining three" (not "another two fans were arrested": more).
_THE_OTHER_RE = re.compile(r"\bthe\s+(?:other|remaining)\s+$")
# A definite count, then a relative clause: "the two lads who were detained", "the two men
# who attacked our patrol" (in a quotation, people the report has told of).
_THE_BEFORE_RE = re.compile(r"\bthe\s+$")
_WHO_RE = re.compile(r"\s*\b(?:who|that|whom)\b")
# ... of a crowd, only people who did something ("the two men who attacked our patrol"; "the
# 41,000 fans who attended" is a size).
_WHO_DID_RE = re.compile(r"\b(?:who|that)\s+(?:\w+\s+)?(?:attack|fought|clash|threw|charg|invad|rampag|rioted|ran)\w*")
# Before a count of members, the body they belong to: "whose 46 members", "its 300 members".
_WHOSE_RE = re.compile(r"(?:\b(?:whose|its|their)|['\u2019]s?)\s+(?:(?:about|around|some|nearly|almost|over)\s+)?$")
# A count of "us", "ours" or "our" people ("two of our lads", "nobody in our block", "two of
# them ours").
_OF_US_RE = re.compile(r"\b(?:of\s+us|ours?)\b", re.IGNORECASE)


def extract(body: str) -> list[ClaimRecord]:
    """Every claim in ``body``, sorted by start.  Never raises on any string."""
    if not isinstance(body, str) or not body.strip():
        return []
    text = prepare(body)
    if text is None:
        return []
    quotes = find_quotes(text)
    claims = ClaimBuilder(text, Teams(text), quotes)
    open_list = OpenList()
    for sent in text.sentences:
        _sentence_claims(text, sent, quotes, claims, open_list)
    _quote_claims(text, quotes, claims)
    _competition_claims(text, claims)
    _venue_claims(text, claims)
    return _without_denied_figures(_with_corrections(_increments_of_counts(claims.sorted()), text, claims), text)


# A figure denied by number after the report's own count of its kind ("Four of ours were
# arrested, not six", "about 120 were turned away, rather than 200"): the figure it denies,
# given before as another's ("The police in Athens say six Italians were arrested"), is a
# repeat the report disputes, never its own.  ("not one of them" is no denial.)  A figure
# denied in its own sentence ("Police dismissed claims of 20 arrests") is the comparison's
# to leave out (``incidents.comparison.figures.denied``), which sees each claim's sentence.
_DENIED_RE = re.compile(
    r"\b(?:not|rather\s+than|instead\s+of)\s+(?:the\s+)?(?P<n>\d[\d,]*|[a-z]+(?:-[a-z]+)?)"
    r"(?=\s*(?:[,.;:!?)\u2013\u2014]|$|as\b|like\b|that\b|the\b))",
    re.IGNORECASE,
)
# ... or called untrue, opening its own sentence ("Two is simply not the real number", "The
# figure of 40 is nonsense"): whatever its kind, the report does not give it as its own.
_CALLED_UNTRUE_RE = re.compile(
    r"(?:the\s+(?:figure|number|count|total)\s+of\s+)?(?P<n>\d[\d,]*|[a-z]+(?:-[a-z]+)?)\s+is\s+"
    r"(?:simply\s+|just\s+|clearly\s+|certainly\s+|plainly\s+)?"
    r"(?:not\s+(?:the\s+)?(?:real|true|right|correct|accurate|actual)\b|wrong\b|false\b|a\s+lie\b|nonsense\b|"
    r"rubbish\b|a\s+joke\b)",
    re.IGNORECASE,
)
# ... or corrected by a sentence opening with another estimate ("The radio says there were
# around 4,000 Chelsea fans in the ground. Nearer 6,000 of us, counting everyone"): the one
# figure of the sentence before is the one it corrects.
_CORRECTED_RE = re.compile(
    r"(?:(?:no|not\s+a\s+chance|rubbish|nonsense|wrong)[.,;:!]*\s+)?(?:it\s+was\s+|there\s+were\s+)?"
    r"(?:nearer|closer\s+to|more\s+like|try)\s+(?P<n>\d[\d,]*|[a-z]+(?:-[a-z]+)?)\b",
    re.IGNORECASE,
)
# ... or dismissed by a sentence of its own ("The police said afterwards there were around 700 of
# us. Rubbish. I counted the sections myself"): the one count of the sentence before.
_DISMISSED_RE = re.compile(
    r"\s*(?:(?:that(?:['’]s|\s+is)|utter|complete|total|absolute|pure)\s+)?"
    r"(?:rubbish|nonsense|lies|bollocks|garbage|codswallop|rot|tosh|not\s+true|untrue|wrong|no\s+chance|"
    r"not\s+a\s+chance|not\s+even\s+close)\s*[.!]+[\s\"\u201d\u2019']*",
    re.IGNORECASE,
)
# How far back the denied figure may be: this sentence and the two before it.
_DENIED_SENTENCES_BACK = 2


def _without_denied_figures(records: list[ClaimRecord], text: PreparedText) -> list[ClaimRecord]:
    """``records`` less the figures the report denies, calls untrue or corrects after them."""
    counts_at = _counts_by_sentence(records)
    if not counts_at:
        return records

    def counts_before(index: int) -> list[int]:
        """The counts of the sentences before sentence ``index`` that a denial reaches."""
        return [i for start, _ in text.sentences[max(0, index - _DENIED_SENTENCES_BACK):index]
                for i in counts_at.get(start, ())]

    def exactly(i: int, n: int) -> bool:
        return records[i].low == n == records[i].high

    denied: set[int] = set()
    for m in _DENIED_RE.finditer(text.body):
        n = words_to_int(m["n"])
        index = bisect_right(text.sentence_starts, m.start()) - 1
        if n is None or index < 1:
            continue
        own_kinds = {records[i].kind for i in counts_at.get(text.sentences[index][0], ())
                     if records[i].end <= m.start() and records[i].low != n}
        denied.update(i for i in counts_before(index) if records[i].kind in own_kinds and exactly(i, n))
    for index, (start, end) in enumerate(text.sentences[1:], start=1):
        if _DISMISSED_RE.fullmatch(text.body, start, end):
            before = counts_at.get(text.sentences[index - 1][0], ())
            if len(before) == 1:
                denied.update(before)
            continue
        corrected = _CORRECTED_RE.match(text.body, start, end)
        if corrected is not None and words_to_int(corrected["n"]) is not None:
            # the one count of the nearest sentence before that has any (past a sentence of
            # its own saying so: "Nonsense. Nearer 40 of ours ...")
            nearest = _nearest_counts(counts_at, text, index)
            if len(nearest) == 1:
                denied.update(nearest)
            continue
        untrue = _CALLED_UNTRUE_RE.match(text.body, start, end)
        n = words_to_int(untrue["n"]) if untrue else None
        if n is not None:
            denied.update(i for i in counts_before(index) if exactly(i, n))
    return [r for i, r in enumerate(records) if i not in denied] if denied else records


def _counts_by_sentence(records: list[ClaimRecord]) -> dict[int, list[int]]:
    """Sentence start -> the indexes of the counts in that sentence."""
    counts_at: dict[int, list[int]] = {}
    for i, r in enumerate(records):
        if r.kind in NUMERIC_KINDS:
            counts_at.setdefault(r.sentence_start, []).append(i)
    return counts_at


def _nearest_counts(counts_at: dict[int, list[int]], text: PreparedText, index: int) -> list[int]:
    """The counts of the nearest of the two sentences before sentence ``index`` that has any."""
    return next((counts_at[s] for s, _ in reversed(text.sentences[max(0, index - 2):index]) if s in counts_at), [])


# A fan's correction of the count before it, in people and nothing else: "The police statement
# says nine of ours were detained. ... it was four of ours", "In fact it was three people".
_CORRECTION_RE = re.compile(
    # (or the writer's own knowledge: "We know of three of ours", "we only know of two")
    r"\b(?:(?:it|that)\s+was|we\s+(?:only\s+)?know\s+of)\s+(?:only\s+|just\s+|actually\s+|really\s+|in\s+fact\s+)?"
    r"(?P<n>\d[\d,]*|[a-z]+(?:-[a-z]+)?)\s+(?P<who>of\s+(?:ours|us)|people|men|lads|fans|supporters|"
    r"officers?|stewards?)\b",
    re.IGNORECASE,
)


def _with_corrections(records: list[ClaimRecord], text: PreparedText, claims: ClaimBuilder) -> list[ClaimRecord]:
    """``records`` with each correction of a count (``_CORRECTION_RE``) as a count of that
    count's kind and scope: the last count before it in its sentence, else the one count of
    the nearest sentence of the two before it that has any.  Words placing it at another
    time or match ("Last season it was three of ours") make it no correction of that count."""
    body = text.body
    if "was" not in body and "know of" not in text.low:
        return records
    added = []
    counts_at = None
    for m in _CORRECTION_RE.finditer(body):
        n = words_to_int(m["n"])
        if n is None or any(r.start <= m.start("n") < r.end for r in records if r.kind in NUMERIC_KINDS):
            continue
        counts_at = _counts_by_sentence(records) if counts_at is None else counts_at
        index = bisect_right(text.sentence_starts, m.start()) - 1
        s_start, s_end = text.sentences[index]
        here = [i for i in counts_at.get(s_start, ()) if records[i].end <= m.start()]
        if not here:
            here = _nearest_counts(counts_at, text, index)
            if len(here) != 1:
                continue
        base = records[here[-1]]
        if base.low == n == base.high:
            continue
        start, end = m.start("n"), m.end("who")
        sentence = body[s_start:s_end]
        if claims.scope(sentence, start - s_start, end - s_start, s_start, s_end)[0] != "incident":
            continue
        words = text.folded[start:end]
        added.append(replace(
            base, value=str(n), low=n, high=n, approximate=False, original=m["n"], text=body[start:end],
            start=start, end=end, sentence=sentence, sentence_start=s_start, sentence_end=s_end,
            detail=m["who"].split()[-1].lower(), group=count_group(words, 0, len(words), default=""),
            speaker=base.speaker if base.sentence_start == s_start else "",
            speaker_role=base.speaker_role if base.sentence_start == s_start else ""))
    return sorted([*records, *added], key=lambda r: r.start) if added else records


def _increments_of_counts(records: list[ClaimRecord]) -> list[ClaimRecord]:
    """An increment ("two more arrests") is one only beside a count of its kind in the
    report ("NINE fans have now been arrested"); alone ("Police arrested seven people, and
    a further 30 were prevented from attending") it is the report's count of its kind."""
    counted = {r.kind for r in records if r.scope == "incident" and r.scope_detail != ADDED and r.kind in NUMERIC_KINDS}
    return [replace(r, scope_detail="") if r.scope_detail == ADDED and r.kind not in counted else r for r in records]


def _sentence_claims(text: PreparedText, sent: tuple[int, int], quotes: Quotations, claims: ClaimBuilder,
                     open_list: OpenList) -> None:
    """A sentence's claims: a line of the list open above it, or its counts, things and score."""
    s_start, s_end = sent
    if open_list.of is not None:
        line = open_list.line(text.body, text.folded, s_start, s_end)
        if line is not None:
            n = int(line["num"])
            kind, scope = open_list.of
            claims.add(kind, str(n), line.start("num"), line.end("num"), sent,
                       quantity=Quantity(str(n), n, n, False), original=line["num"], scope=scope)
            return
    # Sentences are separated by white space, so searching the sentence's span of
    # the whole lower-cased body is the same as searching the sentence alone,
    # without slicing it.  In the padded text the span is shifted by one, and its \W
    # may be the character just before the sentence (white space, or the added space).
    has_counts = (_COUNT_TRIGGER_PADDED_RE.search(text.padded_folded, s_start, s_end + 1) is not None
                  or may_hold_size(text.folded, s_start, s_end)
                  # a share of the count before: "Four of them were Aberdeen supporters."
                  or SHARE_OPENING_RE.match(text.folded, s_start, s_end) is not None
                  # the writer's party: "We were about 300 in Zenica" (``counts.sizes``)
                  or text.folded.find("we were", s_start, s_end) >= 0
                  # a running total of the count before: "That brings the total to seven people."
                  or opens_with_a_total(text.folded, s_start, s_end))
    has_things = _THING_TRIGGER_PADDED_RE.search(text.padded_low, s_start, s_end + 1) is not None
    has_score = may_hold_score(text.body, s_start, s_end)
    ends_with_colon = text.body.startswith(":", s_end - 1)
    if not (has_counts or has_things or has_score):
        if ends_with_colon:  # a heading naming what the list counts wins over the count before it
            open_list.heading(text.low, s_start, s_end)
        return
    sentence = text.body[s_start:s_end]
    s_low = text.low[s_start:s_end]
    s_folded = text.folded[s_start:s_end]
    # A statement of the law ("throwing objects ... is a criminal offence") gives no
    # things, and no count from an article ("can lead to a banning order").
    general = has_things and is_general(s_low, s_folded)
    first = len(claims.claims)
    injured_stewards = _count_claims(sent, sentence, s_low, s_folded, general, quotes, claims) if has_counts else []
    if len(claims.claims) > first:
        listed = next((c for c in claims.claims[first:] if c.kind in LIST_KINDS), None)
        if listed is not None:
            open_list.counted(listed.kind, (listed.scope, listed.scope_detail), ends_with_colon)
    elif ends_with_colon:
        open_list.heading(text.low, s_start, s_end)
    if has_things:
        _thing_claims(sent, sentence, s_low, s_folded, general, injured_stewards, quotes, claims)
    if has_score:
        for value, start, end, detail in find_scores(text, sent, claims.teams.main):
            scope = _score_scope(detail, claims.teams.main)
            if claims.teams.later_leg and FIRST_LEG_SCORE_AFTER_RE.match(text.folded, end):
                scope = ("other_match", "")  # "Sunderland defend a 1-0 first-leg lead at Hillsborough"
            claims.add("score", value, start, end, sent, detail=detail, scope=scope)
            last = claims.claims[-1] if claims.claims else None
            if (scope is None and last is not None and last.start == start and last.scope == "incident"
                    and len(claims.teams.main) == 2):
                named = {club.name for club in text.clubs_in(*sent)}
                if named and not named & claims.teams.main:
                    # only other clubs named: "Real Betis lead the group after winning 2-0"
                    claims.claims[-1] = replace(last, scope="other_match")


def _score_scope(detail: str, main: set[str]) -> tuple[str, str] | None:
    """Another match's, when the result names two clubs that are not the report's two ("three
    days after Ajax beat Willem II 4-0 to win the cup", in a report of Ajax v Tottenham);
    else None (the scope of its place in the sentence)."""
    sides = _SCORE_SIDES_RE.fullmatch(detail)
    if sides is None or len(main) != 2 or {sides["a"], sides["b"]} <= main:
        return None
    return ("other_match", "")


def _count_before(found: list[ClaimRecord], folded: str, sent: tuple[int, int]) -> tuple[str, int] | None:
    """The kind and least number of the count ending the sentence just before this one, for a
    sentence that may name members "among them" ("Among them were eight Feyenoord supporters")
    or open with its running total ("That brings the total to seven people")."""
    if "among them" not in folded and SHARE_OPENING_RE.match(folded) is None and not opens_with_a_total(folded):
        return None
    last = next((c for c in reversed(found) if c.kind in PART_KINDS), None)
    if last is None or last.low is None or not 0 <= sent[0] - last.sentence_end <= 3:
        return None
    return last.kind, last.low


def _count_claims(sent: tuple[int, int], sentence: str, s_low: str, s_folded: str, general: bool,
                  quotes: Quotations, claims: ClaimBuilder) -> list[tuple[int, int]]:
    """Add the sentence's counts; give the spans of the stewards counted injured."""
    injured_stewards = []
    for count in find_counts(sentence, sent[0], s_folded, _count_before(claims.claims, s_folded, sent)):
        if count.original in _ARTICLES and (general or is_general(s_low, s_folded)):
            continue
        if _THE_OTHER_RE.search(s_folded, max(0, count.start - sent[0] - 20), count.start - sent[0]):
            continue  # "The other two were arrested after the match": the rest of a count told
        if (_THE_BEFORE_RE.search(s_folded, max(0, count.start - sent[0] - 5), count.start - sent[0])
                and (_WHO_RE.search(s_folded, count.start - sent[0], count.end - sent[0])
                     or _WHO_RE.match(s_folded, count.end - sent[0]))
                and (count.kind != "crowd" or _WHO_DID_RE.search(s_folded, count.start - sent[0], count.end - sent[0]))
                and quotes.holding(count.start) is not None):
            continue  # a speaker's "the two lads who were detained": people the report has counted
        if (count.kind == "crowd" and count.detail in ("members", "member")
                and _WHOSE_RE.search(s_folded, max(0, count.start - sent[0] - 12), count.start - sent[0])):
            continue  # "a supporters' club whose 46 members travelled": a membership, no crowd
        group = count.group or ""
        if (group == "fans" and not group_of(count.detail)
                and _OF_US_RE.search(sentence, count.start - sent[0], count.end - sent[0])):
            # "Two of us were hurt" (or "two of our lads") inside a quotation is the
            # speaker's side, whoever speaks.
            speaker = quotes.holding(count.start)
            if speaker is not None:
                role = speaker[1]
                group = "police" if role == "police" else group_of(role)
                if not group and count.detail in ("members", "member"):
                    group = "fans"  # a club's or a supporters' body's members are supporters
        if not group and count.detail in _NAMED_BY_NO_GROUP:
            # "Two of those arrested are Mallorca supporters", "Four of the arrested men were home fans"
            group = group_named_after_are(s_folded, count.end - sent[0])
        if group == "fans" and count.kind == "crowd" and (
                _ALL_SPECTATORS_RE.search(sentence, count.start - sent[0], count.end - sent[0])
                or _A_CROWD_OF_RE.search(sentence, max(0, count.start - sent[0] - 20), count.start - sent[0])
                or _SIDE_AMONG_THEM_RE.match(sentence, count.end - sent[0])
                or ((count.quantity.low or 0) >= _WHOLE_CROWD_LEAST
                    and _WHOLE_CROWD_RE.fullmatch(sentence, count.start - sent[0], count.end - sent[0])
                    and not _A_FOLLOWING_RE.search(sentence, count.start - sent[0],
                                                   count.end - sent[0] + _FOLLOWING_REACH)
                    and not _A_FOLLOWING_BEFORE_RE.search(sentence, max(0, count.start - sent[0] - 30),
                                                          count.start - sent[0]))):
            group = ""
        if not group and count.detail in NATIONALITY_PLURALS:
            # "nine Italians were detained" at Lech Poznań v Fiorentina: one side's fans
            group = "fans" if gazetteer.one_sides_nationals(NATIONALITY_PLURALS[count.detail],
                                                            claims.teams.main) else ""
        at = count.start - sent[0]
        if not group and sentence[max(0, at - 6):at].endswith(_HAD_WORDS) \
                and (side := _SIDE_HAD_BEFORE_RE.search(sentence, max(0, at - 60), at)) is not None \
                and _names_a_side(claims, sent[0] + side.start("name"), sent[0] + side.end("name")):
            group = "fans"  # "Cracovia had a couple nicked as well": the side's people, by its name before them
        if not group and " from " in sentence \
                and (side := _FROM_A_SIDE_RE.match(sentence, count.end - sent[0])) is not None \
                and _names_a_side(claims, sent[0] + side.start("name"), sent[0] + side.end("name")):
            group = "fans"  # "four people were arrested, three of them from Oldham": a side's people, by its name
        if not group and ("national" in sentence or "citizen" in sentence or count.detail in _NAMED_BY_NO_GROUP
                          or " of " in sentence[count.start - sent[0]:count.end - sent[0]]):
            group = _nationals_group(sentence, count.start - sent[0], count.end - sent[0], claims.teams.main)
        claims.add(count.kind, count.quantity.value, count.start, count.end, sent,
                   quantity=count.quantity, original=count.original, detail=count.detail, group=group,
                   added=count.added)
        if count.kind == "injuries" and count.detail in _STEWARD_INJURED:
            injured_stewards.append((count.start, count.end))
    return injured_stewards


def _names_a_side(claims: ClaimBuilder, start: int, end: int) -> bool:
    """Whether body[start:end] names one of the two sides of the report's match."""
    return any(m.name in claims.teams.main for m in claims.text.clubs_in(start, end))


# A count's people said to be from a place or club right after it: "three of them from Oldham".
_FROM_A_SIDE_RE = re.compile(
    r"\s+(?:(?:are|were|was|is)\s+)?(?:all\s+)?from\s+(?=(?P<name>[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*)*))")
# ... or said to have had them, right before the count: "Cracovia had a couple nicked as well".
_SIDE_HAD_BEFORE_RE = re.compile(
    r"(?<![\w'’.-])(?P<name>[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*)*)\s+(?:had|have|has|got)\s+$")
_HAD_WORDS = (" had ", " have ", " has ", " got ")
# ... or by the nationals' country right after the count's noun: "3 persons were detained,
# including 2 citizens of Malta".
_NATIONALS_NOUN_RE = re.compile(r"\b(?:nationals?|citizens?)$")
_OF_A_COUNTRY_RE = re.compile(r"\s+of\s+(?:the\s+)?(?P<country>[A-Z][\w'’-]*(?:\s+(?:and\s+)?[A-Z][\w'’-]*){0,3})")


def _nationals_group(sentence: str, start: int, end: int, main: set[str]) -> str:
    """"fans" when the count at sentence[start:end] is of one side's nationals ("nine of
    whom are British nationals" at FC Copenhagen v Manchester City), else ""."""
    named = (_NATIONALS_RE.match(sentence, start, end) or NATIONALS_AFTER_RE.match(sentence, end)
             or (_NATIONALS_NOUN_RE.search(sentence, start, end) and _OF_A_COUNTRY_RE.match(sentence, end)))
    if named is None:
        return ""
    found = named.groupdict()
    if not gazetteer.one_sides_nationals(found.get("country") or found.get("bare") or found["nationality"], main):
        return ""
    return "fans"


def _thing_claims(sent: tuple[int, int], sentence: str, s_low: str, s_folded: str, general: bool,
                  injured_stewards: list[tuple[int, int]], quotes: Quotations, claims: ClaimBuilder) -> None:
    """Add the sentence's things and investigations, each (kind, value) once."""
    s_start = sent[0]
    seen: set[tuple[str, str]] = set()
    if not general:
        for kind, value, start, end, detail in find_things(sentence, s_low, s_folded):
            if (kind, value) in seen:
                continue
            if kind == "police" and value == "stewards" and any(
                    a <= s_start + start < b for a, b in injured_stewards):
                continue  # "one steward was taken to hospital": an injury, not a deployment
            seen.add((kind, value))
            claims.add(kind, value, s_start + start, s_start + end, sent, detail=detail)
    for org, start, end in find_investigations(sentence, s_folded):
        by = investigator(org, s_start + start, quotes)
        if by and ("investigation", by) not in seen:
            seen.add(("investigation", by))
            claims.add("investigation", by, s_start + start, s_start + end, sent)


def _quote_claims(text: PreparedText, quotes: Quotations, claims: ClaimBuilder) -> None:
    """Add the quotations that are utterances: the sentence runs from the one holding the
    opening mark (with the attribution) to the one holding the last word."""
    for quote in quotes.utterances(text.paragraphs):
        first = text.sentence_of(quote.start)
        last = text.sentence_of(quote.end - 1)
        sent = (first[0], max(last[1], quote.end))
        claims.add("quote", quote_value(text.body, quote), quote.start, quote.end, sent,
                   scope=("incident", ""), speaker=quote.speaker, role=quote.role)


def _competition_claims(text: PreparedText, claims: ClaimBuilder) -> None:
    """A competition named as a club's standing ("out of the Champions League", "second
    in Serie A") is the club's season, not the match's competition: scope season."""
    for m in find_competitions(text):
        sent = text.sentence_of(m.start)
        scope = ("season", "") if named_as_standing(text.body, m.start, m.end, sent[0]) else None
        name = gazetteer.own_competition(m.name, m.text, claims.teams.main)
        claims.add("competition", name, m.start, m.end, sent, detail=m.extra, scope=scope)


def _venue_claims(text: PreparedText, claims: ClaimBuilder) -> None:
    for ground, start, end, sent, part in find_venues(text):
        claims.add("venue", ground, start, end, sent, detail=part)
