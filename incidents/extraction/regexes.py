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
  * A branch that opens with a plain group, ``(?:at|in)\\s+the``, is first
    written as one branch per alternative of the group (``at\\s+the|in\\s+the``):
    the same paths in the same order.  Not done when the rest of the branch holds
    a capturing group, which would then be written twice.
  * A branch that opens with anything else (a class, another group, an escape
    such as ``\\b``, a quantified character) is a fence: branches are only gathered
    between fences, so the order around it is kept.
  * Only non-capturing groups are added, so group numbers and names stay.
Groups that switch case sensitivity (``(?-i:...)``, ``(?i:...)``) are factored
under their own setting.  Patterns with flags for the whole pattern (``(?i)``),
verbose mode, or syntax this parser does not know are compiled as written.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["alternatives", "compile", "factor"]

_SPECIAL = set(".^$*+?{}[]\\|()")
_QUANTIFIER_START = set("*+?{")


class _Unsupported(Exception):
    pass


def alternatives(pattern: str) -> list[str]:
    """The top-level alternatives of ``pattern``, as written: "said|(?:this|that)|[|]" gives
    "said", "(?:this|that)" and "[|]"."""
    parser = _Parser(pattern, ignore_case=False)
    out, start = [], 0
    try:
        while True:
            parser.sequence()
            out.append(pattern[start:parser.pos])
            if parser.pos == len(pattern):
                return out
            if pattern[parser.pos] != "|":
                raise ValueError(f"unbalanced parenthesis at {parser.pos} in {pattern!r}")
            parser.pos += 1
            start = parser.pos
    except _Unsupported:
        raise ValueError(f"cannot read the alternatives of {pattern!r}") from None


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


@dataclass(frozen=True)
class _Atom:
    text: str  # as written back, factored inside
    key: str | None  # the plain character it matches, or None
    branches: tuple | None = None  # a plain "(?:...)" group's branches, unfactored
    captures: bool = False  # holds a capturing group


class _Parser:
    """Reads a pattern into branches of atoms and writes it back factored."""

    def __init__(self, pattern: str, ignore_case: bool):
        self.p = pattern
        self.pos = 0
        self.ignore_case = ignore_case

    def alternation(self) -> str:
        """Parse ``a|b|...`` up to a closing parenthesis or the end; return it factored."""
        return self.write(self.branches())

    def branches(self) -> list[list[_Atom]]:
        branches = [self.sequence()]
        while self.pos < len(self.p) and self.p[self.pos] == "|":
            self.pos += 1
            branches.append(self.sequence())
        return branches

    def sequence(self) -> list[_Atom]:
        """Atoms up to ``|`` or ``)``; a quantified atom matches no one plain character."""
        atoms: list[_Atom] = []
        while self.pos < len(self.p) and self.p[self.pos] not in "|)":
            atom = self.atom()
            quantifier = self.quantifier()
            if quantifier:
                atom = _Atom(atom.text + quantifier, None, None, atom.captures)
            atoms.append(atom)
        return atoms

    def atom(self) -> _Atom:
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
                return _Atom(p[i:i + 2], None)
            self.pos = i + 2
            return _Atom(p[i:i + 2], self.key(nxt))
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
            return _Atom(p[i:j + 1], None)
        if c == "(":
            return self.group()
        if c in _QUANTIFIER_START:
            raise _Unsupported
        self.pos = i + 1
        return _Atom(c, None if c in _SPECIAL else self.key(c))

    def group(self) -> _Atom:
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
        branches = self.branches()
        self.ignore_case = ignore_case
        if self.pos >= len(p) or p[self.pos] != ")":
            raise _Unsupported
        self.pos += 1
        captures = not opener.startswith("(?") or opener.startswith("(?P<") or any(
            a.captures for b in branches for a in b)
        return _Atom(opener + self.write(branches) + ")", None,
                     tuple(branches) if opener == "(?:" else None, captures)

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

    def write(self, branches: list[list[_Atom]]) -> str:
        branches = [expanded for branch in branches for expanded in _distribute(branch)]
        out: list[str] = []
        run: list[list[_Atom]] = []
        for branch in branches:
            if branch and branch[0].key is not None:
                run.append(branch)
            else:  # a fence: keeps its place between the runs around it
                out.extend(self.gather(run))
                run = []
                out.append("".join(a.text for a in branch))
        out.extend(self.gather(run))
        return "|".join(out)

    def gather(self, run: list[list[_Atom]]) -> list[str]:
        groups: dict[str, list[list[_Atom]]] = {}
        for branch in run:
            groups.setdefault(branch[0].key, []).append(branch)
        out = []
        for members in groups.values():
            if len(members) == 1:
                out.append("".join(a.text for a in members[0]))
                continue
            # Under IGNORECASE "A" and "a" share a group; the written character must be
            # one both spellings accept, which either is.
            # The head is every plain character all members share: "treat(?:|ed|ment)".
            shared = 1
            while all(len(m) > shared for m in members) and members[0][shared].key is not None and all(
                    m[shared].key == members[0][shared].key for m in members):
                shared += 1
            head = "".join(a.text for a in members[0][:shared])
            tails = self.write([m[shared:] for m in members])
            out.append(head + "(?:" + tails + ")")
        return out


_MAX_DISTRIBUTED = 40


def _distribute(branch: list[_Atom]) -> list[list[_Atom]]:
    """``(?:at|in)\\s+the`` as ``at\\s+the|in\\s+the``, so its words join the trie.

    A branch opening with a plain group tries the group's branches in order, each
    followed by the rest: exactly what one branch per alternative does.  Not done
    when the rest holds a capturing group (it would be written twice) or the group
    is long.
    """
    if not branch or branch[0].branches is None or len(branch[0].branches) > _MAX_DISTRIBUTED:
        return [branch]
    rest = branch[1:]
    if any(a.captures for a in rest):
        return [branch]
    return [expanded for inner in branch[0].branches for expanded in _distribute(list(inner) + rest)]
