"""What an editor's selection of a report's words proposes (``extraction.selection``):
the kind, value and group the extractor's finders read in the words, in their sentence;
nothing read gives kind "" and the words.  Offsets exact.  No database."""

import pytest

from incidents.extraction.selection import selection_record

BODY = (
    "Trouble at the derby\n"
    "Two stewards and a fan needed treatment after the final whistle.\n"
    "Police arrested seven men, and 40 supporters were turned away at the turnstiles.\n"
    "Last season 12 fans were banned.\n"
    "“It was shameful,” said the club's chief executive, Jane Smith.\n"
    "Paramedics looked after two supporters near the turnstiles."
)

# (selected words, kind, value, group, scope)
PROPOSALS = [
    ("Two stewards and a fan needed treatment", "injuries", "3", "", "incident"),
    ("Two stewards", "injuries", "2", "stewards", "incident"),
    ("arrested seven men", "arrests", "7", "", "incident"),
    ("40 supporters were turned away", "dispersal", "40", "fans", "incident"),
    ("12 fans were banned", "bans", "12", "fans", "unknown"),
    ("Paramedics looked after two supporters", "", "Paramedics looked after two supporters", "", "incident"),
    ("shameful", "", "shameful", "", "incident"),
    ("the derby", "", "the derby", "", "incident"),
]


@pytest.mark.parametrize(("words", "kind", "value", "group", "scope"), PROPOSALS, ids=[p[0] for p in PROPOSALS])
def test_a_selection_proposes_what_the_extractor_reads_in_it(words, kind, value, group, scope):
    start = BODY.index(words)
    record = selection_record(BODY, start, start + len(words))
    assert (record.kind, record.value, record.group, record.scope) == (kind, value, group, scope)
    assert BODY[record.start:record.end] == record.text == words
    assert BODY[record.sentence_start:record.sentence_end] == record.sentence
    assert record.sentence_start <= record.start and record.end <= record.sentence_end


def test_a_selection_across_sentences_keeps_both_as_its_context():
    words = "final whistle.\nPolice arrested"
    start = BODY.index(words)
    record = selection_record(BODY, start, start + len(words))
    assert record.sentence.startswith("Two stewards") and record.sentence.endswith("turnstiles.")


@pytest.mark.parametrize(("start", "end"), [(5, 5), (-1, 4), (0, len(BODY) + 1), (20, 21)])
def test_an_empty_or_outside_selection_is_refused(start, end):
    with pytest.raises(ValueError):
        selection_record(BODY, start, end)
