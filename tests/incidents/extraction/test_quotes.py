"""Finding quotations (``quotes.marks``): curly and straight marks, a quotation over
paragraphs as one claim; scare quotes, apostrophes, chants and unattributed headlines
are no quote claims.

No database: every test here runs in milliseconds.
"""

import pytest

from incidents.extraction.limits import MAX_CONTEXT_CHARS, MAX_QUOTE_CHARS

from .cases import claims_of, quotes

NEGATIVE = [
    # scare quotes of one to three words are not quotations
    'The club described the scenes as "utterly shameful" and promised action.',
    "Police called the behaviour of the away fans 'mindless' on Saturday night.",
    'Supporters were told the new ticket system would be "fully operational" by March.',
    # a quoted chant or song line in a sentence without a speaker
    'The away end sang "we hate the Dutch, we hate them all so much" throughout the second half of the game.',
    'Home fans chanted "you are going home in a police van tonight" at the visitors.',
    # a headline quote, a paragraph on its own with no attribution
    '"Shameful scenes at the derby tonight as bottles fly across the pitch"\n\nBottles were thrown at Vale Park.',
]


def test_quote_said_after_and_curly_single_marks():
    text = "‘It was the worst I have ever seen,’ said Superintendent Jane Doe of Merseyside Police."
    (quote,) = claims_of(text, "quote")
    assert (quote.speaker, quote.speaker_role) == ("Jane Doe", "police")
    assert quote.value == "It was the worst I have ever seen,".rstrip(",")


def test_quote_multi_paragraph_is_one_claim_and_surname_resolves():
    text = (
        'Leeds head coach Daniel Farke said: "We condemn it completely.\n'
        '"Nobody wants to see this at a football match."\n'
        'Farke added: "The club will help the police in every way."'
    )
    found = claims_of(text, "quote")
    assert len(found) == 2
    assert found[0].value == "We condemn it completely. Nobody wants to see this at a football match."
    assert text[found[0].start:found[0].end].count("\n") == 1
    assert all(q.speaker == "Daniel Farke" and q.speaker_role == "manager" for q in found)


def test_scare_quotes_and_apostrophes_are_not_quotes():
    text = "The manager called it \"shameful\". West Ham's fans didn't wait for the Hammers' bus."
    assert claims_of(text, "quote") == []


@pytest.mark.parametrize("text", NEGATIVE, ids=[t[:50] for t in NEGATIVE])
def test_not_quotes(text):
    assert quotes(text) == []


def test_a_quotation_mark_never_closed_on_a_long_line_is_no_quote():
    """An open mark running on over the quote bound: nobody said all that."""
    line = 'Superintendent Jane Doe said: "Police made arrests, ' + "and fans threw bottles, " * 250 + "the end"
    assert len(line) > MAX_QUOTE_CHARS
    assert claims_of(line, "quote") == []
    assert claims_of(line + '"', "quote") == []  # closed at last, still too long to be one utterance


def test_a_long_statement_under_the_bound_is_one_quote_with_a_bounded_context():
    paragraph = "The club condemns the behaviour of a small minority, " * 12
    statement = "\n".join(f'"{paragraph.strip()}' for _ in range(5)) + '"'
    text = f"A West Ham spokesman said:\n{statement}\nPolice made four arrests."
    (quote,) = claims_of(text, "quote")
    assert quote.end - quote.start <= MAX_QUOTE_CHARS and quote.speaker
    assert text[quote.sentence_start:quote.sentence_end] == quote.sentence
    assert quote.sentence_start <= quote.start and quote.end <= quote.sentence_end


def test_a_quote_in_a_long_line_keeps_a_context_of_at_most_the_bound():
    before = "fans gathered, " * 200
    after = ", ".join(["bottles were thrown"] * 200)
    text = f'{before}and Chief Inspector Jane Smith said: "It was a disgraceful night for the club," {after}.'
    (quote,) = claims_of(text, "quote")
    assert quote.speaker == "Jane Smith"
    assert len(quote.sentence) <= MAX_CONTEXT_CHARS
    assert text[quote.sentence_start:quote.sentence_end] == quote.sentence
    assert quote.sentence_start <= quote.start < quote.end <= quote.sentence_end
