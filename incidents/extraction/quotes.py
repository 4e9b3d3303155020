"""Quotations and who said them.

Pairing: double marks (" “ ”) first, then single marks (' ‘ ’) outside them.
A single mark between letters (didn't, West Ham's) or after a plural s with no
open single quote (the Hammers' win) is an apostrophe.  A quotation whose
paragraph ends unclosed continues when the next paragraph opens with a
quotation mark (newspaper style for long quotes); it becomes ONE quotation.

Attribution looks left of the opening mark ("X said:", "X told BBC Radio 5 live
it", "..., adding:", "A statement read:", "According to X,") and then right of the
closing mark ('"...," said X', '"...," X, 54, told the Gazette', '"...," according
to X').  A second quotation takes the first one's speaker after '"...," said X, who
... . "..."' and in the same reported sentence ('X said it was "vile" and that it
would "..."').  A paragraph after a line ending with a colon takes the speaker of
that line, or the organisation that "put out a statement" in it.  A quotation
after "sang", "chanted" or "a banner" is a chant, nobody's utterance.

Speakers are normalised by ``Speakers``: titles, role nouns and a leading force or
club name are dropped ("Greater Manchester Police Assistant Chief Constable X",
"Prosecutor X", "X MP"); a spokesperson with a name ("police spokesman X") is that
person; an unnamed fan ("A Leeds fan who ...") is "fan"; "one said" is one of the
group named last ("two stewards" -> "steward"); a lone word that opens an
organisation's name ("Hansa" after "Hansa Rostock") is that organisation.  Forces
may be several words ("Devon and Cornwall Police", "Police Scotland").

Vocabulary: the verbs of agency and tabloid copy (fumed, lamented, reflected, hit
out, quipped ...) work on either side of the quotation; '"...," Jo Hart, the club's
chief executive, said' and '"...," said Jo Hart, a season ticket holder' take the
role from the apposition.  Unnamed non-fans get their noun ("a steward" ->
"steward", "a local resident" -> "resident", "a passer-by"; "an official" ->
role official); "a police source" / "a club source" speak for the force or club.
"The club said" with no club named is "club".  A club the gazetteer does not know
is found by the shape of its name ("Ashby Rovers", "Kelso United").  The words on
placards and banners ('placards saying "..."', 'a banner which read "..."') are
no one's utterance.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass, field

from . import gazetteer, regexes
from .text import fold


# Upper- and lower-case letters, accented ones included ("Óscar Peñalver").
_UP = "A-ZÀ-ÖØ-Þ"
_LOW = "a-zß-öø-ÿ"
_DOUBLE_MARKS = "\"“”„"
_SINGLE_MARKS = "'‘’‚"
_WORD_RE = regexes.compile(r"[\w'’-]+")

_VERBS = (
    r"said|says|say|added|adds|adding|saying|told|tells|telling|explained|explaining|"
    r"admitted|admits|insisted|insists|claimed|claims|stated|states|continued|"
    r"commented|warned|warns|revealed|confirmed|tweeted|wrote|writes|posted|declared|"
    r"described|describing|called|calling|urged|vowed|pleaded|read|reads|stressed|"
    r"asked|replied|conceded|acknowledged|remarked|announced|noted|argued|suggested|"
    r"believes|believed|thinks|thought|felt|feels|praised|condemned|branded|labelled|"
    r"slammed|blasted|fumed|raged|hit\s+out|went\s+on|expressed|told\s+[\w\s.']{1,40}?|"
    # "X put it this way:", "The FA put this out:", "A reader emails:", "X had this to say:"
    r"put\s+it|put\s+(?:this|that)\s+out|had\s+this\s+to\s+say|"
    r"summed\s+(?:it\s+)?up|responded|reacted|recalled|recalls|emails|emailed|texts|texted|messaged|"
    r"lamented|laments|reflected|reflects|reiterated|recounted|joked|quipped|explains|insisting|warning|"
    r"fumes|rages|blasts|slams|stresses|reveals|confirms|concedes|admitting|replies|commenting|"
    r"pointed\s+out|went\s+on\s+to\s+say"
)
# Verbs that follow their subject after a quotation ('"...," X lamented').
_RIGHT_VERBS = (
    r"said|says|added|adds|told|explained|claimed|insisted|admitted|warned|stated|read|reads|"
    r"wrote|writes|posted|tweeted|confirmed|continued|commented|revealed|stressed|conceded|urged|vowed|"
    r"pleaded|fumed|raged|blasted|slammed|lamented|reflected|recalled|acknowledged|replied|remarked|"
    r"noted|declared|explains|joked|quipped|observed|complained|protested|reiterated|recounted"
)
# Case-insensitive rules marked "on fold(text)" are compiled without re.I and run on
# text.fold of the text (see text.py: the same matches, faster); captured text is
# re-read from the original at the same offsets.
# A rule searched for at every place that opens with \b or a lookbehind is led by a
# lookahead for the class its every match opens with ("(?=[a-z])"): the engine then
# gives up at once at the other places, instead of trying the rest of the rule there.
_LEFT_VERB_RE = regexes.compile(rf"\b(?=[a-z])(?P<verb>{_VERBS})\b")  # on fold(text)
_RIGHT_RE = regexes.compile(
    rf"^\s*[,.]?\s*(?:(?P<verb1>{_VERBS})\s+(?P<subj1>[^,.;:\"“”]{{1,80}}?)(?=[,.;]|\s+(?:on|in|at|after|before|who|when|as)\b|$)"
    rf"|(?P<subj2>[^,.;:\"“”]{{1,80}}?)\s+(?P<verb2>{_RIGHT_VERBS})\b"
    # '"...," Jo Hart, the club's chief executive, said': a name, its role in apposition, the verb
    rf"|(?P<subj4>[{_UP}][^,.;:\"“”]{{1,40}}?,\s+(?:the|a|an|who\s+is)\s+[^,.;:\"“”]{{1,60}}?),\s+(?:{_RIGHT_VERBS})\b"
    rf"|according\s+to\s+(?P<subj3>[^,.;:\"“”]{{1,80}}?)(?=[,.;]|\s+(?:on|in|at|after|before|who|when|as)\b|$))",
    re.I,
)
# Where a new clause starts: a subject is taken from the end of the last one (or from the start).
_CLAUSE_BREAK_RE = regexes.compile(r"[.!?;]\s+|,\s*(?:while|but|and|whereas|as)\s+|\s[-–—]\s", re.I)

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
# The words naming each role, in order of precedence (see _role).
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


_POLICE_ORG_RE = regexes.compile(
    r"\b(?=[A-Zt])(?:(?:[Tt]he\s+)?(?P<met>Metropolitan\s+Police(?:\s+Service)?|Met\s+Police|Met\b|Scotland\s+Yard)"
    r"|(?P<scotland>Police\s+Scotland)"
    r"|(?P<force>(?:(?!The\b|A\b|An\b)[A-Z][a-z]+\s+(?:and\s+(?=[A-Z])(?!Police\b))?){1,3}Police(?:\s+Service)?))",
)
_BODY_NAMES = (
    r"FA|Football\s+Association|UEFA|FIFA|EFL|English\s+Football\s+League|Football\s+League|"
    r"Premier\s+League|SPFL|Scottish\s+FA|KNVB|DFB|CONMEBOL|CONCACAF"
)
_BODY_RE = regexes.compile(rf"\b(?P<body>{_BODY_NAMES})\b")
# The letters a fullmatch of _BODY_RE opens with.
_BODY_INITIALS = frozenset(name[0] for name in regexes.alternatives(_BODY_NAMES))
_BODY_CANON = {"football association": "FA", "english football league": "EFL", "football league": "EFL",
               "scottish fa": "Scottish FA"}
_NAME_RE = regexes.compile(rf"(?:[{_UP}][\w'’.-]*)(?:\s+(?:[{_UP}][\w'’.-]*|de|van|von|da|di|del|dos|le|la))*")
_PRONOUN_PERSON_RE = regexes.compile(r"\b(?:he|she)\s*$", re.I)
_PRONOUN_ORG_RE = regexes.compile(r"\b(it|they|the\s+club|the\s+force|police)\s*$", re.I)
_PRONOUN_ORG_KIND = {"club": "club", "force": "police", "police": "police"}
_PRONOUN_ORG_LAST = "tTyYbBeE"  # the last letters of it, they, club, force, police (under re.I too)
_PERSON_WORD = rf"(?:[{_UP}]{{1,3}}\s+|[{_UP}][{_LOW}'’-]+\s+)"
_PERSON_LAST = rf"[{_UP}][{_LOW}'’-]+(?:-[{_UP}][{_LOW}]+)?"
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
_TITLED_PERSON_RE = regexes.compile(
    rf"(?P<title>{_TITLE_WORDS})\.?\s+"
    rf"(?P<name>{_PERSON_WORD}{{1,3}}?{_PERSON_LAST})"
)
_OFFICIAL_TITLES = frozenset({"Councillor", "Cllr", "Prosecutor", "Judge", "Magistrate"})
# "Ana Ruiz, the visiting club's president,": the name, then its role in apposition.  Found
# from the ", the" (cheap to scan for): the name must end just before it.
_APPOSITION_START_RE = regexes.compile(r",\s+(?:the|a|an)\s+")
_APPOSITION_NAME_RE = regexes.compile(
    rf"(?=[{_UP}])(?<![\w'’-])(?P<name>{_PERSON_WORD}{{1,2}}{_PERSON_LAST})$"
)
_APPOSITION_ROLE_RE = regexes.compile(
    rf"(?P<role>[^,.;:\"“”\n]{{0,50}}?\b(?:{_INTRO_ROLES})\b[^,.;:\"“”\n]{{0,30}}?),"
)

# Compiled once rather than passed as strings to re.search/re.sub per call.
_ORG_PHRASE_RE = regexes.compile(r"\b(?:statement|spokes(?:man|woman|person)|club|source|force)\b", re.I)
_HEAD_SPLIT_RE = regexes.compile(r"\s+(?:of|from|at|for|with|on|in|who|after|before)\s+")
_ORG_WORD_RE = regexes.compile(
    r"\b(?:bbc|sky|itv|radio|news|sport|sports|united|city|stadium|police|"
    r"association|league|club|fc|cup|hq|times|guardian|mail|sun|mirror)\b"
)
_SERVICE_RE = regexes.compile(r"\s+Service$")
_ADVERBIAL_RE = regexes.compile(
    r"\s+(?:also|later|then|has|have|had|was|were|is|previously|earlier|today|yesterday|"
    r"tonight|last\s+night|in\s+a\s+statement)\s*$",
    re.I,
)
# The last words of _ADVERBIAL_RE's matches ("night" of "last night").
_ADVERBIAL_ENDINGS = (
    "also", "later", "then", "has", "have", "had", "was", "were", "is", "previously", "earlier",
    "today", "yesterday", "tonight", "night", "statement",
)


@dataclass(slots=True)
class Quote:
    start: int
    end: int
    segments: list[tuple[int, int]]
    speaker: str = ""
    role: str = ""
    words: int = 0


@dataclass(slots=True)
class Speakers:
    """People and organisations named so far, for resolving "He" and "Bilic"."""

    body: str
    people: list[tuple[int, str, str]] = field(default_factory=list)  # (pos, name, role)
    orgs: list[tuple[int, str, str]] = field(default_factory=list)
    folded: str = field(init=False, repr=False, compare=False)  # fold(body), for rules run on it

    def __post_init__(self) -> None:
        self.folded = fold(self.body)

    def scan(self, club_mentions: list[gazetteer.Mention] | None = None) -> None:
        """Collect people and organisations; ``club_mentions`` is ``gazetteer.clubs(body)`` if known."""
        reversed_body = self.body[::-1]  # for the scans that look leftwards
        hits = _keyword_hits(self.body)
        for m in _person_intros(self.body, reversed_body):
            start = max(0, m.start() - 40)
            name = _strip_titles(m["name"])
            if name and not _is_org(name):
                role = _role(self.body[start:m.end()], self.folded[start:m.end()])
                self.people.append((m.start("name"), name, role))
        for m in _matches_at(_TITLED_PERSON_RE, self.body, hits[_TITLE]):
            if m.start() and self.body[m.start() - 1].isalnum():
                continue
            name = _strip_titles(m["name"])
            if " " in name and not _is_org(name):
                self.people.append((m.start("name"), name, "official" if m["title"] in _OFFICIAL_TITLES else "police"))
        for comma in _APPOSITION_START_RE.finditer(self.body):
            named = _APPOSITION_NAME_RE.search(self.body, max(0, comma.start() - 60), comma.start())
            described = _APPOSITION_ROLE_RE.match(self.body, comma.end()) if named is not None else None
            if described is not None:
                name = _strip_titles(named["name"])
                if " " in name and not _is_org(name):
                    self.people.append((named.start("name"), name, _role(described["role"])))
        for m in _police_orgs(self.body, reversed_body, hits[_POLICE_KEY]):
            self.orgs.append((m.start(), _police_name(m), "police"))
        for start, name in _place_police(self.body):
            self.orgs.append((start, name, "police"))
        for m in _matches_at(_BODY_RE, self.body, hits[_BODY]):
            self.orgs.append((m.start(), _body_name(m["body"]), "governing_body"))
        mentions = gazetteer.clubs(self.body) if club_mentions is None else club_mentions
        for club in mentions:
            # "Lyon police" is a force, not the club.  _POLICE_AFTER_RE is tried only where it
            # can match: after white space, "p" or more white space.
            after = self.folded[club.end + 1:club.end + 2]
            if (after == "p" or after.isspace()) and _POLICE_AFTER_RE.match(self.body, club.end):
                continue
            self.orgs.append((club.start, club.name, "club"))
        suffixes = _matches_at(_CLUB_SHAPE_KEY_RE, self.body, hits[_CLUB_SUFFIX])
        for start, name in _club_shaped(self.body, suffixes):
            end = start + len(name)
            for club in mentions:  # one the gazetteer found overlaps it: already known
                if club.start <= start < club.end or start <= club.start < end:
                    break
            else:
                self.orgs.append((start, name, "club"))  # a club the gazetteer does not know ("Ashby Rovers")
        self.people.sort()
        self.orgs.sort()

    def last_person(self, pos: int) -> tuple[str, str] | None:
        index = bisect_right(self.people, (pos, "\uffff"))
        return self.people[index - 1][1:] if index else None

    def last_org(self, pos: int, role: str = "") -> tuple[str, str] | None:
        index = bisect_right(self.orgs, (pos, "\uffff"))
        for _, name, org_role in reversed(self.orgs[:index]):
            if not role or org_role == role:
                return name, org_role
        return None

    def by_surname(self, token: str, pos: int) -> tuple[str, str] | None:
        for p, name, role in reversed(self.people):
            if p < pos and (name.split()[-1] == token or name.split()[0] == token):
                return name, role
        return None

    def org_word(self, token: str, pos: int) -> tuple[str, str] | None:
        """The organisation named before ``pos`` whose name opens with ``token``."""
        for p, name, role in reversed(self.orgs):
            if p < pos and name.split()[0] == token:  # "Hansa" for Hansa Rostock, "Rangers" for Rangers
                return name, role
        return None

    def club_opening(self, pos: int) -> tuple[str, str] | None:
        """The club a statement quoted at ``pos`` opens by naming ("Hibernian condemn ..."):
        a club's statement speaks of the club in the third person."""
        opening = self.body[pos:pos + 60]
        for club in gazetteer.clubs(opening)[:1]:
            if club.start <= 5:
                return club.name, "club"
        for start, name in _club_shaped(opening)[:1]:
            if start <= 5:
                return name, "club"
        return None

    def org_named(self, token: str, pos: int) -> tuple[str, str] | None:
        """The organisation named before ``pos`` that is ``token`` or opens or ends with it."""
        for p, name, role in reversed(self.orgs):
            if p < pos and (name == token or name.split()[0] == token or name.split()[-1] == token):
                return name, role
        return None

    def remember(self, pos: int, name: str, role: str) -> None:
        if name and " " in name:
            self.people.append((pos, name, role))
            self.people.sort()

    def resolve(self, phrase: str, pos: int) -> tuple[str, str]:
        """Normalise a subject phrase ("West Ham boss Slaven Bilic") to (speaker, role)."""
        phrase = phrase.strip(" ,:")
        if not phrase:
            return "", ""
        # The pronoun may follow an adverbial: "In a statement, it", "Speaking later, he".
        tail = phrase.rsplit(",", 1)[-1].strip()
        short_tail = len(tail.split()) <= 2
        # The pronoun regexes are tried only when the tail ends with their last letters.
        if short_tail and tail[-2:].lower() == "he" and _PRONOUN_PERSON_RE.search(tail):
            found = self.last_person(pos)
            return found if found else ("", "")
        pronoun = None
        if short_tail and tail[-1:] in _PRONOUN_ORG_LAST:
            pronoun = _PRONOUN_ORG_RE.search(tail)
        if pronoun is not None:
            # "the club" is the club named last, "the force" the force named last, even
            # when another kind of organisation was named after it.
            kind = _PRONOUN_ORG_KIND.get(pronoun.group(1).lower().split()[-1], "")
            found = self.club_opening(pos) if kind == "club" else None
            found = found or (self.last_org(pos, kind) if kind else None) or self.last_org(pos)
            if not found and kind:
                return kind, kind  # "the club said" with no club named: the club, unnamed
            return found if found else ("", "")
        if phrase[0] in "oOaA" and _ONE_OF_RE.fullmatch(phrase):  # "one", "another" open so
            return self.one_of(pos)
        # _role(phrase), up to eight regex searches, is worked out only on the paths using it.
        name = ""
        segments = phrase.split(",")
        # The speaker is usually the last comma segment ("Speaking later, Bilic")
        # unless that is an apposition ("Ian, a Chelsea supporter who ...,").
        for segment in [segments[-1], *segments[:-1]]:
            head = _HEAD_SPLIT_RE.split(segment, maxsplit=1)[0]
            # "A spokesman for the club", not "Amy Clarke of the supporters' club": the
            # head decides; "police spokesman Jo Hart" is still a person.
            named_spokes = _SPOKES_NAME_RE.search(head) if "pokes" in head else None
            if named_spokes is not None:
                head = named_spokes["name"]
            elif _ORG_PHRASE_RE.search(head):
                continue
            candidates = list(_NAME_RE.finditer(head))
            for index, found in enumerate(candidates):
                if index + 1 < len(candidates):
                    between = head[found.end():candidates[index + 1].start()].split()
                    if between and between[-1].lower() in TITLES and all(w.islower() for w in between):
                        continue  # "Newham councillor Rachel Tate": a place, then the role, then the name
                stripped = _strip_titles(_without_org_prefix(found.group()))
                if stripped and stripped.lower() not in _TIME_WORDS and not _is_org(stripped):
                    name = stripped
                    break
            if name:
                break
        if name:
            role = _role(phrase)
            if " " not in name:
                known = self.by_surname(name, pos)
                if known:
                    return known[0], role or known[1]
                known = self.org_word(name, pos)
                if known:
                    return known  # "Hansa" after "Hansa Rostock" was named
            elif not role:
                known = self.by_surname(name.split()[-1], pos)
                role = known[1] if known and known[0] == name else ""
            self.remember(pos, name, role)
            return name, role
        head = _HEAD_SPLIT_RE.split(phrase, maxsplit=1)[0]
        if _FAN_HEAD_RE.search(head) or _UNNAMED_FAN_RE.match(phrase):
            # "A Plymouth fan who was in the away end", "One Leeds supporter",
            # "One Hibs fan caught up in the crush": an unnamed fan, not the club named
            return "fan", "fan"
        unnamed = _UNNAMED_RE.match(phrase)
        if unnamed is not None:
            # "A steward, who asked not to be named", "a local resident", "a police source"
            noun = unnamed["noun"].lower()
            if noun in _ORG_NOUNS:
                org = _org_in(phrase, self)
                if org:
                    return org
                role = _role(phrase)
                if role in {"police", "club"}:
                    return self.last_org(pos, role) or (role, role)
                if noun == "official":
                    return "official", "official"
            return _UNNAMED_NOUNS.get(noun, noun), "official" if noun == "official" else ""
        org = _org_in(phrase, self)
        if org:
            return org
        role = _role(phrase)
        shaped = _CLUB_SHAPE_RE.search(phrase)
        if shaped is not None and not role:
            return _club_shaped_name(shaped), "club"
        if _LONE_NAME_RE.fullmatch(phrase):
            # "City told the paper ...": a lone word of an organisation named earlier
            # ("Manchester City"), or its whole name ("Rangers")
            known = self.org_named(phrase, pos)
            if known:
                return known
        if _SPOKES_RE.search(phrase) and not _CLUB_WORD_RE.search(phrase):
            # "A spokeswoman told us": for the organisation named last, whatever it is
            # ("a force spokesman": the police force named last).
            found = self.last_org(pos, "police") if role == "police" else self.last_org(pos)
            if found:
                return found
        if role == "police":
            return self.last_org(pos, "police") or ("police", "police")
        if role == "fan":
            return "fan", "fan"
        if role == "club":
            found = self.last_org(pos, "club")
            return found if found else ("club", "club")
        return "", role

    def one_of(self, pos: int) -> tuple[str, str]:
        """"one said": one of the people a group noun named last ("two stewards I spoke to")."""
        found = None
        for found in _GROUP_RE.finditer(self.body, max(0, pos - 600), pos):
            pass
        if found is None:
            return "", ""
        noun = found.group(1).lower()
        single = noun[:-2] if noun.endswith("sses") else noun[:-1]
        return single, _role(single)


