"""The Redis GameStore (design §4).

Keys share one hash tag per game, so a game's keys live on one slot and the
scripts run unchanged on Redis Cluster:

    game:{<id>}      hash: v = version, s = StoredGame bytes,
                     r:<seat>:<request_id> = the answer to that SubmitMove
    game:{<id>}:log  stream: one entry per version, id "<version>-1", field e = HistoryEntry bytes

Every write is one Lua script: compare-and-set on the version, XADD of the log
entry, the idempotency answer, and the TTL re-applied to both keys. Answers
live in the game's hash so that a move reads the game and any earlier answer
with one HMGET.

Commands go through a lean pipelining connection on a standalone Redis
(arbiter.store.resp: the hot path) and through redis-py on a cluster; blocking
XREADs of watchers use redis-py's pool either way.
"""
from __future__ import annotations

from typing import AsyncIterator

import redis.asyncio as aioredis
from redis import exceptions as rex
from redis.asyncio.cluster import RedisCluster

from arbiter.store.base import Committed, CommitResult, Conflict, Duplicate, GameExists, GameStore, Gone
from arbiter.store.base import StoreUnavailable, entry_id
from arbiter.store.resp import ReplyError, RespClient
from arbiter.store.v1.store_pb2 import StoredGame

_UNAVAILABLE = (
    rex.ConnectionError,
    rex.TimeoutError,
    rex.BusyLoadingError,
    rex.ClusterDownError,
    rex.TryAgainError,
    rex.ReadOnlyError,
    rex.OutOfMemoryError,
    rex.MasterDownError,
    OSError,
)

# Error replies that mean "Redis cannot serve right now", not "our command is
# wrong": the lean connection keeps a reply's code in its text (ReplyError),
# and so does redis-py for the codes it has no class for (BUSY, NOREPLICAS).
_TRANSIENT_REPLIES = ("LOADING", "READONLY", "BUSY", "OOM", "MASTERDOWN", "TRYAGAIN", "CLUSTERDOWN", "NOREPLICAS")

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
  local answer = redis.call('HGET', KEYS[1], 'r:' .. ARGV[6])
  if answer then return {2, answer} end
