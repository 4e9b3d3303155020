"""A saved or fetched news page read into a report: main text and metadata.

Plain Python (no Django). ``read_page(html, url=..., origin=...)`` returns the
``ArticleRecord`` a page holds (``extract_page`` the fuller ``Page``): the article's
text without site chrome, as paragraphs separated by blank lines, and its headline,
standfirst, byline, publication and update times, canonical URL and outlet, with the
page's bytes; or raises ``PageRefused`` (an ``ImportFileError``) with a one-line
reason. Field widths and the accepted dates are the importer's to check
(``sources.page_batches``), as they need the models and settings.

trafilatura finds the main text. Around it: bytes are decoded here (BOM, the HTTP
charset, then the page's meta charset, never failing on bad bytes); the parse is
bounded (``limits.MAX_PAGE_BYTES``, ``MAX_PAGE_ELEMENTS``) because trafilatura's cost
grows faster than the page in some shapes (many children of one element, tens of
thousands of paragraphs); chrome that trafilatura can miss (share bars, "Read more"
boxes, captions, ads, AMP components) is pruned first by tag, role and class words;
metadata is read by ``sources.page_meta``; live blogs are rebuilt oldest entry first
(``sources.live_blogs``).
"""

from __future__ import annotations

import codecs
import datetime as dt
import re
from copy import deepcopy
from dataclasses import dataclass

import lxml.html
from lxml import etree

from sources import live_blogs, page_meta
from sources.importing import ArticleRecord
from sources.limits import (
    MAX_BODY_CHARS,
    MAX_CONTENT_ELEMENTS,
    MAX_ELEMENT_CHILDREN,
    MAX_PAGE_BYTES,
    MAX_PAGE_ELEMENTS,
    MIN_ARTICLE_WORDS,
    PAYWALL_TEASER_WORDS,
)
from sources.page_meta import PageMeta, squash
from sources.published import BARE_DATE_TIME
from sources.reading import ImportFileError

MSG_EMPTY = "empty page"
MSG_BINARY = "not an HTML page (binary data)"
MSG_NOT_HTML = "not an HTML page (no <html>, <head> or <body> tag)"
MSG_TOO_LARGE = "page too large ({size:,} bytes; the limit is {limit:,})"
MSG_TOO_MANY_ELEMENTS = "page has too many HTML elements (over {limit:,})"
MSG_TOO_MANY_CHILDREN = "page has an element with over {limit:,} children (hostile or broken markup)"
MSG_NO_TEXT = "no article text found (an index or section page?)"
MSG_PAYWALLED = "paywalled: only a teaser of {words} words"
MSG_BODY_TOO_LARGE = "article text too large ({chars:,} characters; the limit is {limit:,})"


class PageRefused(ImportFileError):
    """A page that gives no report; ``reason`` is the one line, str() names the origin too."""

    def __init__(self, origin: str, reason: str) -> None:
        super().__init__(f"{origin}: {reason}" if origin else reason)
        self.origin, self.reason = origin, reason


@dataclass(frozen=True, slots=True)
class Page:
    """What a page says: its report and the facts about it (times aware, or None)."""

    origin: str
    body: str
    headline: str
    standfirst: str = ""
    byline: str = ""
    published: dt.datetime | None = None
    published_date: dt.date | None = None  # when the page gives a date and no time
    updated: dt.datetime | None = None
    url: str = ""
    outlet: str = ""
    outlet_domain: str = ""
    language: str = ""
    live: bool = False

    def as_record(self, html: bytes) -> ArticleRecord:
        """The import's record of this page; a date without a time is stored as dates
        are (``published.BARE_DATE_TIME``)."""
        published = self.published
        if published is None and self.published_date is not None:
            published = dt.datetime.combine(self.published_date, BARE_DATE_TIME, tzinfo=dt.timezone.utc)
        return ArticleRecord(
            outlet=self.outlet, body=self.body, headline=self.headline, origin=self.origin,
            standfirst=self.standfirst, outlet_domain=self.outlet_domain, url=self.url, published=published,
            byline=self.byline, language=self.language or "en", updated=self.updated, page=html,
        )


