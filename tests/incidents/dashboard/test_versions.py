"""A revised report on the dashboard: its versions and their diff on the article page,
an older version with its frozen claims, what its page said, and the revision as a
timeline entry of its own."""

from __future__ import annotations

import pytest
from django.urls import reverse
from django.utils.html import escape

from incidents.curation.services import claim_review
from incidents.dashboard import versions
from incidents.models import Claim
from sources.importing import ArticleRecord
from sources.models import Source
from sources.services import article_upsert
from tests.factories import make_incident, make_user
from tests.incidents.dashboard.reports import HX, HX_RESTORE, count_queries, report
from tests.incidents.revisions import FIRST, SECOND, entry, import_entries, revised_report

pytestmark = pytest.mark.django_db

# The incident page as it cost before versions were kept (tests/incidents/dashboard/test_incident_page.py).
DEFAULT_PAGE_QUERIES = 4


def section(html: str, start: str, end: str) -> str:
    return html[html.index(start):html.index(end, html.index(start))]


def test_the_article_page_lists_each_version_with_what_changed(client, tmp_path):
    article = revised_report(tmp_path)
    html = client.get(article.get_absolute_url()).content.decode()
    listed = section(html, 'id="versions"', "</section>")
    assert "Versions (2)" in listed
    assert "<strong>Version 1</strong>: <span class=\"version-change\">first version seen</span>" in listed
    second = listed[listed.index("<strong>Version 2</strong>"):]
    assert "Arrests, at this match: 2 → 7" in second
    assert "a quote from Leeds United added" in second
    assert "the outlet's update time 22 Sep 2018, 16:40" in second  # 15:40 UTC in London's summer
    assert 'href="?version=1#text-heading"' in listed
    assert "version 2 of 2" in html


def test_two_versions_diffed_mark_the_changed_figure(client, tmp_path):
    article = revised_report(tmp_path)
    response = client.get(article.get_absolute_url() + "?from=1&to=2")
    assert response.status_code == 200
    diff = section(response.content.decode(), 'id="versions-diff"', '</section>')
    assert '<del class="changed-figure"><span class="visually-hidden">[only in version 1: </span>two' in diff
    assert '<ins class="changed-figure"><span class="visually-hidden">[only in version 2: </span>seven' in diff
    assert "1 only in version 2" in diff  # the club's statement, added
    # The form shows the pair chosen, so the link can be shared and changed.
    form = section(response.content.decode(), 'id="version-from"', "</form>")
    assert '<option value="1" selected>' in form and '<option value="2" selected>' in form


@pytest.mark.parametrize(("query", "error"), [
    ("?from=1&to=9", "No version 9 of this report: it has versions 1 to 2."),
    ("?version=x", "'version' must be a version number such as 1, not 'x'."),
    ("?from=2&to=2", "Choose two different versions to compare."),
])
def test_a_bad_version_in_the_query_is_one_line_not_a_500(client, tmp_path, query, error):
    article = revised_report(tmp_path, other=False)
    response = client.get(article.get_absolute_url() + query)
    assert response.status_code == 400
    html = response.content.decode()
    assert f'<p class="field-error" role="alert">{escape(error)}</p>' in html
    assert "Police arrested seven people" in html  # the latest text is still shown


def test_an_older_version_shows_its_text_with_its_claims_and_their_review(client, tmp_path):
    import_entries(tmp_path / "first.json", entry(FIRST))
    from sources.models import Article

    article = Article.objects.get()
    editor = make_user("sub-editor", "Editors")
    two = Claim.objects.get(article=article, kind="arrests")
    claim_review(claim=two, status=Claim.ReviewStatus.CONFIRMED, user=editor, note="Checked with the police.")
    import_entries(tmp_path / "second.json", entry(SECOND))

    client.force_login(editor)
    html = client.get(article.get_absolute_url() + "?version=1").content.decode()
    assert "An older version:" in html and "version 1 of 2" in html
    assert f'<a href="{article.get_absolute_url()}">Read the latest version</a>' in html
    text = section(html, 'id="text-heading"', "</section>")
    assert "Police arrested " in text and "seven" not in text
    assert f'<mark class="claim kind-figure kind-arrests is-confirmed" id="claim-{two.pk}"' in text
    claims = section(html, 'id="claims-heading"', "</section>")
    assert "Confirmed by sub-editor" in claims and "Checked with the police." in claims
    # No review buttons against an older text, and no adding claims to it.
    assert "curation/claims" not in claims and "data-add-claim" not in html
    latest = client.get(article.get_absolute_url()).content.decode()
    assert "An older version:" not in latest
    assert "Police arrested <mark" in section(latest, 'id="text-heading"', "</section>")


