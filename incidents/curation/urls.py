from django.urls import path

from incidents.curation import views

app_name = "curation"

urlpatterns = [
    path("review/", views.review_queue_view, name="review-queue"),
    path("claims/<int:pk>/review/", views.claim_review_view, name="claim-review"),
    path("claims/<int:pk>/correct/", views.claim_correct_view, name="claim-correct"),
    path("articles/<int:pk>/claims/new/", views.claim_add_view, name="claim-add"),
]
