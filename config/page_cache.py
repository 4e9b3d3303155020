"""Whole dashboard pages kept for readers who are not signed in, under the database
snapshot they were read from.

A busy story sends a newsroom to the same few pages at once. On PostgreSQL, every
request first asks for the current snapshot (``pg_current_snapshot()``: the
transactions whose writes it sees). Two requests with the same snapshot see the same
rows, so a page rendered under one snapshot is the page any later request with that
snapshot would render (a GET writes nothing of its own): it is kept under the
snapshot, the address and the htmx headers, and served from there until anything in
the database changes. Any committed write moves
the snapshot on, so no page outlives the data it shows, and there is nothing to
invalidate by hand. (A write in another database of the same cluster also moves it: a
miss, never a stale page.)

Only what is the same for every such reader is kept: GET or HEAD of the dashboard's
pages (the ``incidents`` URL namespace), by a reader who is not signed in and carries no
session or messages cookie, answered 200 with no cookie set and nothing that forbids
caching. Everything else passes through untouched. SQLite offers no snapshot to read,
so there every page is rendered each time (the embedded default serves one desk).
The pages are in the ``pages`` cache (``settings.CACHES``): each process's own, or
one they share (``TERRACE_CACHE_URL``);
``TERRACE_PAGE_CACHE=false`` turns the whole thing off.
"""

from __future__ import annotations

import hashlib

from django.conf import settings
from django.core.cache import caches
from django.db import connection
from django.http import HttpResponse
from django.utils.cache import cc_delim_re

CACHE = "pages"
NAMESPACES = frozenset({"incidents"})
# The request headers a dashboard page's content depends on besides its address.
HEADERS = ("HX-Request", "HX-Target", "HX-Trigger", "HX-History-Restore-Request", "HX-Boosted")
PRIVATE = frozenset({"private", "no-store", "no-cache"})


def data_snapshot() -> str | None:
    """The database's current snapshot as text, or None where there is none to read
    or it would not tell: inside a transaction, whose own writes leave the snapshot as
    it was (a request outside one has written nothing)."""
    if connection.vendor != "postgresql" or connection.in_atomic_block:
        return None
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_current_snapshot()::text")
        return cursor.fetchone()[0]


def page_key(request, snapshot: str) -> str:
    """Only GET and HEAD are kept, and a HEAD is answered as its GET is: the method is
    not part of the key."""
    parts = [snapshot, request.get_full_path()]
    parts += [request.headers.get(name, "") for name in HEADERS]
    return "page:" + hashlib.sha256("\n".join(parts).encode()).hexdigest()


def _shared_request(request) -> bool:
    """Whether the page is the same for every reader who asks it this way."""
    match = request.resolver_match
    return (
        settings.TERRACE_PAGE_CACHE
        and request.method in ("GET", "HEAD")
        and match is not None and match.namespace in NAMESPACES
        and settings.SESSION_COOKIE_NAME not in request.COOKIES
        and "messages" not in request.COOKIES
        and not request.user.is_authenticated
    )


def _shared_response(response) -> bool:
    if response.status_code != 200 or response.streaming or response.cookies:
        return False
    directives = {d.split("=")[0].strip().lower() for d in cc_delim_re.split(response.get("Cache-Control", ""))}
    return not directives & PRIVATE


class PageCacheMiddleware:
    """Serves a kept page or keeps the one the view renders (see the module)."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        key = getattr(request, "_page_key", None)
        if key is not None and _shared_response(response):
            caches[CACHE].set(key, (response.status_code, response.content, list(response.items())))
        return response

    def process_view(self, request, view_func, view_args, view_kwargs):
        if not _shared_request(request):
            return None
        snapshot = data_snapshot()
        if snapshot is None:
            return None
        key = page_key(request, snapshot)
        kept = caches[CACHE].get(key)
        if kept is None:
            request._page_key = key
            return None
        status, content, headers = kept
        response = HttpResponse(content, status=status)
        for name, value in headers:
            response[name] = value
        return response
