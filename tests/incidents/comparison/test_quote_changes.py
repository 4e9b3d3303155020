"""A number or a name changed inside a quote (``model.changed_detail``), and who
reworded a quote (``QuoteGroup.reworded_by``): the class "same quote, another
figure or person", in varied sentences."""

from __future__ import annotations

import pytest

from incidents.comparison import compare
from incidents.comparison.diff import diff_words
from incidents.comparison.model import changed_detail
from tests.incidents.comparison.factories import make_claim


def changes(fullest: str, variant: str) -> list[tuple[str, str]]:
    return [(op.words_fullest, op.words_variant) for op in diff_words(fullest, variant) if changed_detail(op)]


@pytest.mark.parametrize(("fullest", "variant", "changed"), [
    ("We made seven arrests and the ground was cleared.", "We made six arrests and the ground was cleared.",
     ("seven", "six")),
    ("Officers detained 12 people after the match.", "Officers detained 21 people after the match.", ("12", "21")),
    ("Twenty-one supporters were hurt in the crush.", "Thirty-one supporters were hurt in the crush.",
     ("Twenty-one", "Thirty-one")),
    ("More than 1,000 fans were held back.", "More than 100 fans were held back.", ("1,000", "100")),
    ("I spoke to Mark Noble after the game.", "I spoke to Mark Collins after the game.", ("Noble", "Collins")),
    ("Chelsea supporters threw coins at our stewards.", "West Ham supporters threw coins at our stewards.",
     ("Chelsea", "West Ham")),
    ("The stewards at the London Stadium did their best.", "The stewards at Upton Park did their best.",
     ("London Stadium", "Upton Park")),
    ("Sergeant Hughes was struck by a bottle.", "Inspector Hughes was struck by a bottle.", ("Sergeant", "Inspector")),
    ("Two officers were taken to hospital tonight.", "Three officers were taken to hospital tonight.",
     ("Two", "Three")),
    ("It happened in the 89th minute, after 3 goals.", "It happened in the 89th minute, after 4 goals.", ("3", "4")),
])
def test_a_changed_number_or_name_is_called_out(fullest, variant, changed):
    [(before, after)] = changes(fullest, variant)
    assert changed[0] in before and changed[1] in after


@pytest.mark.parametrize(("fullest", "variant"), [
    ("We are totally against it as a club and a team.", "We are totally against it as a club."),  # cut
    ("We are extremely disappointed by this.", "We're extremely disappointed by this."),  # contraction
    ("He said it was shameful.", "She said it was shameful."),  # a pronoun, not a name
    ("The club condemns the violence.", "This club condemns the violence."),  # sentence start
    ("Seven arrests were made.", "seven arrests were made."),  # case only
    ("We will ban them for life.", "We will ban them all for life."),  # a word added
    ("It was a disgrace, frankly.", "It was a disgrace, honestly."),  # a word swapped, no detail
    ("There were a minority of people intent on trouble.", "There was a minority of people intent on trouble."),
    ("The police acted quickly.", "Police acted quickly."),
    ("We made seven arrests.", "We made 7 arrests."),  # the same number, spelt otherwise
    ("About 1,000 came.", "About 1000 came."),
])
def test_rewording_without_another_number_or_name_is_not_called_out(fullest, variant):
    assert changes(fullest, variant) == []


def test_a_group_names_who_reworded_it_without_counting_the_fullest():
    full = "We made seven arrests and we will ban everyone involved for life."
    claims = [
        make_claim(outlet="bbc", kind="quote", value=full, text=full, speaker="Commander Smith"),
        make_claim(outlet="sky", kind="quote", value="We made six arrests and we will ban everyone involved",
                   text="We made six arrests and we will ban everyone involved", speaker="Commander Smith"),
        make_claim(outlet="sun", kind="quote", value=full, text=full, speaker="Commander Smith"),
    ]
    [group] = compare(claims).quote_groups
    assert group.fullest.outlet == "bbc"
    assert group.reworded_by == ["Sky Sports"]  # The Sun carried it word for word; BBC is the fullest
    assert group.changes_a_detail
    [sky] = [v for v in group.variants if v.outlet == "sky"]
    assert [(op.words_fullest, op.words_variant) for op in sky.changed_details] == [("seven", "six")]
