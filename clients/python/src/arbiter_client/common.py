"""What the synchronous and the asyncio client share: errors, the retry
policy, typed game messages, and the shapes they return. No I/O here."""
from __future__ import annotations

import collections
import functools
import importlib
import pkgutil
import random
import uuid
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, cast

import grpc
from google.protobuf import any_pb2, message, symbol_database
from google.rpc import error_details_pb2
from grpc_status import rpc_status

import arbiter
from arbiter.v1 import arbiter_pb2 as api
from arbiter.v1 import arbiter_pb2_grpc


def _import_games() -> None:
    """Import every game's generated module (arbiter.<game>.v1.<game>_pb2) so
    that Any payloads resolve."""
    for mod in pkgutil.iter_modules(arbiter.__path__):
        if mod.ispkg and mod.name not in ("v1", "store"):
            try:
                importlib.import_module(f"arbiter.{mod.name}.v1.{mod.name}_pb2")
            except ImportError:
                pass  # a service package (engine, games, ...) when installed beside the service


_import_games()


class ArbiterError(Exception):
    """A refusal: the gRPC code, the stable reason (NOT_YOUR_TURN,
    VERSION_CONFLICT, ...), the rulebook section it enforces, and any
    malformed fields."""

    def __init__(self, code: grpc.StatusCode, message: str, reason: str = "",
                 metadata: dict[str, str] | None = None, field_violations: list[tuple[str, str]] | None = None):
        super().__init__(f"{code.name}{' ' + reason if reason else ''}: {message}")
        self.code = code
        self.message = message
        self.reason = reason
        self.metadata = metadata or {}
        self.field_violations = field_violations or []

    @property
    def rule(self) -> str | None:
        return self.metadata.get("rule")

    def is_reason(self, name: str) -> bool:
        """Whether this refusal is `name`: its reason, or the deprecated name
        it had in a released API (metadata["deprecated_reason"], e.g.
        WRONG_PHASE for WRONG_MOVE_KIND). Switch on this rather than on
        `reason` to keep old names working through their deprecation period
        (docs/api.md, "Stability")."""
        return bool(name) and name in (self.reason, self.metadata.get("deprecated_reason"))

    @property
    def current_version(self) -> int | None:
        v = self.metadata.get("current_version")
        return None if v is None else int(v)

    @classmethod
    def from_status(cls, code: grpc.StatusCode, details: str | None, status) -> "ArbiterError":
        reason, metadata, violations = "", {}, []
        for d in status.details if status else ():
            if d.Is(error_details_pb2.ErrorInfo.DESCRIPTOR):
                info = error_details_pb2.ErrorInfo()
                d.Unpack(info)
                reason, metadata = info.reason, dict(info.metadata)
            elif d.Is(error_details_pb2.BadRequest.DESCRIPTOR):
                bad = error_details_pb2.BadRequest()
                d.Unpack(bad)
                violations = [(v.field, v.description) for v in bad.field_violations]
        return cls(code, details or "", reason, metadata, violations)

    @classmethod
    def from_rpc(cls, err: grpc.RpcError) -> "ArbiterError":
        # The RpcError a call raises is also that call (grpc.Call).
        return cls.from_status(err.code(), err.details(), rpc_status.from_call(cast(grpc.Call, err)))


# Worth sending again, unchanged: the server (or the replica behind a gateway)
# could not answer (UNAVAILABLE), or a draining server cancelled the call
# before answering (CANCELLED: the wrapper never cancels its own unary calls).
# Only calls that are safe to repeat are retried: reads, Adjudicate (stateless),
# SubmitMove under its request id (the server answers a repeat with the first
# answer and never applies the move twice) and CreateGame under its request id
# (a repeat answers the game the first call made and creates none).
TRANSIENT = (grpc.StatusCode.UNAVAILABLE, grpc.StatusCode.CANCELLED)
# A stream (WatchGame, Play) may also end with INTERNAL or UNKNOWN ("Stream
# removed") when a gateway resets it; it is resumed from the last version seen.
STREAM_BROKEN = (*TRANSIENT, grpc.StatusCode.INTERNAL, grpc.StatusCode.UNKNOWN)


