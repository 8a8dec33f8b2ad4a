#!/usr/bin/env python3
"""Instructions per move of one game's random self-play, counted by valgrind's
callgrind: a figure that does not move with the machine's load (CPU-second rates
in bench/engine.py swing by ±0.2x on a shared machine).

It plays the games of bench/engine.py (`arbiter_games`: the same seeds, player
counts and variants), switches counting on after `--warm` warm-up games and off
after `--games` more, and prints instructions per move. Run it before and after
a change; the moves must be the same (bench/replay_digest.py says so).

    python bench/engine_ir.py prestige --warm 2 --games 5
    python bench/engine_ir.py catanatron --warm 2 --games 5    # the yardstick, per action

Needs valgrind (Debian package `valgrind`); it re-runs itself under callgrind.
"""
from __future__ import annotations

import argparse
import os
import pathlib
import re
import subprocess
import sys
import tempfile


def _toggle(pid: int, on: bool) -> None:
    subprocess.run(["callgrind_control", "-i", "on" if on else "off", str(pid)], check=True,
                   stdout=subprocess.DEVNULL)


def inner(game_id: str, warm: int, games: int) -> None:
    sys.path.insert(0, str(pathlib.Path(__file__).parent))
    from engine import arbiter_games, catanatron_games

    source = catanatron_games() if game_id == "catanatron" else arbiter_games(game_id)
    for _ in range(warm):
        next(source)
    _toggle(os.getpid(), True)
    moves = sum(next(source) for _ in range(games))
    _toggle(os.getpid(), False)
    print(f"MOVES {moves}", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("game", help="an Arbiter game id, or catanatron")
    ap.add_argument("--warm", type=int, default=2, help="games played before counting starts")
    ap.add_argument("--games", type=int, default=5, help="games counted")
    ap.add_argument("--inner", action="store_true", help=argparse.SUPPRESS)
    a = ap.parse_args()
    if a.inner:
        inner(a.game, a.warm, a.games)
        return
    with tempfile.TemporaryDirectory() as d:
        out = pathlib.Path(d) / "callgrind.out"
        run = subprocess.run(
            ["valgrind", "--tool=callgrind", "--instr-atstart=no", f"--callgrind-out-file={out}",
             sys.executable, __file__, a.game, "--warm", str(a.warm), "--games", str(a.games), "--inner"],
            capture_output=True, text=True, check=True)
        moves = int(re.search(r"MOVES (\d+)", run.stdout).group(1))
        text = out.read_text(errors="replace")
        instructions = int(re.search(r"^totals:\s*(\d+)", text, re.M).group(1))
    print(f"{a.game}: {a.games} games after {a.warm}, {moves} moves, "
          f"{instructions:,} instructions, {instructions / moves:,.0f} per move")


if __name__ == "__main__":
    main()
