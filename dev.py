#!/usr/bin/env python3
"""Terrace's two front-door commands. Needs only Python 3.11+.

    python3 dev.py serve   # set up, load the seed reports, serve http://127.0.0.1:8000
    python3 dev.py serve --production   # the same through gunicorn, DEBUG off (loopback only)
    python3 dev.py test    # run the whole test suite (extra arguments go to pytest)

Both create ``.venv`` and install the pinned dependencies from requirements.lock
the first time, and again whenever the lock file changes.
"""

from __future__ import annotations

import contextlib
import hashlib
import ipaddress
import os
import secrets
import signal
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
LOCK = ROOT / "requirements.lock"
STAMP = VENV / ".terrace-lock"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PYTHON = BIN / "python"
LOCAL_SECRET = VENV / ".terrace-local-secret"
LOOPBACK_NAMES = {"localhost", "ip6-localhost"}


def run(*args: str | Path, env: dict | None = None) -> None:
    completed = subprocess.run([str(a) for a in args], cwd=ROOT, env=env)
    if completed.returncode:
        sys.exit(completed.returncode)


def ensure_environment() -> None:
    if sys.version_info < (3, 11):
        sys.exit(f"Terrace needs Python 3.11 or newer; this is {sys.version.split()[0]}.")
    if not PYTHON.exists():
        print("Creating .venv ...", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    digest = hashlib.sha256(LOCK.read_bytes()).hexdigest()
    if not STAMP.exists() or STAMP.read_text().strip() != digest:
        print("Installing pinned dependencies from requirements.lock ...", flush=True)
        run(PYTHON, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
            "-r", LOCK)
        STAMP.write_text(digest)


def serve(args: list[str]) -> None:
    production = "--production" in args
    args = [a for a in args if a != "--production"]
    address = args[0] if args else "127.0.0.1:8000"
    ensure_environment()
    env = production_environment(address) if production else None
    manage = [PYTHON, "manage.py"]
    run(*manage, "migrate", "--no-input", env=env)
    run(*manage, "load_demo", env=env)
    if not production:
        print(f"Terrace is at http://{address}/ (Ctrl-C stops it)", flush=True)
        with import_worker(env):
            run_server([*manage, "runserver", address])
        return
    run(*manage, "collectstatic", "--no-input", "--verbosity", "0", env=env)
    print(f"Terrace (production settings, gunicorn) is at http://{address}/ (Ctrl-C stops it)", flush=True)
    with import_worker(env):
        run_server(production_server_command(PYTHON, address), env=env)


def run_server(command: list, env: dict | None = None) -> None:
    """Run the server until it stops, Ctrl-C, or a SIGTERM to this process (a service
    manager's stop), which is passed on to the server (runserver and gunicorn both stop
    on it; a Ctrl-C could not be, as a process started in the background ignores it);
    the callers' ``import_worker`` then stops the worker. Without this a SIGTERM ended
    this process alone, and the server and the worker ran on."""
    server = subprocess.Popen([str(a) for a in command], cwd=ROOT, env=env)
    stopping = False

    def stop(signum, frame) -> None:
        nonlocal stopping
        stopping = True
        if server.poll() is None:
            server.send_signal(signal.SIGTERM)

    previous = signal.signal(signal.SIGTERM, stop)
    try:
        while True:
            try:
                code = server.wait()
                break
            except KeyboardInterrupt:  # Ctrl-C: the terminal signalled the server too
                stopping = True
    finally:
        signal.signal(signal.SIGTERM, previous)
    if code and not stopping:
        sys.exit(code)


def worker_command(python: str | Path, concurrency: int = 1, name: str = "serve",
                   beat_schedule: Path | None = None) -> list:
    """A Celery worker for the import jobs and feed polls (incidents.ingest): with
    CELERY_BROKER_URL unset it reads the queue in var/queue/ (no broker to install).
    With ``beat_schedule`` (a file) it also runs the schedule that polls followed
    feeds: one worker only."""
    command = [python, "-m", "celery", "-A", "config", "worker", "--concurrency", str(concurrency),
               "--hostname", f"{name}@%h", "--loglevel", "warning", "--without-mingle", "--without-gossip"]
    if beat_schedule is not None:
        beat_schedule.parent.mkdir(parents=True, exist_ok=True)
        command += ["--beat", "--schedule", str(beat_schedule)]
    return command


@contextlib.contextmanager
def import_worker(env: dict | None):
    """One worker beside the server while it runs (with the feeds' schedule), stopped with it."""
    queue = Path((env or os.environ).get("TERRACE_QUEUE_DIR") or ROOT / "var" / "queue")
    command = worker_command(PYTHON, beat_schedule=queue / "beat-schedule")
    worker = subprocess.Popen([str(a) for a in command], cwd=ROOT, env=env)
    try:
        yield worker
    finally:
        if worker.poll() is None:
            worker.terminate()  # a warm shutdown: the item under way is finished or given back
            try:
                worker.wait(timeout=30)
            except subprocess.TimeoutExpired:
                worker.kill()
                worker.wait()


def production_server_command(python: str | Path, address: str, workers: int | None = None) -> list:
    """gunicorn with sync workers: one request, and so at most one database connection,
    per worker (2 x cores + 1 of them, TERRACE_WORKERS to change). Pages cost CPU, not
    waiting, so threads would only queue behind one another's GIL. A request is killed
    after 30 s; a worker is renewed every ~10,000 requests, so that no leak can grow and
    its cache of comparisons (settings.CACHES) is not thrown away every few minutes
    under load. The application is loaded once before the workers fork (--preload;
    config/wsgi.py warms it), so a new worker answers at once; database connections
    open after. The workers' heartbeat files live in memory where Linux offers it
    (/dev/shm), so a busy disk cannot make gunicorn think them dead."""
    workers = workers or int(os.environ.get("TERRACE_WORKERS", 2 * (os.cpu_count() or 1) + 1))
    heartbeat = ["--worker-tmp-dir", "/dev/shm"] if Path("/dev/shm").is_dir() else []
    return [
        python, "-m", "gunicorn", "config.wsgi:application",
        "--bind", address, "--workers", str(workers), "--worker-class", "sync", "--preload",
        "--timeout", "30", "--graceful-timeout", "20", *heartbeat,
        "--max-requests", "10000", "--max-requests-jitter", "1000",
        "--error-logfile", "-", "--log-level", "warning",
    ]


def production_environment(address: str) -> dict:
    """Production settings for a local check over plain HTTP on loopback: DEBUG off,
    a secret kept in .venv, no HTTPS redirect, HSTS or Secure-only cookies."""
    host = address.rpartition(":")[0].strip("[]") or address
    try:
        loopback = host in LOOPBACK_NAMES or ipaddress.ip_address(host).is_loopback
    except ValueError:
        loopback = False
    if not loopback:
        sys.exit(f"serve --production listens on loopback only (127.0.0.1, [::1]), not {host!r}: "
                 "in a real deployment put gunicorn behind an HTTPS proxy.")
    if not LOCAL_SECRET.exists():
        LOCAL_SECRET.parent.mkdir(exist_ok=True)
        LOCAL_SECRET.write_text(secrets.token_urlsafe(50))
        LOCAL_SECRET.chmod(0o600)
    env = dict(os.environ)
    env["DJANGO_DEBUG"] = "false"
    env.setdefault("DJANGO_SECRET_KEY", LOCAL_SECRET.read_text().strip())
    env.setdefault("DJANGO_ALLOWED_HOSTS", "127.0.0.1,localhost,[::1]")
    env.setdefault("DJANGO_SECURE_SSL_REDIRECT", "false")
    env.setdefault("DJANGO_SECURE_COOKIES", "false")
    env.setdefault("DJANGO_SECURE_HSTS_SECONDS", "0")
    return env


def test(args: list[str]) -> None:
    ensure_environment()
    env = dict(os.environ, DJANGO_ALLOW_ASYNC_UNSAFE="true")
    run(PYTHON, "-m", "pytest", *args, env=env)


def main() -> None:
    commands = {"serve": serve, "test": test}
    if len(sys.argv) < 2 or sys.argv[1] not in commands:
        sys.exit(__doc__)
    commands[sys.argv[1]](sys.argv[2:])


if __name__ == "__main__":
    main()
