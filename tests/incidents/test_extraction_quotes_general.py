"""Quote attribution and speaker normalisation in phrasings the rules were not written on.

Every sentence here is invented (other clubs, people, forces and outlets than the
seed and held-out reports); each case asserts the exact (speaker, role, value) of
every quote claim extracted.  No database needed.
"""

from __future__ import annotations

import pytest

from tests.incidents.extraction_cases import quotes


CASES = [
    # --- a spokesperson named after the organisation noun: the person speaks, role police
    (
        '"Officers were pelted with bottles as they tried to separate the two groups," '
        "police spokeswoman Hannah Kerr told reporters. "
        '"Three of them needed treatment at the scene."',
        [
            ("Hannah Kerr", "police", "Officers were pelted with bottles as they tried to separate the two groups"),
            ("Hannah Kerr", "police", "Three of them needed treatment at the scene."),
        ],
    ),
    (
        "Nine police officers were hurt outside the ground. "
        'Force spokesman Dieter Vogel told journalists: "We will examine every second of the footage."',
        [("Dieter Vogel", "police", "We will examine every second of the footage.")],
    ),
    # --- titles and role nouns are dropped from the name
    (
        'Prosecutor Miriam Hale told the jury: "He went to the match looking for a fight and he found one."',
        [("Miriam Hale", "official", "He went to the match looking for a fight and he found one.")],
    ),
    (
        'Detective Inspector Owen Pryce said: "We are appealing for anyone with mobile phone footage to come forward."',
        [("Owen Pryce", "police", "We are appealing for anyone with mobile phone footage to come forward.")],
    ),
    (
        'Assistant Chief Constable Rachel Byrne said: "The vast majority of travelling fans were a credit to their club."',
        [("Rachel Byrne", "police", "The vast majority of travelling fans were a credit to their club.")],
    ),
    (
        '"This was organised violence planned days in advance," said Chief Constable Graham Tuck.',
        [("Graham Tuck", "police", "This was organised violence planned days in advance")],
    ),
    (
        'Sergeant Leon Ashby added: "Nobody should have to walk home past that kind of behaviour."',
        [("Leon Ashby", "police", "Nobody should have to walk home past that kind of behaviour.")],
    ),
    (
        'District Judge Philippa Crane told the defendant: "You behaved like a thug in front of hundreds of children."',
        [("Philippa Crane", "official", "You behaved like a thug in front of hundreds of children.")],
    ),
    (
        'Councillor Imran Qureshi said: "Residents deserve to feel safe on their own streets on a matchday."',
        [("Imran Qureshi", "official", "Residents deserve to feel safe on their own streets on a matchday.")],
    ),
    (
        'Local MP Sandra Whitlock said: "I have written to the chief constable to demand answers about the policing."',
        [("Sandra Whitlock", "official", "I have written to the chief constable to demand answers about the policing.")],
    ),
    (
        'Sunderland head coach Tomas Lindqvist said: "I did not see the incident but I will speak to the players."',
        [("Tomas Lindqvist", "manager", "I did not see the incident but I will speak to the players.")],
    ),
    (
        'Hull City goalkeeper Arlo Kemp said: "A lighter hit me on the back of the neck during the second half."',
        [("Arlo Kemp", "player", "A lighter hit me on the back of the neck during the second half.")],
    ),
    (
        'Burnley chief executive Neil Harding said: "Anyone identified will never set foot in Turf Moor again."',
        [("Neil Harding", "club", "Anyone identified will never set foot in Turf Moor again.")],
    ),
    (
        'Magistrate Harold Fenn said: "Football banning orders exist for exactly this kind of behaviour."',
        [("Harold Fenn", "official", "Football banning orders exist for exactly this kind of behaviour.")],
    ),
    # --- multi-word forces
    (
        "Avon and Somerset Police said five men were detained. "
        'A spokesperson said: "Our officers will be out in numbers again for the next home game."',
        [("Avon and Somerset Police", "police", "Our officers will be out in numbers again for the next home game.")],
    ),
    (
        "Trouble flared at the final whistle, Police Scotland said. "
        'A spokesman added: "Inquiries are continuing and we expect further arrests."',
        [("Police Scotland", "police", "Inquiries are continuing and we expect further arrests.")],
    ),
    (
        "Greater Manchester Police made four arrests. "
        '"We will not tolerate this sort of disorder on our streets," a force spokesman said.',
        [("Greater Manchester Police", "police", "We will not tolerate this sort of disorder on our streets")],
    ),
    (
        "British Transport Police boarded the train at Crewe. "
        'A spokesperson for the force said: "Two men were removed from the service for being drunk and abusive."',
        [("British Transport Police", "police", "Two men were removed from the service for being drunk and abusive.")],
    ),
    (
        "Lyon police said 30 people were held. "
        'A spokesman told the agency: "The away fans were escorted to the station under heavy guard."',
        [("Lyon Police", "police", "The away fans were escorted to the station under heavy guard.")],
    ),
    # --- a second quotation goes to the speaker of the first
    (
        '"We were kettled outside the turnstiles for an hour," said Ben Archer, who travels to every away game. '
        '"There was no water and no toilets."',
        [
            ("Ben Archer", "", "We were kettled outside the turnstiles for an hour"),
            ("Ben Archer", "", "There was no water and no toilets."),
        ],
    ),
    (
        '"The lads in the dressing room were shaken by what they saw," Stoke City manager Ivo Marsh said, '
        'adding: "It cannot keep happening at this level."',
        [
            ("Ivo Marsh", "manager", "The lads in the dressing room were shaken by what they saw"),
            ("Ivo Marsh", "manager", "It cannot keep happening at this level."),
        ],
    ),
    # --- unnamed fans
    (
        'A Plymouth Argyle fan told the Herald: "People were climbing over the fences to get away from the smoke."',
        [("fan", "fan", "People were climbing over the fences to get away from the smoke.")],
    ),
    (
        'One Bristol City supporter said: "I have been going for thirty years and never seen anything like it."',
        [("fan", "fan", "I have been going for thirty years and never seen anything like it.")],
    ),
    # --- a statement as its own paragraph after a line ending with a colon
    (
        "Sheffield Wednesday lost 2-1 to Sheffield United on Sunday.\n\n"
        "Sheffield Wednesday released a statement on Monday morning:\n\n"
        '"Sheffield Wednesday condemns the throwing of objects at opposition players and will ban anyone identified."',
        [(
            "Sheffield Wednesday", "club",
            "Sheffield Wednesday condemns the throwing of objects at opposition players and will ban anyone identified.",
        )],
    ),
    (
        "Leeds United beat Hull City 3-0.\n\n"
        "A spokesperson for Hull City said:\n\n"
        '"We are aware of footage circulating online and are working with the police to identify those involved."',
        [(
            "Hull City", "club",
            "We are aware of footage circulating online and are working with the police to identify those involved.",
        )],
    ),
    # --- other attributions
    (
        "Stoke City said they would ban anyone identified. "
        '"We are reviewing the CCTV from the away end and will act quickly," said a spokesman for the club.',
        [("Stoke City", "club", "We are reviewing the CCTV from the away end and will act quickly")],
    ),
    (
        'Rotherham striker Kofi Mensah wrote on social media: "Racism has no place in our game and never will."',
        [("Kofi Mensah", "player", "Racism has no place in our game and never will.")],
    ),
    (
        'Reading captain Sam Olsen posted on X: "Whoever threw that bottle should be ashamed of themselves."',
        [("Sam Olsen", "player", "Whoever threw that bottle should be ashamed of themselves.")],
    ),
    (
        'Radio presenter Gail Munroe, who was in the press box, said: "The stand was shaking as people surged forward."',
        [("Gail Munroe", "journalist", "The stand was shaking as people surged forward.")],
    ),
    (
        'Nottingham Forest midfielder Ellis Barr told the BBC: "My family were in that stand and they were terrified."',
        [("Ellis Barr", "player", "My family were in that stand and they were terrified.")],
    ),
    (
        '"Seats were ripped out and thrown towards the home supporters," according to Inspector Dawn Haig.',
        [("Dawn Haig", "police", "Seats were ripped out and thrown towards the home supporters")],
    ),
    (
        "According to Sergeant Ray Colley, "
        '"the group had been drinking near the station since lunchtime and were looking for trouble."',
        [("Ray Colley", "police", "the group had been drinking near the station since lunchtime and were looking for trouble.")],
    ),
    (
        "In a statement, Rochdale said the chanting was \"vile\" and that the club would "
        '"work with the authorities to identify every individual responsible for it."',
        [("Rochdale", "club", "work with the authorities to identify every individual responsible for it.")],
    ),
    (
        "Two stewards who worked the game spoke to us on condition of anonymity. "
        '"The gates were opened far too late and the crowd just built up behind them," one said.',
        [("steward", "", "The gates were opened far too late and the crowd just built up behind them")],
    ),
    (
        "Officers from West Midlands Police escorted the away fans to New Street. "
        'PC Dan Hollis said: "Most of them were in good spirits and we had very few problems on the walk."',
        [("Dan Hollis", "police", "Most of them were in good spirits and we had very few problems on the walk.")],
    ),
    (
        "The Metropolitan Police said six people were arrested near the ground. "
        'A Met spokeswoman said: "Officers will be reviewing body-worn footage over the coming days."',
        [("Metropolitan Police", "police", "Officers will be reviewing body-worn footage over the coming days.")],
    ),
    (
        "Rotterdam police closed the square before kick-off. "
        '"We saw groups gathering from early in the afternoon and decided to act," a police spokesman said.',
        [("Rotterdam Police", "police", "We saw groups gathering from early in the afternoon and decided to act")],
    ),
    (
        'Barnsley chairman Roy Tennant said: "These people are not supporters and they are not welcome here."\n\n'
        '"We will be writing to every season-ticket holder in that block," he added.',
        [
            ("Roy Tennant", "club", "These people are not supporters and they are not welcome here."),
            ("Roy Tennant", "club", "We will be writing to every season-ticket holder in that block"),
        ],
    ),
    (
        "Superintendent Mia Okafor led the operation. "
        'Speaking after the game, she said: "We had a plan for this fixture and the plan largely worked."',
        [("Mia Okafor", "police", "We had a plan for this fixture and the plan largely worked.")],
    ),
    (
        "Peterborough United said they were aware of the video.\n\n"
        "In a statement, the club said:\n\n"
        '"We are shocked by the footage and have passed everything we hold to the police."',
        [("Peterborough United", "club", "We are shocked by the footage and have passed everything we hold to the police.")],
    ),
    (
        'Greater Manchester Police Assistant Chief Constable Nick Bailey said: '
        '"The operation went to plan for most of the day."',
        [("Nick Bailey", "police", "The operation went to plan for most of the day.")],
    ),
    (
        "Devon and Cornwall Police said two arrests were made. "
        '"Both men have since been released on bail," the force said.',
        [("Devon and Cornwall Police", "police", "Both men have since been released on bail")],
    ),
    (
        '"I have never seen anything like it in my whole life," Jane Porter, 54, told the Gazette.',
        [("Jane Porter", "", "I have never seen anything like it in my whole life")],
    ),
    (
        'DCI Laura Penn told reporters: "This was a targeted attack on a group of away supporters."',
        [("Laura Penn", "police", "This was a targeted attack on a group of away supporters.")],
    ),
    (
        "Exeter City said the matter had been passed to the police. "
        '"We condemn this behaviour in the strongest possible terms," a statement from the club read.',
        [("Exeter City", "club", "We condemn this behaviour in the strongest possible terms")],
    ),
    (
        "The region's interior minister, Óscar Peñalver, defended the decision to close the gates. "
        '"There was a real risk of a crush inside the ground," he said.',
        [("Óscar Peñalver", "official", "There was a real risk of a crush inside the ground")],
    ),
]


