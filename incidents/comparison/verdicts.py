"""Verdicts: how far outlets agree on one fact, and the one line that says why.

Levels (``Fact.status``) of a count, with the reason each gives
  * ``AGREED``: every outlet gives the same figure: "7: the same figure from 3
    outlets";
  * ``COMPATIBLE``: the figures differ but one contains the others, or two
    ranges share a number (``figures.relation``): "dozens (The Sun) contains 36
    (BBC Sport)", "3–4 (BBC Sport) and 4–5 (Sky Sports) overlap";
  * ``UPDATED``: the figures differ because the story moved on (see Updates):
    "BBC Sport updated 2 to 5 in a later report"; "The Sun said 2 on 26 Oct; BBC
    Sport and Sky Sports said 5 later";
  * ``CONFLICTING``: the figures cannot all be true: "4 (BBC Sport) vs 3 (Sky
    Sports): different figures" (outlets that agree are named together: "7 (BBC
    Sport and The Sun) vs 9 (Sky Sports)"); where an estimate meets a number or
    another estimate, "more than 15% apart" instead, and two estimates are
    quoted without names: "about 100 vs around 300: more than 15% apart";
  * ``SINGLE``: one outlet only: "only Sky Sports reports it".
  Decided in this order: the outlets' figures (each outlet's latest) are the
  same, or compatible, and then the fact is ``UPDATED`` if an outlet changed
  its own figure, else ``AGREED`` or ``COMPATIBLE``; if some conflict, the
  fact is ``UPDATED`` if they grew from earlier to later reports, else
  ``CONFLICTING``.  One outlet alone is ``UPDATED`` if it changed its figure,
  else ``SINGLE``.  ``Comparison.conflicts`` holds the conflicting facts only.
  ``agreeing_outlets`` is the largest block of outlets whose figures can all be
  true (for an update across outlets, the later ones).
  Results, competitions and venues are agreed ("2-1: the same result from 3
  outlets") or conflicting ("2-1 (BBC Sport) vs 1-2 (Sky Sports): different
  results"); categorical rows are mentioned ("mentioned by BBC Sport and The
  Sun") or single.

Later reports (``later``)
  A report is later than another when it was published on a later calendar
  day, or on the same day with both times known and at least
  ``LATER_REPORT_HOURS`` (3) hours apart.  A time of exactly 00:00, or of
  exactly 12:00:00 (where the importer puts a publication given as a bare
  date), is a date-only publication: its time is unknown, so a real report
  stamped at noon sharp is never ordered within its day (the safe side: no
  update is read where none may be).  Days and times are read in the
  time zone the publication is given in (UTC from the database).  A report
  without a date is never earlier or later than another.

Updates
  * An outlet that gave a different figure in a later report of its own has
    updated it: its latest figure (the latest reports' figure, see
    ``latest_claims``) is the one compared, and the fact is ``UPDATED`` unless
    the latest figures conflict.  Figures in one report are never an update of
    each other: the report's largest specific figure stands for it
    (``figures.figure_rank``).
  * Across outlets, for a kind that grows as a story develops (``kinds.GROWING_KINDS``;
    not a crowd, whose size was fixed at the match): the figures are ``UPDATED``
    when the outlets split into earlier and later ones (every later outlet's figure
    published later than every earlier outlet's), the later figures agree among themselves (the same
    or compatible), and every earlier figure is lower than every later one:
    counts grow as a story develops; a count "so far" is earlier than any report
    published after it, however soon.  A later figure that is lower is a conflict.
    So is a higher one that does not read as a later count (``reads_as_update``):
    with no word of an update ("now", "rose to", "two more than announced on Sunday
    evening", "higher than first thought"), it cites a statement made by the
    day of the earlier report ("seven, the police said in a statement on Sunday
    night", after a wire's five on Sunday night); a weekday naming the match
    ("Sunday's League Cup final") dates no statement.

Who was counted (``parts_verdict``, ``different_people``)
  * A group's row (stewards, supporters...) is compared only with the same
    group; figures for different groups never conflict.  A group row that one
    outlet reports while other outlets count other groups says so: "2 stewards
    (X) and 5 supporters (Y): different people, no conflict".
  * A total ("all people" row) conflicts with a breakdown only when an outlet's
    parts (the sum of its group figures for the same kind and scope, each at
    its lowest) exceed another outlet's total (at its highest) from a report
    that is not earlier than the parts' (parts published later than a total
    are the story growing): "2 stewards and 5 supporters (Sky Sports) make at
    least 7, more than 5 (BBC Sport)".
    Otherwise they are compatible, and a total only one outlet gives is
    ``COMPATIBLE`` with another outlet's breakdown: "a total of 7 (BBC Sport)
    includes 2 stewards (Sky Sports)".
  * The people of some place ("two locals were arrested", "three British
    nationals", ``figures.from_somewhere``) are some of those counted, in the
    all-people row: the other outlets' figures are judged without them, and
    they are among those figures when the highest can hold them ("6 (X); 2
    locals (Y) among them"); more than every other figure is a conflict; as many
    as the highest of the others, they are that count ("three local men" and
    "three arrests" agree).
  * A zero said of one side's people ("no Crawley Town supporter was among those
    arrested", ``figures.zero_of_a_side``) beside counts whose words name none of
    that side ("two Crewe fans", "Two of those arrested") is about other people:
    the counts are judged without it ("2: the same figure from 2 outlets; no
    Crawley Town supporter (Crawley Town): other people").  Where another count
    names the same side ("two Crawley fans"), they conflict.
  * Counts whose words each name a club, different clubs ("Around 30,000 Toulouse
    fans", "the thousands of Nantes supporters"), count different people: the verdict
    is the side most outlets count, the others' named as another side's people.  A
    count naming no club ("30,000 of us"), or a name the reference data leaves unsure
    ("Rangers"), counts with the one side whose figures it meets; where it meets both
    sides or neither, it may be anyone's, and all are compared as one figure.

No Django here.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from incidents.extraction import kinds
from incidents.extraction.scope_patterns import MATCH_NOUNS
from incidents.extraction.text import WEEKDAYS
from incidents.reference import find_clubs
from sources.published import DATE_ONLY_TIMES

from .figures import (
    APART,
    APPROXIMATE_TOLERANCE_PERCENT,
    SAME,
    cited,
    contains,
    counts_an_estimate,
    figure_rank,
    figure_words,
    figures_agree,
    from_somewhere,
    is_estimate,
    least,
    lower_than,
    most,
    own_account,
    part_of_a_cited_total,
    part_of_an_earlier_count,
    relation,
    same_figure,
    sets_right,
    side_words,
    some_place_words,
    somebody,
    width,
    zero_of_a_side,
)
from .model import AGREED, COMPATIBLE, CONFLICTING, DISPUTED, SINGLE, UPDATED, Cell, ComparedClaim

# Two reports of the same day are in order only this far apart (and both times known).
LATER_REPORT_HOURS = 3

_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


@dataclass(frozen=True, slots=True)
class Verdict:
    status: str
    agreeing: int  # the largest block of outlets that agree with one of them
    reason: str


# --------------------------------------------------------------------------
# Later reports




def _day_and_time(published: datetime | date | None) -> tuple[date, datetime | None] | None:
    if published is None:
        return None
    if isinstance(published, datetime):
        if published.time() in DATE_ONLY_TIMES:
            return published.date(), None  # a date-only publication
        return published.date(), published
    return published, None


def later(earlier: datetime | date | None, then: datetime | date | None) -> bool:
    """Whether a report published at ``then`` is later than one at ``earlier``."""
    first, second = _day_and_time(earlier), _day_and_time(then)
    if first is None or second is None:
        return False
    if second[0] != first[0]:
        return second[0] > first[0]
    if first[1] is None or second[1] is None:
        return False
    if (first[1].tzinfo is None) != (second[1].tzinfo is None):
        return False  # an aware and a naive time cannot be compared
    return second[1] - first[1] >= timedelta(hours=LATER_REPORT_HOURS)


def _reports(claims: Iterable[ComparedClaim]) -> dict[tuple, list[ComparedClaim]]:
    """Claims by the report they ran in, in the order given."""
    reports: dict[tuple, list[ComparedClaim]] = {}
    for claim in claims:
        reports.setdefault((claim.article_id, claim.published), []).append(claim)
    return reports


def latest_claims(claims: Sequence[ComparedClaim]) -> list[ComparedClaim]:
    """The claims of an outlet's latest reports: those no other report of it is later than."""
    reports = _reports(claims)
    whens = [when for _article, when in reports]
    return [
        claim for (article, when), rows in reports.items()
        if not any(later(when, other) for other in whens)
        for claim in rows
    ]


