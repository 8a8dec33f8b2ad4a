"""What the referee holds between requests, none of it trusted without the
store (docs/design.md#stateless-replicas): parsed games, watcher counts, and
the bounded dicts its projections are kept in."""
from __future__ import annotations

from collections import OrderedDict
from typing import Any

from arbiter.engine import Game
from arbiter.referee.errors import TooManyWatchers
from arbiter.store.v1.store_pb2 import StoredGame


class WatchLimits:
    """How many WatchGame streams one process holds: per game, per client
    connection (a gRPC peer), and in all. A stream holds 31-44 KiB and costs
    about 0.1 ms of CPU to send each move to (bench/RESULTS.md, "Fan-out"):
    8,000 fit a replica's 512Mi, and 1,000 on one game keep a move's fan-out
    near 0.1 s; the caps keep one client, or one popular game, from taking a
    replica's every stream."""

    def __init__(self, per_game: int = 1000, per_connection: int = 1000, total: int = 8000):
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


# A held game: its stored record, its Game and its parsed state.
Held = tuple[StoredGame, Game, Any]


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
        self._games: OrderedDict[str, Held] = OrderedDict()

    def get(self, game_id: str) -> Held | None:
        hit = self._games.get(game_id)
        if hit is not None:
            self._games.move_to_end(game_id)
        return hit

    def at(self, game_id: str, version: int, nonce: bytes | None = None) -> Held | None:
        """The game at exactly `version`, if that is the one held (and, given
        `nonce`, the game with that nonce: not one its id was made again for)."""
        hit = self._games.get(game_id)
        return hit if hit is not None and hit[0].version == version and \
            (nonce is None or hit[0].nonce == nonce) else None

    def put(self, stored: StoredGame, game: Game, state) -> None:
        held = self._games.get(stored.game_id)
        if held is not None and held[0].version > stored.version and held[0].nonce == stored.nonce:
            return  # a slower request must not replace a newer version
        self._games[stored.game_id] = (stored, game, state)
        self._games.move_to_end(stored.game_id)
        if len(self._games) > self.capacity:
            self._games.popitem(last=False)

    def drop(self, game_id: str) -> None:
        self._games.pop(game_id, None)


def keep(cache: dict, limit: int, key, value):
    """`cache[key] = value`, the whole cache dropped first when it holds
    `limit` entries: what it holds is recomputed cheaply, and a dict kept
    this way costs nothing per hit."""
    if len(cache) >= limit:
        cache.clear()
    cache[key] = value
    return value
