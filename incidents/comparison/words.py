"""Words as the comparison compares them.

Two words are the same when they differ only in case, accents, curly or straight
quotes and surrounding punctuation ("DONE," == "done", "won’t" == "won't").
Hyphens, dashes and slashes split words, so "post-match" == "post match".
Inner apostrophes stay ("don't" is one word).
"""

from __future__ import annotations

import re
import unicodedata

_QUOTE_CHARS = str.maketrans({"‘": "'", "’": "'", "‚": "'", "`": "'", "´": "'",
                              "“": '"', "”": '"', "„": '"'})


def _fold(text: str) -> str:
    if text.isascii():
        return text.lower()
    text = unicodedata.normalize("NFKD", text.translate(_QUOTE_CHARS))
    return "".join(ch for ch in text if not unicodedata.combining(ch)).casefold()


_NOT_WORD = re.compile(r"[^\w']+")


def _normal_word(token: str) -> str:
    """The comparable form of one word: case, accents, quotes and punctuation folded."""
    token = _fold(token)
    # Keep inner apostrophes ("don't") but not quotation marks around a word.
    token = _NOT_WORD.sub("", token).strip("'_")
    return token


_WORD_BREAK = re.compile(r"[\s\-–—/]+")


def normal_words(text: str) -> list[str]:
    """Normalised words; hyphens and dashes split words ("post-match" == "post match")."""
    return [w for w in (_normal_word(t) for t in _WORD_BREAK.split(text)) if w]
