"""Every message key a bot record uses, with its parameters and an English template.

Records are data: a key and its parameters (:mod:`hearts.bots.record`). The
walkthrough renders them through the gettext catalogs; :data:`TEMPLATES` is the
English source text, with ``{param}`` placeholders. :data:`KEYS` lists each key's
parameter names, exactly (a test checks every record against it).

Parameter types: ``seat`` :class:`~hearts.cards.Seat`, ``suit`` :class:`~hearts.cards.Suit`,
``cards`` a tuple of :class:`~hearts.cards.Card`, ``under``/``over`` a Card, counts
and ranks ``int`` (ranks 2..14, 11 = jack), flags ``bool``, ``direction`` a pass
direction name (left, right, across, hold); ``scores`` (``step.sampled-playouts``) is the
text ``"<card>=<points> ..."``, the points each candidate took over all the sampled worlds.

Facts are listed in :data:`TEMPLATES` as ``fact.*`` (what the bot knows or inferred), steps as
``step.*`` (a registered function in :mod:`hearts.bots.steps`, and what it keeps).

"""

from __future__ import annotations

__all__ = ["KEYS", "TEMPLATES"]

TEMPLATES: dict[str, str] = {
    # facts
    "fact.hand": "I am {seat}; my hand: {cards}",
    "fact.scoring": "a heart is worth {heart}, the Q♠ {queen}, the J♦ {jack_diamonds}",
    "fact.pass": "passing {count} cards {direction}; chosen so far: {chosen}",
    "fact.trick": "trick {number}, led by {leader}: {cards}",
    "fact.hearts-broken": "hearts broken: {broken}",
    "fact.played": "cards played in earlier tricks: {cards}",
    "fact.points-taken": "{seat} has taken {points} points: {cards}",
    "fact.void": "{seat} is void in {suit} (showed it on trick {since_trick})",
    "fact.passed": "I passed {cards} to {seat}",
    "fact.received": "I received {cards} from {seat}",
    "fact.moon-threat": "{seat} holds all {points} points taken so far: a moon attempt",
    "fact.moon-plan": "my hand can take every point: I am shooting the moon",
    # general steps
    "step.only-legal": "only one card is legal",
    "step.lowest": "play low: the lowest card first",
    "step.highest": "the highest card first",
    "step.random": "a card drawn at random (draw {draw})",
    "step.danger": "most dangerous card first: Q♠, then A♠ and K♠, then high hearts, then high cards",
    "step.duck": "the trick holds points: play the highest card that stays under {under}",
    "step.win-cheaply": "I cannot stay under: win as cheaply as possible (fewest points, lowest card)",
    "step.win-high": "the trick is mine whatever I play ({points} points in it): "
    "win with the highest safe card",
    # passing
    "step.keep-spade-guards": "I hold the Q♠ with {guards} lower spades: keep the queen and her guards",
    "step.pass-high-spades": "only {guards} spades below the queen: pass the Q♠, A♠ or K♠",
    "step.pass-high-hearts": "pass high hearts (rank {from_rank} and up)",
    "step.pass-void-suit": "pass my {length} {suit} to be void in that suit",
    "step.pass-shape": "pass the highest cards, from the shortest suit first",
    # leading
    "step.flush-queen": "the Q♠ is out and my spades are all lower: lead a low spade to force it out",
    "step.avoid-high-spades": "do not lead the A♠, K♠ or Q♠ while the queen can fall on them",
    "step.lead-safest": "counting the cards played (hearts broken: {hearts_broken}): lead the card most "
    "likely to lose the trick",
    "step.avoid-void-suit": "{seat} is void in {suit}: leading it invites their discards on my trick",
    # following
    "step.queen-under": "{over} is winning the spade trick: drop the Q♠ under it",
    "step.early-high": "round {round} of {suit}: on the first trick nobody may throw points "
    "(FIRST-TRICK-POINTS), so I shed my highest card now",
    "step.will-win": "nobody after me can beat my cards (void in the suit: {voids}): win with the highest",
    # discarding
    "step.dump-queen": "void in the suit led: discard the Q♠ now",
    "step.dump-high-spades": "void in the suit led and the Q♠ is out: discard the A♠ or K♠",
    "step.dump-hearts": "void in the suit led (hearts broken: {hearts_broken}): discard the heart "
    "most likely to win a trick later",
    "step.dump-highest": "void in the suit led: discard the card most likely to win a trick later",
    # sampled search (Hard)
    "step.discard-tops": "void in the suit led: the discards worth weighing are the highest card "
    "of each suit and the Q♠",
    "step.sampled-playouts": "I dealt the unseen cards {samples} times as I know them (seed {seed}), "
    "played each card and then the rest of the hand out: fewest points first ({scores})",
    # moon, defence
    "step.moon-keep-hearts": "{seat} may shoot the moon: feed them no heart",
    "step.moon-split": "{winner} takes this trick, not {seat}: give them a heart to stop the moon",
    "step.moon-take": "stop {seat}'s moon: take this trick myself over {over} ({seat} still to play: "
    "{shooter_to_play})",
    "step.moon-lead-stopper": "stop {seat}'s moon: lead a heart nobody can beat",
    # moon, attack
    "step.moon-pass-low": "shooting the moon: pass low cards, keep hearts and winners",
    "step.moon-lead-high": "shooting the moon: lead my surest winner",
    "step.moon-win": "shooting the moon: beat {over} with my highest card",
    "step.moon-discard-low": "shooting the moon and unable to win this trick: "
    "discard a low card, never a point",
}
"""English template of every key."""

