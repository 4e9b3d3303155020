"""Compiling the rules' regexes with their alternations factored into tries.

Python's regex engine tries the branches of an alternation one after another:
at every place ``(?:arrest\\w*|attacked|ambushed|...|thrown)`` is tried, each of
the hundred-odd words is compared in turn.  The rules are written as readable
word lists, so ``compile`` rewrites every alternation before compiling it:
branches that open with the same plain character share it, recursively, so the
list becomes a trie ("a(?:rrest\\w*|ttacked|mbushed)|...|thrown") and the engine
follows one branch per character.  Trigger regexes run several times faster.

The rewrite never changes what a pattern matches, nor which branch wins:
  * Factoring ``ab|ac`` into ``a(?:b|c)`` tries the same paths in the same order.
  * Branches that open with different plain characters can never both match at
    one place, so gathering ``ab|c|ad`` into ``a(?:b|d)|c`` changes no outcome.
    With ``re.IGNORECASE`` characters are grouped by their lower case, and only
    ASCII letters and digits are gathered (some non-ASCII letters equal an ASCII
    one under IGNORECASE).
  * A branch that opens with anything else (a class, a group, an escape such as
    ``\\b``, a quantified character) is a fence: branches are only gathered
    between fences, so the order around it is kept.
  * Only non-capturing groups are added, so group numbers and names stay.
Groups that switch case sensitivity (``(?-i:...)``, ``(?i:...)``) are factored
under their own setting.  Patterns with flags for the whole pattern (``(?i)``),
verbose mode, or syntax this parser does not know are compiled as written.
"""

from __future__ import annotations

import re

__all__ = ["compile", "factor"]

_SPECIAL = set(".^$*+?{}[]\\|()")
_QUANTIFIER_START = set("*+?{")


class _Unsupported(Exception):
    pass


def compile(pattern: str, flags: int = 0) -> re.Pattern:  # noqa: A001 - mirrors re.compile
    """``re.compile(pattern, flags)`` with every alternation factored (see module docstring)."""
    return re.compile(factor(pattern, flags), flags)


def factor(pattern: str, flags: int = 0) -> str:
    """``pattern`` with its alternations factored into tries; unchanged when it cannot be parsed safely."""
    if flags & re.VERBOSE or "(?" in pattern and re.search(r"\(\?[aiLmsux]+\)", pattern):
        return pattern  # flags for the whole pattern
    try:
        parser = _Parser(pattern, ignore_case=bool(flags & re.IGNORECASE))
        out = parser.alternation()
        if parser.pos != len(pattern):
            raise _Unsupported
    except _Unsupported:
        return pattern
    return out


