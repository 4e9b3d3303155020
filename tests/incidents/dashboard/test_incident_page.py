"""One incident compared (/incidents/<slug>/): facts table, accounts, quotes,
timeline, diff of two accounts, and its query count."""

from __future__ import annotations

import datetime as dt
from unittest import mock

import pytest
from django.http import QueryDict

from incidents.dashboard import pages, selectors, timeline
from incidents.models import Claim
from tests.factories import make_incident, make_source
from tests.incidents.dashboard.reports import (
    HX,
    HX_RESTORE,
    count_queries,
    derby,
    report,
    small_and_large,
)

pytestmark = pytest.mark.django_db


def test_incident_header_and_facts_table(client):
    incident, _ = derby()
    html = client.get(incident.get_absolute_url()).content.decode()
    assert "<h1>West Ham United v Chelsea</h1>" in html
    assert "Wednesday 26 October 2016" in html and "West Ham 2-1" in html
    assert '<th scope="col">The Sun</th>' in html and '<th scope="col">BBC Sport</th>' in html
    assert "Arrests, at this match" in html and "Agreed by 3 outlets" in html
    assert "People banned, this season" in html and "One outlet only" in html
    assert "status-row-conflicting" in html and "⚠" in html


def test_a_cell_with_several_figures_lists_the_others_once(client):
    incident = make_incident(slug="derby-day", title="Aaa v Bbb")
    report(incident, body="Chaos\nPolice made seven arrests. By midnight nine people had been arrested.",
           claims=[{"text": "seven arrests", "value": "7"},
                   {"text": "nine people had been arrested", "value": "9"}])
    html = client.get(incident.get_absolute_url()).content.decode()
    assert '<span class="also">(also 7)</span>' in html


def test_cells_link_to_the_sentence_in_the_article(client):
    incident, (a_sun, _, _) = derby()
    claim = a_sun.claims.get(kind="arrests")
    html = client.get(incident.get_absolute_url()).content.decode()
    assert f'href="/articles/{a_sun.pk}/#claim-{claim.pk}"' in html


def test_only_conflicts_toggle(client):
    incident, _ = derby()
    url = incident.get_absolute_url()
    everything = client.get(url, **HX).content.decode()
    assert "Arrests, at this match" in everything
    conflicts = client.get(url + "?conflicts=1", **HX).content.decode()
    assert "Injuries, at this match" in conflicts
    assert "Arrests, at this match" not in conflicts
    page = client.get(url + "?conflicts=1").content.decode()
    assert 'name="conflicts" value="1" checked' in page
    assert 'hx-target="#facts-table"' in page and 'hx-push-url="true"' in page


def test_fact_in_the_query_string_highlights_its_sentence_in_every_account(client):
    incident, _ = derby()
    html = client.get(incident.get_absolute_url() + "?fact=arrests-incident").content.decode()
    assert html.count('class="sentence is-highlighted"') == 3
    assert html.count('class="claim kind-figure kind-arrests is-current"') == 3
    plain = client.get(incident.get_absolute_url() + "?fact=nonsense").content.decode()
    assert "is-highlighted" not in plain


def test_accounts_mark_claims_by_kind_and_fact(client):
    incident, (a_sun, _, _) = derby()
    claim = a_sun.claims.get(kind="arrests")
    html = client.get(incident.get_absolute_url()).content.decode()
    assert f'data-claim="{claim.pk}" data-fact="arrests-incident"' in html
    assert 'class="claim kind-quote"' in html
    assert html.count('class="account"') == 3


def test_quotes_compared_with_a_word_diff(client):
    incident, _ = derby()
    html = client.get(incident.get_absolute_url()).content.decode()
    assert "<details" in html and "Slaven Bilic" in html
    # Two outlets carry it; the fullest (The Sun's) is not counted as a rewording of itself.
    assert "Reworded by 1 outlet from The Sun's fullest version" in html
    assert "a number or name differs" not in html  # the BBC only cut words
    assert "[cut: </span>and a team." in html  # BBC's version lacks the last words
    assert "Only in Sky Sports" in html


