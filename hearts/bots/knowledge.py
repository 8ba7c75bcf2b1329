"""What a bot knows: its own memory of the public play, and the facts it decides on (AI-INFO).

A bot is told only what the server sends its seat: the :class:`~hearts.engine.view.PlayerView`
before it acts and, through ``observe(view)``, the seat's new view after every
action. :class:`Memory` keeps what those views showed (every card played, who won
which trick, who failed to follow suit), so a bot can remember the whole hand even
when the variant lets it review only the last trick (knob ``history: last-trick``).

:class:`Known` is the snapshot a decision is taken from. It is written into the
decision record as facts (:meth:`Known.facts`) and rebuilt from them
(:meth:`Known.from_facts`), so a record can be replayed without the bot.
Every card a fact names is a card the seat could know: its hand, its passes and
receipts, and cards it saw played.
"""

from __future__ import annotations

import dataclasses

from hearts.bots.decision import Fact, as_cards, as_int, as_seat, as_suit
from hearts.cards import ALL_CARDS, BB_ALL, BB_HEARTS, BB_QS, BB_SUITS, Card, Rank, Seat, Suit, cards_of_mask
from hearts.engine.results import Trick
from hearts.engine.rules import Scoring, hand_points, rules_for, scoring_for, scoring_of, trick_winner
from hearts.engine.variant import FirstTrickCards, MoonCards, Variant, per_variant
from hearts.engine.view import PlayerView

__all__ = ["HEAVY", "Known", "Memory", "known_of", "mask_of", "moon_hand", "moon_threat", "point_table"]

HEAVY = 5
"""A card worth this many points or more is a *heavy* point card (the Q♠ on the card; the K♠
and A♠ under Black Maria; the high hearts under Spot Hearts): shed first, never led into."""


def point_table(variant: Variant) -> str:
    """The variant's point table as record data, when the shorthands (``heart_points``,
    ``queen_points``, ``jack_of_diamonds_points``) do not say it all: every card that scores,
    ``"QS=13 KS=10 AS=7 2H=1 ..."`` (most points first, then in card order); ``""`` when they do."""
    if (
        not variant.points
        and variant.moon_cards is MoonCards.HEARTS_AND_QUEEN
        and variant.first_trick_cards is FirstTrickCards.PENALTY_CARDS
    ):
        return ""
    values = variant.card_values()
    scoring = sorted((-values[c.index], c.index) for c in ALL_CARDS if values[c.index])
    return " ".join(f"{ALL_CARDS[i].format()}={-v}" for v, i in scoring)


def _table_variant(table: str, moon_cards: str, first_trick_cards: str) -> Variant:
    """A variant that scores exactly by ``table`` (:func:`point_table`'s text)."""
    points = tuple((item.partition("=")[0], int(item.partition("=")[2])) for item in table.split())
    return Variant(
        heart_points=0,
        queen_points=0,
        points=points,
        moon_cards=MoonCards(moon_cards),
        first_trick_cards=FirstTrickCards(first_trick_cards),
    )


_HIGH_SPADES = Card(Suit.SPADES, Rank.ACE).bit | Card(Suit.SPADES, Rank.KING).bit
LEVEL_RANK = {"easy": 0, "normal": 1, "hard": 2}


def mask_of(cards: tuple[Card, ...] | list[Card]) -> int:
    m = 0
    for c in cards:
        m |= c.bit
    return m


