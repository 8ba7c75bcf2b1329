"""The walkthrough: its data (teacher and seat views), the prose of records, the pages it writes."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest
from click.testing import CliRunner

from hearts.bots.decision import Decision, Fact, Step
from hearts.cards import Card, CardSet, Seat, Suit
from hearts.cli import main
from hearts.engine.results import Trick
from hearts.engine.state import Phase, State
from hearts.engine.variant import FirstTrickForced, FirstTrickPoints, Variant
from hearts.play.players import RandomPlayer
from hearts.walkthrough.model import Move, Walkthrough
from hearts.walkthrough.render import md_escape, render, write
from hearts.walkthrough.sources import from_seed, make_players
from hearts.walkthrough.timeline import analyse
from hearts.walkthrough.views import build
from hearts.words.lang import Lang, RenderedDecision
from tests.support.positions import deal_with, no_pass, position

LEVELS = ("easy", "normal", "hard", "hard")


@pytest.fixture(scope="module")
def seeded() -> Walkthrough:
    return from_seed(11, Variant(), LEVELS)


# ------------------------------------------------------------------ the teacher's data


def test_a_seeded_hand_has_every_pass_and_play_in_order(seeded: Walkthrough) -> None:
    w = seeded
    steps = w.teacher.moves
    assert [s.index for s in steps] == list(range(64))
    assert [s.phase for s in steps] == ["pass"] * 12 + ["play"] * 52
    hand = w.teacher.hands[0]
    kinds = [sec.kind for sec in hand.sections]
    assert kinds == ["pass"] + ["trick"] * 13
    # The plays are the engine's: replaying them gives the same final totals (POINTS).
    state = State.new_game(Variant(), 11)
    for step in steps:
        assert step.card is not None
        state = state.apply(step.card)
    assert state.phase is Phase.DEAL
    assert hand.result == state.hand_results[-1]
    assert sum(sec.trick_points for sec in hand.sections) == 26
    assert [sec.winner for sec in hand.sections[1:]] == [t.winner for t in _tricks_of(steps)]


def _tricks_of(steps: list[Move]) -> list[Trick]:
    state = State.new_game(Variant(), 11)
    tricks: list[Trick] = []
    for step in steps:
        assert step.card is not None
        state = state.apply(step.card)
        if state.tricks and (not tricks or state.tricks[-1] is not tricks[-1]):
            tricks.append(state.tricks[-1])
    return tricks


def test_every_bot_play_carries_its_decision_and_the_legal_analysis(seeded: Walkthrough) -> None:
    for step in seeded.teacher.moves:
        assert step.decision is not None and step.decision.action == step.card
        assert step.legal is not None and step.card in step.legal
        assert step.hand is not None
        assert {i.card for i in step.illegal} | set(step.legal) == set(step.hand)


def test_hard_bots_show_what_they_remember(seeded: Walkthrough) -> None:
    memories = [
        (seat, fact.key)
        for sec in seeded.teacher.hands[0].sections
        for seat, facts in sec.memory.items()
        for fact in facts
    ]
    assert memories, "the bots say what they know after each section"
    voids = {seat for seat, key in memories if key == "fact.void"}
    assert voids and voids <= {Seat.SOUTH, Seat.WEST}  # only the Hard seats remember voids
    assert not {key for _, key in memories} & {"fact.hand", "fact.trick", "fact.played", "fact.pass"}
    assert not seeded.teacher.hands[0].sections[-1].news  # after the last trick, the hand is over


# ------------------------------------------------------------------ what a seat may know (AI-INFO)


@pytest.mark.parametrize("seat", list(Seat))
def test_a_seat_view_holds_only_its_own_cards_and_reasons(seeded: Walkthrough, seat: Seat) -> None:
    walk = seeded.seats[seat]
    dealt = State.new_game(Variant(), 11)
    for section in walk.hands[0].sections:
        assert set(section.hands) == {seat}
        assert set(section.received) <= {seat}
        assert set(section.memory) <= {seat}
    for step in walk.moves:
        if step.seat is not seat:
            assert step.hand is None and step.legal is None and step.decision is None and not step.illegal
            if step.phase == "pass":
                assert step.card is None  # another seat's pass is never shown
        else:
            assert step.hand is not None
    own = dealt.hand(seat)
    first = walk.hands[0].sections[0].hands[seat]
    assert first == own


def test_the_seat_only_page_has_no_other_hand(seeded: Walkthrough) -> None:
    page = render(seeded, "en", "html", seat=Seat.EAST)
    owners = set(re.findall(r'data-owner="([NESW])"', page))
    assert owners == {"E"}
    assert "hand of North" not in page and "hand of South" not in page and "hand of West" not in page
    assert "hand of East" in page  # its own bot's reasoning is there
    assert page.count("<details") == 16  # 3 passes and 13 plays, all East's own


# ------------------------------------------------------------------ legality analysis


def test_follow_names_the_led_suit_for_each_off_suit_card() -> None:  # FOLLOW
    deal = deal_with(N="2C 3D", E="4C 5D 6S")
    state = position(no_pass(), deal, "2C")
    found = analyse(state)
    assert found and all(i.clause == "FOLLOW" and i.suit is Suit.CLUBS for i in found)
    assert {i.card for i in found} == set(state.hand(Seat.EAST)) - set(state.legal_set())
    text = Lang("es").clause_text(found[0].reason, found[0].violation)
    assert "♣" in text and "palo" in text


def test_first_trick_points_and_the_forced_heart() -> None:  # FIRST-TRICK-POINTS
    clubs = "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC"
    hearts = "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH"
    variant = no_pass(
        first_trick_points=FirstTrickPoints.UNLESS_FORCED, first_trick_forced=FirstTrickForced.HEARTS_ONLY
    )
    state = position(variant, deal_with(N=clubs, E=hearts + " QS"), "2C")
    (only,) = analyse(state)
    assert only.card == Card.parse("QS") and only.clause == "FIRST-TRICK-POINTS"
    assert only.reason == "first-trick-hearts-only"


def test_hearts_lead_before_the_break() -> None:  # HEARTS-LEAD
    west = "AC 2D 3D 4D 5D 6D 7D 8D 9D TD JD AH KH"
    state = position(no_pass(), deal_with(N="2C", E="3C", S="4C", W=west), "2C 3C 4C AC")
    assert state.to_act is Seat.WEST  # A♣ won the first trick
    found = analyse(state)
    assert {(i.card.format(), i.clause, i.reason) for i in found} == {
        ("AH", "HEARTS-LEAD", "hearts-lead"),
        ("KH", "HEARTS-LEAD", "hearts-lead"),
    }


# ------------------------------------------------------------------ prose of records


def _decision() -> Decision:
    q, k = Card.parse("QS"), Card.parse("KS")
    return Decision(
        action=q,
        level="hard",
        phase="play",
        candidates=(q, k),
        facts=(Fact("fact.void", {"seat": Seat.WEST, "suit": Suit.SPADES, "since_trick": 3}),),
        steps=(Step("step.queen-under", (q, k), {"over": Card.parse("AS")}, "AI-NORMAL"),),
        runner_up=k,
        runner_up_lost_at="step.queen-under",
    )


@pytest.mark.parametrize(
    ("lang", "void", "step"),
    [
        (
            "en",
            "West has no ♠ left (shown on trick 3)",
            "the A♠ is winning the spade trick: drop the Q♠ under it",
        ),
        (
            "es",
            "Oeste ya no tiene ♠ (se vio en la baza 3)",
            "el A♠ va ganando la baza de picas: soltar la Q♠ por debajo",
        ),
        (
            "it",
            "Ovest non ha più ♠ (si è visto alla presa 3)",
            "l’A♠ sta vincendo la presa a picche: lasciar cadere la Q♠ sotto",
        ),
        (
            "hu",
            "Nyugat kifogyott ebből: ♠ (a(z) 3. ütésben derült ki)",
            "a pikkütést egyelőre az A♠ viszi: alá a D♠ megy",
        ),
        ("fr", "Ouest n’a plus de ♠ (vu au pli 3)", "l’A♠ tient le pli à pique : glisser la D♠ en dessous"),
    ],
)
def test_a_hand_made_decision_reads_in_each_language(lang: str, void: str, step: str) -> None:
    shown = RenderedDecision.of(_decision(), Lang(lang))
    assert shown.facts == (void,)
    assert shown.steps[0].text == step and shown.steps[0].clause == "AI-NORMAL"
    # the runner-up line: the card played without the deciding step (with its article), and that step
    assert shown.second is not None and step in shown.second
    assert Lang(lang).the_card(Card.parse("KS")) in shown.second


def test_an_unknown_key_is_shown_with_its_parameters_and_a_missing_one_as_a_mark() -> None:
    lang = Lang("fr")
    assert lang.record("step.brand-new", {"over": Card.parse("KS")}) == "step.brand-new (over = R♠)"
    assert lang.record("step.queen-under", {}) == "? tient le pli à pique : glisser la D♠ en dessous"


def test_values_are_formatted_per_language() -> None:
    assert Lang("hu").cards([Card.parse("QS"), Card.parse("JD")]) == "B♦ D♠"
    assert Lang("it").seat(Seat.WEST) == "Ovest"
    assert Lang("es").value(True) == "sí"
    assert Lang("fr").value("left", "direction") == "à gauche"
    assert Lang("en").value(11, "from_rank") == "J"


def test_plays_without_records_show_only_the_legal_analysis() -> None:
    players = [RandomPlayer(seed=i) for i in range(4)]
    w = build(variant=Variant(), players=players, seed=4, title="random")
    page = render(w, "it", "html")
    assert 'class="why"' not in page and 'class="headline"' not in page  # no reasoning to show
    assert "Carte consentite:" in page and "FOLLOW" in page  # the legal analysis, in the details


# ------------------------------------------------------------------ pages and escaping


class _Text(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.scripts: list[str] = []
        self._in_script = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self._in_script = tag == "script"
        if self._in_script:
            self.scripts.append("")

    def handle_endtag(self, tag: str) -> None:
        self._in_script = False

    def handle_data(self, data: str) -> None:
        if self._in_script:
            self.scripts[-1] += data


EVIL = '<script>alert("x")</script><img src=x onerror=alert(1)> **bold** {role}`x` $m$'


@pytest.mark.slow
def test_markup_in_titles_is_escaped_in_html_and_markdown(tmp_path: Path) -> None:
    variant_file = tmp_path / "evil.yaml"
    variant_file.write_text(f"name: evil\nbase: card-1.0.0\ntitle: '{EVIL}'\n", encoding="utf-8")
    result = CliRunner().invoke(
        main,
        [
            "walkthrough",
            "--seed",
            "2",
            "--bots",
            "random",
            "--variant",
            str(variant_file),
            "-o",
            str(tmp_path),
        ],
    )
    assert result.exit_code == 0, result.output
    page = Path(result.output.strip()).read_text(encoding="utf-8")
    assert "<img src=x" not in page and 'alert("x")</script>' not in page
    assert "&lt;script&gt;" in page
    parser = _Text()
    parser.feed(page)
    assert len(parser.scripts) == 1 and "alert" not in parser.scripts[0]

    w = build(
        variant=Variant(title=EVIL),
        players=make_players(("random",) * 4, 1),
        seed=1,
        title=EVIL,
    )
    md = render(w, "en", "md")
    from markdown_it import MarkdownIt

    html = MarkdownIt("commonmark", {"html": True}).enable("table").render(md)
    assert "<script>" not in html and "<img" not in html and "<strong>bold" not in html
    assert "&lt;script&gt;" in html


def test_md_escape_keeps_the_text() -> None:
    from markdown_it import MarkdownIt

    text = "a*b_c [d](e) <f> `g` #h |i| \\j"
    rendered = MarkdownIt("commonmark").render(md_escape(text))
    assert rendered == "<p>a*b_c [d](e) &lt;f&gt; `g` #h |i| \\j</p>\n"


def test_pages_are_written_whole_or_not_at_all(tmp_path: Path, seeded: Walkthrough) -> None:
    path = write(seeded, "es", "html", tmp_path)
    assert path.name == "seed-11.es.html"
    assert path.read_text(encoding="utf-8").rstrip().endswith("</html>")
    with pytest.raises(ValueError):
        write(seeded, "xx", "html", tmp_path / "other")
    assert not (tmp_path / "other").exists() or not any((tmp_path / "other").iterdir())
    assert [p.name for p in tmp_path.iterdir()] == ["seed-11.es.html"]


# ------------------------------------------------------------------ the command


@pytest.mark.parametrize(
    ("lang", "word"), [("es", "Baza 13"), ("it", "Presa 13"), ("hu", "13. ütés"), ("fr", "Pli 13")]
)
@pytest.mark.slow
def test_walkthrough_command_writes_each_language(tmp_path: Path, lang: str, word: str) -> None:
    for fmt in ("html", "md"):
        result = CliRunner().invoke(
            main, ["walkthrough", "--seed", "5", "--lang", lang, "--format", fmt, "-o", str(tmp_path)]
        )
        assert result.exit_code == 0, result.output
        text = Path(result.output.strip()).read_text(encoding="utf-8")
        assert word in text
    assert f'<html lang="{lang}">' in (tmp_path / f"seed-5.{lang}.html").read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--seed", "1", "--scenario", "x"], "exactly one of --scenario"),
        (["--seed", "1", "--bots", "easy,hard"], "give one level or four"),
        (["--seed", "1", "--bots", "genius"], "unknown level 'genius'"),
        (["--scenario", "no-such-scenario"], "no such scenario"),
        (["--seed", "1", "--seat", "Q"], "not a seat"),
    ],
)
def test_bad_options_are_one_line_errors(tmp_path: Path, args: list[str], message: str) -> None:
    result = CliRunner().invoke(main, ["walkthrough", *args, "-o", str(tmp_path)])
    assert result.exit_code == 2
    assert message in result.output and "Traceback" not in result.output


def test_a_position_stops_on_the_pending_decision() -> None:
    deal = deal_with(N="2C 3D", E="4C 5D 6S")
    state = position(no_pass(), deal, "2C")
    w = build(variant=state.variant, players=None, record=state.record(), title="pos", scenario_id="pos")
    steps = w.teacher.moves
    assert w.teacher.end == "position"
    assert steps[-1].pending and steps[-1].seat is Seat.EAST and steps[-1].card is None
    assert steps[-1].legal == CardSet.parse("4C")
    assert steps[0].decision is None and steps[0].player is None  # replayed, no record
    assert "East is to act" in render(w, "en", "md")


SCENARIO = """# yaml-language-server: $schema=../hearts/scenarios/schema.json
format: hearts-scenarios/1
theme: evil
description: A scenario whose titles hold markup.
defaults:
  variants: [card-1.0.0]
