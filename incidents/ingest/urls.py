from django.urls import path

from incidents.ingest import views

app_name = "ingest"

urlpatterns = [
    path("", views.reports_add_view, name="reports-add"),
    path("jobs/<int:pk>/", views.job_detail_view, name="job-detail"),
]
