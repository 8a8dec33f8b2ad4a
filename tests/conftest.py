from __future__ import annotations

import pytest

from tests.support.servers import redis_cluster, redis_server


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
