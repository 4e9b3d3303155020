"""Finding clubs, grounds and competitions in text.

One Aho-Corasick automaton holds the folded aliases of all three kinds and finds
every whole-word alias in the lower-cased text in one pass (``scan_aliases``). Each
kind then takes, from the start of the text on, the longest of its aliases at the
leftmost place, skipping the aliases that overlap one taken ("Manchester United",
not "Manchester" and "United").
"""

from __future__ import annotations

import codecs
import functools
import operator
import re
from collections.abc import Iterable

import ahocorasick

from incidents.reference.catalogue import (
    AliasEntry,
    catalogue,
    clubs_of_town,
    fold,
    spelling_variants,
)
from incidents.reference.entities import (
    ClubMention,
    CompetitionMention,
    Derby,
    DerbyMention,
    GroundMention,
)
from incidents.reference.nearby import Nearby
from incidents.reference.parts import find_parts
from incidents.reference.rounds import find_rounds

# A name before a town's institution is the town ("Newcastle Magistrates' Court",
# "Leeds City Council", "Arsenal station"), never the club or ground of that name.
_INSTITUTION_AFTER = re.compile(
    r"\s+(?:Magistrates(?:['\u2019]|\b)|Crown\s+Court|Youth\s+Court|Sheriff\s+Court|County\s+Court|"
    r"(?:City|Borough|District|County)\s+Council|Council\b|Airport|University|Cathedral|"
    r"(?:Central|Piccadilly|Victoria|New\s+Street|Lime\s+Street)\s+[Ss]tation|railway\s+station|station\b|"
    r"Hospital|Royal\s+Infirmary|Infirmary|General\s+Hospital|Police\s+Station|Town\s+Hall|Civic\s+Centre|"
    # ... or written small: "over the bridge from Copenhagen airport", "Stoke town hall"
    r"airport|(?:train|bus|coach|tube|metro)\s+station|harbour|docks|old\s+town|town\s+hall|city\s+hall|"
    # ... or another team of the club or country: "called up by the England under-21s", "the
    # Celtic B team" (a women's team is the club in a report of a women's match)
    r"(?i:under[\s-]?\d{2}s?|u[\s-]?\d{2}s?|youth\s+(?:team|side)|b\s+team|"
    r"reserves|development\s+squad|academy|olympic\s+team))\b"
)
# After a club's name or nickname, "of" and a town that is not the club's: another club, the
# town's ("The Conquerors needed penalties to get past the Lions of Faro" names Farense, not
# Sporting's Lions; "Sporting of Braga" is Braga).
_OF_A_TOWN_AFTER = re.compile(r"\s+of\s+(?P<town>[A-Z][\w'\u2019-]+(?:[ -][A-Z][\w'\u2019-]+)*)")


def _of_another_town(text: str, end: int, club) -> bool:
    """Whether the club named right before ``end`` is followed by "of" and a town whose
    clubs (``catalogue.clubs_of_town``) it is not one of."""
    after = _OF_A_TOWN_AFTER.match(text, end)
    if after is None or club.kind != "club":
        return False
    town_clubs = clubs_of_town(after["town"])
    return bool(town_clubs) and club not in town_clubs


# After a people's name ("the Swiss", "the Dutch"), a thing of their country makes the name
# an adjective of the country, not its team: "the Swiss police", "the Dutch papers".
_NATION_THING_AFTER = re.compile(
    r"\s+(?:police|papers|newspapers|press|media|authorities|government|courts?|embassy|consulate|"
    r"prosecutors?|officials?|ministry|interior\s+ministry|border|army|capital|public|tv|television|radio|"
    r"journalists?|reporters?|riot\s+police|security\s+services|justice)\b"
)
# Before a club's name, a town's institution written in its own language or in English,
# then "of": "the Questura di Roma", "the Prefettura di Napoli", "the Policía de Sevilla",
# "the Préfecture de Marseille" (the town; "Roma" is the club's name, not a place's).
_INSTITUTION_OF_BEFORE = re.compile(
    r"\b(?:Questura|Prefettura|Procura|Polizia|Comune|Tribunale|Carabinieri|Policía|Policia|Ayuntamiento|"
    r"Prefecture|Préfecture|Prefeitura|Polícia|Mairie|Police|Court)\s+(?:di|de|del|della|dello|da|do|of)\s+$"
)
# Before a club's name, a place or its people "of" it make it a town: "the centre of
# Lille", "the people of Lille", "the City of Lille", "the streets of Marseille".
_PLACE_OF_BEFORE = re.compile(
    r"\b(?:people|centre|center|city|streets|mayor|residents|heart|outskirts|suburbs|citizens|council|"
    r"port|region|town|inhabitants|old\s+town)\s+of\s+$",
    re.IGNORECASE,
)
# Before a club's name, a person's age and "from" or "of" make it their home town: "one
# 38-year-old fan from Sutton", "Daniel Jones, 23, of Wigan", "a man aged 41 from Burnley".
_ORIGIN_BEFORE = re.compile(
    r"(?:\b\d{1,2}-year-old\s+(?:[\w-]+\s+)?(?:fan|supporter|man|woman|boy|girl|teenager|youth|student|"
    r"father|mother|dad|mum|lad|grandfather)s?\s+|\baged\s+\d{1,2},?\s+|\b\d{1,2},\s+)(?:of|from)\s+$"
)
# Month names and their abbreviations, as dates and datelines write them.
MONTH_NAME = (r"(?:January|February|March|April|May|June|July|August|September|October|November|December|"
              r"Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)")
