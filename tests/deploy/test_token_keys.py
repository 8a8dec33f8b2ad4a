"""The seat-token key as an operator handles it: rotated without logging
every player out, and never left empty when replicas share a store."""
from __future__ import annotations

import contextlib
import pathlib
import subprocess
import sys

import grpc
import pytest
import yaml

from arbiter.auth import InvalidToken, TokenAuthority, token_authority
from arbiter.v1 import arbiter_pb2 as api
from arbiter.v1 import arbiter_pb2_grpc
from tests.support.servers import arbiter_server, free_port

ROOT = pathlib.Path(__file__).resolve().parents[2]


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


# The Secret `arbiter-token` in each phase of a key rotation (deploy/README.md,
# "Rotating the token key"): the old key, then the new one accepted as
# previous, then swapped, then (once the old key's games have expired) alone.
ROTATION = [
    {"ARBITER_TOKEN_SECRET": "old-key"},
    {"ARBITER_TOKEN_SECRET": "old-key", "ARBITER_TOKEN_SECRET_PREVIOUS": "new-key"},
    {"ARBITER_TOKEN_SECRET": "new-key", "ARBITER_TOKEN_SECRET_PREVIOUS": "old-key"},
    {"ARBITER_TOKEN_SECRET": "new-key"},
]


def pod_environment(secret: dict[str, str]) -> dict[str, str]:
    """The token variables a pod of the Deployment (deploy/k8s/base/arbiter)
    gets from the Secret `arbiter-token` holding `secret`, as the kubelet
    resolves them: a missing optional key leaves its variable unset (here
    empty, the same to `arbiter serve`), a missing required one fails the pod."""
    deployment = yaml.safe_load((ROOT / "deploy/k8s/base/arbiter/deployment.yaml").read_text())
    (container,) = deployment["spec"]["template"]["spec"]["containers"]
    env = {"ARBITER_TOKEN_SECRET_PREVIOUS": ""}
    for e in container.get("env", []):
        ref = e.get("valueFrom", {}).get("secretKeyRef")
        if ref and ref["name"] == "arbiter-token":
            if ref["key"] in secret:
                env[e["name"]] = secret[ref["key"]]
            else:
                assert ref.get("optional"), f"a pod without {ref['key']} in the Secret would not start"
    assert "ARBITER_TOKEN_SECRET" in env
    return env


def seat_token(replica) -> tuple[str, str]:
    with grpc.insecure_channel(replica.target) as ch:
        created = arbiter_pb2_grpc.ArbiterStub(ch).CreateGame(api.CreateGameRequest(game="nottingham", players=3),
                                                              timeout=10)
    return created.game_id, created.seats[0].token


def accepts(replica, game_id: str, token: str) -> bool:
    with grpc.insecure_channel(replica.target) as ch:
        try:
            arbiter_pb2_grpc.ArbiterStub(ch).ListLegalMoves(
                api.ListLegalMovesRequest(game_id=game_id), metadata=[("authorization", f"Bearer {token}")],
                timeout=10)
        except grpc.RpcError as err:
            assert err.code() == grpc.StatusCode.UNAUTHENTICATED, err
            return False
    return True


def test_every_step_of_the_rotation_keeps_every_token_valid(redis_url):
    """Two real replicas sharing a store, one on each side of each step of the
    rotation, their token variables wired as the Deployment wires them from the
    Secret: during each rollout a token issued by either is accepted by the
    other. Swapping in one step (the old key straight to new-with-old-as-
    previous) does not: the pods still on the old key refuse the new pods' tokens."""
    replicas = [arbiter_server(redis_url=redis_url, env=pod_environment(phase)) for phase in ROTATION]
    with contextlib.ExitStack() as stack:
        pods = [stack.enter_context(r) for r in replicas]
        tokens = [seat_token(p) for p in pods]
        for before, after in ((0, 1), (1, 2), (2, 3)):
            assert accepts(pods[after], *tokens[before]), f"phase {after} refuses phase {before}'s token"
            assert accepts(pods[before], *tokens[after]), f"phase {before} refuses phase {after}'s token"
        # In one step, the documented way until now: refused.
        assert not accepts(pods[0], *tokens[2])
        # Once the old key is dropped its tokens are refused: wait for its games to expire first.
        assert not accepts(pods[3], *tokens[0])