scenarios:
- id: evil/markup
  title:
    en: '<script>alert(1)</script> <b>bold</b>'
    es: '<img src=x onerror=alert(2)> *nada*'
  clauses: [FOLLOW]
  setup:
    hand: 4
    deal: N:T72.AK.54.987654 E:AKQ.QJT9.AKQ.AK3 S:J986543.87.JT.QJ W:-.65432.987632.T2
    plays: [2C]
  expect:
    to_act: E
"""


def test_a_scenario_with_markup_in_its_titles_is_rendered_safely(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "evil.yaml").write_text(SCENARIO, encoding="utf-8")
    base = ["walkthrough", "--scenario", "evil/markup", "--corpus", str(corpus), "-o", str(tmp_path / "out")]
    stopped = CliRunner().invoke(main, [*base, "--lang", "en"])
    assert stopped.exit_code == 0, stopped.output
    page = Path(stopped.output.strip()).read_text(encoding="utf-8")
    assert "<h1>&lt;script&gt;alert(1)&lt;/script&gt; &lt;b&gt;bold&lt;/b&gt;</h1>" in page
    assert "East is to act: the position stops here." in page  # no bots: the position only
    played = CliRunner().invoke(main, [*base, "--lang", "es", "--bots", "hard", "--format", "md"])
    assert played.exit_code == 0, played.output
    md = Path(played.output.strip()).read_text(encoding="utf-8")
    assert md.startswith("# \\<img src=x onerror=alert(2)\\> \\*nada\\*\n")
    assert "Baza 13" in md and "¿Por qué" in md  # the Hard bots played the hand out
