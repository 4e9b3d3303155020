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
(a span of years) is ``unknown``.  In a report of a later leg of a tie (one that gives
an aggregate, or a lead carried "from the first leg"; see ``Teams.later_leg``), "the
first leg" is another match too, for every claim but the tie's venue and competition.

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

# The cue patterns and their gates live in scope_patterns.
from .scope_patterns import (  # noqa: F401  (GROUND, COMPETITION and names_a_match for teams)
    _AGAIN,
    _AGAIN_RE,
    _AGO,
    _ANY_CUE_RE,
    _ASCII_WORD_CHARS,
    _AT_A_PLACE_BEFORE_RE,
    _BORN_BEFORE_RE,
    _CLAUSE_RE,
    _CLUB_BEFORE_RE,
    _CLUB_MATCH_WORDS,
    _DURATION_BEFORE_RE,
    _EARLIER,
    _FIRST,
    _FIRST_IN_BEFORE_RE,
    _FIRST_LEG,
    _FIRST_LEG_RE,
    _FIRST_SEASON_RE,
    _FIRST_SEASON_WORDS,
    _FRAME_PENALTY,
    _GAMES,
    _GAP_BREAK_RE,
    _GATE,
    _HISTORY,
    _HISTORY_SCAN_RE,
    _HOME_GROUND_PENALTY,
    _INCIDENT,
    _INCIDENT_RE,
    _INDEFINITE_BEFORE_RE,
    _LAST,
    _LAST_MATCH_RE,
    _LAST_MATCH_WORDS,
    _MATCH_AT_RE,
    _MATCH_LAST_RE,
    _MATCH_NOUN,
    _MATCH_NOUN_AFTER_RE,
    _MATCH_NOUN_BEFORE_RE,
    _MATCH_NOUN_END_RE,
    _MEETING,
    _MET,
    _MONTH,
    _MONTH_PENALTY,
    _MONTH_RE,
    _NAMED_SEASON_RE,
    _NAMES_SPLIT_RE,
    _OFFSET_RE,
    _OFFSET_WORDS,
    _ORDINAL_WORDS,
    _OTHER_MATCH,
    _OTHER_MATCH_SCAN_RE,
    _OTHER_MATCH_UNNAMED,
    _OTHER_TIME,
    _OTHER_TIME_RE,
    _OTHER_TIME_WORDS,
    _PAST_RE,
    _PAST_WORDS,
    _PERIOD,
    _PLACED,
    _PLURAL_TIME,
    _REVERSE,
    _REVERSE_RE,
    _ROUND_OPENING_RE,
    _ROUND_TO_COME_BEFORE_RE,
    _SEASON,
    _SEASON_MEETING_RE,
    _SEASON_MORE_RE,
    _SEASON_SCAN_RE,
    _SEASON_WORD,
    _SEASONAL,
    _SET_AGAINST,
    _SET_AGAINST_RE,
    _SINCE,
    _SO_FAR,
    _SPAN_RE,
    _SUPERLATIVE_BEFORE_RE,
    _SUPERLATIVE_WORDS,
    _THIS_MATCH,
    _WHEN_MET_RE,
    _YEAR,
    COMPETITION,
    GROUND,
    MATCH_NOUNS,
    _Leg,
    names_a_match,
)
from .text import WEEKDAYS, fold


