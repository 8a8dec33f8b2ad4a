"""Watching on Redis: no connection per watcher, and a hung Redis ends the
watchers with StoreUnavailable instead of freezing them for good."""
from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import uuid

import pytest

from arbiter.store import StoreUnavailable
from arbiter.store.redis import RedisStore
from arbiter.store.v1.store_pb2 import StoredGame
from tests.support.servers import redis_server


def game(version=1, gid=None):
    return StoredGame(game_id=gid or uuid.uuid4().hex, game="nottingham", version=version, state=b"s")


def connections(port: int) -> int:
    out = subprocess.run(["redis-cli", "-p", str(port), "client", "list"], capture_output=True, text=True).stdout
    return len(out.strip().splitlines())


def test_watchers_of_many_games_share_one_connection():
    """50 watchers on 10 games: the connection count does not grow with either."""
    with redis_server() as redis:
        async def body():
            store = RedisStore(redis.url, 60)
            games = [game() for _ in range(10)]
            for g in games:
                await store.create(g, b"e1")
            before = connections(redis.port)
            watchers = [store.watch(g.game_id, 0) for g in games for _ in range(5)]
            assert [await anext(w) for w in watchers] == [b"e1"] * 50
            waiting = [asyncio.ensure_future(anext(w)) for w in watchers]
            await asyncio.sleep(0.5)
            held = connections(redis.port)
            for g in games:
                await store.commit(game(2, g.game_id), 1, b"e2")
            assert await asyncio.wait_for(asyncio.gather(*waiting), 5) == [b"e2"] * 50
            assert held <= before + 1, "one subscriber connection for the process, not one per watcher"
            for w in watchers:
                await w.aclose()
            await store.close()

        asyncio.run(body())


async def _log_reads_while_committing(store: RedisStore, game_id: str, watcher) -> list:
    """Versions 2-5 committed by `store`, each seen by `watcher`: the reads of
    the log meanwhile."""
    read = store.history
    reads = []

    async def counted(*args):
        reads.append(args)
        return await read(*args)

    store.history = counted
    for v in range(2, 6):
        await store.commit(game(v, game_id), v - 1, f"e{v}".encode())
        assert await asyncio.wait_for(anext(watcher), 10) == f"e{v}".encode()
    store.history = read
    return reads


def test_watchers_get_their_own_process_s_moves_without_reading_them_back(redis_url):
    """A move this process commits goes to its watchers of that game from the
    commit itself, in order: no PUBLISH needs to arrive and no read of the log
    follows it (here the PUBLISHes are dropped and the feed's poll is an hour)."""
    async def body():
        store = RedisStore(redis_url, 60, watch_poll=3600)
        store._sub.on_message = lambda channel, data: None
        g = game()
        await store.create(g, b"e1")
        watcher = store.watch(g.game_id, 0)
        assert await anext(watcher) == b"e1"
        assert await _log_reads_while_committing(store, g.game_id, watcher) == []
        await watcher.aclose()
        await store.close()

    asyncio.run(body())


def test_a_process_s_own_publish_arriving_before_its_commit_s_answer_reads_nothing(redis_url):
    """The PUBLISH of a version this process commits reaches its subscriber
    while the commit's answer is still on its way (here the answer is held
    back until the PUBLISH is in): the feed takes the entry from the answer,
    and the PUBLISH causes no read of the log. A commit that loses its
    compare-and-set (another writer's version) still wakes the feed."""
    async def body():
        store = RedisStore(redis_url, 60, watch_poll=3600)
        g = game()
        await store.create(g, b"e1")
        watcher = store.watch(g.game_id, 0)
        assert await anext(watcher) == b"e1"
        published = asyncio.Event()
        on_message = store._sub.on_message

        def seen(channel, data):
            on_message(channel, data)
            published.set()

        store._sub.on_message = seen
        script = store._c.script

        async def answer_after_publish(*args):
            res = await script(*args)
            await asyncio.wait_for(published.wait(), 10)
            published.clear()
            await asyncio.sleep(0.05)  # the feed's reader would have run by now
            return res

        store._c.script = answer_after_publish
        assert await _log_reads_while_committing(store, g.game_id, watcher) == [], \
            "the feed read back a version this process wrote"
        store._c.script = script
        other = RedisStore(redis_url, 60)  # another replica
        await other.commit(game(6, g.game_id), 5, b"e6")
        store._committing[(g.game_id, 6)] = 1  # its PUBLISH lands while this process commits version 6 too
        await asyncio.sleep(0.2)
        del store._committing[(g.game_id, 6)]
        assert (await store.commit(game(6, g.game_id), 5, b"mine")).__class__.__name__ == "Conflict"
        assert await asyncio.wait_for(anext(watcher), 10) == b"e6"
        await watcher.aclose()
        await other.close()
        await store.close()

    asyncio.run(body())


