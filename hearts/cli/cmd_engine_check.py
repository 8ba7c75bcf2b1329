"""``hearts engine-check``: probe an engine's answers to the protocol's edge requests."""

from __future__ import annotations

import click

from hearts.cli.common import emit_json, engine_options, json_option


@click.command("engine-check")
@engine_options(required=True, timeout=10.0)
@json_option()
def command(engine_cmd: str, timeout: float, json_out: str | None) -> None:
    """Send ENGINE the edge requests protocol 1.1 specifies and report how it answers.

    A query before any setup, refused setup actions (index, clause), apply at the end
    of a hand with a deal left over and with none, the deal request, actions past the
    last deal and after the end of the game, perft across hands, and a hello with
    another major version. Exit code 0 when every probe passes, 1 otherwise.
    """
    from rich.console import Console
    from rich.markup import escape

    from hearts.conformance.probe import probe_engine

    report = probe_engine(engine_cmd, timeout)
    console = Console(stderr=json_out == "-", highlight=False)
    console.print(
        f"[bold]{escape(report.engine)}[/bold] (protocol {escape(report.protocol)}): {escape(engine_cmd)}"
    )
    for probe in report.probes:
        mark = "[green]pass[/green]" if probe.passed else "[red]FAIL[/red]"
        new = f" [dim](new in {probe.since})[/dim]" if probe.new_in_1_1 and not probe.passed else ""
        console.print(f"{mark} {probe.name}: {escape(probe.spec)}{new}")
        for want, said in probe.misses():
            if want:
                console.print(f"     expected:    {escape(want)}")
            console.print(f"     engine said: {escape(said)}")
    passed = sum(p.passed for p in report.probes)
    verdict = "[green]ok[/green]" if report.ok else "[red]FAILED[/red]"
    console.print(f"{verdict}: {passed} of {len(report.probes)} probe(s) passed")
    if json_out is not None:
        emit_json(report.to_json(), json_out)
    raise SystemExit(0 if report.ok else 1)
