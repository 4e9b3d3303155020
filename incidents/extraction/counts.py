"""Counts of people: arrests, injuries, deaths, dispersal, bans and crowd size.

A count is a quantity tied to a trigger by a small grammar rather than by
proximity alone:

    QUANTITY [of the] [adjectives] [PEOPLE]  [aux/adverbs]  TRIGGER   ("seven fans were arrested")
    QUANTITY [one or two adjectives] NOUN-TRIGGER                      ("made seven arrests")
    TRIGGER-VERB QUANTITY [PEOPLE]                                     ("police arrested 12 men")

The words between the quantity and the trigger may not hold a clause break, so a
number never borrows the trigger of another clause.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .numbers import BETWEEN_FOLD_RE, QUANTITY_FOLD_RE, Quantity, quantity_from_parts
from .text import fold

PEOPLE = (
    r"people|persons?|fans?|supporters?|men|man|women|woman|boys?|girls?|youths?|"
    r"teenagers?|teens|juveniles?|adults?|individuals?|spectators?|followers?|hooligans?|"
    r"thugs?|yobs?|louts?|ultras?|officers?|policem[ae]n|policewom[ae]n|cops|stewards?|"
    r"players?|children|child|kids?|members?|visitors?|faithful|others|more|locals?|"
    r"residents?|troublemakers?|suspects?|those|rivals?|rioters?|protesters?|lads|"
    r"casuals|them|us|staff|paramedics|journalists?|photographers?|referees?|"
    r"travelling\s+fans|away\s+fans|home\s+fans|counterparts|nationals|citizens"
)
_PEOPLE_RE = re.compile(rf"(?:{PEOPLE})$", re.I)
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

# (kind, trigger after the people noun, noun trigger right after the quantity, verb before it)
_KIND_TRIGGERS: tuple[tuple[str, str, str, str], ...] = (
    (
        "arrests",
        r"arrested|detained|held(?!\s+(?:up|on|back|a|the|at\s+bay|their|its|his|her|inside|behind|in\s+the))|"
        r"taken\s+into\s+custody|in\s+custody|nicked|locked\s+up|apprehended|under\s+arrest",
        r"arrests?|detentions",
        r"arrested|detained|arrest\s+of|arrests\s+(?:totalled|numbered|stood\s+at|rose\s+to|to)",
    ),
    (
        "deaths",
        r"died|killed|dead|lost\s+(?:their|his|her)\s+li(?:fe|ves)|fatally\s+\w+|"
        r"(?:crushed|stabbed|beaten)\s+to\s+death",
        r"deaths?|fatalit(?:y|ies)|dead",
        r"killing|killed|deaths?\s+of|death\s+toll\s+(?:of|rose\s+to|to)",
    ),
    (
        "injuries",
        r"injured|hurt|wounded|hospitali[sz]ed|taken\s+to\s+hospital|"
        r"(?:needed|needing|required|requiring|received|receiving|given)\s+(?:\w+\s+){0,2}?"
        r"(?:treatment|medical\s+attention|stitches|care)|treated\s+(?:in|at|for|by)|"
        r"(?:suffered|sustained|suffering|sustaining)\s+(?:\w+\s+){0,2}?(?:injur(?:y|ies)|cuts?|wounds?|fractur\w*|"
        r"broken\s+\w+|concussion|bruis\w*|burns)|"
        r"stabbed|glassed|slashed|bloodied|left\s+bleeding|knocked\s+unconscious|"
        r"(?:struck|hit)\s+(?:in|on)\s+the\s+\w+|(?:struck|hit)\s+by\b",
        r"injur(?:y|ies)|casualt(?:y|ies)|injured",
        r"injuring|injured|hurting|wounding|injuries\s+to",
    ),
    (
        "dispersal",
        r"turned\s+(?:away|back)|dispersed|(?:prevented|stopped|barred)\s+from\s+"
        r"(?:attending|entering|getting|going|travelling)|(?:refused|denied)\s+(?:entry|admission|access)|"
        r"ejected|evicted|thrown\s+out|kicked\s+out|removed\s+from|escorted\s+(?:out|away|from)|"
        r"sent\s+(?:home|away|back)|kept\s+out|turned\s+out|(?:held|kept)\s+(?:back|behind|inside)|"
        r"(?:directed|ordered)\s+to\s+leave",
        r"ejections?",
        r"dispersed|ejected|evicted|turned\s+away|removed|escorted\s+out|(?:held|kept)\s+back",
    ),
    (
        "bans",
        r"banned|barred|(?:handed|given|issued\s+with|served\s+with|hit\s+with)\s+(?:\w+\s+){0,2}?"
        r"(?:bans?|banning\s+orders?)",
        r"(?:football\s+|stadium\s+|club\s+|lifetime\s+|life\s+)?(?:banning\s+orders?|bans?)",
        r"banned|barred",
    ),
    (
        "crowd",
        r"clashed|fought|brawled|rioted|gathered|massed|congregated|rampaged|marched|"
        r"confronted|surged|traded\s+blows|squared\s+up|involved|took\s+part|attended|"
        r"travell?ed|made\s+the\s+(?:trip|journey)|present|inside\s+the\s+(?:ground|stadium)|"
        r"invaded|stormed|fighting|clashing|brawling|rioting|in\s+attendance|packed|"
        r"descended|converged|charged\s+(?:at|towards|across)|ran\s+(?:on|onto)|"
        r"in\s+the\s+(?:away|home|visiting|opposite)\s+(?:end|section|stand|enclosure)|throwing|hurling|"
        r"expected\s+(?:in|at|to\s+(?:travel|attend|be))",
        r"-?\s?strong\b|crowd\b",
        r"crowd\s+of|attendance\s+of|gathering\s+of|group\s+of|mob\s+of|gang\s+of|"
        r"contingent\s+of|following\s+of|travelling\s+support\s+of",
    ),
)
# _UNIT_AFTER_RE, _DATE_BEFORE_RE, _YEAR_CONTEXT_RE, _MODAL_BEFORE_RE and _ZERO_RE
# are case-insensitive rules compiled without re.I: they run on ``fold``ed text.
_UNIT_AFTER_RE = re.compile(
    r"[\s-]*(?:minutes?|mins?|min\b|years?|yrs?|seasons?|days?|weeks?|months?|hours?|hrs?|"
    r"times|goals?|points?|pts|pounds?|pence|p\b|euros?|dollars?|per\s*cent|percent|%|"
    r"metres?|meters?|miles?|km|kilometres?|yards?|pm\b|am\b|o['’]clock|-year|"
    r"january|february|march|april|may|june|july|august|september|october|november|december|"
    r"jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|st\b|nd\b|rd\b|th\b|"
    r"[-–]\s*\d|:\d|\.\d|x\b|v\b|vs?\b)",
)
_DATE_BEFORE_RE = re.compile(
    r"(?:january|february|march|april|may|june|july|august|september|october|november|"
    r"december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|aged|age\s+of|under|"
    r"number|no\.?|section|page|minute|round|game|match|chapter|£|\$|€)\s*$",
)
_YEAR_CONTEXT_RE = re.compile(r"(?:in|since|until|of|by|from|during|before|after|to|the)\s+$")
_COMMON_CAPITALS = frozenset(
    "a an the about around some nearly over only just all but and another police officers "
    "between almost approximately roughly at least more than up to".split()
)
_CAPITAL_BEFORE_RE = re.compile(r"[A-Z]\w*\s+$")
_MODAL_BEFORE_RE = re.compile(
    r"\b(?:expect(?:s|ed|ing)?|could|may|might|would|will|plans?|planning|hope[sd]?|"
    r"hoping|likely|possible|fears?|feared|threaten(?:s|ed)?|risk|if|whether|predict(?:s|ed)?)\b"
    r"[^,;]{0,30}$",
)
_CLAUSE_BREAK_RE = re.compile(r"[;:()\"“”]|\s[-–—]\s|,\s*(?:while|but|whereas|and|as|after|although)\b")

_ZERO_RE = re.compile(
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
    "subsequently reportedly allegedly since already now eventually initially".split()
)
_TOKEN_RE = re.compile(r"[\w'’.-]+|,")


def _is_stop(word: str) -> bool:
    return (
        word in _STOP_WORDS
        or word in _AUX_WORDS
        or word.endswith("ly")
        or word + "s" in _STOP_WORDS
        or word + "es" in _STOP_WORDS
    )


# Compiled without re.I: they run on ``fold``ed text (see ``text``).
_RULES = [
    (
        kind,
        re.compile(rf"(?:{after})\b"),
        re.compile(rf"(?:{noun})(?![\w-])"),
        re.compile(rf"\b(?:{before})\s+(?:(?:an?\s+)?(?:group|crowd|gang|mob|total|number)\s+of\s+)?$"),
    )
    for kind, after, noun, before in _KIND_TRIGGERS
]
# Run on the lower-cased body: whole words that can make a sentence hold a count.
TRIGGER_RE = re.compile(
    r"\b(?:arrest\w*|detain\w*|custody|held|nicked|apprehended|died|dead|deaths?|kill\w*|"
    r"fatal\w*|injur\w*|hurt|wounded|hospital\w*|treat\w*|stabbed|glassed|slashed|bloodied|bleeding|"
    r"unconscious|struck|hit|turned|dispersed|prevented|barred|stopped|refused|denied|eject\w*|"
    r"evicted|thrown|kicked|removed|escorted|sent|kept|ban|bans|banned|banning|clash\w*|fought|"
    r"brawl\w*|riot\w*|gathered|massed|congregated|rampaged|marched|confronted|surged|blows|squared|"
    r"involved|part|attended|travell?ed|trip|journey|present|inside|invaded|stormed|fighting|"
    r"strong|crowd|mob|gang|group|contingent|following|casualt\w*|locked|packed|descended|"
    r"converged|charged|ran|attendance|stitches|care|cuts|wounds|fractures?|no|nobody|none|never|"
    r"not|n't|lost|lives|life|suffered|sustained|broken|directed|ordered|expected|throwing|hurling|"
    r"(?:away|home|visiting)\s+(?:end|section|stand|enclosure))\b"
)


# Words one of which every trigger of a kind (after, noun or before rule) holds.
# A kind whose words are all absent from a sentence cannot give a count there, so
# its rules are not tried at all: most sentences hold one kind's words or none.
# Substrings of the folded text: keep in step with _KIND_TRIGGERS.
_KIND_WORDS = {
    "arrests": ("arrest", "detain", "detention", "held", "custody", "nicked", "locked", "apprehended"),
    "deaths": ("died", "kill", "dead", "death", "lost", "fatal"),
    "injuries": (
        "injur", "casualt", "hurt", "wound", "hospital", "treatment", "medical", "stitches", "care", "treated",
        "cut", "fractur", "broken", "concussion", "bruis", "burns", "stabbed", "glassed", "slashed",
        "bloodied", "bleeding", "unconscious", "struck", "hit",
    ),
    "dispersal": (
        "turned", "dispersed", "prevented", "stopped", "barred", "refused", "denied", "eject", "evicted",
        "thrown", "kicked", "removed", "escorted", "sent", "kept", "held", "directed", "ordered",
    ),
    "bans": ("ban", "barred"),
    "crowd": (
        "clash", "fought", "brawl", "riot", "gather", "massed", "congregated", "rampaged", "marched",
        "confronted", "surged", "traded", "squared", "involved", "took", "attend", "travel", "made",
        "present", "inside", "invaded", "stormed", "fighting", "packed", "descended", "converged",
        "charged", "ran", "strong", "crowd", "group", "mob", "gang", "contingent", "following", "throwing",
        "hurling", "away end", "home end", "away section", "home section", "away stand", "home stand",
        "visiting", "opposite end", "enclosure", "expected",
    ),
}
_KIND_GATES = tuple(
    (rule, re.compile("|".join(_KIND_WORDS[rule[0]]))) for rule in _RULES
)
# Any kind's word: one search decides whether a sentence's numbers are parsed at all.
# (A gate of whole trigger phrases lets fewer sentences through but, as one big
# regex of groups, costs more to run on every sentence than it saves; so did one
# pass collecting every kind word's place instead of the per-kind searches below.)
_ANY_KIND_RE = re.compile("|".join(sorted({w for words in _KIND_WORDS.values() for w in words})))
_PEOPLE_AFTER_RE = re.compile(rf"(?:\s+{_MID_WORD}){{0,3}}?\s+(?P<noun>{PEOPLE})\b", re.I)
_ARTICLES = frozenset({"a", "an"})
# People deployed, not people involved: "more than 100 officers inside the ground".
_DEPLOYED = frozenset({"officers", "officer", "policemen", "policeman", "policewomen", "policewoman", "cops",
                       "stewards", "steward", "staff", "paramedics"})
# A ban's length, not a number of bans: "a banning order of up to 10 years".
_BAN_DURATION_RE = re.compile(
    r"\s+(?:of|lasting|for)\s+(?:up\s+to\s+|between\s+|at\s+least\s+)?(?:[\w-]+\s+)?"
    r"(?:years?|months?|seasons?|matches|games)\b|\s+of\s+up\s+to\b"
)
# Parts of a count already made, in the same sentence: "four people were arrested -
# two for X, one for Y", "23 people were injured, including nine police officers".
_BREAKDOWN_KINDS = frozenset({"arrests", "injuries", "deaths", "dispersal", "bans"})
_INCLUDING_BEFORE_RE = re.compile(r"\b(?:including|among\s+them|among\s+whom|of\s+whom|of\s+them)\s+$")
_PART_BEFORE_RE = re.compile(r"(?:[-–—:,;]|\band)\s*$")
_PART_AFTER_RE = re.compile(
    rf"(?:\s+(?:{PEOPLE}))?\s+(?:(?:were|was)\s+)?(?:for|on\s+suspicion\s+of|over)\b|\s+of\s+(?:them|whom|those)\b"
)
_PEOPLE_NEXT_RE = re.compile(rf"(?:\s+[\w'’-]+){{0,2}}?\s+(?:{PEOPLE})\b")
_RELATIVE = frozenset({"who", "which", "that"})
_OF_THEM_RE = re.compile(r"\s+of\s+(?:them|whom|those)\b")
# The words after a quantity cut by the next number just after a comma ("Three officers, ").
_APPOSITION_CUT_RE = re.compile(r"(?:\s+[\w'’-]+){1,3}\s*,\s*")
_AND_PEOPLE_RE = re.compile(rf"(?P<people>(?:\s+[\w'’-]+){{0,2}}?\s+(?P<noun>{PEOPLE}))\s+and\s+")


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
    # Only a sentence holding some kind's words can tie a quantity to a trigger;
    # without any, no quantity can be a count and the numbers are not even parsed.
    if _ANY_KIND_RE.search(folded):
        found_numbers = list(QUANTITY_FOLD_RE.finditer(folded))
        if "between" in folded:
            ranges = list(BETWEEN_FOLD_RE.finditer(folded))
            if ranges:  # "between 30 and 40" replaces the numbers inside it
                found_numbers = sorted(
                    [m for m in found_numbers if not any(r.start() <= m.start() < r.end() for r in ranges)] + ranges,
                    key=lambda m: m.start(),
                )
        matches = [m for m in found_numbers if _plausible(sentence, folded, m)]
        unclassified: list[tuple[int, re.Match, Quantity]] = []  # (index in matches, match, quantity)
        for index, match in enumerate(matches):
            # Groups re-read from the original text: the folded letters are only for matching.
            num = sentence[match.start("num"):match.end("num")]
            num2 = sentence[match.start("num2"):match.end("num2")] if match["num2"] else None
            mod = sentence[match.start("mod"):match.end("mod")] if match["mod"] else None
            quantity = quantity_from_parts(num, num2, mod)
            if quantity is None:
                continue
            # The next number owns what follows it; an article ("a broken nose") does not.
            limit = next(
                (m.start() for m in matches[index + 1:] if m["num"] not in _ARTICLES), len(sentence)
            )
            a_start = match.end()
            a_end = limit
            breaker = _CLAUSE_BREAK_RE.search(sentence, a_start, limit)
            if breaker is not None:
                a_end = breaker.start()
            b_start = max(0, match.start() - 60)
            if found and folded.startswith(" of ", a_start) and _OF_THEM_RE.match(folded, a_start):
                # "23 people were arrested, 14 of them inside the ground": a part, whatever follows
                part = _part_of(sentence, folded, match, quantity, found, offset)
                if part is not None:
                    found.append(part)
                    continue
            count = _classify(sentence, folded, match, quantity, a_start, a_end, b_start)
            if (count is None and a_end < len(sentence) and folded.find(",", a_start, a_end) >= 0
                    and _APPOSITION_CUT_RE.fullmatch(folded, a_start, a_end)):
                # "Three officers, one of whom was kicked, were injured": the next number
                # is inside an apposition, so the words after it are still this one's.
                breaker = _CLAUSE_BREAK_RE.search(sentence, a_end)
                count = _classify(sentence, folded, match, quantity, a_start,
                                  breaker.start() if breaker is not None else len(sentence), b_start)
            if count is not None:
                found.append(
                    Count(count[0], offset + match.start(), offset + count[1], quantity,
                          sentence[match.start():match.end()], count[2])
                )
            elif match["num"] not in _ARTICLES:
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
    for zero in _ZERO_RE.finditer(folded):
        trig = sentence[zero.start("trig"):zero.end("trig")]
        kind = _ZERO_KIND[" ".join(trig.lower().split())]
        found.append(
            Count(kind, offset + zero.start(), offset + zero.end(),
                  Quantity("0", 0, 0, False), sentence[zero.start():zero.end()])
        )
    return found


def _part_of(sentence, folded, match, quantity, found, offset) -> Count | None:
    """A count that is part of an earlier count of the sentence, or None.

    "- two for public order offences", ", one for assault", "including nine
    police officers": the part has the kind of the count it breaks down and is
    no larger than it.
    """
    start = offset + match.start()
    total = next((c for c in reversed(found) if c.start < start and c.kind in _BREAKDOWN_KINDS), None)
    if total is None or quantity.low is None or total.quantity.low is None:
        return None
    if quantity.low >= total.quantity.low and total.quantity.low:
        return None
    fbefore = folded[max(0, match.start() - 20):match.start()]
    end = None
    if _INCLUDING_BEFORE_RE.search(fbefore):
        people = _PEOPLE_NEXT_RE.match(folded, match.end())
        if people is not None:
            end = people.end()
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


def _plausible(sentence: str, folded: str, match: re.Match) -> bool:
    start = match.start()
    if _UNIT_AFTER_RE.match(folded, match.end()):
        return False
    b_start = max(0, start - 25)
    fbefore = folded[b_start:start]
    if _DATE_BEFORE_RE.search(fbefore):
        return False
    num = match["num"]
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
    if _MODAL_BEFORE_RE.search(fbefore):
        return False
    return True


def _classify(sentence, folded, match, quantity, a_start, a_end, b_start):
    """(kind, end offset in sentence, detail) or None.

    The words after the quantity are sentence[a_start:a_end], the 60 characters
    before it sentence[b_start:match.start()].  Walks the words after the quantity by hand rather
    than with one big backtracking regex: that is what keeps extraction fast.
    """
    fafter = folded[a_start:a_end]
    fbefore = folded[b_start:match.start()]
    # A kind's triggers lie after the quantity (verb or noun) or before it (verb):
    # without one of its words in either, the kind cannot match here.
    rules = [rule for rule, gate in _KIND_GATES if gate.search(fafter) or gate.search(fbefore)]
    if not rules:
        return None
    after = sentence[a_start:a_end]
    single = match["num"] in _ARTICLES
    tokens = [(t.start(), t.end(), t.group().lower()) for t in _TOKEN_RE.finditer(after, 0, 160)]
    base = a_start
    # Mid words: up to five non-stop words before the auxiliaries.
    mids = 0
    while mids < len(tokens) and mids < 5 and tokens[mids][2] != "," and not _is_stop(tokens[mids][2]):
        mids += 1
    # (words between quantity and trigger, index of the token the trigger may start at)
    starts = [(after[: tokens[k - 1][1]] if k else "", k) for k in range(mids + 1)]
    if mids and mids + 1 < len(tokens) and tokens[mids][2] == ",":
        # An apposition or a relative clause between the people and their verb:
        # "seven men, aged between 19 and 47, had been arrested", "fans, who were ...".
        head = after[: tokens[mids - 1][1]]
        if tokens[mids + 1][2] in _RELATIVE:
            starts.append((head, mids + 2))
        close = next((c for c in range(mids + 1, min(len(tokens), mids + 12)) if tokens[c][2] == ","), None)
        if close is not None:
            starts.append((head, close + 1))
    for kind, after_re, noun_re, before_re in rules:
        for mid_text, k in starts:
            j = k
            while True:
                pos = tokens[j][0] if j < len(tokens) else len(after)
                trig = after_re.match(fafter, pos) if j < len(tokens) else None
                if trig is not None and _mid_ok(mid_text.strip(), single, kind):
                    if not (kind == "crowd" and not mid_text.strip()):
                        noun = _people_noun(mid_text)
                        if kind == "crowd" and noun in _DEPLOYED:
                            return None  # a police or stewarding deployment
                        return kind, base + trig.end(), noun
                if j < len(tokens) and j - k < 4 and (tokens[j][2] in _AUX_WORDS or tokens[j][2].endswith("ly")):
                    j += 1
                    continue
                break
        for k in range(min(mids, 2) + 1):
            if single and k:
                break
            pos = tokens[k][0] if k < len(tokens) else len(after)
            noun = noun_re.match(fafter, pos) if k < len(tokens) or kind == "crowd" else None
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
        if before_re.search(fbefore):
            people = _PEOPLE_AFTER_RE.match(after)
            if people is not None or not after.strip() or after[:1] in ",." or kind == "crowd":
                end = base + (people.end() if people is not None else 0)
                return kind, end, people["noun"].lower() if people is not None else ""
    return None


def _mid_ok(mid: str, single: bool, kind: str) -> bool:
    if not mid:
        return not single
    if "," in mid:
        return False
    if _PEOPLE_RE.search(mid):
        return True
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