def test_what_the_page_said_is_a_plain_text_download_never_live_html(client):
    source = Source.objects.create(name="Web Post", slug="web-post")
    page = b'<html><script>alert("x")</script><p>Police arrested two people.</p></html>'
    record = ArticleRecord(outlet="Web Post", body="Two arrests\nPolice arrested two people.",
                           headline="Two arrests", origin="test", url="https://web.example/2", page=page)
    article = article_upsert(source=source, record=record).article
    html = client.get(article.get_absolute_url()).content.decode()
    link = reverse("incidents:article-version-page", args=[article.pk, 1])
    assert f'href="{link}" download>What the page said</a>' in html
    response = client.get(link)
    assert response.status_code == 200 and response.content == page
    assert response["Content-Type"] == "text/plain"
    assert response["Content-Disposition"].startswith("attachment;")
    assert response["Content-Security-Policy"].startswith("sandbox")
    assert response["X-Content-Type-Options"] == "nosniff"


def test_no_page_kept_is_no_link_and_a_404(client, tmp_path):
    article = revised_report(tmp_path, other=False)
    html = client.get(article.get_absolute_url()).content.decode()
    assert "What the page said" not in html
    assert client.get(reverse("incidents:article-version-page", args=[article.pk, 1])).status_code == 404


def test_the_article_page_costs_one_query_more_for_its_versions_whatever_their_number(client, tmp_path):
    article = revised_report(tmp_path, other=False)
    once = count_queries(client, article.get_absolute_url())
    import_entries(tmp_path / "third.json", entry(SECOND + "\nMore later."))
    assert count_queries(client, article.get_absolute_url() + "?from=1&to=3&version=2") == once
    incident = make_incident()
    plain = report(incident, body="Derby day\nPolice made seven arrests.", claims=[{"text": "seven arrests"}])
    assert count_queries(client, plain.get_absolute_url()) == once


def test_a_revision_in_words():
    incident = make_incident()
    before = report(incident, body="Derby\nPolice made two arrests.", claims=[{"text": "two arrests", "value": "2"}])
    after = report(incident, body="Derby\nPolice made seven arrests.", claims=[{"text": "seven arrests", "value": "7"}])
    same = report(incident, body="Derby\nOfficers made two arrests.", claims=[{"text": "two arrests", "value": "2"}])
    changed = versions.revision(list(before.claims.all()), list(after.claims.all()))
    assert changed.line == "Arrests, at this match: 2 → 7"
    assert versions.revision(list(before.claims.all()), list(same.claims.all())).line == versions.WORDING_ONLY


# --------------------------------------------------------------------------
# The incident's timeline


def test_the_timeline_shows_a_revised_report_as_an_entry_of_its_own(client, tmp_path):
    article = revised_report(tmp_path)
    incident = article.coverage.incident
    html = client.get(incident.get_absolute_url()).content.decode()
    timeline = section(html, 'id="timeline"', 'id="diff"')
    entries = timeline.split("<li")[1:]
    titles = [e[e.index("<h3>"):e.index("</h3>")] for e in entries if "<h3>" in e]
    # The first report as first published (two arrests), the other outlet, then the revision.
    assert [("Northern Post" in t, "Daily Wire" in t, "(revised)" in t) for t in titles] == [
        (True, False, False), (False, True, False), (True, False, True)]
    first = timeline[:timeline.index("Daily Wire")]
    assert "Arrests, at this match" in first and ">2</a>" in first and ">7</a>" not in first
    revised = timeline[timeline.index("(revised)"):]
    assert "Northern Post</span>, 16:40 (revised)" in timeline
    assert "Arrests, at this match: 2 → 7; a quote from Leeds United added" in revised
    assert f'href="{article.get_absolute_url()}?from=1&amp;to=2#versions"' in revised


def test_the_incident_page_costs_one_query_more_only_when_a_report_was_revised(client, tmp_path):
    from tests.incidents.dashboard.reports import small_and_large

    small, _ = small_and_large()
    plain = count_queries(client, small.get_absolute_url())
    article = revised_report(tmp_path)
    assert count_queries(client, article.coverage.incident.get_absolute_url()) == plain + 1


# --------------------------------------------------------------------------
# The incident as it stood (?as_of=)


NOT_ISO = "'as_of' must be an ISO date or date-time such as 2018-09-22 or 2018-09-22T14:00"


def verdict(html: str) -> str:
    return section(html, 'id="verdict"', "</section>")


def test_as_of_before_the_revision_shows_the_older_figure_and_after_it_the_newer(client, tmp_path):
    article = revised_report(tmp_path)
    url = article.coverage.incident.get_absolute_url()
    # London time (BST): the first report 13:00, the other outlet's 14:00, the revision 16:40.
    before = client.get(url + "?as_of=2018-09-22T14:30").content.decode()
    assert "As it stood on 22 Sep 2018, 14:30:</strong> 2 reports, 1 revised since." in before
    assert f'<a href="{url}">See the incident now</a>' in before
    assert "No conflicts. Outlets agree on Arrests, at this match: 2." in verdict(before)
    assert "7" not in verdict(before)
    accounts = section(before, 'id="accounts"', 'id="quotes"')
    assert "Police arrested <mark" in accounts and ">two people</mark>" in accounts and "seven" not in accounts
    assert "(revised)" not in section(before, 'id="timeline"', 'id="diff"')
    # Links and forms keep the moment.
    assert "&amp;as_of=2018-09-22T14%3A30#accounts" in before
    assert '<input type="hidden" name="as_of" value="2018-09-22T14:30">' in before

    after = client.get(url + "?as_of=2018-09-22T17:00").content.decode()
    assert "As it stood on 22 Sep 2018, 17:00:</strong> 2 reports, 0 revised since." in after
    assert "7 (Northern Post) vs 2 (Daily Wire)" in verdict(after)
    assert "(revised)" in section(after, 'id="timeline"', 'id="diff"')
    # A bare date is the end of that day.
    assert "2 reports, 0 revised since" in client.get(url + "?as_of=2018-09-22").content.decode()


