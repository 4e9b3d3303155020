"""Copy-ready citation lines: who reported which words, when, and where to read them.

Rules
  * ``citation_line``: "BBC Sport reported “seven arrests” (26 Oct 2016, 22:40)
    [https://…]".  The words are the report's own (line breaks read as spaces),
    in quotation marks so they are never taken for Terrace's paraphrase.
  * A publication given as a bare date (stored at midnight or noon, as
    ``sources.published`` says) shows the date alone: never an invented
    time.  An approximate date (inferred, not read from the outlet) reads
    "c. 26 Oct 2016"; an unknown one leaves the brackets out.
  * A time is shown in ``tz`` when one is given (the newsroom's zone), read
    before converting, so a bare date never moves to another day.
  * No link, no square brackets.

No Django here: the caller passes plain values.
"""

from __future__ import annotations

from datetime import date, datetime, tzinfo

from sources.published import DATE_ONLY_TIMES

MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def _day(day: date) -> str:
    return f"{day.day} {MONTHS[day.month - 1]} {day.year}"


def published_words(published: datetime | date | None, *, approximate: bool = False,
                    tz: tzinfo | None = None) -> str:
    """When a report was published, as a citation says it: "26 Oct 2016, 22:40",
    "26 Oct 2016" (a bare date), "c. 26 Oct 2016" (approximate) or "" (unknown)."""
    if published is None:
        return ""
    if not isinstance(published, datetime):
        return ("c. " if approximate else "") + _day(published)
    if approximate or published.time() in DATE_ONLY_TIMES:
        return ("c. " if approximate else "") + _day(published.date())
    if tz is not None and published.tzinfo is not None:
        published = published.astimezone(tz)
    return f"{_day(published.date())}, {published:%H:%M}"


def citation_line(*, outlet_name: str, words: str, published: datetime | date | None = None,
                  approximate: bool = False, url: str = "", tz: tzinfo | None = None) -> str:
    """One line a journalist can paste: the outlet, its words, when, and the link."""
    line = f"{outlet_name} reported “{' '.join(words.split())}”"
    when = published_words(published, approximate=approximate, tz=tz)
    if when:
        line += f" ({when})"
    if url:
        line += f" [{url}]"
    return line
