"""How the Redis store lays a game out (docs/design.md#store): what a
half-played game costs, and games stored in the older layout (a stream log
and a request hash) played on."""
from __future__ import annotations

import asyncio
import hashlib
import uuid

import pytest
import redis

from arbiter.store import Committed, Duplicate, open_store
from arbiter.store.redis import RedisStore, answered_in
from arbiter.store.v1.store_pb2 import StoredGame


def run(body):
    asyncio.run(body())


def keys_of(r, gid: str) -> list[str]:
    return [k.decode() for k in r.keys(f"game:{{{gid}}}*")]


def test_a_half_played_game_costs_its_entries_and_a_few_bytes_a_move(redis_url):
    """150 moves, each with a request id, of 40-byte entries and a 700-byte
    snapshot: the game's keys hold little beyond those bytes (bench/RESULTS.md,
    Redis memory: a stream spent about 12 bytes a move and a preallocated node,
    a request hash about 18 bytes a move)."""
    moves, entry, snapshot = 150, b"x" * 40, b"s" * 700
    gid = uuid.uuid4().hex

    async def body():
        store = RedisStore(redis_url, 600)
        try:
            await store.create(StoredGame(game_id=gid, version=1, state=snapshot), entry)
            for v in range(2, moves + 2):
                g = StoredGame(game_id=gid, version=v, state=snapshot)
                assert await store.commit(g, v - 1, entry, f"0:{uuid.uuid4().hex}") == Committed()
        finally:
            await store.close()

    run(body)
    r = redis.Redis.from_url(redis_url)
    used = sum(r.memory_usage(k, samples=0) for k in keys_of(r, gid))
    payload = (moves + 1) * len(entry) + len(snapshot)
    assert used <= payload + 16 * moves + 1500, f"{used} bytes for {payload} bytes of entries and snapshot"
    assert sorted(keys_of(r, gid)) == [f"game:{{{gid}}}", f"game:{{{gid}}}:log"]


def test_a_request_digest_is_found_only_at_a_records_start():
    records = b"\0" * 8 + b"abcdefgh" + b"\0\0\0\0ijklmnop\0\0\0\0"
    assert answered_in(records, b"abcdefgh????") == 3
    assert answered_in(records, b"ijklmnop????") is None  # straddles two records
    assert answered_in(records, b"\0" * 12) == 2  # (never a digest: "no request")


@pytest.fixture(params=["redis", "redis-cluster"])
def older_layout(request):
    """(the store URL, a redis-py client) of a Redis holding a game as a server
    from before the list log wrote it: versions 1 and 2, version 2 made by
    request "0:old"."""
    if request.param == "redis":
        url = request.getfixturevalue("redis_url")
        client = redis.Redis.from_url(url)
    else:
        url = request.getfixturevalue("redis_cluster_url")
        client = redis.RedisCluster.from_url(url.replace("redis+cluster://", "redis://"))
    gid = uuid.uuid4().hex
    k = f"game:{{{gid}}}"
    client.hset(k, mapping={"v": 2, "s": StoredGame(game_id=gid, version=2, state=b"s2").SerializeToString()})
    client.xadd(k + ":log", {"e": b"e1"}, id="1-1")
    client.xadd(k + ":log", {"e": b"e2"}, id="2-1")
    client.hset(k + ":r", hashlib.blake2b(b"0:old", digest_size=12).digest(), 2)
    for key in (k, k + ":log", k + ":r"):
        client.expire(key, 600)
    yield url, gid
    client.close()


def test_a_game_stored_in_the_older_layout_plays_on(older_layout):
    url, gid = older_layout

    async def body():
        store = open_store(url, 600)
        try:
            assert (await store.load(gid)).state == b"s2"
            assert await store.history(gid, 1, 10) == [b"e1", b"e2"]
            stored, answered = await store.load_for_move(gid, "0:old")
            assert stored.version == 2 and answered == 2
            assert await store.commit(StoredGame(game_id=gid, version=3), 2, b"x", "0:old") == Duplicate(2)
            assert await store.commit(StoredGame(game_id=gid, version=3, state=b"s3"), 2, b"e3", "1:new") \
                == Committed()
            assert await store.answered(gid, "1:new") == 3
            assert await store.history(gid, 2, 10) == [b"e2", b"e3"]
            seen = []
            async for e in store.watch(gid, 1):
                seen.append(e)
                if len(seen) == 2:
                    break
            assert seen == [b"e2", b"e3"]
        finally:
            await store.close()

    run(body)
