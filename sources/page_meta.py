"""What a news page says about itself: JSON-LD, meta tags, <time> elements.

Plain Python over an lxml tree (no Django). trafilatura finds the main text; it gives
no update time, no paywall flag and no live-blog entries, and only a date (not a time)
for publication, so these are read here from the markup sites write for search
engines: schema.org JSON-LD (``NewsArticle``, ``LiveBlogPosting``...), Open Graph and
``article:*`` meta tags, and ``<time datetime>``.
"""

from __future__ import annotations

import datetime as dt
import html
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urljoin, urlsplit

from sources.reading import ImportFileError, parse_json

# JSON-LD nests more than an import entry: graphs of people, images and places.
MAX_JSON_LD_DEPTH = 32
ARTICLE_TYPES = frozenset({
    "Article", "NewsArticle", "ReportageNewsArticle", "AnalysisNewsArticle", "BackgroundNewsArticle",
    "OpinionNewsArticle", "ReviewNewsArticle", "LiveBlogPosting", "BlogPosting", "SportsArticle",
    "Report", "SocialMediaPosting",
})
# What a site says an index, section or search page is (a WebSite node is on every
# page of a site, and og:type "website" on many a story: neither says so).
LISTING_TYPES = frozenset({"CollectionPage", "SearchResultsPage"})
_SPACE = re.compile(r"\s+")


def squash(text: str) -> str:
    """Runs of white space as one space, trimmed."""
    return _SPACE.sub(" ", text).strip()


def meta_text(text: str) -> str:
    """A metadata string as one line: sites often escape it twice ("O&amp;#039;Donnell"
    in the page is "O&#039;Donnell" once parsed), so entities left are read once more."""
    return squash(html.unescape(text) if "&" in text else text)


@dataclass(slots=True)
class PageMeta:
    """The page's own statements about itself, each as found (not yet chosen between)."""

    meta: dict[str, str] = field(default_factory=dict)  # name or property, lower case -> content
    article: dict = field(default_factory=dict)  # the JSON-LD article object, {} if none
    types: set[str] = field(default_factory=set)  # every JSON-LD @type on the page
    nodes: dict[str, dict] = field(default_factory=dict)  # JSON-LD objects by @id
    canonical: str = ""
    title: str = ""  # <title>
    h1: str = ""
    language: str = ""
    published_times: list[str] = field(default_factory=list)  # <time> marked as published
    updated_times: list[str] = field(default_factory=list)  # <time> marked as updated
    first_time: str = ""  # the page's first unmarked <time>
    first_story_time: str = ""  # the first one inside an <article> or <main>

    def ref(self, value: Any) -> Any:
        """A JSON-LD value with an {"@id": ...} reference replaced by the object it names."""
        if isinstance(value, dict) and set(value) == {"@id"} and isinstance(value["@id"], str):
            return self.nodes.get(value["@id"], value)
        return value

    @property
    def is_listing(self) -> bool:
        """The page says it is an index (JSON-LD CollectionPage, and no article)."""
        return not self.article and bool(self.types & LISTING_TYPES)

    @property
    def paywalled(self) -> bool:
        value = self.article.get("isAccessibleForFree")
        return value is False or (isinstance(value, str) and value.strip().lower() == "false")


# -- reading the tree ----------------------------------------------------------


def _types(obj: dict) -> set[str]:
    kind = obj.get("@type")
    kinds = kind if isinstance(kind, list) else [kind]
    return {k.rsplit("/", 1)[-1] for k in kinds if isinstance(k, str)}


def _json_ld_objects(data: Any) -> Iterator[dict]:
    """Top-level objects of a JSON-LD block: a list, an @graph, or one object."""
    items = data if isinstance(data, list) else [data]
    for item in items:
        if not isinstance(item, dict):
            continue
        graph = item.get("@graph")
        if isinstance(graph, list):
            yield from (node for node in graph if isinstance(node, dict))
        else:
            yield item


def _read_json_ld(tree, found: PageMeta) -> None:
    for script in tree.iter("script"):
        if (script.get("type") or "").strip().lower() != "application/ld+json":
            continue
        text = (script.text or "").strip().removeprefix("<!--").removesuffix("-->")
        try:
            data = parse_json(text, depth_limit=MAX_JSON_LD_DEPTH)
        except ImportFileError:
            continue  # sites publish broken JSON-LD; the rest of the page still speaks
        for obj in _json_ld_objects(data):
            kinds = _types(obj)
            found.types |= kinds
            if isinstance(obj.get("@id"), str):
                found.nodes.setdefault(obj["@id"], obj)
            if kinds & ARTICLE_TYPES and (not found.article or "LiveBlogPosting" in kinds):
                found.article = obj


def _read_meta_tags(tree, found: PageMeta) -> None:
    for tag in tree.iter("meta"):
        key = (tag.get("property") or tag.get("name") or tag.get("itemprop") or "").strip().lower()
        content = tag.get("content")
        if key and content and key not in found.meta:
            found.meta[key] = meta_text(content)


