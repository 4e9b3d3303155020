"""A crowd told by its size alone: thousands of people as the subject of a sentence.

"60,000 people who had spent the evening raging at the Brazilian were silenced",
"more than 80,000 people showed how it can be celebrated": no crowd verb, but a
subject of thousands of people (people, fans, supporters, spectators) at the start
of a sentence or clause, followed by its verb or a relative pronoun, is the crowd
present.  A figure after a preposition or a verb is an object ("tickets for 20,000
fans", "a stadium holding 30,000 people") and no crowd; under a thousand, the
other rules decide.
"""

from __future__ import annotations

from .. import regexes
from ..numbers import quantity_from_parts
from ..text import FULL_GROUND
from .triggers import Count

# Where a subject opens: the start, a clause break, or a conjunction; the first words of a
# quotation too ("\"Some 44,000 spectators watched ...,\" said the commander").
_SUBJECT = r"(?:^[(\"“‘']*|[,;:]\s+[\"“‘']?|[-–—]\s+|\b(?:and|as|while|when|where|but|before|after)\s+)"
# ("just over 6,000": the bound is "over"; "A record 8,213 watched": a word of its size before)
_MOD = (r"(?:an?\s+(?:record|bumper|sell-?out|capacity)\s+)?(?:(?:just|well)\s+(?=over|under))?"
        r"(?P<mod>more\s+than|over|under|below|about|around|some|nearly|almost|an\s+estimated|roughly|up\s+to|"
        r"at\s+least|)\s*")
