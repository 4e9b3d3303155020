"""Counts of people: arrests, injuries, deaths, dispersal, bans and crowd size.

A count is a quantity tied to a trigger by a small grammar rather than by
proximity alone:

    QUANTITY [of the] [adjectives] [PEOPLE]  [aux/adverbs]  TRIGGER   ("seven fans were arrested")
    QUANTITY [one or two adjectives] NOUN-TRIGGER                      ("made seven arrests")
    TRIGGER-VERB QUANTITY [PEOPLE]                                     ("police arrested 12 men")

The words between the quantity and the trigger may not hold a clause break, so a
number never borrows the trigger of another clause.

Crowds need no action verb when the number is a size ("The attendance was 28,500,
including about 2,800 away fans", "in front of 9,000", "watched by 12,400");
"dozens spilled onto the pitch" needs no people noun.  One named or definite
person hurt or killed, with no number word, is a count of 1 ("The boy suffered a
cut", "Referee X was taken to hospital", "The victim, named as X, was pronounced
dead", the headline "Fan dies ..."), unless the sentence counts that kind already
or reads as a sports injury.  Bans imposed "on all nine" or handed "to 14
supporters" are counts; "banned for three years" is a length.

Also: arrest slang in headlines ("14 LIFTED"), a wire slug before the number
("Soccer-Seven arrested"), a line of its own naming an offence and a number
("Public order offences – 5": arrests for that offence), people a verb acts on
as one body ("separate between 80 and 100 fans", "among the 2,600 away fans",
"took 5,000 fans to the game"), "someone"/"somebody" as one person, "the
goalkeeper was not hurt" (0), a ground ban "given him" (1).  "No away fans were
involved" is an absence, so no crowd claim.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import accumulate

import ahocorasick

from . import regexes
from .kinds import PART_KINDS, RUNNING_TOTAL_KINDS
from .numbers import BETWEEN_FOLD_RE, QUANTITY_FOLD_RE, Quantity, fold_quantities, or_so, quantity_from_parts
from .text import fold, gate_words, trie_pattern

# find_counts reads the spans of a quantity's groups by their numbers (``Match.regs``).
_QUANTITY_GROUPS = {"mod": 1, "num": 2, "num2": 3}
assert QUANTITY_FOLD_RE.groupindex == BETWEEN_FOLD_RE.groupindex == _QUANTITY_GROUPS

PEOPLE = (
    r"people|persons?|fans?|supporters?|men|man|women|woman|boys?|girls?|youths?|"
    r"teenagers?|teens|juveniles?|adults?|individuals?|spectators?|followers?|hooligans?|"
    r"thugs?|yobs?|louts?|ultras?|officers?|policem[ae]n|policewom[ae]n|cops|stewards?|"
    r"players?|children|child|kids?|members?|visitors?|faithful|others|more|locals?|"
    r"residents?|troublemakers?|suspects?|those|rivals?|rioters?|protesters?|lads|"
    r"casuals|them|us|ours|theirs|staff|paramedics|journalists?|photographers?|referees?|"
    r"travelling\s+fans|away\s+fans|home\s+fans|counterparts|nationals|citizens|youngsters?|victims?|"
    r"pensioners?|constables?"
)
_PEOPLE_RE = regexes.compile(rf"(?:{PEOPLE})$", re.I)
# The people of a bulleted line of an offence list (see LIST_PEOPLE_LINE_RE).
_LIST_PEOPLE = r"m[ae]n|wom[ae]n|boys?|girls?|people|persons?|youths?|juveniles?|adults?|males?|females?|teenagers?"
_LIST_NUMBER = r"an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|twenty|thirty|\d{1,4}"
_AUX = (
    r"were|was|have|has|had|are|is|been|being|be|got|get|getting|later|also|then|all|"
    r"subsequently|reportedly|allegedly|since|already|now|eventually|initially|so\s+far|"
    r"understood\s+to\s+have|believed\s+to\s+have|said\s+to\s+have|thought\s+to\s+have|"
    r"\w+ly"
)
_MID_STOP = (
    r"and|or|but|while|as|after|before|when|because|if|during|following|with|"
    r"sets?|groups?|sides?|teams?|clubs?|camps?|lines?|rows?|sections?|stands?|ends?|"
    r"bottles?|seats?|coins?|minutes?|hours?|days?|weeks?|months?|years?|seasons?|"
    r"matches|games?|goals?|points?|times|per|cent|percent|miles?|metres?|pounds?|"
    r"not|never|number|lot|host|series|majority|minority|handful|proportion|"
    + _AUX
)
_MID_WORD = rf"(?!(?:{_MID_STOP})\b)[\w'’.-]+"

# A running total's verb: "the number of arrests (at the ground this season) rose to".
_TOTAL_VERB = r"(?:totalled|numbered|stood\s+at|(?:had\s+|has\s+)?(?:rose|risen|climbed|increased|reached)(?:\s+to)?)"
# (kind, trigger after the people noun, noun trigger right after the quantity, verb before it)
_KIND_TRIGGERS: tuple[tuple[str, str, str, str], ...] = (
    (
        "arrests",
        r"arrested|detained|held(?!\s+(?:up|on(?!\s+suspicion)|onto|back|a|an|the|at|as|their|them|themselves|these|those|this|that|him|her|his|its|it|"
        r"inside|behind|in\s+the|there|off|over|out|to|talks|meetings?|aloft|hands|firm|"
        r"for\s+(?:\w+\s+)?(?:minutes|hours|an\s+hour))\b)|"
        r"taken\s+into\s+custody|(?:(?:remain(?:ed|s|ing)?|still|kept|held|spent\s+the\s+night)\s+)?in\s+(?:police\s+)?custody|nicked|huckled|locked\s+up|apprehended|under\s+arrest|"
        # "seven people were in Metropolitan Police cells"
        r"in\s+(?:[\w'’-]+\s+){0,3}?cells|"
        r"lifted(?=\s*(?:$|[.,;!?)\"”’'-]|–|by\s+(?:the\s+)?police|after|over|following|for|in\s+connection|"
        r"on\s+suspicion|(?:in|at|near|outside|inside|before|during)\b(?!\s+the\s+air)))",
        r"arrests?|detentions",
        r"arrested|detained|arrest\s+of|apprehended|"
        r"(?:arrests?|detentions)(?:\s+(?:count|tally|total|figure))?\s+to|"
        r"(?:arrests?|detentions)(?:\s+(?:count|tally|total|figure))?(?:\s+[\w'’-]+){0,6}?\s+" + _TOTAL_VERB,
    ),
    (
        "deaths",
        r"died|dies|killed|dead|(?:pronounced|declared|confirmed|found)\s+dead|"
        r"lost\s+(?:their|his|her)\s+li(?:fe|ves)|fatally\s+\w+|"
        r"(?:crushed|stabbed|beaten)\s+to\s+death",
        r"deaths?|fatalit(?:y|ies)|dead",
        r"killing|killed|deaths?\s+of|death\s+toll\s+(?:of|rose\s+to|to)",
    ),
    (
        "injuries",
        r"injured|hurt|wounded|hospitali[sz]ed|(?:taken|rushed|ferried|airlifted|conveyed|transported|sent)\s+to\s+(?:(?:a|the)\s+)?(?:local\s+|nearby\s+)?hospital|"
        r"stretchered\s+(?:off|away|out)|(?:sought|seeking)\s+(?:\w+\s+)?treatment|"
        r"(?:needed|needing|required|requiring|received|receiving|given|underwent)\s+(?:\w+\s+){0,2}?"
        r"(?:treatment|medical\s+attention|stitches|care)|treated\s+(?:in|at|for|by)|"
        r"(?:suffered|sustained|suffering|sustaining)\s+(?:[\w-]+\s+){0,3}?(?:injur(?:y|ies)|cuts?|wounds?|fractur\w*|"
        r"broken\s+\w+|concussion|bruis\w*|burns?)|burn(?:ed|t)|scalded|"
        r"(?:(?:led|taken|carried|helped|stretchered|left)(?:\s+(?:away|off|out))?|(?:walked|came|got)\s+away)\s+with\s+(?:an?\s+)?(?:[\w-]+\s+){0,2}?"
        r"(?:burns?|cuts?|injur(?:y|ies)|wounds?|gash|fractur\w*|concussion|bloody\s+nose|black\s+eye|broken\s+\w+)|"
        r"stabbed|glassed|slashed|bloodied|left\s+bleeding|knocked\s+unconscious|(?:patched|stitched)\s+up|bandaged|"
        # "a Chelsea supporter whose head was cut by a flying coin"
        r"whose\s+(?:head|face|eye|nose|lip|cheek|forehead|eyebrow|scalp|arm|hand|leg|shoulder)\s+(?:was|were)\s+"
        r"(?:cut|split|gashed|bloodied|injured|burn(?:ed|t)|grazed)|"
        r"(?:struck|hit)\s+(?:in|on)\s+the\s+\w+|(?:struck|hit)\s+by\b|"
        r"(?:(?:remain(?:ed|s|ing)?|stay(?:ed|s|ing)?|still|being\s+treated|kept|detained)\s+)?in\s+hospital|"
        r"had\s+(?:an?\s+)?(?:[\w-]+\s+)?(?:cut|gash|head\s+wound|bloody\s+nose|black\s+eye)",
        r"injur(?:y|ies)|casualt(?:y|ies)|injured",
        r"injuring|injured|hurting|wounding|injuries\s+to|treated|hospitali[sz]ed|"
        r"among\s+the\s+(?:injured|wounded|hurt|casualties)\s+(?:were|was)|"
        r"(?:injured|wounded|casualties)\s+includ(?:ed|es|e)|"
        r"(?:injuries|casualties|injured|casualty)(?:\s+(?:count|tally|total|toll|figure))?\s+to|"
        r"(?:injuries|casualties|injured|casualty)(?:\s+(?:count|tally|total|toll|figure))?(?:\s+[\w'’-]+){0,6}?\s+"
        + _TOTAL_VERB,
    ),
    (
        "dispersal",
        r"turned\s+(?:away|back|around)|dispersed|(?:prevented|stopped|barred|blocked)\s+from\s+"
        r"(?:attending|entering|getting|going|travell?ing|boarding|reaching|accessing)|"
        r"(?:refused|denied)\s+(?:entry|admission|admittance|access)|"
        r"ejected|evicted|thrown\s+out|kicked\s+out|removed\s+(?:from|by)|escorted\s+(?:out|away|from)|"
        r"(?:led|marched|frogmarched|ushered)\s+(?:out|away)\s+(?:of|from)|"
        r"sent\s+(?:home|away|back)|kept\s+(?:out|away)|turned\s+out|(?:held|kept)\s+(?:back|behind|inside)|"
        r"(?:directed|ordered)\s+to\s+leave",
        r"ejections?",
        r"dispersed|ejected|evicted|turned\s+(?:away|back)|removed|escorted\s+out|(?:held|kept)\s+back|"
        r"(?:threw|kicked)\s+out|sent\s+(?:home|back)|"
        r"(?:refused|denied)\s+(?:entry|admission|access)\s+to",
    ),
    (
        "bans",
        r"banned|barred|(?:handed|given|issued\s+with|served\s+with|hit\s+with)\s+(?:\w+\s+){0,2}?"
        r"(?:bans?|banning\s+orders?)",
        r"(?:football\s+|stadium\s+|club\s+|lifetime\s+|life\s+)?(?:banning\s+orders?|bans?)",
        r"banned|barred|(?:imposed|issued|handed(?:\s+out)?|given|served|slapped)\s+(?:[\w-]+\s+){0,2}?"
        r"(?:banning\s+orders?|bans?)\s+(?:on|to|against)(?:\s+all)?(?:\s+the)?",
    ),
    (
        "crowd",
        r"clashed|fought|brawled|rioted|gathered|massed|congregated|rampaged|marched|"
        r"confronted|attacked|surged|traded\s+blows|squared\s+up|involved|took\s+part|attended|"
        r"travell?ed|made\s+the\s+(?:trip|journey)|present|(?:inside|in|at)\s+the\s+(?:ground|stadium)|"
        r"invaded|stormed|fighting|clashing|brawling|rioting|in\s+attendance|packed|"
        r"descended|converged|charged\s+(?:at|towards|across)|ran\s+(?:on|onto)|"
        r"in\s+the\s+(?:away|home|visiting|opposite)\s+(?:end|section|stand|enclosure)|throwing|hurling|"
        r"expected\s+(?:in|at|to\s+(?:travel|attend|be))|climbed|scaled|spilt|"
        r"(?:spill\w*|poured|pour|streamed|stream|flooded|swarmed|rushed|raced)\s+(?:on\s*to|onto|on|into|across|over)|"
        r"(?:tried|attempted)\s+to\s+(?:break|force|get|storm|invade|enter|attack|reach|climb|push|confront|charge|"
        r"run|scale|rush|cross|breach)|escorted\s+(?:in|into|to)|moved\s+(?:back|away)|"
        r"(?:traded|exchanged)\s+(?:blows|punches|missiles)|came\s+to\s+blows|threw|hurled|pelted|smashed|"
        r"vandali[sz]ed|protested|demonstrated|staged\s+(?:an?\s+)?(?:[\w-]+\s+)?(?:protest|demonstration|sit-in|walk-?out)|"
        r"ambushed|steamed\s+(?:in|into)|set\s+upon|forced\s+(?:their|its)\s+way|broke\s+(?:through|into|down)|"
        r"(?:tore|ripped)\s+(?:up|out|down)|joined\s+in",
        r"-?\s?strong\b|crowd\b",
        r"crowd\s+of|attendance\s+of|gathering\s+of|group\s+of|mob\s+of|gang\s+of|"
        r"(?:mob|gang|group|crowd|contingent)\s+of\s+(?:[\w'’-]+\s+){0,2}?[\w'’-]+,|"
        r"contingent\s+of|following\s+of|travelling\s+support\s+of|groups\s+of|in\s+front\s+of|"
        r"watched\s+by|attended\s+by|(?:attendance|crowd|gate)"
        r"(?:\s+(?:tonight|today|yesterday|here|there|officially|on\s+the\s+(?:day|night)|at\s+the\s+[\w'’-]+))?"
        r"\s+(?:was|of|stood\s+at|reached|totalled|numbered)",
    ),
)
# _UNIT_AFTER_RE, _DATE_BEFORE_RE, _YEAR_CONTEXT_RE, _MODAL_BEFORE_RE and _ZERO_RE
# are case-insensitive rules compiled without re.I: they run on ``fold``ed text.
_UNIT_AFTER_RE = regexes.compile(
    r"[\s-]*(?:minutes?|mins?|min\b|years?|yrs?|seasons?|days?|weeks?|months?|hours?|hrs?|"
    r"times|goals?|points?|pts|pounds?|pence|p\b|euros?|dollars?|per\s*cent|percent|%|"
    r"metres?|meters?|miles?|km|kilometres?|yards?|pm\b|am\b|o['’]clock|-year|"
    # a month, whole ("20 Marseille fans" is no date)
    r"(?:january|february|march|april|may|june|july|august|september|october|november|december|"
    r"jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\b|st\b|nd\b|rd\b|th\b|"
    r"[-–]\s*\d|:\d|\.\d|x\b|v\b|vs?\b|-(?:match|game|week|day|month|year)\b)",
)
_DATE_BEFORE_RE = regexes.compile(
    r"(?:january|february|march|april|may|june|july|august|september|october|november|"
    r"december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|aged|age\s+of|under|"
    r"number|no\.?|section|page|minute|round|game|match|chapter|£|\$|€)\s*$",
)
# Every _DATE_BEFORE_RE match ends the text, but for white space, with one of these
# ("of" for "age of").
_DATE_ENDINGS = (
    "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
    "november", "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov",
    "dec", "aged", "of", "under", "number", "no", "no.", "section", "page", "minute", "round", "game",
    "match", "chapter", "£", "$", "€",
)
_YEAR_CONTEXT_RE = regexes.compile(r"(?:in|since|until|of|by|from|during|before|after|to|the)\s+$")
_COMMON_CAPITALS = frozenset(
    "a an the about around some nearly over only just all but and another police officers "
    "between almost approximately roughly at least more than up to".split()
)
_CAPITAL_BEFORE_RE = regexes.compile(r"[A-Z]\w*\s+$")
_MODAL_BEFORE_RE = regexes.compile(
    r"\b(?:expect(?:s|ed|ing)?|could|may|might|would|will|plans?|planning|hope[sd]?|"
    r"hoping|likely|possible|fears?|feared|threaten(?:s|ed)?|risk|if|whether|predict(?:s|ed)?)\b"
    r"[^,;]{0,30}$",
)
_CLAUSE_BREAK_RE = regexes.compile(r"[;:()\"“”]|\s[-–—]\s|,\s*(?:while|but|whereas|and|as|after|although)\b")

_ZERO_RE = regexes.compile(
    r"\b(?:(?:did|do|does|have|has|had|were|was)\s*(?:not|n['’]t)|never)\s+"
    r"(?:(?:yet|been|made|make|making|any|reported?|carried\s+out|there)\s+)*"
    r"(?:any\s+)?(?P<trig>arrests?|arrested|injur(?:y|ies)|injured|deaths|ejections|"
    r"dispersed|turned\s+away)\b",
)
_ZERO_KIND = {
    "arrest": "arrests", "arrests": "arrests", "arrested": "arrests",
    "injury": "injuries", "injuries": "injuries", "injured": "injuries",
    "deaths": "deaths", "ejections": "dispersal", "dispersed": "dispersal",
    "turned away": "dispersal",
}


_STOP_WORDS = frozenset(re.sub(r"\\s\+", " ", _MID_STOP).replace("?", "").split("|"))
_AUX_WORDS = frozenset(
    "were was have has had are is been being be got get getting later also then all "
    "subsequently reportedly allegedly since already now eventually initially so far".split()
)
# Words in -ly that are no adverbs: "three family members were hurt".
_LY_NOUNS = frozenset({"family", "rally", "ally", "assembly", "bully", "italy", "july", "supply", "reply", "tally"})
# Splits text into the words and commas and the text between them.
_TOKEN_SPLIT_RE = regexes.compile(r"([\w'’.-]+|,)")


# The words that end the mid words (see _words_after), but for adverbs in -ly: the
# stop and auxiliary words, and the singulars of the stop words in -s and -es.
_STOP_OR_SINGULAR = (
    _STOP_WORDS | _AUX_WORDS | {w[:-1] for w in _STOP_WORDS if w.endswith("s")}
    | {w[:-2] for w in _STOP_WORDS if w.endswith("es")}
)


# Compiled without re.I: they run on ``fold``ed text (see ``text``).
_RULES = [
    (
        kind,
        regexes.compile(rf"(?:{after})\b"),
        regexes.compile(rf"(?:{noun})(?![\w-])"),
        regexes.compile(rf"\b(?:{before})\s+(?:(?:an?\s+)?(?:group|crowd|gang|mob|total|number)\s+of\s+)?$"),
    )
    for kind, after, noun, before in _KIND_TRIGGERS
]
# Words one of which every trigger of a kind (after, noun or before rule) holds.
# A kind whose words are all absent from a sentence cannot give a count there, so
# its rules are not tried at all: most sentences hold one kind's words or none.
# Substrings of the folded text: keep in step with _KIND_TRIGGERS.  A phrase stands
# for its text.gate_word ("at the ground": "ground"), and every trigger holds one of these
# words at the start of a word too (TRIGGER_RE is made of them).
_KIND_WORDS = {
    "arrests": ("arrest", "detain", "detention", "held", "custody", "nicked", "locked", "apprehended", "lifted",
                "huckled", "cells"),
    "deaths": ("died", "dies", "kill", "dead", "death", "lost", "fatal"),
    "injuries": (
        "injur", "casualt", "hurt", "wound", "hospital", "treatment", "medical", "stitches", "care", "treated",
        "cut", "fractur", "broken", "concussion", "bruis", "burns", "stabbed", "glassed", "slashed",
        "bloodied", "bleeding", "unconscious", "struck", "hit", "gash", "bloody nose", "black eye", "burn",
        "scalded", "patched", "stitched", "bandag", "split", "graz", "stretcher", "surgery",
    ),
    "dispersal": (
        "turned", "dispersed", "prevented", "stopped", "barred", "refused", "denied", "eject", "evicted",
        "thrown", "kicked", "removed", "escorted", "sent", "kept", "held", "directed", "ordered", "blocked",
        # "(led|marched|frogmarched|ushered) (out|away) (of|from)": the verbs, not "away"
        # ("frogmarched" for TRIGGER_RE, which looks at word starts)
        "threw", "led", "marched", "frogmarched", "ushered",
    ),
    "bans": ("ban", "barred"),
    "crowd": (
        "clash", "fought", "brawl", "attack", "at the stadium", "at the ground",
        "in the stadium", "in the ground", "riot", "gather", "massed", "congregated", "rampaged", "marched",
        # "trip" and "journey" for "made the trip" ("made" is in most reports)
        "confronted", "surged", "traded", "squared", "involved", "took", "attend", "travel", "trip", "journey",
        "present", "inside", "invaded", "stormed", "fighting", "packed", "descended", "converged",
        "charged", "ran", "strong", "crowd", "group", "mob", "gang", "contingent", "following", "throwing",
        "hurling", "away end", "home end", "away section", "home section", "away stand", "home stand",
        "visiting", "opposite end", "enclosure", "expected", "climb", "scaled", "spil", "pour", "stream",
        "flood", "swarm", "rushed", "raced", "tried", "attempted", "escorted", "front", "watched", "gate",
        "moved", "among", "brought", "separat", "split up", "broke up", "break up", "breaking up", "breaks up",
        "broken up", "kettl", "surrounded", "corralled", "exchanged", "came to blows", "threw", "hurl", "pelted",
        "smashed", "vandal", "protest", "demonstrat", "staged", "ambush", "steamed", "set upon", "forced",
        "broke", "tore", "ripped", "joined in",
    ),
}


# Each kind's bit in the gate automaton (see _GATE_AUTOMATON), in _RULES order.
_KIND_BITS = {rule[0]: 1 << index for index, rule in enumerate(_RULES)}
_KIND_MASK = (1 << len(_RULES)) - 1
# The rules whose kind's bit a mask holds, in _RULES order, for every mask of kind bits.
_RULES_BY_MASK = tuple(
    tuple(rule for rule in _RULES if mask & _KIND_BITS[rule[0]]) for mask in range(_KIND_MASK + 1)
)
# Every trigger after the quantity (verb or noun) holds a whole word of its kind's
# _KIND_WORDS or of these (every trigger before it holds a whole word of _KIND_WORDS).
# So a kind's triggers are only tried after the quantity when one of these words
# is there, and before it when one of its _KIND_WORDS is.  None are needed now that
# the phrases of _KIND_WORDS stand for one of their words ("bloody nose": "bloody",
# "opposite end": "opposite", "came to blows": "blows"), which opens both gates.
_AFTER_EXTRA_WORDS: dict[str, tuple[str, ...]] = {}
_AFTER_BITS = {kind: bit << len(_RULES) for kind, bit in _KIND_BITS.items()}
# Run on ``fold``ed text (see _people_after).
_PEOPLE_AFTER_RE = regexes.compile(rf"(?:\s+{_MID_WORD}){{0,3}}?\s+(?P<noun>{PEOPLE})\b")
_ARTICLES = frozenset({"a", "an"})
# What quantity_from_parts gives an article alone.
_ARTICLE_QUANTITY = Quantity("1", 1, 1, False)
# People deployed, not people involved: "more than 100 officers inside the ground".
_DEPLOYED = frozenset({"officers", "officer", "policemen", "policeman", "policewomen", "policewoman", "cops",
                       "stewards", "steward", "staff", "paramedics"})
# Nor are the teams: "four players raced onto the pitch to celebrate".
_NOT_CROWD = _DEPLOYED | {"players", "player", "referees", "referee"}
# A ban's length, not a number of bans: "a banning order of up to 10 years".
_BAN_DURATION_RE = regexes.compile(
    r"\s+(?:of|lasting|for)\s+(?:up\s+to\s+|between\s+|at\s+least\s+)?(?:[\w-]+\s+)?"
    r"(?:years?|months?|seasons?|matches|games)\b|\s+of\s+up\s+to\b"
)
# Parts of a count already made (of the PART_KINDS), in the same sentence: "four people were arrested -
# two for X, one for Y", "23 people were injured, including nine police officers".
_INCLUDING_BEFORE_RE = regexes.compile(
    r"\b(?:including|among\s+them|among\s+whom|of\s+whom|of\s+them)\s+(?:the\s+|those\s+)?$"
)
_PART_BEFORE_RE = regexes.compile(r"(?:[-–—:,;]|\band)\s*$")
_PART_AFTER_RE = regexes.compile(
    rf"(?:\s+(?:{PEOPLE}))?\s+(?:(?:were|was)\s+)?(?:for|on\s+suspicion\s+of|over)\b|\s+of\s+(?:them|whom|those)\b|"
    # by place: "12 were arrested - eight inside the ground and four outside"
    rf"(?:\s+(?:{PEOPLE}))?\s+(?:(?:were|was)\s+)?(?:inside|outside|in|at|near|around|on|before|after|during)\s+(?:the\s+)?[\w'’-]+|"
    # by who they were: "Fourteen of those detained were Roma supporters and nine were Lazio fans"
    rf"\s+(?:were|was)\s+(?:[\w'’-]+\s+){{0,2}}?(?:{PEOPLE})\b"
)
_PEOPLE_NEXT_RE = regexes.compile(rf"(?:\s+[\w'’-]+){{0,2}}?\s+(?:{PEOPLE})\b")
_RELATIVE = frozenset({"who", "which", "that"})
# How many were there, not who took part: "There were no visiting supporters in the ground" is a crowd of 0.
_PRESENCE_END_RE = regexes.compile(r"(?:present|in\s+attendance|(?:in|inside|at)\s+the\s+(?:ground|stadium))$")
# People and where they were, before their verb: "None of the officers on duty was injured",
# "two fans in the away end were hurt".
_PEOPLE_PLACE_RE = regexes.compile(
    rf"\b(?:{PEOPLE})\s+(?:(?:on|in|at|inside|outside)\s+the\s+(?:[\w'’-]+\s+){{0,2}}[\w'’-]+|on\s+duty)$", re.I
)
# A people noun's place among the sides: "hundreds of fans from both sides surged".
_SIDES_PREPOSITIONS = frozenset({"from", "of", "on"})
_SIDES_DETERMINERS = frozenset({"both", "either", "opposing", "rival", "each"})
_SIDES_NOUNS = frozenset({"sides", "side", "ends", "end", "camps", "camp", "sets", "clubs", "teams"})
_SIDES_TAIL_RE = regexes.compile(
    rf"\s+(?:{'|'.join(sorted(_SIDES_PREPOSITIONS))})\s+(?:{'|'.join(sorted(_SIDES_DETERMINERS))})"
    rf"\s+(?:{'|'.join(sorted(_SIDES_NOUNS))})$", re.I
)
# "Somebody in our end got burned": one person, who is the noun by themselves.
_SOMEONE = frozenset({"someone", "somebody"})
# "at least a dozen burned on the turf" are flares: burned people are named ("two fans were burned").
_BURNED = ("burn", "scald")
# People a verb acts on as one body: "used tear gas to separate between 80 and 100 fans",
# "let off among the 2,600 visiting fans", "took 5,000 fans to the game" (a people noun must follow).
_CROWD_OBJECT_BEFORE_RE = regexes.compile(
    r"\b(?:among\s+the|separat(?:e|ed|es|ing)|split\s+up|br(?:eak|eaks|oke|eaking|oken)\s+up|kettled?|kettling|"
    r"surrounded|corralled|(?P<took>took|brought))\s+$"
)
# A running total named before its number: "the number of arrests rose to 23 by Sunday"
# (the number needs no people noun after it).
_TOTAL_BEFORE_RE = regexes.compile(
    r"(?:totalled|numbered|stood\s+at|rose|risen|climbed|increased|reached|to)\s+$"
)
# Verbs acting on people that give a count only with their complement after the people:
# "Police stopped 40 fans from travelling", "officers took six men into custody".
_OBJECT_VERB_BEFORE_RE = {
    "dispersal": regexes.compile(r"\b(?:stopped|prevented|barred|blocked)\s+$"),
    "arrests": regexes.compile(r"\b(?:took|taken|taking|take)\s+$"),
}
_OBJECT_TAILS = {
    "dispersal": regexes.compile(
        r"\s+from\s+(?:attending|entering|getting\s+in|travell?ing|boarding|reaching|accessing|going\s+(?:in|to))\b"
    ),
    "arrests": regexes.compile(r"\s+into\s+(?:police\s+)?custody\b"),
}
# Taken somewhere, not to hospital or into custody: "took 5,000 fans to the game".
_TO_PLACE_RE = regexes.compile(
    r"\s+(?:to|for)\s+(?!hospital\b|custody\b|court\b|task\b|the\s+(?:hospital|police|station|cells|ground\s+floor)\b)"
)
# "Chelsea brought some 5,000 supporters": a following, unless brought somewhere else.
_BROUGHT_NOT_CROWD_RE = regexes.compile(
    r"\s+(?:to|before|into|in|under|back|out|off|down|up|on|onto|from)\b"
)
# A Reuters-style slug in front of a headline: "Soccer-Seven arrested as ...".
_SLUG_RE = regexes.compile(r"(?:soccer|football|sport|sports|rugby|cricket|tennis|athletics)-(?=[a-z])")
# "The goalkeeper was not hurt", "She wasn't hurt": nobody hurt (no adverb: "not badly hurt" is a hurt).
_ZERO_HURT_RE = regexes.compile(
    r"\b(?:(?:was|were|is|are)\s*(?:not|n['’]t)\s+(?:been\s+)?|(?:has|have|had)\s*(?:not|n['’]t)\s+been\s+)"
    r"hurt\b"
)
# A ban handed to one person named just before: "the club had given him a stadium ban of ten
# years".  The ban must be a ground's or a banning order (a player's "three-match ban" is no
# crowd ban), and not a lifetime one (see things).
_BAN_ONE_RE = regexes.compile(
    r"\b(?:given|handed|issued|served|slapped|hit|imposed)\s+(?:him|her)\s+(?:with\s+)?"
    r"(?P<ban>an?\s+(?:[\w-]+\s+){0,2}?(?:(?:stadium|ground|club|football|home|away)\s+ban|banning\s+order))\b"
)
_LIFE_RE = regexes.compile(r"\blife")
# A line of a list giving arrests by offence: "Public order offences – 5",
# "Possession of a pyrotechnic – 2".  The whole sentence is the line; the label names
# an offence, so the number is of people arrested for it.
LIST_LINE_RE = regexes.compile(
    r"\s*[•·▪‣*–—-]?\s*(?P<label>[a-z][^\d\n:;]{2,90}?)\s*[–—:-]\s*(?P<num>\d{1,4})\s*\.?\s*"
)
_OFFENCE = (
    r"offen[cs]es?|assault\w*|possession|disorder|affray|criminal\s+damage|theft|encroachment|"
    r"incursion|trespass\w*|drunk\w*|breach\w*|racially|obstruct\w*|wounding|weapons?|robbery|harassment|"
    r"throwing|pitch\s+invasion|entering\s+the\s+(?:pitch|field)|ticket\s+touting|touting|violence|"
    r"intoxicat\w*|drink\w*|bladed|knife|threatening|going\s+on(?:to)?\s+(?:the\s+)?(?:pitch|field|playing\s+area)"
)
_OFFENCE_RE = regexes.compile(rf"\b(?:{_OFFENCE})\b")
# A line of such a list giving the people: "• throwing a missile – two men", "• affray – four men, aged 19 to 42".
LIST_PEOPLE_LINE_RE = regexes.compile(
    r"\s*[•·▪‣*–—-]\s*(?P<label>[a-z][^\d\n:;]{2,90}?)\s*[–—:-]\s*"
    rf"(?P<num>{_LIST_NUMBER})\s+(?:{_LIST_PEOPLE})\b(?:\s*,[^\n;]{{0,40}})?\s*\.?\s*"
)
_VAGUE_PLURALS = ("dozens", "hundreds", "thousands", "scores", "tens of")
_NOBODY = frozenset({"nobody", "no one", "no-one"})
_PLACE_PREPOSITIONS = frozenset({"on", "in", "at", "inside", "outside", "among", "near", "around"})
_OF_THEM_RE = regexes.compile(r"\s+of\s+(?:them|whom|those)\b")
# The words after a quantity cut by the next number just after a comma ("Three officers, ").
_APPOSITION_CUT_RE = regexes.compile(r"(?:\s+[\w'’-]+){1,3}\s*,\s*")
_AND_PEOPLE_RE = regexes.compile(rf"(?P<people>(?:\s+[\w'’-]+){{0,2}}?\s+(?P<noun>{PEOPLE}))\s+and\s+")


# One named or definite person hurt or killed, with no number word: "The boy suffered
# a cut", "Referee Tom Hale was taken to hospital", "The victim, named as X, was
# pronounced dead", "Fan dies as ..." (a headline).  The subject opens the sentence;
# the predicate follows it directly or after "... and" (one subject, two verbs).
_PERSON = (
    r"man|woman|boy|girl|lad|fan|supporter|spectator|steward|officer|policeman|policewoman|youth|teenager|"
    r"youngster|child|pensioner|victim|player|star|striker|winger|forward|midfielder|defender|goalkeeper|"
    r"keeper|captain|referee|linesman|official|photographer|journalist|reporter|cameraman|coach|manager|"
    r"mascot|ball\s*boy|paramedic|driver|father|mother|student|schoolboy|schoolgirl|"
    r"mate|pal|friend|brother|sister|son|daughter|dad|mum|wife|husband|cousin|nephew|uncle"
)
_NAME = r"(?-i:[A-Z][a-zà-ÿ'’]+(?:-[A-Z][a-zà-ÿ'’]+)?)"
_ADVERBS = r"(?:(?:later|also|then|subsequently|briefly|still|tragically|sadly|initially|immediately)\s+)*"
_SUBJECT_RE = regexes.compile(
    r"[\"“‘'\s]*(?:(?:meanwhile|later|earlier|sadly|tragically|elsewhere),\s+)?"
    rf"(?P<subj>(?:the|this|that|my|our|his|her|their)\s+(?:[\w'’-]+\s+){{0,3}}?(?:{_PERSON})(?:\s+{_NAME}(?:\s+{_NAME}){{0,2}})?|"
    rf"(?:(?:{_PERSON})\s+)?{_NAME}(?:\s+{_NAME}){{0,2}})"
    r"(?:\s+(?:from|of)\s+(?:the\s+)?[\w'’-]+)?(?:\s*,\s*[^,;:]{1,90}?,)?\s+",
    re.I,
)
_HEADLINE_SUBJECT_RE = regexes.compile(
    rf"[\"“‘'\s]*(?:[-–—•*]\s*)?(?P<subj>(?-i:[A-Z])(?:{_PERSON})|(?-i:[A-Z])[\w'’-]+\s+(?:{_PERSON}))"
    r"(?:\s*,\s*\d{1,2},)?\s+", re.I
)
# A headline's second subject, bare: "Nine arrested and steward hurt after derby".
_HEADLINE_AND_RE = regexes.compile(rf"\s(?:and|as)\s+(?P<subj>{_PERSON})\s+(?=(?:hurt|injured|hospitali[sz]ed|stabbed|glassed|dies|died|killed)\b)")
# Its predicates, one of which follows every match (not " and " or " as ", which a tab or a
# no-break space around the word would defeat).
_HEADLINE_AND_WORDS = ("hurt", "injured", "hospitali", "stabbed", "glassed", "dies", "died", "killed")
# Hurt in a relative clause: "One struck goalkeeper Nikos Valaoritis, who was treated for a burn".
_WHO_HURT_RE = regexes.compile(
    rf"\b(?P<subj>(?:{_PERSON})(?:\s+{_NAME}){{0,3}})\s*,\s*who\s+(?:(?:was|had\s+been|has\s+been|is)\s+{_ADVERBS}"
    r"(?:treated|taken\s+to\s+(?:the\s+)?(?:[\w'’-]+\s+){0,3}?hospital|hospitali[sz]ed|injured|hurt|stretchered|"
    r"knocked\s+unconscious|patched\s+up|stitched\s+up)|"
    rf"{_ADVERBS}(?:needed|required|received|suffered|sustained)\s+(?:[\w-]+\s+){{0,3}}?(?:treatment|stitches|"
    r"medical\s+attention|cuts?|injur(?:y|ies)|burns?|gash|wounds?|concussion|bruis\w*))\b",
    re.I,
)
# Hurt in a second clause, as a pronoun: "a bottle hit a female steward on the head; she was taken to hospital".
_PRONOUN_HURT_RE = regexes.compile(
    rf"(?:;|,?\s+and)\s+(?P<subj>he|she)\s+(?:was|had\s+been|has\s+been)\s+{_ADVERBS}"
    r"(?:(?:taken|rushed|ferried|airlifted)\s+to\s+(?:the\s+)?(?:[\w'’-]+\s+){0,3}?hospital|hospitali[sz]ed|"
    r"treated\s+(?:in|at|for|by|on)|stretchered\s+(?:off|away)|patched\s+up|stitched\s+up)\b"
)
_SINGLE_PREDICATES = (
    ("injuries", regexes.compile(
        rf"(?:(?:was|is|has\s+been|had\s+been)\s+{_ADVERBS}(?:taken|rushed|ferried|airlifted)\s+to\s+"
        r"(?:the\s+)?(?:[\w'’-]+\s+){0,3}?hospital|"
        rf"(?:was|is|has\s+been|had\s+been)\s+{_ADVERBS}(?:hospitali[sz]ed|injured|stretchered\s+away|"
        r"treated\s+(?:in|at|for|by|on)|in\s+hospital|detained\s+in\s+hospital|knocked\s+unconscious|"
        r"patched\s+up|stitched\s+up|bandaged)|"
        rf"{_ADVERBS}(?:walked|came|got)\s+away\s+with\s+(?:an?\s+)?(?:[\w-]+\s+){{0,2}}?(?:cuts?|gash|burns?|"
        r"head\s+wound|bruis\w*|concussion|bloody\s+nose|black\s+eye|broken\s+\w+)|"
        rf"{_ADVERBS}(?:remain(?:ed|s)|stay(?:ed|s))\s+in\s+hospital|"
        rf"{_ADVERBS}(?:needed|required|received|underwent)\s+(?:[\w-]+\s+){{0,3}}?(?:treatment|stitches|medical\s+attention|surgery)|"
        rf"{_ADVERBS}(?:suffered|sustained|had)\s+(?:an?\s+)?(?:[\w-]+\s+){{0,2}}?(?:cuts?|gash|head\s+wound|head\s+injur(?:y|ies)|"
        r"facial\s+injur(?:y|ies)|burns|bruis\w*|concussion|minor\s+injur(?:y|ies)|serious\s+injur(?:y|ies)|bloody\s+nose|"
        r"black\s+eye))\b")),
    ("deaths", regexes.compile(
        rf"(?:(?:(?:has|had)\s+)?{_ADVERBS}(?:died|dies)|(?:was|has\s+been|had\s+been)\s+{_ADVERBS}"
        r"(?:(?:pronounced|declared|confirmed)\s+dead|killed|(?:stabbed|beaten|crushed)\s+to\s+death)|"
        r"lost\s+(?:his|her)\s+life)\b")),
)
_HEADLINE_PREDICATE_RE = regexes.compile(
    r"(?P<deaths>dies|died|killed)\b|(?P<injuries>hurt|injured|hospitali[sz]ed|in\s+hospital|stabbed|glassed)\b"
)
# A sports injury or the like, not one of the disorder: "after a heavy challenge".
_SPORT_INJURY_RE = regexes.compile(
    r"challenge|tackle|collision|clash\s+of\s+heads|hamstring|knee|ankle|groin|calf|thigh|muscle|achilles|"
    r"limped|substituted|replaced|forced\s+off|went\s+off|sidelined|ruled\s+out|fitness|illness|cramp|"
    r"hopes|chances|career|reputation|pride"
)
# The first words of a sentence that are no person's name.
_NOT_NAMES = frozenset(
    "the a an this that these those there it its he she they we i you police officers fans supporters "
    "stewards paramedics ambulance hospital no nobody none one two three four five six seven eight nine ten "
    "eleven twelve several many some all both each every most another other others his her their our my "
    "his, after before when while during following on in at by for from with as if but and so yet also "
    "meanwhile later earlier sadly tragically elsewhere however".split()
)
_SINGLE_WORDS = ("blood", "hospital", "treat", "stitches", "surgery", "medical", "injur", "cut", "gash", "wound", "burn",
                 "patched", "stitched", "bandag",
                 "burns", "bruis", "concussion", "nose", "black eye", "broken", "unconscious", "stretcher",
                 "died", "dies", "dead", "killed", "death", "lost his", "lost her", "hurt", "stabbed", "glassed")
_SINGLE_BIT = 1 << (2 * len(_RULES))
# Every _ZERO_RE match holds one of these.
_ZERO_WORDS = ("not", "n't", "n’t", "never")
_ZERO_BIT = _SINGLE_BIT << 1
# Every _MODAL_BEFORE_RE match holds one of these.
_MODAL_WORDS = ("expect", "could", "may", "might", "would", "will", "plan", "hope", "hoping", "likely",
                "possible", "fear", "threaten", "risk", "if", "whether", "predict")
_MODAL_BIT = _ZERO_BIT << 1
# Every _BAN_ONE_RE match holds one of these.
_BAN_ONE_WORDS = ("given", "handed", "issued", "served", "slapped", "hit", "imposed")
_BAN_ONE_BIT = _MODAL_BIT << 1


def _gate_automaton() -> ahocorasick.Automaton:
    """Every gate word (a kind's, _SINGLE_WORDS, ...) with the bits of the gates it opens.

    One Aho-Corasick pass over a sentence finds every gate word with its place, which
    answers both "does the sentence hold some kind's word?" and, for each quantity,
    "which kinds have a word in the text around it?" without a regex search per kind
    and window.  The value of a word is (its length - 1, its bits).
    """
    bits: dict[str, int] = {}
    groups = [(words, _KIND_BITS[kind] | _AFTER_BITS[kind]) for kind, words in _KIND_WORDS.items()]
    groups += [(words, _AFTER_BITS[kind]) for kind, words in _AFTER_EXTRA_WORDS.items()]
    groups += [(_SINGLE_WORDS, _SINGLE_BIT), (_ZERO_WORDS, _ZERO_BIT), (_MODAL_WORDS, _MODAL_BIT),
               (_BAN_ONE_WORDS, _BAN_ONE_BIT)]
    for words, bit in groups:
        for word in gate_words(words):  # a phrase by one of its words, whatever the spacing
            bits[word] = bits.get(word, 0) | bit
    automaton = ahocorasick.Automaton()
    for word, word_bits in bits.items():
        # A word holding shorter gate words that open all its gates is found through them.
        inner = 0
        for other, other_bits in bits.items():
            if other != word and other in word:
                inner |= other_bits
        if word_bits & ~inner:
            automaton.add_word(word, (len(word) - 1, word_bits))
    automaton.make_automaton()
    return automaton


_GATE_AUTOMATON = _gate_automaton()

# Run by extract on the lower-cased body (after a non-word character: see
# _COUNT_TRIGGER_PADDED_RE there) to tell which sentences find_counts is run on at
# all, so it must hold in every sentence find_counts can give a count for.  It is
# made of what find_counts needs: every count but a list line's is tied to a word
# of a kind's _KIND_WORDS or of _SINGLE_WORDS, at the start of a word of its trigger
# (_ZERO_RE, _ZERO_HURT_RE and _BAN_ONE_RE name their kind's words too); a line of an
# offence list (_list_line, _list_people_line) names an offence before a dash or a
# colon ("Public order offences – 5", "• affray – four men").  Only whether one
# occurs matters (any_only).
TRIGGER_RE = regexes.compile(
    r"\b(?:"
    + trie_pattern(gate_words((*(w for words in _KIND_WORDS.values() for w in words), *_SINGLE_WORDS)),
                   any_only=True)
    + rf"|(?:{_OFFENCE})\b(?=.*[–—:-]))"
)


def _gates_near(hits: list, b_start: int, m_start: int, a_start: int, a_end: int) -> tuple[int, int]:
    """The bits of the gate words inside folded[a_start:a_end] and inside folded[b_start:m_start]."""
    after_bits = before_bits = 0
    for last, (back, bits) in hits:
        first = last - back
        if a_start <= first and last < a_end:
            after_bits |= bits
        elif b_start <= first and last < m_start:
            before_bits |= bits
    return after_bits, before_bits


def _gate_between(hits: list, bit: int, start: int, end: int) -> bool:
    """Whether a gate word with ``bit`` lies inside folded[start:end]."""
    for last, (back, bits) in hits:
        if bits & bit and start <= last - back and last < end:
            return True
    return False


def _single_person(sentence: str, folded: str, found: list, offset: int) -> list:
    """Counts of 1 for a named or definite person hurt or killed (see _SUBJECT_RE)."""
    kinds_found = {c.kind for c in found}
    if "injuries" in kinds_found and "deaths" in kinds_found:
        return []
    subject = _SUBJECT_RE.match(sentence)
    out = []
    if subject is not None and _subject_ok(subject["subj"]):
        rest = subject.end()
        for kind, predicate in _SINGLE_PREDICATES:
            if kind in kinds_found:
                continue
            pred = predicate.match(folded, rest)
            if pred is None:
                # one subject, two verbs: "The star crumpled to the turf and needed treatment"
                joined = _AND_VERB_RE.match(folded, rest)
                if joined is not None:
                    pred = predicate.match(folded, joined.end())
            if pred is None or _SPORT_INJURY_RE.search(folded, subject.start(), min(len(folded), pred.end() + 60)):
                continue
            out.append(Count(kind, offset + subject.start("subj"), offset + pred.end(),
                             Quantity("1", 1, 1, False), sentence[subject.start("subj"):subject.end("subj")],
                             _people_noun(subject["subj"])))
        if out:
            return out
    headline = _HEADLINE_SUBJECT_RE.match(sentence)
    if headline is not None:
        pred = _HEADLINE_PREDICATE_RE.match(folded, headline.end())
        if pred is not None and pred.lastgroup not in kinds_found:
            subj = sentence[headline.start("subj"):headline.end("subj")]
            return [Count(pred.lastgroup, offset + headline.start("subj"), offset + pred.end(),
                          Quantity("1", 1, 1, False), subj, subj.split()[-1].lower())]
    if any(word in folded for word in _HEADLINE_AND_WORDS):
        second = _HEADLINE_AND_RE.search(folded)
        if second is not None:
            pred = _HEADLINE_PREDICATE_RE.match(folded, second.end())
            if pred is not None and pred.lastgroup not in kinds_found:
                return [Count(pred.lastgroup, offset + second.start("subj"), offset + pred.end(),
                              Quantity("1", 1, 1, False), sentence[second.start("subj"):second.end("subj")],
                              second["subj"])]
    if "injuries" in kinds_found:
        return out
    if "who" in folded:
        who = _WHO_HURT_RE.search(sentence)
        if who is not None and not _SPORT_INJURY_RE.search(folded, who.start(), min(len(folded), who.end() + 60)):
            return [Count("injuries", offset + who.start("subj"), offset + who.end(), Quantity("1", 1, 1, False),
                          sentence[who.start("subj"):who.end("subj")], who["subj"].split()[0].lower())]
    if "blood" in folded:
        # "struck a Chelsea supporter on the head and drew blood"
        bled = _HIT_AND_BLED_RE.search(folded)
        if bled is not None:
            return [Count("injuries", offset + bled.start("subj"), offset + bled.end(), Quantity("1", 1, 1, False),
                          sentence[bled.start("subj"):bled.end("subj")], bled["noun"])]
    if "he" in folded:  # "he" or "she", then any white space
        pronoun = _PRONOUN_HURT_RE.search(folded)
        if pronoun is not None and _PERSON_WORD_RE.search(folded, 0, pronoun.start()):
            return [Count("injuries", offset + pronoun.start("subj"), offset + pronoun.end(),
                          Quantity("1", 1, 1, False), sentence[pronoun.start("subj"):pronoun.end("subj")])]
    return out


_PERSON_WORD_RE = regexes.compile(rf"\b(?:{_PERSON})\b")
_PERSON_RE = regexes.compile(_PERSON)
_HIT_AND_BLED_RE = regexes.compile(
    rf"\b(?:struck|hit|caught)\s+(?P<subj>(?:an?|the|one)\s+(?:[\w'’-]+\s+){{0,2}}?(?P<noun>{_PERSON}))\s+"
    r"(?:on|in)\s+the\s+\w+\s+(?:and|,)\s+(?:drew|drawing)\s+blood\b"
)


# "... and " joining a second verb of the same subject: no other subject, no clause.
_AND_VERB_RE = regexes.compile(r"(?:(?!\b(?:who|which|while|when|as|after|before|because|but|until|and)\b)[^,;:.!?\"“”])"
                          r"{3,140}?\s+and\s+")


_POSSESSIVES = frozenset({"my", "our", "his", "her", "their"})


def _subject_ok(subject: str) -> bool:
    first = subject.split(None, 1)[0].lower()
    if first in _NOT_NAMES or first in _POSSESSIVES:
        return first in ("the", "this", "that") or (first in _POSSESSIVES and len(subject.split()) > 1)
    return not _PEOPLE_RE.fullmatch(first) or bool(_PERSON_RE.fullmatch(first))


@dataclass(frozen=True, slots=True)
class Count:
    kind: str
    start: int
    end: int
    quantity: Quantity
    original: str
    detail: str = ""


def find_counts(sentence: str, offset: int = 0, folded: str | None = None) -> list[Count]:
    """Every count claim in one sentence; spans are shifted by ``offset``.

    ``folded`` is ``fold(sentence)`` when the caller has it already.
    """
    if folded is None:
        folded = fold(sentence)
    found: list[Count] = []
    if folded[-1:].isdigit() or folded[-2:-1].isdigit():
        line = _list_line(sentence, folded, offset)
        if line is not None:
            return [line]
    if folded[:1] in _BULLETS:
        line = _list_people_line(sentence, folded, offset)
        if line is not None:
            return [line]
    slug = _SLUG_RE.match(folded) if folded.find("-", 4, 12) > 0 else None
    if slug is not None:  # "Soccer-Seven arrested": the number opens the headline after the slug
        cut = slug.end() - 1
        sentence = sentence[:cut] + " " + sentence[cut + 1:]
        folded = folded[:cut] + " " + folded[cut + 1:]
    hits = list(_GATE_AUTOMATON.iter(folded))
    gates = 0
    for _, (_, bits) in hits:
        gates |= bits
    # Only a sentence holding some kind's words can tie a quantity to a trigger;
    # without any, no quantity can be a count and the numbers are not even parsed.
    if gates & _KIND_MASK:
        found_numbers = fold_quantities(folded)
        if "between" in folded:
            ranges = list(BETWEEN_FOLD_RE.finditer(folded))
            if ranges:  # "between 30 and 40" replaces the numbers inside it
                found_numbers = sorted(
                    [m for m in found_numbers if not any(r.start() <= m.start() < r.end() for r in ranges)] + ranges,
                    key=lambda m: m.start(),
                )
        matches = [m for m in found_numbers if _plausible(sentence, folded, hits, gates, m)]
        unclassified: list[tuple[int, re.Match, Quantity]] = []  # (index in matches, match, quantity)
        # The next number owns what follows it; an article ("a broken nose") does not.
        limits = [len(sentence)] * len(matches)
        for index in range(len(matches) - 1, 0, -1):
            following = matches[index]
            limits[index - 1] = following.start() if following["num"] not in _ARTICLES else limits[index]
        for index, match in enumerate(matches):
            # Groups re-read from the original text: the folded letters are only for matching.
            # (A group that took no part spans (-1, -1).)  ``regs`` gives every span in one
            # call; both quantity regexes number their groups alike (see _QUANTITY_GROUPS).
            (m_start, a_start), (mod_start, mod_end), (num_start, num_end), (num2_start, num2_end) = match.regs
            fnum = folded[num_start:num_end]
            article = fnum in _ARTICLES
            if article and num2_start < 0 and mod_start < 0:
                quantity = _ARTICLE_QUANTITY
            else:
                quantity = quantity_from_parts(sentence[num_start:num_end],
                                               sentence[num2_start:num2_end] if num2_start >= 0 else None,
                                               sentence[mod_start:mod_end] if mod_start >= 0 else None)
            if quantity is None:
                continue
            if folded.startswith(" so", a_start - 3):
                quantity = or_so(quantity)  # "a dozen or so"
            a_end = limit = limits[index]
            breaker = _CLAUSE_BREAK_RE.search(sentence, a_start, limit)
            if breaker is not None:
                a_end = breaker.start()
            b_start = m_start - 60 if m_start > 60 else 0
            if found and folded.startswith(" of ", a_start) and _OF_THEM_RE.match(folded, a_start):
                # "23 people were arrested, 14 of them inside the ground": a part, whatever follows
                part = _part_of(sentence, folded, match, quantity, found, offset)
                if part is not None:
                    found.append(part)
                    continue
            count = _classify(sentence, folded, hits, fnum, quantity, m_start, a_start, a_end, b_start)
            if (count is None and a_end < len(sentence) and folded.find(",", a_start, a_end) >= 0
                    and _APPOSITION_CUT_RE.fullmatch(folded, a_start, a_end)):
                # "Three officers, one of whom was kicked, were injured": the next number
                # is inside an apposition, so the words after it are still this one's.
                breaker = _CLAUSE_BREAK_RE.search(sentence, a_end)
                count = _classify(sentence, folded, hits, fnum, quantity, m_start, a_start,
                                  breaker.start() if breaker is not None else len(sentence), b_start)
            if (count is not None and count[0] == "crowd" and quantity.high == 0
                    and not _PRESENCE_END_RE.search(folded, a_start, count[1])):
                continue  # "no away fans were involved": an absence, not a crowd ("no away fans were present": 0)
            if (count is not None and found and article
                    and found[-1].start <= offset + m_start < found[-1].end):
                continue  # "Two fans were given a stadium ban": the article is inside that count's trigger
            if count is not None:
                found.append(
                    Count(count[0], offset + m_start, offset + count[1], quantity,
                          sentence[m_start:a_start], count[2])
                )
            elif not article:
                unclassified.append((index, match, quantity))
        totals = found[:]
        for index, match, quantity in unclassified:
            part = _part_of(sentence, folded, match, quantity, totals, offset) if totals else None
            if part is None and totals and index + 1 < len(matches):
                part = _coordinated(sentence, folded, match, quantity, matches[index + 1], totals, offset)
            if part is not None:
                found.append(part)
        if unclassified:
            found.sort(key=lambda c: c.start)
    if gates & _SINGLE_BIT:
        found.extend(_single_person(sentence, folded, found, offset))
    if gates & _ZERO_BIT:
        for zero in _ZERO_RE.finditer(folded):
            trig = sentence[zero.start("trig"):zero.end("trig")]
            kind = _ZERO_KIND[" ".join(trig.lower().split())]
            found.append(
                Count(kind, offset + zero.start(), offset + zero.end(),
                      Quantity("0", 0, 0, False), sentence[zero.start():zero.end()])
            )
    if gates & _ZERO_BIT and "hurt" in folded and not any(c.kind == "injuries" for c in found):
        zero = _ZERO_HURT_RE.search(folded)
        if zero is not None:
            found.append(Count("injuries", offset + zero.start(), offset + zero.end(),
                               Quantity("0", 0, 0, False), sentence[zero.start():zero.end()]))
    if gates & _BAN_ONE_BIT and "ban" in folded and not any(c.kind == "bans" for c in found):
        one = _BAN_ONE_RE.search(folded)
        if one is not None and not _LIFE_RE.search(folded, one.start("ban"), one.end("ban")):
            found.append(Count("bans", offset + one.start("ban"), offset + one.end("ban"), Quantity("1", 1, 1, False),
                               sentence[one.start("ban"):one.end("ban")].split(None, 1)[0],
                               _ban_detail("bans", folded[one.start("ban"):one.end("ban")])))
    return found


def is_year(digits: str) -> bool:
    """A list line's number that is a year, not a count."""
    return len(digits) == 4 and 1850 <= int(digits) <= 2099


def _list_line(sentence: str, folded: str, offset: int) -> Count | None:
    """The arrests one line of an offence list gives ("Public order offences – 5"), or None.

    A key-facts line naming a kind ("Arrests: 9", "Injured – 3", "Attendance: 28,500")
    gives that kind."""
    fact = _FACT_LINE_RE.fullmatch(folded)
    if fact is not None:
        quantity = quantity_from_parts(sentence[fact.start("num"):fact.end("num")], None, None)
        if quantity is not None and not is_year(fact["num"]):
            return Count(_FACT_KINDS[fact["label"].split()[-1]], offset + fact.start("num"), offset + fact.end("num"),
                         quantity, sentence[fact.start("num"):fact.end("num")])
    line = LIST_LINE_RE.fullmatch(folded)
    if line is None or not _OFFENCE_RE.search(folded, line.start("label"), line.end("label")):
        return None
    if is_year(line["num"]):
        return None  # "Assault on a steward - 2019"
    n = int(line["num"])
    return Count("arrests", offset + line.start("num"), offset + line.end("num"), Quantity(str(n), n, n, False),
                 sentence[line.start("num"):line.end("num")])


_BULLETS = frozenset("•·▪‣*–—-")
# A key-facts line: "Arrests: 9", "• Ejections – 4", "Attendance: 28,500".
_FACT_KINDS = {
    "arrests": "arrests", "arrested": "arrests", "detained": "arrests", "detentions": "arrests",
    "injuries": "injuries", "injured": "injuries", "casualties": "injuries", "hurt": "injuries",
    "deaths": "deaths", "dead": "deaths", "ejections": "dispersal", "ejected": "dispersal",
    "attendance": "crowd", "crowd": "crowd",
}
_FACT_LINE_RE = regexes.compile(
    r"\s*[•·▪‣*–—-]?\s*(?P<label>(?:(?:total|number\s+of)\s+)?(?:"
    + "|".join(sorted(_FACT_KINDS, key=len, reverse=True))
    + r"))\s*[–—:-]\s*(?P<num>\d{1,3}(?:,\d{3})+|\d{1,6})\s*\.?\s*"
)


def _list_people_line(sentence: str, folded: str, offset: int) -> Count | None:
    """The arrests one bulleted line of an offence list gives in people ("• affray – four men"), or None."""
    line = LIST_PEOPLE_LINE_RE.fullmatch(folded)
    if line is None or not _OFFENCE_RE.search(folded, line.start("label"), line.end("label")):
        return None
    quantity = quantity_from_parts(sentence[line.start("num"):line.end("num")], None, None)
    if quantity is None or not quantity.low:
        return None
    return Count("arrests", offset + line.start("num"), offset + line.end(), quantity,
                 sentence[line.start("num"):line.end("num")])


def _part_of(sentence, folded, match, quantity, found, offset) -> Count | None:
    """A count that is part of an earlier count of the sentence, or None.

    "- two for public order offences", ", one for assault", "including nine
    police officers": the part has the kind of the count it breaks down and is
    no larger than it.
    """
    start = offset + match.start()
    total = next((c for c in reversed(found) if c.start < start and c.kind in PART_KINDS), None)
    crowd = total is None
    if crowd:  # "The attendance was 28,500, including about 2,800 visiting supporters"
        total = next((c for c in reversed(found) if c.start < start and c.kind == "crowd"), None)
    if total is None or quantity.low is None or total.quantity.low is None:
        return None
    if quantity.low >= total.quantity.low and total.quantity.low:
        return None
    fbefore = folded[max(0, match.start() - 20):match.start()]
    end = None
    if _INCLUDING_BEFORE_RE.search(fbefore):
        people = _PEOPLE_NEXT_RE.match(folded, match.end())
        if people is None and not crowd:  # "11 were detained, including the eight in the Old Town"
            people = _PART_AFTER_RE.match(folded, match.end())
        if people is not None:
            end = people.end()
    elif crowd:
        return None
    elif _PART_BEFORE_RE.search(fbefore):
        part = _PART_AFTER_RE.match(folded, match.end())
        if part is not None:
            end = part.end()
    if end is None:
        return None
    return Count(total.kind, start, offset + end, quantity, sentence[match.start():match.end()], total.detail
                 if total.kind == "bans" else "")


def _coordinated(sentence, folded, match, quantity, following, totals, offset) -> Count | None:
    """"Two stewards and a 14-year-old boy were treated": the first of two
    coordinated counts takes the kind the second one's verb gives it."""
    between = _AND_PEOPLE_RE.fullmatch(folded, match.end(), following.start())
    if between is None:
        return None
    second = next((c for c in totals if c.start == offset + following.start()), None)
    if second is None or second.kind == "crowd":
        return None
    return Count(second.kind, offset + match.start(), offset + between.end("people"),
                 quantity, sentence[match.start():match.end()], between["noun"])


def _plausible(sentence: str, folded: str, hits: list, gates: int, match: re.Match) -> bool:
    start, end = match.span()
    if _UNIT_AFTER_RE.match(folded, end):
        return False
    b_start = start - 25 if start > 25 else 0
    fbefore = folded[b_start:start]
    num = match["num"]
    # "after the game dozens of fans": a vague number is no date, page or game number
    if (fbefore.rstrip().endswith(_DATE_ENDINGS) and _DATE_BEFORE_RE.search(fbefore)
            and not num.startswith(_VAGUE_PLURALS)):
        return False
    if num[0].isdigit():
        before = sentence[b_start:start]
        name = _CAPITAL_BEFORE_RE.search(before)
        if name and not match["mod"] and name.group().strip().lower() not in _COMMON_CAPITALS:
            sentence_initial = name.start() == 0 and start <= 25
            if not sentence_initial:
                # "Radio 5 live", "London Stadium 185": a number that is part of a name
                return False
        digits = num.replace(",", "")
        if len(digits) == 4 and "," not in num and 1850 <= int(digits) <= 2099:
            if _YEAR_CONTEXT_RE.search(fbefore) or not before.strip():
                return False
    if (gates & _MODAL_BIT and _gate_between(hits, _MODAL_BIT, b_start, start)
            and _MODAL_BEFORE_RE.search(fbefore)):
        return False
    return True


def _classify(sentence, folded, hits, fnum, quantity, m_start, a_start, a_end, b_start):
    """(kind, end offset in sentence, detail) or None.

    ``fnum`` is the quantity's folded ``num`` group; the quantity starts at m_start.  The words
    after the quantity are sentence[a_start:a_end], the 60 characters before it
    sentence[b_start:m_start].  Walks the words after the quantity by hand rather
    than with one big backtracking regex: that is what keeps extraction fast.
    """
    after_bits, before_bits = _gates_near(hits, b_start, m_start, a_start, a_end)
    # A kind's triggers lie after the quantity (verb or noun) or before it (verb):
    # without one of its words in either, the kind cannot match here.
    rules = _RULES_BY_MASK[(after_bits | before_bits) & _KIND_MASK]
    if not rules:
        return None
    fafter = folded[a_start:a_end]
    fbefore = folded[b_start:m_start]
    after = sentence[a_start:a_end]
    single = fnum in _ARTICLES
    # "dozens spilled onto the pitch": a plural vague quantity is people by itself
    vague_people = fnum.startswith(_VAGUE_PLURALS)
    someone = fnum in _SOMEONE
    nobody = fnum in _NOBODY or someone
    base = a_start
    # The words after the quantity are only read for a kind with a trigger word there.
    words = None
    people_after = _UNREAD
    for kind, after_re, noun_re, before_re in rules:
        if (single or someone) and kind == "crowd":
            break  # one person is no crowd ("A fan who was in the away end"); crowd is the last kind
        if after_bits & _AFTER_BITS[kind]:
            if words is None:
                words, starts, ends, mids, tries = _words_after(after, fafter, nobody)
                n_tokens = len(words)
            for mid_end, k in tries:
                j = k
                while j < n_tokens:
                    trig = after_re.match(fafter, starts[j])
                    if trig is not None:
                        mid_text = after[:mid_end]
                        if (_mid_ok(mid_text.strip(), single, kind, nobody)
                                and not (fafter.startswith(_BURNED, starts[j]) and not someone
                                         and not _PEOPLE_RE.search(mid_text))
                                and not (kind == "crowd" and not mid_text.strip() and not vague_people)):
                            noun = _people_noun(mid_text)
                            if kind == "crowd" and noun in _NOT_CROWD:
                                return None  # a police or stewarding deployment
                            return kind, base + trig.end(), noun
                    if j - k < 4 and (words[j] in _AUX_WORDS or words[j].endswith("ly")):
                        j += 1
                    else:
                        break
            for k in range(min(mids, 2) + 1):
                if single and k:
                    break
                if k < n_tokens:
                    noun = noun_re.match(fafter, starts[k])
                elif kind == "crowd":
                    noun = noun_re.match(fafter, len(after))
                else:
                    noun = None
                if noun is None and kind == "crowd" and k == 0:
                    noun = noun_re.match(fafter, 0)
                if noun is not None:
                    if kind == "bans" and quantity.low is None:
                        break
                    if kind == "bans" and single and (_BAN_DURATION_RE.match(fafter, noun.end())
                                                      or fafter.startswith("life", noun.start())):
                        break  # "a banning order of up to ten years": a length; "a lifetime ban": see things
                    if kind == "crowd" and (single or _people_noun(after[: noun.start()]) in _DEPLOYED):
                        break  # "a crowd of ...": the size follows; "200 officers": a deployment
                    return kind, base + noun.end(), _ban_detail(kind, after[noun.start():noun.end()])
        if before_bits & _KIND_BITS[kind] and not (single and kind == "crowd") and before_re.search(fbefore):
            if people_after is _UNREAD:
                people_after = _people_after(after, fafter)
            if (people_after is not None or not after.strip() or after[:1] in ",." or kind == "crowd"
                    or (kind in RUNNING_TOTAL_KINDS and _TOTAL_BEFORE_RE.search(fbefore))):
                if kind == "crowd" and people_after is not None and people_after[1] in _NOT_CROWD:
                    return None  # "in front of 200 police officers"
                if people_after is None:
                    return kind, base, ""
                return kind, base + people_after[0], people_after[1]
        if kind in _OBJECT_TAILS and _OBJECT_VERB_BEFORE_RE[kind].search(fbefore):
            # "stopped 40 fans from travelling", "took six men into custody": the verb
            # needs its complement after the people.
            if people_after is _UNREAD:
                people_after = _people_after(after, fafter)
            if people_after is not None and _OBJECT_TAILS[kind].match(fafter, people_after[0]):
                return kind, base + people_after[0], people_after[1]
        if kind == "crowd":
            obj = _CROWD_OBJECT_BEFORE_RE.search(fbefore)
            if obj is not None:
                if people_after is _UNREAD:
                    people_after = _people_after(after, fafter)
                if people_after is not None:
                    end, noun = people_after
                    if (noun not in _NOT_CROWD
                            and (obj["took"] is None or _TO_PLACE_RE.match(fafter, end)
                                 or (obj["took"] == "brought" and not _BROUGHT_NOT_CROWD_RE.match(fafter, end)))):
                        return kind, base + end, noun
    return None


# Not yet read (``_people_after`` may give None).
_UNREAD = object()


def _people_after(after: str, fafter: str) -> tuple[int, str] | None:
    """(end, lower-cased noun) of the people noun that opens ``after`` (see _PEOPLE_AFTER_RE), or None."""
    people = _PEOPLE_AFTER_RE.match(fafter)
    if people is None:
        return None
    return people.end(), after[people.start("noun"):people.end("noun")].lower()


# Characters whose fold is not their lower case (see ``text.fold``).
_FOLD_NOT_LOWER = ("İ", "ı", "ſ")


def _words_after(after: str, fafter: str, nobody: bool) -> tuple[list, list, list, int, list]:
    """The words after a quantity: (words, starts, ends, mids, tries).

    words are the lower-cased words and commas in the first 160 characters, starts
    and ends their offsets; mids the number of words that may stand between the
    quantity and its trigger; tries the (end of the words between quantity and
    trigger, index of the word the trigger may start at) to try.
    """
    # One split gives the words and the text between them, whose running lengths are
    # the words' places: no method calls per word.  The words' offsets are kept as two
    # lists, not zipped into tuples: most are never read.
    parts = _TOKEN_SPLIT_RE.split(fafter[:160])
    offsets = list(accumulate(map(len, parts)))
    words = parts[1::2]
    if not after.isascii() and any(c in after for c in _FOLD_NOT_LOWER):
        # The folded words are the lower-cased ones but for these characters.
        words = [word.lower() for word in _TOKEN_SPLIT_RE.split(after[:160])[1::2]]
    starts = offsets[0::2]
    ends = offsets[1::2]
    n_tokens = len(words)
    # Mid words: up to five non-stop words before the auxiliaries.
    mids = 0
    while mids < n_tokens and mids < 5 and words[mids] != ",":
        word = words[mids]
        if (word in _STOP_OR_SINGULAR or (word.endswith("ly") and word not in _LY_NOUNS)) and not (
                word in _SIDES_NOUNS and mids >= 2 and words[mids - 1] in _SIDES_DETERMINERS
                and words[mids - 2] in _SIDES_PREPOSITIONS):
            break
        mids += 1
    if nobody and mids and words[0] in _PLACE_PREPOSITIONS:
        # "nobody in the away end was hurt": the place may hold any words up to the verb
        while (mids < n_tokens and mids < 6 and words[mids] != ","
               and words[mids] not in _AUX_WORDS
               and not (words[mids].endswith("ly") and words[mids] not in _LY_NOUNS)):
            mids += 1
    tries = [(0, 0)]
    for k in range(1, mids + 1):
        tries.append((ends[k - 1], k))
    if mids and mids + 1 < n_tokens and words[mids] == ",":
        # An apposition or a relative clause between the people and their verb:
        # "seven men, aged between 19 and 47, had been arrested", "fans, who were ...".
        head = ends[mids - 1]
        if words[mids + 1] in _RELATIVE:
            tries.append((head, mids + 2))
        for close in range(mids + 1, min(n_tokens, mids + 12)):
            if words[close] == ",":
                tries.append((head, close + 1))
                break
    return words, starts, ends, mids, tries


def _mid_ok(mid: str, single: bool, kind: str, nobody: bool = False) -> bool:
    if not mid:
        return not single
    if "," in mid:
        return False
    if _PEOPLE_RE.search(mid):
        return True
    if mid.endswith(("s", "e", "p")):
        tail = _SIDES_TAIL_RE.search(mid)  # "fans from both sides"
        if tail is not None and _PEOPLE_RE.search(mid, 0, tail.start()):
            return True
    if nobody and mid.split(None, 1)[0].lower() in _PLACE_PREPOSITIONS:
        return True  # "nobody on the pitch was hurt"
    if kind != "crowd" and _PEOPLE_PLACE_RE.search(mid):
        return True  # "none of the officers on duty was injured"
    # "the 41,000 fans who attended"
    head, _, last = mid.rpartition(" ")
    return last.lower() in _RELATIVE and bool(_PEOPLE_RE.search(head))


def _people_noun(mid: str) -> str:
    found = _PEOPLE_RE.search(mid)
    return found.group().lower() if found else ""


def _ban_detail(kind: str, trigger: str) -> str:
    if kind != "bans":
        return ""
    return "banning order" if "order" in trigger.lower() else "club ban"
