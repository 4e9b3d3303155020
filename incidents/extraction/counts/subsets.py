"""Members named as among a count: "Two Czech supporters were among nine people detained",
"No Brazilian supporters were among those arrested".

The members are a count of their own, of the group their noun names, of the kind the
verb after "among" gives; the total beside them ("nine people detained") is read by
the other rules.  Members "among them" with no verb are of the count "them" are: the
last count of the sentence before them ("eleven people were arrested, seven Galatasaray
supporters among them"), or, at the start of a sentence ("Among them were eight Feyenoord
supporters", "Two Portuguese supporters were among them."), the count ``find_counts`` is
told ended the sentence before; never more than it.  So is a share of it opening the next
sentence with whom they are: "Six people were arrested ... Four of them were Aberdeen
supporters." (``share_opening``).
"""

from __future__ import annotations

from .. import regexes
from ..kinds import PART_KINDS
from ..numbers import Quantity, fold_quantities, quantity_from_match
from .groups import group_of
from .triggers import PEOPLE_RE, Count

# Compiled without re.I: the rules run on ``fold``ed text (see ``text``).
_AMONG_VERB = (
    r"(?P<verb>arrested|detained|held|lifted|injured|hurt|wounded|treated|hospitali[sz]ed|ejected|"
    r"turned\s+away|refused\s+entry|killed|banned|arrests|injuries|casualties|detainees|"
    # (in a fan's or a tabloid's words: "Four AJA fans were among those nicked")
    r"nicked|collared|pinched|picked\s+up|taken\s+into\s+custody|thrown\s+out|chucked\s+out|booted\s+out|"
    r"kicked\s+out)\b"
)
_AMONG_RE = regexes.compile(
    r"\s+(?:were|was|are|is)\s+(?:also\s+)?among\s+(?:the\s+|those\s+|these\s+)?"
    rf"(?:[\w,.'’-]+\s+){{0,3}}?{_AMONG_VERB}"
)
# ... or the count named first, opening the sentence: "Among the detainees are four Portuguese
# citizens", "Among those hurt were two stewards".
_AMONG_OPENING_RE = regexes.compile(
    rf"^\W*among\s+(?:the\s+|those\s+|these\s+)?(?:[\w'’-]+\s+){{0,2}}?{_AMONG_VERB}"
    r"(?:\s+(?:[\w'’-]+\s+){0,4}?)?\s*,?\s*(?:were|was|are|is)\s+(?:also\s+)?"
)
_KIND = {
    "arrested": "arrests", "detained": "arrests", "held": "arrests", "lifted": "arrests", "arrests": "arrests",
    "detainees": "arrests",
    "injured": "injuries", "hurt": "injuries", "wounded": "injuries", "treated": "injuries",
    "hospitalised": "injuries", "hospitalized": "injuries", "injuries": "injuries", "casualties": "injuries",
    "ejected": "dispersal", "turned away": "dispersal", "refused entry": "dispersal",
    "nicked": "arrests", "collared": "arrests", "pinched": "arrests", "picked up": "arrests",
    "taken into custody": "arrests", "thrown out": "dispersal", "chucked out": "dispersal",
    "booted out": "dispersal", "kicked out": "dispersal",
    "killed": "deaths", "banned": "bans",
}
# The members' words between their number and "were among": at most three words, the
# last a people noun ("two Czech supporters", "three British nationals").
_MEMBERS_RE = regexes.compile(r"\s+((?:[\w'’-]+\s+){0,2}[\w'’-]+)$")
# No member at all: "No Brazilian supporters were among those arrested".
_NONE_RE = regexes.compile(r"(?:^|(?<=[\s,;:(]))(?:no|none\s+of\s+the)\s+((?:[\w'’-]+\s+){0,2}[\w'’-]+)$")


