"""The local production stack (deploy/local): every registered game played
through the nginx gateway, over gRPC and REST (with a spectator on WatchGame
and on server-sent events), while one of two replicas is killed (SIGKILL) in
the middle, or while both are drained and restarted in turn (a rolling
update). Play goes on; no move is lost or applied twice: each game's log in
Redis is exactly the moves the client made, versions are contiguous, the
stored state is the engine's replay of that log, and the spectators saw every
version once, in order. The clients only re-send what a client must (the same
request after UNAVAILABLE, CANCELLED by the server side, or a 502) and resume
their watch."""
from __future__ import annotations

import asyncio
import json
import random
import signal
import time
import uuid

import grpc
import httpx
import pytest
from google.protobuf import json_format
from google.protobuf.any_pb2 import Any

from arbiter import games
from arbiter.engine.simulate import replay
from arbiter.referee import history_entry
from arbiter.store.redis import RedisStore
from arbiter.v1 import arbiter_pb2 as api
from arbiter.v1 import arbiter_pb2_grpc
from bench.load import RESEND, RETRIES, Played, Tally, play_game
from tests.deploy.conftest import metric_total

GAME_IDS = sorted(games.GAMES)
MOVES_AROUND = 25  # moves per player before the disruption starts and after it ends
RETRYABLE_HTTP = (502, 503, 504)  # the gateway had no replica for this attempt

pytestmark = pytest.mark.skipif(not GAME_IDS, reason="no game registered yet")


def unpack(a: Any, game):
    m = game.Move()
    assert a.Unpack(m), a.type_url
    return m


# ---------------------------------------------------------------- the REST player


async def rest_call(http: httpx.AsyncClient, method: str, path: str, tally: Tally, token: str | None = None,
                    body: dict | None = None) -> dict:
    """One REST call; a gateway 502/503/504 is re-sent as is (the same request id)."""
    headers = {"authorization": f"Bearer {token}"} if token else {}
    for attempt in range(RETRIES + 1):
        try:
            r = await http.request(method, path, json=body, headers=headers)
        except (httpx.ReadError, httpx.RemoteProtocolError) as exc:
            # A keepalive connection the gateway closed as we sent (nginx
            # reloading drops idle ones): re-send, as for a 502.
            if attempt == RETRIES:
                raise
            tally.errors[f"REST {type(exc).__name__}"] += 1
            continue
        if r.status_code in RETRYABLE_HTTP and attempt < RETRIES:
            tally.errors[f"REST {r.status_code}"] += 1
            await asyncio.sleep(0.05 * 2 ** attempt)  # as bench.load does for gRPC
            continue
        assert r.status_code == 200, f"{method} {path}: {r.status_code} {r.text[:500]}"
        return r.json()
    raise AssertionError("unreachable")


async def sse_watch(http: httpx.AsyncClient, played: Played, tally: Tally) -> None:
    """An EventSource-like spectator: reconnects with Last-Event-ID."""
    last = 0
    while True:
        headers = {"last-event-id": str(last)} if last else {}
        try:
            async with http.stream("GET", f"/v1/games/{played.game_id}/events",
                                   params={} if last else {"fromVersion": "1"}, headers=headers) as r:
                if r.status_code in RETRYABLE_HTTP:
                    tally.errors[f"SSE {r.status_code}"] += 1
                    await asyncio.sleep(0.05)
                    continue
                assert r.status_code == 200, r.status_code
                async for line in r.aiter_lines():
                    if line.startswith("id: "):
                        last = int(line[4:])
                        played.watched.append(last)
                    elif line.startswith("event: error"):
                        raise AssertionError(f"SSE error event for {played.game_id}")
                    elif line.startswith("data: ") and json.loads(line[6:])["entry"].get("status") == "GAME_STATUS_FINISHED":
                        return
        except (httpx.RemoteProtocolError, httpx.ReadError):
            tally.errors["SSE broken"] += 1  # the replica serving it died: reconnect


async def play_rest(http: httpx.AsyncClient, tally: Tally, game_id: str, players: int, seed: int,
                    think: float, stop: asyncio.Event) -> Played:
    created = await rest_call(http, "POST", "/v1/games", tally,
                              body={"game": game_id, "players": players, "seed": str(seed)})
    played = Played(game_id, created["gameId"], players, seed)
    tokens = {s.get("seat", 0): s["token"] for s in created["seats"]}
    watcher = asyncio.create_task(sse_watch(http, played, tally))
    chooser = random.Random(seed)
    view = created["view"]
    while view["status"] == "GAME_STATUS_ACTIVE" and not stop.is_set():
        seat = chooser.choice(sorted({d.get("seat", 0) for d in view["pending"]}))
        legal = await rest_call(http, "GET", f"/v1/games/{played.game_id}/legal-moves", tally, tokens[seat])
        move = legal["moves"][legal["suggested"]] if "suggested" in legal else chooser.choice(legal["moves"])
        res = await rest_call(http, "POST", f"/v1/games/{played.game_id}/moves", tally, tokens[seat],
                              {"move": move, "expectedVersion": legal["version"], "requestId": uuid.uuid4().hex})
        played.moves.append((seat, json_format.ParseDict(move, Any())))
        tally.moves += 1
        view = res["view"]
        if think:
            await asyncio.sleep(think)
    played.finished = view["status"] == "GAME_STATUS_FINISHED"
    final = len(played.moves) + 1
    deadline = time.monotonic() + 10
    while not watcher.done() and (not played.watched or played.watched[-1] < final) and time.monotonic() < deadline:
        await asyncio.sleep(0.02)
    watcher.cancel()
    await asyncio.gather(watcher, return_exceptions=True)
    return played


