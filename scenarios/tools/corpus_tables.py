"""The generated scenarios of the tables of three, five, six and seven (``tables-three.yaml``,
``tables-five.yaml``, ``tables-six.yaml``, ``tables-seven.yaml``; docs/players.md, issue 36).

Each file shows, at its table size, what the four-seat corpus shows at four: each pass
direction and the hold, the first lead (the lowest club in play, the club in the kitty,
any club, the seat after the dealer), following and discarding, leading and breaking
hearts, the first trick's points, the trick's winner, points and the moon over the cards
in play, ties and the end of the game, the kitty with a heart and with the Q♠, perft,
and whole seeded games.

How a scenario is made: its position is found on the reference engine, by construction
(a deal written for it) or by search (seeded deals and seeded or steered play, stopping
at the first position that shows the rule); then every expected figure is computed by
``naive.py``, the rules model that shares no code with the engine, and the engine is
checked to agree (the seat to act, the legal cards, the clause refusing each illegal card,
the points, the scores), or the build stops. ``tests/scenarios`` checks the files against
the naive model again, and ``hearts conform`` against the engine.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import yaml
from corpus_games import perft_items
from naive import Naive, is_point, order, rank, suit

from hearts.cards import Card, Seat
from hearts.engine.deal import Deal
from hearts.engine.rules import rules_for
from hearts.engine.state import Phase, State
from hearts.engine.variant import Variant
from hearts.scenarios.writer import scenario as S
from hearts.scenarios.writer import scenario_file
from hearts.variants.files import builtin_variant_names, load_variant, parse_variant

HEADER = (
    "Written by scenarios/tools/build_corpus.py (see scenarios/tools/corpus_tables.py).\n"
    "Each position was found on the reference engine, by construction or by a seeded\n"
    "search; every expected figure is computed by scenarios/tools/naive.py, a rules model\n"
    "that shares no code with the engine, and the engine was checked to agree.\n"
    'Seats are numbered "1" to "N" in play order (docs/players.md).'
)

Setup = dict[str, Any]


# ------------------------------------------------------------------ the tables


@dataclass
class Table:
    """One table size: its file, its shipped variants and the variants the file defines."""

    seats: int
    word: str
    main: str
    shipped: tuple[str, ...]
    local: dict[str, dict[str, Any]]
    hold_hand: int
    out: list[dict[str, Any]] = field(default_factory=list)

    made: dict[str, Variant] = field(default_factory=dict)

    def variant(self, name: str) -> Variant:
        """A shipped variant, or one this file defines (read once)."""
        if name not in self.made:
            if name in builtin_variant_names():
                self.made[name] = load_variant(name)
            else:
                body = {"name": name, **self.local[name]}
                source = yaml.safe_dump(body, sort_keys=False, allow_unicode=True)
                self.made[name] = parse_variant(source, f"<{self.word} {name}>")
        return self.made[name]

    def knobs(self, name: str) -> dict[str, Any]:
        return dict(self.variant(name).knobs())

    def name(self, seat: int) -> str:
        return str(seat + 1)

    def removed(self, name: str) -> int:
        return rules_for(self.variant(name)).removed

    def deal(self, name: str, tag: str, hand: int = 1) -> Deal:
        return Deal.random(f"tables:{tag}", hand, self.seats, self.removed(name))

    def parse(self, name: str, text: str) -> Deal:
        return Deal.parse(text, self.seats, self.removed(name))


def _cards(value: str | Sequence[str]) -> list[str]:
    return " ".join([value] if isinstance(value, str) else list(value)).split()


def _hands(deal: Deal) -> tuple[list[list[str]], list[str]]:
    return [[c.format() for c in h] for h in deal.hands], [c.format() for c in deal.kitty]


def actions_of(table: Table, setup: Setup) -> list[str]:
    """Every action of a setup in order: the pass picks (seat by seat), then the plays."""
    out: list[str] = []
    for seat in range(table.seats):
        out += _cards(setup.get("passes", {}).get(table.name(seat), ""))
    return out + _cards(setup.get("plays", "")) + _cards(setup.get("actions", ""))


def deals_of(table: Table, name: str, setup: Setup) -> list[Deal]:
    texts = setup["deals"] if "deals" in setup else [setup["deal"]]
    return [table.parse(name, t) for t in texts]


def naive_at(table: Table, name: str, setup: Setup) -> Naive:
    """The naive model at the end of ``setup`` under variant ``name``."""
    scores = setup.get("scores", [0] * table.seats)
    state = Naive(table.knobs(name), setup.get("hand", 1), list(scores))
    deals = iter(deals_of(table, name, setup))
    for card in actions_of(table, setup):
        if state.phase == "deal":
            state.deal(*_hands(next(deals)))
        state.apply(card)
    rest = next(deals, None)
    if rest is not None and state.phase == "deal":
        state.deal(*_hands(rest))
    return state


def engine_at(table: Table, name: str, setup: Setup) -> State:
    """The reference engine at the end of ``setup`` under variant ``name``."""
    scores = tuple(setup.get("scores", [0] * table.seats))
    state = State.start(table.variant(name), None, setup.get("hand", 1), scores)
    deals = iter(deals_of(table, name, setup))
    for card in actions_of(table, setup):
        if state.phase is Phase.DEAL:
            state = state.deal(next(deals))
        state = state.apply(Card.parse(card))
    rest = next(deals, None)
    if rest is not None and state.phase is Phase.DEAL:
        state = state.deal(rest)
    return state


def _result(r: dict[str, Any], winners: bool = False) -> dict[str, Any]:
    keys = ("points", "deltas", "scores", "shooter", *(("winners",) if winners else ()))
    return {k: r[k] for k in keys}


def figure(state: Naive, key: str) -> Any:  # one answer per expectation
    """The naive model's answer to one expectation."""
    if key == "phase":
        return state.phase
    if key == "to_act":
        return None if state.to_act is None or state.phase in ("deal", "over") else state.name(state.to_act)
    if key == "legal":
        return " ".join(state.legal())
    if key == "trick_winner":
        return None if state.last_winner is None else state.name(state.last_winner)
    if key == "hearts_broken":
        return state.broken
    if key == "points":
        return [state.points_of(s) for s in range(state.seats())]
    if key == "scores":
        return list(state.scores)
    if key == "last_hand":
        return _result(state.results[-1], winners=True)
    if key == "hand_results":
        return [_result(r) for r in state.results]
    if key == "game_over":
        return state.phase == "over"
    if key == "winners":
        return sorted(state.name(s) for s in state.winners)
    raise ValueError(key)


