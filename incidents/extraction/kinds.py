"""The one list of claim kinds, and everything each kind means to every layer.

Each kind is one ``Kind`` record here; the rest of Terrace derives from it: the
model's choices and validation, the comparison's rules, the dashboard's headline
figures and CSS classes, the extraction rules' kind sets, the tests' constants.
Adding a kind is one entry here, its extraction rules and their tests.

How the comparison treats a kind (``comparison``):
  * ``count``: a number of people; figures are compared with tolerances, one row
    per scope (see ``incidents.comparison``).
  * ``single``: one value per match (the result, the competition, the ground);
    outlets that name different values conflict.
  * ``categorical``: a normalised noun ("flare", "riot police"); a row per value
    lists who mentions it, and silence is never a contradiction.
  * ``quote``: quotations, aligned by speaker and wording.

No Django here.
"""

from __future__ import annotations

from dataclasses import dataclass

COUNT = "count"
SINGLE = "single"
CATEGORICAL = "categorical"
QUOTE = "quote"

# Display families: the CSS class a claim's highlight takes (``kind-<family>``).
FIGURE = "figure"
DETAIL = "detail"


@dataclass(frozen=True, slots=True)
class Section:
    """A group of rows in an incident's facts table; ``collapsed`` ones start closed."""

    name: str
    label: str
    collapsed: bool = False


KEY_FIGURES = "key"
# The facts table's sections, in the order it shows them.
SECTIONS: tuple[Section, ...] = (
    Section(KEY_FIGURES, "Key figures"),
    Section("match", "The match"),
    Section("police", "Police and sanctions"),
    Section("details", "Missiles and other details", collapsed=True),
)


@dataclass(frozen=True, slots=True)
class Kind:
    """One kind of claim.

    ``headline`` orders the figures the incidents list leads with (None: never a
    headline figure); ``section`` names the part of the facts table its rows are in.
    The last fields are the count rules' data: ``has_parts``
    counts may be broken down in the same sentence ("four were arrested - two for
    X, one for Y"), ``running_total`` counts may be named before their number ("the
    number of arrests rose to 23"), and ``list_words`` (word starts) name a list of
    lines that breaks a count of this kind down ("The arrests were for:").  A
    heading naming words of several kinds lists the kind of lowest ``list_rank``
    ("Those ejected and banned:" lists bans).  ``grows``: a count of this kind may rise
    as the story develops, so a later outlet's higher figure may be an update (arrests
    made overnight); a crowd's size was fixed at the match, so another figure for it is
    another account.
    """

    name: str
    label: str
    comparison: str
    family: str
    headline: int | None = None
    section: str = "details"
    has_parts: bool = False
    running_total: bool = False
    grows: bool = True
    list_words: tuple[str, ...] = ()
    list_rank: int | None = None

    @property
    def is_count(self) -> bool:
        return self.comparison == COUNT

    @property
    def css_class(self) -> str:
        return f"kind-{self.family}"


# In the order the dashboard lists them.
REGISTRY: tuple[Kind, ...] = (
    Kind("arrests", "Arrests", COUNT, FIGURE, headline=1, section=KEY_FIGURES, has_parts=True, running_total=True,
         list_words=("arrest", "detain"), list_rank=1),
    Kind("injuries", "Injuries", COUNT, FIGURE, headline=2, section=KEY_FIGURES, has_parts=True, running_total=True,
         list_words=("injur",), list_rank=2),
    Kind("deaths", "Deaths", COUNT, FIGURE, headline=3, section=KEY_FIGURES, has_parts=True, running_total=True),
    Kind("dispersal", "People turned away or dispersed", COUNT, FIGURE, headline=4, section=KEY_FIGURES, has_parts=True,
         list_words=("eject", "dispers"), list_rank=4),
    Kind("bans", "People banned", COUNT, FIGURE, headline=5, section=KEY_FIGURES, has_parts=True,
         list_words=("ban",), list_rank=3),
    Kind("crowd", "People involved", COUNT, FIGURE, headline=6, section=KEY_FIGURES, grows=False),
    Kind("missiles", "Missiles", CATEGORICAL, DETAIL),
    Kind("pyrotechnics", "Pyrotechnics", CATEGORICAL, DETAIL),
    Kind("pitch_invasion", "Pitch invasion", CATEGORICAL, DETAIL),
    Kind("police", "Police response", CATEGORICAL, DETAIL, section="police"),
    Kind("investigation", "Investigation", CATEGORICAL, DETAIL, section="police"),
    Kind("sanction", "Sanction", CATEGORICAL, DETAIL, section="police"),
    Kind("measure", "Measure", CATEGORICAL, DETAIL, section="police"),
    Kind("score", "Result", SINGLE, DETAIL, section="match"),
    Kind("competition", "Competition", SINGLE, DETAIL, section="match"),
    Kind("venue", "Venue", SINGLE, DETAIL, section="match"),
    Kind("quote", "Quote", QUOTE, QUOTE),
)

