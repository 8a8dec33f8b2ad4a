"""The referee: what every API face does, once (docs/design.md#referee).

It composes the games (rules), a GameStore (where games live) and the seat
tokens, speaking the `arbiter.v1` messages. The gRPC servicer and the REST face
only translate transport to these calls and these errors to status codes.
What a viewer sees is the projection's (arbiter.referee.projection), a move's
checks and write are SubmitMove's (arbiter.referee.moves), and a Play stream
is a session over this class's public methods (arbiter.referee.play).
"""
from __future__ import annotations

import hashlib
import logging
import random
import secrets
from typing import AsyncIterator, Awaitable, Callable, Mapping

from arbiter import games as registry
from arbiter.auth import TokenAuthority
from arbiter.engine import Game, InvalidConfig, MalformedMove, untrusted
from arbiter.engine.editions import UnknownEdition
from arbiter.records.signing import RecordKeys, record_keys as make_record_keys
from arbiter.referee import archive, moves
from arbiter.referee.caches import GameCache, WatchLimits
from arbiter.referee.checks import (HISTORY_PAGE, HISTORY_PAGE_MAX, check_bounds, check_game_id, check_request_id,
                                    differing, unpack)
from arbiter.referee.entries import history_entry, now, status_of, stored_entry
from arbiter.referee.fanout import SeatViews
from arbiter.referee.errors import BadRequest, NotFound, RequestIdReused
from arbiter.referee.play import PlaySession, Refused
from arbiter.referee.projection import Projection
from arbiter.referee.wire import pack
from arbiter.store import GameExists, GameStore
from arbiter.store.v1.store_pb2 import StoredGame
from arbiter.v1 import arbiter_pb2 as api
from arbiter.v1.engine_pb2 import GameConfig

log = logging.getLogger("arbiter.referee")


