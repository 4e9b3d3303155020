import pytest

from config.celery import app


@pytest.fixture
def eager():
    """Tasks run in the calling thread, as soon as they are sent."""
    app.conf.task_always_eager = True
    yield
    app.conf.task_always_eager = False


@pytest.fixture
def queue_worker(transactional_db):
    from tests.incidents.ingest.worker import memory_worker

    with memory_worker() as worker:
        yield worker
