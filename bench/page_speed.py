"""Every dashboard page at two archive sizes: in-process time and query count.

Builds N synthetic reports (bulk inserts; the report text is ``search_speed.body``
with two figures appended, each with its claim): about 7 reports an incident, each
incident's reports from 7 of 12 outlets, 310 clubs, 8 competitions, the outlets
agreeing on most arrests and conflicting on some.  Then, for each page, requests it
through Django's test client (middleware, view, template; no server) and prints the
first request's time, the p50 of RUNS more rendered afresh (the page cache emptied
before each), the queries such a request makes and their SQL time, the page's size,
and the p50 of RUNS more served from the page cache (``config.page_cache``,
PostgreSQL only; on SQLite the same as the p50).  Sizes are filled in turn on the same database, so
the second size adds to the first.

The outlet page's first request compares and stores the figures of every incident
the outlet reported (``incidents.dashboard.outlets``); later ones read what was
stored, and compare again only incidents whose claims or reports changed: the last
line is one request after an editor corrected one claim.

On a fresh SQLite database in a temporary folder, or on the database DATABASE_URL
names (it must be safe to fill: the bench adds rows and deletes them afterwards).

Run from the repository root:  .venv/bin/python bench/page_speed.py [SIZE ...]
(SIZE is a number of reports; default 1000 20000.)
"""

from __future__ import annotations

import datetime as dt
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from search_speed import body as search_body  # noqa: E402
from search_speed import setup_database  # noqa: E402

RUNS = 10
PREFIX = "bench-pages"
OUTLETS = 12
REPORTS_PER_INCIDENT = 7
CLUBS = 310
COMPETITIONS = ["Premier League", "Championship", "League One", "League Two", "FA Cup", "EFL Cup",
                "Scottish Premiership", "Europa League"]
CHUNK = 5000


def report_text(n: int, arrests: int, injured: int) -> tuple[str, list[tuple[str, str, int]]]:
    """Report ``n``'s text and its claims as (kind, words, value)."""
    arrests_words, injured_words = f"{arrests} arrests", f"{injured} people were injured"
    text = f"{search_body(n)}\nPolice made {arrests_words} after the game. {injured_words} in the clashes."
    return text, [("arrests", arrests_words, arrests), ("injuries", injured_words, injured)]


def clubs(i: int) -> tuple[str, str]:
    """Incident ``i``'s home and away clubs."""
    return f"Bench Club {i % CLUBS:03d}", f"Bench Club {(i * 7 + 3) % CLUBS:03d}"


