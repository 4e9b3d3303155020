"""How much of a report one claim may read and keep: every extraction bound in one place.

The importer bounds a body (``sources.limits.MAX_BODY_CHARS``); these bound what the
finders see of it at once and what each claim stores, so that extraction's time and
memory grow with the length of a report, never with the square of a sentence's.
No real report comes near them: the longest sentence in ``fixtures/`` is 319
characters, the longest quotation 653.
"""

from __future__ import annotations

# A "sentence" longer than this (a line with no stop: a table flattened into one
# line, a pasted transcript) is cut into pieces no longer, at a clause break if it
# can be (see ``sentences``); the finders read the pieces as sentences.
MAX_SENTENCE_CHARS = 1_000
# A quotation longer than this is no quote claim: it is almost always a quotation
# mark never closed, and capping it would make the outlet seem to have cut words it
# printed.  About 650 words: a club statement printed in full fits.
MAX_QUOTE_CHARS = 4_000
# A claim's stored context (``ClaimRecord.sentence``): its sentence, or for a quote
# the sentences from the one holding the opening mark to the one holding the last word.
MAX_CONTEXT_CHARS = MAX_QUOTE_CHARS + 2 * MAX_SENTENCE_CHARS
