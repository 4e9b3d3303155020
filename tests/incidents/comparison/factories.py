"""Compared claims for the comparison's tests: plain records, no database."""

from __future__ import annotations

import dataclasses
import itertools
from datetime import date, datetime, timezone

from incidents.comparison import ComparedClaim
from incidents.extraction.kinds import NUMERIC_KINDS, QUOTE_KIND
from incidents.extraction.records import ClaimRecord

_ids = itertools.count(1)

OUTLET_NAMES = {
    "bbc": "BBC Sport",
    "sky": "Sky Sports",
    "sun": "The Sun",
    "echo": "Liverpool Echo",
    "guardian": "The Guardian",
}

# Where a claim ran: the fields of ComparedClaim besides the record.
CONTEXT_FIELDS = tuple(f.name for f in dataclasses.fields(ComparedClaim) if f.name != "record")


def make_claim(**overrides) -> ComparedClaim:
    """A claim as the view builds it; by default "7 arrests at this match" from BBC."""
    n = next(_ids)
    outlet = overrides.get("outlet", "bbc")
    fields = {
        "claim_id": n,
        "outlet": outlet,
        "outlet_name": OUTLET_NAMES.get(outlet, outlet.title()),
        "article_id": f"{outlet}-1",
        "article_url": f"https://{outlet}.example/report",
        "published": date(2024, 3, 9),
        "kind": "arrests",
        "value": "7",
        "low": None,
        "high": None,
        "approximate": False,
        "original": "",
        "scope": "incident",
        "scope_detail": "",
        "detail": "",
        "group": "",
        "speaker": "",
        "speaker_role": "",
        "text": "",
        "sentence": "",
        "start": n * 10,
        "end": n * 10 + 5,
        "review_status": "unreviewed",
        "outlet_kind": "",
    }
    fields.update(overrides)
    value = fields["value"]
    if fields["kind"] in NUMERIC_KINDS and value.isdigit() and "low" not in overrides:
        fields["low"] = fields["high"] = int(value)
    if fields["kind"] == QUOTE_KIND and "text" not in overrides:
        fields["text"] = value
    context = {name: fields.pop(name) for name in CONTEXT_FIELDS}
    fields.setdefault("sentence_start", fields["start"])
    fields.setdefault("sentence_end", fields["end"])
    return ComparedClaim(record=ClaimRecord(**fields), **context)


def figure(outlet: str, value: str, **overrides) -> ComparedClaim:
    return make_claim(outlet=outlet, value=value, **overrides)


def vague(outlet: str, words: str, low: int, high: int | None, **overrides) -> ComparedClaim:
    """A figure as the extractor reads vague words: "dozens" (24, 99), "more than 20" (20, None)."""
    return make_claim(outlet=outlet, value=str(low), low=low, high=high, approximate=True,
                      original=words, **overrides)


def about(outlet: str, n: int, words: str = "about", **overrides) -> ComparedClaim:
    """An estimate: "about 200", or "around 300" with ``words="around"``."""
    return vague(outlet, f"{words} {n}", n, n, **overrides)


def on(day: int, hour: int = 0, minute: int = 0, month: int = 10) -> datetime:
    """A publication in October 2024 (UTC); hour 0 and minute 0 is a date-only publication."""
    return datetime(2024, month, day, hour, minute, tzinfo=timezone.utc)


def quote(outlet: str, speaker: str, words: str, **overrides) -> ComparedClaim:
    return make_claim(outlet=outlet, kind=QUOTE_KIND, value=words, speaker=speaker, **overrides)


def only_fact(comparison):
    assert len(comparison.facts) == 1, [f.key for f in comparison.facts]
    return comparison.facts[0]
