"""Following outlets' feeds: reading RSS and Atom, the rule that keeps entries about
football disorder, and polls that import new entries, import changed ones again and
skip the rest. Feeds and pages come from a local server (tests/page_server.py)."""

from __future__ import annotations

import datetime as dt
from io import StringIO

import pytest
from django.contrib.admin.helpers import ACTION_CHECKBOX_NAME
from django.contrib.messages import get_messages
from django.core.management import CommandError, call_command
from django.urls import reverse

from incidents.curation.admin import MSG_POLLS_SENT
from incidents.ingest.feeds import feed_follow, feed_poll, feeds_due
from incidents.ingest.relevance import REASON_NO_DISORDER, entry_relevance
from incidents.models import IncidentArticle
from incidents.roles import EDITORS, JOURNALISTS
from sources.feeds import MSG_EMPTY_FEED, parse_feed
from sources.models import Article, Feed, FeedEntry
from sources.reading import ImportFileError
from tests.factories import make_user

REPORT = (
    "Police made {arrests} arrests after West Ham and Chelsea fans clashed at the London Stadium on "
    "Wednesday night. Coins and plastic bottles were thrown between the two sets of supporters during "
    "the second half of the EFL Cup fourth-round tie, which West Ham won 2-1. Stewards struggled to keep "
    "the fans apart as seats were ripped out in the lower tier of the Sir Trevor Brooking Stand, and "
    "riot police were called in to restore order before the final whistle. The Metropolitan Police said "
    "the arrests were for a range of offences including violent disorder, assault and throwing missiles. "
    "A spokesman for West Ham said the club would study the footage and issue lifetime bans to anyone "
    "found responsible. Chelsea said they were working with the police and would take the strongest "
    "action against any of their supporters identified. The Football Association said it would contact "
    "both clubs to ask for their observations. Supporters' groups urged calm ahead of the two sides' "
    "next meeting at Stamford Bridge next month."
)
TRANSFER = (
    "Arsenal are close to agreeing a fee for the Real Sociedad midfielder, with talks at an advanced "
    "stage and a medical pencilled in for early next week."
)


def rss(*items: str, title: str = "Metro Sport: Football") -> str:
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" '
        'xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel>'
        f"<title>{title}</title><link>https://metro-sport.example/</link>{''.join(items)}</channel></rss>"
    )


def item(guid: str, title: str, *, content: str = "", summary: str = "", link: str = "",
         published: str = "Wed, 26 Oct 2016 22:40:00 GMT", updated: str = "") -> str:
    parts = [f"<guid>{guid}</guid>", f"<title>{title}</title>", f"<pubDate>{published}</pubDate>"]
    if link:
        parts.append(f"<link>{link}</link>")
    if summary:
        parts.append(f"<description>{summary}</description>")
    if content:
        paragraphs = "".join(f"<p>{p}</p>" for p in content.split("\n\n"))
        parts.append(f"<content:encoded><![CDATA[{paragraphs}]]></content:encoded>")
    if updated:
        parts.append(f'<atom:updated xmlns:atom="http://www.w3.org/2005/Atom">{updated}</atom:updated>')
    return f"<item>{''.join(parts)}</item>"


ATOM = """<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>Northern Echo Sport</title><link href="https://echo.example/"/><id>urn:echo</id>
  <updated>2016-10-27T09:00:00Z</updated>
  <entry><id>urn:echo:1</id><title>Seven held after derby disorder</title>
    <link href="https://echo.example/derby"/><updated>2016-10-27T09:00:00Z</updated>
    <published>2016-10-27T08:00:00+01:00</published>
    <summary type="html">&lt;p&gt;Police made seven arrests after &lt;b&gt;Sunderland&lt;/b&gt; and Newcastle fans clashed.&lt;/p&gt;</summary>
    <author><name>Jo Reporter</name></author></entry>
</feed>"""  # noqa: E501


