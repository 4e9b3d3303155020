"""The scale load test: Terrace's pages under 10 concurrent clients on a filled
PostgreSQL database, beside the stack's own limit and, optionally, Datasette.

Serves Terrace as ``dev.py serve --production`` does (gunicorn, its worker count,
DEBUG off; static files collected into a temporary folder) on a free loopback port,
over a database that is already filled (``bench/page_speed.py``'s filler, or the
scale corpus): the bench only reads it.  The pages are chosen from the data itself:

  list             /
  club filter      /?club=<the club in most incidents>
  search, common   /?q=arrests
  search, phrase   /?q="<a club name of two or more words>" (else "three arrests")
  largest incident /incidents/<the incident with most reports>/
  article          /articles/<a report of that incident>/
  outlet           /outlets/<the outlet with most reports>/
  healthz          /healthz (SELECT 1: the stack's own limit, what every ratio divides by)

The page cache (``config.page_cache``) is on, as in production: after the first
request each server process serves a page as kept until the database changes.
``--no-page-cache`` renders every request afresh, which is the pages' own cost;
``--cache-url`` gives the workers one shared cache (``TERRACE_CACHE_URL``), as in
production, so a worker gunicorn renews starts warm.

Each page: one request that must answer 200, ``--warmup`` seconds of wrk not
counted, then ``wrk -t2 -c10 -d{duration}s --latency --timeout 10s``.  One table:
requests a second, p50 and p99, errors (non-2xx/3xx answers, socket errors and
timeouts), the requests a second as a ratio to /healthz's, and PASS when
p50 < 100 ms, p99 < 500 ms and nothing failed.

``--datasette`` also copies the same data into SQLite (articles with their outlet's
name, incidents, claims; streamed in batches, memory flat), gives the articles'
headline and body an FTS5 index as ``sqlite-utils enable-fts --fts5`` would, serves
it with Datasette from its own venv (made when missing:
``python3 -m venv /tmp/terrace-datasette-venv && /tmp/terrace-datasette-venv/bin/pip
install datasette sqlite-utils``; Datasette is no Terrace dependency), loads its
articles table page and its full-text search the same way, and prints Terrace's list
and search as multiples of them (the target is 10x).  The copy is kept (``--copy``)
and reused while its marker file says it holds the database as it is now.

Terrace and Datasette are never served at the same time; every subprocess is bounded
in time and every server is stopped on the way out.  Needs wrk (``apt-get install wrk``).
The exit status is 0 only when every page passed (and Datasette's multiples reached 10).

Run from the repository root:
  .venv/bin/python bench/scale_load.py --database-url postgres://postgres@127.0.0.1:5432/DB \\
      [--duration 20] [--warmup 5] [--connections 10] [--datasette [--copy PATH]]
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import quote_plus, urlsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
from load_check import drained, free_port, status, wrk_errors  # noqa: E402

import dev  # noqa: E402

P50_LIMIT_MS = 100
P99_LIMIT_MS = 500
DATASETTE_TARGET = 10
WRK_TIMEOUT = 10
# Datasette is no Terrace dependency: it lives in a venv of its own.
DATASETTE_VENV = Path("/tmp/terrace-datasette-venv")
DATASETTE_INSTALL = (f"python3 -m venv {DATASETTE_VENV} && "
                     f"{DATASETTE_VENV}/bin/pip install datasette sqlite-utils")
COPY_BATCH = 2000
FALLBACK_PHRASE = "three arrests"


# -- the database ----------------------------------------------------------------


@dataclass
class Page:
    label: str
    path: str


def database_counts(connection) -> dict[str, int]:
    """Reports, claims and incidents: the size the figures are for."""
    counts = {}
    for name, table in (("reports", "sources_article"), ("claims", "incidents_claim"),
                        ("incidents", "incidents_incident")):
        counts[name] = connection.execute(f"SELECT count(*) FROM {table}").fetchone()[0]
    return counts


# The club named (home or away) in most incidents, of those ``where`` keeps.
CLUB_OF_MOST_INCIDENTS = (
    "SELECT club FROM (SELECT home_club AS club FROM incidents_incident UNION ALL "
    "SELECT away_club FROM incidents_incident) AS named WHERE {where} "
    "GROUP BY club ORDER BY count(*) DESC, club LIMIT 1")


def busiest_club(connection) -> str:
    """The club named home or away in most incidents."""
    row = connection.execute(CLUB_OF_MOST_INCIDENTS.format(where="club <> ''")).fetchone()
    if not row:
        sys.exit("no incident names a club: is the database filled?")
    return row[0]


def phrase(connection) -> str:
    """Two or more words that occur together: the club of most incidents whose name
    has a space and that the search indexes hold as a phrase, else FALLBACK_PHRASE."""
    row = connection.execute(CLUB_OF_MOST_INCIDENTS.format(where="club LIKE '%_ _%'")).fetchone()
    if row and connection.execute(
            "SELECT EXISTS (SELECT 1 FROM incidents_incident WHERE search_vector @@ phraseto_tsquery('english', %s))"
            " OR EXISTS (SELECT 1 FROM sources_article WHERE search_vector @@ phraseto_tsquery('english', %s))",
            (row[0], row[0])).fetchone()[0]:
        return row[0]
    return FALLBACK_PHRASE


def chosen_pages(connection) -> list[Page]:
    """The pages to load, found in the data (see the docstring at the top)."""
    largest = connection.execute(
        "SELECT i.id, i.slug, count(*) FROM incidents_incident i "
        "JOIN incidents_incidentarticle ia ON ia.incident_id = i.id "
        "GROUP BY i.id ORDER BY count(*) DESC, i.id LIMIT 1").fetchone()
    article = connection.execute(
        "SELECT article_id FROM incidents_incidentarticle WHERE incident_id = %s ORDER BY article_id LIMIT 1",
        (largest[0],)).fetchone()
    outlet = connection.execute(
        "SELECT s.slug, count(*) FROM sources_source s JOIN sources_article a ON a.source_id = s.id "
        "GROUP BY s.id ORDER BY count(*) DESC, s.id LIMIT 1").fetchone()
    club = busiest_club(connection)
    return [
        Page("healthz", "/healthz"),
        Page("list", "/"),
        Page("club filter", f"/?club={quote_plus(club)}"),
        Page("search, common word", "/?q=arrests"),
        Page("search, phrase", "/?q=" + quote_plus(f'"{phrase(connection)}"')),
        Page(f"largest incident ({largest[2]:,} reports)", f"/incidents/{largest[1]}/"),
        Page("article", f"/articles/{article[0]}/"),
        Page(f"outlet ({outlet[1]:,} reports)", f"/outlets/{outlet[0]}/"),
    ]


# -- wrk -------------------------------------------------------------------------


UNITS_MS = {"us": 0.001, "ms": 1.0, "s": 1000.0, "m": 60_000.0}


def milliseconds(value: str) -> float:
    """wrk's latency ("512.00us", "4.12ms", "1.02s", "1.00m") in milliseconds."""
    number, unit = re.fullmatch(r"([\d.]+)([a-z]+)", value).groups()
    return float(number) * UNITS_MS[unit]


