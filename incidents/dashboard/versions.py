"""A report's versions as the dashboard shows them.

The Article row is the latest text and its Claim rows the latest claims; an older
version's claims are rebuilt from the snapshot frozen on it (``Claim.from_snapshot``)
as unsaved, read-only claims. What changed from one version to the next is told in
the timeline's words: each version's claims are compared on their own
(``incidents.comparison``) and their facts set side by side ("Arrests, at this
match: 2 → 7; a quote from Leeds United added").
"""

from __future__ import annotations

import copy
import datetime as dt
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from django.db.models.functions import Length
from django.utils import timezone

from incidents.comparison import Fact, QuoteGroup
from incidents.comparison.diff import ParagraphPair, diff_paragraphs, paragraph_counts
from incidents.dashboard.compared import incident_comparison, versioned_comparison
from incidents.dashboard.timeline import Change, Revised, TimelineEntry, timeline
from incidents.models import Claim
from sources.models import Article, ArticleVersion

# Said of a version whose figures and quotes are those of the one before.
WORDING_ONLY = "reworded; no figure or quote changed"
FIRST_VERSION = "first version seen"
# One-line errors of the article page's query string.
MSG_NO_SUCH_VERSION = "No version {number} of this report: it has version{s} 1{to}."
MSG_NOT_A_VERSION = "'{field}' must be a version number such as 1, not {value!r}."
MSG_SAME_VERSION = "Choose two different versions to compare."
_EARLIEST = dt.datetime.min.replace(tzinfo=dt.timezone.utc)
MSG_BAD_AS_OF = "'as_of' must be an ISO date or date-time such as 2018-09-22 or 2018-09-22T14:00, not {value!r}."
MSG_AS_OF_RANGE = "'as_of' must be a date between the years 1800 and 9998, not {value!r}."


def _value(fact: Fact) -> str:
    return next(iter(fact.cells.values())).value


@dataclass(frozen=True, slots=True)
class Revision:
    """What one text of a report says otherwise than an earlier one, fact by fact."""

    changed: list[Change]  # a figure given otherwise (the timeline's Change)
    added: list[tuple[Fact, str]]  # a fact the earlier text did not give, and its figure
    dropped: list[tuple[Fact, str]]
    quotes_added: list[QuoteGroup]
    quotes_dropped: list[QuoteGroup]
    headline: tuple[str, str] | None = None  # (before, after) when the headline changed

    @property
    def parts(self) -> list[str]:
        """Each change in words, figures first."""
        parts = [f"{c.fact.label}: {c.before} → {c.after}" for c in self.changed]
        parts += [f"{fact.label}: {value} added" for fact, value in self.added]
        parts += [f"{fact.label}: {value} no longer given" for fact, value in self.dropped]
        dropped = {group.speaker for group in self.quotes_dropped}
        added = {group.speaker for group in self.quotes_added}
        for speaker in dict.fromkeys(group.speaker for group in self.quotes_added):
            who = speaker or "someone unnamed"
            parts.append(f"a quote from {who} reworded" if speaker in dropped else f"a quote from {who} added")
        for speaker in dict.fromkeys(group.speaker for group in self.quotes_dropped):
            if speaker not in added:
                parts.append(f"a quote from {speaker or 'someone unnamed'} cut")
        if self.headline:
            parts.append("headline changed")
        return parts

    @property
    def line(self) -> str:
        """The changes in one line, or that only the wording changed."""
        return "; ".join(self.parts) or WORDING_ONLY


def revision(before: Iterable[Claim], after: Iterable[Claim], *, outlet_name: str = "",
             headlines: tuple[str, str] | None = None) -> Revision:
    """How the claims ``after`` (one text of a report) differ from ``before`` (an earlier
    text of it), each set compared on its own as the incident page compares claims."""
    old, new = incident_comparison(list(before)), incident_comparison(list(after))
    old_facts = {fact.key: fact for fact in old.facts}
    new_facts = {fact.key: fact for fact in new.facts}
    changed = [Change(fact, _value(old_facts[key]), outlet_name, _value(fact))
               for key, fact in new_facts.items() if key in old_facts and _value(old_facts[key]) != _value(fact)]
    added = [(fact, _value(fact)) for key, fact in new_facts.items() if key not in old_facts]
    dropped = [(fact, _value(fact)) for key, fact in old_facts.items() if key not in new_facts]
    old_quotes = {group.key for group in old.quote_groups}
    new_quotes = {group.key for group in new.quote_groups}
    headline = headlines if headlines and headlines[0] != headlines[1] else None
    return Revision(changed, added, dropped,
                    [g for g in new.quote_groups if g.key not in old_quotes],
                    [g for g in old.quote_groups if g.key not in new_quotes], headline)


def version_claims(version: ArticleVersion, article: Article, live: Sequence[Claim],
                   incident_id: int | None = None) -> list[Claim]:
    """The claims of one version: the live ones for the latest, else those frozen on it."""
    if version.number == article.version:
        for claim in live:
            claim.article = article  # read by the comparison: no query per claim
        return list(live)
    return frozen_claims(version, article, incident_id)


