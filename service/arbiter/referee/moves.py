"""SubmitMove, the one implementation behind the RPC and every Play stream's
moves: the seat's checks, the move applied to the cached or the stored
version, the compare-and-set write (docs/design.md#compare-and-set-versions)
and the answer, a repeated request's rebuilt from the log
(docs/design.md#idempotency-by-request-id).

The functions take the Referee and use only its public face: its store,
cache, projection and tokens, `seat_of`, `seat_in`, `open`, `load` and `on_move`."""
from __future__ import annotations

from arbiter.engine import Game, MalformedMove, RuleViolation
from arbiter.records.record import rules_version_of
from arbiter.referee.caches import Held
from arbiter.referee.checks import HISTORY_PAGE_MAX, check_request_id, unpack
from arbiter.referee.entries import history_entry, now, status_of, stored_entry
from arbiter.referee.errors import BadRequest, NotFound, PermissionDenied, RulesVersionChanged, VersionConflict
from arbiter.referee.projection import ANSWER_NEXT
from arbiter.referee.wire import length_delimited
from arbiter.store import Committed, Conflict, Duplicate, Gone
from arbiter.store.v1.store_pb2 import StoredGame
from arbiter.v1 import arbiter_pb2 as api

# A move without expected_version is re-validated against the newer state this
# many times when another move lands between our read and our write.
UNCONDITIONAL_RETRIES = 5


async def submit(referee, req: api.SubmitMoveRequest, token: str | None, only_game: str = "",
                 answer_events: bool = True,
                 encoded: bool = False) -> tuple[api.SubmitMoveResponse | bytes, bytes | None]:
    """SubmitMove, and the log entry it wrote (None when it wrote none:
    validate_only, or a repeated request answered again). Without
    `answer_events` a new move's answer leaves its events and their labels
    out (a Play stream sends the mover the entry instead); with `encoded`
    a new move's answer comes serialized (`Referee.submit_move`)."""
    seat = referee.seat_of(req.game_id, token)
    if seat is None:
        raise PermissionDenied("SEAT_TOKEN_REQUIRED", "spectators cannot move: send the seat's bearer token")
    check_request_id(req.request_id)
    request_key = f"{seat}:{req.request_id}" if req.request_id and not req.validate_only else ""
    hit: Held | None = None if req.validate_only else referee.cache.get(req.game_id)
    if hit is not None and (not only_game or hit[0].game == only_game) and \
            (not req.HasField("expected_version") or req.expected_version == hit[0].version) and \
            referee.tokens.holds(hit[0].game_id, token, hit[0].nonce):
        # A token the cached game refuses may be the store's game's (its id made again): asked there below.
        done = await _submit_cached(referee, req, seat, request_key, *hit, answer_events, encoded)
        if done is not None:
            return done
    for _ in range(UNCONDITIONAL_RETRIES):
        stored, answered = await referee.store.load_for_move(req.game_id, request_key)
        stored, game, state = referee.open(req.game_id, stored, only_game)
        referee.seat_in(stored, token)  # the MAC, with the game's nonce
        if answered is not None:
            return await _answer_at(referee, stored, game, state, answered, seat, req.include_next), None
        move = unpack(req.move, game.Move, "move")
        if req.HasField("expected_version") and req.expected_version != stored.version:
            raise VersionConflict(stored.version)
        try:
            new_state, events = _apply(stored, game, state, seat, move)
        except (RuleViolation, BadRequest) as exc:
            referee.on_move(game.id, exc.reason)
            raise
        if req.validate_only:
            # Accepted, but nothing of the outcome is shown: it may hold chance
            # (a card drawn) that the caller must not learn before committing.
            view = referee.projection.view_message(stored, game, state, seat)
            return api.SubmitMoveResponse(version=stored.version, view=view), None
        done, conflict = await _commit(referee, req, seat, request_key, stored, game, new_state, move, events,
                                       answer_events, encoded)
        if done is not None:
            return done
        if req.HasField("expected_version"):
            raise VersionConflict(conflict.current_version)
    raise VersionConflict(conflict.current_version)


async def _submit_cached(referee, req, seat: int, request_key: str, stored: StoredGame, game: Game, state,
                         answer_events: bool = True, encoded: bool = False):
    """The move against the cached version, committed only if that version
    is still the stored one. None when the store's current state must
    decide instead: a refusal on the cached state (the game may have moved
    on, or the request been answered) or a lost compare-and-set."""
    move = unpack(req.move, game.Move, "move")
    try:
        new_state, events = _apply(stored, game, state, seat, move)
    except (RuleViolation, BadRequest):
        return None
    done, _ = await _commit(referee, req, seat, request_key, stored, game, new_state, move, events, answer_events,
                            encoded)
    return done


