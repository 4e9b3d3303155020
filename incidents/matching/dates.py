"""The match day, from the text's day words, dates, datelines and page stamps.

* The date comes from day words relative to publication ("Wednesday night",
  "last night"), or from explicit past dates; future dates and dates in
  sentences about other clubs' matches are ignored. "Today" and "this morning"
  usually date the reporting (statements, court appearances), so unless their
  clause speaks of the match or the disorder they give way to any other day
  word. A wire dateline ("MADRID, Oct 3 (Agency) -") dates the report, not the
  match: it is no candidate, and day words count back from it. A weekday that
  is part of a club's name ("Sheffield Wednesday") is no day word.
* The nearest telling word in a day word's clause says what it dates. Court words
  ("appeared before magistrates on Tuesday", "jailed yesterday") date a hearing:
  no candidate. Match words ("the second leg on 15 May", "Saturday's derby",
  "violence at the ground yesterday") tie it to the match: it beats a bare day
  word, unless the clause names another competition ("Tuesday's FA Trophy tie" in
  a league report). A clause about a coming fixture ("their next game is on
  Sunday", "will host Leeds on Saturday") gives no candidate.
* A page's own stamp ("Updated 22 August 2025, 09:40 BST", "Published: 3 May")
  is its publication time, never the match; a "Published" stamp near the given
  date is the day words' anchor when there is no dateline.
"""

from __future__ import annotations

import datetime
import functools
import re
from bisect import bisect_left, bisect_right
from collections import defaultdict
from itertools import accumulate

from incidents.extraction.numbers import words_to_int
from incidents.extraction.text import STATEMENT_BREAK_RE
from incidents.matching.clubs import _upcoming_mentions
from incidents.matching.layout import (
    _CLAUSE_BREAK,
    _LEAD_CARRIED,
    CAMPAIGN_BEGUN,
    CAPTION_LINE,
    MONTHS,
    NAMED_MONTH_DATE,
    SEE_YOU,
    STALE_DAYS,
    _inside_quote,
    _Layout,
    _layout,
    bare_fixture_line,
)
from incidents.reference import ClubMention, find_clubs
from incidents.reference.catalogue import catalogue
from incidents.reference.finder import DATELINE, is_dateline

WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
# A date written out ("26 October 2016", "October 26"), or in figures, day first, with slashes
# or (with a four-figure year) full stops: "26/10/16", "at the Kadir Has Stadium on 17.02.2024".
_EXPLICIT_DATE = re.compile(
    rf"\b(?:{NAMED_MONTH_DATE}|(?P<d3>\d{{1,2}})(?P<s3>[/.])(?P<m3>\d{{1,2}})(?P=s3)"
    r"(?P<y3>(?:19|20)\d\d|(?<=/)\d\d))\b"
)
# A heading's line that is only a date, with or without its weekday (see _date_candidates).
_DATE_LINE = re.compile(
    # (after the town it was issued in, "Arras, 8 October 2023", or its outlet's byline,
    # "Lille Métropole Morning | Monday 9 October 2023", "Roker End Ramblings - 17 May 2023",
    # "Press release, Friday 19 August 2022", or both: "KØBENHAVNS VESTEGNS POLITI - Press release,
    # 5 November 2021")
    r"\s*(?:[^\W\d_][\w'’.-]*(?:\s+[^\W\d_][\w'’.-]*){0,4}\s*(?:[|·]|\s[-–—])\s*)?"
    r"(?:[^\W\d_][\w'’.-]*,\s*|"
    r"(?i:(?:press|news|media)\s+(?:release|statement|notice)|communiqu[ée](?:\s+de\s+presse)?|statement),?\s*|"
    # ... or "of" its day: "Komenda Stołeczna Policji - communication of 16.08.2024"
    r"(?i:(?:press\s+|news\s+)?(?:communication|release|statement|bulletin|notice|report))\s+of\s+)?"
    rf"(?:(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday),?\s+(?:the\s+)?)?"
    # (the date written out, or in figures with a four-figure year: "16.08.2024", "16/08/2024")
    rf"(?:{NAMED_MONTH_DATE}|(?P<d5>\d{{1,2}})(?P<s5>[/.])(?P<m5>\d{{1,2}})(?P=s5)(?P<y5>(?:19|20)\d\d))\s*"
)
_HEADING_LINES = 4


def _written_date(m: re.Match, published: datetime.date) -> datetime.date | None:
    """The day of a ``_DATE_LINE`` match with its year, or None when it is no real day."""
    try:
        month, day = _month_day(m["d1"] or m["d2"] or m["d5"], m["m1"] or m["m2"] or m["m5"])
        return datetime.date(int(m["y1"] or m["y2"] or m["y5"]), month, day)
    except ValueError:
        return None


_WEEKDAY_BEFORE_DATE = re.compile(
    r"\b(?P<wd>Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday),?\s+(?:the\s+)?$"
)
# (Its prefix in either case: "Next Sunday: Young Boys at home" opens a sentence.)
_WEEKDAY = re.compile(
    r"\b(?:(?P<prefix>(?i:last|next|this|coming))\s+)?(?P<wd>Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)"
    r"(?:['\u2019]s)?(?:\s+(?:night|evening|afternoon|morning))?\b"
)
_RELATIVE = re.compile(
    r"\b(?P<rel>last\s+night|last\s+evening|yesterday|overnight|tonight|this\s+evening|this\s+afternoon|this\s+morning|"
    r"today)(?:['\u2019]s)?\b",
    re.IGNORECASE,
)
# A day of the year by its holiday's name, on which football is played: "on Boxing Day", "the
# New Year's Day derby". It is the last one on or before the anchor, within a fortnight.
_HOLIDAY_DATES = {"boxing day": (12, 26), "christmas day": (12, 25), "christmas eve": (12, 24),
                  "new year's day": (1, 1), "new year's eve": (12, 31)}
_HOLIDAY = re.compile(r"\b(?:Boxing\s+Day|Christmas\s+(?:Day|Eve)|New\s+Year['\u2019]s\s+(?:Day|Eve))\b")
_HOLIDAY_REACH = 14
# Day words that usually date the reporting moment rather than the match; "overnight"
# (arrests "rose to 13 overnight") is the night before, a weak day word of its own.
_GENERIC_DAYS = {"today", "this morning", "this afternoon", "overnight"}
# Words tying a day word to the match or the disorder at it: "today's derby",
# "trouble flared this afternoon", "fans this morning clashed with police". Only
# event words count before the day word and only disorder verbs straight after it,
# so "fans appeared in court today" or "police today condemned the violence" stay
# about the reporting moment.
_EVENT = (
    r"match(?:es)?|games?|clash(?:es|ed|ing)?|fixtures?|kick[\s-]?offs?|kicked\s+off|final\s+whistle|violen(?:ce|t)|trouble|"
    r"disorder|derby|derbies|ties?|riot(?:s|ed|ing)?|brawl(?:s|ed|ing)?|fight(?:s|ing)?|fought|scuffles?|disturbances?"
)
_EVENT_BEFORE = re.compile(rf"\b(?:{_EVENT})\b(?:\W+\w+){{0,3}}?\W+$", re.IGNORECASE)
_POSSESSIVE_EVENT = re.compile(rf"^['\u2019]s(?:\s+[\w-]+){{0,3}}?\s+(?:{_EVENT}|fans|supporters)\b", re.IGNORECASE)
_VERB_AFTER = re.compile(
    r"^\s+(?:\w+\s+)?(?:clashed|fought|rioted|brawled|scuffled|rampaged|kicked\s+off|erupted|flared)\b", re.IGNORECASE
)
# What a day word is about, judged by the nearest telling word in its clause. Court
# words date a hearing ("appeared before magistrates on Tuesday", "sentenced on
# Friday"): never the match. Match words ("the second leg on 15 May", "Saturday's
# derby", "violence at the ground yesterday") tie it to the match. An offence name
# ("charged with violent disorder") is a court word, not the disorder itself.
_COURT_WORD = re.compile(
    r"\b(?:courts?|magistrates?|justices|judges?|hearings?|sentenc(?:e|ed|es|ing)|trials?|jury|juries|tribunals?|"
    r"remanded|bail(?:ed)?|pleaded|pleads?|pleas?|convicted|convictions?|jailed|verdicts?|appeals?|appealed|inquests?|"
    r"prosecutors?|prosecution|defendants?|charged\s+with|violent\s+disorder|affray)\b",
    re.IGNORECASE,
)
# A statement's day, right after its verb ("Copenhagen Police said yesterday", "the
# Prefecture said on Friday morning"): when the statement was made, the day after the
# match, not the match.  (Not a night: "police said last night", "said late on
# Saturday", "said on Saturday night" are often the match's own night.)
_STATEMENT_VERB = (r"\b(?:said|says|told|confirmed|announced|added|stated|revealed|reported|explained|insisted|"
                   r"updated|published|issued|released)")
