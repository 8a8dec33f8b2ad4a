"""The replicas' logs as an on-call engineer reads them: one JSON object per
line, whatever logged it (uvicorn too), and a store outage at WARNING."""
from __future__ import annotations

import json
import socket
import time

import grpc

from arbiter.v1 import arbiter_pb2 as api
from arbiter.v1 import arbiter_pb2_grpc
from tests.support.servers import arbiter_server, redis_server


def lines(server) -> list[dict]:
    with open(server.log.name, errors="replace") as f:
        text = f.read()
    out = []
    for line in text.splitlines():
        assert line.startswith("{"), f"not a JSON log line: {line[:300]}"
        out.append(json.loads(line))
    return out


def test_only_json_lines_and_store_outages_at_warning():
    with redis_server() as redis, arbiter_server(redis_url=redis.url) as s:
        # uvicorn's own complaint about a request that is not HTTP.
        with socket.create_connection(("127.0.0.1", s.http_port), timeout=5) as c:
            c.sendall(b"\x16\x03\x01 not http at all\r\n\r\n")
            c.recv(1000)
        redis.stop()
        with grpc.insecure_channel(s.target) as ch:
            try:
                arbiter_pb2_grpc.ArbiterStub(ch).GetGame(api.GetGameRequest(game_id="g1"), timeout=10)
            except grpc.RpcError as exc:
                assert exc.code() == grpc.StatusCode.UNAVAILABLE
        time.sleep(0.5)
        logged = lines(s)
        assert any(x["logger"].startswith("uvicorn") for x in logged), "uvicorn logged nothing for a bad request"
        outage = [x for x in logged if x.get("code") == "UNAVAILABLE"]
        assert outage and all(x["level"] == "WARNING" for x in outage)
