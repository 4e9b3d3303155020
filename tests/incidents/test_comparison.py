"""incidents.comparison: facts and quotes lined up across outlets, no database."""

from __future__ import annotations

import itertools
import json
import random
import re
import time
from datetime import date, datetime, timezone

import pytest

from incidents.comparison import (
    APPROXIMATE_TOLERANCE_PERCENT,
    QUOTE_MATCH_THRESHOLD,
    ROW_FIELDS,
    ComparedClaim,
    DiffOp,
    compare,
    comparison_as_dict,
    comparison_rows,
    crowd_role,
    diff_words,
    figures_agree,
    speakers_match,
)
from incidents.extraction.records import ClaimRecord

_ids = itertools.count(1)

OUTLET_NAMES = {
    "bbc": "BBC Sport",
    "sky": "Sky Sports",
    "sun": "The Sun",
    "echo": "Liverpool Echo",
    "guardian": "The Guardian",
}


def make_claim(**overrides) -> ComparedClaim:
    """A claim as the view builds it; by default "7 arrests at this match" from BBC."""
    n = next(_ids)
    outlet = overrides.get("outlet", "bbc")
    fields = {
        "claim_id": n,
        "outlet": outlet,
        "outlet_name": OUTLET_NAMES.get(outlet, outlet.title()),
        "article_id": f"{outlet}-1",
        "article_url": f"https://{outlet}.example/report",
        "published": date(2024, 3, 9),
        "kind": "arrests",
        "value": "7",
        "low": None,
        "high": None,
        "approximate": False,
        "original": "",
        "scope": "incident",
        "scope_detail": "",
        "detail": "",
        "speaker": "",
        "speaker_role": "",
        "text": "",
        "sentence": "",
        "start": n * 10,
        "end": n * 10 + 5,
        "review_status": "unreviewed",
    }
    fields.update(overrides)
    value = fields["value"]
    if fields["kind"] in {"arrests", "injuries", "deaths", "dispersal", "bans", "crowd"} \
            and value.isdigit() and "low" not in overrides:
        fields["low"] = fields["high"] = int(value)
    if fields["kind"] == "quote" and "text" not in overrides:
        fields["text"] = value
    context = {name: fields.pop(name) for name in CONTEXT_FIELDS}
    fields.setdefault("sentence_start", fields["start"])
    fields.setdefault("sentence_end", fields["end"])
    return ComparedClaim(record=ClaimRecord(**fields), **context)


CONTEXT_FIELDS = ("claim_id", "outlet", "outlet_name", "article_id", "article_url", "published", "review_status")


def figure(outlet: str, value: str, **overrides) -> ComparedClaim:
    return make_claim(outlet=outlet, value=value, **overrides)


def quote(outlet: str, speaker: str, words: str, **overrides) -> ComparedClaim:
    return make_claim(outlet=outlet, kind="quote", value=words, speaker=speaker, **overrides)


def only_fact(comparison):
    assert len(comparison.facts) == 1, [f.key for f in comparison.facts]
    return comparison.facts[0]


# --------------------------------------------------------------------------
# Numeric facts


def test_equal_numbers_from_three_outlets_agree():
    fact = only_fact(compare([figure("bbc", "7"), figure("sky", "7"), figure("sun", "7")]))

    assert fact.key == "arrests-incident"
    assert fact.label == "Arrests, at this match"
    assert fact.status == "agreed"
    assert fact.agreeing_outlets == 3
    assert fact.summary == "7 — agreed by 3 outlets"
    assert list(fact.cells) == ["bbc", "sky", "sun"]
    assert fact.cells["sky"].value == "7"
    assert fact.cells["sky"].outlet_name == "Sky Sports"


def test_seven_versus_nine_at_the_same_scope_conflicts():
    fact = only_fact(compare([figure("bbc", "7"), figure("sky", "9"), figure("sun", "7")]))

    assert fact.status == "conflicting"
    assert fact.summary == "7 vs 9 — conflicting"
    assert fact.agreeing_outlets == 2  # bbc and sun against sky


def test_one_outlet_alone_is_single():
    fact = only_fact(compare([figure("echo", "12", kind="injuries")]))

    assert fact.status == "single"
    assert fact.agreeing_outlets == 1
    assert fact.label == "Injuries, at this match"
    assert fact.summary == "12 — Liverpool Echo only"


