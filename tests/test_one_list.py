"""One list for one fact: the five languages are written once (``hearts.words.LANGUAGES``), and
test helpers live in ``tests/support`` (no test module imports another, nor ``tests/conftest.py``).

Both scans read syntax trees, not text, and each is shown to find a planted copy.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from hearts.words import LANGUAGES

ROOT = Path(__file__).resolve().parents[1]
HOME = "hearts/words/__init__.py"


def _python_files() -> list[Path]:
    return sorted(
        p for folder in ("hearts", "tests", "scripts", "benchmarks") for p in (ROOT / folder).rglob("*.py")
    )


def _language_lists(tree: ast.AST) -> list[int]:
    """Lines of tuple, list or set literals that spell out every language."""
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Tuple | ast.List | ast.Set):
            words = {e.value for e in node.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)}
            if set(LANGUAGES) <= words:
                out.append(node.lineno)
    return out


def _test_imports(tree: ast.AST) -> list[str]:
    """Modules imported that are test modules or ``tests.conftest``."""
    out = []
    for node in ast.walk(tree):
        names = []
        if isinstance(node, ast.ImportFrom) and node.module:
            names = [node.module, *(f"{node.module}.{a.name}" for a in node.names)]
        elif isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        for name in names:
            last = name.rsplit(".", 1)[-1]
            if name.startswith("tests.") and (last.startswith("test_") or last == "conftest"):
                out.append(name)
    return out


@pytest.fixture(scope="module")
def scans() -> tuple[list[str], list[str]]:
    """Both scans over every Python file, each file parsed once (its tree dropped after)."""
    lists: list[str] = []
    imports: list[str] = []
    for path in _python_files():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        where = path.relative_to(ROOT)
        if where.as_posix() != HOME:
            lists += [f"{where}:{line}" for line in _language_lists(tree)]
        if where.parts[0] == "tests":
            imports += [f"{where}: {name}" for name in _test_imports(tree)]
    return lists, imports


@pytest.mark.slow
def test_the_languages_are_listed_once(scans: tuple[list[str], list[str]]) -> None:
    found = scans[0]
    assert not found, "the languages spelled out again (use hearts.words.LANGUAGES):\n" + "\n".join(found)


@pytest.mark.slow
def test_no_test_module_imports_another(scans: tuple[list[str], list[str]]) -> None:
    found = scans[1]
    assert not found, "a test imports a test module (move the helper to tests/support):\n" + "\n".join(found)


@pytest.mark.parametrize(
    ("scan", "source"),
    [
        (_language_lists, 'LANGS = ("en", "es", "it", "hu", "fr")\n'),
        (_test_imports, "from tests.conformance.test_protocol import fake\n"),
        (_test_imports, "from tests.conftest import deal_with\n"),
        (_test_imports, "def f():\n    import tests.bots.test_bots\n"),
    ],
)
def test_each_scan_finds_a_planted_copy(scan: object, source: str) -> None:
    assert callable(scan)
    assert scan(ast.parse(source))
    assert not scan(ast.parse("from tests.support.bots import decide\nLANGS = ('en', 'fr')\n"))
