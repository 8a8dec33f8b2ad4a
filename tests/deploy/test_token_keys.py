"""The seat-token key as an operator handles it: rotated without logging
every player out, and never left empty when replicas share a store."""
from __future__ import annotations

import subprocess
import sys

import grpc
import pytest

from arbiter.auth import InvalidToken, TokenAuthority, token_authority
from arbiter.v1 import arbiter_pb2 as api
from arbiter.v1 import arbiter_pb2_grpc
from tests.support.servers import arbiter_server, free_port


def test_rotation_verifies_old_and_new_and_signs_with_new():
    old, new = TokenAuthority("old-key"), token_authority("new-key", "old-key")
    assert new.verify("g1", old.issue("g1", 2)) == 2  # a token from before the rotation
    issued = new.issue("g1", 1)
    assert issued == TokenAuthority("new-key").issue("g1", 1)  # signed with the new key
    with pytest.raises(InvalidToken):
        old.verify("g1", issued)
    with pytest.raises(InvalidToken):
        new.verify("g1", TokenAuthority("another").issue("g1", 1))
    with pytest.raises(InvalidToken):
        token_authority("new-key").verify("g1", old.issue("g1", 2))  # previous key dropped: no longer valid


def test_a_rolled_replica_accepts_the_tokens_issued_before(redis_url):
    """Replica A on the old key issued a token; replica B rolled out with the
    new key and the old one as previous accepts it."""
    with arbiter_server(redis_url=redis_url, extra=["--token-secret", "old-key"]) as a, \
            arbiter_server(redis_url=redis_url, extra=["--token-secret", "new-key",
                                                       "--token-secret-previous", "older,old-key"]) as b:
        with grpc.insecure_channel(a.target) as ca, grpc.insecure_channel(b.target) as cb:
            created = arbiter_pb2_grpc.ArbiterStub(ca).CreateGame(
                api.CreateGameRequest(game="nottingham", players=3), timeout=10)
            seat = created.seats[0]
            md = [("authorization", f"Bearer {seat.token}")]
            legal = arbiter_pb2_grpc.ArbiterStub(cb).ListLegalMoves(
                api.ListLegalMovesRequest(game_id=created.game_id), metadata=md, timeout=10)
            assert legal.moves


def test_an_empty_token_secret_is_refused_with_a_shared_store(redis_url):
    run = subprocess.run([sys.executable, "-m", "arbiter.cli", "serve", "--host", "127.0.0.1",
                          "--port", str(free_port()), "--http-port", "0", "--metrics-port", "0",
                          "--redis-url", redis_url, "--token-secret", ""],
                         capture_output=True, text=True, timeout=60, env={"PATH": "/usr/bin:/bin"})
    assert run.returncode == 2, run.stderr[-2000:]
    assert "--token-secret" in run.stderr
