"""Extract every text of the repository and write the claims as JSON Lines.

Run before and after a change to the extractor that must not change its output
(a refactor, a speed-up) and compare the two files character for character:

    .venv/bin/python bench/extraction_snapshot.py > before.jsonl
    ... change ...
    .venv/bin/python bench/extraction_snapshot.py > after.jsonl
    cmp before.jsonl after.jsonl

The texts: every report in ``fixtures/`` (text files, and the bodies of the demo
fixture's articles) and every string literal of 20 or more characters in
``tests/``, each as written, upper-cased and lower-cased, plus every fixture
report and ten shuffled concatenations of test strings.  The last line counts them.

``--save-texts FILE`` also writes the texts as a JSON list, and ``--texts FILE``
reads them from such a file instead, so a change that moves or adds tests is
compared on the same texts as before it.
"""

from __future__ import annotations

import argparse
import ast
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from incidents.extraction import extract  # noqa: E402


def fixture_texts() -> list[str]:
    texts = [p.read_text(encoding="utf-8") for p in sorted((ROOT / "fixtures").rglob("*.txt"))]
    demo = ROOT / "fixtures" / "demo.json"
    if demo.exists():
        for row in json.loads(demo.read_text(encoding="utf-8")):
            body = row.get("fields", {}).get("body")
            if isinstance(body, str):
                texts.append(body)
    return texts


def test_strings() -> list[str]:
    found: list[str] = []
    for path in sorted((ROOT / "tests").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and len(node.value) >= 20:
                found.append(node.value)
    return list(dict.fromkeys(found))


def corpus() -> tuple[list[str], int, int]:
    fixtures = fixture_texts()
    strings = test_strings()
    texts = [*fixtures]
    for s in strings:
        texts.extend((s, s.upper(), s.lower()))
    rng = random.Random(2016)
    for _ in range(10):
        texts.append("\n".join(rng.sample(strings, min(40, len(strings)))))
    return texts, len(fixtures), len(strings)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--texts", type=Path, help="read the texts from this JSON list")
    parser.add_argument("--save-texts", type=Path, help="also write the texts to this JSON list")
    args = parser.parse_args()
    if args.texts:
        texts = json.loads(args.texts.read_text(encoding="utf-8"))
        fixtures = strings = -1
    else:
        texts, fixtures, strings = corpus()
    if args.save_texts:
        args.save_texts.write_text(json.dumps(texts, ensure_ascii=False), encoding="utf-8")
    out = sys.stdout
    for index, text in enumerate(texts):
        for claim in extract(text):
            out.write(json.dumps({"text": index, **claim.as_dict()}, ensure_ascii=False, sort_keys=True))
            out.write("\n")
    out.write(json.dumps({"texts": len(texts), "fixtures": fixtures, "test_strings": strings}) + "\n")


if __name__ == "__main__":
    main()
