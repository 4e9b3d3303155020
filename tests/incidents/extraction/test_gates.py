"""Every text a gated rule can match must hold one of its gate words.

The counts and things packages run most of their regexes only when the sentence (or the
text around a number) holds one of a hand-kept list of gate words, found with an
Aho-Corasick automaton or a substring test: that is what keeps extraction fast.  A
gate is only correct if EVERY possible match of its regex holds one of its words,
and nothing else checks that: an alternative added to a regex without its word
added to the gate would silently lose claims.

These tests draw random strings from each gated regex's own syntax tree, keep the
ones the regex matches, and check that the gate is open on them, tested the way the
extractor tests it (the module's own automaton or substring test, on the matched
text or on the text the extractor scans).  The draws are seeded, so a failure
repeats; its message names the rule and the string that matched with the gate shut.

White space is drawn as one to four of spaces, tabs and no-break spaces, as web copy
has them: the gate lists may hold phrases ("behind closed doors", "bloody nose"), but
the automata and substring tests look for one word of each (text.gate_word), which
no spacing defeats.

The last family checks the coarse filter in front of find_counts: every sentence
find_counts gives a count for must be let through by counts.TRIGGER_RE, searched the
way extract searches it.

No database: the whole file runs in a few seconds.
"""

import random
import re
import zlib

# re._parser and re._constants are private, but they are the only way to walk a
# pattern's syntax tree (they were sre_parse and sre_constants before Python 3.11).
from re import _constants as sre
from re import _parser as sre_parse

import pytest

import incidents.extraction
from incidents.extraction import counts, things
from incidents.extraction.numbers import BETWEEN_FOLD_RE
from incidents.extraction.text import fold, lower

# Strings drawn per rule.
TRIES = 1500
SEED = 20240601

# Free letters (\w, [a-z], .): no gate word is made of these, so a gate word in a
# drawn string comes from the rule's own literals, never from filler.
FILLER = "qxzjvkw"
# What a negated class ([^,;], [^.;:]) or an unwanted character may be instead.
OTHERS = FILLER + " ,.;:'-()0123456789"
# Sentences never hold a line break (it ends them); they may hold these spaces.
SPACES = (" ", " ", " ", "  ", "\t", "\xa0")
# Characters that re.I (and so ``fold``) takes for an ASCII letter.
RE_I_VARIANTS = {"s": "ſ", "i": "ıİ", "k": "\u212a"}

_CATEGORY_CHARS = {
    sre.CATEGORY_DIGIT: "0123456789",
    sre.CATEGORY_NOT_DIGIT: FILLER + " ,",
    sre.CATEGORY_SPACE: " \t\xa0",
    sre.CATEGORY_NOT_SPACE: FILLER + ",.",
    sre.CATEGORY_WORD: FILLER + "0123456789_",
    sre.CATEGORY_NOT_WORD: " ,.;",
}


