"""Reading report files into plain article records, with one-line errors.

No database here. ``read_batches(paths)`` walks files and folders and yields one
``Batch`` per file: the unit that is imported atomically. A bad file becomes a
batch with an ``error`` and no articles, so the rest of the run carries on.

Formats:
  * a folder with ``manifest.json``: the plain-text bodies it lists, one batch each;
  * a ``.txt`` file, with a ``manifest.json`` beside it that lists it, or with
    ``--source`` (its first line is then the headline);
  * a saved web page (``.html``, ``.htm``), one article, its fields read from the page
    (``sources.pages``) under those of a manifest entry that lists it; and links
    (``http://``, ``https://``), fetched (``sources.page_batches``);
  * a ``.json`` file holding a list of articles (or ``{"articles": [...]}``),
    or a ``.jsonl`` file with one article a line, each carrying its ``body``.
    A JSON Lines file is read a line at a time (twice: checked, then imported), so
    it may be of any size; each of its articles is bounded on its own.

Every bound (body, article, file, nesting, field widths, publication dates) is in
``sources.limits``; ``sources.reading`` turns bytes and paths into text safely.
Nothing here raises anything but ``ImportFileError``, and only inside a batch.
"""

from __future__ import annotations

import datetime as dt
import json
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field, replace
from functools import partial
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from sources.limits import (
    MAX_BODY_CHARS,
    MAX_BULK_FILE_BYTES,
    MAX_ENTRY_CHARS,
    MAX_ENTRY_DEPTH,
    MAX_TEXT_FILE_BYTES,
    field_limits,
    published_window,
)
from sources.published import BARE_DATE_TIME
from sources.reading import (
    ImportFileError,
    bounded_text,
    entry_depth_check,
    is_folder,
    list_folder,
    parse_json,
    path_inside,
    read_bounded_text,
    real_path,
    text_lines,
)

__all__ = [
    "ArticleRecord", "Batch", "Defaults", "ImportFileError", "batch_from_bytes", "parse_published", "read_batches",
]

TEXT_SUFFIXES = {".txt", ".text", ""}
HTML_SUFFIXES = {".html", ".htm"}
BULK_SUFFIXES = {".json", ".jsonl"}
# What an upload may be (web pages are read by sources.pages, not here).
UPLOAD_SUFFIXES = (".txt", ".json", ".jsonl")
MANIFEST_NAME = "manifest.json"
# A list of articles is one container, {"articles": [...]} two: the file may nest
# that much more than one article.
_CONTAINER_LEVELS = 2


@dataclass(frozen=True, slots=True)
class ArticleRecord:
    outlet: str
    body: str
    headline: str
    origin: str
    standfirst: str = ""
    outlet_domain: str = ""
    outlet_kind: str = ""
    outlet_country: str = ""
    url: str = ""
    published: dt.datetime | None = None
    published_approximate: bool = False
    byline: str = ""
    language: str = "en"
    # When the outlet says it last changed the report (a web page's dateModified).
    updated: dt.datetime | None = None
    # The page the report was read from (HTML bytes as received), kept so that an
    # extraction can be redone and a journalist can see what the page said.
    page: bytes = b""


@dataclass(slots=True)
class Batch:
    """What one file yields: its articles, or the reason it cannot be read.

    A JSON Lines file is checked whole when the batch is made, then read again one
    article at a time as it is imported (``records()``), so it may be of any size.
    """

    origin: str
    articles: list[ArticleRecord] = field(default_factory=list)
    error: str = ""
    # For a streamed file: how many articles it holds, and how to read them again.
    streamed: int = 0
    reread: Callable[[], Iterator[ArticleRecord]] | None = None

    def __len__(self) -> int:
        return self.streamed if self.reread else len(self.articles)

    def records(self) -> Iterator[ArticleRecord]:
        """The articles, in file order; a streamed file is read again (ImportFileError
        if it changed into something unreadable since it was checked)."""
        return self.reread() if self.reread else iter(self.articles)


@dataclass(frozen=True, slots=True)
class Defaults:
    """Command-line fallbacks for text files that have no manifest entry."""

    source: str = ""
    published: dt.datetime | None = None


# -- reading files -----------------------------------------------------------


def read_text(path: Path) -> str:
    """A text file's body, or ImportFileError saying why it cannot be had."""
    text = read_bounded_text(path, max_bytes=MAX_TEXT_FILE_BYTES)
    if len(text) > MAX_BODY_CHARS:
        raise ImportFileError(f"too large ({len(text):,} characters; the limit is {MAX_BODY_CHARS:,})")
    return text


