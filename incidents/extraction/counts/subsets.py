"""Members named as among a count: "Two Czech supporters were among nine people detained",
"No Brazilian supporters were among those arrested".

The members are a count of their own, of the group their noun names, of the kind the
verb after "among" gives; the total beside them ("nine people detained") is read by
the other rules.  "Among them" with the verb in another sentence is left alone: which
count "them" are is not said here.
"""

from __future__ import annotations

from .. import regexes
from ..numbers import Quantity, fold_quantities, quantity_from_match
from .triggers import PEOPLE_RE, Count

# Compiled without re.I: the rules run on ``fold``ed text (see ``text``).
_AMONG_RE = regexes.compile(
    r"\s+(?:were|was|are|is)\s+(?:also\s+)?among\s+(?:the\s+|those\s+|these\s+)?"
    r"(?:[\w,.'’-]+\s+){0,3}?"
    r"(?P<verb>arrested|detained|held|lifted|injured|hurt|wounded|treated|hospitali[sz]ed|ejected|"
    r"turned\s+away|refused\s+entry|killed|banned|arrests|injuries|casualties)\b"
)
_KIND = {
    "arrested": "arrests", "detained": "arrests", "held": "arrests", "lifted": "arrests", "arrests": "arrests",
    "injured": "injuries", "hurt": "injuries", "wounded": "injuries", "treated": "injuries",
    "hospitalised": "injuries", "hospitalized": "injuries", "injuries": "injuries", "casualties": "injuries",
    "ejected": "dispersal", "turned away": "dispersal", "refused entry": "dispersal",
    "killed": "deaths", "banned": "bans",
}
# The members' words between their number and "were among": at most three words, the
# last a people noun ("two Czech supporters", "three British nationals").
_MEMBERS_RE = regexes.compile(r"\s+((?:[\w'’-]+\s+){0,2}[\w'’-]+)$")
# No member at all: "No Brazilian supporters were among those arrested".
_NONE_RE = regexes.compile(r"(?:^|(?<=[\s,;:(]))(?:no|none\s+of\s+the)\s+((?:[\w'’-]+\s+){0,2}[\w'’-]+)$")


def members_among(sentence: str, folded: str, offset: int, found: list[Count]) -> list[Count]:
    """The counts of members named as among a count; ``found`` are the sentence's counts
    already read (a member count one of them already gives is not read again)."""
    out = []
    taken = {(c.start - offset, c.end - offset) for c in found}
    for among in _AMONG_RE.finditer(folded):
        kind = _KIND[" ".join(among["verb"].split())]
        before = folded[:among.start()]
        quantity, start = _members_quantity(before)
        if quantity is None:
            continue
        end = among.start()
        if any(s <= start < e or s < end <= e for s, e in taken):
            continue
        out.append(Count(kind, offset + start, offset + end, quantity, sentence[start:end]))
    return out


def _members_quantity(before: str) -> tuple[Quantity | None, int]:
    """The members' quantity and where their words start, in the text before "were among"."""
    none = _NONE_RE.search(before)
    if none is not None and _people(none.group(1)):
        return Quantity("0", 0, 0, False), none.start()
    words = _MEMBERS_RE.search(before)
    if words is None or not _people(words.group(1)):
        return None, 0
    quantities = [q for q in fold_quantities(before) if q.end() <= words.end()]
    if not quantities:
        return None, 0
    last = quantities[-1]
    gap = before[last.end():].split()
    # The quantity opens the members' words: "two Czech supporters", not "2-1 ... fans".
    if len(gap) > 3 or not gap:
        return None, 0
    quantity = quantity_from_match(last)
    return quantity, last.start()


def _people(words: str) -> bool:
    return PEOPLE_RE.search(words.split()[-1]) is not None
