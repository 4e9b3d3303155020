"""Report text marked up for the dashboard, escaped piece by piece, never trusted whole.

A report's text with each claim in a ``<mark>`` inside its sentence, and search
snippets with the words found in ``<mark>``.  Functions here take rows or plain
data and return ``SafeString``s built with ``format_html``/``escape``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from django.utils.html import escape, format_html
from django.utils.safestring import SafeString, mark_safe

from incidents.extraction.kinds import BY_NAME as KINDS_BY_NAME
from incidents.models import IncidentQuerySet

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
            # The family class (figure, detail, quote) is styled; kind-<name> says which kind.
            kind = KINDS_BY_NAME.get(claim.kind)
            family = [kind.css_class] if kind else []
            classes = list(dict.fromkeys(["claim", *family, f"kind-{claim.kind}"]))
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
                # The registry's label: get_kind_display() rebuilds the choices every call.
                (kind.label if kind else claim.kind) + (
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
        # One line per paragraph: a gap between them, drawn by an empty element so
        # that the page's text stays the report's, character for character (an
        # editor's selection is counted in it). Tags never contain newlines.
        html = html.replace("\n", '\n<span class="gap"></span>')
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
# Search snippets


def marked_headline(raw: str | None) -> SafeString:
    """A search snippet (PostgreSQL's ts_headline, SQLite's FTS5 snippet()) made safe:
    escape all of it, then turn the control-character markers (never HTML) into <mark> tags."""
    if not raw:
        return SafeString("")
    start, stop = IncidentQuerySet.SNIPPET_START, IncidentQuerySet.SNIPPET_STOP
    text = escape(raw.replace("\n", " "))
    text = text.replace(start, "<mark>").replace(stop, "</mark>")
    # An unbalanced marker (a stray control character in a report) must not leave a tag open.
    if text.count("<mark>") != text.count("</mark>"):
        text = escape(raw.replace(start, "").replace(stop, ""))
    return mark_safe(text)
