"""A 5 MB page of hostile markup is read or refused in seconds and bounded memory.

Each page is read in a fresh process, so its peak memory is its own: the high-water
mark of its resident memory (VmHWM, which counts libxml2's allocations too, and
which exec starts anew, where ru_maxrss keeps the forking test runner's size).
"""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from sources.limits import MAX_PAGE_BYTES

ROOT = Path(__file__).resolve().parents[2]
HEAD = b"<!DOCTYPE html><html><head><title>Derby</title></head><body><article>"
PARAGRAPH = b"<p>Police made nine arrests after the derby, the club said on Sunday night.</p>"
STAMP = b"<time datetime='2026-11-28T10:00:00Z'>10:00</time>"


def fill(unit: bytes, prefix: bytes = HEAD) -> bytes:
    """``prefix`` then ``unit`` repeated up to 5 MB."""
    return prefix + unit * ((MAX_PAGE_BYTES - len(prefix)) // len(unit))


SHAPES = {
    "deep nesting": fill(b"<div>"),
    "one giant text node": fill(b"word ", HEAD + b"<p>"),
    "a million tiny tags": fill(b"<br>"),
    "one element with 600,000 children": fill(b"<b>x</b>", HEAD + b"<p>"),
    "100,000 paragraphs": fill(PARAGRAPH),
    "a million attributes": fill(b"a=b ", HEAD + b"<p ") + b">x</p>",
    "unclosed comment and script": HEAD + b"<p>Nine arrests.</p><!--" + b"<script>" * 600_000,
    # What the metadata and live-blog readers walk: stamps and headings 240 levels deep,
    # a giant text node beside stamps.
    "95,000 time stamps 240 levels deep": HEAD + b"<div>" * 240 + (
        b"<div>" + STAMP * 999 + b"</div>") * 95,
    "95,000 headings 240 levels deep": HEAD + b"<div>" * 240 + (b"<div>" + b"<h1>x</h1>" * 999 + b"</div>") * 95,
    "a giant text node beside stamps": HEAD + b"<div>" + b"word " * 800_000 + STAMP * 999 + b"</div>",
    "a live blog 240 levels deep": b"<html><body class='live'>" + b"<div>" * 240 + (
        b"<section>" + (b"<div>" + STAMP + PARAGRAPH + b"</div>") * 999 + b"</section>") * 6,
    # Under every bound: read, not refused (18,000 elements in 15 sections).
    "a long page within the bounds": HEAD + b"".join(
        b"<section>" + b"".join(
            f"<div><p>Report {s}.{n}: police made {n} arrests after the derby, the club said.</p></div>".encode()
            for n in range(600)
        ) + b"</section>"
        for s in range(15)
    ),
}

CHILD = """
import json, resource, sys, time
sys.path.insert(0, {root!r})
from sources.pages import read_page
from sources.reading import ImportFileError
raw = open({path!r}, "rb").read()
started = time.process_time()
try:
    page = read_page(raw, origin="hostile.html")
    outcome = "read %d characters" % len(page.body)
except ImportFileError as exc:
    outcome = str(exc)
def peak_mb():
    for line in open("/proc/self/status"):
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(json.dumps({{"seconds": time.process_time() - started, "outcome": outcome, "peak_mb": peak_mb()}}))
"""


@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_a_hostile_page_is_read_or_refused_in_seconds_and_bounded_memory(shape, tmp_path):
    path = tmp_path / "hostile.html"
    path.write_bytes(SHAPES[shape][:MAX_PAGE_BYTES])
    done = subprocess.run(
        [sys.executable, "-c", CHILD.format(root=str(ROOT), path=str(path))],
        capture_output=True, text=True, timeout=120, check=True,
    )
    result = json.loads(done.stdout.strip().splitlines()[-1])
    # CPU seconds, so a loaded machine does not fail it: about 2 s at most on one core.
    assert result["seconds"] < 8, result
    # Python, Django-free imports, lxml and trafilatura take about 60 MB before the page.
    assert result["peak_mb"] < 400, result
    assert "\n" not in result["outcome"]
    if shape in ("a long page within the bounds", "a live blog 240 levels deep"):
        assert result["outcome"].startswith("read "), result
    else:
        assert result["outcome"].startswith("hostile.html: "), result


PAGES = ROOT / "fixtures" / "pages"
SPLINTERS = [b"<", b">", b"</div>", b"<p>", b'"', b"\x00", b"<!--", b"<script>", b"\xe2\x80", b"<br>",
             b"<time datetime='2026-13-45T99:99'>", b'<script type="application/ld+json">{"@type":',
             b"<html amp>", b"]]>", b"&#0;", b"&#xD800;"]


def test_spoilt_pages_are_read_or_refused_in_one_line_and_never_raise_anything_else():
    import random

    from sources.pages import read_page
    from sources.reading import ImportFileError

    rng = random.Random(2026)
    originals = [path.read_bytes() for path in sorted(PAGES.glob("*.html"))]
    outcomes = {"read": 0, "refused": 0}
    for _ in range(150):
        raw = bytearray(rng.choice(originals))
        for _ in range(rng.randint(1, 30)):
            at = rng.randrange(len(raw) + 1)
            roll = rng.random()
            if roll < 0.4:
                raw[at:at] = bytes([rng.randrange(256)])
            elif roll < 0.7:
                del raw[at:at + rng.randint(1, 40)]
            else:
                raw[at:at] = rng.choice(SPLINTERS)
        try:
            page = read_page(bytes(raw), origin="spoilt.html", url=rng.choice(["", "https://x.example/a", "not a url"]))
        except ImportFileError as exc:
            assert str(exc).startswith("spoilt.html: ") and "\n" not in str(exc)
            outcomes["refused"] += 1
        else:
            assert page.body.strip() and "\x00" not in page.body
            assert page.published is None or page.published.utcoffset() is not None
            outcomes["read"] += 1
    assert outcomes["read"] > 50 and outcomes["refused"] > 5, outcomes
