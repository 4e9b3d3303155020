"""The claims of one report, each made a ``ClaimRecord`` with its sentence, scope and speaker."""

from __future__ import annotations

import re
from bisect import bisect_right

from .numbers import Quantity
from .prepared import PreparedText
from .quotes import Quotations
from .records import ClaimRecord
from .scope import scope_of
from .teams import Teams

# The scope detail of an increment ("two more arrests"): how many were added.
ADDED = "added to an earlier count"
# Claims of the whole tie, not of one leg's events: "the first leg" beside them does not
# make them another match's ("as Inter defend a first-leg lead at the San Siro").
_OF_THE_TIE = frozenset({"venue", "competition"})
# A time told by pointing back ("Remember August at Ewood? Five arrests that day"): the
# sentence is about the time the sentence before it names.
_THAT_TIME_RE = re.compile(
    r"\b(?:that|the\s+same)\s+(?:day|night|evening|afternoon|morning|weekend)\b|\bon\s+that\s+occasion\b"
    r"|\bback\s+then\b"
)


# A question opening with a recall of another time: "Remember last season at Reymana?"
_RECALLING_RE = re.compile(
    r"\W*(?:(?:and|but)\s+)?(?:(?:do|does|did)\s+(?:you|anyone|anybody)\s+|(?:anyone|anybody|who)\s+)?"
    r"(?:remember|remembers|recall|recalls|forget)\b|\W*think\s+back\s+to\b|\W*who\s+can\s+forget\b")


class ClaimBuilder:
    """Makes the claims the finders give into records, and keeps them.

    A claim gets the scope of its place in its sentence (see ``scope``), or, where that is
    this match's and the sentence points back to a time ("that day", "back then"), the
    scope of the sentence before when that is another match's or time's; unless the
    finder gives one (an increment, "two more arrests", of this match has the scope
    detail ``ADDED``), and the speaker of the quotation holding it unless the finder
    gives one (a quote claim is its own speaker's).
    """

    def __init__(self, text: PreparedText, teams: Teams, quotes: Quotations):
        self.text = text
        self.teams = teams
        self.quotes = quotes
        self.claims: list[ClaimRecord] = []
        self._scope_cache: dict = {}  # each sentence's scope cues, between its claims

    def add(
        self, kind: str, value: str, start: int, end: int, sent: tuple[int, int], *,
        quantity: Quantity | None = None, original: str = "", detail: str = "",
        scope: tuple[str, str] | None = None, speaker: str | None = None, role: str | None = None,
        group: str = "", added: bool = False,
    ) -> None:
        """Add the claim at body[start:end] of the sentence at ``sent``, unless it lies outside it."""
        s_start, s_end = sent
        if start < s_start or end > s_end or start >= end:
            return
        body = self.text.body
        sentence = body[s_start:s_end]
        if scope is None:
            scope, scope_detail = self.scope(sentence, start - s_start, end - s_start, s_start, s_end,
                                              kind in _OF_THE_TIE)
            if scope == "incident" and not scope_detail:
                if _THAT_TIME_RE.search(self.text.folded, s_start, s_end):
                    scope, scope_detail = self._scope_before(s_start) or (scope, scope_detail)
                elif self._after_a_recalling_question(s_start):
                    # a time recalled is never this match's, whatever words name it
                    scope, scope_detail = self._scope_before(s_start) or ("unknown", "")
        else:
            scope, scope_detail = scope
        if added and scope == "incident" and not scope_detail:
            scope_detail = ADDED  # compared only with other increments, never with a count
        if speaker is None:
            speaker, role = self.quotes.speaker_at(start)
        self.claims.append(ClaimRecord(
            kind=kind, value=value, text=body[start:end], start=start, end=end,
            sentence=sentence, sentence_start=s_start, sentence_end=s_end,
            low=quantity.low if quantity else None, high=quantity.high if quantity else None,
            approximate=quantity.approximate if quantity else False, original=original,
            scope=scope, scope_detail=scope_detail, detail=detail,
            speaker=speaker, speaker_role=role or "", group=group,
        ))

    def scope(self, sentence: str, start: int, end: int, s_start: int, s_end: int, of_the_tie: bool = False):
        """The scope of sentence[start:end], the sentence at body[s_start:s_end]."""
        # Other matches' grounds and competitions, read only for a sentence not seen yet
        # (the cache keeps its cues).
        others = () if sentence in self._scope_cache else self.teams.others_in(s_start, s_end)
        return scope_of(sentence, start, end, self.teams.other, self._scope_cache, self.text.folded[s_start:s_end],
                        others, self.teams.other_place, self.teams.later_leg, of_the_tie)

    def _after_a_recalling_question(self, s_start: int) -> bool:
        """Whether the sentence before the one at ``s_start`` is a question recalling another
        time ("Remember last season at Reymana? 14 arrests, ..."), whose time the answer keeps."""
        index = bisect_right(self.text.sentence_starts, s_start) - 2
        if index < 0:
            return False
        b_start, b_end = self.text.sentences[index]
        return self.text.body[b_start:b_end].rstrip().endswith("?") and \
            _RECALLING_RE.match(self.text.folded, b_start, b_end) is not None

    def _scope_before(self, s_start: int) -> tuple[str, str] | None:
        """The scope the end of the sentence before the one at ``s_start`` has, when it is
        another match's or another time's; else None."""
        index = bisect_right(self.text.sentence_starts, s_start) - 2
        if index < 0:
            return None
        b_start, b_end = self.text.sentences[index]
        before = self.text.body[b_start:b_end]
        scope = self.scope(before, len(before), len(before), b_start, b_end)
        return scope if scope[0] != "incident" else None

    def sorted(self) -> list[ClaimRecord]:
        """The claims sorted by start, end and kind."""
        self.claims.sort(key=lambda c: (c.start, c.end, c.kind))
        return self.claims
