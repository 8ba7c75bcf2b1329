"""The facts a walkthrough's HTML page states, read back out of the page and checked true.

:func:`read_back` parses the page a teacher opens (``hearts walkthrough``, HTML) with the
standard library's HTML parser and reads, in the teacher's view, what it states: the hands
shown at each pass and trick (and the suits marked void, "—"), each card passed or played
(the trick's slots and the sentence of the move), the winner of each trick with its points
and the points taken so far, the headline's seat and card, the "What <seat> knows now"
lines, and the scores at the end of the hand. Each is checked against the true position:
the hand of the same walkthrough's JSON (``--format json``) dealt again and played by the
engine (:func:`hearts.audit.pages.replay`). A "knows now" line must say what the JSON says
(audited sentence by sentence by :mod:`hearts.audit.pages`) and may name only cards its
seat can know then (its own hand, the cards played in the hand, its own pass and receipt).

Seat names are read from the page itself (the teacher view's hand headings), so the check
works in every language without the walkthrough's code.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from html.parser import HTMLParser
from typing import Any

from hearts.audit.lines import feedback_reason, headline_reason, read_headline, runner_up_reason
from hearts.audit.pages import RULE_CARDS, Unreadable, cards_named, replay, seat_at, seat_text, teacher_hands
from hearts.cards import Card, CardSet, Seat, Suit
from hearts.engine.state import Phase, State
from hearts.engine.variant import Variant

__all__ = ["Node", "PageCheck", "parse", "read_back"]

_VOID_ELEMENTS = frozenset(
    {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "wbr"}
)
_SEARCH = "step.sampled-playouts"
_RULE_FACTS = frozenset({"fact.point-table", "fact.scoring"})
_SPACES = re.compile(r"[\s\u00a0\u202f\u2009]+")


@dataclass(slots=True)
class Node:
    """An element of the page: its tag, attributes, children and own text, in order."""

    tag: str
    attrs: dict[str, str]
    children: list[Node | str] = field(default_factory=list)

    def text(self) -> str:
        """The element's text, spaces collapsed (as a reader sees it)."""
        parts: list[str] = []
        stack: list[Node | str] = [self]
        while stack:
            item = stack.pop()
            if isinstance(item, str):
                parts.append(item)
            elif item.tag not in ("script", "style", "svg"):
                stack.extend(reversed(item.children))
        return _SPACES.sub(" ", "".join(parts)).strip()

    def classes(self) -> set[str]:
        return set(self.attrs.get("class", "").split())

    def all(self, tag: str | None = None, cls: str | None = None, **attrs: str) -> Iterator[Node]:
        """Every element under this one (document order) with that tag, class and attributes."""
        stack: list[Node | str] = list(reversed(self.children))
        while stack:
            item = stack.pop()
            if isinstance(item, str):
                continue
            if (
                (tag is None or item.tag == tag)
                and (cls is None or cls in item.classes())
                and all(item.attrs.get(k.replace("_", "-")) == v for k, v in attrs.items())
            ):
                yield item
            stack.extend(reversed(item.children))

    def first(self, tag: str | None = None, cls: str | None = None, **attrs: str) -> Node | None:
        return next(self.all(tag, cls, **attrs), None)


