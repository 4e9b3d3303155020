"""Counts of people: arrests, injuries, deaths, dispersal, bans and crowd size.

``find_counts`` reads one sentence.  What each module finds:
  * ``people``: a quantity tied to its kind's trigger by a small grammar rather
    than by proximity alone ("seven fans were arrested", "made seven arrests",
    "police arrested 12 men"), with the words of each kind in ``triggers``;
    ``parts``: the parts of a count made before them ("four were arrested - two
    for X, one for Y", "including nine officers"); ``enumerations``: the members
    and total of an enumerated subject ("two fans, a steward and a PC were hurt");
    ``appositions``: a total with its breakdown between dashes or brackets ("Two
    people - a steward and a police officer - were injured"); ``breakdowns``: the
    members named after their total ("Three people were injured - two officers and a
    steward", "19 people, among them two officers and a steward"); ``subsets``: members
    named as among a count ("Two Czech supporters were among nine people detained");
  * ``groups``: whom each count counts (fans, stewards, police, players and staff,
    or people unspecified), from one word list of people nouns;
  * ``quantities``: which numbers may be counts at all (no dates, years, minutes,
    ages, money, scores or parts of names);
  * ``single``: one named or definite person hurt, killed or banned ("The boy
    suffered a cut", "Fan dies ...", a ground ban "given him");
  * ``sizes``: a crowd told by its size alone ("60,000 people who had spent the
    evening raging ... were silenced");
  * ``zero``: "no arrests", "did not make any arrests", "the goalkeeper was not hurt";
  * ``increments``: "two more arrests", how many were added (marked, not dropped);
  * ``lists``: the lines of a list ("Arrests: 9", "Public order offences – 5",
    "• affray – four men");
  * ``gates``: which sentences, and which parts of them, the rules are tried on.

Crowds need no action verb when the number is a size ("The attendance was 28,500,
including about 2,800 away fans", "in front of 9,000", "watched by 12,400");
"dozens spilled onto the pitch" needs no people noun.  Bans imposed "on all nine"
or handed "to 14 supporters" are counts; "banned for three years" is a length.
Counts through the measure: people handed dispersal notices or directions, banning
orders sought against or to be imposed on people, a club that "will ban" them.
Also: arrest slang in headlines ("14 LIFTED"), a wire slug before the number
("Soccer-Seven arrested"), "someone"/"somebody" as one person.  "No away fans were
involved" is an absence, so no crowd claim.
"""

from __future__ import annotations

from dataclasses import replace

from .. import regexes
from ..numbers import a_few, fold_quantities, quantity_from_match
from ..text import fold
from .appositions import may_hold_one, with_appositions
from .breakdowns import with_breakdowns
from .gates import BAN_ONE_BIT, GATE_AUTOMATON, KIND_MASK, SINGLE_BIT, TRIGGER_RE, ZERO_BIT
from .groups import (
    SEVERAL_GROUPS,
    all_of_them_group,
    antecedent_group,
    count_group,
    total_group,
    zero_group,
)
from .increments import (
    marked_increments,
    opens_with_a_total,
    running_total_opening,
    with_running_totals,
)
from .lists import BULLETS, LIST_LINE_RE, is_year, list_line, list_people_line
from .parts import part_of, with_sides_of_a_total
from .people import people_counts
from .single import ban_of_one, single_person
from .sizes import away_in_brackets, crowd_sizes, may_hold_size
from .subsets import SHARE_OPENING_RE, members_among, share_opening
from .triggers import BAN_NOUN, Count
from .zero import not_zero_counts, without_the_unhurt, zero_counts

__all__ = ["LIST_LINE_RE", "SHARE_OPENING_RE", "TRIGGER_RE", "Count", "find_counts", "is_year", "may_hold_size",
           "opens_with_a_total"]

# A Reuters-style slug in front of a headline: "Soccer-Seven arrested as ...".
_SLUG_RE = regexes.compile(r"(?:soccer|football|sport|sports|rugby|cricket|tennis|athletics)-(?=[a-z])")


