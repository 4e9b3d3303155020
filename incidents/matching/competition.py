"""Which competition, and which round of it.

The competition is the one with the most weight: a mention counts more in the
headline, the first paragraphs and a sentence naming both clubs, and less in a
sentence naming another club or another fixture, or when it is for national
teams and the clubs are not (or the other way round). A competition named as a
club's standing ("promoted as League One champions", "facing the drop to League
One", "out of the Champions League") counts for nothing, and another
country's league or cup means the clubs' own of that name ("the Championship" for
two Scottish clubs) or, failing one, almost nothing. The round is the one named
beside the competition; "through to the quarter-finals" means the match was the
round before; failing both, the competition's usual calendar.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import replace

from incidents.matching.clubs import _UPCOMING_VERB, MEET_AGAIN_RE
from incidents.matching.layout import _CLAUSE_BREAK
from incidents.reference import (
    clubs_own_competition,
    find_rounds,
    named_as_standing,
    previous_round,
    round_for_date,
)
from incidents.reference.catalogue import catalogue

_PROGRESS = re.compile(
    r"\b(?:progress(?:ed|es|ing)?|advance[sd]?|advancing|through|reach(?:ed|es|ing)?|towards|into|place\s+in|"
    r"qualif(?:y|ied|ies|ying)\s+for|march(?:ed)?\s+on|set(?:s)?\s+up|draw\s+for|go(?:es)?\s+through|went\s+through|"
    # a side now in the round, said in the present: "Fiorentina are in the Conference League semi-finals"
    r"(?:are|is)\s+(?:now\s+)?(?:also\s+)?in)\b[^.!?]*$",
    re.IGNORECASE,
)
_PROGRESS_WORD = re.compile(_PROGRESS.pattern.removesuffix(r"[^.!?]*$"), re.IGNORECASE)
# A round named by the opponents or the draw it brings: "will find out their third-round
# opponents", "the quarter-final draw": the round after the match.
_OPPONENTS_AFTER = re.compile(r"[\w'’-]+(?:[\s-]+[\w'’-]+){0,2}?[\s-]+(?:opponents?|draw)\b", re.IGNORECASE)


def _choose_competition(layout, pair, mentions_by_sentence, home, away, upcoming=None, mentions=(), month=None):
    """The match's competition, every competition named but those of another month's
    meeting, and the spans of those (their rounds are that meeting's); ``upcoming`` maps each
    sentence about a fixture to come to where its words of that fixture start ("Next up",
    "now face", "visit"); ``mentions`` are the report's club mentions; ``month``, the
    month of the match's day when it is known."""
    upcoming = upcoming or {}
    club_starts = {m.start: m.club.slug for m in mentions}
    comps = layout.competitions
    scores: dict[str, float] = defaultdict(float)
    national = home is not None and home.kind == "national"
    clubs_country = home.country if home is not None and away is not None and home.country == away.country \
        and home.kind == "club" else ""
    another_month = []  # mentions of a meeting in another month: their rounds are not the match's
    for c in comps:
        mention = c
        if clubs_country and c.competition.domestic and c.competition.country != clubs_country:
            # Another country's league or cup: the clubs' own of that name, or a mention of
            # something else (a player's former league, a rival's cup).
            own = clubs_own_competition(c.competition, c.text, clubs_country)
            c = replace(c, competition=own) if own else c
        sentence = layout.sentence(c.start)
        if c.start >= upcoming.get(sentence, len(layout.text)):
            # "Next up, Bodo/Glimt in the Europa League"; not "go into the final round of
            # the Süper Lig three points clear and visit Konyaspor next Sunday"
            continue
        s, e = layout.sentences[sentence]
        if MEET_AGAIN_RE.search(layout.text, s, e):
            # the sides' meeting to come: "The two clubs meet again in five weeks in the fourth
            # round of the Taça de Portugal" (its round is that meeting's too)
            another_month.append(mention)
            continue
        slugs = mentions_by_sentence.get(sentence, set())
        factor = 1.0
        if slugs - pair:
            factor = 0.2
        elif pair and pair <= slugs and len(pair) == 2:
            factor = 1.5
        if factor == 1.0 and not (slugs & pair) and layout.about_other_fixture(s, e):
            factor = 0.3
        elif factor >= 1.0 and month is not None and layout.names_another_month(s, e, month):
            # the clubs' meeting of another month: "At the Dragão in the Taça de Portugal
            # quarter-final in January, Braga went out", in a report of February's match;
            # the month beside the competition names its fixture outright
            if layout.names_another_month(max(s, c.start - 60), min(e, c.end + 60), month, anchor=c.start):
                another_month.append(mention)
                continue
            factor = 0.3
        if home is not None and c.competition.for_clubs == national:
            factor *= 0.1
        if clubs_country and c.competition.domestic and c.competition.country != clubs_country:
            factor *= 0.1
        if named_as_standing(layout.text, c.start, c.end, s) or _names_a_club(layout.text, c.end, club_starts):
            continue  # the club's standing is no evidence of the match's competition
        against = _AGAINST_AFTER.match(layout.text, c.end) if c.competition.kind != "league" else None
        opponent = club_starts.get(against.end()) if against is not None else None
        if opponent is not None and opponent not in pair:
            # another fixture's cup: "Wednesday's Champions League semi-final against Manchester
            # City" (a league's other fixture still hints at the clubs' league)
            continue
        if _ACTION_TO_COME_BEFORE.search(layout.text, s, c.start) and _ACTION_TO_COME_AFTER.match(layout.text, c.end):
            continue  # the next fixture: "Braga are also in Europa League action this week"
        if _FIXTURE_TO_COME_AFTER.match(layout.text, c.end) or (
                _PLAY_IN_BEFORE.search(layout.text, max(s, c.start - 30), c.start)
                and _TIME_TO_COME_AFTER.match(layout.text, c.end)):
            continue  # "with a Europa League clash to come on Thursday", "who play in the Europa League on Thursday"
        verb = _UPCOMING_VERB.search(layout.text, s, c.start) or _NEXT_MATCH_IS.search(layout.text, s, c.start)
        if verb is not None and not verb.group().lower().startswith("the winner"):
            # what comes next: "Town turn their attention back to League Two on Saturday",
            # "Atalanta's next match is the Coppa Italia semi-final"
            continue
        scores[c.competition.slug] += layout.weight(c.start) * factor
    comps = [c for c in comps if c not in another_month]
    spots = [(c.start, c.end) for c in another_month]
    if not scores:
        return None, comps, spots
    best = max(scores, key=lambda s: scores[s])
    return catalogue().competitions_by_slug[best], comps, spots


# A side in a competition's "action" at a time to come, said in the present or the future:
# "Braga are also in Europa League action this week", "Celtic are back in Champions League
# action on Wednesday", "Lazio return to Serie A action on Sunday" (not "were in ... action").
_ACTION_TO_COME_BEFORE = re.compile(
    r"\b(?:are|is|will\s+be|['’]re|returns?\s+to|back\s+(?:in|to))\s+(?:\w+\s+){0,2}?(?:in\s+|to\s+)?(?:the\s+)?$",
    re.IGNORECASE)
# (a time to come, after a competition: "this week", "on Thursday", "next", "again")
_TIME_AHEAD = (r"\b(?:this\s+(?:week|weekend)|next|midweek|tomorrow|again|at\s+the\s+weekend|"
               r"on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day|later\s+this)\b")
_ACTION_TO_COME_AFTER = re.compile(r"\s+action\b[^.;!?]{0,40}?" + _TIME_AHEAD, re.IGNORECASE)
# A competition's fixture said to be still to come: "a Europa League clash to come on
# Thursday", "with a Champions League tie ahead", "a cup replay looming".
_FIXTURE_TO_COME_AFTER = re.compile(
    r"(?:[\s-]+[\w'’-]+){0,2}?\s+(?:clash|tie|game|match|fixture|trip|meeting|date|outing|replay|test)\s+"
    r"(?:still\s+)?(?:to\s+come|ahead|looming|in\s+(?:midweek|a\s+few\s+days))\b",
    re.IGNORECASE)
# ... or a side that plays in it, said in the present, at a time to come: "Fenerbahçe, who also
# play in the Europa League on Thursday", "Celtic play in the Champions League next week".
_PLAY_IN_BEFORE = re.compile(r"\b(?:play|plays|face|faces|compete|competes)\s+(?:again\s+)?in\s+(?:the\s+)?$",
                             re.IGNORECASE)
_TIME_TO_COME_AFTER = re.compile(r"[^.;!?]{0,30}?" + _TIME_AHEAD, re.IGNORECASE)
# The next fixture named as such: "Atalanta's next match is the Coppa Italia semi-final".
_NEXT_MATCH_IS = re.compile(
    r"\bnext\s+(?:match|game|fixture|outing|assignment|test|engagement)\s+(?:is|will\s+be|comes)\b", re.IGNORECASE)
# A competition, its round, then the opponents of that fixture: "the Champions League
# semi-final second leg against Manchester City".
_AGAINST_AFTER = re.compile(
    r"(?:[\s-]+(?:[\w'’-]+)){0,4}?\s+(?:against|v|vs\.?|versus|with)\s+(?:the\s+)?", re.IGNORECASE)
# Between a competition and the club it describes: "League Two Grimsby", "Serie A side Napoli".
# (on one line: a headline's last words are not the club its body opens with)
_BEFORE_CLUB = re.compile(r"[^\S\n]+(?:(?:side|club|outfit|leaders|champions|strugglers)[^\S\n]+)?")


def _names_a_club(text: str, end: int, club_starts) -> bool:
    """Whether the competition ending at text[end] describes the club named right after it
    ("League Two Grimsby dumped United out of the Carabao Cup"): the club's standing."""
    gap = _BEFORE_CLUB.match(text, end)
    return gap is not None and gap.end() in club_starts


def _choose_round(layout, competition, comps, match_date, skip, other_meetings=()):
    """The round and why; ``other_meetings``: spans of competitions named for another
    meeting, whose rounds beside them are not the match's."""
    text = layout.text
    votes: dict[str, float] = defaultdict(float)
    reasons: dict[str, str] = {}
    attached = set()
    candidates = []
    for c in comps:
        if c.round:
            attached.add(c.round)
            if competition is None or c.competition.slug == competition.slug:
                candidates.append((c.start, c.round, 1.0))
    for r in find_rounds(text):
        if layout.sentence(r.start) in skip or any(s - 40 <= r.start <= e + 5 for s, e in other_meetings):
            continue
        candidates.append((r.start, r.round, 0.5 if r.round not in attached else 0.0))
    for pos, round_, weight in candidates:
        if not weight:
            continue
        s, _ = layout.sentences[layout.sentence(pos)]
        phrase = _round_phrase_start(text, pos, round_)
        window = text[max(s, phrase - 60) : phrase]
        # "into the quarter-finals" counts; "their way into the ground before the last-16 tie"
        # does not: the last progress word must be in the round's own clause.
        last = None
        for last in _PROGRESS_WORD.finditer(window):
            pass
        if (last and _PROGRESS.search(window) and not _CLAUSE_BREAK.search(window, last.end())) or \
                _OPPONENTS_AFTER.match(text, phrase):
            earlier = previous_round(competition, round_)
            if earlier:
                votes[earlier] += weight * layout.weight(pos)
                reasons.setdefault(earlier, f"the round before the '{round_}' they went through to")
            continue
        votes[round_] += 1.5 * weight * layout.weight(pos)
        reasons.setdefault(round_, f"named: '{round_}'")
    if votes:
        best = max(votes, key=lambda r: votes[r])
        return best, reasons[best]
    guessed = round_for_date(competition, match_date)
    if guessed:
        return guessed, f"usual {competition.name} calendar for {match_date.isoformat()}"
    return "", ""


def _round_phrase_start(text: str, pos: int, round_: str) -> int:
    # ``pos`` is the competition mention for attached rounds; find the round phrase itself.
    for r in find_rounds(text[max(0, pos - 40) : pos + 60]):
        if r.round == round_:
            return max(0, pos - 40) + r.start
    return pos
