# How many reports cover each incident, kept by the database itself: the list shows
# only incidents with reports, and counting them through their coverage rows cost a
# join over every report (87 ms at 100,000 reports); a column read from the incident's
# own row costs a scan of the incidents alone. Triggers on the coverage table keep it
# whatever writes the rows (an import's bulk insert, an editor's move, a revert), so
# it is a database column, not a model field: Django never writes it from a stale
# instance. (A later migration that makes Django rebuild either table on SQLite drops
# the column or the triggers; tests/incidents/test_report_count.py fails if it does.)

from django.db import migrations

from sources.vendor_sql import vendor_sql

FILL = """
    UPDATE incidents_incident SET report_count = (
        SELECT count(*) FROM incidents_incidentarticle WHERE incident_id = incidents_incident.id)
"""

POSTGRESQL = [
    ("ALTER TABLE incidents_incident ADD COLUMN report_count integer NOT NULL DEFAULT 0",
     "ALTER TABLE incidents_incident DROP COLUMN report_count"),
    (FILL, ""),
    ("""
    CREATE FUNCTION incidents_report_count() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        IF TG_OP IN ('DELETE', 'UPDATE') THEN
            UPDATE incidents_incident SET report_count = report_count - 1 WHERE id = OLD.incident_id;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
            UPDATE incidents_incident SET report_count = report_count + 1 WHERE id = NEW.incident_id;
        END IF;
        RETURN NULL;
    END $$
    """, "DROP FUNCTION incidents_report_count()"),
    ("""
    CREATE TRIGGER incidents_report_count AFTER INSERT OR DELETE OR UPDATE OF incident_id
    ON incidents_incidentarticle FOR EACH ROW EXECUTE FUNCTION incidents_report_count()
    """, "DROP TRIGGER incidents_report_count ON incidents_incidentarticle"),
]

SQLITE = [
    ("ALTER TABLE incidents_incident ADD COLUMN report_count integer NOT NULL DEFAULT 0",
     "ALTER TABLE incidents_incident DROP COLUMN report_count"),
    (FILL, ""),
    ("""
    CREATE TRIGGER incidents_report_count_insert AFTER INSERT ON incidents_incidentarticle BEGIN
        UPDATE incidents_incident SET report_count = report_count + 1 WHERE id = new.incident_id;
    END
    """, "DROP TRIGGER incidents_report_count_insert"),
    ("""
    CREATE TRIGGER incidents_report_count_delete AFTER DELETE ON incidents_incidentarticle BEGIN
        UPDATE incidents_incident SET report_count = report_count - 1 WHERE id = old.incident_id;
    END
    """, "DROP TRIGGER incidents_report_count_delete"),
    ("""
    CREATE TRIGGER incidents_report_count_update AFTER UPDATE OF incident_id ON incidents_incidentarticle BEGIN
        UPDATE incidents_incident SET report_count = report_count - 1 WHERE id = old.incident_id;
        UPDATE incidents_incident SET report_count = report_count + 1 WHERE id = new.incident_id;
    END
    """, "DROP TRIGGER incidents_report_count_update"),
]


class Migration(migrations.Migration):

    dependencies = [
        ("incidents", "0010_import_jobs"),
    ]

    operations = [vendor_sql({"postgresql": POSTGRESQL, "sqlite": SQLITE})]
