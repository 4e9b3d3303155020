"""incidents.comparison.export: the JSON document and the CSV rows, and the keys they carry."""

from __future__ import annotations

import csv
import io
import json
import os
import random
import re
import subprocess
import sys
from datetime import date, datetime, timezone
from pathlib import Path
from types import SimpleNamespace

from incidents.comparison import (
    CSV_FIELDS,
    ROW_FIELDS,
    ComparedClaim,
    compare,
    comparison_as_dict,
    comparison_document,
    comparison_rows,
    csv_rows,
)

from .factories import figure, make_claim, quote


def _sample_claims() -> list[ComparedClaim]:
    return [
        figure("bbc", "7", text="seven arrests", sentence="Police made seven arrests.",
               start=40, end=53),
        figure("sky", "9"),
        figure("bbc", "23", kind="bans", scope="season"),
        make_claim(outlet="sun", kind="missiles", value="coin"),
        quote("bbc", "Karen Walsh", "We will find the people responsible for this."),
        quote("sky", "Walsh", "We will find the people responsible."),
    ]


def test_comparison_as_dict_has_the_export_shape():
    exported = comparison_as_dict(compare(_sample_claims()))

    json.dumps(exported)  # JSON-serialisable as is
    assert set(exported) == {"facts", "quotes"}
    fact = next(f for f in exported["facts"] if f["key"] == "arrests-incident")
    assert set(fact) == {"key", "kind", "scope", "scope_detail", "group", "label", "status", "reason",
                         "cells"}
    assert fact["status"] == "conflicting"
    assert fact["group"] == ""
    assert fact["reason"] == "7 (BBC Sport) vs 9 (Sky Sports): different figures"
    assert fact["cells"]["bbc"] == {
        "value": "7", "low": 7, "high": 7, "text": "seven arrests",
        "sentence": "Police made seven arrests.", "article_url": "https://bbc.example/report",
        "article_id": "bbc-1", "start": 40, "end": 53, "review_status": "unreviewed",
    }
    [group] = exported["quotes"]
    assert set(group) == {"key", "speaker", "speaker_role", "status", "variants"}
    assert group["status"] == "varied"
    variant = next(v for v in group["variants"] if v["outlet"] == "sky")
    assert set(variant) == {"outlet", "text", "article_url", "start", "end", "diff"}
    assert variant["diff"][-1] == {"op": "delete", "fullest": "for this.", "variant": ""}
    assert all(set(op) == {"op", "fullest", "variant"} for op in variant["diff"])


def test_comparison_rows_are_flat_with_a_section_column():
    comparison = compare(_sample_claims())
    rows = comparison_rows(comparison)

    facts = [r for r in rows if r["section"] == "fact"]
    quotes = [r for r in rows if r["section"] == "quote"]
    assert len(facts) == sum(len(f.cells) for f in comparison.facts) == 4
    assert len(quotes) == 2
    assert all(tuple(r) == ROW_FIELDS for r in rows)
    sky_quote = next(r for r in quotes if r["outlet"] == "sky")
    assert sky_quote["fullest"] is False
    assert sky_quote["words_cut"] == 2
    assert {(r["key"], r["outlet"], r["value"]) for r in facts} == {
        ("arrests-incident", "bbc", "7"), ("arrests-incident", "sky", "9"),
        ("bans-season", "bbc", "23"), ("missiles-incident-coin", "sun", "coin"),
    }


def test_keys_are_stable_and_usable_as_html_ids():
    claims = _sample_claims() + [
        figure("echo", "3", scope="other_match", scope_detail="St. Mirren (away)"),
        make_claim(outlet="echo", kind="measure", value="Alcohol ban"),
    ]
    first = compare(claims)
    shuffled = claims[:]
    random.Random(4).shuffle(shuffled)
    second = compare(shuffled, outlets=["bbc", "sky", "sun", "echo"])

    keys = [f.key for f in first.facts] + [g.key for g in first.quote_groups]
    assert keys == [f.key for f in second.facts] + [g.key for g in second.quote_groups]
    assert "arrests-other_match-st-mirren-away" in keys
    assert "measure-incident-alcohol-ban" in keys
    assert len(set(keys)) == len(keys)
    assert all(re.fullmatch(r"[a-z][a-z0-9_-]*", k) for k in keys)


