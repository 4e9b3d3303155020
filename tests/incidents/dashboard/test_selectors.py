"""The dashboard's reads: QuerySet methods and selectors, each at a fixed number of
queries whatever the size of the data (checked on a small and a larger set)."""

from __future__ import annotations

import datetime as dt

import pytest
from django.conf import settings

from incidents.dashboard import outlets as outlet_pages
from incidents.dashboard import pages, selectors
from incidents.models import Claim, Incident
from tests.factories import make_incident, make_source
from tests.incidents.dashboard.reports import report

pytestmark = pytest.mark.django_db

SIZES = (3, 12)


@pytest.fixture
def outlets():
    return make_source(name="The Sun", slug="the-sun"), make_source(name="BBC Sport", slug="bbc-sport")


def grow(outlets, upto: int) -> None:
    """Incidents numbered up to ``upto``, each reported by both outlets: arrests (the
    outlets agree on even numbers, conflict on odd ones) and a quote."""
    sun, bbc = outlets
    for i in range(Incident.objects.count(), upto):
        incident = make_incident(
            slug=f"grown-{i}", title=f"Club {i} v Chelsea", home_club=f"Club {i}", away_club="Chelsea",
            competition=f"Cup {i % 3}", date=dt.date(2015 + i % 5, 1 + i % 12, 1),
        )
        for outlet, arrests in ((sun, 3), (bbc, 3 if i % 2 == 0 else 5)):
            report(incident, outlet=outlet,
                   body=f"Report {i}\nPolice made {arrests} arrests. \"It was a terrible night for us all,\" he said.",
                   claims=[{"text": f"{arrests} arrests", "value": str(arrests)},
                           {"text": "It was a terrible night for us all,", "kind": "quote",
                            "value": "It was a terrible night for us all", "speaker": "Someone"}])


SEARCH_PROBES = 1 if settings.IS_POSTGRES else 0


def test_filters_and_search_are_one_query(outlets, django_assert_max_num_queries):
    for size in SIZES:
        grow(outlets, size)
        # On PostgreSQL a search first asks how common its words are (``is_common``).
        with django_assert_max_num_queries(SEARCH_PROBES + 1):
            found = list(
                Incident.objects.involving_club("chelsea").in_competition("Cup 1")
                .dated_between(dt.date(2015, 1, 1), dt.date(2019, 12, 31)).search("arrests")
            )
        assert {i.slug for i in found} == {f"grown-{i}" for i in range(size) if i % 3 == 1}
    assert not Incident.objects.search("zebra").exists()
    assert Incident.objects.involving_club("Chelsea", exact=True).count() == SIZES[-1]
    assert not Incident.objects.involving_club("chelsea", exact=True).exists()
    assert Incident.objects.dated_between(last=dt.date(2015, 1, 1)).get().slug == "grown-0"


def test_search_ranks_titles_and_reports_on_both_databases(outlets):
    grow(outlets, 3)
    Incident.objects.filter(slug="grown-1").update(title="Arrests galore")
    found = Incident.objects.search("arrests").ordered()
    # The title counts beside the reports: the incident named for arrests comes first.
    assert [i.slug for i in found][0] == "grown-1"
    assert "\x02" in Incident.objects.search_snippets("arrests", [found[0].pk])[found[0].pk]


def test_filter_choices_are_one_query_each(outlets, django_assert_max_num_queries):
    for size in SIZES:
        grow(outlets, size)
        incidents = Incident.objects.all()
        with django_assert_max_num_queries(1):
            clubs = incidents.clubs()
        with django_assert_max_num_queries(1):
            competitions = incidents.competitions()
        with django_assert_max_num_queries(1):
            span = incidents.date_span()
        assert clubs == sorted({"Chelsea"} | {f"Club {i}" for i in range(size)})
        assert competitions == ["Cup 0", "Cup 1", "Cup 2"]
        assert span == (dt.date(2015, 1, 1), max(dt.date(2015 + i % 5, 1 + i % 12, 1) for i in range(size)))
    assert Incident.objects.none().date_span() == (None, None)
    # Narrowed incidents name only their own clubs and competitions.
    in_cup_1 = Incident.objects.in_competition("Cup 1")
    assert in_cup_1.clubs() == sorted({"Chelsea"} | {f"Club {i}" for i in range(SIZES[-1]) if i % 3 == 1})
    assert in_cup_1.competitions() == ["Cup 1"]
    assert Incident.objects.none().clubs() == [] and Incident.objects.none().competitions() == []


def test_claims_of_several_incidents_are_one_query(outlets, django_assert_max_num_queries):
    for size in SIZES:
        grow(outlets, size)
        with django_assert_max_num_queries(1):
            claims = list(Claim.objects.for_incidents(Incident.objects.values("pk")).without_quotes())
            outlets_named = {claim.article.source.slug for claim in claims}
        assert len(claims) == 2 * size and {c.kind for c in claims} == {"arrests"}
        assert outlets_named == {"the-sun", "bbc-sport"}


def test_conflicting_incident_ids_cost_three_queries_then_two(outlets, django_assert_max_num_queries):
    # The incidents, their reports, the claims of those not summarised yet; then only the first two.
    for size in SIZES:
        grow(outlets, size)
        with django_assert_max_num_queries(3):
            ids = selectors.conflicting_incident_ids(Incident.objects.all())
        with django_assert_max_num_queries(2):
            assert selectors.conflicting_incident_ids(Incident.objects.all()) == ids
        assert ids == set(Incident.objects.filter(slug__in=[f"grown-{i}" for i in range(1, size, 2)])
                          .values_list("pk", flat=True))


