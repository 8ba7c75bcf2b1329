"""``hearts bots``: tools about the bots; ``hearts bots audit`` checks every claim they make.

``audit`` plays seeded whole games with the bots (every hand, the bots kept across hands)
and checks every fact, step, headline and runner-up of every decision record against the
real position (:mod:`hearts.audit`). Exit 0: every claim true and none misleading; 1: some
claim false or misleading (each listed with the walkthrough command that shows it); 2: bad
input.

``audit --walkthrough FILE.json`` audits a walkthrough's own output instead: every sentence of
``hearts walkthrough --format json`` (facts, steps, headline, runner-up, "What <seat> knows
now"), checked against the true hands in the same file (:mod:`hearts.audit.pages`). Exit 0:
all true; 1: a sentence false or misleading (listed with its decision, the sentence and why);
2: a file that is not a walkthrough the audit can read.
"""

from __future__ import annotations

import json
import sys
import time
from typing import TYPE_CHECKING, Any

import click

from hearts.bots.levels import LEVELS
from hearts.cli.common import SEED, emit_json, json_option, workers_option
from hearts.cli.output import open_console
from hearts.cli.progress import progress_bar
from hearts.variants import builtin_variant_names

if TYPE_CHECKING:
    from rich.console import Console

    from hearts.audit import Tally
    from hearts.audit.pages import PageTally
    from hearts.audit.readback import PageCheck
    from hearts.audit.variations import BranchTally
    from hearts.engine.variant import Variant

MAX_DECISIONS = 1_000_000
"""Most decisions one audit checks (for more, run several audits from other seeds)."""
MAX_GAMES = 10_000_000
"""Most games one audit campaign names (a shard plays its slice of them)."""
MAX_SHARD_GAMES = 10_000
"""Most games one process audits (about a million decisions, :data:`MAX_DECISIONS`)."""


@click.group()
def command() -> None:
    """Tools about the bots (AI-EASY, AI-NORMAL, AI-HARD)."""


def _variants(ctx: click.Context, param: click.Parameter, value: tuple[str, ...]) -> list[str]:
    from hearts.variants.files import load_variant  # here, not at import: `--help` loads no engine

    names: list[str] = []
    for item in value or ("card-1.0.0",):
        # "all": every shipped variant, at every table size
        for name in builtin_variant_names() if item == "all" else [item]:
            load_variant(name)  # a bad name is reported on one line (exit 2)
            if name not in names:
                names.append(name)
    return names


variant_option = click.option(
    "--variant",
    "variants",
    multiple=True,
    callback=_variants,
    metavar="NAME|FILE|all",
    help="Variant to play (repeatable; 'all': every shipped variant). Default card-1.0.0.",
)
seed_option = click.option(
    "--seed", type=SEED, default=1, show_default=True, help="Seed of the first game (then +1 each)."
)


