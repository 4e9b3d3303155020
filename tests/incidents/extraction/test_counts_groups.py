"""Whom a count counts (``counts.groups``): every count claim carries its group.

Supporters, fans, youths, ultras, hooligans and people placed in the crowd are fans;
stewards and security staff are stewards; officers, policemen, PCs and constables are
police; players, a goalkeeper and club staff are players and staff; people, men and
arrests with no noun are "" (people unspecified).  "Police arrested 11 men" counts men,
not police: the group is the noun of the people counted, never of the one who counts.
Every sentence is hand-written; each case states the exact counts (kind, value,
group, scope) and every claim's span is checked against its text.

No database: every test here runs in milliseconds.
"""

import pytest

from .cases import case_ids, counted

# (text, exact counts: kind, value, group, scope)
GROUPS = [
    # tabloid
    ("SHAME GAME: Nine Wolves yobs were nicked after bottles rained down on the away end.",
     [("arrests", "9", "fans", "incident")]),
    # wire
    ("Police said 14 supporters were detained near the ground before kick-off.",
     [("arrests", "14", "fans", "incident")]),
    # a force's statement
    ("Two of our officers sustained minor injuries during the disorder.",
     [("injuries", "2", "police", "incident")]),
    # local paper
    ("Three stewards needed treatment after being struck by coins thrown from the Kop.",
     [("injuries", "3", "stewards", "incident")]),
    ("Four security staff were hurt trying to hold back the crowd at the turnstiles.",
     [("injuries", "4", "stewards", "incident")]),
    ("Three PCs were hurt as they tried to separate rival groups.",
     [("injuries", "3", "police", "incident")]),
    ("Two Port Vale players were injured when their team bus was attacked.",
     [("injuries", "2", "players_staff", "incident")]),
    ("Three members of staff were treated for smoke inhalation.",
     [("injuries", "3", "players_staff", "incident")]),
    ("Goalkeeper Ryan Allsop was taken to hospital after being hit by a coin.",
     [("injuries", "1", "players_staff", "incident")]),
    ("Dozens of ultras clashed with riot police outside the stadium.",
     [("crowd", "24", "fans", "incident")]),
    ("Some 4,000 Sunderland supporters made the trip south.",
     [("crowd", "4000", "fans", "incident")]),
    ("Eight hooligans have been handed banning orders.",
     [("bans", "8", "fans", "incident")]),
    # people of no group: the police who arrest are not the people counted
    ("Police arrested 11 men in connection with the disorder.",
     [("arrests", "11", "", "incident")]),
    ("Seven people were taken to hospital.",
     [("injuries", "7", "", "incident")]),
    ("Merseyside Police confirmed 23 arrests.",
     [("arrests", "23", "", "incident")]),
    ("Two bar staff were injured when the pub windows were smashed.",
     [("injuries", "2", "", "incident")]),
    ("Twelve people were injured, including four police officers.",
     [("injuries", "12", "", "incident"), ("injuries", "4", "police", "incident")]),
    # men are fans only when the sentence says so: placed in the crowd, or named in an apposition
    ("Two men in the away end were arrested for throwing coins.",
     [("arrests", "2", "fans", "incident")]),
    ("Five men, all believed to be Bristol City supporters, were arrested in the town centre.",
     [("arrests", "5", "fans", "incident")]),
    ("Two men, both off-duty police officers, were hurt.",
     [("injuries", "2", "police", "incident")]),
    # a part naming nobody is of its total's group
    ("Nine Hibs fans were hurt, two of them seriously.",
     [("injuries", "2", "fans", "incident"), ("injuries", "9", "fans", "incident")]),
    ("None of the officers on duty was injured.",
     [("injuries", "0", "police", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), GROUPS, ids=case_ids(GROUPS))
def test_counts_carry_their_group(text, expected):
    assert counted(text) == sorted(expected)
