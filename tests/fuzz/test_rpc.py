"""Hostile input over the wire: arbitrary bytes and arbitrary
well-typed requests for every RPC, with valid, foreign, forged and missing
tokens, against a live server. Every answer is a documented code (never
INTERNAL or UNKNOWN), and the stored game changes only when a SubmitMove
answers OK."""
from __future__ import annotations

import os

import grpc
import pytest
from google.protobuf.any_pb2 import Any
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from arbiter import games
from arbiter.v1 import arbiter_pb2 as api
from tests.fuzz.strategies import messages

DOCUMENTED = {
    grpc.StatusCode.OK, grpc.StatusCode.INVALID_ARGUMENT, grpc.StatusCode.FAILED_PRECONDITION,
    grpc.StatusCode.ABORTED, grpc.StatusCode.PERMISSION_DENIED, grpc.StatusCode.UNAUTHENTICATED,
    grpc.StatusCode.NOT_FOUND, grpc.StatusCode.RESOURCE_EXHAUSTED,
    # A CreateGame request_id repeated with another configuration.
    grpc.StatusCode.ALREADY_EXISTS,
}
SERVICE = api.DESCRIPTOR.services_by_name["Arbiter"]
# Examples per test; a long run sets ARBITER_FUZZ_EXAMPLES (tests/RELIABILITY.md).
EXAMPLES = int(os.environ.get("ARBITER_FUZZ_EXAMPLES", "400"))


@pytest.fixture(scope="module")
def table(memory_server):
    """A live game per registered game type, the tokens, and a channel."""
    ch = grpc.insecure_channel(memory_server.target)
    stub = api_stub(ch)
    tables = []
    for gid in sorted(games.GAMES):
        g = games.get(gid)
        created = stub.CreateGame(api.CreateGameRequest(game=gid, players=g.min_players, seed=1))
        tables.append((gid, created.game_id, [s.token for s in created.seats]))
    yield ch, tables
    ch.close()


def api_stub(ch):
    from arbiter.v1 import arbiter_pb2_grpc

    return arbiter_pb2_grpc.ArbiterStub(ch)


def call(ch, method, payload: bytes, token: str | None):
    """(code, response bytes or None) for a raw call."""
    path = f"/arbiter.v1.Arbiter/{method.name}"
    md = [("authorization", f"Bearer {token}")] if token is not None else None
    try:
        if method.server_streaming:
            out = list(ch.unary_stream(path)(payload, metadata=md, timeout=0.3))
            return grpc.StatusCode.OK, out
        return grpc.StatusCode.OK, ch.unary_unary(path)(payload, metadata=md, timeout=5)
    except grpc.RpcError as e:
        if method.server_streaming and e.code() == grpc.StatusCode.DEADLINE_EXCEEDED:
            return grpc.StatusCode.OK, None  # a valid watch simply waited for moves
        return e.code(), e.details()


def any_strategy():
    moves = [messages(games.get(g).Move.DESCRIPTOR) for g in sorted(games.GAMES)]

    def packed(m):
        a = Any()
        a.Pack(m)
        return a

    return st.one_of(
        st.just(Any()),
        st.builds(Any, type_url=st.text(max_size=60), value=st.binary(max_size=40)),
        *(ms.map(packed) for ms in moves),
    )


def request_strategy(method, tables):
    base = messages(method.input_type)
    ids = st.sampled_from([t[1] for t in tables] + ["", "nope", "x" * 70])

    @st.composite
    def build(draw):
        msg = draw(base)
        if "game_id" in method.input_type.fields_by_name and draw(st.booleans()):
            msg.game_id = draw(ids)
        if "game" in method.input_type.fields_by_name and draw(st.booleans()):
            msg.game = draw(st.sampled_from(sorted(games.GAMES) + ["", "chess"]))
        for f in method.input_type.fields:
            if f.message_type is not None and f.message_type.full_name == "google.protobuf.Any" and draw(st.booleans()):
                getattr(msg, f.name).CopyFrom(draw(any_strategy()))
        if method.name == "SubmitMove" and draw(st.booleans()):
            msg.ClearField("expected_version")
        return msg.SerializeToString()

    return build()


@pytest.mark.skipif(not games.GAMES, reason="no game registered")
@pytest.mark.parametrize("method", list(SERVICE.methods), ids=lambda m: m.name)
def test_any_request_gets_a_documented_answer(table, method, record_property):
    ch, tables = table
    stub = api_stub(ch)
    versions = {gid: stub.GetGame(api.GetGameRequest(game_id=gid)).view.version for _, gid, _ in tables}
    tokens = st.one_of(st.none(), st.sampled_from([tok for _, _, toks in tables for tok in toks]),
                       st.sampled_from(["", "0.forged", "Bearer", "9" * 40, "0." + "A" * 22]))
    payloads = st.one_of(st.binary(max_size=200), request_strategy(method, tables))
    tried = [0]

    @settings(max_examples=EXAMPLES, deadline=None, derandomize=True,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
    @given(payloads, tokens)
    def check(payload, token):
        tried[0] += 1
        code, _ = call(ch, method, payload, token)
        assert code in DOCUMENTED, (code, payload[:80])
        if method.name == "SubmitMove" and code == grpc.StatusCode.OK:
            req = api.SubmitMoveRequest.FromString(payload)
            if not req.validate_only:
                versions[req.game_id] += 1
        for _, gid, _ in tables:
            now = stub.GetGame(api.GetGameRequest(game_id=gid)).view.version
            assert now == versions[gid], f"{gid} changed without an OK SubmitMove"

    check()
    record_property("fuzz_inputs", tried[0])
