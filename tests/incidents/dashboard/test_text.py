"""Marked-up report text and search snippets: escaped piece by piece, claims and hits in <mark>."""

from __future__ import annotations

import re
from types import SimpleNamespace

from django.conf import settings

from incidents.dashboard import text
from incidents.extraction.kinds import REGISTRY
from incidents.models import IncidentQuerySet


def claim(pk, body, words, *, kind="arrests", sentence=None, status="unreviewed"):
    """A stand-in for a Claim row stating ``words`` of ``body``."""
    start = body.index(words)
    sentence = sentence or (0, len(body))
    return SimpleNamespace(
        pk=pk, kind=kind, start=start, end=start + len(words), sentence_start=sentence[0],
        sentence_end=sentence[1], review_status=status,
        get_kind_display=lambda: kind.title(), get_review_status_display=lambda: status.title(),
    )


def test_marked_text_escapes_every_piece_and_marks_claims():
    body = "<b>Seven</b> arrests & <script>x</script> two injuries."
    html = text.marked_text(body, [claim(1, body, "two injuries", kind="injuries")],
                            fact_keys={1: "injuries-incident"}, highlight="injuries-incident")
    assert "<b>" not in html and "<script>" not in html
    assert "&lt;b&gt;Seven&lt;/b&gt; arrests &amp; &lt;script&gt;" in html
    assert '<span class="sentence is-highlighted" data-facts="injuries-incident">' in html
    assert 'class="claim kind-figure kind-injuries is-current" data-claim="1" data-fact="injuries-incident"' in html


def test_nested_claims_nest_and_crossing_ones_are_skipped():
    body = "Police made seven arrests after the match ended."
    outer = claim(1, body, "made seven arrests after")
    inner = claim(2, body, "seven", kind="crowd")
    crossing = claim(3, body, "after the match", kind="venue")
    html = text.marked_text(body, [outer, inner, crossing])
    assert html.count("<mark") == 2 and html.count("</mark>") == 2
    assert html.index('data-claim="1"') < html.index('data-claim="2"')
    assert text.marked_claim_ids(body, [outer, inner, crossing]) == {1, 2}
    import re
    assert re.sub(r"<[^>]+>", "", html) == body  # marking adds tags, never loses words


def test_article_anchors_only_when_asked():
    body = "Police made seven arrests."
    one = claim(9, body, "seven arrests")
    assert 'id="claim-9"' in text.marked_text(body, [one], article_ids=True)
    assert 'id="claim-9"' not in text.marked_text(body, [one])


def test_postgres_headline_markers_become_marks_and_nothing_else():
    raw = f"<img src=x> fans {IncidentQuerySet.SNIPPET_START}threw{IncidentQuerySet.SNIPPET_STOP} coins"
    html = text.marked_headline(raw)
    assert html == "&lt;img src=x&gt; fans <mark>threw</mark> coins"
    unbalanced = text.marked_headline(f"a {IncidentQuerySet.SNIPPET_START}b")
    assert "<mark>" not in unbalanced


def test_each_mark_carries_its_kind_family_from_the_registry():
    body = "Police made seven arrests."
    for kind in REGISTRY:
        html = text.marked_text(body, [claim(1, body, "seven arrests", kind=kind.name)])
        classes = dict.fromkeys(["claim", kind.css_class, f"kind-{kind.name}"])
        assert f'<mark class="{" ".join(classes)}"' in html, kind.name
    unknown = text.marked_text(body, [claim(1, body, "seven arrests", kind="novel")])
    assert '<mark class="claim kind-novel"' in unknown


def test_the_stylesheet_and_the_legend_style_kind_families_not_kinds():
    css = (settings.BASE_DIR / "static/css/terrace.css").read_text()
    legend = (settings.BASE_DIR / "templates/incidents/incident_detail.html").read_text()
    families = {kind.css_class for kind in REGISTRY}
    assert families == {"kind-figure", "kind-detail", "kind-quote"}
    for family in families:
        assert f"mark.{family} {{" in css and f'<mark class="claim {family}">' in legend
    styled = set(re.findall(r"\.(kind-[\w-]+)", css)) | set(re.findall(r"\b(kind-[\w-]+)", legend))
    assert styled == families
