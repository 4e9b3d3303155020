"""The admin's filters, the forms of its intermediate pages (review note, merge, move), and the
form of a claim an editor adds from a report's words."""

from __future__ import annotations

import re

from django import forms
from django.contrib import admin
from django.contrib.admin.widgets import AutocompleteSelect
from django.db.models import Q

from incidents.extraction.kinds import NUMERIC_KINDS, group_choices, kind_choices
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
        self.fields["delete_emptied"] = forms.BooleanField(
            required=False, initial=True,
            label="Delete an incident this leaves with no reports (its old address will lead to this one)",
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


# -- a claim an editor adds from a report's words -------------------------------------

_RANGE = re.compile(r"^\s*(?P<approx>about|around|some|approximately|c\.?)?\s*(?P<low>\d[\d,]*)"
                    r"(?:\s*(?:-|–|to)\s*(?P<high>\d[\d,]*))?\s*$", re.IGNORECASE)
MSG_WORDS_NOT_FOUND = "These words are not in the report's text: select them there, or copy them exactly."
MSG_NUMBER = "A count needs a number or a range: 7, 3-4, about 200."


class ClaimStatementForm(forms.Form):
    """What a claim states, as an editor gives it: the fields adding and correcting share."""

    value = forms.CharField(max_length=500, help_text="A count as a number or range (7, 3-4, about 200).")
    group = forms.ChoiceField(choices=group_choices, required=False, label="Who was counted")
    scope = forms.ChoiceField(choices=Claim.Scope.choices)
    scope_detail = forms.CharField(max_length=200, required=False, label="Other match or place")
    speaker = forms.CharField(max_length=200, required=False, help_text="For a quote: who said it.")
    note = forms.CharField(max_length=2000, required=False, help_text="Optional: shown beside the claim.")


class ClaimAddForm(ClaimStatementForm):
    """What an editor's selection states. ``start`` and ``end`` are offsets into the body
    in characters (code points); without them, the first place the words stand is used."""

    words = forms.CharField(max_length=5000, strip=False, widget=forms.HiddenInput)
    start = forms.IntegerField(required=False, min_value=0, widget=forms.HiddenInput)
    end = forms.IntegerField(required=False, min_value=1, widget=forms.HiddenInput)
    kind = forms.ChoiceField(choices=lambda: [("", "— what do the words state? —"), *kind_choices()])
    field_order = ["words", "start", "end", "kind"]

    def __init__(self, *args, body: str, typed: bool = False, **kwargs):
        super().__init__(*args, **kwargs)
        self.body = body
        if typed:  # no selection: the editor types or pastes the words (the keyboard's way)
            self.fields["words"].widget = forms.Textarea(attrs={"rows": 2})
            self.fields["words"].label = "The words, exactly as in the report"

    def clean(self):
        data = super().clean()
        words, start, end = data.get("words", ""), data.get("start"), data.get("end")
        if not words or not words.strip():
            raise forms.ValidationError(MSG_WORDS_NOT_FOUND)
        if start is None or end is None or self.body[start:end] != words:
            start = self.body.find(words)
            if start < 0:
                raise forms.ValidationError(MSG_WORDS_NOT_FOUND)
            end = start + len(words)
        data["start"], data["end"] = start, end
        _read_value(self, data, data.get("kind"))
        return data


def _read_value(form: forms.Form, data: dict, kind: str | None) -> None:
    """A count's value as low, high and approximate ("7", "3-4", "about 200"); other
    kinds keep their words and count nobody."""
    value = data.get("value", "")
    data["low"] = data["high"] = None
    data["approximate"] = False
    if kind in NUMERIC_KINDS:
        numbers = _RANGE.match(value)
        if numbers is None:
            form.add_error("value", MSG_NUMBER)
            return
        low = int(numbers["low"].replace(",", ""))
        high = int(numbers["high"].replace(",", "")) if numbers["high"] else low
        if high < low:
            form.add_error("value", MSG_NUMBER)
        data.update(low=low, high=high, approximate=bool(numbers["approx"]),
                    value=str(low) if low == high else f"{low}-{high}")
    elif data.get("group"):
        data["group"] = ""  # only counts say whom they counted


class ClaimCorrectForm(ClaimStatementForm):
    """An editor's correction of a claim in place: its kind, value or range, who was
    counted, its scope (and the other match) and a quote's speaker.  The extractor's value stays
    beside a corrected one; the rest is kept by history."""

    kind = forms.ChoiceField(choices=kind_choices, required=False, help_text="What the words state.")
    field_order = ["kind"]

    def __init__(self, *args, claim: Claim, **kwargs):
        super().__init__(*args, **kwargs)
        self.claim = claim
        if claim.kind == "quote":  # a quote stays a quote: its words are its value
            del self.fields["kind"]
        else:
            del self.fields["speaker"]

    def clean(self):
        data = super().clean()
        data["kind"] = data.get("kind") or self.claim.kind
        _read_value(self, data, data["kind"])
        return data
