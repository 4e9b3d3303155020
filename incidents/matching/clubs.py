"""Which two clubs the report is about, and which of them was at home.

* The two clubs are the pair with the most weight: mentions count more in the
  headline and first paragraphs, and "X v Y", "X's 2-1 win over Y", "X beat Y",
  "between X and Y" tie a pair together. A club named as the opponent in a sentence
  about another fixture ("the match against Middlesbrough on 1 October", "when Leeds
  hosted Millwall in March", "recent games against Watford") counts for a fifth. A
  wire dateline's date ("LEEDS, Oct 2 - ") is the report's own, no other fixture's.
* The home side owns the named ground; failing that it comes first in "X v Y";
  failing that it is named first.
* Club nicknames written in lower case ("the gas", "tear gas") name no club
  (``incidents.reference`` holds them case-sensitive).
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Collection

from incidents.matching.layout import (
    _MONTH,
    _NEXT_TIME,
    _UPCOMING_OPENING,
    _WEEKS_AWAY,
    CAMPAIGN_BEGUN,
    MONTHS,
    PRESENT_FIXTURE_VERB,
    TIME_TO_COME_RE,
    _Layout,
    bare_fixture_line,
)
from incidents.reference import Club, ClubMention, Ground, club_by_slug, find_derbies

# What comes before the opponent in a sentence about another fixture: "the match against
# Y in March", "when X hosted Y in November", "after X drew with Y last season".
_AGAINST_BEFORE = re.compile(
    r"\b(?:against|by|over|with|to|v|vs|versus|take\s+on|face|faces|facing|faced|hosts?|hosted|hosting|"
    r"visits?|visited|visiting|welcomed|played|met|beat|beaten|beating|defeated|defeating|thrashed|thrashing|edged|overcame|"
    r"eliminated|drawing\s+with|losing\s+to|"
    r"knocked\s+out|and|or)\s+(?:the\s+)?(?:(?:promoted|relegated|newly-promoted|struggling|bottom|top)\s+)?$|,\s*$",
    re.IGNORECASE,
)
_VS_GAP = re.compile(r"^(?:['\u2019]s?)?\s*(?:v|vs\.?|versus|-|\u2013|\u2014|\d+\s*[-\u2013]\s*\d+)\s*$", re.IGNORECASE)
_RESULT_GAP = re.compile(
    r"^(?:['\u2019]s?)?\s+(?:\d+\s*[-\u2013]\s*\d+\s+)?(?:[\w-]+\s+){0,3}?(?:win|victory|defeat|loss|draw|triumph|success|thrashing|clash|game|match|tie)\s+(?:over|against|to|by|at|with)\s+(?:the\s+)?$",
    re.IGNORECASE,
)
# A side named with its team's noun before the verb: "Latvia's national team beat Liechtenstein",
# "Celtic's side drew with Aberdeen" (not "Italy's under-21s": another team).
_VERB_GAP = re.compile(
    r"^(?:['\u2019]s?\s+(?:(?:national|senior|first)\s+)?(?:team|side|squad|XI)\b)?"
    r"\s+(?:(?P<home>hosted|hosting|hosts?|welcomed|welcome)|(?P<away>visited|visiting|lost\s+at|won\s+at|drew\s+at)|"
    r"beat|beating|defeated|thrashed|drew\s+with|lost\s+to|faced|played|take\s+on|took\s+on|against|knocked\s+out|"
    r"eliminated|edged|overcame|saw\s+off)\s+(?:the\s+)?$",
    re.IGNORECASE,
)
_AND_GAP = re.compile(r"^\s+(?:and|&)\s+$")
# A result at a club, wherever its winner is named: "Villa mark their return with a 3-0 win
# at Young Boys", "a first defeat at Celtic": that club was at home.
_RESULT_AT_BEFORE = re.compile(
    r"\b(?:win|wins|victory|defeat|loss|draw|point|triumph|won|lost|drew|winning|losing|drawing)\s+at\s+(?:the\s+)?$",
    re.IGNORECASE,
)


# A meeting of the same sides to come: "The two clubs meet again in five weeks in the fourth round
# of the Taça de Portugal", "will play each other again in April" (not "met again").
_MEET_AGAIN = (r"\b(?:meet|play|face|renew\s+hostilities|lock\s+horns)\s+(?:each\s+other\s+|one\s+another\s+)?"
               r"again\b|\bwill\s+(?:meet|play|face)\s+(?:each\s+other|one\s+another)\s+(?:again\b|in\b)|"
               # (not "Galatasaray will play in the Europa League": a side's own next competition)
               r"\bwill\s+meet\s+(?:again\b|in\b)")
# A sentence about the fixtures to come, by its opening (``_UPCOMING_OPENING``) or by a verb
# of the next meeting ("now face Spain in Berlin on Sunday", "now need a result against the
# Czech Republic on Tuesday"): the clubs named after it are next opponents.
_UPCOMING_VERB = re.compile(
    r"\b(?:now|next|then)\s+(?:faces?|plays?|meets?|hosts?|visits?|travels?\s+to|takes?\s+on|goes\s+to|go\s+to|"
    r"heads?\s+to|welcomes?|needs?|must|ha(?:ve|s)\s+to)\b"
    # "Benfica turn their attention to Marseille", "attention turns to Saturday's home clash
    # with Newcastle", "the focus shifts to", "will meet Porto or Vitória in the final",
    # "will face the winners of Ajax and PSV"
    r"|\bturn(?:s|ed|ing)?\s+(?:(?:his|her|their|its|our|all)\s+)?attentions?\s+(?:back\s+)?to\b"
    r"|\b(?:attention|focus)\s+(?:now\s+)?(?:turns?|shifts?|switch(?:es)?|moves?)\s+to\b"
    r"|\b(?:turn|shift|switch)(?:s|ed|ing)?\s+(?:(?:his|her|their|its|our)\s+)?focus\s+to\b"
    r"|\bthe\s+winners?\s+(?:of|between)\b|" + _MEET_AGAIN,
    re.IGNORECASE,
)
MEET_AGAIN_RE = re.compile(_MEET_AGAIN, re.IGNORECASE)
# A season or a meeting gone by: "Last season against Fenerbahçe here", "the last time we met".
_SEASON_GONE_BY = re.compile(
    r"\b(?:last|previous)\s+(?:season|year|campaign|time|meeting|visit)\b", re.IGNORECASE)
# One of two opponents to come: "will meet Porto or Vitória de Guimarães in the final".
_UPCOMING_EITHER = re.compile(r"\bwill\s+(?:now\s+)?(?:meet|face|play)\s+[^.;]*?\bor\b", re.IGNORECASE)
# Two clubs as alternatives after a word of a fixture ("play-offs against Feyenoord or Juve",
# "then Djurgarden or Rapid", "it's Porto or Benfica next"): a match played has its two sides,
# never one or the other.  (Not "whether Legia or Chelsea fans started it": both sides.)
_EITHER_BEFORE = re.compile(
    r"\b(?:against|then|face|faces|facing|meet|meets|meeting|play|plays|playing|v|vs|versus|either|"
    r"(?:it['’]s|it\s+is|it\s+will\s+be)|next)\s+(?:the\s+)?$", re.IGNORECASE)
_OR_GAP = re.compile(r"\s+or\s+(?:the\s+)?$", re.IGNORECASE)
# Or by the words after the opponent: "Benfica await in the cup next month".
# ("Tottenham next." alone, a fan's list of what comes.)
# ("Bayern at home next.", "Spurs away next.")
# ("Germany next summer is now almost certain": a tournament in that country to come.)
_UPCOMING_AFTER = re.compile(r"\s+(?:awaits?|are\s+next|is\s+next|lies?\s+in\s+wait)\b|"
                             r"\s+next\s+(?:summer|season|year|spring|autumn|winter|month)\b|"
                             r"\s+(?:(?:at\s+home|away(?:\s+from\s+home)?|at\s+(?:the\s+)?[\w'\u2019]+)\s+)?"
                             r"next\s*[.!:;,]",
                             re.IGNORECASE)
# A fixture list's shorthand: "Luton at home in the Premier League on Saturday, Galatasaray
# away in three weeks", with a time to come in the sentence.
# In lower case: "at Home Park" is a ground.
_HOME_OR_AWAY_AFTER = re.compile(
    r"\s+(?:at\s+home|away|\((?:h|a)\))\b(?!\s+(?:fans?|supporters?|end|ends|section|stand|support|following|"
    r"contingent|team|side|kit|shirts?|allocation|days?|trip|win|wins|defeat|form|record|goals?|tickets?)\b)"
)
# Words of a match still to come, whatever its weekday: "the Old Firm derby is next Sunday".
_STILL_TO_COME = re.compile(
    rf"\b(?:{_NEXT_TIME}|tomorrow|{_WEEKS_AWAY}|will|is\s+next|are\s+next)\b",
    re.IGNORECASE,
)
# A campaign begun against a club: its first opponent, still to come.
_CAMPAIGN_AGAINST_BEFORE = re.compile(
    CAMPAIGN_BEGUN + r"\s+(?:against|at\s+home\s+to|away\s+(?:to|at)|at|with|versus|v)\s+(?:the\s+)?$",
    re.IGNORECASE)
# A present-tense verb of a fixture right before the club: with a time to come in its
# sentence ("Mikel Arteta's side host Manchester City in the Premier League on Sunday",
# "The Whites travel to Millwall on Tuesday night") the club is an opponent to come.  Not
# in the headline or the opening paragraph, which may preview the report's own match
# ("Arsenal host City on Sunday, and police have warned of disorder").
_PRESENT_FIXTURE_BEFORE = re.compile(rf"\b{PRESENT_FIXTURE_VERB}\s+(?:the\s+)?$", re.IGNORECASE)
# A round of a cup named with its opponent ("a quarter-final against Dundee", "a last-16 tie
# with Ajax"), after words that it is still to come ("we are going to Tynecastle for",
# "the win set up", "Hearts earned", "awaits"): the next opponent.  (Not "the quarter-final
# against Dundee ended 2-1": a report of that round.)
_ROUND_AGAINST_BEFORE = re.compile(
    r"\b(?:quarter-?finals?|semi-?finals?|final|last[\s-](?:16|sixteen|eight|four|32)|round\s+of\s+(?:16|32)|"
    r"(?:first|second|third|fourth|fifth|sixth)[\s-]round)(?:\s+(?:tie|match|game|clash|meeting|date))?\s+"
    r"(?:against|with|at\s+home\s+to|away\s+(?:at|to)|v|vs\.?|versus)\s+(?:the\s+)?$",
    re.IGNORECASE,
)
_ROUND_TO_COME = re.compile(
    r"\b(?:(?:are|is|am|we['’]re|they['’]re)\s+going\s+to|go(?:es|ing)?\s+(?:through\s+)?(?:to|into)|"
    r"head(?:s|ing)?\s+(?:to|into)|set(?:s|ting)?\s+up|earn(?:s|ed|ing)?|book(?:s|ed|ing)?|"
    r"progress(?:es|ed|ing)?\s+(?:to|into)|move(?:s|d)?\s+on\s+to|reward\s+is|next\s+(?:is|up|comes)|"
    r"will\s+(?:now\s+)?(?:face|meet|play|host|be)|look(?:s|ing)?\s+forward\s+to)\b",
    re.IGNORECASE,
)
# Between those words and the round, a result names the round played: "earned a dramatic win
# in the quarter-final against Dundee".
_RESULT_BETWEEN = re.compile(r"\b(?:win|won|victory|defeat|draw|drew|loss|lost|beat|beaten|in|at|during)\b",
                             re.IGNORECASE)


def _round_to_come(text: str, start: int, end: int) -> bool:
    """Whether words of a round still to come stand in text[start:end], right before the
    round, with at most four words and no result between."""
    for cue in _ROUND_TO_COME.finditer(text, start, end):
        between = text[cue.end():end]
        if len(between.split()) <= 4 and not _RESULT_BETWEEN.search(between):
            return True
    return False


# The club whose fixtures they are: "Next up for Arsenal: ...".
_FOR_BEFORE = re.compile(r"\bfor\s+(?:the\s+)?$", re.IGNORECASE)


def _upcoming_mentions(layout: _Layout, mentions: list[ClubMention]) -> dict[int, int]:
    """Mentions naming a club as an opponent still to be met, by index, each with where the
    words saying so start ("Next up", "now face", "host"): they are no side of the
    report's match, however few its own clubs' names."""
    out: dict[int, int] = {}
    text = layout.text
    opening_end = layout.opening_end
    for i, m in enumerate(mentions):
        s, e = layout.sentences[layout.sentence(m.start)]
        if _FOR_BEFORE.search(text, max(s, m.start - 10), m.start):
            continue
        if m.start >= opening_end and (TIME_TO_COME_RE.search(text, s, e) or layout.names_another_date(s, e)):
            present = _PRESENT_FIXTURE_BEFORE.search(text, max(s, m.start - 60), m.start)
            if present is not None:
                out[i] = present.start()
                continue
        if s >= layout.headline_end and bare_fixture_line(text, s, e):
            out[i] = s  # "Moldova on Saturday.": the next fixture, in a fixture list's line
            continue
        opening = _UPCOMING_OPENING.match(text, s, e)
        verb = _UPCOMING_VERB.search(text, s, m.start)
        either = _UPCOMING_EITHER.search(text, s, e)
        if opening is not None and opening.end() <= m.start:
            out[i] = s
        elif verb is not None:
            out[i] = verb.start()
        elif either is not None and either.start() < m.start:
            out[i] = either.start()
        elif _UPCOMING_AFTER.match(text, m.end, e) or (
                _HOME_OR_AWAY_AFTER.match(text, m.end, e) and TIME_TO_COME_RE.search(text, s, e)):
            out[i] = m.start
        elif (round_ := _ROUND_AGAINST_BEFORE.search(text, max(s, m.start - 60), m.start)) is not None \
                and _round_to_come(text, max(s, round_.start() - 80), round_.start()):
            out[i] = round_.start()  # "we are going to Tynecastle for a quarter-final against Dundee"
        elif (set_up := _SET_UP_BEFORE.search(text, max(s, m.start - 20), m.start)) is not None \
                and _DECIDER_AFTER.match(text, m.end, e):
            out[i] = set_up.start()  # "Wales win in Baku to set up Hungary decider"
        elif (trip := _COMING_TRIP_BEFORE.search(text, max(s, m.start - 80), m.start)) is not None:
            out[i] = trip.start()  # "before a Belgian Pro League trip to Standard Liège"
        elif (begun := _CAMPAIGN_AGAINST_BEFORE.search(text, max(s, m.start - 100), m.start)) is not None \
                and TIME_TO_COME_RE.search(text, s, e):
            # "Fiorentina open their Serie A home campaign against Lecce on Sunday" (not a live
            # page's "Wales open their Euro 2028 qualifying campaign against Poland at the PGE")
            out[i] = begun.start()
    # "against Feyenoord or Juve": both alternatives.
    for i in range(len(mentions) - 1):
        a, b = mentions[i], mentions[i + 1]
        s = layout.sentences[layout.sentence(a.start)][0]
        before = _EITHER_BEFORE.search(text, max(s, a.start - 20), a.start)
        if a.club.slug != b.club.slug and _OR_GAP.fullmatch(text, a.end, b.start) and before is not None:
            out[i] = out[i + 1] = min(before.start(), out.get(i, before.start()))
    return out


# A meeting to come that a result sets up, the club between: "to set up Hungary decider", "sets
# up a Celtic showdown" (not "Bale set up Ramsey's goal").
_SET_UP_BEFORE = re.compile(r"\bset(?:s|ting)?\s+up\s+(?:an?\s+|the\s+)?$", re.IGNORECASE)
_DECIDER_AFTER = re.compile(
    r"(?:['\u2019]s?)?\s+(?:decider|showdown|final|semi-final|quarter-final|clash|play-off|shoot-out|date|meeting|"
    r"tie|encounter|derby)\b", re.IGNORECASE)


# A trip or visit still to come, before the club it goes to: "before a Belgian Pro League trip
# to Standard Liège", "ahead of Sunday's visit to Anderlecht", "then a trip to Club Brugge"
# (not "after a trip to ...": one made).
_COMING_TRIP_BEFORE = re.compile(
    r"\b(?:before|ahead\s+of|then|followed\s+by|prior\s+to)\s+(?:(?:a|an|the|their|our|its|next)\s+)?"
    r"(?:[\w'’.-]+\s+){0,4}?(?:trip|visit|journey|outing)\s+to\s+(?:the\s+)?$",
    re.IGNORECASE,
)


# A club named as a companion in the group or the table: "in the same group as Betis",
# "level with Juventus", "three points behind Lazio", "group leaders Bayern".  It is where
# a side stands, no side of the match.
_TABLE_COMPANION_BEFORE = re.compile(
    r"\b(?:(?:same|a)\s+group\s+(?:as|with)|group\s+(?:rivals?|leaders?|opponents?)|"
    r"level\s+(?:on\s+points\s+)?with|(?:points?|places?|spots?)\s+(?:behind|above|below|ahead\s+of|clear\s+of|"
    r"adrift\s+of|off)|(?:trail|trails|trailing)|(?:league|table)\s+leaders|"
    r"(?:through|finished|finish|finishing|second|third|fourth)\s+behind)\s+(?:the\s+)?$",
    re.IGNORECASE,
)
# ... or said after it: "Leverkusen can go six points clear tomorrow", "Girona stay top",
# "Milan are two points ahead of us", "Juventus are level with us".
_TABLE_COMPANION_AFTER = re.compile(
    r"\s+(?:(?:can|could|will|would|may|might)\s+)?(?:go|goes|went|move|moves|moved|stay|stays|stayed|remain|"
    r"remains|remained|sit|sits|are|is|were|was)\s+(?:[\w-]+\s+){0,3}?(?:clear|top|bottom|"
    r"(?:points?|places?|spots?)\s+(?:ahead|behind|above|below|adrift|off)|level\s+(?:on\s+points\s+)?with)\b",
    re.IGNORECASE,
)


# A club right before a player's role ("Forest keeper Matz Sels", "the Blackburn goal
# machine"), in a report naming a national team: the player's club, no side of the match.
_PLAYERS_CLUB_AFTER = re.compile(
    r"\s+(?:goal\s*keeper|keeper|goalkeeper|striker|forward|winger|midfielder|defender|full-back|centre-back|"
    r"centre-half|playmaker|captain|skipper|star|youngster|goal\s+machine|academy\s+graduate|loanee|man)\b",
    re.IGNORECASE,
)
# A club named with a year, or a month and a year, right after it: "Newcastle in December 2023
# was a night like this one", "since Malmö in 2021": another meeting, named by its opponent.
_DATED_AFTER = re.compile(rf"\s+(?:in|back\s+in|during)\s+(?:(?:early|late|mid-)\s*)?(?:{_MONTH}\s+)?(?:19|20)\d\d\b")


# A club named as what another is likened to: "they play like Barcelona on it", "defending
# like Real Madrid", "a side built like Atalanta": no side of the match.
# ... or by a month of its own right after it: "Walsall in August, two arrests" (not "Celtic in
# March 2024", read by _DATED_AFTER, nor "Celtic in 5th place").
_MONTH_AFTER = re.compile(
    rf"\s+(?:away\s+|at\s+home\s+)?(?:in|back\s+in|during)\s+(?:(?:early|late|mid-)\s*)?(?P<month>{_MONTH})\b(?!\s+\d)")


# ... or by a time gone by: "at Kelty last month there were no arrests", "Hearts a fortnight
# ago", "Motherwell earlier this season" (``layout._SOME_TIME_AGO`` without days or a week ago, nor
# "last week" or a weekday: a report days after may date the match itself so).
_TIME_GONE_AFTER = re.compile(
    r"\s+(?:away\s+|at\s+home\s+)?(?:last\s+(?:month|season|year|campaign|time)|a\s+fortnight\s+ago|"
    r"(?:a|one|two|three|four|five|six|\d+|a\s+couple\s+of|a\s+few)\s+(?:weeks|months?|years?|seasons?)\s+ago|"
    r"earlier\s+(?:this|in\s+the)\s+(?:month|season|campaign|year))\b",
    re.IGNORECASE)


# ... or by a season of the year not the report's: "when Genk played Antwerp in the autumn",
# in a report of February.
_SEASON_OF_YEAR_AFTER = re.compile(
    r"\s+(?:away\s+|at\s+home\s+)?(?:back\s+)?(?:in|during)\s+the\s+(?P<season>spring|summer|autumn|fall|winter)\b",
    re.IGNORECASE)
_SEASON_MONTHS = {"spring": (3, 4, 5), "summer": (6, 7, 8), "autumn": (9, 10, 11), "fall": (9, 10, 11),
                  "winter": (12, 1, 2)}


def _another_time_after(text: str, end: int, sentence_end: int, month: int | None) -> bool:
    """Whether a month other than ``month``, a season of the year not its own, or a time gone
    by, follows the club named before ``end``."""
    if _TIME_GONE_AFTER.match(text, end, sentence_end):
        return True
    season = _SEASON_OF_YEAR_AFTER.match(text, end, sentence_end) if month is not None else None
    if season is not None and month not in _SEASON_MONTHS[season["season"].lower()]:
        return True
    after = _MONTH_AFTER.match(text, end, sentence_end) if month is not None else None
    return after is not None and MONTHS.get(after["month"].lower()) != month


_LIKENED_BEFORE = re.compile(
    # (not "it looked like Arsenal would hold on": what the match looked like)
    r"\b(?:(?:play|plays|played|playing|pass|passes|passed|passing|defend|defends|defended|defending|"
    r"built|set\s+up|lined\s+up|press|presses|pressed|pressing|celebrat\w*|"
    r"sing|sings|sang|singing)\s+(?:[\w'’-]+\s+){0,2}?like|"
    r"(?:just\s+)?like\s+(?:prime|peak|vintage|a\s+poor\s+man['’]s)|"
    r"the\s+new|a\s+poor\s+man['’]s|"
    # what the match was treated as: "the ME went in as if it were Feyenoord", "searched as
    # though we were Millwall", "as if it were a Celtic game"
    r"as\s+(?:if|though)\s+(?:it|we|they|you|he|she)\s+(?:were|was|had\s+been)(?:\s+(?:a|an))?)\s+(?:the\s+)?$",
    re.IGNORECASE,
)


# A club a person once served, named with their role: "a side managed by ex-Chelsea boss Dan
# Petrescu", "former Arsenal striker Ian Wright", "the one-time Leeds manager": their past,
# no side of the match.
_FORMER_BEFORE = re.compile(r"\b(?:ex|former|formerly|one-time|onetime|erstwhile)[\s-]+(?:the\s+)?$", re.IGNORECASE)
_ROLE_AFTER = re.compile(
    r"(?:['\u2019]s)?\s+(?:(?:first-team|youth|assistant|caretaker|interim|club|team)\s+)?(?:boss|manager|coach|"
    r"head\s+coach|gaffer|chairman|president|owner|director|player|striker|forward|winger|midfielder|defender|"
    r"full-back|centre-back|centre-half|goal\s*keeper|keeper|captain|skipper|star|man|midfield\s+man)\b",
    re.IGNORECASE,
)


# A country named as where a tournament is played, right after words of going there: "are
# through to Germany as group winners", "booked their place in Germany", "the Euros in
# Germany", "on the road to Qatar": the finals' host, no side of the match.
_FINALS_HOST_BEFORE = re.compile(
    r"\b(?:through|qualified|qualify|qualifies|qualification|tickets?|places?|berths?|spots?|road|bound|booked|"
    r"euros?|euro\s+20\d\d|finals|world\s+cup|tournament|championships?)\s+(?:to|for|in)\s+$",
    re.IGNORECASE,
)


def without_likened(layout: _Layout, mentions: list[ClubMention]) -> list[ClubMention]:
    """The mentions but those of clubs named as what another is likened to, as a person's
    former club (``_FORMER_BEFORE``, ``_ROLE_AFTER``), or of countries named as the finals'
    host (``_FINALS_HOST_BEFORE``)."""
    text = layout.text
    kept = []
    for m in mentions:
        start = max(layout.sentences[layout.sentence(m.start)][0], m.start - 40)
        before = text[start:m.start].lower()
        # every likening ends in "like", "new", "man's" or "as if"/"as though" before the club:
        # most mentions have none
        if ("like" in before or "new" in before or "man" in before or "as " in before) \
                and _LIKENED_BEFORE.search(text, start, m.start):
            continue
        if _FORMER_BEFORE.search(text, max(start, m.start - 20), m.start) and _ROLE_AFTER.match(text, m.end):
            continue
        if m.club.kind == "national" and _FINALS_HOST_BEFORE.search(text, max(start, m.start - 30), m.start):
            continue
        kept.append(m)
    return kept


def _players_club_mentions(layout: _Layout, mentions: list[ClubMention]) -> set[int]:
    """Indexes of clubs named as a player's, in a report naming a national team."""
    if not any(m.club.kind == "national" for m in mentions):
        return set()
    return {i for i, m in enumerate(mentions)
            if m.club.kind == "club" and _PLAYERS_CLUB_AFTER.match(layout.text, m.end)}