def find_counts(sentence: str, offset: int = 0, folded: str | None = None,
                earlier: tuple[str, int] | None = None) -> list[Count]:
    """Every count claim in one sentence; spans are shifted by ``offset``.

    ``folded`` is ``fold(sentence)`` when the caller has it already; ``earlier`` is the
    kind and least number of the count that ended the sentence before, the count
    "Among them were eight Feyenoord supporters" opening this one is among.
    """
    if folded is None:
        folded = fold(sentence)
    if folded[-1:].isdigit() or folded[-2:-1].isdigit():
        line = list_line(sentence, folded, offset)
        if line is not None:
            return _grouped([line], folded, offset)
    if folded[:1] in BULLETS:
        line = list_people_line(sentence, folded, offset)
        if line is not None:
            return _grouped([line], folded, offset)
    slug = _SLUG_RE.match(folded) if folded.find("-", 4, 12) > 0 else None
    if slug is not None:  # "Soccer-Seven arrested": the number opens the headline after the slug
        cut = slug.end() - 1
        sentence = sentence[:cut] + " " + sentence[cut + 1:]
        folded = folded[:cut] + " " + folded[cut + 1:]
    hits = list(GATE_AUTOMATON.iter(folded))
    gates = 0
    for _, (_, bits) in hits:
        gates |= bits
    # Only a sentence holding some kind's words can tie a quantity to a trigger;
    # without any, no quantity can be a count and the numbers are not even parsed.
    found = people_counts(sentence, folded, offset, hits, gates) if gates & KIND_MASK else []
    if found and "ban" in folded:
        found = _bans_for_the_arrested(folded, offset, found)
    if found and ("ban" in folded or "arrest" in folded):
        found = [c for c in found if not _nobody_counted(c, folded, offset)]
    if gates & KIND_MASK and may_hold_one(folded):
        found = with_appositions(sentence, folded, offset, hits, gates, found)
    if found:
        found = with_breakdowns(sentence, folded, offset, found)
    if gates & SINGLE_BIT:
        found.extend(single_person(sentence, folded, found, offset))
    if gates & ZERO_BIT:
        found.extend(zero_counts(sentence, folded, offset, found))
    if found and ("hit" in folded or "struck" in folded):
        found = without_the_unhurt(found, folded, offset)
    if gates & BAN_ONE_BIT and "ban" in folded and not any(c.kind == "bans" for c in found):
        found.extend(ban_of_one(sentence, folded, offset))
    if " among " in folded or folded.startswith("among "):
        found.extend(members_among(sentence, folded, offset, found, earlier))
    if earlier is not None and not found:
        found.extend(share_opening(sentence, folded, offset, found, earlier)
                     or running_total_opening(sentence, folded, offset, earlier))
    crowds = crowd_sizes(sentence, folded, offset, found)
    if crowds:
        found.extend(crowds)
        if _SHARE_OF_A_CROWD_RE.search(folded):
            found.extend(_crowd_parts(sentence, folded, offset, found))
    if "(" in folded and (" away" in folded or " visiting" in folded):
        found.extend(away_in_brackets(sentence, folded, offset, found))
    if found and _ALL_OF_THEM_RE.search(folded):
        found = _all_of_them(sentence, folded, offset, found)
    if found:
        # A crowd in words of a few ("a handful of fans in the away section", "several home
        # supporters"; not "a few hundred") is no figure of the people there; a handful of
        # arrests is a count.
        found = [c for c in found if not (c.kind == "crowd" and a_few(c.original))]
        found = marked_increments(not_zero_counts(found, sentence, folded, offset), folded, offset)
        found = with_running_totals(found, sentence, folded, offset)
        if "plus" in folded or "+" in folded:
            found = [_plus(c, folded, offset) for c in found]
    if not found:
        return found
    found = _grouped(found, folded, offset)
    return with_sides_of_a_total(found, sentence, folded, offset) if len(found) > 1 and " of " in folded else found


# Bans sought or given for people counted by their arrest: "will file applications for stadium
# bans for 19 detainees", "football banning orders against six of those arrested", "stadium bans
# on all thirteen people arrested" (19, six and 13 bans; not 19 arrests, which a police total of
# 23 would conflict with).
_BANS_FOR_BEFORE_RE = regexes.compile(
    rf"\b{BAN_NOUN}\s+(?:[\w-]+\s+){{0,4}}?(?:for|against|on|to)\s+(?:all\s+)?(?:the\s+)?$")


# A count by its article alone, after words that make it nobody counted (kind -> the words, and
# how far back they may stand): a ban after words of what may be ("Sanctions can include a fine
# and a stadium ban", "those responsible could face a banning order", "risk a ban"), the
# measure in general; an arrest as the moment something happened ("the officer hurt during an
# arrest near the main stand", "injured while making an arrest"), or as what something was worth
# ("Nobody from the Brianzoli did anything worth an arrest").
_NOBODY_COUNTED_BEFORE = {
    "bans": (regexes.compile(
        r"\b(?:can|could|may|might|would|face|faces|facing|risk|risks|risking|include|includes|including)\b"
        r"[^.;:!?]{0,60}$"), 80),
    "arrests": (regexes.compile(
        r"\b(?:during|while\s+(?:making|carrying\s+out|attempting|effecting)|in\s+the\s+course\s+of|"
        r"when\s+making|in\s+making|resisting|"
        # what would have earned one: "Nobody did anything worth an arrest"
        r"worth|worthy\s+of|deserv(?:e|es|ed|ing)|merit(?:s|ed|ing)?|warrant(?:s|ed|ing)?|"
        r"justif(?:y|ies|ied|ying))\s+$"), 40),
}


def _nobody_counted(count: Count, folded: str, offset: int) -> bool:
    rule = _NOBODY_COUNTED_BEFORE.get(count.kind)
    if rule is None or count.original.lower() not in ("a", "an"):
        return False
    words, reach = rule
    return words.search(folded, max(0, count.start - offset - reach), count.start - offset) is not None


