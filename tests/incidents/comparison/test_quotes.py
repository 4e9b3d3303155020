"""incidents.comparison.quotes: speakers matched, quotes aligned and grouped across outlets."""

from __future__ import annotations

import pytest

from incidents.comparison import QUOTE_MATCH_THRESHOLD, DiffOp, compare, speakers_match

from .factories import quote


STATEMENT = (
    "We are appalled by the scenes at the end of the game. "
    "A small number of supporters let everyone down tonight. "
    "The club will work with the police to identify those responsible and they will be banned. "
    "We apologise to the families who were caught up in it."
)


def test_trimmed_quote_aligns_with_the_longer_statement_and_shows_cut_words():
    comparison = compare([
        quote("guardian", "Rovers spokesperson", STATEMENT),
        quote("echo", "Rovers spokesperson",
              "We are appalled by the scenes at the end of the game. "
              "The club will work with the police to identify those responsible."),
    ])

    assert len(comparison.quote_groups) == 1
    group = comparison.quote_groups[0]
    assert group.status == "varied"
    assert group.fullest.outlet == "guardian"
    echo = next(v for v in group.variants if v.outlet == "echo")
    deletes = [d for d in echo.diff if d.op == "delete"]
    assert deletes[0].words_fullest == "A small number of supporters let everyone down tonight."
    assert deletes[0].words_variant == ""
    cut = " ".join(d.words_fullest for d in deletes)
    assert "and they will be banned." in cut
    assert "We apologise to the families" in cut
    assert not any(d.op in ("insert", "replace") for d in echo.diff)
    assert group.fullest.diff == [DiffOp("equal", STATEMENT, STATEMENT)]


def test_reworded_sentence_aligns_and_the_diff_shows_inserts_and_deletes():
    group_list = compare([
        quote("sun", "Slaven Bilic",
              "For those kind of things to happen in England is totally unacceptable."),
        quote("bbc", "Bilic",
              "For those kind of things to happen, especially in England, is unacceptable."),
    ]).quote_groups

    assert len(group_list) == 1
    group = group_list[0]
    assert group.status == "varied"
    assert group.speaker == "Slaven Bilic"
    bbc = next(v for v in group.variants if v.outlet == "bbc")
    changes = [(d.op, d.words_fullest, d.words_variant) for d in bbc.diff if d.op != "equal"]
    assert ("insert", "", "especially") in changes
    assert ("delete", "totally", "") in changes


def test_multi_paragraph_statement_gathers_the_shorter_excerpts_of_other_outlets():
    long_statement = (
        "Although most fans left peacefully, a minority came looking for confrontation. "
        "Officers were attacked with bottles outside the away end. "
        "We have started a full investigation and are reviewing the CCTV. "
        "Anyone who recognises themselves should come forward now."
    )
    comparison = compare([
        quote("bbc", "Chief Inspector Karen Walsh",
              "A minority came looking for confrontation. "
              "Officers were attacked with bottles outside the away end."),
        quote("sky", "Karen Walsh",
              "We have started a full investigation and are reviewing the CCTV. "
              "Anyone who recognises themselves should come forward."),
        quote("sun", "Insp Walsh", long_statement),
    ])

    assert len(comparison.quote_groups) == 1
    group = comparison.quote_groups[0]
    assert group.outlets == ["bbc", "sky", "sun"]
    assert group.fullest.outlet == "sun"
    assert group.speaker == "Chief Inspector Karen Walsh"
    sky = next(v for v in group.variants if v.outlet == "sky")
    assert ("delete", "now.", "") in [(d.op, d.words_fullest, d.words_variant) for d in sky.diff]


def test_excerpts_of_one_statement_link_through_a_shared_sentence():
    shared = "There was a small group intent on violence from the start."
    comparison = compare([
        quote("bbc", "Mark Hughes", f"{shared} It spoiled a good night."),
        quote("echo", "Hughes", f"I was proud of the players. {shared}"),
    ])

    assert len(comparison.quote_groups) == 1
    assert comparison.quote_groups[0].status == "varied"