@command.command()
@click.option(
    "--decisions",
    type=click.IntRange(min=1, max=MAX_DECISIONS),
    default=2000,
    show_default=True,
    help="Check at least this many decisions (whole games are played, at least one per variant).",
)
@click.option(
    "--games",
    type=click.IntRange(min=1, max=MAX_GAMES),
    default=None,
    help="Audit exactly these games instead (game i: variant i mod n, seed SEED + i - 1, levels "
    "rotated); the way to split an audit with --shard.",
)
@click.option(
    "--shard",
    "shard_text",
    default=None,
    metavar="K/N",
    help="With --games: audit only the K-th of N slices of the games; --json writes a result "
    "hearts merge adds up with the other shards'.",
)
@variant_option
@click.option(
    "--level",
    "levels",
    multiple=True,
    type=click.Choice(LEVELS),
    help="Bot level at the table (repeatable; seats rotate between them). Default: all three.",
)
@seed_option
@click.option(
    "--walkthrough",
    "walkthroughs",
    multiple=True,
    type=click.Path(dir_okay=False),
    metavar="FILE.json",
    help="Audit this walkthrough's own output (hearts walkthrough --format json) instead of "
    "playing games (repeatable).",
)
@click.option(
    "--page",
    "html_pages",
    multiple=True,
    type=click.Path(dir_okay=False),
    metavar="FILE.html",
    help="With one --walkthrough: read the facts this HTML page of the same walkthrough states "
    "back against its true hands (repeatable).",
)
@workers_option("the games")
@json_option()
def audit(
    decisions: int,
    games: int | None,
    shard_text: str | None,
    variants: list[str],
    levels: tuple[str, ...],
    seed: int,
    walkthroughs: tuple[str, ...],
    html_pages: tuple[str, ...],
    workers: int,
    json_out: str | None,
) -> None:
    """Play seeded whole games and check every claim of every bot record.

    Every hand of each game is played to the end (GAME-END), the same bots kept across
    the hands as in hearts play. Each fact, step, headline (the decisive reason) and
    runner-up is checked with the auditor's own code, written from the key's truth
    condition (hearts.bots.keys.TRUTH); a claim can be false, or misleading (true words
    that point to another card or another reason). Each one found is listed with the
    walkthrough command that shows the hand and the number of the decision in it.

    With --walkthrough FILE.json, audit what a walkthrough page says instead: every
    fact, step, headline, runner-up line and "What <seat> knows now" block of the file,
    against the true hands recorded in it (the teacher's view).

    \b
    Examples:
      hearts bots audit --decisions 2000
      hearts bots audit --variant all --decisions 100000 --workers 2 --json audit.json
      hearts bots audit --variant all --games 4000 --shard 1/4 --json audit-1.json
        (2/4 .. 4/4 elsewhere, then: hearts merge audit-*.json)
      hearts walkthrough --find moon --format json -o out
        hearts bots audit --walkthrough out/seed-5-hand-4.en.json
      hearts walkthrough --find moon -o out
      hearts bots audit --walkthrough out/seed-5-hand-4.en.json --page out/seed-5-hand-4.en.html
    """
    if html_pages and len(walkthroughs) != 1:
        raise click.UsageError("--page reads a page against one --walkthrough FILE.json (of the same hand)")
    if walkthroughs:
        _audit_pages(walkthroughs, html_pages, json_out)
        return

    from hearts.audit import run
    from hearts.campaign.audits import audit_report

    if shard_text is not None and games is None:
        raise click.UsageError("--shard splits a number of games: give --games G as well")
    start = time.monotonic()
    shard_result: dict[str, Any] | None = None
    if games is not None:
        tally, shard_result = _audit_games(games, shard_text, variants, levels or LEVELS, seed, workers)
    else:
        with progress_bar("auditing decisions", decisions) as bar:
            tally = run(
                decisions, variants, list(levels or LEVELS), seed, workers, lambda t: bar.to(t.decisions)
            )
    seconds = time.monotonic() - start
    if json_out is not None:
        report = audit_report(tally, variants, levels or LEVELS, seed, seconds)
        if shard_result is not None:
            report.update(tally=tally.to_json(), campaign=shard_result)
        emit_json(report, json_out)
    if json_out != "-":
        _show(open_console(), tally, seconds)
    if not tally.decisions:  # pragma: no cover - at least one hand is always played
        click.echo("hearts: error: no decision was checked", err=True)
        sys.exit(2)
    if sum(tally.false.values()) or sum(tally.misleading.values()):
        sys.exit(1)


def _audit_games(
    games: int, shard_text: str | None, variants: list[str], levels: tuple[str, ...], seed: int, workers: int
) -> tuple[Tally, dict[str, Any] | None]:
    """Audit games 1 to ``games`` of the schedule, or one shard's slice of them (with the
    campaign block its result file carries)."""
    from hearts import __version__
    from hearts.campaign.audits import AuditCampaign, play_audit_shard
    from hearts.campaign.shards import Shard

    campaign = AuditCampaign(tuple(variants), tuple(levels), games, seed, __version__, workers)
    shard = Shard.parse(shard_text) if shard_text is not None else Shard(1, 1)
    if len(shard.games(games)) > MAX_SHARD_GAMES:
        raise click.UsageError(
            f"one process audits at most {MAX_SHARD_GAMES} games: split the {games} with --shard K/N"
        )
    with progress_bar("auditing games", len(shard.games(games))) as bar:
        tally, block = play_audit_shard(campaign, shard, lambda t: bar.to(t.games))
    return tally, block if shard_text is not None else None


def _walkthrough_data(path: str) -> tuple[dict[str, Any], Variant]:
    """A ``--format json`` walkthrough file and its variant (bad input raises, one line, exit 2)."""
    import jsonschema

    from hearts.plumbing.inputs import BadInput, load_json, read_text
    from hearts.variants.files import load_variant
    from hearts.walkthrough.export import FORMAT, FORMATS, TABLE_FORMAT, schema

    data = load_json(read_text(path), path)
    if not isinstance(data, dict) or data.get("format") not in FORMATS:
        found = data.get("format") if isinstance(data, dict) else None
        raise BadInput(path, f"field 'format': not a walkthrough of format {FORMAT!r} (found {found!r:.60})")
    error = jsonschema.exceptions.best_match(jsonschema.Draft202012Validator(schema()).iter_errors(data))
    if error is not None:
        field = "/".join(str(p) for p in error.absolute_path) or "(top)"
        raise BadInput(path, f"field {field!r}: {error.message:.200}")
    info = data["variant"]
    variant = load_variant(info["name"])
    if info["pass_count"] != variant.pass_count or info.get("players", 4) != variant.players:
        raise BadInput(path, f"field 'variant': not the shipped variant {info['name']!r}")
    if (data["format"] == TABLE_FORMAT) != (variant.players != 4):  # 1.2 is a table not of four
        raise BadInput(path, f"field 'format': {data['format']} for a table of {variant.players}")
    return data, variant


