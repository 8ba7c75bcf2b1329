"""``hearts variant card``: the rule card of a variant, in five languages, from its knobs.

The card follows the structure of the seed rule cards (objective, setup, play,
legal actions, scoring, end, special cases, bots). The text is a Jinja2 template
(``templates/rulecard.md.j2``, extension ``jinja2.ext.i18n``) whose sentences go
through gettext, domain ``rulecard`` (catalogs ``hearts/words/locale/<lang>/LC_MESSAGES/
rulecard.po``, template ``hearts/words/locale/rulecard.pot``; English is the source
language). Every knob value that matters changes the text: moon scoring, J♦ bonus,
first-trick strictness and its fallback, pass cycle and count, target score, tie
rule, what breaks hearts, which hands may lead hearts, the history bots may review.

Each rule carries its clause IDs, followed by what tests it under the variant's knob
values: the Gherkin feature files of the card's language with a scenario that carries
the ``@CLAUSE`` tag, and the corpus scenarios (``hearts.scenarios.load_corpus()``) that
cite the clause, each run under the variant or one with the same knobs
(:mod:`hearts.varianttools.links`). Both are computed when the card is made.

>>> from hearts.engine.variant import Variant
>>> "2♣" in render_card(Variant(), "en", links=False)
True
"""

from __future__ import annotations

import functools
import html
import re
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import jinja2
from markupsafe import Markup

from hearts.cards import ALL_CARDS, BB_ALL, Card, Suit
from hearts.engine.rules import deck_points, rules_for, score_hand
from hearts.engine.variant import TEXTS, MoonScoring, PassDirection, Variant, knob_specs
from hearts.plumbing.atomic import output_in, slug, write_atomic
from hearts.plumbing.errors import InputError
from hearts.plumbing.inputs import shown
from hearts.variants.files import VariantNotes, builtin_variant_names, load_notes, load_variant
from hearts.varianttools.audiences import AUDIENCES
from hearts.varianttools.links import ClauseLinks, clause_links, copy_site_files, feature_tags
from hearts.words import LANGUAGES, names
from hearts.words import rulecard as rulecard_words
from hearts.words.rulecard import CARD, CARD_PLURALS, catalog

__all__ = [
    "CardNotAtTable",
    "ClauseLinks",
    "card_terminal",
    "clause_links",
    "copy_site_files",
    "extract_messages",
    "feature_tags",
    "render_card",
    "write_docs_pages",
]

_TEMPLATES = Path(__file__).parent / "templates"
_TEMPLATE = "rulecard.md.j2"


_DIRECTIONS: dict[PassDirection, str] = {
    PassDirection.LEFT: CARD["to_the_left"],
    PassDirection.RIGHT: CARD["to_the_right"],
    PassDirection.ACROSS: CARD["across"],
    PassDirection.HOLD: CARD["no_passing"],
    PassDirection.LEFT_2: CARD["two_seats_to_the_left"],
    PassDirection.RIGHT_2: CARD["two_seats_to_the_right"],
}

_BREAK = {
    (False, True): CARD["hearts_are_broken_once_a_heart"],
    (True, True): CARD["hearts_are_broken_once_a_heart_2"],
    (False, False): CARD["hearts_are_broken_once_a_heart_3"],
    (True, False): CARD["hearts_are_broken_once_a_heart_4"],
}
"""Keyed by (queen_breaks_hearts, forced_heart_lead_breaks)."""

_LINK_WORDS = (
    CARD["tests"],
    CARD["scenarios"],
    CARD["none_yet"],
    CARD["and_count_more"],
)


# ---------------------------------------------------------------------- rendering


