"""The editor's side: reviewing claims and fixing how reports are grouped into incidents.

``services`` holds the editors' writes (one function an operation, each recording
who made the change so it can be reverted); ``views`` and ``urls`` the review
buttons on the dashboard; ``admin`` and ``forms`` the curation admin.  It may import
the models, ``sources`` and the domain packages; the journalist's side
(``incidents.dashboard``) never imports it, and the import services use only
``services``.
"""
