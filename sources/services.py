"""Writes to outlets and articles. Callers wrap them in a transaction; each create
runs in a savepoint of its own, so a row a concurrent import stored first is found."""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from anyascii import anyascii
from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import OuterRef, Subquery
from django.utils import timezone
from django.utils.text import slugify

from sources.importing import ArticleRecord
from sources.models import Article, ArticleVersion, Source, content_hash, page_pack

Outcome = Literal["created", "updated", "unchanged"]

# Words in a free-text outlet description, checked in order, and the kind they mean.
_KIND_WORDS: tuple[tuple[str, str], ...] = (
    ("tabloid", Source.Kind.TABLOID),
    ("agency", Source.Kind.NEWS_AGENCY),
    ("wire", Source.Kind.NEWS_AGENCY),
    ("broadcast", Source.Kind.BROADCASTER),
    ("television", Source.Kind.BROADCASTER),
    ("radio", Source.Kind.BROADCASTER),
    ("tv", Source.Kind.BROADCASTER),
    ("newspaper", Source.Kind.NEWSPAPER),
    ("magazine", Source.Kind.NEWSPAPER),
    ("police", Source.Kind.POLICE),
    ("governing", Source.Kind.GOVERNING_BODY),
    ("federation", Source.Kind.GOVERNING_BODY),
    ("association", Source.Kind.GOVERNING_BODY),
    ("club", Source.Kind.CLUB),
    ("fan", Source.Kind.FAN_SITE),
    ("blog", Source.Kind.FAN_SITE),
)

_COUNTRY_BY_SUFFIX = {
    ".uk": "GB", ".ie": "IE", ".de": "DE", ".fr": "FR", ".es": "ES", ".it": "IT",
    ".nl": "NL", ".be": "BE", ".pt": "PT", ".pl": "PL", ".se": "SE", ".no": "NO",
    ".dk": "DK", ".gr": "GR", ".tr": "TR", ".ru": "RU", ".ua": "UA", ".hr": "HR",
    ".rs": "RS", ".ch": "CH", ".at": "AT", ".au": "AU", ".ar": "AR", ".br": "BR",
}


def source_kind_from_text(description: str) -> str:
    words = re.findall(r"[a-z]+", description.lower())
    for needle, kind in _KIND_WORDS:
        if any(word.startswith(needle) for word in words):
            return kind
    return Source.Kind.OTHER


def country_from_domain(domain: str) -> str:
    domain = domain.lower().rstrip(".")
    for suffix, code in _COUNTRY_BY_SUFFIX.items():
        if domain.endswith(suffix):
            return code
    return ""


def _short_hash(text: str) -> str:
    """Eight hex digits that are the same for the same text on every machine and run."""
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:8]


def _name_key(name: str) -> str:
    """What two spellings of one outlet's name share ("The Sun", "THE SUN", "The Sun.")."""
    return "".join(ch for ch in name.casefold() if ch.isalnum())


def outlet_slug(name: str) -> str:
    """An outlet's slug in any script: transliterated where possible ("Аргументы и
    Факты" is argumenty-i-fakty, "الجزيرة" ljzyrh), else "outlet-" and a stable hash."""
    width = Source._meta.get_field("slug").max_length - 9  # room for a "-<hash>" suffix
    return slugify(anyascii(name))[:width].strip("-") or f"outlet-{_short_hash(name)}"


def _same_outlet(source: Source, name: str, domain: str) -> bool:
    """Whether an outlet with our slug is ours: the same name however spelt, and no
    other domain (a domain, when both have one, tells outlets apart)."""
    if source.domain and domain and source.domain != domain:
        return False
    return _name_key(source.name) == _name_key(name)


def _source_find(name: str, domain: str) -> Source | None:
    named = Source.objects.filter(name=name).first()
    if named is not None:
        return named
    base = outlet_slug(name)
    taken = Source.objects.filter(slug=base).first()
    if taken is None or _same_outlet(taken, name, domain):
        return taken
    # Another outlet holds the plain slug: ours carries a hash of what tells it apart.
    return Source.objects.filter(slug=f"{base}-{_short_hash(domain or name)}").first()


def _source_create(name: str, domain: str, kind: str, country: str) -> Source:
    base = outlet_slug(name)
    slug = base
    if Source.objects.filter(slug=base).exists():
        slug = f"{base}-{_short_hash(domain or name)}"
    return Source.objects.create(
        name=name, slug=slug, domain=domain, kind=kind or Source.Kind.OTHER, country=country,
    )


