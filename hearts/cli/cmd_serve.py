"""``hearts serve``: a classroom table in the browser (see docs/serve.md).

Listens first (on loopback by default): a busy port or an address this machine does not have
is refused in one line, exit 2, before anything is written. Then it resumes the tables saved in
``--data`` (each named, with its students' link) and, given a seed, a theme or a deal, makes a
first table and prints its code and the teacher's address; then serves (Starlette on uvicorn, on
the socket it bound). ``--host`` for the classroom network prints the join address, the code and
a warning that anyone on that network can join with the code.
"""

from __future__ import annotations

import errno
import ipaddress
import socket
from pathlib import Path
from typing import TYPE_CHECKING

import click

from hearts.cli.common import range_option
from hearts.plumbing.errors import InputError
from hearts.plumbing.inputs import shown
from hearts.serve.limits import MAX_TABLES, TABLES_CEILING

if TYPE_CHECKING:
    from hearts.serve.hub import Hub

LOOPBACK = "127.0.0.1"
BACKLOG = 2048
"""Connections the kernel holds for the server until it takes them (uvicorn's own default)."""


def listening(host: str, port: int) -> socket.socket:
    """A socket bound to ``host`` and ``port`` and listening (connections wait in the kernel
    until the server takes them), or :class:`InputError` in one line: an address this machine
    cannot listen on, a port in use or not allowed."""
    said = f"'{shown(host, 60)}'"
    try:
        family, kind, proto, _, address = socket.getaddrinfo(
            host or None, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE
        )[0]
    except (OSError, UnicodeError, ValueError) as err:
        why = err.strerror if isinstance(err, OSError) and err.strerror else str(err) or type(err).__name__
        raise InputError(f"--host {said}: not an address to listen on ({shown(why, 80)})") from None
    sock = socket.socket(family, kind, proto)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(address)
        sock.listen(BACKLOG)
    except OSError as err:
        sock.close()
        if err.errno == errno.EADDRINUSE:
            why = f"--port {port}: in use on {said} (another server?); choose another, --port 0: any free one"
        elif err.errno == errno.EADDRNOTAVAIL:
            why = f"--host {said}: not an address of this machine"
        elif err.errno == errno.EACCES:
            why = f"--port {port}: not allowed here (a port below 1024 needs privileges)"
        else:
            why = f"--host {said} --port {port}: cannot listen: {err.strerror or err}"
        raise InputError(why) from None
    return sock


