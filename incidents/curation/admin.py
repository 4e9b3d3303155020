"""Admin for curation: claims under review, incidents and which reports they group.

Every write goes through ``incidents.curation.services`` so history records the editor.
Changelists select their related rows up front: a fixed number of queries per page.
"""

from __future__ import annotations

from django import forms
from django.contrib import admin, messages
from django.contrib.admin import helpers
from django.template.response import TemplateResponse
from django.utils import timezone
from django.utils.html import format_html
from django.utils.text import Truncator

import sources.admin  # noqa: F401  (registers ArticleAdmin, which is extended below)
from incidents.curation.forms import (
    ClaimForm,
    MergeForm,
    MoveForm,
    OutletFilter,
    ReviewNoteForm,
    incident_filters,
)
from incidents.curation.services import (
    CurationError,
    article_move,
    article_split,
    claims_review,
    incident_delete_if_emptied,
    incidents_merge,
)
from incidents.ingest.feeds import feed_poll
from incidents.models import Claim, Incident, IncidentArticle
from sources.admin import ArticleAdmin, AuditedAdmin, FeedAdmin, count_of
from sources.models import Article, Feed

CONTEXT_CHARS = 300  # article text shown either side of a claim's sentence
REVIEW_FIELDS = ("review_status", "editor_note", "corrected_value", "corrected_low", "corrected_high")
ACTION_TEMPLATE = "admin/curation/action_form.html"


def _intermediate_page(modeladmin, request, queryset, *, action, title, intro, form, submit):
    opts = modeladmin.model._meta
    context = {
        **modeladmin.admin_site.each_context(request),
        "title": title,
        "intro": intro,
        "objects": list(queryset),
        "form": form,
        "action": action,
        "submit_label": submit,
        "opts": opts,
        "action_checkbox_name": helpers.ACTION_CHECKBOX_NAME,
        "media": modeladmin.media + form.media,
    }
    request.current_app = modeladmin.admin_site.name
    return TemplateResponse(request, ACTION_TEMPLATE, context)


def _reviewed(request, obj: Claim) -> None:
    obj.reviewed_by = request.user
    obj.reviewed_at = timezone.now()


# -- claims ------------------------------------------------------------------------


class ClaimDisplay:
    """Columns shared by the claim changelist and the claim inlines."""

    @admin.display(description="value", ordering="value")
    def shown_value(self, obj: Claim):
        if obj.corrected_value and obj.corrected_value != obj.value:
            return format_html(
                '<strong>{}</strong> <span title="The extractor proposed">(proposed {})</span>',
                obj.figure, obj.extracted_figure,
            )
        return obj.figure

    @admin.display(description="sentence")
    def short_sentence(self, obj: Claim) -> str:
        return Truncator(obj.sentence).chars(90)

    @admin.display(description="outlet", ordering="article__source__name")
    def outlet(self, obj: Claim) -> str:
        return obj.article.source.name


def _review_action(status: str, *, note_required: bool, verb: str):
    def action(modeladmin, request, queryset):
        queryset = queryset.select_related("article__source")
        applying = "apply" in request.POST
        form = ReviewNoteForm(request.POST if applying else None, note_required=note_required)
        if applying and form.is_valid():
            count = claims_review(
                claims=queryset, status=status, user=request.user, note=form.cleaned_data["note"]
            )
            modeladmin.message_user(request, f"{count} claim(s) marked {status}.", messages.SUCCESS)
            return None
        need = "A note is required." if note_required else "A note is optional."
        return _intermediate_page(
            modeladmin, request, queryset,
            action=f"{verb}_claims",
            title=f"{verb.capitalize()} claims",
            intro=f"Mark these claims {status}. {need}",
            form=form,
            submit=f"{verb.capitalize()} {queryset.count()} claim(s)",
        )

    action.__name__ = f"{verb}_claims"
    return admin.action(description=f"{verb.capitalize()} selected claims…",
                        permissions=["change"])(action)


