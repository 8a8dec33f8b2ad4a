"""A plain gRPC reflection client: no proto files, no generated code, no type
registration. It learns every type from the server (reflection v1 or
v1alpha), then plays each game to the end through the game's typed service
(arbiter.<game>.v1.<Game>), always submitting the seat's suggested move.

Usage: python reflection_client.py HOST:PORT [v1|v1alpha]

Prints one JSON line per game: its service, moves played, final status and
the type names it saw. Run as a separate process by
tests/service/test_typed_services.py, so nothing of the project is imported.
"""
from __future__ import annotations

import json
import sys

import grpc
from google.protobuf import descriptor_pool, json_format, message_factory
from grpc_reflection.v1alpha import reflection_pb2
from grpc_reflection.v1alpha.proto_reflection_descriptor_database import ProtoReflectionDescriptorDatabase

MAX_MOVES = 5000  # a bound, far above any game's length with suggested moves


def reflection_db(channel: grpc.Channel, version: str) -> ProtoReflectionDescriptorDatabase:
    db = ProtoReflectionDescriptorDatabase(channel)
    if version == "v1":  # the same messages on the wire, under grpc.reflection.v1
        db._stub.ServerReflectionInfo = channel.stream_stream(
            "/grpc.reflection.v1.ServerReflection/ServerReflectionInfo",
            request_serializer=reflection_pb2.ServerReflectionRequest.SerializeToString,
            response_deserializer=reflection_pb2.ServerReflectionResponse.FromString)
    return db


class Service:
    """Calls to one service by method name, with messages built from reflected descriptors."""

    def __init__(self, channel: grpc.Channel, pool: descriptor_pool.DescriptorPool, name: str):
        self.descriptor = pool.FindServiceByName(name)
        self.channel = channel

    def message(self, method: str, **fields):
        m = self.descriptor.methods_by_name[method]
        return message_factory.GetMessageClass(m.input_type)(**fields)

    def __call__(self, method: str, request=None, token: str | None = None, **fields):
        m = self.descriptor.methods_by_name[method]
        request = request if request is not None else self.message(method, **fields)
        call = self.channel.unary_unary(
            f"/{self.descriptor.full_name}/{method}",
            request_serializer=lambda msg: msg.SerializeToString(),
            response_deserializer=message_factory.GetMessageClass(m.output_type).FromString)
        return call(request, metadata=[("authorization", f"Bearer {token}")] if token else None, timeout=30)


def play(channel: grpc.Channel, pool: descriptor_pool.DescriptorPool, name: str) -> dict:
    svc = Service(channel, pool, name)
    game_id_field = "game_id"
    (info,) = svc("ListGames").games
    created = svc("CreateGame", players=info.min_players, seed=7)
    tokens = {s.seat: s.token for s in created.seats}
    game_id = getattr(created, game_id_field)
    view, moves, seen = created.view, 0, set()
    seen.add(type(view.state).DESCRIPTOR.full_name)
    while view.pending and moves < MAX_MOVES:
        seat = view.pending[0].seat
        legal = svc("ListLegalMoves", token=tokens[seat], game_id=game_id)
        move = legal.moves[legal.suggested]
        seen.add(type(move).DESCRIPTOR.full_name)
        answer = svc("SubmitMove", token=tokens[seat], game_id=game_id, move=move,
                     expected_version=legal.version, request_id=f"{game_id}-{legal.version}")
        seen.update(type(e).DESCRIPTOR.full_name for e in answer.events)
        view = answer.view
        moves += 1
    final = svc("GetGame", game_id=game_id).view
    history = svc("GetHistory", game_id=game_id, page_size=1000)
    return {
        "service": name, "game": info.game, "moves": moves,
        "status": final.DESCRIPTOR.fields_by_name["status"].enum_type.values_by_number[final.status].name,
        "scores": len(final.outcome.scores),
        "history_move": type(history.entries[-1].move).DESCRIPTOR.full_name,
        "types": sorted(seen),
        # The reflected messages print as JSON with the game's own fields.
        "json_state_keys": sorted(json_format.MessageToDict(final.state))[:3],
    }


def main() -> None:
    target, version = sys.argv[1], (sys.argv[2] if len(sys.argv) > 2 else "v1")
    with grpc.insecure_channel(target) as channel:
        db = reflection_db(channel, version)
        pool = descriptor_pool.DescriptorPool(db)
        typed = [s for s in db.get_services() if s.startswith("arbiter.") and not s.startswith("arbiter.v1.")]
        for name in sorted(typed):
            print(json.dumps(play(channel, pool, name)), flush=True)
    assert not any(m == "arbiter" or m.startswith("arbiter.") for m in sys.modules), "imported project code"


if __name__ == "__main__":
    main()
