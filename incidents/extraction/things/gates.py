"""Which sentences the thing rules are tried on, and which rules.

Most rules run only when the sentence holds one of a hand-kept list of gate words
(each family of rules has its groups): one Aho-Corasick pass over the sentence
names the groups present (``THING_AUTOMATON``).  ``TRIGGER_RE`` is the coarse
filter extract runs before find_things at all.  Rules are compiled without re.I
for the ``fold``ed sentence (``on_folded``), and the longest ones are tried only
where a word starts (``at_word_start``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

import ahocorasick

from .. import regexes
from ..text import gate_words

# Run on the lower-cased body: whole words that can make a sentence hold a thing.
# Only whether one occurs matters, so "\w*crackers?", which opens with no plain letter,
# comes last: in the middle it would split the trie regexes.compile builds in two.
TRIGGER_RE = regexes.compile(
    r"\b(?:thr[eo]w\w*|hurl\w*|launch\w*|lobb\w*|toss\w*|pelt\w*|missiles?|flew|flying|rain\w*|"
    r"struck|hit|aimed|fired|chuck\w*|projectiles?|objects?|used|flares?|smoke\w*|firework\w*|pyro\w*|"
    r"bangers?|pitch|field|playing|riot|mounted|horse\w*|helicopters?|chopper|dogs?|"
    r"steward\w*|cannons?|gas|spray|alcohol\w*|beer|booze|drink|dry|secur\w*|police|policing|officers|"
    r"presence|patrols?|segregat\w*|buffer|sterile|ticket\w*|allocations?|away|closed|investig\w*|"
    r"prob\w*|looked|examined|reviewed|inquiry|enquiry|observations|charged?|charges|fined?|points?|"
    r"docked|closure|close|life|lifetime|ban\w*|barred|stadium|stand|ground|land(?:ed|ing|s)?|disciplinary|"
    r"footage|cctv|review\w*|examin\w*|enquiries|inquiries|prosecut\w*|attacked|empty|flung|fling\w*|strik\w*|"
    r"hoardings?|boards|incursions?|barring|excluded|proceedings|stud(?:y|ies|ied|ying)|coins?|bottles?|cups?|"
    r"lighters?|searche[sd]|rockets?|dispersal|never|looking|fines|shut|"
    r"bars|kiosks|pubs|liquor|curbs?|prohibit\w*|outlawed|tight\w*|strict\w*|stringent|reinforce\w*|bolster\w*|"
    r"numbers|doubled|steel|detectors?|scanners?|checks|cordon|apart|separat\w*|vacant|unsold|unoccupied|rows|"
    r"halved|capped|scrapped|withdr[ae]w\w*|revok\w*|cancell?ed|visiting|travell?ing|travel|member\w*|holders|"
    r"section|deduct\w*|deduction|stripped|partial|warn\w*|without|penalty|punish\w*|misconduct|"
    r"referred|compliance|integrity|establish\w*|"
    # words of measures and investigations that none of the others covers ("increased stewarding",
    # "left clear between", "available only to", "limited to home fans", "analysing images",
    # "being assessed", "safeguarding team", "passed the matter to")
    r"clear|sold|available|sale|buying|purchas\w*|receiving|selling|home|restricted|limited|"
    r"analys\w*|assess\w*|safeguarding|passed|"
    r"(?:ran|run|running|raced|streamed|spilled|spilt|poured|rushed|flooded|swarmed)\s+on|\w*crackers?)\b"
)


def group_automaton(groups: Iterable[tuple[str, Iterable[str]]]) -> ahocorasick.Automaton:
    """An Aho-Corasick automaton of the words of the (name, words) groups, each reported
    with the names of the groups that hold it.

    One pass over a text reports every occurrence of every word, overlapping ones
    included, so the union of the names reported (groups_in) is exactly "which groups
    have a word in the text": one C scan instead of a substring test per word."""
    names_of_word: dict[str, set[str]] = {}
    for name, words in groups:
        for word in gate_words(words):  # a phrase by one of its words, whatever the spacing
            names_of_word.setdefault(word, set()).add(name)
    automaton = ahocorasick.Automaton()
    for word, names in names_of_word.items():
        automaton.add_word(word, frozenset(names))
    automaton.make_automaton()
    return automaton


def groups_in(automaton: ahocorasick.Automaton, text: str) -> set[str]:
    """Names of the groups of ``automaton`` (see group_automaton) with a word in ``text``."""
    found: set[str] = set()
    for _, names in automaton.iter(text):
        found |= names
    return found


# Cheap substring gates (of the lower-cased sentence): most sentences skip most
# regexes.  All are tested at once by THING_AUTOMATON.
_GATE_THROW = ("thr", "hurl", "launch", "lob", "toss", "pelt", "missile", "fl", "rain", "struck", "hit", "aim",
               "took", "taken", "copped", "caught", "got a",
               "fire", "chuck", "projectile", "object", "used as", "land", "attack")
_GATE_HITMOVE = ("hit", "strik", "struck", "coming", "came", "come", "sail", "whizz", "shower", "pour", "fly", "flie",
                 "flew")
_GATE_PYRO = ("flare", "smoke", "firework", "pyro", "banger", "cracker", "rocket")
_GATE_PITCH = ("pitch", "field", "playing surface", "playing area", "ran on", "run on", "running on", "raced on",
               "streamed on", "spilled on", "spilt on", "poured on", "rushed on", "flooded on", "swarmed on")
