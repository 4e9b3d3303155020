"""Where the match was: the ground, the part of it, the city and country.

A ground owned by one of the two clubs counts double; one named in a sentence
about another meeting of the clubs ("the return fixture at X in April") counts
for a fifth; one named in a clause set at a leg or meeting still to come ("the
sides meet again at Ibrox next Thursday", "a slender lead to take to
Hillsborough", "the return leg at Ibrox on March 13", a date after the match's)
is no venue at all (not "take a one-goal lead to Milan as police report six
arrests at a sold-out Friends Arena"), nor is one the match is likened to ("singing
like it was Rams Park") or one that will do something ("Rams Park will do the
rest", "Anfield awaits") or one said not to be it or set off from ("No final,
no Stade de France", "coaches departed from Celtic Park"); in a club match, the
ground of another club the report names is no venue at all, nor is one of a third club
named with another time ("Compare that with Gamla Ullevi in May"); a ground not in use
in the match's year (or, with no day given, the year of publication) gives way
to one that was.
The part is the one named with the chosen ground, else one named on its own.
Without a ground, the city is a known city named after "in", "at" or "of", or
the home club's city in a league match.
"""

from __future__ import annotations

import re
from collections import defaultdict

from incidents.matching.dates import _EXPLICIT_DATE, _clause, _month_day
from incidents.matching.layout import (
    _MONTH,
    _OTHER_MEETING,
    _SOME_TIME_AGO,
    _TO_COME,
    _UPCOMING_OPENING,
    PRESENT_FIXTURE_VERB,
    SEE_YOU,
    TIME_TO_COME_RE,
    bare_fixture_line,
    of_another_meeting,
)
from incidents.reference import find_grounds, find_parts
from incidents.reference.catalogue import Club, Ground, catalogue, clubs_of_town
from incidents.reference.finder import PARTY_VEHICLES

_OTHER_MEETING_WEIGHT = 0.2
# ... of those, a month or a season gone, in the ground's own clause: "Compare that with Gamla
# Ullevi in May", "at Pittodrie last season" (not "in his last match", which may be this one).
_MONTH_OR_SEASON_AGO = re.compile(
    rf"\b(?:in|since|during)\s+(?:early\s+|late\s+|mid-)?{_MONTH}\b(?!\s+\d)|"
    r"(?i:\b(?:last|previous)\s+(?:season|year|month|campaign)\b)"
)
_CITY_CONTEXT = re.compile(r"\b(?:in|at|of)\s+$")
# A ground that will do something, or awaits: "Rams Park will do the rest", "Anfield awaits".
_FUTURE_AFTER = re.compile(r"(?:\s+(?:will|shall|awaits|beckons)\b|['’]ll\b)", re.IGNORECASE)
# A ground the match is likened to: "1,500 of us singing like it was Rams Park", "as loud as
# Anfield", "louder than the Bernabéu", "felt like being at Celtic Park".
# A fixture told in the present with a day to come: "host Norway at Hampden on Sunday", "face
# Celtic at Parkhead next week" (not "hosted", a match played, nor the nouns: "the play-off at
# De Kuip on Wednesday", "the visit of Celtic").
_PRESENT_FIXTURE_VERB_RE = re.compile(rf"(?<!\bthe\s)(?<!\ba\s)\b{PRESENT_FIXTURE_VERB}\b(?!-)")
_LIKENESS_BEFORE = re.compile(
    r"\b(?:(?:just\s+)?like|as\s+(?:if|though)|(?:as|so)\s+(?!well\b)[\w-]+\s+as|"
    r"(?:louder|bigger|better|worse|noisier|busier|hotter|colder)\s+than)\s+"
    r"(?:(?:it|we|you|they)\s+(?:was|were|are|is)\s+|being\s+)?(?:(?:at|in)\s+)?(?:the\s+|a\s+)?"
    r"(?:(?:mini|little|small|new|old)\s+)?$",
    re.IGNORECASE,
)

# A ground said not to be where they were ("No final, no Stade de France", "we never made it
# to Wembley", "not at the Bernabéu but at the Metropolitano"), or the one a journey set off
# from ("coaches departed from Celtic Park", "14 coaches that left the Cegeka Arena"; not
# "left" alone: "we left Ibrox with a 2-2").
_DENIED_BEFORE = re.compile(
    r"\b(?:no|not(?:\s+(?:at|in))?|never\s+(?:saw|reached|got\s+to|made\s+it\s+to)|"
    r"departed(?:\s+from)?|departing\s+from|set\s+off\s+from|setting\s+off\s+from|"
    # ... or left by the coaches ("most on 14 coaches that left the Cegeka Arena")
    rf"{PARTY_VEHICLES}\s+(?:that\s+|which\s+)?(?:left|leaving))\s+"
    r"(?:the\s+)?$", re.IGNORECASE)


# In a report of a later leg, a clause set at an earlier one: "the 3-0 defeat Atalanta
# inflicted at Anfield last week", "two arrests at the first leg at Anfield".
_EARLIER_LEG = re.compile(
    r"(?i:\b(?:first|opening)[\s-]leg\b|\blast\s+(?:week|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b|"
    r"\b(?:a|one|two|three|\d+)\s+(?:days?|weeks?)\s+ago\b)"
)


