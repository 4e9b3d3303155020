"""A corpus of hostile files for import_articles, each beside one good file.

Every case: exit status 1, one error line naming the file and the reason, nothing of
the hostile file written, and the good file of the same run imported.
"""

from __future__ import annotations

import datetime as dt
import json
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from incidents.models import Claim, Incident
from sources.models import Article, Source
from tests.hardening.helpers import GOOD_OUTLET, HOSTILE_OUTLET, entry, run_import, write_good_file

pytestmark = pytest.mark.django_db

Files = Callable[[Path], None]


@dataclass(frozen=True)
class Case:
    id: str
    make: Files
    origin: str  # the file the error line names
    reason: str


def raw(name: str, content: bytes) -> Files:
    return lambda folder: (folder / name).write_bytes(content)


def bulk(name: str, *entries, text: str | None = None) -> Files:
    def make(folder: Path) -> None:
        (folder / name).write_text(text if text is not None else json.dumps(list(entries)), encoding="utf-8")
    return make


def field(name: str, value, **more) -> Files:
    """A JSON file of one otherwise good article with one hostile field."""
    return bulk(f"{name}.json", entry(**{name.split("-")[0]: value}, **more))


def manifest(*entries, files: dict[str, bytes] | None = None) -> Files:
    def make(folder: Path) -> None:
        (folder / "manifest.json").write_text(json.dumps({"articles": list(entries)}))
        for name, content in (files or {}).items():
            (folder / name).write_bytes(content)
    return make


def listed(file: str, **fields) -> dict:
    return {"file": file, "outlet": HOSTILE_OUTLET, "headline": "Trouble", "published": "2019-03-10", **fields}


def symlink(name: str, target: str) -> Files:
    return lambda folder: os.symlink(target, folder / name)


def fifo(folder: Path) -> None:
    os.mkfifo(folder / "pipe.txt")


def sparse(folder: Path) -> None:
    with (folder / "sparse.txt").open("wb") as handle:
        handle.truncate(5_000_000)


def deep(levels: int) -> str:
    return "[" * levels + "]" * levels


TOO_LATE = (dt.datetime.now(dt.timezone.utc) + dt.timedelta(days=3)).date().isoformat()
BODY = "Trouble at the derby\nPolice made three arrests after Everton beat Liverpool 1-0 at Goodison Park."

