"""What the dashboard views need between the database rows and the templates.

Turning Claim rows into ``ComparedClaim`` records, marking up a report's text
with its claims (escaped piece by piece, never trusted whole), the timeline of
what each report added, search snippets and the CSV guard.  Functions here take
rows or plain data and return plain data or ``SafeString``s built with
``format_html``/``escape``.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from django.utils.html import escape, format_html
from django.utils.safestring import SafeString, mark_safe

from incidents.comparison import (
    CONFLICTING,
    ComparedClaim,
    Comparison,
    Fact,
    QuoteGroup,
    QuoteVariant,
    compare,
)

# Figures the incidents page shows for each incident, most important first.
HEADLINE_KINDS: tuple[str, ...] = ("arrests", "injuries", "deaths", "dispersal", "bans", "crowd")
HEADLINE_FIGURES = 3


# --------------------------------------------------------------------------
# Rows -> comparison


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
    )


def outlet_order(articles: Iterable) -> list[str]:
    """Outlet slugs in the order of their first report (articles already sorted)."""
    return list(dict.fromkeys(a.source.slug for a in articles))


def incident_comparison(claims: Iterable, articles: Sequence | None = None) -> Comparison:
    outlets = outlet_order(articles) if articles is not None else None
    return compare([compared_claim(c) for c in claims], outlets=outlets)


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


def claims_of_key(comparison: Comparison, key: str) -> set:
    """Ids of every claim behind one fact row or quote group."""
    return {claim_id for claim_id, k in fact_of_claim(comparison).items() if k == key}


@dataclass(frozen=True, slots=True)
class FactRow:
    """A fact with one cell (or None) per outlet column, for a template."""

    fact: Fact
    cells: list

    @property
    def conflicting(self) -> bool:
        return self.fact.status == CONFLICTING


def fact_rows(comparison: Comparison, *, only_conflicts: bool = False) -> list[FactRow]:
    facts = comparison.conflicts if only_conflicts else comparison.facts
    return [FactRow(f, [f.cells.get(o) for o in comparison.outlets]) for f in facts]


@dataclass(frozen=True, slots=True)
class Figure:
    fact: Fact
    text: str  # "7", "7 / about 7", or "5 (BBC Sport) vs 2 (The Sun)"


def figure_text(fact: Fact) -> str:
    if fact.status == CONFLICTING:
        return " vs ".join(f"{cell.value} ({cell.outlet_name})" for cell in fact.cells.values())
    return " / ".join(dict.fromkeys(cell.value for cell in fact.cells.values()))


def headline_figures(comparison: Comparison, limit: int = HEADLINE_FIGURES) -> list[Figure]:
    """The figures the incidents page leads with: match figures reported by most outlets."""
    facts = [f for f in comparison.facts if f.kind in HEADLINE_KINDS and f.scope == "incident"]
    facts.sort(key=lambda f: (-len(f.cells), HEADLINE_KINDS.index(f.kind)))
    return [Figure(f, figure_text(f)) for f in facts[:limit]]


# --------------------------------------------------------------------------
# Marked-up report text


@dataclass(slots=True)
class _Span:
    start: int
    end: int
    level: int  # 0 sentence, 1 claim
    claim: object = None
    facts: list[str] = field(default_factory=list)
    children: list[_Span] = field(default_factory=list)
    highlighted: bool = False


def _nest(spans: list[_Span], length: int) -> _Span:
    """Keep the spans that nest; one crossing another is dropped (its claim is
    still listed, only not marked in the text)."""
    root = _Span(0, length, -1)
    stack = [root]
    for span in sorted(spans, key=lambda s: (s.start, -s.end, s.level)):
        if span.start >= span.end or span.end > length:
            continue
        while stack[-1] is not root and stack[-1].end <= span.start:
            stack.pop()
        parent = stack[-1]
        if span.end > parent.end:
            continue
        parent.children.append(span)
        stack.append(span)
    return root


def _render(span: _Span, body: str, pieces: list[str], *, article_ids: bool) -> None:
    at = span.start
    for child in span.children:
        pieces.append(escape(body[at:child.start]))
        if child.level == 0:
            pieces.append(format_html(
                '<span class="sentence{}" data-facts="{}">',
                " is-highlighted" if child.highlighted else "",
                " ".join(dict.fromkeys(child.facts)),
            ))
            _render(child, body, pieces, article_ids=article_ids)
            pieces.append("</span>")
        else:
            claim = child.claim
            classes = ["claim", f"kind-{claim.kind}"]
            if child.highlighted:
                classes.append("is-current")
            if claim.review_status in ("disputed", "confirmed", "rejected"):
                classes.append(f"is-{claim.review_status}")
            pieces.append(format_html(
                '<mark class="{}"{} data-claim="{}" data-fact="{}" title="{}">',
                " ".join(classes),
                format_html(' id="claim-{}"', claim.pk) if article_ids else "",
                claim.pk,
                child.facts[0] if child.facts else "",
                claim.get_kind_display() + (
                    f" ({claim.get_review_status_display().lower()})"
                    if claim.review_status != "unreviewed" else ""
                ),
            ))
            _render(child, body, pieces, article_ids=article_ids)
            pieces.append("</mark>")
        at = child.end
    pieces.append(escape(body[at:span.end]))


def marked_text(
    body: str,
    claims: Iterable,
    *,
    fact_keys: dict | None = None,
    highlight: str = "",
    article_ids: bool = False,
) -> SafeString:
    """The report's text, escaped, with each claim in a ``<mark>`` inside its sentence.

    ``fact_keys`` (claim id -> fact key) tags marks and sentences with
    ``data-fact``/``data-facts`` so the page can highlight a fact in every
    account; sentences stating ``highlight`` are highlighted server-side.
    ``article_ids`` gives each mark the ``claim-<pk>`` anchor (the article page).
    """
    fact_keys = fact_keys or {}
    sentences: dict[tuple[int, int], _Span] = {}
    spans: list[_Span] = []
    for claim in claims:
        if claim.review_status == "rejected" and not article_ids:
            continue
        key = fact_keys.get(claim.pk, "")
        span = _Span(claim.start, claim.end, 1, claim=claim, facts=[key] if key else [],
                     highlighted=bool(highlight) and key == highlight)
        spans.append(span)
        bounds = (claim.sentence_start, claim.sentence_end)
        sentence = sentences.get(bounds)
        if sentence is None:
            sentence = sentences[bounds] = _Span(*bounds, 0)
            spans.append(sentence)
        if key:
            sentence.facts.append(key)
            sentence.highlighted = sentence.highlighted or key == highlight
    root = _nest(spans, len(body))
    pieces: list[str] = []
    _render(root, body, pieces, article_ids=article_ids)
    html = "".join(pieces)
    if "\n\n" not in body:
        # One line per paragraph: show a blank line between them (display only; the
        # stored text and its offsets are untouched). Tags never contain newlines.
        html = html.replace("\n", "\n\n")
    # Every piece above is escaped text or format_html output.
    return mark_safe(html)


def marked_claim_ids(body: str, claims: Iterable) -> set:
    """Which claims ``marked_text`` can mark (the rest cross another span)."""
    claims = list(claims)
    spans = [_Span(c.start, c.end, 1, claim=c) for c in claims]
    spans += [_Span(s, e, 0) for s, e in {(c.sentence_start, c.sentence_end) for c in claims}]
    root = _nest(spans, len(body))
    found: set = set()

    def walk(span: _Span) -> None:
        for child in span.children:
            if child.level == 1:
                found.add(child.claim.pk)
            walk(child)

    walk(root)
    return found


# --------------------------------------------------------------------------
# Timeline


NO_COMMENT = re.compile(
    r"(?P<who>\b[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,3})\s+"
    r"(?:are|is|was|were|has|have|had)\s+"
    r"(?:yet to comment|not (?:yet )?commented|declined to comment|"
    r"not (?:yet )?responded|unavailable for comment|yet to respond)"
)


@dataclass(frozen=True, slots=True)
class NoComment:
    who: str
    sentence: str
    statements: list  # QuoteVariants elsewhere attributed to the same party


@dataclass(frozen=True, slots=True)
class TimelineEntry:
    article: object
    new_facts: list  # (Fact, Cell)
    new_quotes: list  # (QuoteGroup, QuoteVariant)
    repeated: int  # facts and quotes earlier reports already carried
    no_comment: list  # NoComment


def _sentence_around(body: str, start: int, end: int) -> str:
    left = max(body.rfind(".", 0, start), body.rfind("\n", 0, start)) + 1
    stops = [i for i in (body.find(".", end), body.find("\n", end)) if i >= 0]
    right = min(stops) + 1 if stops else len(body)
    return body[left:right].strip()


def no_comment_notes(body: str) -> list[tuple[str, str]]:
    """(who, sentence) for each "X are yet to comment" in a report."""
    notes = []
    for match in NO_COMMENT.finditer(body):
        who = match.group("who").strip()
        notes.append((who, _sentence_around(body, match.start(), match.end())))
    return notes


def _statement_by(who: str, variant: QuoteVariant) -> bool:
    party = who.casefold().removeprefix("the ")
    speaker = variant.claim.speaker.casefold()
    return bool(party) and party in speaker and variant.claim.speaker_role in ("club", "official", "")


def timeline(articles: Sequence, comparison: Comparison) -> list[TimelineEntry]:
    """The reports in publication order and what each added to the earlier ones."""
    by_article: dict = {}
    for fact in comparison.facts:
        for cell in fact.cells.values():
            for claim in cell.claims:
                by_article.setdefault(claim.article_id, {}).setdefault(fact.key, ("fact", fact, cell))
    for group in comparison.quote_groups:
        for variant in group.variants:
            by_article.setdefault(variant.claim.article_id, {}).setdefault(
                group.key, ("quote", group, variant)
            )

    seen: set[str] = set()
    entries = []
    for article in articles:
        items = by_article.get(article.pk, {})
        new_facts, new_quotes, repeated = [], [], 0
        for key, (what, row, cell) in items.items():
            if key in seen:
                repeated += 1
            elif what == "fact":
                new_facts.append((row, cell))
            else:
                new_quotes.append((row, cell))
        seen.update(items)
        notes = []
        for who, sentence in no_comment_notes(article.body):
            statements = [
                v for g in comparison.quote_groups for v in g.variants
                if v.claim.article_id != article.pk and _statement_by(who, v)
            ]
            notes.append(NoComment(who, sentence, statements))
        entries.append(TimelineEntry(article, new_facts, new_quotes, repeated, notes))
    return entries


def quote_group_outlets_missing(group: QuoteGroup, outlets: Sequence[str]) -> list[str]:
    carried = set(group.outlets)
    return [o for o in outlets if o not in carried]


# --------------------------------------------------------------------------
# Incidents page


def season_of(day: dt.date) -> str:
    """The football season a date falls in: July to June, "2016/17"."""
    first = day.year if day.month >= 7 else day.year - 1
    return f"{first}/{(first + 1) % 100:02d}"


SEASON = re.compile(r"^(\d{4})/(\d{2})$")


def season_bounds(season: str) -> tuple[dt.date, dt.date] | None:
    match = SEASON.match(season or "")
    if not match:
        return None
    first = int(match.group(1))
    if (first + 1) % 100 != int(match.group(2)):
        return None
    return dt.date(first, 7, 1), dt.date(first + 1, 6, 30)


def seasons_between(first: dt.date | None, last: dt.date | None) -> list[str]:
    """Every season from ``last`` back to ``first``, newest first."""
    if first is None or last is None:
        return []
    start, end = int(season_of(first)[:4]), int(season_of(last)[:4])
    return [f"{y}/{(y + 1) % 100:02d}" for y in range(end, start - 1, -1)]


SNIPPET_RADIUS = 90


def search_terms(query: str) -> list[str]:
    """The words a plain (non-PostgreSQL) search looks for; "-word" exclusions are dropped."""
    words = re.findall(r"-?[\w'’]+(?:-[\w'’]+)*", query)
    return [w for w in words
            if len(w) > 1 and not w.startswith("-") and w.lower() not in {"or", "and", "not"}]


def plain_snippet(texts: Iterable[str], query: str) -> SafeString:
    """Around the first search term found in ``texts``: escaped, the term in <mark>."""
    terms = search_terms(query)
    if not terms:
        return SafeString("")
    pattern = re.compile("|".join(re.escape(t) for t in sorted(terms, key=len, reverse=True)),
                         re.IGNORECASE)
    for text in texts:
        match = pattern.search(text or "")
        if not match:
            continue
        left = max(0, match.start() - SNIPPET_RADIUS)
        right = min(len(text), match.end() + SNIPPET_RADIUS)
        window = text[left:right]
        pieces = ["…" if left else ""]
        at = 0
        for hit in pattern.finditer(window):
            pieces.append(escape(window[at:hit.start()]))
            pieces.append(format_html("<mark>{}</mark>", hit.group()))
            at = hit.end()
        pieces.append(escape(window[at:]))
        pieces.append("…" if right < len(text) else "")
        return mark_safe(" ".join("".join(pieces).split()))
    return SafeString("")


HEADLINE_START = "\x02"
HEADLINE_STOP = "\x03"


def marked_headline(raw: str | None) -> SafeString:
    """PostgreSQL's ts_headline output made safe: escape all of it, then turn the
    control-character markers (never HTML) into <mark> tags."""
    if not raw:
        return SafeString("")
    text = escape(raw.replace("\n", " "))
    text = text.replace(HEADLINE_START, "<mark>").replace(HEADLINE_STOP, "</mark>")
    # An unbalanced marker (a stray control character in a report) must not leave a tag open.
    if text.count("<mark>") != text.count("</mark>"):
        text = escape(raw.replace(HEADLINE_START, "").replace(HEADLINE_STOP, ""))
    return mark_safe(text)


# --------------------------------------------------------------------------
# CSV


FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def csv_safe(value) -> object:
    """A spreadsheet cell that cannot run as a formula (OWASP CSV injection)."""
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return "'" + value
    return value
