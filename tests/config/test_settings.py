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
