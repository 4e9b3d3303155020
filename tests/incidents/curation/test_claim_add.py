"""An editor adds a claim the extractor missed by selecting its words: the proposal,
exact offsets (line breaks, curly quotes, accents, right-to-left text, characters
outside the basic plane), permissions, CSRF, history and the comparison."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from incidents.dashboard.selectors import compared_incident
from incidents.models import Claim, IncidentArticle
from incidents.services import claims_reextract
from sources.models import Article
from tests.factories import make_article, make_incident

pytestmark = pytest.mark.django_db

BODY = ("Trouble at the derby\n"
        "Police said the game passed off “largely peacefully”.\n"
        "Two stewards and a fan needed treatment after the\nfinal whistle, the club said.")


def covered(body: str) -> Article:
    article = make_article(body=body)
    IncidentArticle.objects.create(incident=make_incident(), article=article)
    return article


def add_url(article: Article) -> str:
    return reverse("curation:claim-add", kwargs={"pk": article.pk})


def offsets(body: str, words: str) -> dict:
    start = body.index(words)
    return {"start": start, "end": start + len(words)}


def post(client, article, words, **fields):
    data = {"words": words, **offsets(article.body, words), "kind": "injuries", "value": "3",
            "group": "", "scope": "incident", "scope_detail": "", "speaker": "", "note": "", **fields}
    return client.post(add_url(article), data)


def test_the_proposal_is_the_extractors_reading_of_the_words(client, editor):
    article = covered(BODY)
    client.force_login(editor)
    words = "Two stewards and a fan needed treatment"
    response = client.get(add_url(article), offsets(BODY, words), HTTP_HX_REQUEST="true")

    assert response.status_code == 200
    form = response.context["form"]
    assert (form.initial["kind"], form.initial["value"], form.initial["words"]) == ("injuries", "3", words)
    assert "<html" not in response.content.decode()


@pytest.mark.parametrize("words", [
    # across a line break
    "needed treatment after the\nfinal whistle",
    # curly quotes
    "“largely peacefully”",
])
def test_the_claim_stores_exact_offsets(client, editor, words):
    article = covered(BODY)
    client.force_login(editor)
    response = post(client, article, words, kind="missiles", value="words")

    assert response.status_code == 302
    claim = Claim.objects.get(extractor="editor")
    assert article.body[claim.start:claim.end] == words == claim.text
    assert article.body[claim.sentence_start:claim.sentence_end] == claim.sentence
    assert claim.sentence_start <= claim.start and claim.end <= claim.sentence_end
    assert response["Location"].endswith(f"#claim-{claim.pk}")


@pytest.mark.parametrize(("body", "words"), [
    ("Der Schiedsrichter sah, wie drei Fans in Köln festgenommen wurden.", "drei Fans in Köln festgenommen"),
    ("قالت الشرطة إن ثلاثة مشجعين اعتقلوا بعد المباراة.", "ثلاثة مشجعين اعتقلوا"),
    ("Fans 🔥🔥 sang. Then 4 fans were arrested 🚓 outside.", "4 fans were arrested"),
])
def test_offsets_are_characters_whatever_the_script(client, editor, body, words):
    article = covered(body)
    client.force_login(editor)
    post(client, article, words, kind="arrests", value="3")

    claim = Claim.objects.get(extractor="editor")
    assert article.body[claim.start:claim.end] == words


def test_typed_words_are_found_in_the_text(client, editor):
    article = covered(BODY)
    client.force_login(editor)
    response = client.post(add_url(article), {"words": "a fan needed treatment", "kind": "injuries",
                                               "value": "1", "group": "fans", "scope": "incident"})
    assert response.status_code == 302
    claim = Claim.objects.get(extractor="editor")
    assert (claim.text, claim.group, claim.value, claim.low, claim.high) == (
        "a fan needed treatment", "fans", "1", 1, 1)


def test_words_not_in_the_text_and_a_count_without_a_number_are_refused(client, editor):
    article = covered(BODY)
    client.force_login(editor)
    missing = client.post(add_url(article), {"words": "nine arrests", "kind": "arrests", "value": "9",
                                             "scope": "incident"})
    vague = post(client, article, "Two stewards", value="some")
    assert (missing.status_code, vague.status_code) == (400, 400)
    assert "not in the report" in missing.content.decode()
    assert "needs a number" in vague.content.decode()
    assert not Claim.objects.filter(extractor="editor").exists()


def test_an_htmx_save_answers_with_the_article_and_an_error_with_the_form(client, editor):
    article = covered(BODY)
    client.force_login(editor)
    words = "Two stewards and a fan needed treatment"
    data = {"words": words, **offsets(BODY, words), "kind": "injuries", "value": "3-4", "scope": "incident"}
    saved = client.post(add_url(article), data, HTTP_HX_REQUEST="true")
    refused = client.post(add_url(article), {**data, "kind": ""}, HTTP_HX_REQUEST="true")

    assert saved.status_code == 200 and "Added: Injuries, 3-4" in saved.content.decode()
    claim = Claim.objects.get(extractor="editor")
    assert (claim.low, claim.high, claim.review_status, claim.reviewed_by) == (3, 4, "confirmed", editor)
    assert refused.status_code == 200 and refused["HX-Retarget"] == "#add-claim"


def test_the_editor_is_in_history_and_reextraction_keeps_the_claim(client, editor):
    article = covered(BODY)
    client.force_login(editor)
    post(client, article, "Two stewards and a fan needed treatment", value="3")
    claim = Claim.objects.get(extractor="editor")
    assert claim.history.first().history_user == editor

    claims_reextract(articles=Article.objects.filter(pk=article.pk))
    assert Claim.objects.filter(pk=claim.pk).exists()


def test_the_added_claim_is_in_the_comparison(client, editor):
    article = covered("Trouble at the derby\nEleven supporters were held by officers overnight, it emerged.")
    client.force_login(editor)
    post(client, article, "Eleven supporters were held by officers overnight", kind="arrests", value="11",
         group="fans")
    comparison = compared_incident(article.coverage.incident).comparison
    assert [(f.kind, f.cells[next(iter(f.cells))].value) for f in comparison.facts if f.kind == "arrests"] == [
        ("arrests", "11")]


def test_journalists_and_strangers_cannot_add(client, journalist):
    article = covered(BODY)
    assert client.get(add_url(article)).status_code == 302  # to the login page
    client.force_login(journalist)
    assert client.get(add_url(article)).status_code == 403
    assert post(client, article, "Two stewards").status_code == 403
    page = client.get(article.get_absolute_url()).content.decode()
    assert "data-add-claim" not in page
    assert not Claim.objects.filter(extractor="editor").exists()


def test_a_post_without_the_csrf_token_is_refused(editor):
    article = covered(BODY)
    client = Client(enforce_csrf_checks=True)
    client.force_login(editor)
    assert post(client, article, "Two stewards").status_code == 403
    assert not Claim.objects.filter(extractor="editor").exists()


def test_an_editor_sees_the_controls(client, editor):
    article = covered(BODY)
    client.force_login(editor)
    page = client.get(article.get_absolute_url()).content.decode()
    assert "data-add-claim" in page and 'aria-keyshortcuts="a"' in page