@functools.cache
def _environment(lang: str) -> jinja2.Environment:
    """The card template's environment in ``lang``: made once per language, so the template is
    compiled once per process (a docs build renders 75 cards; it was compiled for each)."""
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(_TEMPLATES)),
        extensions=["jinja2.ext.i18n"],
        autoescape=False,
        keep_trailing_newline=True,
        undefined=jinja2.StrictUndefined,
    )
    env.install_gettext_translations(catalog(lang), newstyle=True)  # type: ignore[attr-defined]
    env.globals.update(words=CARD, plurals=CARD_PLURALS)  # the card's sentences, by key
    return env


_MD_SPECIAL = re.compile(r"([\\`*_\[\]|~])")


def md_text(text: str) -> str:
    r"""``text`` as inert Markdown: HTML characters as entities, Markdown punctuation escaped.

    Used for everything a variant file supplies (name, title, description), so a
    ``<script>`` or a backtick in it is shown, never run or read as markup, and a
    control character is shown as an escape (``\\x1b``), never sent to a terminal.

    >>> print(md_text("<b>`x`</b>"))
    &lt;b&gt;\`x\`&lt;/b&gt;
    """
    escaped = shown(text, 4000).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    escaped = _MD_SPECIAL.sub(r"\\\1", escaped)
    if escaped[:1] in ("#", "+", "-"):
        return "\\" + escaped
    return re.sub(r"^(\d+)([.)])", r"\1\\\2", escaped)


MARK = "◆"
"""Marks, on a players' card, a rule that differs from the rule card 1.0.0."""


def _a(href: str, text: str, code: bool = False) -> str:
    """An HTML link (inside the ``<small>`` line of tests: the docs build does not resolve it as a page)."""
    inner = f"<code>{Markup.escape(text)}</code>" if code else str(Markup.escape(text))
    return f'<a href="{Markup.escape(href)}">{inner}</a>'


def _line_maker(
    lang: str, variant: Variant, links: bool, site: str, max_scenarios: int, players: bool
) -> Callable[..., Markup]:
    tr = catalog(lang)

    def line(text: str, *clauses: str, n: int | None = None) -> Markup:
        bullet = f"{n}." if n is not None else "-"
        if players:
            return Markup(f"{bullet} {text}")
        ids = " ".join(f"`{c}`" for c in clauses)
        out = f"{bullet} {text} {ids}"
        if links:
            indent = " " * (len(bullet) + 1)
            features: list[str] = []
            scenarios: list[tuple[str, str]] = []
            for clause in clauses:
                found = clause_links(clause, lang, variant)
                features.extend(p for p in found.features if p not in features)
                scenarios.extend(x for x in found.scenarios if x not in scenarios)
            none = tr.gettext(CARD["none_yet"])
            feats = ", ".join(_a(site + p, p.rsplit("/", 1)[-1]) for p in features) or none
            shown = [_a(site + f, sid, code=True) for sid, f in scenarios[:max_scenarios]]
            more = len(scenarios) - len(shown)
            if more > 0:
                shown.append(tr.gettext(CARD["and_count_more"]) % {"count": more})
            scen = ", ".join(shown) or none
            tests, scen_word = tr.gettext(CARD["tests"]), tr.gettext(CARD["scenarios"])
            out += f"  \n{indent}<small>{tests}: {feats} · {scen_word}: {scen}</small>"
        return Markup(out)

    return line


class CardNotAtTable(InputError):
    """A variant whose table the card cannot describe yet: refused in one line (exit 2)."""


def card_refusal(variant: Variant) -> str | None:
    """Why the card cannot describe ``variant`` yet, or ``None``: at a table not of four the
    card says how many play, which cards are out, the kitty, the first lead and the moon in
    play; a moon at the shooter's choice there has no sentence yet, so it is refused rather
    than described falsely ("the other three"; DEAL, MOON, ``docs/players.md``)."""
    if variant.players == 4 or variant.moon_scoring is not MoonScoring.SHOOTER_CHOICE:
        return None
    return (
        f"{variant.name}: players {variant.players}: the rule card describes a moon at the "
        "shooter's choice at four seats only (MOON; docs/players.md)"
    )


