"""Scoring extracted claims against a hand-written gold annotation.

A gold claim is matched by at most one extracted claim with the same kind,
value and scope (and group, when the gold claim gives one), whose span overlaps
the gold claim's sentence; quotes must
also have the same speaker, and their words need only be nearly the same
(ratio >= 90 after folding case, quotation marks and white space), because
annotators and extractors disagree about a trailing full stop.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from .records import KINDS, NUMERIC_KINDS, ClaimRecord

try:
    from rapidfuzz.fuzz import ratio as _ratio
except ImportError:  # pragma: no cover - rapidfuzz is a project dependency
    from difflib import SequenceMatcher

    def _ratio(a: str, b: str) -> float:
        return 100 * SequenceMatcher(None, a, b).ratio()


@dataclass(frozen=True, slots=True)
class GoldClaim:
    kind: str
    value: str
    scope: str
    sentence_start: int
    sentence_end: int
    speaker: str = ""
    scope_detail: str = ""
    group: str | None = None  # whom a count counts; None: the annotation does not say


@dataclass(slots=True)
class KindScore:
    matched: int = 0
    gold: int = 0
    extracted: int = 0

    @property
    def recall(self) -> float:
        return self.matched / self.gold if self.gold else 1.0

    @property
    def precision(self) -> float:
        return self.matched / self.extracted if self.extracted else 1.0


@dataclass(slots=True)
class Evaluation:
    by_kind: dict[str, KindScore] = field(default_factory=dict)
    missed: list[GoldClaim] = field(default_factory=list)
    spurious: list[ClaimRecord] = field(default_factory=list)

    def total(self, kinds: Iterable[str] | None = None) -> KindScore:
        wanted = set(kinds) if kinds is not None else set(self.by_kind)
        out = KindScore()
        for kind, score in self.by_kind.items():
            if kind in wanted:
                out.matched += score.matched
                out.gold += score.gold
                out.extracted += score.extracted
        return out

    def numeric(self) -> KindScore:
        return self.total(NUMERIC_KINDS)

    def merge(self, other: Evaluation) -> Evaluation:
        merged = Evaluation(missed=[*self.missed, *other.missed], spurious=[*self.spurious, *other.spurious])
        for source in (self, other):
            for kind, score in source.by_kind.items():
                target = merged.by_kind.setdefault(kind, KindScore())
                target.matched += score.matched
                target.gold += score.gold
                target.extracted += score.extracted
        return merged


def gold_from_json(data: dict, body: str) -> list[GoldClaim]:
    """Gold claims from the annotation format of ``tests/incidents/gold/*.json``.

    Each claim's ``sentence`` is a verbatim piece of the body (the whole sentence,
    or for long quotations its opening); ``occurrence`` picks among repeats.
    """
    claims = []
    for item in data["claims"]:
        start = -1
        for _ in range(item.get("occurrence", 0) + 1):
            start = body.find(item["sentence"], start + 1)
        if start < 0:
            raise ValueError(f"gold sentence not in body: {item['sentence'][:60]!r}")
        claims.append(GoldClaim(
            kind=item["kind"], value=item["value"], scope=item["scope"],
            sentence_start=start, sentence_end=start + len(item["sentence"]),
            speaker=item.get("speaker", ""), scope_detail=item.get("scope_detail", ""),
            group=item.get("group"),
        ))
    return claims


def _fold(text: str) -> str:
    text = re.sub(r"[\"'“”‘’„‚]", "", text.casefold())
    return " ".join(text.split()).strip(" .,")


def _matches(gold: GoldClaim, claim: ClaimRecord) -> bool:
    if claim.kind != gold.kind or claim.scope != gold.scope:
        return False
    if gold.group is not None and claim.group != gold.group:
        return False
    if claim.end <= gold.sentence_start or claim.start >= gold.sentence_end:
        return False
    if gold.kind == "quote":
        if _fold(claim.speaker) != _fold(gold.speaker):
            return False
        return _ratio(_fold(claim.value), _fold(gold.value)) >= 90
    return _fold(claim.value) == _fold(gold.value)


def evaluate(extracted: Sequence[ClaimRecord], gold: Sequence[GoldClaim]) -> Evaluation:
    """Per-kind recall and precision of ``extracted`` against ``gold`` (one text)."""
    result = Evaluation(by_kind={kind: KindScore() for kind in KINDS})
    used: set[int] = set()
    for item in gold:
        score = result.by_kind.setdefault(item.kind, KindScore())
        score.gold += 1
        for index, claim in enumerate(extracted):
            if index not in used and _matches(item, claim):
                used.add(index)
                score.matched += 1
                break
        else:
            result.missed.append(item)
    for index, claim in enumerate(extracted):
        result.by_kind.setdefault(claim.kind, KindScore()).extracted += 1
        if index not in used:
            result.spurious.append(claim)
    return result
