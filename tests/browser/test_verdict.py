"""The answer an incident page opens with, and the facts table's collapsed details,
in real Chromium: the summary leads to its row, the details open from the keyboard."""

from __future__ import annotations

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def test_the_answer_first_and_the_details_collapsed(page, live_server, seeded):
    page.goto(live_server.url + seeded.get_absolute_url())
    verdict = page.locator("#verdict")
    expect(verdict.locator(".verdict-headline")).to_contain_text("No conflicts. Outlets agree on Arrests, at this match: 7")
    # The answer comes before the table.
    assert page.evaluate("() => document.querySelector('#verdict').compareDocumentPosition("
                         "document.querySelector('#facts')) & Node.DOCUMENT_POSITION_FOLLOWING")

    details = page.locator("#facts-details")
    toggle = details.locator("[data-toggle-section]")
    expect(toggle).to_have_attribute("aria-expanded", "false")
    expect(details.locator("tr.fact-row").first).to_be_hidden()
    expect(page.locator("#facts-key tr.fact-row").first).to_be_visible()
    toggle.focus()
    page.keyboard.press("Enter")
    expect(toggle).to_have_attribute("aria-expanded", "true")
    expect(details.locator("tr.fact-row").first).to_be_visible()
    results = Axe().run(page)
    assert results.violations_count == 0, results.generate_report()
    page.keyboard.press("Enter")
    expect(details.locator("tr.fact-row").first).to_be_hidden()

    # A line of the answer highlights its fact's row and sentence in place.
    verdict.get_by_role("link", name="Arrests, at this match").click()
    expect(page.locator('tr.fact-row.is-current[data-fact="arrests-incident"]')).to_have_count(1)
    expect(page.locator("#accounts .sentence.is-highlighted").first).to_be_visible()


def test_choosing_a_detail_opens_its_section(page, live_server, seeded):
    page.goto(live_server.url + seeded.get_absolute_url() + "#accounts")
    mark = page.locator('#accounts mark.claim[data-fact^="missiles-"]').first
    key = mark.get_attribute("data-fact")
    mark.click()
    expect(page.locator(f'#facts-details tr.fact-row[data-fact="{key}"]')).to_be_visible()
    expect(page.locator("#facts-details [data-toggle-section]")).to_have_attribute("aria-expanded", "true")