def _other_fixture_mentions(layout: _Layout, mentions: list[ClubMention], players: set[int],
                            month: int | None = None) -> set[int]:
    """Indexes of mentions naming a club as the opponent in some other fixture, as a
    player's club (``players``), or, past the opening paragraph, as a companion in the
    group or the table, or dated by a year, by a month not ``month`` (the report's:
    "Walsall in August, two arrests") or by a time gone by ("at Kelty last month")."""
    out = set()
    text = layout.text
    opening_end = layout.opening_end
    for i, m in enumerate(mentions):
        if i in players:
            out.add(i)  # "Forest keeper Matz Sels", in a report of Ireland v Belgium
            continue
        s, e = layout.sentences[layout.sentence(m.start)]
        if m.start >= opening_end and (_TABLE_COMPANION_BEFORE.search(text, max(s, m.start - 40), m.start)
                                       or _TABLE_COMPANION_AFTER.match(text, m.end, e)
                                       or _DATED_AFTER.match(text, m.end, e)
                                       or _another_time_after(text, m.end, e, month)):
            out.add(i)  # (the headline and the opening paragraph may tell the match's own: "Chelsea go top")
            continue
        if not layout.about_other_fixture(s, e):
            continue
        against = _AGAINST_BEFORE.search(text[max(s, m.start - 25) : m.start])
        if against is None:
            continue
        if against.group().startswith(","):
            # a list of opponents ("against Ajax, PSV"), not a clause's end ("when we lost to
            # the Czechs in this very stadium, Oranje finally took a point")
            if i == 0 or text[mentions[i - 1].end : m.start].strip() != ",":
                continue
        out.add(i)
    return out


