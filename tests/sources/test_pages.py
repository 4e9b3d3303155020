"""Reading saved news pages: main text without chrome, and the page's metadata. No database.

The fixtures in fixtures/pages/ are pages of differently built (fictional) news sites.
"""

import datetime as dt
import json
import re
from pathlib import Path

import pytest

from sources import pages
from sources.importing import ArticleRecord
from sources.pages import PageRefused, decode_page, extract_page, read_page
from sources.published import has_time

PAGES = Path(__file__).resolve().parents[2] / "fixtures" / "pages"
UTC = dt.timezone.utc

# Phrases of site chrome: menus, banners, share bars, boxes of other stories, captions,
# credits, ads, comments and footers. None may reach a body.
CHROME = [
    "Most read", "Most popular", "Accept cookies", "cookies", "Share this", "Share", "Photograph:",
    "Credit:", "(Image:", "Sign up", "newsletter", "Advertisement", "READ MORE", "MORE ON THIS STORY",
    "YOU MAY ALSO LIKE", "TRENDING", "Related Topics", "Top Stories", "More stories", "Topics", "Comments",
    "bluebird1927", "Subscribe", "Privacy", "©", "Copyright", "Skip to content", "Menu", "Reuse this content",
    "Smoke from a flare drifts", "Stewards form a line", "FLASHPOINT", "A flare burns in the upper tier",
    "Play was stopped for several minutes", "Sign in", "Live scores", "See also",
]


def t(text: str) -> dt.datetime:
    return dt.datetime.fromisoformat(text)


EXPECTED = {
    "broadsheet.html": dict(
        headline="Nine arrested after flares and seats thrown at South Wales derby",
        standfirst="Police made nine arrests after flares and broken seats were thrown between rival fans "
                   "during Cardiff City's 2-1 win over Swansea City.",
        first="Police made nine arrests after flares and pieces of broken seating were thrown",
        last="before deciding whether to take further action.",
        paragraphs=7,
        byline="Eleri Pritchard",
        published=t("2026-11-28T19:05:00+00:00"), updated=t("2026-11-29T08:30:00+00:00"),
        url="https://www.westerncourier.example/sport/football/2026/nov/28/cardiff-swansea-derby-arrests",
        outlet="The Western Courier", domain="westerncourier.example",
    ),
    "tabloid.html": dict(
        headline="DERBY SHAME: Flares, seats and coins fly as cops nick NINE at Cardiff v Swansea",
        standfirst="Shocking scenes in the Welsh capital as yobs hurled seats and flares during the South Wales derby.",
        first="NINE thugs were nicked after flares, seats and coins flew across Cardiff City Stadium",
        last="Both clubs have vowed to ban anyone caught on camera.",
        paragraphs=7,
        byline="Dean Rowley, Kelly Marsh",
        published=t("2026-11-28T18:12:00+00:00"), updated=t("2026-11-28T21:47:00+00:00"),
        url="https://www.dailyblast.example/sport/football/28374651/cardiff-swansea-derby-shame-arrests/",
        outlet="Daily Blast", domain="dailyblast.example",
    ),
    "amp.html": dict(
        headline="Derby disorder: eight held as seats thrown in Cardiff",
        standfirst="Police have arrested eight people after trouble flared between rival supporters "
                   "at the South Wales derby.",
        first="Eight people have been arrested after trouble flared between rival supporters",
        last="which drew a crowd of 27,114.",
        paragraphs=5,
        byline="Huw Bevan",
        published=t("2026-11-28T17:48:00+00:00"), updated=t("2026-11-28T20:15:00+00:00"),
        # The normal page's address, not the AMP copy's.
        url="https://www.valleysport.example/football/cardiff-city/derby-disorder-eight-held-1190342",
        outlet="Valley Sport", domain="valleysport.example",
    ),
    "liveblog.html": dict(
        headline="Cardiff City v Swansea City: live updates from the South Wales derby",
        standfirst="Follow the South Wales derby live, with team news, goals and reaction from Cardiff City Stadium.",
        first="28 Nov 2026, 14:00\nTeam news is in for the first South Wales derby",
        last="five people have been arrested so far and more arrests are expected.",
        paragraphs=4,
        byline="Sian Morgan",
        published=t("2026-11-28T13:30:00+00:00"), updated=t("2026-11-28T17:40:00+00:00"),
        url="https://live.capitalfootball.example/cardiff-v-swansea-28-november-2026",
        outlet="Capital Football Live", domain="live.capitalfootball.example",
    ),
    "broadcaster.html": dict(
        headline="Cardiff City v Swansea City: Police investigate derby disorder",
        standfirst="South Wales Police are reviewing footage after seats and flares were thrown during "
                   "Saturday's derby at Cardiff City Stadium.",
        first="South Wales Police are reviewing footage after seats and flares were thrown",
        last="The two clubs are due to meet again in the FA Cup third round in January.",
        paragraphs=6,
        byline="Tomos Jenkins",
        published=t("2026-11-28T18:30:00+00:00"), updated=t("2026-11-29T10:02:00+00:00"),
        url="https://www.swb.example/sport/football/68120457",
        outlet="SWB Sport", domain="swb.example",
    ),
    "gazette-windows-1252.html": dict(
        headline="Stewards hurt and £2,000 of damage after derby",
        standfirst="Three stewards were hurt and the club faces a £2,000 repair bill "
                   "after Saturday’s South Wales derby.",
        first="Three stewards were hurt and Cardiff City faces a repair bill of around £2,000",
        last="were treated at the ground and did not need hospital care.",
        paragraphs=5,
        byline="Angharad Rees",
        published=t("2026-11-29T11:20:00+00:00"), updated=None,
        url="http://www.gwentgazette.example/news/sport/stewards-hurt-derby-damage",
        outlet="Gwent Gazette", domain="gwentgazette.example",
    ),
}


