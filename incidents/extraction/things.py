"""Named things: missiles, pyrotechnics, police deployments, measures,
investigations, sanctions, pitch invasions and lifetime bans.

Each rule is a regex over one sentence yielding (kind, value, start, end, detail).
Missiles need a throwing word in the sentence: "seats covered in tarpaulin"
describes the ground, "seats were thrown" is a claim.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Iterator

import ahocorasick

from . import regexes
from .text import fold, gate_words

_THROW_RE = re.compile(
    r"\b(?:thr[eo]w|thrown|throwing|hurl\w*|launch\w*|lobb\w*|toss\w*|pelt\w*|missiles?|"
    r"fl(?:ew|ying|ung)|fling\w*|rain\w*\s+down|rain(?:s|ed|ing)?\s+(?:from|on|onto|in)|struck\s+(?:in|on|by)|"
    r"(?:hit|struck)\s+(?:[\w'’-]+\s+){0,4}?by|"
    # "a flare attack on the goalkeeper", "took a coin to the eyebrow"
    r"(?:flares?|bottles?|coins?|missiles?|fireworks?|stones?|bricks?|rocks?)\s+attacks?|"
    r"(?:took|taken|copped|caught|got)\s+an?\s+(?:[\w'’-]+\s+)?[\w'’-]+\s+(?:to|in|on)\s+the\s+"
    r"(?:head|face|eye|eyebrow|forehead|temple|cheek|nose|mouth|chin|neck|ear|back\s+of\s+the\s+head)|"
    r"aimed\s+at|fired|chuck\w*|"
    r"projectiles?|objects?\s+(?:were|was)|used\s+as|land(?:ed|ing|s)?|attack\w*\s+(?:[\w'’-]+\s+){0,4}?with)\b",
    re.I,
)
# The missile as the subject of a hit or of a motion: "FLARE HITS LINO", "coins started
# coming back the other way".  Run only where _THROW_RE found nothing (gate "hitmove").
_MISSILE_SUBJECT_RE = re.compile(
    r"\b(?:coins?|bottles?|cups?|lighters?|flares?|fireworks?|smoke\s*bombs?|objects?|missiles?|seats?|stones?|"
    r"bricks?|cans?|glass(?:es)?)\s+(?:(?:also|then|narrowly|nearly|had|has|have|was|were|started|began|kept|"
    r"soon)\s+){0,2}(?:hits?|hitting|strikes?|striking|struck|fl(?:y|ies|ew|ying)|(?:coming|came|come)\s+(?:back|over|in|down|onto|"
    r"on\s+to|towards|into|across)|sail(?:ed|ing)|whizz(?:ed|ing)|shower(?:ed|ing)|pour(?:ed|ing)\s+(?:down|in|onto))\b",
    re.I,
)
_MISSILE_RE = re.compile(
    r"\b(?P<w>seats?(?!\s+(?:along|away|further|to\s+(?:my|his|her|our|their)\s+(?:left|right)))|chairs?|bottles?|coins?|flares?(?!-up)|smoke\s*(?:bombs?|grenades?)|pyros\b|programmes?|"
    r"scarf|scarves|lighters?|(?:pint\s+)?glass(?:es)?(?!\s+(?:ceiling|of))|fireworks?|rockets|rocket(?=\s+(?:(?:was|had|has)\s+)?(?:landed|exploded|went\s+off|hit|struck|(?:fired|launched|thrown)\s+(?:from|onto|into|at|towards)))|"
    r"(?:plastic|paper|full|beer|drinks?|coffee|pint)\s+cups?|\d+p\s+(?:pieces?|coins?)|pound\s+coins?|"
    r"missiles?|objects?|projectiles?|cans?|cups?(?=\s+(?:were|was|and|,))|stones?|bricks?|rocks?|"
    r"pyrotechnics?|debris|plastic\s+cups?|firecrackers?|fire\s+crackers?|bangers?)\b",
    re.I,
)
_MISSILE_CANON = (
    ("seat", r"seats?|chairs?"), ("bottle", r"bottles?"), ("coin", r"coins?"),
    ("flare", r"flares?|pyrotechnics?|pyros?"), ("smoke bomb", r"smoke\s*(?:bombs?|grenades?)"),
    ("programme", r"programmes?"),
    ("scarf", r"scarf|scarves"), ("lighter", r"lighters?"), ("glass", r"(?:pint\s+)?glass(?:es)?"),
    ("firework", r"fireworks?|rockets?|(?:fire\s*)?crackers?|bangers?"), ("stone", r"stones?|rocks?"), ("cup", r"(?:(?:plastic|paper|full|beer|drinks?|coffee|pint)\s+)?cups?"),
    ("coin", r"\d+p\s+(?:pieces?|coins?)|pound\s+coins?"),
)
_PYRO_RE = re.compile(
    r"\b(?P<w>flares?(?!-up)|smoke\s*(?:bombs?|grenades?)|fireworks?|rockets|rocket(?=\s+(?:(?:was|had|has)\s+)?(?:landed|exploded|went\s+off|hit|struck|(?:fired|launched|thrown)\s+(?:from|onto|into|at|towards)))|pyrotechnics?|pyros?|bangers?|"
    r"firecrackers?|fire\s+crackers?)\b",
    re.I,
)
_PYRO_USE_RE = re.compile(
    r"\b(?:set\s+off|let\s+off|setting\s+off|letting\s+off|lit|lighting|ignited|fired|thrown|"
    r"threw|throwing|hurled|launched|exploded|went\s+off|detonated|pyrotechnics|smoke\s+filled|"
    r"flares?\s+(?:were|was)(?!\s+(?:brought|smuggled|taken|carried|found|confiscated|seized|hidden|concealed|sneaked))|"
    r"used|chuck\w*|lobb\w*|toss\w*|pelt\w*|land(?:ed|ing|s)?|flung|burn(?:ing|t|ed)|"
    r"(?:hit|struck)\s+(?:[\w'’-]+\s+){0,4}?by|"
    r"(?:flares?|fireworks?|smoke\s*bombs?|pyros?|rockets?)\s+(?:also\s+)?(?:hits?|hitting|struck|strikes?|striking)|"
    r"(?:gone|go|goes|going)\s+off|smoke-filled|halt(?:s|ed)?|suspended|delay(?:s|ed)?|interrupt(?:s|ed)?|"
    r"paused|stoppages?|(?:play|game|match)\s+(?:was\s+|were\s+|had\s+been\s+|has\s+been\s+)?(?:briefly\s+)?stopped|"
    r"happened\s+with|(?:incidents?|trouble|problems?|scenes)\s+(?:with|involving)|"
    r"(?:volley|blizzard|barrage|hail|salvo|cascade|flurry)\s+of)\b",
    re.I,
)
# An offence's name, not a pyrotechnic let off: "two for pyrotechnic offences",
# "possession of a pyrotechnic".  Run on the folded sentence around a match.
_OFFENCE_BEFORE_RE = regexes.compile(
    r"\b(?:possession\s+of|possessing|carrying|in\s+possession\s+of)\s+(?:an?\s+)?$|"
    # what a club is punished for: "fined 612,000 euros for pyrotechnics"
    # ("charges for throwing objects, a pitch invasion ..., and Ajax for lighting fireworks": any item of the list)
    r"\b(?:fined|charged|punished|sanctioned|penali[sz]ed|proceedings|charges?)\b[^.;]{0,80}?\s+(?:for|over)\s+"
    r"(?:[^.;]{0,80}?(?:,|\band)\s+(?:[\w'’-]+\s+for\s+)?)?"
    r"(?:the\s+)?(?:an?\s+)?(?:(?:use|lighting|throwing|igniting|setting\s+off|letting\s+off)\s+(?:(?:and|or)\s+"
    r"(?:use|lighting|throwing|igniting|setting\s+off|letting\s+off)\s+)?(?:of\s+)?(?:an?\s+)?)?$|"
    # one item of an offence list: "one for pitch encroachment and one for throwing coins"
    r"(?:\b(?:one|two|three|four|five|six|seven|eight|nine|ten|\d+|another|others?)\s+for|"
    r"\boffen[cs]es?\s+(?:including|such\s+as|of|like))\s+(?:allegedly\s+)?(?:throwing|hurling|lobbing|"
    r"launching|tossing)\s+(?:an?\s+)?$"
)
# A pyrotechnic only let off is no missile, even when something else was thrown in the
# sentence: "flares were let off ..., while coins ... were flung", "let off 30 flares and smoke bombs".
_PYRO_NOUN = r"(?:flares?|smoke\s*(?:bombs?|grenades?)|fireworks?|rockets?|pyrotechnics?|pyros?|bangers?|firecrackers?)"
_LET_OFF_AFTER_RE = regexes.compile(
    rf"(?:\s*(?:,|and|or)\s+(?:[\w-]+\s+){{0,2}}?{_PYRO_NOUN})*\s+(?:(?:were|was|being|been|had|have|has|are|is|"
    r"also|all)\s+){0,3}(?:let\s+off|set\s+off|let\s+loose|lit|ignited|went\s+off|gone\s+off)\b"
    r"(?!\s+(?:and|before\s+being)\s+(?:then\s+)?(?:thrown|hurled|launched|lobbed|tossed|fired))"
)
_LET_OFF_BEFORE_RE = regexes.compile(
    rf"\b(?:let|set|letting|setting)\s+off\s+(?:[\w-]+\s+){{0,3}}?(?:{_PYRO_NOUN}\s*(?:,|and|or)\s+(?:[\w-]+\s+)?)*$"
)
# A list of what happened, as a headline: "Flares, coins and a lad on the pitch: the derby ...".
_HEAD_LIST_RE = regexes.compile(r"^\W*(?P<list>[^.!?:;]{3,120}?)\s*:\s")
_HEAD_ITEM_SPLIT_RE = regexes.compile(r"\s*,\s*|\s+and\s+")
_HEAD_ITEM_RE = regexes.compile(
    rf"(?:an?|some|the|two|three|four|five|several|more|flying|few|dozens\s+of|a\s+few)?\s*(?:[\w-]+\s+)?"
    rf"(?:{_PYRO_NOUN}|coins?|bottles?|cups?|lighters?|seats?|missiles?|objects?|(?:[\w-]+\s+){{0,2}}?on\s+the\s+pitch|"
    r"pitch\s+invasions?|pitch\s+invaders?|(?:[\w-]+\s+)?arrests?|fights?|brawls?|clashes|punches|chants?)"
)
_OFFENCE_AFTER_RE = regexes.compile(r"\s*(?:-related\s+|related\s+)?(?:offences?|charges?|crimes?)\b")
# A line of a list of offences and the people arrested for each: "• throwing a missile – two men".
_OFFENCE_LINE_RE = regexes.compile(
    r"\W*[•·▪‣*–—-]\s*(?P<label>[^–—:\d]{2,80}?)\s[–—:-]\s*(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|"
    r"ten|eleven|twelve|\w+teen|twenty|thirty|forty|fifty)\b"
)
# A general statement of the law, not a claim about the match: what it says is
# illegal, said of an activity ("Throwing objects ... is a criminal offence"), of
# a bare plural ("Pyrotechnics are dangerous and illegal") or of "it" ("it is an
# offence to ..."), or a reminder of what an act "can lead to".
_GENERAL_START_RE = regexes.compile(
    r"\W*(?P<subject>\w+ing\b[^,;]*?|\w+s\s+|it\s+)(?:is|are)\s+(?:(?:a\s+)?(?:criminal\s+)?offen[cs]e|an\s+offen[cs]e|"
    r"(?:dangerous\s+and\s+)?(?:illegal|unlawful|banned)|against\s+the\s+law|a\s+crime)\b"
)
# The words of _GENERAL_START_RE and _REMINDER_RE, one of which every match holds (the
# phrases by one of their words: see text.gate_word).  "law" for "against the law": "against"
# is in many more sentences.
_GENERAL_WORDS = ("offen", "illegal", "unlawful", "banned", "law", "crime")
_REMINDER_RE = regexes.compile(
    r"\b(?:are|were)\s+(?:being\s+)?reminded\b|\bcan\s+(?:lead\s+to|result\s+in)\s+(?:an?\s+)?(?:\w+\s+){0,2}?"
    r"(?:ban|banning|arrest|prosecution|fine|conviction)"
)
_REMINDER_WORDS = gate_words(("reminded", "can lead to", "can result in"))  # "lead", "result"
_PYRO_CANON = (("smoke bomb", r"smoke"), ("firework", r"firework|banger|(?:fire\s*)?cracker|rocket"), ("flare", r"flare|pyro"))


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

_POLICE_RULES = (
    ("riot police", re.compile(r"\briot(?:\s+and\s+mounted)?\s+(?:police|officers|squads?|vans?|cops|units?)|"
                               r"\b(?:police|officers)\s+in\s+riot\s+gear|\briot\s+gear\b", re.I)),
    ("mounted police", re.compile(r"\bmounted\s+(?:police|officers|units?|section)|\bpolice\s+horses|"
                                  r"\bofficers\s+on\s+horseback|\bon\s+horseback", re.I)),
    ("helicopter", re.compile(r"\b(?:police\s+)?helicopters?\b|\bchopper\b", re.I)),
    ("dogs", re.compile(r"\b(?:police\s+dogs?|dog\s+(?:handlers?|units?|sections?)|sniffer\s+dogs?)\b", re.I)),
    ("stewards", re.compile(r"\bstewards\b|\bsteward\b(?!ing)", re.I)),
    ("water cannon", re.compile(r"\bwater\s+cannons?\b", re.I)),
    ("tear gas", re.compile(r"\b(?:tear\s+gas|pepper\s+spray|CS\s+spray)\b", re.I)),
)

_MEASURE_RULES = (
    ("alcohol ban", re.compile(
        r"\b(?:alcohol(?:-|\s+)(?:ban|free)|(?:booze|beer|drink(?:ing)?)(?:-|\s+)ban|"
        # "stopped alcohol sales at the bars", "stopped the mobile bars around the ground from serving alcohol"
        r"(?:stopped|halted|suspended|ended|scrapped|banned)\s+(?:the\s+)?(?:sale\s+of\s+)?(?:alcohol|beer|booze)(?:\s+sales?)?|"
        r"stopped\s+(?:[\w'’-]+\s+){0,8}?from\s+(?:serving|selling)\s+(?:alcohol|beer|booze|drink)|ban(?:ned|ning)?\s+(?:on\s+)?(?:the\s+sale\s+of\s+)?(?:alcohol|beer|booze|drink)|"
        r"(?:alcohol|beer|booze)\s+(?:was|were|will\s+be|would\s+be|is)\s+(?:banned|not\s+(?:be\s+)?(?:sold|served|available))|"
        r"no\s+(?:alcohol|beer|booze)\s+(?:(?:was|will\s+be|would\s+be)\s+)?(?:sold|served|on\s+sale|available)|"
        r"dry\s+(?:match|game|zone)|"
        r"(?:alcohol|beer|booze)\s+(?:was|were|had\s+been|has\s+been|will\s+be|would\s+be)\s+(?:also\s+)?"
        r"(?:withdrawn|removed|taken\s+off)\s+(?:from\s+)?sale|"
        r"(?:alcohol|beer|booze)\s+sales?\s+(?:was|were|had\s+been|has\s+been|will\s+be|would\s+be)\s+(?:also\s+)?"
        r"(?:banned|suspended|stopped|halted|prohibited|withdrawn|restricted)|"
        r"(?:alcohol|beer|booze)\s+(?:will|would|was|is|were)\s+not\s+(?:be\s+)?(?:sold|served|available|allowed|on\s+sale)|"
        # "bars inside the ground will be closed", "closed the concourse bars", "will not serve alcohol", "booze-free"
        r"(?:bars|kiosks|pubs)\s+(?:(?:in|inside|at|around|near|on)\s+(?:[\w'’-]+\s+){0,4}?)?(?:were|was|will\s+be|would\s+be|"
        r"are\s+to\s+be|had\s+been|have\s+been|will\s+remain|remained|stayed|remain)\s+(?:also\s+)?(?:closed|shut)|"
        r"(?:closed|shut|shutting|closing)\s+(?:the\s+|all\s+)?(?:[\w'’-]+\s+)?(?:bars|kiosks|pubs)\b|"
        r"(?:not|no\s+longer)\s+(?:be\s+)?(?:serv|sell)(?:ing|e)\s+(?:any\s+)?(?:alcohol|beer|booze)|"
        r"(?:booze|beer|drink)(?:-|\s+)free|"
        r"(?:alcohol|booze|liquor)\s+(?:restrictions?|curbs?|prohibition|exclusion\s+zones?)|"
        r"(?:restrictions?|curbs?|prohibition)\s+on\s+(?:the\s+)?(?:sale\s+of\s+|consumption\s+of\s+)?(?:alcohol|beer|booze)|"
        r"(?:alcohol|beer|booze)\s+(?:(?:was|were|is|has\s+been|had\s+been|will\s+be)\s+)?(?:also\s+)?(?:prohibited|outlawed))", re.I)),
    ("increased security", re.compile(
        r"\b(?:(?:increased|heightened|tightened|extra|additional|enhanced|beefed[- ]up|stepped[- ]up|boosted)\s+"
        r"(?:number\s+of\s+)?(?:security|police|policing|officers|stewards|stewarding|presence|patrols)|"
        r"security\s+(?:was|were|has\s+been|had\s+been|will\s+be)\s+(?:\w+\s+)?(?:boosted|increased|stepped\s+up|tightened|heightened|reinforced|beefed\s+up)|"
        r"(?:more|extra)\s+(?:police|officers|stewards)\s+(?:were|will\s+be|would\s+be)\s+(?:deployed|drafted)|"
        r"drafted\s+in\s+(?:extra|more|additional)|"
        r"(?:employed|deployed|hired|used|brought\s+in|took\s+on|had|put\s+on)\s+more\s+(?:security|stewards|stewarding|officers|police)|"
        # "Bags were searched twice on the way in", "extra bag searches"
        r"(?:bags|fans|supporters|spectators|everyone)\s+(?:were|was|will\s+be|are|would\s+be)\s+(?:\w+\s+)?searched|"
        r"(?:extra|additional|increased|more|thorough|rigorous|enhanced|stricter)\s+(?:bag\s+|body\s+)?searches|"
        # "tighter security", "a bolstered police presence", "ramped-up stewarding"
        r"(?:tighter|tight|stricter|strict|stringent|reinforced|bolstered|ramped[- ]up|intensified|strengthened|"
        r"greater|bigger|larger|upped)\s+(?:security|police\s+presence|policing|stewarding|patrols)|"
        r"(?:security|policing|stewarding|police\s+presence|police\s+numbers|steward\s+numbers)\s+(?:was|were|has\s+been|"
        r"have\s+been|had\s+been|will\s+be|is\s+being|are\s+being)\s+(?:\w+\s+)?(?:boosted|increased|stepped\s+up|tightened|"
        r"heightened|reinforced|beefed\s+up|ramped\s+up|bolstered|strengthened|intensified|doubled|trebled|tripled|upped)|"
        # "more officers were drafted in", "police reinforcements were called in"
        r"(?:more|extra|additional|further)\s+(?:police|officers|stewards|security\s+staff)\s+(?:were|will\s+be|would\s+be|"
        r"have\s+been|has\s+been|had\s+been|are\s+being|are\s+to\s+be)\s+(?:\w+\s+)?(?:deployed|drafted|brought\s+in|"
        r"called\s+in|added|recruited|hired|stationed|posted|laid\s+on|put\s+on)|"
        r"(?:officers|police|stewards|reinforcements)\s+(?:were|was|had\s+been|have\s+been|will\s+be)\s+(?:\w+\s+)?"
        r"(?:drafted|bussed|shipped|drawn)\s+in|"
        r"(?:doubl|trebl|tripl|increas|boost|bolster|rais)\w*\s+(?:the\s+)?(?:number\s+of\s+(?:police|officers|stewards)|"
        r"(?:police|officer|steward|stewarding|security)\s+numbers)|"
        r"ring\s+of\s+steel|metal\s+detectors?|airport-style\s+(?:security|searches|checks)|body\s+scanners?|"
        r"(?:extra|additional|enhanced|stricter|tighter|increased|more\s+thorough)\s+(?:security\s+|entry\s+)?checks)", re.I)),
    ("segregation", re.compile(
        r"\b(?:segregat\w+|buffer\s+zones?|sterile\s+zones?|cordon\s+sanitaire|"
        # "empty seats separating the two sets of fans", "rows were left empty between"
        r"(?:empty|vacant|unsold|unoccupied)\s+(?:seats|rows|blocks?|sections?|areas?)\s+(?:(?:were|was)\s+(?:left\s+)?)?"
        r"(?:separating|to\s+separate|dividing)|"
        r"(?:seats|rows|blocks?|sections?)\s+(?:were|was|had\s+been|have\s+been|will\s+be)\s+(?:left|kept)\s+"
        r"(?:empty|vacant|unsold|clear)\s+(?:between|to\s+separate|as\s+a\s+buffer)|"
        r"kept\s+(?:the\s+)?(?:two\s+sets\s+of|rival|opposing|home\s+and\s+away)\s+(?:fans|supporters)\s+apart|"
        r"(?:fans|supporters)\s+(?:were|was|will\s+be|had\s+been|have\s+been)\s+(?:\w+\s+)?kept\s+apart|"
        r"separat\w+\s+(?:the\s+)?(?:two\s+sets\s+of|rival|opposing|home\s+and\s+away)\s+(?:fans|supporters))\b", re.I)),
    ("ticket restrictions", re.compile(
        r"\b(?:ticket(?:ing)?\s+restrictions?|restricted\s+ticket\w*|(?:reduced|cut|slashed)\s+(?:ticket\s+)?allocations?|"
        r"allocations?\s+(?:was|were|has\s+been|had\s+been|have\s+been|is\s+being|will\s+be)\s+(?:cut|reduced|slashed)|"
        r"no\s+away\s+(?:fans|supporters)|"
        r"away\s+(?:fans|supporters)\s+(?:were|was|are|will\s+be|have\s+been|has\s+been|had\s+been|remain)\s+"
        r"(?:banned|barred|excluded|prohibited)|"
        # "tickets ... will be sold only to season-ticket holders", "sold only through the home club"
        r"(?:sold|available|on\s+sale)\s+only\s+(?:to|through|via)|only\s+(?:be\s+)?(?:sold|available|on\s+sale)\s+(?:to|through|via)|all-ticket|bubble\s+(?:match|trip)|"
        r"away\s+(?:fans|supporters)\s+(?:(?:have|has|had|were|was|are|is|will|would)\s+)?not\s+(?:been\s+|be\s+)?"
        r"(?:allowed|permitted|admitted)|\bban(?:s|ned|ning)?\s+away\s+(?:fans|supporters)|"
        r"membership\s+scheme|tickets?\s+(?:were|was|will\s+be)\s+(?:restricted|limited)|"
        # "the away allocation was halved", "withdrew the visitors' allocation"
        r"(?:halved|capped|scrapped|withdrawn|revoked|cancelled|canceled)\s+(?:away\s+)?(?:ticket\s+)?allocations?|"
        r"allocations?\s+(?:was|were|has\s+been|had\s+been|have\s+been|is\s+being|will\s+be)\s+(?:also\s+)?(?:halved|withdrawn|"
        r"scrapped|revoked|cancell?ed|removed|capped|limited|restricted)|"
        r"(?:withdr[ae]w\w*|scrap\w*|revok\w*|cancel\w*|halv\w*|slash\w*|reduc\w*)\s+(?:the|their|its|his|her)\s+"
        r"(?:[\w'’-]+\s+){0,2}?(?:ticket\s+)?allocation|"
        r"(?:visiting|travell?ing)\s+(?:fans|supporters)\s+(?:(?:were|was|are|will\s+be|have\s+been|has\s+been|had\s+been|"
        r"remain|would\s+be)\s+)?(?:banned|barred|excluded|prohibited)|"
        r"(?:visiting|travell?ing)\s+(?:fans|supporters)\s+(?:(?:have|has|had|were|was|are|is|will|would)\s+)?not\s+"
        r"(?:been\s+|be\s+)?(?:allowed|permitted|admitted)|"
        # "members-only tickets", "restricted to season-ticket holders", "a home-fans-only match"
        r"members?(?:hip)?[- ]only|(?:season[- ]ticket|membership)\s+holders\s+only|home[- ](?:fans|supporters)[- ]only|"
        r"(?:restricted|limited)\s+to\s+(?:club\s+)?(?:members|season[- ]ticket\s+holders|home\s+(?:fans|supporters))|"
        # "an away-ticket ban", "banned from buying away tickets", "travel ban"
        r"away[- ]tickets?\s+bans?|ban\s+on\s+(?:selling\s+)?(?:away\s+tickets|(?:away|visiting)\s+(?:fans|supporters))|"
        r"(?:clubs?|(?:away|visiting|travell?ing)\s+(?:fans|supporters))\s+(?:(?:were|was|have\s+been|has\s+been|had\s+been|"
        r"will\s+be|are|is)\s+)?(?:banned|barred|prohibited|stopped)\s+from\s+(?:buying|purchasing|receiving|selling|"
        r"being\s+sold|travell?ing)|"
        r"travel\s+bans?\s+(?:on|for)\s+(?:[\w'’-]+\s+){0,2}?(?:fans|supporters)|"
        r"no\s+tickets\s+(?:(?:were|was|will\s+be|would\s+be|have\s+been|has\s+been)\s+)?(?:sold|allocated|made\s+available|issued)\s+to)", re.I)),
    ("behind closed doors", re.compile(r"\bbehind\s+closed\s+doors\b", re.I)),
    ("dispersal order", re.compile(r"\bdispersal\s+(?:orders?|zones?|notices?|powers?|authori[sz]ations?)\b|"
                                   r"\bsection\s+3[45]\s+(?:dispersal\s+)?(?:orders?|notices?|authori[sz]ations?|directions?|powers?)\b", re.I)),
)

# A steward who was hit or hurt: "hit a female steward on the head", "assaulting a steward", "steward hurt".
_STEWARD_HURT_RE = regexes.compile(
    r"\b(?:hit|hitting|struck|striking|assault\w*|attack\w*|punch\w*|kick\w*|injur\w*|headbutt\w*)\s+"
    r"(?:(?:a|an|the|one|two|three|female|male|young|teenage|another|[\w'’-]+['’]s)\s+){0,2}stewards?\b|"
    r"\bstewards?\s+(?:was\s+|were\s+)?(?:hurt|injured|hit|struck|assaulted|attacked|punched|kicked|needed\s+treatment)\b"
)
_BARE_DOGS_RE = regexes.compile(r"(?<!hot\s)\bdogs\b")
_ORG = (
    # How the names below can start (an upper-case letter, or two letters of "the",
    # "fa", "football", ... "club" in either case; re.I also matches "ſ" for "s", "ı"
    # and "İ" for "i"): one cheap test at each place before the alternatives are tried
    # one by one, which is slow with re.I.
    r"(?=(?-i:[A-Z]|t[hH]|f[aAoOiIıİ]|e[fFnN]|u[eE]|p[rRoO]|[sſ][pPcC]|m[eE]|c[lL]))"
    r"(?P<org>(?:the\s+)?(?:FA|Football\s+Association|EFL|English\s+Football\s+League|Football\s+League|UEFA|FIFA|"
    r"Premier\s+League|SPFL|Scottish\s+FA|police|Metropolitan\s+Police|Met(?:\s+Police)?|Scotland\s+Yard|"
    r"(?:(?-i:[A-Z])[a-z]+\s+){1,2}Police|club|clubs|(?-i:[A-Z])[\w'’.-]*(?:\s+(?-i:[A-Z])[\w'’.-]*){0,2}))"
)
_INVESTIGATION_RES = (
    regexes.compile(rf"\b(?:investigated|probed|looked\s+into|examined|reviewed)\s+by\s+{_ORG}", re.I),
    # "The SPFL is now looking into the incidents"
    regexes.compile(rf"{_ORG}\s+(?:(?:is|are|has\s+been|have\s+been|will\s+be|was|were)\s+)?(?:(?:now|also|already)\s+)?"
               r"(?:looking|look|looked)\s+into\b", re.I),
    regexes.compile(rf"{_ORG}\s+(?:(?:has|have|had|is|are|will|to|would|were|was)\s+)?(?:(?:also|now|already|be|been)\s+)?"
               r"(?:launch(?:ed|es|ing)?|open(?:ed|s|ing)?|start(?:ed|s|ing)?|beg[au]n|conduct\w*|carry\w*\s+out|"
               r"to\s+)?\s*(?:an?\s+|its\s+|their\s+)?(?:(?:full|formal|urgent|post[- ]match|internal|criminal|"
               r"thorough)\s+)*(?:investigat\w*|inquiry|enquiry|probe|probing|review)\b", re.I),
    regexes.compile(rf"{_ORG}\s+(?:will|to|would|are\s+to|is\s+to|has|have)\s+(?:\w+\s+)?(?:ask|asked|write\s+to|contact)\w*\s+"
               r"(?:both\s+)?(?:clubs?|\w+)\s+for\s+(?:their\s+)?observations", re.I),
    regexes.compile(rf"\b(?:an?|the)\s+{_ORG}\s+(?:investigation|inquiry|probe)\b"),
    regexes.compile(r"\b(?P<org>its|their|our|we|it|they)\b[^.;]{0,40}?\b(?:investigation|inquiry|enquiry|probe)\b", re.I),
    regexes.compile(r"\b(?P<org>(?:Scottish\s+)?FA|Football\s+Association|EFL|UEFA|FIFA|SPFL|Premier\s+League|(?:[A-Z][a-z]+\s+){1,2}Police|police|"
               r"[Pp]rosecutors?)\b"
               r"[^.;]{0,60}?\b(?:investigation|inquiry|enquiry|probe|investigate|investigating)\b"),
    regexes.compile(r"\b(?:start(?:ed)?|launch(?:ed)?|open(?:ed)?|beg[au]n)\s+(?P<org>an?|its|their|our)\s+(?:[\w-]+\s+){0,3}?"
               r"(?:investigation|inquiry|enquiry|probe)\b", re.I),
    # reported speech: "the club said it was investigating", "confirmed they would look into"
    regexes.compile(r"\b(?:said|says|confirmed|added|stated|announced|revealed|insisted)\s+(?:on\s+\w+\s+)?(?:that\s+)?"
               r"(?P<org>it|they|we)\s+(?:was|were|is|are|would|will|had|has|have)\s+(?:(?:now|also|already|been|be)\s+)*"
               r"(?:investigat\w*|looking\s+into|look\s+into|probing)", re.I),
    # passive with the body after: "an inquiry has been opened by the city prosecutor"
    regexes.compile(r"\b(?:investigation|inquiry|enquiry|probe)\s+(?:[^.;]{0,40}?\s)?(?:has\s+been\s+|had\s+been\s+|was\s+|"
               r"is\s+being\s+|were\s+|will\s+be\s+)?(?:launched|opened|started|begun|conducted|carried\s+out|led|ordered)\s+"
               r"by\s+(?:an?\s+|the\s+)?(?P<org>(?:(?-i:[a-z])+\s+)?prosecutors?(?:['’]s\s+office)?|FA|Football\s+Association|"
               r"EFL|UEFA|FIFA|SPFL|Scottish\s+FA|Premier\s+League|police|(?:(?-i:[A-Z])[a-z]+\s+){1,2}Police|club|"
               r"(?-i:[A-Z])[\w'’.-]*(?:\s+(?-i:[A-Z])[\w'’.-]*){0,2})", re.I),
)
# What each of _INVESTIGATION_RES needs, in its order: a word of every group ("a|b":
# "a" or "b") in the folded sentence.  Most sentences with an investigation word lack
# the rest, and the rules open with a case-insensitive _ORG tried at every place.
_INVESTIGATION_NOUNS = "investigation|inquiry|enquiry|probe"
_INVESTIGATION_GATED = tuple(zip(_INVESTIGATION_RES, map(frozenset, (
    ("investigated|probed|looked|examined|reviewed", "by"),
    ("look", "into"),
    ("investigat|inquiry|enquiry|probe|probing|review",),
    ("observations",),
    ("investigation|inquiry|probe",),
    (_INVESTIGATION_NOUNS,),
    ("investigat|inquiry|enquiry|probe",),
    (_INVESTIGATION_NOUNS, "start|launch|open|began|begun"),
    ("investigat|look|probing", "said|says|confirmed|added|stated|announced|revealed|insisted"),
    (_INVESTIGATION_NOUNS, "by", "launched|opened|started|begun|conducted|carried|led|ordered"),
)), strict=True))
# "Following its own investigation, the club has ...": the investigator is the
# subject after the comma, not whoever the pronoun would resolve to.
_LEAD_INVESTIGATION_RE = regexes.compile(
    r"^(?:following|after|since|as\s+part\s+of|through|in)\s+(?:its|their|our|an?|the)\s+(?:own\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?:investigation|inquiry|enquiry|probe|review)\b[^,]{0,60},\s*"
    r"(?P<org>the\s+club|(?-i:[A-Z])[\w'’.-]*(?:\s+(?-i:[A-Z])[\w'’.-]*){0,2}|we|they|it)\b",
    re.I,
)
# Investigations named by what is done rather than by the word: "enquiries are
# ongoing", "will review the referee's report", "will seek the observations of
# both clubs", "reviewing CCTV footage".  The investigator is the sentence's subject.
_ENQUIRIES_RE = regexes.compile(
    r"\b(?:enquiries|inquiries)\s+(?:(?:are|were|remain|remained|is|was)\s+(?:still\s+)?"
    r"(?:ongoing|continuing|under\s*way|being\s+made)|continue[sd]?|are\s+continuing)\b",
    re.I,
)
# "a post-match investigation was already under way": whose it is comes from who speaks.
_UNDER_WAY_RE = regexes.compile(
    r"\b(?:an?|the)\s+(?:[\w-]+\s+){0,2}?(?:investigation|inquiry|enquiry|probe)\s+(?:was|is|had\s+been|has\s+been|"
    r"were|are)\s+(?:already\s+|now\s+|also\s+|still\s+)?(?:under\s*way|ongoing|launched|opened|started|begun|"
    r"in\s+progress|continuing)\b"
)
# A body named with its acronym in brackets: "The Italian football federation (FIGC) has opened an investigation".
_ACRONYM_INVESTIGATION_RE = regexes.compile(
    r"\((?P<org>(?-i:[A-Z]{2,8}))\)\s+(?:(?:has|have|had|is|are|will|was|were)\s+)?(?:(?:also|now|already|been)\s+)*"
    r"(?:launch\w*|open\w*|start\w*|beg[au]n|conduct\w*|investigat\w*|look\w*\s+into|prob\w*)"
    r"(?:\s+(?:an?|its|their)\s+(?:[\w-]+\s+){0,2}?(?:investigation|inquiry|enquiry|probe|review))?",
    re.I,
)
_SAID_BEFORE_RE = regexes.compile(r"\b(?P<who>he|she)\s+(?:said|added|confirmed|told\s+\w+|explained|revealed)\b(?:\s+that)?\s+$")
_ACTION_RES = (
    regexes.compile(r"\b(?:review\w*|examin\w*|stud(?:y|ies|ied|ying))\s+(?:the\s+)?(?:(?:referee|match\s+officials?|officials?|"
               r"(?:match\s+)?delegate|match\s+commissioner|observer)(?:['’]s|s['’]?)?\s+reports?|"
               r"(?:case|matter|incidents?|scenes|events))\b|"
               # evidence: "Police are examining a leaflet", "studying images posted online"
               r"\b(?:review\w*|examin\w*|stud(?:y|ies|ied|ying)|analys\w*)\s+(?:an?\s+|the\s+|all\s+)?(?:[\w-]+\s+)?"
               r"(?:leaflets?|banners?|flags?|videos?|images?|photographs?|photos?|pictures?|evidence|clips?|"
               r"recordings?|(?:social\s+media\s+)?posts?)\b", re.I),
    regexes.compile(r"\b(?:seek\w*|sought|request\w*|ask\w*\s+for|invit\w*|gather\w*|collect\w*|obtain\w*)\s+"
               r"(?:the\s+|their\s+|(?:both|the)\s+clubs['’]?\s+)?observations\b|"
               # "have begun a review of our stewarding arrangements"
               r"\b(?:launch\w*|open(?:ed|s|ing)?|start\w*|beg[au]n|begin\w*|conduct\w*|carry\w*\s+out|carried\s+out|"
               r"announc\w*|order\w*|commission\w*|undert[ao]\w*)\s+(?:an?|its|their|our|the)\s+(?:(?:full|formal|urgent|"
               r"internal|thorough|independent|wider|comprehensive|post[- ]match|safety)\s+)*review\b", re.I),
    regexes.compile(r"\b(?:review\w*|stud(?:y|ies|ied|ying)|examin\w*|go(?:ing|es)?\s+through|went\s+through|trawl\w*\s+through|"
               r"analys\w*|scour\w*)\s+(?:the\s+|our\s+|its\s+|their\s+|all\s+)?(?:[\w'’-]+\s+){0,5}?(?:cctv|footage)\b",
               re.I),
)
# The gate of the "under review" rule below (also what find_investigations knows it by).
_UNDER_REVIEW = "review|examined|looked|assessed"
# More investigations named by what is done (an appeal for witnesses or information is
# not one, as in the gold sets): enquiries being made, a
# matter under review, a compliance team at work, a case referred to a body.  The
# investigator is the body named in the pattern, else the sentence's subject.
_MORE_ACTION_RES = (
    (regexes.compile(r"\b(?:making|made|make|carry(?:ing)?\s+out|carried\s+out|conduct\w*|pursu\w*)\s+(?:further\s+|urgent\s+|"
                r"extensive\s+|detailed\s+|its\s+|their\s+|our\s+)?(?:enquiries|inquiries)\b", re.I), "quiries"),
    (regexes.compile(r"\b(?:matter|incidents?|case|scenes|events?|allegations?|complaints?|behaviou?r|conduct)\s+(?:is|are|was|"
                r"were|remains?|has\s+been|have\s+been)\s+(?:now\s+|still\s+|also\s+|currently\s+)?(?:under\s+review|"
                r"being\s+(?:reviewed|looked\s+into|examined|assessed))\b", re.I), _UNDER_REVIEW),
    (regexes.compile(r"\b(?:compliance|integrity|safeguarding)\s+(?:team|unit|department|officers?|officials?|staff)\s+"
                r"(?:(?:is|are|has|have|will|was|were|had)\s+)?(?:(?:now|also|already|been|be|currently)\s+)*(?:look\w*\s+(?:into|at)|"
                r"assess\w*|examin\w*|review\w*|gather\w*|establish\w*|investigat\w*|stud\w*)", re.I), "compliance|integrity|safeguarding"),
    (regexes.compile(r"\b(?:work\w*|seek\w*|sought|try\w*|tried)\s+to\s+establish\s+(?:the\s+)?(?:full\s+)?(?:facts|circumstances|"
                r"what\s+happened)\b", re.I), "establish"),
    (regexes.compile(r"\b(?:referred|passed)\s+(?:the\s+(?:matter|incident|case)\s+)?(?:over\s+|on\s+)?to\s+(?:the\s+)?"
                r"(?P<org>FA|Football\s+Association|EFL|UEFA|FIFA|SPFL|Scottish\s+FA|Premier\s+League|police|"
                r"(?:(?-i:[A-Z])[a-z]+\s+){1,2}Police|prosecutors?)\b", re.I), "referred|passed"),
)
_NOT_DISORDER_REVIEW_RE = regexes.compile(r"\b(?:var|video\s+assistant|offside|handball|penalty\s+(?:decision|appeal|claim))\b")
_ACTION_GATED = tuple(zip(_ACTION_RES, ("review|examin|stud|analys", "observations|review", "cctv|footage")))
_SUBJECT_ORG_RE = regexes.compile(
    r"\b(?:FA|Football\s+Association|EFL|UEFA|FIFA|SPFL|Scottish\s+FA|Premier\s+League|(?:[A-Z][a-z]+\s+){1,3}Police|"
    r"[Pp]olice|[Oo]fficers|[Dd]etectives|[Pp]rosecutors?|[Tt]he\s+club)\b"
)
# "We will work with Police Scotland to review CCTV": the partner named after "with" is not the subject.
_WITH_BEFORE_RE = regexes.compile(r"\b(?:with|alongside|and)\s+(?:the\s+)?$", re.I)
_WHICH_BEFORE_RE = regexes.compile(r",\s*which\s+(?:\w+\s+){0,3}$")
_PRONOUN_RE = regexes.compile(r"\b(?:we|our|it|its|they|their)\b", re.I)
_NOT_INVESTIGATOR = regexes.compile(r"^(?:the\s+)?(?:an?|the|this|that|which|who|it|there|clashes|violence|incidents?|scenes)$", re.I)

_SANCTION_RULES = (
    ("charge", re.compile(r"\b(?:(?:has|have|had|were|was|been)\s+)charged\s+(?:by|with|over|for|after)\b|"
                          r"\b(?:open(?:ed|s|ing)?|launch(?:ed|es|ing)?|start(?:ed|s|ing)?|beg[au]n|initiat\w+)\s+"
                          r"disciplinary\s+(?:proceedings|action|cases?)\b|"
                          # "disciplinary proceedings have been opened against", "opened proceedings against both clubs"
                          r"\bdisciplinary\s+(?:proceedings|action|cases?)\s+(?:(?:has|have|had|was|were|is|are)\s+"
                          r"(?:now\s+|also\s+|already\s+)?(?:been\s+)?)?(?:opened|launched|started|brought|initiated)\s+against\b|"
                          r"\b(?:open(?:ed|s|ing)?|launch(?:ed|es|ing)?|start(?:ed|s|ing)?|brought|initiat\w+)\s+proceedings\s+"
                          r"against\s+(?:both\s+|the\s+)?(?:clubs?|(?:[\w'’-]+\s+){0,3}?(?:federation|association|club))\b|"
                          r"\b(?:charged|charges)\s+(?:both\s+)?(?:the\s+)?(?:clubs?|[A-Z]\w+)\s+(?:with|over|for|after)\b|"
                          r"\b(?:fa|uefa|fifa|efl|spfl|federation|governing\s+body|league)\s+(?:(?:has|have|had)\s+)?"
                          r"(?:(?:already|now|also|formally|since|today)\s+)?charge[sd]\s+(?:both|the|each|all)\b|"
                          r"\b(?:issued|faces?|facing|handed|received|accepted|admitted|denied)\s+(?:an?\s+|the\s+)?(?:FA\s+|UEFA\s+|misconduct\s+|disciplinary\s+)?charges?\b|"
                          # "have been formally charged by", headline "Millwall charged by FA", "charged with failing to ensure"
                          r"\b(?:has|have|had|were|was|been)\s+(?:formally|also|now|subsequently|since|already|today|jointly|both)\s+"
                          r"charged\s+(?:by|with|over|for|after)\b|"
                          r"\bcharged\s+(?:by\s+(?:the\s+)?(?:fa|football\s+association|uefa|fifa|efl|spfl|premier\s+league|"
                          r"governing\s+body)\b|with\s+(?:a\s+)?(?:failing|failure)\s+to\s+(?:ensure|control|prevent)|"
                          r"with\s+(?:misconduct|improper\s+conduct|crowd\s+(?:disturbances?|disorder|trouble)|"
                          r"(?:a\s+)?breach(?:es)?\s+of\s+(?:fa|efl|uefa|spfl|league)\s+(?:rules?|regulations?)))|"
                          r"\b(?:an?\s+|the\s+)(?:fa\s+|uefa\s+|efl\s+|spfl\s+)?misconduct\s+charges?\b|\bcharge\s+of\s+misconduct\b|"
                          r"\b(?:fa|uefa|fifa|efl|spfl)\s+(?:(?:has|have)\s+)?(?:(?:now|also|formally|today)\s+)?charge[sd]?\s+"
                          r"(?!(?:a|an|of|on|to|for|is|was|sheet|against|the\s+player)\b)[a-z][\w'’-]+\s+(?:with|over|after|following)\b", re.I)),
    ("fine", re.compile(r"\bfined\b(?:\s+(?P<amount>[£$€]\s?[\d,.]+\s?(?:m|k|million|bn)?))?|"
                        r"(?<![\w£$€])(?P<amount2>[£$€]\s?[\d,.]+\s?(?:m|k|million)?)\s+(?:fine|penalty)\b|\bfine\s+of\s+(?P<amount3>[£$€]\s?[\d,.]+\s?(?:m|k|million)?)|"
                        # "a 50,000-euro fine", "a fine of 20,000 Swiss francs", "handed a hefty fine"
                        r"(?<![\w£$€.,])(?P<amount4>\d[\d,.]*\s?(?:m|k|million)?[- ](?:euros?|pounds?|dollars?|(?:swiss\s+)?francs))\s+fines?\b|"
                        r"\bfine\s+of\s+(?P<amount5>\d[\d,.]*\s?(?:m|k|million)?\s(?:euros?|pounds?|dollars?|(?:swiss\s+)?francs))|"
                        r"\b(?:handed|given|received|issued|imposed|hit\s+with|slapped\s+with|landed\s+with|ordered\s+to\s+pay)\s+"
                        r"(?:an?\s+|the\s+)?(?:[\w£$€,.-]+\s+){0,3}?fines?\b|"
                        r"\b(?:hefty|heavy|record|substantial|six-figure|five-figure|seven-figure|club-record)\s+fines?\b", re.I)),
    ("points deduction", re.compile(r"\b(?:points?\s+deduction|deducted\s+(?P<amount>\w+)\s+points?|(?P<amount2>\w+)[- ]points?\s+deduction|docked\s+(?P<amount3>\w+)\s+points?|"
                                    # "a deduction of six points", "stripped of three points", "docked points", "points were deducted"
                                    r"deduction\s+of\s+(?P<amount4>\w+)\s+points?|stripped\s+of\s+(?P<amount5>\w+)\s+points?|docked\s+points|"
                                    r"points?\s+(?:were|was|have\s+been|has\s+been|had\s+been|will\s+be)\s+(?:\w+\s+)?deducted)\b", re.I)),
    ("stadium closure", re.compile(r"\b(?:stadium|stand|ground)\s+closure|closure\s+of\s+(?:the\s+|its\s+|their\s+)?(?:stadium|ground|stand|section)|"
                                   r"(?:ordered|forced)\s+(?:\w+\s+){0,3}?to\s+close\s+(?:[\w-]+\s+){0,3}?(?:stadium|ground|stand|section|end)|"
                                   # "ordered the club to play its next two home games behind closed doors", "made them play ..."
                                   r"(?:ordered|forced|made|told|instructed|required)\s+(?:[\w'’-]+\s+){0,3}?(?:to\s+)?play\s+"
                                   r"(?:[\w'’-]+\s+){0,6}?behind\s+closed\s+doors|"
                                   # "closed the Curva Nord for one match"
                                   r"\bclos(?:ed|ing|es?)\s+(?:the\s+|its\s+|their\s+)?(?:[\w'’-]+\s+){1,3}?for\s+(?:the\s+next\s+)?"
                                   r"(?:\w+\s+)?(?:matches|match|games?|fixtures?)\b|"
                                   # "ordered part of the ground to be closed for one match"
                                   r"(?:ordered|forced)\s+(?:[\w'’-]+\s+){1,6}?to\s+be\s+(?:closed|shut)\b|"
                                   r"play\w*\s+(?:[\w-]+\s+){0,4}?in\s+front\s+of\s+(?:an?\s+|the\s+)?empty\s+(?:[\w-]+\s+){0,2}?"
                                   r"(?:stand|end|stadium|ground|terrace|section)|"
                                   # "a partial closure", "a one-match stand closure", "the stand will be closed for two matches"
                                   r"partial\s+(?:stadium\s+|ground\s+)?closure|"
                                   r"(?:stand|end|terrace|section|curva|stadium)\s+(?:[\w'’-]+\s+)?(?:was|were|will\s+be|has\s+been|had\s+been|is\s+to\s+be)\s+"
                                   r"(?:ordered\s+)?(?:closed|shut)\s+for\s+(?:the\s+next\s+)?(?:\w+\s+)?(?:matches|match|games?|fixtures?)\b|"
                                   r"(?:ordered|forced|made)\s+(?:[\w'’-]+\s+){0,3}?to\s+play\s+(?:[\w'’-]+\s+){0,6}?(?:without|with\s+no)\s+"
                                   r"(?:any\s+)?(?:fans|supporters|spectators)", re.I)),
    ("warning", re.compile(r"\b(?:issued|handed|given|received|gets?|got|hit\s+with|let\s+off\s+with)\s+(?:with\s+)?(?:an?\s+|the\s+)?"
                           r"(?:formal\s+|official\s+|final\s+|written\s+|stern\s+|severe\s+)?warning\b(?!\s+(?:to|about|over\s+the\s+dangers))|"
                           r"\bwarned\s+(?:as\s+to|about|over)\s+(?:its|their)\s+future\s+conduct", re.I)),
)
# A person charged with a crime is no sanction (sanctions are against clubs and bodies):
# "a 34-year-old man had been charged with assaulting an emergency worker".
_CHARGED_HEAD_RE = regexes.compile(
    r"(?P<head>[\w'’-]+)\s+(?:(?:has|have|had|was|were|is|are|been|being|also|later|now|since|subsequently|"
    r"since|then|already|both)\s+)*$"
)
_CHARGED_PEOPLE = frozenset(
    "man men woman women boy boys girl girls youth youths teenager teenagers fan fans supporter supporters "
    "person persons people individual individuals suspect suspects he she spectator spectators hooligan "
    "hooligans thug thugs others lad lads pair trio".split()
)
_CRIMINAL_CHARGE_RE = regexes.compile(
    r"\s*(?:with|over|for|after|by)?\s*(?:[\w-]+\s+){0,2}?(?:assault\w*|affray|violent\s+disorder|criminal|possess\w*|"
    r"theft|murder|manslaughter|racially|public\s+order|offen[cs]es?|drunk\w*|grievous|bodily|wounding|robbery|"
    r"burglary|harass\w*|causing|threatening|battery|obstruct\w*|resisting|breach\s+of\s+the\s+peace|drugs?|"
    r"arson|stabbing|hate\s+crime|encroach\w*|throwing|carrying|entering|going\s+on\w*|invading|police|"
    r"officers|prosecutors?|crown)\b"
)
_GOVERNING_BODY_RE = regexes.compile(
    r"\b(?:fa|football\s+association|uefa|fifa|efl|spfl|premier\s+league|dfb|conmebol|league|governing\s+body|"
    r"federation|disciplinary|misconduct|regulatory\s+commission)\b"
)


def _criminal_charge(folded: str, m: re.Match) -> bool:
    """Whether the charge at ``m`` is a criminal charge of a person, not a sanction."""
    at = folded.find("charged", m.start(), m.end())
    if at < 0 or _GOVERNING_BODY_RE.search(folded):
        return False  # "charged by UEFA with ... throwing of objects" is a sanction
    head = _CHARGED_HEAD_RE.search(folded, max(0, at - 40), at)
    if head is not None and (head["head"] in _CHARGED_PEOPLE or head["head"].endswith("-old")):
        return True
    return _CRIMINAL_CHARGE_RE.match(folded, at + len("charged")) is not None


# A court's fine of a person is a criminal penalty, not a sanction: "Two men, aged 19 and
# 31, were each fined 1,500 euros", "He was fined £500 by magistrates".
_FINED_HEAD_RE = regexes.compile(
    r"(?P<head>[\w'’-]+)(?:\s*,[^,.;]{1,40},)?\s+(?:(?:has|have|had|was|were|is|are|been|being|also|later|now|"
    r"subsequently|since|then|already|both|each|all|jointly|heavily)\s+)*$"
)
_COURT_FINE_RE = regexes.compile(
    r"\s*(?:[£$€]?\s?[\d,.]+\s*(?:m|k|euros?|pounds?|dollars?)?\s+)?(?:each\s+|apiece\s+)?(?:by|at|in)\s+"
    r"(?:the\s+|a\s+)?(?:[\w'’-]+\s+){0,2}?(?:magistrates|court|judge|sheriff|tribunal)"
)
_FINED_PEOPLE = _CHARGED_PEOPLE | {"him", "defendant", "defendants", "accused"}


def _personal_fine(folded: str, m: re.Match) -> bool:
    """Whether the fine at ``m`` is a court's fine of a person, not a sanction."""
    at = folded.find("fined", m.start(), m.end())
    if at < 0:
        # "a 23-year-old man was handed a £500 fine by magistrates"
        if _COURT_WORD_RE.search(folded) is not None and _GOVERNING_BODY_RE.search(folded) is None:
            return True
        head = _FINED_HEAD_RE.search(folded, max(0, m.start() - 60), m.start())
        return head is not None and (head["head"] in _FINED_PEOPLE or head["head"].endswith("-old"))
    if _COURT_FINE_RE.match(folded, at + len("fined")) is not None:
        return True
    head = _FINED_HEAD_RE.search(folded, max(0, at - 60), at)
    return head is not None and (head["head"] in _FINED_PEOPLE or head["head"].endswith("-old"))