def _bans_for_the_arrested(folded: str, offset: int, found: list[Count]) -> list[Count]:
    kept = []
    for count in found:
        if count.kind == "arrests" and _BANS_FOR_BEFORE_RE.search(
                folded, max(0, count.start - offset - 60), count.start - offset):
            if any(c.kind == "bans" and c.start == count.start for c in found):
                continue  # the ban is read already
            count = replace(count, kind="bans")
        kept.append(count)
    return kept


# A figure with "plus" after it is its least: "the 40,000-plus crowd", "3,000 plus away
# fans", "12,000+ supporters" (not "three plus two", a sum, nor "2+1").
_PLUS_AFTER_RE = regexes.compile(
    r"(?:-plus\b|[ \t]+plus\b(?![ \t]+(?:\d|one|two|three|four|five|six|seven|eight|nine|ten)\b)|\+(?![ \t]*\d))")


def _plus(count: Count, folded: str, offset: int) -> Count:
    q = count.quantity
    end = count.start - offset + len(count.original)
    if (q.high is None or q.high != q.low or q.approximate or folded[count.start - offset:end] != fold(count.original)
            or not _PLUS_AFTER_RE.match(folded, end)):
        return count
    return replace(count, quantity=replace(q, high=None, approximate=True))


# A crowd told by its size alone, then a side's share of it: "More than 26,000 supporters
# were at Carrow Road today, including around 2,500 Leeds fans".
_SHARE_OF_A_CROWD_RE = regexes.compile(r"\b(?:including|among\s+them|of\s+whom)\s")


def _crowd_parts(sentence: str, folded: str, offset: int, found: list[Count]) -> list[Count]:
    """The shares of the crowds ``crowd_sizes`` found that no count reads yet ("..., including
    around 2,500 Leeds fans"): ``part_of`` them, as with a crowd any other rule found."""
    parts: list[Count] = []
    for match in fold_quantities(folded):
        start = offset + match.start()
        if any(c.start <= start < c.end for c in found):
            continue
        quantity = quantity_from_match(match)
        if quantity is None:
            continue
        part = part_of(sentence, folded, match, quantity, found + parts, offset)
        if part is not None and part.kind == "crowd":
            parts.append(part)
    return parts


# Everyone of a count told before in the sentence: "every one of us", "all of them", "each
# one of those" (the number is that count's, the kind the verb's after it).
_ALL_OF_THEM_RE = regexes.compile(
    r"\b(?P<all>(?:every|each)\s+(?:single\s+)?(?P<one>one)|all)\s+of\s+(?:them|us|those)\b")


def _all_of_them(sentence: str, folded: str, offset: int, found: list[Count]) -> list[Count]:
    """``found`` with every "every one of them" or "all of them" read as all of the count told
    before it in the sentence ("Police surrounded 30 supporters, and every one of them was
    ejected": 30 ejected, not one; "About 40 fans gathered and all of them were arrested").
    A "one of them" with no count before it is dropped: not one person."""
    out = list(found)
    for m in _ALL_OF_THEM_RE.finditer(folded):
        before = [c for c in out if c.end - offset <= m.start() and c.quantity.low is not None]
        total = before[-1] if before else None
        group = None
        if total is not None:
            group = total.group if total.group is not None else count_group(
                folded, total.start - offset, total.end - offset) or None
        if m["one"] is not None:
            at = offset + m.start("one")
            one = next((c for c in out if c.start == at), None)
            if one is None:
                continue
            out.remove(one)
            if total is not None and total.kind != one.kind:
                out.append(replace(one, start=offset + m.start(), quantity=total.quantity,
                                   original=total.original, group=group))
            continue
        if total is None:
            continue
        # "all of them were arrested", read as "two of them were arrested" (same length: the
        # spans stay), then given the count's number
        masked = sentence[:m.start()] + "two" + sentence[m.start() + 3:]
        for count in find_counts(masked, offset):
            # (of the count's own kind it is the count again: "Three officers were hurt and all
            # of them were taken to hospital")
            if count.start == offset + m.start() and count.kind != total.kind and not any(
                    c.kind == count.kind and c.start == count.start for c in out):
                out.append(replace(count, quantity=total.quantity, original=total.original, group=group))
    out.sort(key=lambda c: c.start)
    return out


def _grouped(found: list[Count], folded: str, offset: int) -> list[Count]:
    """The counts with their group: one a rule gave, or the one their words name.  A zero
    names its people after its noun ("no injuries to officers": police); a zero of several
    groups at once ("no injuries to stewards or fans") is no count of anyone's: read as
    everyone's, it would conflict with a third group's injuries."""
    grouped = []
    for count in found:
        if count.group is None:
            start, end = count.start - offset, count.end - offset
            group = (count_group(folded, start, end) or antecedent_group(folded, count.kind, start, end)
                     or total_group(folded, start)
                     or all_of_them_group(folded, start, count.quantity.low if count.quantity.low == count.quantity.high
                                          else None))
            if not group and count.quantity.high == 0:
                named = zero_group(folded, end, start)
                if named == SEVERAL_GROUPS:
                    continue
                group = named or ""
            count = replace(count, group=group)
        grouped.append(count)
    return grouped
