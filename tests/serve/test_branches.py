"""Branching for the room (hearts.serve.room_branches) through real websockets: the teacher's branch
shows both lines on every page of the table and leaves the live table as it was; the answers to
"ask the room" are played out; every hostile branch request is refused in one line (with the
clause for a card the rules refuse) while the server goes on serving the other tables."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pytest

from hearts.cards import Card
from hearts.engine.state import State
from hearts.serve import room_branches as branches_module
from hearts.serve.hub import Hub
from hearts.serve.room_branches import Shown
from hearts.serve.table import ClassTable
from hearts.walkthrough.branches import HandLine, play_line
from tests.support.classroom import make_table, send, until

if TYPE_CHECKING:
    from starlette.testclient import TestClient


def _state(m: dict[str, Any]) -> bool:
    return m.get("t") == "state"


def _played(hub: Hub, code: str, cards: int) -> ClassTable:
    """The table's bots play ``cards`` cards, the table left paused (no page is open yet)."""
    table = hub.tables[code]
    table.running = True
    while len(table.actions) < cards:
        table.bot_move()
    table.running = False
    return table


def _position(table: ClassTable, at: int) -> State:
    assert table.dealt_from is not None
    state = table.dealt_from[0].deal(table.deals[-1])
    for card in table.actions[:at]:
        state = state.apply(card)
    return state


def _other(table: ClassTable, at: int) -> Card:
    """A legal card at the table's card ``at`` that is not the one the table played there."""
    state = _position(table, at)
    played = table.actions[at] if at < len(table.actions) else None
    return next(c for c in state.legal_actions() if c is not played)


def _bots_card(table: ClassTable) -> Card:
    """The card the bots play at the decision the table stands at, playing on for it."""
    return play_line(branches_module.hand_at(table).origin).cards[len(table.actions)]


def _not_the_bots(table: ClassTable) -> Card:
    """A legal card at the decision the table stands at that the bots would not play there."""
    bots = _bots_card(table)
    return next(c for c in table.state.legal_actions() if c is not bots)


def _branch(m: dict[str, Any]) -> bool:
    return _state(m) and "branch" in (m.get("branching") or {})


def test_a_branch_shows_both_lines_to_the_room_and_leaves_the_table_unchanged(
    client: TestClient, hub: Hub
) -> None:
    code, teacher = make_table(client)
    table = _played(hub, code, 10)
    cards, saved = list(table.actions), table.saved()
    card = _other(table, 5)
    with client.websocket_connect("/ws") as t, client.websocket_connect("/ws") as s:
        send(t, t="hello", code=code, role="teacher", token=teacher)
        until(t, _state)
        send(s, t="hello", code=code, role="student", lang="fr")
        until(s, _state)
        send(t, t="branch", to=5, cards=card.format())
        shown = until(t, _branch)["branching"]["branch"]
        seen = until(s, _branch)["branching"]["branch"]
    assert "Step 6" in shown["question"]
    assert len(shown["seats"]) == 4 and shown["moon"][0] and shown["game"][0]
    assert shown["view"].startswith("A branch is only a view")
    assert shown["note"] is not None  # the table stands at card 10: its line from there is the bots'
    assert seen["view"].startswith("Une variante") and seen["question"] != shown["question"]
    # The live table is as it was: its cards and its saved record.
    assert table.actions == cards and table.saved() == saved and table.running is False
    # The branch keeps the table's first five cards, plays the teacher's, and the engine's
    # points for each line are the ones shown.
    kept = hub.branching.tables[code].shown
    assert kept is not None
    line = kept.variation.line
    assert list(line.cards[:5]) == cards[:5] and line.cards[5] is card
    result = line.result
    assert result is not None
    for seat, row in enumerate(shown["seats"]):
        assert row[2].split()[0] == str(result.points[seat])