@dataclass
class Measured:
    label: str
    path: str
    per_second: float = 0.0
    p50_ms: float | None = None
    p99_ms: float | None = None
    errors: dict[str, int] = field(default_factory=dict)
    problem: str = ""

    @property
    def failed(self) -> int:
        return sum(self.errors.values())

    @property
    def passed(self) -> bool:
        return (not self.problem and self.failed == 0 and self.p50_ms is not None and self.p99_ms is not None
                and self.p50_ms < P50_LIMIT_MS and self.p99_ms < P99_LIMIT_MS)


def read_wrk(report: str, measured: Measured) -> Measured:
    """Requests a second, p50, p99 and the errors from wrk's --latency report."""
    rate = re.search(r"Requests/sec:\s+([\d.]+)", report)
    measured.per_second = float(rate.group(1)) if rate else 0.0
    answered = re.search(r"(\d+) requests in", report)
    latency = dict(re.findall(r"^\s+(50|99)%\s+(\S+)", report, re.MULTILINE))
    if answered and int(answered.group(1)) and "50" in latency and "99" in latency:
        measured.p50_ms, measured.p99_ms = milliseconds(latency["50"]), milliseconds(latency["99"])
    else:  # wrk prints 0us percentiles when no request finished in the run
        measured.problem = "no request finished in the run"
    measured.errors = wrk_errors(report)
    return measured


