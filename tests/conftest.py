from __future__ import annotations

import os
import pathlib
import sys

import grpc
import pytest

from arbiter.v1 import arbiter_pb2_grpc
from tests.support.servers import arbiter_server, redis_cluster, redis_server
from tests.support.toy import EVERYWHERE

if os.environ.get(EVERYWHERE) == "1":
    # The toy game joins every suite that runs over the registered games
    # (docs/adding-a-game.md, "Tests"); the test servers serve it too.
    from tests.support.toy import register

    register()

# Files a test copies into a temporary tree as a new game's (tests/test_adding_a_game.py),
# not tests of this tree.
collect_ignore_glob = ["support/tic_tac_toe/*"]

# Fuzz tests record how many inputs they tried (record_property "fuzz_inputs");
# the totals are printed at the end of the run, also under xdist, whose
# workers pass user_properties back with each report.
_fuzz_inputs: dict[str, int] = {}


def pytest_runtest_logreport(report):
    if report.when == "call":
        for name, value in report.user_properties:
            if name == "fuzz_inputs":
                suite = report.nodeid.split("::")[0]
                _fuzz_inputs[suite] = _fuzz_inputs.get(suite, 0) + value


def pytest_terminal_summary(terminalreporter):
    if _fuzz_inputs:
        parts = ", ".join(f"{suite}: {n}" for suite, n in sorted(_fuzz_inputs.items()))
        terminalreporter.write_line(f"fuzz inputs tried: {sum(_fuzz_inputs.values())} ({parts})")


@pytest.fixture(scope="session")
def redis_url():
    """A real redis-server for this test process (flushed by tests that need it empty)."""
    with redis_server() as server:
        yield server.url


@pytest.fixture(scope="session")
def redis_cluster_url():
    """A local 3-master Redis Cluster for this test process (redis+cluster:// URL)."""
    with redis_cluster() as cluster:
        yield cluster.url


@pytest.fixture(params=["memory", "redis", "redis-cluster"])
def make_store(request):
    """A factory of GameStores, `make_store(ttl)`, once for each implementation:
    the memory store, Redis and a Redis Cluster."""
    from arbiter.store import MemoryStore, open_store
    from arbiter.store.redis import RedisStore

    if request.param == "memory":
        return lambda ttl=60: MemoryStore(ttl)
    if request.param == "redis-cluster":  # the same store on a 3-master cluster, as `--redis-url` names it
        url = request.getfixturevalue("redis_cluster_url")
        return lambda ttl=60: open_store(url, ttl)
    url = request.getfixturevalue("redis_url")
    return lambda ttl=60: RedisStore(url, ttl)


@pytest.fixture(scope="session")
def memory_server():
    with arbiter_server() as s:
        yield s


@pytest.fixture(scope="session")
def toy_server():
    """`arbiter serve` on the memory store with the toy game (tests/support/toy)
    registered beside the four."""
    root = pathlib.Path(__file__).resolve().parent.parent
    with arbiter_server(command=[sys.executable, "-m", "tests.support.toy.serve"], cwd=str(root)) as s:
        yield s


@pytest.fixture(scope="module")
def toy():
    """The toy game, registered in this process's registry for one module's tests."""
    from tests.support.toy import register, unregister

    yield register()
    unregister()


@pytest.fixture(scope="session")
def redis_server_proc(redis_url):
    with arbiter_server(redis_url=redis_url) as s:
        yield s


@pytest.fixture(params=["memory", "redis"], scope="session")
def server(request):
    """`arbiter serve` on each store: the embedded default and a real Redis."""
    return request.getfixturevalue("memory_server" if request.param == "memory" else "redis_server_proc")


@pytest.fixture(scope="session")
def stub_for():
    channels = {}

    def make(server):
        if server.target not in channels:
            channels[server.target] = grpc.insecure_channel(server.target)
        return arbiter_pb2_grpc.ArbiterStub(channels[server.target])

    yield make
    for ch in channels.values():
        ch.close()


@pytest.fixture
def stub(server, stub_for):
    return stub_for(server)
