"""A hostile `edition` in a client-built state (Adjudicate): an absurdly long
id, odd characters, a huge or malformed sha256. Each is a clear refusal
naming `state.edition` (UNKNOWN_EDITION, or INVALID_ARGUMENT for a state too
large to take), never INTERNAL, and the answer stays small."""
from __future__ import annotations

import grpc
import httpx
import pytest
from google.protobuf import json_format
from google.protobuf.any_pb2 import Any

from arbiter.nottingham.v1 import nottingham_pb2 as pb
from arbiter.v1 import arbiter_pb2 as api
from arbiter.v1 import arbiter_pb2_grpc
from arbiter.v1.engine_pb2 import GameConfig
from tests.support.grpc_errors import error_info

HOSTILE = {
    "long id": dict(id="x" * 1_000_000),
    "long id and sha": dict(id="x" * 100_000, sha256="f" * 100_000),
    "control characters": dict(id="\x00\x01\x7f\n\r", sha256="\x00"),
    "not ASCII": dict(id="é" * 1000 + "\udbff".encode("utf-8", "surrogatepass").decode("utf-8", "replace"),
                      sha256="２" * 64),
    "sha only": dict(sha256="0" * 64),
    "huge sha, known id": dict(id="builtin", sha256="a" * 500_000),
}


def _state(stub) -> pb.State:
    res = stub.Adjudicate(api.AdjudicateRequest(game="nottingham", config=GameConfig(players=3, seed=1)))
    state = pb.State()
    res.state.Unpack(state)
    return state


@pytest.mark.parametrize("edition", list(HOSTILE.values()), ids=list(HOSTILE))
def test_hostile_edition_is_refused_clearly_on_grpc(memory_server, edition):
    with grpc.insecure_channel(memory_server.target) as ch:
        stub = arbiter_pb2_grpc.ArbiterStub(ch)
        state = _state(stub)
        state.edition.id = edition.get("id", "")
        state.edition.sha256 = edition.get("sha256", "")
        packed_state, packed_move = Any(), Any()
        packed_state.Pack(state)
        packed_move.Pack(pb.Move(take_card=pb.TakeCard()))
        with pytest.raises(grpc.RpcError) as err:
            stub.Adjudicate(api.AdjudicateRequest(game="nottingham", state=packed_state, move=packed_move, seat=0))
    code = err.value.code()
    assert code in (grpc.StatusCode.FAILED_PRECONDITION, grpc.StatusCode.INVALID_ARGUMENT), (code, err.value.details()[:200])
    info = error_info(err.value)
    assert info.reason in ("UNKNOWN_EDITION", "EDITION_MISMATCH", "INCONSISTENT_STATE")
    assert len(err.value.details()) < 2000  # the hostile id is not echoed whole


@pytest.mark.parametrize("edition", [HOSTILE["long id"], HOSTILE["control characters"]], ids=["long", "control"])
def test_hostile_edition_is_refused_clearly_on_rest(memory_server, edition):
    with grpc.insecure_channel(memory_server.target) as ch:
        state = _state(arbiter_pb2_grpc.ArbiterStub(ch))
    state.edition.id = edition.get("id", "")
    state.edition.sha256 = edition.get("sha256", "")
    body = {"game": "nottingham", "seat": 0,
            "state": {"@type": "type.googleapis.com/arbiter.nottingham.v1.State", **json_format.MessageToDict(state)},
            "move": {"@type": "type.googleapis.com/arbiter.nottingham.v1.Move", "takeCard": {}}}
    r = httpx.post(f"{memory_server.http}/v1/adjudicate", json=body, timeout=30)
    assert r.status_code in (400, 412, 409, 422), (r.status_code, r.text[:200])
    assert len(r.text) < 4000