class Strings:
    """Random strings from a compiled pattern's syntax tree.

    Each alternative is drawn about as often as its siblings, however deep it
    lies.  Anchors, word boundaries and lookarounds produce nothing (but a
    lookahead that ends its branch, whose text must follow), so a string need not
    match: the caller keeps the ones that do.  A run of white space is one to four
    of SPACES.  With ``vary_case`` the letters of a case-insensitive part come in
    either case, or as a character re.I takes for them ("ſ" for "s").
    """

    def __init__(self, pattern: re.Pattern, seed: int, *, vary_case: bool = False):
        self.tree = sre_parse.parse(pattern.pattern, pattern.flags)
        self.ignore_case = bool(self.tree.state.flags & re.I)
        self.rnd = random.Random(seed)
        self.vary_case = vary_case
        self._classes: dict[int, tuple[list[str], list[str]]] = {}
        self._uses: dict[int, list[int]] = {}

    def draw(self) -> str:
        out: list[str] = []
        self._emit(self.tree, self.ignore_case, out)
        return "".join(out)

    def _emit(self, items, icase: bool, out: list[str]) -> None:
        rnd = self.rnd
        for index, (op, av) in enumerate(items):
            if op is sre.LITERAL:
                out.append(self._case(chr(av), icase))
            elif op is sre.NOT_LITERAL:
                out.append(rnd.choice([c for c in OTHERS if c != chr(av)]))
            elif op is sre.IN:
                out.append(self._case(self._in(av), icase))
            elif op is sre.ANY:
                out.append(rnd.choice(FILLER))
            elif op is sre.CATEGORY:
                space = av is sre.CATEGORY_SPACE
                out.append(self._space() if space else rnd.choice(_CATEGORY_CHARS[av]))
            elif op is sre.BRANCH:
                self._emit(self._least_used(av[1]), icase, out)
            elif op is sre.SUBPATTERN:
                _, add_flags, del_flags, sub = av
                self._emit(sub, (icase or bool(add_flags & re.I)) and not del_flags & re.I, out)
            elif op is sre.ATOMIC_GROUP:
                self._emit(av, icase, out)
            elif op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
                low, high, sub = av
                if self._is_space(sub):  # \s+ or \s*: one run of white space
                    if low == 0 and rnd.random() < 0.5:
                        continue
                    out.append(self._space() * max(low, 1))
                    continue
                for _ in range(rnd.randint(low, min(high, low + 3))):
                    self._emit(sub, icase, out)
            elif op is sre.ASSERT and av[0] == 1 and index == len(items) - 1:
                # "lifted(?=\s*(?:$|by\s+police|...))": what follows the match starts with it
                self._emit(av[1], icase, out)
            elif op in (sre.AT, sre.ASSERT, sre.ASSERT_NOT):
                pass
            else:
                raise ValueError(f"cannot draw strings for the regex operation {op}: teach Strings._emit it")

    def _least_used(self, branches):
        uses = self._uses.setdefault(id(branches), [0] * len(branches))
        fewest = min(uses)
        index = self.rnd.choice([i for i, n in enumerate(uses) if n == fewest])
        uses[index] += 1
        return branches[index]

    @staticmethod
    def _is_space(sub) -> bool:
        return len(sub) == 1 and sub[0] in ((sre.CATEGORY, sre.CATEGORY_SPACE),
                                            (sre.IN, [(sre.CATEGORY, sre.CATEGORY_SPACE)]))

    def _space(self) -> str:
        return self.rnd.choice(SPACES)

    def _in(self, items) -> str:
        if items == [(sre.CATEGORY, sre.CATEGORY_SPACE)]:
            return self._space()  # a lone \s
        key = id(items)
        if key not in self._classes:
            members: set[str] = set()
            for op, av in items:
                if op is sre.LITERAL:
                    members.add(chr(av))
                elif op is sre.RANGE:
                    members.update(map(chr, range(av[0], av[1] + 1)))
                elif op is sre.CATEGORY:
                    members.update(_CATEGORY_CHARS[av])
            if items and items[0][0] is sre.NEGATE:
                pool = [c for c in OTHERS if c not in members and c.lower() not in members]
            else:
                pool = sorted(members)
            self._classes[key] = (pool, [c for c in FILLER if c in pool])
        pool, filler = self._classes[key]
        roll = self.rnd.random()
        if " " in pool and roll < 0.4:
            return " "  # mostly words and spaces: "[^.;]{0,60}?\band" needs a space before "and"
        if filler and roll < 0.8:
            return self.rnd.choice(filler)
        return self.rnd.choice(pool)

    def _case(self, char: str, icase: bool) -> str:
        if not (icase and self.vary_case and char.isalpha()):
            return char
        roll = self.rnd.random()
        if roll < 0.05 and char.lower() in RE_I_VARIANTS:
            return self.rnd.choice(RE_I_VARIANTS[char.lower()])
        return char.upper() if roll < 0.4 else char.lower()


