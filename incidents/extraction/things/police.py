"""The police response and the measures taken: riot and mounted police, dogs,
helicopters, stewards, water cannon, tear gas; alcohol bans, increased security,
segregation, ticket restrictions, games behind closed doors, dispersal orders.

A steward hit or hurt is an injury, not a deployment; "ordered to play ... behind
closed doors" is a sanction, not a measure.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from .. import regexes
from .gates import at_word_start, on_folded

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
_CLOSED_DOORS_SANCTION_RE = regexes.compile(
    r"\b(?:ordered|forced|made|told|instructed|required)\s+(?:[\w'’-]+\s+){0,3}?(?:to\s+)?play\b[^.;]{0,60}$"
)
# (value, folded rule, name of its gate in _GATE_TABLE)
_F_POLICE_GATED = tuple(
    (value, on_folded(pattern, ("CS\\s+spray", "cs\\s+spray")) if value == "tear gas" else on_folded(pattern),
     f"police:{value}")
    for value, pattern in _POLICE_RULES
)
# The measures with the longest rules, tried only at word starts (at_word_start).
_LONG_MEASURES = ("alcohol ban", "increased security", "ticket restrictions")
# (value, folded rule, name of its gate in _GATE_TABLE, name of the words it also needs or None)
_F_MEASURE_GATED = tuple(
    (value, at_word_start(on_folded(pattern)) if value in _LONG_MEASURES else on_folded(pattern),
     f"measure:{value}", "security words" if value == "increased security" else None)
    for value, pattern in _MEASURE_RULES
)


def find_police(low: str, folded: str, groups: set[str]) -> Iterator[tuple[str, str, int, int, str]]:
    """The police deployment (the sentence's groups hold "police")."""
    for value, pattern, gate in _F_POLICE_GATED:
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


def find_measures(folded: str, groups: set[str]) -> Iterator[tuple[str, str, int, int, str]]:
    """The measures taken (the sentence's groups hold "measure")."""
    for value, pattern, gate, needs in _F_MEASURE_GATED:
        if gate not in groups or needs is not None and needs not in groups:
            continue
        for m in pattern.finditer(folded):
            start, end = m.span()
            if value == "behind closed doors" and _CLOSED_DOORS_SANCTION_RE.search(folded, 0, start):
                continue  # a sanction ("ordered to play ... behind closed doors"), not a measure
            yield "measure", value, start, end, ""
