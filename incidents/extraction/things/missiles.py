"""Missiles and pyrotechnics.

Missiles need a throwing word in the same sentence ("landed" and "attacked ...
with" count): "seats covered in tarpaulin" describes the ground, "seats were
thrown" is a claim.  A pyrotechnic only let off is no missile; one let off, fired
or stopping play is a pyrotechnic.  A headline listing what happened ("Flares,
coins and a lad on the pitch: ...") names both.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator

from .. import regexes
from .gates import at_word_start, on_folded
from .offences import offence

_THROW_RE = re.compile(
    r"\b(?:thr[eo]w|thrown|throwing|hurl\w*|launch\w*|lobb\w*|toss\w*|pelt\w*|missiles?|"
    r"fl(?:ew|ying|ung)|fling\w*|rain\w*\s+down|rain(?:s|ed|ing)?\s+(?:from|on|onto|in)|struck\s+(?:in|on|by)|"
    r"(?:hit|struck)\s+(?:[\w'’-]+\s+){0,4}?by|"
    # "a flare attack on the goalkeeper", "took a coin to the eyebrow"
    r"(?:flares?|bottles?|coins?|missiles?|fireworks?|stones?|bricks?|rocks?)\s+attacks?|"
    r"(?:took|taken|copped|caught|got)\s+an?\s+(?:[\w'’-]+\s+)?[\w'’-]+\s+(?:to|in|on)\s+the\s+"
    r"(?:head|face|eye|eyebrow|forehead|temple|cheek|nose|mouth|chin|neck|ear|back\s+of\s+the\s+head)|"
    r"aimed\s+at|fired|chuck\w*|"
    r"projectiles?|objects?\s+(?:were|was)|used\s+as|land(?:ed|ing|s)?|attack\w*\s+(?:[\w'’-]+\s+){0,4}?with)\b",
    re.I,
)
# The missile as the subject of a hit or of a motion: "FLARE HITS LINO", "coins started
# coming back the other way".  Run only where _THROW_RE found nothing (gate "hitmove").
_MISSILE_SUBJECT_RE = re.compile(
    r"\b(?:coins?|bottles?|cups?|lighters?|flares?|fireworks?|smoke\s*bombs?|objects?|missiles?|seats?|stones?|"
    r"bricks?|cans?|glass(?:es)?)\s+(?:(?:also|then|narrowly|nearly|had|has|have|was|were|started|began|kept|"
    r"soon)\s+){0,2}(?:hits?|hitting|strikes?|striking|struck|fl(?:y|ies|ew|ying)|(?:coming|came|come)\s+(?:back|over|in|down|onto|"
    r"on\s+to|towards|into|across)|sail(?:ed|ing)|whizz(?:ed|ing)|shower(?:ed|ing)|pour(?:ed|ing)\s+(?:down|in|onto))\b",
    re.I,
)
_MISSILE_RE = re.compile(
    r"\b(?P<w>seats?(?!\s+(?:along|away|further|to\s+(?:my|his|her|our|their)\s+(?:left|right)))|chairs?|bottles?|coins?|flares?(?!-up)|smoke\s*(?:bombs?|grenades?)|pyros\b|programmes?|"
    r"scarf|scarves|lighters?|(?:pint\s+)?glass(?:es)?(?!\s+(?:ceiling|of))|fireworks?|rockets|rocket(?=\s+(?:(?:was|had|has)\s+)?(?:landed|exploded|went\s+off|hit|struck|(?:fired|launched|thrown)\s+(?:from|onto|into|at|towards)))|"
    r"(?:plastic|paper|full|beer|drinks?|coffee|pint)\s+cups?|\d+p\s+(?:pieces?|coins?)|pound\s+coins?|"
    r"missiles?|objects?|projectiles?|cans?|cups?(?=\s+(?:were|was|and|,))|stones?|bricks?|rocks?|"
    r"pyrotechnics?|debris|plastic\s+cups?|firecrackers?|fire\s+crackers?|bangers?)\b",
    re.I,
)
_MISSILE_CANON = (
    ("seat", r"seats?|chairs?"), ("bottle", r"bottles?"), ("coin", r"coins?"),
    ("flare", r"flares?|pyrotechnics?|pyros?"), ("smoke bomb", r"smoke\s*(?:bombs?|grenades?)"),
    ("programme", r"programmes?"),
    ("scarf", r"scarf|scarves"), ("lighter", r"lighters?"), ("glass", r"(?:pint\s+)?glass(?:es)?"),
    ("firework", r"fireworks?|rockets?|(?:fire\s*)?crackers?|bangers?"), ("stone", r"stones?|rocks?"), ("cup", r"(?:(?:plastic|paper|full|beer|drinks?|coffee|pint)\s+)?cups?"),
    ("coin", r"\d+p\s+(?:pieces?|coins?)|pound\s+coins?"),
)
_PYRO_RE = re.compile(
    r"\b(?P<w>flares?(?!-up)|smoke\s*(?:bombs?|grenades?)|fireworks?|rockets|rocket(?=\s+(?:(?:was|had|has)\s+)?(?:landed|exploded|went\s+off|hit|struck|(?:fired|launched|thrown)\s+(?:from|onto|into|at|towards)))|pyrotechnics?|pyros?|bangers?|"
    r"firecrackers?|fire\s+crackers?)\b",
    re.I,
)
_PYRO_USE_RE = re.compile(
    r"\b(?:set\s+off|let\s+off|setting\s+off|letting\s+off|lit|lighting|ignited|fired|thrown|"
    r"threw|throwing|hurled|launched|exploded|went\s+off|detonated|pyrotechnics|smoke\s+filled|"
    r"flares?\s+(?:were|was)(?!\s+(?:brought|smuggled|taken|carried|found|confiscated|seized|hidden|concealed|sneaked))|"
    r"used|chuck\w*|lobb\w*|toss\w*|pelt\w*|land(?:ed|ing|s)?|flung|burn(?:ing|t|ed)|"
    r"(?:hit|struck)\s+(?:[\w'’-]+\s+){0,4}?by|"
    r"(?:flares?|fireworks?|smoke\s*bombs?|pyros?|rockets?)\s+(?:also\s+)?(?:hits?|hitting|struck|strikes?|striking)|"
    r"(?:gone|go|goes|going)\s+off|smoke-filled|halt(?:s|ed)?|suspended|delay(?:s|ed)?|interrupt(?:s|ed)?|"
    r"paused|stoppages?|(?:play|game|match)\s+(?:was\s+|were\s+|had\s+been\s+|has\s+been\s+)?(?:briefly\s+)?stopped|"
    r"happened\s+with|(?:incidents?|trouble|problems?|scenes)\s+(?:with|involving)|"
    r"(?:volley|blizzard|barrage|hail|salvo|cascade|flurry)\s+of)\b",
    re.I,
)
# A pyrotechnic only let off is no missile, even when something else was thrown in the
# sentence: "flares were let off ..., while coins ... were flung", "let off 30 flares and smoke bombs".
_PYRO_NOUN = r"(?:flares?|smoke\s*(?:bombs?|grenades?)|fireworks?|rockets?|pyrotechnics?|pyros?|bangers?|firecrackers?)"
_LET_OFF_AFTER_RE = regexes.compile(
    rf"(?:\s*(?:,|and|or)\s+(?:[\w-]+\s+){{0,2}}?{_PYRO_NOUN})*\s+(?:(?:were|was|being|been|had|have|has|are|is|"
    r"also|all)\s+){0,3}(?:let\s+off|set\s+off|let\s+loose|lit|ignited|went\s+off|gone\s+off)\b"
    r"(?!\s+(?:and|before\s+being)\s+(?:then\s+)?(?:thrown|hurled|launched|lobbed|tossed|fired))"
)
_LET_OFF_BEFORE_RE = regexes.compile(
    rf"\b(?:let|set|letting|setting)\s+off\s+(?:[\w-]+\s+){{0,3}}?(?:{_PYRO_NOUN}\s*(?:,|and|or)\s+(?:[\w-]+\s+)?)*$"
)
# A list of what happened, as a headline: "Flares, coins and a lad on the pitch: the derby ...".
_HEAD_LIST_RE = regexes.compile(r"^\W*(?P<list>[^.!?:;]{3,120}?)\s*:\s")
_HEAD_ITEM_SPLIT_RE = regexes.compile(r"\s*,\s*|\s+and\s+")
_HEAD_ITEM_RE = regexes.compile(
    rf"(?:an?|some|the|two|three|four|five|several|more|flying|few|dozens\s+of|a\s+few)?\s*(?:[\w-]+\s+)?"
    rf"(?:{_PYRO_NOUN}|coins?|bottles?|cups?|lighters?|seats?|missiles?|objects?|(?:[\w-]+\s+){{0,2}}?on\s+the\s+pitch|"
    r"pitch\s+invasions?|pitch\s+invaders?|(?:[\w-]+\s+)?arrests?|fights?|brawls?|clashes|punches|chants?)"
)
_PYRO_CANON = (("smoke bomb", r"smoke"), ("firework", r"firework|banger|(?:fire\s*)?cracker|rocket"), ("flare", r"flare|pyro"))
_ANY_MISSILE_RE = re.compile(r"\b(?:missiles?|objects?|projectiles?|debris|stones?|bricks?|rocks?|cans?)\b", re.I)
# The string tables above compiled once (re.fullmatch with a string and re.I pays a
# cache lookup and enum flag arithmetic per call).
_MISSILE_CANON = tuple((value, regexes.compile(pattern, re.I)) for value, pattern in _MISSILE_CANON)
_PYRO_CANON = tuple((value, regexes.compile(pattern, re.I)) for value, pattern in _PYRO_CANON)
_F_THROW_RE = at_word_start(on_folded(_THROW_RE))
_F_MISSILE_SUBJECT_RE = on_folded(_MISSILE_SUBJECT_RE)
_F_MISSILE_RE = at_word_start(on_folded(_MISSILE_RE))
_F_ANY_MISSILE_RE = on_folded(_ANY_MISSILE_RE)
_F_PYRO_RE = on_folded(_PYRO_RE)
_F_PYRO_USE_RE = on_folded(_PYRO_USE_RE)
_PYRO_VALUES = frozenset({"flare", "smoke bomb", "firework"})


def find_missiles(
    sentence: str, low: str, folded: str, groups: set[str], head_list: tuple[int, int] | None
) -> Iterator[tuple[str, str, int, int, str]]:
    """Missiles thrown: named with a throwing word, restated ("what happened with the
    coins"), or listed in a headline before its colon (``head_list``, see ``headline_list``)."""
    thrown = ("throw" in groups and "throw words" in groups and _F_THROW_RE.search(folded) is not None
              or "hitmove" in groups and _F_MISSILE_SUBJECT_RE.search(folded) is not None)
    # "What happened with the fireworks and the lighter": things named again, which
    # were thrown (a pyrotechnic only as pyrotechnics, see _PYRO_USE_RE)
    restated = not thrown and "happened with" in groups and _RESTATED_RE.search(folded) is not None
    if thrown or head_list is not None or restated:
        specific = False
        for m in _F_MISSILE_RE.finditer(folded):
            start, end = m.span()
            in_list = head_list is not None and head_list[0] <= start < head_list[1]
            if not thrown and not restated and not in_list:
                if start >= head_list[1]:
                    break
                continue
            w_start, w_end = m.span("w")
            value = _missile_value(sentence[w_start:w_end])
            if value == "object":
                continue
            if offence(folded, start, end, groups):
                continue  # "one for throwing coins", "charged over the throwing of fireworks"
            if value in _PYRO_VALUES and (_LET_OFF_AFTER_RE.match(folded, end)
                                          or _LET_OFF_BEFORE_RE.search(folded, max(0, start - 60), start)):
                continue  # "flares were let off ..., while coins were flung": the flares are no missile
            if (in_list or restated and not thrown) and value in _PYRO_VALUES:
                continue  # a pyrotechnic named in a headline's list was let off, not thrown
            specific = True
            yield "missiles", value, start, end, ""
        if thrown and (not specific or "other" in low):
            # "the throwing of fireworks and other objects": objects besides the ones named
            m = _F_ANY_MISSILE_RE.search(folded) if not specific else _OTHER_OBJECTS_RE.search(folded)
            if m and not offence(folded, m.start(), m.end(), groups):
                yield "missiles", "object", m.start(), m.end(), ""


def find_pyrotechnics(
    sentence: str, low: str, folded: str, groups: set[str], head_list: tuple[int, int] | None
) -> Iterator[tuple[str, str, int, int, str]]:
    """Pyrotechnics let off, thrown or stopping play (the sentence's groups hold "pyro")."""
    used = "pyro" in groups and (_F_PYRO_USE_RE.search(folded) is not None or "pyrotechnic" in low)
    if used or (head_list is not None and "pyro" in groups):
        for m in _F_PYRO_RE.finditer(folded):
            start, end = m.span()
            if not used and not head_list[0] <= start < head_list[1]:
                if start >= head_list[1]:
                    break
                continue
            if offence(folded, start, end, groups):
                continue  # "two for pyrotechnic offences", "possession of a pyrotechnic"
            w_start, w_end = m.span("w")
            yield "pyrotechnics", _pyro_value(sentence[w_start:w_end]), start, end, ""


def headline_list(folded: str) -> tuple[int, int] | None:
    """The span of a headline's list of what happened ("A smoke bomb, some coins and a lad
    on the pitch: the derby I'd rather forget", "Lyon 2-2 Porto: flares, a pitch invader and
    12 arrests in the cup"), or None.  Every item is short and at least two name a thing."""
    m = _HEAD_LIST_RE.match(folded)
    if m is not None and _head_items_ok(m["list"]):
        return m.start("list"), m.end("list")
    tail = folded[folded.rfind(":") + 1:]
    if "." in tail or "!" in tail or "?" in tail or ";" in tail:
        return None  # the list runs from a colon to the end: none of these after the last colon
    after = _HEAD_LIST_AFTER_RE.search(folded)
    if after is None:
        return None
    cut = _HEAD_LIST_TAIL_RE.search(folded, after.start("list"))
    end = cut.start() if cut is not None else len(folded)
    if _head_items_ok(folded[after.start("list"):end]):
        return after.start("list"), end
    return None


# A list after a headline's colon, to its end: "Lyon 2-2 Porto: flares, a pitch invader and 12 arrests in ...".
_HEAD_LIST_AFTER_RE = regexes.compile(r":\s+(?P<list>[^.!?:;]{3,160}?)\s*$")
# Where the list's last item ends: "... and 19 arrests in Europa League last-16 first leg - as it happened".
_HEAD_LIST_TAIL_RE = regexes.compile(r"\s+(?:in|at|as|during|after|before|on|from|for)\s+|\s+[-–—]\s+")
_RESTATED_RE = regexes.compile(r"\bhappened\s+with\b")
_OTHER_OBJECTS_RE = regexes.compile(r"\bother\s+(?:[\w-]+\s+)?(?:objects|missiles|projectiles|items)\b")


def _head_items_ok(text: str) -> bool:
    if "," not in text and "and" not in text:
        return False  # one item: _HEAD_ITEM_SPLIT_RE splits at a comma or an "and" only
    items = _HEAD_ITEM_SPLIT_RE.split(text.strip())
    if len(items) < 2 or any(len(item.split()) > 5 for item in items):
        return False
    return sum(_HEAD_ITEM_RE.fullmatch(item) is not None for item in items) >= 2


def _canon(word: str, table, default: str) -> str:
    for value, pattern in table:
        if pattern.fullmatch(word) or pattern.match(word):
            return value
    return default


# The values of the things' words as written (a small set), remembered: each _canon
# tries up to a dozen patterns.
@functools.lru_cache(maxsize=1024)
def _missile_value(word: str) -> str:
    return _canon(word, _MISSILE_CANON, "object")


@functools.lru_cache(maxsize=1024)
def _pyro_value(word: str) -> str:
    return _canon(word, _PYRO_CANON, "flare")