def test_listed_incidents_cost_five_queries(outlets, django_assert_max_num_queries):
    # The conflicting ids (three), then the incidents and their reports; the conflicts
    # have summarised them, so their summaries cost nothing more.
    filters = {"club": "Chelsea", "conflicts": True, "q": "arrests", "sort": "title"}
    for size in SIZES:
        grow(outlets, size)
        with django_assert_max_num_queries(SEARCH_PROBES + 5):
            listed = list(selectors.listed_incidents(filters))
            outlet_counts = {len({c.article.source_id for c in i.coverage.all()}) for i in listed}
            sources = {c.article.source.slug for i in listed for c in i.coverage.all()}
        with django_assert_max_num_queries(0):
            summaries = selectors.incident_summaries(listed)
        titles = sorted((f"Club {i} v Chelsea" for i in range(1, size, 2)), key=str.lower)
        assert [i.title for i in listed] == titles
        assert outlet_counts == {2} and sources == {"the-sun", "bbc-sport"}
        assert {f.text for s in summaries.values() for f in s.figures} == {"3 (The Sun) vs 5 (BBC Sport)"}


def test_compared_incident_is_two_queries(outlets, django_assert_max_num_queries):
    grow(outlets, 1)
    incident = Incident.objects.get()
    for extra in (0, 6):
        for n in range(extra):
            report(incident, body=f"More {n}\nPolice made 3 arrests.", claims=[{"text": "3 arrests", "value": "3"}])
        with django_assert_max_num_queries(2):
            opened = selectors.compared_incident(incident)
        assert len(opened.articles) == 2 + extra
        assert opened.comparison.fact("arrests-incident").agreeing_outlets == 2 + extra
        assert [a.published for a in opened.articles] == sorted(a.published for a in opened.articles)


def test_outlet_reports_and_agreement_cost_a_fixed_number_of_queries(outlets, django_assert_max_num_queries):
    sun, _bbc = outlets
    for size in SIZES:
        grow(outlets, size)
        with django_assert_max_num_queries(2):  # the count and the page
            reports = outlet_pages.outlet_reports(sun)
            covered = {a.coverage.incident.slug for a in reports}
        outlet_pages.outlet_agreement(sun)  # stores the figures of the incidents new since
        with django_assert_max_num_queries(4):  # what changed, the totals, a page of incidents
            agreement = outlet_pages.outlet_agreement(sun)
            rows = list(agreement.incidents)
        assert covered == {f"grown-{i}" for i in range(size)}
        conflicted = len(range(1, size, 2))
        assert (agreement.shared, agreement.conflicted) == (size, conflicted)
        assert agreement.agreed == size - conflicted
        assert agreement.percent == round(100 * (size - conflicted) / size)
        assert [i.slug for i, _conflict in agreement.conflicts] == [r.incident.slug for r in rows if r.conflicted]
        dates = [r.incident.date for r in rows]
        assert dates == sorted(dates, reverse=True)


def test_an_outlet_alone_has_no_agreement_figure():
    lonely = make_source(slug="lonely")
    report(make_incident(slug="alone"), outlet=lonely, body="Alone\nPolice made 2 arrests.",
           claims=[{"text": "2 arrests", "value": "2"}])
    agreement = outlet_pages.outlet_agreement(lonely)
    assert (agreement.shared, agreement.percent, agreement.conflicts) == (0, None, [])
    assert list(outlet_pages.outlet_agreement(make_source(slug="silent")).incidents) == []


def test_incident_cards_count_the_levels_at_a_fixed_cost(outlets, django_assert_max_num_queries):
    # The incidents, their reports, their claims: the levels are counted from the comparison.
    for size in SIZES:
        grow(outlets, size)
        with django_assert_max_num_queries(3):
            incidents = list(selectors.listed_incidents({"sort": "title"}))
            cards = pages.incident_cards(incidents, selectors.incident_summaries(incidents), "")
        levels = {card.incident.slug: [(level.status, level.count) for level in card.summary.levels]
                  for card in cards}
        assert levels == {
            f"grown-{i}": [("conflicting" if i % 2 else "agreed", 1)] for i in range(size)
        }


def test_outlet_agreement_counts_compatible_as_agreed_and_updates_apart(outlets):
    sun, _bbc = outlets

    def day(d: int) -> dt.datetime:
        return dt.datetime(2016, 10, d, 9, tzinfo=dt.timezone.utc)

    cases = {  # slug: (the Sun's claim and day, BBC Sport's)
        "compatible": (({"value": "24", "low": 24, "high": 99, "approximate": True, "original": "Dozens"}, 26),
                       ({"value": "36"}, 26)),
        "updated": (({"value": "2"}, 26), ({"value": "5"}, 27)),
        "conflicting": (({"value": "4"}, 27), ({"value": "3"}, 28)),
    }
    for slug, claims in cases.items():
        incident = make_incident(slug=slug, date=dt.date(2016, 10, 26))
        for outlet, (claim, d) in zip(outlets, claims):
            report(incident, outlet=outlet, published=day(d), body=f"{slug} {outlet.slug}\nArrested: some.",
                   claims=[{"text": "Arrested", **claim}])
    agreement = outlet_pages.outlet_agreement(sun)
    assert (agreement.shared, agreement.agreed, agreement.updated, agreement.conflicted) == (3, 1, 1, 1)
    assert agreement.percent == 33
    assert [conflict["key"] for _incident, conflict in agreement.conflicts] == ["arrests-incident"]
    by_slug = {row.incident.slug: (row.agreed, row.updated, row.conflicted) for row in agreement.incidents}
    assert by_slug == {"compatible": (1, 0, 0), "updated": (0, 1, 0), "conflicting": (0, 0, 1)}
