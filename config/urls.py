from django.contrib import admin
from django.urls import include, path

from config.views import healthz

admin.site.site_header = "Terrace curation"
admin.site.site_title = "Terrace"
admin.site.index_title = "Claims, incidents and reports"

urlpatterns = [
    path("healthz", healthz, name="healthz"),
    path("admin/", admin.site.urls),
    path("curation/", include("incidents.curation.urls")),
    path("", include("incidents.dashboard.urls")),
]
