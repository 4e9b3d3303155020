"""The comparison as the dashboard shows it.

Claim rows become ``ComparedClaim`` records and are compared (an incident page's
comparison once for the same records: Django's cache, keyed on a digest of them);
the result is read as table rows (one cell per outlet column), as the few headline
figures the incidents list leads with, and as how many of an incident's figures
reach each level of agreement (``level_counts``).
"""

from __future__ import annotations

import hashlib
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from django.core.cache import cache

from incidents.comparison import (
    AGREED,
    COMPATIBLE,
    CONFLICTING,
    FACT_STATUSES,
    SINGLE,
    UPDATED,
    ComparedClaim,
    Comparison,
    Fact,
    compare,
)
from incidents.comparison.model import text_order_key
from incidents.extraction.kinds import BY_NAME as KINDS
from incidents.extraction.kinds import (
    HEADLINE_KINDS,
    KEY_FIGURES,
    NUMERIC_KINDS,
    SECTIONS,
    SINGLE_VALUED_KINDS,
    Section,
)

# How many figures the incidents page shows for each incident.
HEADLINE_FIGURES = 3
# Facts whose values can agree or conflict (counts, result, competition, venue);
# categorical rows ("Missiles: coin") only list who mentions them.
CHECKABLE_KINDS = NUMERIC_KINDS | SINGLE_VALUED_KINDS
# How the incidents list counts each level: "2 agreed · 1 compatible · 1 conflicting".
LEVEL_WORDS = {
    AGREED: "agreed", COMPATIBLE: "compatible", CONFLICTING: "conflicting",
    UPDATED: "updated", SINGLE: "one outlet only",
}


def compared_claim(claim) -> ComparedClaim:
    """One Claim row (with ``article__source`` loaded) as the comparison sees it.

    An editor's correction replaces the extractor's value; the words stay the report's.
    """
    article = claim.article
    return ComparedClaim(
        record=claim.as_record(),
        claim_id=claim.pk,
        outlet=article.source.slug,
        outlet_name=article.source.name,
        article_id=article.pk,
        article_url=article.url,
        published=article.published,
        review_status=claim.review_status,
        outlet_kind=article.source.kind,
    )


def outlet_order(articles: Iterable) -> list[str]:
    """Outlet slugs in the order of their first report (articles already sorted)."""
    return list(dict.fromkeys(a.source.slug for a in articles))


def cache_digest(text: str) -> str:
    """A short digest of ``text`` for a cache key."""
    return hashlib.blake2b(text.encode(), digest_size=16).hexdigest()


def incident_comparison(claims: Iterable, articles: Sequence | None = None) -> Comparison:
    """The comparison of ``claims``, their outlets' columns in the order of ``articles``."""
    outlets = outlet_order(articles) if articles is not None else None
    return compare([compared_claim(c) for c in claims], outlets=outlets)


def versioned_comparison(claims: Iterable, articles: Sequence | None = None) -> tuple[Comparison, str]:
    """``incident_comparison`` and its version: a digest of exactly what ``compare``
    reads.  The version names the comparison in the cache, so the same records are
    compared once and any change to a claim, its article or its outlet makes a new one;
    what is drawn from it can be kept under it too."""
    outlets = outlet_order(articles) if articles is not None else None
    compared = [compared_claim(c) for c in claims]
    version = cache_digest(repr((outlets, compared)))
    comparison = cache.get(f"comparison:{version}")
    if comparison is None:
        comparison = compare(compared, outlets=outlets)
        cache.set(f"comparison:{version}", comparison)
    return comparison, version


def fact_of_claim(comparison: Comparison) -> dict:
    """claim id -> the key of the fact row or quote group it belongs to."""
    keys: dict = {}
    for fact in comparison.facts:
        for cell in fact.cells.values():
            for claim in cell.claims:
                keys[claim.claim_id] = fact.key
    for group in comparison.quote_groups:
        for variant in group.variants:
            keys[variant.claim.claim_id] = group.key
    return keys


@dataclass(frozen=True, slots=True)
class FactRow:
    """A fact with one cell (or None) per outlet column, for a template."""

    fact: Fact
    cells: list
    outlet_names: list  # the columns' outlets, as the cells go (a phone's card names each)
    citations: tuple = ()  # a copy-ready line per outlet that reported it

    @property
    def conflicting(self) -> bool:
        return self.fact.status == CONFLICTING

    @property
    def named_cells(self) -> list[tuple[str, object]]:
        return list(zip(self.outlet_names, self.cells))


def fact_rows(comparison: Comparison, *, only_conflicts: bool = False) -> list[FactRow]:
    facts = comparison.conflicts if only_conflicts else comparison.facts
    names = [comparison.outlet_names.get(o) or o for o in comparison.outlets]
    return [FactRow(f, [f.cells.get(o) for o in comparison.outlets], names) for f in facts]


@dataclass(frozen=True, slots=True)
class FactSection:
    """One part of the facts table (``kinds.SECTIONS``) and its rows."""

    section: Section
    rows: list[FactRow]
    open: bool  # a collapsed section opens when it holds the highlighted fact


