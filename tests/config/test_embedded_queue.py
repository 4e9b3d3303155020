"""The embedded default runs import jobs with no service: the worker `dev.py serve`
starts (dev.import_worker) reads a file-system queue and imports into an SQLite file,
and stops with the server."""

from __future__ import annotations

import os
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