class TestReading:
    def test_rss_entries_with_their_full_text_times_and_ids(self):
        parsed = parse_feed(rss(item("urn:1", "Seven arrested", content="First.\n\nSecond.",
                                     summary="A teaser", link="https://metro-sport.example/a")).encode())
        assert parsed.title == "Metro Sport: Football"
        entry, = parsed.entries
        assert (entry.guid, entry.link, entry.title) == ("urn:1", "https://metro-sport.example/a", "Seven arrested")
        assert entry.content == "First.\n\nSecond."
        assert entry.summary == "A teaser"
        assert entry.published == dt.datetime(2016, 10, 26, 22, 40, tzinfo=dt.timezone.utc)

    def test_atom_html_summaries_become_plain_text_and_times_utc(self):
        entry, = parse_feed(ATOM.encode()).entries
        assert entry.summary == "Police made seven arrests after Sunderland and Newcastle fans clashed."
        assert entry.published == dt.datetime(2016, 10, 27, 7, tzinfo=dt.timezone.utc)
        assert entry.updated == dt.datetime(2016, 10, 27, 9, tzinfo=dt.timezone.utc)
        assert entry.author == "Jo Reporter"

    def test_an_entry_without_id_is_known_by_its_link(self):
        raw = rss("<item><title>T</title><link>https://metro-sport.example/b</link></item>")
        assert parse_feed(raw.encode()).entries[0].guid == "https://metro-sport.example/b"

    @pytest.mark.parametrize("raw", [b"<html><body><p>Not a feed</p></body></html>", b"\x00\x01\x02binary",
                                     b"just words"])
    def test_bytes_that_are_no_feed_say_so(self, raw):
        with pytest.raises(ImportFileError, match=r"^not an RSS or Atom feed \("):
            parse_feed(raw)

    def test_a_feed_without_entries_says_so(self):
        with pytest.raises(ImportFileError, match=f"^{MSG_EMPTY_FEED}$"):
            parse_feed(rss().encode())

    def test_scripts_in_entries_never_reach_the_text(self):
        raw = rss(item("urn:x", "Seven arrested", summary="&lt;script&gt;alert(1)&lt;/script&gt;Calm after trouble"))
        assert parse_feed(raw.encode()).entries[0].summary == "Calm after trouble"


class TestRelevance:
    @pytest.mark.parametrize("text", [
        "Nine held after Millwall and West Ham supporters clash near London Bridge",
        "Flares thrown onto the pitch as Legia Warsaw fans halt European tie",
        "Police hurt as fans fight outside St Andrew's after Birmingham derby",
        "Coins thrown at linesman during Leeds United v Bradford cup tie",
        "Three men given three-year football banning orders after Cardiff City trouble",
        "Pitch invasion forces referee to take players off at Hampden",
        "UEFA opens disciplinary case after Feyenoord supporters threw missiles in Rome",
        "Riot police disperse 200 Lazio ultras before derby",
        "Two stewards taken to hospital after fans surged at the Den",
        "Man charged with affray after trouble at Port Vale v Stoke match",
    ])
    def test_disorder_at_football_is_kept_with_its_reason(self, text):
        found = entry_relevance(text)
        assert found.relevant, (text, found.reason)
        assert found.reason.startswith("states ")

    @pytest.mark.parametrize("text", [
        "Arsenal close in on £60m deal for Real Sociedad midfielder",
        "Two sent off as Tottenham edge fiery London derby",
        "Striker handed four-year ban for failed drugs test",
        "Liverpool tear apart Leeds with three goals in ten minutes",
        "Manager sacked after five straight defeats",
        "Chelsea complete signing of Brazilian winger on a five-year deal",
        "Record crowd for the opening day of the Women's Super League season",
        "Injury blow for England as captain ruled out for six weeks",
    ])
    def test_football_news_without_disorder_is_skipped(self, text):
        assert not entry_relevance(text).relevant, text

    @pytest.mark.parametrize("text", [
        "Rival supporters trade punches outside the ground before Hearts v Hibs",
        "Hooligans ambush coach carrying Bristol Rovers fans on the M5",
        "Crowd trouble mars Anderlecht's win over Club Brugge",
        "Teenager admits affray after violence at Sheffield derby",
        "Trouble flared in the away end as Millwall fans tore up seats",
        "Fan killed in clashes between ultras before Serie A match",
        "Woman fined for running onto pitch during women's international",
        "Smoke bombs hurled onto the pitch in Istanbul derby",
        "Scuffles in the stands halt Leyton Orient game for ten minutes",
        "Stewards attacked by a gang of fans at the end of the Port Vale game",
    ])
    def test_disorder_named_without_a_figure_is_kept(self, text):
        assert entry_relevance(text).relevant, text

    @pytest.mark.parametrize("text", [
        "Spurs fought back from two goals down to beat Newcastle",
        "Relegation fight tightens after Luton's late winner",
        "Title fight goes to the final day as City and Arsenal both win",
        "Midfield battle decides the derby as Everton edge Liverpool",
        "Clash of the unbeaten sides ends goalless at Villa Park",
        "Striker fires hat-trick as Rangers attack relentlessly",
        "Defender handed three-match ban for violent conduct",
        "Fireworks and a light show will open the new stadium on Saturday",
        "Hundreds of thousands line the streets for the trophy parade",
        "Wales fans praised for exemplary behaviour as not a single arrest made",
    ])
    def test_football_metaphors_and_calm_crowds_are_skipped(self, text):
        assert not entry_relevance(text).relevant, (text, entry_relevance(text).reason)

    @pytest.mark.parametrize("text", [
        "Eleven arrested after brawl at music festival in Hyde Park",
        "Fans fight in the stands at ice hockey final",
        "Spectators ejected after brawl at the cricket",
        "Police make 40 arrests at climate protest in central London",
        "Four arrested after shop fight in Leeds city centre",
    ])
    def test_disorder_away_from_football_is_skipped_and_says_why(self, text):
        found = entry_relevance(text)
        assert not found.relevant, text
        assert found.reason.startswith("not about football: ")

    def test_the_reason_for_an_unrelated_entry(self):
        assert entry_relevance("Arsenal agree fee for midfielder").reason == REASON_NO_DISORDER