def test_a_branch_at_the_current_decision_plays_the_tables_line_on_with_the_bots(
    client: TestClient, hub: Hub
) -> None:
    code, teacher = make_table(client)
    table = _played(hub, code, 6)
    card = _not_the_bots(table)
    with client.websocket_connect("/ws") as t:
        send(t, t="hello", code=code, role="teacher", token=teacher)
        until(t, _state)
        send(t, t="branch", to=6, cards=_bots_card(table).format())
        assert until(t, lambda m: m["t"] == "error")["key"] == "branch-bots-same"
        send(t, t="branch-options", to=6)
        options = until(t, lambda m: m["t"] == "branch-options")
        assert card.format() in [c["c"] for c in options["cards"]] and options["played"] == []
        send(t, t="branch", to=6, cards=card.format())
        shown = until(t, _branch)["branching"]["branch"]
        assert "7" in shown["note"]
        send(t, t="unbranch")
        closed = until(t, lambda m: _state(m) and "branch" not in (m.get("branching") or {}))
    assert closed["actions"] == 6
    kept = hub.branching.tables.get(code)
    assert kept is not None and kept.shown is None


def test_a_pass_set_branches_at_the_first_pass(client: TestClient, hub: Hub) -> None:
    code, teacher = make_table(client, hand=1)
    table = hub.tables[code]
    hand = sorted(table.state.legal_actions())
    with client.websocket_connect("/ws") as t:
        send(t, t="hello", code=code, role="teacher", token=teacher)
        until(t, _state)
        send(t, t="branch-options", to=0)
        assert until(t, lambda m: m["t"] == "branch-options")["picks"] == 3
        send(t, t="branch", to=0, cards="+".join(c.format() for c in hand[:3]))
        until(t, _branch)
    kept = hub.branching.tables[code].shown
    assert kept is not None and tuple(kept.variation.line.cards[:3]) == tuple(hand[:3])


def test_the_answers_to_ask_the_room_are_played_out_once_revealed(client: TestClient, hub: Hub) -> None:
    code, teacher = make_table(client)
    table = _played(hub, code, 5)
    legal = [c.format() for c in table.state.legal_actions()]
    assert len(legal) > 1
    with (
        client.websocket_connect("/ws") as t,
        client.websocket_connect("/ws") as a,
        client.websocket_connect("/ws") as b,
    ):
        send(t, t="hello", code=code, role="teacher", token=teacher)
        until(t, _state)
        for ws in (a, b):
            send(ws, t="hello", code=code, role="student")
            until(ws, _state)
        send(t, t="ask")
        until(a, lambda m: _state(m) and m["poll"] is not None)
        send(a, t="vote", card=legal[0])
        send(b, t="vote", card=legal[1])
        until(t, lambda m: _state(m) and m["poll"] and len(m["poll"]["counts"]) == 2)
        send(t, t="reveal")
        out = until(t, lambda m: _state(m) and "outcomes" in (m.get("branching") or {}))
        student = until(a, lambda m: _state(m) and m["poll"] and m["poll"]["revealed"])
    rows = out["branching"]["outcomes"]["rows"]
    assert sorted(r["c"] for r in rows) == sorted(legal[:2])
    assert "outcomes" not in (student.get("branching") or {})  # the teacher's page only
    # Each figure is the hand played from the table's cards with that card, the bots playing on.
    kept = branches_module.hand_at(table)
    for row in rows:
        line = play_line(kept.origin, {5: Card.parse(row["c"])})
        assert table.poll is not None and line.result is not None
        assert row["points"] == line.result.points[table.poll.seat]
    assert len(table.actions) == 5


