from django.conf import settings
from django.contrib import admin
from django.urls import include, path
from django.views.generic import RedirectView

from config.views import healthz

admin.site.site_header = "Terrace curation"
admin.site.site_title = "Terrace"
admin.site.index_title = "Claims, incidents and reports"

urlpatterns = [
    path("healthz", healthz, name="healthz"),
    # Pages that name no icon (the admin's) make browsers ask for /favicon.ico.
    path("favicon.ico", RedirectView.as_view(url=settings.STATIC_URL + "favicon.svg", permanent=True)),
    # The review queue's short address, as editors say it.
    path("review/", RedirectView.as_view(pattern_name="curation:review-queue", query_string=True)),
    path("admin/", admin.site.urls),
    path("curation/", include("incidents.curation.urls")),
    path("add/", include("incidents.ingest.urls")),
    path("", include("incidents.api.urls")),
    path("", include("incidents.dashboard.urls")),
]
