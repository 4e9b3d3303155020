"""Whether extraction time and memory grow linearly with a report's length.

``--stage match`` measures the match guess (``incidents.matching.guess_match``) of
the same texts instead: the other CPU-bound step of an import.

One report (a seed report unless ``--report`` names another) repeated 1, 10, 100
and 1000 times, in three shapes:

  lines         as written, one paragraph a line
  one line      the same words on ONE line (line breaks become spaces)
  one sentence  the same line with no sentence stop after the first (. ! ? become
                commas): the text the sentence bound is for (the first stop keeps
                the long sentence from being the whole body, a slice Python
                does not copy)

For each length it prints the rate in words per second of CPU and its ratio to the
1x rate of the same shape in the same run (1.00 is linear; 2.00 means a word costs
twice as much), then the peak memory of one extraction (tracemalloc) in bytes a
word with its ratio to 1x, and the longest claim context stored.  Every length
extracts about the same number of words in all (a short report many times), so the
rates are measured alike.  Run from the repository root:

    .venv/bin/python bench/extraction_scaling.py [--max-factor 1000] [--report FILE] [--shape SHAPE] [--no-memory]
        [--stage extract|match]
"""

from __future__ import annotations

import argparse
import datetime
import re
import sys
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from incidents.extraction import extract  # noqa: E402


def _match(body: str) -> list:
    """The match guess of ``body`` as a list, so that it is measured like ``extract``."""
    from incidents.matching import guess_match

    return [guess_match(body=body, headline="", published=datetime.date(2024, 1, 1))]


STAGES = {"extract": extract, "match": _match}

FACTORS = (1, 10, 100, 1000)
SHAPES = ("lines", "one line", "one sentence")
_STOP_RE = re.compile(r"[.!?]+(?=[\"'”’)\]]*(?:\s|$))")


def shapes(report: str, factor: int) -> dict[str, str]:
    lines = "\n".join([report.strip()] * factor)
    one_line = " ".join(lines.split())
    first = _STOP_RE.search(one_line)
    one_sentence = one_line[:first.end()] + _STOP_RE.sub(",", one_line[first.end():]) if first else one_line
    return {"lines": lines, "one line": one_line, "one sentence": one_sentence}


def rate(body: str, min_words: int, stage=extract) -> tuple[float, int, int]:
    """(words per CPU second, claims, longest context) over enough runs to read ``min_words`` words."""
    words = len(body.split())
    runs = max(1, -(-min_words // words))
    started = time.process_time()
    for _ in range(runs):
        claims = stage(body)
    cpu = time.process_time() - started
    return words * runs / cpu, len(claims), max((len(getattr(c, "sentence", "")) for c in claims), default=0)


def peak_memory(body: str, stage=extract) -> int:
    """Peak bytes allocated while extracting ``body`` once, the body itself not counted."""
    tracemalloc.start()
    tracemalloc.reset_peak()
    before = tracemalloc.get_traced_memory()[0]
    stage(body)
    peak = tracemalloc.get_traced_memory()[1] - before
    tracemalloc.stop()
    return peak


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--report", type=Path, default=ROOT / "fixtures" / "seeds" / "bbc-news.txt")
    parser.add_argument("--max-factor", type=int, default=1000, choices=FACTORS)
    parser.add_argument("--shape", choices=SHAPES, action="append", help="only this shape (may be repeated)")
    parser.add_argument("--no-memory", action="store_true", help="skip the (slow) tracemalloc pass")
    parser.add_argument("--stage", choices=STAGES, default="extract", help="what is measured (default: extract)")
    args = parser.parse_args()
    stage = STAGES[args.stage]
    report = args.report.read_text(encoding="utf-8")
    factors = [f for f in FACTORS if f <= args.max_factor]
    report_words = len(report.split())
    min_words = report_words * factors[-1]
    stage(report)  # load reference data and compile regexes outside the timing
    print(f"{args.report.name} ({args.stage}): {report_words:,} words; each length reads about "
          f"{min_words:,} words in all")
    for shape in args.shape or SHAPES:
        print(f"\n{shape}")
        base_rate = base_memory = None
        for factor in factors:
            body = shapes(report, factor)[shape]
            words = len(body.split())
            speed, claims, context = rate(body, min_words, stage)
            base_rate = base_rate or speed
            line = (f"  {factor:>5}x {words:>9,} words {len(body):>10,} chars {claims:>7,} claims  "
                    f"{speed:>9,.0f} words/s  cost x{base_rate / speed:4.2f}  longest context {context:,}")
            if not args.no_memory:
                per_word = peak_memory(body, stage) / words
                base_memory = base_memory or per_word
                line += f"  peak {per_word:,.0f} B/word (x{per_word / base_memory:4.2f})"
            print(line, flush=True)


if __name__ == "__main__":
    main()
