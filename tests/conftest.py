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
