from django.urls import path

from incidents import curation_views

app_name = "curation"

urlpatterns = [
    path("claims/<int:pk>/review/", curation_views.claim_review_view, name="claim-review"),
]
