"""Counts a report states through a measure, a place or a running total rather than
a plain verb (failure class 6 of the verdicts issue, and its neighbours).

Each class is a list of hand-written sentences in varied styles (wire, tabloid,
local paper, club statement, live blog); each case states the exact counts (kind,
value, group, scope) and every claim's span is checked against its text.

* bans through the measure: stadium bans sought or applied for against N people,
  season tickets or memberships of N people suspended;
* dispersal through the measure: exclusion orders issued to N, N people ordered
  out of the city centre or moved from a square;
* injuries through the place of treatment: taken to a named hospital or infirmary,
  and injuries received;
* crowds through what they did: exchanging missiles, trading blows, a trip or
  journey with its adjectives;
* running totals: an event that brings the number of arrests or injuries to N.

No database: every test here runs in milliseconds.
"""

import pytest

from .cases import case_ids, counted, why

# (text, exact counts: kind, value, group, scope)
BANS_THROUGH_THE_MEASURE = [
    ("Borussia Dortmund will apply for nationwide stadium bans against 15 supporters.",
     [("bans", "15", "fans", "incident")]),
    ("The club will seek stadium bans against about 20 fans identified on CCTV.",
     [("bans", "20", "fans", "incident")]),
    ("Hertha has applied for bans against 11 ultras after the pyrotechnics.",
     [("bans", "11", "fans", "incident")]),
    ("Police are seeking lifetime bans against three men filmed on the pitch.",
     [("bans", "3", "", "incident"), ("bans", "lifetime", "", "incident")]),
    ("Ajax have applied for national bans against 40 supporters.",
     [("bans", "40", "fans", "incident")]),
    ("The club has today suspended the season tickets of six supporters identified from that footage.",
     [("bans", "6", "fans", "incident")]),
    ("Leeds have cancelled the season tickets of 12 fans who threw coins.",
     [("bans", "12", "fans", "incident")]),
    ("SUSPENDED: United revoked the memberships of eight yobs after the derby.",
     [("bans", "8", "fans", "incident")]),
    ("The Hoops confirmed they had withdrawn the season tickets of 14 supporters.",
     [("bans", "14", "fans", "incident")]),
    ("Dundee United have already suspended the season tickets of several supporters.",
     [("bans", "3", "fans", "incident")]),
    # a possibility is no count
    ("The club could seek stadium bans against 30 fans.", []),
]

DISPERSAL_THROUGH_THE_MEASURE = [
    ("Officers also issued exclusion orders to 45 Schalke supporters.",
     [("dispersal", "45", "fans", "incident")]),
    ("Police served exclusion notices on 30 visiting fans at the station.",
     [("dispersal", "30", "fans", "incident")]),
    ("Twenty men were handed exclusion orders and put on trains home.",
     [("dispersal", "20", "", "incident")]),
    ("Between 40 and 50 Schalke supporters were ordered out of the city centre.",
     [("dispersal", "40-50", "fans", "incident")]),
    ("About 60 fans were moved from the square by mounted officers.",
     [("dispersal", "60", "fans", "incident")]),
    ("Some 200 away supporters were cleared from the pubs around the station.",
     [("dispersal", "200", "fans", "incident")]),
    ("Thirty ultras were told to leave the town before kick-off.",
     [("dispersal", "30", "fans", "incident")]),
    ("Police said 15 men were sent away from the area after a scuffle.",
     [("dispersal", "15", "", "incident")]),
    ("A group of 25 Millwall fans was driven out of the city centre by riot police.",
     [("dispersal", "25", "fans", "incident")]),
    ("Dozens of supporters were ordered away from the station concourse.",
     [("dispersal", "24", "fans", "incident")]),
]

