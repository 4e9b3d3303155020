"""Speakers: the people and organisations a report names, and who a subject phrase is.

Speakers are normalised: titles, role nouns and a leading force or club name are
dropped ("Greater Manchester Police Assistant Chief Constable X", "Prosecutor X",
"X MP"); a spokesperson with a name ("police spokesman X") is that person; an
unnamed fan ("A Leeds fan who ...") is "fan"; "one said" is one of the group named
last ("two stewards" -> "steward"); a lone word that opens an organisation's name
("Hansa" after "Hansa Rostock") is that organisation.  Unnamed non-fans get their
noun ("a steward" -> "steward", "a local resident" -> "resident", "a passer-by";
"an official" -> role official); "a police source" / "a club source" speak for the
force or club.  "The club said" with no club named is "club".
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right, insort
from dataclasses import dataclass, field
from itertools import accumulate

from .. import gazetteer, regexes
from ..text import fold
from .names import (
    APPOSITION_NAME_RE,
    APPOSITION_ROLE_RE,
    APPOSITION_START_RE,
    BODY_RE,
    CLUB_SHAPE_KEY_RE,
    CLUB_SHAPE_RE,
    KEY_BODY,
    KEY_CLUB_SUFFIX,
    KEY_POLICE,
    KEY_TITLE,
    LOW,
    OFFICIAL_TITLES,
    POLICE_ORG_RE,
    TITLED_PERSON_RE,
    TITLES,
    UP,
    body_name,
    club_shaped,
    club_shaped_name,
    has_police_key,
    is_org,
    keyword_hits,
    matches_at,
    person_intros,
    place_police,
    police_name,
    police_orgs,
    role_of,
    strip_titles,
    without_org_prefix,
)

_NAME_RE = regexes.compile(rf"(?:[{UP}][\w'’.-]*)(?:\s+(?:[{UP}][\w'’.-]*|de|van|von|da|di|del|dos|le|la))*")
_PRONOUN_PERSON_RE = regexes.compile(r"\b(?:he|she)\s*$", re.I)
_PRONOUN_ORG_RE = regexes.compile(r"\b(it|they|the\s+club|the\s+force|police)\s*$", re.I)
_PRONOUN_ORG_KIND = {"club": "club", "force": "police", "police": "police"}
_PRONOUN_ORG_LAST = "tTyYbBeE"  # the last letters of it, they, club, force, police (under re.I too)
# Compiled once rather than passed as strings to re.search/re.sub per call.
_ORG_PHRASE_RE = regexes.compile(r"\b(?:statement|spokes(?:man|woman|person)|club|source|force)\b", re.I)
_HEAD_SPLIT_RE = regexes.compile(r"\s+(?:of|from|at|for|with|on|in|who|after|before)\s+")


@dataclass(slots=True)
class Speakers:
    """People and organisations named so far, for resolving "He" and "Bilic"."""

    body: str
    people: list[tuple[int, str, str]] = field(default_factory=list)  # (pos, name, role)
    orgs: list[tuple[int, str, str]] = field(default_factory=list)
    folded: str = field(default="", repr=False, compare=False)  # fold(body), for rules run on it
    # The people and organisations again, by the words the look-ups match and by role,
    # each list in the order of the whole: a look-up reads one list from its place.
    _people_by_word: dict = field(default_factory=dict, init=False, repr=False, compare=False)
    _orgs_by_first: dict = field(default_factory=dict, init=False, repr=False, compare=False)
    _orgs_by_word: dict = field(default_factory=dict, init=False, repr=False, compare=False)
    _orgs_by_role: dict = field(default_factory=dict, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not self.folded:
            self.folded = fold(self.body)
        self._index()

    def _index(self) -> None:
        self._people_by_word, self._orgs_by_first, self._orgs_by_word, self._orgs_by_role = {}, {}, {}, {}
        for person in self.people:
            self._index_person(person)
        for org in self.orgs:
            words = org[1].split()
            self._orgs_by_first.setdefault(words[0] if words else "", []).append(org)
            for key in {org[1], *words[:1], *words[-1:]}:
                self._orgs_by_word.setdefault(key, []).append(org)
            self._orgs_by_role.setdefault(org[2], []).append(org)

    def _index_person(self, person: tuple[int, str, str]) -> None:
        words = person[1].split()
        for key in {*words[:1], *words[-1:]}:
            insort(self._people_by_word.setdefault(key, []), person)

    def scan(self, club_mentions: list[gazetteer.Mention] | None = None) -> None:
        """Collect people and organisations; ``club_mentions`` is ``gazetteer.clubs(body)`` if known."""
        reversed_body = self.body[::-1]  # for the scans that look leftwards
        hits = keyword_hits(self.body)
        for m in person_intros(self.body, reversed_body):
            start = max(0, m.start() - 40)
            name = strip_titles(m["name"])
            if name and not is_org(name):
                role = role_of(self.body[start:m.end()], self.folded[start:m.end()])
                self.people.append((m.start("name"), name, role))
        for m in matches_at(TITLED_PERSON_RE, self.body, hits[KEY_TITLE]):
            if m.start() and self.body[m.start() - 1].isalnum():
                continue
            name = strip_titles(m["name"])
            if " " in name and not is_org(name):
                self.people.append((m.start("name"), name, "official" if m["title"] in OFFICIAL_TITLES else "police"))
        for comma in APPOSITION_START_RE.finditer(self.body):
            named = APPOSITION_NAME_RE.search(self.body, max(0, comma.start() - 60), comma.start())
            described = APPOSITION_ROLE_RE.match(self.body, comma.end()) if named is not None else None
            if described is not None:
                name = strip_titles(named["name"])
                if " " in name and not is_org(name):
                    self.people.append((named.start("name"), name, role_of(described["role"])))
        for m in police_orgs(self.body, reversed_body, hits[KEY_POLICE]):
            self.orgs.append((m.start(), police_name(m), "police"))
        for start, name in place_police(self.body):
            self.orgs.append((start, name, "police"))
        for m in matches_at(BODY_RE, self.body, hits[KEY_BODY]):
            self.orgs.append((m.start(), body_name(m["body"]), "governing_body"))
        mentions = gazetteer.clubs(self.body) if club_mentions is None else club_mentions
        for club in mentions:
            # "Lyon police" is a force, not the club.  _POLICE_AFTER_RE is tried only where it
            # can match: after white space, "p" or more white space.
            after = self.folded[club.end + 1:club.end + 2]
            if (after == "p" or after.isspace()) and _POLICE_AFTER_RE.match(self.body, club.end):
                continue
            self.orgs.append((club.start, club.name, "club"))
        suffixes = matches_at(CLUB_SHAPE_KEY_RE, self.body, hits[KEY_CLUB_SUFFIX])
        shaped = club_shaped(self.body, suffixes)
        if shaped:
            # A club-shaped name overlapping a club the gazetteer found is that club: it
            # overlaps one when a club opening before its end reaches past its start.
            mentions = sorted(mentions, key=lambda club: club.start)
            starts = [club.start for club in mentions]
            reach = list(accumulate((club.end for club in mentions), max))
        for start, name in shaped:
            opening_before_end = bisect_left(starts, start + len(name))
            if not opening_before_end or reach[opening_before_end - 1] <= start:
                self.orgs.append((start, name, "club"))  # a club the gazetteer does not know ("Ashby Rovers")
        self.people.sort()
        self.orgs.sort()
        self._index()

    def last_person(self, pos: int) -> tuple[str, str] | None:
        index = bisect_right(self.people, (pos, "\uffff"))
        return self.people[index - 1][1:] if index else None

    def last_org(self, pos: int, role: str = "") -> tuple[str, str] | None:
        """The organisation named last at or before ``pos`` (of ``role`` when given)."""
        orgs = self._orgs_by_role.get(role, ()) if role else self.orgs
        index = bisect_right(orgs, (pos, "\uffff"))
        return orgs[index - 1][1:] if index else None

    def by_surname(self, token: str, pos: int) -> tuple[str, str] | None:
        """The person named last before ``pos`` whose name opens or ends with ``token``."""
        return _last_before(self._people_by_word.get(token), pos)

    def org_word(self, token: str, pos: int) -> tuple[str, str] | None:
        """The organisation named before ``pos`` whose name opens with ``token``."""
        # "Hansa" for Hansa Rostock, "Rangers" for Rangers
        return _last_before(self._orgs_by_first.get(token), pos)

    def club_opening(self, pos: int) -> tuple[str, str] | None:
        """The club a statement quoted at ``pos`` opens by naming ("Hibernian condemn ..."):
        a club's statement speaks of the club in the third person."""
        opening = self.body[pos:pos + 60]
        for club in gazetteer.clubs(opening)[:1]:
            if club.start <= 5:
                return club.name, "club"
        for start, name in club_shaped(opening)[:1]:
            if start <= 5:
                return name, "club"
        return None

    def org_named(self, token: str, pos: int) -> tuple[str, str] | None:
        """The organisation named before ``pos`` that is ``token`` or opens or ends with it."""
        return _last_before(self._orgs_by_word.get(token), pos)

    def remember(self, pos: int, name: str, role: str) -> None:
        if name and " " in name:
            insort(self.people, (pos, name, role))
            self._index_person((pos, name, role))

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
        # role_of(phrase), up to eight regex searches, is worked out only on the paths using it.
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
                stripped = strip_titles(without_org_prefix(found.group()))
                if stripped and stripped.lower() not in _TIME_WORDS and not is_org(stripped):
                    name = stripped
                    break
            if name:
                break
        if name:
            role = role_of(phrase)
            if " " not in name:
                known = self.by_surname(name, pos)
                if known:
                    return known[0], role or known[1]
                known = self.org_word(name, pos)
                if known and not _UNNAMED_FAN_RE.match(phrase):
                    return known  # "Hansa" after "Hansa Rostock" was named, not "One Derby fan"
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
                role = role_of(phrase)
                if role in {"police", "club"}:
                    return self.last_org(pos, role) or (role, role)
                if noun == "official":
                    return "official", "official"
            return _UNNAMED_NOUNS.get(noun, noun), "official" if noun == "official" else ""
        org = _org_in(phrase, self)
        if org:
            return org
        role = role_of(phrase)
        shaped = CLUB_SHAPE_RE.search(phrase)
        if shaped is not None and not role:
            return club_shaped_name(shaped), "club"
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
        return single, role_of(single)


