"""An outlet's page, a page at a time: its reports, and how often its figures agree
with other outlets' reports of the same incidents.

The agreement is read from stored per-incident figures (``OutletFigures``), never by
comparing every incident the outlet reported on each request: one query finds, in
SQL, the incidents whose claims or reports changed since their figures were stored
(``IncidentFigures`` holds what they were computed from), and only those are compared
again; and while nothing at all was written since the last check, even that query is
skipped (``archive_watermark``).  After a write, that query looks only at the
incidents the rows written since the last settled check touch (``incidents_touched``,
a subquery of it), so an editor's correction costs the next visit a few index
probes, not a look at every incident the outlet reported.  The totals (a SUM) and the counts of the outlet's
incidents and reports are kept under that watermark, so while nothing was written a
page reads only its own rows: the same few queries, each bounded by the page, however
many reports the outlet has.  No query reads an article's text.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from django.core.cache import cache
from django.core.paginator import Page, Paginator
from django.db import IntegrityError, transaction
from django.db.models import Count, Exists, F, Max, OuterRef, Q, QuerySet, Sum

from incidents.comparison import AGREED, COMPATIBLE, CONFLICTING, UPDATED, Comparison
from incidents.dashboard.compared import CHECKABLE_KINDS, incident_comparison
from incidents.dashboard.watermark import WATERMARK_MODELS, WATERMARK_SECONDS, kept, settled_watermark
from incidents.models import Claim, Incident, IncidentArticle, IncidentFigures, OutletFigures
from sources.models import Article, Source

REPORTS_PER_PAGE = 25
INCIDENTS_PER_PAGE = 25
OUTLETS_PER_PAGE = 50
# Incidents compared again per round: bounds the claims held in memory at once.
REFRESH_CHUNK = 200
VERSION_FIELDS = IncidentFigures.VERSION_FIELDS
# Rows written since the last check past which the incidents they touch are not
# looked up: every incident of the outlet is checked instead, as on a first visit.
TOUCHED_ROWS_LIMIT = 20_000
# How long the watermark of an outlet's last check is kept to check from: after
# that, every incident of the outlet is checked again, once.
CHECK_KEPT_SECONDS = 24 * 3600


def outlet_reports(source: Source, page: str | int | None = None, watermark: tuple | None = None) -> Page:
    """One page of an outlet's reports, newest first, each with the incident it covers
    and without its text: two queries (the count and the page), or only the page when
    the count is kept under ``watermark`` (an ``archive_watermark``, see ``kept``).  A
    page number out of range gives the last page, and one that is not a number the
    first (Django's ``Paginator.get_page``)."""
    reports = (source.articles.select_related("coverage__incident")
               .defer("body", "standfirst", "coverage__incident__summary")
               .order_by("-published", "-pk"))
    paginator = Paginator(reports, REPORTS_PER_PAGE)
    if watermark is not None:
        paginator.count = kept(f"outlet-reports:{source.pk}", watermark, source.articles.count)
    return paginator.get_page(page)


def outlet_index(page: str | int | None = None) -> Page:
    """One page of every outlet, by name, each with how many reports it has and when
    its latest was published: the count and the page, two queries."""
    outlets = Source.objects.annotate(reports=Count("articles"), latest=Max("articles__published")).order_by(
        "name")
    return Paginator(outlets, OUTLETS_PER_PAGE).get_page(page)


def covered_incidents(source: Source) -> QuerySet:
    """The ids of the incidents ``source`` reported, as a subquery."""
    return IncidentArticle.objects.filter(article__source=source).values("incident")


def stale_incidents(source: Source, among: QuerySet | set[int] | None = None) -> list[dict]:
    """The incidents ``source`` reported whose stored figures are missing or were
    computed from other claims or reports, and those it no longer reports that still
    hold figures of it, each with its current version: one query.  ``among``: only
    these incidents are looked at (ids, or a query of them such as ``incidents_touched``,
    read in the same query)."""
    if among is None:
        held = OutletFigures.objects.filter(source=source).values("incident")
        current = Incident.objects.filter(Q(pk__in=covered_incidents(source)) | Q(pk__in=held))
    else:  # read by their ids, each probed for the outlet, not by a scan of its every incident
        current = Incident.objects.filter(pk__in=among).filter(
            Exists(IncidentArticle.objects.filter(incident=OuterRef("pk"), article__source=source))
            | Exists(OutletFigures.objects.filter(incident=OuterRef("pk"), source=source)))
    current = current.order_by().with_figures_version()
    stored = IncidentFigures.objects.filter(incident=OuterRef("pk"),
                                            **{name: OuterRef(name) for name in VERSION_FIELDS})
    return list(current.filter(~Exists(stored)).values("pk", *VERSION_FIELDS))


@dataclass(frozen=True, slots=True)
class SharedFigures:
    """One outlet's figures in one incident's comparison that another outlet also gives."""

    agreed: int  # the same figure, or compatible ones
    conflicted: int
    updated: int  # figures that grew in later reports: neither agreement nor contradiction
    conflicts: list[dict]  # key, label, the outlet's value, the fact's summary

    @classmethod
    def of(cls, comparison: Comparison, outlet: str) -> SharedFigures:
        # Figures only: categorical rows ("Missiles: coin") list who mentions them and never conflict.
        shared = [f for f in comparison.facts
                  if f.kind in CHECKABLE_KINDS and outlet in f.cells and len(f.cells) >= 2]
        conflicted = [f for f in shared if f.status == CONFLICTING]
        return cls(
            agreed=sum(f.status in (AGREED, COMPATIBLE) for f in shared),
            conflicted=len(conflicted),
            updated=sum(f.status == UPDATED for f in shared),
            conflicts=[{"key": f.key, "label": f.label, "value": f.cells[outlet].value, "summary": f.summary}
                       for f in conflicted],
        )


def outlet_figures_refresh(versions: list[dict]) -> int:
    """Compare the incidents ``versions`` names (``stale_incidents`` rows) and store
    every outlet's figures in each with the version they were computed from, a chunk
    of incidents at a time: per chunk one query for the claims (without the reports'
    text), one for the outlets and four writes.  Returns how many incidents were compared."""
    for start in range(0, len(versions), REFRESH_CHUNK):
        chunk = {v["pk"]: v for v in versions[start:start + REFRESH_CHUNK]}
        by_incident = defaultdict(list)
        for claim in Claim.objects.for_incidents(list(chunk)).without_quotes():
            by_incident[claim.incident_id].append(claim)
        outlets = defaultdict(dict)
        for incident_id, source_id, slug in (IncidentArticle.objects.filter(incident__in=list(chunk))
                                             .values_list("incident_id", "article__source_id",
                                                          "article__source__slug")):
            outlets[incident_id][slug] = source_id
        rows = []
        for pk in chunk:
            comparison = incident_comparison(by_incident.get(pk, []))
            for slug, source_id in outlets[pk].items():
                shared = SharedFigures.of(comparison, slug)
                rows.append(OutletFigures(incident_id=pk, source_id=source_id, agreed=shared.agreed,
                                          conflicted=shared.conflicted, updated=shared.updated,
                                          conflicts=shared.conflicts))
        try:
            with transaction.atomic():
                OutletFigures.objects.filter(incident__in=list(chunk)).delete()
                IncidentFigures.objects.filter(incident__in=list(chunk)).delete()
                OutletFigures.objects.bulk_create(rows)
                IncidentFigures.objects.bulk_create(
                    IncidentFigures(incident_id=pk, **{name: v[name] for name in VERSION_FIELDS})
                    for pk, v in chunk.items())
        except IntegrityError:
            pass  # another request stored the same incidents' figures first
    return len(versions)


@dataclass(frozen=True, slots=True)
class OutletAgreement:
    """How often one outlet's figures agree with other outlets' reports of the same
    incidents: totals over every incident, and one page of incidents.

    A figure agrees when the outlets give the same figure or compatible ones; a
    figure the story updated (later reports gave more) is counted apart, being
    neither agreement nor contradiction.
    """

    agreed: int
    conflicted: int
    updated: int
    incidents: Page  # of ``OutletFigures``, each with its incident, newest incident first
    watermark: tuple = ()  # the archive's (``archive_watermark``) that the figures are current at

    @property
    def shared(self) -> int:
        return self.agreed + self.conflicted + self.updated

    @property
    def percent(self) -> int | None:
        return round(100 * self.agreed / self.shared) if self.shared else None

    @property
    def conflicts(self) -> list[tuple[Incident, dict]]:
        """The facts it conflicts on in this page's incidents: (incident, conflict)."""
        return [(row.incident, conflict) for row in self.incidents for conflict in row.conflicts]


def incidents_touched(since: tuple, until: tuple) -> QuerySet:
    """The ids of the incidents whose figures the rows written between two settled
    watermarks can have changed, as one query (a union of index-bounded reads, to use
    as a subquery): those of new claims and incident links, of new reports and changed
    ones (by their links), and every incident a changed claim or link was ever in (so
    the one a claim or a report moved out of too)."""
    span = dict(zip(WATERMARK_MODELS, zip(since, until)))

    def written(model):
        first, last = span[model]
        return model.objects.filter(pk__gt=first or 0, pk__lte=last or 0).order_by()

    touched = [written(Claim), written(IncidentArticle)]
    for model in (Claim, IncidentArticle):
        changed = written(model.history.model).values("id")
        touched += [model.history.filter(id__in=changed), model.objects.filter(pk__in=changed)]
    for articles in (written(Article).values("pk"), written(Article.history.model).values("id")):
        touched.append(IncidentArticle.objects.filter(article__in=articles))
    first, *rest = (query.order_by().values_list("incident_id", flat=True) for query in touched)
    return first.union(*rest)


def outlet_figures_current(source: Source) -> tuple:
    """Make ``source``'s stored figures current, and return the watermark they are
    current at: nothing to do while the archive's watermark is the one checked in the
    last ``WATERMARK_SECONDS`` (one query).  Otherwise ``stale_incidents`` compared
    again by ``outlet_figures_refresh``: among the incidents written since the last
    settled check (``incidents_touched``, in the same query), or, on a first check or
    after more than ``TOUCHED_ROWS_LIMIT`` rows were written, among all of the outlet's.
    Either way the check is the same queries, so a page's count does not depend on
    which it took (which turns on other transactions and, on PostgreSQL, on how far
    the id sequences ran)."""
    key = f"outlet-figures-checked:{source.pk}"
    watermark, settled = settled_watermark()
    checked, base, pending = cache.get(key) or (None, None, None)
    if checked == watermark and cache.get(f"{key}:recent") is not None:
        return watermark
    if base is None or sum((new or 0) - (old or 0) for old, new in zip(base, watermark)) > TOUCHED_ROWS_LIMIT:
        outlet_figures_refresh(stale_incidents(source))
    elif base != watermark:
        outlet_figures_refresh(stale_incidents(source, among=incidents_touched(base, watermark)))
    # The next check looks from the watermark of the last check if that one and this
    # one were both settled: a row below it that committed late is seen by now.
    if base is None and settled:
        # Every incident was just checked at or after this watermark.  (A transaction
        # committing in the instant between its two reads goes unseen until the check
        # is forgotten, after ``CHECK_KEPT_SECONDS``.)
        base = watermark
    elif pending is not None and settled:
        base = pending
    cache.set(key, (watermark, base, watermark if settled else None), CHECK_KEPT_SECONDS)
    cache.set(f"{key}:recent", True, WATERMARK_SECONDS)
    return watermark


def outlet_agreement(source: Source, page: str | int | None = None) -> OutletAgreement:
    """The agreement of ``source``'s figures with other outlets', with one page of its
    incidents (``get_page``: out of range gives the last page): two queries while
    nothing changed (``outlet_figures_current``, then the page), three when something
    did, and the comparisons of the incidents that changed.  The totals and the count
    of incidents are one query, kept under the archive's watermark (``kept``)."""
    watermark = outlet_figures_current(source)
    rows = OutletFigures.objects.filter(source=source)
    totals = kept(f"outlet-totals:{source.pk}", watermark, lambda: rows.aggregate(
        agreed=Sum("agreed", default=0), conflicted=Sum("conflicted", default=0),
        updated=Sum("updated", default=0), incidents=Count("pk")))
    listed = (rows.select_related("incident").only("agreed", "conflicted", "updated", "conflicts", "source_id",
                                                   "incident__slug", "incident__title", "incident__date")
              .order_by(F("incident__date").desc(nulls_first=True), "-incident_id"))
    paginator = Paginator(listed, INCIDENTS_PER_PAGE)
    paginator.count = totals["incidents"]
    return OutletAgreement(agreed=totals["agreed"], conflicted=totals["conflicted"], updated=totals["updated"],
                           incidents=paginator.get_page(page), watermark=watermark)
