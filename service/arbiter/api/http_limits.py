"""Connection limits and timeouts of the REST face.

uvicorn closes a keep-alive connection idle after a response
(`timeout_keep_alive`), but nothing else: a connection that never sends a
byte, sends its headers one byte a minute, or never finishes its body is held
for good, and nothing caps how many there are. Enough of them use up the
process's file descriptors, and then the gRPC face cannot accept either. So:

- a cap on open REST connections, by default half of the process's file
  descriptor limit (`RLIMIT_NOFILE`), so REST alone can never starve gRPC, the
  store and the logs; a connection over the cap is closed at once;
- a deadline for each request to arrive whole (headers and body) from the
  moment the connection opens or the previous response ends;
- the idle keep-alive timeout.

Settings come from the environment (`ARBITER_HTTP_MAX_CONNECTIONS`,
`ARBITER_HTTP_REQUEST_TIMEOUT`, `ARBITER_HTTP_IDLE_TIMEOUT`); docs/api.md lists them.
"""
from __future__ import annotations

import asyncio
import logging
import os
import resource
from dataclasses import dataclass

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

log = logging.getLogger("arbiter.rest")

# Their side of the exchange is finished: the whole request has arrived.
_RECEIVED = (h11.DONE, h11.MUST_CLOSE, h11.CLOSED, h11.ERROR)


@dataclass(frozen=True)
class HttpLimits:
    max_connections: int
    request_timeout: float = 10.0  # headers and body of one request, seconds
    idle_timeout: int = 5  # an idle keep-alive connection, seconds (uvicorn's timeout_keep_alive)

    @classmethod
    def from_env(cls, env=os.environ) -> "HttpLimits":
        soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
        default_cap = max(16, min(10_000, (soft if soft != resource.RLIM_INFINITY else 20_000) // 2))
        return cls(
            max_connections=int(env.get("ARBITER_HTTP_MAX_CONNECTIONS") or default_cap),
            request_timeout=float(env.get("ARBITER_HTTP_REQUEST_TIMEOUT") or 10.0),
            idle_timeout=int(env.get("ARBITER_HTTP_IDLE_TIMEOUT") or 5),
        )


def limited_protocol(limits: HttpLimits) -> type[H11Protocol]:
    """uvicorn's h11 protocol with the cap and the request deadline."""

    class LimitedH11Protocol(H11Protocol):
        _deadline: asyncio.TimerHandle | None = None

        def connection_made(self, transport) -> None:
            super().connection_made(transport)
            if len(self.connections) > limits.max_connections:
                _over_cap()
                transport.abort()
                return
            self._arm()

        def data_received(self, data: bytes) -> None:
            super().data_received(data)
            if self.conn.their_state in _RECEIVED:
                self._disarm()

        def on_response_complete(self) -> None:
            super().on_response_complete()
            if not self.transport.is_closing() and self.conn.their_state not in _RECEIVED:
                self._arm()  # kept alive: the next request has its own deadline

        def connection_lost(self, exc) -> None:
            self._disarm()
            super().connection_lost(exc)

        def _arm(self) -> None:
            self._disarm()
            self._deadline = self.loop.call_later(limits.request_timeout, self._expire)

        def _disarm(self) -> None:
            if self._deadline is not None:
                self._deadline.cancel()
                self._deadline = None

        def _expire(self) -> None:
            self._deadline = None
            if self.conn.their_state not in _RECEIVED and not self.transport.is_closing():
                self.transport.close()

    return LimitedH11Protocol


class RepeatLimit(logging.Filter):
    """At most `burst` records of one message per `period` seconds; the rest are
    dropped and counted in the next one let through. asyncio logs every failed
    accept() (EMFILE when descriptors run out); under a flood that is thousands
    of lines a second."""

    def __init__(self, burst: int = 5, period: float = 60.0, clock=None):
        super().__init__()
        import time

        self.burst, self.period, self.clock = burst, period, clock or time.monotonic
        self._seen: dict[str, tuple[float, int, int]] = {}  # msg -> (window start, let through, dropped)

    def filter(self, record: logging.LogRecord) -> bool:
        now = self.clock()
        key = str(record.msg)[:200]
        start, passed, dropped = self._seen.get(key, (now, 0, 0))
        if now - start >= self.period:
            start, passed = now, 0
        if passed >= self.burst:
            self._seen[key] = (start, passed, dropped + 1)
            return False
        if dropped:
            record.suppressed = dropped
        self._seen[key] = (start, passed + 1, 0)
        if len(self._seen) > 1000:
            self._seen.clear()
        return True


def limit_repeated_logs() -> None:
    """Rate-limit the loggers a connection flood can make loud."""
    for name in ("asyncio", "uvicorn.error"):
        logger = logging.getLogger(name)
        if not any(isinstance(f, RepeatLimit) for f in logger.filters):
            logger.addFilter(RepeatLimit())


_refused = 0


def _over_cap() -> None:
    """Count refusals; log the first and then every 1000th, not each one."""
    global _refused
    _refused += 1
    if _refused == 1 or _refused % 1000 == 0:
        log.warning("REST connection cap reached: refusing connections", extra={"refused_total": _refused})
