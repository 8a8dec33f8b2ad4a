"""The in-memory GameStore: the embedded default for one process."""
from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field
from typing import AsyncIterator, Callable

from arbiter.store.base import (Committed, CommitResult, Conflict, Duplicate, GameExists, GameStore, Gone,
                                TooManyGames)
from arbiter.store.v1.store_pb2 import StoredGame


@dataclass
class _Game:
    data: bytes  # serialized StoredGame: callers never share our objects
    version: int
    log: list[bytes]
    answers: dict[str, int] = field(default_factory=dict)  # request key -> the version it produced
    expires: float = 0.0
    nonce: bytes = b""  # StoredGame.nonce: tells a game from one made again under its id
    changed: asyncio.Event = field(default_factory=asyncio.Event)


class MemoryStore(GameStore):
    """Games in a dict, expired `ttl_seconds` after their last write, at
    most `max_games` of them (0: no cap), counted exactly.

    Everything runs on the event loop, so each method is atomic between awaits.
    """

    def __init__(self, ttl_seconds: int, clock: Callable[[], float] = time.monotonic, max_games: int = 0):
        super().__init__(ttl_seconds, max_games)
        self._games: dict[str, _Game] = {}
        self._clock = clock
        self._writes = 0

    def _get(self, game_id: str) -> _Game | None:
        g = self._games.get(game_id)
        if g is not None and g.expires <= self._clock():
            del self._games[game_id]
            g.changed.set()  # wake watchers so they see it is gone
            return None
        return g

    def _touch(self, g: _Game) -> None:
        g.expires = self._clock() + self.ttl_seconds
        self._writes += 1
        if self._writes % 1024 == 0:
            self._sweep()

    def _sweep(self) -> None:
        now = self._clock()
        for gid in [gid for gid, g in self._games.items() if g.expires <= now]:
            self._get(gid)

    async def create(self, game: StoredGame, entry: bytes) -> None:
        if self._get(game.game_id) is not None:
            raise GameExists(f"game {game.game_id} exists already")
        if self.max_games and len(self._games) >= self.max_games:
            self._sweep()  # expired games not yet swept do not count
            if len(self._games) >= self.max_games:
                raise TooManyGames(f"this server holds {self.max_games} live games; try again later")
        g = _Game(game.SerializeToString(), game.version, [entry], nonce=game.nonce)
        self._games[game.game_id] = g
        self._touch(g)

    async def load(self, game_id: str) -> StoredGame | None:
        g = self._get(game_id)
        return None if g is None else StoredGame.FromString(g.data)

    async def load_unless(self, game_id: str, version: int, nonce: bytes = b"") -> tuple[int | None, StoredGame | None]:
        g = self._get(game_id)
        if g is None:
            return None, None
        return g.version, (None if g.version == version and g.nonce == nonce else StoredGame.FromString(g.data))

    async def commit(self, game, expected_version, entry, request_key="") -> CommitResult:
        g = self._get(game.game_id)
        if g is None or g.nonce != game.nonce:
            return Gone()
        if request_key and request_key in g.answers:
            return Duplicate(g.answers[request_key])
        if g.version != expected_version:
            return Conflict(g.version)
        g.data = game.SerializeToString()
        g.version = game.version
        g.log.append(entry)
        if request_key:
            g.answers[request_key] = game.version
        self._touch(g)
        g.changed.set()
        g.changed = asyncio.Event()
        return Committed()

    async def answered(self, game_id: str, request_key: str) -> int | None:
        g = self._get(game_id)
        return None if g is None else g.answers.get(request_key)

    async def history(self, game_id: str, from_version: int, limit: int) -> list[bytes]:
        g = self._get(game_id)
        if g is None:
            return []
        first = g.version - len(g.log) + 1  # version of log[0]
        start = max(0, from_version - first)
        return g.log[start : start + limit]

    async def watch(self, game_id: str, after_version: int) -> AsyncIterator[bytes]:
        seen = after_version
        while True:
            g = self._get(game_id)
            if g is None:
                return
            if g.version > seen:
                for e in await self.history(game_id, seen + 1, g.version - seen):
                    seen += 1  # counted as yielded: the game may move on while its reader holds an entry
                    yield e
                continue
            await g.changed.wait()
