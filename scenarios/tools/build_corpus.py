#!/usr/bin/env python3
"""Writes the generated scenario files of ``scenarios/`` (run from the repository root).

    .venv/bin/python scenarios/tools/build_corpus.py           # write the files
    .venv/bin/python scenarios/tools/build_corpus.py --check   # only compare

The scenario files are the source of the corpus: rule scenarios are written and
edited by hand in YAML, in ``scenarios/*.yaml``. Only these families are generated:

* ``games.yaml``: whole seeded games of random legal play, with positions along the way,
  and ``perft.yaml``: perft counts from chosen positions (data by nature: ``corpus_games.py``);
* ``tables-three.yaml``, ``tables-five.yaml``, ``tables-six.yaml``, ``tables-seven.yaml``: every
  rule at the tables of three, five, six and seven, at positions found on the reference engine by construction or
  seeded search (``corpus_tables.py``).

Their figures come from ``naive.py``, a second rules model that shares no code with
the reference engine. This script writes those six files only; every expectation of
every file (hand-written or generated) is checked against the same model by
``tests/scenarios/test_naive_model.py``.
"""

from __future__ import annotations

import argparse
import difflib
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from corpus_games import games, perft_file  # noqa: E402
from corpus_tables import five, seven, six, three  # noqa: E402

OUT = HERE.parent
GENERATORS = (games, perft_file, three, five, six, seven)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only compare with the files on disk")
    args = parser.parse_args()
    failed = False
    for make in GENERATORS:
        name, text = make()
        path = OUT / name
        if args.check:
            old = path.read_text(encoding="utf-8") if path.exists() else ""
            if old != text:
                sys.stdout.writelines(
                    difflib.unified_diff(old.splitlines(True), text.splitlines(True), name, name)
                )
                failed = True
        else:
            path.write_text(text, encoding="utf-8")
        print(f"{name}: {text.count(chr(10) + '- id: ')} scenarios", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
