"""Citation lines: plain Python, no database."""

from __future__ import annotations

import datetime as dt
from zoneinfo import ZoneInfo

from incidents.comparison.citations import citation_line, published_words

UTC = dt.timezone.utc
LONDON = ZoneInfo("Europe/London")


def test_a_timed_report_is_cited_with_its_date_time_and_link():
    line = citation_line(outlet_name="BBC Sport", words="seven arrests",
                         published=dt.datetime(2016, 10, 26, 21, 40, tzinfo=UTC),
                         url="https://www.bbc.co.uk/sport/football/37780000", tz=LONDON)
    assert line == ("BBC Sport reported “seven arrests” (26 Oct 2016, 22:40) "
                    "[https://www.bbc.co.uk/sport/football/37780000]")


def test_a_date_only_publication_shows_the_date_and_never_an_invented_time():
    # The importer stores a bare date at noon UTC: 13:00 in London in October.
    noon = dt.datetime(2016, 10, 27, 12, tzinfo=UTC)
    assert published_words(noon, tz=LONDON) == "27 Oct 2016"
    assert published_words(dt.datetime(2016, 10, 27, 0, 0, tzinfo=UTC), tz=LONDON) == "27 Oct 2016"
    assert published_words(dt.date(2016, 10, 27)) == "27 Oct 2016"
    assert "12:00" not in citation_line(outlet_name="The Sun", words="two", published=noon)


def test_an_approximate_date_says_so_and_shows_no_time():
    when = dt.datetime(2016, 10, 27, 8, 15, tzinfo=UTC)
    assert published_words(when, approximate=True, tz=LONDON) == "c. 27 Oct 2016"


def test_a_time_near_midnight_is_shown_on_the_newsroom_day():
    late = dt.datetime(2016, 10, 26, 23, 30, tzinfo=UTC)
    assert published_words(late, tz=LONDON) == "27 Oct 2016, 00:30"
    assert published_words(late) == "26 Oct 2016, 23:30"


def test_unknown_date_and_missing_link_are_left_out():
    assert citation_line(outlet_name="Sky Sports", words="seven  arrests\nafter") == \
        "Sky Sports reported “seven arrests after”"
    assert citation_line(outlet_name="Sky Sports", words="5", published=dt.date(2020, 1, 2)) == \
        "Sky Sports reported “5” (2 Jan 2020)"