INJURIES_THROUGH_THE_PLACE = [
    ("Three Swansea City supporters were taken to the University Hospital of Wales after scuffles.",
     [("injuries", "3", "fans", "incident")]),
    ("Two supporters were taken to Aintree University Hospital.",
     [("injuries", "2", "fans", "incident")]),
    ("Three fans were rushed to the Royal Infirmary with head wounds.",
     [("injuries", "3", "fans", "incident")]),
    ("A man was taken to A&E after being hit by a bottle.",
     [("injuries", "1", "", "incident")]),
    ("Two officers were taken to the city's hospital for checks.",
     [("injuries", "2", "police", "incident")]),
    ("Four people were conveyed to Glasgow Royal Infirmary, police said.",
     [("injuries", "4", "", "incident")]),
    ("Two stewards received minor injuries when the gate gave way.",
     [("injuries", "2", "stewards", "incident")]),
    ("Two members of stewarding staff received minor injuries at the away turnstiles.",
     [("injuries", "2", "stewards", "incident")]),
    ("Five officers received facial injuries during the disorder.",
     [("injuries", "5", "police", "incident")]),
    ("Nine fans were receiving treatment for cuts at the scene.",
     [("injuries", "9", "fans", "incident")]),
]

CROWDS_THROUGH_WHAT_THEY_DID = [
    ("Witnesses described about 100 supporters from both sides exchanging missiles across the piazza.",
     [("crowd", "100", "fans", "incident")]),
    ("Some 50 men were seen trading blows outside the Railway Tavern.",
     [("crowd", "50", "", "incident")]),
    ("Around 30 ultras were filmed exchanging flares with the home end.",
     [("crowd", "30", "fans", "incident")]),
    ("Hundreds of fans trading punches spilled into the road.",
     [("crowd", "200", "fans", "incident")]),
    ("Around 3,000 Swansea fans made the short journey east.",
     [("crowd", "3000", "fans", "incident")]),
    ("Some 800 Hull fans made the long, wet trip south.",
     [("crowd", "800", "fans", "incident")]),
    ("About 1,500 Hibs supporters made the 40-mile journey to Dundee.",
     [("crowd", "1500", "fans", "incident")]),
    ("More than 9,000 Rangers fans made the trip to Seville.",
     [("crowd", "9000", "fans", "incident")]),
    ("An estimated 2,000 visiting fans made the long midweek trip north.",
     [("crowd", "2000", "fans", "incident")]),
    ("Roughly 400 Bohemians supporters made the short trip across the city.",
     [("crowd", "400", "fans", "incident")]),
]

# The measure and whom it is for, with its length between or none (a class of verdicts-final25:
# "The Commission will now consider bans of up to five years for four people" was no count).
BANS_FOR_PEOPLE = [
    ("The Commission will now consider bans of up to five years for four people, two of them Madrid supporters.",
     [("bans", "4", "", "incident"), ("bans", "2", "fans", "incident")]),
    ("The club will issue stadium bans to 12 supporters.", [("bans", "12", "fans", "incident")]),
    ("Stadium bans for 12 supporters are expected.", [("bans", "12", "fans", "incident")]),
    ("UEFA proposed bans for 20 supporters.", [("bans", "20", "fans", "incident")]),
    ("Bans of three years for the six men were confirmed.", [("bans", "6", "", "incident")]),
    ("Banning orders of between three and five years for seven Leeds fans were granted.",
     [("bans", "7", "fans", "incident")]),
    ("The federation confirmed DASPO orders for 11 ultras.", [("bans", "11", "fans", "incident")]),
    ("The panel upheld club bans against three Leeds supporters.", [("bans", "3", "fans", "incident")]),
    # lengths, not people
    ("He received bans for three matches.", []),
    ("The club handed out bans for 12 months.", []),
    ("Bans for two seasons were imposed.", []),
    ("The law allows bans for up to 10 years.", []),
]


@pytest.mark.parametrize(("text", "expected"), BANS_FOR_PEOPLE, ids=case_ids(BANS_FOR_PEOPLE))
def test_bans_for_the_people_they_are_for(text, expected):
    assert counted(text, ("bans",)) == sorted(expected)


