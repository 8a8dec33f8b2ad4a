"""A Play session: one seat's (or a spectator's) game on one bidirectional
stream (`arbiter.v1.Arbiter/Play`).

Moves come in and go through `Referee.submit`, the one implementation of
SubmitMove (validation, request ids, versions); every new version of the game
goes out once, in order, projected for the caller, with its view and, when
asked, its legal moves. The answer to a move is the update that carries its
request_id; a refused move is a `Refused` item (the API face turns it into an
update carrying the error) and the stream goes on.

Updates are assembled serialized, from parts that are serialized once and
shared where several viewers see the same thing (an entry's projection per
viewer, the view's fields common to every seat): the gRPC face sends these
bytes as they are (`encoded`); anyone else gets the parsed PlayResponse.

Two tasks hand updates to one `deliver`: the reader (the caller's moves, one
at a time) and the pump (the game's log as the store's watch delivers it).
One lock orders them: a version is sent once, by whichever reaches it first;
the mover's own version is normally sent by its answer, which holds the lock
from the submit to the send. The gRPC face's `deliver` writes to the call
itself (`serve`), so an update costs no queue, no wake-up of another task and
no chain of generators; `run` puts them on a queue for anyone iterating.

A session uses only the Referee's public face: `submit`, `load`, its
`projection`, `store`, `cache` and `watch_limits`.
"""
from __future__ import annotations

import asyncio
import uuid
from dataclasses import dataclass
from typing import AsyncIterator, Awaitable, Callable

from arbiter.referee.errors import BadRequest
from arbiter.referee.projection import Projected
from arbiter.referee.wire import length_delimited, tag
from arbiter.v1 import arbiter_pb2 as api

_END = object()


@dataclass(frozen=True)
class Refused:
    """A move of the stream refused with `error` (the exception SubmitMove
    would have raised); `request_id` names the move."""

    request_id: str
    error: Exception


