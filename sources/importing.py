"""Reading report files into plain article records, with one-line errors.

No database here. ``read_batches(paths)`` walks files and folders and yields one
``Batch`` per file: the unit that is imported atomically. A bad file becomes a
batch with an ``error`` and no articles, so the rest of the run carries on.

Formats:
  * a folder with ``manifest.json``: the plain-text bodies it lists, one batch each;
  * a ``.txt`` file, with a ``manifest.json`` beside it that lists it, or with
    ``--source`` (its first line is then the headline);
  * a ``.json`` file holding a list of articles (or ``{"articles": [...]}``),
    or a ``.jsonl`` file with one article a line, each carrying its ``body``.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

MAX_BODY_CHARS = 1_000_000
TEXT_SUFFIXES = {".txt", ".text", ""}
MANIFEST_NAME = "manifest.json"


class ImportFileError(Exception):
    """A file that cannot be imported; str() is the one-line reason."""


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


@dataclass(slots=True)
class Batch:
    """What one file yields: its articles, or the reason it cannot be read."""

    origin: str
    articles: list[ArticleRecord] = field(default_factory=list)
    error: str = ""


@dataclass(frozen=True, slots=True)
class Defaults:
    """Command-line fallbacks for text files that have no manifest entry."""

    source: str = ""
    published: dt.datetime | None = None


# -- reading files -----------------------------------------------------------


def read_text(path: Path) -> str:
    """A file's text, or ImportFileError saying why it cannot be had."""
    if not path.exists():
        raise ImportFileError("no such file")
    if not path.is_file():
        raise ImportFileError("not a regular file")
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise ImportFileError(f"cannot be read ({exc.strerror or exc})") from exc
    if not raw.strip():
        raise ImportFileError("file is empty")
    if b"\x00" in raw:
        raise ImportFileError("binary file (contains NUL bytes), expected UTF-8 text")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise ImportFileError(
            f"not valid UTF-8 (byte 0x{raw[exc.start]:02x} at offset {exc.start})"
        ) from exc
    if len(text) > MAX_BODY_CHARS:
        raise ImportFileError(f"too large ({len(text):,} characters; the limit is {MAX_BODY_CHARS:,})")
    return text


def parse_json(text: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise ImportFileError(f"malformed JSON at line {exc.lineno} column {exc.colno}: {exc.msg}") from exc


# -- field validation --------------------------------------------------------


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
    return value.strip() if name != "body" else value


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
    """An ISO date or date-time; a bare date is taken as noon UTC of that day."""
    text = value.strip()
    try:
        if len(text) == 10:
            day = dt.date.fromisoformat(text)
            return dt.datetime(day.year, day.month, day.day, 12, tzinfo=dt.timezone.utc)
        moment = dt.datetime.fromisoformat(text)
    except ValueError as exc:
        raise ImportFileError(
            f"{where}: expected an ISO date such as 2016-10-27, got {value!r}"
        ) from exc
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=dt.timezone.utc)
    return moment


def _published_field(entry: dict, where: str) -> dt.datetime | None:
    value = entry.get("published")
    if value is None or value == "":
        return None
    if not isinstance(value, str):
        raise ImportFileError(
            f"{where}: field 'published' must be a date string, not {type(value).__name__}"
        )
    return parse_published(value, f"{where}: field 'published'")


def _url_field(entry: dict, where: str) -> str:
    url = _str_field(entry, "url", where)
    if url and not url.lower().startswith(("http://", "https://")):
        raise ImportFileError(f"{where}: field 'url' must start with http:// or https://")
    return url


def split_first_line(body: str) -> tuple[str, str]:
    first, _, rest = body.lstrip("\ufeff").partition("\n")
    return first.strip(), rest


def article_from_entry(entry: Any, *, body: str | None, where: str, origin: str) -> ArticleRecord:
    """Validate one manifest or JSON entry; ``body`` comes from the text file when given."""
    if not isinstance(entry, dict):
        raise ImportFileError(f"{where}: expected an object, not {type(entry).__name__}")
    if body is None:
        body = _str_field(entry, "body", where, required=True)
        if len(body) > MAX_BODY_CHARS:
            raise ImportFileError(f"{where}: field 'body' is too large")
        if "\x00" in body:
            raise ImportFileError(f"{where}: field 'body' contains NUL characters")
    outlet = _str_field(entry, "outlet", where, required=True)
    headline = _str_field(entry, "headline", where)
    standfirst_first = _bool_field(entry, "standfirst_is_first_line", where)
    first_line, _ = split_first_line(body)
    standfirst = _str_field(entry, "standfirst", where) or (first_line if standfirst_first else "")
    if not headline:
        headline = first_line
    if not headline:
        raise ImportFileError(f"{where}: no headline, and the body's first line is blank")
    return ArticleRecord(
        outlet=outlet,
        body=body,
        headline=headline[:500],
        standfirst=standfirst,
        origin=origin,
        outlet_domain=_str_field(entry, "outlet_domain", where),
        outlet_kind=_str_field(entry, "outlet_kind", where),
        outlet_country=_str_field(entry, "outlet_country", where),
        url=_url_field(entry, where),
        published=_published_field(entry, where),
        published_approximate=_bool_field(entry, "published_approximate", where),
        byline=_str_field(entry, "byline", where),
        language=_str_field(entry, "language", where) or "en",
    )


