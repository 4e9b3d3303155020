"""What an import item holds, as Batches for the importer. Plain Python, no database.

Uploaded files and pasted texts are kept zlib-compressed in the item's row, so a job
survives a restart and any worker on any machine can import it.
"""

from __future__ import annotations

import datetime as dt
import zlib
from dataclasses import dataclass, replace
from pathlib import PurePath

from sources.importing import Batch, Defaults, ImportFileError, article_from_entry, batch_from_bytes
from sources.page_batches import link_batch, uploaded_page_batch

WEB_PAGE_SUFFIXES = (".html", ".htm")
PASTED_TEXT = "pasted text"


def pack(data: bytes) -> bytes:
    return zlib.compress(data, 6)


def unpack(data: bytes) -> bytes:
    return zlib.decompress(bytes(data)) if data else b""


@dataclass(frozen=True, slots=True)
class ItemPayload:
    """An item as the task reads it: its kind ("link", "file", "text"), label, bytes
    (unpacked), and the outlet and date given for a text."""

    kind: str
    label: str
    data: bytes = b""
    outlet: str = ""
    published: dt.datetime | None = None


def item_batches(item: ItemPayload) -> list[Batch]:
    """The item's Batches (one file, or one text, is one Batch); a refusal is a Batch
    with its ``error``, as ``read_batches`` gives for a bad file."""
    if item.kind == "link" or (item.kind == "file" and PurePath(item.label).suffix.lower() in WEB_PAGE_SUFFIXES):
        return web_page_batches(item)
    if item.kind == "file":
        defaults = Defaults(source=item.outlet, published=item.published)
        return [batch_from_bytes(item.label, item.data, defaults)]
    return [text_batch(item)]


def web_page_batches(item: ItemPayload) -> list[Batch]:
    """A link (``item.label``), fetched and read as ``import_articles`` reads one, or an
    uploaded .html/.htm file (``item.data``), read as a saved page is
    (``sources.page_batches``: public addresses only, robots.txt, size and time bounds)."""
    if item.kind == "link":
        return [link_batch(item.label)]
    return [uploaded_page_batch(item.label, item.data)]


def text_batch(item: ItemPayload) -> Batch:
    """A pasted text: its first line is the headline, as for a .txt file."""
    batch = Batch(origin=PASTED_TEXT)
    try:
        body = item.data.decode("utf-8")
        entry = {"outlet": item.outlet}
        record = article_from_entry(entry, body=body, where=PASTED_TEXT, origin=PASTED_TEXT)
        if item.published is not None:
            record = replace(record, published=item.published)
        batch.articles.append(record)
    except (ImportFileError, UnicodeDecodeError) as exc:
        batch.error = str(exc)
    return batch