class PlaySession:
    QUEUE = 256  # updates waiting for a slow reader before the game's pump waits too

    def __init__(self, referee, game, game_id: str, seat: int | None, token: str | None, include_next: bool,
                 admit_move=None, context=None, encoded: bool = False):
        self.referee = referee
        self.context = context  # the game's public, static data its event labels read
        self.admit_move = admit_move or (lambda game_id: None)
        self.game = game
        self.game_id = game_id
        self.seat = seat
        self.token = token
        self.include_next = include_next
        self.encoded = encoded  # updates as their bytes (the gRPC face) or as PlayResponse messages
        self.sent = 0  # the last version whose entry went out
        self.known = 0  # the newest version this session has seen the store hold
        self.lock = asyncio.Lock()
        # Both set by `serve`, before any task that uses them starts.
        self._deliver: Callable[[object], Awaitable[None]]
        self._done: asyncio.Future  # set when the game has ended or a task failed

    async def serve(self, first: api.PlayRequest, requests: AsyncIterator[api.PlayRequest], stored, state,
                    peer: str, deliver: Callable[[object], Awaitable[None]]) -> None:
        """Run the session: each update (or `Refused`) goes to `deliver`, in
        order, one at a time; returns when the game has ended, raises what
        ended the session otherwise (the caller's leaving cancels it)."""
        self._deliver = deliver
        finished = stored.status == api.GAME_STATUS_FINISHED
        self.known = stored.version
        if first.from_version == 0:
            self.sent = stored.version
            await deliver(self._current(stored, state))
            if finished:
                return
        else:
            self.sent = first.from_version - 1
            if finished and self.sent >= stored.version:
                return
        self._done = asyncio.get_running_loop().create_future()
        limits = self.referee.watch_limits
        limits.admit(self.game_id, peer)
        tasks = [asyncio.ensure_future(self._guard(self._read(first, requests))),
                 asyncio.ensure_future(self._guard(self._pump()))]
        try:
            await self._done
        finally:
            for t in tasks:
                t.cancel()
            limits.release(self.game_id, peer)

    async def run(self, first: api.PlayRequest, requests: AsyncIterator[api.PlayRequest], stored, state,
                  peer: str) -> AsyncIterator[api.PlayResponse | Refused]:
        """`serve`, as an iterator of its updates."""
        out: asyncio.Queue = asyncio.Queue(self.QUEUE)

        async def feed() -> None:
            try:
                await self.serve(first, requests, stored, state, peer, out.put)
            except Exception as exc:  # noqa: BLE001 - raised to the iterator's caller
                await out.put(exc)
                return
            await out.put(_END)

        serving = asyncio.ensure_future(feed())
        try:
            while True:
                item = await out.get()
                if item is _END:
                    return
                if isinstance(item, BaseException):
                    raise item
                yield item
        finally:
            serving.cancel()

    async def _guard(self, coro) -> None:
        """A task's failure ends the session with that failure."""
        try:
            await coro
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # noqa: BLE001 - handed to the stream
            if not self._done.done():
                self._done.set_exception(exc)

    def _current(self, stored, state) -> api.PlayResponse | bytes:
        view, next = self._view_and_next(stored, state)
        return self._update(view=view, next=next)

    def _view_and_next(self, stored, state) -> tuple[bytes, bytes | None]:
        """The caller's view at this state and, when it asked for them and has
        a decision to make, its legal moves; serialized, and made once for
        every stream of this viewer (arbiter.referee.fanout)."""
        shared = self.referee.seat_views
        view = shared.view(stored, self.game, state, self.seat)
        if self.include_next and self.seat is not None:
            return view, shared.next(stored, self.game, state, self.seat)
        return view, None

    def _entry(self, raw: bytes) -> Projected:
        """A log entry as this viewer may see it. Shared with WatchGame's
        projections: one per (entry, viewer) per process."""
        return self.referee.projection.update(self.game, self.game_id, raw, self.seat, self.context)

    def _update(self, entry: Projected | None = None, view: bytes | None = None, next: bytes | None = None,
                request_id: str = "") -> api.PlayResponse | bytes:
        """A PlayResponse from its serialized parts, in field order (the bytes
        `SerializeToString(deterministic=True)` makes)."""
        parts = []
        if entry is not None:
            parts.append(entry.data)
        if view is not None:
            parts.append(length_delimited(_VIEW, view))
        if next is not None:
            parts.append(length_delimited(_NEXT, next))
        if request_id:
            parts.append(length_delimited(_REQUEST_ID, request_id.encode()))
        data = b"".join(parts)
        return data if self.encoded else api.PlayResponse.FromString(data)

    async def _send(self, update, finished: bool = False) -> None:
        await self._deliver(update)
        if finished and not self._done.done():
            self._done.set_result(None)

    # ------------------------------------------------------------ moves in

    async def _read(self, first: api.PlayRequest, requests: AsyncIterator[api.PlayRequest]) -> None:
        if first.HasField("move"):
            await self._move(first.move)
        async for req in requests:
            if req.HasField("move"):
                await self._move(req.move)
        # The caller closed its side: it goes on receiving until the game ends.

    async def _move(self, move: api.SubmitMoveRequest) -> None:
        req = move  # the stream's own message: changed in place rather than copied
        if not req.request_id and not req.validate_only:
            req.request_id = "play:" + uuid.uuid4().hex  # so that its answer can name it
        req.include_next = self.include_next
        async with self.lock:
            try:
                if req.game_id and req.game_id != self.game_id:
                    raise BadRequest("move.game_id", f"this stream plays {self.game_id!r}")
                req.game_id = self.game_id
                self.admit_move(self.game_id)
                response, raw = await self.referee.submit(req, self.token, answer_events=False)
            except Exception as exc:  # noqa: BLE001 - the face decides what a client is told
                await self._deliver(Refused(req.request_id, exc))
                return
            view = response.view.SerializeToString(deterministic=True)
            next = response.next.SerializeToString(deterministic=True) if response.HasField("next") else None
            if req.validate_only:
                await self._send(self._update(view=view, next=next, request_id=req.request_id))
                return
            v = response.version
            self.known = max(self.known, v)
            entry = None
            if v > self.sent:
                if v > self.sent + 1:
                    await self._catch_up(v - 1)
                if raw is None:
                    raw = (await self.referee.store.history(self.game_id, v, 1))[0]
                entry = self._entry(raw)
                self.sent = v
            await self._send(self._update(entry, view, next, req.request_id),
                             entry is not None and entry.status == api.GAME_STATUS_FINISHED)

    async def _catch_up(self, until: int) -> None:
        """Send the entries after `self.sent` up to `until`, without views."""
        while self.sent < until:
            rows = await self.referee.store.history(self.game_id, self.sent + 1, min(100, until - self.sent))
            if not rows:
                return
            for raw in rows:
                self.sent += 1
                entry = self._entry(raw)
                await self._send(self._update(entry), entry.status == api.GAME_STATUS_FINISHED)

    # ------------------------------------------------------------ updates out

    async def _pump(self) -> None:
        async for raw in self.referee.store.watch(self.game_id, self.sent):
            async with self.lock:
                entry = self._entry(raw)
                v = entry.version
                if v <= self.sent:
                    continue  # sent already, as the answer to this stream's move
                view = next = None
                if v >= self.known:
                    view, next = await self._view_at(v)
                self.sent = v
                await self._send(self._update(entry, view, next), entry.status == api.GAME_STATUS_FINISHED)

    async def _view_at(self, version: int) -> tuple[bytes | None, bytes | None]:
        """(view, next) at `version` when it is the game's current one; while
        the store holds a newer version the view waits for that version's
        entry."""
        hit = self.referee.cache.at(self.game_id, version)
        if hit is None:
            hit = await self.referee.load(self.game_id)
            self.known = hit[0].version
            if hit[0].version != version:
                return None, None
        stored, _, state = hit
        return self._view_and_next(stored, state)


# PlayResponse's fields, written around the serialized parts.
_VIEW = tag(api.PlayResponse, "view")
_NEXT = tag(api.PlayResponse, "next")
_REQUEST_ID = tag(api.PlayResponse, "request_id")
