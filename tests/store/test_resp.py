"""The lean Redis connection (arbiter.store.resp) against a real server: AUTH
and SELECT from the URL, error replies, many commands in flight at once on one
connection, a caller cancelled mid-command, reconnecting after the server
closes the connection."""
from __future__ import annotations

import asyncio

import pytest
import redis

from arbiter.store import StoreUnavailable
from arbiter.store.resp import ReplyError, RespClient
from tests.support.servers import redis_server, self_signed_certificate


def test_auth_select_pipelining_errors_and_cancellation():
    with redis_server(extra=["--requirepass", "s3cret"]) as r:
        async def body():
            c = RespClient(f"redis://:s3cret@127.0.0.1:{r.port}/3", timeout=2)
            assert await c.call("SET", "k", "v") == b"OK"
            # 200 commands from 200 coroutines on one connection, answered in order.
            got = await asyncio.gather(*(c.call("ECHO", str(i)) for i in range(200)))
            assert got == [str(i).encode() for i in range(200)]
            with pytest.raises(ReplyError):
                await c.call("NOSUCHCOMMAND")
            # A caller that gives up does not shift the replies of the next ones.
            slow = asyncio.ensure_future(c.call("ECHO", "late"))
            await asyncio.sleep(0)  # written, waiting for its reply
            slow.cancel()
            assert await c.call("ECHO", "next") == b"next"
            await c.close()

        asyncio.run(body())
        assert redis.Redis(port=r.port, password="s3cret", db=3).get("k") == b"v"
        assert redis.Redis(port=r.port, password="s3cret", db=0).get("k") is None


def test_reconnects_after_the_server_drops_the_connection():
    with redis_server() as r:
        async def body():
            c = RespClient(r.url, timeout=2)
            assert await c.call("PING") == b"PONG"
            redis.Redis(port=r.port).client_kill_filter(_type="normal", skipme=True)
            await asyncio.sleep(0.1)
            assert await c.call("PING") == b"PONG"  # a fresh connection
            r.stop()
            with pytest.raises(StoreUnavailable):
                await c.call("PING")
            r.start()
            assert await c.call("PING") == b"PONG"
            await c.close()

        asyncio.run(body())


@pytest.mark.parametrize("kind", ["standalone", "cluster"])
def test_a_redis_that_refuses_writes_is_unavailable_and_the_game_unchanged(kind):
    """Redis out of memory answers `-OOM ...`: the store reports
    StoreUnavailable (UNAVAILABLE to clients, who retry) rather than an
    internal error, and the stored game keeps its version. Both command
    paths: the lean connection (standalone) and redis-py (cluster)."""
    from arbiter.store import open_store
    from arbiter.store.v1.store_pb2 import StoredGame
    from tests.support.servers import redis_cluster

    with (redis_server() if kind == "standalone" else redis_cluster()) as r:
        ports = [r.port] if kind == "standalone" else [n.port for n in r.nodes]
        url = r.url

        async def body():
            store = open_store(url, 60)
            g = StoredGame(game_id="g1", game="nottingham", version=1, state=b"s1")
            await store.create(g, b"e1")
            for port in ports:
                admin = redis.Redis(port=port)
                admin.config_set("maxmemory-policy", "noeviction")
                admin.config_set("maxmemory", "1")
            with pytest.raises(StoreUnavailable, match="(?i)OOM|memory"):
                await store.commit(StoredGame(game_id="g1", game="nottingham", version=2, state=b"s2"), 1, b"e2")
            for port in ports:
                redis.Redis(port=port).config_set("maxmemory", "0")
            assert (await store.load("g1")).version == 1
            await store.close()

        asyncio.run(body())


def test_rediss_url_speaks_tls_with_the_given_ca(tmp_path):
    """A `rediss://` store URL (a managed Redis with TLS, deploy/README.md):
    the store's own connection and the watchers' both speak TLS and trust the
    CA named by `ssl_ca_certs`; a server they cannot verify is unavailable."""

    from arbiter.store.redis import RedisStore
    from arbiter.store.v1.store_pb2 import StoredGame
    from tests.support.servers import free_port, wait_for_port

    cert, key = self_signed_certificate(tmp_path)
    tls_port = free_port()
    with redis_server(extra=["--tls-port", str(tls_port), "--tls-cert-file", str(cert), "--tls-key-file", str(key),
                             "--tls-ca-cert-file", str(cert), "--tls-auth-clients", "no"]):
        wait_for_port(tls_port)

        async def body():
            store = RedisStore(f"rediss://localhost:{tls_port}/0?ssl_ca_certs={cert}", 60)
            g = StoredGame(game_id="g1", game="nottingham", version=1, state=b"s1")
            await store.create(g, b"e1")
            await store.commit(StoredGame(game_id="g1", game="nottingham", version=2, state=b"s2"), 1, b"e2")
            assert (await store.load("g1")).version == 2
            watched = store.watch("g1", 0)
            assert [await anext(watched), await anext(watched)] == [b"e1", b"e2"]
            await watched.aclose()
            await store.close()

            untrusted = RedisStore(f"rediss://localhost:{tls_port}/0", 60)  # the system CAs do not know it
            with pytest.raises(StoreUnavailable):
                await untrusted.load("g1")
            await untrusted.close()

        asyncio.run(body())


def test_the_commands_of_one_tick_go_out_in_one_write():
    """A lean hot path: one system call per event-loop tick, not
    one per command, however many coroutines send at once."""
    with redis_server() as r:
        async def body():
            c = RespClient(r.url, timeout=2)
            assert await c.call("PING") == b"PONG"  # connected
            writes = []
            transport = c._proto.transport
            real = transport.write
            transport.write = lambda data: (writes.append(data), real(data))[1]
            got = await asyncio.gather(*(c.call("ECHO", str(i)) for i in range(50)))
            assert got == [str(i).encode() for i in range(50)]
            assert len(writes) == 1, f"{len(writes)} writes for 50 commands of one tick"
            await c.close()

        asyncio.run(body())
