"""``hearts engine``: the reference engine behind the JSON-lines engine protocol.

It reads requests on stdin and answers on stdout (docs/protocol.md), so that
``hearts conform --engine "hearts engine"`` runs the corpus through the protocol,
and so that other tools can drive the reference engine from any language.
"""

from __future__ import annotations

import sys

import click


@click.command("engine")
@click.option(
    "--no-validate",
    is_flag=True,
    help="Skip checking each request against the protocol's JSON Schemas (a little faster).",
)
def command(no_validate: bool) -> None:
    """Serve the reference engine over the engine protocol on stdin/stdout.

    One JSON object per line in each direction; start with a hello request. See
    docs/protocol.md for the messages and hearts/conformance/schemas/ for their schemas.
    """
    from hearts.conformance.server import reference_engine, serve

    # Answers must not be mixed with anything else on stdout.
    out = sys.stdout
    sys.stdout = sys.stderr
    try:
        serve(reference_engine(), None, out, validate=not no_validate)
    finally:
        sys.stdout = out