def scope_of(
    sentence: str, start: int, end: int, other_club: Callable[[str], str | None], cache: dict | None = None,
    folded: str | None = None, others: tuple = (), other_place: Callable[[str], str | None] | None = None,
    later_leg: bool = False, of_the_tie: bool = False,
) -> tuple[str, str]:
    """(scope, scope_detail) for the claim at sentence[start:end].

    ``other_club(name)`` gives the club's name when ``name`` is a club other than
    the two the report is about, else None; ``other_place(name)`` gives ``name``
    when it is a place that is no club or ground ("away at Kelty").  ``later_leg``: the
    report is of a later leg of a tie, where "the first leg" is another match, save for a
    claim ``of_the_tie`` (its venue or competition, named beside it).  ``others`` are
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
        sentence, other_club, cache, folded, others, other_place, later_leg)
    if of_the_tie and cues:
        cues = [cue for cue in cues if not isinstance(cue[3], _Leg)]
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
    # ... save a time that opens the clause and frames all of it ("In July, ...").
    frame = next((c for c in cues if c[2] == _FRAME_PENALTY and clause_start <= c[0] and c[1] <= start), None)
    scope = frame[3] if frame is not None else _nearest(
        cues, item_start, clause_end if item_end < 0 else item_end, start, end)
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
                   other_place=None, later_leg: bool = False):
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
        offsets = _time_cues(folded, words, cues, later_leg, sentence)
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
        if (_ROUND_OPENING_RE.match(folded, start)
                and _ROUND_TO_COME_BEFORE_RE.search(folded, max(0, start - 50), start)):
            continue  # "set up a final against Real Madrid": a round still to come, no figure's match
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
                if stage:
                    # "four arrests outside the RheinEnergieStadion", in a report of Dortmund
                    # v Mainz: at another club's home (``stage`` names the club), another
                    # match's; any cue nearer wins
                    cues.append((start, end, _HOME_GROUND_PENALTY, ("other_match", stage)))
                continue  # "fans gathered outside Ibrox": a place, not a match
            start = at.start()  # the cue is the match at the ground: "tie at Pittodrie"
        else:
            noun = _MATCH_NOUN_AFTER_RE.match(folded, end)
            if noun is None and not stage:
                continue  # "Championship side Preston": a competition, not a match
            end = noun.end() if noun is not None else end
        cues.append((start, end, 0, ("other_match", name)))
    return cues


def _time_cues(folded: str, words: int, cues: list, later_leg: bool = False,
               sentence: str | None = None) -> list[tuple[int, int]]:
    """Append the cues of seasons, past times and other matches the sentence's words allow
    (in a report of a later leg, the first leg too); give the spans of the time offsets,
    which break clauses ("a month after").  ``sentence`` is the sentence as written, where
    a place's name before a time gone by shows (see _AT_A_PLACE_BEFORE_RE).

    A rule with a gate of its own (_PAST_WORDS ...) keeps it, as the gates are part of
    the rules: "since\t2013" is no cue.
    """
    offsets = []
    # "last season's derby" before the "last season" of _HISTORY_RE: on a tie the first cue wins
    if words & _LAST and words & _PERIOD and any(w in folded for w in _LAST_MATCH_WORDS):
        for m in _word_matches(_LAST_MATCH_RE, folded):
            cues.append((m.start(), m.end(), 0, _OTHER_MATCH_UNNAMED))
    if words & _LAST and words & _PERIOD:
        for m in _word_matches(_MATCH_LAST_RE, folded):
            cues.append((m.start(), m.end(), 0, _OTHER_MATCH_UNNAMED))
    if words & _PERIOD and any(w in folded for w in _OFFSET_WORDS):
        for m in _word_matches(_OFFSET_RE, folded):
            if _DURATION_BEFORE_RE.search(folded, max(0, m.start() - 30), m.start()):
                continue  # "banned for a combined 31 years after violence at ...": a length
            cues.append((m.start(), m.end(), 0, ("unknown", "")))
            offsets.append(m.span())
    # A season noun, or "earlier matches", "in all competitions", "since August", "so far this year".
    if (words & _SEASON or (words & _GAMES and words & _EARLIER) or (words & _SINCE and words & _MONTH)
            or (words & _PERIOD and ("this year" in folded or "of the year" in folded))):
        for m in _word_matches(_SEASON_SCAN_RE, folded):
            if not _compares(folded, m.start()):
                cues.append((m.start(), m.end(), 0, ("season", "")))
    if words & _SEASONAL and words & _SO_FAR:
        for m in _SEASON_MORE_RE.finditer(folded):
            if _word_start(folded, m.start()) and not _compares(folded, m.start()):
                cues.append((m.start(), m.end(), 0, ("season", "")))
    if words & (_HISTORY | _YEAR):
        for m in _word_matches(_HISTORY_SCAN_RE, folded):
            if not _compares(folded, m.start()) and not _BORN_BEFORE_RE.search(folded, max(0, m.start() - 14),
                                                                               m.start()):
                # a year right after a match noun dates that match: "the same fixture in 2023,
                # when nine arrests were made", "the cup final in 2016"
                dated = _MATCH_NOUN_BEFORE_RE.search(folded, max(0, m.start() - 16), m.start()) or (
                    sentence is not None and not m.group().endswith("week")
                    and _AT_A_PLACE_BEFORE_RE.search(sentence, max(0, m.start() - 40), m.start()))
                cues.append((m.start(), m.end(), 0, _OTHER_MATCH_UNNAMED if dated else ("unknown", "")))
    # "three years ago", "since 2013", "the last two seasons".
    past = words & _AGO or (words & _SINCE and words & _YEAR) or (words & _LAST and words & _PLURAL_TIME)
    if (past or words & _PLURAL_TIME) and any(w in folded for w in _PAST_WORDS):
        for m in _word_matches(_PAST_RE, folded) if past else ():
            if not _compares(folded, m.start()):
                # a match some weeks ago is another match: "after the first meeting between the
                # sides two weeks ago" (a time ago alone, or years ago, is some time)
                met = m.group().endswith(("weeks ago", "week ago", "months ago", "month ago")) and \
                    _MATCH_BEFORE_AGO_RE.search(folded, max(0, m.start() - 60), m.start())
                cues.append((m.start(), m.end(), 0, ("other_match", "") if met else ("unknown", "")))
        for m in _word_matches(_SPAN_RE, folded) if words & _PLURAL_TIME else ():
            if not _compares(folded, m.start()):
                cues.append((m.start(), m.end(), 0, ("unknown", "")))
    if words & _SET_AGAINST:
        for m in _SET_AGAINST_RE.finditer(folded):
            # (a comparison opening the sentence with another match by its noun frames all of
            # it: "For comparison, the Edinburgh derby in January ended with 14 arrests")
            framing = not folded[:m.start()].strip() and m.group().startswith(("for ", "by ", "in "))
            cues.append((m.start(), m.end(), _FRAME_PENALTY if framing else 0, ("other_match", "")))
    if words & _AGAIN:
        for m in _word_matches(_AGAIN_RE, folded):
            cues.append((m.start(), m.end(), 0, ("other_match", "")))
    # "next", "leg", "travel", or "last time", "the previous meeting".
    other_time = (words & _OTHER_TIME or (words & (_LAST | _FIRST) and words & _MEETING)
                  or (words & _MET and words & (_LAST | _FIRST)))
    if other_time and any(w in folded for w in _OTHER_TIME_WORDS):
        for m in _word_matches(_OTHER_TIME_RE, folded):
            cues.append((m.start(), m.end(), 0, ("other_match", "")))
    if words & _SEASON_WORD and words & _EARLIER:
        for m in _SEASON_MEETING_RE.finditer(folded):
            if _word_start(folded, m.start()):
                cues.append((m.start(), m.end(), 0, ("other_match", "")))
    if words & _MET and "when " in folded:
        for m in _WHEN_MET_RE.finditer(folded):
            cues.append((m.start(), m.end(), 0, ("other_match", "")))
    if later_leg and words & _FIRST and "leg" in folded:
        for m in _word_matches(_FIRST_LEG_RE, folded):
            if not _THAN_BEFORE_RE.search(folded, max(0, m.start() - 24), m.start()):
                cues.append((m.start(), m.end(), 0, _FIRST_LEG))
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
            if folded.startswith("in ", m.start()) and _ANY_SUCH_TIME_IN_RE.search(
                    folded, max(0, m.start() - 50), m.start()):
                continue  # "a good figure for a Saturday night in September": any such night, no match's
            # "the derby last November" is another match, however close the noun.
            noun = None if folded.startswith("last", m.start()) else _MATCH_NOUN_BEFORE_RE.search(
                folded, max(0, m.start() - 16), m.start())
            if noun is not None and _opens_the_sentence(folded, m.start()):
                # ... save a match of that month opening the sentence, set off by a comma: "At
                # the Dragão in the cup quarter-final in January, Braga went out and eight
                # people were detained": it frames the sentence as another month's does.
                cues.append((m.start(), m.end(), _FRAME_PENALTY, ("other_match", "")))
            elif noun is None or _INDEFINITE_BEFORE_RE.search(folded, max(0, noun.start() - 40), noun.start()):
                # A month opening the sentence, set off by a comma, frames all of it ("In July,
                # in the league, we lost 1-0 and eleven fans were detained ... before kick-off"):
                # nearer cues of "this match" inside it are that match's.
                framing = not folded[:m.start()].strip() and folded.startswith(",", m.end())
                cues.append((m.start(), m.end(), _FRAME_PENALTY if framing else _MONTH_PENALTY,
                             ("other_match", "")))
    return offsets


def _incident_cues(folded: str, other_spans: list, cues: list, offsets: list = (), local=()) -> None:
    """Append the cues of this match, ``cues`` holding every other one (``local``: those
    of grounds and competitions, which say which match only where they overlap one)."""
    others = [cue for cue in cues if cue not in local] if local else list(cues)
    frame_end = _opening_frame_end(folded, others)
    for m in _INCIDENT_RE.finditer(folded):
        if m.start() >= frame_end and _MOMENT_RE.match(folded, m.start()) \
                and not _CLAUSE_RE.search(folded, frame_end, m.start()):
            continue  # "The last time the sides met, four were arrested after the final whistle"
        if any(m.start() < e and s < m.end() for s, e in other_spans):
            continue  # "the Premier League match against Middlesbrough"
        if any(e <= m.start() and not _CLAUSE_RE.search(folded, e, m.start()) for _, e in offsets):
            continue  # "a month after 12 fans were held at the club's cup tie": not this match
        if any(m.end() <= c[0] <= m.end() + 30 and not _GAP_BREAK_RE.search(folded, m.end(), c[0]) for c in others):
            continue  # "at the derby last season": the cue after it says which match
        if _COMPARED_BEFORE_RE.search(folded, max(0, m.start() - 16), m.start()):
            continue  # "an away end empty for the same reason as on Saturday": set against this match
        if folded.startswith(WEEKDAYS, m.start()) and _ANY_SUCH_DAY_RE.search(
                folded, max(0, m.start() - 24), m.start()):
            continue  # "The last time Genoa played at home on a Sunday afternoon": any such day, no day
        if folded.startswith(WEEKDAYS, m.start()) and any(
                c[3][0] != "incident" and c[1] <= m.start() and _DAY_AFTER_GAP_RE.fullmatch(folded, c[1], m.start())
                for c in others):
            continue  # "The first leg last Wednesday, which Inter won 2-0, ended with 11 people detained"
        if folded.startswith(WEEKDAYS, m.start()) and any(
                c[3][0] == "other_match" and c[3][1] and m.end() <= c[0] <= m.end() + 80
                and _WHEN_BETWEEN_RE.fullmatch(folded, m.end(), c[0]) for c in others):
            continue  # "on Monday night when the Republic of Ireland lost to France": that match's day
        if _MOMENT_RE.match(folded, m.start()) and any(
                c[3][0] != "incident" and c[1] <= m.start() and _WHEN_CLAUSE_RE.fullmatch(folded, c[1], m.start())
                for c in others):
            continue  # "last October's 3-2 here, when the police arrested five people after the game", "two
            # weeks ago in Istanbul, where 16 people were detained after clashes before kick-off": that game's
        cues.append((m.start(), m.end(), 1, ("incident", "")))


# Between another match's cue and a weekday that is that match's day: "the first leg last
# Wednesday", "the reverse fixture on Saturday", "played Moldova in Chisinau on Thursday" (its
# place between, of up to three words).
_DAY_AFTER_GAP_RE = re.compile(
    r"\s*(?:,\s*)?(?:(?:in|at)\s+(?:the\s+)?[\w'’.-]+(?:\s+[\w'’.-]+){0,2}?\s+)?(?:(?:last|on|this|that)\s+)?")
# Before a weekday, an article making it any such day ("on a Sunday afternoon", "on a wet
# Tuesday night"): no day of this match.
# Before "in" and a month, a time of any such kind a judgement sets a figure against: "a good
# figure for a Saturday night in September", "not bad for a wet Tuesday in November", "by the
# standards of a derby in April" (not "When Burnley went to Ewood Park for a Championship game in
# March").
_ANY_SUCH_TIME_IN_RE = re.compile(
    r"\b(?:(?:good|bad|decent|poor|great|big|small|low|high|record|impressive|respectable|best|worst|remarkable|"
    r"healthy|solid|fine|excellent|disappointing|modest|quiet|busy|huge|tidy)\s+(?:[\w'’-]+\s+){0,2}?(?:even\s+)?for|"
    r"standards\s+of)\s+an?\s+(?:[\w'’-]+\s+){0,3}?(?:night|evening|afternoon|morning|day|game|match|fixture|tie|"
    r"derby|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s+$")
_ANY_SUCH_DAY_RE = re.compile(
    r"\ban?\s+(?:(?:wet|cold|rainy|freezing|grim|miserable|windy|dark|long|typical|damp|chilly|foggy|sunny|"
    r"warm|hot|quiet|normal|usual)\s+)?$")
# Before a cue of this match, words that set the sentence against it: "the same reason as on
# Saturday", "more arrests than on Tuesday", "like on Saturday".
_COMPARED_BEFORE_RE = re.compile(r"\b(?:as|than|like|unlike)\s+(?:(?:on|at|in|during)\s+)?$")
# A moment or part of any match, of the cues of _INCIDENT_RE ("after the final whistle", "at
# half-time", "the game", "the trouble": every one opening with "the"), as against a time that
# is this match's own ("tonight", "on Saturday", "this game").
_MOMENT_RE = re.compile(r"the\s|kick-off|half-time|full-time")
# An opening that places a sentence at another meeting or time: it opens with the time or
# the place ("The last time ...", "When the sides last met", "Last season at Tannadice",
# "On their last visit", "In the previous meeting", "At the reverse fixture", "Two years
# ago"), or tells the meeting ("The clubs met for the first time in September") ...
_PLACING_OPENING_RE = re.compile(
    r"(?:the\s+)?(?:last|previous)\b|when\b|in\b|at\b|on\b|during\b|back\b|earlier\b|"
    # ... or tells that meeting: "The clubs met for the first time in September at Łazienkowska"
    r"(?:the\s+)?(?:two\s+)?(?:clubs|sides|teams|countries|nations)\s+(?:had\s+)?(?:last\s+|first\s+|previously\s+)?"
    r"met\b|"
    r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+)\s+(?:years?|seasons?|months?)\s+ago\b")
# ... and says nothing setting the sentence against that meeting or after it: "In contrast
# to the last meeting", "Two years after the last meeting's riot", "In the wake of last
# season's trouble", "At the first meeting since": the sentence is still about this match.
_AGAINST_OPENING_RE = re.compile(
    r"\b(?:after|since|following|unlike|despite|compared|contrary|than|contrast|spite|comparison|"
    r"on\s+from|wake|aftermath|repeat|memor\w*|echo\w*|shadow|fears?|light)\b")
# A lead-in before a sentence's opening: "One more thing: ", "Meanwhile, " is no lead-in.
_LEAD_IN_RE = re.compile(r"[^,;:.!?]{0,40}:\s*")


def _opening(folded: str) -> tuple[int, int] | None:
    """The sentence's opening, (start, end), when it places the sentence at another meeting
    or time: the words before its first comma, after a lead-in ending in a colon, opening
    with a place or time ("The last time ...", "When the sides last met", "At the reverse
    fixture") and setting the sentence against nothing ("Unlike the last meeting")."""
    lead = _LEAD_IN_RE.match(folded)
    start = lead.end() if lead else 0
    comma = folded.find(",", start)
    if comma < 0 or not _PLACING_OPENING_RE.match(folded, start) or _AGAINST_OPENING_RE.search(folded, start, comma):
        return None
    return start, comma


def _opens_the_sentence(folded: str, pos: int) -> bool:
    """Whether ``pos`` lies in such an opening of the sentence (see ``_opening``)."""
    opening = _opening(folded)
    return opening is not None and opening[0] <= pos < opening[1]


def _opening_frame_end(folded: str, others: list) -> int:
    """Where the sentence's opening (``_opening``) ends when it holds a cue of another match
    or time ("The last time the two sides met, in the league in December, three were lifted
    after the final whistle"; "Last season at Tannadice, nine were arrested at half-time"):
    a moment of a match after it ("the final whistle", "half-time", "the game") is that
    meeting's. len(folded) when there is no such opening."""
    opening = _opening(folded) if others else None
    if opening is not None and any(
            opening[0] <= c[0] and c[1] <= opening[1] and c[3][0] != "incident" for c in others):
        return opening[1]
    return len(folded)


# Between a weekday and a result of another match in its clause: "when" or "as" and the
# words up to the result, with no clause break ("on Monday night when the Republic of
# Ireland lost 1-0 to France": the day is that match's); or that match told after it ("on
# Saturday after the 1-1 draw with Norway", "on Wednesday before the cup tie with Lens").
_WHEN_BETWEEN_RE = re.compile(
    r"(?:\s+night|\s+evening|\s+afternoon)?\s+(?:when|as|(?:after|following|before)\s+(?:the|their|our|its)\b)"
    r"\s+[^,;:.]*")
# After another time or meeting, its "when" clause up to "the game" in it: "last October's 3-2
# here, when the police arrested five people after" (the game of that clause is that one).
_WHEN_CLAUSE_RE = re.compile(r"[^.;:!?]{0,40}?,\s+(?:when|where)\s+[^,.;:!?]*")


# A match noun shortly before a time some weeks ago, in its clause: "the first meeting between
# the sides two weeks ago", "the game a month ago".
_MATCH_BEFORE_AGO_RE = re.compile(rf"\b(?:{MATCH_NOUNS})\b[^,;:.!?]{{0,45}}$")
# This match measured against the first leg: "six arrests on a calmer night than the first
# leg", "more arrests than at the first leg" (the figure is this match's).
_THAN_BEFORE_RE = re.compile(r"\bthan\s+(?:at\s+|in\s+|during\s+|for\s+)?(?:the\s+)?$")


def _compares(folded: str, pos: int) -> bool:
    """Whether the cue at ``pos`` qualifies a superlative ("the biggest crowd of the season")
    or a first ("their first promotion in 17 years", "their second final since 2019")."""
    if any(word in folded for word in _ORDINAL_WORDS) and any(
            _FIRST_IN_BEFORE_RE.search(folded, max(0, pos - 50), end) for end in (pos, pos + 3, pos + 6)):
        return True
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
