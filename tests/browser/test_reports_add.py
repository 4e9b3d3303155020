"""An editor adds reports in real Chromium: uploads two files and gives a link (a
page served by a local server), watches the job's progress (htmx polling, no reload)
reach "3 of 3 done", and opens the incident; the page and the job page are axe
clean. A Celery worker runs in a thread of the test."""

from __future__ import annotations

import json

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

from incidents.models import ImportJob
from incidents.roles import EDITORS
from tests.conftest import ROOT, SEEDS
from tests.incidents.ingest.worker import memory_worker

pytestmark = pytest.mark.browser


def seed_file(name: str) -> dict:
    """A seed report as an uploaded JSON file: its manifest entry with its body."""
    manifest = json.loads((SEEDS / "manifest.json").read_text())
    entry = next(entry for entry in manifest["articles"] if entry["file"] == name)
    article = {key: value for key, value in entry.items() if key != "file"}
    article["body"] = (SEEDS / name).read_text()
    return {"name": name.replace(".txt", ".json"), "mimeType": "application/json",
            "buffer": json.dumps(article).encode()}


@pytest.fixture
def worker(transactional_db, settings):
    # Each item waits before it commits, so the job's page is seen before the end.
    settings.TERRACE_IMPORT_TEST_DELAY = 2.5
    with memory_worker() as worker:
        yield worker


def test_an_editor_uploads_two_files_and_a_link_and_watches_them_imported(page, live_server, sign_in, worker,
                                                                          page_server):
    link = page_server.add("/2016/10/27/derby", (ROOT / "fixtures" / "pages" / "broadsheet.html").read_bytes())
    sign_in(page, "eddie", EDITORS)
    page.goto(live_server.url + "/")
    page.get_by_role("link", name="Add reports").click()
    expect(page.get_by_role("heading", name="Add reports")).to_be_visible()
    assert Axe().run(page).violations_count == 0
    page.get_by_label("Files").set_input_files([seed_file("the-sun.txt"), seed_file("bbc-news.txt")])
    page.get_by_label("Links").fill(link)
    page.get_by_role("button", name="Import").click()

    page.wait_for_url("**/add/jobs/*/")
    page.evaluate("window.terraceNoReload = true")
    status = page.locator("#job-progress-text")
    assert status.inner_text() in ("0 of 3 done", "1 of 3 done", "2 of 3 done")
    expect(page.get_by_role("link", name="Refresh")).to_be_visible()  # without JavaScript, a link
    expect(status).to_have_text("3 of 3 done", timeout=45_000)
    assert page.evaluate("window.terraceNoReload === true")  # htmx updated it in place
    assert page.locator("#job-progress-bar").get_attribute("value") == "3"
    expect(page.locator(".import-item")).to_have_count(3)
    for n in range(3):
        expect(page.locator(".import-item").nth(n)).to_contain_text("Created")
    expect(page.locator(".import-item", has_text=link)).to_contain_text("Cardiff City v Swansea City")
    assert page.locator("#job-progress[hx-trigger]").count() == 0  # done: the polling stopped
    results = Axe().run(page)
    assert results.violations_count == 0, results.generate_report()

    job = ImportJob.objects.get()
    assert job.status == ImportJob.Status.DONE
    page.locator(".import-item", has_text="the-sun.json").locator(".import-item-incidents a").first.click()
    expect(page.locator("h1")).to_contain_text("West Ham United")
    expect(page.locator("h1")).to_contain_text("Chelsea")


def test_form_errors_are_announced_beside_their_fields(page, live_server, sign_in, transactional_db):
    sign_in(page, "eddie", EDITORS)
    page.goto(live_server.url + "/add/")
    page.get_by_label("Text of a report").fill("Headline\n\nPolice made two arrests.")
    page.get_by_role("button", name="Import").click()
    outlet = page.get_by_label("Outlet")
    expect(outlet).to_have_attribute("aria-invalid", "true")
    described = outlet.get_attribute("aria-describedby").split()
    assert page.locator(f"#{described[0]}").inner_text() == "Give the outlet of the pasted text."
    # The text typed is kept; the keyboard reaches the field and the button.
    assert page.get_by_label("Text of a report").input_value().startswith("Headline")
    results = Axe().run(page)
    assert results.violations_count == 0, results.generate_report()
    assert not ImportJob.objects.exists()
