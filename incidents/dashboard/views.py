"""The dashboard's views: incidents, one incident compared, one article, one outlet, exports.

Every page is one URL that serves the full page, or on an htmx request the
named partial that matches the DOM id being replaced (``HX-Target``).  Views
parse the request, call a selector, build a page object and render it.
"""

from __future__ import annotations

import csv

from django.core.paginator import Paginator
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import get_object_or_404, render
from django.views.decorators.http import require_GET
from django.views.decorators.vary import vary_on_headers
from django_htmx.middleware import HtmxDetails

from incidents.comparison import ROW_FIELDS, comparison_as_dict, comparison_rows
from incidents.dashboard import pages, selectors, text
from incidents.dashboard.forms import IncidentFilterForm
from incidents.models import Claim, Incident
from sources.models import Article, Source

# The export views at the end, moved byte for byte, read these two as dashboard.<name>.
from incidents.dashboard import compared as dashboard

PAGE_SIZE = 20


class HtmxHttpRequest(HttpRequest):  # for type hints only: django-htmx adds ``.htmx``
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


@require_GET
@vary_on_headers("HX-Request", "HX-Target")
def incident_list(request: HtmxHttpRequest):
    form = IncidentFilterForm.from_query(request.GET)
    chosen = form.filters()
    page = Paginator(selectors.listed_incidents(chosen), PAGE_SIZE).get_page(request.GET.get("page"))
    context = {"form": form, "page": page, "cards": pages.incident_cards(page.object_list, chosen["q"]),
               "query": chosen["q"], "filtered": any(v for k, v in chosen.items() if k != "sort")}
    fragment = _fragment(request, ("incident-results",))
    template = "incidents/incident_list.html"
    return render(request, f"{template}#{fragment}" if fragment else template, context)


# --------------------------------------------------------------------------
# One incident


@require_GET
@vary_on_headers("HX-Request", "HX-Target")
def incident_detail(request: HtmxHttpRequest, slug: str):
    incident = get_object_or_404(Incident, slug=slug)
    fragment = _fragment(request, tuple(pages.FRAGMENT_PANELS))
    page = pages.incident_page(
        selectors.compared_incident(incident),
        pages.IncidentQuery.from_params(request.GET),
        panels=pages.FRAGMENT_PANELS[fragment] if fragment else tuple(pages.PANELS),
    )
    template = "incidents/incident_detail.html"
    return render(request, f"{template}#{fragment}" if fragment else template, {"page": page})


# --------------------------------------------------------------------------
# Exports: moved byte for byte from incidents/views.py, to be rewritten on
# incidents.comparison.export (then selectors.compared_incident can open the incident).


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
    coverage = getattr(article, "coverage", None)
    return render(request, "incidents/article_detail.html", {
        "article": article,
        "incident": coverage.incident if coverage else None,
        "claims": claims,
        "marked": text.marked_claim_ids(article.body, claims),
        "text": text.marked_text(article.body, claims, article_ids=True),
    })


@require_GET
def source_detail(request, slug: str):
    source = get_object_or_404(Source, slug=slug)
    articles = selectors.outlet_reports(source)
    return render(request, "incidents/source_detail.html", {
        "source": source,
        "articles": articles,
        "agreement": selectors.outlet_agreement(source, articles),
    })