def read_json(path: Path) -> Any:
    """A manifest or bulk JSON file, parsed; each article is bounded on its own later."""
    text = read_bounded_text(path, max_bytes=MAX_BULK_FILE_BYTES)
    return parse_json(text, depth_limit=MAX_ENTRY_DEPTH + _CONTAINER_LEVELS)


# -- field validation --------------------------------------------------------

# Characters no one-line field may hold: C0/C1 controls, and the bidirectional
# embeddings, overrides and isolates that can make an outlet name read as another.
# Right-to-left text itself (Arabic, Hebrew) is welcome; bodies keep everything.
_LINE_FORBIDDEN = re.compile("[\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
_SURROGATE = re.compile("[\ud800-\udfff]")


def _char_name(char: str) -> str:
    return f"U+{ord(char):04X}"


def _text_checks(value: str, name: str, where: str, *, one_line: bool) -> None:
    if "\x00" in value:
        raise ImportFileError(f"{where}: field '{name}' contains NUL characters")
    lone = _SURROGATE.search(value)
    if lone:
        raise ImportFileError(
            f"{where}: field '{name}' contains an unpaired surrogate ({_char_name(lone.group())})"
        )
    if one_line:
        bad = _LINE_FORBIDDEN.search(value)
        if bad:
            raise ImportFileError(
                f"{where}: field '{name}' contains a control character ({_char_name(bad.group())})"
            )
    limit = MAX_BODY_CHARS if name == "body" else field_limits()[name]
    if len(value) > limit:
        raise ImportFileError(
            f"{where}: field '{name}' is too long ({len(value):,} characters; the limit is {limit:,})"
        )


def _str_field(entry: dict, name: str, where: str, *, required: bool = False) -> str:
    value = entry.get(name)
    if value is None:
        if required:
            raise ImportFileError(f"{where}: field '{name}' is required")
        return ""
    if not isinstance(value, str):
        raise ImportFileError(
            f"{where}: field '{name}' must be a string, not {type(value).__name__}"
        )
    if required and not value.strip():
        raise ImportFileError(f"{where}: field '{name}' must not be empty")
    if name == "body":
        _text_checks(value, name, where, one_line=False)
        return value
    value = value.strip()
    _text_checks(value, name, where, one_line=name != "standfirst")
    return value


def _bool_field(entry: dict, name: str, where: str) -> bool:
    value = entry.get(name, False)
    if value is None:
        return False
    if not isinstance(value, bool):
        raise ImportFileError(
            f"{where}: field '{name}' must be true or false, not {type(value).__name__}"
        )
    return value


def parse_published(value: str, where: str = "published") -> dt.datetime:
    """An ISO date or date-time inside the accepted window (``limits.published_window``);
    a bare date is taken as noon UTC of that day (``published.BARE_DATE_TIME``: a date only)."""
    text = value.strip()
    try:
        if len(text) == 10:
            day = dt.date.fromisoformat(text)
            moment = dt.datetime.combine(day, BARE_DATE_TIME, tzinfo=dt.timezone.utc)
        else:
            moment = dt.datetime.fromisoformat(text)
    except ValueError as exc:
        raise ImportFileError(
            f"{where}: expected an ISO date such as 2016-10-27, got {value[:40]!r}"
        ) from exc
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=dt.timezone.utc)
    earliest, latest = published_window()
    # Aware datetimes compare without converting, so 9999-12-31T23:30-05:00 cannot overflow here.
    if not earliest <= moment <= latest:
        raise ImportFileError(
            f"{where}: {text[:40]} is outside the accepted dates "
            f"({earliest.date().isoformat()} to {latest.date().isoformat()})"
        )
    return moment


def _published_field(entry: dict, where: str, name: str = "published") -> dt.datetime | None:
    value = entry.get(name)
    if value is None or value == "":
        return None
    if not isinstance(value, str):
        raise ImportFileError(
            f"{where}: field '{name}' must be a date string, not {type(value).__name__}"
        )
    return parse_published(value, f"{where}: field '{name}'")


def _url_field(entry: dict, where: str) -> str:
    url = _str_field(entry, "url", where)
    if not url:
        return url
    if not url.lower().startswith(("http://", "https://")):
        raise ImportFileError(f"{where}: field 'url' must start with http:// or https://")
    try:
        host = urlsplit(url).hostname
    except ValueError:
        host = None
    if not host or re.search(r"\s", url):
        raise ImportFileError(f"{where}: field 'url' is not a web address")
    return url


