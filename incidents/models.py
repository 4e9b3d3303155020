"""Incidents of disorder and the claims that reports make about them."""

from __future__ import annotations

import datetime as dt
from dataclasses import asdict, replace
from dataclasses import fields as dataclass_fields
from functools import cache

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import models
from django.db.models import BooleanField, Count, Expression, F, FloatField, Max, Min, OuterRef, Prefetch, Q, Subquery
from django.db.models.expressions import RawSQL
from django.db.models.functions import Coalesce, Lower
from django.urls import reverse
from simple_history.models import HistoricalRecords

from incidents import search_syntax
from incidents.comparison.figures import display_value
from incidents.extraction.kinds import BY_NAME as KINDS_BY_NAME
from incidents.extraction.kinds import GROUP_LABELS, KINDS, NUMERIC_KINDS, QUOTE_KIND, group_choices, kind_choices
from incidents.extraction.records import SCOPES, ClaimRecord, record_values
from sources.models import Article

# A search counts its results exactly up to this many; past it, estimates (on PostgreSQL).
SEARCH_EXACT_COUNT = 1000
# A search whose words are in at least this many reports ranks only the newest
# ``SEARCH_RANKED_NEWEST`` incidents it finds (PostgreSQL): ranking every match of a
# common word costs a rank a report (reading its stored vector: 0.2 ms an incident of
# ten 400-word reports), and a journalist reads the first page.
SEARCH_RANK_ALL_BELOW = 2000
SEARCH_RANKED_NEWEST = 200
# bm25 weights of an article's FTS5 columns (headline, standfirst, body) and an
# incident's (title, home_club, away_club, venue, competition, round) on SQLite.
SQLITE_ARTICLE_WEIGHTS = "10.0, 2.0, 1.0"
SQLITE_INCIDENT_WEIGHTS = "10.0, 10.0, 10.0, 2.0, 2.0, 2.0"


class ResultCount(int):
    """A count of results that may be an estimate (``approximate``); ``ranked`` is how
    many of them were ranked, when not all were (``SEARCH_RANKED_NEWEST``)."""

    approximate: bool
    ranked: int | None

    def __new__(cls, value: int, approximate: bool = False, ranked: int | None = None) -> ResultCount:
        count = super().__new__(cls, value)
        count.approximate = approximate
        count.ranked = ranked
        return count


class _AboutIncident(Expression):
    """SQL about each incident row that reads the search indexes, which no model
    declares: ``{incident}`` is the row's table (however Django aliases it inside
    a subquery), ``{pk}`` its id."""

    def __init__(self, sql: str, params: list, output_field) -> None:
        super().__init__(output_field=output_field)
        self.sql, self.params, self.pk = sql, params, F("pk")

    def get_source_expressions(self):
        return [self.pk]

    def set_source_expressions(self, exprs):
        (self.pk,) = exprs

    def as_sql(self, compiler, connection):
        pk_sql, pk_params = compiler.compile(self.pk)
        assert not pk_params
        incident = compiler.quote_name_unless_alias(self.pk.alias)
        return self.sql.format(incident=incident, pk=pk_sql), list(self.params)


