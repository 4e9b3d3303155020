"""Outlets and the reports they publish."""

from __future__ import annotations

import hashlib
import zlib

from django.db import models
from django.db.models import Q
from django.urls import reverse
from simple_history.models import HistoricalRecords

from sources.published import has_time


class SourceKind(models.TextChoices):
    TABLOID = "tabloid", "Tabloid"
    NEWSPAPER = "newspaper", "Newspaper"
    BROADCASTER = "broadcaster", "Broadcaster"
    NEWS_AGENCY = "news_agency", "News agency"
    CLUB = "club", "Club"
    POLICE = "police", "Police"
    GOVERNING_BODY = "governing_body", "Governing body"
    FAN_SITE = "fan_site", "Fan site"
    OTHER = "other", "Other"


class Source(models.Model):
    """An outlet: a newspaper, broadcaster, agency, club, police force..."""

    Kind = SourceKind

    name = models.CharField(max_length=200, unique=True)
    slug = models.SlugField(max_length=200, unique=True)
    domain = models.CharField(max_length=253, blank=True, help_text="Web domain, e.g. bbc.co.uk")
    kind = models.CharField(max_length=20, choices=Kind.choices, default=Kind.OTHER)
    country = models.CharField(max_length=2, blank=True, help_text="ISO 3166 code, e.g. GB")
    synthetic = models.BooleanField(
        default=False,
        help_text="A fictional outlet of the demo data: every page showing its reports says so.",
    )
    created_at = models.DateTimeField(auto_now_add=True)

    history = HistoricalRecords()

    class Meta:
        ordering = ["name"]
        constraints = [
            models.CheckConstraint(
                condition=Q(kind__in=SourceKind.values), name="source_kind_valid"
            ),
        ]

    def __str__(self) -> str:
        return self.name

    def get_absolute_url(self) -> str:
        return reverse("incidents:source-detail", kwargs={"slug": self.slug})


def content_hash(body: str) -> str:
    """The identity of a text: the same words from the same outlet are stored once."""
    return hashlib.sha256(body.encode("utf-8")).hexdigest()


class ArticleQuerySet(models.QuerySet):
    def with_source(self) -> ArticleQuerySet:
        return self.select_related("source")


class Article(models.Model):
    """One report, its body kept exactly as received.

    Headline and standfirst are display fields; every claim's offsets point
    into ``body``, first line included.
    """

    source = models.ForeignKey(Source, on_delete=models.PROTECT, related_name="articles")
    headline = models.CharField(max_length=500)
    standfirst = models.TextField(blank=True)
    body = models.TextField()
    url = models.URLField(max_length=1000, blank=True)
    published = models.DateTimeField(null=True, blank=True)
    published_approximate = models.BooleanField(
        default=False, help_text="The date was inferred, not read from the outlet."
    )
    byline = models.CharField(max_length=300, blank=True)
    language = models.CharField(max_length=10, default="en")
    content_hash = models.CharField(max_length=64, editable=False)
    updated = models.DateTimeField(
        null=True, blank=True, help_text="When the outlet says it last changed the report, if it says."
    )
    # The number of the latest ArticleVersion (the text this row holds), so a page
    # knows without a query whether a report was ever revised.
    version = models.PositiveIntegerField(default=1, editable=False)
    imported_from = models.CharField(max_length=1000, blank=True)
    imported_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    objects = ArticleQuerySet.as_manager()
    history = HistoricalRecords()

    class Meta:
        ordering = ["published", "pk"]
        constraints = [
            models.UniqueConstraint(
                fields=["url"], condition=~Q(url=""), name="article_url_unique_when_present"
            ),
            models.UniqueConstraint(
                fields=["source", "content_hash"], name="article_text_once_per_source"
            ),
            models.CheckConstraint(condition=~Q(body=""), name="article_body_not_empty"),
        ]
        indexes = [
            models.Index(fields=["published"]),
            # An outlet's reports newest first, a page at a time (the outlet page).
            models.Index(fields=["source", "published", "id"], name="article_outlet_newest"),
            # The importer looks a chunk's texts up by hash (whatever the outlet), and the
            # ones without a URL by headline.
            models.Index(fields=["content_hash"], name="article_content_hash"),
            models.Index(fields=["headline"], condition=Q(url=""), name="article_headline_without_url"),
        ]

    def __str__(self) -> str:
        return f"{self.source}: {self.headline}"

    def save(self, *args, **kwargs) -> None:
        self.content_hash = content_hash(self.body)
        super().save(*args, **kwargs)

    def get_absolute_url(self) -> str:
        return reverse("incidents:article-detail", kwargs={"pk": self.pk})

    @property
    def standfirst_apart(self) -> str:
        """The standfirst when the body does not open with it, else "": a page shows it once."""
        if not self.standfirst or self.body.lstrip().startswith(self.standfirst.strip()):
            return ""
        return self.standfirst

    @property
    def published_has_time(self) -> bool:
        """Whether the publication has a time of day to show (a bare date has none:
        ``sources.published``)."""
        return has_time(self.published)


def page_pack(page: bytes) -> bytes:
    """A raw page as kept: zlib-compressed, or empty when there was none."""
    return zlib.compress(page, 6) if page else b""


def page_unpack(packed: bytes | memoryview | None) -> bytes:
    return zlib.decompress(bytes(packed)) if packed else b""


