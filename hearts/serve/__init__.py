"""``hearts serve``: a classroom table in the browser (see docs/serve.md).

The teacher deals the lesson's hand to a table, students take its seats from their own
screens, bots fill the empty seats and explain every card. The reference engine
(:class:`hearts.engine.state.State`, kept on the server) is the only authority: a page sends
intents, the server checks each one against the engine and sends every viewer what it may see.

Inside: :mod:`~hearts.serve.limits` (the bounds), :mod:`~hearts.serve.words` (the pages' words in
five languages), :mod:`~hearts.serve.starts` (where a table's game comes from),
:mod:`~hearts.serve.table` (one table: game, seats, bots, ask the room, its saved record),
:mod:`~hearts.serve.messages` (the messages a page may send), :mod:`~hearts.serve.snapshot`
(what each viewer is sent) and :mod:`~hearts.serve.records` (the data folder, read as hostile
input), :mod:`~hearts.serve.hub` (every table and connection) and
:mod:`~hearts.serve.app` (the Starlette application).
"""
