"""Odd but good input imports whole; odd operators' input is refused before any write."""

from __future__ import annotations

import codecs
import json
import pathlib
from io import StringIO

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from sources.models import Article, Source
from tests.hardening.helpers import GOOD_OUTLET, entry, run_import, write_good_file

pytestmark = pytest.mark.django_db

TEXT = "Six held after derby\nPolice arrested six fans at Ibrox on Sunday after Rangers beat Celtic 2-1.\n"


@pytest.mark.parametrize(
    ("codec", "mark"),
    [("utf-8", codecs.BOM_UTF8), ("utf-16-le", codecs.BOM_UTF16_LE), ("utf-16-be", codecs.BOM_UTF16_BE),
     ("utf-32-le", codecs.BOM_UTF32_LE), ("utf-32-be", codecs.BOM_UTF32_BE)],
)
def test_text_with_a_byte_order_mark_is_decoded(tmp_path, codec, mark):
    path = tmp_path / "report.txt"
    path.write_bytes(mark + TEXT.encode(codec))
    code, _, err = run_import(path, source="Evening Chronicle")
    assert code == 0, err
    article = Article.objects.get()
    assert article.body == TEXT and article.headline == "Six held after derby"


def test_a_json_file_in_utf16_is_decoded(tmp_path):
    path = tmp_path / "bulk.json"
    path.write_bytes(codecs.BOM_UTF16_LE + json.dumps([entry(outlet="Wire")], ensure_ascii=False).encode("utf-16-le"))
    code, _, err = run_import(path)
    assert code == 0, err
    assert Article.objects.get().source.name == "Wire"


def test_line_separators_inside_a_jsonl_string_stay_in_the_body(tmp_path):
    body = "Trouble at the derby\nPolice made three arrests\u2028at Goodison Park.\x0bEnd\x1c."
    path = tmp_path / "bulk.jsonl"
    path.write_text(json.dumps(entry(body=body), ensure_ascii=False) + "\n", encoding="utf-8")
    code, _, err = run_import(path)
    assert code == 0, err
    assert Article.objects.get().body == body


def test_right_to_left_text_and_controls_in_a_body_are_kept(tmp_path):
    body = "شغب بعد المباراة\nPolice made two arrests. \u202e\u0007 مرحبا <script>alert(1)</script>"
    path = tmp_path / "bulk.json"
    path.write_text(json.dumps([entry(outlet="قناة الرياضة", headline="", body=body)]), encoding="utf-8")
    code, _, err = run_import(path)
    assert code == 0, err
    article = Article.objects.get()
    assert article.body == body and article.headline == "شغب بعد المباراة"


def test_controls_in_a_first_line_headline_become_spaces(tmp_path):
    path = tmp_path / "report.txt"
    path.write_text("Six\x1b[31m held\u202e after derby\nPolice arrested six fans.", encoding="utf-8")
    code, _, err = run_import(path, source="Evening Chronicle")
    assert code == 0, err
    assert Article.objects.get().headline == "Six [31m held  after derby"


def test_an_unreadable_folder_is_reported_and_skipped(tmp_path, monkeypatch):
    locked = tmp_path / "locked"
    locked.mkdir()
    good = tmp_path / "good"
    good.mkdir()
    write_good_file(good / "good.jsonl")
    real_iterdir = pathlib.Path.iterdir

    def iterdir(self):
        if self == locked:  # as the OS answers for a folder we may not list (tests run as root)
            raise PermissionError(13, "Permission denied")
        return real_iterdir(self)

    monkeypatch.setattr(pathlib.Path, "iterdir", iterdir)
    code, out, err = run_import(locked, good)
    assert code == 1
    assert err.strip() == f"error: {locked}: folder cannot be read (Permission denied)"
    assert list(Source.objects.values_list("name", flat=True)) == [GOOD_OUTLET]


def test_a_symlinked_folder_loop_is_not_followed(tmp_path):
    folder = tmp_path / "batch"
    folder.mkdir()
    write_good_file(folder / "good.jsonl")
    (folder / "again").symlink_to(folder)  # a folder inside itself
    (folder / "a.txt").symlink_to(folder / "b.txt")
    (folder / "b.txt").symlink_to(folder / "a.txt")
    code, _, err = run_import(folder, source="Evening Chronicle")
    assert code == 1
    assert sorted(line.rsplit("/", 1)[1] for line in err.splitlines()) == [
        "a.txt: symbolic link loop", "b.txt: symbolic link loop",
    ]
    assert Article.objects.count() == 1


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"published": "9999-12-31"}, "--published: 9999-12-31 is outside the accepted dates"),
        ({"published": "1700-01-01"}, "--published: 1700-01-01 is outside the accepted dates"),
        ({"source": "Evening\x1bChronicle"}, "--source: field 'outlet' contains a control character (U+001B)"),
        ({"source": "E" * 201}, "--source: field 'outlet' is too long"),
    ],
)
def test_bad_options_are_refused_before_anything_is_read(tmp_path, options, message):
    path = tmp_path / "report.txt"
    path.write_text(TEXT)
    with pytest.raises(CommandError) as raised:
        call_command("import_articles", str(path), no_progress=True, stdout=StringIO(), **options)
    assert raised.value.returncode == 1
    assert message in str(raised.value)
    assert Article.objects.count() == 0


def test_several_bad_files_each_get_a_line_and_the_rest_import(tmp_path):
    folder = tmp_path / "batch"
    folder.mkdir()
    write_good_file(folder / "good.jsonl")
    (folder / "a.json").write_text("[")
    (folder / "b.json").write_text(json.dumps([entry(published="9999-12-31T23:30:00-05:00")]))
    (folder / "c.jsonl").write_text(json.dumps(entry(url="https://x.example/" + "u" * 5000)))
    code, out, err = run_import(folder)
    assert code == 1
    assert [line.split(": ", 2)[1].rsplit("/", 1)[1] for line in err.splitlines()] == ["a.json", "b.json", "c.jsonl"], err
    assert "failures   3" in out and Article.objects.count() == 1


def test_the_same_9999_date_through_the_admin_path_never_reaches_the_database(tmp_path):
    """The date that once took the PostgreSQL dashboard down: refused, and the pages stay up."""
    path = tmp_path / "bulk.json"
    path.write_text(json.dumps([entry(published="9999-12-31T23:30:00-05:00")]))
    code, _, err = run_import(path)
    assert code == 1 and "outside the accepted dates" in err
    from django.test import Client

    assert Client().get("/").status_code == 200
