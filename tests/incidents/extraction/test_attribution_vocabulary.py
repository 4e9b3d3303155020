"""Quote attribution over the vocabulary of UK, European and agency journalism.

Attribution verbs (said, fumed, lamented, reflected, hit out ...), placements (colon
before, '"...," said X', '"...," X, the club's chief executive, said', a split quote,
reported speech with a partial quote, "in a statement", "according to", "told
<outlet>", "speaking after the game", "asked about ...", "writing on Instagram") and
unnamed speakers ("a steward", "a local resident", "a police source").  Negatives:
scare quotes, chants, banners, placards, headlines and programme titles.

Every person, club, force and outlet here is invented; each case asserts the exact
(speaker, role, value) of every quote claim.  No database needed.
"""

from __future__ import annotations

import pytest

from .cases import case_ids, quotes

CASES = [
    (
        'Wexford Rovers manager Dean Fenwick said: "We cannot have this kind of behaviour at our ground again."',
        [('Dean Fenwick', 'manager', 'We cannot have this kind of behaviour at our ground again.')],
    ),
    (
        '"The scenes at the final whistle were disgraceful and we will act," said Inspector Maura Quill of Tynebridge Police.',
        [('Maura Quill', 'police', 'The scenes at the final whistle were disgraceful and we will act')],
    ),
    (
        '"Nobody wants to see families frightened like that," Harlow Town captain Jed Okafor said.',
        [('Jed Okafor', 'player', 'Nobody wants to see families frightened like that')],
    ),
    (
        '"We will be writing to every season ticket holder this week," Priya Sandhu, the club\'s chief executive, said.',
        [('Priya Sandhu', 'club', 'We will be writing to every season ticket holder this week')],
    ),
    (
        '"It was frightening for the children around us," Colm Brady said. "They were crying by the end of it."',
        [('Colm Brady', '', 'It was frightening for the children around us'), ('Colm Brady', '', 'They were crying by the end of it.')],
    ),
    (
        'Ashcombe United manager Lenny Marsh was furious. "We let our supporters down badly today," he admitted.',
        [('Lenny Marsh', 'manager', 'We let our supporters down badly today')],
    ),
    (
        'Ashcombe United boss Lenny Marsh said that the club "will not tolerate a small minority ruining it for everyone".',
        [('Lenny Marsh', 'manager', 'will not tolerate a small minority ruining it for everyone')],
    ),
    (
        'In a statement, the club said: "Ashcombe United condemns the actions of those involved in the strongest terms."',
        [('Ashcombe United', 'club', 'Ashcombe United condemns the actions of those involved in the strongest terms.')],
    ),
    (
        'A spokesperson for Norbury Police said: "Officers will be reviewing footage over the coming days."',
        [('Norbury Police', 'police', 'Officers will be reviewing footage over the coming days.')],
    ),
    (
        'Ashcombe United said in a statement: "We are working closely with the police to identify those responsible."',
        [('Ashcombe United', 'club', 'We are working closely with the police to identify those responsible.')],
    ),
    (
        'The trouble started before kick-off, according to Sergeant Tom Pell, who said "a group of around 40 men charged the barriers".',
        [('Tom Pell', 'police', 'a group of around 40 men charged the barriers')],
    ),
    (
        'Striker Rhys Doyle told Sky Sports: "Coins were coming down from the stand every time we took a corner."',
        [('Rhys Doyle', 'player', 'Coins were coming down from the stand every time we took a corner.')],
    ),
    (
        'Fenwick told the BBC: "I have never seen anything like it in thirty years in the game."',
        [('Fenwick', '', 'I have never seen anything like it in thirty years in the game.')],
    ),
    (
        'Speaking after the game, Harlow Town boss Ines Moreau said: "Our fans deserve better than what happened out there."',
        [('Ines Moreau', 'manager', 'Our fans deserve better than what happened out there.')],
    ),
    (
        'Asked about the flares thrown onto the pitch, Moreau replied: "I did not see it, but if it happened it is unacceptable."',
        [('Moreau', '', 'I did not see it, but if it happened it is unacceptable.')],
    ),
    (
        'Jed Okafor, speaking to talkSPORT, said: "Somebody could have lost an eye with one of those coins."',
        [('Jed Okafor', '', 'Somebody could have lost an eye with one of those coins.')],
    ),
    (
        'Jed Okafor (Harlow Town captain) said: "Somebody could have lost an eye with one of those coins."',
        [('Jed Okafor', 'player', 'Somebody could have lost an eye with one of those coins.')],
    ),
    (
        'Writing on Instagram, midfielder Sami Kallio said: "Racism has no place in football or anywhere else."',
        [('Sami Kallio', 'player', 'Racism has no place in football or anywhere else.')],
    ),
    (
        'One supporter said: "The stewards just stood and watched while it all kicked off."',
        [('fan', 'fan', 'The stewards just stood and watched while it all kicked off.')],
    ),
    (
        'An eyewitness told the Press Association: "There were bottles flying everywhere outside the pub."',
        [('fan', 'fan', 'There were bottles flying everywhere outside the pub.')],
    ),
    (
        'A steward, who asked not to be named, said: "We were massively outnumbered at the turnstiles."',
        [('steward', '', 'We were massively outnumbered at the turnstiles.')],
    ),
    (
        'A local resident said: "My car was damaged and my front window was smashed."',
        [('resident', '', 'My car was damaged and my front window was smashed.')],
    ),
    (
        'A police source told the Echo: "The intelligence suggested there would be trouble at the station."',
        [('police', 'police', 'The intelligence suggested there would be trouble at the station.')],
    ),
    (
        'A club source said: "The board is furious about the damage done to the away end."',
        [('club', 'club', 'The board is furious about the damage done to the away end.')],
    ),
    (
        '"Whoever threw that bottle should never be allowed near a ground again," fumed Dean Fenwick.',
        [('Dean Fenwick', '', 'Whoever threw that bottle should never be allowed near a ground again')],
    ),
    (
        '"The atmosphere turned nasty long before kick-off," lamented Harlow Town chairman Olu Bassey.',
        [('Olu Bassey', 'club', 'The atmosphere turned nasty long before kick-off')],
    ),
    (
        '"It felt like the bad old days of the eighties," Olu Bassey reflected.',
        [('Olu Bassey', '', 'It felt like the bad old days of the eighties')],
    ),
    (
        'Ines Moreau hit out at the officials: "They let the game get out of control in the second half."',
        [('Ines Moreau', '', 'They let the game get out of control in the second half.')],
    ),
    (
        'An official said: "The match commissioner will submit his report to the league on Monday."',
        [('official', 'official', 'The match commissioner will submit his report to the league on Monday.')],
    ),
    (
        'Asked whether the fixture should be played behind closed doors, Councillor Bea Hurst said: "That has to be on the table now."',
        [('Bea Hurst', 'official', 'That has to be on the table now.')],
    ),
    (
        'Tynebridge Police Superintendent Carl Vance warned: "Anyone who travels looking for trouble will be arrested."',
        [('Carl Vance', 'police', 'Anyone who travels looking for trouble will be arrested.')],
    ),
    (
        '"We are not going to let a handful of idiots define this club," Harlow Town manager Ines Moreau told reporters.',
        [('Ines Moreau', 'manager', 'We are not going to let a handful of idiots define this club')],
    ),
    (
        '"Those responsible will be identified and banned for life," the club said in a statement.',
        [('club', 'club', 'Those responsible will be identified and banned for life')],
    ),
    (
        '"There will be a much bigger police presence for the return fixture," according to Inspector Maura Quill.',
        [('Maura Quill', 'police', 'There will be a much bigger police presence for the return fixture')],
    ),
    (
        'Writing on X, defender Tomas Lind said: "Proud of the lads, but the scenes in the away end were embarrassing."',
        [('Tomas Lind', 'player', 'Proud of the lads, but the scenes in the away end were embarrassing.')],
    ),
    (
        'Goalkeeper Arlo Finch told BBC Radio Kent: "A lighter hit me on the back of the head in the first half."',
        [('Arlo Finch', 'player', 'A lighter hit me on the back of the head in the first half.')],
    ),
    (
        'Fenwick described the visitors as "a disgrace" after the match.',
        [],
    ),
    (
        'Home fans sang "You\'re not singing any more, you\'re not singing any more" as the away end emptied.',
        [],
    ),
    (
        'A banner reading "Justice for the ninety-six and all who suffered" was unfurled in the home end.',
        [],
    ),
    (
        'The chant of "Who are ya, who are ya, who are ya" rang around the ground.',
        [],
    ),
    (
        'The fans chanted "We want our club back from the owners now" throughout the second half.',
        [],
    ),
    (
        'The club called the behaviour "totally unacceptable" on Sunday.',
        [],
    ),
    (
        'He appeared on "Match of the Day" later that evening.',
        [],
    ),
    (
        'Supporters held placards saying "Sack the board before it is too late" before kick-off.',
        [],
    ),
    (
        'The newspaper ran the headline "Shame of the Shed End" on its back page the next morning.',
        [],
    ),
    (
        'The programme "Football Focus Weekly Special" covered the trouble at length.',
        [],
    ),
    (
        'The so-called "ultras" gathered near the station.',
        [],
    ),
    (
        '"We were hemmed in for an hour after the final whistle," said Norah Penn, a season ticket holder. "The toilets were closed and nobody told us anything."',
        [('Norah Penn', 'fan', 'We were hemmed in for an hour after the final whistle'), ('Norah Penn', 'fan', 'The toilets were closed and nobody told us anything.')],
    ),
    (
        'Harlow Town manager Ines Moreau was furious. "Coins, lighters, a bottle of water," she said. "What is next, a brick?" she added.',
        [('Ines Moreau', 'manager', 'Coins, lighters, a bottle of water'), ('Ines Moreau', 'manager', 'What is next, a brick?')],
    ),
    (
        'A Harlow Town spokesperson said: "The supporter has been identified and will be banned indefinitely."',
        [('Harlow Town', 'club', 'The supporter has been identified and will be banned indefinitely.')],
    ),
    (
        'Posting on Instagram, winger Kofi Mensah wrote: "Disgusted by what was shouted at me from the stand today."',
        [('Kofi Mensah', 'player', 'Disgusted by what was shouted at me from the stand today.')],
    ),
    (
        '"We had intelligence that a group would travel without tickets," Inspector Maura Quill told local radio.',
        [('Maura Quill', 'police', 'We had intelligence that a group would travel without tickets')],
    ),
    (
        'A police source told the paper: "The operation was planned for weeks."',
        [('police', 'police', 'The operation was planned for weeks.')],
    ),
    (
        '"They were throwing everything they could get their hands on at the coaches," a passer-by told reporters.',
        [('passer-by', '', 'They were throwing everything they could get their hands on at the coaches')],
    ),
    (
        'Fans unfurled a banner which read "Not in our name, not in our ground" at half-time.',
        [],
    ),
    (
        'Police described the gathering as "a planned confrontation" between the groups.',
        [],
    ),
]

POSITIVE = [case for case in CASES if case[1]]
NEGATIVE = [case for case in CASES if not case[1]]


def test_the_cases_cover_both_sides():
    assert len(POSITIVE) >= 30 and len(NEGATIVE) >= 10


@pytest.mark.parametrize(("text", "expected"), CASES, ids=case_ids(CASES))
def test_quote_attribution_vocabulary(text, expected):
    assert quotes(text) == expected
