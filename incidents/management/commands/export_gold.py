from pathlib import Path

from django.core.management.base import BaseCommand, CommandError, CommandParser

from incidents import extraction
from incidents.curation.gold import export_gold, reviewed_articles, score_reviewed


class Command(BaseCommand):
    help = (
        "Write every reviewed article (all its claims reviewed) with its confirmed, disputed and "
        "corrected claims as gold and its rejected claims as negatives, in the held-out layout that "
        "bench/extraction_heldout.py reads."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("folder", help="Where to write (created if missing; files in it are overwritten).")
        parser.add_argument("--incident", default="", metavar="SLUG", help="Only this incident's articles.")
        parser.add_argument("--score", action="store_true",
                            help="Also print the current extractor's recall and precision on them.")

    def handle(self, *args, folder: str, incident: str, score: bool, **options) -> None:
        target = Path(folder)
        if target.exists() and not target.is_dir():
            raise CommandError(f"{folder}: not a folder")
        articles = list(reviewed_articles(incident).prefetch_related("claims"))
        if not articles:
            raise CommandError("No reviewed article" + (f" in incident {incident!r}" if incident else "")
                               + ": an article counts once an editor has reviewed every claim of it.")
        written, gold, negatives = export_gold(target, articles)
        self.stdout.write(f"{written} reviewed articles, {gold} gold claims and {negatives} negatives "
                          f"written to {target}")
        if score:
            total = score_reviewed(articles).total()
            self.stdout.write(
                f"Extractor {extraction.EXTRACTOR_NAME} v{extraction.EXTRACTOR_VERSION}: recall "
                f"{total.recall:.2f}, precision {total.precision:.2f} ({total.matched} of {total.gold} gold, "
                f"{total.extracted} found)")
