"""Reports to compare, made for the dashboard tests: one incident's articles with
their claims, the West Ham v Chelsea derby, loads of many incidents, and an outlet
with many reports."""

from __future__ import annotations

import datetime as dt

from django.db import connection
from django.test.utils import CaptureQueriesContext

from incidents.models import Claim, IncidentArticle
from tests.factories import make_article, make_incident, make_source

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


def many_reports(incidents: int, outlets: int) -> None:
    """``incidents`` incidents at Chelsea, each with ``outlets`` reports of arrests and one quote."""
    for n in range(incidents):
        incident = make_incident(slug=f"load-{incidents}-{n}", home_club="Chelsea")
        for m in range(outlets):
            report(incident, body=f"Load {n} {m}\nPolice made {m + 2} arrests. \"It was a terrible night for us all,\" he said.",
                   claims=[{"text": f"{m + 2} arrests", "value": str(m + 2)},
                           {"text": "It was a terrible night for us all,", "kind": "quote",
                            "value": "It was a terrible night for us all", "speaker": "Someone"}])


def small_and_large() -> tuple:
    """Two incidents alike but for size: 3 and 9 reports, each with arrests and a quote."""
    small_incident = make_incident(slug="small")
    large_incident = make_incident(slug="large")
    for incident, n in ((small_incident, 3), (large_incident, 9)):
        for m in range(n):
            report(incident, body=f"Load {m}\nPolice made {m + 2} arrests. \"It was a terrible night for us all,\" he said.",
                   claims=[{"text": f"{m + 2} arrests", "value": str(m + 2)},
                           {"text": "It was a terrible night for us all,", "kind": "quote",
                            "value": "It was a terrible night for us all", "speaker": "Someone"}])
    return small_incident, large_incident


def busy_outlet():
    """The outlet whose page is read, and the other outlet of its incidents (``busy_reports``)."""
    outlet = make_source(name="Busy Times", slug="busy-times")
    other = make_source(name="Other Post", slug="other-post")
    return outlet, other


def busy_reports(outlet, other, start: int, upto: int) -> None:
    """Incidents numbered from ``start`` to ``upto``, a day apart, each with a report
    of ``outlet`` and one of ``other``: arrests agreed on even numbers, conflicting on odd."""
    for n in range(start, upto):
        incident = make_incident(slug=f"busy-{n}", title=f"Match {n:03d}",
                                 date=dt.date(2016, 1, 1) + dt.timedelta(days=n))
        day = dt.datetime(2016, 1, 1, 9, tzinfo=dt.timezone.utc) + dt.timedelta(days=n)
        report(incident, outlet=outlet, published=day, headline=f"Busy report {n:03d}",
               body=f"Busy {n}\nPolice made 3 arrests.", claims=[{"text": "3 arrests", "value": "3"}])
        theirs = 3 if n % 2 == 0 else 4
        report(incident, outlet=other, published=day, body=f"Other {n}\nPolice made {theirs} arrests.",
               claims=[{"text": f"{theirs} arrests", "value": str(theirs)}])
