"""Through the nginx gateway (deploy/local), a non-ASCII or respelled seat
token is 401 like on the replica itself, never a 500."""
from __future__ import annotations

import grpc

from arbiter.v1 import arbiter_pb2_grpc
from tests.security.test_hostile_input import _created, _rest_codes


def test_non_ascii_tokens_are_401_through_the_gateway(make_stack):
    stack = make_stack(replicas=1)
    with grpc.insecure_channel(stack.grpc_target) as ch:
        created = _created(arbiter_pb2_grpc.ArbiterStub(ch))
    token = created.seats[3].token
    bad = ["1." + "é" * 22, "²." + token[2:], f"0{token}", f"{token[0]}.{token[2:]}=="]
    assert _rest_codes(stack.http_url, created.game_id, bad) == [401] * len(bad)
