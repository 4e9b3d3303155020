"""Quantities in digits or words (``numbers``): words_to_int and parse_quantity."""

import pytest

from incidents.extraction.numbers import parse_quantity, words_to_int


@pytest.mark.parametrize(("words", "number"), [
    ("seven", 7), ("SEVEN", 7), ("Nine", 9), ("twenty-three", 23), ("twenty three", 23),
    ("5,000", 5000), ("5000", 5000), ("one hundred", 100), ("two hundred and fifty", 250),
    ("three thousand", 3000), ("nonsense", None), ("", None),
])
def test_words_to_int(words, number):
    assert words_to_int(words) == number


@pytest.mark.parametrize(("text", "value", "low", "high", "approximate"), [
    ("a dozen", "12", 12, 12, False),
    ("about 200", "200", 200, 200, True),
    ("hundreds", "200", 200, 999, True),
    ("three or four", "3-4", 3, 4, False),
    ("10-12", "10-12", 10, 12, False),
    ("more than 100", "100", 100, None, True),
    ("no", "0", 0, 0, False),
])
def test_parse_quantity(text, value, low, high, approximate):
    q = parse_quantity(text)
    assert (q.value, q.low, q.high, q.approximate) == (value, low, high, approximate)
