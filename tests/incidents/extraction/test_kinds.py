"""The registry of claim kinds (``kinds``) holds together, and the rules' kind sets are its.

No database: every test here runs in milliseconds.
"""

from incidents.extraction import kinds, records
from incidents.extraction.counts import lists
from incidents.extraction.kinds import (
    BY_NAME,
    CATEGORICAL_KINDS,
    HEADLINE_KINDS,
    KIND_LABELS,
    KINDS,
    LIST_HEADINGS,
    NUMERIC_KINDS,
    PART_KINDS,
    QUOTE_KIND,
    REGISTRY,
    RUNNING_TOTAL_KINDS,
    SINGLE_VALUED_KINDS,
    kind_choices,
    kind_label,
    kind_order,
)


def test_names_and_labels_are_unique():
    assert len({kind.name for kind in REGISTRY}) == len(REGISTRY) == len(BY_NAME)
    assert len({kind.label for kind in REGISTRY}) == len(REGISTRY)
    assert KINDS == tuple(kind.name for kind in REGISTRY)


def test_every_kind_is_compared_one_way():
    comparisons = {kinds.COUNT, kinds.SINGLE, kinds.CATEGORICAL, kinds.QUOTE}
    assert all(kind.comparison in comparisons for kind in REGISTRY)
    groups = [NUMERIC_KINDS, SINGLE_VALUED_KINDS, CATEGORICAL_KINDS, frozenset({QUOTE_KIND})]
    assert sum(len(group) for group in groups) == len(KINDS)
    assert frozenset().union(*groups) == frozenset(KINDS)


def test_every_count_kind_has_a_headline_order_and_only_they():
    counts = [kind for kind in REGISTRY if kind.is_count]
    assert all(kind.headline is not None for kind in counts)
    assert all(kind.headline is None for kind in REGISTRY if not kind.is_count)
    assert len({kind.headline for kind in counts}) == len(counts)
    assert HEADLINE_KINDS == tuple(kind.name for kind in sorted(counts, key=lambda k: k.headline))


def test_the_count_rules_data_is_on_count_kinds_only():
    assert PART_KINDS <= NUMERIC_KINDS
    assert RUNNING_TOTAL_KINDS <= NUMERIC_KINDS
    heading_kinds = [name for name, _ in LIST_HEADINGS]
    assert set(heading_kinds) <= PART_KINDS  # a list's lines are the parts of a count
    ranks = [BY_NAME[name].list_rank for name in heading_kinds]
    assert ranks == sorted(ranks) and len(set(ranks)) == len(ranks)
    assert all(words and all(word.isalpha() and word.islower() for word in words) for _, words in LIST_HEADINGS)


def test_derived_sets_match_the_registry():
    assert NUMERIC_KINDS == {kind.name for kind in REGISTRY if kind.comparison == kinds.COUNT}
    assert PART_KINDS == {kind.name for kind in REGISTRY if kind.has_parts}
    assert RUNNING_TOTAL_KINDS == {kind.name for kind in REGISTRY if kind.running_total}
    assert {name for name, _ in LIST_HEADINGS} == {kind.name for kind in REGISTRY if kind.list_words}
    assert KIND_LABELS == {kind.name: kind.label for kind in REGISTRY}
    assert kind_choices() == [(kind.name, kind.label) for kind in REGISTRY]


def test_order_and_labels_of_unknown_kinds():
    assert [kind_order(name) for name in KINDS] == list(range(len(KINDS)))
    assert kind_order("no_such_kind") == len(KINDS)
    assert kind_label("arrests") == "Arrests"
    assert kind_label("no_such_kind") == "No such kind"
    assert {kind.css_class for kind in REGISTRY} == {"kind-figure", "kind-detail", "kind-quote"}


def test_records_re_export_the_registry():
    assert records.KINDS is KINDS and records.NUMERIC_KINDS is NUMERIC_KINDS and records.KIND_LABELS is KIND_LABELS


def test_the_list_rules_read_the_registry():
    assert lists.LIST_KINDS == {name for name, _ in LIST_HEADINGS}
    assert [kind for kind, _ in lists._LIST_WORDS] == [name for name, _ in LIST_HEADINGS]
    for (_, pattern), (_, words) in zip(lists._LIST_WORDS, LIST_HEADINGS, strict=True):
        assert all(pattern.search(f"the {word}ed") for word in words)
        assert not pattern.search("nothing listed here")
