"""The extractor against the hand-written gold annotation of the seed reports."""

import json
from pathlib import Path

import pytest

from incidents.extraction import NUMERIC_KINDS, extract
from incidents.extraction.evaluate import Evaluation, evaluate, gold_from_json

ROOT = Path(__file__).resolve().parent.parent.parent
GOLD_FILES = sorted((ROOT / "tests" / "incidents" / "gold").glob("*.json"))


def _evaluate(gold_file: Path) -> Evaluation:
    data = json.loads(gold_file.read_text(encoding="utf-8"))
    body = (ROOT / "fixtures" / "seeds" / data["file"]).read_text(encoding="utf-8")
    return evaluate(extract(body), gold_from_json(data, body))


def test_there_is_a_gold_file_per_seed():
    assert {p.stem for p in GOLD_FILES} == {"the-sun", "bbc-news", "sky-sports"}


@pytest.mark.parametrize("gold_file", GOLD_FILES, ids=lambda p: p.stem)
def test_each_seed_recall_and_numeric_precision(gold_file):
    result = _evaluate(gold_file)
    assert result.total().recall >= 0.9, result.missed
    numeric_spurious = [c for c in result.spurious if c.kind in NUMERIC_KINDS]
    assert result.numeric().precision >= 0.95, numeric_spurious


def test_all_seeds_together():
    total = Evaluation()
    for gold_file in GOLD_FILES:
        total = total.merge(_evaluate(gold_file))
    assert total.total().recall >= 0.9
    assert total.numeric().precision >= 0.95
    assert total.numeric().recall >= 0.9


def test_season_and_other_match_counts_are_never_this_matchs():
    body = (ROOT / "fixtures" / "seeds" / "sky-sports.txt").read_text(encoding="utf-8")
    nine = next(c for c in extract(body) if c.kind == "arrests" and c.value == "9")
    assert nine.scope == "season"
    body = (ROOT / "fixtures" / "seeds" / "bbc-news.txt").read_text(encoding="utf-8")
    four = next(c for c in extract(body) if c.kind == "arrests" and c.value == "4")
    assert (four.scope, four.scope_detail) == ("other_match", "Middlesbrough")
