"""The REST/JSON face: the same RPCs over HTTP/1.1 for browsers and curl.

Routes come from the `google.api.http` annotations of arbiter.v1.Arbiter and
of each game's typed service (`/v1/nottingham/games/{game_id}/moves`), bodies
and responses use the proto3 JSON mapping, errors are `google.rpc.Status` JSON
with the matching HTTP status, and WatchGame is a server-sent-event stream.
Each route calls the same Referee method as the gRPC face.

Built on Starlette (routing, requests, streaming responses) served by uvicorn
inside the gRPC server's event loop: both are small, well kept, and let one
process serve both faces without threads.
"""
from __future__ import annotations

import asyncio
import inspect
import json
import logging
import pathlib
import re
import socket
import time

import uvicorn
from google.protobuf import json_format
from google.protobuf.descriptor import FieldDescriptor
from prometheus_client import Counter, Histogram
from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.cors import CORSMiddleware
from starlette.requests import Request
from starlette.responses import FileResponse, Response, StreamingResponse
from starlette.routing import Route

from arbiter.api.errors import HTTP_STATUS, MessageTooLarge, ServerStopping, status_for
from arbiter.api.http_limits import HttpLimits, limit_repeated_logs, limited_protocol
from arbiter.api.idempotency import with_implied_request_id
from arbiter.api.observability import RateLimiter, limit_client, limit_seat, parse_authorization
from arbiter.api.proto_json import to_json
from arbiter.api.services import http_rule, operation_id, rpc_call, services
from arbiter.referee import BadRequest, Referee, check_version

log = logging.getLogger("arbiter.rest")

HTTP_REQUESTS = Counter("arbiter_http_requests", "REST requests, by route and HTTP status.", ["route", "status"])
HTTP_SECONDS = Histogram("arbiter_http_request_seconds", "REST latency by route (seconds).", ["route"],
                         buckets=(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5))

STATIC = pathlib.Path(__file__).parent / "static"
SSE_KEEPALIVE_SECONDS = 15.0
# Numbers in headers and query strings: ASCII digits only (str.isdigit and int()
# also take '²', '١', ' 1', '1_0').
VERSION = re.compile(r"[0-9]{1,19}")
INTEGER = re.compile(r"-?[0-9]{1,20}")


def http_rules(games=None):
    """(method, HTTP verb, path template, body) for every annotated method of
    every service (arbiter.api.services) of `games` (default: every game).
    Play has no route: HTTP/1.1 cannot carry a bidirectional stream, so REST
    clients watch (server-sent events) and POST moves instead."""
    for service, _ in services(games):
        for m in service.methods:
            rule = http_rule(m)
            if rule is not None:
                yield (m, *rule)


class ProtoJSONResponse(Response):
    media_type = "application/json"  # type: ignore[assignment]  # starlette leaves Response.media_type unannotated

    def __init__(self, msg, status_code: int = 200):
        super().__init__(to_json(msg), status_code=status_code)


def error_response(exc: BaseException) -> Response:
    code, status = status_for(exc)
    http_status = 413 if isinstance(exc, MessageTooLarge) else HTTP_STATUS[code]
    return ProtoJSONResponse(status, status_code=http_status)


_TYPE_NAMES = {FieldDescriptor.CPPTYPE_BOOL: "boolean (true or false)", FieldDescriptor.CPPTYPE_INT32: "integer",
               FieldDescriptor.CPPTYPE_INT64: "integer", FieldDescriptor.CPPTYPE_UINT32: "integer",
               FieldDescriptor.CPPTYPE_UINT64: "integer"}


def _scalar(field: FieldDescriptor, text: str):
    if field.type == FieldDescriptor.TYPE_BOOL:
        if text.lower() not in ("true", "false", "1", "0"):
            raise ValueError(text)
        return text.lower() in ("1", "true")
    if field.cpp_type in (FieldDescriptor.CPPTYPE_INT32, FieldDescriptor.CPPTYPE_INT64,
                          FieldDescriptor.CPPTYPE_UINT32, FieldDescriptor.CPPTYPE_UINT64):
        if not INTEGER.fullmatch(text):
            raise ValueError(f"{text!r} is not an integer")
        return int(text)
    return text


def _null_field(data: dict) -> str | None:
    """The path (`move.takeCard`) of the first null in a request body, if any.
    The proto3 JSON parser reads null as "the default"; the OpenAPI document
    gives no field a null type, so the REST face refuses it instead of
    accepting what the document says is invalid."""
    todo = [("", data)]
    while todo:
        at, node = todo.pop()
        items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
        for key, value in items:
            path = f"{at}[{key}]" if isinstance(key, int) else f"{at}.{key}" if at else key
            if value is None:
                return path
            todo.append((path, value))
    return None


