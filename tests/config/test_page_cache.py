"""Whole pages kept under the database snapshot (config.page_cache).

On PostgreSQL the tests commit their writes (``transaction=True``), as the server's
requests see them; a test's own transaction leaves the snapshot as it was, which is
why a request inside one is never served from the cache."""

from __future__ import annotations

import pytest
from django.conf import settings
from django.core.cache import caches
from django.db import transaction
from django.test import Client

from config.page_cache import CACHE
from incidents.models import IncidentArticle
from incidents.roles import EDITORS
from tests.factories import make_article, make_incident, make_user

on_postgres = pytest.mark.skipif(not settings.IS_POSTGRES, reason="SQLite has no snapshot to key pages on")


@pytest.fixture(autouse=True)
def empty_cache():
    caches[CACHE].clear()
    yield
    caches[CACHE].clear()


def reported_incident(title: str):
    incident = make_incident(title=title)
    IncidentArticle.objects.create(incident=incident, article=make_article())
    return incident


def kept() -> int:
    return len(caches[CACHE]._cache)


@on_postgres
@pytest.mark.django_db(transaction=True)
def test_a_repeat_view_is_served_from_the_cache_until_a_write_commits(django_assert_num_queries):
    incident = reported_incident("Rovers v United")
    client = Client()
    first = client.get(incident.get_absolute_url())
    assert first.status_code == 200 and kept() == 1
    with django_assert_num_queries(1):  # the snapshot, nothing else
        again = client.get(incident.get_absolute_url())
    assert again.content == first.content
    assert "csrftoken" not in again.cookies

    incident.title = "Rovers v United (abandoned)"
    incident.save()
    changed = client.get(incident.get_absolute_url())
    assert b"Rovers v United (abandoned)" in changed.content


@on_postgres
@pytest.mark.django_db(transaction=True)
def test_the_list_shows_a_new_incident_at_once():
    reported_incident("Athletic v Wanderers")
    client = Client()
    assert b"Athletic v Wanderers" in client.get("/").content
    reported_incident("Borough v Town")
    assert b"Borough v Town" in client.get("/").content


@on_postgres
@pytest.mark.django_db(transaction=True)
def test_htmx_fragments_and_full_pages_are_kept_apart():
    reported_incident("City v County")
    client = Client()
    full = client.get("/?q=City")
    fragment = client.get("/?q=City", headers={"HX-Request": "true", "HX-Target": "incident-results"})
    assert b"<html" in full.content and b"<html" not in fragment.content
    assert b"<html" not in client.get("/?q=City", headers={"HX-Request": "true",
                                                          "HX-Target": "incident-results"}).content
    assert b"<html" in client.get("/?q=City").content


@on_postgres
@pytest.mark.django_db(transaction=True)
def test_signed_in_users_and_other_pages_are_never_kept():
    incident = reported_incident("Harriers v Rangers")
    editor = Client()
    editor.force_login(make_user("eddie", EDITORS))
    page = editor.get(incident.get_absolute_url())
    assert b"X-CSRFToken" in page.content  # a signed-in user's page carries their token
    assert kept() == 0
    assert Client().get("/healthz").status_code == 200 and Client().get("/api/incidents/").status_code == 200
    assert kept() == 0
    assert Client().get("/no-such-page/").status_code == 404 and kept() == 0


@pytest.mark.django_db
def test_inside_a_transaction_pages_are_rendered_each_time():
    incident = reported_incident("Albion v Athletic")
    client = Client()
    with transaction.atomic():
        assert client.get(incident.get_absolute_url()).status_code == 200
    assert kept() == 0
    incident.title = "Albion v Athletic (replay)"
    incident.save()
    assert b"(replay)" in client.get(incident.get_absolute_url()).content


@on_postgres
@pytest.mark.django_db(transaction=True)
def test_turned_off_every_page_is_rendered(settings):
    settings.TERRACE_PAGE_CACHE = False
    incident = reported_incident("Dynamo v Sporting")
    Client().get(incident.get_absolute_url())
    assert kept() == 0
