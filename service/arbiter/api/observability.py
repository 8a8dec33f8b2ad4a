"""Metrics, structured logs, rate limits and the error boundary for every RPC.

Metric names follow go-grpc-prometheus so existing dashboards work:
grpc_server_started_total, grpc_server_handled_total (with grpc_code),
grpc_server_handling_seconds, grpc_server_msg_received_total and
grpc_server_msg_sent_total; plus arbiter_moves_applied_total{game},
arbiter_moves_rejected_total{game,reason} and the store's
arbiter_store_seconds{op} and arbiter_store_errors_total{op,error}.
"""
from __future__ import annotations

import asyncio
import inspect
import json
import logging
import time
from collections import OrderedDict

import grpc
from grpc_status import rpc_status
from grpc._cython import cygrpc
from prometheus_client import Counter, Gauge, Histogram

from arbiter.api.errors import RateLimited, is_client_error, status_for
from arbiter.referee import BadRequest

log = logging.getLogger("arbiter.api")

STARTED = Counter("grpc_server_started", "RPCs started on the server.", ["grpc_type", "grpc_service", "grpc_method"])
HANDLED = Counter(
    "grpc_server_handled", "RPCs completed on the server, regardless of success or failure.",
    ["grpc_type", "grpc_service", "grpc_method", "grpc_code"],
)
HANDLING = Histogram(
    "grpc_server_handling_seconds", "Response latency of RPCs handled by the server (seconds).",
    ["grpc_type", "grpc_service", "grpc_method"],
    buckets=(0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10),
)
MSG_RECEIVED = Counter("grpc_server_msg_received", "RPC stream messages received on the server.",
                       ["grpc_type", "grpc_service", "grpc_method"])
MSG_SENT = Counter("grpc_server_msg_sent", "gRPC stream messages sent on the server.",
                   ["grpc_type", "grpc_service", "grpc_method"])
# Streams held open now (WatchGame, Play): what a replica's memory and the
# gateway's connections scale with, and what the autoscaler reads beside CPU
# (deploy/k8s/base/arbiter/hpa.yaml). livesum: with --workers, the sum over
# the live workers.
STREAMS_OPEN = Gauge("arbiter_streams_open", "Streaming RPCs open on the server now.",
                     ["grpc_type", "grpc_service", "grpc_method"], multiprocess_mode="livesum")
MOVES_APPLIED = Counter("arbiter_moves_applied", "Moves applied, by game.", ["game"])
MOVES_REJECTED = Counter("arbiter_moves_rejected", "Moves rejected, by game and reason.", ["game", "reason"])
STORE_SECONDS = Histogram(
    "arbiter_store_seconds", "Store operation latency by operation (seconds), failed operations included.", ["op"],
    buckets=(0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5),
)
STORE_ERRORS = Counter("arbiter_store_errors", "Store operations that raised, by operation and error class.",
                       ["op", "error"])
# Set by the server's periodic upkeep (arbiter.api.server), in every process of --workers.
STORE_UNSAFE = Gauge("arbiter_store_unsafe", "1 while the store's deployment is unsafe to write to (an evicting "
                     "maxmemory-policy set at run time): moves and new games are refused.",
                     multiprocess_mode="livemax")
GRPC_DROPPED = Gauge("arbiter_grpc_dropped", "gRPC calls received that reached no handler and were not shed by "
                     "--max-concurrent-rpcs: waiting in gRPC's backlog now, or dropped from it (CANCELLED), or "
                     "naming no method. Rising while idle means calls were dropped.", multiprocess_mode="livesum")
SHED = Counter("arbiter_grpc_shed", "gRPC calls refused (RESOURCE_EXHAUSTED) because the server ran "
               "--max-concurrent-rpcs calls already, or abandoned before a handler started; none of them is in "
               "grpc_server_started_total or grpc_server_handled_total.", ["grpc_service", "grpc_method"])


class MeasuredStore:
    """A GameStore with every awaited operation timed (arbiter_store_seconds)
    and its failures counted (arbiter_store_errors_total): the latency behind
    an RPC's latency, and a store outage told apart from a slow rules path.

    A proxy rather than a subclass, so it measures whatever the store offers
    (watch streams pass through untimed: they wait on purpose)."""

    def __init__(self, store):
        self._store = store

    def __getattr__(self, name: str):
        attr = getattr(self._store, name)
        if not inspect.iscoroutinefunction(attr):
            return attr
        seconds = STORE_SECONDS.labels(name)

        async def measured(*args, **kwargs):
            t0 = time.perf_counter()
            try:
                return await attr(*args, **kwargs)
            except Exception as exc:
                STORE_ERRORS.labels(name, type(exc).__name__).inc()
                raise
            finally:
                seconds.observe(time.perf_counter() - t0)

        setattr(self, name, measured)  # built once per operation
        return measured


