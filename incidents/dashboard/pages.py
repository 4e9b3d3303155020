"""What the dashboard's templates read: small typed objects, built from the
selectors' rows and comparisons without further queries."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from math import ceil
from urllib.parse import quote

from django.core.cache import cache
from django.core.paginator import Paginator
from django.utils import timezone
from django.utils.functional import cached_property
from django.utils.safestring import SafeString

from incidents.comparison import Comparison, Fact, QuoteGroup, citation_line
from incidents.comparison.diff import ParagraphPair, diff_paragraphs, paragraph_counts
from incidents.dashboard.compared import (
    FactRow,
    FactSection,
    VerdictSummary,
    cache_digest,
    fact_of_claim,
    fact_rows,
    fact_sections,
    verdict_summary,
)
from incidents.dashboard.selectors import ComparedIncident, IncidentSummary, summary_version
from incidents.dashboard.text import marked_headline, marked_text
from incidents.dashboard.timeline import TimelineEntry, timeline
from incidents.dashboard.versions import AsOf, parse_as_of, revised_timeline
from incidents.dashboard.watermark import archive_watermark, kept
from incidents.models import Claim, Incident
from sources.models import Article, Source

# --------------------------------------------------------------------------
# The incidents list


@dataclass(frozen=True, slots=True)
class IncidentCard:
    incident: Incident
    outlets: list[Source]  # in the order of their first report
    summaries: Mapping[int, IncidentSummary]  # the page's, read only when a card is drawn
    snippet: str  # safe HTML around a search's hits; "" without a search

    @property
    def summary(self) -> IncidentSummary:
        """Its figures, their levels of agreement, its conflicts."""
        return self.summaries[self.incident.pk]

    @property
    def synthetic(self) -> bool:
        """Whether it is demo data: reported by a fictional outlet."""
        return any(outlet.synthetic for outlet in self.outlets)

    @property
    def version(self) -> str:
        """A digest of everything the card shows, naming its HTML in the cache: the
        incident as last saved, its summary's version (claims and reports), whether it
        is demo data and the snippet."""
        return cache_digest(repr((self.incident.updated_at, summary_version(self.incident), self.synthetic,
                                  str(self.snippet))))


class SearchPaginator(Paginator):
    """Pages of a list that may be a search: a search counts its results exactly up
    to a limit and estimates past it (``count.approximate``), never rescanning; a
    list that is no search is counted once while the archive's watermark stands; and
    it finds a page's incidents first (ranked, only their ids), then reads those
    rows with what their cards need, so that nothing is computed for the matches
    that are not on the page."""

    @cached_property
    def searched(self) -> bool:
        query = getattr(self.object_list, "query", None)
        return query is not None and "rank" in query.annotations

    @cached_property
    def count(self) -> int:
        if self.searched:
            return self.object_list.count_estimated()
        query = getattr(self.object_list, "query", None)
        if query is None or query.is_empty():
            return Paginator.count.func(self)
        # A list's count reads every row it counts: kept under the archive's watermark,
        # it is counted again only once an incident, a report or a claim was written.
        key = f"list-count:{cache_digest(repr(query.sql_with_params()))}"
        return kept(key, archive_watermark(), lambda: Paginator.count.func(self))

    @cached_property
    def num_pages(self) -> int:
        """Pages of what can be shown: a common word's search ranked only its newest
        matches (``count.ranked``), so only those have pages."""
        ranked = getattr(self.count, "ranked", None)
        if ranked:
            return max(1, ceil(min(self.count, ranked) / self.per_page))
        return Paginator.num_pages.func(self)

    def _get_page(self, object_list, number, paginator):
        if self.searched:
            ids = list(object_list.values_list("pk", flat=True))
            rows = object_list.model.objects.filter(pk__in=ids).for_list().in_bulk()
            object_list = [rows[pk] for pk in ids]
        return super()._get_page(object_list, number, paginator)


def incident_cards(incidents: Iterable[Incident], summaries: Mapping[int, IncidentSummary],
                   query: str) -> list[IncidentCard]:
    """A card for each incident of a list page (``for_list`` rows, searched for
    ``query`` when it is not empty) with its ``selectors.incident_summaries``: pass
    them lazily, and a page whose cards are all in the cache never reads them.  With
    a query, one query more for the snippets."""
    incidents = list(incidents)
    snippets = Incident.objects.search_snippets(query, [i.pk for i in incidents]) if query else {}
    cards = []
    for incident in incidents:
        snippet = marked_headline(snippets.get(incident.pk)) if query else ""
        cards.append(IncidentCard(
            incident=incident,
            outlets=list({c.article.source.slug: c.article.source for c in incident.coverage.all()}.values()),
            summaries=summaries,
            snippet=snippet,
        ))
    return cards


# --------------------------------------------------------------------------
# One incident


@dataclass(frozen=True, slots=True)
class IncidentQuery:
    """What an incident page's query string asks for: all of the page's state."""

    fact: str = ""  # ?fact=<key>: the fact or quote to highlight in every account
    only_conflicts: bool = False  # ?conflicts=1: only the facts where outlets conflict
    a: int | None = None  # ?a=<article id>&b=<article id>: the two accounts to diff
    b: int | None = None
    as_of: AsOf | None = None  # ?as_of=<ISO date or date-time>: the incident as it stood then
    as_of_error: str = ""  # why ?as_of= could not be read

    @classmethod
    def from_params(cls, params: Mapping[str, str]) -> IncidentQuery:
        try:
            a, b = int(params.get("a", "")), int(params.get("b", ""))
        except ValueError:
            a = b = None
        as_of, as_of_error = parse_as_of(params.get("as_of", ""))
        return cls(fact=params.get("fact", ""), only_conflicts=params.get("conflicts") == "1", a=a, b=b,
                   as_of=as_of, as_of_error=as_of_error)


@dataclass(frozen=True, slots=True)
class FactsPanel:
    rows: list[FactRow]
    sections: list[FactSection]  # the same rows, in the table's parts
    conflict_count: int
    summary: VerdictSummary  # the answer the page opens with


@dataclass(frozen=True, slots=True)
class Account:
    article: Article
    text: SafeString  # the report, its claims marked


@dataclass(frozen=True, slots=True)
class AccountPair:
    a: Article
    b: Article
    paragraphs: list[ParagraphPair]  # a's paragraphs beside b's, each pair word-diffed
    del_label: str
    ins_label: str

    @property
    def a_name(self) -> str:
        return self.a.source.name

    @property
    def b_name(self) -> str:
        return self.b.source.name

    @property
    def counts(self) -> dict[str, int]:
        """How many paragraphs are the same, changed, replaced, moved, only in a, only in b."""
        return paragraph_counts(self.paragraphs)


@dataclass(frozen=True, slots=True)
class DiffPanel:
    pair: AccountPair | None  # None until two of the accounts are chosen
    a: int | None  # the article ids the two selects show
    b: int | None


@dataclass(frozen=True, slots=True)
class IncidentPage:
    """One incident compared: the parts every panel reads, built once, then the
    panels, each by its own builder and only when the response shows it (None
    otherwise)."""

    incident: Incident
    articles: list[Article]  # in publication order
    outlets: list[Source]  # the facts table's columns, in the comparison's order
    claims: list[Claim]
    comparison: Comparison
    version: str  # of the comparison
    highlight: str  # ?fact= when it names one of this incident's facts or quotes, else ""
    only_conflicts: bool
    facts: FactsPanel | None = None
    accounts: list[Account] | None = None
    quotes: list[QuoteGroup] | None = None
    timeline: list[TimelineEntry] | None = None
    diff: DiffPanel | None = None
    as_of: AsOf | None = None  # the moment shown, when not now
    as_of_error: str = ""
    revised_since: int = 0  # with as_of: how many of the reports shown were revised since

    @property
    def as_of_query(self) -> str:
        """``&as_of=...`` for links that keep the moment shown, or ""."""
        return f"&as_of={quote(self.as_of.text)}" if self.as_of else ""

    @property
    def synthetic(self) -> bool:
        """Whether it is demo data: reported by a fictional outlet."""
        return any(outlet.synthetic for outlet in self.outlets)

    @property
    def highlight_fact(self) -> Fact | None:
        return self.comparison.fact(self.highlight) if self.highlight else None

    @property
    def comparison_shown(self) -> str:
        """A digest of what the facts table and the quotes show, naming their HTML in the
        cache: the comparison's version, the outlets' columns (a renamed outlet too), the
        incident's address, the fact highlighted and whether only conflicts are shown."""
        columns = [(outlet.slug, outlet.name) for outlet in self.outlets]
        # The moment shown is in the links drawn: an as_of page never fills the page's entry.
        moment = self.as_of.text if self.as_of else ""
        return cache_digest(repr((self.version, columns, self.incident.slug, self.highlight, self.only_conflicts,
                                  moment)))