def _read_links(tree, found: PageMeta) -> None:
    for link in tree.iter("link"):
        rel = (link.get("rel") or "").lower().split()
        if "canonical" in rel and link.get("href") and not found.canonical:
            found.canonical = link.get("href").strip()


def _marks(element, depth: int = 3) -> str:
    """The class, itemprop and leading text of the element and its nearest ancestors, in
    lower case: where a stamp says what it is ("Updated", "Last modified")."""
    marks = []
    for _ in range(depth):
        if element is None:
            break
        marks.extend(filter(None, (element.get("class"), element.get("itemprop"), (element.text or "")[:200])))
        element = element.getparent()
    return " ".join(marks).lower()


def _story_times(tree) -> set:
    """The <time> elements inside an <article> or <main>, each container walked once."""
    containers: set = set()
    times: set = set()
    for container in tree.iter("article", "main"):
        if container in containers:
            continue
        for element in container.iter("time", "article", "main"):
            (times if element.tag == "time" else containers).add(element)
    return times


def _read_times(tree, found: PageMeta) -> None:
    story = _story_times(tree)
    for time in tree.iter("time"):
        value = (time.get("datetime") or "").strip()
        if not value:
            continue
        prop = (time.get("itemprop") or "").lower()
        marks = _marks(time)
        if prop == "datemodified" or "updated" in marks or "modified" in marks:
            found.updated_times.append(value)
        elif prop == "datepublished" or time.get("pubdate") is not None or "published" in marks:
            found.published_times.append(value)
        elif time in story and not found.first_story_time:
            found.first_story_time = value
        elif not found.first_time:
            found.first_time = value


def read_page_meta(tree) -> PageMeta:
    """Everything the page says about itself, read in one pass over each kind of tag."""
    found = PageMeta()
    _read_json_ld(tree, found)
    _read_meta_tags(tree, found)
    _read_links(tree, found)
    _read_times(tree, found)
    title = next(tree.iter("title"), None)
    found.title = squash(title.text_content()) if title is not None else ""
    h1 = next(tree.iter("h1"), None)
    found.h1 = squash(h1.text_content()) if h1 is not None else ""
    root = tree.getroottree().getroot()
    found.language = (root.get("lang") or root.get("xml:lang") or "").strip()
    return found


# -- choosing ------------------------------------------------------------------


def ld_text(value: Any) -> str:
    """A JSON-LD value as one line of text (a list gives its first string)."""
    if isinstance(value, list):
        value = next((v for v in value if isinstance(v, str)), "")
    return meta_text(value) if isinstance(value, str) else ""


def _name(found: PageMeta, value: Any) -> str:
    value = found.ref(value)
    if isinstance(value, dict):
        return ld_text(value.get("name"))
    return ld_text(value)


def web_address(value: str, base: str = "") -> str:
    """An absolute http(s) address, or "" when ``value`` is not one."""
    if not value:
        return ""
    try:
        address = urljoin(base, value.strip()) if base else value.strip()
        parts = urlsplit(address)
    except ValueError:
        return ""
    if parts.scheme.lower() not in {"http", "https"} or not parts.hostname or re.search(r"\s", address):
        return ""
    return address


def canonical_url(found: PageMeta, fetched_url: str) -> str:
    """rel=canonical, og:url, the JSON-LD url, else the address the page came from."""
    entity = found.ref(found.article.get("mainEntityOfPage"))
    candidates = (
        found.canonical, found.meta.get("og:url", ""), ld_text(found.article.get("url")),
        entity if isinstance(entity, str) else ld_text((entity or {}).get("@id")),
    )
    for candidate in candidates:
        address = web_address(candidate, fetched_url)
        if address:
            return address
    return web_address(fetched_url)


def domain_of(url: str) -> str:
    try:
        host = (urlsplit(url).hostname or "").lower().rstrip(".")
    except ValueError:
        return ""
    return host.removeprefix("www.")


def outlet_name(found: PageMeta) -> str:
    return (
        found.meta.get("og:site_name")
        or _name(found, found.article.get("publisher"))
        or found.meta.get("application-name", "")
    )


_SEPARATORS = r"\s+[-|–—:·•]\s+"


def _without_suffix(title: str, suffix: str) -> str:
    if not suffix:
        return title
    match = re.search(_SEPARATORS + re.escape(suffix) + r"\s*$", title, flags=re.IGNORECASE)
    return title[: match.start()].strip() if match else title


def title_suffix(found: PageMeta, domain: str = "") -> str:
    """The site part of <title> ("Headline | Site"): found by the headline the page
    states elsewhere (the h1 or og:title) standing before it, or, failing that, a last
    part whose letters are the site's domain name ("Evening Wire" on eveningwire.com)."""
    for headline in (found.h1, found.meta.get("og:title", "")):
        if headline and found.title.lower().startswith(headline.lower()) and len(found.title) > len(headline):
            match = re.match(_SEPARATORS + r"(.+)$", found.title[len(headline):])
            if match:
                return match.group(1).strip()
    parts = re.split(_SEPARATORS, found.title)
    name = domain.split(".")[0] if domain else ""
    if len(parts) > 1 and name and re.sub(r"[\W_]+", "", parts[-1].lower()) == name.replace("-", ""):
        return parts[-1].strip()
    return ""