def test_a_hung_redis_ends_watchers_with_unavailable():
    """SIGSTOP on Redis: a waiting watcher gets StoreUnavailable (the client
    resumes from its version); once Redis is back a new watch works."""
    with redis_server() as redis:
        async def body():
            store = RedisStore(redis.url, 60, timeout=0.5)
            store.watch_poll = 0.5
            g, waiting = await _waiting_watcher(store)
            await asyncio.sleep(0.1)
            os.kill(redis.proc.pid, signal.SIGSTOP)
            try:
                with pytest.raises(StoreUnavailable):
                    await asyncio.wait_for(waiting, 15)
            finally:
                os.kill(redis.proc.pid, signal.SIGCONT)
            again = store.watch(g.game_id, 0)
            assert await asyncio.wait_for(anext(again), 15) == b"e1"
            await again.aclose()
            await store.close()

        asyncio.run(body())


def test_a_restarted_redis_does_not_lose_the_next_move():
    """The subscriber reconnects and subscribes again after Redis comes back:
    a watcher hears of the next move without waiting for the feed's poll."""
    with redis_server() as redis:
        async def body():
            store = RedisStore(redis.url, 60, timeout=0.5)
            store.watch_poll = 60
            g = game()
            await store.create(g, b"e1")
            watched = store.watch(g.game_id, 1)
            nxt = asyncio.ensure_future(anext(watched))
            await asyncio.sleep(0.3)
            redis.restart()  # a Redis without persistence: the game is gone
            for _ in range(50):
                try:
                    await store.create(g, b"e1")
                    break
                except StoreUnavailable:
                    await asyncio.sleep(0.1)
            await asyncio.sleep(1.0)  # the subscriber is back
            await store.commit(game(2, g.game_id), 1, b"e2")
            assert await asyncio.wait_for(nxt, 10) == b"e2"
            await watched.aclose()
            await store.close()

        asyncio.run(body())


async def _waiting_watcher(store: RedisStore):
    """A new game and a watcher that has its first entry and waits for the next."""
    g = game()
    await store.create(g, b"e1")
    watched = store.watch(g.game_id, 0)
    assert await anext(watched) == b"e1"
    waiting = asyncio.ensure_future(anext(watched))
    await asyncio.sleep(0.1)
    return g, waiting


async def _commit_elsewhere(url: str, g: StoredGame, entry: bytes) -> None:
    """Version 2 of `g`, committed (and PUBLISHed) by another store."""
    other = RedisStore(url, 60)
    await other.commit(game(2, g.game_id), 1, entry)
    await other.close()


def test_a_feed_that_fails_in_any_way_ends_its_watchers():
    """A feed's reader that dies of an error the store did not foresee (redis-py
    raises ClusterError "TTL exhausted" when a failover outlasts its retries)
    must end its watchers with StoreUnavailable; before, they waited on the
    dead feed for good. The fault is injected: no real cluster makes it on cue
    (tests/deploy/test_redis_cluster_failover.py met it by chance)."""
    from redis import exceptions as rex

    with redis_server() as redis:
        async def body():
            store = RedisStore(redis.url, 60, timeout=0.5)
            store.watch_poll = 0.2
            g, waiting = await _waiting_watcher(store)

            async def broken(*args):
                raise rex.ClusterError("TTL exhausted.")

            store._c.lrange = broken
            store._c.exists = broken
            with pytest.raises(StoreUnavailable):
                await asyncio.wait_for(waiting, 10)
            await store.close()

        asyncio.run(body())


