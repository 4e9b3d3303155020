"""Claims that gates shut by mistake used to lose, now extracted.

The extractor runs its costly rules only behind cheap gates (words that every match of
a rule holds; see test_gates).  Each sentence here was lost to one of three
kinds of gap:
  * a rule's wording whose word was missing from its gate ("increased stewarding",
    "the stand will be shut", "analysing images", ...);
  * a gate phrase ("bloody nose", "behind closed doors") not found when the words
    are parted by a tab, two spaces or a no-break space, as web copy has them;
  * the coarse filter in front of the counts (counts.TRIGGER_RE) skipping a sentence
    the counts would have read ("seven detentions", "needed medical attention").
"""

import pytest

from incidents.extraction import extract

# (sentence, kind, value, the claim's text)
MISSING_GATE_WORDS = [
    # the dispersal words had "led away" and "marched out", not "marched away"
    ("Four supporters were marched away from the turnstiles by stewards.",
     "dispersal", "4", "Four supporters were marched away from"),
    # "opposite end" was a crowd word, "opposite section" was not
    ("Around 150 supporters in the opposite section booed the referee.",
     "crowd", "150", "Around 150 supporters in the opposite section"),
    # one person hurt: "broken" was no gate word
    ("The linesman walked away with a broken finger.",
     "injuries", "1", "The linesman walked away with a broken finger"),
    ("The club has promised increased stewarding for Sunday's derby.",
     "measure", "increased security", "increased stewarding"),
    ("Several blocks were left clear between the two sets of supporters.",
     "measure", "segregation", "blocks were left clear between"),
    ("Seats for the cup final will be sold only through the club's website.",
     "measure", "ticket restrictions", "sold only through"),
    ("Both clubs were banned from selling seats for the replay.",
     "measure", "ticket restrictions", "clubs were banned from selling"),
    ("Attendance at the replay will be limited to home fans.",
     "measure", "ticket restrictions", "limited to home fans"),
    ("The replay will be a member-only fixture.",
     "measure", "ticket restrictions", "member-only"),
    ("The north stand will be shut for two matches after the disorder.",
     "sanction", "stadium closure", "stand will be shut for two matches"),
    ("Detectives are analysing images shared on social media.",
     "investigation", "police", "analysing images"),
    ("Police said the matter is being assessed by specialist officers.",
     "investigation", "police", "matter is being assessed"),
    ("The club's safeguarding team is now gathering information.",
     "investigation", "club", "safeguarding team is now gathering"),
    ("Stewards passed the matter on to the police.",
     "investigation", "police", "passed the matter on to the police"),
]

# Gate phrases parted by other white space than one space.
ODD_SPACING = [
    ("Two fans walked away with a bloody\u00a0nose.", "injuries", "2", "Two fans walked away with a bloody\u00a0nose"),
    ("The steward suffered a black\u00a0eye.", "injuries", "1", "The steward suffered a black\u00a0eye"),
    ("About 2,000 supporters were in the\u00a0ground by two o'clock.",
     "crowd", "2000", "About 2,000 supporters were in the\u00a0ground"),
    ("Dozens of fans ran\u00a0on at the final whistle.", "pitch_invasion", "yes", "fans ran\u00a0on"),
    ("The derby will be played behind closed\tdoors.", "measure", "behind closed doors", "behind closed\tdoors"),
    ("A ring of\u00a0steel was thrown around the ground.", "measure", "increased security", "ring of\u00a0steel"),
    ("As  part of its review, the club has banned three supporters.",
     "investigation", "club", "As  part of its review, the club"),
]

# Sentences the counts read that their trigger used to skip.
COUNT_TRIGGER = [
    ("Police made seven detentions.", "arrests", "7", "seven detentions"),
    ("Two fans needed medical attention.", "injuries", "2", "Two fans needed medical attention"),
    ("Leeds had a travelling support of 3,000.", "crowd", "3000", "3,000"),
    ("Around 40 youths exchanged missiles near the station.",
     "crowd", "40", "Around 40 youths exchanged missiles"),
    ("Public order offences:\t3", "arrests", "3", "3"),
    # the filter reads the folded text, as the count rules do ("ſ" is an "s" to them)
    ("Three fans were arre\u017fted after the match.", "arrests", "3", "Three fans were arre\u017fted"),
]


def _found(body: str, kind: str, value: str, text: str) -> None:
    claims = [c for c in extract(body) if c.kind == kind and c.value == value]
    assert claims, f"no {kind} {value!r} in {body!r}: {extract(body)}"
    claim = claims[0]
    assert body[claim.start:claim.end] == claim.text == text


@pytest.mark.parametrize(("body", "kind", "value", "text"), MISSING_GATE_WORDS)
def test_rule_words_open_their_gates(body, kind, value, text):
    _found(body, kind, value, text)


@pytest.mark.parametrize(("body", "kind", "value", "text"), ODD_SPACING)
def test_gate_phrases_hold_whatever_the_spacing(body, kind, value, text):
    _found(body, kind, value, text)


@pytest.mark.parametrize(("body", "kind", "value", "text"), COUNT_TRIGGER)
def test_count_trigger_lets_counted_sentences_through(body, kind, value, text):
    _found(body, kind, value, text)


def test_marched_away_is_no_crowd():
    # It used to be read as a crowd of four that marched.
    kinds = {c.kind for c in extract("Four supporters were marched away from the turnstiles by stewards.")}
    assert "crowd" not in kinds
