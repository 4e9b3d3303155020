"""Recall and precision of the claim extractor on the hand-annotated seed reports.

Run from the repository root:  .venv/bin/python bench/extraction_quality.py [-v]
(-v also lists missed gold claims and spurious extractions).  No Django needed.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from incidents.extraction import KINDS, extract  # noqa: E402
from incidents.extraction.evaluate import Evaluation, evaluate, gold_from_json  # noqa: E402

SEEDS = ROOT / "fixtures" / "seeds"
GOLD = ROOT / "tests" / "incidents" / "gold"


def seed_evaluations() -> dict[str, tuple[str, Evaluation]]:
    out = {}
    for gold_file in sorted(GOLD.glob("*.json")):
        data = json.loads(gold_file.read_text(encoding="utf-8"))
        body = (SEEDS / data["file"]).read_text(encoding="utf-8")
        out[data["file"]] = (body, evaluate(extract(body), gold_from_json(data, body)))
    return out


def main(verbose: bool = False) -> None:
    evaluations = seed_evaluations()
    total = Evaluation()
    for _, evaluation in evaluations.values():
        total = total.merge(evaluation)
    print(f"{'kind':<15}{'gold':>6}{'found':>7}{'match':>7}{'recall':>8}{'precision':>11}")
    for kind in KINDS:
        s = total.by_kind.get(kind)
        if s is None or (not s.gold and not s.extracted):
            continue
        print(f"{kind:<15}{s.gold:>6}{s.extracted:>7}{s.matched:>7}{s.recall:>8.2f}{s.precision:>11.2f}")
    for label, s in (("numeric kinds", total.numeric()), ("overall", total.total())):
        print(f"{label:<15}{s.gold:>6}{s.extracted:>7}{s.matched:>7}{s.recall:>8.2f}{s.precision:>11.2f}")
    if verbose:
        for name, (body, evaluation) in evaluations.items():
            for g in evaluation.missed:
                print(f"MISSED   {name}: {g.kind} {g.value[:50]!r} {g.scope} {g.speaker} | {body[g.sentence_start:g.sentence_end][:70]!r}")
            for c in evaluation.spurious:
                print(f"SPURIOUS {name}: {c.kind} {c.value[:50]!r} {c.scope} {c.speaker} | {c.text[:50]!r}")


if __name__ == "__main__":
    main(verbose="-v" in sys.argv[1:])