def render_card(
    variant: Variant,
    lang: str = "en",
    links: bool = True,
    site: str = "",
    max_scenarios: int = 6,
    audience: str = "writers",
    notes: VariantNotes | None = None,
) -> str:
    """The rule card of ``variant`` in ``lang`` as Markdown.

    ``notes`` are the variant file's notes (:func:`hearts.variants.files.load_notes`): a house
    variant's own titles and descriptions per language come from there.

    Links go to the documentation site: ``site`` is prepended to site paths such as
    ``features/en/scoring.feature`` (``""``: relative to the site root; ``"../../"``
    from a page two folders down; or a URL). Only the tests run under this variant's
    knob values are cited (:mod:`hearts.varianttools.links`). ``audience="players"`` gives
    a card for the table: no clause IDs, no links, and each rule that differs from the rule
    card 1.0.0 marked with ◆.
    """
    if lang not in LANGUAGES:
        raise ValueError(f"unsupported language {lang!r} (use {', '.join(LANGUAGES)})")
    if audience not in AUDIENCES:
        raise ValueError(f"unknown audience {audience!r} (use {', '.join(AUDIENCES)})")
    refusal = card_refusal(variant)
    if refusal is not None:
        raise CardNotAtTable(refusal)
    players = audience == "players"
    text = _render(variant, lang, links and not players, site, max_scenarios, players, notes)
    if players:
        text = _mark_differences(text, _render(Variant(), lang, False, site, max_scenarios, True))
    return text


def _render(
    variant: Variant,
    lang: str,
    links: bool,
    site: str,
    max_scenarios: int,
    players: bool,
    notes: VariantNotes | None = None,
) -> str:
    tr = catalog(lang)
    cycle = ", ".join(tr.gettext(_DIRECTIONS[d]) for d in variant.pass_cycle)
    break_text = tr.gettext(_BREAK[(variant.queen_breaks_hearts, variant.forced_heart_lead_breaks)])
    template = _environment(lang).get_template(_TEMPLATE)
    title, description = own_texts(variant, lang, notes)
    untranslated = lang != "en" and (title, description) == _written(variant) and bool(description or title)
    untranslated = untranslated and variant.name not in _shipped_names()
    text = template.render(
        untranslated=untranslated,
        v=_Knobs(variant, lang),
        knobs_set=knobs_set(variant, lang),
        title=Markup(md_text(title)),
        description=Markup(md_text(description)),
        cycle=cycle,
        break_text=break_text,
        line=_line_maker(lang, variant, links, site, max_scenarios, players),
        players=players,
        mark=MARK,
        lang=lang,
    )
    text = re.sub(r"\n{3,}", "\n\n", text)
    return text.rstrip("\n") + "\n"


def knob_value_text(value: object, lang: str = "en") -> str:
    """A knob's value as plain data shows it (``Variant.knobs``): cards as ``lang`` prints them."""
    if isinstance(value, dict):
        return " ".join(f"{card_text(Card.parse(c), lang)} {p}" for c, p in value.items())
    if isinstance(value, list):
        return ", ".join(map(str, value))
    if isinstance(value, bool):
        return str(value).lower()
    return str(value)


def knobs_set(variant: Variant, lang: str = "en") -> str:
    """The knobs ``variant`` sets differently from the card, each with its value and the clause
    declared on it (:func:`hearts.engine.variant.knob_specs`), for the writers' card.

    >>> knobs_set(Variant(queen_breaks_hearts=True, target_score=50))
    '`queen_breaks_hearts` true (`HEARTS-BREAK`), `target_score` 50 (`GAME-END`)'
    >>> knobs_set(Variant())
    ''
    """
    card, mine = type(variant)().knobs(), variant.knobs()  # knob values are data: nothing to escape
    return ", ".join(
        f"`{name}` {knob_value_text(mine[name], lang)} (`{spec.clause}`)"
        for name, spec in knob_specs(type(variant)).items()
        if mine[name] != card[name]
    )


