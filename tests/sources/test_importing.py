"""Reading report files: formats and one-line errors. No database."""

import json

import pytest

from sources.importing import Defaults, ImportFileError, read_batches


def batches(*paths, **defaults):
    return list(read_batches([str(p) for p in paths], Defaults(**defaults)))


def test_folder_with_manifest_gives_one_batch_per_listed_file(seeds_dir):
    found = batches(seeds_dir)
    assert [b.error for b in found] == ["", "", ""]
    outlets = sorted(b.articles[0].outlet for b in found)
    assert outlets == ["BBC Sport", "Sky Sports", "The Sun"]
    bbc = next(b.articles[0] for b in found if b.articles[0].outlet == "BBC Sport")
    assert bbc.url == "https://www.bbc.co.uk/sport/football/37783810"
    assert bbc.published_approximate is True
    assert bbc.published.date().isoformat() == "2016-10-26"
    # The standfirst is the body's first line, and the body is kept whole.
    assert bbc.body.startswith(bbc.standfirst)
    assert bbc.outlet_kind == "public broadcaster"


def test_single_text_file_finds_its_manifest_entry(seeds_dir):
    (batch,) = batches(seeds_dir / "sky-sports.txt")
    assert batch.error == ""
    assert batch.articles[0].outlet == "Sky Sports"
    assert batch.articles[0].standfirst == ""


def test_text_without_manifest_needs_a_source(tmp_path):
    path = tmp_path / "report.txt"
    path.write_text("Six held after derby\nPolice arrested six fans.", encoding="utf-8")
    (batch,) = batches(path)
    assert "--source" in batch.error and not batch.articles
    (batch,) = batches(path, source="Evening Chronicle")
    assert batch.error == ""
    assert batch.articles[0].headline == "Six held after derby"
    assert batch.articles[0].outlet == "Evening Chronicle"


def test_json_and_jsonl_bulk_files(tmp_path):
    article = {"outlet": "Wire", "headline": "H", "body": "Body text.", "published": "2019-03-02"}
    (tmp_path / "a.json").write_text(json.dumps([article, dict(article, headline="H2")]))
    (tmp_path / "b.jsonl").write_text(json.dumps(article) + "\n\n" + json.dumps(article) + "\n")
    found = {b.origin.rsplit("/", 1)[1]: b for b in batches(tmp_path)}
    assert len(found["a.json"].articles) == 2
    assert len(found["b.jsonl"]) == 2 and len(list(found["b.jsonl"].records())) == 2
    assert found["a.json"].articles[1].headline == "H2"


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b"", "file is empty"),
        (b"   \n\n", "file is empty"),
        (b"\x89PNG\r\n\x1a\n\x00\x00\x00", "binary file"),
        ("Café".encode("latin-1"), "not valid UTF-8"),
    ],
)
def test_unreadable_text_files_say_why(tmp_path, content, reason):
    path = tmp_path / "bad.txt"
    path.write_bytes(content)
    (batch,) = batches(path, source="Outlet")
    assert reason in batch.error
    assert batch.articles == []


def test_missing_file(tmp_path):
    (batch,) = batches(tmp_path / "nowhere.txt", source="Outlet")
    assert batch.error == "no such file"


@pytest.mark.parametrize(
    ("entry", "reason"),
    [
        ({"headline": "H", "body": "B"}, "field 'outlet' is required"),
        ({"outlet": 7, "headline": "H", "body": "B"}, "field 'outlet' must be a string, not int"),
        ({"outlet": "O", "headline": "H", "body": ["B"]}, "field 'body' must be a string, not list"),
        ({"outlet": "O", "headline": "H", "body": "B", "published": 2016}, "field 'published' must be a date string"),
        ({"outlet": "O", "headline": "H", "body": "B", "published": "last week"}, "expected an ISO date"),
        ({"outlet": "O", "headline": "H", "body": "B", "published_approximate": "yes"}, "must be true or false"),
        ({"outlet": "O", "headline": "H", "body": "B", "url": "javascript:alert(1)"}, "must start with http"),
        ({"outlet": "O", "headline": "H", "body": ""}, "field 'body' must not be empty"),
        ("just a string", "expected an object, not str"),
    ],
)
def test_wrong_field_types_name_the_field(tmp_path, entry, reason):
    path = tmp_path / "bulk.json"
    good = {"outlet": "O", "headline": "Fine", "body": "Fine body."}
    path.write_text(json.dumps([good, entry]))
    (batch,) = batches(path)
    assert reason in batch.error
    assert "articles[1]" in batch.error
    assert batch.articles == [], "a bad entry fails the whole file"


