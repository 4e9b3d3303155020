from django.contrib import admin
from simple_history.admin import SimpleHistoryAdmin

from sources.models import Article, Source


@admin.register(Source)
class SourceAdmin(SimpleHistoryAdmin):
    list_display = ["name", "kind", "domain", "country"]
    list_filter = ["kind", "country"]
    search_fields = ["name", "domain"]
    prepopulated_fields = {"slug": ["name"]}


@admin.register(Article)
class ArticleAdmin(SimpleHistoryAdmin):
    list_display = ["headline", "source", "published", "published_approximate"]
    list_filter = ["source"]
    list_select_related = ["source"]
    search_fields = ["headline", "body", "url"]
    autocomplete_fields = ["source"]
    date_hierarchy = "published"
    readonly_fields = ["content_hash", "imported_from", "imported_at", "updated_at"]
