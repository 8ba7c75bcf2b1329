"""The generated families, data by nature: whole seeded games and perft counts.

The figures come from ``naive.py`` (this folder's own rules model). While building,
every game is also replayed in the reference engine and the two must agree on the
legal actions and the results, or the build stops. Everything else in
``scenarios/`` is written by hand in YAML.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from naive import RANKS, SUITS, Naive, order, perft, suit

from hearts.scenarios.writer import scenario as S
from hearts.scenarios.writer import scenario_file

SEATS = "NESW"
DECK = [f"{r}{s}" for s in SUITS for r in "23456789TJQKA"]
ALL = ["card-1.0.0", "web", "web-strict", "omnibus", "openspiel"]
"""The shipped variants the generated scenarios are stated for."""

# The worked hand of follow.yaml (a hand without passing), one string per trick.
F1 = "N:T72.AK.54.987654 E:AKQ.QJT9.AKQ.AK3 S:J986543.87.JT.QJ W:-.65432.987632.T2"
F1_TRICKS = [
    "2C KC 3C 2D",
    "QC JC TH TC",
    "AC 9C 2H 7C",
    "9D 7D 3D AD",
    "4H 3H JH 2S",
    "8C 3S 5H QS",
    "6C 6S 6H KH",
    "5C 7S 7H AH",
    "4C 8S 8H TD",
    "QH 4D 9H JD",
    "8D 5D KD QD",
    "4S KS TS 9S",
    "AS JS 6D 5S",
]


def parse_deal(text: str) -> list[list[str]]:
    """Deal notation (``N:♣.♦.♠.♥ E:...``, tens as ``T``) as four lists of cards."""
    hands: list[list[str]] = [[], [], [], []]
    for token in text.split():
        seat, _, body = token.partition(":")
        for i, part in enumerate(body.split(".")):
            if part != "-":
                hands[SEATS.index(seat)].extend(f"{r}{SUITS[i]}" for r in part)
    return hands


def deal_text(hands: list[list[str]]) -> str:
    """Four lists of cards in deal notation."""
    out = []
    for s, hand in zip(SEATS, hands, strict=True):
        parts = []
        for su in SUITS:
            ranks = sorted((c[0] for c in hand if suit(c) == su), key=RANKS.index, reverse=True)
            parts.append("".join(ranks) or "-")
        out.append(f"{s}:{'.'.join(parts)}")
    return " ".join(out)


def hold(deal: str, plays: str | list[str] = "", hand: int = 4) -> dict[str, Any]:
    """A setup in a hand without passing (hand 4 of the usual cycle)."""
    out: dict[str, Any] = {"hand": hand, "deal": deal}
    if plays:
        out["plays"] = plays
    return out


def knobs_of(name: str) -> dict[str, Any]:
    from hearts.variants.files import load_variant

    return dict(load_variant(name).knobs())


def _cards(value: str | list[str]) -> list[str]:
    return " ".join(value if isinstance(value, list) else [value]).split()


def naive_replay(setup: dict[str, Any], knobs: dict[str, Any]) -> Naive:
    """The naive model at the end of a one-deal setup."""
    state = Naive(knobs, setup.get("hand", 1), [0, 0, 0, 0])
    state.deal(parse_deal(setup["deal"]))
    for card in _cards(setup.get("actions", "")) + _cards(setup.get("plays", "")):
        state.apply(card)
    return state


GENERATED = (
    "Written by scenarios/tools/build_corpus.py (see scenarios/tools/corpus_games.py).\n"
    "Deals and choices come from seeded random generators; the expected figures are\n"
    "computed by scenarios/tools/naive.py, a rules model that shares no code with the\n"
    "reference engine, and the engine was checked to agree at every step."
)


def shuffled_deal(tag: str) -> list[list[str]]:
    rng = random.Random(tag)
    cards = list(DECK)
    rng.shuffle(cards)
    return [order(cards[i::4]) for i in range(4)]


class EngineMirror:
    """The reference engine following the naive model step by step."""

    def __init__(self, variant: str, hand: int = 1, scores: tuple[int, int, int, int] = (0, 0, 0, 0)) -> None:
        from hearts.engine.state import State
        from hearts.variants.files import load_variant

        self.state = State.start(load_variant(variant), hand_number=hand, scores=scores)

    def deal(self, hands: list[list[str]]) -> None:
        from hearts.engine.deal import Deal

        self.state = self.state.deal(Deal.parse(deal_text(hands)))

    def apply(self, card: str) -> None:
        from hearts.cards import Card

        self.state = self.state.apply(Card.parse(card))

    def legal(self) -> list[str]:
        return order([c.format() for c in self.state.legal_actions()])


def play_game(variant: str, seed: int) -> tuple[list[str], list[list[str]], Naive, list[tuple[int, Naive]]]:
    """A whole game of random legal choices. Returns deals, actions per hand, the end and checkpoints."""
    knobs = knobs_of(variant)
    rng = random.Random(f"corpus-game:{variant}:{seed}")
    state = Naive(knobs, 1, [0, 0, 0, 0])
    mirror = EngineMirror(variant)
    deals: list[str] = []
    hands_actions: list[list[str]] = []
    checkpoints: list[tuple[int, Naive]] = []
    count = 0
    while state.phase != "over":
        assert state.phase == "deal", state.phase
        hands = shuffled_deal(f"corpus-deal:{variant}:{seed}:{state.hand_no}")
        deals.append(deal_text(hands))
        state.deal(hands)
        mirror.deal(hands)
        actions: list[str] = []
        while state.phase in ("pass", "play"):
            legal = state.legal()
            assert legal == mirror.legal(), (variant, seed, actions, legal, mirror.legal())
            card = rng.choice(legal)
            state.apply(card)
            mirror.apply(card)
            actions.append(card)
            count += 1
            if count in (70, 150):
                checkpoints.append((count, state.copy()))
        assert state.phase != "stuck"
        hands_actions.append(actions)
        assert list(mirror.state.scores) == state.scores, (mirror.state.scores, state.scores)
    assert mirror.state.outcome is not None
    assert sorted(s.letter for s in mirror.state.outcome.winners) == sorted(SEATS[s] for s in state.winners)
    return deals, hands_actions, state, checkpoints


def chunks(actions: list[str], passing: bool) -> list[str]:
    out = []
    rest = actions
    if passing:
        out.append(" ".join(actions[:12]))
        rest = actions[12:]
    out += [" ".join(rest[i : i + 4]) for i in range(0, len(rest), 4)]
    return out


def games() -> tuple[str, str]:
    out = []
    for variant, seeds in (
        ("card-1.0.0", (1, 2, 3)),
        ("web", (1, 2, 3)),
        ("omnibus", (1, 2)),
        ("openspiel", (1, 2)),
    ):
        for seed in seeds:
            deals, per_hand, end, checkpoints = play_game(variant, seed)
            knobs = knobs_of(variant)
            flat: list[str] = []
            for h, acts in enumerate(per_hand, start=1):
                direction = Naive(knobs, h, [0, 0, 0, 0]).direction()
                flat += chunks(acts, direction != "hold")
            results = [{k: r[k] for k in ("points", "deltas", "scores", "shooter")} for r in end.results]
            out.append(
                S(
                    f"game/{variant}-seed-{seed}",
                    f"A whole game under {variant} ({len(deals)} hands, random legal play, seed {seed})",
                    ["GAME-END", "ACCUMULATE", "POINTS", "PASS-CYCLE", "TIE"],
                    {"deals": deals, "actions": flat},
                    {
                        "phase": "over",
                        "hand_results": results,
                        "scores": end.scores,
                        "game_over": True,
                        "winners": sorted(SEATS[s] for s in end.winners),
                    },
                    variants=[variant],
                )
            )
            all_actions = [c for acts in per_hand for c in acts]
            for count, cp in checkpoints:
                used = len(cp.results) + (0 if cp.phase in ("deal", "over") else 1)
                cp_flat: list[str] = []
                taken = 0
                for h, acts in enumerate(per_hand, start=1):
                    if taken >= count:
                        break
                    part = acts[: count - taken]
                    taken += len(part)
                    direction = Naive(knobs, h, [0, 0, 0, 0]).direction()
                    cp_flat += chunks(part, direction != "hold")
                assert taken == count and all_actions[:count] == " ".join(cp_flat).split()
                expect: dict[str, Any] = {
                    "phase": cp.phase,
                    "to_act": None if cp.to_act is None or cp.phase in ("deal", "over") else SEATS[cp.to_act],
                    "legal": " ".join(cp.legal()),
                    "hearts_broken": cp.broken,
                    "points": [cp.points_of(s) for s in range(4)],
                    "scores": cp.scores,
                }
                out.append(
                    S(
                        f"game/{variant}-seed-{seed}-after-{count}",
                        f"The same game after {count} actions (hand {cp.hand_no})",
                        ["ACCUMULATE", "FOLLOW", "HEARTS-BREAK", "POINTS"],
                        {"deals": deals[:used], "actions": [c for c in cp_flat if c]},
                        expect,
                        variants=[variant],
                    )
                )
    return "games.yaml", scenario_file(
        out,
        theme="games",
        description="Whole multi-hand games from deal to winner, with positions along the way.",
        header=GENERATED,
    )


# ----------------------------------------------------------------- perft


def perft_items(state: Naive, depths: Sequence[int]) -> list[dict[str, Any]]:
    """The ``perft`` expectation of ``state`` for ``depths``, the divide at the deepest."""
    items = []
    for d in depths:
        total, divide = perft(state, d)
        item: dict[str, Any] = {"depth": d, "total": total}
        if d == depths[-1]:
            item["divide"] = divide
        items.append(item)
    return items


def perft_case(
    id: str, title: str, setup: dict[str, Any], depths: list[int], variants: list[str], clauses: list[str]
) -> dict[str, Any]:
    answers: dict[str, list[dict[str, Any]]] = {}
    for name in variants:
        answers[name] = perft_items(naive_replay(setup, knobs_of(name)), depths)
    base = answers[variants[0]]
    by_variant = {n: {"perft": a} for n, a in answers.items() if a != base}
    return S(id, title, clauses, setup, {"perft": base}, variants=variants, by_variant=by_variant or None)


def random_position(variant: str, seed: int, actions: int, hand: int = 4) -> dict[str, Any]:
    knobs = knobs_of(variant)
    rng = random.Random(f"corpus-perft:{seed}")
    hands = shuffled_deal(f"corpus-perft-deal:{seed}")
    state = Naive(knobs, hand, [0, 0, 0, 0])
    state.deal(hands)
    plays: list[str] = []
    for _ in range(actions):
        card = rng.choice(state.legal())
        state.apply(card)
        plays.append(card)
    setup = hold(
        deal_text(hands),
        [" ".join(plays[i : i + 4]) for i in range(0, len(plays), 4)] if plays else "",
        hand=hand,
    )
    return setup


def perft_file() -> tuple[str, str]:
    playable = ["card-1.0.0", "web", "omnibus", "openspiel"]
    out = []
    pass_deal = deal_text(shuffled_deal("corpus-perft-pass"))
    out.append(
        perft_case(
            "perft/pass-start",
            "Start of passing: 13, then 13 × 12, then 13 × 12 × 11 ordered picks",
            {"hand": 1, "deal": pass_deal},
            [1, 2, 3],
            ALL,
            ["PASS-COUNT"],
        )
    )
    out.append(
        perft_case(
            "perft/pass-north-third-pick",
            "North's third pick, then East's first: 11, then 11 × 13",
            {"hand": 2, "deal": pass_deal, "actions": " ".join(order(_hand(pass_deal, 0))[:2])},
            [1, 2, 3],
            ALL,
            ["PASS-COUNT"],
        )
    )
    for seed in range(1, 7):
        out.append(
            perft_case(
                f"perft/play-start-{seed}",
                f"Start of play in a hand without passing (deal {seed})",
                random_position("card-1.0.0", seed, 0),
                [1, 2, 3, 4, 5],
                playable,
                ["FIRST-LEAD", "FOLLOW", "FIRST-TRICK-POINTS"],
            )
        )
    for seed, (actions, depths) in enumerate(
        [
            (4, 4),
            (5, 4),
            (9, 4),
            (13, 4),
            (20, 4),
            (22, 5),
            (27, 4),
            (30, 5),
            (33, 5),
            (36, 5),
            (40, 6),
            (44, 8),
            (46, 6),
            (48, 4),
            (49, 3),
        ],
        start=11,
    ):
        out.append(
            perft_case(
                f"perft/mid-hand-{seed}-after-{actions}",
                f"A position after {actions} plays (trick {actions // 4 + 1})",
                random_position("card-1.0.0", seed, actions),
                list(range(1, depths + 1)),
                playable,
                ["FOLLOW", "DISCARD", "HEARTS-LEAD", "TRICK-WIN"],
            )
        )
    firsts = [
        ("void-safe", "N:5432.2.6542.5432 E:-.AKQJT9876.Q3.AK S:9876.43.T987.876 W:AKQJT.5.AKJ.QJT9"),
        ("only-hearts", "N:5432.65432.5432.- E:-.-.-.AKQJT98765432 S:9876.T987.T9876.- W:AKQJT.AKQJ.AKQJ.-"),
        (
            "hearts-and-queen",
            "N:432.65432.5432.2 E:-.-.Q.AKQJT9876543 S:98765.T987.9876.- W:AKQJT.AKQJ.AKJT.-",
        ),
        (
            "last-seat-only-hearts",
            "N:AKQJT9872.-.5432.- E:43.8765432.9876.- S:65.AKQJT9.AKQJT.- W:-.-.-.AKQJT98765432",
        ),
    ]
    for name, deal in firsts:
        out.append(
            perft_case(
                f"perft/first-trick-{name}",
                f"The first trick with a void player ({name.replace('-', ' ')}): counts differ by variant",
                hold(deal),
                [1, 2, 3, 4],
                ALL,
                ["FIRST-TRICK-POINTS", "WEB-FIRST-TRICK-STRICT"],
            )
        )
    f1_12 = hold(F1, F1_TRICKS[:12])
    out.append(
        perft_case(
            "perft/last-trick",
            "The last trick: one sequence of four cards, none of five (the hand is over)",
            f1_12,
            [1, 2, 3, 4, 5],
            ALL,
            ["HAND-END"],
        )
    )
    out.append(
        perft_case(
            "perft/worked-hand-trick-two",
            "The worked hand at the start of trick 2",
            hold(F1, F1_TRICKS[:1]),
            [1, 2, 3, 4, 5],
            ALL,
            ["HEARTS-LEAD", "FOLLOW", "DISCARD"],
        )
    )
    return "perft.yaml", scenario_file(
        out,
        theme="perft",
        description=(
            "Perft: the exact number of distinct legal action sequences of a given length from a position,"
            " with the count per first card (divide) to find where two engines part."
        ),
        header=GENERATED,
    )


def _hand(deal: str, seat: int) -> list[str]:
    return parse_deal(deal)[seat]