_COURT_WORD_RE = regexes.compile(r"\b(?:magistrates|court|judge|sheriff|tribunal)\b")
# A sanction denied or escaped ("were not fined", "escaped a points deduction", "no further charges")
# and one only threatened ("face a fine of up to"), on the folded text before it.
_SANCTION_NEGATION_RE = regexes.compile(
    r"\b(?:no|not|never|nor|without|avoid\w*|escap\w*|spared|n['’]t)\s+(?:[\w'’-]+\s+){0,3}$"
)
_SANCTION_FACING_RE = regexes.compile(r"\b(?:fac(?:e|es|ing)|up\s+to|maximum|set\s+to|expected\s+to|likely\s+to|in\s+line\s+for)\b[^.;]{0,25}$")
_HYPOTHETICAL_RE = re.compile(r"\b(?:whether|could|may|might|would|if|possible|potential|risk|risks|threat|consider\w*|any)\b[^.;]{0,30}$", re.I)

# A pledge in reported speech is no hypothesis: "West Ham said those identified would be barred for life".
_REPORTED_PLEDGE_RE = regexes.compile(
    r"\b(?:said|says|promised|vowed|confirmed|announced|pledged|insisted|stated)\b,?(?:\s+that)?\s+[^.;]{0,50}?"
    r"\b(?:would|will)\s+(?:be\s+|receive\s+|get\s+|face\s+|be\s+given\s+)?[^.;]{0,10}$"
)
_LIFE_BAN_RE = re.compile(
    r"\b(?:life(?:time)?\s+(?:stadium\s+|club\s+|football\s+)?bans?|(?:bann?(?:ed|ing)?|barr(?:ed|ing)|"
    r"exclud(?:ed|ing))\b[^.;:]{0,80}?\bfor\s+life|"
    r"ban\s+(?:any|all|the)\s+[^.;:]{0,60}?\bfor\s+life|barred\s+for\s+life|"
    # "would never again be admitted to one of its fixtures"
    r"never\s+(?:again\s+)?be\s+(?:re-?)?(?:admitted|allowed\s+(?:back|in|into|to\s+attend))(?:\s+again)?)",
    re.I,
)

