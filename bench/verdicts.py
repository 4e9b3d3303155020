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
from io import StringIO
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from incidents.comparison.evaluate import Placed, Score, score_case  # noqa: E402

DEFAULT_SETS = (ROOT / "fixtures" / "verdicts-dev",)
def run_set(folder: Path, verbose: bool = False, out=None) -> Score:
    """Import the set into the configured database, score every case, print the lines."""
    from django.core.management import CommandError, call_command

    from incidents.dashboard.selectors import compared_incident
    from incidents.models import Incident
    from sources.models import Article

    out = out or StringIO()
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
    placements, incidents, comparisons = {}, {}, {}
    for article in Article.objects.select_related("coverage"):
        path = Path(article.imported_from)
        if path.parent.resolve() == folder.resolve() or path.parent == Path(folder.name):
            coverage = getattr(article, "coverage", None)
            placements[path.name] = coverage.incident_id if coverage else None
    for incident in Incident.objects.prefetch_related("articles"):
        names = frozenset(Path(a.imported_from).name for a in incident.articles.all())
        incidents[incident.pk] = Placed(incident.title, incident.result, names)
        comparisons[incident.pk] = compared_incident(incident).comparison
    total = Score()
    out.write(f"# {folder.name}\n")
    for case in expected["incidents"]:
        score, lines = score_case(case, placements, incidents, comparisons, verbose=verbose)
        total.add(score)
        out.write("\n" + "\n".join(lines) + "\n")
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
