"""Import throughput and peak memory beside the bulk-insert bound, on SQLite and PostgreSQL.

For each database and size it writes one JSON Lines file of distinct reports, then in
fresh processes on fresh databases (DEBUG off, as in production):

* imports it with ``import_articles --workers N``, timing wall and CPU time and
  reading the peak resident memory of the importing process and of its workers
  (``--workers 0``: the importer extracts and writes in turn; ``--workers 1``: one
  worker process extracts while the importer writes, one core's worth of workers,
  the importer preparing the texts no worker has started while it would wait);
* bulk-inserts the same articles and their claims with ``bulk_create`` (the claims
  extracted beforehand, untimed): no extraction, no matching, no history. That is
  the bound the import is measured against, in the same run on the same machine.

Run from the repository root:

    .venv/bin/python bench/import_speed.py [--sizes 1000,10000] [--workers 0,1,2] [--databases sqlite,postgres]

PostgreSQL is the server DATABASE_URL names (default postgres://postgres@127.0.0.1:5432);
the benchmark creates and drops its own database there, ``terrace_import_bench``.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from io import StringIO
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

PG_SERVER = "postgres://postgres@127.0.0.1:5432/postgres"
PG_DATABASE = "terrace_import_bench"
BOUND_CHUNK = 500


def corpus(count: int) -> Iterator[dict]:
    """``count`` distinct reports from the corpus generator (``bench/corpus.py``): about
    ten outlets an incident, clubs and grounds from the reference data."""
    from bench.corpus import reports

    return reports(count)


def write_corpus(path: Path, count: int) -> int:
    words = 0
    with path.open("w", encoding="utf-8") as handle:
        for report in corpus(count):
            words += len(report["body"].split())
            handle.write(json.dumps(report) + "\n")
    return words


# -- the measured runs, each in a fresh process ------------------------------------


def _django() -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django
    from django.core.management import call_command

    django.setup()
    call_command("migrate", verbosity=0)


def _peaks() -> dict:
    return {
        "peak_mib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
        "worker_peak_mib": resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024,
    }


def run_import(path: Path, workers: int) -> dict:
    _django()
    from django.core.management import call_command

    from incidents.models import Claim, Incident
    from sources.models import Article

    options = {"workers": workers}
    started, cpu = time.perf_counter(), time.process_time()
    call_command("import_articles", str(path), no_progress=True, stdout=StringIO(), stderr=StringIO(),
                 **options)
    wall, cpu = time.perf_counter() - started, time.process_time() - cpu
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return {
        "wall": wall, "cpu": cpu, "worker_cpu": children.ru_utime + children.ru_stime,
        "articles": Article.objects.count(), "claims": Claim.objects.count(),
        "incidents": Incident.objects.count(), **_peaks(),
    }


def run_bound(path: Path) -> dict:
    """bulk_create of the same articles and claims: the rows, without the reading."""
    _django()
    from django.db import transaction

    from incidents.extraction import extract
    from incidents.models import Claim, Incident
    from sources.models import Article, Source, content_hash

    # Every text is distinct: each is extracted once, before and outside the timing.
    found: dict[str, list] = {}

    def claims_of(body: str) -> list:
        if body not in found:
            found[body] = list({(r.kind, r.start, r.end): r for r in extract(body)}.values())
        return found[body]

    def chunks() -> Iterator[list[dict]]:
        chunk = []
        with path.open(encoding="utf-8") as handle:
            for line in handle:
                chunk.append(json.loads(line))
                if len(chunk) == BOUND_CHUNK:
                    yield chunk
                    chunk = []
        if chunk:
            yield chunk

    for chunk in chunks():
        for report in chunk:
            claims_of(report["body"])
    wall = cpu = 0.0
    claims = 0
    with transaction.atomic():
        incident = Incident.objects.create(slug="bound", title="Bound")
        sources: dict[str, Source] = {}
        for chunk in chunks():
            started, cpu_started = time.perf_counter(), time.process_time()
            for report in chunk:
                name = report["outlet"]
                if name not in sources:
                    sources[name] = Source.objects.create(name=name, slug=f"bound-{len(sources)}")
            articles = Article.objects.bulk_create([
                Article(source=sources[r["outlet"]], headline=r["headline"], body=r["body"], url=r["url"],
                        content_hash=content_hash(r["body"]))
                for r in chunk
            ])
            rows = [
                Claim.from_record(record, article=article, incident=incident, extractor="bound",
                                  extractor_version="1")
                for article, report in zip(articles, chunk)
                for record in claims_of(report["body"])
            ]
            Claim.objects.bulk_create(rows, batch_size=1000)
            claims += len(rows)
            wall += time.perf_counter() - started
            cpu += time.process_time() - cpu_started
    return {"wall": wall, "cpu": cpu, "articles": Article.objects.count(), "claims": claims, **_peaks()}


# -- driving them ------------------------------------------------------------------


def _pg_admin(sql: str) -> None:
    import psycopg

    with psycopg.connect(os.environ.get("BENCH_PG_SERVER", PG_SERVER), autocommit=True) as connection:
        connection.execute(sql)


def fresh_database(kind: str, workdir: Path, label: str) -> str:
    if kind == "sqlite":
        path = workdir / f"{label}.sqlite3"
        path.unlink(missing_ok=True)
        return f"sqlite:///{path}"
    _pg_admin(f'DROP DATABASE IF EXISTS "{PG_DATABASE}" WITH (FORCE)')
    _pg_admin(f'CREATE DATABASE "{PG_DATABASE}"')
    parts = urlsplit(os.environ.get("BENCH_PG_SERVER", PG_SERVER))
    return urlunsplit(parts._replace(path=f"/{PG_DATABASE}"))


def child(what: str, path: Path, database_url: str, workers: int = 0) -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith("DJANGO_")}
    env.update(DATABASE_URL=database_url, DJANGO_DEBUG="false", DJANGO_SECRET_KEY="import-bench-only",
               PYTHONPATH=str(ROOT))
    done = subprocess.run(
        [sys.executable, __file__, "--child", what, str(path), str(workers)],
        cwd=ROOT, env=env, capture_output=True, text=True,
    )
    if done.returncode:
        sys.exit(f"{what} failed:\n{done.stderr[-3000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="1000,10000")
    parser.add_argument("--workers", default="0,1,2", help="worker counts to import with (0: none, the importer alone)")
    parser.add_argument("--databases", default="sqlite,postgres")
    parser.add_argument("--child", nargs=3, metavar=("WHAT", "FILE", "WORKERS"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        what, path, workers = args.child
        result = run_import(Path(path), int(workers)) if what == "import" else run_bound(Path(path))
        print(json.dumps(result))
        return

    workdir = Path(tempfile.mkdtemp(prefix="terrace-import-bench-"))
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores; CPU s is the importer's and its workers'")
    print(f"{'database':<10} {'reports':>7} {'workers':>7} {'reports/s':>9} {'claims/s':>8} "
          f"{'CPU s':>6} {'peak MiB':>8} {'workers MiB':>11} {'bound/s':>8} {'ratio':>5}")
    for size in [int(s) for s in args.sizes.split(",")]:
        path = workdir / f"reports-{size}.jsonl"
        words = write_corpus(path, size)
        for kind in args.databases.split(","):
            bound = child("bound", path, fresh_database(kind, workdir, "bound"))
            bound_rate = bound["articles"] / bound["wall"]
            for workers in [int(w) for w in args.workers.split(",")]:
                result = child("import", path, fresh_database(kind, workdir, "import"), workers)
                rate = result["articles"] / result["wall"]
                print(
                    f"{kind:<10} {result['articles']:>7} {workers:>7} {rate:>9.1f} "
                    f"{result['claims'] / result['wall']:>8.0f} {result['cpu'] + result.get('worker_cpu', 0):>6.1f} "
                    f"{result['peak_mib']:>8.0f} {result['worker_peak_mib']:>11.0f} {bound_rate:>8.1f} "
                    f"{rate / bound_rate:>5.2f}",
                    flush=True,
                )
            print(f"  {kind}, {size:,} reports ({words:,} words): bound {bound['claims']:,} claims in "
                  f"{bound['wall']:.1f} s wall, {bound['cpu']:.1f} s CPU", flush=True)
    if "postgres" in args.databases:
        _pg_admin(f'DROP DATABASE IF EXISTS "{PG_DATABASE}" WITH (FORCE)')


if __name__ == "__main__":
    main()
