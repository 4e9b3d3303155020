"""What the dashboard keeps in the cache (comparisons, the list's summaries of them)
is used until what it was computed from changes, and never after: every edit an
editor or an import makes shows on the next request."""

from __future__ import annotations

import datetime as dt
from unittest import mock

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from incidents.curation.services import article_move, claim_review
from incidents.dashboard import compared, selectors
from incidents.dashboard import pages as pages_module
from incidents.models import Claim, Incident
from incidents.roles import EDITORS
from tests.factories import make_incident, make_user
from tests.incidents.dashboard.reports import count_queries, derby, report

pytestmark = pytest.mark.django_db

CONFLICT = "5 (BBC Sport) vs 2 (The Sun)"
NOTE = 'class="conflict-note"'  # a card's "facts where outlets conflict"
ROW = "status-row-conflicting"  # a conflicting row of the incident's facts table


@pytest.fixture
def editor():
    return make_user("eddie", EDITORS)


def injuries(outlet: str) -> Claim:
    return Claim.objects.get(kind="injuries", article__source__slug=outlet)


def pages(client, incident) -> tuple[str, str]:
    """The incidents list and the incident's page, as a reader gets them."""
    return client.get("/").content.decode(), client.get(incident.get_absolute_url()).content.decode()


def test_a_list_seen_before_reads_and_compares_no_claim(client):
    incident, _ = derby()
    cold = count_queries(client, "/")
    with (mock.patch.object(compared, "compare", wraps=compared.compare) as compare,
          mock.patch.object(selectors, "incident_summaries", wraps=selectors.incident_summaries) as summaries):
        warm = count_queries(client, "/")
        assert summaries.call_count == 0  # every card is in the cache
        assert CONFLICT in client.get("/?conflicts=1").content.decode()
        client.get(incident.get_absolute_url())
    assert compare.call_count == 1  # the page's comparison (quotes too), not the list's
    assert warm == cold - 2  # the claims query, and the count (kept under the archive's watermark)


def test_the_list_counts_again_only_after_a_write(client):
    incident, _ = derby()
    assert "1 incident\n" in client.get("/").content.decode()
    assert "1 incident found" in client.get("/?club=Chelsea").content.decode()
    # Nothing written since: the list shows its count without counting.
    with CaptureQueriesContext(connection) as queries:
        client.get("/")
        client.get("/?club=Chelsea")
    assert not [q["sql"] for q in queries.captured_queries if q["sql"].startswith("SELECT COUNT(")]
    # A new incident with a report is counted at once, in the list and in its club's.
    report(make_incident(slug="new", home_club="Chelsea", away_club="Millwall"),
           body="Chelsea v Millwall\nPolice made 2 arrests.", claims=[{"text": "2 arrests", "value": "2"}])
    assert "2 incidents\n" in client.get("/").content.decode()
    assert "2 incidents found" in client.get("/?club=Chelsea").content.decode()
    # An editor renaming a club moves the incident out of that club's count at once.
    incident.home_club, incident.away_club = "Leyton Orient", "Millwall"
    incident.save()
    assert "1 incident found" in client.get("/?club=Chelsea").content.decode()


def test_a_renamed_incident_and_a_new_club_show_at_once(client):
    incident, _ = derby()
    client.get("/")
    incident.title = "The Boleyn Ground riot"
    incident.save()
    make_incident(slug="new", home_club="Leyton Orient", away_club="Millwall")
    html = client.get("/").content.decode()
    assert "The Boleyn Ground riot" in html and CONFLICT in html
    assert '<option value="Leyton Orient">' in html


def test_the_version_changes_with_every_write_to_a_claim(editor):
    incident, (a_sun, _, _) = derby()

    def version(pk=incident.pk) -> tuple[int, int]:
        row = Incident.objects.with_claims_version().get(pk=pk)
        return row.claim_changes, row.claim_count

    seen = [version()]
    claim_review(claim=injuries("the-sun"), status="confirmed", user=editor)
    seen.append(version())
    other = make_incident(slug="elsewhere")
    article_move(article=a_sun, incident=other, user=editor)  # claims leave: the count falls
    seen.append(version())
    article_move(article=a_sun, incident=incident, user=editor)  # and come back: new entries
    seen.append(version())
    injuries("bbc-sport").delete()
    seen.append(version())
    assert len(set(seen)) == len(seen), seen
    assert version(other.pk) != (0, 0)