def test_timeline_in_publication_order_with_what_each_added(client):
    incident, _ = derby()
    html = client.get(incident.get_absolute_url()).content.decode()
    timeline = html[html.index('id="timeline"'):html.index('id="diff"')]
    assert timeline.index("BBC Sport") < timeline.index("The Sun") < timeline.index("Sky Sports")
    assert "c. 27 Oct 2016" in timeline and "date approximate" in timeline
    assert "First report:" in timeline and "New in this report:" in timeline
    assert "Chelsea</strong> had not commented" in timeline
    assert "Chelsea are yet to comment on the incident." in timeline
    assert "extremely disappointed" in timeline


def test_diff_two_accounts(client):
    incident, (a_sun, a_bbc, _) = derby()
    url = f"{incident.get_absolute_url()}?a={a_sun.pk}&b={a_bbc.pk}"
    fragment = client.get(url, HTTP_HX_TARGET="account-diff", **HX).content.decode()
    assert 'id="account-diff"' in fragment and "<html" not in fragment
    assert "<del>" in fragment and "<ins>" in fragment
    assert "only in The Sun" in fragment and "only in BBC Sport" in fragment
    page = client.get(url).content.decode()
    assert 'class="paragraph-diff" role="table"' in page
    # Paragraph by paragraph: the headlines differ, the arrests are the same figure,
    # the injuries another number (two at The Sun, five at the BBC), marked in both.
    assert '<del class="changed-figure"><span class="visually-hidden">[only in The Sun: </span>Two' in page
    assert '<ins class="changed-figure"><span class="visually-hidden">[only in BBC Sport: </span>Five' in page
    assert "Paragraphs: 0 the same, 1 reworded (1 with another number or name), 1 written otherwise" in page
    assert client.get(incident.get_absolute_url() + "?a=x&b=999").status_code == 200


def test_review_status_is_shown(client):
    incident, (a_sun, _, _) = derby()
    Claim.objects.filter(article=a_sun, kind="arrests").update(review_status="confirmed")
    Claim.objects.filter(article=a_sun, kind="injuries").update(review_status="disputed")
    html = client.get(incident.get_absolute_url()).content.decode()
    assert "checked by an editor" in html and "disputed by an editor" in html
    article = client.get(a_sun.get_absolute_url()).content.decode()
    assert "by an editor" in article and "Disputed" in article


def test_seed_pages_show_the_comparison(client, seed_incident):
    html = client.get(seed_incident.get_absolute_url()).content.decode()
    facts = html[html.index('id="facts-table"'):html.index('id="accounts"')]
    assert "Arrests, at this match" in facts and "Agreed by 3 outlets" in facts
    assert "People banned, this season" in facts
    assert "Slaven Bilic" in html and "BJ Harrington" in html
    assert "especially" in html and "[cut: </span>" in html


def test_seed_timeline_shows_chelsea_yet_to_comment_beside_its_statement(client, seed_incident):
    html = client.get(seed_incident.get_absolute_url()).content.decode()
    timeline = html[html.index('id="timeline"'):html.index('id="diff"')]
    sun = timeline[timeline.index("The Sun</span>"):]
    assert "Chelsea are yet to comment on the incident." in sun
    statement = sun[sun.index("Statement attributed to Chelsea"):sun.index("</div>")]
    assert "BBC Sport" in statement and "Sky Sports" in statement
    assert "extremely disappointed" in statement


def test_incident_page_query_count_is_fixed(client, django_assert_num_queries):
    small_incident, large_incident = small_and_large()
    for suffix in ("", "?fact=arrests-incident&conflicts=1"):
        counts = [count_queries(client, i.get_absolute_url() + suffix) for i in (small_incident, large_incident)]
        assert counts[0] == counts[1], suffix
        with django_assert_num_queries(counts[0]):
            client.get(large_incident.get_absolute_url() + suffix)
        assert counts[0] <= 4, suffix


def test_no_comment_sentences_are_found():
    body = "Police made arrests.\nChelsea are yet to comment on the incident. More later."
    assert timeline.no_comment_notes(body) == [("Chelsea", "Chelsea are yet to comment on the incident.")]


# --------------------------------------------------------------------------
# The page object: shared parts once, each panel by its builder, only when shown


def _spies():
    return {name: mock.Mock(wraps=builder) for name, builder in pages.PANELS.items()}


@pytest.mark.parametrize(("target", "panel"), [("facts-table", "facts"), ("accounts", "accounts"),
                                               ("account-diff", "diff")])
