"""Importing in chunks through the command: a bad file among good ones in one chunk,
a chunk's lookups made once whatever its size, and per-article size limits."""

import json

import pytest

from incidents.models import Claim, Incident
from sources import importing
from sources.limits import MAX_BODY_CHARS, MAX_ENTRY_CHARS
from sources.models import Article, Source
from tests.incidents.test_import_articles import (
    report,
    run_import,
    spoil_bulk_files_after_their_check,
)

pytestmark = pytest.mark.django_db

LEEDS_MILLWALL = (
    "Police arrested {n} people after Leeds United beat Millwall 2-1 at Elland Road on Saturday. "
    "Fans threw bottles and seats in the Championship match. Report {n}."
)
# Queries for a chunk of new reports of a known outlet and match, however many: the
# outlets, the articles by text and by URL, the incidents and their reports (two),
# then one insert each of articles, their first versions, coverage rows, their history
# rows and claims, inside the file's savepoint. (Django gives SQLite at most 999 values
# a statement, about 45 history rows of an article, so the sizes tested stay below that.)
CHUNK_QUERIES = 13
# Re-importing a chunk: the outlets, the articles by text and URL, their coverage and
# their claim counts, and one update of their versions' last_seen, inside the savepoint.
UNCHANGED_CHUNK_QUERIES = 8


def reports(count, *, outlet="Northern Post", start=0):
    return [
        report(outlet, LEEDS_MILLWALL.format(n=n + 2), "2018-09-23", url=f"https://post.example/{n}")
        for n in range(start, start + count)
    ]


def write_jsonl(path, lines):
    path.write_text("\n".join(json.dumps(line) for line in lines))
    return path


def test_a_file_that_fails_while_stored_in_the_middle_of_a_chunk_fails_alone(tmp_path, monkeypatch):
    first = write_jsonl(tmp_path / "first.jsonl", reports(2, outlet="First Post"))
    spoilt = write_jsonl(tmp_path / "spoilt.jsonl", reports(3, outlet="Spoilt Post", start=10))
    unreadable = tmp_path / "types.json"
    unreadable.write_text(json.dumps([{"outlet": ["X"], "headline": "H", "body": "B"}]))
    last = write_jsonl(tmp_path / "last.jsonl", reports(2, outlet="Last Post", start=20))
    checked = importing._bulk_batch

    def spoilt_after_the_check(file):
        batch = checked(file)
        if file.name == "spoilt.jsonl":
            with file.open("a") as handle:
                handle.write('\n{"outlet": ')
        return batch

    monkeypatch.setattr(importing, "_bulk_batch", spoilt_after_the_check)
    code, out, err = run_import(first, spoilt, unreadable, last)
    assert code == 1
    assert err.splitlines() == [
        f"error: {spoilt}: line 4: malformed JSON at line 1 column 12: Expecting value",
        f"error: {unreadable}: articles[0]: field 'outlet' must be a string, not list",
    ]
    assert sorted(Source.objects.values_list("name", flat=True)) == ["First Post", "Last Post"]
    assert Article.objects.count() == 4
    assert Incident.objects.count() == 1 and Incident.objects.get().coverage.count() == 4
    assert "articles   4 created" in out and "failures   2" in out
    assert f"{first}: imported (1 sources created, 2 articles created" in out
    assert f"{last}: imported (1 sources created, 2 articles created" in out


@pytest.mark.parametrize("size", [5, 40])
def test_a_chunk_of_new_reports_takes_the_same_queries_whatever_its_size(tmp_path, size,
                                                                         django_assert_max_num_queries):
    run_import(write_jsonl(tmp_path / "known.jsonl", reports(1, start=1000)))
    path = write_jsonl(tmp_path / "bulk.jsonl", reports(size))
    with django_assert_max_num_queries(CHUNK_QUERIES):
        code, out, err = run_import(path)
    assert code == 0, err
    assert f"articles   {size} created" in out
    assert Incident.objects.get().coverage.count() == size + 1
    with django_assert_max_num_queries(UNCHANGED_CHUNK_QUERIES):
        code, out, err = run_import(path)
    assert code == 0, err
    assert f"articles   0 created, 0 updated, {size} unchanged" in out


