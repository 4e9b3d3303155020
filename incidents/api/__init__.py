"""The journalist's read side for machines: a read-only JSON API and Atom feeds.

  * ``views``: the JSON API (django-ninja) over incidents, their facts, claims
    and articles, every list paginated with a bounded page size; its OpenAPI 3
    schema is served at ``/api/openapi.json`` and read as pages at ``/api/docs``.
  * ``schemas``: the shapes the API answers with, which the schema documents.
  * ``feeds``: Atom feeds of new incidents and of new conflicts
    (``/feeds/incidents/``, ``/feeds/conflicts/``), optionally for one club
    (``?club=``), linked from every page's head.
  * ``urls``: both, routed from ``config.urls``.

Plain Django and the library, no domain logic: facts are the dashboard's own
comparison (``incidents.dashboard.selectors.compared_incident`` read through
``incidents.comparison.export.comparison_document``), conflicts the dashboard's
cached summaries (``selectors.incident_summaries``), citation lines
``incidents.comparison.citations``.  Nothing here writes, and anyone who may
read the dashboard may read it.
"""
