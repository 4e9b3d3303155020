"""The two roles in the newsroom, as auth groups with exactly these permissions.

Shared by the data migration ``0002_roles`` and ``manage.py create_roles``: pass
the migration's historical ``apps``, or nothing for the live registry.
"""

from __future__ import annotations

from django.apps import apps as global_apps
from django.contrib.auth.management import create_permissions
from django.db import DEFAULT_DB_ALIAS

EDITORS = "Editors"
JOURNALISTS = "Journalists"
ROLE_GROUPS = {"editor": EDITORS, "journalist": JOURNALISTS}

CURATED_MODELS = [
    ("sources", "source"),
    ("sources", "article"),
    ("incidents", "incident"),
    ("incidents", "incidentarticle"),
    ("incidents", "claim"),
]
HISTORY_MODELS = [(app, f"historical{model}") for app, model in CURATED_MODELS]

# Editors never delete: every change must stay reversible from history.
ROLE_PERMISSIONS: dict[str, list[tuple[str, str, str]]] = {
    EDITORS: [
        (app, action, model)
        for app, model in CURATED_MODELS
        for action in ("add", "change", "view")
    ] + [(app, "view", model) for app, model in HISTORY_MODELS] + [
        # Following outlets' feeds (their entries are the poll's to write).
        ("sources", "add", "feed"), ("sources", "change", "feed"), ("sources", "view", "feed"),
        ("sources", "view", "feedentry"),
    ],
    JOURNALISTS: [
        (app, "view", model) for app, model in CURATED_MODELS + HISTORY_MODELS
    ],
}


def roles_create(
    *, apps=global_apps, using: str = DEFAULT_DB_ALIAS, verbosity: int = 0
) -> dict[str, int]:
    """Create or reset the role groups; returns each group's permission count. Idempotent."""
    for label in sorted({app for app, _ in CURATED_MODELS}):
        app_config = apps.get_app_config(label)
        # Historical app configs in migrations have no models module, and
        # create_permissions skips those; it only needs a truthy value.
        restore = getattr(app_config, "models_module", None)
        app_config.models_module = restore or True
        try:
            create_permissions(app_config, apps=apps, using=using, verbosity=verbosity)
        finally:
            app_config.models_module = restore

    Group = apps.get_model("auth", "Group")
    Permission = apps.get_model("auth", "Permission")
    counts = {}
    for name, wanted in ROLE_PERMISSIONS.items():
        group, _ = Group.objects.using(using).get_or_create(name=name)
        permissions = [
            Permission.objects.using(using).get(content_type__app_label=app, codename=f"{action}_{model}")
            for app, action, model in wanted
        ]
        group.permissions.set(permissions)
        counts[name] = len(permissions)
    return counts


def roles_delete(*, apps=global_apps, using: str = DEFAULT_DB_ALIAS) -> None:
    apps.get_model("auth", "Group").objects.using(using).filter(name__in=ROLE_PERMISSIONS).delete()
