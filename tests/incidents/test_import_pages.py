"""Importing saved web pages and links through import_articles."""

import json
import shutil
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from incidents.management.commands.import_articles import MSG_NOTHING
from incidents.models import Claim, Incident
from sources.importing import read_batches
from sources.models import Article, Source
from sources.reading import ImportFileError
from tests.incidents.test_import_articles import run_import

pytestmark = pytest.mark.django_db

PAGES = Path(__file__).resolve().parents[2] / "fixtures" / "pages"
READABLE = ["amp.html", "broadcaster.html", "broadsheet.html", "gazette-windows-1252.html", "liveblog.html",
            "tabloid.html"]


def copy_pages(target: Path, names=None) -> Path:
    target.mkdir()
    for path in PAGES.glob("*.html"):
        if names is None or path.name in names:
            shutil.copy(path, target / path.name)
    return target


def errors(err: str) -> list[str]:
    return [line for line in err.splitlines() if line.strip()]


def test_a_folder_of_pages_imports_as_one_incident_with_claims_pointing_into_the_bodies(tmp_path):
    folder = copy_pages(tmp_path / "pages")
    code, out, err = run_import(folder)
    # The paywalled stub fails alone; the other six pages import.
    assert code != 0
    assert errors(err) == [f"error: {folder / 'paywalled.html'}: paywalled: only a teaser of 57 words"]
    assert "failures   1" in out
    assert Article.objects.count() == 6
    assert sorted(Source.objects.values_list("name", "domain")) == [
        ("Capital Football Live", "live.capitalfootball.example"), ("Daily Blast", "dailyblast.example"),
        ("Gwent Gazette", "gwentgazette.example"), ("SWB Sport", "swb.example"),
        ("The Western Courier", "westerncourier.example"), ("Valley Sport", "valleysport.example"),
    ]
    assert not Source.objects.filter(name="The Sentinel").exists(), "nothing of the refused page is written"
    courier = Article.objects.get(source__name="The Western Courier")
    assert courier.url == "https://www.westerncourier.example/sport/football/2026/nov/28/cardiff-swansea-derby-arrests"
    assert courier.byline == "Eleri Pritchard"
    assert courier.published.isoformat() == "2026-11-28T19:05:00+00:00"
    assert courier.body.startswith("Police made nine arrests")
    claims = Claim.objects.select_related("article")
    assert claims.filter(kind="arrests").count() >= 5
    for claim in claims:
        body = claim.article.body
        assert body[claim.start:claim.end] == claim.text
        assert body[claim.sentence_start:claim.sentence_end] == claim.sentence
    assert Incident.objects.filter(articles__source__name="The Western Courier").get().home_club == "Cardiff City"


def test_each_page_record_carries_the_raw_bytes_and_the_update_time(tmp_path):
    folder = copy_pages(tmp_path / "pages", READABLE)
    found = {Path(b.origin).name: b for b in read_batches([folder])}
    assert sorted(found) == READABLE
    for name, batch in found.items():
        assert batch.error == ""
        (record,) = batch.articles
        assert record.page == (PAGES / name).read_bytes()
        assert record.origin == str(folder / name)
    assert found["tabloid.html"].articles[0].updated.isoformat() == "2026-11-28T21:47:00+00:00"
    assert found["gazette-windows-1252.html"].articles[0].updated is None


def test_reimporting_the_pages_changes_nothing(tmp_path):
    folder = copy_pages(tmp_path / "pages", READABLE)
    run_import(folder)
    code, out, err = run_import(folder)
    assert code == 0, err
    assert out.count("unchanged (already imported)") == 6


def test_an_amp_copy_and_the_normal_page_are_one_article(tmp_path):
    folder = tmp_path / "pages"
    folder.mkdir()
    amp = (PAGES / "amp.html").read_bytes()
    (folder / "amp.html").write_bytes(amp)
    (folder / "normal.html").write_bytes(amp.replace("<html ⚡".encode(), b"<html").replace(b"amp-img", b"img"))
    code, _, err = run_import(folder)
    assert code == 0, err
    assert Article.objects.count() == 1
    assert Article.objects.get().url.endswith("/football/cardiff-city/derby-disorder-eight-held-1190342")


