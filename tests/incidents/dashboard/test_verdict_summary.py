"""The answer an incident page opens with (``compared.verdict_summary``) and the
facts table's sections (``compared.fact_sections``): plain records, no database."""

from __future__ import annotations

from incidents.comparison import compare
from incidents.dashboard.compared import fact_rows, fact_sections, verdict_summary
from incidents.extraction.kinds import BY_NAME, SECTIONS
from tests.incidents.comparison.factories import make_claim


def summary_of(*claims):
    return verdict_summary(compare(list(claims)))


def test_a_conflict_names_each_value_and_who_gave_it():
    summary = summary_of(
        make_claim(outlet="bbc", value="4"),
        make_claim(outlet="sky", value="3"),
        make_claim(outlet="sun", value="3"),
    )
    [conflict] = summary.conflicts
    assert conflict.text == "4 (BBC Sport) vs 3 (Sky Sports, The Sun)"
    assert summary.headline == "1 conflict: Arrests, at this match: 4 (BBC Sport) vs 3 (Sky Sports, The Sun)"
    assert summary.shared == []


def test_two_conflicts_are_counted_in_the_headline():
    summary = summary_of(
        make_claim(outlet="bbc", value="4"), make_claim(outlet="sky", value="9"),
        make_claim(outlet="bbc", kind="injuries", value="2"), make_claim(outlet="sky", kind="injuries", value="12"),
    )
    assert summary.headline.startswith("2 conflicts: Arrests, at this match: 4 (BBC Sport) vs 9 (Sky Sports); Injuries")


def test_agreed_key_figures_then_figures_one_outlet_gives():
    summary = summary_of(
        make_claim(outlet="bbc", value="7"), make_claim(outlet="sky", value="7"),
        make_claim(outlet="sun", kind="injuries", value="2"),
        make_claim(outlet="bbc", kind="missiles", value="coin"), make_claim(outlet="sky", kind="missiles", value="coin"),
    )
    assert [f.text for f in summary.shared] == ["7 (BBC Sport, Sky Sports)"]
    assert [(f.fact.kind, f.text) for f in summary.single] == [("injuries", "2 (The Sun)")]
    assert summary.conflicts == []
    # Categorical details ("Missiles: coin") are not key figures: the table has them.
    assert summary.headline == "No conflicts. Outlets agree on Arrests, at this match: 7"


def test_figures_of_another_match_or_the_season_are_not_this_matchs_key_figures():
    summary = summary_of(
        make_claim(outlet="bbc", value="30", scope="season"), make_claim(outlet="sky", value="30", scope="season"),
        make_claim(outlet="sun", value="4", scope="other_match", scope_detail="Millwall"),
    )
    assert summary.shared == summary.single == summary.conflicts == []
    assert summary.headline == "No figures read yet"


def test_a_figure_only_one_outlet_gives_is_said_as_such():
    assert summary_of(make_claim(outlet="bbc", value="7")).headline == "No key figure is given by two outlets yet"


def test_compatible_figures_show_each_value_with_its_outlets():
    summary = summary_of(
        make_claim(outlet="bbc", kind="crowd", value="200", low=200, high=200, approximate=True, original="about 200"),
        make_claim(outlet="sky", kind="crowd", value="hundreds", low=200, high=900, approximate=True,
                   original="hundreds of"),
    )
    [shared] = summary.shared
    assert shared.fact.status == "compatible"
    assert shared.text == "about 200 (BBC Sport); hundreds (Sky Sports)"


def test_every_kind_but_quotes_is_in_a_section_of_the_facts_table():
    names = [section.name for section in SECTIONS]
    assert all(kind.section in names for kind in BY_NAME.values())
    assert BY_NAME["arrests"].section == "key" and BY_NAME["missiles"].section == "details"
    assert [s.collapsed for s in SECTIONS] == [False, False, False, True]


def test_sections_keep_the_table_order_and_open_a_collapsed_one_for_its_highlight():
    comparison = compare([
        make_claim(outlet="bbc", kind="missiles", value="coin"),
        make_claim(outlet="bbc", kind="police", value="riot police"),
        make_claim(outlet="bbc", value="7"),
        make_claim(outlet="bbc", kind="score", value="2-1"),
    ])
    sections = fact_sections(fact_rows(comparison))
    assert [part.section.name for part in sections] == ["key", "match", "police", "details"]
    assert [part.open for part in sections] == [True, True, True, False]
    missiles = sections[-1].rows[0].fact.key
    assert fact_sections(fact_rows(comparison), highlight=missiles)[-1].open
    # Only conflicts: sections without a row are left out.
    assert fact_sections(fact_rows(comparison, only_conflicts=True)) == []


def test_an_updated_figure_is_no_agreement_and_says_which_way_it_moved():
    from datetime import date

    summary = summary_of(
        make_claim(outlet="bbc", kind="injuries", value="2", published=date(2024, 3, 9)),
        make_claim(outlet="sky", kind="injuries", value="5", published=date(2024, 3, 10)),
        make_claim(outlet="bbc", value="7"), make_claim(outlet="sky", value="7"),
    )
    updated = [f for f in summary.shared if f.fact.status == "updated"]
    assert [f.fact.kind for f in updated] == ["injuries"]
    assert summary.headline == ("No conflicts. Outlets agree on Arrests, at this match: 7. "
                                "Updated in later reports: Injuries, at this match: 2 → 5")


def test_a_conflict_with_another_rows_figure_is_said_by_its_reason():
    summary = summary_of(
        make_claim(outlet="bbc", kind="injuries", value="0", low=0, high=0),
        make_claim(outlet="sky", kind="injuries", value="2", group="stewards"),
    )
    conflicts = [f for f in summary.conflicts if len(f.fact.cells) == 1]
    assert conflicts, "a total of none against two stewards hurt is a conflict"
    [figure] = conflicts
    assert figure.text == figure.fact.reason and "Sky Sports" in figure.text and "BBC Sport" in figure.text
