"""Counts of one person hurt, killed or banned, named or definite, with no number word.

"The boy suffered a cut", "Referee X was taken to hospital", "The victim, named as
X, was pronounced dead", the headline "Fan dies ...", "a bottle struck linesman X,
who was treated for a cut", "... she was taken to hospital": a count of 1, unless
the sentence counts that kind already or reads as a sports injury.  A ground ban
"given him" is one ban.
"""

from __future__ import annotations

import re

from .. import regexes
from ..numbers import Quantity
from .triggers import PEOPLE_RE, Count, ban_detail, people_noun

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
        # "X was hurt", not "hurt by the defeat"; "was cut by a bottle", "cut above the eye"
        r"hurt(?!\s+by\s+(?:the\s+|his\s+|her\s+|their\s+|such\s+)?(?:[\w'’-]+\s+)?(?:defeat|result|loss|"
        r"criticism|comments?|chants?|remarks?|abuse|words|claims|decision|reaction|booing|jeers))|"
        r"(?:cut|gashed)\s+(?:by|on|above|below|across|in)|"
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


def single_person(sentence: str, folded: str, found: list, offset: int) -> list:
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
                             people_noun(subject["subj"])))
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
    return not PEOPLE_RE.fullmatch(first) or bool(_PERSON_RE.fullmatch(first))


# A ban handed to one person named just before: "the club had given him a stadium ban of ten
# years".  The ban must be a ground's or a banning order (a player's "three-match ban" is no
# crowd ban), and not a lifetime one (see things).
_BAN_ONE_RE = regexes.compile(
    r"\b(?:given|handed|issued|served|slapped|hit|imposed)\s+(?:him|her)\s+(?:with\s+)?"
    r"(?P<ban>an?\s+(?:[\w-]+\s+){0,2}?(?:(?:stadium|ground|club|football|home|away)\s+ban|banning\s+order))\b"
)
_LIFE_RE = regexes.compile(r"\blife")


def ban_of_one(sentence: str, folded: str, offset: int) -> list[Count]:
    """A ground ban or banning order handed to one person named just before (see _BAN_ONE_RE)."""
    one = _BAN_ONE_RE.search(folded)
    if one is not None and not _LIFE_RE.search(folded, one.start("ban"), one.end("ban")):
        return [Count("bans", offset + one.start("ban"), offset + one.end("ban"), Quantity("1", 1, 1, False),
                      sentence[one.start("ban"):one.end("ban")].split(None, 1)[0],
                      ban_detail("bans", folded[one.start("ban"):one.end("ban")]))]
    return []