BY_NAME: dict[str, Kind] = {kind.name: kind for kind in REGISTRY}
assert len(BY_NAME) == len(REGISTRY), "a kind is registered twice"
assert {kind.section for kind in REGISTRY} <= {section.name for section in SECTIONS}, "a kind names no section"

KINDS: tuple[str, ...] = tuple(kind.name for kind in REGISTRY)
KIND_LABELS: dict[str, str] = {kind.name: kind.label for kind in REGISTRY}
# Kinds whose value is a count of people (low/high are set, or value is "lifetime" for bans).
NUMERIC_KINDS: frozenset[str] = frozenset(kind.name for kind in REGISTRY if kind.is_count)
# What only disorder leaves in a report: a count of people (arrested, hurt, banned,
# involved) or a detail of the trouble and its policing (missiles, flares, a pitch
# invasion, riot police, an investigation, a sanction, a measure); not the match's
# own facts (result, competition, ground) nor quotes. A followed feed keeps entries
# that state one (``incidents.ingest.relevance``).
DISORDER_KINDS: frozenset[str] = frozenset(
    kind.name for kind in REGISTRY if kind.is_count or (kind.family == DETAIL and kind.section != "match")
)
SINGLE_VALUED_KINDS: frozenset[str] = frozenset(kind.name for kind in REGISTRY if kind.comparison == SINGLE)
CATEGORICAL_KINDS: frozenset[str] = frozenset(kind.name for kind in REGISTRY if kind.comparison == CATEGORICAL)
QUOTE_KIND = next(kind.name for kind in REGISTRY if kind.comparison == QUOTE)
# Figures the incidents list leads with, most important first.
HEADLINE_KINDS: tuple[str, ...] = tuple(
    kind.name for kind in sorted((k for k in REGISTRY if k.headline), key=lambda k: k.headline)
)

# The count rules' kind sets (see ``Kind``): counts that may be broken down in their
# sentence, counts that may be named before their number as a running total, and
# (kind, list_words) of the kinds a list's heading can name, in the order they are looked for.
PART_KINDS: frozenset[str] = frozenset(kind.name for kind in REGISTRY if kind.has_parts)
RUNNING_TOTAL_KINDS: frozenset[str] = frozenset(kind.name for kind in REGISTRY if kind.running_total)
GROWING_KINDS: frozenset[str] = frozenset(kind.name for kind in REGISTRY if kind.is_count and kind.grows)
LIST_HEADINGS: tuple[tuple[str, tuple[str, ...]], ...] = tuple(
    (kind.name, kind.list_words)
    for kind in sorted((k for k in REGISTRY if k.list_words), key=lambda k: k.list_rank)
)
assert all((kind.list_rank is None) == (not kind.list_words) for kind in REGISTRY), (
    "a kind with list_words needs a list_rank")


def kind_label(name: str) -> str:
    """What a kind is called on the dashboard, in the admin and in exports."""
    kind = BY_NAME.get(name)
    return kind.label if kind else name.replace("_", " ").capitalize()


def kind_order(name: str) -> int:
    """A kind's place in the dashboard's order; unknown kinds last."""
    return KINDS.index(name) if name in BY_NAME else len(KINDS)


def kind_choices() -> list[tuple[str, str]]:
    """(name, label) pairs: the model field's choices, read when a form needs them."""
    return [(kind.name, kind.label) for kind in REGISTRY]


# -- who a count counts -------------------------------------------------------------
# A count of people says whom it counts: fans, stewards, police officers, players and
# staff, or people unspecified (a total over several groups, or no group named).
# Counts of different groups are different facts and never conflict.
PEOPLE = ""  # unspecified, or everyone: the "all people" row


@dataclass(frozen=True, slots=True)
class Group:
    name: str
    label: str  # as a row's label reads: "Injuries, stewards"


GROUPS: tuple[Group, ...] = (
    Group("fans", "supporters"),
    Group("stewards", "stewards"),
    Group("police", "police officers"),
    Group("players_staff", "players and staff"),
)
GROUP_NAMES: tuple[str, ...] = tuple(group.name for group in GROUPS)
GROUP_LABELS: dict[str, str] = {PEOPLE: "people", **{group.name: group.label for group in GROUPS}}


def group_choices() -> list[tuple[str, str]]:
    """(name, label) pairs for the model field, "" (people) first."""
    return list(GROUP_LABELS.items())
