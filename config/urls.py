from django.contrib import admin
from django.urls import include, path

admin.site.site_header = "Terrace curation"
admin.site.site_title = "Terrace"
admin.site.index_title = "Claims, incidents and reports"

urlpatterns = [
    path("admin/", admin.site.urls),
    path("curation/", include("incidents.curation.urls")),
    path("", include("incidents.dashboard.urls")),
]
