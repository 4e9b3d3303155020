"""``reextract_claims --dry-run``: what a new extractor version would add, drop or change,
before anything is written."""

from __future__ import annotations

from io import StringIO

import pytest
from django.core.management import call_command

from incidents.models import Claim

pytestmark = pytest.mark.django_db


def test_the_dry_run_prints_every_change_and_writes_nothing(seeds_dir):
    call_command("import_articles", str(seeds_dir), no_progress=True, stdout=StringIO())
    claims = Claim.objects.order_by("pk")
    stale = claims.filter(kind="arrests").first()
    Claim.objects.filter(pk=stale.pk).update(value="99", low=99, high=99)  # as an older version read it
    dropped = claims.exclude(kind="arrests").first()
    Claim.objects.filter(pk=dropped.pk).delete()  # a finding the older version did not make
    invented = Claim.objects.create(**{**{f: getattr(stale, f) for f in Claim.RECORD_FIELDS},
                                       "kind": "deaths", "article": stale.article, "incident": stale.incident,
                                       "extractor": "rules", "extractor_version": "0"})
    before = list(Claim.objects.order_by("pk").values_list("pk", "kind", "value"))

    out = StringIO()
    call_command("reextract_claims", dry_run=True, stdout=out)
    text = out.getvalue()

    assert f"~ arrests at {stale.start}-{stale.end}: value '99' -> '{stale.value}'" in text
    assert f"+ {dropped.kind} {dropped.value!r} at {dropped.start}-{dropped.end}" in text
    assert f"- deaths {invented.value!r} at {invented.start}-{invented.end}" in text
    assert "would add 1, drop 1 and change 1 claims" in text and "Nothing was written" in text
    assert list(Claim.objects.order_by("pk").values_list("pk", "kind", "value")) == before


def test_reviewed_claims_are_left_alone_and_counted(seeds_dir):
    call_command("import_articles", str(seeds_dir), no_progress=True, stdout=StringIO())
    claim = Claim.objects.filter(kind="arrests").first()
    Claim.objects.filter(pk=claim.pk).update(value="99", review_status="confirmed")
    out = StringIO()
    call_command("reextract_claims", dry_run=True, reviewed=True, stdout=out)
    assert "would add 0, drop 0 and change 0 claims" in out.getvalue()
    assert "reviewed claims left alone" in out.getvalue()
