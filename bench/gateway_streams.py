#!/usr/bin/env python3
"""How many idle WatchGame streams a gateway holds, and what each costs in the
gateway and in the replicas: the local stack (Redis, `--replicas` replicas)
behind nginx (the template, deploy/nginx/nginx.conf.in, with
`--worker-connections`) or HAProxy (Debian's; `--gateway haproxy`, the config
written here: HTTP/2 to the replicas, streams multiplexed over few
connections; `apt-get install haproxy`). Loopback only, bounded: `--streams` streams opened in batches
over `--client-connections` HTTP/2 connections, each stream reading its
game's first entry (so it reached a replica), held `--hold` seconds, then
counted (open on the client, and `arbiter_streams_open` summed over the
replicas) and every process's resident memory read from /proc.

The open-file limit is raised here (RLIMIT_NOFILE, inherited by every process
started) to what the gateway needs (two descriptors per stream through nginx).

Usage: python bench/gateway_streams.py [--gateway nginx|haproxy] [--streams 20000]
       [--worker-connections N] [--replicas 2]
Prints one Markdown table row (with the machine's load average) for deploy/README.md.
"""
from __future__ import annotations

import argparse
import asyncio
import os
import pathlib
import resource
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import grpc  # noqa: E402

from arbiter.v1 import arbiter_pb2 as api  # noqa: E402
from arbiter.v1 import arbiter_pb2_grpc  # noqa: E402
from deploy.local.stack import Stack, free_port, wait_until  # noqa: E402
from deploy.nginx.render import WORKER_CONNECTIONS  # noqa: E402

HAPROXY_CFG = """global
    # Connections, not streams: the clients' and a few to each replica.
    maxconn 8000
    # Streams per client HTTP/2 connection (the default is 100), as nginx's 1000.
    tune.h2.max-concurrent-streams 1000
defaults
    mode http
    http-reuse always
    timeout connect 2s
    timeout client 3600s
    timeout server 3600s
    timeout tunnel 3600s
frontend grpc
    bind 127.0.0.1:{port} proto h2
    default_backend replicas
backend replicas
    balance roundrobin
{servers}
"""


