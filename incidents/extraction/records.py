"""The plain records that claim extraction produces.

No Django here: the importer turns these into ``incidents.Claim`` rows, the
comparison reads them back as the same shape, and the tests check them in
milliseconds.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from operator import attrgetter

# The kinds live in one registry (``kinds``); re-exported for the readers of records.
from .kinds import KIND_LABELS, KINDS, NUMERIC_KINDS  # noqa: F401

SCOPES: tuple[str, ...] = ("incident", "season", "other_match", "unknown")

SPEAKER_ROLES: tuple[str, ...] = (
    "police",
    "club",
    "manager",
    "player",
    "fan",
    "journalist",
    "governing_body",
    "official",
    "",
)


@dataclass(frozen=True, slots=True)
class ClaimRecord:
    """One checkable fact stated by one text.

    ``body[start:end] == text`` always holds for the body it was extracted from,
    and ``body[sentence_start:sentence_end] == sentence``: the claim's context, at
    most ``limits.MAX_CONTEXT_CHARS`` long (a sentence, or a piece of a long one, of
    at most ``MAX_SENTENCE_CHARS``; a quote's sentences, see below).

    value conventions by kind:
      * numeric kinds: ``value`` is the number as a string ("7", "0", "200"),
        ``low``/``high`` hold the range ("three or four" -> 3/4, "hundreds" ->
        200/999 with ``approximate``); bans may be "lifetime" with low/high None.
      * missiles, pyrotechnics, police, measure, investigation: a short
        normalised noun ("seat", "flare", "riot police", "alcohol ban", "FA").
      * sanction: "charge", "fine", "points deduction", "stadium closure";
        the amount, if any, in ``detail``.
      * pitch_invasion: "yes".
      * score: "2-1" as written in the text (digits, hyphen); in ``detail`` the
        winner and loser whenever the sentence names both clubs ("West Ham United
        beat Chelsea"), "X v Y" for a draw, "X won" when it names one.
      * competition: canonical name ("EFL Cup"); round in ``detail``.
      * venue: ground's canonical name; the part (stand, concourse) in ``detail``.
      * quote: the quoted words with quotation marks removed and paragraphs
        joined by a single space; ``speaker``/``speaker_role`` set.

    As the rules extractor fills them (see ``incidents.extraction``): an exact
    range ("three or four", "10-12") has value "3-4"; a vague or bounded one
    ("hundreds", "about 200", "more than 100") has value = low, ``approximate``
    True and ``high`` None when open-ended; ``original`` keeps the words as
    written.  Counts carry the people noun ("officers", "fans") in ``detail``
    (bans: "banning order" or "club ban") and whom they count in ``group``
    (``kinds.GROUPS``; "" for people unspecified or a total over several groups),
    read from that noun by one word list (``counts.groups``).  An enumerated
    subject ("a steward and a police officer were hurt") gives a claim per member,
    spanning its words, and a total spanning the enumeration with its verb, whose
    ``detail`` lists the members' nouns ("steward, officer") and whose group is
    theirs when they share one.  A quote's ``sentence`` runs from the
    sentence holding its opening mark (with the attribution) to the one holding
    its last word.  Any claim inside a quotation carries the quote's speaker.
    """

    kind: str
    value: str
    text: str
    start: int
    end: int
    sentence: str
    sentence_start: int
    sentence_end: int
    low: int | None = None
    high: int | None = None
    approximate: bool = False
    original: str = ""
    scope: str = "unknown"
    scope_detail: str = ""
    detail: str = ""
    speaker: str = ""
    speaker_role: str = ""
    group: str = ""

    def as_dict(self) -> dict:
        return asdict(self)

    def __reduce__(self):
        # Pickled as its values in field order (an import's workers send thousands):
        # a tenth of the time of the dataclass's own state, read field by field.
        return ClaimRecord, record_values(self)


# A record's values in field order, as a tuple: one C call however many fields.
record_values = attrgetter(*ClaimRecord.__dataclass_fields__)
