"""What the synchronous and the asyncio client share: errors, the retry
policy, typed game messages, and the shapes they return. No I/O here."""
from __future__ import annotations

import collections
import importlib
import pkgutil
import uuid
from dataclasses import dataclass, field

import grpc
from google.protobuf import any_pb2, message, symbol_database
from google.rpc import error_details_pb2
from grpc_status import rpc_status

import arbiter
from arbiter.v1 import arbiter_pb2 as api


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

    @property
    def current_version(self) -> int | None:
        v = self.metadata.get("current_version")
        return None if v is None else int(v)

    @classmethod
    def from_status(cls, code: grpc.StatusCode, details: str, status) -> "ArbiterError":
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
        return cls.from_status(err.code(), err.details(), rpc_status.from_call(err))


# Worth sending again, unchanged: the server (or the replica behind a gateway)
# could not answer (UNAVAILABLE), or a draining server cancelled the call
# before answering (CANCELLED: the wrapper never cancels its own unary calls).
# Only calls that are safe to repeat are retried: reads, Adjudicate (stateless)
# and SubmitMove under its request id (the server answers a repeat with the
# first answer and never applies the move twice). CreateGame is not retried.
TRANSIENT = (grpc.StatusCode.UNAVAILABLE, grpc.StatusCode.CANCELLED)
# A watch stream may also end with INTERNAL when a gateway resets it.
STREAM_BROKEN = (*TRANSIENT, grpc.StatusCode.INTERNAL)
BACKOFF = (0.05, 0.1, 0.2, 0.4, 0.8, 1.6)


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


def create_request(game: str, players: int, variant: str, options: dict[str, str] | None,
                   seed: int | None, edition: str = "") -> api.CreateGameRequest:
    req = api.CreateGameRequest(game=game, players=players, variant=variant, options=options or {},
                                edition=edition)
    if seed is not None:
        req.seed = seed
    return req


def adjudicate_request(game: str, state, seat: int, move, config) -> api.AdjudicateRequest:
    req = api.AdjudicateRequest(game=game, seat=seat)
    if state is not None:
        req.state.CopyFrom(pack(state))
    if move is not None:
        req.move.CopyFrom(pack(move))
    if config is not None:
        req.config.CopyFrom(config)
    return req


def submit_request(game_id: str, move, expected: int | None, validate_only: bool,
                   request_id: str | None, include_next: bool = False) -> api.SubmitMoveRequest:
    req = api.SubmitMoveRequest(game_id=game_id, move=pack(move), validate_only=validate_only,
                                request_id=request_id or uuid.uuid4().hex, include_next=include_next)
    if expected is not None:
        req.expected_version = expected
    return req


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

    def _received(self, res: api.PlayResponse) -> None:
        update = self.protocol.received(res)
        if update.view is not None:
            self.seat.version = update.view.version
        if update.entry is not None and update.entry.status == api.GAME_STATUS_FINISHED:
            self.finished = True
        self.buffer.append(update)
