from io import StringIO

from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand
from django.db import transaction

from incidents.models import Incident
from sources.models import Article, Source
from sources.services import article_versions_backfill

DEMO_FIXTURE = settings.BASE_DIR / "fixtures" / "demo.json"
HISTORY_MODELS = [
    "sources.Source", "sources.Article", "incidents.Incident", "incidents.IncidentArticle",
    "incidents.Claim",
]
MSG_LOADED = "Loaded the demo: {sources} outlets, {articles} reports, {incidents} incident(s)."
MSG_SKIPPED = "The database already has {what}: the demo data was not loaded."


class Command(BaseCommand):
    help = (
        "Load the demo data (fixtures/demo.json: the seed reports, their incident and "
        "claims, a few already reviewed) into a database that has none yet; otherwise "
        "do nothing. Each loaded row gets its first history entry."
    )

    def handle(self, *args, **options) -> None:
        # Fixture keys are fixed: loading over existing rows would overwrite them.
        for model, what in ((Incident, "incidents"), (Article, "reports"), (Source, "outlets")):
            if model.objects.exists():
                self.stdout.write(MSG_SKIPPED.format(what=what))
                return
        with transaction.atomic():
            call_command("loaddata", str(DEMO_FIXTURE), stdout=StringIO())
            # loaddata saves raw, which simple-history does not record.
            call_command("populate_history", *HISTORY_MODELS, stdout=StringIO())
            # The fixture holds each report's text once: it is its version 1.
            article_versions_backfill()
        self.stdout.write(MSG_LOADED.format(
            sources=Source.objects.count(), articles=Article.objects.count(),
            incidents=Incident.objects.count(),
        ))