# Members "among them" with no verb of their own: "..., seven Juventus supporters among them"
# (not "among them three stewards", a part the parts rule reads) ...
_AMONG_THEM_AFTER_RE = regexes.compile(r"\s+(?:(?:were|was|are|is)\s+(?:also\s+)?)?among\s+them\b(?!\s+(?:were|was)\b)")
# ... or opening a sentence: "Among them were eight Feyenoord supporters".
_AMONG_THEM_BEFORE_RE = regexes.compile(r"^among\s+them\s+(?:were|was|are|is)\s+")
_MEMBERS_AFTER_RE = regexes.compile(r"((?:[\w'’-]+\s+){0,2}[\w'’-]+)")
# A share of the count before, opening a sentence, with whom they are: "Four of them were
# Aberdeen supporters.", "Two of those arrested are Irish nationals", "Three of those were home
# fans" (the words after the verb: at most four, the last a people noun; or a nationality,
# which the extractor reads); after who said so ("The Cluj county gendarmerie said five of them
# were Slavia supporters").
SHARE_OPENING_RE = regexes.compile(
    r"\W*(?:(?:[\w'’.-]+\s+){0,5}?(?:said|says|confirmed|confirms|added|adds|stated|states|reported|reports|"
    r"revealed|reveals|told\s+[\w'’-]+(?:\s+[\w'’-]+)?)\s+(?:that\s+)?)?"
    # (or of the count by its number: "Two of the seven are Israeli citizens")
    r"(?P<count>[\w,.-]+(?:\s+[\w-]+)?\s+of\s+(?:them|those|these|whom|the\s+(?:arrested|detained|injured|"
    r"two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+))"
    r"(?:\s+(?:arrested|detained|held|injured|hurt|people|men))?)\s+(?:were|are|was|is)\s+(?:all\s+|both\s+|also\s+)?"
    # (their people may be told more of after: "Three of them are Celta Vigo supporters who had
    # travelled by coach", "Two of them are Irish nationals aged 19 and 22")
    r"(?P<who>(?:[\w'’-]+\s+){0,4}?[\w'’-]+)(?:\s*(?:[,.;:!?)]|$)|\s+(?=(?:who|that|from|aged|and|with)\b))"
)
# ... people "of" a side: "Five of them are supporters of PEC Zwolle", "fans of the visiting side"
_PEOPLE_OF_RE = regexes.compile(r"(?P<noun>[\w'’-]+)\s+of\s+")


def members_among(sentence: str, folded: str, offset: int, found: list[Count],
                  earlier: tuple[str, int] | None = None) -> list[Count]:
    """The counts of members named as among a count; ``found`` are the sentence's counts
    already read (a member count one of them already gives is not read again), ``earlier``
    the kind and least number of the count that ended the sentence before, if any."""
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
        out.append(_member_count(kind, sentence, offset, start, end, quantity))
    for among in _AMONG_THEM_AFTER_RE.finditer(folded):
        quantity, start = _members_quantity(folded[:among.start()])
        if quantity is not None:
            out.extend(_member_of(sentence, offset, found, earlier, taken, quantity, start, among.start()))
    opening = _AMONG_OPENING_RE.match(folded)
    if opening is not None:
        quantity, start, end = _members_after(folded, opening.end())
        if quantity is not None and not any(s <= start < e or s < end <= e for s, e in taken):
            kind = _KIND[" ".join(opening["verb"].split())]
            out.append(_member_count(kind, sentence, offset, start, end, quantity))
    opening = _AMONG_THEM_BEFORE_RE.match(folded)
    if opening is not None and earlier is not None:
        quantity, start, end = _members_after(folded, opening.end())
        if quantity is not None:
            out.extend(_member_of(sentence, offset, found, earlier, taken, quantity, start, end))
    return out