class Backoff:
    """Pauses between tries: capped exponential (BASE_S doubling up to CAP_S)
    with jitter (each pause between half and all of it, so clients cut off
    together do not come back together), for RETRY_FOR_S of pauses in all:
    longer than a replica's drain (on Kubernetes up to 30 s, its
    terminationGracePeriodSeconds), so a rolling restart costs no call and no
    stream. A stream resets it only after it delivered a message: response
    headers prove nothing (a gateway's 502 has them)."""

    BASE_S, CAP_S, RETRY_FOR_S = 0.05, 2.0, 60.0

    def __init__(self):
        self.reset()

    def reset(self) -> None:
        self.tries, self.waited = 0, 0.0

    def next(self) -> float | None:
        """The pause before the next try; None once RETRY_FOR_S is spent."""
        if self.waited >= self.RETRY_FOR_S:
            return None
        full = min(self.CAP_S, self.BASE_S * 2 ** self.tries)
        pause = full / 2 + random.uniform(0, full / 2)
        self.tries += 1
        self.waited += pause
        return pause


def bearer(token: str | None):
    return [("authorization", f"Bearer {token}")] if token else None


def unpack(a) -> message.Message:
    """The game message inside an Any (a view's state, a move, an event),
    as the game's own class; a message that is not an Any is returned as is."""
    if not isinstance(a, any_pb2.Any):
        return a
    name = a.type_url.rsplit("/", 1)[-1]
    cls = symbol_database.Default().GetSymbol(name)
    msg = cls()
    a.Unpack(msg)
    return msg


def pack(m: message.Message) -> any_pb2.Any:
    if isinstance(m, any_pb2.Any):
        return m
    a = any_pb2.Any()
    a.Pack(m)
    return a


class LegalMoves(list):
    """The caller's legal moves, each the game's own typed Move message
    (e.g. `arbiter.nottingham.v1.Move`), with the rest of the answer: the
    version they are legal at, the parametric `templates`, the caller's
    `pending` decisions and the `suggested` move (None when there is none)."""

    def __init__(self, res: api.ListLegalMovesResponse):
        super().__init__(unpack(m) for m in res.moves)
        self.version: int = res.version
        self.templates = list(res.templates)
        self.pending = list(res.pending)
        self.suggested_index: int | None = res.suggested if res.HasField("suggested") else None
        self.response = res

    @property
    def suggested(self) -> message.Message | None:
        return None if self.suggested_index is None else self[self.suggested_index]


@dataclass
class Update:
    """One step of a watched game: the history entry (its typed `events` and,
    for the mover or once the game is over, its `move`) and the watcher's
    `view` of the game at that version or later (a view is fetched only when
    the entry is newer than the last view, so catching up costs one fetch)."""

    entry: api.HistoryEntry
    view: api.GameView
    events: list[message.Message] = field(default_factory=list)

    @property
    def version(self) -> int:
        return self.entry.version

    @property
    def state(self) -> message.Message:
        return unpack(self.view.state)

    @property
    def move(self) -> message.Message | None:
        return unpack(self.entry.move) if self.entry.HasField("move") else None


@dataclass
class CreatedGame:
    """A new game: its id, first version, the spectator's view, one Seat per
    seat (each with its secret token) and a spectator Seat."""

    game_id: str
    version: int
    view: api.GameView
    seats: list
    spectator: object


# ------------------------------------------------------------------ the API once
# Each operation of the clients is written once, here, as a generator that
# yields the Calls it needs and is sent their answers (or has an ArbiterError
# thrown into it). The synchronous client (client.py) and the asyncio client
# (aio.py) only drive these generators: blocking, or awaiting each Call.


@dataclass(frozen=True)
class Service:
    """Where calls go: `arbiter.v1.Arbiter` (games' messages in Any) or a
    game's typed service (`arbiter.nottingham.v1.Nottingham`: its own State,
    Move, Event and Rules). Their messages have the same names and fields."""

    messages: ModuleType  # arbiter.v1.arbiter_pb2, or arbiter.<game>.v1.<game>_service_pb2
    stub: type

    def request(self, name: str, **fields) -> message.Message:
        """The request `name` of this service. Unset (None) fields and a
        `game` the typed service does not take (it is the game) are left out;
        a game message becomes an Any for the generic service, an Any the
        game's own message for the typed one."""
        cls = getattr(self.messages, name)
        kept = {}
        for key, value in fields.items():
            field = cls.DESCRIPTOR.fields_by_name.get(key)
            if value is None or field is None:
                continue
            if isinstance(value, message.Message) and field.message_type is not None:
                value = pack(value) if field.message_type.full_name == ANY else unpack(value)
            kept[key] = value
        return cls(**kept)


