"""Which sentences, and which parts of them, the count rules are tried on.

The rules are costly; most sentences hold none of a kind's words, and a kind's
triggers can only match where one of its words is.  One Aho-Corasick pass over a
sentence finds every gate word with its place (``GATE_AUTOMATON``), and each word
carries the bits of the gates it opens: a kind's words after and before a quantity,
and the words of the one-person, zero, modal and ban-of-one rules.  ``TRIGGER_RE``
is the coarse filter extract runs before find_counts at all.
"""

from __future__ import annotations

import ahocorasick

from .. import regexes
from ..text import gate_words, trie_pattern
from .lists import OFFENCE
from .triggers import RULES

# Words one of which every trigger of a kind (after, noun or before rule) holds.
# A kind whose words are all absent from a sentence cannot give a count there, so
# its rules are not tried at all: most sentences hold one kind's words or none.
# Substrings of the folded text: keep in step with triggers._KIND_TRIGGERS.  A phrase stands
# for its text.gate_word ("at the ground": "ground"), and every trigger holds one of these
# words at the start of a word too (TRIGGER_RE is made of them).
_KIND_WORDS = {
    "arrests": ("arrest", "detain", "detention", "held", "custody", "nick", "locked", "apprehended", "lift",
                "huckled", "cell", "taken", "took", "led", "carted", "dragged", "hauled", "bundled", "handcuff",
                "cuff", "ended up", "picked up", "deprived"),
    "deaths": ("died", "dies", "kill", "dead", "death", "lost", "fatal"),
    "injuries": (
        "injur", "casualt", "hurt", "wound", "hospital", "treatment", "medical", "stitches", "care", "treated",
        "cut", "fractur", "broken", "concussion", "bruis", "burns", "stabbed", "glassed", "slashed",
        "bloodied", "bleeding", "unconscious", "struck", "hit", "gash", "bloody nose", "black eye", "burn",
        "scalded", "patched", "stitched", "bandag", "split", "graz", "stretcher", "surgery", "infirmary", "a&e",
        "accident and emergency", "paramedic", "medic", "first aider", "first-aider", "doctor", "ambulance",
    ),
    "dispersal": (
        "turned", "turning", "dispers", "prevented", "stopped", "stopping", "keeping", "barred", "refused", "denied",
        # "were not admitted", "not allowed into the ground", "not let in"
        "not admitted", "not allowed", "not let",
        "eject", "evicted", "expelled", "knocked", "chuck", "boot", "slung", "flung", "turfed", "hoofed",
        "thrown", "kicked", "removed", "escorted", "sent", "kept", "held", "directed", "ordered", "blocked",
        # "(led|marched|frogmarched|ushered) (out|away) (of|from)": the verbs, not "away"
        # ("frogmarched" for TRIGGER_RE, which looks at word starts)
        "threw", "led", "marched", "frogmarched", "ushered", "exclusion", "told", "moved", "driven", "cleared",
        # "to move on 15 men", "moving on 30 supporters"
        "move on", "moving on", "moves on",
        # "directions to leave the area", "direct 25 people to leave"
        "to leave", "direct",
        # "pushed out of Storgata", "chased away from the square"
        "pushed", "forced", "chased", "herded", "shepherded", "shoved",
        # "Stewards hauled more than a dozen fans out of the ground", "dragged six supporters out"
        "haul", "dragg",
        # "put on a train", "bundled onto a waiting bus"
        "put", "bundled",
        # "intercepted and sent back"
        "intercept",
        # "kept outside gate 18", "locked out of the ground"
        "left", "stuck", "locked",
    ),
    "bans": ("ban", "barred", "barring", "season ticket", "season-ticket", "membership", "season card", "daspo",
             "stadionverbot"),
    "crowd": (
        "clash", "fought", "brawl", "attack", "at the stadium", "at the ground",
        "in the stadium", "in the ground", "riot", "gather", "massed", "congregated", "rampaged", "marched",
        # "trip", "journey", "flight" ... for "made the trip" ("made" is in most reports)
        "confronted", "surged", "traded", "squared", "involved", "took", "attend", "travel", "trip", "journey",
        "flight", "crossing", "trek", "drive", "pilgrimage", "voyage",
        # "The away section held 1,087 ...", "the upper tier housed ..." (text.PART_HELD)
        "section", "sector", "curva", "block", "tier",
        "present", "inside", "invaded", "stormed", "fighting", "packed", "descended", "converged",
        "charged", "ran", "strong", "crowd", "full house", "group", "mob", "gang", "contingent", "following", "throwing",
        "hurling", "away end", "home end", "away section", "home section", "away stand", "home stand",
        "visiting", "opposite end", "enclosure", "expected", "climb", "scaled", "spil", "pour", "stream",
        "flood", "swarm", "rushed", "raced", "tried", "attempted", "escorted", "front", "watched", "gate",
        "moved", "among", "brought", "separat", "split up", "broke up", "break up", "breaking up", "breaks up",
        "broken up", "kettl", "surrounded", "corralled", "exchanged", "came to blows", "threw", "hurl", "pelted",
        "smashed", "vandal", "protest", "demonstrat", "staged", "ambush", "steamed", "set upon", "forced", "exchanging",
        "trading",
        "broke", "tore", "ripped", "joined in", "escort", "end", "stand", "terrace",
        # "3,000 of us tucked into the corner", "made it to the Puskas", "behind the goal"
        "tucked", "crammed", "squeezed", "penned", "housed", "made it", "behind the goal",
        # "49,000 people came to Friends Arena", "turned up at Hampden", "1,500 of us singing"
        "came", "turned up", "singing", "chanting",
        # "All 1,800 of us in the corner", "1,500 of us went up", "100 fans in the away pen"
        "corner", "went", "pen",
        # "There were 3,000 of us", "15,000 of us in that end", "18,000 people enjoyed a night",
        # "the scoreboard said 8,214 people were inside", "The big screen said 34,726"
        "there were", "there was", "there are", "there is", "in that", "in this", "in our", "in their",
        # "we were 1,400 of us if we were one" (by its "us": "were" would open the gate of most
        # sentences)
        "us",
        "enjoyed", "screen", "scoreboard", "announcer", "tannoy",
        # "1,900 supporters arrived at the stadium", "4,000 Hungarians were in the Johan Cruyff Arena"
        "arriv", "arena", "stadi", "estadi", "stade", "ground",
        # "with just over 17,000 spectators under the COVID-19 rules"
        "spectators",
        # "2,000 of us filled the guest sector", "the visiting sector was occupied by"
        "filled", "occupied", "sector",
        # "Inside a 49,800 sell-out" (thousands said with no word of a crowd, "Over 16,000 in
        # all", "Just over 6,000 were allowed in", open extract's gate by their size)
        "sell-out", "sellout",
        # "roared on by nearly 900 travelling fans", "cheered on by", "urged on by"
        "roared on", "cheered on", "urged on", "spurred on", "egged on", "willed on", "sung on", "sang on",
    ),
}