def _check(name: str, pattern: re.Pattern, gate_open, *, how: str = "search",
           vary_case: bool = False, tries: int = TRIES):
    """Draw ``tries`` strings from ``pattern`` and fail on one it matches (``how``: "search",
    "match" or "fullmatch") for which ``gate_open(text, match)`` is false."""
    seed = SEED + zlib.crc32(name.encode())
    draws = Strings(pattern, seed, vary_case=vary_case)
    find = getattr(pattern, how)
    matched = 0
    shut: list[str] = []
    for _ in range(tries):
        text = draws.draw()
        m = find(text)
        if m is None:
            continue
        matched += 1
        if gate_open(text, m):
            continue
        example = f"{text!r} (matched {m.group()!r})"
        if example not in shut:
            shut.append(example)
            if len(shut) == 5:
                break
    listed = "\n  ".join(shut)
    assert not shut, f"{name}: the gate is shut on strings the rule matches:\n  {listed}"
    assert matched >= tries // 10, f"{name}: only {matched} of {tries} drawn strings matched"


def _ids(cases) -> list[str]:
    return [case[0] for case in cases]


# --- counts ---------------------------------------------------------------------------------


def _count_bits(text: str) -> int:
    """The bits of the gate words in ``text``, found as find_counts finds them."""
    bits = 0
    for _, (_, word_bits) in counts.gates.GATE_AUTOMATON.iter(text):
        bits |= word_bits
    return bits


def _has_bits(bits: int):
    return lambda text, m: bool(_count_bits(fold(m.group())) & bits)


def _trigger_cases():
    """In people.classify a kind's trigger after the quantity (verb or noun) is tried only when a
    word with its AFTER_BITS lies in the words after the quantity, and one before it only
    when a word with its KIND_BITS lies in the 60 characters before it (gates.gates_near)."""
    for kind, after_re, noun_re, before_re in counts.triggers.RULES:
        yield f"{kind}-after", after_re, "match", counts.gates.AFTER_BITS[kind]
        yield f"{kind}-noun", noun_re, "match", counts.gates.AFTER_BITS[kind]
        yield f"{kind}-before", before_re, "search", counts.gates.KIND_BITS[kind]


TRIGGERS = list(_trigger_cases())


@pytest.mark.parametrize(("name", "pattern", "how", "bits"), TRIGGERS, ids=_ids(TRIGGERS))
def test_count_triggers_hold_a_gate_word_of_their_place(name, pattern, how, bits):
    _check(name, pattern, _has_bits(bits), how=how)


def _kind_word_cases():
    """A kind's rules are tried at all only when one of its _KIND_WORDS lies after or before
    the quantity (gates.RULES_BY_MASK): a trigger must hold one, and so must the verb and
    complement of the "stopped 40 fans from travelling" and "surrounded 200 fans" rules."""
    for kind, after_re, noun_re, _ in counts.triggers.RULES:
        yield f"kind-word:{kind}-after", after_re, "match", counts.gates.KIND_BITS[kind]
        yield f"kind-word:{kind}-noun", noun_re, "match", counts.gates.KIND_BITS[kind]
    yield ("kind-word:dispersal-object-verb", counts.people._OBJECT_VERB_BEFORE_RE["dispersal"], "search",
           counts.gates.KIND_BITS["dispersal"])
    # "took six men into custody": the verb holds no arrests word, its complement does
    yield ("kind-word:arrests-object-tail", counts.people._OBJECT_TAILS["arrests"], "match",
           counts.gates.KIND_BITS["arrests"])
    # "they took four of ours in": the verb holds the arrests word, the tail none
    yield ("kind-word:arrests-took-in-verb", counts.people.TOOK_IN_VERB_RE, "search",
           counts.gates.KIND_BITS["arrests"])
    yield ("kind-word:crowd-object-verb", counts.people._CROWD_OBJECT_BEFORE_RE, "search",
           counts.gates.KIND_BITS["crowd"])


KIND_WORDS = list(_kind_word_cases())


@pytest.mark.parametrize(("name", "pattern", "how", "bits"), KIND_WORDS, ids=_ids(KIND_WORDS))
def test_count_triggers_hold_a_word_of_their_kind(name, pattern, how, bits):
    _check(name, pattern, _has_bits(bits), how=how)


def _holds(*words: str):
    """Open when the folded match holds one of ``words`` (a substring test)."""
    return lambda text, m: any(word in fold(m.group()) for word in words)


def _both(*gates):
    return lambda text, m: all(gate(text, m) for gate in gates)


