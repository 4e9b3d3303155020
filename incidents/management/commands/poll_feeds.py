from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser

from incidents.ingest.feeds import feed_poll, feeds_due
from sources.models import Feed

MSG_NONE_DUE = "No feed is due (each is polled every {minutes} minutes; --all polls every one)."


class Command(BaseCommand):
    help = (
        "Poll the followed feeds that are due (not polled for TERRACE_FEED_POLL_MINUTES), or --all: "
        "a line each with what its entries became. The workers do this on schedule; this is for cron "
        "or a first look."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--all", action="store_true", help="Poll every active feed, due or not.")

    def handle(self, *args, **options) -> None:
        minutes = settings.TERRACE_FEED_POLL_MINUTES
        feeds = list(Feed.objects.filter(active=True).select_related("source")) if options["all"] else (
            feeds_due(minutes=minutes))
        if not feeds:
            self.stdout.write(MSG_NONE_DUE.format(minutes=minutes))
            return
        failed = 0
        for feed in feeds:
            result = feed_poll(feed=feed)
            (self.stderr if result.error else self.stdout).write(result.summary())
            failed += bool(result.error)
        if failed:
            raise CommandError(f"{failed} feed(s) could not be polled", returncode=1)