def agree(table: Table, name: str, setup: Setup, naive: Naive, illegal: list[dict[str, str]]) -> None:
    """Stop the build unless the engine agrees with the naive model on this position."""
    state = engine_at(table, name, setup)
    where = f"{table.word} {name} {setup}"
    assert str(state.phase) == naive.phase, (where, state.phase, naive.phase)
    if naive.phase in ("pass", "play"):
        assert state.to_act is not None and int(state.to_act) == naive.to_act, where
        assert order([c.format() for c in state.legal_actions()]) == naive.legal(), where
    assert list(state.scores) == naive.scores, (where, state.scores, naive.scores)
    if naive.phase == "play":
        points = [state.points_taken(Seat(s)) for s in range(table.seats)]
        assert points == [naive.points_of(s) for s in range(table.seats)], where
        assert state.hearts_broken == naive.broken, where
    for item in illegal:
        violation = state.why_illegal(Card.parse(item["card"]))
        assert violation is not None and violation.clause == item["clause"], (where, item, violation)


def add(
    table: Table,
    sid: str,
    title: str,
    clauses: Sequence[str],
    variants: Sequence[str],
    setup: Setup,
    keys: Sequence[str],
    illegal: Sequence[tuple[str, str]] | dict[str, Sequence[tuple[str, str]]] = (),
    depths: Sequence[int] = (),
    description: str | None = None,
) -> None:
    """One scenario: its expectations from the naive model under each variant (those that
    differ from the first variant's under ``by_variant``), checked on the engine."""
    answers: dict[str, dict[str, Any]] = {}
    for name in variants:
        naive = naive_at(table, name, setup)
        body = {key: figure(naive, key) for key in keys}
        wrong = illegal.get(name, ()) if isinstance(illegal, dict) else illegal
        cards = [{"card": card, "clause": clause} for card, clause in wrong]
        for item in cards:
            assert item["card"] not in naive.legal(), (sid, name, item)
        if cards:
            body["illegal"] = cards
        if depths:
            body["perft"] = perft_items(naive, depths)
        agree(table, name, setup, naive, cards)
        answers[name] = body
    base = answers[variants[0]]
    by_variant = {}
    for name in variants[1:]:
        differ = {k: v for k, v in answers[name].items() if base.get(k) != v}
        if "illegal" in base and "illegal" not in answers[name]:
            differ["illegal"] = []
        if differ:
            by_variant[name] = differ
    table.out.append(
        S(
            f"tables/{table.word}/{sid}",
            title,
            list(clauses),
            setup,
            base,
            variants=list(variants),
            by_variant=by_variant or None,
            description=description,
        )
    )


# ------------------------------------------------------------------ searching on the engine

Pick = Callable[[State, random.Random], Card]
Stop = Callable[[State], bool]


def random_pick(state: State, rng: random.Random) -> Card:
    legal = state.legal_actions()
    return legal[rng.randrange(len(legal))]


SEARCHED: list[Deal] = [Deal.random(0)]
"""The deal :func:`search` is playing (for a stop that looks at the kitty once the hand is over)."""


def search(
    table: Table, name: str, tag: str, stop: Stop, hand: int, pick: Pick = random_pick, tries: int = 400
) -> tuple[Deal, list[str]]:
    """The first position of seeded play from seeded deals where ``stop`` holds, as the deal
    and the actions that reach it (the engine plays; the naive model checks the result)."""
    variant = table.variant(name)
    for attempt in range(tries):
        deal = table.deal(name, f"{tag}:{attempt}", hand)
        SEARCHED[0] = deal
        rng = random.Random(f"tables:{tag}:{attempt}")
        state = State.start(variant, None, hand).deal(deal)
        actions: list[str] = []
        while state.phase in (Phase.PASS, Phase.PLAY):
            if stop(state):
                return deal, actions
            card = pick(state, rng)
            actions.append(card.format())
            state = state.apply(card)
        if stop(state):
            return deal, actions
    raise AssertionError(f"{table.word} {name}: no position found for {tag}")


def tricks(actions: list[str], seats: int) -> list[str]:
    """Plays as one string per trick."""
    return [" ".join(actions[i : i + seats]) for i in range(0, len(actions), seats)]


def hold_setup(table: Table, deal: Deal, actions: list[str], hand: int | None = None, **extra: Any) -> Setup:
    out: Setup = {"hand": hand or table.hold_hand, **extra, "deal": deal.format()}
    if actions:
        out["plays"] = tricks(actions, table.seats)
    return out


def _led(state: State) -> str | None:
    cards = state.current_trick.cards
    return cards[0].suit.letter if cards else None


def _held(state: State) -> list[str]:
    assert state.to_act is not None
    return [c.format() for c in state.hand(state.to_act)]


