"""The GameStore contract (docs/design.md#store), run against every implementation:
compare-and-set on the version, one log entry per version, idempotent answers,
TTL, and watching."""
from __future__ import annotations

import asyncio
import uuid

import pytest

from arbiter.store import Committed, Conflict, Duplicate, GameExists, Gone, TooManyGames
from arbiter.store.v1.store_pb2 import StoredGame


def run(make_store, body, ttl=60):
    async def main():
        store = make_store(ttl)
        try:
            await body(store)
        finally:
            await store.close()

    asyncio.run(main())


def game(version=1, gid=None, state=b"s1"):
    return StoredGame(game_id=gid or uuid.uuid4().hex, game="nottingham", version=version, state=state)


def test_create_then_load(make_store):
    async def body(store):
        g = game()
        await store.create(g, b"e1")
        assert await store.load(g.game_id) == g
        assert await store.load("unknown") is None
        assert await store.history(g.game_id, 1, 10) == [b"e1"]

    run(make_store, body)


def test_create_never_overwrites_an_existing_game(make_store):
    async def body(store):
        g = game()
        await store.create(g, b"e1")
        with pytest.raises(GameExists):
            await store.create(game(gid=g.game_id, state=b"other"), b"x")
        assert await store.load(g.game_id) == g
        assert await store.history(g.game_id, 1, 10) == [b"e1"]

    run(make_store, body)


def test_commit_is_compare_and_set(make_store):
    async def body(store):
        g = game()
        await store.create(g, b"e1")
        g2 = game(2, g.game_id, b"s2")
        assert await store.commit(g2, 1, b"e2") == Committed()
        # A second writer that also read version 1 loses and learns version 2.
        assert await store.commit(game(2, g.game_id, b"other"), 1, b"x") == Conflict(2)
        assert (await store.load(g.game_id)).state == b"s2"
        assert await store.history(g.game_id, 1, 10) == [b"e1", b"e2"]

    run(make_store, body)


def test_request_key_returns_the_version_it_produced(make_store):
    async def body(store):
        g = game()
        await store.create(g, b"e1")
        assert await store.commit(game(2, g.game_id), 1, b"e2", "0:r1") == Committed()
        # The retry (even with the same stale expectation) learns its version, writes nothing.
        assert await store.commit(game(3, g.game_id), 1, b"e3", "0:r1") == Duplicate(2)
        assert await store.answered(g.game_id, "0:r1") == 2
        assert await store.answered(g.game_id, "1:r1") is None
        assert (await store.load(g.game_id)).version == 2
        assert len(await store.history(g.game_id, 1, 10)) == 2

    run(make_store, body)


def test_every_request_of_a_long_game_keeps_its_version(make_store):
    async def body(store):
        g = game()
        await store.create(g, b"e1")
        for v in range(2, 202):  # every third move without a request id
            key = f"{v % 4}:req-{v}" if v % 3 else ""
            assert await store.commit(game(v, g.game_id), v - 1, b"e", key) == Committed()
        for v in range(2, 202):
            assert await store.answered(g.game_id, f"{v % 4}:req-{v}") == (v if v % 3 else None)
        assert await store.commit(game(202, g.game_id), 201, b"e", "1:req-5") == Duplicate(5)

    run(make_store, body)


def test_commit_on_unknown_game_is_gone(make_store):
    async def body(store):
        assert await store.commit(game(2), 1, b"e") == Gone()

    run(make_store, body)


def test_history_pages(make_store):
    async def body(store):
        g = game()
        await store.create(g, b"e1")
        for v in range(2, 8):
            assert await store.commit(game(v, g.game_id), v - 1, f"e{v}".encode()) == Committed()
        assert await store.history(g.game_id, 3, 2) == [b"e3", b"e4"]
        assert await store.history(g.game_id, 7, 10) == [b"e7"]
        assert await store.history(g.game_id, 8, 10) == []

    run(make_store, body)


def test_watch_sees_past_and_future_entries(make_store):
    async def body(store):
        g = game()
        await store.create(g, b"e1")
        got = []

        async def watcher():
            async for e in store.watch(g.game_id, 0):
                got.append(e)
                if len(got) == 3:
                    return

        task = asyncio.create_task(watcher())
        await asyncio.sleep(0.05)
        await store.commit(game(2, g.game_id), 1, b"e2")
        await store.commit(game(3, g.game_id), 2, b"e3")
        await asyncio.wait_for(task, 5)
        assert got == [b"e1", b"e2", b"e3"]

    run(make_store, body)



