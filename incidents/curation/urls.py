from django.urls import path

from incidents.curation import views

app_name = "curation"

urlpatterns = [
    path("claims/<int:pk>/review/", views.claim_review_view, name="claim-review"),
]