end
local v = redis.call('HGET', KEYS[1], 'v')
if not v then return {3} end
if v ~= ARGV[1] then return {1, v} end
redis.call('HSET', KEYS[1], 'v', ARGV[2], 's', ARGV[3])
if ARGV[6] ~= '' then redis.call('HSET', KEYS[1], 'r:' .. ARGV[6], ARGV[7]) end
redis.call('XADD', KEYS[2], ARGV[2] .. '-1', 'e', ARGV[4])
redis.call('EXPIRE', KEYS[1], ARGV[5])
redis.call('EXPIRE', KEYS[2], ARGV[5])
return {0}
"""


def _keys(game_id: str) -> tuple[str, str]:
    base = f"game:{{{game_id}}}"
    return base, base + ":log"


class _RedisPy:
    """Store commands through redis-py (Redis Cluster: it routes each command to
    the node owning the game's slot)."""

    def __init__(self, client):
        self.r = client
        self.scripts = {}

    async def hget(self, key: str, field: str):
        return await self.r.hget(key, field)

    async def hmget(self, key: str, *fields: str) -> list:
        return await self.r.hmget(key, list(fields))

    async def script(self, source: str, keys: list, args: list):
        if source not in self.scripts:
            self.scripts[source] = self.r.register_script(source)
        return await self.scripts[source](keys=keys, args=args)

    async def log_entries(self, key: str, start: str, count: int) -> list[bytes]:
        rows = await self.r.xrange(key, min=start, max="+", count=count)
        return [fields[b"e"] for _, fields in rows]

    async def exists(self, key: str) -> int:
        return await self.r.exists(key)

    async def ping(self) -> None:
        await self.r.ping()

    async def close(self) -> None:
        await self.r.aclose()


class _Lean:
    """Store commands through one pipelining RespClient (standalone Redis)."""

    def __init__(self, client: RespClient):
        self.c = client
        self.sha: dict[str, str] = {}

    async def hget(self, key: str, field: str):
        return await self.c.call("HGET", key, field)

    async def hmget(self, key: str, *fields: str) -> list:
        return await self.c.call("HMGET", key, *fields)

    async def script(self, source: str, keys: list, args: list):
        sha = self.sha.get(source)
        if sha is not None:
            try:
                return await self.c.call("EVALSHA", sha, len(keys), *keys, *args)
            except ReplyError as exc:
                if not str(exc).startswith("NOSCRIPT"):  # a restarted Redis forgets its scripts
                    raise
        sha = self.sha[source] = (await self.c.call("SCRIPT", "LOAD", source)).decode()
        return await self.c.call("EVALSHA", sha, len(keys), *keys, *args)

    async def log_entries(self, key: str, start: str, count: int) -> list[bytes]:
        rows = await self.c.call("XRANGE", key, start, "+", "COUNT", count)
        return [dict(zip(fields[::2], fields[1::2]))[b"e"] for _, fields in rows]

    async def exists(self, key: str) -> int:
        return await self.c.call("EXISTS", key)

    async def ping(self) -> None:
        await self.c.call("PING")

    async def close(self) -> None:
        await self.c.close()


class RedisStore(GameStore):
    """`url`: redis://host:port/db (or rediss://, unix://); with `cluster=True`
    a Redis Cluster seed node."""

    # How long one blocking XREAD waits before checking the game still exists.
    WATCH_BLOCK_MS = 5000

    def __init__(self, url: str, ttl_seconds: int, cluster: bool = False, max_watchers: int = 1000,
                 timeout: float = 2.0):
        super().__init__(ttl_seconds)
        if cluster:
            self._c = _RedisPy(RedisCluster.from_url(url, socket_timeout=timeout, socket_connect_timeout=timeout,
                                                     decode_responses=False))
            # Watches block a connection each; cluster connections are per node.
            self._w = RedisCluster.from_url(url, decode_responses=False, socket_connect_timeout=timeout,
                                            socket_timeout=None, max_connections=max_watchers)
        else:
            self._c = _Lean(RespClient(url, timeout))
            self._w = aioredis.Redis(
                connection_pool=aioredis.BlockingConnectionPool.from_url(
                    url, max_connections=max_watchers, timeout=None, socket_connect_timeout=timeout,
                    socket_timeout=None, decode_responses=False,
                )
            )

    async def _call(self, coro):
        try:
            return await coro
        except _UNAVAILABLE as exc:
            raise StoreUnavailable(f"redis: {exc}") from exc
        except (ReplyError, rex.ResponseError) as exc:
            if str(exc).startswith(_TRANSIENT_REPLIES):
                raise StoreUnavailable(f"redis: {exc}") from exc
            raise

    async def create(self, game: StoredGame, entry: bytes) -> None:
        k, log = _keys(game.game_id)
        created = await self._call(
            self._c.script(_CREATE, [k, log], [game.version, game.SerializeToString(), entry, self.ttl_seconds]))
        if not created:
            raise GameExists(f"game {game.game_id} exists already")

    async def load(self, game_id: str) -> StoredGame | None:
        k, _ = _keys(game_id)
        data = await self._call(self._c.hget(k, "s"))
        return None if data is None else StoredGame.FromString(data)

    async def commit(self, game, expected_version, entry, request_key="", response=b"") -> CommitResult:
        args = [expected_version, game.version, game.SerializeToString(), entry, self.ttl_seconds,
                request_key, response]
        res = await self._call(self._c.script(_COMMIT, list(_keys(game.game_id)), args))
        code = int(res[0])
        if code == 0:
            return Committed()
        if code == 1:
            return Conflict(int(res[1]))
        if code == 2:
            return Duplicate(bytes(res[1]))
        return Gone()

    async def answered(self, game_id: str, request_key: str) -> bytes | None:
        k, _ = _keys(game_id)
        return await self._call(self._c.hget(k, "r:" + request_key))

    async def load_for_move(self, game_id: str, request_key: str) -> tuple[StoredGame | None, bytes | None]:
        if not request_key:
            return await self.load(game_id), None
        k, _ = _keys(game_id)
        data, answer = await self._call(self._c.hmget(k, "s", "r:" + request_key))
        return (None if data is None else StoredGame.FromString(data)), answer

    async def history(self, game_id: str, from_version: int, limit: int) -> list[bytes]:
        _, log = _keys(game_id)
        return await self._call(self._c.log_entries(log, entry_id(max(1, from_version)), limit))

    async def watch(self, game_id: str, after_version: int) -> AsyncIterator[bytes]:
        k, log = _keys(game_id)
        last = entry_id(after_version) if after_version > 0 else "0-0"
        while True:
            try:
                res = await self._w.xread({log: last}, block=self.WATCH_BLOCK_MS, count=100)
            except _UNAVAILABLE as exc:
                raise StoreUnavailable(f"redis: {exc}") from exc
            if not res:
                if not await self._call(self._c.exists(k)):
                    return
                continue
            for _, rows in res:
                for rid, fields in rows:
                    last = rid
                    yield fields[b"e"]

    async def ping(self) -> None:
        await self._call(self._c.ping())

    async def close(self) -> None:
        await self._c.close()
        await self._w.aclose()

