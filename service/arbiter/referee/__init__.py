"""The referee: every RPC once, over the games, a GameStore and the seat
tokens (docs/design.md#referee). One concern a module:

    service     the Referee: lookups and the RPCs
    moves       SubmitMove: checks, apply, compare-and-set, answers again
    play        a Play stream's session
    projection  what each viewer sees: the one GameView builder, entries
    caches      parsed games, watcher caps, bounded dicts
    entries     a version's log entry, time and status as stored
    checks      request fields: ids, page sizes, Anys
    wire        protobuf bytes written by hand, keys from the descriptors
    errors      the referee's refusals
"""
from arbiter.referee.caches import GameCache, WatchLimits
from arbiter.referee.checks import (GAME_ID, MAX_VERSION, REQUEST_ID, check_bounds, check_game_id, check_request_id,
                                    check_version, unpack)
from arbiter.referee.entries import history_entry, stored_entry
from arbiter.referee.errors import (BadRequest, NotFound, PermissionDenied, RequestIdReused, TooManyWatchers,
                                    VersionConflict)
from arbiter.referee.play import PlaySession, Refused
from arbiter.referee.projection import Projected
from arbiter.referee.service import Referee, edition_info
from arbiter.referee.wire import pack, packed

__all__ = ["BadRequest", "GAME_ID", "GameCache", "MAX_VERSION", "NotFound", "PermissionDenied", "PlaySession", "Projected", "REQUEST_ID",
           "Referee", "Refused", "RequestIdReused", "TooManyWatchers", "VersionConflict", "WatchLimits",
           "check_bounds", "check_game_id", "check_request_id", "check_version", "edition_info", "history_entry", "pack", "packed", "stored_entry",
           "unpack"]
