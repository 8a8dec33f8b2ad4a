from __future__ import annotations

import pytest

from tests.support.servers import redis_server


@pytest.fixture(scope="session")
def redis_url():
    """A real redis-server for this test process (flushed by tests that need it empty)."""
    with redis_server() as server:
        yield server.url
