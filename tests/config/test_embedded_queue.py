"""The embedded default runs import jobs with no service: the worker `dev.py serve`
starts (dev.import_worker) reads a file-system queue and imports into an SQLite file,
and stops with the server."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
import dev  # noqa: E402

MAKE_JOB = """
from incidents.ingest.services import Upload, job_create
from tests.incidents.ingest.reports import json_file, jsonl_file
job = job_create(user=None, files=[Upload("a.json", json_file(1)), Upload("b.jsonl", jsonl_file(2, 3))])
print(job.pk)
"""
READ_JOB = """
from incidents.models import ImportJob
job = ImportJob.objects.get()
print(job.status, sorted(job.items.values_list("status", flat=True)))
"""


def manage(env: dict, *args: str) -> str:
    done = subprocess.run([sys.executable, "manage.py", *args], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


def test_the_serve_worker_imports_a_job_from_a_file_system_queue(tmp_path):
    env = {key: value for key, value in os.environ.items()
           if key not in ("CELERY_BROKER_URL", "DATABASE_URL", "DJANGO_SETTINGS_MODULE")}
    env.update(DATABASE_URL=f"sqlite:///{tmp_path / 'db.sqlite3'}", TERRACE_QUEUE_DIR=str(tmp_path / "queue"))
    manage(env, "migrate", "-v0")
    assert dev.worker_command("python")[1:5] == ["-m", "celery", "-A", "config"]
    with dev.import_worker(env) as worker:
        manage(env, "shell", "-c", MAKE_JOB)
        deadline = time.monotonic() + 90
        while (state := manage(env, "shell", "-c", READ_JOB).strip().splitlines()[-1]) != "done ['created', 'created']":
            assert worker.poll() is None, "the worker stopped"
            assert time.monotonic() < deadline, state
            time.sleep(1)
    assert worker.poll() is not None  # stopped with the server
    assert (tmp_path / "queue" / "out").is_dir() and (tmp_path / "queue" / "control").is_dir()
    assert not (ROOT / "control").exists()  # the transport's tables stay in the queue's folder
    assert list((tmp_path / "queue").glob("beat-schedule*"))  # it ran the feeds' schedule too


SERVER = """
import signal, sys, time
from pathlib import Path
def stop(signum, frame):
    Path(sys.argv[1]).write_text("stopped on SIGTERM")
    sys.exit(0)
signal.signal(signal.SIGTERM, stop)
Path(sys.argv[1]).write_text("serving")
while True:
    time.sleep(0.1)
"""
SERVE = """
import sys
sys.path.insert(0, sys.argv[1])
import dev
with dev.import_worker(None) as worker:
    print(worker.pid, flush=True)
    dev.run_server([sys.executable, "-c", sys.argv[2], sys.argv[3]])
"""


def _gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


def test_a_sigterm_to_serve_stops_the_server_as_ctrl_c_would_and_the_worker(tmp_path):
    """A service manager stops `dev.py serve` with SIGTERM: the server gets it too, the
    worker its warm shutdown, and nothing runs on. Started in the background, as here,
    the processes ignore Ctrl-C's SIGINT, so only SIGTERM can stop them."""
    env = {key: value for key, value in os.environ.items()
           if key not in ("CELERY_BROKER_URL", "DATABASE_URL", "DJANGO_SETTINGS_MODULE")}
    env.update(DATABASE_URL=f"sqlite:///{tmp_path / 'db.sqlite3'}", TERRACE_QUEUE_DIR=str(tmp_path / "queue"))
    state = tmp_path / "server-state"
    # SIGINT ignored, as in a process started in the background by a shell.
    serve = subprocess.Popen([sys.executable, "-c", SERVE, str(ROOT), SERVER, str(state)], cwd=ROOT, env=env,
                             stdout=subprocess.PIPE, text=True,
                             preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_IGN))
    try:
        worker_pid = int(serve.stdout.readline())
        deadline = time.monotonic() + 30
        while not state.exists():
            assert time.monotonic() < deadline and serve.poll() is None
            time.sleep(0.1)
        serve.send_signal(signal.SIGTERM)
        assert serve.wait(timeout=60) == 0
    finally:
        if serve.poll() is None:
            serve.kill()
    assert state.read_text() == "stopped on SIGTERM"
    assert _gone(worker_pid)
