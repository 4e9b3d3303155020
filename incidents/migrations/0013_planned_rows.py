"""A function that asks PostgreSQL's planner how many rows a query would return,
so that a search's count is one statement whichever way it is counted (the
planner is asked from inside it, not by a second statement)."""

from django.db import migrations

from sources.vendor_sql import vendor_sql

POSTGRESQL = [(
    """
    -- Volatile (the default): PostgreSQL runs EXPLAIN in no other kind of function.
    CREATE FUNCTION terrace_planned_rows(query text) RETURNS bigint
    LANGUAGE plpgsql AS $$
    DECLARE
        plan json;
    BEGIN
        EXECUTE 'EXPLAIN (FORMAT JSON) ' || query INTO plan;
        RETURN round((plan -> 0 -> 'Plan' ->> 'Plan Rows')::numeric);
    END
    $$
    """,
    "DROP FUNCTION terrace_planned_rows(text)",
)]


class Migration(migrations.Migration):
    dependencies = [("incidents", "0012_claim_fk_indexes_covered")]

    operations = [vendor_sql({"postgresql": POSTGRESQL})]
