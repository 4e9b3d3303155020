"""Outlet identity in any script: a transliterated or hashed slug, domains telling apart."""

from __future__ import annotations

import json

import pytest
from django.urls import reverse

from sources.models import Source
from sources.services import outlet_slug
from tests.hardening.helpers import entry, run_import

pytestmark = pytest.mark.django_db


def import_outlets(tmp_path, *outlets: dict) -> None:
    path = tmp_path / "outlets.jsonl"
    lines = [
        json.dumps(entry(url=f"https://report.example/{n}", body=f"Report {n}\nPolice made {n + 2} arrests.", **fields),
                   ensure_ascii=False)
        for n, fields in enumerate(outlets)
    ]
    path.write_text("\n".join(lines), encoding="utf-8")
    code, _, err = run_import(path)
    assert code == 0, err


@pytest.mark.parametrize(
    ("name", "slug"),
    [
        ("BBC Sport", "bbc-sport"),
        ("Le Mondé", "le-monde"),
        ("Аргументы и Факты", "argumenty-i-fakty"),
        ("Ελευθεροτυπία", "eleytherotypia"),
        ("新华社", "xinhuashe"),
        ("الجزيرة", "ljzyrh"),
    ],
)
def test_names_in_any_script_are_transliterated(name, slug):
    assert outlet_slug(name) == slug


def test_a_name_with_nothing_to_transliterate_gets_a_stable_hash():
    assert outlet_slug("!!!") == outlet_slug("!!!")
    assert outlet_slug("!!!").startswith("outlet-") and len(outlet_slug("!!!")) == len("outlet-") + 8
    assert outlet_slug("!!!") != outlet_slug("???")


def test_arabic_outlets_are_two_outlets_each_with_its_page(tmp_path, client):
    import_outlets(tmp_path, {"outlet": "الجزيرة الرياضية"}, {"outlet": "كووورة"}, {"outlet": "الجزيرة الرياضية"})
    sources = list(Source.objects.order_by("slug"))
    assert {s.name for s in sources} == {"كووورة", "الجزيرة الرياضية"}
    assert len({s.slug for s in sources}) == 2 and "outlet" not in {s.slug for s in sources}
    for source in sources:
        response = client.get(reverse("incidents:source-detail", kwargs={"slug": source.slug}))
        assert response.status_code == 200
        assert source.name in response.content.decode()
    assert Source.objects.get(name="الجزيرة الرياضية").articles.count() == 2


def test_spellings_of_one_name_are_one_outlet(tmp_path):
    import_outlets(tmp_path, {"outlet": "The Sun"}, {"outlet": "THE SUN"}, {"outlet": "The Sun."})
    assert Source.objects.count() == 1


def test_one_slug_with_two_domains_is_two_outlets_and_the_suffix_is_stable(tmp_path):
    import_outlets(
        tmp_path,
        {"outlet": "The Times", "outlet_domain": "thetimes.co.uk"},
        {"outlet": "The  Times", "outlet_domain": "timesofmalta.com"},
        {"outlet": "The  Times", "outlet_domain": "timesofmalta.com"},
    )
    first, second = Source.objects.get(domain="thetimes.co.uk"), Source.objects.get(domain="timesofmalta.com")
    assert first.slug == "the-times"
    assert second.slug.startswith("the-times-") and second.slug == f"the-times-{second.slug[-8:]}"
    assert second.articles.count() == 2


def test_names_that_transliterate_alike_are_not_merged(tmp_path):
    # Both give "xinhua": one outlet must not swallow the other's reports.
    import_outlets(tmp_path, {"outlet": "新华"}, {"outlet": "Xinhua"})
    assert Source.objects.count() == 2
    assert len(set(Source.objects.values_list("slug", flat=True))) == 2
