"""The journalist's web side: the incidents list, one incident compared, one
article, one outlet, and the exports of a comparison.

It owns the URLs of the ``incidents`` namespace (``urls``), their thin views
(``views``), the typed page objects the templates read (``pages``), the reads that
need the comparison (``selectors``; plain reads are QuerySet methods in
``incidents.models``), an outlet's page and its stored agreement figures
(``outlets``), and the pieces those are built from: the comparison as
shown (``compared``), marked-up report text and search snippets (``text``), the
timeline (``timeline``), the list's filters (``forms``, ``seasons``).  It may
import the models, ``incidents.comparison`` and ``incidents.extraction.kinds``;
it never imports the editor's side (``incidents.curation*``, ``incidents.admin``),
which links to these pages only by URL name.
"""
