"""Fact rows: what each outlet said about each checkable fact, and whether they agree.

Rows
  * Numeric kinds (arrests, injuries, deaths, dispersal, bans, crowd) get one
    row per (kind, scope, normalised scope_detail), so a season total never
    meets a match figure and each other match has its own row.  Bans given as
    "lifetime" form their own row ("Life bans pledged").
  * A crowd figure is either the people present (an attendance, an away
    following: "5,000-strong", "a crowd of 41,000", "in the away end") or the
    people involved ("hundreds of supporters clashed"); the two never meet in
    one row (``crowd_role``), so a following of 5,000 is no conflict with 40
    who fought.
  * score, competition and venue get one row per (kind, scope) (plus the
    other match, for scope "other_match") and conflict when outlets disagree.
  * Every other kind is categorical: one row per (kind, scope, value) that
    lists who mentions it.  Silence is not contradiction, so these rows are
    "agreed" (two or more outlets) or "single", never "conflicting".
  * How a kind compares (count, single-valued, categorical) comes from the kind
    registry, ``incidents.extraction.kinds``; rows follow its kind order, then
    scope, then label.

Agreement between two numeric figures (see ``figures_agree``)
  * equal numbers agree;
  * an approximate single figure ("about 200") stands for anything within
    ±15% of it (``APPROXIMATE_TOLERANCE``): 170–230;
  * a range ("three or four" 3–4, "hundreds" 200–999) stands for its low..high;
  * two figures agree when the spans they stand for overlap.

One outlet, several figures for one fact
  The cell shows one representative (``_figure_rank``): undisputed first, then
  the most specific, then the largest, since counts only grow as a story
  develops.  The cell still lists every figure the outlet gave.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from incidents.extraction import kinds
from incidents.extraction.records import SCOPES

from .model import AGREED, CONFLICTING, DISPUTED, SINGLE, Cell, ComparedClaim, Fact
from .words import normal_words

# An approximate single figure ("about 200") agrees with figures within ±15%.
# Newsrooms round crowd and arrest figures loosely; 15% keeps "about 200" vs
# 210 together while "about 200" vs 300 is a conflict worth a look.
APPROXIMATE_TOLERANCE_PERCENT = 15
APPROXIMATE_TOLERANCE = APPROXIMATE_TOLERANCE_PERCENT / 100

LIFETIME = "lifetime"

SCOPE_PHRASES: dict[str, str] = {
    "incident": "at this match",
    "season": "this season",
    "other_match": "at another match",
    "unknown": "scope unclear",
}


def _slug(text: str) -> str:
    return "-".join(normal_words(text)).replace("'", "")


def normalise_scope_detail(detail: str) -> str:
    """"The Middlesbrough match " -> "middlesbrough-match"; used in keys and grouping."""
    words = normal_words(detail)
    if words and words[0] == "the":
        words = words[1:]
    return "-".join(words).replace("'", "")


# --------------------------------------------------------------------------
# Numeric figures


def _bounds(claim: ComparedClaim) -> tuple[int, int] | None:
    low, high = claim.low, claim.high
    if low is None and high is None:
        digits = claim.value.replace(",", "").strip()
        if not digits.isdigit():
            return None
        low = high = int(digits)
    elif low is None:
        low = high
    elif high is None:
        high = low
    return (min(low, high), max(low, high))


def _span(claim: ComparedClaim) -> tuple[float, float] | None:
    """The numbers a figure stands for; None when it is not a number."""
    bounds = _bounds(claim)
    if bounds is None:
        return None
    low, high = bounds
    if claim.approximate and low == high:
        return (low * (1 - APPROXIMATE_TOLERANCE), high * (1 + APPROXIMATE_TOLERANCE))
    return (float(low), float(high))


def figures_agree(a: ComparedClaim, b: ComparedClaim) -> bool:
    """Whether two numeric claims can both be true (see module docstring).

    A figure that is not a number ("several") only agrees with the same words:
    flagging it for a look is safer than claiming agreement.
    """
    span_a, span_b = _span(a), _span(b)
    if span_a is None or span_b is None:
        return display_value(a).casefold() == display_value(b).casefold()
    # A small epsilon keeps exact ±15% edges (200 vs 230) inside the band.
    eps = 1e-9
    return span_a[0] <= span_b[1] + eps and span_b[0] <= span_a[1] + eps


def display_value(claim: ComparedClaim) -> str:
    """How a figure reads in a cell: "7", "3–4", "hundreds", "about 200", "lifetime"."""
    if claim.kind not in kinds.NUMERIC_KINDS:
        return claim.value
    if claim.value.strip().casefold() == LIFETIME:
        return LIFETIME
    bounds = _bounds(claim)
    if bounds is None:
        return claim.value
    low, high = bounds
    if low == high:
        return f"about {low}" if claim.approximate else str(low)
    if claim.approximate and claim.original and not re.search(r"\d", claim.original):
        return claim.original.strip().casefold()  # "hundreds", "dozens"
    return f"{low}–{high}"


def _figure_rank(claim: ComparedClaim) -> tuple:
    """Sort key for choosing an outlet's representative figure (higher wins).

    Prefer undisputed claims, then specific figures (exact > approximate >
    range > not a number), then the largest.  Counts of arrests and injuries
    only ever grow as a story develops, so when a text gives a first figure and
    an update ("seven arrests ... that has since risen to nine") the largest
    specific figure is the latest one, not a second opinion.
    """
    bounds = _bounds(claim)
    if bounds is None:
        specificity, size, narrowness = 0, 0, 0
    else:
        low, high = bounds
        if low == high:
            specificity = 2 if claim.approximate else 3
        else:
            specificity = 1
        size, narrowness = high, -(high - low)
    return (claim.review_status != DISPUTED, specificity, narrowness, size)


# --------------------------------------------------------------------------
# Grouping claims into facts


def _scope_order(scope: str) -> int:
    return SCOPES.index(scope) if scope in SCOPES else len(SCOPES)


def _scope_phrase(scope: str, scope_detail: str) -> str:
    phrase = SCOPE_PHRASES.get(scope, scope.replace("_", " "))
    if scope_detail.strip():
        joiner = ": " if scope == "other_match" else " — "
        phrase = f"{phrase}{joiner}{scope_detail.strip()}"
    return phrase


@dataclass(slots=True)
class _Row:
    key: str
    kind: str
    scope: str
    scope_detail: str
    label: str
    rule: str  # how the row compares: kinds.COUNT, kinds.SINGLE or kinds.CATEGORICAL
    claims_by_outlet: dict[str, list[ComparedClaim]] = field(default_factory=dict)


# What follows a crowd figure when it counts the people there rather than those
# who took part: "5,000-strong", "a following of", "in the away end", "travelled".
_PRESENT_AFTER_RE = re.compile(
    r"^[^.;:!?]{0,40}?\b(?:strong|following|contingent|crowd|sell-?out|travell?(?:ed|ing)|visiting|allocated|"
    r"expected|escorted|made\s+the\s+(?:trip|journey)|"
    r"in\s+the\s+(?:away|home|visiting)\s+(?:end|section|stand|enclosure)|inside\s+the\s+(?:ground|stadium)|"
    r"in\s+attendance|attended|watched|tickets?|allocation|were\s+(?:there|present))\b",
    re.IGNORECASE,
)
# ... or what comes before it: "a crowd of", "the attendance was", "in front of", "took".
_PRESENT_BEFORE_RE = re.compile(
    r"\b(?:crowd|attendance|gate|audience|following|contingent)\s+(?:of|was|were|is|stood\s+at|numbered)\s+"
    r"(?:about\s+|around\s+|some\s+|nearly\s+|almost\s+|more\s+than\s+|over\s+)?$|"
    r"\b(?:in\s+front\s+of|watched\s+by|attended\s+by|took|brought|sold|had)\s+(?:the\s+)?"
    r"(?:about\s+|around\s+|some\s+|nearly\s+|almost\s+|more\s+than\s+|over\s+)?$",
    re.IGNORECASE,
)
# Words of taking part win over being there: "5,000 fans travelled and hundreds clashed".
_INVOLVED_AFTER_RE = re.compile(
    r"^\S*(?:\s+(?!(?:and|but|while|whereas)\b)[^\s,;]+){0,6}?\s+(?:clash\w*|fought|fight\w*|brawl\w*|attack\w*|charg\w*|threw|thrown|hurl\w*|"
    r"invad\w*|stormed|rioted|tried|attempted|confronted|taunt\w*|involved|took\s+part|ran|rampag\w*)\b",
    re.IGNORECASE,
)
PRESENT, INVOLVED = "present", "involved"


def crowd_role(claim: ComparedClaim) -> str:
    """Whether a crowd claim counts the people present or the people involved."""
    text = claim.text or claim.original or ""
    at = claim.sentence.find(text) if text else -1
    if at < 0:
        before, after = "", text
    else:
        before, after = claim.sentence[max(0, at - 40):at], claim.sentence[at + len(text):]
    if _INVOLVED_AFTER_RE.match(text + after):
        return INVOLVED
    if _PRESENT_BEFORE_RE.search(before) or _PRESENT_AFTER_RE.match(text) or _PRESENT_AFTER_RE.match(after):
        return PRESENT
    return INVOLVED


def _row_identity(claim: ComparedClaim) -> tuple[str, str, str, str]:
    """(key, rule, label, shown scope_detail) of the fact row a claim belongs to."""
    kind, scope = claim.kind, claim.scope or "unknown"
    detail = claim.scope_detail.strip()
    detail_key = normalise_scope_detail(detail)
    base = f"{kind}-{scope}"

    if kind in kinds.NUMERIC_KINDS:
        if kind == "bans" and claim.value.strip().casefold() == LIFETIME:
            key = "-".join(p for p in (base, detail_key, LIFETIME) if p)
            label = "Life bans pledged"
            if scope != "incident" or detail:
                label = f"{label}, {_scope_phrase(scope, detail)}"
            return key, kinds.CATEGORICAL, label, detail
        key = f"{base}-{detail_key}" if detail_key else base
        label = kinds.kind_label(kind)
        if kind == "crowd" and crowd_role(claim) == PRESENT:
            key, label = f"{key}-{PRESENT}", "People present"
        return key, kinds.COUNT, f"{label}, {_scope_phrase(scope, detail)}", detail

    if kind in kinds.SINGLE_VALUED_KINDS:
        # Two different other matches each have their own score.
        if scope == "other_match" and detail_key:
            return f"{base}-{detail_key}", kinds.SINGLE, (
                f"{kinds.kind_label(kind)}, {_scope_phrase(scope, detail)}"
            ), detail
        label = kinds.kind_label(kind)
        if scope != "incident":
            label = f"{label}, {_scope_phrase(scope, '')}"
        return base, kinds.SINGLE, label, ""

    value_key = _slug(claim.value) or "unspecified"
    key = f"{base}-{value_key}"
    if kind == "pitch_invasion" and value_key == "yes":
        label = kinds.kind_label(kind)
    else:
        label = f"{kinds.kind_label(kind)}: {claim.value.strip()}"
    if scope != "incident":
        label = f"{label} ({_scope_phrase(scope, detail)})"
    if scope == "other_match" and detail_key:
        key = f"{base}-{detail_key}-{value_key}"
    return key, kinds.CATEGORICAL, label, detail


def _single_value_key(claim: ComparedClaim) -> str:
    if claim.kind == "score":
        return re.sub(r"\s*[-–—:]\s*", "-", claim.value.strip())
    words = normal_words(claim.value)
    if words and words[0] == "the":
        words = words[1:]
    return " ".join(words)


def _representative(rule: str, claims: list[ComparedClaim]) -> ComparedClaim:
    undisputed = [c for c in claims if c.review_status != DISPUTED] or claims
    if rule == kinds.COUNT:
        return max(claims, key=_figure_rank)
    if rule == kinds.SINGLE:
        # The value this outlet repeats most; on a tie, the first it gave.
        counts = Counter(_single_value_key(c) for c in undisputed)
        best = max(counts.values())
        return next(c for c in undisputed if counts[_single_value_key(c)] == best)
    return undisputed[0]


def _agree(rule: str, a: ComparedClaim, b: ComparedClaim) -> bool:
    if rule == kinds.COUNT:
        return figures_agree(a, b)
    if rule == kinds.SINGLE:
        return _single_value_key(a) == _single_value_key(b)
    return True


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _build_fact(row: _Row, outlet_names: dict[str, str]) -> Fact:
    cells: dict[str, Cell] = {}
    for outlet, claims in row.claims_by_outlet.items():
        primary = _representative(row.rule, claims)
        cells[outlet] = Cell(
            outlet=outlet,
            outlet_name=outlet_names.get(outlet) or outlet,
            claims=claims,
            value=display_value(primary),
            primary=primary,
        )

    reps = [cell.primary for cell in cells.values()]
    shown = list(dict.fromkeys(cell.value for cell in cells.values()))
    if len(cells) == 1:
        status, agreeing = SINGLE, 1
        only = next(iter(cells.values()))
        summary = f"{only.value} — {only.outlet_name} only"
    else:
        # The largest block of outlets that agree with one of them.
        agreeing = max(sum(_agree(row.rule, a, b) for b in reps) for a in reps)
        if all(_agree(row.rule, a, b) for i, a in enumerate(reps) for b in reps[i + 1:]):
            status = AGREED
            verb = "mentioned" if row.rule == kinds.CATEGORICAL else "agreed"
            summary = f"{' / '.join(shown)} — {verb} by {_plural(len(cells), 'outlet')}"
        else:
            status = CONFLICTING
            summary = f"{' vs '.join(shown)} — conflicting"
    return Fact(
        key=row.key,
        kind=row.kind,
        scope=row.scope,
        scope_detail=row.scope_detail,
        label=row.label,
        status=status,
        cells=cells,
        agreeing_outlets=agreeing,
        summary=summary,
    )


def compare_facts(claims: Iterable[ComparedClaim], outlet_names: dict[str, str]) -> list[Fact]:
    """The fact rows of claims that are not quotes, given in outlet then text order.

    Rows follow the registry's kind order, then scope, then label.
    """
    rows: dict[str, _Row] = {}
    for claim in claims:
        key, rule, label, detail = _row_identity(claim)
        row = rows.get(key)
        if row is None:
            row = rows[key] = _Row(key, claim.kind, claim.scope or "unknown", detail, label, rule)
        row.claims_by_outlet.setdefault(claim.outlet, []).append(claim)

    facts = [_build_fact(row, outlet_names) for row in rows.values()]
    facts.sort(key=lambda f: (kinds.kind_order(f.kind), _scope_order(f.scope), f.label, f.key))
    return facts
