"""The API fuzzed against its own OpenAPI schema by schemathesis, in process (WSGI):
requests the schema allows, answers that must never be a server error and must
match what the schema promises (status codes, content type, body)."""

from __future__ import annotations

import pytest
import schemathesis
from django.core.signals import request_finished, request_started
from django.core.wsgi import get_wsgi_application
from django.db import close_old_connections
from hypothesis import HealthCheck, settings
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from tests.incidents.dashboard.reports import derby, many_reports

CHECKS = [not_a_server_error, status_code_conformance, content_type_conformance, response_schema_conformance]


# Read when the tests are collected: serving the schema needs no database.
schema = schemathesis.openapi.from_wsgi("/api/openapi.json", get_wsgi_application())


@pytest.fixture
def archive(db):
    """Incidents with agreed and conflicting facts, quotes and a season total, served to
    schemathesis's own WSGI client inside the test's transaction: Django closes its
    connection when a request starts and ends, which Django's test client prevents and
    a plain WSGI call does not (on PostgreSQL it would end the transaction)."""
    derby(slug="derby")
    many_reports(3, 2)
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    yield
    request_started.connect(close_old_connections)
    request_finished.connect(close_old_connections)


@schema.parametrize()
@settings(max_examples=30, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
def test_the_api_keeps_to_its_schema(case, archive):
    case.call_and_validate(checks=CHECKS)


def test_every_operation_on_real_rows_keeps_to_the_schema(archive):
    """Random slugs and ids rarely name a row: each operation once more on rows that exist,
    with every filter, so full facts, claims and articles are checked against the schema."""
    from incidents.models import Claim

    claim = Claim.objects.filter(incident__slug="derby", kind="injuries").first()
    cases = [
        ("/api/incidents/", {}, {"club": "chelsea", "q": "arrests", "date_from": "2016-01-01",
                                 "date_to": "2016-12-31", "conflicts": "true", "page_size": 1}),
        ("/api/incidents/{slug}/", {"slug": "derby"}, {}),
        ("/api/incidents/{slug}/facts/", {"slug": "derby"}, {"page_size": 100}),
        ("/api/incidents/{slug}/facts/", {"slug": "derby"}, {"status": "conflicting", "kind": "injuries"}),
        ("/api/claims/", {}, {"incident": "derby", "article": claim.article_id, "kind": "injuries",
                              "review_status": "unreviewed"}),
        ("/api/claims/{claim_id}/", {"claim_id": claim.pk}, {}),
        ("/api/articles/", {}, {"outlet": "bbc-sport", "incident": "derby", "page": 1}),
        ("/api/articles/{article_id}/", {"article_id": claim.article_id}, {}),
    ]
    for path, path_parameters, query in cases:
        case = schema[path]["GET"].Case(path_parameters=path_parameters, query=query)
        response = case.call_and_validate(checks=CHECKS)
        assert response.status_code == 200, (path, response.text)
        assert response.json() and (response.json().get("count", 1) >= 1), path