def share_opening(sentence: str, folded: str, offset: int, found: list[Count],
                  earlier: tuple[str, int] | None) -> list[Count]:
    """A share of ``earlier`` (the count ending the sentence before) opening this sentence
    with whom they are (``SHARE_OPENING_RE``), as a count of its kind; none when the sentence
    gives counts of its own, or when the share is larger than that count."""
    if earlier is None or earlier[1] is None or found:
        return []
    opening = SHARE_OPENING_RE.match(folded)
    if opening is None:
        return []
    quantities = [q for q in fold_quantities(opening["count"]) if q.start() == 0]
    if not quantities or quantities[0].end() != len(opening["count"].split(" of ")[0].rstrip()):
        return []
    quantity = quantity_from_match(quantities[0])
    if quantity is None or quantity.low is None or quantity.low > earlier[1]:
        return []
    who = opening["who"].split()
    people_of = _PEOPLE_OF_RE.match(opening["who"])
    if people_of is not None and not PEOPLE_RE.search(people_of["noun"]):
        people_of = None
    named = (_people(opening["who"]) or people_of is not None
             or (who[-1][:1].isalpha() and sentence[opening.start("who"):][:1].isupper()))
    if not named:
        return []
    start, end = opening.start("count"), opening.end("count")
    # whose people: "Aberdeen supporters" are fans, "supporters of PEC Zwolle" too; a
    # nationality ("were Hungarian") is the extractor's to read, by the match's sides
    group = (group_of(people_of["noun"]) if people_of is not None
             else group_of(who[-1]) if _people(opening["who"]) else None)
    partitive = opening["count"].split(" of ", 1)[1].split()[0]  # "them", "those": a share, its detail
    return [Count(earlier[0], offset + start, offset + end, quantity, sentence[start:start + quantities[0].end()],
                  detail="the" if partitive == "the" else partitive, group=group)]


def _member_of(sentence, offset, found, earlier, taken, quantity, start, end) -> list[Count]:
    """The members at sentence[start:end] as a count of the kind of the count they are among:
    the last of the sentence before them, else ``earlier``; none if it is smaller."""
    if any(s <= start < e or s < end <= e for s, e in taken):
        return []
    total = next(((c.kind, c.quantity.low) for c in reversed(found)
                  if c.end - offset <= start and c.kind in PART_KINDS), None)
    if total is None:
        # ... or a crowd's: "Almost 60,000 spectators came, about 5,000 Irish supporters among them"
        total = next(((c.kind, c.quantity.low) for c in reversed(found)
                      if c.end - offset <= start and c.kind == "crowd"), None)
    if total is None and not any(c.end - offset <= start for c in found):
        total = earlier
    if total is None or total[1] is None or quantity.low is None or quantity.low > total[1]:
        return []
    return [_member_count(total[0], sentence, offset, start, end, quantity)]


def _member_count(kind: str, sentence: str, offset: int, start: int, end: int, quantity: Quantity) -> Count:
    """The members at sentence[start:end] as a count of ``kind``, their people noun (the
    last word) its detail, as any count's: "Four Serbs were among those arrested" counts
    "serbs", whom the extractor reads as one side's fans by the match's countries."""
    return Count(kind, offset + start, offset + end, quantity, sentence[start:end],
                 detail=sentence[start:end].split()[-1].lower())


def _members_after(folded: str, at: int) -> tuple[Quantity | None, int, int]:
    """The members' quantity and words right at ``at``: "eight Feyenoord supporters"."""
    quantities = [q for q in fold_quantities(folded[at:at + 40]) if q.start() == 0]
    if not quantities:
        return None, 0, 0
    words = _MEMBERS_AFTER_RE.match(folded, at + quantities[0].end() + 1)
    if words is None:
        return None, 0, 0
    # the people noun within the first three words after the quantity
    noun_end = next((at + quantities[0].end() + 1 + m.end() for m in _WORD_RE.finditer(words.group(1))
                     if _people(m.group())), None)
    if noun_end is None:
        return None, 0, 0
    return quantity_from_match(quantities[0]), at, noun_end


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
    # The quantity opens the members' words: "two Czech supporters", not "2-1 ... fans" (nor
    # only a part of them: "four of the Gala fans")
    if not gap or len(gap) > (5 if gap[:2] == ["of", "the"] else 3):
        return None, 0
    quantity = quantity_from_match(last)
    return quantity, last.start()


_WORD_RE = regexes.compile(r"[\w'’-]+")


def _people(words: str) -> bool:
    return PEOPLE_RE.search(words.split()[-1]) is not None