class _IncidentSearch:
    """The filter and the rank of one parsed search, for the database in use."""

    def __init__(self, alternatives: list[search_syntax.Alternative]) -> None:
        self.alternatives = alternatives

    def found(self) -> Expression:
        if settings.IS_POSTGRES:
            q, params = search_syntax.pg_tsquery(self.alternatives)
            # IN over both indexes (GIN scans, once), not a per-incident EXISTS.
            sql = (f"{{pk}} IN (SELECT id FROM incidents_incident WHERE search_vector @@ {q} UNION "
                   f"SELECT sia.incident_id FROM incidents_incidentarticle sia "
                   f"JOIN sources_article sa ON sa.id = sia.article_id WHERE sa.search_vector @@ {q})")
            return _AboutIncident(sql, params * 2, BooleanField())
        match = search_syntax.fts5_match(self.alternatives)
        sql = ("{pk} IN (SELECT rowid FROM incidents_incident_fts WHERE incidents_incident_fts MATCH %s UNION "
               "SELECT sia.incident_id FROM incidents_incidentarticle sia WHERE sia.article_id IN ("
               "SELECT rowid FROM sources_article_fts WHERE sources_article_fts MATCH %s))")
        return _AboutIncident(sql, [match, match], BooleanField())

    def found_each(self) -> Expression:
        """``found`` asked incident by incident (PostgreSQL): cheap when most incidents
        match and an index gives them in the order wanted, so a LIMIT stops early."""
        q, params = search_syntax.pg_tsquery(self.alternatives)
        # A scalar subquery, not EXISTS: the planner may not swap it for a hash of every
        # matching report, which is what this form is here to avoid.
        sql = (f"({{incident}}.search_vector @@ {q} OR (SELECT 1 FROM incidents_incidentarticle sia "
               f"JOIN sources_article sa ON sa.id = sia.article_id "
               f"WHERE sia.incident_id = {{pk}} AND sa.search_vector @@ {q} LIMIT 1) IS NOT NULL)")
        return _AboutIncident(sql, params * 2, BooleanField())

    def is_common(self, using: str) -> bool:
        """Whether ``SEARCH_RANK_ALL_BELOW`` reports or more match (PostgreSQL: one
        query that stops counting there; the planner's own estimate misjudges phrases)."""
        from django.db import connections

        q, params = search_syntax.pg_tsquery(self.alternatives)
        with connections[using].cursor() as cursor:
            cursor.execute(f"SELECT count(*) FROM (SELECT 1 FROM sources_article WHERE search_vector @@ {q} "
                           f"LIMIT %s) found", [*params, SEARCH_RANK_ALL_BELOW])
            return cursor.fetchone()[0] >= SEARCH_RANK_ALL_BELOW

    def rank(self) -> Expression:
        """Higher is better: the incident's own rank plus its best report's."""
        if settings.IS_POSTGRES:
            q, params = search_syntax.pg_tsquery(self.alternatives)
            sql = (f"(ts_rank({{incident}}.search_vector, {q}) + COALESCE(("
                   f"SELECT max(ts_rank(sa.search_vector, {q})) FROM incidents_incidentarticle sia "
                   f"JOIN sources_article sa ON sa.id = sia.article_id "
                   f"WHERE sia.incident_id = {{pk}} AND sa.search_vector @@ {q}), 0))")
            return _AboutIncident(sql, params * 3, FloatField())
        match = search_syntax.fts5_match(self.alternatives)
        # bm25 is lower for better matches: negated so both databases sort rank descending.
        # Each index is matched once per statement (a derived table SQLite materializes),
        # FTS5 driving each join (CROSS JOIN keeps that order) as its bm25() requires;
        # LIMIT -1 (no limit) keeps SQLite from flattening the derived table away.
        sql = (f"(-COALESCE((SELECT r FROM (SELECT rowid AS iid, "
               f"bm25(incidents_incident_fts, {SQLITE_INCIDENT_WEIGHTS}) AS r FROM incidents_incident_fts "
               f"WHERE incidents_incident_fts MATCH %s LIMIT -1) WHERE iid = {{pk}}), 0)"
               f" - COALESCE((SELECT min(r) FROM (SELECT sia.incident_id AS iid, "
               f"bm25(sources_article_fts, {SQLITE_ARTICLE_WEIGHTS}) AS r FROM sources_article_fts "
               f"CROSS JOIN incidents_incidentarticle sia ON sia.article_id = sources_article_fts.rowid "
               f"WHERE sources_article_fts MATCH %s LIMIT -1) WHERE iid = {{pk}}), 0))")
        return _AboutIncident(sql, [match, match], FloatField())


def _planned_sql(rows: models.QuerySet, using: str) -> str:
    """SQL asking PostgreSQL's planner how many ``rows`` it expects (none are read), for
    inside one statement: ``rows`` composed with its parameters as literals, passed to
    ``terrace_planned_rows`` (incidents 0013) as a literal in turn."""
    from django.db import connections

    connection = connections[using]
    query = connection.ops.compose_sql(*rows.order_by().values("pk").query.sql_with_params())
    # Doubled: the statement it goes into has parameters of its own.
    return f"terrace_planned_rows({connection.ops.compose_sql('%s', [query])})".replace("%", "%%")


def _count(rows: models.QuerySet, counted: Count | None = None) -> Coalesce:
    """How many ``rows`` (filtered on an ``OuterRef`` and reduced to its ``values``),
    or ``counted`` over them, as a subquery: 0 where no row matches."""
    counted = counted or Count("pk")
    return Coalesce(Subquery(rows.order_by().annotate(n=counted).values("n")[:1]), 0)


def _distinct_values(using: str, model: type[models.Model], *columns: str) -> list[str]:
    """The distinct non-empty values of indexed ``columns`` of ``model``'s table, by a
    loose index scan: a recursive query that asks each column's index for the next
    value after the last one found, so its cost is a probe per distinct value however
    many rows hold each (neither database skips through an index by itself for a
    DISTINCT).  One query; the values of all the columns, in no order, maybe repeated."""
    from django.db import connections

    connection = connections[using]
    quote = connection.ops.quote_name
    table = quote(model._meta.db_table)
    scans, selects = [], []
    for n, name in enumerate(columns):
        column = quote(model._meta.get_field(name).column)
        scans.append(
            f"scan{n}(v) AS (SELECT (SELECT {column} FROM {table} WHERE {column} > '' ORDER BY {column} LIMIT 1) "
            f"UNION ALL SELECT (SELECT {column} FROM {table} WHERE {column} > scan{n}.v ORDER BY {column} LIMIT 1) "
            f"FROM scan{n} WHERE scan{n}.v IS NOT NULL)"
        )
        selects.append(f"SELECT v FROM scan{n} WHERE v IS NOT NULL")
    with connection.cursor() as cursor:
        cursor.execute(f"WITH RECURSIVE {', '.join(scans)} {' UNION ALL '.join(selects)}")
        return [value for (value,) in cursor.fetchall()]


# What a listed incident's reports are read for (the outlets on its card, the version
# of its summary, the API's and feeds' links): only these columns, as loading every
# column of three models for each of a page's reports was most of a list page's time.
LISTED_COVERAGE = (
    "incident", "added_at", "article__source__name", "article__source__slug", "article__source__synthetic",
    "article__headline", "article__url", "article__published", "article__published_approximate",
)


