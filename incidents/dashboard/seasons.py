"""Football seasons, July to June ("2016/17"): the incidents list's season filter."""

from __future__ import annotations

import datetime as dt
import re

SEASON = re.compile(r"^(\d{4})/(\d{2})$")


def season_of(day: dt.date) -> str:
    """The football season a date falls in: July to June, "2016/17"."""
    first = day.year if day.month >= 7 else day.year - 1
    return f"{first}/{(first + 1) % 100:02d}"


def season_bounds(season: str) -> tuple[dt.date, dt.date] | None:
    match = SEASON.match(season or "")
    if not match:
        return None
    first = int(match.group(1))
    if (first + 1) % 100 != int(match.group(2)):
        return None
    return dt.date(first, 7, 1), dt.date(first + 1, 6, 30)


def seasons_between(first: dt.date | None, last: dt.date | None) -> list[str]:
    """Every season from ``last`` back to ``first``, newest first."""
    if first is None or last is None:
        return []
    start, end = int(season_of(first)[:4]), int(season_of(last)[:4])
    return [f"{y}/{(y + 1) % 100:02d}" for y in range(end, start - 1, -1)]
