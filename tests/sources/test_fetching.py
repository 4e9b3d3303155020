"""Fetching links: safe (public addresses only, at every redirect), polite (user agent,
robots.txt, conditional requests) and bounded (time, size, redirects), each refusal a
one-line reason. Every page comes from a local server (tests/page_server.py)."""

from __future__ import annotations

import ipaddress
import socket

import pytest

from sources.fetching import FetchError, FetchPolicy, address_refusal, fetch

PAGE = "<html><head><title>Report</title></head><body><p>Seven arrests.</p></body></html>"


def local_policy(**changes) -> FetchPolicy:
    return FetchPolicy(allowed_networks=(ipaddress.ip_network("127.0.0.0/8"),), **changes)


def test_a_page_is_fetched_with_its_type_charset_and_validators(page_server):
    url = page_server.add("/report", PAGE, content_type="text/html; charset=ISO-8859-1",
                          headers={"ETag": '"v1"', "Last-Modified": "Wed, 26 Oct 2016 22:40:00 GMT"})

    found = fetch(url)

    assert found.status == 200
    assert found.body == PAGE.encode()
    assert (found.content_type, found.charset) == ("text/html", "iso-8859-1")
    assert (found.etag, found.last_modified) == ('"v1"', "Wed, 26 Oct 2016 22:40:00 GMT")
    assert found.url == found.final_url == url


def test_it_says_who_is_asking(page_server, settings):
    settings.TERRACE_FETCH_USER_AGENT = "TerraceBot/9 (test)"
    fetch(page_server.add("/report", PAGE))
    path, headers = page_server.requests[-1]
    assert path == "/report"
    assert headers["User-Agent"] == "TerraceBot/9 (test)"
    assert headers["Host"] == page_server.origin.removeprefix("http://")


def test_a_conditional_request_that_finds_nothing_new_is_a_304(page_server):
    url = page_server.add("/feed", b"", status=304)
    found = fetch(url, etag='"v1"', last_modified="Wed, 26 Oct 2016 22:40:00 GMT")
    assert (found.status, found.body) == (304, b"")
    _, headers = page_server.requests[-1]
    assert headers["If-None-Match"] == '"v1"'
    assert headers["If-Modified-Since"] == "Wed, 26 Oct 2016 22:40:00 GMT"


def test_redirects_are_followed_and_the_final_address_kept(page_server):
    final = page_server.add("/2016/10/report", PAGE)
    page_server.add("/short", status=301, headers={"Location": "/2016/10/report"})
    found = fetch(page_server.url("/short"))
    assert found.final_url == final
    assert found.body == PAGE.encode()


def test_a_redirect_loop_stops_at_the_limit(page_server):
    page_server.add("/a", status=302, headers={"Location": "/b"})
    page_server.add("/b", status=302, headers={"Location": "/a"})
    with pytest.raises(FetchError, match=r"^more than 2 redirects$"):
        fetch(page_server.url("/a"), policy=local_policy(max_redirects=2))


def test_a_redirect_to_a_private_address_is_refused(page_server):
    page_server.add("/out", status=302, headers={"Location": "http://10.0.0.1/admin"})
    with pytest.raises(FetchError) as caught:
        fetch(page_server.url("/out"))
    assert str(caught.value).startswith("redirected to http://10.0.0.1/admin: refused: 10.0.0.1 is a private address")


@pytest.mark.parametrize(("url", "what"), [
    ("http://127.0.0.1/", "loopback address"),
    ("http://localhost:8000/", "loopback address"),
    ("http://[::1]/", "loopback address"),
    ("http://10.1.2.3/", "private address"),
    ("http://192.168.0.1/", "private address"),
    ("http://172.16.5.4/", "private address"),
    ("http://169.254.169.254/latest/meta-data/", "link-local address"),
    ("http://0.0.0.0/", "unspecified address"),
    ("http://[::ffff:127.0.0.1]/", "loopback address"),
    ("http://224.0.0.1/", "multicast address"),
])
def test_the_servers_own_network_is_never_fetched(settings, url, what):
    settings.TERRACE_FETCH_ALLOWED_NETWORKS = []
    with pytest.raises(FetchError, match=f"refused: .* is a {what}"):
        fetch(url)


def test_a_name_that_resolves_to_a_private_address_is_refused(monkeypatch, settings):
    settings.TERRACE_FETCH_ALLOWED_NETWORKS = []

    def resolves_inside(host, port, *args, **kwargs):
        return [(socket.AF_INET, socket.SOCK_STREAM, 6, "", ("10.9.8.7", port))]

    monkeypatch.setattr(socket, "getaddrinfo", resolves_inside)
    with pytest.raises(FetchError, match=r"^refused: news\.example is a private address \(10\.9\.8\.7\)"):
        fetch("https://news.example/report")


def test_an_allowed_network_is_let_through_but_no_other(page_server, settings):
    url = page_server.add("/report", PAGE)
    assert fetch(url).status == 200
    settings.TERRACE_FETCH_ALLOWED_NETWORKS = ["10.0.0.0/8"]
    with pytest.raises(FetchError, match="loopback address"):
        fetch(url)