@pytest.mark.parametrize(
    ("message", "key"),
    [
        ({"to": 999, "cards": "2C"}, "branch-no-step"),
        ({"to": 3, "cards": "ZZ"}, "no-such-card"),
        ({"to": 3, "cards": "2C+3C"}, "branch-cards"),
        ({"to": 3, "cards": "x" * 200}, "malformed"),
        ({"to": -1, "cards": "2C"}, "malformed"),
        ({"cards": "2C"}, "malformed"),
        ({"to": 3}, "malformed"),
    ],
)
def test_a_bad_branch_request_is_refused_in_one_line(
    client: TestClient, hub: Hub, message: dict[str, Any], key: str
) -> None:
    code, teacher = make_table(client)
    _played(hub, code, 6)
    with client.websocket_connect("/ws") as t:
        send(t, t="hello", code=code, role="teacher", token=teacher)
        until(t, _state)
        send(t, t="branch", **message)
        error = until(t, lambda m: m["t"] == "error")
        assert error["key"] == key and "\n" not in error["text"] and error["text"]
        send(t, t="watch")  # the page is still served
        assert until(t, _state)["actions"] == 6


def test_a_card_the_rules_refuse_is_refused_with_its_clause(client: TestClient, hub: Hub) -> None:
    code, teacher = make_table(client)
    table = _played(hub, code, 5)  # the second trick has begun: its leader's followers must follow
    state = _position(table, 5)
    seat = state.to_act
    assert seat is not None
    led = state.current_trick.cards[0].suit
    other = next((c for c in state.hand(seat) if c.suit is not led), None)
    follows = any(c.suit is led for c in state.hand(seat))
    not_held = next(c for c in table.actions[:4])  # played already
    with client.websocket_connect("/ws") as t:
        send(t, t="hello", code=code, role="teacher", token=teacher)
        until(t, _state)
        send(t, t="branch", to=5, cards=not_held.format())
        assert until(t, lambda m: m["t"] == "refused")["clause"] == "DEAL"
        if other is not None and follows:
            send(t, t="branch", to=5, cards=other.format())
            assert until(t, lambda m: m["t"] == "refused")["clause"] == "FOLLOW"
        send(t, t="branch", to=4, cards=table.actions[4].format())
        assert until(t, lambda m: m["t"] == "error")["key"] == "branch-same"


def test_only_the_teacher_branches(client: TestClient, hub: Hub) -> None:
    code, _ = make_table(client)
    table = _played(hub, code, 6)
    with client.websocket_connect("/ws") as s:
        send(s, t="hello", code=code, role="student")
        until(s, _state)
        for kind in ("branch", "branch-options", "unbranch"):
            send(s, t=kind, **({"to": 6, "cards": _other(table, 6).format()} if kind == "branch" else {}))
            assert until(s, lambda m: m["t"] == "error")["key"] == "teacher-only"
    assert code not in hub.branching.tables