def undisputed(claims: Sequence[ComparedClaim]) -> list[ComparedClaim]:
    """The claims an editor has not disputed; all of them when every one is disputed."""
    return [c for c in claims if c.review_status != DISPUTED] or list(claims)


def representative(claims: Sequence[ComparedClaim]) -> ComparedClaim:
    """The figure that stands for an outlet: undisputed first, then its latest
    reports' largest specific figure (``figures.figure_rank``); where a report gives
    another's figure and its own side's ("The police statement says eight ... We know
    of five of ours") or one it gives as the right one ("At least nine ... the police
    figure of two is simply untrue"), that one; never a zero of one side beside a count."""
    latest = latest_claims(undisputed(claims))
    # A zero of one side ("none of the Young Boys supporters") beside the report's count
    # of everyone is about some of them: the count stands for the report.
    latest = [claim for claim in latest if not zero_of_a_side(claim)] or latest
    # A share of a count before it in its sentence ("at least 30 of ours sent back, ...
    # one for a scarf") is a breakdown of that count, never the report's figure.
    # (each looked for among its own sentence's claims only: linear however many claims a report has)
    by_sentence: dict[tuple, list[ComparedClaim]] = {}
    for claim in latest:
        by_sentence.setdefault((claim.article_id, claim.sentence), []).append(claim)
    latest = [claim for claim in latest
              if not part_of_an_earlier_count(claim, by_sentence[(claim.article_id, claim.sentence)])] or latest
    # (not its side's part of a total it cites: "The police say seven arrests, five of ours")
    # (and a figure given as the right one against another's said to be wrong: "the police
    # figure of two is simply untrue")
    # (not its side's people in another's words: "The local paper says about 350 of us")
    own = [claim for claim in latest
           if (sets_right(claim) or (own_account(claim) and not cited(claim)))
           and not part_of_a_cited_total(claim, latest)]
    if own and any(cited(claim) for claim in latest):
        return max(own, key=figure_rank)
    return max(latest, key=figure_rank)