def test_a_manifest_entry_overrides_what_the_page_says(tmp_path):
    folder = copy_pages(tmp_path / "pages", ["tabloid.html"])
    (folder / "manifest.json").write_text(json.dumps([
        {"file": "tabloid.html", "outlet": "The Daily Blast (print)", "outlet_kind": "tabloid",
         "outlet_country": "GB", "published": "2026-11-29"},
    ]))
    code, _, err = run_import(folder)
    assert code == 0, err
    article = Article.objects.get()
    assert article.source.name == "The Daily Blast (print)" and article.source.country == "GB"
    assert article.published.date().isoformat() == "2026-11-29"
    # What the entry does not give still comes from the page.
    assert article.headline.startswith("DERBY SHAME") and article.byline == "Dean Rowley, Kelly Marsh"


def test_a_manifest_entry_may_not_give_a_page_its_body(tmp_path):
    folder = copy_pages(tmp_path / "pages", ["tabloid.html"])
    (folder / "manifest.json").write_text(json.dumps([{"file": "tabloid.html", "body": "Other text"}]))
    code, _, err = run_import(folder)
    assert code != 0
    assert errors(err) == [
        f"error: {folder / 'tabloid.html'}: manifest.json articles[0]: field 'body' cannot be given for a web "
        "page (its text is read from the page)"]