class Known:
    """The facts a decision is taken from (a snapshot; steps read it, never change it)."""

    __slots__ = (
        "_trick_bits",
        "_trick_of",
        "broken",
        "chosen",
        "direction",
        "first_trick_cards",
        "first_trick_clean",
        "hand",
        "hand_size",
        "heart_points",
        "jack_points",
        "kitty",
        "kitty_size",
        "leader",
        "level",
        "moon_cards",
        "moon_plan",
        "moon_threat",
        "no_trick",
        "pass_count",
        "pass_random",
        "passed",
        "passed_to",
        "phase",
        "played",
        "queen_play",
        "queen_points",
        "received",
        "received_from",
        "removed",
        "scoring",
        "search_seed",
        "seat",
        "seats",
        "table",
        "taken",
        "trick",
        "trick_number",
        "tricks_won",
        "unpassable",
        "voids",
    )

    def __init__(self) -> None:
        self.level = "easy"
        self.phase = "play"
        self.seat = Seat.NORTH
        self.hand = 0
        self.heart_points = 1
        self.queen_points = 13
        self.jack_points = 0
        self.table = ""
        """The point table (:func:`point_table`) when the shorthands do not say it all."""
        self.moon_cards = MoonCards.HEARTS_AND_QUEEN.value
        self.first_trick_cards = FirstTrickCards.PENALTY_CARDS.value
        self.scoring: Scoring = scoring_for(1, 13, 0)
        """What the cards score in this game (POINTS, MOON), from :mod:`hearts.engine.rules`."""
        self.trick_number = 1
        self.leader = Seat.NORTH
        self.trick: tuple[Card, ...] = ()
        self.direction = "left"
        self.pass_count = 3
        self.chosen = 0
        self.broken = False
        self.played = 0
        """Cards of the completed tricks this bot saw (its own memory)."""
        self.seats = 4
        """How many players sit at the table (knob ``players``)."""
        self.hand_size = 13
        """The cards each seat was dealt (and so the tricks of a hand)."""
        self.removed = 0
        """The cards out of play (knob ``removed``): public, never unseen."""
        self.kitty_size = 0
        """The cards of the kitty (``leftover: kitty``): unseen until the first trick is won."""
        self.kitty = 0
        """The kitty's cards once its winner has taken them (known to every seat then), else 0."""
        self.taken: tuple[int, ...] = (0, 0, 0, 0)
        """The cards that score (:attr:`Scoring.cards`) each seat took in completed tricks (the
        kitty with the first trick)."""
        self.voids: tuple[tuple[int, int], ...] = ()
        """``(seat, suit)`` pairs with the trick number where the void showed, as ``(seat*4+suit, trick)``."""
        self.passed_to: Seat | None = None
        self.passed = 0
        self.received_from: Seat | None = None
        self.received = 0
        self.moon_threat: Seat | None = None
        self.moon_plan = False
        self.first_trick_clean = True
        """The variant forbids points on the first trick (FIRST-TRICK-POINTS; no step reads it)."""
        self.search_seed = 0
        """Seed of this decision's sampled search (Hard; the record's step holds it, not a fact)."""
        # The rules other engines play (issue 37): facts only, no step reads them.
        self.pass_random = False
        """The deal drew this hand's pass direction (PASS-RANDOM)."""
        self.unpassable = 0
        """The cards the bot holds or chose that may not be passed (PASS-KEEP), while passing."""
        self.queen_play = "free"
        """When the Q♠ may or must be played (QUEEN-AFTER-HEARTS, QUEEN-FIRST-CHANCE)."""
        self.no_trick = 0
        """The points for taking no trick (NO-TRICK-BONUS); 0 off."""
        self.tricks_won: int | None = None
        """The completed tricks of this hand the bot won (``None`` when it did not see them all)."""
        self._trick_of: tuple[Card, ...] | None = None
        """The trick whose cards :attr:`trick_mask` last worked out (``_trick_bits``)."""
        self._trick_bits = 0

    # -------------------------------------------------------------- derived

    @property
    def classic(self) -> bool:
        """The cards score as on the card (each heart the same, below :data:`HEAVY`, and the Q♠
        heavy; nothing else): the steps written for the Q♠ and the hearts say it all."""
        values = dict((mask, value) for mask, value in self.scoring.values if value)
        hearts = values.get(BB_HEARTS, 0)
        return set(values) == {BB_HEARTS, BB_QS} and 0 < hearts < HEAVY and values[BB_QS] >= HEAVY

    def heavy(self, cards: tuple[Card, ...]) -> tuple[Card, ...]:
        """The cards worth :data:`HEAVY` points or more, most points first, then the highest."""
        return tuple(
            sorted(
                (c for c in cards if self.points(c.bit) >= HEAVY),
                key=lambda c: (-self.points(c.bit), -c.rank),
            )
        )

    @property
    def catchers(self) -> bool:
        """The Q♠ is heavy and the A♠ or K♠ is not: they rank next as the cards that could catch it."""
        high = (Card(Suit.SPADES, Rank.ACE), Card(Suit.SPADES, Rank.KING))
        return self.points(BB_QS) >= HEAVY and any(self.points(c.bit) < HEAVY for c in high)

    @property
    def bonus_mask(self) -> int:
        """The cards that score below zero (a bonus for whoever takes them)."""
        return self.scoring.bonus_cards

    @property
    def point_mask(self) -> int:
        """The cards that score above zero."""
        return self.scoring.penalty_cards

    def points(self, mask: int) -> int:
        """POINTS of the cards in ``mask`` (:func:`hearts.engine.rules.hand_points`)."""
        return hand_points(mask, self.scoring)

    def seat_points(self, seat: int) -> int:
        return self.points(self.taken[seat])

    @property
    def scoring_mask(self) -> int:
        """The cards that score in this variant (hearts, Q♠, J♦ when they are worth points)."""
        return self.scoring.cards

    @property
    def trick_mask(self) -> int:
        """The cards of the trick on the table (a mask; worked out once for each trick)."""
        trick = self.trick
        if trick is not self._trick_of:
            self._trick_of, self._trick_bits = trick, mask_of(trick)
        return self._trick_bits

    @property
    def seen(self) -> int:
        """Every card this seat knows the place of: its hand, cards played, this trick, the
        removed cards and the kitty once taken."""
        return self.hand | self.played | self.trick_mask | self.removed | self.kitty

    @property
    def outstanding(self) -> int:
        """Unseen cards: not in this hand, not seen played, not removed, not in a kitty taken;
        somewhere in the other hands (or in the kitty still face down)."""
        return ~self.seen & BB_ALL

    @property
    def on_table(self) -> bool:
        """The table is not the card's four seats and full deck (a ``fact.table`` says so)."""
        return self.seats != 4 or bool(self.removed) or bool(self.kitty_size)

    def void_mask(self, seat: int) -> int:
        """The suits (as a 4-bit mask) ``seat`` is known to be void in."""
        out = 0
        for key, _ in self.voids:
            if key >> 2 == seat:
                out |= 1 << (key & 3)
        return out

    @property
    def queen_out(self) -> bool:
        """The Q♠ is neither in this hand nor played yet."""
        return bool(self.outstanding & BB_QS)

    def winner(self) -> tuple[Card, int] | None:
        """The card winning the trick on the table and the seat that played it."""
        if not self.trick:
            return None
        best = trick_winner(self.trick, mask_of(self.trick))  # TRICK-WIN
        return self.trick[best], (self.leader + best) % self.seats

    def to_play_after(self) -> tuple[int, ...]:
        """Seats still to play to this trick after this one."""
        n = len(self.trick)
        return tuple((self.seat + i) % self.seats for i in range(1, self.seats - n))

    @property
    def plays_last(self) -> bool:
        """This seat is the last to play to the trick on the table."""
        return len(self.trick) == self.seats - 1

    # ---------------------------------------------------------------- facts

    def facts(self) -> tuple[Fact, ...]:
        """This snapshot as record facts; the level decides which memories it uses."""
        lvl = LEVEL_RANK.get(self.level, 2)
        out: list[Fact] = [
            Fact("fact.hand", {"seat": self.seat, "cards": tuple(cards_of_mask(self.hand))}),
            Fact(
                "fact.point-table",
                {
                    "table": self.table,
                    "moon_cards": self.moon_cards,
                    "first_trick_cards": self.first_trick_cards,
                },
            )
            if self.table
            else Fact(
                "fact.scoring",
                {"heart": self.heart_points, "queen": self.queen_points, "jack_diamonds": self.jack_points},
            ),
        ]
        if self.on_table:
            out.append(
                Fact(
                    "fact.table",
                    {
                        "seats": self.seats,
                        "hand_size": self.hand_size,
                        "removed": tuple(cards_of_mask(self.removed)),
                        "kitty_size": self.kitty_size,
                        "kitty": tuple(cards_of_mask(self.kitty)),
                    },
                )
            )
        out.extend(self._peer_rule_facts())
        if self.phase == "pass":
            out.append(
                Fact(
                    "fact.pass",
                    {
                        "direction": self.direction,
                        "count": self.pass_count,
                        "chosen": tuple(cards_of_mask(self.chosen)),
                    },
                )
            )
            out.extend(self._peer_pass_facts())
        else:
            out.append(
                Fact("fact.trick", {"number": self.trick_number, "leader": self.leader, "cards": self.trick})
            )
            if lvl >= 1:
                out.append(Fact("fact.hearts-broken", {"broken": self.broken}))
                out.append(Fact("fact.played", {"cards": tuple(cards_of_mask(self.played))}))
                scoring = self.scoring_mask
                for seat in Seat.at_table(self.seats):
                    taken = self.taken[seat] & scoring
                    if taken:
                        out.append(
                            Fact(
                                "fact.points-taken",
                                {
                                    "seat": seat,
                                    "points": self.points(taken),
                                    "cards": tuple(cards_of_mask(taken)),
                                },
                            )
                        )
        if lvl >= 2:
            for key, since in self.voids:
                out.append(
                    Fact("fact.void", {"seat": Seat(key >> 2), "suit": Suit(key & 3), "since_trick": since})
                )
            if self.passed_to is not None and self.passed:
                out.append(
                    Fact("fact.passed", {"seat": self.passed_to, "cards": tuple(cards_of_mask(self.passed))})
                )
            if self.received_from is not None and self.received:
                out.append(
                    Fact(
                        "fact.received",
                        {"seat": self.received_from, "cards": tuple(cards_of_mask(self.received))},
                    )
                )
            if self.moon_threat is not None:
                out.append(
                    Fact(
                        "fact.moon-threat",
                        {"seat": self.moon_threat, "points": self.seat_points(self.moon_threat)},
                    )
                )
            if self.moon_plan:
                out.append(Fact("fact.moon-plan", {}))
        return tuple(out)

    def _peer_rule_facts(self) -> list[Fact]:
        """The Q♠ rule and the no-trick bonus in play (issue 37), as facts."""
        out: list[Fact] = []
        if self.queen_play != "free":
            out.append(Fact(f"fact.queen-{self.queen_play}", {}))
        if self.no_trick and self.phase != "pass" and self.tricks_won is not None:
            out.append(Fact("fact.no-trick-bonus", {"points": self.no_trick, "tricks": self.tricks_won}))
        return out

    def _peer_pass_facts(self) -> list[Fact]:
        """The drawn pass direction and the cards that may not be passed (issue 37), as facts."""
        out: list[Fact] = []
        if self.pass_random:
            out.append(Fact("fact.pass-drawn", {"direction": self.direction}))
        if self.unpassable:
            out.append(Fact("fact.unpassable", {"cards": tuple(cards_of_mask(self.unpassable))}))
        return out

    @classmethod
    def from_facts(cls, facts: tuple[Fact, ...], level: str, phase: str) -> Known:  # noqa: C901, PLR0912, PLR0915 (one branch per kind of fact in the view)
        """Rebuild the snapshot from a record's facts (for replay)."""
        k = cls()
        k.level = level
        k.phase = phase
        taken = [0] * 6
        voids: list[tuple[int, int]] = []
        for f in facts:
            p = f.params
            if f.key == "fact.hand":
                k.seat = as_seat(p["seat"])
                k.hand = mask_of(as_cards(p["cards"]))
            elif f.key == "fact.table":
                k.seats, k.hand_size = as_int(p["seats"]), as_int(p["hand_size"])
                k.removed = mask_of(as_cards(p["removed"]))
                k.kitty_size = as_int(p["kitty_size"])
                k.kitty = mask_of(as_cards(p["kitty"]))
            elif f.key == "fact.scoring":
                k.heart_points = as_int(p["heart"])
                k.queen_points = as_int(p["queen"])
                k.jack_points = as_int(p["jack_diamonds"])
                k.scoring = scoring_for(k.heart_points, k.queen_points, k.jack_points)
            elif f.key == "fact.point-table":
                k.table, k.moon_cards, k.first_trick_cards = (
                    str(p["table"]),
                    str(p["moon_cards"]),
                    str(p["first_trick_cards"]),
                )
                k.scoring = scoring_of(_table_variant(k.table, k.moon_cards, k.first_trick_cards))
            elif f.key == "fact.pass":
                k.direction = str(p["direction"])
                k.pass_count = as_int(p["count"])
                k.chosen = mask_of(as_cards(p["chosen"]))
            elif f.key == "fact.trick":
                k.trick_number = as_int(p["number"])
                k.leader = as_seat(p["leader"])
                k.trick = as_cards(p["cards"])
            elif f.key == "fact.hearts-broken":
                k.broken = bool(p["broken"])
            elif f.key == "fact.played":
                k.played = mask_of(as_cards(p["cards"]))
            elif f.key == "fact.points-taken":
                taken[as_seat(p["seat"])] = mask_of(as_cards(p["cards"]))
            elif f.key == "fact.void":
                voids.append((as_seat(p["seat"]) * 4 + int(as_suit(p["suit"])), as_int(p["since_trick"])))
            elif f.key == "fact.passed":
                k.passed_to = as_seat(p["seat"])
                k.passed = mask_of(as_cards(p["cards"]))
            elif f.key == "fact.received":
                k.received_from = as_seat(p["seat"])
                k.received = mask_of(as_cards(p["cards"]))
            elif f.key == "fact.moon-threat":
                k.moon_threat = as_seat(p["seat"])
            elif f.key == "fact.moon-plan":
                k.moon_plan = True
            elif f.key == "fact.pass-drawn":
                k.pass_random = True
            elif f.key == "fact.unpassable":
                k.unpassable = mask_of(as_cards(p["cards"]))
            elif f.key in ("fact.queen-after-hearts", "fact.queen-first-chance"):
                k.queen_play = f.key.removeprefix("fact.queen-")
            elif f.key == "fact.no-trick-bonus":
                k.no_trick, k.tricks_won = as_int(p["points"]), as_int(p["tricks"])
        k.taken = tuple(taken[: k.seats])
        k.voids = tuple(voids)
        if k.removed:  # MOON, DEAL: a moon needs every moon card in play, the deck less the removed
            s = k.scoring
            k.scoring = dataclasses.replace(s, moon=s.moon & ~k.removed, deck=s.deck & ~k.removed)
        return k


