"""A deliberately wrong engine: the reference engine, except that the Q♠ breaks hearts
(HEARTS-BREAK) whatever the variant says. The fuzzer must find this."""

from __future__ import annotations

import sys
from typing import Any

from hearts.conformance.engine import Engine
from hearts.conformance.server import reference_engine, serve
from hearts.engine.state import Record


class QueenBreaks:
    def __init__(self) -> None:
        self.inner: Engine = reference_engine()

    def capabilities(self) -> Any:
        return self.inner.capabilities()

    def setup(self, record: Record) -> None:
        variant = record.variant.with_knobs(queen_breaks_hearts=True)
        self.inner.setup(Record(variant, record.deals, record.actions, record.first_hand, record.scores))

    def apply(self, card: Any) -> None:
        self.inner.apply(card)

    def query(self, name: str, **args: Any) -> Any:
        return self.inner.query(name, **args)

    def close(self) -> None:
        self.inner.close()


if __name__ == "__main__":
    sys.exit(serve(QueenBreaks()))
