"""Two imports of one folder at once, as two processes, on the database the suite runs on.

Every file is stored exactly once and both runs exit 0: on PostgreSQL a row the other
run stored first is found and left unchanged; on SQLite the runs queue for the writer.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import uuid
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import pytest
from django.conf import settings

ROOT = Path(__file__).resolve().parents[2]
FILES = 60
COUNTS = """
import json
from incidents.models import Incident
from sources.models import Article, Source
print(json.dumps({
    "articles": Article.objects.count(),
    "origins": Article.objects.values("imported_from").distinct().count(),
    "sources": Source.objects.count(),
    "leeds_millwall": Incident.objects.filter(home_club__in=["Leeds United", "Millwall"]).count(),
    "incident_slugs": Incident.objects.values("slug").distinct().count(),
    "incidents": Incident.objects.count(),
}))
"""


def environment(database_url: str) -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith("DJANGO_")}
    env.update(DATABASE_URL=database_url, PYTHONPATH=str(ROOT))
    return env


def manage(*args: str, env: dict, **options) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "manage.py", *args], cwd=ROOT, env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, **options)


def finished(process: subprocess.Popen) -> tuple[int, str, str]:
    out, err = process.communicate(timeout=600)
    return process.returncode, out, err


@pytest.fixture
def fresh_database(tmp_path):
    """An empty database of the suite's kind, outside the test transaction."""
    if not settings.IS_POSTGRES:
        yield f"sqlite:///{tmp_path / 'concurrent.sqlite3'}"
        return
    import psycopg

    base = os.environ["DATABASE_URL"]
    name = f"terrace_concurrency_{uuid.uuid4().hex[:8]}"
    parts = urlsplit(base)
    server = urlunsplit(parts._replace(path="/postgres"))
    with psycopg.connect(server, autocommit=True) as connection:
        connection.execute(f'CREATE DATABASE "{name}"')
    try:
        yield urlunsplit(parts._replace(path=f"/{name}"))
    finally:
        with psycopg.connect(server, autocommit=True) as connection:
            connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def write_folder(folder: Path) -> None:
    """Sixty one-article files: most report one match from six outlets (the same
    outlets, incident and slug wanted by both runs at once), the rest share a headline."""
    folder.mkdir()
    for n in range(FILES):
        if n < 48:
            article = {
                "outlet": f"Outlet {n % 6}", "outlet_domain": f"outlet{n % 6}.example",
                "headline": f"Leeds v Millwall report {n}", "published": "2018-09-23",
                "body": f"Leeds v Millwall report {n}\nPolice arrested {n + 1} people after Leeds United beat "
                        "Millwall 2-1 at Elland Road on Saturday. " + "Fans threw bottles and seats. " * 40,
            }
        else:
            article = {"outlet": f"Outlet {n % 6}", "headline": "Trouble flared", "published": "2020-01-02",
                       "url": f"https://outlet{n % 6}.example/{n}",
                       "body": f"Trouble flared\nSomething happened, account {n}."}
        (folder / f"report-{n:02}.json").write_text(json.dumps([article]))


def test_two_imports_of_one_folder_at_once_store_every_file_once(tmp_path, fresh_database):
    env = environment(fresh_database)
    code, _, err = finished(manage("migrate", "--no-input", env=env))
    assert code == 0, err
    folder = tmp_path / "reports"
    write_folder(folder)

    # The second run takes the files in the opposite order, so the two meet mid-way
    # however quickly either starts.
    files = sorted(str(path) for path in folder.iterdir())
    runs = [manage("import_articles", *paths, "--no-progress", env=env) for paths in ([str(folder)], files[::-1])]
    results = [finished(run) for run in runs]

    for code, _, err in results:
        assert code == 0, err
        assert "error" not in err.lower(), err
    created = sum(int(out.split("articles   ")[1].split(" created")[0]) for _, out, _ in results)
    assert created == FILES, "each file created by one run, unchanged in the other"
    code, out, err = finished(manage("shell", "-c", COUNTS, env=env))
    assert code == 0, err
    counts = json.loads(out.strip().splitlines()[-1])
    assert counts["articles"] == counts["origins"] == FILES
    assert counts["sources"] == 6
    assert counts["leeds_millwall"] == 1
    assert counts["incident_slugs"] == counts["incidents"]
