"""A corpus of synthetic disorder reports at any size, for the scale benchmarks.

Each incident is a match between two clubs of one league, drawn from the reference
data (``incidents/reference/data``): the home club's ground, a date inside a season
between 2005 and 2026, the league or the country's cup, and figures (arrests,
injuries, people turned away...) drawn once. It is reported by 3 to 16 outlets (about
10), each writing its own text from the real sentence shapes in
``bench/corpus_shapes.json``: a lede naming both clubs, the ground and the day, then
figure, scene, quote, background and match paragraphs. Most outlets repeat the
incident's figures; about one incident in five has an outlet giving another arrests
figure; outlets leave figures out and trim quotes, as real coverage does.

Plain Python: no Django is needed to generate. Run from the repository root:

    python bench/corpus.py COUNT [--seed N] [--out FILE.jsonl] [--load DATABASE_URL]

JSON Lines go to stdout (or --out), one report at a time; reports, incidents and the
mean words per report go to stderr. ``--load`` then imports the file with
``manage.py import_articles --workers 2`` into that database, prints the time taken and
how many reports landed with their generated siblings.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHAPES = Path(__file__).resolve().parent / "corpus_shapes.json"
REFERENCE = ROOT / "incidents" / "reference" / "data"

FIRST_SEASON, LAST_SEASON = 2005, 2025
LATEST_MATCH = dt.date(2026, 11, 25)
# Leagues whose season runs within a calendar year (spring to autumn).
CALENDAR_LEAGUES = {"allsvenskan", "eliteserien", "mls"}
# A pair of clubs already reported is drawn again this often (another season).
REPEAT_PAIR = 0.15
CONFLICT_SHARE = 0.2
# Days after the match an outlet publishes, and how often.
PUBLISH_OFFSETS = (0, 1, 2, 3)
PUBLISH_WEIGHTS = (30, 45, 15, 10)
WEEKDAY_WEIGHTS = {5: 50, 6: 20, 1: 9, 2: 11, 4: 5, 0: 5}  # Monday is 0

# (name, domain, kind); kind decides number style, lede and closing.
OUTLETS = (
    ("Northern Echo Sport", "northernechosport.co.uk", "newspaper"),
    ("Meridian Press Agency", "meridianpress.co.uk", "wire"),
    ("Continental Press Agency", "continentalpress.eu", "wire"),
    ("Albion Press Wire", "albionpresswire.com", "wire"),
    ("Capital Wire Service", "capitalwire.co.uk", "wire"),
    ("Atlas Newswire", "atlasnewswire.com", "wire"),
    ("Daily Clarion", "dailyclarion.co.uk", "tabloid"),
    ("Morning Beacon", "morningbeacon.co.uk", "tabloid"),
    ("Scottish Daily Flame", "dailyflame.co.uk", "tabloid"),
    ("Saltire Sentinel", "saltiresentinel.co.uk", "tabloid"),
    ("The Daily Ledger", "dailyledger.co.uk", "newspaper"),
    ("The Scottish Courant", "scottishcourant.co.uk", "newspaper"),
    ("Sunday Register", "sundayregister.co.uk", "newspaper"),
    ("Daily Meridian", "dailymeridian.co.uk", "newspaper"),
    ("Docklands Echo", "docklandsecho.co.uk", "newspaper"),
    ("Evening Dispatch", "eveningdispatch.co.uk", "newspaper"),
    ("Riverside Evening Post", "riversideeveningpost.co.uk", "newspaper"),
    ("County Courier", "countycourier.co.uk", "newspaper"),
    ("Trentside Weekly", "trentsideweekly.co.uk", "newspaper"),
    ("Coastal Evening Herald", "coastaleveningherald.co.uk", "newspaper"),
    ("Valley Gazette", "valleygazette.co.uk", "newspaper"),
    ("Holland Courier", "hollandcourier.nl", "newspaper"),
    ("Athens Ledger", "athensledger.gr", "newspaper"),
    ("Iberian Football Review", "iberianfootballreview.com", "newspaper"),
    ("Rhineland Courier", "rhinelandcourier.de", "newspaper"),
    ("National Sports Network", "nsn.co.uk", "broadcaster"),
    ("Channel Sport", "channelsport.co.uk", "broadcaster"),
    ("Estuary FM News", "estuaryfm.co.uk", "broadcaster"),
    ("Five Weirs Radio", "fiveweirsradio.co.uk", "broadcaster"),
    ("Lothian Radio News", "lothianradio.co.uk", "broadcaster"),
    ("Tay Coast Radio", "taycoastradio.co.uk", "broadcaster"),
    ("Kanal Europa English", "kanaleuropa.eu", "broadcaster"),
    ("Touchline Europe", "touchlineeurope.com", "broadcaster"),
    ("Severn Sport", "severnsport.co.uk", "broadcaster"),
    ("Constabulary Media Bulletin", "constabularymedia.org.uk", "police"),
    ("Matchday Policing Bulletin", "matchdaypolicing.org.uk", "police"),
    ("Half-Space", "halfspace.blog", "fan site"),
    ("Terrace Talk Online", "terracetalk.net", "fan site"),
    ("The Away End Review", "awayendreview.net", "fan site"),
    ("Shed End Bulletin", "shedendbulletin.net", "fan site"),
)
NUMBER_STYLE = {"police": "digits", "wire": "words", "tabloid": "words", "newspaper": "words",
                "broadcaster": "words", "fan site": "digits"}

FIRST_NAMES = ("Helen", "Mark", "Rachel", "Alun", "Gavin", "Dawn", "Kenny", "Rhona", "Dave", "Claire",
               "Marcus", "Gillian", "Tom", "Owen", "Ruth", "Lena", "Craig", "Stevie", "Priya", "Becky",
               "Anouk", "Giulia", "Deniz", "Martin", "Eleanor", "Kieran", "Lorna", "Callum", "Margaret", "Sam")
LAST_NAMES = ("Rowntree", "Hollins", "Kenning", "Pryce", "Reekie", "Hollis", "MacLeod", "Carmichael",
              "Ellerby", "Mottram", "Lowe", "Baird", "Redgrave", "Carver", "Lindqvist", "Hartwig", "McInnes",
              "Lennox", "Chandran", "Jansen", "Ferrante", "Aksoy", "Ashdown", "Whitcombe", "Moss", "McCabe",
              "Reid", "Dunn", "Pengelly", "Sandhu")
OFFICER_TITLES = ("Superintendent", "Chief Superintendent", "Chief Inspector", "Commander")
OFFICIAL_ROLES = ("Chief operating officer", "Chief executive", "Club secretary", "Safety officer")
STANDS = ("North Stand", "South Stand", "East Stand", "West Stand")
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December")
ONES = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
        "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen")
TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")

# Slots holding an incident figure, by the figure they place (for the truth record).
FIGURE_SLOTS = {
    "arrests": "arrests", "Arrests": "arrests", "ARRESTS": "arrests",
    "officers_hurt": "officers_hurt", "Officers_hurt": "officers_hurt",
    "fans_hurt": "fans_hurt", "Fans_hurt": "fans_hurt",
    "Stewards_hurt": "stewards_hurt", "refused": "refused", "Ejected": "ejected",
}
SLOT = re.compile(r"\{(\w+)\}")
CONDITION = re.compile(r"^\[(\w+)([=>])(\d+)\] ")


# -- reference data ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Club:
    name: str
    slug: str
    nick: str
    city: str
    country: str
    league: str
    grounds: tuple[tuple[str, int | None, int | None], ...]  # name, opened, closed

    def ground_in(self, year: int) -> str:
        """The club's ground in that year (the first one listed when none fits)."""
        for name, opened, closed in self.grounds:
            if (opened is None or opened <= year) and (closed is None or year < closed):
                return name
        return self.grounds[0][0]


