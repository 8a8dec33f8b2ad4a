"""The referee: what every API face does, once.

It composes the games (rules), a GameStore (where games live) and the seat
tokens, speaking the `arbiter.v1` messages. The gRPC servicer and the REST face
only translate transport to these calls and these errors to status codes.
"""
from __future__ import annotations

import hashlib
import logging
import random
import re
import secrets
import time
from collections import OrderedDict
from typing import AsyncIterator, Awaitable, Callable, Mapping, NamedTuple

from google.protobuf import message as pb_message
from google.protobuf.any_pb2 import Any
from google.protobuf.timestamp_pb2 import Timestamp

from arbiter import games as registry
from arbiter.auth import TokenAuthority
from arbiter.engine import Game, InvalidConfig, MalformedMove, RuleViolation, untrusted
from arbiter.engine.errors import ArbiterError, Category
from arbiter.engine.editions import UnknownEdition
from arbiter.records import record as records
from arbiter.records.replay import NotReplayable, game_of, steps
from arbiter.records.signing import BadSignature, RecordKeys, record_keys as make_record_keys, verify_signature
from arbiter.store import Committed, Conflict, Duplicate, GameExists, GameStore, Gone
from arbiter.store.v1.store_pb2 import StoredEntry, StoredGame
from arbiter.v1 import arbiter_pb2 as api
from arbiter.v1.engine_pb2 import GameConfig

log = logging.getLogger("arbiter.referee")

# Used with fullmatch: `$` would let a trailing newline through.
GAME_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")
REQUEST_ID = re.compile(r"[\x21-\x7e]{1,128}")
HISTORY_PAGE = 100
HISTORY_PAGE_MAX = 1000
# A move without expected_version is re-validated against the newer state this
# many times when another move lands between our read and our write.
UNCONDITIONAL_RETRIES = 5


# ------------------------------------------------------------------ errors


class NotFound(ArbiterError):
    """Unknown (or expired) game, unknown game type or edition."""

    category = Category.NOT_FOUND
    reason = "NOT_FOUND"


class BadRequest(ArbiterError):
    """A malformed request: the field to blame and what is wrong with it."""

    category = Category.MALFORMED

    def __init__(self, field: str, description: str, reason: str = "MALFORMED_REQUEST"):
        super().__init__(f"{field}: {description}")
        self.field = field
        self.description = description
        self.reason = reason


class VersionConflict(ArbiterError):
    """`expected_version` is not the game's current version."""

    category = Category.CONFLICT
    reason = "VERSION_CONFLICT"

    def __init__(self, current_version: int):
        super().__init__(f"the game is at version {current_version}")
        self.current_version = current_version

    def describe(self) -> str:
        return f"version conflict: {self}; reload and retry"

    def metadata(self) -> dict[str, str]:
        return {"current_version": str(self.current_version)}


class RequestIdReused(ArbiterError):
    """A CreateGame whose request_id made a game already, of another
    configuration: a request id names one CreateGame, and a repeat must ask
    for the same game."""

    category = Category.EXISTS
    reason = "REQUEST_ID_REUSED"

    def __init__(self, game_id: str, differing: list[str]):
        super().__init__(
            f"this request_id made game {game_id!r} already, which differs in {', '.join(differing)}: a request_id "
            f"names one CreateGame, and a repeat must ask for the same game; send a new request_id for a new game")
        self.differing = differing


class TooManyWatchers(ArbiterError):
    """A watch cap is reached: per game, per client connection, or for the
    whole process."""

    category = Category.EXHAUSTED
    reason = "TOO_MANY_WATCHERS"


class RulesVersionChanged(ArbiterError):
    """The game began under another rules version than this replica's: it
    is not continued under rules it was not played under
    (docs/records.md#rules-versions)."""

    category = Category.REFUSED
    reason = "RULES_VERSION_CHANGED"

    def __init__(self, game: Game, stored: str):
        super().__init__(f"this game began under {game.id} rules version {stored!r}; this server referees rules "
                         f"version {game.rules_version!r}, and does not continue a game under other rules than "
                         f"its own (a replica of the game's version may)")


class RecordRefused(ArbiterError):
    """An ImportGame record this server does not take: not signed by a key it
    accepts (and unsigned imports not allowed), or not a game its rules
    replay (docs/records.md#importing)."""

    category = Category.REFUSED

    def __init__(self, reason: str, message: str):
        super().__init__(message)
        self.reason = reason


class PermissionDenied(ArbiterError):
    """The caller may not act for a seat (a spectator trying to move)."""

    category = Category.FORBIDDEN

    def __init__(self, reason: str, message: str):
        super().__init__(message)
        self.reason = reason


# ------------------------------------------------------------------ helpers

ANY_PREFIX = "type.googleapis.com/"


def pack(msg: pb_message.Message) -> Any:
    """`msg` in an Any, serialized deterministically: the same message is always
    the same bytes (conformance vectors compare them across languages). What
    `Any.Pack(msg, deterministic=True)` makes, without its per-call checks
    (it is called for every move and event of every answer)."""
    return Any(type_url=ANY_PREFIX + msg.DESCRIPTOR.full_name, value=msg.SerializeToString(deterministic=True))


def packed(msg: pb_message.Message) -> bytes:
    """`pack(msg)` serialized, without building the Any: its type_url (1)
    and, unless empty, its value (2)."""
    value = msg.SerializeToString(deterministic=True)
    url = length_delimited(_ANY_TYPE_URL, (ANY_PREFIX + msg.DESCRIPTOR.full_name).encode())
    return url + length_delimited(_ANY_VALUE, value) if value else url


def unpack(a: Any, cls: type, field: str):
    if not a.type_url:
        raise BadRequest(field, f"required: an Any holding {cls.DESCRIPTOR.full_name}")
    msg = cls()
    try:
        ok = a.Unpack(msg)
    except pb_message.DecodeError as exc:
        raise BadRequest(field, f"cannot be parsed as {cls.DESCRIPTOR.full_name}: {exc}") from exc
    if not ok:
        raise BadRequest(field, f"expected type {cls.DESCRIPTOR.full_name}, got {a.type_url.rsplit('/', 1)[-1]!r}")
    return msg


