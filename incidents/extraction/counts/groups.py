"""Whom a count counts: the group (``kinds.GROUPS``) of the people noun that names them.

``GROUP_NOUNS`` is the one word list: a people noun and the group it names
("supporters" -> fans, "PCs" -> police, "goalkeeper" -> players and staff).  A word
just before the noun may name another group (``_MODIFIED``: "security staff" are
stewards, "bar staff" nobody's).  A noun of no group ("people", "men", "a woman",
"persons") leaves the group empty, unless the words right after it place the people in
the crowd ("two men in the away end", "men in the crowd", "1,900 of us in the away
end") or name their group in an
apposition ("four men, all Millwall supporters, ...").  Being arrested does not make
"men" fans: the sentence must say so.

``count_group`` reads the count's own words: the first people noun from the start of
its span (the quantity or the subject), so "Police arrested 12 men" counts men, not
police, and "12 people, including four officers, were hurt" counts people.
"""

from __future__ import annotations

from .. import regexes
from ..kinds import GROUP_NAMES
from ..kinds import PEOPLE as UNSPECIFIED
from ..numbers import words_to_int
from ..text import NAMED_END
from .triggers import PEOPLE

# The people nouns that name a group, by group (singular and plural, as written).
_GROUP_WORDS: dict[str, tuple[str, ...]] = {
    "fans": (
        "fan", "fans", "supporter", "supporters", "youth", "youths", "ultra", "ultras", "hooligan", "hooligans",
        "thug", "thugs", "yob", "yobs", "lout", "louts", "casuals", "follower", "followers", "spectator",
        "spectators", "faithful", "holder", "holders",
    ),
    "stewards": ("steward", "stewards", "guard", "guards"),
    "police": (
        "officer", "officers", "policeman", "policemen", "policewoman", "policewomen", "cop", "cops",
        "copper", "coppers",
        "constable", "constables", "pc", "pcs", "gendarme", "gendarmes", "garda", "gardaí", "gardai",
        "carabiniere", "carabinieri", "agent", "agents",
    ),
    "players_staff": (
        "player", "players", "staff", "coach", "coaches", "manager", "managers", "star", "striker", "strikers",
        "winger", "forward", "midfielder", "defender", "goalkeeper", "goalkeepers", "keeper", "captain",
    ),
}
GROUP_NOUNS: dict[str, str] = {word: group for group, words in _GROUP_WORDS.items() for word in words}
assert set(_GROUP_WORDS) == set(GROUP_NAMES), "a group of the registry has no nouns, or a noun no group"

# A word before the noun that names another group: (noun, word before it) -> group.
_NOT_THE_CLUBS = ("bar", "pub", "station", "rail", "railway", "hospital", "ambulance", "nhs", "catering", "shop",
                  "hotel", "airport", "transport", "council", "hospitality", "media", "tv")
_MODIFIED: dict[tuple[str, str], str] = {
    **{(noun, word): "stewards" for noun in ("staff", "officer", "officers")
       for word in ("security", "stewarding", "safety", "matchday")},
    ("staff", "police"): "police",
    **{("staff", word): UNSPECIFIED for word in _NOT_THE_CLUBS},
    **{(noun, word): UNSPECIFIED for noun in ("officer", "officers")
       for word in ("liaison", "welfare", "prison", "customs", "border", "immigration", "fire", "club")},
    # a guard at the ground is a steward ("One security guard was hit"); others are not
    **{(noun, word): UNSPECIFIED for noun in ("guard", "guards")
       for word in ("prison", "border", "coast", "national", "swiss", "royal", "body", "life", "personal")},
}
# Words that stand where a people noun may but name nobody by themselves: "two more fans".
_TRANSPARENT = frozenset({"more", "others", "those", "them", "us", "ours", "theirs", "members", "member"})

# "Us" told by the writer is the side whose fan writes: a newsroom's or a force's account
# says "fans" or "officers".  (A quotation's "us" is its speaker's side: ``extract``
# knows the report's quotations and gives it theirs.)
_WRITERS_SIDE = frozenset({"us", "ours"})
# A fan's word for the side's own people, after "of the": "Three of the boys were lifted".
_FANS_OWN_WORDS = frozenset({"boys", "lads"})
_OF_THE_BEFORE_RE = regexes.compile(r"\bof\s+the\s+$")
# The people named before them, by a pronoun.
_PRONOUNS = frozenset({"them", "those"})
_MEMBERS = frozenset({"members", "member"})


