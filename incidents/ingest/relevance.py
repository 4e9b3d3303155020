"""Whether a feed entry is about football crowd disorder. No Django here.

The rule: keep an entry when it states disorder AND names football.
  * Disorder: the claim extractor finds a claim of a disorder kind
    (``kinds.DISORDER_KINDS``: people arrested, hurt, banned or dispersed, missiles,
    flares, a pitch invasion, a police response, an investigation, a sanction, a
    measure), other than a crowd's size (an attendance is no trouble) or a zero
    ("not a single arrest"); or its words name disorder without a figure ("trouble
    after the derby", "fans traded punches", "a banning order", "jailed for kicking a
    police horse"), which a headline or teaser often does.
  * Football: a club or national team the reference data knows, or a football word
    (match, fans, stadium, derby...).
The extractor alone keeps a concert's arrests; a club alone keeps every transfer.
Measured in ``bench/feed_relevance.py`` on entries written and labelled by someone
who had not read this rule (its README says how it scored first, and since).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from incidents import extraction
from incidents.extraction.kinds import DISORDER_KINDS, KIND_LABELS
from incidents.reference.finder import find_clubs

# Words that put an entry at football when it names no club the reference data knows
# (a non-league side, a foreign club): plainly football's own...
_FOOTBALL_RE = re.compile(
    r"\b(?:football|footballers?|soccer|kick-?off|derby|ultras|away end|home end|terraces|stewards?|"
    r"FA|EFL|UEFA|FIFA|SPFL|Premier League|Serie A|La Liga|Bundesliga|Ligue 1|Eredivisie|"
    r"Champions League|Europa League|World Cup|Euros?)\b",
)
# ...or shared with other crowds, which count only when no other event is named.
_CROWD_RE = re.compile(
    r"\b(?:match(?:es|day)?|game|fixture|stadium|ground|fans?|supporters?|league|cup|pitch|referee|players?)\b", re.I
)
_OTHER_EVENT_RE = re.compile(
    r"\b(?:concerts?|festivals?|gigs?|rugby|Six Nations|cricket|Ashes|ice hockey|hockey|boxing|boxers?|"
    r"tennis|darts|golf|snooker|racecourse|horse racing|protests?|protesters|demonstrat\w+|nightclubs?)\b",
    re.I,
)

# Disorder named in words, for entries that give no figure. Match reports' own
# metaphors stay out: "clash", "battle", "attack", "fight back", "a relegation fight".
_DISORDER_WORDS_RE = re.compile(
    r"\b(?:violence|disorder|hooligan\w*|affray|brawl\w*|riot(?:s|ing|ers?)?|fisticuffs|"
    r"(?:traded?|trading|threw|throwing) punches|punched|punching|assault\w*|stabb\w*|ambush\w*|"
    r"scuffles?|missiles?|smoke bombs?|pyro\w*|flares?|"
    r"(?:fans|supporters|ultras|thugs|youths|rival groups)\s+(?:\w+\s+){0,2}(?:fight|fought|clash(?:ed)?|brawled)|"
    r"fights?\s+(?:broke out|between|outside|inside|in the stands?)|clashes\s+between|"
    r"pitch invasion|invaded the pitch|pitch invaders?|(?:ran|running|run) on(?:to)? (?:the )?pitch|"
    r"banning orders?|crowd trouble|trouble\s+(?:at|after|before|outside|between|flared|in the stands?)|"
    r"seats?\s+(?:were\s+)?(?:ripped|torn|thrown)|ripped out seats|"
    r"(?:fan|supporter)s? (?:was |were )?killed|"
    r"(?:stewards?|police(?:men)?|officers?|referees?|linesm[ae]n)\s+(?:were\s+|was\s+)?(?:attacked|assaulted))",
    re.IGNORECASE,
)
# A crowd's size says nothing of trouble on its own.
_NOT_DISORDER_ALONE = frozenset({"crowd"})

REASON_KEPT = "states {what}"
REASON_NO_DISORDER = "not about football disorder: no arrests, injuries, bans, missiles, police or sanctions in it"
REASON_NOT_FOOTBALL = "not about football: {what}, but no club, match or fans named"


@dataclass(frozen=True, slots=True)
class Relevance:
    relevant: bool
    reason: str


def entry_relevance(text: str) -> Relevance:
    """Whether ``text`` (an entry's title, summary and text) is about football
    disorder, with the reason in words."""
    found = [
        claim.kind for claim in extraction.extract(text)
        if claim.kind in DISORDER_KINDS and claim.kind not in _NOT_DISORDER_ALONE and claim.value != "0"
    ]
    words = _DISORDER_WORDS_RE.search(text)
    if not found and not words:
        return Relevance(False, REASON_NO_DISORDER)
    named = [KIND_LABELS[kind].lower() for kind in found] + ([f"“{words.group(0)}”"] if words else [])
    what = ", ".join(dict.fromkeys(named))
    if _football(text):
        return Relevance(True, REASON_KEPT.format(what=what))
    return Relevance(False, REASON_NOT_FOOTBALL.format(what=what))


def _football(text: str) -> bool:
    if _FOOTBALL_RE.search(text):
        return True
    if _OTHER_EVENT_RE.search(text):
        return False
    return bool(_CROWD_RE.search(text) or find_clubs(text))
