#!/usr/bin/env python3
"""Write the cross-language conformance vectors (tests/conformance/vectors/):
one recorded game per game type, produced by the engine in process.

Each vector holds the game's configuration, every move (seat, the move as
base64 protobuf bytes, the version it produces, the events as the mover sees
them) and each seat's and the spectator's view at a checkpoint in the middle
and at the end, as base64 of the engine's deterministic serialization. The
Python and TypeScript tests replay them through a running service and must
agree with them byte for byte.

Usage: scripts/gen_vectors.py [--out DIR]
"""
from __future__ import annotations

import argparse
import base64
import json
import pathlib

from arbiter import games
from arbiter.engine.simulate import Checks, play_random_game
from arbiter.v1.engine_pb2 import GameConfig

OUT = pathlib.Path(__file__).resolve().parent.parent / "tests/conformance/vectors"
SEED = 2024


def b64(msg) -> str:
    return base64.b64encode(msg.SerializeToString(deterministic=True)).decode()


def views(game, state, players: int) -> dict[str, str]:
    return {("spectator" if s is None else str(s)): b64(game.project(state, s)) for s in [None, *range(players)]}


def vector(game_id: str) -> dict:
    game = games.get(game_id)
    players = game.min_players
    run = play_random_game(game, players, SEED, checks=Checks.none(), keep_log=True)
    assert run.finished, run.errors
    config = GameConfig(players=players, seed=SEED)
    state, _ = game.new_game(config)
    checkpoint = len(run.log) // 2
    moves, middle = [], None
    for i, (seat, move) in enumerate(run.log):
        state, events = game.apply(state, seat, move)
        over = game.is_over(state)
        moves.append({"seat": seat, "move": b64(move), "version": i + 2,
                      "events": [b64(e) for e in game.project_events(events, seat, over)]})
        if i + 1 == checkpoint:
            middle = {"version": i + 2, "views": views(game, state, players)}
    return {
        "game": game_id, "players": players, "variant": config.variant or game.variants[0].name, "seed": str(SEED),
        "state_type": game.State.DESCRIPTOR.full_name, "move_type": game.Move.DESCRIPTOR.full_name,
        "event_type": game.Event.DESCRIPTOR.full_name,
        "moves": moves, "checkpoints": [middle, {"version": len(moves) + 1, "views": views(game, state, players)}],
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--out", type=pathlib.Path, default=OUT)
    out = ap.parse_args().out
    out.mkdir(parents=True, exist_ok=True)
    for game_id in sorted(games.GAMES):
        path = out / f"{game_id}.json"
        path.write_text(json.dumps(vector(game_id), indent=0) + "\n")
        print(f"wrote {path}")


if __name__ == "__main__":
    main()