# Each kind's bit in the gate automaton (see GATE_AUTOMATON), in RULES order.
KIND_BITS = {rule[0]: 1 << index for index, rule in enumerate(RULES)}
KIND_MASK = (1 << len(RULES)) - 1
# The rules whose kind's bit a mask holds, in RULES order, for every mask of kind bits.
RULES_BY_MASK = tuple(
    tuple(rule for rule in RULES if mask & KIND_BITS[rule[0]]) for mask in range(KIND_MASK + 1)
)
# Every trigger after the quantity (verb or noun) holds a whole word of its kind's
# _KIND_WORDS or of these (every trigger before it holds a whole word of _KIND_WORDS).
# So a kind's triggers are only tried after the quantity when one of these words
# is there, and before it when one of its _KIND_WORDS is.  None are needed now that
# the phrases of _KIND_WORDS stand for one of their words ("bloody nose": "bloody",
# "opposite end": "opposite", "came to blows": "blows"), which opens both gates.
_AFTER_EXTRA_WORDS: dict[str, tuple[str, ...]] = {}
AFTER_BITS = {kind: bit << len(RULES) for kind, bit in KIND_BITS.items()}
# Every one-person rule (see ``single``) holds one of these.
_SINGLE_WORDS = ("blood", "hospital", "treat", "stitches", "surgery", "medical", "injur", "cut", "gash", "wound", "burn",
                 "patched", "stitched", "bandag",
                 "burns", "bruis", "concussion", "nose", "black eye", "broken", "unconscious", "stretcher",
                 "died", "dies", "dead", "killed", "death", "lost his", "lost her", "hurt", "stabbed", "glassed")
