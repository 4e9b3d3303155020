"""Load and fault check of the production server on loopback.

Serves Terrace as ``dev.py serve --production`` does (gunicorn, DEBUG off) on
PostgreSQL, loaded with the seed and held-out reports, then:

  1. wrk, 64 connections for 60 s on the incident list, then on an incident page:
     requests a second, latency percentiles, errors and timeouts;
  2. wrk on the incident page for 30 s, PostgreSQL restarted a third of the way in
     (``pg_ctlcluster --skip-systemctl-redirect VERSION CLUSTER restart``), while 16
     probes request the list back to back: how long requests failed, and how soon
     after PostgreSQL was back every request succeeded again (the target is 5 s);
  3. wrk for 10 s more, which must see no error at all.

Only loopback addresses are used, and every run is bounded in time. Needs wrk
(``apt-get install wrk``) and a PostgreSQL cluster it may restart: the default is
the ``main`` cluster on port 5432; on a machine others share, give a cluster of its
own (``pg_createcluster 15 loadcheck -p 5433 --start -- --auth-host=trust``).

Run from the repository root:
  .venv/bin/python bench/load_check.py [--cluster main] [--port 5432] [--duration 60]
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
import dev  # noqa: E402

CONNECTIONS = 64
DATABASE = "terrace_load_check"
FIXTURES = ["seeds", "heldout", "heldout2", "heldout3", "heldout4", "heldout5"]
RECOVERY_TARGET = 5.0
# A request still unanswered after gunicorn's own worker timeout is a failure; below
# that, waiting in the queue is latency, which the percentiles show.
WRK_TIMEOUT = 30


# -- the server ----------------------------------------------------------------


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def manage(*args: str, env: dict, check: bool = True) -> None:
    subprocess.run([sys.executable, "manage.py", *args], cwd=ROOT, env=env, check=check,
                   stdout=subprocess.DEVNULL)


def prepare_database(port: int) -> str:
    import psycopg

    server = f"postgres://postgres@127.0.0.1:{port}/postgres"
    with psycopg.connect(server, autocommit=True) as connection:
        connection.execute(f'DROP DATABASE IF EXISTS "{DATABASE}" WITH (FORCE)')
        connection.execute(f'CREATE DATABASE "{DATABASE}"')
    return f"postgres://postgres@127.0.0.1:{port}/{DATABASE}"


def start_server(database_url: str, static_root: Path, log: Path) -> tuple[subprocess.Popen, str]:
    address = f"127.0.0.1:{free_port()}"
    env = dev.production_environment(address)
    env.update(DATABASE_URL=database_url, DJANGO_STATIC_ROOT=str(static_root))
    manage("migrate", "--no-input", env=env)
    # Not checked: a held-out report dated after today is refused by the date window.
    manage("import_articles", *(str(ROOT / "fixtures" / name) for name in FIXTURES), "--no-progress",
           env=env, check=False)
    manage("collectstatic", "--no-input", "-v", "0", env=env)
    command = dev.production_server_command(sys.executable, address)
    # Its log goes to a file: a pipe nobody reads would fill with the restart's
    # tracebacks and stop the workers mid-write.
    with log.open("w") as sink:
        server = subprocess.Popen(command, cwd=ROOT, env=env, stdout=sink, stderr=subprocess.STDOUT)
    url = f"http://{address}"
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if status(url + "/healthz") == 200:
            return server, url
        time.sleep(0.2)
    server.kill()
    sys.exit("the server did not answer /healthz within 30 s")


def status(url: str, timeout: float = 2.0) -> int:
    """The HTTP status of a GET, or 0 when no answer came."""
    try:
        with urllib.request.urlopen(url, timeout=timeout) as response:
            response.read()
            return response.status
    except urllib.error.HTTPError as error:
        return error.code
    except OSError:
        return 0


# -- wrk -----------------------------------------------------------------------


@dataclass
class WrkResult:
    label: str
    requests: int = 0
    per_second: float = 0.0
    latency: dict[str, str] = field(default_factory=dict)
    errors: dict[str, int] = field(default_factory=dict)

    @property
    def failed(self) -> int:
        return sum(self.errors.values())

    def lines(self) -> list[str]:
        percentiles = ", ".join(f"p{p.rstrip('%')} {value}" for p, value in self.latency.items())
        errors = ", ".join(f"{name} {n}" for name, n in self.errors.items())
        return [
            f"{self.label}",
            f"  requests       {self.requests:,} ({self.per_second:,.1f} a second)",
            f"  latency        {percentiles}",
            f"  errors         {errors}",
        ]


def drained(probe: str) -> None:
    """Wait (up to a minute) until ``probe`` answers quickly: the server has worked
    through the requests a finished run left queued, so that one run's backlog is not
    the next one's latency."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        started = time.monotonic()
        if status(probe, timeout=WRK_TIMEOUT) == 200 and time.monotonic() - started < 0.5:
            return
        time.sleep(0.5)


