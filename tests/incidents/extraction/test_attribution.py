"""Attribution (``quotes.attribution``): who said each quotation, from the words left or
right of it, from the paragraph before it, or from the quotation before it.

'"...," said X, who ... . "..."' and '"...," X said, adding: "..."' give both to X; a
statement in its own paragraph after a line ending with a colon is that line's
speaker's; "according to X", "told <outlet>", "wrote on social media", "For X, ..., the
cause was "..."", "X put it bluntly:", a bare "Coach X:" line, "The FA put this out:";
a quotation over two paragraphs may be attributed after its last one.  Every sentence
is invented (other clubs, people, forces and outlets); each case asserts the exact
(speaker, role, value) of every quote claim.  No database needed.
"""

import pytest

from incidents.extraction import extract

from .cases import HIBS, LYON, VILLA, case_ids, quotes

CASES = [
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

QUOTE_CASES = [
    # --- a quotation over two paragraphs, attributed after its last one: the club named last
    (
        VILLA + "\nBirmingham City kept their response short.\n\n"
        '"We are saddened by the scenes in the North Stand and we will support the police.\n\n'
        '"Anyone identified will lose their season ticket with immediate effect," a club spokeswoman '
        "said late on Sunday.",
        [("Birmingham City", "club",
          "We are saddened by the scenes in the North Stand and we will support the police. "
          "Anyone identified will lose their season ticket with immediate effect")],
    ),
    # --- "For <title> <name>, who ..., the <noun> was "...": the view is that person's
    (
        VILLA + "For Superintendent Nadia Okafor, who led the policing operation, the cause was "
        '"a small group intent on fighting before the game" rather than the fixture itself.',
        [("Nadia Okafor", "police", "a small group intent on fighting before the game")],
    ),
    (
        HIBS + 'In the words of chairman Malcolm Gracie, the evening was "a stain on a proud club and '
        'its loyal supporters".',
        [("Malcolm Gracie", "club", "a stain on a proud club and its loyal supporters")],
    ),
    # --- "X put it this way:", "X had this to say:"
    (
        HIBS + 'Inspector Callum Reid put it bluntly: "Throwing a flare into a crowded stand could have '
        'killed somebody."',
        [("Callum Reid", "police", "Throwing a flare into a crowded stand could have killed somebody.")],
    ),
    (
        VILLA + 'Villa manager Tomas Lindqvist had this to say: "I did not see the coins but I will not '
        'defend anyone who throws them."',
        [("Tomas Lindqvist", "manager", "I did not see the coins but I will not defend anyone who throws them.")],
    ),
    # --- an unnamed reader, listener or caller writing in is a fan
    (
        LYON + 'A listener in the visiting section texted: "Somebody behind me launched a seat and it '
        'landed two rows in front of us."',
        [("fan", "fan", "Somebody behind me launched a seat and it landed two rows in front of us.")],
    ),
    # --- a bare colon after a named speaker (a live blog's post-match line)
    (
        LYON + '\nFull-time\nLyon coach Pierre Vasseur: "The game should never have been stopped. '
        'Our fans must learn to behave away from home as well."',
        [("Pierre Vasseur", "manager",
          "The game should never have been stopped. Our fans must learn to behave away from home as well.")],
    ),
    # --- "<body> put this out:" then the statement in the next paragraphs
    (
        VILLA + "\nThe FA put this out on Monday morning:\n\n"
        '"We are aware of the incidents at Villa Park and are working with the clubs and West '
        'Midlands Police.\n\n"We will not hesitate to act once we have the match officials\' reports."',
        [("FA", "governing_body",
          "We are aware of the incidents at Villa Park and are working with the clubs and West Midlands "
          "Police. We will not hesitate to act once we have the match officials' reports.")],
    ),
    # --- a day opening the sentence is no speaker: the organisation after it is
    (
        HIBS + "\nOn Tuesday afternoon the SPFL put this out:\n\n"
        '"The league will examine the referee\'s report and speak to both clubs before deciding on any '
        'further steps."',
        [("SPFL", "governing_body",
          "The league will examine the referee's report and speak to both clubs before deciding on any "
          "further steps.")],
    ),
    # --- a prefect is an official
    (
        LYON + "The city's prefect, Hélène Marchetti, said: \"There will be no away supporters at the "
        'next fixture between these clubs."',
        [("Hélène Marchetti", "official",
          "There will be no away supporters at the next fixture between these clubs.")],
    ),
    # --- negatives: a bare colon after no speaker, a "For" phrase naming nobody
    (
        VILLA + 'The verdict: "a long afternoon for everyone".',
        [],
    ),
    (
        HIBS + 'For a while, the mood in the ground was "a proper old derby".',
        [],
    ),
]


@pytest.mark.parametrize(("text", "expected"), CASES, ids=[c[0][:60] for c in CASES])
def test_quote_attribution(text, expected):
    assert quotes(text) == expected


@pytest.mark.parametrize(("text", "expected"), QUOTE_CASES, ids=case_ids(QUOTE_CASES))
def test_quote_speakers(text, expected):
    assert quotes(text) == expected


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


def test_a_second_quotation_after_an_inverted_attribution_has_the_same_speaker():
    text = (
        "Away supporters complained about the stewarding. "
        "“We were crushed against the barrier for ten minutes,” said Amy Clarke of the Stoke City Supporters’ Club. "
        "“Nobody came to help us and the gates stayed shut the whole time.”"
    )
    found = [(c.speaker, c.value[:10]) for c in extract(text) if c.kind == "quote"]
    assert found == [("Amy Clarke", "We were cr"), ("Amy Clarke", "Nobody cam")]


def test_a_quotation_introduced_by_a_new_paragraph_is_not_the_previous_speakers():
    text = (
        "“We were crushed against the barrier,” said Amy Clarke of the supporters’ club.\n"
        "Derby County manager Paul Warne said: “I did not see any of it from the dugout tonight.”"
    )
    found = [c.speaker for c in extract(text) if c.kind == "quote"]
    assert found == ["Amy Clarke", "Paul Warne"]
