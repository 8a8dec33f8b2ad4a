"""The synchronous client: an idiomatic wrapper over the generated gRPC stubs.
`arbiter_client.aio` is the same for asyncio. Both drive the operations
written once in arbiter_client.common (ArbiterOps, SeatOps); here are only
the blocking calls and the watch stream."""
from __future__ import annotations

import queue
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Iterator

import grpc

from arbiter.v1 import arbiter_pb2 as api
from arbiter.v1 import arbiter_pb2_grpc
from google.protobuf import message

from arbiter_client.common import (AUTO, GENERIC, STREAM_BROKEN, TRANSIENT, ArbiterError, ArbiterOps,
                                   Backoff, PlayBase, PlayUpdate, SeatOps, Service, Update, bearer, play_move,
                                   public_methods, service_for, step, unpack)


def _call(fn, request, token: str | None = None, timeout: float | None = None):
    backoff = Backoff()
    while True:
        try:
            return fn(request, metadata=bearer(token), timeout=timeout)
        except grpc.RpcError as err:
            pause = backoff.next() if err.code() in TRANSIENT else None
            if pause is None:
                raise ArbiterError.from_rpc(err) from None
            time.sleep(pause)


def _blocking(op):
    """`op` (an operation of arbiter_client.common) run to its end, each Call blocking."""

    def run(self, *args, **kwargs):
        conn = getattr(self, "arbiter", self)
        operation, reply = op(self, *args, **kwargs), None
        while True:
            call, result = step(operation, reply)
            if call is None:
                return result
            try:
                reply = _call(getattr(conn.stub_for(call.service), call.rpc), call.request, call.token, conn.timeout)
            except ArbiterError as err:
                reply = err

    return run


@public_methods(ArbiterOps, _blocking)
class Arbiter(ArbiterOps):
    """A connection to an Arbiter server (`target` is "host:port"): games(),
    get_rules(), create_game(), seat(), adjudicate()."""

    def __init__(self, target: str, *, channel: grpc.Channel | None = None, timeout: float | None = 30.0):
        self.channel: grpc.Channel = channel or grpc.insecure_channel(target)
        self.stub = arbiter_pb2_grpc.ArbiterStub(self.channel)
        self.timeout = timeout

    def __enter__(self) -> "Arbiter":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def close(self) -> None:
        self.channel.close()

    def seat(self, game_id: str, token: str | None = None, game: str | None = None) -> "Seat":
        """Act as the seat `token` stands for, or watch as a spectator (no
        token); through the game's typed service when `game` is given."""
        return Seat(self, game_id, token, service=service_for(game, True))


@public_methods(SeatOps, _blocking)
@dataclass
class Seat(SeatOps):
    """One seat of one game (or a spectator), remembering the last version it
    saw: view(), state(), legal_moves(), suggested_move(), submit(), history(),
    updates(), watch()."""

    arbiter: Arbiter
    game_id: str
    token: str | None = None
    seat: int | None = None
    version: int | None = field(default=None)
    service: Service = GENERIC  # the game's typed service, or arbiter.v1.Arbiter

    if TYPE_CHECKING:  # made by public_methods from SeatOps.op_view
        def view(self) -> api.GameView: ...

    def play(self, from_version: int = 0, include_next: bool = True) -> "PlayStream":
        """This seat's game on one Play stream (moves in, every update out);
        see PlayStream. Use as `with seat.play() as stream:`."""
        return PlayStream(self, from_version, include_next)

    def updates(self, from_version: int = 0) -> Iterator[Update]:
        """Each new version of the game as this seat may see it: the entry, its
        typed events and the updated view; ends when the game does. See `watch`."""
        view: api.GameView | None = None
        for entry in self.watch(from_version):
            if view is None or view.version < entry.version:
                view = self.view()
            yield Update(entry, view, [unpack(e) for e in entry.events])

    def watch(self, from_version: int = 0) -> Iterator[api.HistoryEntry]:
        """History entries from `from_version` on (0 = only new ones) as this
        seat may see them; ends when the game does. A stream the server ends
        (max_connection_age, a draining or restarted replica, a gateway reset)
        is resumed after the last entry seen, without a gap or a repeat; it
        gives up only when reconnecting keeps failing before the server answers.
        0 is pinned to the version after the current one when the watch starts
        (a stream resumed before its first entry skips nothing)."""
        from_version = _blocking(SeatOps.watch_start)(self, from_version)
        if from_version is None:
            return
        backoff = Backoff()
        while True:
            call = self.arbiter.stub_for(self.service).WatchGame(
                self.service.request("WatchGameRequest", game_id=self.game_id, from_version=from_version),
                metadata=bearer(self.token))
            try:
                for update in call:
                    backoff.reset()
                    yield update.entry
                    from_version = update.entry.version + 1
                    if update.entry.status == api.GAME_STATUS_FINISHED:
                        return
                # Ended cleanly before the game did (max_connection_age, a
                # drain): a replica's own OK, not a failure; reconnect.
                backoff.reset()
                pause = backoff.next()
            except grpc.RpcError as err:
                pause = backoff.next() if err.code() in STREAM_BROKEN else None
                if pause is None:
                    raise ArbiterError.from_rpc(err) from None
            finally:
                call.cancel()
            assert pause is not None  # None was raised; after reset() next() has a pause
            time.sleep(pause)


