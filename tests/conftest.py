from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SEEDS = ROOT / "fixtures" / "seeds"


@pytest.fixture
def seeds_dir() -> Path:
    return SEEDS
