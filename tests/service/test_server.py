"""The service's operational surface over a real gRPC connection
(docs/design.md#operations):
health, reflection, the game catalog, error codes for unknown games and
malformed ids, and Prometheus metrics."""
from __future__ import annotations

import time
import urllib.request

import grpc
import pytest
from grpc_health.v1 import health_pb2, health_pb2_grpc
from grpc_reflection.v1alpha import reflection_pb2, reflection_pb2_grpc

from arbiter.v1 import arbiter_pb2 as api
from tests.support.grpc_errors import error_info


def test_health_is_serving(server):
    with grpc.insecure_channel(server.target) as ch:
        stub = health_pb2_grpc.HealthStub(ch)
        for name in ("", "arbiter.v1.Arbiter"):
            assert stub.Check(health_pb2.HealthCheckRequest(service=name)).status == health_pb2.HealthCheckResponse.SERVING


def test_reflection_lists_the_services(server):
    with grpc.insecure_channel(server.target) as ch:
        stub = reflection_pb2_grpc.ServerReflectionStub(ch)
        (resp,) = stub.ServerReflectionInfo(iter([reflection_pb2.ServerReflectionRequest(list_services="")]))
        names = {s.name for s in resp.list_services_response.service}
        assert {"arbiter.v1.Arbiter", "grpc.health.v1.Health"} <= names


def test_list_games_names_every_registered_game(stub):
    from arbiter import games

    listed = stub.ListGames(api.ListGamesRequest())
    assert [g.game for g in listed.games] == sorted(games.GAMES)
    for g in listed.games:
        assert g.min_players <= g.max_players and g.variants and g.move_type.endswith(".Move")


def test_unknown_game_type_is_not_found(stub):
    with pytest.raises(grpc.RpcError) as e:
        stub.CreateGame(api.CreateGameRequest(game="chess", players=2))
    assert e.value.code() == grpc.StatusCode.NOT_FOUND
    assert error_info(e.value).reason == "NOT_FOUND"


@pytest.mark.parametrize("rpc,request_cls", [
    ("GetGame", api.GetGameRequest),
    ("ListLegalMoves", api.ListLegalMovesRequest),
    ("GetHistory", api.GetHistoryRequest),
])
def test_unknown_game_id_is_not_found(stub, rpc, request_cls):
    with pytest.raises(grpc.RpcError) as e:
        getattr(stub, rpc)(request_cls(game_id="doesNotExist123"))
    assert e.value.code() == grpc.StatusCode.NOT_FOUND


@pytest.mark.parametrize("game_id", ["", "a" * 65, "../etc", "game id", "g\x00", "{x}"])
def test_malformed_game_id_is_invalid_argument(stub, game_id):
    with pytest.raises(grpc.RpcError) as e:
        stub.GetGame(api.GetGameRequest(game_id=game_id))
    assert e.value.code() == grpc.StatusCode.INVALID_ARGUMENT
    assert error_info(e.value).metadata["field"] == "game_id"


def test_metrics_use_the_go_grpc_prometheus_names(server, stub):
    stub.ListGames(api.ListGamesRequest())
    text = urllib.request.urlopen(f"http://127.0.0.1:{server.metrics_port}/metrics").read().decode()
    assert 'grpc_server_started_total{grpc_method="ListGames",grpc_service="arbiter.v1.Arbiter",grpc_type="unary"}' in text
    assert 'grpc_server_handled_total{grpc_code="OK",grpc_method="ListGames"' in text
    assert "grpc_server_handling_seconds_bucket" in text


def _sample(text: str, name: str, **labels) -> float:
    """The value of one Prometheus sample in exposition `text` (0 if absent)."""
    for line in text.splitlines():
        if line.startswith(name + "{") and all(f'{k}="{v}"' in line for k, v in labels.items() if v is not None):
            return float(line.rsplit(" ", 1)[1])
    return 0.0