@pytest.fixture
def feed_server(page_server):
    page_server.add("/robots.txt", "User-agent: *\nAllow: /\n", content_type="text/plain")
    return page_server


def serve_feed(server, *items: str, path: str = "/feed.xml", **options) -> str:
    return server.add(path, rss(*items), content_type="application/rss+xml; charset=utf-8", **options)


@pytest.mark.django_db
class TestPolling:
    def test_follow_then_poll_imports_the_disorder_and_skips_the_rest(self, feed_server):
        url = serve_feed(
            feed_server,
            item("urn:report", "Seven arrests after West Ham v Chelsea", content=REPORT.format(arrests="seven"),
                 link="https://metro-sport.example/west-ham-chelsea"),
            item("urn:transfer", "Arsenal close in on midfielder", summary=TRANSFER,
                 link=feed_server.url("/transfer")),
        )
        feed, created = feed_follow(url=url)
        assert created and feed.title == "Metro Sport: Football"
        assert feed.source.name == "Metro Sport: Football"

        result = feed_poll(feed=feed)

        assert result.counts == {"imported": 1, "skipped": 1}
        report = FeedEntry.objects.get(guid="urn:report")
        assert report.status == "imported" and report.reason.startswith("states arrests")
        article = report.article
        assert article.url == "https://metro-sport.example/west-ham-chelsea"
        assert article.source == feed.source
        assert article.published == dt.datetime(2016, 10, 26, 22, 40, tzinfo=dt.timezone.utc)
        assert IncidentArticle.objects.get(article=article).incident.home_club == "West Ham United"
        assert article.claims.filter(kind="arrests", value="7").exists()
        skipped = FeedEntry.objects.get(guid="urn:transfer")
        assert (skipped.status, skipped.reason, skipped.article) == ("skipped", REASON_NO_DISORDER, None)
        assert feed_server.hits["/transfer"] == 0  # an unrelated entry costs no fetch
        feed.refresh_from_db()
        assert feed.last_polled_at is not None and feed.last_error == ""

    def test_an_updated_entry_is_imported_again_and_an_unchanged_one_is_not(self, feed_server):
        first = item("urn:report", "Arrests after West Ham v Chelsea", content=REPORT.format(arrests="two"),
                     link="https://metro-sport.example/west-ham-chelsea", updated="2016-10-26T22:40:00Z")
        url = serve_feed(feed_server, first)
        feed, _ = feed_follow(url=url)
        feed_poll(feed=feed)
        assert feed_poll(feed=feed).counts == {"unchanged": 1}

        serve_feed(feed_server, item(
            "urn:report", "Seven arrests after West Ham v Chelsea", content=REPORT.format(arrests="seven"),
            link="https://metro-sport.example/west-ham-chelsea", updated="2016-10-27T09:15:00Z"))
        result = feed_poll(feed=feed)

        assert result.counts == {"updated": 1}
        article = Article.objects.get(url="https://metro-sport.example/west-ham-chelsea")
        assert "Police made seven arrests" in article.body
        assert set(article.claims.filter(kind="arrests").values_list("value", flat=True)) == {"7"}
        entry = FeedEntry.objects.get(guid="urn:report")
        assert entry.status == "updated"
        assert entry.entry_updated == dt.datetime(2016, 10, 27, 9, 15, tzinfo=dt.timezone.utc)
        assert Article.objects.count() == 1
        # Both texts are kept: the feed's first report is version 1 of the article.
        assert [v.body.count("two arrests") for v in article.versions.order_by("number")] == [1, 0]

    def test_a_poll_sends_back_the_validators_and_a_304_changes_nothing(self, feed_server):
        url = serve_feed(feed_server, item("urn:report", "Seven arrests", content=REPORT.format(arrests="seven")),
                         headers={"ETag": '"feed-v1"'})
        feed, _ = feed_follow(url=url)
        feed_poll(feed=feed)
        feed_server.add("/feed.xml", b"", status=304)

        result = feed_poll(feed=feed)

        assert result.not_modified and not result.counts
        _, headers = feed_server.requests[-1]
        assert headers["If-None-Match"] == '"feed-v1"'

    def test_a_feed_that_fails_keeps_its_reason_and_its_entries(self, feed_server):
        url = serve_feed(feed_server, item("urn:report", "Seven arrests", content=REPORT.format(arrests="seven")))
        feed, _ = feed_follow(url=url)
        feed_poll(feed=feed)
        feed_server.add("/feed.xml", "down", status=503)

        result = feed_poll(feed=feed)

        assert result.error == "HTTP 503 Service Unavailable"
        feed.refresh_from_db()
        assert feed.last_error == "HTTP 503 Service Unavailable"
        assert FeedEntry.objects.filter(feed=feed, status="imported").count() == 1

    def test_an_entry_that_cannot_be_imported_fails_alone(self, feed_server):
        url = serve_feed(
            feed_server,
            item("urn:far-future", "Seven arrests at the derby", content=REPORT.format(arrests="seven"),
                 published="Wed, 26 Oct 2195 22:40:00 GMT"),
            item("urn:report", "Seven arrests after West Ham v Chelsea", content=REPORT.format(arrests="seven"),
                 link="https://metro-sport.example/west-ham-chelsea"),
        )
        feed, _ = feed_follow(url=url)

        result = feed_poll(feed=feed)

        assert result.counts == {"failed": 1, "imported": 1}
        failed = FeedEntry.objects.get(guid="urn:far-future")
        assert "field 'published'" in failed.reason and failed.article is None

    def test_an_entry_that_failed_is_tried_again_at_the_next_poll(self, feed_server):
        link = feed_server.url("/west-ham-chelsea")
        url = serve_feed(feed_server, item("urn:report", "Seven arrests after West Ham v Chelsea",
                                           summary="Police made seven arrests at the London Stadium.", link=link))
        feed, _ = feed_follow(url=url)
        feed_server.add("/west-ham-chelsea", "down", status=503)
        assert feed_poll(feed=feed).counts == {"failed": 1}
        assert FeedEntry.objects.get().reason == "HTTP 503 Service Unavailable"

        page = "<html><head><title>Seven arrests</title><meta property='og:site_name' content='Metro'></head>" \
               "<body><article><h1>Seven arrests after West Ham v Chelsea</h1>" + "".join(
                   f"<p>{sentence}.</p>" for sentence in REPORT.format(arrests="seven").split(". ")) + \
               "</article></body></html>"
        feed_server.add("/west-ham-chelsea", page)

        assert feed_poll(feed=feed).counts == {"imported": 1}
        assert FeedEntry.objects.get().article.claims.filter(kind="arrests", value="7").exists()
        assert feed_poll(feed=feed).counts == {"unchanged": 1}

    def test_a_page_that_is_no_feed_cannot_be_followed(self, feed_server):
        url = feed_server.add("/page", "<html><body><p>Hello</p></body></html>")
        with pytest.raises(ImportFileError, match="not an RSS or Atom feed"):
            feed_follow(url=url)
        assert not Feed.objects.exists()

    def test_feeds_are_due_once_their_interval_has_passed(self, feed_server):
        url = serve_feed(feed_server, item("urn:report", "Seven arrests", content=REPORT.format(arrests="seven")))
        feed, _ = feed_follow(url=url)
        assert feeds_due(minutes=15) == [feed]
        feed_poll(feed=feed)
        assert feeds_due(minutes=15) == []
        later = feed.last_polled_at + dt.timedelta(minutes=16)
        assert feeds_due(minutes=15, now=later) == [feed]
        Feed.objects.filter(pk=feed.pk).update(active=False)
        assert feeds_due(minutes=15, now=later) == []


