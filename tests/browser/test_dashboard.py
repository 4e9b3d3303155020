"""The dashboard in a real browser: htmx updates, highlighting, diffs, accessibility."""

from __future__ import annotations

import re

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def assert_accessible(page) -> None:
    results = Axe().run(page)
    assert results.violations_count == 0, results.generate_report()


def test_incidents_page_filters_in_place_and_pushes_the_url(page, live_server, seeded, shot):
    page.goto(live_server.url + "/")
    expect(page.locator("h1")).to_have_text("Incidents")
    expect(page.locator("li.incident-card")).to_have_count(1)
    # Each level counted apart, in words and a symbol.
    expect(page.locator("li.incident-card .levels")).to_contain_text(re.compile(r"\d+ agreed"))
    shot(page, "01-incidents")
    assert_accessible(page)

    marker = page.evaluate("() => (window.__kept = 'still here')")
    page.select_option("#id_club", "Chelsea")
    expect(page).to_have_url(re.compile(r"/\?club=Chelsea$"))
    expect(page.locator("li.incident-card")).to_have_count(1)
    # htmx swapped the list: the page itself was not reloaded.
    assert page.evaluate("() => window.__kept") == marker

    page.locator("#id_q").press_sequentially("zebra", delay=20)
    expect(page.locator("li.incident-card")).to_have_count(0)
    expect(page).to_have_url(re.compile(r"q=zebra"))
    page.fill("#id_q", "")
    page.locator("#id_q").press_sequentially("disappointed", delay=20)
    expect(page.locator("li.incident-card")).to_have_count(1)
    expect(page.locator(".snippet mark").first).to_be_visible()
    shot(page, "02-incidents-search")

    page.go_back()
    expect(page).to_have_url(re.compile(r"q=zebra"))


def test_incident_page_conflicts_highlight_quotes_and_diff(page, live_server, seeded, shot):
    page.goto(live_server.url + seeded.get_absolute_url())
    expect(page.locator("h1")).to_contain_text("West Ham United v Chelsea")
    expect(page.locator("table.facts")).to_be_visible()
    shot(page, "03-incident")
    assert_accessible(page)

    # Every verdict explains itself under its row; the keyboard opens it.
    reason = page.locator("tr.fact-reason").first
    expect(reason.locator("p").first).to_be_hidden()
    reason.locator("summary").focus()
    page.keyboard.press("Enter")
    expect(reason.locator("p").first).to_have_text("7: the same figure from 3 outlets")
    expect(reason.locator("details")).to_have_attribute("open", "")
    shot(page, "03b-incident-reason", element=page.locator("#facts-table"))
    assert_accessible(page)

    # Only conflicts: the table is swapped and the URL pushed.
    rows_before = page.locator("tr.fact-row").count()
    page.check("#only-conflicts")
    expect(page).to_have_url(re.compile(r"conflicts=1"))
    expect(page.locator("#facts-table")).not_to_contain_text("Arrests, at this match")
    assert page.locator("tr.fact-row").count() < rows_before
    shot(page, "04-only-conflicts", full_page=False)
    page.uncheck("#only-conflicts")
    expect(page.locator("#facts-table")).to_contain_text("Arrests, at this match")

    # Pick a fact: its sentence lights up in every account that states it.
    page.locator('a.fact-link[data-fact="arrests-incident"]').first.click()
    expect(page).to_have_url(re.compile(r"fact=arrests-incident"))
    highlighted = page.locator("#accounts .account").filter(has=page.locator(".sentence.is-highlighted"))
    expect(highlighted).to_have_count(3)
    expect(page.locator("#accounts mark.is-current").first).to_contain_text(re.compile("seven", re.I))
    shot(page, "05-fact-highlighted", element=page.locator("#accounts"))

    # Open a quote diff.
    group = page.locator("li.quote-group").filter(has_text="Harrington")
    group.locator("summary").click()
    expect(group.locator("del").first).to_be_visible()
    shot(page, "06-quote-diff", element=group)

    # Diff two accounts in place.
    options = page.locator("#pair-a option")
    page.select_option("#pair-a", value=options.nth(0).get_attribute("value"))
    page.select_option("#pair-b", value=options.nth(2).get_attribute("value"))
    page.click("form.pair button[type=submit]")
    expect(page.locator("#account-diff del").first).to_be_visible()
    expect(page).to_have_url(re.compile(r"a=\d+&b=\d+"))
    shot(page, "07-account-diff", element=page.locator("#diff"))


def test_server_side_highlight_works_without_javascript(browser, live_server, seeded, shot):
    context = browser.new_context(java_script_enabled=False, viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.goto(live_server.url + seeded.get_absolute_url() + "?fact=bans-season#accounts")
    expect(page.locator(".sentence.is-highlighted")).to_have_count(2)
    page.check("#only-conflicts")
    page.click("form.toggle button[type=submit]")
    expect(page).to_have_url(re.compile(r"conflicts=1"))
    context.close()


def test_article_page(page, live_server, seeded, shot):
    article = seeded.articles.get(source__slug="bbc-sport")
    page.goto(live_server.url + article.get_absolute_url())
    expect(page.locator("table.claims")).to_be_visible()
    expect(page.locator("a[rel='noopener noreferrer nofollow']")).to_have_count(1)
    shot(page, "08-article")
    page.locator("#claims-heading").scroll_into_view_if_needed()
    page.evaluate("() => document.getElementById('claims-heading').scrollIntoView()")
    shot(page, "08b-article-claims", full_page=False)
    assert_accessible(page)


def test_outlet_page_and_phone_layout(page, phone, live_server, seeded, shot):
    page.goto(live_server.url + "/outlets/sky-sports/")
    expect(page.locator("h1")).to_have_text("Sky Sports")
    shot(page, "09-outlet")
    assert_accessible(page)
    phone.goto(live_server.url + seeded.get_absolute_url())
    columns = phone.locator("#accounts .account")
    first, second = columns.nth(0).bounding_box(), columns.nth(1).bounding_box()
    # A swipe: one account fills most of the screen, the next waits beside it.
    assert abs(second["y"] - first["y"]) < 1 and second["x"] >= first["x"] + first["width"]
    assert first["width"] > 0.8 * phone.viewport_size["width"] - 40
    shot(phone, "10-incident-phone", full_page=False)
    phone.locator("#accounts").scroll_into_view_if_needed()
    shot(phone, "11-accounts-phone", full_page=False)
    # Its link brings the third account into view, inside the swipe, not the page.
    phone.locator(".account-jump a").nth(2).click()
    third = columns.nth(2).bounding_box()
    assert 0 <= third["x"] < phone.viewport_size["width"] / 2
    assert phone.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth")
