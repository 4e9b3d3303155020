"""An editor adds a claim the extractor missed, in real Chromium: words selected with
the mouse and the key A, or typed with the keyboard alone; the claim shows on the
report and in the incident's comparison.  A journalist sees no control."""

from __future__ import annotations

import re

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

from incidents.models import IncidentArticle
from incidents.roles import EDITORS, JOURNALISTS
from tests.factories import make_article, make_incident

pytestmark = pytest.mark.browser

BODY = ("Derby day passes off quietly\n"
        "Police said the crowd was in good spirits.\n"
        "Paramedics looked after two supporters near the turnstiles before kick-off.")
PHRASE = "Paramedics looked after two supporters"

# The viewport rectangle of the first place ``words`` stand in the report's text.
RECTS = """(words) => {
  const text = document.querySelector('.article-text .body-text');
  const walker = document.createTreeWalker(text, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.data.indexOf(words);
    if (at < 0) continue;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + words.length);
    const rects = range.getClientRects();
    const first = rects[0], last = rects[rects.length - 1];
    return [first.left, first.top + first.height / 2, last.right, last.top + last.height / 2];
  }
  return null;
}"""


def covered_report(headline: str, body: str, fixture: str):
    article = make_article(headline=headline, body=body)
    IncidentArticle.objects.create(incident=make_incident(title=fixture), article=article)
    return article


@pytest.fixture
def report(transactional_db):
    return covered_report("Derby day passes off quietly", BODY, "Rovers v United")


def test_select_with_the_mouse_press_a_and_save(page, live_server, sign_in, report):
    sign_in(page, "eddie", EDITORS)
    page.goto(live_server.url + report.get_absolute_url())
    page.locator(".article-text .body-text").scroll_into_view_if_needed()
    left, y1, right, y2 = page.evaluate(RECTS, PHRASE)
    page.mouse.move(left + 1, y1)
    page.mouse.down()
    page.mouse.move(right - 1, y2, steps=8)
    page.mouse.up()
    assert page.evaluate("() => window.getSelection().toString()") == PHRASE
    page.keyboard.press("a")

    form = page.locator("#add-claim form.claim-add")
    expect(form).to_be_visible()
    # The extractor reads nothing in these words (that is why they were missed): the
    # editor says what they state, starting where the focus already is.
    expect(form.locator("select[name=kind]")).to_be_focused()
    expect(form.locator("select[name=kind]")).to_have_value("")
    expect(form.locator("input[name=value]")).to_have_value(PHRASE)
    form.locator("select[name=kind]").select_option("injuries")
    form.locator("input[name=value]").fill("2")
    form.locator("select[name=group]").select_option("fans")
    form.get_by_role("button", name="Save the claim").click()

    expect(page.locator(".notice")).to_contain_text("Added: Injuries, 2")
    expect(page.locator("table.claims")).to_contain_text("Paramedics looked after two supporters")
    page.goto(live_server.url + report.coverage.incident.get_absolute_url())
    expect(page.locator("table.facts")).to_contain_text("Injuries, supporters")


def tab_to(page, selector: str, most: int = 30) -> None:
    """Press Tab until ``selector`` has the focus, as a keyboard user would."""
    for _ in range(most):
        if page.evaluate("(s) => document.activeElement && document.activeElement.matches(s)", selector):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"{selector} never took the focus")


def choose_by_keyboard(page, select, value: str) -> None:
    """Move a focused select to ``value`` with Home and the down arrow, as a keyboard user may.
    (Typing an option's first letters works too, but letters typed more than a second apart
    start the search again: a busy machine chose "Investigation" for "Inj".)"""
    expect(select).to_be_focused()
    page.keyboard.press("Home")
    for _ in range(select.locator("option").count()):
        if select.input_value() == value:
            return
        page.keyboard.press("ArrowDown")
    expect(select).to_have_value(value)


