"""Every page on a phone: no horizontal scroll at 360 px wide, for a reader and for an
editor (whose pages carry the review controls), and at a phone's 390 x 844 and a
laptop's 1366 x 900, with a screenshot of each (test-artifacts/) and axe clean.  A wide table
scrolls inside its own wrap and the accounts swipe inside theirs; the page itself
never scrolls sideways.  On a phone the facts table is one card per fact and its
controls are tap targets of at least 44 px."""

from __future__ import annotations

import pytest
from axe_playwright_python.sync_playwright import Axe

from incidents.roles import EDITORS
from sources.models import Article

pytestmark = pytest.mark.browser

WIDTH = 360
# The page's own width, and the elements that stick out of it (for the failure message).
OVERFLOW = """() => {
  const width = document.documentElement.clientWidth;
  const out = [];
  for (const el of document.querySelectorAll('body *')) {
    const box = el.getBoundingClientRect();
    const parent = el.parentElement.getBoundingClientRect();
    if (box.right > width + 1 && parent.right <= width + 1) out.push(el.tagName + '.' + el.className);
  }
  return [document.documentElement.scrollWidth, width, out.slice(0, 5)];
}"""


@pytest.fixture
def narrow(browser):
    context = browser.new_context(viewport={"width": WIDTH, "height": 780}, is_mobile=True,
                                  reduced_motion="reduce")
    page = context.new_page()
    yield page
    context.close()


def pages_of(incident) -> list[str]:
    article = Article.objects.filter(coverage__incident=incident).select_related("source").first()
    return [
        "/", "/?q=arrests", "/?club=Chelsea", incident.get_absolute_url(),
        incident.get_absolute_url() + "?fact=arrests-incident#accounts", article.get_absolute_url(),
        article.source.get_absolute_url(), "/outlets/", "/clubs/chelsea/", "/grounds/london-stadium/",
        "/no-such-page/", "/admin/login/",
    ]


def assert_fits(page, url: str) -> None:
    page.goto(url)
    scroll_width, width, sticking_out = page.evaluate(OVERFLOW)
    assert scroll_width <= width, (url, scroll_width, sticking_out)


def test_every_page_fits_a_phone_for_a_reader(narrow, live_server, seeded):
    for path in pages_of(seeded):
        assert_fits(narrow, live_server.url + path)


@pytest.mark.parametrize(("width", "height"), [(390, 844), (1366, 900)])
def test_every_page_at_a_phones_and_a_laptops_size(browser, live_server, seeded, shot, width, height):
    context = browser.new_context(viewport={"width": width, "height": height}, is_mobile=width < 800,
                                  reduced_motion="reduce")
    page = context.new_page()
    for n, path in enumerate(pages_of(seeded)):
        assert_fits(page, live_server.url + path)
        shot(page, f"size-{width}x{height}-{n:02d}")
        results = Axe().run(page)
        assert results.violations_count == 0, (path, results.generate_report())
        if width < 800 and not path.startswith("/admin/"):  # Django's admin keeps its own styles
            assert page.evaluate(SMALL_TARGETS) == [], path
    # The incident page opens with its answer at both sizes.
    page.goto(live_server.url + seeded.get_absolute_url())
    assert page.locator("#verdict .verdict-headline").is_visible()
    assert page.locator("#verdict").bounding_box()["y"] < page.locator("#facts").bounding_box()["y"]
    context.close()


# Every control of a page, and every link that stands alone (not one in running text
# or a report's words), shorter than 44 px; a check box counts with its 10 px margin.
SMALL_TARGETS = """() => Array.from(document.querySelectorAll(
    'main a, main button, main input:not([type=hidden]), main select, main summary, header a, header button'))
  .filter(el => el.getClientRects().length && !el.closest('p, .body-text, .paragraph-diff, blockquote, .hint'))
  .map(el => [el.tagName + ' ' + (el.textContent || el.name || '').trim().slice(0, 30),
              Math.round(el.getBoundingClientRect().height) + (el.type === 'checkbox' ? 20 : 0)])
  .filter(([, height]) => height < 44)"""

# The controls of the incident page a finger must hit, and how tall each is at least.
TAP_TARGETS = """() => Array.from(document.querySelectorAll(
    '.section-nav a, .account-jump a, table.facts a, table.facts summary, table.facts button, .verdict-list a'))
  .filter(el => el.getClientRects().length)
  .map(el => [el.textContent.trim().slice(0, 30), Math.round(el.getBoundingClientRect().height)])
  .filter(([, height]) => height < 44)"""


