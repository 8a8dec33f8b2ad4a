"""The asyncio client: the synchronous client's API (`arbiter_client.Arbiter`)
with `async` methods, over grpc.aio. The same operations (arbiter_client.common),
each Call awaited; same defaults, same retry policy."""
from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, AsyncIterator, cast

import grpc

from arbiter.v1 import arbiter_pb2 as api
from arbiter.v1 import arbiter_pb2_grpc
from google.protobuf import message

from arbiter_client.common import (AUTO, GENERIC, STREAM_BROKEN, TRANSIENT, ArbiterError, ArbiterOps,
                                   Backoff, PlayBase, PlayUpdate, SeatOps, Service, Update, bearer, play_move,
                                   public_methods, service_for, step, unpack)


async def _call(fn, request, token: str | None = None, timeout: float | None = None):
    backoff = Backoff()
    while True:
        try:
            return await fn(request, metadata=bearer(token), timeout=timeout)
        except grpc.aio.AioRpcError as err:
            pause = backoff.next() if err.code() in TRANSIENT else None
            if pause is None:
                raise _error(err) from None
            await asyncio.sleep(pause)


def _error(err: grpc.aio.AioRpcError) -> ArbiterError:
    from grpc_status import rpc_status

    status = None
    for key, value in err.trailing_metadata() or ():
        if key == rpc_status.GRPC_DETAILS_METADATA_KEY:  # type: ignore[attr-defined]  # the stubs omit it
            from google.rpc import status_pb2

            status = status_pb2.Status.FromString(cast(bytes, value))  # a -bin key's value is bytes
    return ArbiterError.from_status(err.code(), err.details(), status)


def _awaited(op):
    """`op` (an operation of arbiter_client.common) run to its end, each Call awaited."""

    async def run(self, *args, **kwargs):
        conn = getattr(self, "arbiter", self)
        operation, reply = op(self, *args, **kwargs), None
        while True:
            call, result = step(operation, reply)
            if call is None:
                return result
            try:
                reply = await _call(getattr(conn.stub_for(call.service), call.rpc), call.request, call.token,
                                    conn.timeout)
            except ArbiterError as err:
                reply = err

    return run


@public_methods(ArbiterOps, _awaited)
class Arbiter(ArbiterOps):
    """An asyncio connection to an Arbiter server (`target` is "host:port").
    Use as `async with Arbiter(target) as arbiter:`."""

    def __init__(self, target: str, *, channel: grpc.aio.Channel | None = None, timeout: float | None = 30.0):
        self.channel: grpc.aio.Channel = channel or grpc.aio.insecure_channel(target)
        self.stub = arbiter_pb2_grpc.ArbiterStub(self.channel)
        self.timeout = timeout

    async def __aenter__(self) -> "Arbiter":
        return self

    async def __aexit__(self, *exc) -> None:
        await self.close()

    async def close(self) -> None:
        await self.channel.close()

    def seat(self, game_id: str, token: str | None = None, game: str | None = None) -> "Seat":
        return Seat(self, game_id, token, service=service_for(game, True))


