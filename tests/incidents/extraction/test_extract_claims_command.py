import json
from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from incidents.management.commands import extract_claims


def run(*args):
    out, err = StringIO(), StringIO()
    error = None
    try:
        call_command("extract_claims", *args, stdout=out, stderr=err)
    except CommandError as exc:
        error = exc
    return out.getvalue(), err.getvalue(), error


def test_jsonl_prints_every_claim_with_its_file(seeds_dir):
    path = str(seeds_dir / "bbc-news.txt")
    out, err, error = run(path)
    assert error is None and err == ""
    rows = [json.loads(line) for line in out.splitlines()]
    assert rows
    for key in ("file", "kind", "value", "low", "high", "scope", "speaker", "text", "sentence", "start", "end"):
        assert key in rows[0]
    assert {r["file"] for r in rows} == {path}
    assert {"kind": "dispersal", "value": "30"}.items() <= next(r for r in rows if r["kind"] == "dispersal").items()


def test_table_format_is_aligned_text(seeds_dir):
    out, _, error = run(str(seeds_dir / "sky-sports.txt"), "--format", "table")
    assert error is None
    lines = out.splitlines()
    assert lines[0].startswith("== ") and lines[1].split()[:3] == ["kind", "value", "scope"]
    assert any(line.startswith("arrests") for line in lines)


def test_bad_files_are_reported_and_the_others_still_go(tmp_path, seeds_dir):
    empty = tmp_path / "empty.txt"
    empty.write_text("")
    binary = tmp_path / "image.bin"
    binary.write_bytes(b"\x89PNG\x00\x00\x01")
    latin1 = tmp_path / "latin1.txt"
    latin1.write_bytes("Caf\xe9 fans were arrested".encode("latin-1"))
    missing = tmp_path / "missing.txt"
    good = str(seeds_dir / "the-sun.txt")
    out, err, error = run(str(missing), str(empty), good, str(binary), str(latin1))
    assert error is not None
    assert err.splitlines() == [
        f"{missing}: {extract_claims.MISSING}",
        f"{empty}: {extract_claims.EMPTY}",
        f"{binary}: {extract_claims.BINARY}",
        f"{latin1}: {extract_claims.NOT_UTF8}",
    ]
    assert {json.loads(line)["file"] for line in out.splitlines()} == {good}


def test_unknown_format_is_refused(seeds_dir):
    with pytest.raises(CommandError):
        call_command("extract_claims", str(seeds_dir / "bbc-news.txt"), "--format", "xml")
