#!/usr/bin/env python3
"""Load test: a mixed workload of real games over gRPC, bounded in time and
count, loopback only.

Each concurrent game slot plays games of every game the target serves
(ListGames, round robin), one after another: CreateGame, then per move
ListLegalMoves and SubmitMove for a pending seat (random legal move, request
id and expected version; UNAVAILABLE re-sent and ABORTED re-based under the
same request id, as a client should), GetGame every few moves, and a
spectator WatchGame stream that follows the game (its delivery latency is the
time from sending a SubmitMove to the watcher receiving that version). Before
the workload, the no-op floor (grpc.health.v1 Health/Check) is measured on the
same target with the same clients, so each result stands beside it.

    python bench/load.py --target 127.0.0.1:50051 [--duration 20] [--games 32] [--clients 2]
    python bench/load.py --matrix [--rounds 3] [--duration 20]   # local stacks; the RESULTS tables

With --matrix each setup (one replica direct, one through nginx, two through
nginx) runs on a fresh local stack (deploy/local), and besides throughput and
latency the tool reports the CPU each process spent per request (replicas,
nginx and Redis from /proc, the clients from their own clock), which on a
shared machine is much steadier than requests per second.

`--clients` is the number of client processes (each one gRPC channel and one
event loop; the client is Python too and needs cores of its own), `--games`
the concurrent games over all of them.
"""
from __future__ import annotations

import argparse
import asyncio
import collections
import ipaddress
import json
import multiprocessing
import os
import pathlib
import platform
import random
import socket
import sys
import tempfile
import time
import uuid
from dataclasses import dataclass, field

import grpc
from grpc_health.v1 import health_pb2, health_pb2_grpc

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from arbiter.v1 import arbiter_pb2 as api  # noqa: E402
from arbiter.v1 import arbiter_pb2_grpc  # noqa: E402
from bench.service import percentile  # noqa: E402

# Hard bounds, whatever the flags say: a load test stops by itself.
MAX_DURATION_S = 600
MAX_GAMES_TOTAL = 100_000
# Re-sends after UNAVAILABLE, backing off 50 ms, 100 ms, ... (about 3 s in all):
# long enough for the gateway to find a live replica.
RETRIES = 6


@dataclass
class Tally:
    """What one client saw: latencies (seconds) by RPC, errors by "RPC CODE"."""

    lat: dict[str, list[float]] = field(default_factory=lambda: collections.defaultdict(list))
    errors: collections.Counter = field(default_factory=collections.Counter)
    moves: int = 0
    games_created: int = 0
    games_finished: int = 0
    cpu_s: float = 0.0  # the client processes' own CPU time for this phase

    def merge(self, other: "Tally") -> None:
        for k, v in other.lat.items():
            self.lat[k].extend(v)
        self.errors.update(other.errors)
        self.moves += other.moves
        self.games_created += other.games_created
        self.games_finished += other.games_finished
        self.cpu_s += other.cpu_s

    def to_dict(self) -> dict:
        return {"lat": dict(self.lat), "errors": dict(self.errors), "moves": self.moves,
                "games_created": self.games_created, "games_finished": self.games_finished, "cpu_s": self.cpu_s}

    @classmethod
    def from_dict(cls, d: dict) -> "Tally":
        t = cls(moves=d["moves"], games_created=d["games_created"], games_finished=d["games_finished"],
                cpu_s=d["cpu_s"])
        for k, v in d["lat"].items():
            t.lat[k].extend(v)
        t.errors.update(d["errors"])
        return t


@dataclass
class Played:
    """One game as the client played it: the moves it made, in order."""

    game: str
    game_id: str
    players: int
    seed: int
    moves: list = field(default_factory=list)  # [(seat, Any move)]
    finished: bool = False
    watched: list = field(default_factory=list)  # versions the spectator stream delivered


def require_loopback(target: str) -> None:
    host = target.rsplit(":", 1)[0].strip("[]")
    for info in socket.getaddrinfo(host, None):
        if not ipaddress.ip_address(info[4][0]).is_loopback:
            raise SystemExit(f"refusing {target}: the load test targets loopback addresses only")


def bearer(token: str) -> list[tuple[str, str]]:
    return [("authorization", f"Bearer {token}")]