def frozen_claims(version: ArticleVersion, article: Article, incident_id: int | None = None) -> list[Claim]:
    """The claims frozen on an older version, rebuilt (unsaved) against ``article``; one
    whose kind the registry no longer knows is left out rather than failing the page."""
    claims = []
    for data in version.claims:
        try:
            claims.append(Claim.from_snapshot(data, article=article, incident_id=incident_id))
        except (ValueError, TypeError, KeyError):
            continue
    return sorted(claims, key=lambda c: (c.start, c.end, c.kind))


def versions_of(article_ids: Iterable[int]) -> dict[int, list[ArticleVersion]]:
    """Every version of these articles, oldest first, with its text and frozen claims
    and the size of its kept page (not the page): one query."""
    found: dict[int, list[ArticleVersion]] = {}
    rows = ArticleVersion.objects.of_articles(list(article_ids)).annotate(page_size=Length("page"))
    for version in rows:
        found.setdefault(version.article_id, []).append(version)
    return found


def revisions_of(articles: Sequence[Article], claims: Sequence[Claim]) -> tuple[list[Claim], list[Revised]]:
    """For the timeline of reports some of which were revised (``Article.version`` > 1):
    the claims with each revised report's replaced by its first version's, and each
    later version as a ``Revised`` (what it changed from the one before). One query."""
    revised = {article.pk: article for article in articles if article.version > 1}
    if not revised:
        return list(claims), []
    kept = versions_of(revised)
    live: dict[int, list[Claim]] = {}
    for claim in claims:
        live.setdefault(claim.article_id, []).append(claim)
    first = [claim for claim in claims if claim.article_id not in revised]
    events = []
    for pk, article in revised.items():
        # Only up to the version shown (an ``as_of`` page shows an earlier one).
        texts = [v for v in kept.get(pk, []) if v.number <= article.version]
        if not texts:
            first += live.get(pk, [])
            continue
        incident_id = next((c.incident_id for c in live.get(pk, [])), None)
        said = [version_claims(v, article, live.get(pk, []), incident_id) for v in texts]
        first += said[0]
        for index in range(1, len(texts)):
            before, after = texts[index - 1], texts[index]
            change = revision(said[index - 1], said[index], outlet_name=article.source.name,
                              headlines=(before.headline, after.headline))
            events.append(Revised(article, after.number, after.seen_at, change))
    return first, events


def revised_timeline(articles: Sequence[Article], claims: Sequence[Claim]) -> list[TimelineEntry]:
    """The incident's timeline with each later version of a report an entry of its own:
    reports say what their first version said, revisions what they changed."""
    first, events = revisions_of(articles, claims)
    return timeline(articles, versioned_comparison(first, articles)[0], events)


# --------------------------------------------------------------------------
# The article page's "Versions" section


@dataclass(frozen=True, slots=True)
class VersionRow:
    version: ArticleVersion
    latest: bool
    change: str  # what changed from the version before, in one line


@dataclass(frozen=True, slots=True)
class VersionPair:
    """Two versions of a report, paragraph by paragraph (the incident page's diff)."""

    a: ArticleVersion
    b: ArticleVersion
    paragraphs: list[ParagraphPair]

    @property
    def a_name(self) -> str:
        return f"version {self.a.number}"

    @property
    def b_name(self) -> str:
        return f"version {self.b.number}"

    @property
    def del_label(self) -> str:
        return f"only in {self.a_name}"

    @property
    def ins_label(self) -> str:
        return f"only in {self.b_name}"

    @property
    def counts(self) -> dict[str, int]:
        return paragraph_counts(self.paragraphs)


@dataclass(frozen=True, slots=True)
class ArticleVersions:
    """The Versions section and what the query string asked of it."""

    rows: list[VersionRow]
    shown: ArticleVersion | None  # an older version asked for with ?version=
    shown_claims: list[Claim]  # its frozen claims
    pair: VersionPair | None  # ?from=&to=
    chosen: tuple[int, int]  # the numbers the diff form shows
    error: str = ""

    @property
    def latest(self) -> ArticleVersion | None:
        return self.rows[-1].version if self.rows else None


def _number(params: Mapping[str, str], field: str, numbers: list[int]) -> tuple[int | None, str]:
    raw = params.get(field, "")
    if raw == "":
        return None, ""
    try:
        number = int(raw)
    except ValueError:
        return None, MSG_NOT_A_VERSION.format(field=field, value=raw[:20])
    if number not in numbers:
        last = numbers[-1] if numbers else 1
        return None, MSG_NO_SUCH_VERSION.format(number=number, s="s" if last > 1 else "",
                                                to=f" to {last}" if last > 1 else "")
    return number, ""