def outlet_update(cell: Cell) -> ComparedClaim | None:
    """The figure an outlet gave in an earlier report of its own and later changed, if any."""
    claims = undisputed(cell.claims)
    latest = {id(c) for c in latest_claims(claims)}
    for rows in _reports(c for c in claims if id(c) not in latest).values():
        earlier = max(rows, key=figure_rank)
        if not same_figure(earlier, cell.primary):
            return earlier
    return None


# --------------------------------------------------------------------------
# Words


def names(outlets: Sequence[str]) -> str:
    """"A", "A and B", "A, B and C"."""
    outlets = list(dict.fromkeys(outlets))
    if len(outlets) <= 1:
        return "".join(outlets)
    return ", ".join(outlets[:-1]) + " and " + outlets[-1]


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _day(published: datetime | date) -> str:
    return f"{published.day} {_MONTHS[published.month - 1]}"


def _by_words(cells: Sequence[Cell]) -> dict[str, list[Cell]]:
    """Cells by how their figure reads, in outlet order; the same estimate in other words
    ("around 1,900", "approximately 1,900") reads as its first outlet wrote it."""
    groups: dict[str, list[Cell]] = {}
    for cell in cells:
        words = figure_words(cell.primary)
        if words not in groups:
            words = next((said for said, group in groups.items()
                          if group[0].primary.approximate and same_figure(group[0].primary, cell.primary)), words)
        groups.setdefault(words, []).append(cell)
    return groups


def _said(groups: dict[str, list[Cell]]) -> list[str]:
    return [f"{words} ({names([c.outlet_name for c in cells])})" for words, cells in groups.items()]


def group_noun(group: str, figure: ComparedClaim) -> str:
    """Whom a figure counts, as a reason says it: "stewards", "1 steward"."""
    label = kinds.GROUP_LABELS.get(group, group.replace("_", " "))
    one = figure.low == 1 and figure.high in (1, None) and not figure.approximate
    if one and label.endswith("s") and " and " not in label:
        return label[:-1]
    return label


# --------------------------------------------------------------------------
# Counts


def _largest_block(reps: Sequence[ComparedClaim]) -> int:
    return max(sum(figures_agree(a, b) for b in reps) for a in reps)


def _compatible_reason(cells: Sequence[Cell]) -> str:
    reps = [cell.primary for cell in cells]
    containers = [r for r in reps if all(same_figure(r, o) or contains(r, o) for o in reps)]
    if containers:
        outer = max(containers, key=width)
        inside = [c for c in cells if not same_figure(c.primary, outer)]
        around = [c for c in cells if same_figure(c.primary, outer)]
        if somebody(outer):  # "a supporter (The Sun) may be one of 2 (London Evening Post)"
            return (f"{figure_words(outer)} ({names([c.outlet_name for c in around])}) may be one of "
                    f"{names(_said(_by_words(inside)))}")
        return (f"{figure_words(outer)} ({names([c.outlet_name for c in around])}) contains "
                f"{names(_said(_by_words(inside)))}")
    return f"{names(_said(_by_words(cells)))} overlap"


def _conflict_reason(cells: Sequence[Cell]) -> str:
    groups = _by_words(cells)
    firsts = [group[0].primary for group in groups.values()]
    apart = f"more than {APPROXIMATE_TOLERANCE_PERCENT}% apart"
    if len(groups) == 2 and all(is_estimate(f) for f in firsts):
        return f"{' vs '.join(groups)}: {apart}"
    said = " vs ".join(_said(groups))
    points = all(least(f) == most(f) or is_estimate(f) for f in firsts)
    if len(groups) == 2 and points and any(is_estimate(f) for f in firsts):
        return f"{said}: {apart}"
    return f"{said}: different figures"


