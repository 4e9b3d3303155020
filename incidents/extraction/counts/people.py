"""Counts of people: a quantity tied to its kind's trigger by a small grammar.

    QUANTITY [of the] [adjectives] [PEOPLE]  [aux/adverbs]  TRIGGER   ("seven fans were arrested")
    QUANTITY [one or two adjectives] NOUN-TRIGGER                      ("made seven arrests")
    TRIGGER-VERB QUANTITY [PEOPLE]                                     ("police arrested 12 men")

The words between the quantity and the trigger may not hold a clause break, so a
number never borrows the trigger of another clause.  An apposition or relative
clause may stand between the people and their verb ("seven men, aged 19 to 47, had
been arrested", "fans who attended").  People a verb acts on as one body are a crowd
("separate between 80 and 100 fans", "took 5,000 fans to the game"); officers or
stewards are a deployment, not a crowd; "a banning order of up to 10 years" is a
length, not one ban.
"""

from __future__ import annotations

import re
from itertools import accumulate

from .. import regexes
from ..kinds import RUNNING_TOTAL_KINDS
from ..numbers import BETWEEN_FOLD_RE, QUANTITY_FOLD_RE, Quantity, or_so, quantity_from_parts
from .enumerations import enumerations
from .gates import AFTER_BITS, KIND_BITS, KIND_MASK, RULES_BY_MASK, gates_near
from .parts import INCLUDING_BEFORE_RE, OF_THEM_RE, part_of
from .quantities import VAGUE_PLURALS, plausible_quantities
from .triggers import BAN_NOUN, PEOPLE, PEOPLE_RE, RULES, Count, ban_detail, people_noun

