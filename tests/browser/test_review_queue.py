"""The review queue worked with the keys in real Chromium: J moves, C confirms, R asks
for the note and rejects with Enter, E opens the correction; axe clean."""

from __future__ import annotations

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

from incidents.models import Claim, IncidentArticle
from incidents.roles import EDITORS, JOURNALISTS
from tests.factories import make_article, make_claim, make_incident, make_source

pytestmark = pytest.mark.browser


@pytest.fixture
def waiting(transactional_db):
    incident = make_incident()
    bbc = make_article(source=make_source(name="BBC Sport"), body="Seven people were arrested. Two fans were hurt.")
    sky = make_article(source=make_source(name="Sky Sports"), body="Nine people were arrested after the game.")
    for article in (bbc, sky):
        IncidentArticle.objects.create(incident=incident, article=article)
    return [
        make_claim(article=bbc, incident=incident, kind="arrests", text="Seven people were arrested", value="7",
                   low=7, high=7, scope="incident"),
        make_claim(article=sky, incident=incident, kind="arrests", text="Nine people were arrested", value="9",
                   low=9, high=9, scope="incident"),
        make_claim(article=bbc, incident=incident, kind="injuries", text="Two fans were hurt", value="2",
                   low=2, high=2, scope="incident", group="fans"),
    ]



def test_work_through_three_items_with_the_keys(page, live_server, sign_in, waiting):
    sign_in(page, "eddie", EDITORS)
    page.goto(live_server.url + "/curation/review/")
    items = page.locator("[data-queue-item]")
    expect(items).to_have_count(3)
    results = Axe().run(page)
    assert results.violations_count == 0, results.generate_report()

    page.keyboard.press("j")
    expect(items.nth(0)).to_be_focused()
    page.keyboard.press("c")
    expect(items.nth(0)).to_contain_text("Confirmed by an editor")

    page.keyboard.press("j")
    page.keyboard.press("r")
    note = items.nth(1).locator("input[name=note]")
    expect(note).to_be_focused()
    page.keyboard.type("Another match's figure")
    page.keyboard.press("Enter")
    expect(items.nth(1)).to_contain_text("Rejected")

    page.keyboard.press("j")
    expect(items.nth(2)).to_be_focused()
    page.keyboard.press("e")
    expect(items.nth(2).locator("form.claim-correct")).to_be_visible()

    statuses = {c.pk: Claim.objects.get(pk=c.pk).review_status for c in waiting}
    assert sorted(statuses.values()) == ["confirmed", "rejected", "unreviewed"]
    rejected = Claim.objects.get(review_status="rejected")
    assert rejected.editor_note == "Another match's figure"


def test_a_journalist_is_refused_the_queue(page, live_server, sign_in, waiting):
    sign_in(page, "jo", JOURNALISTS)
    assert page.goto(live_server.url + "/curation/review/").status == 403
    expect(page.locator("h1")).to_have_text("Not allowed")
    expect(page.locator("[data-queue]")).to_have_count(0)
    results = Axe().run(page)  # what a journalist sees there is accessible too
    assert results.violations_count == 0, results.generate_report()
