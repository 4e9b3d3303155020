"""The held-out evaluation sets are well-formed, so their figures can be trusted.

They are measures, not targets: no test here puts a threshold on recall or
precision (``bench/extraction_heldout.py FOLDER`` prints those).  What is checked
is that every gold claim names a real kind and scope and points at a sentence
that is in its report, and that every report has an expected fixture.
"""

import json
from pathlib import Path

import pytest

from incidents.extraction import KINDS, SCOPES
from incidents.extraction.evaluate import gold_from_json

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"
SETS = sorted(p.parent for p in FIXTURES.glob("heldout*/manifest.json"))


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
