"""The local production stack (deploy/local): every registered game played
through the nginx gateway, over gRPC and REST (with a spectator on WatchGame
and on server-sent events), while one of two replicas is killed (SIGKILL) in
the middle. Play goes on; no move is lost or applied twice: each game's log in
Redis is exactly the moves the client made, versions are contiguous, the
stored state is the engine's replay of that log, and the spectators saw every
version once, in order."""
from __future__ import annotations

import asyncio
import json
import random
import time
import uuid

import grpc
import httpx
import pytest
from google.protobuf import json_format
from google.protobuf.any_pb2 import Any

from arbiter import games
from arbiter.engine.simulate import replay
from arbiter.store.redis import RedisStore
from arbiter.v1 import arbiter_pb2 as api
from arbiter.v1 import arbiter_pb2_grpc
from bench.load import Played, Tally, play_game
from tests.deploy.conftest import metric_total

GAME_IDS = sorted(games.GAMES)
MAX_MOVES = 90  # per game: long enough to straddle the kill, short enough for CI
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
    for attempt in range(6):
        r = await http.request(method, path, json=body, headers=headers)
        if r.status_code in RETRYABLE_HTTP and attempt < 5:
            tally.errors[f"REST {r.status_code}"] += 1
            await asyncio.sleep(0.05 * (attempt + 1))
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


async def play_rest(http: httpx.AsyncClient, tally: Tally, game_id: str, players: int, seed: int) -> Played:
    created = await rest_call(http, "POST", "/v1/games", tally,
                              body={"game": game_id, "players": players, "seed": str(seed)})
    played = Played(game_id, created["gameId"], players, seed)
    tokens = {s.get("seat", 0): s["token"] for s in created["seats"]}
    watcher = asyncio.create_task(sse_watch(http, played, tally))
    chooser = random.Random(seed)
    view = created["view"]
    while view["status"] == "GAME_STATUS_ACTIVE" and len(played.moves) < MAX_MOVES:
        seat = chooser.choice(sorted({d.get("seat", 0) for d in view["pending"]}))
        legal = await rest_call(http, "GET", f"/v1/games/{played.game_id}/legal-moves", tally, tokens[seat])
        move = chooser.choice(legal["moves"])
        res = await rest_call(http, "POST", f"/v1/games/{played.game_id}/moves", tally, tokens[seat],
                              {"move": move, "expectedVersion": legal["version"], "requestId": uuid.uuid4().hex})
        played.moves.append((seat, json_format.ParseDict(move, Any())))
        tally.moves += 1
        view = res["view"]
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
    entries = [api.HistoryEntry.FromString(r) for r in await store.history(played.game_id, 1, 1_000_000)]
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
    asyncio.run(_scenario(stack))


async def _scenario(stack) -> None:
    tally = Tally()
    catalog = {}
    async with grpc.aio.insecure_channel(stack.grpc_target) as channel, \
            httpx.AsyncClient(base_url=stack.http_url, timeout=30) as http:
        stub = arbiter_pb2_grpc.ArbiterStub(channel)
        for g in (await stub.ListGames(api.ListGamesRequest(), timeout=10)).games:
            catalog[g.game] = g
        assert sorted(catalog) == GAME_IDS, "the gateway serves every registered game"

        plays = []
        for i, gid in enumerate(GAME_IDS):
            g = catalog[gid]
            plays.append(play_game(stub, tally, g, g.min_players, 100 + i, MAX_MOVES, time.perf_counter() + 120))
            plays.append(play_rest(http, tally, gid, g.max_players, 200 + i))
        expected_moves = MAX_MOVES * len(plays)
        killed_at = {}

        async def killer() -> None:
            while tally.moves < expected_moves // 3:
                await asyncio.sleep(0.01)
            served = metric_total(stack.replicas[0], "grpc_server_handled_total")
            assert served > 0, "the gateway sent replica 0 no gRPC traffic before the kill"
            killed_at["moves"] = tally.moves
            await asyncio.to_thread(stack.kill_replica, 0)

        kill = asyncio.create_task(killer())
        played = await asyncio.gather(*plays)
        await kill
        assert tally.moves - killed_at["moves"] > expected_moves // 3, "play went on after the kill"

        print("client errors:", dict(tally.errors))
        store = RedisStore(stack.redis_url, 3600)
        try:
            for p in played:
                await check_game(store, stub, p)
        finally:
            await store.close()
    # What the clients saw: retried attempts only, never a refused move.
    assert set(tally.errors) <= {"SubmitMove UNAVAILABLE", "ListLegalMoves UNAVAILABLE", "GetGame UNAVAILABLE",
                                 "CreateGame UNAVAILABLE", "WatchGame UNAVAILABLE", "WatchGame ended early", "WatchGame INTERNAL", "REST 502", "REST 503",
                                 "REST 504", "SSE broken", "SSE 502"}, dict(tally.errors)
    print("retried by the clients:", dict(tally.errors))