def _parse_dict(data: dict, msg) -> None:
    """json_format.ParseDict, whose own slips on hostile shapes (a non-string
    `@type`, an Any without `value`: AttributeError, KeyError) are ParseErrors
    like any other bad JSON."""
    try:
        json_format.ParseDict(data, msg, ignore_unknown_fields=False)
    except (json_format.ParseError, RecursionError):
        raise
    except Exception as exc:  # noqa: BLE001 - any slip of the parser is the body's fault
        raise json_format.ParseError(f"{type(exc).__name__}: {exc}") from exc


class RestFace:
    def __init__(self, referee: Referee, limiter: RateLimiter | None, max_body_bytes: int,
                 creates: RateLimiter | None = None):
        self.referee = referee
        self.limiter = limiter
        self.creates = creates  # per client address, for the CREATES calls (arbiter.api.observability)
        self.max_body_bytes = max_body_bytes
        game_of = {service.full_name: game for service, game in services(referee.games)}
        routes = [Route(path, self._endpoint(m, body, game_of[m.containing_service.full_name]), methods=[verb])
                  for m, verb, path, body in http_rules(referee.games)]
        routes += [
            Route("/openapi.json", self._openapi, methods=["GET"]),
            Route("/", self._playground, methods=["GET"]),
            Route("/playground", self._playground, methods=["GET"]),
        ]
        self.app = Starlette(routes=routes, middleware=[Middleware(
            CORSMiddleware, allow_origins=["*"], allow_methods=["GET", "POST"],
            allow_headers=["authorization", "content-type", "last-event-id"])])
        self.server: uvicorn.Server | None = None
        self.task: asyncio.Task | None = None
        self.port = 0
        # Set when the server stops: event streams end, so their clients
        # resume (Last-Event-ID) on another replica instead of being cut
        # when uvicorn's graceful shutdown runs out.
        self.closing = asyncio.Event()

    # ------------------------------------------------------------ lifecycle

    @classmethod
    async def start(cls, referee: Referee, host: str, port: int, limiter: RateLimiter | None,
                    max_body_bytes: int, reuse_port: bool = False,
                    creates: RateLimiter | None = None) -> "RestFace":
        face = cls(referee, limiter, max_body_bytes, creates)
        host = host.strip("[]") or "::"
        family = socket.AF_INET6 if ":" in host else socket.AF_INET
        # TCP by name: asyncio turns Nagle off (TCP_NODELAY) on accepted
        # connections only when their socket's proto is IPPROTO_TCP; with 0,
        # each keep-alive response's body waited ~40 ms for a delayed ACK.
        sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        if reuse_port:  # --workers: several processes, one port; nobody else shares it
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
        sock.bind((host, port))
        sock.listen(1024)
        sock.setblocking(False)
        face.port = sock.getsockname()[1]
        limits = HttpLimits.from_env()
        limit_repeated_logs()
        # log_config=None: uvicorn's loggers go to the root handler (one JSON
        # object per line) instead of its own plain-text formatters.
        config = uvicorn.Config(face.app, log_config=None, log_level="warning", lifespan="off", access_log=False,
                                timeout_graceful_shutdown=5, http=limited_protocol(limits),
                                timeout_keep_alive=limits.idle_timeout)
        face.server = _EmbeddedServer(config)
        face.task = asyncio.create_task(face.server.serve(sockets=[sock]))
        while not face.server.started:
            if face.task.done():
                face.task.result()
            await asyncio.sleep(0.01)
        return face

    async def stop(self) -> None:
        self.closing.set()
        if self.server is not None:
            self.server.should_exit = True
            assert self.task is not None  # started with the server
            await self.task

    # ------------------------------------------------------------ routes

    def _endpoint(self, method, body: str, game):
        call = rpc_call(self.referee, method, game)
        streaming = method.server_streaming
        route_name = operation_id(method)

        async def endpoint(request: Request) -> Response:
            t0 = time.perf_counter()
            try:
                token = parse_authorization(request.headers.get("authorization", ""))
                limit_client(self.creates, method.name, request.client.host if request.client else "")
                limit_seat(self.limiter, self.referee.seat_of, request.path_params.get("game_id", ""), token)
                msg = await self._request_message(request, method.input_type._concrete_class, body)
                last = request.headers.get("last-event-id")
                if streaming and last is not None:  # an EventSource reconnecting
                    if not VERSION.fullmatch(last):
                        raise BadRequest("Last-Event-ID", "must be a version number")
                    check_version("Last-Event-ID", int(last) + 1)  # resumed after it
                    msg.from_version = int(last) + 1
                result = call(with_implied_request_id(msg, request.headers.get("x-request-id")), token)
                if inspect.isawaitable(result):
                    result = await result
                response = self._sse(result) if streaming else ProtoJSONResponse(result)
            except Exception as exc:  # mapped like the gRPC face does
                response = error_response(exc)
            except asyncio.CancelledError:
                # The process stops under a call that came on a kept-alive
                # connection: an answer to retry elsewhere, not a 500.
                if not self.closing.is_set():
                    raise
                response = error_response(ServerStopping())
            elapsed = time.perf_counter() - t0
            HTTP_REQUESTS.labels(route_name, str(response.status_code)).inc()
            HTTP_SECONDS.labels(route_name).observe(elapsed)
            if response.status_code >= 400 or log.isEnabledFor(logging.DEBUG):
                log.log(logging.WARNING if response.status_code in (503, 504)
                        else logging.ERROR if response.status_code >= 500 else logging.INFO, "http",
                        extra={"route": route_name, "status": response.status_code, "ms": round(elapsed * 1000, 2),
                               "game_id": request.path_params.get("game_id"),
                               "x_request_id": request.headers.get("x-request-id")})
            return response

        return endpoint

    async def _request_message(self, request: Request, cls, body: str):
        msg = cls()
        try:
            if body:
                raw = await self._read_body(request)
                if raw.strip():
                    data = json.loads(raw)
                    if not isinstance(data, dict):
                        raise BadRequest("body", f"must be a JSON object ({cls.DESCRIPTOR.full_name})")
                    null = _null_field(data)
                    if null is not None:
                        raise BadRequest(null, "null is not a value: leave the field out for its default")
                    _parse_dict(data, msg)
            for key, value in request.query_params.items():
                field = msg.DESCRIPTOR.fields_by_camelcase_name.get(key) or msg.DESCRIPTOR.fields_by_name.get(key)
                if field is None or field.message_type is not None:
                    raise BadRequest(key, "unknown query parameter")
                try:
                    setattr(msg, field.name, _scalar(field, value))
                except (ValueError, TypeError) as exc:  # blamed on the parameter, not on a body
                    raise BadRequest(
                        key, f"not a valid {_TYPE_NAMES.get(field.cpp_type, 'value')}: {value[:40]!r}") from exc
            for key, value in request.path_params.items():
                setattr(msg, key, value)
        except (json_format.ParseError, ValueError, RecursionError, TypeError) as exc:
            raise BadRequest("body", f"not valid JSON for {cls.DESCRIPTOR.full_name}: {str(exc)[:300]}") from exc
        return msg

    async def _read_body(self, request: Request) -> bytes:
        declared = request.headers.get("content-length")
        if declared and VERSION.fullmatch(declared) and int(declared) > self.max_body_bytes:
            raise MessageTooLarge(f"the body is larger than {self.max_body_bytes} bytes")
        chunks, size = [], 0
        async for chunk in request.stream():
            size += len(chunk)
            if size > self.max_body_bytes:
                raise MessageTooLarge(f"the body is larger than {self.max_body_bytes} bytes")
            chunks.append(chunk)
        return b"".join(chunks)

    def _sse(self, updates) -> Response:
        """Server-sent events: `id: <version>`, `data: <WatchGameResponse JSON>`,
        a comment line as keepalive, errors in-band as `event: error`."""

        async def events():
            it = updates.__aiter__()
            pending = asyncio.ensure_future(it.__anext__())
            closing = asyncio.ensure_future(self.closing.wait())
            try:
                while True:
                    await asyncio.wait((pending, closing), timeout=SSE_KEEPALIVE_SECONDS,
                                       return_when=asyncio.FIRST_COMPLETED)
                    if not pending.done():
                        if closing.done():
                            return  # the server stops: a clean end, the client resumes elsewhere
                        yield ": keepalive\n\n"
                        continue
                    try:
                        update = pending.result()
                    except StopAsyncIteration:
                        return
                    except Exception as exc:  # noqa: BLE001 - reported in-band
                        _, status = status_for(exc)
                        yield f"event: error\ndata: {to_json(status)}\n\n"
                        return
                    yield f"id: {update.entry.version}\ndata: {to_json(update)}\n\n"
                    pending = asyncio.ensure_future(it.__anext__())
            finally:
                closing.cancel()
                pending.cancel()
                # The source is closed once its step has stopped: closing it
                # while the step still runs raises (the generator is running).
                await asyncio.wait((pending,))
                if not pending.cancelled():
                    pending.exception()  # retrieved: an end or an error already reported
                await it.aclose()

        return StreamingResponse(events(), media_type="text/event-stream",
                                 headers={"cache-control": "no-cache", "x-accel-buffering": "no"})

    async def _openapi(self, request: Request) -> Response:
        return FileResponse(STATIC / "openapi.json", media_type="application/json")

    async def _playground(self, request: Request) -> Response:
        return FileResponse(STATIC / "playground.html", media_type="text/html")


class _EmbeddedServer(uvicorn.Server):
    """uvicorn without its own signal handling: the gRPC server owns shutdown."""

    def capture_signals(self):
        import contextlib

        return contextlib.nullcontext()

