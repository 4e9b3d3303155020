"""Web hardening through HTTP: CSP, HEAD, cookies, lockout, error pages, health, search."""

from __future__ import annotations

import io
import re

import pytest
from django.core.management import call_command
from django.db import OperationalError
from django.test import Client
from django.urls import reverse

from config.middleware import HEADER
from sources.models import Article

pytestmark = pytest.mark.django_db

INLINE_SCRIPT = re.compile(r"<script(?![^>]*\ssrc=)[^>]*>", re.I)
STYLE_ATTRIBUTE = re.compile(r"<[^>]+\sstyle=", re.I)
EVENT_ATTRIBUTE = re.compile(r"<[^>]+\son[a-z]+=", re.I)


@pytest.fixture
def pages(seeds_dir, admin_user):
    call_command("import_articles", str(seeds_dir), no_progress=True, stdout=io.StringIO())
    article = Article.objects.select_related("source", "coverage__incident").first()
    incident = article.coverage.incident
    return {
        "list": "/",
        "search": "/?q=disorder",
        "incident": incident.get_absolute_url(),
        "fact": incident.get_absolute_url() + "?fact=arrests-incident&conflicts=1",
        "export json": reverse("incidents:incident-compare-json", args=[incident.slug]),
        "export csv": reverse("incidents:incident-compare-csv", args=[incident.slug]),
        "article": article.get_absolute_url(),
        "outlet": article.source.get_absolute_url(),
        "login": "/admin/login/",
        "health": "/healthz",
    }


def test_every_page_sends_the_policy_and_has_no_inline_script_or_style(client, pages):
    for name, url in pages.items():
        response = client.get(url)
        assert response.status_code == 200, name
        policy = response[HEADER]
        assert "script-src 'self'" in policy and "style-src 'self'" in policy, name
        assert "unsafe" not in policy
        html = response.content.decode()
        assert not INLINE_SCRIPT.search(html), name
        assert not STYLE_ATTRIBUTE.search(html), name
        assert not EVENT_ATTRIBUTE.search(html), name


def test_the_admin_pages_are_inline_free_too(admin_client, pages):
    for url in ["/admin/", "/admin/incidents/claim/", "/admin/sources/article/1/change/", "/admin/sources/source/add/"]:
        html = admin_client.get(url).content.decode()
        assert not INLINE_SCRIPT.search(html), url
        assert not STYLE_ATTRIBUTE.search(html), url


def test_htmx_is_configured_without_eval_or_its_own_styles(client, pages):
    html = client.get("/").content.decode()
    config = re.search(r'<meta name="htmx-config" content=\'([^\']+)\'', html)
    assert config and '"allowEval": false' in config.group(1)
    assert '"includeIndicatorStyles": false' in config.group(1)
    assert html.index('name="htmx-config"') < html.index("htmx-2")


def test_head_answers_on_every_page(client, pages):
    for name, url in pages.items():
        response = client.head(url)
        assert response.status_code == 200, name
        assert response.content == b"", name


def test_cookies_are_http_only_and_same_site(client, admin_user):
    response = client.get("/admin/login/")
    csrf = response.cookies["csrftoken"]
    assert csrf["httponly"] and csrf["samesite"] == "Lax"
    token = csrf.value
    response = client.post("/admin/login/?next=/admin/", {"username": "admin", "password": "password",
                                                          "csrfmiddlewaretoken": token}, REMOTE_ADDR="127.0.0.1")
    assert response.status_code == 302
    session = response.cookies["sessionid"]
    assert session["httponly"] and session["samesite"] == "Lax"


def test_htmx_reads_the_csrf_token_from_the_page_not_the_cookie(client, pages, admin_user):
    client.force_login(admin_user)
    html = client.get("/").content.decode()
    assert re.search(r'<body hx-headers=\'\{"X-CSRFToken": "[^"]+"\}\'', html)