def _club_weights(layout, mentions, other):
    scores: dict[str, float] = defaultdict(float)
    for i, m in enumerate(mentions):
        scores[m.club.slug] += layout.weight(m.start) * (0.2 if i in other else 1.0)
    return scores


def _pair_evidence(layout, mentions, other):
    """Weights tying two clubs together, and votes for which of them was at home."""
    text = layout.text
    tie: dict[frozenset, float] = defaultdict(float)
    home_votes: dict[str, float] = defaultdict(float)
    for i in range(len(mentions) - 1):
        a, b = mentions[i], mentions[i + 1]
        if a.club.slug == b.club.slug or i in other or i + 1 in other:
            continue
        gap = text[a.end : b.start]
        w = layout.weight(a.start)
        key = frozenset((a.club.slug, b.club.slug))
        if _VS_GAP.match(gap):
            tie[key] += 4 * w
            home_votes[a.club.slug] += w
        elif m := _VERB_GAP.match(gap):
            tie[key] += 3 * w
            if m.group("home"):
                home_votes[a.club.slug] += w
            elif m.group("away"):
                home_votes[b.club.slug] += w
        elif _RESULT_GAP.match(gap):
            tie[key] += 3 * w
        elif _AND_GAP.match(gap) and (
            re.search(r"\bbetween\s+(?:the\s+)?$", text[max(0, a.start - 20) : a.start], re.IGNORECASE)
            or re.match(r"\s+(?:fans|supporters|players)\b", text[b.end : b.end + 20], re.IGNORECASE)
        ):
            tie[key] += 3 * w
    by_sentence: dict[int, set[str]] = defaultdict(set)
    for i, m in enumerate(mentions):
        if i not in other:
            by_sentence[layout.sentence(m.start)].add(m.club.slug)
            if _RESULT_AT_BEFORE.search(text, max(0, m.start - 25), m.start):
                home_votes[m.club.slug] += layout.weight(m.start)  # "a 3-0 win at Young Boys"
    for idx, slugs in by_sentence.items():
        # Two clubs in one sentence may be a fixture; three or more are a list
        # ("Copenhagen derby stopped, Brugge pull clear, Malmö sign a midfielder").
        if len(slugs) == 2:
            a, b = slugs
            tie[frozenset((a, b))] += 0.5 * layout.weight(layout.sentences[idx][0])
    return tie, home_votes


