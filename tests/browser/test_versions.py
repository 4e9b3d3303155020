"""A revised report's pages in real Chromium: its versions, an older version, two
versions diffed and the incident as it stood, each fitting a 360 px phone with no
sideways scroll, axe clean and with tap-sized controls at 390 x 844; the versions
form works from the keyboard."""

from __future__ import annotations

import pytest
from axe_playwright_python.sync_playwright import Axe

from incidents.roles import EDITORS
from tests.browser.test_phone import SMALL_TARGETS, assert_fits
from tests.incidents.revisions import revised_report

pytestmark = pytest.mark.browser


@pytest.fixture
def revised(transactional_db, tmp_path):
    """The revised report and its incident, committed so the live server sees them."""
    article = revised_report(tmp_path)
    return article, article.coverage.incident


def version_pages(article, incident) -> list[str]:
    url = article.get_absolute_url()
    return [url, url + "?version=1", url + "?from=1&to=2#versions", url + "?from=1&to=9",
            incident.get_absolute_url() + "?as_of=2018-09-22T14:30", incident.get_absolute_url() + "?as_of=x"]


@pytest.mark.parametrize(("width", "height"), [(360, 780), (390, 844), (1366, 900)])
def test_the_version_pages_fit_and_pass_axe(browser, live_server, revised, shot, width, height):
    context = browser.new_context(viewport={"width": width, "height": height}, is_mobile=width < 800,
                                  reduced_motion="reduce")
    page = context.new_page()
    for n, path in enumerate(version_pages(*revised)):
        assert_fits(page, live_server.url + path)
        shot(page, f"versions-{width}x{height}-{n:02d}")
        results = Axe().run(page)
        assert results.violations_count == 0, (path, results.generate_report())
        if width < 800:
            assert page.evaluate(SMALL_TARGETS) == [], path
    context.close()


def test_the_version_pages_fit_a_phone_for_an_editor(browser, live_server, revised, sign_in):
    context = browser.new_context(viewport={"width": 360, "height": 780}, is_mobile=True, reduced_motion="reduce")
    page = context.new_page()
    sign_in(page, "vera", EDITORS)
    for path in version_pages(*revised):
        assert_fits(page, live_server.url + path)
    context.close()


def test_two_versions_are_compared_from_the_keyboard(page, live_server, revised):
    article, _ = revised
    page.goto(live_server.url + article.get_absolute_url())
    page.focus("#version-from")
    page.keyboard.press("Home")  # version 1
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.id") == "version-to"
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    page.wait_for_url("**from=1&to=2*")
    assert page.locator("#versions-diff .changed-figure").count() >= 2
