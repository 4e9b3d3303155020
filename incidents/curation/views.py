"""Editors' writes from the dashboard. Permissions are checked here, not in templates."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.http import require_POST
from django.views.decorators.vary import vary_on_headers
from django_htmx.middleware import HtmxDetails

from incidents.curation.services import claim_review
from incidents.models import Claim

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
