"""Finding clubs, grounds and competitions in text.

Each kind has one compiled regex: a character trie of every folded alias, so that
the engine reads the text once and, at each word start, follows the longest alias
("Manchester United" before "Manchester"). The text is lower-cased first, which
lets the engine skip positions that cannot start any alias.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from dataclasses import dataclass

from incidents.reference.catalogue import AliasEntry, catalogue, fold
from incidents.reference.entities import (
    ClubMention,
    CompetitionMention,
    GroundMention,
)
from incidents.reference.rounds import find_rounds

# A name before a town's institution is the town ("Newcastle Magistrates' Court",
# "Leeds City Council", "Arsenal station"), never the club or ground of that name.
_INSTITUTION_AFTER = re.compile(
    r"\s+(?:Magistrates(?:['\u2019]|\b)|Crown\s+Court|Youth\s+Court|Sheriff\s+Court|County\s+Court|"
    r"(?:City|Borough|District|County)\s+Council|Council\b|Airport|University|Cathedral|"
    r"(?:Central|Piccadilly|Victoria|New\s+Street|Lime\s+Street)\s+[Ss]tation|railway\s+station|station\b|"
    r"Hospital|Royal\s+Infirmary|Infirmary|General\s+Hospital|Police\s+Station|Town\s+Hall|Civic\s+Centre)"
)
_PLACE_PREFIX = re.compile(r"\b(?:in|across|throughout|around|outside|near|inside|within)\s+$", re.IGNORECASE)


def _trie_regex(keys: Iterable[str]) -> re.Pattern:
    trie: dict = {}
    for key in keys:
        node = trie
        for ch in key:
            node = node.setdefault(ch, {})
        node[""] = {}

    def build(node: dict) -> str:
        end = "" in node
        branches = []
        for ch in sorted(k for k in node if k):
            if ch == " ":
                atom = r"\s+"
            elif ch == "-":
                atom = r"[-\u2010\u2011\u2013]"
            else:
                atom = re.escape(ch)
            branches.append(atom + build(node[ch]))
        if not branches:
            return ""
        body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
        # Greedy optional: the longer alias is tried first, the shorter on backtrack.
        return f"(?:{body})?" if end else body

    # The leading non-word character lets the engine jump from word start to word
    # start instead of trying the trie inside words (callers prepend a space).
    return re.compile(r"\W(?:" + build(trie) + r")(?!\w)")


def _lower(text: str) -> str:
    low = text.lower()
    if len(low) != len(text):  # e.g. "İ" lowers to two characters
        low = "".join(c.lower() if len(c.lower()) == 1 else c for c in text)
    return low.replace("\u2019", "'").replace("\u2018", "'")


@dataclass(frozen=True, slots=True)
class _Hit:
    start: int
    end: int
    text: str
    entries: tuple[AliasEntry, ...]


class _Index:
    def __init__(self, entries: Iterable[AliasEntry]):
        by_key: dict[str, list[AliasEntry]] = {}
        for e in entries:
            by_key.setdefault(fold(e.alias), []).append(e)
        self.by_key = {k: tuple(v) for k, v in by_key.items()}
        self.pattern = _trie_regex(self.by_key)

    def scan(self, text: str) -> list[_Hit]:
        low = " " + _lower(text)
        hits = []
        for m in self.pattern.finditer(low):
            s, e = m.start(), m.end() - 1  # offsets in ``text``: the match starts one early
            hits.append(_Hit(s, e, text[s:e], self.by_key.get(fold(text[s:e]), ())))
        return hits


def _case_ok(entry: AliasEntry, span: str) -> bool:
    if not entry.case_sensitive:
        return True
    words, alias_words = span.split(), entry.alias.split()
    if len(words) == len(alias_words) and all(
        w == a or (a[:1].islower() and w.lower() == a) for w, a in zip(words, alias_words)
    ):
        return True
    return not entry.alias.isupper() and len(entry.alias) >= 4 and span.isupper()


def _place_ok(entry: AliasEntry, text: str, hit: _Hit) -> bool:
    if not entry.place:
        return True
    if text[hit.end : hit.end + 2] in ("'s", "\u2019s"):
        return True
    return not _PLACE_PREFIX.search(text[max(0, hit.start - 12) : hit.start])


def _viable(text: str, hit: _Hit) -> tuple[AliasEntry, ...]:
    if _INSTITUTION_AFTER.match(text, hit.end):
        return ()
    return tuple(e for e in hit.entries if _case_ok(e, hit.text) and _place_ok(e, text, hit))


def _resolve(text: str, hits: list[_Hit], context=None) -> list[tuple[_Hit, str]]:
    """Pair each hit with one slug, applying the ambiguous-alias rule (see catalogue)."""
    viable = [(h, _viable(text, h)) for h in hits]
    named: set[str] = set()
    for _, entries in viable:
        slugs = {e.slug for e in entries}
        if len(slugs) == 1 and None not in slugs and not any(e.ambiguous for e in entries):
            named |= slugs
    out = []
    for h, entries in viable:
        slugs = {e.slug for e in entries} - {None}
        if not slugs or any(e.slug is None for e in entries):
            continue
        if len(slugs) == 1 and not any(e.ambiguous for e in entries):
            out.append((h, next(iter(slugs))))
            continue
        chosen = slugs & named
        if len(chosen) != 1 and context is not None:
            chosen = {s for s in slugs if context(s)}
        if len(chosen) == 1:
            out.append((h, next(iter(chosen))))
    return out


@functools.cache
def _club_index() -> _Index:
    return _Index(catalogue().club_entries)


@functools.cache
def _ground_index() -> _Index:
    return _Index(catalogue().ground_entries)


@functools.cache
def _competition_index() -> _Index:
    return _Index(catalogue().competition_entries)


def find_clubs(text: str) -> list[ClubMention]:
    """Every club and national team named in ``text``, in order of appearance."""
    clubs = catalogue().clubs_by_slug
    return [ClubMention(clubs[slug], h.start, h.end, h.text) for h, slug in _resolve(text, _club_index().scan(text))]


# Stands and ends are generic: "<Capitalised words> Stand|End|Terrace|Paddock|Kop",
# plus the unnamed parts every ground has. The keyword is found first, then the
# capitalised words before it.
# No look-behind in front: a pattern that opens with plain letters lets the engine
# jump between their first letters; the white space before is checked per match.
# (No keyword starts inside another, so dropping a match never hides a later one.)
_PART_KEYWORD = re.compile(r"(?:Stand|End|Terrace|Paddock|Kop)(?![\w-])")
_PART_NAME = re.compile(r"(?:(?:[A-Z][\w'\u2019.-]*|of|the|de|&)\s+){0,4}[A-Z][\w'\u2019.-]*\s+$")
_GENERIC_PART = re.compile(r"\W((?:the\s+)?(?:away|home)\s+(?:end|section|stand|enclosure)|concourses?|the\s+kop|(?:upper|lower)\s+tier)(?![\w-])")
_NOT_PARTS = {"east end", "west end", "north end", "south end", "the end", "world's end"}
_PART_GAP = 45
# Compiled once rather than passed as strings to re.* on every hit.
_THE_RE = re.compile(r"^the\s+")
_STOP_RE = re.compile(r"[.!?\n;]")
_NUMBER_AFTER_RE = re.compile(r"\s+\d")


def find_parts(text: str) -> list[tuple[int, int, str]]:
    """Stands, ends and concourses named in ``text``: (start, end, display name)."""
    out = []
    for k in _PART_KEYWORD.finditer(text):
        if not k.start() or not text[k.start() - 1].isspace():
            continue
        m = _PART_NAME.search(text, max(0, k.start() - 60), k.start())
        if not m:
            continue
        words = (m.group() + k.group()).split()
        # "London Stadium's Bobby Moore Stand": the stand's name starts after the possessive.
        for i in range(len(words) - 2, -1, -1):
            if words[i].endswith(("'s", "\u2019s", "s'")):
                words = words[i + 1 :]
                break
        while words and words[0] in ("The", "the", "of", "&", "de"):
            words.pop(0)
        name = " ".join(words)
        if len(words) < 2 or name.lower() in _NOT_PARTS or fold(name) in _club_index().by_key:
            continue
        out.append((text.rindex(words[0], m.start(), k.start() + 1), k.end(), name))
    low = " " + text.lower()
    if len(low) == len(text) + 1:
        for m in _GENERIC_PART.finditer(low):
            name = _THE_RE.sub("", " ".join(m.group(1).split()))
            out.append((m.start(1) - 1, m.end(1) - 1, "Kop" if name == "kop" else name))
    out.sort()
    return out


def _near_part(text: str, start: int, end: int, parts: list[tuple[int, int, str]]) -> str:
    best, best_gap = "", _PART_GAP + 1
    for ps, pe, name in parts:
        if pe <= start:
            gap = text[pe:start]
        elif ps >= end:
            gap = text[end:ps]
        else:
            continue
        if len(gap) < best_gap and not _STOP_RE.search(gap):
            best, best_gap = name, len(gap)
    return best


def find_grounds(
    text: str, *, clubs: list[ClubMention] | None = None, parts: list[tuple[int, int, str]] | None = None
) -> list[GroundMention]:
    """Every ground named in ``text`` with the stand, end or concourse named next to it.

    An ambiguous ground alias ("Olympic Stadium") counts when exactly one of its
    grounds is named plainly in the text or belongs to a club named in it.
    ``clubs`` (``find_clubs(text)``) and ``parts`` (``find_parts(text)``) may be
    passed by a caller that has them already, so the text is not scanned twice.
    """
    cat = catalogue()
    hits = _ground_index().scan(text)
    club_slugs: set[str] | None = None

    def owned_by_named_club(slug: str) -> bool:
        nonlocal club_slugs
        if club_slugs is None:
            club_slugs = {m.club.slug for m in (find_clubs(text) if clubs is None else clubs)}
        return bool(club_slugs & set(cat.grounds_by_slug[slug].club_slugs))

    resolved = _resolve(text, hits, context=owned_by_named_club)
    if not resolved:
        parts = []
    elif parts is None:
        parts = find_parts(text)
    # A company named after its ground ("London Stadium 185") is not the ground.
    return [
        GroundMention(cat.grounds_by_slug[slug], h.start, h.end, h.text, _near_part(text, h.start, h.end, parts))
        for h, slug in resolved
        if not _NUMBER_AFTER_RE.match(text[h.end : h.end + 3])
    ]


_ROUND_GAP = 30


def find_competitions(text: str, *, clubs: list[ClubMention] | None = None) -> list[CompetitionMention]:
    """Every competition named in ``text``, each with the round named next to it.

    An ambiguous alias ("Premiership") counts when exactly one of its competitions is
    named plainly in the text or is the domestic competition of a club named in it.
    ``clubs`` is ``find_clubs(text)`` when the caller has it already.
    """
    cat = catalogue()
    hits = _competition_index().scan(text)
    countries: set[str] | None = None

    def country_of_named_club(slug: str) -> bool:
        nonlocal countries
        if countries is None:
            named = find_clubs(text) if clubs is None else clubs
            countries = {m.club.country for m in named if m.club.kind == "club"}
        return cat.competitions_by_slug[slug].country in countries

    resolved = _resolve(text, hits, context=country_of_named_club)
    if not resolved:
        return []
    rounds = find_rounds(text)
    out = []
    for i, (h, slug) in enumerate(resolved):
        lo = resolved[i - 1][0].end if i else 0
        hi = resolved[i + 1][0].start if i + 1 < len(resolved) else len(text)
        best, best_gap = "", _ROUND_GAP + 1
        for r in rounds:
            if r.end <= h.start and r.start >= lo:
                gap = text[r.end : h.start]
            elif r.start >= h.end and r.end <= hi:
                gap = text[h.end : r.start]
            else:
                continue
            if len(gap) < best_gap and not _STOP_RE.search(gap):
                best, best_gap = r.round, len(gap)
        out.append(CompetitionMention(cat.competitions_by_slug[slug], h.start, h.end, h.text, best))
    return out
