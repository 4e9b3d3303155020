"""Web pages as import batches: saved .html files and links, one article each.

No database here. A page is read by ``sources.pages``; a manifest entry that lists the
file overrides what the page says (e.g. the outlet's name); a link is fetched with
``sources.fetching.fetch``. Everything then goes through the same field checks as a
manifest entry (``importing.article_from_entry``), so a page's headline or date is held
to the rules a JSON file's is. Each page or link is its own batch: one that cannot be
read fails alone, with one line.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from sources.fetching import HTML_ACCEPT, fetch
from sources.importing import ArticleRecord, Batch, article_from_entry, display_line, parse_published
from sources.limits import MAX_LINKS_FILE_BYTES, MAX_PAGE_BYTES, MAX_STANDFIRST_CHARS, field_limits
from sources.page_meta import web_address
from sources.pages import PageRefused, read_page
from sources.reading import ImportFileError, read_bounded_bytes, read_bounded_text

HTML_TYPES = {"text/html", "application/xhtml+xml"}
MSG_NO_OUTLET = (
    "no outlet: the page names no site (og:site_name or JSON-LD publisher) and has no URL; "
    "list it in a manifest.json with its 'outlet'"
)
MSG_BODY_FIELD = "{where}: field 'body' cannot be given for a web page (its text is read from the page)"
MSG_CONTENT_TYPE = "not an HTML page (the server sent {content_type})"
MSG_NOT_A_LINK = "line {number}: not a web address: {line!r}"


def is_link(raw: Any) -> bool:
    return isinstance(raw, str) and raw[:8].lower().startswith(("http://", "https://"))


def page_record(page: ArticleRecord, *, entry: dict | None = None, where: str = "page") -> ArticleRecord:
    """A page's record (``pages.read_page``) checked as a manifest entry is, with the
    fields of the entry that lists the page (if any) over the page's own."""
    fields: dict[str, Any] = {
        "outlet": page.outlet,
        "headline": display_line(page.headline, "headline"),
        "standfirst": page.standfirst[:MAX_STANDFIRST_CHARS],
        "byline": display_line(page.byline, "byline"),
        "outlet_domain": page.outlet_domain,
        "url": page.url if len(page.url) <= field_limits()["url"] else "",
        "language": page.language[: field_limits()["language"]] or "en",
    }
    if page.published is not None:
        fields["published"] = page.published.isoformat()
    if entry is not None:
        if not isinstance(entry, dict):
            raise ImportFileError(f"{where}: expected an object, not {type(entry).__name__}")
        if "body" in entry:
            raise ImportFileError(MSG_BODY_FIELD.format(where=where))
        fields.update({key: value for key, value in entry.items() if key != "file"})
    if not fields["outlet"]:
        raise ImportFileError(MSG_NO_OUTLET)
    record = article_from_entry(fields, body=page.body, where=where, origin=page.origin)
    updated = None
    if page.updated is not None:
        updated = parse_published(page.updated.isoformat(), f"{where}: the update time")
    return dataclasses.replace(record, updated=updated, page=page.page)


def _failed(batch: Batch, exc: ImportFileError) -> Batch:
    batch.articles = []
    batch.error = exc.reason if isinstance(exc, PageRefused) else str(exc)
    return batch


def page_batch(path: Path, *, entry: dict | None = None, where: str = "page") -> Batch:
    """A saved page (a .html file), read whole and bounded."""
    batch = Batch(origin=str(path))
    try:
        raw = read_bounded_bytes(path, max_bytes=MAX_PAGE_BYTES)
        batch.articles.append(page_record(read_page(raw, origin=str(path)), entry=entry, where=where))
    except ImportFileError as exc:
        return _failed(batch, exc)
    return batch


def uploaded_page_batch(name: str, data: bytes) -> Batch:
    """A page uploaded from the browser (its name and bytes, no file system), bounded
    as a saved page is."""
    batch = Batch(origin=name)
    try:
        if len(data) > MAX_PAGE_BYTES:
            raise ImportFileError(f"too large ({len(data):,} bytes; the limit is {MAX_PAGE_BYTES:,})")
        batch.articles.append(page_record(read_page(data, origin=name)))
    except ImportFileError as exc:
        return _failed(batch, exc)
    return batch


def link_batch(url: str) -> Batch:
    """A link, fetched (public addresses only, robots.txt honoured: see sources.fetching)."""
    batch = Batch(origin=url)
    try:
        fetched = fetch(url, accept=HTML_ACCEPT)
        content_type = (fetched.content_type or "").split(";")[0].strip().lower()
        if content_type and content_type not in HTML_TYPES:
            raise ImportFileError(MSG_CONTENT_TYPE.format(content_type=content_type))
        page = read_page(fetched.body, url=fetched.final_url, origin=url, charset=fetched.charset)
        batch.articles.append(page_record(page))
    except ImportFileError as exc:
        return _failed(batch, exc)
    return batch


def link_list_batches(path: str | Path) -> Iterator[Batch]:
    """A file of links, one a line (blank lines and # comments skipped): a batch each."""
    try:
        text = read_bounded_text(Path(path), max_bytes=MAX_LINKS_FILE_BYTES)
    except ImportFileError as exc:
        yield Batch(origin=str(path), error=str(exc))
        return
    for number, line in enumerate(text.splitlines(), start=1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if web_address(line) != line:
            yield Batch(origin=str(path), error=MSG_NOT_A_LINK.format(number=number, line=line[:100]))
        else:
            yield link_batch(line)