def _know_peer_rules(k: Known, view: PlayerView, tricks: tuple[Trick, ...]) -> None:
    """The rules other engines play (issue 37) that the bot states: the Q♠ rule, the no-trick
    bonus with the tricks it won (only when it saw every trick), and while passing the drawn
    direction and the cards it holds that may not be passed."""
    v = view.variant
    k.queen_play, k.no_trick = v.queen_play.value, v.no_trick_points
    if view.phase == "pass":
        k.pass_random = v.pass_random
        k.unpassable = view.hand.mask & rules_for(v).unpassable
    elif len(tricks) == view.tricks_played:
        k.tricks_won = sum(1 for t in tricks if t.winner == view.seat)


def moon_hand(hand: int, seats: int = 4, removed: int = 0) -> bool:
    """Whether a hand can shoot the moon: no likely loser in hearts, at most one elsewhere,
    and enough hearts to hold the suit (a plain estimate from the cards alone, at a table of
    ``seats`` with the ``removed`` cards out of play)."""
    losers = 0
    drop = seats - 1
    for suit in Suit:
        mine = hand & BB_SUITS[suit]
        length = mine.bit_count()
        if not length:
            continue
        others = (BB_SUITS[suit] & ~removed).bit_count() - length
        i = 0
        bit = 1 << (suit * 13 + 12)
        lowest = 1 << (suit * 13)
        higher_not_mine = 0
        while bit >= lowest:
            if mine & bit:
                # Round i: we have won i rounds; the others drop one card each a round.
                if higher_not_mine > i and others - drop * i > 0:
                    losers += 1
                    if suit is Suit.HEARTS:
                        return False
                i += 1
            elif not removed & bit:
                higher_not_mine += 1
            bit >>= 1
    hearts = (hand & BB_HEARTS).bit_count()
    return losers <= 1 and hearts >= 5 and bool(hand & (BB_QS | _HIGH_SPADES))


