"""Terrace settings, read from the environment.

Development defaults are safe and need nothing set: debug on, an SQLite file in
the project folder. Production is switched on by ``DJANGO_DEBUG=false`` and then
refuses to start without ``DJANGO_SECRET_KEY``.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import os
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured

BASE_DIR = Path(__file__).resolve().parent.parent


def code_version(base: Path) -> str:
    """A digest of Terrace's own code and templates as deployed (each file's path, size
    and modification time): what a shared cache's keys start with."""
    digest = hashlib.sha256()
    for folder in ("config", "incidents", "sources", "templates"):
        for path in sorted((base / folder).rglob("*")):
            if path.suffix in (".py", ".html", ".json", ".txt") and "__pycache__" not in path.parts:
                info = path.stat()
                digest.update(f"{path.relative_to(base)}:{info.st_size}:{info.st_mtime_ns}\n".encode())
    return digest.hexdigest()[:16]


def env_bool(name: str, default: bool) -> bool:
    raw = os.environ.get(name)
    if raw is None or raw.strip() == "":
        return default
    value = raw.strip().lower()
    if value in {"1", "true", "yes", "on"}:
        return True
    if value in {"0", "false", "no", "off"}:
        return False
    raise ImproperlyConfigured(f"{name} must be true or false, not {raw!r}.")


def env_list(name: str, default: list[str]) -> list[str]:
    raw = os.environ.get(name)
    if raw is None:
        return default
    return [item.strip() for item in raw.split(",") if item.strip()]


DEBUG = env_bool("DJANGO_DEBUG", True)

_DEV_SECRET_KEY = "django-insecure-terrace-development-only-never-use-in-production"
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "")
if not SECRET_KEY:
    if not DEBUG:
        raise ImproperlyConfigured(
            "DJANGO_SECRET_KEY must be set when DJANGO_DEBUG is off: "
            "Terrace refuses to run in production with a default secret key."
        )
    SECRET_KEY = _DEV_SECRET_KEY

ALLOWED_HOSTS = env_list(
    "DJANGO_ALLOWED_HOSTS", ["127.0.0.1", "localhost", "[::1]"] if DEBUG else []
)
CSRF_TRUSTED_ORIGINS = env_list("DJANGO_CSRF_TRUSTED_ORIGINS", [])

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "django.contrib.postgres",
    "django_htmx",
    "template_partials",
    "simple_history",
    "axes",
    # The API's documentation pages and their scripts, served from our own static files.
    "ninja",
    "sources",
    "incidents",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "config.middleware.ContentSecurityPolicyMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    # After auth and htmx, whose answers it reads; a kept page still passes back out
    # through the headers' middleware above.
    "config.page_cache.PageCacheMiddleware",
    "simple_history.middleware.HistoryRequestMiddleware",
    # Last, as django-axes asks: it turns a locked-out login into the lockout page.
    "axes.middleware.AxesMiddleware",
]

ROOT_URLCONF = "config.urls"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

WSGI_APPLICATION = "config.wsgi.application"
ASGI_APPLICATION = "config.asgi.application"

DATABASE_URL = os.environ.get("DATABASE_URL", f"sqlite:///{BASE_DIR / 'db.sqlite3'}")
DATABASES = {"default": dj_database_url.parse(DATABASE_URL)}
IS_POSTGRES = DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql"
if IS_POSTGRES:
    # Connections PostgreSQL can afford. A persistent connection is one per server
    # thread: with gunicorn's sync workers (dev.py serve --production) that is one per
    # worker, so workers x servers must stay well under max_connections (100 by
    # default). runserver opens a thread per request, so there (DEBUG) each request
    # closes its connection: kept ones would pile up, one per thread, for CONN_MAX_AGE.
    DATABASES["default"]["CONN_MAX_AGE"] = int(
        os.environ.get("DJANGO_CONN_MAX_AGE", "0" if DEBUG else "60")
    )
    # Checked before reuse, so a restarted server is survived by the next request.
    DATABASES["default"]["CONN_HEALTH_CHECKS"] = True
    # A request fails within seconds while the server is down, instead of hanging.
    DATABASES["default"].setdefault("OPTIONS", {}).setdefault("connect_timeout", 5)