def _lan_address() -> str:
    """This machine's address on the network it routes through (no packet is sent)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.255.255.255", 1))
            return str(probe.getsockname()[0])
        except OSError:
            return LOOPBACK


def _shown_host(host: str) -> str:
    shown_as = _lan_address() if host in ("0.0.0.0", "::", "") else host
    return f"[{shown_as}]" if ":" in shown_as else shown_as


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
@click.option(
    "--database",
    envvar="HEARTS_DATABASE",
    metavar="URL",
    help="The class records: sqlite:///FILE or postgresql://USER@HOST/DB "
    "(default: the file DATA.records.sqlite beside --data; env HEARTS_DATABASE).",
)
@click.option(
    "--class",
    "classes",
    multiple=True,
    metavar="CODE",
    help="Make this class (2 to 20 letters, digits or hyphens): students join it with its code and "
    "their name, and their decisions are kept (repeat for more classes).",
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
    help="Make a first table with this deal (at three to seven seats 1:... 2:..., K:... a kitty).",
)
@click.option(
    "--lesson",
    type=click.Path(path_type=Path, dir_okay=False),
    help="Make a first table from a lesson file (docs/lessons.md): its deal, hand, totals, variant and bots.",
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
@range_option(
    "--max-tables",
    1,
    TABLES_CEILING,
    MAX_TABLES,
    "Tables the server keeps at once (a new one past it is refused, or takes the place of the idle "
    "table that changed longest ago).",
)
def command(
    host: str,
    port: int,
    data: Path,
    database: str | None,
    classes: tuple[str, ...],
    seed: int | None,
    theme: str | None,
    deal: str | None,
    lesson: Path | None,
    hand: int,
    variant: str,
    bots: str,
    bot_delay: float,
    grace: float,
    check_games: int,
    max_tables: int,
) -> None:
    """Serve classroom tables: the teacher deals the lesson's hand, students play their seats from
    their own screens, bots fill the empty seats and explain every card.

    \b
    Examples:
      hearts serve --seed 7
      hearts serve --find moon --host 0.0.0.0
    """
    if sum(x is not None for x in (seed, theme, deal, lesson)) > 1:
        raise click.UsageError("give at most one of --seed, --find, --deal and --lesson")
    lesson_text = None
    if lesson is not None:  # read (bounded) before any port is taken
        from hearts.plumbing.inputs import read_text
        from hearts.walkthrough.lessonfile import MAX_LESSON_BYTES

        lesson_text = read_text(lesson, MAX_LESSON_BYTES)
    sock = listening(host, port)  # first: a busy port writes nothing, and connections wait from now
    try:
        try:
            import uvicorn

            from hearts.serve.app import make_app, seat_levels, start_from
            from hearts.serve.guards import allowed_hosts, server_settings
            from hearts.serve.hub import Hub
            from hearts.serve.store import open_store
            from hearts.variants.files import load_variant
        except ImportError as err:  # pragma: no cover - the serve extra is missing
            raise InputError(
                f"hearts serve needs the serve extra: pip install 'hearts-spec[serve]' ({err})"
            ) from None
        base = f"http://{shown(_shown_host(host), 80)}:{sock.getsockname()[1]}"
        chosen = load_variant(variant)  # read even with no first table: a bad file is refused now
        try:
            data.mkdir(parents=True, exist_ok=True)
        except OSError as err:
            folder = shown(str(data), 80)
            raise InputError(f"--data {folder}: cannot make the folder: {err.strerror}") from None
        store = open_store(database, data)
        for code in classes:
            click.echo(f"class {store.add_class(code)}: students join with this code and their name")
        hub = Hub(
            data,
            bot_delay=bot_delay,
            grace=grace,
            variant_check=check_games,
            join=f"{base}/play",
            store=store,
            max_tables=max_tables,
        )
        hub.resume_all()
        _say_resumed(hub, data, base)
        if seed is not None or theme is not None or deal is not None or lesson_text is not None:
            known = variant if not variant.endswith((".yaml", ".yml")) else chosen.name
            request: dict[str, object] = {"variant": known, "hand": hand}
            if variant.endswith((".yaml", ".yml")):
                request["variant_file"] = Path(variant).read_text(encoding="utf-8")
            if lesson_text is not None:
                request.update(source="lesson", lesson=lesson_text, where=str(lesson))
            elif theme is not None:
                request.update(source="theme", theme=theme, seed=1)
            elif deal is not None:
                request.update(source="deal", deal=deal)
            else:
                request.update(source="seed", seed=seed)
            start = start_from(request, check_games)
            levels = start.levels if start.kind == "lesson" else seat_levels(bots, start.variant.players)
            table, token = hub.create(start, levels)
            click.echo(f"table {table.code}: {shown(start.source, 120)}")
            click.echo(f"teacher: {base}/teacher#{table.code}.{token}.{hub.key}")
            click.echo(f"students: {base}/play?code={table.code} (table code {table.code})")
        else:
            click.echo(f"teacher: {base}/teacher#{hub.key} (make a table there)")
        click.echo(f"class records: {store.said}")
        for line in network_warning(shown(host, 60), base):
            click.echo(line, err=True)
        app = make_app(hub, hosts=allowed_hosts(host, _shown_host(host)))
        config = uvicorn.Config(app, host=host, port=port, log_level="warning", **server_settings())
    except BaseException:
        sock.close()
        raise
    uvicorn.Server(config).run(sockets=[sock])


def _say_resumed(hub: Hub, data: Path, base: str) -> None:
    """What start-up found in the data folder: each table resumed, with its students' link (its
    teacher's link is the one printed when it was made: the server keeps only its token's
    digest), and one line for each record not resumed (see :mod:`hearts.serve.records`)."""
    if hub.swept:
        folder = shown(str(data), 80)
        click.echo(f"removed {hub.swept} unfinished write(s) of a record (.tmp) from {folder}", err=True)
    for reason in hub.skipped:
        click.echo(f"not resumed: {reason}", err=True)
    for code in sorted(hub.tables):
        table = hub.tables[code]
        played = f"hand {table.state.hand_number}, {len(table.actions)} card(s) played"
        what = f"{shown(table.start.variant.name, 40)}, {played}"
        click.echo(f"resumed table {code} ({what}): students: {base}/play?code={code}")
    if hub.tables:
        click.echo(
            "the teacher's link of a resumed table is the one printed when it was made "
            "(the server keeps only a digest of its token); this start's link below makes new tables"
        )