def test_a_fragment_request_builds_only_its_panel(client, target, panel):
    incident, (a_sun, a_bbc, _) = derby()
    spies = _spies()
    with mock.patch.dict(pages.PANELS, spies):
        response = client.get(f"{incident.get_absolute_url()}?a={a_sun.pk}&b={a_bbc.pk}",
                              HTTP_HX_TARGET=target, **HX)
    assert response.status_code == 200 and f'id="{target}"' in response.content.decode()
    assert {name for name, spy in spies.items() if spy.called} == {panel}
    assert spies[panel].call_count == 1


@pytest.mark.parametrize("headers", [{}, HX_RESTORE], ids=["page", "history-restore"])
def test_the_full_page_builds_every_panel_once(client, headers):
    incident, _ = derby()
    spies = _spies()
    with mock.patch.dict(pages.PANELS, spies):
        assert b"<html" in client.get(incident.get_absolute_url(), **headers).content
    assert {name: spy.call_count for name, spy in spies.items()} == dict.fromkeys(pages.PANELS, 1)


@pytest.mark.parametrize("target", ["facts-table", "accounts", "account-diff"])
def test_a_fragment_costs_three_queries_whatever_the_size(client, target, django_assert_max_num_queries):
    # The incident, its articles with their outlets, its claims.
    for incident in small_and_large():
        a, b = incident.articles.order_by("pk")[:2]
        with django_assert_max_num_queries(3):
            response = client.get(f"{incident.get_absolute_url()}?a={a.pk}&b={b.pk}&fact=arrests-incident",
                                  HTTP_HX_TARGET=target, **HX)
        assert f'id="{target}"' in response.content.decode()


def test_the_page_object_holds_only_the_panels_asked_for():
    incident, (a_sun, a_bbc, _) = derby()
    compared = selectors.compared_incident(incident)
    query = pages.IncidentQuery.from_params(QueryDict(f"fact=arrests-incident&conflicts=1&a={a_sun.pk}&b={a_bbc.pk}"))
    page = pages.incident_page(compared, query, panels=("diff",))
    assert (page.facts, page.accounts, page.quotes, page.timeline) == (None, None, None, None)
    assert (page.diff.pair.a, page.diff.pair.b) == (a_sun, a_bbc)
    assert page.highlight == "arrests-incident" and page.highlight_fact.label == "Arrests, at this match"
    assert page.only_conflicts and [o.slug for o in page.outlets] == ["bbc-sport", "the-sun", "sky-sports"]
    full = pages.incident_page(compared, query)
    assert [row.fact.key for row in full.facts.rows] == ["injuries-incident"]
    assert len(full.accounts) == len(full.timeline) == 3 and len(full.quotes) == 2


def test_the_query_string_is_read_leniently():
    assert pages.IncidentQuery.from_params(QueryDict("a=x&b=2&conflicts=yes")) == pages.IncidentQuery()
    assert pages.IncidentQuery.from_params(QueryDict("a=1&b=2&fact=k")) == pages.IncidentQuery("k", False, 1, 2)


# --------------------------------------------------------------------------
# Every verdict explains itself, under its row


def _facts_table(html: str) -> str:
    return html[html.index('id="facts-table"'):html.index('id="accounts"')]


def test_each_fact_has_its_reason_in_a_details_under_its_row(client):
    incident, _ = derby()
    facts = _facts_table(client.get(incident.get_absolute_url()).content.decode())
    assert facts.count('<tr class="fact-row') == facts.count('<tr class="fact-reason') == 3
    assert "<summary>Why?" in facts
    assert "<p>7: the same figure from 3 outlets</p>" in facts
    assert "<p>5 (BBC Sport) vs 2 (The Sun): different figures</p>" in facts
    assert "<p>only BBC Sport reports it</p>" in facts
    # The reason sits in the row after its fact, across every column.
    injuries = facts[facts.index('data-fact="injuries-incident"'):]
    assert injuries.index("different figures") < injuries.index('<tr class="fact-row')
    assert '<td colspan="5">' in facts  # the fact, three outlets, the status
    # A conflict's reason is open; the others open from the keyboard.
    assert '<details class="reason" open>' in injuries[:injuries.index("different figures")]
    assert facts.count('<details class="reason">') == 2


