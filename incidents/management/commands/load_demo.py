from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand

SEEDS = settings.BASE_DIR / "fixtures" / "seeds"


class Command(BaseCommand):
    help = "Load the demo data set: the seed reports, grouped into their incident with claims."

    def handle(self, *args, **options) -> None:
        call_command("import_articles", str(SEEDS), no_progress=True, stdout=self.stdout, stderr=self.stderr)
