from django.core.management.base import BaseCommand, CommandError, CommandParser

from incidents.ingest.feeds import feed_follow, feed_poll
from sources.reading import ImportFileError

MSG_FOLLOWING = "Following {title} ({url}): reports filed under {outlet}"
MSG_ALREADY = "Already following {title} ({url})"


class Command(BaseCommand):
    help = (
        "Follow an outlet's RSS or Atom feed: it is polled every TERRACE_FEED_POLL_MINUTES by the workers "
        "(or by poll_feeds), its new entries about football disorder imported and its updated ones fetched "
        "again. --now polls it at once."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("url", help="The feed's address (http or https).")
        parser.add_argument(
            "--outlet", default="", help="File its reports under this outlet (default: the feed's title)."
        )
        parser.add_argument("--now", action="store_true", help="Poll it now, not only on schedule.")

    def handle(self, *args, **options) -> None:
        try:
            feed, created = feed_follow(url=options["url"], outlet=options["outlet"].strip())
        except ImportFileError as exc:
            raise CommandError(f"{options['url']}: {exc}") from exc
        message = MSG_FOLLOWING if created else MSG_ALREADY
        self.stdout.write(message.format(title=feed.title or feed.url, url=feed.url, outlet=feed.source))
        if options["now"]:
            result = feed_poll(feed=feed)
            self.stdout.write(result.summary())
            if result.error:
                raise CommandError(result.summary(), returncode=1)
