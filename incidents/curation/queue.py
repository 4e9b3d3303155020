"""The review queue: what needs an editor, most useful first.

Unreviewed claims, ranked by what an unchecked one costs a journalist:
  1. a claim in a fact the outlets conflict on (a reporter will chase it);
  2. a figure only one outlet gives (nothing else vouches for it);
  3. a claim of a report added in the last two days (the story is moving);
  4. a quote (wording and speaker are easy to get wrong);
  5. the rest.
Each item says why it is there.  Incidents are compared once each; the queue reads
the claims of at most ``MAX_INCIDENTS`` incidents with unreviewed claims, newest
first, and shows at most ``MAX_ITEMS`` items, with the counts of all it read.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass
from datetime import timedelta

from django.utils import timezone

from incidents.comparison.model import CONFLICTING, SINGLE
from incidents.dashboard.compared import incident_comparison
from incidents.extraction.kinds import NUMERIC_KINDS, QUOTE_KIND
from incidents.models import Claim, Incident

CONFLICT, ONE_OUTLET, NEW_REPORT, QUOTE, OTHER = range(5)
REASONS = {
    CONFLICT: "outlets conflict on this fact",
    ONE_OUTLET: "only this outlet gives this figure",
    NEW_REPORT: "from a report added in the last two days",
    QUOTE: "a quote nobody has checked",
    OTHER: "not yet reviewed",
}
MAX_INCIDENTS = 40
MAX_ITEMS = 100
NEW = timedelta(days=2)


@dataclass(frozen=True, slots=True)
class Item:
    claim: Claim
    rank: int
    why: str

    @property
    def reason(self) -> str:
        return REASONS[self.rank]


def _ranks(claims: list[Claim]) -> dict[int, tuple[int, str]]:
    """claim id -> (rank, the fact's reason) from the incident's comparison."""
    ranks: dict[int, tuple[int, str]] = {}
    for fact in incident_comparison(claims).facts:
        if fact.status == CONFLICTING:
            rank = CONFLICT
        elif fact.status == SINGLE and fact.kind in NUMERIC_KINDS:
            rank = ONE_OUTLET
        else:
            continue
        for cell in fact.cells.values():
            for claim in cell.claims:
                ranks.setdefault(claim.claim_id, (rank, fact.reason))
    return ranks


def review_queue(*, incident: str = "", outlet: str = "", kind: str = "") -> tuple[list[Item], Counter]:
    """(the items to show, how many of each rank there are) for the filters given
    (an incident's slug, an outlet's slug, a kind)."""
    waiting = Claim.objects.filter(review_status=Claim.ReviewStatus.UNREVIEWED)
    if outlet:
        waiting = waiting.filter(article__source__slug=outlet)
    if kind:
        waiting = waiting.filter(kind=kind)
    incidents = Incident.objects.filter(pk__in=waiting.values("incident_id")).order_by("-date", "-pk")
    if incident:
        incidents = incidents.filter(slug=incident)
    chosen = list(incidents.values_list("pk", flat=True)[:MAX_INCIDENTS])
    # Every claim of those incidents: the comparison needs the reviewed ones too.
    by_incident: dict[int, list[Claim]] = defaultdict(list)
    for claim in Claim.objects.for_incidents(chosen).select_related("article__source", "incident"):
        by_incident[claim.incident_id].append(claim)
    recent = timezone.now() - NEW
    items: list[Item] = []
    for claims in by_incident.values():
        ranks = _ranks(claims)
        for claim in claims:
            if claim.review_status != Claim.ReviewStatus.UNREVIEWED:
                continue
            if (outlet and claim.article.source.slug != outlet) or (kind and claim.kind != kind):
                continue
            rank, why = ranks.get(claim.pk, (None, ""))
            if rank is None:
                rank = (NEW_REPORT if claim.article.imported_at >= recent
                        else QUOTE if claim.kind == QUOTE_KIND else OTHER)
            items.append(Item(claim, rank, why))
    items.sort(key=lambda i: (i.rank, -(i.claim.incident.date.toordinal() if i.claim.incident.date else 0),
                              i.claim.incident_id, i.claim.article_id, i.claim.start))
    return items[:MAX_ITEMS], Counter(i.rank for i in items)
