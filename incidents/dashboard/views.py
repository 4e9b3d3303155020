"""The dashboard: incidents, one incident compared, one article, one outlet, exports.

Every page is one URL that serves the full page, or on an htmx request the
named partial that matches the DOM id being replaced (``HX-Target``).
"""

from __future__ import annotations

import csv
from collections import defaultdict

from django import forms
from django.conf import settings
from django.core.paginator import Paginator
from django.db.models import Max, Min, OuterRef, Q, Subquery, TextField, Value
from django.db.models.functions import Coalesce, Concat, Lower
from django.http import HttpResponse, JsonResponse
from django.shortcuts import get_object_or_404, render
from django.views.decorators.http import require_GET
from django.views.decorators.vary import vary_on_headers
from django_htmx.middleware import HtmxDetails

from incidents.comparison import (
    AGREED,
    CONFLICTING,
    NUMERIC_KINDS,
    ROW_FIELDS,
    SINGLE_VALUED_KINDS,
    comparison_as_dict,
    comparison_rows,
    diff_words,
)
from incidents.dashboard import compared, seasons, text, timeline

# The export views at the end, moved byte for byte, read these two as dashboard.<name>.
from incidents.dashboard import compared as dashboard
from incidents.models import Claim, Incident, IncidentArticle
from sources.models import Article, Source

PAGE_SIZE = 20
# Facts whose values can agree or conflict (counts, result, competition, venue).
CHECKABLE_KINDS = NUMERIC_KINDS | SINGLE_VALUED_KINDS


class HtmxHttpRequest:  # for type hints only: django-htmx adds ``.htmx``
    htmx: HtmxDetails


def _fragment(request, allowed: tuple[str, ...]) -> str | None:
    """The partial to render instead of the page, or None for the full page.

    htmx names the element it will replace in HX-Target; that id is the partial's
    name.  A history restore needs the whole page back.
    """
    htmx = getattr(request, "htmx", None)
    if not htmx or htmx.history_restore_request:
        return None
    return htmx.target if htmx.target in allowed else allowed[0]


# --------------------------------------------------------------------------
# Incidents


SORTS = {
    "newest": ("-date", "title"),
    "oldest": ("date", "title"),
    "title": (Lower("title"), "date"),
    "outlets": ("-outlet_count", "-date", "title"),
}


