"""The Redis GameStore (docs/design.md#store).

Keys share one hash tag per game, so a game's keys live on one slot and the
scripts run unchanged on Redis Cluster:

    game:{<id>}      hash: v = version, s = StoredGame bytes,
                     q = the request digests: for each version from 2 on, 8 bytes, the 64-bit digest
                         of "<seat>:<request_id>" of the SubmitMove that produced it (zeros: none)
    game:{<id>}:log  list: entry i is version i + 1's entry (a StoredEntry: a HistoryEntry without
                     its Any envelopes)

Every write is one Lua script: compare-and-set on the version, RPUSH of the log
entry, the request's digest, and the TTL re-applied to both keys. The answer
itself is rebuilt from the log, so a move costs its log entry, about 3 bytes of
list, and 8 bytes of digest. Why this shape (bench/RESULTS.md, Redis memory): a
list keeps its entries back to back, where a stream spends a dozen bytes of
its own on each and preallocates 4 KB for its newest node; digests side by
side, found with one plain search in the script, cost 8 bytes a move where a
hash field costs about 18, and share the game's hash instead of a key of their
own.

Commands go through a lean pipelining connection on a standalone Redis
(arbiter.store.resp: the hot path) and through redis-py on a cluster.

Watching costs no connection per watcher: every commit PUBLISHes the new
version on the channel `game:{<id>}`; a process follows each watched game with
one feed (one SUBSCRIBE on the process's one subscriber connection, one LRANGE
per new version, whatever the number of watchers) and every watcher of that
game reads from the feed. A version this process commits itself goes into the
feed from the commit: no read follows it. Every read has the store's timeout: a hung Redis
ends the watchers with StoreUnavailable (clients resume from their version).
"""
from __future__ import annotations

import asyncio
import hashlib
import logging
import time
from typing import AsyncIterator

from redis import exceptions as rex
from redis.asyncio.cluster import RedisCluster

from arbiter.store.base import Committed, CommitResult, Conflict, Duplicate, GameExists, GameStore, Gone
from arbiter.store.base import StoreEvicting, StoreUnavailable
from arbiter.store.resp import ReplyError, RespClient, Subscriber
from arbiter.store.v1.store_pb2 import StoredGame

log = logging.getLogger("arbiter.store")

_UNAVAILABLE = (
    rex.ConnectionError,
    rex.ClusterError,  # "TTL exhausted": a failover outlasted redis-py's redirections
    rex.SlotNotCoveredError,
    rex.TimeoutError,
    rex.BusyLoadingError,
    rex.ClusterDownError,
    rex.TryAgainError,
    rex.ReadOnlyError,
    rex.OutOfMemoryError,
    rex.MasterDownError,
    OSError,  # TimeoutError too: a cluster command's deadline (_RedisPy)
)

# Error replies that mean "Redis cannot serve right now", not "our command is
# wrong": the lean connection keeps a reply's code in its text (ReplyError),
# and so does redis-py for the codes it has no class for (BUSY, NOREPLICAS).
_TRANSIENT_REPLIES = ("LOADING", "READONLY", "BUSY", "OOM", "MASTERDOWN", "TRYAGAIN", "CLUSTERDOWN", "NOREPLICAS")

_CREATE = """
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'v', ARGV[1], 's', ARGV[2], 'q', '')
redis.call('RPUSH', KEYS[2], ARGV[3])
redis.call('EXPIRE', KEYS[1], ARGV[4])
redis.call('EXPIRE', KEYS[2], ARGV[4])
return 1
"""

