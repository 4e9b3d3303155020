"""The competition and its round (no database)."""

import datetime

from incidents.matching import guess_match

D = datetime.date


def test_forcing_a_way_into_the_ground_is_no_progress_to_the_round():
    text = (
        "Hundreds of Feyenoord fans tried to force their way into the stadium before the Champions League "
        "quarter-final against Roma on Thursday night."
    )
    guess = guess_match(body=text, headline="", published=D(2023, 4, 21))
    assert guess.round == "Quarter-final"
    assert guess.match_date == D(2023, 4, 20)
