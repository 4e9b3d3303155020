"""extract() as a whole: its public names, one sentence of every kind, words that are no
claim, and any string at all (hostile input, random Unicode, long reports).

No database: every test here runs in milliseconds.
"""

import pickle
import random

import pytest

from incidents.extraction import EXTRACTOR_NAME, EXTRACTOR_VERSION, KINDS, ClaimRecord, extract

from .cases import NUMERIC, THINGS


def values(text, kind):
    return [(c.value, c.scope) for c in extract(text) if c.kind == kind]


# (sentence, kind, expected value, expected scope)
POSITIVE = [
    # arrests
    ("Police arrested 12 men after the final whistle.", "arrests", "12", "incident"),
    ("Three Leeds supporters were detained outside the ground.", "arrests", "3", "incident"),
    ("Officers made two further arrests on Sunday morning.", "arrests", "2", "incident"),
    ("A 19-year-old man was arrested on suspicion of affray.", "arrests", "1", "incident"),
    ("Twenty-three people were taken into custody following the derby.", "arrests", "23", "incident"),
    ("No arrests were made, a police spokesman confirmed.", "arrests", "0", "incident"),
    ("Nobody was arrested during the game.", "arrests", "0", "incident"),
    ("Greater Manchester Police have not made any arrests.", "arrests", "0", "incident"),
    ("About 40 fans were held by officers in the city centre.", "arrests", "40", "incident"),
    ("So far this campaign 61 supporters have been arrested at the stadium.", "arrests", "61", "season"),
    ("Millwall v Leeds United. Eight people were arrested at the game against Stoke City in August.", "arrests", "8", "other_match"),
    # injuries
    ("Five officers were injured in the clashes.", "injuries", "5", "incident"),
    ("Two stewards needed hospital treatment after being hit by bottles.", "injuries", "2", "incident"),
    ("A young fan was taken to hospital with a head wound.", "injuries", "1", "incident"),
    ("Police said there were no injuries.", "injuries", "0", "incident"),
    ("Dozens of supporters were hurt as the crowd surged.", "injuries", "24", "incident"),
    ("A steward suffered a broken nose.", "injuries", "1", "incident"),
    ("Seven people suffered minor injuries.", "injuries", "7", "incident"),
    # deaths
    ("One man died after being stabbed near the ground.", "deaths", "1", "incident"),
    ("Two supporters were killed in the crush.", "deaths", "2", "incident"),
    ("A fan died in hospital on Monday.", "deaths", "1", "incident"),
    # a place and a time gone by: another match there (the 1985 European Cup final)
    ("Thirty-nine people lost their lives at Heysel in 1985.", "deaths", "39", "other_match"),
    ("The violence left three people dead.", "deaths", "3", "incident"),
    # dispersal
    ("Around 150 ticketless fans were turned away at the turnstiles.", "dispersal", "150", "incident"),
    ("Police dispersed a group of 60 supporters outside a pub.", "dispersal", "60", "incident"),
    ("Eleven fans were ejected from the stadium.", "dispersal", "11", "incident"),
    ("Dozens of away supporters were refused entry.", "dispersal", "24", "incident"),
    ("Four men were thrown out of the ground for throwing coins.", "dispersal", "4", "incident"),
    # bans
    ("The club has banned 15 supporters.", "bans", "15", "incident"),
    ("Six men were handed football banning orders at the magistrates' court.", "bans", "6", "incident"),
    ("Anyone identified will face a life ban, the club said.", "bans", "lifetime", "incident"),
    ("Those responsible will be banned for life.", "bans", "lifetime", "incident"),
    ("Forty banning orders have been issued this season.", "bans", "40", "season"),
    # crowd
    ("A crowd of 40,000 watched the match.", "crowd", "40000", "incident"),
    ("Around 300 supporters gathered outside the main entrance.", "crowd", "300", "incident"),
    ("A 3,000-strong away following made the trip.", "crowd", "3000", "incident"),
    ("Thousands of fans marched through the city centre.", "crowd", "2000", "incident"),
    ("A group of about 50 men confronted police.", "crowd", "50", "incident"),
    # missiles
    ("Fans hurled plastic cups and lighters at the away end.", "missiles", "lighter", "incident"),
    ("A glass bottle was thrown at the linesman.", "missiles", "bottle", "incident"),
    ("Supporters threw seats onto the pitch.", "missiles", "seat", "incident"),
    ("Coins rained down on the players taking a corner.", "missiles", "coin", "incident"),
    ("Objects were thrown from the upper tier.", "missiles", "object", "incident"),
    ("A smoke bomb was thrown at the goalkeeper.", "missiles", "smoke bomb", "incident"),
    # pyrotechnics
    ("Flares were set off in the away end.", "pyrotechnics", "flare", "incident"),
    ("Home fans let off fireworks before kick-off.", "pyrotechnics", "firework", "incident"),
    ("Smoke bombs were lit during the second half.", "pyrotechnics", "smoke bomb", "incident"),
    ("Pyrotechnics delayed the start of the game.", "pyrotechnics", "flare", "incident"),
    ("A flare was fired into the home section.", "pyrotechnics", "flare", "incident"),
    # pitch invasion
    ("Hundreds of fans invaded the pitch at full-time.", "pitch_invasion", "yes", "incident"),
    ("A supporter ran onto the pitch and confronted the goalkeeper.", "pitch_invasion", "yes", "incident"),
    ("The pitch invasion delayed the restart by ten minutes.", "pitch_invasion", "yes", "incident"),
    ("Fans spilled onto the field after the winner.", "pitch_invasion", "yes", "incident"),
    ("Dozens of supporters stormed the pitch.", "pitch_invasion", "yes", "incident"),
    # police
    ("Mounted officers separated the two groups.", "police", "mounted police", "incident"),
    ("Officers in riot gear formed a line across the road.", "police", "riot police", "incident"),
    ("Police dogs were brought in to control the crowd.", "police", "dogs", "incident"),
    ("The force helicopter tracked the group across town.", "police", "helicopter", "incident"),
    ("Stewards struggled to hold back the away fans.", "police", "stewards", "incident"),
    # investigation
    ("UEFA has opened disciplinary proceedings and an investigation.", "investigation", "UEFA", "incident"),
    ("The incident is being investigated by Merseyside Police.", "investigation", "police", "incident"),
    ("The EFL has launched an inquiry into the scenes.", "investigation", "EFL", "incident"),
    ("The Football Association will investigate the crowd trouble.", "investigation", "FA", "incident"),
    ("Police have launched an investigation into the stabbing.", "investigation", "police", "incident"),
    # sanction
    ("The club was fined £50,000 by UEFA.", "sanction", "fine", "incident"),
    ("Both clubs have been charged by the FA.", "sanction", "charge", "incident"),
    ("The club was deducted three points.", "sanction", "points deduction", "incident"),
    ("UEFA ordered the club to close its north stand for two matches.", "sanction", "stadium closure", "incident"),
    ("The FA charged Millwall with failing to control their supporters.", "sanction", "charge", "incident"),
    # measure
    ("The game was made all-ticket after the trouble.", "measure", "ticket restrictions", "incident"),
    ("Extra officers were deployed around the stadium.", "measure", "increased security", "incident"),
    ("Alcohol will not be sold inside the ground.", "measure", "alcohol ban", "incident"),
    ("A ban on the sale of alcohol was in place for the derby.", "measure", "alcohol ban", "incident"),
    ("Away fans were kept behind a segregation line of stewards.", "measure", "segregation", "incident"),
    ("The away allocation was cut to 1,500.", "measure", "ticket restrictions", "incident"),
    # score
    ("Leeds United beat Millwall 3-0 at Elland Road.", "score", "3-0", "incident"),
    ("Millwall's 1-0 victory over Leeds United was overshadowed.", "score", "1-0", "incident"),
    ("The match ended 2–2.", "score", "2-2", "incident"),
    ("Celtic won 4-1 on Sunday.", "score", "4-1", "incident"),
    ("Rangers lost 2-0 to Celtic at Ibrox.", "score", "2-0", "incident"),
]

