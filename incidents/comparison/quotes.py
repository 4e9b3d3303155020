"""Quote groups: the same statement as each outlet carried it.

Rules
  * Speakers: two quotes can be one statement only if their speakers match
    (``speakers_match``: "Slaven Bilic" == "Bilic" == "S. Bilic", titles such as
    "Chief Inspector" ignored), or one is unnamed ("a fan") and the other has
    that role.  Unattributed quotes only match other unattributed quotes.
  * Alignment: quote claims from compatible speakers are aligned sentence by
    sentence and grouped at quote level: two quotes belong together when any
    sentence of one (of at least ``MIN_QUOTE_WORDS`` words) matches the other
    with a rapidfuzz score of at least ``QUOTE_MATCH_THRESHOLD``.
  * Groups stay whole quotes, so a journalist sees one statement and, per
    outlet, which parts were cut, added or changed against the fullest version
    (the one with most words; the first wins a tie).  Each quote claim is one
    variant, so an outlet that splits a statement into two quotes has two
    variants in the group, each with its own place in the article.
  * Scare quotes shorter than ``MIN_QUOTE_WORDS`` ("unacceptable") join a group
    only if they appear word for word in it, and never link two groups.
  * Status: ``SINGLE`` (one outlet), ``VERBATIM`` (the same words everywhere,
    as ``normal_words`` compares them) or ``VARIED``.
  * Order: quotes carried by most outlets first, then in reading order.  Keys
    are "quote-<speaker's surname>-<first six words>", made unique with "-2", "-3".
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from rapidfuzz import fuzz

from .diff import diff_words
from .model import SINGLE, VARIED, VERBATIM, ComparedClaim, QuoteGroup, QuoteVariant, text_order_key
from .words import normal_words

# Two quotations match when a sentence of one scores at least this against the
# other (best of rapidfuzz partial_ratio, which catches a trimmed sentence
# inside a longer one, and token_set_ratio, which catches a reworded one).
QUOTE_MATCH_THRESHOLD = 85
# Shorter sentences ("I'm sorry.") and scare quotes ("unacceptable") are too
# common to prove two quotations are the same one; they never link groups.
MIN_QUOTE_WORDS = 4


def _sentences(text: str) -> list[str]:
    parts = re.split(r"(?<=[.!?])[\"'”’]?\s+", text.strip())
    return [p for p in parts if p.strip()]


_TITLES = frozenset({
    "mr", "mrs", "ms", "miss", "dr", "sir", "dame", "lord", "lady", "prof",
    "commander", "superintendent", "supt", "chief", "inspector", "insp",
    "sergeant", "sgt", "constable", "pc", "det", "detective", "assistant",
    "commissioner", "deputy",
})


@lru_cache(maxsize=4096)
def _speaker_tokens(speaker: str) -> tuple[str, ...]:
    return tuple(w for w in normal_words(speaker) if w not in _TITLES)


@lru_cache(maxsize=16384)
def speakers_match(a: str, b: str) -> bool:
    """"Slaven Bilic" == "Bilic" == "S. Bilic"; "Commander BJ Harrington" == "BJ Harrington".

    Unattributed quotes only match other unattributed quotes.
    """
    ta, tb = _speaker_tokens(a), _speaker_tokens(b)
    if not ta or not tb:
        return not ta and not tb
    if set(ta) <= set(tb) or set(tb) <= set(ta):
        return True
    if ta[-1] != tb[-1]:
        return False
    first_a, first_b = ta[0], tb[0]
    if len(ta) == 1 or len(tb) == 1 or first_a == first_b:
        return True
    # An initial ("S", "BJ") matches a first name with that initial.
    if len(first_a) <= 2 or len(first_b) <= 2:
        return first_a[0] == first_b[0]
    return False


# Speakers the extractor leaves unnamed, by their role noun ("One fan said", "a witness").
_UNNAMED_SPEAKERS = frozenset({
    "fan", "supporter", "witness", "eyewitness", "steward", "resident", "spectator", "onlooker",
})


def _unnamed(speaker: str) -> bool:
    return " ".join(normal_words(speaker)) in _UNNAMED_SPEAKERS


def _same_speaker(a: ComparedClaim, b: ComparedClaim) -> bool:
    """``speakers_match``, or an unnamed speaker ("fan") and anyone of that role.

    One outlet names the fan it quotes ("Dave"), another calls him "a home fan":
    the same words from speakers of the same role are one quotation.
    """
    if speakers_match(a.speaker, b.speaker):
        return True
    for one, other in ((a, b), (b, a)):
        if _unnamed(one.speaker) and other.speaker_role and other.speaker_role == (one.speaker_role or one.speaker):
            return True
    return False


@dataclass(slots=True)
class _Quote:
    claim: ComparedClaim
    text: str
    words: list[str]
    joined: str
    vocabulary: frozenset[str]
    sentences: list[tuple[str, frozenset[str]]]  # normalised, at least MIN_QUOTE_WORDS words


def _prepare_quote(claim: ComparedClaim) -> _Quote:
    text = (claim.value or claim.text).strip()
    words = normal_words(text)
    sentences = [(" ".join(w), frozenset(w)) for w in (normal_words(s) for s in _sentences(text))
                 if len(w) >= MIN_QUOTE_WORDS]
    return _Quote(claim, text, words, " ".join(words), frozenset(words), sentences)


def _share_enough_words(a: frozenset[str], b: frozenset[str]) -> bool:
    """Cheap pre-check: texts sharing under half their words cannot score 85."""
    return 2 * len(a & b) >= min(len(a), len(b))


def _quotes_align(a: _Quote, b: _Quote) -> bool:
    """Whether two full quotations (not fragments) are the same quotation."""
    for one, other in ((a, b), (b, a)):
        for sentence, vocabulary in one.sentences:
            if not _share_enough_words(vocabulary, other.vocabulary):
                continue
            if fuzz.partial_ratio(sentence, other.joined) >= QUOTE_MATCH_THRESHOLD:
                return True
            if any(fuzz.token_set_ratio(sentence, s) >= QUOTE_MATCH_THRESHOLD
                   for s, v in other.sentences if _share_enough_words(vocabulary, v)):
                return True
    return False


def _contains_run(haystack: list[str], needle: list[str]) -> bool:
    n = len(needle)
    return any(haystack[i:i + n] == needle for i in range(len(haystack) - n + 1))


def _group_quotes(quotes: list[_Quote]) -> list[list[_Quote]]:
    """Cluster quotations (already in outlet/text order) into groups.

    Full quotations link pairwise (union of links, but never across speakers
    that do not all match).  Fragments — fewer than MIN_QUOTE_WORDS words,
    typically a scare-quoted word — then join the first group that contains
    them word for word, or group with identical fragments.
    """
    full = [q for q in quotes if len(q.words) >= MIN_QUOTE_WORDS and q.sentences]
    fragments = [q for q in quotes if not (len(q.words) >= MIN_QUOTE_WORDS and q.sentences)]

    groups: list[list[_Quote]] = []
    for quote in full:
        joined_into: list[_Quote] | None = None
        for group in list(groups):
            if not all(_same_speaker(quote.claim, g.claim) for g in group):
                continue
            if not any(_quotes_align(quote, g) for g in group):
                continue
            if joined_into is None:
                group.append(quote)
                joined_into = group
            elif all(_same_speaker(x.claim, y.claim) for x in joined_into for y in group):
                joined_into.extend(group)
                groups.remove(group)
        if joined_into is None:
            groups.append([quote])

    for fragment in fragments:
        home = None
        if fragment.words:
            home = next(
                (g for g in groups
                 if all(_same_speaker(fragment.claim, q.claim) for q in g)
                 and any(_contains_run(q.words, fragment.words) for q in g)),
                None,
            )
        if home is None:
            home = next(
                (g for g in groups
                 if all(len(q.words) < MIN_QUOTE_WORDS or not q.sentences for q in g)
                 and g[0].words == fragment.words
                 and _same_speaker(fragment.claim, g[0].claim)),
                None,
            )
        if home is None:
            groups.append([fragment])
        else:
            home.append(fragment)
    return groups


def _build_quote_group(
    members: list[_Quote], outlet_order: dict[str, int], outlet_names: dict[str, str]
) -> QuoteGroup:
    members = sorted(
        members, key=lambda q: (outlet_order.get(q.claim.outlet, len(outlet_order)),
                                text_order_key(q.claim))
    )
    fullest_quote = max(members, key=lambda q: len(q.words))  # first wins a tie
    variants = [
        QuoteVariant(
            outlet=q.claim.outlet,
            outlet_name=outlet_names.get(q.claim.outlet) or q.claim.outlet,
            claim=q.claim,
            text=q.text,
            diff=diff_words(fullest_quote.text, q.text),
        )
        for q in members
    ]
    fullest = next(v for v, q in zip(variants, members) if q is fullest_quote)
    if len({v.outlet for v in variants}) == 1:
        status = SINGLE
    elif all(q.words == fullest_quote.words for q in members):
        status = VERBATIM
    else:
        status = VARIED
    # The fullest name, a named speaker before an unnamed one ("Ian" over "fan").
    speaker = max((q.claim.speaker.strip() for q in members), key=lambda s: (not _unnamed(s), len(s)))
    roles = Counter(q.claim.speaker_role for q in members if q.claim.speaker_role)
    speaker_role = roles.most_common(1)[0][0] if roles else ""
    who = _speaker_tokens(speaker)
    who_slug = who[-1].replace("'", "") if who else "unattributed"
    opening = "-".join(fullest_quote.words[:6]).replace("'", "")
    return QuoteGroup(
        key=f"quote-{who_slug}-{opening}" if opening else f"quote-{who_slug}",
        speaker=speaker,
        speaker_role=speaker_role,
        status=status,
        variants=variants,
        fullest=fullest,
    )


def _dedupe_keys(groups: list[QuoteGroup]) -> None:
    seen: Counter[str] = Counter()
    for i, group in enumerate(groups):
        seen[group.key] += 1
        if seen[group.key] > 1:
            groups[i] = QuoteGroup(
                key=f"{group.key}-{seen[group.key]}", speaker=group.speaker,
                speaker_role=group.speaker_role, status=group.status,
                variants=group.variants, fullest=group.fullest,
            )


def compare_quotes(
    claims: Iterable[ComparedClaim], outlet_order: dict[str, int], outlet_names: dict[str, str]
) -> list[QuoteGroup]:
    """The quote groups of quote claims given in outlet then text order."""
    groups = [
        _build_quote_group(members, outlet_order, outlet_names)
        for members in _group_quotes([_prepare_quote(claim) for claim in claims])
    ]
    # Quotes carried by most outlets first, then in reading order.
    # Variants are already in outlet/text order, so variants[0] is where it first runs.
    groups.sort(key=lambda g: (
        -len(g.outlets),
        outlet_order[g.variants[0].outlet],
        text_order_key(g.variants[0].claim),
    ))
    _dedupe_keys(groups)
    return groups