# Run on the lower-cased body: whole words that can make a sentence hold a thing.
# Only whether one occurs matters, so "\w*crackers?", which opens with no plain letter,
# comes last: in the middle it would split the trie regexes.compile builds in two.
TRIGGER_RE = regexes.compile(
    r"\b(?:thr[eo]w\w*|hurl\w*|launch\w*|lobb\w*|toss\w*|pelt\w*|missiles?|flew|flying|rain\w*|"
    r"struck|hit|aimed|fired|chuck\w*|projectiles?|objects?|used|flares?|smoke\w*|firework\w*|pyro\w*|"
    r"bangers?|pitch|field|playing|riot|mounted|horse\w*|helicopters?|chopper|dogs?|"
    r"steward\w*|cannons?|gas|spray|alcohol\w*|beer|booze|drink|dry|secur\w*|police|policing|officers|"
    r"presence|patrols?|segregat\w*|buffer|sterile|ticket\w*|allocations?|away|closed|investig\w*|"
    r"prob\w*|looked|examined|reviewed|inquiry|enquiry|observations|charged?|charges|fined?|points?|"
    r"docked|closure|close|life|lifetime|ban\w*|barred|stadium|stand|ground|land(?:ed|ing|s)?|disciplinary|"
    r"footage|cctv|review\w*|examin\w*|enquiries|inquiries|prosecut\w*|attacked|empty|flung|fling\w*|strik\w*|"
    r"hoardings?|boards|incursions?|barring|excluded|proceedings|stud(?:y|ies|ied|ying)|coins?|bottles?|cups?|"
    r"lighters?|searche[sd]|rockets?|dispersal|never|looking|fines|shut|"
    r"bars|kiosks|pubs|liquor|curbs?|prohibit\w*|outlawed|tight\w*|strict\w*|stringent|reinforce\w*|bolster\w*|"
    r"numbers|doubled|steel|detectors?|scanners?|checks|cordon|apart|separat\w*|vacant|unsold|unoccupied|rows|"
    r"halved|capped|scrapped|withdr[ae]w\w*|revok\w*|cancell?ed|visiting|travell?ing|travel|member\w*|holders|"
    r"section|deduct\w*|deduction|stripped|partial|warn\w*|without|penalty|punish\w*|misconduct|"
    r"referred|compliance|integrity|establish\w*|"
    # words of measures and investigations that none of the others covers ("increased stewarding",
    # "left clear between", "available only to", "limited to home fans", "analysing images",
    # "being assessed", "safeguarding team", "passed the matter to")
    r"clear|sold|available|sale|buying|purchas\w*|receiving|selling|home|restricted|limited|"
    r"analys\w*|assess\w*|safeguarding|passed|"
    r"(?:ran|run|running|raced|streamed|spilled|spilt|poured|rushed|flooded|swarmed)\s+on|\w*crackers?)\b"
)