def facts_panel(page: IncidentPage, query: IncidentQuery) -> FactsPanel:
    by_id = {article.pk: article for article in page.articles}
    tz = timezone.get_current_timezone()

    def cite(cell) -> str:
        article = by_id.get(cell.primary.article_id)
        return citation_line(outlet_name=cell.outlet_name, words=cell.primary.text,
                             published=article.published if article else None,
                             approximate=article.published_approximate if article else False,
                             url=cell.primary.article_url, tz=tz)

    rows = [replace(row, citations=tuple(cite(cell) for cell in row.fact.cells.values()))
            for row in fact_rows(page.comparison, only_conflicts=page.only_conflicts)]
    return FactsPanel(rows, fact_sections(rows, page.highlight), len(page.comparison.conflicts),
                      verdict_summary(page.comparison))


def accounts_panel(page: IncidentPage, query: IncidentQuery) -> list[Account]:
    """Each report's text with its claims marked, kept in the cache under the
    comparison's version (which digests every claim's kind, span, sentence and
    review), a digest of the text shown (an earlier version's, with ``as_of``) and the
    fact highlighted: marking a dozen long reports was a third of the page's time."""
    keys = None
    claims_by_article = defaultdict(list)
    for claim in page.claims:
        claims_by_article[claim.article_id].append(claim)
    accounts = []
    for article in page.articles:
        key = f"marked:{page.version}:{article.pk}:{cache_digest(article.body)}:{page.highlight}"
        text = cache.get(key)
        if text is None:
            keys = fact_of_claim(page.comparison) if keys is None else keys
            text = marked_text(article.body, claims_by_article[article.pk], fact_keys=keys, highlight=page.highlight)
            cache.set(key, text)
        accounts.append(Account(article, text))
    return accounts