class ClaimInline(ClaimDisplay, admin.TabularInline):
    model = Claim
    extra = 0
    can_delete = False
    show_change_link = True
    fields = ["kind", "shown_value", "scope", "short_sentence", "review_status", "editor_note"]
    readonly_fields = ["kind", "shown_value", "scope", "short_sentence"]
    formfield_overrides = {
        Claim._meta.get_field("editor_note").__class__: {"widget": forms.TextInput(attrs={"size": 30})}
    }

    def has_add_permission(self, request, obj=None):
        return False  # claims come from the extractor, with their words

    def get_queryset(self, request):
        return super().get_queryset(request).select_related("article__source", "incident")


class IncidentClaimInline(ClaimInline):
    fields = ["outlet", *ClaimInline.fields]
    readonly_fields = ["outlet", *ClaimInline.readonly_fields]


class ClaimReviewInFormsets:
    """Reviewing a claim in an inline records who and when, as on its own page."""

    def save_formset(self, request, form, formset, change):
        if formset.model is Claim:
            for inline_form in formset.forms:
                if set(REVIEW_FIELDS) & set(inline_form.changed_data):
                    _reviewed(request, inline_form.instance)
                    inline_form.instance._history_user = request.user
        super().save_formset(request, form, formset, change)


_ClaimCompetition, _ClaimClub = incident_filters("incident__")


@admin.register(Claim)
class ClaimAdmin(ClaimDisplay, AuditedAdmin):
    form = ClaimForm
    list_display = [
        "kind", "shown_value", "scope", "outlet", "incident", "review_status", "short_sentence",
    ]
    list_display_links = ["kind", "shown_value"]
    list_filter = [
        "kind", "review_status", "scope", ("article__source", OutletFilter), "incident",
        _ClaimCompetition, _ClaimClub, "extractor",
    ]
    list_select_related = ["article__source", "incident"]
    list_per_page = 100
    search_fields = [
        "value", "corrected_value", "text", "sentence", "speaker", "editor_note",
        "article__headline", "incident__title",
    ]
    autocomplete_fields = ["article", "incident"]
    date_hierarchy = "article__published"
    actions = [
        _review_action(Claim.ReviewStatus.CONFIRMED, note_required=False, verb="confirm"),
        _review_action(Claim.ReviewStatus.DISPUTED, note_required=True, verb="dispute"),
        _review_action(Claim.ReviewStatus.REJECTED, note_required=True, verb="reject"),
    ]
    proposal_fields = [
        "article", "incident", "kind", "value", "low", "high", "approximate", "original",
        "scope", "scope_detail", "detail", "speaker", "speaker_role", "text", "start", "end",
        "sentence", "sentence_start", "sentence_end", "extractor", "extractor_version",
    ]
    readonly_fields = [
        "in_context", "links", *proposal_fields, "reviewed_by", "reviewed_at", "created_at",
    ]
    fieldsets = [
        (None, {"fields": ["in_context", "links", ("article", "incident")]}),
        ("Review", {"fields": [
            "review_status", "editor_note", ("corrected_value", "corrected_low", "corrected_high"),
            ("reviewed_by", "reviewed_at"),
        ]}),
        ("The extractor's proposal", {"fields": [
            "kind", ("value", "low", "high", "approximate"), "original",
            ("scope", "scope_detail"), "detail", ("speaker", "speaker_role"), "text",
            ("start", "end"), ("extractor", "extractor_version"), "created_at",
        ]}),
    ]

    def has_add_permission(self, request):
        return False  # a claim is found in an article's words by the extractor

    @admin.display(description="in context")
    def in_context(self, obj: Claim):
        body = obj.article.body
        if body[obj.start:obj.end] != obj.text:
            return format_html(
                '<p class="errornote">The article no longer has these words here: “{}”</p>',
                obj.text,
            )
        lo = max(0, obj.sentence_start - CONTEXT_CHARS)
        hi = min(len(body), obj.sentence_end + CONTEXT_CHARS)
        return format_html(
            '<div class="claim-context" style="white-space: pre-wrap; max-width: 60em">'
            "{}{}<mark>{}</mark>{}{}</div>",
            "…" if lo else "", body[lo:obj.start], body[obj.start:obj.end], body[obj.end:hi],
            "…" if hi < len(body) else "",
        )

    @admin.display(description="see it")
    def links(self, obj: Claim):
        return format_html(
            '<a href="{}">This claim on the dashboard</a> · <a href="{}">Incident page: {}</a>',
            obj.get_absolute_url(), obj.incident.get_absolute_url(), obj.incident.title,
        )

    def save_model(self, request, obj, form, change):
        if change and set(REVIEW_FIELDS) & set(form.changed_data):
            _reviewed(request, obj)
        super().save_model(request, obj, form, change)


