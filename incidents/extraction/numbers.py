"""Counts written in digits or words, exact, ranged or vague.

``QUANTITY_PATTERN`` finds them; ``parse_quantity`` turns the matched words into
a ``Quantity``.  Both are plain functions of text so they can be tested alone.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from . import regexes
from .text import trie_pattern

_UNITS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
    "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
    "seventeen": 17, "eighteen": 18, "nineteen": 19,
}
_TENS = {
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
    "seventy": 70, "eighty": 80, "ninety": 90,
}
_SCALES = {"hundred": 100, "thousand": 1000}

# Vague quantities: (low, high); the value reported is the low end.
_VAGUE = {
    "a couple": (2, 2), "a couple of": (2, 2), "a pair": (2, 2), "a pair of": (2, 2), "a few": (2, 9),
    "a handful": (3, 9), "a handful of": (3, 9), "several": (3, 9), "a dozen": (12, 12),
    "dozens": (24, 99), "dozens of": (24, 99), "scores of": (40, 99),
    "hundreds": (200, 999), "hundreds of": (200, 999),
    "thousands": (2000, 9999), "thousands of": (2000, 9999),
    "tens of thousands": (20000, 99999), "tens of thousands of": (20000, 99999),
    # A vague number of hundreds, thousands or dozens: "several hundred" is no 100.
    "a few hundred": (200, 500), "several hundred": (300, 900),
    "a couple of hundred": (200, 299), "a couple hundred": (200, 299),
    "a few thousand": (2000, 5000), "several thousand": (3000, 9000),
    "a couple of thousand": (2000, 2999), "a couple thousand": (2000, 2999),
    "a few dozen": (24, 60), "several dozen": (36, 108), "a couple of dozen": (24, 35), "a couple dozen": (24, 35),
}
_ZERO = {"no", "none", "nobody", "no one", "no-one", "not one", "not a single", "not a single one"}
_ONE = {"a", "an", "one", "someone", "somebody"}

# The number words and the modifiers are written as tries (one branch per first
# letter): a quantity is tried at every word start, and flat alternations of some
# thirty number words and twenty-five modifiers were most of that cost.  Where one
# word starts another the longer is tried first, as in a longest-first alternation.
_WORD = trie_pattern([*_UNITS, *_TENS, *_SCALES])
_WORDS = rf"(?:{_WORD})(?:(?:[\s-]+|\s+and\s+)(?:{_WORD}))*"
_DIGITS = r"\d{1,3}(?:,\d{3})+|\d+"
# One number, in digits or words, as a token of running text ("seven", "7", "twenty-one").
NUMBER_TOKEN_RE = regexes.compile(rf"(?<![\w.,])(?:{_DIGITS}|{_WORDS})(?![\w])", re.I)
_SINGLE = (
    # dozens counted: "two dozen", "half a dozen" (tried before the plain number words)
    rf"(?:{_WORD}|half\s+a)\s+dozen(?!s)|"
    # a scale with a fraction or an article before it: "three and a half thousand",
    # "1.5 thousand", "a thousand" (tried before the plain number words and digits,
    # which would read only "three" or "1", or the scale word alone)
    rf"(?:(?:{_WORD})\s+and\s+a\s+half|\d{{1,3}}\.\d{{1,2}}|an?)\s+(?:hundred|thousand)(?![\w-])|"
    rf"(?:{_DIGITS})(?![\d,.]\d)|{_WORDS}"
    r"|(?:a\s+(?:few|couple(?:\s+of)?)|several)\s+(?:hundred|thousand|dozen)"
    r"|a\s+(?:dozen|couple(?:\s+of)?|pair(?:\s+of)?|few|handful(?:\s+of)?)|several"
    r"|(?:dozens|hundreds|thousands|tens\s+of\s+thousands)(?:\s+of)?|scores\s+of"
)
# No modifier starts another, so their order does not matter.
_MODIFIER = (
    r"a(?:bout|round|pproximately|lmost|n\s+estimated|nother|t\s+least|s\s+many\s+as|\s+total\s+of|\s+further)"
    r"|roughly|nearly|some|estimated|maybe|perhaps|possibly|more\s+than|over|up\s+to|fewer\s+than|less\s+than"
    r"|further|upwards\s+of|in\s+excess\s+of|north\s+of"
    # a number neared: "close to 26,500", "in the region of 300", "getting on for 40"
    r"|close(?:r)?\s+to|in\s+the\s+region\s+of|getting\s+on\s+for|nigh\s+on|(?:just\s+)?shy\s+of"
    # a bound said with its distance: "well over 3,000", "just under 500", "a little over 40"
    r"|(?:well|just|slightly|comfortably|a\s+little)\s+(?:over|under|below|more\s+than|less\s+than|fewer\s+than)"
    # a bound below thousands, said plainly: "The crowd was under 4,000" (not "under 18s", "under 21")
    r"|(?:under|below)(?=\s+\d{1,3},\d{3})"
)
_LOWER_BOUND = {"more than", "over", "at least", "upwards of", "in excess of", "north of",
                *(f"{near} {bound}" for near in ("well", "just", "slightly", "comfortably", "a little")
                  for bound in ("over", "more than"))}
_UPPER_BOUND = {"up to", "fewer than", "less than", "as many as", "under", "below",
                *(f"well {bound}" for bound in ("under", "below", "less than", "fewer than"))}
# ("just under 500" is nearly 500)
_APPROX = {"about", "around", "approximately", "roughly", "nearly", "almost", "some",
           "an estimated", "estimated", "maybe", "perhaps", "possibly", "close to", "closer to",
           "in the region of", "getting on for", "nigh on", "shy of", "just shy of",
           *(f"{near} {bound}" for near in ("just", "slightly", "a little")
             for bound in ("under", "below", "less than", "fewer than"))}

# Optional groups are written "(?:...|)", not "(?:...)?": the same tries in the same
# order, without the engine's slower general repeat.
QUANTITY_PATTERN = (
    rf"(?:(?P<mod>{_MODIFIER})\s+|)"
    rf"(?P<num>{_SINGLE}|no(?:[\s-]one|body)?|none|not\s+(?:one|a\s+single(?:\s+one)?)|an?|some(?:one|body))"
    # A spaced dash joins a range only before a figure ("20 - 30 fans"): before a word it
    # ends a dateline or opens an apposition ("Oct 22 - Two people were hurt").
    rf"(?:(?:\s*(?:or|to)\s*|[-–]|\s+[-–]\s*(?=\d))(?P<num2>{_SINGLE})|)"
    # "a dozen or so": approximate (see ``or_so``)
    r"(?:\s+or\s+so|)"
)
# "between 30 and 40" (an exact range: "and" joins numbers only after "between"),
# with the same group names; kept apart so that QUANTITY_RE stays as fast.
BETWEEN_PATTERN = rf"(?P<mod>between)\s+(?P<num>{_SINGLE})\s*(?:and|to|-|–)\s*(?P<num2>{_SINGLE})"
QUANTITY_RE = regexes.compile(rf"(?<![\w£$€.,'’-])(?:{QUANTITY_PATTERN})(?![\w-]*\d)\b", re.I)
# The same without re.I, for ``fold``ed text (see ``text``): several times faster
# because the engine can skip number-word branches on their first letter.
QUANTITY_FOLD_RE = regexes.compile(rf"(?<![\w£$€.,'’-])(?:{QUANTITY_PATTERN})(?![\w-]*\d)\b")
# The characters that may not stand just before a quantity (QUANTITY_FOLD_RE's look-behind)
# that are ASCII, and a table that makes every other byte a space.
_NOT_BEFORE_ASCII = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$.,'-"
_SPACED = bytes(c if c in _NOT_BEFORE_ASCII else 32 for c in range(256))
# A space after which QUANTITY_FOLD_RE's quantity (without its look-behind) matches,
# on bytes: see ``fold_quantities``.  The quantity's groups are not needed, only
# whether it matches.
_AFTER_SPACE_RE = re.compile(
    re.sub(r"\(\?P<\w+>", "(?:", regexes.factor(rf" (?=(?:{QUANTITY_PATTERN})(?![\w-]*\d)\b)")).encode()
)
BETWEEN_RE = regexes.compile(rf"(?<![\w£$€.,'’-])(?:{BETWEEN_PATTERN})(?![\w-]*\d)\b", re.I)
BETWEEN_FOLD_RE = regexes.compile(rf"(?<![\w£$€.,'’-])(?:{BETWEEN_PATTERN})(?![\w-]*\d)\b")


def a_few(words: str) -> bool:
    """Whether the quantity's ``words`` name a few by words alone ("a handful of", "several",
    "a couple of"; not "a few hundred"): one of ``_VAGUE`` below ten."""
    bounds = _VAGUE.get(" ".join(words.lower().split()))
    return bounds is not None and bounds[1] < 10


def fold_quantities(folded: str) -> list[re.Match]:
    r"""``list(QUANTITY_FOLD_RE.finditer(folded))``, found faster in ASCII text.

    The regex engine tries QUANTITY_FOLD_RE's look-behind at every character, which
    is most of its time.  In a copy of ASCII text in which every character that may
    stand before a quantity is a space, with a space in front, a quantity starts
    only after a space, and the engine finds the spaces by a fast scan for the
    literal (_AFTER_SPACE_RE).  The copy is made with ``bytes.translate``, where
    ``\w``, ``\s`` and ``\d`` mean what they do in the text for the characters left in it.
    Every quantity of the text is also one there: it holds no character turned into
    a space but white space, and what follows it reads the same to its look-ahead.
    Each place found is then tried with QUANTITY_FOLD_RE itself, in order and past
    the end of the last quantity, as ``finditer`` does.
    """
    if not folded.isascii():
        return list(QUANTITY_FOLD_RE.finditer(folded))
    found = []
    end = 0
    match = QUANTITY_FOLD_RE.match
    # The space in front shifts the copy by one: a space at i is before folded[i].
    for space in _AFTER_SPACE_RE.finditer((" " + folded).encode().translate(_SPACED)):
        start = space.start()
        if start >= end:
            quantity = match(folded, start)
            if quantity is not None:
                found.append(quantity)
                end = quantity.end()
    return found


# Compiled once: re.sub/re.split with a string pattern pay a cache lookup per call.
_SPLIT_RE = regexes.compile(r"[\s-]+")
_SPACES_RE = regexes.compile(r"\s+")


@dataclass(frozen=True, slots=True)
class Quantity:
    value: str
    low: int | None
    high: int | None
    approximate: bool


def words_to_int(words: str) -> int | None:
    """'twenty-three' -> 23, 'two hundred and fifty' -> 250, '5,000' -> 5000."""
    return _words_to_int(words.strip().lower())


def _words_to_int(text: str) -> int | None:
    """``words_to_int`` of words already stripped and lower-cased."""
    if not text:
        return None
    if text[0].isdigit():
        digits = text.replace(",", "")
        return int(digits) if digits.isdigit() else None
    total = current = 0
    seen = False
    for token in _SPLIT_RE.split(text):
        if token == "and":
            continue
        if token in _UNITS:
            current += _UNITS[token]
        elif token in _TENS:
            current += _TENS[token]
        elif token == "hundred":
            current = (current or 1) * 100
        elif token == "thousand":
            total += (current or 1) * 1000
            current = 0
        else:
            return None
        seen = True
    return total + current if seen else None


# A scale after a fraction or an article, as ``_single`` reads it (white space collapsed).
_SCALE_AFTER_RE = re.compile(r"(?P<times>.+ and a half|\d{1,3}\.\d{1,2}|an?) (?P<scale>hundred|thousand)")

# (low, high, approximate) of the quantities named by words: _VAGUE, _ZERO and _ONE.
_NAMED = {
    **{key: (low, high, key != "a dozen" and key not in {"a couple", "a couple of", "a pair", "a pair of"})
       for key, (low, high) in _VAGUE.items()},
    **{key: (0, 0, False) for key in _ZERO},
    **{key: (1, 1, False) for key in _ONE},
}


def _single(words: str) -> tuple[int, int, bool] | None:
    # split and join: the white space collapsed and stripped, as by _SPACES_RE, but faster.
    key = " ".join(words.lower().split())
    named = _NAMED.get(key)
    if named is not None:
        return named
    scale = _SCALE_AFTER_RE.fullmatch(key)
    if scale is not None:
        # "three and a half thousand" is 3,500 and "1.5 thousand" 1,500, both said roughly;
        # "a thousand" is 1,000, as "one thousand" is
        times = scale["times"]
        if times in ("a", "an"):
            number = _SCALES[scale["scale"]]
            return number, number, False
        if times[0].isdigit():
            whole = float(times)
        else:
            units = _words_to_int(times.removesuffix(" and a half"))
            if units is None:
                return None
            whole = units + 0.5
        number = int(whole * _SCALES[scale["scale"]])
        return number, number, True
    if key.endswith(" dozen"):
        # "two dozen" is 24 and "half a dozen" 6, both said roughly
        times = 0.5 if key == "half a dozen" else _words_to_int(key.removesuffix(" dozen"))
        if times is None:
            return None
        number = int(times * 12)
        return number, number, True
    number = _words_to_int(key)
    if number is None:
        return None
    return number, number, False


def parse_quantity(text: str) -> Quantity | None:
    """Parse a whole quantity phrase ("about 200", "three or four", "hundreds")."""
    match = QUANTITY_RE.fullmatch(text.strip()) or BETWEEN_RE.fullmatch(text.strip())
    if match is None:
        return None
    return quantity_from_match(match)


def quantity_from_match(match: re.Match) -> Quantity | None:
    quantity = quantity_from_parts(match["num"], match["num2"], match["mod"])
    return or_so(quantity) if quantity is not None and match.group().lower().endswith(" so") else quantity


def or_so(quantity: Quantity) -> Quantity:
    """``quantity`` made approximate: "a dozen or so" is 12, roughly."""
    return Quantity(quantity.value, quantity.low, quantity.high, True)


def quantity_from_parts(num: str, num2: str | None, mod: str | None) -> Quantity | None:
    """The ``Quantity`` of a match's ``num``, ``num2`` and ``mod`` groups (as written)."""
    if num2 is None and mod is None and num.isdigit():
        # The commonest quantity, plain digits: what the general path below gives it.
        number = int(num)
        return Quantity(str(number), number, number, False)
    first = _single(num)
    if first is None:
        return None
    low, high, approximate = first
    if num2:
        second = _single(num2)
        if second is None or second[0] <= low:
            return None
        high = second[1]
    modifier = _SPACES_RE.sub(" ", (mod or "").lower()) if mod else ""
    if modifier in _APPROX:
        approximate = True
    elif modifier in _LOWER_BOUND:
        high, approximate = None, True
    elif modifier in _UPPER_BOUND:
        low, approximate = 0, True
    if low is not None and high is not None and high != low and not approximate:
        value = f"{low}-{high}"
    else:
        value = str(low if low else (high if high is not None else 0))
    return Quantity(value=value, low=low, high=high, approximate=approximate)
