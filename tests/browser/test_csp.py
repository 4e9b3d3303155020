"""The dashboard under its Content-Security-Policy in real Chromium: htmx swaps, the fact
highlight and the diffs work, and the console shows no error and no policy violation."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

RECORD_VIOLATIONS = """
window.__violations = [];
document.addEventListener("securitypolicyviolation", (e) => {
  window.__violations.push(e.violatedDirective + " " + (e.blockedURI || "inline") + " " + (e.sourceFile || ""));
});
"""


@pytest.fixture
def watched(browser):
    """A page whose console errors, page errors and CSP violations are collected."""
    context = browser.new_context(viewport={"width": 1280, "height": 900}, reduced_motion="reduce")
    context.add_init_script(RECORD_VIOLATIONS)
    page = context.new_page()
    problems: list[str] = []
    page.on("console", lambda message: message.type in ("error", "warning") and problems.append(
        f"console {message.type}: {message.text}"))
    page.on("pageerror", lambda error: problems.append(f"page error: {error}"))
    page.on("response", lambda response: response.status >= 400 and problems.append(
        f"HTTP {response.status}: {response.url}"))

    def clean() -> None:
        violations = page.evaluate("() => window.__violations || []")
        assert violations == [] and problems == [], violations + problems

    page.clean = clean
    yield page
    context.close()


def test_the_list_filters_in_place_under_the_policy(watched, live_server, seeded):
    page = watched
    response = page.goto(live_server.url + "/")
    assert "script-src 'self'" in response.headers["content-security-policy"]
    marker = page.evaluate("() => (window.__kept = 'still here')")
    page.select_option("#id_club", "Chelsea")
    expect(page).to_have_url(re.compile(r"/\?club=Chelsea$"))
    page.locator("#id_q").press_sequentially("zebra", delay=20)
    expect(page.locator("li.incident-card")).to_have_count(0)
    assert page.evaluate("() => window.__kept") == marker, "htmx swapped the list without a reload"
    page.clean()


def test_the_incident_page_works_under_the_policy(watched, live_server, seeded):
    page = watched
    page.goto(live_server.url + seeded.get_absolute_url())
    expect(page.locator("table.facts")).to_be_visible()
    # The column count comes from data-columns through the script, not a style attribute.
    grid = page.locator("#accounts .accounts")
    expect(grid).to_have_attribute("data-columns", "3")
    columns = page.evaluate("() => getComputedStyle(document.querySelector('#accounts .accounts')).gridTemplateColumns")
    assert len(columns.split()) == 3, columns

    page.check("#only-conflicts")
    expect(page).to_have_url(re.compile(r"conflicts=1"))
    expect(page.locator("#facts-table")).not_to_contain_text("Arrests, at this match")
    page.uncheck("#only-conflicts")
    expect(page.locator("#facts-table")).to_contain_text("Arrests, at this match")

    page.locator('a.fact-link[data-fact="arrests-incident"]').first.click()
    expect(page).to_have_url(re.compile(r"fact=arrests-incident"))
    expect(page.locator("#accounts .sentence.is-highlighted").first).to_be_visible()

    group = page.locator("li.quote-group").filter(has_text="Harrington")
    group.locator("summary").click()
    expect(group.locator("del").first).to_be_visible()

    # Two accounts diffed in place (the form swaps #account-diff).
    page.select_option("#pair-a", index=0)
    page.select_option("#pair-b", index=2)
    page.locator("form.pair").get_by_role("button").click()
    expect(page.locator("#account-diff del").first).to_be_visible()
    page.clean()


def test_other_pages_and_the_error_page_are_clean(watched, live_server, seeded):
    page = watched
    article = seeded.articles.select_related("source").first()
    for path in [article.get_absolute_url(), article.source.get_absolute_url(), "/admin/login/"]:
        assert page.goto(live_server.url + path).status == 200, path
    page.clean()
    assert page.goto(live_server.url + "/no-such-page/").status == 404
    expect(page.locator("h1")).to_have_text("Page not found")
    assert page.evaluate("() => window.__violations") == []