def _domain_field(entry: dict, where: str) -> str:
    domain = _str_field(entry, "outlet_domain", where).lower().rstrip(".")
    if domain and not re.fullmatch(r"[^\s/:@?#\\]+", domain):
        raise ImportFileError(f"{where}: field 'outlet_domain' must be a bare domain such as bbc.co.uk")
    return domain


def _country_field(entry: dict, where: str) -> str:
    country = _str_field(entry, "outlet_country", where).upper()
    if country and not re.fullmatch(r"[A-Z]{2}", country):
        raise ImportFileError(f"{where}: field 'outlet_country' must be a two-letter code such as GB")
    return country


def outlet_option(value: str) -> str:
    """The ``--source`` outlet name, held to the same rules as a file's 'outlet' field."""
    return _str_field({"outlet": value}, "outlet", "--source", required=True)


def split_first_line(body: str) -> tuple[str, str]:
    first, _, rest = body.lstrip("\ufeff").partition("\n")
    return first.strip(), rest


def display_line(text: str, name: str) -> str:
    """A line taken from a body for display (a headline, a standfirst): controls become
    spaces and it is cut to its column's width, as the body itself is kept whole."""
    return _LINE_FORBIDDEN.sub(" ", text).strip()[: field_limits()[name]]


def article_from_entry(entry: Any, *, body: str | None, where: str, origin: str) -> ArticleRecord:
    """Validate one manifest or JSON entry; ``body`` comes from the text file when given."""
    if not isinstance(entry, dict):
        raise ImportFileError(f"{where}: expected an object, not {type(entry).__name__}")
    if body is None:
        body = _str_field(entry, "body", where, required=True)
    outlet = _str_field(entry, "outlet", where, required=True)
    headline = _str_field(entry, "headline", where)
    standfirst_first = _bool_field(entry, "standfirst_is_first_line", where)
    first_line, _ = split_first_line(body)
    standfirst = _str_field(entry, "standfirst", where) or (
        display_line(first_line, "standfirst") if standfirst_first else ""
    )
    if not headline:
        headline = display_line(first_line, "headline")
    if not headline:
        raise ImportFileError(f"{where}: no headline, and the body's first line is blank")
    return ArticleRecord(
        outlet=outlet,
        body=body,
        headline=headline,
        standfirst=standfirst,
        origin=origin,
        outlet_domain=_domain_field(entry, where),
        outlet_kind=_str_field(entry, "outlet_kind", where),
        outlet_country=_country_field(entry, where),
        url=_url_field(entry, where),
        published=_published_field(entry, where),
        published_approximate=_bool_field(entry, "published_approximate", where),
        byline=_str_field(entry, "byline", where),
        language=_str_field(entry, "language", where) or "en",
        updated=_published_field(entry, where, "updated"),
    )


def bulk_article(item: Any, *, where: str, origin: str, size: int | None = None) -> ArticleRecord:
    """One article of a JSON or JSON Lines file, bounded on its own: depth, then size."""
    entry_depth_check(item, where)
    if size is None:
        size = len(json.dumps(item, ensure_ascii=False))
    if size > MAX_ENTRY_CHARS:
        raise ImportFileError(
            f"{where}: too large ({size:,} characters; an article may have {MAX_ENTRY_CHARS:,})"
        )
    return article_from_entry(item, body=None, where=where, origin=origin)


# -- batches -----------------------------------------------------------------


def _manifest_entries(manifest_path: Path) -> list[Any]:
    data = read_json(manifest_path)
    entries = data.get("articles") if isinstance(data, dict) else data
    if not isinstance(entries, list):
        raise ImportFileError("expected a list of articles or an object with an 'articles' list")
    return entries


def _listed_name(entry: Any) -> str | None:
    if isinstance(entry, dict) and isinstance(entry.get("file"), str) and entry["file"]:
        return entry["file"]
    return None


def _manifest_batches(manifest_path: Path, only: Path | None = None) -> Iterator[Batch]:
    try:
        entries = _manifest_entries(manifest_path)
    except ImportFileError as exc:
        yield Batch(origin=str(manifest_path), error=str(exc))
        return
    for index, entry in enumerate(entries):
        where = f"{manifest_path.name} articles[{index}]"
        name = _listed_name(entry)
        if name is None:
            if only is None:
                yield Batch(origin=str(manifest_path), error=f"{where}: field 'file' must name the text file")
            continue
        try:
            text_path = path_inside(manifest_path.parent, name, where)
        except ImportFileError as exc:
            if only is None:
                yield Batch(origin=str(manifest_path), error=str(exc))
            continue
        if only is not None and real_path(text_path) != real_path(only):
            continue
        if text_path.suffix.lower() in HTML_SUFFIXES:
            yield _page_batch(text_path, entry, where)
            continue
        batch = Batch(origin=str(text_path))
        try:
            entry_depth_check(entry, where)
            body = read_text(text_path)
            batch.articles.append(article_from_entry(entry, body=body, where=where, origin=str(text_path)))
        except ImportFileError as exc:
            batch.error = str(exc)
        yield batch


