#!/usr/bin/env python3
"""Service benchmark: SubmitMove throughput and latency over gRPC with Redis,
side by side in the same run with the transport floor (grpc.health.v1
Health/Check, a no-op unary RPC on the same server stack).

A real `arbiter serve` (one process) on a real redis-server, both started here
on free loopback ports; the load comes from this process (grpc.aio). Moves are
recorded beforehand by in-process self-play with the same seeds, so the client
does no rules work while measuring: it only replays SubmitMove calls, each
game's moves in order, `--concurrency` games at once.

Usage: python bench/service.py [--game nottingham] [--seconds 10] [--concurrency 16]
Prints a Markdown table for bench/RESULTS.md.
"""
from __future__ import annotations

import argparse
import asyncio
import os
import pathlib
import platform
import sys
import time
import uuid

import grpc
from grpc_health.v1 import health_pb2, health_pb2_grpc

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from arbiter import games  # noqa: E402
from arbiter.engine.simulate import Checks, play_random_game  # noqa: E402
from arbiter.referee import pack  # noqa: E402
from arbiter.v1 import arbiter_pb2 as api  # noqa: E402
from arbiter.v1 import arbiter_pb2_grpc  # noqa: E402
from tests.support.servers import arbiter_server, redis_server  # noqa: E402


def record_games(game_id: str, players: int, n: int) -> list[tuple[int, list]]:
    """(seed, [(seat, Any move), ...]) for n complete games."""
    game = games.get(game_id)
    out = []
    for seed in range(1, n + 1):
        r = play_random_game(game, players, seed, checks=Checks.none(), keep_log=True)
        assert r.finished, r.errors
        out.append((seed, [(seat, pack(move)) for seat, move in r.log]))
    return out


def percentile(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(p / 100 * len(xs)))] if xs else float("nan")


async def run_floor(target: str, seconds: float, concurrency: int) -> list[float]:
    lat: list[float] = []
    async with grpc.aio.insecure_channel(target) as ch:
        stub = health_pb2_grpc.HealthStub(ch)
        req = health_pb2.HealthCheckRequest()
        end = time.perf_counter() + seconds

        async def worker():
            while time.perf_counter() < end:
                t0 = time.perf_counter()
                await stub.Check(req)
                lat.append(time.perf_counter() - t0)

        await asyncio.gather(*(worker() for _ in range(concurrency)))
    return lat


async def run_submit(target: str, game_id: str, players: int, recorded, seconds: float, concurrency: int):
    lat: list[float] = []
    errors: dict[str, int] = {}
    async with grpc.aio.insecure_channel(target) as ch:
        stub = arbiter_pb2_grpc.ArbiterStub(ch)
        end = time.perf_counter() + seconds
        queue = list(recorded)

        async def worker():
            while time.perf_counter() < end and queue:
                seed, moves = queue.pop()
                queue.insert(0, (seed, moves))  # recycle: the next run of it is a new game
                created = await stub.CreateGame(api.CreateGameRequest(game=game_id, players=players, seed=seed))
                tokens = {s.seat: [("authorization", f"Bearer {s.token}")] for s in created.seats}
                version = created.version
                for seat, move in moves:
                    if time.perf_counter() >= end:
                        return
                    req = api.SubmitMoveRequest(game_id=created.game_id, move=move, expected_version=version,
                                                request_id=uuid.uuid4().hex)
                    t0 = time.perf_counter()
                    try:
                        await stub.SubmitMove(req, metadata=tokens[seat])
                    except grpc.aio.AioRpcError as e:
                        errors[e.code().name] = errors.get(e.code().name, 0) + 1
                        break
                    lat.append(time.perf_counter() - t0)
                    version += 1

        await asyncio.gather(*(worker() for _ in range(concurrency)))
    return lat, errors


def row(name: str, lat: list[float], seconds: float, floor_rps: float | None, floor_p99: float | None) -> str:
    rps = len(lat) / seconds
    p50, p99 = percentile(lat, 50) * 1000, percentile(lat, 99) * 1000
    vs = "" if floor_rps is None else f"{rps / floor_rps:.2f}x floor rps, {p99 / floor_p99:.2f}x floor p99"
    return f"| {name} | {rps:,.0f} | {p50:.2f} | {p99:.2f} | {vs} |"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--game", default="nottingham")
    ap.add_argument("--players", type=int, default=0)
    ap.add_argument("--seconds", type=float, default=10.0)
    ap.add_argument("--concurrency", type=int, default=16)
    ap.add_argument("--recorded-games", type=int, default=40)
    a = ap.parse_args()
    game = games.get(a.game)
    players = a.players or game.min_players
    recorded = record_games(a.game, players, a.recorded_games)
    with redis_server() as redis, arbiter_server(redis_url=redis.url) as server:
        # Warm both paths, then measure them one after the other, twice, interleaved.
        asyncio.run(run_floor(server.target, 1, a.concurrency))
        asyncio.run(run_submit(server.target, a.game, players, recorded, 1, a.concurrency))
        floor, submit, errors = [], [], {}
        for _ in range(2):
            floor += asyncio.run(run_floor(server.target, a.seconds / 2, a.concurrency))
            lat, errs = asyncio.run(run_submit(server.target, a.game, players, recorded, a.seconds / 2, a.concurrency))
            submit += lat
            for k, v in errs.items():
                errors[k] = errors.get(k, 0) + v
    floor_rps, floor_p99 = len(floor) / a.seconds, percentile(floor, 99) * 1000
    print(f"Python {platform.python_version()} on {platform.machine()} ({os.cpu_count()} cores), "
          f"{a.seconds:g} s each, concurrency {a.concurrency}, one server process, Redis on loopback; "
          f"game {a.game} ({players} players); errors: {errors or 'none'}\n")
    print("| RPC | requests/s | p50 ms | p99 ms | vs floor |")
    print("|---|---:|---:|---:|---|")
    print(row("Health/Check (no-op floor)", floor, a.seconds, None, None))
    print(row(f"SubmitMove ({a.game}, Redis)", submit, a.seconds, floor_rps, floor_p99))


if __name__ == "__main__":
    main()
