"""Helpers and report openings shared by the hand-written extraction cases (no database)."""

from incidents.extraction import extract
from incidents.extraction.kinds import CATEGORICAL_KINDS, KINDS, NUMERIC_KINDS

# The kinds of counts, and of things, in the registry's order.
NUMERIC = tuple(kind for kind in KINDS if kind in NUMERIC_KINDS)
THINGS = tuple(kind for kind in KINDS if kind in CATEGORICAL_KINDS)
COUNTS_AND_THINGS = NUMERIC + THINGS

# A claim about an earlier match or an earlier time: never this match.
EARLIER = "earlier"
_EARLIER_SCOPES = {"other_match", "unknown"}

# Two opening lines naming the match, so each report has its two clubs.
VILLA = (
    "Aston Villa drew 0-0 with Birmingham City at Villa Park on Sunday. "
    "Aston Villa fans threw coins and Birmingham City fans threw bottles.\n"
)
HIBS = (
    "Hibernian beat Hearts 2-0 at Easter Road on Saturday. "
    "Hibernian fans let off flares and Hearts fans threw coins.\n"
)
LYON = (
    "Lyon drew 1-1 with Paris Saint-Germain on Sunday night. "
    "Lyon fans threw flares and Paris Saint-Germain fans threw seats.\n"
)
EVERTON = (
    "Everton lost 1-0 to Liverpool at Goodison Park on Sunday. "
    "Liverpool fans threw bottles and Everton fans threw coins.\n"
)
LEEDS = (
    "Leeds United drew 1-1 with Millwall at Elland Road on Saturday. "
    "Leeds United fans threw seats and Millwall fans set off smoke bombs.\n"
)
CELTIC = (
    "Celtic beat Aberdeen 4-0 at Celtic Park on Sunday. "
    "Celtic fans set off flares and Aberdeen fans threw coins. Twelve people were arrested.\n"
)


def found(text, kinds=NUMERIC):
    """(kind, value, scope) of every claim of ``kinds``, sorted."""
    return sorted((c.kind, c.value, c.scope) for c in extract(text) if c.kind in kinds)


def claims_of(text, kind):
    return [c for c in extract(text) if c.kind == kind]


def claims(text: str, *kinds: str) -> list[tuple[str, str, str]]:
    """(kind, value, scope) of every claim of ``kinds``, in text order."""
    return [(c.kind, c.value, c.scope) for c in extract(text) if c.kind in kinds]


def scoped_claims(text: str, *kinds: str) -> list[tuple[str, str, str, str]]:
    """(kind, value, scope, scope_detail) of every claim of ``kinds``, in text order."""
    return [(c.kind, c.value, c.scope, c.scope_detail) for c in extract(text) if c.kind in kinds]


def counted(text: str, kinds=NUMERIC, *, spans: bool = False, scope_detail: bool = False) -> list[tuple]:
    """(kind, value, group, scope[, scope_detail][, span text]) of every claim of ``kinds``,
    sorted; each claim's span is checked to be its text (``body[start:end] == text``)."""
    out = []
    for c in extract(text):
        if c.kind in kinds:
            assert text[c.start:c.end] == c.text, c
            out.append((c.kind, c.value, c.group, c.scope, *((c.scope_detail,) if scope_detail else ()),
                        *((c.text,) if spans else ())))
    return sorted(out)


def quotes(text: str) -> list[tuple[str, str, str]]:
    """(speaker, role, words) of every quote claim, in text order."""
    return [(c.speaker, c.speaker_role, c.value) for c in extract(text) if c.kind == "quote"]


def why(text):
    """Every claim of ``text``, for a failure message."""
    return [(c.kind, c.value, c.scope, c.text) for c in extract(text)]


def assert_exact(text, kinds, expected):
    """The claims of ``kinds`` are exactly ``expected``; scope EARLIER accepts other_match or unknown."""
    got = found(text, kinds)
    relaxed = sorted(
        (kind, value, EARLIER if scope in _EARLIER_SCOPES else scope) for kind, value, scope in got
    )
    wanted = sorted(
        (kind, value, EARLIER if scope in _EARLIER_SCOPES else scope) for kind, value, scope in expected
    )
    assert relaxed == wanted, why(text)


def case_ids(cases):
    """Test ids: the opening words of each case's text."""
    return [case[0][:50] for case in cases]


# The kinds the vocabulary cases of measures, investigations and sanctions look at,
# besides those of their expected claims.
VOCABULARY_KINDS = ("measure", "investigation", "sanction")


def assert_vocabulary(text, expected):
    """The claims of VOCABULARY_KINDS and of the kinds ``expected`` names are exactly ``expected``."""
    kinds = tuple(sorted({k for k, _, _ in expected} | set(VOCABULARY_KINDS)))
    assert found(text, kinds) == sorted(expected)
