"""Verdicts on mini-incidents: import a set of reports and compare each incident's
verdicts with the ones its author expected, written before the first run.

A set is a folder with the report texts, their ``manifest.json`` and an
``expected.json`` (see ``fixtures/verdicts-dev/README.md``): for each
mini-incident its files, the match, and the counted figures with the verdict a
careful reader gives them (kind, scope, who was counted, status, outlets).

Printed per incident: whether its reports formed exactly one incident of their
own, the title and result, then each expected figure with the expected and the
actual verdict, and every conflict Terrace shows that nobody expected.  Totals
last: reports grouped right, verdicts right, false conflicts (Terrace says
conflicting, the reader does not), false agreements (the reader says
conflicting, Terrace agreed), figures missed.

    .venv/bin/python bench/verdicts.py [FOLDER ...] [-v]

Runs on a fresh SQLite database in a temporary folder (or the one DATABASE_URL
names, which it must be safe to fill).  Exit status 0 whatever the score: this
is a measure, not a test.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from collections import Counter
from dataclasses import dataclass, field
from io import StringIO
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

DEFAULT_SETS = (ROOT / "fixtures" / "verdicts-dev",)
# Statuses that say "no contradiction"; a reader's "conflicting" met by one of these
# is a false agreement.
AGREEING = frozenset({"agreed", "compatible"})


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
    by_status: Counter = field(default_factory=Counter)

    def add(self, other: Score) -> None:
        for name in ("incidents", "grouped", "titled", "facts", "right", "missed",
                     "false_conflicts", "false_agreements"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.by_status.update(other.by_status)

    def line(self) -> str:
        return (f"grouped {self.grouped}/{self.incidents}, titles naming both clubs {self.titled}/{self.incidents}, "
                f"verdicts right {self.right}/{self.facts}, missed {self.missed}, "
                f"false conflicts {self.false_conflicts}, false agreements {self.false_agreements}")


def fact_group(fact) -> str:
    """Who a fact row counts; rows of a comparison without groups count "people"."""
    return getattr(fact, "group", "") or "people"


def outlet_names(fact) -> set[str]:
    return {cell.outlet_name for cell in fact.cells.values()}


def expected_outlets(expected: dict) -> set[str]:
    # "Holloway Gazette (2019-09-02 07:00 UTC)": one outlet's two reports.
    return {name.split(" (")[0] if name.endswith(")") and " (" in name else name for name in expected["values"]}


def best_match(expected: dict, facts: list, used: set[int]):
    """The actual fact row that stands for an expected figure, or None."""
    same = [f for f in facts if f.kind == expected["kind"] and f.scope == expected["scope"] and id(f) not in used]
    if not same:
        return None
    want = expected_outlets(expected)

    def rank(f):
        return (fact_group(f) == expected["group"], len(outlet_names(f) & want), -len(outlet_names(f) - want))

    best = max(same, key=rank)
    return best if outlet_names(best) & want else None


def score_incident(case: dict, articles_by_file: dict, comparisons: dict, verbose: bool, out) -> Score:
    from incidents.extraction.kinds import NUMERIC_KINDS

    score = Score(incidents=1)
    articles = [articles_by_file.get(name) for name in case["files"]]
    missing_files = [name for name, a in zip(case["files"], articles) if a is None]
    incidents = {a.coverage.incident for a in articles if a is not None and hasattr(a, "coverage")}
    main = max(incidents, key=lambda i: sum(1 for a in articles if a and a.coverage.incident == i), default=None)
    own = main is not None and {a.pk for a in main.articles.all()} == {a.pk for a in articles if a}
    grouped = len(incidents) == 1 and own and not missing_files
    score.grouped += grouped
    match = case["match"]
    title = main.title if main else ""
    both = bool(main) and match["home"] in title and match["away"] in title
    score.titled += both
    out.write(f"\n## {case['id']}: {case.get('probe', '')}\n")
    grouping = "one incident" if grouped else (
        f"SPLIT into {len(incidents)}" if len(incidents) > 1 else "MERGED with other reports" if not own
        else f"missing files {missing_files}")
    out.write(f"  grouping: {grouping}; title: {title!r}{'' if both else '  <- does not name both clubs'}\n")
    if not grouped:
        for name, article in zip(case["files"], articles):
            where = article.coverage.incident if article is not None and hasattr(article, "coverage") else None
            out.write(f"    {name}: {where.slug if where else 'not imported'}\n")
    out.write(f"  result: {main.result if main else ''!r} (expected {case.get('result', '')!r})\n")
    if main is None:
        score.facts = len(case["facts"])
        score.missed = len(case["facts"])
        return score
    comparison = comparisons[main.pk]
    facts = [f for f in comparison.facts if f.kind in NUMERIC_KINDS]
    used: set[int] = set()
    for expected in case["facts"]:
        score.facts += 1
        actual = best_match(expected, facts, used)
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
            elif verdict == "conflicting" and want != "conflicting":
                score.false_conflicts += 1
                mark = "FALSE CONFLICT"
            elif want == "conflicting" and verdict in AGREEING:
                score.false_agreements += 1
                mark = "FALSE AGREEMENT"
            else:
                mark = "wrong"
        score.by_status[(want, verdict)] += 1
        if verbose or mark != "ok":
            got = "" if actual is None else "  got " + "; ".join(
                f"{c.outlet_name}: {c.value}" for c in actual.cells.values()) + f" [{fact_group(actual)}]"
            reason = getattr(actual, "reason", "") if actual is not None else ""
            out.write(f"  {mark:15} {expected['kind']}/{expected['scope']}/{expected['group']}: "
                      f"expected {want}, actual {verdict}{got}{'  (' + reason + ')' if reason else ''}\n")
    for fact in facts:
        if id(fact) not in used and fact.status == "conflicting":
            score.false_conflicts += 1
            out.write(f"  FALSE CONFLICT  unexpected row {fact.label} [{fact_group(fact)}]: "
                      + "; ".join(f"{c.outlet_name}: {c.value}" for c in fact.cells.values()) + "\n")
    return score


def run_set(folder: Path, verbose: bool, out) -> Score:
    from django.core.management import CommandError, call_command

    from incidents.dashboard.selectors import compared_incident
    from incidents.models import Incident
    from sources.models import Article

    expected = json.loads((folder / "expected.json").read_text(encoding="utf-8"))
    manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    files = [str(folder / entry["file"]) for entry in manifest["articles"]]
    errors = StringIO()
    try:
        call_command("import_articles", *files, no_progress=True, stdout=StringIO(), stderr=errors)
    except CommandError:
        pass
    if errors.getvalue():
        out.write(f"import errors:\n{errors.getvalue()}\n")
    articles_by_file = {
        Path(a.imported_from).name: a
        for a in Article.objects.select_related("coverage__incident", "source")
        if Path(a.imported_from).parent.resolve() == folder.resolve()
    }
    comparisons = {incident.pk: compared_incident(incident).comparison for incident in Incident.objects.all()}
    total = Score()
    out.write(f"# {folder.relative_to(ROOT) if folder.is_relative_to(ROOT) else folder}\n")
    for case in expected["incidents"]:
        total.add(score_incident(case, articles_by_file, comparisons, verbose, out))
    out.write(f"\n{folder.name}: {total.line()}\n")
    return total


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folders", nargs="*", type=Path, default=list(DEFAULT_SETS))
    parser.add_argument("-v", "--verbose", action="store_true", help="print every figure, not only the wrong ones")
    args = parser.parse_args()
    workdir = Path(tempfile.mkdtemp(prefix="terrace-verdicts-"))
    os.environ.setdefault("DATABASE_URL", f"sqlite:///{workdir / 'verdicts.sqlite3'}")
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)
    grand = Score()
    for folder in args.folders:
        grand.add(run_set(folder.resolve(), args.verbose, sys.stdout))
    if len(args.folders) > 1:
        print(f"\nall sets: {grand.line()}")


if __name__ == "__main__":
    main()
