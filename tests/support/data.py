"""Walks over plain data (JSON reports, parsed YAML)."""

from __future__ import annotations


def strings(data: object) -> list[str]:
    """Every string in ``data``: keys and values of mappings, items of lists, nested."""
    if isinstance(data, str):
        return [data]
    if isinstance(data, dict):
        return [s for k, v in data.items() for s in (*strings(k), *strings(v))]
    if isinstance(data, list):
        return [s for v in data for s in strings(v)]
    return []
