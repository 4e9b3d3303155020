"""What ties a quantity to each kind of count: its trigger words, and the people nouns.

Each kind has three triggers (``RULES``): one after the people noun ("seven fans
WERE ARRESTED"), a noun right after the quantity ("made seven ARRESTS") and a verb
before it ("police ARRESTED 12 men").  ``Count`` is what the count rules give.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .. import regexes
from ..numbers import Quantity
from ..text import (
    AWAY_PART,
    CROWD_SIZE_GIVEN,
    CROWD_WHEN_OR_WHERE,
    FILLED_A_PART,
    MADE_IT_THERE,
    MADE_THE_TRIP,
    NAMED_END,
    PART_HELD,
    REPORTED_WOULD,
    URGED_ON_BY,
)

# A ban by its plain words, counted or named: "six area bans", "12 banning orders".
BAN_NOUN = r"(?:banning\s+orders?|bans?)"
# What may stand between a ban and whom it is for: a gloss in brackets ("a DASPO (stadium ban)
# against eight people") or the law it is made under ("banning orders under Section 14B of the
# Football Spectators Act 1989 against six people").
_BAN_GLOSS = r"(?:\s*\((?!dispersal|exclusion)[^()]{1,40}\)|\s+under\s+(?:section|article|law|the)\b[^,;:.()]{1,80}?)?"
# Put on a train out: "every one of us got marched onto the first train", "herded onto buses
# back to the station", "were put back on a train to Bruges".
_PUT_ON_A_TRAIN = (
    r"(?:marched|frogmarched|herded|put|forced|escorted|bundled|shepherded)\s+(?:back\s+)?(?:on\s*to|onto|on)\s+"
    r"(?:the\s+|a\s+|their\s+)?(?:first\s+|next\s+|waiting\s+|special\s+)?(?:trains?|buses|bus|coaches)\b"
)
# A tier or rows of a part of the ground, before it: "around 3,000 Chelsea supporters in the lower
# tier of the Clock End", "in the top rows of the away end".
_TIER_OF = r"(?:(?:lower|upper|middle|top|bottom|front|back)\s+(?:tier|rows?|half)\s+of\s+the\s+)?"
# People named by their nationality ("nine Italians were detained"), with the nationality
# word the reference data's demonyms know ("Italian"): the count is one side's fans where
# that names one side's country (see ``gazetteer.one_sides_nationals``). Not the nouns
# that are ordinary words too ("poles") or also adjectives ("Swiss", "Portuguese").
NATIONALITY_PLURALS = {
    **{f"{word.lower()}s": word for word in (
        "Albanian", "American", "Argentine", "Argentinian", "Armenian", "Austrian", "Azerbaijani", "Belarusian",
        "Belgian", "Bosnian", "Brazilian", "Bulgarian", "Chilean", "Colombian", "Croatian", "Cypriot", "Czech",
        "Estonian", "Georgian", "German", "Greek", "Hungarian", "Israeli", "Italian", "Kazakh", "Kosovan", "Latvian",
        "Lithuanian", "Macedonian", "Mexican", "Moldovan", "Montenegrin", "Moroccan", "Norwegian", "Romanian",
        "Russian", "Serbian", "Slovak", "Slovenian", "Ukrainian", "Uruguayan",
    )},
    "englishmen": "English", "frenchmen": "French", "dutchmen": "Dutch", "irishmen": "Irish", "welshmen": "Welsh",
    "scotsmen": "Scottish", "scots": "Scots", "britons": "British", "brits": "British", "spaniards": "Spanish",
    "swedes": "Swedish", "danes": "Danish", "finns": "Finnish", "turks": "Turkish", "croats": "Croatian",
    "serbs": "Serbian", "icelanders": "Icelandic",
}
PEOPLE = (
    rf"{'|'.join(sorted(NATIONALITY_PLURALS, key=len, reverse=True))}|"
    r"people|persons?|fans?|supporters?|men|man|women|woman|boys?|girls?|youths?|"
    r"teenagers?|teens|juveniles?|adults?|individuals?|spectators?|followers?|hooligans?|"
    r"thugs?|yobs?|louts?|ultras?|officers?|policem[ae]n|policewom[ae]n|cops?|coppers?|stewards?|"
    r"players?|children|child|kids?|members?|visitors?|faithful|(?<![a-z])others|more|locals?|"
    # a fan's own side in its words: "Four of our brothers were arrested", "Two of our guys"
    r"brothers|guys?|blokes?|fellas?|chaps|"
    r"residents?|troublemakers?|suspects?|those|rivals?|rioters?|protesters?|lads|"
    # the tabloids' people: "SIX punters were booted out by stewards", "two drunken revellers"
    r"punters?|revellers?|idiots|morons|"
    r"casuals|them|us|(?<![a-z])ours|theirs|staff|paramedics|journalists?|photographers?|referees?|"
    r"travelling\s+fans|away\s+fans|home\s+fans|counterparts|nationals|citizens|youngsters?|victims?|"
    r"pensioners?|constables?|pcs?|guards?|"
    # police by their force's own word: "No gendarme was injured", "One Garda member", "two carabinieri"
    r"gendarmes?|gardaí|gardai|garda|carabinier[ei]|"
    # ... or an agent of a force named before it: "One PSP agent was slightly injured", "two police agents"
    r"(?<=police\s)agents?|(?<=psp\s)agents?|(?<=gnr\s)agents?|(?<=mossos\s)agents?|(?<=civil\s)agents?|"
    r"(?<=municipal\s)agents?|"
    # people who happened to be there: "a passer-by was slightly injured", "two bystanders"
    r"passers?[\s-]?by|bystanders?|onlookers?|pedestrians?|shoppers?|commuters?|tourists?|"
    # people by the ticket they hold: "150 ticket holders", "season-ticket holders"
    r"(?<=ticket[\s-])holders?|"
    # a side's people in a fan's words: "Four of our lot were detained"
    # (or their mob, crew or party: "five of our mob among them", "three of our own")
    r"(?<=our\s)(?:lot|mob|crew|group|party|own)|(?<=their\s)lot"
)
PEOPLE_RE = regexes.compile(rf"(?:{PEOPLE})$", re.I)
# A journey to the match after "escorted from": "escorted from the city centre to the
# stadium" brings a following to the ground (a crowd), it removes nobody.
_TO_THE_MATCH = (r"\s+(?:[\w'’-]+\s+){1,7}?to\s+(?:the\s+)?(?:stadium|ground|arena|match|game|turnstiles|"
                 r"away\s+(?:end|section|stand|sector))\b")
# What people are escorted from when they are removed: the ground or a part of it, a bar, the
# scene ("escorted from the stadium", "escorted from the away end", "escorted from the pub");
# escorted from anywhere else, a following is brought to the match: "About 3,000 AIK supporters
# were escorted from Globen in a marching column", "escorted from the station".
_FROM_THE_GROUND = (r"\s+(?:the\s+)?(?:[\w'’-]+\s+){0,2}?(?:ground|stadium|arena|stands?|terraces?|pitch|end|"
                    r"section|sector|concourse|seats?|seating|premises|venue|bars?|pubs?|fan\s+zone|building|"
                    r"field|scene|area|tribune|curva|kop|block)\b")
# How people were escorted, between the verb and where from: "escorted on foot from the city
# centre to the stadium", "escorted by riot police from", "escorted under police guard from".
_ESCORT_MANNER = (r"(?:(?:on\s+foot|by\s+(?:the\s+)?(?:[\w-]+\s+)?(?:police|officers|stewards|gendarmes|staff|guards)|"
                  r"by\s+[\w-]+|"
                  r"under\s+(?:(?:a\s+)?(?:heavy|strong|close)\s+)?(?:police\s+)?(?:guard|escort))\s+)?")
# Held in a place over an offence is arrested, not kept back: "Two men were held inside the
# ground over pyrotechnics", "held in the city centre for assault".
_OVER_AN_OFFENCE = (r"\s+(?:the\s+)?(?:[\w'’-]+\s+){0,3}?(?:over|on\s+suspicion|in\s+connection|"
                    # (not a while: "held inside for twenty minutes", "for the rest of the night")
                    r"for\s+(?!(?:\d|an?\b|about|around|up\b|over|nearly|almost|half|several|some|more|less|"
                    r"another|one|two|three|four|five|ten|fifteen|twenty|thirty|forty|sixty|ninety|hours?|"
                    r"minutes?|the\s+(?:rest|duration|whole|next|first|best|better|time))\w*)|"
                    r"after\s+(?:an?\s+)?(?:assault|fight|scuffle|brawl|incident))\b")
# Not after a passive's auxiliary: "were attacked", "had been set upon" (the people counted
# are the victims, not a crowd).
_NOT_PASSIVE = r"(?<!\bwere\s)(?<!\bwas\s)(?<!\bbeen\s)(?<!\bbeing\s)(?<!\bget\s)(?<!\bgot\s)"
# A running total's verb: "the number of arrests (at the ground this season) rose to".
_TOTAL_VERB = (r"(?:totalled|numbered|(?:now\s+)?(?:stood|stands)\s+at|(?:is|was)\s+now|"
               r"(?:was|has\s+been|had\s+been)\s+(?:revised|raised|increased|updated)(?:\s+upwards?)?\s+to|"
               r"(?:had\s+|has\s+)?(?:now\s+)?(?:rose|risen|climbed|increased|reached|grew|grown|jumped)(?:\s+to)?)")
# Between the running total's people and its verb, what they are counted in connection with:
# "the number of people detained in connection with Saturday's derby between Beşiktaş and
# Fenerbahçe has risen to 21" (words, no punctuation).
_TOTAL_GAP = r"(?:\s+[\w'’-]+){0,14}?\s+"
# A running total some event brings a figure to: "the arrests bring the number of
# football-related arrests in Glasgow this season to 140"; the kind's noun follows.
# ... or that a body revises: "Police have raised the number of people detained to 27", "put
# the number of arrests at 27".
_BROUGHT_TO = (r"(?:brings?|brought|bringing|takes?|took|taking|pushe[sd]|pushing|lifts?|lifted|lifting|"
               r"rais(?:e|es|ed|ing)|revis(?:e|es|ed|ing)|increas(?:e|es|ed|ing)|updat(?:e|es|ed|ing)|"
               r"puts?|putting)\s+"
               r"(?:(?:the|its|their|[\w-]+['’]s?)\s+){0,2}(?:(?:overall|total|running)\s+)?"
               r"(?:number|total|tally|count|figure)\s+(?:of\s+)?"
               r"(?:[\w'’-]+\s+){0,3}?")
_BROUGHT_TO_END = r"(?:\s+[\w'’-]+){0,6}?\s+(?:to|at)"
# A running total's people by what was done to them: "bringing the number of people arrested
# to three", "the number of fans detained has risen to nine", "taking the total arrested to four".
_PEOPLE_WHO = r"(?:(?:people|persons|fans|supporters|men|individuals|spectators|youths|suspects)\s+)?"
# A measure that counts the people it is handed to: "dispersal orders were issued to 40 people".
# Or the order to leave said in words: "directions to leave the area were given to 40 people".
_DISPERSAL_ORDERS = (r"(?:(?:dispersal|exclusion)\s+(?:orders?|notices?|directions?)|"
                     r"(?:directions?|orders?|notices?)\s+to\s+leave\s+(?:the\s+)?(?:(?:city|town)\s+cent(?:re|er)|area|city|town|centre|center|"
                     r"zone|vicinity|district))")
# A police force by its word: who takes people away ("taken by the PSP").
_FORCE = (r"(?:police|polis|officers|cops|psp|gnr|gendarmes|gendarmerie|carabinieri|mossos|gardaí|gardai|garda|"
          r"ertzaintza|polizei|politie|policja|policie)")
_PASSIVE = (r"(?:(?:were|was|are|is|have\s+been|has\s+been|had\s+been|will\s+be|would\s+be|are\s+to\s+be|"
            r"is\s+to\s+be|are\s+being|is\s+being|being|to\s+be)\s+)")
_HANDED = r"issued|imposed|served|given|handed(?:\s+out)?|slapped"
_HANDED_TO = rf"(?:{_HANDED})\s+(?:to|on)"
# (kind, trigger after the people noun, noun trigger right after the quantity, verb before it)
_KIND_TRIGGERS: tuple[tuple[str, str, str, str], ...] = (
    (
        "arrests",
        # a revised figure before the total it sets: "raised to 27 people the number detained"
        r"the\s+(?:total\s+)?number\s+(?:of\s+(?:people\s+|persons\s+)?)?(?:arrested|detained|held|arrests)\b|"
        r"arrested|detained|held(?!\s+(?:up|on(?!\s+suspicion)|onto|back|a|an|the|at|as|their|them|themselves|these|those|this|that|him|her|his|its|it|"
        rf"inside(?!{_OVER_AN_OFFENCE})|behind|in\s+the(?!{_OVER_AN_OFFENCE})|"
        r"there|off|over|out|to|talks|meetings?|aloft|hands|firm|"
        # kept together, not arrested: "buses carrying around 300 supporters were being held
        # under escort", "held in a police cordon" (not "held under arrest")
        r"under\s+(?:(?:a|an|the|heavy|strong|close|armed|police)\s+){0,3}escort|"
        r"in\s+(?:a|an)\s+(?:[\w-]+\s+){0,2}?(?:cordon|kettle|pen|holding\s+(?:area|pen))|"
        r"for\s+(?:\w+\s+)?(?:minutes|hours|an\s+hour))\b)|"
        r"taken\s+into\s+(?:police\s+)?custody|"
        # as Balkan and Eastern European police releases word it: "five persons were deprived of
        # liberty", "deprived of their freedom"
        r"deprived\s+of\s+(?:their\s+|his\s+|her\s+)?(?:liberty|freedom)|"
        # taken to the police: "six people were taken to the police headquarters for
        # identification", "taken to Govan police station" (not "taken to the station": a train's)
        r"taken\s+to\s+(?:the\s+|a\s+)?(?:[\w'’-]+\s+){0,2}?(?:police|gendarmerie)\s+"
        r"(?:stations?|headquarters|hq|cells|custody(?:\s+suites?)?)|taken\s+to\s+the\s+cells|"
        # "fourteen people had been taken in", "taken in for questioning" (not "taken in by the
        # offer", "taken in at the gate")
        r"taken\s+in(?=\s*(?:$|[,.;!?)]|–|-\s)|\s+(?:by\s+(?:the\s+)?(?:riot\s+)?(?:police|officers)|for\s+questioning|"
        r"overnight|on\s+suspicion|after|afterwards|following|later|last\s+night)\b)|"
        # picked up, of people, with where or why or by whom: "14 of ours picked up, most of them
        # for standing in the wrong street", "two fans were picked up by police" (not "picked up
        # three points", "picked up by coaches at the station", "picked up from the airport")
        r"picked\s+up(?=\s*(?:$|[,.;!?)]|–|-\s)|\s+(?:by\s+(?:the\s+)?(?:riot\s+)?" + _FORCE + r"|for\b|"
        r"after|following|overnight|later|last\s+night|on\s+suspicion|in\s+(?:the\s+)?(?:old\s+town|city|town|"
        r"streets?|square|centre|center)\b))|"
        # "five of ours who were taken away", "led away by police", "bundled into a police van"
        # (not "led away from the ground", "taken away in an ambulance")
        r"(?:(?:taken|led|carted|dragged|hauled|bundled)\s+away|(?:carted|dragged|hauled)\s+off)"
        r"(?=\s+by\s+(?:the\s+)?(?:riot\s+)?(?:police|officers)"
        r"|\s*(?:$|[,.;!?)]|–|-\s)|\s+(?:in|into)\s+(?:a\s+|the\s+|waiting\s+)?(?:police\s+)?vans?\b)|"
        r"bundled\s+into\s+(?:the\s+back\s+of\s+)?(?:a\s+|the\s+|waiting\s+)?police\s+vans?|"
        # taken by a force named by its word ("Two of ours were taken by the PSP after the match"),
        # or ended up where the arrested are held ("three of ours ended up in a police station")
        rf"taken\s+(?:away\s+)?by\s+(?:the\s+)?(?:riot\s+)?{_FORCE}\b|"
        r"ended\s+up\s+(?:in\s+(?:a\s+|the\s+)?(?:[\w'’-]+\s+){0,2}?(?:police\s+stations?|cells?|custody)|"
        r"under\s+arrest|arrested|detained|nicked)\b|"
        r"(?:(?:remain(?:ed|s|ing)?|still|kept|held|spent\s+the\s+night)\s+)?in\s+(?:police\s+)?custody|nicked|huckled|locked\s+up|apprehended|under\s+arrest|"
        # "I can count three of ours in handcuffs", "two men were handcuffed"
        r"(?:led\s+away\s+|taken\s+away\s+)?in\s+(?:hand)?cuffs|(?:hand)?cuffed|"
        # "seven people were in Metropolitan Police cells", "spent the night in a cell"
        r"(?:spent\s+(?:the|a)\s+night\s+)?in\s+(?:[\w'’-]+\s+){0,3}?cells?\b|"
        # (and the Scots "polis"; "two lads lifted and both of them ours", not "lifted and carried")
        r"lifted(?=\s*(?:$|[.,;!?)\"”’'-]|–|by\s+(?:the\s+)?(?:police|polis|cops)|after|over|following|for|"
        r"in\s+connection|on\s+suspicion|(?:in|at|near|around|outside|inside|before|during)\b(?!\s+the\s+air)|"
        r"and\b(?!\s+(?:carried|thrown|dropped|placed|put|moved|passed|waved|swung|hoisted))))",
        r"arrests?|detentions|detainees|arrestees",
        # "the police took in 23 people"
        # "Cops lifted SIX fans", "the polis lifted two of ours", "cops nicking THREE fans"
        r"arrested|detained|arrest\s+of|apprehended|handcuffed|(?:police|officers|cops)\s+took\s+in|"
        r"deprived\s+of\s+(?:their\s+)?(?:liberty|freedom)|"
        r"(?:police|officers|cops|polis)\s+(?:have\s+|had\s+)?(?:lifted|lifting|lift|nicked|nicking|nick|huckled)|"
        # held by a force named right before it: "Romanian gendarmes HELD three of our supporters"
        # (not "the stand held 600", "police held a briefing"; kept together or back is no
        # arrest: see ``people._KEPT_TOGETHER_RE``)
        rf"{_FORCE}\s+(?:have\s+|had\s+)?(?:held|picked\s+up)|"
        + _BROUGHT_TO + r"(?:arrests?|detentions|" + _PEOPLE_WHO + r"(?:arrested|detained|held))"
        + _BROUGHT_TO_END + "|"
        r"(?:arrests?|detentions)(?:\s+(?:count|tally|total|figure))?\s+to|"
        r"(?:arrests?|detentions|(?<=\bof\s)" + _PEOPLE_WHO + r"(?:arrested|detained)|"
        r"(?<=\bnumber\s)(?:arrested|detained))"
        r"(?:\s+(?:count|tally|total|figure))?"
        + _TOTAL_GAP + _TOTAL_VERB,
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
        r"injured|hurt|wounded|hospitali[sz]ed|(?:taken|rushed|ferried|airlifted|conveyed|transported|sent)\s+to\s+(?:(?:a|the)\s+)?"
        # "taken to the University Hospital of Wales", "rushed to Aintree University Hospital"
        r"(?:[\w'’.-]+\s+){0,4}?(?:hospitals?|infirmary|a&e|accident\s+and\s+emergency)|"
        # "One of our lot ended up in hospital with a cut head"
        r"ended\s+up\s+in\s+(?:(?:a|the)\s+)?(?:[\w'’.-]+\s+){0,3}?(?:hospitals?|infirmary|a&e)|"
        r"stretchered\s+(?:off|away|out)|(?:sought|seeking)\s+(?:\w+\s+)?treatment|"
        r"(?:needed|needing|required|requiring|received|receiving|given|underwent)\s+(?:\w+\s+){0,2}?"
        r"(?:treatment|medical\s+(?:attention|help|assistance)|stitches|care|first\s+aid)|treated\s+(?:in|at|for|by)|"
        # where: "six people have been treated inside the ground", "treated on site"
        r"treated\s+(?:inside|outside|on\s+(?:site|the\s+pitch|the\s+touchline|the\s+spot))\b|"
        # treated after what hurt them, or being treated: "two officers are being treated after
        # bottles were thrown" (not "treated like criminals", "treated with contempt")
        r"treated\s+(?:after|following|on\s+the\s+spot|there\b)|(?<=being\s)treated\b(?!\s+(?:like|as|with|badly|"
        r"unfairly|differently|well|poorly|fairly|harshly|roughly)\b)|"
        # "two of ours were seen by the paramedics", "checked over by medics"
        r"(?:seen|checked(?:\s+over)?|examined|looked\s+at|assessed|attended\s+to)\s+by\s+(?:the\s+)?"
        r"(?:[\w'’-]+\s+){0,2}?(?:paramedics|medics|medical\s+(?:staff|team|teams)|first[\s-]aiders|doctors|"
        r"ambulance\s+(?:staff|crews?|service))|"
        r"(?:suffered|sustained|suffering|sustaining|received|receiving)\s+(?:[\w-]+\s+){0,3}?(?:injur(?:y|ies)|cuts?|wounds?|fractur\w*|"
        r"broken\s+\w+|concussion|bruis\w*|burns?)|burn(?:ed|t)|scalded|"
        r"(?:(?:led|taken|carried|helped|stretchered|left)(?:\s+(?:away|off|out))?|(?:walked|came|got)\s+away)\s+with\s+(?:an?\s+)?(?:[\w-]+\s+){0,2}?"
        r"(?:burns?|cuts?|injur(?:y|ies)|wounds?|gash|fractur\w*|concussion|bloody\s+nose|black\s+eye|broken\s+\w+)|"
        r"stabbed|glassed|slashed|bloodied|left\s+(?:bleeding|bloodied|injured|hurt|unconscious)|knocked\s+unconscious|(?:patched|stitched)\s+up|bandaged|"
        # "a Chelsea supporter whose head was cut by a flying coin"
        r"whose\s+(?:head|face|eye|nose|lip|cheek|forehead|eyebrow|scalp|arm|hand|leg|shoulder)\s+(?:was|were)\s+"
        r"(?:cut|split|gashed|bloodied|injured|burn(?:ed|t)|grazed)|"
        r"(?:struck|hit)\s+(?:in|on)\s+the\s+\w+|(?:struck|hit)\s+by\b|"
        # "a man was cut by a flying bottle", "cut above the eye"
        r"(?:cut|gashed)\s+(?:by|on|above|below|across|in)\b|"
        # (or "left" there, as papers say: "TWO cops were left in hospital")
        r"(?:(?:remain(?:ed|s|ing)?|stay(?:ed|s|ing)?|still|being\s+treated|kept|detained|left|landed|wound\s+up)\s+)?"
        r"in\s+hospital|"
        r"had\s+(?:an?\s+)?(?:[\w-]+\s+)?(?:cut|gash|head\s+wound|bloody\s+nose|black\s+eye)",
        r"injur(?:y|ies)|casualt(?:y|ies)|injured",
        r"injuring|injured|hurting|wounding|injuries\s+to|treated|hospitali[sz]ed|"
        + _BROUGHT_TO + r"(?:injur(?:y|ies)|casualt(?:y|ies)|injured\s+people|" + _PEOPLE_WHO + r"(?:injured|hurt))"
        + _BROUGHT_TO_END + "|"
        r"among\s+the\s+(?:injured|wounded|hurt|casualties)\s+(?:were|was)|"
        r"(?:injured|wounded|casualties)\s+includ(?:ed|es|e)|"
        r"(?:injuries|casualties|injured|casualty)(?:\s+(?:count|tally|total|toll|figure))?\s+to|"
        r"(?:injuries|casualties|injured|casualty|(?<=\bof\s)" + _PEOPLE_WHO + r"hurt)"
        r"(?:\s+(?:count|tally|total|toll|figure))?"
        + _TOTAL_GAP + _TOTAL_VERB,
    ),
    (
        "dispersal",
        # (and "knocked back" at the turnstiles, said of people, "40 of ours knocked back", "got
        # knocked back": not "knocked back a few pints")
        r"turned\s+(?:away|back|around)|"
        r"(?:(?<=were\s)|(?<=was\s)|(?<=got\s)|(?<=get\s)|(?<=been\s)|(?<=ours\s)|(?<=\bus\s)|(?<=them\s))"
        r"knocked\s+back|dispersed|(?:prevented|stopped|barred|blocked)\s+from\s+"
        r"(?:attending|entering|getting|going|travell?ing|boarding|reaching|accessing)|"
        r"(?:refused|denied)\s+(?:entry|admission|admittance|access)|"
        # refused in plain words: "14 persons were not admitted to the stadium", "were not
        # allowed into the ground", "were not let in" (not "not allowed to travel": a ban)
        r"(?:(?<=were\s)|(?<=was\s)|(?<=been\s))not\s+(?:admitted|allowed\s+(?:in|into|entry|to\s+enter)\b|"
        r"let\s+in(?:to)?\b)|"
        # (not "escorted from the city centre to the stadium": a following brought to the match)
        # (and "expelled from the town-centre area" by the police; not "expelled from the club",
        # a membership lost)
        rf"ejected|evicted|(?:thrown|kicked|chucked|booted|slung|flung|turfed|hoofed)\s+out|"
        r"removed\s+(?:from|by|under)|"
        r"expelled\s+(?:by\b|from\s+(?!(?:the\s+)?(?:club|supporters['’]?\s+(?:club|trust|group)|association|"
        r"membership|party|school|country)\b))|"
        rf"escorted\s+{_ESCORT_MANNER}(?:out|away|from(?={_FROM_THE_GROUND})(?!{_TO_THE_MATCH}))|"
        # "escorted by police back to the station", "stopped at the turnstiles"
        r"escorted\s+(?:by\s+(?:the\s+)?police\s+)?back\s+(?:to|onto|into|on\s+to)\b|"
        r"(?:stopped|turned\s+back)\s+at\s+the\s+(?:turnstiles?|gates?|entrances?)|"
        r"(?:led|marched|frogmarched|ushered)\s+(?:out|away)\s+(?:of|from)|"
        rf"{_PUT_ON_A_TRAIN}|"
        # stopped on the way and sent back: "were intercepted and sent back to Bruges by train",
        # "were stopped at Sint-Pieters and put back on a train"
        r"(?:intercepted|stopped|held)\s+(?:(?:at|on|in|near|by)\s+(?:[\w'’.-]+\s+){1,3}?)?and\s+"
        rf"(?:(?:sent|turned|put|escorted|taken|driven)\s+(?:back|home|away)\b|{_PUT_ON_A_TRAIN})|"
        # (turned out, of a ground, in the passive: "Twelve fans were turned out of the ground";
        # not "More than 18,000 turned out on a cold night", a crowd)
        r"sent\s+(?:home|away|back)|kept\s+(?:out|away)|"
        r"(?:(?<=were\s)|(?<=was\s)|(?<=been\s)|(?<=got\s)|(?<=get\s)|(?<=being\s))turned\s+out|"
        # "At least 20 of us were pushed out of Storgata by police with dogs"
        r"(?:pushed|forced|chased|herded|driven|shepherded|shoved)\s+(?:out\s+of|away\s+from)\b|"
        rf"(?:held|kept)\s+(?:back|behind|inside(?!{_OVER_AN_OFFENCE}))|"
        # kept from their seats: "More than 100 of us were kept outside gate 18 until the second
        # half", "locked out of the ground"
        # (not "held outside the ground": detained there)
        r"(?:kept|left|stuck)\s+outside\b|locked\s+out\b|"
        # "were moved on from Piazza del Duomo", "moved on by police" (not "moved on to the ground")
        r"moved\s+on(?!\s+(?:to|towards|into|in)\b)|"
        r"(?:directed|ordered|told)\s+to\s+leave|(?:ordered|moved|sent|driven|cleared)\s+(?:out\s+of|away\s+from|from)\s+"
        r"(?:the\s+)?(?:city|town|centre|center|area|square|station|streets?|pubs?|bars?|zone)|"
        # through the measure: "40 people were handed dispersal notices"
        r"(?:handed|given|issued(?:\s+with)?|served(?:\s+with)?|hit\s+with|with)\s+(?:[\w-]+\s+){0,2}?"
        rf"{_DISPERSAL_ORDERS}",
        # ... or the orders counted themselves, one a person: "14 directions to leave the area",
        # "23 Section 35 dispersal notices"
        rf"ejections?|(?:section\s+3[45]\s+)?{_DISPERSAL_ORDERS}",
        r"dispersed|disperse|dispersing|ejected|evicted|turned\s+(?:away|back)|removed|escorted\s+out|(?:held|kept)\s+back|"
        # "used a dispersal direction to move on 15 men"
        r"(?:move|moved|moving|moves)\s+on|"
        # (in a fan's words too: "the stewards chucked out six of ours", "booted out four fans")
        r"(?:threw|kicked|chucked|booted|slung|flung|turfed|hoofed)\s+out|sent\s+(?:home|back)|"
        r"(?:refused|denied)\s+(?:entry|admission|access)"
        r"(?:\s+(?:to|into)\s+the\s+(?:stadium|ground|arena|match|game|fan\s+zone|turnstiles?))?\s+to|"
        # the passive, the measure first: "Access to the stadium was refused to 41 people"
        r"(?:access|entry|admission|admittance)(?:\s+(?:to|into)\s+(?:the\s+)?(?:[\w'’-]+\s+){0,2}?"
        r"(?:stadium|ground|arena|match|game|fan\s+zone|turnstiles?))?\s+(?:was|were|has\s+been|had\s+been)\s+"
        r"(?:refused|denied)\s+to|"
        # "dispersal orders were issued to 40 people", "police served dispersal notices on 40 fans"
        rf"{_DISPERSAL_ORDERS}\s+{_PASSIVE}?{_HANDED_TO}|"
        rf"(?:issued|served|gave|given|handed(?:\s+out)?)\s+(?:[\w-]+\s+){{0,2}}?{_DISPERSAL_ORDERS}\s+(?:to|on)|"
        # a measure glossed as one: "issued area bans (dispersal orders) to twelve people"
        rf"(?:issued|served|gave|given|handed(?:\s+out)?)\s+(?:[\w-]+\s+){{0,3}}?\({_DISPERSAL_ORDERS}\)\s+(?:to|on)",
    ),
    (
        "bans",
        r"banned|barred|(?:handed|given|issued\s+with|served\s+with|hit\s+with|received|receive|receives|receiving|"
        r"got|get|gets|getting|earned|copped|face|faces|facing)\s+(?:[\w-]+\s+){0,3}?"
        r"(?:bans?|banning\s+orders?|daspos?(?:\s+orders?)?|stadionverbote?)|"
        # "NINE thugs now face being banned", "who face being barred from every ground"
        r"(?:face|faces|facing)\s+(?:being\s+)(?:banned|barred)",
        rf"(?:football\s+|stadium\s+|club\s+|lifetime\s+|life\s+)?{BAN_NOUN}",
        r"banned|barred|(?:imposed|impose|imposing|issued|handed(?:\s+out)?|given|served|slapped)\s+(?:[\w-]+\s+){0,2}?"
        r"(?:banning\s+orders?|bans?|"
        rf"daspos?(?:\s+orders?)?|stadionverbote?){_BAN_GLOSS}\s+(?:on|to|against)(?:\s+all)?(?:\s+the)?|"
        # through the measure: "banning orders will be sought against about 15 supporters",
        # "police are seeking banning orders against 12 men", "the club will ban 15 fans"
        rf"(?:banning\s+orders?|bans?|"
        rf"daspos?(?:\s+orders?)?|stadionverbote?)\s+{_PASSIVE}?(?:sought|applied\s+for|requested|{_HANDED})"
        r"\s+(?:on|to|against)|"
        # ... asked for whom: "stadium bans have been requested for 10 people"
        rf"(?:banning\s+orders?|bans?|daspos?(?:\s+orders?)?|stadionverbote?)\s+{_PASSIVE}?"
        r"(?:sought|applied\s+for|requested|proposed)\s+for|"
        # said of a body in reported speech, "would" is its "will": "Police said they would seek
        # stadium bans for nine people"
        rf"{REPORTED_WOULD}\s+(?:seek|request|apply\s+for|pursue|ask\s+for|impose|issue)\s+"
        r"(?:[\w-]+\s+){0,2}?(?:banning\s+orders?|bans|daspos?(?:\s+orders?)?|stadionverbote?)\s+(?:against|on|for)|"
        # ("could seek banning orders against 30 fans" is no count)
        r"(?<!could\s)(?<!may\s)(?<!might\s)(?<!would\s)"
        # ("will apply to the clubs for nationwide stadium bans against twelve people")
        r"(?:seek|seeks|seeking|sought|(?:apply|applied|applying)\s+(?:to\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+)?for|"
        r"pursue|pursuing|"
        # "has requested nationwide stadium bans against nine people"
        r"request|requests|requested|requesting|ask\s+for|asked\s+for|asking\s+for)\s+"
        r"(?:[\w-]+\s+){0,2}?(?:banning\s+orders?|bans|daspos?(?:\s+orders?)?|stadionverbote?)"
        rf"{_BAN_GLOSS}\s+(?:against|on|for)|"
        # "begun proceedings for Italian stadium bans against fourteen Feyenoord fans"
        r"proceedings\s+for\s+(?:(?:a|an|the)\s+)?(?:[\w-]+\s+){0,2}?(?:banning\s+orders?|bans?|daspos?(?:\s+orders?)?|"
        rf"stadionverbote?){_BAN_GLOSS}\s+(?:against|on)|"
        # the measure and whom it is for, its length between, opening the sentence or after a verb
        # deciding it: "consider bans of up to five years for four people", "Stadium bans for 12
        # supporters are expected", "will issue stadium bans to 12 supporters" (not "could seek
        # bans for 30 fans": that is the modal seeking's, above)
        r"(?:^|,\s+|\b(?:consider|considers|considering|considered|propose|proposes|proposing|proposed|issue|issues|"
        r"issuing|recommend|recommends|recommending|recommended|confirm|confirms|confirming|confirmed|announce|"
        r"announces|announcing|announced|impose|imposes|imposing|approve|approves|approved|uphold|upheld)\s+)"
        r"(?:[\w-]+\s+){0,2}?"
        r"(?:banning\s+orders?|bans|daspos?(?:\s+orders?)?|stadionverbote?)(?:\s+of\s+(?:up\s+to\s+|between\s+)?"
        r"(?:[\w-]+\s+){1,3}?(?:years?|months?|seasons?|matches|games))?"
        rf"{_BAN_GLOSS}\s+(?:for|against|to)(?:\s+the)?|"
        # a country's own word for a stadium ban: "started DASPO proceedings against 22 supporters"
        r"(?:daspo|stadionverbots?)\s+(?:proceedings|orders?)\s+(?:against|on)|"
        # through the measure on a season ticket: "suspended the season tickets of six supporters"
        r"(?:suspended|cancelled|canceled|revoked|withdrawn|withdrew|confiscated|rescinded)\s+(?:the\s+)?"
        r"(?:season[\s-]+tickets?|memberships?|season[\s-]+cards?)\s+(?:of|belonging\s+to|held\s+by)|"
        r"ban|bans|banning",
    ),
    (
        "crowd",
        r"clashed|fought|brawled|rioted|gathered|massed|congregated|rampaged|marched|"
        # who attacked, not who was attacked: "Two fans were attacked" counts victims
        rf"{_NOT_PASSIVE}(?:confronted|attacked)|surged|traded\s+blows|squared\s+up|involved|took\s+part|attended|"
        rf"travell?ed|{MADE_THE_TRIP}|present|(?:inside|in|at)\s+the\s+(?:ground|stadium)|"
        # a part of the ground they filled: "2,000 of us filled the guest sector", "filled the
        # away end at Tele2" (not "filled the gap", "filled the role")
        rf"{FILLED_A_PART}|"
        r"invaded|stormed|fighting|clashing|brawling|rioting|in\s+attendance|packed|"
        # where a following was, in a fan's words: "3,000 of us tucked into the corner",
        # "made it to the Puskas", "More than 2,500 of us made it up there", "behind the goal"
        rf"(?:tucked|crammed|squeezed|packed|penned|housed)\s+(?:in|into)|{MADE_IT_THERE}|"
        r"behind\s+the\s+goal|"
        # who came to the match, in a police commander's words: "Almost 49,000 people came to
        # Friends Arena", "came along to support the team", "turned up at Hampden"
        r"came\s+(?:along\s+)?to(?=\s+(?!blows\b|an?\s+(?:end|halt|head|stop|agreement|standstill)\b|"
        r"the\s+(?:aid|rescue)\b|harm\b|terms\b|court\b|light\b|nothing\b))|turned\s+up\s+(?:at|for|to|in)\b|"
        # ... or turned out for it: "More than 18,000 turned out on a cold Tuesday night" (not
        # "turned out to be", "turned out that")
        r"turned\s+out(?!\s+(?:to\s+be|that|of|for\s+the\s+best)\b)|"
        # a following heard: "1,500 of us singing like it was Rams Park"
        r"singing|chanting|"
        # a fan's own side where it stood or how it went: "All 1,800 of us in the corner",
        # "2,500 of us wet through in the corner of the Kuip", "1,500 of us went up", "came on
        # the Extrazug" (not "two of us went to hospital", nor a party's "Eleven of us went down
        # from Austin")
        r"(?<=\bof\sus\s)(?:(?:[\w'’-]+\s+){0,3}?in\s+the\s+(?:(?:top|bottom|far|upper|lower|away)\s+)?corner\b|"
        # ... or just "in there": "we had 900 of us in there" (not what befell some: "two of us in
        # there got hit")
        r"in\s+there\b(?!\s+(?:got|get|were|was|had|have|needed|ended|took|suffered)\b)|"
        r"(?:went|came)\s+(?:(?:up|down|over|across|north|south)\b(?!\s+from\b)|on\b|by\b|"
        r"to\s+(?!hospital\b|court\b|jail\b|prison\b|a\s+hospital\b|the\s+(?:police|hospital|station|cells)\b)))|"
        r"descended|converged|charged\s+(?:at|towards|across)|ran\s+(?:on|onto)|"
        # ("where only 40 Belarus supporters sat in the away corner", "stood on the away terrace")
        rf"(?:(?:sat|stood|sitting|standing|seated)\s+)?(?:in|on)\s+the\s+{_TIER_OF}"
        rf"(?:{AWAY_PART}|opposite\s+(?:end|section|stand|enclosure))|"
        r"throwing|hurling|"
        # a fan's own end: "15,000 of us in that end", "2,000 in our section"
        r"in\s+(?:that|this|our|their)\s+(?:end|section|stand|enclosure|corner|block)|"
        # "Almost 18,000 people enjoyed a fantastic night at Windsor Park", "the scoreboard said
        # 8,214 people were inside"
        r"enjoyed|(?:were|was)\s+inside(?=\s*(?:[,.;:!?)]|$|and\b|for\b|by\b|when\b))|"
        # who watched the match: "Around 300 Armenian fans watched the game in the away section"
        r"watched\s+(?:the|their|our|a|an|this)\s+(?:[\w'’-]+\s+){0,2}?(?:game|match|tie|derby|final|qualifier|"
        r"friendly|action|football|team|side|half|defeat|win|victory|draw)\b|"
        # an end or stand by its name: "the 3,000 of us in the Anfield Road end", "in the Clock End"
        rf"in\s+the\s+{_TIER_OF}{NAMED_END}|"
        r"expected\s+(?:in|at|to\s+(?:travel|attend|be))|climbed|scaled|spilt|"
        r"(?:spill\w*|poured|pour|streamed|stream|flooded|swarmed|rushed|raced)\s+(?:on\s*to|onto|on|into|across|over)|"
        r"(?:tried|attempted)\s+to\s+(?:break|force|get|storm|invade|enter|attack|reach|climb|push|confront|charge|"
        rf"run|scale|rush|cross|breach)|"
        rf"escorted\s+{_ESCORT_MANNER}(?:in|into|to|from{_TO_THE_MATCH}|from(?!{_FROM_THE_GROUND}))|"
        r"moved\s+(?:back|away)|"
        r"(?:traded|trading|exchanged|exchanging)\s+(?:blows|punches|missiles|objects|bottles|flares)|came\s+to\s+blows|threw|hurled|pelted|smashed|"
        r"vandali[sz]ed|protested|demonstrated|staged\s+(?:an?\s+)?(?:[\w-]+\s+)?(?:protest|demonstration|sit-in|walk-?out)|"
        rf"{_NOT_PASSIVE}(?:ambushed|set\s+upon)|steamed\s+(?:in|into)|forced\s+(?:their|its)\s+way|broke\s+(?:through|into|down)|"
        r"(?:tore|ripped)\s+(?:up|out|down)|joined\s+in|"
        # "3,000 Everton supporters walked under escort from Stanley Park", "were brought to the
        # ground under police escort"
        r"(?:walked|arrived|brought|taken|kept|moved|led|made\s+(?:their|its)\s+way)\s+(?:[\w'’-]+\s+){0,5}?"
        r"under\s+(?:an?\s+)?(?:heavy\s+|strong\s+|close\s+)?(?:police\s+)?escort|"
        # a following come to the match, or there by the ground's name: "The 1,900 Saint-Étienne
        # supporters have arrived at the stadium", "Over 4,000 Hungarians were in the Johan Cruyff Arena"
        # (not in a clause of who they are: "About 60 fans who arrived in Prague without tickets were escorted")
        r"(?<!\bwho\s)(?<!\bwho\shad\s)(?<!\bthat\s)(?:arrived|arriving)\s+(?:at|in|into)\b"
        r"(?!\s+(?:an?\s+|the\s+)?(?:court|hospital|custody|prison|jail|cells|"
        r"(?:[\w-]+\s+)?(?:police\s+)?station|magistrates|scene)\b)|"
        r"(?:were|was)\s+(?:(?:all|still|already)\s+)?(?:in|at)\s+(?:the\s+)?(?:[\w'’.-]+\s+){0,3}?"
        r"(?:arena|stadium|stadion|stadio|estadio|stade|ground)\b|"
        # ... or in its crowd: "Around 600 Ayr fans were in the crowd of 1,847", "were among the crowd"
        r"(?:were|was)\s+(?:(?:all|also)\s+)?(?:in|among|amongst)\s+(?:the|a|an)\s+(?:[\w,-]+\s+){0,2}?crowd\b",
        # (and the full ground's size: "Inside a 49,800 sell-out")
        r"-?\s?strong\b|crowd\b|spectators\b|sell-?out\b(?!\s+(?:allocation|of\s+tickets))|full\s+house\b",
        r"crowd\s+of|attendance\s+of|full\s+house\s+of|gathering\s+of|group\s+of|mob\s+of|gang\s+of|"
        # the ground's own count: "The big screen said 34,726", "the scoreboard showed 8,214"
        r"(?:big\s+screens?|screens?|scoreboards?|announcer|tannoy)\s+(?:said|says|showed|shows|announced|read|reads)|"
        r"(?:mob|gang|group|crowd|contingent)\s+of\s+(?:[\w'’-]+\s+){0,2}?[\w'’-]+,|"
        r"contingent\s+of|following\s+of|travelling\s+support\s+of|groups\s+of|"
        # (and a word of its size: "in front of a record 16,532", "a sell-out 31,204")
        r"in\s+front\s+of(?:\s+an?\s+(?:record|sell-?out|capacity|bumper|season[\s-]best|club[\s-]record))?|"
        r"watched\s+by|attended\s+by|"
        # the following urging its side: "roared on by nearly 900 travelling fans", "cheered on by"
        rf"{URGED_ON_BY}|"
        # the place first: "The visiting sector was occupied by around 900 Panathinaikos supporters",
        # "The away section held 1,087 Saint-Étienne supporters", "the guest block housed 900"
        r"(?:end|sector|section|stand|enclosure|terrace|curva)\s+(?:was|were|had\s+been)\s+"
        r"(?:occupied|filled|packed)\s+by|"
        rf"{PART_HELD}|"
        r"(?:attendance|crowd|gate)"
        # "The crowd at the Karaiskakis Stadium was 31,116", "the gate at Rodney Parade was"
        # ... said in the present on a live page: "The official attendance tonight is 72,144",
        # or as a label: "The attendance tonight: 75,000", "Attendance: 31,402", or as given:
        # "the crowd was given as 21,086", "The attendance was announced as 33,412"
        rf"(?:\s+{CROWD_WHEN_OR_WHERE})?{CROWD_SIZE_GIVEN}",
    ),
)


# Compiled without re.I: they run on ``fold``ed text (see ``text``).  A trigger before its
# quantity may reach it over a group noun ("a group of") or "all" ("will be seeking football
# banning orders against all six").
RULES = [
    (
        kind,
        regexes.compile(rf"(?:{after})\b"),
        regexes.compile(rf"(?:{noun})(?![\w-])"),
        regexes.compile(
            rf"\b(?:{before})\s+(?:all\s+(?:the\s+)?|(?:an?\s+)?(?:group|crowd|gang|mob|total|number)\s+of\s+)?$"),
    )
    for kind, after, noun, before in _KIND_TRIGGERS
]


@dataclass(frozen=True, slots=True)
class Count:
    kind: str
    start: int
    end: int
    quantity: Quantity
    original: str
    detail: str = ""
    # Whom it counts (``kinds.GROUPS``; "" people of no group or a total); None: read
    # from its words by ``find_counts`` (see ``groups``).
    group: str | None = None
    # An increment ("two more arrests"): how many were added, not how many there were.
    added: bool = False


def people_noun(mid: str) -> str:
    found = PEOPLE_RE.search(mid)
    return found.group().lower() if found else ""


def ban_detail(kind: str, trigger: str) -> str:
    if kind != "bans":
        return ""
    low = trigger.lower()
    # a country's own legal stadium ban (Italy's DASPO, Germany's Stadionverbot) is an order
    return "banning order" if any(word in low for word in ("order", "daspo", "stadionverbot")) else "club ban"
