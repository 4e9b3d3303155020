"""Content-Security-Policy on every response Django renders.

A small middleware rather than django-csp: the policy is fixed (no nonces, no
per-view changes, no report endpoint), so it is one header built once from
``settings.CONTENT_SECURITY_POLICY``; Django 6.0 brings its own, and this then goes.
"""

from __future__ import annotations

from django.conf import settings

HEADER = "Content-Security-Policy"


def policy_header(policy: dict[str, list[str]]) -> str:
    return "; ".join(f"{directive} {' '.join(sources)}" for directive, sources in policy.items())


class ContentSecurityPolicyMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response
        self.header = policy_header(settings.CONTENT_SECURITY_POLICY)

    def __call__(self, request):
        response = self.get_response(request)
        # Django's debug pages (DEBUG only) style themselves inline: let them.
        if settings.DEBUG and response.status_code in (404, 500):
            return response
        response.headers.setdefault(HEADER, self.header)
        return response
