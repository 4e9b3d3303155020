from django.urls import include, path

from incidents.api.feeds import NewConflictsFeed, NewIncidentsFeed
from incidents.api.views import api

feeds = [
    path("incidents/", NewIncidentsFeed(), name="incidents"),
    path("conflicts/", NewConflictsFeed(), name="conflicts"),
]

urlpatterns = [
    path("api/", api.urls),
    path("feeds/", include((feeds, "feeds"))),
]
