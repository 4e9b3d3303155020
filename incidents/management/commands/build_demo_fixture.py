import datetime as dt
import json
from io import StringIO
from pathlib import Path

from django.conf import settings
from django.core import serializers
from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.core.serializers.json import DjangoJSONEncoder
from django.db import connection, transaction
from django.db.migrations.executor import MigrationExecutor

from incidents.curation.services import claim_review
from incidents.models import Claim, Incident, IncidentArticle
from sources.models import Article, Source

SEEDS = settings.BASE_DIR / "fixtures" / "seeds"
# Fictional outlets' reports of real matches, written by someone who had not read the
# rules, so that a newcomer sees conflicts, updates and reworded quotes (the seed
# incident has none); every page showing them says they are demo data.
SYNTHETIC = settings.BASE_DIR / "fixtures" / "demo-synthetic"
DEMO_FIXTURE = settings.BASE_DIR / "fixtures" / "demo.json"
REGENERATE = "python manage.py build_demo_fixture"
MSG_WRITTEN = "Wrote {path}: {counts}"
MSG_UP_TO_DATE = "{path} is up to date."
MSG_OUT_OF_DATE = "{path} is out of date with the seeds and the extractor: run `{command}`."
MSG_NOT_MIGRATED = "The database is not fully migrated: run `python manage.py migrate` first."
MSG_NO_CLAIM = "No claim in the seeds fits the demo rule: {rule}"
# Every stored time in the fixture, so that rebuilding gives the same bytes.
FIXED_TIME = dt.datetime(2016, 10, 27, 9, 0, tzinfo=dt.timezone.utc)
TIME_FIELDS = {"created_at", "updated_at", "imported_at", "added_at", "reviewed_at"}
FOREIGN_KEYS = {
    "sources.article": {"source": Source},
    "incidents.incidentarticle": {"incident": Incident, "article": Article},
    "incidents.claim": {"article": Article, "incident": Incident},
}


def _claim_order(claim: Claim) -> tuple:
    return (claim.article.published, claim.article.source.name, claim.start, claim.end, claim.kind)


def _outlets(claims: list[Claim]) -> set[str]:
    return {c.article.source.name for c in claims}


def demo_reviews_apply(claims) -> list[Claim]:
    """Review three of ``claims`` (the seed incident's), chosen by rules that read the
    data, not by hand.

    * confirmed: the first arrests figure for the match, noting how many outlets agree;
    * disputed: the first figure for the match that no other outlet reports;
    * rejected: the first figure given as a season total, not for this match.
    """
    claims = sorted(claims.select_related("article__source"), key=_claim_order)
    outlets = _outlets(claims)
    figures = [c for c in claims if c.low is not None]
    at_match = [c for c in figures if c.scope == Claim.Scope.INCIDENT]

    def first(rule: str, candidates: list[Claim]) -> Claim:
        if not candidates:
            raise CommandError(MSG_NO_CLAIM.format(rule=rule))
        return candidates[0]

    confirmed = first("an arrests figure for the match", [c for c in at_match if c.kind == "arrests"])
    agreeing = _outlets([c for c in at_match if (c.kind, c.value) == (confirmed.kind, confirmed.value)])
    claim_review(
        claim=confirmed, status=Claim.ReviewStatus.CONFIRMED, user=None,
        note=f"{len(agreeing)} of {len(outlets)} outlets report this figure for the match.",
    )

    def alone(claim: Claim) -> bool:
        same = [c for c in at_match if (c.kind, c.value) == (claim.kind, claim.value)]
        return _outlets(same) == {claim.article.source.name}

    disputed = first("a figure for the match only one outlet reports",
                     [c for c in at_match if c.pk != confirmed.pk and alone(c)])
    claim_review(
        claim=disputed, status=Claim.ReviewStatus.DISPUTED, user=None,
        note=f"Only {disputed.article.source.name} reports this figure; no other outlet corroborates it.",
    )
    rejected = first("a season figure", [c for c in figures if c.scope == Claim.Scope.SEASON])
    claim_review(
        claim=rejected, status=Claim.ReviewStatus.REJECTED, user=None,
        note="A season total, not a figure for this match.",
    )
    return [confirmed, disputed, rejected]