def _choose_ground(layout, pair_clubs, mentioned_slugs, match_date, later_leg=False, published=None):
    """The match's ground and every ground named.  In a report of a later leg
    (``later_leg``), a ground named only in clauses set at an earlier leg is that leg's:
    then no ground, and the earlier leg's ground as the third value."""
    grounds = find_grounds(layout.text, aliases=layout.aliases)
    day = match_date or published
    year = day.year if day else None
    national = any(c.kind == "national" for c in pair_clubs)
    pair = {c.slug for c in pair_clubs}
    scores: dict[str, float] = defaultdict(float)
    by_slug = {}
    earlier: dict[str, bool] = {}  # ground -> whether every mention is set at an earlier leg
    for g in grounds:
        owners = set(g.ground.club_slugs)
        if not national and owners and not owners & pair and owners & mentioned_slugs:
            continue  # another club's ground, named for another fixture
        bonus = 2.0 if owners & pair else 1.0
        s, e = layout.sentences[layout.sentence(g.start)]
        clause_start, clause_end = _clause(layout.text, s, e, g.start, g.end)
        if (_TO_COME.search(layout.text, clause_start, clause_end)
                or _after_the_match(layout.text, clause_start, clause_end, match_date)
                or (s >= layout.headline_end and bare_fixture_line(layout.text, s, e))):
            continue  # the ground of a leg or meeting still to come ("Stamford Bridge on Thursday.")
        if (_PRESENT_FIXTURE_VERB_RE.search(layout.text, clause_start, g.start)
                and TIME_TO_COME_RE.search(layout.text, clause_start, clause_end)):
            continue  # "Steve Clarke's side ... host Norway at Hampden on Sunday": a fixture to come
        if _in_a_next_line(layout, s, e, g.start):
            continue  # "Next: Juventus at home, in an empty Groupama Aréna."
        if _LIKENESS_BEFORE.search(layout.text, max(s, g.start - 50), g.start):
            continue  # a ground the match is likened to
        if _FUTURE_AFTER.match(layout.text, g.end):
            continue  # "Rams Park will do the rest": the ground of a match to come
        if _DENIED_BEFORE.search(layout.text, max(s, g.start - 40), g.start):
            continue  # "No final, no Stade de France", "set off from Celtic Park": not the venue
        if (_OTHER_MEETING.search(layout.text, s, e)
                or _SOME_TIME_AGO.search(layout.text, clause_start, clause_end)):
            if (pair and not national and owners and not owners & pair
                    and (_MONTH_OR_SEASON_AGO.search(layout.text, clause_start, clause_end)
                         or _SOME_TIME_AGO.search(layout.text, clause_start, clause_end))):
                continue  # a third club's ground at another time: "Compare that with Gamla Ullevi in May"
            bonus *= _OTHER_MEETING_WEIGHT
        scores[g.ground.slug] += layout.weight(g.start) * bonus
        by_slug[g.ground.slug] = g.ground
        earlier[g.ground.slug] = earlier.get(g.ground.slug, True) and later_leg and bool(
            _EARLIER_LEG.search(layout.text, clause_start, clause_end))
    if not scores:
        return None, grounds, None
    # A ground not in use that year is history or someone's home district ("One supporter
    # from Highbury"), not the match's; with the year unknown, any ground may be.
    in_use = [s for s in scores if by_slug[s].in_use(year)] or ([] if year else list(scores))
    if not in_use:
        return None, grounds, None
    this_leg = [s for s in in_use if not earlier[s]]
    if not this_leg:
        return None, grounds, by_slug[max(in_use, key=lambda s: scores[s])]
    return by_slug[max(this_leg, key=lambda s: scores[s])], grounds, None


_SEE_YOU_RE = re.compile(SEE_YOU, re.IGNORECASE)


def _in_a_next_line(layout, s: int, e: int, pos: int) -> bool:
    """Whether the sentence at text[s:e], past the headline, opens as a line of the next
    fixture ("Next:", "Up next,") before ``pos``."""
    opening = _UPCOMING_OPENING.match(layout.text, s, e) if s >= layout.headline_end else None
    return opening is not None and opening.end() <= pos


# A home match in a line of the next fixture: "Next up: the cup draw, and a home game at the
# Koning Willem II Stadion", "Next: Juventus at home, in an empty Groupama Aréna".
_AT_HOME_RE = re.compile(r"\b(?:at\s+home|home\s+(?:game|match|fixture|tie|leg))\b", re.IGNORECASE)
# The other leg of the tie at a ground, right before it: "Tickets for the return at
# Laugardalsvöllur on 13 June", "the second leg at Anfield".
_RETURN_AT_BEFORE = re.compile(
    r"\b(?:return|second)(?:\s+(?:leg|game|match|fixture|tie|meeting))?\s+(?:at|in)\s+(?:the\s+)?$", re.IGNORECASE)