def _current_version(err: grpc.aio.AioRpcError) -> int | None:
    from google.rpc import error_details_pb2
    from grpc_status import rpc_status

    status = rpc_status.from_call(err)
    for d in status.details if status else ():
        info = error_details_pb2.ErrorInfo()
        if d.Unpack(info) and "current_version" in info.metadata:
            return int(info.metadata["current_version"])
    return None


# A replica that dies or drains under the gateway ends calls in flight as
# UNAVAILABLE, or as CANCELLED when the stream is reset (this client never
# cancels its own calls that way). Both are re-sent as they were.
RESEND = (grpc.StatusCode.UNAVAILABLE, grpc.StatusCode.CANCELLED)


async def timed(tally: Tally, rpc: str, fn, request, metadata=None, timeout: float = 10.0):
    """One call, its latency recorded; re-sent unchanged after UNAVAILABLE or
    CANCELLED (see RESEND), every failure counted."""
    for attempt in range(RETRIES + 1):
        t0 = time.perf_counter()
        try:
            res = await fn(request, metadata=metadata, timeout=timeout)
        except grpc.aio.AioRpcError as err:
            tally.errors[f"{rpc} {err.code().name}"] += 1
            if err.code() in RESEND and attempt < RETRIES:
                await asyncio.sleep(0.05 * 2 ** attempt)
                continue
            raise
        tally.lat[rpc].append(time.perf_counter() - t0)
        return res
    raise AssertionError("unreachable")


async def submit(stub, tally: Tally, game_id: str, move, version: int, token: str,
                 sent: dict) -> api.SubmitMoveResponse:
    """SubmitMove with an idempotency key: a re-send after UNAVAILABLE or
    ABORTED gets the first answer if the move was applied, never a second move."""
    req = api.SubmitMoveRequest(game_id=game_id, move=move, expected_version=version, request_id=uuid.uuid4().hex)
    for _ in range(RETRIES + 1):
        sent.setdefault(req.expected_version + 1, time.perf_counter())
        try:
            return await timed(tally, "SubmitMove", stub.SubmitMove, req, bearer(token))
        except grpc.aio.AioRpcError as err:
            current = _current_version(err) if err.code() == grpc.StatusCode.ABORTED else None
            if current is None:
                raise
            req.expected_version = current
    raise RuntimeError(f"SubmitMove still ABORTED after {RETRIES} re-sends")


async def watch(stub, tally: Tally, played: Played, sent: dict) -> None:
    """A spectator following the game from version 1; re-watches from the
    next version when the stream breaks (a replica died)."""
    next_version = 1
    for _ in range(RETRIES + 1):
        try:
            async for update in stub.WatchGame(api.WatchGameRequest(game_id=played.game_id, from_version=next_version)):
                v = update.entry.version
                played.watched.append(v)
                next_version = v + 1
                if v in sent:
                    tally.lat["WatchGame delivery"].append(time.perf_counter() - sent.pop(v))
                if update.entry.status == api.GAME_STATUS_FINISHED:
                    return
            # The server ends a stream only with the game; nginx ends it quietly
            # when the replica behind it dies.
            tally.errors["WatchGame ended early"] += 1
        except grpc.aio.AioRpcError as err:
            tally.errors[f"WatchGame {err.code().name}"] += 1
            # A stream broken under the gateway (the replica died) ends as
            # UNAVAILABLE or, reset by nginx, as INTERNAL: resume from the next
            # version, which is always safe for a reader.
            if err.code() not in (*RESEND, grpc.StatusCode.INTERNAL):
                return  # counted; the game goes on without its spectator
            await asyncio.sleep(0.05)


