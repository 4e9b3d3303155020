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

Another match is also named by another ground ("the cup tie at Pittodrie", "their trip
to Ibrox"), another competition ("the Scottish Cup semi-final", only when the report
names its own competition more often), "away at <club or town>" after a match noun,
and "last season's derby" or "last month's game"; the match's name goes in
``scope_detail`` (the club's, ground's or competition's canonical name, a town as
written), and an unnamed other match ("the reverse fixture", "in January") takes the
name another cue of its clause gives.  A ground or competition names a match only in
its own clause.  A time offset ("a month after", "two years before") opens a clause
about another time: the report's own cues do not reach into it, and with no other cue
there it is ``unknown``; "a week after the game" is this match's aftermath and "banned
for 12 years after" a length, neither an offset.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import ahocorasick

from . import regexes
from .text import fold

_SEASON_RE = regexes.compile(
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
_SEASON_MORE_RE = regexes.compile(
    # "across the 2023/24 season so far", "so far in the 2024-25 campaign", "the season to date"
    r"(?:the\s+)?(?:\d{4}[/-]\d{2,4}\s+)?(?:season|campaign)\s+(?:so\s+far|to\s+date)|"
    r"so\s+far\s+(?:in|during|across)\s+the\s+(?:\d{4}[/-]\d{2,4}\s+)?(?:season|campaign)|"
    r"(?:across|over|during|throughout)\s+the\s+\d{4}[/-]\d{2,4}\s+(?:season|campaign)\b",
)
# "in the club's first season at the stadium", "its first season in the league": the season
# now running (only where "first season" or "first campaign" is).
_FIRST_SEASON_RE = regexes.compile(
    r"(?:\bthis|\btheir|\bits|\bour|['’]s)\s+first\s+(?:full\s+)?(?:season|campaign)\s+(?:at|in|since)\b"
)
_FIRST_SEASON_WORDS = ("first season", "first campaign", "first full")

_NAME = r"[A-Z][\w'’.-]*(?:\s+(?:[A-Z][\w'’.-]*|&|and\s+(?=[A-Z])|de|del))*"
_OTHER_MATCH_RE = regexes.compile(
    rf"\b(?:(?:match|matches|game|games|fixture|fixtures|clash|tie|meeting|derby)\s+(?:against|with|v|vs\.?|versus)|"
    rf"(?:defeat|loss|draw)\s+(?:by|to|against|with)|(?:win|victory|draw)\s+(?:over|against)|"
    rf"(?:visit|trip)\s+to|visit\s+of|(?:take|took|taking)\s+on|(?:travel|travels|travelled)\s+to|"
    # a fixture of one of the clubs against a third: "will face Manchester United", "who host Arsenal"
    rf"fac(?:e|es|ed|ing)|host(?:s|ed|ing)?|play(?:s|ed|ing)?|meet(?:s|ing)?|met|"
    # "the cup tie away at Arbroath", "a game away to Brechin"
    rf"(?P<away>away)\s+(?:at|to))\s+(?:the\s+)?(?P<name>{_NAME})"
)
_HISTORY_RE = regexes.compile(
    r"\b(?:last\s+(?:season|year|week|month)|previous\s+season|"
    r"in\s+(?:1[89]\d\d|20[0-4]\d)\b|in\s+the\s+(?:mid-|late\s+|early\s+)?(?:19|20)?\d0s|"
    # a past tournament recalled: "Memories of Euro 2016", "reminiscent of Italia 90"
    r"memories\s+of|reminiscent\s+of|echoes\s+of)",
)
# More past cues: "since 2013", "in the last two seasons", "three years ago" (only where
# "since", "ago" or a plural of time is, as most sentences hold none).
_PAST_RE = regexes.compile(
    r"since\s+(?:1[89]\d\d|20[0-4]\d)\b|(?:last|past|previous)\s+(?:two|three|four|five|six|seven|eight|"
    r"nine|ten|few|several|\d+)\s+(?:seasons|years|campaigns)\b|"
    r"(?:two|three|four|five|six|seven|eight|nine|ten|few|many|several|\d+)\s+(?:years?|seasons?)\s+ago\b"
)
_PAST_WORDS = ("since ", " ago", "seasons", "years", "campaigns")
# A span of years or seasons the claim is counted over: "the third time in two years",
# "four charges within three seasons" -> unknown (run where _PAST_WORDS are).
_SPAN_RE = regexes.compile(
    r"(?:in|within|over)\s+(?:the\s+(?:last|past)\s+)?(?:two|three|four|five|six|seven|eight|nine|ten|\d+)\s+"
    r"(?:years|seasons|campaigns)\b(?![\'’]?\s+time)"
)
# A later meeting of the two sides: "the two sides meet again at Ibrox", "the rematch",
# "the return fixture" -> other_match (run only where "again", "return" or "rematch" is).
_AGAIN_RE = regexes.compile(
    r"(?:meet|meets|play|plays|face|faces|host|hosts|visit|visits)\s+(?:each\s+other\s+|one\s+another\s+)?again\b|"
    r"rematch\b|return\s+(?:[a-z]+\s+)?(?:match|fixture|game|leg|tie|meeting)\b"
)
# Another meeting before or after this one -> other_match (run only where _OTHER_TIME_WORDS are):
# an earlier one ("last time we played here", "the previous meeting", "on their last visit")
# and one to come ("are next, at Old Trafford", "the next round", "the second leg is at ...",
# "a trip to ... next month", "will travel to").  A future time alone ("the FA will decide
# next week") is no cue: it must follow a match noun.
_OTHER_TIME_RE = regexes.compile(
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
# capitalised words before it checked by _CLUB_BEFORE_RE.  The nouns as whole words
# (found by the pass of _GATE), only where _CLUB_MATCH_WORDS are:
_CLUB_MATCH_NOUNS = ("game", "match", "fixture", "tie", "clash")
_CLUB_MATCH_WORDS = ("game", "match", "fixture", " tie", "clash")
# More cues of other times.  They open with letters, not \b, so the engine can skip
# to a possible first letter; the \b before them is checked by hand (_word_start).
# A month with no day -> other_match, weighed by _MONTH_PENALTY:
_MONTH_RE = regexes.compile(
    r"in\s+(?:early\s+|late\s+|mid-)?(?:january|february|march|april|may|june|july|august|september|"
    r"october|november|december)\b(?!\s+\d{1,2}\b)"
)
# A month right after a match noun dates that match ("the play-off semi-final in May"):
# "the ... match" is this match unless another cue says otherwise, so no cue.
_MATCH_NOUN_BEFORE_RE = regexes.compile(
    r"(?:final|semi-final|quarter-final|play-off|playoff|match|game|derby|tie|fixture|clash|leg)\s+$"
)
# ... unless the match is "a"/"an" one ("visited Wigan for an EFL Cup tie in August"): not this match.
_INDEFINITE_BEFORE_RE = regexes.compile(r"(?<![\w'’-])(?:a|an)\s+(?:[\w'’-]+\s+){0,3}$")
# A season or past cue qualifying a superlative compares this match with the others:
# "in front of 41,000, the biggest crowd of the season so far" is this match's crowd.
_SUPERLATIVE_BEFORE_RE = regexes.compile(
    r"\b(?:biggest|largest|highest|lowest|best|worst|smallest|loudest|busiest|greatest|fewest|heaviest|"
    r"strongest|most|record)\s+(?:[\w'’-]+\s+){0,5}?(?:(?:of|in|for|at)\s+)?$"
)
_SUPERLATIVE_WORDS = ("est ", "most ", "record ")
# Between a match noun and a cue after it, a clause or a new event: the cue is not the match's.
_GAP_BREAK_RE = regexes.compile(r"[,;:]|\b(?:after|following|when|before|because|as|since|while|and|but|which|who)\b")
# "the reverse fixture" -> other_match (only where "reverse" is):
_REVERSE_RE = regexes.compile(r"reverse\s+(?:fixture|game|match|tie|leg)\b")
# "last season's derby", "last month's cup tie" -> other_match (only where _LAST and a
# period's possessive are; appended before the "last season" cue of _HISTORY_RE, so it wins):
_LAST_MATCH_RE = regexes.compile(
    r"(?:last|previous)\s+(?:season|year|month|week)['’]s\s+(?:[\w'’-]+\s+){0,3}?"
    r"(?:match|game|derby|tie|fixture|clash|final|semi-final|meeting|encounter|visit|trip)\b"
)
_LAST_MATCH_WORDS = ("season's", "year's", "month's", "week's", "season’s", "year’s", "month’s", "week’s")
# A time offset opening a clause about another time: "a month after 12 fans were held at
# ...", "two seasons before" -> a clause break and an ``unknown`` cue: a cue of another
# match in that clause wins, the match's own cues do not reach it.  "A week after the
# derby" (this match, named) is no offset.  (Only where _PERIOD and an offset word are.)
_OFFSET_RE = regexes.compile(
    r"(?:(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|few|several|\d+)\s+"
    r"(?:weeks?|months?|years?|seasons?)|weeks|months|years)\s+(?:after|before|since|on\s+from)\s+"
    r"(?!the\s+(?:[\w'’-]+\s+){0,2}?(?:match|game|derby|tie|clash|fixture|trouble|violence|disorder|incident|"
    r"final\s+whistle)\b|kick-off)"
)
_OFFSET_WORDS = ("after", "before", "since", " on from")
_DURATION_BEFORE_RE = regexes.compile(
    r"\b(?:for|of|lasting|served|serve|serving|jailed|banned|barred|suspended)\s+(?:[\w-]+\s+){0,3}?$"
)
# A match noun after a competition ("the FA Cup tie", "the Premier League game"): the
# competition names a match.
GROUND, COMPETITION = "ground", "competition"
_MATCH_NOUNS = (
    r"match|matches|game|games|tie|ties|fixture|fixtures|clash|derby|meeting|final|semi-final|quarter-final|"
    r"play-off|leg|encounter|round|replay"
)
_MATCH_NOUN_AFTER_RE = regexes.compile(rf"\s+(?:[\w'’-]+\s+){{0,2}}?(?:{_MATCH_NOUNS})\b")
# A ground as the place of a match: "the cup tie at Pittodrie", "their trip to Ibrox", "away at Gayfield".
_MATCH_AT_RE = regexes.compile(
    rf"\b(?:(?:{_MATCH_NOUNS}|visit|trip|defeat|win|victory|draw|loss)\s+(?:(?:away|played|there|held)\s+)?"
    r"(?:at|to|in)|away\s+(?:at|to))\s+(?:the\s+)?$"
)
# A match noun just before "away at <town>".
_MATCH_NOUN_END_RE = regexes.compile(rf"\b(?:{_MATCH_NOUNS}|trip|visit|defeat|win|victory|draw|loss)\s+$")


def names_a_match(folded: str, end: int) -> bool:
    """Whether a match noun follows folded[:end] (a competition's name): "the FA Cup tie"."""
    return _MATCH_NOUN_AFTER_RE.match(folded, end) is not None


# a named season not said to be this one ("in the 2019/20 season") -> unknown
# (only where "season" or "campaign" is):
_NAMED_SEASON_RE = regexes.compile(r"in\s+the\s+\d{4}[/-]\d{2,4}\s+(?:season|campaign)\b(?!\s+(?:so\s+far|to\s+date))")
# A month with no day ("in August", "in early September"): a match report dates
# this match by its day ("on Saturday", "on 26 October"), so what happened in a
# bare month happened at another match ("were fined £10,000 in August after flares
# were thrown at ...").  Weighed as farther than the other cues, so "the match
# against X" (which names the opponent) in the same clause wins.
_MONTH_PENALTY = 40
_INCIDENT_RE = regexes.compile(
    r"\b(?:tonight|last\s+night|this\s+evening|"
    # "the match", "the Premier League match", "the grudge match"; not "the previous match"
    r"the\s+(?:(?!(?:previous|last|next|earlier|reverse|other|following|upcoming|return|corresponding|same|"
    r"first|second|opening|forthcoming|subsequent|semi|final|home|away)\b)[\w'’-]+\s+){0,2}"
    r"(?:match|game|derby|clash|tie|fixture)|"
    # a weekday dates this match, unless it is "next Thursday"
    r"this\s+(?:match|game)|(?<!next\s)(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?:['’]s|\s+night|\s+evening)?|"
    r"the\s+final\s+whistle|kick-off|half-time|full-time|the\s+disorder|the\s+violence|the\s+trouble)\b",
)
# The rules give no cue in a sentence where this finds nothing.  Every cue above
# holds one of these, save "met" before a whitespace other than a space, so this is
# run only for such a cue: the words of _GATE say which rules to run.
_ANY_CUE_RE = regexes.compile(
    r"season|campaign|term\b|earlier|previous|other|competitions|since|across|during|match|game|fixture|"
    r"clash|tie|meeting|derby|defeat|loss|draw|win|victory|visit|trip|take|took|taking|travel|last|"
    r"in\s+(?:the\s+)?(?:mid-|late\s+|early\s+)?(?:\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|"
    r"tonight|evening|day\b|whistle|kick-off|half-time|"
    r"full-time|disorder|violence|trouble|memories|reminiscent|echoes|reverse|fac(?:e|ing)|host|play(?!er)|meet|met |"
    r"past|ago|years|again|return|rematch|next|leg\b",
)
# The three rules above as run (see _word_matches): their opening \b checked by hand.
_OTHER_MATCH_SCAN_RE = regexes.compile(_OTHER_MATCH_RE.pattern.removeprefix(r"\b"))
_SEASON_SCAN_RE = regexes.compile(_SEASON_RE.pattern.removeprefix(r"\b"))
_HISTORY_SCAN_RE = regexes.compile(_HISTORY_RE.pattern.removeprefix(r"\b"))
assert all(p.pattern.startswith(r"\b(?:") for p in (_OTHER_MATCH_RE, _SEASON_RE, _HISTORY_RE))
# _SEASON_RE, _HISTORY_RE, _INCIDENT_RE, _ANY_CUE_RE and _CLAUSE_RE are case-insensitive rules
# compiled without re.I: they run on the ``fold``ed sentence (see ``text``).
_CLUB_BEFORE_RE = regexes.compile(rf"\b[Tt]he\s+(?P<name>{_NAME})(?:['’]s)?\s+$")
_NAMES_SPLIT_RE = regexes.compile(r"\s+and\s+|,\s*")
_CLAUSE_RE = regexes.compile(r";|\s[-–—]\s|,\s*(?:while|but|whereas|although|bringing|taking|meanwhile|and)\b")

# Which rules may match a sentence, from one Aho-Corasick pass over it (_words).
# Each class below is a set of words; every match of a rule holds a word of the
# classes its gate in _time_cues or _club_cues names, as a whole word (_WHOLE) or
# anywhere, even inside a word (_INSIDE), so a rule whose words are absent is
# skipped, its regex never run.  Most sentences hold no such word, and then no cue.
_OTHER_MATCH = 1 << 0  # first words of _OTHER_MATCH_RE, which is tried only where one stands
_MATCH_NOUN = 1 << 1  # _CLUB_MATCH_NOUNS, taken from the pass
_SEASON = 1 << 2
_GAMES = 1 << 3
_EARLIER = 1 << 4
_SEASONAL = 1 << 5  # "season", "campaign" inside a word too: some _SEASON_MORE_RE cues end with no \b
_SO_FAR = 1 << 6
_SEASON_WORD = 1 << 7
_FIRST = 1 << 8
_HISTORY = 1 << 9
_YEAR = 1 << 10
_SINCE = 1 << 11
_AGO = 1 << 12
_LAST = 1 << 13
_PLURAL_TIME = 1 << 14
_AGAIN = 1 << 15
_OTHER_TIME = 1 << 16
_MEETING = 1 << 17
_REVERSE = 1 << 18
_MONTH = 1 << 19
_THIS_MATCH = 1 << 20
_PERIOD = 1 << 21
_WHOLE = {
    _OTHER_MATCH: ("match", "matches", "game", "games", "fixture", "fixtures", "clash", "tie", "meeting",
                   "derby", "defeat", "loss", "draw", "win", "victory", "visit", "trip", "take", "took", "taking",
                   "travel", "travels", "travelled", "face", "faces", "faced", "facing", "host", "hosts",
                   "hosted", "hosting", "play", "plays", "played", "playing", "meet", "meets", "met", "away"),
    _MATCH_NOUN: _CLUB_MATCH_NOUNS,
    _SEASON: ("season", "campaign", "term"),
    _GAMES: ("matches", "games", "fixtures", "competitions"),
    _EARLIER: ("earlier", "previous", "other", "all", "every"),
    _SO_FAR: ("across", "over", "during", "throughout"),
    _SEASON_WORD: ("season", "campaign"),
    _FIRST: ("first",),
    _HISTORY: ("last", "previous", "memories", "reminiscent", "echoes"),
    _SINCE: ("since",),
    _AGO: ("ago",),
    _LAST: ("last", "past", "previous"),
    _PLURAL_TIME: ("seasons", "years", "campaigns"),
    _AGAIN: ("again", "rematch", "return"),
    _OTHER_TIME: ("next", "leg", "travel"),
    _MEETING: ("time", "meeting", "meetings", "encounter", "visit", "trip"),
    _REVERSE: ("reverse",),
    _MONTH: ("january", "february", "march", "april", "may", "june", "july", "august", "september",
             "october", "november", "december"),
    _PERIOD: ("week", "weeks", "month", "months", "year", "years", "season", "seasons"),
    _THIS_MATCH: ("tonight", "night", "evening", "match", "game", "derby", "clash", "tie", "fixture", "monday",
                  "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "whistle", "kick", "half",
                  "full", "disorder", "violence", "trouble"),
}
_INSIDE = {
    _SEASONAL: ("season", "campaign"),
    _SO_FAR: ("far", "date"),  # "so far", "to date" (with no \b after them)
    # \d matches digits other than ASCII ones too, so only the ASCII part of a year
    # ("1[89]", "20") or of a decade ("the 80s", no \b after it) is looked for.
    _YEAR: ("18", "19", "20"),
    _HISTORY: ("0s",),
}


def _gate_automaton() -> ahocorasick.Automaton:
    """word -> (length, its classes where it stands as a whole word, its classes elsewhere)."""
    classes: dict[str, list[int]] = {}
    for bit, words in _WHOLE.items():
        for word in words:
            classes.setdefault(word, [0, 0])[0] |= bit
    for bit, words in _INSIDE.items():
        for word in words:
            entry = classes.setdefault(word, [0, 0])
            entry[0] |= bit
            entry[1] |= bit
    automaton = ahocorasick.Automaton()
    for word, (whole, inside) in classes.items():
        automaton.add_word(word, (len(word), whole, inside))
    automaton.make_automaton()
    return automaton


_GATE = _gate_automaton()
_PLACED = _OTHER_MATCH | _MATCH_NOUN
_ASCII_WORD_CHARS = frozenset(  # \w among ASCII characters
    "0123456789_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
_INCIDENT = ("incident", "")
_OTHER_MATCH_UNNAMED = ("other_match", "")


def scope_of(
    sentence: str, start: int, end: int, other_club: Callable[[str], str | None], cache: dict | None = None,
    folded: str | None = None, others: tuple = (), other_place: Callable[[str], str | None] | None = None,
) -> tuple[str, str]:
    """(scope, scope_detail) for the claim at sentence[start:end].

    ``other_club(name)`` gives the club's name when ``name`` is a club other than
    the two the report is about, else None; ``other_place(name)`` gives ``name``
    when it is a place that is no club or ground ("away at Kelty").  ``others`` are
    the grounds and competitions other than the match's that the sentence names,
    (start, end, GROUND or COMPETITION, name, round).  ``cache`` (one dict per
    report) keeps each sentence's cues between claims.  ``folded`` is
    ``fold(sentence)`` when the caller has it.

    Another match found with no name ("the reverse fixture", "in January") takes the
    name of the club, ground or competition of another match its clause names.
    """
    # The cache looked up here, not in _sentence_cues: most claims share a sentence.
    known = cache.get(sentence) if cache is not None else None
    cues, clauses, local = known if known is not None else _sentence_cues(
        sentence, other_club, cache, folded, others, other_place)
    if not cues:
        return _INCIDENT
    clause_start, clause_end = 0, len(sentence)
    for c_start, c_end in clauses:
        if c_end <= start:
            clause_start = c_end
        elif c_start >= end:
            clause_end = c_start
            break
    # In a list of clauses joined by commas ("four were arrested after the Middlesbrough
    # game, nine arrests have been made this season and ..."), a scope cue inside the
    # claim's own item wins over a nearer one in the item before.
    item_start = max(clause_start, sentence.rfind(",", clause_start, start) + 1)
    item_end = sentence.find(",", end, clause_end)
    scope = _nearest(cues, item_start, clause_end if item_end < 0 else item_end, start, end)
    if scope is None:
        scope = _nearest(cues, clause_start, clause_end, start, end)
    if scope is None:
        # A cue of an earlier clause frames the rest of the sentence ("Last season, ...;
        # ..."); one of a later clause does not reach back ("19 fans were arrested,
        # while last season 31 were").  A ground or competition names a match only in
        # its own clause ("to reach the final at Wembley, but seats were thrown").
        scope = _nearest(cues, 0, clause_start, start, end, incident=False, skip=local)
        if scope == _OTHER_MATCH_UNNAMED:
            clause_start, clause_end = 0, clause_start
    if scope == _OTHER_MATCH_UNNAMED:
        # "In the reverse fixture at Pittodrie, ...": the match named in the clause
        scope = _nearest(cues, clause_start, clause_end, start, end, incident=False, named=True) or scope
    return scope or _INCIDENT


def _sentence_cues(sentence: str, other_club, cache: dict | None, folded: str | None = None, others: tuple = (),
                   other_place=None):
    """(cues, clause breaks, local cues) of the sentence, kept in ``cache``.

    cues: (start, end, penalty, scope) of every cue; clause breaks: (start, end); local
    cues: those of the cues that reach no other clause.
    A sentence with no cue other than "incident" ones is given none at all (and no
    clause breaks): its claims are about this match whatever its incident cues.
    """
    if folded is None:
        # fold() of an ASCII text is its lower case: spares two calls on most sentences.
        folded = sentence.lower() if sentence.isascii() else fold(sentence)
    words, placed = _words(folded)
    cues: list[tuple[int, int, int, tuple[str, str]]] = []
    clauses = None
    local = ()
    if words or others:
        other_spans, unsure = (
            _club_cues(sentence, folded, words, placed, other_club, cues, other_place) if placed else ([], False)
        )
        if others:
            # "the Premier League match against Middlesbrough": the opponent names it best
            named = [c for c in _named_cues(folded, others)
                     if not any(c[0] < e and s < c[1] for s, e in other_spans)]
            if named:
                cues.extend(named)
                other_spans += [(c[0], c[1]) for c in named]
                local = frozenset(named)
        offsets = _time_cues(folded, words, cues)
        if cues and (not unsure or _ANY_CUE_RE.search(folded)):
            if words & _THIS_MATCH:
                _incident_cues(folded, other_spans, cues, offsets, local)
            clauses = [m.span() for m in _CLAUSE_RE.finditer(folded)]
            if offsets:
                clauses = sorted(clauses + offsets)
        else:
            cues = []
    if cache is not None:
        cache[sentence] = cues, clauses, local
    return cues, clauses, local


def _words(folded: str) -> tuple[int, list[tuple[int, int, int]]]:
    """(the classes of words the sentence holds, (start, end, classes) of each word of _PLACED)."""
    words = 0
    placed = []
    last = len(folded) - 1
    for end, (length, whole, inside) in _GATE.iter(folded):
        start = end - length + 1
        # Whether a word character (\w) stands before or after it; the ASCII test
        # first, as str.isalnum is a call and most characters are ASCII.
        before = folded[start - 1] if start else " "
        after = folded[end + 1] if end < last else " "
        if (
            before in _ASCII_WORD_CHARS or (before > "\x7f" and before.isalnum())
            or after in _ASCII_WORD_CHARS or (after > "\x7f" and after.isalnum())
        ):
            words |= inside
        else:
            words |= whole
            if whole & _PLACED:
                placed.append((start, end + 1, whole))
    return words, placed


def _club_cues(sentence, folded, words, placed, other_club, cues, other_place=None
               ) -> tuple[list[tuple[int, int]], bool]:
    """Append the cues naming another club; give their spans, and whether one opens
    with "met" and a whitespace other than a space (no word of _ANY_CUE_RE in it).
    """
    other_spans = []
    unsure = False
    # _word_matches(_OTHER_MATCH_SCAN_RE, sentence), tried only at its first words:
    # every match opens with one as a whole word (the same in ``sentence``, as
    # folding keeps which characters are word characters).
    taken_to = 0
    for start, _, classes in placed:
        if not classes & _OTHER_MATCH or start < taken_to:
            continue
        m = _OTHER_MATCH_SCAN_RE.match(sentence, start)
        if m is None:
            continue
        taken_to = m.end()
        names = [n.strip() for n in _NAMES_SPLIT_RE.split(m["name"]) if n.strip()]
        others = [o for o in map(other_club, names) if o]
        if (not others and m["away"] and other_place is not None and len(names) == 1
                and _MATCH_NOUN_END_RE.search(folded, max(0, start - 30), start)):
            others = [o for o in (other_place(names[0]),) if o]  # "the cup tie away at Kelty"
        if others:
            cues.append((m.start(), m.end(), 0, ("other_match", " and ".join(others))))
            other_spans.append((m.start(), m.end()))
            unsure = unsure or (sentence.startswith("met", start) and sentence[start + 3] != " ")
    if not (words & _MATCH_NOUN and any(w in folded for w in _CLUB_MATCH_WORDS)):
        return other_spans, unsure
    for start, end, classes in placed:
        if not classes & _MATCH_NOUN:
            continue
        named = _CLUB_BEFORE_RE.search(sentence, max(0, start - 50), start)
        other = other_club(named["name"]) if named is not None else None
        if other:
            cues.append((named.start(), end, 0, ("other_match", other)))
            other_spans.append((named.start(), end))
    return other_spans, unsure


def _named_cues(folded: str, others: tuple) -> list:
    """The cues of the grounds and competitions other than the match's that name a match
    ("the cup tie at Pittodrie", "the League Cup semi-final")."""
    cues = []
    for start, end, kind, name, stage in others:
        if kind == GROUND:
            at = _MATCH_AT_RE.search(folded, max(0, start - 45), start)
            if at is None:
                continue  # "fans gathered outside Ibrox": a place, not a match
            start = at.start()  # the cue is the match at the ground: "tie at Pittodrie"
        else:
            noun = _MATCH_NOUN_AFTER_RE.match(folded, end)
            if noun is None and not stage:
                continue  # "Championship side Preston": a competition, not a match
            end = noun.end() if noun is not None else end
        cues.append((start, end, 0, ("other_match", name)))
    return cues


def _time_cues(folded: str, words: int, cues: list) -> list[tuple[int, int]]:
    """Append the cues of seasons, past times and other matches the sentence's words allow;
    give the spans of the time offsets, which break clauses ("a month after").

    A rule with a gate of its own (_PAST_WORDS ...) keeps it, as the gates are part of
    the rules: "since\t2013" is no cue.
    """
    offsets = []
    # "last season's derby" before the "last season" of _HISTORY_RE: on a tie the first cue wins
    if words & _LAST and words & _PERIOD and any(w in folded for w in _LAST_MATCH_WORDS):
        for m in _word_matches(_LAST_MATCH_RE, folded):
            cues.append((m.start(), m.end(), 0, _OTHER_MATCH_UNNAMED))
    if words & _PERIOD and any(w in folded for w in _OFFSET_WORDS):
        for m in _word_matches(_OFFSET_RE, folded):
            if _DURATION_BEFORE_RE.search(folded, max(0, m.start() - 30), m.start()):
                continue  # "banned for a combined 31 years after violence at ...": a length
            cues.append((m.start(), m.end(), 0, ("unknown", "")))
            offsets.append(m.span())
    # A season noun, or "earlier matches", "in all competitions", "since August".
    if words & _SEASON or (words & _GAMES and words & _EARLIER) or (words & _SINCE and words & _MONTH):
        for m in _word_matches(_SEASON_SCAN_RE, folded):
            if not _compares(folded, m.start()):
                cues.append((m.start(), m.end(), 0, ("season", "")))
    if words & _SEASONAL and words & _SO_FAR:
        for m in _SEASON_MORE_RE.finditer(folded):
            if _word_start(folded, m.start()) and not _compares(folded, m.start()):
                cues.append((m.start(), m.end(), 0, ("season", "")))
    if words & (_HISTORY | _YEAR):
        for m in _word_matches(_HISTORY_SCAN_RE, folded):
            if not _compares(folded, m.start()):
                cues.append((m.start(), m.end(), 0, ("unknown", "")))
    # "three years ago", "since 2013", "the last two seasons".
    past = words & _AGO or (words & _SINCE and words & _YEAR) or (words & _LAST and words & _PLURAL_TIME)
    if (past or words & _PLURAL_TIME) and any(w in folded for w in _PAST_WORDS):
        for m in _word_matches(_PAST_RE, folded) if past else ():
            if not _compares(folded, m.start()):
                cues.append((m.start(), m.end(), 0, ("unknown", "")))
        for m in _word_matches(_SPAN_RE, folded) if words & _PLURAL_TIME else ():
            if not _compares(folded, m.start()):
                cues.append((m.start(), m.end(), 0, ("unknown", "")))
    if words & _AGAIN:
        for m in _word_matches(_AGAIN_RE, folded):
            cues.append((m.start(), m.end(), 0, ("other_match", "")))
    # "next", "leg", "travel", or "last time", "the previous meeting".
    other_time = words & _OTHER_TIME or (words & _LAST and words & _MEETING)
    if other_time and any(w in folded for w in _OTHER_TIME_WORDS):
        for m in _word_matches(_OTHER_TIME_RE, folded):
            cues.append((m.start(), m.end(), 0, ("other_match", "")))
    if words & _FIRST and words & _SEASON_WORD and any(w in folded for w in _FIRST_SEASON_WORDS):
        for m in _FIRST_SEASON_RE.finditer(folded):
            if not _compares(folded, m.start()):
                cues.append((m.start(), m.end(), 0, ("season", "")))
    if words & _SEASON_WORD:
        for m in _NAMED_SEASON_RE.finditer(folded):
            if _word_start(folded, m.start()):
                cues.append((m.start(), m.end(), 0, ("unknown", "")))
    if words & _REVERSE:
        for m in _REVERSE_RE.finditer(folded):
            if _word_start(folded, m.start()):
                cues.append((m.start(), m.end(), 0, ("other_match", "")))
    if words & _MONTH:
        for m in _MONTH_RE.finditer(folded):
            if not _word_start(folded, m.start()):
                continue
            noun = _MATCH_NOUN_BEFORE_RE.search(folded, max(0, m.start() - 16), m.start())
            if noun is None or _INDEFINITE_BEFORE_RE.search(folded, max(0, noun.start() - 40), noun.start()):
                cues.append((m.start(), m.end(), _MONTH_PENALTY, ("other_match", "")))
    return offsets


def _incident_cues(folded: str, other_spans: list, cues: list, offsets: list = (), local=()) -> None:
    """Append the cues of this match, ``cues`` holding every other one (``local``: those
    of grounds and competitions, which say which match only where they overlap one)."""
    others = [cue for cue in cues if cue not in local] if local else list(cues)
    for m in _INCIDENT_RE.finditer(folded):
        if any(m.start() < e and s < m.end() for s, e in other_spans):
            continue  # "the Premier League match against Middlesbrough"
        if any(e <= m.start() and not _CLAUSE_RE.search(folded, e, m.start()) for _, e in offsets):
            continue  # "a month after 12 fans were held at the club's cup tie": not this match
        if any(m.end() <= c[0] <= m.end() + 30 and not _GAP_BREAK_RE.search(folded, m.end(), c[0]) for c in others):
            continue  # "at the derby last season": the cue after it says which match
        cues.append((m.start(), m.end(), 1, ("incident", "")))


def _compares(folded: str, pos: int) -> bool:
    """Whether the cue at ``pos`` qualifies a superlative ("the biggest crowd of the season")."""
    for word in _SUPERLATIVE_WORDS:
        if word in folded:
            return _SUPERLATIVE_BEFORE_RE.search(folded, max(0, pos - 45), pos) is not None
    return False


def _word_matches(pattern: re.Pattern, text: str) -> list[re.Match]:
    """``list(regexes.compile(r"\\b" + pattern.pattern).finditer(text))``, faster.

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


def _nearest(cues, lo, hi, start, end, incident=True, named=False, skip=()):
    """The scope of the cue inside [lo, hi) nearest the claim at [start, end) (a cue's
    penalty added to its distance); ``named``: of the other matches with a name only;
    none of ``skip``."""
    best = None
    for cue in cues:
        c_start, c_end, penalty, scope = cue
        if c_start < lo or c_end > hi or (scope[0] == "incident" and not incident) or (skip and cue in skip):
            continue
        if named and (scope[0] != "other_match" or not scope[1]):
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
