"""``hearts serve`` refuses bad options in one line, before it listens (exit code 2)."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from hearts.cli import main


def _run(tmp_path: Path, *args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["serve", "--data", str(tmp_path / "t"), "--check-games", "1", *args])
    return result.exit_code, result.output


def test_two_sources_are_bad_usage(tmp_path: Path) -> None:
    code, output = _run(tmp_path, "--seed", "1", "--deal", "N:AKQ")
    assert code == 2 and "at most one of --seed, --find and --deal" in output


@pytest.mark.slow
def test_a_bad_deal_is_one_line_naming_the_field(tmp_path: Path) -> None:
    code, output = _run(tmp_path, "--deal", "N:AKQ")
    assert code == 2 and output.strip().count("\n") == 0 and "deal:" in output
    assert "Traceback" not in output


def test_an_unknown_variant_is_refused(tmp_path: Path) -> None:
    code, output = _run(tmp_path, "--seed", "3", "--variant", "no-such-rules")
    assert code == 2 and "no-such-rules" in output
