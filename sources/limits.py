"""How large and how odd an imported report may be: every import bound in one place.

The importer checks these in Python before anything is written, so SQLite (which
does not enforce ``max_length``) and PostgreSQL refuse the same input with the same
one-line message. Column widths are read from the models, never copied.
"""

from __future__ import annotations

import datetime as dt
from functools import cache

# One report's body. Extraction and the pages are built for reports, not books.
MAX_BODY_CHARS = 1_000_000
# A text file holding one body: up to four bytes a character (UTF-8, UTF-32).
MAX_TEXT_FILE_BYTES = 4 * MAX_BODY_CHARS + 4
# One article of a JSON or JSON Lines file, body and metadata together.
MAX_ENTRY_CHARS = MAX_BODY_CHARS + 100_000
# A JSON file (or a manifest) holds any number of articles, each bounded above; this
# bounds only the memory one file may take while it is parsed whole. A JSON Lines
# file is read a line at a time and has no bound of its own (UTF-16/32 ones, read
# whole, have this one).
MAX_BULK_FILE_BYTES = 128 * 1024 * 1024
# Containers inside one article, the article object included. Articles are flat
# objects of strings; a few levels are left for metadata Terrace ignores.
MAX_ENTRY_DEPTH = 8
# Free-text fields that are not model columns of their own width.
MAX_STANDFIRST_CHARS = 5_000
MAX_OUTLET_KIND_CHARS = 200

# A web page (sources.pages): its HTML, the elements it may parse into (memory follows
# this, not the markup), the elements left for extraction once chrome is pruned, and
# the children of one element. trafilatura's time grows faster than the page in some
# shapes (an element with tens of thousands of children, tens of thousands of
# paragraphs), so these bound it to seconds; real news pages stay far below them.
MAX_PAGE_BYTES = 5 * 1024 * 1024
# A file of links to fetch (import_articles --links), one a line.
MAX_LINKS_FILE_BYTES = 1024 * 1024
MAX_PAGE_ELEMENTS = 100_000
MAX_CONTENT_ELEMENTS = 20_000
MAX_ELEMENT_CHILDREN = 5_000
# Fewer words than this is no article (an index page's leftovers, a photo page).
MIN_ARTICLE_WORDS = 40
# A page marked isAccessibleForFree: false with fewer words than this is a teaser.
PAYWALL_TEASER_WORDS = 150


@cache
def field_limits() -> dict[str, int]:
    """The longest value each one-line import field may hold: its column's width."""
    from sources.models import Article, Source

    def width(model, name: str) -> int:
        return model._meta.get_field(name).max_length

    return {
        "outlet": width(Source, "name"),
        "outlet_domain": width(Source, "domain"),
        "outlet_kind": MAX_OUTLET_KIND_CHARS,
        "outlet_country": width(Source, "country"),
        "headline": width(Article, "headline"),
        "standfirst": MAX_STANDFIRST_CHARS,
        "url": width(Article, "url"),
        "byline": width(Article, "byline"),
        "language": width(Article, "language"),
    }


def published_window(now: dt.datetime | None = None) -> tuple[dt.datetime, dt.datetime]:
    """The publication dates an import accepts (settings ``TERRACE_PUBLISHED_EARLIEST``
    and ``TERRACE_PUBLISHED_DAYS_AHEAD``): from the first rules of football to a day
    after now, so a time zone ahead of ours is never refused."""
    from django.conf import settings

    earliest = getattr(settings, "TERRACE_PUBLISHED_EARLIEST", dt.date(1863, 1, 1))
    ahead = getattr(settings, "TERRACE_PUBLISHED_DAYS_AHEAD", 1)
    now = now or dt.datetime.now(dt.timezone.utc)
    start = dt.datetime(earliest.year, earliest.month, earliest.day, tzinfo=dt.timezone.utc)
    return start, now + dt.timedelta(days=ahead)
