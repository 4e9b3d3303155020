"""Sanctions against clubs and bodies, and lifetime bans.

Charges, fines, points deductions, stadium closures and warnings by a governing
body; not a person charged with or fined for a crime, not a sanction denied,
escaped or only threatened.  A lifetime ban ("banned for life", "would never again
be admitted") unless only a hypothesis ("could be banned for life"), though a pledge
in reported speech is one.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from .. import regexes
from .gates import on_folded

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
_F_HYPOTHETICAL_RE = on_folded(_HYPOTHETICAL_RE)
_F_LIFE_BAN_RE = on_folded(_LIFE_BAN_RE)
_F_SANCTION_GATED = tuple(
    (value, on_folded(pattern, ("[A-Z]\\w+", "[a-z]\\w+"), ("FA\\s+|UEFA\\s+", "fa\\s+|uefa\\s+"))
     if value == "charge" else on_folded(pattern), f"sanction:{value}")
    for value, pattern in _SANCTION_RULES
)


def find_sanctions(
    sentence: str, low: str, folded: str, groups: set[str]
) -> Iterator[tuple[str, str, int, int, str]]:
    """Sanctions, the amount of a fine in ``detail`` (the sentence's groups hold "sanction")."""
    for value, pattern, gate in _F_SANCTION_GATED:
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


def find_life_bans(sentence: str, folded: str) -> Iterator[tuple[str, str, int, int, str]]:
    """Lifetime bans (the sentence's groups hold "life" or "never")."""
    for m in _F_LIFE_BAN_RE.finditer(folded):
        start, end = m.span()
        near = max(0, start - 30)
        if (_F_HYPOTHETICAL_RE.search(folded[near:start])
                and "vow" not in sentence[near:start]
                and not _REPORTED_PLEDGE_RE.search(folded, max(0, start - 100), start)):
            continue
        detail = "banning order" if "order" in sentence[start:end].lower() else "club ban"
        yield "bans", "lifetime", start, end, detail
