"""Fetching a web page politely and safely, failing with one line.

A link an editor pastes (or a feed names) is fetched by the server, so it must not be
a way to reach the server's own network: only http(s), and every address the host
name resolves to must be public, at every redirect (``TERRACE_FETCH_ALLOWED_NETWORKS``
lists networks let through anyway, e.g. a newsroom's intranet; tests allow loopback
for their local server). The connection goes to the address that was checked (the
name is not resolved twice), so a name that changes its answer between the check and
the request cannot slip through.

Politeness: a user agent that says who is asking, robots.txt honoured (RFC 9309:
a missing file allows everything, an unreachable one nothing), conditional requests
(``etag``, ``last_modified``) for feeds polled again. Bounds: connect and read
timeouts and a deadline for the whole response, a size limit counted on the decoded
bytes (so a compressed bomb stops at the limit), a few redirects.

Everything raises ``FetchError`` (an ``ImportFileError``: str() is the reason a
person reads, without the URL, which the caller names), never anything else.
"""

from __future__ import annotations

import ipaddress
import socket
import threading
import time
import urllib.robotparser
from collections.abc import Sequence
from dataclasses import dataclass
from email.message import Message
from urllib.parse import urljoin, urlsplit

import certifi
import urllib3

from sources.reading import ImportFileError

HTML_ACCEPT = "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1"
FEED_ACCEPT = "application/atom+xml,application/rss+xml,application/xml;q=0.9,text/xml;q=0.9,*/*;q=0.1"
DEFAULT_USER_AGENT = "TerraceBot/1.0 (newsroom research; compares published reports of football crowd disorder)"
ROBOTS_TTL_SECONDS = 3600
ROBOTS_MAX_BYTES = 512 * 1024
_CHUNK = 64 * 1024
_REDIRECTS = {301, 302, 303, 307, 308}

MSG_SCHEME = "only http and https links can be fetched, not {scheme!r}"
MSG_NO_HOST = "the link has no host name"
MSG_BAD_HOST = "the host name {host!r} is not valid"
MSG_BAD_PORT = "the port is not valid"
MSG_UNRESOLVED = "the host {host!r} could not be found"
MSG_REFUSED_ADDRESS = (
    "refused: {host} is a {what} ({address}); only public addresses are fetched "
    "(TERRACE_FETCH_ALLOWED_NETWORKS lets a network through)"
)
MSG_ROBOTS = "refused by the site's robots.txt for the user agent {agent!r}"
MSG_ROBOTS_UNREACHABLE = "the site's robots.txt could not be read ({reason}), so nothing is fetched from it"
MSG_TOO_LARGE = "too large (over {limit:,} bytes)"
MSG_TIMEOUT = "timed out after {seconds:g} s"
MSG_DEADLINE = "took longer than {seconds:g} s to arrive"
MSG_TOO_MANY_REDIRECTS = "more than {limit} redirects"
MSG_REDIRECT_WITHOUT_LOCATION = "a redirect (HTTP {status}) without a Location"
MSG_HTTP = "HTTP {status} {reason}"
MSG_CONNECTION = "could not connect ({reason})"
MSG_REDIRECTED = "redirected to {url}: {reason}"


class FetchError(ImportFileError):
    """A link that could not be fetched; str() is the one-line reason."""