def _now() -> Timestamp:
    ns = time.time_ns()
    return Timestamp(seconds=ns // 1_000_000_000, nanos=ns % 1_000_000_000)


def stored_entry(version: int, time: Timestamp, status: int, events, seat: int | None = None, move=None) -> bytes:
    """A version's log entry as the store keeps it (StoredEntry: no Any
    envelopes, about a fifth of a HistoryEntry)."""
    e = StoredEntry(version=version, events=[x.SerializeToString(deterministic=True) for x in events],
                    time_ns=time.seconds * 1_000_000_000 + time.nanos, status=status)
    if seat is not None:
        e.seat = seat
        e.move = move.SerializeToString(deterministic=True)
    return e.SerializeToString(deterministic=True)


def history_entry(game: Game, raw: bytes) -> api.HistoryEntry:
    """The HistoryEntry a stored entry stands for, its Anys as `pack` makes them."""
    e = StoredEntry.FromString(raw)
    if e.version == 0:  # written as a HistoryEntry, by a server from before StoredEntry
        return api.HistoryEntry.FromString(raw)
    out = api.HistoryEntry(version=e.version, status=e.status,
                           time=Timestamp(seconds=e.time_ns // 1_000_000_000, nanos=e.time_ns % 1_000_000_000))
    if e.HasField("seat"):
        out.seat = e.seat
        out.move.type_url = ANY_PREFIX + game.Move.DESCRIPTOR.full_name
        out.move.value = e.move
    event_type = ANY_PREFIX + game.Event.DESCRIPTOR.full_name
    for ev in e.events:
        out.events.add(type_url=event_type, value=ev)
    return out


def _status(over: bool) -> int:
    return api.GAME_STATUS_FINISHED if over else api.GAME_STATUS_ACTIVE


class WatchLimits:
    """How many WatchGame streams one process holds: per game, per client
    connection (a gRPC peer), and in all. A watcher costs a little memory and
    its share of each update's sending; the caps keep one client, or one
    popular game, from taking a replica's every stream."""

    def __init__(self, per_game: int = 5000, per_connection: int = 1000, total: int = 50_000):
        self.per_game, self.per_connection, self.total = per_game, per_connection, total
        self._games: dict[str, int] = {}
        self._peers: dict[str, int] = {}
        self.held = 0

    def admit(self, game_id: str, peer: str) -> None:
        if self.held >= self.total:
            raise TooManyWatchers(f"this server holds {self.total} watchers already; try another replica or later")
        if self._games.get(game_id, 0) >= self.per_game:
            raise TooManyWatchers(f"game {game_id!r} has {self.per_game} watchers on this server already")
        if peer and self._peers.get(peer, 0) >= self.per_connection:
            raise TooManyWatchers(f"this connection holds {self.per_connection} watchers already; open another")
        self.held += 1
        self._games[game_id] = self._games.get(game_id, 0) + 1
        if peer:
            self._peers[peer] = self._peers.get(peer, 0) + 1

    def release(self, game_id: str, peer: str) -> None:
        self.held -= 1
        for counts, key in ((self._games, game_id), (self._peers, peer)):
            if key and counts.get(key, 0) <= 1:
                counts.pop(key, None)
            elif key:
                counts[key] -= 1


class GameCache:
    """Recently used games, parsed: game id -> (StoredGame, Game, state) at one
    version. A version's state never changes (every write is a compare-and-set
    on the version), so an entry is right for its version forever; whether
    that version is still the current one is always settled by the store,
    either by `load_unless` (a version compare, no game sent when unchanged) or
    by the commit's compare-and-set. Correctness never depends on the cache:
    a miss or a stale entry costs a load, and any replica serves any game."""

    def __init__(self, capacity: int = 4096):
        self.capacity = capacity
        self._games: OrderedDict[str, tuple] = OrderedDict()

    def get(self, game_id: str) -> tuple | None:
        hit = self._games.get(game_id)
        if hit is not None:
            self._games.move_to_end(game_id)
        return hit

    def at(self, game_id: str, version: int) -> tuple | None:
        """The game at exactly `version`, if that is the one held."""
        hit = self._games.get(game_id)
        return hit if hit is not None and hit[0].version == version else None

    def put(self, stored: StoredGame, game: Game, state) -> None:
        held = self._games.get(stored.game_id)
        if held is not None and held[0].version > stored.version:
            return  # a slower request must not replace a newer version
        self._games[stored.game_id] = (stored, game, state)
        self._games.move_to_end(stored.game_id)
        if len(self._games) > self.capacity:
            self._games.popitem(last=False)

    def drop(self, game_id: str) -> None:
        self._games.pop(game_id, None)


class Referee:
    # Distinct projections of recent entries, shared by every watcher that
    # sees the same thing (one per seat and one for spectators per update).
    PROJECTED_CACHE = 4096
    # States whose shared values (pending decisions, derived values, the
    # view's common fields) were computed, held until this many more are:
    # enough for every game's newest state to be shared by its viewers.
    DERIVED_CACHE = 256
    # A game's config as an answer's view carries it (_config_run): one per live game.
    CONFIG_CACHE = 4096

    def __init__(self, store: GameStore, tokens: TokenAuthority, games: Mapping[str, Game] | None = None,
                 on_move: Callable[[str, str | None], None] | None = None, watch_limits: WatchLimits | None = None,
                 cache: GameCache | None = None, refused: Callable | None = None,
                 record_keys: RecordKeys | None = None, import_unsigned: bool = False):
        self.import_unsigned = import_unsigned
        self.record_keys = record_keys or make_record_keys()  # a key of its own: records verify against GetRecordKeys
        self.watch_limits = watch_limits or WatchLimits()
        # What a refused move on a Play stream becomes (the API face's update
        # carrying the error); without a face, the refusal is raised.
        self.refused = refused or _raise_refusal
        self.cache = cache if cache is not None else GameCache()
        self._projected: dict[tuple, object] = {}
        self._states: dict[int, _StateFacts] = {}  # id(state) -> what its viewers share
        self._configs: dict[tuple, bytes] = {}  # (over, config) -> GameView field 6 as sent
        self._chances: dict[tuple, bytes] = {}  # a game's GameView fields 11-13 as sent
        self.store = store
        self.tokens = tokens
        self.games = games if games is not None else registry.GAMES
        # on_move(game, None) when a move is applied, (game, reason) when refused.
        self.on_move = on_move or (lambda game, reason: None)

    # ------------------------------------------------------------ lookups

    def game(self, game_type: str) -> Game:
        if not game_type:
            raise BadRequest("game", f"required: one of {sorted(self.games)}")
        g = self.games.get(game_type)
        if g is None:
            raise NotFound(f"unknown game {game_type!r}; this server has {sorted(self.games)}")
        return g

    def seat_of(self, game_id: str, token: str | None) -> int | None:
        """The seat a bearer token stands for (None = spectator); raises InvalidToken."""
        check_game_id(game_id)
        return None if not token else self.tokens.verify(game_id, token)

    async def _load(self, game_id: str, only: str = "") -> tuple[StoredGame, Game, object]:
        """The game's current version: from the cache when the store says it
        is still the current one, else loaded (and cached)."""
        check_game_id(game_id)
        hit = self.cache.get(game_id)
        if hit is None:
            return self._open(game_id, await self.store.load(game_id), only)
        version, stored = await self.store.load_unless(game_id, hit[0].version)
        if version is None:
            self.cache.drop(game_id)
        if stored is None and version is not None:
            stored = hit[0]
        return self._open(game_id, stored, only)

    def _open(self, game_id: str, stored: StoredGame | None, only: str = "") -> tuple[StoredGame, Game, object]:
        """The stored game, its Game and its State; NotFound when there is no
        such game, or (`only` given) when it is another game than `only`."""
        if stored is None or (only and stored.game != only):
            if stored is None:
                self.cache.drop(game_id)
            raise NotFound(f"no {only + ' ' if only else ''}game {game_id!r} (unknown or expired)")
        hit = self.cache.at(game_id, stored.version)
        if hit is not None:
            return hit
        game = self.game(stored.game)
        state = game.State.FromString(stored.state)
        self._edition_of(game, state)
        self.cache.put(stored, game, state)
        return stored, game, state

    @staticmethod
    def _edition_of(game: Game, state):
        """The edition `state` was made under; UnknownEdition when this server
        lacks it or has different content under its id."""
        return game.editions.of(state.edition) if game.Rules is not None else None

    # ------------------------------------------------------------ RPCs
    # One method per RPC of arbiter.v1.Arbiter, named after it, each taking the
    # request message and the caller's bearer token (None = spectator). Those
    # given a game id also take `only_game`: when set, a game id of another
    # game is NOT_FOUND (a game's typed service, arbiter.api.services, sets it).

    def list_games(self, req: api.ListGamesRequest, token: str | None = None) -> api.ListGamesResponse:
        out = api.ListGamesResponse()
        for gid in sorted(self.games):
            g = self.games[gid]
            out.games.append(
                api.GameInfo(
                    game=g.id, title=g.title, min_players=g.min_players, max_players=g.max_players,
                    variants=[api.Variant(name=v.name, description=v.description, player_counts=v.player_counts)
                              for v in g.variants],
                    options=[api.GameOption(name=o.name, description=o.description, values=o.values,
                                            default_value=o.default) for o in g.options],
                    state_type=g.State.DESCRIPTOR.full_name, move_type=g.Move.DESCRIPTOR.full_name,
                    event_type=g.Event.DESCRIPTOR.full_name,
                    editions=[edition_info(e) for e in g.editions.by_id.values()] if g.Rules is not None else [],
                    rules_type=g.Rules.DESCRIPTOR.full_name if g.Rules is not None else "",
                    rules_version=g.rules_version,
                )
            )
        return out

    def get_rules(self, req: api.GetRulesRequest, token: str | None = None) -> api.GetRulesResponse:
        """The same for every caller: Rules hold nothing hidden."""
        game = self.game(req.game)
        if game.Rules is None:
            raise NotFound(f"{game.id} has no editions on this server")
        if req.players < 0:
            raise BadRequest("players", "must not be negative")
        try:
            edition, rules = game.rules_for(req.edition, req.variant, req.players)
        except UnknownEdition as exc:
            raise NotFound(str(exc)) from exc
        except InvalidConfig as exc:
            raise BadRequest(exc.field, exc.description, "INVALID_CONFIG") from exc
        return api.GetRulesResponse(rules=pack(rules), edition=edition_info(edition))

    async def create_game(self, req: api.CreateGameRequest, token: str | None = None) -> api.CreateGameResponse:
        """A new game. Under a `request_id` the game's id is derived from it
        (`TokenAuthority.game_id_for`), so a repeat finds the game the first
        request made (the store refuses a second game under one id) and
        answers with it, at its current version, instead of making another."""
        game = self.game(req.game)
        check_request_id(req.request_id)
        config = GameConfig(players=req.players, variant=req.variant, options=req.options, edition=req.edition)
        if req.HasField("seed"):
            config.seed = req.seed
        try:
            config = game.normalize_config(config)
        except InvalidConfig as exc:
            raise BadRequest(exc.field, exc.description, "INVALID_CONFIG") from exc
        state, events = game.new_game(config)
        game_id = self.tokens.game_id_for(req.request_id) if req.request_id else secrets.token_urlsafe(12)
        now = _now()
        stored = StoredGame(game_id=game_id, game=game.id, config=config, version=1,
                            state=state.SerializeToString(deterministic=True), status=_status(game.is_over(state)),
                            created=now, updated=now, rules_version=game.rules_version,
                            seed_chosen_by_creator=req.HasField("seed"))
        try:
            await self.store.create(stored, stored_entry(1, now, stored.status, events))
        except GameExists:
            if not req.request_id:
                raise
            stored, _, state = await self._load(game_id)
            differing = _differing(stored, game.id, config, req.HasField("seed"))
            if differing:
                raise RequestIdReused(game_id, differing) from None
            log.info("game create repeated", extra={"game_id": game_id, "game": game.id, "version": stored.version})
        else:
            log.info("game created", extra={"game_id": game_id, "game": game.id, "players": config.players})
        return api.CreateGameResponse(
            game_id=game_id,
            seats=[api.SeatToken(seat=s, token=self.tokens.issue(game_id, s)) for s in range(config.players)],
            version=stored.version,
            view=self._view(stored, game, state, None),
        )

    async def get_game(self, req: api.GetGameRequest, token: str | None, only_game: str = "") -> api.GetGameResponse:
        seat = self.seat_of(req.game_id, token)
        stored, game, state = await self._load(req.game_id, only_game)
        return api.GetGameResponse(view=self._view(stored, game, state, seat))

    async def list_legal_moves(self, req: api.ListLegalMovesRequest, token: str | None,
                               only_game: str = "") -> api.ListLegalMovesResponse:
        seat = self.seat_of(req.game_id, token)
        stored, game, state = await self._load(req.game_id, only_game)
        return self._legal(stored, game, state, seat)

    def _legal(self, stored: StoredGame, game: Game, state, seat: int | None) -> api.ListLegalMovesResponse:
        """What ListLegalMoves answers `seat` at `stored.version`."""
        listed = game.moves_for(state, seat)
        moves = list(listed)  # built once: a game may list lazily (Hansa Teutonica's MoveList)
        res = api.ListLegalMovesResponse(
            version=stored.version,
            moves=[pack(m) for m in moves],
            templates=game.templates_for(state, seat),
            pending=[d for d in self._pending_of(game, state) if d.seat == seat],
            labels=game.move_labels(state, seat, moves),
        )
        if moves:
            # Seeded by game, version and seat: the same question gets the same suggestion.
            digest = hashlib.sha256(f"{stored.game_id}:{stored.version}:{seat}".encode()).digest()
            pick = game.random_move(state, seat, listed, random.Random(int.from_bytes(digest[:8], "big")))
            res.suggested = moves.index(pick)
        return res

    async def submit_move(self, req: api.SubmitMoveRequest, token: str | None, only_game: str = "",
                          encoded: bool = False) -> api.SubmitMoveResponse | bytes:
        """SubmitMove's answer; `encoded`: serialized, the bytes its
        SerializeToString() writes (what the gRPC face sends), a new move's
        answer written directly without building the message."""
        answer = (await self.submit(req, token, only_game, encoded=encoded))[0]
        return answer.SerializeToString() if encoded and type(answer) is not bytes else answer

    async def submit(self, req: api.SubmitMoveRequest, token: str | None, only_game: str = "",
                     answer_events: bool = True, encoded: bool = False) -> tuple[api.SubmitMoveResponse, bytes | None]:
        """SubmitMove, and the log entry it wrote (None when it wrote none:
        validate_only, or a repeated request answered again). Without
        `answer_events` a new move's answer leaves its events and their labels
        out (a Play stream sends the mover the entry instead); with `encoded`
        a new move's answer comes serialized (`submit_move`)."""
        seat = self.seat_of(req.game_id, token)
        if seat is None:
            raise PermissionDenied("SEAT_TOKEN_REQUIRED", "spectators cannot move: send the seat's bearer token")
        check_request_id(req.request_id)
        request_key = f"{seat}:{req.request_id}" if req.request_id and not req.validate_only else ""
        hit = None if req.validate_only else self.cache.get(req.game_id)
        if hit is not None and (not only_game or hit[0].game == only_game) and \
                (not req.HasField("expected_version") or req.expected_version == hit[0].version):
            done = await self._submit_cached(req, seat, request_key, *hit, answer_events, encoded)
            if done is not None:
                return done
        for _ in range(UNCONDITIONAL_RETRIES):
            stored, answered = await self.store.load_for_move(req.game_id, request_key)
            stored, game, state = self._open(req.game_id, stored, only_game)
            if answered is not None:
                return await self._answer_at(stored, game, state, answered, seat, req.include_next), None
            move = unpack(req.move, game.Move, "move")
            if req.HasField("expected_version") and req.expected_version != stored.version:
                raise VersionConflict(stored.version)
            try:
                new_state, events = self._apply(stored, game, state, seat, move)
            except (RuleViolation, BadRequest) as exc:
                self.on_move(game.id, exc.reason)
                raise
            if req.validate_only:
                # Accepted, but nothing of the outcome is shown: it may hold chance
                # (a card drawn) that the caller must not learn before committing.
                return api.SubmitMoveResponse(version=stored.version, view=self._view(stored, game, state, seat)), None
            done, conflict = await self._commit(req, seat, request_key, stored, game, new_state, move, events,
                                                answer_events, encoded)
            if done is not None:
                return done
            if req.HasField("expected_version"):
                raise VersionConflict(conflict.current_version)
        raise VersionConflict(conflict.current_version)

    async def _submit_cached(self, req, seat: int, request_key: str, stored: StoredGame, game: Game, state,
                             answer_events: bool = True, encoded: bool = False):
        """The move against the cached version, committed only if that version
        is still the stored one. None when the store's current state must
        decide instead: a refusal on the cached state (the game may have moved
        on, or the request been answered) or a lost compare-and-set."""
        move = unpack(req.move, game.Move, "move")
        try:
            new_state, events = self._apply(stored, game, state, seat, move)
        except (RuleViolation, BadRequest):
            return None
        done, _ = await self._commit(req, seat, request_key, stored, game, new_state, move, events, answer_events,
                                     encoded)
        return done

    async def _commit(self, req: api.SubmitMoveRequest, seat: int, request_key: str, stored: StoredGame, game: Game,
                      new_state, move, events, answer_events: bool = True, encoded: bool = False):
        """Record the applied move at `stored.version` + 1: ((answer, entry),
        None) when it landed or the request was answered before, (None,
        Conflict) when another move landed first."""
        response, new_stored, entry = self._record(stored, game, new_state, seat, move, events, answer_events,
                                                   encoded)
        result = await self.store.commit(new_stored, stored.version, entry, request_key)
        if isinstance(result, Committed):
            self.cache.put(new_stored, game, new_state)
            self.on_move(game.id, None)
            if req.include_next:
                legal = self._legal(new_stored, game, new_state, seat)
                if encoded:
                    response += length_delimited(_ANSWER_NEXT_TAG, legal.SerializeToString())
                else:
                    response.next.CopyFrom(legal)
            return (response, entry), None
        if isinstance(result, Duplicate):
            return (await self._answer_again(req.game_id, result.version, seat, req.include_next), None), None
        if isinstance(result, Gone):
            self.cache.drop(req.game_id)
            raise NotFound(f"no game {req.game_id!r} (expired)")
        assert isinstance(result, Conflict)
        return None, result

    async def _answer_again(self, game_id: str, version: int, seat: int, include_next: bool) -> api.SubmitMoveResponse:
        stored, game, state = await self._load(game_id)
        return await self._answer_at(stored, game, state, version, seat, include_next)

    async def _answer_at(self, stored: StoredGame, game: Game, state, version: int, seat: int,
                         include_next: bool) -> api.SubmitMoveResponse:
        """The answer a SubmitMove that produced `version` got, rebuilt from the
        log: the same bytes (serialized deterministically) as the first time.
        Only the request key's version is stored, not the answer."""
        raw = await self.store.history(stored.game_id, version, 1)
        if not raw:
            raise NotFound(f"no game {stored.game_id!r} (expired)")
        entry = history_entry(game, raw[0])
        if version != stored.version:
            state = await self._state_at(stored, game, version)
            at = StoredGame()
            at.CopyFrom(stored)
            at.version = version
            stored = at
        over = not self._pending_of(game, state)
        events = [unpack(e, game.Event, "event") for e in entry.events]
        seen = game.project_events(events, seat, over)
        response = api.SubmitMoveResponse(version=version, events=[pack(e) for e in seen],
                                          event_labels=game.event_labels(seen, seat, game.label_context(state)))
        response.view.MergeFromString(self._view_bytes(stored, game, state, seat))
        if include_next:
            response.next.CopyFrom(self._legal(stored, game, state, seat))
        return response

    async def _state_at(self, stored: StoredGame, game: Game, version: int):
        """The state at `version`, replayed from the game's setup (its stored,
        seeded config) through the log's moves."""
        state, _ = game.new_game(stored.config)
        at = 2
        while at <= version:
            rows = await self.store.history(stored.game_id, at, min(HISTORY_PAGE_MAX, version - at + 1))
            if not rows:
                raise NotFound(f"no game {stored.game_id!r} (expired)")
            for raw in rows:
                entry = history_entry(game, raw)
                state, _ = game.apply(state, entry.seat, unpack(entry.move, game.Move, "move"))
            at += len(rows)
        return state

    def _apply(self, stored: StoredGame, game: Game, state, seat: int, move):
        if records.rules_version_of(stored) != game.rules_version:
            raise RulesVersionChanged(game, records.rules_version_of(stored))
        try:
            return game.apply(state, seat, move)
        except MalformedMove as exc:
            # exc.field is a path inside the Move; the request's field is `move`.
            raise BadRequest(f"move.{exc.field}" if exc.field else "move", exc.description, "MALFORMED_MOVE") from exc

    def _record(self, stored: StoredGame, game: Game, state, seat: int, move, events, answer_events: bool = True,
                encoded: bool = False):
        """The new stored game, its log entry and the mover's answer (its
        events and their labels only with `answer_events`; serialized with
        `encoded`)."""
        now = _now()
        new = StoredGame()
        new.CopyFrom(stored)
        new.version = stored.version + 1
        new.state = state.SerializeToString(deterministic=True)
        over = not self._pending_of(game, state)
        new.status = _status(over)
        new.updated.CopyFrom(now)
        entry = stored_entry(new.version, now, new.status, events, seat, move)
        if encoded:
            return self._answer_bytes(new, game, state, seat, events, over), new, entry
        response = api.SubmitMoveResponse(version=new.version)
        if answer_events:
            seen = game.project_events(events, seat, over)
            response.events.extend(pack(e) for e in seen)
            response.event_labels.extend(game.event_labels(seen, seat, game.label_context(state)))
        response.view.MergeFromString(self._view_bytes(new, game, state, seat))
        return response, new, entry

    def _answer_bytes(self, stored: StoredGame, game: Game, state, seat: int, events, over: bool) -> bytes:
        """The SubmitMoveResponse `_record` builds, as its SerializeToString()
        writes it (fields in number order; every run below is what that
        writes of its field), without building it: the lone viewer's view
        is written directly, not from the parts a Play session shares."""
        seen = game.project_events(events, seat, over)
        labels = game.event_labels(seen, seat, game.label_context(state))
        return b"".join((_ANSWER_VERSION_TAG, varint(stored.version),
                         *[length_delimited(_ANSWER_EVENT_TAG, packed(e)) for e in seen],
                         length_delimited(_ANSWER_VIEW_TAG, self._lone_view(stored, game, state, seat, over)),
                         *[length_delimited(_ANSWER_LABEL_TAG, label.encode()) for label in labels]))

    def _lone_view(self, stored: StoredGame, game: Game, state, seat: int, over: bool) -> bytes:
        """`seat`'s GameView of `state`, as the SerializeToString() of a
        message holding it writes it (what `_view_bytes` makes, but for the
        config's map: see `_config_run`)."""
        head = api.GameView(game_id=stored.game_id, game=stored.game, version=stored.version, status=_status(over),
                            seat=seat)
        return b"".join((head.SerializeToString(), self._config_run(stored.config, over),
                         length_delimited(_STATE_TAG, packed(game.project(state, seat, over))),
                         self._view_tail(game, state, self._facts(game, state), over), self._chance(stored)))

    def _chance(self, stored: StoredGame) -> bytes:
        """GameView's fields 11-13, serialized: the seed's commitment, who
        chose the seed, whether the game was imported from an unsigned
        record. The same for every view of a game: kept per game (a hash per
        view cost a SubmitMove some 13 us)."""
        key = (stored.game_id, stored.config.seed, stored.seed_chosen_by_creator, stored.imported_unsigned)
        run = self._chances.get(key)
        if run is None:
            view = api.GameView(seed_commitment=records.seed_commitment(stored.game_id, stored.config.seed),
                                seed_chosen_by_creator=stored.seed_chosen_by_creator,
                                imported_unsigned=stored.imported_unsigned)
            run = _keep(self._chances, self.CONFIG_CACHE, key, view.SerializeToString())
        return run

    def _config_run(self, config: GameConfig, over: bool) -> bytes:
        """GameView's field 6 (the seed left out while the game is on) as a
        message's SerializeToString() writes it once the view was parsed from
        deterministic bytes, as an answer's view always was: its options map
        in the order that parse gives (not the sorted one). The same for
        every move of a game: kept per config."""
        key = (over, config.SerializeToString())
        run = self._configs.get(key)
        if run is None:
            view = api.GameView(config=config)
            if not over:
                view.config.ClearField("seed")  # the seed would reveal every hidden card
            parsed = api.GameView.FromString(view.SerializeToString(deterministic=True))
            run = _keep(self._configs, self.CONFIG_CACHE, key, parsed.SerializeToString())
        return run

    async def get_history(self, req: api.GetHistoryRequest, token: str | None,
                          only_game: str = "") -> api.GetHistoryResponse:
        seat = self.seat_of(req.game_id, token)
        if req.from_version < 0 or req.page_size < 0:
            raise BadRequest("from_version" if req.from_version < 0 else "page_size", "must not be negative")
        size = min(req.page_size or HISTORY_PAGE, HISTORY_PAGE_MAX)
        stored, game, state = await self._load(req.game_id, only_game)
        over = stored.status == api.GAME_STATUS_FINISHED
        raw = await self.store.history(req.game_id, max(1, req.from_version), size)
        context = game.label_context(state)
        return api.GetHistoryResponse(
            entries=[self._project_entry(game, history_entry(game, r), seat, over, context) for r in raw],
            version=stored.version,
        )

    async def export_game(self, req: api.ExportGameRequest, token: str | None,
                          only_game: str = "") -> api.ExportGameResponse:
        """A finished game's signed record for anyone; a live game's partial
        record for one of its seats only (docs/records.md)."""
        seat = self.seat_of(req.game_id, token)
        stored, game, state = await self._load(req.game_id, only_game)
        over = stored.status == api.GAME_STATUS_FINISHED
        if not over and seat is None:
            raise PermissionDenied("SEAT_TOKEN_REQUIRED", "a live game is exported only for one of its seats: send "
                                                          "the seat's bearer token (or wait for the game's end)")
        entries = []
        while len(entries) < stored.version:
            rows = await self.store.history(req.game_id, len(entries) + 1,
                                            min(HISTORY_PAGE_MAX, stored.version - len(entries)))
            if not rows:
                raise NotFound(f"no game {req.game_id!r} (expired)")
            entries += [history_entry(game, r) for r in rows]
        record = records.build(game, stored, state, entries[:stored.version], seat)
        return api.ExportGameResponse(record=self.record_keys.sign(record) if over else record)

    async def import_game(self, req: api.ImportGameRequest, token: str | None = None) -> api.ImportGameResponse:
        """A new live game replayed from a record, at its last version or at
        `req.version`, with new seat tokens. Every replayed version is
        stored with its log entry, so the game's history and retries work as
        for any other game. Under a `request_id` the game's id is derived
        from it, as CreateGame's is: a repeat answers the game the first
        import made, finishing its storing if that was cut short."""
        record = req.record
        signed = record.HasField("signature")
        check_request_id(req.request_id)
        try:
            if signed:
                verify_signature(record, [k.public_key for k in self.record_keys.keys()])
            elif not self.import_unsigned:
                raise BadSignature("the record is not signed, and this server imports only records signed by its "
                                   "record keys (GetRecordKeys)")
        except BadSignature as exc:
            raise RecordRefused("RECORD_NOT_TRUSTED", str(exc)) from exc
        last = len(record.entries)
        if req.HasField("version") and not 1 <= req.version <= last:
            raise BadRequest("version", f"a version of the record: 1 to {last}")
        until = req.version if req.HasField("version") else last
        game_id = self.tokens.game_id_for(req.request_id) if req.request_id else secrets.token_urlsafe(12)
        now, held = _now(), None  # held: the game as a repeated import finds it stored
        try:
            game = game_of(record, self.games)
            config = records.config_of(record)
            for step in steps(record, game):
                at = step.entry.version
                state = step.state.SerializeToString(deterministic=True)
                if held is not None and at <= held.version:
                    if at == held.version and held.state != state:
                        break  # played on its own way since: it is the players' game now
                    continue
                stored = StoredGame(game_id=game_id, game=game.id, config=config, version=at, state=state,
                                    status=_status(game.is_over(step.state)), created=now, updated=now,
                                    rules_version=record.rules_version, seed_chosen_by_creator=True,
                                    imported_unsigned=not signed)
                held = await self._store_imported(req, stored, game, step)
                if held.version >= until:
                    break
        except NotReplayable as exc:
            raise RecordRefused("RECORD_NOT_REPLAYABLE", str(exc)) from exc
        stored, game, state = await self._load(game_id)
        log.info("game imported", extra={"game_id": game_id, "game": game.id, "version": stored.version,
                                         "signed": signed})
        return api.ImportGameResponse(
            game_id=game_id, version=stored.version,
            seats=[api.SeatToken(seat=s, token=self.tokens.issue(game_id, s)) for s in range(record.players)],
            view=self._view(stored, game, state, None))

    async def _store_imported(self, req: api.ImportGameRequest, stored: StoredGame, game: Game,
                              step) -> StoredGame:
        """Store one replayed version of an imported game with its log entry;
        the game as the store now holds it (a repeated import may find it
        further on)."""
        at = stored.version
        try:
            if at == 1:
                await self.store.create(stored, stored_entry(1, step.entry.time, stored.status, step.events))
                return stored
            move = unpack(step.entry.move, game.Move, "record.entries.move")
            entry = stored_entry(at, step.entry.time, stored.status, step.events, step.entry.seat, move)
            result = await self.store.commit(stored, at - 1, entry)
            if isinstance(result, Committed):
                return stored
            if not isinstance(result, Conflict):
                raise NotFound(f"no game {stored.game_id!r} (expired)")
        except GameExists:
            if not req.request_id:
                raise
        held = await self.store.load(stored.game_id)  # a repeat of this import's request id stored it
        if held is None:
            raise NotFound(f"no game {stored.game_id!r} (expired)")
        differing = _differing(held, stored.game, stored.config, True)
        if differing:
            raise RequestIdReused(stored.game_id, differing)
        return held

    def get_record_keys(self, req: api.GetRecordKeysRequest, token: str | None = None) -> api.GetRecordKeysResponse:
        return api.GetRecordKeysResponse(keys=self.record_keys.keys())

    async def watch_game(self, req: api.WatchGameRequest, token: str | None, peer: str = "", only_game: str = "",
                         encoded: bool = False) -> AsyncIterator[api.WatchGameResponse | bytes]:
        """Checks the request now, then returns the stream of updates. On a
        finished game the stream is what GetHistory shows the caller from
        `from_version` on (nothing for 0), and then it ends. `encoded`: each
        update as its serialized WatchGameResponse (what the gRPC face sends)."""
        seat = self.seat_of(req.game_id, token)
        if req.from_version < 0:
            raise BadRequest("from_version", "must not be negative")
        stored, game, state = await self._load(req.game_id, only_game)
        context = game.label_context(state)
        if stored.status == api.GAME_STATUS_FINISHED:
            return self._replay(game, req.game_id, req.from_version, stored.version, seat, context, encoded)
        after = stored.version if req.from_version == 0 else req.from_version - 1
        return self._updates(game, req.game_id, after, seat, peer, context, encoded)

    async def play(self, requests: AsyncIterator[api.PlayRequest], token: str | None, peer: str = "",
                   admit_move: Callable[[str], None] | None = None, encoded: bool = False,
                   deliver: Callable[[object], Awaitable[None]] | None = None):
        """Checks the first message (the game, the version to resume from),
        then returns the session's stream (arbiter.play). `admit_move(game_id)`
        runs before each move, as the API face's per-seat rate limit runs
        before each unary call; what it raises refuses that move. `encoded`:
        each update as its serialized PlayResponse (what the gRPC face sends),
        refusals still as the face makes them. With `deliver`, the session
        hands each update to `deliver(update)` (awaited, one at a time) and
        what is returned is the session to await instead of an iterator."""
        from arbiter.play import PlaySession, Refused

        first = None
        async for first in requests:
            break
        if first is None:
            raise BadRequest("game_id", "required: the first message names the game")
        seat = self.seat_of(first.game_id, token)
        if first.from_version < 0:
            raise BadRequest("from_version", "must not be negative")
        stored, game, state = await self._load(first.game_id)
        session = PlaySession(self, game, first.game_id, seat, token, first.include_next, admit_move,
                              game.label_context(state), encoded)
        if deliver is not None:
            refused = self.refused
            return session.serve(first, requests, stored, state, peer,
                                 lambda item: deliver(refused(item) if type(item) is Refused else item))
        return self._answers(session.run(first, requests, stored, state, peer))

    async def _answers(self, updates: AsyncIterator) -> AsyncIterator[api.PlayResponse]:
        from arbiter.play import Refused

        async for item in updates:
            yield self.refused(item) if isinstance(item, Refused) else item

    async def _replay(self, game: Game, game_id: str, from_version: int, last: int, seat: int | None,
                      context, encoded: bool = False):
        version = from_version
        while 0 < version <= last:
            raw = await self.store.history(game_id, version, HISTORY_PAGE)
            if not raw:
                return
            for r in raw:
                entry = self._project_entry(game, history_entry(game, r), seat, True, context)
                update = api.WatchGameResponse(entry=entry)
                yield update.SerializeToString(deterministic=True) if encoded else update
            version += len(raw)

    async def _updates(self, game: Game, game_id: str, after: int, seat: int | None, peer: str,
                       context, encoded: bool = False):
        self.watch_limits.admit(game_id, peer)
        try:
            async for raw in self.store.watch(game_id, after):
                update = self._watch_update_bytes(game, game_id, raw, seat, context)
                # Serialized once per (entry, viewer); parsed only for a face that sends messages.
                yield update.data if encoded else api.WatchGameResponse.FromString(update.data)
                if update.status == api.GAME_STATUS_FINISHED:
                    return
        finally:
            self.watch_limits.release(game_id, peer)

    def _watch_update_bytes(self, game: Game, game_id: str, raw: bytes, seat: int | None, context=None) -> "Projected":
        """A log entry as `seat` may see it, serialized as field 1 of a
        WatchGameResponse or a PlayResponse, with its version and status: one
        projection per (entry, viewer), shared by all watchers (a store hands
        every watcher of a game the same bytes object, whose hash Python
        computes once), from parts of the entry serialized once."""
        key = (game_id, seat, raw)
        held = self._projected.get(key)
        if held is None:
            parts = self._projected.get((game_id, raw))
            if parts is None:
                entry = history_entry(game, raw)
                parts = _keep(self._projected, self.PROJECTED_CACHE, (game_id, raw),
                              _EntryParts(entry, [unpack(e, game.Event, "event") for e in entry.events]))
            over = parts.entry.status == api.GAME_STATUS_FINISHED
            data = length_delimited(_ENTRY_TAG, parts.seen_by(game, seat, over, context))
            held = _keep(self._projected, self.PROJECTED_CACHE, key, Projected(data, parts.entry.version,
                                                                                parts.entry.status))
        return held

    def adjudicate(self, req: api.AdjudicateRequest, token: str | None = None) -> api.AdjudicateResponse:
        game = self.game(req.game)
        if not req.HasField("state") and not req.HasField("move"):
            try:
                state, events = game.new_game(req.config)
            except InvalidConfig as exc:
                raise BadRequest(f"config.{exc.field}", exc.description, "INVALID_CONFIG") from exc
        else:
            state = unpack(req.state, game.State, "state")
            move = unpack(req.move, game.Move, "move")
            self._edition_of(game, state)  # adjudicated only under the edition it was made with
            try:
                state, events, pending, outcome = untrusted.adjudicate(game, state, req.seat, move)
            except MalformedMove as exc:
                raise BadRequest(f"move.{exc.field}", exc.description, "MALFORMED_MOVE") from exc
            except untrusted.InconsistentState as exc:
                raise BadRequest("state", str(exc), "INCONSISTENT_STATE") from exc
            return api.AdjudicateResponse(state=pack(state), events=[pack(e) for e in events],
                                          pending=pending, outcome=outcome)
        return api.AdjudicateResponse(state=pack(state), events=[pack(e) for e in events],
                                      pending=game.pending(state), outcome=game.outcome(state))

    def adjudicate_legal_moves(self, req: api.AdjudicateLegalMovesRequest,
                               token: str | None = None) -> api.AdjudicateLegalMovesResponse:
        """ListLegalMoves on a full state the caller gives, checked as Adjudicate checks it."""
        game = self.game(req.game)
        state = unpack(req.state, game.State, "state")
        self._edition_of(game, state)  # listed only under the edition it was made with
        if not 0 <= req.seat < game.max_players:
            raise BadRequest("seat", f"a seat of {game.title}: 0 to {game.max_players - 1}")
        # Seeded by the question: the same state and seat get the same suggestion.
        digest = hashlib.sha256(req.state.value + b":" + str(req.seat).encode()).digest()
        chooser = random.Random(int.from_bytes(digest[:8], "big"))
        try:
            listed = untrusted.legal_moves(game, state, req.seat,
                                           lambda moves: game.random_move(state, req.seat, moves, chooser))
        except untrusted.InconsistentState as exc:
            raise BadRequest("state", str(exc), "INCONSISTENT_STATE") from exc
        out = api.AdjudicateLegalMovesResponse(moves=[pack(m) for m in listed.moves], templates=listed.templates,
                                               pending=listed.pending, labels=listed.labels)
        if listed.suggested is not None:
            out.suggested = listed.suggested
        return out

    # ------------------------------------------------------------ projection

    def _view(self, stored: StoredGame, game: Game, state, seat: int | None) -> api.GameView:
        return api.GameView.FromString(self._view_bytes(stored, game, state, seat))

    def _view_bytes(self, stored: StoredGame, game: Game, state, seat: int | None) -> bytes:
        """The GameView `seat` gets of `state` at `stored.version`, serialized
        (deterministically). Only its seat and its projected state are the
        viewer's; the rest is serialized once per state and shared: a Play
        session sends every seat a view of each new state."""
        facts = self._facts(game, state)
        parts = facts.views.get(stored.version)
        if parts is None or parts[0] is not stored and parts[0] != stored:
            parts = facts.views[stored.version] = (stored, *self._shared_view(stored, game, state, facts))
        _, head, config, tail = parts
        over = not facts.pending
        any_state = packed(game.project(state, seat, over))
        return b"".join((head, b"" if seat is None else _SEAT_TAG + varint(seat), config,
                         length_delimited(_STATE_TAG, any_state), tail))

    def _shared_view(self, stored: StoredGame, game: Game, state, facts) -> tuple[bytes, bytes, bytes]:
        """A GameView's fields that are the same for every viewer, serialized
        in three runs around the viewer's own (seat = 5, state = 7): fields
        1-4, field 6, fields 8-10."""
        over = not facts.pending
        config = api.GameView(config=stored.config)
        if not over:
            config.config.ClearField("seed")  # the seed would reveal every hidden card
        head = api.GameView(game_id=stored.game_id, game=stored.game, version=stored.version, status=_status(over))
        return (head.SerializeToString(deterministic=True), config.SerializeToString(deterministic=True),
                self._view_tail(game, state, facts, over) + self._chance(stored))

    def _view_tail(self, game: Game, state, facts, over: bool) -> bytes:
        """A GameView's fields 8-10 (pending, outcome, derived), serialized
        as the message writes them, without copying them into one: the same
        for every viewer, and no map among them."""
        runs = [length_delimited(_PENDING_TAG, p.SerializeToString(deterministic=True)) for p in facts.pending]
        if over:
            runs.append(length_delimited(_OUTCOME_TAG, game.outcome(state).SerializeToString(deterministic=True)))
        derived = self._derived_of(game, state, over).SerializeToString(deterministic=True)
        runs.append(length_delimited(_DERIVED_TAG, derived))
        return b"".join(runs)

    def _facts(self, game: Game, state) -> "_StateFacts":
        """What every viewer of `state` shares, computed once per state:
        held with its state, so an id is never taken for another state's while
        it is held."""
        held = self._states.get(id(state))
        if held is not None and held.state is state:
            return held
        # The spectator's projection, once: the pending decisions' labels and
        # the derived values both read it.
        public = game.project(state, None, over=False)
        return _keep(self._states, self.DERIVED_CACHE, id(state),
                     _StateFacts(state, tuple(game.pending(state, public)), public))

    def _pending_of(self, game: Game, state) -> tuple:
        """`game.pending(state)`, once per state."""
        return self._facts(game, state).pending

    def _derived_of(self, game: Game, state, over: bool):
        """`derived_for` once per state, whoever views it: it reads only the
        spectator's projection, and a Play session sends every seat a view of
        each new state."""
        facts = self._facts(game, state)
        derived = facts.derived.get(over)
        if derived is None:
            derived = facts.derived[over] = game.derived(facts.public) if not over else game.derived_for(state, over)
        return derived

    def _project_entry(self, game: Game, entry: api.HistoryEntry, seat: int | None, over: bool,
                       context=None) -> api.HistoryEntry:
        """`entry` as `seat` may see it (arbiter.referee._EntryParts)."""
        events = [unpack(e, game.Event, "event") for e in entry.events]
        return api.HistoryEntry.FromString(_EntryParts(entry, events).seen_by(game, seat, over, context))


class _EntryParts:
    """One log entry's HistoryEntry, serialized in parts shared by its
    viewers, and `seen_by` a viewer: the shared runs around the viewer's own
    fields (its move, its view of the events and their labels), in field
    order, so the bytes are the message's deterministic serialization. At the
    game's end every viewer sees the whole entry; before, only the mover sees
    its move, and each viewer the events as the game projects them for it."""

    __slots__ = ("entry", "events", "head", "move", "stored_events", "tail", "_packed")

    def __init__(self, entry: api.HistoryEntry, events: list):
        self.entry, self.events = entry, events  # `events`: entry.events unpacked
        head = api.HistoryEntry(version=entry.version)
        if entry.HasField("seat"):
            head.seat = entry.seat
        self.head = head.SerializeToString(deterministic=True)  # fields 1-2
        self.move = length_delimited(_MOVE_TAG, entry.move.SerializeToString(deterministic=True))  # field 3
        self.stored_events = b"".join(length_delimited(_EVENTS_TAG, a.SerializeToString(deterministic=True))
                                      for a in entry.events)  # field 4, as stored
        self.tail: dict[bool, bytes] = {}  # over -> fields 5-6
        self._packed: dict[int, tuple] = {}  # id(event) -> (event, its field 4): held, so its id is not reused

    def seen_by(self, game: Game, seat: int | None, over: bool, context=None) -> bytes:
        entry = self.entry
        if over:
            events = self.events
            body = (self.move if entry.HasField("move") else b"") + self.stored_events
        else:
            events = game.project_events(self.events, seat)
            body = b"".join([self.move if entry.HasField("seat") and entry.seat == seat else b"",
                             *map(self._event, events)])
        labels = b"".join(length_delimited(_LABEL_TAG, label.encode())
                          for label in game.event_labels(events, seat, context))
        return b"".join((self.head, body, self._tail(over), labels))

    def _event(self, event) -> bytes:
        """Field 4 holding `event` packed: once per event object, whoever sees it."""
        held = self._packed.get(id(event))
        if held is None or held[0] is not event:
            held = self._packed[id(event)] = (event, length_delimited(_EVENTS_TAG, packed(event)))
        return held[1]

    def _tail(self, over: bool) -> bytes:
        tail = self.tail.get(over)
        if tail is None:
            entry = self.entry
            if over:  # the whole entry: its time only if it has one
                msg = api.HistoryEntry(status=entry.status)
                if entry.HasField("time"):
                    msg.time.CopyFrom(entry.time)
            else:
                msg = api.HistoryEntry(time=entry.time, status=entry.status)
            tail = self.tail[over] = msg.SerializeToString(deterministic=True)
        return tail


class _StateFacts:
    """What every viewer of one state shares (Referee._facts)."""

    __slots__ = ("state", "pending", "public", "derived", "views")

    def __init__(self, state, pending: tuple, public):
        self.state = state
        self.pending = pending
        self.public = public  # the spectator's projection while the game is on
        self.derived: dict[bool, object] = {}  # over -> its Derived
        self.views: dict[int, tuple] = {}  # version -> (StoredGame, the view's shared runs)


class Projected(NamedTuple):
    """A log entry as one viewer may see it: `data` is field 1 (`entry`) of
    a WatchGameResponse or a PlayResponse, serialized."""

    data: bytes
    version: int
    status: int


_ENTRY_TAG = bytes([1 << 3 | 2])  # HistoryEntry entry = 1, in WatchGameResponse and PlayResponse
# HistoryEntry's per-viewer fields, written around its shared runs.
_MOVE_TAG = bytes([3 << 3 | 2])  # google.protobuf.Any move = 3
_EVENTS_TAG = bytes([4 << 3 | 2])  # repeated google.protobuf.Any events = 4
_LABEL_TAG = bytes([7 << 3 | 2])  # repeated string event_labels = 7

# SubmitMoveResponse's fields, written by `_answer_bytes`.
_ANSWER_VERSION_TAG = bytes([1 << 3 | 0])  # int64 version = 1
_ANSWER_EVENT_TAG = bytes([2 << 3 | 2])  # repeated google.protobuf.Any events = 2
_ANSWER_VIEW_TAG = bytes([3 << 3 | 2])  # GameView view = 3
_ANSWER_LABEL_TAG = bytes([4 << 3 | 2])  # repeated string event_labels = 4
_ANSWER_NEXT_TAG = bytes([5 << 3 | 2])  # ListLegalMovesResponse next = 5

# GameView's per-viewer fields, written by hand around the shared runs.
_ANY_TYPE_URL = bytes([1 << 3 | 2])  # google.protobuf.Any: string type_url = 1
_ANY_VALUE = bytes([2 << 3 | 2])  # bytes value = 2
_SEAT_TAG = bytes([5 << 3 | 0])  # optional int32 seat = 5 (varint)
_STATE_TAG = bytes([7 << 3 | 2])  # google.protobuf.Any state = 7 (length-delimited)
_PENDING_TAG = bytes([8 << 3 | 2])  # repeated PendingDecision pending = 8
_OUTCOME_TAG = bytes([9 << 3 | 2])  # Outcome outcome = 9
_DERIVED_TAG = bytes([10 << 3 | 2])  # Derived derived = 10


def varint(n: int) -> bytes:
    if 0 <= n < 0x80:  # most lengths and seats: one byte, made once
        return _ONE_BYTE[n]
    if 0 <= n < 0x4000:
        return bytes((n & 0x7F | 0x80, n >> 7))
    out = bytearray()
    while n > 0x7F:
        out.append(n & 0x7F | 0x80)
        n >>= 7
    out.append(n)
    return bytes(out)


_ONE_BYTE = [bytes((n,)) for n in range(0x80)]


def length_delimited(tag: bytes, payload: bytes) -> bytes:
    return b"".join((tag, varint(len(payload)), payload))  # the payload copied once


def _keep(cache: dict, limit: int, key, value):
    """`cache[key] = value`, the whole cache dropped first when it holds
    `limit` entries: what it holds is recomputed cheaply, and a dict kept
    this way costs nothing per hit."""
    if len(cache) >= limit:
        cache.clear()
    cache[key] = value
    return value


def _raise_refusal(item):
    raise item.error


def edition_info(edition) -> api.EditionInfo:
    return api.EditionInfo(id=edition.id, title=edition.title, stand_in=edition.stand_in, sha256=edition.sha256)


def check_request_id(request_id: str) -> None:
    """An idempotency key (SubmitMove's, CreateGame's) is absent or 1-128 printable ASCII characters."""
    if request_id and not REQUEST_ID.fullmatch(request_id):
        raise BadRequest("request_id", "1 to 128 printable ASCII characters")


def _differing(stored: StoredGame, game: str, config: GameConfig, seeded: bool) -> list[str]:
    """The fields in which a repeated CreateGame (of `game`, its normalized
    `config`; `seeded`: it named a seed) asks for another game than the one
    its request id made."""
    had = stored.config
    return [name for name, same in (("game", stored.game == game), ("players", had.players == config.players),
                                    ("variant", had.variant == config.variant),
                                    ("options", dict(had.options) == dict(config.options)),
                                    ("edition", had.edition == config.edition),
                                    ("seed", not seeded or had.seed == config.seed)) if not same]


def check_game_id(game_id: str) -> None:
    if not GAME_ID.fullmatch(game_id or ""):
        raise BadRequest("game_id", "1 to 64 characters of A-Z a-z 0-9 _ -")
