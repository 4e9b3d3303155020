"""Fact-by-fact comparison of what several outlets reported about one incident.

The web side turns Claim + Article + Source rows into ``ComparedClaim`` records;
``compare()`` lines them up into a ``Comparison`` of fact rows and quote groups,
which the dashboard renders and ``export`` turns into the JSON and CSV exports.

What each module owns (its rules are in its docstring):
  * ``model``: the records in and out (``ComparedClaim``, ``Fact`` and its
    ``Cell``s, ``QuoteGroup`` and its ``QuoteVariant``s, ``Comparison``), their
    statuses and reading order;
  * ``facts``: fact rows (by kind, scope, other match and group counted), crowd
    roles, scope phrases;
  * ``figures``: what a figure stands for (tolerances, ranges, bounds), how it
    reads, and when two figures are the same, compatible or apart;
  * ``verdicts``: each fact's level (agreed, compatible, updated, conflicting,
    single) and its one-line reason: updates, later reports, totals against
    their parts, different people;
  * ``quotes``: speaker matching, quote alignment and grouping;
  * ``diff``: word diffs (``diff_words``);
  * ``export``: the JSON document and the CSV rows, whole;
  * ``citations``: copy-ready citation lines for a fact's cells;
  * ``words``: how words compare (case, accents, quotes, punctuation folded).

Which kinds are counts, single-valued or categorical, their labels and their
order come from the kind registry, ``incidents.extraction.kinds``.

This package imports nothing from Django or the web side (views, dashboard,
models): it takes plain records and returns dataclasses, and its tests need no
database.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

# Re-exported: callers that ask the comparison which kinds it compares as figures.
from incidents.extraction.kinds import NUMERIC_KINDS, QUOTE_KIND, SINGLE_VALUED_KINDS

from .citations import citation_line
from .diff import DiffOp, diff_words
from .export import (
    CSV_FIELDS,
    FORMULA_STARTS,
    ROW_FIELDS,
    comparison_as_dict,
    comparison_document,
    comparison_rows,
    csv_rows,
    csv_safe,
)
from .facts import (
    INVOLVED,
    PRESENT,
    SCOPE_PHRASES,
    compare_facts,
    crowd_action,
    crowd_following,
    crowd_in_town,
    crowd_role,
    normalise_scope_detail,
)
from .figures import (
    APPROXIMATE_TOLERANCE,
    APPROXIMATE_TOLERANCE_PERCENT,
    LIFETIME,
    denied,
    display_value,
    figure_words,
    figures_agree,
)
from .model import (
    AGREED,
    COMPATIBLE,
    CONFIRMED,
    CONFLICTING,
    DISPUTED,
    FACT_STATUSES,
    REJECTED,
    SINGLE,
    UPDATED,
    VARIED,
    VERBATIM,
    Cell,
    ComparedClaim,
    Comparison,
    Fact,
    QuoteGroup,
    QuoteVariant,
    text_order_key,
)
from .quotes import MIN_QUOTE_WORDS, QUOTE_MATCH_THRESHOLD, compare_quotes, speakers_match
from .verdicts import LATER_REPORT_HOURS, later

__all__ = [
    "AGREED", "APPROXIMATE_TOLERANCE", "APPROXIMATE_TOLERANCE_PERCENT", "COMPATIBLE", "CONFIRMED",
    "CONFLICTING", "CSV_FIELDS", "DISPUTED", "FACT_STATUSES", "FORMULA_STARTS", "INVOLVED",
    "LATER_REPORT_HOURS", "LIFETIME", "MIN_QUOTE_WORDS", "NUMERIC_KINDS", "PRESENT", "QUOTE_KIND",
    "QUOTE_MATCH_THRESHOLD", "REJECTED", "ROW_FIELDS", "SCOPE_PHRASES", "SINGLE",
    "SINGLE_VALUED_KINDS", "UPDATED", "VARIED", "VERBATIM", "Cell", "ComparedClaim", "Comparison",
    "DiffOp", "Fact", "QuoteGroup", "QuoteVariant",
    "citation_line", "compare", "comparison_as_dict", "comparison_document", "comparison_rows",
    "crowd_action", "crowd_following", "crowd_in_town", "crowd_role", "csv_rows", "csv_safe", "denied", "diff_words",
    "display_value",
    "figure_words",
    "figures_agree", "later", "normalise_scope_detail", "speakers_match",
]


def compare(claims: Iterable[ComparedClaim], outlets: Sequence[str] | None = None) -> Comparison:
    """Line up outlets' claims fact by fact and quote by quote.

    ``outlets`` orders the columns and restricts the comparison to those
    outlets; by default every outlet appears, in the order first seen.
    Rejected claims are left out; disputed and confirmed ones stay, and their
    cells say so.
    """
    kept = [c for c in claims if c.review_status != REJECTED]
    if outlets is not None:
        wanted = set(outlets)
        kept = [c for c in kept if c.outlet in wanted]
        outlet_list = list(dict.fromkeys(outlets))
    else:
        outlet_list = list(dict.fromkeys(c.outlet for c in kept))
    outlet_order = {slug: i for i, slug in enumerate(outlet_list)}
    outlet_names: dict[str, str] = {slug: "" for slug in outlet_list}
    for c in kept:
        if c.outlet_name and not outlet_names.get(c.outlet):
            outlet_names[c.outlet] = c.outlet_name
    outlet_names = {slug: name or slug for slug, name in outlet_names.items()}

    kept.sort(key=lambda c: (outlet_order[c.outlet], text_order_key(c)))
    return Comparison(
        facts=compare_facts([c for c in kept if c.kind != QUOTE_KIND], outlet_names),
        quote_groups=compare_quotes([c for c in kept if c.kind == QUOTE_KIND], outlet_order, outlet_names),
        outlets=outlet_list,
        outlet_names=outlet_names,
    )
