"""Zero counts: "no arrests", "did not make any arrests", "the goalkeeper was not hurt".

"Nobody was hurt" and "none of the stewards on duty" are quantities of 0 and are
read with the other counts (see ``people``).

Two zeros are no count of 0 (``not_zero_counts``): one whose subject is the counted
set itself ("none of those arrested has been charged", "none of their injuries were
life-threatening") tells of its members, not that there were none, unless it names a
side's people among them ("None of those arrested is a Red Star supporter": that
side's zero, said with its side); and a zero of
injuries qualified by how bad they were ("no serious injuries", "nobody was
seriously hurt", "no injuries were life-threatening", "nobody needed hospital
treatment") leaves minor ones untold, as a zero of one cause ("nobody was hurt by a smoke
bomb") leaves the others untold.
Nor is a zero of the people in one place ("nobody inside the ground was hurt"), unless
the place is the crowd's ("nobody in the away end": a zero of fans, ``groups``).
Any of these, compared with another outlet's "three fans were treated for cuts", would
read as a conflict that no outlet stated.

People struck but not hurt (``without_the_unhurt``: "one police officer was hit on the
shoulder but was not injured") are no count of injuries, and the "was not injured" said of
them alone is no zero of their group.
"""

from __future__ import annotations

from dataclasses import replace

from .. import regexes
from ..numbers import Quantity
from .groups import in_the_crowd
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


# "none of those arrested", "none of the injured", "none of their injuries": the counted set itself.
_PARTITIVE_OF_KIND_RE = regexes.compile(
    r"none\s+of\s+(?:the|those|these|their|them|its|his|her)\s+(?:who\s+(?:were|was)\s+)?"
    r"(?:arrested|detained|held|charged|injured|hurt|wounded|injur(?:y|ies)|arrests|casualties|ejected|dead)\b"
)
# A side's people named after it: "None of those arrested is a Red Star supporter", "None
# of the injured were away fans".
_SIDE_AFTER_RE = regexes.compile(
    r"\s+(?:is|was|are|were|has\s+been|have\s+been)\s+(?:an?\s+)?(?P<words>(?:[\w'’.-]+\s+){1,3}?)"
    r"(?:supporters?|fans?|ultras?|followers?)\b")
# ... a side by its club's name (a capital) or by where it plays.
_SIDE_BY_PLACE_RE = regexes.compile(r"\b(?:away|home|visiting|travelling|traveling)\b")
# How bad injuries were: "serious", "life-threatening", "critically", "hospital treatment"...
_SEVERITY_RE = regexes.compile(
    r"\b(?:serious(?:ly)?|life[\s-]*(?:threatening|changing)|critical(?:ly)?|severe(?:ly)?|badly|major|"
    r"significant(?:ly)?|grave(?:ly)?|hospitali[sz]ed|hospital)\b"
)
# What hurt nobody: "nobody was hurt by a smoke bomb", "no one was injured by the flying
# seats" (a zero of that cause only; not "by far" or "by the time").
# ("hit by" ends the zero's own words)
_CAUSE_AFTER_RE = regexes.compile(r"(?:(?<=\bby)|\s+by)\s+(?!(?:far|now|then|the\s+(?:time|end))\b)")
# Nobody in a place: "nobody inside the ground was hurt" (a zero of those there only; "at
# the match" is everyone).
_NOBODY_SOMEWHERE_RE = regexes.compile(
    r"(?:nobody|no[\s-]one|none)(?=\s+(?:in|inside|at|outside|near|around)\s(?!the\s+(?:match|game|fixture)\b))"
)
# Where the clause of a zero ends.
_CLAUSE_END_RE = regexes.compile(r"[,;:.!?()\"“”]|\s[-–—]\s|\s(?:but|and|while|although|though)\s")


def _side_after(sentence: str, folded: str, pos: int) -> int | None:
    """Where the words after ``pos`` naming a side's people ("is a Red Star supporter",
    "were away fans") end, or None."""
    side = _SIDE_AFTER_RE.match(folded, pos)
    if side is None:
        return None
    words = sentence[side.start("words"):side.end("words")]
    named = _SIDE_BY_PLACE_RE.search(side["words"]) or any(w[:1].isupper() for w in words.split())
    return side.end() if named else None


def not_zero_counts(found: list[Count], sentence: str, folded: str, offset: int) -> list[Count]:
    """The counts of ``found`` that are not the zeros said above to be no count of 0."""
    kept = []
    for count in found:
        if count.quantity.high == 0:
            start, end = count.start - offset, count.end - offset
            partitive = _PARTITIVE_OF_KIND_RE.match(folded, start)
            side = _side_after(sentence, folded, partitive.end() if partitive is not None else end)
            if partitive is not None and side is None:
                continue
            if side is not None:
                # A side's none among them is that side's zero, said with its side: "None of
                # those arrested is a Red Star supporter", "Not one of those arrested was a
                # visiting fan".
                count = replace(count, end=offset + side, group="fans")
            nobody = _NOBODY_SOMEWHERE_RE.match(folded, start)
            if nobody is not None and not in_the_crowd(folded, nobody.end()):
                continue  # "nobody in the ground was hurt" leaves those outside untold
            if count.kind == "injuries":
                clause_end = _CLAUSE_END_RE.search(folded, end)
                if _SEVERITY_RE.search(folded, start, clause_end.start() if clause_end else len(folded)):
                    continue
                if _CAUSE_AFTER_RE.match(folded, end):
                    continue  # "nobody was hurt by a smoke bomb" leaves the other hurts untold
        kept.append(count)
    return kept


# Struck but not hurt, after the count of those struck: "one police officer was hit on the shoulder
# but was not injured", "A steward was struck by a coin but was unhurt", "Two officers were hit by
# bottles but escaped injury", "Three stewards were hit by missiles, though none was injured" (not
# "was not seriously hurt" nor "escaped serious injury": hurts).  ``own`` is the words said of
# those struck alone, no zero of their group; "none was injured" is one.
_STRUCK_RE = regexes.compile(r"\b(?:hit|struck)\b")
_UNHURT_AFTER_RE = regexes.compile(
    r"[^.;:!?]{0,80}?\b(?:but|though|although|yet)\s+(?:(?:he|she|they|it)\s+)?(?:"
    r"(?P<own>(?:was|were|is|are)\s*(?:not|n['’]t)\s+(?:injured|hurt|harmed)\b)|"
    r"(?:was|were|is|are)\s+(?:otherwise\s+)?(?:unhurt|uninjured|unharmed|unscathed)\b|"
    r"escaped\s+(?:without\s+(?:any\s+|an?\s+)?)?(?:injury|injuries|harm|unhurt|unscathed)\b|"
    r"(?:none|neither|nobody|no\s+one)\s+(?:of\s+them\s+)?(?:was|were)\s+(?:injured|hurt|harmed)\b)"
)


def without_the_unhurt(found: list[Count], folded: str, offset: int) -> list[Count]:
    """``found`` but the injuries of people struck and said not to be hurt (see _UNHURT_AFTER_RE)."""
    dropped, own = set(), set()
    for count in found:
        if count.kind != "injuries" or count.quantity.high == 0:
            continue
        end = count.end - offset
        if not _STRUCK_RE.search(folded, count.start - offset, end):
            continue
        unhurt = _UNHURT_AFTER_RE.match(folded, end)
        if unhurt is not None:
            dropped.add(count)
            if unhurt["own"]:
                own.add(unhurt.start("own") + offset)
    if not dropped:
        return found
    return [c for c in found if c not in dropped and not (c.quantity.high == 0 and c.start in own)]