_SPOKES_RE = regexes.compile(r"\bspokes(?:man|woman|person)\b", re.I)
_SPOKES_NAME_RE = regexes.compile(
    rf"\b[Ss]pokes(?:man|woman|person)\s+(?P<name>[{_UP}][{_LOW}'’-]+(?:\s+[{_UP}][\w'’-]*)+)\s*$"
)
_POLICE_AFTER_RE = regexes.compile(r"\s+police\b", re.I)
_FAN_HEAD_RE = regexes.compile(
    r"\b(?:fan|supporter|season[- ]ticket[- ]holder|spectator|eyewitness|witness|onlooker|fans|supporters|"
    r"reader|listener|viewer|caller)\s*$", re.I
)
# "One Hibs fan caught up in the crush", "A home supporter standing near the front": an
# article, up to three words naming the side, the fan noun, then no name.
_UNNAMED_FAN_RE = regexes.compile(
    r"(?:a|an|one|another)\s+(?:[\w'’-]+\s+){0,3}?(?:fan|supporter|season[- ]ticket[- ]holder|spectator|"
    r"eyewitness|witness|onlooker|reader|listener|viewer|caller)\b(?!\s*,\s*[A-Z])(?![\w'’-])",
    re.I,
)
# "On Monday afternoon Arsenal put this out": a day or month is no speaker.
_TIME_WORDS = frozenset(
    "monday tuesday wednesday thursday friday saturday sunday january february march april may june july "
    "august september october november december today yesterday tonight".split()
)
_LONE_NAME_RE = regexes.compile(rf"[{_UP}][{_LOW}]+")
_ONE_OF_RE = regexes.compile(r"(?:one|another|one\s+of\s+them|another\s+of\s+them)", re.I)
_GROUP_RE = regexes.compile(
    r"\b(stewards|fans|supporters|officers|witnesses|eyewitnesses|spectators|players|residents|"
    r"volunteers|parents|locals|onlookers)\b",
    re.I,
)
_CLUB_WORD_RE = regexes.compile(r"\bclub\b", re.I)
# Unnamed speakers who are not fans, by their noun: "a steward", "a local resident", "a police source".
_UNNAMED_RE = regexes.compile(
    r"(?:a|an|one|another)\s+(?:[\w'’-]+\s+){0,3}?(?P<noun>stewards?|residents?|locals?|passers?-by|bystanders?|"
    r"shopkeepers?|publicans?|landlord|landlady|paramedics?|volunteers?|sources?|insiders?|officials?)"
    r"(?![\w'’-])(?!\s*,\s*(?-i:[A-Z]))",
    re.I,
)
_ORG_NOUNS = frozenset({"source", "sources", "insider", "insiders", "official", "officials"})
_UNNAMED_NOUNS = {"local": "resident", "locals": "resident", "stewards": "steward", "residents": "resident",
                  "passers-by": "passer-by", "bystanders": "bystander", "paramedics": "paramedic",
                  "volunteers": "volunteer", "shopkeepers": "shopkeeper", "publicans": "publican",
                  "landlady": "landlord", "officials": "official", "sources": "source", "insiders": "source",
                  "insider": "source"}
