"""Every text of a report is kept: a changed text is the next version, with the
claims of the one it replaced frozen on it; the same text again is only seen again."""

import json

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from incidents.curation.services import claim_review
from incidents.models import Claim
from sources.importing import ArticleRecord
from sources.models import Article, ArticleVersion, Source, page_unpack
from sources.services import article_upsert
from tests.factories import make_article, make_user
from tests.incidents.revisions import FIRST, REVISED, SECOND, URL, entry, import_entries, moment, revised_report

pytestmark = pytest.mark.django_db


def test_a_changed_text_is_version_2_and_version_1_keeps_its_text_and_claims(tmp_path):
    import_entries(tmp_path / "first.json", entry(FIRST))
    article = Article.objects.get(url=URL)
    editor = make_user("editor", "Editors")
    two = Claim.objects.get(article=article, kind="arrests")
    claim_review(claim=two, status=Claim.ReviewStatus.CONFIRMED, user=editor, note="Police confirmed two.")

    out = import_entries(tmp_path / "second.json", entry(SECOND, updated=REVISED))

    assert "1 updated" in out
    article.refresh_from_db()
    assert article.version == 2 and article.body == SECOND
    assert article.updated == moment(REVISED)
    first, second = ArticleVersion.objects.filter(article=article).order_by("number")
    assert (first.number, first.body, first.updated) == (1, FIRST, None)
    assert (second.number, second.body, second.updated) == (2, SECOND, moment(REVISED))
    assert second.first_seen >= first.last_seen
    # Version 1's claims, frozen with their review; the live claims are version 2's.
    frozen = {c["kind"]: c for c in first.claims}
    assert frozen["arrests"]["value"] == "2"
    assert frozen["arrests"]["review_status"] == "confirmed"
    assert frozen["arrests"]["editor_note"] == "Police confirmed two."
    assert frozen["arrests"]["reviewed_by"] == "editor"
    assert FIRST[frozen["arrests"]["start"]:frozen["arrests"]["end"]] == frozen["arrests"]["text"]
    assert second.claims == []
    live = Claim.objects.filter(article=article, kind="arrests", review_status="unreviewed")
    assert list(live.values_list("value", flat=True)) == ["7"]
    # The confirmed claim's words are gone from the new text: kept, but disputed.
    two.refresh_from_db()
    assert two.review_status == Claim.ReviewStatus.DISPUTED


def test_a_frozen_claim_is_rebuilt_as_it_was_reviewed(tmp_path):
    import_entries(tmp_path / "first.json", entry(FIRST))
    article = Article.objects.get(url=URL)
    claim_review(claim=Claim.objects.get(article=article, kind="arrests"), status=Claim.ReviewStatus.CONFIRMED,
                 user=None, note="")
    import_entries(tmp_path / "second.json", entry(SECOND))
    first = ArticleVersion.objects.get(article=article, number=1)
    rebuilt = [Claim.from_snapshot(data, article=article, incident_id=None) for data in first.claims]
    arrests = next(c for c in rebuilt if c.kind == "arrests")
    assert (arrests.figure, arrests.review_status, arrests.is_reviewed) == ("2", "confirmed", True)
    assert first.body[arrests.start:arrests.end] == arrests.text == "two people"


def test_the_same_text_again_only_moves_last_seen(tmp_path):
    import_entries(tmp_path / "first.json", entry(FIRST))
    version = ArticleVersion.objects.get()
    out = import_entries(tmp_path / "again.json", entry(FIRST))
    assert "1 unchanged" in out
    again = ArticleVersion.objects.get()
    assert again.pk == version.pk and again.first_seen == version.first_seen
    assert again.last_seen > version.last_seen
    assert Article.objects.get().version == 1


def test_the_same_text_through_the_service_moves_only_the_latest_versions_last_seen(tmp_path):
    article = revised_report(tmp_path, other=False)
    first, second = ArticleVersion.objects.filter(article=article).order_by("number")
    record = ArticleRecord(outlet="Northern Post", body=SECOND, headline="x", origin="test", url=URL)
    upsert = article_upsert(source=article.source, record=record)
    assert upsert.outcome == "unchanged"
    first_now, second_now = ArticleVersion.objects.filter(article=article).order_by("number")
    assert first_now.last_seen == first.last_seen
    assert second_now.last_seen > second.last_seen


def test_the_page_a_version_was_read_from_is_kept_compressed():
    source = Source.objects.create(name="Web Post", slug="web-post")
    page = b"<html><body><p>Police arrested two people.</p>" + b"<p>padding</p>" * 500 + b"</body></html>"
    record = ArticleRecord(outlet="Web Post", body="Two arrests\nPolice arrested two people.", headline="Two arrests",
                           origin="test", url="https://web.example/1", page=page)
    article = article_upsert(source=source, record=record).article
    version = ArticleVersion.objects.get(article=article)
    assert 0 < len(bytes(version.page)) < len(page) / 4
    assert version.page_bytes() == page == page_unpack(version.page)


