"""Investigations and who opens them.

Named by the word ("UEFA has opened an investigation", "the incident is being
investigated by Merseyside Police") or by what is done ("enquiries are ongoing",
"will review the referee's report", "will seek the observations of both clubs",
"reviewing CCTV footage"): the investigator is the body named, else the sentence's
subject ("Following its own investigation, the club ..." -> the club).  A pronoun
or "he"/"she" is resolved through the report's speakers (``investigator``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TYPE_CHECKING

from .. import gazetteer, regexes
from ..text import fold
from .gates import group_automaton, groups_in

if TYPE_CHECKING:
    from ..quotes import Quotations

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

_CANON_ORG = (
    ("FA", r"FA|Football\s+Association"), ("EFL", r"EFL|English\s+Football\s+League|Football\s+League"),
    ("UEFA", r"UEFA"), ("FIFA", r"FIFA"), ("Premier League", r"Premier\s+League"),
    ("police", r".*police|Met|Scotland\s+Yard"), ("club", r"clubs?"),
    ("prosecutors", r"(?:[\w'’]+\s+){0,2}?(?:prosecutors?|prosecution\s+service|prosecutor['’]s\s+office)"),
)
# The string table above compiled once (re.fullmatch with a string and re.I pays a
# cache lookup and enum flag arithmetic per call).
_CANON_ORG = tuple((canon, regexes.compile(pattern, re.I)) for canon, pattern in _CANON_ORG)
_THE_RE = regexes.compile(r"^the\s+", re.I)
_CONDITIONAL_RE = regexes.compile(r"\b(?:whether|until|if)\b[^.;]{0,20}$", re.I)


def canonical_investigator(org: str) -> str:
    org = _THE_RE.sub("", " ".join(org.split()))
    for canon, pattern in _CANON_ORG:
        if pattern.fullmatch(org):
            return canon
    return org


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
_INVESTIGATION_AUTOMATON = group_automaton((
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
    groups = groups_in(_INVESTIGATION_AUTOMATON, low)
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


_ACRONYM_RE = regexes.compile(r"[A-Z]{2,6}")


def investigator(org: str, pos: int, quotes: Quotations) -> str:
    """Who an investigation found at ``pos`` is by, as a claim's value ("police", "club", "FA"), or "".

    ``org`` is as find_investigations gives it; a pronoun speaks for whoever says it,
    in one of the report's ``quotes``, or for the body its speakers named last."""
    speakers = quotes.speakers
    if org.lower() in {"a", "an"}:
        org = "we"
    if org.lower() in {"he", "she"}:
        # "He said an investigation was under way": the body the last person named speaks for.
        person = speakers.last_person(pos)
        role = person[1] if person else ""
        return "police" if role == "police" else ("club" if role in {"club", "manager", "player"} else "")
    if org.lower() in {"its", "their", "our", "we", "it", "they"}:
        held = quotes.holding(pos) if org.lower() in {"we", "our"} else None
        if held is not None:
            q_speaker, q_role = held
            if q_role == "police":
                return "police"
            if q_role in {"club", "manager", "player"}:
                return "club"
            return canonical_investigator(q_speaker) if q_speaker else ""
        found = speakers.last_org(pos)
        if not found:
            return ""
        return "police" if found[1] == "police" else ("club" if found[1] == "club" else canonical_investigator(found[0]))
    canon = canonical_investigator(org)
    if canon in {"FA", "EFL", "UEFA", "FIFA", "Premier League", "police", "club", "prosecutors", "Scottish FA"}:
        return canon
    if gazetteer.clubs(org):
        return "club"
    if _ACRONYM_RE.fullmatch(canon):
        return canon  # another governing body's acronym
    return ""