def _suits(cards: list[str]) -> set[str]:
    return {suit(c) for c in cards}


# ------------------------------------------------------------------ the scenario families


def club_passes(table: Table, deal: Deal, count: int) -> tuple[str, int, dict[str, str]]:
    """The lowest club held, its holder, and passes in which that holder passes it (with its
    highest cards) and every other seat passes its highest cards."""
    hands, _ = _hands(deal)
    club = min((c for h in hands for c in h if suit(c) == "C"), key=rank)
    holder = next(s for s in range(table.seats) if club in hands[s])
    passes = {}
    for seat in range(table.seats):
        cards = order([c for c in hands[seat] if c != club])[::-1][:count]
        if seat == holder:
            cards = [club, *cards[: count - 1]]
        passes[table.name(seat)] = " ".join(cards)
    return club, holder, passes


def passing(table: Table) -> None:
    """PASS-CYCLE and PASS-COUNT: the holder of the first-lead club passes it, and the seat
    the hand's direction names leads it; the hold; the start of passing (perft)."""
    main = table.variant(table.main)
    n = table.seats
    for hand, direction in enumerate(main.pass_cycle, start=1):
        if direction.value == "hold":
            deal = table.deal(table.main, f"hold:{hand}", hand)
            add(
                table,
                f"pass-hold-hand-{hand}",
                f"Hand {hand} at {table.word} passes nothing: play starts at once",
                ["PASS-CYCLE", "FIRST-LEAD"],
                [table.main],
                {"hand": hand, "deal": deal.format()},
                ["phase", "to_act", "legal"],
            )
            continue
        deal = table.deal(table.main, f"pass:{hand}", hand)
        club, holder, passes = club_passes(table, deal, main.pass_count)
        receiver = (holder + direction.offset_at(n)) % n
        add(
            table,
            f"pass-{direction.value}-hand-{hand}",
            f"Hand {hand} passes {direction.value}: seat {holder + 1} passes the {Card.parse(club)} "
            f"to seat {receiver + 1}, who leads it",
            ["PASS-CYCLE", "PASS-COUNT", "FIRST-LEAD"],
            [table.main],
            {"hand": hand, "deal": deal.format(), "passes": passes},
            ["phase", "to_act", "legal"],
        )
    again = len(main.pass_cycle) + 1
    deal = table.deal(table.main, "pass-again", again)
    add(
        table,
        f"pass-cycle-again-hand-{again}",
        f"Hand {again} starts the cycle again: the first seat passes to the left",
        ["PASS-CYCLE", "PASS-COUNT"],
        [table.main],
        {"hand": again, "deal": deal.format(), "actions": " ".join(order(_hands(deal)[0][0])[:2])},
        ["phase", "to_act", "legal"],
        depths=[1, 2],
    )
    size = main.hand_size
    add(
        table,
        "perft-pass-start",
        f"The start of passing: {size}, then {size} × {size - 1} ordered picks of seat 1",
        ["PASS-COUNT"],
        [table.main],
        {"hand": 1, "deal": table.deal(table.main, "perft-pass", 1).format()},
        ["phase", "to_act"],
        depths=[1, 2],
    )


def first_lead(table: Table, decks: Sequence[str], web: str, any_club: str, dealer: str) -> None:
    """FIRST-LEAD (and WEB-LEAD-2C): the lowest club in play of each deck, any club, the seat
    after the dealer."""
    for name in decks:
        deal = table.deal(name, f"lead:{name}", table.hold_hand)
        naive = Naive(table.knobs(name), table.hold_hand, [0] * table.seats)
        naive.deal(*_hands(deal))
        first = naive.first_card()
        leader = naive.to_act
        assert leader is not None
        other = [c for c in naive.hands[leader] if c != first]
        clubs = [c for c in other if suit(c) == "C"]
        wrong = [(c, "FIRST-LEAD") for c in (clubs[:1] + [c for c in other if suit(c) != "C"][:1])]
        add(
            table,
            f"first-lead-{name}",
            f"{name}: the holder of the {Card.parse(first)}, the lowest club in play, leads it",
            ["FIRST-LEAD", "DEAL"],
            [name],
            {"hand": table.hold_hand, "deal": deal.format()},
            ["phase", "to_act", "legal"],
            illegal=wrong,
        )
    # The web rules' first lead: the lowest club itself.
    deal = table.deal(web, "lead-web", table.hold_hand)
    naive = Naive(table.knobs(web), table.hold_hand, [0] * table.seats)
    naive.deal(*_hands(deal))
    assert naive.to_act is not None
    clubs = [c for c in naive.hands[naive.to_act] if suit(c) == "C" and c != naive.first_card()]
    add(
        table,
        "first-lead-web",
        "Under the web rules at this table the lowest club in play is led itself",
        ["WEB-LEAD-2C", "FIRST-LEAD"],
        [web],
        {"hand": table.hold_hand, "deal": deal.format()},
        ["to_act", "legal"],
        illegal=[(c, "FIRST-LEAD") for c in clubs[:1]],
    )

    # Any club.
    def many_clubs(state: State) -> bool:
        return state.phase is Phase.PLAY and sum(1 for c in _held(state) if suit(c) == "C") >= 3

    deal, _ = search(table, any_club, "any-club", many_clubs, table.hold_hand, tries=200)
    add(
        table,
        "first-lead-any-club",
        "With first_lead: any-club the holder of the lowest club may lead any of their clubs",
        ["FIRST-LEAD"],
        [any_club],
        {"hand": table.hold_hand, "deal": deal.format()},
        ["to_act", "legal"],
    )
    # The seat after the dealer, any card; it moves one seat a hand.
    for hand in (1, table.hold_hand):
        deal = table.deal(dealer, f"dealer:{hand}", hand)
        add(
            table,
            f"first-lead-left-of-dealer-hand-{hand}",
            f"With first_leader: left-of-dealer, seat {(hand - 1) % table.seats + 1} leads hand {hand} "
            "with any card",
            ["FIRST-LEAD"],
            [dealer],
            {"hand": hand, "deal": deal.format()},
            ["to_act", "legal"] if hand == table.hold_hand else ["phase", "to_act"],
        )