@dataclass(frozen=True, slots=True)
class FetchPolicy:
    """How fetching behaves; ``from_settings()`` reads the ``TERRACE_FETCH_*`` settings."""

    user_agent: str = DEFAULT_USER_AGENT
    connect_timeout: float = 5.0
    read_timeout: float = 10.0
    deadline: float = 30.0
    max_bytes: int = 5 * 1024 * 1024
    max_redirects: int = 5
    honour_robots: bool = True
    allowed_networks: Sequence[ipaddress.IPv4Network | ipaddress.IPv6Network] = ()

    @classmethod
    def from_settings(cls) -> FetchPolicy:
        from django.conf import settings

        return cls(
            user_agent=getattr(settings, "TERRACE_FETCH_USER_AGENT", "") or DEFAULT_USER_AGENT,
            connect_timeout=getattr(settings, "TERRACE_FETCH_CONNECT_TIMEOUT", 5.0),
            read_timeout=getattr(settings, "TERRACE_FETCH_READ_TIMEOUT", 10.0),
            deadline=getattr(settings, "TERRACE_FETCH_DEADLINE", 30.0),
            max_bytes=getattr(settings, "TERRACE_FETCH_MAX_BYTES", 5 * 1024 * 1024),
            max_redirects=getattr(settings, "TERRACE_FETCH_MAX_REDIRECTS", 5),
            honour_robots=getattr(settings, "TERRACE_FETCH_HONOUR_ROBOTS", True),
            allowed_networks=tuple(
                ipaddress.ip_network(net, strict=False)
                for net in getattr(settings, "TERRACE_FETCH_ALLOWED_NETWORKS", ())
            ),
        )


@dataclass(frozen=True, slots=True)
class Fetched:
    """A fetched response: ``url`` as asked, ``final_url`` after redirects; ``status``
    304 (with an empty body) when a conditional request found nothing new."""

    url: str
    final_url: str
    status: int
    content_type: str
    charset: str | None
    body: bytes
    etag: str = ""
    last_modified: str = ""


@dataclass(frozen=True, slots=True)
class _Target:
    scheme: str
    host: str  # as written, lower case, IDNA-encoded
    port: int
    address: str  # the checked address the connection goes to
    path: str  # path and query

    @property
    def host_header(self) -> str:
        default = 443 if self.scheme == "https" else 80
        host = f"[{self.host}]" if ":" in self.host else self.host
        return host if self.port == default else f"{host}:{self.port}"


def fetch(
    url: str, *, accept: str = HTML_ACCEPT, etag: str = "", last_modified: str = "",
    policy: FetchPolicy | None = None,
) -> Fetched:
    """GET ``url`` within the policy (the settings' when not given); see the module."""
    policy = policy or FetchPolicy.from_settings()
    started = time.monotonic()
    current = url
    for hop in range(policy.max_redirects + 1):
        try:
            target = _target(current, policy)
            if policy.honour_robots:
                _robots_check(target, policy)
            headers = {"Accept": accept}
            if etag:
                headers["If-None-Match"] = etag
            if last_modified:
                headers["If-Modified-Since"] = last_modified
            response = _request(target, headers, policy, started)
        except FetchError as exc:
            if hop:
                raise FetchError(MSG_REDIRECTED.format(url=current, reason=exc)) from exc
            raise
        try:
            if response.status in _REDIRECTS:
                location = response.headers.get("Location")
                if not location:
                    raise FetchError(MSG_REDIRECT_WITHOUT_LOCATION.format(status=response.status))
                current = urljoin(current, location.strip())
                continue
            if response.status == 304:
                return _fetched(url, current, response, b"")
            if not 200 <= response.status < 300:
                raise FetchError(MSG_HTTP.format(status=response.status, reason=response.reason or "").strip())
            body = _bounded_body(response, policy, started)
            return _fetched(url, current, response, body)
        finally:
            response.release_conn()
    raise FetchError(MSG_TOO_MANY_REDIRECTS.format(limit=policy.max_redirects))


def _fetched(url: str, final_url: str, response, body: bytes) -> Fetched:
    message = Message()
    message["Content-Type"] = response.headers.get("Content-Type", "")
    return Fetched(
        url=url, final_url=final_url, status=response.status,
        content_type=(message.get_content_type() if message["Content-Type"] else ""),
        charset=message.get_content_charset(), body=body,
        etag=response.headers.get("ETag", ""), last_modified=response.headers.get("Last-Modified", ""),
    )


