"""The timeline: an incident's reports in publication order and what each added.

A report adds the facts and quotes no earlier report carried; a party "yet to
comment" in one report is shown beside the statements other reports attribute
to it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from incidents.comparison import Comparison, QuoteVariant

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
