"""Teaching walkthroughs: one hand, trick by trick, in five languages (HTML, MyST, terminal).

:mod:`.model` builds the data (the teacher's view from the engine states, each seat's
view from its own player views only); :mod:`.texts` turns bot decision records and
rule clauses into sentences in the chosen language; :mod:`.render` fills the jinja2
templates; :mod:`.stepper` steps through a walkthrough at a console.
"""

from __future__ import annotations
