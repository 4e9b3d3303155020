"""The scope rules' patterns: the cue regexes and the gate words that decide which
of them run on a sentence (one Aho-Corasick pass).  ``scope`` reads them; the
rules themselves are described in its docstring."""

from __future__ import annotations

import ahocorasick

from . import regexes

# A season named with what it is a season of: "the 2024/2025 sports season", "this football season".
_SEASON_OF = r"(?:(?:sports?|sporting|football|league|domestic|playing|current)\s+)?"
_SEASON_RE = regexes.compile(
    rf"\b(?:this\s+{_SEASON_OF}(?:season|campaign|term)|so\s+far\s+this\s+{_SEASON_OF}(?:season|campaign|term)|"
    # (a running total from an earlier season's start too: "since the start of last season")
    r"since\s+the\s+(?:beginning|start)\s+of\s+(?:the|this|last|the\s+(?:last|previous))\s+"
    rf"(?:\d{{4}}[/-]\d{{2,4}}\s+)?{_SEASON_OF}(?:season|campaign|term)|"
    r"(?:the|this)\s+season\s+so\s+far|season\s+total|earlier\s+(?:matches|games|fixtures)|"
    r"(?:previous|earlier|other)\s+(?:home\s+)?(?:matches|games|fixtures)\s+this|"
    r"in\s+(?:all|every)\s+(?:competitions|matches|games)|"
    # a running total since a month, or of the year: "Since January, 214 people have been
    # removed from stadiums", "So far this year the programme has kept 1,812 people out"
    r"since\s+(?:january|february|march|april|may|june|july|august|september|october|november|december)(?!\s*\d)|"
    r"so\s+far\s+this\s+year|this\s+year\s+so\s+far|since\s+the\s+(?:beginning|start)\s+of\s+(?:the|this)\s+year|"
    r"across\s+the\s+season|during\s+the\s+season|"
    r"since\s+the\s+(?:season|campaign)\s+(?:began|started|opened|kicked\s+off|got\s+under\s*way))\b",
)
# Season cues with "so far", "to date" or a named season ("2023/24"): run only on
# sentences holding "season" or "campaign", as most hold neither.
_SEASON_MORE_RE = regexes.compile(
    # "across the 2023/24 season so far", "so far in the 2024-25 campaign", "the season to date"
    r"(?:the\s+)?(?:\d{4}[/-]\d{2,4}\s+)?(?:season|campaign)\s+(?:so\s+far|to\s+date)|"
    r"so\s+far\s+(?:in|during|across)\s+the\s+(?:\d{4}[/-]\d{2,4}\s+)?(?:season|campaign)|"
    r"(?:across|over|during|throughout)\s+the\s+\d{4}[/-]\d{2,4}\s+(?:season|campaign)\b",
)
# "in the club's first season at the stadium", "its first season in the league": the season
# now running (only where "first season" or "first campaign" is).
_FIRST_SEASON_RE = regexes.compile(
    r"(?:\bthis|\btheir|\bits|\bour|['’]s)\s+first\s+(?:full\s+)?(?:season|campaign)\s+(?:at|in|since)\b"
)
_FIRST_SEASON_WORDS = ("first season", "first campaign", "first full")