_AUX = (
    r"were|was|have|has|had|are|is|been|being|be|got|get|getting|later|also|then|all|"
    r"subsequently|reportedly|allegedly|since|already|now|eventually|initially|so\s+far|"
    r"understood\s+to\s+have|believed\s+to\s+have|said\s+to\s+have|thought\s+to\s+have|"
    # seen doing it: "50 men were seen trading blows", "30 ultras were filmed throwing flares"
    r"seen|filmed|spotted|pictured|photographed|"
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

# A report's hedge between the people and their verb: "a steward is understood to have been hurt".
_HEDGES = frozenset({"understood", "believed", "said", "thought", "reported", "known", "alleged", "feared"})
_IS_OR_HAS = ("'s", "’s")
# An attack suffered, then what came of it: "Two fans were attacked and needed hospital
# treatment", "were set upon and taken to hospital" (passed over to reach an injury's words).
_SUFFERED = frozenset({"attacked", "assaulted", "ambushed", "beaten", "jumped", "mugged", "targeted", "punched",
                       "kicked", "chased", "robbed", "pelted", "struck", "caught", "trampled", "crushed", "sprayed",
                       "bitten", "surrounded", "cornered"})
# ... with by whom, with what or where, before "and" ("were beaten by the gendarmerie and
# needed treatment", "were pelted with coins and required treatment").
_SUFFERED_HOW = frozenset({"by", "with", "in", "during", "near", "outside", "inside", "at", "on", "as"})
_SUFFERED_HOW_WORDS = 6
_STOP_WORDS = frozenset(re.sub(r"\\s\+", " ", _MID_STOP).replace("?", "").split("|"))
_AUX_WORDS = frozenset(
    "were was have has had are is been being be got get getting later also then all "
    "subsequently reportedly allegedly since already now eventually initially so far "
    "seen filmed spotted pictured photographed "
    # "nine fans altogether were arrested" (and "in total", "in all": see _IN_ALL)
    "altogether".split()
)
# "seven people in total were lifted", "Twelve people in all were detained"
_IN_ALL = frozenset({"total", "all"})
# Words in -ly that are no adverbs: "three family members were hurt".
_LY_NOUNS = frozenset({"family", "rally", "ally", "assembly", "bully", "italy", "july", "supply", "reply", "tally",
                       # adjectives: "an elderly fan was hurt"
                       "elderly", "burly", "unruly", "surly", "portly", "friendly"})
# Splits text into the words and commas and the text between them.
_TOKEN_SPLIT_RE = regexes.compile(r"([\w'’.-]+|,)")


# The words that end the mid words (see _words_after), but for adverbs in -ly: the
# stop and auxiliary words, and the singulars of the stop words in -s and -es.
_STOP_OR_SINGULAR = (
    _STOP_WORDS | _AUX_WORDS | {w[:-1] for w in _STOP_WORDS if w.endswith("s")}
    | {w[:-2] for w in _STOP_WORDS if w.endswith("es")}
)

# Run on ``fold``ed text (see _people_after).
# (the last of people nouns that follow each other: "about 800 Young Boys fans" are fans)
_PEOPLE_AFTER_RE = regexes.compile(rf"(?:\s+{_MID_WORD}){{0,3}}?\s+(?P<noun>{PEOPLE})\b(?!\s+(?:{PEOPLE})\b)")
_ARTICLES = frozenset({"a", "an"})
# "-odd" after a number: that many and some more ("Forty-odd lads", "sixty-odd adults"; see _and_odd).
_ODD_AFTER_RE = regexes.compile(r"(?:-|\s)odd\b")
# A number in words, then in figures between brackets, as police releases write it: "Nine (9)
# persons were arrested", "two (2) police officers were injured": one quantity.
_FIGURES_AFTER_RE = regexes.compile(r"\s*\(\d[\d,]*\)")
# What quantity_from_parts gives an article alone.
_ARTICLE_QUANTITY = Quantity("1", 1, 1, False)
# An article then an ordinal, a running count: "The Mossos confirm a second arrest", "A third man
# has been detained" (that many in all; not "a second-half flare", "a second time").
_ORDINALS = {word: n for n, words in enumerate(
    (("second", "2nd"), ("third", "3rd"), ("fourth", "4th"), ("fifth", "5th"), ("sixth", "6th"),
     ("seventh", "7th"), ("eighth", "8th"), ("ninth", "9th"), ("tenth", "10th")), start=2) for word in words}
_ORDINAL_AFTER_RE = regexes.compile(rf"\s+(?P<ordinal>{'|'.join(_ORDINALS)})\b(?!-)")
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
# How far back a trigger before the quantity may start: "bring the number of
# football-related arrests in Glasgow this season to 140" is 70 characters; "the number of people
# detained in connection with Saturday's derby between Beşiktaş and Fenerbahçe has risen to 21", 92.
BEFORE_REACH = 130
_RELATIVE = frozenset({"who", "which", "that"})
# A relative pronoun of people (see _words_after), the auxiliaries their main verb may
# start with after the clause, and how many words the clause may take.
_WHO = frozenset({"who", "who'd", "who’d", "who've", "who’ve"})
_MAIN_AUX = frozenset({"were", "was", "are", "is", "have", "has", "had"})
_CLAUSE_WORDS = 12
# The verbs of a crowd after its people ("made the trip", "travelled"), from the rules.
_CROWD_AFTER_RE = next(after for kind, after, _noun, _before in RULES if kind == "crowd")
# A relative pronoun of people and its auxiliaries, before the clause's verb.
_WHO_CLAUSE_RE = regexes.compile(r"\swho(?:['’]d|['’]ve|)\s+(?:(?:had|have|has|were|was|been)\s+)*")
# How many were there, not who took part: "There were no visiting supporters in the ground" is a crowd of 0.
_PRESENCE_END_RE = regexes.compile(r"(?:present|in\s+attendance|(?:in|inside|at)\s+the\s+(?:ground|stadium))$")
# People and where they were, or where they came from or what they had, before their
# verb: "None of the officers on duty was injured", "two fans in the away end were hurt",
# "two fans from Leeds were arrested", "About 60 people without tickets were turned away",
# "150 supporters with valid tickets were turned away".
_PEOPLE_PLACE_RE = regexes.compile(
    rf"\b(?P<noun>{PEOPLE})\s+(?:(?:on|in|at|inside|outside)\s+the\s+(?:[\w'’-]+\s+){{0,2}}[\w'’-]+|on\s+duty|"
    # ... or there by their task: "None of the officers deployed was injured"
    r"deployed|present|involved|stationed|working|in\s+attendance|"
    rf"(?:from|with|without|carrying|wearing|singing|chanting|waving|holding)\s+(?:[\w'’-]+\s+){{0,2}}"
    rf"(?!(?:{PEOPLE})$)[\w'’-]+|"
    # ... or a place "of" one: "one man from the canton of Bern", "two fans from the north of England"
    rf"from\s+(?:the\s+)?[\w'’-]+\s+of\s+(?:the\s+)?(?:[\w'’-]+\s+)?(?!(?:{PEOPLE})$)[\w'’-]+)$",
    re.I,
)
# A people noun's place among the sides: "hundreds of fans from both sides surged".
_SIDES_PREPOSITIONS = frozenset({"from", "of", "on"})
_SIDES_DETERMINERS = frozenset({"both", "either", "opposing", "rival", "each",
                                "visiting", "away", "home", "travelling", "traveling", "other"})
_SIDES_NOUNS = frozenset({"sides", "side", "ends", "end", "camps", "camp", "sets", "clubs", "teams", "team",
                          "club"})
_SIDES_TAIL_RE = regexes.compile(
    rf"\s+(?:{'|'.join(sorted(_SIDES_PREPOSITIONS))})\s+(?:the\s+)?(?:{'|'.join(sorted(_SIDES_DETERMINERS))})"
    rf"\s+(?:{'|'.join(sorted(_SIDES_NOUNS))})$", re.I
)
# A part of the ground people are in, before their verb: "two fans in the away end were hurt".
_STAND_NOUNS = frozenset({"end", "stand", "section", "sections", "ends", "stands"})
# "Somebody in our end got burned": one person, who is the noun by themselves.
_SOMEONE = frozenset({"someone", "somebody"})
# "at least a dozen burned on the turf" are flares: burned people are named ("two fans were burned").
_BURNED = ("burn", "scald")
# People a verb acts on as one body: "used tear gas to separate between 80 and 100 fans",
# "let off among the 2,600 visiting fans", "took 5,000 fans to the game" (a people noun must follow).
_CROWD_OBJECT_BEFORE_RE = regexes.compile(
    r"\b(?:among\s+the|separat(?:e|ed|es|ing)|split\s+up|br(?:eak|eaks|oke|eaking|oken)\s+up|kettled?|kettling|"
    r"surrounded|corralled|(?P<took>took|brought)|"
    # people there, said as such: "There were 3,000 of us, give or take", "there were 60 of us
    # on that platform" (a people noun must follow: "there were two goals" is none)
    r"there\s+(?:were|was|are|is))\s+$"
)
# ... or the writer's party, "of us" only: "we were 1,400 of us if we were one" (its gate word is
# "us": "were" would open the gate of most sentences; not "we were two goals down").
_WE_WERE_BEFORE_RE = regexes.compile(r"\bwe\s+(?:were|are)\s+$")
# A running total named before its number: "the number of arrests rose to 23 by Sunday"
# (the number needs no people noun after it).
_TOTAL_BEFORE_RE = regexes.compile(
    r"(?:totalled|numbered|stood\s+at|rose|risen|climbed|increased|reached|to)\s+$"
)
# People a force held (``triggers``: "gendarmes held three of our supporters") who were kept
# together or back, not arrested: "held 40 supporters back", "around 200 fans in a cordon",
# "300 supporters under escort", "the visiting fans inside the ground for 30 minutes".
_HELD_BEFORE_RE = regexes.compile(r"\bheld\s+(?:all\s+(?:the\s+)?)?$")
_KEPT_TOGETHER_RE = regexes.compile(
    r"[^.;:!?]{0,60}?\b(?:back|behind|inside|escort|cordon|kettle|pen|for\s+(?:\w+\s+)?(?:minutes|hours|an\s+hour))\b")
# Verbs acting on people that give a count only with their complement after the people:
# "Police stopped 40 fans from travelling", "officers took six men into custody",
# "stewards turned 40 fans away", "police kept 60 fans out of the ground".
_OBJECT_VERB_BEFORE_RE = {
    "dispersal": regexes.compile(r"\b(?:stopped|stopping|prevented|barred|blocked|direct|directed|directing|"
                                 r"ordered|told|turned|turning|kept|keeping|"
                                 # "Police herded 40 supporters onto buses", "put 35 fans on coaches"
                                 r"herded|put|forced|marched|frogmarched|bundled|shepherded|"
                                 # thrown out, in plain words: "Stewards chucked three out", "kicked four lads out",
                                 # "hauled more than a dozen fans out of the ground"
                                 r"chucked|chucking|threw|kicked|booted|booting|slung|hauled|hauling|dragged|"
                                 r"dragging)\s+$"),
    "arrests": regexes.compile(r"\b(?:took|taken|taking|take)\s+$"),
    # barred from events: "issued DASPO orders barring nine people from sporting events"
    "bans": regexes.compile(r"\b(?:barring|barred|banning)\s+$"),
    # what struck someone: "a lighter thrown from the home section struck a player"
    "injuries": regexes.compile(r"\b(?:struck|strikes|striking|hit|hits|hitting)\s+$"),
}
_OBJECT_TAILS = {
    "dispersal": regexes.compile(
        r"\s+from\s+(?:attending|entering|getting\s+in|travell?ing|boarding|reaching|accessing|going\s+(?:in|to))\b"
        # "directed 25 people to leave the area"
        r"|\s+to\s+leave\b"
        # "turned 40 fans away", "kept 60 fans out of the stadium", "stopped 74 people at the gates"
        r"|\s+(?:away|back|out)\b|\s+at\s+the\s+(?:turnstiles?|gates?|entrances?)\b"
        # "herded 40 supporters onto buses", "put 35 fans on coaches"
        r"|\s+(?:on\s*to|onto|on)\s+(?:the\s+|a\s+)?(?:first\s+|next\s+|waiting\s+|special\s+)?"
        r"(?:trains?|buses|bus|coaches)\b"
    ),
    "arrests": regexes.compile(r"\s+into\s+(?:police\s+)?custody\b"),
    "bans": regexes.compile(
        r"\s+from\s+(?:attending\s+|entering\s+)?(?:all\s+|any\s+|every\s+)?(?:[\w-]+\s+)?"
        r"(?:sporting\s+events|events|football|matches|games|grounds|stadiums?|the\s+(?:stadium|ground))\b"),
    # (not a sanction: "hit two fans with bans")
    "injuries": regexes.compile(r"(?!\s+(?:with|for)\b)"),
}
# People taken in, as "taken in" is read (not "took 3,000 fans in at the gate"): "they took four
# of ours in", "officers took two men in overnight".  After "took" or "taken" only, the gate
# words of this verb and tail (see gates._KIND_WORDS).
TOOK_IN_VERB_RE = regexes.compile(r"\b(?:took|taken)\s+$")
_TOOK_IN_TAIL_RE = regexes.compile(
    r"\s+in(?=\s*(?:$|[,.;!?)]|–|-\s)|\s+(?:for\s+questioning|overnight|on\s+suspicion|after|afterwards|following|"
    r"later|last\s+night)\b)")
# The tail right after a bare number: "chucked three out", "turned 40 away" (not "three out of four").
_BARE_OUT_RE = regexes.compile(r"\s+(?:out|away)\b(?!\s+of\b)")
# ... after a verb of throwing out or turning away only ("put one away from the spot" is a goal)
_BARE_OUT_VERB_RE = regexes.compile(r"\b(?:chucked|chucking|threw|kicked|booted|booting|slung|turned|turning)\s+$")
# Taken somewhere, not to hospital or into custody: "took 5,000 fans to the game".
_TO_PLACE_RE = regexes.compile(
    r"\s+(?:to|for)\s+(?!hospital\b|custody\b|court\b|task\b|the\s+(?:hospital|police|station|cells|ground\s+floor)\b)"
)
# "Chelsea brought some 5,000 supporters": a following, unless brought somewhere else.
_BROUGHT_NOT_CROWD_RE = regexes.compile(
    r"\s+(?:to|before|into|in|under|back|out|off|down|up|on|onto|from)\b"
)
_NOBODY = frozenset({"nobody", "no one", "no-one"})
_PLACE_PREPOSITIONS = frozenset({"on", "in", "at", "inside", "outside", "among", "near", "around"})
_CLAUSE_BREAK_RE = regexes.compile(r"[;:()\"“”]|\s[-–—]\s|,\s*(?:while|but|whereas|and|as|after|although)\b")
# The words after a quantity cut by the next number just after a comma ("Three officers, "),
# or after a comma and words of some of them ("Four people, including two police officers,
# were injured", "Twelve people, among them four stewards, were hurt").
_APPOSITION_CUT_RE = regexes.compile(
    r"(?:\s+[\w'’-]+){1,3}\s*,\s*(?:(?:including|among\s+them|among\s+whom)\s+)?")
# people_counts reads the spans of a quantity's groups by their numbers (``Match.regs``).
_QUANTITY_GROUPS = {"mod": 1, "num": 2, "num2": 3}
assert QUANTITY_FOLD_RE.groupindex == BETWEEN_FOLD_RE.groupindex == _QUANTITY_GROUPS


def _without_figures_in_brackets(folded: str, matches: list[re.Match]) -> list[re.Match]:
    """``matches`` but the figures in brackets repeating the number in words right before them
    ("Nine (9) persons", see _FIGURES_AFTER_RE)."""
    kept = [matches[0]]
    for match in matches[1:]:
        before = kept[-1]
        if (folded[match.start() - 1:match.start()] == "(" and folded.startswith(")", match.end())
                and not folded[before.start():before.end()][-1:].isdigit()
                and _FIGURES_AFTER_RE.fullmatch(folded, before.end(), match.end() + 1)):
            continue
        kept.append(match)
    return kept


def people_counts(sentence: str, folded: str, offset: int, hits: list, gates: int) -> list[Count]:
    """The counts of the sentence's quantities tied to a trigger, and their parts.

    ``hits`` and ``gates`` are the sentence's gate words and their bits (see ``gates``)."""
    found: list[Count] = []
    matches = plausible_quantities(sentence, folded, hits, gates)
    if "(" in folded and len(matches) > 1:
        matches = _without_figures_in_brackets(folded, matches)
    unclassified: list[tuple[int, re.Match, Quantity]] = []  # (index in matches, match, quantity)
    quantities: list[Quantity | None] = [None] * len(matches)
    # The next number owns what follows it; an article ("a broken nose") does not.
    limits = [len(sentence)] * len(matches)
    for index in range(len(matches) - 1, 0, -1):
        following = matches[index]
        limits[index - 1] = following.start() if following["num"] not in _ARTICLES else limits[index]
    for index, match in enumerate(matches):
        # Groups re-read from the original text: the folded letters are only for matching.
        # (A group that took no part spans (-1, -1).)  ``regs`` gives every span in one
        # call; both quantity regexes number their groups alike (see _QUANTITY_GROUPS).
        (m_start, a_start), (mod_start, _), (num_start, num_end), _ = match.regs
        fnum = folded[num_start:num_end]
        article = fnum in _ARTICLES
        quantity = match_quantity(sentence, folded, match)
        if quantity is None:
            continue
        if mod_start >= 0 and _about_as_preposition(folded, mod_start):
            m_start = num_start  # "talking about eight arrests": the count is "eight arrests"
        if folded.startswith(" so", a_start - 3):
            quantity = or_so(quantity)  # "a dozen or so"
        elif odd := _ODD_AFTER_RE.match(folded, a_start):
            quantity = _and_odd(quantity)  # "forty-odd lads", "1,900-odd of us": the words go on after it
            a_start = odd.end()
        elif folded.startswith("(", a_start + 1) and (figures := _FIGURES_AFTER_RE.match(folded, a_start)):
            a_start = figures.end()  # "Nine (9) persons": the words go on after the figures
        if article and (ordinal := _ORDINAL_AFTER_RE.match(folded, a_start)) is not None:
            n = _ORDINALS[ordinal["ordinal"]]
            quantity = Quantity(str(n), n, n, False)  # "a second arrest": two in all
            fnum, article, a_start = ordinal["ordinal"], False, ordinal.end()
        quantities[index] = quantity
        a_end = limit = limits[index]
        breaker = _CLAUSE_BREAK_RE.search(sentence, a_start, limit)
        if breaker is not None:
            a_end = breaker.start()
        b_start = m_start - BEFORE_REACH if m_start > BEFORE_REACH else 0
        if found and ((folded.startswith(" of ", a_start) and OF_THEM_RE.match(folded, a_start))
                      or (not article and INCLUDING_BEFORE_RE.search(folded, max(0, m_start - 20), m_start))):
            # "23 people were arrested, 14 of them inside the ground", "six people were
            # arrested, among them four Austria supporters who attacked officers": a part,
            # whatever follows (not "including a 16-year-old girl": one person, as before)
            part = part_of(sentence, folded, match, quantity, found, offset)
            if part is not None:
                found.append(part)
                continue
        count = classify(sentence, folded, hits, fnum, quantity, m_start, a_start, a_end, b_start)
        if (count is None and a_end < len(sentence) and folded.find(",", a_start, a_end) >= 0
                and _APPOSITION_CUT_RE.fullmatch(folded, a_start, a_end)):
            # "Three officers, one of whom was kicked, were injured": the next number
            # is inside an apposition, so the words after it are still this one's.
            breaker = _CLAUSE_BREAK_RE.search(sentence, a_end)
            count = classify(sentence, folded, hits, fnum, quantity, m_start, a_start,
                             breaker.start() if breaker is not None else len(sentence), b_start)
        if (count is not None and count[0] == "crowd" and quantity.high == 0
                and not _PRESENCE_END_RE.search(folded, a_start, count[1])):
            continue  # "no away fans were involved": an absence, not a crowd ("no away fans were present": 0)
        if (count is not None and found and article
                and found[-1].start <= offset + m_start < found[-1].end):
            continue  # "Two fans were given a stadium ban": the article is inside that count's trigger
        if count is not None:
            crowd_end = _crowd_in_clause(folded, a_start, count[1]) if count[0] != "crowd" else None
            if crowd_end is not None:
                # "1,180 Sparta fans who made the trip were held inside": the following
                # that travelled, and what was done to them
                found.append(Count("crowd", offset + m_start, offset + crowd_end, quantity,
                                   sentence[m_start:a_start], count[2]))
            found.append(
                Count(count[0], offset + m_start, offset + count[1], quantity,
                      sentence[m_start:a_start], count[2])
            )
        elif not article:
            unclassified.append((index, match, quantity))
    enumerated: set[int] = set()
    if found and len(matches) > 1:
        # "a steward and a police officer were hurt": the members and their total
        found, enumerated = enumerations(sentence, folded, matches, quantities, found, offset)
    totals = found[:]
    for index, match, quantity in unclassified:
        if index in enumerated:
            continue
        part = part_of(sentence, folded, match, quantity, totals, offset) if totals else None
        if part is not None:
            found.append(part)
    if unclassified or enumerated:
        found.sort(key=lambda c: c.start)
    return found


# "about" after a verb of talking or writing is what is talked of, no estimate: "the
# Questura was talking about eight arrests", "the club wrote about two stabbings".  (Not
# after "heard", "know" or "think": "I heard about 200 got in" is an estimate.)
_ABOUT_AS_PREPOSITION_RE = regexes.compile(
    r"\b(?:talk(?:s|ed|ing)?|spoke|speak(?:s|ing)?|wr(?:ote|ites?|iting|itten)|ask(?:s|ed|ing)?|"
    r"complain(?:s|ed|ing)?|jok(?:es|ed|ing)|worr(?:y|ies|ied|ying)|boast(?:s|ed|ing)?|tweet(?:s|ed|ing)?|"
    r"post(?:s|ed|ing)?|brag(?:s|ged|ging)?|rumou?rs?|stor(?:y|ies)|reports?|questions?)\s+$")


def _about_as_preposition(folded: str, mod_start: int) -> bool:
    return folded.startswith("about", mod_start) and _ABOUT_AS_PREPOSITION_RE.search(
        folded, max(0, mod_start - 14), mod_start) is not None


def _and_odd(quantity: Quantity) -> Quantity:
    """A number then "-odd": that many and some more, up to its last figure's next step
    ("forty-odd" is 40 to 49, "1,900-odd" 1,900 to 1,999); one with no round end
    ("twelve-odd") is roughly that many."""
    n = quantity.low
    if n is None or n != quantity.high or n <= 0:
        return or_so(quantity)
    digits = str(n)
    step = 10 ** (len(digits) - len(digits.rstrip("0")))
    return Quantity(quantity.value, n, n + step - 1, True) if step > 1 else or_so(quantity)


def match_quantity(sentence: str, folded: str, match: re.Match) -> Quantity | None:
    """The quantity a match of QUANTITY_FOLD_RE or BETWEEN_FOLD_RE gives (an article alone
    is one), its groups re-read from the original text: the folded letters are only for
    matching.  "about" as a preposition ("talking about eight arrests") is no modifier."""
    _, (mod_start, mod_end), (num_start, num_end), (num2_start, num2_end) = match.regs
    if mod_start >= 0 and _about_as_preposition(folded, mod_start):
        mod_start = -1
    if num2_start < 0 and mod_start < 0 and folded[num_start:num_end] in _ARTICLES:
        return _ARTICLE_QUANTITY
    return quantity_from_parts(sentence[num_start:num_end],
                               sentence[num2_start:num2_end] if num2_start >= 0 else None,
                               sentence[mod_start:mod_end] if mod_start >= 0 else None)


def classify(sentence, folded, hits, fnum, quantity, m_start, a_start, a_end, b_start):
    """(kind, end offset in sentence, detail) or None.

    ``fnum`` is the quantity's folded ``num`` group; the quantity starts at m_start.  The words
    after the quantity are sentence[a_start:a_end], the BEFORE_REACH characters before it
    sentence[b_start:m_start].  Walks the words after the quantity by hand rather
    than with one big backtracking regex: that is what keeps extraction fast.
    """
    after_bits, before_bits = gates_near(hits, b_start, m_start, a_start, a_end)
    # A kind's triggers lie after the quantity (verb or noun) or before it (verb):
    # without one of its words in either, the kind cannot match here.
    rules = RULES_BY_MASK[(after_bits | before_bits) & KIND_MASK]
    if not rules:
        return None
    fafter = folded[a_start:a_end]
    fbefore = folded[b_start:m_start]
    after = sentence[a_start:a_end]
    single = fnum in _ARTICLES
    # "dozens spilled onto the pitch": a plural vague quantity is people by itself
    vague_people = fnum.startswith(VAGUE_PLURALS)
    someone = fnum in _SOMEONE
    nobody = fnum in _NOBODY or someone
    base = a_start
    # The words after the quantity are only read for a kind with a trigger word there.
    words = None
    people_after = _UNREAD
    for kind, after_re, noun_re, before_re in rules:
        if (single or someone or quantity.high == 1) and kind == "crowd":
            break  # one person is no crowd ("A fan who was in the away end", "One home fan in the
            # Merkland Stand told the Flame"); crowd is the last kind
        if after_bits & AFTER_BITS[kind]:
            if words is None:
                words, starts, ends, mids, tries, having = _words_after(after, fafter, nobody)
                n_tokens = len(words)
            for mid_end, k in tries:
                j = k
                passed = 0  # the words of attacks suffered passed over
                while j < n_tokens:
                    trig = after_re.match(fafter, starts[j])
                    if trig is not None:
                        mid_text = after[:mid_end]
                        if mid_text.endswith(_IS_OR_HAS):  # "a steward's been hurt": the 's is "is" or "has"
                            mid_text = mid_text[:-2]
                        if (_mid_ok(mid_text.strip(), single, kind, nobody)
                                and not (fafter.startswith(_BURNED, starts[j]) and not someone
                                         and not PEOPLE_RE.search(mid_text))
                                and not (kind == "crowd" and not mid_text.strip() and not vague_people)):
                            # "two fans in the away end", "nine people wearing colours" (not "ours")
                            placed = _PEOPLE_PLACE_RE.search(mid_text) if kind != "crowd" else None
                            noun = placed["noun"].lower() if placed is not None else people_noun(mid_text)
                            if not noun and (side := _SIDES_TAIL_RE.search(mid_text)) is not None:
                                noun = people_noun(mid_text[:side.start()])  # "fans of the visiting team"
                            if not noun and mid_text.strip().lower() == _OF_THE:
                                # "Eight of the detained" are "those detained"; "one of the
                                # injured officers" are officers
                                named = _NOUN_NEXT_RE.match(fafter, trig.end())
                                if named is not None:
                                    return kind, base + named.end(), named["noun"]
                                noun = "those"
                            if kind == "crowd" and noun in _NOT_CROWD:
                                return None  # a police or stewarding deployment
                            if (kind != "crowd" and not _PASSIVE_WORDS.intersection(words[k:j])
                                    and _acts_on_people(folded, a_start + trig.end())):
                                return None  # "Two officers arrested four fans": the officers arrested
                            return kind, base + trig.end(), noun
                    if j - k - passed < 6 and (words[j] in _AUX_WORDS or words[j].endswith("ly")):
                        j += 1
                    elif (j - k - passed < 5 and words[j] == "in" and j + 1 < n_tokens
                          and words[j + 1] in _IN_ALL):
                        j += 2
                    elif j - k < 5 and words[j] in _HEDGES and j + 1 < n_tokens and words[j + 1] == "to":
                        j += 2  # "is understood to have needed treatment", "are believed to have been hurt"
                    elif kind == "injuries" and j - k - passed < 5 and (suffered := _suffered_then(words, j)):
                        j += suffered  # "were attacked and needed hospital treatment"
                        passed += suffered
                    else:
                        break
            # ("40 people with banning orders" are not 40 bans)
            for k in range(min(mids, 2, having) + 1):
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
                    if kind == "crowd" and (single or people_noun(after[: noun.start()]) in _DEPLOYED):
                        break  # "a crowd of ...": the size follows; "200 officers": a deployment
                    if kind == "dispersal" and single and not fafter.startswith("ejection", noun.start()):
                        break  # "a dispersal order was in place": one order over an area, not one person
                    if kind != "bans" and fafter[:noun.start()].strip() == _OF_THE:
                        return kind, base + noun.end(), "those"  # "Twelve of the detainees"
                    named = after[noun.start():noun.end()]
                    if kind == "crowd" and noun.group().startswith("spectator") and (
                            (quantity.low or 0) < 1000 or _THE_END_RE.search(fbefore)):
                        # a few spectators are people something befell ("Two spectators received
                        # treatment"); "the 47,000 spectators" is the whole crowd, read below
                        break
                    # (a crowd's people noun, "17,000 spectators", is its detail, as after a verb)
                    return kind, base + noun.end(), ban_detail(kind, named) or (
                        people_noun(named) if kind == "crowd" else "")
        if before_bits & KIND_BITS[kind] and not (single and kind == "crowd") and before_re.search(fbefore):
            if people_after is _UNREAD:
                people_after = _people_after(after, fafter)
            if (kind == "arrests" and _HELD_BEFORE_RE.search(fbefore)
                    and _KEPT_TOGETHER_RE.match(fafter, people_after[0] if people_after is not None else 0)):
                pass  # "Police held 40 supporters back", "in a cordon": kept together, not arrested
            elif (people_after is not None or not after.strip() or after[:1] in ",." or kind == "crowd"
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
            if people_after is not None and (
                    _OBJECT_TAILS[kind].match(fafter, people_after[0])
                    or (kind == "arrests" and _TOOK_IN_TAIL_RE.match(fafter, people_after[0])
                        and TOOK_IN_VERB_RE.search(fbefore))):
                return kind, base + people_after[0], people_after[1]
            if (people_after is None and kind == "dispersal" and _BARE_OUT_RE.match(fafter)
                    and _BARE_OUT_VERB_RE.search(fbefore)):
                return kind, base, ""  # "Stewards chucked three out as well" (not "three out of four")
        if kind == "crowd":
            obj = _CROWD_OBJECT_BEFORE_RE.search(fbefore)
            if obj is None and _WE_WERE_BEFORE_RE.search(fbefore):
                if people_after is _UNREAD:
                    people_after = _people_after(after, fafter)
                if people_after is not None and people_after[1] == "us":
                    return kind, base + people_after[0], "us"
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


# The auxiliaries of a passive: "were arrested" counts the people, "had arrested" does not.
_PASSIVE_WORDS = frozenset({"were", "was", "are", "is", "been", "being", "be", "got", "get", "getting"})
_OBJECT_PRONOUN_RE = regexes.compile(r"\s+(?:him|her|them|us)\b")


def _acts_on_people(folded: str, end: int) -> bool:
    """Whether the trigger verb ending at folded[end] has people for its object ("arrested
    four fans", "injured a steward", "detained them"): the people before it did it to them."""
    if _OBJECT_PRONOUN_RE.match(folded, end):
        return True
    space = end
    while space < len(folded) and folded[space] == " ":
        space += 1
    if space == end:
        return False
    number = QUANTITY_FOLD_RE.match(folded, space)
    return number is not None and _PEOPLE_AFTER_RE.match(folded, number.end()) is not None


# Not yet read (``_people_after`` may give None).
_UNREAD = object()


def _people_after(after: str, fafter: str) -> tuple[int, str] | None:
    """(end, lower-cased noun) of the people noun that opens ``after`` (see _PEOPLE_AFTER_RE), or None."""
    people = _PEOPLE_AFTER_RE.match(fafter)
    if people is None:
        return None
    if people["noun"] == "more":  # "arrested five more fans": the people are the fans
        more = _PEOPLE_AFTER_RE.match(fafter, people.end())
        if more is not None and more.end() - people.end() < 30:
            people = more
    return people.end(), after[people.start("noun"):people.end("noun")].lower()


# Characters whose fold is not their lower case (see ``text.fold``).
_FOLD_NOT_LOWER = ("İ", "ı", "ſ")


def _suffered_then(words: list[str], j: int) -> int:
    """How many words an attack suffered and its "and" take at ``j`` ("attacked and", "set
    upon and", "beaten by the gendarmerie and", "pelted with coins and"), or 0."""
    if words[j] in _SUFFERED:
        at = j + 1
    elif words[j] == "set" and j + 1 < len(words) and words[j + 1] == "upon":
        at = j + 2
    else:
        return 0
    if at < len(words) and words[at] in _SUFFERED_HOW:
        # by whom, with what or where: a few words with no comma, up to the "and"
        end = min(len(words), at + 1 + _SUFFERED_HOW_WORDS)
        at = next((i for i in range(at + 1, end) if words[i] in ("and", ",")), end)
    return at - j + 1 if at < len(words) and words[at] == "and" else 0


def _words_after(after: str, fafter: str, nobody: bool) -> tuple[list, list, list, int, list, int]:
    """The words after a quantity: (words, starts, ends, mids, tries, having).

    words are the lower-cased words and commas in the first 160 characters, starts
    and ends their offsets; mids the number of words that may stand between the
    quantity and its trigger; tries the (end of the words between quantity and
    trigger, index of the word the trigger may start at) to try; having the index of a
    "with" among the mid words (what the people have, no trigger of theirs), else mids.
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
    # Mid words: up to five non-stop words before the auxiliaries (seven after "of").
    mids = 0
    # A partitive names its people further on: "a member of Manchester City's coaching staff",
    # and a place may be "of" one: "one man from the canton of Bern".
    most_mids = 7 if "of" in words[:2] or "from" in words[:2] else 5
    while mids < n_tokens and mids < most_mids and words[mids] != ",":
        word = words[mids]
        if (word in _STOP_OR_SINGULAR or (word.endswith("ly") and word not in _LY_NOUNS)) and not (
                _side_of_the_match(words, mids)) and not (
                word in _STAND_NOUNS and _in_the_stands(words, mids)) and not (
                word == "with" and mids and PEOPLE_RE.search(words[mids - 1])) and not (  # "fans with tickets"
                word == "season" and words[mids + 1:mids + 2] == ["ticket"]) and not (  # "season ticket holders"
                word == "lot" and mids and words[mids - 1] in ("our", "their", "your")) and not (  # "Four of our lot"
                word == "club" and after.startswith("C", starts[mids])):  # a name: "60 Club Brugge supporters"
            break
        mids += 1
    if nobody and mids and words[0] in _PLACE_PREPOSITIONS:
        # "nobody in the away end was hurt": the place may hold any words up to the verb
        while (mids < n_tokens and mids < 6 and words[mids] != ","
               and words[mids] not in _AUX_WORDS
               and not (words[mids].endswith("ly") and words[mids] not in _LY_NOUNS)):
            mids += 1
    tries = [(0, 0)]
    # What people have is no trigger of theirs: "40 people with banning orders were stopped"
    # are stopped, not banned (their verb comes after what they have).
    having = words.index("with", 0, mids) if "with" in words[:mids] else mids
    for k in range(1, mids + 1):
        if k <= having or k == mids:
            tries.append((ends[k - 1], k))
    if mids and mids + 1 < n_tokens and words[mids] == ",":
        # An apposition or a relative clause between the people and their verb:
        # "seven men, aged between 19 and 47, had been arrested", "fans, who were ...".
        head = ends[mids - 1]
        if words[mids + 1] in _RELATIVE:
            tries.append((head, mids + 2))
        for close in range(mids + 1, min(n_tokens, mids + 12)):
            # (not a comma inside a list of numbers: "aged 19, 22 and 31")
            if words[close] == "," and not (close + 1 < n_tokens and words[close + 1][:1].isdigit()):
                tries.append((head, close + 1))
                break
    relative = next((i for i in range(1, mids + 1) if i < n_tokens and words[i] in _WHO), None)
    if relative is not None and PEOPLE_RE.search(words[relative - 1]):
        # A relative clause without commas between the people and their verb: "Five men
        # who had been drinking all day were arrested", "Around 20 lads who'd bought tickets
        # from a dodgy website were turned away". The verb is tried after each auxiliary
        # that may end the clause (the clause's own are tried too, and fail on its verb).
        head = ends[relative - 1]
        for aux in range(relative + 2, min(n_tokens, relative + _CLAUSE_WORDS)):
            if words[aux] == ",":
                break
            if words[aux] in _MAIN_AUX:
                tries.append((head, aux))
    return words, starts, ends, mids, tries, having


def _crowd_in_clause(folded: str, start: int, end: int) -> int | None:
    """Where a crowd's verb ends in a relative clause of the people at folded[start:end]
    ("fans who made the trip", "who'd travelled"), or None."""
    clause = _WHO_CLAUSE_RE.search(folded, start, end)
    if clause is None:
        return None
    verb = _CROWD_AFTER_RE.match(folded, clause.end())
    return verb.end() if verb is not None and verb.end() <= end else None


def _side_of_the_match(words: list[str], index: int) -> bool:
    """Whether words[index] ends a side of the match named after its people: "fans from both
    sides", "supporters of the visiting team", "two fans of the away side"."""
    if words[index] not in _SIDES_NOUNS or index < 2 or words[index - 1] not in _SIDES_DETERMINERS:
        return False
    before = index - 2
    if words[before] == "the" and before:
        before -= 1
    return words[before] in _SIDES_PREPOSITIONS


def _in_the_stands(words: list[str], index: int) -> bool:
    """Whether words[index] ends "<people> in the (away) end": a place, not the verb's people."""
    for back in (2, 3):
        if index - back >= 1 and words[index - back + 1] == "the" and words[index - back] in _PLACE_PREPOSITIONS:
            return True
    return False


# A part named by its trigger's participle alone: "Eight of the detained are British citizens".
_OF_THE = "of the"
# ... or by the people noun right after it: "one of the injured officers".
_NOUN_NEXT_RE = regexes.compile(rf"\s+(?P<noun>{PEOPLE})\b")


# Bans named between a number and another kind's words, before any people: the number counts
# the bans ("six area bans against those arrested"; not "six fans with banning orders").
_BANS_WORD_RE = regexes.compile(rf"\b{BAN_NOUN}\b", re.I)
# "the" right before a quantity (in folded text): "the 47,000 spectators".
_THE_END_RE = regexes.compile(r"\bthe\s+$")
_PEOPLE_WORD_RE = regexes.compile(rf"\b(?:{PEOPLE})\b", re.I)


# Things counted about people, not the people: "a few words about the fans arrested", "three
# questions over the supporters detained", "some thoughts on the Leeds fans hurt".
_THINGS_ABOUT_RE = re.compile(
    r"(?:words|questions|thoughts|lines|notes|points|things|stories|claims|reports|details|facts|"
    r"comments|remarks|messages|letters|emails|pictures|photos|videos)\s+"
    r"(?:about|on|over|regarding|concerning|from|for)\b", re.IGNORECASE)


def _mid_ok(mid: str, single: bool, kind: str, nobody: bool = False) -> bool:
    if not mid:
        return not single
    if kind != "crowd" and not single and mid.lower() in _WHO:
        return True  # "As for the 14 who were turned away at the gates", "the six who were arrested"
    if "," in mid:
        return False
    if kind != "bans" and (ban := _BANS_WORD_RE.search(mid)) and not _PEOPLE_WORD_RE.search(mid, 0, ban.start()):
        return False
    if _THINGS_ABOUT_RE.match(mid):
        return False  # "a few words about the Mansfield fans arrested": words, not fans
    if PEOPLE_RE.search(mid):
        return True
    if mid.endswith(("s", "e", "p", "m", "b")):
        tail = _SIDES_TAIL_RE.search(mid)  # "fans from both sides", "fans of the visiting team"
        if tail is not None and PEOPLE_RE.search(mid, 0, tail.start()):
            return True
    if kind != "crowd" and mid.lower() == _OF_THE:
        return True  # "Eight of the detained", "two of the injured": the participle names them
    if nobody and mid.split(None, 1)[0].lower() in _PLACE_PREPOSITIONS:
        return True  # "nobody on the pitch was hurt"
    if kind != "crowd" and _PEOPLE_PLACE_RE.search(mid):
        return True  # "none of the officers on duty was injured"
    # "the 41,000 fans who attended"
    head, _, last = mid.rpartition(" ")
    return last.lower() in _RELATIVE and bool(PEOPLE_RE.search(head))