def synthetic_outlets() -> set[str]:
    """The outlets the synthetic set's manifest names."""
    manifest = json.loads((SYNTHETIC / "manifest.json").read_text(encoding="utf-8"))
    return {entry["outlet"] for entry in manifest["articles"]}


def _rows_in_order() -> list:
    articles = sorted(Article.objects.select_related("source"),
                      key=lambda a: (a.published, a.source.name, a.headline))
    article_rank = {a.pk: n for n, a in enumerate(articles)}
    coverage = sorted(IncidentArticle.objects.all(), key=lambda c: article_rank[c.article_id])
    claims = sorted(Claim.objects.select_related("article__source"), key=_claim_order)
    return [
        *Source.objects.order_by("name"),
        *articles,
        *Incident.objects.order_by("date", "slug"),
        *coverage,
        *claims,
    ]


def demo_fixture_dump() -> str:
    """The current curated rows as fixture JSON with stable keys and fixed times."""
    rows = _rows_in_order()
    records = serializers.serialize("python", rows)
    new_pk: dict[tuple[str, object], int] = {}
    counters: dict[str, int] = {}
    for record in records:
        counters[record["model"]] = counters.get(record["model"], 0) + 1
        new_pk[(record["model"], record["pk"])] = counters[record["model"]]
    label = {model: f"{model._meta.app_label}.{model._meta.model_name}"
             for model in (Source, Article, Incident)}
    for record in records:
        record["pk"] = new_pk[(record["model"], record["pk"])]
        fields = record["fields"]
        for name, model in FOREIGN_KEYS.get(record["model"], {}).items():
            fields[name] = new_pk[(label[model], fields[name])]
        for name in TIME_FIELDS & fields.keys():
            if fields[name] is not None:
                fields[name] = FIXED_TIME
        if "reviewed_by" in fields:
            fields["reviewed_by"] = None  # users are not part of the demo data
    return json.dumps(records, cls=DjangoJSONEncoder, indent=1, ensure_ascii=False) + "\n"


def demo_fixture_build() -> tuple[str, dict[str, int]]:
    """Import the seeds into an empty state, review by rule, dump; then roll it all back."""
    with transaction.atomic():
        for model in (Claim, IncidentArticle, Incident, Article, Source):
            model.objects.all().delete()
        call_command("import_articles", str(SEEDS), no_progress=True, stdout=StringIO(),
                     stderr=StringIO())
        seed_claims = list(Claim.objects.values_list("pk", flat=True))
        if SYNTHETIC.exists():
            call_command("import_articles", str(SYNTHETIC / "manifest.json"), no_progress=True, stdout=StringIO(),
                         stderr=StringIO())
            Source.objects.filter(name__in=synthetic_outlets()).update(synthetic=True)
        demo_reviews_apply(Claim.objects.filter(pk__in=seed_claims))
        text = demo_fixture_dump()
        counts = {model._meta.verbose_name_plural: model.objects.count()
                  for model in (Source, Article, Incident, Claim)}
        transaction.set_rollback(True)
    return text, counts


class Command(BaseCommand):
    help = (
        "Build fixtures/demo.json from the seed reports and the synthetic demo set "
        "(fixtures/demo-synthetic, its fictional outlets marked as such): imported into an empty state "
        "inside a transaction that is rolled back (the database's own rows are untouched), "
        "a few claims reviewed by rule, dumped with stable keys and fixed times. "
        "--check only compares."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--check", action="store_true",
                            help="Exit non-zero if the file differs from what the code builds.")
        parser.add_argument("--output", default=str(DEMO_FIXTURE), help="Where the fixture lives.")

    def handle(self, *args, **options) -> None:
        executor = MigrationExecutor(connection)
        if executor.migration_plan(executor.loader.graph.leaf_nodes()):
            raise CommandError(MSG_NOT_MIGRATED)
        path = Path(options["output"])
        text, counts = demo_fixture_build()
        if options["check"]:
            current = path.read_text(encoding="utf-8") if path.exists() else ""
            if current != text:
                raise CommandError(MSG_OUT_OF_DATE.format(path=path, command=REGENERATE))
            self.stdout.write(MSG_UP_TO_DATE.format(path=path))
            return
        path.write_text(text, encoding="utf-8")
        summary = ", ".join(f"{n} {name}" for name, n in counts.items())
        self.stdout.write(MSG_WRITTEN.format(path=path, counts=summary))
