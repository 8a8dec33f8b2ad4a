"""`arbiter serve`: the gRPC server (plus REST face and metrics) in one process,
or N processes sharing the port with SO_REUSEPORT.

Operations (docs/design.md#operations): grpc.health.v1 health, server reflection, Prometheus
metrics on their own HTTP port, graceful shutdown (health NOT_SERVING, keep
serving for --drain-delay seconds while load balancers notice, then refuse new
calls and finish in-flight ones for up to --grace seconds), max_connection_age for rebalancing behind a
gateway, message-size limits.
"""
from __future__ import annotations

import argparse
import asyncio
import gc
import logging
import os
import pathlib
import shutil
import signal
import subprocess
import sys
import tempfile
from dataclasses import dataclass

import grpc
from grpc_health.v1 import health, health_pb2, health_pb2_grpc

from arbiter.api import reflection
from arbiter.api.grpc_service import add_services, refused
from arbiter.api.observability import (GRPC_DROPPED, MOVES_APPLIED, MOVES_REJECTED, STORE_UNSAFE, MeasuredStore,
                                      RateLimiter, ServerInterceptor, configure_logging, grpc_dropped)
from arbiter.auth import token_authority
from arbiter.referee import Referee, WatchLimits
from arbiter.store import GameStore, open_store
from arbiter.store.redis_checks import UnsafeRedis, check_redis

log = logging.getLogger("arbiter.server")



# Each game's arbiter_moves_applied_total child, looked up once: a `labels()`
# call per move costs a lock and a tuple-keyed lookup.
_APPLIED: dict[str, object] = {}


def count_move(game: str, reason: str | None) -> None:
    if reason is None:
        child = _APPLIED.get(game)
        if child is None:
            child = _APPLIED[game] = MOVES_APPLIED.labels(game)
        child.inc()
    else:
        MOVES_REJECTED.labels(game, reason).inc()


def grpc_options(max_message_bytes: int, max_connection_age: float, reuse_port: bool = False) -> list[tuple[str, int]]:
    opts = [
        ("grpc.max_receive_message_length", max_message_bytes),
        ("grpc.max_send_message_length", max_message_bytes),
        # Only --workers shares a port; anything else on it is a mistake to refuse.
        ("grpc.so_reuseport", int(reuse_port)),
        # Stop abusive pings without hurting well-behaved keepalives.
        ("grpc.http2.min_ping_interval_without_data_ms", 5000),
        ("grpc.max_concurrent_streams", 1000),
    ]
    if max_connection_age > 0:
        opts += [
            ("grpc.max_connection_age_ms", int(max_connection_age * 1000)),
            ("grpc.max_connection_age_grace_ms", 30_000),
        ]
    return opts


class PortInUse(RuntimeError):
    """A port could not be bound: most often another process serves it."""


@dataclass
class Running:
    """A started server and what it needs to shut down cleanly."""

    server: grpc.aio.Server
    health: health.aio.HealthServicer
    referee: Referee
    store: GameStore
    port: int
    http: object | None = None  # the REST face, when enabled
    upkeep: asyncio.Task | None = None

    async def stop(self, grace: float, drain_delay: float = 0.0) -> None:
        if self.upkeep is not None:
            self.upkeep.cancel()
        await self.health.enter_graceful_shutdown()
        if drain_delay > 0:
            await asyncio.sleep(drain_delay)
        if self.http is not None:
            await self.http.stop()
        await self.server.stop(grace)
        await self.store.close()


async def upkeep(store: GameStore, interval: float) -> None:
    """A replica's periodic checks, every `interval` seconds: the store's
    deployment (RedisStore.check_deployment: an evicting policy set at run
    time stops writes) and the calls gRPC dropped, as metrics an alert reads."""
    check = getattr(store, "check_deployment", None)
    while True:
        if check is not None:
            STORE_UNSAFE.set(await check() is not None)
        GRPC_DROPPED.set(grpc_dropped())
        await asyncio.sleep(interval)


