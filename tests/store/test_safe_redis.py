"""Safe operations defaults: `arbiter serve` refuses to start on a Redis that
could lose half a game (an evicting `maxmemory-policy`: under memory pressure
a game's record went without its log, or the log without its record) and on
a plain `redis://` URL that points at a Redis Cluster node (it served, then
answered INTERNAL for every game on another node), saying which setting or URL
to use; a sound Redis and a `redis+cluster://` URL start as before."""
from __future__ import annotations

import subprocess
import sys

import pytest

from tests.support.servers import arbiter_server, free_port, redis_server


def _serve_exits(redis_url: str, timeout: float = 30) -> tuple[int, str]:
    argv = [sys.executable, "-m", "arbiter.cli", "serve", "--host", "127.0.0.1", "--port", str(free_port()),
            "--http-port", str(free_port()), "--metrics-port", "0", "--redis-url", redis_url,
            "--token-secret", "test-secret"]
    proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        out, _ = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, _ = proc.communicate()
        pytest.fail(f"arbiter serve kept serving on {redis_url}:\n{out[-2000:]}")
    return proc.returncode, out


@pytest.mark.parametrize("policy", ["allkeys-lru", "volatile-lru", "allkeys-random", "volatile-ttl"])
def test_refuses_an_evicting_redis(policy):
    with redis_server(extra=["--maxmemory", "100mb", "--maxmemory-policy", policy]) as redis:
        code, out = _serve_exits(redis.url)
    assert code == 2
    assert f"maxmemory-policy is {policy}" in out and "noeviction" in out


def test_refuses_a_plain_url_to_a_cluster_node(redis_cluster_url):
    plain = "redis://" + redis_cluster_url.split("://", 1)[1]
    code, out = _serve_exits(plain)
    assert code == 2
    assert redis_cluster_url.split("/")[2] in out and "redis+cluster://" in out


def test_a_sound_redis_and_a_cluster_url_start(redis_cluster_url):
    with redis_server(extra=["--maxmemory", "100mb", "--maxmemory-policy", "noeviction"]) as redis:
        with arbiter_server(redis_url=redis.url):
            pass
    with arbiter_server(redis_url=redis_cluster_url):
        pass
