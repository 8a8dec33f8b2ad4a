"""`arbiter serve | selfplay | bench`."""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor


def parse_players(spec: str) -> list[int]:
    """"4" -> [4]; "3-7" -> [3..7]; "2,4" -> [2, 4]."""
    out: list[int] = []
    for part in spec.split(","):
        if "-" in part:
            lo, hi = part.split("-", 1)
            out.extend(range(int(lo), int(hi) + 1))
        else:
            out.append(int(part))
    return out


def _parse_options(pairs: list[str]) -> dict[str, str]:
    out = {}
    for p in pairs or []:
        k, _, v = p.partition("=")
        out[k] = v
    return out


# ---------------------------------------------------------------- selfplay


def _selfplay_chunk(args: tuple) -> dict:
    """Play games [start, stop) in process; runs in a worker process for --jobs."""
    game_id, pairs, options, seed, start, stop, checks_name = args
    from arbiter import games
    from arbiter.engine.simulate import Checks, play_random_game

    game = games.get(game_id)
    checks = {"full": Checks.full(), "basic": Checks(), "none": Checks.none()}[checks_name]
    tally = {"completed": 0, "moves": 0, "errors": 0, "samples": []}
    for i in range(start, stop):
        players, variant = pairs[i % len(pairs)]
        r = play_random_game(game, players, seed + i, variant=variant, options=options, checks=checks)
        tally["completed"] += r.finished
        tally["moves"] += r.moves
        tally["errors"] += len(r.errors)
        if r.errors and len(tally["samples"]) < 5:
            tally["samples"].append({"seed": seed + i, "players": r.config.players, "error": r.errors[0][:2000]})
    return tally


