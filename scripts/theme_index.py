"""Write the index of themed hands, ``hearts/walkthrough/themes_index.json``.

For every shipped variant (three to seven seats) and the common bot line-ups (the walkthrough's
default, and Hard in every seat), the games of seeds 1 to ``--seeds`` as ``--find`` plays them:
each game's hands and the first hand of each theme in it
(:func:`hearts.walkthrough.themes.index_game`). ``--find`` reads the index first, so a theme
whose hand lies within those seeds, from any ``--seed``, starts at once instead of after a
search. Rerun after a change to the bots or the themes: the tests check that entries still
show their theme and agree with the search. The index is written again after each table, so an
interrupted run keeps what it finished; the tables of variants not named stay as they were.

    python scripts/theme_index.py [--seeds 30] [--workers 2]   # prints each table and its time
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import as_completed
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from hearts.plumbing.atomic import write_atomic  # noqa: E402
from hearts.plumbing.pool import worker_pool  # noqa: E402
from hearts.variants.files import builtin_variant_names, load_variant  # noqa: E402
from hearts.walkthrough.sources import make_players, parse_levels  # noqa: E402
from hearts.walkthrough.themes import INDEX, index_game  # noqa: E402

LINEUPS = (None, "hard")
"""The bot line-ups indexed (as ``--bots`` gives them): the default, and Hard in every seat."""


def table(name: str, bots: str | None, seeds: int) -> tuple[dict[str, object], float, str]:
    """The index entry of one variant and line-up, the CPU seconds it took and its themes."""
    began = time.process_time()
    variant = load_variant(name)
    levels = parse_levels(bots, variant.players)
    games: list[dict[str, object]] = []
    seen: set[str] = set()
    for seed in range(1, seeds + 1):
        game = index_game(variant, make_players(levels, seed), seed)
        games.append({"hands": game.hands, "first": game.first})
        seen |= set(game.first)
    entry = {"variant": name, "bots": ",".join(levels), "games": games}
    return entry, time.process_time() - began, ", ".join(sorted(seen))


def write(tables: list[dict[str, object]]) -> None:
    ordered = sorted(tables, key=lambda t: (str(t["variant"]), str(t["bots"])))
    data = {"about": "written by scripts/theme_index.py; read by hearts --find", "tables": ordered}
    text = json.dumps(data, separators=(",", ":")).replace('{"variant"', '\n{"variant"')
    write_atomic(ROOT / "hearts" / "walkthrough" / INDEX, text + "\n")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=30)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--variants", nargs="*", default=builtin_variant_names())
    args = parser.parse_args()
    path = ROOT / "hearts" / "walkthrough" / INDEX
    kept = json.loads(path.read_text(encoding="utf-8")).get("tables", []) if path.exists() else []
    asked = {
        (name, ",".join(parse_levels(bots, load_variant(name).players)))
        for name in args.variants
        for bots in LINEUPS
    }
    tables: list[dict[str, object]] = [t for t in kept if (t["variant"], t["bots"]) not in asked]
    with worker_pool(args.workers) as pool:
        jobs = [pool.submit(table, name, bots, args.seeds) for name in args.variants for bots in LINEUPS]
        for job in as_completed(jobs):
            entry, took, themes = job.result()
            tables.append(entry)
            write(tables)
            print(
                f"{entry['variant']} {entry['bots']}: {args.seeds} games, {took:.1f} CPU-s; {themes}",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