# A day of the journey to the match, not of the match: "many of them by coach through the
# night on Sunday", "set off from Glasgow on Monday", "flew out on Tuesday morning".
_JOURNEY_BEFORE = re.compile(
    # (not "set off flares", "chairs flew outside")
    r"\b(?:set(?:s|ting)?\s+(?:off|out)(?=\s+(?:from|for|on|at|early|late|in|by)\b|\s*[,;])|"
    r"fl(?:ew|ying|own)\s+out\b|depart(?:ed|ing)|beg[ai]n\s+(?:arriving|to\s+arrive)|"
    r"started\s+(?:arriving|to\s+arrive)|(?:travell?(?:ed|ing)|drove|driving|driven|journeyed)\b[^.!?]{0,60}?"
    r"(?:through\s+the\s+night|overnight))(?:(?!\band\b)[^.!?,;]){0,40}$",
    re.IGNORECASE,
)
# The next round's opponents learned, at the draw: "ABERDEEN will find out their Scottish Cup
# quarter-final opponents tonight", "learn who their semi-final opponents are on Monday".
_OPPONENTS_LEARNED = re.compile(
    r"\b(?:find(?:s|ing)?\s+out|found\s+out|learn(?:s|ing|ed|t)?|discover(?:s|ed|ing)?|know)\s+"
    r"(?:who\s+)?(?:their|its|our|his|the)\s+(?:[\w'’-]+\s+){0,4}?opponents?\b",
    re.IGNORECASE,
)
# ... and no day set against it between ("opponents tonight after Saturday's win").
_SET_AGAINST_GAP = re.compile(r"\b(?:after|before|since|following)\b|[,;:]", re.IGNORECASE)
# A cup draw, the ceremony: "will learn their quarter-final opponents in Friday's draw in
# Nyon", "Monday's draw for the fourth round", "Next round draw on Tuesday" (not "Saturday's
# draw with Everton").
_DRAW_CEREMONY = re.compile(
    r"\b(?:opponents?|draw\s+for\b|draw\s+(?:will|is|was)\s+(?:be\s+)?(?:made|held|staged|conducted)|"
    r"(?:quarter|semi)[\s-]finals?\s+draw|(?:first|second|third|fourth|fifth|sixth|next)[\s-]round\s+draw|"
    r"round\s+of\s+(?:16|32|sixteen)\s+draw|play-?offs?\s+draw|"
    r"last[\s-](?:16|32|sixteen|eight)\s+draw|group[\s-]stage\s+draw|draw\s+ceremony)",
    re.IGNORECASE,
)
_STATEMENT_BEFORE = re.compile(rf"{_STATEMENT_VERB}\s+(?:early\s+)?(?:on\s+)?(?:the\s+)?$", re.IGNORECASE)
# ... or after the verb and what was said, for a morning ("The force confirmed four arrests
# on Thursday morning", "police released the figures early on Sunday morning"): matches are
# seldom played in the morning, statements often made then.
_STATEMENT_OBJECT_BEFORE = re.compile(
    rf"{_STATEMENT_VERB}\s+(?:[\w'’-]+\s+){{1,5}}?(?:early\s+)?(?:on\s+)?(?:the\s+)?$", re.IGNORECASE)