def moon_threat(k: Known) -> Seat | None:
    """Another seat holds every point taken so far, with enough hearts played to matter."""
    holder = -1
    for seat in range(k.seats):
        if k.taken[seat]:
            if holder >= 0:
                return None
            holder = seat
    if holder < 0 or holder == k.seat:
        return None
    taken = k.taken[holder]
    hearts = (taken & BB_HEARTS).bit_count()
    if hearts >= 5 or (taken & BB_QS and hearts >= 2):
        return Seat(holder)
    return None


def _voids_shown(tricks: tuple[Trick, ...], seats: int) -> dict[int, int]:
    """``seat * 4 + suit`` -> the trick where ``seat`` first failed to follow ``suit`` (in trick order)."""
    since: dict[int, int] = {}
    for t in tricks:
        cards = t.cards
        if len(cards) < 2:
            continue
        led = cards[0].suit
        for i in range(1, len(cards)):
            if cards[i].suit is not led:
                since.setdefault(((t.leader + i) % seats) * 4 + led, t.number)
    return since


def _plays_now(view: PlayerView) -> bool:
    """The view is of a hand being played (passing or playing). After the last card the engine
    already numbers the next hand while it still lists the tricks just played: such a view
    belongs to no hand a decision is taken in, and nothing is learned from it."""
    return view.phase == "pass" or view.phase == "play"