class JsonFormatter(logging.Formatter):
    """One JSON object per line; extra fields (game_id, request_id, ...) included."""

    _STANDARD = set(vars(logging.LogRecord("", 0, "", 0, "", (), None))) | {"message", "asctime"}

    def format(self, record: logging.LogRecord) -> str:
        out = {"ts": round(record.created, 3), "level": record.levelname, "logger": record.name,
               "msg": record.getMessage()}
        out.update({k: v for k, v in vars(record).items() if k not in self._STANDARD})
        if record.exc_info:
            out["exc"] = self.formatException(record.exc_info)
        return json.dumps(out, default=str)


def configure_logging(level: str) -> None:
    handler = logging.StreamHandler()
    handler.setFormatter(JsonFormatter())
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level.upper())


class RateLimiter:
    """Token bucket per seat token: `rate` requests per second, bursts of
    `burst`. Keeps the most recent `capacity` tokens (LRU)."""

    def __init__(self, rate: float, burst: float | None = None, capacity: int = 100_000, clock=time.monotonic):
        self.rate = rate
        self.burst = burst or max(1.0, 2 * rate)
        self.capacity = capacity
        self.clock = clock
        self._buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()

    def allow(self, key: str) -> bool:
        now = self.clock()
        tokens, last = self._buckets.pop(key, (self.burst, now))
        tokens = min(self.burst, tokens + (now - last) * self.rate)
        ok = tokens >= 1.0
        self._buckets[key] = (tokens - 1.0 if ok else tokens, now)
        if len(self._buckets) > self.capacity:
            self._buckets.popitem(last=False)
        return ok


def limit_seat(limiter: RateLimiter | None, seat_of, game_id: str, token: str | None) -> None:
    """Spend one request of the bucket of (game, seat) that `token` stands for.

    Keyed by the verified seat, not the token's text: a seat has one bucket
    however its token is spelled, and a forged token (UNAUTHENTICATED here,
    from `seat_of`) cannot drain a real seat's bucket. Requests without a game
    or token (spectators, CreateGame) are the gateway's to limit."""
    if limiter is None or not token or not game_id:
        return
    seat = seat_of(game_id, token)
    if seat is not None and not limiter.allow(f"{game_id}/{seat}"):
        raise RateLimited("rate limit exceeded for this seat; slow down")


def parse_authorization(value: str | None) -> str | None:
    """The token of an `authorization: Bearer <token>` value (a bare token is accepted too)."""
    if value is None:
        return None
    scheme, _, token = value.partition(" ")
    if scheme.lower() == "bearer" and token.strip():
        return token.strip()
    return value.strip() or None


def metadata_values(context: grpc.aio.ServicerContext, *names: str) -> list[str | None]:
    """The first value of each of `names` in a call's metadata (None when absent), in one pass."""
    found: list[str | None] = [None] * len(names)
    for key, value in context.invocation_metadata() or ():
        if key in names:
            i = names.index(key)
            if found[i] is None:
                found[i] = value
    return found


def request_metadata(context: grpc.aio.ServicerContext, name: str) -> str | None:
    return metadata_values(context, name)[0]


def bearer_token(context: grpc.aio.ServicerContext) -> str | None:
    return parse_authorization(request_metadata(context, "authorization"))


def call_metadata(context: grpc.aio.ServicerContext) -> tuple[str | None, str | None]:
    """(bearer token, x-request-id) of a unary call."""
    authorization, x_request_id = metadata_values(context, "authorization", "x-request-id")
    return parse_authorization(authorization), x_request_id


def _split(method: str) -> tuple[str, str]:
    service, _, name = method.lstrip("/").rpartition("/")
    return service, name