# -- bytes to text -------------------------------------------------------------

_BOMS = ((codecs.BOM_UTF8, "utf-8"), (codecs.BOM_UTF16_LE, "utf-16-le"), (codecs.BOM_UTF16_BE, "utf-16-be"))
_META_CHARSET = re.compile(rb"""<meta[^>]+charset\s*=\s*["']?\s*([A-Za-z0-9._:-]+)""", re.IGNORECASE)
# As browsers do (WHATWG Encoding): Latin-1 and ASCII labels mean windows-1252.
_ALIASES = {"iso-8859-1": "cp1252", "iso8859-1": "cp1252", "latin-1": "cp1252", "latin1": "cp1252",
            "us-ascii": "cp1252", "ascii": "cp1252", "l1": "cp1252"}


def _codec(label: str | None) -> str | None:
    if not label:
        return None
    label = label.strip().strip("\"'").lower()
    label = _ALIASES.get(label, label)
    try:
        name = codecs.lookup(label).name
    except LookupError:
        return None
    # A page cannot declare UTF-16 in bytes that an ASCII scan read (HTML's rule).
    return "utf-8" if name.startswith(("utf-16", "utf-32")) else name


def decode_page(raw: bytes, charset: str | None = None) -> str:
    """The page's text: a byte-order mark wins, then the HTTP charset, then a meta
    charset in the first 4 kB, then UTF-8 if the bytes are UTF-8, else windows-1252.
    Bytes the charset cannot read become U+FFFD: a mis-encoded page still reads."""
    for mark, codec in _BOMS:
        if raw.startswith(mark):
            return raw[len(mark):].decode(codec, errors="replace")
    declared = _codec(charset)
    if declared is None:
        match = _META_CHARSET.search(raw[:4096])
        declared = _codec(match.group(1).decode("ascii")) if match else None
    if declared is None:
        try:
            return raw.decode("utf-8")
        except UnicodeDecodeError:
            declared = "cp1252"
    return raw.decode(declared, errors="replace")


_HTML_TAG = re.compile(r"<(?:!doctype\s+html|html|head|body)[\s>/]", re.IGNORECASE)


def _checked_text(raw: bytes, charset: str | None, origin: str) -> str:
    if len(raw) > MAX_PAGE_BYTES:
        raise PageRefused(origin, MSG_TOO_LARGE.format(size=len(raw), limit=MAX_PAGE_BYTES))
    if not raw.strip():
        raise PageRefused(origin, MSG_EMPTY)
    utf16 = raw.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE))
    if b"\x00" in raw[:65536] and not utf16:
        raise PageRefused(origin, MSG_BINARY)
    text = _XML_UNSAFE_CHARS.sub("\ufffd", decode_page(raw, charset))
    if not _HTML_TAG.search(text[:65536]):
        raise PageRefused(origin, MSG_NOT_HTML)
    return _UNSAFE_REFERENCE.sub(_safe_reference, text)


# Characters an lxml tree cannot be given (C0 controls but tab and line ends), raw or
# as numeric references; browsers show U+FFFD for most of them too.
_XML_UNSAFE_CHARS = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")
_UNSAFE_REFERENCE = re.compile(r"&#(?:[xX]0*([0-9a-fA-F]{1,8})|0*([0-9]{1,10}));?")


def _safe_reference(match: re.Match) -> str:
    code = int(match.group(1), 16) if match.group(1) else int(match.group(2))
    unsafe = code > 0x10FFFF or 0xD800 <= code <= 0xDFFF or _XML_UNSAFE_CHARS.match(chr(min(code, 0x10FFFF)))
    return "\ufffd" if unsafe else match.group()


# -- text to a tree, bounded -----------------------------------------------------

_FEED = 1 << 16