def _date_ending(text, m):
    # _plausible tests fbefore.rstrip().endswith(_DATE_ENDINGS) before _DATE_BEFORE_RE
    return text.rstrip().endswith(counts.quantities._DATE_ENDINGS)


_SINGLE = _has_bits(counts.gates.SINGLE_BIT)
COUNT_RULES = [
    ("date-before", counts.quantities._DATE_BEFORE_RE, "search", _date_ending),
    # ... and _gate_between(hits, _MODAL_BIT, ...) on the same 25 characters
    ("modal-before", counts.quantities._MODAL_BEFORE_RE, "search", _has_bits(counts.gates.MODAL_BIT)),
    ("zero", counts.zero._ZERO_RE, "search", _has_bits(counts.gates.ZERO_BIT)),
    ("zero-hurt", counts.zero._ZERO_HURT_RE, "search",
     _both(_has_bits(counts.gates.ZERO_BIT), _holds("hurt"))),
    ("ban-one", counts.single._BAN_ONE_RE, "search", _both(_has_bits(counts.gates.BAN_ONE_BIT), _holds("ban"))),
    ("between", BETWEEN_FOLD_RE, "search", _holds("between")),
    # find_counts: _SLUG_RE.match(folded) if folded.find("-", 4, 12) > 0
    ("slug", counts._SLUG_RE, "match", lambda text, m: text.find("-", 4, 12) > 0),
    # _single_person runs only when a _SINGLE_WORDS word is in the sentence, and some of
    # its rules only behind a substring test of their own
    *((f"single-{kind}", predicate, "match", _SINGLE)
      for kind, predicate in counts.single._SINGLE_PREDICATES),
    ("single-headline", counts.single._HEADLINE_PREDICATE_RE, "match", _SINGLE),
    ("single-who", counts.single._WHO_HURT_RE, "search", _both(_SINGLE, _holds("who"))),
    ("single-blood", counts.single._HIT_AND_BLED_RE, "search", _both(_SINGLE, _holds("blood"))),
    ("single-pronoun", counts.single._PRONOUN_HURT_RE, "search", _both(_SINGLE, _holds("he"))),
    # the words of its lookahead, which follow the match
    ("single-headline-and", counts.single._HEADLINE_AND_RE, "search",
     lambda text, m: any(word in fold(text) for word in counts.single._HEADLINE_AND_WORDS)),
]


@pytest.mark.parametrize(
    ("name", "pattern", "how", "gate_open"), COUNT_RULES, ids=_ids(COUNT_RULES))
def test_count_rules_hold_their_gate_words(name, pattern, how, gate_open):
    _check(name, pattern, gate_open, how=how, vary_case=True)


# --- things ---------------------------------------------------------------------------------


def _thing_groups(text: str) -> set[str]:
    """The groups of things.gates.THING_AUTOMATON in ``text``.  The drawn strings are lower-case
    ASCII, so they are both the ``low`` the gates are tested on and the ``folded`` text the
    rules and the needed words run on."""
    return things.gates.groups_in(things.gates.THING_AUTOMATON, text)


def _needs(*groups: str):
    """Open when the match holds a word of every group."""
    return lambda text, m: set(groups) <= _thing_groups(m.group())


def _needs_any(*groups: str):
    return lambda text, m: bool(set(groups) & _thing_groups(m.group()))