_CANON_ORG = (
    ("FA", r"FA|Football\s+Association"), ("EFL", r"EFL|English\s+Football\s+League|Football\s+League"),
    ("UEFA", r"UEFA"), ("FIFA", r"FIFA"), ("Premier League", r"Premier\s+League"),
    ("police", r".*police|Met|Scotland\s+Yard"), ("club", r"clubs?"),
    ("prosecutors", r"(?:[\w'’]+\s+){0,2}?(?:prosecutors?|prosecution\s+service|prosecutor['’]s\s+office)"),
)
# The string tables above compiled once (re.fullmatch with a string and re.I pays a
# cache lookup and enum flag arithmetic per call).
_CANON_ORG = tuple((canon, regexes.compile(pattern, re.I)) for canon, pattern in _CANON_ORG)
_MISSILE_CANON = tuple((value, regexes.compile(pattern, re.I)) for value, pattern in _MISSILE_CANON)
_PYRO_CANON = tuple((value, regexes.compile(pattern, re.I)) for value, pattern in _PYRO_CANON)
_THE_RE = regexes.compile(r"^the\s+", re.I)
_CONDITIONAL_RE = regexes.compile(r"\b(?:whether|until|if)\b[^.;]{0,20}$", re.I)


def canonical_investigator(org: str) -> str:
    org = _THE_RE.sub("", " ".join(org.split()))
    for canon, pattern in _CANON_ORG:
        if pattern.fullmatch(org):
            return canon
    return org


