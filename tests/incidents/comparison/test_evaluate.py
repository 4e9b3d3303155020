"""Scoring verdicts against a reader's (``comparison.evaluate``): which row stands for an
expected figure, found by kind, scope and the outlets in common."""

from __future__ import annotations

import pytest

from incidents.comparison import compare
from incidents.comparison.evaluate import Placed, score_case

from .factories import figure

CASE = {
    "id": "a-v-b",
    "files": ["a.txt", "b.txt"],
    "match": {"home": "Alpha", "away": "Beta"},
    "facts": [{"kind": "crowd", "scope": "incident", "group": "people", "status": "single",
               "values": {}}],
}


@pytest.mark.parametrize(("outlet_name", "expected_name"), [
    # an outlet whose own name ends in a bracket
    ("Borussia Dortmund (official site)", "Borussia Dortmund (official site)"),
    # one outlet's second report, told apart in expected.json by its time
    ("Holloway Gazette", "Holloway Gazette (2019-09-02 07:00 UTC)"),
    ("Daily Clarion", "Daily Clarion"),
])
def test_an_expected_figure_finds_its_row_by_the_outlets_names(outlet_name, expected_name):
    comparison = compare([figure("o1", "80000", kind="crowd", outlet_name=outlet_name)])
    case = {**CASE, "facts": [{**CASE["facts"][0], "values": {expected_name: "80,000"}}]}
    placed = {"x": Placed("Alpha v Beta", "", frozenset(case["files"]))}

    score, lines = score_case(case, {"a.txt": "x", "b.txt": "x"}, placed, {"x": comparison})

    assert (score.right, score.missed) == (1, 0), lines


def test_a_figure_of_another_outlet_is_missed():
    comparison = compare([figure("o1", "80000", kind="crowd", outlet_name="Daily Clarion")])
    case = {**CASE, "facts": [{**CASE["facts"][0], "values": {"Evening Star": "80,000"}}]}
    placed = {"x": Placed("Alpha v Beta", "", frozenset(case["files"]))}

    score, _ = score_case(case, {"a.txt": "x", "b.txt": "x"}, placed, {"x": comparison})

    assert (score.right, score.missed) == (0, 1)


@pytest.mark.parametrize("keys", [(1, 2), (2, 1), (7, 3), (3, 7)])
def test_a_case_split_in_two_halves_is_scored_on_the_first_listed_reports_incident(keys):
    # Whatever the incidents' keys (the database's ids), the same incident is scored.
    first, second = keys
    placed = {first: Placed("Alpha v Beta", "", frozenset({"a.txt"})),
              second: Placed("Gamma v Delta", "", frozenset({"b.txt"}))}
    comparisons = {key: compare([figure("o1", "80000", kind="crowd", outlet_name="Daily Clarion")])
                   for key in keys}
    case = {**CASE, "facts": [{**CASE["facts"][0], "values": {"Daily Clarion": "80,000"}}]}

    _, lines = score_case(case, {"a.txt": first, "b.txt": second}, placed, comparisons)

    assert lines[1] == "  grouping: SPLIT into 2; title: 'Alpha v Beta'"
