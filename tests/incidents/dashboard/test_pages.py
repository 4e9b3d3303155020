"""Every dashboard page through its URL: whole documents, htmx fragments, Vary,
history restore, 404s, GET only, and hostile text escaped everywhere."""

from __future__ import annotations

import pytest
from django.urls import reverse

from sources.models import Source
from tests.factories import make_incident, make_source
from tests.incidents.dashboard.reports import HOSTILE, HX, HX_RESTORE, derby, report

pytestmark = pytest.mark.django_db


def _urls():
    incident, (a_sun, _bbc, _sky) = derby()
    return {
        "list": reverse("incidents:incident-list"),
        "detail": incident.get_absolute_url(),
        "article": a_sun.get_absolute_url(),
        "outlet": a_sun.source.get_absolute_url(),
        "json": reverse("incidents:incident-compare-json", args=[incident.slug]),
        "csv": reverse("incidents:incident-compare-csv", args=[incident.slug]),
    }


def test_every_page_answers(client):
    for name, url in _urls().items():
        response = client.get(url)
        assert response.status_code == 200, name


def test_full_pages_are_whole_documents(client):
    urls = _urls()
    for name in ("list", "detail", "article", "outlet"):
        assert b"<html" in client.get(urls[name]).content, name


@pytest.mark.parametrize(
    ("name", "target"),
    [("list", "incident-results"), ("detail", "facts-table"), ("detail", "accounts"),
     ("detail", "account-diff")],
)
def test_htmx_request_gets_only_the_fragment(client, name, target):
    url = _urls()[name]
    response = client.get(url, HTTP_HX_TARGET=target, **HX)
    body = response.content.decode()
    assert response.status_code == 200
    assert "<html" not in body
    assert f'id="{target}"' in body
    assert "HX-Request" in response["Vary"]


def test_fragment_follows_the_target_and_defaults_to_the_first(client):
    url = _urls()["detail"]
    facts = client.get(url, **HX).content.decode()
    assert 'id="facts-table"' in facts and 'id="accounts"' not in facts
    accounts = client.get(url, HTTP_HX_TARGET="accounts", **HX).content.decode()
    assert 'id="accounts"' in accounts and 'id="facts-table"' not in accounts


@pytest.mark.parametrize("name", ["list", "detail"])
def test_history_restore_gets_the_full_page(client, name):
    response = client.get(_urls()[name], **HX_RESTORE)
    assert b"<html" in response.content
    assert "HX-Request" in response["Vary"]


def test_missing_things_are_404(client):
    assert client.get("/incidents/no-such-incident/").status_code == 404
    assert client.get("/incidents/no-such-incident/compare.json").status_code == 404
    assert client.get("/incidents/no-such-incident/compare.csv").status_code == 404
    assert client.get("/articles/999999/").status_code == 404
    assert client.get("/outlets/no-such-outlet/").status_code == 404


def test_pages_refuse_post(client):
    assert client.post(_urls()["list"]).status_code == 405


def test_hostile_text_is_escaped_everywhere(client):
    incident = make_incident(title=HOSTILE, home_club=HOSTILE, venue=HOSTILE, slug="hostile")
    outlet = make_source(name=f"Evil {HOSTILE}", slug="evil")
    body = f"{HOSTILE}\nPolice made 3 arrests {HOSTILE}. He said: \"{HOSTILE} is what we saw.\""
    article = report(
        incident, outlet=outlet, body=body, headline=HOSTILE,
        claims=[{"text": f"3 arrests {HOSTILE}", "value": "3"},
                {"text": f"{HOSTILE} is what we saw.", "kind": "quote", "value": f"{HOSTILE} is what we saw.",
                 "speaker": HOSTILE}],
    )
    report(incident, body=f"Other\n{HOSTILE} and 3 arrests.", claims=[{"text": "3 arrests", "value": "3"}])
    urls = ["/", f"/?q=script", incident.get_absolute_url(),
            f"{incident.get_absolute_url()}?a={article.pk}&b={article.pk + 1}&fact=arrests-incident",
            article.get_absolute_url(), outlet.get_absolute_url()]
    for url in urls:
        html = client.get(url).content.decode()
        assert "<script>alert" not in html, url
        assert "&lt;script&gt;" in html, url


def test_seed_pages_all_answer(client, seed_incident):
    for article in seed_incident.articles.all():
        assert client.get(article.get_absolute_url()).status_code == 200
        assert client.get(article.source.get_absolute_url()).status_code == 200
    assert client.get("/?q=Chelsea").status_code == 200


def test_every_page_describes_itself_for_search_engines_and_link_previews(client):
    import re

    urls = _urls()
    for name in ("list", "detail", "article", "outlet"):
        html = client.get(urls[name]).content.decode()
        [description] = re.findall(r'<meta name="description" content="([^"]+)">', html)
        assert len(description) > 40, name
    # An incident's description is its answer: the derby's injuries conflict.
    html = client.get(urls["detail"]).content.decode()
    assert '<meta name="description" content="1 conflict: Injuries, at this match' in html


def test_the_header_offers_sign_in_and_says_who_is_signed_in(client):
    from tests.factories import make_user

    url = _urls()["detail"]
    html = client.get(url).content.decode()
    assert f'href="/admin/login/?next={url}">Sign in</a>' in html
    client.force_login(make_user("jo", "Journalists"))
    html = client.get(url).content.decode()
    assert "Signed in as <strong>jo</strong>" in html
    # Signing out is a POST with the CSRF token, and comes back to the page.
    assert '<form method="post" action="/admin/logout/" class="sign-out">' in html
    form = html[html.index('class="sign-out"'):html.index("</form>", html.index('class="sign-out"'))]
    assert 'name="csrfmiddlewaretoken"' in form and f'name="next" value="{url}"' in form
    response = client.post("/admin/logout/", {"next": url})
    assert response.status_code == 302 and response["Location"] == url


def test_dates_are_typed_year_first(client):
    html = client.get(reverse("incidents:incident-list") + "?date_from=2016-10-01").content.decode()
    assert 'name="date_from" value="2016-10-01" placeholder="YYYY-MM-DD" inputmode="numeric"' in html
    assert 'type="date"' not in html


def test_demo_data_is_labelled_on_every_page_that_shows_it(client):
    urls = _urls()
    for name in ("list", "detail", "article", "outlet"):
        assert "Demo data" not in client.get(urls[name]).content.decode(), name
    Source.objects.update(synthetic=True)  # the derby's outlets become fictional
    for name in ("detail", "article", "outlet"):
        html = client.get(urls[name]).content.decode()
        assert '<p class="demo-notice" role="note"><strong>Demo data.</strong>' in html, name
    # The list's card says it too (its cache follows the outlets' flag).
    assert '<span class="tag demo-tag"' in client.get(urls["list"]).content.decode()
