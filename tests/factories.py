"""Small helpers that make test rows with sensible defaults."""

from __future__ import annotations

import datetime as dt
import itertools

from django.contrib.auth.models import Group, User

from incidents.models import Claim, Incident, IncidentArticle
from incidents.roles import roles_create
from sources.models import Article, Source

_counter = itertools.count(1)


def make_source(**overrides) -> Source:
    n = next(_counter)
    fields = {"name": f"Outlet {n}", "slug": f"outlet-{n}", "domain": f"outlet{n}.example", "kind": "newspaper"}
    fields.update(overrides)
    return Source.objects.create(**fields)


def make_article(**overrides) -> Article:
    n = next(_counter)
    fields = {
        "headline": f"Report {n}",
        "body": f"Report {n}\nPolice made {n} arrests after the match.",
        "published": dt.datetime(2020, 1, 1, 12, tzinfo=dt.timezone.utc),
    }
    fields.update(overrides)
    if "source" not in fields:
        fields["source"] = make_source()
    return Article.objects.create(**fields)


def make_incident(**overrides) -> Incident:
    n = next(_counter)
    fields = {
        "slug": f"incident-{n}",
        "title": f"Home {n} v Away {n}",
        "date": dt.date(2020, 1, 1),
        "home_club": f"Home {n}",
        "away_club": f"Away {n}",
    }
    fields.update(overrides)
    return Incident.objects.create(**fields)


def make_claim(**overrides) -> Claim:
    article = overrides.pop("article", None) or make_article()
    incident = overrides.pop("incident", None)
    if incident is None:
        coverage = IncidentArticle.objects.filter(article=article).select_related("incident").first()
        incident = coverage.incident if coverage else make_incident()
        if coverage is None:
            IncidentArticle.objects.create(incident=incident, article=article)
    text = overrides.pop("text", None) or article.body[:5]
    start = overrides.pop("start", None)
    if start is None:
        start = article.body.find(text)
    fields = {
        "kind": "arrests",
        "value": "1",
        "low": 1,
        "high": 1,
        "scope": "incident",
        "text": text,
        "start": start,
        "end": start + len(text),
        "sentence": article.body,
        "sentence_start": 0,
        "sentence_end": len(article.body),
        "extractor": "test",
        "extractor_version": "1",
    }
    fields.update(overrides)
    return Claim.objects.create(article=article, incident=incident, **fields)


def make_user(username: str, group: str | None) -> User:
    """A staff member in one of the newsroom's groups (``incidents.roles``), or in none."""
    roles_create()  # idempotent; a flushed database may have lost the migration's groups
    user = User.objects.create_user(username, password="pw-for-tests-only", is_staff=True)
    if group:
        user.groups.add(Group.objects.get(name=group))
    return user
