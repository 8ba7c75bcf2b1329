"""Tools for rule writers: check a variant, compare two variants, print its rule card.

- :mod:`hearts.varianttools.check`: is every decision point of a variant playable?
  (an exhaustive proof over an abstraction of the positions, plus seeded random games)
- :mod:`hearts.varianttools.diff`: which knobs, corpus scenarios and how much real
  play change between two variants.
- :mod:`hearts.varianttools.card`: the rule card of a variant in five languages.

The command line is ``hearts variant check|diff|card`` (:mod:`hearts.cli.cmd_variant`).
"""
