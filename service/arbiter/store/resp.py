"""A lean, pipelining Redis connection for the store's hot path.

Why not redis-py here: measured on this service, each redis-py asyncio command
costs about 50 µs of client CPU (connection pool, retries, observability hooks,
asyncio streams), and a SubmitMove needs two; that alone was most of the gap to
the transport floor (bench/RESULTS.md). This connection takes commands from
any number of coroutines, writes all those of one event-loop tick with one
system call, and resolves their futures in order as the replies arrive: RESP
answers in order, so one multiplexed connection is all a single-threaded server
needs, at about a quarter of the cost. Parsing is hiredis (redis-py's own
parser). redis-py still serves Redis Cluster.
`Subscriber` is the one subscribed-mode connection a process uses to hear of
new moves in the games it watches.

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
from collections.abc import Callable

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
        self.outgoing: list[bytes] = []  # commands of this tick, written together at its end

    def connection_made(self, transport) -> None:
        self.transport = transport

    def send(self, command: bytes) -> None:
        """Queue `command`; the first of a tick schedules one write for all."""
        if not self.outgoing:
            asyncio.get_running_loop().call_soon(self.flush)
        self.outgoing.append(command)

    def flush(self) -> None:
        data, self.outgoing = b"".join(self.outgoing), []
        if self.lost is None and data:
            assert self.transport is not None  # commands are sent once connected
            self.transport.write(data)

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


def _auth(p: dict) -> tuple:
    return ("AUTH", p["username"], p["password"]) if p.get("username") else ("AUTH", p["password"])


async def open_connection(params: dict, timeout: float, factory):
    """A connected protocol from `factory` for a parsed redis URL (TCP, TLS or
    unix socket), or StoreUnavailable within `timeout` seconds."""
    loop = asyncio.get_running_loop()
    p = params
    try:
        if p.get("connection_class") is UnixDomainSocketConnection:
            coro = loop.create_unix_connection(factory, p["path"])
        else:
            tls = _tls_context(p) if p.get("connection_class") is SSLConnection else None
            coro = loop.create_connection(factory, p.get("host", "localhost"), p.get("port", 6379), ssl=tls)
        _, proto = await asyncio.wait_for(coro, timeout)
    except (OSError, asyncio.TimeoutError) as exc:
        raise StoreUnavailable(f"redis: cannot connect ({exc or 'timeout'})") from exc
    return proto


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
        proto.send(encode(args))
        return await future

    async def _connect(self) -> _Protocol:
        # Concurrent callers share one connection attempt.
        if self._connecting is None or self._connecting.done():
            self._connecting = asyncio.ensure_future(self._open())
        return await asyncio.shield(self._connecting)

    async def _open(self) -> _Protocol:
        proto = await open_connection(self.params, self.timeout, _Protocol)
        self._proto = proto
        if self._watchdog is None or self._watchdog.done():
            self._watchdog = asyncio.ensure_future(self._watch())
        p = self.params
        if p.get("password"):
            await self.call(*_auth(p))
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


class _PushProtocol(asyncio.Protocol):
    """A connection in subscribed mode: every reply goes to `on_reply`."""

    def __init__(self, on_reply) -> None:
        self.reader = hiredis.Reader(replyError=ReplyError)
        self.on_reply = on_reply
        self.transport: asyncio.Transport | None = None
        self.closed = asyncio.get_running_loop().create_future()
        self.heard = time.monotonic()

    def connection_made(self, transport) -> None:
        self.transport = transport

    def data_received(self, data: bytes) -> None:
        self.heard = time.monotonic()
        self.reader.feed(data)
        while (reply := self.reader.gets()) is not False:
            self.on_reply(reply)

    def connection_lost(self, exc) -> None:
        if not self.closed.done():
            self.closed.set_result(exc)


class Subscriber:
    """One connection per process in Redis's subscribed mode, shared by every
    channel it listens to: a game's watchers cost a SUBSCRIBE, not a connection.

    `on_message(channel, data)` runs for each PUBLISH; `on_reconnect()` after
    the connection was lost and is back (messages may have been missed in
    between, so listeners re-read what they follow). A connection that stays
    silent for `timeout` seconds after a PING (a hung server) is dropped and
    reopened.
    """

    def __init__(self, url: str, timeout: float, on_message, on_reconnect, alternatives=None):
        self.params = parse_url(url)
        self.timeout = timeout
        # () -> [(host, port)]: other nodes that deliver the same PUBLISHes (a
        # cluster's), tried in turn when the URL's node is down or hung.
        self.alternatives: Callable[[], list[tuple[str, int]]] = alternatives or (lambda: [])
        self._attempt = 0
        self.on_message = on_message
        self.on_reconnect = on_reconnect
        self._channels: dict[bytes, list[asyncio.Future]] = {}  # channel -> waiters for its confirmation
        self._confirmed: set[bytes] = set()
        self._proto: _PushProtocol | None = None
        self._up: asyncio.Event | None = None
        self._task: asyncio.Task | None = None

    async def subscribe(self, channel: str) -> None:
        """Listen to `channel`; returns once Redis confirmed it (from then on
        no PUBLISH is missed), or raises StoreUnavailable."""
        ch = channel.encode()
        if ch in self._confirmed:
            return
        self._start()
        waiter = asyncio.get_running_loop().create_future()
        self._channels.setdefault(ch, []).append(waiter)
        if self._proto is not None:
            assert self._proto.transport is not None  # _proto is set once connected
            self._proto.transport.write(encode(("SUBSCRIBE", ch)))
        try:
            await asyncio.wait_for(asyncio.shield(waiter), self.timeout)
        except asyncio.TimeoutError as exc:
            raise StoreUnavailable(f"redis: no confirmation of SUBSCRIBE within {self.timeout:g}s") from exc

    def unsubscribe(self, channel: str) -> None:
        ch = channel.encode()
        for waiter in self._channels.pop(ch, ()):
            waiter.cancel()
        self._confirmed.discard(ch)
        if self._proto is not None:
            assert self._proto.transport is not None  # _proto is set once connected
            self._proto.transport.write(encode(("UNSUBSCRIBE", ch)))

    def _start(self) -> None:
        if self._task is None or self._task.done():
            self._task = asyncio.ensure_future(self._run())

    def _on_reply(self, reply) -> None:
        if isinstance(reply, list) and reply:
            kind = reply[0]
            if kind == b"message":
                self.on_message(reply[1], reply[2])
            elif kind == b"subscribe":
                if reply[1] in self._channels:
                    self._confirmed.add(reply[1])
                    for waiter in self._channels[reply[1]]:
                        if not waiter.done():
                            waiter.set_result(None)
                    self._channels[reply[1]] = []

    async def _run(self) -> None:
        backoff = 0.05
        first = True
        while True:
            try:
                proto = await open_connection(self._where(), self.timeout, lambda: _PushProtocol(self._on_reply))
            except StoreUnavailable:
                self._attempt += 1
                await asyncio.sleep(backoff)
                backoff = min(2.0, backoff * 2)
                continue
            backoff = 0.05
            if self.params.get("password"):
                proto.transport.write(encode(_auth(self.params)))
            self._confirmed.clear()
            if self._channels:
                proto.transport.write(encode(("SUBSCRIBE", *self._channels)))
            self._proto = proto
            if not first:
                self.on_reconnect()
            first = False
            await self._keep_alive(proto)
            self._attempt += 1  # lost or hung: the next connection tries the next node
            self._proto = None
            self._confirmed.clear()
            proto.transport.abort()

    def _where(self) -> dict:
        """The connection parameters of this attempt: the URL's node, then each
        alternative in turn."""
        nodes = [None, *(a for a in self.alternatives()
                         if a != (self.params.get("host"), self.params.get("port")))]
        node = nodes[self._attempt % len(nodes)]
        return self.params if node is None else {**self.params, "host": node[0], "port": node[1]}

    async def _keep_alive(self, proto: _PushProtocol) -> None:
        """PING every timeout/2; give up on a connection silent for `timeout`."""
        assert proto.transport is not None  # open_connection returns it connected
        while not proto.closed.done():
            proto.transport.write(b"*1\r\n$4\r\nPING\r\n")
            sent = time.monotonic()
            await asyncio.wait([proto.closed], timeout=self.timeout / 2)
            if proto.closed.done():
                return
            if proto.heard < sent and time.monotonic() - sent >= self.timeout / 2:
                # Nothing since the PING; give it the other half of the timeout.
                await asyncio.wait([proto.closed], timeout=self.timeout / 2)
                if proto.heard < sent:
                    return

    async def close(self) -> None:
        if self._task is not None:
            self._task.cancel()
            try:
                await self._task
            except (asyncio.CancelledError, Exception):
                pass
        if self._proto is not None and self._proto.transport is not None:
            self._proto.transport.abort()
        self._proto = None