@dataclass(frozen=True, slots=True)
class Reference:
    leagues: dict[str, tuple[Club, ...]]  # league slug -> its clubs (two or more)
    competition_names: dict[str, str]  # slug -> name
    cups: dict[str, str]  # country -> its main domestic cup's name


def _nick(club: dict) -> str:
    """A short name the club goes by that the reference data does not call ambiguous."""
    ambiguous = set(club.get("ambiguous", []))
    for alias in club["aliases"]:
        if alias not in ambiguous and not alias.startswith("the ") and not alias.isupper() and "." not in alias:
            return alias
    return club["name"]


@cache
def reference() -> Reference:
    """Clubs by league, with their grounds and competitions, read from the reference data."""
    clubs = json.loads((REFERENCE / "clubs.json").read_text(encoding="utf-8"))
    competitions = json.loads((REFERENCE / "competitions.json").read_text(encoding="utf-8"))["competitions"]
    grounds = {g["slug"]: (g["name"], g.get("opened"), g.get("closed")) for g in clubs["grounds"]}
    names = {c["slug"]: c["name"] for c in competitions}
    by_league: dict[str, list[Club]] = defaultdict(list)
    for club in clubs["clubs"]:
        if club["kind"] != "club" or club["league"] not in names or not club["grounds"]:
            continue
        by_league[club["league"]].append(Club(
            name=club["name"], slug=club["slug"], nick=_nick(club), city=club["city"], country=club["country"],
            league=club["league"], grounds=tuple(grounds[s] for s in club["grounds"] if s in grounds),
        ))
    cups: dict[str, str] = {}
    for competition in competitions:
        # The first cup listed for a country is its main one (FA Cup, Copa del Rey...).
        if competition["kind"] == "cup" and competition.get("country"):
            cups.setdefault(competition["country"], competition["name"])
    leagues = {slug: tuple(members) for slug, members in sorted(by_league.items()) if len(members) >= 2}
    return Reference(leagues=leagues, competition_names=names, cups=cups)


