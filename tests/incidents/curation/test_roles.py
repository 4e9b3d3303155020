"""The newsroom roles: the Editors and Journalists groups and the commands that make them."""

from __future__ import annotations

from io import StringIO

import pytest
from django.contrib.auth.models import Group, User
from django.core.management import call_command
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

from incidents.roles import EDITORS, JOURNALISTS

pytestmark = pytest.mark.django_db


# -- roles -----------------------------------------------------------------------


def perms(group: str) -> set[str]:
    return {
        f"{app}.{code}"
        for app, code in Group.objects.get(name=group).permissions.values_list(
            "content_type__app_label", "codename"
        )
    }


@pytest.mark.django_db(transaction=True)
def test_the_roles_migration_creates_both_groups():
    executor = MigrationExecutor(connection)
    leaves = executor.loader.graph.leaf_nodes()
    executor.migrate([("incidents", "0001_initial")])
    assert not Group.objects.filter(name__in=[EDITORS, JOURNALISTS]).exists()
    executor = MigrationExecutor(connection)
    executor.migrate(leaves)
    assert "incidents.change_claim" in perms(EDITORS)
    assert "incidents.view_historicalclaim" in perms(JOURNALISTS)


def test_create_roles_is_idempotent_and_resets_the_groups():
    call_command("create_roles", stdout=StringIO())
    Group.objects.get(name=JOURNALISTS).permissions.add(
        *Group.objects.get(name=EDITORS).permissions.all()
    )
    out = StringIO()
    call_command("create_roles", stdout=out)
    call_command("create_roles", stdout=StringIO())
    assert "Editors: 24 permissions" in out.getvalue()
    assert Group.objects.filter(name__in=[EDITORS, JOURNALISTS]).count() == 2
    editors, journalists = perms(EDITORS), perms(JOURNALISTS)
    assert {"incidents.add_claim", "incidents.change_claim", "incidents.view_claim",
            "sources.change_source", "incidents.change_incidentarticle",
            "sources.view_historicalsource", "sources.add_feed", "sources.view_feedentry"} <= editors
    assert "sources.change_feedentry" not in editors  # a feed's entries are the poll's to write
    assert not any(p.split(".")[1].startswith("delete_") for p in editors)
    assert all(p.split(".")[1].startswith("view_") for p in journalists)
    assert len(journalists) == 10


def test_create_user_with_role_makes_a_staff_member_of_one_group():
    call_command("create_user_with_role", "sam", role="journalist", password="a-long-pass-phrase-42",
                 stdout=StringIO())
    out = StringIO()
    call_command("create_user_with_role", "sam", role="editor", stdout=out)
    user = User.objects.get(username="sam")
    assert user.is_staff and not user.is_superuser
    assert user.check_password("a-long-pass-phrase-42")
    assert list(user.groups.values_list("name", flat=True)) == [EDITORS]
    assert user.has_perm("incidents.change_claim")
    assert "sam is now editor" in out.getvalue()
