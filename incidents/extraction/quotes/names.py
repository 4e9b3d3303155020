"""Who can speak: people's names and titles, roles, police forces, governing bodies
and clubs, as written in a report.

A person is introduced by a role noun ("boss Slaven Bilic"), a written-out title
("Superintendent Mia Cole") or a role in apposition ("Ana Ruiz, the club's
president,"); titles are stripped from names, and a force or club name before a
title is no part of the name.  Forces may be several words ("Devon and Cornwall
Police", "Police Scotland") or a place and "police" ("Munich police"); a club the
gazetteer does not know is found by the shape of its name ("Ashby Rovers").
"""

from __future__ import annotations

import re

from .. import gazetteer, regexes
from ..text import fold

# Upper- and lower-case letters, accented ones included ("Óscar Peñalver").
UP = "A-ZÀ-ÖØ-Þ"
LOW = "a-zß-öø-ÿ"
TITLES = frozenset(
    "commander chief superintendent supt inspector insp sergeant sgt constable pc dc "
    "detective det assistant deputy commissioner mr mrs ms miss dr sir dame lord lady "
    "boss manager coach captain officer police metropolitan met cllr councillor mayor "
    "minister president chairman chairwoman chief executive head spokesman spokeswoman "
    "spokesperson striker defender midfielder goalkeeper keeper winger forward player "
    "reporter presenter correspondent commentator editor journalist fan supporter "
    "former new interim caretaker acting general secretary director owner referee "
    "the a an one but and then meanwhile however also another this that fans his her "
    "their its our my in on at after before when while as speaking asked writing some "
    "many several two three both all prosecutor prosecuting judge district magistrate recorder mp msp mep "
    "dci dcs ds det local senior skipper vice-captain chairperson vice-chairman ceo pundit shadow "
    "force prefect".split()
)
# The words naming each role, in order of precedence (see role_of).
_ROLES: tuple[tuple[str, str], ...] = (
    ("police", r"police|commander|superintendent|supt|inspector|sergeant|constable|"
               r"detective|commissioner|the met|officer|chief constable|scotland yard|force|"
               r"pc|dci|insp|sgt|ch supt"),
    ("manager", r"boss|manager|head coach|coach|gaffer"),
    ("journalist", r"reporter|presenter|correspondent|commentator|commentating|journalist|editor|pundit"),
    ("governing_body", r"fa|football association|uefa|fifa|efl|football league|league|federation|"
                       r"confederation|conmebol|concacaf|governing body"),
    ("official", r"minister|prefect|governor|mp|msp|mep|mayor|councillor|council|government|home office|referee|official|"
                 r"prosecutor|prosecuting|prosecutions?|cps|cllr|judge|magistrates?|recorder|procurator|coroner"),
    ("player", r"player|striker|defender|midfielder|goalkeeper|keeper|captain|skipper|winger|forward|"
               r"full-back|centre-back|vice-captain"),
    ("fan", r"fans?|supporters?|season[- ]ticket holders?|spectators?|witness(?:es)?|eyewitness|onlookers?|faithful"),
    ("club", r"club|statement|spokesman|spokeswoman|spokesperson|chairman|chairwoman|chief executive|"
             r"owner|board|president|vice-president|ceo|director"),
)
# On fold(text).  All the roles' words in one pattern, in order: at any place the
# first role with a word there matches, and no role's word holds a word of an earlier
# role after its start ("home office" cannot end inside "officer"), so its matches
# hold the first role that a search per role would find.
_ROLE_RE = regexes.compile(r"\b(?=[a-z])(?:" + "|".join(words for _, words in _ROLES) + r")\b")
_ROLE_WORD_RES = tuple(regexes.compile(words) for _, words in _ROLES)  # each role's words alone


class _RoleRanks(dict):
    """A word _ROLE_RE matched -> the rank in _ROLES of the first role it is a word of
    (worked out when first met: the words are a small closed set)."""

    def __missing__(self, word: str) -> int:
        rank = next(rank for rank, pattern in enumerate(_ROLE_WORD_RES) if pattern.fullmatch(word))
        self[word] = rank
        return rank


_ROLE_RANKS = _RoleRanks()


