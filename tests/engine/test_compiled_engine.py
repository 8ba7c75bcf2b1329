"""The engine compiled with mypyc plays exactly as the pure one (docs/engine.md, "A compiled build").

The engine's core (``hearts/engine/state.py``, ``results.py`` and ``rules.py``: ``COMPILED`` of
:mod:`hearts.engine.native`) is written so that mypyc can compile it into C extensions
(``make compiled``, ``HEARTS_COMPILE=1`` at install, ``benchmarks/playouts.py --compiled``). This
test compiles a copy of the package into a temporary directory, stamps it as the build does, and
runs against the compiled modules, in a subprocess that checks they are the ones imported: the
rule tests (every clause of RULES.md the engine enforces), the property tests (replay,
immutability, card conservation), the fingerprint of whole games under shipped variants, the
bots' decision hash and the scenario corpus. Skipped only when mypyc or a C compiler is missing.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

import hearts
from hearts.engine import native
from hearts.engine.native import COMPILED, write_stamp

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = Path(hearts.__file__).resolve().parent
TESTS = (
    "tests/engine/test_rules.py",
    "tests/engine/test_properties.py",
    "tests/engine/test_game_fingerprint.py",
    "tests/bots/test_families.py::test_decisions_under_the_card_are_unchanged",
    "tests/conformance/test_conform.py::test_reference_engine_passes_the_whole_corpus",
)
"""What the compiled engine must pass as the pure one does."""
MODULES = [path.removesuffix(".py").replace("/", ".") for path in COMPILED]

# Run in the subprocess: import the compiled engine first (so that nothing pytest
# adds to sys.path can swap in the pure-Python one), check it, then run pytest.
RUNNER = """
import importlib
import sys
for name in sys.argv[3].split(","):
    module = importlib.import_module(name)
    path = module.__file__ or ""
    print("engine module:", path)
    if not path.startswith(sys.argv[1]) or path.endswith(".py"):
        sys.exit("the compiled engine was not imported: " + path)
import pytest
options = ["-p", "no:cacheprovider", "-W", "ignore::pytest.PytestAssertRewriteWarning"]
sys.exit(pytest.main([*options, "--rootdir", sys.argv[2], *sys.argv[4:]]))
"""


def _have_c_compiler() -> bool:
    cc = (sysconfig.get_config_var("CC") or "cc").split()[0]
    return any(shutil.which(name) for name in (cc, "cc", "gcc", "clang"))


@pytest.fixture(scope="module")
def compiled(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if importlib.util.find_spec("mypyc") is None:
        pytest.skip("mypyc is not installed")
    if not _have_c_compiler():
        pytest.skip("no C compiler")
    where = tmp_path_factory.mktemp("compiled")
    shutil.copytree(
        PACKAGE, where / "hearts", ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyd", native.STAMP)
    )
    # The same C code as the benchmark's build, compiled without optimisation or debug
    # information: what is tested is that the compiled modules behave as the Python ones,
    # not how fast they are (benchmarks/playouts.py --compiled measures that at -O3).
    quick = {**os.environ, "MYPYC_OPT_LEVEL": "0", "MYPYC_DEBUG_LEVEL": "0"}
    done = subprocess.run(
        [sys.executable, "-m", "mypyc", *COMPILED],
        cwd=where,
        env=quick,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert {"hearts/engine/state.py", "hearts/engine/rules.py"} <= set(COMPILED)
    for module in (path.removeprefix("hearts/").removesuffix(".py") for path in COMPILED):
        built = [*(where / "hearts").glob(f"{module}.*.so"), *(where / "hearts").glob(f"{module}.*.pyd")]
        assert built, f"mypyc built no {module} extension"
    write_stamp(where / "hearts" / "engine", where / "hearts" / "engine")  # as the build does
    return where


@pytest.mark.slow
def test_compiled_engine_passes_the_rules_properties_fingerprint_decisions_and_corpus(
    compiled: Path,
) -> None:
    env = {**os.environ, "PYTHONPATH": str(compiled)}
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            RUNNER,
            str(compiled),
            str(ROOT),
            ",".join(MODULES),
            *(str(ROOT / test) for test in TESTS),
        ],
        cwd=compiled,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-4000:]
    assert f"engine module: {compiled}" in done.stdout
    summary = done.stdout.strip().splitlines()[-1]
    assert " passed" in summary and "failed" not in summary, done.stdout[-4000:]