def _with_derby(layout: _Layout, chosen: tuple[str, ...], upcoming_sentences: set[int]) -> tuple[str, ...]:
    """The pair a derby named by its own name completes ("SK Rapid is delighted with a 3-0
    win in the 342nd Vienna derby"): when the report names one of its clubs, or none, and
    names it in a sentence of no other fixture and none to come."""
    if len(chosen) == 2:
        return chosen
    text = layout.text
    for mention in find_derbies(text):
        index = layout.sentence(mention.start)
        s, e = layout.sentences[index]
        if index in upcoming_sentences or layout.about_other_fixture(s, e) or _STILL_TO_COME.search(text, s, e):
            continue
        pair = mention.derby.club_slugs
        if not chosen:
            return pair
        if chosen[0] in pair:
            return chosen[0], next(slug for slug in pair if slug != chosen[0])
    return chosen


def _choose_pair(layout, mentions, upcoming: Collection[int] = frozenset(), month: int | None = None):
    """The pair of clubs (or the one club) the report is about, the votes for the home
    side and the other-fixture mentions; the mentions at ``upcoming`` are left out.
    ``month`` is the month of the report's publication, for meetings of another month."""
    if upcoming:
        mentions = [m for i, m in enumerate(mentions) if i not in upcoming]
    players = _players_club_mentions(layout, mentions)
    other = _other_fixture_mentions(layout, mentions, players, month)
    scores = _club_weights(layout, mentions, other)
    tie, home_votes = _pair_evidence(layout, mentions, other)
    # A club named only past the opening paragraphs, and only as the opponent in another
    # fixture ("fresh from beating Croatia in their opener"), or anywhere only as a player's
    # club, is no side of this match; nor is one named past the first paragraph only in
    # sentences of a season or meeting gone by (a short fan blog's closing "Last season
    # against Fenerbahçe here it was the same story", "The last time Fenerbahçe came here").
    background = set(scores)
    for i, m in enumerate(mentions):
        weight = layout.weight(m.start)
        if weight < 2.0 and i not in players \
                and _SEASON_GONE_BY.search(layout.text, *layout.sentences[layout.sentence(m.start)]):
            continue
        if i not in other or (weight > 1.0 and i not in players):
            background.discard(m.club.slug)
    ranked = sorted((s for s in scores if s not in background), key=lambda s: -scores[s])[:6]
    best, best_score = None, 0.0
    for i, a in enumerate(ranked):
        for b in ranked[i + 1 :]:
            if club_by_slug(a).kind != club_by_slug(b).kind:
                continue
            score = scores[a] + scores[b] + tie.get(frozenset((a, b)), 0.0)
            if score > best_score:
                best, best_score = (a, b), score
    if best is None:
        return ((ranked[0],) if ranked else ()), home_votes, other
    return best, home_votes, other


