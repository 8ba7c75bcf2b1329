"""``hearts engine-check``: probe an engine's answers to the protocol's edge requests."""

from __future__ import annotations

import click

from hearts.cli.common import emit_json, engine_options, json_option


@click.command("engine-check")
@engine_options(required=True, timeout=10.0)
@json_option()
def command(engine_cmd: str, timeout: float, json_out: str | None) -> None:
    """Send ENGINE the edge requests protocol 1.5 specifies and report how it answers.

    A query before any setup, refused setup actions (index, clause), apply at the end
    of a hand with a deal left over and with none, the deal request, actions past the
    last deal and after the end of the game, perft across hands, a hello with
    another major version, the knobs of the Hearts families and the tables of three,
    five and six (the first lead, the kitty).

    A probe is skipped, with the reason, when it checks something specified after the
    protocol version the engine speaks (a 1.0 engine is held to 1.0) or needs a query the
    engine does not declare (perft, for one: queries are optional). Exit code 0 when no
    probe fails and at least one ran, 1 otherwise, 2 when the engine cannot be started or
    its handshake names another major version.
    """
    from rich.markup import escape

    from hearts.cli.output import open_console
    from hearts.conformance.probe import probe_engine
    from hearts.conformance.protocol import PROTOCOL_VERSION

    report = probe_engine(engine_cmd, timeout)
    console = open_console(stderr=json_out == "-", highlight=False)
    console.print(
        f"[bold]{escape(report.engine)}[/bold] (protocol {escape(report.protocol)}; "
        f"hearts speaks {PROTOCOL_VERSION}): {escape(engine_cmd)}"
    )
    for probe in report.probes:
        if probe.skipped is not None:
            console.print(f"[yellow]skip[/yellow] {probe.name}: {escape(probe.skipped)}")
            continue
        mark = "[green]pass[/green]" if probe.passed else "[red]FAIL[/red]"
        new = f" [dim](new in {probe.since})[/dim]" if probe.new_in_1_1 and not probe.passed else ""
        console.print(f"{mark} {probe.name}: {escape(probe.spec)}{new}")
        for want, said in probe.misses():
            if want:
                console.print(f"     expected:    {escape(want)}")
            console.print(f"     engine said: {escape(said)}")
    verdict = "[green]ok[/green]" if report.ok else "[red]FAILED[/red]"
    skipped = f", {report.skipped} skipped" if report.skipped else ""
    console.print(f"{verdict}: {report.passed} of {len(report.probes)} probe(s) passed{skipped}")
    if report.passed == 0:
        console.print("no probe could be run against this engine")
    if json_out is not None:
        emit_json(report.to_json(), json_out)
    raise SystemExit(0 if report.ok else 1)
