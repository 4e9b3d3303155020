import json
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError, CommandParser

from incidents.extraction import extract

MISSING = "no such file"
EMPTY = "empty file"
BINARY = "binary file"
NOT_UTF8 = "not UTF-8 text"
FAILED = "{count} file(s) could not be read"
TABLE_COLUMNS = ("kind", "value", "scope", "speaker", "text")


class Command(BaseCommand):
    help = (
        "Print the claims extracted from report text files, without touching the "
        "database: one JSON object per claim (jsonl, the default) or an aligned table. "
        "Unreadable files are reported on stderr and make the exit status non-zero."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("files", nargs="+", metavar="FILE")
        parser.add_argument("--format", choices=("jsonl", "table"), default="jsonl")

    def handle(self, *args, **options) -> None:
        failed = 0
        for name in options["files"]:
            body, problem = _read(Path(name))
            if problem:
                self.stderr.write(f"{name}: {problem}")
                failed += 1
                continue
            claims = extract(body)
            if options["format"] == "jsonl":
                for claim in claims:
                    self.stdout.write(json.dumps({"file": name, **claim.as_dict()}, ensure_ascii=False))
            else:
                self._table(name, claims)
        if failed:
            raise CommandError(FAILED.format(count=failed))

    def _table(self, name: str, claims) -> None:
        rows = [[_cell(getattr(c, col)) for col in TABLE_COLUMNS] for c in claims]
        widths = [max([len(col), *(len(r[i]) for r in rows)]) for i, col in enumerate(TABLE_COLUMNS)]
        self.stdout.write(f"== {name}: {len(claims)} claims")
        self.stdout.write("  ".join(col.ljust(w) for col, w in zip(TABLE_COLUMNS, widths)).rstrip())
        for row in rows:
            self.stdout.write("  ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip())


def _cell(value, limit: int = 60) -> str:
    text = " ".join(str(value).split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _read(path: Path) -> tuple[str, str]:
    """(body, problem); problem is "" when the file is usable."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return "", MISSING
    except OSError as error:
        return "", error.strerror or str(error)
    if not raw.strip():
        return "", EMPTY
    if b"\x00" in raw:
        return "", BINARY
    try:
        return raw.decode("utf-8"), ""
    except UnicodeDecodeError:
        return "", NOT_UTF8
