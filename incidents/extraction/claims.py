"""The claims of one report, each made a ``ClaimRecord`` with its sentence, scope and speaker."""

from __future__ import annotations

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


class ClaimBuilder:
    """Makes the claims the finders give into records, and keeps them.

    A claim gets the scope of its place in its sentence (see ``scope``) unless the
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
            # Other matches' grounds and competitions, read only for a sentence not seen yet
            # (the cache keeps its cues).
            others = () if sentence in self._scope_cache else self.teams.others_in(s_start, s_end)
            scope, scope_detail = scope_of(sentence, start - s_start, end - s_start, self.teams.other,
                                           self._scope_cache, self.text.folded[s_start:s_end],
                                           others, self.teams.other_place, self.teams.later_leg,
                                           kind in _OF_THE_TIE)
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

    def sorted(self) -> list[ClaimRecord]:
        """The claims sorted by start, end and kind."""
        self.claims.sort(key=lambda c: (c.start, c.end, c.kind))
        return self.claims
