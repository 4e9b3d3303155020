from django.urls import path

from incidents import views

app_name = "incidents"

urlpatterns = [
    path("", views.incident_list, name="incident-list"),
    path("incidents/<slug:slug>/", views.incident_detail, name="incident-detail"),
    path("articles/<int:pk>/", views.article_detail, name="article-detail"),
    path("outlets/<slug:slug>/", views.source_detail, name="source-detail"),
]
