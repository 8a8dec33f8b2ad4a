"""arbiter_client.aio: the same client for asyncio, against a running server."""
from __future__ import annotations

import asyncio
import os

import grpc
import pytest
from arbiter.v1 import arbiter_pb2 as api

from arbiter_client import ArbiterError
from arbiter_client.aio import Arbiter

from flaky import Flaky

TARGET = os.environ.get("ARBITER_TARGET", "127.0.0.1:50051")


def test_a_game_to_its_end_with_asyncio():
    async def main():
        async with Arbiter(TARGET) as arbiter:
            info = (await arbiter.games())[0]
            game = await arbiter.create_game(info.game, info.min_players, seed=3)
            watched = []

            async def watch():
                async for update in game.spectator.updates(from_version=1):
                    watched.append(update.version)
                    assert update.view.version >= update.version

            watcher = asyncio.create_task(watch())
            view, moves = game.view, 0
            while view.status == 1:  # GAME_STATUS_ACTIVE
                seat = game.seats[view.pending[0].seat]
                legal = await seat.legal_moves()
                assert type(legal.suggested).DESCRIPTOR.full_name == info.move_type
                view = (await seat.submit(legal.suggested)).view
                moves += 1
            await asyncio.wait_for(watcher, 60)
            assert type(view.state).DESCRIPTOR.full_name == info.state_type  # the game's typed service
            assert watched == list(range(1, moves + 2))
            assert len(await game.spectator.history()) == moves + 1

    asyncio.run(main())


def test_asyncio_defaults_are_the_safe_ones():
    async def main():
        async with Arbiter(TARGET) as arbiter:
            info = (await arbiter.games())[0]
            game = await arbiter.create_game(info.game, info.min_players, seed=8)
            seat = game.seats[game.view.pending[0].seat]
            move = (await seat.legal_moves())[0]
            seat.version = 0
            with pytest.raises(ArbiterError) as e:
                await seat.submit(move)
            assert e.value.code == grpc.StatusCode.ABORTED and e.value.current_version == 1
            with Flaky(TARGET, {"SubmitMove": ["apply-then-cancel", "unavailable"],
                                "WatchGame": [("cut", 1, grpc.StatusCode.CANCELLED), ("cut", 0, grpc.StatusCode.OK)],
                                "CreateGame": ["apply-then-cancel"]}
                       ) as flaky:
                async with Arbiter(flaky.target) as via:
                    # A CreateGame whose answer was lost is sent again and answers the game it made.
                    made = await via.create_game(info.game, info.min_players)
                    lost = api.CreateGameResponse.FromString(flaky.lost["CreateGame"][0])
                    assert made.game_id == lost.game_id and flaky.calls["CreateGame"] == 2
                    mine = via.seat(game.game_id, seat.token)
                    assert (await mine.submit(move)).version == 2
                    seen = []
                    async for entry in via.seat(game.game_id).watch(from_version=1):
                        seen.append(entry.version)
                        if entry.version == 2:
                            break
                    assert seen == [1, 2] and flaky.calls["WatchGame"] == 3
            assert len(await game.spectator.history()) == 2

    asyncio.run(main())


def test_every_seat_plays_on_its_play_stream_with_asyncio():
    """Each seat's task moves when an update brings it legal moves (the
    boardgame.io client's shape); every stream sees every version once."""
    async def main():
        async with Arbiter(TARGET) as arbiter:
            info = (await arbiter.games())[0]
            game = await arbiter.create_game(info.game, info.min_players, seed=4)
            seen = {}

            async def play(seat, key):
                versions = seen.setdefault(key, [])
                async with seat.play(from_version=1) as stream:
                    async for update in stream:
                        if update.entry is not None:
                            versions.append(update.entry.version)
                        if update.next is not None and update.next.suggested is not None:
                            await stream.send(update.next.suggested)

            await asyncio.wait_for(asyncio.gather(play(game.spectator, "spectator"),
                                                  *(play(s, s.seat) for s in game.seats)), 120)
            last = (await game.spectator.view()).version
            assert all(v == list(range(1, last + 1)) for v in seen.values()), seen
            # A refusal raises from submit(); the stream goes on.
            game = await arbiter.create_game(info.game, info.min_players, seed=4)
            mover = game.seats[game.view.pending[0].seat]
            other = next(s for s in game.seats if all(p.seat != s.seat for p in game.view.pending))
            move = (await mover.legal_moves()).suggested
            async with other.play() as stream:
                with pytest.raises(ArbiterError) as err:
                    await stream.submit(move)
                assert err.value.reason == "NOT_YOUR_TURN"
            async with mover.play() as stream:
                assert (await stream.submit(move)).view.version == 2

    asyncio.run(main())


def test_asyncio_streams_outlast_a_drain_and_retry_unknown_resets():
    """As the sync client: a watch reset as UNKNOWN (a gateway's `Stream
    removed`) resumes, and a Play stream retries more than six broken reopens
    (about 3 s of backoff, less than a drain) before its answer."""
    async def main():
        async with Arbiter(TARGET) as arbiter:
            info = (await arbiter.games())[0]
            game = await arbiter.create_game(info.game, info.min_players, seed=5)
            mover = game.seats[game.view.pending[0].seat]
            move = (await mover.legal_moves()).suggested
            watch_plan = [("cut", 0, grpc.StatusCode.UNKNOWN)] * 2
            play_plan = ["unavailable"] * 7 + [("cut", 0, grpc.StatusCode.UNKNOWN)]
            with Flaky(TARGET, {"WatchGame": watch_plan, "Play": play_plan}) as flaky:
                async with Arbiter(flaky.target) as via:
                    async for entry in via.seat(game.game_id).watch(from_version=1):
                        assert entry.version == 1
                        break
                    async with via.seat(game.game_id, mover.token).play() as stream:
                        assert (await stream.submit(move)).view.version == 2
                assert flaky.calls["WatchGame"] == 3 and flaky.calls["Play"] == 9

    asyncio.run(main())