RUNNING_TOTALS = [
    ("The arrests bring the number of football-related arrests in Glasgow this season to 140.",
     [("arrests", "140", "", "season")]),
    ("That took the total number of arrests since Saturday to 31.",
     [("arrests", "31", "", "incident")]),
    ("The latest arrest brings the force's tally of arrests this season to 45.",
     [("arrests", "45", "", "season")]),
    ("Those detentions pushed the number of arrests during the match to 17.",
     [("arrests", "17", "", "incident")]),
    ("It brings the total of arrests at Elland Road this season to 23, police said.",
     [("arrests", "23", "", "season")]),
    ("Monday's arrests took the overall number of detentions linked to the derby to 12.",
     [("arrests", "12", "", "incident")]),
    ("The incident brings the number of injuries to stewards this season to 12.",
     [("injuries", "12", "stewards", "season")]),
    ("Two more casualties overnight took the total of injuries to nine.",
     [("injuries", "2", "", "incident"), ("injuries", "9", "", "incident")]),
    ("Police said the figure brought the number of arrests across the weekend to 20.",
     [("arrests", "20", "", "incident")]),
    ("The new arrests take the tally of arrests this season at the ground to 58.",
     [("arrests", "58", "", "season")]),
]


@pytest.mark.parametrize(("text", "expected"), BANS_THROUGH_THE_MEASURE, ids=case_ids(BANS_THROUGH_THE_MEASURE))
def test_bans_stated_through_the_measure(text, expected):
    assert counted(text, ("bans",)) == sorted(expected)


@pytest.mark.parametrize(("text", "expected"), DISPERSAL_THROUGH_THE_MEASURE,
                         ids=case_ids(DISPERSAL_THROUGH_THE_MEASURE))
def test_dispersal_stated_through_the_measure(text, expected):
    assert counted(text, ("dispersal",)) == sorted(expected)


@pytest.mark.parametrize(("text", "expected"), INJURIES_THROUGH_THE_PLACE, ids=case_ids(INJURIES_THROUGH_THE_PLACE))
def test_injuries_stated_through_the_place_of_treatment(text, expected):
    assert counted(text, ("injuries",)) == sorted(expected)


@pytest.mark.parametrize(("text", "expected"), CROWDS_THROUGH_WHAT_THEY_DID,
                         ids=case_ids(CROWDS_THROUGH_WHAT_THEY_DID))
def test_crowds_stated_through_what_they_did(text, expected):
    assert counted(text, ("crowd",)) == sorted(expected)


@pytest.mark.parametrize(("text", "expected"), RUNNING_TOTALS, ids=case_ids(RUNNING_TOTALS))
def test_running_totals_brought_to_a_figure(text, expected):
    assert counted(text, ("arrests", "injuries")) == sorted(expected)


# A running total of people by what was done to them, not by the kind's noun (a class of
# verdicts-final25: a local paper's "bringing the number of people arrested to three" was
# no count, so the radio's two on the night stood alone), and totals that "now stand at" N.
RUNNING_TOTALS_OF_PEOPLE = [
    ("A third man was identified later from CCTV, bringing the number of people arrested to three.",
     [("arrests", "3", "", "incident")]),
    ("A fourth arrest was made on Sunday, taking the total arrested to four.",
     [("arrests", "4", "", "incident")]),
    ("The number of people arrested has risen to nine.", [("arrests", "9", "", "incident")]),
    ("The arrest of a 19-year-old brings the number of people held to five.", [("arrests", "5", "", "incident")]),
    ("That brings the number of fans detained to 14.", [("arrests", "14", "fans", "incident")]),
    ("The number of arrests now stands at 11.", [("arrests", "11", "", "incident")]),
    ("The number of people detained had reached 20 by midnight.", [("arrests", "20", "", "incident")]),
    ("By Monday the number of supporters arrested had climbed to 16, police said.",
     [("arrests", "16", "fans", "incident")]),
    ("It takes the total number of people injured to seven.", [("injuries", "7", "", "incident")]),
    ("The number of fans hurt has risen to eight.", [("injuries", "8", "fans", "incident")]),
    ("The number of people injured now stands at 12.", [("injuries", "12", "", "incident")]),
    ("Another casualty overnight brought the number of people hurt to six.", [("injuries", "6", "", "incident")]),
    # not a count of people: the number charged is not the number arrested
    ("Police have now charged two more men, bringing the number charged to six.", []),
]