def test_watch_misses_no_entry_written_while_its_reader_is_busy(make_store):
    """A watcher that takes its time over an entry (a Play session waiting to
    send it) still gets every later one: an entry written meanwhile is not
    skipped."""
    async def body(store):
        g = game()
        await store.create(g, b"e1")
        watch = store.watch(g.game_id, 0)
        try:
            assert await asyncio.wait_for(watch.__anext__(), 5) == b"e1"
            # The watcher is busy with e1 while e2 lands.
            await store.commit(game(2, g.game_id), 1, b"e2")
            assert await asyncio.wait_for(watch.__anext__(), 5) == b"e2"
        finally:
            await watch.aclose()

    run(make_store, body)

def test_games_expire_after_ttl(make_store):
    async def body(store):
        g = game()
        await store.create(g, b"e1")
        await asyncio.sleep(1.2)
        assert await store.load(g.game_id) == g  # each write re-applies the TTL...
        await store.commit(game(2, g.game_id), 1, b"e2")
        await asyncio.sleep(1.2)
        assert await store.load(g.game_id) is not None
        await asyncio.sleep(1.0)  # ...and without writes it runs out
        assert await store.load(g.game_id) is None
        assert await store.commit(game(3, g.game_id), 2, b"e3") == Gone()

    run(make_store, body, ttl=2)


def test_load_for_move_gives_the_game_and_the_answered_version(make_store):
    async def body(store):
        g = game()
        await store.create(g, b"e1")
        assert await store.load_for_move(g.game_id, "") == (g, None)
        assert await store.load_for_move(g.game_id, "0:r") == (g, None)
        await store.commit(game(2, g.game_id), 1, b"e2", "0:r")
        loaded, answered = await store.load_for_move(g.game_id, "0:r")
        assert (loaded.version, answered) == (2, 2)
        assert await store.load_for_move("unknown", "0:r") == (None, None)

    run(make_store, body)


def test_load_unless_sends_the_game_only_when_its_version_changed(make_store):
    """A cache holding version 1 learns "still 1" without the game, and gets
    the game once another writer moved it on."""
    async def body(store):
        g = game()
        await store.create(g, b"e1")
        assert await store.load_unless(g.game_id, 1) == (1, None)
        await store.commit(game(2, g.game_id), 1, b"e2")
        version, loaded = await store.load_unless(g.game_id, 1)
        assert (version, loaded.version) == (2, 2)
        assert await store.load_unless("unknown", 1) == (None, None)

    run(make_store, body)


def test_live_games_are_capped(make_store):
    """At `max_games` live games a create is refused (TooManyGames, RESOURCE_EXHAUSTED),
    an id created again is refused as existing (it is counted once), and a game that
    expired makes room."""
    async def body(store):
        store.max_games = 2
        if hasattr(store, "live_key"):
            store.live_key = f"games:live:{uuid.uuid4().hex}"  # this test's own count on the shared Redis
        first, second = game(), game()
        await store.create(first, b"e1")
        await store.create(second, b"e1")
        with pytest.raises(TooManyGames) as refused:
            await store.create(game(), b"e1")
        assert refused.value.reason == "TOO_MANY_GAMES"
        with pytest.raises(GameExists):
            await store.create(first, b"e1")
        await asyncio.sleep(1.2)  # past the TTL: both expired
        await store.create(game(), b"e1")

    run(make_store, body, ttl=1)


def test_a_game_made_again_under_its_id_is_another_game(make_store):
    """A game's id made again after it expired (a CreateGame request id's derived id)
    holds a new nonce: a cached copy of the old game, even at the same version, is
    not taken for it (load_unless sends the game), and a move judged on the old
    game does not land in the new one (Gone)."""
    async def body(store):
        old = StoredGame(game_id=uuid.uuid4().hex, game="nottingham", version=1, state=b"old", nonce=b"n" * 16)
        await store.create(old, b"e1")
        assert await store.load_unless(old.game_id, 1, old.nonce) == (1, None)
        assert await store.load(old.game_id) == old
        await asyncio.sleep(1.2)  # past the TTL: expired
        new = StoredGame(game_id=old.game_id, game="nottingham", version=1, state=b"new", nonce=b"m" * 16)
        await store.create(new, b"e1")
        assert await store.load_unless(old.game_id, 1, old.nonce) == (1, new)
        moved = StoredGame()
        moved.CopyFrom(old)
        moved.version = 2
        assert await store.commit(moved, 1, b"e2") == Gone()
        assert await store.load(new.game_id) == new
        moved.nonce = new.nonce
        assert await store.commit(moved, 1, b"e2") == Committed()

    run(make_store, body, ttl=1)
