"""Speakers (``quotes.speakers``, ``quotes.names``): who a subject phrase is.

Titles and role nouns are dropped from names ("Detective Inspector Owen Pryce", "Priya
Lal MP"), a named spokesperson is that person, a force of several words is one force
("Avon and Somerset Police", "Lyon police"), a spokesperson of no named body speaks for
the last one named, "he"/"she" is the last person named, "the club" the club named last
(or the one a statement opens with), "the force" the force named last, an unnamed fan
is "fan", a councillor an official.  Every sentence is invented; each case asserts the
exact (speaker, role, value) of every quote claim.  No database needed.
"""

import pytest

from incidents.extraction import extract

from .cases import LEEDS, case_ids, claims_of, quotes

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
    # --- unnamed fans
    (
        'A Plymouth Argyle fan told the Herald: "People were climbing over the fences to get away from the smoke."',
        [("fan", "fan", "People were climbing over the fences to get away from the smoke.")],
    ),
    (
        'One Bristol City supporter said: "I have been going for thirty years and never seen anything like it."',
        [("fan", "fan", "I have been going for thirty years and never seen anything like it.")],
    ),
]

QUOTE_CASES = [
    # --- '"...," the club said': the club, not a force named after the club
    (
        "Hibernian beat Hearts 2-0 at Easter Road on Saturday. Hibernian fans let off flares.\n"
        "Police Scotland made six arrests.\n"
        '"We are appalled by what our supporters did to the visiting team\'s bus," the club said in a statement.',
        [("Hibernian", "club", "We are appalled by what our supporters did to the visiting team's bus")],
    ),
    # --- a club statement speaks of itself in the third person: the club it opens with
    (
        "Hibernian beat Hearts 2-0 at Easter Road on Saturday. Hibernian fans let off flares. "
        "Hearts supporters threw coins.\n"
        '"Hibernian condemn the scenes in the East Stand this afternoon without reservation," '
        "the club said in a statement, after Police Scotland confirmed six arrests.",
        [("Hibernian", "club", "Hibernian condemn the scenes in the East Stand this afternoon without reservation")],
    ),
    (
        LEEDS
        + '"We are deeply disappointed by what happened in the away end today," the club said, '
        "a day after West Yorkshire Police made eight arrests.",
        [("Millwall", "club", "We are deeply disappointed by what happened in the away end today")],
    ),
    # --- '"...," the force said': the force named last, not the club named after it
    (
        "Everton lost 1-0 to Liverpool at Goodison Park. Merseyside Police said nine people were arrested. "
        "Liverpool fans threw bottles and Everton fans threw coins.\n"
        '"We will not tolerate this behaviour and we will hunt down those responsible," the force said, '
        "after Everton had issued an appeal.",
        [("Merseyside Police", "police", "We will not tolerate this behaviour and we will hunt down those responsible")],
    ),
    # --- an unnamed fan described by a participle: "fan", not the club that names the fan
    (
        LEEDS
        + "One Millwall supporter caught in the crush told BBC Radio Leeds: "
        '"People were being pushed down the steps and nobody was helping them."',
        [("fan", "fan", "People were being pushed down the steps and nobody was helping them.")],
    ),
    (
        "Sunderland beat Newcastle United 3-1 at the Stadium of Light. Sunderland fans threw bottles.\n"
        'A home fan standing near the dugouts told the Echo: "I could not believe what I was seeing from the away end."',
        [("fan", "fan", "I could not believe what I was seeing from the away end.")],
    ),
    # --- negative: a named fan is that person, with the role fan
    (
        LEEDS + 'Leeds United fan Tom Barker, 34, said: "It was the worst I have seen at Elland Road in years."',
        [("Tom Barker", "fan", "It was the worst I have seen at Elland Road in years.")],
    ),
    # --- a lone word of a club named earlier: "United" after "Manchester United"
    (
        "Manchester City lost 2-1 to Manchester United at the Etihad Stadium. Manchester City fans threw coins.\n"
        'United told the club website they were "saddened by the behaviour of a handful of people in the away end" '
        "on Sunday.",
        [("Manchester United", "club", "saddened by the behaviour of a handful of people in the away end")],
    ),
    # --- negative: two quoted words are no quote claim, whoever said them
    (
        LEEDS + 'West Yorkshire Police said the behaviour was "totally unacceptable" and that they were reviewing footage.',
        [],
    ),
]