def parse_bounded(text: str, origin: str = "") -> lxml.html.HtmlElement:
    """The page as an lxml.html tree, parsed a slice at a time and stopped as soon as it
    holds more than ``MAX_PAGE_ELEMENTS`` elements, so memory follows the limit, not
    the markup. Nesting past libxml2's 256 levels is cut there (its own guard)."""
    parser = etree.HTMLPullParser(events=("start",), remove_comments=True, remove_pis=True,
                                  collect_ids=False, default_doctype=False)
    parser.set_element_class_lookup(lxml.html.HtmlElementClassLookup())
    seen = 0
    for start in range(0, len(text), _FEED):
        parser.feed(text[start:start + _FEED])
        seen += sum(1 for _ in parser.read_events())
        if seen > MAX_PAGE_ELEMENTS:
            raise PageRefused(origin, MSG_TOO_MANY_ELEMENTS.format(limit=MAX_PAGE_ELEMENTS))
    try:
        root = parser.close()
    except etree.XMLSyntaxError as exc:
        raise PageRefused(origin, MSG_NOT_HTML) from exc
    if root is None or root.find("body") is None and len(root) == 0:
        raise PageRefused(origin, MSG_NO_TEXT)
    if any(len(element) > MAX_ELEMENT_CHILDREN for element in root.iter()):
        raise PageRefused(origin, MSG_TOO_MANY_CHILDREN.format(limit=MAX_ELEMENT_CHILDREN))
    return root


# -- pruning chrome ----------------------------------------------------------------

# Never the article's text, wherever they are.
_NEVER_TEXT = {
    "script", "style", "noscript", "template", "svg", "iframe", "object", "embed", "canvas", "button",
    "input", "select", "textarea", "label", "figure", "figcaption", "picture", "video", "audio",
}
# Usually chrome, but an old site may wrap its whole page in a <form> or its story in
# an "article-sidebar" block: these go only when they hold little prose.
_CHROME_TAGS = {"nav", "aside", "footer", "form", "dialog", "menu"}
_CHROME_ROLES = {"navigation", "banner", "complementary", "contentinfo", "dialog", "alertdialog", "search"}
# Words of a class or id (split at - and _) that mark chrome, alone or as a pair.
_CHROME_WORDS = frozenset("""
    ad ads advert adverts advertisement advertising sponsored promo promotion outbrain taboola
    related read-more readmore more-stories more-on most-read most-popular popular trending top-stories
    recommended share shares sharing sharebar social newsletter signup cookie cookies consent gdpr
    comment comments caption cap credit credits byline dateline breadcrumb breadcrumbs crumbs copyright
    tags topics paywall subscribe subscription sidebar skip toolbar masthead
""".split())
_KEEP = {"html", "body", "main", "article"}
# Prose: paragraphs of at least this many words. An element holding this much of it
# is content, whatever its class says (comments are trafilatura's to drop).
_PROSE_PARAGRAPH_WORDS = 15
_PROSE_WORDS = 60


def _class_words(element) -> set[str]:
    words: set[str] = set()
    for token in f"{element.get('class') or ''} {element.get('id') or ''}".lower().split():
        parts = [p for p in re.split(r"[-_]+", token) if p]
        words.update(parts)
        words.update(f"{a}-{b}" for a, b in zip(parts, parts[1:]))
    return words


def _looks_like_chrome(element, tag: str) -> bool:
    if tag in _CHROME_TAGS or tag.startswith("amp-") or element.get("hidden") is not None:
        return True
    if (element.get("role") or "").lower() in _CHROME_ROLES:
        return True
    return bool(_class_words(element) & _CHROME_WORDS)


def _prose(elements: list) -> dict:
    """Words of prose under each element (runs of text of a paragraph's length that are
    not a link's), in one pass from the leaves up."""
    prose: dict = {}
    for element in reversed(elements):  # every descendant comes before its ancestor
        words = 0
        if element.tag != "a":
            own = [element.text or ""]
            own.extend(child.tail or "" for child in element)
            words = len(" ".join(own).split())
        prose[element] = (words if words >= _PROSE_PARAGRAPH_WORDS else 0) + sum(
            prose.get(child, 0) for child in element
        )
    return prose


