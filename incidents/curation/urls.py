from django.urls import path

from incidents.curation import views

app_name = "curation"

urlpatterns = [
    path("claims/<int:pk>/review/", views.claim_review_view, name="claim-review"),
    path("articles/<int:pk>/claims/new/", views.claim_add_view, name="claim-add"),
]