def fact_sections(rows: list[FactRow], highlight: str = "") -> list[FactSection]:
    """``rows`` in the facts table's sections, in ``SECTIONS`` order; empty ones left out."""
    by_section: dict[str, list[FactRow]] = defaultdict(list)
    for row in rows:
        by_section[KINDS[row.fact.kind].section].append(row)
    return [
        FactSection(section, by_section[section.name],
                    not section.collapsed or any(r.fact.key == highlight for r in by_section[section.name]))
        for section in SECTIONS if by_section[section.name]
    ]


@dataclass(frozen=True, slots=True)
class Figure:
    fact: Fact
    text: str  # "7", "7 / about 7", or "4 (BBC London) vs 3 (Evening Standard, Yorkshire Evening Post)"


def values_by_outlet(fact: Fact) -> list[tuple[str, list[str]]]:
    """Each value the outlets give for ``fact``, with the names of those who give it,
    in the order the outlets' columns come."""
    values: dict[str, list[str]] = {}
    for cell in fact.cells.values():
        values.setdefault(cell.value, []).append(cell.outlet_name)
    return list(values.items())


def figure_text(fact: Fact) -> str:
    if fact.status == CONFLICTING and len(fact.cells) == 1 and fact.reason:
        # The figure it conflicts with is another row's (a group's count): the reason names both.
        return fact.reason
    if fact.status == CONFLICTING:
        return " vs ".join(f"{value} ({', '.join(names)})" for value, names in values_by_outlet(fact))
    return " / ".join(dict.fromkeys(cell.value for cell in fact.cells.values()))


def headline_figures(comparison: Comparison, limit: int = HEADLINE_FIGURES) -> list[Figure]:
    """The figures the incidents page leads with: match figures reported by most outlets."""
    facts = [f for f in comparison.facts if f.kind in HEADLINE_KINDS and f.scope == "incident"]
    facts.sort(key=lambda f: (-len(f.cells), HEADLINE_KINDS.index(f.kind)))
    return [Figure(f, figure_text(f)) for f in facts[:limit]]


@dataclass(frozen=True, slots=True)
class VerdictSummary:
    """The answer an incident page opens with: where the outlets conflict (each value
    and who gave it), then the key figures of this match two or more outlets give
    (agreed, compatible or updated), then those only one outlet gives."""

    conflicts: list[Figure]
    shared: list[Figure]
    single: list[Figure]

    @property
    def headline(self) -> str:
        """The summary in one line, as the incidents list shows it."""
        if self.conflicts:
            count = len(self.conflicts)
            lines = "; ".join(f"{figure.fact.label}: {figure.text}" for figure in self.conflicts)
            return f"{count} conflict{'s' if count > 1 else ''}: {lines}"
        if self.shared:
            # An updated figure is no agreement: it says which way it moved.
            agreed = [f for f in self.shared if f.fact.status != UPDATED]
            updated = [f for f in self.shared if f.fact.status == UPDATED]
            parts = []
            if agreed:
                parts.append("Outlets agree on " + "; ".join(
                    f"{figure.fact.label}: {figure_text(figure.fact)}" for figure in agreed))
            if updated:
                parts.append("Updated in later reports: " + "; ".join(
                    f"{figure.fact.label}: {' → '.join(cell.value for cell in _by_time(figure.fact))}"
                    for figure in updated))
            return "No conflicts. " + ". ".join(parts)
        if self.single:
            return "No key figure is given by two outlets yet"
        return "No figures read yet"


def _by_time(fact: Fact) -> list:
    """A fact's cells, the earliest report's first (an update's order)."""
    return sorted(fact.cells.values(), key=lambda cell: text_order_key(cell.primary))


def _shared_text(fact: Fact) -> str:
    """A shared figure's values and who gave each: "7 (BBC Sport, Sky Sports)"."""
    return "; ".join(f"{value} ({', '.join(names)})" for value, names in values_by_outlet(fact))


def verdict_summary(comparison: Comparison) -> VerdictSummary:
    key = [f for f in comparison.facts if KINDS[f.kind].section == KEY_FIGURES and f.scope == "incident"]
    return VerdictSummary(
        conflicts=[Figure(f, figure_text(f)) for f in comparison.conflicts],
        shared=[Figure(f, _shared_text(f)) for f in key if f.status in (AGREED, COMPATIBLE, UPDATED)],
        single=[Figure(f, _shared_text(f)) for f in key if f.status == SINGLE],
    )


@dataclass(frozen=True, slots=True)
class LevelCount:
    status: str
    count: int

    @property
    def words(self) -> str:
        return LEVEL_WORDS[self.status]


def level_counts(comparison: Comparison) -> list[LevelCount]:
    """How many checkable facts reach each level, in ``FACT_STATUSES`` order; levels
    no fact reaches are left out."""
    counted = [f.status for f in comparison.facts if f.kind in CHECKABLE_KINDS]
    return [LevelCount(status, counted.count(status)) for status in FACT_STATUSES if status in counted]