GENERIC = Service(api, arbiter_pb2_grpc.ArbiterStub)
ANY = any_pb2.Any.DESCRIPTOR.full_name


@functools.lru_cache(maxsize=None)
def typed_service(game: str) -> Service:
    """The game's typed service (`game` is its id, e.g. "hansa-teutonica");
    the generic one when the installed arbiter-protos has none for it."""
    package = game.replace("-", "_")
    try:
        messages = importlib.import_module(f"arbiter.{package}.v1.{package}_service_pb2")
        stubs = importlib.import_module(f"arbiter.{package}.v1.{package}_service_pb2_grpc")
    except ImportError:
        return GENERIC
    (service,) = messages.DESCRIPTOR.services_by_name.values()
    return Service(messages, getattr(stubs, f"{service.name}Stub"))


def service_for(game: str | None, typed: bool) -> Service:
    return typed_service(game) if typed and game else GENERIC


@dataclass(frozen=True)
class Call:
    """One unary RPC an operation needs, on `service`: sent with the bearer
    `token`, and again on TRANSIENT codes (every call is safe to repeat)."""

    service: Service
    rpc: str
    request: message.Message
    token: str | None = None


AUTO = object()  # submit's default expected_version: the last version the seat saw


class ArbiterOps:
    """The connection's operations; `seat_class` is the client's Seat. A
    game's calls go to its typed service, so answers hold the game's own
    messages (a view's `state` is an arbiter.nottingham.v1.State, `events`
    are its Events); `typed=False` uses arbiter.v1.Arbiter, with Any."""

    seat_class: type
    channel: grpc.Channel | grpc.aio.Channel
    stub: arbiter_pb2_grpc.ArbiterStub

    def stub_for(self, service: Service):
        """The stub of `service` on this connection's channel."""
        stubs = self.__dict__.setdefault("_stubs", {})
        if service not in stubs:
            stubs[service] = self.stub if service is GENERIC else service.stub(self.channel)
        return stubs[service]

    def op_games(self):
        """The games this server adjudicates."""
        return list((yield Call(GENERIC, "ListGames", api.ListGamesRequest())).games)

    def op_get_rules(self, game: str, variant: str = "", players: int = 0, edition: str = "", typed: bool = True):
        """The game's Rules (arbiter.<game>.v1.Rules: board graph, cards,
        printed values) for one edition, restricted to `variant` and `players`
        (none = the whole edition), and which edition it is (EditionInfo)."""
        service = service_for(game, typed)
        req = service.request("GetRulesRequest", game=game, variant=variant, players=players, edition=edition)
        res = yield Call(service, "GetRules", req)
        return unpack(res.rules), res.edition

    def op_create_game(self, game: str, players: int, variant: str = "", options: dict[str, str] | None = None,
                       seed: int | None = None, edition: str = "", typed: bool = True, *,
                       request_id: str | None = None):
        """A new game (CreatedGame): one Seat per seat, with its secret token,
        and a spectator; each Seat speaks the game's typed service unless `typed=False`.
        Sent under `request_id` (default: a fresh random one, as secret as the
        tokens it answers), so UNAVAILABLE, and CANCELLED from a draining
        server, are retried with backoff and still make one game."""
        service = service_for(game, typed)
        req = service.request("CreateGameRequest", game=game, players=players, variant=variant,
                              options=options or {}, seed=seed, edition=edition,
                              request_id=request_id or uuid.uuid4().hex)
        res = yield Call(service, "CreateGame", req)
        seats = [self.seat_class(self, res.game_id, s.token, s.seat, res.version, service) for s in res.seats]
        return CreatedGame(res.game_id, res.version, res.view, seats,
                           self.seat_class(self, res.game_id, version=res.version, service=service))

    def op_adjudicate(self, game: str, state: message.Message | None = None, seat: int = 0,
                      move: message.Message | None = None, config=None, typed: bool = True):
        """Stateless: apply `move` for `seat` to a full `state` (or, with
        neither, set up a game from `config`); stores nothing."""
        service = service_for(game, typed)
        req = service.request("AdjudicateRequest", game=game, seat=seat, state=state, move=move, config=config)
        return (yield Call(service, "Adjudicate", req))


