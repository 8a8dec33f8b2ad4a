#!/usr/bin/env python3
"""Write the recorded games that tests/records/test_recorded_games.py replays:
tests/records/recorded/<game>.<seed>.json, each a game record (docs/records.md,
proto3 JSON, unsigned) and the sha256 of the state its moves end in.

Usage: scripts/record_games.py [GAME ...]   (default: every game)

Run it for a game after changing its `rules_version`, never instead: a
recorded game whose outcome or final state changed while the rules version
did not is the mistake the test is there to catch. Not part of scripts/regen
for that reason.
"""
from __future__ import annotations

import asyncio
import hashlib
import json
import pathlib
import sys

from google.protobuf import json_format

from arbiter import games
from arbiter.auth import token_authority
from arbiter.engine.simulate import Checks, play_random_game
from arbiter.records.replay import replay
from arbiter.referee import Referee, pack
from arbiter.store import MemoryStore
from arbiter.v1 import arbiter_pb2 as api

OUT = pathlib.Path(__file__).resolve().parent.parent / "tests/records/recorded"
# (seed, moves kept): a whole game (None), and two of its beginnings.
RECORDS = ((1, None), (2, 40), (3, 120))


async def record(game_id: str, seed: int):
    """A seeded game played through a Referee to its end, and its record."""
    game = games.get(game_id)
    played = play_random_game(game, game.min_players, seed, checks=Checks.none(), keep_log=True)
    referee = Referee(MemoryStore(60), token_authority("recorded"))
    created = await referee.create_game(api.CreateGameRequest(game=game_id, players=game.min_players, seed=seed))
    tokens = {s.seat: s.token for s in created.seats}
    for seat, move in played.log:
        await referee.submit_move(api.SubmitMoveRequest(game_id=created.game_id, move=pack(move)), tokens[seat])
    return (await referee.export_game(api.ExportGameRequest(game_id=created.game_id), None)).record


def write(game_id: str) -> None:
    for old in OUT.glob(f"{game_id}.*.json"):
        old.unlink()
    for seed, kept in RECORDS:
        rec = asyncio.run(record(game_id, seed))
        rec.ClearField("signature")  # the key was made up for the occasion
        if kept is not None:  # the game's first `kept` moves: a record of a game still on
            del rec.entries[kept + 1:]
            rec.ClearField("outcome")
        final = replay(rec, games.GAMES).state
        doc = {"final_state_sha256": hashlib.sha256(final.SerializeToString(deterministic=True)).hexdigest(),
               "record": json_format.MessageToDict(rec)}
        path = OUT / f"{game_id}.{seed}.json"
        path.write_text(json.dumps(doc, indent=1, sort_keys=True) + "\n")
        print(path)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for game_id in sys.argv[1:] or sorted(games.GAMES):
        write(game_id)


if __name__ == "__main__":
    main()
