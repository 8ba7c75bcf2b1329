"""`make catalogs` is idempotent: on the committed catalogs, extracting and merging changes nothing.

A catalog edited by hand (a message appended out of order, a comment added) fails here until
`make catalogs` has put it in the order and form it writes.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from hearts.words import extract


@pytest.mark.slow
def test_extracting_and_merging_the_committed_catalogs_changes_nothing() -> None:
    changed = [str(path.relative_to(extract.ROOT)) for path in extract.stale()]
    assert changed == [], "run `make catalogs` and commit: these files do not follow the sources"


@pytest.mark.slow
def test_the_rule_cards_catalogs_follow_the_card_and_the_variant_files() -> None:
    script = extract.ROOT / "scripts" / "rulecard_catalog.py"
    ran = subprocess.run(
        [sys.executable, str(script), "--check"], capture_output=True, text=True, timeout=300
    )
    assert ran.returncode == 0, ran.stdout + ran.stderr


def test_a_catalog_out_of_order_is_found_and_check_writes_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A copy of the names catalogs with one French message moved to the end, as a hand edit does.
    locale = tmp_path / "locale"
    (locale / "fr" / "LC_MESSAGES").mkdir(parents=True)
    (locale / "names.pot").write_bytes((extract.LOCALE / "names.pot").read_bytes())
    for lang in ("es", "it", "hu", "en"):
        source = extract.LOCALE / lang / "LC_MESSAGES" / "names.po"
        if source.is_file():
            (locale / lang / "LC_MESSAGES").mkdir(parents=True, exist_ok=True)
            (locale / lang / "LC_MESSAGES" / "names.po").write_bytes(source.read_bytes())
    text = (extract.LOCALE / "fr" / "LC_MESSAGES" / "names.po").read_text(encoding="utf-8")
    head, _sep, rest = text.partition("\n\nmsgid ")
    entry, _, others = rest.partition("\n\n")
    edited = f"{head}\n\nmsgid {others.rstrip()}\n\nmsgid {entry}\n"
    french = locale / "fr" / "LC_MESSAGES" / "names.po"
    french.write_text(edited, encoding="utf-8")
    monkeypatch.setattr(extract, "LOCALE", locale)

    assert extract.main(["names", "--check"]) == 1
    assert french.read_text(encoding="utf-8") == edited
    assert extract.main(["names"]) == 0
    assert french.read_text(encoding="utf-8") != edited
    assert extract.main(["names", "--check"]) == 0


def test_an_unknown_domain_is_refused_with_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert extract.main(["nosuchdomain"]) == 2
    assert "unknown domain 'nosuchdomain'" in capsys.readouterr().err
