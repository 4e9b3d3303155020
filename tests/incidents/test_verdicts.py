"""Verdicts on the development set of mini-incidents (``fixtures/verdicts-dev``):
every case's reports form one incident of their own, and no verdict is a false
conflict or a false agreement (``bench/verdicts.py`` prints the whole score)."""

from pathlib import Path

import pytest

from bench.verdicts import run_set

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.django_db


def test_the_development_set_has_no_false_verdict_and_no_split_match():
    score = run_set(ROOT / "fixtures" / "verdicts-dev")
    assert score.incidents == 16
    assert score.grouped == score.incidents
    assert score.titled == score.incidents
    assert (score.false_conflicts, score.false_agreements) == (0, 0)