async def play_game(stub, tally: Tally, game: api.GameInfo, players: int, seed: int, max_moves: int,
                    deadline: float, view_every: int = 4, spectate: bool = True, think: float = 0.0,
                    stop: asyncio.Event | None = None) -> Played:
    """One game of random legal moves through the API (see the module doc),
    `think` seconds between moves, until it ends, `max_moves`, `deadline` or
    `stop` (checked between moves, so every move sent is recorded)."""
    created = await timed(tally, "CreateGame", stub.CreateGame,
                          api.CreateGameRequest(game=game.game, players=players, seed=seed))
    tally.games_created += 1
    played = Played(game.game, created.game_id, players, seed)
    tokens = {s.seat: s.token for s in created.seats}
    chooser = random.Random(seed)
    sent: dict[int, float] = {}
    watcher = asyncio.create_task(watch(stub, tally, played, sent)) if spectate else None
    view = created.view
    try:
        while (view.status == api.GAME_STATUS_ACTIVE and len(played.moves) < max_moves
               and time.perf_counter() < deadline and not (stop and stop.is_set())):
            seat = chooser.choice(sorted({d.seat for d in view.pending}))
            if len(played.moves) % view_every == 0:
                view = (await timed(tally, "GetGame", stub.GetGame, api.GetGameRequest(game_id=played.game_id),
                                    bearer(tokens[seat]))).view
            legal = await timed(tally, "ListLegalMoves", stub.ListLegalMoves,
                                api.ListLegalMovesRequest(game_id=played.game_id), bearer(tokens[seat]))
            if not legal.moves:
                raise RuntimeError(f"{game.game} {played.game_id}: seat {seat} is pending but has no legal move")
            # The game's own random player (realistic game lengths, e.g. Hansa Teutonica).
            move = legal.moves[legal.suggested] if legal.HasField("suggested") else chooser.choice(list(legal.moves))
            res = await submit(stub, tally, played.game_id, move, legal.version, tokens[seat], sent)
            played.moves.append((seat, move))
            tally.moves += 1
            view = res.view
            if think:
                await asyncio.sleep(think)
        played.finished = view.status == api.GAME_STATUS_FINISHED
        tally.games_finished += played.finished
        if watcher is not None:
            # The stream ends with the game; a game cut short is followed to its last version.
            final = len(played.moves) + 1
            for _ in range(200):
                if watcher.done() or (played.watched and played.watched[-1] >= final):
                    break
                await asyncio.sleep(0.025)
    finally:
        if watcher is not None and not watcher.done():
            watcher.cancel()
            try:
                await watcher
            except asyncio.CancelledError:
                pass
    return played


def player_counts(g: api.GameInfo) -> list[int]:
    return list(range(g.min_players, g.max_players + 1))