def _void_following(state: State, first: bool) -> bool:
    led = _led(state)
    if state.phase is not Phase.PLAY or led is None or (state.trick_number == 1) is not first:
        return False
    return led not in _suits(_held(state))


def play_rules(table: Table, variants: Sequence[str], web: str) -> None:  # noqa: C901, PLR0915 (one family each)
    """FOLLOW, DISCARD, HEARTS-LEAD, HEARTS-BREAK, FIRST-TRICK-POINTS, TRICK-WIN, DECK."""
    h = table.hold_hand
    for i, name in enumerate(variants):

        def follows(state: State) -> bool:
            led = _led(state)
            held = _held(state) if state.phase is Phase.PLAY else []
            return (
                led is not None and state.trick_number > 1 and led in _suits(held) and len(_suits(held)) > 1
            )

        deal, acts = search(table, name, f"follow:{i}", follows, h)
        state = State.start(table.variant(name), None, h).deal(deal).apply_all(acts)
        led = _led(state)
        other = next(c for c in _held(state) if suit(c) != led)
        add(
            table,
            f"follow-{name}",
            f"{name}: a seat holding the suit led must follow it",
            ["FOLLOW"],
            [name],
            hold_setup(table, deal, acts),
            ["to_act", "legal"],
            illegal=[(other, "FOLLOW")],
        )
        deal, acts = search(table, name, f"discard:{i}", lambda s: _void_following(s, False), h)
        add(
            table,
            f"discard-{name}",
            f"{name}: a seat void in the suit led may play any card after the first trick",
            ["DISCARD", "FOLLOW"],
            [name],
            hold_setup(table, deal, acts),
            ["to_act", "legal"],
        )

    name = variants[0]

    def leads_unbroken(state: State) -> bool:
        if state.phase is not Phase.PLAY or state.current_trick.cards or state.trick_number == 1:
            return False
        held = _held(state)
        return not state.hearts_broken and "H" in _suits(held) and len(_suits(held)) > 1

    deal, acts = search(table, name, "lead-unbroken", leads_unbroken, h)
    state = State.start(table.variant(name), None, h).deal(deal).apply_all(acts)
    heart = next(c for c in _held(state) if suit(c) == "H")
    add(
        table,
        "hearts-lead-unbroken",
        "Before hearts are broken the leader may not lead a heart while holding another suit",
        ["HEARTS-LEAD"],
        [name],
        hold_setup(table, deal, acts),
        ["to_act", "legal", "hearts_broken"],
        illegal=[(heart, "HEARTS-LEAD")],
    )

    def leads_only_hearts(state: State) -> bool:
        if state.phase is not Phase.PLAY or state.current_trick.cards or state.hearts_broken:
            return False
        return state.trick_number > 1 and _suits(_held(state)) == {"H"}

    def shed_hearts_late(state: State, rng: random.Random) -> Card:
        """Play that keeps the hearts: the lowest legal card that is not a heart, if any."""
        legal = state.legal_actions()
        plain = [c for c in legal if c.suit.letter != "H"]
        return rng.choice(plain or list(legal))

    deal, acts = search(table, name, "lead-only-hearts", leads_only_hearts, h, shed_hearts_late, tries=2000)
    add(
        table,
        "hearts-lead-only-hearts",
        "A leader holding nothing but hearts may lead one before hearts are broken",
        ["HEARTS-LEAD", "HEARTS-BREAK"],
        [name],
        hold_setup(table, deal, acts),
        ["to_act", "legal", "hearts_broken"],
    )

    def leads_broken(state: State) -> bool:
        if state.phase is not Phase.PLAY or state.current_trick.cards or not state.hearts_broken:
            return False
        held = _held(state)
        return "H" in _suits(held) and len(_suits(held)) > 1

    deal, acts = search(table, name, "lead-broken", leads_broken, h)
    add(
        table,
        "hearts-lead-broken",
        "Once hearts are broken the leader may lead a heart",
        ["HEARTS-LEAD", "HEARTS-BREAK"],
        [name],
        hold_setup(table, deal, acts),
        ["to_act", "legal", "hearts_broken"],
    )

    for card, clauses, title in (
        ("H", ["HEARTS-BREAK"], "A heart discarded on another suit breaks hearts"),
        ("QS", ["HEARTS-BREAK", "WEB-QS-FREE"], "The Q♠ discarded on another suit does not break hearts"),
    ):

        def can_shed(state: State, card: str = card) -> bool:
            if not _void_following(state, False) or state.hearts_broken:
                return False
            held = _held(state)
            return any(c == card or (card == "H" and suit(c) == "H") for c in held)

        deal, acts = search(table, name, f"break:{card}", can_shed, h)
        state = State.start(table.variant(name), None, h).deal(deal).apply_all(acts)
        shed = card if card == "QS" else next(c for c in _held(state) if suit(c) == "H")
        acts = [*acts, shed]
        add(
            table,
            f"hearts-break-{'queen' if card == 'QS' else 'heart'}",
            title + f" (the {Card.parse(shed)})",
            clauses,
            [name],
            hold_setup(table, deal, acts),
            ["to_act", "hearts_broken"],
        )

    # FIRST-TRICK-POINTS: void in the club led on the first trick, with point and safe cards.
    def void_first(state: State) -> bool:
        if not _void_following(state, True):
            return False
        held = _held(state)
        return any(is_point(c) for c in held) and any(not is_point(c) for c in held)

    deal, acts = search(table, name, "first-trick-void", void_first, h, tries=3000)
    state = State.start(table.variant(name), None, h).deal(deal).apply_all(acts)
    points = [c for c in _held(state) if is_point(c)]
    add(
        table,
        "first-trick-void-with-safe-cards",
        "Void in clubs on the first trick: no heart and not the Q♠ while a safe card is held",
        ["FIRST-TRICK-POINTS", "WEB-FIRST-TRICK-STRICT", "DISCARD"],
        [name, web],
        hold_setup(table, deal, acts),
        ["to_act", "legal"],
        illegal={name: [(points[0], "FIRST-TRICK-POINTS")], web: [(points[0], "WEB-FIRST-TRICK-STRICT")]},
    )

    # TRICK-WIN and DECK: a trick where a higher card of another suit was discarded.
    def won_against_discard(state: State) -> bool:
        if state.phase is not Phase.PLAY or state.current_trick.cards or len(state.tricks) < 2:
            return False
        last = state.tricks[-1]
        led = last.cards[0].suit
        top = max((c for c in last.cards if c.suit is led), key=lambda c: c.rank)
        return any(c.suit is not led and c.rank > top.rank for c in last.cards)

    deal, acts = search(table, name, "trick-win", won_against_discard, h)
    add(
        table,
        "trick-winner-highest-of-suit-led",
        "The highest card of the suit led wins, over a higher card of another suit; the winner leads",
        ["TRICK-WIN", "DECK"],
        [name],
        hold_setup(table, deal, acts),
        ["trick_winner", "to_act", "points"],
    )

    def ten_beats_nine(state: State) -> bool:
        if state.phase is not Phase.PLAY or state.current_trick.cards or not state.tricks:
            return False
        last = state.tricks[-1]
        ranks = {c.format()[0] for c in last.cards if c.suit is last.cards[0].suit}
        return {"T", "9"} <= ranks and not ranks & set("JQKA")

    deal, acts = search(table, name, "ten-beats-nine", ten_beats_nine, h, tries=3000)
    add(
        table,
        "trick-winner-ten-over-nine",
        "Ranks run 2 to ace: the 10 beats the 9 of its suit",
        ["TRICK-WIN", "DECK"],
        [name],
        hold_setup(table, deal, acts),
        ["trick_winner", "to_act"],
    )