def _written(variant: Variant) -> tuple[str, str]:
    return " ".join(variant.title.split()) or variant.name, " ".join(variant.description.split())


@functools.cache
def card_names() -> list[str]:
    """The shipped variants the card describes (every one: :func:`card_refusal` refuses none)."""
    return [name for name in builtin_variant_names() if card_refusal(load_variant(name)) is None]


@functools.cache
def _shipped_names() -> frozenset[str]:
    return frozenset(builtin_variant_names())


def own_texts(variant: Variant, lang: str, notes: VariantNotes | None = None) -> tuple[str, str]:
    """The variant's title and description in ``lang`` (plain text, not escaped).

    A variant file writes them in its own words; it may give them per language under
    ``texts:`` (``notes``). The shipped variants' texts are translated in the ``rulecard``
    catalog. Without a translation the original is shown (the card then says so), never
    dropped.

    >>> own_texts(load_variant("pink-lady"), "fr")[0]
    'La Dame rose'
    >>> own_texts(Variant(name="house", title="Our table"), "it")
    ('Our table', '')
    """
    title, description = _written(variant)
    given = notes.text(lang) if notes is not None else None
    if given is not None:
        return given[0] or title, given[1] or description
    if lang == "en":
        return title, description
    tr = catalog(lang)
    return (tr.gettext(title) if title else "", tr.gettext(description) if description else "")


def _shipped_texts() -> list[tuple[str, int, str]]:
    """``(text, line, file)``: the title and description of every shipped variant, for the catalog."""
    found: list[tuple[str, int, str]] = []
    for name in builtin_variant_names():
        variant = load_variant(name)
        for text in (variant.title, variant.description):
            if " ".join(text.split()):
                found.append((" ".join(text.split()), 1, f"{name}.yaml"))
    return found


_BULLET = re.compile(r"^(\d+\.|-) (.*)$")


def _mark_differences(text: str, base: str) -> str:
    """Mark with ◆ each rule (a list line) of ``text`` that the card ``base`` does not have."""
    known = {m.group(2) for m in map(_BULLET.match, base.splitlines()) if m}
    out: list[str] = []
    for raw in text.splitlines():
        m = _BULLET.match(raw)
        out.append(f"{m.group(1)} {MARK} {m.group(2)}" if m and m.group(2) not in known else raw)
    return "\n".join(out) + "\n"


_PRINT_CSS = """
body { font-family: system-ui, sans-serif; max-width: 44em; margin: 2em auto; padding: 0 1em;
       line-height: 1.45; color: #111; }
h1 { font-size: 1.6em; margin-bottom: 0.2em; }
h2 { font-size: 1.15em; border-bottom: 1px solid #bbb; margin-top: 1.4em; }
code { font-size: 0.85em; background: #f2f2f2; padding: 0 0.2em; }
small { color: #555; }
@media print {
  @page { margin: 1.5cm; }
  body { max-width: none; margin: 0; font-size: 10.5pt; }
  h2 { break-after: avoid; }
  li { break-inside: avoid; }
  a { color: inherit; text-decoration: none; }
  small { display: none; }
}
"""


_TAG = re.compile(r"</?(?:small|a|code)\b[^>]*>")


def card_terminal(markdown: str) -> str:
    """A Markdown rule card for a terminal: the tests of each clause as plain words (the file
    names and scenario ids, without the HTML of their links), entities shown as characters.

    >>> card_terminal('<small>Tests: <a href="f/x.feature">x.feature</a> · Scenarios: none yet</small>')
    'Tests: x.feature · Scenarios: none yet'
    """
    return html.unescape(_TAG.sub("", markdown))