def read(name: str, **kwargs) -> ArticleRecord:
    return read_page((PAGES / name).read_bytes(), origin=name, **kwargs)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_each_site_gives_its_article_and_metadata(name):
    expected = EXPECTED[name]
    page = read(name)
    assert page.body.startswith(expected["first"])
    assert page.body.endswith(expected["last"])
    assert len(page.body.split("\n\n")) == expected["paragraphs"]
    for phrase in CHROME:
        assert phrase not in page.body, f"chrome {phrase!r} in the body of {name}"
    assert page.headline == expected["headline"]
    assert page.standfirst == expected["standfirst"]
    assert page.byline == expected["byline"]
    assert page.published == expected["published"]
    assert page.published.utcoffset() is not None
    assert page.updated == expected["updated"]
    assert page.url == expected["url"]
    assert page.outlet == expected["outlet"]
    assert page.outlet_domain == expected["domain"]
    assert page.origin == name
    # The record carries the page as received, for the stored versions of the article.
    assert page.page == (PAGES / name).read_bytes()


def test_an_article_body_is_paragraphs_separated_by_blank_lines():
    body = read("broadsheet.html").body
    assert "\n" not in body.replace("\n\n", "")
    assert "Chief Superintendent Gareth Howells said: \"The vast majority" in body
    # The headline is not repeated at the top of the text, nor the byline kept in it.
    assert not body.startswith("Nine arrested") and "By Eleri" not in body


def test_a_windows_1252_page_is_read_in_its_declared_charset():
    page = read("gazette-windows-1252.html")
    assert "café" in page.body and "“Our stewards" in page.body and "banned – no exceptions" in page.body
    assert "\ufffd" not in page.body


def test_the_same_page_in_another_charset_reads_the_same():
    text = (PAGES / "gazette-windows-1252.html").read_bytes().decode("cp1252")
    as_utf8 = text.replace('charset="windows-1252"', 'charset="utf-8"').encode("utf-8")
    assert read_page(as_utf8, origin="x").body == read("gazette-windows-1252.html").body


@pytest.mark.parametrize(
    ("raw", "charset", "expected"),
    [
        # A byte-order mark wins over the meta charset.
        (b'\xef\xbb\xbf<meta charset="windows-1252"><p>caf\xc3\xa9</p>', None, "café"),
        # The HTTP charset wins over the meta charset.
        (b'<meta charset="utf-8"><p>caf\xe9</p>', "windows-1252", "café"),
        # http-equiv, and Latin-1 read as windows-1252 (as browsers do): 0x96 is a dash.
        (b'<meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1"><p>a \x96 b</p>', None, "a – b"),
        # Undeclared: UTF-8 when it is UTF-8, else windows-1252.
        (b"<p>caf\xc3\xa9</p>", None, "café"),
        (b"<p>caf\xe9</p>", None, "café"),
        # A wrong declaration or an unknown charset never raises.
        (b'<meta charset="utf-8"><p>caf\xe9</p>', None, "caf\ufffd"),
        (b'<meta charset="x-no-such-charset"><p>caf\xc3\xa9</p>', None, "café"),
    ],
)
def test_bytes_are_decoded_by_the_declared_charset_and_never_crash(raw, charset, expected):
    assert expected in decode_page(raw, charset)


