from django.core.management.base import BaseCommand, CommandParser

from incidents.dashboard.outlets import outlet_figures_refresh, stale_incidents
from sources.models import Source


class Command(BaseCommand):
    help = (
        "Store the agreement figures the outlet pages read, comparing again every incident "
        "whose claims or reports changed since its figures were stored. An outlet page does "
        "this itself on its first visit after a change; run it after a large import so that "
        "no reader waits for it. Idempotent."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--outlet", default="", metavar="SLUG", help="Only this outlet's incidents.")

    def handle(self, *args, **options) -> None:
        outlets = Source.objects.order_by("pk")
        if options["outlet"]:
            outlets = outlets.filter(slug=options["outlet"])
        compared = sum(outlet_figures_refresh(stale_incidents(outlet)) for outlet in outlets)
        count = outlets.count()
        self.stdout.write(f"{compared} incidents compared for {count} outlet{'' if count == 1 else 's'}")
