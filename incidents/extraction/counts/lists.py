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
    r"\s*[•·▪‣*–—-]?\s*(?P<label>(?:(?:total|number\s+of)\s+)?(?:"
    + "|".join(sorted(_FACT_KINDS, key=len, reverse=True))
    + r"))\s*[–—:-]\s*(?P<num>\d{1,3}(?:,\d{3})+|\d{1,6})\s*\.?\s*"
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


# A line of a list breaking a count down, under its count or heading: "• Public order offences – 4", "- Assault: 2".
BULLET_RE = regexes.compile(r"[•·▪‣*\-–—]\s*(?P<label>[^\d\n]{2,80}?)\s*(?:[–—:\-]|\s)\s*(?P<num>\d{1,4})\s*\.?$")
# The kinds a list's heading can name, and the words that name each, in the order they are looked for.
LIST_KINDS = frozenset(kind for kind, _ in LIST_HEADINGS)
_LIST_WORDS = tuple(
    (kind, regexes.compile("|".join(rf"\b{re.escape(word)}" for word in words))) for kind, words in LIST_HEADINGS
)


def list_kind(low: str, start: int, end: int) -> tuple[str, tuple[str, str]] | None:
    """The kind a list introduced by this sentence counts ("The arrests were for the following offences:")."""
    for kind, pattern in _LIST_WORDS:
        if pattern.search(low, start, end):
            return kind, ("incident", "")
    return None
