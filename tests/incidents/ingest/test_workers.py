"""Real Celery workers (PostgreSQL and Redis only): two `celery -A config worker`
processes against pytest's test database share a job, and a worker killed in the
middle of an item gives it to the other. Every wait is bounded; the workers are always
killed."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest
from celery import Celery
from django.conf import settings
from django.db import connection

from incidents.ingest.services import Upload, job_create
from incidents.models import ImportItem, ImportJob
from sources.models import Article
from tests.incidents.ingest.reports import json_file

ROOT = Path(__file__).resolve().parents[3]
REDIS_URL = os.environ.get("TERRACE_TEST_REDIS_URL", "redis://127.0.0.1:6379/15")
VISIBILITY_TIMEOUT = 6

pytestmark = [
    pytest.mark.skipif(not settings.IS_POSTGRES, reason="real workers need PostgreSQL (SQLite is one process's file)"),
    pytest.mark.django_db(transaction=True),
]


def _redis_up() -> bool:
    import redis

    try:
        return redis.Redis.from_url(REDIS_URL, socket_connect_timeout=2).ping()
    except redis.RedisError:
        return False


@pytest.fixture
def broker():
    if not _redis_up():
        if os.environ.get("TERRACE_REQUIRE_REDIS") == "1":
            pytest.fail(f"Redis is not answering at {REDIS_URL} and TERRACE_REQUIRE_REDIS=1")
        pytest.skip(f"Redis is not answering at {REDIS_URL}")
    queue = f"terrace-test-{uuid.uuid4().hex[:8]}"
    sender = Celery("terrace-test-sender", broker=REDIS_URL)
    yield sender, queue
    import redis

    redis.Redis.from_url(REDIS_URL).delete(queue)
    sender.close()


def _database_url() -> str:
    db = connection.settings_dict
    password = f":{db['PASSWORD']}" if db.get("PASSWORD") else ""
    return f"postgres://{db['USER']}{password}@{db['HOST'] or '127.0.0.1'}:{db['PORT'] or 5432}/{db['NAME']}"


class Workers:
    """`celery -A config worker` subprocesses, each in its own process group."""

    def __init__(self, queue: str, tmp_path: Path, **env) -> None:
        self.queue, self.tmp_path, self.procs, self.logs = queue, tmp_path, {}, {}
        self.env = dict(
            os.environ, DATABASE_URL=_database_url(), CELERY_BROKER_URL=REDIS_URL, TERRACE_QUEUE_NAME=queue,
            TERRACE_QUEUE_VISIBILITY_TIMEOUT=str(VISIBILITY_TIMEOUT), TERRACE_QUEUE_RESTORE_INTERVAL="2",
            DJANGO_LOG_LEVEL="INFO", **env,
        )

    def start(self, name: str) -> str:
        hostname = f"{name}-{self.queue}@test"
        log = self.tmp_path / f"{name}.log"
        self.logs[hostname] = log
        self.procs[hostname] = subprocess.Popen(
            [sys.executable, "-m", "celery", "-A", "config", "worker", "--concurrency", "1", "--hostname", hostname,
             "-Q", self.queue, "--loglevel", "info", "--without-mingle", "--without-gossip", "--without-heartbeat"],
            cwd=ROOT, env=self.env, stdout=log.open("w"), stderr=subprocess.STDOUT, start_new_session=True,
        )
        return hostname

    def wait_ready(self, timeout: float = 90) -> None:
        deadline = time.monotonic() + timeout
        for hostname, log in self.logs.items():
            while f"{hostname} ready" not in log.read_text(errors="replace"):
                assert self.procs[hostname].poll() is None, log.read_text(errors="replace")[-3000:]
                assert time.monotonic() < deadline, f"{hostname} not ready: {log.read_text(errors='replace')[-3000:]}"
                time.sleep(0.3)

    def kill(self, hostname: str) -> None:
        """SIGKILL the worker and its pool's processes at once, as a machine that dies."""
        proc = self.procs[hostname]
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(timeout=30)

    def stop(self) -> None:
        for hostname in self.procs:
            try:
                self.kill(hostname)
            except (ProcessLookupError, subprocess.TimeoutExpired):
                pass

    def tail(self) -> str:
        return "\n".join(f"== {h}\n{log.read_text(errors='replace')[-2000:]}" for h, log in self.logs.items())


def _wait_for(condition, timeout: float, workers: Workers, what: str):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        result = condition()
        if result:
            return result
        time.sleep(0.25)
    pytest.fail(f"timed out after {timeout}s waiting for {what}\n{workers.tail()}")


def _send(sender: Celery, queue: str, job: ImportJob) -> None:
    for pk in job.items.values_list("pk", flat=True):
        sender.send_task("incidents.ingest.import_item", args=[pk], queue=queue)


def test_two_workers_share_a_job_and_import_every_report_once(broker, tmp_path):
    sender, queue = broker
    job = job_create(user=None, enqueue=False, files=[Upload(f"r{n}.json", json_file(n)) for n in range(40)])
    workers = Workers(queue, tmp_path)
    try:
        first, second = workers.start("one"), workers.start("two")
        workers.wait_ready()
        _send(sender, queue, job)
        _wait_for(lambda: not ImportItem.objects.exclude(status__in=ImportItem.FINAL).exists(), 240, workers,
                  "every item to finish")
    finally:
        workers.stop()
    items = list(ImportItem.objects.filter(job=job))
    assert {item.status for item in items} == {"created"}, [(i.label, i.status, i.reason) for i in items]
    assert all(item.attempts == 1 for item in items)
    assert Article.objects.count() == 40
    assert sorted(Article.objects.values_list("imported_from", flat=True)) == sorted(f"r{n}.json" for n in range(40))
    by_worker = {hostname: sum(item.worker == hostname for item in items) for hostname in (first, second)}
    assert all(by_worker.values()), by_worker  # both did some
    assert sum(by_worker.values()) == 40
    job.refresh_from_db()
    assert job.status == ImportJob.Status.DONE


def test_a_killed_workers_item_is_finished_by_the_other_after_the_visibility_timeout(broker, tmp_path):
    sender, queue = broker
    job = job_create(user=None, enqueue=False, files=[Upload("slow.json", json_file(1, 2, 3))])
    item = job.items.get()
    # Each import waits 4 s with its reports written but not committed: a worker killed
    # then leaves an open transaction for PostgreSQL to roll back.
    workers = Workers(queue, tmp_path, TERRACE_IMPORT_TEST_DELAY="4")
    try:
        first, second = workers.start("one"), workers.start("two")
        workers.wait_ready()
        _send(sender, queue, job)

        def holder() -> str:
            item.refresh_from_db()
            return item.worker if item.status == "running" else ""

        victim = _wait_for(holder, 60, workers, "a worker to claim the item")
        time.sleep(1.5)  # inside the import's transaction now
        workers.kill(victim)
        assert Article.objects.count() == 0  # its rows were never committed
        survivor = second if victim == first else first
        _wait_for(lambda: ImportItem.objects.filter(pk=item.pk, status__in=ImportItem.FINAL).exists(),
                  VISIBILITY_TIMEOUT + 60, workers, "the other worker to finish the item")
    finally:
        workers.stop()
    item.refresh_from_db()
    assert (item.status, item.worker, item.attempts) == ("created", survivor, 2), item.reason
    assert item.reason.startswith("3 reports created")
    assert Article.objects.count() == 3 and item.articles.count() == 3
    job.refresh_from_db()
    assert job.status == ImportJob.Status.DONE
