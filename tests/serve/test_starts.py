"""Where a classroom table's game comes from: a theme's search, a variant that fails
``hearts variant check`` refused before any card is dealt (a shipped one known to pass, not played
through again), and a field too long to be a deal, a theme or a name refused with a short excerpt."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from hearts.engine.state import Phase, replay
from hearts.engine.variant import Variant
from hearts.serve import starts
from hearts.serve.app import start_from
from hearts.serve.starts import (
    SHIPPED_REFUSED,
    SourceError,
    checked_variant,
    from_deal,
    from_theme,
    variant_from_text,
)
from hearts.variants.files import builtin_variant_names, load_variant
from hearts.varianttools.check import check_variant
from hearts.walkthrough.sources import make_players
from hearts.walkthrough.starts import DEFAULT_LEVELS
from hearts.walkthrough.themes import THEMES, trace_hand
from tests.support.classroom import NO_PASS_DEAL

if TYPE_CHECKING:
    from starlette.testclient import TestClient


def test_a_theme_finds_a_hand_in_which_it_happens() -> None:
    start = from_theme("void-discard", Variant())
    assert start.source.startswith("void-discard: seed ")
    state = replay(start.record)
    assert state.phase in (Phase.PASS, Phase.PLAY) and state.hand_number == start.first_hand
    # The line-up it was searched with plays it again from there, and the theme happens again.
    assert THEMES["void-discard"].check(trace_hand(state, make_players(DEFAULT_LEVELS, start.seed)))


@pytest.mark.slow
def test_a_variant_with_dead_ends_is_refused_with_the_checks_verdict() -> None:
    text = "name: strict-dead\nbase: card-1.0.0\nfirst_trick_points: never\nfirst_trick_forced: none\n"
    variant = variant_from_text(text)
    with pytest.raises(SourceError, match="refused by 'hearts variant check': dead-end"):
        checked_variant(variant, games=0)


def test_a_shipped_variant_is_not_played_through_before_its_table(monkeypatch: pytest.MonkeyPatch) -> None:
    played: list[str] = []

    def check(variant: Variant, games: int) -> tuple[bool, tuple[str, ...]]:
        played.append(variant.name)
        return False, ("dead-end: a position where no card may be played",)

    monkeypatch.setattr(starts, "_verdicts", check)
    for name in builtin_variant_names():
        if name not in SHIPPED_REFUSED:
            assert checked_variant(load_variant(name)) == load_variant(name)
    assert played == []
    with pytest.raises(SourceError, match="web-strict: refused"):
        checked_variant(load_variant("web-strict"))
    renamed = load_variant("card-1.0.0").with_knobs(target_score=77)  # an upload under its name
    with pytest.raises(SourceError, match="refused by 'hearts variant check'"):
        checked_variant(renamed)
    assert played == ["web-strict", "card-1.0.0"]


@pytest.mark.slow  # every shipped variant checked: about half a second each
@pytest.mark.parametrize("name", builtin_variant_names())
def test_the_shipped_variants_the_server_trusts_pass_the_check(name: str) -> None:
    report = check_variant(load_variant(name), games=2, seed=3)
    assert report.ok is (name not in SHIPPED_REFUSED), report.verdicts()


@pytest.mark.parametrize(
    ("request_", "field"),
    [
        ({"source": "deal", "deal": "N:" + "A" * 100_000}, "deal: 'N:AAA"),
        ({"source": "deal", "deal": "N:AKQ E:" + "\x1b[2J" * 30_000}, "deal: 'N:AKQ E:\\x1b"),
        ({"source": "theme", "theme": "moon" * 25_000}, "find: unknown theme 'moonmoon"),
        ({"source": "seed", "variant": "\x1b[31m" * 20_000}, "variant: no shipped variant '\\x1b"),
    ],
    ids=["a-long-deal", "a-deal-of-escapes", "a-long-theme", "a-long-variant-name"],
)
def test_a_100000_character_field_is_refused_with_a_short_escaped_excerpt(
    request_: dict[str, str], field: str
) -> None:
    with pytest.raises(SourceError) as refused:
        start_from(request_, 0)
    said = str(refused.value)
    assert said.startswith(field) and len(said) < 400 and "\x1b" not in said


def test_a_long_deal_is_refused_on_its_length_unread() -> None:
    said = r"deal: 'N:AAAA.*'…: 100002 characters, longer than a deal \(at most 512\)"
    with pytest.raises(SourceError, match=said):
        from_deal("N:" + "A" * 100_000, Variant())
    deal = from_deal(NO_PASS_DEAL, Variant(), 4)  # a real one, well below the bound
    assert len(NO_PASS_DEAL) < 100 and deal.deals[0].format() == NO_PASS_DEAL


def test_a_100000_character_deal_posted_to_the_api_is_refused_in_a_short_answer(client: TestClient) -> None:
    r = client.post("/api/tables", json={"source": "deal", "deal": "N:" + "\u202e" * 100_000})
    error = r.json()["error"]
    assert r.status_code == 400 and len(r.content) < 400 and "\u202e" not in error
    assert error.startswith("deal: 'N:\\u202e") and "longer than a deal" in error