# The future tense, then a word of looking ahead, before a fixture's day ("Our officers will
# now work with colleagues ahead of Tuesday's second leg", "will be on duty for Wednesday's
# replay"): a fixture still to come; not "will study footage from Saturday's disorder" nor
# "will be charged over disorder at Saturday's match", whose day is the match's.
# A fixture's noun after its day ("Tuesday's second leg", "Sunday's return").
_FIXTURE_NOUN = r"(?:match|game|fixture|tie|leg|derby|final|meeting|return|replay)"
_WILL_BEFORE = re.compile(r"\b(?:will|shall)\b|['\u2019]ll\b", re.IGNORECASE)
_LOOKING_AHEAD_BEFORE = re.compile(
    r"\b(?:ahead\s+of|for|in\s+(?:the\s+)?(?:build-up|run-up|preparation)\s+(?:to|for)|in\s+time\s+for)\s+$",
    re.IGNORECASE,
)
_FIXTURE_DAY_AFTER = re.compile(rf"(?:['\u2019]s)?\s+(?:[\w-]+\s+){{0,2}}?{_FIXTURE_NOUN}\b", re.IGNORECASE)
_MATCH_WORD = re.compile(
    r"\b(?:match(?:es)?|games?|fixtures?|ties?|legs?|kick[\s-]?offs?|kicked\s+off|derby|derbies|(?:semi-|quarter-)?finals?|"
    r"play-offs?|clash(?:es|ed)?|visit(?:s|ed)?|defeats?|defeated|wins?|won|victory|draws?|drew|lost|loss|beat|"
    r"beaten|thrash(?:ed|ing)|hammer(?:ed|ing)|rout(?:ed|ing)|crush(?:ed|ing)|edg(?:ed|ing)|overcame|"
    r"stadium|ground|half-time|full-time|violen(?:ce|t)|trouble|disorder|riot(?:s|ed|ing)?|brawl(?:s|ed|ing)?|"
    r"fight(?:s|ing)?|fought|scuffles?|disturbances?|played|hosted|rampaged|pitch\s+invasion)\b",
    re.IGNORECASE,
)
# A clause about a fixture still to come ("their next match is on Thursday", "will
# host Leeds on Saturday", "Boca face River Plate on 31 August"): its day is no match day.
_FUTURE_FIXTURE = re.compile(
    r"\b(?:next|upcoming|forthcoming|return)\s+(?:[\w-]+\s+){0,2}?(?:match|game|fixture|tie|leg|meeting|outing)\b"
    r"|\b(?:will|shall|(?:is|are)\s+(?:due|set|scheduled)\s+to)\s+(?:\w+\s+)?(?:face|play|host|meet|visit|travel|take\s+on|welcome)\b"
    r"|['\u2019]ll\s+(?:face|play|host|meet|visit|travel|take\s+on|welcome)\b"
    # "We go again on Sunday at Goodison"
    r"|\bgo(?:es)?\s+again\b"
    # Back in action, said in the present or the future ("were back in action on
    # Saturday" is the match): "are back in action on Sunday", "return to action".
    # ("are back in Premier League action at Molineux on Thursday": up to three words of the competition)
    r"|\b(?:are|is|will\s+be)\s+(?:\w+\s+)?(?:back|next)\s+in\s+(?:\w+\s+){0,3}?action\b"
    r"|['\u2019](?:re|ll\s+be)\s+back\s+in\s+(?:\w+\s+){0,3}?action\b"
    r"|\b(?:return|returns)\s+to\s+(?:\w+\s+){0,3}?action\b|\b(?:play|plays)\s+again\b"
    # "Back to the league on Sunday", "then it's back to Serie A on Saturday" (not "went back to")
    r"|(?<!went\s)(?<!were\s)(?<!was\s)(?<!got\s)(?<!came\s)\bback\s+to\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?:league|cup|liga|serie\s+a|bundesliga|ligue\s+1|eredivisie|day\s+job|domestic\s+(?:action|football|duty))\b"
    r"|\bresumes?\s+(?:(?:their|its|his|her)\s+)?(?:\w+\s+)?(?:campaign|duties|season)\b"
    # Present tense for a coming fixture only with a name after it: "the hosts were" is no fixture.
    r"|\b(?:face|faces|host|hosts|travel\s+to|travels\s+to|take\s+on|takes\s+on|welcomes?|come\s+to|comes\s+to|"
    # ("Tony Mowbray's side now head to Kenilworth Road on Tuesday clinging to a 2-1 lead")
    r"visit|visits|head\s+to|heads\s+to)\s+(?:(?-i:the)\s+)?(?-i:[A-Z])"
    # ... or with a match after it, or a campaign begun: "Salzburg, who have made a solid start,
    # host a league match on Saturday; Twente begin their Eredivisie campaign at the weekend"
    r"|\b(?:host|hosts|play|plays|face|faces)\s+(?:a|an|their|its|another)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:match|game|fixture|tie|friendly|derby)\b"
    rf"|{CAMPAIGN_BEGUN}"
    # A side's place or the fixture's staging, in the future: "will be the home side for
    # Tuesday's return", "the replay will be staged on Tuesday night".
    r"|\bwill\s+be\s+(?:the\s+)?(?:home|away)\s+(?:side|team|club)\b"
    r"|\bwill\s+be\s+(?:played|staged|held|replayed|at\s+home|away\s+from\s+home)\b"
    # A lead carried into a leg to come ("take a 2-0 lead to Milan on Tuesday"), and a
    # weekday in the future tense ("will be rocking on Monday", "will carry a one-goal
    # advantage to Sheffield on Monday night"): not "will study footage from Saturday's".
    rf"|{_LEAD_CARRIED}"
    r"|\b(?:will|shall)\s+(?:[\w'\u2019-]+\s+){0,6}?on\s+$"
    # ... or the future told in the past: "police said full figures would be released on
    # Friday", "figures were due on Friday"
    r"|\bwould\s+(?:be\s+|(?:release|publish|announce|issue|give|update|provide|meet|decide|rule|appear)\s+)"
    r"(?:[\w'\u2019-]+\s+){0,4}?on\s+$"
    r"|\b(?:is|are|was|were)\s+(?:due|expected)\s+(?:[\w'\u2019-]+\s+){0,3}?on\s+$"
    # a campaign or season going on, in the present: "Their Scottish Premiership campaign continues
    # on Sunday", "the league season resumes on Saturday"
    r"|\b(?:campaign|season|programme|schedule)\s+(?:continues|resumes|restarts|goes\s+on|carries\s+on)\s+"
    r"(?:[\w'\u2019-]+\s+){0,3}?on\s+$"
    # what is announced for days to come, in the present: "tickets for our end go on sale Monday at
    # 10:00", "Travel details for the cup tie follow on Thursday"
    r"|\b(?:go|goes)\s+on\s+(?:general\s+)?sale\s+(?:on\s+)?$"
    r"|\b(?:details|information|info|news|tickets|updates?|more)\b(?:\s+[\w'\u2019-]+){0,6}?\s+follows?\s+(?:on\s+)?$"
    # a fan's sign-off to the next meeting: "See you Sunday against AGF", "see you all on Saturday"
    r"|\bsee\s+(?:you|yous|everyone)(?:\s+(?:all|again|there))?\s+(?:on\s+)?$"
    # a coming match a condition hangs on: "will be relegated unless they win in Switzerland
    # on Tuesday", "if they beat Spain on Tuesday", "provided we get a point on Saturday"
    r"|\b(?:unless|if|provided|as\s+long\s+as)\s+(?:they|we|he|she|it|(?-i:[A-Z])[\w'\u2019-]+)\s+"
    r"(?:can\s+|could\s+)?(?:win|wins|draw|draws|lose|loses|beat|beats|avoid|avoids|get|gets|take|takes|"
    r"overcome|overcomes)\b(?:\s+[\w'\u2019-]+){0,5}?\s+on\s+$"
    # the side's days after the match, in the present: "The team fly home overnight and train
    # at the Viola Park on Friday afternoon", "the squad return to training on Monday" (not
    # "the fans flew home on Friday": the past is told)
    r"|\b(?:team|squad|players|side|they|we|(?-i:[A-Z])[\w'\u2019-]+)\s+(?:will\s+)?"
    r"(?:fly|flies|head|heads|return|returns|report|reports|train|trains|rest|rests|recover|recovers|"
    # ... and their celebrations: "The team will parade the trophy at the Gateshead International
    # Stadium on Monday at 6pm" (not "paraded", told)
    r"parade|parades|celebrate|celebrates|show\s+off|shows\s+off)\b"
    r"(?:\s+[\w'\u2019-]+){0,8}?\s+on\s+$"
    # ... and their journey home, the night to come: "The team fly home overnight"
    r"|\b(?:team|squad|players|side|they|we|(?-i:[A-Z])[\w'\u2019-]+)\s+(?:will\s+)?"
    r"(?:fly|flies|head|heads|return|returns|travel|travels)\s+(?:home|back)(?:\s+[\w'\u2019-]+){0,3}?\s+$"
    # what is scheduled, said in the present: "The draw for the fifth round takes place on
    # Monday evening", "the hearing is set for Tuesday"
    r"|\b(?:takes|take)\s+place\s+(?:[\w'\u2019-]+\s+){0,5}?on\s+$"
    r"|\b(?:is|are)\s+(?:scheduled|set|due|pencilled\s+in|penciled\s+in|planned)\s+for\s+$"
    # The next round's fixture, won by this match: "meet for a place in Sunday's final",
    # "booked a spot in the final on Sunday", "reached Sunday's final", "are into Saturday's".
    r"|\b(?:place|spot|berth)\s+in\s+(?:[\w'\u2019-]+\s+){0,3}$"
    r"|\b(?:reach(?:ed|es|ing)?|into|through\s+to)\s+$"
    # what starts again, said in the present: "Europe starts again on Thursday", "the league
    # resumes on Saturday" (not "the trouble started on Saturday")
    r"|\b(?:starts?|resumes?|begins?|restarts?|kicks?\s+off|gets?\s+under\s*way)\s+(?:again\s+)?on\s+(?:an?\s+)?$"
    # ... or what ends, said in the present: "The Eliteserien break is over on Sunday", "the
    # international break ends on Saturday" (not "it was over on Sunday")
    r"|\b(?:(?:is|are)\s+(?:\w+ly\s+)?over|ends|end)\s+on\s+(?:an?\s+)?$"
    # what comes next, looked forward to: "then it's all about Tuesday", "roll on Saturday",
    # "attention turns to Sunday", "all eyes on Wednesday"
    r"|\b(?:all\s+about|roll\s+on|bring\s+on|(?:focus|attention|thoughts?|minds?)\s+(?:now\s+)?turns?\s+to|"
    # ... and turned to by the side: "the dressing room must now turn attention to Sunday's
    # league game", "switch their focus to Saturday" (not "turned": told after it)
    r"(?:turn|turns|turning|switch|switches|switching|shift|shifts|shifting)\s+(?:(?:their|its|our|his|her|the)\s+)?"
    r"(?:attention|focus|thoughts?|minds?)\s+(?:back\s+)?to|"
    r"all\s+eyes\s+(?:are\s+)?on|look(?:s|ing)?\s+(?:ahead|forward)\s+to|then\s+on\s+to)\s+(?:next\s+)?$"
    # the next fixture named in the present: "Now it's Wembley on a Wednesday night", "It's
    # Spurs at home on Saturday" (a name right after "it's")
    r"|\bit['\u2019]s\s+(?-i:[A-Z])[\w'\u2019-]*(?:\s+[\w'\u2019-]+){0,4}?\s+on\s+(?:an?\s+)?$"
    # a farewell to it: "See you at Groupama Stadium on Sunday"
    rf"|{SEE_YOU}",
    re.IGNORECASE,
)
# The same said after the day: its fixture in the future tense ("Sunday's return leg
# will be played behind closed doors", "Wednesday's second leg is set to be a
# sell-out") or named as one ("Tuesday is our home game"). A fixture noun must come
# first: "Saturday's violence will be investigated" dates the match.
_FUTURE_AFTER = re.compile(
    rf"(?:['\u2019]s)?\s+(?:[\w-]+\s+){{0,2}}?{_FIXTURE_NOUN}"
    r"(?:\s+[\w-]+){0,3}?\s+(?:will|shall|is\s+(?:set|due|scheduled|expected|likely)\s+to)\b"
    # its tickets on sale, in the present: "Tickets for Tuesday's Trophy tie are £22 for adults",
    # "tickets for Sunday's derby go on sale today" (not "Tickets for Saturday's match were £30")
    rf"|(?:['\u2019]s)?\s+(?:[\w-]+\s+){{0,2}}?{_FIXTURE_NOUN}\s+(?:are|is|go|goes)\s+"
    r"(?:on\s+(?:general\s+)?sale|(?:priced\s+at\s+)?[£€$]\s*\d|still\s+available|available)"
    # ("Wednesday is the cup, Sunday is the league": a fan's fixture list; a manager's
    # "Monday is a cup final")
    r"|\s+(?:is|are)\s+(?:our|their|his|her|its|the|an?|another)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:game|match|fixture|tie|leg|derby|replay|final|cup|league|europe)\b"
    # a fan's fixture list: "Thursday is London, then Berlin in May", "Saturday is Celtic"
    r"|\s+(?:is|are)\s+(?-i:[A-Z])"
    # what matters, in a manager's words: "Sunday is what matters", "Saturday is all that matters"
    # ("that" ends the clause), "Saturday is the big one"
    r"|\s+is\s+(?:all\b|what\s+(?:really\s+)?(?:matters|counts|it['\u2019]s\s+(?:all\s+)?about)|"
    r"the\s+(?:big|real|one)\b)"
    # said in the present: "on Saturday there is the derby", "on Sunday it's the final"
    r"|\s+(?:there\s+is|there['\u2019]s|it\s+is|it['\u2019]s|comes)\s+(?:the|a|another|our)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:game|match|fixture|tie|leg|derby|replay|final|trip)\b",
    re.IGNORECASE,
)
# No one day: "as if it were a Tuesday in November", "every Saturday".  (A fan's "on a
# Tuesday night in November" or "What a Saturday" is the match's own day.)
_ANY_DAY_BEFORE = re.compile(r"\b(?:every|any|each|as\s+(?:if|though)\s+it\s+(?:were|was)\s+an?)\s+$",
                             re.IGNORECASE)
