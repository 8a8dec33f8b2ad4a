"""Records in and out (docs/records.md): ExportGame writes a stored game as
its record, ImportGame stores a record's game again. What a record is, how
it is signed and replayed is arbiter.records'; here are the store's reads
and writes around it."""
from __future__ import annotations

import logging
import secrets

from arbiter.engine import Game
from arbiter.records import record as records
from arbiter.records.replay import NotReplayable, game_of, steps
from arbiter.records.signing import BadSignature, verify_signature
from arbiter.referee.checks import HISTORY_PAGE_MAX, check_request_id, differing, unpack
from arbiter.referee.entries import history_entry, now, status_of, stored_entry
from arbiter.referee.errors import BadRequest, NotFound, PermissionDenied, RecordRefused, RequestIdReused
from arbiter.store import Committed, Conflict, GameExists
from arbiter.store.v1.store_pb2 import StoredGame
from arbiter.v1 import arbiter_pb2 as api

log = logging.getLogger("arbiter.referee")


async def export_game(referee, req: api.ExportGameRequest, token: str | None,
                      only_game: str = "") -> api.ExportGameResponse:
    """A finished game's signed record for anyone; a live game's partial
    record for one of its seats only."""
    seat = referee.seat_of(req.game_id, token)
    stored, game, state = await referee.load(req.game_id, only_game)
    over = stored.status == api.GAME_STATUS_FINISHED
    if not over and seat is None:
        raise PermissionDenied("SEAT_TOKEN_REQUIRED", "a live game is exported only for one of its seats: send "
                                                      "the seat's bearer token (or wait for the game's end)")
    entries: list[api.HistoryEntry] = []
    while len(entries) < stored.version:
        rows = await referee.store.history(req.game_id, len(entries) + 1,
                                           min(HISTORY_PAGE_MAX, stored.version - len(entries)))
        if not rows:
            raise NotFound(f"no game {req.game_id!r} (expired)")
        entries += [history_entry(game, r) for r in rows]
    record = records.build(game, stored, state, entries[:stored.version], seat)
    return api.ExportGameResponse(record=referee.record_keys.sign(record) if over else record)


async def import_game(referee, req: api.ImportGameRequest) -> api.ImportGameResponse:
    """A new live game replayed from a record, at its last version or at
    `req.version`, with new seat tokens. Every replayed version is stored
    with its log entry, so the game's history and retries work as for any
    other game. Under a `request_id` the game's id is derived from it, as
    CreateGame's is: a repeat answers the game the first import made,
    finishing its storing if that was cut short."""
    record = req.record
    signed = record.HasField("signature")
    check_request_id(req.request_id)
    try:
        if signed:
            verify_signature(record, [k.public_key for k in referee.record_keys.keys()])
        elif not referee.import_unsigned:
            raise BadSignature("the record is not signed, and this server imports only records signed by its "
                               "record keys (GetRecordKeys)")
    except BadSignature as exc:
        raise RecordRefused("RECORD_NOT_TRUSTED", str(exc)) from exc
    last = len(record.entries)
    if req.HasField("version") and not 1 <= req.version <= last:
        raise BadRequest("version", f"a version of the record: 1 to {last}")
    until = req.version if req.HasField("version") else last
    game_id = referee.tokens.game_id_for(req.request_id) if req.request_id else secrets.token_urlsafe(12)
    at_start, held = now(), None  # held: the game as the store holds it (a repeated import finds it further on)
    # As for CreateGame: a game id derived from a request id comes back after
    # the game expired, and its nonce keeps the old game's tokens out of it.
    nonce = referee.tokens.nonce() if req.request_id else b""
    try:
        game = game_of(record, referee.games)
        config = records.config_of(record)
        for step in steps(record, game):
            at = step.entry.version
            state = step.state.SerializeToString(deterministic=True)
            if held is not None and at <= held.version:
                if at == held.version and held.state != state:
                    break  # played on its own way since: it is the players' game now
                continue
            stored = StoredGame(game_id=game_id, game=game.id, config=config, version=at, state=state,
                                status=status_of(game.is_over(step.state)), created=at_start, updated=at_start,
                                rules_version=record.rules_version, seed_chosen_by_creator=True,
                                imported_unsigned=not signed, nonce=held.nonce if held is not None else nonce)
            held = await _store(referee, req, stored, game, step)
            if held.version >= until:
                break
    except NotReplayable as exc:
        raise RecordRefused("RECORD_NOT_REPLAYABLE", str(exc)) from exc
    stored, game, state = await referee.load(game_id)
    log.info("game imported", extra={"game_id": game_id, "game": game.id, "version": stored.version,
                                     "signed": signed})
    return api.ImportGameResponse(
        game_id=game_id, version=stored.version,
        seats=[api.SeatToken(seat=s, token=referee.tokens.issue(game_id, s, stored.nonce))
               for s in range(record.players)],
        view=referee.projection.view_message(stored, game, state, None))


async def _store(referee, req: api.ImportGameRequest, stored: StoredGame, game: Game, step) -> StoredGame:
    """Store one replayed version of an imported game with its log entry;
    the game as the store now holds it."""
    at = stored.version
    try:
        if at == 1:
            await referee.store.create(stored, stored_entry(1, step.entry.time, stored.status, step.events))
            return stored
        move = unpack(step.entry.move, game.Move, "record.entries.move")
        entry = stored_entry(at, step.entry.time, stored.status, step.events, step.entry.seat, move)
        result = await referee.store.commit(stored, at - 1, entry)
        if isinstance(result, Committed):
            return stored
        if not isinstance(result, Conflict):
            raise NotFound(f"no game {stored.game_id!r} (expired)")
    except GameExists:
        if not req.request_id:
            raise
    held = await referee.store.load(stored.game_id)  # a repeat of this import's request id stored it
    if held is None:
        raise NotFound(f"no game {stored.game_id!r} (expired)")
    if differing(held, stored.game, stored.config, True):
        raise RequestIdReused()
    return held
