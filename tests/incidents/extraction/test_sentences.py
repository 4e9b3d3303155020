"""Sentence spans (``sentences``): a line break always ends one, an abbreviation's stop never."""

from incidents.extraction.sentences import sentence_spans


def test_sentences_respect_abbreviations_and_lines():
    text = "Mr. J. Smith of St. Helens spoke. Then he left!\nHeadline without stop\nLast one"
    spans = [text[s:e] for s, e in sentence_spans(text)]
    assert spans == ["Mr. J. Smith of St. Helens spoke.", "Then he left!", "Headline without stop", "Last one"]