_NAME = r"[A-Z][\w'’.-]*(?:\s+(?:[A-Z][\w'’.-]*|&|and\s+(?=[A-Z])|de|del))*"
_OTHER_MATCH_RE = regexes.compile(
    rf"\b(?:(?:match|matches|game|games|fixture|fixtures|clash|tie|meeting|derby)\s+(?:against|with|v|vs\.?|versus)|"
    # a cup round against a third: "In the quarter-final against Union, Berlin police arrested nine"
    rf"(?:quarter-final|semi-final|final|round|leg|play-off|replay)s?\s+(?:against|v|vs\.?|versus)|"
    rf"(?:defeat|loss|draw)\s+(?:by|to|against|with)|(?:win|victory|draw)\s+(?:over|against)|"
    # a result of a fixture against a third: "when the Republic of Ireland lost 1-0 to France",
    # "Celtic beat Hibs 3-0", "drew 2-2 with Hearts"
    rf"lost\s+(?:\d+[-–]\d+\s+)?(?:to|against)|(?:beat|defeated)|beaten\s+(?:\d+[-–]\d+\s+)?by|"
    rf"drew\s+(?:\d+[-–]\d+\s+)?(?:with|against)|"
    rf"(?:visit|trip)\s+to|visit\s+of|(?:take|took|taking)\s+on|(?:travel|travels|travelled)\s+to|"
    # a fixture of one of the clubs against a third: "will face Manchester United", "who host Arsenal"
    rf"fac(?:e|es|ed|ing)|host(?:s|ed|ing)?|play(?:s|ed|ing)?|meet(?:s|ing)?|met|"
    # "the cup tie away at Arbroath", "a game away to Brechin"
    rf"(?P<away>away)\s+(?:at|to)|"
    # a third played against at a place where or when something happened: "the World Cup dream
    # dying against Ukraine at Hampden, where six arrests were made"
    rf"against(?=\s+(?:the\s+)?{_NAME}\s+(?:at|in)\s+(?:the\s+)?{_NAME},?\s+(?:where|when)\b))"
    rf"\s+(?:the\s+)?(?P<name>{_NAME})"
)
# The periods "last" or "previous" names, the seasons of the year among them ("last autumn").
_LAST_PERIODS = ("season", "year", "month", "week", "autumn", "spring", "summer", "winter")
_LAST_PERIOD = "(?:" + "|".join(_LAST_PERIODS) + ")"
_HISTORY_RE = regexes.compile(
    rf"\b(?:last\s+{_LAST_PERIOD}|previous\s+season|"
    # (a year's total: "31 arrests at Hampden internationals during 2023")
    r"(?:in|during|throughout|across)\s+(?:the\s+whole\s+of\s+)?(?:1[89]\d\d|20[0-4]\d)\b|"
    r"in\s+the\s+(?:mid-|late\s+|early\s+)?(?:19|20)?\d0s|"
    # a past tournament recalled: "Memories of Euro 2016", "reminiscent of Italia 90"
    r"memories\s+of|reminiscent\s+of|echoes\s+of)",
)
# A year a club, a ground or a person came into being: "Hajduk, founded in 1911, play in
# front of the Torcida", "the ground, built in 1923", "a man born in 1990": no time of the
# count (run on the words before a cue of _HISTORY_RE).
_BORN_BEFORE_RE = regexes.compile(
    r"\b(?:founded|formed|established|built|opened|constructed|inaugurated|erected|born)\s+$"
)
# Another place or time the match is set against, then what happened there: "Compare that
# with Belgrade, where 16 people were held", "Unlike the first leg, when ...", "a far cry from
# Split, where ...", "calmer than Friday in Athens, where ..." (run where a word of
# _SET_AGAINST is).
_SET_AGAINST_RE = regexes.compile(
    r"\b(?:compar(?:e|ed|es|ing)\s+(?:(?:that|this|it|them|those\s+figures)\s+)?(?:with|to)|"
    r"contrast(?:ed|s|ing)?\s+(?:(?:that|this|it)\s+)?with|in\s+contrast\s+to|(?:a\s+)?far\s+cry\s+from|"
    r"unlike(?:\s+(?:in|at))?|"
    # ... or measured against it: "a much calmer night than Friday in Athens, where three Ireland
    # fans were detained", "quieter than at Ibrox last season, when ..."
    r"(?:[a-z]+er|(?:more|less)\s+[a-z]+)\s+(?:[a-z]+\s+){0,2}?than(?:\s+(?:in|at|on))?)"
    # (or "after which": "a calmer day than October's Taca de Portugal tie in the Algarve, after
    # which six people were arrested")
    r"\s+(?:[\w'’.-]+\s+){0,7}?[\w'’.-]+,?\s+(?:where|when|(?:after|during|at|in)\s+which)\b|"
    # ... or before a colon: "Contrast with home: two were arrested at Oriel", "Compare that with
    # Split: 16 held"
    r"\b(?:compar(?:e|ed)|contrast)(?:\s+(?:that|this|it))?\s+(?:with|to)\s+(?:[\w'’.-]+\s+){0,4}?[\w'’.-]+\s*:|"
    # ... or a comparison opening the place or time of another: "For comparison: in Bodø in the
    # first round there were no arrests", "By comparison, at Ibrox in March nine were held" (not
    # "By comparison, only two were held tonight", nor "at the end", "in this one")
    r"\b(?:for|by|in)\s+(?:comparison|perspective|context)\s*[,:;\u2013\u2014-]?\s+(?:(?:in|at)\s+"
    r"(?!(?:this|these|the\s+(?:same|end|ground|stadium))\b)[\w'’.-]+|"
    # ... or another match by its noun: "For perspective: the Vienna derby in August saw 23 people
    # detained" (not "the match tonight": cues of this one stand nearer)
    r"the\s+(?!(?:same|end|ground|stadium)\b)(?:[\w'’.-]+\s+){0,3}?(?:derby|match|game|fixture|tie|meeting|final|"
    r"clash|visit|trip)\b(?![^,.;:]{0,12}\b(?:tonight|today|this\s+(?:evening|afternoon))))"
)
# More past cues: "since 2013", "in the last two seasons", "three years ago" (only where
# "since", "ago" or a plural of time is, as most sentences hold none).
_PAST_RE = regexes.compile(
    r"since\s+(?:1[89]\d\d|20[0-4]\d)\b|(?:last|past|previous)\s+(?:two|three|four|five|six|seven|eight|"
    r"nine|ten|few|several|\d+)\s+(?:seasons|years|campaigns)\b|"
    r"(?:a|an|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|few|many|several|\d+)\s+"
    r"(?:years?|seasons?|months?|weeks?)\s+ago\b"
)
_PAST_WORDS = ("since ", " ago", "seasons", "years", "campaigns")
# A span of years or seasons the claim is counted over: "the third time in two years",
# "four charges within three seasons" -> unknown (run where _PAST_WORDS are).
_SPAN_RE = regexes.compile(
    r"(?:in|within|over)\s+(?:the\s+(?:last|past)\s+)?(?:two|three|four|five|six|seven|eight|nine|ten|\d+)\s+"
    r"(?:years|seasons|campaigns)\b(?![\'’]?\s+time)"
)
# A later meeting of the two sides: "the two sides meet again at Ibrox", "the rematch",
# "the return fixture" -> other_match (run only where "again", "return" or "rematch" is).
_AGAIN_RE = regexes.compile(
    r"(?:meet|meets|play|plays|face|faces|host|hosts|visit|visits)\s+(?:each\s+other\s+|one\s+another\s+)?again\b|"
    r"rematch\b|return\s+(?:[a-z]+\s+)?(?:match|fixture|game|leg|tie|meeting)\b"
)
# Another meeting before or after this one -> other_match (run only where _OTHER_TIME_WORDS are):
# an earlier one ("last time we played here", "the previous meeting", "on their last visit")
# and one to come ("are next, at Old Trafford", "the next round", "the second leg is at ...",
# "a trip to ... next month", "will travel to").  A future time alone ("the FA will decide
# next week") is no cue: it must follow a match noun.
_OTHER_TIME_RE = regexes.compile(
    r"(?:last|previous)\s+(?:time|meeting|meetings|encounter|visit|trip)\b|"
    # an earlier match of the two sides by its noun: "The last derby between the sides", "the
    # previous game", "our previous home match" ("the last derby at Goodison" may be this one)
    r"previous\s+(?:(?:home|away|league|cup|european|group|international|competitive)\s+)?"
    r"(?:derby|match|game|fixture|clash|tie)\b|"
    # ... or as their first of the season: "after the first meeting between the sides two weeks
    # ago" (not a first for years: "the first meeting between the sides since 2012", "in
    # almost eight years")
    r"first\s+(?:meeting|match|game|encounter|clash)\s+(?:between|of)\s+(?:the|these|both)\s+(?:two\s+)?"
    r"(?:sides|clubs|teams|rivals|countries|nations)\b"
    r"(?![^,;:.!?]{0,30}?\b(?:since|ever|years|decades?|history)\b)|"
    r"last\s+(?:derby|match|game|fixture|clash|tie)\s+(?:between|involving)\s+(?:the|these|both)\s+(?:two\s+)?"
    r"(?:sides|clubs|teams|rivals|countries|nations)\b|"
    # ... or a side's last match before this one, by its possessive: "FCK's last home game, against
    # Brondby", "their last away match", "our last outing" (not "the last game of the season":
    # this one may be it)
    r"(?:(?<=['’]s\s)|(?<=\btheir\s)|(?<=\bour\s)|(?<=\bits\s)|(?<=\bhis\s))last\s+"
    r"(?:(?:home|away|league|cup|european|competitive|international)\s+){0,2}(?:match|game|fixture|outing|trip|visit)\b"
    r"(?!\s+(?:of|in|this)\s+(?:the\s+)?(?:season|campaign|year|tournament|group)\b)|"
    # ... or its stage, pointed back to: "Back in the group stage there were no arrests at all"
    r"back\s+in\s+the\s+(?:group\s+stage|group\s+phase|league\s+phase|first\s+leg|first\s+round|qualifiers|"
    r"qualifying\s+(?:round|stage|campaign)|(?:first|second|third|fourth)\s+round)\b|"
    r"next\s+(?:round|match|game|fixture|tie|leg)\b|(?:are|is)\s+next\b|next\s+up\b|up\s+next\b|"
    r"(?:leg|match|game|fixture|tie|trip|visit|derby|clash|meeting|final|round)\b[^,;:.!?]{0,60}?\bnext\s+"
    r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|weekend|month)\b|"
    r"(?:first|second|return)\s+leg\s+(?:is|will|takes)\b|"
    r"(?:will|are\s+due\s+to|is\s+due\s+to)\s+travel\s+to\b|"
    # an earlier meeting of the sides told by its verb: "when the sides last met", "when they
    # previously played", "the clubs first met in 1890"
    r"(?:last|previously)\s+(?:met|played|faced|clashed)\b|first\s+(?:met|faced|clashed)\b"
)
_OTHER_TIME_WORDS = ("last", "previous", "next", "leg ", "travel", "first", "back in")
# A meeting of the sides "when" they met at a place or on a day of its own -> other_match:
# "When the sides met in Belgrade on 7 September", "when the clubs met on 3 March" (run
# only where "when" and a verb of meeting are).  Its clause naming a day of the week,
# "tonight", "last night" or "yesterday" is this meeting ("when the sides met at Villa Park
# on Tuesday night").
_WHEN_MET_RE = regexes.compile(
    r"\bwhen\s+(?:the\s+)?(?:two\s+)?(?:sides|teams|clubs|countries|nations)\s+(?:met|played|faced|clashed)\s+"
    r"(?:each\s+other\s+|one\s+another\s+)?(?:in|at|on)\s+"
    r"(?![^,.;:!?]*\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|yesterday|today|"
    r"last\s+night|this\s+(?:evening|afternoon|morning|week))\b)"
)
# An earlier meeting of this season -> other_match: "At Sclessin earlier in the season the
# police made 19 arrests", "the season's previous derby", "the earlier Clasico of the
# season" (run only where "season" or "campaign" and "earlier" or "previous" are).  Not
# "the season's first derby": a report of that derby calls it so too ("came to Stark's Park
# for the first Fife derby of the season").
_SEASON_MEETING = r"(?:derby|meeting|match|game|fixture|clash|encounter|clasico|clásico)"
_SEASON_MEETING_RE = regexes.compile(
    rf"(?:season|campaign)['’]s\s+(?:earlier|previous)\s+(?:[\w'’-]+\s+){{0,2}}{_SEASON_MEETING}\b|"
    rf"(?:earlier|previous)\s+(?:[\w'’-]+\s+){{0,2}}{_SEASON_MEETING}\s+(?:of|this)\s+(?:the\s+)?"
    r"(?:season|campaign)\b|"
    r"earlier\s+in\s+the\s+(?:season|campaign)\b"
)
# A report of a later leg of a tie gives its aggregate score or the lead or deficit one
# side carries from the first leg ("3-3 on aggregate", "trail 2-0 from the first leg",
# "defend a 1-0 lead from the first leg"); looked for once in the whole folded report.
_LATER_LEG_RE = regexes.compile(
    r"\bon\s+aggregate\b|\bagg(?:regate)?\.?\s*:?\s*\d+\s*[-\u2013]\s*\d+|"
    # the tie's end or standing said of the aggregate: "to complete a 3-1 aggregate win",
    # "crashed out after a 4-2 aggregate defeat", "sealed their aggregate victory"
    r"\baggregate\s+(?:win|wins|victory|victories|defeat|defeats|loss|success|triumph|lead|deficit|score)\b|"
    # "defend a 1-0 first-leg lead", "overturning a 4-0 first-leg deficit"
    r"\b(?:defend|protect|overturn|preserve|guard)(?:s|ed|ing)?\s+(?:[\w'\u2019-]+\s+){0,3}?"
    r"(?:first|opening)[\s-]leg\s+(?:lead|advantage|deficit|cushion|margin)\b|"
    r"\b(?:\d+\s*[-\u2013]\s*\d+|lead|deficit|advantage|cushion|trails?|trailed|trailing|led|leading)\s+"
    r"(?:[\w'\u2019-]+\s+){0,3}?from\s+(?:the|their)\s+(?:first|opening)(?:\s+|-)leg\b|"
    # a sentence opening in the time after the first leg: "After the first leg, with nine arrests
    # in Brussels, we expected a hostile welcome" (not "Nine were arrested after the first leg"),
    # or after what happened at it: "After the two arrests at Rugby Park in the first leg, the
    # Belgian press had us down as trouble"
    r"\b(?P<opening>(?:after|since)\s+(?:the|that)\s+(?:(?:[\w'\u2019-]+\s+){1,6}?(?:in|at|of|from)\s+the\s+)?"
    r"(?:first|opening)[\s-]leg\s*,)"
)
# A sentence about an earlier meeting: a year, or the sides having met ("When the sides met
# in the Europa League in March 2012, Athletic won 2-1 ... to complete a 5-3 aggregate win").
_EARLIER_TIE_RE = regexes.compile(r"\bin\s+(?:[a-z]+\s+)?(?:19|20)\d\d\b|\bmet\b")
_SENTENCE_END_RE = regexes.compile(r"[.!?\n]")
# ... or tells the whole tie as played: "the Bernese were better in both legs", "won both
# legs", "went through over the two legs", "outplayed us across both legs".  Not a tie still
# to play ("whoever is better over two legs will go through"): see _TIE_TO_COME_RE.
_TIE_PLAYED_RE = regexes.compile(
    r"\b(?:better|stronger|superior|won|lost|beat|beaten|scored|dominated|outplayed|outclassed|through|"
    r"progressed|eliminated|out)\b[^.!?\n]{0,40}?\b(?:in|over|across|throughout)\s+(?:both|the\s+two|two)\s+legs\b|"
    r"\b(?:won|lost)\s+both\s+legs\b"
)
_TIE_TO_COME_RE = regexes.compile(r"\b(?:will|would|shall|whoever|must|could)\b|['\u2019]ll\b|\bneeds?\s+to\b")


