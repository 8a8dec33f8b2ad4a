"""An evicting maxmemory-policy set while replicas run (CONFIG SET) could
drop one key of a game and keep the other: each replica checks the policy
periodically (--check-interval), refuses writes while it is unsafe
(UNAVAILABLE, STORE_EVICTING), says so in arbiter_store_unsafe, and accepts
writes again once the policy is `noeviction`. Reads go on throughout."""
from __future__ import annotations

import time
import urllib.request

import grpc
import pytest
import redis

from arbiter.v1 import arbiter_pb2 as api
from arbiter.v1 import arbiter_pb2_grpc
from tests.support.grpc_errors import error_info
from tests.support.servers import arbiter_server, redis_server

# How long a replica may take to notice (checks every 0.2 s here); only a
# broken check waits this long.
NOTICE = 30.0


def _create(stub):
    return stub.CreateGame(api.CreateGameRequest(game="nottingham", players=3))


def _until(condition, what: str):
    deadline = time.monotonic() + NOTICE
    while not condition():
        assert time.monotonic() < deadline, what
        time.sleep(0.05)


def _unsafe(server) -> float:
    text = urllib.request.urlopen(f"http://127.0.0.1:{server.metrics_port}/metrics").read().decode()
    for line in text.splitlines():
        if line.startswith("arbiter_store_unsafe "):
            return float(line.split()[1])
    return -1.0


def _refused(stub) -> bool:
    try:
        _create(stub)
    except grpc.RpcError as err:
        assert err.code() == grpc.StatusCode.UNAVAILABLE, err.details()
        assert error_info(err).reason == "STORE_EVICTING"
        return True
    return False


@pytest.mark.parametrize("policy", ["allkeys-lru", "volatile-ttl"])
def test_an_evicting_policy_set_at_run_time_stops_writes_until_it_is_safe(policy):
    with redis_server() as r, arbiter_server(redis_url=r.url, extra=["--check-interval", "0.2"]) as server, \
            grpc.insecure_channel(server.target) as ch:
        stub = arbiter_pb2_grpc.ArbiterStub(ch)
        admin = redis.Redis.from_url(r.url)
        game = _create(stub)
        seat = game.view.pending[0].seat
        token = [("authorization", f"Bearer {game.seats[seat].token}")]
        move = stub.ListLegalMoves(api.ListLegalMovesRequest(game_id=game.game_id), metadata=token).moves[0]

        admin.config_set("maxmemory-policy", policy)
        _until(lambda: _refused(stub), "CreateGame still accepted under an evicting policy")
        with pytest.raises(grpc.RpcError) as err:
            stub.SubmitMove(api.SubmitMoveRequest(game_id=game.game_id, move=move), metadata=token)
        assert err.value.code() == grpc.StatusCode.UNAVAILABLE and error_info(err.value).reason == "STORE_EVICTING"
        assert "noeviction" in err.value.details() or "eviction" in err.value.details()
        assert stub.GetGame(api.GetGameRequest(game_id=game.game_id)).view.version == 1  # reads go on
        _until(lambda: _unsafe(server) == 1.0, "arbiter_store_unsafe not 1")

        admin.config_set("maxmemory-policy", "noeviction")
        _until(lambda: not _refused(stub), "writes still refused under noeviction")
        answer = stub.SubmitMove(api.SubmitMoveRequest(game_id=game.game_id, move=move), metadata=token)
        assert answer.version == 2
        _until(lambda: _unsafe(server) == 0.0, "arbiter_store_unsafe not back to 0")
        admin.close()
