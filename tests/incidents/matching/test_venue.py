"""The ground, and so the home side (no database)."""

import datetime

from incidents.matching import guess_match

D = datetime.date


def test_a_ground_named_for_another_meeting_does_not_make_the_home_side():
    text = (
        "Eight fans were arrested after Saturday's League One derby between Barnsley and Rotherham United "
        "at Oakwell.\n\n"
        "When Barnsley visited the New York Stadium for a cup tie in August, police made three arrests. "
        "Tickets for the return fixture at the New York Stadium will go on sale next week."
    )
    guess = guess_match(body=text, headline="", published=D(2025, 11, 24))
    assert (guess.home.name, guess.away.name) == ("Barnsley", "Rotherham United")
    assert guess.ground.name == "Oakwell"