# --------------------------------------------------------------------------
# The complete documents: comparison_document and csv_rows


def _source(slug: str, name: str) -> SimpleNamespace:
    return SimpleNamespace(slug=slug, name=name, kind="newspaper", domain=f"{slug}.example")


def _article(pk: str, source: SimpleNamespace, published=None, **fields) -> SimpleNamespace:
    return SimpleNamespace(
        pk=pk, source=source, headline=f"Headline {pk}", url=f"https://{source.slug}.example/{pk}",
        published=published, published_approximate=published is None, **fields,
    )


INCIDENT = SimpleNamespace(
    slug="rovers-v-city", title="Rovers v City, FA Cup, 9 Mar 2024",
    date=date(2024, 3, 9), date_approximate=False,
    home_club="Rovers", away_club="City", competition="FA Cup", round="Fifth round",
    venue="Rovers Park", city="Rovington", country="England", result="Rovers beat City 2-1",
)


def _page_url(obj) -> str:
    kind = "articles" if hasattr(obj, "headline") else "incidents"
    return f"https://terrace.example/{kind}/{obj.pk if kind == 'articles' else obj.slug}/"


def _document(claims=None, articles=None) -> dict:
    bbc, sky = _source("bbc", "BBC Sport"), _source("sky", "Sky Sports")
    if articles is None:
        articles = [
            _article("bbc-1", bbc, datetime(2024, 3, 9, 22, 30, tzinfo=timezone.utc)),
            _article("sky-1", sky),
            _article("bbc-2", bbc, datetime(2024, 3, 10, 8, 0, tzinfo=timezone.utc)),
        ]
    comparison = compare(_sample_claims() if claims is None else claims)
    return comparison_document(comparison, incident=INCIDENT, articles=articles, page_url=_page_url)


def test_the_document_leads_with_the_incident_then_its_outlets():
    document = _document()

    json.dumps(document)  # JSON-serialisable as is
    assert list(document) == ["incident", "outlets", "facts", "quotes"]
    assert document["incident"] == {
        "slug": "rovers-v-city", "title": "Rovers v City, FA Cup, 9 Mar 2024",
        "date": "2024-03-09", "date_approximate": False,
        "home_club": "Rovers", "away_club": "City", "competition": "FA Cup", "round": "Fifth round",
        "venue": "Rovers Park", "city": "Rovington", "country": "England",
        "result": "Rovers beat City 2-1", "url": "https://terrace.example/incidents/rovers-v-city/",
    }
    assert list(document["incident"]) == [
        "slug", "title", "date", "date_approximate", "home_club", "away_club", "competition",
        "round", "venue", "city", "country", "result", "url",
    ]


def test_each_outlet_appears_once_with_its_articles_in_the_order_given():
    outlets = _document()["outlets"]

    assert [o["slug"] for o in outlets] == ["bbc", "sky"]
    bbc = outlets[0]
    assert list(bbc) == ["slug", "name", "kind", "domain", "articles"]
    assert (bbc["name"], bbc["kind"], bbc["domain"]) == ("BBC Sport", "newspaper", "bbc.example")
    assert bbc["articles"] == [
        {"id": "bbc-1", "headline": "Headline bbc-1", "url": "https://bbc.example/bbc-1",
         "page": "https://terrace.example/articles/bbc-1/",
         "published": "2024-03-09T22:30:00+00:00", "published_approximate": False},
        {"id": "bbc-2", "headline": "Headline bbc-2", "url": "https://bbc.example/bbc-2",
         "page": "https://terrace.example/articles/bbc-2/",
         "published": "2024-03-10T08:00:00+00:00", "published_approximate": False},
    ]
    assert list(bbc["articles"][0]) == ["id", "headline", "url", "page", "published", "published_approximate"]
    assert outlets[1]["articles"][0]["published"] is None


def test_an_incident_without_a_date_exports_null():
    incident = SimpleNamespace(**{**vars(INCIDENT), "date": None, "date_approximate": True})
    document = comparison_document(compare([]), incident=incident, articles=[], page_url=_page_url)

    assert document["incident"]["date"] is None
    assert document["incident"]["date_approximate"] is True
    assert (document["outlets"], document["facts"], document["quotes"]) == ([], [], [])


