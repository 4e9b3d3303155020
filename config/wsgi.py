import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

application = get_wsgi_application()


def _warm_up() -> None:
    """Import every view and compile the page templates now. Under gunicorn --preload
    (dev.py serve --production) this runs once in the master, before the workers
    fork, so neither a new worker's first request nor a recycled one pays ~1 s for it."""
    from django.template.loader import get_template
    from django.urls import get_resolver

    get_resolver().url_patterns  # noqa: B018 (imports the URLconf and every view)
    for name in ("incidents/incident_list.html", "incidents/incident_detail.html",
                 "incidents/article_detail.html", "incidents/source_detail.html", "404.html", "500.html"):
        get_template(name)


_warm_up()