class _Parser:
    """Reads a pattern into branches of atoms and writes it back factored."""

    def __init__(self, pattern: str, ignore_case: bool):
        self.p = pattern
        self.pos = 0
        self.ignore_case = ignore_case

    def alternation(self) -> str:
        """Parse ``a|b|...`` up to a closing parenthesis or the end; return it factored."""
        branches = [self.sequence()]
        while self.pos < len(self.p) and self.p[self.pos] == "|":
            self.pos += 1
            branches.append(self.sequence())
        return self.write(branches)

    def sequence(self) -> list[tuple[str, str | None]]:
        """Atoms up to ``|`` or ``)``: (text, key); key is the plain character it matches, or None."""
        atoms: list[tuple[str, str | None]] = []
        while self.pos < len(self.p) and self.p[self.pos] not in "|)":
            text, key = self.atom()
            quantifier = self.quantifier()
            atoms.append((text + quantifier, None if quantifier else key))
        return atoms

    def atom(self) -> tuple[str, str | None]:
        p, i = self.p, self.pos
        c = p[i]
        if c == "\\":
            if i + 1 >= len(p):
                raise _Unsupported
            nxt = p[i + 1]
            if nxt.isalnum():  # \b \w \d \1 \N ... : no plain character
                if nxt in "NuUx0" or nxt.isdigit():
                    raise _Unsupported  # escapes with arguments: not worth parsing
                self.pos = i + 2
                return p[i:i + 2], None
            self.pos = i + 2
            return p[i:i + 2], self.key(nxt)
        if c == "[":
            j = i + 1
            if j < len(p) and p[j] == "^":
                j += 1
            if j < len(p) and p[j] == "]":
                j += 1
            while j < len(p) and p[j] != "]":
                j += 2 if p[j] == "\\" else 1
            if j >= len(p):
                raise _Unsupported
            self.pos = j + 1
            return p[i:j + 1], None
        if c == "(":
            return self.group(), None
        if c in _QUANTIFIER_START:
            raise _Unsupported
        self.pos = i + 1
        return c, (None if c in _SPECIAL else self.key(c))

    def group(self) -> str:
        p, i = self.p, self.pos
        ignore_case = self.ignore_case
        for opener in ("(?:", "(?=", "(?!", "(?<=", "(?<!", "(?i:", "(?-i:"):
            if p.startswith(opener, i):
                break
        else:
            if p.startswith("(?P<", i):
                close = p.find(">", i)
                if close < 0:
                    raise _Unsupported
                opener = p[i:close + 1]
            elif p.startswith("(?", i):
                raise _Unsupported  # conditionals, comments, other flags, (?P=name)
            else:
                opener = "("
        self.pos = i + len(opener)
        if opener in ("(?i:", "(?-i:"):  # case sensitivity switched inside the group
            self.ignore_case = opener == "(?i:"
        inner = self.alternation()
        self.ignore_case = ignore_case
        if self.pos >= len(p) or p[self.pos] != ")":
            raise _Unsupported
        self.pos += 1
        return opener + inner + ")"

    def quantifier(self) -> str:
        p, i = self.p, self.pos
        if i >= len(p):
            return ""
        if p[i] in "*+?":
            j = i + 1
        elif p[i] == "{":
            m = re.match(r"\{\d*(?:,\d*)?\}", p[i:])
            if m is None:
                raise _Unsupported  # a literal "{" is legal but rare; keep such patterns as written
            j = i + m.end()
        else:
            return ""
        if j < len(p) and p[j] in "?+":  # lazy or possessive
            j += 1
        self.pos = j
        return p[i:j]

    def key(self, c: str) -> str | None:
        if not self.ignore_case:
            return c
        # Under IGNORECASE only ASCII letters and digits are grouped: "k" also matches
        # the Kelvin sign and "s" the long s, so other characters are left in place.
        if c.isascii() and c.isalnum():
            return c.lower()
        return None

    def write(self, branches: list[list[tuple[str, str | None]]]) -> str:
        out: list[str] = []
        run: list[list[tuple[str, str | None]]] = []
        for branch in branches:
            if branch and branch[0][1] is not None:
                run.append(branch)
            else:  # a fence: keeps its place between the runs around it
                out.extend(self.gather(run))
                run = []
                out.append("".join(t for t, _ in branch))
        out.extend(self.gather(run))
        return "|".join(out)

    def gather(self, run: list[list[tuple[str, str | None]]]) -> list[str]:
        groups: dict[str, list[list[tuple[str, str | None]]]] = {}
        for branch in run:
            groups.setdefault(branch[0][1], []).append(branch)
        out = []
        for members in groups.values():
            if len(members) == 1:
                out.append("".join(t for t, _ in members[0]))
                continue
            # Under IGNORECASE "A" and "a" share a group; the written character must be
            # one both spellings accept, which either is.
            # The head is every plain character all members share: "treat(?:|ed|ment)".
            shared = 1
            while all(len(m) > shared for m in members) and members[0][shared][1] is not None and all(
                    m[shared][1] == members[0][shared][1] for m in members):
                shared += 1
            head = "".join(t for t, _ in members[0][:shared])
            tails = self.write([m[shared:] for m in members])
            out.append(head + "(?:" + tails + ")")
        return out
