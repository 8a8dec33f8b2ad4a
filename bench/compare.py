#!/usr/bin/env python3
"""Arbiter beside the gRPC floor and boardgame.io, in one run, on one machine, in alternating rounds:

  floor           grpc.health.v1 Health/Check on the Arbiter server (memory store): the transport floor
  submit          SubmitMove alone: recorded games replayed, `--concurrency` games in flight
  next            playing with SubmitMove(include_next): the pending seat's moves come in the last answer
                  (ListLegalMoves only when the seat to move is not the one that just moved)
  play            one Play stream per seat, every seat watching: a seat moves when its update brings it legal
                  moves (boardgame.io's client shape), `--tables` games in flight
  boardgame.io    boardgame.io 0.50.2's own server and clients (socket.io) on a 4-player hidden-hand game
                  (bench/bgio/game.cjs), each player moving when its state says it is its turn, `--tables` games
                  (the first match of each is set up before its clock and CPU reading start)

submit, next and play run on the memory store and on Redis (a redis-server started here). Every phase
reports moves/s (calls/s for the floor), p50/p99 latency and the server's CPU time per move (from /proc:
the serving process and its children; on Redis plus redis-server's own CPU), as ratios to the floor and,
for play, to boardgame.io. Then Redis bytes per live game at its start, middle and end (MEMORY USAGE of a
game's keys, and INFO memory's used_memory growth) for `--memory-games` games.

boardgame.io is installed by this script with npm (its package.json and the koa-compose 4.1.0 override
its Lobby needs are in bench/bgio/) into `$ARBITER_BENCH_CACHE/boardgame.io-0.50.2` (default
~/.cache/arbiter-bench): nothing of it enters the repository.

    nice python bench/compare.py --rounds 3 --seconds 4            # what bench/RESULTS.md shows
    python bench/compare.py --rounds 5 --seconds 10                # on a quiet machine
    python bench/compare.py --smoke                                # seconds; no boardgame.io (the CI check)
    python bench/compare.py --phase floor --phase "play memory"   # only some phases
    nice python bench/compare.py --memory-only                     # only the Redis bytes per live game

Prints Markdown for bench/RESULTS.md. Loopback only.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import pathlib
import platform
import shutil
import statistics
import subprocess
import sys
import time
import uuid

import grpc

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from arbiter import games  # noqa: E402
from arbiter.v1 import arbiter_pb2 as api  # noqa: E402
from arbiter.v1 import arbiter_pb2_grpc  # noqa: E402
from arbiter_client.aio import Arbiter  # noqa: E402
from bench.load import usage  # noqa: E402
from bench.service import percentile, record_games, run_floor, run_submit  # noqa: E402
from tests.support.servers import arbiter_server, free_port, redis_server, wait_for_port  # noqa: E402

BGIO = ROOT / "bench/bgio"
BGIO_VERSION = "0.50.2"


# ------------------------------------------------------------------ Arbiter phases


async def run_next(target: str, game_id: str, players: int, seconds: float, concurrency: int):
    """Games played with one SubmitMove(include_next) per move, plus a
    ListLegalMoves when the seat to move did not make the last move."""
    lat: list[float] = []
    async with grpc.aio.insecure_channel(target) as ch:
        stub = arbiter_pb2_grpc.ArbiterStub(ch)
        end = time.perf_counter() + seconds

        async def table():
            while time.perf_counter() < end:
                created = await stub.CreateGame(api.CreateGameRequest(game=game_id, players=players))
                tokens = {s.seat: [("authorization", f"Bearer {s.token}")] for s in created.seats}
                view, known = created.view, {}
                while view.status == api.GAME_STATUS_ACTIVE and time.perf_counter() < end:
                    seat = view.pending[0].seat
                    t0 = time.perf_counter()
                    legal = known.get(seat)
                    if legal is None or legal.version != view.version:
                        legal = await stub.ListLegalMoves(api.ListLegalMovesRequest(game_id=created.game_id),
                                                          metadata=tokens[seat])
                    req = api.SubmitMoveRequest(game_id=created.game_id, move=legal.moves[legal.suggested],
                                                expected_version=view.version, request_id=uuid.uuid4().hex,
                                                include_next=True)
                    res = await stub.SubmitMove(req, metadata=tokens[seat])
                    lat.append(time.perf_counter() - t0)
                    view, known = res.view, {seat: res.next}

        await asyncio.gather(*(table() for _ in range(concurrency)))
    return lat


async def run_play(target: str, game_id: str, players: int, seconds: float, tables: int):
    """`tables` games in flight, every seat on its own Play stream; a seat
    sends the suggested move when an update brings it legal moves. Latency:
    from a move sent to its answer on the mover's stream."""
    lat: list[float] = []
    refused = 0
    end = time.perf_counter() + seconds
    async with Arbiter(target) as arbiter:
        async def seat_loop(seat):
            nonlocal refused
            sent: dict[str, float] = {}
            async with seat.play() as stream:
                async for update in stream:
                    now = time.perf_counter()
                    if now >= end:
                        return
                    t0 = sent.pop(update.request_id, None)
                    if t0 is not None:
                        if update.error is None:
                            lat.append(now - t0)
                        else:
                            refused += 1
                    if update.next is not None and update.next.suggested is not None:
                        sent[await stream.send(update.next.suggested)] = time.perf_counter()

        async def table():
            while time.perf_counter() < end:
                game = await arbiter.create_game(game_id, players)
                await asyncio.gather(*(seat_loop(s) for s in game.seats))

        tasks = [asyncio.ensure_future(table()) for _ in range(tables)]
        await asyncio.wait(tasks, timeout=seconds + 0.5)
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
    return lat, refused


