"""The scale corpus generator (bench/corpus.py): what it promises the benchmarks, and
that the real importer makes of its reports the incidents and figures it generated."""

import json
import statistics
import subprocess
import sys
from collections import Counter, defaultdict
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command

from bench.corpus import agreement, generate, reports
from incidents.models import Claim, IncidentArticle

ROOT = Path(__file__).resolve().parent.parent.parent


@pytest.fixture(scope="module")
def two_thousand():
    return list(generate(2000, seed=7))


def test_the_same_seed_gives_the_same_reports_and_another_seed_others():
    first = list(reports(60, seed=11))
    assert first == list(reports(60, seed=11))
    assert [r["body"] for r in first] != [r["body"] for r in reports(60, seed=12)]


def test_bodies_are_distinct_and_as_long_as_real_reports(two_thousand):
    bodies = [r.fields["body"] for r in two_thousand]
    assert len(set(bodies)) == len(bodies)
    words = [len(body.split()) for body in bodies]
    assert 350 <= statistics.mean(words) <= 500
    assert min(words) < 200 and max(words) > 700


def test_about_ten_reports_an_incident_each_from_another_outlet(two_thousand):
    sizes = Counter(r.incident for r in two_thousand)
    # The last incident may be cut short by the count.
    whole = list(sizes.values())[:-1]
    assert all(3 <= size <= 16 for size in whole)
    assert 9 <= statistics.mean(whole) <= 11
    outlets = defaultdict(list)
    for r in two_thousand:
        outlets[r.incident].append(r.fields["outlet"])
    assert all(len(set(names)) == len(names) for names in outlets.values())


def test_ledes_name_both_clubs_and_the_ground_from_the_reference_data(two_thousand):
    data = json.loads((ROOT / "incidents" / "reference" / "data" / "clubs.json").read_text(encoding="utf-8"))
    clubs = {c["name"] for c in data["clubs"]}
    grounds = {g["name"] for g in data["grounds"]}
    for r in two_thousand:
        assert {r.home, r.away} <= clubs and r.ground in grounds
        lede = next(p for p in r.fields["body"].split("\n\n") if not p.startswith("By "))
        assert r.home in lede and r.away in lede
        assert r.date.strftime("%A") in lede or "yesterday" in lede.lower() or "last night" in lede.lower()


def test_some_outlets_conflict_and_some_pairs_meet_in_several_seasons(two_thousand):
    arrests = defaultdict(set)
    seasons = defaultdict(set)
    for r in two_thousand:
        arrests[r.incident].add(r.figures.get("arrests"))
        seasons[frozenset((r.home, r.away))].add(r.date)
    conflicting = sum(1 for values in arrests.values() if len(values - {None}) > 1)
    assert 0.1 <= conflicting / len(arrests) <= 0.3
    assert sum(1 for days in seasons.values() if len(days) > 1) >= 5


def test_agreement_counts_reports_grouped_with_their_siblings():
    pairs = [("a", 1), ("a", 1), ("a", 2), ("b", 3), ("b", 3), ("c", 3)]
    found = agreement(pairs)
    # a: two of three in incident 1; b: both in 3, which c joined (c is not with its siblings).
    assert (found.grouped, found.reports, found.whole, found.incidents) == (4, 6, 0, 3)
    assert agreement([("a", 1), ("b", 2), ("b", 2)]).whole == 2


def test_the_command_line_streams_json_lines_and_counts_to_stderr(tmp_path):
    out = tmp_path / "reports.jsonl"
    done = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "corpus.py"), "25", "--seed", "3", "--out", str(out)],
        capture_output=True, text=True, check=True,
    )
    lines = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert lines == list(reports(25, seed=3))
    assert done.stderr.startswith("25 reports, ")
    assert "mean words" in done.stderr


@pytest.mark.django_db
def test_imported_reports_form_the_generated_incidents_with_their_figures(tmp_path):
    generated = list(generate(300, seed=5))
    path = tmp_path / "reports.jsonl"
    path.write_text("".join(json.dumps(r.fields) + "\n" for r in generated), encoding="utf-8")
    call_command("import_articles", str(path), no_progress=True, stdout=StringIO(), stderr=StringIO())

    incident_of = dict(IncidentArticle.objects.values_list("article__url", "incident_id"))
    found = agreement((r.incident, incident_of.get(r.fields["url"])) for r in generated)
    assert found.share >= 0.9
    assert found.whole >= 0.8 * found.incidents

    arrests = set(Claim.objects.filter(kind="arrests").values_list("article__url", "value"))
    placed = [(r.fields["url"], str(r.figures["arrests"])) for r in generated if "arrests" in r.figures]
    assert len(placed) >= 0.7 * len(generated)
    assert sum(1 for p in placed if p in arrests) >= 0.9 * len(placed)
