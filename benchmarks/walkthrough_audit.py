"""The walkthrough-output audit over pages like those users open: counts, false, misleading.

Each page is built as ``hearts walkthrough`` builds it (``from_seed`` with the default bots,
``--hand N``; the theme index's hands for ``--find``), rendered by the same ``render`` the
command writes (JSON, and HTML for the read-back), and audited from the rendered text
(:mod:`hearts.audit.pages`, :mod:`hearts.audit.readback`). The sample:

- every hand of the theme index (``--find THEME``), in every language;
- ``--hand 2..6`` for seeds 1-20 under card-1.0.0 and under every other shipped variant
  (``--seeds`` per variant), the JSON in the five languages in turn;
- the HTML read-back on a subset: the theme hands and the first ``--html-seeds`` seeds at
  hands 2-3 under card-1.0.0, each in all five languages (and each theme's practice page,
  ``--quiz --seat S``).

With ``--tables`` the sample is the tables of three, five and six instead (issue 24): every
shipped variant not of four seats, seeds 1 to ``--seeds``, hands 1 to ``--hands``, the JSON
audited and the HTML read back in all five languages, and Seat 2's practice page of each
hand 2.

Prints the counts (walkthroughs, decisions, sentences, knows-now blocks, claims, false,
misleading, the lines read from their words by kind, facts read back), the CPU time of the
workers and the load average.

    python benchmarks/walkthrough_audit.py [--seeds 20] [--other-seeds 4] [--html-seeds 4] [--workers 2]
    python benchmarks/walkthrough_audit.py --tables --seeds 5 --hands 4
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from importlib import resources

from hearts.audit.pages import audit_data
from hearts.audit.readback import read_back
from hearts.cards import Seat
from hearts.plumbing.pool import worker_pool
from hearts.variants.files import builtin_variant_names, load_variant
from hearts.walkthrough.render import render
from hearts.walkthrough.sources import WalkthroughInputError, from_seed, parse_levels
from hearts.walkthrough.themes import INDEX
from hearts.words import LANGUAGES


@dataclass(frozen=True)
class Page:
    variant: str
    seed: int
    hand: int
    bots: str | None
    langs: tuple[str, ...]
    html: bool
    theme: str | None = None
    quiz: Seat | None = None
    """A practice page to read back too (``--quiz --seat``); a themed page's is South's."""


def themed() -> Iterator[Page]:
    """The hands of the theme index (what ``--find THEME`` opens), in every language."""
    index = json.loads(resources.files("hearts.walkthrough").joinpath(INDEX).read_text(encoding="utf-8"))
    for table in index["tables"]:
        seen: set[str] = set()
        for seed, game in enumerate(table["games"], start=1):
            for theme, hand in sorted(game["first"].items()):
                if theme not in seen:
                    seen.add(theme)
                    yield Page(table["variant"], seed, hand, table["bots"], tuple(LANGUAGES), True, theme)


def sample(seeds: int, other_seeds: int, html_seeds: int) -> Iterator[Page]:
    yield from themed()
    i = 0
    for variant in builtin_variant_names():
        count = seeds if variant == "card-1.0.0" else other_seeds
        for seed in range(1, count + 1):
            for hand in range(2, 7):
                html = variant == "card-1.0.0" and seed <= html_seeds and hand <= 3
                langs = tuple(LANGUAGES) if html else (LANGUAGES[i % len(LANGUAGES)],)
                i += 1
                yield Page(variant, seed, hand, None, langs, html)


def tables(seeds: int, hands: int) -> Iterator[Page]:
    """The shipped tables of three, five and six: each hand in the five languages, JSON and HTML."""
    for variant in builtin_variant_names():
        if load_variant(variant).players == 4:
            continue
        for seed in range(1, seeds + 1):
            for hand in range(1, hands + 1):
                quiz = Seat(1) if hand == 2 else None
                yield Page(variant, seed, hand, None, tuple(LANGUAGES), True, quiz=quiz)


@dataclass(frozen=True)
class Result:
    counts: dict[str, int]
    findings: list[str]
    cpu: float
    missing: bool = False


def audit_page(page: Page) -> Result:
    """One page in its languages: the JSON audited, the HTML read back (CPU seconds too)."""
    start = time.process_time()
    variant = load_variant(page.variant)
    try:
        w = from_seed(page.seed, variant, parse_levels(page.bots, variant.players), hand=page.hand)
    except WalkthroughInputError:
        return Result({}, [], time.process_time() - start, missing=True)
    out: Counter[str] = Counter()
    findings: list[str] = []
    for lang in page.langs:
        data = json.loads(render(w, lang, "json"))
        tally = audit_data(data, variant)
        out.update(
            pages=1,
            decisions=tally.decisions,
            sentences=tally.sentences,
            blocks=tally.blocks,
            claims=sum(tally.uses.values()),
            false=sum(tally.false.values()),
            misleading=sum(tally.misleading.values()),
        )
        out.update({k: n for k, n in tally.uses.items() if k.startswith("line:")})  # lines read from words
        where = f"--seed {page.seed} --hand {page.hand} --variant {page.variant} --lang {lang}"
        findings += [
            f"{where}: {f.verdict} {f.key} decision {f.decision}: {f.reason}" for f in tally.findings[:3]
        ]
        if page.html:
            read = read_back(render(w, lang, "html"), data, variant)
            out.update(html_pages=1, html_facts=read.facts, html_false=len(read.false))
            findings += [f"{where} (HTML): {line}" for line in read.false[:3]]
        quiz = Seat.SOUTH if page.theme is not None else page.quiz  # a lesson's: South's questions
        if quiz is not None:
            read = read_back(render(w, lang, "html", quiz, quiz=True), data, variant)
            out.update(quiz_pages=1, html_facts=read.facts, html_false=len(read.false))
            findings += [f"{where} --quiz --seat {int(quiz) + 1}: {line}" for line in read.false[:3]]
    return Result(dict(out), findings, time.process_time() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=20, help="seeds under card-1.0.0 (hands 2-6 each)")
    parser.add_argument("--other-seeds", type=int, default=4, help="seeds under each other variant")
    parser.add_argument("--html-seeds", type=int, default=4, help="card-1.0.0 seeds read back in HTML")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--tables", action="store_true", help="the tables of three, five and six instead")
    parser.add_argument("--hands", type=int, default=4, help="with --tables: hands 1 to this of each seed")
    args = parser.parse_args()
    if args.tables:
        pages = list(tables(args.seeds, args.hands))
    else:
        pages = list(sample(args.seeds, args.other_seeds, args.html_seeds))
    load_before = os.getloadavg()
    wall = time.perf_counter()
    total: Counter[str] = Counter()
    findings: list[str] = []
    variants: Counter[str] = Counter()
    langs: Counter[str] = Counter()
    cpu = 0.0
    with worker_pool(args.workers) as pool:
        for page, result in zip(pages, pool.map(audit_page, pages, chunksize=2), strict=True):
            cpu += result.cpu
            if result.missing:
                total["missing"] += 1
                continue
            total.update(result.counts)
            findings += result.findings
            variants[page.variant] += 1
            langs.update(page.langs)
    wall = time.perf_counter() - wall
    load_after = os.getloadavg()
    missing = total["missing"]
    print(f"walkthroughs: {len(pages) - missing} hands ({missing} asked for after the game ended)")
    print(f"  rendered and audited as JSON: {total['pages']} (languages: {dict(sorted(langs.items()))})")
    print(f"  by variant: {dict(sorted(variants.items()))}")
    print(
        f"JSON audit: {total['decisions']} decisions, {total['sentences']} sentences, "
        f"{total['blocks']} knows-now blocks, {total['claims']} claims: "
        f"{total['false']} false, {total['misleading']} misleading"
    )
    lines = {k.removeprefix("line:"): n for k, n in sorted(total.items()) if k.startswith("line:")}
    print(f"lines read from their words: {sum(lines.values())} ({lines})")
    html = (total["html_pages"], total["html_facts"], total["html_false"])
    print(
        f"HTML read-back: {html[0]} teacher pages and {total['quiz_pages']} practice pages "
        f"(--quiz --seat), {html[1]} facts, {html[2]} false"
    )
    print(f"CPU {cpu:.0f} s over {args.workers} workers, wall {wall:.0f} s")
    print(f"load average before {load_before[0]:.1f}, after {load_after[0]:.1f} (2 cores)")
    for line in findings[:40]:
        print("  " + line)
    if total["false"] or total["misleading"] or total["html_false"]:
        sys.exit(1)


if __name__ == "__main__":
    main()