class Memory:
    """The completed tricks of the hand being played that one seat saw, from its views only.

    Every fact a decision uses is derived again, at each decision, from the view in hand
    and these tricks (:meth:`known`), so nothing can go stale. When the view lists every
    completed trick (knob ``history: all-tricks``, every shipped variant) the view alone
    says it all and the memory is not read. Under ``history: last-trick`` the memory keeps
    the earlier tricks the seat saw; it is tied to the hand they were played in and checked
    against each new view (same hand number, no more tricks than the view says are done, the
    same cards for a trick seen twice, none of its cards in the seat's hand), and forgotten
    when the view tells another hand.
    """

    __slots__ = ("_cards", "_last", "hand_number", "seen")

    def __init__(self) -> None:
        self.reset(-1)

    def reset(self, hand_number: int) -> None:
        self.hand_number = hand_number
        self.seen: dict[int, Trick] = {}
        """Trick number -> the completed trick, for the hand ``hand_number``."""
        self._cards = 0
        """The cards of the tricks in ``seen`` (a mask)."""
        self._last = 0
        """The highest trick number in ``seen`` (0 when it is empty)."""

    def _fits(self, view: PlayerView) -> bool:
        """The tricks remembered can belong to the hand this view shows."""
        if view.hand_number != self.hand_number or self._last > view.tricks_played:
            return False
        seen = self.seen
        for t in view.tricks:
            old = seen.get(t.number)
            if old is not None and old is not t and old != t:
                return False
        return not self._cards & view.hand.mask

    def absorb(self, view: PlayerView) -> None:
        """Take in the completed tricks a view of a hand being played shows."""
        if not _plays_now(view):
            return
        if not self._fits(view):
            self.reset(view.hand_number)
        seen = self.seen
        for t in view.tricks:
            number = t.number
            old = seen.get(number)
            if old is not t:
                seen[number] = t
                if old is None:  # (a trick seen before has the same cards: _fits)
                    self._cards |= mask_of(t.cards)
                    self._last = max(self._last, number)

    def tricks(self, view: PlayerView) -> tuple[Trick, ...]:
        """The completed tricks of this hand the seat knows of now, in order."""
        if not _plays_now(view):
            return ()
        if len(view.tricks) == view.tricks_played:
            return view.tricks  # the view lists them all
        self.absorb(view)
        return tuple(self.seen[n] for n in sorted(self.seen))

    def known(self, view: PlayerView, level: str) -> Known:
        """The snapshot for a decision now: :func:`known_of` the view and the tricks it knows."""
        return known_of(view, self.tricks(view), level)