def card_html(markdown: str, title: str, lang: str) -> str:
    """A Markdown rule card as a standalone HTML page with a print stylesheet.

    ``title`` is plain text (escaped here); the Markdown's own text was escaped
    when the card was rendered.
    """
    from markdown_it import MarkdownIt

    body = MarkdownIt("commonmark", {"html": True}).render(markdown)
    safe_title = str(Markup.escape(title))
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{safe_title}</title>\n<style>{_PRINT_CSS}</style>\n</head>\n<body>\n<main>\n"
        f"{body}</main>\n</body>\n</html>\n"
    )


_CARD = Variant()


def card_text(card: Card, lang: str) -> str:
    """A card as its language prints it (:func:`hearts.words.names.card`: D♠ in
    French and Hungarian, V♦ and B♦ for the jack, R♠ for the French king), the suit symbol.

    >>> [card_text(Card.parse(c), lang) for c, lang in (("KS", "fr"), ("JD", "hu"), ("TD", "en"))]
    ['R♠', 'B♦', '10♦']
    """
    return names.card(card, lang)


def _cards_text(mask: int, lang: str) -> str:
    """Cards with symbols, a whole suit as its symbol and count."""
    return names.cards(mask, lang, suits=tuple(Suit), count_whole=True)


class _Knobs:
    """The variant as the template sees it: enum knobs as their string values, texts escaped."""

    def __init__(self, variant: Variant, lang: str) -> None:
        self._v = variant
        self._lang = lang

    def __getattr__(self, name: str) -> Any:
        value = getattr(self._v, name)
        if name in TEXTS:
            return Markup(md_text(" ".join(str(value).split())))
        return getattr(value, "value", value)

    @property
    def point_table_text(self) -> str:
        """The point table with symbols: a whole suit of one value as ``♥ 1``, else each card."""
        values = self._v.card_values()
        parts: list[str] = []
        for suit in Suit:
            cards = [c for c in ALL_CARDS if c.suit is suit]
            worth = {values[c.index] for c in cards}
            if len(worth) == 1 and 0 not in worth:
                parts.append(f"{suit.symbol} {worth.pop()}")
            else:
                shown = [c for c in cards if values[c.index]]
                parts.extend(f"{card_text(c, self._lang)} {values[c.index]}" for c in shown)
        return " · ".join(parts)

    @property
    def moon_cards_differ(self) -> bool:
        return rules_for(self._v).scoring.moon != rules_for(_CARD).scoring.moon

    @property
    def moon_text(self) -> str:
        return _cards_text(rules_for(self._v).scoring.moon, self._lang)

    @property
    def first_trick_cards_differ(self) -> bool:
        return rules_for(self._v).scoring.first_trick_cards != rules_for(_CARD).scoring.first_trick_cards

    @property
    def first_trick_text(self) -> str:
        return _cards_text(rules_for(self._v).scoring.first_trick_cards, self._lang) or "-"

    @property
    def _outside(self) -> int:
        """The scoring cards a moon does not need (the J♦ of omnibus): they keep their value."""
        r = rules_for(self._v)
        return r.scoring.cards & ~r.scoring.moon & ~r.removed  # (a removed card scores nothing)

    @property
    def outside_moon(self) -> str:
        return _cards_text(self._outside, self._lang) if self._outside else ""

    @property
    def outside_single(self) -> bool:
        return self._outside.bit_count() == 1

    def _outside_score(self, shooter: bool) -> int:
        """What the one card outside the moon leaves its taker with, by the same scoring the engine runs."""
        r = rules_for(self._v)
        card = self._outside
        moon = r.scoring.moon
        rest = BB_ALL & ~moon & ~card
        taken = (moon | card, rest, 0, 0) if shooter else (moon, card | rest, 0, 0)
        deltas = score_hand(r, taken, (0, 0, 0, 0)).deltas
        return deltas[0] if shooter else deltas[1]

    @property
    def outside_shooter(self) -> int:
        return self._outside_score(True)

    @property
    def outside_other(self) -> int:
        return self._outside_score(False)

    @property
    def removed_text(self) -> str:
        """DEAL: the cards out of the deck (``""``: none)."""
        return _cards_text(rules_for(self._v).removed, self._lang)

    @property
    def unpassable_text(self) -> str:
        """PASS-KEEP: the cards that may not be passed (``""``: none)."""
        return _cards_text(rules_for(self._v).unpassable, self._lang)

    @property
    def half_target(self) -> int:
        """EXACT-TARGET: what a total of exactly the target drops to."""
        return self._v.target_score // 2

    @property
    def kitty_size(self) -> int:
        return rules_for(self._v).kitty_size

    @property
    def first_card_text(self) -> str:
        """FIRST-LEAD: the lowest club in play (the 2♣ with a whole deck)."""
        first = rules_for(self._v).first_card
        return _cards_text(first, self._lang) if first else ""

    @property
    def moon_total(self) -> int:
        """MOON: what the moon cards in play carry together."""
        scoring = rules_for(self._v).scoring
        return sum(v for c, v in zip(ALL_CARDS, self._v.card_values(), strict=True) if c.bit & scoring.moon)

    @property
    def hand_total(self) -> int:
        """Points in a hand, every scoring card included (POINTS)."""
        return deck_points(rules_for(self._v).scoring)


