"""The seed reports, imported for real (West Ham v Chelsea, EFL Cup, 26 Oct 2016)."""

from __future__ import annotations

import io
import json

import pytest
from django.urls import reverse


@pytest.fixture
def seed_incident(seeds_dir):
    from django.core.management import call_command

    from incidents.models import Incident

    call_command("import_articles", str(seeds_dir), no_progress=True, stdout=io.StringIO())
    return Incident.objects.get()


@pytest.fixture
def seed_export(client, seed_incident):
    response = client.get(reverse("incidents:incident-compare-json", args=[seed_incident.slug]))
    return json.loads(response.content)
