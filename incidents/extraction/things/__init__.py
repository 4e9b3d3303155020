"""Named things: missiles, pyrotechnics, police deployments, measures,
investigations, sanctions, pitch invasions and lifetime bans.

Each rule is a regex over one sentence yielding (kind, value, start, end, detail),
one module a family: ``missiles`` (and pyrotechnics), ``pitch``, ``police`` (and
measures), ``sanctions`` (and lifetime bans), ``investigations``.  ``offences``
says when a thing named is an offence or the law, not what happened; ``gates``
which rules a sentence is worth trying.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..text import fold
from .gates import NEEDED, THING_AUTOMATON, TRIGGER_RE, groups_in
from .investigations import canonical_investigator, find_investigations
from .missiles import find_missiles, find_pyrotechnics, headline_list
from .offences import is_general
from .pitch import find_pitch_invasions
from .police import find_measures, find_police
from .sanctions import find_life_bans, find_sanctions

__all__ = ["TRIGGER_RE", "canonical_investigator", "find_investigations", "find_things", "is_general"]


def find_things(
    sentence: str, low: str | None = None, folded: str | None = None
) -> Iterator[tuple[str, str, int, int, str]]:
    """``low`` is ``sentence.lower()`` (offset-preserving) and ``folded`` is
    ``fold(sentence)`` when the caller has them.

    The rules run on ``folded`` without re.I; words and amounts are re-read from
    ``sentence`` by their spans, so values keep the report's own spelling.
    """
    if low is None:
        low = sentence.lower()
    if folded is None:
        folded = fold(sentence, low)
    groups = groups_in(THING_AUTOMATON, low)
    if folded != low:
        # the words the rules need are looked for in what the rules run on
        groups = (groups - NEEDED) | (groups_in(THING_AUTOMATON, folded) & NEEDED)
    head_list = headline_list(folded) if ":" in folded else None
    if head_list is not None or "throw" in groups or "hitmove" in groups or "happened with" in groups:
        yield from find_missiles(sentence, low, folded, groups, head_list)
    if "pyro" in groups:
        yield from find_pyrotechnics(sentence, low, folded, groups, head_list)
    if "pitch" in groups or "hoarding" in groups or "boards" in groups:
        yield from find_pitch_invasions(folded, groups)
    if "police" in groups:
        yield from find_police(low, folded, groups)
    if "measure" in groups:
        yield from find_measures(folded, groups)
    if "sanction" in groups:
        yield from find_sanctions(sentence, low, folded, groups)
    if "life" in groups or "never" in groups:
        yield from find_life_bans(sentence, folded)
