"""Editors' writes from the dashboard. Permissions are checked here, not in templates."""

from __future__ import annotations

from dataclasses import replace

from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.http import require_http_methods, require_POST
from django.views.decorators.vary import vary_on_headers
from django_htmx.middleware import HtmxDetails

from incidents.curation.forms import ClaimAddForm, ClaimCorrectForm
from incidents.curation.queue import REASONS, review_queue
from incidents.curation.services import CurationError, claim_add, claim_correct, claim_review
from incidents.dashboard.views import article_page
from incidents.extraction.selection import selection_record
from incidents.models import Claim
from sources.models import Article

REVIEW_PERMISSION = "incidents.change_claim"
# A note is how a journalist learns why a figure is doubted or dropped.
NOTE_REQUIRED = {Claim.ReviewStatus.DISPUTED, Claim.ReviewStatus.REJECTED}
MSG_NOTE_REQUIRED = "Say why in a note: it is shown beside the claim."
MSG_BAD_STATUS = "Choose confirmed, disputed, rejected or unreviewed."


class HtmxHttpRequest(HttpRequest):
    htmx: HtmxDetails


@require_POST
@login_required
@vary_on_headers("HX-Request")
def claim_review_view(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    """Set a claim's review status and note; answer htmx with the re-rendered partial."""
    if not request.user.has_perm(REVIEW_PERMISSION):
        raise PermissionDenied
    claim = get_object_or_404(Claim.objects.select_related("article__source", "incident"), pk=pk)
    status = request.POST.get("status", "")
    note = request.POST.get("note", "").strip()
    error = ""
    if status not in Claim.ReviewStatus.values:
        error = MSG_BAD_STATUS
    elif status in NOTE_REQUIRED and not note:
        error = MSG_NOTE_REQUIRED
    else:
        claim_review(claim=claim, status=status, user=request.user, note=note)

    if request.htmx:
        # 200 even for a missing note: htmx swaps only 2xx answers, and the partial says why.
        return render(request, "incidents/_claim_review.html", {"claim": claim, "review_error": error})
    if error:
        return HttpResponse(error, status=400, content_type="text/plain; charset=utf-8")
    back = request.POST.get("next") or request.headers.get("Referer", "")
    if not url_has_allowed_host_and_scheme(
        back, allowed_hosts={request.get_host()}, require_https=request.is_secure()
    ):
        back = claim.get_absolute_url()
    return redirect(back)


ADD_PERMISSION = "incidents.add_claim"


def _offsets(query) -> tuple[int, int] | None:
    try:
        start, end = int(query.get("start", "")), int(query.get("end", ""))
    except ValueError:
        return None
    return start, end


@require_http_methods(["GET", "HEAD", "POST"])
@login_required
@vary_on_headers("HX-Request")
def claim_add_view(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    """An editor adds the claim some words of a report state.

    GET with ``start`` and ``end`` (offsets in characters into the body) proposes it:
    the form prefilled by the extractor's finders run on the words; without them, the
    form asks for the words themselves (the keyboard's way).  POST stores it and
    answers with the article page, the new claim in it (htmx swaps it in place).
    """
    if not request.user.has_perm(ADD_PERMISSION):
        raise PermissionDenied
    article = get_object_or_404(Article.objects.select_related("source", "coverage__incident"), pk=pk)
    body = article.body
    if request.method == "POST":
        form = ClaimAddForm(request.POST, body=body, typed=not request.POST.get("start"))
        if form.is_valid():
            data = form.cleaned_data
            context = selection_record(body, data["start"], data["end"])
            record = replace(context, kind=data["kind"], value=data["value"], low=data["low"], high=data["high"],
                             approximate=data["approximate"], group=data["group"], scope=data["scope"],
                             scope_detail=data["scope_detail"].strip(), speaker=data["speaker"].strip(),
                             original=context.original if context.kind == data["kind"] else "")
            try:
                claim = claim_add(article=article, record=record, user=request.user, note=data["note"])
            except CurationError as error:
                form.add_error(None, str(error))
            else:
                if request.htmx:
                    return article_page(request, article, added=claim)
                return redirect(f"{article.get_absolute_url()}#claim-{claim.pk}")
        status = 400
    else:
        status = 200
        offsets = _offsets(request.GET)
        typed = offsets is None
        initial = {}
        if offsets is not None:
            try:
                proposal = selection_record(body, *offsets)
            except ValueError:
                typed = True
                initial["words"] = ""
            else:
                initial = {"words": proposal.text, "start": proposal.start, "end": proposal.end,
                           "kind": proposal.kind, "value": proposal.value, "group": proposal.group,
                           "scope": proposal.scope, "scope_detail": proposal.scope_detail,
                           "speaker": proposal.speaker}
        form = ClaimAddForm(initial=initial or {"scope": Claim.Scope.INCIDENT}, body=body, typed=typed)
    if not request.htmx:
        return render(request, "incidents/claim_add.html", {"article": article, "form": form}, status=status)
    response = render(request, "incidents/_claim_add.html", {"article": article, "form": form, "inline": True})
    if request.method == "POST":
        # 200 (htmx swaps only 2xx answers): the form again, where it was, saying what is wrong.
        response["HX-Retarget"], response["HX-Reswap"], response["HX-Reselect"] = "#add-claim", "innerHTML", "form"
    return response


@require_http_methods(["GET", "HEAD", "POST"])
@login_required
@vary_on_headers("HX-Request")
def claim_correct_view(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    """Correct a claim where it is read: GET the form (``?cancel`` gives the claim's
    review back), POST the correction.  htmx swaps the claim's review block."""
    if not request.user.has_perm(REVIEW_PERMISSION):
        raise PermissionDenied
    claim = get_object_or_404(Claim.objects.select_related("article__source", "incident"), pk=pk)
    if request.method == "GET" and "cancel" in request.GET:
        return render(request, "incidents/_claim_review.html", {"claim": claim})
    if request.method == "POST":
        form = ClaimCorrectForm(request.POST, claim=claim)
        if form.is_valid():
            data = form.cleaned_data
            try:
                claim_correct(claim=claim, user=request.user, value=data["value"], low=data["low"],
                              high=data["high"], scope=data["scope"], scope_detail=data["scope_detail"],
                              group=data.get("group"), speaker=data.get("speaker"), note=data["note"],
                              kind=data.get("kind"))
            except CurationError as error:
                form.add_error(None, str(error))
            else:
                if request.htmx:
                    return render(request, "incidents/_claim_review.html", {"claim": claim})
                return redirect(claim.get_absolute_url())
    else:
        form = ClaimCorrectForm(claim=claim, initial={
            "kind": claim.kind, "value": claim.corrected_value or claim.value, "group": claim.group,
            "scope": claim.scope, "scope_detail": claim.scope_detail, "speaker": claim.speaker,
            "note": claim.editor_note,
        })
    status = 400 if request.method == "POST" and not request.htmx else 200
    return render(request, "incidents/_claim_correct.html", {"claim": claim, "form": form,
                                                             "page": not request.htmx}, status=status)


@require_http_methods(["GET", "HEAD"])
@login_required
def review_queue_view(request: HttpRequest) -> HttpResponse:
    """What needs an editor, most useful first (see ``queue``), worked with the keys."""
    if not request.user.has_perm(REVIEW_PERMISSION):
        raise PermissionDenied
    filters = {name: request.GET.get(name, "").strip()[:200] for name in ("incident", "outlet", "kind")}
    items, counts = review_queue(**filters)
    return render(request, "incidents/review_queue.html", {
        "items": items, "filters": filters, "total": sum(counts.values()),
        "counts": [(REASONS[rank], counts[rank]) for rank in sorted(REASONS) if counts[rank]],
    })