def test_malformed_json_says_where(tmp_path):
    path = tmp_path / "bulk.json"
    path.write_text('[{"outlet": "O",')
    (batch,) = batches(path)
    assert batch.error.startswith("malformed JSON at line 1")


def test_malformed_manifest_fails_its_files_with_one_line(tmp_path):
    (tmp_path / "manifest.json").write_text("{not json")
    (tmp_path / "a.txt").write_text("Headline\nBody.")
    found = batches(tmp_path, source="Fallback")
    manifest_errors = [b for b in found if b.origin.endswith("manifest.json")]
    assert len(manifest_errors) == 1
    assert "malformed JSON" in manifest_errors[0].error
    assert "\n" not in manifest_errors[0].error


def test_manifest_entry_with_missing_text_file(tmp_path):
    manifest = {"articles": [{"file": "gone.txt", "outlet": "O", "headline": "H"}]}
    (tmp_path / "manifest.json").write_text(json.dumps(manifest))
    (batch,) = batches(tmp_path)
    assert batch.origin.endswith("gone.txt")
    assert batch.error == "no such file"


def test_a_manifest_named_directly_imports_what_it_lists(seeds_dir):
    found = batches(seeds_dir / "manifest.json")
    assert len(found) == 3 and all(b.error == "" for b in found)


def test_jsonl_names_the_bad_line(tmp_path):
    path = tmp_path / "bulk.jsonl"
    path.write_text('{"outlet": "O", "headline": "H", "body": "B"}\n{"outlet": \n')
    (batch,) = batches(path)
    assert batch.error.startswith("line 2: malformed JSON")
    assert batch.articles == []


def jsonl(path, *entries):
    path.write_text("".join(json.dumps(e, ensure_ascii=False) + "\n" for e in entries), encoding="utf-8")
    return path


def article(n: int, **more) -> dict:
    return {"outlet": "Wire", "headline": f"H{n}", "body": f"Body {n}.", **more}


def test_a_jsonl_file_is_checked_whole_then_read_one_article_at_a_time(tmp_path):
    path = jsonl(tmp_path / "bulk.jsonl", article(1), article(2), article(3))
    (batch,) = batches(path)
    assert batch.error == "" and len(batch) == 3
    assert batch.articles == [], "nothing held between the check and the import"
    records = batch.records()
    assert next(records).headline == "H1"
    # Read on as it is imported: a line spoilt since the check is met there, and named.
    with path.open("a", encoding="utf-8") as handle:
        handle.write('{"outlet": \n')
    with pytest.raises(ImportFileError, match="^line 4: malformed JSON"):
        list(records)


def test_a_jsonl_file_has_no_file_size_limit_only_per_article_ones(tmp_path, monkeypatch):
    monkeypatch.setattr("sources.importing.MAX_BULK_FILE_BYTES", 2_000)
    entries = [article(n, notes="x" * 500) for n in range(10)]
    (streamed,) = batches(jsonl(tmp_path / "bulk.jsonl", *entries))
    assert streamed.error == "" and len(streamed) == 10
    (tmp_path / "bulk.json").write_text(json.dumps(entries))
    (whole,) = batches(tmp_path / "bulk.json")
    assert whole.error.startswith("too large (") and "the limit is 2,000" in whole.error


def test_jsonl_errors_name_the_line_and_the_offset_in_the_file(tmp_path):
    good = json.dumps(article(1)) + "\n"
    (tmp_path / "bad.jsonl").write_bytes(good.encode() + b'{"outlet": "Caf\xe9"}\n')
    long = json.dumps(article(2, notes="é" * 1_100_000), ensure_ascii=False)
    (tmp_path / "long.jsonl").write_text(good + long + "\r\n", encoding="utf-8")
    found = {b.origin.rsplit("/", 1)[1]: b for b in batches(tmp_path)}
    assert found["bad.jsonl"].error == f"not valid UTF-8 (byte 0xe9 at offset {len(good) + 15})"
    assert found["long.jsonl"].error == (
        f"line 2: too large ({len(long):,} characters; an article may have 1,100,000)"
    )
