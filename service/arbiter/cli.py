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
    game_id, pairs, options, seed, start, stop, checks_name, edition, edition_dir = args
    from arbiter import games
    from arbiter.api.server import load_editions

    if edition_dir and edition not in games.get(game_id).editions.by_id:
        load_editions(edition_dir)  # a worker process starts with the built-in editions only
    from arbiter.engine.simulate import Checks, play_random_game

    game = games.get(game_id)
    checks = {"full": Checks.full(), "basic": Checks(), "none": Checks.none()}[checks_name]
    tally = {"completed": 0, "moves": 0, "errors": 0, "samples": []}
    for i in range(start, stop):
        players, variant = pairs[i % len(pairs)]
        r = play_random_game(game, players, seed + i, variant=variant, options=options, checks=checks,
                             edition=edition)
        tally["completed"] += r.finished
        tally["moves"] += r.moves
        tally["errors"] += len(r.errors)
        if r.errors and len(tally["samples"]) < 5:
            tally["samples"].append({"seed": seed + i, "players": r.config.players, "error": r.errors[0][:2000]})
    return tally


def selfplay_in_process(game_id, pairs, options, seed, n, jobs, checks, edition="", edition_dir="") -> dict:
    chunks = max(1, min(n, jobs * 8))
    bounds = [(n * k // chunks, n * (k + 1) // chunks) for k in range(chunks)]
    work = [(game_id, pairs, options, seed, a, b, checks, edition, edition_dir) for a, b in bounds if b > a]
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

        total = selfplay_remote(a.target, a.game, pairs, options, a.seed, a.games, a.jobs, a.edition)
    else:
        from arbiter.api.server import load_editions

        if not load_editions(a.edition_dir):
            return 2
        total = selfplay_in_process(a.game, pairs, options, a.seed, a.games, a.jobs, a.checks, a.edition,
                                    a.edition_dir)
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


# ---------------------------------------------------------------- edition


def _edition_game(game_id: str):
    from arbiter import games

    game = games.get(game_id)
    if game is None or game.Rules is None:
        with_editions = sorted(g for g, v in games.GAMES.items() if v.Rules is not None)
        print(f"arbiter edition: no game {game_id!r} with editions; known: {with_editions}", file=sys.stderr)
    return game if game is not None and game.Rules is not None else None


def cmd_edition_export(a: argparse.Namespace) -> int:
    from arbiter.engine.editions import InvalidEdition, UnknownEdition, to_file_json

    from arbiter.api.server import load_editions

    game = _edition_game(a.game)
    if game is None or not load_editions(a.edition_dir):
        return 2
    try:
        edition = game.editions.get(a.edition)
    except (UnknownEdition, InvalidEdition) as exc:
        print(f"arbiter edition export: {exc}", file=sys.stderr)
        return 2
    sys.stdout.write(to_file_json(edition.rules))
    return 0


def cmd_edition_check(a: argparse.Namespace) -> int:
    from pathlib import Path

    from arbiter import games
    from arbiter.engine.editions import InvalidEdition, game_of_file, load_file

    failed = 0
    for name in a.files:
        path = Path(name)
        try:
            game = _edition_game(a.game) if a.game else game_of_file(path, games.GAMES.values())
            if game is None:
                return 2
            if not path.is_file():
                raise FileNotFoundError(name)
            edition = load_file(game, path)
        except InvalidEdition as exc:
            failed += 1
            print(exc, file=sys.stderr)
            continue
        except OSError as exc:
            failed += 1
            print(f"{name}: cannot read: {exc}", file=sys.stderr)
            continue
        print(json.dumps({"file": name, "game": game.id, "edition": edition.id, "title": edition.title,
                          "stand_in": edition.stand_in, "sha256": edition.sha256}))
    return 1 if failed else 0


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
                   help="HMAC key for seat tokens (required with --redis-url: replicas share it)")
    s.add_argument("--token-secret-previous", default=env("ARBITER_TOKEN_SECRET_PREVIOUS", ""),
                   help="comma-separated keys whose tokens are still accepted (key rotation); tokens are issued "
                        "with --token-secret")
    s.add_argument("--workers", type=int, default=int(env("ARBITER_WORKERS", "1")),
                   help="processes sharing the port with SO_REUSEPORT (needs --redis-url when > 1)")
    # Set by --workers for its children only: they share the ports on purpose.
    s.add_argument("--reuse-port", action="store_true", help=argparse.SUPPRESS)
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
    s.add_argument("--max-concurrent-rpcs", type=int, default=int(env("ARBITER_MAX_CONCURRENT_RPCS", "60000")),
                   help="gRPC calls, streams included, one process serves at once (above the watcher cap); more are "
                        "refused RESOURCE_EXHAUSTED and counted in arbiter_grpc_shed_total (0 = no limit)")
    s.add_argument("--check-interval", type=float, default=float(env("ARBITER_CHECK_INTERVAL", "10")),
                   help="seconds between a replica's checks of the store's deployment (an evicting Redis policy "
                        "stops writes) and of the calls gRPC dropped")
    s.add_argument("--log-level", default=env("ARBITER_LOG_LEVEL", "INFO"))
    s.add_argument("--edition-dir", default=env("ARBITER_EDITION_DIR", ""),
                   help="folder of edition files (DIR/<game>/*.json or DIR/<game>.*.json) to serve besides the "
                        "built-in ones; each is validated at start-up (docs/editions.md)")
    s.set_defaults(func=cmd_serve)

    ed = sub.add_parser("edition", help="export or check an edition file (docs/editions.md)")
    eds = ed.add_subparsers(dest="edition_command", required=True)
    ex = eds.add_parser("export", help="print an edition (default: the built-in one) as an edition file")
    ex.add_argument("game")
    ex.add_argument("--edition", default="", help="edition id (default: the built-in edition)")
    ex.add_argument("--edition-dir", default=env("ARBITER_EDITION_DIR", ""), help="also load the editions here")
    ex.set_defaults(func=cmd_edition_export)
    ck = eds.add_parser("check", help="validate edition files; exit 1 naming the field and constraint broken")
    ck.add_argument("files", nargs="+", metavar="FILE")
    ck.add_argument("--game", default="", help="the game (default: from the folder or file name)")
    ck.set_defaults(func=cmd_edition_check)

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
    sp.add_argument("--edition", default="", help="edition id to play with (default: the game's built-in edition)")
    sp.add_argument("--edition-dir", default=env("ARBITER_EDITION_DIR", ""),
                    help="in process: load the editions in this folder first (as arbiter serve does)")
    sp.set_defaults(func=cmd_selfplay)
    return p


def main(argv: list[str] | None = None) -> int:
    a = build_parser().parse_args(argv)
    return a.func(a)


if __name__ == "__main__":
    sys.exit(main())
