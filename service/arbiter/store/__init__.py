"""Game stores: in-memory (the embedded default) and Redis."""
from __future__ import annotations

import pkgutil

# arbiter.store.v1, the stored records, is generated code: it belongs to the
# arbiter-protos distribution, which an editable install keeps in another
# folder (gen/python), so this package's path takes in that folder too.
__path__ = pkgutil.extend_path(__path__, __name__)

from arbiter.store.base import (
    Committed,
    CommitResult,
    Conflict,
    Duplicate,
    GameExists,
    GameStore,
    Gone,
    StoreEvicting,
    StoreUnavailable,
)
from arbiter.store.memory import MemoryStore


def open_store(url: str, ttl_seconds: int) -> GameStore:
    """The store a URL names: empty = memory; redis://, rediss://, unix:// =
    Redis; redis+cluster://host:port = Redis Cluster (any seed node), and
    rediss+cluster:// the same over TLS (the query options of rediss://). A
    password (AUTH) goes in the URL as usual: redis+cluster://:PASSWORD@host."""
    if not url:
        return MemoryStore(ttl_seconds)
    from arbiter.store.redis import RedisStore

    plain, cluster = redis_url(url)
    return RedisStore(plain, ttl_seconds, cluster=cluster)


def redis_url(url: str) -> tuple[str, bool]:
    """(the URL as redis-py reads it, whether it names a cluster): the
    `+cluster` of redis+cluster:// and rediss+cluster:// dropped."""
    for scheme in ("redis", "rediss"):
        if url.startswith(f"{scheme}+cluster://"):
            return f"{scheme}://" + url[len(f"{scheme}+cluster://"):], True
    return url, False


__all__ = [
    "Committed",
    "CommitResult",
    "Conflict",
    "Duplicate",
    "GameExists",
    "GameStore",
    "Gone",
    "MemoryStore",
    "StoreEvicting",
    "StoreUnavailable",
    "open_store",
]
