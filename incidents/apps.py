from django.apps import AppConfig


class IncidentsConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "incidents"
    verbose_name = "Incidents and claims"

    def ready(self) -> None:
        # The curation admin lives with the editor's side, not in incidents/admin.py,
        # so admin autodiscovery does not find it by itself.
        from incidents.curation import admin  # noqa: F401
