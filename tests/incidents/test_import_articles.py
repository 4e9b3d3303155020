"""The import command through its command-line interface."""

import datetime as dt
import json
import shutil
import sys
from io import StringIO

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from incidents.models import Claim, Incident, IncidentArticle
from sources.models import Article, Source

pytestmark = pytest.mark.django_db


def run_import(*args, **options):
    out, err = StringIO(), StringIO()
    try:
        call_command("import_articles", *[str(a) for a in args], no_progress=True, stdout=out, stderr=err, **options)
        code = 0
    except CommandError as exc:
        code = exc.returncode
    return code, out.getvalue(), err.getvalue()


def test_seed_import_gives_three_outlets_three_articles_one_incident(seeds_dir):
    code, out, err = run_import(seeds_dir)
    assert code == 0, err
    assert sorted(Source.objects.values_list("name", flat=True)) == ["BBC Sport", "Sky Sports", "The Sun"]
    assert Article.objects.count() == 3
    assert Incident.objects.count() == 1
    incident = Incident.objects.get()
    assert incident.home_club == "West Ham United"
    assert incident.away_club == "Chelsea"
    assert incident.competition == "EFL Cup"
    assert incident.round.lower() == "fourth round"
    assert incident.venue == "London Stadium"
    assert incident.date == dt.date(2016, 10, 26)
    assert incident.date_approximate is False
    assert "2-1" in incident.result and "West Ham" in incident.result
    assert incident.title == "West Ham United v Chelsea, EFL Cup, 26 Oct 2016"
    assert incident.slug == "west-ham-united-v-chelsea-efl-cup-2016-10-26"
    assert IncidentArticle.objects.filter(incident=incident).count() == 3
    assert Claim.objects.filter(incident=incident).count() > 20
    assert "sources    3 created" in out
    assert "articles   3 created" in out


@pytest.mark.parametrize(
    "order",
    [
        ("the-sun.txt", "bbc-news.txt", "sky-sports.txt"),
        ("sky-sports.txt", "the-sun.txt", "bbc-news.txt"),
        ("bbc-news.txt", "sky-sports.txt", "the-sun.txt"),
    ],
)
def test_grouping_does_not_depend_on_import_order(seeds_dir, order):
    for name in order:
        code, _, err = run_import(seeds_dir / name)
        assert code == 0, err
    incident = Incident.objects.get()
    assert incident.date == dt.date(2016, 10, 26)
    assert incident.slug == "west-ham-united-v-chelsea-efl-cup-2016-10-26"
    assert incident.coverage.count() == 3


def test_every_stored_claim_points_at_its_words(seeds_dir):
    run_import(seeds_dir)
    for claim in Claim.objects.select_related("article"):
        body = claim.article.body
        assert body[claim.start:claim.end] == claim.text
        assert body[claim.sentence_start:claim.sentence_end] == claim.sentence


def test_reimport_changes_nothing_and_says_so(seeds_dir):
    run_import(seeds_dir)
    before = (Claim.objects.count(), list(Claim.objects.order_by("pk").values_list("pk", "value")))
    code, out, err = run_import(seeds_dir)
    assert code == 0, err
    assert out.count("unchanged (already imported)") == 3
    assert "articles   0 created, 0 updated, 3 unchanged" in out
    assert (Claim.objects.count(), list(Claim.objects.order_by("pk").values_list("pk", "value"))) == before
    assert Incident.objects.count() == 1


def test_changed_text_at_same_url_updates_the_article(tmp_path):
    entry = {
        "outlet": "Daily Example", "headline": "Trouble at derby",
        "url": "https://example.org/derby", "published": "2019-03-10",
        "body": "Trouble at derby\nPolice made three arrests after Everton's 1-0 win over Liverpool at Goodison Park on Saturday.",
    }
    path = tmp_path / "one.json"
    path.write_text(json.dumps([entry]))
    run_import(path)
    article = Article.objects.get()
    first_claims = set(Claim.objects.values_list("kind", "value"))
    assert ("arrests", "3") in first_claims

    entry["body"] = entry["body"].replace("three arrests", "five arrests")
    path.write_text(json.dumps([entry]))
    code, out, _ = run_import(path)
    assert code == 0
    assert "articles updated" in out
    article.refresh_from_db()
    assert "five arrests" in article.body
    assert Article.objects.count() == 1
    values = set(Claim.objects.filter(kind="arrests").values_list("value", flat=True))
    assert values == {"5"}


def test_reviewed_claims_survive_a_text_change(tmp_path):
    entry = {
        "outlet": "Daily Example", "headline": "Trouble at derby",
        "url": "https://example.org/derby", "published": "2019-03-10",
        "body": "Trouble at derby\nPolice made three arrests after Everton beat Liverpool 1-0 at Goodison Park on Saturday.",
    }
    path = tmp_path / "one.json"
    path.write_text(json.dumps([entry]))
    run_import(path)
    claim = Claim.objects.get(kind="arrests")
    claim.review_status = Claim.ReviewStatus.CONFIRMED
    claim.save()
    entry["body"] = "Trouble at derby\nUpdated.\n" + entry["body"].split("\n", 1)[1]
    path.write_text(json.dumps([entry]))
    run_import(path)
    claim.refresh_from_db()
    assert claim.review_status == Claim.ReviewStatus.CONFIRMED
    assert claim.article.body[claim.start:claim.end] == claim.text


