"""The gateway limits game creation per client address (deploy/nginx:
limit_req on CreateGame, gRPC and REST, generic and typed, one budget), and
refuses as the service would: RESOURCE_EXHAUSTED with the RATE_LIMITED
google.rpc.Status on gRPC, 429 with the same Status as JSON on REST. Other
calls are not limited."""
from __future__ import annotations

import grpc
import httpx
import pytest

from arbiter.nottingham.v1 import nottingham_service_pb2 as typed
from arbiter.nottingham.v1 import nottingham_service_pb2_grpc as typed_grpc
from arbiter.v1 import arbiter_pb2 as api
from arbiter.v1 import arbiter_pb2_grpc
from tests.support.grpc_errors import error_info


def test_the_gateway_limits_creation_per_client(make_stack):
    # One game a minute with a burst of 2: three games, then none for the test's life.
    stack = make_stack(replicas=1, create_limit=("1r/m", 2))
    with grpc.insecure_channel(stack.grpc_target) as channel, \
            httpx.Client(base_url=stack.http_url, timeout=10) as http:
        stub = arbiter_pb2_grpc.ArbiterStub(channel)
        made = [stub.CreateGame(api.CreateGameRequest(game="nottingham", players=3), timeout=10) for _ in range(2)]
        assert http.post("/v1/games", json={"game": "nottingham", "players": 3}).status_code == 200
        for create in (lambda: stub.CreateGame(api.CreateGameRequest(game="nottingham", players=3), timeout=10),
                       lambda: typed_grpc.NottinghamStub(channel).CreateGame(typed.CreateGameRequest(players=3),
                                                                             timeout=10)):
            with pytest.raises(grpc.RpcError) as e:
                create()
            assert e.value.code() == grpc.StatusCode.RESOURCE_EXHAUSTED, e.value.details()
            assert error_info(e.value).reason == "RATE_LIMITED"
            assert "too many games created" in e.value.details()
        for path, body in (("/v1/games", {"game": "nottingham", "players": 3}), ("/v1/nottingham/games",
                                                                                  {"players": 3})):
            r = http.post(path, json=body)
            assert r.status_code == 429, r.text
            assert r.json()["details"][0]["reason"] == "RATE_LIMITED" and r.json()["code"] == 8
            assert r.headers["x-request-id"]
        # Playing the games made is not limited.
        game = made[0]
        stub.GetGame(api.GetGameRequest(game_id=game.game_id), timeout=10)
        assert http.get(f"/v1/games/{game.game_id}").status_code == 200
        assert http.get(f"/v1/nottingham/games/{game.game_id}").status_code == 200
