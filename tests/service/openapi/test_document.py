"""The OpenAPI document (service/arbiter/api/static/openapi.json) as a
generator and a fuzzer read it (docs/api.md#openapi): required fields, int64
patterns, bearer security on every seat-taking operation, links from
CreateGame to the game routes, typed Any fields, shared components, and
every annotated service's routes, the typed per-game ones included."""
from __future__ import annotations

import json
import pathlib
import re

import pytest
from google.api import annotations_pb2, http_pb2
from google.protobuf import descriptor_pb2, descriptor_pool

from arbiter import games
from arbiter.api import openapi
from arbiter.v1 import arbiter_pb2

STATIC = pathlib.Path(openapi.__file__).parent / "static/openapi.json"


@pytest.fixture(scope="module")
def doc():
    return json.loads(STATIC.read_text())


def operations(doc):
    for path, ops in doc["paths"].items():
        for verb, op in ops.items():
            yield path, verb, op


def schema_of(doc, ref: str) -> dict:
    return doc["components"]["schemas"][ref.rsplit("/", 1)[1]]


def walk(node, at=""):
    """Every sub-schema of `node` with its JSON pointer."""
    yield at, node
    if isinstance(node, dict):
        for k, v in node.items():
            yield from walk(v, f"{at}/{k}")
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from walk(v, f"{at}/{i}")


def test_requests_mark_what_the_server_requires(doc):
    """Without `required` a fuzzer never creates a game. REQUIRED fields (field_behavior)
    are required in request bodies and query parameters."""
    create = doc["paths"]["/v1/games"]["post"]["requestBody"]["content"]["application/json"]["schema"]
    assert schema_of(doc, create["$ref"])["required"] == ["game", "players"]
    submit = doc["paths"]["/v1/games/{game_id}/moves"]["post"]["requestBody"]["content"]["application/json"]["schema"]
    body = schema_of(doc, submit["$ref"])
    assert body["required"] == ["move"]
    assert "gameId" not in body["properties"]  # bound by the path, not sent in the body
    assert schema_of(doc, "#/arbiter.v1.AdjudicateRequest")["required"] == ["game"]


def test_answers_mark_what_every_answer_carries(doc):
    """OUTPUT_ONLY fields are readOnly and required; in messages only answers
    carry, every field without presence is required (the JSON printer always
    prints it); fields with presence (seat of a spectator, outcome) are not."""
    view = schema_of(doc, "#/arbiter.v1.GameView")
    assert {"gameId", "game", "version", "status", "config", "state", "pending"} <= set(view["required"])
    assert "seat" not in view["required"] and "outcome" not in view["required"]
    assert view["properties"]["version"]["readOnly"] is True
    assert schema_of(doc, "#/arbiter.v1.PendingDecision")["required"] == ["seat", "kind", "prompt", "label"]
    assert schema_of(doc, "#/arbiter.v1.CreateGameResponse")["required"] == ["gameId", "seats", "version", "view"]
    # A message a request also carries keeps only what REQUIRED says.
    assert "required" not in schema_of(doc, "#/arbiter.v1.GameConfig")


def test_every_64_bit_integer_is_a_string_with_a_pattern(doc):
    """A fuzzer and a generator must know a 64-bit integer is a decimal string."""
    found = 0
    for at, node in walk(doc):
        if isinstance(node, dict) and node.get("format") in ("int64", "uint64") and "string" in node.get("type", ""):
            found += 1
            assert re.fullmatch(node["pattern"], "12"), at
            assert not re.fullmatch(node["pattern"], "1e3") and not re.fullmatch(node["pattern"], "12 "), at
    assert found > 10


def test_bearer_security_is_on_every_operation_that_takes_a_seat(doc):
    """A scheme no operation uses, or the token as an `authorization` header
    parameter (which OpenAPI ignores), leaves tools without the token."""
    schemes = doc["components"]["securitySchemes"]
    assert schemes == {"seatToken": {**schemes["seatToken"], "type": "http", "scheme": "bearer"}}
    used = set()
    for path, verb, op in operations(doc):
        assert not any(p["in"] == "header" and p["name"].lower() == "authorization" for p in op.get("parameters", []))
        if "{game_id}" in path:
            # The token, or none: a spectator.
            assert op["security"] == [{"seatToken": []}, {}], (verb, path)
        used |= {name for alternative in op.get("security", []) for name in alternative}
    assert used == set(schemes)


def test_create_game_links_its_game_id_to_every_game_route(doc):
    """Links let a stateful fuzzer reach a created game's routes."""
    links = doc["paths"]["/v1/games"]["post"]["responses"]["200"]["links"]
    game_routes = {op["operationId"] for path, verb, op in operations(doc)
                   if "{game_id}" in path and op["tags"] == ["arbiter.v1.Arbiter"]}  # links stay in one service
    assert set(links) == game_routes == {"GetGame", "ListLegalMoves", "SubmitMove", "WatchGame", "GetHistory", "ExportGame"}
    for link in links.values():
        assert link["parameters"] == {"game_id": "$response.body#/gameId"}
        assert "$response.body#/seats/N/token" in link["description"]
    listed = doc["paths"]["/v1/games/{game_id}/legal-moves"]["get"]["responses"]["200"]["links"]["SubmitMove"]
    assert listed["requestBody"] == {"move": "$response.body#/moves/0", "expectedVersion": "$response.body#/version"}


