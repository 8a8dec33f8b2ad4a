#!/usr/bin/env python3
"""Engine throughput: random self-play actions per second for each Arbiter game,
side by side with catanatron's random 4-player Catan game in the same run.

An action is one applied move, legal-move generation included (catanatron's
random player also generates its playable actions before each choice).

Usage: python bench/engine.py [--game ID ...] [--seconds 10]
Prints a Markdown table for bench/RESULTS.md.
"""
from __future__ import annotations

import argparse
import platform
import random
import time


def arbiter_rate(game_id: str, seconds: float, players: list[int], variants: list[str]) -> tuple[float, int, int]:
    from arbiter import games
    from arbiter.engine.simulate import Checks, play_random_game

    game = games.get(game_id)
    checks = Checks.none()
    t0 = time.perf_counter()
    n = moves = 0
    while time.perf_counter() - t0 < seconds:
        count = players[n % len(players)]
        variant = variants[(n // len(players)) % len(variants)]
        allowed = game.variant(variant).player_counts
        if allowed and count not in allowed:  # e.g. a 2-player duel variant: play the standard game instead
            variant = game.variants[0].name
        r = play_random_game(game, count, 10_000 + n, variant=variant, checks=checks)
        if r.errors:
            raise SystemExit(f"{game_id} seed {10_000 + n}: {r.errors[0]}")
        n += 1
        moves += r.moves
    dt = time.perf_counter() - t0
    return moves / dt, n, moves


def catanatron_rate(seconds: float) -> tuple[float, int, int]:
    from catanatron import Color, Game, RandomPlayer

    random.seed(1)
    t0 = time.perf_counter()
    n = actions = 0
    while time.perf_counter() - t0 < seconds:
        g = Game([RandomPlayer(c) for c in (Color.RED, Color.BLUE, Color.WHITE, Color.ORANGE)])
        g.play()
        n += 1
        actions += len(g.state.actions)
    dt = time.perf_counter() - t0
    return actions / dt, n, actions


def main() -> None:
    from arbiter import games

    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--game", action="append", help="game id (repeatable); default all")
    ap.add_argument("--seconds", type=float, default=10.0)
    a = ap.parse_args()
    ids = a.game or sorted(games.GAMES)
    rows = []
    base, bn, ba = catanatron_rate(a.seconds)
    rows.append(("catanatron 3.2.1 (random, 4 players)", base, bn, ba))
    for gid in ids:
        g = games.get(gid)
        counts = list(range(g.min_players, g.max_players + 1))
        variants = [v.name for v in g.variants]
        rate, n, m = arbiter_rate(gid, a.seconds, counts, variants)
        rows.append((f"arbiter {gid} (random, {counts[0]}-{counts[-1]} players)", rate, n, m))
    print(f"Python {platform.python_version()} on {platform.machine()}, {a.seconds:g} s each, one process\n")
    print("| engine | actions/s | games | actions | vs catanatron |")
    print("|---|---:|---:|---:|---:|")
    for name, rate, n, m in rows:
        print(f"| {name} | {rate:,.0f} | {n} | {m} | {rate / base:.2f}x |")


if __name__ == "__main__":
    main()
