"""Editors' reviews as the extractor's regression corpus.

An article is *reviewed* when an editor has reviewed every claim read from it (none
left unreviewed): its confirmed and disputed claims, with an editor's correction in
place of the extractor's value, are what the report says (the gold), and its
rejected claims are what the extractor got wrong (the negatives).  A disputed
figure is still one the report states: the editor doubts it, not its reading.

``export_gold`` writes reviewed articles in the layout ``bench/extraction_heldout.py``
reads (``manifest.json`` and each body as a ``.txt``, ``gold/<name>.json``, and
``gold/expected_matches.json`` with each article's incident), so a newsroom's own
reviews measure every new extractor version; ``score_reviewed`` scores the extractor
against the database directly, which the export must reproduce.
"""

from __future__ import annotations

import json
from pathlib import Path

from django.db.models import Count, Q, QuerySet
from django.utils.text import slugify

from incidents import extraction
from incidents.extraction.evaluate import Evaluation, GoldClaim, evaluate
from incidents.extraction.kinds import NUMERIC_KINDS
from incidents.models import Claim
from sources.models import Article

GOLD_STATUSES = (Claim.ReviewStatus.CONFIRMED, Claim.ReviewStatus.DISPUTED)
ANNOTATOR = "exported from editors' reviews (manage.py export_gold)"


def reviewed_articles(incident_slug: str = "") -> QuerySet[Article]:
    """Articles with claims, every one of them reviewed, in id order."""
    articles = Article.objects.annotate(
        claim_total=Count("claims"),
        unreviewed=Count("claims", filter=Q(claims__review_status=Claim.ReviewStatus.UNREVIEWED)),
    ).filter(claim_total__gt=0, unreviewed=0)
    if incident_slug:
        articles = articles.filter(coverage__incident__slug=incident_slug)
    return articles.select_related("source", "coverage__incident").order_by("pk")


def file_name(article: Article) -> str:
    return f"{article.pk}-{slugify(article.source.name)[:40] or 'outlet'}.txt"


def _occurrence(body: str, sentence: str, start: int) -> int:
    """Which repeat of ``sentence`` in ``body`` starts at ``start``, counted as
    ``evaluate.gold_from_json`` finds them (each search one character on)."""
    count, found = 0, body.find(sentence)
    while 0 <= found < start:
        count += 1
        found = body.find(sentence, found + 1)
    return count


def _item(claim: Claim, body: str) -> dict:
    record = claim.as_record(corrected=True)
    sentence = body[record.sentence_start:record.sentence_end]
    item = {"kind": record.kind, "value": record.value, "scope": record.scope, "sentence": sentence}
    occurrence = _occurrence(body, sentence, record.sentence_start)
    if occurrence:
        item["occurrence"] = occurrence
    if record.scope_detail:
        item["scope_detail"] = record.scope_detail
    if record.speaker:
        item["speaker"], item["speaker_role"] = record.speaker, record.speaker_role
    if record.kind in NUMERIC_KINDS:
        item["group"] = record.group
    if claim.editor_note:
        item["note"] = claim.editor_note
    return item


def gold_of(article: Article) -> tuple[list[dict], list[dict]]:
    """(gold, negatives) of a reviewed article, in text order, as gold-file items."""
    claims = sorted(article.claims.all(), key=lambda c: (c.start, c.end, c.kind))
    gold = [_item(c, article.body) for c in claims if c.review_status in GOLD_STATUSES]
    negatives = [_item(c, article.body) for c in claims if c.review_status == Claim.ReviewStatus.REJECTED]
    return gold, negatives


def _gold_claims(article: Article) -> list[GoldClaim]:
    """The gold of a reviewed article straight from its claims' spans."""
    out = []
    for claim in article.claims.all():
        if claim.review_status not in GOLD_STATUSES:
            continue
        record = claim.as_record(corrected=True)
        out.append(GoldClaim(
            kind=record.kind, value=record.value, scope=record.scope,
            sentence_start=record.sentence_start, sentence_end=record.sentence_end,
            speaker=record.speaker, scope_detail=record.scope_detail,
            group=record.group if record.kind in NUMERIC_KINDS else None,
        ))
    return out


def score_reviewed(articles) -> Evaluation:
    """The current extractor scored against the reviewed articles' gold in the database."""
    total = Evaluation()
    for article in articles:
        total = total.merge(evaluate(extraction.extract(article.body), _gold_claims(article)))
    return total


def _match(article: Article) -> dict:
    incident = article.coverage.incident if hasattr(article, "coverage") else None
    if incident is None:
        return {}
    return {"home": incident.home_club, "away": incident.away_club, "competition": incident.competition,
            "date": incident.date.isoformat() if incident.date else ""}


def export_gold(folder: Path, articles) -> tuple[int, int, int]:
    """Write the reviewed ``articles`` to ``folder``; (articles, gold claims, negatives) written."""
    gold_folder = folder / "gold"
    gold_folder.mkdir(parents=True, exist_ok=True)
    entries, matches, claims_written, negatives_written = [], {}, 0, 0
    for article in articles:
        name = file_name(article)
        gold, negatives = gold_of(article)
        (folder / name).write_text(article.body, encoding="utf-8")
        data = {"file": name, "annotator": ANNOTATOR, "claims": gold, "negatives": negatives}
        (gold_folder / (Path(name).stem + ".json")).write_text(
            json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        entries.append({
            "file": name, "outlet": article.source.name, "outlet_domain": article.source.domain,
            "headline": article.headline, "url": article.url or None,
            "published": article.published.date().isoformat() if article.published else "",
            "standfirst_is_first_line": False,
        })
        matches[name] = _match(article)
        claims_written += len(gold)
        negatives_written += len(negatives)
    manifest = {"about": f"Reviewed reports {ANNOTATOR}, extractor {extraction.EXTRACTOR_NAME} "
                         f"v{extraction.EXTRACTOR_VERSION} at export.", "articles": entries}
    (folder / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1) + "\n",
                                          encoding="utf-8")
    (gold_folder / "expected_matches.json").write_text(
        json.dumps({"about": "Each report's incident as editors left it.", "matches": matches},
                   ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return len(entries), claims_written, negatives_written