SINGLE_BIT = 1 << (2 * len(RULES))
# Every zero._ZERO_RE match holds one of these.
_ZERO_WORDS = ("not", "n't", "n’t", "never")
ZERO_BIT = SINGLE_BIT << 1
# Every quantities._MODAL_BEFORE_RE match holds one of these.
_MODAL_WORDS = ("expect", "could", "may", "might", "would", "will", "plan", "hope", "hoping", "likely",
                "possible", "fear", "threaten", "risk", "if", "whether", "predict")
MODAL_BIT = ZERO_BIT << 1
# Every single._BAN_ONE_RE match holds one of these.
_BAN_ONE_WORDS = ("given", "handed", "issued", "served", "slapped", "hit", "imposed")
BAN_ONE_BIT = MODAL_BIT << 1


def _gate_automaton() -> ahocorasick.Automaton:
    """Every gate word (a kind's, _SINGLE_WORDS, ...) with the bits of the gates it opens.

    One Aho-Corasick pass over a sentence finds every gate word with its place, which
    answers both "does the sentence hold some kind's word?" and, for each quantity,
    "which kinds have a word in the text around it?" without a regex search per kind
    and window.  The value of a word is (its length - 1, its bits).
    """
    bits: dict[str, int] = {}
    groups = [(words, KIND_BITS[kind] | AFTER_BITS[kind]) for kind, words in _KIND_WORDS.items()]
    groups += [(words, AFTER_BITS[kind]) for kind, words in _AFTER_EXTRA_WORDS.items()]
    groups += [(_SINGLE_WORDS, SINGLE_BIT), (_ZERO_WORDS, ZERO_BIT), (_MODAL_WORDS, MODAL_BIT),
               (_BAN_ONE_WORDS, BAN_ONE_BIT)]
    for words, bit in groups:
        for word in gate_words(words):  # a phrase by one of its words, whatever the spacing
            bits[word] = bits.get(word, 0) | bit
    automaton = ahocorasick.Automaton()
    for word, word_bits in bits.items():
        # A word holding shorter gate words that open all its gates is found through them.
        inner = 0
        for other, other_bits in bits.items():
            if other != word and other in word:
                inner |= other_bits
        if word_bits & ~inner:
            automaton.add_word(word, (len(word) - 1, word_bits))
    automaton.make_automaton()
    return automaton


GATE_AUTOMATON = _gate_automaton()

# Run by extract on the lower-cased body (after a non-word character: see
# _COUNT_TRIGGER_PADDED_RE there) to tell which sentences find_counts is run on at
# all, so it must hold in every sentence find_counts can give a count for.  It is
# made of what find_counts needs: every count but a list line's is tied to a word
# of a kind's _KIND_WORDS or of _SINGLE_WORDS, at the start of a word of its trigger
# (the zero and ban-of-one rules name their kind's words too); a line of an
# offence list (lists.list_line, lists.list_people_line) names an offence before a dash or a
# colon ("Public order offences – 5", "• affray – four men").  Only whether one
# occurs matters (any_only).
TRIGGER_RE = regexes.compile(
    r"\b(?:"
    + trie_pattern(gate_words((*(w for words in _KIND_WORDS.values() for w in words), *_SINGLE_WORDS)),
                   any_only=True)
    + rf"|(?:{OFFENCE})\b(?=.*[–—:-]))"
)


def gates_near(hits: list, b_start: int, m_start: int, a_start: int, a_end: int) -> tuple[int, int]:
    """The bits of the gate words inside folded[a_start:a_end] and inside folded[b_start:m_start]."""
    after_bits = before_bits = 0
    for last, (back, bits) in hits:
        first = last - back
        if a_start <= first and last < a_end:
            after_bits |= bits
        elif b_start <= first and last < m_start:
            before_bits |= bits
    return after_bits, before_bits


def gate_between(hits: list, bit: int, start: int, end: int) -> bool:
    """Whether a gate word with ``bit`` lies inside folded[start:end]."""
    for last, (back, bits) in hits:
        if bits & bit and start <= last - back and last < end:
            return True
    return False