def test_a_highlighted_facts_reason_is_open(client):
    incident, _ = derby()
    facts = _facts_table(client.get(incident.get_absolute_url() + "?fact=arrests-incident").content.decode())
    arrests = facts[facts.index('<tr class="fact-reason status-row-agreed is-current"'):]
    assert arrests.index('<details class="reason" open>') < arrests.index("the same figure from 3 outlets")


def test_new_levels_show_in_words_and_icons_with_their_reasons(client):
    incident = make_incident(slug="levels", title="Aaa v Bbb")
    early = dt.datetime(2016, 10, 26, 0, 0, tzinfo=dt.timezone.utc)
    late = dt.datetime(2016, 10, 27, 9, tzinfo=dt.timezone.utc)
    report(incident, outlet=make_source(name="The Sun", slug="sun"), published=early,
           body="Early\nDozens of fans clashed. Two people were arrested. Two stewards were hurt.",
           claims=[{"text": "Dozens of fans clashed", "kind": "crowd", "value": "24", "low": 24, "high": 99,
                    "approximate": True, "original": "Dozens of"},
                   {"text": "Two people were arrested", "value": "2"},
                   {"text": "Two stewards were hurt", "kind": "injuries", "value": "2", "group": "stewards"}])
    report(incident, outlet=make_source(name="BBC Sport", slug="bbc"), published=late,
           body="Later\nAbout 36 fans clashed. Five people were arrested. Five supporters were hurt.",
           claims=[{"text": "36 fans clashed", "kind": "crowd", "value": "36"},
                   {"text": "Five people were arrested", "value": "5"},
                   {"text": "Five supporters were hurt", "kind": "injuries", "value": "5", "group": "fans"}])
    facts = _facts_table(client.get(incident.get_absolute_url()).content.decode())
    assert '<span aria-hidden="true">≈</span> Compatible' in facts
    assert "dozens (The Sun) contains 36 (BBC Sport)" in facts
    assert '<span aria-hidden="true">↗</span> Updated in later reports' in facts
    assert "The Sun said 2 on 26 Oct; BBC Sport said 5 later" in facts
    assert "Injuries, stewards, at this match" in facts and "Injuries, supporters, at this match" in facts
    assert "2 stewards (The Sun) and 5 supporters (BBC Sport): different people, no conflict" in facts
    assert "status-row-conflicting" not in facts


def test_the_facts_fragment_carries_the_reasons(client):
    incident, _ = derby()
    fragment = client.get(incident.get_absolute_url() + "?conflicts=1", **HX).content.decode()
    assert "<html" not in fragment
    assert fragment.count('<tr class="fact-reason') == 1
    assert "5 (BBC Sport) vs 2 (The Sun): different figures" in fragment


def test_the_page_opens_with_the_answer_conflicts_first(client):
    incident, _ = derby()
    html = client.get(incident.get_absolute_url()).content.decode()
    verdict = html[html.index('<section id="verdict"'):html.index('<section id="facts"')]
    # Injuries conflict (5 from BBC Sport, first to publish; 2 from The Sun); arrests are agreed.
    assert "1 conflict: Injuries, at this match: 5 (BBC Sport) vs 2 (The Sun)." in verdict
    assert verdict.index("Where the outlets conflict") < verdict.index("Key figures two or more outlets give")
    assert "Arrests, at this match</a>: <strong>7 (BBC Sport, The Sun, Sky Sports)</strong>" in verdict
    assert 'href="?fact=arrests-incident#accounts"' in verdict  # each line leads to its row
    # A season figure is not this match's key figure: the table has it, the answer not.
    assert "this season" not in verdict and "People banned, this season" in html


def test_the_facts_table_is_in_sections_and_details_start_collapsed(client):
    incident, (a_sun, _, _) = derby()
    report(incident, body="Missiles\nA coin was thrown.", claims=[{"text": "coin", "kind": "missiles", "value": "coin"}])
    html = client.get(incident.get_absolute_url()).content.decode()
    table = html[html.index('<table class="facts">'):html.index("</table>")]
    assert table.index('id="facts-key"') < table.index('id="facts-details"')
    assert '<tbody class="fact-section is-collapsed" id="facts-details">' in table
    assert 'aria-expanded="false" aria-controls="facts-details">Missiles and other details' in table
    # Asked for by the query string, a detail's section opens.
    key = "missiles-incident-coin"
    opened = client.get(incident.get_absolute_url() + f"?fact={key}").content.decode()
    assert '<tbody class="fact-section" id="facts-details">' in opened