# "By" before a weekday of its own (not "by Saturday's defeat"): a time something was done by,
# after the match ("All four had been let go by Saturday lunchtime", "home by Monday").
_BY_BEFORE = re.compile(r"\bby\s+$", re.IGNORECASE)
# A weekday with an indefinite article, "on a Tuesday night", "a wet Wednesday in Stoke":
# in a speaker's words, any such day.
_A_DAY_BEFORE = re.compile(
    r"\ban?\s+(?:(?:wet|cold|rainy|freezing|grim|miserable|windy|dark|long|typical|damp|chilly|foggy)\s+)?$",
    re.IGNORECASE,
)
# A "last <weekday>" set against another fixture or day: an earlier leg or meeting ("Inter
# won the first leg 2-0 last Wednesday", "the reverse fixture last Saturday"), or a
# comparison ("a tighter game than last Wednesday's"). In a report of the return it is
# the earlier match: any plain day word dates the match before it, though it still
# beats a day of the reporting moment ("charged today") when there is nothing else.
_EARLIER_FIXTURE = re.compile(
    r"\b(?:first|opening)\s+legs?\b|\b(?:previous|earlier|reverse|last)\s+(?:[\w-]+\s+)?(?:meeting|fixture|encounter|leg)s?\b"
    r"|\bthan\b",
    re.IGNORECASE,
)
EARLIER_FIXTURE_PENALTY = 0.5
# The match told by how long ago it was, in a later report: "Two days after the 1-1 draw at
# Bollaert, the Prefect ...", "three days on from Saturday's derby" (the definite match:
# not "four days after a 3-0 defeat by Auxerre", another fixture).
_DAYS_AFTER_THE_MATCH = re.compile(
    r"\b(?P<n>two|three|four|five|six|seven|[2-7])\s+days\s+(?:after|since|on\s+from)\s+"
    r"(?:the|their|our|this|last\s+\w+['\u2019]s|(?:mon|tues|wednes|thurs|fri|satur|sun)day['\u2019]s)\s+"
    r"(?:[\w'\u2019-]+\s+){0,3}?(?:match|game|derby|draw|win|victory|defeat|loss|final|tie|clash|meeting|trouble|"
    r"disorder|violence|clashes)\b",
    re.IGNORECASE,
)


# What parts a sentence naming another fixture's club: a statement's break, or a fixture
# still to come told after the match ("beat the Czech Republic 4-0 on Saturday to move top
# of their group before next week's decisive meeting with Spain in Braga").
_FIXTURE_PART_BREAK = re.compile(
    STATEMENT_BREAK_RE.pattern + r"|\b(?:before|ahead\s+of)\s+(?=(?:next|this|their|its|a|the)\s+"
    r"(?:[\w'\u2019-]+\s+){0,3}?(?:week|weekend|meeting|match|game|fixture|tie|clash|trip|visit|final)\b)",
    re.IGNORECASE,
)
# The first leg, named in a report that tells of the tie's end or its standing in the
# second leg (an aggregate win, "through 5-1 on aggregate", "lead 2-1 on aggregate"): its
# day is that leg's, never this match's, even with no other day in the report (a return
# leg still to come, named in a report of the first, tells nothing).
_FIRST_LEG = re.compile(r"\b(?:first|opening)\s+legs?\b", re.IGNORECASE)
_SECOND_LEG_TOLD = re.compile(
    r"\b(?:aggregate\s+(?:win|victory|defeat|loss|success|triumph)|\d{1,2}\s*[-–]\s*\d{1,2}\s+aggregate|"
    r"(?:won|win|wins|lost|lose|loses|through|progress(?:ed|es)?|advanced?|advances|went\s+out|go\s+out|"
    r"knocked\s+out|eliminated)\b[^.;]{0,40}?\bon\s+aggregate"
    # the tie's standing in the second leg: "(3-2 on aggregate)", "lead 2-1 on aggregate",
    # "have levelled the tie on aggregate"
    r"|\d{1,2}\s*[-–]\s*\d{1,2}\s+on\s+aggregate|(?:lead|leads|leading|level|levels|levelled|leveled)\b"
    r"[^.;]{0,40}?\bon\s+aggregate)\b",
    re.IGNORECASE,
)