def fill(upto: int) -> None:
    """Reports numbered up to ``upto`` (those already there are kept)."""
    from django.db import transaction

    from incidents.models import Claim, Incident, IncidentArticle
    from sources.models import Article, Source

    outlets = [Source.objects.get_or_create(slug=f"{PREFIX}-{k}", defaults={"name": f"Bench Outlet {k:02d}"})[0]
               for k in range(OUTLETS)]
    have = Article.objects.filter(source__slug__startswith=PREFIX).count()
    for start in range(have, upto, CHUNK):
        numbers = range(start, min(upto, start + CHUNK))
        with transaction.atomic():
            new = Incident.objects.bulk_create(
                Incident(slug=f"{PREFIX}-{i}", title=" v ".join(clubs(i)), home_club=clubs(i)[0],
                         away_club=clubs(i)[1], competition=COMPETITIONS[i % len(COMPETITIONS)],
                         date=dt.date(2005, 8, 1) + dt.timedelta(days=i % 7000))
                for i in sorted({n // REPORTS_PER_INCIDENT for n in numbers})
                if i * REPORTS_PER_INCIDENT >= start  # an incident a smaller size began is there already
            )
            incidents = {int(i.slug.rsplit("-", 1)[1]): i for i in new}
            first = numbers[0] // REPORTS_PER_INCIDENT
            if first not in incidents:
                incidents[first] = Incident.objects.get(slug=f"{PREFIX}-{first}")
            texts = {}
            articles = []
            for n in numbers:
                i = n // REPORTS_PER_INCIDENT
                # Most outlets agree on the arrests; one in seven reports of every third incident says more.
                arrests = 3 + i % 4 + (2 if n % REPORTS_PER_INCIDENT == 6 and i % 3 == 0 else 0)
                texts[n] = report_text(n, arrests, 1 + i % 5)
                published = dt.datetime.combine(incidents[i].date, dt.time(20, n % REPORTS_PER_INCIDENT * 8),
                                                tzinfo=dt.timezone.utc)
                articles.append(Article(
                    source=outlets[(n % REPORTS_PER_INCIDENT + i) % OUTLETS], headline=f"Trouble at match {n}",
                    body=texts[n][0], content_hash=f"{PREFIX}-{n}", url=f"https://bench.example/pages/{n}",
                    published=published))
            articles = Article.objects.bulk_create(articles)
            IncidentArticle.objects.bulk_create(
                IncidentArticle(incident=incidents[n // REPORTS_PER_INCIDENT], article=a)
                for n, a in zip(numbers, articles))
            claims = []
            for n, article in zip(numbers, articles):
                text, found = texts[n]
                for kind, words, value in found:
                    at = text.index(words)
                    sentence_start = text.rindex("\n", 0, at) + 1 if kind == "arrests" else text.rindex(". ", 0, at) + 2
                    sentence_end = text.index(".", at) + 1
                    claims.append(Claim(
                        article=article, incident=incidents[n // REPORTS_PER_INCIDENT], kind=kind,
                        value=str(value), low=value, high=value, scope="incident", text=words, start=at,
                        end=at + len(words), sentence=text[sentence_start:sentence_end],
                        sentence_start=sentence_start, sentence_end=sentence_end,
                        extractor="bench", extractor_version="1"))
            Claim.objects.bulk_create(claims)


def measure(client, url: str) -> tuple[float, float, int, float, int, float]:
    """The first request's time, the p50 of RUNS more rendered afresh (the page cache
    emptied before each), a request's queries and their SQL time (both from the last
    of those), the size of the page in bytes, and the p50 of RUNS served from the page
    cache (``config.page_cache``; on SQLite, which has none, rendered again)."""
    from django.core.cache import caches
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from config.page_cache import CACHE

    pages = caches[CACHE]
    pages.clear()
    started = time.perf_counter()
    response = client.get(url)
    first = time.perf_counter() - started
    assert response.status_code == 200, (url, response.status_code)
    times = []
    for _ in range(RUNS):
        pages.clear()
        with CaptureQueriesContext(connection) as queries:
            started = time.perf_counter()
            client.get(url)
            times.append(time.perf_counter() - started)
    # Read now: the kept runs below add to the connection's query log, which is bounded.
    count, sql = len(queries), sum(float(q["time"]) for q in queries.captured_queries)
    kept = []
    for _ in range(RUNS):
        started = time.perf_counter()
        client.get(url)
        kept.append(time.perf_counter() - started)
    return first, statistics.median(times), count, sql, len(response.content), statistics.median(kept)


def after_an_edit(client, url: str) -> tuple[float, int, float]:
    """An editor corrects one claim of an incident the outlet reported; then the outlet
    page once: its time, queries and SQL time (one incident compared again)."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from incidents.models import Claim

    claim = Claim.objects.filter(article__source__slug=url.strip("/").rsplit("/", 1)[1]).order_by("-pk").first()
    claim.corrected_value, claim.corrected_low, claim.corrected_high = "99", 99, 99
    claim.save()
    with CaptureQueriesContext(connection) as queries:
        started = time.perf_counter()
        assert client.get(url).status_code == 200
        took = time.perf_counter() - started
    return took, len(queries), sum(float(q["time"]) for q in queries.captured_queries)


def pages() -> list[tuple[str, str]]:
    from django.db.models import Count

    from incidents.models import Incident
    from sources.models import Article, Source

    outlet = Source.objects.filter(slug__startswith=PREFIX).annotate(n=Count("articles")).order_by("-n", "pk").first()
    largest = (Incident.objects.filter(slug__startswith=PREFIX).annotate(n=Count("coverage"))
               .order_by("-n", "pk").first())
    article = Article.objects.filter(source=outlet).order_by("pk").first()
    return [
        ("incidents list", "/"),
        ("club filter", "/?club=Bench+Club+007"),
        ("search", "/?q=arrests"),
        ("list page 5", "/?page=5"),
        (f"outlet ({outlet.articles.count():,} reports)", outlet.get_absolute_url()),
        ("outlet, later pages", outlet.get_absolute_url() + "?page=3&incidents_page=3"),
        ("incident", largest.get_absolute_url()),
        ("article", article.get_absolute_url()),
    ]


def clean() -> None:
    from incidents.models import Incident
    from sources.models import Article, Source

    Incident.objects.filter(slug__startswith=PREFIX).delete()
    Article.objects.filter(source__slug__startswith=PREFIX).delete()
    Source.objects.filter(slug__startswith=PREFIX).delete()


def main() -> None:
    sizes = [int(a) for a in sys.argv[1:]] or [1_000, 20_000]
    setup_database()
    from django.conf import settings
    from django.core.cache import cache
    from django.db import connection
    from django.test import Client

    client = Client(HTTP_HOST="localhost")
    print(f"database: {connection.vendor}; DEBUG {settings.DEBUG}; in-process through the test client; "
          f"p50 of {RUNS} requests after a first one; queries and SQL time of one request")
    try:
        for size in sorted(sizes):
            started = time.perf_counter()
            fill(size)
            filled = time.perf_counter() - started
            if connection.vendor == "postgresql":
                with connection.cursor() as cursor:
                    cursor.execute("ANALYZE")
            cache.clear()
            from incidents.models import Claim, Incident

            print(f"\n{size:,} reports ({Incident.objects.filter(slug__startswith=PREFIX).count():,} incidents, "
                  f"{Claim.objects.filter(extractor='bench').count():,} claims; filled in {filled:.0f} s)")
            print(f"  {'page':34} {'first':>9} {'p50':>9} {'queries':>8} {'SQL':>9} {'HTML':>9} {'kept p50':>9}")
            listed = pages()
            for label, url in listed:
                first, p50, queries, sql, size, kept = measure(client, url)
                print(f"  {label:34} {first * 1000:7.1f}ms {p50 * 1000:7.1f}ms {queries:8d} {sql * 1000:7.1f}ms"
                      f" {size / 1024:6.0f} kB {kept * 1000:7.1f}ms")
            took, queries, sql = after_an_edit(client, listed[4][1])
            label = "outlet, after one claim edited"
            print(f"  {label:34} {took * 1000:7.1f}ms {'':>9} {queries:8d} {sql * 1000:7.1f}ms")
    finally:
        clean()


if __name__ == "__main__":
    main()