def _jsonl_articles(path: Path, origin: str) -> Iterator[ArticleRecord]:
    """A JSON Lines file's articles, one line read at a time, each bounded on its own."""
    for line in text_lines(path, max_chars=MAX_ENTRY_CHARS, max_whole_bytes=MAX_BULK_FILE_BYTES):
        if line.text is not None and not line.text.strip():
            continue
        where = f"line {line.number}"
        if line.text is None:
            raise ImportFileError(
                f"{where}: too large ({line.length:,} characters; an article may have {MAX_ENTRY_CHARS:,})"
            )
        try:
            item = parse_json(line.text, depth_limit=MAX_ENTRY_DEPTH)
        except ImportFileError as exc:
            raise ImportFileError(f"{where}: {exc}") from exc
        yield bulk_article(item, where=where, origin=origin, size=line.length)


def _bulk_batch(path: Path) -> Batch:
    batch = Batch(origin=str(path))
    try:
        if path.suffix.lower() == ".jsonl":
            # Checked whole now, holding one article at a time; read again when imported.
            batch.streamed = sum(1 for _ in _jsonl_articles(path, str(path)))
            batch.reread = partial(_jsonl_articles, path, str(path))
        else:
            batch.articles = _json_articles(read_json(path), str(path))
        if not len(batch):
            raise ImportFileError("holds no articles")
    except ImportFileError as exc:
        batch.articles, batch.streamed, batch.reread = [], 0, None
        batch.error = str(exc)
    return batch


def _json_articles(data: Any, origin: str) -> list[ArticleRecord]:
    """A parsed JSON file's articles: a list, ``{"articles": [...]}`` or one article."""
    items = data.get("articles") if isinstance(data, dict) else data
    if isinstance(data, dict) and "body" in data:
        items = [data]
    if not isinstance(items, list):
        raise ImportFileError("expected a list of articles or an object with an 'articles' list")
    return [bulk_article(item, where=f"articles[{i}]", origin=origin) for i, item in enumerate(items)]


def _jsonl_text_articles(text: str, origin: str) -> Iterator[ArticleRecord]:
    """A JSON Lines text already in memory, one article a line, each bounded on its own."""
    for number, line in enumerate(text.split("\n"), start=1):
        line = line.rstrip("\r")
        if not line.strip():
            continue
        where = f"line {number}"
        if len(line) > MAX_ENTRY_CHARS:
            raise ImportFileError(
                f"{where}: too large ({len(line):,} characters; an article may have {MAX_ENTRY_CHARS:,})"
            )
        try:
            item = parse_json(line, depth_limit=MAX_ENTRY_DEPTH)
        except ImportFileError as exc:
            raise ImportFileError(f"{where}: {exc}") from exc
        yield bulk_article(item, where=where, origin=origin, size=len(line))


def batch_from_bytes(name: str, data: bytes, defaults: Defaults = Defaults()) -> Batch:
    """One uploaded file (its name and bytes, no file system) as a Batch, under the same
    bounds and with the same one-line errors as ``read_batches``. A ``.txt`` file's
    outlet and date come from ``defaults`` (as ``--source`` and ``--published``)."""
    batch = Batch(origin=name)
    suffix = Path(name).suffix.lower()
    try:
        if suffix == ".jsonl":
            text = bounded_text(data, max_bytes=MAX_BULK_FILE_BYTES)
            batch.articles = list(_jsonl_text_articles(text, name))
        elif suffix == ".json":
            text = bounded_text(data, max_bytes=MAX_BULK_FILE_BYTES)
            batch.articles = _json_articles(parse_json(text, depth_limit=MAX_ENTRY_DEPTH + _CONTAINER_LEVELS), name)
        elif suffix in TEXT_SUFFIXES:
            body = bounded_text(data, max_bytes=MAX_TEXT_FILE_BYTES)
            if len(body) > MAX_BODY_CHARS:
                raise ImportFileError(f"too large ({len(body):,} characters; the limit is {MAX_BODY_CHARS:,})")
            if not defaults.source:
                raise ImportFileError("a .txt file needs its outlet: give the outlet")
            entry = {"outlet": defaults.source}
            batch.articles = [article_from_entry(entry, body=body, where=name, origin=name)]
            if defaults.published is not None:
                batch.articles = [replace(batch.articles[0], published=defaults.published)]
        else:
            raise ImportFileError(f"not a report file ({suffix or 'no extension'}): expected "
                                  + ", ".join(UPLOAD_SUFFIXES))
        if not batch.articles:
            raise ImportFileError("holds no articles")
    except ImportFileError as exc:
        batch.articles = []
        batch.error = str(exc)
    return batch


