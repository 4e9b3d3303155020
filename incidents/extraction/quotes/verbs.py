"""The verbs that attribute a quotation: before it ("X said:", "X told BBC Radio 5
live it") and after it ('"...," said X', '"...," X lamented', '"...," Jo Hart, the
club's chief executive, said', '"...," according to X').

The verbs of agency and tabloid copy (fumed, lamented, reflected, hit out, quipped
...) work on either side of the quotation.
"""

from __future__ import annotations

import re

from .. import regexes
from .names import UP

_VERBS = (
    r"said|says|say|added|adds|adding|saying|told|tells|telling|explained|explaining|"
    r"admitted|admits|insisted|insists|claimed|claims|stated|states|continued|"
    r"commented|warned|warns|revealed|confirmed|tweeted|wrote|writes|posted|declared|"
    r"described|describing|called|calling|urged|vowed|pleaded|read|reads|stressed|"
    r"asked|replied|conceded|acknowledged|remarked|announced|noted|argued|suggested|"
    r"believes|believed|thinks|thought|felt|feels|praised|condemned|branded|labelled|"
    r"slammed|blasted|fumed|raged|hit\s+out|went\s+on|expressed|told\s+[\w\s.']{1,40}?|"
    # "X put it this way:", "The FA put this out:", "A reader emails:", "X had this to say:"
    r"put\s+it|put\s+(?:this|that)\s+out|had\s+this\s+to\s+say|"
    r"summed\s+(?:it\s+)?up|responded|reacted|recalled|recalls|emails|emailed|texts|texted|messaged|"
    r"lamented|laments|reflected|reflects|reiterated|recounted|joked|quipped|explains|insisting|warning|"
    r"fumes|rages|blasts|slams|stresses|reveals|confirms|concedes|admitting|replies|commenting|"
    r"pointed\s+out|went\s+on\s+to\s+say"
)
# Verbs that follow their subject after a quotation ('"...," X lamented').
_RIGHT_VERBS = (
    r"said|says|added|adds|told|explained|claimed|insisted|admitted|warned|stated|read|reads|"
    r"wrote|writes|posted|tweeted|confirmed|continued|commented|revealed|stressed|conceded|urged|vowed|"
    r"pleaded|fumed|raged|blasted|slammed|lamented|reflected|recalled|acknowledged|replied|remarked|"
    r"noted|declared|explains|joked|quipped|observed|complained|protested|reiterated|recounted"
)
# Case-insensitive rules marked "on fold(text)" are compiled without re.I and run on
# text.fold of the text (see text.py: the same matches, faster); captured text is
# re-read from the original at the same offsets.
# A rule searched for at every place that opens with \b or a lookbehind is led by a
# lookahead for the class its every match opens with ("(?=[a-z])"): the engine then
# gives up at once at the other places, instead of trying the rest of the rule there.
LEFT_VERB_RE = regexes.compile(rf"\b(?=[a-z])(?P<verb>{_VERBS})\b")  # on fold(text)
RIGHT_RE = regexes.compile(
    rf"^\s*[,.]?\s*(?:(?P<verb1>{_VERBS})\s+(?P<subj1>[^,.;:\"“”]{{1,80}}?)(?=[,.;]|\s+(?:on|in|at|after|before|who|when|as)\b|$)"
    rf"|(?P<subj2>[^,.;:\"“”]{{1,80}}?)\s+(?P<verb2>{_RIGHT_VERBS})\b"
    # '"...," Jo Hart, the club's chief executive, said': a name, its role in apposition, the verb
    rf"|(?P<subj4>[{UP}][^,.;:\"“”]{{1,40}}?,\s+(?:the|a|an|who\s+is)\s+[^,.;:\"“”]{{1,60}}?),\s+(?:{_RIGHT_VERBS})\b"
    rf"|according\s+to\s+(?P<subj3>[^,.;:\"“”]{{1,80}}?)(?=[,.;]|\s+(?:on|in|at|after|before|who|when|as)\b|$))",
    re.I,
)
