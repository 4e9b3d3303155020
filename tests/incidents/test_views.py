"""The dashboard through its URLs: pages, htmx fragments, filters, escaping, exports."""

from __future__ import annotations

import csv
import datetime as dt
import io
import json

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from incidents.models import Claim, IncidentArticle
from tests.factories import make_article, make_incident, make_source

pytestmark = pytest.mark.django_db

HX = {"HTTP_HX_REQUEST": "true"}
HX_RESTORE = {"HTTP_HX_REQUEST": "true", "HTTP_HX_HISTORY_RESTORE_REQUEST": "true"}
HOSTILE = '<script>alert("x")</script>'


def _sentence_bounds(body: str, start: int, end: int) -> tuple[int, int]:
    left = max(body.rfind(". ", 0, start) + 2 if body.rfind(". ", 0, start) >= 0 else 0,
               body.rfind("\n", 0, start) + 1)
    right = body.find(".", end)
    right = len(body) if right < 0 else right + 1
    return left, right


def report(incident, *, outlet=None, body: str, headline: str = "", published=None,
           approximate: bool = False, claims=()):
    """One article in ``incident`` with claims given as dicts holding the claim's ``text``."""
    article = make_article(
        source=outlet or make_source(), body=body, headline=headline or body.split("\n")[0][:80],
        published=published or dt.datetime(2016, 10, 27, 9, tzinfo=dt.timezone.utc),
        published_approximate=approximate,
    )
    IncidentArticle.objects.create(incident=incident, article=article)
    for spec in claims:
        spec = dict(spec)
        text = spec.pop("text")
        start = body.index(text)
        s_start, s_end = _sentence_bounds(body, start, start + len(text))
        fields = {"kind": "arrests", "value": "1", "low": None, "high": None, "scope": "incident"}
        fields.update(spec)
        if fields["kind"] in {"arrests", "injuries", "bans", "dispersal"} and fields["value"].isdigit():
            fields.setdefault("low", int(fields["value"]))
            fields["low"] = fields["low"] or int(fields["value"])
            fields["high"] = fields["high"] or int(fields["value"])
        Claim.objects.create(
            article=article, incident=incident, text=text, start=start, end=start + len(text),
            sentence=body[s_start:s_end], sentence_start=s_start, sentence_end=s_end,
            extractor="test", extractor_version="1", **fields,
        )
    return article


def derby(**incident_fields):
    """A small West Ham v Chelsea: three outlets, agreed arrests, conflicting injuries,
    a season figure, one quote worded two ways and one quote carried once."""
    fields = {"title": "West Ham United v Chelsea, EFL Cup", "home_club": "West Ham United",
              "away_club": "Chelsea", "competition": "EFL Cup", "round": "Fourth round",
              "venue": "London Stadium", "date": dt.date(2016, 10, 26), "result": "West Ham 2-1"}
    fields.update(incident_fields)
    incident = make_incident(**fields)
    sun = make_source(name="The Sun", slug="the-sun")
    bbc = make_source(name="BBC Sport", slug="bbc-sport")
    sky = make_source(name="Sky Sports", slug="sky-sports")
    quote_full = "We are totally against it as a club and a team."
    quote_short = "We are totally against it as a club."
    a_sun = report(
        incident, outlet=sun, published=dt.datetime(2016, 10, 27, 8, tzinfo=dt.timezone.utc),
        approximate=True,
        body=("Chaos at the London Stadium\nPolice made seven arrests. Two fans were injured. "
              f'Bilic said: "{quote_full}" Chelsea are yet to comment on the incident.'),
        claims=[
            {"text": "seven arrests", "value": "7"},
            {"text": "Two fans were injured", "kind": "injuries", "value": "2"},
            {"text": quote_full, "kind": "quote", "value": quote_full, "speaker": "Slaven Bilic",
             "speaker_role": "manager"},
        ],
    )
    a_bbc = report(
        incident, outlet=bbc, published=dt.datetime(2016, 10, 26, 23, tzinfo=dt.timezone.utc),
        body=("Arrests after disorder\nThe Met made seven arrests. Five fans were injured. "
              f'Bilic said: "{quote_short}" 23 fans have been banned this season.'),
        claims=[
            {"text": "seven arrests", "value": "7"},
            {"text": "Five fans were injured", "kind": "injuries", "value": "5"},
            {"text": quote_short, "kind": "quote", "value": quote_short, "speaker": "Bilic",
             "speaker_role": "manager"},
            {"text": "23 fans have been banned", "kind": "bans", "value": "23", "scope": "season"},
        ],
    )
    a_sky = report(
        incident, outlet=sky, published=dt.datetime(2016, 10, 27, 10, tzinfo=dt.timezone.utc),
        body=("FA to probe unrest\nPolice made seven arrests after the game. "
              'A Chelsea spokesman said: "The club is extremely disappointed to see disturbances."'),
        claims=[
            {"text": "seven arrests", "value": "7"},
            {"text": "The club is extremely disappointed to see disturbances.", "kind": "quote",
             "value": "The club is extremely disappointed to see disturbances.",
             "speaker": "A Chelsea spokesman", "speaker_role": "club"},
        ],
    )
    return incident, (a_sun, a_bbc, a_sky)