def test_as_of_leaves_out_reports_not_yet_published(client, tmp_path):
    article = revised_report(tmp_path)
    url = article.coverage.incident.get_absolute_url()
    early = client.get(url + "?as_of=2018-09-22T13:30").content.decode()
    assert "1 report, 1 revised since" in early
    assert "Daily Wire" not in section(early, 'id="accounts"', 'id="quotes"')
    none = client.get(url + "?as_of=2018-09-21").content.decode()
    assert "0 reports, 0 revised since" in none


@pytest.mark.parametrize(("value", "error"), [
    ("yesterday", f"{NOT_ISO}, not 'yesterday'."),
    ("2018-13-45", f"{NOT_ISO}, not '2018-13-45'."),
    ("0001-01-01", "'as_of' must be a date between the years 1800 and 9998, not '0001-01-01'."),
    ("9999-12-31T23:59-05:00", "'as_of' must be a date between the years 1800 and 9998, not '9999-12-31T23:59-05:00'."),
])
def test_an_invalid_as_of_is_one_line_not_a_500(client, tmp_path, value, error):
    article = revised_report(tmp_path, other=False)
    response = client.get(article.coverage.incident.get_absolute_url(), {"as_of": value})
    assert response.status_code == 400
    html = response.content.decode()
    assert f'<p class="field-error" role="alert">{escape(error)}</p>' in html
    assert "As it stood" not in html and "seven people" in html  # the incident now


def test_an_as_of_view_never_fills_the_default_pages_cache(client, tmp_path):
    article = revised_report(tmp_path)
    url = article.coverage.incident.get_absolute_url()
    # After the revision, as of a moment the comparison is the same as now's.
    client.get(url + "?as_of=2018-09-23")
    client.get(url + "?as_of=2018-09-22T14:30")
    now = client.get(url).content.decode()
    assert "As it stood" not in now and "as_of" not in now
    assert "7 (Northern Post) vs 2 (Daily Wire)" in verdict(now)
    again = client.get(url + "?as_of=2018-09-22T14:30").content.decode()
    assert "No conflicts" in verdict(again)


def test_as_of_costs_one_query_more_and_the_default_page_none(client, tmp_path, django_assert_num_queries):
    from tests.incidents.dashboard.reports import small_and_large

    small, _ = small_and_large()
    plain = count_queries(client, small.get_absolute_url())
    # As before versions were kept: the session, the incident, its reports, their claims.
    assert plain == DEFAULT_PAGE_QUERIES
    article = revised_report(tmp_path)
    url = article.coverage.incident.get_absolute_url()
    # The versions once for the moment, once more for the timeline's revisions.
    assert count_queries(client, url + "?as_of=2018-09-22T17:00") == plain + 2
    assert count_queries(client, small.get_absolute_url() + "?as_of=2018-09-22") == plain + 1


def test_a_frozen_claim_of_a_kind_no_longer_known_is_left_out_not_a_500(client, tmp_path):
    from sources.models import ArticleVersion

    article = revised_report(tmp_path, other=False)
    first = ArticleVersion.objects.get(article=article, number=1)
    first.claims = [{**first.claims[0], "kind": "retired-kind"}, *first.claims[1:]]
    first.save()
    response = client.get(article.get_absolute_url() + "?version=1")
    assert response.status_code == 200
    assert f"Claims read from version 1 ({len(first.claims) - 1})" in response.content.decode()


def test_the_versions_diff_is_one_url_for_the_page_and_its_htmx_fragment(client, tmp_path):
    article = revised_report(tmp_path, other=False)
    url = article.get_absolute_url() + "?from=1&to=2"
    page = client.get(url)
    assert b"<html" in page.content and b'id="versions-diff"' in page.content
    fragment = client.get(url, HTTP_HX_TARGET="versions-diff", **HX)
    html = fragment.content.decode()
    assert "<html" not in html and 'id="versions-diff"' in html and 'class="changed-figure"' in html
    assert "HX-Request" in fragment["Vary"]
    restored = client.get(url, HTTP_HX_TARGET="versions-diff", **HX_RESTORE)
    assert b"<html" in restored.content
    # A bad pair in the fragment is its one line, answered so that htmx shows it.
    same = client.get(article.get_absolute_url() + "?from=2&to=2", HTTP_HX_TARGET="versions-diff", **HX)
    assert same.status_code == 200 and "Choose two different versions to compare." in same.content.decode()
