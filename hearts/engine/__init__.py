"""The reference engine: the rules of Hearts over immutable states (no I/O, no YAML, no terminal).

Layers inside, each using only those below it:

* :mod:`hearts.engine.view`: what one seat may know (AI-INFO), the only thing bots see;
* :mod:`hearts.engine.state`: :class:`~hearts.engine.state.State`, one cohesive position with one
  legal-actions and one apply per phase, its phases and its game record;
* :mod:`hearts.engine.results`: what play produces, as values (tricks, hand results, outcomes);
* :mod:`hearts.engine.rules`: one short function per clause of ``RULES.md``, over card masks;
* :mod:`hearts.engine.deal` and :mod:`hearts.engine.variant`: a deal, and every rule that differs
  between rule sets as a plain value;
* :mod:`hearts.engine.clauses`: the clause IDs of the rule index.

The public names are also at the top of the package: ``from hearts import State, Variant``.
"""

from hearts.engine.native import guard

guard()  # the compiled core only when built from these sources (docs/engine.md, "A compiled build")
