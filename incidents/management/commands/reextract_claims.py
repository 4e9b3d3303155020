from django.core.management.base import BaseCommand, CommandParser

from incidents import extraction
from incidents.services import claims_plan, claims_reextract
from sources.models import Article


class Command(BaseCommand):
    help = (
        "Re-run claim extraction over stored articles after the rules improve. "
        "Idempotent; claims an editor has reviewed are never touched. With --dry-run, "
        "print what would be added, dropped or changed and write nothing."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--incident", default="", metavar="SLUG", help="Only this incident's articles.")
        parser.add_argument("--dry-run", action="store_true",
                            help="Print each change the extractor would make, and write nothing.")
        parser.add_argument("--reviewed", action="store_true",
                            help="Only articles an editor has reviewed claims of (with --dry-run or without).")

    def handle(self, *args, **options) -> None:
        articles = Article.objects.all()
        if options["incident"]:
            articles = articles.filter(coverage__incident__slug=options["incident"])
        if options["reviewed"]:
            articles = articles.filter(claims__review_status__in=["confirmed", "disputed", "rejected"]).distinct()
        version = f"Extractor {extraction.EXTRACTOR_NAME} v{extraction.EXTRACTOR_VERSION}"
        if options["dry_run"]:
            self._dry_run(articles.order_by("pk"), version)
            return
        sync = claims_reextract(articles=articles)
        self.stdout.write(
            f"{version}: {sync.created} created, {sync.updated} updated, {sync.removed} removed, "
            f"{sync.unchanged} unchanged, {sync.kept_reviewed} reviewed claims left alone"
        )

    def _dry_run(self, articles, version: str) -> None:
        totals = {"add": 0, "drop": 0, "change": 0, "kept": 0}
        for article in articles.prefetch_related("claims").select_related("source", "coverage__incident"):
            coverage = getattr(article, "coverage", None)
            if coverage is None:
                continue
            plan = claims_plan(article=article, incident=coverage.incident,
                               records=extraction.extract(article.body))
            lines = [f"  + {r.kind} {r.value!r} at {r.start}-{r.end}: {r.text[:60]!r}" for r in plan.create]
            lines += [f"  - {c.kind} {c.value!r} at {c.start}-{c.end}: {c.text[:60]!r}" for c in plan.remove]
            lines += [
                f"  ~ {c.kind} at {c.start}-{c.end}: "
                + ", ".join(f"{name} {getattr(c, name)!r} -> {fields[name]!r}"
                            for name in changed if name not in ("extractor_version", "extractor"))
                for c, fields, changed in plan.update
                if any(name not in ("extractor_version", "extractor") for name in changed)
            ]
            if lines:
                self.stdout.write(f"{article.source.name}, {article.headline[:70]} (article {article.pk}):")
                self.stdout.write("\n".join(lines))
            totals["add"] += len(plan.create)
            totals["drop"] += len(plan.remove)
            totals["change"] += len(lines) - len(plan.create) - len(plan.remove)
            totals["kept"] += plan.kept_reviewed
        self.stdout.write(
            f"{version} would add {totals['add']}, drop {totals['drop']} and change {totals['change']} claims; "
            f"{totals['kept']} reviewed claims left alone. Nothing was written (--dry-run)."
        )
