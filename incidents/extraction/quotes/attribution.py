"""Attribution: who said each quotation.

Attribution looks left of the opening mark ("X said:", "X told BBC Radio 5 live
it", "..., adding:", "A statement read:", "According to X,") and then right of the
closing mark ('"...," said X', '"...," X, 54, told the Gazette', '"...," according
to X').  A second quotation takes the first one's speaker after '"...," said X, who
... . "..."' and in the same reported sentence ('X said it was "vile" and that it
would "..."').  A paragraph after a line ending with a colon takes the speaker of
that line, or the organisation that "put out a statement" in it.  A quotation
after "sang", "chanted" or "a banner" is a chant, nobody's utterance, and so are
the words on placards and banners ('placards saying "..."').  '"...," Jo Hart, the
club's chief executive, said' and '"...," said Jo Hart, a season ticket holder' take
the role from the apposition.  The subject before a verb is read back to the last
clause break, and no further than ``limits.MAX_SENTENCE_CHARS``.
"""

from __future__ import annotations

import re
from bisect import bisect_right

from .. import regexes
from ..limits import MAX_SENTENCE_CHARS
from ..text import fold
from .marks import Quote, word_count
from .names import role_of
from .speakers import Speakers
from .verbs import LEFT_VERB_RE, RIGHT_RE

# Where a new clause starts: a subject is taken from the end of the last one (or from the start).
_CLAUSE_BREAK_RE = regexes.compile(r"[.!?;]\s+|,\s*(?:while|but|and|whereas|as)\s+|\s[-–—]\s", re.I)
_ADVERBIAL_RE = regexes.compile(
    r"\s+(?:also|later|then|has|have|had|was|were|is|previously|earlier|today|yesterday|"
    r"tonight|last\s+night|in\s+a\s+statement)\s*$",
    re.I,
)
# The last words of _ADVERBIAL_RE's matches ("night" of "last night").
_ADVERBIAL_ENDINGS = (
    "also", "later", "then", "has", "have", "had", "was", "were", "is", "previously", "earlier",
    "today", "yesterday", "tonight", "night", "statement",
)