# Returns {0} committed, {1, current} conflict, {2, version} duplicate, {3} gone.
# ARGV[6] is the request's digest, its record in q ('' for none).
_COMMIT = """
local held = redis.call('HMGET', KEYS[1], 'v', 'q')
local v, q = held[1], held[2]
if not v then return {3} end
local record = string.rep('\\0', 8)
if ARGV[6] ~= '' then
  record = ARGV[6]
  local from = 1
  while true do
    local at = string.find(q, record, from, true)
    if not at then break end
    if at % 8 == 1 then return {2, (at - 1) / 8 + 2} end
    from = at + 1
  end
end
if v ~= ARGV[1] then return {1, v} end
-- version n's record at (n - 2) * 8: versions are consecutive, but say so
local before = (tonumber(ARGV[2]) - 2) * 8
if #q ~= before then q = string.sub(q .. string.rep('\\0', before), 1, before) end
redis.call('HSET', KEYS[1], 'v', ARGV[2], 's', ARGV[3], 'q', q .. record)
redis.call('RPUSH', KEYS[2], ARGV[4])
redis.call('EXPIRE', KEYS[1], ARGV[5])
redis.call('EXPIRE', KEYS[2], ARGV[5])
redis.call('PUBLISH', KEYS[1], ARGV[2])
return {0}
"""

# {} unknown, {v} unchanged (the caller holds version ARGV[1]), {v, game} changed.
_LOAD_UNLESS = """
local v = redis.call('HGET', KEYS[1], 'v')
if not v then return {} end
if v == ARGV[1] then return {v} end
return {v, redis.call('HGET', KEYS[1], 's')}
"""


def _keys(game_id: str) -> tuple[str, str]:
    base = f"game:{{{game_id}}}"
    return base, base + ":log"


def request_record(request_key: str) -> bytes:
    """`request_key`'s record in the game's `q`: 64 bits (a game sees at most
    thousands of request ids, so two of them sharing a digest is beyond any
    practical chance), never 8 zero bytes ("no request"). The first 8 bytes
    of a 12-byte BLAKE2b, as the records already stored were made."""
    digest = hashlib.blake2b(request_key.encode(), digest_size=12).digest()[:8]
    return digest if any(digest) else b"\x01" + digest[1:]


def answered_in(records: bytes, record: bytes) -> int | None:
    """The version whose record in `records` (a game's `q`) is `record`."""
    at = records.find(record)
    while at >= 0:
        if at % 8 == 0:
            return at // 8 + 2
        at = records.find(record, at + 1)
    return None


class _RedisPy:
    """Store commands through redis-py (Redis Cluster: it routes each command to
    the node owning the game's slot).

    redis-py retries a command through a failover (refreshing the slot map and
    trying again), each try with the socket timeout: `deadline` bounds the
    whole, so no caller waits on a hung node for longer."""

    def __init__(self, client, deadline: float):
        self.r = client
        self.deadline = deadline
        self.scripts = {}

    async def _run(self, command):
        try:
            async with asyncio.timeout(self.deadline):
                return await command
        except AttributeError as exc:
            # redis-py 5 can close a connection under a command in flight while a
            # failover moves slots ("'NoneType' object has no attribute
            # 'writelines'", tests/deploy/test_redis_cluster_failover.py): the
            # connection is gone, as with a reset; the client may retry.
            raise rex.ConnectionError(f"connection closed under the command ({exc})") from exc

    async def hget(self, key: str, field: str):
        return await self._run(self.r.hget(key, field))

    async def hmget(self, key: str, *fields: str) -> list:
        return await self._run(self.r.hmget(key, fields))

    async def script(self, source: str, keys: list, args: list):
        if source not in self.scripts:
            self.scripts[source] = self.r.register_script(source)
        return await self._run(self.scripts[source](keys=keys, args=args))

    async def lrange(self, key: str, start: int, stop: int) -> list[bytes]:
        return await self._run(self.r.lrange(key, start, stop))

    async def exists(self, key: str) -> int:
        return await self._run(self.r.exists(key))

    async def ping(self) -> None:
        await self._run(self.r.ping())

    async def close(self) -> None:
        await self.r.aclose()

    def nodes(self) -> list[tuple[str, int]]:
        """The cluster's nodes as the client knows them (any of them delivers
        every PUBLISH)."""
        return [(n.host, n.port) for n in self.r.get_nodes()]


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

    async def lrange(self, key: str, start: int, stop: int) -> list[bytes]:
        return await self.c.call("LRANGE", key, start, stop)

    async def exists(self, key: str) -> int:
        return await self.c.call("EXISTS", key)

    async def ping(self) -> None:
        await self.c.call("PING")

    async def close(self) -> None:
        await self.c.close()


