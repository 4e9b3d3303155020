"""The settings rule: production refuses to start without a secret, and is deploy-clean."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def run_manage(*args: str, **env: str) -> subprocess.CompletedProcess:
    environment = {k: v for k, v in os.environ.items() if not k.startswith("DJANGO_")}
    environment.pop("DATABASE_URL", None)
    environment.update(env)
    return subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=ROOT, env=environment, capture_output=True, text=True, timeout=120,
    )


def test_debug_off_without_secret_key_refuses_to_start():
    result = run_manage("check", DJANGO_DEBUG="false")
    assert result.returncode != 0
    assert "DJANGO_SECRET_KEY must be set" in result.stderr


def test_unreadable_debug_flag_is_refused():
    result = run_manage("check", DJANGO_DEBUG="maybe")
    assert result.returncode != 0
    assert "DJANGO_DEBUG must be true or false" in result.stderr


def test_development_defaults_need_nothing_set():
    result = run_manage("check")
    assert result.returncode == 0, result.stderr


def test_check_deploy_is_clean_under_production_settings():
    result = run_manage(
        "check", "--deploy", "--fail-level", "WARNING",
        DJANGO_DEBUG="false",
        DJANGO_SECRET_KEY="x7!kq2-" + "a9Zr4w" * 10,
        DJANGO_ALLOWED_HOSTS="terrace.example.org",
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no issues" in result.stdout


def test_whitenoise_sits_right_after_security_middleware():
    from django.conf import settings

    middleware = list(settings.MIDDLEWARE)
    security = middleware.index("django.middleware.security.SecurityMiddleware")
    assert middleware[security + 1] == "whitenoise.middleware.WhiteNoiseMiddleware"


def test_dashboard_login_setting_switches_the_login_middleware():
    probe = "from django.conf import settings; print('LoginRequiredMiddleware' in ' '.join(settings.MIDDLEWARE))"
    off = run_manage("shell", "-c", probe)
    on = run_manage("shell", "-c", probe, TERRACE_LOGIN_REQUIRED="true")
    assert off.stdout.strip().splitlines()[-1] == "False", off.stderr
    assert on.stdout.strip().splitlines()[-1] == "True", on.stderr


@pytest.mark.django_db
def test_dashboard_asks_for_login_when_the_setting_is_on(client, settings):
    settings.MIDDLEWARE = [*settings.MIDDLEWARE, "django.contrib.auth.middleware.LoginRequiredMiddleware"]
    response = client.get("/")
    assert response.status_code == 302
    assert response["Location"].startswith("/admin/login/")
    assert client.get("/admin/login/").status_code == 200


DATABASE_PROBE = (
    "from django.conf import settings; d = settings.DATABASES['default']; "
    "print(d.get('CONN_MAX_AGE'), d.get('CONN_HEALTH_CHECKS'), sorted(d.get('OPTIONS', {}).items()))"
)
PRODUCTION = {"DJANGO_DEBUG": "false", "DJANGO_SECRET_KEY": "x7!kq2-" + "a9Zr4w" * 10}


def last_line(result) -> str:
    return (result.stdout.strip().splitlines() or [""])[-1]


def test_connections_cannot_pile_up_on_postgresql():
    postgres = "postgres://terrace@127.0.0.1:5432/terrace"
    development = run_manage("shell", "-c", DATABASE_PROBE, DATABASE_URL=postgres)
    production = run_manage("shell", "-c", DATABASE_PROBE, DATABASE_URL=postgres, **PRODUCTION)
    # runserver's thread per request closes its connection; gunicorn's workers keep one each.
    assert last_line(development).split()[:2] == ["0", "True"], development.stderr
    assert last_line(production).split()[:2] == ["60", "True"], production.stderr
    assert "('connect_timeout', 5)" in last_line(production)


def test_sqlite_waits_for_the_writer_instead_of_failing():
    result = run_manage("shell", "-c", DATABASE_PROBE)
    assert "('timeout', 30)" in last_line(result) and "('transaction_mode', 'IMMEDIATE')" in last_line(result), result.stderr


def test_cookies_and_policy_settings_hold_in_production():
    probe = ("from django.conf import settings as s; print(s.SESSION_COOKIE_HTTPONLY, s.CSRF_COOKIE_HTTPONLY, "
             "s.SESSION_COOKIE_SAMESITE, s.CSRF_COOKIE_SAMESITE, s.SESSION_COOKIE_SECURE, s.CSRF_COOKIE_SECURE)")
    assert last_line(run_manage("shell", "-c", probe)).split() == ["True", "True", "Lax", "Lax", "False", "False"]
    assert last_line(run_manage("shell", "-c", probe, **PRODUCTION)).split() == ["True", "True", "Lax", "Lax", "True", "True"]


def test_the_publication_window_is_a_setting():
    probe = "from sources.limits import published_window; print(published_window()[0].date())"
    assert last_line(run_manage("shell", "-c", probe)) == "1863-01-01"
    assert last_line(run_manage("shell", "-c", probe, TERRACE_PUBLISHED_EARLIEST="1990-01-01")) == "1990-01-01"


def test_a_cache_url_makes_every_process_share_the_caches_keyed_by_the_code():
    shown = ("from django.conf import settings as s; print(*(f\"{a} {c['BACKEND']} {c['LOCATION']} "
             "{c.get('KEY_PREFIX', '')}\" for a, c in s.CACHES.items()), sep='|')")
    result = run_manage("shell", "-c", shown, TERRACE_CACHE_URL="redis://127.0.0.1:6379/9")
    assert result.returncode == 0, result.stderr
    default, pages = result.stdout.strip().splitlines()[-1].split("|")
    redis = "django.core.cache.backends.redis.RedisCache redis://127.0.0.1:6379/9"
    assert default.startswith(f"default {redis} terrace:default:")
    assert pages.startswith(f"pages {redis} terrace:pages:")
    assert default.rsplit(":", 1)[1] == pages.rsplit(":", 1)[1]  # one code version
    assert "LocMemCache" in run_manage("shell", "-c", shown).stdout  # unset: each process its own
