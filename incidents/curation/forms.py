"""The admin's filters and the forms of its intermediate pages (review note, merge, move)."""

from __future__ import annotations

from django import forms
from django.contrib import admin
from django.contrib.admin.widgets import AutocompleteSelect
from django.db.models import Q

from incidents.models import Claim, Incident, IncidentArticle

# -- filters -------------------------------------------------------------------


def incident_filters(path: str) -> tuple[type, type]:
    """Competition and club (home or away) filters for rows reached through ``path``."""

    class CompetitionFilter(admin.SimpleListFilter):
        title = "competition"
        parameter_name = "competition"

        def lookups(self, request, model_admin):
            values = (
                Incident.objects.exclude(competition="")
                .order_by("competition")
                .values_list("competition", flat=True)
                .distinct()
            )
            return [(v, v) for v in values]

        def queryset(self, request, queryset):
            if self.value():
                return queryset.filter(**{f"{path}competition": self.value()})
            return queryset

    class ClubFilter(admin.SimpleListFilter):
        title = "club (home or away)"
        parameter_name = "club"

        def lookups(self, request, model_admin):
            home = Incident.objects.order_by().exclude(home_club="").values_list("home_club", flat=True)
            away = Incident.objects.order_by().exclude(away_club="").values_list("away_club", flat=True)
            return [(v, v) for v in sorted(set(home.union(away)))]

        def queryset(self, request, queryset):
            if self.value():
                club = self.value()
                return queryset.filter(
                    Q(**{f"{path}home_club": club}) | Q(**{f"{path}away_club": club})
                )
            return queryset

    return CompetitionFilter, ClubFilter


class OutletFilter(admin.RelatedFieldListFilter):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.title = "outlet"


# -- forms for the intermediate pages -----------------------------------------------


class ReviewNoteForm(forms.Form):
    note = forms.CharField(
        widget=forms.Textarea(attrs={"rows": 3, "cols": 60}),
        required=False,
        help_text="Why: it is shown to journalists beside the claim.",
    )

    def __init__(self, *args, note_required: bool, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["note"].required = note_required


class MergeForm(forms.Form):
    target = forms.ModelChoiceField(
        queryset=Incident.objects.none(),
        widget=forms.RadioSelect,
        empty_label=None,
        help_text="The incident that remains; the others' reports and claims join it.",
    )

    def __init__(self, *args, incidents, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["target"].queryset = incidents


class MoveForm(forms.Form):
    def __init__(self, *args, admin_site, **kwargs):
        super().__init__(*args, **kwargs)
        # Searchable: there may be thousands of incidents.
        self.fields["incident"] = forms.ModelChoiceField(
            queryset=Incident.objects.all(),
            widget=AutocompleteSelect(IncidentArticle._meta.get_field("incident"), admin_site),
        )


class ClaimForm(forms.ModelForm):
    class Meta:
        model = Claim
        fields = "__all__"

    def clean(self):
        data = super().clean()
        low, high = data.get("corrected_low"), data.get("corrected_high")
        if (low is not None or high is not None) and not data.get("corrected_value"):
            raise forms.ValidationError(
                "Give the corrected value too: corrected figures only count with it."
            )
        if low is not None and high is not None and low > high:
            raise forms.ValidationError("The corrected low figure is above the high one.")
        return data
