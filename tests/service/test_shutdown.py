"""Graceful shutdown (docs/design.md#operations): on SIGTERM health turns NOT_SERVING while the
server keeps answering for --drain-delay, in-flight calls finish, and the
process exits cleanly."""
from __future__ import annotations

import json
import signal
import time

import grpc
import httpx
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


def test_sigterm_ends_event_streams_cleanly():
    """An event stream (REST server-sent events) open when the server stops ends
    cleanly once the drain delay is over, so its client resumes from its
    Last-Event-ID on another replica; it is not left open until the HTTP
    server's own shutdown timeout cuts it, and nothing is logged as an error."""
    server = ArbiterServer(extra=["--drain-delay", "0.2", "--grace", "2"]).start()
    try:
        with httpx.Client(base_url=server.http, timeout=30) as http:
            game = http.post("/v1/games", json={"game": "nottingham", "players": 3}).json()
            with http.stream("GET", f"/v1/games/{game['gameId']}/events", params={"fromVersion": 1}) as stream:
                lines = stream.iter_lines()
                assert next(lines).startswith("id: 1")
                server.proc.send_signal(signal.SIGTERM)
                rest = list(lines)  # ends (cleanly) with the server's drain
            assert not [line for line in rest if line.startswith("event: error")]
        assert server.proc.wait(10) == 0
    finally:
        server.stop()
    with open(server.log.name) as log:
        errors = [json.loads(line) for line in log if line.startswith("{") and '"ERROR"' in line]
    assert errors == []


def test_a_client_leaving_an_event_stream_logs_no_error():
    """A client that closes its event stream while the server waits for the
    next version (a page switching seats, a tab closed) ends that stream's
    watch quietly: its source is closed after its pending step stops."""
    server = ArbiterServer().start()
    try:
        with httpx.Client(base_url=server.http, timeout=30) as http:
            game = http.post("/v1/games", json={"game": "nottingham", "players": 3}).json()
            for _ in range(3):
                with http.stream("GET", f"/v1/games/{game['gameId']}/events", params={"fromVersion": 1}) as stream:
                    assert next(stream.iter_lines()).startswith("id: 1")
            # The server has seen each stream go (a request after them is answered).
            assert http.get(f"/v1/games/{game['gameId']}").status_code == 200
    finally:
        server.stop()
    with open(server.log.name) as log:
        errors = [json.loads(line) for line in log if line.startswith("{") and '"ERROR"' in line]
    assert errors == []