def later_leg_told(folded: str) -> bool:
    """Whether the folded report is of a later leg of a tie (``_LATER_LEG_RE``), its aggregate
    or lead told outside a sentence about an earlier meeting, or the tie told as played
    (``_TIE_PLAYED_RE``) in a sentence of neither an earlier tie nor a time to come."""
    for pattern, guards in ((_LATER_LEG_RE, (_EARLIER_TIE_RE,)),
                            (_TIE_PLAYED_RE, (_EARLIER_TIE_RE, _TIE_TO_COME_RE))):
        if pattern is _TIE_PLAYED_RE and "legs" not in folded:
            break  # (its words are everywhere; "legs" seldom)
        for m in pattern.finditer(folded):
            start = max(folded.rfind(".", 0, m.start()), folded.rfind("\n", 0, m.start())) + 1
            before = folded[start:m.start()].rstrip()
            if m.groupdict().get("opening") and before and before[-1] not in "!?":
                continue  # (only as the sentence's opening: "Nine were arrested after the first leg,")
            end = _SENTENCE_END_RE.search(folded, m.end())
            end = end.start() if end else len(folded)
            if not any(guard.search(folded, start, end) for guard in guards):
                return True
    return False


# ... and there the first leg is another match ("arrested before the first leg", "the
# first-leg disorder", "the opening leg"); run where _FIRST and "leg" are.  Not the lead or
# deficit carried from it ("overturning a 4-0 first-leg deficit ... to win 5-1"): that
# says how this match began, not when its figures were counted.
_CARRIED = r"(?:lead|deficit|advantage|cushion|margin|win|victory|defeat|loss)"
_FIRST_LEG_RE = regexes.compile(rf"(?:first|opening)(?:\s+|-)legs?\b(?!\s+(?:{_CARRIED}|result|score)\b)")
# A score given as the first leg's lead or deficit ("defend a 1-0 first-leg lead"): in a
# report of a later leg, the first leg's result (read right after the score, on the
# folded report, so in lower case).
FIRST_LEG_SCORE_AFTER_RE = regexes.compile(rf"\s+(?:first|opening)[\s-]legs?\s+{_CARRIED}\b")
# "the Middlesbrough game", "the Hibs match": a match named by a club; another match
# when the club is not one of the report's two.  Found from the match noun, the
# capitalised words before it checked by _CLUB_BEFORE_RE.  The nouns as whole words
# (found by the pass of _GATE), only where _CLUB_MATCH_WORDS are:
_CLUB_MATCH_NOUNS = ("game", "match", "fixture", "tie", "clash")
_CLUB_MATCH_WORDS = ("game", "match", "fixture", " tie", "clash")
# More cues of other times.  They open with letters, not \b, so the engine can skip
# to a possible first letter; the \b before them is checked by hand (_word_start).
# A month with no day, or "last May" -> other_match, weighed by _MONTH_PENALTY:
_MONTH_RE = regexes.compile(
    # "in May", "last May", or a month remembered ("Remember August at Ewood?")
    r"(?:in|last|remember)\s+(?:early\s+|late\s+|mid-)?(?:january|february|march|april|may|june|july|august|september|"
    r"october|november|december)\b(?!\s+\d{1,2}\b)|"
    # ... or a story told "from" a month, then when: "a very different story from March in Split,
    # when the sides drew 1-1" (not "up from March", a comparison of figures)
    r"from\s+(?:january|february|march|april|may|june|july|august|september|october|november|december)\b"
    r"(?=[^,;:.!?]{0,30},\s+when\b)|"
    # ... or a season of the year: "the derby at Reymonta in the autumn, when 31 people were
    # detained", "in late spring" (not "in the summer heat"; "last autumn" is history)
    r"(?:in\s+the|in(?=\s+(?:early|late)\s))\s+(?:early\s+|late\s+)?(?:autumn|spring|summer|winter)\b"
    r"(?!\s+(?:sun|sunshine|heat|cold|rain|snow|air|evening|night|months?|break|transfer|window|signings?)\b)"
)
# A month right after a match noun dates that match ("the play-off semi-final in May"):
# "the ... match" is this match unless another cue says otherwise, so no cue.
_MATCH_NOUN_BEFORE_RE = regexes.compile(
    r"(?:final|semi-final|quarter-final|play-off|playoff|match|game|derby|tie|fixture|clash|leg)\s+$"
)
# ... and so does a place named right before it, in the sentence as written: "For comparison: at
# Kelty last month there were no arrests", "At Motherwell last season four fans were arrested",
# "at Dagenham in 2019, there were no arrests"; so too a total of other matches there, as the sets'
# authors read it: "38 arrests at Super League matches in Zurich last season".  Not "last week",
# which a follow-up may say of the match itself ("at Tynecastle last week").
_AT_A_PLACE_BEFORE_RE = regexes.compile(rf"\b(?:[Aa]t|[Ii]n|[Aa]way\s+(?:at|to))\s+(?:the\s+)?{_NAME}\s+$")
# ... unless the match is "a"/"an" one ("visited Wigan for an EFL Cup tie in August"): not this match.
_INDEFINITE_BEFORE_RE = regexes.compile(r"(?<![\w'’-])(?:a|an)\s+(?:[\w'’-]+\s+){0,3}$")
# A season or past cue qualifying a superlative compares this match with the others:
# "in front of 41,000, the biggest crowd of the season so far" is this match's crowd.
_SUPERLATIVE_BEFORE_RE = regexes.compile(
    r"\b(?:biggest|largest|highest|lowest|best|worst|smallest|loudest|busiest|greatest|fewest|heaviest|"
    r"strongest|most|record)\s+(?:[\w'’-]+\s+){0,5}?(?:(?:of|in|for|at)\s+)?$"
)
_SUPERLATIVE_WORDS = ("est ", "most ", "record ")
# ... and a first in so many years, or since a year: "the club's first promotion in 17 years",
# "their first final since 2019", "the visitors' second semi-final defeat in 23 years" (a record
# of the match; not "the first half of this season", nor "the third time in two years": times
# counted over the span).
_FIRST_IN_BEFORE_RE = regexes.compile(
    r"\b(?:first|second|third|fourth|fifth)\s+(?!time\b)(?:[\w'’-]+\s+){1,5}?(?:in|since)\s+$")
