from django.urls import path

from incidents.dashboard import views

app_name = "incidents"

urlpatterns = [
    path("", views.incident_list, name="incident-list"),
    path("incidents/<slug:slug>/", views.incident_detail, name="incident-detail"),
    path("incidents/<slug:slug>/compare.json", views.incident_compare_json, name="incident-compare-json"),
    path("incidents/<slug:slug>/compare.csv", views.incident_compare_csv, name="incident-compare-csv"),
    path("articles/<int:pk>/", views.article_detail, name="article-detail"),
    path("articles/<int:pk>/versions/<int:number>/page.txt", views.article_version_page,
         name="article-version-page"),
    path("outlets/", views.source_list, name="source-list"),
    path("clubs/<slug:slug>/", views.club_detail, name="club-detail"),
    path("grounds/<slug:slug>/", views.ground_detail, name="ground-detail"),
    path("outlets/<slug:slug>/", views.source_detail, name="source-detail"),
]