@public_methods(SeatOps, _awaited)
@dataclass
class Seat(SeatOps):
    """One seat of one game (or a spectator); see arbiter_client.Seat."""

    arbiter: Arbiter
    game_id: str
    token: str | None = None
    seat: int | None = None
    version: int | None = field(default=None)
    service: Service = GENERIC  # the game's typed service, or arbiter.v1.Arbiter

    if TYPE_CHECKING:  # made by public_methods from SeatOps.op_view
        async def view(self) -> api.GameView: ...

    def play(self, from_version: int = 0, include_next: bool = True) -> "PlayStream":
        """As arbiter_client.Seat.play: `async with seat.play() as stream:`."""
        return PlayStream(self, from_version, include_next)

    async def updates(self, from_version: int = 0) -> AsyncIterator[Update]:
        view: api.GameView | None = None
        async for entry in self.watch(from_version):
            if view is None or view.version < entry.version:
                view = await self.view()
            yield Update(entry, view, [unpack(e) for e in entry.events])

    async def watch(self, from_version: int = 0) -> AsyncIterator[api.HistoryEntry]:
        """As arbiter_client.Seat.watch: resumed after the last entry seen."""
        from_version = await _awaited(SeatOps.watch_start)(self, from_version)
        if from_version is None:
            return
        backoff = Backoff()
        while True:
            call = self.arbiter.stub_for(self.service).WatchGame(
                self.service.request("WatchGameRequest", game_id=self.game_id, from_version=from_version),
                metadata=bearer(self.token))
            try:
                async for update in call:
                    backoff.reset()
                    yield update.entry
                    from_version = update.entry.version + 1
                    if update.entry.status == api.GAME_STATUS_FINISHED:
                        return
                backoff.reset()  # ended cleanly before the game did: a reconnect, not a failure
                pause = backoff.next()
            except grpc.aio.AioRpcError as err:
                pause = backoff.next() if err.code() in STREAM_BROKEN else None
                if pause is None:
                    raise _error(err) from None
            finally:
                call.cancel()
            assert pause is not None  # None was raised; after reset() next() has a pause
            await asyncio.sleep(pause)


class PlayStream(PlayBase):
    """As arbiter_client.client.PlayStream, for asyncio: `async for update in
    stream`, `await stream.send(move)`, `await stream.submit(move)`. Read it
    from one task at a time (`submit` reads too); sending is safe from any."""

    def __init__(self, seat: Seat, from_version: int, include_next: bool):
        super().__init__(seat, from_version, include_next)
        self._call: grpc.aio.StreamStreamCall | None = None

    async def __aenter__(self) -> "PlayStream":
        await self._ensure()
        return self

    async def __aexit__(self, *exc) -> None:
        await self.close()

    async def _ensure(self):
        if self._call is None:
            self._call = self.seat.arbiter.stub_for(GENERIC).Play(metadata=bearer(self.seat.token))
            try:
                for r in self.protocol.opening():
                    await self._call.write(r)
            except (grpc.aio.AioRpcError, grpc.aio.UsageError, asyncio.InvalidStateError):
                pass  # refused at once (no replica): the read that follows has its status
        return self._call

    async def send(self, move: message.Message, *, expected_version=AUTO, validate_only: bool = False,
                   request_id: str | None = None) -> str:
        expected = self.seat.version if expected_version is AUTO else expected_version
        req = play_move(move, expected, validate_only, request_id)
        msg = self.protocol.move(req)
        call = await self._ensure()
        try:
            await call.write(msg)
        except (grpc.aio.AioRpcError, grpc.aio.UsageError, asyncio.InvalidStateError):
            pass  # the stream broke: the move is sent again when it is reopened
        return req.request_id

    async def submit(self, move: message.Message, **kwargs) -> PlayUpdate:
        request_id = await self.send(move, **kwargs)
        while await self._pull():
            update = self.buffer[-1]
            if update.request_id == request_id:
                if update.error is not None:
                    raise update.error
                return update
        raise ArbiterError(grpc.StatusCode.CANCELLED, "the game ended before the move was answered")

    async def __aiter__(self) -> AsyncIterator[PlayUpdate]:
        while True:
            while self.buffer:
                yield self.buffer.popleft()
            if not await self._pull():
                return

    async def _pull(self) -> bool:
        while not self.finished:
            call = await self._ensure()
            try:
                res = await call.read()
            except grpc.aio.AioRpcError as err:
                pause = self.backoff.next() if err.code() in STREAM_BROKEN else None
                if pause is None:
                    raise _error(err) from None
            else:
                self.backoff.reset()
                if res is not grpc.aio.EOF:
                    self._received(res)
                    return True
                pause = self.backoff.next()  # ended cleanly before the game did (a drain)
            call.cancel()  # broken, or ended: reopen
            self._call = None
            assert pause is not None  # None was raised; after reset() next() has a pause
            await asyncio.sleep(pause)
        return False

    async def close(self) -> None:
        if self._call is not None:
            self._call.cancel()
            self._call = None


Arbiter.seat_class = Seat
