"""Atom feeds to follow Terrace: new incidents, and new conflicts between outlets.

Rules
  * ``/feeds/incidents/``: incidents newest first, by when Terrace first saw them.
  * ``/feeds/conflicts/``: incidents whose comparison has a conflicting fact,
    newest first by their latest report (a conflict appears when a report comes
    in).  Read from the dashboard's cached summaries
    (``selectors.incident_summaries``) of the ``CONFLICT_WINDOW`` incidents most
    recently reported, never by comparing every incident.
  * Either takes ``?club=`` (home or away, any case) and holds at most
    ``FEED_ENTRIES`` entries.
  * An entry's id is the incident page's URL, for a conflict followed by the
    conflicting facts' keys: stable while they stand, new when the facts in
    conflict change, so a reader shows a new conflict as new.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from django.contrib.syndication.views import Feed
from django.core.exceptions import BadRequest
from django.db.models import Max, OuterRef, Subquery
from django.urls import reverse
from django.utils.feedgenerator import Atom1Feed
from django.utils.http import urlencode

from incidents.comparison import Fact
from incidents.dashboard import selectors
from incidents.models import Incident, IncidentArticle

FEED_ENTRIES = 50
CONFLICT_WINDOW = 200
CLUB_MAX_CHARS = 120


@dataclass(frozen=True, slots=True)
class Following:
    """What one request of a feed follows: every incident, or one club's."""

    club: str
    url: str  # the feed's own absolute URL, its Atom id
    origin: str  # scheme and host, for the entries' ids

    def incidents(self):
        incidents = Incident.objects.all()
        return incidents.involving_club(self.club) if self.club else incidents


@dataclass(frozen=True, slots=True)
class Entry:
    incident: Incident
    page: str  # the incident page's absolute URL
    conflicts: list[Fact] = field(default_factory=list)


def _describe(incident: Incident) -> str:
    """The incident in one line: when, what, where, how covered, the result."""
    reports = list(incident.coverage.all())
    outlets = len({c.article.source_id for c in reports})
    parts = [
        f"{incident.date.day} {incident.date:%b %Y}" if incident.date else "",
        ", ".join(p for p in (incident.competition, incident.round) if p),
        incident.venue,
        f"{len(reports)} report{'s' * (len(reports) != 1)} from {outlets} outlet{'s' * (outlets != 1)}",
        incident.result,
    ]
    return " · ".join(p for p in parts if p)


class NewIncidentsFeed(Feed):
    feed_type = Atom1Feed
    what = "new incidents"
    list_query: dict = {}

    def get_object(self, request, *args, **kwargs) -> Following:
        club = request.GET.get("club", "").strip()
        if len(club) > CLUB_MAX_CHARS or "\x00" in club:
            raise BadRequest("No such club.")
        return Following(club, request.build_absolute_uri(), request.build_absolute_uri("/").rstrip("/"))

    def title(self, following: Following) -> str:
        return f"Terrace: {self.what}" + (f" involving {following.club}" if following.club else "")

    def subtitle(self, following: Following) -> str:
        return "Reports of football crowd disorder, compared fact by fact."

    def link(self, following: Following) -> str:
        query = {**self.list_query, **({"club": following.club} if following.club else {})}
        return reverse("incidents:incident-list") + (f"?{urlencode(query)}" if query else "")

    def feed_guid(self, following: Following) -> str:
        return following.url

    def feed_url(self, following: Following) -> str:
        return following.url

    def items(self, following: Following) -> list[Entry]:
        incidents = following.incidents().for_list().order_by("-created_at", "-pk")[:FEED_ENTRIES]
        return [Entry(incident, following.origin + incident.get_absolute_url()) for incident in incidents]

    def item_title(self, entry: Entry) -> str:
        return entry.incident.title

    def item_description(self, entry: Entry) -> str:
        return _describe(entry.incident)

    def item_link(self, entry: Entry) -> str:
        return entry.page

    def item_guid(self, entry: Entry) -> str:
        return entry.page

    def item_pubdate(self, entry: Entry):
        return entry.incident.created_at

    def item_updateddate(self, entry: Entry):
        return entry.incident.updated_at


class NewConflictsFeed(NewIncidentsFeed):
    what = "conflicts between outlets"
    list_query = {"conflicts": "1"}

    def items(self, following: Following) -> list[Entry]:
        latest = IncidentArticle.objects.filter(incident=OuterRef("pk")).values("incident").annotate(
            at=Max("added_at")).values("at")
        recent = list(following.incidents().annotate(last_report=Subquery(latest)).for_list()
                      .order_by("-last_report", "-pk")[:CONFLICT_WINDOW])
        summaries = selectors.incident_summaries(recent)
        entries = [Entry(i, following.origin + i.get_absolute_url(), summaries[i.pk].conflicts)
                   for i in recent if summaries[i.pk].conflicts]
        return entries[:FEED_ENTRIES]

    def item_title(self, entry: Entry) -> str:
        labels = ", ".join(fact.label for fact in entry.conflicts)
        return f"{entry.incident.title}: outlets conflict on {labels}"

    def item_description(self, entry: Entry) -> str:
        return "; ".join(f"{fact.label}: {fact.reason}" for fact in entry.conflicts) + f". {_describe(entry.incident)}"

    def item_guid(self, entry: Entry) -> str:
        keys = "+".join(fact.key for fact in entry.conflicts)
        return f"{entry.page}#conflicts:{keys}"

    def item_guid_is_permalink(self, entry: Entry) -> bool:
        return False

    def item_pubdate(self, entry: Entry):
        return entry.incident.last_report or entry.incident.created_at

    def item_updateddate(self, entry: Entry):
        return self.item_pubdate(entry)
