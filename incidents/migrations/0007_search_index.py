# An incident's own words (title and clubs weighted A, venue, competition and round
# B) indexed for search beside its reports' (sources 0002): on PostgreSQL a stored
# generated tsvector under a GIN index, on SQLite an FTS5 table kept by triggers.
# (A later migration that makes Django rebuild incidents_incident on SQLite drops
# the triggers; tests/incidents/test_search.py fails if that happens.)

from django.db import migrations

from sources.vendor_sql import vendor_sql

POSTGRESQL = [(
    """
    ALTER TABLE incidents_incident ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english'::regconfig, title || ' ' || home_club || ' ' || away_club), 'A')
        || setweight(to_tsvector('english'::regconfig, venue || ' ' || competition || ' ' || round), 'B')
    ) STORED
    """,
    "ALTER TABLE incidents_incident DROP COLUMN search_vector",
), (
    "CREATE INDEX incidents_incident_search_vector ON incidents_incident USING gin (search_vector)",
    "DROP INDEX incidents_incident_search_vector",
)]

COLUMNS = "title, home_club, away_club, venue, competition, round"
NEW = ", ".join(f"new.{c}" for c in COLUMNS.split(", "))
OLD = ", ".join(f"old.{c}" for c in COLUMNS.split(", "))
SQLITE = [
    (
        f"""
        CREATE VIRTUAL TABLE incidents_incident_fts USING fts5(
            {COLUMNS}, content='incidents_incident', content_rowid='id',
            tokenize='porter unicode61 remove_diacritics 2', prefix='2 3')
        """,
        "DROP TABLE incidents_incident_fts",
    ),
    (
        f"""
        CREATE TRIGGER incidents_incident_fts_insert AFTER INSERT ON incidents_incident BEGIN
            INSERT INTO incidents_incident_fts (rowid, {COLUMNS}) VALUES (new.id, {NEW});
        END
        """,
        "DROP TRIGGER incidents_incident_fts_insert",
    ),
    (
        f"""
        CREATE TRIGGER incidents_incident_fts_delete AFTER DELETE ON incidents_incident BEGIN
            INSERT INTO incidents_incident_fts (incidents_incident_fts, rowid, {COLUMNS})
            VALUES ('delete', old.id, {OLD});
        END
        """,
        "DROP TRIGGER incidents_incident_fts_delete",
    ),
    (
        f"""
        CREATE TRIGGER incidents_incident_fts_update AFTER UPDATE OF {COLUMNS}
        ON incidents_incident BEGIN
            INSERT INTO incidents_incident_fts (incidents_incident_fts, rowid, {COLUMNS})
            VALUES ('delete', old.id, {OLD});
            INSERT INTO incidents_incident_fts (rowid, {COLUMNS}) VALUES (new.id, {NEW});
        END
        """,
        "DROP TRIGGER incidents_incident_fts_update",
    ),
    ("INSERT INTO incidents_incident_fts (incidents_incident_fts) VALUES ('rebuild')", ""),
]


class Migration(migrations.Migration):

    dependencies = [
        ("incidents", "0006_claim_group"),
        ("sources", "0002_search_vector"),
    ]

    operations = [vendor_sql({"postgresql": POSTGRESQL, "sqlite": SQLITE})]