def test_document_facts_add_agreement_summary_outlet_names_and_article_pages():
    facts = _document()["facts"]

    fact = next(f for f in facts if f["key"] == "arrests-incident")
    assert list(fact) == [
        "key", "kind", "scope", "scope_detail", "group", "label", "status", "reason", "cells",
        "agreeing_outlets", "summary",
    ]
    assert fact["reason"] == "7 (BBC Sport) vs 9 (Sky Sports): different figures"
    assert (fact["status"], fact["agreeing_outlets"], fact["summary"]) == (
        "conflicting", 1, "7 vs 9 — conflicting")
    assert fact["cells"]["bbc"] == {
        "value": "7", "low": 7, "high": 7, "text": "seven arrests",
        "sentence": "Police made seven arrests.", "article_url": "https://bbc.example/report",
        "article_id": "bbc-1", "start": 40, "end": 53, "review_status": "unreviewed",
        "outlet_name": "BBC Sport", "article_page": "https://terrace.example/articles/bbc-1/",
    }
    assert list(fact["cells"]["bbc"]) == [
        "value", "low", "high", "text", "sentence", "article_url", "article_id", "start", "end",
        "review_status", "outlet_name", "article_page",
    ]
    # The Sun's article is not among the incident's articles: no page to link to.
    coin = next(f for f in facts if f["key"] == "missiles-incident-coin")
    assert coin["cells"]["sun"]["article_page"] == ""
    assert coin["cells"]["sun"]["outlet_name"] == "The Sun"
    assert coin["summary"] == "coin — The Sun only"
    assert coin["reason"] == "only The Sun reports it"


def test_document_quotes_mark_the_fullest_variant_and_link_article_pages():
    [group] = _document()["quotes"]

    assert list(group) == ["key", "speaker", "speaker_role", "status", "variants"]
    bbc, sky = group["variants"]
    assert list(sky) == [
        "outlet", "text", "article_url", "start", "end", "diff", "outlet_name", "fullest",
        "article_page",
    ]
    assert (bbc["outlet"], bbc["fullest"], bbc["outlet_name"]) == ("bbc", True, "BBC Sport")
    assert (sky["outlet"], sky["fullest"], sky["outlet_name"]) == ("sky", False, "Sky Sports")
    assert sky["article_page"] == "https://terrace.example/articles/sky-1/"
    assert sky["diff"][-1] == {"op": "delete", "fullest": "for this.", "variant": ""}


def test_the_document_holds_comparison_as_dict_plus_the_web_fields():
    claims = _sample_claims()
    document = _document(claims)
    plain = comparison_as_dict(compare(claims))

    def without(row: dict, *fields: str) -> dict:
        return {k: v for k, v in row.items() if k not in fields}

    assert [
        {**without(fact, "agreeing_outlets", "summary"),
         "cells": {o: without(c, "outlet_name", "article_page") for o, c in fact["cells"].items()}}
        for fact in document["facts"]
    ] == plain["facts"]
    assert [
        {**group, "variants": [without(v, "outlet_name", "fullest", "article_page") for v in group["variants"]]}
        for group in document["quotes"]
    ] == plain["quotes"]


def test_csv_rows_start_with_the_incident_and_follow_the_csv_fields():
    comparison = compare(_sample_claims())
    rows = list(csv_rows(comparison, incident_slug="rovers-v-city"))

    assert CSV_FIELDS == ("incident",) + ROW_FIELDS
    assert len(rows) == len(comparison_rows(comparison)) == 6
    assert all(tuple(r) == CSV_FIELDS for r in rows)
    assert {r["incident"] for r in rows} == {"rovers-v-city"}
    bbc_fact = next(r for r in rows if r["key"] == "arrests-incident" and r["outlet"] == "bbc")
    assert (bbc_fact["low"], bbc_fact["start"], bbc_fact["article_id"]) == (7, 40, "bbc-1")
    sky_fact = next(r for r in rows if r["key"] == "arrests-incident" and r["outlet"] == "sky")
    assert sky_fact["fullest"] == sky_fact["words_cut"] == ""
    quote_rows = [r for r in rows if r["section"] == "quote"]
    # None is an empty cell; numbers and booleans stay as they are for the writer.
    assert {(r["low"], r["high"]) for r in quote_rows} == {("", "")}
    assert [r["fullest"] for r in quote_rows] == [True, False]
    assert [r["words_cut"] for r in quote_rows] == [0, 2]
    assert {(r["group"], r["reason"]) for r in quote_rows} == {("", "")}
    assert bbc_fact["reason"] == sky_fact["reason"] == "7 (BBC Sport) vs 9 (Sky Sports): different figures"
    assert list(bbc_fact)[-2:] == ["group", "reason"]  # new columns come last