def attribute(body: str, quotes: list[Quote], paragraphs: list[tuple[int, int]], speakers: Speakers) -> None:
    """Fill ``speaker``/``role`` on each quotation, in text order."""
    para_starts = [p[0] for p in paragraphs]
    folded = speakers.folded if speakers.body is body else fold(body)
    previous: Quote | None = None
    for quote in quotes:
        quote.words = word_count(body, quote.segments)
        index = bisect_right(para_starts, quote.start) - 1
        p_start, p_end = paragraphs[index] if index >= 0 else (0, len(body))
        left_from = p_start
        if previous is not None and previous.end > p_start and previous.end <= quote.start:
            left_from = previous.end
        left = body[left_from:quote.start]
        left_folded = folded[left_from:quote.start]
        speaker = role = ""
        if previous is not None and previous.speaker and left_from == previous.end:
            inverted = RIGHT_RE.match(left)
            rest = left[inverted.end():] if inverted is not None else ""
            if inverted is not None and (inverted["subj1"] or inverted["subj3"]) and (
                    not rest.strip(" ,.;:\n")
                    or (_APPOSITION_REST_RE.fullmatch(rest)
                        and not LEFT_VERB_RE.search(left_folded[inverted.end():]))):
                # '"...," said X. "..."' and '"...," said X, who ... . "..."': the second quotation is X's too
                left = left_folded = ""
                speaker, role = previous.speaker, previous.role
        chant = None
        if not speaker:
            near = left_folded[-80:]
            for stem in _CHANT_STEMS:  # str.find of its words' beginnings is faster than the regex
                if stem in near:
                    chant = _CHANT_BEFORE_RE.search(near)
                    break
        if chant is not None and (not LEFT_VERB_RE.search(chant["gap"]) or _CHANT_GAP_RE.match(chant["gap"])):
            quote.words = 0  # a chant, song or banner ('sang "..."'), not anyone's utterance
        according = None
        if not speaker and "according" in left_folded:  # the regex's literal word, found faster
            according = _ACCORDING_LEFT_RE.search(left_folded[-120:])
        if according is not None:
            subject = left[-120:][according.start("subj"):according.end("subj")]
            speaker, role = speakers.resolve(subject, quote.start)  # 'According to X, "..."'
        if not speaker and "," in left:
            # 'For Commander X, who ran the operation, the blame lay with "..."': the view is X's
            framed = _FOR_LEFT_RE.search(left[-200:])
            framed_folded = left_folded[-200:][framed.start():framed.end()] if framed is not None else ""
            if framed is not None and not LEFT_VERB_RE.search(framed_folded):
                speaker, role = speakers.resolve(framed["subj"], quote.start)
        verbs = list(LEFT_VERB_RE.finditer(left_folded)) if not speaker else []
        if not verbs and quote.start == p_start and index > 0:
            # The attribution ends the paragraph before: "Superintendent X said:" then the quote.
            a, b = paragraphs[index - 1]
            if body.startswith(":", b - 1) and (previous is None or previous.end <= a):
                prev_verbs = list(LEFT_VERB_RE.finditer(folded, a, b))
                if prev_verbs:
                    p_start = left_from = a
                    left = body[a:b]
                    left_folded = folded[a:b]
                    verbs = [LEFT_VERB_RE.search(left_folded, v.start() - a) for v in prev_verbs]
                else:
                    # "Arsenal put out a statement. I'll quote it in full:" then the statement.
                    statement = None
                    for statement in _STATEMENT_RE.finditer(body, a, b):
                        pass
                    if statement is not None:
                        stops = list(_SENTENCE_STOP_RE.finditer(body, a, statement.start()))
                        subject_from = stops[-1].end() if stops else a
                        speaker, role = speakers.resolve(body[subject_from:statement.end()], quote.start)
        if verbs:
            verb = verbs[-1]
            verb_start, verb_end = verb.span()
            gerund = left[verb_start:verb_end].lower().endswith("ing")
            if gerund and previous is not None and previous.speaker and left_from == previous.end:
                speaker, role = previous.speaker, previous.role
            else:
                verb_at = left_from + verb_start
                subject_from = p_start if gerund or not left[:verb_start].strip() else left_from
                # The subject stands in the verb's sentence: read at most a sentence's
                # bound back, not the whole paragraph (a line may run on for pages).
                subject_text = body[max(subject_from, verb_at - MAX_SENTENCE_CHARS):verb_at]
                breaks = list(_CLAUSE_BREAK_RE.finditer(subject_text))
                subject = subject_text[breaks[-1].end():] if breaks else subject_text
                if not subject.strip():
                    subject = subject_text
                speaker, role = speakers.resolve(_cut_subject(subject), quote.start)
        if not speaker and not verbs and left.rstrip().endswith(":"):
            # 'Ajax coach Willem de Groot: "..."': a bare colon after a named speaker
            bare = _BARE_COLON_RE.search(left.rstrip())
            if bare is not None:
                found = speakers.resolve(bare["subj"], quote.start)
                if found[0] and (found[1] or " " in found[0]):
                    speaker, role = found
        if not speaker:
            if quote.end > p_end:  # a quotation over paragraphs: '..."," a club spokesman said' ends the last
                e_index = bisect_right(para_starts, quote.end - 1) - 1
                p_end = paragraphs[e_index][1] if e_index >= 0 else p_end
            right = body[quote.end: min(p_end, quote.end + 120)]  # '"...," said X'
            right = _AGE_RE.sub("", right, count=1)  # '"...," Jo Hart, 54, told the Gazette'
            m = RIGHT_RE.match(right)
            if m:
                subject = m["subj1"] or m["subj2"] or m["subj3"] or m["subj4"] or ""
                speaker, role = speakers.resolve(subject, quote.start)
                appos = _RIGHT_APPOS_RE.match(right, m.end()) if speaker and not role and m["subj1"] else None
                if appos is not None:
                    role = role_of(appos["role"])  # '"...," said Jo Hart, a season ticket holder.'
        if (not speaker and not verbs and previous is not None and previous.speaker and left_from == previous.end
                and "\n" not in left and not _SENTENCE_STOP_RE.search(left)):
            # 'X said the chanting was "vile" and that the club would "..."': the same reported speech
            speaker, role = previous.speaker, previous.role
        if (not speaker and previous is not None and previous.speaker and quote.start == p_start
                and index > 0 and previous.end >= paragraphs[index - 1][0]
                and previous.end <= paragraphs[index - 1][1] and previous.end == paragraphs[index - 1][1]):
            speaker, role = previous.speaker, previous.role  # one more paragraph of the same speaker
        quote.speaker, quote.role = speaker, role
        previous = quote