_WEEKDAY_OR_MONTH = re.compile(
    rf"\b(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|{MONTH_NAME})\b\.?", re.IGNORECASE
)
# A wire dateline opening the text or a paragraph: "LISBON, March 3 (Agency) - ",
# "Milan, 4 May 2021 - ", "MADRID (AP) \u2014 ", "SUNDERLAND, England, Jan 6 - ". The place
# is in capitals, or an agency or a dash follows. It is where the report was filed (a
# town and its region: never a club, ground or competition), and its date is the
# report's own.
_CAP_CHARS = r"A-Z\u00c0-\u00d6\u00d8-\u00de"  # capitals, Latin-1's included ("S\u00c3O PAULO")
_CAP = f"[{_CAP_CHARS}]"
DATELINE = re.compile(
    rf"^[ \t]*(?P<place>"
    rf"(?P<caps>{_CAP}[{_CAP_CHARS}.'\u2019-]+(?:[ ]{_CAP}[{_CAP_CHARS}.'\u2019-]+){{0,3}})"
    rf"|[A-Z][\w.'\u2019-]+(?:[ ][A-Z][\w.'\u2019-]+){{0,3}})"
    rf"(?:,[ \t]*(?P<region>(?!{MONTH_NAME}\b)[A-Z][\w.'\u2019-]+(?:[ ][A-Z][\w.'\u2019-]+){{0,2}}))?"
    rf"(?:,[ \t]+(?P<date>"
    rf"(?:\d{{1,2}}(?:st|nd|rd|th)?[ \t]+{MONTH_NAME}\.?|{MONTH_NAME}\.?[ \t]+\d{{1,2}}(?:st|nd|rd|th)?)"
    rf"(?:,?[ \t]+(?:19|20)\d\d)?)(?![\w:]))?"
    rf"(?P<agency>[ \t]*\([^()\n]{{1,40}}\))?(?P<dash>[ \t]*[-\u2013\u2014]+[ \t]+)?",
    re.MULTILINE,
)
# The most characters a dateline's place and region take, and the whole dateline.
_DATELINE_PLACE_CHARS = 80
_DATELINE_CHARS = 200


def is_dateline(found: re.Match) -> bool:
    """Whether a ``DATELINE`` match is one: its place in capitals or followed by an
    agency or a dash, and no weekday or month ("Saturday, 3 June" opens no dateline)."""
    if not (found.group("caps") or found.group("agency") or found.group("dash")):
        return False
    if not (found.group("date") or found.group("dash")):
        return False
    return not _WEEKDAY_OR_MONTH.search(found.group("place"))