# ------------------------------------------------------------------ boardgame.io


def bgio_dir() -> pathlib.Path:
    return pathlib.Path(os.environ.get("ARBITER_BENCH_CACHE", pathlib.Path.home() / ".cache/arbiter-bench")) \
        / f"boardgame.io-{BGIO_VERSION}"


def build_bgio() -> pathlib.Path:
    """boardgame.io from npm into the cache folder (once), with this
    benchmark's game, server and clients copied beside it."""
    d = bgio_dir()
    d.mkdir(parents=True, exist_ok=True)
    for f in BGIO.iterdir():
        shutil.copy(f, d / f.name)
    if not (d / "node_modules/boardgame.io/package.json").exists():
        subprocess.run(["npm", "install", "--no-audit", "--no-fund", "--loglevel=error"], cwd=d, check=True,
                       timeout=600)
    return d


class BgioServer:
    def __init__(self, d: pathlib.Path):
        self.dir = d
        self.port = free_port()
        self.proc = subprocess.Popen(["node", "server.cjs", str(self.port)], cwd=d, stdout=subprocess.DEVNULL,
                                     stderr=subprocess.DEVNULL)
        wait_for_port(self.port, timeout=30)

    def stop(self) -> None:
        self.proc.terminate()
        self.proc.wait(10)


def _readline(proc: subprocess.Popen, timeout: float) -> str:
    """The next line of `proc`'s output, or TimeoutError (the run must end)."""
    import selectors

    with selectors.DefaultSelector() as sel:
        sel.register(proc.stdout, selectors.EVENT_READ)
        if not sel.select(timeout):
            raise TimeoutError(f"boardgame.io's clients said nothing for {timeout:g} s")
    return proc.stdout.readline().strip()


def run_bgio(server: BgioServer, seconds: float, tables: int):
    """(moves, latencies, seconds, server CPU seconds), the clock and the CPU
    read from the clients' "ready" (first matches synced) to their end."""
    proc = subprocess.Popen(["node", "clients.cjs", str(server.port), str(tables), str(seconds)], cwd=server.dir,
                            stdout=subprocess.PIPE, text=True)
    try:
        assert _readline(proc, 120) == "ready"
        cpu0, t0 = usage(server.proc.pid)[0], time.perf_counter()
        last = _readline(proc, seconds + 120)
        elapsed, cpu = time.perf_counter() - t0, usage(server.proc.pid)[0] - cpu0
        proc.wait(timeout=seconds + 120)
    finally:
        if proc.poll() is None:
            proc.kill()
    stats = json.loads(last)
    return stats["moves"], [ms / 1000 for ms in stats["latencies"]], elapsed, cpu


# ------------------------------------------------------------------ measuring


def measured(pids: list[int], fn):
    """(result, seconds, server CPU seconds) of fn()."""
    cpu0 = sum(usage(p)[0] for p in pids)
    t0 = time.perf_counter()
    result = fn()
    seconds = time.perf_counter() - t0
    return result, seconds, sum(usage(p)[0] for p in pids) - cpu0


def row(phase: str, ops: int, seconds: float, cpu: float, lat: list[float]) -> dict:
    return {"phase": phase, "ops": ops, "rate": ops / seconds, "p50_ms": percentile(lat, 50) * 1000,
            "p99_ms": percentile(lat, 99) * 1000, "cpu_us": cpu / ops * 1e6 if ops else float("nan"),
            "load": os.getloadavg()[0]}