def test_the_chunks_of_a_file_are_one_import_with_the_same_rows_as_one_chunk(tmp_path, monkeypatch):
    """A file larger than a chunk: the same articles, incidents and claims as a file
    read as one chunk."""
    from incidents import batch_import

    lines = reports(7) + [report("Other Wire", "Celtic fans threw flares at Ibrox on Sunday. Nine arrests.",
                                 "2020-01-02")] + reports(5, outlet="Late Post", start=50)
    path = write_jsonl(tmp_path / "bulk.jsonl", lines)

    def stored():
        return (
            list(Article.objects.order_by("pk").values_list("source__name", "url", "coverage__incident__slug")),
            list(Incident.objects.order_by("pk").values_list("slug", "date", "competition", "home_club")),
            list(Claim.objects.order_by("pk").values_list("article__url", "kind", "start", "end", "value")),
        )

    run_import(path)
    whole = stored()
    Article.objects.all().delete()
    Incident.objects.all().delete()
    Source.objects.all().delete()
    monkeypatch.setattr(batch_import, "CHUNK_ARTICLES", 3)
    code, _, err = run_import(path)
    assert code == 0, err
    assert stored() == whole


def test_a_file_of_several_chunks_is_still_all_or_nothing(tmp_path, monkeypatch):
    from incidents import batch_import

    monkeypatch.setattr(batch_import, "CHUNK_ARTICLES", 3)
    path = write_jsonl(tmp_path / "bulk.jsonl", reports(7))
    spoil_bulk_files_after_their_check(monkeypatch)
    code, _, err = run_import(path)
    assert code == 1
    assert err.strip() == f"error: {path}: line 8: malformed JSON at line 1 column 12: Expecting value"
    assert Article.objects.count() == 0 and Source.objects.count() == 0 and Incident.objects.count() == 0


def test_an_article_over_its_limit_fails_its_file_not_the_files_beside_it(tmp_path):
    lines = reports(3)
    lines[1]["notes"] = "x" * MAX_ENTRY_CHARS
    big = write_jsonl(tmp_path / "big.jsonl", lines)
    good = write_jsonl(tmp_path / "good.jsonl", reports(2, outlet="Good Post", start=10))
    code, out, err = run_import(big, good)
    assert code == 1
    assert err.splitlines() == [
        f"error: {big}: line 2: too large ({len(json.dumps(lines[1])):,} characters; "
        f"an article may have {MAX_ENTRY_CHARS:,})"
    ]
    assert list(Source.objects.values_list("name", flat=True)) == ["Good Post"]
    assert Article.objects.count() == 2


def test_a_body_over_its_limit_fails_its_file_though_the_article_fits(tmp_path):
    lines = reports(2)
    lines[0]["body"] = "Trouble at Elland Road\n" + "a" * MAX_BODY_CHARS
    path = write_jsonl(tmp_path / "long.jsonl", lines)
    code, _, err = run_import(path)
    assert code == 1
    assert err.strip() == (
        f"error: {path}: line 1: field 'body' is too long "
        f"({len(lines[0]['body']):,} characters; the limit is {MAX_BODY_CHARS:,})"
    )
    assert Article.objects.count() == 0


def test_a_file_of_many_articles_has_no_size_limit_of_its_own(tmp_path):
    """Each article is bounded, the file is not: one over a body's limit in total imports."""
    filler = "Stewards and police separated the fans. " * 2_000
    lines = [dict(line, body=line["body"] + "\n" + filler) for line in reports(14)]
    path = write_jsonl(tmp_path / "bulk.jsonl", lines)
    assert path.stat().st_size > MAX_BODY_CHARS
    code, out, err = run_import(path)
    assert code == 0, err
    assert Article.objects.count() == 14