def families_table(names: Sequence[str]) -> list[str]:
    """A Markdown section: each variant against the knobs it sets differently from the card."""
    card = Variant().knobs()
    variants = [load_variant(n) for n in names]
    knobs = [k for k in card if any(v.knobs()[k] != card[k] for v in variants)]

    def cell(value: object) -> str:
        return str(value) if isinstance(value, bool) else knob_value_text(value)

    rows = [
        f"| `{v.name}` | "
        + " | ".join(cell(v.knobs()[k]) if v.knobs()[k] != card[k] else "" for k in knobs)
        + " |"
        for v in variants
    ]
    return [
        "## Families and the knobs they set",
        "",
        "Each shipped variant against the knobs it sets differently from `card-1.0.0` (blank: as on the",
        "card). Every family is a variant file: see {doc}`/new-variant` and the generated knob reference.",
        "",
        "| variant | " + " | ".join(f"`{k}`" for k in knobs) + " |",
        "|---|" + "---|" * len(knobs),
        *rows,
        "",
    ]


FAMILY_PAGE = "docs/families.md"
"""The families page, written by :func:`families_page` (a test checks it is up to date)."""


def families_page(names: Sequence[str] | None = None) -> str:
    """The "families" docs page (MyST): for each shipped variant, its sources and the reading it takes.

    One card per variant, no wide table, so it fits a narrow column. Everything comes from
    the variant files' ``sources`` and ``reading`` (:func:`hearts.variants.files.load_notes`).
    """
    chosen = list(names) if names is not None else builtin_variant_names()
    card = Variant().knobs()
    out = [
        "# Families and their sources",
        "",
        "Where each shipped variant's rules come from, and, where the sources differ, which",
        "reading the file takes and why. Every file names its sources under `sources:` and",
        "its reading under `reading:` (see {doc}`/new-variant`); this page is generated from",
        "them by `hearts.varianttools.card.families_page`. A knob named in a reading gives",
        "the other reading: a room that plays it that way writes a variant file with",
        "`base:` and that knob.",
        "",
        "| variant | sources |",
        "|---|---|",
    ]
    notes = {name: load_notes(name) for name in chosen}
    for name in chosen:
        count = len(notes[name].sources)
        out.append(f"| [`{name}`](#{name}) | {count or 'none found'} |")
    out.append("")
    for name in chosen:
        variant, note = load_variant(name), notes[name]
        knobs = variant.knobs()
        changed = [k for k in card if knobs[k] != card[k]]
        out += [f"({name})=", f"## `{name}`", "", f"**{md_text(variant.title)}**", ""]
        if variant.description:
            out += [md_text(" ".join(variant.description.split())), ""]
        if changed:
            out += ["Knobs that differ from the card: " + ", ".join(f"`{k}`" for k in changed) + ".", ""]
        out += ["Sources:", ""]
        for src in note.sources:
            link = f" <{src.url}>" if src.url else ""
            out.append(f"- *{md_text(src.source)}*{link}: {md_text(src.says)}.")
        if not note.sources:
            out.append("- none found.")
        out += ["", f"Reading: {md_text(note.reading) or 'the sources agree.'}", ""]
    return "\n".join(out).rstrip("\n") + "\n"


