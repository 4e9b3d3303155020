"""Search speed at two archive sizes: the incidents page's search queries (a page of
ranked results, its count, its snippets) timed in-process, p50 of 20 runs, beside
a trivial query (the newest 20 incidents) timed in the same run.

On a fresh SQLite database in a temporary folder, or on the database DATABASE_URL
names (it must be safe to fill: the bench adds rows and deletes them afterwards).

Run from the repository root:  .venv/bin/python bench/search_speed.py [SIZE ...]
(SIZE is a number of articles; default 10000 100000.)
"""

from __future__ import annotations

import datetime as dt
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

RUNS = 20
REPORTS_PER_INCIDENT = 3
QUERIES = ["arrests", '"three arrests"', "flare stew", "zebra"]
WORDS = ("police stewards supporters flare coin seats pitch ground station bottles "
         "injured hospital ejected banned charged disorder clash missiles").split()


def body(n: int) -> str:
    picked = " ".join(WORDS[(n * k) % len(WORDS)] for k in (1, 3, 7, 11, 13))
    arrests = "Police made three arrests." if n % 10 == 0 else f"Officers reported {n % 9} incidents."
    return f"Report {n}\n{arrests} Witnesses described {picked} near the ground after the final whistle."


def fill(upto: int) -> None:
    from incidents.models import Incident, IncidentArticle
    from sources.models import Article, Source

    source, _ = Source.objects.get_or_create(slug="bench-search", defaults={"name": "Bench search outlet"})
    have = Article.objects.filter(source=source).count()
    for start in range(have, upto, 6000):
        numbers = range(start, min(upto, start + 6000))
        incidents = Incident.objects.bulk_create(
            Incident(slug=f"bench-search-{n}", title=f"Club {n} v Rovers", home_club=f"Club {n}",
                     away_club="Rovers", date=dt.date(2020, 1, 1))
            for n in numbers if n % REPORTS_PER_INCIDENT == 0
        )
        by_number = {int(i.slug.rsplit("-", 1)[1]): i for i in incidents}
        first = numbers[0] - numbers[0] % REPORTS_PER_INCIDENT  # an incident a smaller size began
        if first not in by_number:
            by_number[first] = Incident.objects.get(slug=f"bench-search-{first}")
        articles = Article.objects.bulk_create(
            Article(source=source, headline=f"Trouble at match {n}" + (" flare" if n % 4 == 0 else ""),
                    body=body(n), content_hash=f"bench-{n}", url=f"https://bench.example/search/{n}")
            for n in numbers
        )
        IncidentArticle.objects.bulk_create(
            IncidentArticle(incident=by_number[n - n % REPORTS_PER_INCIDENT], article=a)
            for n, a in zip(numbers, articles)
        )


def p50(action) -> float:
    times = []
    for _ in range(RUNS):
        started = time.perf_counter()
        action()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def search_page(query: str):
    from incidents.models import Incident

    def run():
        found = Incident.objects.search(query)
        page = list(found.for_list().ordered()[:20])
        found.count_estimated()
        Incident.objects.search_snippets(query, [i.pk for i in page])
    return run


def trivial() -> None:
    from incidents.models import Incident

    list(Incident.objects.order_by("-date", "title")[:20])


def clean() -> None:
    from incidents.models import Incident
    from sources.models import Article

    Incident.objects.filter(slug__startswith="bench-search-").delete()
    Article.objects.filter(source__slug="bench-search").delete()


def setup_database() -> None:
    """Django set up on the database DATABASE_URL names, or else on a fresh SQLite
    file in a temporary folder, migrated (the benches that fill an archive share it)."""
    workdir = Path(tempfile.mkdtemp(prefix="terrace-bench-"))
    os.environ.setdefault("DATABASE_URL", f"sqlite:///{workdir / 'bench.sqlite3'}")
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)


def main() -> None:
    sizes = [int(a) for a in sys.argv[1:]] or [10_000, 100_000]
    setup_database()
    from django.db import connection

    from incidents.models import Incident

    print(f"database: {connection.vendor}; p50 of {RUNS} runs; page = 20 ranked results + count + snippets")
    try:
        for size in sorted(sizes):
            fill(size)
            if connection.vendor == "postgresql":
                with connection.cursor() as cursor:
                    cursor.execute("ANALYZE")
            base = p50(trivial)
            print(f"\n{size:,} articles ({size // REPORTS_PER_INCIDENT:,} incidents); "
                  f"trivial query {base * 1000:.2f} ms")
            for query in QUERIES:
                took = p50(search_page(query))
                count = Incident.objects.search(query).count_estimated()
                shown = f"about {count:,}" if count.approximate else f"{count:,}"
                print(f"  {query!r:18} {shown:>14} found  {took * 1000:8.1f} ms  = {took / base:6.0f}x trivial")
    finally:
        clean()


if __name__ == "__main__":
    main()
