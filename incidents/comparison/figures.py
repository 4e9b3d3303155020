"""Figures: what a reported count stands for, how it reads, and how two figures meet.

What a figure stands for (``span``)
  * an exact number ("7") stands for itself; an exact range ("three or four",
    "between 40 and 50") for its low..high;
  * an estimate ("about 200", "around 300") for its number give or take 15%
    (``APPROXIMATE_TOLERANCE``): 170–230;
  * a vague word ("dozens" 24–99, "hundreds" 200–999: the extractor's
    low/high) for its low..high, give or take 15% at either end ("several thousand"
    takes in 2,950);
  * a bound: "more than 20" for 20 upwards (``high`` None), "up to 30" for 0..30;
  * words that are not a number stand for nothing but themselves.
  What a figure *says* (``_core``) is narrower for an estimate: its number.

How two figures meet (``relation``)
  * ``SAME``: the same figure (equal numbers, the same range, the same estimate,
    the same words): the outlets agree;
  * ``CONTAINS``: they differ, but what one stands for takes in what the other
    says: "dozens" and 36; "between 40 and 50" and 45; "more than 20" and 23;
    "about 15" and 15; two ranges that share a number ("three or four" and
    "four or five").  Two estimates meet only when one's number is within the
    other's 15%: "about 200" and "about 225" do, "about 200" and "about 250" do
    not;
  * ``APART``: nothing the one says fits the other: a conflict.
  ``figures_agree`` is "not apart".

How a figure reads (``display_value`` in a cell, ``figure_words`` in a reason)
  "7", "3–4", "about 200", "more than 20", "up to 30", "dozens", "lifetime".  A
  reason quotes an estimate, a vague figure or a range in the report's own words
  ("around 300", "between 40 and 50"), so the journalist reads what was printed.

No Django here.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable

from incidents.extraction import kinds
from incidents.extraction.counts.triggers import NATIONALITY_PLURALS
from incidents.extraction.text import NATIONALS_AFTER_RE

from .model import ComparedClaim

# An approximate single figure ("about 200") stands for figures within ±15%.
# Newsrooms round crowd and arrest figures loosely; 15% keeps "about 200" and
# 210 together while "about 200" and 300 is a conflict worth a look.
APPROXIMATE_TOLERANCE_PERCENT = 15
APPROXIMATE_TOLERANCE = APPROXIMATE_TOLERANCE_PERCENT / 100

LIFETIME = "lifetime"

SAME, CONTAINS, APART = "same", "contains", "apart"

# A small epsilon keeps exact ±15% edges (200 vs 230) inside the band.
_EPS = 1e-9


def _bounds(claim: ComparedClaim) -> tuple[int, float] | None:
    """(low, high) as stated; high is infinite for an open bound ("more than 20")."""
    low, high = claim.low, claim.high
    if low is None and high is None:
        digits = claim.value.replace(",", "").strip()
        if not digits.isdigit():
            return None
        return int(digits), int(digits)
    if low is None:
        return high, high
    if high is None:
        # "more than 20" keeps no upper end; an exact figure with only ``low`` is that number.
        return (low, math.inf) if claim.approximate else (low, low)
    return min(low, high), max(low, high)


def is_estimate(claim: ComparedClaim) -> bool:
    """An approximate single number: "about 200", "around 300", or a crowd in round words
    ("two thousand of us": nobody writes a counted crowd so)."""
    bounds = _bounds(claim)
    return bounds is not None and bounds[0] == bounds[1] and (claim.approximate or _round_in_words(claim))


_SCALE_WORD_RE = re.compile(r"\b(?:hundred|thousand)\b", re.IGNORECASE)


def _round_in_words(claim: ComparedClaim) -> bool:
    """A crowd in words of hundreds or thousands: "two thousand of us", "three hundred fans"."""
    original = claim.original
    return (claim.kind == "crowd" and bool(original) and not any(c.isdigit() for c in original)
            and _SCALE_WORD_RE.search(original) is not None)


def is_number(claim: ComparedClaim) -> bool:
    return _bounds(claim) is not None


# Words that make one hurt person a count: "only one person was hurt", "a single fan".
_COUNTED_ONE = frozenset({"only", "just", "single", "no", "none"})
# The kinds whose one person is a victim a report describes: "a fan was hit by a coin"
# tells of somebody hurt, while "a man was arrested" is how many arrests were made.
_VICTIM_KINDS = frozenset({"injuries"})


def somebody(claim: ComparedClaim) -> bool:
    """One hurt person described ("a supporter was hit", "the steward", "One Chelsea
    supporter was left bleeding", "one of the Chelsea faithful was struck"), not
    counted ("only one person was hurt", "1", "One police officer was injured"):
    somebody the report saw, which says at least one was hurt, not how many."""
    if claim.kind not in _VICTIM_KINDS or claim.approximate:
        return False
    one = (claim.low == 1 and claim.high in (1, None)) if claim.low is not None else claim.value.strip() == "1"
    words = claim.original.split(maxsplit=1)
    return (one and bool(words) and not words[0][0].isdigit() and words[0].casefold() not in _COUNTED_ONE
            and not _ONE_HURT_RE.match(claim.text))


# "One", then its people and the plain words of being hurt, counts them: "One police officer was
# injured and taken to hospital", "one officer was hurt in the scuffle", "one copper got hurt",
# "One gendarme was taken to hospital with a leg injury", "One officer sustained a facial injury"
# (not "One Chelsea supporter was left bleeding", "one steward was hit by a coin": a person seen).
_ONE_HURT_RE = re.compile(
    r"one\s+(?:[\w'’-]+\s+){1,3}?(?:(?:was|were|got|has\s+been|had\s+been)\s+(?:(?:\w+ly|later|then|also)\s+)?"
    r"(?:injured|hurt|wounded|hospitali[sz]ed|(?:taken|rushed|ferried)\s+to\s+(?:the\s+)?hospital|"
    # ... or treated, in a release's words: "One steward was treated at the scene"
    r"treated\s+(?:at|in|by|for|on|inside)\b)|"
    # ... or said to have needed treatment: "ONE steward needed treatment after being punched"
    r"(?:needed|required|received|had)\s+(?:hospital\s+|medical\s+)?treatment\b|"
    # ... or an injury sustained, in a release's words: "One officer sustained a facial injury"
    r"(?:has\s+|had\s+)?(?:sustained|suffered|received)\s+(?:an?\s+)?(?:[\w-]+\s+){0,2}?injur(?:y|ies))\b",
    re.IGNORECASE)


# People named by where they are from, not counted among all: "two locals", "three
# residents", "Two Danish citizens", "two Munich men", "two local men".
_FROM_SOMEWHERE_NOUNS = frozenset({"local", "locals", "resident", "residents", "national", "nationals",
                                   "citizen", "citizens"})
# (and a fan's words: "three Posh lads got nicked", "two Gers boys")
_PLAIN_PEOPLE = frozenset({"men", "man", "women", "woman", "people", "persons", "youths", "boys", "teenagers",
                           "lads", "lad", "blokes", "girls", "guys"})
_WORD_RE = re.compile(r"[\w'’-]+")
# A share of those counted ("four of those arrested"), whose nationality is said after it
# (``text.NATIONALS_AFTER_RE``, the extractor's): "... were Hungarian", "... are Irish nationals".
_PARTITIVE = frozenset({"those", "them", "whom", "the"})


def from_somewhere(claim: ComparedClaim) -> bool:
    """A count of the people of some place ("two locals were arrested", "Two Munich men",
    "three British nationals", "Four Serbs were among those arrested"): some of those
    counted, which says at least that many, not how many in all.  Not a crowd: "200
    locals gathered" is the crowd."""
    if claim.kind not in kinds.NUMERIC_KINDS or claim.kind == "crowd" or claim.group:
        return False
    noun = claim.detail.strip().casefold()
    if noun in _FROM_SOMEWHERE_NOUNS or noun in NATIONALITY_PLURALS:
        return True
    if noun in _PARTITIVE:
        # "four of those arrested were Hungarian", "Two of the detained are Irish nationals"
        return bool(_nationality_after(claim))
    if noun not in _PLAIN_PEOPLE:
        return False
    words = _WORD_RE.findall(claim.text)
    folded = [w.casefold() for w in words]
    if noun not in folded:
        return False
    at = folded.index(noun)
    before = words[at - 1] if at >= 2 else ""  # the quantity is the first word
    return before.casefold() == "local" or (before[:1].isupper() and not before.isupper())


def _nationality_after(claim: ComparedClaim) -> str:
    """The nationality said right after a share of those counted ("... were Hungarian"), or ""."""
    end = claim.end - claim.sentence_start
    if not claim.sentence or not 0 <= end <= len(claim.sentence):
        return ""
    said = NATIONALS_AFTER_RE.match(claim.sentence, end)
    return (said["nationality"] or said["country"] or said["bare"]) if said is not None else ""


def some_place_words(claim: ComparedClaim) -> str:
    """Whom a count of the people of some place names, as a reason says it: "locals",
    "nationals", "Serbs" (as the report writes it), "Hungarian" (for "four of those
    arrested were Hungarian")."""
    noun = claim.detail.strip().casefold()
    if noun in _PARTITIVE:
        return _nationality_after(claim)
    return next((word for word in _WORD_RE.findall(claim.text) if word.casefold() == noun), claim.detail)


# A figure the writer's own side gives ("five of ours who were taken away", "60 of us"),
# and one a report puts in another's mouth ("The police statement says eight ...").
_OWN_ACCOUNT_RE = re.compile(r"\b(?:ours|of\s+us|our)\b", re.IGNORECASE)
_SAY = (r"(?:says?|saying|said|claims?|claiming|claimed|insists?|insisted|reports?|reported|reckons?|tells?|telling|"
        r"told)")
_CITED_RE = re.compile(
    rf"\b(?:police|statement|officers|authorities|force|they|papers?|press|media|radio|reports?|reporters?|club|"
    rf"journalists?)\b[^.;]{{0,30}}?\b{_SAY}\b|"
    # ... or a body by its name right before its word: "The PSP say", "The Questura says", "UEFA said"
    rf"(?-i:\b[A-Z]{{2,6}}|\bThe\s+[A-Z][\w'’-]+)\s+{_SAY}\b|"
    r"\baccording\s+to\b",
    re.IGNORECASE,
)


# Words saying another's figure is wrong, in the sentence giving a figure: "said the police
# figure was far too low, and that more than 200 ...", "disputed the police figure, saying
# ...", "the official number is not right", "The real figure is 200".
_FIGURE_NOUN = r"(?:figures?|numbers?|count|tally|total|estimate|statistics)"
_SET_RIGHT_RE = re.compile(
    rf"\b{_FIGURE_NOUN}\b[^.;!?]{{0,60}}?\b(?:(?:(?:far|much|way)\s+)?too\s+(?:low|high|small|few)|wrong|"
    r"not\s+(?:right|correct|accurate|true)|untrue|(?:is|was|are|were|be|been)\s+(?:[\w-]+\s+)?false|"
    r"a\s+(?:lie|joke|fiction|fantasy)|lies|nonsense|rubbish|"
    r"made\s+up|understat\w*|underestimat\w*|overstat\w*|exaggerat\w*|nowhere\s+near)\b|"
    rf"\b(?:disput|reject|challeng|contradict|dismiss)\w*\s+(?:[\w'’-]+\s+){{0,4}}?{_FIGURE_NOUN}\b|"
    rf"\b(?:real|true|actual|correct)\s+{_FIGURE_NOUN}\b",
    re.IGNORECASE,
)


# A figure the report gives only to deny it: "contrary to early reports that nobody had been
# hurt", "Police dismissed claims of 20 arrests", "Early reports that three fans were stabbed
# proved wrong", "What I won't have is the '14 area bans' line".  Earlier or others' reports
# said to be wrong, in the clause that holds the figure (no comma between: "Despite reports of
# 20 arrests, police said only five were held" denies the 20, not the five).  A figure denied
# in a later sentence ("... six Italians were arrested. Four of ours were arrested, not six")
# never reaches the comparison: the extraction, which reads the whole text, leaves it out
# (``incidents.extraction._without_denied_figures``).
_REPORT_NOUN = r"(?:reports?|claims?|suggestions?|rumou?rs?|accounts?|speculation|figures?|stories|story)"
_DENIED_BEFORE_RE = re.compile(
    r"\b(?:contrary\s+to|despite|unlike|correcting|den(?:y|ied|ies|ying)|dismiss(?:ed|es|ing)?|"
    r"reject(?:ed|s|ing)?|refut(?:e|ed|es|ing)|debunk(?:ed|s|ing)?|scotch(?:ed|es|ing)?|quash(?:ed|es|ing)?|"
    r"play(?:ed|s|ing)?\s+down|downplay(?:ed|s|ing)?)\s+"
    r"(?:(?:the|an?|some|those|any|these|online|media|press|widespread|social\s+media|early|earlier|initial|first|"
    r"previous|original|false|wrong|mistaken|inaccurate|erroneous|unconfirmed|exaggerated)\s+)*"
    rf"{_REPORT_NOUN}\s+(?:that|of|which|suggesting|saying|claiming)\b[^.;:!?,]*$",
    re.IGNORECASE,
)
_EARLY_REPORT_BEFORE_RE = re.compile(
    r"\b(?:early|earlier|initial|first|original|unconfirmed)\s+" + _REPORT_NOUN
    + r"\s+(?:that|of|had\s+(?:said|suggested|claimed)|said|suggested|claimed|suggesting|claiming|saying)\b"
    r"[^.;:!?,]*$",
    re.IGNORECASE,
)
_PROVED_WRONG_AFTER_RE = re.compile(
    r"^[^.;:!?]*?\b(?:were|was|are|is|proved|proven|turned\s+out|(?:have|has|had)\s+(?:been|proved))\s+"
    r"(?:to\s+be\s+)?(?:(?:completely|totally|simply|wildly)\s+)?(?:wrong|false|untrue|incorrect|inaccurate|"
    r"unfounded|exaggerated|mistaken|premature|overblown|wide\s+of\s+the\s+mark)\b",
    re.IGNORECASE,
)
# ... or anyone's report of it said to be wrong in its own clause: "their claim that 14 were
# turned back at the gates is a joke", "The club's figure of 3,000 travelling fans was laughable"
# (not "The claim that 14 were turned back was confirmed", nor "Reports that 14 were turned back
# came in, and the stewarding was a joke").
_REPORT_OF_BEFORE_RE = re.compile(rf"\b{_REPORT_NOUN}\s+(?:that|of)\b[^.;:!?,]*$", re.IGNORECASE)
_CALLED_WRONG_AFTER_RE = re.compile(
    r"^(?:(?!\b(?:but|and|while|whereas)\b)[^.;:!?])*?\b(?:is|was|are|were)\s+"
    r"(?:(?:simply|just|frankly|clearly|plainly|obviously|completely|totally|wildly)\s+)?(?:an?\s+)?"
    r"(?:(?:complete|total|utter|absolute|bad|sick)\s+)?(?:wrong|false|untrue|incorrect|inaccurate|nonsense|"
    r"rubbish|joke|lie|lies|fiction|fantasy|fairy\s+tale|made\s+up|laughable|ridiculous|absurd|way\s+off|"
    r"wide\s+of\s+the\s+mark|nowhere\s+near)\b",
    re.IGNORECASE,
)
# A figure in quotation marks of a few words, in a sentence rejecting it.
_QUOTED_RE = re.compile(r"(?:^|(?<=[\s(]))[\"“‘'](?P<inside>[^\"“”‘’']{1,60})[\"”’'](?=$|[\s,.;:!?)]|s\b)")
_REJECTED_RE = re.compile(
    r"\b(?:won['’]t\s+have|will\s+not\s+have|not\s+having|(?:don['’]t|do\s+not|doesn['’]t|does\s+not)\s+"
    r"(?:buy|believe|accept)|nonsense|rubbish|myth|fiction|fantasy|lies|a\s+lie|a\s+joke|laughable|ridiculous|"
    r"absurd|nowhere\s+near|so-called|not\s+true|made\s+up)\b",
    re.IGNORECASE,
)


def denied(claim: ComparedClaim) -> bool:
    """Whether the report gives the count only to deny it (see _DENIED_BEFORE_RE): it is
    not the outlet's figure, and stays out of the comparison."""
    sentence = claim.sentence
    if not sentence:
        return False
    at, end = claim.start - claim.sentence_start, claim.end - claim.sentence_start
    if not 0 <= at <= end <= len(sentence):
        return False
    before = sentence[max(0, at - 120):at]
    if _DENIED_BEFORE_RE.search(before):
        return True
    if _EARLY_REPORT_BEFORE_RE.search(before) and _PROVED_WRONG_AFTER_RE.search(sentence[end:]):
        return True
    if _REPORT_OF_BEFORE_RE.search(before) and _CALLED_WRONG_AFTER_RE.search(sentence[end:]):
        return True
    if _REJECTED_RE.search(sentence):
        return any(m.start("inside") <= at and end <= m.end("inside") + 1 and len(m["inside"].split()) <= 8
                   for m in _QUOTED_RE.finditer(sentence))
    return False


def sets_right(claim: ComparedClaim) -> bool:
    """A count given as the right figure against another's said to be wrong: "the FSS said
    the Budapest police figure was far too low, and that more than 200 ..."."""
    return _SET_RIGHT_RE.search(claim.sentence) is not None


def own_account(claim: ComparedClaim) -> bool:
    """A count the writer's side gives of its own people: "five of ours", "60 of us"; or one
    the writer gives as what they saw, after another's: "They say four officers were hurt. We
    were there: one copper got hurt" (``_WITNESS_OPENING_RE``)."""
    return of_own_side(claim) or _WITNESS_OPENING_RE.match(claim.sentence) is not None


def of_own_side(claim: ComparedClaim) -> bool:
    """Whether a count's words name the writer's side's people: "five of ours", "60 of us"."""
    return _OWN_ACCOUNT_RE.search(claim.text) is not None


# A sentence opening with the writer's own sight of it, or the truth set against a report.
_WITNESS_OPENING_RE = re.compile(
    r"\W*(?:we\s+were\s+there|i\s+was\s+there|what\s+(?:i|we)\s+saw|from\s+where\s+(?:i|we)\s+(?:stood|were)|"
    r"(?:the\s+)?truth\s+is|in\s+reality|the\s+reality\s+is|actually|in\s+fact)\b",
    re.IGNORECASE,
)


def part_of_a_cited_total(claim: ComparedClaim, claims: Iterable[ComparedClaim]) -> bool:
    """Whether ``claim``, the writer's side's count, is a part of a total the same
    sentence gives as another's before it ("The police say seven arrests, five of ours"):
    a breakdown that agrees with the total, not a figure set against it."""
    return any(other is not claim and cited(other) and other.sentence == claim.sentence
               and other.start < claim.start and most(claim) <= least(other)
               for other in claims)


def part_of_an_earlier_count(claim: ComparedClaim, claims: Iterable[ComparedClaim]) -> bool:
    """Whether ``claim`` is a share of a larger count of its people before it in the same
    sentence of the same report, a breakdown and not the report's figure: "at least 30 of
    ours sent back to the buses, some for a lighter, one for a scarf" (one of the 30),
    "more than 20 people were arrested, two for assault"."""
    return bool(claim.sentence) and any(
        other is not claim and other.article_id == claim.article_id and other.sentence == claim.sentence
        and other.start < claim.start and least(other) >= most(claim) and most(claim) < most(other)
        for other in claims)


def cited(claim: ComparedClaim) -> bool:
    """A count the report gives as another's word: "The police statement says eight
    Galatasaray supporters were arrested", "according to the police", and the writer's side's
    people in another's word right after it: "The local paper says about 350 of us were in the
    away sector" (not "The police say seven arrests, five of ours": that one is the writer's)."""
    said = _CITED_RE.search(claim.sentence)
    if said is None:
        return False
    if not own_account(claim):
        return True
    at = claim.start - claim.sentence_start
    return said.end() <= at and _SAID_THAT_RE.fullmatch(claim.sentence, said.end(), at) is not None


_SAID_THAT_RE = re.compile(r"\s*(?:that\s+)?", re.IGNORECASE)


def side_words(claim: ComparedClaim) -> frozenset[str]:
    """The words of a count naming whose people it counts: "no Crawley Town supporter"
    -> {"crawley", "town"}, "Not a single Ravens fan" -> {"ravens"}, "none of our fans"
    -> {"our"}, "None of those detained was an away supporter" -> {"away"}; the capitalised
    words after its first, "our", and the words of a side by where it plays."""
    words = _WORD_RE.findall(claim.text)[1:]
    named = {w.casefold() for w in words if (w[:1].isupper() and not w.isupper()) or w.casefold() == "our"}
    return frozenset(named | {m[1].casefold() for m in _SIDE_BY_PLACE_RE.finditer(claim.text)})


# A side named by where it plays: "an away supporter", "the visiting fans" (not "turned away").
_SIDE_BY_PLACE_RE = re.compile(
    r"\b(away|home|visiting|travell?ing)\s+(?:fans?|supporters?|ultras?|followers?|support)\b", re.IGNORECASE)


def zero_of_a_side(claim: ComparedClaim) -> bool:
    """A zero said of one side's people: "no Crawley Town supporter was among those arrested"."""
    return _bounds(claim) == (0, 0) and bool(side_words(claim))


# A figure "-odd": "2,000-odd", "1,900 odd", that many or somewhat more.
_ODD_RE = re.compile(r"\d(?:-|\s)odd$", re.IGNORECASE)


def span(claim: ComparedClaim) -> tuple[float, float] | None:
    """The numbers a figure stands for; None when it is not a number.  One person
    described (``somebody``) stands for one or more; the people of some place
    (``from_somewhere``) for that many or more."""
    bounds = _bounds(claim)
    if bounds is None:
        return None
    low, high = bounds
    if low == high == 1 and somebody(claim):
        return (1.0, math.inf)
    if from_somewhere(claim):
        return (float(low), math.inf)
    if is_estimate(claim) or in_vague_words(claim):
        # (vague words' edges are no sharper than an estimate's: "several thousand" takes in
        # 2,950, "a few hundred" 190)
        return (low * (1 - APPROXIMATE_TOLERANCE), high * (1 + APPROXIMATE_TOLERANCE))
    if _ODD_RE.search(claim.original or ""):
        # "2,000-odd": that many or somewhat more, its lower edge an estimate's (1,950 fits)
        return (low * (1 - APPROXIMATE_TOLERANCE), float(high))
    return (float(low), float(high))


def _core(claim: ComparedClaim) -> tuple[float, float] | None:
    """The numbers a figure says: an estimate says its number, the rest their span."""
    bounds = _bounds(claim)
    if bounds is None:
        return None
    if in_vague_words(claim):
        return float(bounds[0]), float(bounds[1])  # vague words say their own range, no more
    return (float(bounds[0]), float(bounds[0])) if is_estimate(claim) else span(claim)


def _meets(outer: tuple[float, float], inner: tuple[float, float]) -> bool:
    return outer[0] <= inner[1] + _EPS and inner[0] <= outer[1] + _EPS


def _takes_in(outer: tuple[float, float], inner: tuple[float, float]) -> bool:
    return outer[0] <= inner[0] + _EPS and inner[1] <= outer[1] + _EPS


def same_figure(a: ComparedClaim, b: ComparedClaim) -> bool:
    """The same figure: equal numbers, ranges or estimates, or the same words."""
    bounds_a, bounds_b = _bounds(a), _bounds(b)
    if bounds_a is None or bounds_b is None:
        return bounds_a is None and bounds_b is None and (
            display_value(a).casefold() == display_value(b).casefold())
    return bounds_a == bounds_b and a.approximate == b.approximate


def relation(a: ComparedClaim, b: ComparedClaim) -> str:
    """``SAME``, ``CONTAINS`` (compatible) or ``APART`` (see module docstring).

    A figure that is not a number only meets the same words: flagging it for a
    look is safer than claiming agreement.
    """
    if same_figure(a, b):
        return SAME
    span_a, span_b, core_a, core_b = span(a), span(b), _core(a), _core(b)
    if span_a is None or span_b is None:
        return APART
    if _meets(span_a, core_b) or _meets(span_b, core_a):
        return CONTAINS
    return APART


def figures_agree(a: ComparedClaim, b: ComparedClaim) -> bool:
    """Whether two figures can both be true: the same, or one contains the other."""
    return relation(a, b) != APART


def contains(outer: ComparedClaim, inner: ComparedClaim) -> bool:
    """What ``outer`` stands for takes in all that ``inner`` says ("dozens" and 36)."""
    span_outer, core_inner = span(outer), _core(inner)
    return span_outer is not None and core_inner is not None and _takes_in(span_outer, core_inner)


def width(claim: ComparedClaim) -> float:
    """How much a figure leaves open: 0 for an exact number, infinite for "more than 20"."""
    stands = span(claim)
    return math.inf if stands is None else stands[1] - stands[0]


def in_vague_words(claim: ComparedClaim) -> bool:
    """A figure told only in words of quantity, a closed range with no numeral: "several
    dozen", "dozens", "a few hundred" (not "more than 20", "about 200", "between 30 and 40")."""
    bounds = _bounds(claim)
    words = claim.original or claim.text
    return (bounds is not None and bounds[0] != bounds[1] and bounds[1] != math.inf
            and not any(ch.isdigit() for ch in words))


def counts_an_estimate(earlier: ComparedClaim, later: ComparedClaim) -> bool:
    """Whether ``later``, an exact count, may replace ``earlier``, a figure in vague words
    ("the gendarmerie say several dozen supporters have been turned back", then "23 people
    were refused access"): the count of what was estimated, whichever way it goes."""
    bounds = _bounds(later)
    return in_vague_words(earlier) and bounds is not None and bounds[0] == bounds[1] and not later.approximate


def lower_than(earlier: ComparedClaim, later: ComparedClaim) -> bool:
    """Every number ``earlier`` stands for is below every one ``later`` stands for."""
    span_e, span_l = span(earlier), span(later)
    return span_e is not None and span_l is not None and span_e[1] < span_l[0] - _EPS


def least(claim: ComparedClaim) -> float:
    """The lowest number a figure stands for (0 when it is not a number)."""
    stands = span(claim)
    return stands[0] if stands else 0.0


def most(claim: ComparedClaim) -> float:
    """The highest number a figure stands for (infinite when it is not a number)."""
    stands = span(claim)
    return stands[1] if stands else math.inf


def _words_of(original: str) -> str:
    words = " ".join(original.split()).casefold()
    return words.removesuffix(" of")


def display_value(claim: ComparedClaim) -> str:
    """How a figure reads in a cell: "7", "3–4", "about 200", "more than 20", "dozens",
    "5,000" (thousands separated, as everywhere a figure is shown)."""
    if claim.kind not in kinds.NUMERIC_KINDS:
        return claim.value
    if claim.value.strip().casefold() == LIFETIME:
        return LIFETIME
    bounds = _bounds(claim)
    if bounds is None:
        return claim.value
    low, high = bounds
    if high == math.inf:
        return f"more than {low:,}"
    if low == high:
        return f"about {low:,}" if claim.approximate else f"{low:,}"
    if claim.approximate and claim.original and (not re.search(r"\d", claim.original)
                                                 or _ODD_RE.search(claim.original)):
        return _words_of(claim.original)  # "hundreds", "dozens", "1,900-odd"
    if claim.approximate and low == 0:
        return f"up to {high:,}"
    return f"{low:,}–{high:,}"


_ARTICLE_RE = re.compile(r"^an? (?=(?P<next>\w))")


def figure_words(claim: ComparedClaim) -> str:
    """A figure as a reason quotes it: an estimate, a vague figure or a range in the
    report's own words ("around 300", "more than 20", "between 40 and 50"), an exact
    number as its cell shows it ("7", not "seven")."""
    bounds = _bounds(claim)
    if claim.original and bounds is not None and (claim.approximate or bounds[0] != bounds[1]):
        return _words_of(claim.original)
    if somebody(claim):  # "a supporter", "one of the chelsea faithful"
        words = claim.original if claim.detail.casefold() in claim.original.casefold() else (
            claim.text if claim.text.casefold().startswith("one of ") else f"{claim.original} {claim.detail}")
        said = " ".join(words.split()[:6]).casefold()
        # the article as the noun wants it: "an fan" (the report's "an Arsenal fan") is "a fan"
        return _ARTICLE_RE.sub(lambda m: "an " if m["next"] in "aeiou" else "a ", said)
    return display_value(claim)


def figure_rank(claim: ComparedClaim) -> tuple:
    """Sort key for choosing one report's figure for a fact (higher wins).

    Specific figures first (exact > estimate > range > not a number), then the
    largest: counts of arrests and injuries only grow as a story develops, so
    when a text gives a first figure and an update ("seven arrests ... that has
    since risen to nine") the largest specific figure is the latest one.
    """
    bounds = _bounds(claim)
    if bounds is None:
        return (0, 0, 0)
    low, high = bounds
    if low == high:
        specificity = 2 if claim.approximate else 3
    else:
        specificity = 1
    return (specificity, -(high - low), high if high != math.inf else low)
