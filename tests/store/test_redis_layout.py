"""How the Redis store lays a game out (docs/design.md#store): what a
half-played game costs, and where a request's record is found."""
from __future__ import annotations

import asyncio
import hashlib
import uuid

import redis

from arbiter.store import Committed
from arbiter.store.redis import RedisStore, answered_in, request_record
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
    assert answered_in(records, b"abcdefgh") == 3
    assert answered_in(records, b"ijklmnop") is None  # straddles two records
    assert answered_in(records, b"\0" * 8) == 2  # (never a digest: "no request")


def test_a_requests_record_is_the_one_stored_games_hold():
    """The records already in games' `q` are the first 8 bytes of a 12-byte
    BLAKE2b of "<seat>:<request_id>" (an 8-byte BLAKE2b is another hash): a
    retry of a move they hold must still find it."""
    for key in ("0:r", "3:play:5f0c", "1:" + "x" * 128):
        assert request_record(key) == hashlib.blake2b(key.encode(), digest_size=12).digest()[:8]
