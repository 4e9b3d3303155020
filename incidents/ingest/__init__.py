"""Background imports: the editors' "Add reports" page makes an ImportJob of items
(links, uploaded files, pasted texts), and a Celery task imports each item on its own
(``tasks.import_item``) through the same importer as ``manage.py import_articles``.

``payloads.py`` turns an item into Batches (plain Python, no database); ``services.py``
makes jobs and imports items, each in one transaction with its outcome; ``tasks.py``
is the Celery task and its retries; ``forms.py``, ``views.py`` and ``urls.py`` the pages.
Followed feeds come in here too: ``feeds.py`` polls them, ``relevance.py`` decides
which entries are about football disorder.
May import ``sources`` and the rest of ``incidents``.
"""