POLICE_ORG_RE = regexes.compile(
    r"\b(?=[A-Zt])(?:(?:[Tt]he\s+)?(?P<met>Metropolitan\s+Police(?:\s+Service)?|Met\s+Police|Met\b|Scotland\s+Yard)"
    r"|(?P<scotland>Police\s+Scotland)"
    r"|(?P<force>(?:(?!The\b|A\b|An\b)[A-Z][a-z]+\s+(?:and\s+(?=[A-Z])(?!Police\b))?){1,3}Police(?:\s+Service)?))",
)
_BODY_NAMES = (
    r"FA|Football\s+Association|UEFA|FIFA|EFL|English\s+Football\s+League|Football\s+League|"
    r"Premier\s+League|SPFL|Scottish\s+FA|KNVB|DFB|CONMEBOL|CONCACAF"
)
BODY_RE = regexes.compile(rf"\b(?P<body>{_BODY_NAMES})\b")
# The letters a fullmatch of BODY_RE opens with.
_BODY_INITIALS = frozenset(name[0] for name in regexes.alternatives(_BODY_NAMES))
_BODY_CANON = {"football association": "FA", "english football league": "EFL", "football league": "EFL",
               "scottish fa": "Scottish FA"}
_PERSON_WORD = rf"(?:[{UP}]{{1,3}}\s+|[{UP}][{LOW}'’-]+\s+)"
_PERSON_LAST = rf"[{UP}][{LOW}'’-]+(?:-[{UP}][{LOW}]+)?"
_INTRO_ROLES = (
    r"boss|manager|coach|commander|superintendent|inspector|sergeant|constable|reporter|"
    r"presenter|correspondent|commentator|striker|defender|midfielder|goalkeeper|keeper|"
    r"captain|skipper|chairman|chairwoman|spokesman|spokeswoman|spokesperson|chief|officer|minister|mayor|"
    r"referee|winger|forward|owner|director|editor|journalist|fan|supporter|prosecutor|judge|"
    r"magistrate|councillor|president|executive|prefect|MP"
)
_INTRO_OPENERS = _INTRO_ROLES + "|Mr|Mrs|Ms|Dr"
# "boss Slaven Bilic", "the security minister, Ana Ruiz,": a role noun, then the name.
_PERSON_INTRO_RE = regexes.compile(
    rf"\b(?:{_INTRO_OPENERS})(?:\s+|,\s+(?=[^,]{{3,40}},))"
    rf"(?P<name>{_PERSON_WORD}{{1,3}}?{_PERSON_LAST})",
)
# "Superintendent Mia Cole", "Det Insp Al Roy", "District Judge Jo Hart": a written-out title.
# It opens with the title's letters (no \b); the character before is checked by the caller.
_TITLE_WORDS = (
    "Superintendent|Supt|Inspector|Insp|Sergeant|Sgt|Constable|Commander|Commissioner|Councillor|"
    "Cllr|Prosecutor|Judge|Magistrate|PC|DC|DS|DI|DCI|DCS"
)
TITLED_PERSON_RE = regexes.compile(
    rf"(?P<title>{_TITLE_WORDS})\.?\s+"
    rf"(?P<name>{_PERSON_WORD}{{1,3}}?{_PERSON_LAST})"
)
OFFICIAL_TITLES = frozenset({"Councillor", "Cllr", "Prosecutor", "Judge", "Magistrate"})
# "Ana Ruiz, the visiting club's president,": the name, then its role in apposition.  Found
# from the ", the" (cheap to scan for): the name must end just before it.
APPOSITION_START_RE = regexes.compile(r",\s+(?:the|a|an)\s+")
APPOSITION_NAME_RE = regexes.compile(
    rf"(?=[{UP}])(?<![\w'’-])(?P<name>{_PERSON_WORD}{{1,2}}{_PERSON_LAST})$"
)
APPOSITION_ROLE_RE = regexes.compile(
    rf"(?P<role>[^,.;:\"“”\n]{{0,50}}?\b(?:{_INTRO_ROLES})\b[^,.;:\"“”\n]{{0,30}}?),"
)
_ORG_WORD_RE = regexes.compile(
    r"\b(?:bbc|sky|itv|radio|news|sport|sports|united|city|stadium|police|"
    r"association|league|club|fc|cup|hq|times|guardian|mail|sun|mirror)\b"
)
_SERVICE_RE = regexes.compile(r"\s+Service$")
# A club the gazetteer does not know, by the shape of its name: "Ashby Rovers", "Kelso United".
_CLUB_SUFFIXES = (
    "United|City|Town|Rovers|Athletic|Wanderers|Albion|County|Harriers|Borough|Rangers|Villa|Thistle|"
    "Academicals|Hotspur|FC|AFC"
)
CLUB_SHAPE_RE = regexes.compile(
    rf"(?=[A-Z])(?<![\w'’-])(?P<name>(?:[A-Z][a-z]+\s+){{1,2}}(?:{_CLUB_SUFFIXES}))\b(?!\s+(?:[A-Z]|police\b))"
)
CLUB_SHAPE_KEY_RE = regexes.compile(rf"\b(?:{_CLUB_SUFFIXES})\b")  # the suffix word alone


def club_shaped_name(m: re.Match) -> str:
    words = m["name"].split()
    while words and words[0].lower() in _NOT_PLACES:
        words.pop(0)
    return " ".join(words) if len(words) >= 2 else ""


