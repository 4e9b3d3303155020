"""The exports of a comparison (compare.json, compare.csv), on made-up and on the seed reports."""

from __future__ import annotations

import csv
import io
import json

import pytest
from django.urls import reverse

from incidents.comparison import csv_safe
from incidents.models import Claim
from tests.incidents.dashboard.reports import count_queries, derby, small_and_large

pytestmark = pytest.mark.django_db


def test_json_export_shape(client):
    incident, (a_sun, _, _) = derby()
    response = client.get(reverse("incidents:incident-compare-json", args=[incident.slug]))
    assert response["Content-Type"].startswith("application/json")
    data = json.loads(response.content)
    assert data["incident"]["slug"] == incident.slug
    assert data["incident"]["date"] == "2016-10-26"
    assert {o["slug"] for o in data["outlets"]} == {"the-sun", "bbc-sport", "sky-sports"}
    arrests = next(f for f in data["facts"] if f["key"] == "arrests-incident")
    assert {"kind", "scope", "label", "status", "cells"} <= set(arrests)
    assert arrests["status"] == "agreed"
    assert (arrests["group"], arrests["reason"]) == ("", "7: the same figure from 3 outlets")
    injuries = next(f for f in data["facts"] if f["key"] == "injuries-incident")
    assert injuries["reason"] == "5 (BBC Sport) vs 2 (The Sun): different figures"
    cell = arrests["cells"]["the-sun"]
    assert {"value", "text", "sentence", "article_url", "start", "end"} <= set(cell)
    assert cell["value"] == "7" and cell["text"] == "seven arrests"
    assert a_sun.body[cell["start"]:cell["end"]] == "seven arrests"
    assert cell["article_page"].endswith(f"/articles/{a_sun.pk}/")
    bilic = next(q for q in data["quotes"] if q["speaker"] == "Slaven Bilic")
    assert bilic["status"] == "varied"
    assert {"outlet", "text", "diff"} <= set(bilic["variants"][0])
    assert {"op", "fullest", "variant"} == set(bilic["variants"][0]["diff"][0])


def test_csv_export_rows_and_formula_guard(client):
    incident, (a_sun, _, _) = derby(slug="derby-csv")
    Claim.objects.filter(article=a_sun, kind="quote").update(value="=HYPERLINK(\"http://evil\")")
    response = client.get(reverse("incidents:incident-compare-csv", args=[incident.slug]))
    assert response["Content-Type"].startswith("text/csv")
    assert response["Content-Disposition"] == 'attachment; filename="derby-csv.csv"'
    rows = list(csv.DictReader(io.StringIO(response.content.decode())))
    assert {"incident", "section", "key", "outlet", "value", "status", "sentence"} <= set(rows[0])
    assert list(rows[0])[-3:] == ["review_status", "group", "reason"]  # new columns last
    arrests = [r for r in rows if r["section"] == "fact" and r["key"] == "arrests-incident"]
    assert {r["outlet"] for r in arrests} == {"the-sun", "bbc-sport", "sky-sports"}
    assert {r["reason"] for r in arrests} == {"7: the same figure from 3 outlets"}
    quotes = [r for r in rows if r["section"] == "quote"]
    assert len(quotes) == 3
    assert all(not r[k].startswith(("=", "+", "-", "@")) for r in rows for k in r if r[k])
    assert any(r["value"].startswith("'=HYPERLINK") for r in quotes)


def _fact(data, key):
    return next(f for f in data["facts"] if f["key"] == key)


def _values(fact):
    return {outlet: cell["value"] for outlet, cell in fact["cells"].items()}


def test_seed_arrests_at_the_match_agreed_by_three(seed_export):
    arrests = _fact(seed_export, "arrests-incident")
    assert _values(arrests) == {"the-sun": "7", "bbc-sport": "7", "sky-sports": "7"}
    assert arrests["status"] == "agreed" and arrests["agreeing_outlets"] == 3