class IncidentQuerySet(models.QuerySet):
    # The orders the incidents page offers (?sort=).
    SORTS = {
        "newest": ("-date", "title"),
        "oldest": ("date", "title"),
        "title": (Lower("title"), "date"),
        "outlets": ("-outlet_count", "-date", "title"),
    }
    # A search snippet marks each hit with these control characters (never HTML), so
    # the dashboard can escape the snippet whole and mark the hits after.
    SNIPPET_START = "\x02"
    SNIPPET_STOP = "\x03"

    def reported(self) -> IncidentQuerySet:
        """Those with at least one report (the lists' rule: an incident whose reports were
        all moved away has nothing to show until an editor deletes or merges it). Read
        from ``report_count``, a column the database keeps (migration 0011), not from the
        coverage rows; unqualified, so it names the incident table of whichever query or
        subquery this is."""
        return self.filter(RawSQL("report_count > 0", (), output_field=BooleanField()))

    def for_list(self) -> IncidentQuerySet:
        """Incidents as the incidents page lists them: reports with their outlets
        prefetched (a card counts them; their text is never read), and
        ``with_claims_version`` for the cached summary of their comparison, so a page
        costs the same few queries however many incidents, articles and claims it shows."""
        return self.with_claims_version().prefetch_related(
            Prefetch(
                "coverage",
                queryset=IncidentArticle.objects.select_related("article__source")
                .only(*LISTED_COVERAGE)
                .order_by("article__published", "article__pk"),
            ),
        )

    def with_claims_version(self) -> IncidentQuerySet:
        """Annotated with what changes whenever one of the incident's claims is created,
        edited, moved or deleted: ``claim_changes``, how many history entries name the
        incident (each write adds one, in the writing transaction), and ``claim_count``,
        how many claims it has now.  The first never falls, and while it stands still the
        second can only fall (a claim moved to another incident), so a pair never comes
        back: a key for what is computed from the claims.  Writes that skip history
        (``QuerySet.update``, raw SQL) go unseen, as the curation rules already forbid."""
        changes = Claim.history.filter(incident=OuterRef("pk")).values("incident")
        claims = Claim.objects.filter(incident=OuterRef("pk")).values("incident")
        return self.annotate(claim_changes=_count(changes), claim_count=_count(claims))

    def with_figures_version(self) -> IncidentQuerySet:
        """Annotated with what an incident's stored ``OutletFigures`` are computed from
        (``IncidentFigures.VERSION_FIELDS``): ``with_claims_version``, how many reports
        it has (``report_count``) and when one last changed (``reports_changed``: a
        report re-dated changes which is later)."""
        coverage = IncidentArticle.objects.filter(incident=OuterRef("pk")).values("incident")
        changed = coverage.order_by().annotate(last=Max("article__updated_at")).values("last")[:1]
        return self.with_claims_version().annotate(report_count=_count(coverage), reports_changed=Subquery(changed))

    def involving_club(self, club: str, *, exact: bool = False) -> IncidentQuerySet:
        """Incidents with ``club`` at home or away, in any case; ``exact``: spelt as
        stored (one of ``clubs()``), which the indexes on both columns answer."""
        if exact:
            return self.filter(Q(home_club=club) | Q(away_club=club))
        return self.filter(Q(home_club__iexact=club) | Q(away_club__iexact=club))

    def in_competition(self, competition: str) -> IncidentQuerySet:
        return self.filter(competition=competition)

    def dated_between(self, first: dt.date | None = None, last: dt.date | None = None) -> IncidentQuerySet:
        """Incidents dated from ``first`` to ``last``, both included; None leaves that end open."""
        incidents = self
        if first:
            incidents = incidents.filter(date__gte=first)
        if last:
            incidents = incidents.filter(date__lte=last)
        return incidents

    def search(self, query: str) -> IncidentQuerySet:
        """Incidents matching a search box query (``incidents.search_syntax``: words,
        "phrases", ``-word``, ``or``, the last word also a prefix), annotated with
        their ``rank``: the incident's own words (title and clubs over venue,
        competition and round) plus its best-matching report's (headline over
        standfirst and body).  Both are read from indexes the database keeps
        current (sources 0002, incidents 0007): PostgreSQL's GIN-indexed stored
        vectors, SQLite's FTS5 tables.  A query with nothing to search finds nothing.
        """
        alternatives = search_syntax.parse(query)
        if not alternatives:
            return self.none()
        search = _IncidentSearch(alternatives)
        found = self.filter(search.found())
        if not (settings.IS_POSTGRES and search.is_common(self.db)):
            return found.annotate(rank=search.rank())
        # A common word: the newest matches, found incident by incident down the date
        # index, are ranked; the count is still of them all (``count_estimated``).
        newest = self.filter(search.found_each()).order_by("-date", "-pk").values("pk")[:SEARCH_RANKED_NEWEST]
        ranked = self.filter(pk__in=newest).annotate(rank=search.rank())
        ranked._all_found = found
        return ranked

    def counted_as_listed(self) -> IncidentQuerySet:
        """Counted as the rows it holds, after a filter (``pk__in``) that made a common
        word's estimate of all its matches meaningless."""
        clone = self._chain()
        clone._all_found = None
        return clone

    def _clone(self):
        clone = super()._clone()
        clone._all_found = getattr(self, "_all_found", None)
        return clone

    def count_estimated(self, exact_below: int | None = None) -> ResultCount:
        """How many rows: exact up to ``exact_below``, counted no further; past it
        PostgreSQL's planner estimate (``approximate``), so a common word on a large
        archive costs no rescan.  SQLite, having no estimate, counts past it.  One
        query whichever way it counts.  ``exact_below``: ``SEARCH_EXACT_COUNT`` unless given."""
        exact_below = exact_below or SEARCH_EXACT_COUNT
        found = getattr(self, "_all_found", None)
        if found is not None:
            # A common word's search, which ranked only its newest matches: so many
            # reports match that only the planner's estimate is worth its cost.
            # (Capped at the incidents there are: the estimate of a join may overshoot.)
            planned = self._one_value(
                f"SELECT LEAST({_planned_sql(found, self.db)}, {_planned_sql(found.model.objects, self.db)})", [])
            return ResultCount(max(exact_below, round(planned, -2)), approximate=True, ranked=SEARCH_RANKED_NEWEST)
        if not settings.IS_POSTGRES:
            # SQLite has no estimate: it counts them all, past the limit as below it.
            return ResultCount(self.order_by().count())
        # Counted up to the limit, and only past it the planner is asked: one statement.
        seen_sql, params = self.order_by().values("pk")[:exact_below].query.sql_with_params()
        seen, planned = self._one_row(
            f"SELECT n, CASE WHEN n >= %s THEN {_planned_sql(self, self.db)} END "
            f"FROM (SELECT count(*) AS n FROM ({seen_sql}) seen) counted", [exact_below, *params])
        if seen < exact_below:
            return ResultCount(seen)
        return ResultCount(max(exact_below, round(planned, -2)), approximate=True)

    def _one_row(self, sql: str, params: list) -> tuple:
        from django.db import connections

        with connections[self.db].cursor() as cursor:
            cursor.execute(sql, params)
            return cursor.fetchone()

    def _one_value(self, sql: str, params: list):
        return self._one_row(sql, params)[0]

    def search_snippets(self, query: str, incident_ids: list[int]) -> dict[int, str]:
        """For each of ``incident_ids`` that a report matches, the best-matching
        report's words around the hits, each hit between ``SNIPPET_START`` and
        ``SNIPPET_STOP`` (never HTML): one query, for one page of results."""
        alternatives = search_syntax.parse(query)
        if not alternatives or not incident_ids:
            return {}
        from django.db import connections

        if settings.IS_POSTGRES:
            tsquery, params = search_syntax.pg_tsquery(alternatives)
            # The best report of each incident is chosen from the stored vectors first;
            # only its text is then read for the words around the hits (ts_headline
            # parses a whole text: for every matching report it cost 135 ms a page).
            sql = f"""
                WITH q AS (SELECT {tsquery} AS q),
                best AS (
                    SELECT DISTINCT ON (ia.incident_id) ia.incident_id, a.id AS article_id
                    FROM q, incidents_incidentarticle ia JOIN sources_article a ON a.id = ia.article_id
                    WHERE ia.incident_id = ANY(%s) AND a.search_vector @@ q.q
                    ORDER BY ia.incident_id, ts_rank(a.search_vector, q.q) DESC, a.id)
                SELECT best.incident_id,
                       ts_headline('english', a.headline || E'\\n' || a.standfirst || E'\\n' || a.body, q.q,
                                   'StartSel=' || chr(2) || ', StopSel=' || chr(3) || ', MaxWords=30, '
                                   'MinWords=12, MaxFragments=2, FragmentDelimiter=" … "')
                FROM q, best JOIN sources_article a ON a.id = best.article_id"""
            params = [*params, list(incident_ids)]
        else:
            marks = ", ".join(["%s"] * len(incident_ids))
            sql = f"""
                SELECT ia.incident_id,
                       snippet(sources_article_fts, -1, char(2), char(3), '…', 24)
                FROM sources_article_fts JOIN incidents_incidentarticle ia ON ia.article_id = sources_article_fts.rowid
                WHERE sources_article_fts MATCH %s AND ia.incident_id IN ({marks})
                ORDER BY bm25(sources_article_fts, {SQLITE_ARTICLE_WEIGHTS}), ia.article_id"""
            params = [search_syntax.fts5_match(alternatives), *incident_ids]
        snippets: dict[int, str] = {}
        with connections[self.db].cursor() as cursor:
            cursor.execute(sql, params)
            for incident_id, snippet in cursor.fetchall():
                snippets.setdefault(incident_id, snippet)
        return snippets

    def ordered(self, sort: str = "") -> IncidentQuerySet:
        """In a ``SORTS`` order by name; otherwise a search's best matches first, or
        the newest first."""
        if sort == "outlets":
            # Counted in a subquery, not a join, so no GROUP BY meets a search annotation.
            coverage = IncidentArticle.objects.filter(incident=OuterRef("pk")).values("incident")
            return self.annotate(
                outlet_count=_count(coverage, Count("article__source", distinct=True))
            ).order_by(*self.SORTS[sort])
        if sort in self.SORTS:
            return self.order_by(*self.SORTS[sort])
        if "rank" in self.query.annotations:
            return self.order_by("-rank", "-date", "title")
        return self.order_by(*self.SORTS["newest"])

    def clubs(self) -> list[str]:
        """Every club named home or away, sorted: one query.  Of every incident, it
        reads one index entry a club (``_distinct_values``), not a row an incident."""
        if self._unfiltered():
            return sorted(set(_distinct_values(self.db, Incident, "home_club", "away_club")))
        home = self.exclude(home_club="").order_by().values_list("home_club", flat=True)
        away = self.exclude(away_club="").order_by().values_list("away_club", flat=True)
        return sorted(set(home.union(away)))

    def competitions(self) -> list[str]:
        """Every competition named, sorted: one query (of every incident, one index
        entry a competition, as ``clubs``)."""
        if self._unfiltered():
            return sorted(set(_distinct_values(self.db, Incident, "competition")))
        return list(
            self.exclude(competition="").order_by("competition").values_list("competition", flat=True).distinct()
        )

    def _unfiltered(self) -> bool:
        return not self.query.where and not self.query.is_sliced and not self.query.is_empty()

    def date_span(self) -> tuple[dt.date | None, dt.date | None]:
        """The first and the last date (None when no incident is dated): one query."""
        span = self.aggregate(first=Min("date"), last=Max("date"))
        return span["first"], span["last"]