def selfplay_in_process(game_id, pairs, options, seed, n, jobs, checks) -> dict:
    chunks = max(1, min(n, jobs * 8))
    bounds = [(n * k // chunks, n * (k + 1) // chunks) for k in range(chunks)]
    work = [(game_id, pairs, options, seed, a, b, checks) for a, b in bounds if b > a]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            parts = list(pool.map(_selfplay_chunk, work))
    else:
        parts = [_selfplay_chunk(w) for w in work]
    total = {"completed": 0, "moves": 0, "errors": 0, "samples": []}
    for p in parts:
        for k in ("completed", "moves", "errors"):
            total[k] += p[k]
        total["samples"].extend(p["samples"])
    return total


def cmd_selfplay(a: argparse.Namespace) -> int:
    from arbiter import games

    game = games.get(a.game)
    if game is None:
        print(f"unknown game {a.game!r}; known: {sorted(games.GAMES)}", file=sys.stderr)
        return 2
    from arbiter.engine import InvalidConfig
    from arbiter.engine.simulate import schedule

    counts = parse_players(a.players) if a.players else list(range(game.min_players, game.max_players + 1))
    try:
        pairs = schedule(game, counts, a.variant or [""])
    except (ValueError, InvalidConfig) as exc:
        print(f"arbiter selfplay: {exc}", file=sys.stderr)
        return 2
    options = _parse_options(a.option)
    t0 = time.perf_counter()
    if a.target:
        from arbiter.selfplay_remote import selfplay_remote

        total = selfplay_remote(a.target, a.game, pairs, options, a.seed, a.games, a.jobs)
    else:
        total = selfplay_in_process(a.game, pairs, options, a.seed, a.games, a.jobs, a.checks)
    seconds = time.perf_counter() - t0
    line = {
        "game": a.game,
        "players": counts[0] if len(counts) == 1 else counts,
        "games": a.games,
        "completed": total["completed"],
        "moves": total["moves"],
        "errors": total["errors"],
        "seconds": round(seconds, 3),
        "moves_per_s": round(total["moves"] / seconds, 1) if seconds else 0.0,
    }
    print(json.dumps(line))
    for s in total["samples"]:
        print(json.dumps({"error_sample": s}), file=sys.stderr)
    return 0 if total["errors"] == 0 and total["completed"] == a.games else 1


# ---------------------------------------------------------------- serve


def cmd_serve(a: argparse.Namespace) -> int:
    from arbiter.api.server import serve_forever

    return serve_forever(a)


# ---------------------------------------------------------------- main


def build_parser() -> argparse.ArgumentParser:
    env = os.environ.get
    p = argparse.ArgumentParser(prog="arbiter", description="Rules-adjudication service for board games.")
    sub = p.add_subparsers(dest="command", required=True)

    s = sub.add_parser("serve", help="run the gRPC service (memory store unless --redis-url)")
    s.add_argument("--host", default=env("ARBITER_HOST", "[::]"))
    s.add_argument("--port", type=int, default=int(env("ARBITER_PORT", "50051")))
    s.add_argument("--http-port", type=int, default=int(env("ARBITER_HTTP_PORT", "8080")),
                   help="REST/JSON face (0 = off)")
    s.add_argument("--metrics-port", type=int, default=int(env("ARBITER_METRICS_PORT", "9090")),
                   help="Prometheus metrics (0 = off)")
    s.add_argument("--redis-url", default=env("ARBITER_REDIS_URL", ""),
                   help="Redis URL (redis://host:port/db); empty = in-memory store")
    s.add_argument("--game-ttl", type=int, default=int(env("ARBITER_GAME_TTL", str(7 * 24 * 3600))),
                   help="seconds a game is kept after its last move")
    s.add_argument("--token-secret", default=env("ARBITER_TOKEN_SECRET", ""),
                   help="HMAC key for seat tokens (required when replicas share a store)")
    s.add_argument("--workers", type=int, default=int(env("ARBITER_WORKERS", "1")),
                   help="processes sharing the port with SO_REUSEPORT (needs --redis-url when > 1)")
    s.add_argument("--max-message-bytes", type=int, default=int(env("ARBITER_MAX_MESSAGE_BYTES", str(1 << 20))))
    s.add_argument("--max-connection-age", type=float, default=float(env("ARBITER_MAX_CONNECTION_AGE", "300")),
                   help="seconds before a client connection is asked to reconnect (rebalancing)")
    s.add_argument("--grace", type=float, default=float(env("ARBITER_GRACE", "10")),
                   help="seconds to finish in-flight requests on shutdown")
    s.add_argument("--drain-delay", type=float, default=float(env("ARBITER_DRAIN_DELAY", "0")),
                   help="seconds to keep serving after health turns NOT_SERVING on SIGTERM (set ~5 behind a load balancer)")
    s.add_argument("--rate-limit", type=float, default=float(env("ARBITER_RATE_LIMIT", "0")),
                   help="requests per second per seat token (0 = unlimited)")
    s.add_argument("--max-watchers", type=int, default=int(env("ARBITER_MAX_WATCHERS", "50000")),
                   help="WatchGame streams one process holds in all")
    s.add_argument("--max-watchers-per-game", type=int, default=int(env("ARBITER_MAX_WATCHERS_PER_GAME", "5000")))
    s.add_argument("--max-watchers-per-connection", type=int,
                   default=int(env("ARBITER_MAX_WATCHERS_PER_CONNECTION", "1000")),
                   help="WatchGame streams per client connection (a gRPC connection carries at most 1000 streams)")
    s.add_argument("--log-level", default=env("ARBITER_LOG_LEVEL", "INFO"))
    s.set_defaults(func=cmd_serve)

    sp = sub.add_parser("selfplay", help="play seeded games by random legal moves")
    sp.add_argument("--game", required=True)
    sp.add_argument("--players", default="", help='"4", "3-7" or "2,4" (cycled); default all counts')
    sp.add_argument("--variant", action="append", help="variant name (repeatable, cycled)")
    sp.add_argument("--option", action="append", help="NAME=VALUE game option (repeatable)")
    sp.add_argument("--games", type=int, default=1)
    sp.add_argument("--seed", type=int, default=1)
    sp.add_argument("--jobs", type=int, default=1, help="worker processes (or concurrent clients with --target)")
    sp.add_argument("--checks", choices=["full", "basic", "none"], default="basic",
                    help="full: also try every listed move; basic: invariants, round trip, views; none: speed")
    sp.add_argument("--target", default="", help="HOST:PORT of a running service; default in process")
    sp.set_defaults(func=cmd_selfplay)
    return p


def main(argv: list[str] | None = None) -> int:
    a = build_parser().parse_args(argv)
    return a.func(a)


if __name__ == "__main__":
    sys.exit(main())
