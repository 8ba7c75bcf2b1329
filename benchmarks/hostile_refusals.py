"""How long the readers take to refuse the worst inputs within their limits (issue 26).

    python benchmarks/hostile_refusals.py [--repeat 3]

Each case is a file just past one limit (or as large as the limits let through); the
figure is the best of ``--repeat`` reads, from the text in memory to the one-line error.
The target for every refusal is well under 2 s on one core.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from pathlib import Path
from tempfile import TemporaryDirectory

from hearts.engine.variant import MAX_PASS_CYCLE
from hearts.plumbing.errors import InputError
from hearts.plumbing.inputs import MAX_YAML_BYTES
from hearts.plumbing.yamlsafe import MAX_NODES, compose
from hearts.scenarios import lint
from hearts.scenarios.loader import MAX_SCENARIOS_PER_FILE
from hearts.variants.files import parse_variant

MODELINE = "# yaml-language-server: $schema=hearts/scenarios/schema.json\n"


def _string_bomb() -> str:
    """A few hundred bytes that stand for gigabytes of text (few nodes, long strings)."""
    lines = ['a0: &a0 "' + "x" * 200 + '"']
    lines += [f"a{n}: &a{n} [{', '.join([f'*a{n - 1}'] * 10)}]" for n in range(1, 8)]
    return "\n".join(lines) + "\n"


def _long_pass_cycle() -> str:
    """The longest pass cycle within the node limit: read whole, then refused by its length."""
    items = ", ".join(["hold"] * (MAX_NODES - 10))
    return f"base: web\nname: long\npass_cycle: [{items}]\n"


def _widest_list() -> str:
    """As many nodes as 1 MiB of YAML can hold (the node budget is not reached)."""
    return "[" + ",".join(["1"] * ((MAX_YAML_BYTES - 2) // 2)) + "]\n"


def _many_scenarios() -> str:
    one = (
        "- id: many/s{n}\n  title: t\n  clauses: [FOLLOW]\n  setup:\n"
        "    deal: N:983.32.KT96542.6 E:KT75.KT7.8.AJ984 S:AQJ42.A4.AQ.KQT3 W:6.QJ9865.J73.752\n"
        "  expect:\n    phase: pass\n"
    )
    head = MODELINE + "format: hearts-scenarios/1\ntheme: t\ndescription: d\ndefaults:\n  variants: [web]\n"
    return head + "scenarios:\n" + "".join(one.format(n=n) for n in range(MAX_SCENARIOS_PER_FILE + 1))


def _lint_refuses(path: Path) -> None:
    problems = lint([path]).problems
    if problems:
        raise InputError(str(problems[0]))


def _time(read: Callable[[], object], repeat: int) -> tuple[float, str]:
    best, said = float("inf"), "accepted"
    for _ in range(repeat):
        start = time.perf_counter()
        try:
            read()
        except InputError as err:
            said = str(err).splitlines()[0]
        best = min(best, time.perf_counter() - start)
    return best, said


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    with TemporaryDirectory() as tmp:
        many = Path(tmp) / "many.yaml"
        many.write_text(_many_scenarios(), "utf-8")
        cases: list[tuple[str, int, Callable[[], object]]] = [
            ("alias bomb of strings", len(_string_bomb()), lambda: compose(_string_bomb(), "bomb.yaml")),
            (
                f"pass cycle (limit {MAX_PASS_CYCLE})",
                len(_long_pass_cycle()),
                lambda: parse_variant(_long_pass_cycle(), "long.yaml"),
            ),
            (
                f"widest list (node limit {MAX_NODES})",
                len(_widest_list()),
                lambda: compose(_widest_list(), "w.yaml"),
            ),
            (
                f"{MAX_SCENARIOS_PER_FILE + 1} scenarios in one file",
                many.stat().st_size,
                lambda: _lint_refuses(many),
            ),
        ]
        for label, size, read in cases:
            seconds, said = _time(read, args.repeat)
            print(f"{label}: {size:,} bytes, {seconds:.3f} s: {said[:100]}")


if __name__ == "__main__":
    main()
