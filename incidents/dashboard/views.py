"""The dashboard's views: incidents, one incident compared, one article, outlets, a club, a ground, exports.

Every page is one URL that serves the full page, or on an htmx request the
named partial that matches the DOM id being replaced (``HX-Target``).  Views
parse the request, call a selector, build a page object and render it.
"""

from __future__ import annotations

import csv

from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import get_object_or_404, render
from django.utils.functional import SimpleLazyObject
from django.views.decorators.http import require_safe
from django.views.decorators.vary import vary_on_headers
from django_htmx.middleware import HtmxDetails

from incidents import reference
from incidents.comparison import CSV_FIELDS, comparison_document, csv_rows
from incidents.dashboard import outlets, pages, places, selectors, text, versions
from incidents.dashboard.forms import IncidentFilterForm
from incidents.models import Claim, Incident
from sources.models import Article, ArticleVersion, Source

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


@require_safe
@vary_on_headers("HX-Request", "HX-Target")
def incident_list(request: HtmxHttpRequest):
    form = IncidentFilterForm.from_query(request.GET)
    chosen = form.filters()
    # A search that cannot be run lists nothing and says why, rather than everything.
    search_error = form.search_error()
    listed = Incident.objects.none() if search_error else selectors.listed_incidents(chosen)
    page = pages.SearchPaginator(listed, PAGE_SIZE).get_page(request.GET.get("page"))
    incidents = list(page.object_list)
    # Read on the first card not in the cache, for all of them at once.
    summaries = SimpleLazyObject(lambda: selectors.incident_summaries(incidents))
    cards = pages.incident_cards(incidents, summaries, chosen["q"])
    context = {"form": form, "page": page, "cards": cards,
               "query": chosen["q"], "search_error": search_error,
               "filtered": bool(search_error) or any(v for k, v in chosen.items() if k != "sort")}
    fragment = _fragment(request, ("incident-results",))
    template = "incidents/incident_list.html"
    return render(request, f"{template}#{fragment}" if fragment else template, context)


# --------------------------------------------------------------------------
# One incident


@require_safe
@vary_on_headers("HX-Request", "HX-Target")
def incident_detail(request: HtmxHttpRequest, slug: str):
    incident = get_object_or_404(Incident, slug=slug)
    fragment = _fragment(request, tuple(pages.FRAGMENT_PANELS))
    query = pages.IncidentQuery.from_params(request.GET)
    page = pages.incident_page(
        selectors.compared_incident(incident, as_of=query.as_of.moment if query.as_of else None),
        query,
        panels=pages.FRAGMENT_PANELS[fragment] if fragment else tuple(pages.PANELS),
    )
    template = "incidents/incident_detail.html"
    context = {"page": page}
    if not fragment:
        context["earlier"] = places.earlier_meetings(incident)
        context["clubs"] = [(name, club.slug) for name in (incident.home_club, incident.away_club)
                            if name and (club := reference.club_by_name(name))]
        ground = reference.ground_by_name(incident.venue) if incident.venue else None
        context["ground_slug"] = ground.slug if ground else ""
    return render(request, f"{template}#{fragment}" if fragment else template, context,
                  status=400 if query.as_of_error else 200)


# --------------------------------------------------------------------------
# Exports: the comparison as documents (incidents.comparison.export)


def _export_data(request, incident: Incident) -> dict:
    opened = selectors.compared_incident(incident)
    return comparison_document(
        opened.comparison, incident=incident, articles=opened.articles,
        page_url=lambda obj: request.build_absolute_uri(obj.get_absolute_url()),
    )


@require_safe
def incident_compare_json(request, slug: str):
    incident = get_object_or_404(Incident, slug=slug)
    return JsonResponse(_export_data(request, incident), json_dumps_params={"ensure_ascii": False, "indent": 2})