def _update_split(cells: Sequence[Cell], dated: dict | None = None) -> tuple[list[Cell], list[Cell]] | None:
    """(earlier, later) outlets when the figures grew from the one to the other
    (``dated``: ``dated_statements``)."""
    if any(cell.primary.published is None for cell in cells):
        return None
    ordered = sorted(cells, key=lambda c: _order_key(c.primary.published))
    for cut in range(1, len(ordered)):
        earlier, latest = ordered[:cut], ordered[cut:]
        if not all(later(e.primary.published, n.primary.published) or _running_then(e.primary, n.primary)
                   for e in earlier for n in latest):
            continue
        if any(relation(a.primary, b.primary) == APART for a in latest for b in latest):
            continue
        if all(lower_than(e.primary, n.primary) or counts_an_estimate(e.primary, n.primary)
               for e in earlier for n in latest) \
                and all(_cell_reads_as_update(n, earlier, dated) for n in latest):
            return earlier, latest
    return None


# A count given as it stood ("17 people have been detained so far this evening").
_SO_FAR = re.compile(r"\b(?:so\s+far|up\s+to\s+now|thus\s+far|at\s+this\s+stage|at\s+the\s+time\s+of\s+writing)\b"
                     r"(?!\s+(?:this|in\s+the)\s+(?:season|campaign|year))", re.IGNORECASE)


def _running_then(earlier: ComparedClaim, then: ComparedClaim) -> bool:
    """Whether ``earlier`` is a count "so far" and ``then`` was published after it, however
    soon (both times known): a live page's 17 at 22:20 and a wire's 19 at 23:10."""
    first, second = _day_and_time(earlier.published), _day_and_time(then.published)
    if first is None or second is None or first[1] is None or second[1] is None:
        return False
    if (first[1].tzinfo is None) != (second[1].tzinfo is None):
        return False
    return second[1] > first[1] and _SO_FAR.search(earlier.sentence) is not None


# Words saying a figure is a later count: "have now arrested", "rose to 13 overnight",
# "up from four", "double the figure given on the day", "further arrests".
_UPDATE_CUE = re.compile(
    r"\b(?:now|rose|risen|rises|climbed|up\s+from|further|overnight|since|latest|updated|revised|raised|"
    r"subsequently|additional|another|more\s+than\s+double|double|tally|total|bringing|brings|taking|takes|"
    # set against an earlier figure: "two more than announced on Sunday evening", "higher than
    # first thought", "not the five first reported" (not "as first reported by the Echo")
    r"more\s+than\s+(?:(?:was|were|had\s+been|they\s+had)\s+)?(?:(?:first|initially|originally|previously|earlier)\s+)?"
    r"(?:announced|reported|stated|given|thought|believed|feared|said|confirmed|known)|"
    r"(?<!\bas\s)(?:first|initially|originally|previously)\s+"
    r"(?:announced|reported|stated|given|thought|believed|feared))\b",
    re.IGNORECASE,
)
# The day a figure's statement was made: "the PSP said in a statement on Sunday night",
# "according to Friday's police statement", "Police Scotland said yesterday", "a
# statement late on Sunday" (late: the night).
_STATEMENT_DAY = re.compile(
    r"\b(?:said|says|confirmed|announced|reported|statement|according\s+to)\b[^.;]{0,60}?"
    r"(?P<late>\blate\s+(?:on\s+)?)?"
    r"\b(?:(?P<yesterday>yesterday|last(?=\s+night))|(?P<today>today|this(?=\s+(?:morning|afternoon|evening))|"
    rf"to(?=night))|(?P<weekday>{'|'.join(WEEKDAYS)})"
    # (not the match's day: "in connection with Sunday's League Cup final")
    rf"(?!['\u2019]s\s+(?:[\w'\u2019-]+\s+){{0,3}}?(?:{MATCH_NOUNS})\b)(?:['\u2019]s)?)"
    r"(?:\s*(?P<part>morning|afternoon|evening|night)\b)?",
    re.IGNORECASE,
)
# A force's own release (``SourceKind.POLICE``; the comparison imports no Django), and a
# figure credited to the police.
POLICE_OUTLET = "police"
_CREDITS_POLICE = re.compile(r"\b(?:police|constabulary|gendarmerie|questura|polizei|politi)\b", re.IGNORECASE)
# When each part of a day begins (hours, as published).
_PART_STARTS = {"morning": 5, "afternoon": 12, "evening": 17, "night": 20}
# A figure credited to a statement named before it, whose day that sentence gives: "The
# statement said six officers were injured", after "according to the statement released
# by the Security Ministry on Tuesday night".
_THE_STATEMENT = re.compile(r"\b(?:the|that|this|its|their)\s+(?:same\s+)?(?:[\w'\u2019]+\s+){0,2}statement\b",
                            re.IGNORECASE)


