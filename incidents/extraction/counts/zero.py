"""Zero counts: "no arrests", "did not make any arrests", "the goalkeeper was not hurt".

"Nobody was hurt" and "none of the stewards on duty" are quantities of 0 and are
read with the other counts (see ``people``).
"""

from __future__ import annotations

from .. import regexes
from ..numbers import Quantity
from .triggers import Count

# Compiled without re.I: the rules run on ``fold``ed text (see ``text``).
_ZERO_RE = regexes.compile(
    r"\b(?:(?:did|do|does|have|has|had|were|was)\s*(?:not|n['’]t)|never)\s+"
    r"(?:(?:yet|been|made|make|making|any|reported?|carried\s+out|there)\s+)*"
    r"(?:any\s+)?(?P<trig>arrests?|arrested|injur(?:y|ies)|injured|deaths|ejections|"
    r"dispersed|turned\s+away)\b",
)
_ZERO_KIND = {
    "arrest": "arrests", "arrests": "arrests", "arrested": "arrests",
    "injury": "injuries", "injuries": "injuries", "injured": "injuries",
    "deaths": "deaths", "ejections": "dispersal", "dispersed": "dispersal",
    "turned away": "dispersal",
}

# "The goalkeeper was not hurt", "She wasn't hurt": nobody hurt (no adverb: "not badly hurt" is a hurt).
_ZERO_HURT_RE = regexes.compile(
    r"\b(?:(?:was|were|is|are)\s*(?:not|n['’]t)\s+(?:been\s+)?|(?:has|have|had)\s*(?:not|n['’]t)\s+been\s+)"
    r"hurt\b"
)


def zero_counts(sentence: str, folded: str, offset: int, found: list[Count]) -> list[Count]:
    """The counts of 0 a sentence states; ``found`` are the counts it gives already."""
    zeros = []
    for zero in _ZERO_RE.finditer(folded):
        trig = sentence[zero.start("trig"):zero.end("trig")]
        kind = _ZERO_KIND[" ".join(trig.lower().split())]
        zeros.append(
            Count(kind, offset + zero.start(), offset + zero.end(),
                  Quantity("0", 0, 0, False), sentence[zero.start():zero.end()])
        )
    if "hurt" in folded and not any(c.kind == "injuries" for c in (*found, *zeros)):
        zero = _ZERO_HURT_RE.search(folded)
        if zero is not None:
            zeros.append(Count("injuries", offset + zero.start(), offset + zero.end(),
                               Quantity("0", 0, 0, False), sentence[zero.start():zero.end()]))
    return zeros