def report(outlet, body, published, url=""):
    return {"outlet": outlet, "headline": body.split(".")[0], "body": body, "published": published, "url": url}


def test_two_reports_of_one_match_join_one_incident(tmp_path):
    path = tmp_path / "bulk.jsonl"
    lines = [
        report("Northern Post", "Leeds United fans clashed with Millwall supporters at Elland Road on Saturday. Police arrested four people after the Championship match.", "2018-09-23"),
        report("City Wire", "Four arrests after Leeds v Millwall. Trouble flared last night at Elland Road as Leeds beat Millwall 2-1.", "2018-09-23"),
    ]
    path.write_text("\n".join(json.dumps(line) for line in lines))
    code, _, err = run_import(path)
    assert code == 0, err
    assert Incident.objects.count() == 1
    incident = Incident.objects.get()
    assert {incident.home_club, incident.away_club} == {"Leeds United", "Millwall"}
    assert incident.date == dt.date(2018, 9, 22)


def test_same_clubs_another_season_is_another_incident(tmp_path):
    path = tmp_path / "bulk.jsonl"
    lines = [
        report("Northern Post", "Leeds United fans clashed with Millwall supporters at Elland Road on Saturday. Police arrested four people.", "2018-09-23"),
        report("Northern Post", "Leeds United and Millwall fans fought outside Elland Road on Saturday. Police arrested two people.", "2021-02-14"),
    ]
    path.write_text("\n".join(json.dumps(line) for line in lines))
    code, _, err = run_import(path)
    assert code == 0, err
    assert Incident.objects.count() == 2
    assert sorted(Incident.objects.values_list("date", flat=True)) == [dt.date(2018, 9, 22), dt.date(2021, 2, 13)]
    assert len(set(Incident.objects.values_list("slug", flat=True))) == 2


def test_incident_option_forces_the_choice(seeds_dir, tmp_path):
    run_import(seeds_dir)
    seed_incident = Incident.objects.get()
    path = tmp_path / "other.json"
    path.write_text(json.dumps([report("Wire", "Celtic fans threw flares at Ibrox on Sunday. Nine arrests.", "2020-01-02")]))
    run_import(path, incident=seed_incident.slug)
    assert Incident.objects.count() == 1
    assert Article.objects.filter(coverage__incident=seed_incident).count() == 4


def copy_seeds(seeds_dir, target):
    shutil.copytree(seeds_dir, target)
    return target


@pytest.mark.parametrize(
    ("name", "content", "reason"),
    [
        ("empty.txt", b"", "file is empty"),
        ("binary.txt", b"\x00\x01\x02\xff", "binary file"),
        ("latin1.txt", "Arsenal fans threw coins at the Emirates. ¡Olé!".encode("latin-1"), "not valid UTF-8"),
        ("bad.json", b'[{"outlet": "X", "body": ', "malformed JSON"),
        ("types.json", json.dumps([{"outlet": ["X"], "headline": "H", "body": "B"}]).encode(), "field 'outlet' must be a string"),
    ],
)
def test_bad_file_fails_alone_with_one_line(seeds_dir, tmp_path, name, content, reason):
    folder = copy_seeds(seeds_dir, tmp_path / "seeds")
    (folder / name).write_bytes(content)
    code, out, err = run_import(folder, source="Fallback Outlet")
    assert code != 0
    error_lines = [line for line in err.splitlines() if line.strip()]
    assert len(error_lines) == 1
    assert name in error_lines[0] and reason in error_lines[0]
    assert Article.objects.count() == 3, "the good files still import"
    assert not Source.objects.filter(name="Fallback Outlet").exists(), "nothing of the bad file is written"
    assert "failures   1" in out


def test_missing_path_and_malformed_manifest(tmp_path, seeds_dir):
    folder = copy_seeds(seeds_dir, tmp_path / "seeds")
    (folder / "manifest.json").write_text('{"articles": [}')
    code, _, err = run_import(folder, tmp_path / "missing.txt")
    assert code != 0
    assert "manifest.json: malformed JSON" in err
    assert "missing.txt: no such file" in err
    assert Article.objects.count() == 0


def test_a_file_is_all_or_nothing(tmp_path):
    good = report("Wire", "Nine arrests at Ibrox as Rangers beat Celtic on Sunday.", "2020-01-02")
    path = tmp_path / "mixed.json"
    path.write_text(json.dumps([good, {"outlet": "Wire", "headline": "H", "body": "B", "published": 12}]))
    code, _, err = run_import(path)
    assert code != 0
    assert "mixed.json" in err and "articles[1]" in err
    assert Article.objects.count() == 0 and Source.objects.count() == 0 and Incident.objects.count() == 0