# -- incidents --------------------------------------------------------------------


class CoverageInline(admin.TabularInline):
    model = IncidentArticle
    verbose_name_plural = "reports of this incident"
    extra = 0
    can_delete = False
    show_change_link = True
    fields = ["article", "outlet", "published", "added_at"]
    readonly_fields = fields

    def has_add_permission(self, request, obj=None):
        return False  # use an article's "Move to incident…" action: its claims follow

    def get_queryset(self, request):
        return super().get_queryset(request).select_related("article__source")

    @admin.display(description="outlet")
    def outlet(self, obj: IncidentArticle) -> str:
        return obj.article.source.name

    @admin.display(description="published")
    def published(self, obj: IncidentArticle):
        return obj.article.published


@admin.action(description="Merge selected incidents…", permissions=["change"])
def merge_incidents(modeladmin, request, queryset):
    incidents = queryset.order_by("date", "pk")
    if incidents.count() < 2:
        modeladmin.message_user(request, "Select at least two incidents to merge.", messages.WARNING)
        return None
    applying = "apply" in request.POST
    form = MergeForm(request.POST if applying else None, incidents=incidents)
    if applying and form.is_valid():
        target = form.cleaned_data["target"]
        result = incidents_merge(
            target=target, others=[i for i in incidents if i.pk != target.pk], user=request.user
        )
        modeladmin.message_user(
            request,
            f"Merged {result.incidents_deleted} incident(s) into “{target}”: "
            f"{result.articles_moved} report(s) and {result.claims_moved} claim(s) moved.",
            messages.SUCCESS,
        )
        return None
    return _intermediate_page(
        modeladmin, request, incidents,
        action="merge_incidents",
        title="Merge incidents",
        intro="Choose the incident that remains. The others are deleted once their reports "
              "and claims (with their reviews) have moved to it.",
        form=form,
        submit="Merge",
    )


_IncidentCompetition, _IncidentClub = incident_filters("")


@admin.register(Incident)
class IncidentAdmin(ClaimReviewInFormsets, AuditedAdmin):
    list_display = [
        "title", "date", "competition", "venue", "report_count", "claim_count", "unreviewed",
    ]
    list_filter = [_IncidentCompetition, _IncidentClub, "date_approximate", "country"]
    search_fields = ["title", "slug", "home_club", "away_club", "competition", "venue", "city"]
    date_hierarchy = "date"
    prepopulated_fields = {"slug": ["title"]}
    readonly_fields = ["created_at", "updated_at"]
    inlines = [CoverageInline, IncidentClaimInline]
    actions = [merge_incidents]

    def get_queryset(self, request):
        return super().get_queryset(request).annotate(
            report_count=count_of(IncidentArticle, "incident"),
            claim_count=count_of(Claim, "incident"),
            unreviewed=count_of(
                Claim.objects.filter(review_status=Claim.ReviewStatus.UNREVIEWED), "incident"
            ),
        )

    @admin.display(description="reports", ordering="report_count")
    def report_count(self, obj: Incident) -> int:
        return obj.report_count

    @admin.display(description="claims", ordering="claim_count")
    def claim_count(self, obj: Incident) -> int:
        return obj.claim_count

    @admin.display(description="unreviewed", ordering="unreviewed")
    def unreviewed(self, obj: Incident) -> int:
        return obj.unreviewed


_CoverageCompetition, _CoverageClub = incident_filters("incident__")


