from django.urls import path

from incidents.api.views import api

urlpatterns = [
    path("api/", api.urls),
]
