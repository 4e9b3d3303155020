"""Word diffs: how one outlet's wording differs from another's.

Rules
  * Words compare as ``normal_words`` folds them (case, accents, quotes and punctuation
    blind); the diff carries the words as written.
  * A token that is only punctuation (a dash, a stray quote) rides on the word
    before it, so it never shows up as a change of its own.
  * ``diff_words(a, b)`` turns ``a`` (the fullest text) into ``b``: ``delete`` =
    words only in ``a``, ``insert`` = only in ``b``, ``replace`` = both changed.
  * ``changed_detail(op)``: a replaced number or name ("seven" -> "six"), the change
    a journalist checks first ("seven" -> "7" is the same number, no change).
  * ``diff_paragraphs(a, b)`` pairs two reports' paragraphs (a line each) by their
    shared words, in ``b``'s order with ``a``'s leftovers beside their neighbours,
    marks pairs whose order the second report changed as moved, and word-diffs
    each pair.  Time is linear in the words but for the pairing of paragraphs.
"""

from __future__ import annotations

import difflib
from bisect import bisect_left
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from incidents.extraction.numbers import NUMBER_TOKEN_RE, words_to_int

from .words import normal_words


@dataclass(frozen=True, slots=True)
class DiffOp:
    """One step of a word diff: ``words_fullest`` became ``words_variant``."""

    op: str  # "equal" | "insert" | "delete" | "replace"
    words_fullest: str
    words_variant: str


@lru_cache(maxsize=65536)
def _token_key(raw: str) -> str:
    """The comparable form of one whitespace-separated token (cached: reports repeat words)."""
    return " ".join(normal_words(raw))


def _display_tokens(text: str) -> tuple[list[str], list[str]]:
    """Tokens as written (for display) and their comparable keys.

    Tokens that are only punctuation (a dash, a stray quote) ride on the word
    before them, so they never show up as changes of their own.
    """
    shown: list[str] = []
    keys: list[str] = []
    for raw in text.split():
        key = _token_key(raw)
        if not key:
            if shown:
                shown[-1] = f"{shown[-1]} {raw}"
            else:
                shown.append(raw)
                keys.append("")
            continue
        shown.append(raw)
        keys.append(key)
    return shown, keys


def diff_words(a: str, b: str) -> list[DiffOp]:
    """Word-level diff turning ``a`` (the fullest text) into ``b``.

    Words compare case-, accent- and punctuation-blind; the ops carry the words
    as written.  ``delete`` = words only in ``a``, ``insert`` = only in ``b``.
    """
    shown_a, keys_a = _display_tokens(a)
    shown_b, keys_b = _display_tokens(b)
    # Interning keys to ints makes SequenceMatcher hash and compare cheaply.
    ids: dict[str, int] = {}
    seq_a = [ids.setdefault(k, len(ids)) for k in keys_a]
    seq_b = [ids.setdefault(k, len(ids)) for k in keys_b]
    matcher = difflib.SequenceMatcher(None, seq_a, seq_b, autojunk=False)
    return [
        DiffOp(op, " ".join(shown_a[i1:i2]), " ".join(shown_b[j1:j2]))
        for op, i1, i2, j1, j2 in matcher.get_opcodes()
    ]


# Capitalised words that start a sentence, never a name that could change.
_NOT_NAMES = frozenset("""
    i a an the he she it we they you this that these those there here but and so if when then
    our my his her their its what who we're it's i'm there's that's
""".split())


def _numbers(words: str) -> list:
    """The numbers in ``words`` as values ("seven" and "7" are the same number)."""
    found = []
    for match in NUMBER_TOKEN_RE.finditer(words):
        value = words_to_int(match.group(0))
        found.append(match.group(0).casefold() if value is None else value)
    return found


def _names(words: str) -> set[str]:
    tokens = (t.strip(".,;:!?\"'“”‘’()[]-–—") for t in words.split())
    return {t for t in tokens if t[:1].isupper() and t.casefold() not in _NOT_NAMES}