def _thing_cases():
    """As find_things, offences.offence and is_general test them."""
    yield "throw", things.missiles._F_THROW_RE, "search", _needs("throw", "throw words")
    yield "hitmove", things.missiles._F_MISSILE_SUBJECT_RE, "search", _needs("hitmove")
    yield "pyro", things.missiles._F_PYRO_RE, "search", _needs("pyro")
    yield "pitch", things.pitch._F_PITCH_RE, "search", _needs("pitch")
    yield "boards", things.pitch._BOARDS_RE, "search", _needs_any("hoarding", "boards")
    yield "restated", things.missiles._RESTATED_RE, "search", _needs("happened with")
    for _, pattern, gate in things.police._F_POLICE_GATED:
        yield gate, pattern, "search", _needs("police", gate)
    for _, pattern, gate, needed in things.police._F_MEASURE_GATED:
        yield gate, pattern, "search", _needs("measure", gate, *([needed] if needed else []))
    for _, pattern, gate in things.sanctions._F_SANCTION_GATED:
        yield gate, pattern, "search", _needs("sanction", gate)
    yield "life-ban", things.sanctions._F_LIFE_BAN_RE, "search", _needs_any("life", "never")
    yield "offence-after", things.offences._OFFENCE_AFTER_RE, "match", _needs("offence after words")
    yield "offence-before", things.offences._OFFENCE_BEFORE_RE, "search", _needs("offence before words")
    yield ("general-reminder", things.offences._REMINDER_RE, "search",
           _holds(*things.offences._REMINDER_WORDS))
    yield "general-start", things.offences._GENERAL_START_RE, "match", _holds(*things.offences._GENERAL_WORDS)


THINGS = list(_thing_cases())


@pytest.mark.parametrize(("name", "pattern", "how", "gate_open"), THINGS, ids=_ids(THINGS))
def test_thing_rules_hold_their_gate_words(name, pattern, how, gate_open):
    _check(name, pattern, gate_open, how=how)


def _investigation_gate(*needs: str, unconditional: bool = False):
    """find_investigations returns at once without an _ENTRY_WORDS word, then runs a rule
    only when every group of its ``needs`` has a word in the folded sentence
    (_INVESTIGATION_AUTOMATON).  The ``unconditional`` rules (those not behind ``classic``)
    also need an investigation or an action word."""

    def gate_open(text, m):
        low = fold(m.group())
        if not any(word in low for word in things.investigations._ENTRY_WORDS):
            return False
        groups = things.gates.groups_in(things.investigations._INVESTIGATION_AUTOMATON, low)
        if unconditional and not ("action words" in groups
                                  or things.investigations._has_investigation_word(low, groups)):
            return False
        return set(needs) <= groups

    return gate_open


def _lead_opening(text, m):
    # _LEAD_INVESTIGATION_RE is tried only when the folded sentence starts with one of these
    return fold(text).startswith(things.investigations._LEAD_OPENINGS)


def _investigation_cases():
    for index, (pattern, needs) in enumerate(things.investigations._INVESTIGATION_GATED):
        yield f"investigation-{index}", pattern, "search", _investigation_gate(*needs)
    nouns = things.investigations._INVESTIGATION_NOUNS
    yield "under-way", things.investigations._UNDER_WAY_RE, "search", _investigation_gate(nouns)
    yield ("enquiries", things.investigations._ENQUIRIES_RE, "search",
           _investigation_gate("quiries", unconditional=True))
    for pattern, gate in things.investigations._ACTION_GATED:
        yield f"action:{gate}", pattern, "search", _investigation_gate(gate, unconditional=True)
    for pattern, gate in things.investigations._MORE_ACTION_RES:
        yield (f"more-action:{gate}", pattern, "search",
               _investigation_gate(gate, unconditional=True))
    yield ("lead", things.investigations._LEAD_INVESTIGATION_RE, "match",
           _both(_lead_opening, _investigation_gate(unconditional=True)))


INVESTIGATIONS = list(_investigation_cases())


@pytest.mark.parametrize(
    ("name", "pattern", "how", "gate_open"), INVESTIGATIONS, ids=_ids(INVESTIGATIONS))
def test_investigation_rules_hold_their_gate_words(name, pattern, how, gate_open):
    # Most of these run with re.I on the sentence itself: mixed case, gates on its fold.
    _check(name, pattern, gate_open, how=how, vary_case=True)


# --- lookahead guards -----------------------------------------------------------------------

# How the names of things.investigations._ORG can start: a lookahead in front of its alternatives.
_ORG_GUARD = things.investigations._ORG[: things.investigations._ORG.index("(?P<org>")]
# things.gates.at_word_start: "\b(?=\w)" in front of a "\b(?:...)".
_WORD_START = "\\b(?=\\w)"