NON_CLAIMS = [
    ("On 12 March 2016 the teams met again.", NUMERIC),
    ("The goal came in the 89th minute.", NUMERIC),
    ("Stewarding by stadium operators London Stadium 185 had improved.", NUMERIC),
    ("The 2-1 win took them fourth.", NUMERIC),
    ("A 23-year-old man, aged 23, appeared in court.", tuple(kind for kind in NUMERIC if kind != "arrests")),
    ("It felt like the 1970s all over again.", NUMERIC),
    ("He was speaking on Radio 5 live after the game.", NUMERIC),
    ("The club was fined £20,000 last year.", NUMERIC),
    ("Police expect to make dozens of arrests in the coming days.", NUMERIC),
    ("Tempers flared in the second half.", ("pyrotechnics", "missiles")),
    ("A fan sat on seats covered in tarpaulin.", ("missiles",)),
    ("If they don't close that stadium someone will get killed there.", ("deaths", "sanction")),
    ("The FA will decide whether to bring any charges.", ("sanction",)),
    ("The two sets of fans surged towards one another.", ("crowd",)),
    ("The EFL Cup draw is on Saturday.", ("score",)),
]


def test_public_api():
    assert EXTRACTOR_NAME == "rules" and EXTRACTOR_VERSION.isdigit()
    assert "quote" in KINDS and ClaimRecord