class ArticleVersionQuerySet(models.QuerySet):
    def listed(self) -> ArticleVersionQuerySet:
        """Versions without their bodies, raw pages and claims: what a list of versions shows."""
        return self.defer("body", "page", "claims").order_by("article_id", "number")

    def of_articles(self, article_ids) -> ArticleVersionQuerySet:
        """Every version of these articles, oldest first, without the raw pages."""
        return self.filter(article_id__in=article_ids).defer("page").order_by("article_id", "number")


class ArticleVersion(models.Model):
    """One text of a report as an import saw it. The Article row always holds the
    latest; a re-import with a changed text adds the next number.

    ``claims`` is opaque here: the incidents app freezes the claims read from a
    version's text into it (each claim's record and review) just before the text is
    replaced, so an older version can be shown with its claims. The latest version's
    claims are the live Claim rows, and its ``claims`` stays empty.
    """

    article = models.ForeignKey(Article, on_delete=models.CASCADE, related_name="versions")
    number = models.PositiveIntegerField()
    headline = models.CharField(max_length=500)
    standfirst = models.TextField(blank=True)
    body = models.TextField()
    byline = models.CharField(max_length=300, blank=True)
    published = models.DateTimeField(null=True, blank=True)
    published_approximate = models.BooleanField(default=False)
    updated = models.DateTimeField(null=True, blank=True, help_text="The outlet's own update time, if given.")
    content_hash = models.CharField(max_length=64)
    page = models.BinaryField(blank=True, default=b"", help_text="The raw page, zlib-compressed; empty if none.")
    first_seen = models.DateTimeField(help_text="When an import first saw this text.")
    last_seen = models.DateTimeField(help_text="When an import last saw this text.")
    claims = models.JSONField(default=list, blank=True)

    objects = ArticleVersionQuerySet.as_manager()

    class Meta:
        ordering = ["article", "number"]
        constraints = [
            models.UniqueConstraint(fields=["article", "number"], name="article_version_number_once"),
            models.CheckConstraint(condition=Q(number__gte=1), name="article_version_number_positive"),
        ]

    def __str__(self) -> str:
        return f"{self.article_id} v{self.number}: {self.headline}"

    @property
    def seen_at(self):
        """From when this text stood (``as_of``, the timeline): the outlet's update time
        when it gives one; else, for the first version, its publication; else when an
        import first saw it."""
        return self.updated or (self.published if self.number == 1 else None) or self.first_seen

    @property
    def standfirst_apart(self) -> str:
        """As ``Article.standfirst_apart``, for this version's text."""
        if not self.standfirst or self.body.lstrip().startswith(self.standfirst.strip()):
            return ""
        return self.standfirst

    def page_bytes(self) -> bytes:
        return page_unpack(self.page)


class FeedEntryStatus(models.TextChoices):
    IMPORTED = "imported", "Imported"
    UPDATED = "updated", "Updated"
    UNCHANGED = "unchanged", "Unchanged"
    SKIPPED = "skipped", "Skipped (not about football disorder)"
    FAILED = "failed", "Failed"


class Feed(models.Model):
    """An outlet's RSS or Atom feed that Terrace follows: polled every
    ``TERRACE_FEED_POLL_MINUTES``, its new entries about football disorder imported
    and its updated ones fetched again."""

    url = models.URLField(max_length=1000, unique=True)
    title = models.CharField(max_length=300, blank=True)
    source = models.ForeignKey(
        Source, null=True, blank=True, on_delete=models.SET_NULL, related_name="feeds",
        help_text="The outlet its reports are filed under; empty: the outlet each page names.",
    )
    active = models.BooleanField(default=True, help_text="Polled on schedule while active.")
    # What the last answer said, sent back so an unchanged feed costs a 304.
    etag = models.CharField(max_length=300, blank=True, editable=False)
    last_modified = models.CharField(max_length=100, blank=True, editable=False)
    last_polled_at = models.DateTimeField(null=True, blank=True, editable=False)
    last_error = models.CharField(max_length=500, blank=True, editable=False)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["title", "url"]

    def __str__(self) -> str:
        return self.title or self.url


class FeedEntry(models.Model):
    """One entry of a followed feed, and what became of it."""

    Status = FeedEntryStatus

    feed = models.ForeignKey(Feed, on_delete=models.CASCADE, related_name="entries")
    guid = models.CharField(max_length=1000)
    link = models.URLField(max_length=1000, blank=True)
    title = models.CharField(max_length=500, blank=True)
    # The entry's own update time (or publication time), to know when it changed.
    entry_updated = models.DateTimeField(null=True, blank=True)
    content_hash = models.CharField(max_length=64, blank=True)
    article = models.ForeignKey(Article, null=True, blank=True, on_delete=models.SET_NULL, related_name="feed_entries")
    status = models.CharField(max_length=10, choices=Status.choices)
    reason = models.CharField(max_length=500, blank=True)
    first_seen = models.DateTimeField(auto_now_add=True)
    last_seen = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-first_seen", "-pk"]
        verbose_name_plural = "feed entries"
        constraints = [
            models.UniqueConstraint(fields=["feed", "guid"], name="feed_entry_once_per_feed"),
            models.CheckConstraint(condition=Q(status__in=FeedEntryStatus.values),
                                   name="feed_entry_status_valid"),
        ]

    def __str__(self) -> str:
        return self.title or self.guid
