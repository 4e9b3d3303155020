"""Counts from the lines of a list, each line a sentence of its own.

A key-facts line ("Arrests: 9", "Attendance: 28,500"), a line of an offence list
("Public order offences – 5", "• affray – four men"): under no heading those
count arrests.  Under a count or a heading naming one ("The arrests were for the
following offences:") the lines break that count down (see ``extract``); bullets
may be left out under a line ending with a colon, and a heading's own kind wins
over a count before it.
"""

from __future__ import annotations

import re

from .. import regexes
from ..kinds import LIST_HEADINGS
from ..numbers import Quantity, quantity_from_parts
from .triggers import Count

# The people of a bulleted line of an offence list (see LIST_PEOPLE_LINE_RE).
_LIST_PEOPLE = r"m[ae]n|wom[ae]n|boys?|girls?|people|persons?|youths?|juveniles?|adults?|males?|females?|teenagers?"
_LIST_NUMBER = r"an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|twenty|thirty|\d{1,4}"
# A line of a list giving arrests by offence: "Public order offences – 5",
# "Possession of a pyrotechnic – 2".  The whole sentence is the line; the label names
# an offence, so the number is of people arrested for it.
LIST_LINE_RE = regexes.compile(
    r"\s*[•·▪‣*–—-]?\s*(?P<label>[a-z][^\d\n:;]{2,90}?)\s*[–—:-]\s*(?P<num>\d{1,4})\s*\.?\s*"
)
OFFENCE = (
    r"offen[cs]es?|assault\w*|possession|disorder|affray|criminal\s+damage|theft|encroachment|"
    r"incursion|trespass\w*|drunk\w*|breach\w*|racially|obstruct\w*|wounding|weapons?|robbery|harassment|"
    r"throwing|pitch\s+invasion|entering\s+the\s+(?:pitch|field)|ticket\s+touting|touting|violence|"
    r"intoxicat\w*|drink\w*|bladed|knife|threatening|going\s+on(?:to)?\s+(?:the\s+)?(?:pitch|field|playing\s+area)"
)
_OFFENCE_RE = regexes.compile(rf"\b(?:{OFFENCE})\b")
# A line of such a list giving the people: "• throwing a missile – two men", "• affray – four men, aged 19 to 42".
LIST_PEOPLE_LINE_RE = regexes.compile(
    r"\s*[•·▪‣*–—-]\s*(?P<label>[a-z][^\d\n:;]{2,90}?)\s*[–—:-]\s*"
    rf"(?P<num>{_LIST_NUMBER})\s+(?:{_LIST_PEOPLE})\b(?:\s*,[^\n;]{{0,40}})?\s*\.?\s*"
)


def is_year(digits: str) -> bool:
    """A list line's number that is a year, not a count."""
    return len(digits) == 4 and 1850 <= int(digits) <= 2099


def list_line(sentence: str, folded: str, offset: int) -> Count | None:
    """The arrests one line of an offence list gives ("Public order offences – 5"), or None.

    A key-facts line naming a kind ("Arrests: 9", "Injured – 3", "Attendance: 28,500")
    gives that kind."""
    fact = _FACT_LINE_RE.fullmatch(folded)
    if fact is not None:
        quantity = quantity_from_parts(sentence[fact.start("num"):fact.end("num")], None, None)
        if quantity is not None and not is_year(fact["num"]):
            return Count(_FACT_KINDS[fact["label"].split()[-1]], offset + fact.start("num"), offset + fact.end("num"),
                         quantity, sentence[fact.start("num"):fact.end("num")])
    line = LIST_LINE_RE.fullmatch(folded)
    if line is None or not _OFFENCE_RE.search(folded, line.start("label"), line.end("label")):
        return None
    if is_year(line["num"]):
        return None  # "Assault on a steward - 2019"
    n = int(line["num"])
    return Count("arrests", offset + line.start("num"), offset + line.end("num"), Quantity(str(n), n, n, False),
                 sentence[line.start("num"):line.end("num")])