def write_docs_pages(
    out_dir: Path | str, variants: Sequence[str] | None = None, site: str = "../../"
) -> list[Path]:
    """Write one Markdown page per shipped variant per language, one page per variant, and an index.

    Pages are ``<out_dir>/<variant>.<lang>.md``, grouped under ``<out_dir>/<variant>.md``
    (the variant's title and its five languages); the index (``index.md``, MyST) has a
    table of the pages and a toctree of the variants, so the contents list one entry per
    variant with its languages inside. ``site`` leads from a page to the site root (where
    :func:`copy_site_files` puts the features and the corpus). Returns the paths written.
    """
    folder = Path(out_dir)
    names = list(variants) if variants is not None else card_names()
    written: list[Path] = []
    rows: list[str] = []
    toc: list[str] = []
    for name in names:
        variant = load_variant(name)
        cells = []
        languages: list[str] = []
        for lang in LANGUAGES:
            path = output_in(folder, f"{slug(name)}.{lang}.md")
            write_atomic(path, render_card(variant, lang, site=site))
            written.append(path)
            cells.append(f"[{lang}]({path.name})")
            languages.append(path.stem)
        group = folder / f"{name}.md"
        write_atomic(
            group,
            "\n".join(
                [
                    f"# `{name}`: {md_text(variant.title)}",
                    "",
                    f"The rule card of `{name}` in each language: " + " · ".join(cells) + ".",
                    "",
                    "```{toctree}",
                    ":maxdepth: 1",
                    "",
                    *languages,
                    "```",
                    "",
                ]
            ),
        )
        written.append(group)
        toc.append(group.stem)
        rows.append(f"| [`{name}`]({group.name}) | {md_text(variant.title)} | " + " · ".join(cells) + " |")
    index = [
        "# Rule cards",
        "",
        "The rule card of every shipped variant, in every language, generated from the variant",
        "files by `hearts variant card` (see {doc}`/new-variant` to make your own).",
        "",
        "| variant | title | cards |",
        "|---|---|---|",
        *rows,
        "",
        *families_table(names),
        "```{toctree}",
        ":hidden:",
        "",
        *toc,
        "```",
        "",
    ]
    index_path = folder / "index.md"
    write_atomic(index_path, "\n".join(index))
    written.append(index_path)
    return written


# ---------------------------------------------------------------------- messages


def extract_messages() -> list[tuple[str, str | None, int, str]]:
    """Every message of the card: ``(msgid, msgid_plural, line, file)`` from the template and this module.

    Used to write ``hearts/words/locale/rulecard.pot`` and by the tests to check it is up to date.
    """
    from babel.messages.extract import extract_from_file

    found: list[tuple[str, str | None, int, str]] = []
    sources = (
        (_TEMPLATES / _TEMPLATE, "jinja2.ext:babel_extract"),
        (Path(__file__), "python"),
        (Path(rulecard_words.__file__), "python"),
    )
    for path, method in sources:
        keywords = {"_": None, "gettext": None, "ngettext": (1, 2), "_noop": None, "N_": None, "NP_": (1, 2)}
        for lineno, message, _comments, _context in extract_from_file(method, str(path), keywords=keywords):
            if isinstance(message, tuple):
                found.append((str(message[0]), str(message[1]), lineno, path.name))
            else:
                found.append((str(message), None, lineno, path.name))
    found.extend((text, None, line, where) for text, line, where in _shipped_texts())
    return found