def _page_batch(path: Path, entry: Any = None, where: str = "page") -> Batch:
    from sources.page_batches import page_batch

    if entry is not None:
        try:
            entry_depth_check(entry, where)
        except ImportFileError as exc:
            return Batch(origin=str(path), error=str(exc))
    return page_batch(path, entry=entry, where=where)


def _text_batch(path: Path, defaults: Defaults) -> Batch:
    manifest = path.parent / MANIFEST_NAME
    if manifest.is_file():
        batches = list(_manifest_batches(manifest, only=path))
        if batches:
            return batches[0]
    if path.suffix.lower() in HTML_SUFFIXES:
        return _page_batch(path)
    batch = Batch(origin=str(path))
    try:
        body = read_text(path)
        if not defaults.source:
            raise ImportFileError("no manifest entry for this file: give --source NAME")
        headline = display_line(split_first_line(body)[0], "headline")
        if not headline:
            raise ImportFileError("the first line (the headline) is blank")
        batch.articles.append(
            ArticleRecord(
                outlet=defaults.source,
                body=body,
                headline=headline,
                origin=str(path),
                published=defaults.published,
            )
        )
    except ImportFileError as exc:
        batch.error = str(exc)
    return batch


def _listed_in(folder: Path, manifest: Path) -> set[Path]:
    """The files a folder's manifest lists (all text files when it cannot be read)."""
    try:
        entries = _manifest_entries(manifest)
    except ImportFileError:
        return {real_path(p) for p in list_folder(folder) if p.suffix.lower() in TEXT_SUFFIXES | HTML_SUFFIXES}
    # A name the manifest lists is its batch's business, even when refused there:
    # each file gets one line.
    return {
        real_path(folder / name)
        for name in map(_listed_name, entries)
        if name is not None and "\x00" not in name
    }


def _folder_batches(path: Path, defaults: Defaults) -> Iterator[Batch]:
    """A folder's files, one level deep: its manifest's texts, then the other files."""
    try:
        children = list_folder(path)
    except ImportFileError as exc:
        yield Batch(origin=str(path), error=str(exc))
        return
    manifest = path / MANIFEST_NAME
    home = real_path(path)
    listed: set[Path] = set()
    if manifest.is_file():
        yield from _manifest_batches(manifest)
        listed = _listed_in(path, manifest)
    for child in children:
        if child.name.startswith(".") or child.name == MANIFEST_NAME or is_folder(child):
            continue
        if real_path(child) in listed:
            continue
        suffix = child.suffix.lower()
        if suffix in BULK_SUFFIXES | TEXT_SUFFIXES | HTML_SUFFIXES and not real_path(child).is_relative_to(home):
            yield Batch(origin=str(child), error="leads outside the folder (a symbolic link)")
            continue
        if suffix in BULK_SUFFIXES:
            yield _bulk_batch(child)
        elif suffix in HTML_SUFFIXES:
            yield _page_batch(child)
        elif suffix in TEXT_SUFFIXES:
            yield _text_batch(child, defaults)


def read_batches(
    paths: Iterable[str | Path], defaults: Defaults = Defaults(), links: Iterable[str | Path] = (),
) -> Iterator[Batch]:
    """One batch per file under ``paths`` (or link among them), in a stable order, then
    one per link listed in each file of ``links``."""
    from sources.page_batches import is_link, link_batch, link_list_batches

    for raw in paths:
        if is_link(raw):
            yield link_batch(str(raw))
            continue
        path = Path(raw)
        if is_folder(path):
            yield from _folder_batches(path, defaults)
        elif path.name == MANIFEST_NAME and path.is_file():
            yield from _manifest_batches(path)
        elif path.suffix.lower() in BULK_SUFFIXES:
            yield _bulk_batch(path)
        else:
            yield _text_batch(path, defaults)
    for links_file in links:
        yield from link_list_batches(links_file)
