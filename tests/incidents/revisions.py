"""A report revised by its outlet, imported for real: "two" arrests at 12:00 grow to
"seven" (with a quote from the club) at 15:40, beside another outlet's report."""

from __future__ import annotations

import datetime as dt
import json
from io import StringIO

from django.core.management import call_command

from sources.models import Article

URL = "https://northern-post.example/leeds-millwall"
FIRST = (
    "Arrests after Leeds beat Millwall\n"
    "Police arrested two people after Leeds United beat Millwall 2-1 at Elland Road on Saturday.\n"
    "Fans threw bottles and seats in the Championship match."
)
SECOND = (
    "Arrests after Leeds beat Millwall\n"
    "Police arrested seven people after Leeds United beat Millwall 2-1 at Elland Road on Saturday.\n"
    "Fans threw bottles and seats in the Championship match.\n"
    'A Leeds United spokesman said: "We condemn the behaviour of a small minority and will ban anyone '
    'identified."'
)
OTHER = (
    "Millwall fans in trouble at Elland Road\n"
    "Two people were arrested as Leeds United beat Millwall 2-1 at Elland Road on Saturday, police said."
)
PUBLISHED = "2018-09-22T12:00:00+00:00"
REVISED = "2018-09-22T15:40:00+00:00"


def entry(body: str, *, updated: str | None = None, outlet: str = "Northern Post", url: str = URL,
          published: str = PUBLISHED) -> dict:
    item = {"outlet": outlet, "headline": body.split("\n")[0], "body": body, "published": published, "url": url}
    if updated:
        item["updated"] = updated
    return item


def import_entries(path, *entries) -> str:
    path.write_text(json.dumps(list(entries)))
    out = StringIO()
    call_command("import_articles", str(path), no_progress=True, stdout=out, stderr=StringIO())
    return out.getvalue()


def revised_report(tmp_path, *, other: bool = True) -> Article:
    """The Northern Post's report imported, then imported again revised (15:40 by the
    outlet's own clock); with ``other``, a Daily Wire report of the match beside it."""
    first = [entry(FIRST)]
    if other:
        first.append(entry(OTHER, outlet="Daily Wire", url="https://wire.example/leeds",
                           published="2018-09-22T13:00:00+00:00"))
    import_entries(tmp_path / "first.json", *first)
    import_entries(tmp_path / "second.json", entry(SECOND, updated=REVISED))
    return Article.objects.get(url=URL)


def moment(text: str) -> dt.datetime:
    return dt.datetime.fromisoformat(text)