_SPOKES_RE = regexes.compile(r"\bspokes(?:man|woman|person)\b", re.I)
_SPOKES_NAME_RE = regexes.compile(
    rf"\b[Ss]pokes(?:man|woman|person)\s+(?P<name>[{UP}][{LOW}'’-]+(?:\s+[{UP}][\w'’-]*)+)\s*$"
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
_LONE_NAME_RE = regexes.compile(rf"[{UP}][{LOW}]+")
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


def _last_before(named: list[tuple[int, str, str]] | None, pos: int) -> tuple[str, str] | None:
    """(name, role) of the last of ``named`` (in order) named before ``pos``."""
    index = bisect_left(named, (pos,)) if named else 0
    return named[index - 1][1:] if index else None


def _org_in(phrase: str, speakers: Speakers) -> tuple[str, str] | None:
    # The earliest organisation is the subject ("The Met made arrests after West Ham's win").
    found: list[tuple[int, str, str]] = [(c.start, c.name, "club") for c in gazetteer.clubs(phrase)[:1]]
    police = POLICE_ORG_RE.search(phrase) if has_police_key(phrase) else None
    if police:
        found.append((police.start(), police_name(police), "police"))
    body = BODY_RE.search(phrase)
    if body:
        found.append((body.start(), body_name(body["body"]), "governing_body"))
    if not found:
        return None
    _, name, role = min(found)
    return name, role