class _Feed:
    """What this process knows of one watched game: its latest version, the
    last few entries (so watchers that keep up never read the store), and an
    event replaced at every change."""

    RECENT = 32

    __slots__ = ("game_id", "version", "recent", "changed", "poke", "error", "gone", "watchers", "task", "beat",
                 "watchdog")

    def __init__(self, game_id: str):
        self.game_id = game_id
        self.version = 0  # 0 until the feed has read the game's version
        self.recent: dict[int, bytes] = {}
        self.changed = asyncio.Event()
        self.poke = asyncio.Event()  # a PUBLISH said there is something new
        self.error: Exception | None = None
        self.gone = False
        self.watchers = 0
        self.task: asyncio.Task | None = None
        self.beat = time.monotonic()  # when its reader last went round its loop
        self.watchdog: asyncio.TimerHandle | None = None  # checks `beat` every poll (RedisStore._check)

    def advance(self, first: int, entries: list[bytes]) -> None:
        """Take `entries`, versions `first` on, as far as they continue what the
        feed holds (the reader and this process's own commits both bring
        entries, in either order)."""
        taken = False
        for version, raw in enumerate(entries, first):
            if version <= self.version:
                continue
            if version != self.version + 1:
                break
            self.version = version
            self.recent[version] = raw
            self.recent.pop(version - self.RECENT, None)
            taken = True
        if taken:
            self.notify()

    def notify(self) -> None:
        self.changed.set()
        self.changed = asyncio.Event()