def _home_and_away(
    clubs: list[Club], ground: Ground | None, home_votes, mentions: list[ClubMention], year: int | None = None
) -> tuple[Club | None, Club | None]:
    """Home side: owner of the ground (between national teams, the one of the ground's
    country, whoever owns it: Sweden at the Strawberry Arena, AIK's), else first in "X v
    Y", else first named. With one club named, the owner of the ground (when it is
    another club) is the other side; with none, the owner of the ground in use in
    ``year`` is the home side."""
    home = away = None
    if len(clubs) == 2:
        owners = [c for c in clubs if ground and c.slug in ground.club_slugs]
        if not owners and ground is not None and all(c.kind == "national" for c in clubs):
            owners = [c for c in clubs if c.country == ground.country]
        if len(owners) == 1:
            home = owners[0]
        elif home_votes.get(clubs[0].slug, 0) != home_votes.get(clubs[1].slug, 0):
            home = max(clubs, key=lambda c: home_votes.get(c.slug, 0))
        else:
            # (A club of a derby named by its name alone comes after every club named.)
            first = {m.club.slug: m.start for m in reversed(mentions)}
            home = min(clubs, key=lambda c: first.get(c.slug, float("inf")))
        away = clubs[1] if home is clubs[0] else clubs[0]
    elif not clubs:
        # No club named, or only opponents still to come: the owner of the ground in use,
        # if one club owns it, was at home ("the best I've known at the Emirates").
        owners = [club_by_slug(s) for s in ground.club_slugs] if ground and ground.in_use(year) else []
        if len(owners) == 1 and owners[0] is not None:
            home = owners[0]
    else:
        home = clubs[0]
        # One club named, at a ground of one other club: "Rangers ended their Celtic
        # Park hoodoo" is Celtic v Rangers.
        owners = [club_by_slug(s) for s in ground.club_slugs] if ground else []
        if len(owners) == 1 and owners[0] is not None and owners[0].slug != home.slug \
                and owners[0].kind == home.kind:
            home, away = owners[0], clubs[0]
    return home, away


def _skip_sentences(layout: _Layout, mentions: list[ClubMention], pair: set[str],
                    upcoming: Collection[int]) -> set[int]:
    """Sentences naming a club outside the pair, or an opponent to come, are about some other match."""
    return {layout.sentence(m.start) for i, m in enumerate(mentions)
            if (pair and m.club.slug not in pair) or i in upcoming}
