from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SEEDS = ROOT / "fixtures" / "seeds"


@pytest.fixture
def seeds_dir() -> Path:
    return SEEDS


@pytest.fixture(autouse=True)
def empty_cache():
    """Each test starts with an empty cache: its rows may reuse an earlier test's ids."""
    from django.core.cache import cache

    cache.clear()


@pytest.fixture
def page_server(settings):
    """A local HTTP server (tests/page_server.py) that fetching is allowed to reach:
    loopback is let through, every other private address stays refused."""
    from sources import fetching
    from tests.page_server import PageServer

    settings.TERRACE_FETCH_ALLOWED_NETWORKS = ["127.0.0.0/8"]
    fetching.robots_forget()
    server = PageServer().start()
    yield server
    server.stop()
    fetching.robots_forget()
