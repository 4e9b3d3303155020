"""The demo fixture: it loads, it shows curation, and it never rots."""

from __future__ import annotations

import json
from io import StringIO
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import call_command
from django.core.management.base import CommandError

from incidents.models import Claim, Incident, IncidentArticle
from sources.models import Article, Source
from tests.factories import make_incident

pytestmark = pytest.mark.django_db

DEMO = Path(__file__).resolve().parents[2] / "fixtures" / "demo.json"
REGENERATE = "python manage.py build_demo_fixture"

# The synthetic demo set's manifest: its reports and fictional outlets.
SYNTHETIC_ARTICLES = json.loads((settings.BASE_DIR / "fixtures" / "demo-synthetic" / "manifest.json").read_text())[
    "articles"]
SYNTHETIC_OUTLETS = {entry["outlet"] for entry in SYNTHETIC_ARTICLES}


def test_the_demo_fixture_matches_what_the_seeds_give_today():
    try:
        call_command("build_demo_fixture", check=True, stdout=StringIO())
    except CommandError as exc:
        pytest.fail(f"fixtures/demo.json no longer matches the seeds: run `{REGENERATE}` ({exc})")


def test_check_fails_naming_the_command_when_the_file_differs(tmp_path):
    stale = tmp_path / "demo.json"
    stale.write_text(DEMO.read_text(encoding="utf-8").replace('"confirmed"', '"unreviewed"'))
    with pytest.raises(CommandError, match=REGENERATE):
        call_command("build_demo_fixture", check=True, output=str(stale), stdout=StringIO())


def test_building_writes_the_same_bytes_and_leaves_the_database_alone(tmp_path):
    kept = make_incident(title="Not part of the demo")
    out = tmp_path / "demo.json"
    call_command("build_demo_fixture", output=str(out), stdout=StringIO())
    assert out.read_bytes() == DEMO.read_bytes()
    assert list(Incident.objects.all()) == [kept]
    assert not Source.objects.exists()


def test_the_fixture_loads_on_this_database_and_shows_curation():
    call_command("loaddata", "demo", stdout=StringIO())  # found through FIXTURE_DIRS
    # The three real seed outlets, and the synthetic set's fictional ones, marked as such.
    real = sorted(Source.objects.filter(synthetic=False).values_list("name", flat=True))
    assert real == ["BBC Sport", "Sky Sports", "The Sun"]
    assert set(Source.objects.filter(synthetic=True).values_list("name", flat=True)) == SYNTHETIC_OUTLETS
    assert Article.objects.count() == IncidentArticle.objects.count() == 3 + len(SYNTHETIC_ARTICLES)
    incident = Incident.objects.get(articles__source__name="BBC Sport")
    assert incident.title == "West Ham United v Chelsea, EFL Cup, 26 Oct 2016"
    assert incident.articles.count() == 3
    reviewed = dict(
        Claim.objects.exclude(review_status="unreviewed").values_list("review_status", "editor_note")
    )
    assert set(reviewed) == {"confirmed", "disputed", "rejected"}
    assert reviewed["disputed"] and reviewed["rejected"]
    assert Claim.objects.get(review_status="confirmed").kind == "arrests"
    assert Claim.objects.get(review_status="rejected").scope == "season"
    for claim in Claim.objects.select_related("article"):
        assert claim.article.body[claim.start:claim.end] == claim.text


def test_load_demo_loads_once_with_history_then_says_it_did_nothing():
    out = StringIO()
    call_command("load_demo", stdout=out)
    assert f"Loaded the demo: {3 + len(SYNTHETIC_OUTLETS)} outlets, {3 + len(SYNTHETIC_ARTICLES)} reports" \
        in out.getvalue()
    claims = Claim.objects.count()
    assert Claim.history.count() == claims  # each row's first history entry
    assert Incident.history.count() == Incident.objects.count()

    again = StringIO()
    call_command("load_demo", stdout=again)
    assert "already has incidents" in again.getvalue()
    assert (Claim.objects.count(), Claim.history.count()) == (claims, claims)


def test_load_demo_never_overwrites_existing_reports():
    from tests.factories import make_article

    article = make_article(headline="Our own report")
    out = StringIO()
    call_command("load_demo", stdout=out)
    assert "not loaded" in out.getvalue()
    assert list(Article.objects.values_list("headline", flat=True)) == ["Our own report"]
    assert article.source.name == Source.objects.get().name