SPEAKERS = [
    (
        "England play Scotland tonight. Munich police said 12 people were held overnight. "
        'A spokeswoman told us: "The situation around the station is calm and we will stay visible all night."',
        ("Munich Police", "police"),
    ),
    (
        "Leicester City beat Everton 2-0. Leicestershire Police said two men were arrested. "
        'A spokesman said: "Both men remain in custody and our enquiries are continuing."',
        ("Leicestershire Police", "police"),
    ),
    (
        "Celtic fans clashed with Rangers fans. The SPFL confirmed it had received the referee's report. "
        'A spokeswoman said: "We will be speaking to both clubs about what happened at the game."',
        ("SPFL", "governing_body"),
    ),
    (
        'Camden councillor Priya Shah said: "Residents have been complaining about this for years now."',
        ("Priya Shah", "official"),
    ),
    (
        "Salford councillor Mike Doyle, who chairs the licensing committee, said: "
        '"We warned the club that the stewarding plan was not good enough."',
        ("Mike Doyle", "official"),
    ),
    (
        'Sheffield city councillor Jo Smith said: "The club must act now before someone is killed."',
        ("Jo Smith", "official"),
    ),
    (
        'Liverpool councillor Joe Ward told the Echo: "People living near the ground deserve better than this."',
        ("Joe Ward", "official"),
    ),
    (
        "Chief Inspector Sarah Moss, who was in charge on the day, said:\n"
        '"Most supporters behaved well, but a small group were determined to cause trouble."',
        ("Sarah Moss", "police"),
    ),
    (
        "Hibs captain Lewis Grant added:\n"
        "“We want to play in front of fans, not in a cloud of smoke every other week.”",
        ("Lewis Grant", "player"),
    ),
    (
        "Portsmouth lost 1-0 to Southampton. A statement from Portsmouth read:\n"
        '"The club condemns the behaviour of a small minority of our supporters."',
        ("Portsmouth", "club"),
    ),
]


@pytest.mark.parametrize(("text", "expected"), CASES, ids=[c[0][:60] for c in CASES])
def test_speaker_normalisation(text, expected):
    assert quotes(text) == expected


@pytest.mark.parametrize("text,expected", QUOTE_CASES)
def test_quote_speakers(text, expected):
    assert quotes(text) == expected


@pytest.mark.parametrize(("text", "speaker"), SPEAKERS, ids=case_ids(SPEAKERS))
def test_speakers_of_bodies_and_officials(text, speaker):
    found = [(c.speaker, c.speaker_role) for c in extract(text) if c.kind == "quote"]
    assert found == [speaker]


def test_quote_statement_and_pronoun():
    text = (
        "Millwall striker Tom Bradshaw scored twice. He said: 'I did not see what happened in the stands.'\n"
        "A Millwall statement read: 'We will not tolerate this behaviour from anyone.'"
    )
    found = claims_of(text, "quote")
    assert [(q.speaker, q.speaker_role) for q in found][0] == ("Tom Bradshaw", "player")
    assert found[1].speaker_role == "club" and "Millwall" in found[1].speaker


def test_unnamed_speaker_is_the_role():
    (quote,) = claims_of('One supporter told the Echo: "I was scared for my children."', "quote")
    assert (quote.speaker, quote.speaker_role) == ("fan", "fan")


def test_title_after_name_is_dropped():
    text = 'Priya Lal MP told the Commons: "The policing of this match was a shambles from start to finish."'
    assert quotes(text) == [("Priya Lal", "official", "The policing of this match was a shambles from start to finish.")]


def test_pronoun_after_apposition_person():
    text = (
        "Lucas Moreau, the visiting club's president, condemned the violence on Sunday. "
        '"Nobody who loves this sport would throw a firework into a crowd," he said.'
    )
    assert quotes(text) == [("Lucas Moreau", "club", "Nobody who loves this sport would throw a firework into a crowd")]


def test_an_unnamed_fan_named_by_a_short_club_name_is_no_club_speaker():
    # "Derby" is Derby County here (its ground is named), but the fan who speaks is not the club.
    text = ("West Ham won their FA Cup tie at Derby on Monday night. Bottles were thrown outside Pride Park.\n"
            'One Derby season-ticket holder said: "It was carnage on the bridge by the station."')
    (quote,) = claims_of(text, "quote")
    assert quote.speaker_role == "fan" and quote.speaker != "Derby County"
