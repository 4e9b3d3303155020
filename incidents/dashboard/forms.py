"""The incidents list's filters: a form over the query string, so every view of
the list is a link to share."""

from __future__ import annotations

from django import forms
from django.http import QueryDict

from incidents.dashboard.compared import cache_digest
from incidents.dashboard.seasons import seasons_between
from incidents.models import Incident

SEARCH_MAX_CHARS = 200


ISO_DATE = forms.DateInput(format="%Y-%m-%d", attrs={
    "placeholder": "YYYY-MM-DD", "inputmode": "numeric", "pattern": r"\d{4}-\d{2}-\d{2}", "size": 10,
    "autocomplete": "off", "title": "A date, year first: 2016-10-26",
})


class IncidentFilterForm(forms.Form):
    q = forms.CharField(label="Search", required=False, max_length=SEARCH_MAX_CHARS,
                        error_messages={"max_length": (
                            "The search is too long: at most %(limit_value)d characters "
                            "(it has %(show_value)d). Shorten it to search.")},
                        widget=forms.TextInput(attrs={"type": "search", "placeholder": "Clubs, venue, words in the reports"}))
    club = forms.ChoiceField(label="Club", required=False)
    competition = forms.ChoiceField(label="Competition", required=False)
    season = forms.ChoiceField(label="Season", required=False)
    # Dates are typed year first (ISO 8601), whatever the browser's locale: a date
    # picker would show 10/26/2016 to one reader and 26/10/2016 to the next.
    date_from = forms.DateField(label="From", required=False, input_formats=["%Y-%m-%d"], widget=ISO_DATE)
    date_to = forms.DateField(label="To", required=False, input_formats=["%Y-%m-%d"], widget=ISO_DATE)
    conflicts = forms.BooleanField(label="Only incidents where outlets conflict", required=False)
    sort = forms.ChoiceField(
        label="Sort by", required=False,
        choices=[("", "Default"), ("newest", "Newest first"), ("oldest", "Oldest first"),
                 ("title", "Title"), ("outlets", "Most outlets")],
    )

    def __init__(self, *args, clubs=(), competitions=(), seasons=(), **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["club"].choices = [("", "All clubs")] + [(c, c) for c in clubs]
        self.fields["competition"].choices = [("", "All competitions")] + [(c, c) for c in competitions]
        self.fields["season"].choices = [("", "All seasons")] + [(s, s) for s in seasons]

    @classmethod
    def from_query(cls, params: QueryDict) -> IncidentFilterForm:
        """The form bound to a query string, its choices read from every incident."""
        incidents = Incident.objects.all()
        return cls(params, clubs=incidents.clubs(), competitions=incidents.competitions(),
                   seasons=seasons_between(*incidents.date_span()))

    @property
    def version(self) -> str:
        """A digest of what the filters show, naming their HTML in the cache: the values
        asked for and the clubs, competitions and seasons offered.  The search box is
        left out: it is one input, cheap to draw, and its values are endless."""
        asked = [(name, self[name].value()) for name in self.fields if name != "q"]
        offered = [self.fields[name].choices for name in ("club", "competition", "season")]
        return cache_digest(repr((asked, offered)))

    def filters(self) -> dict:
        """The valid filters only: a bad value in one field never empties the list.
        ``q`` is always there, stripped ("" for no search)."""
        self.is_valid()
        chosen = dict(getattr(self, "cleaned_data", {}))
        chosen["q"] = (chosen.get("q") or "").strip()
        return chosen

    def search_error(self) -> str:
        """Why the search cannot be run ("" when it can): shown, never silently dropped."""
        self.is_valid()
        return " ".join(self.errors.get("q", []))