def _target(url: str, policy: FetchPolicy) -> _Target:
    try:
        parts = urlsplit(url.strip())
    except ValueError as exc:
        raise FetchError(f"not a valid link ({exc})") from exc
    scheme = parts.scheme.lower()
    if scheme not in {"http", "https"}:
        raise FetchError(MSG_SCHEME.format(scheme=scheme or url[:40]))
    host = (parts.hostname or "").rstrip(".")
    if not host:
        raise FetchError(MSG_NO_HOST)
    try:
        port = parts.port or (443 if scheme == "https" else 80)
    except ValueError as exc:
        raise FetchError(MSG_BAD_PORT) from exc
    try:
        host = host.encode("idna").decode("ascii").lower() if not _is_ip(host) else host
    except UnicodeError as exc:
        raise FetchError(MSG_BAD_HOST.format(host=host[:100])) from exc
    address = _checked_address(host, port, policy)
    path = parts.path or "/"
    if parts.query:
        path = f"{path}?{parts.query}"
    return _Target(scheme=scheme, host=host, port=port, address=address, path=path)


def _is_ip(host: str) -> bool:
    try:
        ipaddress.ip_address(host)
    except ValueError:
        return False
    return True


def _checked_address(host: str, port: int, policy: FetchPolicy) -> str:
    """The address to connect to: every address the name resolves to must be allowed."""
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (socket.gaierror, UnicodeError, OSError) as exc:
        raise FetchError(MSG_UNRESOLVED.format(host=host[:100])) from exc
    addresses = [info[4][0] for info in infos]
    if not addresses:
        raise FetchError(MSG_UNRESOLVED.format(host=host[:100]))
    for address in addresses:
        what = address_refusal(ipaddress.ip_address(address.split("%")[0]), policy.allowed_networks)
        if what:
            raise FetchError(MSG_REFUSED_ADDRESS.format(host=host, what=what, address=address))
    return addresses[0]


def address_refusal(ip, allowed=()) -> str:
    """Why a server may not fetch from ``ip`` ("" when it may)."""
    if any(ip.version == net.version and ip in net for net in allowed):
        return ""
    mapped = getattr(ip, "ipv4_mapped", None) or getattr(ip, "sixtofour", None)
    if mapped is not None:
        return address_refusal(mapped, allowed)
    if ip.is_loopback:
        return "loopback address"
    if ip.is_unspecified:
        return "unspecified address"
    if ip.is_link_local:
        return "link-local address"
    if ip.is_multicast:
        return "multicast address"
    if ip.is_private:
        return "private address"
    if ip.is_reserved or not ip.is_global:
        return "reserved address"
    return ""


def _request(target: _Target, headers: dict, policy: FetchPolicy, started: float):
    timeout = urllib3.Timeout(connect=policy.connect_timeout, read=policy.read_timeout)
    common = {"port": target.port, "timeout": timeout, "retries": False, "maxsize": 1}
    if target.scheme == "https":
        pool = urllib3.HTTPSConnectionPool(
            target.address, server_hostname=target.host, assert_hostname=target.host,
            cert_reqs="CERT_REQUIRED", ca_certs=certifi.where(), **common,
        )
    else:
        pool = urllib3.HTTPConnectionPool(target.address, **common)
    headers = {
        **headers, "Host": target.host_header, "User-Agent": policy.user_agent,
        "Accept-Encoding": "gzip, deflate",
    }
    if time.monotonic() - started > policy.deadline:
        raise FetchError(MSG_DEADLINE.format(seconds=policy.deadline))
    try:
        return pool.urlopen(
            "GET", target.path, headers=headers, redirect=False, retries=False,
            preload_content=False, decode_content=True, assert_same_host=False,
        )
    except urllib3.exceptions.TimeoutError as exc:
        raise FetchError(MSG_TIMEOUT.format(seconds=policy.read_timeout)) from exc
    except urllib3.exceptions.SSLError as exc:
        raise FetchError(MSG_CONNECTION.format(reason="its certificate could not be verified")) from exc
    except (urllib3.exceptions.HTTPError, OSError) as exc:
        raise FetchError(MSG_CONNECTION.format(reason=_short(exc))) from exc


