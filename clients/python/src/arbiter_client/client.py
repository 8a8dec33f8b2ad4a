"""The synchronous client: an idiomatic wrapper over the generated gRPC stubs.
`arbiter_client.aio` is the same for asyncio."""
from __future__ import annotations

import queue
import time
from dataclasses import dataclass, field
from typing import Iterator

import grpc
from google.protobuf import message

from arbiter.v1 import arbiter_pb2 as api
from arbiter.v1 import arbiter_pb2_grpc
from arbiter_client.common import (BACKOFF, STREAM_BROKEN, TRANSIENT, ArbiterError, CreatedGame, LegalMoves,
                                   PlayBase, PlayUpdate, Update, adjudicate_request, bearer, conflict_to_retry,
                                   create_request, submit_request, unpack)


def _call(fn, request, token: str | None = None, timeout: float | None = None, retry: bool = True):
    for delay in (*BACKOFF, None) if retry else (None,):
        try:
            return fn(request, metadata=bearer(token), timeout=timeout)
        except grpc.RpcError as err:
            if delay is None or err.code() not in TRANSIENT:
                raise ArbiterError.from_rpc(err) from None
            time.sleep(delay)


class Arbiter:
    """A connection to an Arbiter server (`target` is "host:port")."""

    def __init__(self, target: str, *, channel: grpc.Channel | None = None, timeout: float | None = 30.0):
        self.channel = channel or grpc.insecure_channel(target)
        self.stub = arbiter_pb2_grpc.ArbiterStub(self.channel)
        self.timeout = timeout

    def __enter__(self) -> "Arbiter":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def close(self) -> None:
        self.channel.close()

    def games(self) -> list[api.GameInfo]:
        return list(_call(self.stub.ListGames, api.ListGamesRequest(), timeout=self.timeout).games)

    def get_rules(self, game: str, variant: str = "", players: int = 0,
                  edition: str = "") -> tuple[message.Message, api.EditionInfo]:
        """The game's Rules (arbiter.<game>.v1.Rules: board graph, cards,
        printed values) for one edition, restricted to `variant` and `players`
        (none = the whole edition), and which edition it is."""
        req = api.GetRulesRequest(game=game, variant=variant, players=players, edition=edition)
        res = _call(self.stub.GetRules, req, timeout=self.timeout)
        return unpack(res.rules), res.edition

    def create_game(self, game: str, players: int, variant: str = "", options: dict[str, str] | None = None,
                    seed: int | None = None, edition: str = "") -> "CreatedGame":
        req = create_request(game, players, variant, options, seed, edition)
        res = _call(self.stub.CreateGame, req, timeout=self.timeout, retry=False)  # not idempotent
        seats = [Seat(self, res.game_id, s.token, s.seat, res.version) for s in res.seats]
        return CreatedGame(res.game_id, res.version, res.view, seats, Seat(self, res.game_id, version=res.version))

    def seat(self, game_id: str, token: str | None = None) -> "Seat":
        """Act as the seat `token` stands for, or watch as a spectator (no token)."""
        return Seat(self, game_id, token)

    def adjudicate(self, game: str, state: message.Message | None = None, seat: int = 0,
                   move: message.Message | None = None, config: api.GameConfig | None = None) -> api.AdjudicateResponse:
        req = adjudicate_request(game, state, seat, move, config)
        return _call(self.stub.Adjudicate, req, timeout=self.timeout)


_AUTO = object()