def test_a_mis_encoded_page_still_reads():
    raw = (PAGES / "broadsheet.html").read_bytes().replace(b"Saturday.", b"Saturday \xff\xfe\x96.")
    page = read_page(raw, origin="x")
    assert "Saturday \ufffd\ufffd\ufffd." in page.body


def test_the_live_blog_is_its_entries_oldest_first_each_with_its_time():
    page = extract_page((PAGES / "liveblog.html").read_bytes(), origin="x")
    assert page.live
    stamps = re.findall(r"^28 Nov 2026, (\d\d:\d\d)$", page.body, flags=re.MULTILINE)
    assert stamps == ["14:00", "15:41", "16:35", "17:40"]
    # Each entry: its time, its heading when the text does not open with it, its text.
    assert "28 Nov 2026, 15:41\nPlay stopped\nThe referee has taken the players off" in page.body


def _with_new_entry(raw: bytes) -> bytes:
    entry = ('{"@type": "BlogPosting", "headline": "Police update", "datePublished": "2026-11-28T18:20:00+00:00", '
             '"articleBody": "South Wales Police now say nine people were arrested."},\n    ')
    return raw.replace(b'"liveBlogUpdate": [\n    ', b'"liveBlogUpdate": [\n    ' + entry.encode())


def test_a_later_reading_of_a_live_blog_adds_entries_at_the_end():
    before = read("liveblog.html").body
    after = read_page(_with_new_entry((PAGES / "liveblog.html").read_bytes()), origin="x").body
    assert after.startswith(before)
    assert after[len(before):] == (
        "\n\n28 Nov 2026, 18:20\nPolice update\nSouth Wales Police now say nine people were arrested."
    )


def test_a_live_blog_without_json_ld_entries_is_read_from_its_repeated_entry_blocks():
    raw = (PAGES / "liveblog.html").read_bytes()
    raw = re.sub(rb'<script type="application/ld\+json">.*?</script>', b"", raw, flags=re.DOTALL)
    raw = raw.replace(b'<body>', b'<body class="live-page">')
    page = extract_page(raw, origin="x")
    assert page.live
    assert re.findall(r"^28 Nov 2026, (\d\d:\d\d)$", page.body, flags=re.MULTILINE) == [
        "14:00", "15:41", "16:35", "17:40"]
    assert page.body.endswith("more arrests are expected.")
    assert "Share this post" not in page.body


def test_an_amp_copy_and_the_normal_page_have_one_canonical_url():
    amp = read("amp.html")
    normal = (PAGES / "amp.html").read_bytes().replace("<html ⚡".encode(), b"<html")
    assert read_page(normal, origin="x", url="https://www.valleysport.example/other").url == amp.url
    # Fetched at the AMP address, the page still names the normal one.
    fetched = read_page((PAGES / "amp.html").read_bytes(), origin="x",
                        url="https://www.valleysport.example/amp/football/derby-disorder-eight-held-1190342")
    assert fetched.url == amp.url


PLAIN = """<!DOCTYPE html><html><head><title>{title}</title>{head}</head><body>
<h1>Police arrest six after cup tie</h1>{top}
<article><p>Police arrested six supporters after fighting broke out on the concourse at half-time of the
cup tie, and two stewards were taken to hospital with minor injuries. The club said the behaviour of a small
group had been disgraceful.</p>
<p>"We will not tolerate this and those involved will be banned," a club spokesperson said on Sunday night,
adding that the club would work with police to identify anyone else involved in the trouble.</p></article>
</body></html>"""


def plain(title="Police arrest six after cup tie - Evening Wire", head="", top="", url="") -> ArticleRecord:
    return read_page(PLAIN.format(title=title, head=head, top=top).encode(), origin="plain.html", url=url)


def test_paragraphs_written_with_line_breaks_are_paragraphs():
    raw = ('<html><head><title>Six held</title></head><body><h1>Six held</h1><div class="story">Police arrested '
           'six supporters after fighting broke out on the concourse at half-time of the cup tie on Saturday '
           'afternoon.<br><br>Two stewards were taken to hospital with <b>minor</b> injuries, the club said on '
           'Sunday.<br> <br><br>"Those involved will be banned," a spokesperson said.<br>The club will work with '
           'police.</div></body></html>')
    assert read_page(raw.encode(), origin="x").body == (
        "Police arrested six supporters after fighting broke out on the concourse at half-time of the cup tie "
        "on Saturday afternoon.\n\nTwo stewards were taken to hospital with minor injuries, the club said on "
        "Sunday.\n\n\"Those involved will be banned,\" a spokesperson said.\nThe club will work with police.")


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ('<div class="story-body">', '<div class="story-body story-body--has-ads l-sidebar-layout">'),
        ("<body>", '<body><form id="aspnetForm" action="/default.aspx">'),
    ],
)
def test_a_story_block_whose_class_or_tag_looks_like_chrome_keeps_its_story(before, after):
    raw = (PAGES / "broadcaster.html").read_bytes().replace(before.encode(), after.encode())
    page = read_page(raw, origin="x")
    assert page.body == read("broadcaster.html").body