@cache
def shapes() -> dict:
    return json.loads(SHAPES.read_text(encoding="utf-8"))


# -- incidents -----------------------------------------------------------------------


@dataclass(slots=True)
class Incident:
    """One match and what happened at it, as every outlet that reports it knows it."""

    key: str
    home: Club
    away: Club
    date: dt.date
    competition: str
    ground: str
    home_goals: int
    away_goals: int
    figures: dict[str, int]
    words: dict[str, str]  # names and background figures every outlet shares
    quotes: list[list[str]]
    conflict: bool
    outlets: int


@dataclass(frozen=True, slots=True)
class GeneratedReport:
    """A report's import fields, the incident it reports (its key, clubs, ground and day),
    and the figures its body states."""

    fields: dict
    incident: str
    home: str
    away: str
    ground: str
    date: dt.date
    figures: dict[str, int] = field(default_factory=dict)


def _season_start(league: str, season: int) -> dt.date:
    return dt.date(season, 4, 1) if league in CALENDAR_LEAGUES else dt.date(season, 8, 1)


def _season_date(rng: random.Random, league: str, season: int) -> dt.date:
    if league in CALENDAR_LEAGUES:
        start, end = dt.date(season, 4, 1), dt.date(season, 11, 10)
    else:
        start, end = dt.date(season, 8, 5), dt.date(season + 1, 5, 20)
    end = min(end, LATEST_MATCH)
    day = start + dt.timedelta(days=rng.randrange((end - start).days + 1))
    weekday = rng.choices(list(WEEKDAY_WEIGHTS), weights=list(WEEKDAY_WEIGHTS.values()))[0]
    day += dt.timedelta(days=(weekday - day.weekday()) % 7)
    return day if day <= end else day - dt.timedelta(days=7)


def _person(rng: random.Random) -> str:
    return f"{rng.choice(FIRST_NAMES)} {rng.choice(LAST_NAMES)}"


def _figures(rng: random.Random) -> dict[str, int]:
    """The incident's counted figures; a figure left out did not happen (or nobody counted it)."""
    arrests = max(1, min(60, round(rng.lognormvariate(2.0, 0.7))))
    figures = {"arrests": arrests}
    if arrests >= 2 and rng.random() < 0.6:
        figures["arrests_in"] = rng.randint(1, arrests - 1)
        figures["arrests_out"] = arrests - figures["arrests_in"]
    if rng.random() < 0.45:
        figures["officers_hurt"] = rng.randint(2, 19)
    if rng.random() < 0.45:
        figures["fans_hurt"] = rng.choice((1, 1, 2, 3, 4, 5))
    if rng.random() < 0.4:
        figures["stewards_hurt"] = rng.choice((1, 1, 2, 3))
    if rng.random() < 0.5:
        figures["refused"] = rng.randint(10, 60)
    if rng.random() < 0.25:
        figures["ejected"] = rng.randint(2, 15)
    return figures


