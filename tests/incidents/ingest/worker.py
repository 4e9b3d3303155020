"""A Celery worker in a thread of the test process, on an in-memory broker, so it shares
the test database (and never reads a queue a `dev.py serve` worker reads)."""

from __future__ import annotations

import contextlib

from celery.contrib.testing.worker import start_worker

from config.celery import app


@contextlib.contextmanager
def memory_worker():
    saved = app.conf.broker_url, app.conf.broker_transport_options
    app.conf.broker_url, app.conf.broker_transport_options = "memory://", {}
    app._pool = None  # producers open connections to the broker set above
    app.amqp._producer_pool = None
    try:
        with start_worker(app, pool="solo", concurrency=1, perform_ping_check=False, shutdown_timeout=30) as worker:
            yield worker
    finally:
        app.conf.broker_url, app.conf.broker_transport_options = saved
        app._pool = None
        app.amqp._producer_pool = None
