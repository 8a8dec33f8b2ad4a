"""Calls a replica refuses or drops under a burst show in its metrics
(docs/api.md#limits-and-operations): those past --max-concurrent-rpcs
(gRPC's maximum_concurrent_rpcs: RESOURCE_EXHAUSTED) in
arbiter_grpc_shed_total, and those gRPC's core cancels from its backlog of
calls not yet picked up (before any code of ours runs) in arbiter_grpc_dropped."""
from __future__ import annotations

import asyncio
import time
import urllib.request

import grpc
import pytest

from arbiter.api.observability import ServerInterceptor, grpc_dropped
from arbiter.v1 import arbiter_pb2 as api
from arbiter.v1 import arbiter_pb2_grpc
from tests.support.servers import arbiter_server


def _sample(text: str, name: str, **labels) -> float:
    for line in text.splitlines():
        if line.startswith(name + "{") and all(f'{k}="{v}"' in line for k, v in labels.items()):
            return float(line.rsplit(" ", 1)[1])
    return 0.0


@pytest.fixture(scope="module")
def one_call_server():
    with arbiter_server(extra=["--max-concurrent-rpcs", "1"]) as server:
        yield server


def _open(stream):
    """`stream` once served (it holds the one call allowed); raises its error if it was shed."""
    stream.initial_metadata()
    if stream.done():
        stream.result()  # raises: it ended at once
    return stream


def _held(call, attempts: int = 50):
    """`call()`, again while a call of the start-up (a health check the test
    harness gave up on) still holds the server's one slot."""
    for _ in range(attempts - 1):
        try:
            return call()
        except grpc.RpcError as err:
            if err.code() != grpc.StatusCode.RESOURCE_EXHAUSTED:
                raise
            time.sleep(0.1)
    return call()


def test_a_call_past_max_concurrent_rpcs_is_shed_and_counted(one_call_server):
    url = f"http://127.0.0.1:{one_call_server.metrics_port}/metrics"
    with grpc.insecure_channel(one_call_server.target) as ch:
        stub = arbiter_pb2_grpc.ArbiterStub(ch)
        created = _held(lambda: stub.CreateGame(api.CreateGameRequest(game="nottingham", players=3)))
        before = urllib.request.urlopen(url).read().decode()
        watch = _held(lambda: _open(stub.WatchGame(api.WatchGameRequest(game_id=created.game_id), timeout=60)))
        with pytest.raises(grpc.RpcError) as err:
            stub.GetGame(api.GetGameRequest(game_id=created.game_id))
        watch.cancel()
    assert err.value.code() == grpc.StatusCode.RESOURCE_EXHAUSTED, err.value.details()
    after = urllib.request.urlopen(url).read().decode()
    labels = {"grpc_service": "arbiter.v1.Arbiter", "grpc_method": "GetGame"}
    assert _sample(after, "arbiter_grpc_shed_total", **labels) - _sample(before, "arbiter_grpc_shed_total", **labels) == 1
    # Shed before any handler: not among the calls started.
    assert _sample(after, "grpc_server_started_total", **labels) == _sample(before, "grpc_server_started_total", **labels)


def test_calls_grpc_cancels_from_its_backlog_are_counted_as_dropped():
    """A burst while the event loop is busy overflows gRPC's backlog of calls
    not yet picked up (here 2, at most 4): the core cancels the rest before
    the interceptor sees them, and arbiter_grpc_dropped counts each."""

    def busy(request, context):
        time.sleep(0.05)  # holds the event loop: calls pile up unrequested
        return b"ok"

    async def burst() -> tuple[dict[str, int], int]:
        server = grpc.aio.server(interceptors=[ServerInterceptor()],
                                 options=[("grpc.server.max_pending_requests", 2),
                                          ("grpc.server.max_pending_requests_hard_limit", 4)])

        async def handler(request, context):
            return busy(request, context)

        server.add_generic_rpc_handlers((grpc.method_handlers_generic_handler(
            "test.Busy", {"Call": grpc.unary_unary_rpc_method_handler(handler)}),))
        port = server.add_insecure_port("127.0.0.1:0")
        await server.start()
        before = grpc_dropped()
        try:
            async with grpc.aio.insecure_channel(f"127.0.0.1:{port}") as ch:
                call = ch.unary_unary("/test.Busy/Call")
                answers = await asyncio.gather(*[call(b"x") for _ in range(60)], return_exceptions=True)
            dropped = grpc_dropped() - before  # while the server is up: channelz forgets a stopped one
        finally:
            await server.stop(0)
        codes: dict[str, int] = {}
        for a in answers:
            name = "OK" if isinstance(a, bytes) else a.code().name
            codes[name] = codes.get(name, 0) + 1
        return codes, dropped

    codes, dropped = asyncio.run(burst())
    assert codes.get("CANCELLED"), codes  # the burst did overflow the backlog
    assert dropped == codes["CANCELLED"], (codes, dropped)