def test_metrics_count_messages_and_time_the_store(server, stub):
    """deploy/README.md#observability: grpc_server_msg_received/sent_total per
    stream message (go-grpc-prometheus), and the store's latency and errors,
    so a slow SubmitMove can be told from a slow store."""
    url = f"http://127.0.0.1:{server.metrics_port}/metrics"
    before = urllib.request.urlopen(url).read().decode()
    created = stub.CreateGame(api.CreateGameRequest(game="nottingham", players=3))
    stub.GetHistory(api.GetHistoryRequest(game_id=created.game_id))
    watch = stub.WatchGame(api.WatchGameRequest(game_id=created.game_id, from_version=1), timeout=30)
    next(watch)  # counted by the server before it reached us
    watch.cancel()
    after = urllib.request.urlopen(url).read().decode()

    def grew(name, **labels):  # of the generic service: the typed ones have their own series
        labels.setdefault("grpc_service", "arbiter.v1.Arbiter")
        return _sample(after, name, **labels) - _sample(before, name, **labels)

    assert grew("grpc_server_msg_received_total", grpc_method="CreateGame", grpc_type="unary") == 1
    assert grew("grpc_server_msg_sent_total", grpc_method="CreateGame", grpc_type="unary") == 1
    assert grew("grpc_server_msg_received_total", grpc_method="WatchGame", grpc_type="server_stream") == 1
    assert grew("grpc_server_msg_sent_total", grpc_method="WatchGame", grpc_type="server_stream") >= 1
    assert grew("arbiter_store_seconds_count", op="create", grpc_service=None) == 1
    assert grew("arbiter_store_seconds_count", op="history", grpc_service=None) >= 1
    assert "# HELP arbiter_store_errors_total " in after


def test_open_streams_are_a_gauge(server, stub):
    """arbiter_streams_open: the WatchGame and Play streams a replica holds now,
    what its memory and the gateway's connections grow with and what the
    autoscaler reads beside CPU (deploy/k8s/base/arbiter/hpa.yaml)."""
    url = f"http://127.0.0.1:{server.metrics_port}/metrics"

    def open_now(method: str) -> float:
        text = urllib.request.urlopen(url).read().decode()
        return _sample(text, "arbiter_streams_open", grpc_method=method, grpc_service="arbiter.v1.Arbiter")

    before = {m: open_now(m) for m in ("WatchGame", "Play")}
    created = stub.CreateGame(api.CreateGameRequest(game="nottingham", players=3))
    watch = stub.WatchGame(api.WatchGameRequest(game_id=created.game_id, from_version=1), timeout=30)
    next(watch)
    play = stub.Play(iter([api.PlayRequest(game_id=created.game_id)]), timeout=30)
    next(play)
    assert {m: open_now(m) - before[m] for m in before} == {"WatchGame": 1, "Play": 1}
    watch.cancel()
    play.cancel()
    for _ in range(200):  # the server sees the cancels as they arrive
        if open_now("WatchGame") == before["WatchGame"] and open_now("Play") == before["Play"]:
            break
        time.sleep(0.05)
    assert {m: open_now(m) for m in before} == before


def test_metrics_count_a_play_streams_messages(server, stub):
    """deploy/README.md#observability: a Play stream's messages are counted
    each way like any stream's, although its session writes its updates to
    the call itself."""
    url = f"http://127.0.0.1:{server.metrics_port}/metrics"
    created = stub.CreateGame(api.CreateGameRequest(game="nottingham", players=3))
    seat = created.view.pending[0].seat
    token = [("authorization", f"Bearer {created.seats[seat].token}")]
    legal = stub.ListLegalMoves(api.ListLegalMovesRequest(game_id=created.game_id), metadata=token)
    before = urllib.request.urlopen(url).read().decode()
    requests = [api.PlayRequest(game_id=created.game_id),
                api.PlayRequest(move=api.SubmitMoveRequest(move=legal.moves[0], validate_only=True, request_id="v"))]
    play = stub.Play(iter(requests), metadata=token, timeout=30)
    assert [next(play).request_id, next(play).request_id] == ["", "v"]  # the view, then the move's answer
    after = urllib.request.urlopen(url).read().decode()
    play.cancel()

    def grew(name):
        labels = {"grpc_service": "arbiter.v1.Arbiter", "grpc_method": "Play", "grpc_type": "bidi_stream"}
        return _sample(after, name, **labels) - _sample(before, name, **labels)

    assert grew("grpc_server_msg_received_total") == 2
    assert grew("grpc_server_msg_sent_total") == 2