@pytest.mark.parametrize(
    ("name", "content", "reason"),
    [
        ("photo.html", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x01\x00", "not an HTML page (binary data)"),
        ("empty.html", b"", "file is empty"),
        ("notes.htm", b"Police made nine arrests after the derby.\n",
         "not an HTML page (no <html>, <head> or <body> tag)"),
        ("index.html", (PAGES / "refused" / "section-index.html").read_bytes(),
         "no article text found (an index or section page?)"),
        ("paywalled.html", (PAGES / "paywalled.html").read_bytes(), "paywalled: only a teaser of 57 words"),
        ("huge.html", b"<html><body><p>" + b"x" * (5 * 1024 * 1024) + b"</p></body></html>",
         "too large (5,242,913 bytes; the limit is 5,242,880)"),
    ],
)
def test_a_bad_page_fails_alone_with_one_line(tmp_path, name, content, reason):
    folder = copy_pages(tmp_path / "pages", ["broadsheet.html"])
    (folder / name).write_bytes(content)
    code, out, err = run_import(folder)
    assert code != 0
    assert errors(err) == [f"error: {folder / name}: {reason}"]
    assert Article.objects.count() == 1, "the good page still imports"
    assert "failures   1" in out


# -- links ---------------------------------------------------------------------------


def serve_fixture(page_server, name: str, path: str, content_type="text/html; charset=utf-8") -> str:
    page_server.add(path, (PAGES / name).read_bytes(), content_type=content_type)
    return page_server.url(path)


def test_links_given_on_the_command_line_are_fetched_and_imported(page_server):
    broadsheet = serve_fixture(page_server, "broadsheet.html", "/sport/derby")
    gazette = serve_fixture(page_server, "gazette-windows-1252.html", "/gazette", content_type="text/html")
    code, out, err = run_import(broadsheet, gazette)
    assert code == 0, err
    assert f"{broadsheet}: imported" in out
    assert Article.objects.count() == 2
    article = Article.objects.get(source__name="Gwent Gazette")
    assert "café" in article.body
    # The page's canonical address, not the one it was fetched from; the link is where it came from.
    assert article.url == "http://www.gwentgazette.example/news/sport/stewards-hurt-derby-damage"
    assert article.imported_from == gazette


def test_a_page_without_a_canonical_link_keeps_the_address_it_was_fetched_from(page_server):
    raw = (PAGES / "broadcaster.html").read_bytes().replace(b'<meta property="og:url"', b'<meta property="x"')
    page_server.add("/story", raw)
    (batch,) = read_batches([page_server.url("/story")])
    assert batch.error == ""
    assert batch.articles[0].url == page_server.url("/story")
    assert batch.articles[0].page == raw


def test_a_links_file_imports_each_link_alone(page_server, settings, tmp_path):
    good = serve_fixture(page_server, "tabloid.html", "/blast")
    missing = page_server.url("/gone")
    page_server.add("/report.pdf", b"%PDF-1.7 ...", content_type="application/pdf")
    links = tmp_path / "links.txt"
    links.write_text(
        "# derby coverage\n"
        f"{good}\n\n"
        f"{missing}\n"
        "http://10.0.0.1/report\n"
        f"  {page_server.url('/report.pdf')}  \n"
        "not a link\n"
    )
    code, out, err = run_import(links=[str(links)])
    assert code != 0
    assert Article.objects.count() == 1 and Article.objects.get().source.name == "Daily Blast"
    lines = errors(err)
    assert lines[0] == f"error: {missing}: HTTP 404 Not Found"
    assert lines[1].startswith("error: http://10.0.0.1/report: refused: 10.0.0.1 is a private address")
    assert lines[2] == f"error: {page_server.url('/report.pdf')}: not an HTML page (the server sent application/pdf)"
    assert lines[3] == f"error: {links}: line 7: not a web address: 'not a link'"
    assert len(lines) == 4
    assert "failures   4" in out


def test_an_unreadable_links_file_fails_with_one_line(tmp_path):
    code, _, err = run_import(links=[str(tmp_path / "missing.txt")])
    assert code != 0
    assert errors(err) == [f"error: {tmp_path / 'missing.txt'}: no such file"]


def test_nothing_to_import_is_an_error():
    with pytest.raises(CommandError, match=MSG_NOTHING):
        call_command("import_articles", stdout=StringIO(), stderr=StringIO())


def test_a_feed_entry_without_its_text_is_read_from_its_page(page_server):
    from sources.feeds import FeedItem, entry_record

    link = serve_fixture(page_server, "broadsheet.html", "/derby")
    item = FeedItem(guid=link, link=link, title="Nine arrested", summary="Nine arrests at the derby.", content="",
                    published=None, updated=None, author="")
    record = entry_record(item, outlet="Courier Sport", origin=link)
    assert record.outlet == "Courier Sport"
    assert record.body.startswith("Police made nine arrests") and record.byline == "Eleri Pritchard"
    assert record.updated.isoformat() == "2026-11-29T08:30:00+00:00"
    assert record.page == (PAGES / "broadsheet.html").read_bytes()


@pytest.mark.parametrize(("page", "reason"), [
    ("refused/section-index.html", "no article text found"),
    ("paywalled.html", "paywalled: only a teaser of"),
])
def test_a_feed_entry_whose_page_is_refused_says_why_in_one_line(page_server, page, reason):
    from sources.feeds import FeedItem, entry_record

    link = serve_fixture(page_server, page, "/entry")
    item = FeedItem(guid=link, link=link, title="Nine arrested", summary="", content="", published=None,
                    updated=None, author="")
    with pytest.raises(ImportFileError) as caught:
        entry_record(item, outlet="Courier Sport", origin=link)
    assert reason in str(caught.value) and "\n" not in str(caught.value)


def test_a_live_blog_read_again_later_updates_its_article_with_the_new_entries_at_the_end(tmp_path):
    from tests.sources.test_pages import _with_new_entry

    path = tmp_path / "liveblog.html"
    path.write_bytes((PAGES / "liveblog.html").read_bytes())
    run_import(path)
    before = Article.objects.get().body
    path.write_bytes(_with_new_entry((PAGES / "liveblog.html").read_bytes()))
    code, out, err = run_import(path)
    assert code == 0, err
    assert "1 articles updated" in out
    after = Article.objects.get().body
    assert after.startswith(before) and after.endswith("South Wales Police now say nine people were arrested.")


def test_an_imported_page_is_kept_with_its_version_its_raw_bytes_and_the_outlets_update_time(tmp_path):
    import zlib

    from sources.models import ArticleVersion

    folder = copy_pages(tmp_path / "pages", ["tabloid.html"])
    code, _, err = run_import(folder)
    assert code == 0, err
    version = ArticleVersion.objects.get()
    assert zlib.decompress(bytes(version.page)) == (PAGES / "tabloid.html").read_bytes()
    assert version.updated.isoformat() == "2026-11-28T21:47:00+00:00"
