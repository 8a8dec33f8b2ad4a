"""Graceful shutdown (docs/design.md#operations): on SIGTERM health turns NOT_SERVING while the
server keeps answering for --drain-delay, in-flight calls finish, and the
process exits cleanly."""
from __future__ import annotations

import signal
import time

import grpc
from grpc_health.v1 import health_pb2, health_pb2_grpc

from arbiter.v1 import arbiter_pb2 as api
from arbiter.v1 import arbiter_pb2_grpc
from tests.support.servers import ArbiterServer


def test_sigterm_turns_health_not_serving_then_drains():
    server = ArbiterServer(extra=["--drain-delay", "1.5", "--grace", "2"]).start()
    try:
        with grpc.insecure_channel(server.target) as ch:
            health = health_pb2_grpc.HealthStub(ch)
            stub = arbiter_pb2_grpc.ArbiterStub(ch)
            server.proc.send_signal(signal.SIGTERM)
            deadline = time.monotonic() + 1.0
            while health.Check(health_pb2.HealthCheckRequest()).status == health_pb2.HealthCheckResponse.SERVING:
                assert time.monotonic() < deadline, "health still SERVING after SIGTERM"
                time.sleep(0.02)
            assert stub.ListGames(api.ListGamesRequest()) is not None  # still answering while draining
        assert server.proc.wait(10) == 0
    finally:
        server.stop()
