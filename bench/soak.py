#!/usr/bin/env python3
"""Soak: mixed play at a steady rate against a real server for a bounded time,
sampling the resident memory of the server (and Redis) before and after.

Usage: python bench/soak.py [--minutes 3] [--rate 200] [--store memory|redis] [--ttl 20]
Games expire after --ttl seconds so that memory reaches a plateau; the report
gives RSS after warm-up and at the end. Exit status 1 if the growth exceeds
--bound-mb.
"""
from __future__ import annotations

import argparse
import json
import pathlib
import random
import sys
import threading
import time

import grpc

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from arbiter import games  # noqa: E402
from arbiter.v1 import arbiter_pb2 as api  # noqa: E402
from arbiter.v1 import arbiter_pb2_grpc  # noqa: E402
from tests.support.servers import arbiter_server, redis_server  # noqa: E402


def rss_mb(pid: int) -> float:
    for line in pathlib.Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def play(target: str, stop: threading.Event, rate: float, counts: dict, seed: int) -> None:
    """One client: create a game of a random type, play it with random legal moves, repeat; about `rate` RPCs/s."""
    rnd = random.Random(seed)
    ids = sorted(games.GAMES)
    with grpc.insecure_channel(target) as ch:
        stub = arbiter_pb2_grpc.ArbiterStub(ch)
        while not stop.is_set():
            g = games.get(rnd.choice(ids))
            created = stub.CreateGame(api.CreateGameRequest(
                game=g.id, players=rnd.randint(g.min_players, g.max_players)))
            tokens = {s.seat: [("authorization", f"Bearer {s.token}")] for s in created.seats}
            view = created.view
            for _ in range(rnd.randint(20, 200)):
                if stop.is_set() or view.status != api.GAME_STATUS_ACTIVE:
                    break
                t0 = time.perf_counter()
                seat = rnd.choice(sorted({d.seat for d in view.pending}))
                legal = stub.ListLegalMoves(api.ListLegalMovesRequest(game_id=created.game_id), metadata=tokens[seat])
                try:
                    view = stub.SubmitMove(api.SubmitMoveRequest(
                        game_id=created.game_id, move=rnd.choice(list(legal.moves)),
                        expected_version=legal.version), metadata=tokens[seat]).view
                    counts["moves"] += 1
                except grpc.RpcError as e:
                    counts[e.code().name] = counts.get(e.code().name, 0) + 1
                stub.GetHistory(api.GetHistoryRequest(game_id=created.game_id, page_size=20))
                counts["rpcs"] += 3
                time.sleep(max(0.0, 3 / rate - (time.perf_counter() - t0)))


def soak(minutes: float, rate: float, store: str, ttl: int, clients: int = 4) -> dict:
    redis_ctx = redis_server() if store == "redis" else None
    redis = redis_ctx.__enter__() if redis_ctx else None
    try:
        with arbiter_server(redis_url=redis.url if redis else "", extra=["--game-ttl", str(ttl)]) as server:
            stop, counts = threading.Event(), {"moves": 0, "rpcs": 0}
            threads = [threading.Thread(target=play, args=(server.target, stop, rate / clients, counts, i))
                       for i in range(clients)]
            for t in threads:
                t.start()
            warm = min(60.0, minutes * 60 / 3)
            time.sleep(warm)
            before = {"server": rss_mb(server.proc.pid), **({"redis": rss_mb(redis.proc.pid)} if redis else {})}
            time.sleep(minutes * 60 - warm)
            after = {"server": rss_mb(server.proc.pid), **({"redis": rss_mb(redis.proc.pid)} if redis else {})}
            stop.set()
            for t in threads:
                t.join()
    finally:
        if redis_ctx:
            redis_ctx.__exit__(None, None, None)
    return {"store": store, "minutes": minutes, "rate": rate, "ttl_s": ttl, "counts": counts,
            "rss_mb_after_warmup": {k: round(v, 1) for k, v in before.items()},
            "rss_mb_end": {k: round(v, 1) for k, v in after.items()},
            "growth_mb": {k: round(after[k] - before[k], 1) for k in before}}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--minutes", type=float, default=3)
    ap.add_argument("--rate", type=float, default=200, help="RPCs per second, all clients together")
    ap.add_argument("--store", choices=["memory", "redis"], default="memory")
    ap.add_argument("--ttl", type=int, default=20)
    ap.add_argument("--bound-mb", type=float, default=25)
    a = ap.parse_args()
    report = soak(a.minutes, a.rate, a.store, a.ttl)
    report["bound_mb"] = a.bound_mb
    print(json.dumps(report))
    return 0 if max(report["growth_mb"].values()) <= a.bound_mb else 1


if __name__ == "__main__":
    sys.exit(main())
