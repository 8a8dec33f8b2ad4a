"""Checks of a Redis deployment made once at start, before serving.

- `maxmemory-policy` must be `noeviction`: any evicting policy (allkeys-* and
  also volatile-*, since every game key has a TTL) lets Redis drop one key of
  a game and keep the other (the record without its log, or the log without
  its record) when memory runs short. With `noeviction` a full Redis refuses
  the write instead (OOM), which the store reports as UNAVAILABLE.
- A plain `redis://` URL must not point at a Redis Cluster node: it would serve
  until a game hashes to another node and then fail every call on it (MOVED).
  The URL for a cluster is `redis+cluster://`.
"""
from __future__ import annotations

import redis.asyncio as aioredis
from redis.asyncio.cluster import RedisCluster

SAFE_POLICY = "noeviction"


class UnsafeRedis(Exception):
    """The Redis behind the URL would lose or refuse games; the message says what to change."""


def _problems(info: dict, url: str, cluster: bool) -> list[str]:
    out = []
    policy = info.get("maxmemory_policy")
    if policy is not None and policy != SAFE_POLICY:
        out.append(f"maxmemory-policy is {policy}: Redis may evict one key of a game and keep the other; "
                   f"set `maxmemory-policy {SAFE_POLICY}` (CONFIG SET maxmemory-policy {SAFE_POLICY})")
    if not cluster and str(info.get("cluster_enabled", "0")) == "1":
        rest = url.split("://", 1)[1] if "://" in url else url
        out.append(f"{url} is a Redis Cluster node; a plain redis:// URL would fail on every key held by "
                   f"another node: use redis+cluster://{rest.split('/', 1)[0]}")
    return out


async def check_redis(url: str, cluster: bool = False, timeout: float = 2.0) -> None:
    """Raise UnsafeRedis naming every problem of the Redis at `url` (every
    node, on a cluster); connection errors propagate as redis-py raises them."""
    if cluster:
        client = RedisCluster.from_url(url, socket_timeout=timeout, socket_connect_timeout=timeout)
        try:
            per_node = await client.info(target_nodes=RedisCluster.ALL_NODES)
        finally:
            await client.aclose()
        infos = list(per_node.values()) if isinstance(per_node, dict) and all(
            isinstance(v, dict) for v in per_node.values()) else [per_node]
    else:
        client = aioredis.Redis.from_url(url, socket_timeout=timeout, socket_connect_timeout=timeout)
        try:
            infos = [await client.info()]
        finally:
            await client.aclose()
    problems = sorted({p for info in infos for p in _problems(info, url, cluster)})
    if problems:
        raise UnsafeRedis("; ".join(problems))