def _thousands(rng: random.Random, low: int, high: int, step: int) -> str:
    return f"{rng.randrange(low, high, step):,}"


def _shared_words(rng: random.Random, home: Club, away: Club, others: list[Club], date: dt.date,
                  season_start: dt.date) -> dict[str, str]:
    """Names and background figures all of an incident's outlets agree on."""
    words = {
        "officer": _person(rng), "officer_title": rng.choice(OFFICER_TITLES),
        "official": _person(rng), "official_role": rng.choice(OFFICIAL_ROLES),
        "home_manager": _person(rng), "away_manager": _person(rng), "fan": _person(rng),
        "stand": rng.choice(STANDS), "minute": _ordinal(rng.randint(20, 89)),
        "stoppage": str(rng.randint(3, 30)), "attendance": _thousands(rng, 3000, 60000, 1),
        "away_fans": _thousands(rng, 400, 5000, 100), "officers_on_duty": _thousands(rng, 100, 1500, 50),
        "season_arrests": str(rng.randint(10, 140)), "banned_season": str(rng.randint(5, 40)),
        "prev_arrests": str(rng.randint(2, 20)),
        "other_month": MONTHS[max(season_start, date - dt.timedelta(days=rng.randint(14, 60))).month - 1],
        "fine": f"£{rng.randrange(5, 50) * 1000:,}" if home.country in ("England", "Scotland", "Wales")
        else f"{rng.randrange(10, 200) * 1000:,} euros",
        "city": home.city, "away_ground": away.ground_in(date.year),
        "a_home": f"{'an' if home.name[0] in 'AEIOU' else 'a'} {home.name}",
        "police": "Police Scotland" if home.country == "Scotland" else f"{home.city} police",
        "reporter": _person(rng), "editor": _person(rng),
        "log": str(rng.randint(100, 2999)), "date_short": date.strftime("%d/%m/%y"),
    }
    if len(others) >= 2:
        words["other"], words["other2"] = others[0].name, others[1].name
    if rng.random() < 0.5:
        low = rng.randrange(20, 150, 10)
        words["group_low"], words["group_high"] = str(low), str(low + 10)
    else:
        words["group"] = str(rng.randrange(50, 400, 10))
    return words


def _choose_quotes(rng: random.Random) -> list[list[str]]:
    """The quotes given about the incident: every outlet quoting someone uses these words."""
    pools = shapes()
    chosen = rng.sample(pools["quote_police"], rng.randint(1, 2))
    chosen += rng.sample(pools["quote_club"], rng.randint(1, 2))
    chosen += rng.sample(pools["quote_manager"], rng.randint(0, 2))
    chosen += rng.sample(pools["quote_fan"], rng.randint(0, 1))
    return chosen