class Incident(models.Model):
    """One occurrence of disorder: usually one match, inside or outside the ground."""

    slug = models.SlugField(max_length=200, unique=True)
    title = models.CharField(max_length=300)
    date = models.DateField(null=True, blank=True)
    date_approximate = models.BooleanField(
        default=False, help_text="No report stated the day; the date was inferred."
    )
    home_club = models.CharField(max_length=120, blank=True)
    away_club = models.CharField(max_length=120, blank=True)
    competition = models.CharField(max_length=120, blank=True)
    round = models.CharField(max_length=120, blank=True)
    venue = models.CharField(max_length=200, blank=True)
    city = models.CharField(max_length=120, blank=True)
    country = models.CharField(max_length=120, blank=True)
    result = models.CharField(max_length=200, blank=True)
    summary = models.TextField(blank=True)
    articles = models.ManyToManyField(
        Article, through="IncidentArticle", related_name="incidents", blank=True
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    objects = IncidentQuerySet.as_manager()
    history = HistoricalRecords()

    class Meta:
        ordering = ["-date", "title"]
        indexes = [
            models.Index(fields=["date"]),
            models.Index(fields=["home_club"]),
            models.Index(fields=["away_club"]),
            models.Index(fields=["competition"]),
        ]

    def __str__(self) -> str:
        return self.title

    def get_absolute_url(self) -> str:
        return reverse("incidents:incident-detail", kwargs={"slug": self.slug})

    @property
    def fixture(self) -> str:
        if self.home_club and self.away_club:
            return f"{self.home_club} v {self.away_club}"
        return self.home_club or self.away_club


class IncidentArticle(models.Model):
    """That an article reports an incident. An article reports one incident."""

    incident = models.ForeignKey(Incident, on_delete=models.CASCADE, related_name="coverage")
    article = models.OneToOneField(Article, on_delete=models.CASCADE, related_name="coverage")
    added_at = models.DateTimeField(auto_now_add=True)
    # What this report's own text says of the match, so the incident's details are
    # decided by all its reports together (one stray date or competition is outvoted).
    match_date = models.DateField(null=True, blank=True, help_text="The match day the report's text gives.")
    competition = models.CharField(max_length=120, blank=True)
    round = models.CharField(max_length=120, blank=True)

    history = HistoricalRecords()

    class Meta:
        verbose_name = "incident report"
        constraints = [
            models.UniqueConstraint(fields=["incident", "article"], name="incident_article_once"),
        ]

    def __str__(self) -> str:
        return f"{self.article} → {self.incident}"


class ClaimQuerySet(models.QuerySet):
    def for_comparison(self) -> ClaimQuerySet:
        """Claims with the article and outlet that the comparison needs (not the
        article's text), in text order."""
        return (
            self.select_related("article__source")
            .defer("article__body", "article__standfirst")
            .order_by("article__published", "article_id", "start", "kind")
        )

    def for_incident(self, incident: Incident) -> ClaimQuerySet:
        """Every claim about one incident, ready for ``incidents.comparison.compare``."""
        return self.filter(incident=incident).for_comparison()

    def for_article(self, article: Article) -> ClaimQuerySet:
        """One article's claims in text order."""
        return self.filter(article=article).order_by("start", "end", "kind")

    def for_incidents(self, incidents) -> ClaimQuerySet:
        """Every claim about any of ``incidents`` (ids, or a ``values("pk")`` queryset),
        ready for ``incidents.comparison.compare``."""
        return self.filter(incident__in=incidents).for_comparison()

    def without_quotes(self) -> ClaimQuerySet:
        """The claims but quotations: what the facts table and the figures compare."""
        return self.exclude(kind=QUOTE_KIND)


class Claim(models.Model):
    """One checkable fact stated by one article about one incident.

    ``article.body[start:end] == text``: every figure shown is traceable to its words.
    The extractor's proposal (value, low, high) is never overwritten; an editor's
    correction is stored beside it.
    """

    class Scope(models.TextChoices):
        INCIDENT = "incident", "At this match"
        SEASON = "season", "This season"
        OTHER_MATCH = "other_match", "Another match"
        UNKNOWN = "unknown", "Unknown"

    class ReviewStatus(models.TextChoices):
        UNREVIEWED = "unreviewed", "Unreviewed"
        CONFIRMED = "confirmed", "Confirmed"
        DISPUTED = "disputed", "Disputed"
        REJECTED = "rejected", "Rejected"

    # No index of their own: ``claim_span_once_per_kind`` (article first) and the
    # (incident, kind, scope) index serve every lookup by either, and an import writes
    # dozens of claims a report, each paying for every index.
    article = models.ForeignKey(Article, on_delete=models.CASCADE, related_name="claims", db_index=False)
    incident = models.ForeignKey(Incident, on_delete=models.CASCADE, related_name="claims", db_index=False)
    # Choices are read from the kind registry when a form needs them, so a new label
    # needs no migration; ``from_record``, ``clean`` and a check constraint refuse unknown kinds.
    kind = models.CharField(max_length=20, choices=kind_choices)
    value = models.TextField(help_text="Normalised value as the extractor proposed it.")
    low = models.IntegerField(null=True, blank=True)
    high = models.IntegerField(null=True, blank=True)
    approximate = models.BooleanField(default=False)
    original = models.CharField(
        max_length=300, blank=True, help_text="The words the value was read from."
    )
    scope = models.CharField(max_length=20, choices=Scope.choices, default=Scope.UNKNOWN)
    scope_detail = models.CharField(
        max_length=200, blank=True, help_text="The other match, when the scope is another match."
    )
    detail = models.CharField(max_length=300, blank=True)
    group = models.CharField(
        max_length=20, blank=True, choices=group_choices,
        help_text="Who a count counts (supporters, stewards, police...); empty for people unspecified.",
    )
    speaker = models.CharField(max_length=200, blank=True)
    speaker_role = models.CharField(max_length=30, blank=True)
    text = models.TextField(help_text="Exactly body[start:end].")
    start = models.PositiveIntegerField()
    end = models.PositiveIntegerField()
    sentence = models.TextField()
    sentence_start = models.PositiveIntegerField()
    sentence_end = models.PositiveIntegerField()
    extractor = models.CharField(max_length=50)
    extractor_version = models.CharField(max_length=20)

    review_status = models.CharField(
        max_length=20, choices=ReviewStatus.choices, default=ReviewStatus.UNREVIEWED
    )
    editor_note = models.TextField(blank=True)
    corrected_value = models.TextField(blank=True, help_text="An editor's correction.")
    corrected_low = models.IntegerField(null=True, blank=True)
    corrected_high = models.IntegerField(null=True, blank=True)
    reviewed_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="reviewed_claims",
    )
    reviewed_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    objects = ClaimQuerySet.as_manager()
    history = HistoricalRecords()

    class Meta:
        ordering = ["article", "start", "kind"]
        constraints = [
            models.UniqueConstraint(
                fields=["article", "kind", "start", "end"], name="claim_span_once_per_kind"
            ),
            models.CheckConstraint(condition=Q(start__lt=F("end")), name="claim_span_not_empty"),
            models.CheckConstraint(
                condition=Q(sentence_start__lte=F("start")) & Q(sentence_end__gte=F("end")),
                name="claim_inside_its_sentence",
            ),
            models.CheckConstraint(
                condition=Q(low__isnull=True) | Q(high__isnull=True) | Q(low__lte=F("high")),
                name="claim_low_not_above_high",
            ),
            # Generated from the registry: a new kind needs one generated migration, a
            # new label none (choices are a callable).
            models.CheckConstraint(condition=Q(kind__in=KINDS), name="claim_kind_valid"),
            models.CheckConstraint(condition=Q(scope__in=SCOPES), name="claim_scope_valid"),
            models.CheckConstraint(condition=Q(group__in=list(GROUP_LABELS)), name="claim_group_valid"),
            models.CheckConstraint(
                condition=Q(review_status__in=["unreviewed", "confirmed", "disputed", "rejected"]),
                name="claim_review_status_valid",
            ),
        ]
        indexes = [
            models.Index(fields=["incident", "kind", "scope"]),
            models.Index(fields=["review_status"]),
        ]

    # The record's fields, in the record's order; all but kind/start/end are copied
    # as they are (bounded to the column's length where it has one).
    RECORD_FIELDS: tuple[str, ...] = tuple(f.name for f in dataclass_fields(ClaimRecord))

    @classmethod
    @cache
    def _record_widths(cls) -> tuple[tuple[int, int], ...]:
        """(position in RECORD_FIELDS, length) of each field whose column has a length."""
        widths = ((i, getattr(cls._meta.get_field(name), "max_length", None))
                  for i, name in enumerate(cls.RECORD_FIELDS))
        return tuple((i, limit) for i, limit in widths if limit)

    @classmethod
    def record_row(cls, record: ClaimRecord) -> tuple:
        """The values of the model fields a record fills, in ``RECORD_FIELDS`` order, cut
        to each column's length; ValueError for a kind the registry does not know."""
        if record.kind not in KINDS_BY_NAME:
            raise ValueError(f"unknown claim kind {record.kind!r}")
        values = record_values(record)
        widths = cls._record_widths()
        if any(isinstance(values[i], str) and len(values[i]) > limit for i, limit in widths):
            cut = list(values)
            for i, limit in widths:
                if isinstance(cut[i], str):
                    cut[i] = cut[i][:limit]
            values = tuple(cut)
        return values

    @classmethod
    def record_values(cls, record: ClaimRecord) -> dict:
        """The model fields a record fills (``record_row``), by name."""
        return dict(zip(cls.RECORD_FIELDS, cls.record_row(record)))

    @classmethod
    def from_record(cls, record: ClaimRecord, *, article: Article, incident: Incident, **extra) -> Claim:
        """An unsaved claim of ``article`` about ``incident`` holding the extracted record."""
        return cls(article=article, incident=incident, **cls.record_values(record), **extra)

    def as_record(self, *, corrected: bool = True) -> ClaimRecord:
        """The claim as the domain code sees it; with ``corrected``, an editor's
        correction replaces the extractor's value (the words stay the report's)."""
        record = ClaimRecord(**{name: getattr(self, name) for name in self.RECORD_FIELDS})
        if corrected and self.corrected_value:
            return replace(record, value=self.corrected_value, low=self.corrected_low, high=self.corrected_high)
        return record

    # What a frozen claim keeps beside its record: its review, with the editor by name.
    SNAPSHOT_REVIEW_FIELDS: tuple[str, ...] = (
        "review_status", "editor_note", "corrected_value", "corrected_low", "corrected_high",
    )

    def snapshot(self) -> dict:
        """The claim as frozen on an article's older version (``ArticleVersion.claims``):
        its id, the extractor's record and its review, plain JSON."""
        data = {"id": self.pk, **asdict(self.as_record(corrected=False))}
        data.update({name: getattr(self, name) for name in self.SNAPSHOT_REVIEW_FIELDS})
        data["reviewed_at"] = self.reviewed_at.isoformat() if self.reviewed_at else None
        data["reviewed_by"] = self.reviewed_by.get_username() if self.reviewed_by_id else ""
        return data

    @classmethod
    def from_snapshot(cls, data: dict, *, article: Article, incident_id: int | None) -> Claim:
        """An unsaved, read-only claim rebuilt from ``snapshot()`` (its id the live
        claim's when frozen), for showing and comparing an older version."""
        record = ClaimRecord(**{name: data[name] for name in cls.RECORD_FIELDS if name in data})
        claim = cls(pk=data.get("id"), article=article, incident_id=incident_id, **cls.record_values(record),
                    **{name: data.get(name) for name in cls.SNAPSHOT_REVIEW_FIELDS if data.get(name) is not None})
        reviewed_at = data.get("reviewed_at")
        claim.reviewed_at = dt.datetime.fromisoformat(reviewed_at) if reviewed_at else None
        claim.reviewer_name = data.get("reviewed_by", "")
        return claim

    @property
    def figure(self) -> str:
        """The value as every page, export and the admin show it (the comparison's
        ``display_value``: "7", "about 200", "3–4", "5,000", "hundreds"), an editor's
        correction applied."""
        return display_value(self.as_record())

    @property
    def extracted_figure(self) -> str:
        """``figure`` as the extractor proposed it, before any correction."""
        return display_value(self.as_record(corrected=False))

    @property
    def figure_words(self) -> str:
        """The report's own words for a count when the figure normalises them ("around
        two hundred" beside "about 200"); "" when they read the same."""
        if self.kind not in NUMERIC_KINDS or not self.original:
            return ""
        same = self.original.casefold().replace(",", "") == self.figure.casefold().replace(",", "")
        return "" if same else self.original

    def save(self, *args, **kwargs) -> None:
        if self.pk is not None and not kwargs.get("force_insert") and not hasattr(self, "skip_history_when_saving"):
            self._history_baseline()
        super().save(*args, **kwargs)

    def _history_baseline(self) -> None:
        """Extracted claims are written without history (``incidents.claim_rows``): before
        the first change to one, its stored state becomes its first version, dated when
        it was extracted, so the change shows what it changed and can be reverted."""
        history = type(self).history
        if history.filter(id=self.pk).exists():
            return
        stored = type(self).objects.filter(pk=self.pk).first()
        if stored is not None:
            stored._history_user = None  # the extractor's version, not the editor's
            history.bulk_history_create([stored], default_date=stored.created_at)

    def clean(self) -> None:
        super().clean()
        if self.kind not in KINDS_BY_NAME:
            raise ValidationError({"kind": f"Unknown claim kind {self.kind!r}."})

    def __str__(self) -> str:
        shown = self.value if len(self.value) <= 60 else self.value[:57] + "…"
        return f"{self.get_kind_display()}: {shown} ({self.article.source})"

    def get_absolute_url(self) -> str:
        return reverse("incidents:article-detail", kwargs={"pk": self.article_id}) + f"#claim-{self.pk}"

    @property
    def speaker_role_label(self) -> str:
        """The role as shown: "governing body", not "governing_body"."""
        return self.speaker_role.replace("_", " ")

    @property
    def is_reviewed(self) -> bool:
        return self.review_status != self.ReviewStatus.UNREVIEWED

    @property
    def effective_value(self) -> str:
        return self.corrected_value or self.value

    @property
    def effective_low(self) -> int | None:
        return self.corrected_low if self.corrected_value else self.low

    @property
    def effective_high(self) -> int | None:
        return self.corrected_high if self.corrected_value else self.high


