"""A sixth language is phrases and features, no Python: proved with Esperanto in tmp_path.

The test writes a tiny catalog (``eo.yaml``), one feature in ``features/eo`` and a
test module that binds them exactly as ``tests/spec/bdd/test_features.py`` does, runs
pytest on it in a subprocess, and checks that the scenario passes, that a wrong
expectation fails with its language, file, line and clause tag in the report, and
that the coverage matrix gains an ``eo`` column.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from hearts.spec.coverage import compute

CATALOG = """\
language: eo
name: Esperanto
seats: {N: [Nordo], E: [Oriento], S: [Sudo], W: [Okcidento]}
suits: {C: [trefoj, trefo], D: [karooj, karoo], S: [pikoj, piko], H: [koroj, koro]}
ranks:
  "2": [duo]
  "3": [trio]
  "4": [kvaro]
  "5": [kvino]
  "6": [seso]
  "7": [sepo]
  "8": [oko]
  "9": [naŭo]
  "10": [deko]
  J: [fanto]
  Q: [damo, reĝino]
  K: [reĝo]
  A: [aso]
card_names: ["{rank} de {suit}"]
whole_suit: ["ĉiuj {suit}"]
articles: [la]
and: [kaj]
nothing: [nenio]
directions:
  {left: [maldekstren], right: [dekstren], across: [kontraŭen], hold: [nenien],
   left-2: [du lokojn maldekstren], right-2: [du lokojn dekstren]}
steps:
  no_passing: ["estas mano sen interŝanĝo de kartoj"]
  holds: ["{seat} havas {cards}"]
  play: ["{seat} ludas {card}"]
  legal: ["la laŭreglaj kartoj de {seat} estas {cards}"]
  may_not_play: ["{seat} ne rajtas ludi {card} pro {clause}"]
"""

FEATURE = """\
# language: eo
@variant:card-1.0.0
Trajto: Sekvi la koloron
  Kiu havas la eliran koloron devas ludi ĝin.

  Fono:
    Komence estas mano sen interŝanĝo de kartoj
    Kaj Nordo havas 2♣
    Kaj Oriento havas 8♣ J♣ 2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ J♦ Q♦

  @FOLLOW
  Scenaro: Nur la trefoj estas laŭreglaj
    Se Nordo ludas la duon de trefoj
    Do la laŭreglaj kartoj de Oriento estas 8♣ kaj la fanto de trefoj
    Kaj Oriento ne rajtas ludi la damon de karooj pro FOLLOW

  @FOLLOW
  Scenaro: Malĝusta atendo
    Se Nordo ludas 2♣
    Do la laŭreglaj kartoj de Oriento estas 8♣
"""

MODULE = """\
from pathlib import Path

from hearts.spec.bdd import bind

HERE = Path(__file__).parent
bind(globals(), features=HERE / "features", phrases=[HERE / "phrases"])
"""

CONFTEST = (
    "from hearts.spec.bdd import pytest_bdd_apply_tag, pytest_bdd_step_error, pytest_runtest_makereport\n"
)


def _project(tmp_path: Path) -> Path:
    (tmp_path / "phrases").mkdir()
    (tmp_path / "phrases" / "eo.yaml").write_text(CATALOG, encoding="utf-8")
    (tmp_path / "features" / "eo").mkdir(parents=True)
    (tmp_path / "features" / "eo" / "koloro.feature").write_text(FEATURE, encoding="utf-8")
    (tmp_path / "test_eo.py").write_text(MODULE, encoding="utf-8")
    (tmp_path / "conftest.py").write_text(CONFTEST, encoding="utf-8")
    return tmp_path


@pytest.mark.slow
def test_a_sixth_language_needs_only_phrases_and_features(tmp_path: Path) -> None:
    root = _project(tmp_path)
    # Card names of the new language use their accusative "-n" ending: the catalog grows
    # the words, never the code.
    text = (root / "phrases" / "eo.yaml").read_text(encoding="utf-8")
    text = text.replace('"2": [duo]', '"2": [duo, duon]').replace(
        "Q: [damo, reĝino]", "Q: [damo, damon, reĝino]"
    )
    (root / "phrases" / "eo.yaml").write_text(text, encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", "-rf", str(root / "test_eo.py")],
        cwd=root,
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
        env={**os.environ, "COLUMNS": "200"},
    )
    out = result.stdout + result.stderr
    assert "1 failed, 1 passed" in out, out
    # The failure names its language, feature file and line, and the clause tag.
    assert "language: eo" in out, out
    assert "features/eo/koloro.feature:18" in out, out
    assert "@FOLLOW" in out, out
    assert "[eo] features/eo/koloro.feature:18 @FOLLOW" in out, out
    assert "Oriento's legal cards are 8♣ J♣, expected 8♣" in out, out

    cov = compute(root / "features", phrases=[root / "phrases"], languages=["eo"], corpus=False)
    assert cov.languages == ["eo"]
    assert cov.count("FOLLOW", "eo") == 2
    assert cov.problems == []