elif DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    DATABASES["default"].setdefault("OPTIONS", {}).update({
        # Concurrent imports queue for SQLite's one writer instead of failing with
        # "database is locked": a transaction takes the write lock when it begins
        # (IMMEDIATE), and a waiting one waits up to this many seconds.
        "timeout": int(os.environ.get("TERRACE_SQLITE_TIMEOUT", "30")),
        "transaction_mode": "IMMEDIATE",
    })

# What the dashboard computes from an incident's claims (its comparison, the list's
# summary of it, the HTML of a card), in each server process's memory. Keys name the
# data they were computed from (incidents.dashboard.selectors), so an entry is never
# wrong, only unused: nothing expires or needs invalidating across processes, the least
# recently used go when the cache is full, and a restart (new code) starts empty (see
# TERRACE_CACHE_URL below for a cache the processes share). Entries weigh from 2 KB (a
# card) to 200 KB (the comparison of an incident of a dozen reports), per worker.
CACHES = {
    "default": {
        "BACKEND": "django.core.cache.backends.locmem.LocMemCache",
        "LOCATION": "terrace",
        "TIMEOUT": None,
        "OPTIONS": {"MAX_ENTRIES": int(os.environ.get("TERRACE_CACHE_ENTRIES", "2000"))},
    },
    # Whole pages for readers not signed in, under the database snapshot they show
    # (config.page_cache): at most about 50 kB each, so a few hundred per process.
    "pages": {
        "BACKEND": "django.core.cache.backends.locmem.LocMemCache",
        "LOCATION": "terrace-pages",
        "TIMEOUT": None,
        "OPTIONS": {"MAX_ENTRIES": int(os.environ.get("TERRACE_PAGE_CACHE_ENTRIES", "300"))},
    },
}

# Shared by every server process instead (TERRACE_CACHE_URL, e.g. Redis, which
# production runs for the task queue anyway): a worker gunicorn renews, or one more
# server, starts with every comparison, summary and page already computed, where a
# cache of its own starts empty. The keys name the data, so the code's version goes
# in front of them (code_version: a new deploy starts afresh); entries unused for a
# day (a page: ten minutes, as any write retires it) expire, as Redis keeps them.
TERRACE_CACHE_URL = os.environ.get("TERRACE_CACHE_URL", "")
if TERRACE_CACHE_URL:
    for _alias, _timeout in (("default", 24 * 3600), ("pages", 600)):
        CACHES[_alias] = {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": TERRACE_CACHE_URL,
            "TIMEOUT": _timeout,
            "KEY_PREFIX": f"terrace:{_alias}:{code_version(BASE_DIR)}",
        }

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

LANGUAGE_CODE = "en-gb"
TIME_ZONE = "Europe/London"
USE_I18N = True
USE_TZ = True

FIXTURE_DIRS = [BASE_DIR / "fixtures"]

STATIC_URL = "static/"
STATIC_ROOT = Path(os.environ.get("DJANGO_STATIC_ROOT", BASE_DIR / "staticfiles"))
STATICFILES_DIRS = [BASE_DIR / "static"]
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": (
            "whitenoise.storage.CompressedManifestStaticFilesStorage"
            if not DEBUG
            else "django.contrib.staticfiles.storage.StaticFilesStorage"
        )
    },
}

LOGIN_URL = "admin:login"

AUTHENTICATION_BACKENDS = [
    # django-axes first: it refuses a locked-out login before any password is checked.
    "axes.backends.AxesStandaloneBackend",
    "django.contrib.auth.backends.ModelBackend",
]
# Login throttling: after this many failures for one username from one address, that
# pair is locked out for the cool-off (a whole office behind one address is not).
AXES_FAILURE_LIMIT = int(os.environ.get("TERRACE_LOGIN_FAILURE_LIMIT", "5"))
AXES_COOLOFF_TIME = dt.timedelta(minutes=int(os.environ.get("TERRACE_LOGIN_COOLOFF_MINUTES", "15")))
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_RESET_ON_SUCCESS = True
AXES_LOCKOUT_TEMPLATE = "registration/lockout.html"
AXES_VERBOSE = False

# Cookies: never readable by scripts, never sent on other sites' requests. htmx reads
# the CSRF token from <body hx-headers>, not from the cookie.
SESSION_COOKIE_HTTPONLY = True
SESSION_COOKIE_SAMESITE = "Lax"
CSRF_COOKIE_HTTPONLY = True
CSRF_COOKIE_SAMESITE = "Lax"