def test_season_total_and_match_figure_are_separate_rows_that_never_conflict():
    comparison = compare([
        figure("bbc", "23", kind="bans", scope="season"),
        figure("sky", "23", kind="bans", scope="season"),
        figure("sky", "4", kind="bans", scope="incident"),
    ])

    by_key = {f.key: f for f in comparison.facts}
    assert set(by_key) == {"bans-incident", "bans-season"}
    assert by_key["bans-season"].status == "agreed"
    assert by_key["bans-season"].label == "People banned, this season"
    assert by_key["bans-incident"].status == "single"
    assert comparison.conflicts == []


def test_other_match_figures_get_their_own_row_keyed_by_the_other_match():
    comparison = compare([
        figure("bbc", "4", scope="other_match", scope_detail="Middlesbrough"),
        figure("sky", "4", scope="other_match", scope_detail="middlesbrough "),
        figure("sky", "2", scope="other_match", scope_detail="Watford"),
        figure("bbc", "7"),
    ])

    by_key = {f.key: f for f in comparison.facts}
    assert set(by_key) == {
        "arrests-incident", "arrests-other_match-middlesbrough", "arrests-other_match-watford",
    }
    boro = by_key["arrests-other_match-middlesbrough"]
    assert boro.status == "agreed"
    assert boro.scope_detail == "Middlesbrough"
    assert boro.label == "Arrests, at another match: Middlesbrough"
    assert by_key["arrests-other_match-watford"].status == "single"
    # Match figure first, then the other matches by label.
    assert [f.key for f in comparison.facts][0] == "arrests-incident"


def about(outlet: str, n: int, **overrides) -> ComparedClaim:
    return figure(outlet, str(n), approximate=True, original=f"about {n}", **overrides)


@pytest.mark.parametrize(
    ("other", "status"),
    [(210, "agreed"), (170, "agreed"), (230, "agreed"), (169, "conflicting"),
     (231, "conflicting"), (300, "conflicting")],
)
def test_approximate_figure_agrees_within_tolerance(other, status):
    assert APPROXIMATE_TOLERANCE_PERCENT == 15
    fact = only_fact(compare([about("bbc", 200, kind="crowd"),
                              figure("sky", str(other), kind="crowd")]))

    assert fact.status == status
    assert fact.cells["bbc"].value == "about 200"


def test_two_approximate_figures_agree_when_their_bands_overlap():
    assert figures_agree(about("bbc", 200), about("sky", 250))  # 170–230 meets 212.5–287.5
    assert not figures_agree(about("bbc", 100), about("sky", 200))


def hundreds(outlet: str, **overrides) -> ComparedClaim:
    return figure(outlet, "200", low=200, high=999, approximate=True, original="hundreds",
                  **overrides)


@pytest.mark.parametrize(("other", "status"), [("450", "agreed"), ("200", "agreed"),
                                               ("40", "conflicting"), ("1500", "conflicting")])
def test_hundreds_agrees_with_a_number_inside_its_range(other, status):
    fact = only_fact(compare([hundreds("sun", kind="crowd"), figure("bbc", other, kind="crowd")]))

    assert fact.status == status
    assert fact.cells["sun"].value == "hundreds"


@pytest.mark.parametrize(
    ("other", "status"),
    [({"value": "4"}, "agreed"),
     ({"value": "3"}, "agreed"),
     ({"value": "5"}, "conflicting"),
     ({"value": "4", "low": 4, "high": 5}, "agreed"),
     ({"value": "5", "low": 5, "high": 6}, "conflicting")],
)
def test_ranges_agree_with_numbers_inside_and_overlapping_ranges(other, status):
    three_or_four = figure("bbc", "3", low=3, high=4, original="three or four", kind="injuries")
    fact = only_fact(compare([three_or_four, figure("sky", kind="injuries", **other)]))

    assert fact.status == status
    assert fact.cells["bbc"].value == "3–4"


def test_several_figures_from_one_outlet_use_the_largest_specific_one():
    first_report = figure("bbc", "7", start=100)
    update = figure("bbc", "9", start=900)
    rough = about("bbc", 20, start=500)
    # Given out of order: the cell still lists them in text order.
    fact = only_fact(compare([update, rough, figure("sky", "9"), first_report]))

    cell = fact.cells["bbc"]
    assert [c.value for c in cell.claims] == ["7", "20", "9"]
    assert cell.primary is update
    assert cell.value == "9"
    assert cell.values == ["7", "about 20", "9"]
    assert cell.other_values == ["7", "about 20"]  # shown as "9 (also 7, about 20)"
    assert cell.varies
    assert fact.status == "agreed"  # only representatives are compared across outlets