class IncidentFilterForm(forms.Form):
    q = forms.CharField(label="Search", required=False, max_length=200,
                        widget=forms.TextInput(attrs={"type": "search", "placeholder": "Clubs, venue, words in the reports"}))
    club = forms.ChoiceField(label="Club", required=False)
    competition = forms.ChoiceField(label="Competition", required=False)
    season = forms.ChoiceField(label="Season", required=False)
    date_from = forms.DateField(label="From", required=False, widget=forms.DateInput(attrs={"type": "date"}))
    date_to = forms.DateField(label="To", required=False, widget=forms.DateInput(attrs={"type": "date"}))
    conflicts = forms.BooleanField(label="Only incidents where outlets conflict", required=False)
    sort = forms.ChoiceField(
        label="Sort by", required=False,
        choices=[("", "Default"), ("newest", "Newest first"), ("oldest", "Oldest first"),
                 ("title", "Title"), ("outlets", "Most outlets")],
    )

    def __init__(self, *args, clubs=(), competitions=(), seasons=(), **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["club"].choices = [("", "All clubs")] + [(c, c) for c in clubs]
        self.fields["competition"].choices = [("", "All competitions")] + [(c, c) for c in competitions]
        self.fields["season"].choices = [("", "All seasons")] + [(s, s) for s in seasons]

    def filters(self) -> dict:
        """The valid filters only: a bad value in one field never empties the list."""
        self.is_valid()
        return getattr(self, "cleaned_data", {})


def _filter_choices() -> tuple[list[str], list[str], list[str]]:
    clubs = set(Incident.objects.exclude(home_club="").values_list("home_club", flat=True).distinct())
    clubs |= set(Incident.objects.exclude(away_club="").values_list("away_club", flat=True).distinct())
    competitions = list(
        Incident.objects.exclude(competition="").order_by("competition")
        .values_list("competition", flat=True).distinct()
    )
    span = Incident.objects.aggregate(first=Min("date"), last=Max("date"))
    return sorted(clubs), competitions, seasons.seasons_between(span["first"], span["last"])


def _search(incidents, query: str):
    """Filter by a search; annotate ``rank`` and ``snippet_raw`` on PostgreSQL."""
    if settings.IS_POSTGRES:
        from django.contrib.postgres.aggregates import StringAgg
        from django.contrib.postgres.search import SearchHeadline, SearchQuery, SearchRank, SearchVector

        reports = Subquery(
            IncidentArticle.objects.filter(incident=OuterRef("pk")).values("incident")
            .annotate(text=StringAgg(
                Concat("article__headline", Value(" \n"), "article__body", output_field=TextField()),
                delimiter="\n\n", output_field=TextField(),
            ))
            .values("text")[:1]
        )
        reports_text = Coalesce(reports, Value(""), output_field=TextField())
        vector = (
            SearchVector("title", "home_club", "away_club", weight="A", config="english")
            + SearchVector("venue", "competition", "round", weight="B", config="english")
            + SearchVector(reports_text, weight="C", config="english")
        )
        search_query = SearchQuery(query, search_type="websearch", config="english")
        return incidents.annotate(
            search=vector, rank=SearchRank(vector, search_query),
            snippet_raw=SearchHeadline(
                reports_text, search_query, config="english",
                start_sel=text.HEADLINE_START, stop_sel=text.HEADLINE_STOP,
                max_words=30, min_words=12, max_fragments=2, fragment_delimiter=" … ",
            ),
        ).filter(search=search_query)

    terms = text.search_terms(query) or [query]
    for term in terms:
        in_reports = IncidentArticle.objects.filter(incident=OuterRef("pk")).filter(
            Q(article__headline__icontains=term) | Q(article__body__icontains=term)
        )
        incidents = incidents.filter(
            Q(title__icontains=term) | Q(home_club__icontains=term) | Q(away_club__icontains=term)
            | Q(venue__icontains=term) | Q(competition__icontains=term)
            | Q(pk__in=in_reports.values("incident"))
        )
    return incidents


def _conflicting_ids(incidents) -> set[int]:
    claims = Claim.objects.filter(incident__in=incidents.values("pk")).exclude(kind="quote").for_comparison()
    by_incident = defaultdict(list)
    for claim in claims:
        by_incident[claim.incident_id].append(claim)
    return {pk for pk, rows in by_incident.items() if compared.incident_comparison(rows).conflicts}


@require_GET
@vary_on_headers("HX-Request", "HX-Target")
def incident_list(request: HtmxHttpRequest):
    clubs, competitions, season_choices = _filter_choices()
    form = IncidentFilterForm(request.GET, clubs=clubs, competitions=competitions, seasons=season_choices)
    chosen = form.filters()
    incidents = Incident.objects.all()
    if chosen.get("club"):
        incidents = incidents.involving_club(chosen["club"])
    if chosen.get("competition"):
        incidents = incidents.filter(competition=chosen["competition"])
    if chosen.get("season"):
        first, last = seasons.season_bounds(chosen["season"])
        incidents = incidents.filter(date__gte=first, date__lte=last)
    if chosen.get("date_from"):
        incidents = incidents.filter(date__gte=chosen["date_from"])
    if chosen.get("date_to"):
        incidents = incidents.filter(date__lte=chosen["date_to"])
    query = (chosen.get("q") or "").strip()
    if query:
        incidents = _search(incidents, query)
    if chosen.get("conflicts"):
        incidents = incidents.filter(pk__in=_conflicting_ids(incidents))

    incidents = incidents.for_list()
    sort = chosen.get("sort") or ""
    if sort in SORTS:
        incidents = incidents.order_by(*SORTS[sort])
    elif query and settings.IS_POSTGRES:
        incidents = incidents.order_by("-rank", "-date", "title")
    else:
        incidents = incidents.order_by(*SORTS["newest"])

    page = Paginator(incidents, PAGE_SIZE).get_page(request.GET.get("page"))
    cards = []
    for incident in page.object_list:
        comparison = compared.incident_comparison(incident.figure_claims)
        if query:
            if settings.IS_POSTGRES:
                snippet = text.marked_headline(incident.snippet_raw)
            else:
                snippet = text.plain_snippet(
                    [c.article.headline + "\n" + c.article.body for c in incident.coverage.all()], query
                )
        else:
            snippet = ""
        cards.append({
            "incident": incident,
            "outlets": list({c.article.source.slug: c.article.source for c in incident.coverage.all()}.values()),
            "figures": compared.headline_figures(comparison),
            "conflicts": comparison.conflicts,
            "snippet": snippet,
        })

    context = {"form": form, "page": page, "cards": cards, "query": query,
               "filtered": any(v for k, v in chosen.items() if k != "sort")}
    fragment = _fragment(request, ("incident-results",))
    template = "incidents/incident_list.html"
    return render(request, f"{template}#{fragment}" if fragment else template, context)


# --------------------------------------------------------------------------
# One incident


def _incident_context(request, incident: Incident) -> dict:
    articles = list(incident.articles.with_source().order_by("published", "pk"))
    claims = list(Claim.objects.for_incident(incident))
    comparison = compared.incident_comparison(claims, articles)
    keys = compared.fact_of_claim(comparison)

    known = {f.key for f in comparison.facts} | {g.key for g in comparison.quote_groups}
    highlight = request.GET.get("fact", "")
    if highlight not in known:
        highlight = ""
    only_conflicts = request.GET.get("conflicts") == "1"

    claims_by_article = defaultdict(list)
    for claim in claims:
        claims_by_article[claim.article_id].append(claim)
    accounts = [
        {"article": a, "text": text.marked_text(a.body, claims_by_article[a.pk], fact_keys=keys, highlight=highlight)}
        for a in articles
    ]

    by_id = {a.pk: a for a in articles}
    pair = None
    try:
        a_id, b_id = int(request.GET.get("a", "")), int(request.GET.get("b", ""))
    except ValueError:
        a_id = b_id = None
    if a_id in by_id and b_id in by_id:
        a, b = by_id[a_id], by_id[b_id]
        pair = {"a": a, "b": b, "diff": diff_words(a.body, b.body),
                "del_label": f"only in {a.source.name}", "ins_label": f"only in {b.source.name}"}
    elif len(articles) >= 2:
        a_id, b_id = articles[0].pk, articles[1].pk

    outlets = {}
    for article in articles:
        outlets.setdefault(article.source.slug, article.source)

    return {
        "incident": incident,
        "articles": articles,
        "outlets": [outlets[o] for o in comparison.outlets if o in outlets],
        "comparison": comparison,
        "fact_rows": compared.fact_rows(comparison, only_conflicts=only_conflicts),
        "conflict_count": len(comparison.conflicts),
        "only_conflicts": only_conflicts,
        "highlight": highlight,
        "highlight_fact": comparison.fact(highlight) if highlight else None,
        "accounts": accounts,
        "quote_groups": comparison.quote_groups,
        "timeline": timeline.timeline(articles, comparison),
        "pair": pair,
        "pair_a": a_id,
        "pair_b": b_id,
    }


@require_GET
@vary_on_headers("HX-Request", "HX-Target")
def incident_detail(request: HtmxHttpRequest, slug: str):
    incident = get_object_or_404(Incident, slug=slug)
    context = _incident_context(request, incident)
    fragment = _fragment(request, ("facts-table", "accounts", "account-diff"))
    template = "incidents/incident_detail.html"
    return render(request, f"{template}#{fragment}" if fragment else template, context)


def _export_data(request, incident: Incident) -> dict:
    articles = list(incident.articles.with_source().order_by("published", "pk"))
    comparison = dashboard.incident_comparison(Claim.objects.for_incident(incident), articles)
    data = comparison_as_dict(comparison)
    pages = {a.pk: request.build_absolute_uri(a.get_absolute_url()) for a in articles}
    for fact, row in zip(comparison.facts, data["facts"]):
        row["agreeing_outlets"] = fact.agreeing_outlets
        row["summary"] = fact.summary
        for outlet, cell in row["cells"].items():
            cell["outlet_name"] = fact.cells[outlet].outlet_name
            cell["article_page"] = pages.get(cell["article_id"], "")
    for group, row in zip(comparison.quote_groups, data["quotes"]):
        for variant, variant_row in zip(group.variants, row["variants"]):
            variant_row["outlet_name"] = variant.outlet_name
            variant_row["fullest"] = variant is group.fullest
            variant_row["article_page"] = pages.get(variant.claim.article_id, "")
    outlets = {}
    for article in articles:
        outlet = outlets.setdefault(article.source.slug, {
            "slug": article.source.slug, "name": article.source.name,
            "kind": article.source.kind, "domain": article.source.domain, "articles": [],
        })
        outlet["articles"].append({
            "id": article.pk, "headline": article.headline, "url": article.url,
            "page": pages[article.pk],
            "published": article.published.isoformat() if article.published else None,
            "published_approximate": article.published_approximate,
        })
    return {
        "incident": {
            "slug": incident.slug, "title": incident.title,
            "date": incident.date.isoformat() if incident.date else None,
            "date_approximate": incident.date_approximate,
            "home_club": incident.home_club, "away_club": incident.away_club,
            "competition": incident.competition, "round": incident.round,
            "venue": incident.venue, "city": incident.city, "country": incident.country,
            "result": incident.result,
            "url": request.build_absolute_uri(incident.get_absolute_url()),
        },
        "outlets": list(outlets.values()),
        **data,
    }


@require_GET
def incident_compare_json(request, slug: str):
    incident = get_object_or_404(Incident, slug=slug)
    return JsonResponse(_export_data(request, incident), json_dumps_params={"ensure_ascii": False, "indent": 2})


CSV_FIELDS = ("incident",) + ROW_FIELDS


@require_GET
def incident_compare_csv(request, slug: str):
    incident = get_object_or_404(Incident, slug=slug)
    articles = list(incident.articles.with_source().order_by("published", "pk"))
    comparison = dashboard.incident_comparison(Claim.objects.for_incident(incident), articles)
    response = HttpResponse(content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{incident.slug}.csv"'
    writer = csv.DictWriter(response, fieldnames=CSV_FIELDS, extrasaction="ignore")
    writer.writeheader()
    for row in comparison_rows(comparison):
        row = {"incident": incident.slug, **row}
        writer.writerow({k: dashboard.csv_safe("" if v is None else v) for k, v in row.items()})
    return response


# --------------------------------------------------------------------------
# Article and outlet


@require_GET
def article_detail(request, pk: int):
    article = get_object_or_404(Article.objects.with_source().select_related("coverage__incident"), pk=pk)
    claims = list(Claim.objects.for_article(article))
    marked = text.marked_claim_ids(article.body, claims)
    coverage = getattr(article, "coverage", None)
    return render(request, "incidents/article_detail.html", {
        "article": article,
        "incident": coverage.incident if coverage else None,
        "claims": claims,
        "marked": marked,
        "text": text.marked_text(article.body, claims, article_ids=True),
    })


@require_GET
def source_detail(request, slug: str):
    source = get_object_or_404(Source, slug=slug)
    articles = list(
        source.articles.select_related("coverage__incident").order_by("-published", "-pk")
    )
    incident_ids = {a.coverage.incident_id for a in articles if hasattr(a, "coverage")}
    claims = (
        Claim.objects.filter(incident_id__in=incident_ids).exclude(kind="quote").for_comparison()
    )
    by_incident = defaultdict(list)
    for claim in claims:
        by_incident[claim.incident_id].append(claim)
    incidents = {a.coverage.incident_id: a.coverage.incident for a in articles if hasattr(a, "coverage")}

    per_incident, agreed_total, conflicted_total, conflicts = [], 0, 0, []
    for pk, incident in sorted(incidents.items(), key=lambda kv: (kv[1].date is None, kv[1].date), reverse=True):
        comparison = compared.incident_comparison(by_incident.get(pk, []))
        # Figures only: categorical rows ("Missiles: coin") list who mentions them and never conflict.
        shared = [f for f in comparison.facts
                  if f.kind in CHECKABLE_KINDS and source.slug in f.cells and len(f.cells) >= 2]
        agreed = [f for f in shared if f.status == AGREED]
        conflicted = [f for f in shared if f.status == CONFLICTING]
        agreed_total += len(agreed)
        conflicted_total += len(conflicted)
        conflicts += [(incident, f, f.cells[source.slug]) for f in conflicted]
        per_incident.append({"incident": incident, "shared": len(shared), "agreed": len(agreed),
                             "conflicted": len(conflicted)})
    shared_total = agreed_total + conflicted_total
    return render(request, "incidents/source_detail.html", {
        "source": source,
        "articles": articles,
        "per_incident": per_incident,
        "agreed": agreed_total,
        "conflicted": conflicted_total,
        "shared": shared_total,
        "agreement_percent": round(100 * agreed_total / shared_total) if shared_total else None,
        "conflicts": conflicts,
    })