def test_a_groups_row_in_the_exports(client):
    incident, (a_sun, a_bbc, _) = derby(slug="derby-groups")
    Claim.objects.filter(article=a_sun, kind="injuries").update(group="stewards")
    Claim.objects.filter(article=a_bbc, kind="injuries").update(group="fans")
    data = json.loads(client.get(reverse("incidents:incident-compare-json", args=[incident.slug])).content)
    stewards = _fact(data, "injuries-incident-stewards")
    assert (stewards["group"], stewards["status"], stewards["label"]) == (
        "stewards", "single", "Injuries, stewards, at this match")
    assert stewards["reason"] == "2 stewards (The Sun) and 5 supporters (BBC Sport): different people, no conflict"
    assert not [f for f in data["facts"] if f["status"] == "conflicting"]
    response = client.get(reverse("incidents:incident-compare-csv", args=[incident.slug]))
    rows = list(csv.DictReader(io.StringIO(response.content.decode())))
    fans = next(r for r in rows if r["key"] == "injuries-incident-fans")
    assert (fans["group"], fans["status"], fans["outlet"]) == ("fans", "single", "bbc-sport")


def test_seed_facts_all_explain_themselves(seed_export):
    assert all(f["reason"] for f in seed_export["facts"])
    assert {f["group"] for f in seed_export["facts"]} <= {"", "fans", "stewards", "police", "players_staff"}


def test_seed_result_agreed(seed_export):
    score = _fact(seed_export, "score-incident")
    assert _values(score) == {"the-sun": "2-1", "bbc-sport": "2-1", "sky-sports": "2-1"}
    assert score["status"] == "agreed"


def test_seed_season_bans_agreed_by_bbc_and_sky(seed_export):
    bans = _fact(seed_export, "bans-season")
    assert _values(bans) == {"bbc-sport": "23", "sky-sports": "23"}
    assert bans["status"] == "agreed" and bans["label"] == "People banned, this season"


def test_seed_other_arrest_figures_are_their_own_rows(seed_export):
    season = [f for f in seed_export["facts"] if f["kind"] == "arrests" and f["scope"] == "season"]
    assert [_values(f) for f in season] == [{"sky-sports": "9"}]
    boro = [f for f in seed_export["facts"] if f["kind"] == "arrests" and f["scope"] == "other_match"]
    assert [_values(f) for f in boro] == [{"bbc-sport": "4"}]
    assert "middlesbrough" in boro[0]["key"]
    assert not [f for f in seed_export["facts"] if f["kind"] == "arrests" and f["status"] == "conflicting"]


def test_seed_thirty_prevented_from_attending_bbc_only(seed_export):
    dispersal = _fact(seed_export, "dispersal-incident")
    assert _values(dispersal) == {"bbc-sport": "30"} and dispersal["status"] == "single"


def _quote(data, surname):
    return next(q for q in data["quotes"] if surname in q["speaker"])


def test_seed_harrington_statement_aligned_with_the_suns_longer_wording(seed_export):
    harrington = _quote(seed_export, "Harrington")
    assert {v["outlet"] for v in harrington["variants"]} == {"the-sun", "bbc-sport", "sky-sports"}
    fullest = next(v for v in harrington["variants"] if v["fullest"])
    assert fullest["outlet"] == "the-sun"
    bbc = next(v for v in harrington["variants"] if v["outlet"] == "bbc-sport")
    cut = " ".join(op["fullest"] for op in bbc["diff"] if op["op"] in ("delete", "replace"))
    assert "London Stadium partners" in cut


def test_seed_bilic_worded_differently_by_the_sun_and_bbc(seed_export):
    bilic = _quote(seed_export, "Bilic")
    assert bilic["status"] == "varied"
    assert {"the-sun", "bbc-sport"} <= {v["outlet"] for v in bilic["variants"]}
    ops = [op for v in bilic["variants"] if v["outlet"] == "bbc-sport" for op in v["diff"]]
    assert any("especially" in op["variant"] for op in ops if op["op"] in ("insert", "replace"))
    assert any("totally" in op["fullest"] for op in ops if op["op"] in ("delete", "replace"))


def test_export_query_counts_are_fixed(client, django_assert_num_queries):
    small_incident, large_incident = small_and_large()
    for suffix in ("compare.json", "compare.csv"):
        counts = [count_queries(client, i.get_absolute_url() + suffix) for i in (small_incident, large_incident)]
        assert counts[0] == counts[1], suffix
        with django_assert_num_queries(counts[0]):
            client.get(large_incident.get_absolute_url() + suffix)
        assert counts[0] <= 4, suffix


def test_csv_cells_cannot_start_a_formula():
    assert csv_safe("=1+1") == "'=1+1"
    assert csv_safe("+44") == "'+44"
    assert csv_safe("-2") == "'-2"
    assert csv_safe("@SUM(A1)") == "'@SUM(A1)"
    assert csv_safe("2-1") == "2-1"
    assert csv_safe(7) == 7
