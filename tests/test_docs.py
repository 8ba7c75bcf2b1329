"""The documentation generators (scripts/build_docs.py) and a Sphinx build of untrusted titles.

The full build (``scripts/build_docs.py``, warnings as errors) runs in ``make test``.
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from hearts.engine.variant import KNOB_DOCS, Variant
from hearts.walkthrough.render import render
from hearts.walkthrough.sources import make_players
from hearts.walkthrough.views import build

ROOT = Path(__file__).resolve().parent.parent


def _build_docs() -> ModuleType:
    spec = importlib.util.spec_from_file_location("build_docs", ROOT / "scripts" / "build_docs.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_knobs_table_lists_every_knob_with_its_clause() -> None:
    page = _build_docs().knobs_page()
    for knob, (clause, _meaning) in KNOB_DOCS.items():
        assert f"| `{knob}` | `{clause}` |" in page
    assert "`web-strict`" in page and "never" in page  # first_trick_points of web-strict


def test_the_knobs_page_fits_the_text_column() -> None:
    """Every table of the knobs page has a few columns (one column per variant made it 1,884 px
    wide in a 742 px column), and each knob a variant sets otherwise than the card is in its row."""
    from hearts.variants.files import builtin_variant_names, load_variant

    docs = _build_docs()
    page = docs.knobs_page()
    tables = [line for line in page.splitlines() if line.startswith("|---")]
    assert len(tables) == 2
    for rule in tables:
        assert rule.count("---") <= docs.KNOB_COLUMNS, rule
    card = Variant().knobs()
    rows = {line.split(" | ")[0].strip("| `"): line for line in page.splitlines() if line.startswith("| `")}
    for name in builtin_variant_names():
        changed = {k for k, v in load_variant(name).knobs().items() if v != card[k]}
        assert all(f"`{k}`:" in rows[name] for k in changed), name
        assert changed or "none: the card" in rows[name]


def test_the_cli_reference_has_every_command() -> None:
    page = _build_docs().cli_reference()
    for name in ("play", "walkthrough", "step", "demo"):
        assert f"## `hearts {name}`" in page
    assert "--lang [en|es|it|hu|fr]" in page


def test_the_schema_reference_lists_the_top_level_fields(tmp_path: Path) -> None:
    schema = tmp_path / "schema.json"
    schema.write_text(
        '{"title": "T", "type": "object", "required": ["format"], "properties": {'
        '"format": {"type": "string", "enum": ["hearts-scenarios/1"], "description": "the version"},'
        '"scenarios": {"type": "array", "items": {"$ref": "#/$defs/scenario"}}},'
        '"$defs": {"scenario": {"type": "object", "required": ["id"], "properties": {'
        '"id": {"type": "string", "description": "unique | id"}}}}}',
        encoding="utf-8",
    )
    page = _build_docs().schema_page(schema)
    assert "| `format` | string: `hearts-scenarios/1` | yes | the version |" in page
    assert "| `scenarios[].id` | string | yes | unique \\| id |" in page


def test_the_toc_lists_only_pages_that_exist_and_reports_the_others(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    (docs / "rules").mkdir(parents=True)
    for page in ("getting-started.md", "rules/index.md", "protocol.md", "mine.md"):
        (docs / page).write_text("# x\n", encoding="utf-8")
    text, missing = _build_docs().toc(docs)
    assert "getting-started" in text and "rules/index" in text and "protocol" in text
    assert "interpretations" not in text and "bots" not in text
    assert "mine" in text  # a page someone added is listed, not orphaned
    assert "interpretations" in missing and "bots" in missing and "protocol" not in missing


def _sphinx(src: Path, out: Path) -> Path:
    """Sphinx's HTML build of ``src`` into ``out`` (warnings as errors)."""
    result = subprocess.run(
        [sys.executable, "-m", "sphinx", "-W", "-q", "-b", "html", str(src), str(out)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    return out


@pytest.mark.slow
def test_sphinx_shows_markup_in_a_walkthrough_title_as_text(tmp_path: Path) -> None:
    evil = "<script>alert(1)</script> {sub}`x` **b** [l](javascript:alert(2))"
    w = build(variant=Variant(title=evil), players=make_players(("random",) * 4, 1), seed=1, title=evil)
    src = tmp_path / "src"
    src.mkdir()
    (src / "conf.py").write_text('extensions = ["myst_parser"]\nproject = "t"\n', encoding="utf-8")
    (src / "index.md").write_text(render(w, "fr", "md"), encoding="utf-8")
    out = _sphinx(src, tmp_path / "out")
    html = (out / "index.html").read_text(encoding="utf-8")
    assert "<script>alert(1)" not in html and 'href="javascript' not in html and "<strong>b" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert "Pli 13" in html


_WIDTHS = """
var column = document.querySelector('article').getBoundingClientRect().width;
return {column: column, tables: Array.from(document.querySelectorAll('article table'))
  .map(function (t) { return t.getBoundingClientRect().width; })};
"""


@pytest.mark.slow
def test_the_built_knobs_page_fits_its_column(tmp_path: Path) -> None:
    """The knobs page built by Sphinx with the docs' theme (furo) and measured in Chromium at
    1280 px: both its tables fit the text column (one with a column per variant did not:
    1,884 px wide in a 742 px column)."""
    pytest.importorskip("selenium.webdriver")
    pytest.importorskip("furo")
    from tests.support.chromium import CHROMEDRIVER, CHROMIUM, chromium

    if not (CHROMIUM.exists() and CHROMEDRIVER.exists()):  # pragma: no cover - make test installs them
        pytest.skip("chromium and chromedriver are missing: run scripts/system-deps.sh")

    src = tmp_path / "src"
    src.mkdir()
    conf = 'extensions = ["myst_parser"]\nproject = "t"\nhtml_theme = "furo"\n'
    (src / "conf.py").write_text(conf, encoding="utf-8")
    (src / "index.md").write_text("# t\n\n```{toctree}\nknobs\nfamilies\n```\n", encoding="utf-8")
    (src / "families.md").write_text("# Families\n", encoding="utf-8")
    (src / "knobs.md").write_text(_build_docs().knobs_page(), encoding="utf-8")
    out = _sphinx(src, tmp_path / "out")
    driver = chromium(tmp_path / "profile")
    try:
        size = {"width": 1280, "height": 800, "deviceScaleFactor": 1, "mobile": False}
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", size)
        driver.get((out / "knobs.html").as_uri())
        widths = driver.execute_script(_WIDTHS)
    finally:
        driver.quit()
    assert len(widths["tables"]) == 2
    assert all(width <= widths["column"] + 0.5 for width in widths["tables"]), widths