async def start(
    host: str = "127.0.0.1",
    port: int = 0,
    store: GameStore | None = None,
    token_secret: str = "",
    token_secret_previous: str = "",
    max_message_bytes: int = 1 << 20,
    max_connection_age: float = 300,
    rate_limit: float = 0,
    http_port: int | None = None,
    reuse_port: bool = False,
    watch_limits: WatchLimits | None = None,
    max_concurrent_rpcs: int = 0,
    upkeep_interval: float = 10.0,
) -> Running:
    """Start the gRPC server (and the REST face when `http_port` is not None;
    0 = any free port). Used by `arbiter serve` and by the tests.
    `max_concurrent_rpcs` (0 = no limit): calls, streams included, served at
    once; gRPC refuses more with RESOURCE_EXHAUSTED, counted in
    arbiter_grpc_shed_total."""
    store = store or open_store("", 7 * 24 * 3600)
    referee = Referee(MeasuredStore(store), token_authority(token_secret, token_secret_previous), on_move=count_move,
                      watch_limits=watch_limits, refused=refused)
    limiter = RateLimiter(rate_limit) if rate_limit > 0 else None
    server = grpc.aio.server(
        interceptors=[ServerInterceptor(limiter, referee.seat_of, sheds=max_concurrent_rpcs > 0)],
        options=grpc_options(max_message_bytes, max_connection_age, reuse_port),
        maximum_concurrent_rpcs=max_concurrent_rpcs or None,
    )
    served = add_services(referee, server, limiter)  # arbiter.v1.Arbiter and each game's typed service
    health_servicer = health.aio.HealthServicer()
    health_pb2_grpc.add_HealthServicer_to_server(health_servicer, server)
    reflection.enable([*served, health_pb2.DESCRIPTOR.services_by_name["Health"].full_name], server)
    try:
        bound = server.add_insecure_port(f"{host}:{port}")
    except RuntimeError as exc:
        raise PortInUse(f"gRPC port {host}:{port}: {exc}") from exc
    await server.start()
    running = Running(server, health_servicer, referee, store, bound)
    if http_port is not None:
        from arbiter.api.rest import RestFace

        try:
            running.http = await RestFace.start(referee, host, http_port, limiter, max_message_bytes, reuse_port)
        except OSError as exc:
            await server.stop(0)
            raise PortInUse(f"REST port {host}:{http_port}: {exc}") from exc
    running.upkeep = asyncio.create_task(upkeep(store, upkeep_interval))
    for name in ("", *served):
        await health_servicer.set(name, health_pb2.HealthCheckResponse.SERVING)
    return running


async def _serve(a: argparse.Namespace) -> int:
    store = open_store(a.redis_url, a.game_ttl)
    if a.redis_url:
        # Fail fast on a wrong URL, but let a store that is merely down come back.
        try:
            await store.ping()
        except Exception as exc:  # noqa: BLE001 - reported, not fatal
            log.warning("store not reachable yet: %s", exc)
        else:
            try:
                await check_store_url(a.redis_url)
            except UnsafeRedis as exc:
                log.error("refusing to start: %s", exc)
                await store.close()
                return 2
    try:
        running = await start(
            host=a.host, port=a.port, store=store, token_secret=a.token_secret,
            token_secret_previous=a.token_secret_previous,
            max_message_bytes=a.max_message_bytes, max_connection_age=a.max_connection_age, rate_limit=a.rate_limit,
            http_port=a.http_port if a.http_port > 0 else None, reuse_port=a.reuse_port,
            watch_limits=WatchLimits(a.max_watchers_per_game, a.max_watchers_per_connection, a.max_watchers),
            max_concurrent_rpcs=a.max_concurrent_rpcs, upkeep_interval=a.check_interval,
        )
    except PortInUse as exc:
        log.error("cannot listen: %s (a port already in use? only --workers shares one)", exc)
        await store.close()
        return 1
    log.info("serving", extra={"grpc_port": running.port, "http_port": a.http_port or None,
                               "store": "redis" if a.redis_url else "memory", "pid": os.getpid()})
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    # What start-up loaded (modules, games, descriptors: some 50,000 objects)
    # lives as long as the process: frozen, a full collection no longer walks
    # it (measured under SubmitMove load: a 30-40 ms pause every few seconds,
    # under 1 ms frozen). After the signal handlers: a SIGTERM during the
    # collection must drain, not kill.
    gc.collect()
    gc.freeze()
    await stop.wait()
    log.info("shutting down: draining", extra={"drain_delay_s": a.drain_delay, "grace_s": a.grace})
    await running.stop(a.grace, a.drain_delay)
    return 0


