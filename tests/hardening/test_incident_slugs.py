"""Incident slugs in constant queries, however many incidents share a headline."""

from __future__ import annotations

import json

import pytest

from incidents.curation.services import unique_incident_slug
from incidents.models import Incident
from tests.factories import make_incident
from tests.hardening.helpers import run_import

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("taken", [3, 60])
def test_next_slug_takes_two_queries_at_any_size(taken, django_assert_num_queries):
    make_incident(slug="derby-trouble")
    for n in range(2, taken + 2):
        make_incident(slug=f"derby-trouble-{n}")
    with django_assert_num_queries(2):
        slug = unique_incident_slug("Derby trouble")
    assert slug == f"derby-trouble-{taken + 2}"


def test_a_free_base_is_one_query(django_assert_num_queries):
    with django_assert_num_queries(1):
        assert unique_incident_slug("Derby trouble!") == "derby-trouble"


def test_numbers_are_compared_as_numbers_and_look_alikes_ignored():
    for slug in ["derby", "derby-2", "derby-9", "derby-10", "derby-09", "derby-x", "derby-3-2", "derby-town"]:
        make_incident(slug=slug)
    assert unique_incident_slug("derby") == "derby-11"


def test_a_base_with_regex_characters_is_taken_literally():
    make_incident(slug="a_b")
    make_incident(slug="axb-5")
    assert unique_incident_slug("a_b") == "a_b-2"


def test_many_reports_under_one_headline_get_distinct_slugs(tmp_path):
    lines = [
        {"outlet": f"Wire {n}", "headline": "Trouble flared", "body": f"Trouble flared\nSomething happened, report {n}.",
         "published": "2020-01-02"}
        for n in range(40)
    ]
    path = tmp_path / "bulk.jsonl"
    path.write_text("\n".join(json.dumps(line) for line in lines))
    code, _, err = run_import(path)
    assert code == 0, err
    slugs = list(Incident.objects.values_list("slug", flat=True))
    assert len(slugs) == len(set(slugs)) == 40
    assert "trouble-flared-2020-01-02-40" in slugs
