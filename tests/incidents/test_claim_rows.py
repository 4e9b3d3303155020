"""Extracted claims written in bulk: the same rows the model would write, and no history."""

from dataclasses import replace

import pytest
from django.forms.models import model_to_dict

from incidents.claim_rows import ClaimRows
from incidents.extraction import EXTRACTOR_NAME, EXTRACTOR_VERSION, extract
from incidents.models import Claim
from tests.factories import make_article, make_incident

pytestmark = pytest.mark.django_db

BODY = (
    "Trouble at the derby\nPolice made seven arrests after Everton beat Liverpool 1-0 at Goodison Park. "
    "About 200 fans were held back. \"It was a disgrace,\" said the manager."
)
COMPARED = [f.name for f in Claim._meta.concrete_fields if f.name not in ("id", "created_at")]


def test_a_row_holds_what_the_model_would_store():
    article, incident = make_article(body=BODY), make_incident()
    records = extract(BODY)
    assert len(records) >= 3
    rows = ClaimRows()
    assert rows.add(records, article_id=article.pk, incident_id=incident.pk) == len(records)
    assert rows.insert() == len(records) and rows.rows == []

    written = list(Claim.objects.filter(article=article).order_by("pk"))
    assert [c.as_record() for c in written] == records
    for claim, record in zip(written, records):
        expected = Claim.from_record(record, article=article, incident=incident,
                                     extractor=EXTRACTOR_NAME, extractor_version=EXTRACTOR_VERSION)
        assert model_to_dict(claim, fields=COMPARED) == model_to_dict(expected, fields=COMPARED)
        assert claim.created_at is not None and claim.review_status == "unreviewed"


def test_rows_are_cut_to_the_columns_and_unknown_kinds_refused():
    article, incident = make_article(body=BODY), make_incident()
    record = extract(BODY)[0]
    rows = ClaimRows()
    rows.add([replace(record, detail="x" * 1000)], article_id=article.pk, incident_id=incident.pk)
    rows.insert()
    assert len(Claim.objects.get().detail) == Claim._meta.get_field("detail").max_length
    with pytest.raises(ValueError, match="unknown claim kind 'stewards_injured'"):
        rows.add([replace(record, kind="stewards_injured")], article_id=article.pk, incident_id=incident.pk)


def test_written_claims_have_no_history_row():
    article, incident = make_article(body=BODY), make_incident()
    rows = ClaimRows()
    rows.add(extract(BODY), article_id=article.pk, incident_id=incident.pk)
    rows.insert()
    assert Claim.objects.count() > 0
    assert Claim.history.count() == 0


def test_rows_of_several_articles_each_carry_their_own_article_and_incident():
    first, second = make_article(body=BODY), make_article(body=BODY + " Two arrests.")
    one, other = make_incident(slug="one"), make_incident(slug="other")
    rows = ClaimRows()
    added = rows.add(extract(first.body), article_id=first.pk, incident_id=one.pk)
    added += rows.add(extract(second.body), article_id=second.pk, incident_id=other.pk)
    assert rows.insert() == added
    assert sorted(set(Claim.objects.values_list("article_id", "incident_id"))) == [(first.pk, one.pk),
                                                                                   (second.pk, other.pk)]
    assert Claim.objects.filter(article=first).count() == len(extract(first.body))