class SeatOps:
    """A seat's operations (`self` has arbiter, game_id, token, seat, version, service)."""

    game_id: str
    token: str | None
    service: Service

    def _call(self, rpc: str, **fields) -> Call:
        return Call(self.service, rpc, self.service.request(f"{rpc}Request", game_id=self.game_id, **fields),
                    self.token)

    def op_view(self):
        """This seat's view of the game (GameView)."""
        v = (yield self._call("GetGame")).view
        self.version = v.version
        return v

    def op_state(self):
        """This seat's view of the game state, as the game's own State message."""
        return unpack((yield from SeatOps.op_view(self)).state)

    def op_legal_moves(self):
        """The legal moves (typed game Moves) with templates, pending decisions and the suggestion."""
        res = yield self._call("ListLegalMoves")
        self.version = res.version
        return LegalMoves(res)

    def op_suggested_move(self):
        """One legal move, as the game's random self-play player would pick it
        (ListLegalMovesResponse.suggested); None when this seat has none."""
        return (yield from SeatOps.op_legal_moves(self)).suggested

    def op_submit(self, move: message.Message, *, expected_version=AUTO, validate_only: bool = False,
                  request_id: str | None = None, retry_conflicts: int = 0, include_next: bool = False):
        """Submit a move (a game Move, or an Any). Applied only at the last
        version this seat saw unless `expected_version` says otherwise (None =
        no check): if another move landed first the server answers ABORTED and
        this raises, so the player can choose again. `retry_conflicts=n` re-sends
        the move at the newer version up to n times instead (the server checks
        it against the rules again). UNAVAILABLE, and CANCELLED from a draining
        server, are retried with backoff under the same request id, so the move
        never applies twice. `include_next=True`: the answer's `next` holds this
        seat's legal moves after the move, so playing takes one call per move."""
        expected = self.version if expected_version is AUTO else expected_version
        call = self._call("SubmitMove", move=move, validate_only=validate_only, expected_version=expected,
                          include_next=include_next,
                          request_id=request_id or uuid.uuid4().hex)
        req: Any = call.request  # the SubmitMoveRequest of arbiter.v1 or of the game's service
        attempt = 0
        while True:
            try:
                res = yield call
            except ArbiterError as err:
                if not conflict_to_retry(err, attempt, retry_conflicts):
                    raise
                attempt += 1
                req.expected_version = self.version = err.current_version
                continue
            self.version = res.version
            return res

    def watch_start(self, from_version: int):
        """Where watch() starts: `from_version`, or for 0 ("only new ones") the
        version after the current one, pinned, so that a stream resumed before
        its first entry does not ask for "from now" again and skip what came in
        between; None when the game is over (nothing new will come)."""
        if from_version:
            return from_version
        view = yield from SeatOps.op_view(self)
        return view.version + 1 if view.status == api.GAME_STATUS_ACTIVE else None

    def op_history(self, from_version: int = 1):
        """Every entry from `from_version` on, as this seat may see them (paged)."""
        out: list[api.HistoryEntry] = []
        while True:
            page = yield self._call("GetHistory", from_version=from_version, page_size=1000)
            out.extend(page.entries)
            if not page.entries or page.entries[-1].version >= page.version:
                return out
            from_version = page.entries[-1].version + 1


def public_methods(ops: type, wrap):
    """Class decorator: for each `op_<name>` of `ops`, the method `<name>`
    made by `wrap(op)` (blocking, or async), with the op's docstring."""

    def decorate(cls):
        for name, op in vars(ops).items():
            if name.startswith("op_"):
                method = functools.wraps(op)(wrap(op))
                method.__name__ = name[3:]
                method.__qualname__ = f"{cls.__name__}.{name[3:]}"
                setattr(cls, name[3:], method)
        return cls

    return decorate


def step(operation, reply):
    """Advance an operation: send it `reply` (an answer, or an ArbiterError
    to raise inside it). Returns (the next Call, None) or (None, its result)."""
    try:
        call = operation.throw(reply) if isinstance(reply, ArbiterError) else operation.send(reply)
    except StopIteration as done:
        return None, done.value
    return call, None


