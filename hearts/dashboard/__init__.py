"""The conformance dashboard: many engines side by side, over time.

``hearts dashboard`` runs the scenario corpus and a fixed fuzzing budget on every engine a
small config file names (:mod:`hearts.dashboard.config`), keeps each engine's run as a result
file with its date and versions (:mod:`hearts.dashboard.runfiles`), and renders a static site
from every result file kept so far (:mod:`hearts.dashboard.site`): engines as columns,
clauses and corpus files as rows, one matrix per table size, a page per clause and per
engine with the failures and the engine's answers, and the history of each engine's runs.
The figures behind the pages are computed in :mod:`hearts.dashboard.matrix`.

Result files are read as hostile input: size, nesting and schema are checked first, and
every text in them reaches the pages escaped.
"""