@pytest.mark.parametrize(("url", "message"), [
    ("file:///etc/passwd", "only http and https links can be fetched, not 'file'"),
    ("ftp://example.com/x", "only http and https links can be fetched, not 'ftp'"),
    ("gopher://example.com/", "only http and https links can be fetched, not 'gopher'"),
    ("http:///nohost", "the link has no host name"),
    ("http://example.com:99999/", "the port is not valid"),
    ("http://no-such-host.invalid/", "the host 'no-such-host.invalid' could not be found"),
])
def test_links_that_cannot_be_fetched_say_why_in_one_line(url, message):
    with pytest.raises(FetchError) as caught:
        fetch(url)
    assert str(caught.value) == message


@pytest.mark.parametrize(("status", "message"), [(404, "HTTP 404 Not Found"), (500, "HTTP 500 Internal Server Error"),
                                                 (403, "HTTP 403 Forbidden")])
def test_an_error_status_is_its_reason(page_server, status, message):
    with pytest.raises(FetchError) as caught:
        fetch(page_server.add("/gone", "x", status=status))
    assert str(caught.value) == message


def test_a_page_over_the_size_limit_is_refused_whatever_it_declares(page_server):
    declared = page_server.add("/big", b"x" * 5000)
    with pytest.raises(FetchError, match=r"^too large \(over 1,000 bytes\)$"):
        fetch(declared, policy=local_policy(max_bytes=1000))
    undeclared = page_server.add("/dripped", b"x" * 5000, drip=1000, delay=0.0)
    with pytest.raises(FetchError, match=r"^too large \(over 1,000 bytes\)$"):
        fetch(undeclared, policy=local_policy(max_bytes=1000))


def test_a_compressed_bomb_stops_at_the_limit(page_server):
    url = page_server.add("/bomb", b"\0" * 20_000_000, gzip=True)
    with pytest.raises(FetchError, match=r"^too large \(over 100,000 bytes\)$"):
        fetch(url, policy=local_policy(max_bytes=100_000))


def test_a_compressed_page_is_decoded(page_server):
    assert fetch(page_server.add("/gz", PAGE, gzip=True)).body == PAGE.encode()


def test_a_server_that_does_not_answer_times_out(page_server):
    url = page_server.add("/slow", PAGE, delay=2.0)
    with pytest.raises(FetchError, match=r"^timed out after 0\.3 s$"):
        fetch(url, policy=local_policy(read_timeout=0.3))


def test_a_page_dripped_slower_than_the_deadline_is_cut_off(page_server):
    url = page_server.add("/drip", b"x" * 40, drip=4, delay=0.2)
    with pytest.raises(FetchError, match=r"^took longer than 0\.5 s to arrive$"):
        fetch(url, policy=local_policy(deadline=0.5, read_timeout=5))


class TestRobots:
    def test_a_path_robots_txt_disallows_is_not_fetched(self, page_server):
        page_server.add("/robots.txt", "User-agent: *\nDisallow: /private/\n", content_type="text/plain")
        url = page_server.add("/private/report", PAGE)
        with pytest.raises(FetchError, match=r"^refused by the site's robots\.txt for the user agent 'TerraceBot'$"):
            fetch(url)
        assert page_server.hits["/private/report"] == 0
        assert fetch(page_server.add("/public/report", PAGE)).status == 200

    def test_rules_for_our_agent_apply(self, page_server):
        page_server.add("/robots.txt", "User-agent: TerraceBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n",
                        content_type="text/plain")
        with pytest.raises(FetchError, match="robots.txt"):
            fetch(page_server.add("/report", PAGE))

    def test_no_robots_txt_allows_everything_and_is_read_once(self, page_server):
        page_server.add("/a", PAGE)
        page_server.add("/b", PAGE)
        fetch(page_server.url("/a"))
        fetch(page_server.url("/b"))
        assert page_server.hits["/robots.txt"] == 1

    def test_an_unreachable_robots_txt_allows_nothing(self, page_server):
        page_server.add("/robots.txt", "down", status=503)
        with pytest.raises(FetchError, match=r"^the site's robots\.txt could not be read \(HTTP 503"):
            fetch(page_server.add("/report", PAGE))
        assert page_server.hits["/report"] == 0

    def test_robots_can_be_ignored_by_setting(self, page_server, settings):
        settings.TERRACE_FETCH_HONOUR_ROBOTS = False
        page_server.add("/robots.txt", "User-agent: *\nDisallow: /\n", content_type="text/plain")
        assert fetch(page_server.add("/report", PAGE)).status == 200


@pytest.mark.parametrize(("address", "refusal"), [
    ("8.8.8.8", ""), ("2001:4860:4860::8888", ""), ("100.64.0.1", "reserved address"),
    ("fc00::1", "private address"), ("fe80::1", "link-local address"), ("::ffff:10.0.0.1", "private address"),
    ("2002:7f00:1::", "loopback address"), ("198.18.0.1", "private address"),
])
def test_address_refusal(address, refusal):
    assert address_refusal(ipaddress.ip_address(address)) == refusal

