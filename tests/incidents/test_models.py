"""The Claim model against the one claim shape (``ClaimRecord``) and the kind registry."""

from dataclasses import fields, replace

import pytest
from django.core.exceptions import ValidationError
from django.core.management import call_command

from incidents.extraction import extract
from incidents.extraction.kinds import KINDS
from incidents.extraction.records import ClaimRecord
from incidents.models import Claim
from tests.factories import make_article, make_claim, make_incident

BODY = "Police made seven arrests after the match. \"It was a disgrace from start to end,\" said the manager."


def test_record_fields_are_the_records_fields():
    assert Claim.RECORD_FIELDS == tuple(f.name for f in fields(ClaimRecord))


@pytest.mark.django_db
def test_from_record_and_as_record_round_trip():
    article = make_article(body=BODY)
    incident = make_incident()
    records = extract(BODY)
    assert {r.kind for r in records} >= {"arrests", "quote"}
    for record in records:
        claim = Claim.from_record(record, article=article, incident=incident, extractor="rules",
                                  extractor_version="7")
        claim.save()
        claim.refresh_from_db()
        assert claim.as_record() == record
        assert BODY[claim.start:claim.end] == claim.text


@pytest.mark.django_db
def test_from_record_cuts_strings_to_the_column_length():
    record = extract(BODY)[0]
    long = replace(record, detail="x" * 1000, speaker="y" * 1000)
    claim = Claim.from_record(long, article=make_article(body=BODY), incident=make_incident())
    assert len(claim.detail) == Claim._meta.get_field("detail").max_length
    assert len(claim.speaker) == Claim._meta.get_field("speaker").max_length


@pytest.mark.django_db
def test_from_record_refuses_an_unknown_kind():
    record = replace(extract(BODY)[0], kind="stewards_injured")
    with pytest.raises(ValueError, match="unknown claim kind 'stewards_injured'"):
        Claim.from_record(record, article=make_article(body=BODY), incident=make_incident())


@pytest.mark.django_db
def test_clean_refuses_an_unknown_kind():
    claim = make_claim(kind="arrests")
    claim.kind = "not_a_kind"
    with pytest.raises(ValidationError) as error:
        claim.full_clean()
    assert "kind" in error.value.message_dict


@pytest.mark.django_db
def test_as_record_carries_an_editors_correction():
    claim = make_claim(kind="arrests", value="7", low=7, high=7)
    claim.corrected_value, claim.corrected_low, claim.corrected_high = "9", 9, 9
    assert (claim.as_record().value, claim.as_record().low) == ("9", 9)
    assert claim.as_record(corrected=False).value == "7"


def test_kind_choices_follow_the_registry():
    assert [name for name, _ in Claim._meta.get_field("kind").choices] == list(KINDS)


@pytest.mark.django_db
def test_no_migration_is_missing():
    call_command("makemigrations", "--check", "--dry-run", verbosity=0)
