"""Pitch invasions: people onto the pitch ("invaded the pitch", "ran on at the end",
"FANS FLOOD PITCH", "climbed over the hoardings and ran at our bench"), but not the
teams and officials, not an attempt stopped, not an offence's name.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from .. import regexes
from .gates import at_word_start, on_folded
from .offences import offence

# Where people go: "onto the pitch", "on to the Kenilworth Road pitch", "into the playing area".
_PLAYING_AREA = r"(?:pitch|field|playing\s+(?:surface|area))"
_PITCH_RE = re.compile(
    rf"\b(?:pitch\s+invasions?|pitch\s+invaders?|invad\w+\s+(?:the\s+)?{_PLAYING_AREA}|"
    # a headline's "FANS FLOOD PITCH"
    r"(?:fans|supporters|spectators|hundreds|thousands|dozens)\s+(?:flood|swarm|storm|invade|pour|spill|stream)(?:s|ed|ing)?\s+"
    r"(?:on\s*to\s+|onto\s+)?(?:the\s+)?pitch|"
    r"(?:ran|run|runs|running|raced|racing|spill\w*|spilt|pour\w*|stream\w*|flood\w*|swarm\w*|surg\w*|"
    r"rush\w*|got|came|jumped|climbed|went|storm\w*|charged|charging|encroach\w*)\s+"
    rf"(?:on\s*to|onto|on|across|into)\s+(?:the\s+)?(?:[\w'’-]+\s+){{0,3}}?{_PLAYING_AREA}|"
    rf"storm\w*\s+the\s+{_PLAYING_AREA}|pitch\s+incursions?|"
    rf"(?:entered|enters)\s+(?:on\s*to\s+)?(?:the\s+)?(?:field\s+of\s+play|{_PLAYING_AREA})|"
    r"(?:fans?|supporters?|spectators?|intruders?|invaders?|streakers?|lads?|boys?|youths?|youngsters?|"
    r"teenagers?|kids?)\s+on\s+(?:to\s+)?(?:the\s+)?pitch|"
    # "a handful of fans ran on at the end": the pitch is understood
    r"(?:fans|supporters|spectators|youngsters|dozens|hundreds|thousands)\s+(?:ran|run|running|raced|streamed|"
    r"spilled|spilt|poured|rushed|flooded|swarmed)\s+on(?!\s+(?:to|the|a|an|for|with|until|through|into|"
    r"regardless|unchecked|time|schedule)\b))\b",
    re.I,
)
# Over the boards and on at someone: "climbed over the hoardings ... and ran at our bench"
# (only where "hoarding" or "boards" is).
_BOARDS_RE = regexes.compile(
    r"\b(?:climb\w*|jump\w*|vault\w*|clamber\w*|hurdl\w*|leap\w*|hopp\w*)\s+(?:over\s+)?(?:the\s+)?"
    r"(?:advertising\s+)?(?:hoardings?|boards)\b[^.;]{0,60}?\band\s+(?:then\s+)?(?:ran|raced|sprinted|charged|"
    r"went|headed|confronted|approached|made\s+(?:his|her|their)\s+way)\b"
)
# The teams and officials come onto the pitch too: "the players ran onto the pitch".
_NOT_INVADERS_RE = regexes.compile(
    r"\b(?:players?|substitutes?|subs|teams?|squads?|sides|managers?|coach(?:es)?|referees?|officials|"
    r"mascots|physios?|medics|paramedics|stewards|police|officers|goalkeepers?|keepers?|captains?)\b[^.;,]{0,25}$"
)
# "the best lad on the pitch" praises a player; "one for pitch incursion" names an offence.
_NOT_INVASION_BEFORE_RE = regexes.compile(
    r"(?:\b(?:best|worst|only|oldest|youngest|fastest|smallest|tallest|biggest|other|every|each)\s+|"
    r"\bfor\s+(?:an?\s+|the\s+)?)$"
)
_NEGATION_RE = re.compile(r"\b(?:no|not|never|without|nor|n['’]t|avoid\w*|prevent\w*|nobody|no\s+one|no-one|none)\b[^.,;]{0,25}$", re.I)
_F_PITCH_RE = at_word_start(on_folded(_PITCH_RE))
_F_NEGATION_RE = on_folded(_NEGATION_RE)


def find_pitch_invasions(folded: str, groups: set[str]) -> Iterator[tuple[str, str, int, int, str]]:
    """Pitch invasions (the sentence's groups hold "pitch", "hoarding" or "boards")."""
    pitch_matches = _F_PITCH_RE.finditer(folded) if "pitch" in groups else ()
    if "hoarding" in groups or "boards" in groups:
        pitch_matches = [*pitch_matches, *_BOARDS_RE.finditer(folded)]
    for m in pitch_matches:
        start, end = m.span()
        before = folded[max(0, start - 40): start]
        guard = _NOT_INVASION_BEFORE_RE.search(before)
        if guard is not None and guard.group().startswith("for") and not folded.startswith("pitch", start):
            guard = None  # "jailed for running onto the pitch" is what he did; "for pitch incursion" an offence
        if guard is None and not _F_NEGATION_RE.search(before) and not _NOT_INVADERS_RE.search(before):
            if offence(folded, start, end, groups):
                continue  # "charges for throwing objects, a pitch invasion and ..."
            yield "pitch_invasion", "yes", start, end, ""