# Every people noun: the trigger rules' and the group nouns'.
_NOUNS = rf"(?:{PEOPLE}|{'|'.join(sorted(GROUP_NOUNS, key=len, reverse=True))})"
_NOUN_RE = regexes.compile(rf"\b(?P<noun>{_NOUNS})\b")
# (one or two words of a name between: "Red Star Belgrade fans", "Young Boys Bern supporters")
_NOUN_NEXT_RE = regexes.compile(
    r"\s+(?:(?!(?:and|or|with|plus|as|were|was|are|is|had|have|has|by|of|the|a|an|to|in|at|on|from|for|who|"
    rf"that|which|while|but)\b)[a-z][\w'’.-]*\s+){{0,2}}?(?P<noun>{_NOUNS})\b")
_WORD_BEFORE_RE = regexes.compile(r"([\w'’-]+)\s+$")
# People of no group placed in the crowd: "two men in the away end", "a man in the crowd",
# "nobody in our block" (the writer's side's part of the ground).
_CROWD_PLACE = (
    r"(?:the\s+(?:(?:crowd|stands?|terraces?|(?:away|home|visiting|family|opposite|north|"
    r"south|east|west)\s+(?:end|section|stand|enclosure|support|terrace)s?)\b|"
    # an end or stand by its name: "the 3,000 of us in the Anfield Road end"
    rf"{NAMED_END})|our\s+(?:(?:away|home)\s+)?(?:end|section|stand|block|sector|enclosure|terrace|corner|area|"
    # ... or the writer's side's travelling party: "nobody in our group", "nobody on our coaches"
    r"group|party|convoy|coach(?:es)?|bus(?:es)?|minibus(?:es)?|train|plane|flight)\b)"
)
_IN_THE_CROWD_RE = regexes.compile(rf"\s+(?:in|among|from|on)\s+{_CROWD_PLACE}")
# A coach people travel on is no one's trainer: "nobody on our coaches was hurt".
_VEHICLE_NOUNS = frozenset({"coach", "coaches"})
_ON_BEFORE_RE = regexes.compile(r"\b(?:on|aboard|our|their)\s+(?:[\w'’-]+\s+){0,2}$")
# Nobody, named by no noun: "nobody in our block was hurt".
_NOBODY_RE = regexes.compile(r"(?:nobody|no[\s-]one|none)\b")
# The writer's own people, by a noun of no group: "four of our lads", "none of our boys".
_OUR_RE = regexes.compile(r"\bour\s+$")
# ... or by the writer's side named after the noun: "Five lads from our lot", "two men of ours".
_FROM_OURS_RE = regexes.compile(
    r"\s+(?:(?:from|of)\s+our\s+(?:lot|mob|crew|bus|coach|group|party|own)\b|of\s+ours\b)")
# ... or named by an apposition: "four men, all Millwall supporters, ...", "two men, both police officers".
_APPOSITION_RE = regexes.compile(
    r"\s*,\s*(?=all\b|both\b|believed\b|thought\b|said\b|understood\b|reported\b|described\b)(?:all\s+|both\s+)?"
    r"(?:(?:believed|thought|said|understood|reported)\s+to\s+be\s+|described\s+as\s+)?"
    r"(?:[\w'’-]+\s+){0,3}?(?P<noun>[\w'’-]+)\s*,"
)


