"""History of imported claims: none for what the extractor wrote, every editor's change
recorded from the extractor's version, and that change reverted in admin."""

from __future__ import annotations

from io import StringIO

import pytest
from django.core.management import call_command
from django.urls import reverse

from incidents.curation.admin import REVIEW_FIELDS
from incidents.curation.services import claim_review
from incidents.models import Claim

pytestmark = pytest.mark.django_db


@pytest.fixture
def imported(seeds_dir) -> Claim:
    call_command("import_articles", str(seeds_dir), no_progress=True, stdout=StringIO(), stderr=StringIO())
    return Claim.objects.filter(kind="arrests").order_by("pk").first()


def admin_url(view: str, *args) -> str:
    return reverse(f"admin:incidents_claim_{view}", args=args)


def test_an_extracted_claim_has_no_history_row(imported):
    assert Claim.objects.count() > 20
    assert Claim.history.count() == 0


def test_an_editors_first_change_is_recorded_beside_the_extracted_version(imported, editor):
    claim_review(claim=imported, status="disputed", user=editor, note="Police said 4.")
    latest, extracted = imported.history.all()
    assert imported.history.count() == 2
    assert (extracted.history_type, extracted.history_user, extracted.review_status) == ("+", None, "unreviewed")
    assert extracted.history_date == imported.created_at
    assert (latest.history_type, latest.history_user, latest.review_status) == ("~", editor, "disputed")
    changed = {c.field: (c.old, c.new) for c in latest.diff_against(extracted).changes}
    assert changed["review_status"] == ("unreviewed", "disputed")
    # Only the claim an editor touched has history.
    assert Claim.history.exclude(id=imported.pk).count() == 0

    claim_review(claim=imported, status="confirmed", user=editor)
    assert imported.history.count() == 3, "the extracted version is recorded once"


def test_an_editors_first_change_in_admin_can_be_reverted(imported, editor, client):
    client.force_login(editor)
    response = client.post(admin_url("change", imported.pk), {
        name: "" for name in REVIEW_FIELDS} | {"review_status": "rejected", "editor_note": "Another match"})
    assert response.status_code == 302
    imported.refresh_from_db()
    assert imported.review_status == "rejected"
    extracted = imported.history.earliest("history_date")
    assert extracted.history_user is None and extracted.review_status == "unreviewed"

    html = client.get(admin_url("history", imported.pk)).content.decode()
    assert "eddie" in html and "Another match" in html
    page = client.get(admin_url("simple_history", imported.pk, extracted.history_id))
    assert page.status_code == 200 and "Revert" in page.content.decode()
    # The revert form is filled with the extracted version; posting it restores that.
    shown = {name: getattr(extracted, name) or "" for name in REVIEW_FIELDS}
    reverted = client.post(admin_url("simple_history", imported.pk, extracted.history_id), shown)
    assert reverted.status_code == 302
    imported.refresh_from_db()
    assert {name: getattr(imported, name) or "" for name in REVIEW_FIELDS} == shown
    assert [(v.history_user, v.review_status) for v in imported.history.all()] == [
        (editor, "unreviewed"), (editor, "rejected"), (None, "unreviewed"),
    ]
