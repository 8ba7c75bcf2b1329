"""The shipped variant files (``*.yaml`` beside this module) and their loader, :mod:`hearts.variants.files`.

A variant file is read here, at the edge, into a plain :class:`hearts.engine.variant.Variant`;
the engine itself never reads YAML.
"""