def prune_chrome(root) -> int:
    """Remove chrome from the tree, keeping the text that follows each removed element;
    returns how many elements remain. Markup that never holds the article's text goes
    wherever it is; other chrome (by tag, role, or words of its class) only when it
    holds little prose and not the h1, so a class like "has-ads" or "article-sidebar"
    on the story's own block never takes the story with it."""
    elements = [el for el in root.iter() if isinstance(el.tag, str)]
    prose = _prose(elements)
    h1 = next(root.iter("h1"), None)
    headings = set(h1.iterancestors()) if h1 is not None else set()
    doomed = [
        el for el in elements
        if el.tag not in _KEEP and el not in headings and (
            el.tag in _NEVER_TEXT or prose[el] < _PROSE_WORDS and _looks_like_chrome(el, el.tag)
        )
    ]
    del elements, prose
    for element in doomed:
        if element.getparent() is not None:
            element.drop_tree()
    # A layout table (cells holding paragraphs) is a page grid, not data.
    for table in root.iter("table"):
        if table.find(".//td//p") is not None or table.find(".//td//h1") is not None:
            table.set("role", "presentation")
    remaining = sum(1 for _ in root.iter())
    if remaining > MAX_CONTENT_ELEMENTS:
        raise PageRefused("", MSG_TOO_MANY_ELEMENTS.format(limit=MAX_CONTENT_ELEMENTS))
    return remaining


# -- the main text -------------------------------------------------------------------


_BREAK = "\u2029"


def _block_paragraphs(block) -> list[str]:
    """A block's text as paragraphs: two or more line breaks (<br><br>, as older sites
    write paragraphs) start a new one, one keeps a line break inside it."""
    for line_break in block.iter("lb"):
        line_break.tail = _BREAK + (line_break.tail or "")
    text = "".join(block.itertext())
    paragraphs = []
    for part in re.split(rf"\s*{_BREAK}\s*{_BREAK}[\s{_BREAK}]*", text):
        lines = (squash(line) for line in part.split(_BREAK))
        paragraphs.append("\n".join(line for line in lines if line))
    return paragraphs


def _paragraphs(body) -> list[str]:
    """trafilatura's blocks as paragraphs: a list item or a table row is one each."""
    paragraphs = []
    for block in body:
        if block.tag == "list":
            for item in block.findall("item"):  # a nested list stays inside its item
                paragraphs.extend(_block_paragraphs(item))
        elif block.tag == "table":
            for row in block.iter("row"):
                cells = [squash(" ".join(cell.itertext())) for cell in row.iter("cell")]
                paragraphs.append(" | ".join(c for c in cells if c))
        else:
            paragraphs.extend(_block_paragraphs(block))
    return [p for p in paragraphs if p]


# Past this much text, trafilatura's fallback extractors (jusText's whitespace and
# stop-word passes) take seconds a megabyte; its own extractor stays linear.
_FALLBACK_MAX_CHARS = 200_000


def main_text(root, headline: str) -> str:
    """The article's paragraphs by trafilatura, blank-line separated, without the
    headline repeated among the first few."""
    import trafilatura

    document = trafilatura.bare_extraction(
        root, include_comments=False, include_tables=True, include_images=False,
        include_links=False, with_metadata=False,
        fast=len(root.text_content()) > _FALLBACK_MAX_CHARS,
    )
    if document is None or document.body is None:
        return ""
    paragraphs = _paragraphs(document.body)
    top = [p for p in paragraphs[:3] if p.lower() != headline.lower()]
    return "\n\n".join(top + paragraphs[3:])


def _words(text: str) -> int:
    return len(text.split())


def mostly_links(root, body: str) -> bool:
    """Whether a third or more of the text's words are paragraphs that are whole links:
    an index page's headlines, not an article's prose (an article's few "Read more"
    lines stay under that)."""
    links = {squash(a.text_content()).lower() for a in root.iter("a")}
    linked = sum(_words(p) for p in body.split("\n\n") if p.lower() in links)
    return linked * 3 >= _words(body)


_CONTENT_WORD = re.compile(r"[^\W\d_]{4,}")