def _guarded_cases():
    """(id, pattern with a lookahead guard, the same pattern without it)."""
    assert _ORG_GUARD.startswith("(?=")
    for index, pattern in enumerate(things.investigations._INVESTIGATION_RES):
        if _ORG_GUARD in pattern.pattern:
            plain = re.compile(pattern.pattern.replace(_ORG_GUARD, ""), pattern.flags)
            yield f"org-guard-{index}", pattern, plain
    word_start = [
        ("throw", things.missiles._F_THROW_RE),
        ("missile", things.missiles._F_MISSILE_RE),
        ("pitch", things.pitch._F_PITCH_RE),
        *((gate, pattern) for _, pattern, gate, _ in things.police._F_MEASURE_GATED
          if pattern.pattern.startswith(_WORD_START)),
    ]
    for name, pattern in word_start:
        assert pattern.pattern.startswith(_WORD_START), name
        yield (f"word-start:{name}", pattern,
               re.compile("\\b" + pattern.pattern.removeprefix(_WORD_START), pattern.flags))


GUARDED = list(_guarded_cases())


@pytest.mark.parametrize(("name", "guarded", "plain"), GUARDED, ids=_ids(GUARDED))
def test_lookahead_guards_do_not_change_matches(name, guarded, plain):
    """A guard only skips places where no alternative can start: it finds the same spans
    (with re.I, in either case and with "ſ", "ı", "İ" and the Kelvin sign)."""
    draws = Strings(plain, SEED + zlib.crc32(name.encode()), vary_case=True)
    rnd = random.Random(name)
    found = 0
    for _ in range(TRIES):
        before, after = rnd.choice(("", "The ", "qx ", "said, ")), rnd.choice(("", ".", " qx"))
        text = before + draws.draw() + after
        expected = [m.span() for m in plain.finditer(text)]
        found += bool(expected)
        assert [m.span() for m in guarded.finditer(text)] == expected, f"{name}: {text!r}"
    assert found >= TRIES // 10, f"{name}: only {found} of {TRIES} drawn strings matched"


# --- the count trigger ----------------------------------------------------------------------

# Words around a drawn trigger that make a sentence of it.  None is a word of TRIGGER_RE
# (test_sentence_frames_hold_no_trigger_word), so the drawn part alone must open it.
_PEOPLE_BEFORE = ("Seven fans ", "Twelve supporters were ", "Dozens of youths ",
                  "Three supporters, aged 19 to 24, were ")
_QUANTITY_BEFORE = ("In all, seven ", "Officers reported seven ", "It was 40 ")
_PEOPLE_AFTER = (" 12 fans", " 2,000 supporters", " seven supporters")
_ENDINGS = ("", ".", " on Saturday.", " last night")
_ONE_PERSON = ("The boy ", "Referee Tom Hale ", "A steward, named as Jo Bell, ")
_LIST_BULLETS = ("", "• ", "- ", "* ")
_LIST_DASHES = (" – ", " - ", ": ", "\t–\t", " —  ", ":")
_LIST_PEOPLE = ("four men", "a woman", "2 youths", "one boy")