def quotes_panel(page: IncidentPage, query: IncidentQuery) -> list[QuoteGroup]:
    return page.comparison.quote_groups


def timeline_panel(page: IncidentPage, query: IncidentQuery) -> list[TimelineEntry]:
    """The reports in order; a revised report's later versions are entries of their own
    (one query more, only when a report was revised)."""
    if any(article.version > 1 for article in page.articles):
        return revised_timeline(page.articles, page.claims)
    return timeline(page.articles, page.comparison)


def diff_panel(page: IncidentPage, query: IncidentQuery) -> DiffPanel:
    """The two accounts asked for, diffed; or, with two or more accounts, the
    first two chosen in the selects and nothing diffed yet."""
    by_id = {a.pk: a for a in page.articles}
    a_id, b_id = query.a, query.b
    pair = None
    if a_id in by_id and b_id in by_id:
        a, b = by_id[a_id], by_id[b_id]
        pair = AccountPair(a, b, diff_paragraphs(a.body, b.body),
                           del_label=f"only in {a.source.name}", ins_label=f"only in {b.source.name}")
    elif len(page.articles) >= 2:
        a_id, b_id = page.articles[0].pk, page.articles[1].pk
    return DiffPanel(pair, a_id, b_id)


# Each panel's builder, by the IncidentPage field it fills.
PANELS: dict[str, Callable[[IncidentPage, IncidentQuery], object]] = {
    "facts": facts_panel,
    "accounts": accounts_panel,
    "quotes": quotes_panel,
    "timeline": timeline_panel,
    "diff": diff_panel,
}
# The partials htmx may ask for (by the DOM id they replace) and the panels each shows;
# the first is the default.
FRAGMENT_PANELS: dict[str, tuple[str, ...]] = {
    "facts-table": ("facts",),
    "accounts": ("accounts",),
    "account-diff": ("diff",),
}


def incident_page(compared: ComparedIncident, query: IncidentQuery,
                  panels: Iterable[str] = tuple(PANELS)) -> IncidentPage:
    """The page of ``compared`` (``selectors.compared_incident``) as ``query`` asks
    for it, with only the named ``panels`` built."""
    comparison = compared.comparison
    known = {f.key for f in comparison.facts} | {g.key for g in comparison.quote_groups}
    sources = {}
    for article in compared.articles:
        sources.setdefault(article.source.slug, article.source)
    page = IncidentPage(
        incident=compared.incident,
        articles=compared.articles,
        outlets=[sources[o] for o in comparison.outlets if o in sources],
        claims=compared.claims,
        comparison=comparison,
        version=compared.version,
        highlight=query.fact if query.fact in known else "",
        only_conflicts=query.only_conflicts,
        as_of=query.as_of,
        as_of_error=query.as_of_error,
        revised_since=compared.revised_since,
    )
    return replace(page, **{name: PANELS[name](page, query) for name in panels})
