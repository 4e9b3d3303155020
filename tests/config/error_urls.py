"""URLs that fail on purpose, for the error-page tests."""

from django.core.exceptions import PermissionDenied, SuspiciousOperation
from django.urls import include, path


def forbidden(request):
    raise PermissionDenied


def bad(request):
    raise SuspiciousOperation("a hostile request")


def broken(request):
    raise RuntimeError("a bug")


urlpatterns = [
    path("forbidden/", forbidden),
    path("bad/", bad),
    path("broken/", broken),
    path("", include("config.urls")),
]
