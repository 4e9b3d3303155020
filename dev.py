#!/usr/bin/env python3
"""Terrace's two front-door commands. Needs only Python 3.11+.

    python3 dev.py serve   # set up, load the seed reports, serve http://127.0.0.1:8000
    python3 dev.py test    # run the whole test suite (extra arguments go to pytest)

Both create ``.venv`` and install the pinned dependencies from requirements.lock
the first time, and again whenever the lock file changes.
"""

from __future__ import annotations

import hashlib
import os
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
    ensure_environment()
    manage = [PYTHON, "manage.py"]
    run(*manage, "migrate", "--no-input")
    run(*manage, "load_demo")
    address = args[0] if args else "127.0.0.1:8000"
    print(f"Terrace is at http://{address}/ (Ctrl-C stops it)", flush=True)
    run(*manage, "runserver", address)


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
