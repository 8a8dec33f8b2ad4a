"""The idiomatic wrapper over the generated gRPC stubs."""
from __future__ import annotations

import importlib
import pkgutil
import time
import uuid
from dataclasses import dataclass, field
from typing import Iterator

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

    @property
    def current_version(self) -> int | None:
        v = self.metadata.get("current_version")
        return None if v is None else int(v)

    @classmethod
    def from_rpc(cls, err: grpc.RpcError) -> "ArbiterError":
        reason, metadata, violations = "", {}, []
        status = rpc_status.from_call(err)
        for d in status.details if status else ():
            if d.Is(error_details_pb2.ErrorInfo.DESCRIPTOR):
                info = error_details_pb2.ErrorInfo()
                d.Unpack(info)
                reason, metadata = info.reason, dict(info.metadata)
            elif d.Is(error_details_pb2.BadRequest.DESCRIPTOR):
                bad = error_details_pb2.BadRequest()
                d.Unpack(bad)
                violations = [(v.field, v.description) for v in bad.field_violations]
        return cls(err.code(), err.details() or "", reason, metadata, violations)


# Worth sending again, unchanged: the server (or the replica behind a gateway)
# could not answer. Every call the wrapper retries is idempotent: reads, and
# SubmitMove under its request id.
TRANSIENT = (grpc.StatusCode.UNAVAILABLE,)
BACKOFF = (0.05, 0.1, 0.2, 0.4, 0.8, 1.6)


def _call(fn, request, token: str | None = None, timeout: float | None = None, retry: bool = True):
    metadata = [("authorization", f"Bearer {token}")] if token else None
    for delay in (*BACKOFF, None) if retry else (None,):
        try:
            return fn(request, metadata=metadata, timeout=timeout)
        except grpc.RpcError as err:
            if delay is None or err.code() not in TRANSIENT:
                raise ArbiterError.from_rpc(err) from None
            time.sleep(delay)


def unpack(a: any_pb2.Any) -> message.Message:
    """The game message inside an Any (a view's state, a move, an event)."""
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
        req = api.CreateGameRequest(game=game, players=players, variant=variant, options=options or {},
                                    edition=edition)
        if seed is not None:
            req.seed = seed
        res = _call(self.stub.CreateGame, req, timeout=self.timeout, retry=False)  # not idempotent
        seats = [Seat(self, res.game_id, s.token, s.seat, res.version) for s in res.seats]
        return CreatedGame(res.game_id, res.version, res.view, seats, Seat(self, res.game_id, version=res.version))

    def seat(self, game_id: str, token: str | None = None) -> "Seat":
        """Act as the seat `token` stands for, or watch as a spectator (no token)."""
        return Seat(self, game_id, token)

    def adjudicate(self, game: str, state: message.Message | None = None, seat: int = 0,
                   move: message.Message | None = None, config: api.GameConfig | None = None) -> api.AdjudicateResponse:
        req = api.AdjudicateRequest(game=game, seat=seat)
        if state is not None:
            req.state.CopyFrom(pack(state))
        if move is not None:
            req.move.CopyFrom(pack(move))
        if config is not None:
            req.config.CopyFrom(config)
        return _call(self.stub.Adjudicate, req, timeout=self.timeout)


@dataclass
class CreatedGame:
    game_id: str
    version: int
    view: api.GameView
    seats: list["Seat"]
    spectator: "Seat"


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

    def legal_moves(self) -> list[any_pb2.Any]:
        res = _call(self.arbiter.stub.ListLegalMoves, api.ListLegalMovesRequest(game_id=self.game_id), self.token,
                    self.arbiter.timeout)
        self.version = res.version
        return list(res.moves)

    def suggested_move(self) -> any_pb2.Any | None:
        """One legal move, as the game's random self-play player would pick it
        (ListLegalMovesResponse.suggested); None when this seat has none."""
        res = _call(self.arbiter.stub.ListLegalMoves, api.ListLegalMovesRequest(game_id=self.game_id), self.token,
                    self.arbiter.timeout)
        self.version = res.version
        return res.moves[res.suggested] if res.HasField("suggested") else None

    def submit(self, move: message.Message, *, expected_version=_AUTO, validate_only: bool = False,
               request_id: str | None = None, retries: int = 3) -> api.SubmitMoveResponse:
        """Submit a move (an Any from legal_moves() or a game Move). Checked
        against the last version this seat saw unless `expected_version` says
        otherwise (None = no check). On ABORTED the move is re-sent at the new
        version, and on UNAVAILABLE as it was, always under the same request
        id, so it never applies twice."""
        expected = self.version if expected_version is _AUTO else expected_version
        req = api.SubmitMoveRequest(game_id=self.game_id, move=pack(move), validate_only=validate_only,
                                    request_id=request_id or uuid.uuid4().hex)
        for attempt in range(retries + 1):
            if expected is not None:
                req.expected_version = expected
            try:
                res = _call(self.arbiter.stub.SubmitMove, req, self.token, self.arbiter.timeout)
            except ArbiterError as err:
                if err.code != grpc.StatusCode.ABORTED or attempt == retries:
                    raise
                expected = self.version = err.current_version
                continue
            self.version = res.version
            return res
        raise AssertionError("unreachable")

    def watch(self, from_version: int = 0) -> Iterator[api.HistoryEntry]:
        """History entries from `from_version` on (0 = only new ones) as this
        seat may see them; ends when the game does. A stream that breaks
        (a replica going away behind a gateway) is resumed after the last
        entry seen."""
        metadata = [("authorization", f"Bearer {self.token}")] if self.token else None
        failures = 0
        while True:
            try:
                for update in self.arbiter.stub.WatchGame(
                        api.WatchGameRequest(game_id=self.game_id, from_version=from_version), metadata=metadata):
                    failures = 0
                    yield update.entry
                    from_version = update.entry.version + 1
                    if update.entry.status == api.GAME_STATUS_FINISHED:
                        return
            except grpc.RpcError as err:
                # A gateway may end a stream whose replica died as UNAVAILABLE,
                # CANCELLED or INTERNAL; anything else is the server's answer.
                broken = err.code() in (*TRANSIENT, grpc.StatusCode.CANCELLED, grpc.StatusCode.INTERNAL)
                if not broken or failures >= len(BACKOFF):
                    raise ArbiterError.from_rpc(err) from None
            else:
                if failures >= len(BACKOFF):
                    raise ArbiterError(grpc.StatusCode.UNAVAILABLE, "the watch stream keeps ending early")
            time.sleep(BACKOFF[failures])
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