def first_trick_forced(table: Table, name: str, web: str) -> None:
    """FIRST-TRICK-POINTS at five and six: a seat void in clubs with only hearts (and the Q♠)."""
    variant = table.variant(name)
    n, size = table.seats, variant.hand_size
    deck = [c for h in _hands(table.deal(name, "forced", 1))[0] for c in h]
    hearts = order([c for c in deck if suit(c) == "H"])[::-1]
    forced = [*hearts[: size - 1], "QS"]
    rest = [c for c in deck if c not in forced]
    clubs = order([c for c in rest if suit(c) == "C"])
    others = [c for c in rest if suit(c) != "C"]
    hands: list[list[str]] = [[] for _ in range(n)]
    hands[1] = forced
    pool = clubs + others  # seat 1 gets the lowest clubs and leads
    for seat in [0, *range(2, n)]:
        hands[seat], pool = pool[:size], pool[size:]
    deal = Deal.from_masks([sum(Card.parse(c).bit for c in h) for h in hands])
    naive = Naive(table.knobs(name), table.hold_hand, [0] * n)
    naive.deal(*_hands(deal))
    first = naive.first_card()
    assert naive.to_act == 0, first
    add(
        table,
        "first-trick-only-points",
        "Void in clubs on the first trick with only hearts and the Q♠: any of them may be played",
        ["FIRST-TRICK-POINTS", "WEB-FIRST-TRICK-STRICT"],
        [name, web],
        hold_setup(table, deal, [first]),
        ["to_act", "legal"],
    )


def hand_scores(table: Table, variants: Sequence[str], locked: str) -> None:
    """POINTS, HAND-END, ACCUMULATE, LOCKED-VARIANTS, WEB-HAND-WINNER: whole hands."""
    h = table.hold_hand
    for name in variants:
        deal, acts = search(table, name, f"hand:{name}", lambda s: s.phase is Phase.DEAL, h)
        add(
            table,
            f"hand-end-{name}",
            f"{name}: after the last trick the hand is scored: every point in play is taken once",
            ["HAND-END", "POINTS", "WEB-HAND-WINNER"],
            [name],
            hold_setup(table, deal, acts),
            ["phase", "last_hand"],
        )
    name = variants[0]

    def mid_points(state: State) -> bool:
        return (
            state.phase is Phase.PLAY
            and not state.current_trick.cards
            and len([s for s in Seat.at_table(table.seats) if state.points_taken(s)]) >= 2
        )

    deal, acts = search(table, name, "points-so-far", mid_points, h)
    add(
        table,
        "points-so-far",
        "Each heart taken counts 1 and the Q♠ 13, as the tricks are taken",
        ["POINTS"],
        [name],
        hold_setup(table, deal, acts),
        ["points", "hearts_broken"],
    )

    # LOCKED-VARIANTS: the J♦ scores nothing on the card; the omnibus table gives it -10.
    deal, acts = search(table, name, "jack", lambda s: s.phase is Phase.DEAL, h)
    add(
        table,
        "jack-of-diamonds-locked",
        "The J♦ bonus is off on the card's tables: the J♦ scores nothing; at the omnibus table -10",
        ["LOCKED-VARIANTS", "POINTS"],
        [name, locked],
        hold_setup(table, deal, acts),
        ["last_hand"],
    )
    # ACCUMULATE: two hands, the totals add up.
    first = table.deal(name, "accumulate:1", h)
    rng = random.Random("tables:accumulate")
    state = State.start(table.variant(name), None, h).deal(first)
    per_hand: list[list[str]] = [[]]
    deals = [first]
    while len(state.hand_results) < 2:
        if state.phase is Phase.DEAL:
            deals.append(table.deal(name, "accumulate:2", h + 1))
            state = state.deal(deals[-1])
            per_hand.append([])
            continue
        card = random_pick(state, rng)
        per_hand[-1].append(card.format())
        state = state.apply(card)
    add(
        table,
        "accumulate-two-hands",
        "Scores add up from hand to hand (the second hand passes)",
        ["ACCUMULATE", "POINTS", "PASS-CYCLE"],
        [name],
        {"hand": h, "deals": [d.format() for d in deals], "actions": [" ".join(m) for m in per_hand]},
        ["phase", "hand_results", "scores"],
    )


