#!/usr/bin/env python3
"""REST benchmark: GET /v1/games/{id} (a spectator's view: one store read)
over keep-alive HTTP/1.1 connections, straight to a replica and through the
local gateway (nginx), side by side in one run; the REST counterpart of
bench/service.py.

The local stack (deploy/local/stack.py: Redis, `--replicas` `arbiter serve`
processes, nginx) is started here in a temporary directory on free loopback
ports and stopped at the end. The load is this process: `--connections`
keep-alive connections per target, each sending its next request when the
last answer is read (a minimal HTTP/1.1 client on asyncio, so the client's
cost stays small), for `--seconds` per target.

Usage: python bench/rest.py [--seconds 10] [--connections 1 8] [--replicas 2]
Prints a Markdown table for bench/RESULTS.md (p50/p99 in ms, requests/s,
the machine's load average at the start and end of each row).
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import pathlib
import platform
import statistics
import sys
import tempfile
import time
import urllib.request

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from deploy.local.stack import Stack  # noqa: E402


async def one_connection(port: int, path: str, until: float, latencies: list[float]) -> None:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    request = f"GET {path} HTTP/1.1\r\nhost: bench\r\n\r\n".encode()
    try:
        while time.perf_counter() < until:
            t0 = time.perf_counter()
            writer.write(request)
            head = await reader.readuntil(b"\r\n\r\n")
            length = next(int(line.split(b":", 1)[1]) for line in head.split(b"\r\n")
                          if line.lower().startswith(b"content-length:"))
            await reader.readexactly(length)
            latencies.append(time.perf_counter() - t0)
            if not head.startswith(b"HTTP/1.1 200"):
                raise RuntimeError(head.decode(errors="replace"))
    finally:
        writer.close()


def measure(port: int, path: str, connections: int, seconds: float) -> dict:
    latencies: list[float] = []
    load_before = os.getloadavg()[0]

    async def run() -> float:
        t0 = time.perf_counter()
        await asyncio.gather(*(one_connection(port, path, t0 + seconds, latencies) for _ in range(connections)))
        return time.perf_counter() - t0

    elapsed = asyncio.run(run())
    q = statistics.quantiles(latencies, n=100)
    return {"requests": len(latencies), "rps": len(latencies) / elapsed, "p50_ms": q[49] * 1000,
            "p99_ms": q[98] * 1000, "load": (load_before, os.getloadavg()[0])}


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--seconds", type=float, default=10)
    p.add_argument("--connections", type=int, nargs="+", default=[1, 8])
    p.add_argument("--replicas", type=int, default=2)
    a = p.parse_args()
    with tempfile.TemporaryDirectory(prefix="arbiter-rest-bench-") as tmp:
        stack = Stack.up(pathlib.Path(tmp), replicas=a.replicas, grpc_port=0, http_port=0)
        try:
            req = urllib.request.Request(f"{stack.http_url}/v1/games", method="POST",
                                         data=json.dumps({"game": "nottingham", "players": 3}).encode())
            game_id = json.load(urllib.request.urlopen(req, timeout=10))["gameId"]
            path = f"/v1/games/{game_id}"
            targets = {"direct (replica 0)": stack.replicas[0].http_port, "gateway (nginx)": stack.http_port}
            measure(stack.http_port, path, 1, 1)  # warm-up: connections, caches
            print(f"`python bench/rest.py --seconds {a.seconds:g} --connections {' '.join(map(str, a.connections))}"
                  f" --replicas {a.replicas}`; {platform.node()}, {os.cpu_count()} cores, Python "
                  f"{platform.python_version()}; GET {path.replace(game_id, '{id}')}, keep-alive\n")
            print("| target | connections | requests | req/s | p50 ms | p99 ms | load avg (start, end) |")
            print("|---|---:|---:|---:|---:|---:|---|")
            for connections in a.connections:
                for name, port in targets.items():
                    r = measure(port, path, connections, a.seconds)
                    print(f"| {name} | {connections} | {r['requests']} | {r['rps']:.0f} | {r['p50_ms']:.2f} | "
                          f"{r['p99_ms']:.2f} | {r['load'][0]:.1f}, {r['load'][1]:.1f} |", flush=True)
        finally:
            stack.down()
    return 0


if __name__ == "__main__":
    sys.exit(main())