def _group_automaton(groups: Iterable[tuple[str, Iterable[str]]]) -> ahocorasick.Automaton:
    """An Aho-Corasick automaton of the words of the (name, words) groups, each reported
    with the names of the groups that hold it.

    One pass over a text reports every occurrence of every word, overlapping ones
    included, so the union of the names reported (_groups_in) is exactly "which groups
    have a word in the text": one C scan instead of a substring test per word."""
    names_of_word: dict[str, set[str]] = {}
    for name, words in groups:
        for word in gate_words(words):  # a phrase by one of its words, whatever the spacing
            names_of_word.setdefault(word, set()).add(name)
    automaton = ahocorasick.Automaton()
    for word, names in names_of_word.items():
        automaton.add_word(word, frozenset(names))
    automaton.make_automaton()
    return automaton


def _groups_in(automaton: ahocorasick.Automaton, text: str) -> set[str]:
    """Names of the groups of ``automaton`` (see _group_automaton) with a word in ``text``."""
    found: set[str] = set()
    for _, names in automaton.iter(text):
        found |= names
    return found


# Cheap substring gates (of the lower-cased sentence): most sentences skip most
# regexes.  All are tested at once by _THING_AUTOMATON.
_GATE_THROW = ("thr", "hurl", "launch", "lob", "toss", "pelt", "missile", "fl", "rain", "struck", "hit", "aim",
               "took", "taken", "copped", "caught", "got a",
               "fire", "chuck", "projectile", "object", "used as", "land", "attack")