def test_any_fields_name_the_games_messages(doc):
    """A generic route's Any is a oneOf of the games' own messages with a
    discriminator on @type, so generators build typed moves."""
    assert not any(node == {"$ref": "#/components/schemas/google.protobuf.Any"} for _, node in walk(doc))
    for kind in ("State", "Move", "Event"):
        any_kind = doc["components"]["schemas"][f"Any{kind}"]
        mapping = any_kind["discriminator"]["mapping"]
        assert any_kind["discriminator"]["propertyName"] == "@type"
        expected = {f"type.googleapis.com/{getattr(g, kind).DESCRIPTOR.full_name}" for g in games.GAMES.values()}
        assert set(mapping) == expected
        for url, ref in mapping.items():
            held = schema_of(doc, ref)
            assert held["properties"]["@type"]["const"] == url and "@type" in held["required"]
    move = schema_of(doc, "#/arbiter.v1.SubmitMoveRequest.Body")["properties"]["move"]
    assert move == {"$ref": "#/components/schemas/AnyMove"}


def test_object_schemas_are_shared_components(doc):
    """No inline copies: a property holding an object is a $ref."""
    for name, schema in doc["components"]["schemas"].items():
        for prop, sub in schema.get("properties", {}).items():
            item = sub.get("items", sub)
            assert not ("properties" in item or "additionalProperties" in item), (name, prop)


def _typed_service() -> list:
    """arbiter.v1.Arbiter plus a service like a per-game typed one, with
    http routes of its own, in a pool of their own."""
    pool = descriptor_pool.DescriptorPool()
    seen = set()

    def add(fd):
        for dep in fd.dependencies:
            add(dep)
        if fd.name not in seen:
            seen.add(fd.name)
            proto = descriptor_pb2.FileDescriptorProto()
            fd.CopyToProto(proto)
            pool.Add(proto)

    add(arbiter_pb2.DESCRIPTOR)
    typed = descriptor_pb2.FileDescriptorProto(name="typed_test.proto", package="arbiter.typedtest.v1",
                                               dependency=["arbiter/v1/arbiter.proto", "google/api/annotations.proto"])
    service = typed.service.add(name="Typed")
    for name, verb, path, body in [("CreateGame", "post", "/v1/typed/games", "*"),
                                   ("GetGame", "get", "/v1/typed/games/{game_id}", "")]:
        m = service.method.add(name=name, input_type=f".arbiter.v1.{name}Request", output_type=f".arbiter.v1.{name}Response")
        rule = http_pb2.HttpRule(body=body, **{verb: path})
        m.options.Extensions[annotations_pb2.http].CopyFrom(rule)
    pool.Add(typed)
    return [pool.FindServiceByName("arbiter.v1.Arbiter"), pool.FindServiceByName("arbiter.typedtest.v1.Typed")]


def test_every_annotated_service_gets_its_routes():
    """A service with http annotations beside the generic one (the per-game
    typed services) appears with its routes, security and links, its
    operationIds prefixed with its name; the generic routes are unchanged."""
    doc = openapi.document(_typed_service())
    ops = {op["operationId"]: (path, verb, op) for path, verb, op in operations(doc)}
    assert {"CreateGame", "GetGame", "Typed_CreateGame", "Typed_GetGame"} <= set(ops)
    path, _, get = ops["Typed_GetGame"]
    assert path == "/v1/typed/games/{game_id}" and get["security"] == [{"seatToken": []}, {}]
    links = ops["Typed_CreateGame"][2]["responses"]["200"]["links"]
    assert set(links) == {"Typed_GetGame"}  # a service's links stay inside it
    assert openapi.http_services()[0].full_name == "arbiter.v1.Arbiter"


def test_the_typed_services_routes_are_in_the_document(doc):
    """Each game's typed service (generated from arbiter.proto) has its routes,
    with the same required fields, security and links as the generic ones."""
    for g in games.GAMES.values():
        prefix = "".join(part.capitalize() for part in g.id.split("-"))
        ops = {op["operationId"]: (path, op) for path, verb, op in operations(doc)
               if op["operationId"].startswith(prefix + "_")}
        assert {f"{prefix}_CreateGame", f"{prefix}_SubmitMove", f"{prefix}_ListLegalMoves"} <= set(ops), g.id
        links = ops[f"{prefix}_CreateGame"][1]["responses"]["200"]["links"]
        assert f"{prefix}_SubmitMove" in links
        assert ops[f"{prefix}_SubmitMove"][1]["security"] == [{"seatToken": []}, {}]