def steer_moon(shooter: int) -> Pick:
    """Play steered toward a moon by ``shooter``: it plays its highest card, the others feed
    it their point cards when it wins the trick, and play low otherwise."""

    def pick(state: State, rng: random.Random) -> Card:
        legal = list(state.legal_actions())
        seat = state.to_act
        assert seat is not None
        if state.phase is Phase.PASS:
            return min(legal, key=lambda c: (c.rank, rng.random()))
        if int(seat) == shooter:
            return max(legal, key=lambda c: (c.rank, c.suit.letter == "H"))
        trick = state.current_trick
        led = trick.cards[0].suit if trick.cards else None
        mine = trick.card_of(Seat(shooter))
        if mine is not None and led is not None:
            top = max((c for c in trick.cards if c.suit is led), key=lambda c: c.rank)
            if top == mine:
                worth = [c for c in legal if is_point(c.format())]
                if worth:
                    return max(worth, key=lambda c: (c.format() == "QS", c.rank))
                return max(legal, key=lambda c: c.rank)
        safe = [c for c in legal if not is_point(c.format())] or legal
        return min(safe, key=lambda c: c.rank)

    return pick


def moons(table: Table, names: Sequence[str], also: dict[str, str] | None = None) -> None:
    """MOON and WEB-MOON over the cards in play: found by steered play; ``also`` plays a
    moon under a second variant (another reading of the moon's points)."""
    h = table.hold_hand
    for i, name in enumerate(names):
        shooter = i % table.seats

        def shot(state: State) -> bool:
            return state.phase is Phase.DEAL and state.hand_results[-1].shooter is not None

        deal, acts = search(table, name, f"moon:{name}", shot, h, steer_moon(shooter), tries=3000)
        add(
            table,
            f"moon-{name}",
            f"{name}: one seat takes every moon card in play and shoots the moon",
            ["MOON", "WEB-MOON", "POINTS"],
            [name, *([also[name]] if also and name in also else [])],
            hold_setup(table, deal, acts),
            ["last_hand"],
        )


def moon_missed(table: Table, name: str) -> None:
    """MOON: every moon card but one is not a moon."""
    h = table.hold_hand

    def nearly(state: State) -> bool:
        if state.phase is not Phase.DEAL:
            return False
        points = state.hand_results[-1].points
        total = sum(points)
        return state.hand_results[-1].shooter is None and max(points) >= total - 1 and total > 1

    deal, acts = search(table, name, "moon-missed", nearly, h, steer_moon(0), tries=3000)
    add(
        table,
        "moon-missed-by-one-heart",
        "Every moon card but one heart is not a moon: each seat scores what it took",
        ["MOON", "POINTS"],
        [name],
        hold_setup(table, deal, acts),
        ["last_hand"],
    )


def game_ends(table: Table, name: str, shared: str, web: str) -> None:
    """GAME-END, TIE, WEB-TIE: totals before a played hand chosen so that it ends the game,
    ties it, or leaves everyone under the target."""
    h = table.hold_hand
    n = table.seats
    deal, acts = search(table, name, "ending", lambda s: s.phase is Phase.DEAL, h)
    naive = naive_at(table, name, hold_setup(table, deal, acts))
    d = naive.results[-1]["deltas"]
    top = max(d)
    low = sorted(range(n), key=lambda s: d[s])

    def before(finals: list[int]) -> list[int]:
        out = [f - x for f, x in zip(finals, d, strict=True)]
        assert min(out) >= 0, (finals, d)
        return out

    a, b, c = low[0], low[1], low[-1]
    mid = 60 + top
    cases = []
    tie = [mid] * n
    tie[a] = tie[b] = 40 + top
    tie[c] = 100 + top
    cases.append(
        (
            "tie-extra-hand",
            "A shared lowest total when a total passes 100: another hand is dealt",
            ["TIE", "WEB-TIE", "GAME-END"],
            [name, web, shared],
        )
    )
    sole = list(tie)
    sole[b] += 1
    cases.append(
        (
            "game-end-sole-winner",
            "A total passes 100 and the lowest total wins alone",
            ["GAME-END", "ACCUMULATE"],
            [name],
        )
    )
    exact = list(sole)
    exact[c] = 100
    cases.append(("game-end-exactly-100", "A total of exactly 100 ends the game", ["GAME-END"], [name]))
    under = list(sole)
    under[c] = 99
    cases.append(("game-goes-on-at-99", "The highest total is 99: the game goes on", ["GAME-END"], [name]))
    for (sid, title, clauses, variants), finals in zip(cases, (tie, sole, exact, under), strict=True):
        if finals[c] - d[c] < 0:
            finals[c] = d[c]
        add(
            table,
            sid,
            title,
            clauses,
            variants,
            hold_setup(table, deal, acts, scores=before(finals)),
            ["phase", "scores", "game_over", "winners"],
        )