# ---------------------------------------------------------------- the checks


async def check_game(store: RedisStore, stub, played: Played) -> None:
    """The log holds exactly the client's moves, once each, in order, and the
    stored state is their replay."""
    game = games.get(played.game)
    stored = await store.load(played.game_id)
    entries = [history_entry(game, r) for r in await store.history(played.game_id, 1, 1_000_000)]
    where = f"{played.game} {played.game_id}"
    assert [e.version for e in entries] == list(range(1, len(played.moves) + 2)), f"{where}: versions"
    assert stored.version == len(played.moves) + 1, f"{where}: a move lost or applied twice"
    for e, (seat, move) in zip(entries[1:], played.moves):
        assert (e.seat, unpack(e.move, game)) == (seat, unpack(move, game)), f"{where} version {e.version}"
    state = replay(game, stored.config, [(seat, unpack(m, game)) for seat, m in played.moves])
    assert state.SerializeToString(deterministic=True) == stored.state, f"{where}: state is not the log's replay"
    view = (await stub.GetGame(api.GetGameRequest(game_id=played.game_id), timeout=10)).view
    seen = game.State()
    assert view.state.Unpack(seen) and seen == game.project(state, None), f"{where}: spectator view"
    assert played.watched == list(range(1, stored.version + 1)), f"{where}: spectator saw {played.watched[-5:]}"


# ---------------------------------------------------------------- the test


def test_play_goes_on_when_a_replica_dies(make_stack):
    stack = make_stack(replicas=2)

    async def kill() -> None:
        await asyncio.to_thread(stack.kill_replica, 0)  # SIGKILL: no drain, calls in flight break

    asyncio.run(_scenario(stack, kill))


def test_rolling_restart_loses_nothing(make_stack):
    """Each replica in turn drained (SIGTERM) and started again, as a rolling
    update does, while the games go on."""
    stack = make_stack(replicas=2, extra_args=["--grace", "2"])  # a short drain keeps the test short

    async def roll() -> None:
        for r in stack.replicas:
            await asyncio.to_thread(stack.kill_replica, r.index, signal.SIGTERM)
            await asyncio.to_thread(stack.start_replica, r.index)

    asyncio.run(_scenario(stack, roll, think=0.01))


async def _scenario(stack, disrupt, think: float = 0.0) -> None:
    """Every game over gRPC and over REST through the gateway; `disrupt` runs
    once each player made a few moves, play stops a few moves after it; then
    every game's log is checked."""
    tally = Tally()
    stop = asyncio.Event()
    catalog = {}
    async with grpc.aio.insecure_channel(stack.grpc_target) as channel, \
            httpx.AsyncClient(base_url=stack.http_url, timeout=30) as http:
        stub = arbiter_pb2_grpc.ArbiterStub(channel)
        for g in (await stub.ListGames(api.ListGamesRequest(), timeout=10)).games:
            catalog[g.game] = g
        assert sorted(catalog) == GAME_IDS, "the gateway serves every registered game"

        async def one_after_another(play, seed: int) -> list[Played]:
            """Game after game until told to stop: play goes on however short the games."""
            done = []
            while not stop.is_set():
                done.append(await play(seed + 1000 * len(done)))
            return done

        plays = []
        for i, gid in enumerate(GAME_IDS):
            g = catalog[gid]
            plays.append(one_after_another(lambda seed, g=g: play_game(
                stub, tally, g, g.min_players, seed, 100_000, time.perf_counter() + 120, think=think, stop=stop),
                100 + i))
            plays.append(one_after_another(lambda seed, g=g: play_rest(
                http, tally, g.game, g.max_players, seed, think, stop), 200 + i))
        tasks = [asyncio.ensure_future(p) for p in plays]
        some = MOVES_AROUND * len(tasks)
        at = {}

        async def moves_reach(n: int) -> None:
            while tally.moves < n:
                await asyncio.sleep(0.01)

        async def disruption() -> None:
            await moves_reach(some)
            served = metric_total(stack.replicas[0], "grpc_server_handled_total")
            assert served > 0, "the gateway sent replica 0 no gRPC traffic before the disruption"
            at["start"] = tally.moves
            await disrupt()
            at["end"] = tally.moves
            await moves_reach(at["end"] + some)
            stop.set()

        disrupting = asyncio.create_task(disruption())
        played = [p for games_played in await asyncio.gather(*tasks) for p in games_played]
        await disrupting
        assert tally.moves > at["end"] >= at["start"] >= some, f"play went on through the disruption: {at}"

        store = RedisStore(stack.redis_url, 3600)
        try:
            for p in played:
                await check_game(store, stub, p)
        finally:
            await store.close()
    # What the clients saw: re-sent attempts only, never a refused move.
    retried = {f"{rpc} {code.name}" for rpc in ("CreateGame", "GetGame", "ListLegalMoves", "SubmitMove", "WatchGame")
               for code in RESEND}
    retried |= {"WatchGame ended early", "WatchGame INTERNAL", "REST 502", "REST 503", "REST 504", "REST ReadError",
                "REST RemoteProtocolError", "SSE broken", "SSE 502", "SSE 503", "SSE 504"}
    assert set(tally.errors) <= retried, dict(tally.errors)
    print("re-sent by the clients:", dict(tally.errors), "moves:", at, tally.moves)