def outlets_known(names: Iterable[str]) -> dict[str, Source]:
    """The outlets stored under these exact names, in one query: ``source_resolve``'s
    ``known`` for a chunk of articles."""
    return {source.name: source for source in Source.objects.filter(name__in=set(names))}


def source_resolve(*, record: ArticleRecord, known: dict[str, Source] | None = None) -> tuple[Source, Outcome]:
    """The outlet named by ``record``, created or completed from its metadata.

    One outlet per name however spelt (case, accents, punctuation); two outlets whose
    names give one slug but whose domains differ are two outlets. An outlet another
    import stored a moment ago is found, not duplicated ("unchanged"). ``known``
    (``outlets_known``) holds the outlets already found by name, and gains each one
    resolved here, so a chunk of articles looks each outlet up once.
    """
    name, domain = record.outlet, record.outlet_domain.lower()
    kind = source_kind_from_text(record.outlet_kind) if record.outlet_kind else ""
    country = (record.outlet_country or country_from_domain(domain)).upper()
    source = known.get(name) if known is not None else None
    if source is None:
        source = _source_find(name, domain)
    if source is None:
        try:
            with transaction.atomic():
                source, outcome = _source_create(name, domain, kind, country), "created"
        except IntegrityError:
            # Stored by a concurrent import since we looked (PostgreSQL waits for it).
            source = _source_find(name, domain)
            if source is None:
                raise
            outcome = "unchanged"
        if known is not None:
            known[name] = source
        return source, outcome
    if known is not None:
        known[name] = source
    changed = []
    if domain and not source.domain:
        source.domain, changed = domain, changed + ["domain"]
    if kind and source.kind == Source.Kind.OTHER and kind != Source.Kind.OTHER:
        source.kind, changed = kind, changed + ["kind"]
    if country and not source.country:
        source.country, changed = country, changed + ["country"]
    if changed:
        source.save(update_fields=changed)
        return source, "updated"
    return source, "unchanged"


def origin_label(origin: str) -> str:
    """Where an article came from: relative to the project when inside it, so that
    the same files give the same record on any machine; a link as it is."""
    if origin[:8].lower().startswith(("http://", "https://")):
        return origin
    try:
        return str(Path(origin).resolve().relative_to(Path(settings.BASE_DIR).resolve()))
    except ValueError:
        return origin


def article_fields(*, source: Source, record: ArticleRecord, label: str | None = None) -> dict:
    """The article's stored fields from a record (its content hash is the model's to set);
    ``label`` is ``origin_label(record.origin)`` when the caller has it."""
    if label is None:
        label = origin_label(record.origin)
    return {
        "source": source,
        "headline": record.headline,
        "standfirst": record.standfirst,
        "body": record.body,
        "url": record.url,
        "published": record.published,
        "published_approximate": record.published_approximate,
        "byline": record.byline,
        "language": record.language,
        "updated": record.updated,
        "imported_from": label[:1000],
    }


def article_version(*, article: Article, page: bytes = b"", seen=None) -> ArticleVersion:
    """An unsaved version holding the article's text as it stands (its ``version``
    number), seen now; ``page`` is the raw page it was read from, if any."""
    seen = seen or timezone.now()
    return ArticleVersion(
        article=article, number=article.version, headline=article.headline, standfirst=article.standfirst,
        body=article.body, byline=article.byline, published=article.published,
        published_approximate=article.published_approximate, updated=article.updated,
        content_hash=article.content_hash, page=page_pack(page), first_seen=seen, last_seen=seen,
    )


def article_versions_add(*, articles: list[Article], pages: list[bytes]) -> None:
    """Version 1 of articles just stored, one bulk insert (the bulk import's)."""
    seen = timezone.now()
    ArticleVersion.objects.bulk_create(
        [article_version(article=article, page=page, seen=seen) for article, page in zip(articles, pages)]
    )


def article_versions_backfill(*, batch: int = 500) -> int:
    """Version 1 for each article that has no version (rows loaded from a fixture), in
    batches; seen when the article was imported. Returns how many were written."""
    written = 0
    missing = Article.objects.filter(versions__isnull=True).order_by("pk")
    while chunk := list(missing[:batch]):
        kept = []
        for article in chunk:
            version = article_version(article=article, seen=article.imported_at)
            version.last_seen = article.updated_at
            kept.append(version)
        ArticleVersion.objects.bulk_create(kept)
        written += len(kept)
    return written