class Incidents:
    """Draws incidents one after another; remembers which pairs met in which seasons."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.ref = reference()
        self.leagues = list(self.ref.leagues)
        self.met: set[tuple[str, str, int]] = set()  # (club, club, season): one incident each
        self.pairs: list[tuple[Club, Club]] = []  # recent pairs, to draw again in another season
        self.count = 0

    def _pair(self) -> tuple[Club, Club]:
        if self.pairs and self.rng.random() < REPEAT_PAIR:
            home, away = self.rng.choice(self.pairs)
            return (away, home) if self.rng.random() < 0.5 else (home, away)
        clubs = self.ref.leagues[self.rng.choice(self.leagues)]
        home, away = self.rng.sample(clubs, 2)
        self.pairs.append((home, away))
        if len(self.pairs) > 500:
            self.pairs.pop(self.rng.randrange(len(self.pairs)))
        return home, away

    def next(self) -> Incident:
        rng = self.rng
        while True:
            home, away = self._pair()
            season = rng.randint(FIRST_SEASON, LAST_SEASON)
            met = (*sorted((home.slug, away.slug)), season)
            if met not in self.met:
                break
        self.met.add(met)
        self.count += 1
        date = _season_date(rng, home.league, season)
        competition = self.ref.competition_names[home.league]
        if rng.random() < 0.2 and home.country in self.ref.cups:
            competition = self.ref.cups[home.country]
        others = [c for c in self.ref.leagues[home.league] if c not in (home, away)]
        figures = _figures(rng)
        return Incident(
            key=f"{home.slug}-{away.slug}-{date.isoformat()}", home=home, away=away, date=date,
            competition=competition, ground=home.ground_in(date.year),
            home_goals=rng.choice((0, 1, 1, 2, 2, 3, 4)), away_goals=rng.choice((0, 0, 1, 1, 2, 3)),
            figures=figures, words=_shared_words(rng, home, away, rng.sample(others, min(2, len(others))), date,
                                                 _season_start(home.league, season)),
            quotes=_choose_quotes(rng), conflict=rng.random() < CONFLICT_SHARE,
            outlets=min(16, max(3, round(rng.gauss(10, 3)))),
        )


# -- writing one report --------------------------------------------------------------


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def number_words(n: int) -> str:
    """0-99 in words ("twenty-three"), larger numbers in digits."""
    if n < 20:
        return ONES[n]
    if n < 100:
        tens, ones = divmod(n, 10)
        return TENS[tens] + (f"-{ONES[ones]}" if ones else "")
    return f"{n:,}"


class Slots(dict):
    """A report's slot values; remembers which were used, and misses nothing silently."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.used: set[str] = set()

    def __getitem__(self, key: str) -> str:
        self.used.add(key)
        return super().__getitem__(key)


def _when(rng: random.Random, offset: int, day: str) -> tuple[str, str]:
    """How an outlet publishing ``offset`` days after the match names its day ("on Saturday",
    "yesterday's"); a day name always fits, "yesterday" and "last night" only the day after."""
    options = [(f"on {day}", f"{day}'s"), (f"on {day}", f"{day} night's")]
    if offset == 1:
        options += [("yesterday", "yesterday's"), ("last night", "last night's")]
    return rng.choice(options)


def _slots(rng: random.Random, incident: Incident, outlet: tuple[str, str, str], offset: int,
           figures: dict[str, int]) -> Slots:
    name, _, kind = outlet
    style = NUMBER_STYLE[kind] if rng.random() < 0.8 else rng.choice(("words", "digits"))

    def count(n: int) -> str:
        return number_words(n) if style == "words" and n <= 10 else str(n)

    day = incident.date.strftime("%A")
    when, whens = _when(rng, offset, day)
    home, away = incident.home, incident.away
    slots = Slots(incident.words)
    slots.update(
        home=home.name, away=away.name, home_nick=home.nick, away_nick=away.nick,
        HOME=home.nick.upper(), AWAY=away.nick.upper(), ground=incident.ground, GROUND=incident.ground.upper(),
        competition=incident.competition, day=day, when=when, whens=whens, outlet=name,
        any_score=f"{incident.home_goals}-{incident.away_goals}",
    )
    goals = (incident.home_goals, incident.away_goals)
    if goals[0] == goals[1]:
        slots["draw_score"] = f"{goals[0]}-{goals[1]}"
    else:
        winner, loser = (home, away) if goals[0] > goals[1] else (away, home)
        slots.update(winner=winner.name, loser=loser.name, winner_nick=winner.nick, loser_nick=loser.nick,
                     win_score=f"{max(goals)}-{min(goals)}")
    for figure, value in figures.items():
        slots[figure] = count(value)
        slots[figure.capitalize()] = number_words(value).capitalize()
        slots[figure.upper()] = number_words(value).upper()
    for figure in ("ejected",):
        if figure in figures:
            slots["ejected_low"], slots["ejected_high"] = str(figures[figure]), str(figures[figure] + 5)
    return slots


@cache
def _needs(shape: str) -> tuple[tuple[str, str, int] | None, frozenset[str]]:
    """A shape's condition on a figure ("[fans_hurt=1] ...") and the slots it fills."""
    condition = CONDITION.match(shape)
    rule = (condition.group(1), condition.group(2), int(condition.group(3))) if condition else None
    return rule, frozenset(SLOT.findall(shape))


def _fits(shape: str, slots: Slots, figures: dict[str, int]) -> bool:
    rule, needed = _needs(shape)
    if rule:
        name, op, value = rule
        have = figures.get(name, 0)
        if (op == "=" and have != value) or (op == ">" and have <= value):
            return False
    return all(slot in slots for slot in needed)