@pytest.mark.parametrize(("text", "expected"), CASES, ids=[c[0][:60] for c in CASES])
def test_quote_attribution(text, expected):
    assert quotes(text) == expected


NEGATIVE = [
    # scare quotes of one to three words are not quotations
    'The club described the scenes as "utterly shameful" and promised action.',
    "Police called the behaviour of the away fans 'mindless' on Saturday night.",
    'Supporters were told the new ticket system would be "fully operational" by March.',
    # a quoted chant or song line in a sentence without a speaker
    'The away end sang "we hate the Dutch, we hate them all so much" throughout the second half of the game.',
    'Home fans chanted "you are going home in a police van tonight" at the visitors.',
    # a headline quote, a paragraph on its own with no attribution
    '"Shameful scenes at the derby tonight as bottles fly across the pitch"\n\nBottles were thrown at Vale Park.',
]


@pytest.mark.parametrize("text", NEGATIVE, ids=[t[:50] for t in NEGATIVE])
def test_not_quotes(text):
    assert quotes(text) == []


def test_scare_quote_speaker_still_carries_to_next_reported_quotation():
    text = (
        'Doncaster Rovers said the abuse was "disgraceful" and that they would '
        '"ban for life any supporter found to have taken part in it."'
    )
    assert quotes(text) == [
        ("Doncaster Rovers", "club", "ban for life any supporter found to have taken part in it.")
    ]


def test_a_speaker_asked_about_chanting_is_still_quoted():
    text = 'Asked about the chanting, Tom Reed said: "It was disgusting and I will not defend it."'
    assert quotes(text) == [("Tom Reed", "", "It was disgusting and I will not defend it.")]


def test_title_after_name_is_dropped():
    text = 'Priya Lal MP told the Commons: "The policing of this match was a shambles from start to finish."'
    assert quotes(text) == [("Priya Lal", "official", "The policing of this match was a shambles from start to finish.")]


def test_pronoun_after_apposition_person():
    text = (
        "Lucas Moreau, the visiting club's president, condemned the violence on Sunday. "
        '"Nobody who loves this sport would throw a firework into a crowd," he said.'
    )
    assert quotes(text) == [("Lucas Moreau", "club", "Nobody who loves this sport would throw a firework into a crowd")]