class ServerInterceptor(grpc.aio.ServerInterceptor):
    """Wraps every handler: count, time, rate-limit, map exceptions to rich
    statuses (the one error boundary), log one line per call."""

    def __init__(self, limiter: RateLimiter | None = None, seat_of=None, sheds: bool = False):
        self.limiter = limiter
        self.seat_of = seat_of  # (game_id, token) -> seat; raises on a bad token
        # With a concurrency limit (`sheds`), the calls gRPC refuses past it.
        self.shed = Shed() if sheds else None
        # One wrapped handler per method, built on its first call: nothing of
        # the wrapping (closures, handler objects, metric children) is
        # allocated again per call.
        self._wrapped: dict[str, object] = {}

    async def intercept_service(self, continuation, details):
        wrapped = self._wrapped.get(details.method)
        if wrapped is None:
            handler = await continuation(details)
            if handler is None:
                return None
            wrapped = self._wrapped[details.method] = self._wrap(handler, details.method)
        if self.shed is not None:
            self.shed.admitted(details.method)
        return wrapped

    def _wrap(self, handler, full_method: str):
        service, method = _split(full_method)
        # Requests arrive as bytes and are parsed inside the error boundary, so
        # a corrupt message is INVALID_ARGUMENT rather than grpc's UNKNOWN.
        parse = _parser(handler.request_deserializer)
        out = handler.response_serializer
        if handler.unary_unary:
            return grpc.unary_unary_rpc_method_handler(
                self._wrap_unary(handler.unary_unary, service, method, parse), response_serializer=out)
        if handler.unary_stream:
            return grpc.unary_stream_rpc_method_handler(
                self._wrap_stream(handler.unary_stream, service, method, "server_stream", parse),
                response_serializer=out)
        if handler.stream_stream:  # reflection
            received = MSG_RECEIVED.labels("bidi_stream", service, method)

            async def requests(raw_iterator):
                async for raw in raw_iterator:
                    received.inc()
                    yield parse(raw)

            wrap = self._wrap_stream if inspect.isasyncgenfunction(handler.stream_stream) else self._wrap_writer
            return grpc.stream_stream_rpc_method_handler(
                wrap(handler.stream_stream, service, method, "bidi_stream", requests), response_serializer=out)
        return handler

    def _limit(self, context, request) -> None:
        if self.limiter is not None:
            limit_seat(self.limiter, self.seat_of, getattr(request, "game_id", ""), bearer_token(context))

    def _wrap_unary(self, behavior, service, method, parse):
        metrics = _Metrics("unary", service, method, self.shed)

        async def wrapped(raw, context):
            call = _Call(metrics, None, context)
            try:
                call.request = request = parse(raw)
                call.received()
                self._limit(context, request)
                answer = await behavior(request, context)
                call.sent()
                return answer
            except BaseException as exc:
                await call.fail(exc)
            finally:
                call.done()

        return wrapped

    def _wrap_stream(self, behavior, service, method, kind, parse):
        metrics = _Metrics(kind, service, method, self.shed)

        async def wrapped(raw, context):
            call = _Call(metrics, None, context)
            metrics.open.inc()
            try:
                call.request = request = parse(raw)
                if kind == "server_stream":
                    call.received()
                self._limit(context, request)
                async for item in behavior(request, context):
                    call.sent()
                    yield item
            except BaseException as exc:
                await call.fail(exc)
            finally:
                metrics.open.dec()
                call.done()

        return wrapped


    def _wrap_writer(self, behavior, service, method, kind, parse):
        """A stream handler that writes its answers itself (`context.write`,
        Play): each written message is counted as a yielded one would be."""
        metrics = _Metrics(kind, service, method, self.shed)

        async def wrapped(raw, context):
            call = _Call(metrics, None, context)
            metrics.open.inc()
            try:
                call.request = request = parse(raw)
                self._limit(context, request)
                await behavior(request, _Counted(context, metrics.sent))
            except BaseException as exc:
                await call.fail(exc)
            finally:
                metrics.open.dec()
                call.done()

        return wrapped


class Shed:
    """Counts the calls gRPC sheds past its `maximum_concurrent_rpcs`
    (--max-concurrent-rpcs): it decides before the call's task runs the
    interceptor, which then still runs, but no handler does and the call
    ends RESOURCE_EXHAUSTED ("Concurrent RPC limit exceeded!"). So a call
    whose task ends with no handler started was shed (arbiter_grpc_shed_total)."""

    def __init__(self):
        self._waiting: dict[asyncio.Task, str] = {}  # a call's task -> its method, until its handler starts

    def admitted(self, method: str) -> None:
        task = asyncio.current_task()
        self._waiting[task] = method
        task.add_done_callback(self._ended)

    def started(self) -> None:
        self._waiting.pop(asyncio.current_task(), None)

    def _ended(self, task: asyncio.Task) -> None:
        method = self._waiting.pop(task, None)
        if method is not None:
            SHED.labels(*_split(method)).inc()


def grpc_dropped() -> int:
    """arbiter_grpc_dropped's value: the calls gRPC's core received (its
    channelz count, every server of this process) less those that reached a
    handler (grpc_server_started_total) or were shed (arbiter_grpc_shed_total).
    A burst past gRPC's backlog of calls not yet picked up
    (`grpc.server.max_pending_requests`) is cancelled before any code of ours
    sees it: only this difference shows it."""
    servers = json.loads(cygrpc.channelz_get_servers(0)).get("server", [])
    received = sum(int(s.get("data", {}).get("callsStarted", 0)) for s in servers)
    return received - _count(STARTED) - _count(SHED)


def _count(counter: Counter) -> int:
    return int(sum(s.value for m in counter.collect() for s in m.samples if s.name.endswith("_total")))


