"""Which clause of ``RULES.md`` has executable scenarios, in which language.

:func:`compute` reads every feature (``features/<lang>/*.feature``), counts the
scenarios tagged with each clause ID and each open question (``@Q1`` ..
``@Q9``) per language, checks that every step line matches exactly one phrase
of its language's catalog, and, when the scenario corpus is importable
(``hearts.scenarios.load_corpus``), counts its scenarios per clause too, and per clause and
table size (:meth:`Coverage.corpus_at`: the size its variants play at). The scenarios
played at a table other than four (by their variant, or the ``players`` steps) are
counted apart as well (:meth:`Coverage.at_tables`, docs/players.md), and per table size
(:meth:`Coverage.at_size`: an outline counts once at each size its examples play).

:meth:`Coverage.failures` lists the gaps: an empty cell is a failure; the bot
clauses (AI-INFO, AI-EASY, AI-NORMAL, AI-HARD) would show as *pending* if they had
no scenario at all, and count as failures unless pending is allowed. In the corpus, every
clause but the bots' needs a scenario at each table size (:data:`TABLE_SIZES`) (the peers'
clauses, :data:`~hearts.engine.clauses.PEER_CLAUSES`, played at four seats: one at four); in the
features, the clauses of :data:`AT_EVERY_SIZE` need one at every size of :data:`GHERKIN_SIZES`
(three, five, six and seven) in every language.

>>> cov = compute()
>>> cov.count("FOLLOW", "hu") > 0, cov.status("AI-EASY", "hu"), cov.pending()
(True, 'ok', [])
>>> cov.at_tables("MOON", "hu") > 0, [cov.at_size("FOLLOW", n, "hu") > 0 for n in GHERKIN_SIZES]
(True, [True, True, True, True])
>>> all(cov.corpus_at("FOLLOW", size) > 0 for size in TABLE_SIZES)
True
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hearts import cards
from hearts.engine.clauses import AI_CLAUSES, CARD_CLAUSES, CLAUSES, PEER_CLAUSES, QUESTIONS
from hearts.plumbing.errors import InputError
from hearts.spec.catalog import Catalog
from hearts.spec.catalog_yaml import builtin_languages, load_catalogs
from hearts.spec.definitions import registry
from hearts.spec.features import SpecFeature, find_features_dir, read_features
from hearts.spec.runner import UnknownStep, resolve
from hearts.variants.files import load_variant
from hearts.words import LANGUAGES

__all__ = [
    "AT_EVERY_SIZE",
    "GHERKIN_SIZES",
    "OTHER_SIZES",
    "TABLE_SIZES",
    "Coverage",
    "compute",
    "corpus_counts",
    "corpus_table_counts",
    "render_markdown",
]

TABLE_SIZES: tuple[int, ...] = tuple(cards.TABLE_SIZES)
"""The table sizes the corpus shows each clause at (the ``players`` knob, docs/players.md)."""

OTHER_SIZES: tuple[int, ...] = tuple(n for n in TABLE_SIZES if n != 4)
"""The tables other than the card's four, whose feature scenarios are counted apart, one
column each."""

GHERKIN_SIZES: tuple[int, ...] = OTHER_SIZES
"""The table sizes at which the features show each clause of :data:`AT_EVERY_SIZE`: every
size but four (four is the card's own, shown by every other feature)."""

AT_EVERY_SIZE: tuple[str, ...] = tuple(c for c in CARD_CLAUSES if c not in AI_CLAUSES and c != "DECK")
"""The clauses the features show at every size of :data:`GHERKIN_SIZES`, in every language
(issue 36): the card's, but the bots' (their scenarios play at four seats) and DECK (the ranks
and no trump, the same at every table; the cards out of the deck are DEAL's)."""


@dataclass
class Coverage:
    """Scenario counts per row (clause ID or question) and language, and the problems found."""

    languages: list[str]
    rows: list[str]
    counts: dict[tuple[str, str], int]
    corpus: dict[str, int] | None
    problems: list[str] = field(default_factory=list)
    scenarios: int = 0
    tables: dict[tuple[str, str], int] = field(default_factory=dict)
    """Of ``counts``, the scenarios played at a table other than four."""
    sizes: dict[tuple[str, str, int], int] = field(default_factory=dict)
    """Of ``counts``, the scenarios played at each table size (row, language, seats)."""
    corpus_tables: dict[tuple[str, int], int] | None = None
    """The corpus scenarios per clause and table size (``None`` with ``corpus``)."""

    def corpus_at(self, row: str, seats: int) -> int:
        """Corpus scenarios of ``row`` played at a table of ``seats``."""
        return (self.corpus_tables or {}).get((row, seats), 0)

    def count(self, row: str, language: str) -> int:
        return self.counts.get((row, language), 0)

    def at_tables(self, row: str, language: str | None = None) -> int:
        """Scenarios of ``row`` played at a table other than four (in ``language``, or in all)."""
        langs = self.languages if language is None else [language]
        return sum(self.tables.get((row, lang), 0) for lang in langs)

    def at_size(self, row: str, seats: int, language: str | None = None) -> int:
        """Scenarios of ``row`` played at a table of ``seats`` (in ``language``, or in all); an
        outline whose examples play at several sizes counts once at each."""
        langs = self.languages if language is None else [language]
        return sum(self.sizes.get((row, lang, seats), 0) for lang in langs)

    def total(self, row: str) -> int:
        return sum(self.count(row, lang) for lang in self.languages)

    def status(self, row: str, language: str) -> str:
        """``ok``, ``missing`` (an empty cell) or ``pending`` (a bot clause with no scenario yet)."""
        if self.count(row, language):
            return "ok"
        if row in AI_CLAUSES and self.total(row) == 0:
            return "pending"
        return "missing"

    def pending(self) -> list[str]:
        return [r for r in self.rows if r in AI_CLAUSES and self.total(r) == 0]

    def failures(self, allow_pending: bool | Sequence[str] = False) -> list[str]:
        """What makes the check fail: problems, empty cells, and pending clauses not allowed.

        ``allow_pending`` is ``True`` (any bot clause may be pending), ``False``, or the
        clause IDs that may be pending.
        """
        allowed = set(AI_CLAUSES) if allow_pending is True else set(allow_pending or ())
        out = list(self.problems)
        for row in self.rows:
            missing = [lang for lang in self.languages if self.status(row, lang) == "missing"]
            if missing:
                out.append(f"{row}: no scenario in {', '.join(missing)}")
            if row in AT_EVERY_SIZE:
                for seats in GHERKIN_SIZES:
                    absent = [lang for lang in self.languages if not self.at_size(row, seats, lang)]
                    if absent:
                        out.append(f"{row}: no scenario at a table of {seats} in {', '.join(absent)}")
            elif row in self.pending() and row not in allowed:
                out.append(f"{row}: pending (no scenario in any language)")
            # The corpus covers every clause but the bots' (they have no fixed answer).
            needs_corpus = self.corpus is not None and row in CLAUSES and row not in AI_CLAUSES
            if needs_corpus and self.corpus is not None and self.corpus.get(row, 0) == 0:
                out.append(f"{row}: no scenario in the corpus")
            elif needs_corpus and self.corpus_tables is not None:
                # The peers' rules are played at four seats (PEER_CLAUSES): four is enough.
                wanted = (4,) if row in PEER_CLAUSES else TABLE_SIZES
                sizes = [str(n) for n in wanted if not self.corpus_at(row, n)]
                if sizes:
                    out.append(f"{row}: no scenario in the corpus at a table of {', '.join(sizes)}")
        return out

    def to_json(self) -> dict[str, Any]:
        return {
            "languages": self.languages,
            "scenarios": self.scenarios,
            "rows": [
                {
                    "id": row,
                    "counts": {lang: self.count(row, lang) for lang in self.languages},
                    "status": {lang: self.status(row, lang) for lang in self.languages},
                    "at_other_tables": {lang: self.at_tables(row, lang) for lang in self.languages},
                    "by_table": {
                        str(n): {lang: self.at_size(row, n, lang) for lang in self.languages}
                        for n in OTHER_SIZES
                    },
                    "corpus": None if self.corpus is None else self.corpus.get(row, 0),
                    "corpus_by_table": None
                    if self.corpus_tables is None
                    else {str(n): self.corpus_at(row, n) for n in TABLE_SIZES},
                }
                for row in self.rows
            ],
            "pending": self.pending(),
            "problems": self.problems,
        }


def corpus_counts() -> dict[str, int] | None:
    """Scenarios of the shipped corpus per clause, or ``None`` while the corpus is not importable."""
    by_table = corpus_table_counts()
    if by_table is None:
        return None
    counts: dict[str, int] = {}
    for (clause, _), n in by_table.items():
        counts[clause] = counts.get(clause, 0) + n
    return counts


def corpus_table_counts() -> dict[tuple[str, int], int] | None:
    """Scenarios of the shipped corpus per clause and table size (every variant of a scenario
    plays one size), or ``None`` while the corpus is not importable."""
    try:
        from hearts.scenarios import load_corpus
    except ImportError:
        return None
    counts: dict[tuple[str, int], int] = {}
    for sc in load_corpus():
        seats = sc.variant(sc.variants[0]).players
        for clause in sc.clauses:
            counts[(clause, seats)] = counts.get((clause, seats), 0) + 1
    return counts


def _lint(
    features: list[SpecFeature], catalogs: dict[str, Catalog]
) -> tuple[list[str], dict[tuple[str, int], set[int]]]:
    """The step lines no phrase matches (or two do), and the table sizes other than four each
    scenario (file, line) plays at (one per example of an outline)."""
    steps = registry()
    problems: list[str] = []
    at_tables: dict[tuple[str, int], set[int]] = {}
    for feature in features:
        catalog = catalogs.get(feature.language)
        if catalog is None:
            problems.append(f"{feature.file}:1: no phrase catalog for the language {feature.language!r}")
            continue
        for sc in feature.scenarios:
            if not sc.clauses and not sc.questions:
                problems.append(
                    f"{feature.file}:{sc.line}: the scenario cites no clause (tag it, e.g. @FOLLOW)"
                )
            for _, rendered in sc.rendered():
                seats = _players(sc.variants[0] if sc.variants else "card-1.0.0")
                for step in rendered:
                    try:
                        definition, match = resolve(catalog, step.kind, step.text, steps)
                    except UnknownStep as err:
                        problems.append(f"{feature.file}:{step.line}: {err}")
                        continue
                    seats = _table_after(definition.id, match.args, seats)
                if seats != 4:
                    at_tables.setdefault((sc.file, sc.line), set()).add(seats)
    return sorted(set(problems), key=problems.index), at_tables


def _players(variant: str) -> int:
    try:
        return load_variant(variant).players
    except InputError:  # (a scenario under an unknown variant fails when it runs)
        return 4


def _table_after(step: str, args: Mapping[str, str], seats: int) -> int:
    """The table size after a step: a variant step, ``N players sit at the table`` or the
    ``players`` knob change it."""
    if step == "variant":
        return _players(args["variant"])
    if step == "players" or (step == "knob" and args.get("knob") == "players"):
        raw = args.get("number", args.get("value", ""))
        return int(raw) if raw.isdigit() else seats
    return seats


def compute(
    features_dir: Path | None = None,
    phrases: Sequence[Path] = (),
    languages: Sequence[str] | None = None,
    corpus: bool = True,
    only: Sequence[str] = (),
) -> Coverage:
    """The coverage matrix of the features under ``features_dir`` (default: the project's).

    ``languages`` are the columns that must be there (default: every shipped catalog);
    a language folder found under ``features_dir`` adds a column too. ``only`` keeps
    these languages alone (``hearts spec coverage --lang hu``).
    """
    catalogs = load_catalogs(phrases)  # first: a bad catalog is refused before 55 files are parsed
    root = features_dir if features_dir is not None else find_features_dir()
    features = read_features(root)
    if only:
        features = [f for f in features if f.language in only]
    order = LANGUAGES
    shipped = sorted(builtin_languages(), key=lambda lang: (order.index(lang) if lang in order else 99, lang))
    required = list(shipped if languages is None else languages)
    langs = required + sorted({f.language for f in features} - set(required))
    if only:
        langs = [lang for lang in langs if lang in only] + [lang for lang in only if lang not in langs]
    problems, at_tables = _lint(features, catalogs)
    counts: dict[tuple[str, str], int] = {}
    tables: dict[tuple[str, str], int] = {}
    sizes: dict[tuple[str, str, int], int] = {}
    total = 0
    for feature in features:
        for sc in feature.scenarios:
            total += 1
            played = at_tables.get((sc.file, sc.line), set())
            for row in (*sc.clauses, *sc.questions):
                counts[(row, sc.language)] = counts.get((row, sc.language), 0) + 1
                if played:
                    tables[(row, sc.language)] = tables.get((row, sc.language), 0) + 1
                for seats in played:
                    sizes[(row, sc.language, seats)] = sizes.get((row, sc.language, seats), 0) + 1
    by_table = corpus_table_counts() if corpus else None
    totals: dict[str, int] | None = None
    if by_table is not None:
        totals = {}
        for (clause, _), n in by_table.items():
            totals[clause] = totals.get(clause, 0) + n
    return Coverage(
        languages=langs,
        rows=[*CLAUSES, *QUESTIONS],
        counts=counts,
        corpus=totals,
        problems=problems,
        scenarios=total,
        tables=tables,
        sizes=sizes,
        corpus_tables=by_table,
    )


def render_markdown(features_dir: Path | None = None) -> str:
    """The matrix as a Markdown table (for the docs): clause × language → scenarios."""
    cov = compute(features_dir)
    sizes = [f"corpus at {n}" for n in TABLE_SIZES] if cov.corpus_tables is not None else []
    gherkin = [f"at {n}" for n in OTHER_SIZES]
    head = ["clause", *cov.languages, *gherkin] + (["corpus"] if cov.corpus is not None else []) + sizes
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for row in cov.rows:
        cells = []
        for lang in cov.languages:
            status = cov.status(row, lang)
            cells.append(str(cov.count(row, lang)) if status == "ok" else status)
        cells += [str(cov.at_size(row, n)) for n in OTHER_SIZES]
        if cov.corpus is not None:
            cells.append(str(cov.corpus.get(row, 0)))
        if cov.corpus_tables is not None:
            cells += [str(cov.corpus_at(row, n)) for n in TABLE_SIZES]
        lines.append(f"| {row} | " + " | ".join(cells) + " |")
    lines.append("")
    lines.append(
        f"{cov.scenarios} scenarios in {len(cov.languages)} languages; "
        "a number counts the scenarios (an outline counts once) tagged with the clause; "
        "*at N*: of those, the scenarios played at a table of N, in every language "
        "(an outline counts once at each size its examples play); "
        "*corpus at N*: the corpus scenarios played at a table of N; "
        "*pending*: a bot clause with no scenario yet."
    )
    return "\n".join(lines) + "\n"
