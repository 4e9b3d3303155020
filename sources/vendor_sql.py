"""A migration operation that runs raw SQL for the database in use only (PostgreSQL
and SQLite index text differently), each statement with its reverse."""

from __future__ import annotations

from django.db import migrations


def vendor_sql(by_vendor: dict[str, list[tuple[str, str]]]) -> migrations.RunPython:
    """Run ``by_vendor[vendor]``'s (forward, reverse) statements in order, and the
    reverses backwards; a vendor not named runs nothing; an empty reverse is skipped."""

    def forwards(apps, schema_editor):
        for sql, _ in by_vendor.get(schema_editor.connection.vendor, []):
            schema_editor.execute(sql)

    def backwards(apps, schema_editor):
        for _, sql in reversed(by_vendor.get(schema_editor.connection.vendor, [])):
            if sql:
                schema_editor.execute(sql)

    return migrations.RunPython(forwards, backwards, elidable=False)