def changed_detail(op: DiffOp) -> bool:
    """Whether a diff step swaps a number or a name for another ("seven" → "six",
    "Smith" → "Jones"): the change in a quote a journalist must check first."""
    if op.op != "replace":
        return False
    numbers = _numbers(op.words_fullest), _numbers(op.words_variant)
    names = _names(op.words_fullest), _names(op.words_variant)
    # One number (or name) for another: a sentence swapped for another is no such change.
    return (all(numbers) and numbers[0] != numbers[1]) or (all(names) and names[0] != names[1])


# --------------------------------------------------------------------------
# Two reports, paragraph by paragraph

# Paired when at least this share of the shorter paragraph's words are in the other.
PARAGRAPH_PAIRING = 0.5
# A word in more paragraphs than this ("the", "police") says nothing about which pair:
# left out of the pairing, so that a hostile text of thousands of alike lines costs
# time linear in its words, not in the square of its paragraphs.
COMMON_WORD_PARAGRAPHS = 32


@dataclass(frozen=True, slots=True)
class Segment:
    text: str
    mark: str  # "" same words, "del" only in a, "ins" only in b, plus " figure" for a changed number or name


@dataclass(frozen=True, slots=True)
class ParagraphPair:
    """One row of a side-by-side diff: a paragraph of ``a``, of ``b``, or one of each."""

    a: list[Segment]  # empty when the paragraph is only in b
    b: list[Segment]  # empty when it is only in a
    a_number: int | None  # the paragraph's place in each report, from 1
    b_number: int | None
    moved: bool = False  # b puts it in another order than a
    changed: bool = False  # both have it, worded differently
    replaced: bool = False  # a paragraph only in a beside one only in b, in the same place

    @property
    def status(self) -> str:
        if not self.a:
            return "added"
        if not self.b:
            return "removed"
        if self.replaced:
            return "replaced"
        return "changed" if self.changed else "same"

    @property
    def figures_changed(self) -> bool:
        return any("figure" in s.mark for s in self.a + self.b)


def paragraph_counts(rows: Iterable[ParagraphPair]) -> dict[str, int]:
    """How many paragraphs of a diff are the same, changed, replaced, removed or added,
    how many moved, and how many changed a figure."""
    counts = {"same": 0, "changed": 0, "replaced": 0, "removed": 0, "added": 0, "moved": 0, "figures": 0}
    for row in rows:
        counts[row.status] += 1
        counts["moved"] += row.moved
        counts["figures"] += row.figures_changed
    return counts


def _paragraphs(text: str) -> list[str]:
    return [line.strip() for line in text.splitlines() if line.strip()]


def _pair_paragraphs(keys_a: list[list[str]], keys_b: list[list[str]]) -> dict[int, int]:
    """b index -> a index, greedily by the share of words they have in common."""
    where: dict[str, set[int]] = defaultdict(set)
    for i, keys in enumerate(keys_a):
        for key in set(keys):
            where[key].add(i)
    common = {key for key, found in where.items() if len(found) > COMMON_WORD_PARAGRAPHS}
    # Each paragraph's telling words (all but the common ones): those the pairing reads.
    telling_a = [len(set(keys) - common) for keys in keys_a]
    scores = []
    for j, keys in enumerate(keys_b):
        shared: Counter[int] = Counter()
        telling = set(keys) - common
        for key in telling:
            for i in where.get(key, ()):
                shared[i] += 1
        telling = len(telling)
        for i, count in shared.items():
            share = count / max(1, min(telling_a[i], telling))
            if share >= PARAGRAPH_PAIRING:
                scores.append((share, count, -abs(i - j), j, i))
    pairs: dict[int, int] = {}
    used: set[int] = set()
    for *_, j, i in sorted(scores, reverse=True):
        if j not in pairs and i not in used:
            pairs[j] = i
            used.add(i)
    return pairs


