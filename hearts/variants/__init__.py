"""The shipped variant files (``*.yaml`` beside this module) and their loader, :mod:`hearts.variants.files`.

A variant file is read here, at the edge, into a plain :class:`hearts.engine.variant.Variant`;
the engine itself never reads YAML.
"""

from __future__ import annotations

__all__ = ["builtin_variant_names"]


def builtin_variant_names() -> list[str]:
    """Names of the variants shipped with the package: the names of their files, read without
    parsing them (so that a command's ``--help`` loads neither YAML nor the engine)."""
    from importlib import resources

    folder = resources.files("hearts") / "variants"
    return sorted(p.name[:-5] for p in folder.iterdir() if p.name.endswith(".yaml"))