# The people a zero names after its noun: "no injuries to officers", "no arrests among the
# home fans", "no injuries to stewards or fans" (more than one group: see ``zero_group``), a
# verb of its record between: "No injuries were recorded among spectators or police".
_ZERO_OF_RE = regexes.compile(
    r"\s+(?:(?:were|was|have\s+been|has\s+been)\s+(?:(?:sustained|suffered)\s+by|"
    r"(?:recorded|reported|sustained|suffered|made|registered|logged)\s+(?:to|among|amongst|of|for|involving))|"
    rf"to|among|amongst|of|for|involving)\s+(?:any\s+of\s+)?(?:the\s+|any\s+|our\s+|their\s+)?"
    rf"(?:(?P<before>[\w'’-]+)\s+)?(?P<noun>{_NOUNS})\b"
    rf"(?P<more>\s*(?:,|or|and|nor)\s+(?:the\s+)?(?:[\w'’-]+\s+)?(?:{_NOUNS}|police)\b)?"
)
SEVERAL_GROUPS = "several"


# A zero of people named before it, by "them": "No Andorran supporters were involved ..., and
# there were no arrests among them".
_ZERO_AMONG_THEM_RE = regexes.compile(
    r"\s+(?:(?:(?:were|was|have\s+been|has\s+been)\s+)?(?:made|recorded|reported)\s+)?(?:among|amongst)\s+them\b")
_PLURAL_UNMARKED = frozenset({"police", "staff", "people", "men", "women"})


def zero_group(folded: str, end: int, start: int = 0) -> str | None:
    """The group the words after a zero's noun name ("no injuries to officers": police), ""
    for people of no group, ``SEVERAL_GROUPS`` for more than one ("to stewards or fans"),
    None when they name nobody.  A zero "among them" (the zero starting at ``start``) is of
    the people the nearest plural before it names, ``SEVERAL_GROUPS`` when that names no group:
    some people, never everyone."""
    if _ZERO_AMONG_THEM_RE.match(folded, end):
        plurals = [m for m in _NOUN_RE.finditer(folded, 0, start)
                   if m["noun"] not in _TRANSPARENT and (m["noun"].endswith("s") or m["noun"] in _PLURAL_UNMARKED)]
        group = group_of(plurals[-1]["noun"]) if plurals else ""
        return group or SEVERAL_GROUPS
    named = _ZERO_OF_RE.match(folded, end)
    if named is None:
        return None
    if named["more"]:
        return SEVERAL_GROUPS
    noun, before = named["noun"], named["before"] or ""
    if before and _NOUN_RE.fullmatch(before):
        return SEVERAL_GROUPS if group_of(before) != group_of(noun) else group_of(noun)
    return group_of(noun, before)


# The people a part "of them" is, named right after it: "seven people, five of them Sparta
# supporters", "of whom three were police officers".
# (The people, up to two words after the verb or "of them": a word before the noun may
# name another group, "police officers".)
# (The last of people nouns in a row: a club's name may hold one, "nine of them Red Star
# supporters", "five of them Young Boys fans".)
_NAMED_PEOPLE = (rf"(?:all\s+|both\s+)?(?:(?:[\w'’.-]+)\s+){{0,2}}?(?:(?P<before>[\w'’-]+)\s+)?(?P<noun>{_NOUNS})\b"
                 rf"(?:\s+(?P<then>{_NOUNS})\b)?")
_OF_THEM_NAMED_RE = regexes.compile(rf"\s+of\s+(?:them|whom|those)\s+(?:(?:are|were|was|is)\s+)?{_NAMED_PEOPLE}")


def _named_group(named) -> str:
    """The group of the people ``_NAMED_PEOPLE`` matched: its last noun's."""
    if named["then"]:
        return group_of(named["then"], named["noun"])
    return group_of(named["noun"], named["before"] or "")


def part_group(folded: str, start: int, end: int) -> str:
    """The group of a part "N of them" (at folded[start:end]) named right after it, or ""."""
    at = folded.find(" of ", start, end)
    named = _OF_THEM_NAMED_RE.match(folded, at) if at >= 0 else None
    return _named_group(named) if named is not None else ""


# The people a part "N of those arrested" is, named after "are": "Two of those arrested are
# Mallorca supporters", "One of those hurt was a steward", "three of those arrested by the
# Metropolitan Police are Southend supporters".
_NAMED_AFTER_ARE_RE = regexes.compile(
    # (by whom, between: "three of those arrested by the Metropolitan Police are Southend supporters")
    rf"(?:\s+by(?:\s+[\w'’.-]+){{1,4}}?)?\s+(?:are|were|was|is)\s+{_NAMED_PEOPLE}")


