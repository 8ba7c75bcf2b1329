"""Write the index of themed hands, ``hearts/walkthrough/themes_index.json``.

For each theme of ``--find`` (walkthrough, step) and each shipped variant named below, the
first (seed, hand) from seed 1 in which the theme happens with the walkthrough's default
bots, found by the search itself (:func:`hearts.walkthrough.themes.find`). ``--find`` reads
the index first, so a theme that takes the search half a minute starts at once. Rerun
after a change to the bots or the themes: the tests check each entry still shows its
theme, and that the quick themes' entries are what the search finds.

    python scripts/theme_index.py            # prints each entry and the time its search took
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from hearts.plumbing.atomic import write_atomic  # noqa: E402
from hearts.variants.files import load_variant  # noqa: E402
from hearts.walkthrough.sources import DEFAULT_LEVELS, make_players  # noqa: E402
from hearts.walkthrough.themes import BUILT, DEFAULT_LIMIT, INDEX, THEMES, find  # noqa: E402

VARIANTS = ("card-1.0.0",)


def main() -> int:
    hands = []
    for name in VARIANTS:
        variant = load_variant(name)
        for theme in THEMES:
            if theme in BUILT:  # served at once from a deal built for the variant: nothing to index
                continue
            began = time.perf_counter()
            found = find(theme, variant, lambda seed: make_players(DEFAULT_LEVELS, seed))
            took = time.perf_counter() - began
            entry: dict[str, object] = {"theme": theme, "variant": name, "bots": ",".join(DEFAULT_LEVELS)}
            if found is None:  # kept too: --find says so at once instead of searching again
                print(f"{name} {theme}: not found in {DEFAULT_LIMIT} hands ({took:.1f} s)")
                entry.update(seed=None, hand=None, searched=DEFAULT_LIMIT)
            else:
                where = f"seed {found.seed}, hand {found.hand}, {found.searched} hands"
                print(f"{name} {theme}: {where} ({took:.1f} s)")
                entry.update(seed=found.seed, hand=found.hand, searched=found.searched)
            hands.append(entry)
    data = {"about": "written by scripts/theme_index.py; read by hearts --find", "hands": hands}
    write_atomic(ROOT / "hearts" / "walkthrough" / INDEX, json.dumps(data, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
