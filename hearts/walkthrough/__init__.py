"""Teaching walkthroughs: one hand, trick by trick, in five languages (HTML, MyST, terminal).

:mod:`.model` builds the data (the teacher's view from the engine states, each seat's
view from its own player views only); :mod:`.render` fills the jinja2 templates with the
sentences of :class:`hearts.words.lang.Lang` (bot decision records and rule clauses in the chosen
language). :mod:`hearts.terminal.stepper` steps through a walkthrough at a console.
"""

from __future__ import annotations
