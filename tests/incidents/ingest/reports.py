"""Small generated reports for the import-job tests."""

from __future__ import annotations

import json

CLUBS = [("West Ham United", "Chelsea"), ("Leeds United", "Millwall"), ("Cardiff City", "Swansea City")]


def report(n: int, outlet: str = "Test Wire") -> dict:
    home, away = CLUBS[n % len(CLUBS)]
    return {
        "outlet": outlet,
        "headline": f"{home} v {away}: police make {n + 2} arrests (report {n})",
        "published": f"2016-10-{10 + n % 18:02d}",
        "body": (
            f"{home} v {away}: police make {n + 2} arrests\n\n"
            f"Police made {n + 2} arrests after fans of {home} and {away} clashed outside the ground "
            f"before the match, report number {n}. Two stewards were injured, a spokesman said.\n"
        ),
    }


def json_file(*numbers: int, outlet: str = "Test Wire") -> bytes:
    return json.dumps([report(n, outlet) for n in numbers]).encode()


def jsonl_file(*numbers: int, outlet: str = "Test Wire") -> bytes:
    return "\n".join(json.dumps(report(n, outlet)) for n in numbers).encode()