def test_claims_in_a_cell_follow_publication_then_text_order():
    later = figure("bbc", "9", article_id="bbc-2", published=datetime(2024, 3, 10, 8, tzinfo=timezone.utc),
                   start=5)
    earlier = figure("bbc", "7", article_id="bbc-1", published=date(2024, 3, 9), start=400)
    fact = only_fact(compare([later, earlier]))

    assert fact.cells["bbc"].claims == [earlier, later]


def crowd(outlet: str, value: str, text: str, sentence: str, **overrides) -> ComparedClaim:
    return make_claim(outlet=outlet, kind="crowd", value=value, text=text, sentence=sentence, **overrides)


@pytest.mark.parametrize("text, sentence, role", [
    ("6,000-strong", "Their 6,000-strong following sang throughout.", "present"),
    ("31,402", "A crowd of 31,402 saw the game.", "present"),
    ("31,402", "The attendance was 31,402.", "present"),
    ("12,000", "They won in front of 12,000 at Fratton Park.", "present"),
    ("around 1,800 Burnley fans", "There were around 1,800 Burnley fans in the away end.", "present"),
    ("900 supporters travelled", "Some 900 supporters travelled to the game.", "present"),
    ("a 24,000 crowd", "Most of a 24,000 crowd behaved.", "present"),
    ("dozens of fans clashed", "After the game dozens of fans clashed on the bridge.", "involved"),
    ("about 60 men", "A group of about 60 men attacked a pub.", "involved"),
    ("hundreds of supporters invaded", "Hundreds of supporters invaded the pitch.", "involved"),
    # Taking part wins over travelling: "3,000 travelled and fought" is those involved.
    ("200 away fans who had travelled tried", "About 200 away fans who had travelled tried to get in.", "involved"),
    ("5,000 fans travelled", "5,000 fans travelled and hundreds clashed with police.", "present"),
])
def test_a_crowd_figure_is_the_people_present_or_those_involved(text, sentence, role):
    assert crowd_role(crowd("bbc", "1", text, sentence)) == role


def test_a_following_and_those_who_fought_are_two_facts_not_a_conflict():
    comparison = compare([
        crowd("bbc", "5000", "5,000 visiting supporters", "There were 5,000 visiting supporters in the ground."),
        crowd("sky", "5000", "5,000-strong", "Their 5,000-strong following made plenty of noise."),
        crowd("sun", "40", "40 fans fought", "At half-time 40 fans fought on the concourse."),
    ])
    facts = {f.key: f for f in comparison.facts}

    assert set(facts) == {"crowd-incident-present", "crowd-incident"}
    assert facts["crowd-incident-present"].label == "People present, at this match"
    assert facts["crowd-incident-present"].status == "agreed"
    assert list(facts["crowd-incident-present"].cells) == ["bbc", "sky"]
    assert facts["crowd-incident"].label == "People involved, at this match"
    assert facts["crowd-incident"].status == "single"


# --------------------------------------------------------------------------
# Single-valued and categorical facts


def test_score_conflicts_when_outlets_give_different_results():
    fact = only_fact(compare([
        make_claim(outlet="bbc", kind="score", value="2-1"),
        make_claim(outlet="sky", kind="score", value="1-2"),
    ]))

    assert fact.key == "score-incident"
    assert fact.label == "Result"
    assert fact.status == "conflicting"
    assert fact.summary == "2-1 vs 1-2 — conflicting"


def test_score_written_with_a_dash_agrees_with_a_hyphen():
    fact = only_fact(compare([
        make_claim(outlet="bbc", kind="score", value="3–0"),
        make_claim(outlet="echo", kind="score", value="3-0"),
    ]))

    assert fact.status == "agreed"


def test_competition_names_conflict():
    fact = only_fact(compare([
        make_claim(outlet="bbc", kind="competition", value="FA Cup"),
        make_claim(outlet="sun", kind="competition", value="the FA Cup"),
        make_claim(outlet="sky", kind="competition", value="EFL Cup"),
    ]))

    assert fact.status == "conflicting"
    assert fact.agreeing_outlets == 2