def _fill(shape: str, slots: Slots) -> str:
    text = SLOT.sub(lambda m: slots[m.group(1)], CONDITION.sub("", shape))
    return text[0].upper() + text[1:]


def _pick(rng: random.Random, pool: list[str], slots: Slots, figures: dict[str, int], used: set[str]) -> str | None:
    fitting = [s for s in pool if s not in used and _fits(s, slots, figures)]
    if not fitting:
        return None
    shape = rng.choice(fitting)
    used.add(shape)
    return _fill(shape, slots)


def _outlet_figures(rng: random.Random, incident: Incident, conflicting: bool) -> dict[str, int]:
    """The figures one outlet has: most have the incident's, some leave one out, and the
    conflicting outlet gives another arrests figure (and no breakdown of it)."""
    figures = {k: v for k, v in incident.figures.items() if k in ("arrests_in", "arrests_out") or rng.random() < 0.85}
    figures.setdefault("arrests", incident.figures["arrests"])
    if conflicting:
        arrests = incident.figures["arrests"]
        figures["arrests"] = max(1, arrests + rng.choice((-3, -2, -1, 1, 2, 3, 4)))
        if figures["arrests"] == arrests:
            figures["arrests"] = arrests + 1
        figures.pop("arrests_in", None)
        figures.pop("arrests_out", None)
    return figures


def _paragraph_count(rng: random.Random) -> int:
    """Paragraphs after the lede: mostly 10-24, now and then a long feature."""
    return max(4, min(32, round(rng.lognormvariate(2.8, 0.5))))


def _body(rng: random.Random, incident: Incident, kind: str, slots: Slots, figures: dict[str, int]) -> str:
    pools = shapes()
    used: set[str] = set()
    lede = _pick(rng, pools["police_lede" if kind == "police" else "lede"], slots, figures, used)
    wanted = _paragraph_count(rng)
    # Figures first, as reports lead on them; then what happened and who said what.
    figure_pools = ["arrests", "injuries_officers", "injuries_fans", "injuries_stewards", "dispersal", "ejected",
                    "crowd"]
    plan = [p for p in figure_pools if rng.random() < 0.8] + ["scene"] * rng.randint(1, 3)
    tail = ["policing"] * rng.randint(0, 2) + ["statement"] * rng.randint(0, 2) + \
        ["background"] * rng.randint(0, 3) + ["match"] * rng.randint(0, 2)
    rng.shuffle(tail)
    plan += tail
    quotes = [q for q in incident.quotes if kind != "police" or q in pools["quote_police"]]
    paragraphs = [lede]
    quote_slots = sorted(rng.sample(range(1, len(plan) + 1), min(len(quotes), rng.randint(1, 3), len(plan))))
    for index, pool in enumerate(plan, start=1):
        if len(paragraphs) > wanted:
            break
        if quote_slots and quote_slots[0] == index:
            quote_slots.pop(0)
            paragraphs += _quote(rng, quotes, slots, figures, used)
        paragraph = _pick(rng, pools[pool], slots, figures, used)
        if paragraph:
            paragraphs.append(paragraph)
    # A long report goes on with whatever it has not yet used.
    spare = ["scene", "policing", "statement", "background", "match"]
    while len(paragraphs) <= wanted and spare:
        pool = rng.choice(spare)
        paragraph = _pick(rng, pools[pool], slots, figures, used)
        if paragraph:
            paragraphs.append(paragraph)
        else:
            spare.remove(pool)
    closing = pools["closing"].get(kind)
    if closing and rng.random() < 0.5 and _fits(closing, slots, figures):
        paragraphs.append(_fill(closing, slots))
    return "\n\n".join(p for p in paragraphs if p)


def _quote(rng: random.Random, quotes: list[list[str]], slots: Slots, figures: dict[str, int],
           used: set[str]) -> list[str]:
    """One of the incident's quotes, its continuation sometimes trimmed."""
    fitting = [q for q in quotes if q[0] not in used and _fits(q[0], slots, figures)]
    if not fitting:
        return []
    quote = rng.choice(fitting)
    used.add(quote[0])
    # The opening paragraph of a quote that goes on ends without its closing mark.
    paragraphs = [_fill(quote[0], slots)]
    if len(quote) > 1 and rng.random() < 0.7:
        paragraphs.append(_fill(quote[1], slots))
    elif len(quote) > 1:
        paragraphs[0] += '"'
    return paragraphs


