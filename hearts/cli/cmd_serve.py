"""``hearts serve``: a classroom table in the browser (see docs/serve.md).

Starts the server (Starlette on uvicorn) on loopback by default, resumes every table saved in
``--data`` and, given a seed, a theme or a deal, makes a first table and prints its code and the
teacher's address. ``--host`` for the classroom network prints the join address, the code and a
warning that anyone on that network can join with the code.
"""

from __future__ import annotations

import ipaddress
import socket
from pathlib import Path

import click

from hearts.cli.common import range_option
from hearts.plumbing.errors import InputError

LOOPBACK = "127.0.0.1"


def _lan_address() -> str:
    """This machine's address on the network it routes through (no packet is sent)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.255.255.255", 1))
            return str(probe.getsockname()[0])
        except OSError:
            return LOOPBACK


def _shown_host(host: str) -> str:
    return _lan_address() if host in ("0.0.0.0", "::", "") else host


def _is_loopback(host: str) -> bool:
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return host == "localhost"


def network_warning(host: str, base: str) -> list[str]:
    """What ``--host`` off loopback prints: where students join, and who else can.

    >>> network_warning("127.0.0.1", "http://127.0.0.1:8000")
    []
    >>> for line in network_warning("0.0.0.0", "http://192.168.1.20:8000"):
    ...     print(line)
    join at http://192.168.1.20:8000/play with the table code
    warning: listening on 0.0.0.0: anyone on that network can join a table with its code
    """
    if _is_loopback(host):
        return []
    return [
        f"join at {base}/play with the table code",
        f"warning: listening on {host}: anyone on that network can join a table with its code",
    ]


@click.command()
@click.option(
    "--host",
    default=LOOPBACK,
    show_default=True,
    help="Address to listen on (0.0.0.0: the classroom network).",
)
@range_option("--port", 0, 65535, 8000, "Port to listen on.")
@click.option(
    "--data",
    type=click.Path(path_type=Path, file_okay=False),
    default=Path("hearts-tables"),
    show_default=True,
    help="Folder of the tables' game records (saved after every card; resumed at start).",
)
@click.option("--seed", type=int, help="Make a first table: the hand of the game with this seed.")
@click.option(
    "--find",
    "theme",
    help="Make a first table: a hand in which this theme happens (see hearts walkthrough --find).",
)
@click.option(
    "--deal",
    metavar='"N:... E:... S:... W:..."',
    help="Make a first table with this deal (at three, five or six seats 1:... 2:..., K:... a kitty).",
)
@range_option("--hand", 1, 60, 1, "The hand number (--seed, --deal).")
@click.option(
    "--variant",
    default="card-1.0.0",
    show_default=True,
    metavar="NAME|FILE",
    help="The rules (checked as 'hearts variant check' does).",
)
@click.option(
    "--bots",
    default="hard",
    show_default=True,
    metavar="LEVEL[,LEVEL,LEVEL,LEVEL]",
    help="Bots for the empty seats N,E,S,W (one level for all, or one per seat in play order).",
)
@range_option("--bot-delay", 0, 10, 0.8, "Seconds a bot waits before its card.")
@range_option("--grace", 0, 600, 10.0, "Seconds a student may be away before the seat's bot plays.")
@range_option("--check-games", 0, 1000, 50, "Random games of the variant check before play.")
def command(
    host: str,
    port: int,
    data: Path,
    seed: int | None,
    theme: str | None,
    deal: str | None,
    hand: int,
    variant: str,
    bots: str,
    bot_delay: float,
    grace: float,
    check_games: int,
) -> None:
    """Serve classroom tables: the teacher deals the lesson's hand, students play their seats from
    their own screens, bots fill the empty seats and explain every card.

    \b
    Examples:
      hearts serve --seed 7
      hearts serve --find moon --host 0.0.0.0
    """
    try:
        import uvicorn

        from hearts.serve.app import make_app, seat_levels, start_from
        from hearts.serve.guards import allowed_hosts, server_settings
        from hearts.serve.hub import Hub
        from hearts.variants.files import load_variant
    except ImportError as err:  # pragma: no cover - the serve extra is missing
        raise InputError(
            f"hearts serve needs the serve extra: pip install 'hearts-spec[serve]' ({err})"
        ) from None
    if sum(x is not None for x in (seed, theme, deal)) > 1:
        raise click.UsageError("give at most one of --seed, --find and --deal")
    data.mkdir(parents=True, exist_ok=True)
    shown = _shown_host(host)
    base = f"http://{shown}:{port}"
    hub = Hub(data, bot_delay=bot_delay, grace=grace, variant_check=check_games, join=f"{base}/play")
    hub.resume_all()
    for reason in hub.skipped:
        click.echo(f"not resumed: {reason}", err=True)
    if hub.tables:
        click.echo(f"resumed {len(hub.tables)} table(s): {', '.join(sorted(hub.tables))}")
    if seed is not None or theme is not None or deal is not None:
        known = variant if not variant.endswith((".yaml", ".yml")) else load_variant(variant).name
        request: dict[str, object] = {"variant": known, "hand": hand}
        if variant.endswith((".yaml", ".yml")):
            request["variant_file"] = Path(variant).read_text(encoding="utf-8")
        if theme is not None:
            request.update(source="theme", theme=theme, seed=1)
        elif deal is not None:
            request.update(source="deal", deal=deal)
        else:
            request.update(source="seed", seed=seed)
        start = start_from(request, check_games)
        table, token = hub.create(start, seat_levels(bots, start.variant.players))
        click.echo(f"table {table.code}: {start.source}")
        click.echo(f"teacher: {base}/teacher#{table.code}.{token}")
        click.echo(f"students: {base}/play?code={table.code} (table code {table.code})")
    else:
        click.echo(f"teacher: {base}/teacher (make a table there)")
    for line in network_warning(host, base):
        click.echo(line, err=True)
    app = make_app(hub, hosts=allowed_hosts(host, shown))
    config = uvicorn.Config(app, host=host, port=port, log_level="warning", **server_settings())
    uvicorn.Server(config).run()
