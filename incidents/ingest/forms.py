"""The "Add reports" form: links, files and a pasted text, each error in words beside
its field."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from pathlib import PurePath
from urllib.parse import urlsplit

from django import forms
from django.conf import settings

from incidents.ingest.services import Upload
from sources.importing import UPLOAD_SUFFIXES, ImportFileError, outlet_option, parse_published
from sources.limits import MAX_BODY_CHARS

from .payloads import WEB_PAGE_SUFFIXES

FILE_SUFFIXES = (*UPLOAD_SUFFIXES, *WEB_PAGE_SUFFIXES)
MAX_LINKS = 100
MSG_NOTHING = "Give at least one link, file or text to import."
MSG_LINK = "Line {line}: {link!r} is not a web address (it must start with http:// or https://)."
MSG_TOO_MANY_LINKS = "At most {most} links at once; this has {count}."
MSG_FILE_TYPE = "{name}: not a report file; give .txt, .html, .htm, .json or .jsonl files."
MSG_FILE_SIZE = "{name}: too large ({size:,} bytes; a file may have {most:,})."
MSG_TOO_MANY_FILES = "At most {most} files at once; this has {count}."
MSG_OUTLET_FOR_TEXT = "Give the outlet of the pasted text."
MSG_OUTLET_FOR_FILES = "Give the outlet of the .txt files ({names})."
MSG_DATE = "Enter the date as YYYY-MM-DD, e.g. 2016-10-26."


class MultipleFileInput(forms.ClearableFileInput):
    allow_multiple_selected = True


class MultipleFileField(forms.FileField):
    widget = MultipleFileInput

    def clean(self, data, initial=None):
        files = data if isinstance(data, (list, tuple)) else ([data] if data else [])
        return [super(MultipleFileField, self).clean(one, initial) for one in files]


class ReportsAddForm(forms.Form):
    links = forms.CharField(
        required=False, widget=forms.Textarea(attrs={"rows": 3, "spellcheck": "false"}),
        help_text="One link a line, each starting with http:// or https://.",
    )
    files = MultipleFileField(
        required=False, widget=MultipleFileInput(attrs={"accept": ",".join(FILE_SUFFIXES)}),
        help_text="Several at once: .txt, .html, .htm, .json or .jsonl.",
    )
    text = forms.CharField(
        required=False, max_length=MAX_BODY_CHARS, strip=False, widget=forms.Textarea(attrs={"rows": 8}),
        label="Text of a report", help_text="Its first line is taken as the headline.",
    )
    outlet = forms.CharField(
        required=False, max_length=200,
        help_text="Required with a pasted text; also used for uploaded .txt files.",
    )
    published = forms.DateField(
        required=False, input_formats=["%Y-%m-%d"], label="Publication date",
        error_messages={"invalid": MSG_DATE}, widget=forms.DateInput(attrs={"type": "date"}),
        help_text="YYYY-MM-DD; with a pasted text and .txt files.",
    )

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        for name, field in self.fields.items():
            field.widget.attrs["aria-describedby"] = f"id_{name}_helptext"

    def full_clean(self) -> None:
        super().full_clean()
        # A field in error names its error first, then its help, for screen readers.
        for name in self.errors:
            if name in self.fields:
                self.fields[name].widget.attrs.update(
                    {"aria-describedby": f"id_{name}_error id_{name}_helptext", "aria-invalid": "true"})

    def clean_links(self) -> list[str]:
        lines = [line.strip() for line in self.cleaned_data["links"].splitlines()]
        links = []
        for number, link in enumerate(lines, start=1):
            if not link:
                continue
            try:
                host = urlsplit(link).hostname
            except ValueError:
                host = None
            if not link.lower().startswith(("http://", "https://")) or not host or " " in link or len(link) > 1000:
                raise forms.ValidationError(MSG_LINK.format(line=number, link=link[:80]))
            links.append(link)
        if len(links) > MAX_LINKS:
            raise forms.ValidationError(MSG_TOO_MANY_LINKS.format(most=MAX_LINKS, count=len(links)))
        return links

    def clean_files(self) -> list:
        files = self.cleaned_data["files"] or []
        most = settings.TERRACE_UPLOAD_MAX_FILES
        if len(files) > most:
            raise forms.ValidationError(MSG_TOO_MANY_FILES.format(most=most, count=len(files)))
        errors = []
        for upload in files:
            name = PurePath(upload.name).name[:200]
            if PurePath(name).suffix.lower() not in FILE_SUFFIXES:
                errors.append(MSG_FILE_TYPE.format(name=name))
            elif upload.size > settings.TERRACE_UPLOAD_MAX_BYTES:
                errors.append(MSG_FILE_SIZE.format(name=name, size=upload.size, most=settings.TERRACE_UPLOAD_MAX_BYTES))
        if errors:
            raise forms.ValidationError(errors)
        return files

    def clean_outlet(self) -> str:
        value = self.cleaned_data["outlet"]
        if not value.strip():
            return ""
        try:
            return outlet_option(value)
        except ImportFileError as exc:
            raise forms.ValidationError(str(exc).replace("--source", "Outlet")) from exc

    def clean_published(self) -> dt.datetime | None:
        day = self.cleaned_data["published"]
        if day is None:
            return None
        try:
            return parse_published(day.isoformat(), "Publication date")
        except ImportFileError as exc:
            raise forms.ValidationError(str(exc)) from exc

    def clean(self):
        data = super().clean()
        links, files, text = data.get("links") or [], data.get("files") or [], data.get("text") or ""
        if not self.errors and not (links or files or text.strip()):
            raise forms.ValidationError(MSG_NOTHING)
        if "outlet" in data and not data["outlet"]:
            if text.strip():
                self.add_error("outlet", MSG_OUTLET_FOR_TEXT)
            texts = [PurePath(f.name).name for f in files if PurePath(f.name).suffix.lower() == ".txt"]
            if texts:
                self.add_error("outlet", MSG_OUTLET_FOR_FILES.format(names=", ".join(texts[:3])))
        return data

    def uploads(self) -> Iterator[Upload]:
        """The files' names and bytes, read one at a time (each within the size limit)."""
        for upload in self.cleaned_data["files"]:
            yield Upload(PurePath(upload.name).name[:200], upload.read())
