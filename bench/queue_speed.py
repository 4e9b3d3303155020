"""Reports a second through the import job queue (Celery + Redis, PostgreSQL), with one
worker and then with two.

For each worker count it makes a fresh database, a job of N items (each one small JSON
file holding one distinct report), starts that many ``celery -A config worker``
processes (one process each, DEBUG off), waits until they are ready, then sends every
item and times until the last is final. Prints reports a second for each and the ratio.

    .venv/bin/python bench/queue_speed.py [--reports 400] [--workers 1,2]

PostgreSQL is the server DATABASE_URL names (default postgres://postgres@127.0.0.1:5432);
the benchmark creates and drops its own database there, ``terrace_queue_bench``. Redis
is CELERY_BROKER_URL (default redis://127.0.0.1:6379/14), on a queue of its own.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from import_speed import corpus  # noqa: E402 - the import benchmark's distinct reports

PG_DATABASE = "terrace_queue_bench"


def _urls() -> tuple[str, str, str]:
    server = urlsplit(os.environ.get("DATABASE_URL", "postgres://postgres@127.0.0.1:5432/postgres"))
    admin = urlunsplit(server._replace(path="/postgres"))
    bench = urlunsplit(server._replace(path=f"/{PG_DATABASE}"))
    broker = os.environ.get("CELERY_BROKER_URL", "redis://127.0.0.1:6379/14")
    return admin, bench, broker


def _fresh_database(admin: str, bench: str, env: dict) -> None:
    import psycopg

    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(f"DROP DATABASE IF EXISTS {PG_DATABASE} WITH (FORCE)")
        conn.execute(f"CREATE DATABASE {PG_DATABASE}")
    subprocess.run([sys.executable, "manage.py", "migrate", "-v0"], cwd=ROOT, env=env, check=True)


def _wait(condition, timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise SystemExit(f"timed out waiting for {what}")
        time.sleep(0.2)


def run(reports: int, workers: int, env: dict, broker: str, folder: Path) -> float:
    """Reports a second with ``workers`` worker processes."""
    queue = f"terrace-bench-{uuid.uuid4().hex[:8]}"
    env = dict(env, TERRACE_QUEUE_NAME=queue)
    from celery import Celery
    from django.db import connection

    from incidents.ingest.services import Upload, job_create
    from incidents.models import ImportItem

    connection.close()
    files = [Upload(f"report-{n}.json", json.dumps(report).encode()) for n, report in enumerate(corpus(reports))]
    job = job_create(user=None, enqueue=False, files=files)
    pks = list(job.items.values_list("pk", flat=True))
    procs, logs = [], []
    try:
        for n in range(workers):
            log = folder / f"worker-{workers}-{n}.log"
            logs.append((f"w{n}-{queue}@bench", log))
            procs.append(subprocess.Popen(
                [sys.executable, "-m", "celery", "-A", "config", "worker", "--concurrency", "1", "-Q", queue,
                 "--hostname", f"w{n}-{queue}@bench", "--loglevel", "info", "--without-mingle", "--without-gossip"],
                cwd=ROOT, env=env, stdout=log.open("w"), stderr=subprocess.STDOUT, start_new_session=True))
        _wait(lambda: all(f"{name} ready" in log.read_text() for name, log in logs), 120, "the workers")
        sender = Celery("terrace-bench", broker=broker)
        started = time.perf_counter()
        for pk in pks:
            sender.send_task("incidents.ingest.import_item", args=[pk], queue=queue)
        _wait(lambda: not ImportItem.objects.filter(job=job).exclude(status__in=ImportItem.FINAL).exists(),
              3600, "the job")
        elapsed = time.perf_counter() - started
        sender.close()
    finally:
        for proc in procs:
            if proc.poll() is None:
                os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
    statuses = dict.fromkeys(ImportItem.Status.values, 0)
    for status in ImportItem.objects.filter(job=job).values_list("status", flat=True):
        statuses[status] += 1
    by_worker = {}
    for name in ImportItem.objects.filter(job=job).values_list("worker", flat=True):
        by_worker[name.split("-")[0]] = by_worker.get(name.split("-")[0], 0) + 1
    rate = reports / elapsed
    print(f"  {workers} worker(s): {reports} reports in {elapsed:.1f} s = {rate:.1f} reports/s; "
          f"outcomes {', '.join(f'{k} {v}' for k, v in statuses.items() if v)}; per worker {by_worker}", flush=True)
    return rate


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reports", type=int, default=400)
    parser.add_argument("--workers", default="1,2")
    args = parser.parse_args()
    admin, bench, broker = _urls()
    env = dict(os.environ, DATABASE_URL=bench, CELERY_BROKER_URL=broker, DJANGO_DEBUG="false",
               DJANGO_SECRET_KEY="bench-only-not-secret", DJANGO_CONN_MAX_AGE="60")
    os.environ.update(env)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()
    counts = [int(n) for n in args.workers.split(",")]
    print(f"Queue speed: {args.reports} small reports (one a file), PostgreSQL {PG_DATABASE}, broker {broker}, "
          f"{os.cpu_count()} cores, load {os.getloadavg()[0]:.1f}", flush=True)
    rates = {}
    with tempfile.TemporaryDirectory() as folder:
        for workers in counts:
            from django.db import connection

            connection.close()
            _fresh_database(admin, bench, env)
            rates[workers] = run(args.reports, workers, env, broker, Path(folder))
    from django.db import connection

    connection.close()
    import psycopg

    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(f"DROP DATABASE IF EXISTS {PG_DATABASE} WITH (FORCE)")
    if len(counts) > 1:
        first = rates[counts[0]]
        for workers in counts[1:]:
            print(f"  ratio {workers} to {counts[0]} worker(s): {rates[workers] / first:.2f}")


if __name__ == "__main__":
    main()
