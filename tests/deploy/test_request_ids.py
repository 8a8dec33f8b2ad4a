"""The gateway's access log and request ids as on-call reads them: a gRPC
NOT_FOUND is logged with its status (not `""`), and a client's X-Request-Id
is kept, echoed by the gateway and logged by gateway and replica alike."""
from __future__ import annotations

import json
import pathlib
import time

import grpc
import httpx

from arbiter.v1 import arbiter_pb2 as api
from arbiter.v1 import arbiter_pb2_grpc


def access_log(stack) -> list[dict]:
    time.sleep(1.5)  # the access log is buffered with flush=1s
    path = pathlib.Path(stack.dir) / "logs" / "access.log"
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def test_grpc_status_and_request_ids_in_the_logs(stack):
    with grpc.insecure_channel(stack.grpc_target) as ch:
        try:
            arbiter_pb2_grpc.ArbiterStub(ch).GetGame(api.GetGameRequest(game_id="nosuchgame"), timeout=10,
                                                     metadata=[("x-request-id", "trace-grpc-1")])
        except grpc.RpcError as exc:
            assert exc.code() == grpc.StatusCode.NOT_FOUND
    with httpx.Client(base_url=stack.http_url, timeout=10) as http:
        r = http.get("/v1/games/nosuchgame", headers={"x-request-id": "trace-rest-1"})
        assert r.status_code == 404
        assert r.headers["x-request-id"] == "trace-rest-1"  # kept and echoed
        assert http.get("/healthz").headers["x-request-id"]  # one of nginx's own when the client sent none
    logged = {x["request_id"]: x for x in access_log(stack)}
    assert logged["trace-grpc-1"]["grpc_status"] == "5"
    assert logged["trace-rest-1"]["status"] == 404
    replica_lines = [json.loads(line) for r in stack.replicas
                     for line in (pathlib.Path(stack.dir) / "logs" / f"replica-{r.index}.log").read_text().splitlines()
                     if line.startswith("{")]
    ids = {x.get("x_request_id") for x in replica_lines}
    assert {"trace-grpc-1", "trace-rest-1"} <= ids