def _second_leg_told(text: str, clause: tuple[int, int]) -> bool:
    """Whether the report tells of a second leg outside ``clause`` (the first leg's)."""
    return any(not clause[0] <= m.start() < clause[1] for m in _SECOND_LEG_TOLD.finditer(text))


def _first_leg_day(layout: _Layout, start: int, end: int, whole_sentence: bool = False) -> bool:
    """Whether the day at ``start:end`` is the first leg's, in a report of the second: its
    clause (or its whole sentence) names the first leg, and the report tells of the tie's
    end or standing outside that clause, whether the day is a weekday or a written date."""
    text = layout.text
    sentence_start, sentence_end = layout.sentences[layout.sentence(start)]
    clause = _clause(text, sentence_start, sentence_end, start, end)
    leg_clause = (sentence_start, sentence_end) if whole_sentence else clause
    if not whole_sentence and text[clause[0] - 1:clause[0]] == "(":
        # a parenthesis glosses the words before it: "from the first leg (played on 11 April)"
        leg_clause = (_clause(text, sentence_start, sentence_end, clause[0] - 1, clause[0] - 1)[0], clause[1])
    return _FIRST_LEG.search(text, *leg_clause) is not None and _second_leg_told(text, clause)
# Any day set against this match's as the one it is compared with ("a derby that matched
# Tuesday's cup semi-final for drama", "more quietly than Wednesday's first leg", "a
# repeat of Sunday's scenes"): another match's, so a plain day word dates the match
# before it, though it still dates one when there is nothing else.
_COMPARED_WITH = re.compile(
    r"\b(?:match(?:ed|es)|mirror(?:ed|s)|echo(?:ed|es)|rivall?(?:ed|s)|surpass(?:ed|es)|eclips(?:ed|es)|than|like|"
    r"unlike|repeat\s+of|echo\s+of|far\s+cry\s+from|in\s+contrast\s+(?:to|with)|compared\s+(?:with|to)|"
    r"reminiscent\s+of)\s+(?:[\w'\u2019,-]+\s+){0,3}?$",
    re.IGNORECASE,
)
CAPTION_RANK = 1.5
# A day a statement was made on ("police said yesterday"): any plain day word wins over
# it, and it wins over a day set against another fixture, a caption or a bare "today".
STATEMENT_RANK = 1.2
_AHEAD = re.compile(r"(?:[^\w\n]+[\w'\u2019-]+){1,4}")
# A web page's own time stamp ("Updated 22 August 2025, 09:40 BST", "Published:
# Fri 3 May 2024", "Last updated 14:05, 3 May"): the publication time, never the match.
_STAMP = re.compile(
    r"(?:^|[|\u00b7\u2022]|\s[-\u2013\u2014]\s)[ \t]*(?P<kind>Last\s+updated|Updated|First\s+published|Published|Posted|Last\s+modified|Modified)"
    r"(?:[ \t]+(?:on|at))?[ \t]*:?[ \t]*"
    r"(?:\d{1,2}[:.]\d\d(?:[ \t]*[ap]\.?m\.?)?(?:[ \t]+[A-Z]{2,5})?[ \t]*,?[ \t]*(?:on[ \t]+)?)?"
    r"(?:(?:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)(?:day|nesday|urday|sday)?\.?,?[ \t]+)?",
    re.MULTILINE,
)
_STAMP_TAIL = re.compile(r"(?:,?[ \t]+(?:at[ \t]+)?\d{1,2}[:.]\d\d(?:[ \t]*[ap]\.?m\.?)?(?:[ \t]+[A-Z]{2,5}\b)?)?")



def _month_day(day: str, month: str) -> tuple[int, int]:
    return (int(month) if month.isdigit() else MONTHS[month.lower().rstrip(".")]), int(day)


def _datelines(layout: _Layout, published: datetime.date) -> list[tuple[int, int, datetime.date | None]]:
    """Wire datelines opening the text or a paragraph: (start, end, date) of their date.

    The date is put in the year that brings it nearest to publication, or None
    when it is not a real day.
    """
    out = []
    for m in DATELINE.finditer(layout.text):
        if not (m.group("date") and is_dateline(m)):
            continue
        d = _EXPLICIT_DATE.match(m.group("date"))
        day = None
        if d:
            month, dom = _month_day(d.group("d1") or d.group("d2"), d.group("m1") or d.group("m2"))
            year_text = d.group("y1") or d.group("y2")
            years = [int(year_text)] if year_text else [published.year - 1, published.year, published.year + 1]
            options = []
            for year in years:
                try:
                    options.append(datetime.date(year, month, dom))
                except ValueError:
                    pass
            day = min(options, key=lambda o: abs((o - published).days), default=None)
        out.append((m.start("date"), m.end("date"), day))
    return out


@functools.cache
def _weekday_club_prefixes() -> tuple[tuple[str, ...], ...]:
    """Words that, before a weekday, make it part of a club's name: ("sheffield",)."""
    out = set()
    for club in catalogue().clubs_by_slug.values():
        for alias in (club.name, *club.aliases, *club.ambiguous_aliases):
            words = alias.split()
            for i, w in enumerate(words):
                if i and w in WEEKDAYS:
                    out.add(tuple(x.lower() for x in words[:i]))
    return tuple(sorted(out))


def _weekday_in_club_name(text: str, start: int, end: int, mentions: list[ClubMention]) -> bool:
    """Whether the weekday at ``start:end`` is part of a club's name ("Sheffield Wednesday").

    ``mentions`` are in order and never overlap: only the last one opening at or before
    ``start`` can hold the weekday.
    """
    index = bisect_right(mentions, start, key=_start_of) - 1
    if index >= 0:
        m = mentions[index]
        if end <= m.end and (m.start, m.end) != (start, end):
            return True
    before = text[max(0, start - 60) : start]
    for prefix in _weekday_club_prefixes():
        found = re.search(r"(?<![\w'\u2019])" + r"\s+".join(map(re.escape, prefix)) + r"\s+$", before, re.IGNORECASE)
        if found and found.group()[:1].isupper():
            return True
    # The weekday alone as the short name of a club the report names ("a Lee Gregory goal
    # put Wednesday two up", in a report of Sheffield Wednesday), unless a day's word is
    # beside it ("on Wednesday", "Wednesday night").
    weekday = text[start:end]
    if weekday[:1].isupper() and any(m.club.name.endswith(" " + weekday) for m in mentions):
        return not (_DAY_WORD_BEFORE.search(text, max(0, start - 12), start) or _DAY_WORD_AFTER.match(text, end))
    return False