def test_a_rejected_claim_leaves_the_list_and_the_page_at_once(client, editor):
    incident, _ = derby()
    listed, page = pages(client, incident)
    assert CONFLICT in listed and NOTE in listed and ROW in page
    claim_review(claim=injuries("the-sun"), status="rejected", user=editor, note="Wrong match")
    listed, page = pages(client, incident)
    assert CONFLICT not in listed and NOTE not in listed and ROW not in page


def test_a_correction_made_in_admin_shows_at_once(client, editor):
    incident, _ = derby()
    pages(client, incident)
    client.force_login(editor)
    claim = injuries("the-sun")
    response = client.post(reverse("admin:incidents_claim_change", args=[claim.pk]), {
        "review_status": "confirmed", "editor_note": "Five, says the club", "corrected_value": "5",
        "corrected_low": "5", "corrected_high": "5",
    })
    assert response.status_code == 302
    listed, page = pages(client, incident)
    assert CONFLICT not in listed and "Agreed by 3 outlets" in listed
    assert NOTE not in listed and ROW not in page


def test_a_report_moved_to_another_incident_leaves_both_cards_right(client, editor):
    incident, (a_sun, _, _) = derby()
    other = make_incident(slug="elsewhere", title="Elsewhere v Nowhere")
    pages(client, incident)
    article_move(article=a_sun, incident=other, user=editor)
    listed, page = pages(client, incident)
    assert CONFLICT not in listed and "2 outlets" in listed and "Two fans were injured" not in page
    assert "2 (The Sun)" not in listed and "One outlet only" in listed


def test_a_renamed_outlet_and_a_redated_report_show_at_once(client):
    incident, (a_sun, _, _) = derby()
    pages(client, incident)
    a_sun.source.name = "The Daily Sun"
    a_sun.source.save()
    listed, page = pages(client, incident)
    assert "5 (BBC Sport) vs 2 (The Daily Sun)" in listed and "The Daily Sun" in page
    # The Sun's 2 injured, now published a day before the BBC's 5: a figure updated, not a conflict.
    a_sun.published = dt.datetime(2016, 10, 25, 8, tzinfo=dt.UTC)
    a_sun.save()
    listed, page = pages(client, incident)
    assert "vs 2 (The Daily Sun)" not in listed and "Updated in later reports" in listed


def test_the_facts_table_and_the_quotes_follow_reviews_and_the_query(client, editor):
    incident, _ = derby()
    url = incident.get_absolute_url()
    client.get(url)
    claim_review(claim=injuries("the-sun"), status="confirmed", user=editor)
    quote = Claim.objects.get(kind="quote", article__source__slug="sky-sports")
    claim_review(claim=quote, status="rejected", user=editor, note="Not the club's words")
    page = client.get(url).content.decode()
    quotes = page[page.index('id="quotes-heading"'):page.index('id="timeline-heading"')]
    assert "checked by an editor" in page and "extremely disappointed" not in quotes
    assert 'is-current" data-fact="injuries-incident"' not in page
    highlighted = client.get(f"{url}?fact=injuries-incident").content.decode()
    assert 'is-current" data-fact="injuries-incident"' in highlighted
    only = client.get(f"{url}?conflicts=1").content.decode()
    assert "Facts where outlets conflict" in only and "Every fact the reports state" in page


def test_the_marked_accounts_are_kept_and_follow_reviews_and_the_highlight(client, editor):
    incident, _ = derby()
    url = incident.get_absolute_url()
    claim = injuries("the-sun")
    mark = f'data-claim="{claim.pk}"'
    assert mark in client.get(url).content.decode()
    with mock.patch("incidents.dashboard.pages.marked_text", wraps=pages_module.marked_text) as marking:
        assert mark in client.get(url).content.decode()
        assert marking.call_count == 0  # every account from the cache
        highlighted = client.get(url + "?fact=injuries-incident").content.decode()
        assert marking.call_count == 3 and "is-current" in highlighted
    claim_review(claim=claim, status="rejected", user=editor, note="Wrong match")
    assert mark not in client.get(url).content.decode()  # a rejected claim is no longer marked