_GATE_HITMOVE = ("hit", "strik", "struck", "coming", "came", "come", "sail", "whizz", "shower", "pour", "fly", "flie",
                 "flew")
_GATE_PYRO = ("flare", "smoke", "firework", "pyro", "banger", "cracker", "rocket")
_GATE_PITCH = ("pitch", "field", "playing surface", "playing area", "ran on", "run on", "running on", "raced on",
               "streamed on", "spilled on", "spilt on", "poured on", "rushed on", "flooded on", "swarmed on")
_GATE_POLICE = {
    "riot police": ("riot",), "mounted police": ("mounted", "horse"), "helicopter": ("helicopter", "chopper"),
    "dogs": ("dog",), "stewards": ("steward",), "water cannon": ("cannon",), "tear gas": ("gas", "spray"),
}
_GATE_MEASURE = {
    "alcohol ban": ("alcohol", "beer", "booze", "drink", "dry", "bars", "kiosks", "pubs", "liquor"),
    # "steward" for "stewards" and "stewarding"
    "increased security": ("secur", "police", "polic", "officers", "steward", "presence", "patrol", "drafted",
                           "searche", "reinforcement", "numbers", "ring of steel", "detector", "scanner", "checks"),
    # "clear" for "seats were left clear between"
    "segregation": ("segregat", "buffer", "sterile", "cordon sanitaire", "empty", "vacant", "unsold", "unoccupied",
                    "clear", "apart", "separat"),
    # "member" for "members", "membership" and "member-only"; "sold", "available" and "sale" for
    # "(only) (be) (sold|available|on sale) (only) to"; "home" for "home-fans-only" and "limited to
    # home fans"; the verbs of "clubs banned from (buying|purchasing|receiving|selling|being sold)"
    # (not "only", which nearly every report holds)
    "ticket restrictions": ("ticket", "allocation", "away", "bubble", "member", "visiting", "travel", "home",
                            "sold", "available", "sale", "buying", "purchas", "receiving", "selling"),
    "behind closed doors": ("closed doors",),
    "dispersal order": ("dispersal", "section 3"),
}
_GATE_SANCTION = {
    "charge": ("charge", "disciplinary", "proceeding"), "fine": ("fine", "penalty"),
    "points deduction": ("point", "docked"),
    # "shut" for "(ordered) to be shut", "the stand will be shut for"; every rule with "empty",
    # "without" or "with no" holds "play" ("play in front of an empty stand", "to play ... without fans")
    "stadium closure": ("clos", "shut", "play"), "warning": ("warn",),
}
_ANY_MISSILE_RE = re.compile(r"\b(?:missiles?|objects?|projectiles?|debris|stones?|bricks?|rocks?|cans?)\b", re.I)