def test_the_facts_table_is_one_card_a_fact_with_tap_sized_controls(narrow, live_server, seeded):
    narrow.goto(live_server.url + seeded.get_absolute_url())
    assert narrow.evaluate(TAP_TARGETS) == []
    # A card: the fact, then each outlet that reported it, named, one under another.
    row = narrow.locator('tr.fact-row[data-fact="arrests-incident"]')
    cells = row.locator("td[data-fact]")
    assert cells.count() == 3
    first, second = cells.nth(0).bounding_box(), cells.nth(1).bounding_box()
    assert second["y"] > first["y"] and abs(second["x"] - first["x"]) < 2
    assert narrow.evaluate("(td) => getComputedStyle(td, '::before').content", cells.nth(0).element_handle()) \
        == '"BBC Sport: "'
    # The accounts swipe inside their own box, with a link to each.
    assert narrow.locator(".account-jump a").count() == 3
    assert narrow.evaluate("() => { const a = document.querySelector('.accounts');"
                           " return a.scrollWidth > a.clientWidth && getComputedStyle(a).overflowX === 'auto'; }")


def test_every_page_fits_a_phone_for_an_editor(narrow, live_server, seeded, sign_in):
    sign_in(narrow, "eddie", EDITORS)
    for path in [*pages_of(seeded), "/admin/", "/admin/incidents/claim/", "/admin/incidents/incident/"]:
        assert_fits(narrow, live_server.url + path)


def test_a_paged_outlet_fits_a_phone_and_its_pages_follow_from_the_keyboard(narrow, live_server, transactional_db):
    from tests.incidents.dashboard.reports import busy_outlet, busy_reports

    outlet, other = busy_outlet()
    busy_reports(outlet, other, 0, 30)
    url = live_server.url + outlet.get_absolute_url()
    assert_fits(narrow, url)
    assert_fits(narrow, url + "?page=2&incidents_page=2")
    for label, param in (("Older reports →", "page=2"), ("Older incidents →", "incidents_page=2")):
        narrow.goto(url)
        # Tab through the page's links until the page link has the focus, then follow it.
        for _ in range(200):
            narrow.keyboard.press("Tab")
            if narrow.evaluate("document.activeElement.textContent.trim()") == label:
                break
        else:
            raise AssertionError(f"{label!r} never had the keyboard focus")
        narrow.keyboard.press("Enter")
        narrow.wait_for_url(f"**{param}*")
        assert_fits(narrow, narrow.url)


def test_an_editors_review_buttons_are_in_reach_on_a_phone(narrow, live_server, seeded, sign_in):
    sign_in(narrow, "eve", EDITORS)
    article = Article.objects.filter(coverage__incident=seeded).first()
    narrow.goto(live_server.url + article.get_absolute_url())
    buttons = narrow.locator("table.claims tr.claim-row").first.locator("button")
    assert buttons.count() >= 3  # confirm, dispute, reject
    for n in range(buttons.count()):
        box = buttons.nth(n).bounding_box()
        assert 0 <= box["x"] and box["x"] + box["width"] <= WIDTH, box  # on screen, no sideways scroll to reach


def test_the_add_reports_pages_fit_a_phone_with_tap_sized_controls(narrow, live_server, seeded, sign_in, shot):
    """/add/ (empty, with errors, with recent jobs) and a finished job's page at 360 px."""
    from incidents.ingest.services import Upload, job_create
    from incidents.ingest.tasks import import_item
    from incidents.models import ImportItem
    from tests.incidents.ingest.reports import json_file

    editor_name = "ada"
    sign_in(narrow, editor_name, EDITORS)
    job = job_create(user=None, enqueue=False, links=["https://www.example.org/" + "a-long-path/" * 12],
                     files=[Upload("a-report-with-a-rather-long-file-name-from-the-wire.json", json_file(1))])
    for pk in job.items.values_list("pk", flat=True):
        import_item.apply(args=[pk])
    assert set(ImportItem.objects.values_list("status", flat=True)) == {"created", "refused"}
    running = job_create(user=None, enqueue=False, files=[Upload("queued.json", json_file(2))])
    for n, path in enumerate(("/add/", job.get_absolute_url(), running.get_absolute_url())):
        assert_fits(narrow, live_server.url + path)
        shot(narrow, f"add-reports-360-{n}")
        assert narrow.evaluate(SMALL_TARGETS) == [], path
        results = Axe().run(narrow)
        assert results.violations_count == 0, (path, results.generate_report())
    narrow.goto(live_server.url + "/add/")
    narrow.get_by_role("button", name="Import").click()  # nothing given: the errors show
    assert narrow.locator(".field-error").count() >= 1
    scroll_width, width, sticking_out = narrow.evaluate(OVERFLOW)
    assert scroll_width <= width, sticking_out
    assert narrow.evaluate(SMALL_TARGETS) == []
    assert Axe().run(narrow).violations_count == 0