def load_editions(edition_dir: str) -> bool:
    """Load and validate every edition in `edition_dir` before serving; an
    invalid one stops start-up naming the file, the field and the constraint."""
    if not edition_dir:
        return True
    from arbiter import games
    from arbiter.engine.editions import InvalidEdition, load_dir

    try:
        loaded = load_dir(pathlib.Path(edition_dir), games.GAMES.values())
    except InvalidEdition as exc:
        log.error("cannot serve: %s", exc)
        print(f"arbiter serve: {exc}", file=sys.stderr)
        return False
    for e in loaded:
        log.info("edition loaded", extra={"game": e.game, "edition": e.id, "sha256": e.sha256, "file": e.source})
    return True


def serve_forever(a: argparse.Namespace) -> int:
    configure_logging(a.log_level)
    if not a.token_secret and a.redis_url:
        # Each process would make up its own key: tokens issued by one replica
        # fail on the others and after any restart.
        log.error("--token-secret (ARBITER_TOKEN_SECRET) is required with --redis-url: replicas sharing a store "
                  "must share the key that signs seat tokens")
        return 2
    if not load_editions(a.edition_dir):
        return 2
    if a.workers > 1:
        return _supervise(a)
    if a.metrics_port > 0:
        from prometheus_client import start_http_server

        try:
            start_http_server(a.metrics_port)
        except OSError as exc:
            log.error("cannot listen: metrics port %s: %s", a.metrics_port, exc)
            return 1
    return asyncio.run(_serve(a))


async def check_store_url(url: str) -> None:
    from arbiter.store import redis_url

    plain, cluster = redis_url(url)  # rediss+cluster:// too: it used to fail the start-up check
    await check_redis(plain, cluster=cluster)


def _supervise(a: argparse.Namespace) -> int:
    """Run `workers` single-process servers on the same ports (SO_REUSEPORT),
    with one shared metrics endpoint (prometheus_client multiprocess mode)."""
    if not a.redis_url:
        log.error("--workers > 1 needs --redis-url: processes do not share the memory store")
        return 2
    env = dict(os.environ)
    env["ARBITER_TOKEN_SECRET"] = a.token_secret
    env["ARBITER_TOKEN_SECRET_PREVIOUS"] = a.token_secret_previous
    metrics_dir = tempfile.mkdtemp(prefix="arbiter-metrics-")
    env["PROMETHEUS_MULTIPROC_DIR"] = metrics_dir
    argv = [sys.executable, "-m", "arbiter.cli", "serve", "--workers", "1", "--reuse-port", "--metrics-port", "0",
            "--host", a.host, "--port", str(a.port), "--http-port", str(a.http_port), "--redis-url", a.redis_url,
            "--game-ttl", str(a.game_ttl), "--max-message-bytes", str(a.max_message_bytes),
            "--max-connection-age", str(a.max_connection_age), "--grace", str(a.grace),
            "--drain-delay", str(a.drain_delay),
            "--rate-limit", str(a.rate_limit), "--log-level", a.log_level, "--edition-dir", a.edition_dir,
            "--max-watchers", str(a.max_watchers), "--max-watchers-per-game", str(a.max_watchers_per_game),
            "--max-watchers-per-connection", str(a.max_watchers_per_connection),
            "--max-concurrent-rpcs", str(a.max_concurrent_rpcs), "--check-interval", str(a.check_interval)]
    if a.metrics_port > 0:  # first: a port in use stops us before any child runs
        os.environ["PROMETHEUS_MULTIPROC_DIR"] = metrics_dir
        from prometheus_client import CollectorRegistry, multiprocess, start_http_server

        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)
        try:
            start_http_server(a.metrics_port, registry=registry)
        except OSError as exc:
            log.error("cannot listen: metrics port %s: %s", a.metrics_port, exc)
            return 1
    children = [subprocess.Popen(argv, env=env) for _ in range(a.workers)]

    def forward(sig, _frame):
        for c in children:
            if c.poll() is None:
                c.send_signal(sig)

    signal.signal(signal.SIGTERM, forward)
    signal.signal(signal.SIGINT, forward)
    codes = [c.wait() for c in children]
    shutil.rmtree(metrics_dir, ignore_errors=True)
    return max(codes)
