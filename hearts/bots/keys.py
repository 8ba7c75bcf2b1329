"""Every message key a bot record uses: its parameters, and when its sentence is true.

Records are data: a key and its parameters (:mod:`hearts.bots.decision`). The
walkthrough renders them through the gettext catalogs (the English sentences are
``hearts.words.lang.RECORD_TEMPLATES``). :data:`KEYS` lists each key's
parameter names, exactly and in order (a test checks every record against it).
:data:`TRUTH` says, for each key, when its sentence is true: a predicate over the
position (the player's view, and for facts the real cards), the cards the step was
given (*given*), the cards it kept (*kept*, best first) and the chosen card. The
auditor (``hearts bots audit``, :mod:`hearts.audit`) checks every claim of every
record with its own code, written from these conditions.

Parameter types: ``seat``/``leader``/``winner`` :class:`~hearts.cards.Seat`, ``suit``
:class:`~hearts.cards.Suit`, ``cards``/``chosen`` a tuple of :class:`~hearts.cards.Card`,
``under``/``over`` a Card, counts, points and ranks ``int`` (ranks 2..14, 11 = jack),
flags ``bool``, ``direction`` a pass direction name (left, right, across, left-2, right-2, hold);
``scores`` (``step.sampled-playouts``) is the text ``"<card>=<points> ..."``, the points
each candidate took over all the worlds dealt (``worlds`` of ``samples`` tries).

*Unseen* cards are those neither in the bot's hand nor played to an earlier trick nor
on the table, nor removed from the deck (public), nor in a kitty already taken (public then);
a kitty still face down is unseen. A step that *orders* keeps every card it was given and only ranks them;
a step that *keeps* some drops the others (and keeps everything when none match).
"""

from __future__ import annotations

__all__ = ["HEADLINE_PARAMS", "KEYS", "TRUTH"]

KEYS: dict[str, tuple[str, ...]] = {
    "fact.hand": ("seat", "cards"),
    "fact.scoring": ("heart", "queen", "jack_diamonds"),
    "fact.point-table": ("table", "moon_cards", "first_trick_cards"),
    "fact.table": ("seats", "hand_size", "removed", "kitty_size", "kitty"),
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
    # The rules other engines play (issue 37): said when the variant plays them.
    "fact.pass-drawn": ("direction",),
    "fact.unpassable": ("cards",),
    "fact.queen-after-hearts": (),
    "fact.queen-first-chance": (),
    "fact.no-trick-bonus": ("points", "tricks"),
    "step.only-legal": (),
    "step.lowest": (),
    "step.highest": (),
    "step.random": ("draw",),
    "step.danger": ("queen_played",),
    "step.danger-points": ("cards", "catchers", "queen_played", "bonus"),
    "step.duck": ("under",),
    "step.win-cheaply": (),
    "step.win-high": ("points", "over"),
    "step.last-free": (),
    "step.keep-spade-guards": ("guards",),
    "step.pass-high-spades": ("guards", "queen"),
    "step.pass-high-hearts": ("from_rank",),
    "step.pass-void-suit": ("suit", "length"),
    "step.pass-shape": (),
    "step.flush-queen": (),
    "step.avoid-high-spades": (),
    "step.lead-safest": ("hearts_broken",),
    "step.avoid-void-suit": ("seat", "suit"),
    "step.queen-under": ("over",),
    "step.early-high": ("suit",),
    "step.will-win": ("voids", "over", "suit"),
    "step.take-bonus": ("points", "over"),
    "step.keep-bonus": ("cards",),
    "step.dump-points": ("points",),
    "step.dump-queen": (),
    "step.dump-high-spades": (),
    "step.dump-hearts": ("hearts_broken",),
    "step.dump-highest": (),
    "step.discard-tops": (),
    "step.sampled-playouts": ("seed", "samples", "worlds", "scores"),
    "step.moon-keep-hearts": ("seat",),
    "step.moon-split": ("seat", "winner"),
    "step.moon-take": ("seat", "over", "shooter_to_play"),
    "step.moon-lead-stopper": ("seat",),
    "step.moon-pass-low": (),
    "step.moon-lead-high": (),
    "step.moon-win": ("over",),
    "step.moon-discard-low": (),
}
"""Every key a record may use, with its parameter names (exactly these, in this order)."""

HEADLINE_PARAMS = ("actor", "card")
"""A headline (:class:`~hearts.bots.decision.Headline`) has its step's parameters and these."""