def read_walkthrough(path: str) -> PageTally:
    """Audit one ``--format json`` walkthrough file (bad input raises, one line, exit 2)."""
    from hearts.audit.pages import Unreadable, audit_data
    from hearts.plumbing.inputs import BadInput

    data, variant = _walkthrough_data(path)
    try:
        return audit_data(data, variant)
    except Unreadable as err:
        raise BadInput(path, str(err)) from None


def read_branches(path: str) -> BranchTally:
    """Audit the branches (``what_if``) of one ``--format json`` walkthrough file."""
    from hearts.audit.variations import TreeUnreadable, audit_branches
    from hearts.plumbing.inputs import BadInput

    data, variant = _walkthrough_data(path)
    try:
        return audit_branches(data, variant)
    except TreeUnreadable as err:
        raise BadInput(path, str(err)) from None


def _show_branches(console: Console, tallies: list[tuple[str, BranchTally]]) -> None:
    for path, t in tallies:
        for finding in t.findings:
            console.print(f"[red]false[/] {path}: {finding}", highlight=False, soft_wrap=True)
        false = sum(t.false.values())
        console.print(
            f"{path}: {t.lines} lines, {t.variations} branches, {t.cost_tables} cost tables, "
            f"{sum(t.claims.values())} claims checked, {false} false",
            style="bold red" if false else "bold green",
            highlight=False,
        )


def read_page(page: str, path: str) -> PageCheck:
    """Read an HTML page back against the walkthrough file ``path`` of the same hand."""
    from hearts.audit.pages import Unreadable
    from hearts.audit.readback import read_back
    from hearts.plumbing.inputs import BadInput, read_text

    data, variant = _walkthrough_data(path)
    try:
        return read_back(read_text(page), data, variant)
    except Unreadable as err:
        raise BadInput(page, str(err)) from None


def _audit_pages(paths: tuple[str, ...], html_pages: tuple[str, ...], json_out: str | None) -> None:
    from hearts.audit.pages import PageTally

    start = time.process_time()
    tallies = [(path, read_walkthrough(path)) for path in paths]
    branches = [(path, read_branches(path)) for path in paths]
    read = [(page, read_page(page, paths[0])) for page in html_pages]
    seconds = time.process_time() - start
    total = PageTally()
    for _, tally in tallies:
        total.add(tally)
    false, misleading = sum(total.false.values()), sum(total.misleading.values())
    if json_out is not None:
        emit_json(
            {
                "files": [
                    {
                        "file": path,
                        "decisions": t.decisions,
                        "sentences": t.sentences,
                        "knows_now": t.blocks,
                        "false": sum(t.false.values()),
                        "misleading": sum(t.misleading.values()),
                        "findings": [f.as_dict() for f in t.findings],
                    }
                    for path, t in tallies
                ],
                "decisions": total.decisions,
                "sentences": total.sentences,
                "claims": sum(total.uses.values()),
                "false": false,
                "misleading": misleading,
                "pages": [{"file": p, "facts": r.facts, "kinds": r.kinds, "false": r.false} for p, r in read],
                "cpu_seconds": round(seconds, 2),
                "keys": {
                    k: {"uses": total.uses[k], "false": total.false[k], "misleading": total.misleading[k]}
                    for k in sorted(total.uses)
                },
            },
            json_out,
        )
    if json_out != "-":
        console = open_console()
        for path, t in tallies:
            for f in t.findings:
                console.print(
                    f"[red]{f.verdict}[/] {path}: hand {f.hand}, decision {f.decision} ({f.seat} {f.card}), "
                    f"{f.key}: “{f.sentence}” — {f.reason}",
                    highlight=False,
                    soft_wrap=True,
                )
        for page, r in read:
            for line in r.false:
                console.print(f"[red]false[/] {page}: {line}", highlight=False, soft_wrap=True)
            console.print(f"{page}: {r.facts} facts read back, {len(r.false)} false", highlight=False)
        console.print(
            f"{len(paths)} walkthrough(s): {total.decisions} decisions, {total.sentences} sentences, "
            f"{sum(total.uses.values())} claims checked, {false} false, {misleading} misleading",
            style="bold red" if false or misleading else "bold green",
            highlight=False,
        )
    branched = [(path, b) for path, b in branches if b.lines]
    if branched and json_out != "-":
        _show_branches(open_console(), branched)
    if false or misleading or any(r.false for _, r in read) or any(b.findings for _, b in branched):
        sys.exit(1)