def count_queries(client, url: str, **headers) -> int:
    with CaptureQueriesContext(connection) as queries:
        response = client.get(url, **headers)
    assert response.status_code == 200
    return len(queries)


# --------------------------------------------------------------------------
# Every page


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


# --------------------------------------------------------------------------
# Incidents page


def test_list_shows_fixture_counts_figures_and_conflicts(client):
    derby()
    html = client.get("/").content.decode()
    assert "West Ham United v Chelsea" in html
    assert "EFL Cup, Fourth round" in html
    assert "London Stadium" in html
    assert "3 outlets" in html and "3 reports" in html
    assert "Arrests, at this match" in html and "Agreed by 3 outlets" in html
    assert "Injuries, at this match" in html and "5 (BBC Sport) vs 2 (The Sun)" in html
    assert "where outlets conflict" in html


def _cards(html: str) -> int:
    return html.count('<li class="incident-card')


def test_filter_by_club_competition_season_and_dates(client):
    derby()
    make_incident(title="Millwall v Leeds", home_club="Millwall", away_club="Leeds United",
                  competition="Championship", date=dt.date(2018, 3, 3), slug="millwall-leeds")
    make_incident(title="Leeds v Chelsea", home_club="Leeds United", away_club="Chelsea",
                  competition="FA Cup", date=dt.date(2017, 1, 8), slug="leeds-chelsea")
    assert _cards(client.get("/?club=Chelsea").content.decode()) == 2
    assert _cards(client.get("/?club=Millwall").content.decode()) == 1
    assert _cards(client.get("/?competition=FA+Cup").content.decode()) == 1
    # 2016/17 runs July to June: October 2016 and January 2017 are in it, March 2018 is not.
    html = client.get("/?season=2016/17").content.decode()
    assert _cards(html) == 2 and ">Millwall v Leeds</a>" not in html
    html = client.get("/?date_from=2017-01-01&date_to=2017-12-31").content.decode()
    assert _cards(html) == 1 and "Leeds v Chelsea" in html
    # The choices come from the data.
    html = client.get("/").content.decode()
    assert '<option value="Leeds United">' in html and '<option value="2017/18">' in html


def test_a_bad_filter_value_is_ignored_not_fatal(client):
    derby()
    response = client.get("/?club=Nobody&date_from=not-a-date&sort=sideways&page=99")
    assert response.status_code == 200
    assert _cards(response.content.decode()) == 1


def test_only_incidents_with_conflicts(client):
    derby()
    calm = make_incident(slug="calm", title="Calm match", home_club="Calm", away_club="Quiet")
    for _ in range(2):
        report(calm, body="Calm match\nPolice made two arrests.",
               claims=[{"text": "two arrests", "value": "2"}])
    assert _cards(client.get("/").content.decode()) == 2
    html = client.get("/?conflicts=1").content.decode()
    assert _cards(html) == 1 and "West Ham United v Chelsea" in html and "Calm match" not in html


def test_search_matches_titles_and_report_text_with_a_snippet(client):
    derby()
    make_incident(slug="other", title="Other v Another", home_club="Other", away_club="Another")
    html = client.get("/?q=disappointed").content.decode()
    assert _cards(html) == 1 and "West Ham United v Chelsea" in html
    assert "<mark>disappointed</mark>" in html
    assert _cards(client.get("/?q=Another").content.decode()) == 1
    assert _cards(client.get("/?q=zebra").content.decode()) == 0
    # Web-search syntax (phrases, exclusions) never breaks the page.
    assert _cards(client.get('/?q="extremely disappointed" -zebra').content.decode()) == 1