# (and "31,000-odd": more than that, roughly)
_THOUSANDS = r"(?P<num>\d{1,3}(?:,\d{3})+|\d{5,})(?P<odd>-odd)?"
_SIZE_RE = regexes.compile(
    _SUBJECT + _MOD
    # (the club's name of up to three words between: "2,800 Young Boys supporters arrived")
    + _THOUSANDS + r"\s+(?:[a-z'’.-]+\s+){0,3}?(?P<noun>people|fans|supporters|spectators)"
    r"(?=\s+(?:who|that|had|have|were|inside|in\s+the\s+(?:ground|stadium|stands)|[a-z]+ed|"
    r"rose|sang|stood|fell|saw|went|came|left|began|broke|sat|got|kept|let|held)\b)"
)
# ... or thousands with no people noun, when their verb is being there or seeing the match:
# "Nearly 50,000 packed into the stadium in Solna", "More than 30,000 watched", "some 12,000
# were inside", "at a sold-out Gamla Ullevi, where 17,882 saw a 54th-minute equaliser"
_BARE_SIZE_RE = regexes.compile(
    _SUBJECT + _MOD + _THOUSANDS
    + r"(?=\s+(?:packed|crammed|squeezed|watched|saw|witnessed|attended|filled|turned\s+up|"
    r"turned\s+out(?!\s+(?:to\s+be|that|of)\b)|"
    r"were\s+(?:inside|there|present|in\s+attendance|(?:allowed|let)\s+in)|"
    # "Over 16,000 in all, and the fans sang", "Some 9,000 all told"
    r"in\s+all\b|in\s+total\b|all\s+told)\b"
    # ... or "inside" alone, as fans write, its clause ending there: "nearly 20,000 inside and the
    # Sydsiden singing", "the ground - under 3,000 inside - was rocking"
    r"|\s+inside(?=\s*(?:[,;.:!?\u2013\u2014-]|and\b|as\b|$)))"
)
# ... or thousands in the ground, said with no verb at all, as fans write: "Over 29,000 in the
# Tele2 tonight", "Almost 30,000 in the ground, and the Encarnados end never stopped", "6,000 of
# us in Bern", "More than 48,000 at Hampden", "Just under 5,000 were at Sao Luis", "More than
# 41,000 inside Ibrox today" (the place a ground word, or a name: capitalised in the sentence).
_IN_PLACE_SIZE_RE = regexes.compile(
    _SUBJECT + _MOD + _THOUSANDS
    + r"(?P<us>\s+of\s+us)?(?=(?:\s+(?:were|was))?\s+(?:in|at|inside)\s+(?:the\s+)?(?P<place>[\w'’-]+))"
)
# ... or the crowd named as a whole, the definite thousands of its people anywhere in the
# sentence: "AIK thanks the 48,311 spectators who supported the team", "The great majority of
# the 57,000 spectators went home", "The vast majority of the almost 19,000 supporters were a
# credit" (not a room for them: "tickets for the 5,000 fans"); or its thousands with no noun,
# said of who they were: "all of the over 3,500 who made this a great cup night".
_THE_SIZE_RE = regexes.compile(
    r"(?<!\bfor\s)(?<!\bholding\s)(?<!\bholds\s)(?<!\bhold\s)\bthe\s+"
    r"(?P<mod>almost|nearly|about|around|some|roughly|more\s+than|over|)\s*" + _THOUSANDS
    + r"(?:\s+(?:[a-z'’.-]+\s+){0,2}?(?P<noun>people|fans|supporters|spectators)\b|(?=\s+who\b))"
)
# ... or a full ground and its size: "in a full Veste of 30,000", "a packed Anfield of
# 53,000", "a sold-out Parkhead of 60,000" (the ground named, capitalised in the sentence).
_FULL_GROUND_SIZE_RE = regexes.compile(r"\b(?:a|the)\s+" + FULL_GROUND + r"\s+" + _MOD + _THOUSANDS + r"\b")
# ... or a ground said to be full, then its size set off by a comma, as fans write: "The ground
# looked full, over 17,000, and the noise ...", "The stadium was full-ish, maybe around 17,000".
_SAID_FULL_SIZE_RE = regexes.compile(
    r"\b(?P<place>ground|stadium|stands|arena|stadion|place|terraces|[^\W\d_][\w'’-]*)\s+"
    r"(?:was|were|is|are|looked|looks|seemed|felt)\s+"
    r"(?:(?:nearly|almost|pretty\s+much|pretty|completely|totally|just\s+about)\s+)?"
    # (and busy, or full set off by a dash: "The stadium was full - just over 11,000 -")
    # (with another word of it joined: "Harilaou was full and loud, almost 15,000")
    r"(?:full(?:-ish)?|packed|rammed|sold[\s-]out|heaving|bouncing|rocking|busy)"
    r"(?:\s+and\s+(?:[a-z-]+\s+){0,2}?[a-z-]+)?\s*(?:,|\s[-–—])\s*"
    r"(?:(?:maybe|probably|perhaps|easily|well)\s+)?" + _MOD + _THOUSANDS + r"\b"
)
# ... or the crowd inside said as "it", or as a crowd just had, set off by a comma: "Inside it
# was 9,000 or so", "Inside the ground it was around 32,000, sold out", "Inside, it was 19,000",
# "they have a proper crowd now, about 9,000".
_INSIDE_IT_SIZE_RE = regexes.compile(
    r"(?:\binside(?:\s+the\s+[\w'’-]+(?:\s+[\w'’-]+)?)?\s*,?\s+it\s+was\s+|\bcrowd(?:\s+now)?\s*,\s+)"
    + _MOD + _THOUSANDS + r"\b"
)
# ... or the writer's party, "we were" so many in a place, with no "of us": "We were about 1,600
# in the away end", "We were about 300 in Zenica for the Ethniki" (tens or more, in digits).
_WE_WERE_SIZE_RE = regexes.compile(
    r"\bwe\s+were\s+(?:(?:maybe|probably|easily|at\s+least)\s+)?" + _MOD
    + r"(?P<num>\d{1,3}(?:,\d{3})+|\d{2,})(?P<odd>-odd)?"
    r"(?=\s+(?:in|at|inside|behind)\s+(?:the\s+)?(?:(?:away|home|visiting|guest|far)\s+)?(?P<place>[\w'’-]+))"
)
# ... or a side's following by its own name, a nickname or a people's, with where it was or that
# it travelled: "About 4,000 Bretons made the trip", "at least 12,000 Eagles in the away end",
# "8,000 Berliners behind the goal", "Some 3,000 Romanisti travelled to Salzburg" (the name
# capitalised in the sentence).
_NAMED_FOLLOWING_RE = regexes.compile(
    r"(?:^|(?<=[\s(\"“]))" + _MOD + r"(?P<num>\d{1,3}(?:,\d{3})+|\d{2,})(?P<odd>)\s+"
    r"(?P<name>[^\W\d_][\w'’-]*(?:\s+(?!(?:were|was|had)\b)[^\W\d_][\w'’-]*)?)\s+(?:(?:were|was)\s+)?"
    r"(?=(?:in|inside)\s+the\s+(?:away|visiting|guest)\s+(?:end|section|sector|stand|block|corner|enclosure)\b|"
    r"behind\s+the\s+goal\b|made\s+the\s+(?:trip|journey)\b|(?:had\s+)?travell?ed\b)"
)
# ... or a following told by its side's word alone, the subject of its clause, whatever its verb:
# "Around 1,500 away fans make the noise of three times that", "Some 800 visiting supporters sang
# throughout" (a count of another kind, "12 away fans were ejected", is read first and stands).
_SIDE_WORD_FOLLOWING_RE = regexes.compile(
    _SUBJECT + _MOD + r"(?P<num>\d{1,3}(?:,\d{3})+|\d{2,})(?P<odd>-odd)?\s+"
    r"(?P<noun>(?:away|visiting|travell?ing)\s+(?:fans|supporters|followers))(?=\s+[a-z])")
