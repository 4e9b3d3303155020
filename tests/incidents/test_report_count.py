"""``report_count``, the column the database keeps of each incident's reports (migration
0011), through every way coverage rows are written: it is what the lists filter on."""

from __future__ import annotations

import pytest
from django.db import connection

from incidents.curation.services import article_move, incidents_merge
from incidents.models import Incident, IncidentArticle
from incidents.roles import EDITORS
from tests.factories import make_article, make_incident, make_user

pytestmark = pytest.mark.django_db


def counts(*incidents: Incident) -> list[int]:
    with connection.cursor() as cursor:
        cursor.execute("SELECT id, report_count FROM incidents_incident")
        stored = dict(cursor.fetchall())
    return [stored.get(i.pk) for i in incidents]


def test_created_bulk_created_and_deleted_coverage_is_counted():
    incident = make_incident()
    assert counts(incident) == [0]
    IncidentArticle.objects.create(incident=incident, article=make_article())
    IncidentArticle.objects.bulk_create(IncidentArticle(incident=incident, article=make_article()) for _ in range(3))
    assert counts(incident) == [4]
    IncidentArticle.objects.filter(incident=incident).first().delete()
    assert counts(incident) == [3]


def test_a_saved_incident_keeps_the_count_it_does_not_hold():
    incident = make_incident()
    IncidentArticle.objects.create(incident=incident, article=make_article())
    incident.title = "Renamed"
    incident.save()  # an instance read before the report was added
    assert counts(incident) == [1]


def test_moving_and_merging_move_the_count_and_the_list_hides_the_emptied():
    editor = make_user("editor", EDITORS)
    first, second = make_incident(), make_incident()
    article = make_article()
    IncidentArticle.objects.create(incident=first, article=article)
    IncidentArticle.objects.create(incident=second, article=make_article())
    article_move(article=article, incident=second, user=editor)
    assert counts(first, second) == [0, 2]
    assert list(Incident.objects.reported()) == [second]

    third = make_incident()
    IncidentArticle.objects.create(incident=third, article=make_article())
    incidents_merge(target=third, others=[second], user=editor)
    assert counts(third) == [3]
    assert set(Incident.objects.reported()) == {third}


def test_reported_works_inside_a_subquery():
    incident = make_incident()
    IncidentArticle.objects.create(incident=incident, article=make_article())
    make_incident()  # no report
    inner = Incident.objects.reported().values("pk")
    assert list(Incident.objects.filter(pk__in=inner)) == [incident]
