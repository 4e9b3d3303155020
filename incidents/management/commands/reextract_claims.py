from django.core.management.base import BaseCommand, CommandParser

from incidents import extraction
from incidents.services import claims_reextract
from sources.models import Article


class Command(BaseCommand):
    help = (
        "Re-run claim extraction over stored articles after the rules improve. "
        "Idempotent; claims an editor has reviewed are never touched."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--incident", default="", metavar="SLUG", help="Only this incident's articles.")

    def handle(self, *args, **options) -> None:
        articles = Article.objects.all()
        if options["incident"]:
            articles = articles.filter(coverage__incident__slug=options["incident"])
        sync = claims_reextract(articles=articles)
        self.stdout.write(
            f"Extractor {extraction.EXTRACTOR_NAME} v{extraction.EXTRACTOR_VERSION}: "
            f"{sync.created} created, {sync.updated} updated, {sync.removed} removed, "
            f"{sync.unchanged} unchanged, {sync.kept_reviewed} reviewed claims left alone"
        )
