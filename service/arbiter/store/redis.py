"""The Redis GameStore (design §4).

Keys share one hash tag per game, so a game's keys live on one slot and the
scripts run unchanged on Redis Cluster:

    game:{<id>}      hash: v = version, s = StoredGame bytes
    game:{<id>}:log  stream: one entry per version, id "<version>-1", field e = HistoryEntry bytes
    game:{<id>}:req  hash: "<seat>:<request_id>" -> the SubmitMove answer bytes

Every write is one Lua script: compare-and-set on the version, XADD of the log
entry, the idempotency answer, and the TTL re-applied to all three keys.
"""
from __future__ import annotations

from typing import AsyncIterator

import redis.asyncio as aioredis
from redis import exceptions as rex
from redis.asyncio.cluster import RedisCluster

from arbiter.store.base import Committed, CommitResult, Conflict, Duplicate, GameStore, Gone, StoreUnavailable, entry_id
from arbiter.store.v1.store_pb2 import StoredGame

_UNAVAILABLE = (
    rex.ConnectionError,
    rex.TimeoutError,
    rex.BusyLoadingError,
    rex.ClusterDownError,
    rex.TryAgainError,
    rex.ReadOnlyError,
    OSError,
)

_CREATE = """
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'v', ARGV[1], 's', ARGV[2])
redis.call('XADD', KEYS[2], ARGV[1] .. '-1', 'e', ARGV[3])
redis.call('EXPIRE', KEYS[1], ARGV[4])
redis.call('EXPIRE', KEYS[2], ARGV[4])
return 1
"""

# Returns {0} committed, {1, current} conflict, {2, answer} duplicate, {3} gone.
_COMMIT = """
if ARGV[6] ~= '' then
  local answer = redis.call('HGET', KEYS[3], ARGV[6])
  if answer then return {2, answer} end
end
local v = redis.call('HGET', KEYS[1], 'v')
if not v then return {3} end
if v ~= ARGV[1] then return {1, v} end
redis.call('HSET', KEYS[1], 'v', ARGV[2], 's', ARGV[3])
redis.call('XADD', KEYS[2], ARGV[2] .. '-1', 'e', ARGV[4])
redis.call('EXPIRE', KEYS[1], ARGV[5])
redis.call('EXPIRE', KEYS[2], ARGV[5])
if ARGV[6] ~= '' then
  redis.call('HSET', KEYS[3], ARGV[6], ARGV[7])
  redis.call('EXPIRE', KEYS[3], ARGV[5])
end
return {0}
"""


def _keys(game_id: str) -> tuple[str, str, str]:
    base = f"game:{{{game_id}}}"
    return base, base + ":log", base + ":req"


class RedisStore(GameStore):
    """`url`: redis://host:port/db (or rediss://, unix://); with `cluster=True`
    a Redis Cluster seed node."""

    # How long one blocking XREAD waits before checking the game still exists.
    WATCH_BLOCK_MS = 5000

    def __init__(self, url: str, ttl_seconds: int, cluster: bool = False, max_watchers: int = 1000,
                 timeout: float = 2.0):
        super().__init__(ttl_seconds)
        common = dict(socket_timeout=timeout, socket_connect_timeout=timeout, decode_responses=False)
        if cluster:
            self._r = RedisCluster.from_url(url, **common)
            # Watches block a connection each; cluster connections are per node.
            self._w = RedisCluster.from_url(url, decode_responses=False, socket_connect_timeout=timeout,
                                            socket_timeout=None, max_connections=max_watchers)
        else:
            self._r = aioredis.Redis.from_url(url, **common)
            self._w = aioredis.Redis(
                connection_pool=aioredis.BlockingConnectionPool.from_url(
                    url, max_connections=max_watchers, timeout=None, socket_connect_timeout=timeout,
                    socket_timeout=None, decode_responses=False,
                )
            )
        self._create = self._r.register_script(_CREATE)
        self._commit = self._r.register_script(_COMMIT)

    async def _call(self, coro):
        try:
            return await coro
        except _UNAVAILABLE as exc:
            raise StoreUnavailable(f"redis: {exc}") from exc

    async def create(self, game: StoredGame, entry: bytes) -> None:
        k, log, _ = _keys(game.game_id)
        created = await self._call(
            self._create(keys=[k, log], args=[game.version, game.SerializeToString(), entry, self.ttl_seconds])
        )
        if not created:
            raise ValueError(f"game {game.game_id} exists already")

    async def load(self, game_id: str) -> StoredGame | None:
        k, _, _ = _keys(game_id)
        data = await self._call(self._r.hget(k, "s"))
        return None if data is None else StoredGame.FromString(data)

    async def commit(self, game, expected_version, entry, request_key="", response=b"") -> CommitResult:
        keys = list(_keys(game.game_id))
        args = [expected_version, game.version, game.SerializeToString(), entry, self.ttl_seconds,
                request_key, response]
        res = await self._call(self._commit(keys=keys, args=args))
        code = int(res[0])
        if code == 0:
            return Committed()
        if code == 1:
            return Conflict(int(res[1]))
        if code == 2:
            return Duplicate(bytes(res[1]))
        return Gone()

    async def answered(self, game_id: str, request_key: str) -> bytes | None:
        _, _, req = _keys(game_id)
        return await self._call(self._r.hget(req, request_key))

    async def load_for_move(self, game_id: str, request_key: str) -> tuple[StoredGame | None, bytes | None]:
        if not request_key:
            return await self.load(game_id), None
        k, _, req = _keys(game_id)
        pipe = self._r.pipeline(transaction=False)
        pipe.hget(k, "s")
        pipe.hget(req, request_key)
        data, answer = await self._call(pipe.execute())
        return (None if data is None else StoredGame.FromString(data)), answer

    async def history(self, game_id: str, from_version: int, limit: int) -> list[bytes]:
        _, log, _ = _keys(game_id)
        rows = await self._call(self._r.xrange(log, min=entry_id(max(1, from_version)), max="+", count=limit))
        return [fields[b"e"] for _, fields in rows]

    async def watch(self, game_id: str, after_version: int) -> AsyncIterator[bytes]:
        k, log, _ = _keys(game_id)
        last = entry_id(after_version) if after_version > 0 else "0-0"
        while True:
            try:
                res = await self._w.xread({log: last}, block=self.WATCH_BLOCK_MS, count=100)
            except _UNAVAILABLE as exc:
                raise StoreUnavailable(f"redis: {exc}") from exc
            if not res:
                if not await self._call(self._r.exists(k)):
                    return
                continue
            for _, rows in res:
                for rid, fields in rows:
                    last = rid
                    yield fields[b"e"]

    async def ping(self) -> None:
        await self._call(self._r.ping())

    async def close(self) -> None:
        await self._r.aclose()
        await self._w.aclose()