_ORDINAL_WORDS = ("first ", "second ", "third ", "fourth ", "fifth ")
# Between a match noun and a cue after it, a clause or a new event: the cue is not the match's.
_GAP_BREAK_RE = regexes.compile(r"[,;:]|\b(?:after|following|when|before|because|as|since|while|and|but|which|who)\b")
# "the reverse fixture", "the corresponding fixture", and a match pointed back to as
# "at that game" -> other_match: a report calls its own match "the match" or "this
# game" (only where "reverse", "corresponding" or "that" is):
_REVERSE_RE = regexes.compile(
    r"(?:reverse|corresponding)\s+(?:fixture|game|match|tie|leg)\b|"
    # (at that game, not after it: "allocations were cut after that game" is for this one)
    r"(?<![\w'’-])(?:at|in|during|from)\s+that\s+(?:game|match|fixture|meeting|encounter|tie|derby)\b|"
    # the meeting told of before: "Police arrested 14 people ... on that occasion"
    r"(?<![\w'’-])on\s+that\s+occasion\b"
)
# "last season's derby", "last month's cup tie" -> other_match (only where _LAST and a
# period's possessive are; appended before the "last season" cue of _HISTORY_RE, so it wins):
_LAST_MATCH_RE = regexes.compile(
    rf"(?:last|previous)\s+{_LAST_PERIOD}['’]s\s+(?:[\w'’-]+\s+){{0,3}}?"
    r"(?:match|game|derby|tie|fixture|clash|final|semi-final|meeting|encounter|visit|trip)\b"
)
# ... and the same put after the match: "at the corresponding fixture last season", "the
# derby last year" (only where _LAST and _PERIOD are).
_MATCH_LAST_RE = regexes.compile(
    r"(?:match|game|derby|tie|fixture|clash|final|semi-final|meeting|encounter|visit|trip)\s+"
    # (its place between: "The cup tie in Dundee last month ended with four people arrested")
    r"(?:(?:in|at|to)\s+(?:the\s+)?(?:[\w'’.-]+\s+){1,3}?)?"
    rf"(?:last|the\s+previous)\s+{_LAST_PERIOD}\b"
)
_LAST_MATCH_WORDS = tuple(f"{period}{mark}s" for period in _LAST_PERIODS for mark in "'’")
# A time offset opening a clause about another time: "a month after 12 fans were held at
# ...", "two seasons before" -> a clause break and an ``unknown`` cue: a cue of another
# match in that clause wins, the match's own cues do not reach it.  "A week after the
# derby" (this match, named) is no offset.  (Only where _PERIOD and an offset word are.)
_OFFSET_RE = regexes.compile(
    r"(?:(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|few|several|\d+)\s+"
    r"(?:weeks?|months?|years?|seasons?)|weeks|months|years)\s+(?:after|before|since|on\s+from)\s+"
    r"(?!the\s+(?:[\w'’-]+\s+){0,2}?(?:match|game|derby|tie|clash|fixture|trouble|violence|disorder|incident|"
    r"final\s+whistle)\b|kick-off)"
)
_OFFSET_WORDS = ("after", "before", "since", " on from")
_DURATION_BEFORE_RE = regexes.compile(
    r"\b(?:for|of|lasting|served|serve|serving|jailed|banned|barred|suspended)\s+(?:[\w-]+\s+){0,3}?$"
)
# A match noun after a competition ("the FA Cup tie", "the Premier League game"): the
# competition names a match.
GROUND, COMPETITION = "ground", "competition"
# (also the comparison's: "Sunday's League Cup final" names the match's day, no statement's)
MATCH_NOUNS = (
    r"match|matches|game|games|tie|ties|fixture|fixtures|clash|derby|meeting|final|semi-final|quarter-final|"
    r"play-off|leg|encounter|round|replay"
)
_MATCH_NOUN_AFTER_RE = regexes.compile(rf"\s+(?:[\w'’-]+\s+){{0,2}}?(?:{MATCH_NOUNS})\b")
# A ground as the place of a match: "the cup tie at Pittodrie", "their trip to Ibrox", "away at Gayfield".
_MATCH_AT_RE = regexes.compile(
    rf"\b(?:(?:{MATCH_NOUNS}|visit|trip|defeat|win|victory|draw|loss)\s+(?:(?:away|played|there|held)\s+)?"
    # "when the sides drew 1-1 at Villa Park"
    r"(?:at|to|in)|(?:drew|won|lost)\s+(?:\d{1,2}[-–]\d{1,2}\s+)?at|away\s+(?:at|to))\s+(?:the\s+)?$"
)
# A match noun just before "away at <town>".
_MATCH_NOUN_END_RE = regexes.compile(rf"\b(?:{MATCH_NOUNS}|trip|visit|defeat|win|victory|draw|loss)\s+$")


