"""What a native teacher would correct on the pages a student reads, per language (docs/languages.md).

The pages are rendered as a teacher gets them: ``hearts walkthrough --seed 2718 --hand 2
--format md``, the practice transcript of ``hearts step --seed 4321 --quiz --seat S`` and the
first prompt of ``hearts play`` with a hint asked. Each language has its own patterns: a card
named as a noun without its article (French "Sud passe A♥", "le A♠"), calques, a line that
repeats its head ("Norte pasa Q♠. Norte pasa Q♠: ..."), English card letters beside the
language's own in a prompt, the formal register beside "te" in Hungarian, a hint that speaks of
the student in the third person, the seed called by a word a teacher would not use.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from hearts.cards import Card
from hearts.cli import main
from hearts.words.lang import Lang

LANGS = ("fr", "hu", "es", "it")
_CARD = r"(?:10|[2-9]|[A-Z])[♣♦♠♥]"

# A card right after a verb or preposition that names it as a noun: the article is missing.
_BARE = {
    "fr": r"\b(?:passe|joue|entame avec|bat|battre|passez|jouez|choisi entre|parmi) " + _CARD,
    "es": r"\b(?:pasa|juega|sale con|supera|superar) " + _CARD,
    "it": r"\b(?:passa|gioca|apre con|supera|superare) " + _CARD,
    "hu": r"\b(?:átadja|kijátssza|hívja|add át|játszd ki):? " + _CARD,
}

RULES: dict[str, list[tuple[str, str]]] = {
    "fr": [
        ("'le'/'la' before an ace (l’A♠)", r"\b[Ll][ea] A[♣♦♠♥]"),
        ("card without its article", _BARE["fr"]),
        ("calque: le plus fort cœur", r"\ble plus (?:fort|faible|bas) (?:cœur|pique|trèfle|carreau)"),
        ("calque: la plus basse/forte carte", r"\bla plus (?:basse|forte|haute) carte\b"),
        ("calque: les moins de points d’abord", r"les moins de points d’abord"),
        ("calque: points dedans", r"points dedans"),
        ("calque: la D♠ encore dehors", r"encore dehors"),
        ("Cliquez-la", r"Cliquez-la"),
        ("English card letters in a French prompt", r"\b(?:QS|10H)\b"),
        ("the seed called 'graine'", r"\b[Gg]raines?\b"),
        ("'tu' beside 'vous'", r"\b(?:tu|ton|ta|tes)\b"),
    ],
    "hu": [
        ("formal register beside 'te'", r"\b(?:írja|Ön|Önnek|Önt|adja meg|nyomja|válassza|kattintson)\b"),
        ("'kártya' beside 'lap' for a card", r"\b[Kk]ártyá?\w*"),
        ("stiff 'X lapot választottál'", r"lapot választottál"),
        ("card without its article", _BARE["hu"]),
        ("English card letters in a Hungarian prompt", r"\b(?:QS|10H)\b"),
        ("the seed called 'mag' or 'kezdőérték'", r"\b(?:[Mm]ag|[Kk]ezdőérték)\b"),
    ],
    "es": [
        ("card without its article", _BARE["es"]),
        ("the seed called 'semilla'", r"\bsemilla\b"),
        ("calque: la Q♠ sigue fuera", r"sigue fuera"),
        ("the highest card, 'con menos puntos primero'", r"con menos puntos primero"),
        ("English card letters in a Spanish prompt", r"\b(?:QS|10H)\b"),
    ],
    "it": [
        ("card without its article", _BARE["it"]),
        ("'il' before an ace or an eight (l'A♠)", r"\bil [A8][♣♦♠♥]"),
        ("the seed called 'sorteggio' or 'seed'", r"\b(?:sorteggio|seed|[Ss]eme casuale)\b"),
        ("a straight apostrophe beside the typographic one (l’A♠)", r"\b[A-Za-z]'"),
        ("the highest card, 'prima quelle con meno punti'", r"più alta, prima quelle con meno punti"),
        ("calque: la Q♠ è ancora fuori", r"ancora fuori"),
        ("English card letters in an Italian prompt", r"\b(?:QS|10H)\b"),
    ],
}
for _lang in LANGS:
    # "Norte pasa Q♠. Norte pasa Q♠: ..." (a line repeating its head), and cards listed with no
    # word between them ("tra J♥ A♥:").
    RULES[_lang].append(("a line repeats its head", r"^- ([^.\n]{6,}?)\. \1"))
    _listed = rf"\b(?:[Ee]ntre|parmi|[Tt]ra|of) {_CARD}(?: {_CARD})+"
    RULES[_lang].append(("cards listed with no 'and'", _listed))
    # The step's keys and its answer to "v X" in English seat letters (N, E, S, W), not the language's.
    RULES[_lang].append(("English seat letters at the step's keys", r"\bv N\|E\|S\|W\b|\(N, E, S, W\)"))

# The hint, said to the student: the imperative, never "<seat> passes ..." in the third person.
HINT = {
    "fr": r"Conseil du bot Normal : (?!(?:jouez|passez) )",
    "es": r"Pista del bot Normal: (?!(?:juega|pasa) )",
    "it": r"Suggerimento del bot Normale: (?!(?:gioca|passa) )",
    "hu": r"A Normál bot tippje: (?!(?:játszd ki|add át) )",
}


def _run(args: list[str], keys: str | None = None) -> str:
    result = CliRunner().invoke(main, args, input=keys)
    assert result.exit_code == 0, f"hearts {' '.join(args)}: {result.output}"
    return result.output


def pages(lang: str, out: Path) -> dict[str, str]:
    """The pages of one language, by the command that made them."""
    walk = ["walkthrough", "--seed", "2718", "--hand", "2", "--lang", lang, "--format", "md"]
    quiz = ["step", "--seed", "4321", "--quiz", "--seat", "S", "--lang", lang]
    play = ["play", "--players", "human,hard,hard,hard", "--seed", "3", "--lang", lang]
    _run([*walk, "-o", str(out / lang)])
    (page,) = (out / lang).iterdir()
    return {
        " ".join(walk): page.read_text("utf-8"),
        " ".join(quiz): _run(quiz, "n\nXX\nh\nv X\nq\n"),
        " ".join(play): _run(play, "h\nXX\nq\n"),
    }


def findings(lang: str, name: str, text: str) -> list[str]:
    found = []
    for why, pattern in RULES[lang]:
        for m in re.finditer(pattern, text, re.M):
            line = text.count("\n", 0, m.start()) + 1
            found.append(f"{name}: line {line}: {why}: {m.group(0)!r}")
    hints = re.finditer(HINT[lang], text)
    found += [f"{name}: the hint speaks of the student: {m.group(0)!r}" for m in hints]
    return found


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.slow  # three commands per language: about 3 s
def test_the_pages_read_as_a_native_teacher_writes(lang: str, tmp_path: Path) -> None:
    texts = pages(lang, tmp_path)
    walk, quiz, play = texts.values()
    assert "2718" in walk and "## " in walk  # the page itself
    assert Lang(lang).typing_examples() in quiz  # the practice's own line, with its examples
    hint = HINT[lang].split(" (?!")[0]
    assert re.search(hint, play), "the hint was asked and shown"
    found = [f for name, text in texts.items() for f in findings(lang, name, text)]
    assert not found, f"{len(found)} in {lang}:\n" + "\n".join(found)


@pytest.mark.parametrize(
    ("lang", "line", "why"),
    [
        ("fr", "- Sud passe A♥ : les plus fortes cartes", "card without its article"),
        ("fr", "- le A♠ tient le pli à pique", "'le'/'la' before an ace"),
        ("fr", "puis le plus fort cœur, puis", "calque: le plus fort cœur"),
        ("fr", "Carte à jouer, écrite comme DP, D♠, 10C, QS :", "English card letters"),
        ("fr", "Conseil du bot Normal : A♥. Sud passe l’A♥", "the hint speaks of the student"),
        ("hu", "(az indokokhoz írja be: r)", "formal register"),
        ("hu", "Te D♠ lapot választottál", "stiff"),
        ("hu", "Kijátszandó kártya, így írva", "'kártya' beside 'lap'"),
        ("es", "- Norte pasa Q♠. Norte pasa Q♠: primero", "a line repeats its head"),
        ("es", "# Corazones · semilla 2718", "the seed called 'semilla'"),
        ("it", "- Sud passa A♥, tra J♥ A♥: le carte", "cards listed with no 'and'"),
        ("it", "- Sud passa l’A♥: il A♠ sta vincendo", "'il' before an ace"),
        ("it", "- Sud passa l'A♥: ogni carta", "a straight apostrophe"),
        ("it", "quindi va la carta più alta, prima quelle con meno punti", "'prima quelle con meno punti'"),
        ("es", "así que va la carta más alta, con menos puntos primero", "'con menos puntos primero'"),
        ("fr", "== Hearts pas à pas · graine 5 ==", "the seed called 'graine'"),
        ("hu", "Hearts lépésről lépésre · mag: 5", "the seed called 'mag'"),
        ("fr", "  v N|E|S|W|T   la vue d’un joueur", "English seat letters"),
        ("es", "Indica un asiento (N, E, S, W) o T", "English seat letters"),
    ],
)
def test_each_pattern_finds_what_it_names(lang: str, line: str, why: str) -> None:
    assert any(why in f for f in findings(lang, "page", line)), findings(lang, "page", line)


@pytest.mark.parametrize(
    "line",
    [
        "- Entre V♥ et A♥, Sud passe l’A♥ : les plus fortes cartes sont passées d’abord",
        "- Nord joue le 2♣ : la seule carte autorisée",
        "Conseil du bot Normal : passez la D♠ (la carte la plus dangereuse d’abord).",
        "Carte à jouer, écrite comme DP, D♠, 10C (h = conseil, q = quitter) :",
    ],
)
def test_what_a_teacher_writes_in_french_is_not_reported(line: str) -> None:
    assert findings("fr", "page", line) == []


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "2C", "2C → 2♥ (cœur)"),  # C is cœur in French, clubs in English
        ("es", "10C", "10C → 10♥ (corazones)"),
        ("hu", "AT", None),  # treff: the same card in both systems (A♣), nothing to say
        ("fr", "DP", None),  # French letters only: one reading
    ],
)
def test_letters_read_in_one_of_two_systems_say_which(lang: str, typed: str, said: str | None) -> None:
    language = Lang(lang)
    card = language.parse_card(typed)
    assert card is not None
    assert language.read_as(typed, card) == said


@pytest.mark.parametrize("lang", LANGS)
def test_the_typing_examples_are_in_the_language_own_letters_only(lang: str) -> None:
    language = Lang(lang)
    examples = language.typing_examples().split(", ")
    queen = Card.parse("QS")
    assert examples[:2] == [language.typed(queen), language.card(queen)]
    for example in examples:  # each example is read as the card meant, with no second reading
        card = language.parse_card(example)
        assert card is not None and language.read_as(example, card) is None, example


SEED_RULES = {lang: [rule for rule in RULES[lang] if rule[0].startswith("the seed called")] for lang in LANGS}


@pytest.mark.parametrize("lang", LANGS)
def test_the_features_name_a_game_by_its_number_not_its_seed(lang: str) -> None:
    root = Path(__file__).resolve().parents[2]
    features = sorted((root / "features" / lang).glob("*.feature"))
    texts = {str(p.relative_to(root)): p.read_text("utf-8") for p in features}
    catalog = root / "hearts" / "spec" / "phrases" / f"{lang}.yaml"
    texts[str(catalog.relative_to(root))] = catalog.read_text("utf-8")
    found = [
        f"{name}: line {text.count(chr(10), 0, m.start()) + 1}: {why}: {m.group(0)!r}"
        for name, text in texts.items()
        for why, pattern in SEED_RULES[lang]
        for m in re.finditer(pattern, text, re.M)
    ]
    assert SEED_RULES[lang] and not found, "\n".join(found)
