"""incidents.comparison.diff: word diffs, case-, accent- and punctuation-blind."""

from __future__ import annotations

import random

from incidents.comparison import diff_words


def test_diff_words_reports_each_kind_of_change():
    ops = diff_words("Police made seven arrests outside the ground last night.",
                     "Police made nine arrests outside the ground.")

    # Words compare without punctuation but are shown as written ("ground" / "ground.").
    assert [(d.op, d.words_fullest, d.words_variant) for d in ops] == [
        ("equal", "Police made", "Police made"),
        ("replace", "seven", "nine"),
        ("equal", "arrests outside the ground", "arrests outside the ground."),
        ("delete", "last night.", ""),
    ]


def test_diff_words_ignores_case_quotes_and_punctuation():
    ops = diff_words("“We’re DONE,” he said.", '"we\'re done" he said')

    assert [d.op for d in ops] == ["equal"]


def test_diff_words_insert_and_empty_texts():
    assert [(d.op, d.words_variant) for d in diff_words("", "new words")] == [("insert", "new words")]
    assert diff_words("", "") == []
    ops = diff_words("fans left", "fans finally left")
    assert [(d.op, d.words_variant) for d in ops] == [
        ("equal", "fans"), ("insert", "finally"), ("equal", "left")]


def _report(seed: int, words: int = 1000) -> str:
    rng = random.Random(seed)
    vocabulary = ("the police said fans were arrested after the match and "
                  "bottles seats coins thrown stewards riot a of in on at to "
                  "supporters stadium club statement investigation ban").split()
    vocabulary += [f"word{i}" for i in range(300)]
    return " ".join(rng.choice(vocabulary) for _ in range(words))


def test_diff_words_on_two_long_reports_accounts_for_every_word():
    # (How fast: bench/, not a timed test.)
    a, b = _report(1), _report(2)
    ops = diff_words(a, b)

    assert " ".join(d.words_fullest for d in ops if d.words_fullest).split() == a.split()
    assert " ".join(d.words_variant for d in ops if d.words_variant).split() == b.split()
