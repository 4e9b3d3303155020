"""Quotations and who said them.

``marks`` pairs quotation marks into quotations (one quotation over several
paragraphs when each opens with a mark); ``attribution`` finds each one's speaker
left or right of it, by the verbs of ``verbs``; ``speakers`` says who a subject
phrase is, from the people and organisations the report names (``names``).
"""

from __future__ import annotations

from .attribution import attribute
from .marks import Quote, find_quotations, quote_value
from .names import TITLES
from .speakers import Speakers

__all__ = ["TITLES", "Quote", "Speakers", "attribute", "find_quotations", "quote_value"]