def dated_statements(claims: Iterable[ComparedClaim]) -> dict:
    """Per report (``article_id``), the sentences of its claims that date a statement
    ("said in a statement on Tuesday night"), as (sentence start, sentence), in text order:
    what a later "the statement said" in the same report refers back to."""
    dated: dict = {}
    for claim in claims:
        if "statement" not in claim.sentence.lower():
            continue  # most sentences name none: the regex is not run on them
        found = _STATEMENT_DAY.search(claim.sentence)
        if found is not None and "statement" in found.group(0).lower():
            dated.setdefault(claim.article_id, {})[claim.sentence_start] = claim.sentence
    return {article: sorted(sentences.items()) for article, sentences in dated.items()}


def _statement_day(claim: ComparedClaim, dated: dict | None):
    """The statement day the claim's sentence names, or the one its "the statement" refers
    back to: the last sentence before it in the same report that dates a statement."""
    stated = _STATEMENT_DAY.search(claim.sentence)
    if stated is not None or not dated or not _THE_STATEMENT.search(claim.sentence):
        return stated
    before = [sentence for start, sentence in dated.get(claim.article_id, ()) if start < claim.sentence_start]
    return _STATEMENT_DAY.search(before[-1]) if before else None


def _cell_reads_as_update(cell: Cell, earlier: Sequence[Cell], dated: dict | None = None) -> bool:
    """``reads_as_update`` for every sentence in which the outlet gives its figure: a lede's
    "listing 17 people injured" is the statement its body cites ("In a statement on Monday
    morning, the Questura said 17 people had been hurt")."""
    shown = cell.primary
    same = [c for c in cell.claims if (c.value, c.low, c.high) == (shown.value, shown.low, shown.high)]
    return all(reads_as_update(claim, earlier, dated) for claim in same or [shown])


def reads_as_update(claim: ComparedClaim, earlier: Sequence[Cell], dated: dict | None = None) -> bool:
    """Whether a later outlet's higher figure is a later count, not another account of the
    same statement: its words say so ("now", "rose to"), or it names no statement that
    could have been made by the time of the earlier figures: "said in a statement on Sunday
    night", in a report that followed one published late on Sunday night, is that
    statement; so is one of an earlier day ("late on Sunday" is Sunday night).  A
    statement of the earlier report's own day with no part of the day ("said on
    Wednesday"), or after counts given "so far", gets the benefit of the doubt.  A
    sentence crediting "the statement" takes its day from the report's sentence before
    it that dates one (``dated``: ``dated_statements``)."""
    if _UPDATE_CUE.search(claim.sentence):
        return True
    if all(_SO_FAR.search(cell.primary.sentence) for cell in earlier):
        return True  # counts "so far": whatever statement followed them that day is a later count
    own = _day_and_time(claim.published)
    days = [_day_and_time(cell.primary.published) for cell in earlier]
    stated = _statement_day(claim, dated)
    if stated is None or own is None or any(day is None for day in days):
        return True
    last_earlier = max(day[0] for day in days)
    if stated["yesterday"]:
        stated_day = own[0] - timedelta(days=1)
    elif stated["today"]:
        stated_day = own[0]
    else:
        stated_day = own[0] - timedelta(days=(own[0].weekday() - WEEKDAYS.index(stated["weekday"].lower())) % 7)
    if stated_day != last_earlier:
        return stated_day > last_earlier
    part = (stated["part"] or ("night" if stated["late"] else "")).lower()
    if part not in _PART_STARTS:
        # No part of the day: a statement made after the earlier report, unless the earlier
        # figures are the police's own release of that day and this one credits the police
        # ("Copenhagen Police said yesterday that three ...", after the force's two).
        return not (all(cell.primary.outlet_kind == POLICE_OUTLET for cell in earlier)
                    and _CREDITS_POLICE.search(claim.sentence) is not None)
    times = [day[1] for day in days if day[0] == last_earlier and day[1] is not None]
    return not any(moment.hour >= _PART_STARTS[part] for moment in times)


def _order_key(published: datetime | date) -> tuple:
    day, moment = _day_and_time(published)
    if moment is None:
        return (day, 0, 0.0)
    seconds = moment.hour * 3600 + moment.minute * 60 + moment.second
    return (day, 1, seconds)


def _update_reason(earlier: Sequence[Cell], latest: Sequence[Cell]) -> str:
    said: dict[tuple[str, str], list[str]] = {}
    for cell in earlier:
        said.setdefault((figure_words(cell.primary), _day(cell.primary.published)), []).append(cell.outlet_name)
    before = ", ".join(f"{names(outlets)} said {words} on {day}" for (words, day), outlets in said.items())
    groups = _by_words(latest)
    if len(groups) == 1:
        [(words, cells)] = groups.items()
        after = f"{names([c.outlet_name for c in cells])} said {words} later"
    else:
        after = names([f"{names([c.outlet_name for c in cells])} said {words}" for words, cells in groups.items()])
        after += " later"
    return f"{before}; {after}"


