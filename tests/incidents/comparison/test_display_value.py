"""One way to show a figure (``figures.display_value``): every page, export and the
admin read it, with thousands separated and vague words kept."""

from __future__ import annotations

import pytest

from incidents.comparison.figures import display_value
from tests.incidents.comparison.factories import make_claim


@pytest.mark.parametrize(("fields", "shown"), [
    ({"value": "7"}, "7"),
    ({"value": "5000", "kind": "crowd"}, "5,000"),
    ({"value": "30,000", "kind": "crowd", "low": 30000, "high": 30000}, "30,000"),
    ({"value": "1200", "kind": "crowd", "low": 1200, "high": 1200, "approximate": True}, "about 1,200"),
    ({"value": "more than 1000", "kind": "crowd", "low": 1000, "high": None, "approximate": True}, "more than 1,000"),
    ({"value": "1000-2000", "kind": "crowd", "low": 1000, "high": 2000}, "1,000–2,000"),
    ({"value": "up to 1500", "kind": "crowd", "low": 0, "high": 1500, "approximate": True}, "up to 1,500"),
    ({"value": "hundreds", "kind": "crowd", "low": 200, "high": 900, "approximate": True, "original": "hundreds of"},
     "hundreds"),
    ({"value": "1900", "kind": "crowd", "low": 1900, "high": 1999, "approximate": True, "original": "1,900-odd"},
     "1,900-odd"),
    ({"value": "40", "kind": "dispersal", "low": 40, "high": 49, "approximate": True, "original": "Forty-odd"},
     "forty-odd"),
    ({"value": "lifetime", "kind": "bans"}, "lifetime"),
    ({"value": "coin", "kind": "missiles"}, "coin"),
    ({"value": "2-1", "kind": "score"}, "2-1"),  # not a count: never separated
])
def test_a_figure_reads_the_same_everywhere(fields, shown):
    assert display_value(make_claim(**fields)) == shown