def wrk(label: str, url: str, seconds: int) -> WrkResult:
    """wrk at CONNECTIONS connections for ``seconds``, its figures read from its report."""
    parts = urlsplit(url)
    drained(f"{parts.scheme}://{parts.netloc}/healthz")
    done = subprocess.run(
        ["wrk", "--threads", "2", "--connections", str(CONNECTIONS), "--duration", f"{seconds}s",
         "--timeout", f"{WRK_TIMEOUT}s", "--latency", url],
        capture_output=True, text=True, timeout=seconds + 60, check=True,
    )
    report = done.stdout
    result = WrkResult(label)
    result.requests = int(re.search(r"(\d+) requests in", report).group(1))
    result.per_second = float(re.search(r"Requests/sec:\s+([\d.]+)", report).group(1))
    result.latency = dict(re.findall(r"^\s+(50|75|90|99)%\s+(\S+)", report, re.MULTILINE))
    result.errors = wrk_errors(report)
    return result


def wrk_errors(report: str) -> dict[str, int]:
    """The failures wrk's report counts: socket errors by kind and answers not 2xx/3xx."""
    sockets = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", report)
    names = ("connect", "read", "write", "timeout")
    errors = {name: int(sockets.group(i + 1)) if sockets else 0 for i, name in enumerate(names)}
    non_2xx = re.search(r"Non-2xx or 3xx responses: (\d+)", report)
    errors["non-2xx/3xx"] = int(non_2xx.group(1)) if non_2xx else 0
    return errors


# -- the restart ---------------------------------------------------------------


@dataclass
class Probe:
    """Requests a page over and over from a few threads while the load runs, keeping
    (sent, answered, status) for each; a request waits its turn in the server's queue."""

    url: str
    threads: int = 16
    seen: list[tuple[float, float, int]] = field(default_factory=list)
    running: bool = True

    def run(self) -> None:
        while self.running:
            sent = time.monotonic()
            code = status(self.url, timeout=WRK_TIMEOUT)
            self.seen.append((sent, time.monotonic(), code))
            time.sleep(0.02)

    def start(self) -> list[threading.Thread]:
        workers = [threading.Thread(target=self.run, daemon=True) for _ in range(self.threads)]
        for worker in workers:
            worker.start()
        return workers


@dataclass
class DatabaseWatch:
    """Connects to PostgreSQL every 50 ms: when it stopped and started taking connections."""

    server: str
    down_at: float | None = None
    up_at: float | None = None
    running: bool = True

    def run(self) -> None:
        import psycopg

        while self.running:
            try:
                psycopg.connect(self.server, connect_timeout=1).close()
                if self.down_at is not None and self.up_at is None:
                    self.up_at = time.monotonic()
            except psycopg.OperationalError:
                if self.down_at is None:
                    self.down_at = time.monotonic()
            time.sleep(0.05)