def test_a_number_changed_inside_a_quote_is_called_out(client):
    incident = make_incident(slug="quoted", title="Aaa v Bbb")
    said = "We made seven arrests and the ground was cleared by ten."
    for outlet, words in (("BBC Sport", said), ("Sky Sports", said.replace("seven", "six"))):
        body = f"{outlet} report\nCommander Smith said: \"{words}\""
        report(incident, outlet=make_source(name=outlet), body=body,
               claims=[{"text": words, "kind": "quote", "value": words, "speaker": "Commander Smith"}])
    html = client.get(incident.get_absolute_url()).content.decode()
    assert "⚠</span> a number or name differs" in html
    assert "Sky Sports has “six” where BBC Sport has “seven”." in html


def test_the_timeline_says_which_figures_a_later_report_changed():
    incident = make_incident(slug="growing", title="Aaa v Bbb")
    bbc, sky = make_source(name="BBC Sport"), make_source(name="Sky Sports")
    first = report(incident, outlet=bbc, published=dt.datetime(2016, 10, 26, 21, tzinfo=dt.timezone.utc),
                   body="Early\nPolice made two arrests. A coin was thrown.",
                   claims=[{"text": "two arrests", "value": "2"},
                           {"text": "coin", "kind": "missiles", "value": "coin"}])
    later = report(incident, outlet=bbc, published=dt.datetime(2016, 10, 27, 9, tzinfo=dt.timezone.utc),
                   body="Update\nPolice have now made seven arrests. A coin was thrown.",
                   claims=[{"text": "seven arrests", "value": "7"},
                           {"text": "coin", "kind": "missiles", "value": "coin"}])
    same = report(incident, outlet=sky, published=dt.datetime(2016, 10, 27, 10, tzinfo=dt.timezone.utc),
                  body="Sky\nSeven arrests were made.", claims=[{"text": "Seven arrests", "value": "7"}])
    page = pages.incident_page(selectors.compared_incident(incident), pages.IncidentQuery(), ["timeline"])
    entries = {entry.article.pk: entry for entry in page.timeline}
    assert [(f.kind, value) for f, value in entries[first.pk].new_facts] == [("arrests", "2"), ("missiles", "coin")]
    [change] = entries[later.pk].changed
    assert (change.fact.kind, change.before, change.before_outlet, change.after) == ("arrests", "2", "BBC Sport", "7")
    assert entries[later.pk].repeated == 1  # the coin
    assert entries[same.pk].changed == [] and entries[same.pk].repeated == 1  # seven again: a repeat


def test_the_timeline_page_says_the_change_in_words(client):
    incident = make_incident(slug="growing-page", title="Aaa v Bbb")
    bbc = make_source(name="BBC Sport")
    for day, body, text, value in ((26, "Early\nPolice made two arrests.", "two arrests", "2"),
                                   (27, "Update\nPolice made seven arrests.", "seven arrests", "7")):
        report(incident, outlet=bbc, published=dt.datetime(2016, 10, day, 9, tzinfo=dt.timezone.utc), body=body,
               claims=[{"text": text, "value": value}])
    html = client.get(incident.get_absolute_url()).content.decode()
    timeline_html = html[html.index('id="timeline"'):]
    assert "Changed from earlier reports:" in timeline_html
    assert "Arrests, at this match: 2 (BBC Sport)" in timeline_html and ">7</a>" in timeline_html
    assert "Nothing new" not in timeline_html


def test_each_fact_offers_a_copy_ready_citation_per_outlet(client):
    incident, (a_sun, a_bbc, _) = derby()
    a_bbc.url = "https://www.bbc.co.uk/sport/derby"
    a_bbc.save()
    html = client.get(incident.get_absolute_url()).content.decode()
    row = html[html.index('data-fact="arrests-incident"'):]
    reason = row[row.index('class="fact-reason'):row.index("</details>")]
    # BBC Sport at 23:00 UTC on 26 Oct 2016 is midnight in London; The Sun's date is approximate.
    assert "<li>BBC Sport reported “seven arrests” (27 Oct 2016, 00:00) [https://www.bbc.co.uk/sport/derby]</li>" in reason
    assert "<li>The Sun reported “seven arrests” (c. 27 Oct 2016)</li>" in reason