def test_type_the_words_with_the_keyboard_alone(page, live_server, sign_in, report):
    sign_in(page, "edna", EDITORS)
    page.goto(live_server.url + report.get_absolute_url())
    tab_to(page, "a[href$='/claims/new/']")
    page.keyboard.press("Enter")
    expect(page.locator("h1")).to_have_text("Add a claim the extractor missed")
    tab_to(page, "textarea[name=words]")
    page.keyboard.type("two supporters near the turnstiles")
    tab_to(page, "select[name=kind]")
    choose_by_keyboard(page, page.locator("select[name=kind]"), "injuries")
    tab_to(page, "input[name=value]")
    page.keyboard.type("2")
    page.keyboard.press("Enter")

    expect(page).to_have_url(re.compile(r"/articles/\d+/#claim-\d+$"))
    expect(page.locator("table.claims")).to_contain_text("two supporters near the turnstiles")


def press(page, *keys: str) -> None:
    for key in keys:
        page.keyboard.press(key)


def selected(page) -> str:
    return page.evaluate("() => window.getSelection().toString()")


def test_select_with_the_keyboard_press_a_and_save(page, live_server, sign_in, report):
    sign_in(page, "kay", EDITORS)
    page.goto(live_server.url + report.get_absolute_url())
    tab_to(page, ".body-text[data-select-words]")
    press(page, "ArrowRight")  # the first word
    assert selected(page) == "Derby"
    press(page, "ArrowRight", "ArrowLeft")
    assert selected(page) == "Derby"
    press(page, "ArrowDown", "ArrowDown")  # a sentence at a time: the third starts the claim
    assert selected(page) == "Paramedics"
    press(page, *["Shift+ArrowRight"] * 4)
    assert selected(page) == PHRASE
    expect(page.locator("#selected-words")).to_have_text("Selected: " + PHRASE)
    press(page, "Shift+ArrowRight", "Shift+ArrowLeft")  # one word too far, and back
    assert selected(page) == PHRASE
    press(page, "a")

    form = page.locator("#add-claim form.claim-add")
    expect(form.locator("select[name=kind]")).to_be_focused()
    assert form.locator("input[name=start]").input_value() == str(BODY.index(PHRASE))
    assert form.locator("input[name=end]").input_value() == str(BODY.index(PHRASE) + len(PHRASE))
    choose_by_keyboard(page, form.locator("select[name=kind]"), "injuries")
    tab_to(page, "input[name=value]")
    page.keyboard.type("2")
    page.keyboard.press("Enter")

    expect(page.locator(".notice")).to_contain_text("Added: Injuries, 2")
    page.goto(live_server.url + report.coverage.incident.get_absolute_url())
    expect(page.locator("table.facts")).to_contain_text("Injuries")


# Curly quotes, accents, right-to-left Arabic, a character outside the Basic
# Multilingual Plane (two UTF-16 units, one code point, as the server counts) and the
# same words twice: the offsets must be the second place's, in code points.
WORLD = ("Après le match \U0001F3DF\ufe0f\n"
         "“Deux supporters blessés”, a déclaré Hélène Müller.\n"
         "قالت الشرطة إن ثلاثة مشجعين اعتقلوا\n"
         "Plus tard : “Deux supporters blessés”, a répété Hélène Müller.\n"
         "الشرطة اعتقلت ثلاثة مشجعين")


@pytest.fixture
def world_report(transactional_db):
    return covered_report("Après le match", WORLD, "Olympique v Racing")


