"""``hearts variant card``: the rule card of a variant, in five languages, from its knobs.

The card follows the structure of the seed rule cards (objective, setup, play,
legal actions, scoring, end, special cases, bots). The text is a Jinja2 template
(``templates/rulecard.md.j2``, extension ``jinja2.ext.i18n``) whose sentences go
through gettext, domain ``rulecard`` (catalogs ``hearts/locale/<lang>/LC_MESSAGES/
rulecard.po``, template ``hearts/locale/rulecard.pot``; English is the source
language). Every knob value that matters changes the text: moon scoring, J♦ bonus,
first-trick strictness and its fallback, pass cycle and count, target score, tie
rule, what breaks hearts, which hands may lead hearts, the history bots may review.

Each rule carries its clause IDs, followed by what tests it: the Gherkin feature
files of the card's language whose scenarios carry the ``@CLAUSE`` tag, and the
corpus scenarios (``hearts.scenarios.load_corpus()``) that cite the clause. Both
are computed when the card is made.

>>> from hearts.variant import Variant
>>> "2♣" in render_card(Variant(), "en", links=False)
True
"""

from __future__ import annotations

import functools
import os
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import jinja2
from markupsafe import Markup

from hearts.atomic import write_atomic
from hearts.i18n import LANGUAGES, translations
from hearts.rules import hand_points, rules_for
from hearts.variant import PassDirection, Variant
from hearts.variant_files import builtin_variant_names, load_variant

__all__ = [
    "DOMAIN",
    "ClauseLinks",
    "clause_links",
    "extract_messages",
    "feature_tags",
    "render_card",
    "write_docs_pages",
]

DOMAIN = "rulecard"
_TEMPLATES = Path(__file__).parent / "templates"
_TEMPLATE = "rulecard.md.j2"


def _noop(message: str) -> str:
    """Marks a message for extraction; it is translated where it is used."""
    return message


_DIRECTIONS: dict[PassDirection, str] = {
    PassDirection.LEFT: _noop("to the left"),
    PassDirection.RIGHT: _noop("to the right"),
    PassDirection.ACROSS: _noop("across"),
    PassDirection.HOLD: _noop("no passing"),
}

_BREAK = {
    (False, True): _noop(
        "Hearts are broken once a heart is discarded on a trick of another suit, or led by a player "
        "who holds nothing but hearts; the Q♠ does not break them."
    ),
    (True, True): _noop(
        "Hearts are broken once a heart is discarded on a trick of another suit, or led by a player "
        "who holds nothing but hearts, and also once the Q♠ is played."
    ),
    (False, False): _noop(
        "Hearts are broken once a heart is discarded on a trick of another suit; a heart led by a player "
        "who holds nothing but hearts does not break them, nor does the Q♠."
    ),
    (True, False): _noop(
        "Hearts are broken once a heart is discarded on a trick of another suit, and also once the Q♠ is "
        "played; a heart led by a player who holds nothing but hearts does not break them."
    ),
}
"""Keyed by (queen_breaks_hearts, forced_heart_lead_breaks)."""

_LINK_WORDS = (
    _noop("Tests"),
    _noop("Scenarios"),
    _noop("none yet"),
    _noop("and %(count)s more"),
)


# ------------------------------------------------------------------ what tests what


def _repo_folder(name: str) -> Path | None:
    """``features`` or ``scenarios`` in the working tree (searched upward from here and the cwd)."""
    for root in (Path.cwd(), Path(__file__).resolve().parent):
        for folder in (root, *root.parents):
            candidate = folder / name
            if candidate.is_dir() and (folder / "pyproject.toml").is_file():
                return candidate
    return None


_TAG = re.compile(r"(?<!\S)@([A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*)\b")


