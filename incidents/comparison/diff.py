"""Word diffs: how one outlet's wording differs from another's.

Rules
  * Words compare as ``normal_words`` folds them (case, accents, quotes and punctuation
    blind); the diff carries the words as written.
  * A token that is only punctuation (a dash, a stray quote) rides on the word
    before it, so it never shows up as a change of its own.
  * ``diff_words(a, b)`` turns ``a`` (the fullest text) into ``b``: ``delete`` =
    words only in ``a``, ``insert`` = only in ``b``, ``replace`` = both changed.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from functools import lru_cache

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