# ... or placed in the crowd by where they were or what they held: "four of those arrested
# held tickets for our away section", "Three of those detained were in the away end".
_PLACED_AFTER_ARE_RE = regexes.compile(
    r"(?:\s+by(?:\s+[\w'’.-]+){1,4}?)?(?:\s+(?:are|were|was|is|had\s+been)|"
    rf"\s+(?:held|had|have|has|bought|carried)\s+(?:match\s+)?tickets?)\s+(?:in|among|from|on|for)\s+{_CROWD_PLACE}")


def group_named_after_are(folded: str, end: int) -> str:
    """The group of the people named after "are" right after a count ending at ``end``, or
    "fans" for people placed in the crowd there, or ""."""
    named = _NAMED_AFTER_ARE_RE.match(folded, end)
    if named is not None:
        return _named_group(named)
    return "fans" if _PLACED_AFTER_ARE_RE.match(folded, end) else ""


def in_the_crowd(folded: str, pos: int) -> bool:
    """Whether the words at ``pos`` place people in the crowd ("in the away end", "in our block")."""
    return _IN_THE_CROWD_RE.match(folded, pos) is not None


def group_of(noun: str, before: str = "") -> str:
    """The group a people noun names ("" for people of no group); ``before`` is the word before it."""
    noun = noun.lower()
    group = GROUP_NOUNS.get(noun.split()[-1] if " " in noun else noun, UNSPECIFIED)
    if group and before:
        return _MODIFIED.get((noun, before.lower()), group)
    return group


def count_group(folded: str, start: int, end: int, default: str = UNSPECIFIED) -> str:
    """The group of the count at folded[start:end] (offsets in the folded sentence).

    The first people noun of its words names the group (a word of _TRANSPARENT is passed
    over); a noun of no group takes the group the words right after it give.  Words
    naming nobody ("two of them", "14 arrests") give ``default``.
    """
    for m in _NOUN_RE.finditer(folded, start, end):
        noun = m["noun"]
        after = _NOUN_NEXT_RE.match(folded, m.end(), end)
        if after is not None and after["noun"] not in _TRANSPARENT:
            continue  # a noun naming the next one: "No Red Star supporter" (not "a staff member")
        if noun in _TRANSPARENT:
            if _IN_THE_CROWD_RE.match(folded, m.end()):
                return "fans"  # "1,900-odd of us in the away end"
            if noun in _WRITERS_SIDE:
                return "fans"  # a fan's own account: "Not one of us was arrested", "two of ours"
            if noun in _MEMBERS and _OUR_RE.search(folded, max(start, m.start() - 5), m.start()):
                return "fans"  # a supporters' club's own: "Not one of our members was hurt"
            continue
        if noun in _VEHICLE_NOUNS and _ON_BEFORE_RE.search(folded, max(start, m.start() - 30), m.start()):
            continue
        word = _WORD_BEFORE_RE.search(folded, max(start, m.start() - 30), m.start())
        group = group_of(noun, word.group(1) if word is not None else "")
        if group or noun not in _UNSPECIFIED_NOUNS:
            return group
        if _IN_THE_CROWD_RE.match(folded, m.end()):
            return "fans"
        if _OUR_RE.search(folded, max(start, m.start() - 5), m.start()) or _FROM_OURS_RE.match(folded, m.end()):
            return "fans"  # a fan's own account: "four of our lads were arrested", "Five lads from our lot"
        if noun in _FANS_OWN_WORDS and _OF_THE_BEFORE_RE.search(folded, max(start, m.start() - 8), m.start()):
            return "fans"  # ... or "Three of the boys were lifted after a stushie in a bar"
        named = _APPOSITION_RE.match(folded, m.end())
        if named is not None:
            return group_of(named["noun"])
        return UNSPECIFIED
    nobody = _NOBODY_RE.match(folded, start)
    if nobody is not None and _IN_THE_CROWD_RE.match(folded, nobody.end()):
        return "fans"  # "nobody in our block was hurt", "no one in the away end"
    return default


