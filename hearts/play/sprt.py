"""The sequential probability ratio test of chess engines' test queues, for two bots.

Two bots play the same deal at the same seat among the same opponents (a *pair*, as in
:func:`hearts.play.tournament.ladder_step`). The candidate *wins* the pair when it takes fewer
points than the bot it replaces, *draws* when it takes as many, *loses* otherwise: a score of
1, ½ or 0. The score's mean ``s`` is an Elo difference, ``elo = -400 · log10(1/s − 1)``, as a
chess result is.

The test weighs H0 "the candidate is ``elo0`` better" against H1 "it is ``elo1`` better"
(``elo0 < elo1``) after each pair. Under each hypothesis a pair is won with chance
``s − d/2`` and lost with ``1 − s − d/2``, ``s`` the score of its Elo bound and ``d`` the share
of draws seen so far (the same under both: a draw weighs nothing either way). With ``W`` wins and
``L`` losses the log-likelihood ratio is Wald's::

    LLR = W · log(w1 / w0) + L · log(l1 / l0)

It stops, accepting H1, when ``LLR ≥ log((1 − β) / α)``, and accepting H0 when
``LLR ≤ log(β / (1 − α))``: wrongly accepting H1 when H0 holds has a chance of about ``α``,
wrongly accepting H0 when H1 holds about ``β``, however early it stops (measured on simulated
pairs in ``tests/play/test_sprt.py``: 4 % for α = 5 %, 3.5 % to 7 % for β = 5 %, the more
draws the more the estimate of ``d`` moves). A clear difference stops after a few dozen pairs
where a fixed-size run plays them all.

>>> test = Sprt(elo0=0, elo1=20, alpha=0.05, beta=0.05)
>>> test.bounds()
(-2.944, 2.944)
>>> for score in [1.0, 0.5, 1.0, 0.0, 1.0] * 40:   # a score of 0.7: about 147 Elo
...     test.add(score)
>>> test.verdict, test.decided_at, round(elo_of(test.score))
('H1', 108, 147)
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

__all__ = ["Sprt", "elo_of", "score_of"]


def score_of(elo: float) -> float:
    """The expected score of a side ``elo`` better (0.5 at 0).

    >>> round(score_of(0), 3), round(score_of(100), 3)
    (0.5, 0.64)
    """
    return 1 / (1 + 10 ** (-elo / 400))


def elo_of(score: float) -> float:
    """The Elo difference of a mean score (±inf at 1 and 0)."""
    if score <= 0:
        return -math.inf
    if score >= 1:
        return math.inf
    return -400 * math.log10(1 / score - 1)


@dataclass
class Sprt:
    elo0: float = 0.0
    elo1: float = 10.0
    alpha: float = 0.05
    beta: float = 0.05
    pairs: int = field(default=0, init=False)
    wins: int = field(default=0, init=False)
    draws: int = field(default=0, init=False)
    losses: int = field(default=0, init=False)
    verdict: str | None = field(default=None, init=False)
    """``"H1"`` (the candidate is better by about ``elo1``), ``"H0"`` (not better than ``elo0``),
    or ``None`` while the test goes on."""
    decided_at: int | None = field(default=None, init=False)
    """The pair after which the verdict was reached."""
    _scores: float = field(default=0.0, init=False, repr=False)

    def __post_init__(self) -> None:
        if not self.elo0 < self.elo1:
            raise ValueError(f"elo0 {self.elo0} must be below elo1 {self.elo1}")
        for name in ("alpha", "beta"):
            if not 0 < getattr(self, name) < 0.5:
                raise ValueError(f"{name} must be above 0 and below 0.5")

    def bounds(self) -> tuple[float, float]:
        """The LLR at which H0 is accepted, and at which H1 is (rounded to 3 places)."""
        low = math.log(self.beta / (1 - self.alpha))
        high = math.log((1 - self.beta) / self.alpha)
        return round(low, 3), round(high, 3)

    def add(self, score: float) -> None:
        """One pair's score (1 won, 0.5 drawn, 0 lost); decides once a bound is crossed."""
        if score not in (0.0, 0.5, 1.0):
            raise ValueError(f"a pair scores 0, 0.5 or 1, not {score!r}")
        self.pairs += 1
        self.wins += score == 1.0
        self.draws += score == 0.5
        self.losses += score == 0.0
        self._scores += score
        if self.verdict is None:
            low, high = (math.log(self.beta / (1 - self.alpha)), math.log((1 - self.beta) / self.alpha))
            llr = self.llr()
            if llr >= high:
                self.verdict, self.decided_at = "H1", self.pairs
            elif llr <= low:
                self.verdict, self.decided_at = "H0", self.pairs

    @property
    def score(self) -> float:
        return self._scores / self.pairs if self.pairs else math.nan

    def llr(self) -> float:
        """The log-likelihood ratio of H1 over H0 so far (0 before any pair)."""
        if not self.pairs:
            return 0.0
        s0, s1 = score_of(self.elo0), score_of(self.elo1)
        # The share of draws, as seen so far, is the same under both hypotheses (a draw weighs
        # nothing either way); it may not leave a hypothesis without losses or wins.
        d = min(self.draws / self.pairs, 2 * (1 - s1) * 0.999, 2 * s0 * 0.999)
        w0, w1 = s0 - d / 2, s1 - d / 2
        l0, l1 = 1 - s0 - d / 2, 1 - s1 - d / 2
        return self.wins * math.log(w1 / w0) + self.losses * math.log(l1 / l0)

    def as_dict(self) -> dict[str, object]:
        return {
            "elo0": self.elo0,
            "elo1": self.elo1,
            "alpha": self.alpha,
            "beta": self.beta,
            "pairs": self.pairs,
            "wins": self.wins,
            "draws": self.draws,
            "losses": self.losses,
            "elo": round(elo_of(self.score), 1) if self.pairs else None,
            "llr": round(self.llr(), 3),
            "bounds": list(self.bounds()),
            "verdict": self.verdict,
            "decided_at": self.decided_at,
        }