# Content-Security-Policy (config.middleware): scripts and styles from our own static
# files only, so no inline script or style attribute runs, and htmx runs without eval
# (templates/base.html configures it).
CONTENT_SECURITY_POLICY = {
    "default-src": ["'self'"],
    "script-src": ["'self'"],
    "style-src": ["'self'"],
    "img-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
}

# Publication dates an import accepts (sources.limits.published_window): from the
# year football's first rules were written to this many days after now.
TERRACE_PUBLISHED_EARLIEST = dt.date.fromisoformat(
    os.environ.get("TERRACE_PUBLISHED_EARLIEST", "1863-01-01")
)
TERRACE_PUBLISHED_DAYS_AHEAD = int(os.environ.get("TERRACE_PUBLISHED_DAYS_AHEAD", "1"))

# Fetching links and feeds (sources.fetching): who we say we are, how long and how much
# we wait for, and the networks let through although not public (none: a link can
# never reach the server's own network; e.g. "10.20.0.0/16" for a newsroom intranet).
TERRACE_FETCH_USER_AGENT = os.environ.get("TERRACE_FETCH_USER_AGENT", "")  # "": sources.fetching's own
TERRACE_FETCH_CONNECT_TIMEOUT = float(os.environ.get("TERRACE_FETCH_CONNECT_TIMEOUT", "5"))
TERRACE_FETCH_READ_TIMEOUT = float(os.environ.get("TERRACE_FETCH_READ_TIMEOUT", "10"))
TERRACE_FETCH_DEADLINE = float(os.environ.get("TERRACE_FETCH_DEADLINE", "30"))
TERRACE_FETCH_MAX_BYTES = int(os.environ.get("TERRACE_FETCH_MAX_BYTES", str(5 * 1024 * 1024)))
TERRACE_FETCH_MAX_REDIRECTS = int(os.environ.get("TERRACE_FETCH_MAX_REDIRECTS", "5"))
TERRACE_FETCH_HONOUR_ROBOTS = env_bool("TERRACE_FETCH_HONOUR_ROBOTS", True)
TERRACE_FETCH_ALLOWED_NETWORKS = env_list("TERRACE_FETCH_ALLOWED_NETWORKS", [])


# Whole pages kept for readers not signed in, under the database snapshot they show
# (config.page_cache; PostgreSQL only). Off, every page is rendered each time.
TERRACE_PAGE_CACHE = env_bool("TERRACE_PAGE_CACHE", True)

# Whether the dashboard itself asks for a login. Off for the demo; admin always does.
TERRACE_LOGIN_REQUIRED = env_bool("TERRACE_LOGIN_REQUIRED", False)
if TERRACE_LOGIN_REQUIRED:
    MIDDLEWARE.insert(
        MIDDLEWARE.index("django.contrib.auth.middleware.AuthenticationMiddleware") + 1,
        "django.contrib.auth.middleware.LoginRequiredMiddleware",
    )

if not DEBUG:
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    SECURE_SSL_REDIRECT = env_bool("DJANGO_SECURE_SSL_REDIRECT", True)
    # A load balancer's health check may come over plain HTTP.
    SECURE_REDIRECT_EXEMPT = [r"^healthz$"]
    # Off only for a local check over plain HTTP on loopback (dev.py serve --production).
    SESSION_COOKIE_SECURE = CSRF_COOKIE_SECURE = env_bool("DJANGO_SECURE_COOKIES", True)
    SECURE_HSTS_SECONDS = int(os.environ.get("DJANGO_SECURE_HSTS_SECONDS", "31536000"))
    SECURE_HSTS_INCLUDE_SUBDOMAINS = True
    SECURE_HSTS_PRELOAD = True
    SECURE_CONTENT_TYPE_NOSNIFF = True
    SECURE_REFERRER_POLICY = "same-origin"
    X_FRAME_OPTIONS = "DENY"

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": os.environ.get("DJANGO_LOG_LEVEL", "WARNING")},
    # Reading a web page (sources.pages): their warnings ("discarding data") restate the
    # one-line reason the importer gives.
    "loggers": {name: {"level": "ERROR"} for name in ("trafilatura", "htmldate", "courlan", "justext")},
}