class _Counted:
    """A call's context whose `write` counts the message sent."""

    __slots__ = ("_context", "_sent")

    def __init__(self, context, sent):
        self._context, self._sent = context, sent

    def write(self, message):
        self._sent.inc()
        return self._context.write(message)  # the awaitable itself: no coroutine of ours per message

    def __getattr__(self, name: str):
        return getattr(self._context, name)


# A store outage is the operator's concern (WARNING), a bug even more (ERROR);
# a client's mistake is INFO.
_LEVEL = {"INTERNAL": logging.ERROR, "UNKNOWN": logging.ERROR, "UNAVAILABLE": logging.WARNING,
          "DEADLINE_EXCEEDED": logging.WARNING}


class _Metrics:
    """One method's metric children, looked up once (a `labels()` call per RPC
    costs a lock and a tuple-keyed lookup)."""

    __slots__ = ("kind", "service", "method", "started", "handling", "handled", "received", "sent", "open",
                 "on_start")

    def __init__(self, kind: str, service: str, method: str, shed: Shed | None = None):
        self.kind, self.service, self.method = kind, service, method
        self.on_start = shed.started if shed is not None else None
        self.started = STARTED.labels(kind, service, method)
        self.handling = HANDLING.labels(kind, service, method)
        self.handled: dict[str, object] = {}
        self.received = MSG_RECEIVED.labels(kind, service, method)
        self.sent = MSG_SENT.labels(kind, service, method)
        self.open = STREAMS_OPEN.labels(kind, service, method)

    def handled_with(self, code: str):
        child = self.handled.get(code)
        if child is None:
            child = self.handled[code] = HANDLED.labels(self.kind, self.service, self.method, code)
        return child


class _Call:
    """One RPC in flight: its metrics, its outcome, its log line."""

    __slots__ = ("metrics", "service", "method", "request", "context", "code", "t0")

    def __init__(self, metrics: _Metrics, request, context):
        self.metrics = metrics
        self.service, self.method = metrics.service, metrics.method
        self.request, self.context = request, context
        self.code = grpc.StatusCode.OK
        self.t0 = time.perf_counter()
        metrics.started.inc()
        if metrics.on_start is not None:
            metrics.on_start()

    def received(self) -> None:
        self.metrics.received.inc()

    def sent(self) -> None:
        self.metrics.sent.inc()

    async def fail(self, exc: BaseException) -> None:
        """Record why the call ended and turn `exc` into the client's status."""
        if isinstance(exc, asyncio.CancelledError):
            self.code = grpc.StatusCode.CANCELLED
            raise exc
        if _is_refused_send(exc):
            # The client ended the call (cancelled, or its connection went)
            # before this answer could go out: a cancel, not a server fault.
            self.code = grpc.StatusCode.CANCELLED
            return
        if _is_abort(exc):  # a handler (health, reflection) aborted on its own
            self.code = self.context.code() or grpc.StatusCode.UNKNOWN
            raise exc
        if not isinstance(exc, Exception):
            raise exc
        self.code, status = status_for(exc)
        if not is_client_error(exc):
            log.error("unhandled error in %s/%s", self.service, self.method, exc_info=exc)
        await self.context.abort_with_status(rpc_status.to_status(status))

    def done(self) -> None:
        elapsed = time.perf_counter() - self.t0
        name = self.code.name
        self.metrics.handled_with(name).inc()
        self.metrics.handling.observe(elapsed)
        if name not in ("OK", "CANCELLED") or log.isEnabledFor(logging.DEBUG):
            log.log(_LEVEL.get(name, logging.INFO), "rpc",
                    extra={"rpc": f"{self.service}/{self.method}", "code": name, "ms": round(elapsed * 1000, 2),
                           "game_id": getattr(self.request, "game_id", "") or None,
                           # Not CreateGame's: a repeat under it answers every seat's token.
                           "request_id": None if self.method == "CreateGame"
                           else getattr(self.request, "request_id", "") or None,
                           "x_request_id": request_metadata(self.context, "x-request-id")})


def _parser(deserialize):
    def parse(raw):
        if deserialize is None:
            return raw
        try:
            return deserialize(raw)
        except Exception as exc:  # DecodeError and friends: the client's bytes
            raise BadRequest("request", f"not a valid protobuf message: {exc}") from exc

    return parse


def _is_refused_send(exc: BaseException) -> bool:
    # grpc.aio's ExecuteBatchError: a send (initial metadata, a message) on a
    # call that has already ended.
    return type(exc).__name__ == "ExecuteBatchError"


def _is_abort(exc: BaseException) -> bool:
    # grpc.aio raises its own AbortError from context.abort(); it must pass through.
    return type(exc).__name__ == "AbortError"