def count_verdict(cells: Sequence[Cell], dated: dict | None = None) -> Verdict:
    """The level of one count fact and why (see module docstring); ``dated``: the
    reports' ``dated_statements``."""
    # A zero of one side beside counts that name no people of that side: other people.
    others = [cell for cell in cells if zero_of_a_side(cell.primary) and not any(
        side_words(cell.primary) & side_words(other.primary) for other in cells if other is not cell)]
    if others and len(others) < len(cells):
        rest = [cell for cell in cells if cell not in others]
        if any(least(cell.primary) > 0 for cell in rest):
            verdict = count_verdict(rest, dated)
            said = names([f"{_whose(c.primary)} ({c.outlet_name})" for c in others])
            if verdict.status == SINGLE:
                return Verdict(SINGLE, 1, f"{verdict.reason}; {said}: other people, no conflict")
            return Verdict(verdict.status, verdict.agreeing, f"{verdict.reason}; {said}: other people")
    sides = _sides_apart(cells)
    if sides is not None:
        main, rest = sides
        verdict = count_verdict(main, dated)
        said = names([f"{_people_named(c.primary)} ({c.outlet_name})" for c in rest])
        if verdict.status == SINGLE:
            return Verdict(SINGLE, 1, f"{verdict.reason}; {said}: another side's people, no conflict")
        return Verdict(verdict.status, verdict.agreeing, f"{verdict.reason}; {said}: another side's people")
    # (the people of some place as many as the highest of the other outlets' counts are that
    # count: "three local men were arrested" beside "three arrests")
    counts = [cell.primary for cell in cells if not from_somewhere(cell.primary)]
    top = max(counts, key=most) if counts else None
    subsets = [cell for cell in cells if from_somewhere(cell.primary)
               and not (top is not None and relation(cell.primary, top) == SAME)]
    if subsets and len(subsets) < len(cells):
        whole = [cell for cell in cells if cell not in subsets]
        highest = max(most(cell.primary) for cell in whole)
        if all(least(cell.primary) <= highest + 1e-9 for cell in subsets):
            return _with_subsets(count_verdict(whole, dated), whole, subsets)
    reps = [cell.primary for cell in cells]
    updates = [(cell, old) for cell in cells if (old := outlet_update(cell)) is not None]
    updated = "; ".join(f"{cell.outlet_name} updated {figure_words(old)} to {figure_words(cell.primary)} "
                        "in a later report" for cell, old in updates)
    if len(cells) == 1:
        if updates:
            return Verdict(UPDATED, 1, updated)
        return Verdict(SINGLE, 1, f"only {cells[0].outlet_name} reports it")
    relations = [relation(a, b) for i, a in enumerate(reps) for b in reps[i + 1:]]
    if all(r == SAME for r in relations):
        if updates:
            return Verdict(UPDATED, len(cells), updated)
        return Verdict(AGREED, len(cells),
                       f"{figure_words(reps[0])}: the same figure from {_plural(len(cells), 'outlet')}")
    if APART not in relations:
        if updates:
            return Verdict(UPDATED, len(cells), updated)
        return Verdict(COMPATIBLE, len(cells), _compatible_reason(cells))
    disputes = _disputes(cells)
    if disputes:
        return Verdict(CONFLICTING, _largest_block(reps), f"{_conflict_reason(cells)}; {disputes}")
    # (a crowd's size was fixed at the match: another outlet's figure later is another account)
    split = _update_split(cells, dated) if reps[0].kind in kinds.GROWING_KINDS else None
    if split is not None:
        return Verdict(UPDATED, len(split[1]), _update_reason(*split))
    return Verdict(CONFLICTING, _largest_block(reps), _conflict_reason(cells))


def _disputes(cells: Sequence[Cell]) -> str:
    """Why the figures are a dispute and not the story moving on, or "": an outlet that
    gives another's figure and, as its own side's account, a figure apart from it ("The
    police say five British nationals were arrested. That's not what we saw. Seven of
    ours were taken away") contradicts that figure, however much later it wrote; so does
    one whose figure is given as the right one, another's said to be wrong ("the FSS said
    the police figure was far too low, and that more than 200 ...")."""
    said = []
    for cell in cells:
        # a figure given as the right one, another's said to be wrong
        apart = [other for other in cells if other is not cell and relation(cell.primary, other.primary) == APART]
        if apart and sets_right(cell.primary):
            said.append(f"{cell.outlet_name} gives {figure_words(cell.primary)} as the right figure and "
                        f"disputes {names([other.outlet_name for other in apart])}")
            continue
        if not own_account(cell.primary):
            continue
        for claim in latest_claims(undisputed(cell.claims)):
            if not cited(claim):
                continue
            disputed = [other for other in cells if other is not cell
                        and relation(claim, other.primary) == SAME and relation(cell.primary, other.primary) == APART]
            if disputed:
                said.append(f"{cell.outlet_name} gives {figure_words(claim)} as another's figure and "
                            f"{figure_words(cell.primary)} as its own side's")
                break
    return "; ".join(said)


