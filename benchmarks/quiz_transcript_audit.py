"""The terminal quiz's transcripts read from their words: counts, false.

Each run is ``hearts step --seed N --hand H --quiz --seat S`` answered by a script in turn (the
bot's card at one question, another legal one at the next: :func:`hearts.terminal.transcript.
alternate`, and the other way round), in each of the five languages; its printed verdicts and
summary are read from their words against the same hand replayed from its JSON
(:mod:`hearts.audit.transcript`). Prints the runs, the lines read by kind and the false ones.

    python benchmarks/quiz_transcript_audit.py [--seeds 10] [--hands 2,3] [--variant card-1.0.0 ...]
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter

from hearts.audit.transcript import Asked, read_transcript
from hearts.cards import Card, Seat
from hearts.terminal.transcript import alternate, quiz_transcript
from hearts.variants.files import load_variant
from hearts.walkthrough.sources import WalkthroughInputError
from hearts.words import LANGUAGES


def _other_first(number: int, asked: Asked) -> list[Card]:
    return alternate(number + 1, asked)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=10)
    parser.add_argument("--hands", default="2,3")
    parser.add_argument("--variant", action="append", default=None)
    args = parser.parse_args()
    hands = [int(h) for h in args.hands.split(",")]
    lines: Counter[str] = Counter()
    false: list[str] = []
    runs = 0
    start = time.process_time()
    for name in args.variant or ["card-1.0.0"]:
        variant = load_variant(name)
        for seed in range(1, args.seeds + 1):
            for hand in hands:
                for i, lang in enumerate(LANGUAGES):
                    seat = Seat((seed + hand + i) % variant.players)
                    choose = alternate if (seed + i) % 2 else _other_first
                    try:
                        text, _data, asked = quiz_transcript(seed, hand, variant, lang, seat, choose)
                    except WalkthroughInputError:
                        continue
                    reading = read_transcript(text, lang, asked)
                    runs += 1
                    lines.update(reading.lines)
                    where = f"--seed {seed} --hand {hand} --variant {name} --lang {lang}"
                    where += f" --seat {int(seat) + 1}"
                    false += [f"{where}: {line}" for line in reading.false]
    print(f"quiz transcripts: {runs} runs ({', '.join(LANGUAGES)}), hands {hands}")
    print(f"lines read from their words: {sum(lines.values())} ({dict(sorted(lines.items()))})")
    print(f"false: {len(false)}; CPU {time.process_time() - start:.0f} s")
    for line in false[:20]:
        print("  " + line)
    if false:
        sys.exit(1)


if __name__ == "__main__":
    main()
