"""What a search box query asks for, and how each database is asked it.

A query is web-search syntax: words (all must appear), "a phrase" in double
quotes, ``-word`` to exclude, ``or`` between alternatives; the last word, when
typed bare, also matches as a prefix (``arres`` finds "arrests").  Anything else
(stray quotes, brackets, ``*``, ``NEAR``, ``:``) is only punctuation between
words, so no input can reach either database as syntax: the user's words travel
as quoted FTS5 strings or as bound parameters.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

WORD = re.compile(r"\w+(?:['’]\w+)*")
WRITTEN = re.compile(r"\w+(?:[-'’]\w+)*")
# A phrase in double quotes, or a run of non-space characters (a word, maybe -excluded).
PIECE = re.compile(r'"([^"]*)"?|(\S+)')


@dataclass(frozen=True, slots=True)
class Term:
    words: tuple[str, ...]  # one word, or a phrase's words in order
    prefix: bool = False  # the last word bare at the end of the query: also a prefix


@dataclass(frozen=True, slots=True)
class Alternative:
    required: list[Term] = field(default_factory=list)
    excluded: list[Term] = field(default_factory=list)


def parse(text: str) -> list[Alternative]:
    """The alternatives a query asks for (any may match); [] when it asks for nothing
    searchable (no words, or only exclusions)."""
    alternatives, current = [], Alternative()
    pieces = list(PIECE.finditer(text))
    for n, piece in enumerate(pieces):
        phrase, bare = piece.group(1), piece.group(2)
        if bare is not None and bare.lower() == "or":
            alternatives.append(current)
            current = Alternative()
            continue
        excluded = bare is not None and bare.startswith("-")
        if phrase is not None:
            terms = [Term(tuple(WORD.findall(phrase)))]
        else:
            # "anti-social", "3-1": one written word that reads as a phrase; other
            # punctuation ("NEAR(three", "a:b") only separates words.
            terms = [Term(tuple(WORD.findall(chunk))) for chunk in WRITTEN.findall(bare)]
            if terms and n == len(pieces) - 1 and not excluded and not text[-1:].isspace():
                terms[-1] = Term(terms[-1].words, prefix=len(terms[-1].words) == 1)
        (current.excluded if excluded else current.required).extend(t for t in terms if t.words)
    alternatives.append(current)
    return [a for a in alternatives if a.required]


def fts5_match(alternatives: list[Alternative]) -> str:
    """An SQLite FTS5 MATCH expression: every word a quoted string (a quote inside
    doubled), so FTS5 reads none of the user's text as an operator."""
    def term(t: Term) -> str:
        quoted = '"' + " ".join(w.replace('"', '""') for w in t.words) + '"'
        return quoted + ("*" if t.prefix else "")

    def alternative(a: Alternative) -> str:
        sql = "(" + " AND ".join(term(t) for t in a.required) + ")"
        for t in a.excluded:
            sql += " NOT " + term(t)
        return sql

    return " OR ".join(alternative(a) for a in alternatives)


def pg_tsquery(alternatives: list[Alternative], config: str = "english") -> tuple[str, list[str]]:
    """A PostgreSQL tsquery expression and its parameters: each word or phrase goes
    through phraseto_tsquery as a bound parameter; a prefix through to_tsquery as
    ``'word':*``, the word being letters and digits only."""
    params: list[str] = []

    def term(t: Term) -> str:
        params.append(" ".join(t.words))
        sql = f"phraseto_tsquery('{config}', %s)"
        if t.prefix and re.fullmatch(r"\w+", t.words[0]):
            params.append(f"'{t.words[0]}':*")
            sql = f"({sql} || to_tsquery('{config}', %s))"
        return sql

    def alternative(a: Alternative) -> str:
        parts = [term(t) for t in a.required] + [f"!!{term(t)}" for t in a.excluded]
        return "(" + " && ".join(parts) + ")"

    return "(" + " || ".join(alternative(a) for a in alternatives) + ")", params