def redis_memory(redis_url: str, target: str, game_id: str, players: int, recorded, n: int) -> list[dict]:
    """Bytes per live game after setup, halfway and at the end: the sum of
    MEMORY USAGE over each game's keys, and used_memory's growth / n. The
    growth is counted from after a warm-up game (played, then deleted), so
    that what the server allocates once (its clients' buffers, the scripts)
    is not charged to the first games."""
    import redis as redis_py

    r = redis_py.Redis.from_url(redis_url)
    before = 0
    rows = []

    def measure(stage: str, ids: list[str], moves: float) -> None:
        keys = sum(r.memory_usage(k, samples=0) or 0 for g in ids
                   for k in (f"game:{{{g}}}", f"game:{{{g}}}:log")) / len(ids)
        grown = (r.info("memory")["used_memory"] - before) / len(ids)
        rows.append({"stage": stage, "moves": moves, "keys_bytes": keys, "used_bytes": grown,
                     "per_gb": 1e9 / max(keys, grown)})

    gate = asyncio.Semaphore(16)

    async def play(stub, c, moves):
        tokens = {s.seat: [("authorization", f"Bearer {s.token}")] for s in c.seats}
        async with gate:
            for seat, move in moves:
                req = api.SubmitMoveRequest(game_id=c.game_id, move=move, request_id=uuid.uuid4().hex)
                for delay in (0.1, 0.2, 0.4, 0.8, 1.6, None):  # a loaded machine: re-sent under its request id
                    try:
                        await stub.SubmitMove(req, metadata=tokens[seat])
                        break
                    except grpc.aio.AioRpcError as err:
                        if delay is None or err.code() != grpc.StatusCode.UNAVAILABLE:
                            raise
                        await asyncio.sleep(delay)

    async def stages():
        nonlocal before
        async with grpc.aio.insecure_channel(target) as ch:
            stub = arbiter_pb2_grpc.ArbiterStub(ch)
            seed, moves = recorded[0]
            warm = await stub.CreateGame(api.CreateGameRequest(game=game_id, players=players, seed=seed))
            await play(stub, warm, moves)
            r.delete(*(f"game:{{{warm.game_id}}}{suffix}" for suffix in ("", ":log")))
            before = r.info("memory")["used_memory"]
            tables = []
            for i in range(n):
                seed, moves = recorded[i % len(recorded)]
                tables.append((await stub.CreateGame(api.CreateGameRequest(game=game_id, players=players, seed=seed)),
                               moves))
            ids = [c.game_id for c, _ in tables]
            measure("start", ids, 0)
            await asyncio.gather(*(play(stub, c, m[:len(m) // 2]) for c, m in tables))
            measure("middle", ids, sum(len(m) // 2 for _, m in tables) / n)
            await asyncio.gather(*(play(stub, c, m[len(m) // 2:]) for c, m in tables))
            measure("end", ids, sum(len(m) for _, m in tables) / n)

    asyncio.run(stages())
    r.close()
    return rows


# ------------------------------------------------------------------ the run


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", default="nottingham")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--seconds", type=float, default=4.0, help="per phase per round")
    ap.add_argument("--concurrency", type=int, default=32, help="calls / games in flight for floor, submit, next")
    ap.add_argument("--tables", type=int, default=4, help="games in flight (4 seats each) for play and boardgame.io")
    ap.add_argument("--memory-games", type=int, default=100)
    ap.add_argument("--no-boardgameio", action="store_true")
    ap.add_argument("--smoke", action="store_true", help="a tiny run to check the script (no boardgame.io)")
    ap.add_argument("--memory-only", action="store_true", help="only the Redis bytes per live game")
    ap.add_argument("--phase", action="append", metavar="PREFIX",
                    help="run only the phases whose name starts with PREFIX (repeatable; e.g. floor, 'play memory');"
                         " the Redis memory stages are skipped")
    a = ap.parse_args(argv)
    if a.memory_only:
        a.rounds, a.no_boardgameio = 0, True
    if a.smoke:
        a.rounds, a.seconds, a.concurrency, a.tables, a.memory_games, a.no_boardgameio = 1, 0.3, 4, 1, 2, True
    recorded = record_games(a.game, a.players, 2 if a.smoke else 40)
    bgio_built = None if a.no_boardgameio else build_bgio()
    results: list[list[dict]] = []
    with redis_server() as redis, arbiter_server() as mem, arbiter_server(redis_url=redis.url) as red:
        bgio = BgioServer(bgio_built) if bgio_built else None
        try:
            def arbiter(coro_fn):
                """(moves, latencies) of an Arbiter phase (its latencies are its moves)."""
                def run():
                    res = asyncio.run(coro_fn())
                    lat = res[0] if isinstance(res, tuple) else res
                    return len(lat), lat
                return run

            phases = [("floor", [mem.proc.pid], arbiter(lambda: run_floor(mem.target, a.seconds, a.concurrency)))]
            for store, server, pids in (("memory", mem, [mem.proc.pid]), ("redis", red, [red.proc.pid, redis.proc.pid])):
                t = server.target
                phases += [
                    (f"submit {store}", pids, arbiter(lambda t=t: run_submit(t, a.game, a.players, recorded, a.seconds,
                                                                             a.concurrency))),
                    (f"next {store}", pids, arbiter(lambda t=t: run_next(t, a.game, a.players, a.seconds,
                                                                         a.concurrency))),
                    (f"play {store}", pids, arbiter(lambda t=t: run_play(t, a.game, a.players, a.seconds, a.tables))),
                ]
            if bgio:
                phases.append(("boardgame.io", [bgio.proc.pid], lambda: run_bgio(bgio, a.seconds, a.tables)))
            if a.phase:
                phases = [p for p in phases if p[0].startswith(tuple(a.phase))]
            warm_up = 0 if a.smoke or a.memory_only else 1
            for rnd in range(warm_up, a.rounds + 1 if a.rounds else 0):  # round 0 warms every path up and is not reported
                rows = []
                for name, pids, fn in phases:
                    res, seconds, cpu = measured(pids, fn)
                    ops, lat = res[:2]
                    if len(res) == 4:  # the phase timed its own window
                        seconds, cpu = res[2:]
                    rows.append(row(name, ops, seconds, cpu, lat))
                if rnd > 0:
                    results.append(rows)
            memory = [] if a.phase else redis_memory(redis.url, red.target, a.game, a.players, recorded,
                                                     a.memory_games)
        finally:
            if bgio:
                bgio.stop()
    print(report(a, results, memory))
    return 0


def _ratio(x: float, y: float) -> str:
    return f"{x / y:.2f}x" if y and y == y and x == x else "-"


def report(a, results: list[list[dict]], memory: list[dict]) -> str:
    out: list[str] = []
    if results:
        out += [f"Python {platform.python_version()}, {platform.machine()}, {os.cpu_count()} cores; game {a.game} "
               f"({a.players} players); {a.rounds} rounds of {a.seconds:g} s per phase; {a.concurrency} in flight for "
               f"floor/submit/next, {a.tables} games x {a.players} seats for play and boardgame.io.", ""]
        out += ["| round | phase | moves/s | p50 ms | p99 ms | server CPU µs/move | vs floor: rate, p99, CPU "
                "| CPU vs boardgame.io | load avg |", "|---|---|---:|---:|---:|---:|---|---:|---:|"]
        for i, rows in enumerate(results, 1):
            floor = rows[0]
            bgio = next((r for r in rows if r["phase"] == "boardgame.io"), None)
            for r in rows:
                vs = "" if r is floor or r["phase"] == "boardgame.io" else \
                    f"{_ratio(r['rate'], floor['rate'])}, {_ratio(r['p99_ms'], floor['p99_ms'])}, " \
                    f"{_ratio(r['cpu_us'], floor['cpu_us'])}"
                vb = _ratio(r["cpu_us"], bgio["cpu_us"]) if bgio and r is not floor else ""
                out.append(f"| {i} | {r['phase']} | {r['rate']:,.0f} | {r['p50_ms']:.2f} | {r['p99_ms']:.2f} | "
                           f"{r['cpu_us']:,.0f} | {vs} | {vb} | {r['load']:.1f} |")
        out += ["", "Medians over the rounds:", "",
                "| phase | moves/s | p99 ms | server CPU µs/move | rate vs floor | p99 vs floor | CPU vs boardgame.io |",
                "|---|---:|---:|---:|---:|---:|---:|"]
        names = [r["phase"] for r in results[0]]
        med = {n: {k: statistics.median(rows[j][k] for rows in results) for k in ("rate", "p99_ms", "cpu_us")}
               for j, n in enumerate(names)}
        for n in names:
            m = med[n]
            out.append(f"| {n} | {m['rate']:,.0f} | {m['p99_ms']:.2f} | {m['cpu_us']:,.0f} | "
                       f"{_ratio(m['rate'], med['floor']['rate'])} | {_ratio(m['p99_ms'], med['floor']['p99_ms'])} | "
                       f"{_ratio(m['cpu_us'], med['boardgame.io']['cpu_us']) if 'boardgame.io' in med else '-'} |")
    out += ["", f"Redis memory per live game ({a.memory_games} games of {a.game}, {a.players} players):", "",
            "| stage | moves played | MEMORY USAGE of its keys | used_memory growth / game | games per GB |",
            "|---|---:|---:|---:|---:|"]
    for m in memory:
        out.append(f"| {m['stage']} | {m['moves']:.0f} | {m['keys_bytes']:,.0f} B | {m['used_bytes']:,.0f} B | "
                   f"{m['per_gb']:,.0f} |")
    return "\n".join(out)


if __name__ == "__main__":
    sys.exit(main())