# ... or a following expected, after "with": "With more than 1,000 Gillingham fans expected, the
# operation was planned well in advance" (whose people its words say: "with 40,000 people expected").
_EXPECTED_FOLLOWING_RE = regexes.compile(
    r"\bwith\s+" + _MOD + r"(?P<num>\d{1,3}(?:,\d{3})+|\d{2,})(?P<odd>-odd)?\s+(?:[\w'’.-]+\s+){0,3}?"
    r"(?P<noun>fans|supporters|followers|people|spectators)\s+(?:now\s+|still\s+)?expected\b")
_GROUND_WORDS = frozenset({"ground", "stadium", "stands", "arena", "stadion", "estadio", "stade"})
# What may be said full: a ground word, or a ground by its name ("Vallecas was full, around 12,500").
_SAID_FULL_PLACES = _GROUND_WORDS | {"place", "terraces"}
# Where a party stands: a part of the ground, or the ground ("in the away end", "behind the goal").
_PART_WORDS = frozenset({"end", "section", "sector", "corner", "goal", "stand", "block", "terrace", "curva",
                         "enclosure", "pen", "tier", *_GROUND_WORDS})
_BIG = regexes.compile(r"\d,\d{3}|\d{5}")


def may_hold_size(folded: str, start: int = 0, end: int | None = None) -> bool:
    """Whether folded[start:end] holds a figure in the thousands (the gate of ``crowd_sizes``)."""
    return _BIG.search(folded, start, len(folded) if end is None else end) is not None


def crowd_sizes(sentence: str, folded: str, offset: int, found: list[Count]) -> list[Count]:
    """The crowds of the sentence told by their size alone, where no other count stands."""
    sizes: list[Count] = _writers_party(sentence, folded, offset, found) if "we were" in folded else []
    sizes.extend(_named_following(sentence, folded, offset, [*found, *sizes]))
    if "expected" in folded or " fans" in folded or " supporters" in folded or " followers" in folded:
        for m in (*_SIDE_WORD_FOLLOWING_RE.finditer(folded), *_EXPECTED_FOLLOWING_RE.finditer(folded)):
            noun = m["noun"].split()[-1]
            sizes.extend(_size_count(m, sentence, offset, [*found, *sizes], m.end("noun"), noun, None))
    if not may_hold_size(folded):
        return sizes
    in_place = [m for m in _IN_PLACE_SIZE_RE.finditer(folded)
                if m["place"] in _GROUND_WORDS or _named(sentence, m.start("place"))]
    full = [m for m in _FULL_GROUND_SIZE_RE.finditer(folded)
            if m["place"] in _GROUND_WORDS or _named(sentence, m.start("place"))]
    said_full = [m for m in _SAID_FULL_SIZE_RE.finditer(folded)
                 if m["place"] in _SAID_FULL_PLACES or _named(sentence, m.start("place"))]
    rounded = (*in_place, *full, *said_full, *_INSIDE_IT_SIZE_RE.finditer(folded), *_THE_SIZE_RE.finditer(folded))
    for m in (*_SIZE_RE.finditer(folded), *_BARE_SIZE_RE.finditer(folded), *rounded):
        start = m.start("mod") if m["mod"] else m.start("num")
        noun = m.groupdict().get("noun") or ""
        number_end = m.end("odd") if m["odd"] else m.end("num")
        end = m.end("noun") if noun else m.end("us") if m.groupdict().get("us") else number_end
        if any(c.start < offset + end and offset + start < c.end for c in (*found, *sizes)):
            continue
        mod = _modifier(m, sentence)
        if mod is None and (folded.startswith(" or so", number_end) or (
                m in rounded and sentence[m.start("num"):m.end("num")].endswith(",000"))):
            # "the 23,000 or so supporters at Molineux"; a round thousand said of the crowd as
            # a whole, or by a fan with no verb, is said roughly: "the 47,000 spectators" of a
            # crowd of 46,811, "57,000 in the ground"
            mod = "about"
        quantity = quantity_from_parts(sentence[m.start("num"):m.end("num")], None, mod)
        if quantity is None:
            continue
        sizes.append(Count("crowd", offset + start, offset + end, quantity,
                           sentence[start:number_end], noun))
    return sizes


