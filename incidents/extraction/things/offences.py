"""Offences named and the law stated: no things.

"two for pyrotechnic offences", "possession of a pyrotechnic", "charged by UEFA over
pyrotechnics", "one for throwing coins" name an offence or what a club is punished
for, not what happened; a sentence stating the law ("throwing objects ... is a
criminal offence", "can lead to a banning order") gives no things at all.
"""

from __future__ import annotations

from .. import regexes
from ..text import gate_words

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


def offence(folded: str, start: int, end: int, groups: set[str]) -> bool:
    """Whether the thing at ``start``-``end`` names an offence or what a club is punished for, not
    what happened: "two for pyrotechnic offences", "possession of a pyrotechnic",
    "charged by UEFA over pyrotechnics", "one for throwing coins".

    ``groups`` are the names of THING_AUTOMATON's groups present in the sentence."""
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
