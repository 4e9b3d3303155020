"""Finding quotations (``quotes.marks``): curly and straight marks, a quotation over
paragraphs as one claim; scare quotes, apostrophes, chants and unattributed headlines
are no quote claims.

No database: every test here runs in milliseconds.
"""

import pytest

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
