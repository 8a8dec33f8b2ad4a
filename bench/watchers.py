"""How many WatchGame streams one replica on Redis holds, and how fast a move
reaches them.

    python bench/watchers.py --watchers 10000 --games 20 --moves 2 --batch 500

Starts its own redis-server and one `arbiter serve --redis-url` on loopback
ports, opens the spectator streams over several client connections (one
HTTP/2 connection carries at most 1,000 streams), then plays `--moves` moves
in each game one at a time and reports, per move, the time from sending the
SubmitMove to each watcher of that game receiving that version (p50/p99/max
over every delivery), the server's RSS and its Redis connection count.

Streams open `--batch` at a time, each batch waiting until its streams are
live (they ask from version 1, so each first reads the game's version 1).
Opened all at once, a few thousand streams are more calls than gRPC lets
wait for the server to pick them up: it cancels some (CANCELLED, counted in
`errors`; bench/RESULTS.md). `--batch 500` opens 10,000.
"""
from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import subprocess
import sys
import time

import grpc

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from arbiter.v1 import arbiter_pb2 as api  # noqa: E402
from arbiter.v1 import arbiter_pb2_grpc  # noqa: E402
from tests.support.servers import arbiter_server, redis_server  # noqa: E402


def rss_mb(pid: int) -> float:
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def log(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


async def run(target: str, watchers: int, games: int, moves: int, server_pid: int, redis_port: int,
              wait: float = 30.0, per_channel: int = 900, batch: int = 10_000) -> dict:
    own = [("grpc.use_local_subchannel_pool", 1)]
    channels = [grpc.aio.insecure_channel(target, options=own) for _ in range(max(1, -(-watchers // per_channel)) + 1)]
    stubs = [arbiter_pb2_grpc.ArbiterStub(c) for c in channels]
    player = stubs[-1]
    created = [await player.CreateGame(api.CreateGameRequest(game="nottingham", players=3, seed=i))
               for i in range(games)]
    arrived: dict[tuple[int, int], list[float]] = {}
    errors: dict[str, int] = {}

    async def watch(gi, stream):
        try:
            async for u in stream:
                arrived.setdefault((gi, u.entry.version), []).append(time.monotonic())
            errors["ended"] = errors.get("ended", 0) + 1  # the server ended it: the game is not over
        except grpc.aio.AioRpcError as exc:  # the bench cancels its streams only after reporting these
            errors[exc.code().name] = errors.get(exc.code().name, 0) + 1

    def live_now() -> int:
        return sum(len(arrived.get((gi, 1), ())) for gi in range(games))

    # Streams open `batch` at a time; each batch waits until its streams are
    # live (each has read the game's version 1) or `wait` has passed.
    t0 = time.monotonic()
    streams, tasks = [], []
    for start in range(0, watchers, batch):
        for i in range(start, min(watchers, start + batch)):
            gi = i % games
            stream = stubs[i // per_channel].WatchGame(api.WatchGameRequest(game_id=created[gi].game_id,
                                                                            from_version=1))
            streams.append((gi, stream))
            tasks.append(asyncio.ensure_future(watch(gi, stream)))
        deadline = time.monotonic() + wait
        while live_now() < len(streams) and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
        log(f"{live_now()} of {len(streams)} streams live after {time.monotonic() - t0:.1f} s")
    opened = time.monotonic() - t0
    live = live_now()
    registered = opened
    log(f"{live} of {watchers} streams live after {registered:.1f} s; streams ended by errors: {errors}")
    held_rss = rss_mb(server_pid)
    conns = len(subprocess.run(["redis-cli", "-p", str(redis_port), "client", "list"], capture_output=True,
                               text=True).stdout.strip().splitlines())
    lat = []
    version = {gi: 1 for gi in range(games)}
    md = {gi: {s.seat: [("authorization", f"Bearer {s.token}")] for s in g.seats} for gi, g in enumerate(created)}
    # Each move waits for the watchers of its game that are live (read version 1).
    per_game = {gi: len(arrived.get((gi, 1), ())) for gi in range(games)}
    for _ in range(moves):
        for gi, g in enumerate(created):
            view = (await player.GetGame(api.GetGameRequest(game_id=g.game_id))).view
            seat = view.pending[0].seat
            legal = await player.ListLegalMoves(api.ListLegalMovesRequest(game_id=g.game_id), metadata=md[gi][seat])
            sent = time.monotonic()
            res = await player.SubmitMove(api.SubmitMoveRequest(game_id=g.game_id, move=legal.moves[legal.suggested]),
                                          metadata=md[gi][seat])
            version[gi] = res.version
            deadline = time.monotonic() + wait
            while len(arrived.get((gi, res.version), ())) < per_game[gi] and time.monotonic() < deadline:
                await asyncio.sleep(0.001)
            lat += [t - sent for t in arrived.get((gi, res.version), ())]
        log(f"move round done: {len(lat)} deliveries so far")
    delivered = len(lat)
    errors = dict(errors)  # before the bench cancels its own streams below
    for _, s in streams:
        s.cancel()
    for t in tasks:
        t.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    for c in channels:
        await c.close()
    lat.sort()
    q = statistics.quantiles(lat, n=100) if len(lat) > 1 else [0] * 99
    return {"watchers": watchers, "live": live, "games": games, "moves": moves * games, "deliveries": delivered,
            "expected_deliveries": moves * live, "open_s": round(opened, 1), "batch": batch,
            "delivery_p50_ms": round(q[49] * 1000, 1), "delivery_p99_ms": round(q[98] * 1000, 1),
            "delivery_max_ms": round(lat[-1] * 1000, 1) if lat else None,
            "server_rss_mb_holding": round(held_rss, 1), "redis_connections": conns,
            "errors": errors, "load_average": os.getloadavg()}


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--watchers", type=int, default=10_000)
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--moves", type=int, default=20, help="moves per game")
    p.add_argument("--per-channel", type=int, default=900, help="streams per client connection (at most 1,000)")
    p.add_argument("--batch", type=int, default=10_000, help="streams opened at once (each batch waits until live)")
    p.add_argument("--wait", type=float, default=30.0, help="seconds to wait for every stream, and for each move")
    a = p.parse_args()
    with redis_server() as redis, arbiter_server(redis_url=redis.url,
                                                 extra=["--max-watchers-per-connection", "1000",
                                                        # past the default caps (8,000; 1,000 a game): measured here
                                                        "--max-watchers", str(a.watchers),
                                                        "--max-watchers-per-game", str(a.watchers)]) as server:
        print(asyncio.run(run(server.target, a.watchers, a.games, a.moves, server.proc.pid, redis.port, a.wait,
                              a.per_channel, a.batch)))


if __name__ == "__main__":
    main()