def test_metadata_escaped_twice_is_read_once_more():
    page = plain(head='<meta name="author" content="Lindsey O&amp;#039;Donnell">'
                      '<meta property="og:site_name" content="Wire &amp;amp; Post">')
    assert page.byline == "Lindsey O'Donnell" and page.outlet == "Wire & Post"


def test_times_from_time_elements_and_a_naive_time_taken_as_utc():
    page = plain(top='<p class="meta"><time datetime="2026-11-21T18:02:00+01:00" pubdate>21 Nov</time> '
                     '<span>Updated <time datetime="2026-11-21T21:15">21:15</time></span></p>')
    assert page.published == dt.datetime(2026, 11, 21, 18, 2, tzinfo=dt.timezone(dt.timedelta(hours=1)))
    assert page.updated == dt.datetime(2026, 11, 21, 21, 15, tzinfo=UTC)


def test_a_page_with_a_date_only_gives_the_date_not_a_time():
    page = plain(head='<meta property="article:published_time" content="2026-11-21">')
    assert page.published == dt.datetime(2026, 11, 21, 12, 0, tzinfo=UTC) and not has_time(page.published)


def test_without_canonical_or_site_name_the_fetched_url_gives_address_and_outlet():
    page = plain(url="https://www.eveningwire.example/sport/123")
    assert page.url == "https://www.eveningwire.example/sport/123"
    assert page.outlet_domain == "eveningwire.example"
    # The site's name is what <title> adds to the headline it shares with the h1.
    assert page.outlet == "Evening Wire"
    assert page.headline == "Police arrest six after cup tie"


def test_a_title_alone_loses_the_site_name_its_domain_spells():
    raw = PLAIN.format(title="Police arrest six after cup tie | Evening Wire", head="", top="").replace(
        "<h1>Police arrest six after cup tie</h1>", "")
    page = read_page(raw.encode(), origin="x", url="https://www.evening-wire.example/sport/1")
    assert page.headline == "Police arrest six after cup tie" and page.outlet == "Evening Wire"
    other = read_page(raw.encode(), origin="x", url="https://news.example/sport/1")
    assert other.headline == "Police arrest six after cup tie | Evening Wire" and other.outlet == "news.example"


def test_the_time_of_the_story_is_taken_before_a_time_elsewhere_on_the_page():
    page = plain(top='<div class="clock"><time datetime="2026-12-01T09:00:00Z">09:00</time></div>'
                     '<article><p>By Ann Lee, <time datetime="2026-11-21T18:02:00Z">21 Nov</time></p></article>')
    assert page.published == dt.datetime(2026, 11, 21, 18, 2, tzinfo=UTC)


def test_a_page_drawn_by_script_is_read_from_its_json_ld_article_body():
    article = {"@type": "NewsArticle", "headline": "Police arrest six after cup tie",
               "articleBody": "Police arrested six supporters after fighting broke out on the concourse at "
                              "half-time of the cup tie.\nTwo stewards were taken to hospital with minor "
                              "injuries, and the club said those involved would be banned for life after "
                              "the match on Saturday &amp; the police would study the footage."}
    raw = (f'<html><head><script type="application/ld+json">{json.dumps(article)}</script></head>'
           '<body><div id="root"></div><script src="/app.js"></script></body></html>')
    page = read_page(raw.encode(), origin="x")
    assert page.body == (
        "Police arrested six supporters after fighting broke out on the concourse at half-time of the cup tie."
        "\n\nTwo stewards were taken to hospital with minor injuries, and the club said those involved would be "
        "banned for life after the match on Saturday & the police would study the footage.")
    paywalled = raw.replace('"NewsArticle",', '"NewsArticle", "isAccessibleForFree": false,')
    with pytest.raises(PageRefused, match="paywalled: only a teaser of 0 words"):
        read_page(paywalled.encode(), origin="x")