def test_hostile_text_is_stored_verbatim(tmp_path):
    body = 'Police made two arrests. <script>alert("x")</script> \u202e\u0007 DROP TABLE incidents;--'
    path = tmp_path / "hostile.json"
    path.write_text(json.dumps([report("Wire <b>", body, "2020-01-02")]))
    code, _, err = run_import(path)
    assert code == 0, err
    assert Article.objects.get().body == body


def test_load_demo_on_a_fresh_database_is_repeatable():
    call_command("load_demo", stdout=StringIO(), stderr=StringIO())
    counts = (Source.objects.count(), Article.objects.count(), Incident.objects.count(), Claim.objects.count())
    call_command("load_demo", stdout=StringIO(), stderr=StringIO())
    assert (Source.objects.count(), Article.objects.count(), Incident.objects.count(), Claim.objects.count()) == counts
    # The seed incident and the synthetic demo set's (fictional outlets, marked so).
    assert Incident.objects.filter(articles__source__synthetic=False).distinct().count() == 1
    assert counts[0] == Source.objects.filter(synthetic=True).count() + 3


def test_files_inside_the_project_are_recorded_relative_to_it(seeds_dir, tmp_path):
    run_import(seeds_dir / "bbc-news.txt")
    assert Article.objects.get().imported_from == "fixtures/seeds/bbc-news.txt"
    outside = tmp_path / "elsewhere.txt"
    outside.write_text("Six held after derby\nPolice arrested six fans at Ibrox on Sunday.")
    run_import(outside, source="Evening Chronicle")
    assert Article.objects.get(headline="Six held after derby").imported_from == str(outside)


def test_a_long_import_shows_a_progress_bar_on_a_terminal(tmp_path, monkeypatch, capsys):
    lines = [
        report("Wire", f"Police made {n + 2} arrests at Ibrox after Rangers beat Celtic on Sunday. Report {n}.",
               "2020-01-02", url=f"https://wire.example/{n}")
        for n in range(25)
    ]
    path = tmp_path / "bulk.jsonl"
    path.write_text("\n".join(json.dumps(line) for line in lines))
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True)
    call_command("import_articles", str(path), stdout=StringIO())
    err = capsys.readouterr().err
    assert "Importing" in err and "25/25" in err
    assert Article.objects.count() == 25


def test_no_progress_bar_when_not_on_a_terminal(tmp_path, capsys):
    lines = [report("Wire", f"Nine arrests at Ibrox. Report {n}.", "2020-01-02") for n in range(25)]
    path = tmp_path / "bulk.jsonl"
    path.write_text("\n".join(json.dumps(line) for line in lines))
    call_command("import_articles", str(path), stdout=StringIO())
    assert "Importing" not in capsys.readouterr().err


def test_incident_option_moves_an_imported_article_with_its_claims_and_history(seeds_dir):
    run_import(seeds_dir)
    other = Incident.objects.create(slug="elsewhere", title="Elsewhere")
    article = Article.objects.get(source__name="Sky Sports")
    run_import(seeds_dir / "sky-sports.txt", incident="elsewhere")
    article.refresh_from_db()
    assert article.coverage.incident == other
    assert set(article.claims.values_list("incident_id", flat=True)) == {other.pk}
    claim = article.claims.first()
    assert claim.history.first().incident_id == other.pk, "the move is in the claim's history"
    assert Incident.objects.get(slug="west-ham-united-v-chelsea-efl-cup-2016-10-26").coverage.count() == 2


def test_a_jsonl_file_of_over_a_million_characters_imports_when_each_article_is_within_limits(tmp_path):
    # Before streaming, a file was refused past 1,000,000 characters (then 128 MiB).
    lines = [
        dict(report("Wire", f"Police made {n + 2} arrests at Ibrox after Rangers beat Celtic. Report {n}.",
                    "2020-01-02", url=f"https://wire.example/{n}"), notes="x" * 400_000)
        for n in range(3)
    ]
    path = tmp_path / "bulk.jsonl"
    path.write_text("\n".join(json.dumps(line) for line in lines))
    assert path.stat().st_size > 1_200_000
    code, out, err = run_import(path)
    assert code == 0, err
    assert Article.objects.count() == 3 and "articles   3 created" in out


def spoil_bulk_files_after_their_check(monkeypatch) -> None:
    """Each JSON Lines file gets a malformed line once it has been checked, as if
    another program were writing to it while it is imported."""
    from sources import importing

    checked = importing._bulk_batch

    def spoilt_after_the_check(file):
        batch = checked(file)
        with file.open("a") as handle:
            handle.write('\n{"outlet": ')
        return batch

    monkeypatch.setattr(importing, "_bulk_batch", spoilt_after_the_check)


def test_a_jsonl_file_spoilt_while_it_is_imported_fails_alone(tmp_path, monkeypatch):
    path = tmp_path / "bulk.jsonl"
    path.write_text("\n".join(json.dumps(report("Wire", f"Nine arrests at Ibrox. Report {n}.", "2020-01-02"))
                              for n in range(3)))
    spoil_bulk_files_after_their_check(monkeypatch)
    code, _, err = run_import(path)
    assert code == 1
    assert err.strip() == f"error: {path}: line 4: malformed JSON at line 1 column 12: Expecting value"
    assert Article.objects.count() == 0 and Source.objects.count() == 0
