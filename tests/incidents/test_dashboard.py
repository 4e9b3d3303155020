"""View helpers that need no database: marked-up text, snippets, seasons, the CSV guard."""

from __future__ import annotations

import datetime as dt
from types import SimpleNamespace

from incidents import dashboard


def claim(pk, body, text, *, kind="arrests", sentence=None, status="unreviewed"):
    start = body.index(text)
    sentence = sentence or (0, len(body))
    return SimpleNamespace(
        pk=pk, kind=kind, start=start, end=start + len(text), sentence_start=sentence[0],
        sentence_end=sentence[1], review_status=status,
        get_kind_display=lambda: kind.title(), get_review_status_display=lambda: status.title(),
    )


def test_marked_text_escapes_every_piece_and_marks_claims():
    body = "<b>Seven</b> arrests & <script>x</script> two injuries."
    html = dashboard.marked_text(body, [claim(1, body, "two injuries", kind="injuries")],
                                 fact_keys={1: "injuries-incident"}, highlight="injuries-incident")
    assert "<b>" not in html and "<script>" not in html
    assert "&lt;b&gt;Seven&lt;/b&gt; arrests &amp; &lt;script&gt;" in html
    assert '<span class="sentence is-highlighted" data-facts="injuries-incident">' in html
    assert 'class="claim kind-injuries is-current" data-claim="1" data-fact="injuries-incident"' in html


def test_nested_claims_nest_and_crossing_ones_are_skipped():
    body = "Police made seven arrests after the match ended."
    outer = claim(1, body, "made seven arrests after")
    inner = claim(2, body, "seven", kind="crowd")
    crossing = claim(3, body, "after the match", kind="venue")
    html = dashboard.marked_text(body, [outer, inner, crossing])
    assert html.count("<mark") == 2 and html.count("</mark>") == 2
    assert html.index('data-claim="1"') < html.index('data-claim="2"')
    assert dashboard.marked_claim_ids(body, [outer, inner, crossing]) == {1, 2}
    import re
    assert re.sub(r"<[^>]+>", "", html) == body  # marking adds tags, never loses words


def test_article_anchors_only_when_asked():
    body = "Police made seven arrests."
    one = claim(9, body, "seven arrests")
    assert 'id="claim-9"' in dashboard.marked_text(body, [one], article_ids=True)
    assert 'id="claim-9"' not in dashboard.marked_text(body, [one])


def test_plain_snippet_escapes_and_marks_the_term():
    snippet = dashboard.plain_snippet(["<i>Fans</i> threw coins at the <script>stewards</script>"], "coins")
    assert "<mark>coins</mark>" in snippet
    assert "&lt;i&gt;" in snippet and "<script>" not in snippet
    assert dashboard.plain_snippet(["nothing here"], "coins") == ""


def test_postgres_headline_markers_become_marks_and_nothing_else():
    raw = f"<img src=x> fans {dashboard.HEADLINE_START}threw{dashboard.HEADLINE_STOP} coins"
    html = dashboard.marked_headline(raw)
    assert html == "&lt;img src=x&gt; fans <mark>threw</mark> coins"
    unbalanced = dashboard.marked_headline(f"a {dashboard.HEADLINE_START}b")
    assert "<mark>" not in unbalanced


def test_seasons_run_july_to_june():
    assert dashboard.season_of(dt.date(2016, 10, 26)) == "2016/17"
    assert dashboard.season_of(dt.date(2017, 6, 30)) == "2016/17"
    assert dashboard.season_of(dt.date(2017, 7, 1)) == "2017/18"
    assert dashboard.season_bounds("2016/17") == (dt.date(2016, 7, 1), dt.date(2017, 6, 30))
    assert dashboard.season_bounds("2016/18") is None
    assert dashboard.season_bounds("1999/00") == (dt.date(1999, 7, 1), dt.date(2000, 6, 30))
    assert dashboard.seasons_between(dt.date(2016, 8, 1), dt.date(2018, 1, 1)) == ["2017/18", "2016/17"]


def test_csv_cells_cannot_start_a_formula():
    assert dashboard.csv_safe("=1+1") == "'=1+1"
    assert dashboard.csv_safe("+44") == "'+44"
    assert dashboard.csv_safe("-2") == "'-2"
    assert dashboard.csv_safe("@SUM(A1)") == "'@SUM(A1)"
    assert dashboard.csv_safe("2-1") == "2-1"
    assert dashboard.csv_safe(7) == 7


def test_no_comment_sentences_are_found():
    body = "Police made arrests.\nChelsea are yet to comment on the incident. More later."
    assert dashboard.no_comment_notes(body) == [("Chelsea", "Chelsea are yet to comment on the incident.")]