# Background import jobs (incidents.ingest) on Celery. In production and CI the broker
# is Redis (CELERY_BROKER_URL=redis://127.0.0.1:6379/0). Unset, the embedded default
# needs no service: kombu's filesystem transport, in folders under var/queue/ (the
# worker `dev.py serve` starts reads them). Job state lives in our models: no results.
CELERY_BROKER_URL = os.environ.get("CELERY_BROKER_URL", "") or "filesystem://"
QUEUE_DIR = Path(os.environ.get("TERRACE_QUEUE_DIR", BASE_DIR / "var" / "queue"))
CELERY_BROKER_TRANSPORT_OPTIONS: dict = {}
if CELERY_BROKER_URL.startswith("filesystem://"):
    for _folder in ("out", "processed", "control"):
        (QUEUE_DIR / _folder).mkdir(parents=True, exist_ok=True)
    CELERY_BROKER_TRANSPORT_OPTIONS = {
        "data_folder_in": str(QUEUE_DIR / "out"),
        "data_folder_out": str(QUEUE_DIR / "out"),
        "processed_folder": str(QUEUE_DIR / "processed"),
        "control_folder": str(QUEUE_DIR / "control"),
        "store_processed": False,
    }
else:
    # A job a worker took but did not acknowledge (the worker was killed) goes back to
    # the queue after this many seconds; it must exceed the longest item's import.
    # Workers look for such jobs every TERRACE_QUEUE_RESTORE_INTERVAL seconds.
    CELERY_BROKER_TRANSPORT_OPTIONS = {
        "visibility_timeout": int(os.environ.get("TERRACE_QUEUE_VISIBILITY_TIMEOUT", "3600")),
        "unacked_restore_interval": int(os.environ.get("TERRACE_QUEUE_RESTORE_INTERVAL", "60")),
        "unacked_restore_throttle": 1,
    }
# Several Terraces may share one Redis: each reads its own queue.
CELERY_TASK_DEFAULT_QUEUE = os.environ.get("TERRACE_QUEUE_NAME", "celery")
CELERY_RESULT_BACKEND = None
CELERY_TASK_IGNORE_RESULT = True
# Acknowledge a job only when it is done, and give it back if the worker dies, so a
# killed worker's item is imported by another; one job at a time per process.
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_TASK_SERIALIZER = "json"
CELERY_ACCEPT_CONTENT = ["json"]
CELERY_WORKER_HIJACK_ROOT_LOGGER = False
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
# Eager (in the calling thread) only when asked: tests and one-off scripts.
CELERY_TASK_ALWAYS_EAGER = env_bool("TERRACE_JOBS_EAGER", False)
CELERY_TASK_EAGER_PROPAGATES = False
# Import items: how often a transient failure is tried again, and the longest wait.
TERRACE_IMPORT_MAX_RETRIES = int(os.environ.get("TERRACE_IMPORT_MAX_RETRIES", "5"))
TERRACE_IMPORT_RETRY_BACKOFF_MAX = int(os.environ.get("TERRACE_IMPORT_RETRY_BACKOFF_MAX", "300"))
# Test-only: seconds an item's import waits with its reports written but not committed
# (the worker-kill test needs a worker caught in the middle of an item).
TERRACE_IMPORT_TEST_DELAY = float(os.environ.get("TERRACE_IMPORT_TEST_DELAY", "0"))
# Uploads on the "Add reports" page.
TERRACE_UPLOAD_MAX_BYTES = int(os.environ.get("TERRACE_UPLOAD_MAX_BYTES", str(10 * 1024 * 1024)))
TERRACE_UPLOAD_MAX_FILES = int(os.environ.get("TERRACE_UPLOAD_MAX_FILES", "50"))
# A pasted text of a report's longest body (1,000,000 characters, up to 4 bytes each).
DATA_UPLOAD_MAX_MEMORY_SIZE = 5 * 1024 * 1024

# How often the workers poll each followed feed (incidents.ingest.feeds): Celery beat
# looks every minute for the feeds due and sends a poll for each.
TERRACE_FEED_POLL_MINUTES = int(os.environ.get("TERRACE_FEED_POLL_MINUTES", "15"))
CELERY_BEAT_SCHEDULE = {
    "poll-due-feeds": {"task": "incidents.ingest.poll_due_feeds", "schedule": 60.0},
}