TRUTH: dict[str, str] = {
    # facts: about the real position when the bot decides
    "fact.hand": "cards are the seat's hand (while passing: without the cards already chosen)",
    "fact.scoring": "heart, queen and jack_diamonds are the variant's points for a heart, the Q♠, "
    "the J♦ (the sentence names the J♦ only when it scores)",
    "fact.point-table": "table lists every card that scores in the variant with its points (``QS=13 "
    "KS=10 ...``: most points first, then in card order), and no other card scores; moon_cards and "
    "first_trick_cards are the variant's knobs (the sentence says what a moon needs)",
    "fact.table": "seats is the number of players, hand_size the cards each was dealt, removed the "
    "cards out of play, kitty_size the cards of the kitty and kitty its cards once the first trick's "
    "winner has taken it (empty before); only at a table other than four seats with the full deck",
    "fact.pass": "count is the variant's pass count, direction this hand's pass direction, chosen "
    "the cards already chosen to pass",
    "fact.trick": "number is the trick's number, leader its leader, cards the cards on the table",
    "fact.hearts-broken": "broken is whether hearts are broken",
    "fact.played": "cards are exactly the cards of this hand's completed tricks",
    "fact.points-taken": "cards are the scoring cards seat took in completed tricks (with the kitty, "
    "once taken, for the first trick's winner; a card that scores "
    "nothing in the variant is left out) and points is their value",
    "fact.void": "seat holds no card of suit, and since_trick is the first trick where it did not "
    "follow a suit lead",
    "fact.passed": "the bot passed exactly cards to seat this hand",
    "fact.received": "the bot received exactly cards from seat this hand",
    "fact.moon-threat": "seat is another seat that took points in completed tricks, points is their "
    "value, and no other seat took a scoring card",
    "fact.moon-plan": "no other seat has taken a scoring card this hand",
    "fact.pass-drawn": "the variant draws the pass direction (PASS-RANDOM) and direction is the one "
    "this hand's deal drew",
    "fact.unpassable": "cards are exactly the variant's cards that may not be passed (PASS-KEEP) that "
    "the bot holds or has chosen",
    "fact.queen-after-hearts": "the variant keeps the Q♠ back until hearts are broken (QUEEN-AFTER-HEARTS)",
    "fact.queen-first-chance": "the variant makes the Q♠ be played at the first chance (QUEEN-FIRST-CHANCE)",
    "fact.no-trick-bonus": "points is what the variant gives a player who takes no trick (NO-TRICK-BONUS), "
    "tricks the number of completed tricks of this hand the bot won",
    # steps: about the position, the cards given, the cards kept and the choice
    "step.only-legal": "exactly one card is legal",
    "step.lowest": "orders: kept is given, lowest rank first",
    "step.highest": "orders: kept is given, highest rank first",
    "step.random": "kept is the one given card at position draw (modulo their number)",
    "step.danger": "orders: the Q♠, then A♠ and K♠, then hearts high to low, then the other cards "
    "high to low; queen_played is whether the Q♠ was played (an earlier trick or the table)",
    "step.danger-points": "orders: cards worth 5 points or more (cards: exactly those given, in this "
    "order) most points first, then the A♠ and K♠ when worth less and the Q♠ is worth 5 or more (catchers: "
    "whether one of them is), then the "
    "other cards worth points (most first), then the cards worth none, then those worth less than none; "
    "the highest first among equals; queen_played is whether the Q♠ was played (an earlier trick or "
    "the table); bonus is whether a given card is worth less than zero (the sentence names that rank "
    "only then)",
    "step.duck": "under is the card winning the trick; kept are the given cards of its suit ranked below "
    "it (they cannot win the trick), highest first",
    "step.win-cheaply": "every given card follows the suit led and beats the card winning the trick; "
    "orders: fewest points first, then the lowest",
    "step.win-high": "the bot plays last; over is the card winning the trick and every given card "
    "beats it; points are the trick's points; orders: fewest points first, then the highest",
    "step.last-free": "the bot plays last and the trick holds no points; orders: fewest points first, "
    "then the highest",
    "step.keep-spade-guards": "the hand holds the Q♠ and guards spades below it; kept are the given "
    "cards other than those spades; none of them is passed while the Q♠ is in hand (the seat's later "
    "passes in this pass)",
    "step.pass-high-spades": "the hand holds guards spades below the Q♠ and queen is whether it holds "
    "the Q♠; kept are the given Q♠, A♠, K♠ in that order",
    "step.pass-high-hearts": "kept are the given hearts of rank from_rank and up, highest first",
    "step.pass-void-suit": "the hand holds exactly length cards of suit, no more than the cards still "
    "to pass; kept are the given cards of suit, highest first",
    "step.pass-shape": "orders: highest rank first, then the card from the shorter suit",
    "step.flush-queen": "the bot leads; the Q♠ is unseen and every spade in hand is lower; kept are the "
    "given spades below the Q♠, lowest first",
    "step.avoid-high-spades": "the bot leads and the Q♠ is not played yet; kept are the given cards "
    "other than the A♠, K♠, Q♠",
    "step.lead-safest": "the bot leads; hearts_broken is whether hearts are broken; orders: fewest "
    "unseen lower cards of its suit first, then most unseen higher ones, then the lowest",
    "step.avoid-void-suit": "the bot leads; seat holds no suit and, from what the bot may know, may still "
    "hold a point card (an unseen card worth more than zero of a suit seat has not shown a void in, "
    "and not one the bot passed to another seat); kept are the given cards other than the suit cards "
    "some unseen card of suit is lower than",
    "step.queen-under": "over is the spade winning the trick, above the Q♠; kept is the Q♠",
    "step.early-high": "it is the first trick, the variant forbids points on it, and the trick is "
    "of suit; orders: fewest points first, then the highest",
    "step.will-win": "over is the card winning the trick of suit, every given card beats it, and "
    "every seat still to play is void in suit (voids) or no unseen suit card beats the lowest "
    "given card (not voids); orders: fewest points first, then the highest",
    "step.take-bonus": "over is the card winning the trick; points are the trick's points and are below "
    "zero; kept are the given cards beating over, fewest points first, then the lowest",
    "step.keep-bonus": "cards are exactly the given cards worth less than zero, and not every given card; "
    "kept are the other given cards",
    "step.dump-points": "the bot cannot follow the suit led; points are the most any given card is worth, "
    "5 or more; kept are the given cards worth that, highest first",
    "step.dump-queen": "the bot cannot follow the suit led; kept is the Q♠",
    "step.dump-high-spades": "the bot cannot follow the suit led and the Q♠ is unseen; kept are the "
    "given A♠ and K♠, highest first",
    "step.dump-hearts": "the bot cannot follow the suit led; kept are the given hearts some unseen "
    "heart is lower than, highest first",
    "step.dump-highest": "the bot cannot follow the suit led; orders: most unseen lower cards of its "
    "suit first, then the shorter suit in hand, then the higher card",
    "step.discard-tops": "the bot cannot follow the suit led; kept are the highest given card of each "
    "suit and the Q♠, highest first",
    "step.sampled-playouts": "scores name every given card; 0 < worlds <= samples; orders: fewest "
    "points over the worlds first (the given order among equals)",
    "step.moon-keep-hearts": "seat took every scoring card taken so far and, from what the bot may know, "
    "may still win this trick: it is winning it, or it is still to play to it, has not shown a void in "
    "the suit led and an unseen card of that suit beats the winning one; kept are the given cards other "
    "than hearts",
    "step.moon-split": "seat took every scoring card taken so far and has played to this trick; winner "
    "is winning it; kept are the given hearts, lowest first",
    "step.moon-take": "seat took every scoring card taken so far; over is the card winning the trick; "
    "seat is still to play (shooter_to_play) or is winning a trick with points in it; kept are the "
    "given cards beating over, highest first (shooter_to_play) or fewest points then lowest",
    "step.moon-lead-stopper": "the bot leads; seat took every scoring card taken so far; kept are the "
    "given hearts no unseen heart beats, lowest first",
    "step.moon-pass-low": "the bot plans a moon; orders: cards other than hearts and the Q♠ first, "
    "lowest first",
    "step.moon-lead-high": "the bot leads and plans a moon; orders: fewest unseen higher cards of its "
    "suit first, then non-hearts, then the highest",
    "step.moon-win": "the bot plans a moon; over is the card winning the trick; kept are the given "
    "cards beating it, highest first",
    "step.moon-discard-low": "the bot plans a moon and no given card can win the trick; orders: "
    "cards worth no points (0 or less) first (when there are some, only those), lowest first",
}
"""When each key's sentence is true (the auditor's specification)."""