def article_versions(article: Article, live: Sequence[Claim], params: Mapping[str, str]) -> ArticleVersions:
    """The versions of ``article`` (``live``: its claims) with, as ``params`` ask,
    an older version shown (``version``) and two versions diffed (``from``, ``to``):
    one query."""
    versions = versions_of([article.pk]).get(article.pk, [])
    numbers = [v.number for v in versions]
    by_number = {v.number: v for v in versions}
    claims = {v.number: version_claims(v, article, live) for v in versions}
    rows = []
    for index, version in enumerate(versions):
        if index == 0:
            change = FIRST_VERSION
        else:
            before = versions[index - 1]
            change = revision(claims[before.number], claims[version.number],
                              headlines=(before.headline, version.headline)).line
        rows.append(VersionRow(version, version.number == article.version, change))

    errors = []
    shown_number, error = _number(params, "version", numbers)
    errors.append(error)
    shown = by_number[shown_number] if shown_number and shown_number != article.version else None
    a, error_a = _number(params, "from", numbers)
    b, error_b = _number(params, "to", numbers)
    errors += [error_a, error_b]
    pair = None
    if a is not None and b is not None:
        if a == b:
            errors.append(MSG_SAME_VERSION)
        else:
            pair = VersionPair(by_number[a], by_number[b], diff_paragraphs(by_number[a].body, by_number[b].body))
    chosen = (a or (numbers[-2] if len(numbers) > 1 else 1), b or (numbers[-1] if numbers else 1))
    return ArticleVersions(rows, shown, claims[shown.number] if shown else [], pair, chosen,
                           error=next((e for e in errors if e), ""))


# --------------------------------------------------------------------------
# An incident as it stood at a moment (?as_of=)


@dataclass(frozen=True, slots=True)
class AsOf:
    """The moment an incident page is shown as of, as asked (``parse_as_of``)."""

    moment: dt.datetime  # aware; a bare date means the end of that day, newsroom time
    text: str  # as given, for links
    has_time: bool


def parse_as_of(value: str) -> tuple[AsOf | None, str]:
    """``?as_of=`` read: an ISO date (the end of that day, newsroom time) or date-time
    (newsroom time unless it says its zone); (None, a one-line error) when it is not one."""
    text = value.strip()
    if not text:
        return None, ""
    try:
        if len(text) == 10:
            day = dt.date.fromisoformat(text)
            moment, has_time = dt.datetime.combine(day, dt.time.max), False
        else:
            moment, has_time = dt.datetime.fromisoformat(text), True
    except ValueError:
        return None, MSG_BAD_AS_OF.format(value=text[:40])
    if not 1800 <= moment.year <= 9998:
        return None, MSG_AS_OF_RANGE.format(value=text[:40])
    if timezone.is_naive(moment):
        moment = timezone.make_aware(moment, timezone.get_current_timezone())
    return AsOf(moment, text, has_time), ""


@dataclass(frozen=True, slots=True)
class StoodAt:
    """An incident's reports and claims as they stood at a moment."""

    articles: list[Article]  # each as its latest version then (a copy, for an older one)
    claims: list[Claim]  # those versions' claims: live for a latest version, else frozen
    revised_since: int  # how many of those reports have a later version now


def _as_version(article: Article, version: ArticleVersion) -> Article:
    """A copy of ``article`` holding an older version's text (never saved)."""
    shown = copy.copy(article)
    for name in ("headline", "standfirst", "body", "byline", "published", "published_approximate", "updated"):
        setattr(shown, name, getattr(version, name))
    shown.version = version.number
    return shown


def stood_at(articles: Sequence[Article], claims: Sequence[Claim], moment: dt.datetime) -> StoodAt:
    """The reports as they stood at ``moment``: each one's latest version by then (a
    version stands from ``ArticleVersion.seen_at``), with that version's claims; a
    report not yet published then is left out. One query."""
    kept = versions_of([a.pk for a in articles])
    live: dict[int, list[Claim]] = {}
    for claim in claims:
        live.setdefault(claim.article_id, []).append(claim)
    shown, shown_claims, revised_since = [], [], 0
    for article in articles:
        texts = kept.get(article.pk, [])
        mine = live.get(article.pk, [])
        if not texts:  # stored without versions: its one text, from its publication
            stood = article.published or article.imported_at
            if stood <= moment:
                shown.append(article)
                shown_claims += mine
            continue
        then = [v for v in texts if v.seen_at <= moment and not (v.published and v.published > moment)]
        if not then:
            continue
        version = then[-1]
        if version.number == article.version:
            shown.append(article)
            shown_claims += mine
            continue
        incident_id = next((c.incident_id for c in mine), None)
        older = _as_version(article, version)
        shown.append(older)
        shown_claims += frozen_claims(version, older, incident_id)
        revised_since += 1
    order = {a.pk: (a.published or _EARLIEST, a.pk) for a in shown}
    shown.sort(key=lambda a: order[a.pk])
    shown_claims.sort(key=lambda c: (*order[c.article_id], c.start, c.kind))
    return StoodAt(shown, shown_claims, revised_since)

