"""``hearts dashboard``: the conformance of several engines side by side, over time."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

import click

from hearts.cli.common import emit_json, json_option
from hearts.plumbing.atomic import check_folder
from hearts.plumbing.errors import InputError

if TYPE_CHECKING:
    from hearts.dashboard.config import Config


def _folder(ctx: click.Context, param: click.Parameter, value: Path | None) -> Path | None:
    if value is not None:
        check_folder(value)
    return value


def _slice(config: Config, shard_text: str) -> Config:
    """The engines of shard K/N of the config (contiguous, in the config's order)."""
    from hearts.campaign.shards import Shard, ShardError

    shard = Shard.parse(shard_text)
    try:
        picked = shard.games(len(config.engines))
    except ShardError:
        count = len(config.engines)
        raise ShardError(
            f"--shard {shard}: the config names {count} engine(s): give at most a shard an engine"
        ) from None
    return replace(config, engines=tuple(config.engines[i - 1] for i in picked))


@click.command("dashboard")
@click.option(
    "--config",
    "config_file",
    type=click.Path(path_type=Path, dir_okay=False),
    default=None,
    metavar="FILE",
    help="The engines to run, their variants and the fuzzing budget (docs/dashboard.md). "
    "Default: the reference engine alone under card-1.0.0.",
)
@click.option(
    "--results",
    "results_dir",
    type=click.Path(path_type=Path, file_okay=False),
    default=Path("dashboard-results"),
    show_default=True,
    callback=_folder,
    help="Folder of result files: each run adds one file per engine; every file there is shown.",
)
@click.option("--no-run", is_flag=True, help="Run no engine: render the site from the saved result files.")
@click.option(
    "-o",
    "--output",
    "out_dir",
    type=click.Path(path_type=Path, file_okay=False),
    default=Path("dashboard-site"),
    show_default=True,
    callback=_folder,
    help="Folder the static site is written to (index.html, a page per clause and per engine).",
)
@click.option(
    "--shard",
    "shard_text",
    default=None,
    metavar="K/N",
    help="Run only the K-th of N slices of the config's engines (one machine each); put every "
    "machine's result files in one folder and render it with --no-run.",
)
@json_option()
def command(
    config_file: Path | None,
    results_dir: Path,
    no_run: bool,
    out_dir: Path,
    shard_text: str | None,
    json_out: str | None,
) -> None:
    """Run the corpus and a fuzzing budget on each engine and write a site comparing them.

    Each engine's run is kept in --results as a JSON file with its date and versions; the
    site shows every engine at its latest run (engines as columns, clauses and corpus files as
    rows, one table per table size), a page per clause and per engine with the failing
    scenarios and the engine's answers, and each engine's history. An engine that cannot be
    started or gives up is shown so; the others still run. Exit code 0 once the site is
    written, 2 for a config or result file that cannot be read.
    """
    from hearts import __version__
    from hearts.cli.output import open_console
    from hearts.dashboard.config import DEFAULT, ConfigError, read_config
    from hearts.dashboard.run import run_engine
    from hearts.dashboard.runfiles import read_results, write_result
    from hearts.dashboard.site import render, site_json
    from hearts.scenarios import load_corpus
    from hearts.variants.files import load_variant

    console = open_console(stderr=json_out == "-")
    if shard_text is not None and no_run:
        raise InputError("--shard picks the engines to run: it does nothing with --no-run")
    if not no_run:
        config = read_config(config_file) if config_file is not None else DEFAULT
        if shard_text is not None:
            config = _slice(config, shard_text)
        for entry in config.engines:
            for name in entry.variants:
                if name not in ("all", "declared"):
                    try:
                        load_variant(name)
                    except InputError as err:
                        raise ConfigError(f"{config_file}: engine {entry.name!r}: {err}") from None
        scenarios = load_corpus()
        for entry in config.engines:
            console.print(f"running {entry.name} ...", markup=False, highlight=False)
            run = run_engine(
                entry,
                scenarios,
                fuzz_games=config.fuzz_games,
                fuzz_seed=config.fuzz_seed,
                hearts_version=__version__,
                progress=lambda what: console.print(f"  {what}", markup=False, highlight=False),
            )
            path = write_result(results_dir, run)
            verdict = run["verdict"] or "done"
            console.print(f"  {verdict}: {path}", markup=False, highlight=False)
    elif not results_dir.is_dir():
        raise InputError(f"--results {results_dir}: no such folder (nothing saved to render)")
    runs = read_results(results_dir)
    if not runs:
        raise InputError(f"--results {results_dir}: no result file (*.json) to render")
    written = render(runs, out_dir)
    console.print(
        f"dashboard: {len(runs)} run(s) of {len({r['engine']['name'] for r in runs})} engine(s); "
        f"{len(written)} files in {out_dir} (open {out_dir / 'index.html'})",
        markup=False,
        highlight=False,
    )
    if json_out is not None:
        emit_json(site_json(runs), json_out)
