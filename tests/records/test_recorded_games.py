"""Recorded games of every game (tests/records/recorded, written by
scripts/record_games.py) replay to the outcome and final state they were
recorded with, for as long as the game's rules version is the one they were
recorded under (docs/records.md#rules-versions): a change to the rules that
changes how any of them plays out must come with a new rules version."""
from __future__ import annotations

import hashlib
import json
import pathlib

import pytest
from google.protobuf import json_format

from arbiter import games
from arbiter.records.replay import NotReplayable, replay
from arbiter.v1.records_pb2 import GameRecord

RECORDED = pathlib.Path(__file__).resolve().parent / "recorded"
FILES = sorted(RECORDED.glob("*.json"))


def test_every_game_has_recorded_games_one_of_them_finished():
    for game_id in [g for g, game in games.GAMES.items() if game.__module__.startswith("arbiter.games.")]:
        mine = [json.loads(p.read_text())["record"] for p in FILES if p.name.startswith(f"{game_id}.")]
        assert len(mine) >= 3, f"{game_id}: run scripts/record_games.py {game_id}"
        assert any("outcome" in r for r in mine), f"{game_id}: no finished game recorded"


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_a_recorded_game_plays_out_as_recorded_under_its_rules_version(path):
    doc = json.loads(path.read_text())
    record = json_format.ParseDict(doc["record"], GameRecord())
    game = games.get(record.game)
    assert record.rules_version == game.rules_version, (
        f"{path.name} was recorded under {game.id} rules version {record.rules_version!r}, the game is now at "
        f"{game.rules_version!r}: record it again (scripts/record_games.py {game.id})")
    try:
        replayed = replay(record, games.GAMES)
    except NotReplayable as exc:
        pytest.fail(f"{path.name} no longer replays under {game.id} rules version {game.rules_version!r} ({exc}): "
                    f"the rules changed how a game plays out, so their rules_version must change too")
    final = hashlib.sha256(replayed.state.SerializeToString(deterministic=True)).hexdigest()
    assert final == doc["final_state_sha256"], (
        f"{path.name} ends in another state under {game.id} rules version {game.rules_version!r}: the rules "
        f"changed how a game plays out, so their rules_version must change too")