def names_a_match(folded: str, end: int) -> bool:
    """Whether a match noun follows folded[:end] (a competition's name): "the FA Cup tie"."""
    return _MATCH_NOUN_AFTER_RE.match(folded, end) is not None


# a named season not said to be this one ("in the 2019/20 season") -> unknown
# (only where "season" or "campaign" is):
_NAMED_SEASON_RE = regexes.compile(r"in\s+the\s+\d{4}[/-]\d{2,4}\s+(?:season|campaign)\b(?!\s+(?:so\s+far|to\s+date))")
# A month with no day ("in August", "in early September"): a match report dates
# this match by its day ("on Saturday", "on 26 October"), so what happened in a
# bare month happened at another match ("were fined £10,000 in August after flares
# were thrown at ...").  Weighed as farther than the other cues, so "the match
# against X" (which names the opponent) in the same clause wins.
_MONTH_PENALTY = 40
# ... and a ground that is another club's home, named with no match word: any other cue
# nearer than this wins ("four arrests outside the RheinEnergieStadion").
_HOME_GROUND_PENALTY = 40
# A time opening its sentence, set off by a comma, frames the whole sentence: it wins over
# any nearer cue (a negative penalty, larger than any sentence).
_FRAME_PENALTY = -100_000
_INCIDENT_RE = regexes.compile(
    r"\b(?:tonight|last\s+night|this\s+evening|"
    # "the match", "the Premier League match", "the grudge match"; not "the previous match"
    r"the\s+(?:(?!(?:previous|last|next|earlier|reverse|other|following|upcoming|return|corresponding|same|"
    r"first|second|opening|forthcoming|subsequent|semi|final|home|away)\b)[\w'’-]+\s+){0,2}"
    r"(?:match|game|derby|clash|tie|fixture)|"
    # a weekday dates this match, unless it is "next Thursday"
    r"this\s+(?:match|game)|(?<!next\s)(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?:['’]s|\s+night|\s+evening)?|"
    r"the\s+final\s+whistle|kick-off|half-time|full-time|the\s+disorder|the\s+violence|the\s+trouble)\b",
)
# The rules give no cue in a sentence where this finds nothing.  Every cue above
# holds one of these, save "met" before a whitespace other than a space, so this is
# run only for such a cue: the words of _GATE say which rules to run.
_ANY_CUE_RE = regexes.compile(
    r"season|campaign|term\b|earlier|previous|other|competitions|since|across|during|match|game|fixture|"
    r"clash|tie|meeting|derby|defeat|loss|draw|win|victory|visit|trip|take|took|taking|travel|last|"
    r"lost|beat|defeated|drew|"
    r"in\s+(?:the\s+)?(?:mid-|late\s+|early\s+)?(?:\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|"
    r"tonight|evening|day\b|whistle|kick-off|half-time|"
    r"full-time|disorder|violence|trouble|memories|reminiscent|echoes|reverse|fac(?:e|ing)|host|play(?!er)|meet|met\b|"
    r"occasion|"
    r"past|ago|years|again|return|rematch|next|leg\b",
)
# The three rules above as run (see _word_matches): their opening \b checked by hand.
_OTHER_MATCH_SCAN_RE = regexes.compile(_OTHER_MATCH_RE.pattern.removeprefix(r"\b"))
_SEASON_SCAN_RE = regexes.compile(_SEASON_RE.pattern.removeprefix(r"\b"))
_HISTORY_SCAN_RE = regexes.compile(_HISTORY_RE.pattern.removeprefix(r"\b"))
assert all(p.pattern.startswith(r"\b(?:") for p in (_OTHER_MATCH_RE, _SEASON_RE, _HISTORY_RE))
# _SEASON_RE, _HISTORY_RE, _INCIDENT_RE, _ANY_CUE_RE and _CLAUSE_RE are case-insensitive rules
# compiled without re.I: they run on the ``fold``ed sentence (see ``text``).
_CLUB_BEFORE_RE = regexes.compile(rf"\b[Tt]he\s+(?P<name>{_NAME})(?:['’]s)?\s+$")
# A cup round against a third that this match set up, still to come: "to silence a crowd of
# 50,237 and set up a final against Real Madrid" (its cue would take the crowd before it).
_ROUND_OPENING_RE = regexes.compile(r"(?:quarter-final|semi-final|final|round|leg|play-off|replay)s?\b")
_ROUND_TO_COME_BEFORE_RE = regexes.compile(
    r"\b(?:set(?:s|ting)?\s+up|book(?:s|ed|ing)?|reach(?:es|ed|ing)?|into|face|faces|facing|await(?:s|ing)?|"
    r"earn(?:s|ed|ing)?|secur(?:e|es|ed|ing)|clinch(?:es|ed|ing)?|(?:a|their|its|his)\s+place\s+in)\s+"
    r"(?:(?:a|an|the|their|its)\s+)?(?:[\w'’]+[\s-]+){0,3}$")