def feature_tags(path: Path) -> set[str]:
    """The clause tags of the scenarios in a Gherkin file (feature, rule and scenario tags).

    The official Gherkin parser is used when installed; otherwise tag lines are read
    directly (a tag line holds only ``@tags`` and comments).
    """
    text = path.read_text(encoding="utf-8")
    try:
        from gherkin.parser import Parser
        from gherkin.token_scanner import TokenScanner
    except ImportError:  # pragma: no cover - gherkin-official is a test dependency
        tags: set[str] = set()
        for raw in text.splitlines():
            stripped = raw.split("#", 1)[0].strip()
            if stripped.startswith("@"):
                tags.update(_TAG.findall(stripped))
        return tags
    try:
        document = Parser().parse(TokenScanner(text))
    except Exception:  # a broken feature file is another test's business
        return set()
    found: set[str] = set()

    def visit(node: dict[str, Any], inherited: set[str]) -> None:
        own = inherited | {t["name"].lstrip("@") for t in node.get("tags", [])}
        children = node.get("children", [])
        if not children:
            found.update(own)
        for child in children:
            for key in ("scenario", "rule", "background"):
                if key in child and key != "background":
                    visit(child[key], own)

    feature: Any = document.get("feature")
    if feature:
        visit(dict(feature), set())
    return found


@dataclass(frozen=True)
class ClauseLinks:
    """What tests one clause: feature files (paths) and corpus scenarios (id, file path)."""

    features: tuple[Path, ...]
    scenarios: tuple[tuple[str, str], ...]


@functools.cache
def _features_by_clause(lang: str) -> dict[str, tuple[Path, ...]]:
    folder = _repo_folder("features")
    out: dict[str, list[Path]] = {}
    if folder is None or not (folder / lang).is_dir():
        return {}
    for path in sorted((folder / lang).glob("*.feature")):
        for tag in feature_tags(path):
            out.setdefault(tag, []).append(path.resolve())
    return {k: tuple(v) for k, v in out.items()}


@functools.cache
def _scenarios_by_clause() -> dict[str, tuple[tuple[str, str], ...]]:
    try:
        from hearts.scenarios import load_corpus

        corpus = load_corpus()
    except Exception:  # no corpus (yet), or a broken one: the card still renders
        return {}
    out: dict[str, list[tuple[str, str]]] = {}
    for sc in corpus:
        path = Path(sc.file)
        shown = str(path.resolve()) if path.exists() else sc.file
        for clause in sc.clauses:
            out.setdefault(clause, []).append((sc.id, shown))
    return {k: tuple(v) for k, v in out.items()}


def clause_links(clause: str, lang: str) -> ClauseLinks:
    """The feature files of ``lang`` and the corpus scenarios that test ``clause``."""
    return ClauseLinks(_features_by_clause(lang).get(clause, ()), _scenarios_by_clause().get(clause, ()))


# ---------------------------------------------------------------------- rendering


def _environment(lang: str) -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(_TEMPLATES)),
        extensions=["jinja2.ext.i18n"],
        autoescape=False,
        keep_trailing_newline=True,
        undefined=jinja2.StrictUndefined,
    )
    env.install_gettext_translations(translations(lang, DOMAIN), newstyle=True)  # type: ignore[attr-defined]
    return env


def _relative(target: Path, base: Path | None) -> str:
    if base is None:
        try:
            return str(target.relative_to(Path.cwd().resolve()))
        except ValueError:
            return str(target)
    return os.path.relpath(target, base).replace(os.sep, "/")


def _line_maker(lang: str, links: bool, link_base: Path | None, max_scenarios: int) -> Callable[..., Markup]:
    tr = translations(lang, DOMAIN)

    def line(text: str, *clauses: str, n: int | None = None) -> Markup:
        ids = " ".join(f"`{c}`" for c in clauses)
        bullet = f"{n}." if n is not None else "-"
        out = f"{bullet} {text} {ids}"
        if links:
            indent = " " * (len(bullet) + 1)
            features: list[Path] = []
            scenarios: list[tuple[str, str]] = []
            for clause in clauses:
                found = clause_links(clause, lang)
                features.extend(p for p in found.features if p not in features)
                scenarios.extend(s for s in found.scenarios if s not in scenarios)
            none = tr.gettext("none yet")
            feats = ", ".join(f"[{p.name}]({_relative(p, link_base)})" for p in features) or none
            shown = [f"[`{sid}`]({_relative(Path(f), link_base)})" for sid, f in scenarios[:max_scenarios]]
            more = len(scenarios) - len(shown)
            if more > 0:
                shown.append(tr.gettext("and %(count)s more") % {"count": more})
            scen = ", ".join(shown) or none
            tests, scen_word = tr.gettext("Tests"), tr.gettext("Scenarios")
            out += f"  \n{indent}<small>{tests}: {feats} · {scen_word}: {scen}</small>"
        return Markup(out)

    return line


