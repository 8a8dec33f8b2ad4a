"""GameStore: where games live between requests (docs/design.md#store).

A game is one `StoredGame` (full state, version, config) plus its log of
`HistoryEntry`s, one per version, and for each idempotent request the version
it produced (the answer itself is rebuilt from the log, so a game's size does
not grow with answers). Every write is a compare-and-set on the version that
also appends the entry and re-applies the TTL, so a replica never overwrites a
move it did not see.

The store holds full, unredacted data; projecting it for a seat is the
referee's job.
"""
from __future__ import annotations

import abc
from dataclasses import dataclass
from typing import AsyncIterator

from arbiter.engine.errors import ArbiterError, Category
from arbiter.store.v1.store_pb2 import StoredGame


class StoreUnavailable(ArbiterError):
    """The backing store cannot be reached now; retry. (Its text, for the
    log, may name the store's internals; the client is told less.)"""

    category = Category.UNAVAILABLE
    reason = "STORE_UNAVAILABLE"

    def describe(self) -> str:
        return "the game store is unavailable; retry"


class StoreEvicting(StoreUnavailable):
    """The store may evict keys now (an operator set an evicting
    maxmemory-policy while it ran): a game written now could lose its record
    or its log, so writes are refused until the policy is safe again; reads
    go on."""

    reason = "STORE_EVICTING"

    def describe(self) -> str:
        return "the game store may evict games now (its eviction policy is unsafe): moves and new games are " \
               "refused until an operator restores it; retry later"


class GameExists(ValueError):
    """`create` was given an id that is already stored: a game is never
    overwritten by a new one."""


@dataclass(frozen=True)
class Committed:
    """The write landed."""


@dataclass(frozen=True)
class Conflict:
    """The stored version is not the expected one (someone moved first)."""

    current_version: int


@dataclass(frozen=True)
class Duplicate:
    """This request key was already answered: the version its move produced."""

    version: int


@dataclass(frozen=True)
class Gone:
    """The game no longer exists (expired or never created)."""


CommitResult = Committed | Conflict | Duplicate | Gone


class GameStore(abc.ABC):
    """One implementation per backend; `tests/store/test_contract.py` runs
    against all of them."""

    def __init__(self, ttl_seconds: int):
        self.ttl_seconds = ttl_seconds

    @abc.abstractmethod
    async def create(self, game: StoredGame, entry: bytes) -> None:
        """Store a new game at `game.version` (1: the log's first entry is
        version 1's) with its first log entry; raise GameExists if the id is
        taken."""

    @abc.abstractmethod
    async def load(self, game_id: str) -> StoredGame | None:
        """The game, or None if unknown or expired."""

    async def load_unless(self, game_id: str, version: int) -> tuple[int | None, StoredGame | None]:
        """(current version, the game) — the game only when its version is not
        `version` (the caller holds that one already): a cache's check costs a
        version, not a game, when nothing changed. (None, None) if unknown."""
        game = await self.load(game_id)
        if game is None:
            return None, None
        return game.version, (None if game.version == version else game)

    @abc.abstractmethod
    async def commit(self, game: StoredGame, expected_version: int, entry: bytes, request_key: str = "") -> CommitResult:
        """Replace the game if it is still at `expected_version`; append `entry`
        (the log entry for `game.version`); remember `request_key` as answered
        by `game.version`. A known `request_key` wins over everything else: its
        version comes back (Duplicate) and nothing is written."""

    @abc.abstractmethod
    async def answered(self, game_id: str, request_key: str) -> int | None:
        """The version an idempotent request produced, if it was applied."""

    async def load_for_move(self, game_id: str, request_key: str) -> tuple[StoredGame | None, int | None]:
        """`load` and `answered` together (one round trip where the backend allows)."""
        answer = await self.answered(game_id, request_key) if request_key else None
        return await self.load(game_id), answer

    @abc.abstractmethod
    async def history(self, game_id: str, from_version: int, limit: int) -> list[bytes]:
        """Log entries with version >= `from_version`, oldest first, at most `limit`."""

    @abc.abstractmethod
    def watch(self, game_id: str, after_version: int) -> AsyncIterator[bytes]:
        """Entries with version > `after_version` as they are written; runs
        until the caller stops iterating."""

    async def ping(self) -> None:
        """Raise StoreUnavailable if the store cannot serve."""

    async def close(self) -> None:
        pass

