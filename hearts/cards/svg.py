"""SVG pictures of cards, hands, tricks and whole tables, for notebooks and web pages.

Each function returns an :class:`Svg` (a ``str`` holding one ``<svg>`` document)
that Jupyter shows as a picture; :class:`~hearts.cards.Card`,
:class:`~hearts.cards.CardSet`, :class:`~hearts.engine.results.Trick`,
:class:`~hearts.engine.state.State` and :class:`~hearts.engine.view.PlayerView` show themselves
through these functions (``_repr_svg_``).

>>> from hearts.cards import Card, CardSet
>>> picture = card(Card.parse("QS"))
>>> picture.startswith("<svg") and "Q" in picture and "♠" in picture
True
>>> "<svg" in hand(CardSet.parse("2C 3C QS AH"))
True

The module reads only the public attributes of those objects (it imports nothing
from the engine), so the engine shows pictures without depending on it; every text
that goes into a picture is escaped for XML.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from html import escape
from typing import Any, Protocol

__all__ = ["CARD_HEIGHT", "CARD_WIDTH", "Svg", "card", "hand", "symbols", "table", "trick", "use"]

CARD_WIDTH = 60
CARD_HEIGHT = 84
_RED = "#b3261e"
_BLACK = "#1d1d1f"
_FELT = "#1f6f43"
_LEGAL = "#f2b705"
_SEAT_NAMES = ("North", "East", "South", "West")
_SUIT_COLOURS = {"C": _BLACK, "S": _BLACK, "D": _RED, "H": _RED}


class Svg(str):
    """An SVG document; notebooks display it as a picture."""

    __slots__ = ()

    def _repr_svg_(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        return str(self)


class _CardLike(Protocol):
    @property
    def suit(self) -> Any: ...

    @property
    def rank(self) -> Any: ...


def _text(value: object) -> str:
    """Text for SVG/XML: markup escaped and characters XML 1.0 forbids dropped."""
    cleaned = "".join(
        ch for ch in str(value) if ch in "\t\n\r" or (ord(ch) >= 0x20 and not 0xD800 <= ord(ch) <= 0xDFFF)
    )
    return escape(cleaned, quote=True)


def _document(width: float, height: float, body: str, title: str) -> Svg:
    return Svg(
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{width:g}" height="{height:g}" '
        f'viewBox="0 0 {width:g} {height:g}" role="img" aria-label="{_text(title)}">'
        f"<title>{_text(title)}</title>{body}</svg>"
    )


def _label(c: _CardLike) -> str:
    return f"{c.rank.label}{c.suit.symbol}"


def _face(c: _CardLike, x: float, y: float, *, mark: bool = False, rank_label: str | None = None) -> str:
    """One card face up, its top left corner at (x, y) (``rank_label``: the rank as a language writes it)."""
    colour = _SUIT_COLOURS.get(str(c.suit.letter), _BLACK)
    rank, suit = _text(c.rank.label if rank_label is None else rank_label), _text(c.suit.symbol)
    name = f"{rank}{suit}"  # as the rank is written (in the page's language, with rank_label)
    border = f'stroke="{_LEGAL}" stroke-width="3"' if mark else 'stroke="#555" stroke-width="1"'
    w, h = CARD_WIDTH, CARD_HEIGHT
    return (
        f'<g class="card" transform="translate({x:g},{y:g})"><title>{name}</title>'
        f'<rect width="{w}" height="{h}" rx="6" fill="#fff" {border}/>'
        f'<g fill="{colour}" font-family="DejaVu Sans, Arial, sans-serif">'
        f'<text x="4" y="17" font-size="14" font-weight="bold" letter-spacing="-1">{rank}</text>'
        f'<text x="4" y="33" font-size="14">{suit}</text>'
        f'<text x="{w / 2:g}" y="{h / 2 + 12:g}" font-size="34" text-anchor="middle">{suit}</text>'
        f'<g transform="rotate(180 {w / 2:g} {h / 2:g})">'
        f'<text x="4" y="17" font-size="14" font-weight="bold" letter-spacing="-1">{rank}</text></g>'
        "</g></g>"
    )


def _back(x: float, y: float) -> str:
    w, h = CARD_WIDTH, CARD_HEIGHT
    return (
        f'<g class="card back" transform="translate({x:g},{y:g})">'
        f'<rect width="{w}" height="{h}" rx="6" fill="#27408b" stroke="#fff" stroke-width="2"/>'
        f'<rect x="6" y="6" width="{w - 12}" height="{h - 12}" rx="3" fill="none" '
        'stroke="#9fb3e8" stroke-width="1.5" stroke-dasharray="4 3"/></g>'
    )


def _is_in(c: _CardLike, marked: Iterable[Any] | None) -> bool:
    return marked is not None and c in marked


def card(c: _CardLike | None, *, face_down: bool = False) -> Svg:
    """One card (face down when ``face_down`` or ``c`` is None)."""
    body = _back(1, 1) if face_down or c is None else _face(c, 1, 1)
    title = "a card face down" if face_down or c is None else _label(c)
    return _document(CARD_WIDTH + 2, CARD_HEIGHT + 2, body, title)


def _symbol_id(c: _CardLike) -> str:
    return f"card-{_text(c.rank.label)}{_text(c.suit.letter)}"


def symbols(cards: Iterable[_CardLike], *, rank_label: Callable[[Any], str] | None = None) -> str:
    """The faces of ``cards`` as SVG ``<symbol>`` elements in one hidden ``<svg>``, for a web
    page that shows many cards: each is then drawn with :func:`use` (a few bytes a card).
    ``rank_label(card)`` writes the rank in the page's language (default: ``rank.label``).

    >>> from hearts.cards import Card
    >>> sheet = symbols([Card.parse("QS")], rank_label=lambda c: "D")
    >>> 'id="card-QS"' in sheet and ">D</text>" in sheet and 'aria-hidden="true"' in sheet
    True
    >>> use(Card.parse("QS"), label="D♠")
    '<svg class="card-picture" viewBox="0 0 62 86" role="img" aria-label="D♠"><use href="#card-QS"/></svg>'
    """
    w, h = CARD_WIDTH + 2, CARD_HEIGHT + 2
    faces = "".join(
        f'<symbol id="{_symbol_id(c)}" viewBox="0 0 {w} {h}">'
        f"{_face(c, 1, 1, rank_label=None if rank_label is None else rank_label(c))}</symbol>"
        for c in cards
    )
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0" style="position:absolute" '
        f'aria-hidden="true" focusable="false"><defs>{faces}</defs></svg>'
    )


def use(c: _CardLike, *, label: str | None = None) -> str:
    """One card drawn from the :func:`symbols` of its page, named ``label`` for screen readers."""
    w, h = CARD_WIDTH + 2, CARD_HEIGHT + 2
    name = _text(_label(c) if label is None else label)
    return (
        f'<svg class="card-picture" viewBox="0 0 {w} {h}" role="img" aria-label="{name}">'
        f'<use href="#{_symbol_id(c)}"/></svg>'
    )


def _row(cards: Sequence[_CardLike], x: float, y: float, step: float, marked: Any = None) -> str:
    parts = []
    for i, c in enumerate(cards):
        lift = -8 if _is_in(c, marked) else 0
        parts.append(_face(c, x + i * step, y + lift, mark=lift != 0))
    return "".join(parts)


def hand(cards: Iterable[_CardLike], *, legal: Iterable[Any] | None = None, step: float = 22) -> Svg:
    """Cards in a fanned row, in suit order; ``legal`` ones are raised and outlined."""
    ordered = list(cards)
    width = (len(ordered) - 1) * step + CARD_WIDTH if ordered else CARD_WIDTH
    body = _row(ordered, 1, 9, step, legal) if ordered else ""
    title = " ".join(_label(c) for c in ordered) or "no cards"
    return _document(width + 2, CARD_HEIGHT + 10, body, title)


# Where each seat sits, relative to the seat shown at the bottom: 0 bottom, 1 left, 2 top, 3 right.
_TRICK_SPOTS = ((0, 52), (-66, 0), (0, -52), (66, 0))


def _trick_body(t: Any, cx: float, cy: float, bottom: int) -> str:
    parts = []
    for seat, c in t.plays:
        dx, dy = _TRICK_SPOTS[(int(seat) - bottom) % 4]
        winner = t.winner is not None and int(t.winner) == int(seat)
        parts.append(_face(c, cx + dx - CARD_WIDTH / 2, cy + dy - CARD_HEIGHT / 2, mark=winner))
    return "".join(parts)


def trick(t: Any, *, bottom: int = 2) -> Svg:
    """A trick as it lies on the table: each card in front of its player (``bottom``:
    the seat shown at the bottom, South by default); the winner, once known, outlined."""
    size = 2 * 66 + CARD_WIDTH + 4
    height = 2 * 52 + CARD_HEIGHT + 4
    body = _trick_body(t, size / 2, height / 2, bottom)
    plays = ", ".join(f"{_SEAT_NAMES[int(s)]} {_label(c)}" for s, c in t.plays) or "no card yet"
    return _document(size, height, body, f"trick {getattr(t, 'number', '')}: {plays}".strip())


def table(position: Any) -> Svg:
    """A whole table: a :class:`~hearts.engine.state.State` (every hand face up) or a
    :class:`~hearts.engine.view.PlayerView` (only the viewer's hand; the others face down,
    the viewer at the bottom). The trick on the table in the middle, each seat's
    total score by its name, the seat to act marked and, in a view, the legal cards raised.
    """
    viewer = getattr(position, "seat", None)
    bottom = 2 if viewer is None else int(viewer)
    step, width, height = 22.0, 580.0, 580.0
    fan = 12 * step + CARD_WIDTH
    parts = [f'<rect width="{width:g}" height="{height:g}" rx="14" fill="{_FELT}"/>']
    to_act = getattr(position, "to_act", None)
    scores = tuple(getattr(position, "scores", (0, 0, 0, 0)))
    current = position.current_trick
    played_now = {int(s) for s, _ in current.plays}
    tricks_done = int(getattr(position, "tricks_played", len(getattr(position, "tricks", ()))))
    for seat in range(4):
        spot = (seat - bottom) % 4
        if viewer is None:
            cards: list[Any] = list(position.hand(type(current.leader)(seat)))
            shown = True
            count = len(cards)
        elif seat == bottom:
            cards, shown, count = list(position.hand), True, len(position.hand)
        else:
            cards, shown = [], False
            count = max(0, 13 - tricks_done - (1 if seat in played_now else 0))
        legal = position.legal if viewer is not None and seat == bottom else None
        vertical = spot in (1, 3)
        if spot == 0:
            x0, y0 = (width - fan) / 2, height - CARD_HEIGHT - 34
        elif spot == 2:
            x0, y0 = (width - fan) / 2, 34
        elif spot == 1:
            x0, y0 = 16, (height - fan) / 2
        else:
            x0, y0 = width - CARD_WIDTH - 16, (height - fan) / 2
        for i in range(count):
            x = x0 if vertical else x0 + i * step
            y = y0 + i * step if vertical else y0
            if shown:
                c = cards[i]
                lift = _is_in(c, legal)
                parts.append(_face(c, x, y - (8 if lift else 0), mark=lift))
            else:
                parts.append(_back(x, y))
        acting = to_act is not None and int(to_act) == seat
        name = f"{'▶ ' if acting else ''}{_SEAT_NAMES[seat]} · {scores[seat] if seat < len(scores) else 0}"
        lx, ly, anchor = {
            0: (width / 2, height - 12, "middle"),
            1: (16, (height - fan) / 2 - 10, "start"),
            2: (width / 2, 24, "middle"),
            3: (width - 16, (height - fan) / 2 - 10, "end"),
        }[spot]
        weight = "bold" if acting else "normal"
        parts.append(
            f'<text x="{lx:g}" y="{ly:g}" text-anchor="{anchor}" fill="#fff" font-size="14" '
            f'font-weight="{weight}" font-family="DejaVu Sans, Arial, sans-serif">{_text(name)}</text>'
        )
    parts.append(_trick_body(current, width / 2, height / 2, bottom))
    hand_number = getattr(position, "hand_number", "")
    phase = getattr(position, "phase", "")
    title = f"hand {hand_number}, {phase}" + (
        f", seen by {_SEAT_NAMES[bottom]}" if viewer is not None else ""
    )
    return _document(width, height, "".join(parts), title)