@admin.register(IncidentArticle)
class IncidentArticleAdmin(AuditedAdmin):
    list_display = ["article", "outlet", "incident", "added_at"]
    list_filter = [("article__source", OutletFilter), "incident", _CoverageCompetition, _CoverageClub]
    list_select_related = ["article__source", "incident"]
    search_fields = ["article__headline", "incident__title", "article__source__name"]
    autocomplete_fields = ["article", "incident"]
    date_hierarchy = "added_at"

    def get_readonly_fields(self, request, obj=None):
        return ["article", "added_at"] if obj is not None else ["added_at"]

    @admin.display(description="outlet", ordering="article__source__name")
    def outlet(self, obj: IncidentArticle) -> str:
        return obj.article.source.name

    def save_model(self, request, obj, form, change):
        # Through the service, so the article's claims follow it to the incident.
        article_move(article=obj.article, incident=obj.incident, user=request.user)
        saved = IncidentArticle.objects.get(article=obj.article)
        obj.pk, obj.added_at = saved.pk, saved.added_at


# -- articles: sources' admin, plus claims and grouping -------------------------------


@admin.action(description="Move to incident…", permissions=["change"])
def move_articles(modeladmin, request, queryset):
    applying = "apply" in request.POST
    form = MoveForm(request.POST if applying else None, admin_site=modeladmin.admin_site)
    if applying and form.is_valid():
        incident = form.cleaned_data["incident"]
        count, left = 0, {}
        for article in queryset:
            previous = article_move(article=article, incident=incident, user=request.user)
            if previous is not None:
                left[previous.pk] = previous
            count += 1
        deleted = [
            str(previous) for previous in left.values()
            if form.cleaned_data["delete_emptied"]
            and incident_delete_if_emptied(incident=previous, moved_to=incident, user=request.user)
        ]
        modeladmin.message_user(
            request, f"Moved {count} report(s) to “{incident}”, with their claims."
            + (f" Deleted the emptied incident(s): {', '.join(deleted)}." if deleted else ""), messages.SUCCESS
        )
        return None
    return _intermediate_page(
        modeladmin, request, queryset.select_related("source"),
        action="move_articles",
        title="Move reports to an incident",
        intro="Their claims, with their reviews, move with them.",
        form=form,
        submit="Move",
    )


@admin.action(description="Split off into a new incident", permissions=["change"])
def split_articles(modeladmin, request, queryset):
    for article in queryset.select_related("source"):
        try:
            incident = article_split(article=article, user=request.user)
        except CurationError as exc:
            modeladmin.message_user(request, str(exc), messages.WARNING)
        else:
            modeladmin.message_user(
                request, f"“{article}” is now the incident “{incident}”.", messages.SUCCESS
            )


class ArticleClaimInline(ClaimInline):
    fk_name = "article"


_ArticleCompetition, _ArticleClub = incident_filters("coverage__incident__")

admin.site.unregister(Article)


@admin.register(Article)
class ArticleCurationAdmin(ClaimReviewInFormsets, ArticleAdmin):
    list_display = [*ArticleAdmin.list_display, "incident", "claim_count"]
    list_select_related = ["source", "coverage__incident"]
    list_filter = [*ArticleAdmin.list_filter, _ArticleCompetition, _ArticleClub]
    inlines = [ArticleClaimInline]
    actions = [move_articles, split_articles]

    def get_queryset(self, request):
        # No select_related here: the changelist applies list_select_related only
        # to querysets that have none.
        return super().get_queryset(request).annotate(claim_count=count_of(Claim, "article"))

    @admin.display(description="incident", ordering="coverage__incident__title")
    def incident(self, obj: Article):
        coverage = getattr(obj, "coverage", None)
        return coverage.incident if coverage else "—"

    @admin.display(description="claims", ordering="claim_count")
    def claim_count(self, obj: Article) -> int:
        return obj.claim_count


@admin.action(description="Poll the selected feeds now", permissions=["change"])
def poll_feeds_now(modeladmin, request, queryset):
    for feed in queryset.select_related("source"):
        result = feed_poll(feed=feed)
        modeladmin.message_user(request, result.summary(), messages.ERROR if result.error else messages.SUCCESS)


admin.site.unregister(Feed)


@admin.register(Feed)
class FeedCurationAdmin(FeedAdmin):
    actions = [poll_feeds_now]
