"""A lean, pipelining Redis connection for the store's hot path.

Why not redis-py here: measured on this service, each redis-py asyncio command
costs about 50 µs of client CPU (connection pool, retries, observability hooks,
asyncio streams), and a SubmitMove needs two; that alone was most of the gap to
the transport floor (bench/RESULTS.md). This connection writes each command as
it comes, from any number of coroutines, and resolves their futures in order
as the replies arrive: RESP answers in order, so one multiplexed connection is
all a single-threaded server needs, at about a quarter of the cost. Parsing is
hiredis (redis-py's own parser). redis-py still serves Redis Cluster and the
blocking XREAD of watchers.

Failure model: a command that gets no reply within `timeout` seconds, or a lost
connection, fails every command in flight with StoreUnavailable and drops the
connection; the next command reconnects. A caller that is cancelled simply
stops waiting; its reply is read and discarded in turn.
"""
from __future__ import annotations

import asyncio
import collections
import ssl
import time

import hiredis
from redis.connection import SSLConnection, UnixDomainSocketConnection, parse_url

from arbiter.store.base import StoreUnavailable


class ReplyError(Exception):
    """An error reply from Redis (-ERR ..., -NOSCRIPT ...)."""


def encode(args: tuple) -> bytes:
    out = [b"*%d\r\n" % len(args)]
    for a in args:
        if isinstance(a, str):
            a = a.encode()
        elif isinstance(a, int):
            a = b"%d" % a
        out.append(b"$%d\r\n%s\r\n" % (len(a), a))
    return b"".join(out)


class _Protocol(asyncio.Protocol):
    def __init__(self) -> None:
        self.reader = hiredis.Reader(replyError=ReplyError)
        self.waiting: collections.deque[tuple[asyncio.Future, float]] = collections.deque()
        self.transport: asyncio.Transport | None = None
        self.lost: Exception | None = None

    def connection_made(self, transport) -> None:
        self.transport = transport

    def data_received(self, data: bytes) -> None:
        self.reader.feed(data)
        while (reply := self.reader.gets()) is not False:
            future, _ = self.waiting.popleft()
            if future.done():  # its caller was cancelled
                continue
            if isinstance(reply, ReplyError):
                future.set_exception(reply)
            else:
                future.set_result(reply)

    def connection_lost(self, exc) -> None:
        self.fail(StoreUnavailable(f"redis: connection lost ({exc or 'closed'})"))

    def fail(self, exc: Exception) -> None:
        self.lost = exc
        while self.waiting:
            future, _ = self.waiting.popleft()
            if not future.done():
                future.set_exception(exc)
        if self.transport is not None:
            self.transport.abort()


def _tls_context(params: dict) -> ssl.SSLContext:
    """TLS for a rediss:// URL, with redis-py's query options: ssl_ca_certs,
    ssl_certfile/ssl_keyfile (client certificate), ssl_cert_reqs
    (none/optional/required) and ssl_check_hostname."""
    ctx = ssl.create_default_context(cafile=params.get("ssl_ca_certs"))
    if params.get("ssl_certfile"):
        ctx.load_cert_chain(params["ssl_certfile"], params.get("ssl_keyfile"))
    reqs = str(params.get("ssl_cert_reqs", "required")).lower()
    ctx.check_hostname = reqs == "required" and params.get("ssl_check_hostname", True) is not False
    ctx.verify_mode = {"none": ssl.CERT_NONE, "optional": ssl.CERT_OPTIONAL}.get(reqs, ssl.CERT_REQUIRED)
    return ctx


class RespClient:
    """One lazily opened, self-healing connection to a standalone Redis."""

    def __init__(self, url: str, timeout: float = 2.0):
        self.params = parse_url(url)
        self.timeout = timeout
        self._proto: _Protocol | None = None
        self._connecting: asyncio.Task | None = None
        self._watchdog: asyncio.Task | None = None

    async def call(self, *args):
        proto = self._proto
        if proto is None or proto.lost is not None:
            proto = await self._connect()
        future = asyncio.get_running_loop().create_future()
        proto.waiting.append((future, time.monotonic()))
        proto.transport.write(encode(args))
        return await future

    async def _connect(self) -> _Protocol:
        # Concurrent callers share one connection attempt.
        if self._connecting is None or self._connecting.done():
            self._connecting = asyncio.ensure_future(self._open())
        return await asyncio.shield(self._connecting)

    async def _open(self) -> _Protocol:
        loop = asyncio.get_running_loop()
        p = self.params
        try:
            if p.get("connection_class") is UnixDomainSocketConnection:
                coro = loop.create_unix_connection(_Protocol, p["path"])
            else:
                tls = _tls_context(p) if p.get("connection_class") is SSLConnection else None
                coro = loop.create_connection(_Protocol, p.get("host", "localhost"), p.get("port", 6379), ssl=tls)
            _, proto = await asyncio.wait_for(coro, self.timeout)
        except (OSError, asyncio.TimeoutError) as exc:
            raise StoreUnavailable(f"redis: cannot connect ({exc or 'timeout'})") from exc
        self._proto = proto
        if self._watchdog is None or self._watchdog.done():
            self._watchdog = asyncio.ensure_future(self._watch())
        if p.get("password"):
            auth = ("AUTH", p["username"], p["password"]) if p.get("username") else ("AUTH", p["password"])
            await self.call(*auth)
        if p.get("db"):
            await self.call("SELECT", p["db"])
        return proto

    async def _watch(self) -> None:
        """Fail the connection when its oldest command is overdue (one timer
        for the connection instead of one per command)."""
        while True:
            await asyncio.sleep(min(0.25, self.timeout / 4))
            proto = self._proto
            if proto is None or proto.lost is not None:
                continue
            if proto.waiting and time.monotonic() - proto.waiting[0][1] > self.timeout:
                proto.fail(StoreUnavailable(f"redis: no reply within {self.timeout:g}s"))

    async def close(self) -> None:
        if self._watchdog is not None:
            self._watchdog.cancel()
        if self._proto is not None and self._proto.transport is not None:
            self._proto.transport.close()
        self._proto = None
