"""Measures, investigations and sanctions in the wider vocabulary of UK, European
and agency football journalism: bars closed, tighter security, empty seats
separating fans, allocations withdrawn, members-only tickets, enquiries being made,
matters referred to a body, misconduct charges, fines in words, points docked,
partial closures and warnings.  Every sentence is hand-written (other clubs and
numbers).  Negatives: hypotheticals, negations, courts fining people, VAR reviews.
"""

import pytest

from tests.incidents.extraction_cases import case_ids, found

KINDS = ("measure", "investigation", "sanction")

CASES = [
    # measures: alcohol
    ("Bars inside Ashton Gate will be closed for the West Country derby on police advice.",
     [("measure", "alcohol ban", "incident")]),
    ("Stewards closed the concourse bars at half-time.", [("measure", "alcohol ban", "incident"), ("police", "stewards", "incident")]),
    ("Kiosks at Fratton Park will not be serving alcohol on Saturday.", [("measure", "alcohol ban", "incident")]),
    ("It was a booze-free afternoon at Brunton Park by order of the council.", [("measure", "alcohol ban", "incident")]),
    ("Restrictions on the sale of alcohol were imposed around the ground.", [("measure", "alcohol ban", "incident")]),
    # measures: security
    ("Tighter security was in place at Vale Park on Saturday.", [("measure", "increased security", "incident")]),
    ("Steward numbers were doubled for the visit of Bradford.", [("measure", "increased security", "incident"), ("police", "stewards", "incident")]),
    ("More officers were drafted in from neighbouring forces for the tie.", [("measure", "increased security", "incident")]),
    ("Police reinforcements were bussed in from Leeds before kick-off.", [("measure", "increased security", "incident")]),
    ("A ring of steel surrounded the stadium on derby day.", [("measure", "increased security", "incident")]),
    ("Fans passed through metal detectors at every turnstile.", [("measure", "increased security", "incident")]),
    # measures: segregation
    ("Two blocks of empty seats separating the two sets of fans did little to stop the abuse.",
     [("measure", "segregation", "incident")]),
    ("Rival supporters were kept apart by a line of officers on Gwladys Street.", [("measure", "segregation", "incident")]),
    ("Rows were left empty between the home and away sections.", [("measure", "segregation", "incident")]),
    # measures: tickets
    ("Shrewsbury's away allocation was halved for the return meeting.", [("measure", "ticket restrictions", "other_match")]),
    ("The club withdrew the visitors' allocation after the trouble.", [("measure", "ticket restrictions", "incident")]),
    ("Tickets for the derby will be members-only.", [("measure", "ticket restrictions", "incident")]),
    ("Visiting supporters have been barred from the fixture by the safety advisory group.",
     [("measure", "ticket restrictions", "incident")]),
    ("Sales were restricted to season-ticket holders for the cup replay.", [("measure", "ticket restrictions", "incident")]),
    ("Police issued a section 35 dispersal notice covering the town centre.", [("measure", "dispersal order", "incident")]),
    # investigations
    ("The FA said it was investigating the chants.", [("investigation", "FA", "incident")]),
    ("Police are making enquiries after a steward was pushed.", [("investigation", "police", "incident"), ("police", "stewards", "incident")]),
    ("The matter has been referred to the FA.", [("investigation", "FA", "incident")]),
    ("The EFL's integrity unit is gathering evidence from both clubs.", [("investigation", "EFL", "incident")]),
    ("An inquiry has been opened by the regional prosecutor.", [("investigation", "prosecutors", "incident")]),
    ("UEFA said it would study the match delegate's report.", [("investigation", "UEFA", "incident")]),
    # sanctions
    ("Swindon have been formally charged by the FA.", [("sanction", "charge", "incident")]),
    ("Mansfield charged with failing to ensure their supporters conducted themselves properly.",
     [("sanction", "charge", "incident")]),
    ("The club accepted a misconduct charge on Monday.", [("sanction", "charge", "incident")]),
    ("Feyenoord were handed a hefty fine by the KNVB.", [("sanction", "fine", "incident")]),
    ("The federation imposed a 40,000-euro fine on Standard.", [("sanction", "fine", "incident")]),
    ("Bury were stripped of six points by the league.", [("sanction", "points deduction", "incident")]),
    ("The federation ordered a partial closure of the Stade Bollaert.", [("sanction", "stadium closure", "incident")]),
    ("The north stand will be closed for two matches, the federation ruled.", [("sanction", "stadium closure", "incident")]),
    ("Gillingham were given a formal warning by the FA over the behaviour of their fans.",
     [("sanction", "warning", "incident")]),
    # negatives
    ("Walsall could face a fine of up to £25,000.", []),
    ("Oxford were not fined after the hearing.", []),
    ("Lincoln escaped a points deduction.", []),
    ("Exeter are set to be hit with a heavy fine.", []),
    ("A 27-year-old man was handed a £400 fine by magistrates in Preston.", []),
    ("The referee went to the monitor and VAR reviewed the incident for a penalty decision.", []),
    ("Anyone with information should call 101 quoting log 412.", []),
    ("The bar was raised by the home side in the second half.", []),
    ("The allocation sold out within an hour.", []),
    ("Fans were warned about fake tickets on social media.", []),
    ("Crawley face sanctions from the league.", []),
    ("Police warned fans to arrive early.", []),
    ("The empty rows between the two ends filled up later.", []),
    ("Stevenage said it had no plans to investigate.", []),
    ("Members of the supporters' trust met the chairman.", []),
    ("Tickets are on general sale from Monday.", []),
]


@pytest.mark.parametrize(("text", "expected"), CASES, ids=case_ids(CASES))
def test_vocabulary(text, expected):
    kinds = tuple(sorted({k for k, _, _ in expected} | set(KINDS)))
    assert found(text, kinds) == sorted(expected)