@dataclass
class Seat:
    """One seat of one game (or a spectator), remembering the last version it saw."""

    arbiter: Arbiter
    game_id: str
    token: str | None = None
    seat: int | None = None
    version: int | None = field(default=None)

    def view(self) -> api.GameView:
        v = _call(self.arbiter.stub.GetGame, api.GetGameRequest(game_id=self.game_id), self.token,
                  self.arbiter.timeout).view
        self.version = v.version
        return v

    def state(self) -> message.Message:
        """This seat's view of the game state, as the game's own State message."""
        return unpack(self.view().state)

    def legal_moves(self) -> LegalMoves:
        """The legal moves (typed game Moves) with templates, pending decisions and the suggestion."""
        res = _call(self.arbiter.stub.ListLegalMoves, api.ListLegalMovesRequest(game_id=self.game_id), self.token,
                    self.arbiter.timeout)
        self.version = res.version
        return LegalMoves(res)

    def suggested_move(self) -> message.Message | None:
        """One legal move, as the game's random self-play player would pick it
        (ListLegalMovesResponse.suggested); None when this seat has none."""
        return self.legal_moves().suggested

    def submit(self, move: message.Message, *, expected_version=_AUTO, validate_only: bool = False,
               request_id: str | None = None, retry_conflicts: int = 0,
               include_next: bool = False) -> api.SubmitMoveResponse:
        """Submit a move (a game Move, or an Any). Applied only at the last
        version this seat saw unless `expected_version` says otherwise (None =
        no check): if another move landed first the server answers ABORTED and
        this raises, so the player can choose again. `retry_conflicts=n` re-sends
        the move at the newer version up to n times instead (the server checks
        it against the rules again). UNAVAILABLE, and CANCELLED from a draining
        server, are retried with backoff under the same request id, so the move
        never applies twice. `include_next=True`: the answer's `next` holds this
        seat's legal moves after the move (`LegalMoves(answer.next)`), so
        playing takes one call per move."""
        expected = self.version if expected_version is _AUTO else expected_version
        req = submit_request(self.game_id, move, expected, validate_only, request_id, include_next)
        attempt = 0
        while True:
            try:
                res = _call(self.arbiter.stub.SubmitMove, req, self.token, self.arbiter.timeout)
            except ArbiterError as err:
                if not conflict_to_retry(err, attempt, retry_conflicts):
                    raise
                attempt += 1
                req.expected_version = self.version = err.current_version
                continue
            self.version = res.version
            return res

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
        gives up only when reconnecting keeps failing before the server answers."""
        failures = 0
        while True:
            call = self.arbiter.stub.WatchGame(api.WatchGameRequest(game_id=self.game_id, from_version=from_version),
                                               metadata=bearer(self.token))
            try:
                if call.initial_metadata() is not None:  # the server sends headers first: the stream is open
                    failures = 0
                for update in call:
                    yield update.entry
                    from_version = update.entry.version + 1
                    if update.entry.status == api.GAME_STATUS_FINISHED:
                        return
            except grpc.RpcError as err:
                if err.code() not in STREAM_BROKEN or failures >= len(BACKOFF):
                    raise ArbiterError.from_rpc(err) from None
            finally:
                call.cancel()
            time.sleep(BACKOFF[failures] if failures else 0)
            failures += 1

    def history(self, from_version: int = 1) -> list[api.HistoryEntry]:
        """Every entry from `from_version` on, as this seat may see them (paged)."""
        out: list[api.HistoryEntry] = []
        while True:
            req = api.GetHistoryRequest(game_id=self.game_id, from_version=from_version, page_size=1000)
            page = _call(self.arbiter.stub.GetHistory, req, self.token, self.arbiter.timeout)
            out.extend(page.entries)
            if not page.entries or page.entries[-1].version >= page.version:
                return out
            from_version = page.entries[-1].version + 1


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
        self._call = self.seat.arbiter.stub.Play(iter(self._requests.get, _CLOSE), metadata=bearer(self.seat.token))

    def send(self, move: message.Message, *, expected_version=_AUTO, validate_only: bool = False,
             request_id: str | None = None) -> str:
        """Send a move (as Seat.submit: at the last version this seat saw
        unless `expected_version` says otherwise); returns its request id, which
        the update answering it carries."""
        expected = self.seat.version if expected_version is _AUTO else expected_version
        req = submit_request("", move, expected, validate_only, request_id)
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
        failures = 0
        while not self.finished:
            try:
                res = next(self._call)
            except StopIteration:
                pass  # ended before the game did (a drain): reopen
            except grpc.RpcError as err:
                if err.code() not in STREAM_BROKEN or failures >= len(BACKOFF):
                    raise ArbiterError.from_rpc(err) from None
            else:
                self._received(res)
                return True
            self._requests.put(_CLOSE)
            time.sleep(BACKOFF[failures])
            failures += 1
            self._open()
        return False

    def close(self) -> None:
        self._requests.put(_CLOSE)
        self._call.cancel()
