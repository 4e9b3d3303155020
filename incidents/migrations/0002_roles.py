"""The Editors and Journalists groups, with their permissions."""

from django.db import migrations

from incidents.roles import roles_create, roles_delete


def forwards(apps, schema_editor):
    roles_create(apps=apps, using=schema_editor.connection.alias)


def backwards(apps, schema_editor):
    roles_delete(apps=apps, using=schema_editor.connection.alias)


class Migration(migrations.Migration):
    dependencies = [
        ("incidents", "0001_initial"),
        ("sources", "0001_initial"),
        ("auth", "0012_alter_user_first_name_max_length"),
        ("contenttypes", "0002_remove_content_type_name"),
    ]

    operations = [migrations.RunPython(forwards, backwards)]