def kitty(table: Table) -> None:
    """DEAL at three-kitty: the kitty with a heart and with the Q♠ goes to the first trick's
    winner with its points; it breaks nothing; a moon needs it."""
    name = "three-kitty"
    h = table.hold_hand
    for card, title in (("H", "a heart"), ("QS", "the Q♠")):

        def kitty_is(state: State, card: str = card) -> bool:
            if state.phase is not Phase.PLAY or len(state.tricks) != 1 or state.current_trick.cards:
                return False
            k = [c.format() for c in state.kitty]
            return bool(k) and (k[0] == card or (card == "H" and suit(k[0]) == "H"))

        deal, acts = search(table, name, f"kitty:{card}", kitty_is, h, tries=2000)
        add(
            table,
            f"kitty-holds-{'queen' if card == 'QS' else 'heart'}",
            f"The kitty holds {title}: the first trick's winner takes it with its points",
            ["DEAL", "POINTS", "HEARTS-BREAK", "TRICK-WIN"],
            [name],
            hold_setup(table, deal, acts),
            ["trick_winner", "points", "hearts_broken"],
        )

    def moon_with_kitty(state: State) -> bool:
        if state.phase is not Phase.DEAL:
            return False
        k = [c.format() for c in SEARCHED[0].kitty]
        return state.hand_results[-1].shooter is not None and any(is_point(c) for c in k)

    deal, acts = search(table, name, "kitty-moon", moon_with_kitty, h, steer_moon(0), tries=6000)
    add(
        table,
        "kitty-moon-counts-the-kitty",
        "A moon at three-kitty counts the kitty's point card: the shooter took the first trick and the kitty",
        ["MOON", "DEAL", "POINTS"],
        [name],
        hold_setup(table, deal, acts),
        ["last_hand"],
    )

    def all_but_the_kitty(state: State) -> bool:
        """Every moon card but the kitty's heart in one seat's tricks: no moon."""
        if state.phase is not Phase.DEAL:
            return False
        kept = [c.format() for c in SEARCHED[0].kitty]
        points = state.hand_results[-1].points
        return (
            any(suit(c) == "H" for c in kept) and max(points) == 25 and state.hand_results[-1].shooter is None
        )

    deal, acts = search(table, name, "kitty-no-moon", all_but_the_kitty, h, steer_moon(1), tries=6000)
    add(
        table,
        "kitty-moon-missed-without-the-kitty",
        "Every moon card but the kitty's heart, taken by another seat with the first trick, is not a moon",
        ["MOON", "DEAL", "POINTS"],
        [name],
        hold_setup(table, deal, acts),
        ["last_hand"],
    )

    # The club that leads lies in the kitty, and passing moves the lowest club held.
    def two_in_kitty(state: State) -> bool:
        deal = state.current_deal
        return deal is not None and any(c.format() == "2C" for c in deal.kitty) and state.phase is Phase.PASS

    deal, _ = search(table, name, "kitty-2c", two_in_kitty, 1, tries=2000)
    club, _holder, passes = club_passes(table, deal, 3)
    add(
        table,
        "kitty-2c-passed-club-leads",
        f"The 2♣ lies in the kitty and the {Card.parse(club)} is passed left: its new holder leads it",
        ["FIRST-LEAD", "DEAL", "PASS-CYCLE"],
        [name],
        {"hand": 1, "deal": deal.format(), "passes": passes},
        ["to_act", "legal"],
    )


def perfts(table: Table, names: Sequence[str]) -> None:
    """Perft at this table: the start of play and positions later in the hand."""
    h = table.hold_hand
    n = table.seats
    for name in names:
        deal = table.deal(name, f"perft-start:{name}", h)
        depth = {3: 6, 5: 6, 6: 7, 7: 8}[n]  # two tricks at three, more than one at five to seven
        add(
            table,
            f"perft-play-start-{name}",
            f"{name}: perft from the start of play in a hand without passing",
            ["FIRST-LEAD", "FOLLOW", "FIRST-TRICK-POINTS"],
            [name],
            {"hand": h, "deal": deal.format()},
            [],
            depths=list(range(1, depth + 1)),
        )
    name = names[0]
    size = table.variant(name).hand_size
    for k, after in enumerate((n + 1, 2 * n + 2, n * (size - 2))):

        def reached(state: State, after: int = after) -> bool:
            played = sum(len(t.cards) for t in state.tricks) + len(state.current_trick.cards)
            return played == after

        deal, acts = search(table, name, f"perft-mid:{k}", reached, h)
        add(
            table,
            f"perft-after-{after}-plays",
            f"Perft after {after} plays (trick {after // n + 1})",
            ["FOLLOW", "DISCARD", "HEARTS-LEAD", "TRICK-WIN"],
            [name],
            hold_setup(table, deal, acts),
            [],
            depths=[1, 2, 3, 4, 5] if after < n * (size - 2) else [1, 2, 3, min(2 * n, 8)],
        )


