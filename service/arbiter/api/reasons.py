"""The service's reasons (the referee, seat tokens, the store, the API
faces), in the reason catalogue's form (arbiter.engine.reasons); the engine's
are in ENGINE_REASONS and each game's in its `reasons` module."""
from __future__ import annotations

from typing import Mapping

from arbiter.api.errors import MessageTooLarge, RateLimited, ServerStopping
from arbiter.auth import InvalidToken
from arbiter.engine.errors import Category
from arbiter.engine.reasons import ENGINE_REASONS, Reason, catalogue
from arbiter.referee import NotFound, RequestIdReused, RulesVersionChanged, TooManyWatchers, VersionConflict
from arbiter.store import StoreEvicting, StoreUnavailable, TooManyGames

SERVICE_REASONS = catalogue(
    Reason("MALFORMED_REQUEST", Category.MALFORMED,
           "a request field that can never be right: a bad game id or request id, a missing or mistyped Any, "
           "a negative count, JSON that does not parse, an unknown query parameter (`BadRequest` names it)"),
    Reason("SEAT_TOKEN_REQUIRED", Category.FORBIDDEN, "a spectator (no bearer token) tried to move"),
    Reason(InvalidToken.reason, Category.UNAUTHENTICATED, "the bearer token is not a seat token of this game"),
    Reason(NotFound.reason, Category.NOT_FOUND,
           "unknown or expired game, unknown game type, GetRules of an unknown edition or of a game without "
           "editions"),
    Reason(VersionConflict.reason, Category.CONFLICT,
           "`expected_version` is stale; `metadata.current_version` says the current one"),
    Reason(RequestIdReused.reason, Category.EXISTS,
           "a CreateGame `request_id` that made a game already, with another game, player count, variant, "
           "options, edition or seed (the answer names neither the game nor what differs): a repeat must ask "
           "for the same game"),
    Reason(RulesVersionChanged.reason, Category.REFUSED,
           "a move to a game that began under another rules version of its game than this server's "
           "(`GameInfo.rules_version`): it is continued only under the rules it began with "
           "(docs/records.md#rules-versions)"),
    Reason("RECORD_NOT_TRUSTED", Category.REFUSED,
           "an ImportGame record not signed by a key this server accepts (GetRecordKeys), or unsigned where the "
           "server imports only signed records (docs/records.md#importing)"),
    Reason("RECORD_NOT_REPLAYABLE", Category.REFUSED,
           "an ImportGame record this server's rules do not replay: partial, another rules version, an unknown "
           "edition, or a move that does not replay (the message names its entry)"),
    Reason(RateLimited.reason, Category.EXHAUSTED,
           "more requests for one seat of one game than `--rate-limit` allows, or more CreateGame calls from one "
           "client address than `--create-rate-limit` (or the gateway's limit) allows"),
    Reason(MessageTooLarge.reason, Category.EXHAUSTED,
           "a REST body over `--max-message-bytes` (HTTP 413; gRPC answers an oversized message itself, "
           "without details)"),
    Reason(TooManyWatchers.reason, Category.EXHAUSTED,
           "a watch cap is reached: per game, per client connection or for the whole server"),
    Reason(TooManyGames.reason, Category.EXHAUSTED,
           "CreateGame when the live-game cap (`--max-games`) is reached: per replica on the memory store, per "
           "store on Redis; retry later"),
    Reason(StoreUnavailable.reason, Category.UNAVAILABLE,
           "the game store cannot answer now (down, too slow, out of memory, failing over); retry with backoff "
           "and the same `request_id`: a submit whose store write was under way may have been applied, and the "
           "retry then returns its original answer instead of applying it again"),
    Reason(ServerStopping.reason, Category.UNAVAILABLE,
           "a REST call cut off by the replica's own shutdown (HTTP 503): send it again, another replica answers"),
    Reason(StoreEvicting.reason, Category.UNAVAILABLE,
           "the game store may evict games now (an operator set an evicting `maxmemory-policy` while the server "
           "ran): moves and new games are refused until it is `noeviction` again; reads go on; retry later"),
)

# The engine's and the service's reasons: everything but the games' own.
REASONS: Mapping[str, Reason] = {**ENGINE_REASONS, **SERVICE_REASONS}
