"""Shared by the hardening tests: running the import command, a good file beside bad ones."""

from __future__ import annotations

import json
from io import StringIO
from pathlib import Path

from django.core.management import call_command
from django.core.management.base import CommandError

GOOD_OUTLET = "Good Wire"
HOSTILE_OUTLET = "Hostile Outlet"
GOOD_BODY = (
    "Arrests after Leeds v Millwall\n"
    "Police arrested four people after Leeds United beat Millwall 2-1 at Elland Road on Saturday."
)


def run_import(*paths, **options) -> tuple[int, str, str]:
    """import_articles as the command line runs it: (exit status, stdout, stderr)."""
    out, err = StringIO(), StringIO()
    try:
        call_command("import_articles", *[str(p) for p in paths], no_progress=True, stdout=out, stderr=err, **options)
        code = 0
    except CommandError as exc:
        code = exc.returncode
    return code, out.getvalue(), err.getvalue()


def entry(**fields) -> dict:
    """One article of a JSON file, good unless ``fields`` say otherwise."""
    article = {
        "outlet": "Hostile Outlet",
        "headline": "Trouble at the derby",
        "body": "Trouble at the derby\nPolice made three arrests after Everton beat Liverpool 1-0 at Goodison Park.",
        "published": "2019-03-10",
        "url": "https://hostile.example/derby",
    }
    article.update(fields)
    return article


def write_good_file(path: Path) -> None:
    path.write_text(json.dumps({
        "outlet": GOOD_OUTLET, "outlet_domain": "goodwire.example", "headline": "Arrests after Leeds v Millwall",
        "body": GOOD_BODY, "published": "2018-09-23", "url": "https://goodwire.example/leeds-millwall",
    }) + "\n", encoding="utf-8")
