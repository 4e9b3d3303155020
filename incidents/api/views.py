"""The read-only JSON API: incidents, their facts, claims and articles.

Every list is a page of at most ``MAX_PAGE_SIZE`` rows with the count and links to
the next and previous pages, read in a fixed number of queries however large the
archive.  An incident's facts are the dashboard's comparison, cached
(``selectors.compared_incident``), in the JSON export's shape
(``comparison_document``) with a citation line per cell.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from typing import Literal

from django.db.models import QuerySet
from django.http import HttpRequest
from django.shortcuts import get_object_or_404
from django.urls import reverse
from django.utils import timezone
from ninja import NinjaAPI, Path, Query

from incidents.api.schemas import (
    MAX_PAGE,
    MAX_PAGE_SIZE,
    PAGE_SIZE,
    ArticleDetail,
    ArticlePage,
    ClaimOut,
    ClaimPage,
    FactPage,
    IncidentDetail,
    IncidentPage,
    Invalid,
    Message,
)
from incidents.comparison import FACT_STATUSES, Comparison, Fact, citation_line, comparison_document
from incidents.dashboard import selectors
from incidents.dashboard.forms import SEARCH_MAX_CHARS
from incidents.extraction.kinds import KINDS
from incidents.models import Claim, Incident
from sources.models import Article

api = NinjaAPI(
    title="Terrace",
    version="1",
    description=(
        "Read-only: incidents of football crowd disorder, the facts outlets agree or conflict on "
        "(the dashboard's comparison), the claims read from each report with their exact words, "
        "and the reports. Every list is paginated (`page`, `page_size` up to "
        f"{MAX_PAGE_SIZE}). Offsets `start`/`end` index the article's `body`."
    ),
    urls_namespace="api",
    docs_url="/docs/",
    openapi_url="/openapi.json",
)

# Query text: any characters but NUL, which no database column can hold.
TEXT = r"^[^\x00]*$"
SLUG = r"^[-a-zA-Z0-9_]+$"
MAX_ID = 2**63 - 1
Kind = Literal[tuple(KINDS)]
FactStatus = Literal[FACT_STATUSES]
ReviewStatus = Literal[tuple(Claim.ReviewStatus.values)]
# Every endpoint may refuse a parameter the schema does not allow (422), and one that
# names an incident, article or claim may find none (404).
INVALID = {422: Invalid}
NOT_FOUND = {404: Message, **INVALID}


# The parameters every endpoint of a kind takes.
def page_number_param():
    return Query(1, ge=1, le=MAX_PAGE, description="1 for the first page.")


def page_size_param():
    return Query(PAGE_SIZE, ge=1, le=MAX_PAGE_SIZE, description=f"Rows a page, at most {MAX_PAGE_SIZE}.")


def slug_query(description: str):
    return Query(None, pattern=SLUG, max_length=200, description=description)


def slug_path():
    return Path(..., pattern=SLUG, max_length=200)


def id_path():
    return Path(..., ge=1, le=MAX_ID)


def _absolute(request: HttpRequest, path: str) -> str:
    return request.build_absolute_uri(path)


def _page(request: HttpRequest, rows: QuerySet | Sequence, page: int, page_size: int, **extra) -> dict:
    """One page of ``rows``: a count and a slice (two queries for a QuerySet), with the
    links to the pages either side of it."""
    count = rows.count() if isinstance(rows, QuerySet) else len(rows)
    first = (page - 1) * page_size
    items = list(rows[first:first + page_size]) if first < count else []

    def link(number: int) -> str:
        query = request.GET.copy()
        query["page"] = str(number)
        return _absolute(request, f"{request.path}?{query.urlencode()}")

    return {
        "count": count, "page": page, "page_size": page_size,
        "next": link(page + 1) if first + page_size < count else None,
        "previous": link(page - 1) if page > 1 and count else None,
        "items": items, **extra,
    }


# --------------------------------------------------------------------------
# Incidents


def _incident(request: HttpRequest, incident: Incident, conflicts: list[Fact]) -> dict:
    """An incident (a ``for_list`` row) with its coverage and the facts outlets conflict on."""
    coverage = incident.coverage.all()
    fields = ("slug", "title", "date", "date_approximate", "home_club", "away_club", "competition",
              "round", "venue", "city", "country", "result")
    return {
        **{name: getattr(incident, name) for name in fields},
        "reports": len(coverage),
        "outlets": len({c.article.source_id for c in coverage}),
        "conflicts": [fact.label for fact in conflicts],
        "page": _absolute(request, incident.get_absolute_url()),
        "facts_url": _absolute(request, reverse("api:incident-facts", kwargs={"slug": incident.slug})),
    }


@api.get("/incidents/", response={200: IncidentPage, **INVALID}, url_name="incident-list", tags=["incidents"])
def incident_list(
    request,
    club: str | None = Query(None, max_length=120, pattern=TEXT, description="Home or away, any case."),
    competition: str | None = Query(None, max_length=120, pattern=TEXT),
    date_from: dt.date | None = Query(None, description="The first day, included."),
    date_to: dt.date | None = Query(None, description="The last day, included."),
    q: str | None = Query(None, max_length=SEARCH_MAX_CHARS, pattern=TEXT,
                          description='The dashboard\'s search: words, "a phrase", -word, or.'),
    conflicts: bool = Query(False, description="Only incidents where outlets conflict on a fact."),
    page: int = page_number_param(),
    page_size: int = page_size_param(),
):
    """Incidents newest first (a search's best matches first), filtered as the dashboard's list is."""
    filters = {"club": club, "competition": competition, "date_from": date_from, "date_to": date_to,
               "q": (q or "").strip(), "conflicts": conflicts}
    result = _page(request, selectors.listed_incidents(filters, exact_club=False), page, page_size)
    summaries = selectors.incident_summaries(result["items"])
    result["items"] = [_incident(request, i, summaries[i.pk].conflicts) for i in result["items"]]
    return result


def _compared(request: HttpRequest, incident: Incident) -> tuple[Comparison, dict, dict]:
    """An incident's comparison (the dashboard's, cached), as the JSON export, and its
    articles by id: two queries."""
    opened = selectors.compared_incident(incident)
    document = comparison_document(
        opened.comparison, incident=incident, articles=opened.articles,
        page_url=lambda obj: _absolute(request, obj.get_absolute_url()),
    )
    return opened.comparison, document, {article.pk: article for article in opened.articles}


@api.get("/incidents/{slug}/", response={200: IncidentDetail, **NOT_FOUND}, url_name="incident-detail",
         tags=["incidents"])
def incident_detail(request, slug: str = slug_path()):
    """One incident and its outlets, each with its reports in publication order."""
    incident = get_object_or_404(Incident.objects.for_list(), slug=slug)
    comparison, document, _articles = _compared(request, incident)
    return {"incident": _incident(request, incident, comparison.conflicts), "outlets": document["outlets"]}


def _cited(fact: dict, articles: dict) -> dict:
    """A fact of the JSON export with a citation line in each cell and the lines in a list."""
    tz = timezone.get_current_timezone()
    for cell in fact["cells"].values():
        article = articles.get(cell["article_id"])
        cell["citation"] = citation_line(
            outlet_name=cell["outlet_name"], words=cell["text"],
            published=article.published if article else None,
            approximate=article.published_approximate if article else False,
            url=cell["article_url"] or cell["article_page"], tz=tz,
        )
    fact["citations"] = [cell["citation"] for cell in fact["cells"].values()]
    return fact


@api.get("/incidents/{slug}/facts/", response={200: FactPage, **NOT_FOUND}, url_name="incident-facts",
         tags=["incidents"])
def incident_facts(
    request,
    slug: str = slug_path(),
    status: FactStatus | None = Query(None, description="Only facts with this verdict."),
    kind: Kind | None = Query(None, description="Only facts of this kind of claim."),
    page: int = page_number_param(),
    page_size: int = page_size_param(),
):
    """The incident's facts compared, as its page's "Facts compared" table: one per row,
    each with its verdict and reason, one cell per outlet that reported it."""
    incident = get_object_or_404(Incident, slug=slug)
    _comparison, document, articles = _compared(request, incident)
    facts = [f for f in document["facts"]
             if (status is None or f["status"] == status) and (kind is None or f["kind"] == kind)]
    result = _page(request, facts, page, page_size, incident=incident.slug)
    result["items"] = [_cited(fact, articles) for fact in result["items"]]
    return result


# --------------------------------------------------------------------------
# Claims


def _claim(request: HttpRequest, claim: Claim) -> dict:
    return {
        "id": claim.pk, "incident": claim.incident.slug, "article": claim.article_id,
        "outlet": claim.article.source.slug, "kind": claim.kind,
        "value": claim.effective_value, "low": claim.effective_low, "high": claim.effective_high,
        "corrected": bool(claim.corrected_value),
        **{name: getattr(claim, name) for name in (
            "approximate", "original", "scope", "scope_detail", "group", "detail", "speaker", "speaker_role",
            "review_status")},
        "span": {name: getattr(claim, name) for name in (
            "start", "end", "text", "sentence", "sentence_start", "sentence_end")},
        "page": _absolute(request, claim.get_absolute_url()),
    }


def _claims() -> QuerySet:
    return (Claim.objects.select_related("article__source", "incident")
            .defer("article__body", "article__standfirst"))


@api.get("/claims/", response={200: ClaimPage, **INVALID}, url_name="claim-list", tags=["claims"])
def claim_list(
    request,
    incident: str | None = slug_query("An incident's slug."),
    article: int | None = Query(None, ge=1, le=MAX_ID, description="An article's id."),
    kind: Kind | None = Query(None),
    review_status: ReviewStatus | None = Query(None),
    page: int = page_number_param(),
    page_size: int = page_size_param(),
):
    """Claims as extracted (an editor's correction applied), in their articles' text order,
    rejected ones included (they say so)."""
    claims = _claims()
    if incident:
        claims = claims.filter(incident__slug=incident)
    if article:
        claims = claims.filter(article_id=article)
    if kind:
        claims = claims.filter(kind=kind)
    if review_status:
        claims = claims.filter(review_status=review_status)
    result = _page(request, claims.order_by("article_id", "start", "end", "kind", "pk"), page, page_size)
    result["items"] = [_claim(request, claim) for claim in result["items"]]
    return result


@api.get("/claims/{claim_id}/", response={200: ClaimOut, **NOT_FOUND}, url_name="claim-detail", tags=["claims"])
def claim_detail(request, claim_id: int = id_path()):
    return _claim(request, get_object_or_404(_claims(), pk=claim_id))


# --------------------------------------------------------------------------
# Articles


def _article(request: HttpRequest, article: Article, *, body: bool = False) -> dict:
    source = article.source
    coverage = getattr(article, "coverage", None)
    row = {
        "id": article.pk,
        "outlet": {"slug": source.slug, "name": source.name, "kind": source.kind, "domain": source.domain,
                   "synthetic": source.synthetic},
        "incident": coverage.incident.slug if coverage else None,
        **{name: getattr(article, name) for name in ("headline", "url", "published", "published_approximate")},
        "page": _absolute(request, article.get_absolute_url()),
    }
    if body:
        row.update({name: getattr(article, name) for name in ("standfirst", "byline", "language", "body")})
    return row


def _articles() -> QuerySet:
    return Article.objects.select_related("source", "coverage__incident")


@api.get("/articles/", response={200: ArticlePage, **INVALID}, url_name="article-list", tags=["articles"])
def article_list(
    request,
    outlet: str | None = slug_query("An outlet's slug."),
    incident: str | None = slug_query("An incident's slug."),
    page: int = page_number_param(),
    page_size: int = page_size_param(),
):
    """Reports newest first, without their text (``/articles/{id}/`` has it)."""
    articles = _articles().defer("body", "standfirst")
    if outlet:
        articles = articles.filter(source__slug=outlet)
    if incident:
        articles = articles.filter(coverage__incident__slug=incident)
    result = _page(request, articles.order_by("-published", "-pk"), page, page_size)
    result["items"] = [_article(request, article) for article in result["items"]]
    return result


@api.get("/articles/{article_id}/", response={200: ArticleDetail, **NOT_FOUND}, url_name="article-detail",
         tags=["articles"])
def article_detail(request, article_id: int = id_path()):
    """One report with its text as received: every claim's ``start``/``end`` index ``body``."""
    return _article(request, get_object_or_404(_articles(), pk=article_id), body=True)
