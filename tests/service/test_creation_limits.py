"""What limits game creation (docs/api.md#limits-and-operations), through
the real faces of a real `arbiter serve`: a CreateGame rate per client
address (`--create-rate-limit`, one bucket per kind of thing created and
address, shared by gRPC, REST and the typed services) and a cap on live games
(`--max-games`: per replica on the memory store, per store on Redis), each
answered RESOURCE_EXHAUSTED (HTTP 429) with its reason."""
from __future__ import annotations

import uuid

import grpc
import httpx
import pytest

from arbiter.nottingham.v1 import nottingham_service_pb2 as typed
from arbiter.nottingham.v1 import nottingham_service_pb2_grpc as typed_grpc
from arbiter.v1 import arbiter_pb2 as api
from arbiter.v1 import arbiter_pb2_grpc
from tests.support.grpc_errors import error_info
from tests.support.servers import arbiter_server


def refused(call, reason: str) -> None:
    with pytest.raises(grpc.RpcError) as e:
        call()
    assert e.value.code() == grpc.StatusCode.RESOURCE_EXHAUSTED, e.value.details()
    assert error_info(e.value).reason == reason


def rest_refused(response: httpx.Response, reason: str) -> None:
    assert response.status_code == 429, response.text
    assert response.json()["details"][0]["reason"] == reason


def test_create_rate_per_client_address_on_every_face():
    # 0.001 games a second, bursts of 1: one game, then none for the test's life.
    with arbiter_server(extra=["--create-rate-limit", "0.001"]) as server, \
            grpc.insecure_channel(server.target) as channel, httpx.Client(base_url=server.http, timeout=10) as http:
        stub = arbiter_pb2_grpc.ArbiterStub(channel)
        game = stub.CreateGame(api.CreateGameRequest(game="nottingham", players=3), timeout=10)
        refused(lambda: stub.CreateGame(api.CreateGameRequest(game="nottingham", players=3), timeout=10),
                "RATE_LIMITED")
        # A new connection is the same client; the typed service and REST spend the same bucket.
        with grpc.insecure_channel(server.target) as other:
            refused(lambda: typed_grpc.NottinghamStub(other).CreateGame(typed.CreateGameRequest(players=3),
                                                                        timeout=10), "RATE_LIMITED")
        rest_refused(http.post("/v1/games", json={"game": "nottingham", "players": 3}), "RATE_LIMITED")
        rest_refused(http.post("/v1/nottingham/games", json={"players": 3}), "RATE_LIMITED")
        # Only creation is limited: the game made is played as ever.
        token = game.seats[0].token
        stub.GetGame(api.GetGameRequest(game_id=game.game_id), metadata=[("authorization", f"Bearer {token}")],
                     timeout=10)
        assert http.get(f"/v1/games/{game.game_id}").status_code == 200


@pytest.mark.parametrize("store", ["memory", "redis"])
def test_live_games_are_capped(store, request):
    redis = ""
    if store == "redis":  # a database of its own: the count is the store's, whoever else uses the server
        import redis as redis_py

        redis = request.getfixturevalue("redis_url").rsplit("/", 1)[0] + "/9"
        redis_py.Redis.from_url(redis).flushdb()
    with arbiter_server(redis_url=redis, extra=["--max-games", "3"]) as server, \
            grpc.insecure_channel(server.target) as channel, httpx.Client(base_url=server.http, timeout=10) as http:
        stub = arbiter_pb2_grpc.ArbiterStub(channel)
        again = api.CreateGameRequest(game="nottingham", players=3, request_id=uuid.uuid4().hex)
        first = stub.CreateGame(again, timeout=10)
        stub.CreateGame(api.CreateGameRequest(game="prestige", players=2), timeout=10)
        assert http.post("/v1/games", json={"game": "nottingham", "players": 3}).status_code == 200
        refused(lambda: stub.CreateGame(api.CreateGameRequest(game="nottingham", players=3), timeout=10),
                "TOO_MANY_GAMES")
        rest_refused(http.post("/v1/nottingham/games", json={"players": 4}), "TOO_MANY_GAMES")
        # A repeat under its request id is the game made already, not a new one.
        assert stub.CreateGame(again, timeout=10).game_id == first.game_id


def test_workers_take_the_creation_limits(redis_url):
    """`--workers` hands the creation limits to every process it starts."""
    import redis as redis_py

    url = redis_url.rsplit("/", 1)[0] + "/10"
    redis_py.Redis.from_url(url).flushdb()
    with arbiter_server(redis_url=url, workers=2, extra=["--max-games", "1"]) as server, \
            grpc.insecure_channel(server.target) as channel:
        stub = arbiter_pb2_grpc.ArbiterStub(channel)
        stub.CreateGame(api.CreateGameRequest(game="nottingham", players=3), timeout=10)
        for _ in range(3):  # whichever process takes the call
            refused(lambda: stub.CreateGame(api.CreateGameRequest(game="nottingham", players=3), timeout=10),
                    "TOO_MANY_GAMES")
