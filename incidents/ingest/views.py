"""The editors' "Add reports" page and each job's page. Permissions are checked here."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_GET, require_http_methods
from django.views.decorators.vary import vary_on_headers
from django_htmx.middleware import HtmxDetails

from incidents.ingest.forms import ReportsAddForm
from incidents.ingest.services import job_create
from incidents.models import ImportItem, ImportJob

ADD_REPORTS_PERMISSION = "sources.add_article"
RECENT_JOBS = 10
# How often the job page asks for its progress while the job runs.
POLL_SECONDS = 2


class HtmxHttpRequest(HttpRequest):
    htmx: HtmxDetails


def _editor_only(request: HttpRequest) -> None:
    if not request.user.has_perm(ADD_REPORTS_PERMISSION):
        raise PermissionDenied


@require_http_methods(["GET", "HEAD", "POST"])
@login_required
def reports_add_view(request: HttpRequest) -> HttpResponse:
    """Links, files or a pasted text in; a job of them out, and its page."""
    _editor_only(request)
    if request.method == "POST":
        form = ReportsAddForm(request.POST, request.FILES)
        if form.is_valid():
            data = form.cleaned_data
            job = job_create(user=request.user, links=data["links"], files=form.uploads(), text=data["text"],
                             outlet=data["outlet"], published=data["published"])
            return redirect(job)
    else:
        form = ReportsAddForm()
    return render(request, "incidents/reports_add.html", {
        "form": form, "jobs": ImportJob.objects.recent(RECENT_JOBS),
    }, status=400 if form.is_bound else 200)


@require_GET
@login_required
@vary_on_headers("HX-Request")
def job_detail_view(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    """A job's progress and each item's outcome; htmx polls ``#job-progress`` while it runs."""
    _editor_only(request)
    job = get_object_or_404(ImportJob.objects.select_related("created_by"), pk=pk)
    items = list(job.items.defer("payload").prefetch_related("incidents").order_by("position"))
    done = sum(item.status in ImportItem.FINAL for item in items)
    template = "incidents/import_job_detail.html"
    if request.htmx and not request.htmx.history_restore_request:
        template += "#job-progress"
    return render(request, template, {
        "job": job, "items": items, "done": done, "total": len(items), "running": done < len(items),
        "poll_seconds": POLL_SECONDS,
    })