_NAMES_SPLIT_RE = regexes.compile(r"\s+and\s+|,\s*")
_CLAUSE_RE = regexes.compile(r";|\s[-–—]\s|,\s*(?:while|but|whereas|although|bringing|taking|meanwhile|and)\b")

# Which rules may match a sentence, from one Aho-Corasick pass over it (_words).
# Each class below is a set of words; every match of a rule holds a word of the
# classes its gate in _time_cues or _club_cues names, as a whole word (_WHOLE) or
# anywhere, even inside a word (_INSIDE), so a rule whose words are absent is
# skipped, its regex never run.  Most sentences hold no such word, and then no cue.
_OTHER_MATCH = 1 << 0  # first words of _OTHER_MATCH_RE, which is tried only where one stands
_MATCH_NOUN = 1 << 1  # _CLUB_MATCH_NOUNS, taken from the pass
_SEASON = 1 << 2
_GAMES = 1 << 3
_EARLIER = 1 << 4
_SEASONAL = 1 << 5  # "season", "campaign" inside a word too: some _SEASON_MORE_RE cues end with no \b
_SO_FAR = 1 << 6
_SEASON_WORD = 1 << 7
_FIRST = 1 << 8
_HISTORY = 1 << 9
_YEAR = 1 << 10
_SINCE = 1 << 11
_AGO = 1 << 12
_LAST = 1 << 13
_PLURAL_TIME = 1 << 14
_AGAIN = 1 << 15
_OTHER_TIME = 1 << 16
_MEETING = 1 << 17
_REVERSE = 1 << 18
_MONTH = 1 << 19
_THIS_MATCH = 1 << 20
_PERIOD = 1 << 21
_MET = 1 << 22
_SET_AGAINST = 1 << 23
_WHOLE = {
    _OTHER_MATCH: ("match", "matches", "game", "games", "fixture", "fixtures", "clash", "tie", "meeting",
                   "derby", "defeat", "loss", "draw", "win", "victory", "visit", "trip", "take", "took", "taking",
                   "lost", "beat", "beaten", "defeated", "drew",
                   "travel", "travels", "travelled", "face", "faces", "faced", "facing", "host", "hosts",
                   "hosted", "hosting", "play", "plays", "played", "playing", "meet", "meets", "met", "away",
                   "quarter-final", "quarter-finals", "semi-final", "semi-finals", "final", "finals", "round",
                   "rounds", "leg", "legs", "play-off", "play-offs", "replay", "replays", "against"),
    _MATCH_NOUN: _CLUB_MATCH_NOUNS,
    _SEASON: ("season", "campaign", "term"),
    _GAMES: ("matches", "games", "fixtures", "competitions"),
    _EARLIER: ("earlier", "previous", "other", "all", "every"),
    _SO_FAR: ("across", "over", "during", "throughout"),
    _SEASON_WORD: ("season", "campaign"),
    _FIRST: ("first", "opening"),
    _HISTORY: ("last", "previous", "memories", "reminiscent", "echoes"),
    _SINCE: ("since",),
    _AGO: ("ago",),
    _LAST: ("last", "past", "previous", "previously"),
    _PLURAL_TIME: ("seasons", "years", "campaigns"),
    _AGAIN: ("again", "rematch", "return"),
    _OTHER_TIME: ("next", "leg", "travel", "back"),
    _MEETING: ("time", "meeting", "meetings", "encounter", "visit", "trip", "derby", "match", "game", "fixture",
               "clash", "tie", "outing"),
    _MET: ("met", "played", "faced", "clashed"),
    _REVERSE: ("reverse", "corresponding", "that"),
    _MONTH: ("january", "february", "march", "april", "may", "june", "july", "august", "september",
             "october", "november", "december", "autumn", "spring", "summer", "winter"),
    _PERIOD: (*_LAST_PERIODS, "weeks", "months", "years", "seasons"),
    _THIS_MATCH: ("tonight", "night", "evening", "match", "game", "derby", "clash", "tie", "fixture", "monday",
                  "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "whistle", "kick", "half",
                  "full", "disorder", "violence", "trouble"),
}
_INSIDE = {
    _SEASONAL: ("season", "campaign"),
    _SO_FAR: ("far", "date"),  # "so far", "to date" (with no \b after them)
    # \d matches digits other than ASCII ones too, so only the ASCII part of a year
    # ("1[89]", "20") or of a decade ("the 80s", no \b after it) is looked for.
    _YEAR: ("18", "19", "20"),
    _HISTORY: ("0s",),
    # "compared with", "compare that with", "in contrast to", "unlike", "a far cry from"
    _SET_AGAINST: ("compar", "contrast", "unlike", "far cry", "than", "perspective", "context"),
}


