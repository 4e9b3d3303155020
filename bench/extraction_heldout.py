"""Recall and precision of the claim extractor on the held-out reports, and match guessing.

The held-out set (fixtures/heldout/) was written and hand-annotated after the
extractor, and nobody tunes the rules on it: it is a measure, not a target, so
there are no tests with thresholds on it.  Run from the repository root:

    .venv/bin/python bench/extraction_heldout.py [FOLDER] [-v]

FOLDER (default fixtures/heldout) is a held-out set laid out the same way:
manifest.json and the .txt bodies in it, gold/<name>.json and
gold/expected_matches.json beneath it.  fixtures/heldout2 is the second set,
written after the rules were tuned on the first: ``bench/extraction_heldout.py
fixtures/heldout2`` was the second.  Each later set (fixtures/heldout3 to
heldout5, each with other outlets' accounts of the seed match) was written by
someone who had not read the rules, after the previous set had been studied; the
newest, ``bench/extraction_heldout.py fixtures/heldout5``, gives the figure for
reports nobody has tuned on.

-v also lists missed gold claims and spurious extractions.  No Django needed.
The second table runs ``incidents.matching.guess_match`` on each report and sets
the fixture it guesses beside the one in <FOLDER>/gold/expected_matches.json.
"""

from __future__ import annotations

import datetime
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from incidents.extraction import KINDS, extract  # noqa: E402
from incidents.extraction.evaluate import Evaluation, evaluate, gold_from_json  # noqa: E402

HELDOUT = ROOT / "fixtures" / "heldout"
GOLD = HELDOUT / "gold"


def use_folder(folder: str | Path) -> None:
    """Evaluate the held-out set in ``folder`` (relative to the repository root or absolute)."""
    global HELDOUT, GOLD
    path = Path(folder)
    if not path.is_absolute():
        path = path if path.exists() else ROOT / path
    HELDOUT = path.resolve()
    GOLD = HELDOUT / "gold"
    if not (HELDOUT / "manifest.json").is_file():
        sys.exit(f"no held-out set in {folder}: {HELDOUT / 'manifest.json'} is missing")


def articles() -> list[dict]:
    """Manifest entries, in manifest order."""
    return json.loads((HELDOUT / "manifest.json").read_text(encoding="utf-8"))["articles"]


def heldout_evaluations() -> dict[str, tuple[str, Evaluation]]:
    out = {}
    for entry in articles():
        body = (HELDOUT / entry["file"]).read_text(encoding="utf-8")
        data = json.loads((GOLD / (Path(entry["file"]).stem + ".json")).read_text(encoding="utf-8"))
        out[entry["file"]] = (body, evaluate(extract(body), gold_from_json(data, body)))
    return out


def _row(label: str, s) -> str:
    return f"{label:<15}{s.gold:>6}{s.extracted:>7}{s.matched:>7}{s.recall:>8.2f}{s.precision:>11.2f}"


def print_extraction(verbose: bool) -> None:
    evaluations = heldout_evaluations()
    total = Evaluation()
    for _, evaluation in evaluations.values():
        total = total.merge(evaluation)
    print(f"Claim extraction on {len(evaluations)} held-out reports")
    print(f"{'kind':<15}{'gold':>6}{'found':>7}{'match':>7}{'recall':>8}{'precision':>11}")
    for kind in KINDS:
        s = total.by_kind.get(kind)
        if s is None or (not s.gold and not s.extracted):
            continue
        print(_row(kind, s))
    print(_row("numeric kinds", total.numeric()))
    print(_row("overall", total.total()))
    print()
    print(f"{'report':<36}{'gold':>6}{'found':>7}{'match':>7}{'recall':>8}{'precision':>11}")
    for name, (_, evaluation) in evaluations.items():
        print(_row(name, evaluation.total()).replace(name, f"{name:<36}", 1)[: 36 + 39])
    if verbose:
        print()
        for name, (body, evaluation) in evaluations.items():
            for g in evaluation.missed:
                where = body[g.sentence_start:g.sentence_end][:80].replace("\n", " ")
                print(f"MISSED   {name}: {g.kind} {g.value[:50]!r} {g.scope} {g.speaker} | {where!r}")
            for c in evaluation.spurious:
                print(f"SPURIOUS {name}: {c.kind} {c.value[:50]!r} {c.scope} {c.speaker} | {c.text[:60]!r}")


def _describe(home: str, away: str, competition: str, date: str) -> str:
    return f"{home or '?'} v {away or '?'}, {competition or '?'}, {date or '?'}"


def print_matching() -> None:
    from incidents.matching import guess_match

    expected = json.loads((GOLD / "expected_matches.json").read_text(encoding="utf-8"))["matches"]
    correct = parts_right = parts_total = 0
    print("Match guessing (guess_match) on the held-out reports")
    for entry in articles():
        name = entry["file"]
        body = (HELDOUT / name).read_text(encoding="utf-8")
        published = datetime.date.fromisoformat(entry["published"])
        guess = guess_match(body=body, headline=entry["headline"], published=published)
        got = {
            "home": guess.home.name if guess.home else "",
            "away": guess.away.name if guess.away else "",
            "competition": guess.competition.name if guess.competition else "",
            "date": guess.match_date.isoformat() if guess.match_date else "",
        }
        want = expected[name]
        wrong = [k for k in ("home", "away", "competition", "date") if got[k] != want[k]]
        parts_total += 4
        parts_right += 4 - len(wrong)
        correct += not wrong
        mark = "ok   " if not wrong else "WRONG"
        print(f"{mark} {name}")
        print(f"      expected {_describe(**want)}")
        print(f"      guessed  {_describe(**got)}" + (f"   (wrong: {', '.join(wrong)}; date from {guess.date_reason or '-'})" if wrong else ""))
    print(f"fixtures correct: {correct}/{len(expected)}   fields correct: {parts_right}/{parts_total}")


def main(verbose: bool = False) -> None:
    print_extraction(verbose)
    print()
    print_matching()


if __name__ == "__main__":
    args = sys.argv[1:]
    folders = [a for a in args if not a.startswith("-")]
    if len(folders) > 1:
        sys.exit("usage: extraction_heldout.py [FOLDER] [-v]")
    if folders:
        use_folder(folders[0])
    main(verbose="-v" in args)