_GATE_POLICE = {
    "riot police": ("riot",), "mounted police": ("mounted", "horse"), "helicopter": ("helicopter", "chopper"),
    "dogs": ("dog",), "stewards": ("steward",), "water cannon": ("cannon",), "tear gas": ("gas", "spray"),
}
_GATE_MEASURE = {
    "alcohol ban": ("alcohol", "beer", "booze", "drink", "dry", "bars", "kiosks", "pubs", "liquor"),
    # "steward" for "stewards" and "stewarding"
    "increased security": ("secur", "police", "polic", "officers", "steward", "presence", "patrol", "drafted",
                           "searche", "reinforcement", "numbers", "ring of steel", "detector", "scanner", "checks"),
    # "clear" for "seats were left clear between"
    "segregation": ("segregat", "buffer", "sterile", "cordon sanitaire", "empty", "vacant", "unsold", "unoccupied",
                    "clear", "apart", "separat"),
    # "member" for "members", "membership" and "member-only"; "sold", "available" and "sale" for
    # "(only) (be) (sold|available|on sale) (only) to"; "home" for "home-fans-only" and "limited to
    # home fans"; the verbs of "clubs banned from (buying|purchasing|receiving|selling|being sold)"
    # (not "only", which nearly every report holds)
    "ticket restrictions": ("ticket", "allocation", "away", "bubble", "member", "visiting", "travel", "home",
                            "sold", "available", "sale", "buying", "purchas", "receiving", "selling"),
    "behind closed doors": ("closed doors",),
    "dispersal order": ("dispersal", "section 3"),
}
_GATE_SANCTION = {
    "charge": ("charge", "disciplinary", "proceeding"), "fine": ("fine", "penalty"),
    "points deduction": ("point", "docked"),
    # "shut" for "(ordered) to be shut", "the stand will be shut for"; every rule with "empty",
    # "without" or "with no" holds "play" ("play in front of an empty stand", "to play ... without fans")
    "stadium closure": ("clos", "shut", "play"), "warning": ("warn",),
}

# (name, words): the gates, tested on ``low``.
_GATE_TABLE = (
    ("throw", _GATE_THROW), ("hitmove", _GATE_HITMOVE), ("pyro", _GATE_PYRO), ("pitch", _GATE_PITCH),
    *((f"police:{v}", words) for v, words in _GATE_POLICE.items()),
    *((f"measure:{v}", words) for v, words in _GATE_MEASURE.items()),
    *((f"sanction:{v}", words) for v, words in _GATE_SANCTION.items()),
)
# Words some rules need besides their gate's, looked for in ``folded`` (what the rules
# run on): every alternative of the rule holds one, so a sentence without any skips
# it.  The gate words alone are common ("three" opens "throw", "police" opens
# "increased security").
_NEEDED_WORDS = {
    "throw words": (
        "threw", "throw", "hurl", "launch", "lobb", "toss", "pelt", "missile", "flew", "flying", "flung", "fling",
        "rain", "struck", "hit", "attack", "took", "taken", "copped", "caught", "got", "aimed", "fired", "chuck",
        "projectile", "object", "used", "land",
    ),
    "security words": (
        "increased", "heightened", "tightened", "extra", "additional", "enhanced", "beefed", "stepped", "boosted",
        "security", "drafted", "more", "searche", "presence", "policing", "stewarding", "patrols", "number",
        "further", "bussed", "shipped", "drawn", "steel", "detector", "airport", "scanner", "checks",
    ),
    # of _OFFENCE_BEFORE_RE and of _OFFENCE_AFTER_RE
    "offence before words": (
        "possess", "carrying", "fined", "charge", "punished", "sanctioned", "penali", "proceedings",
        "throwing", "hurling", "lobbing", "launching", "tossing",
    ),
    "offence after words": ("offence", "charge", "crime"),
}
NEEDED = frozenset(_NEEDED_WORDS)
# Words find_things tests ``low`` for, each a group of its own.
_LOW_WORDS = ("happened with", "hoarding", "boards", "life", "never")
# The gates, each family of gated rules (skipped at once when none of its gates is
# open), the needed words and the words of ``low``: one pass of THING_AUTOMATON
# names those present.
THING_AUTOMATON = group_automaton((
    *_GATE_TABLE,
    ("police", [word for words in _GATE_POLICE.values() for word in words]),
    ("measure", [word for words in _GATE_MEASURE.values() for word in words]),
    ("sanction", [word for words in _GATE_SANCTION.values() for word in words]),
    *_NEEDED_WORDS.items(),
    *((word, (word,)) for word in _LOW_WORDS),
))


def on_folded(pattern: re.Pattern, *replacements: tuple[str, str]) -> re.Pattern:
    """``pattern`` without re.I, for the ``fold``ed sentence (see ``text``).

    re.I makes every literal a two-way comparison and is two to three times
    slower; on folded text the lower-case pattern matches the same spans.  The
    ``replacements`` lower-case the few upper-case literals ("CS", "FA", [A-Z]).
    """
    source = pattern.pattern
    for old, new in replacements:
        assert old in source, old
        source = source.replace(old, new)
    return regexes.compile(source, pattern.flags & ~re.I)


def at_word_start(pattern: re.Pattern) -> re.Pattern:
    """``pattern``, a ``\\b`` before alternatives that each open with a word character,
    tried only where a word starts: one test rejects the ends of words, where every
    alternative would be tried and fail."""
    assert pattern.pattern.startswith("\\b(?"), pattern.pattern[:10]
    return regexes.compile("\\b(?=\\w)" + pattern.pattern[2:], pattern.flags)
