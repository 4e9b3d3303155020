"""``import_articles --workers N``: extraction in worker processes writes exactly the rows
one process writes."""

import json
from io import StringIO

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from incidents.models import Claim, Incident, IncidentArticle
from sources.models import Article, Source
from tests.conftest import ROOT
from tests.incidents.test_import_articles import run_import

pytestmark = pytest.mark.django_db


def real_reports() -> list[dict]:
    """The seed and first held-out reports, each twice under another outlet, one of them
    again unchanged and one again with a changed text at its URL (each imported alone)."""
    reports = []
    for folder in ("seeds", "heldout"):
        manifest = json.loads((ROOT / "fixtures" / folder / "manifest.json").read_text())
        for entry in manifest["articles"]:
            body = (ROOT / "fixtures" / folder / entry["file"]).read_text()
            for copy in range(2):
                reports.append({
                    "outlet": f"{entry['outlet']} {copy}", "headline": entry["headline"],
                    "published": entry["published"], "body": f"{body}\nCopy {copy}.",
                    "url": f"https://copies.example/{folder}/{entry['file']}/{copy}",
                })
    reports.insert(7, reports[2])
    reports.insert(12, dict(reports[4], body=reports[4]["body"] + "\nUpdated."))
    return reports


def stored() -> dict:
    return {
        "sources": list(Source.objects.order_by("pk").values_list("name", "slug", "kind", "country")),
        "articles": list(Article.objects.order_by("pk").values_list("source__name", "url", "content_hash")),
        "incidents": list(Incident.objects.order_by("pk").values_list(
            "slug", "title", "date", "date_approximate", "home_club", "away_club", "competition", "round",
            "venue", "result")),
        "coverage": list(IncidentArticle.objects.order_by("pk").values_list(
            "article__url", "incident__slug", "match_date", "competition", "round")),
        "claims": list(Claim.objects.order_by("pk").values_list(
            "article__url", "incident__slug", *Claim.RECORD_FIELDS)),
    }


def test_any_number_of_workers_stores_exactly_what_the_importer_alone_stores(tmp_path, monkeypatch):
    from incidents import batch_import

    monkeypatch.setattr(batch_import, "CHUNK_ARTICLES", 5)  # several chunks, prepared ahead
    path = tmp_path / "reports.jsonl"
    path.write_text("\n".join(json.dumps(report) for report in real_reports()))
    outputs, rows = [], []
    for workers in (0, 1, 2):
        code, out, err = run_import(path, workers=workers)
        assert code == 0, err
        outputs.append(out)
        rows.append(stored())
        Claim.objects.all().delete()
        IncidentArticle.objects.all().delete()
        Article.objects.all().delete()
        Incident.objects.all().delete()
        Source.objects.all().delete()
    assert rows[0] == rows[1] == rows[2]
    assert outputs[0] == outputs[1] == outputs[2]
    assert len(rows[0]["articles"]) == 22 and len(rows[0]["incidents"]) > 5 and len(rows[0]["claims"]) > 500
    assert "articles   22 created, 1 updated, 1 unchanged" in outputs[0]


@pytest.mark.parametrize("value", ["two", "-1", "65", "1.5", ""])
def test_workers_must_be_a_small_whole_number(tmp_path, value):
    with pytest.raises(CommandError, match="--workers must be a whole number from 0 to 64"):
        call_command("import_articles", str(tmp_path / "none.jsonl"), f"--workers={value}", stdout=StringIO())


def chunk_texts(count: int) -> list:
    import datetime

    from incidents.preparing import Text

    return [Text(body=f"Police arrested {n + 2} fans after the match at the ground.", headline=f"Report {n}",
                 published=datetime.date(2024, 5, 1)) for n in range(count)]


def test_the_importer_prepares_the_tasks_no_worker_has_started_while_it_waits():
    import time

    from incidents.preparing import TEXTS_PER_TASK, Preparer, prepare

    tasks = 6
    texts = chunk_texts(tasks * TEXTS_PER_TASK)
    with Preparer(1) as preparer:
        preparer._pool.submit(time.sleep, 3)  # the one worker is busy
        work = preparer.start(texts)
        got = [work.get(index) for index in range(len(texts))]
        # The pool hands its worker's queue up to two tasks past the one it runs (one per worker
        # and one more), which can no longer be taken back; the rest, never started, this
        # process took.
        assert work.stolen >= tasks - 2
    assert got == [prepare(text) for text in texts]
    assert [g.records[0].value for g in got[:3]] == ["2", "3", "4"]


def test_with_idle_workers_each_result_is_the_one_its_text_gives():
    from incidents.preparing import TEXTS_PER_TASK, Preparer, prepare

    texts = chunk_texts(3 * TEXTS_PER_TASK + 3)
    with Preparer(2) as preparer:
        first = preparer.start(texts)
        second = preparer.start(texts[::-1])
        assert [second.get(i) for i in range(len(texts))] == [prepare(text) for text in texts[::-1]]
        assert [first.get(i) for i in range(len(texts))] == [prepare(text) for text in texts]
