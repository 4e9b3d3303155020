"""The production server as dev.py serve --production runs it: gunicorn, DEBUG off, loopback."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
import dev  # noqa: E402


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def fetch(url: str, method: str = "GET") -> tuple[int, dict, str]:
    request = urllib.request.Request(url, method=method)
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, dict(response.headers), response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read().decode()


@pytest.fixture
def production_server(tmp_path, monkeypatch):
    monkeypatch.setattr(dev, "LOCAL_SECRET", tmp_path / "secret")
    port = free_port()
    address = f"127.0.0.1:{port}"
    env = dev.production_environment(address)
    env.update(DATABASE_URL=f"sqlite:///{tmp_path / 'db.sqlite3'}", DJANGO_STATIC_ROOT=str(tmp_path / "static"))
    for step in (["migrate", "--no-input"], ["collectstatic", "--no-input", "-v", "0"]):
        done = subprocess.run([sys.executable, "manage.py", *step], cwd=ROOT, env=env, capture_output=True, text=True)
        assert done.returncode == 0, done.stderr
    server = subprocess.Popen(dev.production_server_command(sys.executable, address, workers=2), cwd=ROOT, env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    url = f"http://{address}"
    # Up to a minute for the workers to boot: a loaded CI machine is slow to start them.
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and server.poll() is None:
        try:
            if fetch(url + "/healthz")[0] == 200:
                break
        except OSError:
            pass
        time.sleep(0.2)
    yield url
    server.terminate()
    server.wait(timeout=30)


def test_serve_production_refuses_anything_but_loopback(monkeypatch, tmp_path):
    monkeypatch.setattr(dev, "LOCAL_SECRET", tmp_path / "secret")
    with pytest.raises(SystemExit, match="loopback only"):
        dev.production_environment("0.0.0.0:8000")
    env = dev.production_environment("[::1]:8000")
    assert env["DJANGO_DEBUG"] == "false" and len(env["DJANGO_SECRET_KEY"]) > 50
    assert (tmp_path / "secret").stat().st_mode & 0o777 == 0o600


def test_gunicorn_serves_with_debug_off(production_server):
    status, headers, body = fetch(production_server + "/healthz")
    assert (status, body) == (200, '{"status": "ok", "database": "ok"}')
    status, headers, body = fetch(production_server + "/")
    assert status == 200 and "<h1>Incidents</h1>" in body
    assert "script-src 'self'" in headers["Content-Security-Policy"]
    assert headers["X-Frame-Options"] == "DENY" and headers["X-Content-Type-Options"] == "nosniff"
    assert "HttpOnly" in headers.get("Set-Cookie", "HttpOnly") and "gunicorn" in headers["Server"]
    # Static files are hashed and compressed (DEBUG off), and served.
    css = body.split('rel="stylesheet" href="')[1].split('"')[0]
    assert css.startswith("/static/css/terrace.") and css != "/static/css/terrace.css"
    assert fetch(production_server + css)[0] == 200
    assert fetch(production_server + "/", method="HEAD")[0] == 200
    status, _, body = fetch(production_server + "/no-such-page/")
    assert status == 404 and "Page not found" in body and "Traceback" not in body and "URLconf" not in body