def test_sort_by_title_date_and_outlets(client):
    derby()
    make_incident(slug="aaa", title="Aaa v Bbb", home_club="Aaa", away_club="Bbb", date=dt.date(2010, 1, 1))
    make_incident(slug="zzz", title="Zzz v Yyy", home_club="Zzz", away_club="Yyy", date=dt.date(2020, 1, 1))
    def order(query):
        html = client.get("/" + query).content.decode()
        titles = ["Aaa v Bbb", "West Ham United v Chelsea", "Zzz v Yyy"]
        return sorted(titles, key=lambda t: html.index(f">{t}</a>"))

    assert order("?sort=title") == ["Aaa v Bbb", "West Ham United v Chelsea", "Zzz v Yyy"]
    assert order("") == ["Zzz v Yyy", "West Ham United v Chelsea", "Aaa v Bbb"]
    assert order("?sort=oldest") == ["Aaa v Bbb", "West Ham United v Chelsea", "Zzz v Yyy"]
    assert order("?sort=outlets")[0] == "West Ham United v Chelsea"


def test_pagination_keeps_the_filters_in_the_query_string(client):
    for n in range(25):
        make_incident(slug=f"match-{n}", title=f"Match {n:02d}", home_club="Chelsea",
                      away_club=f"Club {n}", date=dt.date(2019, 1, 1) + dt.timedelta(days=n))
    first = client.get("/?club=Chelsea").content.decode()
    assert _cards(first) == 20
    assert "Page 1 of 2" in first
    assert 'href="?club=Chelsea&amp;page=2"' in first
    second = client.get("/?club=Chelsea&page=2").content.decode()
    assert _cards(second) == 5


def test_list_form_uses_htmx_and_works_without_it(client):
    html = client.get("/").content.decode()
    assert 'method="get"' in html and 'type="submit"' in html
    assert 'hx-get="/"' in html and 'hx-target="#incident-results"' in html
    assert 'hx-push-url="true"' in html and "keyup changed delay:300ms" in html


# --------------------------------------------------------------------------
# Incident page


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
    assert html.count('class="claim kind-arrests is-current"') == 3
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
    assert "Worded differently by 2 outlets" in html
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
    assert '<div class="diff body-text">' in page
    assert client.get(incident.get_absolute_url() + "?a=x&b=999").status_code == 200


# --------------------------------------------------------------------------
# Article and outlet pages


def test_article_page_lists_claims_and_links_the_original(client):
    incident = make_incident()
    article = report(incident, body="Derby day\nPolice made seven arrests.",
                     claims=[{"text": "seven arrests", "value": "7"}])
    article.url = "https://news.example/derby"
    article.save()
    claim = article.claims.get()
    html = client.get(article.get_absolute_url()).content.decode()
    assert f'id="claim-{claim.pk}"' in html
    assert 'href="https://news.example/derby" rel="noopener noreferrer nofollow"' in html
    assert "<th scope=\"col\">Kind</th>" in html and "At this match" in html


def test_review_status_is_shown(client):
    incident, (a_sun, _, _) = derby()
    Claim.objects.filter(article=a_sun, kind="arrests").update(review_status="confirmed")
    Claim.objects.filter(article=a_sun, kind="injuries").update(review_status="disputed")
    html = client.get(incident.get_absolute_url()).content.decode()
    assert "checked by an editor" in html and "disputed by an editor" in html
    article = client.get(a_sun.get_absolute_url()).content.decode()
    assert "by an editor" in article and "Disputed" in article


def test_outlet_page_counts_agreement(client):
    _incident, (a_sun, _, _) = derby()
    html = client.get(a_sun.source.get_absolute_url()).content.decode()
    # The Sun shares arrests (agreed) and injuries (conflicting) with others.
    assert "Of 2 figures" in html and "1 agreed" in html and "1 conflicted" in html
    assert "50% agreement" in html
    assert a_sun.headline in html


# --------------------------------------------------------------------------
# Hostile text


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


# --------------------------------------------------------------------------
# Query counts do not grow with the data


def _many(incidents: int, outlets: int) -> None:
    for n in range(incidents):
        incident = make_incident(slug=f"load-{incidents}-{n}", home_club="Chelsea")
        for m in range(outlets):
            report(incident, body=f"Load {n} {m}\nPolice made {m + 2} arrests. \"It was a terrible night for us all,\" he said.",
                   claims=[{"text": f"{m + 2} arrests", "value": str(m + 2)},
                           {"text": "It was a terrible night for us all,", "kind": "quote",
                            "value": "It was a terrible night for us all", "speaker": "Someone"}])


@pytest.mark.parametrize("url", ["/", "/?club=Chelsea&conflicts=1", "/?q=arrests&sort=outlets"])
def test_incidents_page_query_count_is_fixed(client, url, django_assert_max_num_queries):
    _many(2, 2)
    small = count_queries(client, url)
    _many(12, 4)
    large = count_queries(client, url)
    assert small == large
    with django_assert_max_num_queries(9):
        client.get(url)


