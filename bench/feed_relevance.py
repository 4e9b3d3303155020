"""How well a followed feed's filter keeps entries about football disorder and drops
the rest, on entries written and labelled by someone who had not read the rule
(``fixtures/feeds/relevance-heldout.jsonl``: 40 about disorder, 40 not, most of those
hard negatives: match reports with "clash" and "sent off", player bans, trouble at
concerts and rugby, football crime with no match).

Prints the rule Terrace uses (``incidents.ingest.relevance``) beside the two simpler
rules it was chosen over: the extractor's disorder claims alone, and those OR two
clubs named. Then the entries the rule gets wrong, with -v.

    .venv/bin/python bench/feed_relevance.py [FILE] [-v]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("file", nargs="?", default=ROOT / "fixtures" / "feeds" / "relevance-heldout.jsonl")
    parser.add_argument("-v", action="store_true", help="List the entries the rule gets wrong.")
    options = parser.parse_args()

    from incidents import extraction
    from incidents.extraction.kinds import DISORDER_KINDS
    from incidents.ingest.relevance import entry_relevance
    from incidents.reference.finder import find_clubs

    entries = [json.loads(line) for line in Path(options.file).read_text().splitlines() if line.strip()]

    def disorder(text: str) -> bool:
        return any(claim.kind in DISORDER_KINDS for claim in extraction.extract(text))

    rules = {
        "Terrace's rule (disorder claim and football named)": lambda text: entry_relevance(text).relevant,
        "disorder claim alone": disorder,
        "disorder claim or two clubs": lambda text: disorder(text) or len({c.club.slug for c in find_clubs(text)}) >= 2,
    }
    print(f"{len(entries)} entries, {sum(e['relevant'] for e in entries)} about football disorder")
    print(f"{'rule':<52} {'kept right':>10} {'missed':>7} {'kept wrongly':>13} {'precision':>10} {'recall':>7}")
    for name, rule in rules.items():
        kept = [(entry, rule(f"{entry['title']}\n\n{entry['summary']}")) for entry in entries]
        right = sum(1 for e, k in kept if k and e["relevant"])
        wrong = sum(1 for e, k in kept if k and not e["relevant"])
        missed = sum(1 for e, k in kept if not k and e["relevant"])
        precision = right / (right + wrong) if right + wrong else 0.0
        recall = right / (right + missed) if right + missed else 0.0
        print(f"{name:<52} {right:>10} {missed:>7} {wrong:>13} {precision:>10.2f} {recall:>7.2f}")
    if options.v:
        print("\nTerrace's rule gets these wrong:")
        for entry in entries:
            verdict = entry_relevance(f"{entry['title']}\n\n{entry['summary']}")
            if verdict.relevant != entry["relevant"]:
                label = "kept wrongly" if verdict.relevant else "missed"
                print(f"  {entry['id']} {label}: {entry['title']} ({verdict.reason})")


if __name__ == "__main__":
    import django

    django.setup()
    main()
