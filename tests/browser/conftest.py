"""Real Chromium through Playwright against pytest-django's live server."""

from __future__ import annotations

import os
import shutil
from io import StringIO
from pathlib import Path

import pytest

# Playwright's sync API runs an event loop in this thread; Django's ORM calls in the
# test thread are still synchronous and safe.
os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"

CHROMIUM = "/usr/bin/chromium"
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run",
]


@pytest.fixture(scope="session")
def browser():
    if not (os.path.exists(CHROMIUM) and shutil.which(CHROMIUM)):
        if os.environ.get("TERRACE_REQUIRE_BROWSER") == "1":
            pytest.fail(f"{CHROMIUM} is missing and TERRACE_REQUIRE_BROWSER=1")
        pytest.skip(f"{CHROMIUM} is not installed")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture
def page(browser):
    # Reduced motion: scrolls finish at once, so screenshots show where the page landed.
    context = browser.new_context(viewport={"width": 1280, "height": 900}, reduced_motion="reduce")
    page = context.new_page()
    yield page
    context.close()


@pytest.fixture
def phone(browser):
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True,
                                  reduced_motion="reduce")
    page = context.new_page()
    yield page
    context.close()


@pytest.fixture
def seeded(transactional_db, seeds_dir):
    """The three seed reports, committed so the live server's thread sees them."""
    from django.core.management import call_command

    from incidents.models import Incident

    call_command("import_articles", str(seeds_dir), no_progress=True, stdout=StringIO())
    return Incident.objects.get()


@pytest.fixture
def shot():
    ARTIFACTS.mkdir(exist_ok=True)

    def save(page, name: str, full_page: bool = True, element=None) -> Path:
        path = ARTIFACTS / f"{name}.png"
        if element is not None:
            element.screenshot(path=str(path))
        else:
            page.screenshot(path=str(path), full_page=full_page)
        return path

    return save


@pytest.fixture
def sign_in(live_server):
    """sign_in(page, username, group): a newsroom user of that group, signed in through
    the login page."""
    from tests.factories import make_user

    def sign(page, username: str, group: str) -> None:
        make_user(username, group)
        page.goto(live_server.url + "/admin/login/")
        page.fill("#id_username", username)
        page.fill("#id_password", "pw-for-tests-only")
        page.click("input[type=submit]")

    return sign
