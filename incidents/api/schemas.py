"""What the JSON API answers with: one schema per shape, documented in its OpenAPI schema.

Field names follow the JSON export (``incidents.comparison.export``) wherever the
two show the same thing, so a script reading one reads the other.
"""

from __future__ import annotations

import datetime as dt

from ninja import Schema
from pydantic import Field

# How many rows a page holds unless asked, and at most.
PAGE_SIZE = 20
MAX_PAGE_SIZE = 100
# Far enough for any archive; bounded so no offset overflows a database integer.
MAX_PAGE = 100_000


class Message(Schema):
    detail: str


class Invalid(Schema):
    """What a request the schema does not allow gets: one entry per bad parameter."""

    detail: list[dict] = Field(description='Each with "loc" (where), "msg" (why) and "type".')


class Page(Schema):
    count: int = Field(description="How many rows match, on every page.")
    page: int
    page_size: int
    next: str | None = Field(description="The next page's URL, or null on the last page.")
    previous: str | None


class OutletOut(Schema):
    slug: str
    name: str
    kind: str
    domain: str
    synthetic: bool = Field(False, description="A fictional outlet of the demo data.")


class IncidentOut(Schema):
    slug: str
    title: str
    date: dt.date | None
    date_approximate: bool
    home_club: str
    away_club: str
    competition: str
    round: str
    venue: str
    city: str
    country: str
    result: str
    reports: int = Field(description="How many reports cover it.")
    outlets: int = Field(description="How many outlets those reports come from.")
    conflicts: list[str] = Field(description="The labels of the facts outlets conflict on.")
    page: str = Field(description="Terrace's page for the incident.")
    facts_url: str


class IncidentPage(Page):
    items: list[IncidentOut]


class ArticleBrief(Schema):
    id: int
    headline: str
    url: str
    page: str
    published: dt.datetime | None
    published_approximate: bool


class IncidentOutlet(OutletOut):
    articles: list[ArticleBrief]


class IncidentDetail(Schema):
    incident: IncidentOut
    outlets: list[IncidentOutlet] = Field(description="Each outlet once, in the order of its first report.")


class CellOut(Schema):
    value: str
    low: int | None
    high: int | None
    outlet_name: str
    text: str = Field(description="The report's words: the article's body[start:end].")
    sentence: str
    article_id: int | None
    article_url: str = Field(description="The outlet's own URL, empty when unknown.")
    article_page: str = Field(description="Terrace's page for the article.")
    start: int
    end: int
    review_status: str
    citation: str = Field(description="A copy-ready line: the outlet, its words, when, and the link.")


class FactOut(Schema):
    key: str = Field(description="Stable for the same fact; the incident page's ?fact= parameter.")
    kind: str
    scope: str
    scope_detail: str
    group: str
    label: str
    status: str = Field(description="agreed, compatible, conflicting, updated or single.")
    reason: str
    agreeing_outlets: int
    summary: str
    cells: dict[str, CellOut] = Field(description="By outlet slug; an outlet that did not report it has none.")
    citations: list[str] = Field(description="Each cell's citation line, in the outlets' order.")


class FactPage(Page):
    incident: str
    items: list[FactOut]


class SpanOut(Schema):
    start: int
    end: int
    text: str = Field(description="Exactly the article's body[start:end].")
    sentence: str
    sentence_start: int
    sentence_end: int


class ClaimOut(Schema):
    id: int
    incident: str
    article: int
    outlet: str
    kind: str
    value: str = Field(description="An editor's correction when there is one, else the extractor's value.")
    low: int | None
    high: int | None
    corrected: bool
    approximate: bool
    original: str
    scope: str
    scope_detail: str
    group: str
    detail: str
    speaker: str
    speaker_role: str
    span: SpanOut
    review_status: str
    page: str


class ClaimPage(Page):
    items: list[ClaimOut]


class ArticleOut(Schema):
    id: int
    outlet: OutletOut
    incident: str | None
    headline: str
    url: str
    published: dt.datetime | None
    published_approximate: bool
    page: str


class ArticlePage(Page):
    items: list[ArticleOut]


class ArticleDetail(ArticleOut):
    standfirst: str
    byline: str
    language: str
    body: str = Field(description="The text as received; every claim's offsets point into it.")
