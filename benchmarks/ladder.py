"""The ladder, measured: each level against the one below it on paired hands.

For each step (Easy over uniformly random, Normal over Easy, Hard over Normal) the
same deals and seat are played once by the candidate and once by the bot it
replaces, the three other seats held by the replaced bot both times. The hands are
played the way users play them: runs of 25 consecutive deals are the hands of running
games, the same bots kept for every hand of a game and the totals carried
(:mod:`hearts.play.arena`). Prints the mean of candidate − replaced in points per hand
with its 95% interval; the step holds when the difference is at most −0.5 and the whole
interval is below zero.

``--variant`` may be repeated; ``--variant families`` stands for the Hearts families
(black-maria, spot-hearts, pink-lady, omnibus-ten, sun, moon-choice), one figure each.
A family's points per hand are on its own scale (Spot Hearts deals 117 points a hand).
``--variant tables`` stands for the tables of three, five, six and seven players
(the shipped three-2d, three-kitty, five-2d2c, six-twos, seven-tabletop); a variant file may
also be named by its path. At a table of N seats the candidate sits at one seat among N − 1
replaced bots.

``--step`` (repeatable: easy, normal, hard) runs only the steps whose candidate it names, e.g.
``--step hard --variant five-2d2c`` for Hard replacing Normal at five seats.

``--shard K/N --json`` (with one ``--variant`` and one ``--step``) plays only the K-th of N slices
of the pairs (whole runs of 25) and prints a result that ``hearts merge`` adds up with the other
shards' into the one-run figures (:mod:`hearts.campaign.ladders`; docs/campaigns.md).

``--sprt ELO0 ELO1`` plays each step as a sequential test instead (:mod:`hearts.play.sprt`, as
chess engines' test queues do): a pair is won, drawn or lost by the candidate, and the step stops
as soon as the pairs so far show it ELO1 better (H1) or no more than ELO0 better (H0), at
``--alpha`` and ``--beta`` (0.05 each), or at ``--pairs`` with no verdict.

    python benchmarks/ladder.py [--pairs 2500] [--seed 1] [--workers 2] [--variant V ...] [--step S ...]
        [--sprt ELO0 ELO1 [--alpha A] [--beta B]] [--shard K/N] [--json]
"""

from __future__ import annotations

import argparse
import json
import time

from hearts.play.sprt import Sprt
from hearts.play.tournament import ladder_sprt, ladder_step
from hearts.variants.files import load_variant

STEPS = (("easy", "random"), ("normal", "easy"), ("hard", "normal"))
TARGET = -0.5
FAMILIES = ("black-maria", "spot-hearts", "pink-lady", "omnibus-ten", "sun", "moon-choice")
TABLES = ("three-2d", "three-kitty", "five-2d2c", "six-twos", "seven-tabletop")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--pairs", type=int, default=2500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument(
        "--variant",
        action="append",
        help="repeatable, a name or a path; 'families': the six families; 'tables': the 3-7 seat tables",
    )
    parser.add_argument(
        "--step",
        action="append",
        choices=[candidate for candidate, _ in STEPS],
        help="repeatable: only the steps with this candidate (default: all three)",
    )
    parser.add_argument("--sprt", nargs=2, type=float, metavar=("ELO0", "ELO1"), help="a sequential test")
    parser.add_argument("--alpha", type=float, default=0.05)
    parser.add_argument("--beta", type=float, default=0.05)
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument(
        "--shard", metavar="K/N", help="one slice of the pairs, for hearts merge (with --json)"
    )
    args = parser.parse_args()
    if args.shard is not None:
        _shard(parser, args)
        return
    if args.sprt is not None:
        try:
            Sprt(args.sprt[0], args.sprt[1], args.alpha, args.beta)
        except ValueError as err:
            parser.error(f"--sprt: {err}")
    names: list[str] = []
    for item in args.variant or ["card-1.0.0"]:
        names += FAMILIES if item == "families" else TABLES if item == "tables" else [item]
    steps = [step for step in STEPS if not args.step or step[0] in args.step]
    runs = []
    for name in names:
        variant = load_variant(name)
        results = []
        for candidate, replaced in steps:
            start = time.perf_counter()
            if args.sprt is not None:
                test = ladder_sprt(
                    candidate,
                    replaced,
                    args.pairs,
                    args.seed,
                    variant,
                    Sprt(args.sprt[0], args.sprt[1], args.alpha, args.beta),
                )
                results.append({**test.as_dict(), "seconds": round(time.perf_counter() - start, 1)})
                if not args.json:
                    print(
                        f"{variant.name:<12} {candidate:>6} replacing {replaced:<6} SPRT [{args.sprt[0]:g}, "
                        f"{args.sprt[1]:g}] Elo: {test.verdict or 'no verdict'} after {test.pairs} pairs "
                        f"(+{test.wins} ={test.draws} -{test.losses}, LLR {test.llr():.2f} in "
                        f"{list(test.bounds())}), {time.perf_counter() - start:.1f} s",
                        flush=True,
                    )
                continue
            step = ladder_step(candidate, replaced, args.pairs, args.seed, variant, args.workers)
            results.append({**step.as_dict(), "seconds": round(time.perf_counter() - start, 1)})
            if not args.json:
                verdict = "holds" if step.holds and step.mean <= TARGET else "DOES NOT HOLD"
                table = "" if variant.players == 4 else f"{variant.players} seats "
                print(
                    f"{variant.name:<12} {table}{candidate:>6} replacing {replaced:<6} "
                    f"{step.pairs} paired hands: "
                    f"{step.mean:+.3f} points/hand, 95% CI [{step.ci_low:+.3f}, {step.ci_high:+.3f}]  "
                    f"(target ≤ {TARGET}, interval below 0: {verdict})",
                    flush=True,
                )
        players = variant.players
        runs.append({"variant": variant.name, "players": players, "seed": args.seed, "steps": results})
    if args.json:
        print(json.dumps(runs[0] if len(runs) == 1 else runs, indent=2))


def _shard(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """One shard of one step: its result as JSON, for ``hearts merge``."""
    from hearts import __version__
    from hearts.campaign.ladders import LadderCampaign, play_ladder_shard
    from hearts.campaign.shards import Shard, ShardError

    if not args.json or args.sprt is not None or len(args.variant or ["."]) != 1 or len(args.step or []) != 1:
        parser.error("--shard K/N plays one step of one variant: give --json, one --variant and one --step")
    candidate, replaced = next(step for step in STEPS if step[0] == args.step[0])
    try:
        shard = Shard.parse(args.shard)
        campaign = LadderCampaign(
            candidate,
            replaced,
            load_variant(args.variant[0]),
            args.pairs,
            args.seed,
            __version__,
            args.workers,
        )
        print(json.dumps(play_ladder_shard(campaign, shard), indent=2))
    except ShardError as err:
        parser.error(f"--shard: {err}")


if __name__ == "__main__":
    main()