@require_safe
def incident_compare_csv(request, slug: str):
    incident = get_object_or_404(Incident, slug=slug)
    comparison = selectors.compared_incident(incident).comparison
    response = HttpResponse(content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{incident.slug}.csv"'
    writer = csv.DictWriter(response, fieldnames=CSV_FIELDS)
    writer.writeheader()
    writer.writerows(csv_rows(comparison, incident_slug=incident.slug))
    return response


# --------------------------------------------------------------------------
# Article and outlet


@require_safe
@vary_on_headers("HX-Request", "HX-Target")
def article_detail(request, pk: int):
    article = get_object_or_404(Article.objects.with_source().select_related("coverage__incident"), pk=pk)
    return article_page(request, article)


def article_page(request, article: Article, **extra):
    """The article page of ``article`` (also the answer to an editor's write on it):
    its latest text and claims, its versions, and as the query string asks an older
    version (``?version=N``) or two versions diffed (``?from=1&to=3``)."""
    claims = list(Claim.objects.for_article(article))
    coverage = getattr(article, "coverage", None)
    kept = versions.article_versions(article, claims, request.GET)
    shown = kept.shown
    body = shown.body if shown else article.body
    shown_claims = kept.shown_claims if shown else claims
    # htmx asks for the versions' diff alone (the form under Versions).
    htmx = getattr(request, "htmx", None)
    fragment = "versions-diff" if htmx and htmx.target == "versions-diff" and not htmx.history_restore_request \
        else None
    template = "incidents/article_detail.html" + (f"#{fragment}" if fragment else "")
    return render(request, template, {
        "article": article,
        "incident": coverage.incident if coverage else None,
        "claims": shown_claims,
        "marked": text.marked_claim_ids(body, shown_claims),
        "text": text.marked_text(body, shown_claims, article_ids=True),
        "versions": kept,
        "older": shown,
        **extra,
    }, status=400 if kept.error and not fragment else 200)  # htmx swaps in no 4xx answer


@require_safe
def article_version_page(request, pk: int, number: int):
    """What the page of one version said: the raw page as received, as a plain-text
    download that no browser runs (nosniff, a sandboxing CSP), never as HTML here."""
    version = get_object_or_404(ArticleVersion, article_id=pk, number=number)
    page = version.page_bytes()
    if not page:
        raise Http404("No page was kept for this version")
    response = HttpResponse(page, content_type="text/plain")
    response["Content-Disposition"] = f'attachment; filename="report-{pk}-version-{number}.html.txt"'
    response["Content-Security-Policy"] = "sandbox; default-src 'none'"
    response["X-Content-Type-Options"] = "nosniff"
    return response


@require_safe
def source_list(request):
    """Every outlet, by name, a page at a time (``?page=``)."""
    return render(request, "incidents/source_list.html", {"outlets": outlets.outlet_index(request.GET.get("page"))})


@require_safe
def source_detail(request, slug: str):
    """One outlet: its agreement with other outlets (totals, and a page of incidents,
    ``?incidents_page=``) and a page of its reports (``?page=``)."""
    source = get_object_or_404(Source, slug=slug)
    agreement = outlets.outlet_agreement(source, request.GET.get("incidents_page"))
    return render(request, "incidents/source_detail.html", {
        "source": source,
        "agreement": agreement,
        "reports": outlets.outlet_reports(source, request.GET.get("page"), watermark=agreement.watermark),
    })


# --------------------------------------------------------------------------
# Across incidents: a club, a ground


@require_safe
def club_detail(request, slug: str):
    """A club's incidents, home or away, and its arrests and incidents by season."""
    club = reference.club_by_slug(slug)
    if club is None:
        raise Http404("No such club")
    ground = club.home_ground
    return _place_page(request, name=club.name, kind="club", incidents=places.club_incidents(club.name),
                       about=club.country, link=(ground.name, ground.slug) if ground else None)


@require_safe
def ground_detail(request, slug: str):
    """The incidents at a ground, and its arrests and incidents by season."""
    ground = reference.ground_by_slug(slug)
    if ground is None:
        raise Http404("No such ground")
    clubs = [reference.club_by_slug(s) for s in ground.club_slugs]
    club = next((c for c in clubs if c is not None), None)
    return _place_page(request, name=ground.name, kind="ground", incidents=places.ground_incidents(ground.name),
                       about=", ".join(part for part in (ground.city, ground.country) if part),
                       link=(club.name, club.slug) if club else None)


def _place_page(request, *, name: str, kind: str, incidents, about: str, link):
    page = places.incidents_page(incidents, request.GET.get("page"))
    listed = list(page.object_list)
    summaries = selectors.incident_summaries(listed)
    seasons = places.season_figures(incidents)
    return render(request, "incidents/place_detail.html", {
        "name": name, "kind": kind, "about": about, "link": link,
        "page": page, "rows": [(incident, summaries[incident.pk]) for incident in listed],
        "seasons": seasons,
        "charts": [places.bar_chart("Arrests by season", [(s.season, s.arrests) for s in seasons]),
                   places.bar_chart("Incidents by season", [(s.season, s.incidents) for s in seasons])],
    })