class _Builder(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Node("#document", {})
        self.open: list[Node] = [self.root]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        node = Node(tag, {k: v or "" for k, v in attrs})
        self.open[-1].children.append(node)
        if tag not in _VOID_ELEMENTS:
            self.open.append(node)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.open[-1].children.append(Node(tag, {k: v or "" for k, v in attrs}))

    def handle_endtag(self, tag: str) -> None:
        for depth in range(len(self.open) - 1, 0, -1):
            if self.open[depth].tag == tag:
                del self.open[depth:]
                return

    def handle_data(self, data: str) -> None:
        self.open[-1].children.append(data)


def parse(page: str) -> Node:
    """The page as a tree of :class:`Node` (the standard library's HTML parser)."""
    builder = _Builder()
    builder.feed(page)
    builder.close()
    return builder.root


@dataclass(slots=True)
class PageCheck:
    """Facts read back from a page: how many, of which kinds, and the ones found false."""

    facts: int = 0
    kinds: dict[str, int] = field(default_factory=dict)
    false: list[str] = field(default_factory=list)

    def check(self, kind: str, ok: bool, where: str, said: str, truth: str) -> None:
        self.facts += 1
        self.kinds[kind] = self.kinds.get(kind, 0) + 1
        if not ok:
            self.false.append(f"{where}: {kind}: the page says {said}; true: {truth}")


def _cards(cards: CardSet | set[Card]) -> str:
    return " ".join(c.format() for c in sorted(cards)) or "-"


def _numbers(text: str) -> list[int]:
    return [int(n) for n in re.findall(r"(?<![\w♣♦♠♥])-?\d+(?![\w♣♦♠♥])", text)]


class _Reader:
    """Reads one hand of a view (the teacher's, ``viewer`` ``None``, or a seat's) against the
    true positions of the same hand."""

    def __init__(
        self, out: PageCheck, lang: str, names: dict[str, Seat], viewer: Seat | None, seats: int = 4
    ) -> None:
        self.out, self.lang, self.names, self.viewer = out, lang, names, viewer
        self.seats = seats

    def seat(self, text: object) -> Seat:
        """A seat as the page and the JSON write it (a letter at four seats, else a number)."""
        return seat_at(text, self.seats, "seat")

    def figures(self, text: str) -> list[int]:
        """The numbers a line states, the seats' names left out ("Seat 3" at a table of five)."""
        for name in sorted(self.names, key=len, reverse=True):
            text = text.replace(name, " ")
        return _numbers(text)

    def seat_named(self, text: str) -> Seat | None:
        """The seat whose name the text starts with (or holds first)."""
        found = [(text.find(name), seat) for name, seat in self.names.items() if name in text]
        return min(found)[1] if found else None

    def hands(self, section: Node, state: State, where: str) -> None:
        """The hands shown at the start of the section, with their void suits."""
        for shown in section.all("div", "hand"):
            seat = self.seat(shown.attrs["data-seat"])
            cards = CardSet(Card.parse(c.attrs["data-card"]) for c in shown.all("span", "card"))
            true = state.hand(seat)
            self.out.check("hand shown", cards == true, f"{where} {seat}", _cards(cards), _cards(true))
            for suit_row in shown.all("div", "suit"):
                if suit_row.first("span", "void") is None:
                    continue
                sym = suit_row.first("span", "sym")
                suit = Suit.parse(sym.text()) if sym is not None else None
                held = state.hand(seat).of_suit(suit) if suit is not None else CardSet()
                self.out.check("void shown", not held, f"{where} {seat} {suit}", "void", _cards(held))

    def move(self, section: Node, step: Mapping[str, Any], before: State, where: str) -> None:
        """The card of a move: its slot on the table, the sentence of the move, the headline."""
        index = str(step["index"])
        seat = self.seat(step["seat"])
        card = Card.parse(step["card"])
        item = section.first("li", "step", data_step=index)
        if item is None:
            self.out.check("move shown", False, where, "nothing", f"{seat} {card}")
            return
        held = card in before.hand(seat) - before.passing(seat)
        self.out.check("card held", held, where, f"{seat} {card}", _cards(before.hand(seat)))
        act = item.first("p", "act")
        said = cards_named(act.text(), self.lang) if act is not None else set()
        actor = self.seat_named(act.text()) if act is not None else None
        told = act.text() if act is not None else "-"
        if step["phase"] == "pass" and self.viewer not in (None, seat):
            self.out.check("pass hidden", not said and actor is seat, where, told, f"{seat}'s pass unseen")
            return
        self.out.check("move", said == {card} and actor is seat, where, told, f"{seat} {card}")
        if step["phase"] == "play":
            slot = section.first("div", "slot", data_step=index)
            shown = slot.first("span", "card") if slot is not None else None
            on_table = Card.parse(shown.attrs["data-card"]) if shown is not None else None
            self.out.check("card on the table", on_table == card, where, str(on_table), str(card))
        head = item.first("p", "headline")
        if head is not None:
            text = head.text()
            read = read_headline(text, self.lang)  # the card chosen, not the first of those ranked
            named = read.card if not isinstance(read, str) else _first_card(text, self.lang)
            ok = named == card and self.seat_named(read.seat if not isinstance(read, str) else text) is seat
            self.out.check("headline card", ok, where, text[:80], f"{seat} {card}")
        record = step["decision"]["record"] if step["decision"] is not None else None
        if record is not None and item.first("p", "why") is not None:
            self.reasons(item, record, step["phase"], where)
        quiz = item.attrs.get("data-quiz")
        if quiz is not None:
            self.quiz(json.loads(quiz), step, before, where)

    def reasons(self, item: Node, record: Mapping[str, Any], phase: str, where: str) -> None:
        """The reasons shown under a move: each step line says the JSON's sentence with the cards
        the step kept, in order; the runner-up line says the JSON's, and reads from its words as
        the card without the deciding step (the last step line) and the decision's verb."""
        listed = item.first("ol", "steps")
        lines = list(listed.all("li")) if listed is not None else []
        texts = record["text"]["steps"]
        self.out.check("step lines", len(lines) == len(texts), where, str(len(lines)), str(len(texts)))
        shown: list[str] = []
        for line, text, st in zip(lines, texts, record["steps"], strict=False):
            said = _SPACES.sub(" ", "".join(c for c in line.children if isinstance(c, str))).strip()
            shown.append(said)
            self.out.check("step line", _same(said, text), where, said[:80], text[:80])
            small = line.first("small")
            kept = _in_order(small.text() if small is not None else "", self.lang)
            wanted = [Card.parse(c) for c in st["kept"]]
            self.out.check("step kept", kept == wanted, where, _cards(set(kept)), " ".join(st["kept"]))
        runner = item.first("p", "runner")
        said_line = runner.text() if runner is not None else None
        second = record["text"]["second"]
        same = said_line == second or (
            said_line is not None and second is not None and _same(said_line, second)
        )
        self.out.check("runner-up line", same, where, (said_line or "none")[:80], (second or "none")[:80])
        head, steps = record["headline"], record["steps"]
        deciding = shown[-1] if head and steps and shown and steps[-1]["key"] == head["key"] else None
        card = Card.parse(record["runner_up"]) if record["runner_up"] is not None else None
        why = runner_up_reason(said_line, self.lang, phase, card, deciding)
        self.out.check("runner-up words", why is None, where, (said_line or "none")[:80], why or "")
        headline = item.first("p", "headline")
        if headline is not None and head is not None:
            given = {Card.parse(c) for c in head["given"]}
            narrowed = given if given and given != {Card.parse(c) for c in record["candidates"]} else None
            action = Card.parse(head["params"]["card"])
            text = headline.text()
            why = headline_reason(text, self.lang, phase, action, narrowed, deciding)
            self.out.check("headline words", why is None, where, text[:80], why or "")

    def quiz(self, q: Mapping[str, Any], step: Mapping[str, Any], before: State, where: str) -> None:
        """A practice question: the bot's card, the legal and refused cards, the Hard bot's
        figures (each card's points over the deals weighed) and the reason shown after it."""
        card = Card.parse(step["card"])
        self.out.check("quiz card", Card.parse(q["bot"]) == card, where, q["bot"], str(card))
        legal = before.legal_set()
        said = CardSet(Card.parse(c) for c in q["legal"])
        self.out.check("quiz legal", said == legal, where, _cards(said), _cards(legal))
        refused = [Card.parse(c) for c in q["refuse"]]
        self.out.check(
            "quiz refused", not any(c in legal for c in refused), where, _cards(set(refused)), "illegal"
        )
        record = step["decision"]["record"] if step["decision"] is not None else None
        search = next((s for s in record["steps"] if s["key"] == _SEARCH), None) if record else None
        costs = {Card.parse(c): float(v) for c, v in q["costs"].items()}
        if search is None:
            self.out.check(
                "quiz figures", not costs and not q["worlds"], where, str(q["costs"]), "no estimate"
            )
        else:
            worlds = search["params"]["worlds"]
            totals = {
                Card.parse(t): int(n)
                for t, _, n in (p.rpartition("=") for p in search["params"]["scores"].split())
            }
            ok = q["worlds"] == worlds and costs.keys() == totals.keys()
            ok = ok and all(abs(costs[c] - totals[c] / worlds) < 1e-9 for c in costs)
            shown = f"{q['worlds']} deals, " + " ".join(f"{c}={v:.2f}" for c, v in sorted(costs.items()))
            truth = f"{worlds} deals, " + " ".join(f"{c}={totals[c] / worlds:.2f}" for c in sorted(totals))
            self.out.check("quiz figures", ok, where, shown, truth)
        if record is not None and record["text"]["headline"]:
            why = _SPACES.sub(" ", q["why"]).strip()
            self.out.check(
                "quiz reason", _same(why, record["text"]["headline"]), where, why[:80], "the headline"
            )

    def trick_end(self, section: Node, after: State, where: str) -> None:
        """The winner line and the points taken so far, after a trick."""
        won = section.first("p", "winner")
        trick = after.tricks[-1] if after.phase is not Phase.PASS and after.tricks else None
        if won is None or trick is None:
            self.out.check("trick won", won is None and trick is None, where, "no winner line", "a winner")
            return
        taken = won.first("span", "taken")
        taken_text = taken.text() if taken is not None else ""
        line = won.text()
        head = line[: len(line) - len(taken_text)]
        points = _trick_points(after, trick)
        winner = self.seat_named(head)
        self.out.check("trick winner", winner is trick.winner, where, head, str(trick.winner))
        self.out.check("trick points", points in self.figures(head), where, head, str(points))
        true = [after.points_taken(s) for s in Seat.at_table(self.seats)]
        self.out.check("points taken", self.figures(taken_text) == true, where, taken_text, str(true))
        took = section.first("p", "kitty-taken")
        if after.kitty and after.kitty_trick == len(after.tricks):  # DEAL: the kitty goes with this trick
            said = took.text() if took is not None else "nothing"
            kitty = after.kitty
            ok = self.seat_named(said) is trick.winner and cards_named(said, self.lang) == set(kitty)
            ok = ok and _points_of(after, kitty) in self.figures(said)
            self.out.check("kitty taken", ok, where, said, f"{trick.winner} takes {_cards(kitty)}")
        elif took is not None:
            self.out.check("kitty taken", False, where, took.text(), "no kitty taken with this trick")

    def deck(self, section: Node, state: State, where: str) -> None:
        """The cards out of play and the kitty the table shows at the start of the section: the
        removed cards struck out, the kitty face down until a trick's winner takes it (DEAL,
        KITTY-FIRST-HEART), then its cards and who took them."""
        box = section.first("p", "deck-out")
        if box is None:
            ok = not state.removed and not state.kitty
            self.out.check("out of play shown", ok, where, "nothing", "the cards out of play and the kitty")
            return
        out = box.first("span", "out")
        struck = _faces(out)
        removed = state.removed
        self.out.check("out of play shown", struck == removed, where, _cards(struck), _cards(removed))
        kitty = box.first("span", "kitty")
        if not state.kitty:
            self.out.check("kitty shown", kitty is None, where, "a kitty", "none")
            return
        shown = kitty.text() if kitty is not None else ""
        faces = _faces(kitty)
        backs = len(list(kitty.all("span", "back"))) if kitty is not None else 0
        if state.kitty_taken:
            winner = state.tricks[state.kitty_trick - 1].winner
            ok = faces == state.kitty and not backs and self.seat_named(shown) is winner
            self.out.check("kitty shown", ok, where, shown, f"{_cards(state.kitty)}, taken by {winner}")
        else:
            ok = not faces and backs == len(state.kitty)
            self.out.check("kitty shown", ok, where, shown, f"{len(state.kitty)} card(s) face down")

    def end(self, section: Node, last: State, where: str) -> None:
        """The end-of-hand table: points taken, scored and totals."""
        table = section.first("table", "score")
        results = last.hand_results
        if table is None or not results:
            return
        result = results[-1]
        rows = [r for r in table.all("tr") if r.first("td") is not None]
        for seat, row in zip(Seat.at_table(self.seats), rows, strict=False):
            cells = [_numbers(c.text()) for c in row.all("td")]
            said = [n[0] if n else None for n in cells]
            true = [result.points[seat], result.deltas[seat], result.scores[seat]]
            self.out.check("hand result", said == true, f"{where} {seat}", str(said), str(true))

    def knows_now(self, section: Node, blocks: list[Mapping[str, Any]], after: State, where: str) -> None:
        """Each "knows now" line: the JSON's sentences, naming only cards the seat can know."""
        news = section.first("div", "news")
        lines = list(news.all("p")) if news is not None else []
        if self.viewer is not None:
            blocks = [b for b in blocks if b["seat"] == seat_text(self.viewer, self.seats)]
        self.out.check("knows-now lines", len(lines) == len(blocks), where, str(len(lines)), str(len(blocks)))
        for line, block in zip(lines, blocks, strict=False):
            seat = self.seat(block["seat"])
            label = line.first("b")
            label_text = label.text() if label is not None else ""
            self.out.check(
                "knows-now seat", self.seat_named(label_text) is seat, where, label_text, str(seat)
            )
            body = _SPACES.sub(" ", line.text()[len(label_text) :]).strip()
            wanted = _SPACES.sub(" ", "; ".join(f["text"] for f in block["facts"])).strip()
            self.out.check(
                "knows-now words", _same(body, wanted), f"{where} {seat}", body[:120], wanted[:120]
            )
            known = _knowable(after, seat)
            # the point table's sentence names the variant's own cards (10♦ -10, Q♥ 13, each heart
            # its face value, 2♥ … A♥): the rules, not a holding (its words are audited on the JSON)
            rules = {
                c
                for f in block["facts"]
                if f["key"] in _RULE_FACTS
                for c in cards_named(f["text"], self.lang)
            }
            stray = cards_named(body, self.lang) - known - RULE_CARDS - rules
            self.out.check(
                "knows-now cards", not stray, f"{where} {seat}", _cards(stray), "cards it cannot know"
            )


def _faces(node: Node | None) -> CardSet:
    """The cards shown face up under ``node`` (by their ``data-card``)."""
    if node is None:
        return CardSet()
    shown = [c.attrs["data-card"] for c in node.all("span", "card") if "data-card" in c.attrs]
    return CardSet(Card.parse(text) for text in shown)


def _trick_points(state: State, trick: Any) -> int:
    return _points_of(state, trick.cards)


def _points_of(state: State, cards: Iterable[Card]) -> int:
    values = state.variant.card_values()
    return sum(values[c.index] for c in cards)


def _in_order(text: str, lang: str) -> list[Card]:
    """The cards a line names, in its order."""
    out: list[Card] = []
    for token in re.finditer(r"(?<![\w])(10|[2-9]|[^\W\d_]{1,2})([♣♦♠♥])", text):
        out.extend(cards_named(token.group(0), lang))
    return out


def _first_card(text: str, lang: str) -> Card | None:
    for token in re.finditer(r"(?<![\w])(10|[2-9]|[^\W\d_]{1,2})([♣♦♠♥])", text):
        found = cards_named(token.group(0), lang)
        if found:
            return next(iter(found))
    return None


def _same(page: str, data: str) -> bool:
    """The same words, whatever the typesetting (spaces before French punctuation)."""

    def plain(text: str) -> str:
        return re.sub(r"\s+([;:!?»])", r"\1", re.sub(r"([«])\s+", r"\1", text))

    return plain(page) == plain(data)


def _knowable(state: State, seat: Seat) -> set[Card]:
    """Cards ``seat`` may name at ``state``: its hand, the cards played this hand, its pass and
    receipt, the cards out of play and the kitty once taken (both public, DEAL; the rules' own
    cards, :data:`~hearts.audit.pages.RULE_CARDS`, are named by any)."""
    out = set(state.hand(seat)) | set(state.removed)
    if state.kitty_taken:
        out.update(state.kitty)
    for trick in state.tricks:
        out.update(trick.cards)
    out.update(state.current_trick.cards if state.phase is Phase.PLAY else ())
    got = state.received(seat)
    if got is not None:
        out.update(got)
    deal = state.current_deal
    if deal is not None:
        out.update(deal.hands[seat])  # its own dealt hand: the cards it passed
    return out


def read_back(page: str, data: Mapping[str, Any], variant: Variant) -> PageCheck:
    """Read the facts the HTML ``page`` states and check them against the true hands of
    ``data``, the JSON (teacher's view) of the same walkthrough. The page's teacher view is
    read; a page with one seat's view only (``--seat``, a ``--quiz`` page) is read as that
    seat sees it (its hand, the table, its own reasons, questions and "knows now" lines)."""
    root = parse(page)
    view = root.first("div", "view", data_view="T") or root.first("div", "view")
    if view is None:
        raise Unreadable("the page has no view (div.view)")
    letter = view.attrs.get("data-view", "T")
    seats = variant.players
    viewer = None if letter == "T" else seat_at(letter, seats, "the page's view")
    names: dict[str, Seat] = {}
    for place in view.all("div", "seat"):
        heading = place.first("h4")
        if heading is not None and "data-seat" in place.attrs:
            names.setdefault(heading.text(), seat_at(place.attrs["data-seat"], seats, "a seat of the page"))
    out = PageCheck()
    reader = _Reader(out, data["lang"], names, viewer, seats)
    walks = list(view.all("section", "handwalk"))
    hands = teacher_hands(data)
    out.check("hands", len(walks) == len(hands), "page", str(len(walks)), str(len(hands)))
    try:
        for walk, hand in zip(walks, hands, strict=False):
            _read_hand(reader, walk, hand, variant)
    except (KeyError, ValueError, TypeError) as err:  # a page not written by hearts walkthrough
        if isinstance(err, Unreadable):
            raise
        raise Unreadable(f"not a walkthrough page: {type(err).__name__} {err}"[:200]) from None
    _read_feedback(out, page, data["lang"])
    if not out.facts:
        raise Unreadable("the page states no fact to check")
    return out


_QUIZ_TEXTS = re.compile(r"var quiz = (\{.*?\});\n")


def _read_feedback(out: PageCheck, page: str, lang: str) -> None:
    """A practice page's feedback and summary sentences, read from their words
    (:func:`hearts.audit.lines.feedback_reason`)."""
    found = _QUIZ_TEXTS.search(page)
    if found is None:
        return
    try:
        texts = json.loads(found.group(1))
    except ValueError:
        raise Unreadable("the practice's sentences are not readable JSON") from None
    if not isinstance(texts, dict):
        raise Unreadable("the practice's sentences are not a mapping")
    for kind in ("same", "differ", "pass-same", "pass-differ", "matched", "item"):
        template = texts.get(kind)
        why = feedback_reason(kind, template, lang) if isinstance(template, str) else f"no {kind} line"
        out.check("quiz words:" + kind, why is None, "practice", str(template)[:120], why or "")


def _read_hand(reader: _Reader, walk: Node, hand: Mapping[str, Any], variant: Variant) -> None:
    number = hand["number"]
    positions = {step["index"]: (step, before, after) for step, before, after in replay(variant, hand)}
    blocks: dict[int, list[Mapping[str, Any]]] = {}
    for block in hand["knows_now"]:
        blocks.setdefault(block["after"], []).append(block)
    last: State | None = None
    for section in walk.all("div", "section"):
        first, final = int(section.attrs["data-first"]), int(section.attrs["data-last"])
        where = f"hand {number} {section.attrs['data-kind']} from step {first}"
        if first not in positions:
            reader.out.check("section", False, where, "steps", "none in the JSON")
            continue
        reader.hands(section, positions[first][1], where)
        reader.deck(section, positions[first][1], where)
        for index in range(first, final + 1):
            step, before, after = positions[index]
            if after is not None:
                reader.move(section, step, before, f"hand {number} step {index}")
                last = after
        done = positions[final][2]
        if done is None:
            continue
        if section.attrs["data-kind"] == "trick":
            reader.trick_end(section, done, where)
        reader.knows_now(section, blocks.get(final, []), done, where)
    if last is not None:
        reader.end(walk, last, f"hand {number} end")