def _gate_automaton() -> ahocorasick.Automaton:
    """word -> (length, its classes where it stands as a whole word, its classes elsewhere)."""
    classes: dict[str, list[int]] = {}
    for bit, words in _WHOLE.items():
        for word in words:
            classes.setdefault(word, [0, 0])[0] |= bit
    for bit, words in _INSIDE.items():
        for word in words:
            entry = classes.setdefault(word, [0, 0])
            entry[0] |= bit
            entry[1] |= bit
    automaton = ahocorasick.Automaton()
    for word, (whole, inside) in classes.items():
        automaton.add_word(word, (len(word), whole, inside))
    automaton.make_automaton()
    return automaton


_GATE = _gate_automaton()
_PLACED = _OTHER_MATCH | _MATCH_NOUN
_ASCII_WORD_CHARS = frozenset(  # \w among ASCII characters
    "0123456789_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
_INCIDENT = ("incident", "")
_OTHER_MATCH_UNNAMED = ("other_match", "")


class _Leg(tuple):
    """The scope of a first-leg cue: another match, equal to ``_OTHER_MATCH_UNNAMED``, and
    told apart from it so that a claim of the whole tie (its venue, its competition) can
    pass over it."""


_FIRST_LEG = _Leg(_OTHER_MATCH_UNNAMED)