# A club the gazetteer does not know, by the shape of its name: "Ashby Rovers", "Kelso United".
_CLUB_SUFFIXES = (
    "United|City|Town|Rovers|Athletic|Wanderers|Albion|County|Harriers|Borough|Rangers|Villa|Thistle|"
    "Academicals|Hotspur|FC|AFC"
)
_CLUB_SHAPE_RE = regexes.compile(
    rf"(?=[A-Z])(?<![\w'’-])(?P<name>(?:[A-Z][a-z]+\s+){{1,2}}(?:{_CLUB_SUFFIXES}))\b(?!\s+(?:[A-Z]|police\b))"
)
_CLUB_SHAPE_KEY_RE = regexes.compile(rf"\b(?:{_CLUB_SUFFIXES})\b")  # the suffix word alone


def _club_shaped_name(m: re.Match) -> str:
    words = m["name"].split()
    while words and words[0].lower() in _NOT_PLACES:
        words.pop(0)
    return " ".join(words) if len(words) >= 2 else ""


def _club_shaped(body: str, keys: list[re.Match] | None = None) -> list[tuple[int, str]]:
    """(start, name) of every club-shaped name, searched only just before its suffix word;
    ``keys`` are the _CLUB_SHAPE_KEY_RE matches in ``body`` if known."""
    out = []
    for key in _CLUB_SHAPE_KEY_RE.finditer(body) if keys is None else keys:
        m = _CLUB_SHAPE_RE.search(body, max(0, key.start() - 40), key.end() + 1)
        while m is not None and m.end() < key.end():
            m = _CLUB_SHAPE_RE.search(body, m.end(), key.end() + 1)
        if m is not None and m.end() == key.end():
            name = _club_shaped_name(m)
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