def _in_order(indices: list[int]) -> set[int]:
    """The positions of a longest increasing run of ``indices`` (the rest moved)."""
    tails: list[int] = []  # the smallest tail value of a run of each length
    tail_at: list[int] = []  # its position
    before: list[int | None] = []
    for n, value in enumerate(indices):
        k = bisect_left(tails, value)
        if k == len(tails):
            tails.append(value)
            tail_at.append(n)
        else:
            tails[k], tail_at[k] = value, n
        before.append(tail_at[k - 1] if k else None)
    kept: set[int] = set()
    at = tail_at[-1] if tail_at else None
    while at is not None:
        kept.add(at)
        at = before[at]
    return kept


def _segments(ops: list[DiffOp]) -> tuple[list[Segment], list[Segment]]:
    left: list[Segment] = []
    right: list[Segment] = []
    for op in ops:
        figure = " figure" if changed_detail(op) else ""
        if op.op == "equal":
            left.append(Segment(op.words_fullest, ""))
            right.append(Segment(op.words_variant, ""))
            continue
        if op.words_fullest:
            left.append(Segment(op.words_fullest, "del" + figure))
        if op.words_variant:
            right.append(Segment(op.words_variant, "ins" + figure))
    return left, right


def diff_paragraphs(a: str, b: str) -> list[ParagraphPair]:
    """Two reports side by side, paragraph by paragraph (see the module's rules)."""
    paras_a, paras_b = _paragraphs(a), _paragraphs(b)
    keys_a = [normal_words(p) for p in paras_a]
    keys_b = [normal_words(p) for p in paras_b]
    pairs = _pair_paragraphs(keys_a, keys_b)
    matched = sorted(pairs)  # b indices with a partner, in b's order
    in_order = _in_order([pairs[j] for j in matched])
    moved = {matched[n] for n in range(len(matched)) if n not in in_order}

    rows: list[ParagraphPair] = []
    paired = set(pairs.values())
    next_leftover = 0  # a's paragraphs before this one are placed

    def leftovers_up_to(i: int) -> None:
        """a's unpaired paragraphs before ``i``, where a has them."""
        nonlocal next_leftover
        for k in range(next_leftover, i):
            if k not in paired:
                rows.append(ParagraphPair([Segment(paras_a[k], "del")], [], k + 1, None))
        next_leftover = max(next_leftover, i)

    for j, text in enumerate(paras_b):
        i = pairs.get(j)
        if i is None:
            rows.append(ParagraphPair([], [Segment(text, "ins")], None, j + 1))
            continue
        if j not in moved:
            leftovers_up_to(i)
        ops = diff_words(paras_a[i], text)
        left, right = _segments(ops)
        rows.append(ParagraphPair(left, right, i + 1, j + 1, moved=j in moved,
                                  changed=any(op.op != "equal" for op in ops)))
    leftovers_up_to(len(paras_a))
    return _side_by_side(rows)


def _side_by_side(rows: list[ParagraphPair]) -> list[ParagraphPair]:
    """Paragraphs only in a and only in b that stand in the same gap share rows, a's
    beside b's (a headline rewritten reads as one row, not two)."""
    merged: list[ParagraphPair] = []
    run: list[ParagraphPair] = []

    def flush() -> None:
        removed = [r for r in run if r.status == "removed"]
        added = [r for r in run if r.status == "added"]
        for n in range(max(len(removed), len(added))):
            a = removed[n] if n < len(removed) else None
            b = added[n] if n < len(added) else None
            merged.append(ParagraphPair(a.a if a else [], b.b if b else [], a.a_number if a else None,
                                        b.b_number if b else None, replaced=bool(a and b)))
        run.clear()

    for row in rows:
        if row.status in ("removed", "added"):
            run.append(row)
            continue
        flush()
        merged.append(row)
    flush()
    return merged