# Words that make a weekday a day, beside a club's name that ends with it.
_DAY_WORD_BEFORE = re.compile(
    r"\b(?:on|last|next|this|since|until|till|by|from|every|each|early|late|that|coming|of)\s+$",
    re.IGNORECASE)
_DAY_WORD_AFTER = re.compile(r"(?:['\u2019]s)?\s+(?:night|evening|afternoon|morning|lunchtime|\d)", re.IGNORECASE)


def _stamps(text: str) -> list[tuple[int, int, str, datetime.date | None, str]]:
    """A page's own time stamps: (start, end, kind, date, date text).

    The date has no year fixed yet when the stamp gives none; None when it is no real day.
    """
    out = []
    for m in _STAMP.finditer(text):
        d = _EXPLICIT_DATE.match(text, m.end())
        if not d:
            continue
        tail = _STAMP_TAIL.match(text, d.end())
        end = tail.end() if tail else d.end()
        day = None
        try:
            month, dom = _month_day(d.group("d1") or d.group("d2") or d.group("d3"), d.group("m1") or d.group("m2") or d.group("m3"))
            y = d.group("y1") or d.group("y2") or d.group("y3")
            if y:
                day = datetime.date(int(y) + (2000 if len(y) == 2 else 0), month, dom)
        except (ValueError, KeyError):
            pass
        out.append((m.start("kind"), end, " ".join(m.group("kind").lower().split()), day, d.group()))
    return out


def _clause(text: str, s: int, e: int, start: int, end: int) -> tuple[int, int]:
    """The clause of sentence ``s:e`` holding the word at ``start:end``."""
    clause_start = s
    for b in _CLAUSE_BREAK.finditer(text, s, start):
        clause_start = b.end()
    b = _CLAUSE_BREAK.search(text, end, e)
    return clause_start, (b.start() if b else e)


def _main_competition(layout: _Layout, skip_sentences: set[int]) -> tuple[str | None, list]:
    """The competition most named (by weight) outside sentences about other clubs, and all mentions."""
    comps = layout.competitions
    scores: dict[str, float] = defaultdict(float)
    for c in comps:
        if layout.sentence(c.start) not in skip_sentences:
            scores[c.competition.slug] += layout.weight(c.start)
    return (max(scores, key=lambda k: scores[k]) if scores else None), comps


def _day_context(layout: _Layout, start: int, end: int, main_competition: str | None = None, comps=()) -> str:
    """What the day word at ``start:end`` dates: "court" (a hearing), "future" (a
    fixture still to come), "journey" (the trip to the match: "set off on Monday"),
    "ceremony" (a cup draw: "their opponents in Friday's draw"),
    "statement" (when something was said: "police said yesterday"), "match" (the
    match or its disorder), or "" (nothing said).

    The nearest court or match word in the clause decides, looking back through the
    clause and a few words ahead ("on Tuesday at the Crown Court", "Saturday's derby").
    A match word in a clause naming another competition than the report's main one
    ("Tuesday's FA Trophy tie" in a league report) is some other fixture: no tie.
    """
    text = layout.text
    s, e = layout.sentences[layout.sentence(start)]
    clause_start, clause_end = _clause(text, s, e, start, end)
    if (_FUTURE_FIXTURE.search(text, clause_start, start) or _FUTURE_AFTER.match(text, end, clause_end)
            or (s >= layout.headline_end and bare_fixture_line(text, s, e))):
        return "future"
    if (_WILL_BEFORE.search(text, clause_start, start) and _FIXTURE_DAY_AFTER.match(text, end, clause_end)
            and _LOOKING_AHEAD_BEFORE.search(text, max(clause_start, start - 40), start)):
        return "future"
    if _JOURNEY_BEFORE.search(text, max(s, start - 110), start):
        return "journey"
    if "draw" in text[clause_start:clause_end].lower() and _DRAW_CEREMONY.search(text, clause_start, clause_end):
        return "ceremony"  # a cup draw's day
    if "opponent" in text[s:e].lower() and (learned := _OPPONENTS_LEARNED.search(text, max(s, start - 90), start)) \
            and start - learned.end() <= 30 and not _SET_AGAINST_GAP.search(text, learned.end(), start):
        return "ceremony"  # "will find out their quarter-final opponents tonight": the draw's day
    if (_STATEMENT_BEFORE.search(text, max(clause_start, start - 40), start)
            and not any(w in text[start:end].lower() for w in ("night", "evening"))):
        return "statement"
    if "morning" in text[start:end].lower() and _STATEMENT_OBJECT_BEFORE.search(
            text, max(clause_start, start - 60), start):
        return "statement"
    best: tuple[int, str] | None = None
    # Ahead, only a word attached to the day counts: "Saturday's derby", "on Tuesday at
    # Norwich Crown Court", not "on Sunday in connection with the disorder".
    ahead = _AHEAD.match(text, end, clause_end)
    ahead_end = ahead.end() if ahead else end
    for kind, pattern in (("court", _COURT_WORD), ("match", _MATCH_WORD)):
        for m in pattern.finditer(text, clause_start, start):
            dist = start - m.end()
            if best is None or dist < best[0] or (dist == best[0] and kind == "court"):
                best = (dist, kind)
        for m in pattern.finditer(text, end, ahead_end):
            dist = m.start() - end
            if best is None or dist < best[0]:
                best = (dist, kind)
    if best is None:
        return ""
    if best[1] == "match" and main_competition is not None:
        # ``comps`` are in order: read from the first in the clause.
        for c in comps[bisect_left(comps, clause_start, key=_start_of):]:
            if c.start >= ahead_end:
                break
            if c.competition.slug != main_competition:
                return ""
    return best[1]


def _in_caption(text: str, pos: int) -> bool:
    """Whether ``pos`` lies in a line that is a picture's caption (``CAPTION_LINE``)."""
    return CAPTION_LINE.match(text, text.rfind("\n", 0, pos) + 1) is not None


def _tied_to_match(layout: _Layout, start: int, end: int) -> bool:
    """Whether the day word at ``start:end`` is tied to the match or its disorder."""
    text = layout.text
    s, e = layout.sentences[layout.sentence(start)]
    clause_start = s
    for b in _CLAUSE_BREAK.finditer(text, s, start):
        clause_start = b.end()
    b = _CLAUSE_BREAK.search(text, end, e)
    clause_end = b.start() if b else e
    word_end = end
    if text[end - 2 : end].lower() in ("'s", "\u2019s"):
        word_end = end - 2
    return bool(
        _EVENT_BEFORE.search(text[clause_start:start])
        or _POSSESSIVE_EVENT.match(text[word_end:clause_end])
        or _VERB_AFTER.match(text[word_end:clause_end])
    )


def _start_of(mention) -> int:
    return mention.start


class _Taken:
    """Spans of the text already read as a dateline, a stamp or a date: whether a place
    lies in one is answered by bisection (the spans sorted, each with the furthest end
    of those opening before it)."""

    def __init__(self, spans: list[tuple[int, int]]):
        spans = sorted(spans)
        self.starts = [s for s, _ in spans]
        self.reach = list(accumulate((e for _, e in spans), max))

    def holds(self, pos: int) -> bool:
        index = bisect_right(self.starts, pos) - 1
        return index >= 0 and self.reach[index] > pos