# (name, words): the gates, tested on ``low``.
_GATE_TABLE = (
    ("throw", _GATE_THROW), ("hitmove", _GATE_HITMOVE), ("pyro", _GATE_PYRO), ("pitch", _GATE_PITCH),
    *((f"police:{v}", words) for v, words in _GATE_POLICE.items()),
    *((f"measure:{v}", words) for v, words in _GATE_MEASURE.items()),
    *((f"sanction:{v}", words) for v, words in _GATE_SANCTION.items()),
)
# Words some rules need besides their gate's, looked for in ``folded`` (what the rules
# run on): every alternative of the rule holds one, so a sentence without any skips
# it.  The gate words alone are common ("three" opens "throw", "police" opens
# "increased security").
_NEEDED_WORDS = {
    "throw words": (
        "threw", "throw", "hurl", "launch", "lobb", "toss", "pelt", "missile", "flew", "flying", "flung", "fling",
        "rain", "struck", "hit", "attack", "took", "taken", "copped", "caught", "got", "aimed", "fired", "chuck",
        "projectile", "object", "used", "land",
    ),
    "security words": (
        "increased", "heightened", "tightened", "extra", "additional", "enhanced", "beefed", "stepped", "boosted",
        "security", "drafted", "more", "searche", "presence", "policing", "stewarding", "patrols", "number",
        "further", "bussed", "shipped", "drawn", "steel", "detector", "airport", "scanner", "checks",
    ),
    # of _OFFENCE_BEFORE_RE and of _OFFENCE_AFTER_RE
    "offence before words": (
        "possess", "carrying", "fined", "charge", "punished", "sanctioned", "penali", "proceedings",
        "throwing", "hurling", "lobbing", "launching", "tossing",
    ),
    "offence after words": ("offence", "charge", "crime"),
}
_NEEDED = frozenset(_NEEDED_WORDS)
# Words find_things tests ``low`` for, each a group of its own.
_LOW_WORDS = ("happened with", "hoarding", "boards", "life", "never")
# The gates, each family of gated rules (skipped at once when none of its gates is
# open), the needed words and the words of ``low``: one pass of _THING_AUTOMATON
# names those present.
_THING_AUTOMATON = _group_automaton((
    *_GATE_TABLE,
    ("police", [word for words in _GATE_POLICE.values() for word in words]),
    ("measure", [word for words in _GATE_MEASURE.values() for word in words]),
    ("sanction", [word for words in _GATE_SANCTION.values() for word in words]),
    *_NEEDED_WORDS.items(),
    *((word, (word,)) for word in _LOW_WORDS),
))


def _on_folded(pattern: re.Pattern, *replacements: tuple[str, str]) -> re.Pattern:
    """``pattern`` without re.I, for the ``fold``ed sentence (see ``text``).

    re.I makes every literal a two-way comparison and is two to three times
    slower; on folded text the lower-case pattern matches the same spans.  The
    ``replacements`` lower-case the few upper-case literals ("CS", "FA", [A-Z]).
    """
    source = pattern.pattern
    for old, new in replacements:
        assert old in source, old
        source = source.replace(old, new)
    return regexes.compile(source, pattern.flags & ~re.I)


def _at_word_start(pattern: re.Pattern) -> re.Pattern:
    """``pattern``, a ``\\b`` before alternatives that each open with a word character,
    tried only where a word starts: one test rejects the ends of words, where every
    alternative would be tried and fail."""
    assert pattern.pattern.startswith("\\b(?"), pattern.pattern[:10]
    return regexes.compile("\\b(?=\\w)" + pattern.pattern[2:], pattern.flags)


_F_THROW_RE = _at_word_start(_on_folded(_THROW_RE))
_F_MISSILE_SUBJECT_RE = _on_folded(_MISSILE_SUBJECT_RE)
_F_MISSILE_RE = _at_word_start(_on_folded(_MISSILE_RE))
_F_ANY_MISSILE_RE = _on_folded(_ANY_MISSILE_RE)
_F_PYRO_RE = _on_folded(_PYRO_RE)
_F_PYRO_USE_RE = _on_folded(_PYRO_USE_RE)
_F_PITCH_RE = _at_word_start(_on_folded(_PITCH_RE))
_F_NEGATION_RE = _on_folded(_NEGATION_RE)
_F_HYPOTHETICAL_RE = _on_folded(_HYPOTHETICAL_RE)
_F_LIFE_BAN_RE = _on_folded(_LIFE_BAN_RE)
_CLOSED_DOORS_SANCTION_RE = regexes.compile(
    r"\b(?:ordered|forced|made|told|instructed|required)\s+(?:[\w'’-]+\s+){0,3}?(?:to\s+)?play\b[^.;]{0,60}$"
)


def is_general(low: str, folded: str) -> bool:
    """Whether the sentence states the law rather than what happened (_GENERAL_START_RE,
    _REMINDER_RE).

    ``low`` and ``folded`` are the lower-cased and folded sentence."""
    for word in _REMINDER_WORDS:
        if word in low:
            if _REMINDER_RE.search(folded) is not None:
                return True
            break
    for word in _GENERAL_WORDS:  # a plain loop: faster than any() over a generator
        if word in low:
            return _GENERAL_START_RE.match(folded) is not None
    return False
# (value, folded rule, name of its gate in _GATE_TABLE)
_F_POLICE_GATED = tuple(
    (value, _on_folded(pattern, ("CS\\s+spray", "cs\\s+spray")) if value == "tear gas" else _on_folded(pattern),
     f"police:{value}")
    for value, pattern in _POLICE_RULES
)
# The measures with the longest rules, tried only at word starts (_at_word_start).
_LONG_MEASURES = ("alcohol ban", "increased security", "ticket restrictions")
# (value, folded rule, name of its gate in _GATE_TABLE, name of the words it also needs or None)
_F_MEASURE_GATED = tuple(
    (value, _at_word_start(_on_folded(pattern)) if value in _LONG_MEASURES else _on_folded(pattern),
     f"measure:{value}", "security words" if value == "increased security" else None)
    for value, pattern in _MEASURE_RULES
)
_F_SANCTION_GATED = tuple(
    (value, _on_folded(pattern, ("[A-Z]\\w+", "[a-z]\\w+"), ("FA\\s+|UEFA\\s+", "fa\\s+|uefa\\s+"))
     if value == "charge" else _on_folded(pattern), f"sanction:{value}")
    for value, pattern in _SANCTION_RULES
)


def find_things(
    sentence: str, low: str | None = None, folded: str | None = None
) -> Iterator[tuple[str, str, int, int, str]]:
    """``low`` is ``sentence.lower()`` (offset-preserving) and ``folded`` is
    ``fold(sentence)`` when the caller has them.

    The rules run on ``folded`` without re.I; words and amounts are re-read from
    ``sentence`` by their spans, so values keep the report's own spelling.
    """
    if low is None:
        low = sentence.lower()
    if folded is None:
        folded = fold(sentence, low)
    groups = _groups_in(_THING_AUTOMATON, low)
    if folded != low:
        # the words the rules need are looked for in what the rules run on
        groups = (groups - _NEEDED) | (_groups_in(_THING_AUTOMATON, folded) & _NEEDED)
    head_list = _head_list(folded) if ":" in folded else None
    thrown = ("throw" in groups and "throw words" in groups and _F_THROW_RE.search(folded) is not None
              or "hitmove" in groups and _F_MISSILE_SUBJECT_RE.search(folded) is not None)
    # "What happened with the fireworks and the lighter": things named again, which
    # were thrown (a pyrotechnic only as pyrotechnics, see _PYRO_USE_RE)
    restated = not thrown and "happened with" in groups and _RESTATED_RE.search(folded) is not None
    if thrown or head_list is not None or restated:
        specific = False
        for m in _F_MISSILE_RE.finditer(folded):
            start, end = m.span()
            in_list = head_list is not None and head_list[0] <= start < head_list[1]
            if not thrown and not restated and not in_list:
                if start >= head_list[1]:
                    break
                continue
            w_start, w_end = m.span("w")
            value = _missile_value(sentence[w_start:w_end])
            if value == "object":
                continue
            if _offence(folded, start, end, groups):
                continue  # "one for throwing coins", "charged over the throwing of fireworks"
            if value in _PYRO_VALUES and (_LET_OFF_AFTER_RE.match(folded, end)
                                          or _LET_OFF_BEFORE_RE.search(folded, max(0, start - 60), start)):
                continue  # "flares were let off ..., while coins were flung": the flares are no missile
            if (in_list or restated and not thrown) and value in _PYRO_VALUES:
                continue  # a pyrotechnic named in a headline's list was let off, not thrown
            specific = True
            yield "missiles", value, start, end, ""
        if thrown and (not specific or "other" in low):
            # "the throwing of fireworks and other objects": objects besides the ones named
            m = _F_ANY_MISSILE_RE.search(folded) if not specific else _OTHER_OBJECTS_RE.search(folded)
            if m and not _offence(folded, m.start(), m.end(), groups):
                yield "missiles", "object", m.start(), m.end(), ""
    used = "pyro" in groups and (_F_PYRO_USE_RE.search(folded) is not None or "pyrotechnic" in low)
    if used or (head_list is not None and "pyro" in groups):
        for m in _F_PYRO_RE.finditer(folded):
            start, end = m.span()
            if not used and not head_list[0] <= start < head_list[1]:
                if start >= head_list[1]:
                    break
                continue
            if _offence(folded, start, end, groups):
                continue  # "two for pyrotechnic offences", "possession of a pyrotechnic"
            w_start, w_end = m.span("w")
            yield "pyrotechnics", _pyro_value(sentence[w_start:w_end]), start, end, ""
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
            if _offence(folded, start, end, groups):
                continue  # "charges for throwing objects, a pitch invasion and ..."
            yield "pitch_invasion", "yes", start, end, ""
    for value, pattern, gate in _F_POLICE_GATED if "police" in groups else ():
        if gate not in groups:
            continue
        for m in pattern.finditer(folded):
            start, end = m.span()
            if value == "stewards" and _STEWARD_HURT_RE.search(folded, max(0, start - 40), end + 12):
                continue  # "hit a female steward on the head", "assaulting a steward": an injury, not a deployment
            yield "police", value, start, end, ""
        if value == "dogs" and ("police" in low or "officer" in low):
            # "police everywhere, dogs at the turnstiles": dogs among the police deployment
            m = _BARE_DOGS_RE.search(folded)
            if m is not None and pattern.search(folded) is None:
                yield "police", value, m.start(), m.end(), ""
    for value, pattern, gate, needs in _F_MEASURE_GATED if "measure" in groups else ():
        if gate not in groups or needs is not None and needs not in groups:
            continue
        for m in pattern.finditer(folded):
            start, end = m.span()
            if value == "behind closed doors" and _CLOSED_DOORS_SANCTION_RE.search(folded, 0, start):
                continue  # a sanction ("ordered to play ... behind closed doors"), not a measure
            yield "measure", value, start, end, ""
    for value, pattern, gate in _F_SANCTION_GATED if "sanction" in groups else ():
        if gate not in groups:
            continue
        for m in pattern.finditer(folded):
            start, end = m.span()
            before = folded[max(0, start - 40): start]
            if _F_HYPOTHETICAL_RE.search(before) or _SANCTION_NEGATION_RE.search(before):
                continue  # "could face a fine", "were not fined", "escaped a points deduction"
            if value != "charge" and _SANCTION_FACING_RE.search(before):
                continue  # "face a fine of up to", "facing a points deduction": not yet imposed
            if value == "warning" and (_GOVERNING_BODY_RE.search(folded) is None or "police" in low):
                continue  # a governing body's warning to a club, not a police warning to fans
            if value == "charge" and _criminal_charge(folded, m):
                continue
            if value == "fine" and _personal_fine(folded, m):
                continue
            amount = ""  # the first amount group that matched, as written
            for group, text in enumerate(m.groups(), 1):
                if text:
                    amount = sentence[m.start(group):m.end(group)]
                    break
            yield "sanction", value, start, end, amount.strip()
    for m in _F_LIFE_BAN_RE.finditer(folded) if "life" in groups or "never" in groups else ():
        start, end = m.span()
        near = max(0, start - 30)
        if (_F_HYPOTHETICAL_RE.search(folded[near:start])
                and "vow" not in sentence[near:start]
                and not _REPORTED_PLEDGE_RE.search(folded, max(0, start - 100), start)):
            continue
        detail = "banning order" if "order" in sentence[start:end].lower() else "club ban"
        yield "bans", "lifetime", start, end, detail