def run_wrk(url: str, seconds: int, connections: int) -> str:
    """wrk's report of ``seconds`` of load on ``url``."""
    done = subprocess.run(
        ["wrk", "-t2", f"-c{connections}", f"-d{seconds}s", "--latency", "--timeout", f"{WRK_TIMEOUT}s", url],
        capture_output=True, text=True, timeout=seconds + WRK_TIMEOUT + 30, check=True)
    return done.stdout


def measure(base: str, page: Page, args: argparse.Namespace, probe: str) -> Measured:
    """One request that must be 200, ``--warmup`` seconds not counted, then the run."""
    measured = Measured(page.label, page.path)
    drained(probe)
    first = status(base + page.path, timeout=60)
    if first != 200:
        measured.problem = f"warm-up request answered {first or 'nothing'}"
        return measured
    if args.warmup > 0:
        run_wrk(base + page.path, args.warmup, args.connections)
        drained(probe)
    print(f"  {page.label}: {args.duration} s of load ...", file=sys.stderr, flush=True)
    return read_wrk(run_wrk(base + page.path, args.duration, args.connections), measured)


def table(rows: list[Measured], base_rate: float | None, judged: bool = True) -> list[str]:
    """The figures, one line a page; the ratio is to ``base_rate`` (/healthz's req/s).
    Only Terrace's pages are judged against the limits (``judged``)."""
    named = max(len("page"), *(len(row.label) for row in rows))
    width = max(len("URL"), *(len(row.path) for row in rows))
    lines = [f"{'page':{named}} {'URL':{width}} {'req/s':>8} {'p50 ms':>8} {'p99 ms':>8} {'errors':>7} "
             f"{'/healthz':>9}  result"]
    for row in rows:
        p50 = f"{row.p50_ms:8.1f}" if row.p50_ms is not None else f"{'-':>8}"
        p99 = f"{row.p99_ms:8.1f}" if row.p99_ms is not None else f"{'-':>8}"
        ratio = f"{row.per_second / base_rate:8.2f}x" if base_rate else f"{'-':>9}"
        verdict = ("PASS" if row.passed else "FAIL") if judged else ""
        if row.problem:
            verdict += f" ({row.problem})"
        elif row.failed:
            verdict += " (" + ", ".join(f"{name} {n}" for name, n in row.errors.items() if n) + ")"
        verdict = verdict.strip()
        lines.append(f"{row.label:{named}} {row.path:{width}} {row.per_second:8.1f} {p50} {p99} {row.failed:7d} "
                     f"{ratio}  {verdict}".rstrip())
    return lines


# -- Terrace's server -------------------------------------------------------------


def manage(*args: str, env: dict, timeout: int) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "manage.py", *args], cwd=ROOT, env=env, timeout=timeout,
                          capture_output=True, text=True)


def start_terrace(database_url: str, static_root: Path, log: Path, page_cache: bool = True,
                  cache_url: str = "") -> tuple[subprocess.Popen, str]:
    """gunicorn as ``dev.py serve --production`` runs it, over the database as it is:
    nothing is migrated or imported (a missing migration stops the bench instead);
    with the page cache (``config.page_cache``) on, as in production, or off."""
    address = f"127.0.0.1:{free_port()}"
    env = dev.production_environment(address)
    env.update(DATABASE_URL=database_url, DJANGO_STATIC_ROOT=str(static_root),
               TERRACE_PAGE_CACHE="true" if page_cache else "false", TERRACE_CACHE_URL=cache_url)
    unapplied = manage("migrate", "--check", "--plan", env=env, timeout=120)
    if unapplied.returncode:
        sys.exit(f"the database has unapplied migrations: run manage.py migrate on it first\n{unapplied.stdout}")
    collected = manage("collectstatic", "--no-input", "-v", "0", env=env, timeout=300)
    if collected.returncode:
        sys.exit(f"collectstatic failed:\n{collected.stderr}")
    with log.open("w") as sink:
        server = subprocess.Popen(dev.production_server_command(sys.executable, address), cwd=ROOT, env=env,
                                  stdout=sink, stderr=subprocess.STDOUT)
    return server, wait_for(server, f"http://{address}", "/healthz")


