"""The Celery app: background import jobs (incidents.ingest).

Settings are read from Django's settings under the CELERY_ namespace. Job state lives
in our own models (ImportJob, ImportItem), so there is no result backend.
"""

from __future__ import annotations

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

app = Celery("terrace")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks(["incidents.ingest"])