KEYS: dict[str, tuple[str, ...]] = {
    "fact.hand": ("seat", "cards"),
    "fact.scoring": ("heart", "queen", "jack_diamonds"),
    "fact.pass": ("direction", "count", "chosen"),
    "fact.trick": ("number", "leader", "cards"),
    "fact.hearts-broken": ("broken",),
    "fact.played": ("cards",),
    "fact.points-taken": ("seat", "points", "cards"),
    "fact.void": ("seat", "suit", "since_trick"),
    "fact.passed": ("seat", "cards"),
    "fact.received": ("seat", "cards"),
    "fact.moon-threat": ("seat", "points"),
    "fact.moon-plan": (),
    "step.only-legal": (),
    "step.lowest": (),
    "step.highest": (),
    "step.random": ("draw",),
    "step.danger": (),
    "step.duck": ("under",),
    "step.win-cheaply": (),
    "step.win-high": ("points",),
    "step.keep-spade-guards": ("guards",),
    "step.pass-high-spades": ("guards",),
    "step.pass-high-hearts": ("from_rank",),
    "step.pass-void-suit": ("suit", "length"),
    "step.pass-shape": (),
    "step.flush-queen": (),
    "step.avoid-high-spades": (),
    "step.lead-safest": ("hearts_broken",),
    "step.avoid-void-suit": ("seat", "suit"),
    "step.queen-under": ("over",),
    "step.early-high": ("suit", "round"),
    "step.will-win": ("voids",),
    "step.dump-queen": (),
    "step.dump-high-spades": (),
    "step.dump-hearts": ("hearts_broken",),
    "step.dump-highest": (),
    "step.discard-tops": (),
    "step.sampled-playouts": ("seed", "samples", "scores"),
    "step.moon-keep-hearts": ("seat",),
    "step.moon-split": ("seat", "winner"),
    "step.moon-take": ("seat", "over", "shooter_to_play"),
    "step.moon-lead-stopper": ("seat",),
    "step.moon-pass-low": (),
    "step.moon-lead-high": (),
    "step.moon-win": ("over",),
    "step.moon-discard-low": (),
}
"""Every key a record may use, with its parameter names (exactly these)."""
