import sys
from argparse import ArgumentTypeError
from collections.abc import Iterator

from django.core.management.base import BaseCommand, CommandError, CommandParser

from incidents.batch_import import FileResult, files_import
from incidents.batch_import import failure_reason as _reason
from incidents.services import ImportTally
from sources.importing import (
    Batch,
    Defaults,
    ImportFileError,
    outlet_option,
    parse_published,
    read_batches,
)

ENTITIES = ("sources", "articles", "incidents", "claims")
OUTCOMES = ("created", "updated", "unchanged")
MSG_FILE_UNCHANGED = "{origin}: unchanged (already imported)"
MSG_FILE_UPDATED = "{origin}: imported ({detail})"
MSG_FAILED = "{count} file(s) failed to import"
# A progress bar is worth showing from this many articles on (on a terminal only).
PROGRESS_MIN_ARTICLES = 20
MSG_NOTHING = "give files, folders or links to import, or --links FILE"
MSG_WORKERS = "--workers must be a whole number from 0 to {most}, not {value!r}"
MAX_WORKERS = 64


def _workers(value: str) -> int:
    try:
        workers = int(value)
    except ValueError:
        workers = -1
    if not 0 <= workers <= MAX_WORKERS:
        raise ArgumentTypeError(MSG_WORKERS.format(value=value, most=MAX_WORKERS))
    return workers


def takewhile_total(batches: Iterator[Batch], articles: int) -> Iterator[Batch]:
    """Batches from ``batches`` until they hold ``articles`` articles between them."""
    seen = 0
    while seen < articles:
        batch = next(batches, None)
        if batch is None:
            return
        seen += len(batch)
        yield batch


class Command(BaseCommand):
    help = (
        "Import report texts: .txt bodies with a manifest.json beside them, "
        "JSON or JSON Lines files, saved web pages (.html), or folders of them, and "
        "links to web pages (fetched). Each file or link is imported all or "
        "nothing; articles are grouped into incidents and their claims extracted, "
        "in chunks, with --workers processes extracting."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("paths", nargs="*", help="Files, folders or links (http://, https://) to import.")
        parser.add_argument(
            "--links", action="append", default=[], metavar="FILE",
            help="A file of links to web pages, one a line (blank lines and # comments skipped).",
        )
        parser.add_argument(
            "--source", default="", help="Outlet name for .txt files without a manifest entry."
        )
        parser.add_argument(
            "--published", default="", help="Publication date (YYYY-MM-DD) for such files."
        )
        parser.add_argument(
            "--incident", default="", metavar="SLUG", help="Put every article in this incident."
        )
        parser.add_argument(
            "--no-progress", action="store_true", help="Never show a progress bar."
        )
        parser.add_argument(
            "--workers", type=_workers, default=0, metavar="N",
            help="Processes that extract claims and guess matches (the CPU work) while this one writes; "
                 "0 (the default) does both here, in turn. The rows written are the same for any N.",
        )

    def handle(self, *args, **options) -> None:
        if not options["paths"] and not options["links"]:
            raise CommandError(MSG_NOTHING)
        published, source = None, ""
        try:
            if options["published"]:
                published = parse_published(options["published"], "--published")
            if options["source"].strip():
                source = outlet_option(options["source"])
        except ImportFileError as exc:
            raise CommandError(str(exc)) from exc
        defaults = Defaults(source=source, published=published)
        # Files are read as they are imported, one at a time.
        batches = read_batches(options["paths"], defaults, links=options["links"])
        total = ImportTally()
        batches, bar = self._progress_bar(batches, options["no_progress"])
        results = files_import(
            batches=batches, forced_incident=options["incident"], workers=options["workers"],
            on_article=bar.update if bar else None,
        )
        for result in results:
            self._report(result, total)
        if bar:
            bar.close()

        self.stdout.write(self._summary(total))
        if total.failures:
            raise CommandError(MSG_FAILED.format(count=len(total.failures)), returncode=1)

    def _progress_bar(self, batches: Iterator[Batch], disabled: bool):
        """A bar over articles, so that one large JSON Lines file shows progress too.

        Files are read ahead only until there are enough articles for a bar; its total
        grows as later files are read. Returns the batches to import and the bar.
        """
        if disabled or not sys.stderr.isatty():
            return batches, None
        ahead = list(takewhile_total(batches, PROGRESS_MIN_ARTICLES))
        known = sum(len(batch) for batch in ahead)
        if known < PROGRESS_MIN_ARTICLES:
            return iter(ahead), None
        from tqdm import tqdm

        bar = tqdm(total=known, desc="Importing", unit="article", file=sys.stderr)

        def counted() -> Iterator[Batch]:
            yield from ahead
            for batch in batches:
                bar.total += len(batch)
                bar.refresh()
                yield batch

        return counted(), bar

    def _report(self, result: FileResult, total: ImportTally) -> None:
        if result.error:
            self._fail(result.origin, result.error, total)
            return
        if result.exception is not None:
            self._fail(result.origin, _reason(result.exception), total)
            return
        tally = result.tally
        total.merge(tally)
        changed = {
            f"{entity} {outcome}": tally.get(entity, outcome)
            for entity in ENTITIES
            for outcome in ("created", "updated")
            if tally.get(entity, outcome)
        }
        if changed:
            detail = ", ".join(f"{n} {label}" for label, n in changed.items())
            self.stdout.write(MSG_FILE_UPDATED.format(origin=result.origin, detail=detail))
        else:
            self.stdout.write(MSG_FILE_UNCHANGED.format(origin=result.origin))

    def _fail(self, origin: str, reason: str, total: ImportTally) -> None:
        line = f"{origin}: {reason}"
        total.failures.append(line)
        self.stderr.write(f"error: {line}")

    def _summary(self, total: ImportTally) -> str:
        lines = ["Summary:"]
        for entity in ENTITIES:
            parts = ", ".join(f"{total.get(entity, o)} {o}" for o in OUTCOMES)
            lines.append(f"  {entity:<10} {parts}")
        lines.append(f"  {'failures':<10} {len(total.failures)}")
        return "\n".join(lines)