class IncidentFigures(models.Model):
    """What one incident's stored ``OutletFigures`` were computed from: the incident's
    claims version (``with_claims_version``) and its reports (how many, and when one
    last changed), so an outlet page finds the incidents to compare again in SQL
    instead of comparing every incident on every request."""

    incident = models.OneToOneField(Incident, on_delete=models.CASCADE, primary_key=True, related_name="figures")
    claim_changes = models.PositiveIntegerField()
    claim_count = models.PositiveIntegerField()
    report_count = models.PositiveIntegerField()
    reports_changed = models.DateTimeField(null=True)

    VERSION_FIELDS = ("claim_changes", "claim_count", "report_count", "reports_changed")

    class Meta:
        verbose_name_plural = "incident figures"


class OutletFigures(models.Model):
    """How one outlet's figures about one incident compare with other outlets': how
    many figures it shares with at least one other outlet agree (the same or
    compatible), conflict or were updated in later reports, and the facts it
    conflicts on (``conflicts``: key, label, the outlet's value, the fact's summary).
    Derived from the comparison and stored beside ``IncidentFigures``; never edited."""

    incident = models.ForeignKey(Incident, on_delete=models.CASCADE, related_name="outlet_figures")
    source = models.ForeignKey("sources.Source", on_delete=models.CASCADE, related_name="+")
    agreed = models.PositiveIntegerField(default=0)
    conflicted = models.PositiveIntegerField(default=0)
    updated = models.PositiveIntegerField(default=0)
    conflicts = models.JSONField(default=list)

    class Meta:
        verbose_name_plural = "outlet figures"
        constraints = [
            models.UniqueConstraint(fields=["source", "incident"], name="outlet_figures_once"),
        ]

    @property
    def shared(self) -> int:
        return self.agreed + self.conflicted + self.updated


