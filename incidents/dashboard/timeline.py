"""The timeline: an incident's reports in publication order and what each added.

A report adds the facts and quotes no earlier report carried, and changes a
figure an earlier report gave otherwise ("Arrests: 2 (BBC Sport) → 7"); the rest
it repeats.  A party "yet to comment" in one report is shown beside the
statements other reports attribute to it.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Sequence
from dataclasses import dataclass

from incidents.comparison import Comparison, QuoteVariant
from incidents.comparison.figures import display_value

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
class Change:
    """A figure a report gives otherwise than the last earlier report that gave it."""

    fact: object  # Fact
    before: str
    before_outlet: str
    after: str


@dataclass(frozen=True, slots=True)
class Revised:
    """A later version of a report (``incidents.dashboard.versions``): from when it
    stood and what it changed from the version before."""

    article: object
    number: int
    when: dt.datetime | None
    revision: object  # versions.Revision: changed (Changes), added facts, quotes, in words


@dataclass(frozen=True, slots=True)
class TimelineEntry:
    article: object
    new_facts: list  # (Fact, the figure this report gives)
    new_quotes: list  # (QuoteGroup, QuoteVariant)
    repeated: int  # facts and quotes earlier reports already carried, the same
    no_comment: list  # NoComment
    changed: list = ()  # Change: figures earlier reports gave otherwise
    revised: Revised | None = None  # set on the entry of a later version of a report


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


_EARLIEST = dt.datetime.min.replace(tzinfo=dt.timezone.utc)


def _in_time_order(articles: Sequence, revisions: Sequence[Revised]) -> list:
    """The reports (in their given order) and the revisions, each revision after its
    own report and among the reports by when it stood."""
    keyed, at, report_at = [], _EARLIEST, {}
    for n, article in enumerate(articles):
        at = article.published or at
        report_at[article.pk] = at
        keyed.append((at, 0, n, article))
    for n, revised in enumerate(revisions):
        own = report_at.get(revised.article.pk, _EARLIEST)
        keyed.append((max(revised.when or own, own), 1, n, revised))
    keyed.sort(key=lambda item: item[:3])
    return [item[3] for item in keyed]


def timeline(articles: Sequence, comparison: Comparison, revisions: Sequence[Revised] = ()) -> list[TimelineEntry]:
    """The reports in publication order and what each added to the earlier ones; with
    ``revisions``, each later version of a report is an entry of its own, at its time,
    and what it changed counts as reported from then on (``comparison`` then holds
    each revised report's first version)."""
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

    last: dict[str, tuple[str, str]] = {}  # fact key -> (value, outlet) as last reported
    seen: set[str] = set()
    entries = []
    for article in _in_time_order(articles, revisions):
        if isinstance(article, Revised):
            outlet = article.article.source.name
            for change in article.revision.changed:
                last[change.fact.key] = (change.after, outlet)
            for fact, value in article.revision.added:
                last[fact.key] = (value, outlet)
                seen.add(fact.key)
            entries.append(TimelineEntry(article.article, [], [], 0, [], article.revision.changed, revised=article))
            continue
        items = by_article.get(article.pk, {})
        new_facts, new_quotes, changed, repeated = [], [], [], 0
        for key, (what, row, cell) in items.items():
            value = _value_in(cell, article.pk) if what == "fact" else ""
            if key in seen:
                before = last.get(key)
                if before is not None and value and value != before[0]:
                    changed.append(Change(row, before[0], before[1], value))
                else:
                    repeated += 1
            elif what == "fact":
                new_facts.append((row, value))
            else:
                new_quotes.append((row, cell))
            if value:
                last[key] = (value, cell.outlet_name)
        seen.update(items)
        notes = []
        for who, sentence in no_comment_notes(article.body):
            statements = [
                v for g in comparison.quote_groups for v in g.variants
                if v.claim.article_id != article.pk and _statement_by(who, v)
            ]
            notes.append(NoComment(who, sentence, statements))
        entries.append(TimelineEntry(article, new_facts, new_quotes, repeated, notes, changed))
    return entries


def _value_in(cell, article_id) -> str:
    """The figure ``cell`` (one outlet's) shows for one of its reports: the cell's own
    when that report gave it, else the report's first."""
    if cell.primary.article_id == article_id:
        return cell.value
    return next((display_value(c) for c in cell.claims if c.article_id == article_id), "")
