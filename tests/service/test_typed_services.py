"""Each game's typed service (arbiter.<game>.v1.<Game>, docs/api.md#typed-services):
it mirrors arbiter.v1.Arbiter field for field with the game's own messages
where the generic one has an Any, the same Referee serves both, it has REST
routes under /v1/<game>/, and server reflection (v1 and v1alpha) lets a
client with no proto files play every game through it."""
from __future__ import annotations

import json
import pathlib
import subprocess
import sys

import grpc
import httpx
import pytest
from google.protobuf import descriptor_pool
from google.protobuf.descriptor import FieldDescriptor
from grpc_reflection.v1alpha.proto_reflection_descriptor_database import ProtoReflectionDescriptorDatabase

from arbiter import games
from arbiter.api.rest import http_rules
from arbiter.api.services import GENERIC, typed_service

HERE = pathlib.Path(__file__).parent
GAME_IDS = sorted(games.GAMES)
ANY_AS = {"state": "State", "move": "Move", "moves": "Move", "events": "Event", "rules": "Rules"}


def _mirrors(typed, generic, game, path: str) -> None:
    """`typed` has `generic`'s fields (but a request's `game`), same numbers and
    labels, with the game's message for every Any."""
    expected = [f for f in generic.fields if not (generic.name.endswith("Request") and f.name == "game")]
    assert [(f.name, f.number) for f in typed.fields] == [(f.name, f.number) for f in expected], path
    for f in expected:
        t = typed.fields_by_name[f.name]
        where = f"{path}.{f.name}"
        assert (t.is_repeated, t.has_presence, t.type) == (f.is_repeated, f.has_presence, f.type), where
        if f.message_type is None:
            assert (t.enum_type and t.enum_type.full_name) == (f.enum_type and f.enum_type.full_name), where
        elif f.message_type.full_name == "google.protobuf.Any":
            want = getattr(game, ANY_AS[f.name]).DESCRIPTOR.full_name
            assert t.message_type.full_name == want, where
        elif t.message_type is not f.message_type:
            _mirrors(t.message_type, f.message_type, game, where)


@pytest.mark.parametrize("gid", GAME_IDS)
def test_each_typed_service_mirrors_arbiter_v1(gid):
    game = games.GAMES[gid]
    service = typed_service(game)
    assert service.full_name == f"{game.Move.DESCRIPTOR.file.package}.{service.name}"
    expected = [m.name for m in GENERIC.methods if m.name != "GetRules" or game.Rules is not None]
    assert [m.name for m in service.methods] == expected
    routes = {(m.containing_service.name, m.name): (verb, path, body) for m, verb, path, body in http_rules()}
    for m in service.methods:
        g = GENERIC.methods_by_name[m.name]
        assert m.server_streaming == g.server_streaming
        _mirrors(m.input_type, g.input_type, game, m.name)
        _mirrors(m.output_type, g.output_type, game, m.name)
        if ("Arbiter", m.name) not in routes:  # Play: a bidirectional stream has no REST route
            assert (service.name, m.name) not in routes
            continue
        verb, path, body = routes[("Arbiter", m.name)]
        assert routes[(service.name, m.name)] == (verb, f"/v1/{gid}" + path[len("/v1"):].replace("/{game}", ""), body)


