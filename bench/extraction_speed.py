"""Words per second of the claim extractor on one core.

Builds a corpus of a few million words by repeating the seed reports and some
varied reports written for this benchmark, extracts every report, and prints
the rate.  Run from the repository root:  .venv/bin/python bench/extraction_speed.py [WORDS] [RUNS]
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from incidents.extraction import extract  # noqa: E402

VARIED = [
    "Celtic v Rangers: 14 arrested after Old Firm clashes\n"
    "Police Scotland said 14 people were arrested and three officers were injured after trouble "
    "at Celtic Park on Sunday. Flares were set off in the away section and a smoke bomb was "
    "thrown onto the pitch in the 67th minute. About 50 fans were ejected from the ground.\n"
    "Chief Superintendent Mark Sutherland said: \"The vast majority of supporters behaved, but a "
    "small minority let everyone down.\"\nThe SPFL said it would investigate. Celtic won 3-0.\n",
    "Lyon v Besiktas abandoned\nHundreds of fans invaded the pitch before kick-off at the "
    "Groupama Stadium on 13 April 2017. UEFA has charged both clubs and fined Lyon EUR 100,000. "
    "No arrests were made, police said, but 12 supporters needed hospital treatment.\n"
    "'It was terrifying,' said one witness. 'Fireworks were going off everywhere.'\n",
    "Millwall fans banned\nThe club has handed out 20 lifetime bans after seats were ripped out "
    "at The Den in 2013. The FA fined the club £20,000 and ordered it to close a stand. "
    "Around 3,000-strong away support travelled to Wembley for the FA Cup semi-final.\n",
]


def corpus(words: int) -> list[str]:
    seeds = [p.read_text(encoding="utf-8") for p in sorted((ROOT / "fixtures" / "seeds").glob("*.txt"))]
    pool = seeds + VARIED
    docs, count, i = [], 0, 0
    while count < words:
        doc = pool[i % len(pool)]
        docs.append(doc)
        count += len(doc.split())
        i += 1
    return docs


def main() -> None:
    target = int(sys.argv[1]) if len(sys.argv) > 1 else 2_000_000
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    docs = corpus(target)
    words = sum(len(d.split()) for d in docs)
    extract(docs[0])  # load reference data and compile regexes outside the timing
    rates = []
    for run in range(1, runs + 1):
        started, cpu_started = time.perf_counter(), time.process_time()
        claims = sum(len(extract(d)) for d in docs)
        elapsed, cpu = time.perf_counter() - started, time.process_time() - cpu_started
        # CPU time is the fairer figure on a shared machine; both are printed.
        print(f"run {run}: {len(docs)} reports, {words:,} words, {claims:,} claims in {elapsed:.2f}s wall, "
              f"{cpu:.2f}s CPU: {words / cpu:,.0f} words/second (CPU), {words / elapsed:,.0f} (wall)")
        rates.append(words / cpu)
    # Other work on the machine only ever slows a run down, so the best run is the
    # closest to the extractor's own speed; the median and worst show the spread.
    rates.sort()
    print(f"{rates[-1]:,.0f} words/second (CPU, one core, best of {runs}); "
          f"median {rates[len(rates) // 2]:,.0f}, worst {rates[0]:,.0f}")


if __name__ == "__main__":
    main()