def wait_for(server: subprocess.Popen, base: str, probe: str, seconds: int = 60) -> str:
    """``base`` once ``probe`` answers 200; the server is stopped if it never does."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if status(base + probe) == 200:
            return base
        if server.poll() is not None:
            break
        time.sleep(0.2)
    stop(server)
    sys.exit(f"the server at {base} did not answer {probe} within {seconds} s")


def stop(server: subprocess.Popen) -> None:
    if server.poll() is None:
        server.terminate()
        try:
            server.wait(timeout=40)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


def load_terrace(database_url: str, pages: list[Page], args: argparse.Namespace) -> tuple[list[Measured], int]:
    """Every page measured on one server; the tracebacks its log holds."""
    with tempfile.TemporaryDirectory(prefix="terrace-scale-load-") as scratch:
        log = Path(scratch) / "server.log"
        server, base = start_terrace(database_url, Path(scratch) / "static", log, page_cache=args.page_cache,
                                     cache_url=args.cache_url)
        try:
            rows = [measure(base, page, args, base + "/healthz") for page in pages]
        finally:
            stop(server)
        return rows, log.read_text(errors="replace").count("Traceback")


# -- the Datasette copy ---------------------------------------------------------------


# Each table of the copy: its SQLite columns and the PostgreSQL query that fills them.
COPIED = {
    "articles": (
        "id INTEGER PRIMARY KEY, outlet TEXT, headline TEXT, body TEXT, published TEXT, url TEXT, incident_id INTEGER",
        "SELECT a.id, s.name, a.headline, a.body, a.published::text, a.url, ia.incident_id "
        "FROM sources_article a JOIN sources_source s ON s.id = a.source_id "
        "LEFT JOIN incidents_incidentarticle ia ON ia.article_id = a.id ORDER BY a.id",
    ),
    "incidents": (
        "id INTEGER PRIMARY KEY, slug TEXT, title TEXT, date TEXT, home_club TEXT, away_club TEXT, "
        "competition TEXT, venue TEXT",
        "SELECT id, slug, title, date::text, home_club, away_club, competition, venue "
        "FROM incidents_incident ORDER BY id",
    ),
    "claims": (
        "id INTEGER PRIMARY KEY, article_id INTEGER, incident_id INTEGER, kind TEXT, value TEXT, "
        "low INTEGER, high INTEGER, text TEXT",
        "SELECT id, article_id, incident_id, kind, value, low, high, text FROM incidents_claim ORDER BY id",
    ),
}
# What sqlite-utils enable-fts articles headline body --fts5 writes: Datasette finds the
# index by its content= table and answers ?_search= from it.
FTS = [
    "CREATE VIRTUAL TABLE [articles_fts] USING FTS5 ([headline], [body], content=[articles])",
    "INSERT INTO [articles_fts] (rowid, [headline], [body]) SELECT rowid, [headline], [body] FROM [articles]",
    "INSERT INTO [articles_fts] ([articles_fts]) VALUES ('optimize')",
]


def source_marker(connection, database_url: str) -> dict:
    """What the copy was made from: the database, its counts and its newest change."""
    database = urlsplit(database_url).path.lstrip("/")
    row = connection.execute(
        "SELECT (SELECT count(*) FROM sources_article), (SELECT max(id) FROM sources_article), "
        "(SELECT max(updated_at)::text FROM sources_article), (SELECT count(*) FROM incidents_incident), "
        "(SELECT max(updated_at)::text FROM incidents_incident), (SELECT count(*) FROM incidents_claim), "
        "(SELECT max(id) FROM incidents_claim)").fetchone()
    return {"database": database, "state": list(row)}


def copy_is_current(copy: Path, marker: dict) -> bool:
    """The copy exists, is older than its marker (written once a copy is complete),
    and the marker names the database as it is now."""
    written = copy.with_name(copy.name + ".source")
    return (copy.exists() and written.exists() and written.stat().st_mtime >= copy.stat().st_mtime
            and json.loads(written.read_text()) == marker)


def copy_table(connection, target: sqlite3.Connection, name: str) -> int:
    """One table streamed from PostgreSQL into SQLite, COPY_BATCH rows at a time."""
    columns, query = COPIED[name]
    target.execute(f"CREATE TABLE [{name}] ({columns})")
    insert = f"INSERT INTO [{name}] VALUES ({', '.join('?' * (columns.count(',') + 1))})"
    copied = 0
    with connection.cursor(name=f"copy_{name}") as rows:  # server side: memory stays flat
        rows.itersize = COPY_BATCH
        rows.execute(query)
        while batch := rows.fetchmany(COPY_BATCH):
            target.executemany(insert, batch)
            copied += len(batch)
    return copied


def build_copy(connection, copy: Path, marker: dict) -> None:
    """The SQLite copy, built beside its final place and moved there when complete."""
    copy.parent.mkdir(parents=True, exist_ok=True)
    building = copy.with_name(copy.name + ".building")
    building.unlink(missing_ok=True)
    started = time.monotonic()
    target = sqlite3.connect(building)
    try:
        target.execute("PRAGMA journal_mode = OFF")
        target.execute("PRAGMA synchronous = OFF")
        counts = {name: copy_table(connection, target, name) for name in COPIED}
        target.execute("CREATE INDEX claims_article ON claims (article_id)")
        target.execute("CREATE INDEX claims_incident ON claims (incident_id)")
        target.execute("CREATE INDEX articles_incident ON articles (incident_id)")
        for statement in FTS:
            target.execute(statement)
        target.commit()
    finally:
        target.close()
    connection.rollback()  # ends the read transaction the server-side cursors needed
    building.replace(copy)
    copy.with_name(copy.name + ".source").write_text(json.dumps(marker))
    print(f"Datasette copy built in {time.monotonic() - started:.0f} s: {copy} "
          f"({', '.join(f'{n:,} {name}' for name, n in counts.items())}; FTS5 on articles' headline and body)")


def datasette_binary() -> Path:
    """Datasette from its own venv, installed there the first time."""
    binary = DATASETTE_VENV / "bin" / "datasette"
    if not binary.exists():
        print(f"installing Datasette: {DATASETTE_INSTALL}", flush=True)
        subprocess.run(["python3", "-m", "venv", str(DATASETTE_VENV)], check=True, timeout=120)
        subprocess.run([str(DATASETTE_VENV / "bin" / "pip"), "install", "--quiet", "datasette", "sqlite-utils"],
                       check=True, timeout=600)
    return binary


def load_datasette(copy: Path, args: argparse.Namespace) -> tuple[list[Measured], str]:
    """Datasette's articles table page and its full-text search, measured as Terrace's pages."""
    port = free_port()
    command = [str(datasette_binary()), "serve", str(copy), "-h", "127.0.0.1", "-p", str(port),
               "--setting", "sql_time_limit_ms", "30000"]
    database = copy.stem
    pages = [Page("Datasette table", f"/{database}/articles"),
             Page("Datasette search", f"/{database}/articles?_search=arrests")]
    with tempfile.TemporaryFile() as sink:
        server = subprocess.Popen(command, stdout=sink, stderr=subprocess.STDOUT)
        base = wait_for(server, f"http://127.0.0.1:{port}", "/-/versions.json")
        try:
            rows = [measure(base, page, args, base + "/-/versions.json") for page in pages]
        finally:
            stop(server)
    return rows, " ".join(command).replace(str(port), "PORT")


def multiples(terrace: list[Measured], datasette: list[Measured]) -> list[str]:
    """Terrace's list and common-word search as multiples of Datasette's table and search."""
    by_label = {row.label: row for row in terrace}
    lines = []
    for ours, theirs in ((by_label["list"], datasette[0]), (by_label["search, common word"], datasette[1])):
        if not theirs.per_second:
            lines.append(f"{ours.label} vs {theirs.label}: Datasette served nothing (FAIL)")
            continue
        times = ours.per_second / theirs.per_second
        verdict = "PASS" if times >= DATASETTE_TARGET else "FAIL"
        lines.append(f"{ours.label:22} {ours.per_second:8.1f} req/s = {times:6.1f}x {theirs.label} "
                     f"({theirs.per_second:.1f} req/s; target >= {DATASETTE_TARGET}x)  {verdict}")
    return lines


# -- main ------------------------------------------------------------------------------


def arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--database-url", default=os.environ.get("DATABASE_URL"),
                        help="a filled PostgreSQL database (default: DATABASE_URL)")
    parser.add_argument("--duration", type=int, default=20, help="seconds of load a page (default 20)")
    parser.add_argument("--warmup", type=int, default=5, help="seconds of uncounted load first (default 5)")
    parser.add_argument("--connections", type=int, default=10, help="concurrent clients (default 10)")
    parser.add_argument("--datasette", action="store_true", help="also load Datasette on a SQLite copy")
    parser.add_argument("--cache-url", default=os.environ.get("TERRACE_CACHE_URL", ""),
                        help="the cache the server processes share (TERRACE_CACHE_URL, e.g. redis://127.0.0.1:6379/15; "
                             "default: each process its own)")
    parser.add_argument("--no-page-cache", dest="page_cache", action="store_false",
                        help="render every page afresh (TERRACE_PAGE_CACHE=false): the pages' own cost")
    parser.add_argument("--copy", type=Path, help="the SQLite copy (default /tmp/terrace-datasette/DB.db)")
    args = parser.parse_args()
    if not args.database_url or not args.database_url.startswith(("postgres://", "postgresql://")):
        parser.error("--database-url (or DATABASE_URL) must name a PostgreSQL database")
    if not shutil.which("wrk"):
        sys.exit("wrk is not installed: apt-get install wrk")
    database = urlsplit(args.database_url).path.lstrip("/")
    args.copy = args.copy or Path("/tmp/terrace-datasette") / f"{database}.db"
    return args


def load_average(when: str) -> str:
    """The load average, said as busy when others' work already holds half the cores:
    then the figures understate the pages."""
    loads = os.getloadavg()
    line = f"load average {when}: " + " ".join(f"{n:.2f}" for n in loads) + f" ({os.cpu_count()} cores)"
    if when == "before" and loads[0] > (os.cpu_count() or 1) / 2:
        line += "; the machine is busy already: the figures below understate the pages"
    return line


def ensure_copy(args: argparse.Namespace) -> None:
    """The Datasette copy of the database, reused while its marker says it is current."""
    import psycopg

    with psycopg.connect(args.database_url) as connection:
        marker = source_marker(connection, args.database_url)
        if copy_is_current(args.copy, marker):
            print(f"Datasette copy reused: {args.copy} (its marker names the database as it is now)")
        else:
            build_copy(connection, args.copy, marker)


def main() -> None:
    import psycopg

    args = arguments()
    with psycopg.connect(args.database_url) as connection:
        counts = database_counts(connection)
        print(f"database {urlsplit(args.database_url).path.lstrip('/')}: {counts['reports']:,} reports, "
              f"{counts['claims']:,} claims, {counts['incidents']:,} incidents")
        print(load_average("before"), flush=True)
        pages = chosen_pages(connection)

    workers = dev.production_server_command(sys.executable, "127.0.0.1:0")
    workers = workers[workers.index("--workers") + 1]
    cache = "on (pages kept under the database snapshot)" if args.page_cache else "off (every page rendered)"
    shared = f"shared ({args.cache_url})" if args.cache_url else "each worker its own"
    print(f"gunicorn, {workers} sync workers, DEBUG off, page cache {cache}; caches {shared}")
    print(f"wrk -t2 -c{args.connections} -d{args.duration}s --latency "
          f"--timeout {WRK_TIMEOUT}s after {args.warmup} s uncounted; PASS: p50 < {P50_LIMIT_MS} ms, "
          f"p99 < {P99_LIMIT_MS} ms, no errors", flush=True)
    rows, tracebacks = load_terrace(args.database_url, pages, args)
    print()
    print("\n".join(table(rows, rows[0].per_second)))
    print(f"server log: {tracebacks} tracebacks", flush=True)
    passed = all(row.passed for row in rows)

    if args.datasette:
        ensure_copy(args)
        theirs, command = load_datasette(args.copy, args)
        print(f"\nDatasette: {command}")
        print("\n".join(table(theirs, None, judged=False)))
        compared = multiples(rows, theirs)
        print("\n".join(compared))
        passed = passed and all(line.endswith("PASS") for line in compared)
    print(load_average("after"))
    print("RESULT:", "pass" if passed else "FAIL")
    sys.exit(0 if passed else 1)


if __name__ == "__main__":
    main()