def test_a_reflection_client_plays_every_game_to_the_end(memory_server):
    """tests/service/reflection_client.py, a separate process importing nothing
    of the project, learns the types over reflection v1 and plays each game's
    suggested moves through its typed service until the game is over."""
    out = subprocess.run([sys.executable, str(HERE / "reflection_client.py"), memory_server.target, "v1"],
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr[-2000:]
    played = {r["game"]: r for r in map(json.loads, out.stdout.splitlines())}
    assert sorted(played) == GAME_IDS
    for gid, r in played.items():
        package = games.GAMES[gid].Move.DESCRIPTOR.file.package
        assert r["status"] == "GAME_STATUS_FINISHED" and r["moves"] > 0 and r["scores"] > 0, r
        assert r["types"] == [f"{package}.Event", f"{package}.Move", f"{package}.State"], r
        assert r["history_move"] == f"{package}.Move" and r["json_state_keys"], r


def test_reflection_v1alpha_reaches_the_game_packages_from_the_services(memory_server):
    """The game's messages are reachable from its service's file: a client that
    loads only what the services need (grpc-requests does) can read an Any of
    the generic service too."""
    with grpc.insecure_channel(memory_server.target) as channel:
        db = ProtoReflectionDescriptorDatabase(channel)  # v1alpha
        names = set(db.get_services())
        assert {"grpc.reflection.v1.ServerReflection", "grpc.reflection.v1alpha.ServerReflection"} <= names
        pool = descriptor_pool.DescriptorPool(db)
        for gid in GAME_IDS:
            game = games.GAMES[gid]
            typed = typed_service(game)
            assert typed.full_name in names
            service = pool.FindServiceByName(typed.full_name)
            move = service.methods_by_name["SubmitMove"].input_type.fields_by_name["move"]
            assert move.message_type.full_name == game.Move.DESCRIPTOR.full_name
            assert move.message_type.file.pool is pool
            assert [f.name for f in move.message_type.fields] == [f.name for f in game.Move.DESCRIPTOR.fields]


def test_grpcurl_plays_a_typed_move(memory_server):
    """grpcurl resolves the typed service by reflection alone: moves are the
    game's JSON, no `@type`."""
    service = "arbiter.nottingham.v1.Nottingham"

    def grpcurl(method: str, body: dict, token: str | None = None) -> dict:
        cmd = ["grpcurl", "-plaintext", "-d", json.dumps(body)]
        cmd += ["-H", f"authorization: Bearer {token}"] if token else []
        out = subprocess.run(cmd + [memory_server.target, f"{service}/{method}"], capture_output=True, text=True,
                             timeout=60)
        assert out.returncode == 0, out.stderr
        return json.loads(out.stdout)

    created = grpcurl("CreateGame", {"players": 3})
    assert created["view"]["game"] == "nottingham" and "@type" not in created["view"]["state"]
    seat = created["view"]["pending"][0].get("seat", 0)
    token = created["seats"][seat]["token"]
    legal = grpcurl("ListLegalMoves", {"game_id": created["game_id"]}, token)
    move = legal["moves"][legal.get("suggested", 0)]
    assert "@type" not in move
    answer = grpcurl("SubmitMove", {"game_id": created["game_id"], "move": move, "request_id": "grpcurl-1"}, token)
    assert answer["version"] == "2" and answer["events"] and all("@type" not in e for e in answer["events"])


@pytest.fixture
def http(memory_server):
    with httpx.Client(base_url=memory_server.http, timeout=30) as c:
        yield c


def test_rest_routes_per_game(http):
    created = http.post("/v1/prestige/games", json={"players": 3, "seed": "3"}).json()
    game_id, seats = created["gameId"], created["seats"]
    assert created["view"]["game"] == "prestige" and "@type" not in created["view"]["state"]
    seat = created["view"]["pending"][0]["seat"]
    auth = {"authorization": f"Bearer {seats[seat]['token']}"}
    legal = http.get(f"/v1/prestige/games/{game_id}/legal-moves", headers=auth).json()
    move = legal["moves"][legal["suggested"]]
    res = http.post(f"/v1/prestige/games/{game_id}/moves", headers=auth,
                    json={"move": move, "expectedVersion": legal["version"], "requestId": "rest-1"})
    assert res.status_code == 200, res.text
    assert res.json()["version"] == "2" and all("@type" not in e for e in res.json()["events"])
    history = http.get(f"/v1/prestige/games/{game_id}/history", headers=auth).json()
    assert history["entries"][-1]["move"] == move
    # The same game through the generic routes: the same Referee, Any-wrapped.
    generic = http.get(f"/v1/games/{game_id}", headers=auth).json()
    assert generic["view"]["state"]["@type"].endswith("arbiter.prestige.v1.State")
    assert http.get("/v1/prestige/catalog").json()["games"][0]["game"] == "prestige"
    assert http.get("/v1/nottingham/catalog/rules", params={"players": 3}).json()["rules"]["sheriffPath"]
    doc = http.get("/openapi.json").json()
    assert "/v1/prestige/games/{game_id}/moves" in doc["paths"]
    assert doc["paths"]["/v1/prestige/games/{game_id}/moves"]["post"]["operationId"] == "Prestige_SubmitMove"


@pytest.mark.parametrize("route", ["", "/legal-moves", "/history", "/events"])
def test_a_game_of_another_game_is_not_found_through_a_typed_route(http, route):
    game_id = http.post("/v1/games", json={"game": "nottingham", "players": 3}).json()["gameId"]
    res = http.get(f"/v1/nuremberg/games/{game_id}{route}")
    assert res.status_code == 404, res.text
    assert "nuremberg" in res.json()["message"]


def test_a_move_for_a_game_of_another_game_is_not_found(memory_server, http):
    created = http.post("/v1/games", json={"game": "nottingham", "players": 3}).json()
    token = created["seats"][0]["token"]
    res = http.post(f"/v1/prestige/games/{created['gameId']}/moves", headers={"authorization": f"Bearer {token}"},
                    json={"move": {}})
    assert res.status_code == 404, res.text


def test_a_typed_move_without_request_id_gets_the_implied_one():
    """docs/design.md#idempotency-by-request-id: a gateway's re-send of a typed
    SubmitMove is answered once, like a generic one."""
    from arbiter.api.idempotency import PREFIX, with_implied_request_id
    from arbiter.nottingham.v1 import nottingham_pb2, nottingham_service_pb2

    req = nottingham_service_pb2.SubmitMoveRequest(game_id="g", move=nottingham_pb2.Move(take_card={}))
    assert with_implied_request_id(req, "gateway-1").request_id.startswith(PREFIX)


def test_typed_services_report_health(memory_server):
    from grpc_health.v1 import health_pb2, health_pb2_grpc

    with grpc.insecure_channel(memory_server.target) as ch:
        stub = health_pb2_grpc.HealthStub(ch)
        for gid in GAME_IDS:
            name = typed_service(games.GAMES[gid]).full_name
            assert stub.Check(health_pb2.HealthCheckRequest(service=name)).status == health_pb2.HealthCheckResponse.SERVING


def test_typed_events_route_streams_the_games_own_events(http):
    created = http.post("/v1/nottingham/games", json={"players": 3}).json()
    with http.stream("GET", f"/v1/nottingham/games/{created['gameId']}/events", params={"fromVersion": "1"}) as res:
        assert res.status_code == 200
        data = next(line for line in res.iter_lines() if line.startswith("data: "))
    entry = json.loads(data[len("data: "):])["entry"]
    assert entry["version"] == "1" and entry["events"] and all("@type" not in e for e in entry["events"])


def test_the_generator_refuses_an_any_it_cannot_type():
    """scripts/gen_game_services.py types an Any by its field's name; a new one
    stops it, naming the field, rather than generating a service with a guess."""
    import importlib.util

    from google.protobuf import descriptor_pb2

    spec = importlib.util.spec_from_file_location("gen_game_services", HERE.parents[1] / "scripts/gen_game_services.py")
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)
    generic = descriptor_pb2.FileDescriptorProto(name="arbiter/v1/arbiter.proto", package="arbiter.v1")
    generic.message_type.add(name="PeekRequest")
    generic.message_type.add(name="PeekResponse").field.add(
        name="blob", number=1, type=descriptor_pb2.FieldDescriptorProto.TYPE_MESSAGE, type_name=".google.protobuf.Any")
    generic.service.add(name="Arbiter").method.add(name="Peek", input_type=".arbiter.v1.PeekRequest",
                                                   output_type=".arbiter.v1.PeekResponse")
    game = descriptor_pb2.FileDescriptorProto(name="arbiter/toy/v1/toy.proto", package="arbiter.toy.v1")
    for name in ("State", "Move", "Event"):
        game.message_type.add(name=name)
    with pytest.raises(SystemExit, match=r"arbiter\.v1\.PeekResponse\.blob"):
        gen.Service(generic, game).render()