async def run_games(target: str, concurrent: int, duration: float, max_games: int, max_moves: int, seed: int,
                    tally: Tally, keep: list | None = None) -> None:
    """`concurrent` slots, each playing games until the time or the count runs out."""
    deadline = time.perf_counter() + min(duration, MAX_DURATION_S)
    max_games = min(max_games, MAX_GAMES_TOTAL)
    async with grpc.aio.insecure_channel(target) as channel:
        stub = arbiter_pb2_grpc.ArbiterStub(channel)
        catalog = list((await stub.ListGames(api.ListGamesRequest(), timeout=10)).games)
        if not catalog:
            raise SystemExit(f"{target} serves no game")
        started = 0

        async def slot() -> None:
            nonlocal started
            while time.perf_counter() < deadline and started < max_games:
                n = started
                started += 1
                g = catalog[n % len(catalog)]
                counts = player_counts(g)
                players = counts[(n // len(catalog)) % len(counts)]
                played = await play_game(stub, tally, g, players, seed + n, max_moves, deadline)
                if keep is not None:
                    keep.append(played)

        await asyncio.gather(*(slot() for _ in range(max(1, concurrent))))


async def run_floor(target: str, concurrent: int, duration: float, tally: Tally) -> None:
    """The no-op RPC on the same server stack, as many calls in flight as games."""
    deadline = time.perf_counter() + min(duration, MAX_DURATION_S)
    async with grpc.aio.insecure_channel(target) as channel:
        stub = health_pb2_grpc.HealthStub(channel)
        req = health_pb2.HealthCheckRequest()

        async def worker() -> None:
            while time.perf_counter() < deadline:
                await timed(tally, "Health/Check", stub.Check, req)

        await asyncio.gather(*(worker() for _ in range(max(1, concurrent))))


def _client(args: tuple) -> tuple[dict, dict]:
    """One client process: the floor, then the workload (either may be 0 s)."""
    target, concurrent, floor_s, duration, max_games, max_moves, seed = args
    floor, work = Tally(), Tally()
    if floor_s > 0:
        t0 = time.process_time()
        asyncio.run(run_floor(target, concurrent, floor_s, floor))
        floor.cpu_s = time.process_time() - t0
    if duration > 0:
        t0 = time.process_time()
        asyncio.run(run_games(target, concurrent, duration, max_games, max_moves, seed, work))
        work.cpu_s = time.process_time() - t0
    return floor.to_dict(), work.to_dict()


def run(target: str, duration: float = 20, games: int = 32, clients: int = 2, max_games: int = 10_000,
        max_moves: int = 200, floor_seconds: float | None = None, seed: int = 1, warmup: float = 2.0) -> dict:
    """The whole measurement; returns the summary (see summarize)."""
    require_loopback(target)
    clients = max(1, min(clients, games))
    floor_s = duration / 2 if floor_seconds is None else floor_seconds
    per = [games // clients + (i < games % clients) for i in range(clients)]
    if warmup > 0:  # connections, code paths and Redis scripts warmed, not measured
        asyncio.run(run_games(target, min(games, 4), warmup, 8, 20, seed + 10_000_000, Tally()))
    jobs = [(target, per[i], floor_s, duration, max(1, max_games // clients), max_moves, seed + i * 1_000_000)
            for i in range(clients)]
    t0 = time.perf_counter()
    if clients == 1:
        parts = [_client(jobs[0])]
    else:
        with multiprocessing.get_context("spawn").Pool(clients) as pool:
            parts = pool.map(_client, jobs)
    wall = time.perf_counter() - t0
    floor, work = Tally(), Tally()
    for f, w in parts:
        floor.merge(Tally.from_dict(f))
        work.merge(Tally.from_dict(w))
    return summarize(target, floor, floor_s, work, duration, games, clients, wall)


def _stats(xs: list[float]) -> dict:
    if not xs:  # nothing measured (a 0 s floor): no percentiles, and valid JSON
        return {"n": 0, "p50_ms": None, "p95_ms": None, "p99_ms": None}
    return {"n": len(xs), "p50_ms": round(percentile(xs, 50) * 1000, 2), "p95_ms": round(percentile(xs, 95) * 1000, 2),
            "p99_ms": round(percentile(xs, 99) * 1000, 2)}


def summarize(target: str, floor: Tally, floor_s: float, work: Tally, duration: float, games: int, clients: int,
              wall: float) -> dict:
    unary = [x for k, v in work.lat.items() if k != "WatchGame delivery" for x in v]
    checks = floor.lat["Health/Check"]
    out = {
        "target": target, "duration_s": duration, "games": games, "clients": clients, "wall_s": round(wall, 1),
        "floor": {"rps": round(len(checks) / floor_s, 1) if floor_s else None, **_stats(checks),
                  "client_cpu_ms": round(floor.cpu_s * 1000 / len(checks), 3) if checks else None},
        "workload": {"rps": round(len(unary) / duration, 1) if duration else None,
                     "moves_per_s": round(work.moves / duration, 1) if duration else None,
                     "games_created": work.games_created, "games_finished": work.games_finished, **_stats(unary),
                     "client_cpu_ms": round(work.cpu_s * 1000 / len(unary), 3) if unary else None},
        "rpcs": {k: _stats(v) for k, v in sorted(work.lat.items())},
        "errors": dict(sorted((floor.errors + work.errors).items())),
    }
    out["workload"]["vs_floor"] = vs_floor(out)
    return out


def vs_floor(s: dict) -> float | None:
    w, f = s["workload"]["rps"], s["floor"]["rps"]
    return round(w / f, 3) if w and f else None


def unexpected_errors(summary: dict) -> dict:
    """Errors other than the ABORTED conflicts a client re-bases and re-sends."""
    return {k: v for k, v in summary["errors"].items() if not k.endswith(" ABORTED")}


# ---------------------------------------------------------------- the matrix


def _proc_tree(pid: int) -> list[int]:
    out, todo = [], [pid]
    while todo:
        p = todo.pop()
        out.append(p)
        for task in pathlib.Path(f"/proc/{p}/task").glob("*/children"):
            todo.extend(int(c) for c in task.read_text().split())
    return out


def usage(pid: int) -> tuple[float, float]:
    """(CPU seconds so far, resident MiB) of a process and its children (Linux /proc)."""
    tick, cpu, rss = os.sysconf("SC_CLK_TCK"), 0.0, 0.0
    for p in _proc_tree(pid):
        try:
            fields = pathlib.Path(f"/proc/{p}/stat").read_text().rsplit(")", 1)[1].split()
            cpu += (int(fields[11]) + int(fields[12])) / tick
            rss += int(fields[21]) * os.sysconf("SC_PAGE_SIZE") / 2**20
        except (OSError, IndexError):
            pass
    return cpu, rss


def matrix(duration: float, games: int, clients: int, max_moves: int, rounds: int = 1) -> list[tuple[str, dict]]:
    """The deployment comparisons for bench/RESULTS.md, each on a fresh local
    stack: one replica straight and through the gateway, two replicas through
    the gateway. Each result also says what the server side used: CPU cores
    (averaged over the run: floor and workload) and resident memory."""
    results = []
    setups = [(1, "replica"), (1, "gateway"), (2, "gateway")]
    # Rounds alternate the order, so a slow spell on the shared machine does not
    # always land on the same setup.
    for round_ in range(rounds):
        for replicas, via in (setups if round_ % 2 == 0 else setups[::-1]):
            results.append(_measure(replicas, via, duration, games, clients, max_moves,
                                    f" (round {round_ + 1})" if rounds > 1 else ""))
    return results


def _measure(replicas: int, via: str, duration: float, games: int, clients: int, max_moves: int,
             suffix: str) -> tuple[str, dict]:
    """One setup on a fresh stack: the workload, then the floor, each with
    the CPU every process spent on it (server side from /proc, client side
    from the clients themselves) per request: CPU per request is far less
    disturbed by other work on the machine than requests per second."""
    from deploy.local.stack import Stack

    with tempfile.TemporaryDirectory(prefix="arbiter-load-") as d:
        stack = Stack.up(pathlib.Path(d), replicas=replicas, grpc_port=0, http_port=0)
        try:
            target = stack.grpc_target if via == "gateway" else stack.replicas[0].target
            label = (f"{replicas} replica{'s' if replicas > 1 else ''}, "
                     f"{'through nginx' if via == 'gateway' else 'direct'}{suffix}")
            print(f"== {label} ({target})", file=sys.stderr)
            procs = {f"replica {r.index}": r.pid for r in stack.replicas}
            procs.update({"nginx": stack.nginx_pid, "redis": stack.redis_pid})

            def measured(**kw) -> tuple[dict, dict, float]:
                before = {k: usage(p)[0] for k, p in procs.items()}
                t0 = time.perf_counter()
                s = run(target, games=games, clients=clients, max_moves=max_moves, **kw)
                wall = time.perf_counter() - t0
                return s, {k: usage(p)[0] - before[k] for k, p in procs.items()}, wall

            load_before = os.getloadavg()[0]
            s, cpu, wall = measured(duration=duration, floor_seconds=0)
            f, fcpu, _ = measured(duration=0, floor_seconds=duration / 2, warmup=0)
            # The machine's 1-minute load average around the runs: others share these cores.
            s["loadavg"] = [round(load_before, 1), round(os.getloadavg()[0], 1)]
            s["floor"] = f["floor"]
            s["errors"] = dict(sorted((collections.Counter(s["errors"]) + collections.Counter(f["errors"])).items()))
            s["workload"]["vs_floor"] = vs_floor(s)
            s["server"] = {k: {"cores": round(cpu[k] / wall, 2), "rss_mib": round(usage(p)[1], 1),
                               "cpu_ms": round(cpu[k] * 1000 / max(1, s["workload"]["n"]), 3),
                               "floor_cpu_ms": round(fcpu[k] * 1000 / max(1, f["floor"]["n"]), 3)}
                           for k, p in procs.items()}
            return label, s
        finally:
            stack.down()


def _num(x: float | None, spec: str) -> str:
    """A table cell: '-' for what was not measured (a 0 s floor or workload)."""
    return "-" if x is None or x != x else format(x, spec)


def table(results: list[tuple[str, dict]]) -> str:
    lines = ["| setup | floor rps | workload rps | vs floor | moves/s | p50 ms | p95 ms | p99 ms | "
             "floor p50/p99 ms | errors | load avg |",
             "|---|---:|---:|---:|---:|---:|---:|---:|---|---|---|"]
    for label, s in results:
        w, f = s["workload"], s["floor"]
        errs = ", ".join(f"{k}: {v}" for k, v in s["errors"].items()) or "0"
        lines.append(f"| {label} | {_num(f['rps'], ',.0f')} | {_num(w['rps'], ',.0f')} | "
                     f"{_num(w['vs_floor'], '.2f')} | "
                     f"{_num(w['moves_per_s'], ',.0f')} | "
                     f"{_num(w['p50_ms'], '.1f')} | {_num(w['p95_ms'], '.1f')} | {_num(w['p99_ms'], '.1f')} | "
                     f"{_num(f['p50_ms'], '.1f')} / {_num(f['p99_ms'], '.1f')} | {errs} | "
                     f"{'→'.join(str(x) for x in s.get('loadavg', [])) or '-'} |")
    procs = sorted({k for _, s in results for k in s.get("server", {})})
    if procs:  # what each process spent (--matrix): CPU ms per request, workload (floor)
        lines += ["", "| setup | " + " | ".join(f"{k} CPU ms/req" for k in procs)
                  + " | clients CPU ms/req | all CPU ms/req | cores used, replicas | MiB, replicas |",
                  "|---|" + "---:|" * (len(procs) + 4)]
        for label, s in results:
            srv, w, f = s["server"], s["workload"], s["floor"]
            total = sum(v["cpu_ms"] for v in srv.values()) + w["client_cpu_ms"]
            ftotal = sum(v["floor_cpu_ms"] for v in srv.values()) + f["client_cpu_ms"]
            reps = [k for k in procs if k.startswith("replica") and k in srv]
            lines.append(
                f"| {label} | " + " | ".join(
                    f"{srv[k]['cpu_ms']:.2f} ({srv[k]['floor_cpu_ms']:.2f})" if k in srv else "-" for k in procs)
                + f" | {w['client_cpu_ms']:.2f} ({f['client_cpu_ms']:.2f}) | {total:.2f} ({ftotal:.2f}) | "
                + " + ".join(f"{srv[k]['cores']:.2f}" for k in reps) + " | "
                + " + ".join(f"{srv[k]['rss_mib']:.0f}" for k in reps) + " |")
    return "\n".join(lines)


def rpc_table(s: dict) -> str:
    lines = ["| RPC | calls | p50 ms | p95 ms | p99 ms |", "|---|---:|---:|---:|---:|"]
    for k, v in s["rpcs"].items():
        lines.append(f"| {k} | {v['n']:,} | {v['p50_ms']:.1f} | {v['p95_ms']:.1f} | {v['p99_ms']:.1f} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--target", help="HOST:PORT of a running service or gateway (loopback only)")
    ap.add_argument("--matrix", action="store_true", help="start local stacks and compare (see matrix())")
    ap.add_argument("--duration", type=float, default=20.0, help=f"seconds of workload (at most {MAX_DURATION_S})")
    ap.add_argument("--floor-seconds", type=float, default=None, help="seconds of floor (default: duration/2)")
    ap.add_argument("--games", type=int, default=32, help="concurrent games, over all clients")
    ap.add_argument("--clients", type=int, default=2, help="client processes")
    ap.add_argument("--max-games", type=int, default=10_000, help="games started at most")
    ap.add_argument("--max-moves", type=int, default=200, help="moves per game at most (then a new game)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rounds", type=int, default=1, help="with --matrix: repeat it, alternating the order")
    ap.add_argument("--json", type=pathlib.Path, help="also write the summary (or the matrix) here")
    a = ap.parse_args(argv)
    header = (f"Python {platform.python_version()} on {platform.machine()} ({os.cpu_count()} cores, shared), "
              f"{a.duration:g} s workload after "
              f"{a.floor_seconds if a.floor_seconds is not None else a.duration / 2:g} s "
              f"floor, {a.games} concurrent games over {a.clients} client processes, "
              f"at most {a.max_moves} moves a game")
    if a.matrix:
        results = matrix(a.duration, a.games, a.clients, a.max_moves, a.rounds)
        print(header + "\n\n" + table(results))
        for label, s in results:
            print(f"\n{label}:\n\n{rpc_table(s)}")
        if a.json:
            a.json.write_text(json.dumps(dict(results), indent=2) + "\n")
        return 0 if not any(unexpected_errors(s) for _, s in results) else 1
    if not a.target:
        ap.error("--target or --matrix")
    s = run(a.target, a.duration, a.games, a.clients, a.max_games, a.max_moves, a.floor_seconds, a.seed)
    print(json.dumps(s if a.json is None else {k: v for k, v in s.items() if k != "rpcs"}))
    print(header + "\n\n" + table([(a.target, s)]) + "\n\n" + rpc_table(s), file=sys.stderr)
    if a.json:
        a.json.write_text(json.dumps(s, indent=2) + "\n")
    return 0 if not unexpected_errors(s) else 1


if __name__ == "__main__":
    sys.exit(main())