def test_csv_rows_cannot_plant_a_formula_in_a_spreadsheet():
    hostile = ["=HYPERLINK(\"x\")", "+44 7700", "-2", "@SUM(A1)", "\tcmd one", "\rcmd two"]
    claims = [make_claim(outlet="sun", kind="missiles", value=v, text=v) for v in hostile]
    claims.append(make_claim(outlet="sun", kind="score", value="2-1"))
    rows = list(csv_rows(compare(claims), incident_slug="-rovers"))

    by_text = {r["text"]: r for r in rows}
    assert {by_text["'" + v]["value"] for v in hostile} == {"'" + v for v in hostile}
    assert {r["incident"] for r in rows} == {"'-rovers"}
    score = next(r for r in rows if r["kind"] == "score")
    assert score["value"] == "2-1"  # only the start of a cell matters
    assert score["label"] == "Result"


def test_csv_rows_write_the_documented_header():
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=CSV_FIELDS)
    writer.writeheader()
    writer.writerows(csv_rows(compare(_sample_claims()), incident_slug="rovers-v-city"))
    header, *lines = out.getvalue().splitlines()

    assert header == (
        "incident,section,key,kind,scope,scope_detail,label,status,outlet,outlet_name,value,"
        "low,high,speaker,speaker_role,fullest,words_cut,words_added,text,sentence,"
        "article_url,article_id,start,end,review_status,group,reason"
    )
    assert lines[0].startswith('rovers-v-city,fact,arrests-incident,arrests,incident,,"Arrests, at this match"')
    assert any(",True,0,0," in line for line in lines)  # the fullest quote variant


def test_the_comparison_and_its_exports_import_nothing_from_django():
    # Of sources, only its plain convention of a date-only publication (sources.published).
    code = (
        "import sys, incidents.comparison.export; "
        "print(sorted({m.split('.')[0] for m in sys.modules} & {'django', 'config'} "
        "| {m for m in sys.modules if m.startswith('sources.')} - {'sources.published'}))"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                            cwd=Path(__file__).resolve().parents[3], env={"PATH": os.environ.get("PATH", "")})

    assert result.stdout.strip() == "[]"


def test_a_groups_row_exports_whom_it_counts_and_why():
    claims = [
        figure("bbc", "2", kind="injuries", group="stewards"),
        figure("sky", "5", kind="injuries", group="fans"),
        figure("sun", "7", kind="injuries"),
    ]
    document = _document(claims)
    by_key = {f["key"]: f for f in document["facts"]}

    assert set(by_key) == {"injuries-incident", "injuries-incident-stewards", "injuries-incident-fans"}
    stewards = by_key["injuries-incident-stewards"]
    assert (stewards["group"], stewards["label"], stewards["status"]) == (
        "stewards", "Injuries, stewards, at this match", "single")
    assert stewards["reason"] == "2 stewards (BBC Sport) and 5 supporters (Sky Sports): different people, no conflict"
    total = by_key["injuries-incident"]
    assert (total["group"], total["status"]) == ("", "compatible")
    assert total["reason"] == (
        "a total of 7 (The Sun) includes 2 stewards (BBC Sport) and 5 supporters (Sky Sports)")
    rows = {(r["key"], r["outlet"]): r for r in csv_rows(compare(claims), incident_slug="x")}
    assert rows[("injuries-incident-fans", "sky")]["group"] == "fans"
    assert rows[("injuries-incident", "sun")]["reason"] == total["reason"]