@per_variant
def _scoring_facts(variant: Variant) -> tuple[str, str, str]:
    """The variant's :func:`point_table`, moon cards and first-trick cards as record data
    (worked out once for each variant object)."""
    return point_table(variant), variant.moon_cards.value, variant.first_trick_cards.value


def known_of(view: PlayerView, tricks: tuple[Trick, ...], level: str) -> Known:
    """The facts of a decision, derived from the view in hand and the completed tricks of this
    hand the seat knows of (all of them unless the variant shows only the last and the seat
    did not watch): cards played, points taken, voids shown, passes, the moon facts."""
    k = Known()
    v = view.variant
    rules = rules_for(v)
    k.level = level
    k.seat = view.seat
    k.hand = view.hand.mask
    k.heart_points = v.heart_points
    k.queen_points = v.queen_points
    k.jack_points = v.jack_of_diamonds_points
    k.table, k.moon_cards, k.first_trick_cards = _scoring_facts(v)
    k.scoring = rules.scoring
    k.first_trick_clean = bool(rules.first_trick_kept_out)
    k.seats, k.hand_size, k.removed = view.seats, rules.hand_size, rules.removed
    k.kitty_size = rules.kitty_size
    if view.kitty is not None:
        k.kitty = view.kitty.mask
    hard = LEVEL_RANK.get(level, 2) >= 2
    _know_peer_rules(k, view, tricks)
    if view.phase == "pass":
        k.phase = "pass"
        k.direction = str(view.pass_direction)
        k.pass_count = v.pass_count
        k.chosen = view.passing.mask
        k.hand = view.hand.mask & ~view.passing.mask
        if hard:
            k.moon_plan = moon_hand(view.hand.mask, k.seats, k.removed)
        return k
    trick = view.current_trick
    k.trick_number = trick.number
    k.leader = trick.leader
    k.trick = trick.cards
    k.broken = view.hearts_broken
    scoring = rules.scoring.cards
    played = 0
    taken = [0] * k.seats
    for t in tricks:
        m = mask_of(t.cards)
        played |= m
        if t.winner is not None:
            if t.number == 1:
                m |= k.kitty  # DEAL: the first trick's winner takes the kitty with it
            taken[t.winner] |= m & scoring
    k.played = played
    k.taken = tuple(taken)
    if hard:
        mine = 0
        for t in tricks:
            card = t.card_of(view.seat)
            if card is not None:
                mine |= card.bit
        k.voids = tuple(sorted(_voids_shown((*tricks, trick), k.seats).items()))
        offset = view.pass_direction.offset_at(k.seats)
        if offset and view.passing:
            k.passed_to = view.seat.offset(offset, k.seats)
            k.passed = view.passing.mask
        if offset and view.received is not None:
            k.received_from = view.seat.offset(-offset, k.seats)
            k.received = view.received.mask
        # The moon plan: the hand the seat began the play with could shoot, and nobody else has
        # taken a scoring card since (known only when every completed trick is known).
        whole = len(tricks) == view.tricks_played
        others = any(taken[s] for s in range(k.seats) if s != view.seat)
        k.moon_plan = whole and not others and moon_hand(k.hand | mine, k.seats, k.removed)
        k.moon_threat = moon_threat(k)
    return k