class Referee:
    """Every RPC of arbiter.v1.Arbiter once. Its public face beyond the RPCs
    (`game`, `seat_of`, `seat_in`, `load`, `open`, `submit`, `projection`, `store`,
    `cache`, `watch_limits`, `seat_views`) is what SubmitMove and Play sessions use."""

    def __init__(self, store: GameStore, tokens: TokenAuthority, games: Mapping[str, Game] | None = None,
                 on_move: Callable[[str, str | None], None] | None = None, watch_limits: WatchLimits | None = None,
                 cache: GameCache | None = None, refused: Callable | None = None,
                 record_keys: RecordKeys | None = None, import_unsigned: bool = False):
        # Signs exported records; without one, a key of its own (records verify against GetRecordKeys).
        self.record_keys = record_keys or make_record_keys()
        self.import_unsigned = import_unsigned  # ImportGame takes unsigned records (docs/records.md#importing)
        self.watch_limits = watch_limits or WatchLimits()
        # What a refused move on a Play stream becomes (the API face's update
        # carrying the error); without a face, the refusal is raised.
        self.refused = refused or _raise_refusal
        self.cache = cache if cache is not None else GameCache()
        self.seat_views = SeatViews(self)  # what every Play stream of one viewer sends of a new version
        self.projection = Projection()
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
        """The seat a bearer token names (None = spectator), its spelling
        checked; raises InvalidToken. Its MAC needs the game's nonce: `seat_in`
        checks it once the game is loaded."""
        check_game_id(game_id)
        return None if not token else self.tokens.claimed_seat(token)

    def seat_in(self, stored: StoredGame, token: str | None) -> int | None:
        """The seat `token` stands for in the stored game (None = spectator);
        raises InvalidToken. Its MAC covers the game's nonce, so an expired
        game's token is refused in a game made again under its id."""
        return None if not token else self.tokens.verify(stored.game_id, token, stored.nonce)

    async def load(self, game_id: str, only: str = "") -> tuple[StoredGame, Game, object]:
        """The game's current version: from the cache when the store says it
        is still the current one, else loaded (and cached)."""
        check_game_id(game_id)
        hit = self.cache.get(game_id)
        if hit is None:
            return self.open(game_id, await self.store.load(game_id), only)
        version, stored = await self.store.load_unless(game_id, hit[0].version, hit[0].nonce)
        if version is None:
            self.cache.drop(game_id)
        if stored is None and version is not None:
            stored = hit[0]
        return self.open(game_id, stored, only)

    def open(self, game_id: str, stored: StoredGame | None, only: str = "") -> tuple[StoredGame, Game, object]:
        """The stored game, its Game and its State; NotFound when there is no
        such game, or (`only` given) when it is another game than `only`."""
        if stored is None or (only and stored.game != only):
            if stored is None:
                self.cache.drop(game_id)
            raise NotFound(f"no {only + ' ' if only else ''}game {game_id!r} (unknown or expired)")
        hit = self.cache.at(game_id, stored.version, stored.nonce)
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
        at = now()
        # A derived id is made again by its request id once the game expired:
        # the nonce keeps that game's tokens from being this one's.
        stored = StoredGame(game_id=game_id, game=game.id, config=config, version=1,
                            state=state.SerializeToString(deterministic=True), status=status_of(game.is_over(state)),
                            created=at, updated=at, nonce=self.tokens.nonce() if req.request_id else b"",
                            rules_version=game.rules_version, seed_chosen_by_creator=req.HasField("seed"))
        try:
            await self.store.create(stored, stored_entry(1, at, stored.status, events))
        except GameExists:
            if not req.request_id:
                raise
            stored, _, state = await self.load(game_id)
            if differing(stored, game.id, config, req.HasField("seed")):
                raise RequestIdReused() from None
            log.info("game create repeated", extra={"game_id": game_id, "game": game.id, "version": stored.version})
        else:
            log.info("game created", extra={"game_id": game_id, "game": game.id, "players": config.players})
        return api.CreateGameResponse(
            game_id=game_id,
            seats=[api.SeatToken(seat=s, token=self.tokens.issue(game_id, s, stored.nonce))
                   for s in range(config.players)],
            version=stored.version,
            view=self.projection.view_message(stored, game, state, None),
        )

    async def get_game(self, req: api.GetGameRequest, token: str | None, only_game: str = "") -> api.GetGameResponse:
        self.seat_of(req.game_id, token)
        stored, game, state = await self.load(req.game_id, only_game)
        return api.GetGameResponse(view=self.projection.view_message(stored, game, state, self.seat_in(stored, token)))

    async def list_legal_moves(self, req: api.ListLegalMovesRequest, token: str | None,
                               only_game: str = "") -> api.ListLegalMovesResponse:
        self.seat_of(req.game_id, token)
        stored, game, state = await self.load(req.game_id, only_game)
        return self.projection.legal(stored, game, state, self.seat_in(stored, token))

    async def submit_move(self, req: api.SubmitMoveRequest, token: str | None, only_game: str = "",
                          encoded: bool = False) -> api.SubmitMoveResponse | bytes:
        """SubmitMove's answer; `encoded`: serialized, the bytes its
        SerializeToString() writes (what the gRPC face sends), a new move's
        answer written directly without building the message."""
        answer = (await self.submit(req, token, only_game, encoded=encoded))[0]
        return answer.SerializeToString() if encoded and isinstance(answer, api.SubmitMoveResponse) else answer

    async def submit(self, req: api.SubmitMoveRequest, token: str | None, only_game: str = "",
                     answer_events: bool = True, encoded: bool = False) -> tuple[api.SubmitMoveResponse | bytes,
                                                                                 bytes | None]:
        """SubmitMove, and the log entry it wrote (arbiter.referee.moves.submit)."""
        return await moves.submit(self, req, token, only_game, answer_events, encoded)

    async def get_history(self, req: api.GetHistoryRequest, token: str | None,
                          only_game: str = "") -> api.GetHistoryResponse:
        self.seat_of(req.game_id, token)
        check_bounds(req)
        size = min(req.page_size or HISTORY_PAGE, HISTORY_PAGE_MAX)
        stored, game, state = await self.load(req.game_id, only_game)
        seat = self.seat_in(stored, token)
        over = stored.status == api.GAME_STATUS_FINISHED
        raw = await self.store.history(req.game_id, max(1, req.from_version), size)
        context = game.label_context(state)
        return api.GetHistoryResponse(
            entries=[self.projection.entry(game, history_entry(game, r), seat, over, context) for r in raw],
            version=stored.version,
        )

    async def watch_game(self, req: api.WatchGameRequest, token: str | None, peer: str = "", only_game: str = "",
                         encoded: bool = False) -> AsyncIterator[api.WatchGameResponse | bytes]:
        """Checks the request now, then returns the stream of updates. On a
        finished game the stream is what GetHistory shows the caller from
        `from_version` on (nothing for 0), and then it ends. `encoded`: each
        update as its serialized WatchGameResponse (what the gRPC face sends)."""
        self.seat_of(req.game_id, token)
        check_bounds(req)
        stored, game, state = await self.load(req.game_id, only_game)
        seat = self.seat_in(stored, token)
        context = game.label_context(state)
        if stored.status == api.GAME_STATUS_FINISHED:
            return self._replay(game, req.game_id, req.from_version, stored.version, seat, context, encoded)
        after = stored.version if req.from_version == 0 else req.from_version - 1
        return self._updates(game, req.game_id, after, seat, peer, context, encoded)

    async def play(self, requests: AsyncIterator[api.PlayRequest], token: str | None, peer: str = "",
                   admit_move: Callable[[str], None] | None = None, encoded: bool = False,
                   deliver: Callable[[object], Awaitable[None]] | None = None, only_game: str = ""):
        """Checks the first message (the game, the version to resume from),
        then returns the session's stream (arbiter.referee.play). `admit_move(game_id)`
        runs before each move, as the API face's per-seat rate limit runs
        before each unary call; what it raises refuses that move. `encoded`:
        each update as its serialized PlayResponse (what the gRPC face sends),
        refusals still as the face makes them. With `deliver`, the session
        hands each update to `deliver(update)` (awaited, one at a time) and
        what is returned is the session to await instead of an iterator."""
        first = None
        async for first in requests:  # noqa: B007 - the first request is read after the loop
            break
        if first is None:
            raise BadRequest("game_id", "required: the first message names the game")
        self.seat_of(first.game_id, token)
        check_bounds(first)
        stored, game, state = await self.load(first.game_id, only_game)
        seat = self.seat_in(stored, token)
        session = PlaySession(self, game, first.game_id, seat, token, first.include_next, admit_move,
                              game.label_context(state), encoded)
        if deliver is not None:
            refused = self.refused
            return session.serve(first, requests, stored, state, peer,
                                 lambda item: deliver(refused(item) if type(item) is Refused else item))
        return self._answers(session.run(first, requests, stored, state, peer))

    async def _answers(self, updates: AsyncIterator) -> AsyncIterator[api.PlayResponse]:
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
                entry = self.projection.entry(game, history_entry(game, r), seat, True, context)
                update = api.WatchGameResponse(entry=entry)
                yield update.SerializeToString(deterministic=True) if encoded else update
            version += len(raw)

    async def _updates(self, game: Game, game_id: str, after: int, seat: int | None, peer: str,
                       context, encoded: bool = False):
        self.watch_limits.admit(game_id, peer)
        try:
            async for raw in self.store.watch(game_id, after):
                update = self.projection.update(game, game_id, raw, seat, context)
                # Serialized once per (entry, viewer); parsed only for a face that sends messages.
                yield update.data if encoded else api.WatchGameResponse.FromString(update.data)
                if update.status == api.GAME_STATUS_FINISHED:
                    return
        finally:
            self.watch_limits.release(game_id, peer)

    async def export_game(self, req: api.ExportGameRequest, token: str | None,
                          only_game: str = "") -> api.ExportGameResponse:
        return await archive.export_game(self, req, token, only_game)

    async def import_game(self, req: api.ImportGameRequest, token: str | None = None) -> api.ImportGameResponse:
        return await archive.import_game(self, req)

    def get_record_keys(self, req: api.GetRecordKeysRequest, token: str | None = None) -> api.GetRecordKeysResponse:
        return api.GetRecordKeysResponse(keys=self.record_keys.keys())

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


def _raise_refusal(item):
    raise item.error


def edition_info(edition) -> api.EditionInfo:
    return api.EditionInfo(id=edition.id, title=edition.title, stand_in=edition.stand_in, sha256=edition.sha256)