class ImportJobQuerySet(models.QuerySet):
    def recent(self, limit: int = 10):
        """The newest jobs with who made them and their items' progress, in one query."""
        final = Q(items__status__in=ImportItem.FINAL)
        return (
            self.select_related("created_by")
            .annotate(item_count=Count("items"), done_count=Count("items", filter=final))
            .order_by("-created_at", "-pk")[:limit]
        )


class ImportJob(models.Model):
    """What an editor asked to import at once (the "Add reports" page): its items are
    imported one by one in the background (incidents.ingest)."""

    class Status(models.TextChoices):
        QUEUED = "queued", "Queued"
        RUNNING = "running", "Running"
        DONE = "done", "Done"

    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL,
                                   related_name="import_jobs")
    created_at = models.DateTimeField(auto_now_add=True)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.QUEUED)
    finished_at = models.DateTimeField(null=True, blank=True)

    objects = ImportJobQuerySet.as_manager()

    class Meta:
        ordering = ["-created_at", "-pk"]

    def __str__(self) -> str:
        return f"Import job {self.pk}"

    def get_absolute_url(self) -> str:
        return reverse("ingest:job-detail", args=[self.pk])


class ImportItem(models.Model):
    """One thing to import of a job: a link, an uploaded file (its bytes kept
    compressed) or a pasted text (with its outlet and date); what became of it, why,
    and the reports and incidents it touched."""

    class Kind(models.TextChoices):
        LINK = "link", "Link"
        FILE = "file", "File"
        TEXT = "text", "Pasted text"

    class Status(models.TextChoices):
        QUEUED = "queued", "Queued"
        RUNNING = "running", "Running"
        CREATED = "created", "Created"
        UPDATED = "updated", "Updated"
        UNCHANGED = "unchanged", "Unchanged"
        REFUSED = "refused", "Refused"
        FAILED = "failed", "Failed"

    # An item in one of these is done for good: a task that finds it so does nothing.
    FINAL = ("created", "updated", "unchanged", "refused", "failed")

    job = models.ForeignKey(ImportJob, on_delete=models.CASCADE, related_name="items")
    position = models.PositiveIntegerField()
    kind = models.CharField(max_length=10, choices=Kind.choices)
    label = models.CharField(max_length=1000, help_text="The file's name or the link")
    payload = models.BinaryField(blank=True, default=b"", help_text="zlib-compressed bytes of a file or text")
    outlet = models.CharField(max_length=200, blank=True)
    published = models.DateTimeField(null=True, blank=True)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.QUEUED)
    reason = models.CharField(max_length=1000, blank=True)
    counts = models.JSONField(default=dict, blank=True)
    attempts = models.PositiveIntegerField(default=0)
    worker = models.CharField(max_length=255, blank=True, help_text="The Celery worker that imported it")
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)
    articles = models.ManyToManyField(Article, blank=True, related_name="+")
    incidents = models.ManyToManyField(Incident, blank=True, related_name="+")

    class Meta:
        ordering = ["job", "position"]
        constraints = [
            models.UniqueConstraint(fields=["job", "position"], name="import_item_position_once"),
        ]

    def __str__(self) -> str:
        return self.label

    @property
    def is_final(self) -> bool:
        return self.status in self.FINAL
