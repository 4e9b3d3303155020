from django.contrib import admin
from simple_history.admin import SimpleHistoryAdmin

from incidents.models import Claim, Incident, IncidentArticle


@admin.register(Incident)
class IncidentAdmin(SimpleHistoryAdmin):
    list_display = ["title", "date", "competition", "venue"]
    list_filter = ["competition"]
    search_fields = ["title", "home_club", "away_club", "venue"]
    date_hierarchy = "date"


@admin.register(IncidentArticle)
class IncidentArticleAdmin(SimpleHistoryAdmin):
    list_display = ["article", "incident"]
    list_select_related = ["article__source", "incident"]
    autocomplete_fields = ["article", "incident"]


@admin.register(Claim)
class ClaimAdmin(SimpleHistoryAdmin):
    list_display = ["kind", "value", "scope", "article", "incident", "review_status"]
    list_filter = ["kind", "review_status", "scope"]
    list_select_related = ["article__source", "incident"]
    search_fields = ["value", "text", "sentence", "speaker"]
    autocomplete_fields = ["article", "incident"]
