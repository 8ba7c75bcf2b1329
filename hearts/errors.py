"""The base of every error caused by bad input (a file, notation or option).

The command line prints these as one line and exits with code 2, never with a
traceback. Subclass :class:`InputError` for any new kind of bad input.
"""

from __future__ import annotations

__all__ = ["InputError"]


class InputError(ValueError):
    """Bad input: the message says where (file, line, field) and why."""
