"""Property-based: random bodies and metadata through import_articles.

Whatever comes in, no exception escapes the command (exit 0 or 1), a file is
stored whole or not at all, and every stored claim's offsets are exact.
"""

from __future__ import annotations

import datetime as dt
import json
import tempfile
from io import StringIO
from pathlib import Path

from django.core.management import call_command
from django.core.management.base import CommandError
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st
from hypothesis.extra.django import TestCase

from incidents.models import Claim, Incident, IncidentArticle
from sources.models import Article, Source

# Sentences the extractor and the match guesser act on, to mix with random text.
SENTENCES = [
    "Police made three arrests after the match.",
    "Leeds United beat Millwall 2-1 at Elland Road on Saturday.",
    "Hundreds of fans clashed outside the ground.",
    '"It was disgraceful," said Chief Inspector Jane Smith.',
    "Seats and bottles were thrown and 12 people were injured.",
    "No arrests were made.",
    "Since the start of the season 40 banning orders have been issued.",
]
# Any text at all, and text a person would write (letters of any script, digits, spaces,
# punctuation); each field is mostly the second, sometimes the first.
anything = st.text(alphabet=st.characters(codec="utf-8"), max_size=120)
words = st.text(alphabet=st.characters(categories=["L", "N", "Zs", "P"]), min_size=1, max_size=40).filter(str.strip)


def mostly(good, bad):
    return st.integers(0, 7).flatmap(lambda n: bad if n == 0 else good)


def maybe(strategy):
    return st.one_of(st.none(), strategy)


bodies = st.lists(st.one_of(st.sampled_from(SENTENCES), anything), min_size=1, max_size=12).map(" ".join)
dates = st.datetimes(min_value=dt.datetime(1, 1, 1), max_value=dt.datetime(9999, 12, 31),
                     timezones=st.sampled_from([dt.UTC, dt.timezone(dt.timedelta(hours=-5)), dt.timezone(dt.timedelta(hours=14))]))
good_dates = st.dates(min_value=dt.date(1900, 1, 1), max_value=dt.date(2025, 12, 31)).map(dt.date.isoformat)
articles = st.fixed_dictionaries(
    {"outlet": mostly(st.one_of(words, st.sampled_from(["Wire", "الجزيرة", "Ελευθεροτυπία"])), anything),
     "body": mostly(bodies, st.one_of(anything, st.integers(), st.sampled_from(SENTENCES).map(lambda s: s * 300)))},
    optional={
        "headline": maybe(mostly(words, st.one_of(anything, st.text(min_size=490, max_size=520)))),
        "url": maybe(mostly(words.map(lambda s: "https://example.org/" + s.replace(" ", "-")), anything)),
        "published": maybe(mostly(good_dates, st.one_of(dates.map(dt.datetime.isoformat), anything, st.integers()))),
        "published_approximate": mostly(st.booleans(), anything),
        "outlet_domain": maybe(mostly(st.sampled_from(["wire.example", "bbc.co.uk"]), anything)),
        "outlet_country": maybe(mostly(st.sampled_from(["GB", "gb", "DE"]), anything)),
        "byline": maybe(mostly(words, anything)),
        "extra": st.recursive(st.none() | st.integers() | anything, lambda inner: st.lists(inner, max_size=3), max_leaves=12),
    },
)


class ImportProperties(TestCase):
    @settings(max_examples=60, deadline=None, derandomize=True, database=None,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
    @given(batch=st.lists(articles, min_size=1, max_size=2))
    def test_a_file_is_stored_whole_or_not_at_all_with_exact_offsets(self, batch):
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "random.json"
            path.write_text(json.dumps(batch), encoding="utf-8")
            out, err = StringIO(), StringIO()
            try:
                call_command("import_articles", str(path), no_progress=True, stdout=out, stderr=err)
                code = 0
            except CommandError as exc:
                code = exc.returncode

        if code:
            event("refused")
            assert code == 1
            lines = err.getvalue().splitlines()
            assert len(lines) == 1 and lines[0].startswith(f"error: {path}: "), lines
            for model in (Source, Article, Incident, IncidentArticle, Claim):
                assert not model.objects.exists(), f"half-written: {model.__name__}"
            return

        assert err.getvalue() == ""
        event("imported")
        # A later entry at the same URL (or outlet and headline) updates an earlier one.
        stored = set(Article.objects.values_list("body", flat=True))
        assert stored and stored <= {item["body"] for item in batch}
        assert batch[-1]["body"] in stored
        assert IncidentArticle.objects.count() == Article.objects.count()
        for claim in Claim.objects.select_related("article"):
            assert claim.article.body[claim.start:claim.end] == claim.text