@pytest.mark.django_db
class TestCommands:
    def test_follow_feed_now_follows_and_polls(self, feed_server):
        url = serve_feed(feed_server, item("urn:report", "Seven arrests", content=REPORT.format(arrests="seven")))
        out = StringIO()
        call_command("follow_feed", url, "--outlet", "Metro", "--now", stdout=out)
        lines = out.getvalue().splitlines()
        assert lines == [f"Following Metro Sport: Football ({url}): reports filed under Metro",
                         f"{url}: 1 imported"]
        assert Article.objects.get().source.name == "Metro"

    def test_follow_feed_refuses_what_is_no_feed_with_one_line(self, feed_server):
        url = feed_server.add("/page", "<html><body><p>Hello</p></body></html>")
        with pytest.raises(CommandError) as caught:
            call_command("follow_feed", url)
        assert str(caught.value).startswith(f"{url}: not an RSS or Atom feed (")
        assert "\n" not in str(caught.value)

    def test_follow_feed_refuses_a_private_address(self, settings):
        settings.TERRACE_FETCH_ALLOWED_NETWORKS = []
        with pytest.raises(CommandError, match=r"^http://10\.0\.0\.1/feed: refused: 10\.0\.0\.1 is a private address"):
            call_command("follow_feed", "http://10.0.0.1/feed")

    def test_poll_feeds_polls_what_is_due_and_fails_on_a_broken_feed(self, feed_server):
        good = serve_feed(feed_server, item("urn:report", "Seven arrests", content=REPORT.format(arrests="seven")))
        broken = serve_feed(feed_server, item("urn:b", "b"), path="/broken.xml")
        feed_follow(url=good)
        feed_follow(url=broken)
        feed_server.add("/broken.xml", "gone", status=404)
        out, err = StringIO(), StringIO()
        with pytest.raises(CommandError, match=r"^1 feed\(s\) could not be polled$"):
            call_command("poll_feeds", stdout=out, stderr=err)
        assert f"{good}: 1 imported" in out.getvalue()
        assert f"{broken}: HTTP 404 Not Found" in err.getvalue()
        out = StringIO()
        call_command("poll_feeds", stdout=out)
        assert out.getvalue().startswith("No feed is due")


