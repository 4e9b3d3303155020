"""Editors follow feeds: the role groups get the feed permissions."""

from django.db import migrations

from incidents.roles import roles_create


def forwards(apps, schema_editor):
    roles_create(apps=apps, using=schema_editor.connection.alias)


class Migration(migrations.Migration):
    dependencies = [
        ("incidents", "0008_outlet_figures"),
        ("sources", "0006_feeds"),
    ]

    operations = [migrations.RunPython(forwards, migrations.RunPython.noop)]
