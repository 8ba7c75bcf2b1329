#!/usr/bin/env python3
"""Writes the scenario files of ``scenarios/`` (run from the repository root).

    .venv/bin/python scenarios/tools/build_corpus.py           # write the files
    .venv/bin/python scenarios/tools/build_corpus.py --check   # only compare

How each file is made:

* Rule scenarios (first lead, following, first trick, breaking and leading hearts,
  points and the moon, J♦, game end, ties): written by hand in ``specs.py`` from the
  rules, with the expected answers worked out by hand. Deals are given per suit;
  a suit written ``?`` is filled by :func:`fill` with the cards nobody was given,
  and a scenario only states what does not depend on that filling.
* Pass directions by hand number: the expected direction comes from the PASS-CYCLE
  table of each variant, written in ``specs.py``.
* Perft counts and whole games: computed by ``naive.py``, a second rules model
  written for this purpose, which shares no code with the reference engine.

Every hand-written expectation is also checked against ``naive.py`` when the
files are built, so a slip in a spec stops the build rather than reaching the corpus.
"""

from __future__ import annotations

import argparse
import difflib
import sys
from pathlib import Path
from typing import Any

import yaml

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import specs  # noqa: E402
from naive import RANKS, SUITS, Naive, order  # noqa: E402

OUT = HERE.parent


class _Dumper(yaml.SafeDumper):
    pass


def _represent_list(dumper: yaml.SafeDumper, data: list[Any]) -> yaml.Node:
    flow = all(not isinstance(x, dict | list) for x in data) and len(data) <= 16
    return dumper.represent_sequence("tag:yaml.org,2002:seq", data, flow_style=flow)


def _represent_str(dumper: yaml.SafeDumper, data: str) -> yaml.Node:
    style = ">" if len(data) > 90 else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", data, style=style)


_Dumper.add_representer(list, _represent_list)
_Dumper.add_representer(str, _represent_str)


def dump_file(name: str, header: str, body: dict[str, Any]) -> str:
    lines = ["# yaml-language-server: $schema=../hearts/scenarios/schema.json"]
    lines += [f"# {line}".rstrip() for line in header.strip().splitlines()]
    text = yaml.dump(body, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=110)
    # A blank line between scenarios, for people reading the file.
    text = text.replace("\n- id: ", "\n\n- id: ")
    return "\n".join(lines) + "\n" + text


def check_against_naive(file: dict[str, Any], variants: dict[str, dict[str, Any]]) -> list[str]:
    """Replays every scenario in the naive model and compares what it can compute."""
    problems: list[str] = []
    for sc in file["scenarios"]:
        names = sc.get("variants") or file.get("defaults", {}).get("variants")
        for name in names:
            knobs = variants[name]
            state = specs.naive_replay(sc["setup"], knobs)
            expect = dict(sc["expect"])
            expect.update((sc.get("by_variant") or {}).get(name, {}))
            for key, want in expect.items():
                got = specs.naive_answer(state, key, want, knobs, sc["setup"])
                if got is not specs.SAME:
                    problems.append(
                        f"{sc['id']} [{name}] {key}: spec says {want!r}, naive model says {got!r}"
                    )
    return problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only compare with the files on disk")
    args = parser.parse_args()
    failed = False
    for name, header, body in specs.files():
        problems = check_against_naive(body, specs.variant_knobs(body))
        for p in problems:
            print(f"{name}: {p}", file=sys.stderr)
            failed = True
        text = dump_file(name, header, body)
        path = OUT / name
        if args.check:
            old = path.read_text(encoding="utf-8") if path.exists() else ""
            if old != text:
                sys.stdout.writelines(
                    difflib.unified_diff(old.splitlines(True), text.splitlines(True), name, name)
                )
                failed = True
        elif not problems:
            path.write_text(text, encoding="utf-8")
        print(f"{name}: {len(body['scenarios'])} scenarios", file=sys.stderr)
    return 1 if failed else 0


__all__ = ["RANKS", "SUITS", "Naive", "main", "order"]

if __name__ == "__main__":
    raise SystemExit(main())
