"""Reading an RSS or Atom feed's bytes into plain entries. No database and no Django.

feedparser reads every feed dialect (RSS 0.9x/1.0/2.0, Atom 0.3/1.0), broken ones
too, and sanitises their HTML. It is only ever given bytes that ``sources.fetching``
fetched within its limits: never a URL, so it makes no request of its own.
"""

from __future__ import annotations

import calendar
import dataclasses
import datetime as dt
import hashlib
import re
from dataclasses import dataclass
from html.parser import HTMLParser

import feedparser

from sources.importing import ArticleRecord, article_from_entry, parse_published
from sources.reading import ImportFileError

# Entries read from one feed: a feed is a window on the newest reports, not an archive.
MAX_FEED_ENTRIES = 500
MAX_ENTRY_TEXT_CHARS = 1_000_000

MSG_NOT_A_FEED = "not an RSS or Atom feed ({reason})"
MSG_EMPTY_FEED = "the feed has no entries"


@dataclass(frozen=True, slots=True)
class FeedItem:
    """One entry: ``guid`` is its stable identity (the entry's id, else its link, else
    a hash of its title and summary); ``content`` is a full text when the feed carries
    one (content:encoded, Atom content), as plain paragraphs."""

    guid: str
    link: str
    title: str
    summary: str
    content: str
    published: dt.datetime | None
    updated: dt.datetime | None
    author: str

    @property
    def text(self) -> str:
        """What the entry says, for deciding whether it is about football disorder."""
        return "\n\n".join(part for part in (self.title, self.summary, self.content) if part)

    @property
    def fingerprint(self) -> str:
        return hashlib.sha256(self.text.encode("utf-8")).hexdigest()


@dataclass(frozen=True, slots=True)
class ParsedFeed:
    title: str
    site: str
    entries: list[FeedItem]


def parse_feed(raw: bytes) -> ParsedFeed:
    """The feed's title, site link and entries (at most ``MAX_FEED_ENTRIES``, as the
    feed orders them), or ImportFileError saying why these bytes are no feed."""
    parsed = feedparser.parse(raw, resolve_relative_uris=True, sanitize_html=True)
    if not parsed.get("version"):
        error = parsed.get("bozo_exception")
        reason = str(error).splitlines()[0][:200] if error else "no feed elements found"
        raise ImportFileError(MSG_NOT_A_FEED.format(reason=reason))
    if not parsed.entries:
        raise ImportFileError(MSG_EMPTY_FEED)
    feed = parsed.feed
    return ParsedFeed(
        title=_text(feed.get("title", ""))[:300],
        site=feed.get("link", ""),
        entries=[_item(entry) for entry in parsed.entries[:MAX_FEED_ENTRIES]],
    )


def _item(entry) -> FeedItem:
    title = _text(entry.get("title", ""))
    summary = _text(entry.get("summary", ""))
    contents = [_text(part.get("value", "")) for part in entry.get("content", [])]
    content = max(contents, key=len, default="")
    if summary == content:  # feedparser gives an entry without a summary its content as one
        summary = ""
    link = entry.get("link", "")
    if not link.lower().startswith(("http://", "https://")):
        link = ""  # feedparser offers a guid that is no web address as the link
    guid = entry.get("id") or entry.get("link") or hashlib.sha256(f"{title}\n{summary}".encode()).hexdigest()
    return FeedItem(
        guid=guid[:1000], link=link[:1000], title=title[:500], summary=summary[:MAX_ENTRY_TEXT_CHARS],
        content=content[:MAX_ENTRY_TEXT_CHARS], published=_time(dict.get(entry, "published_parsed")),
        # dict.get: feedparser's own get() answers a missing update time with the publication's.
        updated=_time(dict.get(entry, "updated_parsed")), author=_text(entry.get("author", ""))[:300],
    )


def _time(parsed) -> dt.datetime | None:
    """feedparser's UTC struct_time as an aware datetime."""
    if not parsed:
        return None
    try:
        return dt.datetime.fromtimestamp(calendar.timegm(parsed), tz=dt.timezone.utc)
    except (OverflowError, ValueError, OSError):
        return None


_BLOCKS = {"p", "div", "br", "li", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "tr", "section", "article"}
_SPACE = re.compile(r"[ \t\r\f\v\u00a0]+")


class _Text(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.skip = 0

    def handle_starttag(self, tag, attrs) -> None:
        if tag in {"script", "style"}:
            self.skip += 1
        elif tag in _BLOCKS:
            self.parts.append("\n\n")

    def handle_endtag(self, tag) -> None:
        if tag in {"script", "style"} and self.skip:
            self.skip -= 1
        elif tag in _BLOCKS:
            self.parts.append("\n\n")

    def handle_data(self, data) -> None:
        if not self.skip:
            self.parts.append(data)


def _text(html: str) -> str:
    """An entry field's sanitised HTML as plain paragraphs (blank lines between them)."""
    if "<" not in html and "&" not in html:
        return _SPACE.sub(" ", html).strip()
    reader = _Text()
    reader.feed(html)
    reader.close()
    paragraphs = (_SPACE.sub(" ", part).strip() for part in "".join(reader.parts).split("\n"))
    return "\n\n".join(p for p in paragraphs if p)


# A feed's own text of at least this many words is the report itself (content:encoded,
# a full Atom content); a shorter one is a teaser, and the entry's page is fetched.
FULL_TEXT_MIN_WORDS = 120

MSG_NO_TEXT = "the entry has neither its text nor a link to it"


def entry_record(item: FeedItem, *, outlet: str, origin: str) -> ArticleRecord:
    """The report an entry stands for: the feed's full text when it carries one, else
    the entry's page, fetched (``sources.fetching``) and read (``sources.pages``).
    ``outlet`` (the feed's outlet, may be "") wins over what the page names."""
    if len(item.content.split()) >= FULL_TEXT_MIN_WORDS:
        published = item.published or item.updated
        entry = {
            "outlet": outlet or "", "headline": item.title, "body": item.content,
            "standfirst": item.summary if len(item.summary) <= 5000 else "",
            "url": item.link, "byline": item.author,
            "published": published.isoformat() if published else None,
        }
        record = article_from_entry(entry, body=None, where=origin, origin=origin)
        return dataclasses.replace(record, updated=item.updated)
    if not item.link:
        raise ImportFileError(MSG_NO_TEXT)
    from sources.page_batches import link_batch

    # The entry's page, read as a link given to import_articles is (its fields held to
    # the same rules); the feed's outlet and, where the page gives none, its date win.
    batch = link_batch(item.link)
    if batch.error:
        raise ImportFileError(batch.error)
    record = batch.articles[0]
    changes = {}
    if outlet:
        changes["outlet"] = outlet
    if record.published is None and (item.published or item.updated):
        stamp = (item.published or item.updated).isoformat()
        changes["published"] = parse_published(stamp, f"{origin}: the entry's date")
    return dataclasses.replace(record, **changes) if changes else record