def test_categorical_rows_say_who_mentions_them_and_never_conflict():
    comparison = compare([
        make_claim(outlet="bbc", kind="missiles", value="seat"),
        make_claim(outlet="sun", kind="missiles", value="seat"),
        make_claim(outlet="sun", kind="missiles", value="coin"),
        make_claim(outlet="sky", kind="pyrotechnics", value="flare"),
        make_claim(outlet="sky", kind="pitch_invasion", value="yes"),
    ])

    by_key = {f.key: f for f in comparison.facts}
    assert [f.key for f in comparison.facts] == [
        "missiles-incident-coin", "missiles-incident-seat",
        "pyrotechnics-incident-flare", "pitch_invasion-incident-yes",
    ]
    seat = by_key["missiles-incident-seat"]
    assert seat.label == "Missiles: seat"
    assert seat.status == "agreed"
    assert set(seat.cells) == {"bbc", "sun"}
    assert seat.summary == "seat — mentioned by 2 outlets"
    assert by_key["missiles-incident-coin"].status == "single"
    assert by_key["pitch_invasion-incident-yes"].label == "Pitch invasion"
    assert comparison.conflicts == []


def test_lifetime_bans_are_their_own_row_beside_numeric_bans():
    comparison = compare([
        make_claim(outlet="bbc", kind="bans", value="lifetime"),
        make_claim(outlet="sun", kind="bans", value="lifetime"),
        figure("sky", "3", kind="bans"),
        figure("sky", "23", kind="bans", scope="season"),
    ])

    by_key = {f.key: f for f in comparison.facts}
    assert set(by_key) == {"bans-incident-lifetime", "bans-incident", "bans-season"}
    life = by_key["bans-incident-lifetime"]
    assert life.label == "Life bans pledged"
    assert life.status == "agreed"
    assert life.cells["bbc"].value == "lifetime"
    assert by_key["bans-incident"].status == "single"  # 3 is not "conflicting" with lifetime


def test_facts_follow_kind_order_then_scope_then_label():
    comparison = compare([
        make_claim(outlet="bbc", kind="score", value="1-1"),
        figure("bbc", "2", kind="injuries"),
        figure("bbc", "30", scope="season"),
        figure("bbc", "1", scope="other_match", scope_detail="Zenit"),
        figure("bbc", "1", scope="other_match", scope_detail="Ajax"),
        figure("bbc", "5"),
        make_claim(outlet="bbc", kind="police", value="riot police"),
    ])

    assert [f.key for f in comparison.facts] == [
        "arrests-incident", "arrests-season", "arrests-other_match-ajax",
        "arrests-other_match-zenit", "injuries-incident", "police-incident-riot-police",
        "score-incident",
    ]


# --------------------------------------------------------------------------
# Review statuses and outlet selection


def test_rejected_claims_leave_the_comparison():
    comparison = compare([
        figure("bbc", "7"),
        figure("sky", "70", review_status="rejected"),
        make_claim(outlet="sky", kind="missiles", value="bottle", review_status="rejected"),
        quote("sky", "Jane Roe", "Nobody should have to watch football like that.",
              review_status="rejected"),
    ])

    fact = only_fact(comparison)
    assert fact.status == "single"
    assert list(fact.cells) == ["bbc"]
    assert comparison.quote_groups == []


def test_disputed_claims_stay_and_are_visible():
    comparison = compare([
        figure("bbc", "7", review_status="confirmed"),
        figure("sky", "9", review_status="disputed"),
    ])

    fact = only_fact(comparison)
    assert fact.status == "conflicting"
    assert fact.cells["sky"].disputed
    assert fact.cells["sky"].review_statuses == ["disputed"]
    assert fact.cells["bbc"].confirmed
    exported = comparison_as_dict(comparison)["facts"][0]["cells"]
    assert exported["sky"]["review_status"] == "disputed"


def test_an_undisputed_figure_represents_the_outlet_before_a_disputed_one():
    fact = only_fact(compare([
        figure("bbc", "7"),
        figure("bbc", "90", review_status="disputed"),
        figure("sky", "7"),
    ]))

    assert fact.cells["bbc"].value == "7"
    assert fact.status == "agreed"
    assert fact.cells["bbc"].disputed


