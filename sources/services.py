"""Writes to outlets and articles. Callers wrap them in a transaction."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from django.conf import settings
from django.utils.text import slugify

from sources.importing import ArticleRecord
from sources.models import Article, Source, content_hash

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


def source_resolve(*, record: ArticleRecord) -> tuple[Source, Outcome]:
    """The outlet named by ``record``, created or completed from its metadata."""
    slug = slugify(record.outlet)[:200] or "outlet"
    domain = record.outlet_domain.lower()
    kind = source_kind_from_text(record.outlet_kind) if record.outlet_kind else ""
    country = (record.outlet_country or country_from_domain(domain)).upper()[:2]
    source = Source.objects.filter(slug=slug).first()
    if source is None:
        source = Source.objects.create(
            name=record.outlet[:200],
            slug=slug,
            domain=domain,
            kind=kind or Source.Kind.OTHER,
            country=country,
        )
        return source, "created"
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
    the same files give the same record on any machine."""
    try:
        return str(Path(origin).resolve().relative_to(Path(settings.BASE_DIR).resolve()))
    except ValueError:
        return origin


@dataclass(frozen=True, slots=True)
class ArticleUpsert:
    article: Article
    outcome: Outcome
    body_changed: bool


def article_upsert(*, source: Source, record: ArticleRecord) -> ArticleUpsert:
    """Store one report once.

    The same text from the same outlet is unchanged. A changed text at the same
    URL (or, when there is no URL, under the same outlet and headline) updates the
    article; anything else is a new article.
    """
    digest = content_hash(record.body)
    existing = Article.objects.filter(source=source, content_hash=digest).first()
    if existing is not None:
        return ArticleUpsert(existing, "unchanged", body_changed=False)

    if record.url:
        existing = Article.objects.filter(url=record.url).first()
    else:
        existing = Article.objects.filter(source=source, headline=record.headline, url="").first()

    fields = {
        "source": source,
        "headline": record.headline,
        "standfirst": record.standfirst,
        "body": record.body,
        "url": record.url,
        "published": record.published,
        "published_approximate": record.published_approximate,
        "byline": record.byline,
        "language": record.language,
        "imported_from": origin_label(record.origin)[:1000],
    }
    if existing is None:
        return ArticleUpsert(Article.objects.create(**fields), "created", body_changed=True)
    for name, value in fields.items():
        setattr(existing, name, value)
    existing.save()
    return ArticleUpsert(existing, "updated", body_changed=True)
