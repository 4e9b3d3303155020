"""A club's and a ground's pages: their incidents a page at a time, each with the
answer of its comparison, and arrests and incidents season by season.

The incidents come from the stored incident rows (a club home or away, a ground as
the venue), never from reading reports.  The season figures are one aggregate query:
for each incident, the highest arrests figure any report gave for the match (an
editor's correction in place of the extractor's, rejected claims left out); a figure
reported as "more than 20" counts as 20.  So a page costs the same few queries
however many incidents it covers.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.core.paginator import Page, Paginator
from django.db.models import Max, Q
from django.db.models.functions import Coalesce

from incidents.dashboard.seasons import season_of
from incidents.models import Claim, Incident, IncidentQuerySet

INCIDENTS_PER_PAGE = 25
EARLIER_MEETINGS = 5


def club_incidents(club: str) -> IncidentQuerySet:
    return Incident.objects.involving_club(club, exact=True).reported()


def ground_incidents(ground: str) -> IncidentQuerySet:
    return Incident.objects.filter(venue=ground).reported()


def incidents_page(incidents: IncidentQuerySet, page: str | int | None = None) -> Page:
    """One page of ``incidents``, newest first, ready for their cards' summaries."""
    return Paginator(incidents.for_list().order_by("-date", "-pk"), INCIDENTS_PER_PAGE).get_page(page)


@dataclass(frozen=True, slots=True)
class SeasonFigures:
    season: str  # "2016/17"
    incidents: int
    arrests: int  # the sum over its incidents of the highest figure reported for each
    with_arrests: int  # how many of its incidents have an arrests figure at all


def season_figures(incidents: IncidentQuerySet) -> list[SeasonFigures]:
    """Incidents and arrests season by season, oldest first: two queries."""
    dates = dict(incidents.exclude(date=None).order_by().values_list("pk", "date"))
    figure = Coalesce("corrected_high", "corrected_low", "high", "low")
    arrests = dict(
        Claim.objects.filter(incident__in=incidents.order_by().values("pk"), kind="arrests", scope="incident")
        .exclude(review_status="rejected").order_by().values("incident").annotate(top=Max(figure))
        .values_list("incident", "top")
    )
    seasons: dict[str, list[int]] = {}
    for pk, day in dates.items():
        counts = seasons.setdefault(season_of(day), [0, 0, 0])
        counts[0] += 1
        if arrests.get(pk) is not None:
            counts[1] += arrests[pk]
            counts[2] += 1
    return [SeasonFigures(season, *seasons[season]) for season in sorted(seasons)]


def earlier_meetings(incident: Incident) -> list[Incident]:
    """The latest meetings of the incident's two clubs before it, either at home, that
    have a report: one query."""
    if not (incident.home_club and incident.away_club and incident.date):
        return []
    pair = (Q(home_club=incident.home_club, away_club=incident.away_club)
            | Q(home_club=incident.away_club, away_club=incident.home_club))
    return list(Incident.objects.filter(pair, date__lt=incident.date).reported().exclude(pk=incident.pk)
                .order_by("-date")[:EARLIER_MEETINGS])


# --------------------------------------------------------------------------
# The chart: plain SVG drawn by the template from these numbers


CHART_WIDTH = 640
CHART_HEIGHT = 200
CHART_LEFT = 48  # room for the axis labels
CHART_BOTTOM = 32
MAX_BAR_WIDTH = 56
MAX_LABELS = 8


@dataclass(frozen=True, slots=True)
class Bar:
    season: str
    value: int
    x: float
    y: float
    width: float
    height: float
    label_x: float
    labelled: bool = True  # with many seasons, every few are labelled (the table has them all)


@dataclass(frozen=True, slots=True)
class Chart:
    title: str
    bars: list[Bar]
    top: int  # the axis's highest value
    width: int = CHART_WIDTH
    height: int = CHART_HEIGHT
    left: int = CHART_LEFT
    baseline: int = CHART_HEIGHT - CHART_BOTTOM


def bar_chart(title: str, values: list[tuple[str, int]]) -> Chart | None:
    """Bars for ``values`` (label, number) in a fixed box; None when there is nothing to draw."""
    if not values:
        return None
    top = max(1, max(value for _, value in values))
    plot_height = CHART_HEIGHT - CHART_BOTTOM - 12
    slot = (CHART_WIDTH - CHART_LEFT) / len(values)
    bars = []
    width = min(slot * 0.7, MAX_BAR_WIDTH)
    every = -(-len(values) // MAX_LABELS)  # label every ``every``-th bar
    for n, (label, value) in enumerate(values):
        height = plot_height * value / top
        middle = CHART_LEFT + n * slot + slot / 2
        bars.append(Bar(label, value, round(middle - width / 2, 1), round(CHART_HEIGHT - CHART_BOTTOM - height, 1),
                        round(width, 1), round(height, 1), round(middle, 1), n % every == 0))
    return Chart(title, bars, top)