# The away end's share of an attendance, in brackets after it, as live pages and match reports
# give it: "Attendance: 3,412 (862 away)", "Att: 31,402 (2,950 visiting supporters)".
_AWAY_IN_BRACKETS_RE = regexes.compile(
    r"(?:attendance|crowd|gate|att\.?)\b[^()]{0,30}?\d[\d,]*\s*\("
    r"(?P<num>\d{1,3}(?:,\d{3})+|\d{2,})\s+(?P<away>(?:away|visiting)(?:\s+(?:fans|supporters))?)\)")


def away_in_brackets(sentence: str, folded: str, offset: int, found: list[Count]) -> list[Count]:
    """The away end's share of an attendance given in brackets after it, a count of fans."""
    out = []
    for m in _AWAY_IN_BRACKETS_RE.finditer(folded):
        if any(c.start <= offset + m.start("num") < c.end for c in found):
            continue
        quantity = quantity_from_parts(sentence[m.start("num"):m.end("num")], None, None)
        if quantity is not None:
            out.append(Count("crowd", offset + m.start("num"), offset + m.end("away"), quantity,
                             sentence[m.start("num"):m.end("num")], "", "fans"))
    return out


def _writers_party(sentence: str, folded: str, offset: int, found: list[Count]) -> list[Count]:
    """The writer's party "we were" so many in a place (``_WE_WERE_SIZE_RE``): its side's fans
    (in the ground, "we" may be the whole crowd: "We were more than 26,000 in the stadium")."""
    return [count for m in _WE_WERE_SIZE_RE.finditer(folded)
            if m["place"] in _PART_WORDS or _named(sentence, m.start("place"))
            for count in _size_count(m, sentence, offset, found, m.end("odd") if m["odd"] else m.end("num"),
                                     "us", "" if m["place"] in _GROUND_WORDS else "fans")]


# What a following by its name is said to have done or where it stood (``_NAMED_FOLLOWING_RE``).
_NAMED_FOLLOWING_WORDS = ("made the", "travel", "behind the goal", " the away", " the visiting", " the guest")


def _named_following(sentence: str, folded: str, offset: int, found: list[Count]) -> list[Count]:
    """A side's following by its name, where it stood or that it travelled
    (``_NAMED_FOLLOWING_RE``): its fans."""
    if not any(words in folded for words in _NAMED_FOLLOWING_WORDS):
        return []
    return [count for m in _NAMED_FOLLOWING_RE.finditer(folded)
            if all(_named(sentence, word.start()) for word in _WORD_RE.finditer(sentence, *m.span("name")))
            for count in _size_count(m, sentence, offset, found, m.end("name"),
                                     m["name"].split()[-1].lower(), "fans")]


_WORD_RE = regexes.compile(r"\S+")


def _named(sentence: str, at: int) -> bool:
    """Whether the word at ``at`` is a name: capitalised, in a sentence not in capitals."""
    return sentence[at:at + 1].isupper() and not sentence[at + 1:at + 2].isupper()


def _size_count(m, sentence: str, offset: int, found: list[Count], end: int, detail: str,
                group: str | None) -> list[Count]:
    """The crowd of a match of ``num`` with its ``mod`` (and "-odd"), spanning to ``end``, unless
    it overlaps a count ``found`` already: one count, or none (``group`` None: read from its words)."""
    start = m.start("mod") if m["mod"] else m.start("num")
    if any(c.start < offset + end and offset + start < c.end for c in found):
        return []
    mod = _modifier(m, sentence)
    quantity = quantity_from_parts(sentence[m.start("num"):m.end("num")], None, mod)
    number_end = m.end("odd") if m["odd"] else m.end("num")
    return [] if quantity is None else [
        Count("crowd", offset + start, offset + end, quantity, sentence[start:number_end], detail, group=group)]


def _modifier(m, sentence: str) -> str | None:
    """The words of a size's bound or roughness, for ``quantity_from_parts``: "-odd" is more
    than the figure, "under" (no bound of its own there: "under 21s") less than it."""
    if m["odd"]:
        return "over"
    if not m["mod"]:
        return None
    mod = sentence[m.start("mod"):m.end("mod")]
    return "less than" if mod.lower() in ("under", "below") else mod