def test_an_article_stored_without_versions_keeps_its_text_as_version_1_when_it_changes():
    article = make_article(url="https://made.example/1", body="Made by hand\nPolice made two arrests.")
    assert not article.versions.exists()
    record = ArticleRecord(outlet=article.source.name, body="Made by hand\nPolice made six arrests.",
                           headline=article.headline, origin="test", url=article.url)
    upsert = article_upsert(source=article.source, record=record)
    assert (upsert.outcome, upsert.replaced) == ("updated", 1)
    assert list(article.versions.order_by("number").values_list("number", "body")) == [
        (1, "Made by hand\nPolice made two arrests."), (2, "Made by hand\nPolice made six arrests.")]


def test_a_bulk_import_of_300_reports_writes_version_1_of_each_in_bounded_queries(tmp_path):
    lines = [entry(FIRST.replace("two people", f"{n + 2} people"), url=f"https://bulk.example/{n}")
             for n in range(320)]
    path = tmp_path / "bulk.jsonl"
    path.write_text("\n".join(json.dumps(line) for line in lines))
    from io import StringIO

    from django.core.management import call_command

    with CaptureQueriesContext(connection) as queries:
        call_command("import_articles", str(path), no_progress=True, stdout=StringIO(), stderr=StringIO())
    assert Article.objects.count() == 320
    assert ArticleVersion.objects.filter(number=1).count() == 320
    assert not Article.objects.exclude(versions__number=1).exists()
    version_inserts = [q for q in queries.captured_queries
                       if q["sql"].startswith('INSERT INTO "sources_articleversion"')]
    # Two chunks of at most 250, one insert each (SQLite splits a statement at 999 values).
    assert 2 <= len(version_inserts) <= 2 * 16
    assert len(queries.captured_queries) < 320 / 2
    # Imported again: one update of last_seen per chunk, no new version.
    with CaptureQueriesContext(connection) as again:
        call_command("import_articles", str(path), no_progress=True, stdout=StringIO(), stderr=StringIO())
    updates = [q for q in again.captured_queries if q["sql"].startswith('UPDATE "sources_articleversion"')]
    assert len(updates) == 2
    assert ArticleVersion.objects.count() == 320


@pytest.mark.django_db(transaction=True)
def test_the_migration_gives_every_stored_article_its_version_1_and_keeps_search_working():
    from django.db.migrations.executor import MigrationExecutor

    from incidents.models import Incident

    executor = MigrationExecutor(connection)
    leaves = executor.loader.graph.leaf_nodes()
    executor.migrate([("sources", "0006_feeds")])
    old = MigrationExecutor(connection).loader.project_state([("sources", "0006_feeds")]).apps
    source = old.get_model("sources", "Source").objects.create(name="Old Post", slug="old-post")
    stored = old.get_model("sources", "Article").objects.create(
        source=source, headline="Stored before", body="Stored before\nPolice made two arrests.", content_hash="x")
    MigrationExecutor(connection).migrate(leaves)

    version = ArticleVersion.objects.get(article_id=stored.pk)
    assert (version.number, version.body, version.headline, version.claims) == (
        1, "Stored before\nPolice made two arrests.", "Stored before", [])
    assert bytes(version.page) == b"" and version.first_seen is not None
    assert Article.objects.get(pk=stored.pk).version == 1
    # The article table was altered, not rebuilt: its search index still follows it.
    article = make_article(body="Trouble at Kenilworth Road\nFlares were thrown.")
    from incidents.models import IncidentArticle
    from tests.factories import make_incident

    incident = make_incident()
    IncidentArticle.objects.create(incident=incident, article=article)
    assert list(Incident.objects.search("Kenilworth")) == [incident]


def test_load_demo_gives_every_report_its_version_1():
    from io import StringIO

    from django.core.management import call_command

    call_command("load_demo", stdout=StringIO())
    assert Article.objects.count() > 30
    assert not Article.objects.filter(versions__isnull=True).exists()
    assert ArticleVersion.objects.filter(number=1).count() == Article.objects.count()


def test_the_admin_shows_an_articles_version_and_update_time_read_only(client, tmp_path):
    from django.contrib.auth.models import User

    article = revised_report(tmp_path, other=False)
    client.force_login(User.objects.create_superuser("root", "root@example.org", "pw-for-tests-only"))
    response = client.get(f"/admin/sources/article/{article.pk}/change/")
    html = response.content.decode()
    assert response.status_code == 200
    assert 'name="updated' not in html and 'name="version"' not in html  # not editable
    assert 'class="form-row field-version"' in html and 'class="form-row field-updated"' in html
