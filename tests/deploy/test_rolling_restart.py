"""No call lost to a restart. Every replica of the local stack
is restarted in turn (`stack restart N`: drain, start again) while both
shipped clients play through the gateway: the Python client over gRPC and the
TypeScript client over gRPC and REST, each game with a spectator watching
from version 1. Only the clients' own retries run (request ids make a re-sent
move safe): afterwards no call has failed, every spectator saw every version
once, in order, and each game's log in Redis holds each move once. The gateway is then reloaded (SIGHUP) under
the same load: keep-alive connections it closes cost no call either."""
from __future__ import annotations

import json
import os
import pathlib
import shutil
import signal
import subprocess
import threading
import time

import pytest

from arbiter.store.redis import RedisStore
from arbiter import games
from arbiter.referee import history_entry
from arbiter_client import Arbiter, ArbiterError

ROOT = pathlib.Path(__file__).resolve().parents[2]
TS_DIST = ROOT / "clients/typescript/dist/src/node.js"


class PythonLoad:
    """Python-client players (sync client, one thread each), each game with a
    spectator thread on `watch(1)`; failures are counted, never retried here."""

    def __init__(self, target: str, players: int = 2):
        self.target, self.stop = target, threading.Event()
        self.moves, self.failed, self.watch_problems = 0, [], []
        self.game_moves: dict[str, int] = {}  # game id -> moves the players saw accepted
        self.threads = [threading.Thread(target=self.play, args=(700 + i,), daemon=True) for i in range(players)]
        self.lock = threading.Lock()

    def start(self) -> "PythonLoad":
        for t in self.threads:
            t.start()
        return self

    def finish(self) -> None:
        self.stop.set()
        for t in self.threads:
            t.join(60)

    def play(self, seed: int) -> None:
        with Arbiter(self.target) as client:
            while not self.stop.is_set():
                try:
                    game = client.create_game("nottingham", 3, seed=seed)
                except ArbiterError as err:
                    self.failed.append(f"create_game: {err.code.name} {err}")
                    return
                seed += 1
                self.game_moves[game.game_id] = 0
                seen: list[int] = []
                done = threading.Event()
                watcher = threading.Thread(target=self.watch, args=(game.spectator, seen, done), daemon=True)
                watcher.start()
                version = 0
                try:
                    for _ in range(60):
                        if self.stop.is_set():
                            break
                        for seat in game.seats:
                            move = seat.suggested_move()
                            if move is not None:
                                version = seat.submit(move).version
                                with self.lock:
                                    self.moves += 1
                                self.game_moves[game.game_id] += 1
                                break
                        else:
                            break  # finished
                except ArbiterError as err:
                    self.failed.append(f"play: {err.code.name} {err}")
                # The spectator catches up with the last version; its stream ends with the client.
                for _ in range(600):
                    if seen and seen[-1] >= version:
                        break
                    time.sleep(0.025)
                done.set()
                if seen[:version] != list(range(1, version + 1)):
                    self.watch_problems.append(f"{game.game_id}: saw {seen[-3:]} of {version}")

    def watch(self, spectator, seen: list[int], done: threading.Event) -> None:
        try:
            for entry in spectator.watch(1):
                seen.append(entry.version)
        except (ArbiterError, ValueError) as err:  # ValueError: the channel closed after play
            if not done.is_set():
                self.failed.append(f"watch: {err}")


def test_a_rolling_restart_fails_no_call(make_stack, tmp_path):
    if shutil.which("node") is None or not (TS_DIST.parents[2] / "node_modules").exists():
        pytest.fail("Node or the TypeScript client's packages are missing: run scripts/setup test")
    sources = (TS_DIST.parents[2] / "src").rglob("*.ts")
    if not TS_DIST.exists() or max(p.stat().st_mtime for p in sources) > TS_DIST.stat().st_mtime:
        subprocess.run(["npm", "run", "build", "--silent"], cwd=TS_DIST.parents[2], check=True, timeout=300)
    stack = make_stack(replicas=2, extra_args=["--grace", "2", "--drain-delay", "1"])
    stop_file = tmp_path / "stop"
    env = {**os.environ, "ARBITER_GRPC": stack.grpc_target, "ARBITER_HTTP": stack.http_url,
           "ARBITER_STOP_FILE": str(stop_file)}
    ts = subprocess.Popen(["node", str(ROOT / "tests/deploy/rolling_load.mjs")], env=env, cwd=ROOT,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    py = PythonLoad(stack.grpc_target).start()
    try:
        _wait_for_moves(py, 20)
        for r in stack.replicas:  # the rolling restart, as the operator runs it
            moves = py.moves
            stack.restart_replica(r.index)
            _wait_for_moves(py, moves + 20)  # traffic reaches the restarted replica before the next one goes
        # A gateway reload (new config, new nginx version): its old workers close
        # every idle keep-alive connection, and the clients carry on.
        os.kill(stack.nginx_pid, signal.SIGHUP)
        _wait_for_moves(py, py.moves + 40)
    finally:
        stop_file.touch()
        py.finish()
        out, err = ts.communicate(timeout=120)
    assert ts.returncode == 0, err[-3000:]
    ts_summary = json.loads(out.strip().splitlines()[-1])
    print("python:", py.moves, "moves; typescript:", ts_summary)
    assert py.failed == [] and py.watch_problems == []
    assert ts_summary["failed"] == {} and ts_summary["watchProblems"] == []
    assert ts_summary["moves"] > 0 and py.moves > 0
    _no_doubled_move(stack, py.game_moves)


def _wait_for_moves(load: PythonLoad, n: int) -> None:
    while load.moves < n:
        if not any(t.is_alive() for t in load.threads):
            raise AssertionError(f"the Python players stopped: {load.failed[:5]}")
        load.stop.wait(0.05)


def _no_doubled_move(stack, game_moves: dict[str, int]) -> None:
    """Each game's log in Redis holds as many moves as the players saw
    accepted (version 1 is the creation), versions contiguous."""
    import asyncio

    game = games.get("nottingham")

    async def check() -> None:
        store = RedisStore(stack.redis_url, 3600)
        try:
            for gid, moves in game_moves.items():
                stored = await store.load(gid)
                entries = [history_entry(game, r) for r in await store.history(gid, 1, 1_000_000)]
                assert stored.version == moves + 1, f"{gid}: a move lost or applied twice"
                assert [e.version for e in entries] == list(range(1, moves + 2)), gid
        finally:
            await store.close()

    asyncio.run(check())
