"""What a comparison is made of: claims in, facts and quote groups out.

Rules
  * A ``ComparedClaim`` is one extracted record (an editor's correction applied)
    plus where it ran; the record's fields read as the claim's own.
  * A ``Fact`` is one checkable fact across outlets with one ``Cell`` per outlet
    that reported it; its ``status`` is ``AGREED``, ``COMPATIBLE``, ``UPDATED``,
    ``CONFLICTING`` or ``SINGLE`` (``verdicts`` says when), its ``reason`` says
    why in one line, and a count's ``group`` says whom it counts ("" for people
    unspecified or all people).
  * A ``QuoteGroup`` is one statement with one ``QuoteVariant`` per quote claim;
    its ``status`` is ``VERBATIM``, ``VARIED`` or ``SINGLE``.
  * Claims are read in publication order, then article, then place in the text
    (``text_order_key``); a claim with no date comes after dated ones.
  * Review statuses: ``REJECTED`` claims never reach a fact or quote;
    ``DISPUTED`` and ``CONFIRMED`` ones stay and their cells say so.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, datetime, timezone

from incidents.extraction.records import ClaimRecord

from .diff import DiffOp, changed_detail
from .words import normal_words

AGREED = "agreed"
COMPATIBLE = "compatible"
UPDATED = "updated"
CONFLICTING = "conflicting"
SINGLE = "single"
# A fact's levels, in the order the incidents list counts them.
FACT_STATUSES = (AGREED, COMPATIBLE, CONFLICTING, UPDATED, SINGLE)
VERBATIM = "verbatim"
VARIED = "varied"

REJECTED = "rejected"
DISPUTED = "disputed"
CONFIRMED = "confirmed"


@dataclass(frozen=True, slots=True, kw_only=True)
class ComparedClaim:
    """One claim as the comparison sees it: the extracted record plus where it ran.

    The record's fields read as the compared claim's own (``claim.value`` is
    ``claim.record.value``); the record carries an editor's correction, if any.
    """

    record: ClaimRecord
    claim_id: int | str
    outlet: str
    outlet_name: str = ""
    article_id: int | str | None = None
    article_url: str = ""
    published: datetime | date | None = None
    review_status: str = "unreviewed"
    # What kind of outlet ran it ("police" for a force's own release; see SourceKind).
    outlet_kind: str = ""

    def __getattr__(self, name: str):
        # Only reached for names that are not the wrapper's own: the record's fields.
        if name == "record":
            raise AttributeError(name)
        return getattr(self.record, name)


@dataclass(frozen=True, slots=True)
class Cell:
    """What one outlet said about one fact."""

    outlet: str
    outlet_name: str
    claims: list[ComparedClaim]
    value: str
    primary: ComparedClaim

    @property
    def values(self) -> list[str]:
        """Display values of every claim, in text order, without repeats."""
        from .figures import display_value  # figures reads model: imported here, not at the top

        return list(dict.fromkeys(display_value(c) for c in self.claims))

    @property
    def other_values(self) -> list[str]:
        """The values besides the one shown (``value``), in text order."""
        return [v for v in self.values if v != self.value]

    @property
    def varies(self) -> bool:
        """The outlet gave more than one figure for this fact (e.g. an update)."""
        return len(self.values) > 1

    @property
    def review_statuses(self) -> list[str]:
        return list(dict.fromkeys(c.review_status for c in self.claims))

    @property
    def disputed(self) -> bool:
        return any(c.review_status == DISPUTED for c in self.claims)

    @property
    def confirmed(self) -> bool:
        return any(c.review_status == CONFIRMED for c in self.claims)


@dataclass(frozen=True, slots=True)
class Fact:
    """One row of the comparison: one checkable fact across outlets."""

    key: str
    kind: str
    scope: str
    scope_detail: str
    label: str
    status: str
    cells: dict[str, Cell]
    agreeing_outlets: int
    summary: str
    group: str = ""  # whom a count counts (``kinds.GROUPS``); "" for all or unspecified people
    reason: str = ""  # the verdict in one line a journalist can read

    @property
    def outlets(self) -> list[str]:
        return list(self.cells)


@dataclass(frozen=True, slots=True)
class QuoteVariant:
    outlet: str
    outlet_name: str
    claim: ComparedClaim
    text: str
    diff: list[DiffOp]

    @property
    def word_count(self) -> int:
        return len(normal_words(self.text))

    @property
    def differs(self) -> bool:
        """Whether its words differ from the fullest version's."""
        return any(op.op != "equal" for op in self.diff)

    @property
    def changed_details(self) -> list[DiffOp]:
        """Where it has another number or name than the fullest version (``changed_detail``)."""
        return [op for op in self.diff if changed_detail(op)]


@dataclass(frozen=True, slots=True)
class QuoteGroup:
    """The same quotation as carried by one or more outlets."""

    key: str
    speaker: str
    speaker_role: str
    status: str
    variants: list[QuoteVariant]
    fullest: QuoteVariant

    @property
    def outlets(self) -> list[str]:
        return list(dict.fromkeys(v.outlet for v in self.variants))

    @property
    def reworded_by(self) -> list[str]:
        """The outlets whose version is worded otherwise than the fullest, the fullest's
        own outlet never among them (unless it also carried another version)."""
        return list(dict.fromkeys(v.outlet_name for v in self.variants if v is not self.fullest and v.differs))

    @property
    def changes_a_detail(self) -> bool:
        return any(v.changed_details for v in self.variants)

    @property
    def role_label(self) -> str:
        """The role as shown: "governing body", not "governing_body"."""
        return self.speaker_role.replace("_", " ")


@dataclass(frozen=True, slots=True)
class Comparison:
    facts: list[Fact]
    quote_groups: list[QuoteGroup]
    outlets: list[str] = field(default_factory=list)
    outlet_names: dict[str, str] = field(default_factory=dict)

    @property
    def conflicts(self) -> list[Fact]:
        return [f for f in self.facts if f.status == CONFLICTING]

    def fact(self, key: str) -> Fact | None:
        return next((f for f in self.facts if f.key == key), None)


def text_order_key(claim: ComparedClaim) -> tuple:
    """Sort key for reading order: publication, then article, then place in the text."""
    published = claim.published
    if isinstance(published, datetime):
        if published.tzinfo is not None:
            published = published.astimezone(timezone.utc).replace(tzinfo=None)
    elif isinstance(published, date):
        published = datetime(published.year, published.month, published.day)
    return (
        published is None,
        published or datetime.min,
        str(claim.article_id if claim.article_id is not None else ""),
        claim.start,
        claim.end,
    )