def _in_dateline(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` is a dateline's place, region or agency ("DUBLIN, Sept 10
    (Celtic Sea Wire) - " names no club)."""
    line = text.rfind("\n", max(0, start - _DATELINE_PLACE_CHARS), start) + 1
    if line == 0 and start > _DATELINE_PLACE_CHARS:
        return False  # too far into its line to be in a dateline
    dateline = dateline_at(text, line)
    return dateline is not None and end <= max(dateline.end("place"), dateline.end("region"), dateline.end("agency"))


# A line naming a match, its two sides joined by a dash: "Atalanta - Club Brugge, UEFA Champions
# League, 18 February 2025", "AZ - Bodø/Glimt (Conference League)", a release's heading
# "Young Boys - Inter Milan: four arrests". Its first side looks like a dateline's place
# ("MADRID - ") but is no place.
_FIXTURE_DASH = re.compile(r"[ \t]*[-\u2013\u2014][ \t]*")
_FIXTURE_LINE_END = re.compile(r"[ \t]*(?:[,(:\n]|\d|$)")


def _fixture_line(text: str, hit: _Hit, ends_at: dict[int, int]) -> bool:
    """Whether ``hit`` is a side of a match line ``<side> - <side>``, the second side named
    by a hit of ``ends_at`` (start: end) and followed by nothing but the line's end, a comma,
    a bracket or a score."""
    if len(hit[2]) > 4 and hit[2].isupper():
        return False  # a town in capitals ("MADRID - Real Madrid, the champions, ...") is a dateline's
    dash = _FIXTURE_DASH.match(text, hit[1])
    if dash is None or dash.end() not in ends_at:
        return False
    return _FIXTURE_LINE_END.match(text, ends_at[dash.end()]) is not None


def dateline_at(text: str, pos: int = 0, end: int | None = None) -> re.Match | None:
    """The wire dateline opening ``text[pos:end]``, if one does (read within its
    longest length, so a hostile run of letters is never read again for each mention)."""
    end = min(len(text) if end is None else end, pos + _DATELINE_CHARS)
    found = DATELINE.match(text, pos, end)
    return found if found and is_dateline(found) else None


# Before an alias that is also a place, words that make it the place: "in Leeds"; a
# person's origin, "the boy from Senegal", "two men from Leeds" (not "a statement from
# Portsmouth", "fans from Leeds", "signed from Leeds": the club); a broadcast's place,
# "Live from Dortmund".
_PLACE_PREFIX = re.compile(
    r"\b(?:in|across|throughout|around|outside|near|inside|within|via|through|"
    # a trip remembered by its town: "the best I've seen since Bordeaux"
    r"since|"
    # ... and the next of a list of places: "drove up through Switzerland and Germany"
    r"(?:through|across|via)\s+[A-Z][\w'’-]+\s+and|"
    # a journey's end or start: "waiting for trains back to Lille", "flights from Copenhagen"
    r"(?:trains?|flights?|planes?|coach(?:es)?|bus(?:es)?|ferr(?:y|ies)|way|road|route|drive|trip|journey)\s+"
    r"(?:back\s+|home\s+|up\s+|down\s+)?(?:to|from)|"
    # ... and someone going there: "SPURS are going to Bilbao", "flew to Porto", "bound for Copenhagen"
    r"(?:going|goes|went|heading|heads|headed|flying|flies|flew|fly|travell?ing|travell?ed|off|sailing|driving|"
    r"drove)\s+(?:back\s+|home\s+|up\s+|down\s+|over\s+|out\s+)?to|bound\s+for|"
    r"(?:boys?|girls?|lads?|man|men|wom[ae]n|teenagers?|youngsters?|person|people|tourists?|visitors?|"
    r"holidaymakers?|famil(?:y|ies)|natives?|residents?|strikers?|midfielders?|defenders?|goalkeepers?|"
    r"keepers?|wingers?|forwards?|referees?|live|night|nacht)\s+from|"
    # ... where people came from: "we came from Istanbul, from Cologne, from the Netherlands",
    # "flew in from Germany", "travelled over from Ireland"
    r"(?:came|come|comes|coming|flew|flown|fly|flying|arrived|arriving|arrive|travell?ed|travell?ing|drove|"
    r"driven|sailed)\s+(?:all\s+the\s+way\s+|in\s+|over\s+|down\s+|up\s+|across\s+)?from(?:\s+the)?|"
    r"from\s+(?:the\s+)?[A-Z][\w'’-]+(?:,\s+(?:and\s+)?|\s+and\s+)from(?:\s+the)?|"
    # ... and one fan ("One supporter from Salford told the Hooter"; not "fans from Leeds")
    r"(?:one|a|an)\s+(?:[\w-]+\s+)?(?:fan|supporter)\s+from|"
    # a part of a land or a town: "a small town in the north-east of Bulgaria", "on the west
    # coast of Norway", "deep in the heart of Bulgaria", "an hour north-east of Bratislava"
    r"(?:(?:far|deep|extreme|very)\s+)?(?:(?:north|south)(?:[\s-]?(?:east|west))?|east|west|centre|center|"
    r"middle|heart|interior|coast|coastline|border|edge|corner|outskirts|suburbs|mountains|hills|countryside|"
    r"part|parts|region|side)\s+of(?:\s+the)?|"
    # ... said by its side: "in western Slovakia", "across northern Italy"
    r"(?:(?:north|south)(?:[\s-]?(?:east|west))?ern|eastern|western|central|rural|deepest)|"
    # the land of an institution or of its people: "the Police of the Czech Republic", "the
    # government of Argentina", "citizens of Turkey", "the people of Liverpool"
    r"(?:police|government|ministry|interior|embassy|consulate|authorities|president|prime\s+minister|"
    r"parliament|people|citizens?|nationals?|residents?|capital|mayor|"
    # ... or the land a club is the best of: "against the champions of Israel", "the pride of Portugal"
    r"champions|holders|kings|giants|pride|(?:best|biggest|top)\s+(?:side|team|club)s?)\s+of(?:\s+the)?)\s+$",
    re.IGNORECASE,
)
# What a party travels in: "coaches", "the convoy", "charter flights" (for the places it
# sets off from here and for the grounds it leaves, in ``matching.venue``).
PARTY_VEHICLES = r"(?:trains?|flights?|planes?|coach(?:es)?|bus(?:es)?|ferr(?:y|ies)|cars?|charters?|minibus(?:es)?|convoy)"
# A town of a list where people travelled from or to, the first or a later one: "coaches
# from Florence, Prato, Empoli", "by car from Stuttgart and Zurich", "minibuses from Braga".
_PLACE_LIST_PREFIX = re.compile(
    rf"\b(?:(?:{PARTY_VEHICLES}|"
    r"came|come|comes|coming|flew|flown|drove|driven|travell?ed|travell?ing|arrived)\s+"
    r"(?:(?:back|in|over|up|down|all\s+the\s+way)\s+)?(?:to|from)|by\s+(?:car|train|coach|bus|air)\s+from)\s+"
    r"(?:(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?(?:,\s+(?:and\s+)?|\s+and\s+)){0,4}$",
    re.IGNORECASE,
)
_PLACE_LIST_REACH = 96
# ... and the town a party set off from: "1,800 of us left Genoa on Saturday morning", "the
# coaches left Glasgow at dawn" (people or vehicles leaving, not a player who "left Leeds").
_LEFT_FROM_BEFORE = re.compile(
    rf"\b(?:us|we|fans|supporters|they|everyone|{PARTY_VEHICLES})\s+"
    r"(?:[\w'’-]+\s+){0,2}?(?:left|leaving|leave|departed(?:\s+from)?|set\s+off\s+from)\s+$",
    re.IGNORECASE,
)
# After an alias that is also a town, words that make it the town: "Liverpool police",
# "Porto city centre", "Leeds residents", "BILBAO BOUND", "the Cologne group".
_PLACE_AFTER = re.compile(
    r"\s+(?:police|constabulary|city\s+cent(?:re|er)|town\s+cent(?:re|er)|residents|locals|mayor|bound|"
    # a supporters' group named by its town: "all from the Cologne group", "the Dublin branch"
    r"group|branch|contingent|chapter)\b"
    # ... or said to be a town: "Cardiff was a great host", "Bruges is a lovely city"
    r"|\s+(?:was|is)\s+(?:a\s+|an\s+)?(?:[\w-]+\s+){0,2}?(?:host|city|town|place\s+to\s+(?:visit|be))\b",
    re.IGNORECASE
)


# Or a place in the town, named with a capital: "Leicester Square", "Liverpool Street",
# "Manchester Airport", "Glasgow Central", "Cardiff Bay".
_PLACE_NAME_AFTER = re.compile(
    r"\s+(?:Square|Street|Road|Station|Airport|Cathedral|Market|Gardens|Harbour|Quay|Docks|Central|Town\s+Hall|"
    r"Crown\s+Court|Magistrates|Royal\s+Infirmary|Infirmary|University|Council|Bay|Castle|Bridge|Pier|Beach|"
    r"Old\s+Town|Marina)\b"
)


def _lower(text: str) -> str:
    low = text.lower()
    if len(low) != len(text):  # e.g. "İ" lowers to two characters
        low = "".join(c.lower() if len(c.lower()) == 1 else c for c in text)
    return low.replace("\u2019", "'").replace("\u2018", "'")


# The aliases are found with one Aho-Corasick automaton over a "shaped" copy of the
# lower-cased text, in which a word character stands for itself (non-ASCII ones all
# as "_") and any other character as "~". Each alias is stored in this form between
# two "~", so the automaton finds it only as whole words: after the start or a
# non-word character, before the end or a non-word character. An alias's space
# stands for any run of white space: in the shaped text, white space after white
# space is " ", which the automaton skips. Every find is then checked against the
# alias itself. (One automaton for all three kinds, with one form for every non-word
# character, keeps it small, which matters as it is read for every character.)
_ASCII = "".join(map(chr, range(128)))
_CLASS_OF_ASCII = bytes.maketrans(
    _ASCII.encode(),
    "".join(c if c.isalnum() or c == "_" else "~" if c.isspace() else "|" for c in _ASCII).encode(),
)
_SHAPE_ERRORS = "incidents.reference.shape"


def _class_of_non_ascii(error: UnicodeEncodeError) -> tuple[str, int]:
    # An ASCII character of the same class, which _CLASS_OF_ASCII then shapes.
    chars = error.object[error.start : error.end]
    return "".join(" " if c.isspace() else "_" if c.isalnum() else "|" for c in chars), error.end


codecs.register_error(_SHAPE_ERRORS, _class_of_non_ascii)
_WHITE_SPACE = re.compile(r"\s+")
# An alias's hyphen stands for any of these dashes.
_DASHES = str.maketrans("\u2010\u2011\u2013", "---")
# The indexes that hold a key, as bits.
_CLUB, _GROUND, _COMPETITION = 1, 2, 4


def _shape(low: str) -> str:
    """The shaped copy of lower-cased text, one character for each of its characters."""
    # White space is "~" and other non-word characters "|" until runs of white space are marked.
    shaped = low.encode("ascii", _SHAPE_ERRORS).translate(_CLASS_OF_ASCII)
    if b"~~" in shaped:
        # "~~~" -> "~ ~" -> "~  ": each white space after white space becomes " ".
        shaped = shaped.replace(b"~~", b"~ ").replace(b" ~", b"  ")
    return shaped.replace(b"|", b"~").decode("ascii")


@functools.cache
def _automaton() -> tuple[ahocorasick.Automaton, dict[str, int]]:
    kinds: dict[str, int] = {}
    for index, kind in (
        (_club_index(), _CLUB),
        (_ground_index(), _GROUND),
        (_competition_index(), _COMPETITION),
    ):
        for key in index.by_key:
            kinds[key] = kinds.get(key, 0) | kind
    automaton = ahocorasick.Automaton()
    for key in kinds:
        shaped = _shape(key)
        automaton.add_word("~" + shaped + "~", len(shaped))
    automaton.make_automaton()
    return automaton, kinds


# One alias found in a text: (start, end, the kinds whose index holds it, its key).
# The key is None when the text's spelling differs from it (white space, dashes):
# the index then looks up the text's own folded spelling.
Alias = tuple[int, int, int, str | None]
_START = operator.itemgetter(0)


def scan_aliases(text: str) -> list[Alias]:
    """Every club, ground and competition alias in ``text``, overlapping ones included.

    Sorted by start, the longest first at one start. A caller that passes one text to
    several finders scans it once and passes this on as their ``aliases``.
    """
    low = _lower(text)
    # One more character in front and after, standing for the start and the end.
    shaped = "~" + _shape(low) + "~"
    runs = " " in shaped
    automaton, kinds = _automaton()
    found = []
    for after, length in automaton.iter(shaped, ignore_white_space=True):
        start = after - length
        if runs and " " in shaped[start:after]:
            start = _start_over_runs(shaped, after, length)
        key = low[start - 1 : after - 1]
        if key in kinds:
            found.append((start - 1, after - 1, kinds[key], key))
        else:
            normal = _normal(key)
            if normal in kinds:
                found.append((start - 1, after - 1, kinds[normal], None))
    # The automaton reports in order of end: reversed and then sorted by start (a
    # stable sort), the longest comes first at one start.
    found.reverse()
    found.sort(key=_START)
    return found


def _start_over_runs(shaped: str, after: int, length: int) -> int:
    """Where an alias of ``length`` shaped characters that ends before ``after`` starts.

    Used when skipped spaces lie inside the alias.
    """
    start = after
    while length:
        start -= 1
        if shaped[start] != " ":
            length -= 1
    return start


def _normal(span: str) -> str:
    """``span`` as an alias key: runs of white space as one space, dashes as hyphens."""
    span = _WHITE_SPACE.sub(" ", span)
    return span if span.isascii() else span.translate(_DASHES)


# A hit of one index that may name something: (start, end, text, key).
_Hit = tuple[int, int, str, str]


class _Index:
    def __init__(self, entries: Iterable[AliasEntry], kind: int):
        by_key: dict[str, list[AliasEntry]] = {}
        for e in entries:
            by_key.setdefault(fold(e.alias), []).append(e)
        self.by_key = {k: tuple(v) for k, v in by_key.items()}
        self.kind = kind
        # What _resolve needs to know of a key beforehand. A key with a blocker among
        # its entries never names anything (the blocker is always viable), so it is
        # in neither dict below. Entries without case or place rules are all viable:
        # their slugs and whether one is ambiguous are fixed.
        self.fixed: dict[str, tuple[frozenset[str], bool]] = {}
        self.ruled: dict[str, tuple[AliasEntry, ...]] = {}
        for k, v in self.by_key.items():
            if any(e.slug is None for e in v):
                continue
            if any(e.case_sensitive or e.place for e in v):
                self.ruled[k] = v
            else:
                self.fixed[k] = (frozenset(e.slug for e in v), any(e.ambiguous for e in v))

    def scan(self, text: str, aliases: list[Alias] | None = None) -> list[_Hit]:
        """The leftmost-longest, non-overlapping aliases of this index in ``text``.

        Only those that may name something are returned (the others still hide
        the aliases they overlap).
        """
        if aliases is None:
            aliases = scan_aliases(text)
        hits = []
        taken_to = -1
        kind = self.kind
        # An alias opening with "the" gives way to a longer one of the word after it:
        # "the Republic of Ireland" is the Republic of Ireland, not "the Republic" and "Ireland".
        for index, (start, end, kinds, key) in enumerate(aliases):
            # The non-word character before a hit is not in the last one: it starts after its end.
            if start > taken_to and kinds & kind and _gives_way_to_a_longer(aliases, index, text, kind):
                continue
            if start > taken_to and kinds & kind:
                taken_to = end
                span = text[start:end]
                if key is None:
                    key = fold(span)  # no AliasEntry has it if the index does not fold a dash in it
                if key in self.fixed or key in self.ruled:
                    hits.append((start, end, span, key))
        return hits


def _gives_way_to_a_longer(aliases: list[Alias], index: int, text: str, kind: int) -> bool:
    """Whether the alias at ``index`` opens with "the" and another of ``kind`` starts at the
    word after it and ends beyond it ("the Republic" in "the Republic of Ireland")."""
    start, end, _, _ = aliases[index]
    if text[start:start + 4].lower() != "the ":
        return False
    for next_start, next_end, next_kinds, _ in aliases[index + 1:]:
        if next_start > start + 4:
            return False
        if next_start == start + 4 and next_end > end and next_kinds & kind:
            return True
    return False


def _case_ok(entry: AliasEntry, span: str) -> bool:
    if not entry.case_sensitive:
        return True
    words, alias_words = span.split(), entry.alias.split()
    if len(words) == len(alias_words) and all(
        w == a or (a[:1].islower() and w.lower() == a) for w, a in zip(words, alias_words)
    ):
        return True
    return not entry.alias.isupper() and len(entry.alias) >= 4 and span.isupper()


def _place_ok(text: str, start: int, end: int) -> bool:
    """Whether an alias that is also a place names the team at ``text[start:end]``."""
    if text[end : end + 2] in ("'s", "\u2019s"):
        return True
    if text.startswith(":", end) and (start == 0 or text[start - 1] == "\n") and _shared_town(text[start:end]):
        return False  # a trip report's heading: "Dundee: wrong result, right away end"
    return not (_PLACE_PREFIX.search(text[max(0, start - 32) : start])
                or _PLACE_LIST_PREFIX.search(text[max(0, start - _PLACE_LIST_REACH) : start])
                or _LEFT_FROM_BEFORE.search(text[max(0, start - 48) : start])
                or _PLACE_AFTER.match(text, end)
                or _PLACE_NAME_AFTER.match(text, end))


def _shared_town(name: str) -> bool:
    """Whether ``name`` is the town of more than one club of the reference data ("Dundee",
    "Milan"): written alone, it cannot say which club."""
    return len(clubs_of_town(name)) > 1


# A club's town with "the" before it and no word of a team after it is a place called so
# ("a derby on the Kiel", "the whole Kiel was shaking": a district, a ground's nickname),
# never the club ("the Kiel side", "the Bologna fans", "the Antwerp's" are the club). A
# national team's land takes "the" as its name does ("the Netherlands").
_THE_BEFORE = re.compile(r"\bthe\s+(?:(?:whole|entire|packed|full|old|famous)\s+)?$", re.IGNORECASE)
_TEAM_WORD_AFTER = re.compile(
    r"['\u2019]s?\b|\s+(?:side|sides|team|teams|club|outfit|fans?|supporters?|players?|squad|manager|coach|boss|"
    r"bench|defence|defense|attack|support|following|faithful|ultras|end|keeper|goalkeeper|striker|forwards?|"
    r"defenders?|midfield(?:ers?)?|captain|academy|board|chairman|crowd|contingent|camp|dressing|hooligans)\b",
    re.IGNORECASE,
)


def _the_town(text: str, start: int, end: int) -> bool:
    return bool(_THE_BEFORE.search(text, max(0, start - 16), start)) and not _TEAM_WORD_AFTER.match(text, end)


def _viable(entries: tuple[AliasEntry, ...], text: str, hit: _Hit) -> tuple[set[str], bool]:
    """The slugs of the entries that pass the case and place rules, and whether one is ambiguous."""
    start, end, span, _ = hit
    slugs, ambiguous = set(), False
    case_ok: dict[str, bool] = {}  # entries of many clubs share one alias ("City")
    place_ok = the_town = None
    for e in entries:
        if e.case_sensitive:
            ok = case_ok.get(e.alias)
            if ok is None:
                ok = case_ok[e.alias] = _case_ok(e, span)
            if not ok:
                continue
        if e.place:
            if place_ok is None:
                place_ok = _place_ok(text, start, end)
            if not place_ok:
                continue
            if the_town is None:
                the_town = _the_town(text, start, end)
            club = catalogue().clubs_by_slug.get(e.slug) if the_town else None
            if club is not None and club.kind == "club":
                continue
        slugs.add(e.slug)
        ambiguous = ambiguous or e.ambiguous
    return slugs, ambiguous


# After a one-word club name, a capitalised street or park word makes the two a place
# ("Stanley Park was rammed", "Police closed City Road"); grounds named so ("Villa
# Park") are grounds in the reference data, read whole before the club's name.
_STREET_AFTER = re.compile(r"\s+(?:Park|Street|Road|Lane|Avenue|Gardens|Square|Terrace)\b(?!\s+(?:end|stand)\b)")


def _resolve(
    index: _Index, text: str, hits: list[_Hit], context=None, kin=None, own_name=None, tie=None,
    street_names: bool = False, unresolved: list | None = None, town=None, people=None,
) -> list[tuple[int, int, str, str]]:
    """(start, end, text, slug) of each hit that names one thing.

    Applies the case and place rules and the ambiguous-alias rule (see catalogue).
    ``kin(slug, named)``, when given, says whether a candidate of an ambiguous alias
    belongs with the things named plainly (a club of the same country): the last
    way to tell the candidates apart. An ambiguous alias of one candidate that is its
    kin's counts too where ``own_name(slug, span)`` says it is written as that thing's
    very name ("The Spartans"), or where the ``tie`` pattern matches all the text
    between it and a thing named plainly ("PAOK beat Aris", "Aris v PAOK"); the
    thing then counts as named for the alias's other mentions ("an Aris supporter").
    Where kin finds not one, ``people(slug, named)``, when given, says whether the candidate
    is of a country whose people the text names ("the Scots").
    Last, ``town(slug, start, end, span, named)``, when given, says whether the
    candidate's own town is named elsewhere in the text ("Slavia were better ... a night
    in Prague").
    An ambiguous hit that names none of its candidates is added to ``unresolved``,
    when given, as (start, end, text, candidate slugs).
    """
    viable = []
    named: set[str] = set()
    ends_at = {hit[0]: hit[1] for hit in hits}
    for hit in hits:
        if _INSTITUTION_AFTER.match(text, hit[1]):
            continue
        if street_names and " " not in hit[2] and _STREET_AFTER.match(text, hit[1]):
            continue
        if street_names and (_ORIGIN_BEFORE.search(text, max(0, hit[0] - 40), hit[0])
                             or _INSTITUTION_OF_BEFORE.search(text, max(0, hit[0] - 20), hit[0])
                             or _PLACE_OF_BEFORE.search(text, max(0, hit[0] - 20), hit[0])):
            continue
        if _in_dateline(text, hit[0], hit[1]) and not _fixture_line(text, hit, ends_at):
            continue
        key = hit[3]
        if key in index.fixed:
            slugs, ambiguous = index.fixed[key]
        else:
            slugs, ambiguous = _viable(index.ruled[key], text, hit)
        if slugs:
            plain = len(slugs) == 1 and not ambiguous
            if plain:
                named |= slugs
            viable.append((hit, slugs, plain))
    if kin is not None and named and (own_name is not None or tie is not None):
        named |= _named_alone(viable, text, named, kin, own_name, tie)
    out = []
    for (start, end, span, _), slugs, plain in viable:
        chosen = slugs
        if not plain:
            chosen = slugs & named
            if len(chosen) != 1 and context is not None:
                chosen = {s for s in slugs if context(s)}
            if len(chosen) != 1 and kin is not None and len(slugs) > 1:
                # Only a name shared by several things: a single generic one ("York
                # Road", "the Den") still needs its own club named.
                chosen = {s for s in slugs if kin(s, named)}
                if len(chosen) != 1 and people is not None:
                    # ... or of the one country whose people the text names ("Rangers", beside
                    # Brøndby, in a report calling its side "the Scots")
                    chosen = {s for s in chosen or slugs if people(s, named)}
            if len(chosen) != 1 and town is not None:
                chosen = {s for s in slugs if town(s, start, end, span, named)}
        if len(chosen) == 1:
            out.append((start, end, span, next(iter(chosen))))
        elif unresolved is not None:
            unresolved.append((start, end, span, frozenset(slugs)))
    return out


# The most characters between two clubs that ``tie`` may join.
_TIE_CHARS = 40


def _named_alone(viable, text: str, named: set[str], kin, own_name, tie) -> set[str]:
    """The one candidates of ambiguous aliases that ``_resolve``'s ``own_name`` or
    ``tie`` rule finds named, or that a fixture word just before names as an opponent
    ("the semi-final against the Dutch", "a 2-0 win over Aris")."""
    # The plain hit before and after each hit, found in one pass each way.
    before_of, after_of, last = [], [None] * len(viable), None
    for hit, _, plain in viable:
        before_of.append(last)
        last = hit if plain else last
    last = None
    for i in range(len(viable) - 1, -1, -1):
        after_of[i] = last
        last = viable[i][0] if viable[i][2] else last
    found = set()
    for i, ((start, end, span, _), slugs, plain) in enumerate(viable):
        if plain or len(slugs) != 1:
            continue
        slug = next(iter(slugs))
        if slug in named or slug in found or not kin(slug, named):
            continue
        if own_name is not None and own_name(slug, span):
            found.add(slug)
            continue
        if tie is None:
            continue
        before, after = before_of[i], after_of[i]
        if before is not None and start - before[1] <= _TIE_CHARS and tie.fullmatch(text, before[1], start) \
                or after is not None and after[0] - end <= _TIE_CHARS and tie.fullmatch(text, end, after[0]) \
                or _FIXTURE_BEFORE.search(text, max(0, start - _TIE_CHARS), start):
            found.add(slug)
    return found


@functools.cache
def _club_index() -> _Index:
    return _Index(catalogue().club_entries, _CLUB)


@functools.cache
def _ground_index() -> _Index:
    return _Index(catalogue().ground_entries, _GROUND)


@functools.cache
def _competition_index() -> _Index:
    return _Index(catalogue().competition_entries, _COMPETITION)


# What stands between two clubs of one fixture: "PAOK beat Aris", "Boca 2-0 River",
# "Celtic v Clyde", "Sporting drew with Porto".
_FIXTURE_TIE = re.compile(
    r"(?:['\u2019]s?)?\s+(?:v|vs\.?|versus|beat|beats|defeated|thrashed|edged|drew\s+with|lost\s+to|lost\s+at|"
    r"won\s+at|hosted|hosts|visited|faced|against|\d{1,2}\s*[-\u2013]\s*\d{1,2})\s+(?:the\s+)?"
)


# A fixture word just before an opponent: "the semi-final against the Dutch".
_FIXTURE_BEFORE = re.compile(
    r"\b(?:v|vs\.?|versus|beat|beats|beating|defeated|thrashed|edged|(?:drew|draw|draws)\s+with|lost\s+to|faced|facing|"
    r"face|faces|"
    r"against|over|met|meet|meets|play|plays|played|playing)\s+$",
    re.IGNORECASE,
)


# Every derby's name holds one of these: the cheap test before the names are looked for.
_DERBY_WORD_RE = re.compile(r"d[eé]rb|cl[aá]s+i|klassi|firm", re.IGNORECASE)


@functools.cache
def _derby_pattern() -> tuple[re.Pattern, dict[str, Derby]]:
    by_name = {}
    for derby in catalogue().derbies:
        for name in (derby.name, *derby.aliases):
            if not _DERBY_WORD_RE.search(name):
                raise ValueError(f"derby name {name!r} holds none of the words _DERBY_WORD_RE looks for")
            for variant in spelling_variants(name):
                by_name[fold(variant)] = derby
    names = sorted(by_name, key=len, reverse=True)
    alternatives = "|".join(re.escape(n).replace("'", "['’]").replace("\\ ", r"\s+") for n in names)
    return re.compile(rf"(?<!\w)(?:{alternatives})(?!\w)", re.IGNORECASE), by_name


def find_derbies(text: str) -> list[DerbyMention]:
    """The rivalries ``text`` names by a name of their own ("the 342nd Vienna derby", "the Old Firm")."""
    if not _DERBY_WORD_RE.search(text):
        return []
    pattern, by_name = _derby_pattern()
    return [DerbyMention(by_name[fold(m.group())], m.start(), m.end()) for m in pattern.finditer(text)]


def _town_named(text: str, town: str, start: int, end: int) -> bool:
    """Whether ``town`` is written in ``text`` as a word of its own, capitalised, outside
    text[start:end]."""
    at = text.find(town)
    while at >= 0:
        stop = at + len(town)
        if ((at == 0 or not text[at - 1].isalnum()) and (stop == len(text) or not text[stop].isalnum())
                and (stop <= start or at >= end)):
            return True
        at = text.find(town, stop)
    return False


# A word written with a capital: where a people's name ("Scots", "Danish") may be.
_CAPITALISED_WORD = re.compile(r"\b[A-Z][a-z]+\b")


def find_clubs(text: str, *, aliases: list[Alias] | None = None, unresolved: list | None = None) -> list[ClubMention]:
    """Every club and national team named in ``text``, in order of appearance.

    ``aliases`` is ``scan_aliases(text)`` when the caller has it already. ``unresolved``,
    when given, gets the aliases that may name several clubs and name none of them here
    ("Sporting" with no Sporting club named plainly), as (start, end, text, candidate slugs).
    """
    clubs = catalogue().clubs_by_slug
    index = _club_index()

    grounds_named: set[str] | None = None
    ground_countries: set[str] = set()

    def grounds() -> set[str]:
        # The grounds named plainly in the text (slugs) and their countries, read once and
        # only when needed.
        nonlocal grounds_named
        if grounds_named is None:
            grounds_named = {g for *_, g in _resolve(_ground_index(), text, _ground_index().scan(text, aliases))}
            ground_countries.update(catalogue().grounds_by_slug[g].country for g in grounds_named)
        return grounds_named

    people: set[str] | None = None

    def peoples_countries() -> set[str]:
        # The countries whose people the text names ("the Scots", "Danish"), read once.
        nonlocal people
        if people is None:
            demonyms = catalogue().demonyms
            people = {country for word in set(_CAPITALISED_WORD.findall(text))
                      for country in demonyms.get(fold(word), ())}
        return people

    def same_country(slug: str, named: set[str]) -> bool:
        # "Rangers" (Queens Park Rangers, or Rangers) beside Celtic, or at Celtic Park,
        # is the Scottish club. Grounds count only where named plainly. A national
        # team's kin is another national team ("England ... against the Dutch").
        if clubs[slug].kind == "national":
            return any(clubs[n].kind == "national" for n in named)
        grounds()
        country = clubs[slug].country
        return country in ground_countries or any(clubs[n].country == country for n in named)

    def peoples_side(slug: str, named: set[str]) -> bool:
        # Only beside clubs named plainly, none a national team: in a report of clubs (not of
        # an international, where "Cardiff" is a town), with no people's word read for a
        # side that none is named beside. A national team of that country among the
        # candidates ("the Dragons": Wales, or Wrexham) leaves the name to neither.
        return (bool(named) and all(clubs[n].kind != "national" for n in named)
                and clubs[slug].country in peoples_countries())

    def own_name(slug: str, span: str) -> bool:
        # Written as its very name ("The Spartans"), or with its own ground named too
        # ("Sporting ... at Alvalade" beside Benfica): a short name that is also a word.
        return span == clubs[slug].name or any(ground.slug in grounds() for ground in clubs[slug].grounds)

    def home_town_named(slug: str, start: int, end: int, span: str, named: set[str]) -> bool:
        # A name several clubs share, or a word, with one of its clubs' own town named
        # elsewhere ("Slavia were better ... a night in Prague", "Rovers fans in Blackburn").
        # Not the town's own name ("Derby day", "to Seville"), nor a people's ("the French
        # Football Federation" in Saint-Denis), nor a town a club named plainly is from:
        # that club is why it is named ("the Eagles", a club of no reference data, in a
        # Roma blog's "a trip that started in Rome").
        club = clubs[slug]
        city = club.city
        if not city or city.casefold() in span.casefold():
            return False
        if club.kind == "national" and club.name.casefold() not in span.casefold():
            return False
        if any(clubs[other].city == city for other in named):
            return False
        return _town_named(text, city, start, end)

    return [
        ClubMention(clubs[slug], start, end, span)
        for start, end, span, slug in _resolve(
            index, text, index.scan(text, aliases), kin=same_country, own_name=own_name,
            tie=_FIXTURE_TIE, street_names=True, unresolved=unresolved, town=home_town_named,
            people=peoples_side,
        )
        if not (clubs[slug].kind == "national" and span[:4].lower() == "the " and _NATION_THING_AFTER.match(text, end))
        and not _of_another_town(text, end, clubs[slug])
    ]


# The most characters between a ground and the stand or end named beside it.
_PART_GAP = 45
_NUMBER_AFTER_RE = re.compile(r"\s+\d")


def find_grounds(
    text: str,
    *,
    clubs: list[ClubMention] | None = None,
    parts: list[tuple[int, int, str]] | None = None,
    aliases: list[Alias] | None = None,
) -> list[GroundMention]:
    """Every ground named in ``text`` with the stand, end or concourse named next to it.

    An ambiguous ground alias ("Olympic Stadium") counts when exactly one of its
    grounds is named plainly in the text or belongs to a club named in it.
    ``clubs`` (``find_clubs(text)``), ``parts`` (``find_parts(text)``) and
    ``aliases`` (``scan_aliases(text)``) may be passed by a caller that has them
    already, so the text is not scanned twice.
    """
    cat = catalogue()
    index = _ground_index()
    hits = index.scan(text, aliases)
    club_slugs: set[str] | None = None

    def owned_by_named_club(slug: str) -> bool:
        nonlocal club_slugs
        if club_slugs is None:
            named = find_clubs(text, aliases=aliases) if clubs is None else clubs
            club_slugs = {m.club.slug for m in named}
        return bool(club_slugs & set(cat.grounds_by_slug[slug].club_slugs))

    def in_a_named_clubs_country(slug: str, named: set[str]) -> bool:
        # "the Stadium of Light" in a report on Newcastle United is Sunderland's, not Benfica's.
        owned_by_named_club(slug)  # fills club_slugs
        countries = {cat.clubs_by_slug[c].country for c in club_slugs or ()}
        return cat.grounds_by_slug[slug].country in countries

    resolved = _resolve(index, text, hits, context=owned_by_named_club, kin=in_a_named_clubs_country)
    if not resolved:
        parts = []
    elif parts is None:
        parts = find_parts(text)
    near = Nearby(text, parts, _PART_GAP)
    # A company named after its ground ("London Stadium 185") is not the ground.
    return [
        GroundMention(cat.grounds_by_slug[slug], start, end, span, near.beside(start, end))
        for start, end, span, slug in resolved
        if not _NUMBER_AFTER_RE.match(text[end : end + 3])
    ]


_ROUND_GAP = 30


# What may follow "friendly" the match ("a friendly at Ibrox", "the friendly ended 1-1",
# "a friendly."); any other lower-case word makes it the adjective ("a friendly welcome").
_AFTER_A_FRIENDLY = re.compile(
    r"\s+(?!(?:at|in|on|against|with|between|v|vs|versus|and|or|but|that|which|who|for|to|of|from|the|a|an|"
    r"last|this|next|was|is|were|are|ended|finished|played|will|would|had|has|saw|took|drew|went|"
    r"before|after|during|when|where|while|as|ahead|because)\b)[a-z]")


# ... and what comes before the adjective: a verb of being or seeming, an adverb, a list
# ("Warsaw was cheap, sunny and mostly friendly", "Small, windy, friendly."), or some of
# the people it describes ("not all of them friendly").
_BEFORE_FRIENDLY_ADJECTIVE = re.compile(
    r"(?:\b(?:is|are|was|were|be|been|being|seems?|seemed|looks?|looked|felt|feels?|stay(?:s|ed)?|"
    r"remain(?:s|ed)?|very|mostly|quite|so|too|less|more|really|fairly|pretty|all|not|and|generally|"
    r"largely|perfectly|extremely|incredibly|super|as)\s+|,\s*|"
    # "(not all of them friendly)", "the locals, most of them friendly"
    r"\bof\s+(?:them|us|those)\s+)$",
    re.IGNORECASE,
)


def _friendly_the_adjective(text: str, end: int, competition) -> bool:
    """Whether a friendly's mention ending at ``end`` is the adjective: "a friendly
    welcome", "the locals were friendly"."""
    if competition.kind != "friendly" or not text[:end].lower().endswith("friendly"):
        return False
    start = end - len("friendly")
    return bool(_AFTER_A_FRIENDLY.match(text, end)
                or _BEFORE_FRIENDLY_ADJECTIVE.search(text, max(0, start - 20), start))


def find_competitions(
    text: str, *, clubs: list[ClubMention] | None = None, aliases: list[Alias] | None = None
) -> list[CompetitionMention]:
    """Every competition named in ``text``, each with the round named next to it.

    An ambiguous alias ("Premiership") counts when exactly one of its competitions is
    named plainly in the text or is the domestic competition of a club named in it.
    ``clubs`` is ``find_clubs(text)`` and ``aliases`` ``scan_aliases(text)`` when
    the caller has them already.
    """
    cat = catalogue()
    index = _competition_index()
    hits = index.scan(text, aliases)
    countries: set[str] | None = None

    def country_of_named_club(slug: str) -> bool:
        nonlocal countries
        if countries is None:
            named = find_clubs(text, aliases=aliases) if clubs is None else clubs
            countries = {m.club.country for m in named if m.club.kind == "club"}
        return cat.competitions_by_slug[slug].country in countries

    resolved = _resolve(index, text, hits, context=country_of_named_club)
    if not resolved:
        return []
    resolved = [r for r in resolved if not _friendly_the_adjective(text, r[1], cat.competitions_by_slug[r[3]])]
    if not resolved:
        return []
    rounds = Nearby(text, [(r.start, r.end, r.round) for r in find_rounds(text)], _ROUND_GAP)
    out = []
    for i, (start, end, span, slug) in enumerate(resolved):
        # The round of a competition is named between it and the ones beside it.
        lo = resolved[i - 1][1] if i else 0
        hi = resolved[i + 1][0] if i + 1 < len(resolved) else len(text)
        out.append(CompetitionMention(cat.competitions_by_slug[slug], start, end, span, rounds.beside(start, end, lo, hi)))
    return out