def _short(exc: Exception) -> str:
    reason = getattr(exc, "reason", None) or exc
    text = str(reason).splitlines()[0] if str(reason) else type(reason).__name__
    # urllib3 prefixes its connection object's repr; keep what follows.
    return text.split(">: ", 1)[-1][:200]


def _bounded_body(response, policy: FetchPolicy, started: float) -> bytes:
    declared = response.headers.get("Content-Length", "")
    if declared.isdigit() and int(declared) > policy.max_bytes:
        raise FetchError(MSG_TOO_LARGE.format(limit=policy.max_bytes))
    chunks, size = [], 0
    try:
        for chunk in response.stream(_CHUNK, decode_content=True):
            size += len(chunk)
            if size > policy.max_bytes:
                raise FetchError(MSG_TOO_LARGE.format(limit=policy.max_bytes))
            if time.monotonic() - started > policy.deadline:
                raise FetchError(MSG_DEADLINE.format(seconds=policy.deadline))
            chunks.append(chunk)
    except urllib3.exceptions.TimeoutError as exc:
        raise FetchError(MSG_TIMEOUT.format(seconds=policy.read_timeout)) from exc
    except urllib3.exceptions.DecodeError as exc:
        raise FetchError("the response's compression is broken") from exc
    except (urllib3.exceptions.HTTPError, OSError) as exc:
        raise FetchError(MSG_CONNECTION.format(reason=_short(exc))) from exc
    return b"".join(chunks)


# -- robots.txt --------------------------------------------------------------

_robots: dict[tuple[str, str, int], tuple[float, urllib.robotparser.RobotFileParser | str]] = {}
_robots_lock = threading.Lock()


def robots_forget() -> None:
    """Forget every robots.txt read (tests; a long-running worker rereads them hourly)."""
    with _robots_lock:
        _robots.clear()


def _robots_check(target: _Target, policy: FetchPolicy) -> None:
    key = (target.scheme, target.host, target.port)
    with _robots_lock:
        cached = _robots.get(key)
    if cached is None or cached[0] < time.monotonic():
        cached = (time.monotonic() + ROBOTS_TTL_SECONDS, _robots_read(target, policy))
        with _robots_lock:
            _robots[key] = cached
    rules = cached[1]
    if isinstance(rules, str):
        raise FetchError(MSG_ROBOTS_UNREACHABLE.format(reason=rules))
    if not rules.can_fetch(policy.user_agent, target.path):
        raise FetchError(MSG_ROBOTS.format(agent=policy.user_agent.split("/")[0]))


def _robots_read(target: _Target, policy: FetchPolicy) -> urllib.robotparser.RobotFileParser | str:
    """The site's rules, or why they could not be read (then nothing is fetched)."""
    origin = f"{target.scheme}://{target.host_header}"
    rules = urllib.robotparser.RobotFileParser(f"{origin}/robots.txt")
    robots_policy = FetchPolicy(
        user_agent=policy.user_agent, connect_timeout=policy.connect_timeout,
        read_timeout=policy.read_timeout, deadline=policy.deadline, max_bytes=ROBOTS_MAX_BYTES,
        max_redirects=policy.max_redirects, honour_robots=False, allowed_networks=policy.allowed_networks,
    )
    try:
        found = fetch(f"{origin}/robots.txt", accept="text/plain", policy=robots_policy)
    except FetchError as exc:
        status = str(exc)
        if status.startswith("HTTP 4") or "HTTP 4" in status:
            rules.allow_all = True  # no robots.txt: everything is allowed
            return rules
        return status
    rules.parse(found.body.decode("utf-8", errors="replace").splitlines())
    return rules
