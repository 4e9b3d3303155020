"""Re-extraction: idempotent, and never touches a reviewed claim."""

from io import StringIO

import pytest
from django.core.management import call_command

from incidents.models import Claim

pytestmark = pytest.mark.django_db


def reextract() -> str:
    out = StringIO()
    call_command("reextract_claims", stdout=out)
    return out.getvalue()


@pytest.fixture
def seeded(seeds_dir):
    call_command("import_articles", str(seeds_dir), no_progress=True, stdout=StringIO(), stderr=StringIO())


def snapshot():
    return list(Claim.objects.order_by("pk").values_list("pk", "kind", "value", "start", "end", "review_status"))


def test_reextraction_is_idempotent(seeded):
    before = snapshot()
    out = reextract()
    assert "0 created, 0 updated, 0 removed" in out
    assert snapshot() == before


def test_reextraction_restores_unreviewed_claims_and_leaves_reviewed_ones(seeded):
    reviewed = Claim.objects.filter(kind="arrests").first()
    reviewed.review_status = Claim.ReviewStatus.REJECTED
    reviewed.editor_note = "Wrong scope"
    reviewed.save()
    # Simulate an older extractor's output: a wrong value and a lost claim.
    stale = Claim.objects.filter(review_status="unreviewed").exclude(kind="quote").first()
    Claim.objects.filter(pk=stale.pk).update(value="999", extractor_version="0")
    lost = Claim.objects.filter(review_status="unreviewed").exclude(pk=stale.pk).last()
    lost_key = (lost.article_id, lost.kind, lost.start, lost.end)
    lost.delete()
    # A reviewed claim whose span the extractor no longer finds stays too.
    Claim.objects.filter(pk=reviewed.pk).update(value="edited by hand")

    out = reextract()
    assert "1 created, 1 updated" in out
    stale.refresh_from_db()
    assert stale.value != "999" and stale.extractor_version != "0"
    assert Claim.objects.filter(article_id=lost_key[0], kind=lost_key[1], start=lost_key[2], end=lost_key[3]).exists()
    reviewed.refresh_from_db()
    assert reviewed.value == "edited by hand"
    assert reviewed.review_status == "rejected" and reviewed.editor_note == "Wrong scope"
