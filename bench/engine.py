#!/usr/bin/env python3
"""Engine throughput: random self-play actions per second for each Arbiter game,
side by side with catanatron's random 4-player Catan game in the same run.

An action is one applied move, legal-move generation included (catanatron's
random player also generates its playable actions before each choice).

The engines are timed in alternating slices of `--slice` seconds within this
one process, and rates are per CPU-second of this process, so a machine whose
load changes while the benchmark runs still compares like with like.

Usage: python bench/engine.py [--game ID ...] [--seconds 10] [--slice 1]
Prints a Markdown table for bench/RESULTS.md.
"""
from __future__ import annotations

import argparse
import platform
import random
import time
from typing import Iterator


def arbiter_games(game_id: str) -> Iterator[int]:
    """Endless seeded random games of `game_id` over all player counts and
    variants; yields the number of actions of each finished game."""
    from arbiter import games
    from arbiter.engine.simulate import Checks, play_random_game, schedule

    game = games.get(game_id)
    pairs = schedule(game, list(range(game.min_players, game.max_players + 1)), [v.name for v in game.variants])
    checks = Checks.none()
    n = 0
    while True:
        players, variant = pairs[n % len(pairs)]
        r = play_random_game(game, players, 10_000 + n, variant=variant, checks=checks)
        if r.errors:
            raise SystemExit(f"{game_id} seed {10_000 + n}: {r.errors[0]}")
        n += 1
        yield r.moves


def catanatron_games() -> Iterator[int]:
    from catanatron import Color, Game, RandomPlayer

    random.seed(1)
    while True:
        g = Game([RandomPlayer(c) for c in (Color.RED, Color.BLUE, Color.WHITE, Color.ORANGE)])
        g.play()
        yield len(g.state.actions)


class Meter:
    def __init__(self, name: str, source: Iterator[int]):
        self.name, self.source = name, source
        self.cpu = self.actions = self.games = 0

    def run_for(self, seconds: float) -> None:
        t0 = time.process_time()
        while time.process_time() - t0 < seconds:
            self.actions += next(self.source)
            self.games += 1
        self.cpu += time.process_time() - t0

    @property
    def rate(self) -> float:
        return self.actions / self.cpu if self.cpu else 0.0


def main() -> None:
    from arbiter import games

    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--game", action="append", help="game id (repeatable); default all")
    ap.add_argument("--seconds", type=float, default=10.0, help="CPU seconds per engine")
    ap.add_argument("--slice", type=float, default=1.0, help="CPU seconds per turn before switching engine")
    a = ap.parse_args()
    meters = [Meter("catanatron 3.2.1 (random, 4 players)", catanatron_games())]
    for gid in a.game or sorted(games.GAMES):
        g = games.get(gid)
        meters.append(Meter(f"arbiter {gid} (random, {g.min_players}-{g.max_players} players)", arbiter_games(gid)))
    for _ in range(max(1, round(a.seconds / a.slice))):
        for m in meters:
            m.run_for(a.slice)
    base = meters[0].rate
    print(f"Python {platform.python_version()} on {platform.machine()}; {a.seconds:g} CPU-s per engine in "
          f"alternating {a.slice:g} s slices, one process\n")
    print("| engine | actions per CPU-s | games | actions | vs catanatron |")
    print("|---|---:|---:|---:|---:|")
    for m in meters:
        print(f"| {m.name} | {m.rate:,.0f} | {m.games} | {m.actions} | {m.rate / base:.2f}x |")


if __name__ == "__main__":
    main()
