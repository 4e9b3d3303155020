"""Fact rows: what each outlet said about each checkable fact, and the verdict on it.

Rows
  * Numeric kinds (arrests, injuries, deaths, dispersal, bans, crowd) get one
    row per (kind, scope, normalised scope_detail, group counted), so a season
    total never meets a match figure and each other match has its own row.
    Bans given as "lifetime" form their own row ("Life bans pledged").
  * Like with like: where outlets name whom they counted (``claim.group``:
    fans, stewards, police, players_staff; ``kinds.GROUPS``) each group has its
    own row ("Injuries, stewards, at this match"); totals and counts that name no
    group share the "all people" row (group "", labelled as before: "Injuries,
    at this match").  Where the outlets name only one group, the others none, and
    every figure may be the others' ("23 supporters" and "23" banned; "dozens of
    supporters" and 32), that group's figures join the all-people row
    (``_one_group_joins_the_people``): the same people.  A group's figure that is
    another outlet's total, where that outlet gives a smaller part of the group
    ("FOUR fans were nicked" beside "Four people were arrested ... Two of those
    arrested are Rochdale supporters"), is that total loosely worded and joins the
    all-people row (``_loose_totals_join_the_people``).  A group's figure never
    conflicts with another group's; a total meets the breakdowns only as
    ``verdicts.parts_verdict`` says.
  * Somebody is not a count: one hurt person a report describes ("a man was cut",
    "one of the Chelsea faithful was struck"; ``figures.somebody``) stands for at
    least one, so it meets a larger count of its group, joins no other group's
    row and is no total over the groups.  A key
    gains the group only when it is not "" ("injuries-incident-stewards"), so
    the keys of rows without groups ("arrests-incident") stay as they were.
  * A crowd figure is either the people present (an attendance, an away
    following: "5,000-strong", "a crowd of 41,000", "in the away end") or the
    people involved ("hundreds of supporters clashed"); the two never meet in
    one row (``crowd_role``), so a following of 5,000 is no conflict with 40
    who fought.  The people involved are split again by what they did
    (``crowd_action``): trying to break through a line, on the pitch, gathered,
    or the disorder itself, each another moment and another row.
  * A count the report gives only to deny it ("contrary to early reports that nobody
    had been hurt", "Police dismissed claims of 20 arrests", "What I won't have is the
    '14 area bans' line"; ``figures.denied``) is not the outlet's figure and joins no
    row, unless an editor confirmed it.
  * score, competition and venue get one row at this match, and one per named
    other match, and conflict when outlets disagree; at any other scope (a
    season's standing, an unnamed earlier meeting) they are categorical, as two
    outlets may name two things that are both true.
  * Every other kind is categorical: one row per (kind, scope, value) that
    lists who mentions it.  Silence is not contradiction, so these rows are
    "agreed" (two or more outlets) or "single", never "conflicting".
  * How a kind compares (count, single-valued, categorical) comes from the kind
    registry, ``incidents.extraction.kinds``; rows follow its kind order, then
    scope, then label.

Figures and verdicts
  How a figure reads and when two meet is ``figures``; the levels (agreed,
  compatible, updated, conflicting, single), updates, totals against their
  parts and every reason are ``verdicts``.

One outlet, several figures for one fact
  The cell shows one representative (``verdicts.representative``): undisputed
  first, then the outlet's latest reports, then the most specific, then the
  largest, since counts only grow as a story develops.  The cell still lists
  every figure the outlet gave.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from incidents.extraction import kinds
from incidents.extraction.records import SCOPES
from incidents.extraction.text import (
    AWAY_PART,
    CROWD_SIZE_GIVEN,
    CROWD_WHEN_OR_WHERE,
    FOLLOWING_WORDS,
    FULL_GROUND,
    MADE_IT_THERE,
    MADE_THE_TRIP,
    NAMED_END,
    PART_HELD,
    URGED_ON_BY,
)

from .figures import (
    APPROXIMATE_TOLERANCE,
    LIFETIME,
    denied,
    display_value,
    figures_agree,
    least,
    most,
    of_own_side,
    side_words,
    somebody,
)
from .model import AGREED, CONFIRMED, CONFLICTING, SINGLE, Cell, ComparedClaim, Fact
from .verdicts import (
    Part,
    Verdict,
    count_verdict,
    dated_statements,
    different_people,
    mentioned_verdict,
    parts_verdict,
    representative,
    undisputed,
    value_verdict,
)
from .words import normal_words

SCOPE_PHRASES: dict[str, str] = {
    "incident": "at this match",
    "season": "this season",
    "other_match": "at another match",
    "unknown": "scope unclear",
}


def _slug(text: str) -> str:
    return "-".join(normal_words(text)).replace("'", "")


def normalise_scope_detail(detail: str) -> str:
    """"The Middlesbrough match " -> "middlesbrough-match"; used in keys and grouping."""
    words = normal_words(detail)
    if words and words[0] == "the":
        words = words[1:]
    return "-".join(words).replace("'", "")


def _scope_order(scope: str) -> int:
    return SCOPES.index(scope) if scope in SCOPES else len(SCOPES)


def _scope_phrase(scope: str, scope_detail: str) -> str:
    phrase = SCOPE_PHRASES.get(scope, scope.replace("_", " "))
    if scope_detail.strip():
        joiner = ": " if scope == "other_match" else " — "
        phrase = f"{phrase}{joiner}{scope_detail.strip()}"
    return phrase


@dataclass(frozen=True, slots=True)
class _Identity:
    """Which row a claim belongs to."""

    key: str
    rule: str  # how the row compares: kinds.COUNT, kinds.SINGLE or kinds.CATEGORICAL
    label: str
    scope_detail: str  # as shown
    group: str = ""  # whom a count counts; "" for all people
    family: str = ""  # a count's key without its group: a total and its parts share it


@dataclass(slots=True)
class _Row:
    identity: _Identity
    kind: str
    scope: str
    claims_by_outlet: dict[str, list[ComparedClaim]] = field(default_factory=dict)
    cells: dict[str, Cell] = field(default_factory=dict)
    verdict: Verdict | None = None


# What follows a crowd figure when it counts the people there rather than those
# who took part: "5,000-strong", "a following of", "in the away end", "travelled".
_PRESENT_AFTER_RE = re.compile(
    r"^[^.;:!?]{0,60}?\b(?:strong|following|contingent|crowd|sell-?out|travell?(?:ed|ing)|visiting|allocated|"
    # a side's people by its word: "Around 1,500 away fans make the noise of three times that"
    r"away\s+(?:fans|supporters|followers)|"
    rf"expected|escort\w*|{MADE_THE_TRIP}|packed|crammed|squeezed|filled|"
    # where they were put: "Around 1,000 Villa supporters were housed in the away section"
    r"(?:housed|tucked|penned|accommodated|seated)\s+(?:in|into|behind)|"
    # the journey made: "More than 2,500 of us made it up there", "made it to Molde"
    rf"{MADE_IT_THERE}|"
    rf"in(?:to)?\s+the\s+{AWAY_PART}|(?:inside|into|in)\s+the\s+(?:ground|stadium)|"
    rf"in\s+the\s+{NAMED_END}|"
    r"in\s+attendance|attended|watched|tickets?|allocation|were\s+(?:there|present)|"
    # the size the ground gave, after it: "over 57,000 they said on the screens", "32,118 on the
    # scoreboard", "given out over the tannoy"
    r"on\s+the\s+(?:big\s+)?(?:screens?|scoreboards?)|over\s+the\s+(?:tannoy|pa)\b|"
    # who saw the match: "Inside, 57,000 fans saw the Rothosen scrape a 2-2 draw", "witnessed"
    r"saw|witnessed|looked\s+on|"
    # a crowd's share said after it: "A crowd of 12,050 filled Butarque, around 600 Real
    # Madrid supporters among them"
    r"among\s+them|"
    # "Almost 49,000 people came to Friends Arena", "1,500 of us singing"
    r"came\s+(?:along\s+)?to|turned\s+(?:up|out)|singing|chanting|"
    # the journey told by its direction: "Around 1,800 of us went down, by car, train and bus"
    r"(?:went|came|headed|got)\s+(?:down|up|over|across)\b(?!\s+(?:on\s*to|on|to)\s+the\s+(?:pitch|field))|"
    # "Almost 12,500 supporters came through the turnstiles", "passed through the gates"
    r"(?:came|come|passed|went|poured|streamed)\s+through\s+the\s+(?:turnstiles|gates)|"
    # "The 1,900 Saint-Étienne supporters have arrived at the stadium"
    r"arriv(?:ed|ing)\s+(?:at|in|into)|"
    # a following's good time is no disorder: "as 5,000 Blues fans partied in the Swedish capital"
    r"partied|partying|celebrated|celebrating|danced|dancing|sang|cheered|cheering|"
    # "15,000 of us in that end", "18,000 people enjoyed a night at Windsor Park", "8,214 people
    # were inside"
    r"in\s+(?:that|this|our|their)\s+(?:end|section|stand|enclosure|corner|block)|enjoyed|(?:were|was)\s+inside|"
    # ("we had 900 of us in there")
    r"(?<=\bus\s)in\s+there|"
    # "about a thousand of us in the corner", "in the far corner"
    r"in\s+the\s+(?:[\w-]+\s+)?corner)\b"
    # ... or said to be inside or at a named place: "Around 3,500 Scotland fans were inside
    # the PGE Narodowy", "2,000 Celtic fans were at Parkhead"
    # ("Around 8,000 were at the ground by kick-off")
    r"|^[^.;:!?]{0,40}?\b(?:were|was)\s+(?:(?:all|still|already)\s+)?(?:inside|in|at)\s+(?:the\s+)?"
    r"(?:(?-i:[A-Z])|(?:ground|stadium|stands|arena)\b)"
    # ... or with no verb, as fans write: "Over 29,000 in the Tele2 tonight", "Almost 30,000 in
    # the ground", "Nearly 15,000 at the Tardini", "nearly 20,000 inside and the Sydsiden singing"
    r"|^\s+(?:in|at)\s+(?:the\s+)?(?:(?:ground|stadium|stands|arena)\b|(?-i:[A-Z]))|^\s+inside\b",
    re.IGNORECASE,
)
# How far a part of the crowd ("including around 900 Charlton supporters") may stand from the
# crowd's words ("attended", "a crowd of"), and how far back of a claim those are looked for.
_PART_OF_THE_CROWD_REACH = 100
_PRESENT_BEFORE_CHARS = 140
# The words of a rough size before its number: "about", "just over", "well under", "roughly".
_ROUGHLY = (r"(?:(?:about|around|some|nearly|almost|roughly|approximately|more\s+than|"
            r"(?:just\s+|well\s+|a\s+little\s+|slightly\s+)?(?:over|under))\s+)?")
# ... or what comes before it: "a crowd of", "the attendance was", "in front of", "took".
_PRESENT_BEFORE_RE = re.compile(
    # (the crowd at a place, or on a day: "The crowd at the Karaiskakis Stadium was 31,116", "The
    # official gate was given as just over 2,000")
    # (a full ground by its words: "A full house of nearly 8,000", "a sell-out of almost 19,000")
    # (not "a capacity of 52,000": how many the ground holds, not who came)
    r"\b(?:crowd|attendance|gate|audience|following|contingent|full\s+house|sell-?out|house)"
    rf"(?:\s+{CROWD_WHEN_OR_WHERE})?{CROWD_SIZE_GIVEN}\s+{_ROUGHLY}$|"
    # a full ground and its size: "in a full Veste of 30,000", "a packed Anfield of 53,000"
    rf"\b{FULL_GROUND}\s+{_ROUGHLY}$|"
    rf"\b(?:in\s+front\s+of|watched\s+by|attended\s+by|took|brought|sold|had)\s+(?:the\s+)?{_ROUGHLY}$|"
    # the crowd urging its side: "roared on by nearly 900 travelling fans", "cheered on by a crowd of"
    rf"\b{URGED_ON_BY}\s+(?:the\s+|a\s+crowd\s+of\s+)?{_ROUGHLY}$|"
    # a part of the ground holding them: "The away section held 1,150 Juventus supporters"
    rf"\b{PART_HELD}\s+{_ROUGHLY}$|"
    # "There were 3,000 of us", "we were 1,400 of us", "The big screen said 34,726"
    r"\b(?:there\s+(?:were|was|are|is)|we\s+(?:were|are)|(?:big\s+screens?|screens?|scoreboards?|announcer|tannoy)\s+"
    rf"(?:said|says|showed|shows|announced|read|reads))\s+{_ROUGHLY}$|"
    # a part of the crowd present: "The crowd of 49,312 included some 1,500 Spanish fans"
    # (or of people who attended: "More than 18,000 supporters attended today, including around
    # 2,300 Doncaster fans")
    # (the match and its place may stand between: "Nearly 60,000 spectators attended the Hungary -
    # Bulgaria match at the Puskás Aréna on 16 November, including around 3,000 Bulgarian fans")
    # ("Almost 12,000 people were at Tannadice last night, including around 600 Partick Thistle supporters")
    rf"\b(?:crowd|attendance|gate|spectators|attended|watched|in\s+front\s+of|were\s+(?:inside|present|there|at|in))\b"
    # (a full stop of an ordinal between: "Saturday evening's 2. Bundesliga match, among them")
    rf"(?:[^.;!?]|(?<=\d)\.){{0,{_PART_OF_THE_CROWD_REACH}}}?"
    rf"\b(?:included|includes|including|among\s+them|among\s+whom|of\s+whom)\s+{_ROUGHLY}$",
    re.IGNORECASE,
)
# Words of taking part win over being there: "5,000 fans travelled and hundreds clashed"
# (the people of another clause), but "a group of around sixty visiting fans left the police
# escort and threw bottles" (the same people's second verb).
_INVOLVED_AFTER_RE = re.compile(
    r"^\S*(?:\s+(?!(?:and|but|while|whereas)\b)(?:\d[\d,.]*\d|[^\s,;]+)){0,8}?\s+(?:and\s+)?"
    r"(?:clash\w*|fought|fight\w*|brawl\w*|attack\w*|charg\w*|threw|thrown|hurl\w*|"
    r"invad\w*|stormed|rioted|tried|attempted|confronted|taunt\w*|involved|took\s+part|ran|rampag\w*)\b",
    re.IGNORECASE,
)
# ... even after a longer way, when "and" joins it: "a group of about 40 people left the agreed
# route for visiting supporters and confronted local fans" (where they went is no sign of a
# following).
_AND_INVOLVED_AFTER_RE = re.compile(
    r"^(?:\s+(?!(?:and|but|while|whereas|who|which|where|when|as)\b)[^\s,;:.!?]+){1,16}?\s+and\s+(?:then\s+)?"
    r"(?:clashed|fought|brawled|attacked|charged|threw|hurled|confronted|invaded|stormed|rioted|tried|attempted|"
    r"rampaged|smashed|ambushed)\b",
    re.IGNORECASE,
)
# Before the people, a part of them: what the sentence says they did, some of them did ("a
# section of the around 2,000 travelling fans tried to get into the home end", "a handful of the
# 3,000 visiting supporters threw flares"); the figure is of all of them, the people present.
_SOME_OF_THE_BEFORE_RE = re.compile(
    r"\b(?:(?:small|large|big|tiny|sizeable|significant)\s+)?(?:section|group|handful|minority|number|part|few|"
    rf"some|many|majority|core|element|band|hundreds|dozens)\s+of\s+the\s+{_ROUGHLY}$",
    re.IGNORECASE)
# The away end's share of an attendance, all its words: "862 away", "1,100 away fans"
# ("Attendance: 3,412 (862 away)"): people present, one side's following.
_AWAY_SHARE_RE = re.compile(r"\d[\d,.]*\s+(?:away|visiting)(?:\s+(?:fans|supporters))?", re.IGNORECASE)
_THE_BEFORE_RE = re.compile(r"\bthe\s+$", re.IGNORECASE)
PRESENT, INVOLVED = "present", "involved"
# What the people involved did, where it is not the disorder itself: outlets' figures
# for those who tried to break through a line, invaded the pitch or gathered are of
# other moments than the clashes, so each action is a row of its own ("between 30 and
# 40 tried to break through" never conflicts with "hundreds clashed").  First match wins.
_CROWD_ACTIONS = (
    ("breach", "trying to break through", re.compile(
        r"\b(?:tried|attempted|trying|attempting)\s+to\s+(?:break|force|get|storm|breach|push|climb|scale|cross)|"
        r"\bforc\w*\s+(?:their|its)\s+way|\bbroke\s+(?:through|into|down)|\bbreach\w*", re.IGNORECASE)),
    ("pitch", "on the pitch", re.compile(
        r"\binvad\w*|\bpitch\s+invasion|\b(?:ran|run|running|spill\w*|poured|streamed|flooded|swarmed|rushed|"
        r"raced|got|came)\s+(?:on\s*to|onto|on)\s+(?:the\s+)?(?:pitch|field|turf)", re.IGNORECASE)),
    ("gathering", "gathered", re.compile(
        r"\b(?:gathered|massed|congregated|converged|descended|marched|assembled)\b", re.IGNORECASE)),
)
_GATHERING = _CROWD_ACTIONS[-1][:2]


def crowd_role(claim: ComparedClaim) -> str:
    """Whether a crowd claim counts the people present or the people involved."""
    text = claim.text or claim.original or ""
    at = claim.sentence.find(text) if text else -1
    if at < 0:
        before, after = "", text
    else:
        before, after = claim.sentence[max(0, at - _PRESENT_BEFORE_CHARS):at], claim.sentence[at + len(text):]
    if _SOME_OF_THE_BEFORE_RE.search(before):
        return PRESENT  # "a section of the around 2,000 travelling fans tried to get in": some of them did
    if _INVOLVED_AFTER_RE.match(text + after) or _AND_INVOLVED_AFTER_RE.match(after):
        return INVOLVED
    if (_PRESENT_BEFORE_RE.search(before) or _PRESENT_AFTER_RE.match(text) or _PRESENT_AFTER_RE.match(after)
            or _AWAY_SHARE_RE.fullmatch(text)):
        return PRESENT
    # The crowd named as a whole, its thousands with "the": "AIK thanks the 48,311 spectators",
    # "the great majority of the 57,000 supporters went home".
    if _THE_BEFORE_RE.search(before) and (claim.low or 0) >= 1000:
        return PRESENT
    # Spectators are there to watch: "More than 80,000 spectators were at the Monumental".
    if (claim.detail or "").split()[-1:] in (["spectator"], ["spectators"]):
        return PRESENT
    return INVOLVED


# A side's following rather than the whole crowd: a club or country named, or the side
# said, between the figure and its people ("2,500 Hertha BSC supporters travelled",
# "30,000 Dutch fans", "5,000 away fans"), or words of a following ("5,000-strong", "a
# following of", "travelled", "made the trip", "in the away end"). An attendance ("in
# front of 22,012 spectators", "a crowd of 81,365", "46,000 fans in attendance") counts
# other people: both sides and everyone else.
_SIDE_NAMED_RE = re.compile(r"\b(?:away|visiting|travell?ing|home|rival)\b|\b[A-Z][\w'’.-]*")
_FOLLOWING_WORDS_RE = re.compile(rf"\b{FOLLOWING_WORDS}\b", re.IGNORECASE)


_FOLLOWING_OF_BEFORE_RE = re.compile(
    r"\b(?:following|contingent)\s+of\s+\S*$"
    # a side that brought or took its people: "NEC brought some 17,500 supporters to Rotterdam"
    r"|\b(?:brought|brings|bring|bringing|took|takes|taking)\s+(?:(?:an\s+estimated|a\s+following\s+of)\s+)?$",
    re.IGNORECASE,
)
# A side named right after the people: "around 1,500 supporters of the visiting team",
# "2,000 fans of Aston Villa", "some 600 followers from Glasgow".
_SIDE_AFTER_RE = re.compile(
    r"\s+(?:of|from)\s+(?:(?:the\s+)?(?:visiting|away|home|travelling|guest)\s+(?:team|side|club)\b|"
    r"(?-i:[A-Z])[\w'’.-]*)",
    re.IGNORECASE,
)
# ... or said to have made the journey right after them: "the more than 1,600 supporters who
# travelled to Blundell Park", "the 3,000 fans who made the trip".
# (or with no "who", right after a people's name: "About 7,000 Rothosen made the trip to Franconia")
_WHO_TRAVELLED_RE = re.compile(
    rf"\s*,?\s+(?:(?:who|that)\s+)?(?:had\s+|have\s+)?(?:travell?ed|{MADE_THE_TRIP}|followed\s+(?:the|their|us)\b)",
    re.IGNORECASE)
_NUMBER_RE = re.compile(r"\d[\d,.]*")


# A side's part of the ground right after the figure: "We were 350 in the away corner".
_IN_A_SIDES_PART_AFTER_RE = re.compile(rf"\s+(?:(?:were|was)\s+)?in(?:to|side)?\s+the\s+{AWAY_PART}\b",
                                       re.IGNORECASE)


def crowd_following(claim: ComparedClaim) -> bool:
    """Whether a crowd claim of the people present counts one side's following, not
    everyone at the match (see ``_SIDE_NAMED_RE``)."""
    text, original = claim.text or "", claim.original or ""
    if _AWAY_SHARE_RE.fullmatch(text):
        return True  # "Attendance: 3,412 (862 away)"
    at = text.find(original) if original else -1
    if at >= 0:
        between = text[at + len(original):]
    else:  # no words of the figure kept: from its number on
        number = _NUMBER_RE.search(text)
        between = text[number.end():] if number else ""
    # A part of a crowd keeps no noun of its own ("a crowd of almost 13,000, including around
    # 900 Charlton supporters"): its last word is the noun.
    # (in lower case, as a people's name is kept: "rothosen")
    noun = ((claim.detail or "").split()[-1:] or text.split()[-1:] or [""])[0].lower()
    end = between.lower().find(noun) if noun else -1
    if end < 0 and noun and (number := _NUMBER_RE.search(text)) is not None:
        # the figure's words hold its people: "about 120 Andorran supporters among them"
        between = text[number.end():]
        end = between.lower().find(noun)
    if end > 0 and _SIDE_NAMED_RE.search(between, 0, end):
        return True
    where = claim.sentence.find(text) if text else -1
    if where >= 0 and _IN_A_SIDES_PART_AFTER_RE.match(claim.sentence, where + len(text)):
        return True  # "We were 350 in the away corner"
    before = claim.sentence[max(0, where - 30):where] if where >= 0 else ""
    after_people = where + len(text) if where >= 0 and noun and text.lower().endswith(noun) else -1
    return bool(_FOLLOWING_WORDS_RE.search(text) or _FOLLOWING_OF_BEFORE_RE.search(before)
                or (after_people >= 0 and (_SIDE_AFTER_RE.match(claim.sentence, after_people)
                                           or _WHO_TRAVELLED_RE.match(claim.sentence, after_people))))


# Where a crowd present was in town, not at the ground: "a few hundred of us singing about
# Unai in the bars", "About 2,000 Celtic fans were in the bars of the Old Town by noon".
_IN_TOWN_RE = re.compile(
    r"\b(?:in|into|around|filled|packed|through)\s+the\s+(?:[\w'’-]+\s+){0,2}?"
    r"(?:bars?|pubs?|square|old\s+town|city\s+centre|town\s+centre|fan\s+(?:zone|park)|streets|restaurants?|"
    r"caf[eé]s?|harbour|port|market\s+place)\b",
    re.IGNORECASE)


# How far after its people a place in town may stand; what puts them at the match instead.
_IN_TOWN_REACH = 60
_AT_THE_MATCH_RE = re.compile(
    r"\b(?:from|attended|attending|watched|inside|stadium|ground|arena|away\s+(?:end|section|stand)|terraces?|"
    r"stands?)\b|[;:]", re.IGNORECASE)


def crowd_in_town(claim: ComparedClaim) -> bool:
    """Whether a crowd claim of the people present counts them in town (bars, squares, a fan
    zone) rather than at the ground: a moment of its own, no size of the crowd at the match.
    The place follows the people closely, with nothing of the ground or of a journey from
    there between ("2,100 Chelsea supporters, who were taken to the stadium by bus from a
    gathering point in the city centre" were at the match)."""
    text = claim.text or claim.original or ""
    sentence = claim.sentence or ""
    at = sentence.find(text) if text else -1
    if at < 0:
        return False
    end = at + len(text)
    place = _IN_TOWN_RE.search(sentence, at, min(len(sentence), end + _IN_TOWN_REACH))
    return place is not None and not _AT_THE_MATCH_RE.search(sentence, at, place.start())


# ... and a body of people on the move, told before its size: "walked to the stadium in a
# group of around 1,500", "marched through the old town in a column of about 2,000" (a
# gathering's figure, not that of those who clashed).
_ON_THE_MOVE_BEFORE_RE = re.compile(
    r"\b(?:walked|walking|marched|marching|paraded|parading|processed|moved|moving|headed|heading|proceeded|"
    r"set\s+off|made\s+(?:their|its)\s+way)\b[^.;:!?]{0,60}?\bin\s+(?:a|one)\s+(?:(?:large|single|big|long)\s+)?"
    r"(?:group|column|procession|body|crowd|convoy|corteo|march|mass)\s+of\s+(?:[a-z]+\s+){0,2}$",
    re.IGNORECASE,
)


def crowd_action(claim: ComparedClaim) -> tuple[str, str]:
    """(key, words) of what the people involved did, when it is not the disorder itself
    (see ``_CROWD_ACTIONS``, ``_ON_THE_MOVE_BEFORE_RE``); ("", "") for the clashes, throwing
    and fighting."""
    words = claim.text or claim.original or ""
    for key, label, pattern in _CROWD_ACTIONS:
        if pattern.search(words):
            return key, label
    at = claim.sentence.find(words) if words else -1
    if at > 0 and _ON_THE_MOVE_BEFORE_RE.search(claim.sentence, max(0, at - 120), at):
        return _GATHERING
    return "", ""


def _group_label(group: str) -> str:
    return kinds.GROUP_LABELS.get(group, group.replace("_", " "))


def _row_identity(claim: ComparedClaim) -> _Identity:
    """The fact row a claim belongs to (see module docstring)."""
    kind, scope = claim.kind, claim.scope or "unknown"
    detail = claim.scope_detail.strip()
    detail_key = normalise_scope_detail(detail)
    base = f"{kind}-{scope}"

    if kind in kinds.NUMERIC_KINDS:
        if kind == "bans" and claim.value.strip().casefold() == LIFETIME:
            key = "-".join(p for p in (base, detail_key, LIFETIME) if p)
            label = "Life bans pledged"
            if scope != "incident" or detail:
                label = f"{label}, {_scope_phrase(scope, detail)}"
            return _Identity(key, kinds.CATEGORICAL, label, detail)
        family = f"{base}-{detail_key}" if detail_key else base
        label = kinds.kind_label(kind)
        if kind == "crowd" and crowd_role(claim) == PRESENT:
            if crowd_in_town(claim):
                family, label = f"{family}-{PRESENT}-town", "People in town"
            elif crowd_following(claim):
                family, label = f"{family}-{PRESENT}-following", "One side's following"
            else:
                family, label = f"{family}-{PRESENT}", "People present"
        elif kind == "crowd":
            action, words = crowd_action(claim)
            if action:
                family, label = f"{family}-{action}", f"People {words}"
        group = claim.group or ""
        if group:
            label = f"{label}, {_group_label(group)}"
        key = f"{family}-{group}" if group else family
        if scope == "other_match" and not detail_key:
            # Another match the text does not name is each outlet's own ("When Real Betis were
            # here in November, five arrests were made" beside a blog's "in Rome in November ...
            # No arrests"): figures that differ are of two matches, no conflict; the same figure
            # may still be the same match's, agreed.
            key, family = f"{key}-figure-{_slug(claim.value)}", f"{family}-figure-{_slug(claim.value)}"
        return _Identity(key, kinds.COUNT, f"{label}, {_scope_phrase(scope, detail)}", detail, group, family)

    # A score, competition or venue conflicts only as this match's or a named other
    # match's: at another scope ("a run of draws in the Premiership" is the season's,
    # "won 2-0 in December" some match) two outlets may name two things, both true.
    single = kind in kinds.SINGLE_VALUED_KINDS and (scope == "incident" or (scope == "other_match" and detail_key))
    if single:
        # Two different other matches each have their own score.
        if scope == "other_match" and detail_key:
            return _Identity(f"{base}-{detail_key}", kinds.SINGLE,
                             f"{kinds.kind_label(kind)}, {_scope_phrase(scope, detail)}", detail)
        return _Identity(base, kinds.SINGLE, kinds.kind_label(kind), "")

    value_key = _slug(claim.value) or "unspecified"
    key = f"{base}-{value_key}"
    if kind == "pitch_invasion" and value_key == "yes":
        label = kinds.kind_label(kind)
    else:
        label = f"{kinds.kind_label(kind)}: {claim.value.strip()}"
    if scope != "incident":
        label = f"{label} ({_scope_phrase(scope, detail)})"
    if scope == "other_match" and detail_key:
        key = f"{base}-{detail_key}-{value_key}"
    return _Identity(key, kinds.CATEGORICAL, label, detail)


def _single_value_key(claim: ComparedClaim) -> str:
    if claim.kind == "score":
        return re.sub(r"\s*[-–—:]\s*", "-", claim.value.strip())
    words = normal_words(claim.value)
    if words and words[0] == "the":
        words = words[1:]
    return " ".join(words)


def _representative(rule: str, claims: list[ComparedClaim]) -> ComparedClaim:
    if rule == kinds.COUNT:
        return representative(claims)
    kept = undisputed(claims)
    if rule == kinds.SINGLE:
        # The value this outlet repeats most; on a tie, the first it gave.
        counts = Counter(_single_value_key(c) for c in kept)
        best = max(counts.values())
        return next(c for c in kept if counts[_single_value_key(c)] == best)
    return kept[0]


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _other_verdict(row: _Row) -> Verdict:
    cells = list(row.cells.values())
    if row.identity.rule == kinds.CATEGORICAL:
        return mentioned_verdict(cells)
    return value_verdict(cells, kinds.kind_label(row.kind).casefold(),
                         lambda cell: _single_value_key(cell.primary))


def _summary(status: str, rule: str, cells: dict[str, Cell]) -> str:
    shown = list(dict.fromkeys(cell.value for cell in cells.values()))
    if len(cells) == 1:
        only = next(iter(cells.values()))
        return f"{only.value} — {only.outlet_name} only" + (f" ({status})" if status != SINGLE else "")
    if status == AGREED:
        verb = "mentioned" if rule == kinds.CATEGORICAL else "agreed"
        return f"{' / '.join(shown)} — {verb} by {_plural(len(cells), 'outlet')}"
    if status == CONFLICTING:
        return f"{' vs '.join(shown)} — conflicting"
    return f"{' / '.join(shown)} — {status}"


def _count_families(rows: Iterable[_Row]) -> dict[str, dict[str, _Row]]:
    """The count rows by family (a count's key without its group), then by group."""
    families: dict[str, dict[str, _Row]] = {}
    for row in rows:
        if row.identity.rule == kinds.COUNT:
            families.setdefault(row.identity.family, {})[row.identity.group] = row
    return families


def _hear_the_parts(rows: list[_Row]) -> None:
    """Totals against the breakdowns of the same kind and scope, and why a group's
    row from one outlet meets no other (see ``verdicts``).  A row whose every
    figure is one person described (``figures.somebody``) is no total: "a man was cut"
    says nothing of the steward another outlet saw hit; "one person was hurt" does."""
    families = _count_families(rows)
    for by_group in families.values():
        groups = {group: row for group, row in by_group.items() if group}
        if not groups:
            continue
        total = by_group.get("")
        # One person described ("a man was cut") is somebody, not a total over the groups.
        if total is not None and not all(somebody(cell.primary) for cell in total.cells.values()):
            parts: dict[str, list[Part]] = {}
            for group, row in groups.items():
                for outlet, cell in row.cells.items():
                    parts.setdefault(outlet, []).append(Part(group, cell))
            total.verdict = parts_verdict(total.verdict, list(total.cells.values()), parts)
        for group, row in groups.items():
            if row.verdict.status == SINGLE:
                others = {g: list(r.cells.values()) for g, r in groups.items() if g != group}
                reason = different_people(list(row.cells.values()), group, others)
                if reason:
                    row.verdict = Verdict(SINGLE, 1, reason)


def _fact(row: _Row) -> Fact:
    identity, verdict = row.identity, row.verdict
    return Fact(
        key=identity.key,
        kind=row.kind,
        scope=row.scope,
        scope_detail=identity.scope_detail,
        label=identity.label,
        status=verdict.status,
        cells=row.cells,
        agreeing_outlets=verdict.agreeing,
        summary=_summary(verdict.status, identity.rule, row.cells),
        group=identity.group,
        reason=verdict.reason,
    )


def _one_group_joins_the_people(rows: dict[str, _Row]) -> None:
    """Where outlets name only one group for a count ("23 supporters were banned"),
    the others name none ("23 were banned") and every figure can be the others'
    (the same, or one containing the other: "dozens of supporters" and "32
    people"), they are the same people: the group's figures join the all-people
    row (keeping its key and label) and are judged there, rather than sitting in a
    row of their own beside it.  Not when the figures are apart (the unnamed one
    may be a total over more people: ``verdicts.parts_verdict`` hears it), when an
    outlet gives both, when two or more groups are named (each group keeps its
    row), nor for one person described (``figures.somebody``): "a man was cut" and "a
    steward was hit" are not known to be the same person."""
    families = _count_families(rows.values())
    for by_group in families.values():
        people = by_group.get("")
        named = [row for group, row in by_group.items() if group]
        if people is None or len(named) != 1:
            continue
        [group_row] = named
        if set(group_row.claims_by_outlet) & set(people.claims_by_outlet):
            continue
        figures = [_representative(kinds.COUNT, claims)
                   for row in (people, group_row) for claims in row.claims_by_outlet.values()]
        if not all(figures_agree(one, other) and not _only_by_its_open_end(one, other)
                   and not _only_by_its_open_end(other, one)
                   for i, one in enumerate(figures) for other in figures[i + 1:]):
            continue  # figures apart: a total over more people, heard as one (``verdicts``)
        if any(somebody(figure) for figure in figures):
            continue  # one person described: not known to be the people another outlet counted
        people.claims_by_outlet.update(group_row.claims_by_outlet)
        del rows[group_row.identity.key]


def _only_by_its_open_end(figure: ComparedClaim, other: ComparedClaim) -> bool:
    """Whether ``figure``, open at the top ("at least 12,000 Eagles in the away end"), holds
    ``other`` only by its open end, ``other`` lying beyond an estimate's tolerance of its
    bound (a crowd of 51,200): a part of those people, not the same people said loosely."""
    return math.isinf(most(figure)) and most(other) > least(figure) * (1 + APPROXIMATE_TOLERANCE) + 1e-9


# A share of a count, by its words: "four of those", "two of them".
_SHARE_OF_THEM_RE = re.compile(r"\bof\s+(?:those|them|these|whom)\b", re.IGNORECASE)


def _loose_totals_join_the_people(rows: dict[str, _Row]) -> None:
    """An outlet's figure for a group that is another outlet's total over all people, where
    that outlet gives a smaller part of the same group ("FOUR fans were nicked by cops",
    beside the police's "Four people were arrested ... Two of those arrested are Rochdale
    supporters"), is that total loosely worded: it joins the all-people row, or, from an
    outlet that gives the same total of its own ("FOUR yobs were arrested ... Four men were
    arrested"), is that total again and leaves the group's row.  Only for a figure that meets
    such a total and no other outlet's figure for the group, and not for one person described."""
    families = _count_families(rows.values())
    for by_group in families.values():
        people = by_group.get("")
        if people is None:
            continue
        for group, row in list(by_group.items()):
            if not group:
                continue
            both = [outlet for outlet in row.claims_by_outlet if outlet in people.claims_by_outlet]
            pairs = [(_representative(kinds.COUNT, people.claims_by_outlet[outlet]),
                      _representative(kinds.COUNT, row.claims_by_outlet[outlet])) for outlet in both]
            pairs = [(total, part) for total, part in pairs if least(total) > most(part)]
            if not pairs:
                continue
            group_figures = {outlet: _representative(kinds.COUNT, claims)
                             for outlet, claims in row.claims_by_outlet.items()}
            for outlet in list(row.claims_by_outlet):
                figure = group_figures[outlet]
                meets = [total for total, _ in pairs
                         if figures_agree(figure, total) and not _only_by_its_open_end(figure, total)]
                if (somebody(figure) or not meets
                        or any(figures_agree(figure, other) for o, other in group_figures.items() if o != outlet)):
                    continue
                if outlet not in people.claims_by_outlet:
                    people.claims_by_outlet[outlet] = row.claims_by_outlet.pop(outlet)
                elif (not _SHARE_OF_THEM_RE.search(figure.text or "")
                      and figures_agree(figure, _representative(kinds.COUNT, people.claims_by_outlet[outlet]))):
                    # its total said twice, once loosely ("FOUR yobs were arrested ... Four men were
                    # arrested"), not its share of it ("all four of them Leeds fans"): the total it
                    # gives already
                    del row.claims_by_outlet[outlet]
            if not row.claims_by_outlet:
                del rows[row.identity.key]


def _names_whose(claim: ComparedClaim) -> bool:
    """Whether a group's count says whose people it counts: stewards, officers or players, or
    supporters of a side named ("eight Dynamo fans", "three of ours"); not supporters in a
    loose word for anyone ("three yobs", "five fans")."""
    return claim.group != "fans" or bool(side_words(claim)) or of_own_side(claim)


def _opening_line_before(claim: ComparedClaim, later: ComparedClaim) -> bool:
    """Whether ``claim`` is in the report's opening line, a sentence before ``later``'s: a
    headline says loosely what the body tells ("Tallaght: three points, three lads in a cell")."""
    return claim.sentence_start == 0 and claim.sentence_end <= later.sentence_start


def _group_said_again_leaves_the_people(rows: dict[str, _Row]) -> None:
    """An outlet's count for all people that only says again its own count for one group
    given before it, one saying whose people it counts (``_names_whose``: "Three of ours were
    taken in ... three lads held overnight for flares"), is that group's figure, not a total
    over everybody: it leaves the all-people row, where it would stand against another
    outlet's larger total ("four people") as a conflict.
    Only where another outlet's total is larger and gives no other figure for that group,
    and only for a group count before every count of all people in the same report (but one in
    its opening line, a headline's words): a total given first ("Three people were arrested,
    all of them City fans") is the report's total."""
    families = _count_families(rows.values())
    for by_group in families.values():
        people = by_group.get("")
        if people is None:
            continue
        for outlet, claims in list(people.claims_by_outlet.items()):
            own = [(group, row.claims_by_outlet[outlet]) for group, row in by_group.items()
                   if group and outlet in row.claims_by_outlet]
            if len(own) != 1:
                continue
            group, group_claims = own[0]
            figure = _representative(kinds.COUNT, group_claims)
            first = min(group_claims, key=lambda claim: claim.start)
            if not _names_whose(first):
                continue  # "Cops arrested three yobs ... the three men arrested": a loose word for all
            if somebody(figure) or not all(
                    figures_agree(claim, figure) and claim.article_id == first.article_id
                    and (claim.start > first.start or _opening_line_before(claim, first)) for claim in claims):
                continue
            others = {o: _representative(kinds.COUNT, c) for o, c in people.claims_by_outlet.items() if o != outlet}
            group_row = by_group[group]
            larger = [o for o, total in others.items() if least(total) > most(figure)
                      and all(figures_agree(figure, part) for part in group_row.claims_by_outlet.get(o, []))]
            if larger:
                del people.claims_by_outlet[outlet]
        if not people.claims_by_outlet:
            del rows[people.identity.key]


def compare_facts(claims: Iterable[ComparedClaim], outlet_names: dict[str, str]) -> list[Fact]:
    """The fact rows of claims that are not quotes, given in outlet then text order.

    Rows follow the registry's kind order, then scope, then label.
    """
    rows: dict[str, _Row] = {}
    claims = list(claims)
    dated = dated_statements(claims)
    for claim in claims:
        identity = _row_identity(claim)
        if identity.rule == kinds.COUNT and claim.review_status != CONFIRMED and denied(claim):
            continue  # a figure the report gives only to deny it ("contrary to early reports that ...")
        row = rows.get(identity.key)
        if row is None:
            row = rows[identity.key] = _Row(identity, claim.kind, claim.scope or "unknown")
        row.claims_by_outlet.setdefault(claim.outlet, []).append(claim)
    _one_group_joins_the_people(rows)
    _loose_totals_join_the_people(rows)
    _group_said_again_leaves_the_people(rows)

    for row in rows.values():
        for outlet, outlet_claims in row.claims_by_outlet.items():
            primary = _representative(row.identity.rule, outlet_claims)
            row.cells[outlet] = Cell(outlet=outlet, outlet_name=outlet_names.get(outlet) or outlet,
                                     claims=outlet_claims, value=display_value(primary), primary=primary)
        cells = list(row.cells.values())
        row.verdict = count_verdict(cells, dated) if row.identity.rule == kinds.COUNT else _other_verdict(row)
    _hear_the_parts(list(rows.values()))

    facts = [_fact(row) for row in rows.values()]
    facts.sort(key=lambda f: (kinds.kind_order(f.kind), _scope_order(f.scope), f.label, f.key))
    return facts