def test_a_reader_not_signed_in_gets_no_token_and_no_cookie(pages):
    """Nothing on the dashboard posts for them, and so their pages are the same for
    every reader (config.page_cache)."""
    response = Client().get("/")
    assert "X-CSRFToken" not in response.content.decode() and "csrftoken" not in response.cookies


def test_login_is_locked_after_repeated_failures_with_a_message(admin_user, settings):
    client = Client()
    for _ in range(settings.AXES_FAILURE_LIMIT - 1):
        response = client.post("/admin/login/", {"username": "admin", "password": "wrong"})
        assert response.status_code == 200
    response = client.post("/admin/login/", {"username": "admin", "password": "wrong"})
    assert response.status_code == 429
    # Locked: even the right password is refused until the cool-off ends.
    response = client.post("/admin/login/", {"username": "admin", "password": "password"})
    assert response.status_code == 429
    text = response.content.decode()
    assert "Too many failed logins" in text
    assert f"locked after {settings.AXES_FAILURE_LIMIT} failed attempts" in text and "15 minutes" in text
    assert "_auth_user_id" not in client.session
    # Another address may still log in as that person: one office cannot lock everyone out.
    other = Client(REMOTE_ADDR="10.9.8.7")
    assert other.post("/admin/login/", {"username": "admin", "password": "password"}).status_code == 302


@pytest.mark.parametrize(
    ("url", "status", "text"),
    [
        ("/no-such-page/", 404, "Page not found"),
        ("/incidents/no-such-incident/", 404, "Page not found"),
        ("/forbidden/", 403, "Not allowed"),
        ("/bad/", 400, "Bad request"),
        ("/broken/", 500, "Something went wrong"),
    ],
)
def test_error_pages_are_terrace_pages(settings, url, status, text):
    settings.DEBUG = False
    settings.ROOT_URLCONF = "tests.config.error_urls"
    response = Client(raise_request_exception=False).get(url)
    assert response.status_code == status
    html = response.content.decode()
    assert f"<h1 id=\"error-heading\">{text}</h1>" in html
    assert "Back to the incidents" in html and "Traceback" not in html
    assert not INLINE_SCRIPT.search(html) and not STYLE_ATTRIBUTE.search(html)
    assert "script-src 'self'" in response[HEADER]


def test_a_stale_form_gets_the_csrf_page():
    response = Client(enforce_csrf_checks=True).post("/admin/login/", {"username": "x", "password": "y"})
    assert response.status_code == 403
    assert "Form expired" in response.content.decode()


def test_health_check_answers_with_the_database(client, monkeypatch):
    response = client.get("/healthz")
    assert response.status_code == 200 and response.json() == {"status": "ok", "database": "ok"}
    assert "no-cache" in response["Cache-Control"]

    class Down:
        def cursor(self):
            raise OperationalError("connection refused")

    monkeypatch.setattr("config.views.connection", Down())
    response = client.get("/healthz")
    assert response.status_code == 503 and response.json()["database"] == "unreachable"


def test_health_check_needs_no_login(client, settings):
    settings.MIDDLEWARE = [*settings.MIDDLEWARE, "django.contrib.auth.middleware.LoginRequiredMiddleware"]
    assert client.get("/healthz").status_code == 200
    assert client.get("/").status_code == 302


def test_a_search_over_the_limit_is_an_error_not_the_whole_list(client, pages):
    long = "x" * 201
    response = client.get("/", {"q": long})
    html = response.content.decode()
    assert "The search is too long: at most 200 characters (it has 201)" in html
    assert "0 incidents found" in html
    fragment = client.get("/", {"q": long}, HTTP_HX_REQUEST="true", HTTP_HX_TARGET="incident-results")
    assert "<html" not in fragment.content.decode()
    assert "The search is too long" in fragment.content.decode()


def test_the_icon_is_served_so_no_page_logs_a_missing_favicon(client):
    # The admin's pages name no icon, so browsers ask for /favicon.ico.
    response = client.get("/favicon.ico")
    assert response.status_code == 301
    assert response["Location"].endswith("favicon.svg")
    assert 'rel="icon"' in client.get("/").content.decode()