def _published(rng: random.Random, date: dt.date, offset: int) -> str:
    hour = rng.randint(17, 23) if offset == 0 else rng.randint(6, 20)
    moment = dt.datetime.combine(date + dt.timedelta(days=offset), dt.time(hour, rng.randrange(60)),
                                 tzinfo=dt.timezone.utc)
    return moment.isoformat()


def _byline(rng: random.Random, kind: str, incident: Incident, slots: Slots) -> str:
    """A wire dateline or a newspaper byline, as those outlets open their copy."""
    if kind == "wire" and rng.random() < 0.7:
        return f"{incident.home.city.upper()}, {incident.date.strftime('%b')} {incident.date.day} - "
    if kind in ("newspaper", "tabloid") and rng.random() < 0.4:
        return f"By {_person(rng)}\n\n"
    return ""


def _report(rng: random.Random, incident: Incident, outlet: tuple[str, str, str], conflicting: bool,
            serial: int) -> GeneratedReport:
    name, domain, kind = outlet
    offset = rng.choices(PUBLISH_OFFSETS, weights=PUBLISH_WEIGHTS)[0]
    figures = _outlet_figures(rng, incident, conflicting)
    slots = _slots(rng, incident, outlet, offset, figures)
    body = _byline(rng, kind, incident, slots) + _body(rng, incident, kind, slots, figures)
    placed = {FIGURE_SLOTS[s]: figures[FIGURE_SLOTS[s]] for s in slots.used if s in FIGURE_SLOTS}
    headline = _pick(rng, shapes()["headline"], slots, figures, set())
    url = (f"https://www.{domain}/sport/{incident.date:%Y/%m/%d}/"
           f"{incident.home.slug}-{incident.away.slug}-{serial}")
    fields = {
        "outlet": name, "outlet_domain": domain, "outlet_kind": kind, "headline": headline,
        "published": _published(rng, incident.date, offset), "url": url, "body": body,
    }
    return GeneratedReport(fields=fields, incident=incident.key, home=incident.home.name, away=incident.away.name,
                           ground=incident.ground, date=incident.date, figures=placed)


def generate(count: int, *, seed: int = 0) -> Iterator[GeneratedReport]:
    """``count`` reports with what was generated for each; the same for the same seed."""
    rng = random.Random(seed)
    incidents = Incidents(rng)
    made = 0
    while made < count:
        incident = incidents.next()
        outlets = rng.sample(OUTLETS, min(incident.outlets, count - made))
        conflicting = rng.randrange(1, len(outlets)) if incident.conflict and len(outlets) > 1 else -1
        bodies: set[str] = set()
        for index, outlet in enumerate(outlets):
            for _ in range(10):
                report = _report(rng, incident, outlet, index == conflicting, made)
                if report.fields["body"] not in bodies:
                    break
            bodies.add(report.fields["body"])
            made += 1
            yield report


def reports(count: int, *, seed: int = 0) -> Iterator[dict]:
    """``count`` distinct reports as ``import_articles`` reads them from JSON Lines."""
    for report in generate(count, seed=seed):
        yield report.fields


# -- grouping agreement ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Agreement:
    reports: int
    grouped: int  # reports in the one Terrace incident that holds most of their siblings, and theirs alone
    incidents: int
    whole: int  # generated incidents that became exactly one Terrace incident, holding nothing else

    @property
    def share(self) -> float:
        return self.grouped / self.reports if self.reports else 0.0


