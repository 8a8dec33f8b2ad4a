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
    TooManyGames,
)
from arbiter.store.memory import MemoryStore


# Live games a store holds at most unless told (`arbiter serve --max-games`):
# a new game costs about 2.4-2.8 KB in the memory store and a half-played one
# under 10 KB (bench/RESULTS.md, "Creation limits"), so the memory store's cap
# keeps a replica's games within about 1 GB, Redis's within about 10 GB.
MAX_GAMES = {"memory": 100_000, "redis": 1_000_000}


def open_store(url: str, ttl_seconds: int, max_games: int | None = None) -> GameStore:
    """The store a URL names: empty = memory; redis://, rediss://, unix:// =
    Redis; redis+cluster://host:port = Redis Cluster (any seed node), and
    rediss+cluster:// the same over TLS (the query options of rediss://). A
    password (AUTH) goes in the URL as usual: redis+cluster://:PASSWORD@host.
    `max_games`: live games at most (None: MAX_GAMES, 0: no cap)."""
    if not url:
        return MemoryStore(ttl_seconds, max_games=MAX_GAMES["memory"] if max_games is None else max_games)
    from arbiter.store.redis import RedisStore

    plain, cluster = redis_url(url)
    return RedisStore(plain, ttl_seconds, cluster=cluster,
                      max_games=MAX_GAMES["redis"] if max_games is None else max_games)


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
    "TooManyGames",
    "open_store",
]
