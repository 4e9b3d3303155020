"""A local HTTP server for tests that fetch pages: no test reaches the internet."""

from __future__ import annotations

import gzip
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


@dataclass
class Route:
    body: bytes = b""
    status: int = 200
    headers: dict = field(default_factory=dict)
    # Seconds to wait before answering, and between chunks of a dripped body.
    delay: float = 0.0
    drip: int = 0  # send the body this many bytes at a time, ``delay`` apart
    gzip: bool = False


class PageServer:
    """Pages added by path (with their query string); anything else is a 404.
    ``hits[path]`` counts requests, ``requests`` keeps each one's headers."""

    def __init__(self) -> None:
        self.routes: dict[str, Route] = {}
        self.hits: Counter = Counter()
        self.requests: list[tuple[str, dict]] = []
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:  # noqa: N802 - http.server's name
                server.hits[self.path] += 1
                server.requests.append((self.path, dict(self.headers)))
                route = server.routes.get(self.path)
                if route is None:
                    self.send_response(404)
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                if route.delay and not route.drip:
                    time.sleep(route.delay)
                body = gzip.compress(route.body) if route.gzip else route.body
                self.send_response(route.status)
                headers = {"Content-Type": "text/html; charset=utf-8", **route.headers}
                if route.gzip:
                    headers["Content-Encoding"] = "gzip"
                if not route.drip:
                    headers.setdefault("Content-Length", str(len(body)))
                for name, value in headers.items():
                    self.send_header(name, value)
                self.end_headers()
                try:
                    if route.drip:
                        for start in range(0, len(body), route.drip):
                            self.wfile.write(body[start:start + route.drip])
                            self.wfile.flush()
                            time.sleep(route.delay)
                    else:
                        self.wfile.write(body)
                except (BrokenPipeError, ConnectionResetError):
                    pass

            def log_message(self, *args) -> None:
                pass

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    def start(self) -> PageServer:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()

    @property
    def origin(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def url(self, path: str) -> str:
        return self.origin + path

    def add(self, path: str, body: bytes | str = b"", *, content_type: str = "text/html; charset=utf-8",
            status: int = 200, headers: dict | None = None, **options) -> str:
        """Serve ``body`` at ``path``; returns its full URL."""
        if isinstance(body, str):
            body = body.encode("utf-8")
        headers = {"Content-Type": content_type, **(headers or {})}
        self.routes[path] = Route(body=body, status=status, headers=headers, **options)
        return self.url(path)
