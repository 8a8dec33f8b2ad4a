"""Game records through the real service (docs/records.md): each game played
to its end from a seed, exported, and verified by `arbiter record verify` in
a process of its own, which checks the signature and replays every move; any
changed byte is refused. A live game is exported only to its seats, as their
projection."""
from __future__ import annotations

import json
import random
import subprocess
import sys

import grpc
import httpx
import pytest
from google.protobuf import json_format

from arbiter import games
from arbiter.referee import pack
from arbiter.v1 import arbiter_pb2 as api
from arbiter.v1.engine_pb2 import GameConfig
from arbiter.v1.records_pb2 import GameRecord

GAME_IDS = sorted(games.GAMES)


def bearer(token):
    return [("authorization", f"Bearer {token}")]


def play(stub, game_id: str, seed: int, moves: int | None = None):
    """A seeded game of `game_id` played through the service by random legal
    moves (mirrored locally), to its end or for `moves` moves: (game id, tokens, local state)."""
    game = games.get(game_id)
    created = stub.CreateGame(api.CreateGameRequest(game=game_id, players=game.min_players, seed=seed))
    tokens = {s.seat: s.token for s in created.seats}
    state, _ = game.new_game(GameConfig(players=game.min_players, seed=seed))
    chooser = random.Random(seed)
    played = 0
    while not game.is_over(state) and (moves is None or played < moves):
        seat = chooser.choice(sorted(game.pending_seats(state)))
        move = game.random_move(state, seat, game.moves_for(state, seat), chooser)
        stub.SubmitMove(api.SubmitMoveRequest(game_id=created.game_id, move=pack(move)), metadata=bearer(tokens[seat]))
        state, _ = game.apply(state, seat, move)
        played += 1
    return created.game_id, tokens, state


def verify(path, *args) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "arbiter.cli", "record", "verify", str(path), *args],
                          capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_finished_game_exports_a_record_that_verifies_offline(memory_server, stub_for, tmp_path, game_id):
    stub = stub_for(memory_server)
    gid, _, state = play(stub, game_id, seed=7)
    record = stub.ExportGame(api.ExportGameRequest(game_id=gid)).record
    view = stub.GetGame(api.GetGameRequest(game_id=gid)).view
    assert not record.partial and record.seed == 7 and record.HasField("signature")
    assert record.outcome == view.outcome and len(record.entries) == view.version
    path = tmp_path / "game.record"
    path.write_bytes(record.SerializeToString())

    done = verify(path, "--server", memory_server.target)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["game"] == game_id and report["moves"] == view.version - 1
    assert report["outcome"] == json_format.MessageToDict(view.outcome)

    # A byte changed is refused (tests/records/test_records.py changes each byte in turn, in process).
    bad = bytearray(path.read_bytes())
    bad[len(bad) // 3] ^= 0x01
    path.write_bytes(bytes(bad))
    done = verify(path, "--server", memory_server.target)
    assert done.returncode == 1 and done.stderr.startswith("arbiter record verify:"), done.stderr


def test_the_rest_record_is_proto3_json_that_verifies_with_the_served_key(memory_server, stub_for, tmp_path):
    stub = stub_for(memory_server)
    gid, _, _ = play(stub, "prestige", seed=3)
    keys = httpx.get(f"{memory_server.http}/v1/record-keys").json()["keys"]
    current = [k for k in keys if k.get("current")]
    assert len(current) == 1
    public_hex = bytes(json_format.Parse(json.dumps(current[0]), api.GetRecordKeysResponse().keys.add()).public_key).hex()
    body = httpx.get(f"{memory_server.http}/v1/games/{gid}/record").json()
    path = tmp_path / "game.json"
    path.write_text(json.dumps(body["record"]))
    done = verify(path, "--key", public_hex)
    assert done.returncode == 0, done.stderr
    path.write_text(json.dumps(body))  # the REST answer as it came
    assert verify(path, "--key", public_hex).returncode == 0
    # Another key than the server's: refused, naming the key that signed.
    done = verify(path, "--key", "11" * 32)
    assert done.returncode == 1 and body["record"]["signature"]["keyId"] in done.stderr


def test_a_live_game_is_exported_only_to_its_seats_as_their_projection(memory_server, stub_for):
    stub = stub_for(memory_server)
    gid, tokens, state = play(stub, "nottingham", seed=4, moves=12)
    with pytest.raises(grpc.RpcError) as err:
        stub.ExportGame(api.ExportGameRequest(game_id=gid))
    assert err.value.code() == grpc.StatusCode.PERMISSION_DENIED
    record = stub.ExportGame(api.ExportGameRequest(game_id=gid), metadata=bearer(tokens[1])).record
    assert record.partial and record.seat == 1
    assert not record.HasField("seed") and not record.HasField("signature") and not record.HasField("outcome")
    moved = [e for e in record.entries if e.HasField("seat")]
    assert len(record.entries) == 13 and len(moved) == 12
    assert all(e.HasField("move") == (e.seat == 1) for e in moved), "only the seat's own moves"
    assert record.seed_commitment  # published, the seed kept back


def test_a_record_imports_as_a_live_game_at_the_version_asked_for(memory_server, stub_for):
    stub = stub_for(memory_server)
    gid, _, _ = play(stub, "nuremberg", seed=8)
    record = stub.ExportGame(api.ExportGameRequest(game_id=gid)).record
    imported = stub.ImportGame(api.ImportGameRequest(record=record, version=10))
    assert imported.game_id != gid and imported.version == 10 and imported.view.version == 10
    assert imported.view.status == api.GAME_STATUS_ACTIVE and not imported.view.imported_unsigned
    # Its past is the record's, version for version, and it plays on from there with its new tokens.
    for seat in range(record.players):  # each seat sees its own moves while the game is on
        history = stub.GetHistory(api.GetHistoryRequest(game_id=imported.game_id),
                                  metadata=bearer(imported.seats[seat].token)).entries
        assert [(e.version, e.seat) for e in history] == [(e.version, e.seat) for e in record.entries[:10]]
        assert [e.move for e in history[1:] if e.seat == seat] == [e.move for e in record.entries[1:10] if e.seat == seat]
    seat = imported.view.pending[0].seat
    token = imported.seats[seat].token
    listed = stub.ListLegalMoves(api.ListLegalMovesRequest(game_id=imported.game_id), metadata=bearer(token))
    answer = stub.SubmitMove(api.SubmitMoveRequest(game_id=imported.game_id, move=listed.moves[0]),
                             metadata=bearer(token))
    assert answer.version == 11
    # The whole record: the finished game, as it ended.
    whole = stub.ImportGame(api.ImportGameRequest(record=record))
    assert whole.view.status == api.GAME_STATUS_FINISHED and whole.view.outcome == record.outcome
    # A changed record is refused, and so is an unsigned one by a server that takes only signed records.
    for change in ("tampered", "unsigned"):
        bad = GameRecord()
        bad.CopyFrom(record)
        if change == "tampered":
            bad.entries[3].seat = (bad.entries[3].seat + 1) % bad.players
        else:
            bad.ClearField("signature")
        with pytest.raises(grpc.RpcError) as err:
            stub.ImportGame(api.ImportGameRequest(record=bad))
        assert err.value.code() == grpc.StatusCode.FAILED_PRECONDITION, err.value.details()
