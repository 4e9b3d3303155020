"""Scoring verdicts against the ones a careful reader expected (mini-incident sets).

A set's ``expected.json`` lists mini-incidents: their report files, the match, and
each counted figure with its kind, scope, who was counted (``group``: "people"
for unspecified or a total) and the reader's status (agreed, compatible,
conflicting, single, updated).  ``score_case`` compares one case with where its
reports went and what the comparison said, and returns the score with lines
for a person to read.  Plain Python: the caller (``bench/verdicts.py``, the
tests) supplies where each file went and each incident's comparison.

Counted as wrong in the way that matters most:
  * a false conflict: Terrace says conflicting, the reader does not (or shows a
    conflicting count row the reader did not expect at all);
  * a false agreement: the reader says conflicting, Terrace says agreed or compatible;
  * a split or merge: a case's reports are not exactly one incident of their own.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field

from incidents.comparison.model import CONFLICTING, Comparison, Fact
from incidents.extraction.kinds import GROUP_NAMES, NUMERIC_KINDS, PEOPLE

AGREEING = frozenset({"agreed", "compatible"})
PEOPLE_GROUP = "people"  # how expected.json names the unspecified group


@dataclass
class Score:
    incidents: int = 0
    grouped: int = 0
    titled: int = 0
    facts: int = 0
    right: int = 0
    missed: int = 0
    false_conflicts: int = 0
    false_agreements: int = 0
    pairs: Counter = field(default_factory=Counter)  # (expected status, actual status)

    def add(self, other: Score) -> None:
        for name in ("incidents", "grouped", "titled", "facts", "right", "missed",
                     "false_conflicts", "false_agreements"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.pairs.update(other.pairs)

    def line(self) -> str:
        return (f"grouped {self.grouped}/{self.incidents}, titles naming both clubs {self.titled}/{self.incidents}, "
                f"verdicts right {self.right}/{self.facts}, missed {self.missed}, "
                f"false conflicts {self.false_conflicts}, false agreements {self.false_agreements}")


@dataclass(frozen=True, slots=True)
class Placed:
    """An incident as the scoring needs it."""

    title: str
    result: str
    files: frozenset[str]


def fact_group(fact: Fact) -> str:
    group = getattr(fact, "group", PEOPLE)
    return group if group in GROUP_NAMES else PEOPLE_GROUP


def _outlet_key(name: str) -> str:
    """An outlet's name without a bracket at its end, on both sides of a match:
    "Holloway Gazette (2019-09-02 07:00 UTC)" is one outlet's second report, and
    "Borussia Dortmund (official site)" is an outlet whose name has one."""
    return name.split(" (")[0] if name.endswith(")") and " (" in name else name


def _outlets(fact: Fact) -> set[str]:
    return {_outlet_key(cell.outlet_name) for cell in fact.cells.values()}


def _expected_outlets(expected: dict) -> set[str]:
    return {_outlet_key(name) for name in expected["values"]}


def _best_match(expected: dict, facts: list[Fact], used: set[int]) -> Fact | None:
    """The fact row that stands for an expected figure: same kind and scope, the
    expected group first, then the most outlets in common; None if none shares one."""
    same = [f for f in facts if f.kind == expected["kind"] and f.scope == expected["scope"] and id(f) not in used]
    want = _expected_outlets(expected)

    def rank(f: Fact):
        return (fact_group(f) == expected["group"], len(_outlets(f) & want), -len(_outlets(f) - want))

    best = max(same, key=rank, default=None)
    return best if best is not None and _outlets(best) & want else None


def _cells(fact: Fact) -> str:
    return "; ".join(f"{c.outlet_name}: {c.value}" for c in fact.cells.values())


def score_case(case: dict, placements: Mapping[str, object], incidents: Mapping[object, Placed],
               comparisons: Mapping[object, Comparison], *, verbose: bool = False) -> tuple[Score, list[str]]:
    """Score one mini-incident. ``placements`` maps each report file to the key of
    the incident it went to (None if not imported); ``incidents`` and
    ``comparisons`` are by that key."""
    score, lines = Score(incidents=1), [f"## {case['id']}: {case.get('probe', '')}"]
    files = case["files"]
    keys = [placements.get(name) for name in files]
    found = {k for k in keys if k is not None}
    # the incident holding most of them; of two holding as many, the first listed report's
    main = max(found, key=lambda k: (keys.count(k), -keys.index(k)), default=None)
    own = main is not None and incidents[main].files == frozenset(files)
    grouped = len(found) == 1 and own and None not in keys
    score.grouped += grouped
    placed = incidents.get(main)
    title = placed.title if placed else ""
    both = bool(placed) and case["match"]["home"] in title and case["match"]["away"] in title
    score.titled += both
    how = "one incident" if grouped else (
        f"SPLIT into {len(found)}" if len(found) > 1 else "MERGED with other reports" if not own else "not imported")
    lines.append(f"  grouping: {how}; title: {title!r}{'' if both else '  <- does not name both clubs'}")
    if not grouped:
        lines += [f"    {name}: {key}" for name, key in zip(files, keys)]
    lines.append(f"  result: {placed.result if placed else ''!r} (expected {case.get('result', '')!r})")
    if placed is None:
        score.facts = score.missed = len(case["facts"])
        return score, lines
    facts = [f for f in comparisons[main].facts if f.kind in NUMERIC_KINDS]
    used: set[int] = set()
    for expected in case["facts"]:
        score.facts += 1
        actual = _best_match(expected, facts, used)
        want = expected["status"]
        if actual is None:
            score.missed += 1
            verdict, mark = "missing", "MISSED"
        else:
            used.add(id(actual))
            verdict = actual.status
            if verdict == want and fact_group(actual) == expected["group"]:
                score.right += 1
                mark = "ok"
            elif verdict == CONFLICTING and want != CONFLICTING:
                score.false_conflicts += 1
                mark = "FALSE CONFLICT"
            elif want == CONFLICTING and verdict in AGREEING:
                score.false_agreements += 1
                mark = "FALSE AGREEMENT"
            else:
                mark = "wrong"
        score.pairs[(want, verdict)] += 1
        if verbose or mark != "ok":
            got = "" if actual is None else f"  got {_cells(actual)} [{fact_group(actual)}]"
            reason = getattr(actual, "reason", "") if actual is not None else ""
            lines.append(f"  {mark:15} {expected['kind']}/{expected['scope']}/{expected['group']}: expected {want}, "
                         f"actual {verdict}{got}{'  (' + reason + ')' if reason else ''}")
    for fact in facts:
        if id(fact) not in used and fact.status == CONFLICTING:
            score.false_conflicts += 1
            lines.append(f"  FALSE CONFLICT  unexpected row {fact.label} [{fact_group(fact)}]: {_cells(fact)}")
    return score, lines