@pytest.mark.parametrize(("text", "expected"), RUNNING_TOTALS_OF_PEOPLE, ids=case_ids(RUNNING_TOTALS_OF_PEOPLE))
def test_running_totals_of_people_by_what_was_done_to_them(text, expected):
    assert counted(text, ("arrests", "injuries")) == sorted(expected)


# Bans for people counted by their arrest are bans, not arrests (a verdicts-final37 class: a
# police release's "Police will file applications for stadium bans for 19 detainees" was 19
# arrests, beside its own total of 23, and a police quote's "football banning orders against
# six of those arrested" six arrests).
BANS_FOR_THE_ARRESTED = [
    ("Police will file applications for stadium bans for 19 detainees.", [("bans", "19", "", "incident")]),
    ("We will apply for football banning orders against six of those arrested once they are charged.",
     [("bans", "6", "", "incident")]),
    ("Police will seek banning orders against 12 of the detainees.", [("bans", "12", "", "incident")]),
    ("The club issued bans to four of the fans arrested.", [("bans", "4", "fans", "incident")]),
    ("Stadium bans for nine of the men detained are expected.", [("bans", "9", "", "incident")]),
    ("Police have requested bans against 14 of those held.", [("bans", "14", "", "incident")]),
    ("Banning orders will be sought against five of the arrested supporters.", [("bans", "5", "fans", "incident")]),
    ("The Questore issued Daspo bans to seven detainees.", [("bans", "7", "", "incident")]),
    ("The club confirmed bans for three of those arrested at the ground.", [("bans", "3", "", "incident")]),
    ("Prosecutors will ask for banning orders against 11 of those detained.", [("bans", "11", "", "incident")]),
    # arrested, with bans only spoken of
    ("Five people were arrested and banning orders will be sought.", [("arrests", "5", "", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), BANS_FOR_THE_ARRESTED, ids=case_ids(BANS_FOR_THE_ARRESTED))
def test_bans_for_people_counted_by_their_arrest_are_bans(text, expected):
    assert counted(text, ("arrests", "bans")) == sorted(expected)


# A ban and whom it is for, with a gloss or a law between them (a verdicts-final39 class: a
# Questura's "proceedings for a DASPO (stadium ban) against eight people" and a police quote's
# "football banning orders under Section 14B of the Football Spectators Act 1989 against six
# people" gave no figure).  A measure glossed as a dispersal is one.
BANS_WITH_A_GLOSS_OR_A_LAW = [
    ("The Questore has started proceedings for a DASPO (stadium ban) against eight people identified from "
     "video footage.", [("bans", "8", "", "incident")]),
    ("Under Law 401/1989, the Questore has issued a DASPO (stadium ban) to seven people.",
     [("bans", "7", "", "incident")]),
    ("We will be seeking football banning orders under Section 14B of the Football Spectators Act 1989 against "
     "six people.", [("bans", "6", "", "incident")]),
    ("The PSP will propose to the authority for the prevention of violence in sport, under Law 39/2009, stadium "
     "bans for four people.", [("bans", "4", "", "incident")]),
    ("Seven people getting a DASPO for one flare is madness.", [("bans", "7", "", "incident")]),
    ("The club has issued stadium bans (of up to three years) to nine "
     "supporters.", [("bans", "9", "fans", "incident")]),
    ("Police are seeking banning orders under the Football Spectators Act against 11 men.",
     [("bans", "11", "", "incident")]),
    ("Officers will apply for Stadionverbote (nationwide stadium bans) against 13 fans.",
     [("bans", "13", "fans", "incident")]),
    ("Police will propose, after the review, stadium bans for five supporters.", [("bans", "5", "fans", "incident")]),
    ("Police have requested bans under Article 6 of the law against 16 people.", [("bans", "16", "", "incident")]),
    ("Two supporters getting bans for a flare is harsh.", [("bans", "2", "fans", "incident")]),
    ("The mayor of Alkmaar issued area bans (dispersal orders) to twelve people, who had to leave the city centre "
     "for 24 hours.", [("dispersal", "12", "", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), BANS_WITH_A_GLOSS_OR_A_LAW, ids=case_ids(BANS_WITH_A_GLOSS_OR_A_LAW))
def test_a_ban_and_whom_it_is_for_with_a_gloss_or_a_law_between(text, expected):
    assert counted(text, ("bans", "dispersal")) == sorted(expected), why(text)


# Refused entry in plain words (a verdicts-final37 class: a Prague police release's "At the
# entrances, 14 persons were not admitted to the stadium" gave no figure).
NOT_ADMITTED = [
    ("At the entrances, 14 persons were not admitted to the stadium.", [("dispersal", "14", "", "incident")]),
    ("Twenty fans were not allowed into the ground.", [("dispersal", "20", "fans", "incident")]),
    ("About 30 supporters were not let in.", [("dispersal", "30", "fans", "incident")]),
    ("Nine people were not admitted.", [("dispersal", "9", "", "incident")]),
    ("Some 40 away fans were not allowed in because their tickets were forged.",
     [("dispersal", "40", "fans", "incident")]),
    ("Eleven of ours were not let into the away end.", [("dispersal", "11", "fans", "incident")]),
    ("Around 60 ultras were not allowed entry at the north gate.", [("dispersal", "60", "fans", "incident")]),
    ("Ten fans were not allowed to bring drums into the ground.", []),
    ("Eight supporters were not allowed to enter the stadium with flags.", [("dispersal", "8", "fans", "incident")]),
    ("Fifteen spectators were not admitted after the security check.", [("dispersal", "15", "fans", "incident")]),
    # kept from travelling is no refusal at the gate
    ("Six fans were not allowed to travel.", []),
]


@pytest.mark.parametrize(("text", "expected"), NOT_ADMITTED, ids=case_ids(NOT_ADMITTED))
def test_people_not_admitted_are_refused_entry(text, expected):
    assert counted(text, ("dispersal",)) == sorted(expected)


# A total a body revises (a class of verdicts-final35: a local paper's "Police on Wednesday
# raised to 27 people the number detained", the day after the police's 22, was no count, so
# the update went unseen).
REVISED_TOTALS = [
    ("Police on Wednesday raised to 27 people the number detained in connection with Tuesday's match.",
     [("arrests", "27", "", "incident")]),
    ("Police raised to 14 the number of arrests.", [("arrests", "14", "", "incident")]),
    ("Police have raised the number of people detained to 27.", [("arrests", "27", "", "incident")]),
    ("Police revised the number of injured to nine.", [("injuries", "9", "", "incident")]),
    ("The number detained now stands at 27.", [("arrests", "27", "", "incident")]),
    ("The total number of arrests is now 27.", [("arrests", "27", "", "incident")]),
    ("Police put the number of arrests at 27.", [("arrests", "27", "", "incident")]),
    ("The club put the number of fans arrested at 12.", [("arrests", "12", "fans", "incident")]),
    ("Police updated the number of people arrested to 15 on Thursday morning.",
     [("arrests", "15", "", "incident")]),
    ("Officers later revised the number of people held to eight.", [("arrests", "8", "", "incident")]),
    ("The number of supporters detained was now 30, police said.", [("arrests", "30", "fans", "incident")]),
    ("The number of injured was revised to 12.", [("injuries", "12", "", "incident")]),
    ("The number of arrests has been revised upwards to 31.", [("arrests", "31", "", "incident")]),
    # not a count of people
    ("Police put the crowd at large.", []),
    ("The club put the fine at 5,000 euros.", []),
]


@pytest.mark.parametrize(("text", "expected"), REVISED_TOTALS, ids=case_ids(REVISED_TOTALS))
def test_a_total_a_body_revises_is_a_count(text, expected):
    assert counted(text, ("arrests", "injuries")) == sorted(expected)


# Thrown out in plain words (a class of verdicts-final26: a Dunfermline blog's "Stewards
# chucked three out as well" met no police "Three people were ejected by stewards").
THROWN_OUT = [
    ("Stewards chucked three out as well, not sure who they were.", [("dispersal", "3", "", "incident")]),
    ("Three lads were chucked out at half-time.", [("dispersal", "3", "", "incident")]),
    ("Stewards kicked four lads out of the home end.", [("dispersal", "4", "", "incident")]),
    ("Security booted two fans out.", [("dispersal", "2", "fans", "incident")]),
    ("They threw 12 of ours out for standing.", [("dispersal", "12", "fans", "incident")]),
    ("Five were slung out by the stewards.", [("dispersal", "5", "", "incident")]),
    ("Two Celtic fans were booted out of the ground.", [("dispersal", "2", "fans", "incident")]),
    ("Stewards threw six supporters out after the flare.", [("dispersal", "6", "fans", "incident")]),
    ("Police turned 40 away at the gates.", [("dispersal", "40", "", "incident")]),
    # not people thrown out
    ("He kicked three out of four penalties.", []),
    ("The stewards chucked the flag out.", []),
    ("The referee threw out three appeals.", []),
    ("Macca had put one away from the spot before half of us had found our seats.", []),
]


@pytest.mark.parametrize(("text", "expected"), THROWN_OUT, ids=case_ids(THROWN_OUT))
def test_thrown_out_in_plain_words(text, expected):
    assert counted(text, ("dispersal",)) == sorted(expected)


# Put on a train or a bus out is moved on (a failure class of a fan blog in verdicts-final14:
# "every one of us got marched onto the first train" was no dispersal).
PUT_ON_A_TRAIN = [
    ("Sixty fans were marched onto the first train home.", [("dispersal", "60", "fans", "incident")]),
    ("Police herded 40 supporters onto buses back to the station.", [("dispersal", "40", "fans", "incident")]),
    ("About 30 fans were put on a train to Glasgow.", [("dispersal", "30", "fans", "incident")]),
    ("Twenty of us were escorted onto the next train.", [("dispersal", "20", "fans", "incident")]),
    ("Fifteen supporters were bundled onto a waiting bus.", [("dispersal", "15", "fans", "incident")]),
    ("Police forced 25 fans onto the first train out of the city.", [("dispersal", "25", "fans", "incident")]),
    ("Around 50 away fans were frogmarched onto the special train.", [("dispersal", "50", "fans", "incident")]),
    ("Twelve of us were put onto the first train back.", [("dispersal", "12", "fans", "incident")]),
    ("About 70 supporters were shepherded on to trains at the station.",
     [("dispersal", "70", "fans", "incident")]),
    ("Police put 35 fans on coaches and sent them home.", [("dispersal", "35", "fans", "incident")]),
    # the way to the match is no dispersal
    ("About 3,000 fans travelled on special trains.", [("crowd", "3000", "fans", "incident")]),
]


@pytest.mark.parametrize(("text", "expected"), PUT_ON_A_TRAIN, ids=case_ids(PUT_ON_A_TRAIN))
def test_people_put_on_a_train_out_are_moved_on(text, expected):
    assert counted(text) == sorted(expected), why(text)
