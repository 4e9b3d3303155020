"""Single-row rules held by the database itself."""

import pytest
from django.db import IntegrityError, transaction

from tests.factories import make_article, make_claim, make_source

pytestmark = pytest.mark.django_db


def raises_integrity(fn):
    with pytest.raises(IntegrityError), transaction.atomic():
        fn()


def test_url_is_unique_when_present_and_blank_urls_may_repeat():
    source = make_source()
    make_article(source=source, url="https://example.org/a")
    raises_integrity(lambda: make_article(source=source, url="https://example.org/a"))
    make_article(source=source, url="")
    make_article(source=source, url="")


def test_same_text_from_same_outlet_is_stored_once_but_other_outlets_may_carry_it():
    source, other = make_source(), make_source()
    make_article(source=source, body="Identical wire copy.")
    raises_integrity(lambda: make_article(source=source, body="Identical wire copy."))
    make_article(source=other, body="Identical wire copy.")


def test_empty_body_and_unknown_kind_are_refused():
    raises_integrity(lambda: make_article(body=""))
    raises_integrity(lambda: make_source(kind="blogger"))


def test_claim_spans_must_be_sane():
    article = make_article(body="Police made five arrests.")
    make_claim(article=article, text="five arrests")
    raises_integrity(lambda: make_claim(article=article, text="five arrests", kind="arrests"))
    raises_integrity(lambda: make_claim(article=article, text="Police", start=5, end=5))
    raises_integrity(lambda: make_claim(article=article, text="Police", low=5, high=2))
    raises_integrity(lambda: make_claim(article=article, text="made", kind="rumours"))
    raises_integrity(lambda: make_claim(article=article, text="made", review_status="maybe"))
    raises_integrity(lambda: make_claim(article=article, text="made", sentence_start=10))


def test_str_and_urls():
    article = make_article(headline="Six held")
    assert str(article) == f"{article.source.name}: Six held"
    assert article.get_absolute_url() == f"/articles/{article.pk}/"
    assert article.source.get_absolute_url() == f"/outlets/{article.source.slug}/"
    claim = make_claim(article=article, value="6", text=article.body[:6])
    assert claim.get_absolute_url().endswith(f"#claim-{claim.pk}")
    assert claim.incident.get_absolute_url() == f"/incidents/{claim.incident.slug}/"
    assert str(claim).startswith("Arrests: 6")
