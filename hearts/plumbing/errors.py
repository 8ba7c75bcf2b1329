"""The base of every error caused by bad input (a file, notation or option).

The command line prints these as one line and exits with code 2, never with a
traceback. Subclass :class:`InputError` for any new kind of bad input.
"""

from __future__ import annotations

__all__ = ["InputError", "MissingExtra"]


class InputError(ValueError):
    """Bad input: the message says where (file, line, field) and why."""


class MissingExtra(InputError):
    """A feature needs an optional dependency that is not installed; says which extra brings it."""

    def __init__(self, feature: str, extra: str) -> None:
        super().__init__(
            f"{feature} need the optional '{extra}' dependencies: pip install 'hearts-spec[{extra}]'"
        )
        self.feature, self.extra = feature, extra
