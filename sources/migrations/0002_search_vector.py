# Each article's words, indexed for search and kept current by the database itself:
# on PostgreSQL a stored generated tsvector (headline weighted A over standfirst and
# body, B) under a GIN index; on SQLite an FTS5 table over the same columns, kept
# in step by triggers. Neither is a model field: no query but search reads them.
# (A later migration that makes Django rebuild sources_article on SQLite drops the
# triggers; tests/incidents/test_search.py fails if that happens.)

from django.db import migrations

from sources.vendor_sql import vendor_sql

POSTGRESQL = [(
    """
    ALTER TABLE sources_article ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english'::regconfig, headline), 'A')
        || setweight(to_tsvector('english'::regconfig, standfirst || ' ' || body), 'B')
    ) STORED
    """,
    "ALTER TABLE sources_article DROP COLUMN search_vector",
), (
    "CREATE INDEX sources_article_search_vector ON sources_article USING gin (search_vector)",
    "DROP INDEX sources_article_search_vector",
)]

SQLITE = [
    (
        """
        CREATE VIRTUAL TABLE sources_article_fts USING fts5(
            headline, standfirst, body, content='sources_article', content_rowid='id',
            tokenize='porter unicode61 remove_diacritics 2', prefix='2 3')
        """,
        "DROP TABLE sources_article_fts",
    ),
    (
        """
        CREATE TRIGGER sources_article_fts_insert AFTER INSERT ON sources_article BEGIN
            INSERT INTO sources_article_fts (rowid, headline, standfirst, body)
            VALUES (new.id, new.headline, new.standfirst, new.body);
        END
        """,
        "DROP TRIGGER sources_article_fts_insert",
    ),
    (
        """
        CREATE TRIGGER sources_article_fts_delete AFTER DELETE ON sources_article BEGIN
            INSERT INTO sources_article_fts (sources_article_fts, rowid, headline, standfirst, body)
            VALUES ('delete', old.id, old.headline, old.standfirst, old.body);
        END
        """,
        "DROP TRIGGER sources_article_fts_delete",
    ),
    (
        """
        CREATE TRIGGER sources_article_fts_update AFTER UPDATE OF headline, standfirst, body
        ON sources_article BEGIN
            INSERT INTO sources_article_fts (sources_article_fts, rowid, headline, standfirst, body)
            VALUES ('delete', old.id, old.headline, old.standfirst, old.body);
            INSERT INTO sources_article_fts (rowid, headline, standfirst, body)
            VALUES (new.id, new.headline, new.standfirst, new.body);
        END
        """,
        "DROP TRIGGER sources_article_fts_update",
    ),
    ("INSERT INTO sources_article_fts (sources_article_fts) VALUES ('rebuild')", ""),
]


class Migration(migrations.Migration):

    dependencies = [
        ("sources", "0001_initial"),
    ]

    operations = [vendor_sql({"postgresql": POSTGRESQL, "sqlite": SQLITE})]
