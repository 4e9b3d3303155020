"""When a report was published, and when that is a date only.

A publication given as a bare date ("2016-10-27") is stored at noon UTC
(``BARE_DATE_TIME``), so that it falls on the same day in every time zone from
London to Sydney to New York.  A stored time of midnight or noon therefore means
"the date only" (``DATE_ONLY_TIMES``): pages, citations and verdicts show the
date and never an invented time.  (A report really published at 12:00:00 UTC
to the second shows as a date too; the importer reads no seconds from a
manifest's date.)

No Django here: the comparison (plain Python) reads it too.
"""

from __future__ import annotations

from datetime import date, datetime, time

BARE_DATE_TIME = time(12, 0)
DATE_ONLY_TIMES = frozenset({time(0, 0), BARE_DATE_TIME})


def has_time(published: datetime | date | None) -> bool:
    """Whether ``published`` carries a time of day worth showing."""
    return isinstance(published, datetime) and published.timetz().replace(tzinfo=None) not in DATE_ONLY_TIMES
