"""Many clients on many games at once: several clients per game keep
submitting for whichever seat is pending, retrying on ABORTED, sometimes
sending the same request twice. No move is lost, none is applied twice, and
every game's log replays to its final state. Both stores."""
from __future__ import annotations

import random
import threading
import uuid

import grpc
import pytest

from arbiter import games
from arbiter.referee import pack
from arbiter.v1 import arbiter_pb2 as api
from arbiter.v1 import arbiter_pb2_grpc
from arbiter.v1.engine_pb2 import GameConfig
from tests.service.test_races import full_log

GAMES_AT_ONCE = 6
CLIENTS_PER_GAME = 3
MOVES_PER_CLIENT = 15


def client(target, game, gid, tokens, seed, applied: list, lock: threading.Lock) -> None:
    rnd = random.Random(seed)
    with grpc.insecure_channel(target) as ch:
        stub = arbiter_pb2_grpc.ArbiterStub(ch)
        for _ in range(MOVES_PER_CLIENT):
            view = stub.GetGame(api.GetGameRequest(game_id=gid)).view
            if view.status != api.GAME_STATUS_ACTIVE:
                return
            seat = rnd.choice(sorted({d.seat for d in view.pending}))
            md = [("authorization", f"Bearer {tokens[seat]}")]
            legal = stub.ListLegalMoves(api.ListLegalMovesRequest(game_id=gid), metadata=md)
            if not legal.moves:
                continue  # the seat's decision was taken by another client meanwhile
            req = api.SubmitMoveRequest(game_id=gid, move=rnd.choice(list(legal.moves)),
                                        expected_version=legal.version, request_id=uuid.uuid4().hex)
            answers = []
            for _ in range(2 if rnd.random() < 0.3 else 1):  # a duplicate send now and then
                try:
                    answers.append(stub.SubmitMove(req, metadata=md))
                except grpc.RpcError as e:
                    assert e.code() in (grpc.StatusCode.ABORTED, grpc.StatusCode.PERMISSION_DENIED,
                                        grpc.StatusCode.FAILED_PRECONDITION), e.details()
            if answers:
                assert all(a == answers[0] for a in answers), "a retried request got a different answer"
                with lock:
                    applied.append(answers[0].version)


@pytest.mark.parametrize("game_id", sorted(games.GAMES))
def test_many_games_many_clients(server, stub, game_id):
    game = games.get(game_id)
    tables = []
    for i in range(GAMES_AT_ONCE):
        created = stub.CreateGame(api.CreateGameRequest(game=game_id, players=game.min_players, seed=400 + i))
        tables.append((created.game_id, {s.seat: s.token for s in created.seats}, 400 + i))
    applied: dict[str, list] = {gid: [] for gid, _, _ in tables}
    lock = threading.Lock()
    threads = [threading.Thread(target=client, args=(server.target, game, gid, tokens, seed * 10 + c, applied[gid], lock))
               for gid, tokens, seed in tables for c in range(CLIENTS_PER_GAME)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for gid, tokens, seed in tables:
        view = stub.GetGame(api.GetGameRequest(game_id=gid)).view
        # Every OK answer names a distinct version, and every version after setup was answered once.
        assert sorted(applied[gid]) == list(range(2, view.version + 1))
        state, _ = game.new_game(GameConfig(players=game.min_players, seed=seed))
        log = full_log(stub, gid, tokens, game)
        assert len(log) == view.version - 1
        for seat, move in log:
            state, _ = game.apply(state, seat, move)
        shown = game.State()
        view.state.Unpack(shown)
        assert shown == game.project(state, None)
