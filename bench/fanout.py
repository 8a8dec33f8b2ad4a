"""What one move costs a replica with many Play streams on one game, and what
a stream holds.

    python bench/fanout.py --streams 1 500 5000 --moves 6

Starts one `arbiter serve` on the memory store, creates a 3-player
Nottingham game and, for each `--streams` count, with and without
`include_next`, opens that many Play streams on it (spread over its seats, on
several client connections, 500 at a time, each live once it has read the
current view), then plays `--moves` moves by unary SubmitMove (the seat to move
asking for its moves first), each waiting until every stream has received the
move's version. It reports the server's CPU time per move (utime + stime of the
process, from /proc, over the moves), and the server's RSS growth per stream
held. Each run has a server of its own.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
import time

import grpc

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from arbiter.v1 import arbiter_pb2 as api  # noqa: E402
from arbiter.v1 import arbiter_pb2_grpc  # noqa: E402
from bench.watchers import rss_mb  # noqa: E402
from tests.support.servers import arbiter_server  # noqa: E402

TICK = os.sysconf("SC_CLK_TCK")


def cpu_s(pid: int) -> float:
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICK  # utime, stime


async def run(target: str, pid: int, streams: int, include_next: bool, moves: int, per_channel: int = 900,
              batch: int = 500, wait: float = 120.0) -> dict:
    own = [("grpc.use_local_subchannel_pool", 1)]
    channels = [grpc.aio.insecure_channel(target, options=own) for _ in range(-(-streams // per_channel) + 1)]
    stubs = [arbiter_pb2_grpc.ArbiterStub(c) for c in channels]
    player = stubs[-1]
    game = await player.CreateGame(api.CreateGameRequest(game="nottingham", players=3, seed=11))
    md = {s.seat: [("authorization", f"Bearer {s.token}")] for s in game.seats}
    got: dict[int, int] = {}  # version -> streams that received it
    stop = asyncio.Event()

    async def requests():
        yield api.PlayRequest(game_id=game.game_id, include_next=include_next)
        await stop.wait()

    async def read(call):
        try:
            async for u in call:
                v = u.entry.version if u.HasField("entry") else u.view.version
                got[v] = got.get(v, 0) + 1
        except grpc.aio.AioRpcError:
            pass

    async def until(version: int, count: int) -> None:
        deadline = time.monotonic() + wait
        while got.get(version, 0) < count:
            if time.monotonic() > deadline:
                raise RuntimeError(f"{got.get(version, 0)} of {count} streams have version {version}")
            await asyncio.sleep(0.002)

    rss0 = rss_mb(pid)
    calls, tasks = [], []
    t0 = time.monotonic()
    for start in range(0, streams, batch):
        for i in range(start, min(streams, start + batch)):
            call = stubs[i // per_channel].Play(requests(), metadata=md[i % 3])
            calls.append(call)
            tasks.append(asyncio.ensure_future(read(call)))
        await until(1, len(calls))
    opened = time.monotonic() - t0
    await asyncio.sleep(0.5)
    rss1 = rss_mb(pid)
    version, cpu0 = 1, cpu_s(pid)
    t1 = time.monotonic()
    for _ in range(moves):
        seat = (await player.GetGame(api.GetGameRequest(game_id=game.game_id))).view.pending[0].seat
        legal = await player.ListLegalMoves(api.ListLegalMovesRequest(game_id=game.game_id), metadata=md[seat])
        res = await player.SubmitMove(api.SubmitMoveRequest(game_id=game.game_id, move=legal.moves[legal.suggested]),
                                      metadata=md[seat])
        version = res.version
        await until(version, streams)
    cpu = cpu_s(pid) - cpu0
    elapsed = time.monotonic() - t1
    stop.set()
    for c in calls:
        c.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    for c in channels:
        await c.close()
    return {"streams": streams, "include_next": include_next, "moves": moves,
            "server_cpu_ms_per_move": round(cpu / moves * 1000, 1),
            "wall_ms_per_move": round(elapsed / moves * 1000, 1),
            "open_s": round(opened, 1), "rss_kb_per_stream": round((rss1 - rss0) * 1024 / streams, 1),
            "load_average": [round(x, 1) for x in os.getloadavg()]}


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--streams", type=int, nargs="+", default=[1, 500, 5000])
    p.add_argument("--moves", type=int, default=6)
    p.add_argument("--wait", type=float, default=120.0)
    a = p.parse_args()
    for n in a.streams:
        for include_next in (False, True):
            # A server of its own per run: its RSS growth is the streams' alone.
            with arbiter_server(extra=["--max-watchers-per-connection", "1000", "--max-watchers", str(n),
                                       "--max-watchers-per-game", str(n)]) as server:
                print(json.dumps(asyncio.run(run(server.target, server.proc.pid, n, include_next, a.moves,
                                                 wait=a.wait))), flush=True)


if __name__ == "__main__":
    main()
