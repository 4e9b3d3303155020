"""The extractor against hand-written gold annotations.

The seed reports' gold (``tests/incidents/gold``) is a target: recall and numeric
precision must stay above their thresholds.  The held-out sets (``fixtures/heldout*``)
are measures, not targets: no test here puts a threshold on their recall or precision
(``bench/extraction_heldout.py FOLDER`` prints those).  What is checked is that every
gold claim names a real kind and scope and points at a sentence that is in its
report, and that every report has an expected fixture, so their figures can be trusted.
"""

import json
from pathlib import Path

import pytest

from incidents.extraction import KINDS, NUMERIC_KINDS, SCOPES, extract
from incidents.extraction.evaluate import Evaluation, evaluate, gold_from_json

ROOT = Path(__file__).resolve().parents[3]
GOLD_FILES = sorted((ROOT / "tests" / "incidents" / "gold").glob("*.json"))
FIXTURES = ROOT / "fixtures"
SETS = sorted(p.parent for p in FIXTURES.glob("heldout*/manifest.json"))


# --- the seeds' gold -------------------------------------------------------------------

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


# --- the held-out sets ---------------------------------------------------------------

def test_there_are_five_sets():
    assert [s.name for s in SETS] == ["heldout", "heldout2", "heldout3", "heldout4", "heldout5"]


@pytest.mark.parametrize("folder", SETS, ids=lambda p: p.name)
def test_gold_points_at_the_reports(folder):
    articles = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))["articles"]
    expected = json.loads((folder / "gold" / "expected_matches.json").read_text(encoding="utf-8"))["matches"]
    assert articles
    for entry in articles:
        body = (folder / entry["file"]).read_text(encoding="utf-8")
        data = json.loads((folder / "gold" / (Path(entry["file"]).stem + ".json")).read_text(encoding="utf-8"))
        assert data["file"] == entry["file"]
        gold = gold_from_json(data, body)  # raises if a sentence is not in the body
        assert gold, entry["file"]
        for claim in gold:
            assert claim.kind in KINDS, (entry["file"], claim)
            assert claim.scope in SCOPES, (entry["file"], claim)
            assert claim.sentence_end <= len(body)
        assert set(expected[entry["file"]]) >= {"home", "away", "competition", "date"}


def test_a_gold_group_is_matched_only_when_the_gold_gives_one():
    body = "Two stewards and a police officer were hurt."
    extracted = extract(body)

    def matched(**group):
        item = {"kind": "injuries", "value": "1", "scope": "incident", "sentence": body, **group}
        return evaluate(extracted, gold_from_json({"claims": [item]}, body)).total().matched

    assert matched() == 1  # no group in the gold: any group matches
    assert matched(group="police") == 1
    assert matched(group="fans") == 0
