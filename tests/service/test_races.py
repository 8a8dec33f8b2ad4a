"""Many clients on one game at once (docs/design.md#compare-and-set-versions): exactly one move wins per
version, every other gets ABORTED with the current version, and the final
state equals replaying the log. Run on both stores."""
from __future__ import annotations

import threading
import uuid

import grpc
import pytest

from arbiter import games
from arbiter.referee import pack
from arbiter.v1 import arbiter_pb2 as api
from arbiter.v1 import arbiter_pb2_grpc
from arbiter.v1.engine_pb2 import GameConfig
from tests.support.grpc_errors import error_info

CLIENTS = 8
ROUNDS = 12


def full_log(stub, game_id: str, tokens: dict[int, str], game) -> list[tuple[int, object]]:
    """(seat, move) for every version after creation: each seat's history shows its own moves."""
    moves: dict[int, tuple[int, object]] = {}
    for seat, token in tokens.items():
        entries = stub.GetHistory(api.GetHistoryRequest(game_id=game_id, page_size=1000),
                                  metadata=[("authorization", f"Bearer {token}")]).entries
        for e in entries:
            if e.HasField("move"):
                m = game.Move()
                e.move.Unpack(m)
                moves[e.version] = (e.seat, m)
    return [moves[v] for v in sorted(moves)]


def race(target: str, game_id: str, token: str, requests: list) -> list:
    """Send all `requests` at the same instant from separate connections."""
    results: list = [None] * len(requests)
    start = threading.Barrier(len(requests))

    def client(i: int) -> None:
        with grpc.insecure_channel(target) as ch:
            stub = arbiter_pb2_grpc.ArbiterStub(ch)
            start.wait()
            try:
                results[i] = stub.SubmitMove(requests[i], metadata=[("authorization", f"Bearer {token}")])
            except grpc.RpcError as e:
                results[i] = e

    threads = [threading.Thread(target=client, args=(i,)) for i in range(len(requests))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return results


@pytest.mark.parametrize("game_id", sorted(games.GAMES))
def test_one_winner_per_version_and_the_log_replays(server, stub, game_id):
    game = games.get(game_id)
    config = GameConfig(players=game.min_players, seed=77)
    created = stub.CreateGame(api.CreateGameRequest(game=game_id, players=config.players, seed=config.seed))
    tokens = {s.seat: s.token for s in created.seats}
    local, _ = game.new_game(config)
    version = created.version
    for _ in range(ROUNDS):
        if game.is_over(local):
            break
        seat = sorted(game.pending_seats(local))[0]
        moves = game.moves_for(local, seat)
        requests = [api.SubmitMoveRequest(game_id=created.game_id, move=pack(moves[i % len(moves)]),
                                          expected_version=version, request_id=uuid.uuid4().hex)
                    for i in range(CLIENTS)]
        results = race(server.target, created.game_id, tokens[seat], requests)
        winners = [i for i, r in enumerate(results) if isinstance(r, api.SubmitMoveResponse)]
        assert len(winners) == 1, results
        for r in results:
            if isinstance(r, grpc.RpcError):
                assert r.code() == grpc.StatusCode.ABORTED, r.details()
                assert error_info(r).metadata["current_version"] == str(version + 1)
        local, _ = game.apply(local, seat, moves[winners[0] % len(moves)])
        version += 1

    replay, _ = game.new_game(config)
    log = full_log(stub, created.game_id, tokens, game)
    assert len(log) == version - 1, "one log entry per applied move, none lost or doubled"
    for seat, move in log:
        replay, _ = game.apply(replay, seat, move)
    assert replay.SerializeToString(deterministic=True) == local.SerializeToString(deterministic=True)
    view = stub.GetGame(api.GetGameRequest(game_id=created.game_id)).view
    shown = game.State()
    view.state.Unpack(shown)
    assert view.version == version and shown == game.project(replay, None)