def _sides_apart(cells: Sequence[Cell]) -> tuple[list[Cell], list[Cell]] | None:
    """When counts name whose people they count by different clubs ("Around 30,000
    Toulouse fans", "the thousands of Nantes supporters"): the cells of the side most
    outlets count, and the others'.  A count naming no club, or one its words leave
    unsure ("three Rangers fans"), is the side's whose figures it meets, and only one
    side's; where it meets both or neither, it may be anyone's: None."""
    if len(cells) < 2:
        return None
    by_side: dict[frozenset[str], list[Cell]] = {}
    unnamed = []
    for cell in cells:
        side = _named_clubs(cell.primary)
        if side:
            by_side.setdefault(side, []).append(cell)
        else:
            unnamed.append(cell)
    sides = list(by_side)
    if len(sides) < 2 or any(a & b for i, a in enumerate(sides) for b in sides[i + 1:]):
        return None
    for cell in unnamed:
        # A count naming no club ("30,000 of us") is of the one side whose figures it meets.
        meets = [side for side in sides
                 if all(relation(cell.primary, other.primary) != APART for other in by_side[side])]
        if len(meets) != 1:
            return None
        by_side[meets[0]].append(cell)
    main = max(by_side.values(), key=len)
    return [cell for cell in cells if cell in main], [cell for cell in cells if cell not in main]


def _named_clubs(claim: ComparedClaim) -> frozenset[str]:
    """The clubs a count's own words name as its people's ("five Celtic fans": Celtic)."""
    if not any(word[:1].isupper() for word in claim.text.split()[1:]):  # "2,500 PSV fans" too
        return frozenset()
    return frozenset(mention.club.slug for mention in find_clubs(claim.text))


def _people_named(claim: ComparedClaim) -> str:
    """A count's words up to the people its club names: "30,000 Toulouse fans"."""
    words = claim.text.split()
    last = max((i for i, word in enumerate(words) if i and word[:1].isupper()), default=0)
    return " ".join(words[:last + 2])


def _whose(claim: ComparedClaim) -> str:
    """A zero's words up to the people it names: "Not a single Ravens fan", "none of our fans"."""
    words = claim.text.split()
    side = side_words(claim)
    last = max((i for i, word in enumerate(words) if i and word.strip(",.;:").casefold() in side), default=0)
    return " ".join(words[:last + 2])


def _with_subsets(verdict: Verdict, whole: Sequence[Cell], subsets: Sequence[Cell]) -> Verdict:
    """The verdict of the other outlets' figures, with the people of some place among them."""
    among = names([f"{figure_words(c.primary)} {some_place_words(c.primary)} ({c.outlet_name})" for c in subsets])
    if verdict.status == SINGLE:
        [only] = whole
        return Verdict(COMPATIBLE, 1 + len(subsets),
                       f"{figure_words(only.primary)} ({only.outlet_name}) can hold {among}")
    return Verdict(verdict.status, verdict.agreeing, f"{verdict.reason}; {among} among them")


# --------------------------------------------------------------------------
# Results, competitions, venues; categorical details


def value_verdict(cells: Sequence[Cell], noun: str, key: Callable[[Cell], str]) -> Verdict:
    """A single-valued fact (``noun``: "result"): the same value (by ``key``), or different ones."""
    if len(cells) == 1:
        return Verdict(SINGLE, 1, f"only {cells[0].outlet_name} reports it")
    values: dict[str, list[Cell]] = {}
    for cell in cells:
        values.setdefault(key(cell), []).append(cell)
    if len(values) == 1:
        return Verdict(AGREED, len(cells), f"{cells[0].value}: the same {noun} from {_plural(len(cells), 'outlet')}")
    said = " vs ".join(f"{group[0].value} ({names([c.outlet_name for c in group])})" for group in values.values())
    return Verdict(CONFLICTING, max(len(group) for group in values.values()), f"{said}: different {noun}s")


def mentioned_verdict(cells: Sequence[Cell]) -> Verdict:
    """A categorical detail: who mentions it; silence is never a contradiction."""
    if len(cells) == 1:
        return Verdict(SINGLE, 1, f"only {cells[0].outlet_name} reports it")
    return Verdict(AGREED, len(cells), f"mentioned by {names([c.outlet_name for c in cells])}")


# --------------------------------------------------------------------------
# Totals and their parts


@dataclass(frozen=True, slots=True)
class Part:
    """One outlet's figure for one group of people."""

    group: str
    cell: Cell

    @property
    def words(self) -> str:
        """"2 stewards", "a police officer"; one person described names them already: "one
        fan", "a steward" (not "one fan supporter")."""
        said = figure_words(self.cell.primary)
        if somebody(self.cell.primary) and len(said.split()) > 1:
            return said
        return f"{said} {group_noun(self.group, self.cell.primary)}"