def restart_check(url: str, page: str, cluster: str, port: int, seconds: int = 30) -> tuple[WrkResult, list[str], bool]:
    """wrk on ``page`` with PostgreSQL restarted a third of the way in; the probe on the
    list says when requests failed and when every one succeeded again."""
    version = max(os.listdir("/etc/postgresql"))
    probe = Probe(url + "/")
    probers = probe.start()
    watch = DatabaseWatch(f"postgres://postgres@127.0.0.1:{port}/postgres")
    watcher = threading.Thread(target=watch.run, daemon=True)
    watcher.start()
    load = {}
    loader = threading.Thread(target=lambda: load.setdefault("result", wrk(f"during the restart  {page}", url + page, seconds)))
    loader.start()
    time.sleep(seconds / 3)
    began = time.monotonic()
    subprocess.run(["pg_ctlcluster", "--skip-systemctl-redirect", version, cluster, "restart"], check=True,
                   timeout=120)
    returned = time.monotonic()
    loader.join()
    probe.running = watch.running = False
    for thread in [*probers, watcher]:
        thread.join()
    back = watch.up_at or returned

    failed = [(sent, answered) for sent, answered, code in probe.seen if code != 200]
    late = [answered for sent, answered, code in probe.seen if answered > returned and code == 200]
    down = f"{watch.down_at - began:+.2f} s" if watch.down_at else "never seen"
    lines = [f"PostgreSQL restart ({version}/{cluster}): refused connections from {down} to "
             f"{back - began:+.2f} s after the restart began (pg_ctlcluster returned at {returned - began:+.2f} s)",
             f"  probe          {len(probe.seen)} requests to /, {len(failed)} failed"]
    if failed:
        lines[-1] += (f", answered from {failed[0][1] - began:+.2f} s to {failed[-1][1] - began:+.2f} s "
                      "after the restart began")
    # Recovered: no request answered after this moment failed, and some succeeded after it.
    last_failure = max((answered for _, answered in failed), default=began)
    recovery = max(0.0, last_failure - back)
    recovered = bool(late) and recovery <= RECOVERY_TARGET
    lines.append(f"  recovery       every request succeeded again {recovery:.2f} s after PostgreSQL was back "
                 f"(target {RECOVERY_TARGET:.0f} s){'' if late else '; NO success after it'}")
    return load["result"], lines, recovered


# -- main ----------------------------------------------------------------------


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cluster", default="main", help="the PostgreSQL cluster to restart (default main)")
    parser.add_argument("--port", type=int, default=5432, help="its port on 127.0.0.1 (default 5432)")
    parser.add_argument("--duration", type=int, default=60, help="seconds of each load run (default 60)")
    args = parser.parse_args()
    if not shutil.which("wrk"):
        sys.exit("wrk is not installed: apt-get install wrk")

    with tempfile.TemporaryDirectory() as scratch:
        log = Path(scratch) / "server.log"
        server, url = start_server(prepare_database(args.port), Path(scratch) / "static", log)
        try:
            incident = re.search(r'href="(/incidents/[^"/]+/)"', urllib.request.urlopen(url + "/").read().decode())
            runs = [wrk("incident list  /", url + "/", args.duration),
                    wrk(f"incident page  {incident.group(1)}", url + incident.group(1), args.duration)]
            during, restart_lines, recovered = restart_check(url, incident.group(1), args.cluster, args.port)
            after = wrk("after the restart  /", url + "/", 10)
        finally:
            server.terminate()
            try:
                server.wait(timeout=40)
            except subprocess.TimeoutExpired:
                server.kill()
        logged_errors = log.read_text(errors="replace").count("Traceback")

    command = dev.production_server_command(sys.executable, "127.0.0.1:0")
    workers = command[command.index("--workers") + 1]
    print(f"gunicorn, {workers} sync workers, DEBUG off, PostgreSQL on 127.0.0.1:{args.port}; "
          f"wrk: {CONNECTIONS} connections, 2 threads, {WRK_TIMEOUT} s timeout")
    for result in runs:
        print("\n".join(result.lines()))
    print("\n".join(restart_lines))
    print("\n".join(during.lines()) + "   (errors expected while PostgreSQL is down)")
    print("\n".join(after.lines()))
    print(f"server log: {logged_errors} tracebacks (each a request failed while PostgreSQL was down)")
    clean = all(result.failed == 0 for result in runs) and after.failed == 0
    print("RESULT:", "pass" if clean and recovered else "FAIL",
          "(no errors or timeouts under load; recovered within 5 s)" if clean and recovered else "")
    sys.exit(0 if clean and recovered else 1)


if __name__ == "__main__":
    main()
