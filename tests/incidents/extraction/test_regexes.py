"""Factoring alternations into tries must never change what a pattern matches."""

import random
import re

import pytest

from incidents.extraction.regexes import alternatives
from incidents.extraction.regexes import compile as factored_compile
from incidents.extraction.regexes import factor


@pytest.mark.parametrize(
    ("pattern", "expected"),
    [
        (r"\b(?:arrested|attacked|ambushed|thrown)\b", r"\b(?:a(?:rrested|ttacked|mbushed)|thrown)\b"),
        # Shared prefixes become a trie, recursively.
        (r"x(?:treat|treated|treatment)", r"x(?:treat(?:|ed|ment))"),
        # Different first characters are gathered across other branches.
        (r"ab|c|ad", r"a(?:b|d)|c"),
        # A branch opening with a class, group, escape or quantified character is a fence.
        (r"ab|\w+x|ac", r"ab|\w+x|ac"),
        (r"ab|ac|[x]|ad|ae", r"a(?:b|c)|[x]|a(?:d|e)"),
        # A branch opening with a plain group becomes one branch per alternative.
        (r"(?:at|in)\s+the|away", r"a(?:t\s+the|way)|in\s+the"),
        (r"(?:(?:at|in)|on)y|ax", r"a(?:ty|x)|iny|ony"),
        # ... unless the rest would repeat a capturing group.
        (r"(?:a|b)(c)|ad", r"(?:a|b)(c)|ad"),
        (r"a?b|ac", r"a?b|ac"),
        # Escaped punctuation is a plain character.
        (r"\.x|\.y", r"\.(?:x|y)"),
        # Named and numbered groups are kept, with their contents factored.
        (r"(?P<verb>held|hurt)|(no|nobody)", r"(?P<verb>h(?:eld|urt))|(no(?:|body))"),
    ],
)
def test_factor_rewrites_alternations(pattern, expected):
    assert factor(pattern) == expected
    re.compile(expected)


def test_ignorecase_groups_by_lower_case_but_leaves_non_ascii_alone():
    assert factor(r"Ab|ac", re.I) == r"A(?:b|c)"
    assert factor(r"Ab|ac") == r"Ab|ac"
    # "k" also matches the Kelvin sign under re.I: such a character is a fence.
    assert factor("\u212ax|ky", re.I) == "\u212ax|ky"


@pytest.mark.parametrize(
    "pattern",
    [r"(?i)ab|ac", r"(?s)ab|ac", r"a(?(1)b|c)", r"\x41b|\x41c", r"a{b|a{c", r"(?#note)ab|ac"],
)
def test_unsupported_patterns_are_kept_as_written(pattern):
    assert factor(pattern) == pattern


def test_groups_switching_case_sensitivity_are_factored_under_their_own_setting():
    assert factor(r"(?-i:Ab|ac)|Ab|ac", re.I) == r"(?-i:Ab|ac)|A(?:b|c)"
    assert factor(r"(?i:Ab|ac)|Ab|ac") == r"(?i:A(?:b|c))|Ab|ac"


def test_verbose_patterns_are_kept_as_written():
    assert factor("ab | ac", re.X) == "ab | ac"


_PATTERNS = [
    (r"\b(?:arrest\w*|attack(?:ed|s)?|a|an|ambush|at\s+the\s+ground|(?:at|in)\s+the|around)\b", 0),
    (r"(?P<n>\d+|one|two|twelve|twenty(?:-one)?)\s+(?:fans?|fights?|officers|of|on)", 0),
    (r"(?:ban|bans|banned|banning|barred|bar)(?=\s|$)|(?<=[-:] )\d{1,3}", 0),
    (r"(?:Police|police|PC|Pc|pc)\s+(?:said|say|says)|(?:Police|Polis)", re.I),
    (r"(?:a|ab|abc|abd|b|ba)+?c", 0),
    (r"x(?:a|ab)(?:c|bc)y|xa", 0),
    (r"(?:the\s+)?(?:(?-i:[A-Z])[a-z]+\s+police|(?-i:Police|police)|pc|PC|the)", re.I),
]
_ALPHABET = "aabbcdt ehilnoprstwx019-:\nPC"


@pytest.mark.parametrize(("pattern", "flags"), _PATTERNS)
def test_factored_patterns_find_the_same_matches(pattern, flags):
    original = re.compile(pattern, flags)
    factored = factored_compile(pattern, flags)
    assert factored.pattern != pattern  # the rewrite did something
    rng = random.Random(pattern)
    words = re.findall(r"[a-z]+", pattern.lower()) + ["police said", "at the ground", "12", "- 4"]
    for _ in range(3000):
        pieces = [rng.choice(words) if rng.random() < 0.6 else rng.choice(_ALPHABET) for _ in range(rng.randint(1, 12))]
        text = rng.choice(["", " "]).join(pieces)
        got = [(m.span(), m.groups(), m.groupdict()) for m in factored.finditer(text)]
        want = [(m.span(), m.groups(), m.groupdict()) for m in original.finditer(text)]
        assert got == want, text


def test_alternatives_are_the_top_level_branches_as_written():
    assert alternatives(r"said|(?:this|that)\s+way|[|]|a\|b") == ["said", r"(?:this|that)\s+way", "[|]", r"a\|b"]
    assert alternatives("word") == ["word"]
    with pytest.raises(ValueError):
        alternatives("a)|b")
