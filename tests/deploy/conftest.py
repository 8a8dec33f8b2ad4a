from __future__ import annotations

import urllib.request

import pytest

from deploy.local.stack import Replica, Stack


@pytest.fixture
def make_stack(tmp_path):
    """Start the local stack (deploy/local) on free ports; stopped after the test."""
    started = []

    def make(replicas: int = 2, **kw) -> Stack:
        stack = Stack.up(tmp_path / f"stack{len(started)}", replicas=replicas, grpc_port=0, http_port=0, **kw)
        started.append(stack)
        return stack

    yield make
    for s in started:
        s.down()


def metric_total(replica: Replica, name: str) -> float:
    """The sum of one metric over all its labels, from a replica's endpoint."""
    text = urllib.request.urlopen(f"http://127.0.0.1:{replica.metrics_port}/metrics", timeout=5).read().decode()
    return sum(float(line.rsplit(" ", 1)[1]) for line in text.splitlines()
               if line.startswith(name + "{") or line.startswith(name + " "))


@pytest.fixture(scope="module")
def stack(tmp_path_factory):
    """One local stack (2 replicas) shared by a module's tests; nothing kills it."""
    s = Stack.up(tmp_path_factory.mktemp("stack"), replicas=2, grpc_port=0, http_port=0)
    try:
        yield s
    finally:
        s.down()
