#!/usr/bin/env python3
"""Build the documentation: generate ``docs/generated/**``, then ``sphinx-build -W``.

Generated (from the code, during the build): the CLI reference (the click commands), the
variant knobs table (``hearts.engine.variant.knob_specs``), the scenario format reference
(``hearts/scenarios/schema.json``), the clause coverage matrix
(``hearts.spec.coverage.render_markdown``, when present), the rule cards
(``hearts.varianttools.card.render_card``, when present), a gallery of walkthroughs
(one per language and one per bot level) and the table of contents, which lists only
the pages that exist, so a missing page never breaks the build.

    .venv/bin/python scripts/build_docs.py            # generate and build into docs/_build/html
    .venv/bin/python scripts/build_docs.py --generate # only generate
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import importlib.util
import json
import multiprocessing
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from hearts.words import LANGUAGES  # noqa: E402 (the one list of languages)
from hearts.plumbing.atomic import write_atomic  # noqa: E402

GALLERY_SEED = 7
LANGS = LANGUAGES
LEVELS = ("easy", "normal", "hard")
JOBS = min(2, os.cpu_count() or 1)
"""Processes generating the pages at once (and Sphinx's ``-j``): two, the cores of the machines
the project is built on (``--jobs 1``: one after the other, in this process)."""

# Pages other engineers own: (file, title in the toc). Listed when they exist.
OWN_PAGES = ["getting-started", "rules/index"]
SECTIONS: list[tuple[str, list[str]]] = [
    ("Start", ["getting-started", "teachers", "rule-writers", "implementers"]),
    (
        "Rules",
        ["rules/index", "new-variant", "families", "generated/knobs", "generated/cards/index", "interpretations", "spec"],
    ),
    (
        "Scenarios and engines",
        ["scenarios", "generated/scenario-schema", "protocol", "generated/engines/index", "dashboard", "campaigns", "openspiel", "engine", "environments", "rl-benchmark"],
    ),
    ("Bots and teaching", ["bots", "what-if", "lessons", "generated/gallery/index", "languages"]),
    ("Reference", ["generated/cli", "generated/coverage", "glossary"]),
]
EXPECTED_OTHERS = ["interpretations", "scenarios", "protocol", "openspiel", "bots"]


def _md_cell(text: object) -> str:
    return str(text).replace("|", "\\|").replace("\n", " ")


# ------------------------------------------------------------------------ pages


def cli_reference() -> str:
    """Every ``hearts`` subcommand's help, as the click commands print it."""
    import click

    from hearts.cli import main

    lines = ["# Command-line reference", "", "Generated from the `hearts` click commands.", ""]
    ctx = click.Context(main, info_name="hearts")
    lines += ["```text", main.get_help(ctx), "```", ""]
    for name in main.list_commands(ctx):
        command = main.get_command(ctx, name)
        if command is None:
            continue
        sub = click.Context(command, info_name=f"hearts {name}", parent=ctx)
        lines += [f"## `hearts {name}`", "", "```text", command.get_help(sub), "```", ""]
    return "\n".join(lines)


def _knob_value(value: object) -> str:
    """A knob's value as the page writes it: ``left, right``, ``KS 10, AS 7``, ``never``."""
    if isinstance(value, list):
        return ", ".join(map(str, value))
    if isinstance(value, dict):
        return ", ".join(f"{k.upper()} {v}" for k, v in value.items())
    return str(value).lower()


KNOB_COLUMNS = 4
"""The most columns a table of the knobs page has: it fits the docs' text column (a table with a
column per variant did not: 1,884 px wide in a 742 px column)."""


def knobs_page() -> str:
    """The variant knobs: each knob's clause, meaning and value in the card (``card-1.0.0``), then
    each shipped variant with the knobs it sets otherwise: two tables that fit the text column."""
    from hearts.engine.variant import Variant, knob_specs
    from hearts.variants.files import builtin_variant_names, load_variant

    card = Variant().knobs()
    knobs = ["| knob | clause | meaning | in the card |", "|---|---|---|---|"]
    for knob, spec in knob_specs().items():
        knobs.append(
            f"| `{knob}` | `{spec.clause}` | {_md_cell(spec.doc)} | {_md_cell(_knob_value(card.get(knob)))} |"
        )
    variants = ["| variant | knobs set otherwise than in the card |", "|---|---|"]
    for name in builtin_variant_names():
        set_knobs = load_variant(name).knobs()
        changed = [f"`{k}`: {_md_cell(_knob_value(v))}" for k, v in set_knobs.items() if v != card.get(k)]
        variants.append(f"| `{name}` | {' · '.join(changed) or 'none: the card'} |")
    return "\n".join(
        [
            "# Variant knobs",
            "",
            "Every rule that differs between rule sets is a knob of a variant file. Generated from",
            "the knob declared on each field of `hearts.engine.variant.Variant` and the shipped variants.",
            "",
            "## The knobs",
            "",
            "Each knob, the rule clause it changes, and its value in the card (`card-1.0.0`).",
            "",
            *knobs,
            "",
            "## The shipped variants",
            "",
            "Each shipped variant and the knobs it sets otherwise than the card; every other knob",
            "has the card's value ({doc}`/families` says where each variant's rules come from).",
            "",
            *variants,
            "",
        ]
    )


def _schema_rows(
    node: dict[str, Any], prefix: str, required: set[str], out: list[str], defs: dict[str, Any]
) -> None:
    for name, prop in (node.get("properties") or {}).items():
        path = f"{prefix}{name}"
        prop = _resolve(prop, defs)
        kind = prop.get("type", "")
        if isinstance(kind, list):
            kind = " or ".join(kind)
        if not kind and "enum" in prop:
            kind = "one of " + ", ".join(f"`{e}`" for e in prop["enum"])
        elif "enum" in prop:
            kind = f"{kind}: " + ", ".join(f"`{e}`" for e in prop["enum"])
        if not kind and ("oneOf" in prop or "anyOf" in prop):
            kind = "one of several shapes"
        desc = prop.get("description", prop.get("title", ""))
        out.append(
            f"| `{path}` | {_md_cell(kind)} | {'yes' if name in required else ''} | {_md_cell(desc)} |"
        )
        if prop.get("type") == "object" and prop.get("properties"):
            _schema_rows(prop, f"{path}.", set(prop.get("required", [])), out, defs)
        items = _resolve(prop.get("items") or {}, defs) if isinstance(prop.get("items"), dict) else {}
        if items.get("properties"):
            _schema_rows(items, f"{path}[].", set(items.get("required", [])), out, defs)


def _resolve(prop: dict[str, Any], defs: dict[str, Any]) -> dict[str, Any]:
    ref = prop.get("$ref")
    if isinstance(ref, str) and ref.startswith(("#/$defs/", "#/definitions/")):
        target = defs.get(ref.rsplit("/", 1)[-1])
        if isinstance(target, dict):
            merged = dict(target)
            merged.update({k: v for k, v in prop.items() if k != "$ref"})
            return merged
    return prop


def schema_page(path: Path) -> str:
    """A reference of the scenario file format from its JSON Schema."""
    schema = json.loads(path.read_text(encoding="utf-8"))
    defs = dict(schema.get("$defs") or schema.get("definitions") or {})
    rows: list[str] = []
    _schema_rows(schema, "", set(schema.get("required", [])), rows, defs)
    for name, node in defs.items():
        if isinstance(node, dict) and node.get("properties"):
            rows.append(
                f"| **{_md_cell(name)}** (definition) | | | {_md_cell(node.get('description', ''))} |"
            )
            _schema_rows(node, f"{name}.", set(node.get("required", [])), rows, defs)
    title = schema.get("title", "Scenario files")
    return "\n".join(
        [
            "# Scenario format reference",
            "",
            f"Generated from `hearts/scenarios/schema.json` ({_md_cell(title)}).",
            _md_cell(schema.get("description", "")),
            "",
            "| field | type | required | meaning |",
            "|---|---|---|---|",
            *rows,
            "",
            "## The schema",
            "",
            "```json",
            json.dumps(schema, indent=2, ensure_ascii=False),
            "```",
            "",
        ]
    )


def coverage_page() -> str | None:
    try:
        coverage = importlib.import_module("hearts.spec.coverage")
    except ImportError:
        return None
    render = getattr(coverage, "render_markdown", None)
    if render is None:
        return None
    text = str(render())
    return text if text.lstrip().startswith("#") else "# Clause coverage\n\n" + text


def cards_pages(out: Path) -> list[str]:
    """The rule card of every shipped variant in every language (``hearts variant card``)."""
    try:
        card = importlib.import_module("hearts.varianttools.card")
    except ImportError:
        return []
    written: list[Path] = card.write_docs_pages(out, site="../../")
    card.copy_site_files(out.parent / "html")  # the features and corpus the cards link to
    return [p.stem for p in written if p.name != "index.md"]


def gallery(out: Path, html_out: Path) -> list[tuple[str, str, str]]:
    """Walkthroughs: one per language (Easy, Normal, Hard, Hard) and one per bot level (English)."""
    from hearts.engine.variant import Variant
    from hearts.walkthrough.render import render
    from hearts.walkthrough.sources import from_seed

    made: list[tuple[str, str, str]] = []
    jobs: list[tuple[str, tuple[str, str, str, str], str]] = [
        (lang, ("easy", "normal", "hard", "hard"), f"seed-{GALLERY_SEED}.{lang}") for lang in LANGS
    ]
    jobs += [("en", (level,) * 4, f"seed-{GALLERY_SEED}-{level}.en") for level in LEVELS]
    cache: dict[tuple[str, ...], Any] = {}
    for lang, levels, stem in jobs:
        w = cache.get(levels)
        if w is None:
            w = cache[levels] = from_seed(GALLERY_SEED, Variant(), levels)
        write_atomic(out / f"{stem}.md", render(w, lang, "md"))
        write_atomic(html_out / f"{stem}.html", render(w, lang, "html"))
        made.append((stem, lang, ", ".join(levels)))
    rows = [
        f'| [{stem}]({stem}.md) | {lang} | {levels} | <a href="../../{stem}.html">{stem}.html</a> |'
        for stem, lang, levels in made
    ]
    toc = "\n".join(stem for stem, _, _ in made)
    write_atomic(
        out / "index.md",
        "\n".join(
            [
                "# Walkthrough gallery",
                "",
                f"The first hand of the game with seed {GALLERY_SEED}, annotated trick by trick, generated",
                "during the documentation build by `hearts walkthrough`. Each page also exists as a",
                "self-contained interactive HTML page (arrow keys step through it; the menu switches",
                "between the teacher view and one seat's view).",
                "",
                "Walkthroughs chosen for a lesson (a moon, a Q♠ dump, a tie...) are on the page",
                "[by theme](themes.md); one hand of each Hearts family (`black-maria`, `spot-hearts`...) on",
                "[the families](families.md).",
                "",
                "| page | language | bots (N, E, S, W) | interactive |",
                "|---|---|---|---|",
                *rows,
                "",
                "```{toctree}",
                ":hidden:",
                "",
                "themes",
                "families",
                toc,
                "```",
                "",
            ]
        ),
    )
    return made




def themes_gallery(out: Path, html_out: Path) -> list[str]:
    """One walkthrough per theme (``--find``), in every language, as interactive HTML pages."""
    from hearts.engine.state import State
    from hearts.engine.variant import Variant
    from hearts.walkthrough.render import render
    from hearts.walkthrough.sources import DEFAULT_LEVELS, find, from_deal, from_seed, make_players
    from hearts.words.lang import Lang
    from hearts.walkthrough.themes import THEME_DEALS, THEMES, Found, game_before_hand, indexed, trace_hand

    variant = Variant()
    rows: list[str] = []
    made: list[str] = []
    for name, theme in THEMES.items():
        # Where --find finds it, from the index of themed hands (scripts/theme_index.py), checked
        # here with the theme's own test and searched again if it no longer holds.
        known = indexed(name, variant, ",".join(DEFAULT_LEVELS))
        where = (known.seed, known.hand) if isinstance(known, Found) else None
        if where is not None:
            players = make_players(DEFAULT_LEVELS, where[0])
            try:
                start = game_before_hand(State.start(variant, where[0]), players, where[1])
                if not theme.check(trace_hand(start, players)):
                    where = None
            except ValueError:  # the game now ends before that hand
                where = None
        if where is None and name not in THEME_DEALS:
            found = find(name, variant, DEFAULT_LEVELS)
            where = (found.seed, found.hand) if found is not None else None
        if where is not None:
            w = from_seed(where[0], variant, DEFAULT_LEVELS, hand=where[1])
            source = f"`--find {name}`: seed {where[0]}, hand {where[1]}"
        elif name in THEME_DEALS:
            deal, hand = THEME_DEALS[name]
            w = from_deal(deal, variant, DEFAULT_LEVELS, hand=hand)
            source = f"`--deal \"{deal}\" --hand {hand}` (random deals practically never have it)"
        else:  # pragma: no cover - every theme has a hand or a deal
            continue
        links = []
        for lang in LANGS:
            stem = f"theme-{name}.{lang}"
            write_atomic(html_out / f"{stem}.html", render(w, lang, "html"))
            links.append(f'<a href="../../{stem}.html">{lang}</a>')
            made.append(stem)
        quiz = f"theme-{name}.quiz.en"
        write_atomic(html_out / f"{quiz}.html", render(w, "en", "html", quiz=True))
        made.append(quiz)
        help_text = Lang("en").gettext(theme.help)
        rows.append(
            f"| `{name}` | {_md_cell(help_text)} | {source} | {' · '.join(links)} | "
            f'<a href="../../{quiz}.html">practice</a> |'
        )
    write_atomic(
        out / "themes.md",
        "\n".join(
            [
                "# Walkthroughs by theme",
                "",
                "One hand per theme, found during the documentation build by `hearts walkthrough --find THEME`",
                "with the default bots (Easy, Normal, Hard, Hard), each in the five languages, and a practice",
                "page (`--quiz`) that asks for every card before showing the bot's.",
                "",
                "| theme | what happens | the hand | walkthrough | practice |",
                "|---|---|---|---|---|",
                *rows,
                "",
            ]
        ),
    )
    return made


FAMILY_HANDS: dict[str, int] = {
    "black-maria": 1,
    "spot-hearts": 1,
    "pink-lady": 1,
    "omnibus-ten": 3,
    "sun": 0,
    "moon-choice": 8,
}
"""The seed whose first hand shows each family's difference (``family_shows``) with the default
bots. A cache like the theme index: checked at build time, searched again (seeds 1 to 300)
when it no longer holds."""

FAMILY_TEXTS: dict[str, str] = {
    "black-maria": "a bot throws the K♠ (10) or the A♠ (7) on a trick of another suit",
    "spot-hearts": "a bot throws a heart worth its face value, the most points in its hand",
    "pink-lady": "a bot throws the Q♥ (13) on a trick of another suit",
    "omnibus-ten": "a bot keeps the 10♦ (−10) or wins a trick to take it",
    "sun": "North takes every trick: the sun, 52 to each other seat (a deal of our own: bots never aim at "
    "it)",
    "moon-choice": "a seat shoots the moon; the shooter gives 26 to each other seat unless that would end "
    "the game with it not alone lowest (then it takes 26 off its own score)",
}
"""What each family's walkthrough shows (the hand is chosen for it)."""

FAMILY_DEALS: dict[str, tuple[str, int]] = {
    "sun": ("N:AKQJ.AKQJ.AKQ.AK E:T98.T98.JT9.QJT9 S:765.765.876.8765 W:432.432.5432.432", 4),
}
"""Deals of our own (hand 4: no passing) for what random deals practically never give: North
holds the top cards of every suit, so whatever anyone plays it wins all thirteen tricks."""


def family_shows(name: str, seed: int) -> bool:
    """Whether the first hand of ``seed`` under family ``name``, played by the default bots, shows
    what :data:`FAMILY_TEXTS` says (read from the decisions and the hand's result)."""
    from hearts.bots import make_bot
    from hearts.cards import Card, Seat
    from hearts.engine.state import Phase, State
    from hearts.play.loop import Table, hand_over, turns
    from hearts.variants.files import load_variant
    from hearts.walkthrough.sources import DEFAULT_LEVELS

    table = Table([make_bot(level, seat, seed) for seat, level in zip(Seat, DEFAULT_LEVELS, strict=True)])
    thrown: list[tuple[str, Card]] = []
    state = State.new_game(load_variant(name), seed)
    for turn in turns(state, table, hand_over):
        d, state = turn.decision, turn.after
        if d is None or turn.before.phase is not Phase.PLAY:
            continue
        led = turn.before.current_trick.led_suit
        if led is not None and d.action.suit is not led:
            thrown.append(("throw", d.action))
        if any(step.key in ("step.take-bonus", "step.keep-bonus") for step in d.steps):
            thrown.append(("bonus", d.action))
    result = state.hand_results[-1] if state.hand_results else None
    moon = result is not None and result.shooter is not None
    cards = [c.format() for kind, c in thrown if kind == "throw"]
    if name == "black-maria":
        return "KS" in cards or "AS" in cards
    if name == "spot-hearts":
        return any(c.endswith("H") and c[0] in "TJQKA" for c in cards)
    if name == "pink-lady":
        return "QH" in cards
    if name == "omnibus-ten":
        return any(kind == "bonus" for kind, _ in thrown)
    return moon


def families_gallery(out: Path, html_out: Path) -> list[str]:
    """One walkthrough per Hearts family (the variant files), in every language, as HTML pages."""
    from hearts.variants.files import load_variant
    from hearts.walkthrough.render import render
    from hearts.walkthrough.sources import DEFAULT_LEVELS, from_deal, from_seed

    rows: list[str] = []
    made: list[str] = []
    for name, cached in FAMILY_HANDS.items():
        variant = load_variant(name)
        if name in FAMILY_DEALS:
            deal, hand = FAMILY_DEALS[name]
            w = from_deal(deal, variant, DEFAULT_LEVELS, hand=hand)
            result = w.teacher.hands[-1].result
            if result is None or variant.sun_points not in result.deltas:  # pragma: no cover
                raise SystemExit(f"build_docs: the {name} deal no longer shows the sun")
            source = f'`--deal "{deal}" --hand {hand}`'
        else:
            seed = cached if cached and family_shows(name, cached) else None
            if seed is None:
                seed = next((s for s in range(1, 301) if family_shows(name, s)), None)
            if seed is None:  # pragma: no cover - each family's hand is found within 300 seeds
                continue
            w = from_seed(seed, variant, DEFAULT_LEVELS)
            source = f"seed {seed}"
        links = []
        for lang in LANGS:
            stem = f"family-{name}.{lang}"
            write_atomic(html_out / f"{stem}.html", render(w, lang, "html"))
            links.append(f'<a href="../../{stem}.html">{lang}</a>')
            made.append(stem)
        title = _md_cell(variant.title or name)
        rows.append(
            f"| `{name}` | {title} | {_md_cell(FAMILY_TEXTS[name])} | {source} | {' · '.join(links)} |"
        )
    write_atomic(
        out / "families.md",
        "\n".join(
            [
                "# Walkthroughs of the Hearts families",
                "",
                "One hand of each family shipped as a variant file",
                "(`hearts walkthrough --seed N --variant NAME`), played by the default bots (Easy, Normal,",
                "Hard, Hard), in the five languages. The bots read the family's point table: their reasons",
                "name the cards that score in it (the K♠ and A♠ under `black-maria`, each heart's face",
                "value under `spot-hearts`, the 10♦ bonus under `omnibus-ten`). Each hand is chosen during the",
                "documentation build so that it shows what the column says.",
                "",
                "| variant | title | what the hand shows | hand | walkthrough |",
                "|---|---|---|---|---|",
                *rows,
                "",
            ]
        ),
    )
    return made


def engine_pages(out: Path) -> list[Path]:
    """Results of the engines people publish (OpenSpiel, HeartsGym, gym-hearts), one page each
    and one comparing them: ``examples/engine_reports.py``, run through their adapters."""
    spec = importlib.util.spec_from_file_location("engine_reports", ROOT / "examples" / "engine_reports.py")
    if spec is None or spec.loader is None:
        return []
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    written: list[Path] = module.write_pages(out)
    return written


def dashboard_site(html_out: Path) -> list[Path]:
    """The conformance dashboard of the shipped engines (docs/dashboard.md), rendered from the
    result files kept in ``docs/dashboard/results`` (``hearts dashboard --no-run``): the runs are
    made with ``examples/dashboard.yaml`` and committed, so the build runs no engine here."""
    from hearts.dashboard.runfiles import read_results
    from hearts.dashboard.site import render

    results = ROOT / "docs" / "dashboard" / "results"
    return render(read_results(results), html_out / "dashboard") if results.is_dir() else []


def toc(docs: Path) -> tuple[str, list[str]]:
    """The table of contents of what exists, and the expected pages that do not."""
    listed: set[str] = set()
    blocks: list[str] = []
    for caption, pages in SECTIONS:
        present = [p for p in pages if (docs / f"{p}.md").exists()]
        listed.update(pages)
        if present:
            blocks += ["```{toctree}", ":maxdepth: 2", f":caption: {caption}", "", *present, "```", ""]
    # Any other top-level page someone added: listed too, so none is orphaned.
    extra = sorted(
        p.stem for p in docs.glob("*.md") if p.stem not in listed and p.stem not in ("index", "README")
    )
    extra += sorted(
        f"{p.parent.name}/index"
        for p in docs.glob("*/index.md")
        if f"{p.parent.name}/index" not in listed and p.parent.name not in ("generated", "_build")
    )
    if extra:
        blocks += ["```{toctree}", ":maxdepth: 1", ":caption: More", "", *extra, "```", ""]
    missing = [p for p in EXPECTED_OTHERS if not (docs / f"{p}.md").exists()]
    if not (docs / "generated" / "coverage.md").exists():
        missing.append("generated/coverage (hearts.spec.coverage.render_markdown)")
    return "\n".join(blocks), missing


def reference_pages(gen: Path) -> None:
    """The pages read off the code (CLI, knobs, scenario format, coverage), the rule cards and the
    gallery of walkthroughs: the parts of the build that take a few seconds each."""
    write_atomic(gen / "cli.md", cli_reference())
    write_atomic(gen / "knobs.md", knobs_page())
    schema = ROOT / "hearts" / "scenarios" / "schema.json"
    if schema.exists():
        write_atomic(gen / "scenario-schema.md", schema_page(schema))
    coverage = coverage_page()
    if coverage is not None:
        write_atomic(gen / "coverage.md", coverage)
    cards_pages(gen / "cards")
    gallery(gen / "gallery", gen / "html")


def _parts(gen: Path) -> list[tuple[Callable[..., object], tuple[Path, ...]]]:
    """The independent parts of the generation, each writing its own files, the longest first
    (so that two processes finish at about the same time)."""
    return [
        (themes_gallery, (gen / "gallery", gen / "html")),
        (families_gallery, (gen / "gallery", gen / "html")),
        (engine_pages, (gen / "engines",)),
        (dashboard_site, (gen / "html",)),
        (reference_pages, (gen,)),
    ]


def generate(docs: Path = ROOT / "docs", jobs: int = JOBS) -> list[str]:
    """Write ``docs/generated/**``; returns the expected pages that were not found.

    The parts run in ``jobs`` processes at once (forked: the modules are imported once, here);
    each writes files of its own, so the pages are the same whatever the number of processes."""
    gen = docs / "generated"
    if gen.exists():
        shutil.rmtree(gen)
    for folder in ("html", "gallery", "engines", "cards"):
        (gen / folder).mkdir(parents=True)
    parts = _parts(gen)
    if jobs <= 1:
        for part, args in parts:
            part(*args)
    else:
        _warm_imports()
        context = multiprocessing.get_context("fork")
        with ProcessPoolExecutor(max_workers=min(jobs, len(parts)), mp_context=context) as pool:
            for done in [pool.submit(part, *args) for part, args in parts]:
                done.result()  # a part's error (or SystemExit) stops the build here
    text, missing = toc(docs)
    write_atomic(gen / "toc.md", text)
    return missing


def _warm_imports() -> None:
    """Import what every part uses before the processes are forked, so each does not again."""
    for name in (
        "hearts.cli",
        "hearts.walkthrough.render",
        "hearts.walkthrough.sources",
        "hearts.walkthrough.themes",
        "hearts.varianttools.card",
        "hearts.conformance.runner",
        "hearts.spec.coverage",
        "hearts.dashboard.site",
    ):
        with contextlib.suppress(ImportError):  # a part checks for its own module
            importlib.import_module(name)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--generate", action="store_true", help="only generate docs/generated")
    parser.add_argument("--out", default=str(ROOT / "docs" / "_build" / "html"))
    parser.add_argument(
        "--jobs", type=int, default=JOBS, help=f"processes at once (default {JOBS}; 1: one after the other)"
    )
    args = parser.parse_args(argv)
    if args.jobs < 1:
        parser.error(f"--jobs {args.jobs}: give 1 or more")
    started = time.perf_counter()
    missing = generate(jobs=args.jobs)
    for page in missing:
        print(f"build_docs: page not found (left out of the toc): {page}", file=sys.stderr)
    if args.generate:
        return 0
    command = [
        sys.executable, "-m", "sphinx", "-W", "--keep-going", "-q", "-b", "html", "-j", str(args.jobs),
        str(ROOT / "docs"), args.out,
    ]  # fmt: skip
    result = subprocess.run(command, check=False)
    print(
        f"build_docs: {'ok' if result.returncode == 0 else 'FAILED'} in {time.perf_counter() - started:.1f} s"
    )
    return result.returncode


if __name__ == "__main__":
    sys.exit(main())