def test_keyboard_selection_offsets_are_exact_in_any_script(page, live_server, sign_in, world_report):
    sign_in(page, "kim", EDITORS)
    page.goto(live_server.url + world_report.get_absolute_url())
    tab_to(page, ".body-text[data-select-words]")
    press(page, "ArrowRight", "ArrowDown", "ArrowDown", "ArrowDown")  # the fourth sentence, "Plus tard"
    assert selected(page) == "Plus"
    press(page, "ArrowRight", "ArrowRight")  # past "tard" to the quote's first word
    assert selected(page) == "Deux"
    # Across the line break into the Arabic line that follows.
    press(page, *["Shift+ArrowRight"] * 7)
    words = "Deux supporters blessés”, a répété Hélène Müller.\nالشرطة"
    assert selected(page) == words
    press(page, "a")
    form = page.locator("#add-claim form.claim-add")
    expect(form).to_be_visible()
    start = WORLD.rindex("Deux supporters")
    assert WORLD[start:start + len(words)] == words
    assert form.locator("input[name=start]").input_value() == str(start)
    assert form.locator("input[name=end]").input_value() == str(start + len(words))
    # Right to left: the arrows follow the text's logical order, word by word.
    press(page, "Escape")
    tab_to(page, ".body-text[data-select-words]")
    press(page, "ArrowLeft")  # from nothing: the last word
    assert selected(page) == "مشجعين"
    press(page, "Shift+ArrowLeft", "Shift+ArrowLeft")
    assert selected(page) == "اعتقلت ثلاثة مشجعين"


def test_a_journalist_sees_no_control_and_is_refused(page, live_server, sign_in, report):
    sign_in(page, "jo", JOURNALISTS)
    page.goto(live_server.url + report.get_absolute_url())
    expect(page.locator("[data-add-claim]")).to_have_count(0)
    expect(page.locator(".body-text[data-select-words]")).to_have_count(0)
    expect(page.locator(".claim-review__correct")).to_have_count(0)
    results = Axe().run(page)
    assert results.violations_count == 0, results.generate_report()
    response = page.goto(live_server.url + f"/curation/articles/{report.pk}/claims/new/")
    assert response.status == 403
    # A forged POST from the journalist's own session, with a valid CSRF token: the
    # view checks the permission, so it is refused and nothing is written.
    token = next(c["value"] for c in page.context.cookies() if c["name"] == "csrftoken")
    forged = page.request.post(
        live_server.url + f"/curation/articles/{report.pk}/claims/new/",
        form={"words": "two supporters", "kind": "injuries", "value": "2", "scope": "incident"},
        headers={"X-CSRFToken": token, "Referer": live_server.url + report.get_absolute_url()})
    assert forged.status == 403
    assert "Not allowed" in forged.text() and "Form expired" not in forged.text()  # the role, not the token
    assert not report.claims.exists()


def test_the_article_page_and_the_form_are_accessible_to_an_editor(page, live_server, sign_in, report):
    sign_in(page, "ed", EDITORS)
    page.goto(live_server.url + report.get_absolute_url())
    page.keyboard.press("a")  # no selection: the hint, in the live region
    results = Axe().run(page)
    assert results.violations_count == 0, results.generate_report()
    page.goto(live_server.url + f"/curation/articles/{report.pk}/claims/new/")
    results = Axe().run(page)
    assert results.violations_count == 0, results.generate_report()


def test_correct_a_claims_group_and_scope_in_place(page, live_server, sign_in, report):
    from incidents.models import Claim

    claim = Claim.objects.create(
        article=report, incident=report.coverage.incident, kind="injuries", value="2", low=2, high=2,
        text="two supporters", start=BODY.index("two supporters"), end=BODY.index("two supporters") + 14,
        sentence=BODY.splitlines()[2], sentence_start=BODY.index("Paramedics"), sentence_end=len(BODY),
        scope="unknown", extractor="rules", extractor_version="9")
    sign_in(page, "eve", EDITORS)
    page.goto(live_server.url + report.get_absolute_url())
    block = page.locator(f"#claim-review-{claim.pk}")
    block.get_by_role("link", name="Correct…").click()
    form = page.locator(f"#claim-review-{claim.pk} form.claim-correct")
    expect(form).to_be_visible()
    form.locator("select[name=group]").select_option("fans")
    form.locator("select[name=scope]").select_option("incident")
    form.get_by_role("button", name="Save the correction").click()

    expect(page.locator(f"#claim-review-{claim.pk}")).to_contain_text("Confirmed by an editor")
    claim.refresh_from_db()
    assert (claim.group, claim.scope, claim.reviewed_by.username) == ("fans", "incident", "eve")