def side_at_home_next(layout) -> tuple[Club, Ground] | None:
    """The one club whose ground a fan's sign-off names ("See you at Parken."), or a line of
    the next fixture names for a home match, or the tie's other leg is played at ("the return
    at Laugardalsvöllur"): a side of the tie, at home next, and that ground, no venue of this
    match."""
    for g in find_grounds(layout.text, aliases=layout.aliases):
        s, e = layout.sentences[layout.sentence(g.start)]
        clause_start, _ = _clause(layout.text, s, e, g.start, g.end)
        at_home_next = (_in_a_next_line(layout, s, e, g.start) and _AT_HOME_RE.search(layout.text, s, e) is not None
                        or _RETURN_AT_BEFORE.search(layout.text, max(s, g.start - 30), g.start) is not None)
        if (at_home_next or _SEE_YOU_RE.search(layout.text, clause_start, g.start)) and len(g.ground.club_slugs) == 1:
            club = catalogue().clubs_by_slug.get(g.ground.club_slugs[0])
            if club is not None:
                return club, g.ground
    return None


def _after_the_match(text: str, s: int, e: int, match_date) -> bool:
    """Whether text[s:e] names a day and month later in the match's year than the match."""
    if match_date is None:
        return False
    for m in _EXPLICIT_DATE.finditer(text, s, e):
        if m["d3"] or m["y1"] or m["y2"]:
            continue  # a numeric or a full date is read by the dates; a year of its own may be any
        month, day = _month_day(m["d1"] or m["d2"], m["m1"] or m["m2"])
        if (month, day) > (match_date.month, match_date.day) and month - match_date.month < 3:
            return True
    return False


def _choose_part(layout, ground, grounds):
    if ground is None:
        return ""
    for g in grounds:
        if g.ground.slug == ground.slug and g.part:
            return g.part
    elsewhere = {g.part for g in grounds if g.part and g.ground.slug != ground.slug}
    parts = [p for p in find_parts(layout.text) if p[2] not in elsewhere]
    named = [p for p in parts if p[2][:1].isupper()]
    return (named or parts or [(0, 0, "")])[0][2]


# A capitalised name of one or more words: "Konya", "Cluj-Napoca", "Stoke On Trent".
_CAPITALISED_RE = re.compile(r"\b[A-Z][\w'\u2019-]+(?:[ -][A-Z][\w'\u2019-]+)*")


def host_town(layout, month: int | None) -> str:
    """The first town named as where something happened ("in Konya"), leaving out a
    sentence about another meeting ("..., when 14 were held in Konya after the defeat there
    in March", "arrested in Glasgow a fortnight ago"; a month that is the match's own
    is no other meeting): the town of this match, or ""."""
    return next((m.group() for m in _towns_named(layout.text) if not of_another_meeting(layout, m.start(), month)),
                "")


# A town's name standing for its club, as a side: "Sivas fans", "Konya got a free header"; or
# a fan's away match there, "Rize away: three points" (not "Konya away fans").
_TOWN_SIDE_AFTER = re.compile(
    r"\s+(?:fans|supporters|ultras|players|keeper|goalkeeper|defence|side|team|"
    r"got|scored|won|beat|lost|drew|equalised|equalized|pressed|led)\b"
    r"|\s+away(?=\s*[:,.!?\u2013\u2014-]|\s+(?:day|trip|game|match|was|is)\b)")


def town_sides(layout, month: int | None) -> list[Club]:
    """The clubs a text names only by their towns, as sides ("Sivas fans", "Konya got a free
    header"), in order of first mention: for a town of one club in the reference data, that
    club; not in a sentence about another meeting."""
    cities = catalogue().cities
    text = layout.text
    found: dict[str, Club] = {}
    for m in _CAPITALISED_RE.finditer(text):
        if not _TOWN_SIDE_AFTER.match(text, m.end()):
            continue
        words = m.group().split()  # the town ends the run: "No Sivas fans were hurt"
        town = next((" ".join(words[i:]) for i in range(len(words)) if " ".join(words[i:]) in cities), "")
        clubs = clubs_of_town(town) if town else ()
        if len(clubs) == 1 and not of_another_meeting(layout, m.start(), month):
            found.setdefault(clubs[0].slug, clubs[0])
    return list(found.values())


def _towns_named(text: str):
    """The towns of the reference data named as a place ("in Konya", "at Bern"), in order."""
    cities = catalogue().cities
    for m in _CAPITALISED_RE.finditer(text):
        if m.group() in cities and _CITY_CONTEXT.search(text[max(0, m.start() - 4) : m.start()]):
            yield m


def _city_in_text(text: str) -> tuple[str, str]:
    m = next(_towns_named(text), None)
    return (m.group(), catalogue().cities[m.group()]) if m is not None else ("", "")


def _city(layout, ground, home, competition) -> tuple[str, str]:
    """The ground's city; else a city named in the text; else a league home club's city."""
    city, country = "", ""
    if ground is not None:
        city, country = ground.city, ground.country
    else:
        city, country = _city_in_text(layout.text)
        if not city and home is not None and home.kind == "club" and competition is not None and competition.kind == "league":
            city, country = home.city, home.country
    return city, country