BULLETS = frozenset("•·▪‣*–—-")
# A key-facts line: "Arrests: 9", "• Ejections – 4", "Attendance: 28,500".
_FACT_KINDS = {
    "arrests": "arrests", "arrested": "arrests", "detained": "arrests", "detentions": "arrests",
    "injuries": "injuries", "injured": "injuries", "casualties": "injuries", "hurt": "injuries",
    "deaths": "deaths", "dead": "deaths", "ejections": "dispersal", "ejected": "dispersal",
    "attendance": "crowd", "crowd": "crowd",
}
_FACT_LINE_RE = regexes.compile(
    # (a live page's line may open with its time and say the figure was given: "17:12 Attendance
    # announced: 12,617.")
    r"\s*(?:\d{1,2}[:.]\d\d\s+(?:[–—-]\s*)?)?[•·▪‣*–—-]?\s*(?P<label>(?:(?:total|number\s+of)\s+)?(?:"
    + "|".join(sorted(_FACT_KINDS, key=len, reverse=True))
    + r"))(?:\s+(?:announced|confirmed|given|declared|official|tonight|today))?"
    r"\s*[–—:-]\s*(?P<num>\d{1,3}(?:,\d{3})+|\d{1,6})\s*\.?\s*"
)


def list_people_line(sentence: str, folded: str, offset: int) -> Count | None:
    """The arrests one bulleted line of an offence list gives in people ("• affray – four men"), or None."""
    line = LIST_PEOPLE_LINE_RE.fullmatch(folded)
    if line is None or not _OFFENCE_RE.search(folded, line.start("label"), line.end("label")):
        return None
    quantity = quantity_from_parts(sentence[line.start("num"):line.end("num")], None, None)
    if quantity is None or not quantity.low:
        return None
    return Count("arrests", offset + line.start("num"), offset + line.end(), quantity,
                 sentence[line.start("num"):line.end("num")])


# A line of a list breaking a count down, under its count or heading: "• Public order offences – 4",
# "- Assault: 2".
BULLET_RE = regexes.compile(r"[•·▪‣*\-–—]\s*(?P<label>[^\d\n]{2,80}?)\s*(?:[–—:\-]|\s)\s*(?P<num>\d{1,4})\s*\.?$")
# The kinds a list's heading can name (see kinds.LIST_HEADINGS), and the words naming each, in
# the order they are looked for.
LIST_KINDS = frozenset(kind for kind, _ in LIST_HEADINGS)
_LIST_WORDS = tuple(
    (kind, regexes.compile("|".join(rf"\b{re.escape(word)}" for word in words)))
    for kind, words in LIST_HEADINGS
)


def list_kind(low: str, start: int, end: int) -> tuple[str, tuple[str, str]] | None:
    """The kind a list introduced by this sentence counts ("The arrests were for the following offences:")."""
    for kind, pattern in _LIST_WORDS:
        if pattern.search(low, start, end):
            return kind, ("incident", "")
    return None


class OpenList:
    """The count the lines of a list break down, while a list is open.

    A count of a LIST_KINDS kind opens a list for the sentences after it, and so does
    a heading naming one ("The arrests were for the following offences:"); the
    heading's own kind wins over a count before it.  A line of the list is bulleted
    ("• Public order offences – 4"), or need not be under a line ending with a colon
    ("Assault: 2"); any other sentence closes the list, but for a bulleted one or one
    ending with a colon.
    """

    __slots__ = ("of", "colon")

    def __init__(self) -> None:
        self.of: tuple[str, tuple[str, str]] | None = None  # the kind and (scope, scope_detail) broken down
        self.colon = False  # the list was opened by a line ending with a colon: its lines need no bullets

    def line(self, body: str, folded: str, start: int, end: int) -> re.Match | None:
        """The sentence body[start:end] as a line of the open list (its number in group "num"), or
        None, closing the list unless the sentence may stand in one."""
        if self.of is None:
            return None
        bulleted = body[start] in BULLETS
        line = (BULLET_RE.fullmatch(body, start, end) if bulleted
                else LIST_LINE_RE.fullmatch(folded, start, end) if self.colon else None)
        if line is not None and line["label"].rstrip().endswith(","):
            line = None  # "• Affray – one boy, 17": an age after the people, read as a count below
        if line is not None and not is_year(line["num"]):
            return line  # the offence's name is no claim ("Possession of a pyrotechnic – 5")
        if not bulleted and not body.startswith(":", end - 1):
            self.of = None
        return None

    def counted(self, kind: str, scope: tuple[str, str], ends_with_colon: bool) -> None:
        """A sentence counted ``kind``, its first count of a LIST_KINDS kind: a list under it breaks it down."""
        self.of = (kind, scope)
        self.colon = ends_with_colon

    def heading(self, low: str, start: int, end: int) -> None:
        """A sentence ending with a colon that counts nothing: the kind it names, if any, opens a list."""
        self.of = list_kind(low, start, end) or self.of
        self.colon = self.of is not None