# -- batches -----------------------------------------------------------------


def _manifest_entries(manifest_path: Path) -> list[Any]:
    data = parse_json(read_text(manifest_path))
    entries = data.get("articles") if isinstance(data, dict) else data
    if not isinstance(entries, list):
        raise ImportFileError("expected a list of articles or an object with an 'articles' list")
    return entries


def _manifest_batches(manifest_path: Path, only: Path | None = None) -> Iterator[Batch]:
    try:
        entries = _manifest_entries(manifest_path)
    except ImportFileError as exc:
        yield Batch(origin=str(manifest_path), error=str(exc))
        return
    for index, entry in enumerate(entries):
        where = f"articles[{index}]"
        if not isinstance(entry, dict) or not isinstance(entry.get("file"), str) or not entry["file"]:
            if only is None:
                yield Batch(
                    origin=str(manifest_path),
                    error=f"{where}: field 'file' must name the text file",
                )
            continue
        text_path = manifest_path.parent / entry["file"]
        if only is not None and text_path.resolve() != only.resolve():
            continue
        batch = Batch(origin=str(text_path))
        try:
            body = read_text(text_path)
            batch.articles.append(
                article_from_entry(
                    entry, body=body, where=f"{manifest_path.name} {where}", origin=str(text_path)
                )
            )
        except ImportFileError as exc:
            batch.error = str(exc)
        yield batch


def _bulk_batch(path: Path) -> Batch:
    batch = Batch(origin=str(path))
    try:
        text = read_text(path)
        if path.suffix.lower() == ".jsonl":
            entries = []
            for number, line in enumerate(text.splitlines(), start=1):
                if line.strip():
                    try:
                        entries.append((f"line {number}", json.loads(line)))
                    except json.JSONDecodeError as exc:
                        raise ImportFileError(f"line {number}: malformed JSON: {exc.msg}") from exc
        else:
            data = parse_json(text)
            items = data.get("articles") if isinstance(data, dict) else data
            if isinstance(data, dict) and "body" in data:
                items = [data]
            if not isinstance(items, list):
                raise ImportFileError("expected a list of articles or an object with an 'articles' list")
            entries = [(f"articles[{i}]", item) for i, item in enumerate(items)]
        if not entries:
            raise ImportFileError("holds no articles")
        batch.articles = [
            article_from_entry(item, body=None, where=where, origin=str(path)) for where, item in entries
        ]
    except ImportFileError as exc:
        batch.articles = []
        batch.error = str(exc)
    return batch


def _text_batch(path: Path, defaults: Defaults) -> Batch:
    manifest = path.parent / MANIFEST_NAME
    if manifest.is_file():
        batches = list(_manifest_batches(manifest, only=path))
        if batches:
            return batches[0]
    batch = Batch(origin=str(path))
    try:
        body = read_text(path)
        if not defaults.source:
            raise ImportFileError("no manifest entry for this file: give --source NAME")
        headline, _ = split_first_line(body)
        if not headline:
            raise ImportFileError("the first line (the headline) is blank")
        batch.articles.append(
            ArticleRecord(
                outlet=defaults.source,
                body=body,
                headline=headline[:500],
                origin=str(path),
                published=defaults.published,
            )
        )
    except ImportFileError as exc:
        batch.error = str(exc)
    return batch


def read_batches(paths: Iterable[str | Path], defaults: Defaults = Defaults()) -> Iterator[Batch]:
    """One batch per file under ``paths``, in a stable order."""
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            manifest = path / MANIFEST_NAME
            listed: set[Path] = set()
            if manifest.is_file():
                yield from _manifest_batches(manifest)
                try:
                    listed = {
                        (path / e["file"]).resolve()
                        for e in _manifest_entries(manifest)
                        if isinstance(e, dict) and isinstance(e.get("file"), str)
                    }
                except ImportFileError:
                    listed = {p.resolve() for p in path.iterdir() if p.suffix.lower() in TEXT_SUFFIXES}
            for child in sorted(path.iterdir()):
                if child.is_dir() or child.name.startswith(".") or child.name == MANIFEST_NAME:
                    continue
                if child.resolve() in listed:
                    continue
                suffix = child.suffix.lower()
                if suffix in {".json", ".jsonl"}:
                    yield _bulk_batch(child)
                elif suffix in TEXT_SUFFIXES:
                    yield _text_batch(child, defaults)
        elif path.name == MANIFEST_NAME and path.is_file():
            yield from _manifest_batches(path)
        elif path.suffix.lower() in {".json", ".jsonl"}:
            yield _bulk_batch(path)
        else:
            yield _text_batch(path, defaults)
