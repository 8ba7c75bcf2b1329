"""The scenario specs: hand-written rule scenarios and the generated series.

Read ``build_corpus.py`` first. Helpers come first, then one function per file.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from naive import RANKS, SUITS, Naive, order, perft, suit

SEATS = "NESW"
SHIPPED = ["card-1.0.0", "web", "web-strict", "omnibus", "openspiel"]
ALL = SHIPPED
PLAYABLE = ["card-1.0.0", "web", "omnibus", "openspiel"]
SAME = object()

# ----------------------------------------------------------------- helpers


def fill(**hands: str) -> str:
    """Deal notation from per-seat suit templates (ranks of ♣.♦.♠.♥).

    A suit written ``?`` gets some of the cards nobody was given; ``AK+`` means these
    ranks and perhaps more; ``-`` is a void.
    """
    fixed: dict[str, list[set[str] | None]] = {}
    extra: dict[str, dict[int, set[str]]] = {}
    used: list[set[str]] = [set() for _ in SUITS]
    for seat in SEATS:
        parts = hands.get(seat, "?.?.?.?").split(".")
        assert len(parts) == 4, hands
        row: list[set[str] | None] = []
        for i, part in enumerate(parts):
            if part == "?":
                row.append(None)
                continue
            more = part.endswith("+")
            part = part.rstrip("+")
            ranks = set() if part == "-" else set(part.replace("10", "T").replace(" ", ""))
            assert not ranks & used[i], f"{seat}: {ranks & used[i]} given twice"
            used[i] |= ranks
            row.append(None if more else ranks)
            if more:
                extra.setdefault(seat, {})[i] = ranks
        fixed[seat] = row
    free = [sorted(set(RANKS) - used[i], key=RANKS.index) for i in range(4)]
    need = {
        s: 13
        - sum(len(x) for x in fixed[s] if x is not None)
        - sum(len(x) for x in extra.get(s, {}).values())
        for s in SEATS
    }
    assert sum(need.values()) == sum(map(len, free)), (need, free)
    flow = _spread(fixed, free, need)
    if flow is None:
        # How many cards of each suit each seat gets: a small max-flow, one card at a time.
        flow = {(i, s): 0 for i in range(4) for s in SEATS}
        left = [len(f) for f in free]
        for _ in range(sum(left)):
            path = _augment(fixed, left, need, flow)
            assert path is not None, f"cannot fill {hands}"
            for i, s, sign in path:
                flow[(i, s)] += sign
    out = []
    for s in SEATS:
        parts = []
        for i in range(4):
            given = fixed[s][i]
            if given is None:
                take = flow[(i, s)]
                given = set(free[i][:take]) | extra.get(s, {}).get(i, set())
                free[i] = free[i][take:]
            parts.append("".join(sorted(given, key=RANKS.index, reverse=True)) or "-")
        out.append(f"{s}:{'.'.join(parts)}")
    return " ".join(out)


def _spread(
    fixed: dict[str, list[set[str] | None]], free: list[list[str]], need: dict[str, int]
) -> dict[tuple[int, str], int] | None:
    """Share the free cards out evenly: each goes to the open seat that still needs the most."""
    want = dict(need)
    flow = {(i, s): 0 for i in range(4) for s in SEATS}
    suits = sorted(range(4), key=lambda i: sum(fixed[s][i] is None for s in SEATS))
    for i in suits:
        for k in range(len(free[i])):
            open_seats = [s for s in SEATS if fixed[s][i] is None and want[s] > 0]
            if not open_seats:
                return None
            start = k % 4
            rotated = SEATS[start:] + SEATS[:start]
            seat = max(open_seats, key=lambda s: (want[s], -rotated.index(s)))
            flow[(i, seat)] += 1
            want[seat] -= 1
    return flow if not any(want.values()) else None


def _augment(
    fixed: dict[str, list[set[str] | None]],
    left: list[int],
    need: dict[str, int],
    flow: dict[tuple[int, str], int],
) -> list[tuple[int, str, int]] | None:
    # BFS over suits (with cards left) and seats (needing cards), through residual edges.
    starts = [i for i in range(4) if left[i] > 0]
    Node = tuple[str, Any]
    prev: dict[Node, tuple[Node, int, str, int]] = {}
    queue: list[Node] = [("suit", i) for i in starts]
    seen = set(queue)
    while queue:
        node = queue.pop(0)
        kind, val = node
        if kind == "suit":
            for s in SEATS:
                if fixed[s][val] is None and ("seat", s) not in seen:
                    seen.add(("seat", s))
                    prev[("seat", s)] = (node, val, s, 1)
                    queue.append(("seat", s))
        else:
            s = val
            if need[s] > sum(flow[(i, s)] for i in range(4)):
                path = []
                cur: Node = node
                while cur in prev:
                    p, i, ss, sign = prev[cur]
                    path.append((i, ss, sign))
                    cur = p
                left[cur[1]] -= 1
                return path
            for i in range(4):
                if flow[(i, s)] > 0 and ("suit", i) not in seen:
                    seen.add(("suit", i))
                    prev[("suit", i)] = (node, i, s, -1)
                    queue.append(("suit", i))
    return None


def parse_deal(text: str) -> list[list[str]]:
    hands: list[list[str]] = [[], [], [], []]
    for token in text.split():
        seat, _, body = token.partition(":")
        for i, part in enumerate(body.split(".")):
            if part != "-":
                hands[SEATS.index(seat)].extend(f"{r}{SUITS[i]}" for r in part)
    return hands


def deal_text(hands: list[list[str]]) -> str:
    out = []
    for s, hand in zip(SEATS, hands, strict=True):
        parts = []
        for su in SUITS:
            ranks = sorted((c[0] for c in hand if suit(c) == su), key=RANKS.index, reverse=True)
            parts.append("".join(ranks) or "-")
        out.append(f"{s}:{'.'.join(parts)}")
    return " ".join(out)


def S(
    id: str,
    title: str | dict[str, str],
    clauses: list[str],
    setup: dict[str, Any],
    expect: dict[str, Any],
    variants: list[str] | None = None,
    by_variant: dict[str, dict[str, Any]] | None = None,
    description: str | None = None,
    questions: list[int] | None = None,
) -> dict[str, Any]:
    out: dict[str, Any] = {"id": id, "title": title}
    if description:
        out["description"] = description
    out["clauses"] = clauses
    if questions:
        out["questions"] = questions
    if variants:
        out["variants"] = variants
    out["setup"] = setup
    out["expect"] = expect
    if by_variant:
        out["by_variant"] = by_variant
    return out


def hold(
    deal: str, plays: str | list[str] = "", scores: list[int] | None = None, hand: int = 4
) -> dict[str, Any]:
    """A setup in a hand without passing (hand 4 of the usual cycle)."""
    out: dict[str, Any] = {"hand": hand}
    if scores:
        out["scores"] = scores
    out["deal"] = deal
    if plays:
        out["plays"] = plays
    return out


def tricks(*groups: str) -> list[str]:
    """Plays written one trick per string."""
    return list(groups)


def ill(card: str, clause: str) -> dict[str, str]:
    return {"card": card, "clause": clause}


def knobs_of(name: str) -> dict[str, Any]:
    from hearts.variant_files import load_variant

    return dict(load_variant(name).knobs())


def variant_knobs(body: dict[str, Any]) -> dict[str, dict[str, Any]]:
    out = {n: knobs_of(n) for n in SHIPPED}
    for name, spec in (body.get("variants") or {}).items():
        knobs = dict(out[spec["base"]])
        knobs.update({k: v for k, v in spec.items() if k not in ("base", "title")})
        out[name] = knobs
    return out


def _cards(value: str | list[str]) -> list[str]:
    text = " ".join(value) if isinstance(value, list) else value
    return text.split()


def naive_replay(setup: dict[str, Any], knobs: dict[str, Any]) -> Naive:
    state = Naive(knobs, setup.get("hand", 1), list(setup.get("scores", [0, 0, 0, 0])))
    deals = [setup["deal"]] if "deal" in setup else list(setup["deals"])
    actions: list[str] = []
    if "passes" in setup:
        for s in SEATS:
            actions += _cards(setup["passes"][s])
    actions += _cards(setup.get("plays", "")) + _cards(setup.get("actions", ""))
    it = iter(deals)
    for card in actions:
        if state.phase == "deal":
            state.deal(parse_deal(next(it)))
        state.apply(card)
    if state.phase == "deal":
        rest = next(it, None)
        if rest is not None:
            state.deal(parse_deal(rest))
    return state


def naive_answer(state: Naive, key: str, want: Any, knobs: dict[str, Any], setup: dict[str, Any]) -> Any:
    if key == "phase":
        got: Any = state.phase
    elif key == "to_act":
        got = None if state.to_act is None or state.phase in ("deal", "over") else SEATS[state.to_act]
    elif key == "legal":
        got = order(state.legal())
        want = order(_cards(want))
    elif key == "legal_includes":
        return SAME if set(_cards(want)) <= set(state.legal()) else order(state.legal())
    elif key in ("legal_excludes",):
        return SAME if not set(_cards(want)) & set(state.legal()) else order(state.legal())
    elif key == "illegal":
        bad = [i["card"] for i in want if i["card"] in state.legal()]
        return SAME if not bad else f"legal: {bad}"
    elif key == "trick_winner":
        got = None if state.last_winner is None else SEATS[state.last_winner]
    elif key == "hearts_broken":
        got = state.broken
    elif key == "points":
        got = [state.points_of(s) for s in range(4)]
    elif key == "scores":
        got = state.scores
    elif key == "game_over":
        got = state.phase == "over"
    elif key == "winners":
        got = sorted(SEATS[s] for s in state.winners)
        want = sorted(want)
    elif key == "last_hand":
        got = state.results[-1] if state.results else None
        return SAME if got and all(got[k] == v for k, v in want.items()) else got
    elif key == "hand_results":
        ok = len(want) == len(state.results) and all(
            all(r[k] == v for k, v in w.items()) for w, r in zip(want, state.results, strict=True)
        )
        return SAME if ok else state.results
    elif key == "perft":
        for item in want:
            total, divide = perft(state, item["depth"])
            if total != item["total"] or ("divide" in item and item["divide"] != divide):
                return {"depth": item["depth"], "total": total, "divide": divide}
        return SAME
    else:
        raise KeyError(key)
    return SAME if got == want else got


def translated(en: str, es: str, it: str, hu: str, fr: str) -> dict[str, str]:
    return {"en": en, "es": es, "it": it, "hu": hu, "fr": fr}


# ----------------------------------------------------------------- the files


def files() -> Iterator[tuple[str, str, dict[str, Any]]]:
    from corpus_games import games, perft_file, worked_hand
    from corpus_rules import (
        first_lead,
        first_trick,
        follow,
        game_end,
        hearts_break,
        hearts_lead,
        jack_of_diamonds,
        passing,
        points_moon,
        ties,
        trick_winner,
    )

    for make in (
        first_lead,
        follow,
        trick_winner,
        first_trick,
        hearts_break,
        hearts_lead,
        passing,
        points_moon,
        jack_of_diamonds,
        game_end,
        ties,
        worked_hand,
        games,
        perft_file,
    ):
        yield make()


__all__ = ["PLAYABLE", "SAME", "Naive", "deal_text", "fill", "hold", "ill", "perft", "random", "tricks"]
