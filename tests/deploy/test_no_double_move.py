"""No move applied twice through the gateway's own retries.

nginx re-sends a POST to the next replica when the first fails
(`proxy_next_upstream error timeout non_idempotent`). A replica that stored a
move and died before answering then sees the same move applied again by the
next one, unless the move carries an idempotency key. A move sent as the
README sends it (no requestId, no expectedVersion) gets one from the request
itself: the gateway's X-Request-Id, the same on every re-send.

Replica 0 holds each answer after storing the move (it runs under
tests/support/held_answers.py) and is killed (SIGKILL) while it holds one."""
from __future__ import annotations

import concurrent.futures
import pathlib
import sys
import time

import grpc
import httpx
import pytest
from google.protobuf import json_format
from google.protobuf.any_pb2 import Any

from arbiter.nottingham.v1 import nottingham_pb2  # noqa: F401  (its Move, for ParseDict into an Any)
from arbiter.v1 import arbiter_pb2 as api
from arbiter.v1 import arbiter_pb2_grpc

GAME = "nottingham"
HELD_ANSWERS = pathlib.Path(__file__).parents[1] / "support" / "held_answers.py"


def history_length(http: httpx.Client, game_id: str) -> int:
    return len(http.get(f"/v1/games/{game_id}/history", params={"pageSize": 1000}).json().get("entries", []))


def kill_while_held(stack, http: httpx.Client, game_id: str, send) -> tuple[object, int]:
    """Send moves (`send()` returns the outcome) until one is held by replica
    0 after it stored it; kill replica 0 then; return that call's outcome and
    the history's length before it (moves replica 1 answered at once came
    first: which replica round robin starts at is not ours to know)."""
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        for _ in range(10):
            before = history_length(http, game_id)
            call = pool.submit(send)
            deadline = time.monotonic() + 30
            while history_length(http, game_id) == before and time.monotonic() < deadline:
                time.sleep(0.02)
            assert history_length(http, game_id) == before + 1, "the move was not stored"
            try:
                return_now = call.result(timeout=1.0)  # answered at once: replica 1 took it
            except concurrent.futures.TimeoutError:
                stack.kill_replica(0)  # stored, not answered yet
                return call.result(timeout=60), before
            assert return_now is not None
        raise AssertionError("replica 0 never took a move")


@pytest.fixture
def held_stack(make_stack):
    stack = make_stack(replicas=2)
    stack.kill_replica(0)
    stack.start_replica(0, python=[sys.executable, str(HELD_ANSWERS), "3"])
    return stack


def new_game(http: httpx.Client) -> tuple[str, dict[int, str]]:
    created = http.post("/v1/games", json={"game": GAME, "players": 3}).json()
    return created["gameId"], {s.get("seat", 0): s["token"] for s in created["seats"]}


def to_move(http: httpx.Client, game_id: str, tokens: dict[int, str]) -> str:
    """The token of a seat whose decision it is."""
    view = http.get(f"/v1/games/{game_id}").json()["view"]
    return tokens[min(d.get("seat", 0) for d in view["pending"])]


def test_rest_move_resent_by_the_gateway_is_applied_once(held_stack):
    with httpx.Client(base_url=held_stack.http_url, timeout=60) as http:
        game_id, tokens = new_game(http)

        def send():
            auth = {"authorization": f"Bearer {to_move(http, game_id, tokens)}"}
            legal = http.get(f"/v1/games/{game_id}/legal-moves", headers=auth).json()
            # As the README's curl example sends it: the move alone.
            r = http.post(f"/v1/games/{game_id}/moves", headers=auth, json={"move": legal["moves"][0]})
            return r.status_code, r.json(), legal["version"]

        (status, body, version), before = kill_while_held(held_stack, http, game_id, send)
        assert status == 200, body
        assert int(body["version"]) == int(version) + 1
        assert history_length(http, game_id) == before + 1, "the gateway's re-send applied the move again"


def test_grpc_move_through_the_gateway_is_applied_once(held_stack):
    with httpx.Client(base_url=held_stack.http_url, timeout=60) as http, \
            grpc.insecure_channel(held_stack.grpc_target) as channel:
        stub = arbiter_pb2_grpc.ArbiterStub(channel)
        game_id, tokens = new_game(http)

        def send():
            token = to_move(http, game_id, tokens)
            # Only SubmitMove on gRPC, so round robin gives each replica every other move.
            legal = http.get(f"/v1/games/{game_id}/legal-moves", headers={"authorization": f"Bearer {token}"}).json()
            move = json_format.ParseDict(legal["moves"][0], Any())
            try:
                answer = stub.SubmitMove(api.SubmitMoveRequest(game_id=game_id, move=move),
                                         metadata=[("authorization", f"Bearer {token}")], timeout=60)
                return grpc.StatusCode.OK, answer.version, legal["version"]
            except grpc.RpcError as exc:  # not re-sent by the gateway: the client's turn
                return exc.code(), None, legal["version"]

        (code, version, was), before = kill_while_held(held_stack, http, game_id, send)
        assert code in (grpc.StatusCode.OK, grpc.StatusCode.UNAVAILABLE), code
        if code == grpc.StatusCode.OK:
            assert version == int(was) + 1
        assert history_length(http, game_id) == before + 1, "the gateway's re-send applied the move again"


def test_the_readme_examples_send_a_request_id():
    """What people copy should be safe to re-send by hand, too."""
    from tests.test_readme import snippets

    for name, key in (("curl", "requestId"), ("grpcurl", "request_id")):
        _, code = snippets()[name]
        commands = code.replace("\\\n", " ").splitlines()
        submits = [c for c in commands if "/moves" in c or "SubmitMove" in c]
        assert submits and all(key in line for line in submits), f"the {name} example's move has no {key}"


def test_one_x_request_id_is_one_move_not_a_session(memory_server):
    """The same X-Request-Id and the same move: one move, answered twice alike
    (a re-send). The same X-Request-Id with another move (a client reusing
    its header): a move of its own."""
    with httpx.Client(base_url=memory_server.http, timeout=30) as http:
        game_id, tokens = new_game(http)

        def request():
            auth = {"authorization": f"Bearer {to_move(http, game_id, tokens)}", "x-request-id": "req-1"}
            legal = http.get(f"/v1/games/{game_id}/legal-moves", headers=auth).json()
            return auth, {"move": legal["moves"][0]}

        auth, body = request()
        first = http.post(f"/v1/games/{game_id}/moves", headers=auth, json=body)
        again = http.post(f"/v1/games/{game_id}/moves", headers=auth, json=body)
        assert first.status_code == again.status_code == 200, again.text
        assert first.json() == again.json()
        assert history_length(http, game_id) == int(first.json()["version"])
        auth, body = request()
        other = http.post(f"/v1/games/{game_id}/moves", headers=auth, json=body)
        assert other.status_code == 200, other.text
        assert int(other.json()["version"]) == int(first.json()["version"]) + 1
