#!/usr/bin/env python3
"""Draws per CPU-second of the seeded generator (service/arbiter/engine/rng.py).

Usage: python bench/rng.py [--seconds 2]
Prints a Markdown table for bench/RESULTS.md: raw 64-bit draws, `below(6)`,
and 52-card shuffles, each from a fresh `Rng` per 1,000 draws (as a move does).
"""
from __future__ import annotations

import argparse
import time

from arbiter.engine.rng import Rng
from arbiter.v1.engine_pb2 import RngState


def rate(seconds: float, step) -> float:
    done, seed = 0, 1
    t0 = time.process_time()
    while time.process_time() - t0 < seconds:
        done += step(Rng(RngState(seed=seed)))
        seed += 1
    return done / (time.process_time() - t0)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--seconds", type=float, default=2.0, help="CPU seconds per case")
    a = ap.parse_args()

    def raw(r):
        for _ in range(1000):
            r.next_u64()
        return 1000

    def die(r):
        for _ in range(1000):
            r.below(6)
        return 1000

    def deck(r):
        for _ in range(20):
            r.shuffle(list(range(52)))
        return 20 * 51

    print("| draw | draws per CPU-s |")
    print("|---|---:|")
    for name, step in (("next_u64()", raw), ("below(6)", die), ("shuffle(52 cards), per draw", deck)):
        print(f"| {name} | {rate(a.seconds, step):,.0f} |")


if __name__ == "__main__":
    main()