def _year_of_weekday(anchor: datetime.date, month: int, dom: int, weekday: int) -> datetime.date:
    """A year-less date written with its weekday ("Saturday, February 8") in the year,
    of the three around ``anchor``, where that day is that weekday, nearest the anchor:
    "The clubs meet again on Saturday, February 8" in a November report is next year's.
    Raises ValueError when no year fits (the caller skips the date)."""
    days = []
    for year in (anchor.year - 1, anchor.year, anchor.year + 1):
        try:
            day = datetime.date(year, month, dom)
        except ValueError:
            continue
        if day.weekday() == weekday:
            days.append(day)
    if not days:
        raise ValueError("no year puts that date on that weekday")
    return min(days, key=lambda day: abs((day - anchor).days))


def _date_candidates(layout: _Layout, published: datetime.date, spots: dict[int, list[int]],
                     mentions: list[ClubMention]):
    text = layout.text
    skip_sentences = set(spots)

    def other_fixtures(pos: int) -> bool:
        # A sentence naming another fixture's club makes only its part on the far side of a
        # "but", a semicolon, a colon or a dash another fixture's: "a 2-1 win in the second
        # leg tonight, but ... into the final against Atalanta on May 15" keeps its "tonight"
        # (a comma parts nothing: "Rangers or Hearts, who meet in Sunday's semi-final").
        index = layout.sentence(pos)
        if index not in spots:
            return False
        s, e = layout.sentences[index]
        part_start = max((b.end() for b in _FIXTURE_PART_BREAK.finditer(text, s, pos)), default=s)
        after = _FIXTURE_PART_BREAK.search(text, pos, e)
        part_end = after.start() if after else e
        return any(part_start <= spot < part_end for spot in spots[index])

    found = []  # (rank, position, date, reason)
    taken: list[tuple[int, int]] = []
    # A dateline dates the report: never the match, and the day words count back from it.
    anchor, anchor_name = published, "publication"
    for start, end, day in _datelines(layout, published):
        taken.append((start, end))
        if day is not None and anchor_name == "publication" and abs((day - published).days) <= 7:
            anchor, anchor_name = day, "the dateline"
    # A page's "Published"/"Updated" stamp is its own time, never the match. A
    # publication stamp near the given date is the anchor when there is no dateline;
    # an update may come days later, so it anchors nothing.
    main_competition, comps = _main_competition(layout, skip_sentences)

    def context(start: int, end: int) -> str:
        return _day_context(layout, start, end, main_competition, comps)

    for start, end, kind, day, _ in _stamps(text):
        taken.append((start, end))
        if kind in ("published", "first published", "posted") and day is not None and anchor_name == "publication" and day != published and abs((day - published).days) <= 7:
            anchor, anchor_name = day, "the publication stamp"
    # A line that is a date and nothing else, in a release's heading ("Police Scotland -
    # Renfrewshire and Inverclyde Division / Tuesday 11 February 2025"), is the release's own
    # day, as a dateline is: never the match, and it anchors the day words.
    for start, end in layout.paragraphs[:_HEADING_LINES]:
        line = _DATE_LINE.fullmatch(text, start, end)
        if line is None or not (line["y1"] or line["y2"] or line["y5"]):
            continue  # (a heading's date gives its year)
        taken.append((start, end))
        day = _written_date(line, published)
        if day is not None and anchor_name == "publication" and abs((day - published).days) <= 7:
            anchor, anchor_name = day, "the heading's date"
    # Dates do not overlap, so a date lies in no earlier date's span: it is checked
    # against the datelines and stamps, and the day words against everything.
    before_dates = _Taken(taken)
    for m in _EXPLICIT_DATE.finditer(text):
        if before_dates.holds(m.start()):
            continue
        # "Wednesday 28 January 2026": the weekday is part of the date, no day word of its own.
        named_day = _WEEKDAY_BEFORE_DATE.search(text, max(0, m.start() - 16), m.start())
        taken.append((named_day.start() if named_day else m.start(), m.end()))
        if other_fixtures(m.start()):
            continue
        d, mo, y = (m.group("d1") or m.group("d2") or m.group("d3"), m.group("m1") or m.group("m2") or m.group("m3"), m.group("y1") or m.group("y2") or m.group("y3"))
        try:
            month, dom = _month_day(d, mo)
            if y:
                year = int(y) + (2000 if len(y) == 2 else 0)
                day = datetime.date(year, month, dom)
            elif named_day is not None:
                day = _year_of_weekday(anchor, month, dom, WEEKDAYS.index(named_day["wd"]))
            else:
                day = datetime.date(anchor.year, month, dom)
                if day > anchor and (day - anchor).days > 180:
                    day = day.replace(year=anchor.year - 1)
        except ValueError:
            continue
        if day > anchor:
            continue  # a fixture still to come
        where = context(m.start(), m.end())
        if where in ("court", "future", "journey", "ceremony"):
            continue  # a hearing's date, a fixture still to come, the journey to the match, a draw
        if _first_leg_day(layout, m.start(), m.end()):
            continue  # "Fiorentina lead 1-0 from the first leg at the Franchi on 2 April"
        # A date written out with its right weekday is deliberate, however long ago it was.
        weekday_agrees = named_day is not None and WEEKDAYS.index(named_day["wd"]) == day.weekday()
        stale = (anchor - day).days > STALE_DAYS and not weekday_agrees
        rank = (2 if stale else 1) - (0.1 if where == "match" else 0)
        if where == "statement":
            rank = max(rank, STATEMENT_RANK)
        caption = _in_caption(text, m.start())
        if caption and (anchor - day).days > STALE_DAYS:
            continue  # a picture from weeks before ("PICTURE CAPTION: ... in Athens, June 16, 2023"): another day's
        if caption:
            rank = max(rank, CAPTION_RANK)
        found.append((rank, m.start(), day, f"date '{m.group().strip()}'", where == "statement" or caption))
    read = _Taken(taken)
    for m in _WEEKDAY.finditer(text):
        if read.holds(m.start()) or other_fixtures(m.start()):
            continue
        if _weekday_in_club_name(text, m.start("wd"), m.end("wd"), mentions):
            continue
        prefix = (m.group("prefix") or "").lower()
        if prefix in ("next", "coming"):
            continue
        if not prefix and _ANY_DAY_BEFORE.search(text, max(0, m.start() - 24), m.start()):
            continue  # "as if it were a Tuesday in November": no day at all
        if not prefix and "'" not in m.group() and "\u2019" not in m.group() \
                and _BY_BEFORE.search(text, max(0, m.start() - 4), m.start()):
            continue  # "had been let go by Saturday lunchtime": a time after the match
        if (not prefix and _A_DAY_BEFORE.search(text, max(0, m.start() - 24), m.start())
                and _inside_quote(layout, m.start())):
            continue  # a speaker's "I've been to Kidderminster on a Tuesday night": any Tuesday
        where = context(m.start(), m.end())
        if where in ("court", "future", "journey", "ceremony"):
            continue  # "appeared before magistrates on Tuesday", "their next game is on Sunday",
            # "set off on Monday"
        wd = WEEKDAYS.index(m.group("wd"))
        delta = (anchor.weekday() - wd) % 7
        if prefix == "last" and delta == 0:
            delta = 7
        day = anchor - datetime.timedelta(days=delta)
        rank = STATEMENT_RANK if where == "statement" else 0.9 if where == "match" else 1
        sentence_start, sentence_end = layout.sentences[layout.sentence(m.start())]
        # ("Last Thursday in Bodø, where Saltnes scored twice, police arrested four before the
        # first leg": a past weekday's whole sentence)
        if _first_leg_day(layout, m.start(), m.end(), whole_sentence=prefix == "last"):
            continue  # "The first leg in Florence last Thursday", in a report of the second leg
        if _COMPARED_WITH.search(text, max(sentence_start, m.start() - 60), m.start()):
            rank += EARLIER_FIXTURE_PENALTY
        elif prefix == "last":
            if _EARLIER_FIXTURE.search(text, *_clause(text, sentence_start, sentence_end, m.start(), m.end())):
                rank += EARLIER_FIXTURE_PENALTY
        caption = _in_caption(text, m.start())
        if caption:
            rank = max(rank, CAPTION_RANK)
        found.append((rank, m.start(), day, f"'{m.group()}': the {m.group('wd')} on or before {anchor_name} ({anchor.isoformat()})",
                      where == "statement" or caption))
    for m in _HOLIDAY.finditer(text):
        if read.holds(m.start()) or other_fixtures(m.start()):
            continue
        where = context(m.start(), m.end())
        if where in ("court", "future", "journey", "ceremony"):
            continue  # "ahead of the Boxing Day trip to Bradford": a fixture still to come
        month, dom = _HOLIDAY_DATES[" ".join(m.group().lower().replace("\u2019", "'").split())]
        day = datetime.date(anchor.year, month, dom)
        if day > anchor:
            day = day.replace(year=anchor.year - 1)
        if (anchor - day).days > _HOLIDAY_REACH:
            continue  # "every Boxing Day", told in May: no day of this match
        rank = STATEMENT_RANK if where == "statement" else 0.9 if where == "match" else 1
        caption = _in_caption(text, m.start())
        if caption:
            rank = max(rank, CAPTION_RANK)
        found.append((rank, m.start(), day, f"'{m.group()}': the last one on or before {anchor_name} "
                      f"({anchor.isoformat()})", where == "statement" or caption))
    for m in _DAYS_AFTER_THE_MATCH.finditer(text):
        if read.holds(m.start()) or other_fixtures(m.start()) or _inside_quote(layout, m.start()):
            continue
        n = words_to_int(m["n"])
        found.append((0.9, m.start(), anchor - datetime.timedelta(days=n),
                      f"'{' '.join(m.group().split())}': {n} days before {anchor_name} ({anchor.isoformat()})", False))
    for m in _RELATIVE.finditer(text):
        if read.holds(m.start()) or other_fixtures(m.start()):
            continue
        where = context(m.start(), m.end())
        if where in ("court", "ceremony"):
            continue  # "two men appeared in court this morning": the hearing, not the match; "will
            # find out their quarter-final opponents tonight": the draw's
        rel = " ".join(m.group("rel").lower().split())
        if where == "future" and rel == "overnight":
            continue  # "The team fly home overnight": the night to come
        before = rel in ("last night", "last evening", "yesterday", "overnight")
        day = anchor - datetime.timedelta(days=1 if before else 0)
        if _inside_quote(layout, m.start()):
            # "tonight" in a quote is the speaker's night, which may not be the publication day.
            rank = 3
        elif rel in _GENERIC_DAYS:
            # "Police confirmed this morning ...": the reporting moment, unless tied to the match.
            rank = 0.9 if _tied_to_match(layout, m.start(), m.end()) else 1.5
        else:
            rank = 0.9 if where == "match" else 1
        # A guess, not a day the text gives: the reporting moment ("police said this
        # morning"; not "overnight", the night the trouble was in), or a caption's.
        if where == "statement":
            rank = max(rank, STATEMENT_RANK)  # "Copenhagen Police said yesterday that ..."
        caption = _in_caption(text, m.start())
        weak = (rel in _GENERIC_DAYS and rel != "overnight" and rank == 1.5) or where == "statement" or caption
        if caption:
            rank = max(rank, CAPTION_RANK)
        what = (f"the day before {anchor_name}" if before
                else f"the {anchor_name} day" if anchor_name == "publication" else f"the day of {anchor_name}")
        found.append((rank, m.start(), day, f"'{m.group()}': {what} ({anchor.isoformat()})", weak))
    return sorted(found, key=lambda f: (f[0], f[1]))