def conflict_to_retry(err: ArbiterError, attempt: int, retry_conflicts: int) -> bool:
    """ABORTED is re-sent at the new version only when the caller asked for it:
    `expected_version` means "only at this version", and silently moving it
    would apply a move its player chose for a position that is gone."""
    return err.code == grpc.StatusCode.ABORTED and attempt < retry_conflicts and err.current_version is not None


_CODES = {c.value[0]: c for c in grpc.StatusCode}


@dataclass
class PlayUpdate:
    """One update of a Play stream: a new `entry` (None when this update
    carries none), the caller's `view` (None while catching up), its legal
    moves `next` (LegalMoves, with include_next and a decision to make), and,
    on the answer to one of this stream's moves, its `request_id` and, when
    the move was refused, `error` (an ArbiterError; the stream goes on)."""

    response: api.PlayResponse
    entry: api.HistoryEntry | None
    view: api.GameView | None
    next: LegalMoves | None
    request_id: str
    error: ArbiterError | None

    @property
    def version(self) -> int | None:
        """The version this update brings the caller to."""
        return self.view.version if self.view is not None else self.entry.version if self.entry else None

    @property
    def events(self) -> list[message.Message]:
        return [unpack(e) for e in self.entry.events] if self.entry is not None else []

    @property
    def state(self) -> message.Message | None:
        return None if self.view is None else unpack(self.view.state)


class PlayProtocol:
    """What a Play stream's client keeps, without I/O (the sync and asyncio
    streams share it): where to resume from after a reconnect, and the moves
    sent but not answered yet, re-sent under their request ids on the new
    stream (the server answers a repeat and never applies it twice)."""

    def __init__(self, game_id: str, from_version: int, include_next: bool):
        self.game_id = game_id
        self.from_version = from_version
        self.include_next = include_next
        self.unanswered: dict[str, api.SubmitMoveRequest] = {}
        self.version: int | None = None  # the newest version seen on the stream

    def opening(self) -> list[api.PlayRequest]:
        first = api.PlayRequest(game_id=self.game_id, from_version=self.from_version, include_next=self.include_next)
        return [first, *(api.PlayRequest(move=m) for m in self.unanswered.values())]

    def move(self, req: api.SubmitMoveRequest) -> api.PlayRequest:
        self.unanswered[req.request_id] = req
        return api.PlayRequest(move=req)

    def received(self, res: api.PlayResponse) -> PlayUpdate:
        error = None
        if res.HasField("error"):
            e = res.error
            error = ArbiterError.from_status(_CODES.get(e.code, grpc.StatusCode.UNKNOWN), e.message, e)
        if res.request_id:
            self.unanswered.pop(res.request_id, None)
        if res.HasField("entry"):
            self.from_version = res.entry.version + 1
        elif res.HasField("view") and not res.request_id:  # the view a stream from now starts with
            self.from_version = res.view.version + 1
        update = PlayUpdate(res, res.entry if res.HasField("entry") else None,
                            res.view if res.HasField("view") else None,
                            LegalMoves(res.next) if res.HasField("next") else None, res.request_id, error)
        if update.version is not None:
            self.version = max(self.version or 0, update.version)
        return update


class PlayBase:
    """What the sync and asyncio Play streams share: the protocol state, the
    updates read but not yet iterated, and the seat's last version."""

    def __init__(self, seat, from_version: int, include_next: bool):
        self.seat = seat
        self.protocol = PlayProtocol(seat.game_id, from_version, include_next)
        self.buffer: collections.deque[PlayUpdate] = collections.deque()
        self.finished = False
        self.backoff = Backoff()  # across reads: reset only by a message received

    def _received(self, res: api.PlayResponse) -> None:
        update = self.protocol.received(res)
        if update.view is not None:
            self.seat.version = update.view.version
        if update.entry is not None and update.entry.status == api.GAME_STATUS_FINISHED:
            self.finished = True
        self.buffer.append(update)


def play_move(move, expected: int | None, validate_only: bool, request_id: str | None) -> api.SubmitMoveRequest:
    """A move as a Play stream carries it (its game is the stream's)."""
    req = api.SubmitMoveRequest(move=pack(move), validate_only=validate_only, request_id=request_id or uuid.uuid4().hex)
    if expected is not None:
        req.expected_version = expected
    return req