_CLOSE = object()


class PlayStream(PlayBase):
    """A Play stream: iterate it for every update of the game as this seat
    sees it (PlayUpdate: the entry, the view, the legal moves when it is this
    seat's decision), and `send` or `submit` moves on it. The iteration ends
    after the game's last version. A stream that breaks (a replica going away,
    max_connection_age) is reopened from the last version seen, and moves not
    answered yet are sent again under their request ids: none applies twice.
    """

    def __init__(self, seat: Seat, from_version: int, include_next: bool):
        super().__init__(seat, from_version, include_next)
        self._open()

    def __enter__(self) -> "PlayStream":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def _open(self) -> None:
        self._requests: queue.Queue = queue.Queue()
        for r in self.protocol.opening():
            self._requests.put(r)
        self._call = self.seat.arbiter.stub_for(GENERIC).Play(iter(self._requests.get, _CLOSE),
                                                              metadata=bearer(self.seat.token))

    def send(self, move: message.Message, *, expected_version=AUTO, validate_only: bool = False,
             request_id: str | None = None) -> str:
        """Send a move (as Seat.submit: at the last version this seat saw
        unless `expected_version` says otherwise); returns its request id, which
        the update answering it carries."""
        expected = self.seat.version if expected_version is AUTO else expected_version
        req = play_move(move, expected, validate_only, request_id)
        self._requests.put(self.protocol.move(req))
        return req.request_id

    def submit(self, move: message.Message, **kwargs) -> PlayUpdate:
        """`send`, then read until its answer; raises its ArbiterError when it
        was refused. Updates read meanwhile, the answer included, stay queued
        for the iteration."""
        request_id = self.send(move, **kwargs)
        while self._pull():
            update = self.buffer[-1]
            if update.request_id == request_id:
                if update.error is not None:
                    raise update.error
                return update
        raise ArbiterError(grpc.StatusCode.CANCELLED, "the game ended before the move was answered")

    def __iter__(self) -> Iterator[PlayUpdate]:
        while True:
            while self.buffer:
                yield self.buffer.popleft()
            if not self._pull():
                return

    def _pull(self) -> bool:
        """Read one update into the buffer (reconnecting after a break); False
        once the game's last version was read."""
        while not self.finished:
            try:
                res = next(self._call)
            except StopIteration:  # ended cleanly before the game did (a drain): reopen
                self.backoff.reset()
                pause = self.backoff.next()
            except grpc.RpcError as err:
                pause = self.backoff.next() if err.code() in STREAM_BROKEN else None
                if pause is None:
                    raise ArbiterError.from_rpc(err) from None
            else:
                self.backoff.reset()
                self._received(res)
                return True
            self._requests.put(_CLOSE)
            assert pause is not None  # None was raised; after reset() next() has a pause
            time.sleep(pause)
            self._open()
        return False

    def close(self) -> None:
        self._requests.put(_CLOSE)
        self._call.cancel()


Arbiter.seat_class = Seat