def rss_kib(pids: list[int]) -> int:
    total = 0
    for pid in pids:
        try:
            for line in pathlib.Path(f"/proc/{pid}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    total += int(line.split()[1])
        except OSError:
            pass
    return total


def family(pid: int) -> list[int]:
    """A process and its children (nginx's workers)."""
    kids = subprocess.run(["pgrep", "-P", str(pid)], capture_output=True, text=True).stdout.split()
    return [pid, *map(int, kids)]


def streams_open(stack: Stack) -> float:
    total = 0.0
    for r in stack.replicas:
        text = urllib.request.urlopen(f"http://127.0.0.1:{r.metrics_port}/metrics", timeout=10).read().decode()
        total += sum(float(line.rsplit(" ", 1)[1]) for line in text.splitlines()
                     if line.startswith("arbiter_streams_open{") and 'grpc_method="WatchGame"' in line)
    return total


async def hold_streams(target: str, game_ids: list[str], n: int, connections: int, hold: float) -> dict:
    channels = [grpc.aio.insecure_channel(target, options=[("grpc.use_local_subchannel_pool", 1),
                                                           ("arbiter.bench.channel", i)]) for i in range(connections)]
    stubs = [arbiter_pb2_grpc.ArbiterStub(ch) for ch in channels]
    calls, errors = [], {}

    async def open_one(i: int) -> None:
        call = stubs[i % connections].WatchGame(api.WatchGameRequest(game_id=game_ids[i % len(game_ids)],
                                                                     from_version=1))
        try:
            await call.read()  # the game's first entry: the stream reached a replica
            calls.append(call)
        except grpc.aio.AioRpcError as err:
            key = f"{err.code().name}: {(err.details() or '')[:60]}"
            errors[key] = errors.get(key, 0) + 1

    t0 = time.monotonic()
    for start in range(0, n, 500):
        await asyncio.gather(*(open_one(i) for i in range(start, min(n, start + 500))))
    opened_s = time.monotonic() - t0
    await asyncio.sleep(hold)
    alive = sum(1 for c in calls if not c.done())
    return {"channels": channels, "calls": calls, "alive": alive, "errors": errors, "opened_s": opened_s}


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--gateway", choices=["nginx", "haproxy"], default="nginx")
    p.add_argument("--streams", type=int, default=20_000)
    p.add_argument("--worker-connections", type=int, default=WORKER_CONNECTIONS, help="nginx's, per worker")
    p.add_argument("--gateway-workers", type=int, default=2, help="nginx's worker_processes (2 on Kubernetes)")
    p.add_argument("--replicas", type=int, default=2)
    p.add_argument("--games", type=int, default=40)
    p.add_argument("--client-connections", type=int, default=40)
    p.add_argument("--hold", type=float, default=10)
    a = p.parse_args()

    # As high as allowed: the soft limit up to the hard one (raising the hard
    # one needs CAP_SYS_RESOURCE). nginx needs a descriptor per upstream
    # connection, one per stream: `--gateway-workers` spreads them.
    hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))

    per_replica = a.streams  # caps out of the way: what is measured is memory, not the caps
    extra = ["--max-watchers", str(per_replica), "--max-watchers-per-game", str(per_replica)]
    with tempfile.TemporaryDirectory(prefix="arbiter-gw-bench-") as tmp:
        stack = Stack.up(pathlib.Path(tmp), replicas=a.replicas, grpc_port=0, http_port=0,
                         max_connection_age=3600, extra_args=extra,
                         worker_connections=a.worker_connections, gateway_workers=a.gateway_workers)
        haproxy = None
        try:
            if a.gateway == "haproxy":
                port = free_port()
                servers = "\n".join(f"    server r{r.index} {r.target} proto h2" for r in stack.replicas)
                cfg = pathlib.Path(tmp) / "haproxy.cfg"
                cfg.write_text(HAPROXY_CFG.format(port=port, servers=servers))
                haproxy = subprocess.Popen([shutil.which("haproxy") or "/usr/sbin/haproxy", "-db", "-f", str(cfg)],
                                           stdout=subprocess.DEVNULL,
                                           stderr=open(pathlib.Path(tmp) / "haproxy.log", "w"))
                target, gateway_pids = f"127.0.0.1:{port}", lambda: [haproxy.pid]
                wait_until(lambda: socket.create_connection(("127.0.0.1", port), 0.2).close() is None, 10, "haproxy")
            else:
                target, gateway_pids = stack.grpc_target, lambda: family(stack.nginx_pid)
            with grpc.insecure_channel(stack.grpc_target) as ch:
                stub = arbiter_pb2_grpc.ArbiterStub(ch)
                game_ids = [stub.CreateGame(api.CreateGameRequest(game="nottingham", players=3)).game_id
                            for _ in range(a.games)]
            replica_pids = [r.pid for r in stack.replicas]
            load0 = os.getloadavg()[0]
            gw0, rep0 = rss_kib(gateway_pids()), rss_kib(replica_pids)

            async def run() -> dict:
                held = await hold_streams(target, game_ids, a.streams, a.client_connections, a.hold)
                held["gw"], held["rep"] = rss_kib(gateway_pids()), rss_kib(replica_pids)
                held["server_open"] = streams_open(stack)
                for ch in held.pop("channels"):
                    await ch.close()
                return held

            r = asyncio.run(run())
            errors = "; ".join(f"{k} x{v}" for k, v in sorted(r["errors"].items(), key=lambda kv: -kv[1])) or "none"
            alive = max(r["alive"], 1)
            label = "HAProxy 2.6 (Debian)" if a.gateway == "haproxy" else \
                "nginx " \
                f"{subprocess.run(['nginx', '-v'], capture_output=True, text=True).stderr.split('/')[-1].strip()}" \
                f" {a.gateway_workers} workers x {a.worker_connections} connections"
            print("| gateway | streams asked | held (client / replicas) | gateway KiB/stream | replicas KiB/stream "
                  "| gateway MiB | replicas MiB | open s | errors | load avg |")
            print("|---|---:|---|---:|---:|---:|---:|---:|---|---|")
            print(f"| {label} | {a.streams} | {r['alive']} / {r['server_open']:.0f} | {(r['gw'] - gw0) / alive:.1f} | "
                  f"{(r['rep'] - rep0) / alive:.1f} | {r['gw'] / 1024:.0f} | {r['rep'] / 1024:.0f} | "
                  f"{r['opened_s']:.0f} | {errors} | {load0:.1f}, {os.getloadavg()[0]:.1f} |", flush=True)
        finally:
            if haproxy is not None:
                haproxy.terminate()
                haproxy.wait(10)
            stack.down()
    return 0


if __name__ == "__main__":
    sys.exit(main())
