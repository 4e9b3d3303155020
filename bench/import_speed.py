"""Import throughput and peak memory: articles and claims a second through
``import_articles``, on a fresh SQLite database in a temporary folder (or on
the database that DATABASE_URL names, which it must be safe to fill).

Run from the repository root:  .venv/bin/python bench/import_speed.py [ARTICLES]
"""

from __future__ import annotations

import json
import os
import resource
import sys
import tempfile
import time
from io import StringIO
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def corpus(count: int) -> list[dict]:
    """``count`` distinct reports made from the seed and held-out texts."""
    texts = []
    for folder in (ROOT / "fixtures" / "seeds", ROOT / "fixtures" / "heldout"):
        manifest = json.loads((folder / "manifest.json").read_text())
        for entry in manifest["articles"]:
            texts.append((entry, (folder / entry["file"]).read_text()))
    reports = []
    for n in range(count):
        entry, body = texts[n % len(texts)]
        reports.append({
            "outlet": f"{entry['outlet']} {n % 7}",
            "headline": f"{entry['headline']} ({n})",
            "published": entry["published"],
            # A distinct text each time: a closing line, as wire copies carry.
            "body": f"{body}\nReport {n}.",
            "url": f"https://bench.example/{n}",
        })
    return reports


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    workdir = Path(tempfile.mkdtemp(prefix="terrace-bench-"))
    os.environ.setdefault("DATABASE_URL", f"sqlite:///{workdir / 'bench.sqlite3'}")
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()
    from django.core.management import call_command

    from incidents.models import Claim, Incident
    from sources.models import Article

    call_command("migrate", verbosity=0)
    path = workdir / "bulk.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in corpus(count)))
    words = sum(len(r["body"].split()) for r in corpus(count))

    started, cpu = time.perf_counter(), time.process_time()
    call_command("import_articles", str(path), no_progress=True, stdout=StringIO(), stderr=StringIO())
    wall, cpu = time.perf_counter() - started, time.process_time() - cpu
    peak_mib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024

    articles, claims = Article.objects.count(), Claim.objects.count()
    print(f"database: {django.db.connection.vendor}")
    print(f"{articles} articles ({words:,} words), {claims:,} claims, {Incident.objects.count()} incidents")
    print(f"{wall:.1f} s wall, {cpu:.1f} s CPU: {articles / wall:.1f} articles/s, {claims / wall:,.0f} claims/s")
    print(f"peak memory (max RSS): {peak_mib:.0f} MiB")


if __name__ == "__main__":
    main()
