"""Two reports side by side, paragraph by paragraph (``diff.diff_paragraphs``): pairs
by shared words, in the second report's order, moved paragraphs recognised, changed
figures marked."""

from __future__ import annotations

from incidents.comparison.diff import diff_paragraphs

A = """Arrests after derby
Police made seven arrests after the match at the London Stadium.
Coins and bottles were thrown in the second half.
The club said it would ban anyone involved for life.
Stewards were praised for their quick response."""


def rows(a: str, b: str):
    return [(r.status, r.a_number, r.b_number, r.moved) for r in diff_paragraphs(a, b)]


def text(segments) -> str:
    return " ".join(s.text for s in segments)


def test_the_same_report_is_the_same_paragraph_for_paragraph():
    assert rows(A, A) == [("same", n, n, False) for n in range(1, 6)]


def test_a_changed_figure_is_marked_in_both_columns():
    b = A.replace("seven arrests", "nine arrests")
    row = diff_paragraphs(A, b)[1]
    assert row.status == "changed" and row.figures_changed
    assert [s.text for s in row.a if "figure" in s.mark] == ["seven"]
    assert [s.text for s in row.b if "figure" in s.mark] == ["nine"]
    assert text(row.b) == "Police made nine arrests after the match at the London Stadium."


def test_a_reworded_paragraph_without_a_new_figure_is_changed_not_a_figure():
    b = A.replace("were praised for their quick response", "were praised for their swift response")
    row = diff_paragraphs(A, b)[4]
    assert row.status == "changed" and not row.figures_changed


def test_paragraphs_only_in_one_report_stand_beside_their_neighbours():
    b = A.replace("Coins and bottles were thrown in the second half.\n", "") + \
        "\nThe FA has opened an investigation into the disorder."
    assert rows(A, b) == [
        ("same", 1, 1, False), ("same", 2, 2, False), ("removed", 3, None, False),
        ("same", 4, 3, False), ("same", 5, 4, False), ("added", None, 5, False),
    ]


def test_a_paragraph_put_elsewhere_is_moved_not_removed_and_added():
    lines = A.splitlines()
    b = "\n".join([lines[0], lines[3], lines[1], lines[2], lines[4]])  # the ban comes first
    assert rows(A, b) == [
        ("same", 1, 1, False), ("same", 4, 2, True), ("same", 2, 3, False),
        ("same", 3, 4, False), ("same", 5, 5, False),
    ]


def test_blank_lines_and_indentation_do_not_make_paragraphs():
    b = "\n\n".join("  " + line for line in A.splitlines())
    assert [r.status for r in diff_paragraphs(A, b)] == ["same"] * 5


def test_two_unrelated_reports_pair_nothing():
    b = "Quiet night\nA flare was let off near the away end.\nNobody was hurt."
    # Nothing pairs: b's paragraphs stand beside a's first three, a's last two alone.
    assert rows(A, b) == [("replaced", 1, 1, False), ("replaced", 2, 2, False), ("replaced", 3, 3, False),
                          ("removed", 4, None, False), ("removed", 5, None, False)]


def test_a_paragraph_pairs_with_its_best_match_once():
    a = "Seven arrests were made.\nSeven arrests were made after the game by police."
    b = "Seven arrests were made after the game by police."
    assert rows(a, b) == [("removed", 1, None, False), ("same", 2, 1, False)]


def test_a_rewritten_headline_stands_beside_the_old_one():
    b = A.replace("Arrests after derby", "Seven held as derby turns ugly")
    [first, *rest] = diff_paragraphs(A, b)
    assert (first.status, first.a_number, first.b_number) == ("replaced", 1, 1)
    assert [r.status for r in rest] == ["same"] * 4


def test_a_sentence_swapped_for_another_is_no_changed_figure():
    same = "Police made seven arrests after the match at the London Stadium on Wednesday night."
    a = same + " Chelsea are yet to comment."
    b = same + " 23 fans have been banned."
    [row] = diff_paragraphs(a, b)
    assert row.status == "changed" and not row.figures_changed


def test_empty_reports():
    assert diff_paragraphs("", "") == []
    assert rows("", "One line.") == [("added", None, 1, False)]
    assert rows("One line.", "") == [("removed", 1, None, False)]


def test_thousands_of_alike_lines_are_paired_without_comparing_every_line_with_every_other():
    many = "\n".join(f"The police said the fans were moved on {n}." for n in range(4000))
    rows = diff_paragraphs(many, many)
    # Every line pairs with itself by its number, the one word no other line shares;
    # the words every line has are left out of the pairing (``COMMON_WORD_PARAGRAPHS``).
    assert len(rows) == 4000 and {r.status for r in rows} == {"same"}