_PYRO_VALUES = frozenset({"flare", "smoke bomb", "firework"})


def _offence(folded: str, start: int, end: int, groups: set[str]) -> bool:
    """Whether the thing at ``start``-``end`` names an offence or what a club is punished for, not
    what happened: "two for pyrotechnic offences", "possession of a pyrotechnic",
    "charged by UEFA over pyrotechnics", "one for throwing coins".

    ``groups`` are the names of _THING_AUTOMATON's groups present in the sentence."""
    if "offence after words" in groups and _OFFENCE_AFTER_RE.match(folded, end) is not None:
        return True
    if ("offence before words" in groups
            and _OFFENCE_BEFORE_RE.search(folded, max(0, start - 120), start) is not None):
        return True
    if _BULLET_START_RE.match(folded) is not None:
        line = _OFFENCE_LINE_RE.match(folded)
        return line is not None and end <= line.end("label")
    return False


# A bullet within the first three characters, after white space only (one call instead
# of slicing and stripping the sentence's start).
_BULLET_START_RE = regexes.compile(r"\s{0,2}[•·▪‣*–—-]")


def _head_list(folded: str) -> tuple[int, int] | None:
    """The span of a headline's list of what happened ("A smoke bomb, some coins and a lad
    on the pitch: the derby I'd rather forget", "Lyon 2-2 Porto: flares, a pitch invader and
    12 arrests in the cup"), or None.  Every item is short and at least two name a thing."""
    m = _HEAD_LIST_RE.match(folded)
    if m is not None and _head_items_ok(m["list"]):
        return m.start("list"), m.end("list")
    tail = folded[folded.rfind(":") + 1:]
    if "." in tail or "!" in tail or "?" in tail or ";" in tail:
        return None  # the list runs from a colon to the end: none of these after the last colon
    after = _HEAD_LIST_AFTER_RE.search(folded)
    if after is None:
        return None
    cut = _HEAD_LIST_TAIL_RE.search(folded, after.start("list"))
    end = cut.start() if cut is not None else len(folded)
    if _head_items_ok(folded[after.start("list"):end]):
        return after.start("list"), end
    return None


# A list after a headline's colon, to its end: "Lyon 2-2 Porto: flares, a pitch invader and 12 arrests in ...".
_HEAD_LIST_AFTER_RE = regexes.compile(r":\s+(?P<list>[^.!?:;]{3,160}?)\s*$")
# Where the list's last item ends: "... and 19 arrests in Europa League last-16 first leg - as it happened".
_HEAD_LIST_TAIL_RE = regexes.compile(r"\s+(?:in|at|as|during|after|before|on|from|for)\s+|\s+[-–—]\s+")
_RESTATED_RE = regexes.compile(r"\bhappened\s+with\b")
_OTHER_OBJECTS_RE = regexes.compile(r"\bother\s+(?:[\w-]+\s+)?(?:objects|missiles|projectiles|items)\b")


def _head_items_ok(text: str) -> bool:
    if "," not in text and "and" not in text:
        return False  # one item: _HEAD_ITEM_SPLIT_RE splits at a comma or an "and" only
    items = _HEAD_ITEM_SPLIT_RE.split(text.strip())
    if len(items) < 2 or any(len(item.split()) > 5 for item in items):
        return False
    return sum(_HEAD_ITEM_RE.fullmatch(item) is not None for item in items) >= 2


# Compiled without re.I: it runs on the ``fold``ed sentence (see ``text``).
_INVESTIGATION_TRIGGER_RE = regexes.compile(
    r"investigat|inquir|enquir|\bprob|observations|looked\s+into|examin|review|footage|cctv|prosecut"
)
# Its words but "prob" (behind \b) and "look(?:ed|ing)?\s+into", as plain substrings.
_INVESTIGATION_WORDS = ("investigat", "inquir", "enquir", "observations", "examined", "reviewed")
_PROB_RE = regexes.compile(r"\bprob")
_LOOK_INTO_RE = regexes.compile(r"look(?:ed|ing)?\s+into")
# Words of the investigations named by what is done (_LEAD_INVESTIGATION_RE, _ENQUIRIES_RE, _ACTION_RES,
# _MORE_ACTION_RES).
_ACTION_WORDS = ("review", "examin", "stud", "analys", "assess", "footage", "cctv", "referred", "passed",
                 "compliance", "integrity", "safeguarding", "establish")
# A sentence without any of these has no investigation (those above, "examined" and
# "reviewed" being in "examin" and "review").
_ENTRY_WORDS = ("investigat", "inquir", "enquir", "observations", "prob", "look", *_ACTION_WORDS)
# What _LEAD_INVESTIGATION_RE can open with: the first word of each opening, so that
# "as  part of" (any white space) opens it too.
_LEAD_OPENINGS = ("follow", "after", "since", "as", "through", "in")
# Every group of words find_investigations tests for, found in one pass over the
# folded sentence: the gates of its rules are then set lookups.  A group "a|b" holds
# "a" and "b".
_INVESTIGATION_AUTOMATON = _group_automaton((
    ("investigation words", _INVESTIGATION_WORDS), ("action words", _ACTION_WORDS),
    *((name, name.split("|")) for name in (
        "prob", "look", "quiries",
        *(gate for _, gate in _ACTION_GATED),
        *(gate for _, gate in _MORE_ACTION_RES),
        *(name for _, needs in _INVESTIGATION_GATED for name in needs),
    )),
))


def _has_investigation_word(folded: str, groups: set[str]) -> bool:
    """``_INVESTIGATION_TRIGGER_RE.search(folded) is not None``, faster.

    ``groups`` are the names of _INVESTIGATION_AUTOMATON's groups in ``folded``."""
    return ("investigation words" in groups
            or "prob" in groups and _PROB_RE.search(folded) is not None
            or "look" in groups and _LOOK_INTO_RE.search(folded) is not None)


def find_investigations(sentence: str, folded: str | None = None) -> Iterator[tuple[str, int, int]]:
    """(investigator as written or a pronoun, start, end).

    ``folded`` is ``fold(sentence)`` when the caller has it.
    """
    low = fold(sentence) if folded is None else folded
    for word in _ENTRY_WORDS:  # most sentences hold none: a few substring tests are cheaper
        if word in low:
            break
    else:
        return
    groups = _groups_in(_INVESTIGATION_AUTOMATON, low)
    classic = _has_investigation_word(low, groups)
    if not classic and "action words" not in groups:
        return
    seen: set[int] = set()
    taken: list[tuple[int, int]] = []
    lead = _LEAD_INVESTIGATION_RE.match(sentence) if low.startswith(_LEAD_OPENINGS) else None
    if lead is not None:
        taken.append(lead.span())
        seen.add(lead.start())
        yield " ".join(lead["org"].split()), lead.start(), lead.end()
    for m in _ACRONYM_INVESTIGATION_RE.finditer(sentence) if classic and "(" in sentence else ():
        taken.append(m.span())
        seen.add(m.start())
        yield m["org"], m.start(), m.end()
    for m in _ENQUIRIES_RE.finditer(sentence) if "quiries" in groups else ():
        # Enquiries are the police's, unless only the club is named before them.
        club = "club" in low[:m.start()] and "police" not in low
        yield ("club" if club else "police"), m.start(), m.end()
    for pattern, gate in _ACTION_GATED:
        if gate not in groups:
            continue
        for m in pattern.finditer(sentence):
            if any(m.start() < e and s < m.end() for s, e in taken):
                continue
            taken.append(m.span())
            yield _subject(sentence, m.start()), m.start(), m.end()
    for pattern, gate in _MORE_ACTION_RES:
        if gate not in groups:
            continue
        for m in pattern.finditer(sentence):
            if any(m.start() < e and s < m.end() for s, e in taken):
                continue
            if gate == _UNDER_REVIEW and _NOT_DISORDER_REVIEW_RE.search(low):
                continue  # VAR reviews a penalty: no investigation of the disorder
            taken.append(m.span())
            org = m.groupdict().get("org")
            if org:
                who = " ".join(org.split())
            else:
                who = _subject(sentence, m.start())
            yield who, m.start(), m.end()
    for m in _UNDER_WAY_RE.finditer(low) if classic and _INVESTIGATION_NOUNS in groups else ():
        if low.startswith(" by ", m.end()):
            continue  # "an inquiry has been opened by the prosecutor": the body is named (_INVESTIGATION_RES)
        if not any(m.start() < e and s < m.end() for s, e in taken):
            seen.add(m.start())
            taken.append(m.span())
            said = _SAID_BEFORE_RE.search(low, 0, m.start())
            # whose: the one who said so, or the last body named
            yield (said["who"] if said else "a"), m.start(), m.end()
    for pattern, needs in _INVESTIGATION_GATED if classic else ():
        if not needs <= groups:
            continue
        for m in pattern.finditer(sentence):
            if taken and any(m.start() < e and s < m.end() for s, e in taken):
                continue
            org = " ".join(m["org"].split())
            if _NOT_INVESTIGATOR.match(org) and org.lower() not in {"it", "its", "their", "our", "we", "they", "a", "an"}:
                continue
            if m.start() in seen:
                continue
            if _CONDITIONAL_RE.search(sentence[max(0, m.start() - 25):m.start()]):
                continue
            seen.add(m.start())
            yield org, m.start(), m.end()


def _subject(sentence: str, pos: int) -> str:
    """Who does what is said at ``pos``: the organisation a ", which ..." clause
    follows, else the first one named before it, else a pronoun (resolved later)."""
    before = sentence[:pos]
    orgs = [m for m in _SUBJECT_ORG_RE.finditer(before) if not _WITH_BEFORE_RE.search(before, 0, m.start())]
    if orgs:
        chosen = orgs[-1] if _WHICH_BEFORE_RE.search(before) else orgs[0]
        org = chosen.group()
        return "police" if org.lower() in ("officers", "detectives") else org
    pronouns = list(_PRONOUN_RE.finditer(before))
    return pronouns[-1].group() if pronouns else "it"


def _canon(word: str, table, default: str) -> str:
    for value, pattern in table:
        if pattern.fullmatch(word) or pattern.match(word):
            return value
    return default


# The values of the things' words as written (a small set), remembered: each _canon
# tries up to a dozen patterns.
@functools.lru_cache(maxsize=1024)
def _missile_value(word: str) -> str:
    return _canon(word, _MISSILE_CANON, "object")


@functools.lru_cache(maxsize=1024)
def _pyro_value(word: str) -> str:
    return _canon(word, _PYRO_CANON, "flare")
