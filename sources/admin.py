"""Admin for outlets and their reports.

``incidents.admin`` extends ``ArticleAdmin`` with claims and grouping actions;
this module knows nothing of incidents.
"""

from __future__ import annotations

from django.contrib import admin
from django.contrib.admin.utils import unquote
from django.core.exceptions import PermissionDenied
from django.db import models
from django.db.models import Count, IntegerField, OuterRef, QuerySet, Subquery
from django.db.models.functions import Coalesce
from simple_history.admin import SimpleHistoryAdmin

from sources.models import Article, Feed, FeedEntry, Source


def count_of(rows, field: str) -> Coalesce:
    """How many of ``rows`` (a model or a QuerySet) point at each row, as one subquery."""
    if not isinstance(rows, QuerySet):
        rows = rows.objects.all()
    rows = (
        rows.filter(**{field: OuterRef("pk")})
        .order_by()
        .values(field)
        .annotate(n=Count("pk"))
        .values("n")
    )
    return Coalesce(Subquery(rows, output_field=IntegerField()), 0)


class AuditedAdmin(SimpleHistoryAdmin):
    """History with revert, where reverting needs the right to change.

    simple-history lets anyone who may *view* an object open a past version and
    POST it back (the revert form); refuse that without the change permission.
    The history list names each version without rebuilding the object (whose
    ``__str__`` may follow foreign keys, a query per row).
    """

    object_history_list_template = "admin/curation/object_history_list.html"

    def history_form_view(self, request, object_id, version_id, extra_context=None):
        if request.method == "POST":
            obj = self.get_object(request, unquote(object_id))
            if not self.has_change_permission(request, obj):
                raise PermissionDenied
        return super().history_form_view(request, object_id, version_id, extra_context)


@admin.register(Source)
class SourceAdmin(AuditedAdmin):
    list_display = ["name", "kind", "domain", "country", "synthetic", "report_count", "created_at"]
    list_filter = ["kind", "country", "synthetic"]
    search_fields = ["name", "slug", "domain"]
    prepopulated_fields = {"slug": ["name"]}
    date_hierarchy = "created_at"
    readonly_fields = ["created_at"]

    def get_queryset(self, request):
        return super().get_queryset(request).annotate(report_count=count_of(Article, "source"))

    @admin.display(description="reports", ordering="report_count")
    def report_count(self, obj: Source) -> int:
        return obj.report_count


@admin.register(Article)
class ArticleAdmin(AuditedAdmin):
    list_display = ["headline", "source", "published", "published_approximate"]
    list_filter = [("source", admin.RelatedOnlyFieldListFilter), "source__kind",
                   "published_approximate", "language"]
    list_select_related = ["source"]
    search_fields = ["headline", "standfirst", "url", "byline", "source__name"]
    autocomplete_fields = ["source"]
    date_hierarchy = "published"
    readonly_fields = ["content_hash", "version", "updated", "imported_from", "imported_at", "updated_at"]
    formfield_overrides = {models.URLField: {"assume_scheme": "https"}}

    def get_readonly_fields(self, request, obj=None):
        fields = list(super().get_readonly_fields(request, obj))
        if obj is not None:
            # Claims' offsets point into the body as received: it is not edited here.
            fields.append("body")
        return fields


class FeedEntryInline(admin.TabularInline):
    """What became of a feed's entries, newest first: read only, the poll writes them."""

    model = FeedEntry
    fields = ["title", "link", "entry_updated", "status", "reason", "article", "first_seen", "last_seen"]
    readonly_fields = fields
    extra = 0
    max_num = 0
    can_delete = False
    show_change_link = False
    ordering = ["-first_seen", "-pk"]

    def get_queryset(self, request):
        return super().get_queryset(request).select_related("article")


@admin.register(Feed)
class FeedAdmin(admin.ModelAdmin):
    list_display = ["__str__", "source", "active", "last_polled_at", "last_error", "entry_count"]
    list_filter = ["active", ("source", admin.RelatedOnlyFieldListFilter)]
    list_select_related = ["source"]
    search_fields = ["title", "url", "source__name"]
    autocomplete_fields = ["source"]
    readonly_fields = ["etag", "last_modified", "last_polled_at", "last_error", "created_at"]
    inlines = [FeedEntryInline]
    formfield_overrides = {models.URLField: {"assume_scheme": "https"}}

    def get_queryset(self, request):
        return super().get_queryset(request).annotate(entry_count=count_of(FeedEntry, "feed"))

    @admin.display(description="entries", ordering="entry_count")
    def entry_count(self, obj: Feed) -> int:
        return obj.entry_count