@pytest.mark.parametrize("error", [RuntimeError("unforeseen"), KeyError("e")])
def test_a_feed_that_dies_of_an_unforeseen_error_ends_its_watchers_at_once(error):
    """The feed's catch-all for errors nobody foresaw must itself work: it
    logged through a name the feed had reused for the game's log key, so it
    raised AttributeError instead, the feed ended without an error, and its
    watchers sat on it for three polls (15 s) before giving up; in
    tests/deploy/test_redis_cluster_failover.py that left a watcher short of
    its game's end. The poll is an hour here: the watcher must end at the
    error, not after the stall."""
    with redis_server() as redis:
        async def body():
            store = RedisStore(redis.url, 60, timeout=0.5, watch_poll=3600)
            g, waiting = await _waiting_watcher(store)

            async def broken(*args):
                raise error

            store._c.lrange = broken
            # The PUBLISH of this commit sends the feed to read, into the error.
            await _commit_elsewhere(redis.url, g, b"e2")
            with pytest.raises(StoreUnavailable, match=type(error).__name__):
                await asyncio.wait_for(waiting, 30)
            await store.close()

        asyncio.run(body())


def test_a_cancelled_feed_ends_its_watchers_at_once():
    """A feed cancelled under its watchers (the store closing, or a cancel
    that outlived its last watcher) ended without an error: they waited three
    polls before resuming. Now they end with StoreUnavailable and resume at
    once. The poll is an hour here."""
    with redis_server() as redis:
        async def body():
            store = RedisStore(redis.url, 60, timeout=0.5, watch_poll=3600)
            g, waiting = await _waiting_watcher(store)
            store._feeds[g.game_id].task.cancel()
            with pytest.raises(StoreUnavailable):
                await asyncio.wait_for(waiting, 30)
            await store.close()

        asyncio.run(body())


def test_an_old_feed_ending_late_leaves_the_new_feed_subscribed():
    """A game's feed is cancelled when its last watcher leaves; a watcher that
    resumes at once starts a new feed. When the old feed's cancellation ran
    after the new feed subscribed (a cancelled redis-py command can take a
    while to give up), it unsubscribed the game's channel under the new feed,
    which then heard no PUBLISH and fell back to its poll (or, its SUBSCRIBE
    unconfirmed, died). The order is forced here; the poll is an hour."""
    with redis_server() as redis:
        async def body():
            store = RedisStore(redis.url, 60, timeout=0.5, watch_poll=3600)
            g = game()
            await store.create(g, b"e1")
            first = store.watch(g.game_id, 0)
            assert await anext(first) == b"e1"
            old = store._feeds.pop(g.game_id)  # as its last watcher's leaving does, the cancel still to come
            second = store.watch(g.game_id, 1)
            waiting = asyncio.ensure_future(anext(second))
            await asyncio.sleep(0.2)  # the new feed subscribed and read the version
            assert store._feeds[g.game_id] is not old
            old.task.cancel()
            await asyncio.sleep(0.1)
            await _commit_elsewhere(redis.url, g, b"e2")
            assert await asyncio.wait_for(waiting, 30) == b"e2"
            await second.aclose()
            await first.aclose()
            await store.close()

        asyncio.run(body())


def test_the_subscriber_moves_to_another_node_when_its_node_is_down():
    """On a cluster every node delivers every PUBLISH: the subscriber of a
    store whose seed node died listens on another node (before, it kept
    reconnecting to the dead seed and watchers fell back to the slow poll)."""
    from arbiter.store.resp import Subscriber

    with redis_server() as dead, redis_server() as alive:
        async def body():
            heard = asyncio.get_running_loop().create_future()
            sub = Subscriber(dead.url, 2.0, lambda ch, data: heard.done() or heard.set_result(data), lambda: None,
                             alternatives=lambda: [("127.0.0.1", dead.port), ("127.0.0.1", alive.port)])
            dead.stop()
            await sub.subscribe("game:{g}")  # confirmed by the live node
            subprocess.run(["redis-cli", "-p", str(alive.port), "publish", "game:{g}", "7"], check=True,
                           capture_output=True)
            assert await asyncio.wait_for(heard, 5) == b"7"
            await sub.close()

        asyncio.run(body())
