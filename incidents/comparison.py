"""Fact-by-fact comparison of what several outlets reported about one incident.

No Django here: the view layer turns Claim + Article + Source rows into
``ComparedClaim`` records, ``compare()`` lines them up, and the dashboard, the
JSON export and the CSV export render the dataclasses it returns.

Facts
  * Numeric kinds (arrests, injuries, deaths, dispersal, bans, crowd) get one
    row per (kind, scope, normalised scope_detail), so a season total never
    meets a match figure and each other match has its own row.  Bans given as
    "lifetime" form their own row ("Life bans pledged").
  * A crowd figure is either the people present (an attendance, an away
    following: "5,000-strong", "a crowd of 41,000", "in the away end") or the
    people involved ("hundreds of supporters clashed"); the two never meet in
    one row (``crowd_role``), so a following of 5,000 is no conflict with 40
    who fought.
  * score, competition and venue get one row per (kind, scope) (plus the
    other match, for scope "other_match") and conflict when outlets disagree.
  * Every other kind is categorical: one row per (kind, scope, value) that
    lists who mentions it.  Silence is not contradiction, so these rows are
    "agreed" (two or more outlets) or "single", never "conflicting".

Agreement between two numeric figures (see ``figures_agree``)
  * equal numbers agree;
  * an approximate single figure ("about 200") stands for anything within
    ±15% of it (``APPROXIMATE_TOLERANCE``): 170–230;
  * a range ("three or four" 3–4, "hundreds" 200–999) stands for its low..high;
  * two figures agree when the spans they stand for overlap.

Quotes
  Quote claims from compatible speakers are aligned sentence by sentence and
  grouped at quote level: two quotes belong together when any sentence of one
  (of at least ``MIN_QUOTE_WORDS`` words) matches the other with a rapidfuzz
  score of at least ``QUOTE_MATCH_THRESHOLD``.  Groups stay whole quotes so a
  journalist sees one statement and, per outlet, which parts were cut, added or
  changed against the fullest version.  Each quote claim is one variant, so an
  outlet that splits a statement into two quotes has two variants in the
  group, each with its own place in the article.  Scare quotes shorter than
  ``MIN_QUOTE_WORDS`` ("unacceptable") join a group only if they appear word
  for word in it, and never link two groups.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime, timezone
from functools import lru_cache

from rapidfuzz import fuzz

from incidents.extraction.records import KIND_LABELS, KINDS, NUMERIC_KINDS, SCOPES, ClaimRecord

# An approximate single figure ("about 200") agrees with figures within ±15%.
# Newsrooms round crowd and arrest figures loosely; 15% keeps "about 200" vs
# 210 together while "about 200" vs 300 is a conflict worth a look.
APPROXIMATE_TOLERANCE_PERCENT = 15
APPROXIMATE_TOLERANCE = APPROXIMATE_TOLERANCE_PERCENT / 100

# Two quotations match when a sentence of one scores at least this against the
# other (best of rapidfuzz partial_ratio, which catches a trimmed sentence
# inside a longer one, and token_set_ratio, which catches a reworded one).
QUOTE_MATCH_THRESHOLD = 85
# Shorter sentences ("I'm sorry.") and scare quotes ("unacceptable") are too
# common to prove two quotations are the same one; they never link groups.
MIN_QUOTE_WORDS = 4

SINGLE_VALUED_KINDS: frozenset[str] = frozenset({"score", "competition", "venue"})
QUOTE_KIND = "quote"
LIFETIME = "lifetime"

AGREED = "agreed"
CONFLICTING = "conflicting"
SINGLE = "single"
VERBATIM = "verbatim"
VARIED = "varied"

REJECTED = "rejected"
DISPUTED = "disputed"
CONFIRMED = "confirmed"

SCOPE_PHRASES: dict[str, str] = {
    "incident": "at this match",
    "season": "this season",
    "other_match": "at another match",
    "unknown": "scope unclear",
}


@dataclass(frozen=True, slots=True, kw_only=True)
class ComparedClaim:
    """One claim as the comparison sees it: the extracted record plus where it ran.

    The record's fields read as the compared claim's own (``claim.value`` is
    ``claim.record.value``); the record carries an editor's correction, if any.
    """

    record: ClaimRecord
    claim_id: int | str
    outlet: str
    outlet_name: str = ""
    article_id: int | str | None = None
    article_url: str = ""
    published: datetime | date | None = None
    review_status: str = "unreviewed"

    def __getattr__(self, name: str):
        # Only reached for names that are not the wrapper's own: the record's fields.
        if name == "record":
            raise AttributeError(name)
        return getattr(self.record, name)


@dataclass(frozen=True, slots=True)
class Cell:
    """What one outlet said about one fact."""

    outlet: str
    outlet_name: str
    claims: list[ComparedClaim]
    value: str
    primary: ComparedClaim

    @property
    def values(self) -> list[str]:
        """Display values of every claim, in text order, without repeats."""
        return list(dict.fromkeys(display_value(c) for c in self.claims))

    @property
    def other_values(self) -> list[str]:
        """The values besides the one shown (``value``), in text order."""
        return [v for v in self.values if v != self.value]

    @property
    def varies(self) -> bool:
        """The outlet gave more than one figure for this fact (e.g. an update)."""
        return len(self.values) > 1

    @property
    def review_statuses(self) -> list[str]:
        return list(dict.fromkeys(c.review_status for c in self.claims))

    @property
    def disputed(self) -> bool:
        return any(c.review_status == DISPUTED for c in self.claims)

    @property
    def confirmed(self) -> bool:
        return any(c.review_status == CONFIRMED for c in self.claims)


@dataclass(frozen=True, slots=True)
class Fact:
    """One row of the comparison: one checkable fact across outlets."""

    key: str
    kind: str
    scope: str
    scope_detail: str
    label: str
    status: str
    cells: dict[str, Cell]
    agreeing_outlets: int
    summary: str

    @property
    def outlets(self) -> list[str]:
        return list(self.cells)


@dataclass(frozen=True, slots=True)
class DiffOp:
    """One step of a word diff: ``words_fullest`` became ``words_variant``."""

    op: str  # "equal" | "insert" | "delete" | "replace"
    words_fullest: str
    words_variant: str


@dataclass(frozen=True, slots=True)
class QuoteVariant:
    outlet: str
    outlet_name: str
    claim: ComparedClaim
    text: str
    diff: list[DiffOp]

    @property
    def word_count(self) -> int:
        return len(_words(self.text))


@dataclass(frozen=True, slots=True)
class QuoteGroup:
    """The same quotation as carried by one or more outlets."""

    key: str
    speaker: str
    speaker_role: str
    status: str
    variants: list[QuoteVariant]
    fullest: QuoteVariant

    @property
    def outlets(self) -> list[str]:
        return list(dict.fromkeys(v.outlet for v in self.variants))

    @property
    def role_label(self) -> str:
        """The role as shown: "governing body", not "governing_body"."""
        return self.speaker_role.replace("_", " ")


@dataclass(frozen=True, slots=True)
class Comparison:
    facts: list[Fact]
    quote_groups: list[QuoteGroup]
    outlets: list[str] = field(default_factory=list)
    outlet_names: dict[str, str] = field(default_factory=dict)

    @property
    def conflicts(self) -> list[Fact]:
        return [f for f in self.facts if f.status == CONFLICTING]

    def fact(self, key: str) -> Fact | None:
        return next((f for f in self.facts if f.key == key), None)


# --------------------------------------------------------------------------
# Text helpers


_QUOTE_CHARS = str.maketrans({"‘": "'", "’": "'", "‚": "'", "`": "'", "´": "'",
                              "“": '"', "”": '"', "„": '"'})


def _fold(text: str) -> str:
    if text.isascii():
        return text.lower()
    text = unicodedata.normalize("NFKD", text.translate(_QUOTE_CHARS))
    return "".join(ch for ch in text if not unicodedata.combining(ch)).casefold()


_NOT_WORD = re.compile(r"[^\w']+")


def _normal_word(token: str) -> str:
    """The comparable form of one word: case, accents, quotes and punctuation folded."""
    token = _fold(token)
    # Keep inner apostrophes ("don't") but not quotation marks around a word.
    token = _NOT_WORD.sub("", token).strip("'_")
    return token


_WORD_BREAK = re.compile(r"[\s\-–—/]+")


def _words(text: str) -> list[str]:
    """Normalised words; hyphens and dashes split words ("post-match" == "post match")."""
    return [w for w in (_normal_word(t) for t in _WORD_BREAK.split(text)) if w]


@lru_cache(maxsize=65536)
def _token_key(raw: str) -> str:
    """The comparable form of one whitespace-separated token (cached: reports repeat words)."""
    return " ".join(_words(raw))


def _slug(text: str) -> str:
    return "-".join(_words(text)).replace("'", "")


def normalise_scope_detail(detail: str) -> str:
    """"The Middlesbrough match " -> "middlesbrough-match"; used in keys and grouping."""
    words = _words(detail)
    if words and words[0] == "the":
        words = words[1:]
    return "-".join(words).replace("'", "")


def _sentences(text: str) -> list[str]:
    parts = re.split(r"(?<=[.!?])[\"'”’]?\s+", text.strip())
    return [p for p in parts if p.strip()]


# --------------------------------------------------------------------------
# Word diff


def _display_tokens(text: str) -> tuple[list[str], list[str]]:
    """Tokens as written (for display) and their comparable keys.

    Tokens that are only punctuation (a dash, a stray quote) ride on the word
    before them, so they never show up as changes of their own.
    """
    shown: list[str] = []
    keys: list[str] = []
    for raw in text.split():
        key = _token_key(raw)
        if not key:
            if shown:
                shown[-1] = f"{shown[-1]} {raw}"
            else:
                shown.append(raw)
                keys.append("")
            continue
        shown.append(raw)
        keys.append(key)
    return shown, keys


def diff_words(a: str, b: str) -> list[DiffOp]:
    """Word-level diff turning ``a`` (the fullest text) into ``b``.

    Words compare case-, accent- and punctuation-blind; the ops carry the words
    as written.  ``delete`` = words only in ``a``, ``insert`` = only in ``b``.
    """
    shown_a, keys_a = _display_tokens(a)
    shown_b, keys_b = _display_tokens(b)
    # Interning keys to ints makes SequenceMatcher hash and compare cheaply.
    ids: dict[str, int] = {}
    seq_a = [ids.setdefault(k, len(ids)) for k in keys_a]
    seq_b = [ids.setdefault(k, len(ids)) for k in keys_b]
    matcher = difflib.SequenceMatcher(None, seq_a, seq_b, autojunk=False)
    return [
        DiffOp(op, " ".join(shown_a[i1:i2]), " ".join(shown_b[j1:j2]))
        for op, i1, i2, j1, j2 in matcher.get_opcodes()
    ]


# --------------------------------------------------------------------------
# Numeric figures


def _bounds(claim: ComparedClaim) -> tuple[int, int] | None:
    low, high = claim.low, claim.high
    if low is None and high is None:
        digits = claim.value.replace(",", "").strip()
        if not digits.isdigit():
            return None
        low = high = int(digits)
    elif low is None:
        low = high
    elif high is None:
        high = low
    return (min(low, high), max(low, high))


def _span(claim: ComparedClaim) -> tuple[float, float] | None:
    """The numbers a figure stands for; None when it is not a number."""
    bounds = _bounds(claim)
    if bounds is None:
        return None
    low, high = bounds
    if claim.approximate and low == high:
        return (low * (1 - APPROXIMATE_TOLERANCE), high * (1 + APPROXIMATE_TOLERANCE))
    return (float(low), float(high))


def figures_agree(a: ComparedClaim, b: ComparedClaim) -> bool:
    """Whether two numeric claims can both be true (see module docstring).

    A figure that is not a number ("several") only agrees with the same words:
    flagging it for a look is safer than claiming agreement.
    """
    span_a, span_b = _span(a), _span(b)
    if span_a is None or span_b is None:
        return display_value(a).casefold() == display_value(b).casefold()
    # A small epsilon keeps exact ±15% edges (200 vs 230) inside the band.
    eps = 1e-9
    return span_a[0] <= span_b[1] + eps and span_b[0] <= span_a[1] + eps


def display_value(claim: ComparedClaim) -> str:
    """How a figure reads in a cell: "7", "3–4", "hundreds", "about 200", "lifetime"."""
    if claim.kind not in NUMERIC_KINDS:
        return claim.value
    if claim.value.strip().casefold() == LIFETIME:
        return LIFETIME
    bounds = _bounds(claim)
    if bounds is None:
        return claim.value
    low, high = bounds
    if low == high:
        return f"about {low}" if claim.approximate else str(low)
    if claim.approximate and claim.original and not re.search(r"\d", claim.original):
        return claim.original.strip().casefold()  # "hundreds", "dozens"
    return f"{low}–{high}"


def _figure_rank(claim: ComparedClaim) -> tuple:
    """Sort key for choosing an outlet's representative figure (higher wins).

    Prefer undisputed claims, then specific figures (exact > approximate >
    range > not a number), then the largest.  Counts of arrests and injuries
    only ever grow as a story develops, so when a text gives a first figure and
    an update ("seven arrests ... that has since risen to nine") the largest
    specific figure is the latest one, not a second opinion.
    """
    bounds = _bounds(claim)
    if bounds is None:
        specificity, size, narrowness = 0, 0, 0
    else:
        low, high = bounds
        if low == high:
            specificity = 2 if claim.approximate else 3
        else:
            specificity = 1
        size, narrowness = high, -(high - low)
    return (claim.review_status != DISPUTED, specificity, narrowness, size)


# --------------------------------------------------------------------------
# Grouping claims into facts


def _kind_order(kind: str) -> int:
    return KINDS.index(kind) if kind in KINDS else len(KINDS)


def _scope_order(scope: str) -> int:
    return SCOPES.index(scope) if scope in SCOPES else len(SCOPES)


def _scope_phrase(scope: str, scope_detail: str) -> str:
    phrase = SCOPE_PHRASES.get(scope, scope.replace("_", " "))
    if scope_detail.strip():
        joiner = ": " if scope == "other_match" else " — "
        phrase = f"{phrase}{joiner}{scope_detail.strip()}"
    return phrase


def _kind_label(kind: str) -> str:
    return KIND_LABELS.get(kind, kind.replace("_", " ").capitalize())


@dataclass(slots=True)
class _Row:
    key: str
    kind: str
    scope: str
    scope_detail: str
    label: str
    rule: str  # "numeric" | "single_valued" | "categorical"
    claims_by_outlet: dict[str, list[ComparedClaim]] = field(default_factory=dict)


# What follows a crowd figure when it counts the people there rather than those
# who took part: "5,000-strong", "a following of", "in the away end", "travelled".
_PRESENT_AFTER_RE = re.compile(
    r"^[^.;:!?]{0,40}?\b(?:strong|following|contingent|crowd|sell-?out|travell?(?:ed|ing)|visiting|allocated|"
    r"expected|escorted|made\s+the\s+(?:trip|journey)|"
    r"in\s+the\s+(?:away|home|visiting)\s+(?:end|section|stand|enclosure)|inside\s+the\s+(?:ground|stadium)|"
    r"in\s+attendance|attended|watched|tickets?|allocation|were\s+(?:there|present))\b",
    re.IGNORECASE,
)
# ... or what comes before it: "a crowd of", "the attendance was", "in front of", "took".
_PRESENT_BEFORE_RE = re.compile(
    r"\b(?:crowd|attendance|gate|audience|following|contingent)\s+(?:of|was|were|is|stood\s+at|numbered)\s+"
    r"(?:about\s+|around\s+|some\s+|nearly\s+|almost\s+|more\s+than\s+|over\s+)?$|"
    r"\b(?:in\s+front\s+of|watched\s+by|attended\s+by|took|brought|sold|had)\s+(?:the\s+)?"
    r"(?:about\s+|around\s+|some\s+|nearly\s+|almost\s+|more\s+than\s+|over\s+)?$",
    re.IGNORECASE,
)
# Words of taking part win over being there: "5,000 fans travelled and hundreds clashed".
_INVOLVED_AFTER_RE = re.compile(
    r"^\S*(?:\s+(?!(?:and|but|while|whereas)\b)[^\s,;]+){0,6}?\s+(?:clash\w*|fought|fight\w*|brawl\w*|attack\w*|charg\w*|threw|thrown|hurl\w*|"
    r"invad\w*|stormed|rioted|tried|attempted|confronted|taunt\w*|involved|took\s+part|ran|rampag\w*)\b",
    re.IGNORECASE,
)
PRESENT, INVOLVED = "present", "involved"


def crowd_role(claim: ComparedClaim) -> str:
    """Whether a crowd claim counts the people present or the people involved."""
    text = claim.text or claim.original or ""
    at = claim.sentence.find(text) if text else -1
    if at < 0:
        before, after = "", text
    else:
        before, after = claim.sentence[max(0, at - 40):at], claim.sentence[at + len(text):]
    if _INVOLVED_AFTER_RE.match(text + after):
        return INVOLVED
    if _PRESENT_BEFORE_RE.search(before) or _PRESENT_AFTER_RE.match(text) or _PRESENT_AFTER_RE.match(after):
        return PRESENT
    return INVOLVED


def _row_identity(claim: ComparedClaim) -> tuple[str, str, str, str]:
    """(key, rule, label, shown scope_detail) of the fact row a claim belongs to."""
    kind, scope = claim.kind, claim.scope or "unknown"
    detail = claim.scope_detail.strip()
    detail_key = normalise_scope_detail(detail)
    base = f"{kind}-{scope}"

    if kind in NUMERIC_KINDS:
        if kind == "bans" and claim.value.strip().casefold() == LIFETIME:
            key = "-".join(p for p in (base, detail_key, LIFETIME) if p)
            label = "Life bans pledged"
            if scope != "incident" or detail:
                label = f"{label}, {_scope_phrase(scope, detail)}"
            return key, "categorical", label, detail
        key = f"{base}-{detail_key}" if detail_key else base
        label = _kind_label(kind)
        if kind == "crowd" and crowd_role(claim) == PRESENT:
            key, label = f"{key}-{PRESENT}", "People present"
        return key, "numeric", f"{label}, {_scope_phrase(scope, detail)}", detail

    if kind in SINGLE_VALUED_KINDS:
        # Two different other matches each have their own score.
        if scope == "other_match" and detail_key:
            return f"{base}-{detail_key}", "single_valued", (
                f"{_kind_label(kind)}, {_scope_phrase(scope, detail)}"
            ), detail
        label = _kind_label(kind)
        if scope != "incident":
            label = f"{label}, {_scope_phrase(scope, '')}"
        return base, "single_valued", label, ""

    value_key = _slug(claim.value) or "unspecified"
    key = f"{base}-{value_key}"
    if kind == "pitch_invasion" and value_key == "yes":
        label = _kind_label(kind)
    else:
        label = f"{_kind_label(kind)}: {claim.value.strip()}"
    if scope != "incident":
        label = f"{label} ({_scope_phrase(scope, detail)})"
    if scope == "other_match" and detail_key:
        key = f"{base}-{detail_key}-{value_key}"
    return key, "categorical", label, detail


def _single_value_key(claim: ComparedClaim) -> str:
    if claim.kind == "score":
        return re.sub(r"\s*[-–—:]\s*", "-", claim.value.strip())
    words = _words(claim.value)
    if words and words[0] == "the":
        words = words[1:]
    return " ".join(words)


def _representative(rule: str, claims: list[ComparedClaim]) -> ComparedClaim:
    undisputed = [c for c in claims if c.review_status != DISPUTED] or claims
    if rule == "numeric":
        return max(claims, key=_figure_rank)
    if rule == "single_valued":
        # The value this outlet repeats most; on a tie, the first it gave.
        counts = Counter(_single_value_key(c) for c in undisputed)
        best = max(counts.values())
        return next(c for c in undisputed if counts[_single_value_key(c)] == best)
    return undisputed[0]


def _agree(rule: str, a: ComparedClaim, b: ComparedClaim) -> bool:
    if rule == "numeric":
        return figures_agree(a, b)
    if rule == "single_valued":
        return _single_value_key(a) == _single_value_key(b)
    return True


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _build_fact(row: _Row, outlet_names: dict[str, str]) -> Fact:
    cells: dict[str, Cell] = {}
    for outlet, claims in row.claims_by_outlet.items():
        primary = _representative(row.rule, claims)
        cells[outlet] = Cell(
            outlet=outlet,
            outlet_name=outlet_names.get(outlet) or outlet,
            claims=claims,
            value=display_value(primary),
            primary=primary,
        )

    reps = [cell.primary for cell in cells.values()]
    shown = list(dict.fromkeys(cell.value for cell in cells.values()))
    if len(cells) == 1:
        status, agreeing = SINGLE, 1
        only = next(iter(cells.values()))
        summary = f"{only.value} — {only.outlet_name} only"
    else:
        # The largest block of outlets that agree with one of them.
        agreeing = max(sum(_agree(row.rule, a, b) for b in reps) for a in reps)
        if all(_agree(row.rule, a, b) for i, a in enumerate(reps) for b in reps[i + 1:]):
            status = AGREED
            verb = "mentioned" if row.rule == "categorical" else "agreed"
            summary = f"{' / '.join(shown)} — {verb} by {_plural(len(cells), 'outlet')}"
        else:
            status = CONFLICTING
            summary = f"{' vs '.join(shown)} — conflicting"
    return Fact(
        key=row.key,
        kind=row.kind,
        scope=row.scope,
        scope_detail=row.scope_detail,
        label=row.label,
        status=status,
        cells=cells,
        agreeing_outlets=agreeing,
        summary=summary,
    )


def _text_order_key(claim: ComparedClaim) -> tuple:
    published = claim.published
    if isinstance(published, datetime):
        if published.tzinfo is not None:
            published = published.astimezone(timezone.utc).replace(tzinfo=None)
    elif isinstance(published, date):
        published = datetime(published.year, published.month, published.day)
    return (
        published is None,
        published or datetime.min,
        str(claim.article_id if claim.article_id is not None else ""),
        claim.start,
        claim.end,
    )


# --------------------------------------------------------------------------
# Quotes


_TITLES = frozenset({
    "mr", "mrs", "ms", "miss", "dr", "sir", "dame", "lord", "lady", "prof",
    "commander", "superintendent", "supt", "chief", "inspector", "insp",
    "sergeant", "sgt", "constable", "pc", "det", "detective", "assistant",
    "commissioner", "deputy",
})


@lru_cache(maxsize=4096)
def _speaker_tokens(speaker: str) -> tuple[str, ...]:
    return tuple(w for w in _words(speaker) if w not in _TITLES)


@lru_cache(maxsize=16384)
def speakers_match(a: str, b: str) -> bool:
    """"Slaven Bilic" == "Bilic" == "S. Bilic"; "Commander BJ Harrington" == "BJ Harrington".

    Unattributed quotes only match other unattributed quotes.
    """
    ta, tb = _speaker_tokens(a), _speaker_tokens(b)
    if not ta or not tb:
        return not ta and not tb
    if set(ta) <= set(tb) or set(tb) <= set(ta):
        return True
    if ta[-1] != tb[-1]:
        return False
    first_a, first_b = ta[0], tb[0]
    if len(ta) == 1 or len(tb) == 1 or first_a == first_b:
        return True
    # An initial ("S", "BJ") matches a first name with that initial.
    if len(first_a) <= 2 or len(first_b) <= 2:
        return first_a[0] == first_b[0]
    return False


# Speakers the extractor leaves unnamed, by their role noun ("One fan said", "a witness").
_UNNAMED_SPEAKERS = frozenset({
    "fan", "supporter", "witness", "eyewitness", "steward", "resident", "spectator", "onlooker",
})


def _unnamed(speaker: str) -> bool:
    return " ".join(_words(speaker)) in _UNNAMED_SPEAKERS


def _same_speaker(a: ComparedClaim, b: ComparedClaim) -> bool:
    """``speakers_match``, or an unnamed speaker ("fan") and anyone of that role.

    One outlet names the fan it quotes ("Dave"), another calls him "a home fan":
    the same words from speakers of the same role are one quotation.
    """
    if speakers_match(a.speaker, b.speaker):
        return True
    for one, other in ((a, b), (b, a)):
        if _unnamed(one.speaker) and other.speaker_role and other.speaker_role == (one.speaker_role or one.speaker):
            return True
    return False


@dataclass(slots=True)
class _Quote:
    claim: ComparedClaim
    text: str
    words: list[str]
    joined: str
    vocabulary: frozenset[str]
    sentences: list[tuple[str, frozenset[str]]]  # normalised, at least MIN_QUOTE_WORDS words


def _prepare_quote(claim: ComparedClaim) -> _Quote:
    text = (claim.value or claim.text).strip()
    words = _words(text)
    sentences = [(" ".join(w), frozenset(w)) for w in (_words(s) for s in _sentences(text))
                 if len(w) >= MIN_QUOTE_WORDS]
    return _Quote(claim, text, words, " ".join(words), frozenset(words), sentences)


def _share_enough_words(a: frozenset[str], b: frozenset[str]) -> bool:
    """Cheap pre-check: texts sharing under half their words cannot score 85."""
    return 2 * len(a & b) >= min(len(a), len(b))


def _quotes_align(a: _Quote, b: _Quote) -> bool:
    """Whether two full quotations (not fragments) are the same quotation."""
    for one, other in ((a, b), (b, a)):
        for sentence, vocabulary in one.sentences:
            if not _share_enough_words(vocabulary, other.vocabulary):
                continue
            if fuzz.partial_ratio(sentence, other.joined) >= QUOTE_MATCH_THRESHOLD:
                return True
            if any(fuzz.token_set_ratio(sentence, s) >= QUOTE_MATCH_THRESHOLD
                   for s, v in other.sentences if _share_enough_words(vocabulary, v)):
                return True
    return False


def _contains_run(haystack: list[str], needle: list[str]) -> bool:
    n = len(needle)
    return any(haystack[i:i + n] == needle for i in range(len(haystack) - n + 1))


def _group_quotes(quotes: list[_Quote]) -> list[list[_Quote]]:
    """Cluster quotations (already in outlet/text order) into groups.

    Full quotations link pairwise (union of links, but never across speakers
    that do not all match).  Fragments — fewer than MIN_QUOTE_WORDS words,
    typically a scare-quoted word — then join the first group that contains
    them word for word, or group with identical fragments.
    """
    full = [q for q in quotes if len(q.words) >= MIN_QUOTE_WORDS and q.sentences]
    fragments = [q for q in quotes if not (len(q.words) >= MIN_QUOTE_WORDS and q.sentences)]

    groups: list[list[_Quote]] = []
    for quote in full:
        joined_into: list[_Quote] | None = None
        for group in list(groups):
            if not all(_same_speaker(quote.claim, g.claim) for g in group):
                continue
            if not any(_quotes_align(quote, g) for g in group):
                continue
            if joined_into is None:
                group.append(quote)
                joined_into = group
            elif all(_same_speaker(x.claim, y.claim) for x in joined_into for y in group):
                joined_into.extend(group)
                groups.remove(group)
        if joined_into is None:
            groups.append([quote])

    for fragment in fragments:
        home = None
        if fragment.words:
            home = next(
                (g for g in groups
                 if all(_same_speaker(fragment.claim, q.claim) for q in g)
                 and any(_contains_run(q.words, fragment.words) for q in g)),
                None,
            )
        if home is None:
            home = next(
                (g for g in groups
                 if all(len(q.words) < MIN_QUOTE_WORDS or not q.sentences for q in g)
                 and g[0].words == fragment.words
                 and _same_speaker(fragment.claim, g[0].claim)),
                None,
            )
        if home is None:
            groups.append([fragment])
        else:
            home.append(fragment)
    return groups


def _build_quote_group(
    members: list[_Quote], outlet_order: dict[str, int], outlet_names: dict[str, str]
) -> QuoteGroup:
    members = sorted(
        members, key=lambda q: (outlet_order.get(q.claim.outlet, len(outlet_order)),
                                _text_order_key(q.claim))
    )
    fullest_quote = max(members, key=lambda q: len(q.words))  # first wins a tie
    variants = [
        QuoteVariant(
            outlet=q.claim.outlet,
            outlet_name=outlet_names.get(q.claim.outlet) or q.claim.outlet,
            claim=q.claim,
            text=q.text,
            diff=diff_words(fullest_quote.text, q.text),
        )
        for q in members
    ]
    fullest = next(v for v, q in zip(variants, members) if q is fullest_quote)
    if len({v.outlet for v in variants}) == 1:
        status = SINGLE
    elif all(q.words == fullest_quote.words for q in members):
        status = VERBATIM
    else:
        status = VARIED
    # The fullest name, a named speaker before an unnamed one ("Ian" over "fan").
    speaker = max((q.claim.speaker.strip() for q in members), key=lambda s: (not _unnamed(s), len(s)))
    roles = Counter(q.claim.speaker_role for q in members if q.claim.speaker_role)
    speaker_role = roles.most_common(1)[0][0] if roles else ""
    who = _speaker_tokens(speaker)
    who_slug = who[-1].replace("'", "") if who else "unattributed"
    opening = "-".join(fullest_quote.words[:6]).replace("'", "")
    return QuoteGroup(
        key=f"quote-{who_slug}-{opening}" if opening else f"quote-{who_slug}",
        speaker=speaker,
        speaker_role=speaker_role,
        status=status,
        variants=variants,
        fullest=fullest,
    )


# --------------------------------------------------------------------------
# Entry point


def compare(claims: Iterable[ComparedClaim], outlets: Sequence[str] | None = None) -> Comparison:
    """Line up outlets' claims fact by fact and quote by quote.

    ``outlets`` orders the columns and restricts the comparison to those
    outlets; by default every outlet appears, in the order first seen.
    Rejected claims are left out; disputed and confirmed ones stay, and their
    cells say so.
    """
    kept = [c for c in claims if c.review_status != REJECTED]
    if outlets is not None:
        wanted = set(outlets)
        kept = [c for c in kept if c.outlet in wanted]
        outlet_list = list(dict.fromkeys(outlets))
    else:
        outlet_list = list(dict.fromkeys(c.outlet for c in kept))
    outlet_order = {slug: i for i, slug in enumerate(outlet_list)}
    outlet_names: dict[str, str] = {slug: "" for slug in outlet_list}
    for c in kept:
        if c.outlet_name and not outlet_names.get(c.outlet):
            outlet_names[c.outlet] = c.outlet_name
    outlet_names = {slug: name or slug for slug, name in outlet_names.items()}

    kept.sort(key=lambda c: (outlet_order[c.outlet], _text_order_key(c)))

    rows: dict[str, _Row] = {}
    quotes: list[_Quote] = []
    for claim in kept:
        if claim.kind == QUOTE_KIND:
            quotes.append(_prepare_quote(claim))
            continue
        key, rule, label, detail = _row_identity(claim)
        row = rows.get(key)
        if row is None:
            row = rows[key] = _Row(key, claim.kind, claim.scope or "unknown", detail, label, rule)
        row.claims_by_outlet.setdefault(claim.outlet, []).append(claim)

    facts = [_build_fact(row, outlet_names) for row in rows.values()]
    facts.sort(key=lambda f: (_kind_order(f.kind), _scope_order(f.scope), f.label, f.key))

    groups = [_build_quote_group(g, outlet_order, outlet_names) for g in _group_quotes(quotes)]
    # Quotes carried by most outlets first, then in reading order.
    # Variants are already in outlet/text order, so variants[0] is where it first runs.
    groups.sort(key=lambda g: (
        -len(g.outlets),
        outlet_order[g.variants[0].outlet],
        _text_order_key(g.variants[0].claim),
    ))
    _dedupe_keys(groups)
    return Comparison(facts=facts, quote_groups=groups, outlets=outlet_list,
                      outlet_names=outlet_names)


def _dedupe_keys(groups: list[QuoteGroup]) -> None:
    seen: Counter[str] = Counter()
    for i, group in enumerate(groups):
        seen[group.key] += 1
        if seen[group.key] > 1:
            groups[i] = QuoteGroup(
                key=f"{group.key}-{seen[group.key]}", speaker=group.speaker,
                speaker_role=group.speaker_role, status=group.status,
                variants=group.variants, fullest=group.fullest,
            )


# --------------------------------------------------------------------------
# Exports


def _diff_as_dict(diff: list[DiffOp]) -> list[dict]:
    return [{"op": d.op, "fullest": d.words_fullest, "variant": d.words_variant} for d in diff]


def comparison_as_dict(comparison: Comparison) -> dict:
    """The JSON export: facts with one cell per outlet, quotes with their variants."""
    return {
        "facts": [
            {
                "key": fact.key,
                "kind": fact.kind,
                "scope": fact.scope,
                "scope_detail": fact.scope_detail,
                "label": fact.label,
                "status": fact.status,
                "cells": {
                    outlet: {
                        "value": cell.value,
                        "low": cell.primary.low,
                        "high": cell.primary.high,
                        "text": cell.primary.text,
                        "sentence": cell.primary.sentence,
                        "article_url": cell.primary.article_url,
                        "article_id": cell.primary.article_id,
                        "start": cell.primary.start,
                        "end": cell.primary.end,
                        "review_status": cell.primary.review_status,
                    }
                    for outlet, cell in fact.cells.items()
                },
            }
            for fact in comparison.facts
        ],
        "quotes": [
            {
                "key": group.key,
                "speaker": group.speaker,
                "speaker_role": group.speaker_role,
                "status": group.status,
                "variants": [
                    {
                        "outlet": v.outlet,
                        "text": v.text,
                        "article_url": v.claim.article_url,
                        "start": v.claim.start,
                        "end": v.claim.end,
                        "diff": _diff_as_dict(v.diff),
                    }
                    for v in group.variants
                ],
            }
            for group in comparison.quote_groups
        ],
    }


ROW_FIELDS: tuple[str, ...] = (
    "section", "key", "kind", "scope", "scope_detail", "label", "status",
    "outlet", "outlet_name", "value", "low", "high", "speaker", "speaker_role",
    "fullest", "words_cut", "words_added", "text", "sentence", "article_url",
    "article_id", "start", "end", "review_status",
)


def _count_words(diff: list[DiffOp], side: str) -> int:
    if side == "cut":
        return sum(len(d.words_fullest.split()) for d in diff if d.op in ("delete", "replace"))
    return sum(len(d.words_variant.split()) for d in diff if d.op in ("insert", "replace"))


def comparison_rows(comparison: Comparison) -> list[dict]:
    """Flat rows for CSV, every row with the keys in ``ROW_FIELDS``.

    section "fact": one row per fact and outlet; section "quote": one row per
    quote variant, with how many words it cut from / added to the fullest one.
    """
    rows: list[dict] = []
    for fact in comparison.facts:
        for outlet, cell in fact.cells.items():
            c = cell.primary
            rows.append({
                "section": "fact", "key": fact.key, "kind": fact.kind,
                "scope": fact.scope, "scope_detail": fact.scope_detail,
                "label": fact.label, "status": fact.status,
                "outlet": outlet, "outlet_name": cell.outlet_name,
                "value": cell.value, "low": c.low, "high": c.high,
                "speaker": c.speaker, "speaker_role": c.speaker_role,
                "fullest": "", "words_cut": "", "words_added": "",
                "text": c.text, "sentence": c.sentence,
                "article_url": c.article_url, "article_id": c.article_id,
                "start": c.start, "end": c.end, "review_status": c.review_status,
            })
    for group in comparison.quote_groups:
        for v in group.variants:
            c = v.claim
            rows.append({
                "section": "quote", "key": group.key, "kind": QUOTE_KIND,
                "scope": c.scope, "scope_detail": c.scope_detail,
                "label": group.speaker, "status": group.status,
                "outlet": v.outlet, "outlet_name": v.outlet_name,
                "value": v.text, "low": None, "high": None,
                "speaker": group.speaker, "speaker_role": group.speaker_role,
                "fullest": v is group.fullest,
                "words_cut": _count_words(v.diff, "cut"),
                "words_added": _count_words(v.diff, "added"),
                "text": c.text, "sentence": c.sentence,
                "article_url": c.article_url, "article_id": c.article_id,
                "start": c.start, "end": c.end, "review_status": c.review_status,
            })
    return rows