def _place_police(body: str) -> list[tuple[int, str]]:
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
# only where the words their matches open with (hold, for _POLICE_ORG_RE) stand.
# Those words open with a capital, which few characters are, so one regex of them all
# (whose first character the engine checks with its fast class test) finds them.
_TITLE, _BODY, _CLUB_SUFFIX, _POLICE_KEY = range(4)
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
    rf"[{_UP}](?=\s+,?(?P<opener>{'|'.join(_OPENERS_REVERSED)})\b)"
)


def _keyword_hits(body: str) -> list[list[tuple[int, int]]]:
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


def _matches_at(pattern: re.Pattern, text: str, hits: list[tuple[int, int]]) -> list[re.Match]:
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


def _person_intros(body: str, reversed_body: str) -> list[re.Match]:
    """``list(_PERSON_INTRO_RE.finditer(body))``, tried only where an opening word stands
    before a capital (``reversed_body`` is ``body[::-1]``)."""
    size = len(body)
    starts = [(size - m.end("opener"), size - m.start("opener"))
              for m in _OPENER_BEFORE_CAPITAL_RE.finditer(reversed_body)]
    starts.reverse()
    return _matches_at(_PERSON_INTRO_RE, body, starts)


def _police_orgs(body: str, reversed_body: str, keys: list[tuple[int, int]]) -> list[re.Match]:
    """``list(_POLICE_ORG_RE.finditer(body))``, searched only around ``keys``, the spans of
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
        m = _POLICE_ORG_RE.search(body, lo, hi + 1)
        if m is not None:
            out.append(m)
            pos = m.end()
    return out


def _strip_titles(name: str) -> str:
    words = (name.replace(".", " ") if "." in name else name).split()
    while words and words[0].lower() in TITLES:
        words.pop(0)
    while words and words[-1].lower() in TITLES:
        words.pop()
    return " ".join(words)


def _without_org_prefix(candidate: str) -> str:
    """ "Greater Manchester Police Assistant Chief Constable Jo Bell" -> "Assistant Chief Constable Jo Bell";
    a force or club name on its own ("Cornwall Police") leaves nothing."""
    police = _POLICE_ORG_RE.match(candidate) if _has_police_key(candidate) else None
    if police is not None:
        return candidate[police.end():]
    if " " in candidate:
        club = gazetteer.clubs(candidate)
        if club and club[0].start == 0 and club[0].end < len(candidate):
            return candidate[club[0].end:]
    return candidate


def _is_org(name: str) -> bool:
    low = name.lower()
    if (_has_police_key(name) and _POLICE_ORG_RE.search(name)) or (
            name[:1] in _BODY_INITIALS and _BODY_RE.fullmatch(name)):
        return True
    if _ORG_WORD_RE.search(low):
        return True
    return bool(gazetteer.clubs(name))


def _has_police_key(text: str) -> bool:
    """False when ``_POLICE_ORG_RE`` cannot match: its every match holds one of these."""
    return "Police" in text or "Met" in text or "Scotland" in text


def _role(phrase: str, folded: str | None = None) -> str:
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


def _police_name(match: re.Match) -> str:
    if match["met"]:
        return "Metropolitan Police"
    if match["scotland"]:
        return "Police Scotland"
    return _SERVICE_RE.sub("", " ".join(match["force"].split()))


def _body_name(text: str) -> str:
    key = " ".join(text.split())
    return _BODY_CANON.get(key.lower(), key)


def _org_in(phrase: str, speakers: Speakers) -> tuple[str, str] | None:
    # The earliest organisation is the subject ("The Met made arrests after West Ham's win").
    found: list[tuple[int, str, str]] = [(c.start, c.name, "club") for c in gazetteer.clubs(phrase)[:1]]
    police = _POLICE_ORG_RE.search(phrase) if _has_police_key(phrase) else None
    if police:
        found.append((police.start(), _police_name(police), "police"))
    body = _BODY_RE.search(phrase)
    if body:
        found.append((body.start(), _body_name(body["body"]), "governing_body"))
    if not found:
        return None
    _, name, role = min(found)
    return name, role


def _mark_positions(body: str, marks: str) -> list[int]:
    """Where any of the characters ``marks`` stands, in text order (a str.find per
    character is several times faster than a regex character class over a report)."""
    out = []
    for mark in marks:
        pos = body.find(mark)
        while pos >= 0:
            out.append(pos)
            pos = body.find(mark, pos + 1)
    out.sort()
    return out


# What a quotation mark is depends only on the classes of the characters beside it:
# white space, punctuation a quotation may open after, letter or digit, anything else.
# Marks are classified by table lookups (the classes of ASCII characters looked up too).
_SPACE, _OPENER, _ALNUM, _OTHER = "space", "opener", "alnum", "other"


def _char_class(c: str) -> str:
    if c.isspace():
        return _SPACE
    if c in "([{—–-:/":
        return _OPENER
    return _ALNUM if c.isalnum() else _OTHER


_ASCII_CLASS = {c: _char_class(c) for c in map(chr, range(128))}


def _mark_kind(mark: str, before: str, after: str) -> str:
    """Opening ("o") and/or closing ("c") for ``mark`` between characters of the classes
    ``before`` and ``after``; ambiguous straight marks get "oc", an apostrophe ""."""
    single = mark in _SINGLE_MARKS
    if single and before == _ALNUM and after == _ALNUM:
        return ""  # didn't, West Ham's
    can_open = before in (_SPACE, _OPENER) and after != _SPACE
    can_close = before != _SPACE and after != _ALNUM
    if single:
        if mark == "‘":
            can_close = False
        if mark == "’" and not can_close:
            return ""
    elif mark in "“„":
        can_close = can_close and not can_open
    elif mark == "”":
        can_open = False
    return ("o" if can_open else "") + ("c" if can_close else "")


_CLASSES = (_SPACE, _OPENER, _ALNUM, _OTHER)
_MARK_KINDS = {
    (mark, before, after): _mark_kind(mark, before, after)
    for mark in _DOUBLE_MARKS + _SINGLE_MARKS for before in _CLASSES for after in _CLASSES
}


def _marks(body: str, marks: str) -> list[tuple[int, str]]:
    """Opening ("o") and closing ("c") marks; ambiguous straight marks get "oc"."""
    out = []
    last = len(body) - 1
    for i in _mark_positions(body, marks):
        before = body[i - 1] if i else " "
        after = body[i + 1] if i < last else " "
        kind = _MARK_KINDS[body[i],
                           _ASCII_CLASS[before] if before < "\x80" else _char_class(before),
                           _ASCII_CLASS[after] if after < "\x80" else _char_class(after)]
        if kind:
            out.append((i, kind))
    return out


def find_quotations(body: str, paragraphs: list[tuple[int, int]]) -> list[Quote]:
    quotes = _pair(body, paragraphs, _marks(body, _DOUBLE_MARKS), False)
    if "'" in body or "‘" in body:
        taken = [(q.start, q.end) for q in quotes]
        singles = [m for m in _marks(body, _SINGLE_MARKS) if not _inside(m[0], taken)]
        quotes += _pair(body, paragraphs, singles, True)
        quotes.sort(key=lambda q: q.start)
    return quotes


def _inside(pos: int, spans: list[tuple[int, int]]) -> bool:
    for start, end in spans:  # a plain loop: cheaper than any() over a generator
        if start <= pos < end:
            return True
    return False


def _pair(body, paragraphs, marks, single) -> list[Quote]:
    quotes: list[Quote] = []
    pending: Quote | None = None
    pending_para = -2
    # Paragraphs in text order; one without marks would only end a pending quotation,
    # which the next paragraph with marks, or the end, does as well.
    for index, para_marks in _marks_by_paragraph(marks, paragraphs):
        p_start, p_end = paragraphs[index]
        cursor = 0
        if pending is not None:
            if index == pending_para + 1 and para_marks and para_marks[0][0] == p_start and "o" in para_marks[0][1]:
                open_pos = p_start
                cursor = 1
            else:
                quotes.append(pending)
                pending = None
        open_pos = p_start if pending is not None else None
        for pos, kind in para_marks[cursor:]:
            if open_pos is None:
                if "o" in kind:
                    open_pos = pos
                continue
            if "c" in kind:
                if single and _looks_possessive(body, pos):
                    continue
                segment = (open_pos + 1, pos)
                if pending is not None:
                    pending.segments.append(segment)
                    pending.end = pos + 1
                    quotes.append(pending)
                    pending = None
                else:
                    quotes.append(Quote(open_pos, pos + 1, [segment]))
                open_pos = None
        if open_pos is not None:
            segment = (open_pos + 1, p_end)
            if pending is not None:
                pending.segments.append(segment)
                pending.end = p_end
            elif not single or open_pos == p_start:
                pending = Quote(open_pos, p_end, [segment])
            pending_para = index
    if pending is not None:
        quotes.append(pending)
    return quotes


def _marks_by_paragraph(marks: list[tuple[int, str]], paragraphs: list[tuple[int, int]]
                        ) -> list[tuple[int, list[tuple[int, str]]]]:
    """(paragraph index, its marks) for each paragraph holding marks, in text order.  Marks
    come sorted and paragraphs do not overlap, so one walk along both lists cuts the
    marks into runs, one a paragraph (marks outside every paragraph are left out)."""
    groups = []
    index, count = 0, len(paragraphs)
    run_index, run_from = -1, 0
    for i, (pos, _) in enumerate(marks):
        while index < count and paragraphs[index][1] <= pos:
            index += 1
        inside = index if index < count and paragraphs[index][0] <= pos else -1
        if inside != run_index:
            if run_index >= 0:
                groups.append((run_index, marks[run_from:i]))
            run_index, run_from = inside, i
    if run_index >= 0:
        groups.append((run_index, marks[run_from:]))
    return groups


def _looks_possessive(body: str, pos: int) -> bool:
    # "fans' behaviour" inside a single-quoted passage: a plural possessive is
    # followed by a lower-case word, a closing quote by punctuation or a break.
    after = body[pos + 1:pos + 3]
    if body[pos - 1:pos] not in ("s", "S"):
        return False
    return len(after) == 2 and after[0] == " " and after[1].islower() and not _RIGHT_RE.match(body[pos + 1:pos + 60])


def attribute(body: str, quotes: list[Quote], paragraphs: list[tuple[int, int]], speakers: Speakers) -> None:
    """Fill ``speaker``/``role`` on each quotation, in text order."""
    para_starts = [p[0] for p in paragraphs]
    folded = speakers.folded if speakers.body is body else fold(body)
    previous: Quote | None = None
    for quote in quotes:
        quote.words = _word_count(body, quote.segments)
        index = bisect_right(para_starts, quote.start) - 1
        p_start, p_end = paragraphs[index] if index >= 0 else (0, len(body))
        left_from = p_start
        if previous is not None and previous.end > p_start and previous.end <= quote.start:
            left_from = previous.end
        left = body[left_from:quote.start]
        left_folded = folded[left_from:quote.start]
        speaker = role = ""
        if previous is not None and previous.speaker and left_from == previous.end:
            inverted = _RIGHT_RE.match(left)
            rest = left[inverted.end():] if inverted is not None else ""
            if inverted is not None and (inverted["subj1"] or inverted["subj3"]) and (
                    not rest.strip(" ,.;:\n")
                    or (_APPOSITION_REST_RE.fullmatch(rest)
                        and not _LEFT_VERB_RE.search(left_folded[inverted.end():]))):
                # '"...," said X. "..."' and '"...," said X, who ... . "..."': the second quotation is X's too
                left = left_folded = ""
                speaker, role = previous.speaker, previous.role
        chant = None
        if not speaker:
            near = left_folded[-80:]
            for stem in _CHANT_STEMS:  # str.find of its words' beginnings is faster than the regex
                if stem in near:
                    chant = _CHANT_BEFORE_RE.search(near)
                    break
        if chant is not None and (not _LEFT_VERB_RE.search(chant["gap"]) or _CHANT_GAP_RE.match(chant["gap"])):
            quote.words = 0  # a chant, song or banner ('sang "..."'), not anyone's utterance
        according = None
        if not speaker and "according" in left_folded:  # the regex's literal word, found faster
            according = _ACCORDING_LEFT_RE.search(left_folded[-120:])
        if according is not None:
            subject = left[-120:][according.start("subj"):according.end("subj")]
            speaker, role = speakers.resolve(subject, quote.start)  # 'According to X, "..."'
        if not speaker and "," in left:
            # 'For Commander X, who ran the operation, the blame lay with "..."': the view is X's
            framed = _FOR_LEFT_RE.search(left[-200:])
            framed_folded = left_folded[-200:][framed.start():framed.end()] if framed is not None else ""
            if framed is not None and not _LEFT_VERB_RE.search(framed_folded):
                speaker, role = speakers.resolve(framed["subj"], quote.start)
        verbs = list(_LEFT_VERB_RE.finditer(left_folded)) if not speaker else []
        if not verbs and quote.start == p_start and index > 0:
            # The attribution ends the paragraph before: "Superintendent X said:" then the quote.
            a, b = paragraphs[index - 1]
            if body.startswith(":", b - 1) and (previous is None or previous.end <= a):
                prev_verbs = list(_LEFT_VERB_RE.finditer(folded, a, b))
                if prev_verbs:
                    p_start = left_from = a
                    left = body[a:b]
                    left_folded = folded[a:b]
                    verbs = [_LEFT_VERB_RE.search(left_folded, v.start() - a) for v in prev_verbs]
                else:
                    # "Arsenal put out a statement. I'll quote it in full:" then the statement.
                    statement = None
                    for statement in _STATEMENT_RE.finditer(body, a, b):
                        pass
                    if statement is not None:
                        stops = list(_SENTENCE_STOP_RE.finditer(body, a, statement.start()))
                        subject_from = stops[-1].end() if stops else a
                        speaker, role = speakers.resolve(body[subject_from:statement.end()], quote.start)
        if verbs:
            verb = verbs[-1]
            verb_start, verb_end = verb.span()
            gerund = left[verb_start:verb_end].lower().endswith("ing")
            if gerund and previous is not None and previous.speaker and left_from == previous.end:
                speaker, role = previous.speaker, previous.role
            else:
                subject_text = left[:verb_start]
                if gerund or not subject_text.strip():
                    subject_text = body[p_start:left_from + verb_start]
                breaks = list(_CLAUSE_BREAK_RE.finditer(subject_text))
                subject = subject_text[breaks[-1].end():] if breaks else subject_text
                if not subject.strip():
                    subject = subject_text
                speaker, role = speakers.resolve(_cut_subject(subject), quote.start)
        if not speaker and not verbs and left.rstrip().endswith(":"):
            # 'Ajax coach Willem de Groot: "..."': a bare colon after a named speaker
            bare = _BARE_COLON_RE.search(left.rstrip())
            if bare is not None:
                found = speakers.resolve(bare["subj"], quote.start)
                if found[0] and (found[1] or " " in found[0]):
                    speaker, role = found
        if not speaker:
            if quote.end > p_end:  # a quotation over paragraphs: '..."," a club spokesman said' ends the last
                e_index = bisect_right(para_starts, quote.end - 1) - 1
                p_end = paragraphs[e_index][1] if e_index >= 0 else p_end
            right = body[quote.end: min(p_end, quote.end + 120)]  # '"...," said X'
            right = _AGE_RE.sub("", right, count=1)  # '"...," Jo Hart, 54, told the Gazette'
            m = _RIGHT_RE.match(right)
            if m:
                subject = m["subj1"] or m["subj2"] or m["subj3"] or m["subj4"] or ""
                speaker, role = speakers.resolve(subject, quote.start)
                appos = _RIGHT_APPOS_RE.match(right, m.end()) if speaker and not role and m["subj1"] else None
                if appos is not None:
                    role = _role(appos["role"])  # '"...," said Jo Hart, a season ticket holder.'
        if (not speaker and not verbs and previous is not None and previous.speaker and left_from == previous.end
                and "\n" not in left and not _SENTENCE_STOP_RE.search(left)):
            # 'X said the chanting was "vile" and that the club would "..."': the same reported speech
            speaker, role = previous.speaker, previous.role
        if (not speaker and previous is not None and previous.speaker and quote.start == p_start
                and index > 0 and previous.end >= paragraphs[index - 1][0]
                and previous.end <= paragraphs[index - 1][1] and previous.end == paragraphs[index - 1][1]):
            speaker, role = previous.speaker, previous.role  # one more paragraph of the same speaker
        quote.speaker, quote.role = speaker, role
        previous = quote


# 'For X, ..., the blame lay with "': the sentence opens by naming whose view it gives.
_FOR_LEFT_RE = regexes.compile(
    r"(?:^|[.!?]\s+|\n)(?:For|To|In\s+the\s+(?:words|view|eyes)\s+of)\s+(?P<subj>[^,.;:!?\"“”\n]{3,70}?),"
    r"[^.!?\"“”\n]*$"
)
# 'Ajax coach Willem de Groot: "...': a name phrase opening its line or sentence, then a colon.
_BARE_COLON_RE = regexes.compile(r"(?:^|[.!?]\s+|\n)(?P<subj>[^.!?:;,\"“”\n]{3,80}):$")
_APPOSITION_REST_RE = regexes.compile(r",\s*(?:who|whose|a|an|the|aged|one\s+of)\b[^.!?\"“”\n]*[.!?]?\s*", re.I)
# On fold(text).
_CHANT_BEFORE_RE = regexes.compile(
    r"\b(?:sang|sing|sings|singing|chant|chants|chanted|chanting|songs?|banners?|placards?|slogans?|graffiti|"
    r"flags?)\b(?P<gap>[^\"“”.!?]{0,40})$"
)
# The beginnings of its words: a text holding none of them holds no match.
_CHANT_STEMS = ("sang", "sing", "chant", "song", "banner", "placard", "slogan", "graffiti", "flag")
# 'placards saying "..."', 'a banner which read "..."': the words on it, still nobody's utterance.
_CHANT_GAP_RE = regexes.compile(
    r"\s*(?:(?:which|that)\s+)?(?:saying|said|says|reading|read|reads|proclaiming|declaring|demanding|calling\s+for)"
    r"\s*[:,]?\s*$",
    re.I,
)
# On fold(text).
_ACCORDING_LEFT_RE = regexes.compile(r"\baccording\s+to\s+(?P<subj>[^,.;:\"“”]{1,80}?)\s*[,:]?\s*$")
_RIGHT_APPOS_RE = regexes.compile(r",\s+(?:a|an|the)\s+(?P<role>[^,.;:!?\"“”\n]{1,60})")
_AGE_RE = regexes.compile(r",\s*(?:aged\s+)?\d{1,3},")
_STATEMENT_RE = regexes.compile(r"\bstatement\b", re.I)
_SENTENCE_STOP_RE = regexes.compile(r"[.!?][\"'”’)]?\s")


# A bytes.translate table: every ASCII character that no _WORD_RE word holds becomes a space.
_ASCII_NON_WORD_TO_SPACE = bytes(
    c if c < 128 and (chr(c).isalnum() or chr(c) in "_'-") else ord(" ") for c in range(256)
)


def _word_count(body: str, segments: list[tuple[int, int]]) -> int:
    """The number of _WORD_RE words in the segments.  For ASCII text (most quotations)
    the same count comes from blanking the characters that are no word's and splitting
    the bytes, several times faster."""
    count = 0
    for start, end in segments:
        text = body[start:end]
        if text.isascii():
            count += len(text.encode("ascii").translate(_ASCII_NON_WORD_TO_SPACE).split())
        else:
            count += len(_WORD_RE.findall(text))
    return count


def _cut_subject(subject: str) -> str:
    # Drop the adverbials between subject and verb: "A Chelsea spokesman added on Wednesday night".
    # An ASCII subject (re.I is plain ASCII case there) that ends with none of their last
    # words holds none: that is checked first, faster than the regex.
    if not subject.isascii() or subject.rstrip().lower().endswith(_ADVERBIAL_ENDINGS):
        subject = _ADVERBIAL_RE.sub("", subject)
    return subject.strip(" ,")


def quote_value(body: str, quote: Quote) -> str:
    words: list[str] = []
    for s, e in quote.segments:
        words += body[s:e].split()
    return " ".join(words).rstrip(",").strip()
