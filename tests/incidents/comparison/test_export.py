"""incidents.comparison.export: the JSON document and the CSV rows, and the keys they carry."""

from __future__ import annotations

import json
import random
import re

from incidents.comparison import (
    ROW_FIELDS,
    ComparedClaim,
    compare,
    comparison_as_dict,
    comparison_rows,
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
    assert set(fact) == {"key", "kind", "scope", "scope_detail", "label", "status", "cells"}
    assert fact["status"] == "conflicting"
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