def article_versions_seen(*, article_ids: list[int]) -> int:
    """Mark the latest version of each of these articles as seen now: one UPDATE,
    whatever their number (an import met their text again)."""
    if not article_ids:
        return 0
    latest = Article.objects.filter(pk=OuterRef("article_id")).values("version")[:1]
    return ArticleVersion.objects.filter(article_id__in=article_ids, number=Subquery(latest)).update(
        last_seen=timezone.now()
    )


class ArticlesKnown:
    """What a chunk of records finds already stored, read in three queries: the articles
    holding the same texts, at the same URLs, or (without a URL) under the same
    headlines, by the keys ``article_upsert`` looks them up with. Articles the chunk
    adds are noted (``add``) so a later record of it finds them too."""

    def __init__(self, records: list[ArticleRecord]) -> None:
        digests = {content_hash(r.body) for r in records}
        urls = {r.url for r in records if r.url}
        headlines = {r.headline for r in records if not r.url}
        ordered = ("published", "pk")
        # One article per outlet and text (a constraint), one per URL: no order needed.
        self.by_text: dict[tuple[int, str], int] = {
            (source_id, digest): pk for pk, source_id, digest in Article.objects.filter(content_hash__in=digests)
            .order_by().values_list("pk", "source_id", "content_hash")
        }
        # "url <> ''" as the unique index on URLs says it, so that SQLite uses that index.
        self.by_url: dict[str, int] = dict(
            Article.objects.filter(url__in=urls).exclude(url="").order_by().values_list("url", "pk")
        ) if urls else {}
        self.by_headline: dict[tuple[int, str], int] = {}
        if headlines:
            for pk, source_id, headline in Article.objects.filter(url="", headline__in=headlines) \
                    .order_by(*ordered).values_list("pk", "source_id", "headline"):
                self.by_headline.setdefault((source_id, headline), pk)

    def same_text(self, source: Source, digest: str):
        return self.by_text.get((source.pk, digest))

    def same_place(self, source: Source, record: ArticleRecord):
        """The article a changed text would update: at the URL, or under the headline."""
        if record.url:
            return self.by_url.get(record.url)
        return self.by_headline.get((source.pk, record.headline))

    def add(self, article: Article, key: object) -> None:
        self.by_text.setdefault((article.source_id, article.content_hash), key)
        if article.url:
            self.by_url.setdefault(article.url, key)
        else:
            self.by_headline.setdefault((article.source_id, article.headline), key)


@dataclass(frozen=True, slots=True)
class ArticleUpsert:
    article: Article
    outcome: Outcome
    body_changed: bool
    # The number of the version a changed text replaced: its claims are still the
    # live ones, for the caller to freeze on it before re-reading the new text.
    replaced: int | None = None


def article_upsert(*, source: Source, record: ArticleRecord) -> ArticleUpsert:
    """Store one report once.

    The same text from the same outlet is unchanged (its latest version is seen
    again). A changed text at the same URL (or, when there is no URL, under the same
    outlet and headline) updates the article and becomes its next version, the
    earlier ones kept; anything else is a new article, version 1.
    """
    digest = content_hash(record.body)
    existing = Article.objects.filter(source=source, content_hash=digest).first()
    if existing is not None:
        article_versions_seen(article_ids=[existing.pk])
        return ArticleUpsert(existing, "unchanged", body_changed=False)

    if record.url:
        existing = Article.objects.filter(url=record.url).first()
    else:
        existing = Article.objects.filter(source=source, headline=record.headline, url="").first()

    fields = article_fields(source=source, record=record)
    if existing is None:
        try:
            with transaction.atomic():
                article = Article.objects.create(**fields)
                article_version(article=article, page=record.page).save()
                return ArticleUpsert(article, "created", body_changed=True)
        except IntegrityError:
            # The same text stored by a concurrent import since we looked: unchanged.
            stored = Article.objects.filter(source=source, content_hash=digest).first()
            if stored is None:
                raise
            return ArticleUpsert(stored, "unchanged", body_changed=False)
    replaced = existing.version
    if not ArticleVersion.objects.filter(article=existing, number=replaced).exists():
        # Stored before versions were kept (or by hand): its text becomes a version first.
        kept = article_version(article=existing, seen=existing.imported_at)
        kept.last_seen = existing.updated_at
        kept.save()
    for name, value in fields.items():
        setattr(existing, name, value)
    existing.version = replaced + 1
    existing.save()
    article_version(article=existing, page=record.page).save()
    return ArticleUpsert(existing, "updated", body_changed=True, replaced=replaced)