@pytest.mark.django_db
class TestAdmin:
    def test_journalists_do_not_see_feeds(self, client, feed_server):
        client.force_login(make_user("jo", JOURNALISTS))
        assert client.get(reverse("admin:sources_feed_changelist")).status_code == 403

    def test_editors_see_feeds_with_their_entries_and_can_poll_them(self, client, feed_server):
        url = serve_feed(feed_server, item("urn:report", "Seven arrests at the Den", content=REPORT.format(
            arrests="seven")))
        feed, _ = feed_follow(url=url)
        client.force_login(make_user("eddie", EDITORS))
        changelist = client.get(reverse("admin:sources_feed_changelist"))
        assert changelist.status_code == 200 and "Metro Sport: Football" in changelist.content.decode()

        from config.celery import app

        app.conf.task_always_eager = True  # the workers' poll, run here
        try:
            response = client.post(reverse("admin:sources_feed_changelist"), {
                "action": "poll_feeds_now", ACTION_CHECKBOX_NAME: [feed.pk]})
        finally:
            app.conf.task_always_eager = False

        assert [str(m) for m in get_messages(response.wsgi_request)] == [MSG_POLLS_SENT.format(n=1)]
        assert FeedEntry.objects.get(feed=feed).status == "imported"
        change = client.get(reverse("admin:sources_feed_change", args=[feed.pk])).content.decode()
        assert "Seven arrests at the Den" in change and "Imported" in change


@pytest.mark.django_db
class TestScheduledPolls:
    """The workers' schedule: every minute ``poll_due_feeds`` sends a poll for each feed
    due, claiming it first, so that a feed is never polled twice at once."""

    @pytest.fixture(autouse=True)
    def eager(self):
        from config.celery import app

        app.conf.task_always_eager = True
        yield
        app.conf.task_always_eager = False

    def test_due_feeds_are_polled_once_and_then_not_until_due_again(self, feed_server):
        from incidents.ingest.tasks import poll_due_feeds

        url = serve_feed(feed_server, item("urn:report", "Seven arrests", content=REPORT.format(arrests="seven")))
        feed, _ = feed_follow(url=url)
        idle, _ = feed_follow(url=serve_feed(feed_server, item("urn:b", "b"), path="/idle.xml"))
        Feed.objects.filter(pk=idle.pk).update(active=False)

        assert poll_due_feeds.delay().get() == 1
        assert FeedEntry.objects.get(feed=feed).status == "imported"
        assert feed_server.hits["/idle.xml"] == 1  # only when it was followed
        assert poll_due_feeds.delay().get() == 0

    def test_a_feed_claimed_by_another_worker_is_not_polled_again(self, feed_server):
        from incidents.ingest.feeds import feed_claim

        feed, _ = feed_follow(url=serve_feed(feed_server, item("urn:r", "r")))
        stale = Feed.objects.get(pk=feed.pk)
        assert feed_claim(feed=feed)
        assert not feed_claim(feed=stale)  # another worker saw it due at the same moment