def test_a_relative_canonical_link_is_made_absolute():
    page = plain(head='<link rel="canonical" href="/sport/123-cup-tie">', url="https://eveningwire.example/amp/123")
    assert page.url == "https://eveningwire.example/sport/123-cup-tie"


def test_a_site_blurb_or_a_cut_off_description_is_no_standfirst():
    blurb = plain(head='<meta name="description" content="The latest news, sport, weather and opinion '
                       'from across the region, updated every hour.">')
    assert blurb.standfirst == ""
    cut = plain(head='<meta name="description" content="Police arrested six supporters after fighting broke '
                     'out on the concourse...">')
    assert cut.standfirst == ""


def test_broken_json_ld_is_ignored_and_the_rest_of_the_page_still_read():
    page = plain(head='<script type="application/ld+json">{"@type": "NewsArticle", "headline": </script>'
                      '<meta property="og:site_name" content="Evening Wire">')
    assert page.outlet == "Evening Wire" and page.body.startswith("Police arrested six supporters")


def test_json_ld_graph_with_references_gives_authors_and_publisher():
    graph = {"@context": "https://schema.org", "@graph": [
        {"@type": "NewsArticle", "headline": "Police arrest six after cup tie",
         "datePublished": "2026-11-21T18:02:00Z", "author": [{"@id": "#p1"}, {"@id": "#p2"}],
         "publisher": {"@id": "#org"}},
        {"@type": "Person", "@id": "#p1", "name": "Ann Lee"},
        {"@type": "Person", "@id": "#p2", "name": "Bo Diaz"},
        {"@type": "NewsMediaOrganization", "@id": "#org", "name": "Evening Wire"},
    ]}
    page = plain(head=f'<script type="application/ld+json">{json.dumps(graph)}</script>')
    assert page.byline == "Ann Lee, Bo Diaz" and page.outlet == "Evening Wire"
    assert page.published == dt.datetime(2026, 11, 21, 18, 2, tzinfo=UTC)


# -- refusals --------------------------------------------------------------------


def refusal(raw: bytes, **kwargs) -> str:
    with pytest.raises(PageRefused) as caught:
        read_page(raw, origin="page.html", **kwargs)
    assert str(caught.value) == f"page.html: {caught.value.reason}"
    assert "\n" not in str(caught.value)
    return caught.value.reason


def test_refusals_say_why_in_one_line():
    assert refusal(b"") == pages.MSG_EMPTY
    assert refusal(b"  \n ") == pages.MSG_EMPTY
    assert refusal(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00") == pages.MSG_BINARY
    assert refusal(b"Police made nine arrests after the derby.\n") == pages.MSG_NOT_HTML
    assert refusal(b'{"headline": "Nine arrested", "body": "<p>Police</p>"}') == pages.MSG_NOT_HTML
    assert refusal((PAGES / "refused" / "section-index.html").read_bytes()) == pages.MSG_NO_TEXT
    assert refusal((PAGES / "paywalled.html").read_bytes()) == "paywalled: only a teaser of 57 words"


def test_an_index_page_that_does_not_say_so_is_refused_for_its_links():
    raw = (PAGES / "refused" / "section-index.html").read_bytes()
    raw = re.sub(rb'<meta property="og:type"[^>]*>|<script type="application/ld\+json">.*?</script>', b"", raw)
    assert b"CollectionPage" not in raw and b"og:type" not in raw
    assert refusal(raw) == pages.MSG_NO_TEXT


def test_a_paywalled_page_with_its_full_text_is_read():
    raw = (PAGES / "broadsheet.html").read_bytes().replace(
        b"</head>", b'<script type="application/ld+json">{"@type": "NewsArticle", '
                    b'"isAccessibleForFree": false}</script></head>')
    assert read_page(raw, origin="x").body.startswith("Police made nine arrests")


def test_a_page_too_large_or_with_too_much_text_is_refused():
    from sources.limits import MAX_BODY_CHARS, MAX_PAGE_BYTES

    big = b"<html><body><p>" + b"x" * MAX_PAGE_BYTES + b"</p></body></html>"
    assert refusal(big).startswith("page too large (5,242,9")
    paragraphs = b"".join(
        b"<p>" + f"Paragraph {n}: police made nine arrests after the derby at the ground. ".encode() * 300 + b"</p>"
        for n in range(MAX_BODY_CHARS // 20_000)
    )
    long_page = b"<html><body><article>" + paragraphs + b"</article></body></html>"
    assert refusal(long_page).startswith("article text too large (")
