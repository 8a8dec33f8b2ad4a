"""The REST face cannot be held open: with 256 file descriptors, 300 sockets
that are idle, send half a header, or never finish their body neither stop
the gRPC face nor keep REST down, and the log stays short. (On a server
without REST connection limits the idle sockets used up the descriptors, the
whole process stopped accepting, and asyncio logged every failed accept.)"""
from __future__ import annotations

import socket
import time

import grpc
import httpx

from arbiter.v1 import arbiter_pb2 as api
from arbiter.v1 import arbiter_pb2_grpc
from tests.support.servers import arbiter_server

HALF_HEADER = b"GET /v1/catalog HTTP/1.1\r\nHost: x\r\nX-Slow: "
HALF_BODY = b"POST /v1/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"ga"


def _open(port: int, n: int) -> list[socket.socket]:
    socks = []
    for i in range(n):
        try:
            s = socket.create_connection(("127.0.0.1", port), timeout=5)
        except OSError:
            break  # the listen backlog is full: the server is refusing, as it should
        s.sendall([b"", HALF_HEADER, HALF_BODY][i % 3])
        socks.append(s)
    return socks


def _closed_by_server(s: socket.socket, timeout: float) -> bool:
    s.settimeout(timeout)
    try:
        while True:
            data = s.recv(4096)
            if not data:
                return True
    except (ConnectionResetError, BrokenPipeError):
        return True
    except socket.timeout:
        return False


def test_idle_and_half_sent_connections_cannot_stop_the_process():
    env = {"ARBITER_HTTP_REQUEST_TIMEOUT": "2"}
    with arbiter_server(env=env, nofile=256) as server:
        socks = _open(server.http_port, 300)
        try:
            with grpc.insecure_channel(server.target) as ch:
                stub = arbiter_pb2_grpc.ArbiterStub(ch)
                for _ in range(3):  # gRPC serves while the sockets are open
                    assert stub.ListGames(api.ListGamesRequest(), timeout=10).games
                    stub.CreateGame(api.CreateGameRequest(game="nottingham", players=3), timeout=10)
            # Every held socket is closed by the server: idle, half header, half body.
            assert all(_closed_by_server(s, 30) for s in socks)
            # And REST serves again.
            deadline = time.monotonic() + 30
            while True:
                try:
                    r = httpx.get(f"{server.http}/v1/catalog", timeout=5)
                    break
                except httpx.HTTPError:
                    assert time.monotonic() < deadline, "REST never served again"
                    time.sleep(0.2)
            assert r.status_code == 200
        finally:
            for s in socks:
                s.close()
        lines = server.output().splitlines()
        assert len(lines) < 100, f"{len(lines)} log lines:\n" + "\n".join(lines[:20])


def test_keep_alive_connections_get_a_deadline_per_request():
    """A kept-alive connection that starts a second request and stalls is closed too."""
    with arbiter_server(env={"ARBITER_HTTP_REQUEST_TIMEOUT": "1", "ARBITER_HTTP_IDLE_TIMEOUT": "60"}) as server:
        s = socket.create_connection(("127.0.0.1", server.http_port), timeout=5)
        try:
            s.sendall(b"GET /v1/catalog HTTP/1.1\r\nHost: x\r\n\r\n")
            assert s.recv(65536).startswith(b"HTTP/1.1 200")
            s.sendall(HALF_HEADER)
            assert _closed_by_server(s, 30)
        finally:
            s.close()
        # A normal client on keep-alive is not cut off between quick requests.
        with httpx.Client(base_url=server.http, timeout=10) as http:
            for _ in range(5):
                assert http.get("/v1/catalog").status_code == 200


def test_repeated_log_lines_are_limited():
    import logging

    from arbiter.api.http_limits import RepeatLimit

    now = [0.0]
    f = RepeatLimit(burst=3, period=10, clock=lambda: now[0])
    rec = lambda: logging.LogRecord("asyncio", logging.ERROR, "", 0, "socket.accept() out of system resource", (), None)
    assert [f.filter(rec()) for _ in range(1000)].count(True) == 3
    now[0] = 11
    r = rec()
    assert f.filter(r) and r.suppressed == 997