def games(table: Table, names: Sequence[str]) -> None:
    """Whole seeded games (random legal play) on the naive model, the engine in lockstep."""
    for name in names:
        variant = table.variant(name)
        knobs = table.knobs(name)
        rng = random.Random(f"tables:game:{name}")
        naive = Naive(knobs, 1, [0] * table.seats)
        state = State.start(variant)
        deals: list[str] = []
        actions: list[str] = []
        while naive.phase != "over":
            deal = table.deal(name, f"game:{name}", naive.hand_no)
            deals.append(deal.format())
            naive.deal(*_hands(deal))
            state = state.deal(deal)
            hand: list[str] = []
            while naive.phase in ("pass", "play"):
                legal = naive.legal()
                assert legal == order([c.format() for c in state.legal_actions()])
                card = rng.choice(legal)
                naive.apply(card)
                state = state.apply(Card.parse(card))
                hand.append(card)
            actions.append(" ".join(hand))
        setup = {"deals": deals, "actions": actions}
        add(
            table,
            f"game-{name}",
            f"A whole game at {name} ({len(deals)} hands, random legal play)",
            ["GAME-END", "ACCUMULATE", "POINTS", "PASS-CYCLE", "TIE", "HAND-END"],
            [name],
            setup,
            ["phase", "hand_results", "scores", "game_over", "winners"],
        )


# ------------------------------------------------------------------ the files


def _locals(word: str, players: int, main: str, decks: dict[str, list[str]]) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {
        f"{word}-web": {"base": main, "title": f"The web rules at {word}", "first_trick_points": "never"},
        f"{word}-shared-win": {
            "base": main,
            "title": "A shared lowest total shares the win",
            "tie_rule": "shared-win",
        },
        f"{word}-omnibus": {"base": main, "title": "The J♦ counts -10", "jack_of_diamonds_points": -10},
        f"{word}-any-club": {"base": main, "title": "Any club opens", "first_lead": "any-club"},
        f"{word}-left-of-dealer": {
            "base": main,
            "title": "The seat after the dealer opens",
            "first_leader": "left-of-dealer",
        },
    }
    for name, removed in decks.items():  # as the example file: the card's knobs at this table
        out[name] = {
            "base": "card-1.0.0",
            "title": f"The table of examples/tables/{name}.yaml",
            "players": players,
            "removed": removed,
        }
    return out


TABLES = (
    Table(
        3,
        "three",
        "three-2d",
        ("three-2d", "three-kitty"),
        _locals("three", 3, "three-2d", {"three-2s": ["2S"], "three-2c": ["2C"]}),
        3,
    ),
    Table(
        5,
        "five",
        "five-2d2c",
        ("five-2d2c",),
        _locals("five", 5, "five-2d2c", {"five-2d2s": ["2D", "2S"], "five-2c2s": ["2C", "2S"]}),
        5,
    ),
    Table(
        6,
        "six",
        "six-twos",
        ("six-twos",),
        _locals(
            "six",
            6,
            "six-twos",
            {
                "six-tabletop": ["2D", "3D", "3C", "4C"],
                "six-tgames": ["2C", "2D", "3C", "3D"],
                "six-hearts": ["2C", "3C", "2D", "2S"],
            },
        ),
        6,
    ),
    Table(  # one source seats seven (TabletopGames), so no other deck (docs/players.md)
        7,
        "seven",
        "seven-tabletop",
        ("seven-tabletop",),
        _locals("seven", 7, "seven-tabletop", {}),
        5,
    ),
)


def build(table: Table) -> tuple[str, str]:
    table.out = []
    w = table.word
    web, shared, omni = f"{w}-web", f"{w}-shared-win", f"{w}-omnibus"
    decks = [n for n in table.local if n.startswith(w) and "removed" in table.local[n]]
    passing(table)
    if w == "three":
        pass4 = "three-pass-4"
        table.local[pass4] = {"base": table.main, "title": "Four cards passed", "pass_count": 4}
        deal = table.deal(pass4, "pass-4", 1)
        add(
            table,
            "pass-four-cards",
            "At three-pass-4 each seat picks four cards to pass",
            ["PASS-COUNT"],
            [pass4],
            {"hand": 1, "deal": deal.format(), "actions": " ".join(order(_hands(deal)[0][0])[:3])},
            ["phase", "to_act", "legal"],
        )
    first_lead(table, [table.main, *table.shipped[1:], *decks], web, f"{w}-any-club", f"{w}-left-of-dealer")
    play_rules(table, [table.main, *table.shipped[1:], *decks[:1]], web)
    if w != "three":
        first_trick_forced(table, table.main, web)
    hand_scores(table, [table.main, *table.shipped[1:], *decks[:1]], omni)
    if w == "six":  # the other reading of the moon at six (docs/players.md)
        table.local["six-twos-moon-26"] = {
            "base": "six-twos",
            "title": "The card's 26 for a moon",
            "moon_points": 26,
        }
    moons(table, [table.main, web, *table.shipped[1:], *decks], {"six-twos": "six-twos-moon-26"})
    moon_missed(table, table.main)
    game_ends(table, table.main, shared, web)
    if w == "three":
        kitty(table)
    perfts(table, [table.main, *table.shipped[1:]])
    games(table, [table.main, *table.shipped[1:], *(decks[:1] or [web])])  # seven: one deck
    used = {v for s in table.out for v in s["variants"]}
    variants = {n: body for n, body in table.local.items() if n in used}
    return f"tables-{w}.yaml", scenario_file(
        table.out,
        theme=f"tables-{w}",
        description=(
            f"Every rule at a table of {table.seats} (docs/players.md): passing, the first lead, play, "
            "points, the moon over the cards in play, the end of the game, perft and whole games."
        ),
        variants=variants,
        header=HEADER,
    )


def three() -> tuple[str, str]:
    return build(TABLES[0])


def five() -> tuple[str, str]:
    return build(TABLES[1])


def six() -> tuple[str, str]:
    return build(TABLES[2])


def seven() -> tuple[str, str]:
    return build(TABLES[3])