def test_outlets_argument_orders_and_restricts_the_columns():
    claims = [figure("bbc", "7"), figure("sky", "9"), figure("sun", "7")]
    comparison = compare(claims, outlets=["sun", "bbc"])

    fact = only_fact(comparison)
    assert list(fact.cells) == ["sun", "bbc"]
    assert fact.status == "agreed"
    assert comparison.outlets == ["sun", "bbc"]
    assert comparison.outlet_names == {"sun": "The Sun", "bbc": "BBC Sport"}


# --------------------------------------------------------------------------
# Quotes

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


# --------------------------------------------------------------------------
# diff_words


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


def test_diff_words_is_fast_on_two_long_reports():
    a, b = _report(1), _report(2)
    best = min(_timed(diff_words, a, b) for _ in range(3))

    assert best < 0.05


def _timed(fn, *args) -> float:
    start = time.perf_counter()
    fn(*args)
    return time.perf_counter() - start


# --------------------------------------------------------------------------
# Exports and keys


def _sample_claims() -> list[ComparedClaim]:
    return [
        figure("bbc", "7", text="seven arrests", sentence="Police made seven arrests.",
               start=40, end=53),
        figure("sky", "9"),
        figure("bbc", "23", kind="bans", scope="season"),
        make_claim(outlet="sun", kind="missiles", value="coin"),
        quote("bbc", "Karen Walsh", "We will find the people responsible for this."),
        quote("sky", "Walsh", "We will find the people responsible."),
    ]


def test_comparison_as_dict_has_the_export_shape():
    exported = comparison_as_dict(compare(_sample_claims()))

    json.dumps(exported)  # JSON-serialisable as is
    assert set(exported) == {"facts", "quotes"}
    fact = next(f for f in exported["facts"] if f["key"] == "arrests-incident")
    assert set(fact) == {"key", "kind", "scope", "scope_detail", "label", "status", "cells"}
    assert fact["status"] == "conflicting"
    assert fact["cells"]["bbc"] == {
        "value": "7", "low": 7, "high": 7, "text": "seven arrests",
        "sentence": "Police made seven arrests.", "article_url": "https://bbc.example/report",
        "article_id": "bbc-1", "start": 40, "end": 53, "review_status": "unreviewed",
    }
    [group] = exported["quotes"]
    assert set(group) == {"key", "speaker", "speaker_role", "status", "variants"}
    assert group["status"] == "varied"
    variant = next(v for v in group["variants"] if v["outlet"] == "sky")
    assert set(variant) == {"outlet", "text", "article_url", "start", "end", "diff"}
    assert variant["diff"][-1] == {"op": "delete", "fullest": "for this.", "variant": ""}
    assert all(set(op) == {"op", "fullest", "variant"} for op in variant["diff"])


def test_comparison_rows_are_flat_with_a_section_column():
    comparison = compare(_sample_claims())
    rows = comparison_rows(comparison)

    facts = [r for r in rows if r["section"] == "fact"]
    quotes = [r for r in rows if r["section"] == "quote"]
    assert len(facts) == sum(len(f.cells) for f in comparison.facts) == 4
    assert len(quotes) == 2
    assert all(tuple(r) == ROW_FIELDS for r in rows)
    sky_quote = next(r for r in quotes if r["outlet"] == "sky")
    assert sky_quote["fullest"] is False
    assert sky_quote["words_cut"] == 2
    assert {(r["key"], r["outlet"], r["value"]) for r in facts} == {
        ("arrests-incident", "bbc", "7"), ("arrests-incident", "sky", "9"),
        ("bans-season", "bbc", "23"), ("missiles-incident-coin", "sun", "coin"),
    }


def test_keys_are_stable_and_usable_as_html_ids():
    claims = _sample_claims() + [
        figure("echo", "3", scope="other_match", scope_detail="St. Mirren (away)"),
        make_claim(outlet="echo", kind="measure", value="Alcohol ban"),
    ]
    first = compare(claims)
    shuffled = claims[:]
    random.Random(4).shuffle(shuffled)
    second = compare(shuffled, outlets=["bbc", "sky", "sun", "echo"])

    keys = [f.key for f in first.facts] + [g.key for g in first.quote_groups]
    assert keys == [f.key for f in second.facts] + [g.key for g in second.quote_groups]
    assert "arrests-other_match-st-mirren-away" in keys
    assert "measure-incident-alcohol-ban" in keys
    assert len(set(keys)) == len(keys)
    assert all(re.fullmatch(r"[a-z][a-z0-9_-]*", k) for k in keys)