# A running total's people, named in the total before its number: "bringing the number of
# fans detained to 14", "the number of supporters arrested had climbed to 16".
_TOTAL_OF_PEOPLE_RE = regexes.compile(
    rf"\b(?:number|total|tally|count)\s+of\s+(?P<noun>{_NOUNS})\s+(?:arrested|detained|held|injured|hurt)\b"
    r"[^,;:.]*$")
TOTAL_REACH = 90  # characters back from the count


def total_group(folded: str, start: int) -> str:
    """The group of a running total's people named before its number, or ""."""
    m = _TOTAL_OF_PEOPLE_RE.search(folded, max(0, start - TOTAL_REACH), start)
    return group_of(m["noun"]) if m is not None else UNSPECIFIED


# "All" or "both" before a bare number: the people of that number named before it in the
# sentence ("We know of three of ours, and all three were picked up").
_ALL_BEFORE_RE = regexes.compile(r"\b(?:all|both)\s+$")
_NUMBER_OF_PEOPLE_RE = regexes.compile(
    rf"\b(?P<n>\d+|[a-z]+)\s+(?:of\s+(?P<ours>ours|us)\b|(?:[\w'’-]+\s+)?(?P<noun>{_NOUNS})\b)")


def all_of_them_group(folded: str, start: int, number: int | None) -> str:
    """The group of a bare count after "all" or "both" ("all three were picked up"): that of the
    last people of the same number named before it in the sentence, or ""."""
    if number is None or not _ALL_BEFORE_RE.search(folded, max(0, start - 5), start):
        return UNSPECIFIED
    group = UNSPECIFIED
    for m in _NUMBER_OF_PEOPLE_RE.finditer(folded, 0, start):
        if words_to_int(m["n"]) == number:
            group = "fans" if m["ours"] else group_of(m["noun"])
    return group


# Victims named by a bare number after their group: "objects were thrown at officers,
# and one was injured", "stewards were attacked and two needed treatment".
_VICTIM_KINDS = frozenset({"injuries", "deaths"})
ANTECEDENT_REACH = 80  # characters back from the count
# People "among" a count that follows are a part of it, not who it counts: "Two officers were
# among the four injured" (four people, two of them officers).
_AMONG_BEFORE_RE = regexes.compile(r"\b(?:among|amongst)\s+(?:the|those)\s+$")


def antecedent_group(folded: str, kind: str, start: int, end: int) -> str:
    """The group of a victim count that names nobody ("one was injured"): the group of
    the nearest people noun before it in its sentence, within ``ANTECEDENT_REACH``;
    "" when there is none, it names no group, or the count names people itself.
    Only injuries and deaths: who was arrested is not who the clause named last
    ("fans clashed with officers and two were arrested")."""
    if kind not in _VICTIM_KINDS or _NOUN_RE.search(folded, start, end):
        return UNSPECIFIED
    nouns = list(_NOUN_RE.finditer(folded, max(0, start - ANTECEDENT_REACH), start))
    # "them" stands for the people named before it: "Nine police officers were injured, none
    # of them seriously; two were taken to hospital" (two officers)
    while len(nouns) > 1 and nouns[-1]["noun"] in _PRONOUNS:
        nouns.pop()
    nearest = nouns[-1] if nouns else None
    if nearest is None or nearest["noun"] in _TRANSPARENT:
        return UNSPECIFIED
    if _AMONG_BEFORE_RE.search(folded, nearest.end(), start):
        return UNSPECIFIED  # a total with them among it: "Two officers were among the four injured"
    word = _WORD_BEFORE_RE.search(folded, max(0, nearest.start() - 30), nearest.start())
    return group_of(nearest["noun"], word.group(1) if word is not None else "")


# Nouns of people of no group whose place or apposition may name one.
_UNSPECIFIED_NOUNS = frozenset({
    "people", "persons", "person", "men", "man", "women", "woman", "boys", "boy", "girls", "girl", "individuals",
    "individual", "adults", "adult", "teenagers", "teenager", "teens", "juveniles", "juvenile", "lads",
    "youngsters", "youngster", "males", "females", "locals", "local", "lot", "mob", "group", "party", "own", "brothers",
    "guys", "guy", "blokes", "bloke", "fellas", "fella", "chaps",
})
