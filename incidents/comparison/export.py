"""The comparison as a JSON document and as CSV rows: both export shapes, whole, here.

The README ("Exporting a comparison") documents both shapes; a change here is a
change to a published format.

Rules
  * ``comparison_document``: the JSON document of ``/incidents/<slug>/compare.json``.
    Keys in this order: ``incident``, ``outlets`` (each with its articles, in the
    order the articles are given), ``facts``, ``quotes``.  A fact says whom it
    counts (``group``: "" for all or unspecified people) and why its ``status``
    (``reason``: one line), and has one cell per outlet that reported it,
    showing the cell's representative claim; a quote has
    one variant per quote claim, with the word diff from the fullest variant.
    ``article_page`` is Terrace's page for the article ("" for an article not
    given); ``article_url`` is the outlet's own URL.
  * ``csv_rows``: the rows of ``/incidents/<slug>/compare.csv``, keys in
    ``CSV_FIELDS`` order: one row per fact and outlet (section "fact"), one per
    quote variant (section "quote") with the words it cut from or added to the
    fullest variant.  The columns added since the first release (``group``,
    ``reason``) come last, so a spreadsheet reading columns by place still
    works; quote rows leave them empty.  None becomes an empty cell, and a text
    that a spreadsheet would run as a formula gets a leading ``'`` (``csv_safe``).
  * ``comparison_as_dict`` and ``comparison_rows`` are the parts that need only
    the comparison: the facts and quotes without outlet names or page links, and
    the rows without the incident column or spreadsheet safety.

No Django here: the incident and articles are read through their attributes,
and the caller says what an object's page URL is.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Any

from incidents.extraction.kinds import QUOTE_KIND

from .diff import DiffOp
from .model import Cell, Comparison, Fact, QuoteGroup, QuoteVariant

ROW_FIELDS: tuple[str, ...] = (
    "section", "key", "kind", "scope", "scope_detail", "label", "status",
    "outlet", "outlet_name", "value", "low", "high", "speaker", "speaker_role",
    "fullest", "words_cut", "words_added", "text", "sentence", "article_url",
    "article_id", "start", "end", "review_status",
    # New columns go last: readers that take columns by place keep working.
    "group", "reason",
)
CSV_FIELDS: tuple[str, ...] = ("incident",) + ROW_FIELDS

# What a spreadsheet reads as the start of a formula (OWASP CSV injection).
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


# --------------------------------------------------------------------------
# JSON


def _diff_as_dict(diff: list[DiffOp]) -> list[dict]:
    return [{"op": d.op, "fullest": d.words_fullest, "variant": d.words_variant} for d in diff]


def _fact_dict(fact: Fact, cells: dict[str, dict]) -> dict:
    return {
        "key": fact.key,
        "kind": fact.kind,
        "scope": fact.scope,
        "scope_detail": fact.scope_detail,
        "group": fact.group,
        "label": fact.label,
        "status": fact.status,
        "reason": fact.reason,
        "cells": cells,
    }


def _cell_dict(cell: Cell) -> dict:
    return {
        "value": cell.value,
        "low": cell.primary.low,
        "high": cell.primary.high,
        "text": cell.primary.text,
        "sentence": cell.primary.sentence,
        "article_url": cell.primary.article_url,
        "article_id": cell.primary.article_id,
        "start": cell.primary.start,
        "end": cell.primary.end,
        "review_status": cell.primary.review_status,
    }


def _quote_dict(group: QuoteGroup, variants: list[dict]) -> dict:
    return {
        "key": group.key,
        "speaker": group.speaker,
        "speaker_role": group.speaker_role,
        "status": group.status,
        "variants": variants,
    }


def _variant_dict(variant: QuoteVariant) -> dict:
    return {
        "outlet": variant.outlet,
        "text": variant.text,
        "article_url": variant.claim.article_url,
        "start": variant.claim.start,
        "end": variant.claim.end,
        "diff": _diff_as_dict(variant.diff),
    }


def comparison_as_dict(comparison: Comparison) -> dict:
    """The facts and quotes of the JSON export, without outlet names or page links."""
    return {
        "facts": [
            _fact_dict(fact, {outlet: _cell_dict(cell) for outlet, cell in fact.cells.items()})
            for fact in comparison.facts
        ],
        "quotes": [
            _quote_dict(group, [_variant_dict(v) for v in group.variants])
            for group in comparison.quote_groups
        ],
    }


def _isoformat(value) -> str | None:
    return value.isoformat() if value else None


def _incident_dict(incident: Any, page: str) -> dict:
    return {
        "slug": incident.slug, "title": incident.title,
        "date": _isoformat(incident.date),
        "date_approximate": incident.date_approximate,
        "home_club": incident.home_club, "away_club": incident.away_club,
        "competition": incident.competition, "round": incident.round,
        "venue": incident.venue, "city": incident.city, "country": incident.country,
        "result": incident.result,
        "url": page,
    }


def _outlet_dicts(articles: list, pages: dict) -> list[dict]:
    """Each outlet once, in the order of its first article, with its articles."""
    outlets: dict[str, dict] = {}
    for article in articles:
        source = article.source
        outlet = outlets.setdefault(source.slug, {
            "slug": source.slug, "name": source.name,
            "kind": source.kind, "domain": source.domain, "articles": [],
        })
        outlet["articles"].append({
            "id": article.pk, "headline": article.headline, "url": article.url,
            "page": pages[article.pk],
            "published": _isoformat(article.published),
            "published_approximate": article.published_approximate,
        })
    return list(outlets.values())


def comparison_document(
    comparison: Comparison, *, incident: Any, articles: Iterable[Any], page_url: Callable[[Any], str]
) -> dict:
    """The JSON export of one incident's comparison, complete.

    ``incident`` has the Incident model's attributes (slug, title, date, clubs,
    venue, ...); ``articles`` are the incident's reports in publication order,
    each with the Article attributes (pk, headline, url, published,
    published_approximate) and ``.source`` (slug, name, kind, domain);
    ``page_url(obj)`` is the absolute URL of an incident's or article's page.
    """
    articles = list(articles)
    pages = {article.pk: page_url(article) for article in articles}
    return {
        "incident": _incident_dict(incident, page_url(incident)),
        "outlets": _outlet_dicts(articles, pages),
        "facts": [
            {
                **_fact_dict(fact, {
                    outlet: {
                        **_cell_dict(cell),
                        "outlet_name": cell.outlet_name,
                        "article_page": pages.get(cell.primary.article_id, ""),
                    }
                    for outlet, cell in fact.cells.items()
                }),
                "agreeing_outlets": fact.agreeing_outlets,
                "summary": fact.summary,
            }
            for fact in comparison.facts
        ],
        "quotes": [
            _quote_dict(group, [
                {
                    **_variant_dict(v),
                    "outlet_name": v.outlet_name,
                    "fullest": v is group.fullest,
                    "article_page": pages.get(v.claim.article_id, ""),
                }
                for v in group.variants
            ])
            for group in comparison.quote_groups
        ],
    }


# --------------------------------------------------------------------------
# CSV


def _count_words(diff: list[DiffOp], side: str) -> int:
    if side == "cut":
        return sum(len(d.words_fullest.split()) for d in diff if d.op in ("delete", "replace"))
    return sum(len(d.words_variant.split()) for d in diff if d.op in ("insert", "replace"))


def comparison_rows(comparison: Comparison) -> list[dict]:
    """Flat rows for CSV, every row with the keys in ``ROW_FIELDS``.

    section "fact": one row per fact and outlet; section "quote": one row per
    quote variant, with how many words it cut from / added to the fullest one.
    """
    rows: list[dict] = []
    for fact in comparison.facts:
        for outlet, cell in fact.cells.items():
            c = cell.primary
            rows.append({
                "section": "fact", "key": fact.key, "kind": fact.kind,
                "scope": fact.scope, "scope_detail": fact.scope_detail,
                "label": fact.label, "status": fact.status,
                "outlet": outlet, "outlet_name": cell.outlet_name,
                "value": cell.value, "low": c.low, "high": c.high,
                "speaker": c.speaker, "speaker_role": c.speaker_role,
                "fullest": "", "words_cut": "", "words_added": "",
                "text": c.text, "sentence": c.sentence,
                "article_url": c.article_url, "article_id": c.article_id,
                "start": c.start, "end": c.end, "review_status": c.review_status,
                "group": fact.group, "reason": fact.reason,
            })
    for group in comparison.quote_groups:
        for v in group.variants:
            c = v.claim
            rows.append({
                "section": "quote", "key": group.key, "kind": QUOTE_KIND,
                "scope": c.scope, "scope_detail": c.scope_detail,
                "label": group.speaker, "status": group.status,
                "outlet": v.outlet, "outlet_name": v.outlet_name,
                "value": v.text, "low": None, "high": None,
                "speaker": group.speaker, "speaker_role": group.speaker_role,
                "fullest": v is group.fullest,
                "words_cut": _count_words(v.diff, "cut"),
                "words_added": _count_words(v.diff, "added"),
                "text": c.text, "sentence": c.sentence,
                "article_url": c.article_url, "article_id": c.article_id,
                "start": c.start, "end": c.end, "review_status": c.review_status,
                "group": "", "reason": "",
            })
    return rows


def csv_safe(value) -> object:
    """A spreadsheet cell that cannot run as a formula (OWASP CSV injection)."""
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return "'" + value
    return value


def csv_rows(comparison: Comparison, *, incident_slug: str) -> Iterator[dict]:
    """The CSV export's rows, keys in ``CSV_FIELDS`` order, ready for ``csv.DictWriter``.

    Every row starts with the incident's slug; None is an empty cell and no cell
    can run as a formula.
    """
    for row in comparison_rows(comparison):
        row = {"incident": incident_slug, **row}
        yield {k: csv_safe("" if v is None else v) for k, v in row.items()}