@pytest.mark.parametrize(("sentence", "kind", "value", "scope"), POSITIVE, ids=[p[0][:40] for p in POSITIVE])
def test_sentence_yields_claim(sentence, kind, value, scope):
    assert (value, scope) in values(sentence, kind), [
        (c.kind, c.value, c.scope) for c in extract(sentence)
    ]


def test_at_least_five_sentences_per_kind():
    from collections import Counter

    counts = Counter(kind for _, kind, _, _ in POSITIVE)
    for kind in (*NUMERIC, *THINGS, "score"):
        assert counts[kind] >= 5, kind


@pytest.mark.parametrize(("sentence", "kinds"), NON_CLAIMS, ids=[n[0][:40] for n in NON_CLAIMS])
def test_numbers_that_are_no_claim(sentence, kinds):
    found = [(c.kind, c.value) for c in extract(sentence) if c.kind in kinds]
    assert found == []


# --- invariants on hostile input ----------------------------------------------------------

def _check(body):
    claims = extract(body)
    assert claims == sorted(claims, key=lambda c: c.start)
    for c in claims:
        assert body[c.start:c.end] == c.text
        assert body[c.sentence_start:c.sentence_end] == c.sentence
        assert c.kind in KINDS
    return claims


@pytest.mark.parametrize("body", [
    "", " ", "\n\n\n", "\x00\x01\x02", '"', "'", "“", '"""', "'''", "‘’‘’", "- - -", "1-", "-1",
    "İİİ seven were arrested İ", "\u202e7 were arrested\u202c", "Seven\r\nwere\rarrested",
    '"unclosed quote\n"and another\n"', "He said: '", "a" * 5000, "7 " * 2000,
])
def test_hostile_strings(body):
    _check(body)


def test_random_unicode_and_control_characters():
    rng = random.Random(1234)
    alphabet = [chr(i) for i in (*range(0, 32), *range(32, 127), 0x2018, 0x2019, 0x201C, 0x201D, 0x130, 0xA0, 0x2028)]
    words = ["seven", "were", "arrested", "fans", "said:", '"', "'", "2-1", "Police", "\n", "hundreds", "of", "."]
    for _ in range(150):
        body = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 300)))
        _check(body)
        _check(" ".join(rng.choice(words) for _ in range(rng.randint(0, 200))))


def test_a_long_input_gives_every_claim():
    # Time and memory linear in the input: bench/extraction_scaling.py, not a timed test.
    body = ("Seven fans were arrested. " * 20000)
    claims = _check(body)
    assert len(claims) == 20000


def test_records_pickle_to_their_values_and_back():
    # An import's workers send their records to the importer pickled, thousands a second.
    body = ('Police arrested seven fans after the game.\n\n"It was shameful and we will not tolerate it," '
            'said Chief Inspector Jo Bloggs of the Metropolitan Police.\n\n'
            'About 200 supporters spilled onto the pitch.')
    records = extract(body)
    assert {r.kind for r in records} >= {"arrests", "quote", "pitch_invasion"}
    again = pickle.loads(pickle.dumps(records))
    assert again == records and all(type(r) is ClaimRecord for r in again)
    quote = next(r for r in again if r.kind == "quote")
    assert quote.speaker == "Jo Bloggs" and quote.low is None
    # Its values in field order, nothing else: no field's name, no state dict.
    constructor, values = records[0].__reduce__()
    assert constructor is ClaimRecord and values == tuple(getattr(records[0], f) for f in ClaimRecord.__slots__)