# 'For X, ..., the blame lay with "': the sentence opens by naming whose view it gives.
_FOR_LEFT_RE = regexes.compile(
    r"(?:^|[.!?]\s+|\n)(?:For|To|In\s+the\s+(?:words|view|eyes)\s+of)\s+(?P<subj>[^,.;:!?\"“”\n]{3,70}?),"
    r"[^.!?\"“”\n]*$"
)
# 'Ajax coach Willem de Groot: "...': a name phrase opening its line or sentence, then a colon.
_BARE_COLON_RE = regexes.compile(r"(?:^|[.!?]\s+|\n)(?P<subj>[^.!?:;,\"“”\n]{3,80}):$")
_APPOSITION_REST_RE = regexes.compile(r",\s*(?:who|whose|a|an|the|aged|one\s+of)\b[^.!?\"“”\n]*[.!?]?\s*", re.I)
# On fold(text).
_CHANT_BEFORE_RE = regexes.compile(
    r"\b(?:sang|sing|sings|singing|chant|chants|chanted|chanting|songs?|banners?|placards?|slogans?|graffiti|"
    r"flags?)\b(?P<gap>[^\"“”.!?]{0,40})$"
)
# The beginnings of its words: a text holding none of them holds no match.
_CHANT_STEMS = ("sang", "sing", "chant", "song", "banner", "placard", "slogan", "graffiti", "flag")
# 'placards saying "..."', 'a banner which read "..."': the words on it, still nobody's utterance.
_CHANT_GAP_RE = regexes.compile(
    r"\s*(?:(?:which|that)\s+)?(?:saying|said|says|reading|read|reads|proclaiming|declaring|demanding|calling\s+for)"
    r"\s*[:,]?\s*$",
    re.I,
)
# On fold(text).
_ACCORDING_LEFT_RE = regexes.compile(r"\baccording\s+to\s+(?P<subj>[^,.;:\"“”]{1,80}?)\s*[,:]?\s*$")
_RIGHT_APPOS_RE = regexes.compile(r",\s+(?:a|an|the)\s+(?P<role>[^,.;:!?\"“”\n]{1,60})")
_AGE_RE = regexes.compile(r",\s*(?:aged\s+)?\d{1,3},")
_STATEMENT_RE = regexes.compile(r"\bstatement\b", re.I)
_SENTENCE_STOP_RE = regexes.compile(r"[.!?][\"'”’)]?\s")


def _cut_subject(subject: str) -> str:
    # Drop the adverbials between subject and verb: "A Chelsea spokesman added on Wednesday night".
    # An ASCII subject (re.I is plain ASCII case there) that ends with none of their last
    # words holds none: that is checked first, faster than the regex.
    if not subject.isascii() or subject.rstrip().lower().endswith(_ADVERBIAL_ENDINGS):
        subject = _ADVERBIAL_RE.sub("", subject)
    return subject.strip(" ,")