def test_a_flood_of_branches_is_refused_and_other_tables_are_served(
    client: TestClient, hub: Hub, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(branches_module, "BRANCHES_PER_MINUTE", 2)
    code, teacher = make_table(client)
    other_code, _ = make_table(client)
    table = _played(hub, code, 6)
    cards = [_not_the_bots(table)]
    with client.websocket_connect("/ws") as t, client.websocket_connect("/ws") as o:
        send(o, t="hello", code=other_code, role="student")
        until(o, _state)
        send(t, t="hello", code=code, role="teacher", token=teacher)
        until(t, _state)
        ids: list[int] = [0]
        for card in cards[:1] * 2:
            send(t, t="branch", to=6, cards=card.format())
            newer = until(t, lambda m: _branch(m) and m["branching"]["branch"]["id"] > ids[-1])
            ids.append(newer["branching"]["branch"]["id"])
        send(t, t="branch", to=6, cards=cards[0].format())
        error = until(t, lambda m: m["t"] == "error")
        assert error["key"] == "branch-limit" and "2" in error["text"]
        # One branch at a time: a request while one is played out is refused.
        monkeypatch.setattr(branches_module, "BRANCHES_PER_MINUTE", 100)
        hub.branching.of(table).working = True
        send(t, t="branch", to=6, cards=cards[0].format())
        assert until(t, lambda m: m["t"] == "error")["key"] == "branch-busy"
        hub.branching.of(table).working = False
        send(o, t="watch")
        assert until(o, _state)["code"] == other_code


def _inside(line: HandLine, after: int) -> tuple[int, Card]:
    """The first decision of ``line`` after its index ``after`` with another legal card, and that card."""
    state = line.dealt
    for at, card in enumerate(line.cards):
        if at > after and len(state.legal_actions()) > 1:
            return at, next(c for c in state.legal_actions() if c is not card)
        state = state.apply(card)
    raise AssertionError("no decision with a choice left in the line")


def _deeper(depth: int) -> Callable[[dict[str, Any]], bool]:
    """A state message showing a branch ``depth`` levels deep."""
    return lambda m: _branch(m) and m["branching"]["branch"]["depth"] == depth


def test_a_branch_of_a_branch_nests_to_its_bound_and_closes_back_to_its_parent(
    client: TestClient, hub: Hub
) -> None:
    code, teacher = make_table(client)
    table = _played(hub, code, 10)
    cards = list(table.actions)

    def _shown() -> Shown:
        kept = hub.branching.tables[code].shown
        assert kept is not None
        return kept

    with client.websocket_connect("/ws") as t, client.websocket_connect("/ws") as s:
        send(t, t="hello", code=code, role="teacher", token=teacher)
        until(t, _state)
        send(s, t="hello", code=code, role="student")
        until(s, _state)
        send(t, t="branch", to=5, cards=_other(table, 5).format())
        views = [until(t, _branch)["branching"]["branch"]]
        assert views[0]["depth"] == 1 and views[0]["within"] is None and views[0]["deeper"]
        for depth in (2, 3):
            parent = _shown()
            at, card = _inside(parent.variation.line, parent.at)
            send(t, t="branch-options", to=at, within=parent.number)
            options = until(t, lambda m: m["t"] == "branch-options")
            assert options["within"] == parent.number and card.format() in [c["c"] for c in options["cards"]]
            assert options["played"] == [parent.variation.line.cards[at].format()]
            send(t, t="branch", to=at, cards=card.format(), within=parent.number)
            deeper = _deeper(depth)
            view = until(t, deeper)
            views.append(view["branching"]["branch"])
            # Every page sees it: the student's too.
            assert until(s, deeper)
            kept = _shown()
            assert (
                kept.parent is parent and kept.variation.line.cards[:at] == parent.variation.line.cards[:at]
            )
            assert kept.variation.line.cards[at] is card
            result = kept.variation.line.result
            assert result is not None
            for seat, row in enumerate(views[-1]["seats"]):
                assert row[2].split()[0] == str(result.points[seat])
        assert views[1]["path"] == [views[0]["question"]] and views[2]["path"] == [
            v["question"] for v in views[:2]
        ]
        assert views[2]["within"] == views[1]["id"] and not views[2]["deeper"]
        assert views[1]["heads"][0] == "The line it branches from"
        deepest = _shown()
        at, card = _inside(deepest.variation.line, deepest.at)
        refusals = [
            ({"to": at, "cards": card.format(), "within": deepest.number}, "branch-depth"),
            ({"to": at, "cards": card.format(), "within": views[0]["id"]}, "branch-gone"),
            ({"to": at, "cards": card.format(), "within": 10**6}, "branch-gone"),
        ]
        for message, key in refusals:
            send(t, t="branch", **message)
            error = until(t, lambda m: m["t"] == "error")
            assert error["key"] == key and "\n" not in error["text"], error
        send(t, t="unbranch")
        back = until(t, _deeper(2))
        assert back["branching"]["branch"]["id"] == views[1]["id"]
        middle = _shown()
        for to, key in ((middle.at, "branch-later"), (middle.first + 999, "branch-later")):
            send(t, t="branch", to=to, cards=card.format(), within=middle.number)
            assert until(t, lambda m: m["t"] == "error")["key"] == key
        same = middle.variation.line.cards
        later, _ = _inside(middle.variation.line, middle.at)
        send(t, t="branch", to=later, cards=same[later].format(), within=middle.number)
        assert until(t, lambda m: m["t"] == "error")["key"] == "branch-bots-same"
    assert table.actions == cards  # the live table is as it was