CASES = [
    # -- text files (read with --source) ------------------------------------------
    Case("empty", raw("empty.txt", b""), "empty.txt", "file is empty"),
    Case("blank", raw("blank.txt", b"  \n\t\r\n"), "blank.txt", "file is empty"),
    Case("png", raw("image.txt", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"), "image.txt", "binary file"),
    Case("latin-1", raw("latin1.txt", "Olé! Arsenal fans threw coins.".encode("latin-1")), "latin1.txt", "not valid UTF-8"),
    Case("overlong-utf8", raw("overlong.txt", b"Head\n\xc0\xaf body"), "overlong.txt", "not valid UTF-8"),
    Case("cut-utf8", raw("cut.txt", b"Head\nBody \xe2\x82"), "cut.txt", "not valid UTF-8 (byte 0xe2"),
    Case("utf16-without-bom", raw("nobom.txt", BODY.encode("utf-16-le")), "nobom.txt", "binary file"),
    Case("utf16-bad", raw("bad16.txt", b"\xff\xfe" + "Head\n".encode("utf-16-le") + b"\x00\xd8A\x00"), "bad16.txt", "not valid UTF-16"),
    Case("utf32-bad", raw("bad32.txt", b"\xff\xfe\x00\x00" + b"\x00\x00\x11\x00"), "bad32.txt", "not valid UTF-32"),
    Case("nul-in-text", raw("nul.txt", b"Head\nPolice made two arrests.\x00 More."), "nul.txt", "binary file"),
    Case("body-too-long", raw("long.txt", b"Head\n" + b"a" * 1_000_000), "long.txt", "too large (1,000,005 characters"),
    Case("file-too-large", sparse, "sparse.txt", "too large (5,000,000 bytes"),
    Case("fifo", fifo, "pipe.txt", "not a regular file"),
    Case("symlink-loop", symlink("loop.txt", "loop.txt"), "loop.txt", "symbolic link loop"),
    Case("symlink-broken", symlink("gone.txt", "nowhere.txt"), "gone.txt", "broken symbolic link"),
    Case("symlink-out-of-folder", symlink("hosts.txt", "/etc/hosts"), "hosts.txt", "leads outside the folder"),
    Case("blank-headline", raw("noheadline.txt", b"   \nPolice made two arrests."), "noheadline.txt", "headline) is blank"),
    # -- JSON files ---------------------------------------------------------------
    Case("malformed-json", bulk("bad.json", text='[{"outlet": "X", "body": '), "bad.json", "malformed JSON at line 1"),
    Case("nested-10000", bulk("deep.json", text=deep(10_000)), "deep.json", "JSON nested deeper than 10 levels at line 1 column 11"),
    Case("nested-in-article", field("meta", json.loads(deep(8))), "meta.json", "articles[0]: nested deeper than 8 levels"),
    Case("not-a-list", bulk("object.json", text='{"outlets": []}'), "object.json", "expected a list of articles"),
    Case("a-string", bulk("string.json", text='"just text"'), "string.json", "expected a list of articles"),
    Case("no-articles", bulk("none.json", text="[]"), "none.json", "holds no articles"),
    Case("huge-integer", bulk("bigint.json", text='[{"outlet": "X", "n": ' + "9" * 5000 + "}]"), "bigint.json", "malformed JSON: Exceeds the limit"),
    Case("wrong-type", field("outlet", ["A", "list"]), "outlet.json", "field 'outlet' must be a string, not list"),
    Case("not-an-object", bulk("items.json", 42), "items.json", "articles[0]: expected an object, not int"),
    Case("lone-surrogate", bulk("surrogate.json", text='[{"outlet": "X", "body": "Head\\nBody \\ud800 here"}]'), "surrogate.json", "unpaired surrogate (U+D800)"),
    Case("nul-in-body", field("body", "Head\nPolice made two arrests.\x00"), "body.json", "field 'body' contains NUL characters"),
    Case("nul-in-outlet", field("outlet", "Hostile\x00Outlet"), "outlet.json", "field 'outlet' contains NUL characters"),
    Case("escape-in-outlet", field("outlet", "Hostile \x1b[31mOutlet"), "outlet.json", "control character (U+001B)"),
    Case("bidi-override-outlet", field("outlet", "\u202eteltuO elitsoH"), "outlet.json", "control character (U+202E)"),
    Case("url-5000", field("url", "https://example.org/" + "a" * 4980), "url.json", "field 'url' is too long (5,000 characters; the limit is 1,000)"),
    Case("url-javascript", field("url", "javascript:alert(1)"), "url.json", "must start with http"),
    Case("url-broken-ipv6", field("url", "http://[::1/report"), "url.json", "field 'url' is not a web address"),
    Case("url-with-space", field("url", "https://example.org/a report"), "url.json", "field 'url' is not a web address"),
    Case("outlet-201", field("outlet", "O" * 201), "outlet.json", "field 'outlet' is too long (201 characters; the limit is 200)"),
    Case("headline-501", field("headline", "H" * 501), "headline.json", "field 'headline' is too long"),
    Case("byline-301", field("byline", "B" * 301), "byline.json", "field 'byline' is too long"),
    Case("body-1000001", field("body", "Head\n" + "b" * 999_996), "body.json", "field 'body' is too long (1,000,001"),
    Case("domain-url", field("outlet_domain", "https://bbc.co.uk/"), "outlet_domain.json", "must be a bare domain"),
    Case("country-name", field("outlet_country", "England"), "outlet_country.json", "'outlet_country' is too long (7 characters; the limit is 2)"),
    Case("country-digits", field("outlet_country", "E1"), "outlet_country.json", "two-letter code such as GB"),
    Case("flag-as-text", field("published_approximate", "yes"), "published_approximate.json", "must be true or false, not str"),
    Case("blank-body", field("body", "   \n  "), "body.json", "field 'body' must not be empty"),
    Case("oversized-article", bulk("junk.json", entry(junk="x" * 1_100_001)), "junk.json", "articles[0]: too large"),
    # -- dates ----------------------------------------------------------------------
    Case("far-future", field("published", "9999-12-31T23:30:00-05:00"), "published.json", "outside the accepted dates (1863-01-01 to"),
    Case("year-one", field("published", "0001-01-01T00:00:00+05:00"), "published.json", "outside the accepted dates"),
    Case("before-1863", field("published", "1862-12-31"), "published.json", "outside the accepted dates"),
    Case("days-ahead", field("published", TOO_LATE), "published.json", "outside the accepted dates"),
    Case("no-such-day", field("published", "2016-02-30"), "published.json", "expected an ISO date"),
    Case("date-as-number", field("published", 20161027), "published.json", "must be a date string, not int"),
    # -- JSON Lines -----------------------------------------------------------------
    Case("jsonl-bad-line", bulk("bad.jsonl", text=json.dumps(entry()) + "\n{\"outlet\": \n"), "bad.jsonl", "line 2: malformed JSON"),
    Case("jsonl-nested", bulk("deep.jsonl", text=deep(10_000)), "deep.jsonl", "line 1: JSON nested deeper than 8 levels"),
    Case("jsonl-long-line", bulk("long.jsonl", text=json.dumps(entry(body="Head\n" + "c" * 1_100_000))), "long.jsonl", "line 1: too large"),
    # -- manifests ------------------------------------------------------------------
    Case("traversal", manifest(listed("../../../../etc/passwd")), "manifest.json", "('..' is refused)"),
    Case("absolute-path", manifest(listed("/etc/passwd")), "manifest.json", "not an absolute path"),
    Case("windows-path", manifest(listed("C:\\Windows\\win.ini")), "manifest.json", "not an absolute path"),
    Case("nul-in-file-name", manifest(listed("report\x00.txt")), "manifest.json", "field 'file' contains a NUL character"),
    Case("symlink-out", lambda f: (manifest(listed("hosts.txt"))(f), os.symlink("/etc/hosts", f / "hosts.txt")), "manifest.json", "leads outside the manifest's folder"),
    Case("listed-missing", manifest(listed("gone.txt")), "gone.txt", "no such file"),
    Case("file-not-a-string", manifest(listed(["a.txt"])), "manifest.json", "field 'file' must name the text file"),
    Case("manifest-field", manifest(listed("a.txt", url="ftp://example.org/a"), files={"a.txt": BODY.encode()}), "a.txt", "manifest.json articles[0]: field 'url' must start with http"),
]


def test_the_corpus_is_large_enough():
    assert len(CASES) >= 40
    assert len({case.id for case in CASES}) == len(CASES)


@pytest.mark.parametrize("case", CASES, ids=[case.id for case in CASES])
def test_hostile_file_fails_alone(tmp_path, case):
    folder = tmp_path / "batch"
    folder.mkdir()
    write_good_file(folder / "good.jsonl")
    case.make(folder)

    code, out, err = run_import(folder, source=HOSTILE_OUTLET)

    assert code == 1
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1, err
    origin, _, reason = lines[0].removeprefix("error: ").partition(": ")
    assert Path(origin).name == case.origin, lines[0]
    assert case.reason in reason, lines[0]
    assert "Traceback" not in err and "failures   1" in out
    # Nothing of the hostile file; the good file of the same run in full.
    assert list(Source.objects.values_list("name", flat=True)) == [GOOD_OUTLET]
    assert Article.objects.count() == 1 and Incident.objects.count() == 1
    assert Claim.objects.exclude(article__source__name=GOOD_OUTLET).count() == 0