# What makes the club name after it an opponent in a result or a fixture: "beaten 1-0
# by", "lost 2-1 to", "drew with", "a 3-0 win over", "against".
_OPPONENT_BEFORE = re.compile(
    r"\b(?:beat(?:en)?|lost|los(?:e|es|ing)|defeat(?:ed)?|drew|drawn?|won|wins?|victory|thrash(?:ed|ing)|"
    r"hammer(?:ed|ing)|against|v|vs)\b(?:\s+\d{1,2}\s*[-–]\s*\d{1,2})?(?:\s+(?:by|to|with|at|over|against))?\s+$",
    re.IGNORECASE,
)


def opponent_spots(layout: _Layout, unresolved: list, pair: set[str]) -> list[int]:
    """Where a name that may stand for several clubs, none of them the match's two, is an
    opponent in a result or a fixture ("beaten 1-0 by Sporting in Lisbon in the Europa
    League on Thursday", in a report of Rosenborg v Molde): another fixture's, so the days
    of its clause are not this match's. ``unresolved``: ``find_clubs``'s."""
    if len(pair) != 2:
        return []
    return [start for start, _end, _text, slugs in unresolved
            if not slugs & pair and _OPPONENT_BEFORE.search(layout.text, max(0, start - 40), start)]


def other_fixture_spots(layout: _Layout, mentions: list[ClubMention], pair: set[str], upcoming,
                        unresolved: list) -> dict[int, list[int]]:
    """Sentence -> where it names a club outside the pair, an opponent to come, or an
    opponent a name leaves open (see ``clubs._skip_sentences`` and ``opponent_spots``): the
    days of those clauses are other fixtures'."""
    spots: dict[int, list[int]] = defaultdict(list)
    for i, m in enumerate(mentions):
        if (pair and m.club.slug not in pair) or i in upcoming:
            spots[layout.sentence(m.start)].append(m.start)
    for start in opponent_spots(layout, unresolved, pair):
        spots[layout.sentence(start)].append(start)
    return dict(spots)


def resolve_match_date(text: str, published: datetime.date) -> tuple[datetime.date | None, str]:
    """The date of the match described in ``text``, with a short reason.

    Day words count back from ``published`` ("Wednesday night" is the latest
    Wednesday on or before it, "last night" the day before, "tonight" the day
    itself); explicit dates count when they are in the past. Dates in sentences
    naming a club other than the two most named are taken to be about another match.
    """
    layout = _layout("", text)
    unresolved: list = []
    mentions = find_clubs(text, aliases=layout.aliases, unresolved=unresolved)
    counts: dict[str, int] = defaultdict(int)
    for m in mentions:
        counts[m.club.slug] += 1
    pair = set(sorted(counts, key=lambda s: -counts[s])[:2])
    spots = other_fixture_spots(layout, mentions, pair, _upcoming_mentions(layout, mentions), unresolved)
    return _resolve(layout, published, spots, mentions)[:2]


def _resolve(layout, published, spots: dict[int, list[int]], mentions) -> tuple[datetime.date | None, str, bool]:
    """(day, reason, whether the text states it): a day read only from the reporting
    moment ("police said this morning") or from a picture's caption is a guess, not a
    day the text gives for the match. ``spots``: ``other_fixture_spots``."""
    found = _date_candidates(layout, published, spots, mentions)
    if not found:
        return None, "no day reference", False
    _, _, day, reason, weak = found[0]
    return day, reason, not weak