def headline(found: PageMeta, outlet: str, domain: str = "") -> str:
    """JSON-LD headline, og:title, the h1, then <title>, without a " - Site" suffix."""
    suffix = title_suffix(found, domain)
    for candidate in (
        ld_text(found.article.get("headline")), found.meta.get("og:title", ""),
        found.meta.get("twitter:title", ""), found.h1, found.title,
    ):
        for site in (outlet, suffix):
            candidate = _without_suffix(candidate, site)
        if candidate:
            return candidate
    return ""


def byline(found: PageMeta, fallback: str) -> str:
    """Author names: JSON-LD authors (people, or an organisation other than the
    publisher), else meta author, else what trafilatura read from the page's byline."""
    authors = found.article.get("author")
    names: list[str] = []
    for author in authors if isinstance(authors, list) else [authors]:
        name = _name(found, author)
        if name and name not in names:
            names.append(name)
    publisher = _name(found, found.article.get("publisher"))
    names = [n for n in names if n != publisher and not web_address(n)]
    if names:
        return ", ".join(names)
    meta_author = found.meta.get("author", "")
    if meta_author and not web_address(meta_author):
        return meta_author
    return ", ".join(n.strip() for n in (fallback or "").split(";") if n.strip())


def parse_time(value: str) -> dt.datetime | None:
    """An ISO 8601 date-time as the web writes it, made aware (UTC when the page gives
    no offset); None for anything else. A bare date is not a time (see ``page_date``)."""
    text = value.strip()
    if len(text) < 16:
        return None
    try:
        moment = dt.datetime.fromisoformat(text.replace(" ", "T", 1))
    except ValueError:
        return None
    return moment if moment.tzinfo else moment.replace(tzinfo=dt.timezone.utc)


def page_date(value: str) -> dt.date | None:
    try:
        return dt.date.fromisoformat(value.strip()[:10])
    except ValueError:
        return None


def publication_times(found: PageMeta) -> tuple[dt.datetime | None, dt.date | None, dt.datetime | None]:
    """(published, published date when only a date is given, updated)."""
    published_candidates = (
        ld_text(found.article.get("datePublished")), found.meta.get("article:published_time", ""),
        *found.published_times, ld_text(found.article.get("dateCreated")),
        found.meta.get("datepublished", ""), found.first_story_time, found.first_time,
    )
    updated_candidates = (
        ld_text(found.article.get("dateModified")), found.meta.get("article:modified_time", ""),
        found.meta.get("og:updated_time", ""), *found.updated_times, found.meta.get("datemodified", ""),
    )
    published = next(filter(None, map(parse_time, published_candidates)), None)
    day = None
    if published is None:
        day = next(filter(None, map(page_date, filter(None, published_candidates))), None)
    updated = next(filter(None, map(parse_time, updated_candidates)), None)
    if updated is not None and published is not None and updated <= published:
        updated = None  # "modified" at the moment of publication is no update
    return published, day, updated


def article_body(found: PageMeta) -> str:
    """The JSON-LD articleBody as paragraphs separated by blank lines ("" if none)."""
    text = found.article.get("articleBody")
    if not isinstance(text, str):
        return ""
    paragraphs = (meta_text(p) for p in re.split(r"\n\s*", text))
    return "\n\n".join(p for p in paragraphs if p)


def descriptions(found: PageMeta) -> list[str]:
    return [
        d for d in (
            ld_text(found.article.get("description")), found.meta.get("og:description", ""),
            found.meta.get("description", ""), found.meta.get("twitter:description", ""),
        ) if d
    ]


@dataclass(frozen=True, slots=True)
class LiveEntry:
    """One update of a live blog: when, its heading, its text."""

    time: dt.datetime
    heading: str
    text: str


def json_ld_entries(found: PageMeta) -> list[LiveEntry]:
    """A LiveBlogPosting's liveBlogUpdate entries that carry a time and a text."""
    if "LiveBlogPosting" not in _types(found.article):
        return []
    updates = found.article.get("liveBlogUpdate")
    entries = []
    for update in updates if isinstance(updates, list) else [updates]:
        update = found.ref(update)
        if not isinstance(update, dict):
            continue
        moment = next(filter(None, (
            parse_time(ld_text(update.get(key))) for key in ("datePublished", "dateCreated", "dateModified")
        )), None)
        body = update.get("articleBody") or update.get("text") or update.get("description")
        text = body.strip() if isinstance(body, str) else ""
        if moment and text:
            entries.append(LiveEntry(moment, ld_text(update.get("headline")), text))
    return entries