def _superseded(cell: Cell, totals: Sequence[Cell], at_least: float) -> bool:
    """Whether a later report's total holds ``at_least`` where ``cell``'s did not: the
    figure was overtaken ("three so far" at 17:55, six the next morning), and parts of
    no known time beside it ("four of ours were arrested") are the story growing."""
    return any(later(cell.primary.published, other.primary.published) and at_least <= most(other.primary) + 1e-9
               for other in totals)


def _counted_later(own: Sequence[Part], total: Cell) -> bool:
    """Whether ``total`` is a later exact count of what ``own``, an outlet's parts told in
    vague words ("several dozen supporters"), estimated."""
    return all(counts_an_estimate(p.cell.primary, total.primary)
               and later(p.cell.primary.published, total.primary.published) for p in own)


def parts_verdict(total: Verdict, totals: Sequence[Cell], parts: dict[str, list[Part]]) -> Verdict:
    """A total's verdict once the breakdowns (``parts``: outlet -> its group figures) are heard.

    Conflicting when an outlet's parts, at their lowest, exceed another outlet's
    total at its highest (updated when the parts came later, or when a later total
    holds them, unless the later report gives that total itself beside them: a
    dispute it reports, not the story growing; never a total its own outlet's parts
    exceed, which counts other people); a total from one outlet only is
    compatible with another outlet's breakdown that it can hold; otherwise the
    totals' own verdict stands.
    """
    at_least_of = {outlet: sum(least(p.cell.primary) for p in own) for outlet, own in parts.items()}
    for outlet, own in parts.items():
        at_least = at_least_of[outlet]
        published = max((p.cell.primary.published for p in own if p.cell.primary.published),
                        key=_order_key, default=None)
        # "The police said 62 people were refused entry ... 'More than 150 of our
        # supporters were turned away'": the report knows the total its parts exceed.
        disputes = any(cell.outlet == outlet and at_least > most(cell.primary) + 1e-9 for cell in totals)
        for cell in totals:
            if at_least_of.get(cell.outlet, 0) > most(cell.primary) + 1e-9:
                continue  # a total its own outlet's parts exceed counts other people, by another
                # measure: "11 people were directed to leave the area", beside its "14 fans ejected"
            # Parts from a later report than the total are the story growing, not a
            # contradiction (the totals' own verdict says whether they were updated).
            if cell.outlet != outlet and at_least > most(cell.primary) + 1e-9 \
                    and (disputes or not later(cell.primary.published, published)) \
                    and not _superseded(cell, totals, at_least) \
                    and not _counted_later(own, cell):
                if total.status == CONFLICTING:
                    return total
                named = own[0].cell.outlet_name
                return Verdict(CONFLICTING, total.agreeing, (
                    f"{names([p.words for p in own])} ({named}) make at least {at_least:g}, "
                    f"more than {figure_words(cell.primary)} ({cell.outlet_name})"))
    if total.status != SINGLE:
        return total
    [only] = totals
    others = {outlet: own for outlet, own in parts.items() if outlet != only.outlet}
    if not others or at_least_of.get(only.outlet, 0) > most(only.primary) + 1e-9:
        return total  # (a total its own outlet's parts exceed holds none of them)
    breakdowns = [f"{names([p.words for p in own])} ({own[0].cell.outlet_name})" for own in others.values()]
    if all(_counted_later(own, only) for own in others.values()):
        # "several dozen supporters have been turned back" in the evening, "23 people were
        # refused access" the next morning: the count replaced the estimate.
        return Verdict(UPDATED, 1, (
            f"{names(breakdowns)} first; {only.outlet_name} counted {figure_words(only.primary)} later"))
    if any(at_least_of[outlet] > most(only.primary) + 1e-9 for outlet in others):
        # More than the total, and later (an earlier one conflicts above): the story
        # grew. Never "includes": a total of some 50 holds no 200 supporters.
        return Verdict(UPDATED, 1, (
            f"{only.outlet_name} said {figure_words(only.primary)}; {names(breakdowns)} later"))
    return Verdict(COMPATIBLE, 1 + len(others), (
        f"a total of {figure_words(only.primary)} ({only.outlet_name}) includes {names(breakdowns)}"))


def different_people(row: Sequence[Cell], group: str, others: dict[str, Sequence[Cell]]) -> str:
    """Why one outlet's figure for ``group`` meets no other figure: other outlets
    counted other groups (``others``: group -> its cells).  "" when none did."""
    mine = {cell.outlet for cell in row}
    elsewhere = [
        Part(other, cell) for other, cells in others.items() if other != group
        for cell in cells if cell.outlet not in mine
    ]
    if not elsewhere:
        return ""
    said = [f"{Part(group, cell).words} ({cell.outlet_name})" for cell in row]
    said += [f"{part.words} ({part.cell.outlet_name})" for part in elsewhere]
    return f"{names(said)}: different people, no conflict"