class RedisStore(GameStore):
    """`url`: redis://host:port/db (or rediss://, unix://); with `cluster=True`
    a Redis Cluster seed node (its subscriber connection goes to that node, and
    to the other nodes in turn when it is down or hung: a cluster delivers
    every PUBLISH to every node)."""

    # Seconds between a feed's checks that its game still exists (and that
    # Redis still answers) when no PUBLISH arrives.
    WATCH_POLL_SECONDS = 5.0

    def __init__(self, url: str, ttl_seconds: int, cluster: bool = False, timeout: float = 2.0,
                 watch_poll: float | None = None):
        super().__init__(ttl_seconds)
        if cluster:
            self._c = _RedisPy(RedisCluster.from_url(url, socket_timeout=timeout, socket_connect_timeout=timeout,
                                                     decode_responses=False), deadline=2 * timeout)
            nodes = self._c.nodes
        else:
            self._c = _Lean(RespClient(url, timeout))
            nodes = None
        self._sub = Subscriber(url, timeout, self._published, self._resubscribed, alternatives=nodes)
        self._feeds: dict[str, _Feed] = {}
        self._committing: dict[tuple[str, int], int] = {}  # (game id, version) -> this process's commits awaited
        self.watch_poll = watch_poll or self.WATCH_POLL_SECONDS
        self._url, self._cluster, self._timeout = url, cluster, timeout
        # What makes the deployment unsafe to write to (check_deployment), else None.
        self.unsafe: str | None = None

    async def check_deployment(self) -> str | None:
        """Check the deployment again as start-up did (redis_checks: an
        evicting maxmemory-policy, a cluster node behind a plain URL), on
        every node: an operator may change it while replicas run. While it is
        unsafe, writes are refused (StoreEvicting). Returns what is wrong, or
        None; a Redis that does not answer leaves the verdict as it was (its
        calls fail on their own)."""
        from arbiter.store.redis_checks import UnsafeRedis, check_redis

        try:
            await check_redis(self._url, cluster=self._cluster, timeout=self._timeout)
        except UnsafeRedis as exc:
            if self.unsafe is None:
                log.error("refusing writes: %s", exc)
            self.unsafe = str(exc)
        except Exception as exc:  # noqa: BLE001 - unreachable now: the store's own calls say so
            log.warning("store check failed: %r", exc)
        else:
            if self.unsafe is not None:
                log.warning("store safe again: accepting writes")
            self.unsafe = None
        return self.unsafe

    def _writable(self) -> None:
        if self.unsafe is not None:
            raise StoreEvicting(f"redis: {self.unsafe}")

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
        self._writable()
        k, log = _keys(game.game_id)
        created = await self._call(
            self._c.script(_CREATE, [k, log], [game.version, game.SerializeToString(), entry, self.ttl_seconds]))
        if not created:
            raise GameExists(f"game {game.game_id} exists already")

    async def load(self, game_id: str) -> StoredGame | None:
        k, _ = _keys(game_id)
        data = await self._call(self._c.hget(k, "s"))
        return None if data is None else StoredGame.FromString(data)

    async def load_unless(self, game_id: str, version: int) -> tuple[int | None, StoredGame | None]:
        res = await self._call(self._c.script(_LOAD_UNLESS, [_keys(game_id)[0]], [version]))
        if not res:
            return None, None
        return int(res[0]), (StoredGame.FromString(res[1]) if len(res) > 1 else None)

    async def commit(self, game, expected_version, entry, request_key="") -> CommitResult:
        self._writable()
        args = [expected_version, game.version, game.SerializeToString(), entry, self.ttl_seconds,
                request_record(request_key) if request_key else ""]
        # The version's PUBLISH can arrive before this answer: it pokes no
        # feed while the answer is awaited (the answer brings the entry, or
        # pokes the feed itself when it brings none).
        committing = (game.game_id, game.version)
        self._committing[committing] = self._committing.get(committing, 0) + 1
        try:
            res = await self._call(self._c.script(_COMMIT, list(_keys(game.game_id)), args))
        except BaseException:
            self._poke(game.game_id)
            raise
        finally:
            if self._committing[committing] == 1:
                del self._committing[committing]
            else:
                self._committing[committing] -= 1
        code = int(res[0])
        if code == 0:
            feed = self._feeds.get(game.game_id)
            if feed is not None:
                # This process's watchers of the game get the entry it wrote
                # without reading it back.
                feed.advance(game.version, [entry])
            return Committed()
        self._poke(game.game_id)  # the version may be another replica's, its PUBLISH ignored above
        if code == 1:
            return Conflict(int(res[1]))
        if code == 2:
            return Duplicate(int(res[1]))
        return Gone()

    async def answered(self, game_id: str, request_key: str) -> int | None:
        records = await self._call(self._c.hget(_keys(game_id)[0], "q"))
        return None if records is None else answered_in(records, request_record(request_key))

    async def load_for_move(self, game_id: str, request_key: str) -> tuple[StoredGame | None, int | None]:
        if not request_key:
            return await self.load(game_id), None
        data, records = await self._call(self._c.hmget(_keys(game_id)[0], "s", "q"))
        if data is None:
            return None, None
        return StoredGame.FromString(data), answered_in(records, request_record(request_key))

    async def history(self, game_id: str, from_version: int, limit: int) -> list[bytes]:
        _, log = _keys(game_id)
        start = max(1, from_version)
        return await self._call(self._c.lrange(log, start - 1, start + limit - 2))

    async def watch(self, game_id: str, after_version: int) -> AsyncIterator[bytes]:
        feed = self._feeds.get(game_id)
        if feed is None:
            feed = self._feeds[game_id] = _Feed(game_id)
            feed.task = asyncio.ensure_future(self._follow(feed))
            self._arm(feed)
        feed.watchers += 1
        try:
            seen = after_version
            while True:
                changed = feed.changed
                if seen < feed.version:
                    raw = feed.recent.get(seen + 1)
                    rows = [raw] if raw is not None else await self.history(game_id, seen + 1,
                                                                            min(100, feed.version - seen))
                    if not rows:  # expired between the feed's read and ours
                        return
                    for raw in rows:
                        seen += 1
                        yield raw
                    continue
                if feed.error is not None:
                    raise StoreUnavailable(str(feed.error))
                if feed.gone:
                    return
                await changed.wait()  # no timer per wait: the feed's watchdog wakes it if the feed stops
        finally:
            feed.watchers -= 1
            if feed.watchers == 0 and self._feeds.get(game_id) is feed:
                del self._feeds[game_id]
                feed.task.cancel()
                feed.watchdog.cancel()

    def _arm(self, feed: _Feed) -> None:
        feed.watchdog = asyncio.get_running_loop().call_later(self.watch_poll, self._check, feed)

    def _check(self, feed: _Feed) -> None:
        """The reader goes round at least once a poll: one that has not for
        three (stuck in a client library, cancelled) must not leave its
        watchers waiting for good. One timer per watched game, not one per
        watcher's wait."""
        if self._feeds.get(feed.game_id) is not feed or feed.error is not None or feed.gone:
            return  # its watchers are gone, or told already
        if feed.task.done() or time.monotonic() - feed.beat > self.watch_poll * 3:
            feed.error = StoreUnavailable("redis: this game's feed stopped")
            feed.notify()
            return
        self._arm(feed)

    async def _follow(self, feed: _Feed) -> None:
        """The one reader of a watched game in this process."""
        k, _ = _keys(feed.game_id)
        try:
            await self._sub.subscribe(k)
            # Subscribed first, then read: no version published after this read is missed.
            version = await self._call(self._c.hget(k, "v"))
            if version is None:
                feed.gone = True
                return
            feed.version = int(version)
            feed.notify()
            while True:
                feed.beat = time.monotonic()
                feed.poke.clear()
                start = feed.version + 1
                rows = await self.history(feed.game_id, start, 100)
                if rows:
                    feed.advance(start, rows)
                    continue
                try:
                    await asyncio.wait_for(feed.poke.wait(), self.watch_poll)
                except asyncio.TimeoutError:
                    if not await self._call(self._c.exists(k)):
                        feed.gone = True
                        return
        except StoreUnavailable as exc:
            feed.error = exc
        except Exception as exc:  # noqa: BLE001 (whatever ended the feed must end its watchers)
            log.warning("watch feed of %s failed: %r", feed.game_id, exc)
            feed.error = StoreUnavailable(f"redis: {exc!r}")
        finally:
            if feed.error is None and not feed.gone:
                # Cancelled (the store closing, or its last watcher gone): any
                # watcher still on it resumes on a new feed now, not after
                # three polls.
                feed.error = StoreUnavailable("redis: this game's feed stopped")
            current = self._feeds.get(feed.game_id)
            if current is feed:
                del self._feeds[feed.game_id]
                feed.watchdog.cancel()
            if current is None or current is feed:
                # Not when a newer feed of the game took over before this one's
                # cancellation ran (a cancelled redis-py command can take a
                # while to give up): the channel is that feed's now.
                self._sub.unsubscribe(k)
            feed.notify()

    def _published(self, channel: bytes, data: bytes) -> None:
        game_id, version = channel.decode()[6:-1], int(data)  # game:{<id>}
        feed = self._feeds.get(game_id)
        if feed is not None and version > feed.version and (game_id, version) not in self._committing:
            feed.poke.set()

    def _poke(self, game_id: str) -> None:
        feed = self._feeds.get(game_id)
        if feed is not None:
            feed.poke.set()

    def _resubscribed(self) -> None:
        for feed in self._feeds.values():  # PUBLISHes may have been missed while disconnected
            feed.poke.set()

    async def ping(self) -> None:
        await self._call(self._c.ping())

    async def close(self) -> None:
        for feed in list(self._feeds.values()):
            feed.task.cancel()
            feed.watchdog.cancel()
        await self._sub.close()
        await self._c.close()

