"""What ``hearts fuzz --shards N`` and ``hearts merge`` print: a merged campaign's report, read
from its JSON (the shards' reports added up; :mod:`hearts.campaign.fuzzing`)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from hearts.cli.common import emit_json
from hearts.plumbing.atomic import write_atomic

if TYPE_CHECKING:
    from rich.console import Console

__all__ = ["finish_merged", "print_merged"]


def print_merged(console: Console, data: dict[str, Any]) -> None:
    """The merged report in the words ``hearts fuzz`` uses for one run."""
    c = data["campaign"]
    counted = f"{c['counted_shards']} of {c['merged_shards']} shard(s) counted"
    if c["counted_shards"] < c["merged_shards"]:
        counted += " (the later ones come after the first disagreement, where one run stops)"
    console.print(
        f"campaign: {c['games']} game(s), seed {c['seed']}, {counted}", markup=False, highlight=False
    )
    for note in data["notes"]:
        console.print(f"note: {note}", markup=False, highlight=False)
    parts = ", ".join(f"{name} {n}" for name, n in sorted(data["comparisons"].items()))
    console.print(
        f"{data['engine']}: {data['games']} game(s), {data['hands']} hand(s), {data['steps']} action(s) "
        f"under {data['variant']} ({data['mode']} mode); {data['checked']} comparison(s)"
        + (f": {parts}" if parts else "")
        + f" in {data['seconds']:.1f} s of shard time",
        markup=False,
        highlight=False,
    )
    if data["games"] and data["never_reached"]:
        console.print(
            f"note: never reached: {', '.join(data['never_reached'])}", markup=False, highlight=False
        )
    d = data["shrunk"] or data["found"]
    if d is not None:
        console.print(
            f"Disagreement in game {d['game']}, hand {d['hand']} ({', '.join(d['clauses']) or '-'}):",
            markup=False,
            highlight=False,
        )
        console.print(f"  {d['message']}", markup=False, highlight=False)
        console.print(f"  expected:    {d['expected']!r}", markup=False, highlight=False)
        console.print(f"  engine said: {d['got']!r}", markup=False, highlight=False)
    elif data["empty"]:
        console.print("[red]Nothing was checked:[/red] no game was played or no answer compared.")
    else:
        console.print("[green]No disagreement found.[/green]")


def finish_merged(
    console: Console, merged: dict[str, Any], output: Path | None, json_out: str | None, allow_empty: bool
) -> None:
    """Print a merged fuzzing report, write its scenario (``-o``) and JSON, and exit as
    ``hearts fuzz`` does: 1 when a disagreement was found or nothing was compared."""
    print_merged(console, merged)
    if output is not None and merged["scenario"] is not None:
        write_atomic(output, merged["scenario"])
        console.print(f"Scenario written to {output}", markup=False, highlight=False)
    if json_out is not None:
        emit_json(merged, json_out)
    if merged["found"] is not None or (merged["empty"] and not allow_empty):
        raise SystemExit(1)
