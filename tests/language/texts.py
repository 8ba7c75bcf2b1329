"""Every text a reader sees in one language, gathered from where it is made.

Features, docs, rule cards (``hearts variant card``, every shipped variant), the seed-7
walkthrough (``hearts walkthrough``, Markdown and the visible text of the HTML page),
the translation catalogs and the Gherkin phrase catalogs. Rule cards and walkthroughs are
rendered through the command line, as a teacher gets them.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

from babel.messages.pofile import read_po
from click.testing import CliRunner

from hearts.cli import main

ROOT = Path(__file__).resolve().parents[2]
VARIANTS = tuple(sorted(p.stem for p in (ROOT / "hearts" / "variants").glob("*.yaml")))


def _catalog_text(path: Path, lang: str) -> str:
    """The translations of a catalog (the msgids when the language is English), one per line.

    Each message keeps its own lines, so a finding's line number is the message's order.
    """
    with path.open("rb") as handle:
        catalog = read_po(handle)
    parts: list[str] = []
    for message in catalog:
        if not message.id:
            continue
        value = message.id if lang == "en" and not message.string else message.string
        texts = value if isinstance(value, (tuple, list)) else (value,)
        parts.extend(" ".join(str(t).split()) for t in texts if t)
    return "\n".join(parts)


def _visible_html(page: str) -> str:
    page = re.sub(r"<(script|style)\b.*?</\1>", "", page, flags=re.S | re.I)
    page = re.sub(r"<br\s*/?>|</(p|li|div|h\d|tr|td|th|summary|section)>", "\n", page, flags=re.I)
    return html.unescape(re.sub(r"<[^>]+>", " ", page))


def _run(args: list[str]) -> str:
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, f"hearts {' '.join(args)}: {result.output}"
    return result.output


# The seed-7 hand (the example), and a hand in which North shoots the moon.
PAGES = (
    ("--seed 7 --format md", ["--seed", "7", "--format", "md"]),
    ("--seed 7 --format html", ["--seed", "7", "--format", "html"]),
    ("--seed 3 --hand 6 --format md", ["--seed", "3", "--hand", "6", "--format", "md"]),
)
STEP_KEYS = "r\n]\n]\n]\n]\nq\n"  # reasons on, four tricks on, quit


def _walkthroughs(lang: str, out: Path) -> dict[str, str]:
    pages: dict[str, str] = {}
    for label, args in PAGES:
        folder = out / f"{lang}-{len(pages)}"
        _run(["walkthrough", *args, "--lang", lang, "-o", str(folder)])
        (page,) = folder.iterdir()
        text = page.read_text(encoding="utf-8")
        pages[f"hearts walkthrough {label} --lang {lang}"] = _visible_html(text) if "html" in label else text
    result = CliRunner().invoke(main, ["step", "--seed", "7", "--lang", lang], input=STEP_KEYS)
    assert result.exit_code == 0, result.output
    pages[f"hearts step --seed 7 --lang {lang}"] = result.output
    return pages


def texts(lang: str, out: Path) -> dict[str, str]:
    """Name (a path or a command) -> text, for everything written in ``lang``."""
    found: dict[str, str] = {}
    for path in sorted((ROOT / "features" / lang).glob("*.feature")):
        found[str(path.relative_to(ROOT))] = path.read_text(encoding="utf-8")
    docs = [ROOT / "docs" / "rules" / f"{lang}.md"]
    if lang == "en":
        docs += [*sorted((ROOT / "docs").glob("*.md")), ROOT / "README.md"]
    for path in docs:
        found[str(path.relative_to(ROOT))] = path.read_text(encoding="utf-8")
    for name in VARIANTS:
        found[f"hearts variant card {name} --lang {lang}"] = _run(
            ["variant", "card", name, "--lang", lang, "--no-links"]
        )
    found.update(_walkthroughs(lang, out))
    locale = ROOT / "hearts" / "words" / "locale"
    catalogs = sorted((locale / lang / "LC_MESSAGES").glob("*.po"))
    if lang == "en":
        catalogs += sorted(locale.glob("*.pot"))
    for path in catalogs:
        found[str(path.relative_to(ROOT))] = _catalog_text(path, lang)
    phrases = ROOT / "hearts" / "spec" / "phrases" / f"{lang}.yaml"
    found[str(phrases.relative_to(ROOT))] = phrases.read_text(encoding="utf-8")
    return found