def club_shaped(body: str, keys: list[re.Match] | None = None) -> list[tuple[int, str]]:
    """(start, name) of every club-shaped name, searched only just before its suffix word;
    ``keys`` are the CLUB_SHAPE_KEY_RE matches in ``body`` if known."""
    out = []
    for key in CLUB_SHAPE_KEY_RE.finditer(body) if keys is None else keys:
        m = CLUB_SHAPE_RE.search(body, max(0, key.start() - 40), key.end() + 1)
        while m is not None and m.end() < key.end():
            m = CLUB_SHAPE_RE.search(body, m.end(), key.end() + 1)
        if m is not None and m.end() == key.end():
            name = club_shaped_name(m)
            if name:
                out.append((m.end() - len(name), name))
    return out


# "Gelsenkirchen police", "Munich police": a force named by its place, lower case.
_PLACE_BEFORE_RE = regexes.compile(r"(?=[A-Z])(?<![\w'’-])((?:[A-Z][a-z]+[ \t]+){1,2})$")
_NOT_PLACES = TITLES | frozenset(
    "yesterday today tonight riot mounted armed local traffic transport when where while if so as "
    "monday tuesday wednesday thursday friday saturday sunday january february march april may june july "
    "august september october november december there it they we he she what who why how "
    "four five six seven eight nine ten eleven twelve twenty thirty forty fifty hundred hundreds dozens "
    "dozen scores several few many more most other extra plain clothes plain-clothes".split()
)


def place_police(body: str) -> list[tuple[int, str]]:
    """(start, "Munich Police") for every force written "<Place> police"."""
    out = []
    pos = body.find(" police")
    while pos >= 0:
        after = body[pos + 7: pos + 8]
        if not (after.isalnum() or after == "_"):
            m = _PLACE_BEFORE_RE.search(body, max(0, pos - 40), pos + 1)
            if m is not None:
                words = m.group(1).split()
                while words and words[0].lower() in _NOT_PLACES:
                    words.pop(0)
                if words and _NOT_PLACES.isdisjoint(map(str.lower, words)):
                    out.append((pos - len(" ".join(words)), " ".join(words) + " Police"))
        pos = body.find(" police", pos + 7)
    return out


_POLICE_KEYS = "Police|Met|Scotland"
_LETTERS_RE = regexes.compile(r"[A-Za-z\s]*")
# The whole-report scans.  Their rules open with \b or a long list of words, so the
# regex engine would try each at every character of a report; instead they are tried
# only where the words their matches open with (hold, for POLICE_ORG_RE) stand.
# Those words open with a capital, which few characters are, so one regex of them all
# (whose first character the engine checks with its fast class test) finds them.
KEY_TITLE, KEY_BODY, KEY_CLUB_SUFFIX, KEY_POLICE = range(4)
_KEYWORD_FAMILY: dict[str, int] = {}
for _family, _alternation in enumerate((_TITLE_WORDS, _BODY_NAMES, _CLUB_SUFFIXES, _POLICE_KEYS)):
    for _alternative in regexes.alternatives(_alternation):
        # "Football" of "Football\s+League"
        _word = re.match(r"[A-Z][A-Za-z]*", _alternative).group()
        _KEYWORD_FAMILY[_word] = _family
# The family of the word found at a place is the family of every word there.
assert all(_KEYWORD_FAMILY[a] == _KEYWORD_FAMILY[b]
           for a in _KEYWORD_FAMILY for b in _KEYWORD_FAMILY if b.startswith(a))
_KEYWORD_RE = regexes.compile("|".join(_KEYWORD_FAMILY))
# _PERSON_INTRO_RE opens with common lower-case words ("fan", "chief"), but its match
# also needs a capital after the word and the space or comma: "boss Slaven Bilic",
# "the minister, Ana Ruiz".  Read backwards the capital comes first, so a search of
# the reversed report stops only at capitals and checks the opening word behind each.
_OPENERS_REVERSED = [word[::-1] for word in regexes.alternatives(_INTRO_OPENERS)]
assert all(word.isalpha() for word in _OPENERS_REVERSED)
_OPENER_BEFORE_CAPITAL_RE = regexes.compile(
    rf"[{UP}](?=\s+,?(?P<opener>{'|'.join(_OPENERS_REVERSED)})\b)"
)


def keyword_hits(body: str) -> list[list[tuple[int, int]]]:
    """The (start, end) of the words of _KEYWORD_FAMILY in ``body``, by family, in text
    order: one for each place where such words start."""
    hits: list[list[tuple[int, int]]] = [[], [], [], []]
    search = _KEYWORD_RE.search
    m = search(body)
    while m is not None:  # from the next character on, so overlapping words are found too
        span = m.span()
        hits[_KEYWORD_FAMILY[m.group()]].append(span)
        m = search(body, span[0] + 1)
    return hits


