"""Case folding shared by the rules, so each report is lower-cased once.

Most rules are case-insensitive.  Python's ``re.IGNORECASE`` makes every literal
a case-insensitive comparison, which disables the engine's fast "first character
does not match, skip this branch" path; on big alternations (number words,
trigger verbs) that makes a search several times slower.  So the rules compile
WITHOUT ``re.I`` and run on ``fold(text)`` instead.

``fold`` gives exactly what ``re.I`` would have matched, character for character
and at the same offsets:
  * ``str.lower`` per character, except characters whose lower case is two
    characters ("İ" -> "i̇"), which would shift every later offset;
  * the four non-ASCII characters that ``re.I`` treats as equal to an ASCII
    letter (İ ı -> i, ſ -> s, the Kelvin sign -> k) are mapped to that letter.
Rules that use it must have only lower-case ASCII letters in their literals (no
``(?-i:...)`` parts); captured text is always re-read from the original string.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

_RE_I_EQUIVALENTS = str.maketrans({"İ": "i", "ı": "i", "ſ": "s", "\u212a": "k"})
_RE_I_CHARS = ("İ", "ı", "ſ", "\u212a")


# The days of the week, lower case: day words read by scope and by the comparison.
WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
# What parts a sentence into two statements: a semicolon, a colon, a spaced dash, or "but"
# and its kin ("a 2-1 win tonight, but ... into the final against Atalanta"). Read by the
# score's winner (``scores``) and by the days of other fixtures (``matching.dates``).
# People named by their nationality right after their count (also the comparison's: a share
# "of those arrested" that names where its people are from): "nine of whom are British
# nationals", "eight of the detained are citizens of the United Kingdom", "two of them Portuguese.",
# "One of those arrested is a Finnish national".
NATIONALS_AFTER_RE = re.compile(
    r"\s*,?\s+(?:(?:are|were|is|was|being)\s+)?(?:all\s+|both\s+|an?\s+)?"
    r"(?:(?P<nationality>[A-Z][a-z]+)\s+(?:nationals?|citizens?)\b|"
    # or by their country: "eight of the detained are citizens of the United Kingdom"
    r"(?:nationals?|citizens?)\s+of\s+(?:the\s+)?(?P<country>[A-Z][\w'’-]*(?:\s+(?:and\s+)?[A-Z][\w'’-]*){0,3})|"
    # or by the nationality alone, ending the phrase: "six people, two of them Portuguese."
    r"(?P<bare>[A-Z][a-z]+)(?=\s*(?:[.,;:)]|$|\band\b)))")
# A body's "will" in reported speech: "Police said they would seek stadium bans for nine people",
# "The club confirmed it would impose bans" (read by the ban triggers and the modal rule of
# ``counts.quantities``).  Lower case, no flags.
# The crowd urging its side on, before its size: "roared on by nearly 900 travelling fans".
URGED_ON_BY = r"(?:roared|cheered|urged|spurred|egged|willed|sung|sang)\s+on\s+by"
REPORTED_WOULD = (r"\b(?:said|says|announced|confirmed|added|stated)\s+(?:that\s+)?(?:they|it|police|officers|"
                  r"the\s+\w+)\s+would")
STATEMENT_BREAK_RE = re.compile(r"[;:]|\s[-–—]\s|\b(?:but|whereas|while|although|though)\b", re.IGNORECASE)
# An end or stand of a ground by its name, after "in the": "the Anfield Road end", "the
# Clock End", "the Jimmy Sirrel Stand"; not "the end of the stand".  Lower case, no flags.
NAMED_END = r"(?:[\w'’-]+\s+){1,3}?(?:end|stand|terrace)\b(?!\s+(?:of|to)\b)"
# A following's journey and the part of the ground it filled: "made that trip", "made the long
# journey", "made the flight from São Miguel", "after making the 160 miles trip north", "filled
# the guest sector", "occupied the upper tier" (for extraction's crowd trigger and the
# comparison's people present).  Lower case, no flags.
MADE_THE_TRIP = (r"(?:made|making|make|makes)\s+(?:the|that|this|our|their|its)\s+(?:[\w,-]+\s+){0,3}?"
                 r"(?:trip|journey|flight|crossing|trek|drive|pilgrimage|voyage)\b")
# ... or said with "it": "made it to Molde", "made it up there", "made it into the ground",
# "made it in time", or "made it" ending its clause ("Roughly 400 of us made it, by plane via
# Zagreb"); not "made it 2-0", "made it tough", "made it onto the pitch".  Lower case, no flags.
MADE_IT_THERE = (
    r"made\s+it\s+(?:(?:up|down|over|out|across|all\s+the\s+way)\s+)?(?:to|there|here)\b|"
    r"made\s+it\s+(?:in(?:to|side)?\s+the\s+(?:ground|stadium)|in\s+time)\b|"
    r"made\s+it(?=\s*(?:[,;.!?)]|$))"
)
FILLED_A_PART = (r"(?:filled|occupied)\s+(?:the|our|their|that|this)\s+(?:[\w'’-]+\s+){0,2}?"
                 r"(?:end|sector|section|stand|enclosure|corner|terrace|terraces|block|curva|tier)\b")
# ... the part as the subject holding its people: "The away section held 1,087 Saint-Étienne
# supporters", "the guest block housed 900" (for extraction's crowd trigger and the comparison's
# people present).  Lower case, no flags.
PART_HELD = r"(?:end|sector|section|stand|enclosure|terrace|curva|block|tier)\s+(?:held|housed|contained|hosted)"
# ... and that part as the place a side's people were: "in the away end", "in the guest sector".
# ("where only 40 Belarus supporters sat in the away corner", "the guest block", "the away pen")
AWAY_PART = r"(?:away|home|visiting|guest)\s+(?:end|section|stand|enclosure|sector|corner|block|terrace|pen)"
# Words that make a crowd one side's following, not everyone there: "5,000-strong", "a
# following of", "travelled to", "away fans", "made the trip", "filled the away end", "the
# 3,000 of us" (for extraction's whole crowd and the comparison's followings).  No flags.
FOLLOWING_WORDS = (
    r"(?:strong|following|contingent|travell?(?:ed|ing)\s+(?:support|to|from|down|up|over|in)|travell?ed|"
    r"(?:away|visiting|travell?ing)\s+(?:fans|supporters|followers|support)|"
    rf"{MADE_THE_TRIP}|{FILLED_A_PART}|allocation|allocated|escort\w*|"
    rf"in(?:to)?\s+the\s+{AWAY_PART}|"
    # the writer's own side: "the 3,000 of us", "1,900-odd of us"
    r"of\s+us)"
)
# A ground full of its crowd, before the ground and "of" its size: "in a full Veste of 30,000",
# "a packed Anfield of 53,000" (for extraction's crowd sizes and the comparison's people
# present).  Lower case, no flags.
FULL_GROUND = (r"(?:full|packed|sold[\s-]out|sell[\s-]out|heaving|rocking|capacity)\s+"
               r"(?P<place>[\w'’.-]+(?:\s+[\w'’.-]+){0,2}?)\s+of")
# When or where a crowd was, between its noun and its size: "The crowd at the Karaiskakis
# Stadium was 31,116", "the attendance officially stood at", "the gate tonight was" (for
# extraction's trigger and the comparison's people present).  Lower case, no flags.
CROWD_WHEN_OR_WHERE = (r"(?:tonight|today|yesterday|here|there|officially|on\s+the\s+(?:day|night)|"
                       r"(?:at|in)\s+(?:the\s+)?[\w'’.-]+(?:\s+[\w'’.-]+){0,3}?)")
# ... then the verb giving its size: "was", "stood at", "numbered", "was given as", "was
# officially announced as", or a colon ("Attendance: 31,402").  Lower case, no flags.
CROWD_SIZE_GIVEN = (r"(?:\s+(?:(?:was|is)\s+(?:officially\s+)?(?:given|put|announced|listed|recorded|declared|"
                    r"confirmed)\s+(?:as|at)|was|were|is|of|stood\s+at|stands\s+at|reached|totalled|numbered)|\s*:)")


def lower(text: str) -> str:
    """``text.lower()`` keeping offsets: a character that lowers to two stays as is."""
    low = text.lower()
    if len(low) != len(text):  # a few characters ("İ") lower to two
        low = "".join(c if len(c.lower()) != 1 else c.lower() for c in text)
    return low


def fold(text: str, low: str | None = None) -> str:
    """What ``re.I`` sees: ``lower(text)`` with the re.I equivalents of ASCII letters."""
    if low is None:
        low = lower(text)
    if low.isascii():
        return low
    # str.translate with a dict looks every character up; typographic quotes make
    # most reports non-ASCII, but the four mapped characters are almost never there.
    if not any(c in low for c in _RE_I_CHARS):
        return low
    return low.translate(_RE_I_EQUIVALENTS)


def trie_pattern(words: Iterable[str], *, any_only: bool = False) -> str:
    """A regex of ``words`` (plain strings) as a trie: "a(?:rrest|ttend)".

    At each place it matches the longest word there (a greedy optional tail,
    "c(?:annon)?").  A flat alternation tries every word at every place; the trie
    tries one branch per letter, several times faster on long word lists.  With
    ``any_only`` (the caller only asks whether some word occurs) a word that
    another one starts is dropped, which makes the regex smaller.
    """
    words = sorted(set(words))
    if any_only:
        words = [w for w in words if not any(o != w and w.startswith(o) for o in words)]

    def build(ws: list[str]) -> str:
        groups: dict[str, list[str]] = {}
        for w in ws:
            groups.setdefault(w[0], []).append(w[1:])
        alternatives = []
        for c, rest in sorted(groups.items()):
            longer = [r for r in rest if r]
            if not longer:
                alternatives.append(re.escape(c))
            else:
                tail = build(longer)
                alternatives.append(re.escape(c) + (f"(?:{tail})?" if "" in rest else tail))
        return alternatives[0] if len(alternatives) == 1 else "(?:" + "|".join(alternatives) + ")"

    return build(words)


def gate_word(phrase: str) -> str:
    """The word a gate looks for in place of a gate phrase: its longest word (the first of
    the longest), ``phrase`` itself when it is one word.

    Gate words are found as plain substrings (Aho-Corasick automata, ``in`` tests), but
    the rules they guard take any white space between words (a tab, two spaces, a
    no-break space from web copy), so a gate on the phrase "bloody nose" would be shut
    on "bloody" and "nose" parted by a no-break space, and the claim lost.  One of its
    words is in every text the phrase stands for, whatever the spacing, and lies inside
    the phrase, so a gate by place (a word within so many characters of a number)
    stays sound too.  The lists keep their phrases: they say which wording each word is
    there for.
    """
    words = phrase.split()
    return max(words, key=len) if len(words) > 1 else phrase


def gate_words(words) -> tuple[str, ...]:
    """``words`` with every phrase replaced by its gate_word, in order, without repeats."""
    return tuple(dict.fromkeys(map(gate_word, words)))