def render_card(
    variant: Variant,
    lang: str = "en",
    links: bool = True,
    link_base: Path | None = None,
    max_scenarios: int = 6,
) -> str:
    """The rule card of ``variant`` in ``lang`` as Markdown.

    ``link_base`` is the folder the card will be written to (links are made
    relative to it); without it they are relative to the current directory.
    """
    if lang not in LANGUAGES:
        raise ValueError(f"unsupported language {lang!r} (use {', '.join(LANGUAGES)})")
    tr = translations(lang, DOMAIN)
    cycle = ", ".join(tr.gettext(_DIRECTIONS[d]) for d in variant.pass_cycle)
    break_text = tr.gettext(_BREAK[(variant.queen_breaks_hearts, variant.forced_heart_lead_breaks)])
    template = _environment(lang).get_template(_TEMPLATE)
    text = template.render(
        v=_Knobs(variant),
        cycle=cycle,
        break_text=break_text,
        line=_line_maker(lang, links, link_base, max_scenarios),
    )
    text = re.sub(r"\n{3,}", "\n\n", text)
    return text.rstrip("\n") + "\n"


class _Knobs:
    """The variant as the template sees it: enum knobs as their string values."""

    def __init__(self, variant: Variant) -> None:
        self._v = variant

    def __getattr__(self, name: str) -> Any:
        value = getattr(self._v, name)
        return getattr(value, "value", value)

    @property
    def total_points(self) -> int:
        """What the hearts and the Q♠ score together in a hand (POINTS, from :mod:`hearts.rules`)."""
        scoring = rules_for(self._v).scoring
        return hand_points(scoring.penalty, scoring)


def write_docs_pages(out_dir: Path | str, variants: Sequence[str] | None = None) -> list[Path]:
    """Write one Markdown page per shipped variant per language, and an index page.

    Pages are ``<out_dir>/<variant>.<lang>.md``; the index (``index.md``, MyST) has
    a table of the pages and a toctree. Returns the paths written.
    """
    folder = Path(out_dir)
    names = list(variants) if variants is not None else builtin_variant_names()
    written: list[Path] = []
    rows: list[str] = []
    toc: list[str] = []
    for name in names:
        variant = load_variant(name)
        cells = []
        for lang in LANGUAGES:
            path = folder / f"{name}.{lang}.md"
            write_atomic(path, render_card(variant, lang, link_base=folder.resolve()))
            written.append(path)
            cells.append(f"[{lang}]({path.name})")
            toc.append(path.stem)
        rows.append(f"| `{name}` | {variant.title} | " + " · ".join(cells) + " |")
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

    Used to write ``hearts/locale/rulecard.pot`` and by the tests to check it is up to date.
    """
    from babel.messages.extract import extract_from_file

    found: list[tuple[str, str | None, int, str]] = []
    for path, method in ((_TEMPLATES / _TEMPLATE, "jinja2.ext:babel_extract"), (Path(__file__), "python")):
        keywords = {"_": None, "gettext": None, "ngettext": (1, 2), "_noop": None}
        for lineno, message, _comments, _context in extract_from_file(method, str(path), keywords=keywords):
            if isinstance(message, tuple):
                found.append((str(message[0]), str(message[1]), lineno, path.name))
            else:
                found.append((str(message), None, lineno, path.name))
    return found