def test_incident_and_export_query_counts_are_fixed(client, django_assert_num_queries):
    small_incident = make_incident(slug="small")
    large_incident = make_incident(slug="large")
    for incident, n in ((small_incident, 3), (large_incident, 9)):
        for m in range(n):
            report(incident, body=f"Load {m}\nPolice made {m + 2} arrests. \"It was a terrible night for us all,\" he said.",
                   claims=[{"text": f"{m + 2} arrests", "value": str(m + 2)},
                           {"text": "It was a terrible night for us all,", "kind": "quote",
                            "value": "It was a terrible night for us all", "speaker": "Someone"}])
    for suffix in ("", "?fact=arrests-incident&conflicts=1", "compare.json", "compare.csv"):
        counts = [count_queries(client, i.get_absolute_url() + suffix) for i in (small_incident, large_incident)]
        assert counts[0] == counts[1], suffix
        with django_assert_num_queries(counts[0]):
            client.get(large_incident.get_absolute_url() + suffix)
        assert counts[0] <= 4, suffix
    small_articles = list(small_incident.articles.all())
    large_articles = list(large_incident.articles.all())
    assert count_queries(client, small_articles[0].get_absolute_url()) == count_queries(
        client, large_articles[0].get_absolute_url())
    assert count_queries(client, small_articles[0].source.get_absolute_url()) == count_queries(
        client, large_articles[0].source.get_absolute_url())


def test_outlet_page_query_count_does_not_grow_with_its_articles(client):
    outlet = make_source(slug="busy")
    for n in range(2):
        report(make_incident(slug=f"a-{n}"), outlet=outlet, body=f"A {n}\nPolice made 2 arrests.",
               claims=[{"text": "2 arrests", "value": "2"}])
    small = count_queries(client, outlet.get_absolute_url())
    for n in range(10):
        incident = make_incident(slug=f"b-{n}")
        report(incident, outlet=outlet, body=f"B {n}\nPolice made 2 arrests.",
               claims=[{"text": "2 arrests", "value": "2"}])
        report(incident, body=f"C {n}\nPolice made 3 arrests.", claims=[{"text": "3 arrests", "value": "3"}])
    assert count_queries(client, outlet.get_absolute_url()) == small


# --------------------------------------------------------------------------
# Exports


def test_json_export_shape(client):
    incident, (a_sun, _, _) = derby()
    response = client.get(reverse("incidents:incident-compare-json", args=[incident.slug]))
    assert response["Content-Type"].startswith("application/json")
    data = json.loads(response.content)
    assert data["incident"]["slug"] == incident.slug
    assert data["incident"]["date"] == "2016-10-26"
    assert {o["slug"] for o in data["outlets"]} == {"the-sun", "bbc-sport", "sky-sports"}
    arrests = next(f for f in data["facts"] if f["key"] == "arrests-incident")
    assert {"kind", "scope", "label", "status", "cells"} <= set(arrests)
    assert arrests["status"] == "agreed"
    cell = arrests["cells"]["the-sun"]
    assert {"value", "text", "sentence", "article_url", "start", "end"} <= set(cell)
    assert cell["value"] == "7" and cell["text"] == "seven arrests"
    assert a_sun.body[cell["start"]:cell["end"]] == "seven arrests"
    assert cell["article_page"].endswith(f"/articles/{a_sun.pk}/")
    bilic = next(q for q in data["quotes"] if q["speaker"] == "Slaven Bilic")
    assert bilic["status"] == "varied"
    assert {"outlet", "text", "diff"} <= set(bilic["variants"][0])
    assert {"op", "fullest", "variant"} == set(bilic["variants"][0]["diff"][0])


def test_csv_export_rows_and_formula_guard(client):
    incident, (a_sun, _, _) = derby(slug="derby-csv")
    Claim.objects.filter(article=a_sun, kind="quote").update(value="=HYPERLINK(\"http://evil\")")
    response = client.get(reverse("incidents:incident-compare-csv", args=[incident.slug]))
    assert response["Content-Type"].startswith("text/csv")
    assert response["Content-Disposition"] == 'attachment; filename="derby-csv.csv"'
    rows = list(csv.DictReader(io.StringIO(response.content.decode())))
    assert {"incident", "section", "key", "outlet", "value", "status", "sentence"} <= set(rows[0])
    arrests = [r for r in rows if r["section"] == "fact" and r["key"] == "arrests-incident"]
    assert {r["outlet"] for r in arrests} == {"the-sun", "bbc-sport", "sky-sports"}
    quotes = [r for r in rows if r["section"] == "quote"]
    assert len(quotes) == 3
    assert all(not r[k].startswith(("=", "+", "-", "@")) for r in rows for k in r if r[k])
    assert any(r["value"].startswith("'=HYPERLINK") for r in quotes)