def _count_sentences():
    """(name, pattern to draw from, how it must match the drawn text, sentence maker)."""
    for kind, after_re, noun_re, before_re in counts.triggers.RULES:
        yield f"{kind}-after", after_re, "match", lambda d, r: r.choice(_PEOPLE_BEFORE) + d + r.choice(_ENDINGS)
        yield f"{kind}-noun", noun_re, "match", lambda d, r: r.choice(_QUANTITY_BEFORE) + d + r.choice(_ENDINGS)
        yield f"{kind}-before", before_re, "search", lambda d, r: "Police " + d + r.choice(_PEOPLE_AFTER) + "."
    for kind, verb_re in counts.people._OBJECT_VERB_BEFORE_RE.items():
        tail = counts.people._OBJECT_TAILS[kind]
        yield (f"{kind}-object", verb_re, "search",
               lambda d, r, tail=tail: "Police " + d + "40 fans" + Strings(tail, r.random()).draw() + ".")
    yield ("crowd-object", counts.people._CROWD_OBJECT_BEFORE_RE, "search",
           lambda d, r: "Police " + d + "5,000 fans to the game.")
    for kind, predicate in counts.single._SINGLE_PREDICATES:
        yield f"single-{kind}", predicate, "match", lambda d, r: r.choice(_ONE_PERSON) + d + r.choice(_ENDINGS)
    yield "single-headline", counts.single._HEADLINE_PREDICATE_RE, "match", lambda d, r: "Fan " + d + " at derby"
    yield "single-headline-and", counts.single._HEADLINE_AND_RE, "search", lambda d, r: "Derby chaos" + d
    yield "single-who", counts.single._WHO_HURT_RE, "search", lambda d, r: "It was a " + d + r.choice(_ENDINGS)
    yield "single-blood", counts.single._HIT_AND_BLED_RE, "search", lambda d, r: "A coin " + d + "."
    yield "single-pronoun", counts.single._PRONOUN_HURT_RE, "search", lambda d, r: "A coin caught a fan" + d + "."
    yield "zero", counts.zero._ZERO_RE, "search", lambda d, r: "Police " + d + r.choice(_ENDINGS)
    yield "zero-hurt", counts.zero._ZERO_HURT_RE, "search", lambda d, r: "The goalkeeper " + d + "."
    yield "ban-one", counts.single._BAN_ONE_RE, "search", lambda d, r: "The club had " + d + " of ten years."
    yield "fact-line", counts.lists._FACT_LINE_RE, "fullmatch", lambda d, r: d
    # An offence named in a list line: the number or the people after a dash end the line.
    yield ("list-line", counts.lists._OFFENCE_RE, "search",
           lambda d, r: (r.choice(_LIST_BULLETS) + d + r.choice(_LIST_DASHES) + str(r.randint(1, 40))
                         + r.choice(("", "."))))
    yield ("list-people-line", counts.lists._OFFENCE_RE, "search",
           lambda d, r: r.choice(_LIST_BULLETS[1:]) + d + r.choice(_LIST_DASHES) + r.choice(_LIST_PEOPLE))


COUNT_SENTENCES = list(_count_sentences())


def _admitted(sentence: str) -> bool:
    """Whether extract runs find_counts on ``sentence``: its padded trigger searched over the
    sentence's span of " " + the lower-cased body (here the body is the sentence)."""
    padded = " " + lower(sentence)
    return incidents.extraction._COUNT_TRIGGER_PADDED_RE.search(padded, 0, len(sentence) + 1) is not None


@pytest.mark.parametrize(("name", "pattern", "how", "make"), COUNT_SENTENCES, ids=_ids(COUNT_SENTENCES))
def test_count_trigger_admits_every_sentence_with_a_count(name, pattern, how, make):
    """A sentence find_counts gives a count for is never skipped by extract's trigger.

    Drawn without the characters re.I alone takes for ASCII letters ("ſ"): the trigger runs
    on the lower-cased body, find_counts on its fold."""
    seed = SEED + zlib.crc32(name.encode())
    draws = Strings(pattern, seed)
    rnd = random.Random(seed)
    find = getattr(pattern, how)
    counted = 0
    skipped: list[str] = []
    for _ in range(TRIES):
        drawn = draws.draw()
        if find(drawn) is None:
            continue
        sentence = make(drawn, rnd).strip()
        if not counts.find_counts(sentence):
            continue
        counted += 1
        if not _admitted(sentence) and sentence not in skipped:
            skipped.append(sentence)
            if len(skipped) == 5:
                break
    listed = "\n  ".join(map(repr, skipped))
    assert not skipped, f"{name}: find_counts gives a count the trigger skips:\n  {listed}"
    assert counted >= TRIES // 20, f"{name}: only {counted} of {TRIES} sentences gave a count"


def test_sentence_frames_hold_no_trigger_word():
    frames = (*_PEOPLE_BEFORE, *_QUANTITY_BEFORE, *_PEOPLE_AFTER, *_ENDINGS, *_ONE_PERSON, "Police ",
              "40 fans", "5,000 fans to the game.", "Fan ", " at derby", "Derby chaos", "It was a ", "A coin ",
              "A coin caught a fan", "The goalkeeper ", "The club had ", " of ten years.")
    assert not [frame for frame in frames if _admitted(frame)]