async def _commit(referee, req: api.SubmitMoveRequest, seat: int, request_key: str, stored: StoredGame, game: Game,
                  new_state, move, events, answer_events: bool = True, encoded: bool = False):
    """Record the applied move at `stored.version` + 1: ((answer, entry),
    None) when it landed or the request was answered before, (None,
    Conflict) when another move landed first."""
    new_stored, entry = _record(referee, stored, game, new_state, seat, move, events)
    answer = referee.projection.answer(new_stored, game, new_state, seat, events, answer_events or encoded, encoded)
    result = await referee.store.commit(new_stored, stored.version, entry, request_key)
    if isinstance(result, Committed):
        referee.cache.put(new_stored, game, new_state)
        referee.on_move(game.id, None)
        legal = referee.projection.legal(new_stored, game, new_state, seat) if req.include_next else None
        response: api.SubmitMoveResponse | bytes
        if encoded:
            response = answer if legal is None else answer + length_delimited(ANSWER_NEXT, legal.SerializeToString())
        else:
            response = api.SubmitMoveResponse.FromString(answer)
            if legal is not None:
                response.next.CopyFrom(legal)
        return (response, entry), None
    if isinstance(result, Duplicate):
        return (await _answer_again(referee, req.game_id, result.version, seat, req.include_next), None), None
    if isinstance(result, Gone):
        referee.cache.drop(req.game_id)
        raise NotFound(f"no game {req.game_id!r} (expired)")
    assert isinstance(result, Conflict)
    return None, result


async def _answer_again(referee, game_id: str, version: int, seat: int, include_next: bool) -> api.SubmitMoveResponse:
    stored, game, state = await referee.load(game_id)
    return await _answer_at(referee, stored, game, state, version, seat, include_next)


async def _answer_at(referee, stored: StoredGame, game: Game, state, version: int, seat: int,
                     include_next: bool) -> api.SubmitMoveResponse:
    """The answer a SubmitMove that produced `version` got, rebuilt from the
    log: the same bytes (serialized deterministically) as the first time.
    Only the request key's version is stored, not the answer."""
    raw = await referee.store.history(stored.game_id, version, 1)
    if not raw:
        raise NotFound(f"no game {stored.game_id!r} (expired)")
    entry = history_entry(game, raw[0])
    if version != stored.version:
        state = await _state_at(referee, stored, game, version)
        at = StoredGame()
        at.CopyFrom(stored)
        at.version = version
        stored = at
    events = [unpack(e, game.Event, "event") for e in entry.events]
    response = api.SubmitMoveResponse.FromString(referee.projection.answer(stored, game, state, seat, events))
    if include_next:
        response.next.CopyFrom(referee.projection.legal(stored, game, state, seat))
    return response


async def _state_at(referee, stored: StoredGame, game: Game, version: int):
    """The state at `version`, replayed from the game's setup (its stored,
    seeded config) through the log's moves."""
    state, _ = game.new_game(stored.config)
    at = 2
    while at <= version:
        rows = await referee.store.history(stored.game_id, at, min(HISTORY_PAGE_MAX, version - at + 1))
        if not rows:
            raise NotFound(f"no game {stored.game_id!r} (expired)")
        for raw in rows:
            entry = history_entry(game, raw)
            state, _ = game.apply(state, entry.seat, unpack(entry.move, game.Move, "move"))
        at += len(rows)
    return state


def _apply(stored: StoredGame, game: Game, state, seat: int, move):
    if rules_version_of(stored) != game.rules_version:
        raise RulesVersionChanged(game.id, rules_version_of(stored), game.rules_version)
    try:
        return game.apply(state, seat, move)
    except MalformedMove as exc:
        # exc.field is a path inside the Move; the request's field is `move`.
        raise BadRequest(f"move.{exc.field}" if exc.field else "move", exc.description, "MALFORMED_MOVE") from exc


def _record(referee, stored: StoredGame, game: Game, state, seat: int, move, events) -> tuple[StoredGame, bytes]:
    """The new stored game and its log entry."""
    at = now()
    new = StoredGame()
    new.CopyFrom(stored)
    new.version = stored.version + 1
    new.state = state.SerializeToString(deterministic=True)
    new.status = status_of(not referee.projection.pending(game, state))
    new.updated.CopyFrom(at)
    return new, stored_entry(new.version, at, new.status, events, seat, move)