def agreement(pairs: Iterable[tuple[str, object]]) -> Agreement:
    """How far Terrace's grouping matches the generated one, from (generated incident,
    Terrace incident) for each report (Terrace's None for a report in no incident)."""
    pairs = list(pairs)
    terrace_of: dict[str, Counter] = defaultdict(Counter)
    generated_of: dict[object, Counter] = defaultdict(Counter)
    for generated, terrace in pairs:
        terrace_of[generated][terrace] += 1
        generated_of[terrace][generated] += 1
    home: dict[str, object] = {}
    for generated, counts in terrace_of.items():
        terrace = counts.most_common(1)[0][0]
        mine = terrace is not None and generated_of[terrace].most_common(1)[0][0] == generated
        home[generated] = terrace if mine else None
    grouped = sum(1 for generated, terrace in pairs if terrace is not None and home[generated] == terrace)
    whole = sum(
        1 for generated, counts in terrace_of.items()
        if len(counts) == 1 and home[generated] is not None and len(generated_of[home[generated]]) == 1
    )
    return Agreement(reports=len(pairs), grouped=grouped, incidents=len(terrace_of), whole=whole)


# -- command line ------------------------------------------------------------------------


def write_corpus(handle, count: int, *, seed: int = 0) -> tuple[int, int, int]:
    """Writes ``count`` reports as JSON Lines; returns reports, incidents and words."""
    written = words = incidents = 0
    previous = None
    for report in generate(count, seed=seed):
        handle.write(json.dumps(report.fields, ensure_ascii=False) + "\n")
        written += 1
        words += len(report.fields["body"].split())
        # Reports of one incident come together: counting changes keeps memory flat.
        if report.incident != previous:
            incidents += 1
            previous = report.incident
    return written, incidents, words


def _grouping(count: int, seed: int) -> Agreement:
    """Run inside Django (a child process with DATABASE_URL set): the imported grouping."""
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    sys.path.insert(0, str(ROOT))
    import django

    django.setup()
    from incidents.models import IncidentArticle

    incident_of = dict(IncidentArticle.objects.values_list("article__url", "incident_id"))
    return agreement((r.incident, incident_of.get(r.fields["url"])) for r in generate(count, seed=seed))


def _load(path: Path, database_url: str, count: int, seed: int) -> None:
    env = {**os.environ, "DATABASE_URL": database_url, "PYTHONPATH": str(ROOT)}
    env.setdefault("DJANGO_DEBUG", "false")
    env.setdefault("DJANGO_SECRET_KEY", "corpus-load-only")
    subprocess.run([sys.executable, str(ROOT / "manage.py"), "migrate", "--verbosity", "0"],
                   cwd=ROOT, env=env, check=True)
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, str(ROOT / "manage.py"), "import_articles", str(path), "--workers", "2", "--no-progress"],
        cwd=ROOT, env=env, capture_output=True, text=True,
    )
    took = time.perf_counter() - started
    if done.returncode:
        sys.exit(f"import_articles failed:\n{done.stderr[-3000:]}")
    print(done.stdout.strip().split("Summary:")[-1].strip("\n"), file=sys.stderr)
    print(f"loaded in {took:.1f} s: {count / took:.1f} reports/s", file=sys.stderr)
    checked = subprocess.run(
        [sys.executable, __file__, str(count), "--seed", str(seed), "--grouping"],
        cwd=ROOT, env=env, capture_output=True, text=True, check=True,
    )
    print(checked.stdout.strip(), file=sys.stderr)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("count", type=int, help="how many reports")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", type=Path, help="JSON Lines file to write (stdout without it)")
    parser.add_argument("--load", metavar="DATABASE_URL", help="then import the file into this database")
    parser.add_argument("--grouping", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.grouping:
        found = _grouping(args.count, args.seed)
        print(f"grouping: {found.grouped:,} of {found.reports:,} reports ({found.share:.1%}) with their "
              f"generated siblings; {found.whole:,} of {found.incidents:,} incidents whole")
        return
    path = args.out
    if args.load and path is None:
        path = Path(tempfile.mkdtemp(prefix="terrace-corpus-")) / f"reports-{args.count}.jsonl"
    started = time.perf_counter()
    if path is None:
        written, incidents, words = write_corpus(sys.stdout, args.count, seed=args.seed)
    else:
        with path.open("w", encoding="utf-8") as handle:
            written, incidents, words = write_corpus(handle, args.count, seed=args.seed)
    print(f"{written:,} reports, {incidents:,} incidents, {words / max(written, 1):.0f} mean words; "
          f"written in {time.perf_counter() - started:.1f} s", file=sys.stderr)
    if args.load:
        _load(path, args.load, written, args.seed)


if __name__ == "__main__":
    main()