def _show(console: Console, tally: Tally, seconds: float) -> None:
    from rich.table import Table

    table = Table(
        title=f"{tally.decisions} decisions ({tally.later} after the first hand) · "
        f"{tally.games} games · {tally.hands} hands · {seconds:.1f} s"
    )
    table.add_column("claim (record key)")
    table.add_column("uses", justify="right")
    table.add_column("false", justify="right")
    table.add_column("misleading", justify="right")
    for key in sorted(tally.uses):
        false, misleading = tally.false[key], tally.misleading[key]
        table.add_row(
            key,
            str(tally.uses[key]),
            f"[bold red]{false}[/]" if false else "0",
            f"[bold red]{misleading}[/]" if misleading else "0",
        )
    console.print(table)
    levels = ", ".join(f"{k} {v}" for k, v in sorted(tally.levels.items()))
    variants = ", ".join(f"{k} {v}" for k, v in sorted(tally.variants.items()))
    console.print(f"decisions by level: {levels}; by variant: {variants}")
    for f in tally.falsehoods:
        console.print(
            f"[red]{f.verdict}[/] {f.key}: {f.reason} — {f.seat} ({f.level}) {f.card}, decision "
            f"{f.decision} of `{f.game.command_for(f.hand)}`",
            highlight=False,
        )
    total, false, misleading = (
        sum(tally.uses.values()),
        sum(tally.false.values()),
        sum(tally.misleading.values()),
    )
    console.print(
        f"{total} claims checked, {false} false, {misleading} misleading",
        style="bold red" if false or misleading else "bold green",
    )


MAX_BRANCHES = 100_000
"""Most branches one ``audit-branches`` plays."""


@command.command("audit-branches")
@click.option(
    "--branches",
    type=click.IntRange(min=1, max=MAX_BRANCHES),
    default=1000,
    show_default=True,
    help="Play and check at least this many branches (what-if decisions).",
)
@variant_option
@seed_option
@json_option()
def audit_branches_command(branches: int, variants: list[str], seed: int, json_out: str | None) -> None:
    """Branch seeded walkthroughs at many decisions and audit what their JSON says.

    For each walkthrough (hands 1 and 2 of a seed, Easy, Normal, Hard and Hard at the seats, in
    turn at other tables), some decisions with a choice get another legal card (and one branch
    a branch of its own), with cost tables at a few steps; the file is then audited as
    ``hearts bots audit --walkthrough`` does: every line replayed on the engine, every figure
    recomputed apart (docs/what-if.md). Exit 0: nothing false; 1: something false.

    \b
    Examples:
      hearts bots audit-branches --branches 1000
      hearts bots audit-branches --variant all --branches 2000 --json branches.json
    """
    from hearts.audit.variations import BranchTally, audit_branches
    from hearts.variants.files import load_variant
    from hearts.walkthrough.export import as_data
    from hearts.walkthrough.whatif import spread_branches

    start = time.monotonic()
    total = BranchTally()
    walkthroughs = 0
    with progress_bar("auditing branches", branches) as bar:
        game = seed
        while total.variations < branches:
            for name in variants:
                variant = load_variant(name)
                for hand in (1, 2):
                    w = spread_branches(game, variant, hand)
                    if w is None:
                        continue
                    walkthroughs += 1
                    total.add(audit_branches(json.loads(json.dumps(as_data(w, "en"))), variant))
                    bar.to(min(total.variations, branches))
            game += 1
    seconds = time.monotonic() - start
    false = sum(total.false.values())
    if json_out is not None:
        emit_json(
            {
                "walkthroughs": walkthroughs,
                "lines": total.lines,
                "branches": total.variations,
                "cost_tables": total.cost_tables,
                "claims": dict(sorted(total.claims.items())),
                "false": false,
                "findings": total.findings,
                "seconds": round(seconds, 1),
            },
            json_out,
        )
    if json_out != "-":
        console = open_console()
        for finding in total.findings:
            console.print(f"[red]false[/] {finding}", highlight=False, soft_wrap=True)
        console.print(
            f"{walkthroughs} walkthroughs: {total.variations} branches, {total.lines} lines replayed, "
            f"{total.cost_tables} cost tables, {sum(total.claims.values())} claims checked, {false} false "
            f"({seconds:.0f} s)",
            style="bold red" if false else "bold green",
            highlight=False,
        )
    if false:
        sys.exit(1)
