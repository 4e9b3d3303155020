"""The dashboard's reads that need the comparison.

Plain reads are QuerySet methods (``incidents.models``); these combine them with
``incidents.comparison``: an incident's articles and its comparison, which
incidents have conflicts and the incidents the list shows (an outlet's agreement
with other outlets is ``incidents.dashboard.outlets``).  Each costs a fixed number of queries, pinned
by the tests whatever the size of the data.  What the list shows of a comparison
(``incident_summaries``) is kept in Django's cache under a version of the claims
and reports read in SQL, so a list page neither reads nor compares the claims of
incidents that have not changed.
"""

from __future__ import annotations

import datetime as dt
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from django.core.cache import cache

from incidents.comparison import Comparison, Fact
from incidents.dashboard.compared import (
    Figure,
    LevelCount,
    cache_digest,
    headline_figures,
    incident_comparison,
    level_counts,
    verdict_summary,
    versioned_comparison,
)
from incidents.dashboard.seasons import season_bounds
from incidents.dashboard.versions import stood_at
from incidents.models import Claim, Incident, IncidentQuerySet
from sources.models import Article


@dataclass(frozen=True, slots=True)
class ComparedIncident:
    incident: Incident
    articles: list[Article]  # in publication order, each with its outlet
    claims: list[Claim]  # every claim, in text order
    comparison: Comparison
    version: str  # of the comparison (``versioned_comparison``)
    revised_since: int = 0  # with ``as_of``: how many of the reports shown were revised since


def compared_incident(incident: Incident, as_of: dt.datetime | None = None) -> ComparedIncident:
    """An incident's articles and its comparison: two queries. With ``as_of``, as it
    stood then (``versions.stood_at``: each report's version then, with its claims;
    those not yet published left out): one query more."""
    articles = list(incident.articles.with_source().order_by("published", "pk"))
    claims = list(Claim.objects.for_incident(incident))
    revised_since = 0
    if as_of is not None:
        stood = stood_at(articles, claims, as_of)
        articles, claims, revised_since = stood.articles, stood.claims, stood.revised_since
    return ComparedIncident(incident, articles, claims, *versioned_comparison(claims, articles), revised_since)


def _by_incident(claims: Iterable[Claim]) -> dict[int, list[Claim]]:
    by_incident = defaultdict(list)
    for claim in claims:
        by_incident[claim.incident_id].append(claim)
    return by_incident


@dataclass(frozen=True, slots=True)
class IncidentSummary:
    """What the incidents list shows of one incident's comparison (quotes aside)."""

    figures: list[Figure]
    levels: list[LevelCount]  # how many of its figures reach each level of agreement
    conflicts: list[Fact]
    answer: str  # the incident page's answer in one line (``VerdictSummary.headline``)


def summary_version(incident: Incident) -> str:
    """A digest of what an incident's summary is computed from: its claims, through
    ``with_claims_version``, and its reports' dates, addresses and outlets (a renamed
    outlet too), read from the prefetched coverage."""
    reports = [(c.article_id, c.article.published, c.article.url, c.article.source.slug, c.article.source.name)
               for c in incident.coverage.all()]
    return cache_digest(repr((incident.created_at, incident.claim_changes, incident.claim_count, reports)))


def incident_summaries(incidents: Sequence[Incident]) -> dict[int, IncidentSummary]:
    """The summary of each of ``incidents`` (``for_list`` rows) by pk, from the cache;
    those not in it are compared from their claims, in one query, and kept."""
    keys = {incident.pk: f"incident-summary:{incident.pk}:{summary_version(incident)}" for incident in incidents}
    cached = cache.get_many(keys.values())
    summaries = {pk: cached[key] for pk, key in keys.items() if key in cached}
    missing = [pk for pk in keys if pk not in summaries]
    if missing:
        fresh = {}
        by_incident = _by_incident(Claim.objects.for_incidents(missing).without_quotes())
        for pk in missing:
            comparison = incident_comparison(by_incident.get(pk, []))
            fresh[keys[pk]] = summaries[pk] = IncidentSummary(
                headline_figures(comparison), level_counts(comparison), comparison.conflicts,
                verdict_summary(comparison).headline,
            )
        cache.set_many(fresh)
    return summaries


def conflicting_incident_ids(incidents: IncidentQuerySet) -> set[int]:
    """Ids of those ``incidents`` where outlets conflict on a fact: two queries, and a
    third for the claims of incidents not yet summarised."""
    # Only the pks of a search: its rank and snippets are not needed here.
    summaries = incident_summaries(list(Incident.objects.filter(pk__in=incidents.values("pk")).for_list()))
    return {pk for pk, summary in summaries.items() if summary.conflicts}


def listed_incidents(filters: Mapping, *, exact_club: bool = True) -> IncidentQuerySet:
    """The incidents the list shows for ``IncidentFilterForm.filters()``: filtered,
    searched, narrowed to conflicts (one query), sorted, and ready for cards."""
    incidents = Incident.objects.reported()
    if filters.get("club"):
        # The form accepts only one of the clubs offered, each spelt as stored (the
        # indexes answer it); the API takes a club in any case (``exact_club=False``).
        incidents = incidents.involving_club(filters["club"], exact=exact_club)
    if filters.get("competition"):
        incidents = incidents.in_competition(filters["competition"])
    if filters.get("season"):
        incidents = incidents.dated_between(*season_bounds(filters["season"]))
    incidents = incidents.dated_between(filters.get("date_from"), filters.get("date_to"))
    if filters.get("q"):
        incidents = incidents.search(filters["q"])
    if filters.get("conflicts"):
        incidents = incidents.filter(pk__in=conflicting_incident_ids(incidents)).counted_as_listed()
    return incidents.for_list().ordered(filters.get("sort") or "")
