"""What the dashboard's templates read: small typed objects, built from the
selectors' rows and comparisons without further queries."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from django.conf import settings

from incidents.comparison import Fact
from incidents.dashboard.compared import Figure, headline_figures, incident_comparison
from incidents.dashboard.text import marked_headline, plain_snippet
from incidents.models import Incident
from sources.models import Source

# --------------------------------------------------------------------------
# The incidents list


@dataclass(frozen=True, slots=True)
class IncidentCard:
    incident: Incident
    outlets: list[Source]  # in the order of their first report
    figures: list[Figure]
    conflicts: list[Fact]
    snippet: str  # safe HTML around a search's hits; "" without a search


def incident_cards(incidents: Iterable[Incident], query: str) -> list[IncidentCard]:
    """A card for each incident of a list page (``for_list`` rows, searched for
    ``query`` when it is not empty)."""
    cards = []
    for incident in incidents:
        comparison = incident_comparison(incident.figure_claims)
        if query:
            if settings.IS_POSTGRES:
                snippet = marked_headline(incident.snippet_raw)
            else:
                snippet = plain_snippet(
                    [c.article.headline + "\n" + c.article.body for c in incident.coverage.all()], query
                )
        else:
            snippet = ""
        cards.append(IncidentCard(
            incident=incident,
            outlets=list({c.article.source.slug: c.article.source for c in incident.coverage.all()}.values()),
            figures=headline_figures(comparison),
            conflicts=comparison.conflicts,
            snippet=snippet,
        ))
    return cards