def test_same_words_from_different_speakers_never_align():
    words = "This was completely unacceptable and the people responsible must be found."
    comparison = compare([
        quote("bbc", "Mark Hughes", words),
        quote("sky", "Karen Walsh", words),
        quote("sun", "Rovers", words),
    ])

    assert len(comparison.quote_groups) == 3
    assert all(g.status == "single" for g in comparison.quote_groups)
    assert {g.speaker for g in comparison.quote_groups} == {"Mark Hughes", "Karen Walsh", "Rovers"}


def test_an_unnamed_fan_and_a_named_fan_saying_the_same_words_align():
    words = "It was like being back in the dark days, coins flying everywhere."
    comparison = compare([
        quote("sun", "Dave", words, speaker_role="fan"),
        quote("echo", "fan", "It was like being back in the dark days.", speaker_role="fan"),
        # The same words from a named player are someone else's.
        quote("bbc", "Jordan Price", words, speaker_role="player"),
    ])

    groups = sorted(comparison.quote_groups, key=lambda g: g.speaker)
    assert [(g.speaker, g.status, sorted(v.outlet for v in g.variants)) for g in groups] == [
        ("Dave", "varied", ["echo", "sun"]),
        ("Jordan Price", "single", ["bbc"]),
    ]


def test_a_groups_role_is_shown_in_words():
    comparison = compare([quote("bbc", "FA", "We will be contacting both clubs today.", speaker_role="governing_body")])
    assert comparison.quote_groups[0].role_label == "governing body"


def test_unrelated_quotes_from_one_speaker_stay_apart():
    comparison = compare([
        quote("bbc", "Mark Hughes", "I thought we deserved a point after the second half."),
        quote("sky", "Mark Hughes", "The referee has to protect the players from the crowd."),
    ])

    assert len(comparison.quote_groups) == 2


def test_identical_quote_modulo_punctuation_and_case_is_verbatim():
    comparison = compare([
        quote("bbc", "Karen Walsh", "We won’t tolerate this. Not here, not anywhere."),
        quote("sky", "Karen Walsh", "We won't tolerate this - not here, not anywhere"),
    ])

    assert [g.status for g in comparison.quote_groups] == ["verbatim"]
    assert all(d.op == "equal" for v in comparison.quote_groups[0].variants for d in v.diff)


def test_quote_from_one_outlet_only_is_single():
    group = compare([quote("echo", "Mark Hughes", "We go again on Saturday.")]).quote_groups[0]

    assert group.status == "single"
    assert group.fullest.outlet == "echo"
    assert group.key == "quote-hughes-we-go-again-on-saturday"


def test_scare_quote_joins_a_statement_containing_it_but_does_not_bridge_two():
    comparison = compare([
        quote("sun", "Mark Hughes", "What we saw tonight was disgraceful and the club must act."),
        quote("sky", "Hughes", "The way our players were treated at the end was disgraceful too."),
        quote("bbc", "Hughes", "disgraceful"),
        quote("echo", "Hughes", "Disgraceful!"),
    ])

    groups = {g.fullest.outlet: g for g in comparison.quote_groups}
    assert set(groups) == {"sun", "sky"}
    assert groups["sun"].outlets == ["sun", "bbc", "echo"]
    assert groups["sun"].status == "varied"
    assert groups["sky"].status == "single"


def test_scare_quotes_found_in_no_statement_group_together():
    comparison = compare([
        quote("bbc", "Karen Walsh", "shameful"),
        quote("sky", "Walsh", "Shameful"),
        quote("sun", "Walsh", "mindless"),
    ])

    statuses = {g.fullest.text.casefold(): g.status for g in comparison.quote_groups}
    assert statuses == {"shameful": "verbatim", "mindless": "single"}


@pytest.mark.parametrize(
    ("a", "b", "same"),
    [("Slaven Bilic", "Bilic", True),
     ("Commander BJ Harrington", "BJ Harrington", True),
     ("S. Bilic", "Slaven Bilic", True),
     ("Antonio Conte", "Paolo Conte", False),
     ("Mark Hughes", "Emlyn Hughes", False),
     ("Mark Hughes", "Karen Walsh", False),
     ("", "Karen Walsh", False),
     ("", "", True)],
)
def test_speakers_match_on_surname(a, b, same):
    assert speakers_match(a, b) is same


def test_quote_match_threshold_is_documented_value():
    assert QUOTE_MATCH_THRESHOLD == 85
