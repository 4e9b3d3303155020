"""Helpers shared by the hand-written extraction cases (no database)."""

from incidents.extraction import extract

NUMERIC = ("arrests", "injuries", "deaths", "dispersal", "bans", "crowd")


def found(text, kinds=NUMERIC):
    """(kind, value, scope) of every claim of ``kinds``, sorted."""
    return sorted((c.kind, c.value, c.scope) for c in extract(text) if c.kind in kinds)


def quotes(text: str) -> list[tuple[str, str, str]]:
    """(speaker, role, words) of every quote claim, in text order."""
    return [(c.speaker, c.speaker_role, c.value) for c in extract(text) if c.kind == "quote"]


def case_ids(cases):
    """Test ids: the opening words of each case's text."""
    return [case[0][:50] for case in cases]
