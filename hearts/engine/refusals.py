"""Refusals: what a rule says when it refuses an action, as a key with parameters.

A :class:`Violation` carries a clause, a key and parameters (as bot records do), never a
finished sentence. Its words are in :mod:`hearts.words.refusals` (the one table of refusal
sentences, in five languages); ``str()`` gives the English ``CLAUSE: reason`` that scenarios
and reports compare.

Parameters are plain values: ``card`` (a card in ASCII notation, ``"KS"``), ``cards`` (a
52-bit mask: the cards a variant keeps out), ``suit`` (a suit letter), ``seat`` (a seat
number), ``phase`` (a word).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from hearts.words.refusals import reason_text, refusal_text

__all__ = ["RefusalParam", "Violation", "seat_params"]

RefusalParam = int | str
"""A parameter value: a mask (``cards``), a seat number (``seat``) or a plain string."""


@dataclass(frozen=True, slots=True)
class Violation:
    """Why an action is not legal: the clause that forbids it, a key and its parameters.

    ``key`` names the case (``follow``, ``first-trick-points/table``...; see
    :data:`hearts.words.refusals.REFUSALS`); ``str()`` is the English ``CLAUSE: reason``.

    >>> str(Violation("FOLLOW", "follow", (("suit", "C"), ("card", "7C"))))
    'FOLLOW: must follow ♣; 7♣ is in hand'
    """

    clause: str
    key: str
    params: tuple[tuple[str, RefusalParam], ...] = field(default=())

    @property
    def message(self) -> str:
        """The reason in English, without the clause."""
        return reason_text(self, "en")

    def __str__(self) -> str:
        return refusal_text(self)


def seat_params(seat: int, seats: int) -> tuple[tuple[str, RefusalParam], ...]:
    """The parameters that name a seat in a refusal: the seat, and the table's size when it is not
    four (so that ``Seat 3`` is written where a table of four says ``South``).

    >>> seat_params(2, 4), seat_params(2, 5)
    ((('seat', 2),), (('seat', 2), ('seats', 5)))
    """
    return (("seat", seat),) if seats == 4 else (("seat", seat), ("seats", seats))