def standfirst(found: PageMeta, headline: str, body: str) -> str:
    """The first description that is a real summary: several words, not the headline,
    not cut off mid-sentence, and about this report (a third of its words are in it),
    not the site's own blurb."""
    known = {w.lower() for w in _CONTENT_WORD.findall(f"{headline} {body}")}
    for text in page_meta.descriptions(found):
        words = [w.lower() for w in _CONTENT_WORD.findall(text)]
        if _words(text) < 6 or text.lower() == headline.lower() or text.rstrip().endswith(("...", "…")):
            continue
        if words and sum(w in known for w in words) * 3 >= len(words):
            return text
    return ""


def _metadata_fallback(root, url: str):
    """trafilatura's reading of the byline, site name and title, for pages that give
    none in JSON-LD or meta tags."""
    from trafilatura.metadata import extract_metadata

    try:
        return extract_metadata(root, url or None, extensive=False)
    except Exception:  # noqa: BLE001 - a fallback that fails leaves the page's own metadata
        return None


def read_page(html: bytes, *, url: str = "", origin: str, charset: str | None = None) -> ArticleRecord:
    """The report a page holds, as an import record carrying the page's bytes, or
    ``PageRefused`` saying why there is none (see ``extract_page``)."""
    return extract_page(html, url=url, origin=origin, charset=charset).as_record(html)


def extract_page(html: bytes, *, url: str = "", origin: str, charset: str | None = None) -> Page:
    """What a page says, or ``PageRefused`` saying why it holds no report.

    ``url`` is where the page was fetched from (the canonical URL falls back to it);
    ``charset`` is the one the HTTP response declared, if any; ``origin`` (a file path
    or the link) names the page in messages.
    """
    text = _checked_text(html, charset, origin)
    root = parse_bounded(text, origin)
    found = page_meta.read_page_meta(root)
    canonical = page_meta.canonical_url(found, url)
    domain = page_meta.domain_of(canonical)
    outlet = page_meta.outlet_name(found) or page_meta.title_suffix(found, domain)
    head = page_meta.headline(found, outlet, domain)
    # trafilatura reads bylines and site names from the page's chrome, so from a copy
    # kept before pruning; it runs only once the pruned page is known to be in bounds.
    unpruned = deepcopy(root) if not (outlet and head and page_meta.byline(found, "")) else None
    try:
        prune_chrome(root)
    except PageRefused as exc:
        raise PageRefused(origin, exc.reason) from None
    fallback = _metadata_fallback(unpruned, url) if unpruned is not None else None
    if fallback is not None:
        outlet = outlet or fallback.sitename or ""
        head = head or fallback.title or ""
    entries = page_meta.json_ld_entries(found)
    if not entries and ("LiveBlogPosting" in found.types or _live_marked(root)):
        entries = live_blogs.html_entries(root)
    body = live_blogs.live_body(entries) if entries else main_text(root, head)
    if _words(body) < MIN_ARTICLE_WORDS and not found.paywalled:
        # A page drawn by script in the browser often carries its text only for
        # search engines, as the JSON-LD articleBody.
        body = page_meta.article_body(found) or body
    if len(body) > MAX_BODY_CHARS:
        raise PageRefused(origin, MSG_BODY_TOO_LARGE.format(chars=len(body), limit=MAX_BODY_CHARS))
    words = _words(body)
    if found.paywalled and words < PAYWALL_TEASER_WORDS:
        raise PageRefused(origin, MSG_PAYWALLED.format(words=words))
    if words < MIN_ARTICLE_WORDS or not entries and (found.is_listing or mostly_links(root, body)):
        raise PageRefused(origin, MSG_NO_TEXT)
    published, day, updated = page_meta.publication_times(found)
    return Page(
        origin=origin,
        body=body,
        headline=head,
        standfirst=standfirst(found, head, body),
        byline=page_meta.byline(found, fallback.author if fallback else ""),
        published=published,
        published_date=day,
        updated=updated,
        url=canonical,
        outlet=outlet or domain,
        outlet_domain=domain,
        language=found.language.split("-")[0].lower()[:10],
        live=bool(entries),
    )


def _live_marked(root) -> bool:
    body = root.find("body")
    return body is not None and "live" in _class_words(body)