# --------------------------------------------------------------------------
# The seed reports, imported for real (West Ham v Chelsea, EFL Cup, 26 Oct 2016)


@pytest.fixture
def seed_incident(seeds_dir):
    from django.core.management import call_command

    from incidents.models import Incident

    call_command("import_articles", str(seeds_dir), no_progress=True, stdout=io.StringIO())
    return Incident.objects.get()


@pytest.fixture
def seed_export(client, seed_incident):
    response = client.get(reverse("incidents:incident-compare-json", args=[seed_incident.slug]))
    return json.loads(response.content)


def _fact(data, key):
    return next(f for f in data["facts"] if f["key"] == key)


def _values(fact):
    return {outlet: cell["value"] for outlet, cell in fact["cells"].items()}


def test_seed_arrests_at_the_match_agreed_by_three(seed_export):
    arrests = _fact(seed_export, "arrests-incident")
    assert _values(arrests) == {"the-sun": "7", "bbc-sport": "7", "sky-sports": "7"}
    assert arrests["status"] == "agreed" and arrests["agreeing_outlets"] == 3


def test_seed_result_agreed(seed_export):
    score = _fact(seed_export, "score-incident")
    assert _values(score) == {"the-sun": "2-1", "bbc-sport": "2-1", "sky-sports": "2-1"}
    assert score["status"] == "agreed"


def test_seed_season_bans_agreed_by_bbc_and_sky(seed_export):
    bans = _fact(seed_export, "bans-season")
    assert _values(bans) == {"bbc-sport": "23", "sky-sports": "23"}
    assert bans["status"] == "agreed" and bans["label"] == "People banned, this season"


def test_seed_other_arrest_figures_are_their_own_rows(seed_export):
    season = [f for f in seed_export["facts"] if f["kind"] == "arrests" and f["scope"] == "season"]
    assert [_values(f) for f in season] == [{"sky-sports": "9"}]
    boro = [f for f in seed_export["facts"] if f["kind"] == "arrests" and f["scope"] == "other_match"]
    assert [_values(f) for f in boro] == [{"bbc-sport": "4"}]
    assert "middlesbrough" in boro[0]["key"]
    assert not [f for f in seed_export["facts"] if f["kind"] == "arrests" and f["status"] == "conflicting"]


def test_seed_thirty_prevented_from_attending_bbc_only(seed_export):
    dispersal = _fact(seed_export, "dispersal-incident")
    assert _values(dispersal) == {"bbc-sport": "30"} and dispersal["status"] == "single"


def _quote(data, surname):
    return next(q for q in data["quotes"] if surname in q["speaker"])


def test_seed_harrington_statement_aligned_with_the_suns_longer_wording(seed_export):
    harrington = _quote(seed_export, "Harrington")
    assert {v["outlet"] for v in harrington["variants"]} == {"the-sun", "bbc-sport", "sky-sports"}
    fullest = next(v for v in harrington["variants"] if v["fullest"])
    assert fullest["outlet"] == "the-sun"
    bbc = next(v for v in harrington["variants"] if v["outlet"] == "bbc-sport")
    cut = " ".join(op["fullest"] for op in bbc["diff"] if op["op"] in ("delete", "replace"))
    assert "London Stadium partners" in cut


def test_seed_bilic_worded_differently_by_the_sun_and_bbc(seed_export):
    bilic = _quote(seed_export, "Bilic")
    assert bilic["status"] == "varied"
    assert {"the-sun", "bbc-sport"} <= {v["outlet"] for v in bilic["variants"]}
    ops = [op for v in bilic["variants"] if v["outlet"] == "bbc-sport" for op in v["diff"]]
    assert any("especially" in op["variant"] for op in ops if op["op"] in ("insert", "replace"))
    assert any("totally" in op["fullest"] for op in ops if op["op"] in ("delete", "replace"))


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


def test_seed_pages_all_answer(client, seed_incident):
    for article in seed_incident.articles.all():
        assert client.get(article.get_absolute_url()).status_code == 200
        assert client.get(article.source.get_absolute_url()).status_code == 200
    assert client.get("/?q=Chelsea").status_code == 200