def matches_at(pattern: re.Pattern, text: str, hits: list[tuple[int, int]]) -> list[re.Match]:
    """``list(pattern.finditer(text))`` for a pattern whose every match opens at the start
    of one of ``hits`` (in text order): tried only there, from the end of the last match on."""
    out = []
    pos = 0
    for start, _ in hits:
        if start >= pos:
            m = pattern.match(text, start)
            if m is not None:
                out.append(m)
                pos = m.end()
    return out


def person_intros(body: str, reversed_body: str) -> list[re.Match]:
    """``list(_PERSON_INTRO_RE.finditer(body))``, tried only where an opening word stands
    before a capital (``reversed_body`` is ``body[::-1]``)."""
    size = len(body)
    starts = [(size - m.end("opener"), size - m.start("opener"))
              for m in _OPENER_BEFORE_CAPITAL_RE.finditer(reversed_body)]
    starts.reverse()
    return matches_at(_PERSON_INTRO_RE, body, starts)


def police_orgs(body: str, reversed_body: str, keys: list[tuple[int, int]]) -> list[re.Match]:
    """``list(POLICE_ORG_RE.finditer(body))``, searched only around ``keys``, the spans of
    "Police", "Met" and "Scotland" in ``body`` (``reversed_body`` is ``body[::-1]``).

    Every match holds "Police", "Met" or "Scotland" and is made of ASCII letters
    and white space only, so it lies inside the letters-and-space stretch around
    such a keyword: searching that stretch (one real character beyond it, for the
    final \b) finds the same leftmost match as searching the whole body.
    """
    if not keys:
        return []
    out = []
    pos = 0
    # The stretch's start is found by matching _LETTERS_RE leftwards from the keyword,
    # that is rightwards in the reversed report (no Python loop per character).
    size = len(body)
    for key_start, key_end in keys:
        if key_start < pos:
            continue
        lo = size - _LETTERS_RE.match(reversed_body, size - key_start, size - pos).end()
        hi = _LETTERS_RE.match(body, key_end).end()
        m = POLICE_ORG_RE.search(body, lo, hi + 1)
        if m is not None:
            out.append(m)
            pos = m.end()
    return out


def strip_titles(name: str) -> str:
    words = (name.replace(".", " ") if "." in name else name).split()
    while words and words[0].lower() in TITLES:
        words.pop(0)
    while words and words[-1].lower() in TITLES:
        words.pop()
    return " ".join(words)


def without_org_prefix(candidate: str) -> str:
    """ "Greater Manchester Police Assistant Chief Constable Jo Bell" -> "Assistant Chief Constable Jo Bell";
    a force or club name on its own ("Cornwall Police") leaves nothing."""
    police = POLICE_ORG_RE.match(candidate) if has_police_key(candidate) else None
    if police is not None:
        return candidate[police.end():]
    if " " in candidate:
        club = gazetteer.clubs(candidate)
        if club and club[0].start == 0 and club[0].end < len(candidate):
            return candidate[club[0].end:]
    return candidate


def is_org(name: str) -> bool:
    low = name.lower()
    if (has_police_key(name) and POLICE_ORG_RE.search(name)) or (
            name[:1] in _BODY_INITIALS and BODY_RE.fullmatch(name)):
        return True
    if _ORG_WORD_RE.search(low):
        return True
    return bool(gazetteer.clubs(name))


def has_police_key(text: str) -> bool:
    """False when ``POLICE_ORG_RE`` cannot match: its every match holds one of these."""
    return "Police" in text or "Met" in text or "Scotland" in text


def role_of(phrase: str, folded: str | None = None) -> str:
    """The first role of _ROLES named in ``phrase``; ``folded`` is fold(phrase) if known."""
    if folded is None:
        folded = phrase.lower()
        if len(folded) != len(phrase) or not folded.isascii():
            folded = fold(phrase)  # fold(phrase) is the plain lower case otherwise
    # One pass of _ROLE_RE instead of a search per role, up to eight.
    best = len(_ROLES)
    for m in _ROLE_RE.finditer(folded):
        rank = _ROLE_RANKS[m.group()]
        if rank < best:
            best = rank
    return _ROLES[best][0] if best < len(_ROLES) else ""


def police_name(match: re.Match) -> str:
    if match["met"]:
        return "Metropolitan Police"
    if match["scotland"]:
        return "Police Scotland"
    return _SERVICE_RE.sub("", " ".join(match["force"].split()))


def body_name(text: str) -> str:
    key = " ".join(text.split())
    return _BODY_CANON.get(key.lower(), key)
